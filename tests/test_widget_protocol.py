"""The BridgeTable's protocol: feed the messages the front end sends and check the published view."""
from __future__ import annotations

import asyncio
import concurrent.futures
import json
import re
import time

import pytest

from cardlearn.engine.bridge import Deal, Game
from cardlearn.widgets import BridgeTable, FirstLegalCardPlayer
from cardlearn.widgets.base import MAX_MESSAGE_CHARS

PBN = "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"


class Scripted:
    """A test player: calls from a script (then passes), plays the first legal card; logs every request."""

    def __init__(self, calls=()):
        self.calls = list(calls)
        self.asked: list[tuple[str, str]] = []

    def choose_call(self, game, seat):
        self.asked.append(("call", seat))
        return self.calls.pop(0) if self.calls else "P"

    def choose_card(self, game, seat):
        self.asked.append(("card", seat))
        return game.legal_cards()[0]


def passing_players():
    return {seat: Scripted() for seat in "NEW"}


def table(**kwargs) -> BridgeTable:
    kwargs.setdefault("deal", PBN)
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("players", passing_players())
    kwargs.setdefault("lang", "en")
    return BridgeTable(**kwargs)


def state(widget: BridgeTable) -> str:
    """Everything that must not change after a refused message."""
    return repr(widget) + json.dumps(
        {k: v for k, v in widget.view.items() if k not in ("notice", "ack", "version", "announce")},
        sort_keys=True, ensure_ascii=False)


def hidden_codes(view, seats="EW"):
    text = json.dumps(view["hands"])
    return [code for seat in seats for code in Deal.from_pbn(PBN).hand(seat) if f'"{code}"' in text]


def play_to_the_end(widget: BridgeTable) -> None:
    """Select + confirm the first legal card whenever the learner is to play."""
    for _ in range(60):
        view = widget.view
        if view["phase"] == "over":
            return
        seat = view["turn"]
        cards = [c for c in view["hands"][seat]["cards"] if c.get("legal")]
        assert cards, f"learner to play from {seat} but no legal card in the view"
        widget.receive({"action": "select", "card": cards[0]["code"]})
        assert widget.view["selected"] == cards[0]["code"]
        widget.receive({"action": "confirm"})
    raise AssertionError("the deal did not finish")


# --- before the deal -----------------------------------------------------------------------------

def test_setup_shows_vulnerability_choice_and_no_cards():
    widget = table()
    view = widget.view
    assert view["phase"] == "setup"
    assert [c["value"] for c in view["vulnerability_choice"]] == ["None", "NS", "EW", "Both"]
    assert all(not hand["face_up"] and hand["cards"] == [] for hand in view["hands"].values())
    assert view["status"] == "Choose the vulnerability, then the cards are dealt."


def test_choosing_vulnerability_starts_the_auction_with_only_legal_calls():
    widget = table()
    view = widget.receive({"action": "vulnerability", "value": "EW", "seq": 4})
    assert view["ack"] == 4 and view["notice"] is None
    assert view["phase"] == "auction" and view["turn"] == "S"
    assert widget.game.vulnerability == "EW"
    box = view["bidding_box"]
    shown = [c["call"] for c in box["specials"]] + [c["call"] for row in box["levels"] for c in row if c]
    assert sorted(shown) == sorted(Game(Deal.from_pbn(PBN)).legal_calls())
    assert "X" not in shown  # nothing to double yet
    assert view["seats"]["E"]["vulnerable"] and not view["seats"]["S"]["vulnerable"]


def test_vulnerability_can_be_chosen_only_once():
    widget = table()
    widget.receive({"action": "vulnerability", "value": "NS"})
    before = state(widget)
    view = widget.receive({"action": "vulnerability", "value": "EW"})
    assert "already chosen" in view["notice"]["text"]
    assert state(widget) == before


@pytest.mark.parametrize("value", ["ns", "All", "<b>Both</b>", "", "None "])
def test_unknown_vulnerability_is_refused(value):
    widget = table()
    before = state(widget)
    view = widget.receive({"action": "vulnerability", "value": value})
    if value:
        assert "None, NS, EW, Both" in view["notice"]["text"]
    assert view["notice"]["kind"] == "error"
    assert state(widget) == before


