"""Learner progress and the class report, from answers files written by real exercise runs."""
from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

import cardlearn
from cardlearn.cli import main
from cardlearn.exercises import AnswerBook, ExerciseError, exercise, missed, report
from cardlearn.exercises.progress import lessons
from cardlearn.exercises.widget import exercise_widget
from cardlearn.i18n import LANGUAGES

LESSON_ROOT = Path(__file__).resolve().parents[1] / "lessons"


def click(widget, value):
    widget.receive({"action": "choose", "value": value})
    return widget.receive({"action": "check"})


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """Four learners answer in widgets and with .check(), each into their own file (Ana into two)."""
    folder = tmp_path_factory.mktemp("collected")
    ana = AnswerBook(folder / "ana.json", learner="Ana")
    w = exercise_widget("bridge.undertricks.001", lang="da", answers=ana)
    w.receive({"action": "hint"})
    click(w, "-50")
    click(w, "-100")
    click(exercise_widget("bridge.table.001", answers=ana), exercise("bridge.table.001").answer)
    ana_second = AnswerBook(folder / "ana-lesson9.json", learner="Ana")  # her other notebook
    exercise("jass.contracts.001", answers=ana_second).check(2)
    ben = AnswerBook(folder / "ben.json", learner="Ben")
    w = exercise_widget("bridge.undertricks.001", lang="tr", answers=ben)
    click(w, "-50")
    click(w, "-50")  # pressed Check again: one attempt
    click(w, "-200")
    exercise("jass.contracts.001", answers=ben).check(1)
    chai = AnswerBook(folder / "chai.json")  # an old file with no name: the file names the learner
    ex = exercise("bridge.undertricks.001", lang="th", answers=chai)
    ex.check(-50)
    ex.hint()
    ex.hint()
    dana = AnswerBook(folder / "dana.json", learner="Dana")
    for value in (-50, -300, -200):
        exercise("bridge.undertricks.001", answers=dana).check(value)
    return folder


def test_report_has_one_row_per_learner_and_exercise(classroom):
    table = report(classroom)
    assert list(table.columns) == ["learner", "exercise", "attempts", "solved", "hints_asked",
                                   "hints_after_wrong", "last_answer"]
    rows = {(r.learner, r.exercise): r for r in table.itertuples(index=False)}
    assert set(table["learner"]) == {"Ana", "Ben", "chai", "Dana"}
    ana = rows[("Ana", "bridge.undertricks.001")]
    # Hint 1 asked for, hint 2 given with her wrong answer: two columns.
    assert (ana.attempts, bool(ana.solved), ana.hints_asked, ana.hints_after_wrong, ana.last_answer) == \
        (2, True, 1, 1, "−100")
    assert bool(rows[("Ana", "jass.contracts.001")].solved) is True  # merged from her second file
    assert bool(rows[("Ben", "jass.contracts.001")].solved) is False
    ben = rows[("Ben", "bridge.undertricks.001")]
    assert (ben.attempts, bool(ben.solved), ben.last_answer) == (2, False, "−200")
    chai = rows[("chai", "bridge.undertricks.001")]
    # Hint 1 came with the wrong answer, hint 2 was asked for (asking again shows it again).
    assert (chai.attempts, chai.hints_asked, chai.hints_after_wrong) == (1, 1, 1)
    dana = rows[("Dana", "bridge.undertricks.001")]
    assert (dana.hints_asked, dana.hints_after_wrong) == (0, 2)  # she never asked
    assert len(table) == 7


def test_most_missed_lists_the_commonest_wrong_answers(classroom):
    worst = missed(classroom)
    top = worst.iloc[0]
    assert top["exercise"] == "bridge.undertricks.001"
    assert (top["learners"], top["solved"], top["not_solved"]) == (4, 1, 3)
    assert top["common_wrong"][0] == ("−50", 4)
    assert ("−200", 2) in top["common_wrong"]


