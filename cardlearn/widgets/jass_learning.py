"""Learning aids at the JassTable: undo, the learner's own Weis decisions, save and resume.

- ``{"action": "undo"}`` takes back the learner's last card or contract choice
  in the current deal (with the AI moves after it): the deal is rebuilt from a
  snapshot taken when it began and the moves replayed through the engine.
- ``{"action": "weis", "index": i, "announce": true|false}``: the learner
  decides whether to announce each of its Weis combinations, until its first
  card of the deal; the AI seats announce their own.
- ``table.save(path)`` / ``JassTable.load(path)``: the match start, every
  move and Weis decision, as JSON; loading replays them through the engine.
"""
from __future__ import annotations

import copy
import json
import random
from os import PathLike
from pathlib import Path
from typing import Any

from cardlearn.engine.jass import Match
from cardlearn.engine.jass.fast import DealState
from cardlearn.engine.jass.rules import CONTRACTS
from cardlearn.engine.validate import check_choice, check_choices
from cardlearn.i18n import Message, msg, t
from cardlearn.widgets.base import IntentError

SAVE_KIND = "cardlearn-jass-table"
TRUMPS = ("E", "R", "S", "B")


def ai_contract_choices(value: Any) -> tuple[str, ...] | None:
    """``ai_contracts`` read: None (any), ``"trumps"``, one contract, or a non-empty list of them."""
    if value is None:
        return None
    if value == "trumps":
        return TRUMPS
    if isinstance(value, str):
        return (check_choice(value, "ai_contracts", (*CONTRACTS, "trumps")),)
    return check_choices(value, "ai_contracts", CONTRACTS)


def match_start(match: Match) -> dict[str, Any]:
    """A match before its first move as JSON-able data (hands, dealer, scores, target, random state)."""
    state = match.deal.state
    return {"hands": list(state.hands), "dealer": state.dealer, "target": match.target,
            "scores": [match.scores["NS"], match.scores["EW"]],
            "rng": _lists(match._rng.getstate()), "deals": len(match.deals)}


def rebuild_match(start: dict[str, Any]) -> Match:
    """The match of :func:`match_start` again, before any move."""
    match = Match.__new__(Match)
    match._setup(random.Random(), int(start["target"]), [int(h) for h in start["hands"]],
                 int(start["dealer"]), (int(start["scores"][0]), int(start["scores"][1])))
    match._rng.setstate(_tuples(start["rng"]))
    return match


def replay_move(match: Match, move: list[Any]) -> None:
    """Apply one logged move (``["contract"|"card"|"weis", seat, value]``) through the engine."""
    kind, seat, value = move
    if kind == "contract":
        match.choose(value, seat=seat)
    elif kind == "card":
        match.play(value, seat=seat)
    else:
        match.withhold_weis(seat, value)


