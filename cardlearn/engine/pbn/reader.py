"""Reading PBN text game by game: a stream of :class:`PBNGame`, in linear time and bounded memory.

Only the game being read (and the one before it, for ``#`` "as in the
previous game") is held; every line, tag value and game is checked against
the limits in :mod:`cardlearn.engine.pbn.lexer`, and a file with more games
than ``max_boards`` stops with a :class:`~cardlearn.engine.errors.LimitExceeded`.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from cardlearn.engine.arguments import checked
from cardlearn.engine.errors import InvalidArgument, LimitExceeded, PBNError
from cardlearn.engine.pbn.encoding import Source, numbered_lines, source_size
from cardlearn.engine.pbn.game import PBNGame, game_name
from cardlearn.engine.pbn.lexer import (
    MAX_BOARDS,
    MAX_GAME_CHARS,
    TAG_LINE,
    check_line,
    check_tag_value,
    line_problem,
    scan_tag,
    unescape,
)
from cardlearn.engine.validate import clip
from cardlearn.i18n import msg, t

PROGRESS_AFTER = 300
"""A progress bar appears once a file has given this many games (and more are coming)."""

Progress = Callable[[int], None]


class _Reader:
    """Splits numbered PBN lines into games: tags, section lines, notes and comments."""

    def __init__(self, max_boards: int | None) -> None:
        self.max_boards = max_boards
        self.count = 0
        self.previous: PBNGame | None = None
        self.ready: list[PBNGame] = []
        self.line_chars = 0  # the length of the line being read, counted again if it starts a game
        self._reset()

    def _reset(self) -> None:
        self.tags: dict[str, str] = {}
        self.sections: dict[str, list[str]] = {}
        self.notes: list[str] = []
        self.comments: list[str] = []
        self.tag_lines: dict[str, int] = {}
        self.last_tag: str | None = None
        self.copied: set[str] = set()  # sections taken over with "#", until the game gives its own
        self.size = 0  # characters of the game's lines read so far

    def _grow(self, chars: int, number: int) -> None:
        """Count text kept for the current game against the per-game limit."""
        self.size += chars
        if self.size > MAX_GAME_CHARS:
            raise LimitExceeded("pbn.error.in_file", line=number,
                                problem=msg("pbn.limit.game", limit=MAX_GAME_CHARS))

    def read(self, lines: Iterable[tuple[int, str]]) -> Iterator[PBNGame]:
        comment: list[str] | None = None  # an open { comment, possibly over several lines
        comment_line = 0
        for number, line in lines:
            check_line(line, number)
            if not line.strip() and comment is None:
                self._finish(number)
                continue
            # Every character of a game counts, kept or not: an empty comment, a bare ";" or
            # a "%" line still costs a list entry or a line of reading.
            self.line_chars = len(line) + 1
            self._grow(self.line_chars, number)
            if comment is not None:
                comment, line = self._continue_comment(comment, line)
                if comment is not None or not line.strip():
                    continue
            elif line.startswith("%"):
                continue  # comment or producer directive (%BCOptions, %HRTitleEvent ...)
            whole = TAG_LINE.fullmatch(line)
            if whole is not None:  # the common case: a line holding one tag
                self._tag(whole.group(1), unescape(whole.group(2)), number)
            else:
                comment = self._scan(line, number)
                if comment is not None:
                    comment_line = number
            if self.ready:
                yield from self.ready
                self.ready.clear()
        if comment is not None:
            raise line_problem(comment_line, msg("pbn.error.unclosed_comment", open="{", close="}"))
        self._finish(0)
        yield from self.ready
        self.ready.clear()

    def _continue_comment(self, comment: list[str], line: str) -> tuple[list[str] | None, str]:
        """A line inside an open ``{`` comment: the comment if still open, and the rest of the line."""
        end = line.find("}")
        if end < 0:
            comment.append(line)
            return comment, ""
        comment.append(line[:end])
        self.comments.append("\n".join(comment).strip())
        return None, line[end + 1:]

    def _scan(self, line: str, number: int) -> list[str] | None:
        """Read a line with tags, comments and section tokens mixed; returns an unclosed comment."""
        pos, length = 0, len(line)
        data: list[str] = []  # section text kept as written: tables align their columns
        start = end = -1
        while pos < length:
            char = line[pos]
            if char.isspace():
                pos += 1
                continue
            if char in ";{[" and start >= 0:
                data.append(line[start:end])
                start = -1
            if char == ";":
                self._comment(line[pos + 1:].strip(), number)
                break
            if char == "{":
                close = line.find("}", pos + 1)
                if close < 0:
                    self._section_data(data, number)
                    return [line[pos + 1:]]
                self._comment(line[pos + 1:close].strip(), number)
                pos = close + 1
            elif char == "[":
                self._section_data(data, number)
                data = []
                pos = self._scan_tag(line, pos, number)
            else:
                if start < 0:
                    start = pos
                pos = end = _word_end(line, pos)
        if start >= 0:
            data.append(line[start:end])
        self._section_data(data, number)
        return None

    def _comment(self, text: str, number: int) -> None:
        self.comments.append(text)

    def _scan_tag(self, line: str, pos: int, number: int) -> int:
        found = scan_tag(line, pos)
        if found is None:
            raise line_problem(number, msg("pbn.error.unclosed_tag", text=clip(line[pos:].strip())))
        name, value, end = found
        self._tag(name, value, number)
        return end

    def _section_data(self, data: list[str], number: int) -> None:
        if not data:
            return
        if self.last_tag is None:
            raise line_problem(number, msg("pbn.error.section_without_tag", token=clip(data[0])))
        text = " ".join(data)
        if self.last_tag in self.copied:
            self.copied.discard(self.last_tag)
            self.sections[self.last_tag] = []
        self.sections.setdefault(self.last_tag, []).append(text)

    def _tag(self, name: str, value: str, number: int) -> None:
        check_tag_value(name, value, number)
        if name == "Note":
            self.notes.append(value)
            return  # a note annotates the section before it, which stays open
        if name in self.tags:
            if name in ("Event", "Board"):
                self._finish(number)  # producers that leave out the empty line between games
                self._grow(self.line_chars, number)  # this line starts the next game
            else:
                raise PBNError(
                    "pbn.error.in_game", game=game_name(self.tags.get("Board"), self.count),
                    tag=name, line=number, problem=msg("pbn.error.repeated_tag"),
                )
        if value.strip() == "#":
            value = self._previous(name, number)
        self.tags[name] = value
        self.tag_lines[name] = number
        self.last_tag = name

    def _previous(self, name: str, number: int) -> str:
        """``#`` repeats the value (and section) the previous game gave this tag."""
        previous = self.previous
        if previous is None or name not in previous.tags:
            raise PBNError(
                "pbn.error.in_game", game=game_name(self.tags.get("Board"), self.count),
                tag=name, line=number, problem=msg("pbn.error.repeat_without_previous"),
            )
        if name in previous.sections:
            self.sections[name] = list(previous.sections[name])
            self.copied.add(name)
        return previous.tags[name]

    def _finish(self, number: int) -> None:
        if not self.tags:
            self.comments = []  # comments before the first tag belong to no game
            self.notes = []
            self.size = 0
            return
        if self.max_boards is not None and self.count >= self.max_boards:
            raise LimitExceeded("pbn.limit.boards", limit=self.max_boards)
        game = PBNGame(
            tags=self.tags, sections=self.sections, notes=self.notes,
            comments=self.comments, index=self.count, lines=self.tag_lines,
        )
        game.check()
        self.count += 1
        self.previous = game
        self.ready.append(game)
        self._reset()


def _check_max_boards(max_boards: int | None) -> int | None:
    if max_boards is not None and (isinstance(max_boards, bool) or not isinstance(max_boards, int)
                                   or max_boards < 1):
        raise InvalidArgument("engine.arg.int", name="max_boards", value=clip(max_boards),
                              low=1, high="∞")
    return max_boards


class _Bar:
    """The default progress report: a tqdm bar once a file passes :data:`PROGRESS_AFTER` games."""

    def __init__(self, size: int | None, consumed: Callable[[], int]) -> None:
        self.size, self.consumed = size, consumed
        self.bar: Any = None
        self.shown = 0

    def __call__(self, count: int) -> None:
        if self.bar is None:
            if count >= PROGRESS_AFTER:
                self.bar = self._open(count)
            return
        if self._open_bar():
            self.bar.update(count - self.shown)
            self.shown = count

    def _open(self, count: int) -> Any:
        try:
            from tqdm.auto import tqdm  # type: ignore[import-untyped]
        except ImportError:  # tqdm is a dependency, but the engine also runs without it
            return False
        total = None
        if self.size and self.consumed():  # estimated from the share of the file read so far
            total = max(count, round(count * self.size / self.consumed()))
        self.shown = count
        return tqdm(total=total, initial=count, desc=t("pbn.progress.reading"),
                    unit=" " + t("pbn.progress.unit"), leave=False)

    def _open_bar(self) -> bool:
        # Not "if self.bar": a tqdm bar of unknown total raises TypeError on bool().
        return self.bar is not None and self.bar is not False

    def close(self) -> None:
        if self._open_bar():
            self.bar.close()


def _stream(source: Source, max_boards: int | None, progress: Progress | bool | None,
            ) -> Iterator[PBNGame]:
    _check_max_boards(max_boards)
    consumed = 0

    def counted() -> Iterator[tuple[int, str]]:
        nonlocal consumed
        for number, line in numbered_lines(source):
            consumed += len(line) + 1
            yield number, line

    bar = _Bar(source_size(source), lambda: consumed) if progress is None or progress is True else None
    report: Progress | None = bar if bar is not None else progress if callable(progress) else None
    lines = counted() if bar is not None else numbered_lines(source)  # counting only feeds the bar
    try:
        for count, game in enumerate(_Reader(max_boards).read(lines), start=1):
            if report is not None:
                report(count)
            yield game
    finally:
        if bar is not None:
            bar.close()


@checked
def iter_pbn(source: str | bytes | os.PathLike[str] | Source, *, max_boards: int | None = MAX_BOARDS,
             progress: Progress | bool | None = None) -> Iterator[PBNGame]:
    """The games of a PBN file one at a time (path, bytes or open file), in bounded memory.

    ``max_boards`` (default :data:`~cardlearn.engine.pbn.MAX_BOARDS`; None for
    no limit) stops a file with more games. ``progress``: None shows a bar for
    files past a few hundred games, False shows none, or a callable receives
    the number of games read so far.
    """
    if isinstance(source, str):
        source = Path(source)
    yield from _stream(source, max_boards, progress)


@checked
def read_pbn(source: str | bytes | os.PathLike[str] | Source, *, max_boards: int | None = MAX_BOARDS,
             progress: Progress | bool | None = None) -> list[PBNGame]:
    """Every game of a PBN file from a path, bytes or an open file (encoding detected)."""
    return list(iter_pbn(source, max_boards=max_boards, progress=progress))


@checked
def parse_pbn(text: str, *, max_boards: int | None = MAX_BOARDS) -> list[PBNGame]:
    """Read every game of a PBN text; a broken game raises :class:`PBNError` naming it."""
    if not isinstance(text, str):
        raise InvalidArgument("pbn.error.not_text", value=clip(text))
    return list(_stream(text, max_boards, False))


def _word_end(line: str, pos: int) -> int:
    """Where the section word starting at ``pos`` ends: at a space, a tag, a comment or the line's end."""
    length = len(line)
    while pos < length and not line[pos].isspace() and line[pos] not in "[{;":
        pos += 1
    return pos
