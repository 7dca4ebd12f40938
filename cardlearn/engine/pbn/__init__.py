"""Portable Bridge Notation: deal strings (``N:AKQ2.AK.AK.AKQ32 ...``) and PBN files.

The package is split by job: :mod:`.deal` (deal strings), :mod:`.lexer` (tags,
comments, tokens and the size limits), :mod:`.encoding` (bytes to lines, the
encoding detected), :mod:`.game` (one game and its tag values), :mod:`.reader`
(games streamed one at a time), :mod:`.writer` and :mod:`.html`.

Every problem raises :class:`~cardlearn.engine.errors.PBNError` with a
localized message that names the place and says what is expected; an input
past a limit raises :class:`~cardlearn.engine.errors.LimitExceeded` naming
the limit (the offending text is never repeated whole).

Limits: a line holds at most :data:`MAX_LINE_CHARS` characters, a tag value
:data:`MAX_TAG_VALUE_CHARS`, one game :data:`MAX_GAME_CHARS` in all, and a file
:data:`MAX_BOARDS` games unless ``max_boards=`` says otherwise.
"""
from __future__ import annotations

from cardlearn.engine.pbn.deal import SEATS, format_deal, format_hand, parse_and_format, parse_deal
from cardlearn.engine.pbn.game import PBNGame, normalize_call, result_fields
from cardlearn.engine.pbn.html import game_html
from cardlearn.engine.pbn.lexer import (
    MAX_BOARDS,
    MAX_GAME_CHARS,
    MAX_LINE_CHARS,
    MAX_TAG_VALUE_CHARS,
)
from cardlearn.engine.pbn.reader import PROGRESS_AFTER, iter_pbn, parse_pbn, read_pbn
from cardlearn.engine.pbn.writer import write_pbn

__all__ = [
    "MAX_BOARDS",
    "MAX_GAME_CHARS",
    "MAX_LINE_CHARS",
    "MAX_TAG_VALUE_CHARS",
    "PROGRESS_AFTER",
    "SEATS",
    "PBNGame",
    "format_deal",
    "format_hand",
    "game_html",
    "iter_pbn",
    "normalize_call",
    "parse_and_format",
    "parse_deal",
    "parse_pbn",
    "read_pbn",
    "result_fields",
    "write_pbn",
]
