"""SchieberDuplicateTable: the JassTable playing a session's Schieber boards in order, a traveller after each.

Like :class:`~cardlearn.widgets.bridge_duplicate.DuplicateTable` it is given a seat (the session's
side: boards with ``match()`` and ``replay(moves)``, the learner's records, travellers). A board is the first deal of a match dealt from the
board's seed; when its last trick is played the moves are recorded and the traveller (points per
deal, matchpoints) is shown; "Next deal" goes to the next board, "New match" and undoing a recorded
deal are refused.
"""
from __future__ import annotations

from typing import Any, ClassVar

from cardlearn.widgets.base import IntentError
from cardlearn.widgets.duplicate_view import DuplicateSessionMixin
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.jass_table import JassTable


class SchieberDuplicateTable(DuplicateSessionMixin, JassTable):
    """A session's Schieber boards at the table, one deal each, with the traveller after each."""

    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        **JassTable.INTENTS, "refresh-traveller": Intent({}, "_on_refresh_traveller")}

    def __init__(self, seat: Any, lang: str | None = None, **kwargs: Any) -> None:
        done, to_play = self._start_session(seat)
        board = self._boards[self._index]
        super().__init__(seed=board.seed, lang=lang, match=board.match(), target=board.match().target, **kwargs)
        if not to_play:  # every deal is done: show the last one as it was played, with its traveller
            self.match = board.replay(done[board.number]["moves"])
            self._reset_state()
            self._review, self._recorded = 1, True
            self.publish()

    @property
    def board_number(self) -> int:
        """The number of the board at the table."""
        return int(self._boards[self._index].number)

    def _play(self, seat: str, card: str) -> None:
        super()._play(seat, card)
        if len(self.match.deals) > 1 and not self._recorded:
            self._record()

    def _record(self) -> None:
        self._review = 1  # the deal's score stays on the table with the traveller
        self._record_board({"board": self.board_number, "moves": self._match_moves})

    # The session's rules: one match, each deal once, and a recorded result stays.

    def _on_new_match(self, fields: dict[str, Any]) -> None:
        raise IntentError("classroom.duplicate.error.once")

    def _go_to_board(self, index: int) -> None:
        self._index = index
        self.match = self._boards[index].match()
        self._reset_state()
        self._start_match_log()
        self._new_board_started()
        self.screen = "table"

    def build_view(self, lang: str) -> dict[str, Any]:
        """The table's view plus the session's part."""
        view = super().build_view(lang)
        view["duplicate"] = self._duplicate_part(lang, "classroom.duplicate.board_schieber")
        return view


__all__ = ["SchieberDuplicateTable"]
