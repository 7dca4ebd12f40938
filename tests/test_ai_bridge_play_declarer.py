"""Declarer's side against double dummy: positions of issue #28's bench where an early stop lost a trick."""
from __future__ import annotations

import pytest
from play_positions import bench_position, true_tricks

from cardlearn.ai.bridge import play_dd
from cardlearn.ai.bridge.play import BridgePlayer
from cardlearn.engine.bridge import Game

# Boards of `python bench/bridge_tricks_lost.py --seed 28` (deal seed 28000 + board), stopped at a
# declarer's-side decision the player of b857a6b got wrong: its first round of layouts tied the
# card it played with the right one on every layout, and it stopped there.
POSITIONS = {
    # 1NT by West: East (dummy) after ♠5 ♠Q ♠2 ♠3: a spade honour gives up a trick, a small diamond does not.
    37: ("P 1D P 1NT P P P", "S5 SQ S2 S3"),
    # 6♠ by South after West's ♣J lead: the dummy's ♣K covers for nothing, a small club keeps a trick.
    22: ("P 1S P 2D P 3S P 3NT P 4NT P 5D P 6S P P P", "CJ"),
}


def position(board: int) -> Game:
    calls, cards = POSITIONS[board]
    return bench_position(28, board, calls, cards)


@pytest.mark.parametrize("board", sorted(POSITIONS))
def test_a_tie_on_the_first_round_no_longer_stops_the_analysis(board, monkeypatch):
    game = position(board)
    assert game.controller in ("N", "E", "S", "W")
    tricks = true_tricks(game)
    best = max(tricks.values())
    decision = BridgePlayer(seed=3).choose_card(game, game.controller)
    assert tricks[decision.card] == best  # no trick lost against double dummy
    # The old rule (stop once the leader is never worse, twins or not, at any cost) loses a trick here.
    monkeypatch.setattr(play_dd, "TWIN_ROUNDS", 1)
    monkeypatch.setattr(play_dd, "may_stop_early", lambda view: True)
    old = BridgePlayer(seed=3).choose_card(game, game.controller)
    assert tricks[old.card] == best - 1
