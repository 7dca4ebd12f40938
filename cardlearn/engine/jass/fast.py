"""The fast Schieber core: one deal on integer bitmasks, for the Match and for AI simulations.

Cards are numbers 0..35 (``JassCard.index``: suit E R S B × rank A K O U T 9 8 7 6),
a hand is an ``int`` with bit ``card`` set, seats are numbers ``N 0, E 1, S 2, W 3``
and teams ``NS 0, EW 1`` (``seat & 1``). Contracts are numbers 0..3 (trump suit),
4 Obenabe, 5 Undenufe; :data:`PUSH_INDEX` pushes. The turn passes
counter-clockwise: ``NEXT[seat]`` (S → E → N → W → S).

Typical use (a Monte-Carlo player)::

    state = DealState(hands, dealer)          # hands: 4 bitmasks, seat order N E S W
    state.choose_index(PUSH_INDEX)            # the forehand pushes; the partner chooses
    state.choose_index(4)                     # Obenabe; the forehand leads
    mask = state.legal_mask()                 # legal cards of state.to_act
    state.play_index(card)                    # no checks here: the caller plays a legal card
    sim = state.copy()                        # cheap clone (lists copied, tuples shared)
    random_playout(sim, rng)                  # finish the deal with random legal cards
    sim.card_points                           # [NS, EW] base card points incl. last-trick 5

``DealState`` does no validation and raises nothing: :class:`~cardlearn.engine.jass.match.Match`
validates every action (with localized errors) before calling it, so each rule is
written once, here. With ``bookkeeping=True`` the state also announces Weis at the
first trick, detects Stöck and the Match bonus, and appends raw scoring events
``(kind, team, base_points, info)`` to ``state.log`` in rule order (first trick:
Weis, then trick points; later tricks: trick points, then Stöck when its second
card has fallen; the last trick: points with +5, Stöck, then the Match bonus).
Points in the state are base points; multiply by ``FACTORS[contract]``.
"""
from __future__ import annotations

import random as _random
from collections.abc import Callable
from typing import TYPE_CHECKING

from cardlearn.engine.jass.rules import (
    CARD_POINTS,
    CONTRACTS,
    LAST_TRICK_BONUS,
    MATCH_BONUS,
    MULTIPLIERS,
    OBENABE,
    ORDINARY_ORDER,
    STOECK_POINTS,
    TRUMP_ORDER,
    UNDENUFE,
    UNDENUFE_ORDER,
)
from cardlearn.engine.jass.stoeck import stoeck_cards, stoeck_holder

if TYPE_CHECKING:
    from cardlearn.engine.jass.weis import WeisReport

