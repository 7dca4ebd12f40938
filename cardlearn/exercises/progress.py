"""A learner's progress, lesson by lesson: ``cardlearn.progress()`` (bars in the learner's language and a DataFrame).

Which exercise belongs to which lesson is read from the lesson notebooks
themselves (the ``exercise("...")`` calls of each notebook), so it can never
disagree with what the lessons ask. An exercise asked in two lessons counts
for the first; answers to exercises no lesson asks are shown as "other".
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from functools import cache
from html import escape
from typing import Any

from cardlearn.engine.arguments import checked
from cardlearn.engine.theme import FONT_STYLE, INK, PALETTE
from cardlearn.exercises.mastery import Mastery, mastery
from cardlearn.exercises.schema import ExerciseSpec
from cardlearn.exercises.store import AnswerBook
from cardlearn.exercises.texts import localized
from cardlearn.i18n import render, resolve_language, t

_EXERCISE_CALL = re.compile(r"""exercise(?:_widget)?\(\s*["']([a-z0-9_.]+)["']""")
_REFERENCE_LANGS = ("da", "th", "ko", "tr")  # the lesson sets, reference first
OTHER = "other"
# Single quotes: the font list sits inside a double-quoted style attribute.
_FONT = FONT_STYLE


@dataclass(frozen=True)
class Lesson:
    """One lesson: its number, id (``bridge-06``), file stem and the exercises it asks, in order."""

    number: int
    id: str
    stem: str
    exercises: tuple[str, ...]

    def title(self, lang: str) -> str:
        """The lesson's title in ``lang``: the heading of its notebook (English: the catalog)."""
        if lang == "en":
            return t("exercises.progress.lesson_title", "en", number=self.number,
                     topic=t(f"exercises.progress.topic.{self.id}", "en"))
        heading = _headings(lang).get(self.stem)
        return heading or t("exercises.progress.lesson_title", lang, number=self.number,
                            topic=t(f"exercises.progress.topic.{self.id}", lang))


def _lessons_root() -> Any:
    from importlib.resources import files

    return files("cardlearn.lessons")


def _notebooks(lang: str) -> list[Any]:
    folder = _lessons_root().joinpath(lang)
    if not folder.is_dir():
        return []
    return sorted((item for item in folder.iterdir() if item.name.endswith(".ipynb")), key=lambda i: i.name)


def _cells(item: Any) -> list[dict[str, Any]]:
    try:
        notebook = json.loads(item.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    return [cell for cell in cells or [] if isinstance(cell, dict)]


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


@cache
def lessons() -> tuple[Lesson, ...]:
    """Every lesson with the exercises it asks, from the installed lesson notebooks."""
    for lang in _REFERENCE_LANGS:
        notebooks = _notebooks(lang)
        if not notebooks:
            continue
        found: list[Lesson] = []
        for item in notebooks:
            stem = item.name[: -len(".ipynb")]
            number = int(stem[:2]) if stem[:2].isdigit() else len(found) + 1
            game = "jass" if "jass" in stem else "bridge"
            ids: list[str] = []
            for cell in _cells(item):
                if cell.get("cell_type") == "code":
                    ids.extend(i for i in _EXERCISE_CALL.findall(_source(cell)) if i not in ids)
            found.append(Lesson(number, f"{game}-{number:02d}", stem, tuple(ids)))
        return tuple(found)
    return ()


@cache
def _headings(lang: str) -> dict[str, str]:
    headings = {}
    for item in _notebooks(lang):
        for cell in _cells(item):
            if cell.get("cell_type") == "markdown":
                first = _source(cell).strip().splitlines()[:1]
                if first and first[0].startswith("#"):
                    headings[item.name[: -len(".ipynb")]] = first[0].lstrip("#").strip()
                break
    return headings


def lesson_of() -> dict[str, Lesson]:
    """Each exercise id asked by a lesson, mapped to the first lesson that asks it."""
    owner: dict[str, Lesson] = {}
    for lesson in lessons():
        for exercise_id in lesson.exercises:
            owner.setdefault(exercise_id, lesson)
    return owner


@dataclass(frozen=True)
class LessonProgress:
    """One row of :class:`Progress`: a lesson and how far the learner got."""

    lesson: str
    number: int | None
    title: str
    exercises: int
    attempted: int
    solved: int
    hints: int


class Progress:
    """A learner's progress per lesson; shows itself as bars and has :meth:`to_frame`."""

    def __init__(self, book: AnswerBook | None, lang: str, path: str) -> None:
        self.book, self.lang, self.path = book, lang, path
        self.rows = self._rows()
        self.mastery = self._mastery()

    def _mastery(self) -> dict[str, Mastery]:
        """The mastery of every generated exercise the learner has answered (see :mod:`.mastery`)."""
        if self.book is None:
            return {}
        found = {}
        for exercise_id in self.book.ids:
            attempts = self.book.attempts(exercise_id)
            spec = _spec(exercise_id)
            if attempts and spec is not None and spec.generator:
                found[exercise_id] = mastery(attempts)
        return found

    def mastery_frame(self) -> Any:
        """One row per generated exercise: ``exercise``, ``right``, ``counted``, ``goal``, ``of``, ``mastered``."""
        import pandas as pd

        columns = ["exercise", "right", "counted", "goal", "of", "mastered"]
        return pd.DataFrame([{"exercise": key, "right": m.right, "counted": m.counted, "goal": m.target_right,
                              "of": m.target_of, "mastered": m.mastered} for key, m in self.mastery.items()],
                            columns=columns)

    def _mastery_lines(self) -> list[tuple[str, str, bool]]:
        """(id, "its title – mastered or not yet, with the count", mastered) per generated exercise."""
        lines = []
        for key, state in self.mastery.items():
            spec = _spec(key)
            title = localized(spec.title, self.lang) if spec is not None and spec.title else ""
            text = render(state.summary, self.lang)
            lines.append((key, f"{title} – {text}" if title else text, state.mastered))
        return lines

    def _rows(self) -> list[LessonProgress]:
        book, lang = self.book, self.lang
        ids = set(book.ids) if book is not None else set()
        owner = lesson_of()
        rows = []
        for lesson in lessons():
            asked = [i for i in lesson.exercises if owner.get(i) is lesson]
            rows.append(self._row(lesson.id, lesson.number, lesson.title(lang), asked, ids))
        others = sorted(i for i in ids if i not in owner)
        if others:
            rows.append(self._row(OTHER, None, t("exercises.progress.other", lang), others, ids))
        return rows

    def _row(self, key: str, number: int | None, title: str, asked: list[str], ids: set[str]) -> LessonProgress:
        book = self.book
        done = [i for i in asked if i in ids]
        attempted = [i for i in done if book is not None and book.attempts(i)]
        solved = [i for i in done if book is not None and book.solved(i)]
        hints = sum(book.hints(i) for i in done) if book is not None else 0
        return LessonProgress(key, number, title, len(asked), len(attempted), len(solved), hints)

    def to_frame(self) -> Any:
        """One row per lesson: ``lesson``, ``title``, ``exercises``, ``attempted``, ``solved``, ``hints``."""
        import pandas as pd

        columns = ["lesson", "title", "exercises", "attempted", "solved", "hints"]
        return pd.DataFrame([{name: getattr(row, name) for name in columns} for row in self.rows],
                            columns=columns)

    def __repr__(self) -> str:
        lines = [t("exercises.progress.heading", self.lang)]
        for row in self.rows:
            lines.append(f"{row.title}: " + t("exercises.progress.summary", self.lang, solved=row.solved,
                                                 total=row.exercises, attempted=row.attempted,
                                                 hints=row.hints))
        if self.mastery:
            lines.append(t("exercises.progress.mastery_heading", self.lang))
            lines.extend(text for _, text, _ in self._mastery_lines())
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        lang = self.lang
        rows = []
        for row in self.rows:
            total = max(row.exercises, 1)
            solved = 100 * row.solved / total
            tried = 100 * max(row.attempted - row.solved, 0) / total
            summary = t("exercises.progress.summary", lang, solved=row.solved, total=row.exercises,
                        attempted=row.attempted, hints=row.hints)
            rows.append(
                f'<div class="cl-progress-row" data-lesson="{escape(row.lesson)}" style="display:grid;'
                f'grid-template-columns:minmax(10em,22em) minmax(8em,1fr);gap:2px 12px;align-items:center;'
                f'margin:3px 0"><div style="overflow:hidden;text-overflow:ellipsis;white-space:nowrap" '
                f'title="{escape(row.title)}">{escape(row.title)}</div>'
                f'<div><div role="img" aria-label="{escape(summary)}" style="display:flex;height:12px;'
                f'background:#e6e0d2;border-radius:6px;overflow:hidden">'
                f'<span style="width:{solved:.1f}%;background:#2e7d32"></span>'
                f'<span style="width:{tried:.1f}%;background:#e0a526"></span></div>'
                f'<div style="font-size:12px;color:#444">{escape(summary)}</div></div></div>')
        legend = (f'<div style="font-size:12px;color:#444;margin-top:6px">'
                  f'<span style="display:inline-block;width:10px;height:10px;background:#2e7d32;'
                  f'border-radius:2px"></span> {escape(t("exercises.progress.legend_solved", lang))} '
                  f'<span style="display:inline-block;width:10px;height:10px;background:#e0a526;'
                  f'border-radius:2px;margin-left:10px"></span> '
                  f'{escape(t("exercises.progress.legend_tried", lang))}</div>')
        if self.mastery:
            rows.append(f'<div style="font-weight:700;margin:8px 0 2px">'
                        f'{escape(t("exercises.progress.mastery_heading", lang))}</div>')
            for key, text, done in self._mastery_lines():
                colour = "#1f6b2a" if done else "#444"
                rows.append(f'<div class="cl-mastery-row" data-exercise="{escape(key)}" '
                            f'data-mastered="{str(done).lower()}" style="font-size:13px;color:{colour}">'
                            f'{escape(text)}</div>')
        empty = "" if self.book is not None and self.book.ids else \
            f'<p style="margin:4px 0">{escape(t("exercises.progress.empty", lang, path=self.path))}</p>'
        return (f'<div class="cl-progress" lang="{lang}" style="{_FONT}max-width:760px;color:{INK};'
                f'background:{PALETTE["paper"]};border-radius:12px;padding:10px 14px">'
                f'<div style="font-weight:700;font-size:1.1em;margin-bottom:6px">'
                f'{escape(t("exercises.progress.heading", lang))}</div>{empty}{"".join(rows)}{legend}</div>')


@cache
def _spec(exercise_id: str) -> ExerciseSpec | None:
    """The exercise as found in the installed exercises (None if it is not there any more)."""
    from cardlearn.exercises.errors import ExerciseError
    from cardlearn.exercises.loader import find

    try:
        return find(exercise_id)
    except ExerciseError:
        return None


@checked
def progress(answers: str | os.PathLike[str] | None = None, lang: str | None = None) -> Progress:
    """The learner's progress from the answers file: per lesson, exercises attempted, solved, hints used.

    ``answers`` defaults to the lesson's file (``cardlearn.settings(answers=...)``),
    else ``answers.json``. Shows as bars in the learner's language (``lang``,
    default the notebook's); ``.to_frame()`` gives the same as a DataFrame. A
    file not written yet is no progress yet, not an error; a file that is not an
    answers file raises a localized :class:`~cardlearn.exercises.ExerciseError`.
    """
    from cardlearn.exercises.api import answers_file

    lang = resolve_language(lang)
    path = os.fspath(answers if answers is not None else answers_file() or "answers.json")
    book = AnswerBook(path) if os.path.lexists(path) else None
    return Progress(book, lang, path)


def _catalog_keys() -> list[str]:
    """The catalog keys this module uses (for the catalog tests)."""
    keys = ["exercises.progress.heading", "exercises.progress.summary", "exercises.progress.other",
            "exercises.progress.empty", "exercises.progress.legend_solved",
            "exercises.progress.legend_tried", "exercises.progress.lesson_title",
            "exercises.progress.mastery_heading"]
    return keys + [f"exercises.progress.topic.{lesson.id}" for lesson in lessons()]


__all__ = ["Lesson", "LessonProgress", "Progress", "lesson_of", "lessons", "progress"]
