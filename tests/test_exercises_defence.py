"""Lesson 6's exercises: the lead card, third hand's card and the generated "choose the opening lead"."""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge.defence import third_hand_card
from cardlearn.ai.bridge.leads import opening_lead
from cardlearn.engine.bridge.themes import theme_deal
from cardlearn.engine.errors import IllegalAction
from cardlearn.exercises import exercise
from cardlearn.exercises.answers import solve
from cardlearn.exercises.solution import Unanswerable

TRUMP = {"S": 0, "H": 1, "D": 2, "C": 3, "N": -1}


@pytest.mark.parametrize(("hand", "trick", "trump", "card", "rule"), [
    (["SA", "S8", "S4"], ["S3", "S2"], 1, "SA", "third_hand_high"),       # partner's low card: play high
    (["HK", "HQ", "H5"], ["H4", "H7"], -1, "HQ", "lowest_of_equals"),    # K‑Q are equal: the queen
    (["DQ", "DJ", "DT", "D2"], ["D3", "D4"], -1, "DT", "lowest_of_equals"),
    (["D9", "D6", "D2"], ["D3", "DQ"], -1, "D2", "cannot_win"),
    (["CA", "C7", "C2"], ["CK", "C4"], 0, "C2", "partner_winning"),       # partner's king holds the trick
    (["H8", "H5"], ["H3", "S2"], 0, "H5", "cannot_win"),                  # the dummy ruffed
])
def test_third_hand_rules(hand, trick, trump, card, rule) -> None:
    assert third_hand_card(hand, trick, trump) == (card, rule)


def test_third_hand_refuses_what_it_cannot_answer() -> None:
    with pytest.raises(IllegalAction) as error:
        third_hand_card(["SA"], ["H3"], -1)
    assert "partner's lead and the dummy's card" in error.value.localized("en")
    with pytest.raises(IllegalAction):
        third_hand_card(["SA"], ["H3", "H4"], -1)


def test_the_file_exercises_answer_from_the_rules_and_name_them_when_wrong() -> None:
    ex = exercise("bridge.defence.lead_interior", lang="en")
    assert ex.answer == "HJ"
    wrong = ex.check("HK", "en", record=False)
    assert not wrong.correct and "interior sequence" in wrong.message and "♥J" not in wrong.message
    ex = exercise("bridge.defence.third_hand_equals", lang="da")
    assert ex.answer == "HQ"
    assert "det laveste af lige gode kort" in ex.check("HK", "da", record=False).message


def test_a_wrong_suit_names_the_suit_rule() -> None:
    ex = exercise("bridge.defence.lead_partner_suit", lang="en")
    assert ex.answer == "H4"
    text = ex.check("S3", "en", record=False).message
    assert "another suit" in text and "partner's suit" in text


def test_a_void_suit_is_unanswerable_with_a_reason() -> None:
    with pytest.raises(Unanswerable) as error:
        solve("bridge.lead_card", "card", {"hand": ["SA", "S4"], "contract": "3NT", "suit": "H",
                                           "partner_suit": None})
    assert "Choose a suit you hold" in error.value.message.text("en")


def test_choose_the_opening_lead_variants_are_fresh_and_answered_by_the_lead_rules() -> None:
    answers = set()
    for seed in range(1, 11):
        ex = exercise("bridge.mastery.opening_lead", seed=seed, lang="en")
        hand, contract = ex.situation["hand"], ex.situation["contract"]
        assert len(hand) == 13
        ranks = "AKQJT98765432"
        pbn = ".".join("".join(sorted((c[1] for c in hand if c[0] == s), key=ranks.index)) for s in "SHDC")
        trump = TRUMP[contract[1] if contract[1] != "N" else "N"]
        assert ex.answer == opening_lead(pbn, trump).code
        assert ex.check(ex.answer, record=False).correct
        answers.add(ex.answer)
    assert len(answers) >= 6


def test_the_opening_lead_theme_gives_a_lead_worth_thinking_about() -> None:
    for seed in range(6):
        hand = theme_deal("opening_lead", seed).hand("S")
        suits = {s: "".join(c[1] for c in hand if c[0] == s) for s in "SHDC"}
        assert any((len(r) >= 4 and r[0] in "AKQJ") or any(p in r for p in ("AK", "KQ", "QJ", "JT"))
                   for r in suits.values())
