"""Small composable hand predicates: each one tests a hand, says what it shows, and limits it.

A condition works in an auction context (the :class:`AuctionView` of the caller)
with *bindings* (suit variables such as ``M`` for partner's major). The three
faces of a condition come from one object, so the text a learner reads and the
numbers the card-play sampler uses can never disagree:

* ``test(hand, view, b)`` — does this hand qualify?
* ``describe(view, b)`` — the localized text pieces (``"6–10 HCP"``, ``"3+ ♥"``).
* ``constrain(view, b)`` — the same information as :class:`HandConstraints`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from cardlearn.ai.bridge.auction_view import PARTNER, AuctionView
from cardlearn.ai.bridge.constraints import HandConstraints
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.engine.cards import SUIT_SYMBOLS
from cardlearn.i18n import Message, msg, render

Bindings = Mapping[str, str]
LOOSE = HandConstraints()


def suit_of(ref: str, b: Bindings) -> str:
    """A literal suit letter, or the suit bound to variable ``ref``."""
    return ref if ref in "SHDC" and len(ref) == 1 else b[ref]


def hcp_text(lo: int | None, hi: int | None) -> Message:
    """``"6–10 HCP"`` / ``"12+ HCP"`` as a lazy message."""
    if hi is None or hi >= 37:
        return msg("ai_bridge.cond.hcp_min", lo=lo or 0)
    if (lo or 0) == hi:
        # A one-point range is one number: "15 HCP", not "15–15 HCP".
        return msg("ai_bridge.cond.hcp_exact", n=hi)
    return msg("ai_bridge.cond.hcp_range", lo=lo or 0, hi=hi)


def length_text(suit: str, lo: int | None, hi: int | None) -> Message:
    """``"5+ ♥"``, ``"2–3 ♦"``, ``"4 ♠"``, ``"at most 1 ♣"`` or ``"void in ♣"`` as a lazy message."""
    symbol = SUIT_SYMBOLS[suit]
    lo = lo or 0
    if hi is None or hi >= 13:
        return msg("ai_bridge.cond.len_min", n=lo, suit=symbol)
    if hi == 0:
        return msg("ai_bridge.cond.void", suit=symbol)
    if lo == 0:
        return msg("ai_bridge.cond.len_max", n=hi, suit=symbol)
    if lo == hi:
        return msg("ai_bridge.cond.len_exact", n=lo, suit=symbol)
    return msg("ai_bridge.cond.len_range", lo=lo, hi=hi, suit=symbol)


def _each_suit_text(suits: list[str], lo: int) -> Message:
    """``"4+ ♥"`` for one suit, ``"3+ in each of ♠ ♥ ♣"`` for several."""
    if len(suits) == 1:
        return length_text(suits[0], lo, None)
    return msg("ai_bridge.cond.each_suit", n=lo, suits=" ".join(SUIT_SYMBOLS[s] for s in suits))


class Joined:
    """Text pieces shown as one comma-separated phrase in any language."""

    __slots__ = ("items",)

    def __init__(self, items: tuple[object, ...]) -> None:
        self.items = items

    def text(self, lang: str | None = None) -> str:
        """The pieces rendered in ``lang`` and joined."""
        return ", ".join(render(item, lang) for item in self.items)

    def __repr__(self) -> str:
        return f"Joined({self.items!r})"


class Condition:
    """Base of every hand predicate (see the module docstring)."""

    shown = True
    auction_only = False  # True: the test never reads the hand (a block's claim applies it without one)
    vars: tuple[str, ...] = ()

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        """Whether ``hand`` meets the condition."""
        raise NotImplementedError

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        """Text pieces shown to the learner (none for a hidden condition)."""
        return []

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        """The same information as numbers."""
        return LOOSE


def suit_vars(refs: tuple[str, ...]) -> tuple[str, ...]:
    """The suit variables among ``refs`` (the ones that are not a literal suit letter)."""
    return tuple(ref for ref in refs if ref not in ("S", "H", "D", "C"))


class SuitCondition(Condition):
    """A condition on one suit, ``suit`` a letter or a variable (which it then names in ``vars``)."""

    suit: str

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return suit_vars((self.suit,))


@dataclass(frozen=True)
class HCP(Condition):
    """High-card points between ``lo`` and ``hi`` (inclusive; None = open)."""

    lo: int | None = None
    hi: int | None = None

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return (self.lo is None or hand.hcp >= self.lo) and (self.hi is None or hand.hcp <= self.hi)

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return [hcp_text(self.lo, self.hi)]

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        return HandConstraints.make(self.lo, self.hi)


@dataclass(frozen=True)
class Len(SuitCondition):
    """Between ``lo`` and ``hi`` cards in a suit (a letter or a variable)."""

    suit: str
    lo: int | None = None
    hi: int | None = None

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        n = hand.lengths[suit_of(self.suit, b)]
        return (self.lo is None or n >= self.lo) and (self.hi is None or n <= self.hi)

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return [length_text(suit_of(self.suit, b), self.lo, self.hi)]

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        suit = suit_of(self.suit, b)
        return HandConstraints.make(
            min_len={suit: self.lo or 0}, max_len={suit: 13 if self.hi is None else self.hi}
        )


@dataclass(frozen=True)
class Balanced(Condition):
    """4-3-3-3, 4-4-3-2 or 5-3-3-2."""

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return hand.balanced

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return [msg("ai_bridge.cond.balanced")]

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        return HandConstraints.make(min_len=dict.fromkeys("SHDC", 2), max_len=dict.fromkeys("SHDC", 5))


@dataclass(frozen=True)
class Unbalanced(Condition):
    """Not one of the balanced shapes."""

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return not hand.balanced

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return [msg("ai_bridge.cond.unbalanced")]


@dataclass(frozen=True)
class NoFourCardMajor(Condition):
    """At most three hearts and three spades."""

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return hand.lengths["H"] <= 3 and hand.lengths["S"] <= 3

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return [msg("ai_bridge.cond.no_major")]

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        return HandConstraints.make(max_len={"H": 3, "S": 3})


class SuitHolding(SuitCondition):
    """What the hand holds in one suit (``holds``), said by ``MESSAGE`` with the suit's symbol."""

    MESSAGE: ClassVar[str]

    def holds(self, hand: HandEval, suit: str) -> bool:
        """Whether ``hand`` has the holding in ``suit`` (a letter)."""
        raise NotImplementedError

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return self.holds(hand, suit_of(self.suit, b))

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return [msg(self.MESSAGE, suit=SUIT_SYMBOLS[suit_of(self.suit, b)])]


