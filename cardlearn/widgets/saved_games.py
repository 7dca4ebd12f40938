"""Saved games are data: the versioned format of ``table.save()`` and the checks ``Table.load()`` makes.

A saved game is one JSON object::

    {"format": "cardlearn-saved-game", "version": 2, "table": "bridge" | "jass", ...}

Loading reads the file through :mod:`cardlearn.engine.files` (a regular file,
at most :data:`MAX_SAVE_BYTES`, nested at most :data:`MAX_SAVE_DEPTH` deep),
refuses another program's file, another table's game and another format
version, refuses any field it does not know (so a file cannot set ``_esm``,
``_css``, ``layout`` or any other trait), checks every known field's type and
range, checks each setting exactly as the front end's ``set`` intent is checked
(:meth:`~cardlearn.widgets.base.TableWidget.checked_setting`), and then
*replays* the game from its deal and moves through the engine: a move that
does not fit the deal refuses the file. Every problem is a
:class:`SavedGameError` (localized, with ``.localized(lang)``) raised before
anything is built, so a refused file changes nothing.

The table-specific fields are read in :mod:`cardlearn.widgets.bridge_session`
and :mod:`cardlearn.widgets.jass_learning`; ``docs/teachers/saved-games.md``
describes the format for people.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from os import PathLike
from typing import Any, NoReturn

from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.files import FileProblem, as_path, read_json, write_text_atomic
from cardlearn.engine.paths import writable_file
from cardlearn.engine.validate import clip
from cardlearn.i18n import Message, msg
from cardlearn.widgets.base import IntentError

FORMAT = "cardlearn-saved-game"
VERSION = 2
MAX_SAVE_BYTES = 4 * 1024 * 1024
"""A saved game larger than this is refused unread (a long Jass match saves in well under 1 MB)."""
MAX_SAVE_DEPTH = 8
"""How deep lists and objects may nest in a saved game (cardlearn writes at most four levels)."""
_OLD_KINDS = {"cardlearn-bridge-table": "bridge", "cardlearn-jass-table": "jass"}
_TABLE_CLASSES = {"bridge": "BridgeTable", "jass": "JassTable"}
_RNG_WORDS = 625  # Mersenne Twister: 624 words of state and the position in them


class SavedGameError(IntentError):
    """A saved game that cannot be loaded (unreadable, foreign, another version, a bad field); nothing changed."""


def header(table: str) -> dict[str, Any]:
    """The first fields of every saved game of ``table`` (``"bridge"`` or ``"jass"``)."""
    return {"format": FORMAT, "version": VERSION, "table": table}


def write_saved(path: str | PathLike[str], data: dict[str, Any]) -> None:
    """Write a saved game atomically (a full disk leaves the previous save whole); FileProblem if not.

    ``path`` passes the path policy first (:func:`cardlearn.engine.paths.writable_file`):
    no system folder, not a folder, in a folder this user may write; else ``PathRefused``.
    """
    writable_file(as_path(path))
    # One field per line: a person can read the file, and the long random state stays on one line.
    lines = [f" {json.dumps(name)}: {json.dumps(value, ensure_ascii=False)}" for name, value in data.items()]
    write_text_atomic(path, "{\n" + ",\n".join(lines) + "\n}\n")


def read_saved(path: Any, table: str) -> Fields:
    """The checked header of a saved game of ``table``, and its fields to read; SavedGameError if refused."""
    try:
        where = as_path(path)
        data = read_json(where, max_bytes=MAX_SAVE_BYTES, max_depth=MAX_SAVE_DEPTH)
    except FileProblem as problem:
        raise SavedGameError("widgets.review.error.load", path=clip(path, 200), problem=problem.message) from None
    shown = str(where)
    if not isinstance(data, dict):
        raise SavedGameError("widgets.saved.error.not_saved_game", path=shown)
    kind = data.get("kind")
    old = _OLD_KINDS.get(kind) if isinstance(kind, str) else None  # version 1 named the table in "kind"
    if data.get("format") != FORMAT and old is None:
        raise SavedGameError("widgets.saved.error.not_saved_game", path=shown)
    found = data.get("table") if data.get("format") == FORMAT else old
    if found != table:
        if isinstance(found, str) and found in _TABLE_CLASSES:
            raise SavedGameError("widgets.saved.error.other_table", path=shown, found=_TABLE_CLASSES[found],
                                 expected=_TABLE_CLASSES[table])
        raise SavedGameError("widgets.saved.error.not_saved_game", path=shown)
    version = data.get("version")
    if data.get("format") != FORMAT or type(version) is not int or version != VERSION:  # not 2.0, not True
        raise SavedGameError("widgets.saved.error.version", path=shown, found=clip(version, 12),
                             expected=VERSION)
    return Fields(data, shown)


class Fields:
    """The fields of one JSON object of a saved game, each read with its check; the first problem raises."""

    def __init__(self, data: dict[str, Any], path: str, where: str = "") -> None:
        self.data, self.path, self.where = data, path, where

    def name(self, field: str) -> str:
        """The field's full name for a message (``history[2].calls``)."""
        return f"{self.where}.{field}" if self.where else field

    def fail(self, field: str, problem: Message) -> NoReturn:
        """Refuse the file: ``field`` has ``problem``."""
        raise SavedGameError("widgets.saved.error.field", path=self.path, field=clip(self.name(field)),
                             problem=problem)

    def get(self, field: str) -> Any:
        """The raw value of a field that must be present."""
        if field not in self.data:
            raise SavedGameError("widgets.saved.error.missing_field", path=self.path, field=self.name(field))
        return self.data[field]

    def only(self, fields: Sequence[str]) -> None:
        """Refuse any field besides ``fields`` (a saved game holds data, never a trait or a module)."""
        for field in self.data:
            if field not in fields:
                raise SavedGameError("widgets.saved.error.unknown_field", path=self.path,
                                     field=clip(self.name(str(field))))

    def integer(self, field: str, low: int, high: int, *, optional: bool = False) -> Any:
        """A whole number from ``low`` to ``high`` (None allowed if ``optional``)."""
        value = self.get(field)
        if value is None and optional:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            self.fail(field, msg("widgets.saved.problem.number", low=low, high=high))
        return value

    def choice(self, field: str, allowed: Sequence[Any], *, optional: bool = False) -> Any:
        """One of ``allowed`` (None allowed if ``optional``)."""
        value = self.get(field)
        if value is None and optional:
            return None
        if not isinstance(value, str) or value not in allowed:
            self.fail(field, msg("widgets.error.bad_value", value=clip(value, 24),
                                 allowed=", ".join(str(a) for a in allowed)))
        return value

    def text(self, field: str, limit: int) -> str:
        """A string of at most ``limit`` characters."""
        value = self.get(field)
        if not isinstance(value, str) or len(value) > limit:
            self.fail(field, msg("widgets.saved.problem.text", limit=limit))
        return value

    def items(self, field: str, limit: int, check: Callable[[Any], bool] | None = None) -> list[Any]:
        """A list of at most ``limit`` entries, each passing ``check`` if given."""
        value = self.get(field)
        if not isinstance(value, list) or len(value) > limit or \
                (check is not None and not all(check(item) for item in value)):
            self.fail(field, msg("widgets.saved.problem.list", limit=limit))
        return value

    def nested(self, field: str, value: Any = None) -> Fields:
        """The fields of an object inside this one (``value`` given: an entry of a list field)."""
        if value is None:
            value = self.get(field)
        if not isinstance(value, dict):
            self.fail(field, msg("widgets.saved.problem.object"))
        return Fields(value, self.path, self.name(field))

    def rng_state(self, field: str) -> tuple[Any, ...]:
        """A ``random.Random`` state as cardlearn saves it (a list of ``[3, [625 words], None]``)."""
        value = self.get(field)
        ok = isinstance(value, list) and len(value) == 3 and value[0] == 3 \
            and (value[2] is None or isinstance(value[2], float)) \
            and isinstance(value[1], list) and len(value[1]) == _RNG_WORDS \
            and all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 2**32 for w in value[1]) \
            and value[1][-1] <= 624
        if ok:
            state = (3, tuple(value[1]), value[2])
            try:
                random.Random().setstate(state)
                return state
            except (TypeError, ValueError):
                pass
        self.fail(field, msg("widgets.saved.problem.random"))

    def settings(self, table_class: Any) -> dict[str, Any]:
        """The saved settings, each checked as the front end's ``set`` intent checks it; no other name."""
        fields = self.nested("settings")
        allowed = table_class.setting_names()
        fields.only(allowed)
        checked = {}
        for name in fields.data:
            try:
                checked[name] = table_class.checked_setting(name, fields.get(name))
            except CardlearnError as error:
                fields.fail(name, error.message)
        return checked


def move_failed(path: str, number: int, error: CardlearnError) -> NoReturn:
    """Refuse the file: move ``number`` (1-based) does not fit the game; the engine's reason is given."""
    raise SavedGameError("widgets.saved.error.move", path=path, number=number, problem=error.message)


def jsonable_state(state: Any) -> Any:
    """A ``random.Random`` state as JSON lists (tuples become lists)."""
    return [jsonable_state(v) for v in state] if isinstance(state, tuple) else state


__all__ = [
    "FORMAT",
    "MAX_SAVE_BYTES",
    "MAX_SAVE_DEPTH",
    "VERSION",
    "Fields",
    "SavedGameError",
    "header",
    "jsonable_state",
    "move_failed",
    "read_saved",
    "write_saved",
]
