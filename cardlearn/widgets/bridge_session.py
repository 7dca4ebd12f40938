"""A session at the BridgeTable: the history of finished deals, PBN export, save and resume.

``table.history()`` is a DataFrame with one row per finished deal (board,
contract, declarer, result, score for NS, par); ``table.to_pbn()`` writes the
finished deals as PBN with auction and play (``load_boards`` reads them back);
``table.save(path)`` and ``BridgeTable.load(path)`` store and restore a game
in progress: the same deal, the same calls and cards, the same history.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from os import PathLike
from pathlib import Path
from typing import Any

from cardlearn.ai.bridge.analysis import par_result
from cardlearn.ai.bridge.levels import LEVELS
from cardlearn.engine.bridge import SEATS, VULNERABILITIES, Deal, Game
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.bridge.contract import parse_contract
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.engine.errors import CardlearnError, InvalidArgument
from cardlearn.engine.pbn import PBNGame, read_pbn, write_pbn
from cardlearn.engine.validate import clip
from cardlearn.i18n import Message, msg, t
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.bridge_view import double_dummy
from cardlearn.widgets.saved_games import (
    Fields,
    header,
    jsonable_state,
    move_failed,
    read_saved,
    write_saved,
)
from cardlearn.widgets.table_parts import LEARNER

HISTORY_COLUMNS = ["board", "contract", "declarer", "result", "score_ns", "par"]


def game_record(game: Game, board: int) -> dict[str, Any]:
    """A finished (or running) game as plain data: enough to replay it through the engine."""
    contract = game.contract
    score = game.score
    return {
        "board": board, "deal": game.deal.to_pbn(), "dealer": game.dealer,
        "vulnerability": game.vulnerability, "calls": list(game.calls),
        "cards": [str(BRIDGE_DECK[card]) for card in game.core.played], "claimed": game.claimed,
        "contract": contract.code if contract is not None else "Pass",
        "declarer": contract.declarer if contract is not None else None,
        "result": game.declarer_tricks if contract is not None and game.is_over else None,
        "score_ns": score.ns if score is not None else None,
    }


def replay_record(record: dict[str, Any]) -> Game:
    """The game of a record, every call and card replayed through the rules (a claim included)."""
    game = Game(Deal.from_pbn(record["deal"]), vulnerability=record["vulnerability"],
                dealer=record["dealer"])
    for call in record["calls"]:
        game.call(call)
    for card in record["cards"]:
        game.play(card)
    if record.get("claimed") is not None:
        game.claim(int(record["claimed"]))
    return game


def par_text(record: dict[str, Any]) -> str | None:
    """The par of a record's deal (``+420 4S by N``), or None without the double-dummy solver."""
    found = par_of_deal(record["deal"], record["vulnerability"], record["dealer"])
    if found is None:
        return None
    score, contracts = found
    record["par"], record["par_contracts"], record["par_score"] = (
        f"{score:+d} " + (", ".join(contracts) if contracts else "Pass"), list(contracts), score)
    return record["par"]


@lru_cache(maxsize=128)
def par_of_deal(deal: str, vulnerability: str, dealer: str) -> tuple[int, tuple[str, ...]] | None:
    """Par score and contracts of a deal (cached: the history is drawn on every view)."""
    game = Game(Deal.from_pbn(deal), vulnerability=vulnerability, dealer=dealer)
    table = double_dummy(game.deal)  # the same cached solver table the score panel shows
    if table is None:
        return None
    tricks = {(seat, STRAINS[i]): table[i][j] for i in range(5) for j, seat in enumerate(SEATS)}
    par = par_result(game.deal.masks, tricks, game.core.vulnerability, game.core.dealer)
    return par.score, tuple(par.contracts)


def par_label(record: dict[str, Any], lang: str) -> str | None:
    """The par of a record in ``lang`` (``+420: 4♠ by North``), or None without the solver."""
    if par_text(record) is None:
        return None
    contracts = record.get("par_contracts") or []
    names = ", ".join(parse_contract(c).label(lang) for c in contracts) if contracts \
        else t("bridge.score.passed_out", lang)
    return f"{record.get('par_score', 0):+d}: {names}"


