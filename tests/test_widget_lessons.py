"""The lesson widgets' protocol: BiddingLadder, TrickTrainer, UndertrickCalculator, WeisComparator.

Every answer and explanation must be the engine's; malformed or illegal
intents change nothing and come back as a localized notice.
"""
from __future__ import annotations

import re

import pytest

from cardlearn.engine import bridge, jass
from cardlearn.engine.bridge.calls import FIRST_BID, code_text
from cardlearn.engine.errors import CardlearnError
from cardlearn.i18n import LANGUAGES
from cardlearn.widgets import BiddingLadder, TrickTrainer, UndertrickCalculator, WeisComparator

MALFORMED = [
    "not a dict",
    ["pick"],
    {},
    {"action": 7},
    {"action": "explode"},
    {"action": "pick"},
    {"action": "pick", "call": "1NT", "extra": 1},
    {"action": "pick", "call": 12},
    {"action": "pick", "call": "x" * 200},
    {"action": "pick", "call": ""},
    {"action": "set", "name": "lang", "value": "xx"},
    {"action": "set", "name": "contrast", "value": 101},
    {"action": "set", "name": "nonsense", "value": 1},
    {"action": "screen", "value": "rules"},
    {"action": "pick", "call": {"nested": True}},
]


def assert_refused(widget, message) -> None:
    before = repr(widget)
    view = widget.receive(message)
    assert view["notice"] is not None and view["notice"]["kind"] == "error", message
    assert view["notice"]["text"]
    assert repr(widget) == before, message


# --- BiddingLadder ---------------------------------------------------------------------------------


def test_ladder_shows_the_35_bids_in_rank_order_with_pass_double_redouble():
    ladder = BiddingLadder(lang="en")
    bids = [cell for row in ladder.view["levels"] for cell in row]
    assert [cell["call"] for cell in bids] == [code_text(code) for code in range(FIRST_BID, FIRST_BID + 35)]
    assert [cell["rank"] for cell in bids] == list(range(1, 36))
    assert bids[0]["text"] == "1♣" and bids[-1]["text"] == "7NT"
    assert [cell["call"] for cell in ladder.view["specials"]] == ["P", "X", "XX"]


@pytest.mark.parametrize("a, b, higher, rule", [
    ("2C", "1NT", "2C", "higher level always wins"),
    ("1S", "1H", "1S", "strain decides"),
    ("3NT", "3S", "3NT", "strain decides"),
    ("6C", "7C", "7C", "higher level always wins"),
])
def test_ladder_compares_two_bids_level_first_then_strain(a, b, higher, rule):
    ladder = BiddingLadder(lang="en")
    ladder.receive({"action": "pick", "call": a})
    assert "feedback" not in ladder.view or ladder.view["feedback"] is None
    view = ladder.receive({"action": "pick", "call": b})
    assert view["higher"] == higher
    assert bridge.Call.parse(higher) == max(bridge.Call.parse(a), bridge.Call.parse(b))  # the engine agrees
    assert rule in view["feedback"]["lines"][0]
    rank = bridge.Call.parse(a).code - FIRST_BID + 1
    assert f"number {rank} of 35" in " ".join(view["feedback"]["lines"])
    picked = [cell["call"] for row in view["levels"] for cell in row if cell["picked"]]
    assert sorted(picked) == sorted({a, b})
    # A third pick starts a new pair.
    view = ladder.receive({"action": "pick", "call": "4D"})
    assert ladder.picks == [bridge.Call.parse("4D").code] and "higher" not in view


def test_ladder_same_bid_and_non_bids_are_explained_not_compared():
    ladder = BiddingLadder(lang="en")
    ladder.receive({"action": "pick", "call": "1H"})
    view = ladder.receive({"action": "pick", "call": "X"})
    assert view["feedback"]["kind"] == "info" and "not a bid" in view["feedback"]["lines"][0]
    assert ladder.picks == [bridge.Call.parse("1H").code]
    view = ladder.receive({"action": "pick", "call": "1H"})
    assert "twice" in view["feedback"]["lines"][0]


