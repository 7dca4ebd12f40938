"""Perfect-information search of a deal's end: the points each card keeps when all hands are seen.

:func:`card_values` takes a :class:`~cardlearn.engine.jass.fast.DealState` in
the middle of play and returns, for each legal card of the player to act, the
points the player's team takes from here on (card points with the last trick's
5, plus the Match bonus, minus the Match bonus if the opponents take all nine)
when every seat then plays perfectly with all hands seen. Alpha-beta over the
remaining cards with a table of positions at trick starts; Weis and Stöck do
not depend on the cards played, so they are left out.

The search is exact, so it is used only where the rest of the deal is small
(:data:`EXACT_TRICKS`); :func:`card_costs` of the review uses the AI's sampled
estimate before that.
"""
from __future__ import annotations

from cardlearn.engine.jass.fast import DealState, indices
from cardlearn.engine.jass.rules import MATCH_BONUS

EXACT_TRICKS = 5
"""Searched exactly when at most this many tricks are left (measured: the whole review well under a second)."""


def _value(state: DealState, alpha: float, beta: float, table: dict) -> int:
    """NS's points from here (cards, plus/minus Match bonus) under perfect play, within (alpha, beta).

    At trick starts the table keeps bounds (lower, upper) of each position's value, so a
    position met again (another order of the same cards) is not searched twice.
    """
    if state.n_tricks == 9:
        won = state.tricks_won
        return MATCH_BONUS if won[0] == 9 else -MATCH_BONUS if won[1] == 9 else 0
    key = None
    low, high = -10_000, 10_000
    if not state.trick:
        key = (tuple(state.hands), state.leader, state.tricks_won[0] == state.n_tricks,
               state.tricks_won[1] == state.n_tricks)
        low, high = table.get(key, (low, high))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
    first_alpha, first_beta = alpha, beta
    maximize = state.to_act & 1 == 0  # NS (seats 0 and 2) maximise NS's points
    best = -10_000 if maximize else 10_000
    for card in _ordered(state):
        child = state.copy()
        before = child.card_points[0]
        child.play_index(card)
        gained = child.card_points[0] - before
        value = gained + _value(child, alpha - gained, beta - gained, table)
        if maximize:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    if key is not None:
        table[key] = _stored_bounds(best, first_alpha, first_beta, low, high)
    return best


def _stored_bounds(best: int, alpha: float, beta: float, low: int, high: int) -> tuple[int, int]:
    """What a search within (alpha, beta) that found ``best`` tells of the position: a bound, or its value."""
    if best <= alpha:
        return low, min(high, best)
    if best >= beta:
        return max(low, best), high
    return best, best


def _ordered(state: DealState) -> list[int]:
    """Legal cards, strongest first (good cuts come early)."""
    cards = indices(state.legal_mask())
    if state.trick:
        prow = state.prow
        cards.sort(key=lambda c: -prow[c])
    return cards


def card_values(state: DealState, table: dict | None = None) -> dict[int, int]:
    """Per legal card of the player to act: its team's points from here with perfect play by all."""
    table = {} if table is None else table
    team = state.to_act & 1
    values = {}
    for card in indices(state.legal_mask()):
        child = state.copy()
        before = child.card_points[0]
        child.play_index(card)
        ns = child.card_points[0] - before + _value(child, -10_000, 10_000, table)
        values[card] = ns if team == 0 else 157 - state.card_points[0] - state.card_points[1] - ns
    return values


def card_cost(state: DealState, card: int, table: dict | None = None) -> tuple[int, tuple[int, ...]]:
    """What playing ``card`` costs the player's team against perfect play by all, and a card that keeps it.

    The played card is searched exactly; every other card only has to show whether
    it beats the best so far (a narrow window), which is far cheaper than valuing
    each card exactly. Returns ``(0, (card,))`` when ``card`` is a best card.
    """
    table = {} if table is None else table
    ns_side = state.to_act & 1 == 0
    best, best_cards = value_after(state, card, -10_000, 10_000, table), (card,)
    played = best
    for other in _ordered(state):
        if other == card:
            continue
        if ns_side:
            value = value_after(state, other, best, 10_000, table)
            if value > best:
                best, best_cards = value, (other,)
        else:
            value = value_after(state, other, -10_000, best, table)
            if value < best:
                best, best_cards = value, (other,)
    return abs(best - played), best_cards


def value_after(state: DealState, card: int, alpha: float, beta: float, table: dict) -> int:
    """NS's points from ``state`` on once ``card`` is played (exact inside the window)."""
    child = state.copy()
    before = child.card_points[0]
    child.play_index(card)
    gained = child.card_points[0] - before
    return gained + _value(child, alpha - gained, beta - gained, table)


__all__ = ["EXACT_TRICKS", "card_cost", "card_values", "value_after"]
