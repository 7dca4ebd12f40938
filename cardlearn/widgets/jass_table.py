"""JassTable: a Schieber match to 3000 in a notebook, the learner South with an AI partner North.

>>> table = JassTable(seed=3, ai_delay=0)                  # doctest: +SKIP
>>> table.view["phase"]                                    # doctest: +SKIP
'play'

Python holds the :class:`~cardlearn.engine.jass.Match`; the front end
(``static/jass_table.js``) draws ``view`` and sends intents:

``{"action": "contract", "value": "E" | "R" | "S" | "B" | "obenabe" | "undenufe" | "push"}``,
``{"action": "select", "card": "EU"}``, ``{"action": "confirm"}``, ``{"action": "hint"}``,
``{"action": "new-deal"}`` (play on after a deal's score was shown), ``{"action": "new-match"}``,
``{"action": "play", "card": "EU"}`` (one click), ``{"action": "undo"}``,
``{"action": "weis", "index": i, "announce": true}`` (see :mod:`cardlearn.widgets.jass_learning`),
``{"action": "review-open" | "review-close" | "review-prev" | "review-next"}``, ``{"action": "review-trick",
"trick": n}`` (see :mod:`cardlearn.widgets.jass_review`),
plus the base intents ``set``/``screen``/``dismiss`` (see :mod:`cardlearn.widgets.base`).
Each may carry an integer ``seq`` that comes back as the view's ``ack``.

After the last trick of a deal the table stops on that deal's score (phase
``"deal_over"``) until the learner asks for the next deal; the match ends the
instant a team reaches the target, even in the middle of a deal.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import partialmethod
from typing import Any, ClassVar

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import card_message, parse_jass_card
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.jass import MULTIPLIERS, Deal, Match
from cardlearn.engine.jass.play import illegal_card_error
from cardlearn.engine.jass.rules import TARGET
from cardlearn.engine.validate import check_keys, check_seed
from cardlearn.i18n import Message, msg
from cardlearn.widgets.ai_pacing import AIPacing
from cardlearn.widgets.base import IntentError, TableWidget, Toggle, link_esm, short, table_css
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.jass_learning import JassLearningMixin
from cardlearn.widgets.jass_picture import history_frame
from cardlearn.widgets.jass_players import AIJassPlayer, JassPlayerProtocol, jass_hint
from cardlearn.widgets.jass_review import REVIEW_INTENTS, JassReview, jass_review_view
from cardlearn.widgets.jass_view import (
    LABELS,
    LEARNER,
    RULES_SECTIONS,
    JassState,
    contract_choices,
    event_message,
    jass_view,
    rules_view,
)


class JassTable(JassLearningMixin, AIPacing, TableWidget):
    """A Schieber match at the table: choose the contract, play the cards, watch the score reach 3000.

    ``seed`` deals the match (and every later deal); ``ai_delay`` is the pause
    in seconds between AI moves (0 in tests); ``players`` may replace the AI of
    seats N, E and W (anything with ``choose_contract(match, seat)`` and
    ``choose_card(match, seat)``); ``target`` is the match target (3000).
    """

    _esm = link_esm("common.js", "cards.js", "duplicate_panel.js", "lesson_deals_panel.js", "jass_review.js",
                    "jass_table.js")
    _css = table_css("jass_table.css")

    one_click = Toggle(False).tag(sync=True)

    TOGGLE_SETTINGS = ("one_click",)
    TITLE_KEY = "widgets.jass.title"
    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        "contract": Intent({"value": str}, "_on_contract"),
        "select": Intent({"card": str}, "_on_select"),
        "confirm": Intent({}, "_on_confirm"),
        "play": Intent({"card": str}, "_on_play"),
        "undo": Intent({}, "_on_undo"),
        "weis": Intent({"index": int, "announce": bool}, "_on_weis"),
        "hint": Intent({}, "_on_hint"),
        "new-deal": Intent({}, "_on_new_deal"),
        "new-match": Intent({}, "_on_new_match"),
        **{name: Intent(fields, "_on_review_" + name.removeprefix("review-")) for name, fields in REVIEW_INTENTS.items()},
    }

    @checked
    def __init__(self, seed: int | None = None, lang: str | None = None, *, ai_delay: float = 0.6,
                 players: Mapping[str, JassPlayerProtocol] | None = None, target: int = TARGET,
                 match: Match | None = None, ai_contracts: str | Sequence[str] | None = None,
                 **kwargs: Any) -> None:
        check_keys(players, "players", "NEW")  # South is the learner
        check_seed(seed)
        self._seed = seed
        self._rng = random.Random(seed)
        self._target = target
        self._match_number = 1
        self.match = match if match is not None else Match(seed=self._rng.randrange(2**32), target=target)
        self._reset_state()
        ai = AIJassPlayer(seed=0 if seed is None else seed)
        self.players: dict[str, JassPlayerProtocol] = {seat: ai for seat in "NEW"}
        self.players.update(players or {})
        self._init_learning(ai_contracts)
        super().__init__(lang=lang, ai_delay=ai_delay, **kwargs)
        self._run_ai(synchronous=True)
        self._announcements = []
        self._ready = True
        self.publish()

    @classmethod
    @checked
    def from_hands(cls, hands: Mapping[str, Sequence[str]], forehand: str | None = None, *,
                   scores: Mapping[str, int] | None = None, target: int = TARGET,
                   seed: int | None = None, **kwargs: Any) -> JassTable:
        """A table whose first deal has these hands (for lessons), optionally from a given score.

        ``forehand`` defaults to the holder of the rose 7; later deals are dealt from ``seed``.
        """
        match = Match.from_hands(hands, forehand, scores=scores, target=target, seed=seed)
        return cls(seed=seed, match=match, target=target, **kwargs)

    def _reset_state(self) -> None:
        self._selected: str | None = None
        self._hint: Message | None = None
        self._announcements: list[Message] = []
        self._review: int | None = None  # a finished deal whose score is shown until "new-deal"
        self._events_seen = len(self.match.events)
        self._ai_token = getattr(self, "_ai_token", 0) + 1
        self._deal_review = JassReview()

    # --- intents ---------------------------------------------------------------------------------

    def handle_intent(self, action: str, fields: dict[str, Any]) -> None:
        """Carry out one checked intent (see the module docstring); raises before changing anything."""
        self._announcements = []
        super().handle_intent(action, fields)

    # --- the intents' handlers (routed by INTENTS) -------------------------------------------------

    def _on_new_match(self, fields: dict[str, Any]) -> None:
        self._match_number += 1
        self.match = Match(seed=self._rng.randrange(2**32), target=self._target)
        self._reset_state()
        self._start_match_log()
        self.screen = "table"

    def _on_review(self, action: str, fields: dict[str, Any]) -> None:
        self._deal_review.answer(self._reviewable(), action, fields)

    _on_review_open = partialmethod(_on_review, "review-open")
    _on_review_close = partialmethod(_on_review, "review-close")
    _on_review_prev = partialmethod(_on_review, "review-prev")
    _on_review_next = partialmethod(_on_review, "review-next")
    _on_review_trick = partialmethod(_on_review, "review-trick")

    def _on_new_deal(self, fields: dict[str, Any]) -> None:
        if self._review is None:
            self._check_can_act(self.match)  # after the match, say so (not "the deal is still on")
            raise IntentError("widgets.jass.error.deal_not_over")
        self._review = None
        self._hint = None
        self._deal_review.close()

    def _on_undo(self, fields: dict[str, Any]) -> None:
        self._undo()

    def _on_weis(self, fields: dict[str, Any]) -> None:
        self._check_can_act(self.match)
        self._weis_intent(fields["index"], fields["announce"])

    def _on_hint(self, fields: dict[str, Any]) -> None:
        match = self.match
        self._check_can_act(match)
        if match.to_act != LEARNER:
            raise IntentError("widgets.jass.error.no_hint_now")
        self._hint = jass_hint(match, LEARNER)

    def _on_contract(self, fields: dict[str, Any]) -> None:
        self._check_can_act(self.match)
        self._choose(self.match, fields["value"])

    def _on_select(self, fields: dict[str, Any]) -> None:
        self._check_can_act(self.match)
        self._check_card(self.match, fields["card"])
        self._selected = str(parse_jass_card(fields["card"]))

    def _on_play(self, fields: dict[str, Any]) -> None:
        """One click: select and confirm at once."""
        self._check_can_act(self.match)
        self._check_card(self.match, fields["card"])
        self._selected = None
        self._play(LEARNER, str(parse_jass_card(fields["card"])))
        self._hint = None

    def _on_confirm(self, fields: dict[str, Any]) -> None:
        self._check_can_act(self.match)
        if self._selected is None:
            raise IntentError("widgets.bridge.error.nothing_selected")
        self._check_card(self.match, self._selected)
        card, self._selected = self._selected, None
        self._play(LEARNER, card)
        self._hint = None

    def _check_can_act(self, match: Match) -> None:
        if match.is_over:
            raise IllegalAction("jass.error.match_over", team=msg(f"core.side.{match.winner}"),
                                score=match.scores[match.winner or "NS"])
        if self._review is not None:
            raise IntentError("widgets.jass.error.deal_over", number=self._review,
                              action=msg("widgets.jass.action.next_deal"))

    def _choose(self, match: Match, value: str) -> None:
        if match.phase == "contract" and match.to_act == LEARNER:
            allowed = contract_choices(match)
            if value not in allowed:
                raise IntentError("widgets.error.bad_value", value=short(value), allowed=", ".join(allowed))
        # Out of turn or after the contract, the engine refuses (and says why) without changing anything.
        number = match.deal.number
        match.choose(value, seat=LEARNER)
        self._log_move("contract", LEARNER, value, number)
        self._hint = None
        self._announce_contract(LEARNER)

    def _check_card(self, match: Match, card: str) -> None:
        code = str(parse_jass_card(card))  # an unknown code raises InvalidCard
        if match.phase == "contract":
            raise IllegalAction("jass.error.play_before_contract", seat=msg(f"core.seat.{match.to_act}"))
        if match.to_act != LEARNER:
            raise IllegalAction("jass.error.not_your_turn_play", seat=msg(f"core.seat.{LEARNER}"),
                                to_act=msg(f"core.seat.{match.to_act}"))
        error = illegal_card_error(match.deal.state, parse_jass_card(code).index)
        if error is not None:
            raise error

    # --- moves and what they announce ------------------------------------------------------------

    def _play(self, seat: str, card: str) -> None:
        match = self.match
        deal = match.deal
        match.play(card, seat=seat)
        self._log_move("card", seat, card, deal.number)
        self._announcements.append(msg("widgets.bridge.announce.card", seat=msg(f"core.seat.{seat}"),
                                       card=card_message(card, "jass")))
        self._announce_events()
        if match.deal is not deal and not match.is_over:
            self._review = deal.number

    def _announce_contract(self, seat: str) -> None:
        match = self.match
        if match.contract is None:
            self._announcements.append(msg("widgets.jass.announce.push", seat=msg(f"core.seat.{seat}"),
                                           partner=msg(f"core.seat.{match.chooser}")))
            return
        self._announcements.append(msg("widgets.jass.announce.contract", seat=msg(f"core.seat.{seat}"),
                                       contract=msg(f"jass.contract.{match.contract}"),
                                       factor=MULTIPLIERS[match.contract]))
        self._announce_events()

    def _announce_events(self) -> None:
        events = self.match.events
        for event in events[self._events_seen:]:
            message = event_message(event, self.match)
            if message is not None:
                self._announcements.append(message)
        self._events_seen = len(events)

    # --- the AI seats ----------------------------------------------------------------------------

    def _ai_seat(self) -> str | None:
        """The AI seat that must act now, or None (the learner's turn, a deal's score shown, the end)."""
        match = self.match
        if match.is_over or self._review is not None or match.to_act == LEARNER:
            return None
        return match.to_act

    def _ai_step(self) -> bool:
        seat = self._ai_seat()
        if seat is None:
            return False
        match = self.match
        player = self.players[seat]
        if match.phase == "contract":
            decision = player.choose_contract(match, seat)
            choice = self._ai_contract(seat, str(getattr(decision, "contract", decision)))
            number = match.deal.number
            match.choose(choice, seat=seat)
            self._log_move("contract", seat, choice, number)
            self._announce_contract(seat)
        else:
            choice = player.choose_card(match, seat)
            self._play(seat, str(getattr(choice, "card", choice)))
        return True

    def _ai_pause(self) -> float:
        """A completed trick stays on the table a little longer, so it can be read."""
        trick = self.match.trick
        return self.ai_delay * (2 if len(trick) == 0 and self.match.deal.state.n_tricks else 1)

    def after_intent(self) -> None:
        """After the learner's move is shown, the AI seats take their turns."""
        self._ai_token += 1
        self._run_ai()

    # --- the view: a function of the table's state ------------------------------------------------

    def _undo_enabled(self) -> bool:
        """The learner made a move in this deal (a Weis decision aside) and the deal is still on."""
        learner_moves = any(move[1] == LEARNER and move[0] != "weis" for move in self._deal_moves)
        return learner_moves and self._review is None and not self.match.is_over

    def view_state(self) -> JassState:
        """What the table holds that the view shows (see :func:`~cardlearn.widgets.jass_view.jass_view`)."""
        return JassState(
            match=self.match, deal=self.shown_deal, phase=self.phase, screen=self.screen,
            match_number=self._match_number, announcements=tuple(self._announcements), hint=self._hint,
            selected=self._selected, deal_over=self._review, one_click=self.one_click,
            can_undo=self._undo_enabled(), weis=self._learner_weis(), start_scores=self._match_start["scores"],
            review=self._jass_review_view)

    def _reviewable(self) -> Deal | None:
        """The finished deal the review is about (its score shown, or the match just ended), or None."""
        deal = self.shown_deal
        if self.phase not in ("deal_over", "over") or deal.contract is None:
            return None
        return deal

    def _jass_review_view(self, lang: str) -> dict[str, Any] | None:
        return jass_review_view(self.match, self._deal_review.state(self._reviewable()), lang)

    def _ai_done(self, publish: bool = True) -> None:
        """Once the opened review is on screen: judge the deal (once per deal), then show the judgement."""
        if self._deal_review.judge(self.match, self._reviewable(), self._seed or 0) and publish:
            self.publish()

    def build_view(self, lang: str) -> dict[str, Any]:
        """Everything the front end draws, in ``lang``: :func:`jass_view` of :meth:`view_state`."""
        return jass_view(self.view_state(), lang)

    @property
    def shown_deal(self) -> Deal:
        """The deal on the table: the finished one while its score is shown, else the current one."""
        match = self.match
        return match.deals[-2] if self._review is not None else match.deal

    @property
    def phase(self) -> str:
        """``"contract"``, ``"play"``, ``"deal_over"`` (a finished deal's score shown) or ``"over"``."""
        if self.match.is_over:
            return "over"
        if self._review is not None:
            return "deal_over"
        return self.match.phase

    def history(self) -> Any:
        """The match so far as a pandas DataFrame: one row per deal, points, Weis, Stöck and running totals."""
        return history_frame(self.match)

    # --- static HTML and repr --------------------------------------------------------------------

    def static_html(self) -> str:
        """The table as HTML with inline styles: score, contract, South's hand, trick, Weis, record."""
        from cardlearn.widgets.jass_static_html import jass_static_html

        return jass_static_html(self.view)

    def repr_fields(self) -> Mapping[str, Any]:
        """Seed, deal, phase, contract, whose turn and the match score."""
        match = self.match
        deal = self.shown_deal
        fields: dict[str, Any] = {"seed": self._seed, "deal": deal.number, "phase": self.phase}
        if deal.contract is not None:
            fields["contract"] = deal.contract
        if self.phase in ("contract", "play"):
            fields["to_act"] = match.to_act
        fields["score"] = f"NS {match.scores['NS']} EW {match.scores['EW']}"
        if match.is_over:
            fields["winner"] = match.winner
        fields["lang"] = self.lang
        return fields


__all__ = ["LABELS", "RULES_SECTIONS", "JassTable", "event_message", "rules_view"]