def _engine_legal(calls: list[str], dealer: str) -> list[str]:
    game = bridge.Game(bridge.Deal.random(seed=1), dealer=dealer)
    for call in calls:
        game.call(call)
    return game.legal_calls()


@pytest.mark.parametrize("auction, dealer", [
    ("", "N"), ("1H", "N"), ("1H X", "N"), ("1H X XX", "E"), ("1NT P P X", "S"), ("2S X P P XX", "W"),
    ("P P", "N"), ("7NT X", "N"),
])
def test_ladder_marks_exactly_the_engines_legal_calls(auction, dealer):
    ladder = BiddingLadder(auction, dealer=dealer, mode="legal", lang="en")
    legal = set(_engine_legal(auction.split(), dealer))
    cells = [cell for row in ladder.view["levels"] for cell in row] + ladder.view["specials"]
    assert {cell["call"] for cell in cells if cell["legal"]} == legal
    assert len(cells) == 38


def test_ladder_explains_doubling_and_redoubling_rights():
    ladder = BiddingLadder("1H X", dealer="N", lang="en")
    rights = " ".join(ladder.view["rights"]["lines"])
    assert "Allowed now: pass, redouble (XX), a bid of 1♠ or higher" in rights
    assert "cannot double your own side" in rights  # the engine's reason for X
    assert "may redouble" in rights
    view = ladder.receive({"action": "pick", "call": "1D"})
    assert view["feedback"]["kind"] == "wrong" and "not enough" in view["feedback"]["lines"][0]
    view = ladder.receive({"action": "pick", "call": "XX"})
    assert view["feedback"]["kind"] == "correct" and view["can_make"]
    ladder2 = BiddingLadder("1H", dealer="N", lang="en")
    view = ladder2.receive({"action": "pick", "call": "X"})
    assert view["feedback"]["kind"] == "correct" and "may double" in view["feedback"]["lines"][0]
    view = ladder2.receive({"action": "pick", "call": "XX"})
    assert "Nothing to redouble" in view["feedback"]["lines"][0]


def test_ladder_extends_undoes_and_ends_the_auction():
    ladder = BiddingLadder("1H", dealer="N", lang="en")
    assert_refused(ladder, {"action": "undo"})  # nothing of the learner's to undo
    assert_refused(ladder, {"action": "make", "call": "1C"})  # insufficient: the engine refuses
    for call in ("P", "P", "P"):
        ladder.receive({"action": "make", "call": call})
    assert ladder.calls == ["1H", "P", "P", "P"]
    assert ladder.view["over"] and "1♥ by North" in ladder.view["prompt"]
    assert ladder.view["auction"]["rows"][0][1]["call"] == "1H"  # dealer N sits in the second column
    ladder.receive({"action": "undo"})
    assert ladder.calls == ["1H", "P", "P"]
    ladder.receive({"action": "reset"})
    assert ladder.calls == ["1H"]


def test_ladder_refuses_an_impossible_starting_auction():
    with pytest.raises(CardlearnError):
        BiddingLadder("1H 1C", dealer="N")


def test_ladder_make_only_in_legal_mode_and_mode_switch():
    ladder = BiddingLadder(lang="en")
    assert_refused(ladder, {"action": "make", "call": "1C"})
    ladder.receive({"action": "mode", "value": "legal"})
    assert ladder.view["mode"] == "legal" and "North" in ladder.view["prompt"]
    assert_refused(ladder, {"action": "mode", "value": "sideways"})


@pytest.mark.parametrize("message", MALFORMED)
def test_ladder_malformed_messages_change_nothing(message):
    ladder = BiddingLadder("1H X", dealer="N", lang="en")
    ladder.receive({"action": "pick", "call": "XX"})
    assert_refused(ladder, message)


