"""A Schieber lesson's prepared deals at the JassTable: deal buttons, the deal's plan, its comment after the deal.

``lesson_deals("jass-contracts")`` reads ``lessons/deals/jass-contracts.toml`` (see
:mod:`cardlearn.engine.jass.lesson_deals`) and gives a :class:`JassLessonDealsTable`:
one :class:`~cardlearn.widgets.JassTable` switched between the deals (never rebuilt),
whose view has the same ``lesson`` part as the bridge lesson table (a button per
deal, the title and plan above the felt, the comment once the deal is over).

The contract follows the deal's mode: ``fixed`` makes the given choices (South's
too, by the table), ``guided`` lets the learner make South's choice but accepts
only the given one (a wrong one is refused, naming the right one and the deal's
``choice_note``), ``free`` chooses as at any table. The AI seats play the deal's
planned ``line`` while the play follows it, so a learner who follows the plan sees
the result the comment speaks of. After the deal the match goes on with random
deals (the lesson part says so). Extra intent: ``{"action": "lesson-board", "board": n}``.
"""
from __future__ import annotations

from os import PathLike
from typing import Any, ClassVar

from cardlearn.engine.arguments import checked
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.lesson_deals import JassLessonDeal, JassLessonDeals, load_jass_deals
from cardlearn.engine.jass.rules import PUSH
from cardlearn.i18n import Message, msg, t
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.jass_players import AIJassPlayer, JassPlayerProtocol
from cardlearn.widgets.jass_table import JassTable
from cardlearn.widgets.jass_view import LEARNER, contract_choices
from cardlearn.widgets.lesson_notes import (
    LessonDealsMixin,
    Note,
    deals_path,
    lesson_part,
)


def played_cards(match: Match) -> list[str]:
    """The cards of the current deal in the order they were played."""
    deal = match.deal
    return [code for trick in deal.tricks for _, code in trick.cards] + [code for _, code in deal.trick.cards]


class ScriptedJassPlayer:
    """An AI seat that makes the deal's given choices and plays its planned line while the play follows it."""

    def __init__(self, deal: JassLessonDeal, ai: JassPlayerProtocol) -> None:
        self.deal, self.ai = deal, ai

    def choose_contract(self, match: Match, seat: str) -> Any:
        """The deal's given choice for ``seat`` (a push, then the contract), else the AI's."""
        if match.deal.number == 1:
            done = 1 if match.pushed else 0
            choices = self.deal.choices
            if done < len(choices) and choices[done][0] == seat:
                return choices[done][1]
        return self.ai.choose_contract(match, seat)

    def choose_card(self, match: Match, seat: str) -> Any:
        """The line's next card while the deal so far is the line, else the AI's card."""
        line = self.deal.line
        if match.deal.number == 1 and line:
            played = played_cards(match)
            if len(played) < len(line) and played == list(line[:len(played)]) \
                    and line[len(played)] in match.legal_cards(seat):
                return line[len(played)]
        return self.ai.choose_card(match, seat)


