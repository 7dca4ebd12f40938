"""Boards from PBN files: a deal, its dealer and vulnerability, and the record of its play.

``load_boards("club.pbn")`` gives :class:`Board` objects; ``board.game()``
starts a fresh :class:`~cardlearn.engine.bridge.Game` on the deal, and
``board.game(replay=True)`` replays the recorded auction and play through
the rules, so a record that breaks them raises :class:`PBNError` naming the
board, the tag and the rule.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import FrozenInstanceError
from typing import IO, NamedTuple, NoReturn

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.game import Game
from cardlearn.engine.errors import CardlearnError, PBNError
from cardlearn.engine.pbn import MAX_BOARDS, PBNGame, game_html, iter_pbn, result_fields
from cardlearn.engine.pbn.packed import PackedGame
from cardlearn.engine.pbn.reader import Progress
from cardlearn.engine.seats import SEATS, seat_message
from cardlearn.engine.validate import check_bool
from cardlearn.i18n import Message, msg

# The standard rotation of duplicate boards: dealer by board number, vulnerability over 16 boards.
_DEALERS = SEATS
_VULNERABILITY_CYCLE = ("None", "NS", "EW", "Both", "NS", "EW", "Both", "None",
                        "EW", "Both", "None", "NS", "Both", "None", "NS", "EW")


def _shared(text: str | None) -> str | None:
    """One copy of a repeated short value (an event name, a contract) for all the boards."""
    return sys.intern(text) if text is not None and len(text) <= 100 else text


def board_dealer(number: int) -> str:
    """The dealer of board ``number`` in the standard rotation (1 → N, 2 → E ...)."""
    return _DEALERS[(number - 1) % 4]


def board_vulnerability(number: int) -> str:
    """The vulnerability of board ``number`` in the standard 16-board cycle."""
    return _VULNERABILITY_CYCLE[(number - 1) % 16]


def board_setting(number: int, dealer: str | None = None, vulnerability: str | None = None) -> Message:
    """One line for board ``number``: its number, dealer and vulnerability, in the learner's language.

    Without ``dealer`` and ``vulnerability`` they are the ones the number gives at a club.
    """
    dealer = dealer or board_dealer(number)
    vulnerability = vulnerability or board_vulnerability(number)
    return msg("engine.board.setting", number=number, dealer=seat_message(dealer),
               vulnerable=msg(f"pbn.html.vul.{vulnerability}"))


class _Given(NamedTuple):
    """What a board made in code was given (a board from a file reads these from its game)."""

    deal: Deal
    tags: Mapping[str, str]
    auction: tuple[str, ...]
    play: tuple[Mapping[str, str], ...]


_COMPARED = ("number", "deal", "dealer", "vulnerability", "event", "auction", "play",
             "contract", "declarer", "result")


class Board:
    """A deal from a PBN file with its dealer, vulnerability and recorded auction and play.

    A board read from a file keeps its game as PBN text (:class:`PackedGame`),
    not as parsed objects, so a list of boards takes about twice the size of
    the file: :attr:`deal`, :attr:`auction`, :attr:`play`, :attr:`tags` and
    :attr:`source` are read from it when asked for. Boards are immutable.
    """

    # A board from a file holds its packed game; one made in code holds what it was given.
    __slots__ = ("_given", "_packed", "contract", "dealer", "declarer", "event", "number",
                 "result", "vulnerability")
    number: int | None
    dealer: str
    vulnerability: str
    event: str | None
    contract: str | None
    declarer: str | None
    result: int | None
    _given: _Given | None
    _packed: PackedGame | None

    def __init__(self, number: int | None, deal: Deal, dealer: str, vulnerability: str,
                 event: str | None = None, tags: Mapping[str, str] | None = None,
                 auction: tuple[str, ...] = (), play: tuple[Mapping[str, str], ...] = (),
                 contract: str | None = None, declarer: str | None = None,
                 result: int | None = None, source: PBNGame | None = None) -> None:
        values = {
            "number": number, "dealer": dealer, "vulnerability": vulnerability, "event": event,
            "_given": _Given(deal, dict(tags or {}), tuple(auction), tuple(play)),
            "contract": contract, "declarer": declarer, "result": result,
            "_packed": PackedGame(source) if source is not None else None,
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)

    @classmethod
    def from_game(cls, game: PBNGame) -> Board:
        """The board of one PBN game; raises PBNError if the game has no deal."""
        hands = game.deal
        if hands is None:
            raise PBNError("pbn.error.in_game", game=game.name, tag="Deal",
                           line=game.lines.get("Deal", "?"), problem=msg("pbn.error.no_deal"))
        Deal.from_hands(hands)  # checked now; kept as the game's text, read again when asked for
        number = game.board
        board = cls.__new__(cls)
        values = {
            "number": number, "_given": None,
            "dealer": game.dealer or (board_dealer(number) if number else "N"),
            "vulnerability": game.vulnerable or (board_vulnerability(number) if number else "None"),
            "event": _shared(game.event),
            "contract": _shared(game.contract), "declarer": game.declarer, "result": game.result,
            "_packed": PackedGame(game),
        }
        for name, value in values.items():
            object.__setattr__(board, name, value)
        return board

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    @property
    def source(self) -> PBNGame | None:
        """The PBN game this board was read from (parsed again from its text), or None."""
        return self._packed.game() if self._packed is not None else None

    @property
    def deal(self) -> Deal:
        """The four hands."""
        if self._given is not None:
            return self._given.deal
        hands = self._source().deal
        assert hands is not None  # checked when the board was made
        return Deal.from_hands(hands)

    @property
    def tags(self) -> Mapping[str, str]:
        """Every tag of the game, in file order."""
        return self._given.tags if self._given is not None else self._source().tags

    @property
    def auction(self) -> tuple[str, ...]:
        """The recorded calls (``P``, ``1C``..``7NT``, ``X``, ``XX``)."""
        return self._given.auction if self._given is not None else tuple(self._source().auction)

    @property
    def play(self) -> tuple[Mapping[str, str], ...]:
        """The recorded tricks, each ``{seat: card}``."""
        if self._given is not None:
            return self._given.play
        return tuple(dict(trick) for trick in self._source().play)

    def _source(self) -> PBNGame:
        assert self._packed is not None  # every lazy field is set when there is no packed game
        return self._packed.game()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in _COMPARED)

    def __hash__(self) -> int:
        return hash((self.number, self.deal, self.dealer, self.vulnerability, self.auction,
                     self.contract, self.declarer, self.result))

    @property
    def name(self) -> Message:
        """How messages name this board (``Board 7``)."""
        if self._packed is not None:
            return self._source().name
        if self.number:
            return msg("pbn.game.board", number=self.number)
        return msg("pbn.game.index", number=1)

    def game(self, replay: bool = False) -> Game:
        """A new Game on this deal; with ``replay=True`` the recorded auction and play are applied.

        The replay stops where the record stops (an unfinished auction, a claim);
        a call or card the rules forbid raises PBNError naming the board and tag.
        """
        check_bool(replay, "replay")
        game = Game(self.deal, vulnerability=self.vulnerability, dealer=self.dealer)
        if not replay:
            return game
        source = self.source  # parsed once for the whole replay
        auction = tuple(source.auction) if source is not None else self.auction
        start = source.auction_start if source is not None else None
        if auction and start is not None and start != self.dealer:
            self._fail(source, "Auction", msg("pbn.error.auction_start", seat=seat_message(start),
                                              dealer=seat_message(self.dealer)))
        for call in auction:
            if game.phase != "auction":
                break  # calls after the auction ended are not part of the game
            try:
                game.call(call)
            except CardlearnError as error:
                self._fail(source, "Auction", error.message)
        play = source.play if source is not None else self.play
        if game.phase != "play" or not play:
            return game
        leader = source.play_start if source is not None else None
        if leader is not None and leader != game.to_act:
            self._fail(source, "Play", msg("pbn.error.replay_leader", seat=seat_message(leader),
                                           leader=seat_message(game.to_act or "N")))
        self._replay_play(game, play, source)
        return game

    def _replay_play(self, game: Game, play: Iterable[Mapping[str, str]], source: PBNGame | None,
                     ) -> None:
        for trick in play:
            for _ in range(4):
                seat = game.to_act
                card = trick.get(seat) if seat else None
                if card is None:
                    return  # the record ends here (claim or unrecorded card)
                try:
                    game.play(card)
                except CardlearnError as error:
                    self._fail(source, "Play", error.message)

    def _fail(self, source: PBNGame | None, tag: str, problem: Message) -> NoReturn:
        line = source.lines.get(tag, "?") if source is not None else "?"
        name = source.name if source is not None else self.name
        raise PBNError("pbn.error.in_game", game=name, tag=tag, line=line, problem=problem)

    def to_pbn_game(self) -> PBNGame:
        """The board as a PBN game (the one it was read from, if any) for :func:`write_pbn`."""
        source = self.source
        if source is not None:
            return source
        return PBNGame.create(
            {seat: self.deal.hand(seat) for seat in SEATS}, board=self.number, dealer=self.dealer,
            vulnerable=self.vulnerability, event=self.event, auction=self.auction or None,
            contract=self.contract, declarer=self.declarer, result=self.result,
        )

    def __repr__(self) -> str:
        parts = [f"number={self.number!r}", f"dealer={self.dealer!r}",
                 f"vulnerability={self.vulnerability!r}", f"deal={self.deal.to_pbn(self.dealer)!r}"]
        parts += result_fields(self.contract, self.declarer, self.result)
        return f"Board({', '.join(parts)})"

    def _repr_html_(self) -> str:
        return game_html(self.to_pbn_game())


PBNSource = str | bytes | os.PathLike[str] | IO[str] | IO[bytes]


@checked
def iter_boards(source: PBNSource, *, max_boards: int | None = MAX_BOARDS,
                progress: Progress | bool | None = None) -> Iterator[Board]:
    """The boards of a PBN file one at a time (path, bytes or open file), in bounded memory.

    A broken game raises PBNError when the stream reaches it (the boards
    before it have been given); ``max_boards`` and ``progress`` are as in
    :func:`~cardlearn.engine.pbn.iter_pbn` (a bar for files past a few hundred boards).
    """
    for game in iter_pbn(source, max_boards=max_boards, progress=progress):
        yield Board.from_game(game)


@checked
def load_boards(source: PBNSource, *, max_boards: int | None = MAX_BOARDS,
                progress: Progress | bool | None = None) -> list[Board]:
    """Every board of a PBN file (path, bytes or open file); PBNError if broken or a deal is missing."""
    return list(iter_boards(source, max_boards=max_boards, progress=progress))
