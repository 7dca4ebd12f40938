"""One game kept small: its PBN text and tag lines, read again when it is asked for.

A parsed :class:`~cardlearn.engine.pbn.PBNGame` costs about fifteen times its
text (a dict per tag table, a string per value, the cached deal); a file of
boards kept that way needs far more memory than the file. :class:`PackedGame`
keeps the game as written (tags, sections, notes and comments, ``#`` already
resolved) and the line of each tag in the file, so errors still name the
file's lines.
"""
from __future__ import annotations

from cardlearn.engine.pbn.game import PBNGame
from cardlearn.engine.pbn.reader import parse_pbn
from cardlearn.engine.pbn.writer import game_block


class PackedGame:
    """A game as its PBN text; :meth:`game` reads it back into a :class:`PBNGame`."""

    __slots__ = ("first", "index", "lines", "text")

    def __init__(self, game: PBNGame) -> None:
        block, places = game_block(game)
        self.text = "\n".join(block)
        numbers = [game.lines.get(tag) for tag in game.tags]
        known = [number for number in numbers if isinstance(number, int)]
        self.first = min(known, default=0)
        # The line of each tag, in tag order, as one character per tag (its distance from the
        # first tag line, plus one; U+0000 when not from a file): a short string, not a dict.
        # Empty when the file is laid out as written here (one tag a line, its section after it).
        self.lines = "".join(_delta(number, self.first) for number in numbers)
        if self.lines == "".join(_delta(self.first + place, self.first) for place in places):
            self.lines = ""
        self.index = game.index

    def game(self) -> PBNGame:
        """The game, parsed again from its text, with its place in the file."""
        (parsed,) = parse_pbn(self.text, max_boards=None)
        if not self.lines:
            lines = {tag: self.first + number - 1 for tag, number in parsed.lines.items()}
        else:
            lines = {tag: self.first + ord(char) - 1
                     for tag, char in zip(parsed.tags, self.lines) if char != "\0"}
        return PBNGame(tags=parsed.tags, sections=parsed.sections, notes=parsed.notes,
                       comments=parsed.comments, index=self.index, lines=lines)


def _delta(number: object, first: int) -> str:
    if not isinstance(number, int) or not 0 <= number - first < _MAX_DELTA:
        return "\0"
    return chr(number - first + 1)


_MAX_DELTA = 0xD7FF  # below the surrogates, which a string may hold but not every codec writes
