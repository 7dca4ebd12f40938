"""The class report: answers files collected from learners as DataFrames, a CSV and an HTML page.

>>> report(["ana.json", "ben.json"])                        # doctest: +SKIP
    learner  exercise                 attempts  solved  hints_asked  hints_after_wrong  last_answer
    Ana      bridge.undertricks.001          2    True            1                  1  −100

``cardlearn exercises report FILES… --out DIR`` writes ``DIR/report.csv`` (that
table) and ``DIR/report.html`` (a learner × exercise heat map and the
exercises most often missed with their most common wrong answers).

The CSV is for spreadsheets: every cell goes through :func:`cardlearn.engine.output.csv_cell`
(numbers as plain ASCII numbers, so −100 is the number -100; text that a spreadsheet would
run as a formula, such as a learner named ``=HYPERLINK(…)``, starts with ``'``). ``DIR``
must pass the path policy (:func:`cardlearn.engine.paths.writable_folder`).

The learner of a file is the name its header records (the computer's user name, or
``cardlearn.settings(learner=...)``); a file without one is named by its file name.
Hints are two columns: ``hints_asked`` (the learner asked: ``.hint()``, the Hint button)
and ``hints_after_wrong`` (shown with the feedback on a wrong answer, unasked).
"""
from __future__ import annotations

import csv
import io
import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardlearn.engine.arguments import checked
from cardlearn.engine.errors import InvalidArgument
from cardlearn.engine.files import write_text_atomic
from cardlearn.engine.output import csv_cell
from cardlearn.engine.paths import writable_folder
from cardlearn.engine.validate import clip
from cardlearn.exercises.errors import ExerciseError
from cardlearn.exercises.store import AnswerBook
from cardlearn.i18n import msg, render, resolve_language

COLUMNS = ["learner", "exercise", "attempts", "solved", "hints_asked", "hints_after_wrong", "last_answer"]
MISSED_COLUMNS = ["exercise", "learners", "solved", "not_solved", "wrong_attempts", "common_wrong"]


