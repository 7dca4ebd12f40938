"""Text that leaves cardlearn for another program, made safe: a terminal and a spreadsheet.

Learners' names and answers come from files anyone can write. Printed raw, an
ANSI escape sequence in a name recolours, clears or retitles the teacher's
terminal (or hides the lines above it); in a CSV cell, text that starts with
``=``, ``+``, ``-`` or ``@`` is a formula that the spreadsheet runs when the
teacher opens the report (OWASP, "CSV Injection"). So:

- :func:`terminal_text` shows every control character as ``U+XXXX`` (C0 and C1
  controls, DEL, the line and paragraph separators, and the bidirectional
  overrides that reorder what a line seems to say); letters of every script,
  Thai marks and Korean syllables are left alone;
- :func:`csv_cell` writes a number as a plain ASCII number (``−100`` with the
  typographic minus becomes ``-100``, which a spreadsheet reads as a number,
  not as text) and puts a ``'`` before text that a spreadsheet would run.
"""
from __future__ import annotations

import numbers
import re
from typing import Any

# Bidirectional controls (Unicode TR9): they reorder how a line is shown, not what it says.
_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_LINE_SEPARATORS = frozenset("\u2028\u2029\x85")


def _shown(char: str) -> str:
    code = ord(char)
    if code < 0x20 or 0x7F <= code <= 0x9F or char in _BIDI_CONTROLS or char in _LINE_SEPARATORS:
        return f"U+{code:04X}"
    return char


def terminal_text(text: object, *, one_line: bool = False) -> str:
    """``text`` as a terminal may print it: control characters shown as ``U+XXXX``.

    Line breaks are kept unless ``one_line`` (an error message is always one line).
    """
    value = str(text)
    if one_line:
        return "".join(_shown(char) for char in value)
    return "\n".join("".join(_shown(char) for char in line) for line in value.split("\n"))


# A spreadsheet runs a cell that starts with one of these (OWASP's list, with the full-width forms
# some spreadsheets also accept, and a line break that hides the rest of the cell).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n", "\uff1d", "\uff0b", "\uff0d", "\uff20")
# A number as cardlearn shows it to a teacher: digits, a minus sign (either kind), a decimal point.
_NUMBER = re.compile(r"[-\u2212]?[0-9]{1,15}(?:\.[0-9]{1,15})?")


def csv_cell(value: Any) -> Any:
    """One value as a spreadsheet must read it: a number as a plain number, other text made inert.

    ``True``/``False`` and numbers stay as they are, a number written as text (``"−100"``)
    becomes the number ``-100``, and text that starts like a formula gets a leading ``'``
    (the spreadsheet then shows it as text, ``'`` hidden).
    """
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):
        value = value.item()  # numpy and pandas scalars as the Python value they hold
    if value is None or isinstance(value, (bool, numbers.Number)):
        return value
    text = str(value)
    if _NUMBER.fullmatch(text):
        number = text.replace("\u2212", "-")
        return float(number) if "." in number else int(number)
    if text.startswith(FORMULA_STARTS):
        return "'" + text
    return text


__all__ = ["FORMULA_STARTS", "csv_cell", "terminal_text"]
