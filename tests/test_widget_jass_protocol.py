"""The JassTable's protocol: feed the messages its front end sends and check the published view."""
from __future__ import annotations

import asyncio
import concurrent.futures
import json
import re
import time

import pytest

from cardlearn.engine.cards import JASS_DECK, parse_jass_card
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.play import illegal_card_error
from cardlearn.widgets import JassTable
from cardlearn.widgets.base import MAX_MESSAGE_CHARS
from cardlearn.widgets.jass_players import FirstLegalJassPlayer

ALL_CARDS = [str(card) for card in JASS_DECK]


class Scripted:
    """A test player: contracts from a script (else its longest suit), the first legal card; logs requests."""

    def __init__(self, contracts=()):
        self.contracts = list(contracts)
        self.asked: list[tuple[str, str]] = []

    def choose_contract(self, match, seat):
        self.asked.append(("contract", seat))
        return self.contracts.pop(0) if self.contracts else FirstLegalJassPlayer().choose_contract(match, seat)

    def choose_card(self, match, seat):
        self.asked.append(("card", seat))
        return match.legal_cards(seat)[0]


def players(**scripts):
    return {seat: Scripted(scripts.get(seat, ())) for seat in "NEW"}


def table(seed=5, **kwargs) -> JassTable:
    """Seed 5: South is forehand of the first deal (holds the rose 7)."""
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("players", players())
    return JassTable(seed=seed, **kwargs)


def from_hands(hands, **kwargs) -> JassTable:
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("players", players())
    return JassTable.from_hands(hands, **kwargs)


def state(widget: JassTable) -> str:
    """Everything that must not change after a refused message."""
    return repr(widget) + json.dumps(
        {k: v for k, v in widget.view.items() if k not in ("notice", "ack", "version", "announce", "hint")},
        sort_keys=True, ensure_ascii=False)


def rest_of_deck(fixed: dict[str, list[str]]) -> dict[str, list[str]]:
    """Fill the seats not given (in order N E S W) with the remaining cards, nine each."""
    used = {code for cards in fixed.values() for code in cards}
    rest = [code for code in ALL_CARDS if code not in used]
    hands = {}
    for seat in "NESW":
        if seat in fixed:
            hands[seat] = list(fixed[seat])
        else:
            hands[seat], rest = rest[:9], rest[9:]
    return hands


def play_learner_cards(widget: JassTable, until_phase=("deal_over", "over"), limit=12) -> int:
    """Select + confirm the first legal card whenever South is to play; returns the cards played."""
    played = 0
    for _ in range(limit):
        view = widget.view
        if view["phase"] in until_phase:
            return played
        assert view["turn"] == "S" and view["phase"] == "play"
        legal = [card for card in view["hands"]["S"]["cards"] if card.get("legal")]
        assert legal, "South to play but no legal card in the view"
        widget.receive({"action": "select", "card": legal[0]["code"]})
        assert widget.view["selected"] == legal[0]["code"]
        widget.receive({"action": "confirm"})
        played += 1
    raise AssertionError("the deal did not finish")


# --- the contract ----------------------------------------------------------------------------------

def test_learner_forehand_chooses_from_four_suits_obenabe_undenufe_or_push_with_multipliers():
    widget = table()
    view = widget.view
    assert view["phase"] == "contract" and view["turn"] == "S"
    choice = view["contract_choice"]
    assert [c["value"] for c in choice["choices"]] == ["E", "R", "S", "B", "obenabe", "undenufe", "push"]
    assert [c["factor_text"] for c in choice["choices"]] == ["×1", "×1", "×2", "×2", "×3", "×4", ""]
    assert choice["choices"][4]["text"] == "Obenabe"
    assert view["status"].startswith("You are forehand")
    assert view["seats"]["S"]["roles"] == ["you", "Forehand"]
    assert view["actions"]["hint"]["enabled"]


