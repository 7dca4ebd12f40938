"""Seat and side names shared by both games (seats ``N E S W``, sides ``NS`` / ``EW``)."""
from __future__ import annotations

import unicodedata
from functools import cache

from cardlearn.engine.notation import Notation
from cardlearn.i18n import Message, msg, t
from cardlearn.i18n.catalog import LANGUAGES

SEATS = "NESW"
"""The four seats, clockwise from North (the one definition; every module imports it)."""
SEAT_LETTERS = SEATS


def side_of(seat: str) -> str:
    """The side of a seat letter: ``"NS"`` or ``"EW"``."""
    return "NS" if seat in "NS" else "EW"


# Seat words of the notations (PBN tags, the table's API): a letter or the English name, any case.
_SEAT_NOTATION = {"N": "N", "E": "E", "S": "S", "W": "W", "NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W"}


class Seat(Notation):
    """A seat at the table; a ``str`` (``Seat.N == "N"``), so it goes wherever a seat letter went.

    The geometry is the same in both games (North faces South); the order of play is not:
    bridge goes clockwise (the next player is the left-hand opponent), Schieber
    counter-clockwise (the next player is the right-hand opponent).
    """

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @classmethod
    def read(cls, text: str) -> str | None:
        """The letter of ``"N"``, ``"n"``, ``"North"``; None for anything else."""
        return _SEAT_NOTATION.get(text.strip().upper())

    @property
    def position(self) -> int:
        """The position clockwise from North (N=0, E=1, S=2, W=3), as the fast cores index seats."""
        return SEATS.find(self.value)

    def after(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise (negative: counter-clockwise)."""
        return _CLOCKWISE[(SEATS.find(self.value) + steps) % 4]

    @property
    def lho(self) -> Seat:
        """The left-hand opponent: the next seat clockwise."""
        return self.after(1)

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return self.after(2)

    @property
    def rho(self) -> Seat:
        """The right-hand opponent: the next seat counter-clockwise."""
        return self.after(3)

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return Side.NS if self.value in "NS" else Side.EW


_CLOCKWISE: tuple[Seat, ...] = tuple(Seat)  # the members in SEATS order: a lookup, not an Enum call, on the AI's hot path


class Side(Notation):
    """A partnership: ``Side.NS == "NS"``."""

    NS = "NS"
    EW = "EW"

    @classmethod
    def read(cls, text: str) -> str | None:
        """The side of ``"NS"``, ``"ew"``, ``"N-S"``, ``"E/W"``; None for anything else."""
        key = text.strip().upper().replace("-", "").replace("/", "")
        return key if key in ("NS", "EW") else None

    @classmethod
    def of(cls, seat: object) -> Side:
        """The side of a seat (``"N"``, ``Seat.E`` ...)."""
        return Seat.from_str(seat).side

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of the side."""
        return (Seat(self.value[0]), Seat(self.value[1]))

    @property
    def opponents(self) -> Side:
        """The other side."""
        return Side.EW if self is Side.NS else Side.NS


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