def test_ladder_speaks_every_language_and_has_static_html():
    ladder = BiddingLadder("1H X", dealer="N", lang="en")
    ladder.receive({"action": "pick", "call": "X"})
    texts = {}
    for lang in LANGUAGES:
        view = ladder.receive({"action": "set", "name": "lang", "value": lang})
        texts[lang] = view["prompt"] + view["feedback"]["title"] + view["title"]
    assert len(set(texts.values())) == len(LANGUAGES)
    assert re.search(r"[\u0E00-\u0E7F]", texts["th"]) and re.search(r"[\uAC00-\uD7AF]", texts["ko"])
    html = ladder._repr_mimebundle_()[0]["text/html"]
    assert "7NT" in html and "<script" not in html and "♥" in html


def test_ladder_repr_is_deterministic():
    a, b = BiddingLadder("1H X", dealer="N", lang="en"), BiddingLadder("1H X", dealer="N", lang="en")
    assert repr(a) == repr(b) == "BiddingLadder(mode='legal', dealer='N', auction='1H X', lang='en')"
    assert "0x" not in a._repr_mimebundle_()[0]["text/plain"]


# --- TrickTrainer ----------------------------------------------------------------------------------


def test_trick_bridge_ruff_wins_and_follow_suit_rules():
    trainer = TrickTrainer("bridge", contract="4S", trick=["HK", "HA"], hand=["C2", "S3", "DA", "SK"], lang="en")
    assert trainer.situation.seat == "S" and trainer.situation.leader == "N"
    assert sorted(trainer.winning_cards()) == ["S3", "SK"]
    view = trainer.receive({"action": "pick", "card": "C2"})
    assert view["feedback"]["kind"] == "wrong"
    assert "♥A wins: nobody ruffed" in view["feedback"]["lines"][0]
    view = trainer.receive({"action": "pick", "card": "S3"})
    assert view["feedback"]["kind"] == "correct" and "trump beats" in view["feedback"]["lines"][0]
    results = {card["code"]: card.get("result") for card in view["hand"]}
    assert results["C2"] == "wrong" and results["S3"] == "correct"
    best = [card["code"] for card in view["trick"] if card["best"]]
    assert best == ["HA"]  # once answered, the card on top of the trick so far is marked


def test_trick_bridge_must_follow_suit_uses_the_engines_reason():
    trainer = TrickTrainer("bridge", contract="3NT", trick=["HK"], hand=["H2", "SA", "HQ"], mode="legal", lang="en")
    assert sorted(trainer.answers()) == ["H2", "HQ"]
    view = trainer.receive({"action": "pick", "card": "SA"})
    assert view["feedback"]["kind"] == "wrong" and "must follow suit" in view["feedback"]["lines"][0]
    view = trainer.receive({"action": "pick", "card": "H2"})
    assert view["feedback"]["kind"] == "correct"
    assert "must follow suit" in view["feedback"]["lines"][0]  # legal note: you hold the suit led


def test_trick_bridge_no_trump_only_the_led_suit_wins():
    trainer = TrickTrainer("bridge", contract="3NT", trick=["HK", "H3", "H4"], hand=["SA", "CA", "DA"], mode="legal",
                           lang="en")
    trainer.receive({"action": "mode", "value": "legal"})
    view = trainer.receive({"action": "reveal"})
    assert view["feedback"]["kind"] == "info"
    with pytest.raises(CardlearnError):  # nothing in that hand can win a NT trick led in hearts
        TrickTrainer("bridge", contract="3NT", trick=["HK", "H3", "H4"], hand=["SA", "CA", "DA"])
    assert_refused(trainer, {"action": "mode", "value": "win"})


def test_trick_jass_undertrump_ban_and_trump_order():
    trainer = TrickTrainer("jass", contract="E", trick=["RA", "EK"], hand=["EU", "E6", "R7", "S9"], lang="en")
    assert jass.legal_cards(["EU", "E6", "R7", "S9"], ["RA", "EK"], "E") == trainer.situation.legal()
    view = trainer.receive({"action": "pick", "card": "E6"})
    assert view["feedback"]["kind"] == "wrong" and "undertrump" in view["feedback"]["lines"][0]
    view = trainer.receive({"action": "pick", "card": "EU"})
    assert view["feedback"]["kind"] == "correct" and "Buur" in view["feedback"]["lines"][0]


