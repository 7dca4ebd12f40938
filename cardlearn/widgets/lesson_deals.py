"""A lesson's themed deals at the bridge table: board buttons, the board's plan, and its comment after the deal.

``lesson_deals("declarer-notrump")`` is all a lesson notebook writes: it reads
``lessons/deals/declarer-notrump.pbn`` and ``.toml`` (see
:mod:`cardlearn.engine.bridge.lesson_deals`) and gives a :class:`LessonDealsTable`,
a :class:`~cardlearn.widgets.BridgeTable` that also draws, from its view's
``lesson`` part, a button per board, the board's title and plan (and the
opening-lead note while South is to lead), and the comment once the deal is over.

How the auction is made depends on the board's mode: ``fixed`` plays the
given auction at once (the learner starts at the play), ``guided`` lets the
learner make South's calls but accepts only the given one (a wrong call is
refused with a notice naming the right call and the board's ``bid_note``; the
other seats call as given), ``free`` bids with the AI as at any table.
Extra intent: ``{"action": "lesson-board", "board": n}``.
"""
from __future__ import annotations

from collections.abc import Sequence
from os import PathLike
from pathlib import Path
from typing import Any, ClassVar

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge import SEATS, Game
from cardlearn.engine.bridge.calls import Call, code_text
from cardlearn.engine.bridge.lesson_deals import (
    LessonBoard,
    LessonDeals,
    load_lesson_deals,
)
from cardlearn.engine.bridge.table import parse_seat
from cardlearn.engine.lesson_notes import is_jass
from cardlearn.i18n import Message, msg, t
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.bridge_table import BridgeTable
from cardlearn.widgets.bridge_view import LEARNER, CallText, Contract
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.lesson_notes import (
    DEALS_FOLDER,
    LessonDealsMixin,
    Note,
    deals_path,
    lesson_part,
)
from cardlearn.widgets.players import AIBridgePlayer, BridgePlayer


class ScriptedPlayer:
    """An AI seat that makes the board's given calls and opening lead (and plays its other cards as the AI does)."""

    def __init__(self, auction: Sequence[str], ai: BridgePlayer, lead: str | None = None) -> None:
        self.auction = tuple(auction)
        self.ai = ai
        self.lead = lead

    def choose_call(self, game: Game, seat: str) -> str:
        """The given call at this point of the auction (the AI's once the given auction is used up)."""
        index = len(game.calls)
        return self.auction[index] if index < len(self.auction) else self.ai.choose_call(game, seat)

    def choose_card(self, game: Game, seat: str) -> str:
        """The board's given opening lead (its plan and comment speak of it), else the AI's card."""
        if self.lead and not game.core.played and self.lead in game.legal_cards():
            return self.lead
        return self.ai.choose_card(game, seat)


def _same_call(a: str, b: str) -> bool:
    return Call.parse(a).code == Call.parse(b).code


