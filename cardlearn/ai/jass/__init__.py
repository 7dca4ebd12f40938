"""The Schieber AI: a partner and opponents that choose trump well and play strong Schieber.

- :class:`JassPlayer` ``(seed=0, samples=400, time_budget=None)``:
  ``choose_contract(match, seat) -> Decision`` (``"E" "R" "S" "B" "obenabe"
  "undenufe"`` or ``"push"`` while allowed) and ``choose_card(match, seat) ->
  Decision`` (a card code); every decision carries a localized ``reason``.
- :func:`hint` ``(match, seat="S", lang=None) -> Hint``: the recommendation for the learner.
- :func:`seat_view` / :class:`SeatView`: what one seat may see (the only door to the match).
- :func:`choose_contract_for_hand`, :func:`expected_gains`: contract ratings for a hand mask.
- :func:`sample_hands`, :func:`constraints`: determinization consistent with the play.
- :func:`rule_policy`, :func:`random_policy`: fast playout policies on the engine core.
- :class:`RandomPlayer`, :class:`GreedyPlayer`: baselines for the benches and tests.
- :class:`PerfectPlayer`: sees every hand (an upper limit for the strength bench, never a table seat).
- :func:`schieber_card` ``(lang=None)``: the convention card (:data:`CONVENTIONS`) the AI plays and reads.
"""
from __future__ import annotations

from cardlearn.ai.jass.baselines import GreedyPlayer, RandomPlayer
from cardlearn.ai.jass.contract import ContractChoice, choose_contract_for_hand, expected_gains
from cardlearn.ai.jass.convention_card import ConventionCard, schieber_card
from cardlearn.ai.jass.conventions import CONVENTIONS
from cardlearn.ai.jass.hint import Hint, hint
from cardlearn.ai.jass.perfect import PerfectPlayer
from cardlearn.ai.jass.player import Decision, JassPlayer
from cardlearn.ai.jass.policies import random_policy, rule_policy
from cardlearn.ai.jass.sampling import Constraints, constraints, sample_hands
from cardlearn.ai.jass.view import SeatView, seat_view

__all__ = [
    "CONVENTIONS", "Constraints", "ContractChoice", "ConventionCard", "Decision", "GreedyPlayer", "Hint",
    "JassPlayer", "PerfectPlayer", "RandomPlayer", "SeatView", "choose_contract_for_hand", "constraints",
    "expected_gains", "hint", "random_policy", "rule_policy", "sample_hands", "schieber_card", "seat_view",
]
