"""What one seat may know during the play, and layouts of the unseen cards consistent with it.

:func:`seat_view` is the only door from a :class:`~cardlearn.engine.bridge.Game`
to the card players: it copies the seat's own hand, the dummy once it is
face up, the auction and the played cards, and nothing else, so a player
that receives a :class:`SeatView` cannot look at a hidden hand even by
mistake. :func:`sample_layouts` deals the unseen cards many times, honouring
shown voids, the cards each seat has already played and the auction's
meanings (HCP and suit-length ranges from the bidding AI's ``explain``), and
weights them by what the opening lead and the defenders' signals show
(:func:`cardlearn.ai.bridge.signals.layout_checks`) and by what a direct-seat
pass over an opening shows (:func:`pass_checks`).
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cardlearn.ai.bridge.signals import layout_checks, seat_weight
from cardlearn.engine.bridge.calls import (
    FIRST_BID,
    PASS,
    STRAIN_TRUMP,
    code_level,
    code_strain,
    code_text,
)
from cardlearn.engine.bridge.fast import PLAY, SUIT_MASKS, mask_cards
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.errors import IllegalAction
from cardlearn.i18n import msg

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.ai.bridge.constraints import HandConstraints
    from cardlearn.ai.bridge.signals import Check
    from cardlearn.engine.bridge.game import Game

# High-card points of each 13-bit suit holding (bit 0 = ace).
HCP_TABLE: tuple[int, ...] = tuple(
    4 * (h & 1) + 3 * (h >> 1 & 1) + 2 * (h >> 2 & 1) + (h >> 3 & 1) for h in range(1 << 13)
)


def hand_hcp(mask: int) -> int:
    """High-card points (A4 K3 Q2 J1) of a 52-bit hand mask."""
    return (HCP_TABLE[mask & 0x1FFF] + HCP_TABLE[mask >> 13 & 0x1FFF]
            + HCP_TABLE[mask >> 26 & 0x1FFF] + HCP_TABLE[mask >> 39 & 0x1FFF])


def suit_lengths(mask: int) -> tuple[int, int, int, int]:
    """Cards per suit (S H D C) of a hand mask."""
    return tuple((mask & SUIT_MASKS[s]).bit_count() for s in range(4))  # type: ignore[return-value]


@dataclass(frozen=True)
class SeatView:
    """Everything ``seat`` may see while choosing a card, and not one card more.

    ``seat`` chooses; ``to_play`` is the seat whose card is due (the dummy when
    the declarer plays from it). ``hands`` holds a mask for each *visible*
    seat only: the chooser's own remaining cards and the dummy's once it is
    face up. ``played`` is every card so far as ``(seat, card)`` in order.
    """

    seat: int
    to_play: int
    hands: tuple[tuple[int, int], ...]
    declarer: int
    level: int
    strain: int
    trump: int
    doubled: int
    vulnerability: int
    dealer: int
    calls: tuple[int, ...]
    played: tuple[tuple[int, int], ...]
    leader: int
    won: tuple[int, int]
    bidding_level: str = "full"  # the table's level: the auction is read with the sections on there

    @property
    def dummy(self) -> int:
        """The dummy's seat."""
        return (self.declarer + 2) & 3

    def hand(self, seat: int) -> int | None:
        """The remaining cards of ``seat`` if this view shows them, else None."""
        for owner, mask in self.hands:
            if owner == seat:
                return mask
        return None

    @property
    def visible(self) -> frozenset[int]:
        """The seats whose remaining cards this view shows."""
        return frozenset(owner for owner, _ in self.hands)

    @property
    def current_trick(self) -> tuple[tuple[int, int], ...]:
        """``(seat, card)`` of the trick in progress, in play order."""
        return self.played[len(self.played) - len(self.played) % 4:]

    @property
    def legal_mask(self) -> int:
        """The cards the seat to play may play now."""
        hand = self.hand(self.to_play)
        assert hand is not None  # the chooser always sees the hand it plays from
        trick = self.current_trick
        if trick:
            following = hand & SUIT_MASKS[trick[0][1] // 13]
            if following:
                return following
        return hand

    @property
    def seen_mask(self) -> int:
        """Every card whose place this seat knows: visible hands and played cards."""
        seen = 0
        for _, mask in self.hands:
            seen |= mask
        for _, card in self.played:
            seen |= 1 << card
        return seen

    def played_by(self, seat: int) -> int:
        """The mask of cards ``seat`` has played so far."""
        mask = 0
        for owner, card in self.played:
            if owner == seat:
                mask |= 1 << card
        return mask

    def voids(self) -> tuple[int, int, int, int]:
        """A 4-bit mask of suits each seat has shown out of (failed to follow)."""
        voids = [0, 0, 0, 0]
        for start in range(0, len(self.played), 4):
            trick = self.played[start:start + 4]
            led = trick[0][1] // 13
            for owner, card in trick[1:]:
                if card // 13 != led:
                    voids[owner] |= 1 << led
        return tuple(voids)  # type: ignore[return-value]

    @property
    def declaring(self) -> bool:
        """Whether the chooser is on the declaring side."""
        return (self.seat ^ self.declarer) & 1 == 0


def seat_view(game: Game, seat: str | int, bidding_level: str = "full") -> SeatView:
    """The view of ``seat``, which must choose the next card now; raises IllegalAction otherwise.

    ``bidding_level`` is the table's level of the bidding system: the auction's calls mean what they mean there.
    """
    return core_seat_view(game.core, seat, bidding_level)


def core_seat_view(core: Any, seat: str | int, bidding_level: str = "full") -> SeatView:
    """:func:`seat_view` of an engine core (a position replayed with :func:`cardlearn.engine.bridge.fast.replay`)."""
    index = seat if isinstance(seat, int) else parse_seat(seat)
    if core.phase != PLAY:
        raise IllegalAction("ai_bridge_play.error.not_playing")
    if index != core.controller:
        raise IllegalAction("ai_bridge_play.error.not_your_turn",
                            seat=msg(f"core.seat.{SEATS[index]}"),
                            turn=msg(f"core.seat.{SEATS[core.controller]}"))
    hands = [(index, core.hands[index])]
    dummy = core.dummy
    if core.dummy_exposed and dummy != index:
        hands.append((dummy, core.hands[dummy]))
    # Who played each card follows from the trick leaders, which are public.
    played: list[tuple[int, int]] = []
    leaders = [leader for leader, _ in core.tricks] + [core.leader]
    for position, card in enumerate(core.played):
        played.append(((leaders[position // 4] + position % 4) & 3, card))
    return SeatView(
        seat=index, to_play=core.turn, hands=tuple(sorted(hands)), declarer=core.declarer,
        level=core.level, strain=core.strain, trump=core.trump, doubled=core.doubled,
        vulnerability=core.vulnerability, dealer=core.dealer, calls=tuple(core.calls),
        played=tuple(played), leader=core.leader, won=(core.won[0], core.won[1]), bidding_level=bidding_level,
    )


# --- auction constraints ---------------------------------------------------------------------


@lru_cache(maxsize=512)
def auction_constraints(calls: tuple[int, ...], dealer: int, vulnerability: int,
                        level: str = "full") -> tuple[HandConstraints | None, ...]:
    """What the auction showed about each seat's 13 cards (None: nothing usable), from the bidding AI at ``level``."""
    try:
        from cardlearn.ai.bridge.explain import explain
    except ImportError:
        return (None, None, None, None)
    texts = [code_text(code) for code in calls]
    vul = ("None", "NS", "EW", "Both")[vulnerability]
    shown: list[HandConstraints | None] = [None, None, None, None]
    for index in range(len(texts)):
        seat = (dealer + index) & 3
        try:
            limits = explain(texts, index, SEATS[dealer], vul, level=level).constraints
        # The bidding system only narrows the layouts: a gap in it (a learner's odd auction it
        # cannot read) must never stop the card play, so any failure means "no inference".
        except Exception:  # noqa: BLE001, S112
            continue
        if limits.is_loose:
            continue
        earlier = shown[seat]
        merged = limits if earlier is None else earlier.intersect(limits)
        # Contradictory meanings (a learner's odd bids) say nothing reliable: keep the earlier ones.
        if not merged.is_empty:
            shown[seat] = merged
    return tuple(shown)


def _fits(limits: HandConstraints, mask: int, lengths_only: bool) -> bool:
    if not lengths_only and not limits.hcp_min <= hand_hcp(mask) <= limits.hcp_max:
        return False
    for suit, (lo, hi) in enumerate(limits.lengths):
        if not lo <= (mask & SUIT_MASKS[suit]).bit_count() <= hi:
            return False
    return True


# --- what a pass shows -------------------------------------------------------------------------

PASS_HCP_MAX = 16
"""A direct-seat pass over an opponent's one-level suit opening shows at most this many HCP: with more a
player doubles, overcalls or bids 1NT (SAYC: the 1NT overcall 15-18, the takeout double of any strong hand)."""
TRAP_LENGTH = 5
"""...unless he holds this many cards of the opened suit (the trap pass, common practice)."""
OVERCALL_HCP = 10
"""With this many HCP and a six-card suit other than the opened one a player overcalls (SAYC: a one-level
overcall shows a good five-card suit and about 8-16 HCP), so a direct pass makes such a hand unlikely."""
PASS_WEIGHT = 0.2
"""The weight of a hand a direct pass makes unlikely (never 0: a learner's pass may break any rule)."""


def pass_checks(view: SeatView) -> list[Check]:
    """What a direct-seat pass over an opponent's one-level suit opening says, as weighted tests (issue #28).

    The bidding system's own meaning of that pass says nothing (any hand may
    pass); common practice says more: no strong hand and no good long suit.
    The tests read the passer's 13 cards; only a hidden seat is tested.
    """
    calls = view.calls
    first = next((index for index, code in enumerate(calls) if code != PASS), None)
    if first is None or first + 1 >= len(calls) or calls[first + 1] != PASS:
        return []
    opening = calls[first]
    if opening < FIRST_BID or code_level(opening) != 1 or code_strain(opening) == 4:
        return []
    seat = (view.dealer + first + 1) & 3
    if view.hand(seat) is not None:
        return []
    opened = STRAIN_TRUMP[code_strain(opening)]

    def test(hand: int) -> bool:
        hcp = hand_hcp(hand)
        lengths = suit_lengths(hand)
        if hcp > PASS_HCP_MAX and lengths[opened] < TRAP_LENGTH:
            return False
        return hcp < OVERCALL_HCP or all(n < 6 for suit, n in enumerate(lengths) if suit != opened)

    return [(seat, test, PASS_WEIGHT)]


# --- sampling ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Layouts:
    """Sampled remaining hands (N E S W masks per layout) and how strictly the auction was honoured.

    ``strictness`` counts layouts by the level of constraints they meet:
    ``"full"`` (HCP and lengths), ``"lengths"`` (lengths only), ``"none"``.
    """

    hands: tuple[tuple[int, int, int, int], ...]
    strictness: dict[str, int]


def sample_layouts(view: SeatView, count: int, rng: random.Random,
                   use_auction: bool = True, max_tries: int = 4000) -> Layouts:
    """``count`` layouts of the unseen cards that agree with everything ``view`` shows.

    Voids shown in the play and the number of cards each seat still holds are
    always respected; the auction's HCP and length ranges apply to each seat's
    original 13 cards and are dropped (first HCP, then lengths) only if
    ``max_tries`` random deals find too few layouts that meet them.
    """
    dealer = _LayoutDealer(view, rng, use_auction)
    results: list[tuple[int, int, int, int]] = []
    strictness = {"full": 0, "lengths": 0, "none": 0}
    for level in ("full", "lengths", "none"):
        dealer.tries = 0
        while len(results) < count and dealer.tries < max_tries:
            hands = dealer.deal_once(level)
            if hands is not None:
                results.append(tuple(hands))  # type: ignore[arg-type]
                strictness[level] += 1
        if len(results) >= count:
            break
    return Layouts(tuple(results), strictness)


class _LayoutDealer:
    """Deals the unseen cards of one view, seat by seat, redrawing a seat until its hand fits."""

    def __init__(self, view: SeatView, rng: random.Random, use_auction: bool) -> None:
        self.rng = rng
        self.visible = dict(view.hands)
        hidden = [s for s in range(4) if s not in self.visible]
        self.played_by = [view.played_by(s) for s in range(4)]
        counts = [13 - m.bit_count() for m in self.played_by]
        self.voids = view.voids()
        self.forced, self.free = _forced_cards(((1 << 52) - 1) & ~view.seen_mask, hidden, self.voids)
        self.need = [counts[s] - self.forced[s].bit_count() if s in self.forced else 0 for s in range(4)]
        self.limits = (auction_constraints(view.calls, view.dealer, view.vulnerability, view.bidding_level)
                       if use_auction else (None,) * 4)
        # Constrained seats are dealt first, one at a time, each redrawn until it fits: far fewer
        # draws than rejecting whole layouts (a 1NT opener and a five-card responder together fit
        # under 1% of random deals). This is close to, not exactly, uniform over the fitting layouts.
        self.order = sorted(hidden, key=lambda seat: self.limits[seat] is None)
        self.tries = 0
        # The opening lead and the defenders' signals make some hands less likely: such a hand is kept
        # only with its weight's probability, as soon as it is dealt (each test reads one seat's cards).
        self.checks = layout_checks(view) + pass_checks(view)
        self.weighted = {seat for seat, _, _ in self.checks}
        if any(n < 0 for n in self.need) or sum(self.need) != len(self.free):
            raise ValueError("the view is inconsistent: the unseen cards cannot be dealt")

    def fits(self, seat: int, mask: int, level: str) -> bool:
        """Whether ``mask`` may be ``seat``'s hand: no card of a shown void, the weights, the auction's limits."""
        voids = self.voids[seat]
        if voids and any(voids >> suit & 1 and mask & SUIT_MASKS[suit] for suit in range(4)):
            return False  # only possible with three hidden hands and shown voids
        if seat in self.weighted and self.rng.random() >= seat_weight(self.checks, seat, mask | self.played_by[seat]):
            return False
        limits = self.limits[seat]
        if level == "none" or limits is None:
            return True
        return _fits(limits, mask | self.played_by[seat], level == "lengths")

    def deal_once(self, level: str) -> list[int] | None:
        """One layout whose every hand fits at ``level``, or None when a seat could not be dealt."""
        hands = [self.visible.get(seat, 0) for seat in range(4)]
        remaining = self.free
        for seat in self.order[:-1]:
            mask = self._draw(seat, remaining, level)
            if mask is None:
                return None
            hands[seat] = mask
            remaining = [card for card in remaining if not mask >> card & 1]
        last = self.order[-1]
        mask = self.forced[last]
        for card in remaining:
            mask |= 1 << card
        self.tries += 1
        if not self.fits(last, mask, level):
            return None
        hands[last] = mask
        return hands

    def _draw(self, seat: int, remaining: list[int], level: str) -> int | None:
        """A hand for ``seat`` from ``remaining`` that fits, in up to 200 draws."""
        for _ in range(200):
            self.tries += 1
            mask = self.forced[seat]
            for card in self.rng.sample(remaining, self.need[seat]):
                mask |= 1 << card
            if self.fits(seat, mask, level):
                return mask
        return None


def _forced_cards(unknown: int, hidden: list[int], voids: Sequence[int]) -> tuple[dict[int, int], list[int]]:
    """The unseen cards only one hidden seat can hold (per seat), and the rest."""
    forced = {s: 0 for s in hidden}
    free: list[int] = []
    for card in mask_cards(unknown):
        suit_bit = 1 << (card // 13)
        eligible = [s for s in hidden if not voids[s] & suit_bit]
        if len(eligible) == 1:
            forced[eligible[0]] |= 1 << card
        else:
            free.append(card)  # no eligible seat cannot happen in a legal game; treat as free
    return forced, free


def view_key(view: SeatView) -> str:
    """A text naming the position (for a seed that depends on the position, never on hidden cards)."""
    return f"{view.seat}/{view.to_play}/{len(view.played)}/{','.join(str(c) for _, c in view.played)}"


def held_by_side(view: SeatView, seats: Sequence[int]) -> int:
    """The union of the visible hands among ``seats``."""
    mask = 0
    for s in seats:
        hand = view.hand(s)
        if hand:
            mask |= hand
    return mask