@dataclass(frozen=True)
class Stopper(SuitHolding):
    """A stopper (A, Kx, Qxx, Jxxx) in a suit."""

    suit: str
    MESSAGE = "ai_bridge.cond.stopper"

    def holds(self, hand: HandEval, suit: str) -> bool:
        return hand.stopper(suit)


@dataclass(frozen=True)
class TheirStoppers(Condition):
    """A stopper in every suit the opponents have named."""

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return all(hand.stopper(s) for s in view.their_suits)

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        if not view.their_suits:
            return []
        symbols = " ".join(SUIT_SYMBOLS[s] for s in view.their_suits)
        return [msg("ai_bridge.cond.stopper", suit=symbols)]


@dataclass(frozen=True)
class GoodSuit(SuitHolding):
    """Two of the top three or three of the top five honours."""

    suit: str
    MESSAGE = "ai_bridge.cond.good_suit"

    def holds(self, hand: HandEval, suit: str) -> bool:
        return hand.good_suit(suit)


@dataclass(frozen=True)
class OthersLen(Condition):
    """At least ``lo`` cards in each suit other than the listed ones (takeout shape)."""

    exclude: tuple[str, ...]
    lo: int = 3

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return suit_vars(self.exclude)

    def _suits(self, view: AuctionView, b: Bindings) -> list[str]:
        skip = {suit_of(s, b) for s in self.exclude} | set(view.their_suits)
        return [s for s in "SHDC" if s not in skip]

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return all(hand.lengths[s] >= self.lo for s in self._suits(view, b))

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return [_each_suit_text(self._suits(view, b), self.lo)]

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        return HandConstraints.make(min_len=dict.fromkeys(self._suits(view, b), self.lo))


@dataclass(frozen=True)
class Points(Condition):
    """Total points (HCP + length) or support points for a trump suit, between ``lo`` and ``hi``."""

    lo: int | None = None
    hi: int | None = None
    trump: str | None = None

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return () if self.trump in (None, "S", "H", "D", "C") else (self.trump,)

    def value(self, hand: HandEval, b: Bindings) -> int:
        """The hand's points under this condition's way of counting."""
        if self.trump is None:
            return hand.total_points
        return max(hand.total_points, hand.support_points(suit_of(self.trump, b)))

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        v = self.value(hand, b)
        return (self.lo is None or v >= self.lo) and (self.hi is None or v <= self.hi)

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        if self.hi is None:
            return [msg("ai_bridge.cond.points_min", lo=self.lo or 0)]
        if (self.lo or 0) == self.hi:
            return [msg("ai_bridge.cond.points_exact", n=self.hi)]
        return [msg("ai_bridge.cond.points_range", lo=self.lo or 0, hi=self.hi)]

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        # Shape adds points, so HCP may sit well under the point range. Length adds at most 7 short of
        # an eleven-card suit; shortness beside a trump fit adds up to 10 (two voids), and the HCP floor
        # must hold for every hand that fits, or the meaning would be untrue of a very shapely one.
        slack = 7 if self.trump is None else 10
        return HandConstraints.make(None if self.lo is None else self.lo - slack, self.hi, points_min=self.lo or 0)