def test_vulnerability_given_in_python_skips_the_choice():
    widget = table(vulnerability="Both")
    assert widget.view["phase"] == "auction"
    assert widget.view["vulnerability"]["value"] == "Both"


# --- malformed and hostile messages ------------------------------------------------------------

HOSTILE = [
    None, 42, "call 1NT", ["call", "1NT"], {}, {"action": None}, {"action": 3},
    {"action": "call"}, {"action": "call", "call": 1}, {"action": "call", "call": ""},
    {"action": "call", "call": "1NT", "extra": True}, {"action": "call", "call": "x" * 500},
    {"action": "call", "call": {"$gt": ""}}, {"action": "select", "card": ["SA"]},
    {"action": "__init__"}, {"action": "<img src=x onerror=alert(1)>"},
    {"action": "set", "name": "lang", "value": "xx"}, {"action": "set", "name": "contrast", "value": 101},
    {"action": "set", "name": "contrast", "value": True}, {"action": "set", "name": "grain", "value": "50"},
    {"action": "set", "name": "_esm", "value": "alert(1)"}, {"action": "set", "name": "view", "value": "x"},
    {"action": "set", "name": "four_color", "value": 1}, {"action": "screen", "value": "admin"},
    {"action": "call", "call": "1NT", "padding": "p" * MAX_MESSAGE_CHARS},
]


@pytest.mark.parametrize("message", HOSTILE, ids=range(len(HOSTILE)))
def test_malformed_or_hostile_message_changes_nothing_and_is_answered(message):
    widget = table()
    widget.receive({"action": "vulnerability", "value": "None"})
    before = state(widget)
    view = widget.receive(message)
    assert view["notice"]["kind"] == "error" and view["notice"]["text"]
    assert state(widget) == before


def test_notice_echoes_outside_text_only_shortened():
    widget = table()
    view = widget.receive({"action": "<img src=x onerror=alert(1)>"})
    assert "“<img src=x onerror=aler…”" in view["notice"]["text"]  # shown as text by the front end
    assert len(view["notice"]["text"]) < 200


def test_notice_is_localized():
    widget = table(lang="th")
    view = widget.receive({"action": "nonsense"})
    assert re.search(r"[\u0E00-\u0E7F]", view["notice"]["text"])
    widget.receive({"action": "set", "name": "lang", "value": "ko"})
    view = widget.receive({"action": "call", "call": "1NT"})  # before the vulnerability is chosen
    assert re.search(r"[\uAC00-\uD7AF]", view["notice"]["text"])


def test_dismiss_clears_the_notice():
    widget = table()
    widget.receive({"action": "nonsense"})
    assert widget.receive({"action": "dismiss"})["notice"] is None


# --- the auction ---------------------------------------------------------------------------------

def test_illegal_call_is_refused_with_what_is_allowed():
    widget = table()
    widget.receive({"action": "vulnerability", "value": "None"})
    before = state(widget)
    view = widget.receive({"action": "call", "call": "X"})
    assert view["notice"]["kind"] == "error"
    assert "1♣" in view["notice"]["text"] or "1C" in view["notice"]["text"]
    assert state(widget) == before


def test_learner_call_then_ai_calls_through_the_player_interface():
    players = {"W": Scripted(["2C"]), "N": Scripted(), "E": Scripted()}
    widget = table(players=players)
    widget.receive({"action": "vulnerability", "value": "None"})
    view = widget.receive({"action": "call", "call": "1H"})
    assert widget.game.calls == ["1H", "2C", "P", "P"]
    assert [p.asked for p in (players["W"], players["N"], players["E"])] == [
        [("call", "W")], [("call", "N")], [("call", "E")]]
    assert view["turn"] == "S" and view["bidding_box"] is not None
    box = [c["call"] for row in view["bidding_box"]["levels"] for c in row if c]
    assert "2C" not in box and "2D" in box and "1S" not in box
    assert "X" in [c["call"] for c in view["bidding_box"]["specials"]]
    cells = [cell["text"] for row in view["auction"]["rows"] for cell in row if cell]
    assert cells[:4] == ["1♥", "2♣", "Pass", "Pass"] and cells[-1] == "?"
    assert "West: 2♣." in view["announce"]


