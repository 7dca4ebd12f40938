"""The ExerciseWidget's protocol: every exercise kind answered through intents, checked by the exercise API."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardlearn.exercises import exercise
from cardlearn.exercises.loader import load
from cardlearn.exercises.widget import ExerciseWidget, exercise_widget
from cardlearn.i18n import LANGUAGES

LESSON_FILES = sorted((Path(__file__).resolve().parents[1] / "lessons" / "exercises").glob("*.toml"))
ALL_IDS = sorted(spec_id for path in LESSON_FILES for spec_id in load(path))


def answer_intents(widget: ExerciseWidget, value) -> list[dict]:
    """The clicks a learner makes to give ``value``."""
    if widget.kind == "order":
        return [{"action": "place", "value": item} for item in value]
    if widget.kind == "number":
        return [{"action": "choose", "value": str(value)}]
    return [{"action": "choose", "value": value}]


def one_answer(value):
    return min(value, key=str) if isinstance(value, frozenset) else value


@pytest.mark.parametrize("exercise_id", ALL_IDS)
def test_every_lesson_exercise_can_be_answered_by_clicking(exercise_id):
    widget = exercise_widget(exercise_id, lang="en")
    right = one_answer(widget.exercise.answer)
    if widget.kind not in ("number", "order"):
        assert right in widget.choices(), "the right answer is among the buttons"
    for intent in answer_intents(widget, right):
        assert widget.receive(intent)["notice"] is None
    view = widget.receive({"action": "check"})
    assert view["notice"] is None
    assert view["feedback"]["kind"] == "correct", view["feedback"]
    assert view["feedback"]["lines"]  # says why


def test_number_exercise_right_wrong_and_malformed():
    widget = exercise_widget("bridge.undertricks.003", lang="en")
    assert widget.view["kind"] == "number" and widget.view["choices"] == []
    widget.receive({"action": "choose", "value": "-500"})
    view = widget.receive({"action": "check"})
    assert view["feedback"]["kind"] == "wrong"
    assert view["feedback"]["title"] == "Your answer: −500"
    assert ".hint()" not in " ".join(view["feedback"]["lines"])  # no Python API talk in the widget
    widget.receive({"action": "choose", "value": "abc"})
    view = widget.receive({"action": "check"})
    assert view["feedback"]["kind"] == "malformed" and "whole number" in view["feedback"]["lines"][0]
    widget.receive({"action": "choose", "value": "−800"})
    view = widget.receive({"action": "check"})
    assert view["feedback"]["kind"] == "correct" and "−800" in " ".join(view["feedback"]["lines"])
    assert repr(widget) == ("ExerciseWidget(id='bridge.undertricks.003', kind='number', lang='en', "
                            "answer='−800', correct=True)")


def test_card_exercise_offers_the_hand_and_refuses_other_values():
    widget = exercise_widget("jass.tricks.005", lang="en")
    hand = widget.exercise.situation["hand"]
    assert [choice["value"] for choice in widget.view["choices"]] == hand
    assert all(choice["kind"] == "card" and choice["deck"] == "jass" for choice in widget.view["choices"])
    before = repr(widget)
    for message in ({"action": "choose", "value": "EU"} if "EU" not in hand else {"action": "choose", "value": "B6"},
                    {"action": "choose", "value": 7}, {"action": "place", "value": "EA"}, {"action": "check"},
                    {"action": "explode"}, "junk", {"action": "choose"}, {"action": "choose", "value": [1]}):
        view = widget.receive(message)
        assert view["notice"] and view["notice"]["kind"] == "error", message
        assert repr(widget) == before
    widget.receive({"action": "choose", "value": hand[0]})
    assert next(c["pressed"] for c in widget.view["choices"]) is True


def test_order_exercise_places_and_takes_back_items():
    widget = exercise_widget("bridge.bidding.004", lang="en")
    items = [item["value"] for item in widget.view["order"]["items"]]
    assert sorted(items) == sorted(["2C", "1NT", "1S", "2D"])
    widget.receive({"action": "place", "value": "2C"})
    widget.receive({"action": "place", "value": "1S"})
    widget.receive({"action": "place", "value": "2C"})  # clicked again: taken back
    assert widget.placed == ["1S"]
    for item in ("1NT", "2D", "2C"):
        widget.receive({"action": "place", "value": item})
    view = widget.receive({"action": "check"})
    assert view["feedback"]["kind"] == "wrong"  # 2D before 2C
    widget.receive({"action": "clear"})
    assert widget.placed == []
    assert widget.receive({"action": "check"})["notice"]["kind"] == "error"  # nothing chosen


@pytest.mark.parametrize("exercise_id, kind, values", [
    ("bridge.bidding.005", "true_false", [True, False]),
    ("jass.weis.001", "team", ["NS", "EW"]),
    ("bridge.bidding.008", "seat", ["N", "E", "S", "W"]),
    ("bridge.bidding.007", "call", ["1H", "X", "XX"]),
])
def test_choice_kinds_offer_the_right_buttons(exercise_id, kind, values):
    widget = exercise_widget(exercise_id, lang="en")
    assert widget.kind == kind
    assert [choice["value"] for choice in widget.view["choices"]] == values
    assert all(choice["text"] for choice in widget.view["choices"])


def test_true_false_refuses_look_alike_values():
    widget = exercise_widget("bridge.bidding.005", lang="en")
    for value in (1, "true", 0):
        assert widget.receive({"action": "choose", "value": value})["notice"]["kind"] == "error"
    widget.receive({"action": "choose", "value": True})
    assert widget.choice is True


def test_hints_teacher_view_and_reveal():
    widget = exercise_widget("bridge.undertricks.003", lang="en")
    assert widget.view["hints"] == [] and widget.view["hints_left"] == 3
    assert "solution" not in widget.view
    view = widget.receive({"action": "hint"})
    assert view["hints"][0].startswith("Hint 1 of 3") and view["hints_left"] == 2
    view = widget.receive({"action": "reveal"})
    assert view["solution"]["title"].startswith("Answer") and view["solution"]["lines"]
    teacher = exercise_widget("bridge.undertricks.003", teacher=True, lang="da")
    assert teacher.view["teacher"] and "Svar" in teacher.view["solution"]["title"]
    assert "teacher=True" in repr(teacher)


def test_answers_are_kept_in_the_book_and_survive_a_rerun(tmp_path):
    book = tmp_path / "answers.json"
    widget = exercise_widget("bridge.undertricks.003", lang="en", answers=book)
    widget.receive({"action": "hint"})
    widget.receive({"action": "choose", "value": "-500"})
    widget.receive({"action": "check"})
    widget.receive({"action": "set", "name": "lang", "value": "ko"})  # re-wording is not an attempt
    widget.receive({"action": "set", "name": "lang", "value": "th"})
    widget.receive({"action": "choose", "value": "-800"})
    widget.receive({"action": "check"})
    saved = book.read_text(encoding="utf-8")  # the journal: one JSON line per event
    events = [json.loads(line) for line in saved.splitlines()][1:]
    assert [e["answer"] for e in events if e["event"] == "attempt"] == [-500, -800]
    again = exercise_widget("bridge.undertricks.003", lang="en", answers=book)
    # Hint 1 asked for, hint 2 given with the wrong answer: both are kept.
    assert len(again.view["hints"]) == 2 and again.view["hints_left"] == 1
    book_data = widget.exercise.book
    assert len(book_data.attempts("bridge.undertricks.003")) == 2


def test_feedback_follows_the_language():
    widget = exercise_widget("jass.weis.001", lang="en")
    widget.receive({"action": "choose", "value": "NS"})
    widget.receive({"action": "check"})
    seen = set()
    for lang in LANGUAGES:
        view = widget.receive({"action": "set", "name": "lang", "value": lang})
        seen.add(view["feedback"]["title"] + view["prompt"] + view["labels"]["answer"])
    assert len(seen) == len(LANGUAGES)


def test_exercise_object_and_static_html():
    ex = exercise("bridge.bidding.004", lang="en", teacher=True)
    widget = ExerciseWidget(ex)
    assert widget.teacher
    html = widget._repr_mimebundle_()[0]["text/html"]
    assert "bridge.bidding.004" in html and "<script" not in html
    assert widget._repr_mimebundle_()[0]["text/plain"] == repr(widget)
