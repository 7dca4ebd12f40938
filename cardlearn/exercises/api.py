"""The learner's side: ``exercise(id)`` gives a question to check, with hints and a solution.

>>> ex = exercise("bridge.undertricks.001", lang="en")
>>> ex.check(-800).correct
True
"""
from __future__ import annotations

import html
import os
from dataclasses import dataclass
from typing import Any

from cardlearn.engine.errors import CardlearnError
from cardlearn.exercises.answers import Solution, Unanswerable, solve
from cardlearn.exercises.errors import ExerciseError, MalformedAnswer
from cardlearn.exercises.generators import GeneratorProblem, variant
from cardlearn.exercises.kinds import parse_value, show
from cardlearn.exercises.loader import find
from cardlearn.exercises.schema import ExerciseSpec
from cardlearn.exercises.store import AnswerBook
from cardlearn.exercises.texts import fill, localized, prompt_params
from cardlearn.i18n import Message, msg, render, resolve_language

RED = "#c0392b"  # hearts and diamonds: meets WCAG AA on white
GREEN_BG, RED_BG, GREY_BG = "#e8f5e9", "#fdecea", "#f4f4f4"

_EXAMPLES = {
    ("number", "bridge"): "-800", ("number", "jass"): "157",
    ("card", "bridge"): '"HA"', ("card", "jass"): '"EU"', ("call", "bridge"): '"2H"',
    ("seat", "bridge"): '"N"', ("team", "jass"): '"NS"',
    ("order", "bridge"): '["1C", "1D"]', ("order", "jass"): '["EU", "E9"]',
    ("true_false", "bridge"): "True", ("true_false", "jass"): "True",
}


@dataclass(frozen=True)
class Feedback:
    """The result of :meth:`Exercise.check`: right or not, and a localized message saying why.

    ``valid`` is False for an answer of the wrong form (not a number, not a
    card ...): it is not counted as an attempt.
    """

    correct: bool
    message: str
    valid: bool = True

    def __str__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        background = GREEN_BG if self.correct else (RED_BG if self.valid else GREY_BG)
        state = "correct" if self.correct else ("wrong" if self.valid else "malformed")
        return (f'<div class="cardlearn-feedback" data-feedback="{state}" role="status" '
                f'style="background:{background};color:#1a1a1a;border-radius:6px;padding:6px 10px;'
                f'white-space:pre-line">{_colour(html.escape(self.message))}</div>')


def _sentence(text: str) -> str:
    """A line starts with a capital even when it starts with a card name (“agern-Ass må spilles”)."""
    return text[:1].upper() + text[1:]


def _colour(escaped: str) -> str:
    """Red hearts and diamonds in already-escaped text."""
    for symbol in ("♥", "♦"):
        escaped = escaped.replace(symbol, f'<span style="color:{RED}">{symbol}</span>')
    return escaped