def _no_par(lang: str) -> str:
    """The history's par cell where there is no solver to find par: says so, in the learner's language."""
    return t("solver.missing_short", lang)


def pbn_game(record: dict[str, Any]) -> Any:
    """A record as a PBN game with its auction and play (the Play section by tricks, leader first)."""
    declarer = record["declarer"]
    game = PBNGame.create(
        record["deal"], board=record["board"], dealer=record["dealer"],
        vulnerable=record["vulnerability"], auction=record["calls"],
        contract=record["contract"], declarer=declarer, result=record["result"],
    )
    if declarer is not None and record["cards"]:
        replayed = replay_record({**record, "claimed": None})
        leader = SEATS[(SEATS.index(declarer) + 1) % 4]
        columns = [SEATS[(SEATS.index(leader) + i) % 4] for i in range(4)]
        tricks = list(replayed.tricks)
        if replayed.current_trick is not None:
            tricks.append(replayed.current_trick)
        rows = [" ".join(trick.by_seat.get(seat, "-") for seat in columns) for trick in tricks]
        if record.get("claimed") is not None or len(tricks) < 13:
            rows.append("*")
        game.tags["Play"] = leader
        game.sections["Play"] = rows
    return game


def pbn_board(path: str | PathLike[str], board: int | None) -> tuple[Deal, dict[str, str], str, str]:
    """Board ``board`` of a PBN file (default: the first with a deal): deal, names, vulnerability, dealer."""
    if not Path(path).is_file():  # read_pbn's own errors for a missing file are the file layer's
        raise InvalidArgument("engine.arg.no_file", path=clip(str(path), 80))
    games = [game for game in read_pbn(path) if game.deal is not None]
    if board is not None:
        games = [game for game in games if game.board == board]
    if not games:
        raise IntentError("widgets.bridge.error.no_board", board=str(board))
    game = games[0]
    hands = game.deal
    assert hands is not None  # games without a deal were dropped above
    names = {seat: game.tags.get(tag, "") for seat, tag in
             (("N", "North"), ("E", "East"), ("S", "South"), ("W", "West"))}
    info = {key: value[:80] for key, value in {"event": game.event or "", **names}.items()
            if value and value.strip() not in ("?", "")}
    return Deal.from_hands(hands), info, game.vulnerable or "None", game.dealer or "S"


