"""One place where values from outside are checked: whole numbers, booleans, choices, seeds.

Every public entry point (engine functions, widget constructors and settings,
the command line) checks its arguments with these helpers, so a wrong type or
a value out of range raises :class:`~cardlearn.engine.errors.InvalidArgument`
with a localized message naming the argument and what is allowed, before
anything changes. Numbers typed by a learner are read with
:func:`parse_whole_number`, which takes ASCII digits only: ``str.isdigit()``
also accepts ``²``, which ``int()`` then refuses, and ``int()`` of thousands
of digits is refused too.
"""
from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any

from cardlearn.engine.errors import InvalidArgument
from cardlearn.i18n import msg

MAX_DIGITS = 9
"""A whole number from outside has at most this many digits (``int()`` of 5,000 digits is slow)."""
MAX_ECHO_CHARS = 40
"""How much of a value from outside an error message repeats."""
_MINUS = ("-", "\u2212")  # ASCII hyphen-minus and the typographic minus sign
_ASCII_DIGITS = frozenset("0123456789")


def _ascii_digits(text: str) -> str | None:
    """Decimal digits of any script (Thai ``๘``, full-width ``８``) as ASCII; None if another character."""
    if _ASCII_DIGITS.issuperset(text):
        return text
    out = []
    for char in text:
        if char in _ASCII_DIGITS:
            out.append(char)
        elif unicodedata.category(char) == "Nd":  # not "No": ² and ¹³ are not digits of a number
            out.append(str(unicodedata.decimal(char)))
        else:
            return None
    return "".join(out)


def clip(value: object, limit: int = MAX_ECHO_CHARS) -> str:
    """A value from outside as text for a message: shortened, control characters shown as U+XXXX."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return "".join(visible(char) for char in text)


def visible(char: str) -> str:
    """One character as a learner can read it in a message: ``U+0000`` for a control or space character."""
    if char.isprintable() and not (char.isspace() and char != " "):
        return char
    return f"U+{ord(char):04X}"


def parse_whole_number(text: str, *, signed: bool = False, max_digits: int = MAX_DIGITS) -> int | None:
    """The whole number written in ``text`` (decimal digits, one leading sign if ``signed``), or None.

    Surrounding spaces are ignored; ``+``/``-`` (and the minus sign ``−``) are
    read only when ``signed``. Decimal digits of other scripts (Thai ``๘๐๐``)
    count as their ASCII digits; ``²``, ``--8``, ``-−8``, ``1e3`` and numbers
    longer than ``max_digits`` are not whole numbers here.
    """
    if not isinstance(text, str):
        return None
    body = text.strip()
    negative = False
    if signed and body[:1] in ("+", *_MINUS):
        negative = body[0] != "+"
        body = body[1:]
    digits = _ascii_digits(body) if body and len(body) <= max_digits else None
    if digits is None:
        return None
    number = int(digits)
    return -number if negative else number


def check_bool(value: Any, name: str) -> bool:
    """``value`` if it is ``True`` or ``False``; a string such as ``"no"`` is refused, not read as true."""
    if not isinstance(value, bool):
        raise InvalidArgument("engine.arg.bool", name=name, value=clip(value))
    return value


def check_int(value: Any, name: str, low: int, high: int) -> int:
    """``value`` if it is a whole number (not a bool) in ``low..high``."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidArgument("engine.arg.int", name=name, value=clip(value), low=low, high=high)
    return value


def check_choice(value: Any, name: str, allowed: Iterable[Any]) -> Any:
    """``value`` if it is one of ``allowed`` (same type, so ``True`` is not ``1``)."""
    options = list(allowed)
    for option in options:
        if type(option) is type(value) and option == value:
            return option
    raise InvalidArgument("engine.arg.choice", name=name, value=clip(value),
                          allowed=", ".join(str(option) for option in options))


def check_choices(value: Any, name: str, allowed: Iterable[Any]) -> tuple[Any, ...]:
    """A non-empty list (or tuple) whose items are each one of ``allowed``, as a tuple."""
    options = list(allowed)
    if not isinstance(value, (list, tuple)) or not value:
        raise InvalidArgument("engine.arg.choices", name=name, value=clip(value),
                              allowed=", ".join(str(option) for option in options))
    return tuple(check_choice(item, name, options) for item in value)


def check_keys(value: Any, name: str, allowed: Iterable[str]) -> Any:
    """A mapping whose keys are each one of ``allowed`` (seats ``N E W`` for the AI players ...)."""
    options = list(allowed)
    if value is not None:
        for key in value:
            check_choice(key, name, options)
    return value


def check_list(value: Any, name: str) -> list[Any]:
    """A list or tuple (a text is not a list of calls, though it can be iterated)."""
    if not isinstance(value, (list, tuple)):
        raise InvalidArgument("engine.arg.type", name=name, value=clip(value), kinds=[msg("engine.kind.list")])
    return list(value)


def check_index(value: Any, name: str, length: int) -> int:
    """A position in a list of ``length`` items, counted from the end when negative (as Python does)."""
    if length == 0:
        raise InvalidArgument("engine.arg.empty", name=name)
    return check_int(value, name, -length, length - 1)


def check_seed(seed: Any) -> int | str | None:
    """A random seed: None (a fresh shuffle), a whole number, or a short text."""
    if seed is None or (isinstance(seed, int) and not isinstance(seed, bool)):
        return seed
    if isinstance(seed, str) and len(seed) <= 200:
        return seed
    raise InvalidArgument("engine.arg.seed", value=clip(seed))


__all__ = [
    "MAX_DIGITS",
    "check_bool",
    "check_choice",
    "check_choices",
    "check_index",
    "check_int",
    "check_keys",
    "check_list",
    "check_seed",
    "clip",
    "parse_whole_number",
    "visible",
]
