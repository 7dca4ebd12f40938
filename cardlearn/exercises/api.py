"""The learner's side: ``exercise(id)`` gives a question to check, with hints and a solution.

>>> ex = exercise("bridge.undertricks.001", lang="en")
>>> ex.check(-800).correct
True
"""
from __future__ import annotations

import html
import math
import os
from dataclasses import dataclass
from typing import Any

from cardlearn.engine.arguments import checked
from cardlearn.engine.errors import CardlearnError, InvalidArgument
from cardlearn.engine.seats import SEATS
from cardlearn.engine.theme import INK, PALETTE, RED
from cardlearn.engine.validate import check_seed, clip
from cardlearn.exercises.answers import Solution, Unanswerable, solve
from cardlearn.exercises.errors import ExerciseError, MalformedAnswer
from cardlearn.exercises.generators import GeneratorProblem, variant
from cardlearn.exercises.kinds import CONTRACT_CHOICES, parse_value, show
from cardlearn.exercises.loader import find
from cardlearn.exercises.schema import ExerciseSpec
from cardlearn.exercises.store import AnswerBook
from cardlearn.exercises.texts import fill, localized, prompt_params
from cardlearn.i18n import Message, has_key, msg, render, resolve_language

GREEN_BG, RED_BG, GREY_BG = "#e8f5e9", PALETTE["error-paper"], "#f4f4f4"

# A typical answer of each topic's form, shown in "how to answer" texts; never the exercise's own answer.
_NUMBER_EXAMPLES = {
    "bridge.score": (-800, 420), "bridge.target": (9, 10), "bridge.hcp": (12, 15), "bridge.sure_tricks": (7, 9), "bridge.losers": (3, 4),
    "bridge.trumps_out": (5, 4), "bridge.trump_rounds": (3, 2),
    "bridge.meaning_min_hcp": (12, 6), "jass.card_points": (21, 30), "jass.remaining_points": (100, 57),
    "jass.multiplier": (2, 3), "jass.multiplied": (120, 240), "jass.weis_points": (50, 100),
}
_FIXED_EXAMPLES = {
    "call": ("2H", "1NT"), "seat": ("N", "E"), "team": ("NS", "EW"), "true_false": (True, False),
    "card": ("HA", "EU"), "contract": ("push", "R"),
}


def _code(value: Any) -> str:
    """A value as it is typed in ``.check(...)``."""
    if isinstance(value, (bool, int)):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_code(item) for item in value) + "]"
    return f'"{value}"'


@dataclass(frozen=True)
class Feedback:
    """The result of :meth:`Exercise.check`: right or not, and a localized message saying why.

    ``valid`` is False for an answer of the wrong form (not a number, not a
    card ...): it is not counted as an attempt.
    """

    correct: bool
    message: str
    valid: bool = True
    hint: int | None = None
    """The hint (1-based) given with this wrong answer, if one was."""
    solution_shown: bool = False
    """Whether the answer and its explanation came with it (every hint had been shown)."""

    def __str__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        background = GREEN_BG if self.correct else (RED_BG if self.valid else GREY_BG)
        state = "correct" if self.correct else ("wrong" if self.valid else "malformed")
        return (f'<div class="cardlearn-feedback" data-feedback="{state}" role="status" '
                f'style="background:{background};color:{INK};border-radius:6px;padding:6px 10px;'
                f'white-space:pre-line">{_colour(html.escape(self.message))}</div>')


def _sentence(text: str) -> str:
    """A line starts with a capital even when it starts with a card name (“agern-Ass må spilles”)."""
    return text[:1].upper() + text[1:]


MAX_ANSWER = 64
"""The most characters (or list items) an answer may have; no answer of any kind needs more."""
MAX_NUMBER = 10**9


def _check_size(answer: Any) -> None:
    """Refuse an answer far too big to be one before reading it (nothing of it is echoed or stored)."""
    too_big = False
    if isinstance(answer, (str, bytes, list, tuple, dict, set, frozenset)):
        too_big = len(answer) > MAX_ANSWER or (
            isinstance(answer, (list, tuple)) and any(isinstance(item, (str, bytes, list, tuple, dict))
                                                      and len(item) > MAX_ANSWER for item in answer))
    elif isinstance(answer, int) and not isinstance(answer, bool):
        too_big = abs(answer) >= MAX_NUMBER
    elif isinstance(answer, float):
        too_big = not math.isnan(answer) and abs(answer) >= MAX_NUMBER  # NaN is "not a whole number" below
    if too_big:
        raise MalformedAnswer("exercises.answer.too_big", max=MAX_ANSWER)


