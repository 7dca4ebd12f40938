"""Schieber in a duplicate session: the same deals for every team, compared by points per deal.

Each board is the first deal of a match dealt from the board's seed (the same hands and the
same forehand for everyone), played by the learner's team (South, partner North) against the
computer. A results record holds the moves (contracts, cards, Weis kept quiet), replayed
through the engine when read; the learner's team's points for the deal are the score the
traveller compares (matchpoints, as for bridge; IMPs are a bridge scale and are not used).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardlearn.classroom.session import Session, SessionError, SessionSettings
from cardlearn.classroom.session_results import Result
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.match import replay_move

ONE_DEAL_TARGET = 100_000
"""The match target of a board: far above any deal, so a board is exactly one deal."""
MAX_MOVES = 64  # a contract (or a push and a contract), 36 cards, a Weis decision


@dataclass(frozen=True)
class SchieberBoard:
    """One Schieber board of a session: its number and the seed that deals it."""

    number: int
    seed: int
    event: str | None = None

    def match(self) -> Match:
        """A fresh match whose first deal is this board."""
        return Match(seed=self.seed, target=ONE_DEAL_TARGET)

    def replay(self, moves: Any) -> Match:
        """This board's match with recorded ``moves`` replayed (see :func:`replay_moves`)."""
        return replay_moves(self, moves)


def board_seed(session_seed: str | None, number: int) -> int:
    """The seed of board ``number``: the same for every learner, different for every board."""
    digest = hashlib.sha256(f"{session_seed}-{number}".encode()).hexdigest()
    return int(digest[:8], 16)


def schieber_boards(settings: SessionSettings) -> list[SchieberBoard]:
    """The boards of a Schieber session, from its seed."""
    return [SchieberBoard(n, board_seed(settings.seed, n), settings.name) for n in range(1, settings.boards + 1)]


def replay_moves(board: SchieberBoard, moves: Any) -> Match:
    """The board's match with ``moves`` (``[kind, seat, value]``) replayed; raises the engine's error."""
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise ValueError("not a list of moves")
    match = board.match()
    for move in moves:
        if not (isinstance(move, list) and len(move) == 3 and move[0] in ("contract", "card", "weis")
                and isinstance(move[1], str)):
            raise ValueError("not a move")
        replay_move(match, move)
    return match


def schieber_result(session: Session, learner: str, record: dict[str, Any], path: Path) -> Result:
    """A Schieber record replayed on its board; SessionError naming the file if it breaks or is unfinished."""
    try:
        match = replay_moves(session.board(record["board"]), record.get("moves"))
    except (CardlearnError, TypeError, ValueError, KeyError):
        raise SessionError("classroom.session.bad_results", path=str(path)) from None
    if len(match.deals) < 2:
        raise SessionError("classroom.session.bad_results", path=str(path))
    score = match.deals[0].score
    cards = tuple(move[2] for move in record["moves"] if move[0] == "card")
    return Result(learner, record["board"], score.contract or "-", None, cards[0] if cards else None, None,
                  score.total["NS"], (), cards, None, str(record.get("time", ""))[:40])


def schieber_table(seat: Any, lang: str | None = None, **kwargs: Any) -> Any:
    """The Schieber table of a session for the learner's seat."""
    from cardlearn.widgets.jass_duplicate import SchieberDuplicateTable

    seat.finished()  # a damaged results file is refused before a table is built
    return SchieberDuplicateTable(seat, lang=lang or seat.session.settings.lang, **kwargs)


__all__ = ["ONE_DEAL_TARGET", "SchieberBoard", "board_seed", "replay_moves", "schieber_boards", "schieber_result",
           "schieber_table"]
