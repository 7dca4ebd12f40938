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
from typing import Any, Protocol

from cardlearn.engine.lesson_notes import DealsError
from cardlearn.i18n import t
from cardlearn.widgets.base import IntentError

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


__all__ = ["DEALS_FOLDER", "Note", "deals_path", "lesson_part"]
