"""The session part of a duplicate table's view, shared by the bridge and the Schieber table.

:func:`duplicate_view` draws it from a :class:`DuplicateState`: which board, the traveller once the
learner has finished the board, a problem, the end of the session. A board's traveller is read once per
language, and only after the learner has finished the board (the session itself refuses earlier, too);
:class:`DuplicateSessionMixin` keeps the session's place and that cache.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardlearn.engine.errors import CardlearnError
from cardlearn.i18n import Message, t
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.table_parts import optional_text

if TYPE_CHECKING:  # pragma: no cover
    class _Table:
        """What the session mixin is mixed into: a table with an undo."""

        def _on_undo(self, fields: dict[str, Any]) -> None:
            """The table's own undo."""
else:
    _Table = object


@dataclass(frozen=True)
class DuplicateState:
    """Where a duplicate table is in its session: the board, how many, whether it is recorded, a problem."""

    board_number: int
    boards: int
    last: bool  # the board at the table is the session's last
    recorded: bool  # the learner finished the board and it is recorded
    problem: Message | None
    traveller: Callable[[str], dict[str, Any] | None]  # the board's traveller in a language (once recorded)


def duplicate_view(state: DuplicateState, board_key: str, lang: str) -> dict[str, Any]:
    """Which board (``board_key`` names it in the catalog), the traveller once finished, a problem, the end."""
    return {
        "board": t(board_key, lang, board=state.board_number, count=state.boards),
        "traveller": state.traveller(lang) if state.recorded else None,  # never before the board is finished
        "problem": optional_text(state.problem, lang),
        "done": t("classroom.duplicate.done", lang) if state.recorded and state.last else None,
    }


class DuplicateSessionMixin(_Table):
    """The session's place for a table that plays a session's boards in order, and the travellers read so far."""

    TITLE_KEY = "classroom.duplicate.title"  # the session's title on either table
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
        if lang not in self._travellers:
            try:
                self._travellers[lang] = self._seat.traveller(self.board_number, lang)
            except CardlearnError as error:
                return {"problem": error.localized(lang)}
        return self._travellers[lang]

    def _duplicate_state(self) -> DuplicateState:
        return DuplicateState(board_number=self.board_number, boards=len(self._boards),
                              last=self._index + 1 >= len(self._boards), recorded=self._recorded,
                              problem=self._problem, traveller=self._traveller)

    def _duplicate_part(self, lang: str, board_key: str) -> dict[str, Any]:
        return duplicate_view(self._duplicate_state(), board_key, lang)

    def _record_board(self, record: dict[str, Any]) -> None:
        """Give the finished board's record to the seat; a failure is said at the table and the board stays."""
        try:
            self._seat.record(self.board_number, record)
        except CardlearnError as error:  # a full disk, a damaged file
            self._problem = error.message
            return
        self._recorded, self._problem, self._travellers = True, None, {}

    def _new_board_started(self) -> None:
        """The next board is at the table: not recorded, no traveller read, no problem."""
        self._recorded, self._travellers, self._problem = False, {}, None

    def _on_undo(self, fields: dict[str, Any]) -> None:
        """The table's undo, refused once the board is recorded (a recorded result stays)."""
        if self._recorded:
            raise IntentError("classroom.duplicate.error.recorded")
        super()._on_undo(fields)

    def _on_refresh_traveller(self, fields: dict[str, Any]) -> None:
        self._travellers = {}

    def _on_new_deal(self, fields: dict[str, Any]) -> None:
        self._next_board()

    def _next_board(self) -> None:
        """On to the next board, once this one is recorded (the table sets the board up)."""
        if not self._recorded:
            raise IntentError("classroom.duplicate.error.finish_first")
        if self._index + 1 >= len(self._boards):
            raise IntentError("classroom.duplicate.error.last_board")
        self._go_to_board(self._index + 1)

    def _go_to_board(self, index: int) -> None:
        """Set board ``index`` of the session up at the table (each table says how)."""
        raise NotImplementedError


__all__ = ["DuplicateSessionMixin", "DuplicateState", "duplicate_view"]