@dataclass(frozen=True)
class Combined(Condition):
    """Partnership strength: my points plus what partner has shown reach ``lo`` (and stay under ``hi``).

    Partner's share is read from the auction, so the condition resolves to a
    plain HCP/point range for this hand and describes itself that way.
    """

    lo: int | None = None
    hi: int | None = None
    trump: str | None = None
    counting: str = "hcp"

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return () if self.trump in (None, "S", "H", "D", "C") else (self.trump,)

    def resolve(self, view: AuctionView) -> Condition:
        """This condition as a plain range for the caller's own hand."""
        partner = view.expected_hcp(PARTNER)
        lo = None if self.lo is None else max(0, self.lo - partner)
        hi = None if self.hi is None else max(0, self.hi - partner)
        if self.counting == "hcp":
            return HCP(lo, hi)
        return Points(lo, hi, self.trump)

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return self.resolve(view).test(hand, view, b)

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return self.resolve(view).describe(view, b)

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        return self.resolve(view).constrain(view, b)


@dataclass(frozen=True)
class Fit(SuitCondition):
    """Together with partner's shown length, at least ``total`` cards in a suit."""

    suit: str
    total: int = 8

    def resolve(self, view: AuctionView, b: Bindings) -> Len:
        """The fit as my own minimum length."""
        suit = suit_of(self.suit, b)
        need = self.total - view.known(PARTNER).min_len(suit)
        return Len(suit, max(need, 2 if self.total >= 7 else 1))

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return self.resolve(view, b).test(hand, view, b)

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        suit = suit_of(self.suit, b)
        if view.known(PARTNER).min_len(suit) == 0:
            # Partner has shown no length here, so the number is the two hands' total: say so,
            # or "8+ ♠" reads as eight spades in one hand.
            return [msg("ai_bridge.cond.fit", n=self.total, suit=SUIT_SYMBOLS[suit])]
        return self.resolve(view, b).describe(view, b)

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        return self.resolve(view, b).constrain(view, b)


@dataclass(frozen=True)
class Aces(Condition):
    """Exactly one of the given numbers of aces (Blackwood answers)."""

    counts: tuple[int, ...]

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return hand.aces in self.counts

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        if len(self.counts) == 2:
            return [msg("ai_bridge.cond.aces_either", a=self.counts[0], b=self.counts[1])]
        return [msg("ai_bridge.cond.aces", count=self.counts[0])]


@dataclass(frozen=True)
class AnyOf(Condition):
    """At least one of several conditions (text joined with "or", limits widened to cover all)."""

    options: tuple[Condition, ...]

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return tuple(v for c in self.options for v in c.vars)

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return any(c.test(hand, view, b) for c in self.options)

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        texts = [Joined(tuple(c.describe(view, b))) for c in self.options]
        result: Message | Joined = texts[0]
        for text in texts[1:]:
            result = msg("ai_bridge.join.either", a=result, b=text)
        return [result]  # type: ignore[list-item]  # a Joined renders as a Message does (text(lang))

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        result = self.options[0].constrain(view, b)
        for c in self.options[1:]:
            result = result.hull(c.constrain(view, b))
        return result


@dataclass(frozen=True)
class Hidden(Condition):
    """A condition used to choose between calls but not announced (a style preference)."""

    inner: Condition
    shown = False

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.inner.vars

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return self.inner.test(hand, view, b)


@dataclass(frozen=True)
class Check(Condition):
    """A hidden test written as a function ``fn(hand, view, bindings) -> bool``."""

    fn: Callable[[HandEval, AuctionView, Bindings], bool]
    name: str = ""
    var_names: tuple[str, ...] = ()
    shown = False

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.var_names

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return bool(self.fn(hand, view, b))


@dataclass(frozen=True)
class AuctionCheck(Condition):
    """A hidden test of the auction and the suit bindings only (``fn(view, bindings)``), not of the hand.

    Because it does not need the hand, explanations apply it too: it tells apart calls that look
    alike (a reverse from a new lower suit at the same level).
    """

    fn: Callable[[AuctionView, Bindings], bool]
    name: str = ""
    var_names: tuple[str, ...] = ()
    shown = False
    auction_only = True

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.var_names

    def test(self, hand: HandEval | None, view: AuctionView, b: Bindings) -> bool:
        return bool(self.fn(view, b))


@dataclass(frozen=True)
class UnbidMajors(Condition):
    """At least ``lo`` cards in each major nobody has named (the minors when both majors are named)."""

    lo: int = 4

    def _suits(self, view: AuctionView) -> list[str]:
        majors = [s for s in "SH" if s not in view.bid_suits]
        return majors or [s for s in "DC" if s not in view.bid_suits]

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        suits = self._suits(view)
        return bool(suits) and all(hand.lengths[s] >= self.lo for s in suits)

    def describe(self, view: AuctionView, b: Bindings) -> list[Message]:
        return [_each_suit_text(self._suits(view), self.lo)]

    def constrain(self, view: AuctionView, b: Bindings) -> HandConstraints:
        return HandConstraints.make(min_len=dict.fromkeys(self._suits(view), self.lo))


@dataclass(frozen=True)
class MeaningOnly(Condition):
    """Marks a rule the bidder never uses but that explains the call when someone else makes it.

    Its test fails for every hand (the AI does not bid by it), yet an explanation counts the rule
    as possible: a learner's 4NT in a suit auction asks for aces whoever bids it.
    """

    shown = False

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return False


#: The one marker of a meaning-only rule.
MEANING_ONLY = MeaningOnly()
