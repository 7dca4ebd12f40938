"""A lesson's themed deals: a PBN file of boards and a TOML file of notes, read and checked together.

A lesson ``declarer-notrump`` has ``declarer-notrump.pbn`` (3–4 boards: deal, dealer,
vulnerability, and for a given auction the complete ``[Auction]`` section) and
``declarer-notrump.toml`` (one ``[[board]]`` per PBN board, in the same order)::

    [[board]]
    number = 1
    mode = "fixed"              # fixed | guided | free
    title.en = "Count your sure tricks"
    plan.en = "Count the tricks you can take at once ..."
    comment.en = "Nine tricks: ..."
    bid_note.en = "..."         # optional: why South's call is the right one (guided)
    lead_note.en = "..."        # optional: what to lead, when South leads

:func:`load_lesson_deals` reads a pair (raising the first problem as a
:class:`DealsError`); :func:`check_lesson_deals` lists every problem of a
file or a folder of pairs, each naming the file, the board and what is
allowed. The learner always sits South.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardlearn.engine.bridge.boards import Board, load_boards
from cardlearn.engine.bridge.game import Game
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.lesson_notes import (
    MAX_TEXT,
    DealsError,
    Notes,
    Reading,
    is_jass,
    read_entries,
    read_texts,
)
from cardlearn.engine.seats import Seat, seat_message
from cardlearn.i18n import Message, msg

MODES = ("fixed", "guided", "free")
"""fixed: the auction is played for the learner; guided: the learner makes South's calls of the
given auction (others call as given); free: the AI and the learner bid as at the table."""
TEXT_FIELDS = ("title", "plan", "comment", "bid_note", "lead_note")
REQUIRED_TEXTS = ("title", "plan", "comment")
BOARD_KEYS = ("number", "mode", *TEXT_FIELDS)
@dataclass(frozen=True)
class LessonBoard(Notes):
    """One themed board: the PBN board, how its auction is made, and its notes by language."""

    number: int
    mode: str
    board: Board
    auction: tuple[str, ...]
    texts: Mapping[str, Mapping[str, str]]

    def game(self) -> Game:
        """A fresh game on this board (dealer and vulnerability of the board), nothing called yet."""
        return Game(self.board.deal, vulnerability=self.board.vulnerability, dealer=self.board.dealer)

    @property
    def lead(self) -> str | None:
        """The opening lead the board's [Play] section gives (the table's AI leads it), or None."""
        game = self.final_game()
        if not self.board.play or game is None or game.declarer is None:
            return None
        leader = Seat.from_str(game.declarer).lho.value
        return self.board.play[0].get(leader)

    def final_game(self) -> Game | None:
        """The game after the given auction (None for a board without one)."""
        if not self.auction:
            return None
        game = self.game()
        for call in self.auction:
            game.call(call)
        return game


@dataclass(frozen=True)
class LessonDeals:
    """A lesson's themed boards, read from ``<slug>.pbn`` and ``<slug>.toml``."""

    slug: str
    pbn: Path
    toml: Path
    boards: tuple[LessonBoard, ...]

    def board(self, number: int) -> LessonBoard:
        """The board with this number; DealsError naming the numbers there are."""
        for board in self.boards:
            if board.number == number:
                return board
        raise DealsError("deals.error.no_board", file=self.toml.name, board=number,
                         boards=", ".join(str(b.number) for b in self.boards))


def pair_paths(path: str | Path) -> tuple[Path, Path]:
    """The PBN and TOML file of a pair, from either file or from the path without its suffix."""
    path = Path(path)
    stem = path.with_suffix("") if path.suffix in (".pbn", ".toml") else path
    return stem.with_name(stem.name + ".pbn"), stem.with_name(stem.name + ".toml")


def load_lesson_deals(path: str | Path, all_languages: bool = False) -> LessonDeals:
    """The themed boards of a pair (``lessons/deals/example`` or either file); DealsError on the first problem.

    With ``all_languages`` every note must have all five languages (as shipped lessons do).
    """
    deals, reading = _read_pair(Path(path), all_languages)
    if reading.problems or deals is None:
        first = reading.problems[0] if reading.problems else msg("deals.problem.empty")
        raise DealsError("deals.error.problem", problem=first)
    return deals


