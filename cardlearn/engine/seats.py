"""Seat and side names shared by both games (seats ``N E S W``, sides ``NS`` / ``EW``)."""
from __future__ import annotations

import unicodedata
from functools import cache

from cardlearn.i18n import Message, msg, t
from cardlearn.i18n.catalog import LANGUAGES

SEATS = "NESW"
"""The four seats, clockwise from North (the one definition; every module imports it)."""
SEAT_LETTERS = SEATS


def side_of(seat: str) -> str:
    """The side of a seat letter: ``"NS"`` or ``"EW"``."""
    return "NS" if seat in "NS" else "EW"


def seat_message(seat: int | str) -> Message:
    """A lazily translated seat name (``"N"`` or ``0`` → North / Nord / 북 ...)."""
    letter = SEAT_LETTERS[seat] if isinstance(seat, int) else str(seat)
    return msg(f"core.seat.{letter}")


def side_message(side: str) -> Message:
    """A lazily translated side or team name (``"NS"`` → North–South ...)."""
    return msg(f"core.side.{side}")


@cache
def _seat_words() -> dict[str, str]:
    """Every language's seat names, and the Latin initials of them (Danish Ø/V, Turkish K/D/G/B), upper-cased."""
    words: dict[str, str] = {}
    for lang in LANGUAGES:
        for letter in SEAT_LETTERS:
            name = t(f"core.seat.{letter}", lang).strip().upper()
            words[name] = letter
            if name and unicodedata.name(name[0], "").startswith("LATIN"):  # Thai and Korean have no initials
                words.setdefault(name[0], letter)
    words.update({letter: letter for letter in SEAT_LETTERS})  # the notation's own letters always win
    return words


# How learners write a seat in full around its bare name: Thai ทิศใต้ ("the direction South"),
# Korean 남쪽 / 남 자리 ("South's side / seat"). Answers accept these; the catalogs keep the bare names.
_SEAT_PREFIXES = ("ทิศ",)
_SEAT_SUFFIXES = ("쪽", "자리")


def seat_from_word(text: str) -> str | None:
    """The seat letter a learner means by ``text`` in any language (``"Ø"``, ``"Øst"``, ``"남"``, ``"ทิศใต้"``), else None."""
    word = text.strip().upper()
    for prefix in _SEAT_PREFIXES:
        word = word.removeprefix(prefix)
    for suffix in _SEAT_SUFFIXES:
        word = word.removesuffix(suffix)
    return _seat_words().get(text.strip().upper()) or _seat_words().get(word.strip())
