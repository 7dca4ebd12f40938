"""Seats, sides and vulnerability: the fixed furniture of the bridge table."""
from __future__ import annotations

from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.seats import SEATS
from cardlearn.engine.vulnerability import Vulnerability
from cardlearn.i18n import Message, msg

"""Seats in clockwise order; a seat's index is its position here (N=0, E=1, S=2, W=3)."""

SIDES = ("NS", "EW")
"""Side names; ``SIDES[seat_index & 1]`` is the side of a seat."""

VULNERABILITIES = ("None", "NS", "EW", "Both")
"""The four vulnerability settings, chosen before the deal."""

# Bit 1 = North–South vulnerable, bit 2 = East–West vulnerable; ``mask >> side & 1`` tests a side.
_VUL_MASKS = {"None": 0, "NS": 1, "EW": 2, "Both": 3}


def parse_seat(seat: object) -> int:
    """The index (N=0 ... W=3) of a seat written ``"N"``, ``"north"``, ``"s"`` ...; raises IllegalAction."""
    text = str(seat).strip().upper()[:1]
    if not text or text not in SEATS:
        raise IllegalAction("bridge.error.bad_seat", seat=str(seat))
    return SEATS.index(text)


def parse_vulnerability(value: object) -> str:
    """The canonical name (``"None" | "NS" | "EW" | "Both"``) of a vulnerability; raises IllegalAction."""
    if value is None:
        return "None"
    try:
        return Vulnerability.from_str(value).value
    except ValueError:
        raise IllegalAction("bridge.error.bad_vulnerability", value=str(value)) from None


def vulnerability_mask(vulnerability: str) -> int:
    """The vulnerability as a 2-bit mask (bit 0 NS, bit 1 EW) for the fast core."""
    return _VUL_MASKS[parse_vulnerability(vulnerability)]


def vulnerability_message(vulnerability: str) -> Message:
    """A lazily translated vulnerability setting (None / North–South / East–West / Both)."""
    return msg(f"bridge.vulnerability.{parse_vulnerability(vulnerability)}")
