"""What the BridgeTable's front end draws: the view of the game, built in one language.

Only what South may see goes into the view: South's hand, the dummy once it
is exposed, the trick, the auction with the public meaning of each call, the
score. Every string is already translated; legal cards and calls are listed
here so the front end never decides a rule.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from cardlearn.engine.bridge import SEATS, VULNERABILITIES, Call, Deal, Game
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.cards import SUIT_SYMBOLS, card_name
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.seats import side_of
from cardlearn.i18n import Message, t
from cardlearn.widgets.hand_view import playable_cards
from cardlearn.widgets.players import explain_call

LEARNER = "S"
COLUMNS = "WNES"  # the bidding table's column order
RULES_SECTIONS: tuple[tuple[str, int], ...] = (
    ("table", 2), ("setup", 3), ("auction", 7), ("play", 6), ("score_made", 5),
    ("score_defeated", 4), ("record", 1),
)
"""The rules view: (section, number of paragraphs), text under ``widgets.bridge.rules.<section>.*``."""


def seat_name(seat: str, lang: str) -> str:
    """A seat's name in ``lang``."""
    return t(f"core.seat.{seat}", lang)


def call_text(call: str, lang: str) -> str:
    """A call for display: pass translated, bids and X/XX with suit symbols."""
    return Call.parse(call).label(lang)


def rules_view(lang: str) -> list[dict[str, Any]]:
    """The full bridge rules in ``lang``: sections with a heading and paragraphs."""
    return [
        {"heading": t(f"widgets.bridge.rules.{name}.heading", lang),
         "paragraphs": [t(f"widgets.bridge.rules.{name}.{i}", lang) for i in range(1, count + 1)]}
        for name, count in RULES_SECTIONS
    ]


@lru_cache(maxsize=64)
def double_dummy(deal: Deal) -> list[list[int]] | None:
    """Tricks each seat can take as declarer in each strain with best play (rows C D H S NT, columns N E S W).

    Needs the optional solver (``endplay``); None without it.
    """
    try:
        from endplay.dds import calc_dd_table
        from endplay.types import Deal as SolverDeal
    except (ImportError, OSError):  # not installed, or its native library does not load here
        return None
    table = calc_dd_table(SolverDeal(deal.to_pbn())).to_list()  # rows S H D C NT
    return [table[3], table[2], table[1], table[0], table[4]]


_LABELS = ("auction", "contract", "tricks", "score", "record", "trick_no", "winner", "no_contract",
           "vulnerability", "bidding_box")


class _CallText:
    """A call as a message parameter (pass translated, bids as symbols)."""

    def __init__(self, call: str) -> None:
        self.call = call

    def text(self, lang: str | None = None) -> str:
        """The call in ``lang``."""
        return Call.parse(self.call).label(lang)


class _Contract:
    """The game's contract label (``3NT by South``) as a message parameter."""

    def __init__(self, game: Game) -> None:
        self.contract = game.contract

    def text(self, lang: str | None = None) -> str:
        """The contract in ``lang``."""
        return self.contract.label(lang) if self.contract is not None else ""


class _Result:
    """The game's result line (``3NT by South, made with 1 overtrick: +630``) as a message parameter."""

    def __init__(self, game: Game) -> None:
        self.score = game.score

    def text(self, lang: str | None = None) -> str:
        """The result in ``lang``."""
        return self.score.result_text(lang) if self.score is not None else ""


