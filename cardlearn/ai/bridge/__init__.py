"""The bridge AI: a natural bidding system written as data, with the meaning of every call,
Monte-Carlo double-dummy card play (a pure-Python player where the solver is missing), hints
for the learner and the double-dummy review of a finished deal.

>>> from cardlearn.engine import bridge
>>> from cardlearn.ai import bridge as ai
>>> game = bridge.Game(bridge.Deal.random(seed=1))
>>> ai.hint(game).call                      # the call the system recommends for South
'P'
>>> ai.explain(["1NT"], 0).text("en")       # what a call means
'15–17 HCP, balanced'

AI players see only their seat's view (own hand, the dummy once exposed, the
auction and the played cards); only :func:`analyse` looks at all four hands,
and only when asked to review a deal.
"""
from __future__ import annotations

from cardlearn.ai.bridge.analysis import Analysis, Par, analyse
from cardlearn.ai.bridge.bidder import BridgeBidder, Decision, choose_call
from cardlearn.ai.bridge.bidder import hint as call_hint
from cardlearn.ai.bridge.constraints import HandConstraints
from cardlearn.ai.bridge.evaluation import HandEval, evaluate
from cardlearn.ai.bridge.explain import Explanation, explain
from cardlearn.ai.bridge.hints import hint
from cardlearn.ai.bridge.play import (
    BridgePlayer,
    CardDecision,
    card_hint,
    choose_card,
    solver_available,
)
from cardlearn.ai.bridge.strength import AI_LEVELS, resolve_ai_level
from cardlearn.ai.bridge.system_card import SystemCard, system_card

__all__ = [
    "AI_LEVELS",
    "Analysis",
    "BridgeBidder",
    "BridgePlayer",
    "CardDecision",
    "Decision",
    "Explanation",
    "HandConstraints",
    "HandEval",
    "Par",
    "SystemCard",
    "analyse",
    "call_hint",
    "card_hint",
    "choose_call",
    "choose_card",
    "evaluate",
    "explain",
    "hint",
    "resolve_ai_level",
    "solver_available",
    "system_card",
]
