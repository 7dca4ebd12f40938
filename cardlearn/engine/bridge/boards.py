"""Boards from PBN files: a deal, its dealer and vulnerability, and the record of its play.

``load_boards("club.pbn")`` gives :class:`Board` objects; ``board.game()``
starts a fresh :class:`~cardlearn.engine.bridge.Game` on the deal, and
``board.game(replay=True)`` replays the recorded auction and play through
the rules, so a record that breaks them raises :class:`PBNError` naming the
board, the tag and the rule.
"""
from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import IO

from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.game import Game
from cardlearn.engine.errors import CardlearnError, PBNError
from cardlearn.engine.pbn import MAX_BOARDS, PBNGame, game_html, iter_pbn, result_fields
from cardlearn.engine.pbn.reader import Progress
from cardlearn.engine.seats import seat_message
from cardlearn.i18n import Message, msg

# The standard rotation of duplicate boards: dealer by board number, vulnerability over 16 boards.
_DEALERS = "NESW"
_VULNERABILITY_CYCLE = ("None", "NS", "EW", "Both", "NS", "EW", "Both", "None",
                        "EW", "Both", "None", "NS", "Both", "None", "NS", "EW")


def board_dealer(number: int) -> str:
    """The dealer of board ``number`` in the standard rotation (1 → N, 2 → E ...)."""
    return _DEALERS[(number - 1) % 4]


def board_vulnerability(number: int) -> str:
    """The vulnerability of board ``number`` in the standard 16-board cycle."""
    return _VULNERABILITY_CYCLE[(number - 1) % 16]


@dataclass(frozen=True)
class Board:
    """A deal from a PBN file with its dealer, vulnerability and recorded auction and play."""

    number: int | None
    deal: Deal
    dealer: str
    vulnerability: str
    event: str | None = None
    tags: Mapping[str, str] = field(default_factory=dict, compare=False, repr=False)
    auction: tuple[str, ...] = ()
    play: tuple[Mapping[str, str], ...] = ()
    contract: str | None = None
    declarer: str | None = None
    result: int | None = None
    source: PBNGame | None = field(default=None, compare=False, repr=False)

    @classmethod
    def from_game(cls, game: PBNGame) -> Board:
        """The board of one PBN game; raises PBNError if the game has no deal."""
        hands = game.deal
        if hands is None:
            raise PBNError("pbn.error.in_game", game=game.name, tag="Deal",
                           line=game.lines.get("Deal", "?"), problem=msg("pbn.error.no_deal"))
        number = game.board
        dealer = game.dealer or (board_dealer(number) if number else "N")
        vulnerability = game.vulnerable or (board_vulnerability(number) if number else "None")
        return cls(
            number=number, deal=Deal.from_hands(hands), dealer=dealer, vulnerability=vulnerability,
            event=game.event, tags=game.tags, auction=tuple(game.auction),
            play=tuple(dict(trick) for trick in game.play), contract=game.contract,
            declarer=game.declarer, result=game.result, source=game,
        )

    @property
    def name(self) -> Message:
        """How messages name this board (``Board 7``)."""
        if self.source is not None:
            return self.source.name
        if self.number:
            return msg("pbn.game.board", number=self.number)
        return msg("pbn.game.index", number=1)

    def game(self, replay: bool = False) -> Game:
        """A new Game on this deal; with ``replay=True`` the recorded auction and play are applied.

        The replay stops where the record stops (an unfinished auction, a claim);
        a call or card the rules forbid raises PBNError naming the board and tag.
        """
        game = Game(self.deal, vulnerability=self.vulnerability, dealer=self.dealer)
        if not replay:
            return game
        start = self.source.auction_start if self.source is not None else None
        if self.auction and start is not None and start != self.dealer:
            self._fail("Auction", msg("pbn.error.auction_start", seat=seat_message(start),
                                      dealer=seat_message(self.dealer)))
        for call in self.auction:
            if game.phase != "auction":
                break  # calls after the auction ended are not part of the game
            try:
                game.call(call)
            except CardlearnError as error:
                self._fail("Auction", error.message)
        if game.phase != "play" or not self.play:
            return game
        leader = self.source.play_start if self.source is not None else None
        if leader is not None and leader != game.to_act:
            self._fail("Play", msg("pbn.error.replay_leader", seat=seat_message(leader),
                                   leader=seat_message(game.to_act or "N")))
        self._replay_play(game)
        return game

    def _replay_play(self, game: Game) -> None:
        for trick in self.play:
            for _ in range(4):
                seat = game.to_act
                card = trick.get(seat) if seat else None
                if card is None:
                    return  # the record ends here (claim or unrecorded card)
                try:
                    game.play(card)
                except CardlearnError as error:
                    self._fail("Play", error.message)

    def _fail(self, tag: str, problem: Message) -> None:
        line = self.source.lines.get(tag, "?") if self.source is not None else "?"
        raise PBNError("pbn.error.in_game", game=self.name, tag=tag, line=line, problem=problem)

    def to_pbn_game(self) -> PBNGame:
        """The board as a PBN game (the one it was read from, if any) for :func:`write_pbn`."""
        if self.source is not None:
            return self.source
        return PBNGame.create(
            {seat: self.deal.hand(seat) for seat in "NESW"}, board=self.number, dealer=self.dealer,
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


def iter_boards(source: PBNSource, *, max_boards: int | None = MAX_BOARDS,
                progress: Progress | bool | None = None) -> Iterator[Board]:
    """The boards of a PBN file one at a time (path, bytes or open file), in bounded memory.

    A broken game raises PBNError when the stream reaches it (the boards
    before it have been given); ``max_boards`` and ``progress`` are as in
    :func:`~cardlearn.engine.pbn.iter_pbn` (a bar for files past a few hundred boards).
    """
    for game in iter_pbn(source, max_boards=max_boards, progress=progress):
        yield Board.from_game(game)


def load_boards(source: PBNSource, *, max_boards: int | None = MAX_BOARDS,
                progress: Progress | bool | None = None) -> list[Board]:
    """Every board of a PBN file (path, bytes or open file); PBNError if broken or a deal is missing."""
    return list(iter_boards(source, max_boards=max_boards, progress=progress))
