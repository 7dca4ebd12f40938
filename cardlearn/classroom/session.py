"""A duplicate session: a folder of boards every learner plays, its settings, and one results file per learner.

``cardlearn class new NAME`` writes::

    NAME/
      session.json        settings (format, game, boards, language, names shown or not, notes per board)
      boards.pbn          the boards: dealer and vulnerability per board number, as in a club (bridge)
      results/            one file per learner, <learner>.json, written only by that learner

Why one file per learner: on a class hub everyone reads the folder but each learner writes
only their own file (``results/`` is sticky and world-writable, like ``/tmp``: nobody can
replace or delete another's file), and two kernels of one learner are serialized by a lock.
Every result is checked when read (:mod:`cardlearn.classroom.session_results`): a damaged
or hand-edited file is refused by name and never changes what the others see.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import cached_property
from pathlib import Path
from typing import Any

from cardlearn.classroom import BadSetting, ClassroomError
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.files import FileProblem, read_json, write_json_atomic, write_text_atomic
from cardlearn.engine.paths import writable_folder
from cardlearn.engine.validate import clip

FORMAT = "cardlearn-session"
VERSION = 1
SESSION_FILE = "session.json"
BOARDS_FILE = "boards.pbn"
RESULTS_FOLDER = "results"
NAME_PATTERN = r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}"
"""A session's name: a plain folder name (no dots, slashes or spaces)."""
LEARNER_PATTERN = r"[A-Za-z0-9][A-Za-z0-9_.-]{0,31}"
"""A learner's name: the hub's user names, which are folder names too."""
GAMES = ("bridge", "schieber")
NAMES = ("shown", "anonymous")
MISSING = ("skip", "average", "average_minus", "average_plus")
"""What a board a learner did not play counts in the ranking: left out, or an artificial score."""
MAX_BOARDS = 36
MAX_NOTE_CHARS = 300
SESSION_MAX_BYTES = 256 * 1024
DEFAULT_FOLDER = "cardlearn-classes"
"""Where sessions are kept when neither ``--dir`` nor ``$CARDLEARN_CLASSES`` says otherwise."""


class SessionError(ClassroomError):
    """A session or a results file that cannot be used; the message names it and says what to do."""


def check_name(name: object) -> str:
    """``name`` if it is a session name (:data:`NAME_PATTERN`), else :class:`BadSetting`."""
    if not isinstance(name, str) or not re.fullmatch(NAME_PATTERN, name):
        raise BadSetting("classroom.session.bad_name", name=clip(name, 60))
    return name


def check_learner(name: object) -> str:
    """``name`` if it is a learner's name (:data:`LEARNER_PATTERN`), else :class:`BadSetting`."""
    if not isinstance(name, str) or not re.fullmatch(LEARNER_PATTERN, name) or ".." in name:
        raise BadSetting("classroom.session.bad_learner", name=clip(name, 60))
    return name


def sessions_folder(folder: str | os.PathLike[str] | None = None) -> Path:
    """The folder holding the sessions: ``folder``, else ``$CARDLEARN_CLASSES``, else ``./cardlearn-classes``."""
    chosen = folder if folder is not None else os.environ.get("CARDLEARN_CLASSES") or DEFAULT_FOLDER
    return Path(chosen).expanduser()


@dataclass
class SessionSettings:
    """What ``session.json`` holds."""

    name: str
    game: str = "bridge"
    boards: int = 8
    lang: str = "en"
    names: str = "shown"
    missing: str = "skip"
    scale: int = 2
    notes: dict[str, str] = field(default_factory=dict)  # board number -> the lesson's sentence after it
    seed: str | None = None
    created: str = ""

    def to_json(self) -> dict[str, Any]:
        """The settings as ``session.json`` stores them."""
        return {"format": FORMAT, "version": VERSION, **self.__dict__}

    @classmethod
    def from_json(cls, data: Any, path: Path) -> SessionSettings:
        """Settings read back; anything that is not what :meth:`to_json` writes is a SessionError."""
        known = set(cls.__dataclass_fields__) | {"format", "version"}
        if not isinstance(data, dict) or data.get("format") != FORMAT or not set(data) <= known:
            raise SessionError("classroom.session.bad_file", path=str(path))
        values = {key: value for key, value in data.items() if key not in ("format", "version")}
        try:
            settings = cls(**values)
            settings.check()
        except (TypeError, BadSetting):
            raise SessionError("classroom.session.bad_file", path=str(path)) from None
        return settings

    def check(self) -> None:
        """Raise :class:`BadSetting` for a value that cannot work."""
        check_name(self.name)
        for value, allowed, option in ((self.game, GAMES, "game"), (self.names, NAMES, "--names"),
                                       (self.missing, MISSING, "--missing")):
            if value not in allowed:
                raise BadSetting("cli.error.choice", option=option, value=clip(value), choices=", ".join(allowed))
        if isinstance(self.boards, bool) or not isinstance(self.boards, int) or not 1 <= self.boards <= MAX_BOARDS:
            raise BadSetting("classroom.session.bad_boards", value=clip(self.boards), high=MAX_BOARDS)
        if self.scale not in (1, 2) or isinstance(self.scale, bool):
            raise BadSetting("cli.error.choice", option="scale", value=clip(self.scale), choices="1, 2")
        if not isinstance(self.notes, dict) or not all(
                isinstance(k, str) and k.isdigit() and 1 <= int(k) <= self.boards
                and isinstance(v, str) and len(v) <= MAX_NOTE_CHARS for k, v in self.notes.items()):
            raise BadSetting("classroom.session.bad_note", high=self.boards, chars=MAX_NOTE_CHARS)


