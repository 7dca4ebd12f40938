"""Lesson 18's "trumps or push": the contract kind, the clear-case guideline, the generator, the widget, narration."""
from __future__ import annotations

from collections import Counter

import pytest

from cardlearn.ai.jass.contract import choose_contract_for_hand
from cardlearn.ai.jass.guidelines import answer_group, clear_choice, guideline
from cardlearn.engine import jass
from cardlearn.engine.jass import narrate
from cardlearn.engine.jass.play import mask_of
from cardlearn.exercises import exercise
from cardlearn.exercises.answers import Unanswerable, solve
from cardlearn.exercises.errors import MalformedAnswer
from cardlearn.exercises.kinds import CONTRACT_CHOICES, parse_value
from cardlearn.exercises.schema import parse_exercise
from cardlearn.exercises.widget import ExerciseWidget
from cardlearn.i18n import LANGUAGES

MASTERY = "jass.tactics.contract"
# Buur, Nell, König and 7 of shields: the textbook trump hand of the lesson (seed 58's forehand).
SHIELDS_HAND = ["EO", "ET", "E8", "R7", "SK", "SU", "S9", "S7", "B8"]


@pytest.mark.parametrize("raw, value", [("R", "R"), (" s ", "S"), ("Obenabe", "obenabe"),
                                        ("UNDENUFE", "undenufe"), ("push", "push"), ("Skub", "push"),
                                        ("schieben", "push")])
def test_contract_answers_are_read_in_their_canonical_form(raw, value) -> None:
    assert parse_value("contract", raw, "jass") == value


@pytest.mark.parametrize("raw", [42, None, True, "", "X", "trump", "<script>alert(1)</script>", "R" * 5000,
                                 ["R"], {"contract": "R"}, 3.5])
