"""A learner's answers in one file that never loses an attempt: an append-only journal with a lock.

The file (``answers.json`` in the lessons) is a header line, then one JSON
line per event::

    {"format": "cardlearn-answers", "version": 2, "learner": "Ana"}
    {"event": "attempt", "exercise": "bridge.undertricks.003", "answer": -500, "correct": false,
     "seed": 7, "lang": "da", "time": "2025-01-31T10:02:11+00:00"}
    {"event": "hint", "exercise": "bridge.undertricks.003", "shown": 1, "asked": true, "time": "..."}

``shown`` is the highest hint shown so far; ``asked`` says whether the learner asked for it
(``.hint()``, the Hint button) or it came with the feedback on a wrong answer (false). A hint
event without ``asked`` (files written before it existed) counts as asked.

Why a journal with a lock, and not SQLite (both are in the standard library):

- **Nothing is ever rewritten.** The only write is appending one line while
  holding an exclusive lock on the file (``fcntl.flock``; ``msvcrt.locking``
  on Windows), after reading what other writers appended since. There is no
  read-modify-write of the whole file, so several notebooks or kernels writing
  at once keep every attempt, and a crash mid-write damages at most its own
  last line (the reader skips a damaged line; the next writer starts a new one).
- **The file is opened, never replaced.** A symlink (a class's shared
  collection file) is written through; the file keeps its owner, mode and
  links. A read-only file, a folder or a device is refused with a localized
  :class:`ExerciseError`, untouched. SQLite also needs to create ``-journal`` /
  ``-wal`` files beside the database (write access to the folder, and beside
  the *link* rather than the target), and its documentation warns against
  network file systems, where a class's shared folder often lives.
- **Old files load unchanged.** A version-1 file is one JSON document; the
  reader reads a stream of JSON values, so that document is simply the first
  record and new events are appended after it — no conversion step that could
  fail half-way. A teacher can still read (and ``cat`` together) the files.

Re-checking the same answer (the Check button pressed twice) is one attempt:
:meth:`cardlearn.exercises.Exercise.check` does not record an answer equal to
the one it recorded last. Any failure raises :class:`ExerciseError` before
anything is counted, so the caller's counters only move after a successful write.
"""
from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from cardlearn.engine.arguments import checked
from cardlearn.engine.files import FileProblem, open_binary, size_text, too_deep
from cardlearn.engine.paths import system_folder
from cardlearn.exercises.errors import ExerciseError

FORMAT = "cardlearn-answers"
_NOT_ALLOWED = {errno.EACCES, errno.EPERM, errno.EROFS}  # a file or place the learner may not write to
VERSION = 2
MAX_ANSWERS_BYTES = 64 * 1024 * 1024
"""An answers file larger than this is refused (one attempt is about 200 bytes: some 300,000 attempts)."""
MAX_RECORD_DEPTH = 16
"""A record nested deeper than this is skipped as damaged (an attempt's answer nests a few levels at most)."""
_DECODER = json.JSONDecoder()
_HEADER_START = json.dumps({"format": FORMAT})[:-1]  # '{"format": "cardlearn-answers"'

try:  # POSIX
    import fcntl

    def _lock(fd: int, exclusive: bool) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
except ImportError:  # pragma: no cover - Windows
    import msvcrt

    def _lock(fd: int, exclusive: bool) -> None:
        if exclusive:  # msvcrt has no shared lock; readers read without one
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_LOCK, 1)  # type: ignore[attr-defined]

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            pass


