"""The answers file never loses an attempt: concurrent writers, symlinks, refused files, failures that count nothing."""
from __future__ import annotations

import json
import os
import pickle
import stat
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from cardlearn.exercises import AnswerBook, ExerciseError, exercise
from cardlearn.exercises.widget import exercise_widget
from cardlearn.i18n import LANGUAGES
from cardlearn.i18n.catalog import load_catalog

ROOT = Path(__file__).resolve().parents[1]

WRITER = textwrap.dedent("""
    import sys
    from cardlearn.exercises import AnswerBook
    path, who, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    book = AnswerBook(path)
    for n in range(count):
        book.record(f"race.{who}.{n % 7}", f"{who}-{n}", n % 3 == 0, seed=n, lang="th")
        if n % 50 == 0:
            book.record_hint(f"race.{who}.0", n // 50 + 1)
""")


def test_two_processes_writing_300_attempts_each_keep_all_600(tmp_path):
    path = tmp_path / "answers.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), who, "300"], env=env)
               for who in ("a", "b")]
    assert [writer.wait(timeout=300) for writer in writers] == [0, 0]
    book = AnswerBook(path)
    answers = [attempt["answer"] for key in book.ids for attempt in book.attempts(key)]
    assert len(answers) == 600
    assert sorted(answers) == sorted(f"{who}-{n}" for who in "ab" for n in range(300))
    assert book.damaged == 0
    # In each writer's own order (appends are never reordered or lost).
    for who in "ab":
        mine = [int(a["answer"].split("-")[1]) for a in book.attempts(f"race.{who}.0")]
        assert mine == sorted(mine) and len(mine) == 43
        assert book.hints(f"race.{who}.0") == 6
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + 600 + 12  # the header, the attempts, the hints: one line each


def test_a_symlinked_answers_file_is_written_through_and_stays_a_link(tmp_path):
    shared = tmp_path / "class" / "ana.json"
    shared.parent.mkdir()
    AnswerBook(shared, learner="Ana").record("bridge.undertricks.001", -50, False)
    shared.chmod(0o664)
    link = tmp_path / "answers.json"
    link.symlink_to(shared)
    ex = exercise("bridge.undertricks.001", answers=link)
    ex.check(-100)
    ex.hint()
    assert link.is_symlink() and os.readlink(link) == str(shared)
    assert stat.S_IMODE(shared.stat().st_mode) == 0o664, "the class file keeps its permissions"
    book = AnswerBook(shared)
    assert [a["answer"] for a in book.attempts("bridge.undertricks.001")] == [-50, -100]
    assert book.hints("bridge.undertricks.001") == 1 and book.learner == "Ana"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["answers.json", "class"], "no stray temp files"


def test_a_dangling_link_creates_its_target(tmp_path):
    link = tmp_path / "answers.json"
    link.symlink_to(tmp_path / "collected.json")
    AnswerBook(link).record("x.y.1", 1, True)
    assert link.is_symlink() and AnswerBook(tmp_path / "collected.json").attempts("x.y.1")


@pytest.mark.parametrize("target", ["folder", "/dev/null", "/dev/full"])
def test_folders_and_devices_are_refused_before_anything_counts(tmp_path, target):
    if target == "folder":
        path = tmp_path / "answers.json"
        path.mkdir()
    else:
        path = tmp_path / "answers.json"
        path.symlink_to(target)
    with pytest.raises(ExerciseError) as caught:
        exercise("bridge.undertricks.001", answers=path).check(-100)
    assert caught.value.key == "exercises.answers.not_a_file"
    assert str(path) in caught.value.localized("th") and "answers.json" in caught.value.localized("ko")
    assert path.is_symlink() or path.is_dir()


def _unprivileged(fn):
    """Run ``fn`` as a user who may not write a read-only file (root may, so drop to nobody in a fork)."""
    if os.geteuid() != 0:
        return fn()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: modules are loaded already, only the file access changes
        os.close(read)
        try:
            os.setgid(65534)
            os.setuid(65534)
            result = ("ok", fn())
        except BaseException:  # noqa: BLE001 - anything is sent back to the test
            import traceback

            result = ("error", traceback.format_exc())
        with os.fdopen(write, "wb") as out:
            pickle.dump(result, out)
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as inp:
        status, value = pickle.load(inp)
    os.waitpid(pid, 0)
    assert status == "ok", value
    return value