def test_hostile_contract_answers_are_refused_with_a_localized_error(raw) -> None:
    with pytest.raises(MalformedAnswer) as caught:
        parse_value("contract", raw, "jass")
    texts = {lang: caught.value.message.text(lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == len(texts), "every language has its own text"
    for text in texts.values():
        assert "obenabe, undenufe, push" in text  # says what is allowed
        assert len(text) < 400  # a long answer is clipped, not echoed


def test_a_hostile_check_changes_nothing() -> None:
    ex = exercise(MASTERY)
    feedback = ex.check("<b>trump</b>")
    assert not feedback.correct and not feedback.valid and ex.hints_shown == 0
    assert "obenabe, undenufe, push" in feedback.message


def test_the_kind_belongs_to_the_contract_topic_only() -> None:
    raw = {"id": "x.y", "kind": "contract", "topic": "jass.card_points", "contract": "E", "cards": ["EA"],
           "prompt": {lang: "?" for lang in ("th", "ko", "da", "tr")}}
    spec, problems = parse_exercise(raw, "t.toml", 1)
    assert spec is None and any(p.field == "kind" for p in problems)


def test_the_lesson_hand_is_a_textbook_trump_hand() -> None:
    ex = exercise(MASTERY)
    assert ex.answer == "S" and guideline(mask_of(SHIELDS_HAND)) == {"S"}
    assert ex.check("S").correct
    wrong = ex.check("obenabe")
    assert not wrong.correct and "three sure tricks from the top" in wrong.message


def test_an_unclear_hand_has_no_answer() -> None:
    # Buur and one more trump, nothing else: the guideline says push but the choice is close.
    unclear = [h for s in range(200) for h in [list(jass.Match(seed=s).hands["S"])]
               if clear_choice(mask_of(h)) is None]
    with pytest.raises(Unanswerable):
        solve("jass.contract_choice", "contract", {"hand": unclear[0]})
    with pytest.raises(Unanswerable):
        solve("jass.contract_choice", "contract", {"hand": SHIELDS_HAND[:8]})


def test_generated_answers_agree_with_the_ai_and_cover_all_four_choices() -> None:
    groups: Counter[str] = Counter()
    for seed in range(40):
        ex = exercise(MASTERY, seed=seed)
        hand = ex.situation["hand"]
        mask = mask_of(hand)
        assert ex.answer == choose_contract_for_hand(mask, True).contract
        assert guideline(mask) == {ex.answer}  # the textbook guideline points to it alone
        groups[answer_group(ex.answer)] += 1
    assert set(groups) == {"trump", "obenabe", "undenufe", "push"}
    assert exercise(MASTERY, seed=7).situation == exercise(MASTERY, seed=7).situation  # seeded


def test_the_widget_offers_seven_contract_buttons_in_the_learners_language(tmp_path) -> None:
    widget = ExerciseWidget(MASTERY, lang="th", answers=tmp_path / "answers.json")
    view = widget.view
    assert [c["value"] for c in view["choices"]] == list(CONTRACT_CHOICES)
    assert all(c["kind"] == "contract" for c in view["choices"])
    texts = [c["text"] for c in view["choices"]]
    assert "ส่งให้คู่ขาเลือก" in texts and "ทรัมป์โล่" in texts and "Obenabe" in texts
    assert widget.receive({"action": "choose", "value": "trumps"})["notice"]  # refused
    assert widget.choice is None
    widget.receive({"action": "choose", "value": "S"})
    assert widget.receive({"action": "check"})["feedback"]["kind"] == "correct"
    assert view["generated"]


def test_narration_prints_sentences_not_codes() -> None:
    trick = narrate.trick_sentence(["RA", "RK", "E6", "R9"], "E", leader="S")
    assert trick.text("en") == ("In acorns trump: South rose Ass, East rose König, North acorn 6, West rose 9. "
                                "North wins the trick with the acorn 6 (15 points in the trick).")
    assert "Nord vinder stikket" in trick.text("da")
    scores = narrate.scores_sentence({"NS": 78, "EW": 60})
    assert scores.text("da") == "Nord–Syd har 78 point, Øst–Vest 60; partiet spilles til 3000."
    hand = narrate.hand_sentence("S", SHIELDS_HAND)
    assert hand.text("en") == ("South holds: acorns Ober, Banner, 8; roses 7; shields König, Under, 9, 7; "
                               "bells 8.")
    for lang in LANGUAGES:
        for sentence in (trick, scores, hand):
            text = sentence.text(lang)
            assert "{" not in text and "'NS'" not in text and "RA" not in text


def test_narration_of_a_push_and_the_end_of_a_match() -> None:
    match = jass.Match(seed=9)
    assert narrate.contract_sentence(match).text("en") == "West is to choose the contract."
    match.choose("push")
    match.choose("obenabe")
    assert narrate.contract_sentence(match).text("en") == (
        "West pushed, so East had to choose: Obenabe. West still leads to the first trick.")
    hands = {"S": ["EU", "E9", "EA", "EK", "RA", "RK", "S6", "BA", "B6"],
             "E": ["EO", "ET", "E8", "R9", "R8", "S9", "S8", "B9", "B8"],
             "N": ["E7", "E6", "RO", "RU", "RT", "SK", "SO", "BK", "BO"],
             "W": ["R7", "R6", "SU", "ST", "SA", "S7", "BU", "BT", "B7"]}
    match = jass.Match.from_hands(hands, forehand="S", scores={"NS": 2900, "EW": 1400})
    match.choose("E")
    while not match.is_over:
        match.play(match.legal_cards()[0])
    end = narrate.match_end_sentence(match).text("en")
    assert end.startswith("North–South reach 3000") and "Schneider" in end and "1400" in end


def test_legal_cards_sentence_names_the_rule_of_following() -> None:
    legal = jass.legal_cards(hand=["SU", "S6", "EA"], trick=["SA"], trump="S")
    sentence = narrate.legal_sentence(["SU", "S6", "EA"], ["SA"], "S", legal).text("en")
    assert sentence.endswith("may play: shield Under, shield 6.")


def test_a_match_won_by_stoeck_at_the_choice_is_told_without_zero_tricks() -> None:
    # Stöck scores the moment the contract is chosen when it reaches the target (lesson 17): the
    # sentence says "before the first card", never "after 0 tricks" (issue #29).
    hands = {"S": ["RK", "RO", "E6", "E7", "S6", "S7", "B6", "B7", "B8"],
             "E": ["EA", "EK", "EO", "EU", "ET", "E9", "E8", "SA", "SK"],
             "N": ["RA", "RU", "R9", "RT", "R8", "R7", "R6", "SO", "SU"],
             "W": ["ST", "S9", "S8", "BA", "BK", "BO", "BU", "BT", "B9"]}
    match = jass.Match.from_hands(hands, forehand="S", scores={"NS": 2985, "EW": 2100})
    match.choose("R")
    assert match.is_over and not match.deal.tricks
    sentence = narrate.match_end_sentence(match)
    assert sentence.text("en") == ("North–South reach 3000 (3005 points) before the first card of this deal is "
                                   "played and win the match; East–West have 2100.")
    assert "før der er spillet et kort" in sentence.text("da")
    assert "daha tek kart oynanmadan" in sentence.text("tr")
    assert "카드를 한 장도 내기 전에" in sentence.text("ko")
    assert "ก่อนที่มือนี้จะลงไพ่ใบแรก" in sentence.text("th")
    for lang in LANGUAGES:
        assert " 0 " not in sentence.text(lang) and "{" not in sentence.text(lang)
