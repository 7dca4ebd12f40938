"""Coming in over their four-level pre-empt, or over their pre-empt raised (3♦ P 4♦).

The generic pre-empt block overcalls up to the three level only and meets the opening alone. Common ACBL
practice: at the four level a good six-card suit with opening values bids it, and a double is takeout with
shortness in their suit and a little more; partner leaves the double in without a long suit of his own
(the advancing blocks for a double at the four level).
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView, strain_of
from cardlearn.ai.bridge.conditions import HCP, GoodSuit, Len, OthersLen
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.system_checks import L, is_major, their_high_opening


def _their_high_contract(view: AuctionView) -> dict[str, str] | None:
    """Their four-level opening (direct or passed round), or their pre-empt raised by LHO's partner: binds x."""
    seq = view.seq
    if len(seq) == 3 and seq[1] == "P" and seq[0][0] in "23" and seq[0] != "2C" and strain_of(seq[0]) != "NT":
        raised = seq[2]
        if raised[0] in "34" and strain_of(raised) == strain_of(seq[0]):
            return {"x": strain_of(seq[0])}
        return None
    bound = their_high_opening(view)
    return bound if bound is not None and seq[0][0] == "4" else None


def high_competition_blocks() -> list[Block]:
    """Overcall or double at the four level over their pre-empt."""
    major = is_major("n")
    return [
        block("s.ovf", When(_their_high_contract, "their pre-empt at the four level, or raised"),
              rule("ovf.suit", Cheapest("n", max_level=4), major, Len("n", 6), HCP(13), GoodSuit("n"),
                   label=S("overcall_four_level")),
              rule("ovf.x", "X", HCP(14), Len("x", 0, 1), OthersLen(("x",), 3), label=S("takeout_high")),
              rule("ovf.x.strong", "X", HCP(18), Len("x", 0, 2), label=L("strong_double")),
              rule("ovf.minor", Cheapest("n", max_level=5), Len("n", 7), HCP(13), GoodSuit("n"),
                   label=S("overcall_four_level")),
              rule("ovf.minor6", Cheapest("n", max_level=5), Len("n", 6), HCP(16), GoodSuit("n"),
                   label=S("overcall_four_level")),
              closed=False),
    ]
