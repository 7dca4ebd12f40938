"""The fast core: every auction and play rule, on small ints and 52-bit hand masks.

Cards are 0..51 in :data:`~cardlearn.engine.cards.BRIDGE_DECK` order (``SA`` = 0
... ``C2`` = 51), so a card's suit is ``card // 13`` (S H D C) and, within a
suit, a *lower* index is a *higher* rank. Seats are 0..3 = N E S W clockwise;
a seat's side is ``seat & 1`` (0 = North–South). Calls are the codes of
:mod:`.calls`.

:class:`Core` is the single implementation of the rules: the friendly
:class:`~cardlearn.engine.bridge.game.Game` wraps it, the AI's simulations and
the benchmark drive it directly. Its ``apply_*`` methods trust their input
(they are the hot path); ``call_problem`` / ``card_problem`` say why a move is
illegal and ``Game`` asks them before applying anything.
"""
from __future__ import annotations

import random as _random
from collections.abc import Sequence
from typing import Any

from cardlearn.engine.bridge.calls import (
    DOUBLE,
    FIRST_BID,
    LAST_BID,
    PASS,
    REDOUBLE,
    STRAIN_TRUMP,
    bid_code,
)

AUCTION, PLAY, OVER = 0, 1, 2
"""Phases of a deal."""

SUIT_MASKS = tuple(0x1FFF << (13 * suit) for suit in range(4))
FULL_DECK = (1 << 52) - 1

# For each 13-bit suit holding, the offsets of its cards (0 = ace): picking the k-th card of a
# mask without looping over 52 bits is what keeps random playouts fast.
def _suit_bits() -> tuple[tuple[int, ...], ...]:
    table: list[tuple[int, ...]] = [()]
    for holding in range(1, 1 << 13):
        rest = holding & (holding - 1)  # the holding without its lowest card
        table.append(((holding ^ rest).bit_length() - 1,) + table[rest])
    return tuple(table)


_SUIT_BITS = _suit_bits()

Problem = tuple[str, dict[str, Any]]
"""An illegal move's catalog key and raw parameters (seat and card ints, call codes)."""


def mask_cards(mask: int) -> list[int]:
    """The cards of a mask in deck order (spades first, high to low)."""
    cards: list[int] = []
    for suit in range(4):
        base = 13 * suit
        cards.extend(base + offset for offset in _SUIT_BITS[(mask >> base) & 0x1FFF])
    return cards


