"""Stöck: who holds the trump König and Ober (suit contracts only)."""
from __future__ import annotations

from cardlearn.engine.jass.rules import ORDINARY_ORDER

_KING = ORDINARY_ORDER.index("K")
_OBER = ORDINARY_ORDER.index("O")


def stoeck_cards(contract: int) -> int:
    """Bitmask of the trump König and Ober, or 0 when ``contract`` has no trump (Obenabe, Undenufe)."""
    if not 0 <= contract < 4:
        return 0
    return (1 << (contract * 9 + _KING)) | (1 << (contract * 9 + _OBER))


def stoeck_holder(hands: list[int], contract: int) -> int:
    """The seat number holding both trump König and Ober, or -1."""
    pair = stoeck_cards(contract)
    if pair:
        for seat, hand in enumerate(hands):
            if hand & pair == pair:
                return seat
    return -1
