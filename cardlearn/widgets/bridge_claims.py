"""Claims at the BridgeTable: the learner as declarer claims, the AI declarer claims, the other side answers.

``{"action": "claim", "tricks": n}`` — n is the declaring side's total,
tricks already won included (n = tricks won concedes the rest). The AI
defenders accept only a claim that is certain (double dummy over the actual
hands, or a sure-tricks count without the solver) and otherwise refuse with
the reason. An AI declarer claims when the solver shows it takes every
remaining trick; the learner answers ``accept-claim`` or ``reject-claim``
(play on). An accepted claim ends the deal and is scored like play.
"""
from __future__ import annotations

from typing import Any

from cardlearn.engine.bridge import Game
from cardlearn.i18n import Message, msg
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.bridge_view import LEARNER, Result, ai_claim_message, side_of

MIN_AI_CLAIM = 2  # an AI declarer with one trick left simply plays it


class BridgeClaimMixin:
    """Claim and concede for :class:`~cardlearn.widgets.bridge_table.BridgeTable`."""

    game: Game | None
    _announcements: list[Message]
    _moves: list[bool]
    _selected: str | None

    def _init_claims(self) -> None:
        self._claim: dict[str, Any] | None = None  # an AI declarer's claim waiting for the learner
        self._ai_claim_refused = False

    def _reset_claims(self) -> None:
        self._claim, self._ai_claim_refused = None, False

    def _on_deal_over(self) -> None:
        raise NotImplementedError

    def _claim_intent(self, game: Game, action: str, fields: dict[str, Any]) -> None:
        if action == "claim":
            self._learner_claims(game, fields["tricks"])
            return
        if self._claim is None:
            raise IntentError("widgets.review.error.no_claim")
        claim, self._claim = self._claim, None
        if action == "reject-claim":
            self._ai_claim_refused = True
            self._announcements.append(msg("widgets.review.claim.play_on"))
            return
        self._finish_by_claim(game, claim["tricks"])

    def _learner_claims(self, game: Game, tricks: Any) -> None:
        if game.phase != "play" or game.declarer is None or side_of(game.declarer) != side_of(LEARNER) \
                or game.controller != LEARNER:
            raise IntentError("widgets.review.error.claim_not_declarer")
        won = game.declarer_tricks
        most = won + 13 - len(game.tricks)
        if isinstance(tricks, bool) or not isinstance(tricks, int) or not won <= tricks <= most:
            raise IntentError("widgets.review.error.claim_range", low=won, high=most)
        from cardlearn.ai.bridge.claims import check_claim

        verdict = check_claim(game)
        if not verdict.accepts(tricks):
            key = "widgets.review.claim.refused_solver" if verdict.method == "solver" \
                else "widgets.review.claim.refused_sure"
            raise IntentError(key, n=tricks, certain=verdict.certain)
        self._selected = None
        self._finish_by_claim(game, tricks)

    def _finish_by_claim(self, game: Game, tricks: int) -> None:
        game.claim(tricks)
        self._announcements.append(msg("widgets.review.claim.accepted", n=tricks, result=Result(game)))
        self._on_deal_over()

    def _ai_claims(self, game: Game, seat: str) -> bool:
        """An AI declarer on lead claims the rest when the solver says it takes every trick left."""
        if (self._ai_claim_refused or game.phase != "play" or game.declarer is None
                or side_of(game.declarer) == side_of(LEARNER) or game.current_trick is not None
                or side_of(seat) != side_of(game.declarer)):
            return False
        left = 13 - len(game.tricks)
        if left < MIN_AI_CLAIM:
            return False
        try:
            from cardlearn.ai.bridge.claims import dd_declarer_total

            certain = dd_declarer_total(game.core)
        except ImportError:
            return False
        total = game.declarer_tricks + left
        if certain < total:
            return False
        self._claim = {"seat": game.declarer, "tricks": total}
        self._announcements.append(self._claim_message(total))
        return True

    def _claim_message(self, tricks: int) -> Message:
        game = self.game
        assert game is not None and game.declarer is not None
        return ai_claim_message(game.declarer, tricks)


__all__ = ["BridgeClaimMixin"]
