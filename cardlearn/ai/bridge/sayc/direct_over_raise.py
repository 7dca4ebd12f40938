"""The direct seat after their simple raise (1x P 2x): the takeout double and the three-level overcall.

The booklet's takeout double applies here as over their opening (common ACBL practice): opening values,
short in their suit, at least three cards in each other suit; a singleton or void lets it be a point
lighter. A new suit now needs the three level, so it promises six cards. Without these the late natural
overcall, Michaels and the strong double of the generic blocks still apply.
"""
from __future__ import annotations

from cardlearn.ai.bridge.conditions import HCP, GoodSuit, Len, OthersLen
from cardlearn.ai.bridge.patterns import Cheapest, Seq
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S


def direct_over_raise_blocks() -> list[Block]:
    """Takeout double and three-level overcall right after their raise of their own suit."""
    return [
        block("s.dor", Seq("1x P 2x"),
              rule("dor.x", "X", HCP(12), Len("x", 0, 2), OthersLen(("x",), 3), label=S("takeout_over_raise")),
              rule("dor.x.short", "X", HCP(11), Len("x", 0, 1), OthersLen(("x",), 3),
                   label=S("takeout_over_raise")),
              rule("dor.suit3", Cheapest("n", min_level=3, max_level=3), Len("n", 6), HCP(11, 16), GoodSuit("n"),
                   label=S("overcall_three_level")),
              closed=False),
    ]