def test_choosing_a_suit_shows_the_contract_and_multiplier_and_south_leads():
    widget = table()
    view = widget.receive({"action": "contract", "value": "S", "seq": 3})
    assert view["ack"] == 3 and view["notice"] is None
    assert view["contract"]["code"] == "S" and view["contract"]["factor_text"] == "×2"
    assert view["contract"]["text"] == "shields trump" and view["contract"]["by"] == "chosen by South"
    assert view["contract_choice"] is None
    assert view["phase"] == "play" and view["turn"] == "S"
    assert all(card["legal"] for card in view["hands"]["S"]["cards"])  # the lead: any card
    assert "South chooses shields trump: every point counts ×2." in view["announce"]
    assert view["seats"]["S"]["chooser"]


def test_pushing_lets_partner_choose_and_forehand_still_leads():
    north = Scripted(["undenufe"])
    widget = table(players={"N": north, "E": Scripted(), "W": Scripted()})
    view = widget.receive({"action": "contract", "value": "push"})
    assert north.asked == [("contract", "N")]
    assert view["contract"]["code"] == "undenufe" and view["contract"]["pushed"]
    assert view["contract"]["by"] == "chosen by North after a push"
    assert view["turn"] == "S" and view["trick"] is None
    assert "South pushes: North chooses." in view["announce"]


def test_partner_pushes_to_the_learner_who_cannot_push_back():
    # Seed 0: North is forehand of the first deal.
    widget = table(seed=0, players={"N": Scripted(["push"]), "E": Scripted(), "W": Scripted()})
    view = widget.view
    assert view["phase"] == "contract" and view["turn"] == "S"
    assert [c["value"] for c in view["contract_choice"]["choices"]] == ["E", "R", "S", "B", "obenabe", "undenufe"]
    assert view["status"] == "Your partner pushed: choose trumps, Obenabe or Undenufe"
    assert view["contract_choice"]["title"].startswith("Your partner pushed to you")
    before = state(widget)
    refused = widget.receive({"action": "contract", "value": "push"})
    assert refused["notice"]["kind"] == "error" and "E, R, S, B, obenabe, undenufe" in refused["notice"]["text"]
    assert state(widget) == before
    view = widget.receive({"action": "contract", "value": "obenabe"})
    assert view["contract"]["code"] == "obenabe" and view["contract"]["factor"] == 3
    assert view["contract"]["by"] == "chosen by South after a push"
    # North (the forehand) leads, then East, then it is South's turn: counter-clockwise.
    assert [card["seat"] for card in view["trick"]["cards"]] == ["N", "W"]
    assert view["turn"] == "S"


@pytest.mark.parametrize("value", ["r", "Obenabe", "<b>E</b>", "trump", "schieben"])
def test_unknown_contracts_are_refused_and_change_nothing(value):
    widget = table()
    before = state(widget)
    view = widget.receive({"action": "contract", "value": value})
    assert view["notice"]["kind"] == "error"
    assert "E, R, S, B, obenabe, undenufe, push" in view["notice"]["text"]
    assert state(widget) == before


def test_contract_after_the_contract_is_refused_by_the_engine():
    widget = table()
    widget.receive({"action": "contract", "value": "R"})
    before = state(widget)
    view = widget.receive({"action": "contract", "value": "E"})
    assert "already chosen" in view["notice"]["text"]
    assert state(widget) == before


# --- cards -----------------------------------------------------------------------------------------

def started(seed=1) -> JassTable:
    """Seed 1: West is forehand and chooses; South plays fourth to the first trick."""
    widget = table(seed=seed)
    assert widget.view["phase"] == "play" and widget.view["turn"] == "S"
    return widget