class JassLearningMixin:
    """Undo, Weis decisions, save/load and trump-only AI choosers for the JassTable."""

    match: Match
    _announcements: list[Message]
    _ai_token: int
    _review: int | None
    _selected: str | None
    _hint: Message | None
    _events_seen: int
    _match_number: int
    _rng: random.Random

    def _init_learning(self, ai_contracts: Any = None) -> None:
        self._ai_contracts = ai_contract_choices(ai_contracts)
        self._start_match_log()

    def _start_match_log(self) -> None:
        self._match_start = match_start(self.match)
        self._match_moves: list[list[Any]] = []
        self._deal_snapshot = copy.deepcopy(self.match)
        self._deal_moves: list[list[Any]] = []

    def _log_move(self, kind: str, seat: str, value: Any, deal_number: int) -> None:
        move = [kind, seat, value]
        self._match_moves.append(move)
        if self.match.deal.number != deal_number:  # that card ended the deal: a fresh start for undo
            self._deal_snapshot = copy.deepcopy(self.match)
            self._deal_moves = []
        else:
            self._deal_moves.append(move)

    # --- the AI's contract -----------------------------------------------------------------------

    def _ai_contract(self, seat: str, choice: str) -> str:
        """The AI's choice, kept within ``ai_contracts`` (a lesson may want trump contracts only)."""
        allowed = self._ai_contracts
        if allowed is None or choice in allowed or (choice == "push" and not self.match.pushed):
            return choice
        from cardlearn.ai.jass.contract import expected_gains
        from cardlearn.engine.jass.rules import contract_number, seat_number

        gains = expected_gains(self.match.deal.state.hands[seat_number(seat)])
        return max(allowed, key=lambda c: gains[contract_number(c)])

    # --- undo ------------------------------------------------------------------------------------

    def _undo(self) -> None:
        moves = self._deal_moves
        learner = [i for i, move in enumerate(moves) if move[1] == "S" and move[0] != "weis"]
        if self._review is not None or not learner:
            raise IntentError("widgets.bridge.error.nothing_to_undo")
        keep = learner[-1]
        # Weis decisions made before the undone move stay; the undone card takes its own with it.
        kept = moves[:keep]
        match = copy.deepcopy(self._deal_snapshot)
        for move in kept:
            replay_move(match, move)
        dropped = len(moves) - keep
        self._match_moves = self._match_moves[:len(self._match_moves) - dropped]
        self._deal_moves = kept
        self._ai_token += 1  # AI moves still scheduled belong to the undone position
        self.match = match
        self._events_seen = len(match.events)
        self._selected, self._hint = None, None
        self._announcements.append(msg("widgets.bridge.announce.undone"))

    # --- the learner's Weis ----------------------------------------------------------------------

    def _learner_weis(self) -> tuple[list[Any], set[int]] | None:
        """The learner's combinations and the numbers announced, while the learner may still decide."""
        state: DealState = self.match.deal.state
        if self._review is not None or self.match.is_over or state.contract < 0 or state.weis is None:
            return None
        if state.n_tricks > 0 or any(seat == "S" for seat, _ in self.match.trick.cards):
            return None
        from cardlearn.engine.jass.match import _hands_at_contract
        from cardlearn.engine.jass.weis import weis_report_masks

        full = weis_report_masks(_hands_at_contract(state), state.contract, state.forehand).by_seat["S"]
        if not full:
            return None
        announced = state.weis.by_seat["S"]
        return list(full), {i for i, combo in enumerate(full) if combo in announced}

    def _weis_intent(self, index: Any, announce: Any) -> None:
        current = self._learner_weis()
        if current is None:
            raise IntentError("widgets.review.error.weis_not_now")
        combos, announced = current
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(combos):
            raise IntentError("widgets.error.bad_value", value=str(index)[:24], allowed=f"0–{len(combos) - 1}")
        if not isinstance(announce, bool):
            raise IntentError("widgets.error.bad_value", value=str(announce)[:24], allowed="true, false")
        keep = sorted((announced | {index}) if announce else (announced - {index}))
        number = self.match.deal.number
        self.match.withhold_weis("S", keep)
        self._log_move("weis", "S", keep, number)

    def _weis_choice_view(self, lang: str) -> dict[str, Any] | None:
        current = self._learner_weis()
        if current is None:
            return None
        combos, announced = current
        return {"title": t("widgets.review.weis.title", lang),
                "note": t("widgets.review.weis.note", lang),
                "items": [{"index": i, "text": combo.name(lang), "points": combo.points,
                           "announce": i in announced,
                           "label": t("widgets.review.weis.announce", lang, weis=combo.name(lang),
                                      points=combo.points)}
                          for i, combo in enumerate(combos)]}

    # --- save and load ---------------------------------------------------------------------------

    def save(self, path: str | PathLike[str]) -> None:
        """Write the match (its start, every move and Weis decision) and the settings as JSON."""
        data = {"kind": SAVE_KIND, "version": 1, "start": self._match_start, "moves": self._match_moves,
                "review": self._review, "match_number": self._match_number,
                "rng": _lists(self._rng.getstate()), "ai_contracts": self._ai_contracts,
                "settings": {name: getattr(self, name) for name in
                             ("lang", "one_click", "contrast", "grain", "color_temperature")}}
        Path(path).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")

    @classmethod
    def load(cls, path: str | PathLike[str], **kwargs: Any) -> Any:
        """A table restored from :meth:`save`: the same match, cards played and score."""
        from cardlearn.engine.errors import CardlearnError

        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            if data.get("kind") != SAVE_KIND:
                raise ValueError(data.get("kind"))
            match = rebuild_match(data["start"])
            snapshot = copy.deepcopy(match)
            deal_moves: list[list[Any]] = []
            for move in data["moves"]:
                number = match.deal.number
                replay_move(match, move)
                if match.deal.number != number:
                    snapshot, deal_moves = copy.deepcopy(match), []
                else:
                    deal_moves.append(move)
        except (OSError, ValueError, KeyError, TypeError, IndexError, CardlearnError) as error:
            raise IntentError("widgets.review.error.load", path=str(path), problem=str(error)[:120]) from None
        settings = {**data.get("settings", {}), **kwargs}
        settings.setdefault("ai_contracts", data.get("ai_contracts"))
        table: Any = cls(match=rebuild_match(data["start"]), **settings)  # type: ignore[call-arg]
        table._ai_token += 1
        table.match = match
        table._match_start, table._match_moves = data["start"], list(data["moves"])
        table._deal_snapshot, table._deal_moves = snapshot, deal_moves
        table._review = data.get("review")
        table._match_number = int(data.get("match_number", 1))
        table._rng.setstate(_tuples(data["rng"]))
        table._events_seen = len(match.events)
        table._announcements = []
        table.publish()
        table._run_ai()
        return table


def _lists(value: Any) -> Any:
    return [_lists(v) for v in value] if isinstance(value, tuple) else value


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


__all__ = ["JassLearningMixin", "match_start", "rebuild_match", "replay_move"]
