"""The Schieber AI: contracts from hand ratings; cards by determinized Monte-Carlo and rules of thumb.

``JassPlayer(seed=0, samples=200, time_budget=None)``

- :meth:`JassPlayer.choose_contract` ``(match, seat) -> Decision``: the contract
  (``"E" "R" "S" "B" "obenabe" "undenufe"``) or ``"push"`` (only while pushing
  is allowed), with a reason such as "Buur, Nell and 4 trumps".
- :meth:`JassPlayer.choose_card` ``(match, seat) -> Decision``: the card code,
  with a reason such as "Bock: the highest acorn still out".

Card play: the player builds its :class:`~cardlearn.ai.jass.view.SeatView` (its
own hand and the public record only), deals the unseen cards consistently with
what the table saw (:mod:`~jass_previous.sampling`), plays every legal card
in each layout and finishes the deal with a fast policy on the engine core
(:mod:`~jass_previous.policies`), and keeps the card with the best average
point difference. A rule of thumb (:mod:`~jass_previous.heuristics`) wins
when the simulations find it no worse than a margin (:data:`HEURISTIC_MARGIN`
plus :data:`NOISE_MARGIN` over the square root of the samples) below the best.

Sampling stops after ``samples`` layouts. By default (``time_budget=None``) a
decision depends only on the seed and the view, so every lesson and test is
reproducible; the random stream of each decision is derived from the seed and
the view, not from earlier decisions. 200 samples keep a card decision at about
30 ms median and 160 ms at the 95th percentile here. A ``time_budget`` in seconds
stops sampling early on a slow machine, at the price of reproducibility.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from jass_previous.contract import choose_contract_for_hand
from jass_previous.heuristics import code, explain_card, heuristic_card
from jass_previous.policies import Policy, playout, rule_policy
from jass_previous.sampling import constraints, sample_hands
from cardlearn.ai.jass.view import SeatView, seat_view
from cardlearn.engine.arguments import checked
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.jass.fast import PUSH_INDEX, DealState, indices
from cardlearn.engine.jass.rules import MATCH_BONUS, SEATS, seat_number
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:
    from cardlearn.engine.jass import Match

HEURISTIC_MARGIN = 3.0
"""A rule of thumb is followed unless its simulated average is this many base points below ..."""
NOISE_MARGIN = 30.0
"""... plus this over the square root of the samples (few samples are noisy: trust the rule more)."""


@dataclass(frozen=True)
class Decision:
    """A chosen contract or card (``choice``), its localized ``reason``; ``kind`` contract/card."""

    choice: str
    reason: Message
    kind: str = "card"
    samples: int = 0
    values: dict[str, float] = field(default_factory=dict, compare=False)
    """The simulated average point difference per candidate card (empty for contracts)."""

    @property
    def contract(self) -> str:
        """The contract chosen (``"push"`` included); for a card decision the card code."""
        return self.choice

    @property
    def card(self) -> str:
        """The card code chosen; for a contract decision the contract."""
        return self.choice

    def text(self, lang: str | None = None) -> str:
        """The reason in ``lang``."""
        return self.reason.text(lang)

    def __repr__(self) -> str:
        return f"Decision({self.kind}={self.choice!r}, {self.reason.key!r})"

    def _repr_html_(self) -> str:
        import html

        return (f'<div style="color:#1b1b1b"><b>{html.escape(self.choice)}</b>: '
                f"{html.escape(self.text())}</div>")


def turn_error(match: Match, seat: str, what: str) -> IllegalAction:
    """The error for asking ``seat`` to ``what`` (``"choose"`` or ``"play"``) out of turn."""
    if match.is_over:
        return IllegalAction("ai_jass.error.match_over", team=msg(f"core.side.{match.winner}"))
    return IllegalAction(f"ai_jass.error.not_to_{what}", seat=msg(f"core.seat.{seat}"),
                         to_act=msg(f"core.seat.{match.to_act}"))


class JassPlayer:
    """The Monte-Carlo + rules-of-thumb Schieber player (see module docstring)."""

    @checked
    def __init__(self, seed: int | None = 0, samples: int = 200, time_budget: float | None = None,
                 policy: Policy = rule_policy) -> None:
        self.seed = seed
        self.samples = samples
        self.time_budget = time_budget
        self.policy = policy

    def choose_contract(self, match: Match, seat: str) -> Decision:
        """The contract for ``seat`` (which must be choosing now), or ``"push"`` while allowed."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "contract" or match.to_act != seat:
            raise turn_error(match, seat, "choose")
        view = seat_view(match, seat)
        choice = choose_contract_for_hand(view.hand, may_push=not view.pushed)
        return Decision(choice.contract, choice.reason, "contract")

    def choose_card(self, match: Match, seat: str) -> Decision:
        """The card ``seat`` (which must be to play now) should play, with the reason."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "play" or match.to_act != seat:
            raise turn_error(match, seat, "play")
        return self.decide_card(seat_view(match, seat))

    def decide_card(self, view: SeatView) -> Decision:
        """The card for a view whose seat is to play (the core of :meth:`choose_card`)."""
        start = time.perf_counter()
        cards = indices(view.legal)
        if len(cards) == 1:
            return Decision(code(cards[0]), explain_card(view, cards[0]), "card")
        means, count = self.simulate(view, cards, start)
        best = max(cards, key=lambda c: (means[c], -c))
        proposal = heuristic_card(view)
        values = {code(c): round(means[c], 2) for c in cards}
        margin = HEURISTIC_MARGIN + NOISE_MARGIN / math.sqrt(count)
        if proposal is not None and means[proposal[0]] >= means[best] - margin:
            return Decision(code(proposal[0]), proposal[1], "card", count, values)
        return Decision(code(best), explain_card(view, best, count), "card", count, values)

    def simulate(self, view: SeatView, cards: list[int], start: float | None = None
                 ) -> tuple[dict[int, float], int]:
        """Each card's average point difference (ours minus theirs, base) over sampled layouts."""
        start = time.perf_counter() if start is None else start
        deadline = None if self.time_budget is None else start + self.time_budget
        rng = random.Random(f"{self.seed}:{view.key()}")
        template = _template(view)
        cons = constraints(view)
        team = view.seat & 1
        base = template.card_points[team] - template.card_points[1 - team]
        totals = dict.fromkeys(cards, 0.0)
        policy = self.policy
        count = 0
        while count < self.samples:
            hands = sample_hands(view, rng, cons)
            sim = template.copy()
            for seat in range(4):
                sim.hands[seat] = hands[seat]
            roll_seed = rng.getrandbits(32)
            for card in cards:
                state = sim.copy()
                state.play_index(card)
                playout(state, policy, random.Random(roll_seed))
                points = state.card_points
                diff = points[team] - points[1 - team] - base
                won = state.tricks_won
                if won[team] == 9:
                    diff += MATCH_BONUS
                elif won[1 - team] == 9:
                    diff -= MATCH_BONUS
                totals[card] += diff
            count += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return {card: total / count for card, total in totals.items()}, count

    def __repr__(self) -> str:
        return f"JassPlayer(seed={self.seed!r}, samples={self.samples}, time_budget={self.time_budget})"


def _template(view: SeatView) -> DealState:
    """A core state at the view's moment: played cards replayed, other seats' hands still empty."""
    hands = [view.played_by(seat) for seat in range(4)]
    hands[view.seat] |= view.hand
    state = DealState(hands, view.dealer)
    if view.pushed:
        state.choose_index(PUSH_INDEX)
    state.choose_index(view.contract)
    for _, card in view.plays:
        state.play_index(card)
    return state

