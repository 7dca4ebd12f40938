"""Generated mastery exercises: themed variants checked by the engine, New exercise, 8 of the last 10."""
from __future__ import annotations

import json

import pytest

from cardlearn.ai import bridge as bridge_ai
from cardlearn.engine.bridge import Deal
from cardlearn.engine.bridge.counting import sure_tricks
from cardlearn.exercises import AnswerBook, exercise
from cardlearn.exercises.generators import GeneratorProblem, variant
from cardlearn.exercises.mastery import first_answers, mastery
from cardlearn.exercises.progress import progress
from cardlearn.exercises.widget import ExerciseWidget

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
MASTERY_IDS = ("bridge.mastery.hcp", "bridge.mastery.opening", "bridge.mastery.sure_tricks")


def test_count_hcp_variants_are_fresh_hands_counted_by_the_engine() -> None:
    hands = set()
    for seed in range(1, 9):
        ex = exercise("bridge.mastery.hcp", seed=seed, lang="en")
        hand = ex.situation["hand"]
        assert len(hand) == 13
        assert ex.answer == sum(HCP.get(card[1], 0) for card in hand)
        assert ex.check(ex.answer, record=False).correct
        hands.add(tuple(hand))
    assert len(hands) == 8
    assert exercise("bridge.mastery.hcp", seed=4).situation == exercise("bridge.mastery.hcp", seed=4).situation


def test_choose_the_opening_variants_are_answered_by_the_ai_bidder() -> None:
    answers = set()
    for seed in range(1, 13):
        ex = exercise("bridge.mastery.opening", seed=seed, lang="en")
        hand = ex.situation["hand"]
        assert 10 <= sum(HCP.get(card[1], 0) for card in hand) <= 22  # the theme: 10–22 points
        assert ex.answer == bridge_ai.choose_call(hand, [], "S", "None", None).call
        answers.add(ex.answer)
    assert len(answers) >= 3, answers  # passes, one-level suits and 1NT all come up


def test_sure_tricks_variants_come_from_the_theme_and_the_engine_counts_them() -> None:
    for seed in range(1, 7):
        ex = exercise("bridge.mastery.sure_tricks", seed=seed, lang="en")
        deal = Deal.from_pbn(ex.situation["deal"])
        assert ex.answer == sure_tricks(deal).total
        assert 6 <= ex.answer <= 9
        assert "♠" in ex.prompt and "\nNorth (dummy): ♠" in ex.prompt  # one hand per line


def test_sure_tricks_explanation_names_the_length_limit() -> None:
    ex = exercise("bridge.mastery.sure_tricks", lang="en")  # ♥AKQJ opposite ♥10 7 3: five top cards, four tricks
    assert ex.answer == 6
    text = ex.explanation("en")
    assert "Sure tricks in hearts: 4. You hold 5 top cards, but the longer hand has only 4 cards" in text
    assert "Sure tricks in all: 6." in text
    wrong = ex.check(7, "en", record=False)
    assert not wrong.correct and "never more than the longer hand" in wrong.message
    for lang in ("th", "ko", "da", "tr"):
        assert ex.explanation(lang) != text


def test_a_generator_with_an_unknown_theme_is_refused() -> None:
    with pytest.raises(GeneratorProblem) as problem:
        variant("bridge.hcp", {"hand": []}, {"hand": {"theme": "squeeze", "seat": "S"}}, seed=1)
    assert problem.value.message.key == "engine.arg.choice"
    with pytest.raises(GeneratorProblem) as problem:
        variant("bridge.hcp", {"hand": []}, {"hand": {"theme": "random", "seat": "X"}}, seed=1)
    assert problem.value.message.key == "exercises.check.generator_theme"


def test_mastery_counts_the_first_answer_to_each_variant_of_the_last_ten() -> None:
    attempts = [{"seed": 1, "correct": False}, {"seed": 1, "correct": True}]  # a retry is not a new exercise
    assert first_answers(attempts) == [False]
    attempts += [{"seed": seed, "correct": True} for seed in range(2, 10)]
    state = mastery(attempts)
    assert (state.right, state.counted, state.mastered) == (8, 9, True)
    older_wrong = [{"seed": 100 + i, "correct": False} for i in range(5)]
    state = mastery(older_wrong + [{"seed": i, "correct": i % 2 == 0} for i in range(10)])
    assert (state.right, state.counted, state.mastered) == (5, 10, False)  # only the last ten count
    assert "5 right of the last 10" in state.message.text("en") and "goal is 8 of 10" in state.message.text("en")
    assert mastery([]).message.key == "exercises.mastery.start"


def answer(widget: ExerciseWidget, right: bool) -> None:
    value = widget.exercise.answer
    widget.receive({"action": "choose", "value": str(value if right else value + 1)})
    widget.receive({"action": "check"})