class LessonDealsTable(LessonDealsMixin, BridgeTable):
    """A BridgeTable over a lesson's themed boards: a button per board, the plan, the comment."""

    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        **BridgeTable.INTENTS, "lesson-board": Intent({"board": int}, "_on_lesson_board")}

    @checked
    def __init__(self, deals: LessonDeals, board: int | None = None, lang: str | None = None,
                 **kwargs: Any) -> None:
        self.deals = deals
        first = deals.board(board) if board is not None else deals.boards[0]
        self._ai = AIBridgePlayer()
        self.lesson_board: LessonBoard | None = first
        source = first.board
        super().__init__(source.deal, vulnerability=source.vulnerability, lang=lang, dealer=source.dealer,
                         players=self._players(first), board=self._board_info(first), **kwargs)

    # --- boards ----------------------------------------------------------------------------------

    def _players(self, board: LessonBoard | None) -> dict[str, BridgePlayer]:
        if board is None or board.mode == "free" or not board.auction:
            return {seat: self._ai for seat in "NEW"}
        scripted = ScriptedPlayer(board.auction, self._ai, board.lead)
        return {seat: scripted for seat in "NEW"}

    @staticmethod
    def _board_info(board: LessonBoard) -> dict[str, str]:
        event = board.board.event
        return {"event": event[:80]} if event else {}

    def _start(self, vulnerability: str) -> None:
        super()._start(vulnerability)
        board = self.lesson_board
        game = self.game
        if board is None or board.mode != "fixed" or game is None:
            return
        for call in board.auction:  # not the learner's moves: undo never goes back into the auction
            game.call(call)
            self._moves.append(False)
        self._announcements.append(msg("widgets.bridge.announce.contract", contract=Contract(game)))

    # --- intents ---------------------------------------------------------------------------------

    def _on_new_deal(self, fields: dict[str, Any]) -> None:
        self._leave_lesson()
        super()._on_new_deal(fields)

    def _on_history_replay(self, fields: dict[str, Any]) -> None:
        self._leave_lesson()
        super()._on_history_replay(fields)

    def _on_call(self, fields: dict[str, Any]) -> None:
        """A guided board checks South's call first."""
        self._check_guided_call(fields["call"])
        super()._on_call(fields)

    def _switch(self, number: int) -> None:
        board = self.deals.board(number)
        self._leave_deal()
        self.lesson_board = board
        self.players = self._players(board)
        source = board.board
        self.deal, self.dealer, self._board = source.deal, SEATS[parse_seat(source.dealer)], self._board_info(board)
        self._deal_number += 1
        self.screen = "table"
        # said first, so a screen reader hears which board this is before its contract
        self._announcements.append(msg("deals.widget.announce_board", number=board.number,
                                       title=Note(board, "title"), mode=msg(f"deals.widget.mode.{board.mode}")))
        self._start(source.vulnerability)

    def _on_deal_over(self) -> None:
        """At the end of a lesson board its comment is also said (after the result), for a screen reader."""
        super()._on_deal_over()
        if self.lesson_board is not None:
            self._announcements.append(msg("deals.widget.announce_comment",
                                           comment=Note(self.lesson_board, "comment")))

    def _check_guided_call(self, call: str) -> None:
        """On a guided board only the given call is accepted (an illegal call gets the engine's own notice)."""
        board, game = self.lesson_board, self.game
        if board is None or board.mode != "guided" or game is None or game.phase != "auction":
            return
        if game.to_act != LEARNER or call.upper() not in {c.upper() for c in game.legal_calls()}:
            return
        index = len(game.calls)
        if index >= len(board.auction):
            return
        expected = board.auction[index]
        if _same_call(call, expected):
            return
        given = code_text(Call.parse(call).code)
        if board.text("bid_note") is None:
            raise IntentError("deals.widget.wrong_call_plain", call=CallText(given), expected=CallText(expected))
        raise IntentError("deals.widget.wrong_call", call=CallText(given), expected=CallText(expected),
                          note=Note(board, "bid_note"))

    def _make_hint(self, game: Game) -> Message:
        board = self.lesson_board
        if (board is not None and board.mode == "guided" and game.phase == "auction"
                and game.to_act == LEARNER and board.text("bid_note")):
            return msg("deals.widget.hint_note", note=Note(board, "bid_note"))
        return super()._make_hint(game)

    # --- the view --------------------------------------------------------------------------------

    def _lesson_view(self, lang: str) -> dict[str, Any]:
        current = self.lesson_board
        game = self.game
        lesson = lesson_part(self.deals.boards, current, lang, "deals.widget.boards")
        if current is None:
            lesson["free"] = t("deals.widget.free_deal", lang)
            return lesson
        bidding = current.mode == "guided" and game is not None and game.phase == "auction"
        # While the learner still makes the calls, the plan (which names the contract) would give them away.
        plan = t("deals.widget.plan_after_auction", lang) if bidding else current.text("plan", lang)
        lesson.update(number=current.number, title=current.text("title", lang), plan=plan,
                      mode=t(f"deals.widget.mode.{current.mode}", lang))
        if game is not None and _opening_lead_by_learner(game):
            lesson["lead"] = current.text("lead_note", lang)
        if game is not None and game.is_over:
            lesson["comment"] = current.text("comment", lang)
        return lesson

    def save(self, path: str | PathLike[str]) -> None:
        """Write the game as a BridgeTable does; South's calls of a given auction are saved as South's own."""
        kept, game = self._moves, self.game
        calls = len(game.calls) if game is not None else 0
        first = SEATS.index(self.dealer)
        # the save format takes every call by South as the learner's: a plain table resumes it so
        self._moves = [flag or (index < calls and SEATS[(first + index) % 4] == LEARNER)
                       for index, flag in enumerate(kept)]
        try:
            super().save(path)
        finally:
            self._moves = kept

    @classmethod
    def load(cls, path: str | PathLike[str], **kwargs: Any) -> Any:
        """A saved game resumes at a plain :class:`BridgeTable` (the save holds the deal, not the lesson's notes)."""
        return BridgeTable.load(path, **kwargs)


def _opening_lead_by_learner(game: Game) -> bool:
    return game.phase == "play" and not game.tricks and game.to_act == LEARNER and game.current_trick is None


@checked
def lesson_deals(slug: str, board: int | None = None, lang: str | None = None, **kwargs: Any) -> Any:
    """The table for a lesson's themed deals (``lessons/deals/<slug>.pbn`` and ``.toml``), at ``board`` or the first.

    A Schieber lesson's slug (``jass-…``) gives a
    :class:`~cardlearn.widgets.jass_lesson_deals.JassLessonDealsTable` instead.
    """
    if is_jass(Path(slug)):
        from cardlearn.widgets.jass_lesson_deals import jass_lesson_deals

        return jass_lesson_deals(slug, deal=board, lang=lang, **kwargs)
    deals = load_lesson_deals(deals_path(slug))
    return LessonDealsTable(deals, board=board, lang=lang, **kwargs)


__all__ = ["DEALS_FOLDER", "LessonDealsTable", "ScriptedPlayer", "deals_path", "lesson_deals"]
