"""The Schieber AI: contracts from hand ratings; cards by determinized Monte-Carlo and rules of thumb.

``JassPlayer(seed=0, samples=400, time_budget=None)``

- :meth:`JassPlayer.choose_contract` ``(match, seat) -> Decision``: the contract
  (``"E" "R" "S" "B" "obenabe" "undenufe"``) or ``"push"`` (only while pushing
  is allowed), chosen by simulation (:mod:`~cardlearn.ai.jass.contract_sim`,
  ``contract_samples`` layouts; 0 for the rating tables alone), with a reason that
  names the value of the choice and of the runner-up.
- :meth:`JassPlayer.choose_card` ``(match, seat) -> Decision``: the card code,
  with a reason such as "Bock: the highest acorn still out".

Card play: the player builds its :class:`~cardlearn.ai.jass.view.SeatView` (its
own hand and the public record only), deals the unseen cards consistently with
what the table saw (:mod:`~cardlearn.ai.jass.sampling`), plays every legal card
in each layout and finishes the deal with a fast policy on the engine core
(:mod:`~cardlearn.ai.jass.policies`), and keeps the card with the best average
point difference. In the last :data:`EXACT_END_TRICKS` tricks each layout is searched
exactly instead (:mod:`~cardlearn.ai.jass.exact`, every hand seen in that layout),
over at most :data:`EXACT_SAMPLES` layouts. A rule of thumb
(:mod:`~cardlearn.ai.jass.heuristics`) wins when the simulations find it no worse than a margin (:data:`HEURISTIC_MARGIN`
plus :data:`NOISE_MARGIN` over the square root of the samples) below the best;
among the cards within that margin the conventional one is played
(:mod:`~cardlearn.ai.jass.conventions`). Near the end of a match the race to the
target decides (:mod:`~cardlearn.ai.jass.race`): a card that wins the game now is
played at once, otherwise the share of layouts in which the team gets there first.

Sampling stops after ``samples`` layouts. By default (``time_budget=None``) a
decision depends only on the seed and the view, so every lesson and test is
reproducible; the random stream of each decision is derived from the seed and
the view, not from earlier decisions. 400 samples (:data:`SAMPLES`) keep a decision at
about 50 ms median and 220 ms at the 95th percentile of CPU time (200: 33 and 136 ms;
equivalent cards are simulated once, clearly worse cards dropped early: :func:`prune`). A ``time_budget`` in seconds
stops sampling early on a slow machine, at the price of reproducibility.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cardlearn.ai.jass.contract import choose_contract_for_hand
from cardlearn.ai.jass.contract_sim import simulated_choice
from cardlearn.ai.jass.conventions import convention_card
from cardlearn.ai.jass.equivalence import equivalence_classes
from cardlearn.ai.jass.exact import value_after
from cardlearn.ai.jass.heuristics import code, explain_card, heuristic_card
from cardlearn.ai.jass.policies import Policy, playout, rule_policy
from cardlearn.ai.jass.race import RACE_WEIGHT, race_on, race_playout, wins_now
from cardlearn.ai.jass.sampling import constraints, sample_hands
from cardlearn.ai.jass.view import SeatView, seat_view
from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import card_message
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.jass.fast import POINTS, PUSH_INDEX, DealState, indices
from cardlearn.engine.jass.rules import CONTRACTS, MATCH_BONUS, SEATS, seat_number
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:
    from cardlearn.engine.jass import Match

SAMPLES = 400
"""Layouts a card decision samples at most (default of ``samples``; pruning stops most decisions earlier)."""
HEURISTIC_MARGIN = 3.0
"""A rule of thumb is followed unless its simulated average is this many base points below ..."""
CONTRACT_SAMPLES = 32
"""Layouts the contract choice plays out per contract (0: the hand-rating tables alone)."""
NOISE_MARGIN = 30.0
"""... plus this over the square root of the samples (few samples are noisy: trust the rule more)."""
PRUNE_START = 40
"""Layouts sampled before any card is dropped as clearly worse (see :func:`prune`)."""
PRUNE_EVERY = 20
"""Then checked again every this many layouts; sampling stops when one card is left."""
EXACT_END_TRICKS = 3
"""With this many tricks left each layout is searched exactly (all hands seen) instead of played out ..."""
EXACT_SAMPLES = 60
"""... over at most this many layouts (a search of three tricks costs about 0.7 ms, twenty playouts' worth)."""
PRUNE_Z = 3.0
"""Standard errors of the paired gap beyond the margin before a card is dropped."""


@dataclass(frozen=True)
class Decision:
    """A chosen contract or card (``choice``), its localized ``reason``; ``kind`` contract/card."""

    choice: str
    reason: Message
    kind: str = "card"
    samples: int = 0
    values: dict[str, float] = field(default_factory=dict, compare=False)
    """Per candidate: a card's simulated average value, or each contract's simulated value (multiplied)."""

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
    def __init__(self, seed: int | None = 0, samples: int = SAMPLES, time_budget: float | None = None,
                 policy: Policy = rule_policy, contract_samples: int = CONTRACT_SAMPLES) -> None:
        self.seed = seed
        self.samples = samples
        self.contract_samples = contract_samples
        self.time_budget = time_budget
        self.policy = policy

    def choose_contract(self, match: Match, seat: str) -> Decision:
        """The contract for ``seat`` (which must be choosing now), or ``"push"`` while allowed."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "contract" or match.to_act != seat:
            raise turn_error(match, seat, "choose")
        view = seat_view(match, seat)
        if self.contract_samples <= 0:
            choice = choose_contract_for_hand(view.hand, may_push=not view.pushed)
        else:
            rng = random.Random(f"{self.seed}:contract:{view.key()}")
            choice = simulated_choice(view.hand, not view.pushed, rng, self.contract_samples)
        values = {CONTRACTS[c]: round(v, 1) for c, v in enumerate(choice.gains)}
        return Decision(choice.contract, choice.reason, "contract", self.contract_samples, values)

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
        winning = [c for c in cards if wins_now(view, c)]
        if winning:  # a sure win now beats any later chance: keep the cheapest such card
            card = min(winning, key=lambda c: (POINTS[view.contract][c], c))
            return Decision(code(card), msg("ai_jass.card.wins_game", target=view.target), "card")
        classes = equivalence_classes(view, cards)
        if len(classes) == 1:  # every legal card plays the same: nothing to simulate
            best = convention_card(view, cards, cards[0])
            return Decision(code(best), explain_card(view, best), "card")
        sim = self.simulate_cards(view, [group[0] for group in classes], start)
        means = dict(sim.means)
        representative = {card: group[0] for group in classes for card in group}
        for group in classes:  # an equivalent card is worth what its class's representative is
            for card in group[1:]:
                means[card] = means[group[0]]
        count = sim.count
        ranked = sorted(cards, key=lambda c: (-means[c], c))
        best = ranked[0]
        values = {code(c): round(means[c], 2) for c in cards}
        if sim.race:
            # The runner-up is the best card that plays differently (an equivalent card is the same choice);
            # the race counts are kept per representative.
            runner = next(c for c in ranked if representative[c] != representative[best])
            return Decision(code(best), race_reason(view, representative[best], representative[runner], sim,
                                                    shown=(best, runner)), "card", count, values)
        proposal = heuristic_card(view)
        # Stopped early because one card is clearly best: judge with the margin of the full count.
        margin = HEURISTIC_MARGIN + NOISE_MARGIN / math.sqrt(self.samples if sim.settled else count)
        if proposal is not None and means[proposal[0]] >= means[best] - margin:
            return Decision(code(proposal[0]), proposal[1], "card", count, values)
        best = convention_card(view, [c for c in ranked if means[c] >= means[best] - margin], best)
        runner = next(c for c in ranked if c != best)
        reason = explain_card(view, best, count, (runner, means[best] - means[runner]))
        return Decision(code(best), reason, "card", count, values)

    def simulate(self, view: SeatView, cards: list[int], start: float | None = None
                 ) -> tuple[dict[int, float], int]:
        """Each card's average value (point difference, or the race when it is on) over sampled layouts."""
        sim = self.simulate_cards(view, cards, start)
        return sim.means, sim.count

    def simulate_cards(self, view: SeatView, cards: list[int], start: float | None = None) -> Simulation:
        """Each card's average point difference (ours minus theirs, base) and race wins, over layouts."""
        start = time.perf_counter() if start is None else start
        deadline = None if self.time_budget is None else start + self.time_budget
        rng = random.Random(f"{self.seed}:{view.key()}")
        template = _template(view)
        cons = constraints(view)
        team = view.seat & 1
        base = template.card_points[team] - template.card_points[1 - team]
        scores: dict[int, list[float]] = {card: [] for card in cards}
        active = list(cards)
        wins = dict.fromkeys(cards, 0)
        losses = dict.fromkeys(cards, 0)
        race = race_on(view)
        policy = self.policy
        count = 0
        exact = not race and exact_end(template)
        limit = min(self.samples, EXACT_SAMPLES) if exact else self.samples
        deal = getattr(sample_hands, "__wrapped__", sample_hands)  # checked once, not per layout
        while count < limit:
            hands = deal(view, rng, cons)
            sim = template.copy()
            for seat in range(4):
                sim.hands[seat] = hands[seat]
            roll_seed = rng.getrandbits(32)
            table: dict = {}  # the exact search's positions, shared by the cards of one layout
            for card in active:
                if exact:
                    diff, first = _exact_diff(sim, card, team, table), -1
                else:
                    diff, first = _play_out(sim, card, policy, roll_seed, view if race else None, team, base)
                wins[card] += first == team
                losses[card] += first == 1 - team
                scores[card].append(diff)
            count += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if not race and count >= PRUNE_START and count % PRUNE_EVERY == 0 and len(active) > 1:
                active = prune(scores, active, HEURISTIC_MARGIN + NOISE_MARGIN / math.sqrt(self.samples))
                if len(active) == 1:
                    break
        means = {card: (sum(scores[card]) + RACE_WEIGHT * (wins[card] - losses[card])) / len(scores[card])
                 for card in cards}
        return Simulation(means, count, race, wins, losses, len(active) == 1 and count < self.samples)

    def __repr__(self) -> str:
        return f"JassPlayer(seed={self.seed!r}, samples={self.samples}, time_budget={self.time_budget})"


def exact_end(state: DealState) -> bool:
    """Whether each layout is searched exactly (:data:`EXACT_END_TRICKS` left, and both teams have a trick,
    so the Match bonus, which the search counts for one side only, is out of reach)."""
    won = state.tricks_won
    return 9 - state.n_tricks <= EXACT_END_TRICKS and won[0] > 0 and won[1] > 0


def _exact_diff(sim: DealState, card: int, team: int, table: dict) -> float:
    """Our point difference from here after ``card`` when all four play perfectly in this layout."""
    ns = value_after(sim, card, -10_000, 10_000, table)
    left = 157 - sim.card_points[0] - sim.card_points[1]
    ours = ns if team == 0 else left - ns
    return 2 * ours - left


def _play_out(sim: DealState, card: int, policy: Policy, roll_seed: int, race_view: SeatView | None, team: int,
              base: int) -> tuple[float, int]:
    """One layout played out after ``card``: our point difference (with the Match bonus) and who reached the
    target first (-1: nobody, or no race; ``race_view`` is the seat's view when the race is on)."""
    state = sim.copy()
    first = -1
    if race_view is not None:
        first = race_playout(state, card, policy, random.Random(roll_seed), race_view.scores, race_view.target)
        if first >= 0:
            playout(state, policy, random.Random(roll_seed))
    else:
        state.play_index(card)
        playout(state, policy, random.Random(roll_seed))
    points = state.card_points
    diff = points[team] - points[1 - team] - base
    won = state.tricks_won
    if won[team] == 9:
        diff += MATCH_BONUS
    elif won[1 - team] == 9:
        diff -= MATCH_BONUS
    return diff, first


@dataclass(frozen=True)
class Simulation:
    """Per card: the average value, and when the race is on how often each team got there first."""

    means: dict[int, float]
    count: int
    race: bool
    wins: dict[int, int]
    losses: dict[int, int]
    settled: bool = False
    """Sampling stopped early: every card but one was clearly worse (see :func:`prune`)."""


def prune(scores: dict[int, list[float]], active: list[int], margin: float) -> list[int]:
    """The active cards still worth sampling: those not clearly worse than the leader.

    A card is dropped when its paired gap to the leader (same layouts, so most of the
    luck cancels) exceeds ``margin`` by :data:`PRUNE_Z` standard errors: it could
    not come within the margin of the best with more samples.
    """
    leader = max(active, key=lambda c: (sum(scores[c]), -c))
    top = scores[leader]
    kept = []
    for card in active:
        if card != leader:
            gaps = [a - b for a, b in zip(top, scores[card], strict=True)]
            n = len(gaps)
            mean = sum(gaps) / n
            spread = math.sqrt(max(0.0, sum((g - mean) ** 2 for g in gaps) / (n - 1)) / n)
            if mean - PRUNE_Z * spread > margin:
                continue
        kept.append(card)
    return kept


def race_reason(view: SeatView, card: int, runner: int, sim: Simulation,
                shown: tuple[int, int] | None = None) -> Message:
    """Why a card in the race to the target: how often it gets there first, beside the runner-up.

    ``card`` and ``runner`` are simulated cards; ``shown`` names the cards the learner reads
    when they stand for equivalent ones (the runner-up's name).
    """
    share = round(100 * sim.wins[card] / sim.count)
    other = round(100 * sim.wins[runner] / sim.count)
    named = runner if shown is None else shown[1]
    return msg("ai_jass.card.race", target=view.target, share=share, count=sim.count,
               runner=card_message(code(named), "jass"), other=other)


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

