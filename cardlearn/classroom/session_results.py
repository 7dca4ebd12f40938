"""The learners' results of a session: written safely by each learner, checked when anyone reads them.

A results file (``results/<learner>.json``) holds the moves of every board the learner
finished, never the score: whoever reads it replays the calls and cards through the engine
on the session's own deal, so a hand-edited contract or score cannot exist. Writing holds an
exclusive lock (``fcntl.flock`` on ``.<learner>.lock`` beside it) around reading the file,
adding the board and replacing the file atomically (:func:`~cardlearn.engine.files.write_json_atomic`):
two kernels of one learner finishing at the same moment keep both boards, a crash leaves
the old file whole, and a board already recorded is never replaced (the first result counts,
as at a club). A file that cannot be read is refused by name and left as it is.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from cardlearn.classroom.session import Session, SessionError, check_learner
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.files import FileProblem, read_json, write_json_atomic

FORMAT = "cardlearn-session-results"
VERSION = 1
RESULTS_MAX_BYTES = 2 * 1024 * 1024
_RECORD_KEYS = {"board", "calls", "cards", "claimed", "time", "moves"}

try:  # POSIX
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
except ImportError:  # pragma: no cover - Windows: one kernel per learner there
    def _lock(fd: int) -> None:
        return None

    def _unlock(fd: int) -> None:
        return None


@dataclass(frozen=True)
class Result:
    """One learner's finished board, as the engine replayed it."""

    learner: str
    board: int
    contract: str  # "Pass" for a passed-out board
    declarer: str | None
    lead: str | None
    tricks: int | None
    score: int  # North-South (the learner's side); for Schieber the learner's team's points
    calls: tuple[str, ...]
    cards: tuple[str, ...]
    claimed: int | None
    time: str


def _bad(path: Path) -> SessionError:
    return SessionError("classroom.session.bad_results", path=str(path))


def read_raw(path: Path, learner: str, session: Session) -> dict[str, Any]:
    """The records of a results file by board number (``{}`` when there is none yet); SessionError if broken."""
    if not os.path.lexists(path):
        return {}
    try:
        data = read_json(path, max_bytes=RESULTS_MAX_BYTES, max_depth=8)
    except FileProblem:
        raise _bad(path) from None
    if not (isinstance(data, dict) and data.get("format") == FORMAT and data.get("session") == session.name
            and data.get("learner") == learner and isinstance(data.get("results"), dict)):
        raise _bad(path)
    records = data["results"]
    for key, record in records.items():
        if not (isinstance(key, str) and key.isdigit() and isinstance(record, dict)
                and set(record) <= _RECORD_KEYS and record.get("board") == int(key)):
            raise _bad(path)
    return records


def check_record(session: Session, learner: str, record: dict[str, Any], path: Path) -> Result:
    """The record replayed through the engine on the session's board; SessionError naming the file if it breaks."""
    number = record.get("board")
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(session.boards):
        raise _bad(path)
    if session.settings.game == "schieber":
        from cardlearn.classroom.schieber_session import schieber_result

        return schieber_result(session, learner, record, path)
    try:
        return bridge_result(session, learner, record)
    except (CardlearnError, TypeError, ValueError, KeyError):
        raise _bad(path) from None


def bridge_result(session: Session, learner: str, record: dict[str, Any]) -> Result:
    """A bridge record replayed on the session's deal (raises the engine's error if it breaks a rule)."""
    calls, cards, claimed = record["calls"], record["cards"], record.get("claimed")
    if not (isinstance(calls, list) and isinstance(cards, list) and len(calls) <= 320 and len(cards) <= 52
            and all(isinstance(x, str) for x in calls + cards)
            and (claimed is None or (isinstance(claimed, int) and not isinstance(claimed, bool)))):
        raise ValueError("not a record")
    game = session.board(record["board"]).game()
    for call in calls:
        game.call(call)
    for card in cards:
        game.play(card)
    if claimed is not None:
        from cardlearn.ai.bridge.claims import check_claim

        # The table's own test of a claim: a file cannot claim tricks the cards do not give.
        if game.phase != "play" or not check_claim(game).accepts(claimed):
            raise ValueError("a claim the cards do not give")
        game.claim(claimed)
    if not game.is_over or game.score is None:
        raise ValueError("an unfinished board")
    contract = game.contract
    return Result(learner, record["board"], contract.code if contract is not None else "Pass",
                  contract.declarer if contract is not None else None, cards[0] if cards else None,
                  game.declarer_tricks if contract is not None else None, game.score.ns, tuple(calls),
                  tuple(cards), claimed, str(record.get("time", ""))[:40])


def learner_results(session: Session, learner: str) -> dict[int, Result]:
    """Every board ``learner`` finished, checked; SessionError naming the file if any record breaks."""
    path = session.results_file(learner)
    records = read_raw(path, learner, session)
    return {int(key): check_record(session, learner, record, path) for key, record in records.items()}


@contextmanager
def _locked(session: Session, learner: str) -> Iterator[None]:
    lock_path = session.results_folder / f".{learner}.lock"
    try:
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except OSError:
        raise SessionError("classroom.session.unwritable", path=str(session.results_folder)) from None
    try:
        _lock(fd)
        yield
    finally:
        _unlock(fd)
        os.close(fd)


def record_result(session: Session, learner: str, record: dict[str, Any]) -> Result:
    """Add a finished board to ``learner``'s results file (under a lock, atomically); returns it checked.

    The record is checked first (replayed on the session's deal). A board already in the file
    keeps its first result, which is returned; a damaged file is refused and left untouched.
    """
    check_learner(learner)
    path = session.results_file(learner)
    record = {**record, "time": record.get("time") or datetime.now(timezone.utc).isoformat(timespec="seconds")}
    result = check_record(session, learner, record, path)
    with _locked(session, learner):
        records = read_raw(path, learner, session)
        key = str(result.board)
        if key in records:
            return check_record(session, learner, records[key], path)
        records[key] = record
        data = {"format": FORMAT, "version": VERSION, "session": session.name, "learner": learner,
                "results": dict(sorted(records.items(), key=lambda item: int(item[0])))}
        write_json_atomic(path, data, indent=1, mode=0o644)
    return result


def field_results(session: Session, board: int | None = None) -> tuple[dict[str, dict[int, Result]], list[str]]:
    """Every learner's checked results (of ``board`` only, if given), and the files that could not be read."""
    found: dict[str, dict[int, Result]] = {}
    broken: list[str] = []
    for learner in session.learners():
        try:
            results = learner_results(session, learner)
        except SessionError:
            broken.append(learner)
            continue
        if board is not None:
            results = {n: r for n, r in results.items() if n == board}
        found[learner] = results
    return found, broken


__all__ = ["FORMAT", "Result", "bridge_result", "field_results", "learner_results", "record_result"]