def check_lesson_deals(path: str | Path, all_languages: bool = True) -> tuple[list[Path], list[Message]]:
    """Every pair in a folder (or the one pair named): the TOML files read and every problem found."""
    path = Path(path)
    if path.is_dir():
        # Schieber deals (jass-<slug>.toml) are checked by cardlearn.engine.jass.lesson_deals
        stems = sorted({p.with_suffix("") for p in path.iterdir()
                        if p.suffix in (".pbn", ".toml") and not is_jass(p)})
    else:
        stems = [pair_paths(path)[1].with_suffix("")]
    files, problems = [], []
    for stem in stems:
        _, reading = _read_pair(stem, all_languages)
        files.append(reading.toml)
        problems += reading.problems
    return files, problems


def _read_pair(path: Path, all_languages: bool) -> tuple[LessonDeals | None, Reading]:
    pbn, toml = pair_paths(path)
    reading = Reading(toml)
    for needed in (pbn, toml):
        if not needed.is_file():
            reading.file_problem(msg("deals.problem.missing_file", pbn=pbn.name, toml=toml.name), needed)
    if reading.problems:
        return None, reading
    entries = read_entries(toml, reading)
    try:
        boards = load_boards(pbn)
    except CardlearnError as error:
        reading.file_problem(error.message, pbn)
        return None, reading
    if entries is None:
        return None, reading
    if len(entries) != len(boards):
        reading.file_problem(msg("deals.problem.count", toml=len(entries), pbn=len(boards)))
    read = []
    for place, (entry, board) in enumerate(zip(entries, boards), 1):
        lesson_board = _read_board(place, entry, board, reading, all_languages)
        if lesson_board is not None:
            read.append(lesson_board)
    slug = toml.with_suffix("").name
    return LessonDeals(slug, pbn, toml, tuple(read)), reading


def _read_board(place: int, entry: Any, board: Board, reading: Reading,
                all_languages: bool) -> LessonBoard | None:
    before = len(reading.problems)
    if not isinstance(entry, dict):
        reading.board_problem(place, msg("deals.problem.no_boards"))
        return None
    number = entry.get("number")
    name = number if isinstance(number, int) and not isinstance(number, bool) else place
    for key in entry:
        if key not in BOARD_KEYS:
            reading.board_problem(name, msg("deals.problem.unknown_key", name=str(key)[:40],
                                            allowed=", ".join(BOARD_KEYS)))
    if name != number:
        reading.board_problem(name, msg("deals.problem.number_type", value=str(number)[:20]))
    elif number != board.number:
        reading.board_problem(name, msg("deals.problem.number", place=place, pbn=str(board.number or "?")))
    mode = entry.get("mode")
    if mode not in MODES:
        reading.board_problem(name, msg("deals.problem.mode", value=str(mode)[:20], allowed=", ".join(MODES)))
    texts = read_texts(name, entry, reading, all_languages, TEXT_FIELDS, REQUIRED_TEXTS)
    auction = _check_auction(name, mode, board, reading)
    if len(reading.problems) > before:
        return None
    return LessonBoard(int(str(number)), str(mode), board, auction, texts)


def _check_auction(name: object, mode: object, board: Board, reading: Reading) -> tuple[str, ...]:
    """The board's complete auction, checked by the rules and against [Contract] and [Declarer]."""
    if not board.auction:
        if mode in ("fixed", "guided"):
            reading.board_problem(name, msg("deals.problem.no_auction", mode=str(mode)))
        return ()
    try:
        game = board.game(replay=True)
    except CardlearnError as error:
        reading.board_problem(name, error.message)
        return ()
    if game.phase == "auction":
        reading.board_problem(name, msg("deals.problem.unfinished"))
        return ()
    contract = game.contract
    if contract is None:
        reading.board_problem(name, msg("deals.problem.passed_out"))
        return ()
    said = (board.contract, board.declarer)
    if (said[0] is not None and said[0] != contract.code) or (said[1] is not None and said[1] != contract.declarer):
        reading.board_problem(name, msg("deals.problem.contract", made=contract.code,
                                        declarer=seat_message(contract.declarer),
                                        tags=f"{said[0] or '?'} {said[1] or '?'}"))
    if contract.declarer == "N" and mode in ("fixed", "guided"):
        reading.board_problem(name, msg("deals.problem.north_declares", contract=contract.code))
    return tuple(game.calls)


__all__ = ["BOARD_KEYS", "MAX_TEXT", "MODES", "REQUIRED_TEXTS", "TEXT_FIELDS", "DealsError", "LessonBoard",
           "LessonDeals", "check_lesson_deals", "load_lesson_deals", "pair_paths"]