def test_trick_jass_bare_buur_and_undenufe():
    trainer = TrickTrainer("jass", contract="E", trick=["EA"], hand=["EU", "R7", "S9"], mode="legal", lang="en")
    view = trainer.receive({"action": "pick", "card": "R7"})
    assert view["feedback"]["kind"] == "correct" and "bare Buur" in view["feedback"]["lines"][0]
    under = TrickTrainer("jass", contract="undenufe", trick=["R9"], hand=["R6", "RA", "E6"], lang="en")
    assert under.winning_cards() == ["R6"]
    view = under.receive({"action": "pick", "card": "RA"})
    assert view["feedback"]["kind"] == "wrong" and "Undenufe" in view["feedback"]["lines"][0]


@pytest.mark.parametrize("game", ["bridge", "jass"])
@pytest.mark.parametrize("seed", range(6))
def test_trick_random_situations_agree_with_the_engine(game, seed):
    trainer = TrickTrainer(game, seed=seed, lang="en")
    assert trainer.winning_cards(), "win mode always has a winning card"
    s = trainer.situation
    for card in s.hand:
        legal = card in s.legal()
        if game == "jass":
            wins = legal and jass.trick_winner([*s.trick, card], s.contract) == len(s.trick)
        else:
            wins = legal and s.best_after(card) == card
        assert (card in trainer.winning_cards()) == wins
    again = TrickTrainer(game, seed=seed, lang="en")
    assert repr(again) == repr(trainer)  # the seed decides everything
    before = repr(trainer)
    trainer.receive({"action": "new"})
    assert repr(trainer) != before


def test_trick_refuses_bad_situations_and_cards():
    with pytest.raises(CardlearnError):
        TrickTrainer("bridge", contract="4S", trick=["HK"], hand=["HK", "S2"])
    with pytest.raises(CardlearnError):
        TrickTrainer("jass", contract="E", trick=["RA", "RK", "R9", "R8"], hand=["EU"])
    with pytest.raises(CardlearnError):
        TrickTrainer("chess")
    trainer = TrickTrainer("bridge", contract="4S", trick=["HK", "HA"], hand=["C2", "S3"], lang="en")
    assert_refused(trainer, {"action": "pick", "card": "HA"})  # not in the hand
    assert_refused(trainer, {"action": "pick", "card": "ZZ"})
    assert_refused(trainer, {"action": "new"})  # a lesson's own example is not re-dealt
    for message in MALFORMED:
        assert_refused(trainer, message)


def test_trick_view_words_every_language_and_static_html():
    trainer = TrickTrainer("jass", contract="obenabe", trick=["B8"], hand=["BA", "B6", "R7"], lang="en")
    trainer.receive({"action": "pick", "card": "BA"})
    seen = set()
    for lang in LANGUAGES:
        view = trainer.receive({"action": "set", "name": "lang", "value": lang})
        seen.add(view["feedback"]["title"] + view["prompt"])
        assert view["hand"][0]["label"]
    assert len(seen) == len(LANGUAGES)
    html = trainer.static_html()
    assert "Obenabe" in html and "<script" not in html
    assert repr(trainer).startswith("TrickTrainer(game='jass', contract='obenabe', trick='B8'")


# --- UndertrickCalculator --------------------------------------------------------------------------

WORKED = [("4S", False, 10, 420), ("3NT", True, 9, 600), ("1NT", False, 6, -50), ("4HX", True, 7, -800),
          ("2CX", False, 8, 180), ("6C", False, 12, 920), ("7NTXX", True, 13, 2980),
          ("1NTXX", True, 8, 1160), ("3NTX", False, 5, -800)]


