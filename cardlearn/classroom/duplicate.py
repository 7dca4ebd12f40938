"""Playing a session: the learner's table, and the notebook ``cardlearn class assign`` puts in every learner's folder.

The notebook is two cells: ``cardlearn.duplicate_table(SESSION, learner=NAME, lang=LANG)``
and the table. The learner's name is written into it by ``assign`` (a hub's user name, a
folder name); on a hub ``$JUPYTERHUB_USER`` is used when no name is given.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from cardlearn.classroom.session import Session, SessionError, check_learner, check_name
from cardlearn.classroom.session_results import learner_results, read_raw, record_result
from cardlearn.classroom.travellers import traveller_view
from cardlearn.engine.bridge.boards import Board
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.files import write_bytes_atomic
from cardlearn.i18n import resolve_language, t

NOTEBOOK_PREFIX = "duplicate-"


class LearnerSeat:
    """One learner's place in a session: the :class:`~cardlearn.widgets.bridge_duplicate.DuplicateSeat`
    a :class:`~cardlearn.widgets.bridge_duplicate.DuplicateTable` plays through."""

    def __init__(self, session: Session, learner: str) -> None:
        self.session = session
        self.learner = check_learner(learner)

    def boards(self) -> list[Board]:
        """The session's boards in order."""
        return list(self.session.boards)

    def finished(self) -> dict[int, dict[str, Any]]:
        """The boards this learner has recorded (checked): number -> record."""
        learner_results(self.session, self.learner)  # refuses a damaged file before the table uses it
        raw = read_raw(self.session.results_file(self.learner), self.learner, self.session)
        return {int(key): record for key, record in raw.items()}

    def record(self, number: int, record: dict[str, Any]) -> None:
        """Add a finished board to this learner's results file."""
        record_result(self.session, self.learner, {**record, "board": number})

    def traveller(self, number: int, lang: str) -> dict[str, Any]:
        """The traveller of board ``number`` (refused before this learner finished it)."""
        return traveller_view(self.session, number, self.learner, lang)


def _learner_name(learner: str | None) -> str:
    name = learner if learner is not None else os.environ.get("JUPYTERHUB_USER") or os.environ.get("USER") or ""
    return check_learner(name)


def duplicate_table(session: str | os.PathLike[str], learner: str | None = None, lang: str | None = None,
                    **kwargs: Any) -> Any:
    """The table of a session for ``learner`` (default: ``$JUPYTERHUB_USER``): its boards in order, South,
    the traveller after each board. ``kwargs`` go to :class:`~cardlearn.widgets.bridge_duplicate.DuplicateTable`."""
    opened = Session(session)
    seat = LearnerSeat(opened, _learner_name(learner))
    if opened.settings.game == "schieber":
        from cardlearn.classroom.schieber_session import schieber_table

        return schieber_table(seat, lang=lang, **kwargs)
    from cardlearn.widgets.bridge_duplicate import DuplicateTable

    seat.finished()  # a damaged results file is refused here, before a table is built
    return DuplicateTable(seat, lang=lang or opened.settings.lang, **kwargs)


def notebook_json(session: Session, learner: str, lang: str, path: str | None = None) -> str:
    """The learner's notebook for ``session`` (nbformat 4, no outputs); ``path``: the session as the
    notebook names it (default: its absolute folder, shared on a hub)."""
    heading = t("classroom.duplicate.notebook_title", lang, name=session.name)
    intro = t("classroom.duplicate.notebook_intro", lang, boards=len(session.boards))
    where = path if path is not None else str(session.folder.resolve())
    code = (f"import cardlearn\n\ntable = cardlearn.duplicate_table({where!r}, "
            f"learner={learner!r}, lang={lang!r})\ntable")
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": f"# {heading}\n\n{intro}"},
        {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": code},
    ]
    notebook = {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                            "name": "python3"},
                                             "language_info": {"name": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def notebook_name(session: Session) -> str:
    """The file name of a session's notebook in a learner's folder."""
    return f"{NOTEBOOK_PREFIX}{check_name(session.name)}.ipynb"


def place_notebook(session: Session, folder: Path, learner: str, lang: str | None = None,
                   owner: tuple[int, int] | None = None, path: str | None = None) -> Path | None:
    """Put the session's notebook into ``folder`` unless one is there already (a learner's is never replaced)."""
    language = resolve_language(lang or session.settings.lang)
    target = folder / notebook_name(session)
    if os.path.lexists(target):
        return None
    if not folder.is_dir():
        raise SessionError("classroom.session.no_folder", path=str(folder))
    write_bytes_atomic(target, notebook_json(session, check_learner(learner), language, path).encode("utf-8"),
                       owner=owner, follow_symlinks=False)
    return target


def copy_session(session: Session, folder: Path) -> str:
    """A copy of the session (settings, boards, an empty results folder) in ``folder``, for a learner
    without a hub; returns its name (the notebook beside it names it so). An existing copy is kept."""
    from cardlearn.classroom.session import BOARDS_FILE, RESULTS_FOLDER, SESSION_FILE

    target = folder / session.name
    if not os.path.lexists(target):
        target.mkdir()
        for name in (SESSION_FILE, BOARDS_FILE):
            if (session.folder / name).is_file():
                write_bytes_atomic(target / name, (session.folder / name).read_bytes())
        (target / RESULTS_FOLDER).mkdir()
    return session.name


ASSIGNED_MARKER = ".assigned"
"""A file in a session folder: the session was assigned, so a hub gives its notebook to every new learner."""


def mark_assigned(session: Session) -> None:
    """Remember that ``session`` is assigned (the hub's start hook then places it for new learners)."""
    write_bytes_atomic(session.folder / ASSIGNED_MARKER, b"assigned\n")


def place_assigned_sessions(classes: Path, folder: Path, learner: str,
                            owner: tuple[int, int] | None = None) -> list[Path]:
    """Place the notebook of every assigned session in ``classes`` into ``folder`` (a learner's lessons)."""
    placed: list[Path] = []
    if not classes.is_dir():
        return placed
    for entry in sorted(classes.iterdir()):
        if not (entry / ASSIGNED_MARKER).is_file():
            continue
        try:
            path = place_notebook(Session(entry), folder, learner, owner=owner)
        except CardlearnError:
            continue  # a broken session must not stop a learner's server from starting
        if path is not None:
            placed.append(path)
    return placed


__all__ = ["ASSIGNED_MARKER", "LearnerSeat", "copy_session", "duplicate_table", "mark_assigned", "notebook_json", "notebook_name", "place_assigned_sessions", "place_notebook"]