def test_legal_cards_come_from_the_engine_and_illegal_ones_carry_its_reason():
    widget = started()
    match = widget.match
    hand = widget.view["hands"]["S"]
    assert hand["active"]
    legal = {card["code"] for card in hand["cards"] if card["legal"]}
    assert legal == set(match.legal_cards("S"))
    illegal = [card for card in hand["cards"] if not card["legal"]]
    assert illegal, "seed 1 should leave South with a card that may not be played"
    for card in illegal:
        error = illegal_card_error(match.deal.state, parse_jass_card(card["code"]).index)
        assert card["reason"] == error.localized("en")
        assert "play" in card["reason"].lower()


def test_an_illegal_card_is_refused_with_the_reason_and_nothing_changes():
    widget = started()
    card = next(card for card in widget.view["hands"]["S"]["cards"] if not card["legal"])
    before = state(widget)
    view = widget.receive({"action": "select", "card": card["code"]})
    assert view["notice"] == {"kind": "error", "text": card["reason"], "action": "select"}  # shown by the hand
    assert state(widget) == before
    assert card["code"] in widget.match.hands["S"]


def test_select_then_confirm_plays_the_card_and_the_ai_plays_on():
    widget = started()
    code = next(card["code"] for card in widget.view["hands"]["S"]["cards"] if card["legal"])
    view = widget.receive({"action": "select", "card": code})
    assert view["selected"] == code and code in widget.match.hands["S"]
    assert view["status"].startswith("Confirm the ")
    assert [c["code"] for c in view["hands"]["S"]["cards"] if c.get("selected")] == [code]
    assert view["actions"]["confirm"]["enabled"]
    view = widget.receive({"action": "confirm"})
    assert code not in widget.match.hands["S"] and view["selected"] is None
    assert widget.match.deal.state.n_tricks >= 1
    assert view["announce"].startswith("South plays ")
    assert re.search(r"(North|East|West|South) takes trick 1: \d+ points?", view["announce"])
    assert view["turn"] == "S" or view["phase"] in ("deal_over", "over")


@pytest.mark.parametrize("card", ["ZZ", "E5", "EX", "eu<", "1"])
def test_unknown_card_codes_are_refused(card):
    widget = started()
    before = state(widget)
    view = widget.receive({"action": "select", "card": card})
    assert view["notice"]["kind"] == "error" and "is not a Swiss card" in view["notice"]["text"]
    assert state(widget) == before


def test_a_card_not_in_hand_is_refused_with_the_playable_cards():
    widget = started()
    other = next(code for code in ALL_CARDS if code not in widget.match.hands["S"]
                 and code not in widget.match.trick.codes)
    before = state(widget)
    view = widget.receive({"action": "select", "card": other})
    assert "does not hold" in view["notice"]["text"] and "Cards you can play" in view["notice"]["text"]
    assert state(widget) == before


def test_cards_before_the_contract_and_confirm_without_selection_are_refused():
    widget = table()
    before = state(widget)
    code = widget.view["hands"]["S"]["cards"][0]["code"]
    view = widget.receive({"action": "select", "card": code})
    assert "No contract has been chosen yet" in view["notice"]["text"]
    view = widget.receive({"action": "confirm"})
    assert view["notice"]["text"] == "Select a card first, then confirm it."
    assert state(widget) == before


# --- malformed and hostile messages ---------------------------------------------------------------

@pytest.mark.parametrize("message", [
    None, [], "play EU", 7, {"card": "EU"}, {"action": None}, {"action": ["select"]},
    {"action": "select"}, {"action": "select", "card": 5}, {"action": "select", "card": ""},
    {"action": "select", "card": "E" * 300}, {"action": "select", "card": "EA", "extra": 1},
    {"action": "contract"}, {"action": "contract", "value": {"x": 1}}, {"action": "confirm", "card": "EA"},
    {"action": "play", "card": "EA"}, {"action": "__class__"}, {"action": "<img src=x onerror=alert(1)>"},
    {"action": "set", "name": "lang", "value": "xx"}, {"action": "set", "name": "grain", "value": 101},
    {"action": "set", "name": "grain", "value": True}, {"action": "set", "name": "four_color", "value": True},
    {"action": "set", "name": "match", "value": 1}, {"action": "screen", "value": "hands"},
    {"action": "select", "card": "EA", "pad": "x" * MAX_MESSAGE_CHARS},
])
def test_malformed_or_hostile_messages_change_nothing_and_get_a_notice(message):
    widget = started()
    before = state(widget)
    view = widget.receive(message)
    assert view["notice"]["kind"] == "error" and view["notice"]["text"]
    assert "<img" not in view["notice"]["text"] or "&lt;" not in view["notice"]["text"]
    assert state(widget) == before


