"""Lessons 10 and 11: the guided deals' auctions are the AI's own, and each deal shows its point double dummy."""
from __future__ import annotations

from pathlib import Path

import pytest

from cardlearn.ai.bridge.analysis import dd_tricks
from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.engine.bridge.boards import load_boards
from cardlearn.engine.bridge.game import Game

DEALS = Path(__file__).resolve().parent.parent / "lessons" / "deals"

# (file, board): the double-dummy tricks each comment names, as {(declarer, strain): tricks}.
CLAIMS = {
    ("notrump-stayman", 1): {("S", "H"): 10, ("S", "NT"): 8},   # 4♥ makes, 3NT fails
    ("notrump-stayman", 2): {("S", "H"): 8, ("S", "NT"): 5},    # 2♥ makes, 1NT fails
    ("notrump-stayman", 3): {("S", "S"): 10, ("S", "NT"): 7},   # 4♠ makes, 3NT fails
    ("notrump-stayman", 4): {("S", "NT"): 9},                   # 3NT exactly
    ("competition", 1): {("S", "S"): 9, ("E", "H"): 9},         # 2♠ +1; they make nine in hearts
    ("competition", 2): {("S", "NT"): 10, ("N", "NT"): 8},      # the stopper behind the opener
    ("competition", 3): {("S", "S"): 11},                       # the game a 1♠ overcall would miss
    ("competition", 4): {("E", "NT"): 8},                       # 3NT down one with the heart lead
}


LEVELS = {"notrump-stayman": "notrump", "competition": "competition"}


def _ai_auction(board, level: str) -> list[str]:
    game = Game(board.deal, vulnerability=board.vulnerability, dealer=board.dealer)
    while game.phase == "auction":
        seat = game.to_act
        game.call(choose_call(game.hand(seat), game.calls, game.dealer, game.vulnerability, seat, level).call)
    return [str(call) for call in game.calls]


@pytest.mark.parametrize("name", ["notrump-stayman", "competition"])
def test_every_guided_auction_is_the_systems_own(name: str) -> None:
    """At the lesson's level and with the whole system: the lesson teaches nothing the AI would not bid."""
    boards = load_boards(DEALS / f"{name}.pbn")
    assert 3 <= len(boards) <= 4
    for board in boards:
        game = Game(board.deal, vulnerability=board.vulnerability, dealer=board.dealer)
        for call in board.auction:
            game.call(call)
        assert game.phase == "play"
        calls = [str(c) for c in game.calls]
        assert calls == _ai_auction(board, LEVELS[name]) == _ai_auction(board, "full"), board.number
        assert str(game.contract).split()[0] == board.contract and game.declarer == board.declarer


@pytest.mark.parametrize(("name", "number"), sorted(CLAIMS))
def test_each_deal_shows_its_point_double_dummy(name: str, number: int) -> None:
    board = next(b for b in load_boards(DEALS / f"{name}.pbn") if b.number == number)
    tricks = dd_tricks(board.deal.masks)
    for (seat, strain), expected in CLAIMS[(name, number)].items():
        assert tricks[(seat, strain)] == expected, (name, number, seat, strain)


def test_competition_has_a_defence_deal_where_only_partners_suit_beats_the_contract() -> None:
    from endplay.dds import solve_board
    from endplay.types import Deal as SolverDeal
    from endplay.types import Denom, Player

    board = load_boards(DEALS / "competition.pbn")[3]
    assert board.declarer == "E" and board.contract == "3NT"
    deal = SolverDeal(board.deal.to_pbn("N"))
    deal.trump, deal.first = Denom.nt, Player.south  # South, the learner, leads
    defence = {str(card): tricks for card, tricks in solve_board(deal)}
    assert all(tricks == 5 for card, tricks in defence.items() if card.startswith("♥"))
    assert all(tricks <= 1 for card, tricks in defence.items() if not card.startswith("♥"))
