"""The exercise package's error and the problems a teacher's file can have."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlearn.engine.errors import CardlearnError
from cardlearn.i18n import Message, get_language, msg


@dataclass(frozen=True)
class Problem:
    """One mistake in an exercise file: where it is (file, exercise, field) and what is wrong."""

    file: str
    message: Message
    exercise: str | None = None
    field: str | None = None
    warning: bool = False

    @property
    def key(self) -> str:
        """The catalog key of the problem (stable, for tests)."""
        return self.message.key

    def located(self) -> Message:
        """The problem with its place: "file: exercise x, field y: what is wrong"."""
        if self.exercise and self.field:
            return msg("exercises.check.at_field", file=self.file, exercise=self.exercise,
                       field=self.field, problem=self.message)
        if self.exercise:
            return msg("exercises.check.at_exercise", file=self.file, exercise=self.exercise,
                       problem=self.message)
        if self.field:
            return msg("exercises.check.at_file_field", file=self.file, field=self.field,
                       problem=self.message)
        return msg("exercises.check.at_file", file=self.file, problem=self.message)

    def text(self, lang: str | None = None) -> str:
        """The located problem in ``lang`` (a warning is marked as one)."""
        line = self.located().text(lang)
        return msg("exercises.check.warning", problem=line).text(lang) if self.warning else line


class _Lines:
    """Problems as one message parameter: one located problem per line."""

    def __init__(self, problems: tuple[Problem, ...]) -> None:
        self.problems = problems

    def text(self, lang: str | None = None) -> str:
        """Each problem on its own line, in ``lang``."""
        return "\n".join("- " + problem.text(lang) for problem in self.problems)


class ExerciseError(CardlearnError, ValueError):
    """An exercise file (or an exercise id) that cannot be used; ``problems`` lists every mistake.

    Loading is all-or-nothing: when this is raised nothing of the file is kept.
    """

    def __init__(self, key: str, /, problems: tuple[Problem, ...] = (), **params: Any) -> None:
        self.problems = tuple(problems)
        if not self.problems:
            super().__init__(key, **params)
            return
        # A counted message ("1 problem" / "3 problems" in each language's plural forms).
        params.setdefault("problems", _Lines(self.problems))
        self.message = Message(key, params, len(self.problems))
        self.lang = get_language()
        Exception.__init__(self, self.message.text(self.lang))

    def __str__(self) -> str:
        return self.message.text(self.lang)


class TemplateError(ExerciseError):
    """A prompt or hint placeholder that is not allowed, or that the exercise cannot fill."""


class MalformedAnswer(CardlearnError, ValueError):
    """A learner's answer that is not even of the right form (not a number, not a card ...)."""
