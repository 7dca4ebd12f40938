"""More layouts where the first sample leaves a decision unsettled: defenders' positions of issue #28's bench."""
from __future__ import annotations

import pytest
from play_positions import bench_position, true_tricks

from cardlearn.ai.bridge import play_dd
from cardlearn.ai.bridge.play import BridgePlayer
from cardlearn.ai.bridge.play_dd import extension_for
from cardlearn.ai.bridge.sampling import seat_view
from cardlearn.ai.bridge.strength import FULL_SAMPLES, decision_budget
from cardlearn.engine.bridge import Game

# Boards of `python bench/bridge_tricks_lost.py --seed 2812` (deal seed 2812000 + board), stopped at a
# defender's decision that 40 layouts got wrong and that was not settled on them.
POSITIONS = {
    # 1NT by South, West on lead at trick 3: the ♣8 gives declarer a trick, the ♣K does not.
    9: ("1C P 1H P 1S P 1NT P P P", "S8 S5 SK S3 DT DJ DA D3", "C8"),
    # 1NT by North, East discards on the ♣A at trick 8: the ♥7 gives declarer a trick, a club does not.
    18: ("P P P 1C P 1S P 1NT P P P",
         "H2 H5 HJ HQ SA S6 S2 S9 SK S5 S3 S7 D2 D8 DQ DA H9 HT HA H8 DJ D5 D4 D6 CA C4 C9 C2", "H7"),
}


def position(board: int) -> Game:
    calls, cards, _ = POSITIONS[board]
    return bench_position(2812, board, calls, cards)


@pytest.mark.parametrize("board", sorted(POSITIONS))
def test_an_unsettled_decision_solves_more_layouts_and_finds_the_defence(board, monkeypatch):
    game = position(board)
    tricks = true_tricks(game)
    best = min(tricks.values())  # the defence wants declarer's fewest tricks
    decision = BridgePlayer(seed=3).choose_card(game, game.controller)
    assert tricks[decision.card] == best
    # Without more layouts (the 40 of the first sample only) the defender gives a trick away.
    monkeypatch.setattr(play_dd, "extension_for", lambda view, budget=None: 0)
    old = BridgePlayer(seed=3).choose_card(game, game.controller)
    assert old.card == POSITIONS[board][2]
    assert tricks[old.card] == best + 1


def test_the_extension_follows_the_budget():
    game = position(18)
    view = seat_view(game, game.controller)
    budget = decision_budget("full")
    assert budget is not None
    # Late in the play a layout is cheap: up to the budget's cap of unsettled layouts.
    assert extension_for(view, budget) == budget.unsettled_samples - FULL_SAMPLES[1]
    # The budget level never grows a sample (it has its own wall-clock deadline).
    assert extension_for(view, decision_budget("budget")) == 0


def test_an_explicit_sample_size_is_never_extended(monkeypatch):
    game = position(9)
    calls: list[int] = []
    solve = play_dd.solve_layouts
    monkeypatch.setattr(play_dd, "solve_layouts", lambda view, layouts: calls.append(len(layouts)) or solve(view, layouts))
    player = play_dd.MonteCarloPlayer(samples=20, seed=3)
    player.analyse(seat_view(game, game.controller), 20)
    assert sum(calls) == 20
