"""DuplicateTable: the BridgeTable playing a session's boards in order, with the traveller after each board.

The table knows nothing of files: it is given a *seat* (:class:`DuplicateSeat`, made by
:func:`cardlearn.duplicate_table`) that gives the boards, records a finished
board and builds the traveller. The rules of a session live there and here:

- every board is played once, in order; the deal, dealer and vulnerability are the board's,
  the learner sits South (so "Replay", "New deal" and the history's replay are refused, and
  the New deal button becomes "Next board", enabled once the board is recorded);
- a finished board is recorded at once (the last card, a claim, four passes); after that its
  moves cannot be taken back;
- the traveller is shown only for a board the learner has finished (the seat refuses it
  before), read when the board ends and again on "Refresh" (``{"action": "refresh-traveller"}``).
"""
from __future__ import annotations

from typing import Any, ClassVar, Protocol

from cardlearn.engine.bridge import Game
from cardlearn.engine.bridge.boards import Board
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.i18n import t
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.bridge_table import BridgeTable
from cardlearn.widgets.duplicate_view import DuplicateSessionMixin
from cardlearn.widgets.intents import Intent, IntentSpec


class DuplicateSeat(Protocol):
    """What a :class:`DuplicateTable` needs from a session: its boards, the learner's results, travellers."""

    def boards(self) -> list[Board]:
        """The session's boards in order."""

    def finished(self) -> dict[int, dict[str, Any]]:
        """The learner's recorded boards: number -> record (``calls``, ``cards``, ``claimed``)."""

    def record(self, number: int, record: dict[str, Any]) -> None:
        """Record board ``number`` as finished (raises a CardlearnError if it cannot)."""

    def traveller(self, number: int, lang: str) -> dict[str, Any]:
        """The traveller of a board the learner finished (raises before)."""


class DuplicateTable(DuplicateSessionMixin, BridgeTable):
    """A session's boards at the bridge table, one after the other, with a traveller after each."""

    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        **BridgeTable.INTENTS, "refresh-traveller": Intent({}, "_on_refresh_traveller")}

    def __init__(self, seat: DuplicateSeat, lang: str | None = None, **kwargs: Any) -> None:
        done, to_play = self._start_session(seat)
        board = self._boards[self._index]
        super().__init__(board.deal, vulnerability=board.vulnerability, dealer=board.dealer, lang=lang,
                         board={"event": board.event or ""}, **kwargs)
        if not to_play:  # every board is done: show the last one as it was played, with its traveller
            self._show_recorded(done[self.board_number])

    @property
    def board_number(self) -> int:
        """The number of the board at the table."""
        return self._boards[self._index].number or self._index + 1

    def _show_recorded(self, record: dict[str, Any]) -> None:
        game = game_of(self._boards[self._index], record)
        self._ai_token += 1
        self.game, self._moves, self._recorded = game, [], True
        self._on_deal_over()
        self.publish()

    # --- recording -------------------------------------------------------------------------------

    def _on_deal_over(self) -> None:
        super()._on_deal_over()
        game = self.game
        if game is None or not game.is_over or self._recorded:
            return
        record = {"board": self.board_number, "calls": list(game.calls),
                  "cards": [str(BRIDGE_DECK[card]) for card in game.core.played], "claimed": game.claimed}
        self._record_board(record)

    # --- intents ---------------------------------------------------------------------------------

    # The session's rules: each board is played once, and a recorded result stays.

    def _on_replay(self, fields: dict[str, Any]) -> None:
        raise IntentError("classroom.duplicate.error.once")

    def _on_history_replay(self, fields: dict[str, Any]) -> None:
        raise IntentError("classroom.duplicate.error.once")

    def _go_to_board(self, index: int) -> None:
        self._leave_deal()
        self._index = index
        board = self._boards[index]
        self.deal, self.dealer, self._board = board.deal, board.dealer, {"event": board.event or ""}
        self._deal_number += 1
        self._new_board_started()
        self.screen = "table"
        self._announcements = []
        self._start(board.vulnerability)

    # --- the view --------------------------------------------------------------------------------

    def _history_view(self, lang: str) -> dict[str, Any] | None:
        return None  # the traveller takes its place: a board is played once

    def _session_actions(self, actions: dict[str, Any], lang: str) -> dict[str, Any]:
        """The table's toolbar with the session's rules: next board once recorded, no replay, no undo after."""
        actions = dict(actions)
        last = self._index + 1 >= len(self._boards)
        actions["new-deal"] = {"text": t("classroom.duplicate.next_board", lang),
                               "enabled": self._recorded and not last}
        actions["replay"] = {**actions["replay"], "enabled": False}
        actions["undo"] = {**actions["undo"], "enabled": actions["undo"]["enabled"] and not self._recorded}
        return actions

    def build_view(self, lang: str) -> dict[str, Any]:
        """The table's view plus the session's part: which board, the traveller once it is finished."""
        view = super().build_view(lang)
        view["actions"] = self._session_actions(view["actions"], lang)
        view["duplicate"] = self._duplicate_part(lang, "classroom.duplicate.board")
        return view

    def repr_fields(self) -> dict[str, Any]:
        """The base fields and the board at the table."""
        return {"board": f"{self.board_number}/{len(self._boards)}", **super().repr_fields()}


def game_of(board: Board, record: dict[str, Any]) -> Game:
    """The game of a recorded board (every call and card through the rules)."""
    game = board.game()
    for call in record.get("calls", []):
        game.call(call)
    for card in record.get("cards", []):
        game.play(card)
    if record.get("claimed") is not None:
        game.claim(record["claimed"])
    return game


__all__ = ["DuplicateSeat", "DuplicateTable", "game_of"]
