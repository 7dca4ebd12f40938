"""WeisComparator: four Schieber hands, each player's Weis, and the comparison chain to the team that scores.

>>> comp = WeisComparator(seed=3)                                    # doctest: +SKIP
>>> comp.receive({"action": "guess", "team": "NS"})["feedback"]["kind"]   # doctest: +SKIP
'wrong'

The engine (:func:`cardlearn.engine.jass.weis_report`) finds each hand's Weis
and compares the teams' best: points, type, length, rank (reversed in
Undenufe), trump, play order. The widget walks through that chain one step at
a time and shows what the winning team scores: all Weis of both its players,
times the contract's multiplier.

Intents: ``{"action": "guess", "team": "NS" | "EW" | "none"}``, ``{"action": "step"}``,
``{"action": "all"}``, ``{"action": "contract", "value": "E" … "undenufe"}``,
``{"action": "forehand", "value": "N" | "E" | "S" | "W"}``, ``{"action": "new"}`` (random hands only).

Front-end hooks (``static/weis_comparator.js``): ``data-team`` on the team
buttons, ``data-contract`` on the contract buttons, ``data-seat`` on each hand
(its Weis cards ``data-weis="true"``), ``data-action="step" | "all" | "new"``,
the chain ``data-testid="chain"`` (rows ``data-step``, the deciding one
``data-state="decides"``), the score ``data-testid="weis-score"``, the
feedback ``data-testid="feedback"`` with ``data-kind``.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any, ClassVar

from cardlearn.engine import jass
from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import JASS_DECK, card_message, parse_jass_card
from cardlearn.engine.errors import IllegalAction, InvalidArgument
from cardlearn.engine.jass.rules import (
    CONTRACTS,
    MULTIPLIERS,
    SEATS,
    TEAMS,
    WEIS_STEPS,
    contract_name,
    seat_number,
)
from cardlearn.engine.jass.weis import play_order, weis_key
from cardlearn.engine.validate import clip
from cardlearn.i18n import msg, t
from cardlearn.widgets.base import IntentError, short
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.lesson_base import (
    LessonWidget,
    cards_html,
    feedback,
    feedback_html,
    jass_card_item,
    lesson_esm,
    page_html,
    paragraph_html,
    table_html,
)

GUESSES = ("NS", "EW", "none")


class WeisComparator(LessonWidget):
    """Find each player's Weis and walk the comparison chain to the team that scores.

    ``hands`` maps seats to card codes (seats may be left out); without it a
    deal where both teams have a Weis is dealt from ``seed``. ``contract`` is
    ``"E" "R" "S" "B" "obenabe" "undenufe"``; ``forehand`` plays first.
    """

    _esm = lesson_esm("weis_comparator.js")
    TITLE_KEY = "widgets.lessons.weis.title"
    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        "guess": Intent({"team": str}, "_on_guess"),
        "step": Intent({}, "_on_step"),
        "all": Intent({}, "_on_all"),
        "contract": Intent({"value": str}, "_on_contract"),
        "forehand": Intent({"value": str}, "_on_forehand"),
        "new": Intent({}, "_on_new"),
    }

    @checked
    def __init__(self, hands: Mapping[str, Sequence[str]] | None = None, contract: str = "E",
                 forehand: str = "S", seed: int | None = None, lang: str | None = None,
                 **kwargs: Any) -> None:
        self.contract = contract_name(contract)
        self.forehand = SEATS[seat_number(forehand)]
        self._rng = random.Random(seed)
        if hands is not None and not isinstance(hands, Mapping):
            raise InvalidArgument("engine.arg.hands", value=clip(hands))
        self._random = hands is None
        if hands is None:
            self.hands = self._deal()
        else:
            self.hands = self._check_hands(hands)
        self.guess: str | None = None
        self.steps = 0
        super().__init__(lang=lang, **kwargs)
        self._ready = True
        self.publish()

    @staticmethod
    def _check_hands(hands: Mapping[str, Sequence[str]]) -> dict[str, list[str]]:
        seen: set[str] = set()
        out: dict[str, list[str]] = {seat: [] for seat in SEATS}
        for seat, cards in hands.items():
            letter = SEATS[seat_number(seat)]
            for card in cards:
                code = str(parse_jass_card(card))
                if code in seen:
                    raise IllegalAction("jass.error.duplicate_card", card=card_message(code, "jass"))
                seen.add(code)
                out[letter].append(code)
            if len(out[letter]) > 9:
                raise IllegalAction("widgets.lessons.error.hand_too_big", seat=msg(f"core.seat.{letter}"))
        return out

    def _deal(self) -> dict[str, list[str]]:
        """Random hands where both teams have a Weis (so the chain has something to compare)."""
        deck = [str(card) for card in JASS_DECK]
        for _ in range(1000):
            self._rng.shuffle(deck)
            hands = {seat: sorted(deck[9 * i:9 * i + 9], key=lambda c: parse_jass_card(c).index)
                     for i, seat in enumerate(SEATS)}
            if jass.weis_report(hands, self.contract, self.forehand).comparison is not None:
                return hands
        return hands

    @property
    def report(self) -> jass.WeisReport:
        """The engine's Weis announcement for the hands, contract and forehand."""
        return jass.weis_report(self.hands, self.contract, self.forehand)

    def _chain(self) -> list[dict[str, Any]]:
        """The comparison chain: each step with both teams' values and whether it is equal or decides."""
        report = self.report
        comparison = report.comparison
        if comparison is None:
            return []
        order = play_order(self.forehand)
        ns_best, ew_best = report.team_best["NS"], report.team_best["EW"]
        assert ns_best is not None and ew_best is not None  # a comparison means both teams have a Weis
        ns_seat, ns = ns_best
        ew_seat, ew = ew_best
        keys = {"NS": weis_key(ns, self.contract), "EW": weis_key(ew, self.contract)}
        weis = {"NS": ns, "EW": ew}
        seats = {"NS": ns_seat, "EW": ew_seat}
        rows, decided = [], False
        for index, step in enumerate(WEIS_STEPS):
            if step == "play_order":
                values = {team: order.index(seats[team]) for team in TEAMS}
                differs = True
            else:
                values = {team: keys[team][index] for team in TEAMS}
                differs = values["NS"] != values["EW"]
            state = "skipped" if decided else ("decides" if differs else "equal")
            decided = decided or differs
            rows.append({"step": step, "state": state,
                         "values": {team: (step, weis[team], seats[team], values[team]) for team in TEAMS}})
        return rows

    # --- intents -----------------------------------------------------------------------------------

    # --- the intents' handlers (routed by INTENTS) -------------------------------------------------

    def _on_guess(self, fields: dict[str, Any]) -> None:
        if fields["team"] not in GUESSES:
            raise IntentError("widgets.error.bad_value", value=short(fields["team"]),
                              allowed=", ".join(GUESSES))
        self.guess = fields["team"]

    def _on_step(self, fields: dict[str, Any]) -> None:
        self.steps = min(self.steps + 1, len(self._chain()) + 1)  # the chain's rows, then the score

    def _on_all(self, fields: dict[str, Any]) -> None:
        self.steps = len(self._chain()) + 1

    def _on_contract(self, fields: dict[str, Any]) -> None:
        if fields["value"] not in CONTRACTS:
            raise IntentError("widgets.error.bad_value", value=short(fields["value"]),
                              allowed=", ".join(CONTRACTS))
        self.contract = fields["value"]
        self._new_question()

    def _on_forehand(self, fields: dict[str, Any]) -> None:
        if fields["value"] not in SEATS:
            raise IntentError("widgets.error.bad_value", value=short(fields["value"]),
                              allowed=", ".join(SEATS))
        self.forehand = fields["value"]
        self._new_question()

    def _on_new(self, fields: dict[str, Any]) -> None:
        if not self._random:
            raise IntentError("widgets.lessons.error.fixed_situation")
        self.hands = self._deal()
        self._new_question()

    def _new_question(self) -> None:
        self.guess, self.steps = None, 0

    # --- the view ----------------------------------------------------------------------------------

    def _value_text(self, entry: tuple[str, Any, str, int], lang: str) -> str:
        step, weis, seat, value = entry
        if step == "points":
            return str(weis.points)
        if step == "type":
            return t(f"widgets.lessons.weis.kind.{weis.kind}", lang)
        if step == "length":
            return str(weis.length)
        if step == "rank":
            if weis.kind == "four":
                return t(f"core.jass.rank.{weis.rank}", lang)
            return card_message(weis.top, "jass").text(lang)
        if step == "trump":
            return t("widgets.lessons.weis.trump_yes", lang) if value else "—"
        return t("widgets.lessons.weis.position", lang, seat=t(f"core.seat.{seat}", lang), n=value + 1)

    def build_view(self, lang: str) -> dict[str, Any]:
        """Hands with their Weis, the guess feedback, the chain so far and the score, in ``lang``."""
        report = self.report
        order = play_order(self.forehand)
        best_seats = {entry[0] for entry in report.team_best.values() if entry}
        hands = []
        for seat in order:
            combos = report.by_seat[seat]
            in_weis = {card for weis in combos for card in weis.cards}
            cards = []
            for code in self.hands[seat]:
                item = jass_card_item(code, lang)
                item["weis"] = code in in_weis
                cards.append(item)
            hands.append({
                "seat": seat, "name": t(f"core.seat.{seat}", lang), "team": "NS" if seat in "NS" else "EW",
                "position": t("widgets.lessons.weis.position_short", lang, n=order.index(seat) + 1),
                "cards": cards, "best": seat in best_seats,
                "weis": [{"text": weis.name(lang), "points": weis.points} for weis in combos],
                "none": t("widgets.lessons.weis.no_weis", lang),
            })
        chain = self._chain()
        shown = chain[: self.steps]
        view: dict[str, Any] = {
            "prompt": t("widgets.lessons.weis.prompt", lang),
            "contract": self.contract,
            "contracts": [{"value": c, "text": t(f"jass.contract.{c}", lang),
                           "factor": f"×{MULTIPLIERS[c]}"} for c in CONTRACTS],
            "forehand": self.forehand,
            "hands": hands,
            "teams": [{"value": team, "text": t(f"core.side.{team}", lang)} for team in TEAMS]
                     + [{"value": "none", "text": t("widgets.lessons.weis.nobody", lang)}],
            "guess": self.guess,
            "chain": {
                "columns": [t("widgets.lessons.weis.label.step", lang), t("core.side.NS", lang),
                            t("core.side.EW", lang)],
                "rows": [{"step": row["step"], "state": row["state"],
                          "label": t(f"widgets.lessons.weis.step.{row['step']}", lang),
                          "ns": self._value_text(row["values"]["NS"], lang),
                          "ew": self._value_text(row["values"]["EW"], lang),
                          "state_text": (t(f"widgets.lessons.weis.state.{row['state']}", lang)
                                         if row["state"] != "skipped" else "")}
                         for row in shown],
                "total": len(chain),
            },
            "more": self._more(),
            "labels": {
                "contract": t("jass.html.contract", lang),
                "hands": t("widgets.lessons.weis.label.hands", lang),
                "chain": t("widgets.lessons.weis.label.chain", lang),
                "score": t("widgets.lessons.weis.label.score", lang),
                "team": t("widgets.lessons.weis.label.team", lang),
                "best": t("widgets.lessons.weis.best", lang),
            },
            "actions": {
                "step": t("widgets.lessons.action.step", lang),
                "all": t("widgets.lessons.action.all", lang),
                **({"new": t("widgets.lessons.action.new", lang)} if self._random else {}),
            },
        }
        if self.steps > len(chain):
            view["score"] = self._score_view(lang)
        if self.guess is not None:
            view["feedback"] = self._guess_feedback(lang)
        return view

    def _guess_feedback(self, lang: str) -> dict[str, Any]:
        report = self.report
        right = report.winner or "none"
        guessed = self.guess or "none"
        name = (t("widgets.lessons.weis.nobody", lang) if guessed == "none"
                else t(f"core.side.{guessed}", lang))
        # "Press next step" only while there is a next step; after "show all steps" the chain is below.
        done = not self._more()
        if guessed == right:
            return feedback("correct", t("widgets.lessons.weis.right", lang, team=name),
                            [report.message, msg("widgets.lessons.weis.walk_done" if done else
                                                 "widgets.lessons.weis.walk")], lang)
        return feedback("wrong", t("widgets.lessons.weis.wrong", lang, team=name),
                        [msg("widgets.lessons.weis.think_done" if done else "widgets.lessons.weis.think")],
                        lang)

    def _more(self) -> bool:
        """Whether a step of the comparison (or the score) is still to be shown."""
        return self.steps < len(self._chain()) + 1

    def _score_view(self, lang: str) -> dict[str, Any]:
        report = self.report
        lines: list[Any] = [report.message]
        factor = MULTIPLIERS[self.contract]
        if report.winner:
            team = msg(f"core.side.{report.winner}")
            lines.append(msg("exercises.explain.weis.scores", team=team))
            for seat in report.winner:
                for weis in report.by_seat[seat]:
                    lines.append(msg("exercises.explain.weis.line", seat=msg(f"core.seat.{seat}"),
                                     weis=weis.message, points=weis.points))
            base = report.points[report.winner]
            lines.append(msg("exercises.explain.weis.total", team=team, points=base))
            lines.append(msg("exercises.explain.multiplied", points=base, factor=factor,
                             contract=msg(f"jass.contract.{self.contract}"), answer=base * factor))
        return feedback("info", t("widgets.lessons.weis.label.score", lang), lines, lang)

    # --- static HTML and repr ----------------------------------------------------------------------

    def static_html(self) -> str:
        """Hands, Weis, chain so far and score as plain HTML."""
        view = self.view
        if not view:
            return ""
        contract = next(c for c in view["contracts"] if c["value"] == view["contract"])
        rows = [[f'{hand["name"]} ({hand["position"]})', cards_html(hand["cards"]),
                 ", ".join(f'{w["text"]} ({w["points"]})' for w in hand["weis"]) or hand["none"]]
                for hand in view["hands"]]
        rows = [[escape(rows[i][0]), rows[i][1], escape(rows[i][2])] for i in range(len(rows))]
        chain = view["chain"]
        parts = [
            paragraph_html(f'{view["labels"]["contract"]}: {contract["text"]} {contract["factor"]}'),
            table_html([], rows),
            feedback_html(view.get("feedback")),
        ]
        if chain["rows"]:
            parts.append(table_html([escape(c) for c in chain["columns"]] + [""],
                                    [[escape(r["label"]), escape(r["ns"]), escape(r["ew"]),
                                      escape(r["state_text"])] for r in chain["rows"]]))
        parts.append(feedback_html(view.get("score")))
        return page_html(view, *parts)

    def repr_fields(self) -> Mapping[str, Any]:
        """Contract, forehand, the hands, the guess and the steps shown."""
        fields: dict[str, Any] = {"contract": self.contract, "forehand": self.forehand,
                                  "hands": {seat: " ".join(cards) for seat, cards in self.hands.items()},
                                  "lang": self.lang}
        if self.guess is not None:
            fields["guess"] = self.guess
        if self.steps:
            fields["steps"] = self.steps
        return fields


__all__ = ["WeisComparator"]