@pytest.mark.parametrize("contract, vul, tricks, total", WORKED)
def test_calculator_guess_and_steps_match_the_rules_worked_checks(contract, vul, tricks, total):
    calc = UndertrickCalculator(contract, vulnerable=vul, tricks=tricks, lang="en")
    wrong = calc.receive({"action": "guess", "value": total + 10})
    assert wrong["feedback"]["kind"] == "wrong"
    right = calc.receive({"action": "guess", "value": str(total).replace("-", "−")})
    assert right["feedback"]["kind"] == "correct"
    parts = bridge.score(contract, tricks, vul).parts
    for _ in range(len(parts) + 5):
        view = calc.receive({"action": "step"})
    assert view["done"] and len(view["steps"]) == len(parts) + 2
    assert [step["points"] for step in view["steps"][1:-1]] == [
        f"{p.points:+d}".replace("-", "−") for p in parts]
    assert view["total"] == f"{total:+d}".replace("-", "−")


def test_calculator_penalty_table_is_the_engines_for_every_undertrick():
    calc = UndertrickCalculator("3NTX", vulnerable=False, tricks=5, lang="en")
    rows = calc.view["penalties"]["rows"]
    assert len(rows) == 9
    for row in rows:
        total = bridge.score("3NTX", 9 - row["down"], False).total
        assert row["total"] == f"{total:+d}".replace("-", "−")
    assert [row["each"] for row in rows[:4]] == ["−100", "−200", "−200", "−300"]
    assert [row["down"] for row in rows if row["current"]] == [4]
    calc.receive({"action": "doubled", "value": 2})
    calc.receive({"action": "vulnerable", "value": True})
    assert calc.view["penalties"]["rows"][0]["each"] == "−400"
    assert "redoubled, vulnerable" in calc.view["penalties"]["title"]


def test_calculator_changing_the_case_resets_the_question():
    calc = UndertrickCalculator("4H", vulnerable=False, tricks=10, lang="en")
    calc.receive({"action": "guess", "value": 420})
    calc.receive({"action": "step"})
    calc.receive({"action": "strain", "value": "NT"})
    assert calc.guess is None and calc.steps == 0 and calc.contract.code == "4NT"
    calc.receive({"action": "level", "value": 3})
    calc.receive({"action": "tricks", "value": 9})
    assert calc.score.total == 400
    pressed = {f["name"]: [o["value"] for o in f["options"] if o["pressed"]] for f in calc.view["fields"]}
    assert pressed == {"level": [3], "strain": ["NT"], "doubled": [0], "vulnerable": [False], "tricks": [9]}


@pytest.mark.parametrize("message", [
    {"action": "level", "value": 8}, {"action": "level", "value": True}, {"action": "level", "value": "x"},
    {"action": "strain", "value": "Z"}, {"action": "doubled", "value": 3}, {"action": "vulnerable", "value": "yes"},
    {"action": "vulnerable", "value": 1}, {"action": "tricks", "value": 14}, {"action": "tricks", "value": -1},
    {"action": "guess", "value": "abc"}, {"action": "guess", "value": 1.5}, {"action": "guess"},
    *MALFORMED,
])
def test_calculator_malformed_and_bad_values_change_nothing(message):
    calc = UndertrickCalculator("4HX", vulnerable=True, tricks=7, lang="en")
    calc.receive({"action": "guess", "value": -800})
    assert_refused(calc, message)


def test_calculator_every_language_static_html_and_repr():
    calc = UndertrickCalculator("4HX", vulnerable=True, tricks=7, lang="en")
    calc.receive({"action": "all"})
    heads = {calc.receive({"action": "set", "name": "lang", "value": lang})["steps"][0]["text"] for lang in LANGUAGES}
    assert len(heads) == len(LANGUAGES)
    assert repr(calc) == "UndertrickCalculator(contract='4HX', vulnerable=True, tricks=7, lang='en', steps=5)"
    html = calc.static_html()
    assert "−800" in html and "<script" not in html


# --- WeisComparator --------------------------------------------------------------------------------

HANDS = {"N": ["EA", "EK", "EO", "B6"], "E": ["R8", "R7", "R6", "B7"], "S": ["S6"], "W": ["B8"]}