def test_cli_writes_csv_and_html_and_prints_the_table(classroom, tmp_path, capsys):
    out = tmp_path / "report"
    status = main(["exercises", "report", str(classroom / "ana.json"), str(classroom / "ana-lesson9.json"),
                   str(classroom / "ben.json"), str(classroom / "chai.json"), str(classroom / "dana.json"),
                   "--out", str(out), "--lang", "th"])
    assert status == 0
    printed = capsys.readouterr().out
    assert "✓2" in printed and "✗2" in printed and "report.html" in printed
    with (out / "report.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 7 and rows[0].keys() == {"learner", "exercise", "attempts", "solved", "hints_asked",
                                                 "hints_after_wrong", "last_answer"}
    page = (out / "report.html").read_text(encoding="utf-8")
    assert '<html lang="th">' in page and "รายงานของชั้นเรียน" in page and "ข้อที่พลาดบ่อยที่สุด" in page
    assert page.count('data-learner="Ana"') == 3  # one cell per exercise of the class
    assert "−50 × 4" in page
    assert "บทเรียนที่ 12" in page  # exercises grouped under their lesson


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_report_page_is_in_every_language(classroom, tmp_path, lang):
    out = tmp_path / lang
    assert main(["exercises", "report", str(classroom), "--out", str(out), "--lang", lang]) == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in page and "exercises.report." not in page


def test_report_errors_are_localized_and_write_nothing(tmp_path, capsys):
    assert main(["exercises", "report", str(tmp_path / "nobody.json"), "--out", str(tmp_path / "o"),
                 "--lang", "da"]) == 2  # a missing file is a usage error
    assert "findes ikke" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()
    (tmp_path / "notes.json").write_text('{"hello": 1}', encoding="utf-8")
    with pytest.raises(ExerciseError):
        report(tmp_path / "notes.json")


def test_progress_per_lesson_from_real_answers(classroom):
    shown = cardlearn.progress(answers=classroom / "ana.json", lang="ko")
    frame = shown.to_frame()
    assert list(frame.columns) == ["lesson", "title", "exercises", "attempted", "solved", "hints"]
    assert len(frame) == len(lessons()) == len(list((LESSON_ROOT / "da").glob("*.ipynb")))
    row = frame.set_index("lesson").loc["bridge-12"]
    assert (row["attempted"], row["solved"], row["hints"]) == (1, 1, 2)
    assert row["exercises"] == len(next(lesson for lesson in lessons() if lesson.id == "bridge-12").exercises)
    assert frame.set_index("lesson").loc["bridge-01", "solved"] == 1
    html = shown._repr_html_()
    assert 'lang="ko"' in html and "나의 진도" in html and 'data-lesson="bridge-12"' in html
    assert "12강" in frame.set_index("lesson").loc["bridge-12", "title"]


def test_progress_of_a_learner_with_no_answers_yet(tmp_path):
    shown = cardlearn.progress(answers=tmp_path / "answers.json", lang="en")
    assert shown.to_frame()["attempted"].sum() == 0
    assert "No answers in" in shown._repr_html_()
    assert shown.to_frame().iloc[0]["title"] == "Lesson 1: The bridge table"
    assert not (tmp_path / "answers.json").exists()


def test_progress_counts_exercises_no_lesson_asks_as_other(tmp_path):
    book = AnswerBook(tmp_path / "a.json")
    book.record("my.own.001", 3, True)
    frame = cardlearn.progress(tmp_path / "a.json", lang="da").to_frame()
    other = frame.iloc[-1]
    assert (other["lesson"], other["title"], other["solved"]) == ("other", "Andre øvelser", 1)


def test_progress_refuses_a_file_that_is_not_an_answers_file(tmp_path):
    path = tmp_path / "answers.json"
    path.write_text(json.dumps({"cells": []}), encoding="utf-8")
    with pytest.raises(ExerciseError) as caught:
        cardlearn.progress(path, lang="th")
    assert caught.value.key == "exercises.error.bad_answer_book"
