"""A perfect-information Schieber player: it sees every hand. The upper limit for the strength bench.

It cheats by design (it reads the :class:`~cardlearn.engine.jass.match.Match`'s
hands, not a :class:`~cardlearn.ai.jass.view.SeatView`), so it never sits at a
learner's table; :mod:`bench.jass_ai_arena` measures how far the real AI is from it.

- Cards: with at most :data:`EXACT_CARDS` cards left in the deal, an exact
  alpha-beta search on the engine's bitmask core (:func:`solve`: the most card
  points for the side to move, last-trick 5 and Match bonus included). Earlier,
  each legal card is played on the true layout and the deal finished
  ``rollouts`` times by the rule policy down to the exact search.
- Contract: each contract (and the push, valued as the contract the partner
  would choose) played out on the true layout the same way.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardlearn.ai.jass.contract import choose_contract_for_hand
from cardlearn.ai.jass.heuristics import code
from cardlearn.ai.jass.player import Decision, turn_error
from cardlearn.ai.jass.policies import rule_policy, unchecked
from cardlearn.engine.arguments import checked
from cardlearn.engine.jass.fast import FACTORS, PARTNER, DealState, indices
from cardlearn.engine.jass.rules import CONTRACTS, MATCH_BONUS, SEATS, seat_number
from cardlearn.i18n import msg

if TYPE_CHECKING:
    from cardlearn.engine.jass import Match

EXACT_CARDS = 16
"""Cards left in the deal (four tricks) from which a card decision is searched exactly."""
ROLLOUT_EXACT = 8
"""Cards left from which a rollout (earlier in the deal) finishes by the exact search."""


def solve(state: DealState, alpha: int = -1000, beta: int = 1000) -> int:
    """The exact value of ``state`` for the team to move: its remaining card points minus the other's."""
    if state.n_tricks == 9:
        return 0
    team = state.to_act & 1
    best = -1000
    mask = state.legal_mask()
    for card in _ordered(state, mask):
        child = state.copy()
        before = child.card_points[team] - child.card_points[1 - team]
        done = child.n_tricks
        child.play_index(card)
        gained = child.card_points[team] - child.card_points[1 - team] - before
        if child.n_tricks == 9 and done == 8:
            won = child.tricks_won
            gained += MATCH_BONUS * ((won[team] == 9) - (won[1 - team] == 9))
        rest = _child_value(child, team, alpha - gained, beta - gained)
        value = gained + rest
        best = max(best, value)
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


def _child_value(child: DealState, team: int, alpha: int, beta: int) -> int:
    """The child's value for ``team`` (negated when the other team moves next)."""
    if child.n_tricks == 9:
        return 0
    if child.to_act & 1 == team:
        return solve(child, alpha, beta)
    return -solve(child, -beta, -alpha)


def _ordered(state: DealState, mask: int) -> list[int]:
    """Cards in a good order for pruning: the strongest and the most valuable first."""
    cards = indices(mask)
    if state.trick:
        prow = state.prow
        values = state.values
        return sorted(cards, key=lambda c: -(prow[c] * 4 + values[c]))
    return cards


def _finish(state: DealState, rng: random.Random, exact: int = ROLLOUT_EXACT) -> int:
    """Rule-policy play down to ``exact`` cards, then the exact search; the value for team 0."""
    rand = rng.random
    policy = unchecked(rule_policy)
    while 36 - 4 * state.n_tricks - len(state.trick) > exact:
        state.play_index(policy(state, rand))
    value = solve(state)
    mover = state.to_act & 1 if state.n_tricks < 9 else 0
    points = state.card_points[0] - state.card_points[1]
    won = state.tricks_won
    if state.n_tricks == 9:
        points += MATCH_BONUS * ((won[0] == 9) - (won[1] == 9))
    return points + (value if mover == 0 else -value)


class PerfectPlayer:
    """Sees all four hands: exact endgames, rule-policy rollouts on the true layout before them."""

    @checked
    def __init__(self, seed: int | None = 0, rollouts: int = 8) -> None:
        self.seed = seed
        self.rollouts = rollouts

    def _state(self, match: Match) -> DealState:
        return match.deal.state.copy()

    def contract_for_state(self, base: DealState, rng: random.Random) -> str:
        """The contract (or ``"push"``) worth most for ``base.to_act`` on the true layout."""
        number = base.to_act
        values = [self._contract_value(base, c, number & 1, rng) for c in range(6)]
        best = max(range(6), key=lambda c: values[c])
        if not base.pushed:
            partner_hand = base.hands[PARTNER[number]]
            chosen = CONTRACTS.index(choose_contract_for_hand(partner_hand, may_push=False).contract)
            if values[chosen] > values[best]:
                return "push"
        return CONTRACTS[best]

    def card_for_state(self, state: DealState, rng: random.Random) -> int:
        """The card worth most for ``state.to_act`` on the true layout (exact in the last four tricks)."""
        team = state.to_act & 1
        cards = indices(state.legal_mask())
        if len(cards) == 1:
            return cards[0]
        left = 36 - 4 * state.n_tricks - len(state.trick)
        exact = left <= EXACT_CARDS + 1
        rollouts = 1 if exact else self.rollouts
        values = {}
        for card in cards:
            total = 0
            for _ in range(rollouts):
                child = state.copy()
                child.play_index(card)
                value = _finish(child, rng, EXACT_CARDS if exact else ROLLOUT_EXACT)
                total += value if team == 0 else -value
            values[card] = total / rollouts
        return max(cards, key=lambda c: (values[c], -c))

    def choose_contract(self, match: Match, seat: str) -> Decision:
        """The contract (or push) worth most on the true layout."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "contract" or match.to_act != seat:
            raise turn_error(match, seat, "choose")
        rng = random.Random(f"{self.seed}:{match.deal.number}:{seat}")
        return Decision(self.contract_for_state(self._state(match), rng), msg("ai_jass.perfect.reason"),
                        "contract")

    def _contract_value(self, base: DealState, contract: int, team: int, rng: random.Random) -> float:
        total = 0
        for _ in range(self.rollouts):
            state = base.copy()
            state.choose_index(contract)
            value = _finish(state, rng)
            total += value if team == 0 else -value
        return total * FACTORS[contract] / self.rollouts

    def choose_card(self, match: Match, seat: str) -> Decision:
        """The card worth most on the true layout (exact in the last four tricks)."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "play" or match.to_act != seat:
            raise turn_error(match, seat, "play")
        state = self._state(match)
        left = 36 - 4 * state.n_tricks - len(state.trick)
        rng = random.Random(f"{self.seed}:{match.deal.number}:{left}")
        return Decision(code(self.card_for_state(state, rng)), msg("ai_jass.perfect.reason"))

    def __repr__(self) -> str:
        return f"PerfectPlayer(seed={self.seed!r}, rollouts={self.rollouts})"


__all__ = ["EXACT_CARDS", "PerfectPlayer", "solve"]