def test_a_notice_is_dismissed_and_seq_is_echoed_only_when_an_int():
    widget = started()
    widget.receive({"action": "nope", "seq": 4})
    assert widget.view["ack"] == 4 and widget.view["notice"] is not None
    view = widget.receive({"action": "dismiss", "seq": True})
    assert view["notice"] is None and view["ack"] is None


# --- the view shows only what South may see --------------------------------------------------------

def test_hidden_hands_never_reach_the_view():
    widget = table()
    widget.receive({"action": "contract", "value": "R"})
    text = json.dumps(widget.view, ensure_ascii=False)
    hidden = [code for seat in "NEW" for code in widget.match.hands[seat] if f'"{code}"' in text]
    assert hidden == []
    assert {seat: widget.view["hands"][seat]["count"] for seat in "NEW"} == {"N": 9, "E": 9, "W": 9}
    assert widget.view["hands"]["E"]["label"] == "East: 9 cards"


# --- Weis, Stöck, points per trick, the deal's breakdown -------------------------------------------

WEIS_HANDS = {
    "S": ["EA", "EK", "EO", "EU", "R6", "S6", "S8", "BA", "B9"],   # a four-card sequence: 50
    "E": ["RA", "RK", "RO", "ET", "E9", "S7", "B7", "BT", "SK"],   # a three-card sequence: 20
    "N": ["E8", "E6", "RU", "R9", "R7", "SA", "SU", "S9", "BK"],   # no Weis
    "W": ["E7", "RT", "R8", "SO", "ST", "BO", "BU", "B8", "B6"],   # no Weis
}


def test_weis_is_announced_at_the_first_trick_and_the_comparison_explained():
    widget = from_hands(WEIS_HANDS, forehand="S")
    widget.receive({"action": "contract", "value": "B"})
    view = widget.view
    weis = view["weis"]
    # Before South's first card, only South's own Weis is on the table.
    assert [item["seat"] for item in weis["items"]] == ["S"]
    assert weis["items"][0]["announced"] == "four-card sequence" and weis["items"][0]["points"] == 50
    assert weis["items"][0]["combos"][0]["cards"] == ["EA", "EK", "EO", "EU"]
    assert weis["result"] is None and weis["pending"]
    widget.receive({"action": "select", "card": "EA"})
    view = widget.receive({"action": "confirm"})
    weis = view["weis"]
    report = widget.match.deals[0].weis
    assert weis["done"]
    assert {item["seat"] for item in weis["items"]} == {seat for seat in "NESW" if report.by_seat[seat]}
    assert weis["result"].startswith("North–South's four-card sequence beats East–West's three-card sequence: "
                                     "the points decide.")
    assert weis["result"].endswith("× 2 = " + str(report.points["NS"] * 2) + ".")
    east = next(item for item in weis["items"] if item["seat"] == "E")
    assert east["announced"] == "three-card sequence" and east["combos"][0]["cards"] == []  # the losers' cards stay hidden
    assert view["deal_score"]["rows"][1] == {"part": "weis", "label": "Weis", "NS": report.points["NS"], "EW": 0}
    assert view["match_score"]["teams"][0]["points"] >= report.points["NS"] * 2
    # A losing seat shows only the combination it announced.
    assert all(len(item["combos"]) == 1 for item in weis["items"] if not item["scored"] and item["seat"] != "S")
    assert "North–South scores 100 points for Weis." in view["announce"]
    assert report.points == {"NS": 50, "EW": 0}


