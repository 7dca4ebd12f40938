"""A learner's answers in a small JSON file, so a teacher can collect them and re-runs lose nothing.

The file looks like this (one entry per exercise id, attempts in order)::

    {"format": "cardlearn-answers", "version": 1, "learner": "Ana",
     "exercises": {"bridge.undertricks.003": {
         "attempts": [{"answer": -500, "correct": false, "seed": 7, "lang": "da",
                       "time": "2025-01-31T10:02:11+00:00"}],
         "hints": 1, "solved": false}}}

Every change is merged into what is on disk and written atomically, so two
notebooks writing to the same file, or a notebook run twice, keep every attempt.
"""
from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from cardlearn.exercises.errors import ExerciseError

FORMAT = "cardlearn-answers"
VERSION = 1


def _empty(learner: str | None) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "learner": learner, "exercises": {}}


def _jsonable(value: Any) -> Any:
    if isinstance(value, (frozenset, set, tuple)):
        return [_jsonable(item) for item in value]
    if isinstance(value, list):
        return [_jsonable(item) for item in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


class AnswerBook:
    """A learner's attempts and hint counts per exercise id, kept in a JSON file at ``path``."""

    def __init__(self, path: str | os.PathLike[str], learner: str | None = None) -> None:
        self.path = Path(path)
        self.data = self._read()
        if learner is not None:
            self.data["learner"] = learner

    def _read(self) -> dict[str, Any]:
        if not self.path.exists():
            return _empty(None)
        try:
            data = json.loads(self.path.read_text(encoding="utf-8") or "{}")
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise ExerciseError("exercises.error.bad_answer_book", path=str(self.path),
                                detail=str(error)) from None
        if not data:
            return _empty(None)
        if not isinstance(data, dict) or data.get("format") != FORMAT or \
                not isinstance(data.get("exercises"), dict):
            raise ExerciseError("exercises.error.bad_answer_book", path=str(self.path),
                                detail="not a cardlearn answer file")
        return data

    def _entry(self, data: dict[str, Any], exercise_id: str) -> dict[str, Any]:
        return data["exercises"].setdefault(exercise_id, {"attempts": [], "hints": 0, "solved": False})

    def _update(self, change: Any) -> None:
        """Apply ``change`` to the file's current content (merging with other writers) and save."""
        on_disk = self._read()
        if self.data.get("learner") and not on_disk.get("learner"):
            on_disk["learner"] = self.data["learner"]
        change(on_disk)
        self.data = on_disk
        self.save()

    def save(self) -> None:
        """Write the book atomically (a half-written file never replaces a good one)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=".answers-", suffix=".json", dir=self.path.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(self.data, out, ensure_ascii=False, indent=1, sort_keys=True)
            os.replace(temp, self.path)
        finally:
            if os.path.exists(temp):
                os.unlink(temp)

    def record(self, exercise_id: str, answer: Any, correct: bool, seed: int | None = None,
               lang: str | None = None) -> None:
        """Add one attempt (kept even when the exercise is already solved)."""
        attempt = {"answer": _jsonable(answer), "correct": bool(correct), "seed": seed, "lang": lang,
                   "time": datetime.now(timezone.utc).isoformat(timespec="seconds")}

        def change(data: dict[str, Any]) -> None:
            entry = self._entry(data, exercise_id)
            entry["attempts"].append(attempt)
            entry["solved"] = bool(entry.get("solved")) or bool(correct)

        self._update(change)

    def record_hint(self, exercise_id: str, shown: int) -> None:
        """Remember how many hints were shown (the most ever shown counts)."""
        def change(data: dict[str, Any]) -> None:
            entry = self._entry(data, exercise_id)
            entry["hints"] = max(int(entry.get("hints", 0)), shown)

        self._update(change)

    def attempts(self, exercise_id: str) -> list[dict[str, Any]]:
        """The attempts at one exercise, oldest first."""
        return list(self.data["exercises"].get(exercise_id, {}).get("attempts", []))

    def solved(self, exercise_id: str) -> bool:
        """Whether some attempt at the exercise was correct."""
        return bool(self.data["exercises"].get(exercise_id, {}).get("solved", False))

    def hints(self, exercise_id: str) -> int:
        """How many hints of the exercise have been shown."""
        return int(self.data["exercises"].get(exercise_id, {}).get("hints", 0))

    @property
    def ids(self) -> list[str]:
        """The exercises with any attempt or hint, sorted."""
        return sorted(self.data["exercises"])

    @property
    def learner(self) -> str | None:
        """The learner's name, if one was given."""
        return self.data.get("learner")

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
