"""The defence to their 1NT: Cappelletti."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    AuctionView,
)
from cardlearn.ai.bridge.binding_checks import LengthOrder, SuitIn, SuitNotIn
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Check,
    GoodSuit,
    Len,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.labels import S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule


def _their_nt(view: AuctionView) -> bool:
    """RHO opened 1NT, or it was opened by LHO and passed round to me."""
    return view.seq in (("1NT",), ("1NT", "P", "P"))


def _one_suiter(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.shape[0] >= 6 and hand.shape[1] <= 4


def cappelletti() -> list[Block]:
    """Cappelletti over their 1NT: the penalty double, 2♣ for one long suit, 2♦ for the majors, two-suited 2♥ and 2♠."""
    def minor5(h: HandEval) -> bool:
        return max(h.lengths["D"], h.lengths["C"]) >= 4

    return [
        block("s.cap", When(_their_nt, "their 1NT"),
              rule("cap.x", "X", HCP(15), label=S("nt_penalty")),
              rule("cap.3", Cheapest("t", jump=1, max_level=3), Len("t", 7), HCP(6, 14), GoodSuit("t"),
                   label=S("cap_preempt")),
              rule("cap.2d", "2D", Len("H", 4), Len("S", 4), HCP(8, 15),
                   Check(lambda h, v, b: h.lengths["H"] + h.lengths["S"] >= 9, "5–4 in the majors"),
                   label=S("cap_majors"), forcing=True),
              rule("cap.2h", "2H", Len("H", 5), HCP(8, 15), Check(lambda h, v, b: minor5(h), "a minor"),
                   label=S("cap_hearts_minor")),
              rule("cap.2s", "2S", Len("S", 5), HCP(8, 15), Check(lambda h, v, b: minor5(h), "a minor"),
                   label=S("cap_spades_minor")),
              rule("cap.2c", "2C", HCP(8, 15), Check(_one_suiter, "one long suit"), label=S("cap_one_suit")),
              rule("cap.pass", "P", label="ai_bridge.label.no_overcall")),
        block("s.cap.adv", When(_after_cappelletti, "partner's Cappelletti call"), *_advance_cappelletti()),
        block("s.cap.xadv", Seq("1NT X P", when=lambda v, b: v.partner_rule == "cap.x"),
              rule("capxa.run", Cheapest("t", max_level=2), Len("t", 5), HCP(0, 5), prefer="up",
                   label=S("to_play_weak_suit")),
              rule("capxa.pass", "P", label=S("penalty_pass_nt"))),
        block("s.cap.relay", When(_after_cap_relay, "partner relayed after my 2♣"),
              rule("capr.pass", "P", Len("D", 6), label=S("cap_my_suit")),
              rule("capr.suit", Cheapest("t", max_level=3), Len("t", 6), label=S("cap_my_suit")),
              rule("capr.pass", "P", label=S("cap_pass"))),
        block("s.cap.runout", When(_cappelletti_doubled, "my 2♣ was doubled and partner passed"),
              rule("capx.suit", Cheapest("t", max_level=2), Len("t", 6), SuitNotIn("t", "C"),
                   label=S("cap_my_suit")),
              rule("capx.pass", "P", label=S("cap_my_suit"))),
        block("s.cap.minor", When(_cap_minor_ask, "partner asked for my minor"),
              rule("capm.c", "3C", Len("C", 4), LengthOrder("C", "D", declared=()),
                   label=S("michaels_minor")),
              rule("capm.d", "3D", label=S("michaels_minor"))),
    ]


def _after_cappelletti(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    if n < 2 or not view.partner_rule.startswith("cap.") or view.calls[-1] != "P" or view.bids_by(ME):
        return None
    return None if view.partner_rule == "cap.x" else {}


def _after_cap_relay(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 4 and view.my_last_rule == "cap.2c" and view.partner_rule == "capa.relay" \
        and view.calls[-1] == "P"


def _cappelletti_doubled(view: AuctionView) -> bool:
    """1NT 2♣ X P P: the one-suiter names his suit."""
    n = len(view.calls)
    return n >= 4 and view.my_last_rule == "cap.2c" and view.calls[-3:] == ("X", "P", "P")


def _cap_minor_ask(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.partner_rule == "capa.ask" and view.calls[-1] == "P"


def _advance_cappelletti() -> tuple:
    def was(rule_id: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: v.partner_rule == rule_id, rule_id)

    def major_of(v: AuctionView) -> str:
        return "H" if v.partner_rule == "cap.2h" else "S"

    return (
        # 2♣ (one long suit): relay 2♦ unless clubs suit me.
        rule("capa.stay", "P", Len("C", 6), was("cap.2c"), label=S("cap_pass_clubs")),
        rule("capa.relay", "2D", was("cap.2c"), label=S("cap_relay")),
        # 2♦ (both majors): the longer major, a jump to invite.
        rule("capa.mgame", "4t", Len("t", 4), HCP(12), was("cap.2d"), SuitIn("t", "SH"),
             label=S("game")),
        rule("capa.minv", "3t", Len("t", 4), HCP(9, 11), was("cap.2d"),
             SuitIn("t", "SH"), label=S("invite_raise")),
        rule("capa.mpick", "2t", was("cap.2d"), Check(lambda h, v, b: h.lengths[b["t"]] >= h.lengths[
            "S" if b["t"] == "H" else "H"], "longer major", ("t",)),
             SuitIn("t", "SH"), label=S("michaels_pick")),
        # 2♥ / 2♠ (that major and a minor): raise, pass with support, or ask for the minor.
        rule("capa.game", "4t", Len("t", 3), HCP(13), AuctionCheck(lambda v, b: v.partner_rule
                                                                   in ("cap.2h", "cap.2s") and b["t"] == major_of(v),
                                                                   var_names=("t",)), label=S("game")),
        rule("capa.inv", "3t", Len("t", 4), HCP(9, 12), AuctionCheck(lambda v, b: v.partner_rule
                                                                     in ("cap.2h", "cap.2s") and b["t"] == major_of(v),
                                                                     var_names=("t",)), label=S("invite_raise")),
        rule("capa.ask", "2NT", Len("H", 0, 1), AuctionCheck(lambda v, b: v.partner_rule == "cap.2h"),
             label=S("michaels_ask"), forcing=True),
        rule("capa.ask.s", "2NT", Len("S", 0, 1), AuctionCheck(lambda v, b: v.partner_rule == "cap.2s"),
             label=S("michaels_ask"), forcing=True),
        rule("capa.pass", "P", label=S("cap_pass")),
    )


#: Cappelletti over their 1NT and its advances.
CAPPELLETTI: tuple[Block, ...] = (
    *cappelletti(),
)