STOECK_HANDS = rest_of_deck({
    "S": ["RK", "RO", "R6", "E6", "S6", "B6", "E8", "S8", "B8"],
})


def test_a_whole_deal_to_its_score_with_stoeck_trick_points_and_the_record():
    widget = from_hands(STOECK_HANDS, forehand="S")
    widget.receive({"action": "contract", "value": "R"})
    played = play_learner_cards(widget)
    assert played == 9
    view = widget.view
    assert view["phase"] == "deal_over" and view["turn"] is None
    assert view["status"] == "Deal 1 is over. Check the score, then press “Next deal”."
    assert view["seats"]["S"]["stoeck"] == "Stöck"
    deal = view["deal_score"]
    assert deal["complete"] and deal["title"] == "Deal 1"
    stoeck = next(row for row in deal["rows"] if row["part"] == "stoeck")
    assert stoeck["NS"] == 20 and stoeck["EW"] == 0
    cards = next(row for row in deal["rows"] if row["part"] == "cards")
    assert cards["NS"] + cards["EW"] == 157
    assert deal["multiplier"]["text"] == "×1"
    assert deal["total"]["NS"] == deal["subtotal"]["NS"] and deal["total"]["EW"] == deal["subtotal"]["EW"]
    assert len(view["tricks"]["rows"]) == 9 and sum(row["points"] for row in view["tricks"]["rows"]) == 157
    assert view["tricks"]["columns"] == ["South", "East", "North", "West"]
    assert [row["number"] for row in view["record"]["rows"]] == [1]
    assert view["record"]["rows"][0]["score"] == f"{deal['total']['NS']} : {deal['total']['EW']}"
    scores = view["match_score"]["teams"]
    assert (scores[0]["points"], scores[1]["points"]) == (deal["total"]["NS"], deal["total"]["EW"])
    assert view["actions"]["new-deal"]["enabled"] and not view["actions"]["hint"]["enabled"]
    # The trick on the table is the last one, with its points.
    assert view["trick"]["number"] == 9 and view["trick"]["points"] is not None
    assert re.search(r"takes trick 9: \d+ points?", view["trick"]["caption"])
    # The next deal waits for the learner; cards and contracts are refused meanwhile.
    before = state(widget)
    refused = widget.receive({"action": "contract", "value": "E"})
    assert "press “Next deal”" in refused["notice"]["text"]
    assert state(widget) == before
    view = widget.receive({"action": "new-deal"})
    assert view["phase"] in ("contract", "play") and view["deal_number"] == 2
    assert view["hands"]["S"]["count"] == 9 - sum(1 for s, _ in widget.match.trick.cards if s == "S")
    assert len(view["record"]["rows"]) in (1, 2)
    again = widget.receive({"action": "new-deal"})
    assert "still being played" in again["notice"]["text"]


def test_the_match_ends_the_instant_a_team_reaches_the_target_with_schneider():
    # North–South at 2990: Stöck (20) the moment roses are trumps wins the match at once.
    widget = from_hands(STOECK_HANDS, forehand="S", scores={"NS": 2990, "EW": 1000})
    view = widget.receive({"action": "contract", "value": "R"})
    assert view["phase"] == "over" and widget.match.winner == "NS"
    score = view["match_score"]
    assert score["over"] and score["schneider"] and score["teams"][0]["winner"]
    assert score["teams"][0]["points"] == 3010 and score["teams"][0]["percent"] == 100.0
    assert score["result"] == "North–South wins the match – Schneider!" == view["status"]
    assert score["schneider_text"].startswith("Schneider")
    assert "Stöck! South scores 20 points." in view["announce"]
    assert all("legal" not in card for card in view["hands"]["S"]["cards"])
    before = state(widget)
    refused = widget.receive({"action": "select", "card": "R6"})
    assert "The match is over" in refused["notice"]["text"]
    assert widget.receive({"action": "hint"})["notice"]["kind"] == "error"
    assert state(widget) == before
    fresh = widget.receive({"action": "new-match"})
    assert fresh["match_number"] == 2 and fresh["phase"] in ("contract", "play")
    assert fresh["match_score"]["teams"][0]["points"] + fresh["match_score"]["teams"][1]["points"] >= 0
    assert not fresh["match_score"]["over"]