class JassLessonDealsTable(LessonDealsMixin, JassTable):
    """A JassTable over a lesson's prepared deals: a button per deal, the plan, the comment."""

    REPR_KEY = "lesson_deal"

    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        **JassTable.INTENTS, "lesson-board": Intent({"board": int}, "_on_lesson_board")}

    @checked
    def __init__(self, deals: JassLessonDeals, deal: int | None = None, lang: str | None = None,
                 seed: int | None = None, **kwargs: Any) -> None:
        self.deals = deals
        first = deals.board(deal) if deal is not None else deals.boards[0]
        self.lesson_board: JassLessonDeal | None = first
        self._lesson_seed = seed
        self._ai = AIJassPlayer(seed=0 if seed is None else seed)
        super().__init__(seed=seed, lang=lang, match=first.match(seed), players=self._players(first), **kwargs)

    # --- deals -----------------------------------------------------------------------------------

    def _players(self, deal: JassLessonDeal | None) -> dict[str, JassPlayerProtocol]:
        if deal is None or deal.mode == "free":
            return {seat: self._ai for seat in "NEW"}
        scripted = ScriptedJassPlayer(deal, self._ai)
        return {seat: scripted for seat in "NEW"}

    def _switch(self, number: int) -> None:
        deal = self.deals.board(number)
        self.lesson_board = deal
        self.match = deal.match(self._lesson_seed)
        self._reset_state()
        self._start_match_log()
        self.players = self._players(deal)
        self.screen = "table"
        # said first, so a screen reader hears which deal this is before its contract
        self._announcements.append(msg("deals.jass.announce_deal", number=deal.number, title=Note(deal, "title"),
                                       mode=msg(f"deals.jass.mode.{deal.mode}")))

    def _fixed_deal(self) -> bool:
        deal = self.lesson_board
        return deal is not None and deal.mode == "fixed" and self.match.deal.number == 1

    def _ai_seat(self) -> str | None:
        """As the JassTable's, and South too while the table makes a fixed deal's given choice for the learner."""
        match = self.match
        if (self._fixed_deal() and match.phase == "contract" and match.to_act == LEARNER
                and not match.is_over and self._review is None):
            return LEARNER
        return super()._ai_seat()

    def _ai_step(self) -> bool:
        """The AI seats' moves, and a fixed deal's given choice for South (made by the table)."""
        deal, match = self.lesson_board, self.match
        if deal is None or self._ai_seat() != LEARNER:
            return super()._ai_step()
        choice = deal.contract if match.pushed else dict(deal.choices)[LEARNER]
        number = match.deal.number
        match.choose(str(choice), seat=LEARNER)
        self._log_move("contract", LEARNER, choice, number)
        self._announce_contract(LEARNER)
        return True

    # --- intents ---------------------------------------------------------------------------------

    def _on_contract(self, fields: dict[str, Any]) -> None:
        """A guided deal checks South's choice first."""
        self._check_guided_choice(fields["value"])
        super()._on_contract(fields)

    def _on_undo(self, fields: dict[str, Any]) -> None:
        if self._only_given_moves():
            raise IntentError("widgets.bridge.error.nothing_to_undo")
        super()._on_undo(fields)

    def _on_new_match(self, fields: dict[str, Any]) -> None:
        super()._on_new_match(fields)
        self._leave_lesson()

    def _on_new_deal(self, fields: dict[str, Any]) -> None:
        leaving = self._review is not None
        super()._on_new_deal(fields)
        if leaving:
            self._leave_lesson()

    def _on_hint(self, fields: dict[str, Any]) -> None:
        super()._on_hint(fields)
        deal = self.lesson_board
        if deal is not None and self._guided_choice_now() and deal.text("choice_note"):
            self._hint = msg("deals.widget.hint_note", note=Note(deal, "choice_note"))

    def _only_given_moves(self) -> bool:
        """Whether South's only moves this deal are a fixed deal's choices, which the table made."""
        return self._fixed_deal() and not any(m[0] == "card" and m[1] == LEARNER for m in self._deal_moves)

    def _guided_choice_now(self) -> bool:
        deal, match = self.lesson_board, self.match
        return (deal is not None and deal.mode == "guided" and match.deal.number == 1
                and match.phase == "contract" and match.to_act == LEARNER and not match.is_over)

    def _check_guided_choice(self, value: str) -> None:
        """On a guided deal only the given choice is accepted (out of turn, the table's own notice)."""
        deal = self.lesson_board
        if deal is None or not self._guided_choice_now() or value not in contract_choices(self.match):
            return
        expected = deal.contract if self.match.pushed else dict(deal.choices)[LEARNER]
        if expected is None or value == expected:
            return
        key = "deals.jass.wrong_choice" if deal.text("choice_note") else "deals.jass.wrong_choice_plain"
        raise IntentError(key, choice=_choice_message(value), expected=_choice_message(expected),
                          note=Note(deal, "choice_note"))

    def _undo_enabled(self) -> bool:
        """No undo on a deal whose moves are given (the lesson plays them)."""
        return super()._undo_enabled() and not self._only_given_moves()

    # --- the view --------------------------------------------------------------------------------

    def _lesson_view(self, lang: str) -> dict[str, Any]:
        current = self.lesson_board
        lesson = lesson_part(self.deals.boards, current, lang, "deals.jass.boards")
        if current is None:
            lesson["free"] = t("deals.jass.free_deal", lang)
            return lesson
        lesson.update(number=current.number, title=current.text("title", lang), plan=current.text("plan", lang),
                      mode=t(f"deals.jass.mode.{current.mode}", lang))
        if self.match.is_over or self.match.deal.number > 1:
            lesson["comment"] = current.text("comment", lang)
        return lesson

    def _announce_events(self) -> None:
        """At the end of a lesson deal its comment is also said (after the score), for a screen reader."""
        first_over = self.match.deal.number > 1 or self.match.is_over
        was = getattr(self, "_comment_said", False)
        super()._announce_events()
        if self.lesson_board is not None and first_over and not was:
            self._comment_said = True
            self._announcements.append(msg("deals.widget.announce_comment", comment=Note(self.lesson_board, "comment")))

    def _reset_state(self) -> None:
        super()._reset_state()
        self._comment_said = False

    @classmethod
    def load(cls, path: str | PathLike[str], **kwargs: Any) -> Any:
        """A saved match resumes at a plain :class:`JassTable` (the save holds the cards, not the lesson's notes)."""
        return JassTable.load(path, **kwargs)


def _choice_message(value: str) -> Message:
    return msg("deals.jass.choice_push") if value == PUSH else msg(f"jass.contract.{value}")


@checked
def jass_lesson_deals(slug: str, deal: int | None = None, lang: str | None = None,
                      **kwargs: Any) -> JassLessonDealsTable:
    """The table for a Schieber lesson's prepared deals (``lessons/deals/jass-<slug>.toml``), at ``deal`` or the first."""
    deals = load_jass_deals(deals_path(slug))
    return JassLessonDealsTable(deals, deal=deal, lang=lang, **kwargs)


__all__ = ["JassLessonDealsTable", "ScriptedJassPlayer", "jass_lesson_deals", "played_cards"]