def test_calls_are_refused_when_it_is_not_the_learners_turn():
    widget = table(ai_delay=0)
    widget.receive({"action": "vulnerability", "value": "None"})
    widget.game.call("P")  # as if West were still thinking
    widget.publish()
    before = state(widget)
    view = widget.receive({"action": "call", "call": "P"})
    assert view["notice"]["kind"] == "error" and "West" in view["notice"]["text"]
    assert widget.game.calls == ["P"]
    assert state(widget) == before


def test_passed_out_deal_scores_zero():
    widget = table()
    widget.receive({"action": "vulnerability", "value": "None"})
    view = widget.receive({"action": "call", "call": "P"})
    assert view["phase"] == "over"
    assert view["score"]["ns"] == 0 and view["score"]["ew"] == 0 and view["score"]["parts"] == []


# --- the play ------------------------------------------------------------------------------------

def declare_1nt(**kwargs) -> BridgeTable:
    widget = table(**kwargs)
    widget.receive({"action": "vulnerability", "value": "NS"})
    widget.receive({"action": "call", "call": "1NT"})
    return widget


def test_dummy_face_up_after_the_opening_lead_and_learner_plays_it():
    widget = declare_1nt()
    view = widget.view
    assert widget.game.contract.declarer == "S" and len(widget.game.tricks) == 0
    assert view["trick"]["cards"][0]["seat"] == "W"  # the AI's opening lead
    assert view["hands"]["N"]["face_up"] and view["hands"]["N"]["active"]
    assert view["turn"] == "N" and view["controller"] == "S"
    assert not view["hands"]["E"]["face_up"] and not view["hands"]["W"]["face_up"]
    assert hidden_codes(view) == []  # the opponents' cards never reach the browser
    assert view["contract"]["text"].startswith("1NT") and "South" in view["contract"]["text"]
    assert view["seats"]["S"]["roles"] == ["you", "declarer"]
    assert view["seats"]["N"]["roles"] == ["partner", "dummy"]


def test_illegal_card_is_disabled_with_its_reason_and_refused():
    widget = declare_1nt()
    view = widget.view
    led = view["trick"]["cards"][0]["code"][0]
    dummy = view["hands"]["N"]["cards"]
    illegal = [c for c in dummy if not c["legal"]]
    assert illegal and all(c["code"][0] != led for c in illegal)
    assert all(c["reason"] for c in illegal)
    before = state(widget)
    view = widget.receive({"action": "select", "card": illegal[0]["code"]})
    assert view["notice"]["text"] == illegal[0]["reason"]
    assert state(widget) == before


@pytest.mark.parametrize("card", ["SZ", "S1", "S2", "CA", "E"])
def test_cards_not_in_the_hand_to_play_are_refused(card):
    widget = declare_1nt()  # North (dummy) to play; S2 and CA are East's cards
    before = state(widget)
    view = widget.receive({"action": "select", "card": card})
    assert view["notice"]["kind"] == "error"
    assert state(widget) == before


def test_confirm_without_selection_is_refused():
    widget = declare_1nt()
    before = state(widget)
    view = widget.receive({"action": "confirm"})
    assert "Select a card first" in view["notice"]["text"]
    assert state(widget) == before


def test_select_then_confirm_plays_the_card():
    widget = declare_1nt()
    legal = [c["code"] for c in widget.view["hands"]["N"]["cards"] if c["legal"]]
    view = widget.receive({"action": "select", "card": legal[-1]})
    assert view["selected"] == legal[-1]
    assert view["actions"]["confirm"]["enabled"]
    assert [c["selected"] for c in view["hands"]["N"]["cards"] if c["code"] == legal[-1]] == [True]
    assert "Confirm the" in view["status"]
    view = widget.receive({"action": "confirm"})
    assert view["selected"] is None
    assert legal[-1] not in widget.game.hand("N")


