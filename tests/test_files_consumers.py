"""Every place cardlearn reads or writes a file uses the one file layer: exercises, answers, PBN, report, hub.

Each test tried a hostile file on the code before the file layer: a FIFO that
blocked forever, /dev/zero read until memory ran out, a deep TOML that broke
every exercise in its folder, a deep answers line and a cut header that
escaped or refused the file for good, a missing PBN path with a bare error.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
from time_guard import within

from cardlearn.engine.bridge import iter_boards, load_boards
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.files import FileProblem
from cardlearn.exercises import loader
from cardlearn.exercises.check import check_path, read_file
from cardlearn.exercises.errors import ExerciseError
from cardlearn.exercises.store import AnswerBook
from cardlearn.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
EXERCISES = ROOT / "lessons" / "exercises"
DEEP_TOML = "[[exercise]]\nid = " + "[" * 5000 + "]" * 5000 + "\n"


def fifo_at(path: Path) -> Path:
    os.mkfifo(path)
    return path


# --- exercise files -----------------------------------------------------------------------------------


def test_a_deep_toml_is_its_own_files_problem_and_the_folder_still_loads(tmp_path):
    shutil.copy(EXERCISES / "bridge-scoring.toml", tmp_path / "a-scoring.toml")
    (tmp_path / "b-deep.toml").write_text(DEEP_TOML, encoding="utf-8")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        specs = within(lambda: loader.load(tmp_path))
    assert specs and all(spec.file.endswith("a-scoring.toml") for spec in specs.values())
    assert any("b-deep.toml" in str(w.message) for w in caught)
    report = read_file(tmp_path / "b-deep.toml")
    assert not report.ok and report.errors[0].message.key == "files.error.too_deep"


@pytest.mark.parametrize("kind", ["fifo", "zero", "folder_fifo"])
def test_exercises_check_refuses_a_fifo_and_a_device_at_once(tmp_path, kind):
    if kind == "fifo":
        target = fifo_at(tmp_path / "x.toml")
    elif kind == "zero":
        target = Path("/dev/zero")
    else:
        shutil.copy(EXERCISES / "jass-weis.toml", tmp_path / "a.toml")
        fifo_at(tmp_path / "b.toml")
        target = tmp_path
    report = within(lambda: check_path(target))
    assert not report.ok
    assert any(problem.message.key == "files.error.not_regular" for problem in report.errors)
    for lang in LANGUAGES:
        assert "files.error" not in report.text(lang)


def test_the_command_line_check_of_dev_zero_answers_in_one_localized_line():
    done = subprocess.run([sys.executable, "-m", "cardlearn", "exercises", "check", "/dev/zero", "--lang", "da"],
                          check=False, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "almindelig fil" in done.stdout


def test_a_fifo_in_an_exercises_folder_does_not_block_the_search(tmp_path, monkeypatch):
    folder = tmp_path / "exercises"
    folder.mkdir()
    fifo_at(folder / "a.toml")
    shutil.copy(EXERCISES / "jass-weis.toml", folder / "b.toml")
    monkeypatch.chdir(tmp_path)
    folders = within(loader.search_folders)
    assert folder in folders


# --- the answers journal --------------------------------------------------------------------------------


def _journal(path: Path, header: str, events: int = 3) -> None:
    lines = [header] + [json.dumps({"event": "attempt", "exercise": f"x.{i}", "answer": i, "correct": i == 1,
                                    "time": "2025-01-01T00:00:00+00:00"}) for i in range(events)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


HEADER = json.dumps({"format": "cardlearn-answers", "version": 2, "learner": "Ana"})


@pytest.mark.parametrize("cut", [1, 5, 12, 20, 31, 45, len(HEADER) - 1])
def test_an_answers_file_whose_header_was_cut_short_keeps_every_event(tmp_path, cut):
    path = tmp_path / "answers.json"
    _journal(path, HEADER[:cut])
    book = AnswerBook(path, learner="Ana")
    assert book.ids == ["x.0", "x.1", "x.2"] and book.solved("x.1") and book.damaged == 1
    book.record("x.3", 7, correct=True)  # writing goes on; nothing before is lost
    again = AnswerBook(path)
    assert again.ids == ["x.0", "x.1", "x.2", "x.3"] and again.learner == "Ana"


def test_a_file_that_is_not_an_answers_file_is_still_refused(tmp_path):
    path = tmp_path / "answers.json"
    _journal(path, "hello, this is my shopping list")
    with pytest.raises(ExerciseError) as caught:
        AnswerBook(path)
    assert caught.value.key == "exercises.error.bad_answer_book"


def test_a_deeply_nested_answers_line_is_skipped_like_a_cut_one(tmp_path):
    path = tmp_path / "answers.json"
    _journal(path, HEADER)
    with path.open("a", encoding="utf-8") as handle:
        handle.write('{"event": "attempt", "exercise": "x.9", "answer": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
        handle.write('{"event": "attempt", "exercise": "x.8", "answer": ' + "9" * 5000 + "}\n")
        handle.write(json.dumps({"event": "hint", "exercise": "x.0", "shown": 2}) + "\n")
    book = AnswerBook(path)
    assert book.ids == ["x.0", "x.1", "x.2"] and book.hints("x.0") == 2 and book.damaged == 2


def test_an_answers_fifo_is_refused_at_once(tmp_path):
    fifo = fifo_at(tmp_path / "answers.json")
    with pytest.raises(ExerciseError) as caught:
        within(lambda: AnswerBook(fifo))
    assert caught.value.key == "exercises.answers.not_a_file"


# --- PBN ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("source, key", [(None, "engine.arg.type"), (3.5, "engine.arg.type"),
                                         ("/no/such/file.pbn", "files.error.missing"),
                                         ("/dev/zero", "files.error.not_regular")])
def test_a_pbn_source_that_is_not_a_file_is_a_localized_error(source, key):
    # None and a number are refused by the argument policy (engine.arguments) before any file is
    # looked at; a path that is not a regular file by the file layer.
    with pytest.raises(CardlearnError) as caught:
        within(lambda: load_boards(source))
    assert caught.value.key == key and isinstance(caught.value, CardlearnError)
    assert caught.value.localized("th") != caught.value.localized("en")


def test_a_pbn_fifo_and_folder_are_refused_at_once(tmp_path):
    fifo = fifo_at(tmp_path / "deals.pbn")
    for path in (fifo, tmp_path, str(fifo)):
        with pytest.raises(FileProblem):
            within(lambda: list(iter_boards(path)))  # noqa: B023 - called at once


# --- the class report and the hub's settings ------------------------------------------------------------


def test_the_report_is_never_written_into_a_fifo(tmp_path):
    from cardlearn.exercises.report import write_report

    answers = tmp_path / "ana.json"
    _journal(answers, HEADER)
    out = tmp_path / "out"
    out.mkdir()
    fifo_at(out / "report.csv")
    with pytest.raises(FileProblem) as caught:
        within(lambda: write_report([answers], out, "en"))
    assert caught.value.key == "files.error.not_regular"


def test_an_old_report_keeps_its_mode_when_written_again(tmp_path):
    from cardlearn.exercises.report import write_report

    answers = tmp_path / "ana.json"
    _journal(answers, HEADER)
    csv_path, _ = write_report([answers], tmp_path / "out", "en")
    csv_path.chmod(0o640)
    write_report([answers], tmp_path / "out", "en")
    assert csv_path.stat().st_mode & 0o777 == 0o640 and "x.1" in csv_path.read_text(encoding="utf-8")


@pytest.mark.parametrize("content, key", [("[]", "files.error.unexpected_content"),
                                          ('{"port": 8000, "_esm": 1}', "files.error.unexpected_content"),
                                          ("{" * 10 + "}" * 10, "files.error.bad_json"),
                                          ('{"a": ' + "[" * 5000 + "]" * 5000 + "}", "files.error.too_deep")])
def test_hub_settings_that_are_not_ours_are_refused(tmp_path, content, key):
    from cardlearn.classroom.hub import HubSettings

    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(FileProblem) as caught:
        HubSettings.load(path)
    assert caught.value.key == key


def test_hub_settings_in_a_fifo_are_refused_at_once(tmp_path):
    from cardlearn.classroom.hub import HubSettings

    with pytest.raises(FileProblem):
        within(lambda: HubSettings.load(fifo_at(tmp_path / "settings.json")))


# --- lesson copies ------------------------------------------------------------------------------------


def test_the_hub_never_writes_through_a_link_a_learner_left_in_the_home(tmp_path):
    from cardlearn.classroom.hub import copy_missing_lessons

    lessons = tmp_path / "home" / "lessons-tr"
    lessons.mkdir(parents=True)
    outside = tmp_path / "outside" / "victim.txt"  # stands for /etc/...: the hub may run as root
    outside.parent.mkdir()
    planted = lessons / "12-bridge-scoring.ipynb"
    planted.symlink_to(outside)  # dangling: exists() is False, so the lesson is copied to this name
    scratch = lessons / ".12-bridge-scoring.ipynb.partial"  # the old fixed scratch name, followed as root
    scratch.symlink_to(tmp_path / "outside" / "shadow")
    copied = copy_missing_lessons("tr", lessons, owner=(os.getuid(), os.getgid()))
    assert "12-bridge-scoring.ipynb" in copied
    assert not outside.exists() and planted.is_file() and not planted.is_symlink()
    assert not (tmp_path / "outside" / "shadow").exists()
    assert json.loads(planted.read_text(encoding="utf-8"))["cells"]


def test_copying_lessons_onto_a_fifo_is_refused_at_once(tmp_path):
    from cardlearn.cli import copy_lessons

    dest = tmp_path / "lessons"
    copy_lessons("da", dest)
    target = next(dest.rglob("*.ipynb"))
    target.unlink()
    fifo_at(target)
    with pytest.raises(FileProblem) as caught:
        within(lambda: copy_lessons("da", dest))
    assert caught.value.key == "files.error.not_regular"


def test_an_answers_file_over_the_cap_is_refused_not_read(tmp_path, monkeypatch):
    from cardlearn.exercises import store

    path = tmp_path / "answers.json"
    _journal(path, HEADER, events=50)
    monkeypatch.setattr(store, "MAX_ANSWERS_BYTES", 1000)
    with pytest.raises(ExerciseError) as caught:
        AnswerBook(path)
    assert caught.value.key == "files.error.too_large" and "answers.json" in caught.value.localized("ko")
