"""A learner's answers in a JSON file: round trip, merging, surviving a re-run of the notebook."""
from __future__ import annotations

import getpass
import json

import pytest

from cardlearn.exercises import AnswerBook, ExerciseError, exercise


def test_attempts_are_recorded_and_read_back(tmp_path):
    path = tmp_path / "answers.json"
    ex = exercise("bridge.undertricks.001", lang="da", answers=path)
    ex.check(-50)
    ex.check(-100)
    book = AnswerBook(path)
    attempts = book.attempts("bridge.undertricks.001")
    assert [(a["answer"], a["correct"], a["lang"]) for a in attempts] == [(-50, False, "da"), (-100, True, "da")]
    assert book.solved("bridge.undertricks.001")
    header, *events = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert header == {"format": "cardlearn-answers", "version": 2, "learner": getpass.getuser()}
    assert [event["event"] for event in events] == ["attempt", "hint", "attempt"]  # the wrong one got hint 1


def test_malformed_answers_are_not_attempts(tmp_path):
    path = tmp_path / "answers.json"
    ex = exercise("bridge.undertricks.001", answers=path)
    ex.check("lots")
    ex.check(None)
    assert AnswerBook(path).attempts("bridge.undertricks.001") == []
    assert not path.exists() or AnswerBook(path).ids == []


def test_rerunning_the_notebook_keeps_everything(tmp_path):
    path = tmp_path / "answers.json"
    for run in range(3):  # each run makes new Exercise objects, as a fresh kernel would
        ex = exercise("jass.contracts.001", answers=str(path))
        ex.check(1)
        ex.check(2)
        other = exercise("bridge.tricks.005", answers=str(path), seed=None)
        other.check("HQ")
    book = AnswerBook(path)
    assert len(book.attempts("jass.contracts.001")) == 6
    assert len(book.attempts("bridge.tricks.005")) == 3
    assert book.ids == ["bridge.tricks.005", "jass.contracts.001"]
    assert book.solved("jass.contracts.001")


def test_two_books_on_one_file_merge(tmp_path):
    path = tmp_path / "answers.json"
    first, second = AnswerBook(path, learner="Ana"), AnswerBook(path)
    first.record("a.b.1", 5, False)
    second.record("a.b.2", 7, True)  # written after first: must not drop first's attempt
    first.record("a.b.1", 6, True)
    book = AnswerBook(path)
    assert [a["answer"] for a in book.attempts("a.b.1")] == [5, 6]
    assert [a["answer"] for a in book.attempts("a.b.2")] == [7]
    assert book.learner == "Ana"


def test_hints_shown_are_remembered(tmp_path):
    path = tmp_path / "answers.json"
    ex = exercise("bridge.undertricks.005", answers=path)
    ex.hint()
    ex.hint()
    again = exercise("bridge.undertricks.005", answers=path)
    assert AnswerBook(path).hints("bridge.undertricks.005") == 2
    assert again.hints_left == 1
    assert again.hint().startswith("Hint 3 of 3")


def test_seeds_and_sets_are_stored_as_json(tmp_path):
    path = tmp_path / "answers.json"
    ex = exercise("jass.contracts.007", answers=path)
    ex.check(["RU", "R9", "RA", "RK"])
    var = exercise("bridge.undertricks.003", seed=4, answers=path)
    var.check(var.answer)
    book = AnswerBook(path)
    assert book.attempts("jass.contracts.007")[0]["answer"] == ["RU", "R9", "RA", "RK"]
    assert book.attempts("bridge.undertricks.003")[0]["seed"] == 4


def test_the_teachers_table(tmp_path):
    path = tmp_path / "answers.json"
    book = AnswerBook(path, learner="Somchai")
    book.record("x.y.1", 3, True, seed=1, lang="th")
    frame = book.to_frame()
    assert list(frame.columns) == ["learner", "exercise", "answer", "correct", "seed", "lang", "time"]
    assert frame.iloc[0]["learner"] == "Somchai" and bool(frame.iloc[0]["correct"])


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"format": "other", "exercises": {}}'])
def test_a_foreign_file_is_refused_and_left_alone(tmp_path, content):
    path = tmp_path / "answers.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ExerciseError) as caught:
        AnswerBook(path)
    assert caught.value.key == "exercises.error.bad_answer_book"
    assert path.read_text(encoding="utf-8") == content