def test_a_win_without_schneider_is_not_marked():
    widget = from_hands(STOECK_HANDS, forehand="S", scores={"NS": 2990, "EW": 1600})
    view = widget.receive({"action": "contract", "value": "R"})
    assert view["match_score"]["over"] and not view["match_score"]["schneider"]
    assert view["match_score"]["schneider_text"] is None
    assert view["status"] == "North–South wins the match."


# --- hint, language, settings, repr and static HTML --------------------------------------------------

def test_hint_recommends_a_contract_then_a_card_with_a_reason():
    widget = table(players=players())
    view = widget.receive({"action": "hint"})
    assert view["hint"] and view["notice"] is None
    assert re.match(r"(Choose|Push)", view["hint"]), view["hint"]
    widget.receive({"action": "contract", "value": "E"})
    assert widget.view["hint"] is None  # a hint belongs to the move it was for
    view = widget.receive({"action": "hint"})
    assert view["hint"].startswith("Play the ")


def test_hint_in_the_selected_language_and_refused_when_not_your_turn():
    widget = table(lang="ko")
    view = widget.receive({"action": "hint"})
    assert re.search(r"[\uAC00-\uD7AF]", view["hint"])
    widget.receive({"action": "set", "name": "lang", "value": "da"})
    assert not re.search(r"[\uAC00-\uD7AF]", widget.view["hint"])
    played = from_hands(STOECK_HANDS, forehand="S")
    played.receive({"action": "contract", "value": "R"})
    play_learner_cards(played)
    assert played.receive({"action": "hint"})["notice"]["kind"] == "error"


def test_switching_to_thai_translates_every_text_including_rules():
    widget = started()
    widget.receive({"action": "screen", "value": "rules"})
    view = widget.receive({"action": "set", "name": "lang", "value": "th"})
    assert view["lang"] == "th" and widget.lang == "th"
    assert view["title"] == "โต๊ะ Schieber"
    assert re.search(r"[\u0E00-\u0E7F]", view["status"])
    assert all(re.search(r"[\u0E00-\u0E7F]", card["reason"]) for card in view["hands"]["S"]["cards"]
               if not card["legal"])
    rules = " ".join(p for section in view["rules"] for p in section["paragraphs"])
    assert len(rules) > 2500 and "Buur" in rules and "Stöck" in rules


@pytest.mark.parametrize("lang", ["en", "th", "ko", "da", "tr"])
def test_rules_view_is_complete_in_every_language_with_the_swiss_terms(lang):
    widget = table(lang=lang)
    view = widget.receive({"action": "screen", "value": "rules"})
    assert len(view["rules"]) == 10
    text = " ".join([s["heading"] for s in view["rules"]] + [p for s in view["rules"] for p in s["paragraphs"]])
    for term in ("Weis", "Stöck", "Obenabe", "Undenufe", "Buur", "Nell", "Schneider", "Match", "Banner",
                 "Ass", "König", "Ober", "Under", "3000", "1500", "157", "257"):
        assert term in text, (lang, term)
    assert widget.receive({"action": "screen", "value": "table"}).get("rules") is None


def test_settings_are_traits_and_intents():
    widget = table(contrast=80)
    assert widget.view["effects"]["contrast"] == pytest.approx(1.24)
    view = widget.receive({"action": "set", "name": "color_temperature", "value": 100})
    assert widget.color_temperature == 100 and view["effects"]["warm"] > 0.2
    widget.grain = 0
    assert widget.view["effects"]["grain"] == 0
    assert {item["name"] for item in view["settings"]} == {"lang", "contrast", "grain", "color_temperature", "one_click"}