def test_complete_deal_by_select_and_confirm_reaches_the_score():
    widget = declare_1nt()
    play_to_the_end(widget)
    view = widget.view
    game = widget.game
    assert game.is_over and len(game.tricks) == 13
    score = view["score"]
    assert score["ns"] == game.score.ns and score["ew"] == -score["ns"]
    assert sum(p["ns"] for p in score["parts"]) == score["ns"]
    assert len(view["record"]["tricks"]) == 13
    assert view["tricks_won"]["NS"]["n"] + view["tricks_won"]["EW"]["n"] == 13
    assert "over" in view["announce"]
    assert view["actions"]["hint"]["enabled"] is False
    assert "score" in repr(widget)


def test_score_includes_double_dummy_table_when_the_solver_is_there():
    widget = declare_1nt()
    play_to_the_end(widget)
    dd = widget.view["score"]["double_dummy"]
    assert [row["strain"] for row in dd["rows"]] == ["C", "D", "H", "S", "NT"]
    assert all(0 <= n <= 13 for row in dd["rows"] for n in row["tricks"])


def test_south_as_dummy_is_played_by_north_ai():
    players = {"N": Scripted(["1NT"]), "E": Scripted(), "W": Scripted()}
    widget = table(players=players)
    widget.receive({"action": "vulnerability", "value": "None"})
    view = widget.receive({"action": "call", "call": "P"})
    # S P, W P, N 1NT, E P, S's turn again
    assert widget.game.calls == ["P", "P", "1NT", "P"]
    view = widget.receive({"action": "call", "call": "P"})
    assert view["phase"] == "over"
    assert widget.game.declarer == "N"
    assert ("card", "S") in players["N"].asked  # North chose South's cards
    assert "N" not in [seat for seat, p in players.items() if ("card", "S") in p.asked and seat != "N"]


def test_first_legal_card_player_is_the_named_stand_in():
    game = Game(Deal.from_pbn(PBN))
    for call in ["1NT", "P", "P", "P"]:
        game.call(call)
    assert FirstLegalCardPlayer().choose_card(game, "W") == game.legal_cards()[0]


# --- hint, undo, new deal, replay ----------------------------------------------------------------

def test_hint_in_the_auction_and_in_the_play():
    widget = table()
    widget.receive({"action": "vulnerability", "value": "None"})
    view = widget.receive({"action": "hint"})
    assert view["hint"] and view["notice"] is None
    widget.receive({"action": "call", "call": "1NT"})
    assert widget.view["hint"] is None  # a hint belongs to one decision
    view = widget.receive({"action": "hint"})
    legal = [c["code"] for c in view["hands"]["N"]["cards"] if c["legal"]]
    from cardlearn.engine.cards import card_name

    assert any(card_name(code, "en", "bridge") in view["hint"] for code in legal)


def test_on_opening_lead_the_learner_is_told_the_standard_lead_and_why():
    # South (dealer) passes, West passes, North passes, East opens 3NT: South leads against East's 3NT.
    players = {"N": Scripted(), "E": Scripted(["3NT"]), "W": Scripted()}
    widget = table(players=players)
    widget.receive({"action": "vulnerability", "value": "None"})
    widget.receive({"action": "call", "call": "P"})
    widget.receive({"action": "call", "call": "P"})
    assert widget.game.phase == "play" and widget.game.declarer == "E" and widget.game.controller == "S"
    view = widget.receive({"action": "hint"})
    # ♠K10985 against no trump: the longest and strongest suit, the 10 from the interior sequence K‑10‑9.
    assert "longest and strongest suit" in view["hint"] and "interior sequence" in view["hint"]
    assert "♠10" in view["hint"]


def test_the_review_reads_the_opening_lead_against_the_leads_table():
    # East declares 3NT; the learner leads the ♠K (first legal card), not the table's ♠10 from K‑10‑9.
    players = {"N": Scripted(), "E": Scripted(["3NT"]), "W": Scripted()}
    widget = table(players=players)
    widget.receive({"action": "vulnerability", "value": "None"})
    widget.receive({"action": "call", "call": "P"})
    widget.receive({"action": "call", "call": "P"})
    play_to_the_end(widget)
    lead = widget.view["review"]["lead"]
    assert lead.startswith("Opening lead: South led ♠K, not the card of the leads table from this suit.")
    assert "♠10: the top of an interior sequence" in lead