def test_a_read_only_answers_file_is_refused_and_nothing_counts():
    folder = Path(tempfile.mkdtemp(prefix="cardlearn-ro-"))
    folder.chmod(0o755)
    path = folder / "answers.json"
    AnswerBook(path).record("bridge.undertricks.005", -50, False)
    path.chmod(0o444)
    before = path.read_bytes()
    exercise("bridge.undertricks.005")  # loaded before the fork, with every catalog
    for lang in LANGUAGES:
        load_catalog(lang)

    def learner_session():
        ex = exercise("bridge.undertricks.005", answers=path, lang="da")
        outcome = {}
        for name, call in (("hint", ex.hint), ("check", lambda: ex.check(-100))):
            try:
                call()
                outcome[name] = None
            except ExerciseError as error:
                outcome[name] = (error.key, error.localized("da"), error.localized("th"))
        outcome["hints_left"] = ex.hints_left
        widget = exercise_widget("bridge.undertricks.005", answers=path, lang="th")
        view = widget.receive({"action": "hint"})
        outcome["widget_hint"] = (view["notice"], view["hints"], view["hints_left"])
        widget.receive({"action": "choose", "value": "-100"})
        view = widget.receive({"action": "check"})
        outcome["widget_check"] = (view["notice"], view["feedback"])
        return outcome

    outcome = _unprivileged(learner_session)
    for name in ("hint", "check"):
        key, danish, thai = outcome[name]
        assert key == "exercises.answers.not_writable"
        assert "Intet er talt med" in danish and str(path) in thai
    assert outcome["hints_left"] == 3, "a failed hint is not counted"
    notice, hints, left = outcome["widget_hint"]
    assert notice["kind"] == "error" and "ไม่มีสิทธิ์เขียน" in notice["text"]
    assert hints == [] and left == 3
    notice, fb = outcome["widget_check"]
    assert notice["kind"] == "error" and fb is None
    assert path.read_bytes() == before and stat.S_IMODE(path.stat().st_mode) == 0o444


def test_checking_the_same_answer_again_is_one_attempt(tmp_path):
    path = tmp_path / "answers.json"
    widget = exercise_widget("bridge.undertricks.001", answers=path)
    widget.receive({"action": "choose", "value": "-50"})
    for _ in range(3):
        widget.receive({"action": "check"})
    widget.receive({"action": "choose", "value": "-100"})
    widget.receive({"action": "check"})
    widget.receive({"action": "check"})
    ex = exercise("bridge.undertricks.001", answers=path)
    ex.check(-100)  # a new sitting (a re-run notebook) is a new attempt
    ex.check(-100)
    assert [a["answer"] for a in AnswerBook(path).attempts("bridge.undertricks.001")] == [-50, -100, -100]


def test_an_old_version_1_file_loads_and_new_attempts_are_added_after_it(tmp_path):
    path = tmp_path / "answers.json"
    old = {"format": "cardlearn-answers", "version": 1, "learner": "Somchai", "exercises": {
        "bridge.undertricks.001": {"attempts": [{"answer": -50, "correct": False, "seed": None,
                                                  "lang": "th", "time": "2025-01-31T10:02:11+00:00"}],
                                   "hints": 2, "solved": False}}}
    path.write_text(json.dumps(old, ensure_ascii=False, indent=1, sort_keys=True), encoding="utf-8")
    book = AnswerBook(path)
    assert book.learner == "Somchai" and book.hints("bridge.undertricks.001") == 2
    ex = exercise("bridge.undertricks.001", answers=path)
    assert ex.hints_left == len(ex.spec.hints) - 2
    ex.check(-100)
    again = AnswerBook(path)
    assert [(a["answer"], a["correct"]) for a in again.attempts("bridge.undertricks.001")] == \
        [(-50, False), (-100, True)]
    assert again.solved("bridge.undertricks.001") and again.damaged == 0


def test_a_line_cut_short_by_a_crash_is_skipped_and_the_next_write_is_whole(tmp_path):
    path = tmp_path / "answers.json"
    AnswerBook(path).record("x.y.1", 1, False)
    with path.open("a", encoding="utf-8") as out:
        out.write('{"event": "attempt", "exercise": "x.y.1", "ans')  # the writer died here
    book = AnswerBook(path)
    assert book.damaged == 1 and len(book.attempts("x.y.1")) == 1
    book.record("x.y.1", 2, True)
    again = AnswerBook(path)
    assert [a["answer"] for a in again.attempts("x.y.1")] == [1, 2] and again.damaged == 1


def test_a_book_sees_what_another_writer_appended(tmp_path):
    path = tmp_path / "answers.json"
    first, second = AnswerBook(path, learner="Ana"), AnswerBook(path)
    first.record("a.b.1", 5, False)
    second.record("a.b.2", 7, True)
    assert second.attempts("a.b.1") and first.refresh().attempts("a.b.2")
    assert second.learner == "Ana"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_store_messages_exist_in_every_language(lang):
    from cardlearn.i18n import has_key

    for key in ("unreadable", "not_a_file", "not_writable", "write_failed"):
        assert has_key(f"exercises.answers.{key}", lang)
