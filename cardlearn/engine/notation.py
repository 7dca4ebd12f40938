"""The base of the game's value types: an enum whose members are their own notation (``Seat.N == "N"``)."""
from __future__ import annotations

from enum import Enum
from typing import TypeVar

N = TypeVar("N", bound="Notation")


class Notation(str, Enum):
    """A ``str`` enum that prints as its notation and reprs as ``Type.NAME`` (evaluable where the type is imported).

    A subclass says how it reads a spelling (:meth:`read`); :meth:`from_str` is the one parser built on it.
    """

    @classmethod
    def read(cls, text: str) -> str | None:
        """The member's value that ``text`` spells, or None (subclasses add their notations' spellings)."""
        return text if text in cls._value2member_map_ else None

    @classmethod
    def from_str(cls: type[N], text: object) -> N:  # noqa: PYI019 (typing.Self needs Python 3.11; we support 3.10)
        """The value written ``text`` (or the value itself); ``ValueError`` naming the choices for anything else."""
        if isinstance(text, cls):
            return text
        value = cls.read(str(text))
        if value is None:
            choices = [member.value for member in cls]
            raise ValueError(f"not a {cls.__name__.lower()}: {text!r} ({', '.join(choices[:-1])} or {choices[-1]})")
        return cls._value2member_map_[value]  # type: ignore[return-value]  # the member itself: cls(value) is slow on hot paths

    def __str__(self) -> str:
        """The notation itself (``"N"``, ``"NT"``, ``"Both"``)."""
        return str(self.value)

    def __format__(self, spec: str) -> str:
        """Formats as the notation, whatever the Python version's enum default."""
        return format(str(self.value), spec)

    def __repr__(self) -> str:
        """``Seat.N``, ``Strain.NT``: evaluable where the type is imported."""
        return f"{type(self).__name__}.{self.name}"
