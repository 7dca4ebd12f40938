"""More over our 1NT: the 2♠ minor relay, slam-interest jumps, a new suit after a transfer."""
from __future__ import annotations

from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Check,
    Len,
)
from cardlearn.ai.bridge.patterns import Cheapest, Seq
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S


def _nt_extras() -> list[Block]:
    return [
        block("s.nt.resp", Seq("1NT P"),
              rule("nt.relay", "2S", Check(lambda h, v, b: max(h.lengths["C"], h.lengths["D"]) >= 6
                                           and h.lengths["S"] < 4 and h.lengths["H"] < 4, "a long minor"),
                   HCP(0, 7), label=S("minor_relay")),
              rule("nt.3M", "3t", Len("t", 6), HCP(14, 16), AuctionCheck(lambda v, b: b["t"] in "SH",
                                                                         var_names=("t",)),
                   label=S("slam_try_major")),
              closed=False),
        block("s.nt.relay", Seq("1NT P 2S P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "nt.relay"),
              rule("nt.relay.ok", "3C", label=S("relay_complete"))),
        block("s.nt.relay.r", Seq("1NT P 2S P 3C P", when=lambda v, b: v.rule_of(len(v.calls) - 4) == "nt.relay"),
              rule("nt.relay.d", "3D", Len("D", 6), label=S("to_play_weak_suit")),
              rule("nt.relay.c", "P", label=S("to_play_weak_suit"))),
        block("s.nt.3M", Seq("1NT P 3M P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "nt.3M"),
              rule("nt.3M.4", "4M", Len("M", 2), label=S("game")),
              rule("nt.3M.3nt", "3NT", label=S("nt_game"))),
        block("s.tr.new", Seq("1NT P #t P #M P", when=lambda v, b: v.rule_of(len(v.calls) - 4).startswith("1NT.transfer")),
              rule("tr.newsuit", Cheapest("n", max_level=3), Len("n", 4), HCP(10), Len("M", 5),
                   Check(lambda h, v, b: not h.balanced, "unbalanced"),
                   AuctionCheck(lambda v, b: b["n"] != b["M"] and b["n"] not in v.bid_suits, var_names=("n",)),
                   label=S("after_transfer_new_suit")),
              closed=False),
    ]
