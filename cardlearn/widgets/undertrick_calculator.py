"""UndertrickCalculator: contract, doubling, vulnerability and tricks — guess the score, then see it step by step.

>>> calc = UndertrickCalculator("4HX", vulnerable=True, tricks=7)        # doctest: +SKIP
>>> calc.receive({"action": "guess", "value": "-800"})["feedback"]["kind"]  # doctest: +SKIP
'correct'

The score and every part of it come from :func:`cardlearn.engine.bridge.score`
(each undertrick's cost, or trick score, overtricks and bonuses); the table of
all undertrick penalties for the chosen doubling and vulnerability is the
engine's score of every possible result.

Intents: ``{"action": "level", "value": 1..7}``, ``{"action": "strain", "value": "C" … "NT"}``,
``{"action": "doubled", "value": 0 | 1 | 2}``, ``{"action": "vulnerable", "value": true | false}``,
``{"action": "tricks", "value": 0..13}``, ``{"action": "guess", "value": -800}`` (a number or its
text), ``{"action": "step"}``, ``{"action": "all"}``.

Front-end hooks (``static/undertrick_calculator.js``): the choice buttons carry
``data-field`` (``level``, ``strain``, ``doubled``, ``vulnerable``, ``tricks``) and
``data-value``, the chosen one ``aria-pressed="true"``; the guess field
``data-field="guess"``; ``data-action="check" | "step" | "all"``; the steps
``data-testid="steps"`` (each ``data-step``), the penalty table
``data-testid="penalties"`` (rows ``data-down``, the current one ``aria-current``),
the feedback ``data-testid="feedback"`` with ``data-kind``.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge import score
from cardlearn.engine.bridge.calls import Symbol
from cardlearn.engine.bridge.contract import Contract, parse_contract
from cardlearn.engine.bridge.scoring import ScoreBreakdown
from cardlearn.engine.validate import check_bool
from cardlearn.i18n import msg, t
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.lesson_base import (
    LessonWidget,
    choose,
    feedback,
    feedback_html,
    lesson_esm,
    page_html,
    paragraph_html,
    sentence,
    table_html,
    whole_number,
)
from cardlearn.widgets.static_html import text_call_html

STRAINS = ("C", "D", "H", "S", "NT")
DOUBLING = ("undoubled", "doubled", "redoubled")


def signed(points: int) -> str:
    """Points with their sign (``+620``, ``−800`` with a true minus sign, ``0``)."""
    return f"{points:+d}".replace("-", "−") if points else "0"


class UndertrickCalculator(LessonWidget):
    """Guess a bridge score, then see it built step by step, with every undertrick penalty of the case.

    ``contract`` like ``"4H"``, ``"3NTX"`` or ``"6SXX"`` (doubling in the
    text), ``vulnerable`` the declaring side's vulnerability, ``tricks`` the
    tricks declarer took (0–13).
    """

    _esm = lesson_esm("undertrick_calculator.js")
    TITLE_KEY = "widgets.lessons.calc.title"
    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        "level": Intent({"value": object}, "_on_level"),
        "strain": Intent({"value": str}, "_on_strain"),
        "doubled": Intent({"value": object}, "_on_doubled"),
        "vulnerable": Intent({"value": object}, "_on_vulnerable"),
        "tricks": Intent({"value": object}, "_on_tricks"),
        "guess": Intent({"value": object}, "_on_guess"),
        "step": Intent({}, "_on_step"),
        "all": Intent({}, "_on_all"),
    }

    @checked
    def __init__(self, contract: str = "4HX", vulnerable: bool = False, tricks: int = 8,
                 lang: str | None = None, **kwargs: Any) -> None:
        parsed = parse_contract(contract)
        self.level, self.strain, self.doubled = parsed.level, parsed.strain, parsed.doubled
        self.vulnerable = check_bool(vulnerable, "vulnerable")  # "no" must not mean True
        self.tricks = whole_number(tricks, 0, 13)
        self.guess: int | None = None
        self.steps = 0
        super().__init__(lang=lang, **kwargs)
        self._ready = True
        self.publish()

    @property
    def contract(self) -> Contract:
        """The chosen contract (declarer South)."""
        return Contract(self.level, self.strain, self.doubled, "S")

    @property
    def score(self) -> ScoreBreakdown:
        """The engine's score for the chosen case."""
        return score(self.contract, self.tricks, self.vulnerable)

    def _lines(self) -> list[Any]:
        """The breakdown step by step: the situation, each part, the total (as messages)."""
        result = self.score
        contract = self.contract
        if result.made:
            outcome = (msg("bridge.score.made_exactly") if not result.overtricks
                       else msg("bridge.score.made_over", count=result.overtricks))
        else:
            outcome = msg("bridge.score.down", count=result.undertricks)
        vul = msg("exercises.vul.yes" if self.vulnerable else "exercises.vul.no")
        lines: list[Any] = [msg("exercises.explain.score.head", contract=Symbol(contract.symbol),
                                vulnerability=vul, target=contract.target, tricks=self.tricks,
                                result=outcome)]
        for part in result.parts:
            lines.append(_PartLine(part))
        lines.append(msg("exercises.explain.score.total", total=signed(result.total)))
        return lines

    # --- intents -----------------------------------------------------------------------------------

    # --- the intents' handlers (routed by INTENTS) -------------------------------------------------

    def _on_guess(self, fields: dict[str, Any]) -> None:
        self.guess = whole_number(fields["value"], -9999, 9999)

    def _on_step(self, fields: dict[str, Any]) -> None:
        self.steps = min(self.steps + 1, len(self._lines()))

    def _on_all(self, fields: dict[str, Any]) -> None:
        self.steps = len(self._lines())

    # A changed contract or result is a new question: the guess and the steps start again.

    def _on_level(self, fields: dict[str, Any]) -> None:
        self.level = whole_number(fields["value"], 1, 7)
        self.guess, self.steps = None, 0

    def _on_strain(self, fields: dict[str, Any]) -> None:
        self.strain = choose(fields["value"], STRAINS)
        self.guess, self.steps = None, 0

    def _on_doubled(self, fields: dict[str, Any]) -> None:
        self.doubled = whole_number(fields["value"], 0, 2)
        self.guess, self.steps = None, 0

    def _on_vulnerable(self, fields: dict[str, Any]) -> None:
        self.vulnerable = choose(fields["value"], (False, True))
        self.guess, self.steps = None, 0

    def _on_tricks(self, fields: dict[str, Any]) -> None:
        self.tricks = whole_number(fields["value"], 0, 13)
        self.guess, self.steps = None, 0

    # --- the view ----------------------------------------------------------------------------------

    def build_view(self, lang: str) -> dict[str, Any]:
        """The case, the guess feedback, the steps shown so far and the penalty table, in ``lang``."""
        result = self.score
        contract = self.contract
        lines = self._lines()
        steps = [{"n": i + 1, "text": sentence(line.text(lang)), "kind": kind}
                 for i, (line, kind) in enumerate(zip(lines, ["head", *["part"] * (len(lines) - 2), "total"]))
                 if i < self.steps]
        for step, line in zip(steps, lines):
            if isinstance(line, _PartLine):
                step["label"], step["points"] = line.part.label(lang), signed(line.part.points)
        view: dict[str, Any] = {
            "fields": self._fields_view(lang),
            "summary": t("widgets.lessons.calc.needs", lang, contract=contract.symbol, target=contract.target),
            "prompt": t("widgets.lessons.calc.prompt", lang),
            "guess": None if self.guess is None else self.guess,
            "steps": steps,
            "steps_total": len(lines),
            "done": self.steps >= len(lines),
            "total": signed(result.total) if self.steps >= len(lines) else None,
            "penalties": self._penalty_view(lang),
            "labels": {
                "guess": t("widgets.lessons.calc.label.guess", lang),
                "steps": t("widgets.lessons.calc.label.steps", lang),
            },
            "actions": {
                "check": t("widgets.lessons.action.check", lang),
                "step": t("widgets.lessons.action.step", lang),
                "all": t("widgets.lessons.action.all", lang),
            },
        }
        if self.guess is not None:
            if self.guess == result.total:
                view["feedback"] = feedback("correct", t("widgets.lessons.calc.right", lang,
                                                         total=signed(result.total)),
                                            [lines[0]], lang)
            else:
                view["feedback"] = feedback("wrong", t("widgets.lessons.calc.wrong", lang, guess=signed(self.guess)),
                                            [msg("widgets.lessons.calc.wrong_help")], lang)
        return view

    def _fields_view(self, lang: str) -> list[dict[str, Any]]:
        target = self.contract.target

        def field(name: str, options: list[tuple[Any, str]], value: Any, **extra: Any) -> dict[str, Any]:
            return {"name": name, "label": t(f"widgets.lessons.calc.label.{name}", lang), "value": value,
                    "options": [{"value": v, "text": text, "pressed": v == value and type(v) is type(value)}
                                for v, text in options], **extra}

        strains = [(s, "NT" if s == "NT" else {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[s]) for s in STRAINS]
        return [
            field("level", [(n, str(n)) for n in range(1, 8)], self.level),
            field("strain", strains, self.strain),
            field("doubled", [(n, t(f"widgets.lessons.calc.{DOUBLING[n]}", lang)) for n in range(3)], self.doubled),
            field("vulnerable", [(False, sentence(t("exercises.vul.no", lang))),
                                 (True, sentence(t("exercises.vul.yes", lang)))], self.vulnerable),
            field("tricks", [(n, str(n)) for n in range(14)], self.tricks, target=target,
                  target_text=t("widgets.lessons.calc.target", lang, n=target)),
        ]

    def _penalty_view(self, lang: str) -> dict[str, Any]:
        contract = self.contract
        rows, total = [], 0
        for down in range(1, contract.target + 1):
            parts = score(contract, contract.target - down, self.vulnerable).parts
            each = parts[-1].points  # the newest undertrick is the last part
            total += each
            rows.append({"down": down, "each": signed(each), "total": signed(total),
                         "current": self.score.undertricks == down})
        case = t("widgets.lessons.calc.case", lang,
                 doubling=t(f"widgets.lessons.calc.{DOUBLING[self.doubled]}", lang),
                 vulnerability=t("exercises.vul.yes" if self.vulnerable else "exercises.vul.no", lang))
        return {"title": t("widgets.lessons.calc.table_title", lang, case=case),
                "columns": [t("widgets.lessons.calc.col.down", lang), t("widgets.lessons.calc.col.each", lang),
                            t("bridge.html.total", lang)],
                "rows": rows}

    # --- static HTML and repr ----------------------------------------------------------------------

    def static_html(self) -> str:
        """The case, the steps shown so far and the penalty table as plain HTML."""
        view = self.view
        if not view:
            return ""
        chosen = " · ".join(f'{f["label"]}: ' + next(o["text"] for o in f["options"] if o["pressed"])
                            for f in view["fields"])
        steps = "".join(f"<li>{text_call_html(step['text'])}</li>" for step in view["steps"])
        penalties = view["penalties"]
        return page_html(
            view,
            paragraph_html(chosen),
            paragraph_html(view["summary"], bold=True),
            feedback_html(view.get("feedback")),
            f"<ol>{steps}</ol>" if steps else "",
            paragraph_html(penalties["title"], bold=True),
            table_html([text_call_html(c) for c in penalties["columns"]],
                       [[str(r["down"]), r["each"], r["total"]] for r in penalties["rows"]]),
        )

    def repr_fields(self) -> Mapping[str, Any]:
        """Contract, vulnerability, tricks, the guess and the steps shown."""
        fields: dict[str, Any] = {"contract": self.contract.code, "vulnerable": self.vulnerable,
                                  "tricks": self.tricks, "lang": self.lang}
        if self.guess is not None:
            fields["guess"] = self.guess
        if self.steps:
            fields["steps"] = self.steps
        return fields


class _PartLine:
    """One part of the score as a step: its label and points, e.g. ``Undertrick 2: -300``."""

    def __init__(self, part: Any) -> None:
        self.part = part

    def text(self, lang: str | None = None) -> str:
        """The step in ``lang``."""
        return t("exercises.explain.score.part", lang, label=self.part.label(lang), points=signed(self.part.points))


__all__ = ["UndertrickCalculator"]
