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
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS
from cardlearn.engine.errors import InvalidArgument


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





# --- suit contracts: losers, trumps out, and the finesse ------------------------------------------


@dataclass(frozen=True)
class Losers:
    """Declarer's losers in a suit contract, counted in declarer's hand (spades first)."""

    per_suit: tuple[int, int, int, int]
    looked_at: tuple[int, int, int, int]
    """The cards of declarer's suit that are looked at: at most three (the opponents run out after that)."""
    covered: tuple[int, int, int, int]
    """How many of those are covered by the ace, king or queen (as many as cards looked at) of either hand."""

    @property
    def total(self) -> int:
        """The losers in all suits."""
        return sum(self.per_suit)


def suit_losers(declarer: int, dummy: int, suit: int) -> tuple[int, int, int]:
    """(losers, cards looked at, cards covered) of one suit for declarer's and dummy's masks.

    A beginner's count: only declarer's first three cards of a suit can lose
    (after three rounds the opponents usually have none left). With one card
    look at the ace, with two the ace and king, with three the ace, king and
    queen: each of them held by either hand covers one card, each one the
    opponents hold is a loser (♠K Q 5 opposite ♠7 6: one loser, the ace).
    """
    looked_at = min((declarer & SUIT_MASKS[suit]).bit_count(), 3)
    both = (declarer | dummy) >> (13 * suit) & 0x1FFF
    covered = sum(both >> rank & 1 for rank in range(looked_at))  # bit 0 the ace, 1 the king, 2 the queen
    return looked_at - covered, looked_at, covered


def losers(deal: Deal, declarer: str = "S") -> Losers:
    """Declarer's losers (``declarer`` a seat; dummy is the partner), suit by suit, in declarer's hand."""
    seat = parse_seat(declarer)
    own, partner = deal.masks[seat], deal.masks[(seat + 2) % 4]
    counts = [suit_losers(own, partner, suit) for suit in range(4)]
    return Losers(tuple(c[0] for c in counts), tuple(c[1] for c in counts),  # type: ignore[arg-type]
                  tuple(c[2] for c in counts))  # type: ignore[arg-type]


def trumps_out(deal: Deal, trump: str, side: str = "NS") -> int:
    """How many trumps the opponents of ``side`` hold (13 minus the side's own)."""
    if trump not in SUITS:
        raise InvalidArgument("engine.arg.choice", value=str(trump)[:20], name="trump", allowed="S, H, D, C")
    if side not in ("NS", "EW"):
        raise InvalidArgument("engine.arg.choice", value=str(side)[:20], name="side", allowed="NS, EW")
    mask = SUIT_MASKS[SUITS.index(trump)]
    return 13 - sum((deal.masks[parse_seat(seat)] & mask).bit_count() for seat in side)


def trump_rounds(deal: Deal, trump: str, side: str = "NS") -> int:
    """Rounds needed to draw the opponents' trumps if they split as evenly as they can (5 out: 3–2, three rounds)."""
    return (trumps_out(deal, trump, side) + 1) // 2


@dataclass(frozen=True)
class Finesse:
    """A simple finesse in one suit: the missing honour, the card that can win, and where to lead from."""

    missing: str
    """The opponents' highest card of the suit above the finesse card (``"SK"``)."""
    card: str
    """The side's card that wins if the missing honour sits before it (``"SQ"``)."""
    hand: str
    """The seat that holds ``card``."""
    lead_from: str
    """The partner's seat: lead from there, towards ``card``."""


def finesse(deal: Deal, suit: str, side: str = "NS") -> Finesse | None:
    """The simple finesse of ``side`` in ``suit`` (a king, queen or jack just below the missing honour), or None.

    ♠A Q opposite small cards: the ♠K is missing, the ♠Q can win, lead from the
    other hand. None when the side holds the top cards, when the card just below
    the opponents' highest is missing too (a double finesse, not for beginners),
    or when the other hand has no card of the suit to lead.
    """
    if suit not in SUITS or side not in ("NS", "EW"):
        raise InvalidArgument("engine.arg.choice", value=f"{suit} {side}"[:20], name="suit, side",
                              allowed="S, H, D, C; NS, EW")
    shift = 13 * SUITS.index(suit)
    seats = [parse_seat(seat) for seat in side]
    ours = [(deal.masks[seat] >> shift) & 0x1FFF for seat in seats]
    both = ours[0] | ours[1]
    missing = next((rank for rank in range(13) if not both >> rank & 1), None)
    if missing is None:
        return None
    card_rank = missing + 1  # a simple finesse: the side holds the card just below the missing honour
    if card_rank > 3 or not both >> card_rank & 1:  # only the king, queen and jack are finessed here
        return None
    owner = 0 if ours[0] >> card_rank & 1 else 1
    if not ours[1 - owner]:
        return None
    ranks = "AKQJT98765432"
    return Finesse(suit + ranks[missing], suit + ranks[card_rank], side[owner], side[1 - owner])
__all__ = ["Finesse", "Losers", "SureTricks", "finesse", "losers", "suit_losers", "suit_sure_tricks", "sure_tricks",
           "trump_rounds", "trumps_out"]
