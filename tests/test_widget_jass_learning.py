"""The JassTable as a place to learn: one-click play, undo, the learner's Weis, save/load, trump-only AI."""
from __future__ import annotations

import pytest

from cardlearn.engine.errors import IllegalAction
from cardlearn.widgets import JassTable
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.jass_players import FirstLegalJassPlayer

# South (forehand) holds the acorn 6-7-8 (a three-in-a-row Weis); nobody else holds any Weis.
HANDS = {
    "S": ["E6", "E7", "E8", "RA", "SA", "BA", "R6", "S6", "B6"],
    "N": ["E9", "EU", "EK", "R9", "RU", "RK", "S9", "B8", "BO"],
    "E": ["ET", "EO", "EA", "R8", "RT", "RO", "ST", "SO", "B9"],
    "W": ["SU", "SK", "B7", "BT", "BU", "BK", "R7", "S7", "S8"],
}


class FirstLegal(FirstLegalJassPlayer):
    pass


def table(**kwargs) -> JassTable:
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("players", {seat: FirstLegal() for seat in "NEW"})
    return JassTable.from_hands(HANDS, forehand="S", **kwargs)


def legal(widget):
    return [c["code"] for c in widget.view["hands"]["S"]["cards"] if c.get("legal")]


def snapshot(widget):
    match = widget.match
    return (repr(widget), match.scores, [list(h) for h in match.hands.values()], len(match.events))


def test_one_click_play_and_setting():
    widget = table()
    widget.receive({"action": "contract", "value": "R"})
    card = legal(widget)[0]
    view = widget.receive({"action": "play", "card": card})
    assert view["notice"] is None and card not in [c["code"] for c in view["hands"]["S"]["cards"]]
    assert view["one_click"] is False
    widget.receive({"action": "set", "name": "one_click", "value": True})
    assert widget.view["one_click"] is True


def test_undo_takes_back_the_last_card_and_the_ai_cards_after_it():
    widget = table()
    widget.receive({"action": "contract", "value": "R"})
    widget.receive({"action": "play", "card": legal(widget)[0]})
    before = snapshot(widget)
    widget.receive({"action": "play", "card": legal(widget)[0]})
    assert snapshot(widget) != before
    view = widget.receive({"action": "undo"})
    assert view["notice"] is None and snapshot(widget)[1:] == before[1:]
    assert view["undo"]["enabled"] is True


def test_undo_takes_back_the_contract_choice():
    widget = table()
    widget.receive({"action": "contract", "value": "R"})
    widget.receive({"action": "undo"})
    assert widget.match.phase == "contract" and widget.match.to_act == "S"
    assert widget.view["contract_choice"] is not None
    assert widget.receive({"action": "undo"})["notice"]["kind"] == "error"  # nothing left to undo


def test_the_learner_decides_on_each_weis():
    widget = table()
    widget.receive({"action": "contract", "value": "R"})
    choice = widget.view["weis_choice"]
    assert choice and [item["announce"] for item in choice["items"]] == [True]
    assert widget.match.weis.by_seat["S"]
    widget.receive({"action": "weis", "index": 0, "announce": False})
    assert widget.match.weis.by_seat["S"] == ()
    assert widget.view["weis_choice"]["items"][0]["announce"] is False
    widget.receive({"action": "weis", "index": 0, "announce": True})
    assert widget.match.weis.by_seat["S"]
    widget.receive({"action": "weis", "index": 0, "announce": False})
    for bad in ({"index": 3, "announce": True}, {"index": 0, "announce": "yes"}):
        assert widget.receive({"action": "weis", **bad})["notice"]["kind"] == "error"
    widget.receive({"action": "play", "card": legal(widget)[0]})
    assert widget.view["weis_choice"] is None
    assert widget.receive({"action": "weis", "index": 0, "announce": True})["notice"]["kind"] == "error"
    while widget.match.deal.state.n_tricks == 0:
        widget.receive({"action": "play", "card": legal(widget)[0]})
    # the quiet Weis scores nothing: no Weis points for North-South this deal
    assert widget.match.deal.score.weis["NS"] == 0


def test_an_announced_weis_scores():
    widget = table()
    widget.receive({"action": "contract", "value": "R"})
    while widget.match.deal.state.n_tricks == 0:
        widget.receive({"action": "play", "card": legal(widget)[0]})
    assert widget.match.deal.score.weis["NS"] > 0


def test_the_engine_refuses_a_late_weis_decision():
    widget = table()
    widget.receive({"action": "contract", "value": "R"})
    widget.receive({"action": "play", "card": legal(widget)[0]})
    with pytest.raises(IllegalAction):
        widget.match.withhold_weis("S", [])


def test_ai_contracts_keep_the_ai_to_trump_contracts():
    free = JassTable(seed=8, ai_delay=0)
    trumps = JassTable(seed=8, ai_delay=0, ai_contracts="trumps")
    assert free.match.deals[0].contract == "undenufe"  # what lesson 8 showed before
    assert trumps.match.deals[0].contract in ("E", "R", "S", "B")


def test_save_and_load_restore_the_match(tmp_path):
    widget = JassTable(seed=3, ai_delay=0)
    for _ in range(14):
        if widget.view["phase"] == "contract":
            widget.receive({"action": "contract", "value": "S"})
        elif widget.view["phase"] == "deal_over":
            widget.receive({"action": "new-deal"})
        else:
            widget.receive({"action": "play", "card": legal(widget)[-1]})
    path = tmp_path / "jass.json"
    widget.save(path)
    again = JassTable.load(path, ai_delay=0)
    assert again.match.scores == widget.match.scores and again.match.deal.number == widget.match.deal.number
    assert again.view["hands"] == widget.view["hands"] and again.view["trick"] == widget.view["trick"]
    assert [d.contract for d in again.match.deals] == [d.contract for d in widget.match.deals]


def test_load_refuses_a_broken_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"kind": "cardlearn-jass-table", "start": {}}', encoding="utf-8")
    with pytest.raises(IntentError):
        JassTable.load(path)
