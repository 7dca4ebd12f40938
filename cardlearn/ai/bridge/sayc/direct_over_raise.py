"""The direct seat after their simple raise (1x P 2x): the takeout double and the three-level overcall.

The booklet's takeout double applies here as over their opening (common ACBL practice): opening values,
short in their suit, at least three cards in each other suit; a singleton or void lets it be a point
lighter. A new suit now needs the three level, so it promises six cards. Without these the late natural
overcall, Michaels and the strong double of the generic blocks still apply.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView, is_bid, strain_of
from cardlearn.ai.bridge.conditions import HCP, GoodSuit, Len, OthersLen, Stopper
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.system_checks import L, is_major

_DOUBLES = ("dor.x", "dor.x.short")


def _they_bid_over_the_double(view: AuctionView) -> dict[str, str] | None:
    """Partner's takeout double of their raise, then RHO bid again (a free bid is now needed): binds x."""
    n = len(view.calls)
    if n < 2 or view.partner_rule not in _DOUBLES or not is_bid(view.calls[-1]):
        return None
    return {"x": strain_of(view.seq[0])}


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
        # Their bid over the double freed advancer from answering; with a five-card suit he still competes.
        block("s.dor.adv", When(_they_bid_over_the_double, "their bid over partner's double of their raise"),
              rule("dora.game", "4n", Len("n", 5), HCP(10), is_major("n"), label=L("game")),
              rule("dora.3nt", "3NT", HCP(12), Stopper("x"), label=L("to_play")),
              rule("dora.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(5, 11), prefer="major",
                   label=L("free_bid")),
              rule("dora.suit4", Cheapest("n", max_level=3), Len("n", 4), HCP(8, 11), prefer="major",
                   label=L("free_bid")),
              rule("dora.pass", "P", label=L("no_bid_now"))),
    ]
