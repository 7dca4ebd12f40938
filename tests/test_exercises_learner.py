"""Answers files record their learner, and the report tells asked-for hints from hints given after a wrong answer."""
from __future__ import annotations

import getpass
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import cardlearn
from cardlearn.exercises import AnswerBook, ExerciseError, api, exercise, report


@pytest.fixture(autouse=True)
def no_learner_set() -> Iterator[None]:
    yield
    api.set_learner(None)
    api.set_answers_file(None)


def header(path: Path) -> dict[str, object]:
    return json.loads(path.read_text(encoding="utf-8").splitlines()[0])


def test_the_file_records_the_computers_user_name_by_default(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    path = tmp_path / "answers.json"
    exercise("bridge.undertricks.001", answers=path).check(-50)
    assert header(path)["learner"] == getpass.getuser()
    table = report(path)
    assert list(table["learner"]) == [getpass.getuser()]


def test_on_a_class_hub_the_hub_name_is_the_learner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUPYTERHUB_USER", "ana")  # every learner's server may run as one system user
    path = tmp_path / "answers.json"
    exercise("bridge.undertricks.001", answers=path).check(-50)
    assert header(path)["learner"] == "ana"


def test_settings_learner_names_the_file_and_the_report_shows_it(tmp_path: Path) -> None:
    path = tmp_path / "answers.json"
    cardlearn.settings(lang="da", answers=path, learner="  Søren Kierkegaard ")
    exercise("bridge.undertricks.001").check(-100)
    assert header(path)["learner"] == "Søren Kierkegaard"
    assert list(report(path)["learner"]) == ["Søren Kierkegaard"]


def test_an_old_file_without_a_name_gets_one_when_the_learner_answers_again(tmp_path: Path) -> None:
    path = tmp_path / "answers.json"
    AnswerBook(path).record("bridge.undertricks.001", -50, False)
    assert header(path)["learner"] is None
    api.set_learner("Ana")
    exercise("bridge.undertricks.001", answers=path).check(-100)
    assert AnswerBook(path).learner == "Ana" and list(report(path)["learner"]) == ["Ana"]


@pytest.mark.parametrize("name", ["", "   ", "x" * 81, "Ana\nBen", 7])
def test_a_bad_name_is_refused_in_the_learners_language_and_changes_nothing(tmp_path: Path, name: object) -> None:
    path = tmp_path / "answers.json"
    cardlearn.settings(lang="tr", answers=path, learner="Ayşe")
    with pytest.raises(ExerciseError) as info:
        cardlearn.settings(lang="tr", answers=tmp_path / "other.json", learner=name)  # type: ignore[arg-type]
    assert "öğrenci adı olamaz" in info.value.localized("tr")
    assert api.learner() == "Ayşe" and api.answers_file() == path


def test_asked_hints_and_hints_after_a_wrong_answer_are_counted_apart(tmp_path: Path) -> None:
    path = tmp_path / "answers.json"
    ex = exercise("bridge.undertricks.001", answers=path)
    ex.check(-50)  # hint 1 comes with the wrong answer
    ex.hint()  # hint 2 asked for
    book = AnswerBook(path)
    assert (book.hints("bridge.undertricks.001"), book.hints_asked("bridge.undertricks.001"),
            book.hints_after_wrong("bridge.undertricks.001")) == (2, 1, 1)
    events = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    assert [e["asked"] for e in events if e["event"] == "hint"] == [False, True]


def test_hint_events_written_before_the_split_count_as_asked(tmp_path: Path) -> None:
    path = tmp_path / "answers.json"
    path.write_text('{"format": "cardlearn-answers", "version": 2, "learner": "Old"}\n'
                    '{"event": "hint", "exercise": "bridge.undertricks.001", "shown": 2, "time": "t"}\n',
                    encoding="utf-8")
    row = report(path).iloc[0]
    assert (row["learner"], row["hints_asked"], row["hints_after_wrong"]) == ("Old", 2, 0)