def test_hint_when_not_the_learners_turn_is_refused():
    widget = table()
    view = widget.receive({"action": "hint"})
    assert view["notice"]["kind"] == "error"


def test_undo_takes_back_the_learners_call_and_the_ai_calls_after_it():
    players = {"W": Scripted(["2C"]), "N": Scripted(), "E": Scripted()}
    widget = table(players=players)
    widget.receive({"action": "vulnerability", "value": "None"})
    widget.receive({"action": "call", "call": "1H"})
    assert widget.game.calls == ["1H", "2C", "P", "P"]
    view = widget.receive({"action": "undo"})
    assert widget.game.calls == [] and view["turn"] == "S"
    assert view["actions"]["undo"]["enabled"] is False
    view = widget.receive({"action": "undo"})
    assert view["notice"]["kind"] == "error"


def test_undo_of_a_card_takes_back_the_ai_cards_after_it():
    widget = declare_1nt()
    play_count = len(widget.game.core.played)
    legal = [c["code"] for c in widget.view["hands"]["N"]["cards"] if c["legal"]]
    widget.receive({"action": "select", "card": legal[0]})
    widget.receive({"action": "confirm"})
    assert len(widget.game.core.played) > play_count + 1  # East and later South's turn
    widget.receive({"action": "undo"})
    assert len(widget.game.core.played) == play_count
    assert widget.view["turn"] == "N" and widget.view["hands"]["N"]["active"]


def test_new_deal_and_replay():
    widget = table(deal=None, seed=11)
    first = widget.deal
    widget.receive({"action": "vulnerability", "value": "Both"})
    widget.receive({"action": "call", "call": "1NT"})
    view = widget.receive({"action": "replay"})
    assert widget.deal == first and view["phase"] == "auction" and widget.game.calls == []
    assert widget.game.vulnerability == "Both"
    view = widget.receive({"action": "new-deal"})
    assert view["phase"] == "setup" and widget.deal != first
    again = table(deal=None, seed=11)
    again.receive({"action": "new-deal"})
    assert again.deal == widget.deal  # deals follow the seed


def test_seeded_tables_deal_the_same_cards():
    assert table(deal=None, seed=3).deal == table(deal=None, seed=3).deal
    assert table(deal=None, seed=3).deal != table(deal=None, seed=4).deal


# --- settings, language, views -------------------------------------------------------------------

def test_settings_change_traits_and_view():
    widget = table()
    view = widget.receive({"action": "set", "name": "contrast", "value": 100})
    assert widget.contrast == 100 and view["effects"]["contrast"] == pytest.approx(1.4)
    widget.receive({"action": "set", "name": "grain", "value": 0})
    widget.receive({"action": "set", "name": "color_temperature", "value": 100})
    view = widget.receive({"action": "set", "name": "four_color", "value": True})
    assert widget.four_color and view["four_color"]
    assert view["effects"]["grain"] == 0 and view["effects"]["warm"] > 0 and view["effects"]["cool"] == 0
    settings = {s["name"]: s for s in view["settings"]}
    assert settings["contrast"]["value"] == 100 and settings["contrast"]["text"] == "100%"


def test_language_switch_translates_every_visible_text():
    widget = declare_1nt()
    english = widget.view
    view = widget.receive({"action": "set", "name": "lang", "value": "th"})
    assert widget.lang == "th" and view["lang"] == "th"
    thai = re.compile(r"[\u0E00-\u0E7F]")
    for text in (view["title"], view["status"], view["seats"]["S"]["name"], view["labels"]["auction"],
                 view["actions"]["undo"]["text"], view["contract"]["text"]):
        assert thai.search(text), text
    assert view["title"] != english["title"]
    card = view["hands"]["N"]["cards"][0]
    assert thai.search(card["label"])
    settings = {s["name"]: s for s in view["settings"]}
    assert settings["lang"]["value"] == "th"


