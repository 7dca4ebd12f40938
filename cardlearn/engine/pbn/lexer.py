"""PBN lexing: tags ``[Name "value"]``, comments, section tokens, and the size limits.

Every scan here is a single pass over the line (no backtracking regular
expression), so reading time grows linearly with the input, and every piece
of text kept for a game is counted against a documented limit.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from cardlearn.engine.errors import LimitExceeded, PBNError
from cardlearn.engine.validate import visible
from cardlearn.i18n import Message, msg

MAX_LINE_CHARS = 20_000
"""The longest line a PBN file may have (a real one is under 300 characters)."""
MAX_TAG_VALUE_CHARS = 10_000
"""The longest tag value (an Event name, a deal, a long [Description])."""
MAX_GAME_CHARS = 200_000
"""All the text of one game together: tags, sections, notes and comments."""
MAX_BOARDS = 20_000
"""How many games one file may hold by default (``max_boards=`` raises or removes it)."""

NOTE_REF = re.compile(r"=(\d+)=")
# A line that is one quoted tag. Each part can match in one way only (the name stops at the
# first non-name character, the value at the first unescaped quote), so a failed match costs
# linear time: no backtracking blow-up on "[" followed by 40,000 letters.
TAG_LINE = re.compile(r'[ \t]*\[[ \t]*([A-Za-z0-9_]+)[ \t]*"((?:[^"\\]|\\.)*)"[ \t]*\][ \t]*')
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")  # tab, newlines, \v and \f are white space
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")
_ESCAPED = re.compile(r'\\(["\\])')


def line_problem(number: int, problem: Message) -> PBNError:
    """An error about one line of a file."""
    return PBNError("pbn.error.in_file", line=number, problem=problem)


def too_long(number: int, length: int) -> LimitExceeded:
    """The line-length limit, named without repeating the line."""
    return LimitExceeded("pbn.error.in_file", line=number,
                         problem=msg("pbn.limit.line", limit=MAX_LINE_CHARS, length=length))


def check_line(line: str, number: int) -> None:
    """Refuse a line over the length limit or with a control character (a NUL: not a text file)."""
    if len(line) > MAX_LINE_CHARS:
        raise too_long(number, len(line))
    found = _CONTROL.search(line)
    if found:
        key = "pbn.error.nul" if found.group() == "\x00" else "pbn.error.control_char"
        raise line_problem(number, msg(key, char=visible(found.group()), column=found.start() + 1))


def unescape(value: str) -> str:
    r"""PBN strings escape only ``\"`` and ``\\``; other backslashes (``\2R``) are literal."""
    if "\\" not in value:
        return value
    return _ESCAPED.sub(r"\1", value)


def escape(value: str) -> str:
    """A tag value as written between the quotes."""
    return str(value).replace("\\", "\\\\").replace('"', '\\"')


def _skip_spaces(line: str, pos: int) -> int:
    length = len(line)
    while pos < length and line[pos].isspace():
        pos += 1
    return pos


def scan_tag(line: str, pos: int) -> tuple[str, str, int] | None:
    """The tag starting at ``line[pos] == "["``: (name, value, end), or None if it is not complete.

    The value is quoted (``[Deal "N:..."]``, escapes ``\\"`` and ``\\\\``) or,
    as some producers write it, bare up to the ``]``.
    """
    length = len(line)
    start = pos = _skip_spaces(line, pos + 1)
    while pos < length and line[pos] in _NAME_CHARS:
        pos += 1
    name = line[start:pos]
    if not name:
        return None
    pos = _skip_spaces(line, pos)
    if pos < length and line[pos] == '"':
        open_at = pos + 1
        search = open_at
        while True:
            quote = line.find('"', search)
            if quote < 0:
                return None
            slashes = 0  # a quote after an odd run of backslashes is escaped
            while quote - 1 - slashes >= open_at and line[quote - 1 - slashes] == "\\":
                slashes += 1
            if slashes % 2 == 0:
                break
            search = quote + 1
        value = unescape(line[open_at:quote])
        pos = quote + 1
    else:
        close = line.find("]", pos)
        quote = line.find('"', pos)
        if close < 0 or 0 <= quote < close:
            return None
        value = line[pos:close].strip()
        pos = close
    pos = _skip_spaces(line, pos)
    if pos >= length or line[pos] != "]":
        return None
    return name, value, pos + 1


def check_tag_value(name: str, value: str, number: int) -> None:
    """Refuse a tag value over the limit (named by tag and line, not repeated)."""
    if len(value) > MAX_TAG_VALUE_CHARS:
        raise LimitExceeded("pbn.error.in_file", line=number, problem=msg(
            "pbn.limit.tag_value", tag=name[:40], limit=MAX_TAG_VALUE_CHARS, length=len(value)))


def tokens(lines: Iterable[str]) -> Iterator[str]:
    """The white-space separated tokens of section lines."""
    for line in lines:
        yield from line.split()


def strip_annotations(items: Iterable[str]) -> Iterator[str]:
    """Section tokens without note references ``=1=``, NAGs ``$12`` and marks ``^S``."""
    for token in items:
        if NOTE_REF.fullmatch(token) or token.startswith(("$", "^")):
            continue
        if token in ("!", "?", "!!", "??", "!?", "?!"):
            continue  # a suffix written apart from its call
        yield token