def _targeted(reason: Any) -> Message | None:
    """The engine's reason for a wrong card or call, cut to the rule it breaks (no list of allowed ones).

    ``None`` when there is no such wording: a reason that would give the answer
    away waits until every hint has been shown.
    """
    key = getattr(reason, "key", None)
    if isinstance(reason, Message) and key and has_key(f"exercises.look.{key}"):
        return Message(f"exercises.look.{key}", reason.params)
    return None


def _unique(lines: list[str]) -> list[str]:
    """Lines in order, each once (the engine's reason may repeat an explanation line)."""
    unique: list[str] = []
    for line in lines:
        if line.strip() and line not in unique:
            unique.append(line)
    return unique


def _colour(escaped: str) -> str:
    """Red hearts and diamonds in already-escaped text."""
    for symbol in ("♥", "♦"):
        escaped = escaped.replace(symbol, f'<span style="color:{RED}">{symbol}</span>')
    return escaped


#: The answers offered for the kinds whose choices never depend on the situation.
_FIXED_CHOICES: dict[str, tuple[Any, ...]] = {
    "true_false": (True, False), "seat": tuple(SEATS), "team": ("NS", "EW"), "contract": tuple(CONTRACT_CHOICES),
}


class Exercise:
    """One exercise for one learner: ``prompt``, ``check(answer)``, ``hint()``, ``solution()``."""

    @checked
    def __init__(self, spec: ExerciseSpec, teacher: bool = False, lang: str | None = None,
                 seed: int | None = None, answers: str | os.PathLike[str] | AnswerBook | None = None,
                 fresh: bool = False) -> None:
        # ``fresh``: a new variant asked for (New exercise): its hints start from the first one again.
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
        self._last: tuple[Any, int | None, bool] | None = None  # the last answer checked, its hint, solution
        if answers is None or isinstance(answers, AnswerBook):
            self.book = answers
        else:
            self.book = AnswerBook(answers, learner=learner())
        if self.book is not None and not fresh:
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
        """Why the answer is right, one line per step (each once), in ``lang``."""
        lang = self._lang(lang)
        return "\n".join(_unique([_sentence(render(line, lang)) for line in self._solution.explanation]))

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

    @property
    def hints_shown(self) -> int:
        """How many hints have been shown (asked for, or given with a wrong answer)."""
        return self._hints_shown

    def example(self) -> str:
        """An answer of the right form for this exercise, as typed in ``.check(...)`` (never its answer)."""
        right = self._solution.value
        candidates: tuple[Any, ...]
        if self.kind == "number":
            candidates = _NUMBER_EXAMPLES.get(self.topic, (12, 7))
        elif self.kind == "order":
            items = list(self.items)
            candidates = (items, items[::-1])
        elif self.kind == "card":
            choices = self.choices() or []
            candidates = tuple(choices) + (_FIXED_EXAMPLES["card"][0 if self.spec.game == "bridge" else 1],)
        else:
            candidates = _FIXED_EXAMPLES[self.kind]
        for value in candidates:
            canonical = tuple(value) if isinstance(value, list) else value
            if not (canonical in right if isinstance(right, frozenset) else canonical == right):
                return _code(value)
        return _code(candidates[0])

    def wrong_lines(self, value: Any, lang: str | None = None, hint: int | None = None,
                    solution: bool = False) -> list[str]:
        """What a wrong answer is told, one line each (no line twice): what to look at, a hint, or the solution.

        The engine's reason comes first when it only says what to look at
        (never the answer); ``hint`` (1-based) is the hint given with this
        answer; ``solution`` adds the answer and why, once every hint was shown.
        """
        lang = self._lang(lang)
        lines: list[str] = []
        reason = self._solution.reason(value) if self._solution.reason else None
        explanation = self.explanation(lang).split("\n") if solution else []
        if reason is not None and not (self._solution.reason_safe or solution):
            reason = _targeted(reason)  # the rule the answer breaks, without the list of what is allowed
        if reason is not None:
            text = _sentence(render(reason, lang))
            if text not in explanation:  # about this answer (a rule it breaks), not the general why
                lines.append(text)
        if hint is not None and self.spec.hints:
            lines.append(self.hint_text(hint, lang))
        if solution:
            lines.append(msg("exercises.feedback.after_hints").text(lang))
            lines.append(self._answer_message().text(lang))
            lines.extend(explanation)
        if not lines:
            lines.append(msg("exercises.why.generic").text(lang))
        return _unique(lines)

    def check(self, answer: Any, lang: str | None = None, record: bool = True) -> Feedback:
        """Check an answer: right, or what to look at (a hint first; the solution once the hints are used).

        An answer of the wrong form gets a message saying what form is expected
        and is not recorded as an attempt. The same answer checked again is one
        attempt (and gets the same feedback). ``record=False`` only words the
        feedback: no attempt, no hint counted. Writing the answers file may
        raise :class:`ExerciseError`; then nothing is counted.
        """
        lang = self._lang(lang)
        items = self.items or None
        try:
            _check_size(answer)
            value = parse_value(self.kind, answer, self.spec.game, items)
        except MalformedAnswer as error:
            text = msg("exercises.feedback.malformed", problem=error.message, example=self.example()).text(lang)
            return Feedback(False, text, valid=False)
        correct = self._solution.accepts(value)
        hint, solution = self._next_help(value, correct) if record else (None, False)
        if record:
            self._record(value, correct, hint, lang)
            self._last = (value, hint, solution)
        if correct:
            text = msg("exercises.feedback.correct", why=self.explanation(lang)).text(lang)
            return Feedback(True, text)
        lines = self.wrong_lines(value, lang, hint, solution)
        if not solution and record:
            lines.append(msg("exercises.feedback.try_again").text(lang))
        text = msg("exercises.feedback.wrong", answer=show(self.kind, value, self.spec.game),
                   why="\n".join(lines)).text(lang)
        return Feedback(False, text, hint=hint, solution_shown=solution)

    def _next_help(self, value: Any, correct: bool) -> tuple[int | None, bool]:
        """After a wrong answer: the hint to give (its number) and whether the solution is shown."""
        if correct:
            return None, False
        if self._last is not None and self._last[0] == value:
            return self._last[1], self._last[2]  # Check pressed again: the same feedback
        if self._hints_shown < len(self.spec.hints):
            return self._hints_shown + 1, False
        return None, True

    def _record(self, value: Any, correct: bool, hint: int | None, lang: str) -> None:
        """Count a new answer (the same one checked again is not new) and the hint it brought."""
        if self._last is not None and self._last[0] == value:
            return
        # The answers file first: if it cannot be written nothing below is counted.
        if self.book is not None:
            self.book.record(self.id, value, correct, self.seed, lang)
            if hint is not None:
                self.book.record_hint(self.id, hint, asked=False)  # given with the wrong answer
        if hint is not None:
            self._hints_shown = max(self._hints_shown, hint)

    def choices(self) -> list[Any] | None:
        """What a widget offers to pick from (cards of the hand or trick, calls, seats ...); None for a number."""
        situation, kind = self.situation, self.kind
        fixed = _FIXED_CHOICES.get(kind)
        if fixed is not None or kind == "number":
            return list(fixed) if fixed is not None else None
        if kind == "order":
            return list(self._solution.items or ())
        if kind == "call":
            if situation.get("options"):
                return list(situation["options"])
            from cardlearn.engine.bridge.calls import code_text

            return [code_text(code) for code in range(38)]
        if kind == "card" and situation.get("deal") and situation.get("suit"):  # "which card from dummy?"
            return dummy_suit_cards(str(situation["deal"]), str(situation["suit"]))
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

    def _ipython_display_(self) -> None:
        """In a notebook: the widget, then its picture for a notebook reopened without its kernel."""
        self.widget()._ipython_display_()

    def __repr__(self) -> str:
        seed = "" if self.seed is None else f", seed={self.seed}"
        teacher = ", teacher=True" if self.teacher else ""
        return f"exercise({self.id!r}{seed}{teacher})  # {self.kind}, {self.topic}"

    def _repr_html_(self) -> str:
        lang = self._lang()
        esc = lambda text: _colour(html.escape(text))
        heading = msg("exercises.html.heading", id=self.id).text(lang)
        title = localized(self.spec.title, lang) if self.spec.title else ""
        how = msg("exercises.html.how", example=self.example()).text(lang)
        parts = [
            (f'<div class="cardlearn-exercise" data-exercise-id="{html.escape(self.id)}" '
            f'data-kind="{html.escape(self.kind)}" lang="{lang}" style="border:1px solid #bbb;'
            f'border-radius:6px;padding:8px 12px;max-width:42em;color:{INK};background:#fff">'),
            f'<div style="font-weight:bold;margin-bottom:4px">{esc(heading)}'
            + (f" – {esc(title)}" if title else "") + "</div>",
            f'<p style="margin:4px 0;white-space:pre-line">{esc(self.prompt_text(lang))}</p>',
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


_notebook_answers: str | os.PathLike[str] | None = None


def set_answers_file(path: str | os.PathLike[str] | None) -> None:
    """The answers file every ``exercise(...)`` of this kernel records into when it names none (None: off)."""
    global _notebook_answers
    if path is not None and not isinstance(path, (str, os.PathLike)):
        raise ExerciseError("exercises.answers.bad_path", path=str(path)[:40])
    _notebook_answers = path


def answers_file() -> str | os.PathLike[str] | None:
    """The kernel's answers file set by :func:`set_answers_file` (``cardlearn.settings(answers=...)``)."""
    return _notebook_answers


_learner: str | None = None
LEARNER_MAX = 80  # a name, not a text: it is a row label in the teacher's report


def set_learner(name: str | None) -> None:
    """The name answers files record for this kernel's learner (``cardlearn.settings(learner=...)``).

    None goes back to the default, the user name the computer knows the learner by.
    """
    global _learner
    if name is not None:
        if not isinstance(name, str) or not name.strip() or len(name) > LEARNER_MAX \
                or any(not ch.isprintable() for ch in name):
            raise ExerciseError("exercises.answers.bad_learner", name=clip(name), limit=LEARNER_MAX)
        name = name.strip()
    _learner = name


def learner() -> str | None:
    """The learner's name for answers files: :func:`set_learner`'s, else the hub's or the computer's user name."""
    if _learner is not None:
        return _learner
    # On a class hub every learner's server may run as one system user: the hub name tells them apart.
    if os.environ.get("JUPYTERHUB_USER"):
        return os.environ["JUPYTERHUB_USER"][:LEARNER_MAX]
    import getpass

    try:
        return getpass.getuser() or None
    except Exception:  # noqa: BLE001 - no user name to find (a container without one): the file says so
        return None


@checked
def exercise(exercise_id: str, teacher: bool = False, lang: str | None = None, seed: int | None = None,
             answers: str | os.PathLike[str] | AnswerBook | None = None,
             path: str | os.PathLike[str] | None = None) -> Exercise:
    """The exercise ``exercise_id``: ``seed`` picks a variant, ``answers`` a file that keeps attempts.

    ``teacher=True`` shows the answer and its explanation with the question.
    ``answers`` defaults to the lesson's file (``cardlearn.settings(answers="answers.json")``); a
    teacher's view records nothing. ``path`` is a file or folder of exercises (default: see
    :func:`~cardlearn.exercises.loader.search_folders`).
    """
    if not isinstance(exercise_id, str):
        raise InvalidArgument("engine.arg.exercise", value=clip(exercise_id))
    check_seed(seed)
    if answers is None and not teacher:
        answers = _notebook_answers
    return Exercise(find(exercise_id, path), teacher=teacher, lang=lang, seed=seed, answers=answers)


def dummy_suit_cards(deal: str, suit: str) -> list[str]:
    """North's (dummy's) cards in ``suit`` of a PBN deal: what a "which card from dummy" question offers."""
    from cardlearn.engine.bridge import Deal

    return [card for card in Deal.from_pbn(deal).hand("N") if card[0] == suit]