def test_new_exercise_button_gives_a_fresh_variant_and_resets_the_answer(tmp_path) -> None:
    widget = ExerciseWidget("bridge.mastery.hcp", lang="da", answers=tmp_path / "answers.json")
    view = widget.view
    assert view["generated"] and view["actions"]["new"] == "Ny øvelse"
    assert view["mastery"]["counted"] == 0 and "Mål: 8 rigtige af 10" in view["mastery"]["text"]
    first_hand, first_seed = widget.exercise.situation["hand"], widget.exercise.seed
    answer(widget, right=False)
    assert widget.view["feedback"]["kind"] == "wrong" and widget.exercise.hints_shown == 1
    view = widget.receive({"action": "new"})
    assert view["notice"] is None
    assert widget.exercise.seed not in (None, first_seed)
    assert widget.exercise.situation["hand"] != first_hand
    assert view["feedback"] is None and view["number"] == "" and widget.exercise.hints_shown == 0
    assert view["prompt"] != ExerciseWidget("bridge.mastery.hcp", lang="da").view["prompt"]


def test_mastery_is_kept_in_the_answers_journal_and_shown_in_progress(tmp_path) -> None:
    path = tmp_path / "answers.json"
    widget = ExerciseWidget("bridge.mastery.hcp", lang="en", answers=path)
    for number in range(10):
        widget.receive({"action": "new"})
        answer(widget, right=number >= 2)  # two wrong, then eight right
        if number == 5:
            answer(widget, right=False)  # a second answer to the same variant does not count
    view = widget.view
    assert view["mastery"]["mastered"] and "Mastered: 8 right of the last 10" in view["mastery"]["text"]
    events = [json.loads(line) for line in path.read_text().splitlines()[1:]]
    attempts = [event for event in events if event["event"] == "attempt"]
    assert len(attempts) == 11 and len({event["seed"] for event in attempts}) == 10
    shown = progress(path, lang="en")
    assert shown.mastery["bridge.mastery.hcp"].mastered
    assert "Count high-card points – Mastered: 8 right of the last 10" in repr(shown)
    assert 'data-mastered="true"' in shown._repr_html_()
    frame = shown.mastery_frame()
    assert frame.loc[0, "exercise"] == "bridge.mastery.hcp" and frame.loc[0, "right"] == 8
    # A second notebook on the same file sees the same mastery.
    again = ExerciseWidget("bridge.mastery.hcp", lang="tr", answers=AnswerBook(path))
    assert again.view["mastery"]["mastered"] and "Ustalaştınız" in again.view["mastery"]["text"]


def test_not_yet_mastered_with_the_count(tmp_path) -> None:
    widget = ExerciseWidget("bridge.mastery.sure_tricks", lang="en", answers=tmp_path / "a.json")
    for number in range(4):
        widget.receive({"action": "new"})
        answer(widget, right=number % 2 == 0)
    state = widget.view["mastery"]
    assert not state["mastered"] and (state["right"], state["counted"]) == (2, 4)
    shown = repr(progress(tmp_path / "a.json", lang="en"))
    assert "Count sure tricks in no trump – Not mastered yet: 2 right of the last 4; the goal is 8 of 10." in shown
    assert "New exercise" not in shown  # no button on the progress page


def test_an_exercise_without_variants_offers_no_new_exercise() -> None:
    widget = ExerciseWidget("bridge.table.001", lang="en")
    assert not widget.view["generated"] and widget.view["mastery"] is None
    before = widget.exercise
    view = widget.receive({"action": "new"})
    assert view["notice"] and widget.exercise is before


@pytest.mark.parametrize("exercise_id", MASTERY_IDS)
def test_every_mastery_exercise_has_a_fresh_variant_in_every_language(exercise_id: str) -> None:
    widget = ExerciseWidget(exercise_id, lang="th")
    widget.receive({"action": "new"})
    for lang in ("en", "th", "ko", "da", "tr"):
        widget.lang = lang
        assert widget.view["actions"]["new"] and widget.view["mastery"]["text"]
        assert "{" not in widget.view["prompt"]


def _generated_ids() -> list[str]:
    from pathlib import Path

    from cardlearn.exercises.loader import load

    folder = Path(__file__).resolve().parents[1] / "lessons" / "exercises"
    return sorted(spec_id for path in folder.glob("*.toml") for spec_id, spec in load(path).items() if spec.generator)


@pytest.mark.parametrize("exercise_id", _generated_ids())
def test_every_generated_lesson_exercise_gets_new_variants_answered_by_the_engine(exercise_id: str) -> None:
    widget = ExerciseWidget(exercise_id, lang="ko")
    assert widget.view["generated"] and widget.view["mastery"]["counted"] == 0
    seeds = set()
    for _ in range(3):
        view = widget.receive({"action": "new"})
        assert view["notice"] is None, view["notice"]
        seeds.add(widget.exercise.seed)
        assert widget.exercise.check(widget.exercise.answer, record=False).correct
    assert len(seeds) == 3
