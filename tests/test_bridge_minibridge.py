"""Minibridge rules of the engine: who declares (ties included) and the contract the guidance gives."""
from __future__ import annotations

import pytest

from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.bridge.minibridge import (
    advise_contract,
    best_fit,
    chosen_contract,
    contract_calls,
    minibridge_setup,
)
from cardlearn.engine.errors import IllegalAction

MAJOR_GAME = "N:76432.54.AJ95.64 J98.76.T876.J875 A.AKJT83.K4.KQT9 KQT5.Q92.Q32.A32"
MAJOR_PART = "N:KJ95.Q63.A92.953 A7.984.J8643.KQ8 8643.KJ75.KT.A72 QT2.AT2.Q75.JT64"
MINOR_PART = "N:K87.K983.KQJ.T93 9653.A7.7.KJ7652 AJ42.T6.AT98632. QT.QJ542.54.AQ84"
TIE = "N:Q85.KT5.92.QT962 KJ76.874.QJT8.AK T2.AQ9632.AK6.43 A943.J.7543.J875"
NT_PART = "N:93.Q2.J65.AT9632 AKQT75.J5.T973.7 J642.A874.AQ4.85 8.KT963.K82.KQJ4"
MINOR_GAME = "N:J5.AK2.KQ6.AQJ52 T6.T9654.942.K87 AK974.J.AJT3.T94 Q832.Q873.875.63"
NT_GAME = "N:KQ8.T932.Q6.JT52 T742..JT952.KQ73 653.764.AK874.64 AJ9.AKQJ85.3.A98"
EQUAL_NS = "N:KJ94.AQ62.KT32.6 T2.9843.A64.K943 AQ5.K75.QJ98.JT2 8763.JT.75.AQ875"


def test_points_of_every_seat_add_up_to_forty() -> None:
    setup = minibridge_setup(Deal.from_pbn(MAJOR_GAME), "N")
    assert setup.points == {"N": 5, "E": 2, "S": 20, "W": 13}
    assert sum(setup.points.values()) == 40


def test_the_side_with_more_points_declares_with_its_stronger_hand() -> None:
    setup = minibridge_setup(Deal.from_pbn(MAJOR_GAME), "N")
    assert (setup.side, setup.declarer, setup.dummy, setup.side_points) == ("NS", "S", "N", 25)
    setup = minibridge_setup(Deal.from_pbn(NT_GAME), "S")
    assert (setup.side, setup.declarer, setup.dummy) == ("EW", "W", "E")
    assert "West" in setup.message().text("en") and "25 points" in setup.message().text("en")


def test_twenty_all_is_dealt_again() -> None:
    setup = minibridge_setup(Deal.from_pbn(TIE), "N")
    assert setup.redeal and setup.side is None and setup.declarer is None
    assert setup.message().text("da") == "Begge par har 20 hp: i minibridge gives kortene om."


@pytest.mark.parametrize(("dealer", "declarer"), [("N", "N"), ("E", "S"), ("S", "S"), ("W", "N")])
def test_equal_hands_the_one_who_speaks_first_declares(dealer: str, declarer: str) -> None:
    setup = minibridge_setup(Deal.from_pbn(EQUAL_NS), dealer)
    assert setup.points["N"] == setup.points["S"] == 13
    assert setup.declarer == declarer
    assert "first" in setup.message().text("en")


@pytest.mark.parametrize(("deal", "declarer", "contract", "key"), [
    (MAJOR_GAME, "S", "4H", "suit_game"),
    (MAJOR_PART, "S", "2S", "suit_part"),
    (MINOR_PART, "N", "2D", "suit_part"),
    (NT_PART, "W", "1NT", "nt_part"),
    (NT_GAME, "W", "3NT", "nt_game"),
    (MINOR_GAME, "N", "3NT", "minor_game"),
])
def test_the_guidance_chooses_the_contract(deal: str, declarer: str, contract: str, key: str) -> None:
    advice = advise_contract(Deal.from_pbn(deal), declarer)
    assert advice.contract.code == contract and advice.contract.declarer == declarer
    assert advice.message().key == f"bridge.minibridge.advice.{key}"
    assert str(advice.points) in advice.message().text("en")


def test_a_major_fit_comes_before_a_longer_minor_fit() -> None:
    deal = Deal.from_pbn("N:AKQ2.5432.AKQ2.2 J98.J98.J98.J987 7654.76.76543.AK T3.AKQT.T.QT6543")
    south, north = deal.masks[2], deal.masks[0]
    assert best_fit(north, south) == ("S", 8)


def test_chosen_contracts_and_hostile_input() -> None:
    assert str(chosen_contract("4♥", "S")) == "4H by S"
    assert str(chosen_contract(" 3nt ", "E")) == "3NT by E"
    for bad in ("4HX", "8NT", "3NT by N", "", "P", None, 3, "1" * 1000):
        with pytest.raises(IllegalAction) as error:
            chosen_contract(bad, "S")
        assert error.value.message.key == "bridge.minibridge.error.contract"
        assert "1–7" in error.value.localized("en")


def test_the_contract_is_played_as_at_duplicate() -> None:
    deal = Deal.from_pbn(MAJOR_GAME)
    contract = chosen_contract("4H", "S")
    game = Game(deal, vulnerability="None", dealer="S")
    for call in contract_calls(contract):
        game.call(call)
    assert game.phase == "play" and game.declarer == "S" and game.to_act == "W"
