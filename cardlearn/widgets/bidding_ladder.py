"""BiddingLadder: the 35 bids in rank order, which of two is higher, and which calls are legal next.

>>> ladder = BiddingLadder(lang="en")                                   # doctest: +SKIP
>>> ladder.receive({"action": "pick", "call": "2C"}); ladder.receive({"action": "pick", "call": "1NT"})
>>> ladder.view["comparison"]["lines"][0]                               # doctest: +SKIP
'2♣ is higher than 1NT: a higher level always wins, whatever the strain.'

Two modes: ``compare`` (pick two bids: level first, then ♣ < ♦ < ♥ < ♠ < NT)
and ``legal`` (for the auction so far, every call is marked legal or not, with
the engine's reason — doubling and redoubling rights included; a legal call
can be made to extend the auction).

Intents (see :mod:`cardlearn.widgets.base`): ``{"action": "mode", "value": "compare" | "legal"}``,
``{"action": "pick", "call": "1NT"}``, ``{"action": "clear"}``, ``{"action": "make", "call": "X"}``,
``{"action": "undo"}``, ``{"action": "reset"}``.

Front-end hooks (``static/bidding_ladder.js``): every call button carries
``data-call`` (``P``, ``X``, ``XX``, ``1C`` … ``7NT``) and, in the legal mode,
``data-legal="true|false"``; a picked call has ``aria-pressed="true"``; the
mode buttons ``data-mode``; the actions ``data-action="make" | "undo" | "reset" | "clear"``;
the explanation ``data-testid="feedback"`` (with ``data-kind``), the auction
``data-testid="auction"`` (cells ``data-auction-call``), the rights summary
``data-testid="rights"``.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import (
    DOUBLE,
    FIRST_BID,
    LAST_BID,
    PASS,
    REDOUBLE,
    STRAINS,
    Call,
    Symbol,
    call_symbol,
    code_text,
)
from cardlearn.engine.bridge.contract import parse_contract
from cardlearn.engine.bridge.fast import AUCTION, Core
from cardlearn.engine.bridge.messages import allowed_calls, call_error
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.errors import InvalidArgument
from cardlearn.engine.seats import seat_message, side_message
from cardlearn.engine.validate import clip
from cardlearn.i18n import Message, msg, t
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
    table_html,
)
from cardlearn.widgets.static_html import text_call_html

MODES = ("compare", "legal")
COLUMNS = "WNES"
ALL_CODES = (PASS, DOUBLE, REDOUBLE, *range(FIRST_BID, LAST_BID + 1))


def _symbol(code: int) -> Symbol:
    return Symbol(call_symbol(code))


class BiddingLadder(LessonWidget):
    """The 35 bids with Pass, X and XX: compare two bids, or see which calls are legal next and why.

    ``auction`` is the calls so far (``"1H X"`` or a list), made from
    ``dealer``; ``mode`` is ``"compare"`` or ``"legal"`` (default: ``legal``
    when an auction is given).
    """

    _esm = lesson_esm("bidding_ladder.js")
    TITLE_KEY = "widgets.lessons.ladder.title"
    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        "mode": Intent({"value": str}, "_on_mode"),
        "pick": Intent({"call": str}, "_on_pick"),
        "clear": Intent({}, "_on_clear"),
        "make": Intent({"call": str}, "_on_make"),
        "undo": Intent({}, "_on_undo"),
        "reset": Intent({}, "_on_reset"),
    }

    @checked
    def __init__(self, auction: Sequence[str] | str | None = None, dealer: str = "N",
                 mode: str | None = None, lang: str | None = None, **kwargs: Any) -> None:
        self.dealer = SEATS[parse_seat(dealer)]
        if auction is not None and not isinstance(auction, (str, list, tuple)):
            raise InvalidArgument("engine.arg.calls", value=clip(auction))
        calls = auction.split() if isinstance(auction, str) else list(auction or [])
        self._core = Core([0, 0, 0, 0], SEATS.index(self.dealer), 0)
        for call in calls:
            self._apply(call)  # raises the engine's IllegalCall for an impossible auction
        self._base = len(self._core.calls)
        self.mode = mode if mode is not None else ("legal" if calls else "compare")
        if self.mode not in MODES:
            raise IntentError("widgets.error.bad_value", value=short(self.mode), allowed=", ".join(MODES))
        self.picks: list[int] = []
        self.selected: int | None = None
        self._info: Message | None = None
        super().__init__(lang=lang, **kwargs)
        self._ready = True
        self.publish()

    # --- the engine --------------------------------------------------------------------------------

    def _apply(self, call: str | int) -> int:
        code = call if isinstance(call, int) else Call.parse(call).code
        problem = self._core.call_problem(code)
        if problem is not None:
            raise call_error(self._core, *problem)
        self._core.apply_call(code)
        return code

    @property
    def calls(self) -> list[str]:
        """The auction so far in notation (``["1H", "X"]``)."""
        return [code_text(code) for code in self._core.calls]

    def legal_calls(self) -> list[str]:
        """The calls allowed next (the engine's list)."""
        core = self._core
        return [code_text(code) for code in core.legal_call_codes()] if core.phase == AUCTION else []

    def why(self, call: str | int) -> Message:
        """Why ``call`` is allowed now, or the engine's reason why it is not."""
        core = self._core
        code = call if isinstance(call, int) else Call.parse(call).code
        problem = core.call_problem(code)
        if problem is not None:
            return call_error(core, *problem).message
        seat = seat_message(core.turn)
        if code == PASS:
            return msg("widgets.lessons.ladder.why.pass")
        if code == DOUBLE:
            return msg("widgets.lessons.ladder.why.double", seat=seat, last=_symbol(core.last_bid),
                       bidder=seat_message(core.last_bidder))
        if code == REDOUBLE:
            return msg("widgets.lessons.ladder.why.redouble", seat=seat, last=_symbol(core.last_bid),
                       side=side_message("NS" if core.last_bidder % 2 == 0 else "EW"))
        if core.last_bid == 0:
            return msg("widgets.lessons.ladder.why.open", call=_symbol(code))
        return msg("widgets.lessons.ladder.why.higher", call=_symbol(code), last=_symbol(core.last_bid))

    # --- intents -----------------------------------------------------------------------------------

    # --- the intents' handlers (routed by INTENTS) -------------------------------------------------

    def _on_mode(self, fields: dict[str, Any]) -> None:
        if fields["value"] not in MODES:
            raise IntentError("widgets.error.bad_value", value=short(fields["value"]),
                              allowed=", ".join(MODES))
        self.mode, self.picks, self.selected, self._info = fields["value"], [], None, None

    def _on_clear(self, fields: dict[str, Any]) -> None:
        self.picks, self.selected, self._info = [], None, None

    def _on_pick(self, fields: dict[str, Any]) -> None:
        code = Call.parse(fields["call"]).code
        if self.mode == "legal":
            self.selected, self._info = code, None
            return
        if code < FIRST_BID:
            self._info = msg("widgets.lessons.ladder.not_a_bid", call=_CallName(code))
            return
        self._info = None
        self.picks = [code] if len(self.picks) >= 2 else self.picks + [code]

    def _on_make(self, fields: dict[str, Any]) -> None:
        if self.mode != "legal":
            raise IntentError("widgets.lessons.error.legal_mode_only")
        self._apply(fields["call"])
        self.selected, self._info = None, None

    def _take_back(self, to_start: bool) -> None:
        if len(self._core.calls) <= self._base:
            raise IntentError("widgets.lessons.error.nothing_to_undo")
        keep = self._base if to_start else len(self._core.calls) - 1
        calls = self._core.calls[:keep]
        core = Core([0, 0, 0, 0], SEATS.index(self.dealer), 0)
        for code in calls:
            core.apply_call(code)  # a prefix of a legal auction is legal
        self._core, self.selected, self._info = core, None, None

    def _on_undo(self, fields: dict[str, Any]) -> None:
        self._take_back(to_start=False)

    def _on_reset(self, fields: dict[str, Any]) -> None:
        self._take_back(to_start=True)

    # --- the view ----------------------------------------------------------------------------------

    def build_view(self, lang: str) -> dict[str, Any]:
        """The ladder, the comparison or the legal calls with their reasons, in ``lang``."""
        view: dict[str, Any] = {
            "mode": self.mode,
            "modes": [{"value": m, "text": t(f"widgets.lessons.ladder.mode.{m}", lang)} for m in MODES],
            "labels": {
                "ladder": t("widgets.lessons.ladder.label.ladder", lang),
                "specials": t("widgets.lessons.ladder.label.specials", lang),
                "auction": t("widgets.bridge.label.auction", lang),
                "mode": t("widgets.lessons.ladder.label.mode", lang),
            },
            "actions": {
                "make": t("widgets.lessons.action.make", lang),
                "undo": t("widgets.bridge.action.undo", lang),
                "reset": t("widgets.lessons.action.reset", lang),
                "clear": t("widgets.lessons.action.clear", lang),
            },
        }
        legal = set(self._core.legal_call_codes()) if self._core.phase == AUCTION else set()
        in_legal = self.mode == "legal"

        def item(code: int) -> dict[str, Any]:
            entry: dict[str, Any] = {"call": code_text(code), "text": call_label(code, lang),
                                     "aria": (t(f"widgets.bridge.call_name.{code_text(code)}", lang)
                                              if code < FIRST_BID else call_label(code, lang))}
            if code >= FIRST_BID:
                entry["rank"] = code - FIRST_BID + 1
                entry["strain"] = STRAINS[(code - FIRST_BID) % 5]
            if in_legal:
                entry["legal"] = code in legal
                entry["picked"] = code == self.selected
            else:
                entry["picked"] = code in self.picks
                if code in self.picks:
                    entry["order"] = self.picks.index(code) + 1
            return entry

        view["levels"] = [[item(FIRST_BID + 5 * (level - 1) + s) for s in range(5)] for level in range(1, 8)]
        view["specials"] = [item(code) for code in (PASS, DOUBLE, REDOUBLE)]
        if in_legal:
            view.update(self._legal_view(lang))
        else:
            view.update(self._compare_view(lang))
        if self._info is not None:
            view["feedback"] = feedback("info", t("widgets.lessons.ladder.title_not_a_bid", lang),
                                        [self._info], lang)
        return view

    def _compare_view(self, lang: str) -> dict[str, Any]:
        picks = self.picks
        if not picks:
            return {"prompt": t("widgets.lessons.ladder.prompt.compare", lang)}
        if len(picks) == 1:
            return {"prompt": t("widgets.lessons.ladder.prompt.second", lang, call=call_label(picks[0], lang))}
        a, b = picks
        positions = [msg("widgets.lessons.ladder.position", call=_symbol(code), n=code - FIRST_BID + 1)
                     for code in picks]
        if a == b:
            return {"prompt": t("widgets.lessons.ladder.prompt.compare", lang),
                    "feedback": feedback("info", t("widgets.lessons.ladder.title_same", lang),
                                         [msg("widgets.lessons.ladder.same", call=_symbol(a))], lang)}
        higher, lower = max(a, b), min(a, b)
        same_level = (higher - FIRST_BID) // 5 == (lower - FIRST_BID) // 5
        key = "exercises.explain.higher.strain" if same_level else "exercises.explain.higher.level"
        title = t("widgets.lessons.ladder.higher", lang, call=call_label(higher, lang))
        return {"prompt": t("widgets.lessons.ladder.prompt.again", lang),
                "feedback": feedback("correct", title, [msg(key, higher=_symbol(higher), lower=_symbol(lower)),
                                                         *positions], lang),
                "higher": code_text(higher)}

    def _legal_view(self, lang: str) -> dict[str, Any]:
        core = self._core
        view: dict[str, Any] = {"auction": self._auction_view(lang),
                                "can_undo": len(core.calls) > self._base}
        if core.phase != AUCTION:
            view["prompt"] = self._result(lang)
            view["over"] = True
            return view
        seat = seat_message(core.turn)
        view["prompt"] = t("widgets.lessons.ladder.prompt.legal", lang, seat=seat.text(lang))
        rights = [msg("exercises.explain.allowed", allowed=allowed_calls(core))]
        if core.last_bid:
            rights.append(msg("widgets.lessons.ladder.too_low", last=_symbol(core.last_bid)))
        rights += [self.why(DOUBLE), self.why(REDOUBLE)]
        view["rights"] = feedback("info", t("widgets.lessons.ladder.rights", lang, seat=seat.text(lang)),
                                  rights, lang)
        if self.selected is not None:
            ok = core.call_problem(self.selected) is None
            title_key = "widgets.lessons.ladder.allowed" if ok else "widgets.lessons.ladder.not_allowed"
            view["feedback"] = feedback("correct" if ok else "wrong",
                                        t(title_key, lang, call=call_label(self.selected, lang)),
                                        [self.why(self.selected)], lang)
            view["can_make"] = ok
            view["selected"] = code_text(self.selected)
        return view

    def _result(self, lang: str) -> str:
        core = self._core
        if core.last_bid == 0:
            return t("bridge.score.passed_out", lang)
        contract = parse_contract(f"{code_text(core.last_bid)}{'X' * core.doubled} by {SEATS[core.declarer]}")
        return t("widgets.lessons.ladder.over", lang, contract=contract.label(lang))

    def _auction_view(self, lang: str) -> dict[str, Any]:
        core = self._core
        first = COLUMNS.index(self.dealer)
        cells: list[dict[str, Any] | None] = [None] * first
        for index, code in enumerate(core.calls):
            cells.append({"call": code_text(code), "text": call_label(code, lang),
                          "added": index >= self._base})
        if core.phase == AUCTION:
            cells.append({"call": "?", "text": "?", "pending": True})
        rows = []
        for start in range(0, len(cells), 4):
            row = cells[start:start + 4]
            rows.append(row + [None] * (4 - len(row)))
        return {"columns": [t(f"core.seat.{s}", lang) for s in COLUMNS], "rows": rows}

    # --- static HTML and repr ----------------------------------------------------------------------

    def static_html(self) -> str:
        """The ladder as plain HTML: the 35 bids in rank order, the auction and the explanation."""
        view = self.view
        if not view:
            return ""
        grid = table_html([], [[text_call_html(cell["text"]) for cell in row] for row in view["levels"]])
        parts = [paragraph_html(view.get("prompt", ""), bold=True)]
        auction = view.get("auction")
        if auction:
            parts.append(table_html([text_call_html(c) for c in auction["columns"]],
                                    [[text_call_html(cell["text"]) if cell else "" for cell in row]
                                     for row in auction["rows"]]))
        parts += [feedback_html(view.get("feedback")), feedback_html(view.get("rights")), grid]
        return page_html(view, *parts)

    def repr_fields(self) -> Mapping[str, Any]:
        """Mode, dealer, auction and the picks."""
        fields: dict[str, Any] = {"mode": self.mode, "dealer": self.dealer, "auction": " ".join(self.calls),
                                  "lang": self.lang}
        if self.picks:
            fields["picks"] = " ".join(code_text(code) for code in self.picks)
        return fields


class _CallName:
    """Pass, double or redouble by name, as a message parameter."""

    def __init__(self, code: int) -> None:
        self.code = code

    def text(self, lang: str | None = None) -> str:
        """The call's name in ``lang``."""
        return t(f"widgets.bridge.call_name.{code_text(self.code)}", lang)


__all__ = ["BiddingLadder"]
