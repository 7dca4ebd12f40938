"""The review after a deal at the BridgeTable: replay the auction and the play, and learn from it.

Once the deal is over the view carries ``review``: the four hands as they
are at the step on show (the cards still held; the trick's cards, with the
seat that played each, in the trick box), the position after any number of moves (``review-prev`` / ``review-next``,
``review-trick`` with a trick number jumps to the end of that trick), the
auction with the public meaning of every call and, for an AI seat, what its
dealt hand made of the call (``reading``; never shown during the auction), the result from the learner's
side, the double-dummy table with par and a plain sentence about it, and the
learner's cards judged two ways (``review-judge`` with ``view``):

- ``"sd"`` (the default), *by what the learner could see*: each card against the
  best card over sampled layouts of the hidden cards
  (:func:`cardlearn.ai.bridge.fair_review.judge_cards`); marked only when it took
  at least half a trick fewer on average, so a right finesse that lost is no mistake;
- ``"dd"``, *with all hands seen*: each card that lost a trick double dummy, with
  the cards that would have kept it (from :func:`cardlearn.ai.bridge.analyse`).
"""
from __future__ import annotations

from typing import Any

from cardlearn.engine.bridge import Game
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.bridge_review_view import (
    JUDGE_VIEWS,
    ReviewState,
    card_text,
    held_hands,
)
from cardlearn.widgets.bridge_view import LEARNER
from cardlearn.widgets.review_steps import review_step


def costly_cards(game: Game, learner: str = LEARNER) -> dict[int, dict[str, Any]]:
    """Learner cards that cost a trick, by card number (1-based): the cost and the cards that kept it.

    From :func:`cardlearn.ai.bridge.analyse`, then one more double-dummy
    solve of each such position for the best cards. Empty without the solver.
    """
    try:
        from cardlearn.ai.bridge.analysis import analyse
        from cardlearn.ai.bridge.play_dd import make_deal, solve_positions, solver
        from cardlearn.engine.bridge.fast import replay

        report = analyse(game, learner=learner)
        dds = solver()
    except (ImportError, OSError):
        return {}
    mistakes = report.cards[(report.cards["cost"] > 0) & report.cards["learner"]]
    if mistakes.empty:
        return {}
    core = game.core
    numbers = [int(n) for n in mistakes["number"]]
    deals = []
    for number in numbers:
        walk = replay(game.deal.masks, core.dealer, core.vulnerability, core.calls, core.played[:number - 1])
        trick = walk.played[len(walk.played) - walk.trick_len:] if walk.trick_len else []
        deals.append(make_deal(dds, walk.hands, walk.trump, walk.leader, trick))
    found: dict[int, dict[str, Any]] = {}
    for number, row, scores in zip(numbers, mistakes.itertuples(), solve_positions(deals)):
        best = max(scores.values())
        better = sorted((card for card, score in scores.items() if score == best))
        found[number] = {"card": row.card, "cost": int(row.cost), "trick": int(row.trick),
                         "better": [str(BRIDGE_DECK[card]) for card in better]}
    return found


def fair_costs(game: Game, learner: str = LEARNER, level: str | None = None) -> dict[int, Any]:
    """Learner cards clearly worse than the best by what could be seen, by card number; empty without the solver."""
    try:
        from cardlearn.ai.bridge.fair_review import flagged_cards

        return dict(flagged_cards(game, learner, level=level))
    except (ImportError, OSError):
        return {}


class BridgeReview:
    """The review panel's own state at a bridge table: the step on show, the way of judging, the costs once found.

    The table holds one and asks it; the panel itself is
    :func:`~cardlearn.widgets.bridge_review_view.review_view` of :meth:`state`.
    """

    def __init__(self) -> None:
        self.step: int | None = None  # None: the end of the deal
        self.costs: dict[int, dict[str, Any]] | None = None  # with all hands seen
        self.sd_costs: dict[int, Any] | None = None  # by what the learner could see
        self.judge = "sd"

    def reset(self) -> None:
        """A new position: back to the end of the deal, the costs to be found again (the way of judging stays)."""
        self.step, self.costs, self.sd_costs = None, None, None

    def analyse(self, game: Game, level: str) -> None:
        """Judge the learner's cards once the deal is over (once per deal)."""
        if game.is_over and self.costs is None and game.contract is not None:
            self.costs = costly_cards(game)
            self.sd_costs = fair_costs(game, level=level)

    def answer(self, game: Game, action: str, fields: dict[str, Any]) -> None:
        """A review intent: ``review-judge`` picks the way of judging, the others move the step shown."""
        if not game.is_over:
            raise IntentError("widgets.review.error.not_over")
        if action == "review-judge":
            if fields["view"] not in JUDGE_VIEWS:
                raise IntentError("widgets.error.bad_value", value=str(fields["view"])[:24],
                                  allowed=", ".join(JUDGE_VIEWS))
            self.judge = fields["view"]
            return
        total = len(game.calls) + len(game.core.played)
        step = total if self.step is None else self.step
        self.step = review_step(action, step, len(game.core.played), fields.get("trick"), len(game.calls))

    def state(self, level: str, analysis: list[list[int]] | None) -> ReviewState:
        """What :func:`review_view` draws, with the table's level and double-dummy table."""
        return ReviewState(level=level, step=self.step, judge=self.judge, costs=self.costs,
                           sd_costs=self.sd_costs, analysis=analysis)


__all__ = ["JUDGE_VIEWS", "BridgeReview", "card_text", "costly_cards", "fair_costs", "held_hands"]
