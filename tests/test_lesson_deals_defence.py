"""Lesson 6's themed deals (lessons/deals/leads-defence): the learner defends, and the standard lead matters.

Checked double dummy on the opening position: the lead the rules give (cardlearn.ai.bridge.leads, the
one the learner's hint proposes) beats the contract, and the other lead that each comment names lets it make.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from cardlearn.ai.bridge.leads import auction_lead
from cardlearn.ai.bridge.play_dd import make_deal, solve_positions, solver
from cardlearn.engine.bridge.lesson_deals import load_lesson_deals
from cardlearn.engine.cards import parse_bridge_card

DEALS = Path(__file__).resolve().parents[1] / "lessons" / "deals" / "leads-defence.toml"

# board -> (the standard lead, a lead the comment says lets the contract make)
EXPECTED = {8: ("C6", "CK"), 12: ("H5", "S4"), 14: ("CA", "C4"), 7: ("C6", "SK")}


def test_every_board_is_a_defence_board_with_south_on_lead() -> None:
    deals = load_lesson_deals(DEALS, all_languages=True)
    assert [b.number for b in deals.boards] == list(EXPECTED)
    for board in deals.boards:
        game = board.final_game()
        assert game.declarer == "E" and game.controller == "S"


@pytest.mark.parametrize("number", list(EXPECTED))
def test_the_standard_lead_beats_the_contract_and_the_other_does_not(number: int) -> None:
    board = load_lesson_deals(DEALS).board(number)
    game = board.final_game()
    core = game.core
    lead = auction_lead(core.hands[2], core.trump, core.calls, core.dealer, 2)
    right, wrong = EXPECTED[number]
    assert lead.code == right
    tricks = solve_positions([make_deal(solver(), core.hands, core.trump, 2, [])])[0]
    needed = 13 - game.contract.target + 1  # the defence's tricks to beat the contract
    assert tricks[parse_bridge_card(right).index] >= needed
    assert tricks[parse_bridge_card(wrong).index] < needed
    for lang in ("en", "da", "th", "ko", "tr"):
        assert "♣" in board.text("plan", lang) or "♥" in board.text("plan", lang)
