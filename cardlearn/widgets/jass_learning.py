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
import random
from dataclasses import dataclass
from os import PathLike
from typing import Any

from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.fast import NEXT, DealState
from cardlearn.engine.jass.match import replay_move
from cardlearn.engine.jass.play import codes
from cardlearn.engine.jass.rules import CONTRACTS, SEATS
from cardlearn.engine.validate import check_choice, check_choices, clip
from cardlearn.i18n import Message, msg
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.saved_games import (
    Fields,
    header,
    jsonable_state,
    move_failed,
    read_saved,
    write_saved,
)

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
    """A match before its first move as JSON-able data: hands by seat, forehand, scores, target, random state."""
    state = match.deal.state
    return {"hands": {SEATS[seat]: codes(mask) for seat, mask in enumerate(state.hands)},
            "forehand": SEATS[NEXT[state.dealer]],
            "scores": {"NS": match.scores["NS"], "EW": match.scores["EW"]}, "target": match.target,
            "rng": jsonable_state(match._rng.getstate())}


def rebuild_match(start: dict[str, Any]) -> Match:
    """The match of :func:`match_start` again, before any move (the engine checks hands, scores, target)."""
    match = Match.from_hands(start["hands"], start["forehand"], scores=start["scores"], target=start["target"])
    match._rng.setstate(_tuples(start["rng"]))
    return match


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
        from cardlearn.engine.jass.match import hands_at_contract
        from cardlearn.engine.jass.weis import weis_report_masks

        full = weis_report_masks(hands_at_contract(state), state.contract, state.forehand).by_seat["S"]
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

    # --- save and load ---------------------------------------------------------------------------

    def save(self, path: str | PathLike[str]) -> None:
        """Write the match (its start, every move and Weis decision) and the settings, atomically.

        The format is described in ``docs/teachers/saved-games.md``; a problem
        with the file raises a localized :class:`~cardlearn.engine.files.FileProblem`
        and leaves an older save whole.
        """
        data = {**header("jass"), "start": self._match_start, "moves": self._match_moves,
                "review": self._review, "match_number": self._match_number,
                "rng": jsonable_state(self._rng.getstate()),
                "ai_contracts": list(self._ai_contracts) if self._ai_contracts is not None else None,
                "settings": {name: getattr(self, name) for name in self.setting_names()}}  # type: ignore[attr-defined]
        write_saved(path, data)

    @classmethod
    def load(cls, path: str | PathLike[str], **kwargs: Any) -> Any:
        """A table restored from :meth:`save`: the same match, cards played and score.

        Every field is checked and the match replayed through the engine before
        anything is built; a refused file raises a localized
        :class:`~cardlearn.widgets.saved_games.SavedGameError`.
        """
        saved = read_jass_save(cls, path)
        settings = {**saved.settings, "ai_contracts": saved.ai_contracts, **kwargs}
        table: Any = cls(match=rebuild_match(saved.start), **settings)  # type: ignore[call-arg]
        table._ai_token += 1
        table.match = saved.match
        table._match_start, table._match_moves = saved.start, saved.moves
        table._deal_snapshot, table._deal_moves = saved.snapshot, saved.deal_moves
        table._review = saved.review
        table._match_number = saved.match_number
        table._rng.setstate(saved.rng)
        table._events_seen = len(saved.match.events)
        table._announcements, table._selected, table._hint = [], None, None
        table.publish()
        table._run_ai()
        return table


SAVE_FIELDS = ("format", "version", "table", "start", "moves", "review", "match_number", "rng",
               "ai_contracts", "settings")
START_FIELDS = ("hands", "forehand", "scores", "target", "rng")
MOVE_KINDS = ("contract", "card", "weis")
MAX_MOVES = 200_000  # a match to the highest target (100,000 points) has fewer moves


@dataclass
class JassSave:
    """A checked saved Jass match: its start, the replayed match and the table's state around it."""

    start: dict[str, Any]
    match: Match
    moves: list[list[Any]]
    snapshot: Match
    deal_moves: list[list[Any]]
    review: int | None
    match_number: int
    rng: tuple[Any, ...]
    ai_contracts: list[str] | None
    settings: dict[str, Any]


def read_jass_save(table_class: Any, path: Any) -> JassSave:
    """Read and check a saved Jass match, replaying it through the engine; SavedGameError if refused."""
    fields = read_saved(path, "jass")
    fields.only(SAVE_FIELDS)
    start = _checked_start(fields)
    moves = fields.items("moves", MAX_MOVES, _is_move)
    match, deal_start = rebuild_match(start), 0
    for number, move in enumerate(moves, 1):
        deal = match.deal.number
        try:
            replay_move(match, move)
        except CardlearnError as error:
            move_failed(fields.path, number, error)
        if match.deal.number != deal:  # that move ended a deal: undo starts again from here
            deal_start = number
    # Undo's starting point, replayed once more rather than copied at every deal (linear, not quadratic).
    snapshot = rebuild_match(start)
    for move in moves[:deal_start]:
        replay_move(snapshot, move)
    deal_moves = [list(move) for move in moves[deal_start:]]
    review = fields.integer("review", 1, MAX_MOVES, optional=True)
    if review is not None and (match.is_over or deal_moves or review != match.deal.number - 1):
        fields.fail("review", msg("widgets.saved.problem.review"))
    ai_contracts = fields.get("ai_contracts")
    if ai_contracts is not None:
        ai_contracts = fields.items("ai_contracts", len(CONTRACTS), lambda c: c in CONTRACTS)
        if not ai_contracts or len(set(ai_contracts)) != len(ai_contracts):
            fields.fail("ai_contracts", msg("widgets.error.bad_value", value=clip(ai_contracts, 24),
                                            allowed=", ".join(CONTRACTS)))
    return JassSave(start, match, [list(move) for move in moves], snapshot, deal_moves, review,
                    fields.integer("match_number", 1, 1_000_000), fields.rng_state("rng"), ai_contracts,
                    fields.settings(table_class))


def _checked_start(fields: Fields) -> dict[str, Any]:
    """The match start: hands, forehand, scores and target checked by the engine, the random state as saved."""
    start = fields.nested("start")
    start.only(START_FIELDS)
    hands = start.nested("hands")
    hands.only(tuple(SEATS))
    cards = {seat: hands.items(seat, 9, lambda code: isinstance(code, str) and len(code) <= 4) for seat in SEATS}
    scores = start.nested("scores")
    scores.only(("NS", "EW"))
    checked = {"hands": cards, "forehand": start.choice("forehand", tuple(SEATS)),
               "scores": {team: scores.integer(team, 0, 100_000) for team in ("NS", "EW")},
               "target": start.integer("target", 100, 100_000), "rng": list(start.rng_state("rng"))}
    try:
        return match_start(rebuild_match(checked))  # the engine's own checks of the hands, scores and target
    except CardlearnError as error:
        fields.fail("start", error.message)


def _is_move(move: Any) -> bool:
    """``[kind, seat, value]`` with a value of the kind's type (the engine then checks the move itself)."""
    if not (isinstance(move, list) and len(move) == 3 and move[0] in MOVE_KINDS and move[1] in tuple(SEATS)):
        return False
    kind, seat, value = move
    if kind == "weis":  # only the learner decides its own Weis; the AI seats announce everything
        return seat == "S" and isinstance(value, list) and len(value) <= 9 and len(set(map(str, value))) == len(value) \
            and all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 9 for i in value)
    return isinstance(value, str) and 0 < len(value) <= 10


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


__all__ = ["JassLearningMixin", "JassSave", "match_start", "read_jass_save", "rebuild_match", "replay_move"]
