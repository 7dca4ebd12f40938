"""Exercises that teach: a hint before the solution, examples that fit, every feedback line once, the widget's language."""
from __future__ import annotations

import ast
import html
from pathlib import Path

import pytest

from cardlearn.exercises import exercise
from cardlearn.exercises.kinds import parse_value
from cardlearn.exercises.loader import load
from cardlearn.exercises.widget import exercise_widget
from cardlearn.i18n import LANGUAGES, t

LESSON_FILES = sorted((Path(__file__).resolve().parents[1] / "lessons" / "exercises").glob("*.toml"))
ALL_IDS = sorted(spec_id for path in LESSON_FILES for spec_id in load(path))


def wrong_values(ex):
    """Well-formed wrong answers of the exercise's kind, as a learner would click them."""
    right = ex.answer if isinstance(ex.answer, frozenset) else {ex.answer}
    if ex.kind == "number":
        pool = [-800, 12, 7, 0, 1, 99, 157]
    elif ex.kind == "order":
        items = ex.items
        pool = [tuple(items[::-1]), tuple(items[1:] + items[:1]), tuple(items)]
    elif ex.kind == "true_false":
        pool = [True, False]
    else:
        pool = ex.choices() or []
    return [value for value in pool if value not in right]


def intents(widget, value):
    if widget.kind == "order":
        return [{"action": "clear"}] + [{"action": "place", "value": item} for item in value]
    return [{"action": "choose", "value": str(value) if widget.kind == "number" else value}]


def shown_lines(view):
    lines = []
    if view.get("feedback"):
        lines += [view["feedback"]["title"], *view["feedback"]["lines"]]
    lines += view["hints"]
    if view.get("solution"):
        lines += [view["solution"]["title"], *view["solution"]["lines"]]
    return lines


@pytest.mark.parametrize("exercise_id", ALL_IDS)
def test_wrong_answers_get_hints_first_then_the_solution_and_no_line_twice(exercise_id):
    widget = exercise_widget(exercise_id, lang="en")
    hints = len(widget.exercise.spec.hints)
    answer_lines = widget.exercise.solution("en").split("\n")
    wrong = wrong_values(widget.exercise)
    assert wrong, "there is a wrong answer to give"
    if len(wrong) == 1:  # Yes/No, NS/EW: the one wrong answer checked again is the same attempt
        for intent in intents(widget, list(wrong[0]) if isinstance(wrong[0], tuple) else wrong[0]):
            widget.receive(intent)
        first = widget.receive({"action": "check"})
        again = widget.receive({"action": "check"})
        assert first["feedback"] == again["feedback"] and "solution" not in again
        assert again["hints_left"] == hints - 1
        lines = shown_lines(widget.receive({"action": "reveal"}))
        assert len(lines) == len(set(lines)), f"a line shown twice: {lines}"
        return
    for attempt in range(hints + 1):
        value = wrong[attempt % len(wrong)]
        for intent in intents(widget, list(value) if isinstance(value, tuple) else value):
            widget.receive(intent)
        view = widget.receive({"action": "check"})
        assert view["notice"] is None and view["feedback"]["kind"] == "wrong"
        lines = shown_lines(view)
        assert len(lines) == len(set(lines)), f"a line shown twice: {lines}"
        if attempt < hints:
            assert "solution" not in view, "no solution before the hints are used"
            assert answer_lines[0] not in " ".join(lines)
            assert widget.exercise.hint_text(attempt + 1, "en") in view["feedback"]["lines"]
            assert view["hints_left"] == hints - attempt - 1
        else:
            assert view["solution"]["lines"], "after every hint the solution comes"
            assert view["solution"]["title"] == answer_lines[0]


def test_the_solution_on_request_and_none_after_a_right_answer():
    widget = exercise_widget("bridge.undertricks.001", lang="da")
    assert "solution" not in widget.view
    view = widget.receive({"action": "reveal"})
    assert view["solution"]["title"].startswith("Svar:")
    widget.receive({"action": "choose", "value": "-100"})
    view = widget.receive({"action": "check"})
    assert view["feedback"]["kind"] == "correct" and "solution" not in view


def test_pressing_check_again_does_not_use_up_the_hints():
    widget = exercise_widget("bridge.undertricks.005", lang="en")
    widget.receive({"action": "choose", "value": "-50"})
    first = widget.receive({"action": "check"})
    again = widget.receive({"action": "check"})
    assert first["feedback"] == again["feedback"] and again["hints_left"] == first["hints_left"] == 2


