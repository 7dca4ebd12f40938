"""Named hidden checks: the tests the system's rules used to write as anonymous functions.

Each one is a frozen dataclass that says what it reads (``vars``: the suit variables, as
``Check.var_names`` did), tests it, and names itself in words (:meth:`NamedCheck.summary`) for a
listing of a rule's conditions. None of them adds words to a call's public meaning (``shown`` is
False): "z is ♦ or ♣" only tells apart rules whose calls already name their suit.

Two kinds:

* :class:`BindingCheck` — a test of the suit bindings and the auction only. Like
  :class:`~cardlearn.ai.bridge.conditions.AuctionCheck` it is ``auction_only``: a block's claim
  of a call applies it without a hand.
* the hand checks (:class:`Honors`, :class:`LengthOrder`, ...) — hidden tests of the hand.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.ai.bridge.auction_view import AuctionView
from cardlearn.ai.bridge.conditions import Bindings, Condition, suit_of, suit_vars
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.engine.cards import SUIT_SYMBOLS
from cardlearn.i18n import Message, msg

_SUITS = ("S", "H", "D", "C")


def _ref_text(ref: str) -> str:
    """A literal suit as its symbol, a suit variable as its letter (a rule is listed before it is bound)."""
    return SUIT_SYMBOLS[ref] if ref in _SUITS else ref


def _suits_text(suits: str) -> str:
    """``"DC"`` as ``"♦ ♣"``."""
    return " ".join(SUIT_SYMBOLS[s] for s in suits)


class NamedCheck(Condition):
    """A hidden condition that can say in words what it checks."""

    shown = False

    def summary(self) -> Message:
        """What the check tests, in words (for a listing of a rule's conditions, not the call's meaning)."""
        raise NotImplementedError


class BindingCheck(NamedCheck):
    """A hidden test of the suit bindings and the auction, never of the hand (explanations apply it too)."""

    auction_only = True

    def holds(self, view: AuctionView, b: Bindings) -> bool:
        """Whether the bindings pass in this auction."""
        raise NotImplementedError

    def test(self, hand: HandEval | None, view: AuctionView, b: Bindings) -> bool:
        return self.holds(view, b)


@dataclass(frozen=True)
class OneSuitVariable(BindingCheck):
    """A binding check that reads one suit variable, ``var``."""

    var: str

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return (self.var,)


@dataclass(frozen=True)
class SuitIn(OneSuitVariable):
    """Suit variable ``var`` stands for one of ``suits`` (``"SH"``: a major; ``"H"``: hearts)."""

    suits: str

    def holds(self, view: AuctionView, b: Bindings) -> bool:
        return b[self.var] in self.suits

    def summary(self) -> Message:
        return msg("ai_bridge_checks.suit_in", var=self.var, suits=_suits_text(self.suits))


@dataclass(frozen=True)
class SuitNotIn(OneSuitVariable):
    """Suit variable ``var`` stands for none of ``suits``."""

    suits: str

    def holds(self, view: AuctionView, b: Bindings) -> bool:
        return b[self.var] not in self.suits

    def summary(self) -> Message:
        return msg("ai_bridge_checks.suit_not_in", var=self.var, suits=_suits_text(self.suits))


@dataclass(frozen=True)
class SuitsDiffer(BindingCheck):
    """Suit variables ``first`` and ``second`` stand for different suits (``vars`` as written: ``declared``)."""

    first: str
    second: str
    declared: tuple[str, ...] = ()

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.declared

    def holds(self, view: AuctionView, b: Bindings) -> bool:
        return b[self.first] != b[self.second]

    def summary(self) -> Message:
        return msg("ai_bridge_checks.differ", a=self.first, b=self.second)


@dataclass(frozen=True)
class NotBidYet(OneSuitVariable):
    """Nobody has named the suit of variable ``var`` yet."""

    def holds(self, view: AuctionView, b: Bindings) -> bool:
        return b[self.var] not in view.bid_suits

    def summary(self) -> Message:
        return msg("ai_bridge_checks.not_bid", var=self.var)


@dataclass(frozen=True)
class AllOf(NamedCheck):
    """Every one of ``parts`` holds (one condition of the rule, tested in order)."""

    parts: tuple[NamedCheck, ...]

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        names: list[str] = []
        for part in self.parts:
            names.extend(v for v in part.vars if v not in names)
        return tuple(names)

    @property
    def auction_only(self) -> bool:  # type: ignore[override]
        return all(part.auction_only for part in self.parts)

    def test(self, hand: HandEval | None, view: AuctionView, b: Bindings) -> bool:
        return all(part.test(hand, view, b) for part in self.parts)  # type: ignore[arg-type]

    def summary(self) -> Message:
        return _joined(tuple(part.summary() for part in self.parts))


def _joined(pieces: tuple[Message, ...]) -> Message:
    """Several summaries as one phrase ("a and b and c")."""
    result = pieces[0]
    for piece in pieces[1:]:
        result = msg("ai_bridge_checks.and", a=result, b=piece)
    return result


# --- hidden tests of the hand -----------------------------------------------------------------


@dataclass(frozen=True)
class Honors(NamedCheck):
    """At least ``count`` of the top ``top`` honours in a suit (a letter or a variable)."""

    suit: str
    top: int
    count: int

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return suit_vars((self.suit,))

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return hand.honors(suit_of(self.suit, b), self.top) >= self.count

    def summary(self) -> Message:
        return msg("ai_bridge_checks.honors", n=self.count, top=self.top, suit=_ref_text(self.suit))


@dataclass(frozen=True)
class LengthOrder(NamedCheck):
    """At least as many cards in ``first`` as in ``second`` (more, when ``strict``); letters or variables."""

    first: str
    second: str
    strict: bool = False
    declared: tuple[str, ...] = ()

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.declared

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        first, second = hand.lengths[suit_of(self.first, b)], hand.lengths[suit_of(self.second, b)]
        return first > second if self.strict else first >= second

    def summary(self) -> Message:
        key = "ai_bridge_checks.longer" if self.strict else "ai_bridge_checks.as_long"
        return msg(key, a=_ref_text(self.first), b=_ref_text(self.second))


@dataclass(frozen=True)
class StoppersOutside(NamedCheck):
    """A stopper in each suit other than the one of variable ``var``."""

    var: str
    declared: tuple[str, ...] = ()

    @property
    def vars(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.declared

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return all(hand.stopper(s) for s in _SUITS if s != b[self.var])

    def summary(self) -> Message:
        return msg("ai_bridge_checks.stoppers_outside", suit=self.var)


@dataclass(frozen=True)
class ShortSuit(NamedCheck):
    """A singleton or a void somewhere (the shortest suit has at most one card)."""

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return hand.shape[-1] <= 1

    def summary(self) -> Message:
        return msg("ai_bridge_checks.short_suit")


@dataclass(frozen=True)
class NotBalanced(NamedCheck):
    """Not one of the balanced shapes (hidden: the rule's other conditions say the shape)."""

    def test(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        return not hand.balanced

    def summary(self) -> Message:
        return msg("ai_bridge.cond.unbalanced")
