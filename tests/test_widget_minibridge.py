"""The MinibridgeTable: points on every seat, the rule's declarer, the learner's contract choice, hostile input."""
from __future__ import annotations

import copy
import random

import pytest

from cardlearn.engine.bridge import Deal
from cardlearn.engine.bridge.minibridge import advise_contract, minibridge_setup
from cardlearn.widgets import MinibridgeTable

SOUTH_DECLARES = 0  # seeds of MinibridgeTable's first deal (found once, checked below)
WEST_DECLARES = 1
NORTH_STRONGER = 4
TIE = 12
TIE_DEAL = "N:Q85.KT5.92.QT962 KJ76.874.QJT8.AK T2.AQ9632.AK6.43 A943.J.7543.J875"


def first_deal(seed: int) -> Deal:
    """The deal a table with this seed deals first (BridgeTable's own recipe)."""
    return Deal.random(seed=random.Random(seed).randrange(2**32))


def table(seed: int, lang: str = "en") -> MinibridgeTable:
    return MinibridgeTable(seed=seed, ai_delay=0, lang=lang)


def test_south_declares_sees_dummy_and_every_seats_points() -> None:
    assert minibridge_setup(first_deal(SOUTH_DECLARES), "S").declarer == "S"
    t = table(SOUTH_DECLARES)
    view = t.view
    assert view["phase"] == "contract" and t.game is None
    assert view["hands"]["N"]["face_up"] and view["hands"]["S"]["face_up"]
    assert not view["hands"]["E"]["face_up"] and not view["hands"]["W"]["face_up"]
    points = minibridge_setup(t.deal, "S").points
    assert {seat: view["seats"][seat]["points"] for seat in "NESW"} == {
        seat: f"{points[seat]} HCP" for seat in "NESW"}
    assert len(view["contract_choice"]["levels"]) == 7 and len(view["contract_choice"]["levels"][0]) == 5
    assert view["status"] == "You are declarer. Look at dummy and choose the contract."
    assert "South" in view["minibridge"]["why"] and "vulnerability_choice" not in view


def test_the_hint_proposes_the_guidance_contract_with_its_reason() -> None:
    t = table(SOUTH_DECLARES)
    advice = advise_contract(t.deal, "S")
    view = t.receive({"action": "hint"})
    assert view["hint"] == advice.message().text("en")
    assert advice.contract.symbol in view["hint"]


@pytest.mark.parametrize("intent", [
    {"action": "contract", "contract": "4HX"},
    {"action": "contract", "contract": "8NT"},
    {"action": "contract", "contract": "<img src=x>"},
    {"action": "contract", "contract": 4},
    {"action": "contract"},
    {"action": "vulnerability", "value": "NS"},
    {"action": "play", "card": "SA"},
    {"action": "call", "call": "1NT"},
])
def test_hostile_input_is_refused_in_the_learners_language_and_changes_nothing(intent: dict) -> None:
    t = table(SOUTH_DECLARES, lang="da")
    before = copy.deepcopy(t.view)
    view = t.receive(intent)
    assert view["notice"]["kind"] == "error" and view["notice"]["text"]
    assert t.game is None and view["phase"] == "contract"
    for key in ("hands", "seats", "contract_choice", "minibridge", "status"):
        assert view[key] == before[key]


def test_a_bad_contract_names_what_is_allowed_in_danish() -> None:
    t = table(SOUTH_DECLARES, lang="da")
    text = t.receive({"action": "contract", "contract": "4HX"})["notice"]["text"]
    assert "minibridgekontrakt" in text and "1–7" in text
    text = t.receive({"action": "play", "card": "SA"})["notice"]["text"]
    assert text.startswith("Vælg kontrakten først")


def test_the_chosen_contract_is_played_to_the_end_and_scored_as_a_sentence() -> None:
    t = table(SOUTH_DECLARES)
    view = t.receive({"action": "contract", "contract": "3NT"})
    assert t.game is not None and t.game.contract is not None
    assert str(t.game.contract) == "3NT by S" and view["phase"] == "play" and view["auction"] is None
    assert "South chooses 3NT" in view["announce"]
    assert t.receive({"action": "contract", "contract": "4S"})["notice"]["kind"] == "error"  # once only
    while not t.game.is_over:
        card = t.game.legal_cards()[0]
        t.receive({"action": "play", "card": card})
    view = t.view
    assert view["phase"] == "over" and view["score"]["result"].startswith("3NT by South")
    assert view["review"] is not None and view["review"]["auction"] is None  # no bidding in Minibridge
    assert t.game.score is not None
    assert view["score"]["result"] == t.game.score.result_text("en")
    assert view["score"]["result"].endswith(f": {t.game.score.ns:+d}")


def test_east_west_stronger_the_ai_chooses_by_the_guidance_and_south_defends() -> None:
    deal = first_deal(WEST_DECLARES)
    assert minibridge_setup(deal, "S").declarer == "W"
    t = table(WEST_DECLARES)
    assert t.game is not None and t.game.contract is not None
    assert t.game.contract == advise_contract(deal, "W").contract
    assert t.view["phase"] == "play" and "contract_choice" not in t.view
    assert t.receive({"action": "contract", "contract": "1NT"})["notice"]["kind"] == "error"


def test_north_stronger_the_deal_is_turned_so_the_learner_declares() -> None:
    original = first_deal(NORTH_STRONGER)
    assert minibridge_setup(original, "S").declarer == "N"
    t = table(NORTH_STRONGER)
    assert t.deal.hand("S") == original.hand("N") and t.deal.hand("W") == original.hand("E")
    assert t.dealer == "N" and t.view["phase"] == "contract"
    assert t._setup is not None and t._setup.declarer == "S"


def test_twenty_all_is_dealt_again_when_the_table_dealt() -> None:
    assert minibridge_setup(first_deal(TIE), "S").redeal
    t = table(TIE)
    assert not minibridge_setup(t.deal, t.dealer).redeal
    assert t.deal != first_deal(TIE)


def test_twenty_all_on_a_given_deal_says_so_and_offers_no_contract() -> None:
    t = MinibridgeTable(TIE_DEAL, ai_delay=0, lang="ko")
    view = t.view
    assert view["status"] == "양쪽 모두 20점이에요. 미니브리지에서는 카드를 다시 돌려요."
    assert "contract_choice" not in view
    assert t.receive({"action": "contract", "contract": "1NT"})["notice"]["kind"] == "error"
    view = t.receive({"action": "new-deal"})
    assert view["phase"] in ("contract", "play") and "vulnerability_choice" not in view


def test_replay_goes_back_to_the_contract_choice() -> None:
    t = table(SOUTH_DECLARES)
    t.receive({"action": "contract", "contract": "2NT"})
    view = t.receive({"action": "replay"})
    assert view["phase"] == "contract" and t.game is None