class Session:
    """One session folder: its settings, boards (or Schieber deals) and results files."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        path = self.folder / SESSION_FILE
        if not path.is_file():
            raise SessionError("classroom.session.missing", path=str(self.folder))
        try:
            self.settings = SessionSettings.from_json(read_json(path, max_bytes=SESSION_MAX_BYTES), path)
        except FileProblem as error:
            raise SessionError("classroom.session.bad_file", path=str(path)) from error

    @classmethod
    def named(cls, name: str, folder: str | os.PathLike[str] | None = None) -> Session:
        """The session ``name`` in the sessions folder (see :func:`sessions_folder`)."""
        return cls(sessions_folder(folder) / check_name(name))

    @property
    def name(self) -> str:
        """The session's name."""
        return self.settings.name

    @property
    def results_folder(self) -> Path:
        """The folder of the learners' results files."""
        return self.folder / RESULTS_FOLDER

    def results_file(self, learner: str) -> Path:
        """The results file of ``learner`` (whose name is checked)."""
        return self.results_folder / f"{check_learner(learner)}.json"

    @cached_property
    def boards(self) -> list[Any]:
        """The session's boards in order: bridge :class:`~cardlearn.engine.bridge.Board` objects, or
        Schieber deals (:class:`~cardlearn.classroom.schieber_session.SchieberBoard`)."""
        if self.settings.game == "schieber":
            from cardlearn.classroom.schieber_session import schieber_boards

            return schieber_boards(self.settings)
        from cardlearn.engine.bridge.boards import load_boards

        path = self.folder / BOARDS_FILE
        try:
            boards = load_boards(path, max_boards=MAX_BOARDS)
        except CardlearnError as error:
            raise SessionError("classroom.session.bad_boards_file", path=str(path),
                               problem=error.message) from None
        if len(boards) != self.settings.boards:
            raise SessionError("classroom.session.bad_file", path=str(path))
        return boards

    def board(self, number: int) -> Any:
        """Board ``number`` (1-based)."""
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(self.boards):
            raise BadSetting("classroom.session.no_board", number=clip(number), high=len(self.boards))
        return self.boards[number - 1]

    def note(self, number: int) -> str | None:
        """The lesson's sentence shown after board ``number``: the teacher's, else the PBN file's first comment."""
        text = self.settings.notes.get(str(number))
        if text:
            return text
        if self.settings.game != "bridge":
            return None
        source = self.board(number).source
        comments = [c.strip() for c in (source.comments if source is not None else []) if c.strip()]
        return clip(comments[0], MAX_NOTE_CHARS) if comments else None

    def learners(self) -> list[str]:
        """The learners with a results file, by name."""
        if not self.results_folder.is_dir():
            return []
        names = []
        for path in self.results_folder.glob("*.json"):
            if re.fullmatch(LEARNER_PATTERN, path.stem):
                names.append(path.stem)
        return sorted(names)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def create_session(settings: SessionSettings, folder: str | os.PathLike[str] | None = None,
                   pbn_text: str | None = None) -> Session:
    """Write a new session folder (settings, boards, empty results); refuses an existing one.

    Everything is checked and made in memory first: a bad setting or a broken PBN file
    writes nothing.
    """
    settings.check()
    root = writable_folder(sessions_folder(folder))
    target = root / settings.name
    if os.path.lexists(target):
        raise SessionError("classroom.session.exists", path=str(target))
    settings.created = settings.created or _now()
    root.mkdir(parents=True, exist_ok=True)
    partial = root / f".{settings.name}.partial"
    if os.path.lexists(partial):
        raise SessionError("classroom.session.exists", path=str(partial))
    partial.mkdir()
    try:
        if pbn_text is not None:
            write_text_atomic(partial / BOARDS_FILE, pbn_text)
        write_json_atomic(partial / SESSION_FILE, settings.to_json(), indent=2)
        results = partial / RESULTS_FOLDER
        results.mkdir()
        # Every learner may add their own file, nobody may replace or delete another's (sticky, as /tmp).
        os.chmod(results, 0o1777)
        os.chmod(partial, 0o755)
        os.rename(partial, target)  # the session appears whole or not at all
    except BaseException:
        import shutil

        shutil.rmtree(partial, ignore_errors=True)
        raise
    return Session(target)


__all__ = ["GAMES", "LEARNER_PATTERN", "MISSING", "NAMES", "NAME_PATTERN", "Session", "SessionError",
           "SessionSettings", "check_learner", "check_name", "create_session", "sessions_folder"]