def cards_mask(cards: Sequence[int]) -> int:
    """The mask of a collection of card indices."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def random_card(mask: int, rng: _random.Random) -> int:
    """A uniformly random card of a non-empty mask."""
    return _kth_card(mask, int(rng.random() * mask.bit_count()))


def _kth_card(mask: int, k: int) -> int:
    base = 0
    while mask:
        bits = _SUIT_BITS[mask & 0x1FFF]
        if k < len(bits):
            return base + bits[k]
        k -= len(bits)
        mask >>= 13
        base += 13
    raise ValueError("no such card in the mask")


class Core:
    """One deal's state: auction, play and result, with every rule applied in one place."""

    __slots__ = (
        "best_card",
        "best_seat",
        "calls",
        "dealer",
        "declarer",
        "doubled",
        "first_namer",
        "hands",
        "last_bid",
        "last_bidder",
        "leader",
        "led_suit",
        "level",
        "passes",
        "phase",
        "played",
        "strain",
        "trick_len",
        "tricks",
        "trump",
        "turn",
        "vulnerability",
        "won",
    )

    def __init__(self, hands: Sequence[int], dealer: int = 2, vulnerability: int = 0) -> None:
        self.dealer = dealer
        self.vulnerability = vulnerability  # bit 0: NS vulnerable, bit 1: EW vulnerable
        self.phase = AUCTION
        self.turn = dealer
        self.calls: list[int] = []
        self.last_bid = 0  # 0 while nobody has bid (bid codes start at 3)
        self.last_bidder = -1
        self.doubled = 0
        self.passes = 0
        # first_namer[side*5 + strain]: the seat that first named that strain for that side.
        self.first_namer = [-1] * 10
        self.hands = list(hands)
        self.level = 0
        self.strain = -1
        self.declarer = -1
        self.trump = -1
        self.leader = -1
        self.led_suit = -1
        self.best_card = -1
        self.best_seat = -1
        self.trick_len = 0
        self.played: list[int] = []
        self.tricks: list[tuple[int, int]] = []  # (leader, winner) of each finished trick
        self.won = [0, 0]  # tricks won by NS, EW

    def copy(self) -> Core:
        """An independent copy (for simulations that explore moves)."""
        other = Core.__new__(Core)
        for name in Core.__slots__:
            value = getattr(self, name)
            setattr(other, name, value.copy() if isinstance(value, list) else value)
        return other

    def state(self) -> tuple:
        """Every field as a tuple (for equality checks in tests and undo)."""
        return tuple(
            tuple(value) if isinstance(value, list) else value
            for value in (getattr(self, name) for name in Core.__slots__)
        )

    # --- auction -------------------------------------------------------------------------------

    def can_double(self) -> bool:
        """Double: only an opponent of the last bidder's side, and only an undoubled bid."""
        return (
            self.last_bid != 0 and self.doubled == 0
            and (self.last_bidder ^ self.turn) & 1 == 1
        )

    def can_redouble(self) -> bool:
        """Redouble: only the side whose bid was doubled, and only if not yet redoubled."""
        return self.doubled == 1 and (self.last_bidder ^ self.turn) & 1 == 0

    def lowest_bid(self) -> int:
        """The code of the lowest sufficient bid (``LAST_BID + 1`` after 7NT)."""
        return self.last_bid + 1 if self.last_bid else FIRST_BID

    def legal_call_codes(self) -> list[int]:
        """The calls allowed now: pass, double/redouble if allowed, then the bids in rank order."""
        if self.phase != AUCTION:
            return []
        codes = [PASS]
        if self.can_double():
            codes.append(DOUBLE)
        elif self.can_redouble():
            codes.append(REDOUBLE)
        codes.extend(range(self.lowest_bid(), LAST_BID + 1))
        return codes

    def call_problem(self, code: int) -> Problem | None:
        """Why the call ``code`` is not allowed now, or None if it is."""
        if self.phase == PLAY:
            return "bridge.error.auction_over", {}
        if self.phase == OVER:
            return "bridge.error.deal_over", {}
        if code == PASS:
            return None
        if code == DOUBLE:
            return None if self.can_double() else self._double_problem()
        if code == REDOUBLE:
            return None if self.can_redouble() else self._redouble_problem()
        if code < self.lowest_bid():
            return "bridge.error.insufficient_bid", {"call": code, "last": self.last_bid}
        return None

    def _double_problem(self) -> Problem:
        """Why a double is not allowed now (it is not)."""
        if self.last_bid == 0:
            return "bridge.error.nothing_to_double", {}
        if (self.last_bidder ^ self.turn) & 1 == 0:
            return "bridge.error.double_own_side", {"last": self.last_bid, "bidder": self.last_bidder}
        return "bridge.error.already_doubled", {"last": self.last_bid, "doubled": self.doubled}

    def _redouble_problem(self) -> Problem:
        """Why a redouble is not allowed now (it is not)."""
        if self.doubled == 0:
            return "bridge.error.nothing_to_redouble", {}
        if self.doubled == 2:
            return "bridge.error.already_redoubled", {"last": self.last_bid}
        return "bridge.error.redouble_opponents", {"last": self.last_bid, "bidder": self.last_bidder}

    def apply_call(self, code: int) -> None:
        """Make the call ``code`` for the seat to act (trusted: check ``call_problem`` first)."""
        seat = self.turn
        self.calls.append(code)
        self.turn = (seat + 1) & 3
        if code == PASS:
            self.passes += 1
            if self.last_bid:
                if self.passes == 3:
                    self._start_play()
            elif self.passes == 4:
                self.phase = OVER  # passed out
            return
        # A bid, double or redouble restarts the count of passes.
        self.passes = 0
        if code == DOUBLE:
            self.doubled = 1
        elif code == REDOUBLE:
            self.doubled = 2
        else:
            self.last_bid = code
            self.last_bidder = seat
            self.doubled = 0  # a new bid cancels any double or redouble
            key = (seat & 1) * 5 + (code - FIRST_BID) % 5
            if self.first_namer[key] < 0:
                self.first_namer[key] = seat

    def _start_play(self) -> None:
        self.phase = PLAY
        self.level = (self.last_bid - FIRST_BID) // 5 + 1
        self.strain = (self.last_bid - FIRST_BID) % 5
        # The declarer is whoever of the winning side first named the contract's strain.
        self.declarer = self.first_namer[(self.last_bidder & 1) * 5 + self.strain]
        self.trump = STRAIN_TRUMP[self.strain]
        self.leader = self.turn = (self.declarer + 1) & 3  # declarer's left-hand opponent

    @property
    def passed_out(self) -> bool:
        """Whether the auction ended with four passes."""
        return self.phase == OVER and self.last_bid == 0

    @property
    def dummy(self) -> int:
        """The dummy's seat (declarer's partner), -1 before the contract is known."""
        return (self.declarer + 2) & 3 if self.declarer >= 0 else -1

    @property
    def controller(self) -> int:
        """The seat that decides the next move: the declarer when it is the dummy's turn."""
        if self.phase == PLAY and self.turn == self.dummy:
            return self.declarer
        return self.turn

    @property
    def dummy_exposed(self) -> bool:
        """The dummy's hand is face up once the opening lead has been made."""
        return self.phase != AUCTION and bool(self.played)

    # --- play ----------------------------------------------------------------------------------

    def legal_mask(self) -> int:
        """The cards the seat to play may play: the led suit if it holds any, else any card."""
        hand = self.hands[self.turn]
        if self.trick_len:
            following = hand & SUIT_MASKS[self.led_suit]
            if following:
                return following
        return hand

    def card_problem(self, card: int) -> Problem | None:
        """Why ``card`` may not be played now, or None if it may."""
        if self.phase == AUCTION:
            return "bridge.error.play_not_started", {}
        if self.phase == OVER:
            return "bridge.error.deal_over", {}
        seat = self.turn
        if not self.hands[seat] >> card & 1:
            for owner in range(4):
                if self.hands[owner] >> card & 1:
                    return "bridge.error.card_not_in_hand", {"card": card, "seat": seat, "owner": owner}
            return "bridge.error.card_already_played", {"card": card, "seat": seat}
        if not self.legal_mask() >> card & 1:
            return "bridge.error.must_follow_suit", {"card": card, "seat": seat, "suit": self.led_suit}
        return None

    def apply_card(self, card: int) -> None:
        """Play ``card`` for the seat to play (trusted: check ``card_problem`` first)."""
        seat = self.turn
        self.hands[seat] ^= 1 << card
        self.played.append(card)
        suit = card // 13
        count = self.trick_len
        if count == 0:
            self.led_suit = suit
            self.best_card = card
            self.best_seat = seat
            self.trick_len = 1
            self.turn = (seat + 1) & 3
            return
        best = self.best_card
        # A card wins over the best so far if it is a higher card of the same suit, or the first
        # trump on a non-trump: the highest trump, else the highest card of the led suit.
        if suit == best // 13:
            if card < best:
                self.best_card = card
                self.best_seat = seat
        elif suit == self.trump:
            self.best_card = card
            self.best_seat = seat
        if count < 3:
            self.trick_len = count + 1
            self.turn = (seat + 1) & 3
            return
        winner = self.best_seat
        self.tricks.append((self.leader, winner))
        self.won[winner & 1] += 1
        self.leader = self.turn = winner  # the winner leads next
        self.trick_len = 0
        self.led_suit = self.best_card = self.best_seat = -1
        if len(self.tricks) == 13:
            self.phase = OVER

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by the declaring side (0 without a contract)."""
        return self.won[self.declarer & 1] if self.declarer >= 0 else 0

    @property
    def declarer_vulnerable(self) -> bool:
        """Whether the declaring side is vulnerable."""
        return self.declarer >= 0 and bool(self.vulnerability >> (self.declarer & 1) & 1)

    def trick_cards(self, number: int) -> list[int]:
        """The cards of trick ``number`` (0-based) in play order (partial for the current trick)."""
        return self.played[4 * number: 4 * number + 4]


def replay(hands: Sequence[int], dealer: int, vulnerability: int,
           calls: Sequence[int], cards: Sequence[int]) -> Core:
    """A core rebuilt from its moves (trusted moves; used by undo)."""
    core = Core(hands, dealer, vulnerability)
    for code in calls:
        core.apply_call(code)
    for card in cards:
        core.apply_card(card)
    return core


def contract_core(hands: Sequence[int], declarer: int, level: int, strain: int, doubled: int = 0) -> Core:
    """A core past its auction: ``declarer`` bid the contract and everyone passed (for one-trick questions)."""
    core = Core(hands, declarer, 0)
    for code in [bid_code(level, strain)] + [DOUBLE, REDOUBLE][:doubled] + [PASS, PASS, PASS]:
        core.apply_call(code)
    return core


def random_auction(core: Core, rng: _random.Random) -> None:
    """Finish the auction with uniformly random legal calls."""
    while core.phase == AUCTION:
        codes = core.legal_call_codes()
        core.apply_call(codes[int(rng.random() * len(codes))])


def random_play(core: Core, rng: _random.Random) -> None:
    """Finish the play with uniformly random legal cards."""
    # Bound methods and locals: this loop is the AI's simulation hot path.
    legal_mask, apply_card, uniform = core.legal_mask, core.apply_card, rng.random
    while core.phase == PLAY:
        mask = legal_mask()
        apply_card(_kth_card(mask, int(uniform() * mask.bit_count())))


def random_hands(rng: _random.Random, dealer: int = 2) -> list[int]:
    """Shuffle and deal one card at a time clockwise from the dealer's left; masks indexed N E S W."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [0, 0, 0, 0]
    for position, card in enumerate(deck):
        hands[(dealer + 1 + position) & 3] |= 1 << card
    return hands