class BridgeSessionMixin:
    """History, PBN export and save/load for :class:`~cardlearn.widgets.bridge_table.BridgeTable`."""

    game: Game | None
    deal: Deal
    dealer: str
    vulnerability: str | None
    _deal_number: int
    _moves: list[bool]
    _rng: random.Random
    _announcements: list[Message]

    def _init_session(self) -> None:
        self._history: list[dict[str, Any]] = []

    def _current_record(self) -> dict[str, Any] | None:
        game = self.game
        if game is None or not game.is_over:
            return None
        return game_record(game, self._deal_number)

    def _keep_finished(self) -> None:
        record = self._current_record()
        if record is not None:
            self._history.append(record)

    def _records(self) -> list[dict[str, Any]]:
        current = self._current_record()
        return self._history + ([current] if current is not None else [])

    def history(self) -> Any:
        """One row per finished deal of this table: board, contract, declarer, result, score_ns, par."""
        import pandas as pd  # here: pandas is slow to import and only the history needs it

        rows = [{"board": r["board"], "contract": r["contract"], "declarer": r["declarer"],
                 "result": r["result"], "score_ns": r["score_ns"], "par": par_text(r)}
                for r in self._records()]
        return pd.DataFrame(rows, columns=HISTORY_COLUMNS)

    def to_pbn(self) -> str:
        """The finished deals as PBN text, each with its auction and play (``load_boards`` reads it)."""
        return write_pbn(pbn_game(record) for record in self._records())

    def _history_view(self, lang: str) -> dict[str, Any] | None:
        records = self._records()
        if not records:
            return None
        rows = []
        for index, record in enumerate(records):
            game = replay_record(record)
            contract = game.contract
            rows.append({
                "index": index, "board": record["board"],
                "contract": contract.label(lang) if contract is not None else t("bridge.score.passed_out", lang),
                "result": game.score.result_text(lang) if game.score is not None else "",
                "score_ns": record["score_ns"], "par": par_label(record, lang) or _no_par(lang),
                "current": index == len(self._history),
            })
        return {"title": t("widgets.review.label.history", lang),
                "columns": [t(f"widgets.review.history.{name}", lang)
                            for name in ("board", "contract", "result", "score_ns", "par", "replay")],
                "replay": t("widgets.review.action.replay_deal", lang), "rows": rows}

    def _replay_from_history(self, index: Any) -> None:
        records = self._records()
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(records):
            raise IntentError("widgets.error.bad_value", value=str(index)[:24],
                              allowed=f"0–{max(len(records) - 1, 0)}")
        record = records[index]
        self._leave_deal()  # type: ignore[attr-defined]
        self.deal = Deal.from_pbn(record["deal"])
        self.dealer = record["dealer"]
        self._deal_number += 1
        self._start(record["vulnerability"])  # type: ignore[attr-defined]
        self._announcements.append(msg("widgets.review.announce.replaying", board=record["board"]))

    # --- save and load ---------------------------------------------------------------------------

    def save(self, path: str | PathLike[str]) -> None:
        """Write the game in progress (deal, calls, cards, history, settings) to ``path``, atomically.

        The format is described in ``docs/teachers/saved-games.md``; a problem
        with the file (a folder, no permission, a full disk) raises a localized
        :class:`~cardlearn.engine.files.FileProblem` and leaves an older save whole.
        """
        game = self.game
        data = {
            **header("bridge"), "deal": self.deal.to_pbn(), "dealer": self.dealer,
            "vulnerability": self.vulnerability, "deal_number": self._deal_number,
            "calls": list(game.calls) if game is not None else [],
            "cards": [str(BRIDGE_DECK[card]) for card in game.core.played] if game is not None else [],
            "claimed": game.claimed if game is not None else None,
            "moves": list(self._moves),
            "history": [{name: record[name] for name in RECORD_FIELDS} for record in self._history[-MAX_HISTORY:]],
            "rng": jsonable_state(self._rng.getstate()),
            "settings": {name: getattr(self, name) for name in self.setting_names()},  # type: ignore[attr-defined]
            "level": self.level,  # type: ignore[attr-defined]
        }
        write_saved(path, data)

    @classmethod
    def load(cls, path: str | PathLike[str], **kwargs: Any) -> Any:
        """A table restored from :meth:`save`: same deal, same calls and cards, same history.

        Every field is checked and the game is replayed through the engine
        before anything is built; a refused file raises a localized
        :class:`~cardlearn.widgets.saved_games.SavedGameError`. ``kwargs`` go
        to the constructor (``ai_delay``, ``players`` ...) over the saved settings.
        """
        saved = read_bridge_save(cls, path)
        table: Any = cls(saved.deal, dealer=saved.dealer,  # type: ignore[call-arg]
                         **{**saved.settings, "level": saved.level, **kwargs})
        table._history = saved.history
        table._deal_number = saved.deal_number
        table._rng.setstate(saved.rng)
        game = saved.game
        if game is not None:
            table._ai_token += 1
            table._start(game.vulnerability)
            table.game, table._moves = game, saved.moves
            if game.is_over:
                table._on_deal_over()
                table._analyse(publish=False)
        table.publish()
        table._run_ai()
        return table


RECORD_FIELDS = ("board", "deal", "dealer", "vulnerability", "calls", "cards", "claimed")
SAVE_FIELDS = ("format", "version", "table", "deal", "dealer", "vulnerability", "deal_number", "calls",
               "cards", "claimed", "moves", "history", "rng", "settings", "level")
MAX_DEAL_NUMBER = 1_000_000
MAX_HISTORY = 100
"""Finished deals kept in a saved game (the last ones): each row of the history shows its par, a
double-dummy solve of about half a second, so a file of thousands of deals would stall the kernel."""
MAX_CALLS = 320  # the longest legal auction has 319 calls


@dataclass
class BridgeSave:
    """A checked saved bridge game: the deal, the replayed game and the table's state around it."""

    deal: Deal
    dealer: str
    deal_number: int
    game: Game | None
    moves: list[bool]
    history: list[dict[str, Any]]
    rng: tuple[Any, ...]
    settings: dict[str, Any]
    level: str | None  # the learner's bidding level; None in files written before levels were saved


