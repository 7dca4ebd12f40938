"""Our rebids after their overcall of partner's one-level response (1♥ P 1♠ 3♦).

Common ACBL practice (the booklet is silent): the overcall frees opener from rebidding, so opener acts
with extras: three-card support with shortness in their suit raises, a six-card suit is rebid. When opener
passes, responder with game values still bids: game in a six-card major, 3NT with their suit stopped, a
penalty double with length in their suit, his long suit again to compete. Without these the general rules
(a fit, a known game) apply.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView
from cardlearn.ai.bridge.conditions import HCP, Len, Stopper
from cardlearn.ai.bridge.patterns import Cheapest, Seq
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.system_checks import L, is_major


def _other_suit(view: AuctionView, b) -> bool:
    return b["o"] not in (b["x"], b["y"])


def free_rebid_blocks() -> list[Block]:
    """Opener's and responder's calls after their overcall of the one-level response."""
    major_y = is_major("y")
    return [
        block("s.ofr", Seq("1x P 1y #o", when=_other_suit),
              rule("ofr.raise3", Cheapest("y", max_level=3), Len("y", 3), Len("o", 0, 1), HCP(14), major_y,
                   label=S("raise_over_overcall")),
              rule("ofr.own", Cheapest("x", max_level=3), Len("x", 6), HCP(12), label=L("rebid_suit")),
              closed=False),
        block("s.rfr", Seq("1x P 1y #o P P", when=_other_suit),
              rule("rfr.game", "4y", major_y, Len("y", 6), HCP(10), label=L("game")),
              rule("rfr.3nt", "3NT", HCP(12), Stopper("o"), label=L("to_play")),
              rule("rfr.x", "X", HCP(10), Len("o", 4), label=L("penalty_double")),
              rule("rfr.own", Cheapest("y", max_level=3), Len("y", 6), HCP(6), label=L("rebid_suit")),
              rule("rfr.own5", Cheapest("y", max_level=3), Len("y", 5), HCP(12), major_y, label=L("rebid_suit")),
              closed=False),
    ]
