"""Self-play at a learner's level: which rules the four AI seats use, and whether every hand got a call.

Used by the test of the levels and by ``bench/bidding_levels.py``.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from cardlearn.ai.bridge.auction_view import seat_after
from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.legality import legal_calls
from cardlearn.ai.bridge.levels import level_rule_ids, resolve_bidding_level
from cardlearn.engine.bridge import Deal
from cardlearn.engine.bridge.table import SEATS

VULNERABILITIES = ("None", "NS", "EW", "Both")


@dataclass
class LevelRun:
    """What one self-play run at a level found."""

    level: str
    deals: int = 0
    calls: int = 0
    rules: Counter[str] = field(default_factory=Counter)
    off: list[tuple[tuple[str, ...], str]] = field(default_factory=list)  # (auction, rule id) of a rule not on
    illegal: list[tuple[tuple[str, ...], str]] = field(default_factory=list)
    fallbacks: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)  # (hand, auction): no rule at all


def self_play(level: str, deals: int, seed: int = 1) -> LevelRun:
    """Bid ``deals`` random deals with all four seats at ``level``; record each call's rule."""
    level = resolve_bidding_level(level)
    allowed = level_rule_ids(level)
    rng = random.Random(seed)
    run = LevelRun(level)
    for _ in range(deals):
        dealer = rng.choice(SEATS)
        deal = Deal.random(seed=rng.randrange(2**32))
        vul = rng.choice(VULNERABILITIES)
        calls: list[str] = []
        while legal_calls(tuple(calls), dealer) and len(calls) < 60:
            seat = seat_after(dealer, len(calls))
            decision = choose_call(deal.hand(seat), calls, dealer, vul, seat, level)
            run.calls += 1
            run.rules[decision.rule_id] += 1
            if decision.rule_id == "fallback":
                run.fallbacks.append((" ".join(deal.hand(seat)), tuple(calls)))
            elif decision.rule_id not in allowed:
                run.off.append((tuple(calls), decision.rule_id))
            if decision.call not in legal_calls(tuple(calls), dealer):
                run.illegal.append((tuple(calls), decision.call))
                break
            calls.append(decision.call)
        run.deals += 1
    return run