def answer_files(paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The answers files named by ``paths`` (a folder stands for its ``*.json`` files), in order."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    if not isinstance(paths, (list, tuple, set, frozenset)) or \
            not all(isinstance(item, (str, os.PathLike)) for item in paths):
        raise InvalidArgument("engine.arg.type", name="paths", value=clip(paths),
                              kinds=[msg("engine.kind.path"), msg("engine.kind.list")])
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            found.extend(sorted(p for p in path.glob("*.json") if p.is_file()))
        elif path.exists():
            found.append(path)
        else:
            raise ExerciseError("exercises.report.no_such_file", path=str(path))
    if not found:
        raise ExerciseError("exercises.report.no_files", paths=", ".join(str(Path(p)) for p in paths))
    return found


@dataclass
class _Cell:
    attempts: list[dict[str, Any]]
    hints_asked: int = 0
    hints_after_wrong: int = 0
    solved: bool = False


def _books(paths: Any) -> dict[str, dict[str, _Cell]]:
    """Learner → exercise → what they did; a learner's several files are merged."""
    learners: dict[str, dict[str, _Cell]] = {}
    books = [(path, AnswerBook(path)) for path in answer_files(paths)]
    stems = Counter(path.stem for path, book in books if not book.learner)
    for path, book in books:
        # An unnamed file is named by its file; files all called answers.json by their folder too.
        name = book.learner or (path.stem if stems[path.stem] == 1 else f"{path.parent.name}/{path.stem}")
        mine = learners.setdefault(name, {})
        for exercise_id in book.ids:
            cell = mine.setdefault(exercise_id, _Cell([]))
            cell.attempts.extend(book.attempts(exercise_id))
            cell.hints_asked = max(cell.hints_asked, book.hints_asked(exercise_id))
            cell.hints_after_wrong = max(cell.hints_after_wrong, book.hints_after_wrong(exercise_id))
            cell.solved = cell.solved or book.solved(exercise_id)
    for mine in learners.values():
        for cell in mine.values():
            cell.attempts.sort(key=lambda attempt: str(attempt.get("time") or ""))
    return learners


def answer_text(exercise_id: str, answer: Any, lang: str | None = None) -> str:
    """An answer as a teacher reads it (−800, ♥A, 1♣ 1♦, Yes), else as it was stored."""
    if answer is None:
        return ""
    try:
        from cardlearn.exercises.kinds import parse_value, show
        from cardlearn.exercises.loader import find

        spec = find(exercise_id)
        items = list(answer) if spec.kind == "order" and isinstance(answer, list) else None
        return render(show(spec.kind, parse_value(spec.kind, answer, spec.game, items), spec.game), lang)
    except Exception:  # noqa: BLE001 - an exercise the teacher's machine lacks: show the raw answer
        if isinstance(answer, list):
            return " ".join(str(item) for item in answer)
        return str(answer)


@checked
def report(paths: Any, lang: str | None = None) -> Any:
    """One row per learner × exercise: learner, exercise, attempts, solved, hints_asked, hints_after_wrong, last_answer.

    ``paths`` are answers files (or folders of them) collected from learners.
    """
    import pandas as pd

    lang = resolve_language(lang)
    rows = []
    for learner, mine in sorted(_books(paths).items()):
        for exercise_id, cell in sorted(mine.items()):
            last = cell.attempts[-1]["answer"] if cell.attempts else None
            rows.append({"learner": learner, "exercise": exercise_id, "attempts": len(cell.attempts),
                         "solved": cell.solved, "hints_asked": cell.hints_asked,
                         "hints_after_wrong": cell.hints_after_wrong,
                         "last_answer": answer_text(exercise_id, last, lang) if cell.attempts else ""})
    return pd.DataFrame(rows, columns=COLUMNS)


@checked
def missed(paths: Any, lang: str | None = None, top: int = 10) -> Any:
    """The exercises most often missed: learners, solved, not solved, wrong attempts and the commonest wrong answers."""
    import pandas as pd

    lang = resolve_language(lang)
    per_exercise: dict[str, dict[str, Any]] = {}
    for mine in _books(paths).values():
        for exercise_id, cell in mine.items():
            entry = per_exercise.setdefault(exercise_id, {"learners": 0, "solved": 0, "wrong": Counter()})
            if not cell.attempts:
                continue
            entry["learners"] += 1
            entry["solved"] += int(cell.solved)
            for attempt in cell.attempts:
                if not attempt.get("correct"):
                    entry["wrong"][answer_text(exercise_id, attempt.get("answer"), lang)] += 1
    rows = []
    for exercise_id, entry in per_exercise.items():
        wrong: Counter[str] = entry["wrong"]
        if not wrong:
            continue
        common = [(answer, count) for answer, count in wrong.most_common(3)]
        rows.append({"exercise": exercise_id, "learners": entry["learners"], "solved": entry["solved"],
                     "not_solved": entry["learners"] - entry["solved"],
                     "wrong_attempts": sum(wrong.values()), "common_wrong": common})
    rows.sort(key=lambda row: (-row["not_solved"], -row["wrong_attempts"], row["exercise"]))
    return pd.DataFrame(rows[:top], columns=MISSED_COLUMNS)


@checked
def write_report(paths: Any, out: str | os.PathLike[str], lang: str | None = None) -> tuple[Path, Path]:
    """Write ``out/report.csv`` and ``out/report.html``; returns both paths."""
    from cardlearn.exercises.report_html import report_page

    lang = resolve_language(lang)
    real = writable_folder(out)  # before reading anything: a refused folder is the quickest answer
    table = report(paths, lang)
    worst = missed(paths, lang)
    folder = Path(out)
    try:
        real.mkdir(parents=True, exist_ok=True)
    except OSError:
        raise ExerciseError("exercises.report.cannot_write", path=str(folder)) from None
    csv_path, html_path = folder / "report.csv", folder / "report.html"
    # Through the file layer: atomic (an old report stays whole on a full disk), never into a FIFO or device.
    write_csv(table, real / "report.csv")
    write_text_atomic(real / "report.html", report_page(table, worst, lang))
    return csv_path, html_path


def write_csv(table: Any, path: str | os.PathLike[str]) -> None:
    """Write ``table`` as CSV for a spreadsheet: a header row, every cell through :func:`csv_cell`,
    text quoted and numbers plain."""
    handle = io.StringIO(newline="")
    writer = csv.writer(handle, quoting=csv.QUOTE_NONNUMERIC)
    writer.writerow([csv_cell(str(name)) for name in table.columns])
    for row in table.itertuples(index=False):
        writer.writerow([csv_cell(value) for value in row])
    write_text_atomic(path, handle.getvalue())  # atomic, and never into a FIFO or a device


def pivot_text(table: Any) -> str:
    """The learner × exercise table as text: ✓ solved, ✗ tried and not solved, with the attempts."""
    if table.empty:
        return ""
    marks = table.assign(cell=[("✓" if solved else "✗") + str(attempts)
                               for solved, attempts in zip(table["solved"], table["attempts"])])
    grid = marks.pivot(index="learner", columns="exercise", values="cell").fillna("·")
    return str(grid.to_string())


__all__ = ["COLUMNS", "MISSED_COLUMNS", "answer_files", "answer_text", "missed", "pivot_text", "report",
           "write_csv", "write_report"]
