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
from cardlearn.i18n import Message
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.bridge_view import LEARNER, ai_claim_message, side_of

MIN_AI_CLAIM = 2  # an AI declarer with one trick left simply plays it


class BridgeClaims:
    """The claims of one deal at a bridge table: an AI declarer's claim waiting for the learner, a refusal.

    It decides and remembers; the table plays the claim out (``game.claim``) and says so.
    """

    def __init__(self) -> None:
        self.pending: int | None = None  # the tricks an AI declarer claims, waiting for the learner's answer
        self.refused = False  # the learner played on: this deal's AI declarer claims no more

    def reset(self) -> None:
        """A new deal, or a claim taken back: nothing pending, nothing refused."""
        self.pending, self.refused = None, False

    def withdraw(self) -> bool:
        """Drop a pending AI claim (its position was taken back); True when there was one."""
        had, self.pending = self.pending is not None, None
        return had

    def learner_claim(self, game: Game, tricks: Any) -> int:
        """The learner as declarer claims ``tricks`` in all: the total the defenders accept, or IntentError why not."""
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
        return tricks

    def answer(self, action: str) -> int | None:
        """The learner's answer to the pending AI claim: its tricks when accepted, None to play on."""
        if self.pending is None:
            raise IntentError("widgets.review.error.no_claim")
        tricks, self.pending = self.pending, None
        if action == "reject-claim":
            self.refused = True
            return None
        return tricks

    def ai_claim(self, game: Game, seat: str) -> Message | None:
        """An AI declarer on lead claims the rest when the solver says it takes every trick left: what it says."""
        if (self.refused or game.phase != "play" or game.declarer is None
                or side_of(game.declarer) == side_of(LEARNER) or game.current_trick is not None
                or side_of(seat) != side_of(game.declarer)):
            return None
        left = 13 - len(game.tricks)
        if left < MIN_AI_CLAIM:
            return None
        try:
            from cardlearn.ai.bridge.claims import dd_declarer_total

            certain = dd_declarer_total(game.core)
        except ImportError:  # no solver: the AI declarer plays on
            return None
        total = game.declarer_tricks + left
        if certain < total:
            return None
        self.pending = total
        return ai_claim_message(game.declarer, total)


__all__ = ["MIN_AI_CLAIM", "BridgeClaims"]