def test_repr_is_deterministic_and_readable():
    a, b = table(seed=11), table(seed=11)
    assert repr(a) == repr(b) and "0x" not in repr(a)
    assert repr(table()) == ("JassTable(seed=5, deal=1, phase='contract', to_act='S', score='NS 0 EW 0', "
                             "lang='en')")
    assert a.view["hands"]["S"] == b.view["hands"]["S"]


def test_static_html_shows_the_table_and_escapes_everything():
    widget = started()
    widget.receive({"action": "<script>alert(1)</script>"})
    html = widget.static_html()
    assert "<script" not in html and "&lt;script&gt;" not in html  # the notice is not part of the static table
    assert "Schieber table" in html and "Match score" in html and widget.view["contract"]["text"] in html
    assert html.count("<span") >= 9  # South's cards
    bundle, _ = widget._repr_mimebundle_()
    assert bundle["text/plain"] == repr(widget) and bundle["text/html"] == html
    thai = table(lang="th").static_html()
    assert 'lang="th"' in thai and "แต้มแมตช์" in thai


# --- the AI seats ----------------------------------------------------------------------------------

def test_the_real_ai_plays_a_whole_deal_with_the_learner():
    widget = JassTable(seed=5, ai_delay=0, lang="en")
    assert widget.players["N"].uses_ai
    widget.receive({"action": "contract", "value": "obenabe"})
    play_learner_cards(widget)
    view = widget.view
    assert view["phase"] == "deal_over"
    assert view["deal_score"]["rows"][0]["NS"] + view["deal_score"]["rows"][0]["EW"] == 157
    assert view["deal_score"]["multiplier"]["text"] == "×3"


def test_with_a_delay_the_learner_move_is_published_before_the_ai_moves():
    async def scenario():
        widget = started()
        widget.ai_delay = 0.01
        code = next(card["code"] for card in widget.view["hands"]["S"]["cards"] if card["legal"])
        widget.receive({"action": "select", "card": code})
        trick_before = widget.match.deal.state.n_tricks
        view = widget.receive({"action": "confirm"})
        assert code not in widget.match.hands["S"]
        # South played the fourth card of trick 1: the trick is complete; East leads after a pause.
        assert widget.match.deal.state.n_tricks == trick_before + 1
        cards_now = len(widget.match.trick.cards)
        deadline = time.monotonic() + 60  # a ceiling for a loaded machine: it ends when South is to play
        while time.monotonic() < deadline and not (widget.match.to_act == "S" or widget.view["phase"] != "play"):
            await asyncio.sleep(0.01)  # gives the table's AI task its turn
        assert len(widget.match.trick.cards) > cards_now
        assert view["version"] < widget.view["version"]

    # Its own thread and event loop (a browser test on this worker keeps a loop running here).
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, scenario()).result()


def test_ai_seats_only_act_when_it_is_their_turn_and_a_new_match_starts_fresh():
    widget = table()
    everyone = widget.players
    widget.receive({"action": "contract", "value": "B"})
    widget.receive({"action": "new-match"})
    assert widget.view["match_number"] == 2 and widget.view["deal_number"] == 1
    asked = [entry for player in everyone.values() for entry in player.asked]
    assert all(kind in ("contract", "card") for kind, _ in asked)
    assert all(seat in "NEW" for _, seat in asked)


def test_contract_choice_when_the_first_contract_is_made_by_the_ai():
    # Seed 1: West is forehand; the AI's choice is shown with its multiplier, and South never chose.
    widget = started()
    contract = widget.view["contract"]
    assert contract["chooser"] in "NEW" and contract["factor"] in (1, 2, 3, 4)
    assert widget.view["contract_choice"] is None
    assert isinstance(widget.match, Match)