class Exercise:
    """One exercise for one learner: ``prompt``, ``check(answer)``, ``hint()``, ``solution()``."""

    def __init__(self, spec: ExerciseSpec, teacher: bool = False, lang: str | None = None,
                 seed: int | None = None, answers: str | os.PathLike[str] | AnswerBook | None = None) -> None:
        self.spec = spec
        self.teacher = teacher
        self.lang = None if lang is None else resolve_language(lang)
        self.seed = seed if spec.generator else None
        situation = spec.situation
        try:
            if self.seed is not None:
                situation = variant(spec.topic, spec.situation, spec.generator or {}, self.seed)
            self._solution: Solution = solve(spec.topic, spec.kind, situation)
        except (CardlearnError, Unanswerable, GeneratorProblem) as error:
            raise ExerciseError("exercises.error.no_answer", id=spec.id, problem=error.message) from None
        self.situation = situation
        self._params = prompt_params(spec.game, situation)
        self._hints_shown = 0
        self._last_recorded: Any = None
        if answers is None or isinstance(answers, AnswerBook):
            self.book = answers
        else:
            self.book = AnswerBook(answers)
        if self.book is not None:
            self._hints_shown = self.book.hints(spec.id)
        self._widget: Any = None

    # --- what the learner sees ---------------------------------------------------------------

    @property
    def id(self) -> str:
        """The exercise id (``bridge.undertricks.003``)."""
        return self.spec.id

    @property
    def kind(self) -> str:
        """What is answered: ``number``, ``card``, ``call``, ``seat``, ``team``, ``order``, ``true_false``."""
        return self.spec.kind

    @property
    def topic(self) -> str:
        """What the engine computes (``bridge.score`` ...)."""
        return self.spec.topic

    def _lang(self, lang: str | None = None) -> str:
        return resolve_language(lang if lang is not None else self.lang)

    def prompt_text(self, lang: str | None = None) -> str:
        """The question in ``lang`` (default: the exercise's language, else the current one)."""
        lang = self._lang(lang)
        return fill(localized(self.spec.prompt, lang), self._params, lang)

    @property
    def prompt(self) -> str:
        """The question in the learner's language."""
        return self.prompt_text()

    @property
    def hints_left(self) -> int:
        """How many hints have not been shown yet."""
        return max(0, len(self.spec.hints) - self._hints_shown)

    def hint(self, lang: str | None = None) -> str:
        """The next hint (the last one again once all are shown)."""
        lang = self._lang(lang)
        hints = self.spec.hints
        if not hints:
            return msg("exercises.hint.none").text(lang)
        number = min(self._hints_shown + 1, len(hints))
        text = self.hint_text(number, lang)
        if self.book is not None:  # written first: a failure (ExerciseError) leaves the count as it was
            self.book.record_hint(self.id, max(self._hints_shown, number))
        self._hints_shown = max(self._hints_shown, number)
        return text

    def hint_text(self, number: int, lang: str | None = None) -> str:
        """Hint ``number`` (1-based) in ``lang``, without counting it as asked for."""
        lang = self._lang(lang)
        hints = self.spec.hints
        text = fill(localized(hints[number - 1], lang), self._params, lang)
        return msg("exercises.hint.numbered", n=number, total=len(hints), hint=text).text(lang)

    # --- the answer ----------------------------------------------------------------------------

    @property
    def answer(self) -> Any:
        """The engine's answer in canonical form (a frozenset when several answers are right)."""
        return self._solution.value

    def explanation(self, lang: str | None = None) -> str:
        """Why the answer is right, one line per step, in ``lang``."""
        lang = self._lang(lang)
        return "\n".join(_sentence(render(line, lang)) for line in self._solution.explanation)

    def _answer_message(self) -> Message:
        value = self._solution.value
        key = "exercises.solution.any_of" if isinstance(value, frozenset) and len(value) > 1 \
            else "exercises.solution.answer"
        return msg(key, answer=show(self.kind, value, self.spec.game))

    def solution(self, lang: str | None = None) -> str:
        """The answer and its explanation."""
        lang = self._lang(lang)
        return self._answer_message().text(lang) + "\n" + self.explanation(lang)

    @property
    def items(self) -> list[str]:
        """The items an ``order`` exercise puts in order (empty for other kinds)."""
        return list(self._solution.items or ())

    def check(self, answer: Any, lang: str | None = None, record: bool = True) -> Feedback:
        """Check an answer: a localized message says why it is right or wrong.

        An answer of the wrong form gets a message saying what form is expected
        and is not recorded as an attempt. ``record=False`` only words the
        feedback (a widget showing it again in another language).
        """
        lang = self._lang(lang)
        items = self.items or None
        try:
            value = parse_value(self.kind, answer, self.spec.game, items)
        except MalformedAnswer as error:
            text = msg("exercises.feedback.malformed", problem=error.message,
                       example=_EXAMPLES.get((self.kind, self.spec.game), "")).text(lang)
            return Feedback(False, text, valid=False)
        correct = self._solution.accepts(value)
        if correct:
            text = msg("exercises.feedback.correct", why=self.explanation(lang)).text(lang)
        else:
            reason = self._solution.reason(value) if self._solution.reason else None
            text = msg("exercises.feedback.wrong", answer=show(self.kind, value, self.spec.game),
                       why=reason or msg("exercises.why.generic")).text(lang)
            if self.hints_left and record:
                text += " " + msg("exercises.feedback.hint_left").text(lang)
        if self.book is not None and record and value != self._last_recorded:
            # Pressing Check again on the same answer is one attempt; a failure raises before counting.
            self.book.record(self.id, value, correct, self.seed, lang)
            self._last_recorded = value
        return Feedback(correct, text)

    def choices(self) -> list[Any] | None:
        """What a widget offers to pick from (cards of the hand or trick, calls, seats ...); None for a number."""
        situation, kind = self.situation, self.kind
        if kind == "number":
            return None
        if kind == "true_false":
            return [True, False]
        if kind == "seat":
            return list("NESW")
        if kind == "team":
            return ["NS", "EW"]
        if kind == "order":
            return list(self._solution.items or ())
        if kind == "call":
            if situation.get("options"):
                return list(situation["options"])
            from cardlearn.engine.bridge.calls import code_text

            return [code_text(code) for code in range(38)]
        for name in ("hand", "trick", "play"):
            if situation.get(name):
                return list(situation[name])[-4:] if name == "play" else list(situation[name])
        return None

    def view(self, lang: str | None = None) -> dict[str, Any]:
        """A JSON-ready picture of the question for a front end (no answer in it unless ``teacher``)."""
        lang = self._lang(lang)
        view: dict[str, Any] = {
            "id": self.id, "kind": self.kind, "topic": self.topic, "game": self.spec.game,
            "lang": lang, "prompt": self.prompt_text(lang), "choices": self.choices(),
            "hints": len(self.spec.hints), "hints_left": self.hints_left, "seed": self.seed,
        }
        if self.teacher:
            value = self.answer
            view["answer"] = sorted(value) if isinstance(value, frozenset) else \
                list(value) if isinstance(value, tuple) else value
            view["solution"] = self.solution(lang)
        return view

    # --- display -------------------------------------------------------------------------------

    def widget(self) -> Any:
        """The interactive :class:`~cardlearn.exercises.widget.ExerciseWidget` for this exercise (made once)."""
        if self._widget is None:
            from cardlearn.exercises.widget import ExerciseWidget

            self._widget = ExerciseWidget(self, lang=self.lang)  # the widget speaks the exercise's language
        return self._widget

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> Any:
        """In a notebook an exercise shows as its widget (answer by clicking), with static HTML beside it."""
        return self.widget()._repr_mimebundle_(include=include, exclude=exclude)

    def __repr__(self) -> str:
        seed = "" if self.seed is None else f", seed={self.seed}"
        teacher = ", teacher=True" if self.teacher else ""
        return f"exercise({self.id!r}{seed}{teacher})  # {self.kind}, {self.topic}"

    def _repr_html_(self) -> str:
        lang = self._lang()
        esc = lambda text: _colour(html.escape(text))
        heading = msg("exercises.html.heading", id=self.id).text(lang)
        title = localized(self.spec.title, lang) if self.spec.title else ""
        how = msg("exercises.html.how", example=_EXAMPLES.get((self.kind, self.spec.game), "")).text(lang)
        parts = [
            (f'<div class="cardlearn-exercise" data-exercise-id="{html.escape(self.id)}" '
            f'data-kind="{html.escape(self.kind)}" lang="{lang}" style="border:1px solid #bbb;'
            f'border-radius:6px;padding:8px 12px;max-width:42em;color:#1a1a1a;background:#fff">'),
            f'<div style="font-weight:bold;margin-bottom:4px">{esc(heading)}'
            + (f" – {esc(title)}" if title else "") + "</div>",
            f'<p style="margin:4px 0">{esc(self.prompt_text(lang))}</p>',
        ]
        if self.spec.game == "bridge" and self.situation.get("deal"):
            from cardlearn.engine import bridge

            # The engine draws the deal (escaped, localized via the current language).
            parts.append(bridge.Deal.from_pbn(self.situation["deal"])._repr_html_())
        if self.spec.game == "jass" and "hands" in self.situation:
            rows = "".join(
                f"<li>{esc(render(self._seat(seat), lang))}: "
                f"{esc(', '.join(render(show('card', c, 'jass'), lang) for c in cards))}</li>"
                for seat, cards in self.situation["hands"].items() if cards)
            parts.append(f'<ul style="margin:4px 0">{rows}</ul>')
        parts.append(f'<p style="margin:4px 0;color:#555;font-size:90%">{esc(how)}</p>')
        if self.teacher:
            parts.append(f'<div class="cardlearn-solution" style="background:{GREY_BG};padding:6px 10px;'
                         f'border-radius:4px;white-space:pre-line"><b>{esc(msg("exercises.html.teacher").text(lang))}</b>'
                         f"\n{esc(self.solution(lang))}</div>")
        parts.append("</div>")
        return "".join(parts)

    @staticmethod
    def _seat(seat: str) -> Message:
        return msg(f"core.seat.{seat}")


def exercise(exercise_id: str, teacher: bool = False, lang: str | None = None, seed: int | None = None,
             answers: str | os.PathLike[str] | AnswerBook | None = None,
             path: str | os.PathLike[str] | None = None) -> Exercise:
    """The exercise ``exercise_id``: ``seed`` picks a variant, ``answers`` a JSON file that keeps attempts.

    ``teacher=True`` shows the answer and its explanation with the question.
    ``path`` is a file or folder of exercises (default: see :func:`~cardlearn.exercises.loader.search_folders`).
    """
    return Exercise(find(exercise_id, path), teacher=teacher, lang=lang, seed=seed, answers=answers)