NEXT = (3, 0, 1, 2)
"""Counter-clockwise successor of each seat number (N→W, E→N, S→E, W→S)."""
PREVIOUS = (1, 2, 3, 0)
PARTNER = (2, 3, 0, 1)
PUSH_INDEX = 6
BIT = tuple(1 << card for card in range(36))
SUIT_OF = tuple(card // 9 for card in range(36))
SUIT_MASKS = tuple(511 << (9 * suit) for suit in range(4))
ROSE_SEVEN = 9 + ORDINARY_ORDER.index("7")
FACTORS = tuple(MULTIPLIERS[name] for name in CONTRACTS)
BUUR = tuple(BIT[suit * 9 + ORDINARY_ORDER.index("U")] for suit in range(4))


def _points_table(contract: int) -> tuple[int, ...]:
    values = []
    for card in range(36):
        suit, rank = SUIT_OF[card], ORDINARY_ORDER[card % 9]
        if contract == OBENABE:
            row = CARD_POINTS["obenabe"]
        elif contract == UNDENUFE:
            row = CARD_POINTS["undenufe"]
        else:
            row = CARD_POINTS["trump" if suit == contract else "plain"]
        values.append(row[rank])
    return tuple(values)


def _power_table(contract: int, led: int) -> tuple[int, ...]:
    """Strength of each card in a trick led with suit ``led``: the highest number wins."""
    power = []
    for card in range(36):
        suit, rank = SUIT_OF[card], ORDINARY_ORDER[card % 9]
        if contract < 4 and suit == contract:
            power.append(100 + 9 - TRUMP_ORDER.index(rank))
        elif suit == led:
            order = UNDENUFE_ORDER if contract == UNDENUFE else ORDINARY_ORDER
            power.append(10 + 9 - order.index(rank))
        else:
            power.append(0)  # a discard never wins
    return tuple(power)


POINTS = tuple(_points_table(contract) for contract in range(6))
POWER = tuple(tuple(_power_table(contract, led) for led in range(4)) for contract in range(6))


def _higher_trumps(card: int) -> int:
    suit, rank = SUIT_OF[card], ORDINARY_ORDER[card % 9]
    mask = 0
    for other in TRUMP_ORDER[: TRUMP_ORDER.index(rank)]:
        mask |= BIT[suit * 9 + ORDINARY_ORDER.index(other)]
    return mask


HIGHER_TRUMP = tuple(_higher_trumps(card) for card in range(36))
"""For a card taken as trump: the mask of the trumps of its suit that beat it."""


def shuffled_deck(rng: _random.Random) -> list[int]:
    """A uniformly shuffled deck of card numbers (sorting by random keys: faster than shuffle)."""
    keys = [rng.random() for _ in range(36)]
    return sorted(range(36), key=keys.__getitem__)


def deal_masks(deck: list[int], first: int) -> list[int]:
    """Deal ``deck`` in packets of three counter-clockwise, starting with seat ``first``."""
    hands = [0, 0, 0, 0]
    seat = first
    for start in range(0, 36, 3):
        hands[seat] |= BIT[deck[start]] | BIT[deck[start + 1]] | BIT[deck[start + 2]]
        seat = NEXT[seat]
    return hands


def rose_seven_holder(hands: list[int]) -> int:
    """The seat number holding the rose 7 (forehand of a match's first deal)."""
    for seat in range(4):
        if hands[seat] & BIT[ROSE_SEVEN]:
            return seat
    raise ValueError("no hand holds the rose 7")


def random_deal(rng: _random.Random, dealer: int | None = None) -> tuple[list[int], int]:
    """Shuffle and deal; with ``dealer=None`` (a match's first deal) the rose-7 holder is forehand.

    Nobody is dealer before the first deal, so its packets start at South; the
    player to the rose-7 holder's left is then treated as that deal's dealer.
    """
    deck = shuffled_deck(rng)
    if dealer is None:
        hands = deal_masks(deck, 2)
        return hands, PREVIOUS[rose_seven_holder(hands)]
    return deal_masks(deck, NEXT[dealer]), dealer


def indices(mask: int) -> list[int]:
    """The card numbers in a bitmask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def random_card(mask: int, rand: Callable[[], float]) -> int:
    """A uniformly chosen card number from a non-empty bitmask (``rand`` is ``rng.random``)."""
    count = mask.bit_count()
    if count == 1:
        return mask.bit_length() - 1
    skip = int(rand() * count)
    while skip:
        mask &= mask - 1
        skip -= 1
    return (mask & -mask).bit_length() - 1


class DealState:
    """One deal on bitmasks: contract choice, legal masks, tricks, card points (see module docstring)."""

    __slots__ = (
        "best_card",
        "best_power",
        "best_seat",
        "card_points",
        "chooser",
        "contract",
        "dealer",
        "dealt",
        "forehand",
        "hands",
        "leader",
        "led",
        "log",
        "match_bonus",
        "n_tricks",
        "prow",
        "pushed",
        "stoeck_due",
        "stoeck_left",
        "stoeck_owner",
        "stoeck_points",
        "stoeck_seat",
        "to_act",
        "trick",
        "tricks",
        "tricks_won",
        "values",
        "weis",
        "weis_points",
    )

    def __init__(self, hands: list[int], dealer: int, bookkeeping: bool = False) -> None:
        self.hands = list(hands)
        self.dealt = tuple(hands)
        self.dealer = dealer
        self.forehand = self.to_act = self.chooser = self.leader = NEXT[dealer]
        self.pushed = False
        self.contract = -1
        self.trick: list[int] = []
        self.led = -1
        self.prow: tuple[int, ...] = ()
        self.best_power = self.best_seat = self.best_card = -1
        self.n_tricks = 0
        self.card_points = [0, 0]
        self.tricks_won = [0, 0]
        self.tricks: list[tuple[int, tuple[int, ...], int, int]] = []
        self.values: tuple[int, ...] = ()
        self.log: list | None = [] if bookkeeping else None
        self.stoeck_seat = -1  # the holder while Stöck is still to be credited
        self.stoeck_owner = -1
        self.stoeck_left = 0
        self.stoeck_due = False
        self.stoeck_points = [0, 0]
        self.weis: WeisReport | None = None
        self.weis_points = [0, 0]
        self.match_bonus = [0, 0]

    def choose_index(self, contract: int) -> None:
        """The chooser picks contract 0..5, or pushes with :data:`PUSH_INDEX` (forehand only, once)."""
        if contract == PUSH_INDEX:
            self.pushed = True
            self.chooser = self.to_act = PARTNER[self.forehand]
            return
        self.contract = contract
        self.values = POINTS[contract]
        self.to_act = self.leader = self.forehand
        if self.log is not None:
            from cardlearn.engine.jass.weis import weis_report_masks

            self.weis = weis_report_masks(self.hands, contract, self.forehand)
            self.stoeck_seat = self.stoeck_owner = stoeck_holder(self.hands, contract)
            if self.stoeck_seat >= 0:
                self.stoeck_left = stoeck_cards(contract)

    def legal_mask(self, seat: int | None = None) -> int:
        """The cards ``seat`` (default: the player to act) may play into the current trick."""
        hand = self.hands[self.to_act if seat is None else seat]
        if not self.trick:
            return hand
        led = self.led
        follow = hand & SUIT_MASKS[led]
        trump = self.contract
        if trump >= 4:
            return follow or hand
        trumps = hand & SUIT_MASKS[trump]
        if led == trump:
            # Must follow a trump lead, except that a bare Buur may be kept.
            if not trumps or trumps == BUUR[trump]:
                return hand
            return trumps
        best = self.best_card
        if SUIT_OF[best] != trump:
            return (follow | trumps) if follow else hand
        if trumps == hand:
            return hand  # nothing but trumps: undertrumping is allowed
        allowed = trumps & HIGHER_TRUMP[best]
        if follow:
            return follow | allowed
        return (hand & ~SUIT_MASKS[trump]) | allowed

    def play_index(self, card: int) -> None:
        """The player to act plays ``card`` (assumed legal); a fourth card closes the trick."""
        seat = self.to_act
        bit = BIT[card]
        self.hands[seat] ^= bit
        trick = self.trick
        if seat == self.stoeck_seat and self.stoeck_left & bit:
            self.stoeck_left ^= bit
            if not self.stoeck_left:
                self.stoeck_due = True
        if not trick:
            self.led = led = SUIT_OF[card]
            self.prow = prow = POWER[self.contract][led]
            self.best_power = prow[card]
            self.best_seat = seat
            self.best_card = card
            trick.append(card)
            self.to_act = NEXT[seat]
            return
        power = self.prow[card]
        if power > self.best_power:
            self.best_power = power
            self.best_seat = seat
            self.best_card = card
        trick.append(card)
        if len(trick) < 4:
            self.to_act = NEXT[seat]
            return
        values = self.values
        points = values[trick[0]] + values[trick[1]] + values[trick[2]] + values[trick[3]]
        self.n_tricks = done = self.n_tricks + 1
        if done == 9:
            points += LAST_TRICK_BONUS
        winner = self.best_seat
        team = winner & 1
        self.card_points[team] += points
        self.tricks_won[team] += 1
        self.tricks.append((self.leader, tuple(trick), winner, points))
        self.trick = []
        self.leader = self.to_act = winner if done < 9 else -1
        if self.log is not None:
            self._log_trick(team, points, done, winner)

    def _log_trick(self, team: int, points: int, done: int, winner: int) -> None:
        log = self.log
        assert log is not None  # only called with bookkeeping on
        if done == 1 and self.weis is not None and self.weis.winner is not None:
            weis_team = 0 if self.weis.winner == "NS" else 1
            self.weis_points[weis_team] = self.weis.points[self.weis.winner]
            log.append(("weis", weis_team, self.weis_points[weis_team], self.weis))
        log.append(("trick", team, points, done - 1))
        if self.stoeck_due:
            self.award_stoeck()
        if done == 9 and self.tricks_won[team] == 9:
            self.match_bonus[team] = MATCH_BONUS
            log.append(("match_bonus", team, MATCH_BONUS, None))

    def award_stoeck(self, early: bool = False) -> int:
        """Credit Stöck now (its second card fell, or ``early``: its 20 points win the match); returns the team."""
        team = self.stoeck_seat & 1
        self.stoeck_points[team] = STOECK_POINTS
        self.stoeck_due = False
        self.stoeck_left = 0
        if self.log is not None:
            self.log.append(("stoeck", team, STOECK_POINTS, (self.stoeck_seat, early)))
        self.stoeck_seat = -1
        return team

    @property
    def stoeck_pending(self) -> bool:
        """Whether Stöck is held but not yet credited."""
        return self.stoeck_seat >= 0

    @property
    def is_done(self) -> bool:
        """All nine tricks are played."""
        return self.n_tricks == 9

    @property
    def factor(self) -> int:
        """The contract's multiplier (1 before a contract is chosen)."""
        return FACTORS[self.contract] if self.contract >= 0 else 1

    def team_points(self) -> list[int]:
        """Base points per team so far: cards, Weis, Stöck and Match bonus (multiply by ``factor``)."""
        return [self.card_points[team] + self.weis_points[team] + self.stoeck_points[team]
                + self.match_bonus[team] for team in (0, 1)]

    def copy(self) -> DealState:
        """An independent clone, cheap enough for Monte-Carlo rollouts."""
        new = DealState.__new__(DealState)
        new.hands = self.hands[:]
        new.dealt = self.dealt
        new.dealer = self.dealer
        new.forehand = self.forehand
        new.to_act = self.to_act
        new.chooser = self.chooser
        new.pushed = self.pushed
        new.contract = self.contract
        new.leader = self.leader
        new.trick = self.trick[:]
        new.led = self.led
        new.prow = self.prow
        new.best_power = self.best_power
        new.best_seat = self.best_seat
        new.best_card = self.best_card
        new.n_tricks = self.n_tricks
        new.card_points = self.card_points[:]
        new.tricks_won = self.tricks_won[:]
        new.tricks = self.tricks[:]
        new.values = self.values
        new.log = None if self.log is None else self.log[:]
        new.stoeck_seat = self.stoeck_seat
        new.stoeck_owner = self.stoeck_owner
        new.stoeck_left = self.stoeck_left
        new.stoeck_due = self.stoeck_due
        new.stoeck_points = self.stoeck_points[:]
        new.weis = self.weis
        new.weis_points = self.weis_points[:]
        new.match_bonus = self.match_bonus[:]
        return new

    __copy__ = copy

    def trick_seat(self, position: int) -> int:
        """The seat that plays (or played) card ``position`` of the current trick."""
        seat = self.leader
        for _ in range(position):
            seat = NEXT[seat]
        return seat

    def __repr__(self) -> str:
        return (f"DealState(contract={self.contract}, to_act={self.to_act}, "
                f"tricks={self.n_tricks}, card_points={self.card_points})")


def random_playout(state: DealState, rng: _random.Random) -> DealState:
    """Finish ``state`` in place with uniformly random legal cards (contract must be chosen)."""
    rand = rng.random
    while state.n_tricks < 9:
        state.play_index(random_card(state.legal_mask(), rand))
    return state
