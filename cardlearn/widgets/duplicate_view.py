"""The session part of a duplicate table's view, shared by the bridge and the Schieber table.

A board's traveller is read once per language, and only after the learner has
finished the board (the session itself refuses earlier, too).
"""
from __future__ import annotations

from typing import Any

from cardlearn.engine.errors import CardlearnError
from cardlearn.i18n import Message, t


class DuplicateViewMixin:
    """``_traveller`` and ``_duplicate_part`` for a table that plays a session's boards in order."""

    _recorded: bool
    _travellers: dict[str, Any]
    _problem: Message | None
    _index: int
    _boards: list[Any]
    _seat: Any

    @property
    def board_number(self) -> int:
        """The number of the board at the table (the table says which)."""
        raise NotImplementedError

    def _start_session(self, seat: Any) -> tuple[Any, bool]:
        """Start at the learner's first unfinished board (the last one when all are done).

        Returns the learner's finished boards and whether any board is still to play.
        """
        self._seat = seat
        self._boards = list(seat.boards())
        done = seat.finished()
        pending = [i for i, board in enumerate(self._boards) if board.number not in done]
        self._index = pending[0] if pending else len(self._boards) - 1
        self._recorded = False
        self._travellers = {}
        self._problem = None
        return done, bool(pending)

    def _traveller(self, lang: str) -> dict[str, Any] | None:
        if not self._recorded:
            return None  # never before the learner finished the board
        if lang not in self._travellers:
            try:
                self._travellers[lang] = self._seat.traveller(self.board_number, lang)
            except CardlearnError as error:
                return {"problem": error.localized(lang)}
        return self._travellers[lang]

    def _duplicate_part(self, lang: str, board_key: str) -> dict[str, Any]:
        """Which board (``board_key`` names it in the catalog), the traveller once finished, a problem, the end."""
        last = self._index + 1 >= len(self._boards)
        return {
            "board": t(board_key, lang, board=self.board_number, count=len(self._boards)),
            "traveller": self._traveller(lang),
            "problem": self._problem.text(lang) if self._problem is not None else None,
            "done": t("classroom.duplicate.done", lang) if self._recorded and last else None,
        }


__all__ = ["DuplicateViewMixin"]
