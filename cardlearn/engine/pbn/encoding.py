"""Turning a PBN source (text, bytes, a path or an open file) into numbered lines, one at a time.

The encoding is detected as PBN files from different tools need: UTF-8 with
or without a byte-order mark, UTF-16 by its byte-order mark (or by the zero
bytes of ASCII text in UTF-16 without one), else Windows-1252 (the curly
quotes of Word and older Windows tools), falling back to Latin-1 for the five
bytes Windows-1252 leaves undefined. No line longer than the limit is ever
held in memory whole: lines are read with a size cap.
"""
from __future__ import annotations

import codecs
import io
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from cardlearn.engine.files import FileProblem, open_binary
from cardlearn.engine.pbn.lexer import MAX_LINE_CHARS, too_long
from cardlearn.engine.validate import clip

SNIFF_BYTES = 4096
_LATIN_1_FALLBACK = "cardlearn-latin-1"


def _latin_1(error: UnicodeError) -> tuple[str, int]:
    """The five bytes Windows-1252 leaves undefined (0x81, 0x8D ...) read as Latin-1."""
    assert isinstance(error, UnicodeDecodeError)
    return error.object[error.start:error.end].decode("latin-1"), error.end


codecs.register_error(_LATIN_1_FALLBACK, _latin_1)
MAX_LINE_BYTES = 4 * MAX_LINE_CHARS + 8
_LINE_END = re.compile(r"\r\n|\r|\n")  # a UTF-8 character is at most four bytes

Source = str | bytes | os.PathLike[str] | IO[str] | IO[bytes]


class _Prepend(io.RawIOBase):
    """A byte stream that first gives back the bytes already read to detect the encoding."""

    def __init__(self, head: bytes, rest: IO[bytes] | None) -> None:
        self._head = head
        self._rest = rest

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if self._head:
            count = min(len(buffer), len(self._head))
            buffer[:count] = self._head[:count]
            self._head = self._head[count:]
            return count
        if self._rest is None:
            return 0
        data = self._rest.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)


def detect_bom(head: bytes) -> tuple[str | None, int]:
    """The encoding a byte-order mark (or UTF-16's zero bytes) names, and the length of the mark."""
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8", 3
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16", 0  # the utf-16 codec reads and drops the mark itself
    sample = head[:512]
    if len(sample) >= 8:
        # PBN text is mostly ASCII: in UTF-16 every other byte is zero, and the others are not.
        even, odd = sample[0::2].count(0) / len(sample[0::2]), sample[1::2].count(0) / len(sample[1::2])
        if odd > 0.7 and even < 0.1:
            return "utf-16-le", 0
        if even > 0.7 and odd < 0.1:
            return "utf-16-be", 0
    return None, 0


def _text_lines(stream: IO[str]) -> Iterator[tuple[int, str]]:
    number = 0
    while True:
        line = stream.readline(MAX_LINE_CHARS + 2)
        if not line:
            return
        number += 1
        stripped = line.rstrip("\r\n")
        if len(stripped) > MAX_LINE_CHARS:
            raise too_long(number, len(stripped) if line.endswith("\n") else _rest_length(stream, line))
        yield number, stripped.lstrip("\ufeff") if number == 1 else stripped


def _rest_length(stream: IO[Any], start: Any) -> int:
    """How long an over-long line is, read in pieces (never held whole) to name it in the error."""
    length = len(start)
    while True:
        piece = stream.readline(MAX_LINE_CHARS)
        if not piece:
            return length
        newline = piece.endswith(b"\n" if isinstance(piece, bytes) else "\n")
        length += len(piece) - int(newline)
        if newline:
            return length


def _byte_lines(stream: IO[bytes]) -> Iterator[tuple[int, str]]:
    head = stream.read(SNIFF_BYTES) or b""
    if not isinstance(head, bytes):
        raise TypeError("a binary stream must give bytes")
    encoding, skip = detect_bom(head)
    buffered = io.BufferedReader(_Prepend(head[skip:], stream))
    if encoding is not None and encoding != "utf-8":
        yield from _text_lines(io.TextIOWrapper(buffered, encoding=encoding, errors="replace",
                                                newline=None))
        return
    yield from _sniffed_lines(buffered)


def _sniffed_lines(buffered: IO[bytes]) -> Iterator[tuple[int, str]]:
    """Numbered lines of UTF-8 bytes, read as Windows-1252 from the first line that is not UTF-8."""
    utf8 = True
    number = 0
    while True:
        raw = buffered.readline(MAX_LINE_BYTES)
        if not raw:
            return
        number += 1
        if len(raw) >= MAX_LINE_BYTES and not raw.endswith(b"\n"):
            raise too_long(number, _rest_length(buffered, raw))
        text, utf8 = _decode_line(raw.rstrip(b"\r\n"), utf8)
        for piece in text.split("\r") if "\r" in text else (text,):  # old Mac line ends
            if len(piece) > MAX_LINE_CHARS:
                raise too_long(number, len(piece))
            yield number, piece


def _decode_line(raw: bytes, utf8: bool) -> tuple[str, bool]:
    """One line's text, and whether the next line is still tried as UTF-8."""
    if utf8:
        try:
            return raw.decode("utf-8"), True
        except UnicodeDecodeError:
            pass
    return raw.decode("cp1252", errors=_LATIN_1_FALLBACK), False


def _str_lines(text: str) -> Iterator[tuple[int, str]]:
    """The lines of text already in memory, each sliced out once: no copy of the whole text.

    (``io.StringIO`` would copy it, at up to four bytes a character, and
    ``lstrip`` once more, before the first line is checked.)
    """
    pos, length = 0, len(text)
    while pos < length and text[pos] == "\ufeff":
        pos += 1
    number = 0
    for match in _LINE_END.finditer(text, pos):
        number += 1
        if match.start() - pos > MAX_LINE_CHARS:
            raise too_long(number, match.start() - pos)
        yield number, text[pos:match.start()]
        pos = match.end()
    if pos < length:
        if length - pos > MAX_LINE_CHARS:
            raise too_long(number + 1, length - pos)
        yield number + 1, text[pos:]


def numbered_lines(source: Source) -> Iterator[tuple[int, str]]:
    """(line number, line) for each line of ``source``: PBN text, bytes, a path or an open file.

    A ``str`` is PBN text itself; a path is given as :class:`pathlib.Path` (or
    ``os.PathLike``). Lines come without their line ends.
    """
    if isinstance(source, str):
        yield from _str_lines(source)
    elif isinstance(source, (bytes, bytearray)):
        yield from _byte_lines(io.BytesIO(bytes(source)))
    elif isinstance(source, os.PathLike):
        with open_binary(source) as handle:  # a regular file only: a FIFO or a folder is refused, localized
            yield from _byte_lines(handle)
    elif isinstance(source, io.TextIOBase):
        yield from _text_lines(source)
    elif not callable(getattr(source, "read", None)):  # None, a number ...: not a PBN source at all
        raise FileProblem("files.error.not_a_path", value=clip(source))
    else:
        peek = source.read(0)
        if isinstance(peek, str):
            yield from _text_lines(source)  # type: ignore[arg-type]
        else:
            yield from _byte_lines(source)  # type: ignore[arg-type]


def source_size(source: Source) -> int | None:
    """The size in bytes (or characters) of ``source`` if it is known without reading it."""
    if isinstance(source, (str, bytes, bytearray)):
        return len(source)
    if isinstance(source, os.PathLike):
        try:
            return Path(source).stat().st_size
        except OSError:
            return None
    return None
