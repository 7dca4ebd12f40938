"""Writing games as PBN text that :func:`~cardlearn.engine.pbn.parse_pbn` reads back."""
from __future__ import annotations

import re
from collections.abc import Iterable

from cardlearn.engine.arguments import checked
from cardlearn.engine.errors import InvalidArgument
from cardlearn.engine.pbn.game import PBNGame
from cardlearn.engine.pbn.lexer import NOTE_REF, escape
from cardlearn.engine.validate import clip
from cardlearn.i18n import msg

_NOTE_NUMBER = re.compile(r"\s*(\d+)\s*:")


def _note_number(note: str) -> str | None:
    match = _NOTE_NUMBER.match(note)
    return match.group(1) if match else None


def game_lines(game: PBNGame) -> list[str]:
    """The lines of one game as written: tags with their sections, notes, comments."""
    return game_block(game)[0]


def game_block(game: PBNGame) -> tuple[list[str], list[int]]:
    """The lines of one game as written, and the place of each tag's line among them."""
    out: list[str] = []
    places: list[int] = []
    auction_refs = set(NOTE_REF.findall(" ".join(game.sections.get("Auction", []))))
    auction_notes = [n for n in game.notes if _note_number(n) in auction_refs]
    other_notes = [n for n in game.notes if n not in auction_notes]
    for tag, value in game.tags.items():
        places.append(len(out))
        out.append(f'[{tag} "{escape(value)}"]')
        out.extend(game.sections.get(tag, []))
        if tag == "Auction":
            out.extend(f'[Note "{escape(note)}"]' for note in auction_notes)
            auction_notes = []
    out.extend(f'[Note "{escape(note)}"]' for note in auction_notes + other_notes)
    for comment in game.comments:
        out.append("{" + comment.replace("}", ")") + "}")
    return out, places


def _games(games: object) -> list[PBNGame]:
    """The games to write, as a list; anything but PBN games (a text, a number, boards) is refused."""
    items = list(games) if isinstance(games, Iterable) and not isinstance(games, (str, bytes)) else None
    if items is None or not all(isinstance(game, PBNGame) for game in items):
        raise InvalidArgument("engine.arg.type", name="games", value=clip(games),
                              kinds=[msg("engine.kind.list")])
    return items


@checked
def write_pbn(games: Iterable[PBNGame]) -> str:
    """Write games as PBN text (header, one block per game); :func:`parse_pbn` reads it back."""
    games = _games(games)
    out = ["% PBN 2.1", "% EXPORT", "%Content-type: text/x-pbn; charset=UTF-8",
           "%Creator: cardlearn"]
    for game in games:
        out.append("")
        out.extend(game_lines(game))
    return "\n".join(out) + "\n"
