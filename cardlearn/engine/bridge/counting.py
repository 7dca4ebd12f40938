"""Counting sure tricks in no trump, as a beginner is taught to before playing a card.

A sure trick is one the side can take without giving up the lead: in each
suit, the unbroken run of top cards the two hands hold between them (ace,
king, queen ... with no card of the opponents in between), but never more
than the longer hand has cards in the suit (♠AK opposite ♠Q: three tricks
only if one hand has three spades). Entries between the hands are not
counted here; that is the next lesson.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.fast import SUIT_MASKS
from cardlearn.engine.bridge.table import parse_seat
from cardlearn.engine.errors import InvalidArgument

SUITS = "SHDC"


@dataclass(frozen=True)
class SureTricks:
    """A side's sure tricks: per suit (spades first) and in all."""

    per_suit: tuple[int, int, int, int]
    top_cards: tuple[int, int, int, int]
    """The unbroken top cards held, before the longer hand's length limits them."""
    longest: tuple[int, int, int, int]
    """The longer hand's length in each suit."""

    @property
    def total(self) -> int:
        """The sure tricks in all suits."""
        return sum(self.per_suit)


def suit_sure_tricks(first: int, second: int, suit: int) -> tuple[int, int, int]:
    """(sure tricks, top cards, longer length) of one suit for two hands given as masks."""
    both = (first | second) >> (13 * suit) & 0x1FFF
    top = 0
    while top < 13 and both >> top & 1:  # bit 0 is the ace, bit 1 the king ...
        top += 1
    longest = max((first & SUIT_MASKS[suit]).bit_count(), (second & SUIT_MASKS[suit]).bit_count())
    return min(top, longest), top, longest


def sure_tricks(deal: Deal, side: str = "NS") -> SureTricks:
    """The sure tricks of ``side`` (``"NS"`` or ``"EW"``) in no trump."""
    if side not in ("NS", "EW"):
        raise InvalidArgument("engine.arg.choice", value=str(side)[:20], name="side", allowed="NS, EW")
    first, second = (deal.masks[parse_seat(seat)] for seat in side)
    counts = [suit_sure_tricks(first, second, suit) for suit in range(4)]
    return SureTricks(tuple(c[0] for c in counts), tuple(c[1] for c in counts),  # type: ignore[arg-type]
                      tuple(c[2] for c in counts))  # type: ignore[arg-type]


__all__ = ["SureTricks", "suit_sure_tricks", "sure_tricks"]
