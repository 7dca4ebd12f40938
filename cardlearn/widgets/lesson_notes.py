"""What the bridge and the Schieber lesson-deals tables share: finding the file, the notes, the board buttons.

:class:`~cardlearn.widgets.lesson_deals.LessonDealsTable` (bridge) and
:class:`~cardlearn.widgets.jass_lesson_deals.JassLessonDealsTable` (Schieber) both
draw a ``lesson`` part of their view from :func:`lesson_part`; the front end draws
it with ``lesson_deals_panel.js`` (board buttons and the plan above the felt, the
comment after the deal).
"""
from __future__ import annotations

import importlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from cardlearn.engine.lesson_notes import DealsError
from cardlearn.i18n import t
from cardlearn.widgets.base import IntentError

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.widgets.ai_pacing import AIPacing
    from cardlearn.widgets.base import TableWidget

    class _LessonTable(AIPacing, TableWidget):
        """What the mixin below is mixed into: a game table whose AI seats act."""
else:
    _LessonTable = object

DEALS_FOLDER = "deals"


class _Noted(Protocol):
    @property
    def number(self) -> int: ...

    def text(self, name: str, lang: str | None = None) -> str | None: ...


class Note:
    """A deal's note as a message parameter: the text in the language asked for (English if missing)."""

    def __init__(self, board: _Noted, name: str) -> None:
        self.board, self.name = board, name

    def text(self, lang: str | None = None) -> str:
        """The note in ``lang``."""
        return self.board.text(self.name, lang) or ""


def lesson_part(boards: Sequence[_Noted], current: _Noted | None, lang: str, label_key: str) -> dict[str, Any]:
    """The view's ``lesson`` part without the deal's own notes: the buttons and the labels."""
    return {
        "label": t(label_key, lang),
        "boards": [{"number": b.number, "current": b is current,
                    "text": t("deals.widget.board_button", lang, number=b.number,
                              title=b.text("title", lang) or "")} for b in boards],
        "plan_label": t("deals.widget.plan", lang),
        "lead_label": t("deals.widget.lead_note", lang),
        "comment_label": t("deals.widget.comment", lang),
    }


def check_board(deals: Any, number: Any) -> None:
    """Refuse a board the lesson does not have, naming the ones it has (the lesson tables' ``lesson-board``)."""
    try:
        deals.board(number)
    except DealsError as error:
        raise IntentError("widgets.error.bad_value", value=str(number)[:12],
                          allowed=", ".join(str(board.number) for board in deals.boards)) from error


class LessonDealsMixin(_LessonTable):
    """What the lesson-deals tables share: switching boards, leaving the lesson, the view's and repr's lesson part.

    The table says how to put a board on the felt (``_switch``), who plays the other seats
    (``_players``) and what its ``lesson`` part holds (``_lesson_view``).
    """

    REPR_KEY: ClassVar[str] = "lesson_board"  # the repr's name for the board at the table
    deals: Any
    lesson_board: Any

    def _switch(self, number: int) -> None:
        raise NotImplementedError

    def _players(self, board: Any) -> dict[str, Any]:
        raise NotImplementedError

    def _lesson_view(self, lang: str) -> dict[str, Any]:
        raise NotImplementedError

    def show_board(self, number: int) -> None:
        """Play board ``number`` of the lesson (from a notebook cell; the buttons send ``lesson-board``)."""
        self._announcements = []
        self._switch(number)  # an unknown number raises before anything changes
        self._run_ai(synchronous=True)
        self.publish()

    def _on_lesson_board(self, fields: dict[str, Any]) -> None:
        check_board(self.deals, fields["board"])
        self._switch(fields["board"])

    def _leave_lesson(self) -> None:
        """The table leaves the lesson's boards (the AI plays every other seat again)."""
        self.lesson_board = None
        self.players = self._players(None)

    def build_view(self, lang: str) -> dict[str, Any]:
        """The table's view with the lesson's part: boards, title, plan, notes, comment."""
        view = super().build_view(lang)
        view["lesson"] = self._lesson_view(lang)
        return view

    def repr_fields(self) -> dict[str, Any]:
        """The table's fields and the lesson board being played."""
        fields = dict(super().repr_fields())
        fields["lesson"] = self.deals.slug
        if self.lesson_board is not None:
            fields[self.REPR_KEY] = self.lesson_board.number
        return fields


def deals_path(slug: str) -> Path:
    """The TOML file of a lesson's deals: ``deals/`` beside the notebook, ``../deals``, else the installed one."""
    name = f"{slug}.toml"
    for folder in (Path(DEALS_FOLDER), Path("..") / DEALS_FOLDER):
        if (folder / name).is_file():
            return folder / name
    installed = Path(__file__).resolve().parents[2] / "lessons" / DEALS_FOLDER
    try:
        shipped = importlib.import_module("cardlearn.lessons")  # the lessons/ folder, installed with cardlearn
        installed = Path(str(shipped.__file__)).resolve().parent / DEALS_FOLDER
    except ImportError:  # a source tree without the package mapping: the folder beside cardlearn/
        pass
    if not (installed / name).is_file():
        known = sorted(p.stem for p in installed.glob("*.toml"))
        raise DealsError("deals.error.no_lesson", slug=str(slug)[:60], slugs=", ".join(known))
    return installed / name


__all__ = ["DEALS_FOLDER", "LessonDealsMixin", "Note", "deals_path", "lesson_part"]
