"""A session at the BridgeTable: the history of finished deals, PBN export, save and resume.

``table.history()`` is a DataFrame with one row per finished deal (board,
contract, declarer, result, score for NS, par); ``table.to_pbn()`` writes the
finished deals as PBN with auction and play (``load_boards`` reads them back);
``table.save(path)`` and ``BridgeTable.load(path)`` store and restore a game
in progress: the same deal, the same calls and cards, the same history.
"""
from __future__ import annotations

import json
import random
from functools import lru_cache
from os import PathLike
from pathlib import Path
from typing import Any

from cardlearn.engine.bridge import SEATS, Deal, Game
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.i18n import Message, msg
from cardlearn.widgets.base import IntentError

HISTORY_COLUMNS = ["board", "contract", "declarer", "result", "score_ns", "par"]
SAVE_VERSION = 1


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
    found = _par(record["deal"], record["vulnerability"], record["dealer"])
    if found is None:
        return None
    score, contracts = found
    record["par"], record["par_contracts"], record["par_score"] = (
        f"{score:+d} " + (", ".join(contracts) if contracts else "Pass"), list(contracts), score)
    return record["par"]


@lru_cache(maxsize=128)
def _par(deal: str, vulnerability: str, dealer: str) -> tuple[int, tuple[str, ...]] | None:
    """Par score and contracts of a deal (cached: the history is drawn on every view)."""
    from cardlearn.engine.bridge.calls import STRAINS
    from cardlearn.widgets.bridge_view import double_dummy

    game = Game(Deal.from_pbn(deal), vulnerability=vulnerability, dealer=dealer)
    table = double_dummy(game.deal)  # the same cached solver table the score panel shows
    if table is None:
        return None
    from cardlearn.ai.bridge.analysis import par_result

    tricks = {(seat, STRAINS[i]): table[i][j] for i in range(5) for j, seat in enumerate(SEATS)}
    par = par_result(game.deal.masks, tricks, game.core.vulnerability, game.core.dealer)
    return par.score, tuple(par.contracts)


def par_label(record: dict[str, Any], lang: str) -> str | None:
    """The par of a record in ``lang`` (``+420: 4♠ by North``), or None without the solver."""
    from cardlearn.engine.bridge.contract import parse_contract
    from cardlearn.i18n import t

    if par_text(record) is None:
        return None
    contracts = record.get("par_contracts") or []
    names = ", ".join(parse_contract(c).label(lang) for c in contracts) if contracts \
        else t("bridge.score.passed_out", lang)
    return f"{record.get('par_score', 0):+d}: {names}"


def _no_par(lang: str) -> str:
    """The history's par cell where there is no solver to find par: says so, in the learner's language."""
    from cardlearn.i18n import t

    return t("solver.missing_short", lang)


def pbn_game(record: dict[str, Any]) -> Any:
    """A record as a PBN game with its auction and play (the Play section by tricks, leader first)."""
    from cardlearn.engine.pbn import PBNGame

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
        import pandas as pd

        rows = [{"board": r["board"], "contract": r["contract"], "declarer": r["declarer"],
                 "result": r["result"], "score_ns": r["score_ns"], "par": par_text(r)}
                for r in self._records()]
        return pd.DataFrame(rows, columns=HISTORY_COLUMNS)

    def to_pbn(self) -> str:
        """The finished deals as PBN text, each with its auction and play (``load_boards`` reads it)."""
        from cardlearn.engine.pbn import write_pbn

        return write_pbn(pbn_game(record) for record in self._records())

    def _history_view(self, lang: str) -> dict[str, Any] | None:
        from cardlearn.i18n import t

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
        """Write the game in progress (deal, calls, cards, history, settings) as JSON to ``path``."""
        game = self.game
        data = {
            "kind": "cardlearn-bridge-table", "version": SAVE_VERSION,
            "deal": self.deal.to_pbn(), "dealer": self.dealer, "vulnerability": self.vulnerability,
            "deal_number": self._deal_number, "moves": list(self._moves),
            "game": game_record(game, self._deal_number) if game is not None else None,
            "history": self._history, "rng": _jsonable(self._rng.getstate()),
            "settings": {name: getattr(self, name) for name in
                         ("lang", "four_color", "one_click", "auto_play", "contrast", "grain",
                          "color_temperature")},
        }
        Path(path).write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")

    @classmethod
    def load(cls, path: str | PathLike[str], **kwargs: Any) -> Any:
        """A table restored from :meth:`save`: same deal, same calls and cards, same history."""
        from cardlearn.engine.errors import CardlearnError

        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            if data.get("kind") != "cardlearn-bridge-table":
                raise ValueError(data.get("kind"))
            game = replay_record(data["game"]) if data["game"] is not None else None
        except (OSError, ValueError, KeyError, TypeError, CardlearnError) as error:
            raise IntentError("widgets.review.error.load", path=str(path), problem=str(error)[:120]) from None
        settings = dict(data.get("settings", {}))
        settings.update(kwargs)
        table: Any = cls(Deal.from_pbn(data["deal"]), dealer=data["dealer"], **settings)  # type: ignore[call-arg]
        table._history = list(data.get("history", []))
        table._deal_number = int(data["deal_number"])
        table._rng.setstate(_tuples(data["rng"]))
        if game is not None:
            table._ai_token += 1
            table.vulnerability = game.vulnerability
            table.game = game
            table._moves = [bool(m) for m in data.get("moves", [])]
            if game.is_over:
                table._analyse(publish=False)
        table.publish()
        table._run_ai()
        return table


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


__all__ = ["HISTORY_COLUMNS", "BridgeSessionMixin", "game_record", "pbn_game", "replay_record"]
