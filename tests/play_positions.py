"""Positions of the card-play bench (``bench/bridge_tricks_lost.py``) replayed for tests, and their true values."""
from __future__ import annotations

from cardlearn.ai.bridge.play_dd import card_groups, solve_layouts, tally
from cardlearn.ai.bridge.sampling import seat_view
from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.bridge.boards import board_dealer, board_vulnerability
from cardlearn.engine.cards import BRIDGE_DECK


def bench_position(seed: int, board: int, calls: str, cards: str) -> Game:
    """Board ``board`` of the bench run with ``--seed seed`` (deal seed ``seed * 1000 + board``), replayed."""
    game = Game(Deal.random(seed=seed * 1000 + board), board_vulnerability(board), board_dealer(board))
    for call in calls.split():
        game.call(call)
    for card in cards.split():
        game.play(card, game.controller)
    return game


def true_tricks(game: Game) -> dict[str, int]:
    """Declarer's double-dummy tricks after each legal card, with every hand seen (the bench's judge)."""
    view = seat_view(game, game.controller)
    stats = tally(view, solve_layouts(view, [tuple(game.core.hands)]), card_groups(view))
    return {str(BRIDGE_DECK[card]): group.tricks[0] for group in stats for card in group.equals}