class BridgeViewMixin:
    """The view-building half of :class:`~cardlearn.widgets.bridge_table.BridgeTable`."""

    game: Game | None
    four_color: bool
    screen: str
    _analysis: list[list[int]] | None
    _announcements: list[Message]
    _board: dict[str, str]
    _deal_number: int
    _hint: Message | None
    _moves: list[bool]
    _selected: str | None

    one_click: bool
    level: str

    def _ai_seat(self) -> str | None:
        raise NotImplementedError

    def _history_view(self, lang: str) -> dict[str, Any] | None:
        raise NotImplementedError

    def _claim_view(self, game: Game, lang: str) -> dict[str, Any] | None:
        raise NotImplementedError

    def _review_view(self, game: Game, lang: str) -> dict[str, Any] | None:
        raise NotImplementedError

    # --- the view --------------------------------------------------------------------------------

    def build_view(self, lang: str) -> dict[str, Any]:
        """Everything the front end draws, in ``lang``; only what South may see."""
        game = self.game
        view: dict[str, Any] = {
            "phase": "setup" if game is None else game.phase,
            "four_color": self.four_color,
            "one_click": self.one_click,
            "history": self._history_view(lang),
            "labels": {key: t(f"widgets.bridge.label.{key}", lang) for key in _LABELS},
            "seats": self._seats_view(lang),
            "board": dict(self._board),
            "deal_number": self._deal_number,
            "announce": " ".join(m.text(lang) for m in self._announcements),
            "hint": self._hint.text(lang) if self._hint is not None else None,
            "actions": self._actions_view(lang),
        }
        if self.screen == "rules":
            view["rules"] = rules_view(lang)
        if game is None:
            view["status"] = t("widgets.bridge.status.choose_vulnerability", lang)
            view["vulnerability_choice"] = [
                {"value": v, "text": t(f"bridge.vulnerability.{v}", lang)} for v in VULNERABILITIES]
            view["hands"] = {seat: {"face_up": False, "count": 13, "cards": []} for seat in SEATS}
            return view
        view.update(
            status=self._status(game, lang),
            turn=game.to_act,
            controller=game.controller,
            vulnerability={"value": game.vulnerability, "text": t(
                "bridge.html.vulnerability", lang,
                vulnerability=t(f"bridge.vulnerability.{game.vulnerability}", lang))},
            hands={seat: self._hand_view(game, seat, lang) for seat in SEATS},
            trick=self._trick_view(game, lang),
            contract=self._contract_view(game, lang),
            tricks_won=self._tricks_won_view(game, lang),
            auction=self._auction_view(game, lang),
            bidding_box=self._bidding_box(game, lang),
            selected=self._selected,
            record=self._record_view(game, lang),
            score=self._score_view(game, lang),
            claim=self._claim_view(game, lang),
            review=self._review_view(game, lang),
        )
        return view

    def _status(self, game: Game, lang: str) -> str:
        if game.is_over:
            score = game.score
            if score is None or game.contract is None:
                return _Result(game).text(lang)
            ours = score.ns if side_of(LEARNER) == "NS" else score.ew
            return t("widgets.review.status.over", lang, result=_Result(game).text(lang),
                     side=t(f"core.side.{side_of(LEARNER)}", lang), score=f"{ours:+d}")
        claim = self._claim_view(game, lang)
        if claim is not None and claim["pending"]:
            return str(claim["text"])
        if game.phase == "auction":
            if game.to_act == LEARNER:
                return t("widgets.bridge.status.your_call", lang)
            return t("widgets.bridge.status.seat_calls", lang, seat=seat_name(game.to_act or "N", lang))
        if game.controller == LEARNER:
            if self._selected is not None:
                return t("widgets.bridge.status.confirm", lang,
                         card=card_name(self._selected, lang, "bridge"))
            if game.to_act == LEARNER:
                return t("widgets.bridge.status.your_card", lang)
            return t("widgets.bridge.status.dummy_card", lang, seat=seat_name(game.to_act or "N", lang))
        return t("widgets.bridge.status.seat_plays", lang, seat=seat_name(game.to_act or "N", lang))

    def _seats_view(self, lang: str) -> dict[str, Any]:
        game = self.game
        seats = {}
        for seat in SEATS:
            roles = []
            if seat == LEARNER:
                roles.append(t("widgets.bridge.role.you", lang))
            elif seat == "N":
                roles.append(t("widgets.bridge.role.partner", lang))
            if game is not None and game.declarer == seat:
                roles.append(t("widgets.bridge.role.declarer", lang))
            if game is not None and game.dummy == seat:
                roles.append(t("widgets.bridge.role.dummy", lang))
            vulnerable = (game is not None and game.vulnerability in (side_of(seat), "Both"))
            seats[seat] = {
                "name": seat_name(seat, lang),
                "player": self._board.get(seat, ""),
                "roles": roles,
                "is_turn": game is not None and game.to_act == seat,
                "vulnerable": vulnerable,
                "vulnerable_text": t("widgets.bridge.label.vulnerable", lang) if vulnerable else "",
            }
        return seats

    def _hand_view(self, game: Game, seat: str, lang: str) -> dict[str, Any]:
        face_up = seat == LEARNER or (game.dummy == seat and game.dummy_exposed)
        cards = game.hand(seat)
        if not face_up:
            return {"face_up": False, "count": len(cards), "cards": []}
        active = game.phase == "play" and game.controller == LEARNER and game.to_act == seat
        legal = set(game.legal_cards()) if active else set()
        shown = playable_cards(cards, "bridge", lang, active, legal, lambda code: self._reason(game, code, lang),
                               self._selected)
        return {"face_up": True, "count": len(cards), "cards": shown, "active": active,
                "columns": seat != LEARNER}

    @staticmethod
    def _reason(game: Game, code: str, lang: str) -> str:
        try:
            game.copy().play(code, seat=LEARNER)
        except CardlearnError as error:
            return error.localized(lang)
        return ""

    def _trick_view(self, game: Game, lang: str) -> dict[str, Any] | None:
        trick = game.current_trick
        if trick is None and game.tricks:
            trick = game.tricks[-1]
        if trick is None:
            return None
        return {
            "number": trick.number,
            "leader": trick.leader,
            "winner": trick.winner,
            "cards": [{"seat": seat, "code": code, "label": card_name(code, lang, "bridge")}
                      for seat, code in zip(trick.seats, trick.cards)],
            "caption": (t("widgets.bridge.trick.won", lang, number=trick.number,
                          seat=seat_name(trick.winner, lang)) if trick.winner
                        else t("widgets.bridge.trick.number", lang, number=trick.number)),
        }

    def _contract_view(self, game: Game, lang: str) -> dict[str, Any] | None:
        contract = game.contract
        if contract is None:
            return None
        return {"code": contract.code, "declarer": contract.declarer, "text": contract.label(lang),
                "target": t("widgets.bridge.label.target", lang, n=contract.target,
                            side=t(f"core.side.{contract.side}", lang))}

    def _tricks_won_view(self, game: Game, lang: str) -> dict[str, Any]:
        won = game.tricks_won
        return {side: {"n": won[side], "name": t(f"core.side.{side}", lang)} for side in ("NS", "EW")}

    def _auction_view(self, game: Game, lang: str) -> dict[str, Any]:
        calls = game.calls
        first = COLUMNS.index(game.dealer)
        rows: list[list[dict[str, Any] | None]] = []
        cells: list[dict[str, Any] | None] = [None] * first
        for index, call in enumerate(calls):
            seat = SEATS[(SEATS.index(game.dealer) + index) % 4]
            # Every call shows its public meaning, from the calls alone: a hidden hand never shapes what
            # the table tells the learner (the bidder's own reading waits for the review after the deal).
            meaning = explain_call(calls, index, game.dealer, game.vulnerability, level=self.level)
            cells.append({"call": call, "text": call_text(call, lang), "seat": seat,
                          "meaning": meaning.text(lang) if meaning is not None else None})
        if game.phase == "auction":
            cells.append({"call": "?", "text": "?", "seat": game.to_act, "pending": True, "meaning": None})
        for start in range(0, len(cells), 4):
            row = cells[start:start + 4]
            rows.append(row + [None] * (4 - len(row)))
        return {"columns": [{"seat": s, "name": seat_name(s, lang)} for s in COLUMNS], "rows": rows}

    def _bidding_box(self, game: Game, lang: str) -> dict[str, Any] | None:
        if game.phase != "auction" or game.to_act != LEARNER:
            return None
        legal = game.legal_calls()
        levels = []
        for level in range(1, 8):
            row = [self._box_call(game, f"{level}{strain}", lang, strain=strain)
                   if f"{level}{strain}" in legal else None for strain in STRAINS]
            if any(row):
                levels.append(row)
        specials = [self._box_call(game, code, lang, aria=t(f"widgets.bridge.call_name.{code}", lang))
                    for code in ("P", "X", "XX") if code in legal]
        return {"levels": levels, "specials": specials}

    def _box_call(self, game: Game, call: str, lang: str, **extra: str) -> dict[str, Any]:
        """A bidding-box button: the call, its label and what it would mean if made now."""
        meaning = explain_call(game.calls + [call], len(game.calls), game.dealer, game.vulnerability,
                               level=self.level)
        return {"call": call, "text": call_text(call, lang),
                "meaning": meaning.text(lang) if meaning is not None else None, **extra}

    def _record_view(self, game: Game, lang: str) -> dict[str, Any]:
        tricks = []
        for trick in game.tricks:
            by_seat = trick.by_seat
            tricks.append({"number": trick.number, "leader": seat_name(trick.leader, lang),
                           "cards": [by_seat.get(seat) for seat in COLUMNS],
                           "winner": seat_name(trick.winner or "N", lang),
                           "side": trick.winning_side})
        return {"columns": [seat_name(s, lang) for s in COLUMNS], "tricks": tricks}

    def _score_view(self, game: Game, lang: str) -> dict[str, Any] | None:
        result = game.score
        if result is None:
            return None
        declarer_side = result.declarer_side or "NS"
        sign = 1 if declarer_side == "NS" else -1
        dd = self._analysis or None  # computed after the score is shown, see _analyse
        return {
            "result": _Result(game).text(lang),
            "ns": result.ns, "ew": result.ew,
            "ns_name": t("core.side.NS", lang), "ew_name": t("core.side.EW", lang),
            "parts": [{"label": part.label(lang), "ns": sign * part.points, "ew": -sign * part.points}
                      for part in result.parts],
            "total_label": t("widgets.bridge.label.total", lang),
            "double_dummy": None if dd is None else {
                "title": t("widgets.bridge.label.double_dummy", lang),
                "columns": [seat_name(s, lang) for s in SEATS],
                "rows": [{"strain": STRAINS[i], "text": ("NT" if STRAINS[i] == "NT"
                                                          else SUIT_SYMBOLS[STRAINS[i]]),
                          "tricks": dd[i]} for i in range(5)],
            },
        }

    def _actions_view(self, lang: str) -> dict[str, Any]:
        game = self.game
        learner_turn = self._ai_seat() is None and game is not None and not game.is_over
        return {
            "hint": {"text": t("widgets.bridge.action.hint", lang), "enabled": learner_turn},
            "undo": {"text": t("widgets.bridge.action.undo", lang), "enabled": True in self._moves},
            "new-deal": {"text": t("widgets.bridge.action.new_deal", lang), "enabled": True},
            "replay": {"text": t("widgets.bridge.action.replay", lang), "enabled": game is not None},
            "confirm": {"text": t("widgets.bridge.action.confirm", lang),
                        "enabled": self._selected is not None},
        }

