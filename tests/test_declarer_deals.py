"""Lessons 4 and 5's themed deals really show their point: double dummy, the plan makes and the naive play fails.

Each board is played from its PBN file with its given opening lead (the table's AI leads it). A line
names the cards North–South play, in order, whenever the seat to play holds
the next one; every other card is the double-dummy best (defenders against
declarer, declarer for itself). After the line the double-dummy solver says how
many tricks declarer takes with best play from there on.
"""
from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("endplay")

from cardlearn.ai.bridge.analysis import dd_tricks
from cardlearn.ai.bridge.play import choose_card
from cardlearn.ai.bridge.play_dd import make_deal, solve_positions, solver
from cardlearn.engine.bridge.boards import load_boards
from cardlearn.engine.bridge.counting import losers, sure_tricks
from cardlearn.engine.cards import BRIDGE_DECK

DEALS = Path(__file__).resolve().parent.parent / "lessons" / "deals"
RANKS = "AKQJT98765432"


def _options(game) -> dict[str, int]:
    """Declarer's total tricks (double dummy) after each legal card of the seat to play."""
    core = game.core
    trick = core.played[len(core.played) - core.trick_len:] if core.trick_len else []
    scores = solve_positions([make_deal(solver(), core.hands, core.trump, core.leader, trick)])[0]
    won = core.won[core.declarer & 1]
    declaring = (core.turn ^ core.declarer) & 1 == 0
    left = 13 - len(core.tricks)
    return {str(BRIDGE_DECK[card]): won + (score if declaring else left - score) for card, score in scores.items()}


def _best(game) -> str:
    options = _options(game)
    declaring = game.to_act in (game.declarer, game.dummy)
    value = (max if declaring else min)(options.values())
    return sorted((card for card, v in options.items() if v == value), key=lambda c: RANKS.index(c[1]))[-1]  # noqa: FURB192 - the last of equals, as the checked lines were played


def _after_line(game, cards: list[str]) -> int:
    """Declarer's double-dummy total once North–South have played ``cards`` (see the module docstring)."""
    queue = list(cards)
    while queue and game.phase == "play":
        seat = game.to_act
        if seat in ("N", "S") and queue[0] in game.legal_cards():
            game.play(queue.pop(0))
        else:
            assert seat not in ("N", "S") or queue[0] not in game.hand(seat), (queue[0], game.legal_cards())
            game.play(_best(game))
    if game.phase != "play":
        return game.declarer_tricks
    return max(_options(game).values()) if game.to_act in ("N", "S") else min(_options(game).values())


def _board(slug: str, number: int):
    board = next(b for b in load_boards(DEALS / f"{slug}.pbn") if b.number == number)
    game = board.game(replay=True)
    assert game.phase == "play" and game.declarer == "S"
    if not game.core.played:  # boards without a given lead: the AI's, as at the table
        game.play(choose_card(game, seed=0).card)
    return board, game


# (slug, board, lead the AI makes, the plan's line, the naive line, what the naive line takes)
LINES = [
    ("declarer-notrump", 1, "HQ", ["H3", "HK", "S3", "SK"], None, 6),
    ("declarer-notrump", 2, "HK", ["H5", "H3"], ["H5", "HA"], 8),
    ("declarer-notrump", 3, "CK", ["C5", "CA", "S5", "SQ"], ["C5", "CA", "S5", "SA"], 8),
    ("declarer-notrump", 4, "SQ", ["S3", "SK", "D7", "D3"], ["S3", "SK", "D7", "DA", "DK", "D2"], 7),
    ("declarer-suit", 1, "SK", ["SA", "S4", "H3", "HA", "HK", "H8", "HQ", "H9", "DA", "D3", "D5", "DK", "DQ"],
     ["SA", "S4", "D3", "DA", "D5", "DK", "DQ"], 9),
    ("declarer-suit", 2, "SQ", ["S3", "SA", "D4", "D2"], ["S3", "SA", "HA", "HK", "HQ", "D4"], 9),
    ("declarer-suit", 3, "HJ", ["HA", "H4", "HK", "H7", "HQ", "D3"], None, 4),
    ("declarer-suit", 4, "SK", ["S5", "SA", "HA", "H3", "HK", "H8", "HQ", "HT", "D2", "DQ"],
     ["S5", "SA", "C3", "CA", "DQ"], 9),
]


@pytest.mark.parametrize(("slug", "number", "lead", "plan", "naive", "naive_tricks"), LINES)
def test_the_plan_makes_and_the_naive_play_fails(slug, number, lead, plan, naive, naive_tricks) -> None:
    board, game = _board(slug, number)
    target = game.contract.target
    assert game.current_trick.cards[0] == lead  # the comment speaks of this lead
    assert max(_options(game).values()) >= target  # after the lead the contract can still be made
    assert _after_line(game.copy(), plan) >= target
    if naive is None:  # the naive play is to stop at the sure tricks (no trump) or keep every loser (a suit)
        if game.contract.strain == "NT":
            assert sure_tricks(board.deal).total == naive_tricks < target
        else:
            assert 13 - losers(board.deal).total == 13 - naive_tricks < target
    else:
        assert _after_line(game.copy(), naive) == naive_tricks < target


def test_the_counts_the_plans_start_from() -> None:
    """The plans' counts: sure tricks in no trump, losers in the suit contracts (as the engine counts them)."""
    notrump = {b.number: sure_tricks(b.deal).total for b in load_boards(DEALS / "declarer-notrump.pbn")}
    assert notrump == {1: 6, 2: 6, 3: 8, 4: 7}
    suit = {b.number: losers(b.deal).total for b in load_boards(DEALS / "declarer-suit.pbn")}
    assert suit == {1: 4, 2: 4, 3: 4, 4: 3}
    for board in load_boards(DEALS / "declarer-suit.pbn"):
        strain = "S" if board.number == 3 else "H"
        assert dd_tricks(board.deal.masks)[("S", strain)] == 10  # exactly the contract with best play
