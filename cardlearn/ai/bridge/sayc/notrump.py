"""More over our 1NT: the 2♠ minor relay, the invitational 3♣/3♦, slam-interest jumps, a new suit after a transfer.

SAYC booklet: 2♠ asks opener to bid 3♣, which responder passes (weak, clubs) or corrects to 3♦ (weak,
diamonds); 3♣/3♦ invite 3NT with a six-card suit; after a transfer a new suit is natural and forcing to
game. Over a double of 1NT all of it stays on ("systems on"). Opener's answers to the invitational minor
and to the new suit are common practice.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView, strain_of
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Check,
    Len,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S


def _no_major(hand: HandEval) -> bool:
    return hand.lengths["S"] < 4 and hand.lengths["H"] < 4


def _good_six_minor(hand: HandEval, view: AuctionView, b) -> bool:
    """Six or more cards in minor ``m`` headed by two of the top three honours, and no four-card major."""
    return hand.lengths[b["m"]] >= 6 and hand.honors(b["m"], 3) >= 2 and _no_major(hand)


def _fitting_honour(hand: HandEval, view: AuctionView, b) -> bool:
    """The ace, king or queen of partner's minor, so that his six-card suit should run."""
    return hand.lengths[b["m"]] >= 2 and hand.honors(b["m"], 3) >= 1


def _after_transfer_new_suit(view: AuctionView) -> dict[str, str] | None:
    """Opener after 1NT – transfer – completion – responder's new suit: binds M (the major)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "tr.newsuit":
        return None
    return {"M": strain_of(view.calls[-4])}


def _transfer_completed(view: AuctionView) -> dict[str, str] | None:
    """1NT – transfer – completion – pass, responder to call: binds only M (the transfer suit stays free)."""
    if len(view.seq) != 6 or view.seq[0] != "1NT" or view.seq[3::2] != ("P", "P"):
        return None
    if not view.my_last_rule.startswith("1NT.transfer") or view.partner_rule != "1NT.tr.complete":
        return None
    return {"M": strain_of(view.seq[4])}


def nt_extras() -> list[Block]:
    """The booklet's responses to 1NT beyond Stayman and transfers: the minor invitations and the 2♠ relay."""
    return [
        block("s.nt.resp", Seq("1NT -"),
              # SAYC booklet: 3♣/3♦ invite 3NT with a six-card suit (two of the top three honours: common practice).
              rule("nt.3m", "3m", Check(_good_six_minor, "a good six-card minor, no four-card major", ("m",)),
                   HCP(6, 9), label=S("nt_minor_invite")),
              rule("nt.relay", "2S", Check(lambda h, v, b: max(h.lengths["C"], h.lengths["D"]) >= 6
                                           and h.lengths["S"] < 4 and h.lengths["H"] < 4, "a long minor"),
                   HCP(0, 7), label=S("minor_relay"), forcing=True),
              rule("nt.3M", "3t", Len("t", 6), HCP(14, 16), AuctionCheck(lambda v, b: b["t"] in "SH",
                                                                         var_names=("t",)),
                   label=S("slam_try_major"), forcing=True),
              closed=False),
        block("s.nt.3m", Seq("1NT - 3m P", when=lambda v, b: v.partner_rule == "nt.3m"),
              rule("nt.3m.3nt", "3NT", Check(_fitting_honour, "an honour in partner's minor", ("m",)),
                   label=S("nt_minor_accept")),
              # 16–17 with two cards in the suit still accepts (the coverage sweep: 16 HCP passed).
              rule("nt.3m.3nt.max", "3NT", Len("m", 2), HCP(16), label="ai_bridge.label.accept_invite"),
              rule("nt.3m.pass", "P", label=S("nt_minor_decline"))),
        block("s.nt.relay", Seq("1NT - 2S P", when=lambda v, b: v.partner_rule == "nt.relay"),
              rule("nt.relay.ok", "3C", label=S("relay_complete"))),
        block("s.nt.relay.r", Seq("1NT - 2S P 3C P", when=lambda v, b: v.my_last_rule == "nt.relay"),
              rule("nt.relay.d", "3D", Len("D", 6), label=S("to_play_weak_suit")),
              rule("nt.relay.c", "P", label=S("to_play_weak_suit"))),
        block("s.nt.3M", Seq("1NT - 3M P", when=lambda v, b: v.partner_rule == "nt.3M"),
              rule("nt.3M.4", "4M", Len("M", 2), label=S("game")),
              rule("nt.3M.3nt", "3NT", label=S("nt_game"))),
        # The transfer suit (2♦ or 2♥) was artificial: a natural new suit may be any suit but the major.
        block("s.tr.new", When(_transfer_completed, "partner completed my transfer"),
              rule("tr.newsuit", Cheapest("z", max_level=3), Len("z", 4), HCP(10), Len("M", 5),
                   Check(lambda h, v, b: not h.balanced, "unbalanced"),
                   AuctionCheck(lambda v, b: b["z"] != b["M"], var_names=("z",)),
                   label=S("after_transfer_new_suit"), forcing=True),
              closed=False),
        # Common practice: game in the major with three-card support, else 3NT, else (a fit in the new minor) 4m.
        block("s.tr.new.o", When(_after_transfer_new_suit, "partner's new suit after the transfer"),
              rule("tr.new.4M", "4M", Len("M", 3), label=S("tr_new_major")),
              rule("tr.new.3nt", "3NT", label=S("tr_new_nt"))),
    ]
