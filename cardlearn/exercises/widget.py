"""ExerciseWidget: any teacher-edited exercise, answered by clicking, checked by the engine.

>>> ex = exercise_widget("bridge.undertricks.003", lang="da")          # doctest: +SKIP
>>> ex.receive({"action": "choose", "value": "-800"}); ex.receive({"action": "check"})  # doctest: +SKIP

The question, the right answer, the explanation and the hints all come from
:mod:`cardlearn.exercises` (which asks the engine); the widget only offers the
input that fits the exercise's kind and shows the localized feedback:

- ``number``: a number field; ``card``: the cards of the situation as card
  buttons; ``call``: the offered calls (or the whole bidding box);
  ``seat``/``team``: the seats or the two sides; ``order``: click the items in
  order (click a placed item to take it back); ``true_false``: Yes / No.

Intents: ``{"action": "choose", "value": …}`` (the answer being prepared),
``{"action": "place", "value": item}`` (order kind), ``{"action": "clear"}``,
``{"action": "check"}``, ``{"action": "hint"}``, ``{"action": "reveal"}``, and for an
exercise with a generator ``{"action": "new"}``: a fresh variant (a new seed, no
notebook to edit), with the mastery line (8 right of the last 10 fresh
exercises, :mod:`cardlearn.exercises.mastery`) counted from the answers file,
or from this widget's answers when there is none.

Front-end hooks (``cardlearn/widgets/static/exercise_widget.js``): choice buttons carry
``data-choice`` (the answer value: ``HA``, ``2H``, ``N``, ``NS``, ``true``…) and
``aria-pressed``; bridge/Schieber cards also ``data-card``, calls ``data-call``,
teams ``data-team``; the number field ``data-field="number"``; order items
``data-item`` (placed ones ``data-placed``); ``data-action="check" | "hint" |
"reveal" | "clear" | "new"``; ``data-testid="mastery"`` (``data-mastered``); ``data-testid="feedback"`` (``data-kind`` correct, wrong,
malformed), ``data-testid="hints"``, ``data-testid="solution"`` (teacher view).

A lesson cell is ``exercise("bridge.undertricks.003")``: an exercise shows as this widget.
"""
from __future__ import annotations

import os
import random
from collections.abc import Mapping
from typing import Any, ClassVar, Literal

from cardlearn.engine.bridge.calls import FIRST_BID, LAST_BID, PASS, REDOUBLE, code_text
from cardlearn.engine.cards import card_name
from cardlearn.engine.seats import SEATS
from cardlearn.exercises import AnswerBook, Exercise, MalformedAnswer, exercise
from cardlearn.exercises.api import dummy_suit_cards
from cardlearn.exercises.kinds import CONTRACT_CHOICES, contract_choice_message, parse_value, show
from cardlearn.exercises.mastery import Mastery, mastery
from cardlearn.exercises.texts import localized
from cardlearn.i18n import render, t
from cardlearn.widgets.base import IntentError, short
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.lesson_base import (
    LessonWidget,
    call_label,
    feedback,
    feedback_html,
    lesson_esm,
    page_html,
    paragraph_html,
    sentence,
)

_SEEDS = random.SystemRandom()


def _split(text: str) -> tuple[str, list[str]]:
    """A feedback message as a title (its first line) and the explanation lines."""
    lines = [line for line in text.split("\n") if line.strip()]
    return (lines[0] if lines else ""), lines[1:]


