"""Equivalent cards: legal cards that play the same, so the simulations need to try only one of them.

Two cards of one suit are equivalent when they are worth the same points and no
card that could still meet them lies between them in the contract's order: no
unseen card (another seat may hold it) and no card of the current trick. Whatever
the layout, playing either wins or loses the same tricks for the same points
(holding the 8 and the 7 of a side suit, with the 9 played already, or the trump
7 and 6). Cards held by the player between them chain the class (6, 7, 8 held).
"""
from __future__ import annotations

from cardlearn.ai.jass.view import SeatView
from cardlearn.engine.jass.fast import POINTS, POWER, SUIT_OF


def equivalence_classes(view: SeatView, cards: list[int]) -> list[list[int]]:
    """``cards`` grouped into classes of equivalent cards (each class in power order, weakest first)."""
    contract = view.contract
    if contract < 0:
        return [[card] for card in cards]
    values = POINTS[contract]
    blocking = view.unseen
    for _, card in view.trick:
        blocking |= 1 << card
    classes: list[list[int]] = []
    for suit in range(4):
        mine = [c for c in cards if SUIT_OF[c] == suit]
        if not mine:
            continue
        power = POWER[contract][suit]  # within the suit: trump order for trumps, else the plain order
        others = [power[c] for c in range(36) if blocking >> c & 1 and SUIT_OF[c] == suit]
        mine.sort(key=power.__getitem__)
        group = [mine[0]]
        for card in mine[1:]:
            low, high = power[group[-1]], power[card]
            between = any(low < p < high for p in others)
            if values[card] == values[group[-1]] and not between:
                group.append(card)
            else:
                classes.append(group)
                group = [card]
        classes.append(group)
    return classes


__all__ = ["equivalence_classes"]