def test_the_hint_button_and_the_feedback_share_the_hints():
    widget = exercise_widget("bridge.undertricks.005", lang="ko")
    widget.receive({"action": "hint"})
    widget.receive({"action": "choose", "value": "-50"})
    view = widget.receive({"action": "check"})
    assert view["hints"] == [widget.exercise.hint_text(1, "ko")]
    assert widget.exercise.hint_text(2, "ko") in view["feedback"]["lines"]
    assert view["hints_left"] == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_widget_is_in_the_exercises_language_also_for_teachers(lang):
    for teacher in (False, True):
        ex = exercise("jass.table.001", lang=lang, teacher=teacher)
        view = ex.widget().view
        assert view["lang"] == lang
        assert view["actions"]["check"] == t("widgets.lessons.action.check", lang)
        assert view["prompt"] == ex.prompt_text(lang)
        if teacher:
            assert view["solution"]["title"].startswith(t("exercises.html.teacher", lang))


@pytest.mark.parametrize("exercise_id", ALL_IDS)
def test_the_example_answer_fits_the_kind_and_is_not_the_answer(exercise_id):
    ex = exercise(exercise_id, lang="en")
    example = ex.example()
    assert example.strip(), "no empty .check()"
    value = ast.literal_eval(example)
    parsed = parse_value(ex.kind, value, ex.spec.game, ex.items or None)
    right = ex.answer if isinstance(ex.answer, frozenset) else {ex.answer}
    assert parsed not in right
    if ex.topic == "bridge.hcp":
        assert 0 <= value <= 37
    assert html.escape(f".check({example})") in ex._repr_html_()


def test_a_malformed_answer_shows_an_example_of_the_right_kind():
    feedback = exercise("jass.table.001", lang="en").check("nobody")
    assert not feedback.valid and '.check("N")' in feedback.message
    hcp = exercise("bridge.table.001", lang="en").check("many")
    assert ".check(-800)" not in hcp.message and ".check(12)" in hcp.message


def test_the_call_picker_is_a_bidding_box_by_level():
    full = exercise_widget("bridge.system.001", lang="th").view
    box = full["call_box"]
    assert box["full"] and [c["value"] for c in box["specials"]] == ["P", "X", "XX"]
    assert [row["level"] for row in box["levels"]] == [1, 2, 3, 4, 5, 6, 7]
    assert all([c["value"][1:] for c in row["calls"]] == ["C", "D", "H", "S", "NT"] for row in box["levels"])
    assert box["specials"][0]["aria"] == t("widgets.bridge.call_name.P", "th")  # read out in the learner's words
    few = exercise_widget("bridge.bidding.007", lang="en").view["call_box"]
    assert not few["full"]
    assert [c["value"] for c in few["specials"]] == ["X", "XX"]
    assert [(row["level"], [c["value"] for c in row["calls"]]) for row in few["levels"]] == [(1, ["1H"])]


@pytest.mark.parametrize("answer", ["1" * 5000, 2**20000, 1e300, ["1C"] * 100000, {n: n for n in range(1000)},
                                    "x" * 65, [["1C"] * 100]],
                         ids=["digits", "huge-int", "huge-float", "long-list", "dict", "long-text", "nested"])
@pytest.mark.parametrize("exercise_id", ["bridge.undertricks.001", "bridge.bidding.004", "jass.table.001"])
def test_an_answer_far_too_big_is_refused_quickly_unechoed_and_not_recorded(tmp_path, exercise_id, answer):
    path = tmp_path / "answers.json"
    ex = exercise(exercise_id, lang="th", answers=path)
    feedback = ex.check(answer)
    assert not feedback.valid and not feedback.correct
    assert len(feedback.message) < 300 and "64" in feedback.message
    assert ex.hints_left == len(ex.spec.hints) and not path.exists()


@pytest.mark.parametrize(("typed", "seat"), [
    ("N", "N"), ("west", "W"), ("Ø", "E"), ("øst", "E"), ("V", "W"), ("Syd", "S"),  # Danish
    ("Batı", "W"), ("batı", "W"), ("K", "N"), ("Güney", "S"),  # Turkish
    ("남", "S"), ("동", "E"), ("ใต้", "S"), ("ตะวันตก", "W"),  # Korean, Thai
    ("남쪽", "S"), ("북 자리", "N"), ("ทิศใต้", "S"), ("ทิศ ตะวันออก", "E"),  # the seat written in full
])
def test_a_seat_answer_may_be_typed_in_the_learners_language(typed, seat):
    assert parse_value("seat", typed, "bridge") == seat


@pytest.mark.parametrize("lang", ["da", "tr", "th", "ko"])
def test_a_wrong_seat_answer_names_the_seats_in_the_learners_language(lang):
    from cardlearn.exercises.errors import MalformedAnswer
    from cardlearn.i18n import t
    with pytest.raises(MalformedAnswer) as caught:
        parse_value("seat", "X", "bridge")
    text = t(caught.value.key, lang, **caught.value.params)
    assert all(t(f"core.seat.{letter}", lang) in text for letter in "NESW"), text