def read_bridge_save(table_class: Any, path: Any) -> BridgeSave:
    """Read and check a saved bridge game, replaying it through the engine; SavedGameError if refused."""
    fields = read_saved(path, "bridge")
    fields.only(SAVE_FIELDS)
    deal = _deal(fields)
    dealer = fields.choice("dealer", SEATS)
    deal_number = fields.integer("deal_number", 1, MAX_DEAL_NUMBER)
    vulnerability = fields.choice("vulnerability", VULNERABILITIES, optional=True)
    game, movers = _replay(fields, deal, dealer, vulnerability)
    moves = _learner_flags(fields, movers, len(game.calls) if game is not None else 0)
    entries = fields.items("history", MAX_HISTORY)
    history = [_history_record(fields, index, entry, deal_number) for index, entry in enumerate(entries)]
    return BridgeSave(deal, dealer, deal_number, game, moves, history, fields.rng_state("rng"),
                      fields.settings(table_class), _level(fields))


def _level(fields: Fields) -> str | None:
    """The saved bidding level; None for a file written before the level was saved (the table's default)."""
    return fields.choice("level", list(LEVELS), optional=True) if "level" in fields.data else None


def _deal(fields: Fields) -> Deal:
    text = fields.text("deal", 120)
    try:
        return Deal.from_pbn(text)
    except CardlearnError as error:
        fields.fail("deal", error.message)


def _is_code(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 4


def _replay(fields: Fields, deal: Deal, dealer: str, vulnerability: str | None,
            ) -> tuple[Game | None, list[str | None]]:
    """The game replayed from the deal, its calls, cards and claim; and who made each move."""
    calls = fields.items("calls", MAX_CALLS, _is_code)
    cards = fields.items("cards", 52, _is_code)
    claimed = fields.integer("claimed", 0, 13, optional=True)
    if vulnerability is None:  # the deal is shown, the game not started: there can be no move yet
        if calls or cards or claimed is not None:
            fields.fail("vulnerability", msg("widgets.saved.problem.not_started"))
        return None, []
    game = Game(deal, vulnerability=vulnerability, dealer=dealer)
    movers: list[str | None] = []
    number = 0
    try:
        for number, call in enumerate(calls, 1):
            movers.append(game.to_act)
            game.call(call)
        for number, card in enumerate(cards, len(calls) + 1):
            movers.append(game.controller)
            game.play(card)
        if claimed is not None:
            number += 1
            game.claim(claimed)
    except CardlearnError as error:
        move_failed(fields.path, number, error)
    return game, movers


def _learner_flags(fields: Fields, movers: list[str | None], calls: int) -> list[bool]:
    """One flag per move, True for the learner's own: a call by South, or a card South chose."""
    flags = fields.items("moves", MAX_CALLS + 52, lambda flag: isinstance(flag, bool))
    fits = len(flags) == len(movers) and all(
        flag == (mover == LEARNER) if index < calls else (not flag or mover == LEARNER)
        for index, (flag, mover) in enumerate(zip(flags, movers)))
    if not fits:  # undo takes back moves by these flags: they must match the moves exactly
        fields.fail("moves", msg("widgets.saved.problem.flags"))
    return list(flags)


def _history_record(fields: Fields, index: int, entry: Any, deal_number: int) -> dict[str, Any]:
    """A finished deal of the history, replayed; its contract and score come from the engine, not the file."""
    name = f"history[{index}]"
    if not isinstance(entry, dict):
        fields.fail(name, msg("widgets.saved.problem.object"))
    record = Fields(entry, fields.path, fields.name(name))
    record.only(RECORD_FIELDS)
    board = record.integer("board", 1, deal_number)
    deal = _deal(record)
    game, _ = _replay(record, deal, record.choice("dealer", SEATS),
                      record.choice("vulnerability", VULNERABILITIES))
    if game is None or not game.is_over:
        fields.fail(name, msg("widgets.saved.problem.unfinished"))
    return game_record(game, board)


__all__ = ["HISTORY_COLUMNS", "BridgeSave", "BridgeSessionMixin", "game_record", "pbn_board", "pbn_game",
           "read_bridge_save", "replay_record"]