def test_lang_trait_set_in_python_republishes_the_view():
    widget = table()
    widget.lang = "da"
    assert widget.view["lang"] == "da" and widget.view["status"].startswith("Vælg")
    with pytest.raises(Exception):
        widget.lang = "xx"
    assert widget.lang == "da"


@pytest.mark.parametrize("lang", ["en", "th", "ko", "da", "tr"])
def test_rules_view_in_every_language(lang):
    widget = table(lang=lang)
    view = widget.receive({"action": "screen", "value": "rules"})
    assert view["screen"] == "rules"
    rules = view["rules"]
    assert len(rules) == 7 and sum(len(s["paragraphs"]) for s in rules) == 28
    text = " ".join(p for s in rules for p in s["paragraphs"])
    assert "widgets.bridge.rules" not in text
    assert "10" in text and "1500" in text
    english = " ".join(p for s in table(lang="en").receive({"action": "screen", "value": "rules"})["rules"]
                       for p in s["paragraphs"])
    assert (text == english) == (lang == "en")
    assert widget.receive({"action": "screen", "value": "table"}).get("rules") is None


# --- repr, static html, pbn ----------------------------------------------------------------------

def test_repr_is_deterministic():
    assert repr(table()) == repr(table())
    assert "0x" not in repr(table())
    assert repr(table()).startswith("BridgeTable(deal='N:AQJ73")


def test_mimebundle_has_static_html_and_the_widget():
    widget = declare_1nt()
    data, _metadata = widget._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/plain"] == repr(widget)
    html = data["text/html"]
    assert "<script" not in html.lower()
    assert 'lang="en"' in html and "1NT" in html and "South" in html


def test_static_html_escapes_names_from_a_pbn_file(tmp_path):
    path = tmp_path / "evil.pbn"
    path.write_text(
        '[Event "<script>alert(1)</script>"]\n[Board "4"]\n[West "<img src=x onerror=alert(2)>"]\n'
        '[North "Ann & Bo"]\n[Dealer "S"]\n[Vulnerable "EW"]\n'
        f'[Deal "{PBN}"]\n\n', encoding="utf-8")
    widget = BridgeTable.from_pbn(path, board=4, ai_delay=0, players=passing_players())
    assert widget.game.vulnerability == "EW"
    assert widget.view["seats"]["W"]["player"] == "<img src=x onerror=alert(2)>"
    assert widget.view["board"]["event"] == "<script>alert(1)</script>"
    html = widget.static_html()
    assert "<img src=x" not in html and "<script>" not in html
    assert "Ann &amp; Bo" not in html or "&lt;" in html  # anything shown is escaped


def test_from_pbn_without_the_board_is_refused(tmp_path):
    path = tmp_path / "one.pbn"
    path.write_text(f'[Board "1"]\n[Deal "{PBN}"]\n\n', encoding="utf-8")
    with pytest.raises(Exception, match="9"):
        BridgeTable.from_pbn(path, board=9)


# --- AI pace -------------------------------------------------------------------------------------

def test_ai_moves_one_at_a_time_with_ai_delay():
    async def scenario():
        widget = table(ai_delay=0.01)
        widget.receive({"action": "vulnerability", "value": "None"})
        versions = []
        widget.observe(lambda change: versions.append(len(widget.game.calls)), names=["view"])
        widget.receive({"action": "call", "call": "1NT"})
        assert widget.game.calls == ["1NT"]  # the learner's call is shown before the AI acts
        deadline = time.monotonic() + 60  # a ceiling for a loaded machine: it ends when the AI has bid
        while time.monotonic() < deadline and not (widget.game.phase == "play" and widget.game.to_act == "N"):
            await asyncio.sleep(0.01)  # gives the table's AI task its turn
        return widget, versions

    # Its own thread and event loop: a browser test on the same worker keeps Playwright's loop
    # running in the main thread, where asyncio.run() refuses to start.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        widget, versions = pool.submit(asyncio.run, scenario()).result()
    assert widget.game.calls == ["1NT", "P", "P", "P"]
    assert versions[:4] == [1, 2, 3, 4]  # one published view per AI call