def test_weis_chain_decides_by_rank_and_undenufe_reverses_it():
    comp = WeisComparator(HANDS, contract="obenabe", forehand="S", lang="en")
    report = jass.weis_report(comp.hands, "obenabe", "S")
    assert report.winner == "NS" and report.step == "rank"
    view = comp.receive({"action": "guess", "team": "EW"})
    assert view["feedback"]["kind"] == "wrong" and not view["chain"]["rows"]
    view = comp.receive({"action": "step"})
    assert [row["step"] for row in view["chain"]["rows"]] == ["points"]
    view = comp.receive({"action": "all"})
    states = {row["step"]: row["state"] for row in view["chain"]["rows"]}
    assert states == {"points": "equal", "type": "equal", "length": "equal", "rank": "decides",
                      "trump": "skipped", "play_order": "skipped"}
    assert "60" in view["score"]["lines"][-1]  # 20 points × 3 (Obenabe) = 60
    comp.receive({"action": "contract", "value": "undenufe"})
    assert comp.guess is None and comp.steps == 0
    view = comp.receive({"action": "guess", "team": "EW"})
    assert view["feedback"]["kind"] == "correct"
    view = comp.receive({"action": "all"})
    assert "lower top card" in view["score"]["lines"][0]
    assert "80" in view["score"]["lines"][-1]  # 20 × 4


def test_weis_play_order_decides_a_tie_and_forehand_changes_it():
    hands = {"N": ["EA", "EK", "EO"], "E": ["RA", "RK", "RO"], "S": [], "W": []}
    comp = WeisComparator(hands, contract="obenabe", forehand="N", lang="en")
    assert comp.report.step == "play_order" and comp.report.winner == "NS"
    comp.receive({"action": "forehand", "value": "E"})
    assert comp.report.winner == "EW"
    view = comp.receive({"action": "all"})
    assert view["chain"]["rows"][-1]["state"] == "decides"
    assert view["hands"][0]["seat"] == "E"  # shown in playing order from the forehand


def test_weis_marks_the_weis_cards_and_team_best():
    comp = WeisComparator(HANDS, contract="E", lang="en")
    north = next(hand for hand in comp.view["hands"] if hand["seat"] == "N")
    assert {card["code"] for card in north["cards"] if card["weis"]} == {"EA", "EK", "EO"}
    assert north["best"] and north["weis"] == [{"text": "three-card sequence", "points": 20}]


@pytest.mark.parametrize("seed", range(5))
def test_weis_random_deals_are_contested_and_seeded(seed):
    comp = WeisComparator(seed=seed, contract="S", lang="en")
    assert comp.report.comparison is not None
    assert all(len(cards) == 9 for cards in comp.hands.values())
    assert repr(WeisComparator(seed=seed, contract="S", lang="en")) == repr(comp)
    right = comp.report.winner
    assert comp.receive({"action": "guess", "team": right})["feedback"]["kind"] == "correct"
    before = repr(comp)
    comp.receive({"action": "new"})
    assert repr(comp) != before and comp.guess is None


def test_weis_refuses_bad_input():
    with pytest.raises(CardlearnError):
        WeisComparator({"N": ["EA", "EA"]})
    with pytest.raises(CardlearnError):
        WeisComparator(HANDS, contract="hearts")
    comp = WeisComparator(HANDS, contract="E", lang="en")
    for message in [{"action": "guess", "team": "NE"}, {"action": "contract", "value": "X"},
                    {"action": "forehand", "value": "Q"}, {"action": "new"}, *MALFORMED]:
        assert_refused(comp, message)


def test_weis_every_language_and_static_html():
    comp = WeisComparator(HANDS, contract="undenufe", lang="en")
    comp.receive({"action": "guess", "team": "NS"})
    comp.receive({"action": "all"})
    titles = {comp.receive({"action": "set", "name": "lang", "value": lang})["chain"]["rows"][0]["label"]
              for lang in LANGUAGES}
    assert len(titles) == len(LANGUAGES)
    html = comp.static_html()
    assert "Undenufe" in html and "<script" not in html
    assert "WeisComparator(contract='undenufe', forehand='S'" in repr(comp)
