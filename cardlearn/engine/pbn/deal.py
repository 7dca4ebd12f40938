"""PBN deal strings: ``N:AKQ2.AK.AK.AKQ32 ...`` read into hands and written back.

The deal parser is strict about the cards (a teaching game needs the full,
legal deal) and lenient about spelling (lower case, ``10`` for ``T``, extra
spaces).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import BRIDGE_RANKS, BRIDGE_SUITS, card_message, suit_message
from cardlearn.engine.errors import InvalidArgument, PBNError
from cardlearn.engine.seats import SEATS, seat_message
from cardlearn.engine.validate import clip, visible
from cardlearn.i18n import msg

"""The seats in clockwise order, as PBN lists the hands."""

RANK_ORDER = {rank: i for i, rank in enumerate(BRIDGE_RANKS)}
MAX_DEAL_CHARS = 300
"""A deal string longer than this is refused unread (a full deal is about 70 characters)."""


def next_seats(first: str) -> str:
    """The four seats clockwise, starting with ``first``."""
    start = SEATS.index(first)
    return SEATS[start:] + SEATS[:start]


def split_first_seat(text: str) -> tuple[str, str]:
    """The first seat and the rest of a deal string; raises for a missing or unknown seat."""
    if not isinstance(text, str):
        raise PBNError("pbn.error.deal_first_seat", deal=clip(text))
    stripped = text.strip()
    if len(stripped) > MAX_DEAL_CHARS:
        raise PBNError("pbn.limit.deal", limit=MAX_DEAL_CHARS, length=len(stripped))
    head, colon, rest = stripped.partition(":")
    seat = head.strip().upper()
    if not colon or len(seat) != 1 or seat not in SEATS:
        raise PBNError("pbn.error.deal_first_seat", deal=clip(stripped, 80))
    return seat, rest


def parse_hand(hand: str, seat: str) -> list[str]:
    """One hand ``AKQ2.AK.AK.AKQ32`` → card codes, in suit order S H D C."""
    if hand == "-":
        raise PBNError("pbn.error.deal_unknown_hand", seat=seat_message(seat))
    suits = hand.split(".")
    if len(suits) != 4:
        raise PBNError(
            "pbn.error.hand_suits", seat=seat_message(seat), hand=clip(hand),
            suits=msg("pbn.count.suits", count=len(suits)),
        )
    cards: list[str] = []
    for suit, holding in zip(BRIDGE_SUITS, suits):
        ranks = holding.upper().replace("10", "T")
        for rank in ranks:
            if rank not in RANK_ORDER:
                # A NUL or a stray control character is named by its code point, not shown as a blank.
                raise PBNError(
                    "pbn.error.unknown_rank", rank=visible(rank), seat=seat_message(seat),
                    suit=suit_message(suit), hand=clip(hand),
                )
            cards.append(suit + rank)
    return cards


@checked
def parse_deal(text: str) -> dict[str, list[str]]:
    """Read a PBN deal string into ``{"N": ["SA", ...], "E": [...], "S": [...], "W": [...]}``.

    The first seat may be any of N E S W (the hands follow clockwise); suits
    are ``spades.hearts.diamonds.clubs``. Raises :class:`PBNError` for a deal
    that is not a complete, legal 4 x 13-card deal.
    """
    first, rest = split_first_seat(text)
    hands_text = rest.split()
    if len(hands_text) != 4:
        raise PBNError(
            "pbn.error.deal_hand_count", deal=clip(text.strip(), 80),
            hands=msg("pbn.count.hands", count=len(hands_text)),
        )
    hands: dict[str, list[str]] = {}
    owner: dict[str, str] = {}
    for seat, hand in zip(next_seats(first), hands_text):
        cards = parse_hand(hand, seat)
        for card in cards:
            if card in owner:
                if owner[card] == seat:
                    raise PBNError(
                        "pbn.error.duplicate_card_in_hand",
                        card=card_message(card, "bridge"), seat=seat_message(seat),
                    )
                raise PBNError(
                    "pbn.error.duplicate_card", card=card_message(card, "bridge"),
                    first=seat_message(owner[card]), second=seat_message(seat),
                )
            owner[card] = seat
        hands[seat] = cards
    for seat in SEATS:
        if len(hands[seat]) != 13:
            raise PBNError(
                "pbn.error.hand_size", seat=seat_message(seat),
                cards=msg("pbn.count.cards", count=len(hands[seat])),
            )
    # With no duplicates and 4 x 13 cards this cannot fail; kept so the rule stays explicit.
    if len(owner) != 52:
        raise PBNError("pbn.error.deck_incomplete", cards=msg("pbn.count.cards", count=len(owner)))
    return {seat: hands[seat] for seat in SEATS}


def card_code(card: object) -> str:
    """A card (``BridgeCard`` or code like ``"h10"``) as an upper-case ``SA``-style code."""
    code = str(card).strip().upper().replace("10", "T")
    if len(code) != 2 or code[0] not in BRIDGE_SUITS or code[1] not in RANK_ORDER:
        raise PBNError("pbn.error.invalid_card", card=clip(card))
    return code


@checked
def format_hand(cards: Iterable[object]) -> str:
    """One hand as PBN ``AKQ2.AK.AK.AKQ32`` (each suit high to low)."""
    by_suit: dict[str, list[str]] = {suit: [] for suit in BRIDGE_SUITS}
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()  # "SA HK DQ"
    if isinstance(cards, bytes) or not hasattr(cards, "__iter__"):
        raise InvalidArgument("engine.arg.cards", value=clip(cards))
    for card in cards:
        code = card_code(card)
        by_suit[code[0]].append(code[1])
    return ".".join(
        "".join(sorted(ranks, key=RANK_ORDER.__getitem__)) for ranks in by_suit.values()
    )


@checked
def format_deal(hands: Mapping[str, Iterable[object]], first: str = "N") -> str:
    """Write hands as a PBN deal string starting at ``first``; the inverse of :func:`parse_deal`.

    A seat missing from ``hands`` is written as ``-`` (unknown), as PBN allows.
    """
    seat = str(first).strip().upper()
    if len(seat) != 1 or seat not in SEATS:
        raise PBNError("pbn.error.deal_first_seat", deal=clip(first))
    if not isinstance(hands, Mapping):
        raise InvalidArgument("engine.arg.hands", value=clip(hands))
    upper = {str(key).strip().upper(): value for key, value in hands.items()}
    parts = [format_hand(upper[s]) if s in upper else "-" for s in next_seats(seat)]
    return f"{seat}:" + " ".join(parts)


@checked
def parse_and_format(deal: str) -> str:
    """A deal string checked by :func:`parse_deal` and written back in canonical form."""
    first, _ = split_first_seat(deal)
    return format_deal(parse_deal(deal), first)
