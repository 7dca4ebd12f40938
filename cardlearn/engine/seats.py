"""Seat and side names shared by both games (seats ``N E S W``, sides ``NS`` / ``EW``)."""
from __future__ import annotations

from cardlearn.i18n import Message, msg

SEAT_LETTERS = "NESW"
"""The four seats, clockwise from North."""


def seat_message(seat: int | str) -> Message:
    """A lazily translated seat name (``"N"`` or ``0`` → North / Nord / 북 ...)."""
    letter = SEAT_LETTERS[seat] if isinstance(seat, int) else str(seat)
    return msg(f"core.seat.{letter}")


def side_message(side: str) -> Message:
    """A lazily translated side or team name (``"NS"`` → North–South ...)."""
    return msg(f"core.side.{side}")