def _jsonable(value: Any) -> Any:
    if isinstance(value, (frozenset, set)):
        return sorted((_jsonable(item) for item in value), key=str)
    if isinstance(value, (list, tuple)):
        return [_jsonable(item) for item in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _new_entry() -> dict[str, Any]:
    return {"attempts": [], "hints": 0, "hints_asked": 0, "hints_after_wrong": 0, "solved": False}


class AnswerBook:
    """A learner's attempts and hint counts per exercise id, kept in a journal file at ``path``."""

    @checked
    def __init__(self, path: str | os.PathLike[str], learner: str | None = None) -> None:
        self.path = Path(path)
        self._exercises: dict[str, dict[str, Any]] = {}
        self._learner: str | None = None
        self._header = False
        self._offset = 0
        self.damaged = 0
        """How many damaged records (a line cut short by a crash) the reader skipped."""
        self._wanted_learner = learner
        self._read_all()

    # --- reading --------------------------------------------------------------------------------

    def _check_kind(self, must_exist: bool) -> bool:
        """Whether the file exists; refuses anything but a regular file (a link is followed)."""
        try:
            info = self.path.stat()
        except FileNotFoundError:
            if must_exist:
                raise
            return False
        except OSError:
            raise ExerciseError("exercises.answers.unreadable", path=str(self.path)) from None
        if not stat.S_ISREG(info.st_mode):
            raise ExerciseError("exercises.answers.not_a_file", path=str(self.path))
        return True

    def _read_all(self) -> None:
        if not self._check_kind(must_exist=False):
            return
        try:  # the file layer's open: a FIFO swapped in after the check is refused, never waited on
            handle = open_binary(self.path)
        except FileProblem as problem:
            key = "not_a_file" if problem.key in ("files.error.not_regular", "files.error.folder") else "unreadable"
            raise ExerciseError(f"exercises.answers.{key}", path=str(self.path)) from None
        with handle:
            fd = handle.fileno()
            _lock(fd, exclusive=False)
            try:
                self._catch_up(fd)
            finally:
                _unlock(fd)

    def _catch_up(self, fd: int) -> None:
        """Fold in what was appended since the last read (everything again if the file shrank)."""
        size = os.fstat(fd).st_size
        if size < self._offset:  # replaced or truncated by someone else: start over
            self._exercises, self._header, self._offset, self.damaged = {}, False, 0, 0
        if size == self._offset:
            return
        if size > MAX_ANSWERS_BYTES:  # read whole into memory: a bound, like every file cardlearn reads
            raise ExerciseError("files.error.too_large", path=str(self.path), limit=size_text(MAX_ANSWERS_BYTES))
        os.lseek(fd, self._offset, os.SEEK_SET)
        chunks = []
        left = size - self._offset
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        text = data.decode("utf-8", errors="replace")
        self._parse(text)
        self._offset += len(data)

    def _parse(self, text: str) -> None:
        position, end = 0, len(text)
        while position < end:
            while position < end and text[position] in " \t\r\n":
                position += 1
            if position >= end:
                break
            value, after = _decode(text, position)
            if not self._header and value is None and _cut_header(text, position):
                self._header = True  # a header cut short by a crash: the events after it still count
                self.damaged += 1
            elif not self._header:
                self._read_header(value)
            elif not (isinstance(value, dict) and self._apply(value)):
                self.damaged += 1
            if after < 0:  # skip the damaged line
                newline = text.find("\n", position)
                after = end if newline < 0 else newline + 1
            position = after

    def _read_header(self, value: Any) -> None:
        if not isinstance(value, dict) or value.get("format") != FORMAT:
            raise ExerciseError("exercises.error.bad_answer_book", path=str(self.path),
                                detail=FORMAT)
        self._header = True
        if isinstance(value.get("learner"), str):
            self._learner = value["learner"]
        old = value.get("exercises")  # version 1: the whole book in the header document
        if isinstance(old, dict):
            for exercise_id, entry in old.items():
                if not isinstance(entry, dict):
                    continue
                target = self._exercises.setdefault(str(exercise_id), _new_entry())
                attempts = [a for a in entry.get("attempts", []) if isinstance(a, dict)]
                target["attempts"].extend(attempts)
                target["hints"] = max(target["hints"], _int(entry.get("hints")))
                target["hints_asked"] = target["hints"]  # version 1 did not tell them apart
                target["solved"] = bool(entry.get("solved")) or any(a.get("correct") for a in attempts)

    def _apply(self, event: dict[str, Any]) -> bool:
        kind, exercise_id = event.get("event"), event.get("exercise")
        if kind == "learner" and isinstance(event.get("name"), str):
            self._learner = event["name"]
            return True
        if not isinstance(exercise_id, str):
            return False
        if kind == "attempt":
            entry = self._exercises.setdefault(exercise_id, _new_entry())
            attempt = {name: event.get(name) for name in ("answer", "correct", "seed", "lang", "time")}
            attempt["correct"] = bool(attempt["correct"])
            entry["attempts"].append(attempt)
            entry["solved"] = entry["solved"] or attempt["correct"]
            return True
        if kind == "hint":
            entry = self._exercises.setdefault(exercise_id, _new_entry())
            before = entry["hints"]
            entry["hints"] = max(before, _int(event.get("shown")))
            # The hints this event added belong to whoever caused it: the learner or a wrong answer.
            entry["hints_asked" if event.get("asked", True) is not False else "hints_after_wrong"] += \
                entry["hints"] - before
            return True
        return False

    # --- writing --------------------------------------------------------------------------------

    @contextmanager
    def _locked_for_append(self) -> Iterator[int]:
        """The file open for appending under an exclusive lock, caught up with other writers."""
        self._check_kind(must_exist=False)
        if system_folder(self.path) is not None:  # the real path: a link to /etc/… writes in /etc
            raise ExerciseError("exercises.answers.not_writable", path=str(self.path))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # O_NONBLOCK: a FIFO swapped in since the check must not hold the learner's kernel
            fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o666)
        except OSError as error:
            key = "not_writable" if error.errno in _NOT_ALLOWED else "write_failed"
            raise ExerciseError(f"exercises.answers.{key}", path=str(self.path)) from None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for a device since the check
                raise ExerciseError("exercises.answers.not_a_file", path=str(self.path))
            _lock(fd, exclusive=True)
            try:
                self._catch_up(fd)
                yield fd
            finally:
                _unlock(fd)
        finally:
            os.close(fd)

    def _append(self, fd: int, events: list[dict[str, Any]]) -> None:
        """Append ``events`` (header first on an empty file) as one write; the caller holds the lock."""
        size = os.fstat(fd).st_size
        lines: list[dict[str, Any]] = []
        if size == 0:
            lines.append({"format": FORMAT, "version": VERSION, "learner": self._wanted_learner})
        lines.extend(events)
        # A previous writer cut short (no newline at the end): start on a fresh line.
        fresh = "\n" if size and not self._ends_with_newline(fd, size) else ""
        text = fresh + "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
        payload = text.encode("utf-8")
        try:
            written = os.write(fd, payload)
            while written < len(payload):
                written += os.write(fd, payload[written:])
        except OSError:
            raise ExerciseError("exercises.answers.write_failed", path=str(self.path)) from None
        self._offset = os.fstat(fd).st_size  # what we wrote is folded in by the caller, not re-read
        if size == 0:
            self._header = True
            self._learner = self._learner or self._wanted_learner

    @staticmethod
    def _ends_with_newline(fd: int, size: int) -> bool:
        os.lseek(fd, size - 1, os.SEEK_SET)  # O_APPEND writes go to the end whatever the position
        return os.read(fd, 1) == b"\n"

    def _learner_events(self) -> list[dict[str, Any]]:
        wanted = self._wanted_learner
        if wanted and self._header and not self._learner:
            self._learner = wanted
            return [{"event": "learner", "name": wanted, "time": _now()}]
        return []

    def record(self, exercise_id: str, answer: Any, correct: bool, seed: int | None = None,
               lang: str | None = None) -> None:
        """Add one attempt; raises :class:`ExerciseError` (and records nothing) when the file cannot be written."""
        event = {"event": "attempt", "exercise": exercise_id, "answer": _jsonable(answer),
                 "correct": bool(correct), "seed": seed, "lang": lang, "time": _now()}
        with self._locked_for_append() as fd:
            self._append(fd, self._learner_events() + [event])
            self._apply(event)

    def record_hint(self, exercise_id: str, shown: int, asked: bool = True) -> None:
        """Remember how many hints were shown (the most ever shown counts), and whether the learner
        ``asked`` for them or they came with the feedback on a wrong answer."""
        with self._locked_for_append() as fd:
            if self.hints(exercise_id) >= shown:
                return
            event = {"event": "hint", "exercise": exercise_id, "shown": int(shown), "asked": bool(asked),
                     "time": _now()}
            self._append(fd, self._learner_events() + [event])
            self._apply(event)

    def refresh(self) -> AnswerBook:
        """Read what other writers appended since (returns the book)."""
        self._read_all()
        return self

    # --- what is in it --------------------------------------------------------------------------

    def attempts(self, exercise_id: str) -> list[dict[str, Any]]:
        """The attempts at one exercise, oldest first."""
        return [dict(a) for a in self._exercises.get(exercise_id, {}).get("attempts", [])]

    def solved(self, exercise_id: str) -> bool:
        """Whether some attempt at the exercise was correct."""
        return bool(self._exercises.get(exercise_id, {}).get("solved", False))

    def hints(self, exercise_id: str) -> int:
        """How many hints of the exercise have been shown."""
        return int(self._exercises.get(exercise_id, {}).get("hints", 0))

    def hints_asked(self, exercise_id: str) -> int:
        """How many of those hints the learner asked for (``.hint()``, the Hint button)."""
        return int(self._exercises.get(exercise_id, {}).get("hints_asked", 0))

    def hints_after_wrong(self, exercise_id: str) -> int:
        """How many of those hints came with the feedback on a wrong answer, unasked."""
        return int(self._exercises.get(exercise_id, {}).get("hints_after_wrong", 0))

    @property
    def ids(self) -> list[str]:
        """The exercises with any attempt or hint, sorted."""
        return sorted(self._exercises)

    @property
    def learner(self) -> str | None:
        """The learner's name, if one was given."""
        return self._learner or self._wanted_learner

    @property
    def data(self) -> dict[str, Any]:
        """The whole book in the version-1 shape (``{"exercises": {id: {attempts, hints, solved}}}``)."""
        return {"format": FORMAT, "version": 1, "learner": self.learner,
                "exercises": {key: {"attempts": self.attempts(key), "hints": self.hints(key),
                                    "solved": self.solved(key)} for key in self.ids}}

    def to_frame(self) -> Any:
        """One row per attempt: ``learner``, ``exercise``, ``answer``, ``correct``, ``seed``, ``lang``, ``time``."""
        import pandas as pd  # only the teacher's table needs pandas

        rows = [{"learner": self.learner, "exercise": exercise_id, **attempt}
                for exercise_id in self.ids for attempt in self.attempts(exercise_id)]
        return pd.DataFrame(rows, columns=["learner", "exercise", "answer", "correct", "seed",
                                           "lang", "time"])

    def __repr__(self) -> str:
        solved = sum(self.solved(exercise_id) for exercise_id in self.ids)
        return f"AnswerBook({str(self.path)!r}, exercises={len(self.ids)}, solved={solved})"


def _decode(text: str, position: int) -> tuple[Any, int]:
    """The JSON value at ``position`` and where it ends; (None, -1) for a damaged or too deeply nested record."""
    try:
        value, after = _DECODER.raw_decode(text, position)
    except (ValueError, RecursionError):  # JSONDecodeError, or a number of thousands of digits
        return None, -1
    if too_deep(value, MAX_RECORD_DEPTH):  # no event nests deeper; skipped like a line cut short
        return None, -1
    return value, after


def _cut_header(text: str, position: int) -> bool:
    """Whether the damaged first line is the start of an answers header, cut short by a crash."""
    newline = text.find("\n", position)
    line = text[position:newline if newline >= 0 else len(text)].strip()
    return bool(line) and (line.startswith(_HEADER_START) or _HEADER_START.startswith(line))


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