class ExerciseWidget(LessonWidget):
    """One exercise in a widget: the prompt, the input for its kind, feedback, hints, teacher view.

    ``source`` is an exercise id (looked up like :func:`cardlearn.exercises.exercise`)
    or an :class:`~cardlearn.exercises.Exercise`. ``teacher=True`` shows the
    answer and its explanation; ``answers`` keeps every attempt in a JSON file.
    """

    _esm = lesson_esm("exercise_widget.js")
    TITLE_KEY = "widgets.lessons.exercise.title"
    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        "choose": Intent({"value": object}, "_on_choose"),
        "place": Intent({"value": str}, "_on_place"),
        "clear": Intent({}, "_on_clear"),
        "check": Intent({}, "_on_check"),
        "hint": Intent({}, "_on_hint"),
        "reveal": Intent({}, "_on_reveal"),
        "new": Intent({}, "_on_new"),
    }

    def __init__(self, source: str | Exercise, teacher: bool = False, lang: str | None = None,
                 seed: int | None = None, answers: str | os.PathLike[str] | AnswerBook | None = None,
                 path: str | os.PathLike[str] | None = None, **kwargs: Any) -> None:
        if isinstance(source, Exercise):
            self.exercise = source
            teacher = teacher or source.teacher
        else:
            self.exercise = exercise(source, teacher=teacher, lang=lang, seed=seed, answers=answers, path=path)
        self.teacher = teacher
        self.choice: Any = None
        self.placed: list[str] = []
        self._checked: Any = None
        self._malformed: Any = None
        self._correct: bool | None = None
        self._hint_given: int | None = None  # the hint that came with the last wrong answer
        self.revealed = False
        self._session: list[dict[str, Any]] = []  # this widget's attempts, for mastery without an answers file
        super().__init__(lang=lang, **kwargs)
        self._ready = True
        self.publish()

    # --- what may be answered --------------------------------------------------------------------

    @property
    def kind(self) -> str:
        """The exercise's kind (``number``, ``card``, ``call``, ``seat``, ``team``, ``order``, ``true_false``, ``contract``)."""
        return self.exercise.kind

    @property
    def game(self) -> str:
        """``bridge`` or ``jass``."""
        return self.exercise.spec.game

    def choices(self) -> list[Any]:
        """The answers offered as buttons (empty for ``number`` and ``order``)."""
        s, kind = self.exercise.situation, self.kind
        if kind == "card" and s.get("deal") and s.get("suit"):  # a card of dummy's (North's) suit, as for a finesse
            return dummy_suit_cards(str(s["deal"]), str(s["suit"]))
        if kind == "card":
            play = s.get("play") or []
            last_trick = play[len(play) - (len(play) % 4 or 4):] if play else []
            return list(s.get("hand") or s.get("trick") or last_trick or s.get("cards") or [])
        if kind == "call":
            if s.get("options"):
                return [code_text(_code(call)) for call in s["options"]]
            return [code_text(code) for code in range(PASS, LAST_BID + 1)]
        if kind == "seat":
            return list(SEATS)
        if kind == "team":
            return ["NS", "EW"]
        if kind == "true_false":
            return [True, False]
        if kind == "contract":
            return list(CONTRACT_CHOICES)
        return []

    def items(self) -> list[str]:
        """The items to put in order (``order`` kind)."""
        if self.exercise.items:  # the exercise knows what is ordered
            return self.exercise.items
        s = self.exercise.situation
        return list(s.get("options") or s.get("cards") or [])

    # --- intents -----------------------------------------------------------------------------------

    # --- the intents' handlers (routed by INTENTS) -------------------------------------------------

    def _on_choose(self, fields: dict[str, Any]) -> None:
        value = fields["value"]
        if self.kind == "number":
            if not isinstance(value, (str, int)) or isinstance(value, bool):
                raise IntentError("widgets.error.malformed")
            self.choice = value
            return
        if self.kind == "order":
            raise IntentError("widgets.error.unknown_action", action="choose")
        options = self.choices()
        if value not in options or (isinstance(value, bool) != isinstance(options[0], bool)):
            raise IntentError("widgets.error.bad_value", value=short(value),
                              allowed=", ".join(str(option) for option in options[:12]))
        self.choice = value

    def _on_place(self, fields: dict[str, Any]) -> None:
        if self.kind != "order":
            raise IntentError("widgets.error.unknown_action", action="place")
        item = fields["value"]
        if item not in self.items():
            raise IntentError("widgets.error.bad_value", value=short(item),
                              allowed=", ".join(self.items()))
        self.placed = [p for p in self.placed if p != item] if item in self.placed else self.placed + [item]

    def _on_clear(self, fields: dict[str, Any]) -> None:
        self._clear()

    def _on_check(self, fields: dict[str, Any]) -> None:
        self._check()

    def _on_hint(self, fields: dict[str, Any]) -> None:
        self._hint()

    def _on_reveal(self, fields: dict[str, Any]) -> None:
        self._reveal()

    def _on_new(self, fields: dict[str, Any]) -> None:
        self._new()

    def _clear(self) -> None:
        self.choice, self.placed = None, []

    def _hint(self) -> None:
        self.exercise.hint(self.lang)  # counts the hint (and keeps it in the answer book) or raises

    def _reveal(self) -> None:
        self.revealed = True

    def _answer(self) -> Any:
        if self.kind == "order":
            if not self.placed:
                raise IntentError("widgets.lessons.exercise.error.nothing_chosen")
            return list(self.placed)
        if self.choice is None or self.choice == "":
            raise IntentError("widgets.lessons.exercise.error.nothing_chosen")
        return self.choice

    @property
    def generated(self) -> bool:
        """Whether the exercise draws fresh variants (it has a generator): then it offers *New exercise*."""
        return bool(self.exercise.spec.generator)

    def _new(self) -> None:
        """A fresh variant of the same exercise: a new seed, the same answers file, nothing answered yet."""
        if not self.generated:
            raise IntentError("widgets.lessons.exercise.error.no_new")
        old = self.exercise
        seed = old.seed
        while seed == old.seed:  # a different variant, drawn from the system's entropy (recorded with each answer)
            seed = _SEEDS.randrange(1, 2**31)
        self.exercise = Exercise(old.spec, teacher=old.teacher, lang=old.lang, seed=seed, answers=old.book,
                                 fresh=True)
        self.choice, self.placed, self.revealed = None, [], False
        self._checked = self._malformed = self._correct = self._hint_given = None

    def mastery(self) -> Mastery:
        """The mastery of this exercise: from the answers file if there is one, else this widget's answers."""
        book = self.exercise.book
        return mastery(book.attempts(self.exercise.id) if book is not None else self._session)

    def _check(self) -> None:
        answer = self._answer()
        items = self.items() if self.kind == "order" else None
        try:
            parse_value(self.kind, answer, self.game, items)
        except MalformedAnswer as error:
            self._malformed, self._checked, self._correct = error.message, None, None
            return
        # Recorded once (the same answer again is no new attempt); raises before counting anything.
        result = self.exercise.check(answer, self.lang)
        self._session.append({"seed": self.exercise.seed, "correct": result.correct})
        self._malformed, self._checked, self._correct = None, answer, result.correct
        self._hint_given = result.hint
        if result.solution_shown:  # every hint was shown: the solution comes with the feedback
            self.revealed = True

    # --- the view ----------------------------------------------------------------------------------

    def _feedback(self, lang: str) -> dict[str, Any] | None:
        if self._malformed is not None:
            return feedback("malformed", t("widgets.lessons.exercise.malformed", lang), [self._malformed], lang)
        if self._checked is None:
            return None
        ex = self.exercise
        if self._correct:
            return feedback("correct", t("widgets.lessons.exercise.right", lang),
                            ex.explanation(lang).split("\n"), lang)
        # Worded again in ``lang`` (a language switch is no new attempt): what to look at and the hint
        # given with the answer; the solution, once shown, has its own panel.
        value = parse_value(self.kind, self._checked, self.game, self.items() or None)
        answer = show(self.kind, value, self.game)
        return feedback("wrong", t("widgets.lessons.exercise.wrong", lang, answer=render(answer, lang)),
                        ex.wrong_lines(value, lang, hint=self._hint_given), lang)

    def _hint_texts(self, lang: str) -> list[str]:
        """The hints shown so far, except the one already in the feedback (every line once)."""
        ex = self.exercise
        in_feedback = self._hint_given if self._checked is not None and not self._correct else None
        return [ex.hint_text(number, lang) for number in range(1, min(ex.hints_shown, len(ex.spec.hints)) + 1)
                if number != in_feedback]

    def _choice_item(self, value: Any, lang: str) -> dict[str, Any]:
        kind = self.kind
        item: dict[str, Any] = {"value": value, "pressed": self.choice == value and type(self.choice) is type(value)}
        if kind == "card":
            deck: Literal["bridge", "jass"] = "jass" if self.game == "jass" else "bridge"
            item.update(kind="card", code=value, deck=deck, text=card_name(value, lang, deck))
        elif kind == "call":
            code = _code(value)
            item.update(kind="call", text=call_label(value, lang),
                        aria=(t(f"widgets.bridge.call_name.{value}", lang) if code <= REDOUBLE
                              else call_label(value, lang)),
                        strain=value[1:] if code >= FIRST_BID else value)
        elif kind == "seat":
            item.update(kind="seat", text=t(f"core.seat.{value}", lang))
        elif kind == "team":
            item.update(kind="team", text=t(f"core.side.{value}", lang))
        elif kind == "contract":
            item.update(kind="contract", text=contract_choice_message(value).text(lang))
        else:
            item.update(kind="bool", value=value,
                        text=sentence(t("exercises.value.yes" if value else "exercises.value.no", lang)))
        return item

    def _call_box(self, lang: str) -> dict[str, Any]:
        """The offered calls laid out like the table's bidding box: Pass/X/XX, then one row per level.

        With the whole box each row has the five strains (♣ ♦ ♥ ♠ NT); with
        a few offered calls each level row holds only those.
        """
        specials, levels = [], []
        rows: dict[int, list[dict[str, Any]]] = {}
        for value in self.choices():
            item = self._choice_item(value, lang)
            code = _code(value)
            if code <= REDOUBLE:
                specials.append(item)
            else:
                rows.setdefault(int(value[0]), []).append(item)
        for level in sorted(rows):
            levels.append({"level": level, "calls": rows[level]})
        return {"specials": specials, "levels": levels, "full": not self.exercise.situation.get("options")}

    def _item_text(self, item: str, lang: str) -> dict[str, Any]:
        if self.game == "bridge":
            return {"value": item, "text": call_label(item, lang), "kind": "call"}
        return {"value": item, "text": card_name(item, lang, "jass"), "kind": "card", "code": item,
                "deck": "jass"}

    def build_view(self, lang: str) -> dict[str, Any]:
        """The prompt, the input for the kind, feedback, hints and (teacher) the solution, in ``lang``."""
        ex = self.exercise
        title = localized(ex.spec.title, lang) if ex.spec.title else ""
        view: dict[str, Any] = {
            "id": ex.id,
            # The widget's title already says "Exercise": the heading is the id (and the teacher's title).
            "heading": ex.id + (f" – {title}" if title else ""),
            "prompt": ex.prompt_text(lang),
            "kind": self.kind,
            "game": self.game,
            "choices": [self._choice_item(value, lang) for value in self.choices()],
            "call_grid": self.kind == "call" and not ex.situation.get("options"),
            "call_box": self._call_box(lang) if self.kind == "call" else None,
            "number": "" if self.choice is None or self.kind != "number" else str(self.choice),
            "hints": self._hint_texts(lang),
            "hints_left": ex.hints_left,
            "feedback": self._feedback(lang),
            "teacher": self.teacher,
            "generated": self.generated,
            "mastery": self._mastery_view(lang),
            "labels": {
                "answer": t(f"widgets.lessons.exercise.how.{self.kind}", lang),
                "placed": t("widgets.lessons.exercise.placed", lang),
                "teacher": t("exercises.html.teacher", lang),
                "number": t("widgets.lessons.exercise.number", lang),
            },
            "actions": {
                "check": t("widgets.lessons.action.check", lang),
                "hint": t("widgets.lessons.exercise.hint", lang),  # the same word as the hints it gives
                "reveal": t("widgets.lessons.action.reveal", lang),
                "clear": t("widgets.lessons.action.clear", lang),
                "new": t("widgets.lessons.exercise.new", lang),
            },
        }
        if self.kind == "order":
            items = self.items()
            view["order"] = {"items": [dict(self._item_text(item, lang), placed=item in self.placed,
                                            position=(self.placed.index(item) + 1 if item in self.placed else None))
                                       for item in items],
                             "placed": [self._item_text(item, lang) for item in self.placed]}
        if (self.teacher or self.revealed) and not self._correct:  # a right answer's feedback says it all
            head, lines = _split(ex.solution(lang))
            view["solution"] = feedback("info", head, lines, lang)
            if self.teacher:
                view["solution"]["title"] = f"{t('exercises.html.teacher', lang)} {head}"
        return view

    def _mastery_view(self, lang: str) -> dict[str, Any] | None:
        if not self.generated or self.teacher:
            return None
        state = self.mastery()
        return {"text": render(state.message, lang), "mastered": state.mastered, "right": state.right,
                "counted": state.counted}

    # --- static HTML and repr ----------------------------------------------------------------------

    def static_html(self) -> str:
        """The exercise as plain HTML: heading, prompt, options, feedback, hints, teacher view."""
        view = self.view
        if not view:
            return ""
        options = " · ".join(choice["text"] for choice in view["choices"])
        if view.get("order"):
            options = " · ".join(item["text"] for item in view["order"]["items"])
        return page_html(
            view,
            paragraph_html(view["heading"], bold=True),
            paragraph_html(view["prompt"]),
            paragraph_html(options),
            paragraph_html(view["mastery"]["text"]) if view.get("mastery") else "",
            feedback_html(view.get("feedback")),
            "".join(paragraph_html(hint) for hint in view["hints"]),
            feedback_html(view.get("solution")),
        )

    def repr_fields(self) -> Mapping[str, Any]:
        """Exercise id, kind, teacher flag, the last answer checked and whether it was right."""
        fields: dict[str, Any] = {"id": self.exercise.id, "kind": self.kind, "lang": self.lang}
        if self.exercise.seed is not None:
            fields["seed"] = self.exercise.seed
        if self.teacher:
            fields["teacher"] = True
        if self._checked is not None:
            fields["answer"] = self._checked
            fields["correct"] = self._correct
        return fields


def _code(call: str) -> int:
    from cardlearn.engine.bridge.calls import parse_call_code

    return parse_call_code(call)


def exercise_widget(exercise_id: str, teacher: bool = False, lang: str | None = None,
                    seed: int | None = None, answers: str | os.PathLike[str] | AnswerBook | None = None,
                    path: str | os.PathLike[str] | None = None) -> ExerciseWidget:
    """The exercise ``exercise_id`` as an interactive widget (what a lesson cell calls)."""
    return ExerciseWidget(exercise_id, teacher=teacher, lang=lang, seed=seed, answers=answers, path=path)


__all__ = ["ExerciseWidget", "exercise_widget"]
