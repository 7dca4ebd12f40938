"""BridgeTable: one deal of Contract Bridge in a notebook, the learner South with an AI North.

>>> table = BridgeTable(seed=7, ai_delay=0)              # doctest: +SKIP
>>> table.receive({"action": "vulnerability", "value": "NS"})["phase"]  # doctest: +SKIP
'auction'

Python holds the :class:`~cardlearn.engine.bridge.Game`; the front end
(``static/bridge_table.js``) draws ``view`` and sends intents:

``{"action": "vulnerability", "value": "None" | "NS" | "EW" | "Both"}`` (before the deal),
``{"action": "call", "call": "1NT"}``, ``{"action": "select", "card": "SA"}``,
``{"action": "confirm"}``, ``{"action": "hint"}``, ``{"action": "undo"}``,
``{"action": "new-deal"}``, ``{"action": "replay"}``,
plus the base intents ``set``/``screen``/``dismiss`` (see :mod:`cardlearn.widgets.base`).
Each may carry an integer ``seq`` that comes back as the view's ``ack``.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from os import PathLike
from typing import Any, ClassVar

import traitlets

from cardlearn.engine.bridge import SEATS, VULNERABILITIES, Call, Deal, Game
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.bridge.table import parse_seat, parse_vulnerability
from cardlearn.engine.cards import SUIT_SYMBOLS, BridgeCard, card_message, card_name
from cardlearn.engine.errors import CardlearnError
from cardlearn.i18n import Message, msg, t
from cardlearn.widgets.ai_pacing import AIPacing
from cardlearn.widgets.base import IntentError, TableWidget, link_esm, short, static_text
from cardlearn.widgets.players import (
    AIBridgePlayer,
    BridgePlayer,
    call_hint,
    card_hint,
    explain_call,
)

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


def side_of(seat: str) -> str:
    """``NS`` or ``EW``."""
    return "NS" if seat in "NS" else "EW"


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
    except ImportError:
        return None
    table = calc_dd_table(SolverDeal(deal.to_pbn())).to_list()  # rows S H D C NT
    return [table[3], table[2], table[1], table[0], table[4]]


class BridgeTable(AIPacing, TableWidget):
    """A bridge deal at the table: choose vulnerability, bid with the AI, play, and see the score.

    ``deal`` is None (dealt with ``seed``), a PBN deal string or a
    :class:`~cardlearn.engine.bridge.Deal`; with ``vulnerability`` given the
    auction starts at once, otherwise the learner chooses it first.
    ``ai_delay`` is the pause in seconds between AI moves (0 in tests).
    ``players`` may replace the AI of seats N, E and W (anything with
    ``choose_call(game, seat)`` and ``choose_card(game, seat)``).
    """

    _esm = link_esm("common.js", "cards.js", "bridge_table.js")
    _css = static_text("table.css")

    four_color = traitlets.Bool(False).tag(sync=True)

    TOGGLE_SETTINGS = ("four_color",)
    TITLE_KEY = "widgets.bridge.title"
    INTENTS: ClassVar[dict[str, dict[str, type]]] = {
        "vulnerability": {"value": str},
        "call": {"call": str},
        "select": {"card": str},
        "confirm": {},
        "hint": {},
        "undo": {},
        "new-deal": {},
        "replay": {},
    }

    def __init__(self, deal: Deal | str | None = None, seed: int | None = None,
                 vulnerability: str | None = None, lang: str | None = None, *,
                 dealer: str = "S", ai_delay: float = 0.6,
                 players: Mapping[str, BridgePlayer] | None = None,
                 board: Mapping[str, str] | None = None, **kwargs: Any) -> None:
        self._seed = seed
        self._rng = random.Random(seed)
        self._deal_number = 1
        self.deal = self._make_deal(deal)
        self.dealer = SEATS[parse_seat(dealer)]
        self.vulnerability: str | None = None
        self.game: Game | None = None
        self._moves: list[bool] = []  # one flag per move made: True when the learner made it
        self._selected: str | None = None
        self._hint: Message | None = None
        self._announcements: list[Message] = []
        self._ai_token = 0
        self._analysis = None
        self._board = {str(k)[:20]: str(v)[:80] for k, v in (board or {}).items()}
        ai = AIBridgePlayer()
        self.players: dict[str, BridgePlayer] = {seat: ai for seat in "NEW"}
        self.players.update(players or {})
        super().__init__(lang=lang, ai_delay=ai_delay, **kwargs)
        if vulnerability is not None:
            self._start(parse_vulnerability(vulnerability))
            self._run_ai(synchronous=True)
        self._ready = True
        self.publish()

    @classmethod
    def from_pbn(cls, path: str | PathLike[str], board: int | None = None, **kwargs: Any) -> BridgeTable:
        """The table for board ``board`` (default: the first game with a deal) of a PBN file.

        The board's dealer and vulnerability are used; its event and player
        names are shown as plain text.
        """
        from cardlearn.engine.pbn import read_pbn

        games = [game for game in read_pbn(path) if game.deal is not None]
        if board is not None:
            games = [game for game in games if game.board == board]
        if not games:
            raise IntentError("widgets.bridge.error.no_board", board=str(board))
        game = games[0]
        names = {seat: game.tags.get(tag, "") for seat, tag in
                 (("N", "North"), ("E", "East"), ("S", "South"), ("W", "West"))}
        info = {key: value for key, value in {"event": game.event or "", **names}.items()
                if value and value.strip() not in ("?", "")}
        kwargs.setdefault("vulnerability", game.vulnerable or "None")
        kwargs.setdefault("dealer", game.dealer or "S")
        return cls(Deal.from_hands(game.deal), board=info, **kwargs)

    # --- state changes ---------------------------------------------------------------------------

    def _make_deal(self, deal: Deal | str | None) -> Deal:
        if isinstance(deal, Deal):
            return deal
        if deal is not None:
            return Deal.from_pbn(str(deal))
        return Deal.random(seed=self._rng.randrange(2**32))

    def _start(self, vulnerability: str) -> None:
        self.vulnerability = vulnerability
        self.game = Game(self.deal, vulnerability=vulnerability, dealer=self.dealer)
        self._analysis: list[list[int]] | None = None
        self._moves, self._selected, self._hint = [], None, None

    def handle_intent(self, action: str, fields: dict[str, Any]) -> None:
        """Carry out one checked intent (see the module docstring); raises before changing anything."""
        self._announcements = []
        if action == "new-deal":
            self._ai_token += 1
            self.deal = self._make_deal(None)
            self._deal_number += 1
            self.vulnerability, self.game = None, None
            self._moves, self._selected, self._hint = [], None, None
            self.screen = "table"
            return
        if action == "vulnerability":
            if self.game is not None:
                raise IntentError("widgets.bridge.error.vulnerability_chosen")
            if fields["value"] not in VULNERABILITIES:
                raise IntentError("widgets.error.bad_value", value=short(fields["value"]),
                                  allowed=", ".join(VULNERABILITIES))
            self._start(fields["value"])
            return
        game = self._require_game()
        if action == "replay":
            self._ai_token += 1
            self._start(game.vulnerability)
            return
        if action == "undo":
            self._undo(game)
            return
        if action == "hint":
            self._hint = self._make_hint(game)
            return
        if action == "call":
            game.call(fields["call"], seat=LEARNER)
            self._moves.append(True)
            self._hint = None
            self._announce_call(game)
            return
        if action == "select":
            self._check_card(game, fields["card"])
            self._selected = str(BridgeCard.parse(fields["card"]))
            return
        if action == "confirm":
            if self._selected is None:
                raise IntentError("widgets.bridge.error.nothing_selected")
            card, self._selected = self._selected, None
            self._play(game, card, learner=True)
            self._hint = None

    def _require_game(self) -> Game:
        if self.game is None:
            raise IntentError("widgets.bridge.error.choose_vulnerability_first")
        return self.game

    def _check_card(self, game: Game, card: str) -> None:
        trial = game.copy()  # the engine's own check, on a copy: the real game stays untouched
        trial.play(card, seat=LEARNER)

    def _play(self, game: Game, card: str, learner: bool) -> None:
        trick = game.play(card, seat=None if not learner else LEARNER)
        self._moves.append(learner)
        if trick.winner is not None:
            self._announcements.append(msg(
                "widgets.bridge.announce.trick", number=trick.number,
                seat=msg(f"core.seat.{trick.winner}"),
                card=card_message(trick.by_seat[trick.winner], "bridge")))
        else:
            self._announcements.append(msg(
                "widgets.bridge.announce.card", seat=msg(f"core.seat.{trick.seats[-1]}"),
                card=card_message(card, "bridge")))
        if game.is_over and game.score is not None:
            self._announcements.append(msg("widgets.bridge.announce.over", result=_Result(game)))

    def _announce_call(self, game: Game) -> None:
        index = len(game.calls) - 1
        seat = SEATS[(SEATS.index(game.dealer) + index) % 4]
        self._announcements.append(msg("widgets.bridge.announce.call", seat=msg(f"core.seat.{seat}"),
                                       call=_CallText(game.calls[-1])))
        if game.contract is not None and game.phase == "play":
            self._announcements.append(msg("widgets.bridge.announce.contract", contract=_Contract(game)))
        elif game.is_over:
            self._announcements.append(msg("bridge.score.passed_out"))

    def _undo(self, game: Game) -> None:
        if True not in self._moves:
            raise IntentError("widgets.bridge.error.nothing_to_undo")
        self._ai_token += 1  # AI moves still scheduled belong to the undone position
        while self._moves:
            game.undo()
            if self._moves.pop():
                break
        self._selected, self._hint = None, None
        self._announcements.append(msg("widgets.bridge.announce.undone"))

    def _make_hint(self, game: Game) -> Message:
        if game.phase == "auction" and game.to_act == LEARNER:
            return call_hint(game, LEARNER)
        if game.phase == "play" and game.controller == LEARNER:
            return card_hint(game, game.to_act or LEARNER)
        raise IntentError("widgets.bridge.error.no_hint_now")

    # --- the AI seats ----------------------------------------------------------------------------

    def _ai_seat(self) -> str | None:
        """The AI seat that must act now, or None when it is the learner's turn or the deal is over."""
        game = self.game
        if game is None or game.is_over:
            return None
        chooser = game.to_act if game.phase == "auction" else game.controller
        return None if chooser == LEARNER else chooser

    def _ai_step(self) -> bool:
        game = self.game
        seat = self._ai_seat()
        if game is None or seat is None:
            return False
        player = self.players[seat]
        if game.phase == "auction":
            game.call(player.choose_call(game, seat), seat=seat)
            self._moves.append(False)
            self._announce_call(game)
        else:
            self._play(game, player.choose_card(game, game.to_act or seat), learner=False)
        return True

    def _analyse(self, publish: bool = True) -> None:
        """Once the deal is over, add the double-dummy table (after the score is already shown)."""
        game = self.game
        if game is None or not game.is_over or self._analysis is not None:
            return
        self._analysis = double_dummy(self.deal) or []
        if publish and self._analysis:
            self.publish()

    def _ai_done(self, publish: bool = True) -> None:
        """Once the AI seats are done: at the end of the deal, the double-dummy review."""
        self._analyse(publish=publish)

    def after_intent(self) -> None:
        """After the learner's move is shown, the AI seats take their turns."""
        self._ai_token += 1
        self._run_ai()

    # --- the view --------------------------------------------------------------------------------

    def build_view(self, lang: str) -> dict[str, Any]:
        """Everything the front end draws, in ``lang``; only what South may see."""
        game = self.game
        view: dict[str, Any] = {
            "phase": "setup" if game is None else game.phase,
            "four_color": self.four_color,
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
        )
        return view

    def _status(self, game: Game, lang: str) -> str:
        if game.is_over:
            return _Result(game).text(lang)
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
        shown = []
        for code in cards:
            item: dict[str, Any] = {"code": code, "label": card_name(code, lang, "bridge")}
            if active:
                item["legal"] = code in legal
                if code not in legal:
                    item["reason"] = self._reason(game, code, lang)
                item["selected"] = code == self._selected
            shown.append(item)
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
            # An AI seat's call shows the rule that chose it; the learner's the meanings the auction allows.
            hand = game.hand(seat) if seat != LEARNER else None
            meaning = explain_call(calls, index, game.dealer, game.vulnerability, hand)
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

    @staticmethod
    def _box_call(game: Game, call: str, lang: str, **extra: str) -> dict[str, Any]:
        """A bidding-box button: the call, its label and what it would mean if made now."""
        meaning = explain_call(game.calls + [call], len(game.calls), game.dealer, game.vulnerability)
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

    # --- static HTML and repr --------------------------------------------------------------------

    def static_html(self) -> str:
        """The table as HTML with inline styles: hands South may see, trick, auction, score."""
        from cardlearn.widgets.static_html import bridge_static_html

        return bridge_static_html(self.view)

    def repr_fields(self) -> Mapping[str, Any]:
        """Deal, vulnerability, phase and the calls/contract/score so far."""
        game = self.game
        fields: dict[str, Any] = {"deal": self.deal.to_pbn(), "vulnerability": self.vulnerability,
                                  "lang": self.lang}
        if game is not None:
            fields["phase"] = game.phase
            if game.calls:
                fields["calls"] = " ".join(game.calls)
            if game.contract is not None:
                fields["contract"] = str(game.contract)
                fields["tricks"] = f"NS {game.tricks_won['NS']} EW {game.tricks_won['EW']}"
            if game.score is not None:
                fields["score"] = f"NS {game.score.ns:+d} EW {game.score.ew:+d}"
        return fields


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


__all__ = ["BridgeTable", "double_dummy", "rules_view"]
