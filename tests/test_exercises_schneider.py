"""The Schneider topic: the engine's rule on the final scores, explained in every language, in lesson 12."""
from __future__ import annotations

from pathlib import Path

import pytest

from cardlearn.engine import jass
from cardlearn.engine.jass.rules import SCHNEIDER_BELOW
from cardlearn.exercises import exercise
from cardlearn.exercises.answers import solve
from cardlearn.exercises.check import check_path
from cardlearn.exercises.solution import Unanswerable
from cardlearn.i18n import LANGUAGES

MATCH_FILE = Path(__file__).resolve().parents[1] / "lessons" / "exercises" / "jass-match.toml"


def situation(winner: int, loser: int, target: int = 3000) -> dict[str, int]:
    return {"winner_points": winner, "loser_points": loser, "target": target}


@pytest.mark.parametrize(("loser", "expected"), [(0, True), (980, True), (1499, True),
                                                 (1500, False), (1501, False), (2990, False)])
def test_answer_on_both_sides_of_1500(loser: int, expected: bool) -> None:
    solution = solve("jass.schneider", "true_false", situation(3040, loser))
    assert solution.value is expected
    assert solution.accepts(expected) and not solution.accepts(not expected)


def test_the_rule_lives_in_the_engine() -> None:
    assert SCHNEIDER_BELOW == 1500
    assert jass.is_schneider(3000, 1499) and not jass.is_schneider(3000, 1500)
    # Not over yet: nobody has reached the target, so nobody is Schneider.
    assert not jass.is_schneider(2990, 100)
    assert jass.is_schneider(1000, 200, target=1000)


@pytest.mark.parametrize("loser", [1499, 1500])
def test_the_exercise_agrees_with_a_played_match(loser: int) -> None:
    hands = {seat: list(cards) for seat, cards in jass.Match(seed=11).hands.items()}
    match = jass.Match.from_hands(hands, forehand="S", scores={"NS": 2990, "EW": loser})
    match.choose("obenabe", seat="S")
    while not match.is_over:
        match.play(match.legal_cards()[0])
    assert match.winner == "NS" and match.scores["EW"] == loser
    answer = solve("jass.schneider", "true_false", situation(match.scores["NS"], loser))
    assert answer.value is match.schneider is (loser < 1500)
    end = match.events[-1]
    assert isinstance(end, jass.MatchEndEvent) and end.schneider is answer.value


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("loser", [1420, 1500])
def test_explanation_in_every_language(lang: str, loser: int) -> None:
    solution = solve("jass.schneider", "true_false", situation(3020, loser))
    texts = [line.text(lang) for line in solution.explanation]
    assert texts and all(texts)
    joined = " ".join(texts)
    assert "3020" in joined and str(loser) in joined and "1500" in joined
    assert "{" not in joined and "exercises." not in joined
    if lang != "en":
        assert joined != " ".join(line.text("en") for line in solution.explanation)
    reason = solution.reason(not solution.value) if solution.reason else None
    assert reason is not None and "1500" in reason.text(lang) and "{" not in reason.text(lang)


@pytest.mark.parametrize(("winner", "loser"), [(2990, 1000), (3100, 3000), (3100, -5)])
def test_impossible_scores_are_refused_in_every_language(winner: int, loser: int) -> None:
    with pytest.raises(Unanswerable) as caught:
        solve("jass.schneider", "true_false", situation(winner, loser))
    for lang in LANGUAGES:
        text = caught.value.message.text(lang)
        assert "3000" in text and "{" not in text


def test_checker_passes_the_match_file() -> None:
    report = check_path(MATCH_FILE)
    assert report.ok, report.text("en")


def test_exercise_variants_cover_both_answers() -> None:
    answers = set()
    for seed in range(40):
        ex = exercise("jass.match.003", seed=seed, path=MATCH_FILE, teacher=True)
        loser = ex.situation["loser_points"]
        assert ex.answer is (loser < 1500)
        for lang in LANGUAGES:
            prompt = ex.prompt_text(lang)
            assert str(loser) in prompt and str(ex.situation["winner_points"]) in prompt
            assert "Schneider" in ex.solution(lang)
        answers.add(ex.answer)
    assert answers == {True, False}


def test_exercise_checks_an_answer() -> None:
    ex = exercise("jass.match.003", path=MATCH_FILE, answers=None, teacher=False)
    assert ex.answer is True
    wrong = ex.check(False, lang="ko", record=False)
    assert not wrong.correct and wrong.valid
    right = ex.check(True, lang="th", record=False)
    assert right.correct


def test_the_match_file_asks_schneider_both_ways() -> None:
    report = check_path(MATCH_FILE)
    schneider = {spec.id: spec.expected for spec in report.exercises if spec.topic == "jass.schneider"}
    assert set(schneider.values()) == {True, False}
    assert schneider["jass.match.004"] is False  # exactly 1500 escapes Schneider


@pytest.mark.parametrize("lang", ["th", "ko", "da", "tr"])
def test_lesson_12_asks_the_schneider_exercise(lang: str) -> None:
    import json

    notebook = MATCH_FILE.parents[1] / lang / "19-jass-practice-match.ipynb"
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    sources = ["".join(cell["source"]) for cell in cells]
    at = next(i for i, source in enumerate(sources) if 'exercise("jass.match.003"' in source)
    assert cells[at - 1]["cell_type"] == "markdown" and "Schneider" in sources[at - 1]
    assert sources[at + 1] == 'ex4.check("?")'
