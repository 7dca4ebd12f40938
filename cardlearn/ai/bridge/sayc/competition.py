"""Competitive SAYC: doubler's rebids, Michaels and Unusual 2NT, Cappelletti, balancing, interference."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    cheapest_bid,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Check,
    GoodSuit,
    Len,
    OthersLen,
    Points,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import SUITS, S, rank
from cardlearn.ai.bridge.system_checks import ov_transfer_target

#: Michaels cue bids and Unusual 2NT calls, direct or after their response (competition2), and the cue bid of a
#: weak two (a strong Michaels): the answers and the pass-or-correct follow-ups read these.
MICHAELS_CUES = ("mi.cue", "mi.cue.late", "w2.cue", "w2.cue.weak")
UNUSUAL_2NT = ("mi.2nt", "mi.2nt.late")
_TAKEOUT = ("ov.x", "ov.x.light", "ov.x.values", "ov.x.strong", "ov.x.bal", "ovh.x", "ovh.x.strong", "ovh.x.bal",
            "ovl.x", "ov.x.majors")


def doubler_rebid(view: AuctionView, balancing: bool = False) -> dict[str, str] | None:
    """I doubled their one-bid, partner answered in a suit or NT, RHO passed: binds x (their suit), y (partner's)."""
    seq = view.seq
    if balancing:
        if len(seq) != 7 or seq[1:3] != ("P", "P"):
            return None
        seq = (seq[0], *seq[3:])
    if len(seq) != 5 or seq[2] != "P" or seq[4] != "P" or seq[1] != "X":
        return None
    if view.my_last_rule not in _TAKEOUT or not is_bid(seq[3]):
        return None
    b = {"x": strain_of(seq[0])}
    if strain_of(seq[3]) not in ("NT", b["x"]):
        b["y"] = strain_of(seq[3])
    if "x" in b and b["x"] == "NT":
        return None
    return b


def doubler_rebid_contested(view: AuctionView) -> dict[str, str] | None:
    """1x – X – P – advancer's suit – their bid (up to three): the doubler's second call. Binds x and y."""
    seq = view.seq
    if len(seq) != 5 or seq[1:3] != ("X", "P") or not is_bid(seq[3]) or not is_bid(seq[4]):
        return None
    if view.my_last_rule not in _TAKEOUT or int(seq[4][0]) > 3:
        return None
    x, y = strain_of(seq[0]), strain_of(seq[3])
    return None if "NT" in (x, y) or x == y else {"x": x, "y": y}


def doubler_rebids_contested() -> tuple:
    """Common practice: after their bid the doubler raises advancer's suit with four trumps (a jump with 17+),
    shows a strong five-card suit, or passes (found by the booklet-doubles sweep: every hand was a catch-all)."""
    return (
        rule("drc.jump", Cheapest("y", jump=1, max_level=3), Len("y", 4), HCP(17), label="ai_bridge.label.invite"),
        rule("drc.raise", Cheapest("y", max_level=3), Len("y", 4), HCP(12), label="ai_bridge.label.compete"),
        rule("drc.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(17),
             AuctionCheck(lambda v, b: b["n"] not in v.bid_suits, var_names=("n",)), label=S("doubler_suit")),
        rule("drc.pass", "P", label="ai_bridge.label.no_bid_now"),
    )


def _has_y(view: AuctionView, b) -> bool:
    """Advancer named a suit and ``y`` is that suit."""
    return "y" in b and strain_of(view.calls[-2]) == b["y"]


def _advancer_jumped(view: AuctionView, b) -> bool:
    """Advancer named a suit with a jump (the invitational advance), not the cheapest bid in it."""
    call = view.calls[-2]
    return _has_y(view, b) and cheapest_bid(strain_of(call), view.seq[0]) != call


def doubler_rebids(shift: int = 0) -> tuple:
    """The doubler's second call; ``shift`` is what a balancing double may lack (3 points)."""
    return (
        rule("dr.cue", Cheapest("x", max_level=3), HCP(22 - shift), label=S("doubler_cue"), forcing=True),
        # Partner's cue bid of their suit is game forcing: the doubler describes his hand, a major first.
        rule("dr.cq.major", Cheapest("n", max_level=4), Len("n", 4), AuctionCheck(_partner_cue_bid),
             Check(lambda h, v, b: b["n"] in "SH" and b["n"] not in v.bid_suits, "an unbid major", ("n",)),
             prefer="major", label=S("doubler_cue_answer"), forcing=True),
        rule("dr.cq.nt", Cheapest("NT", max_level=3), Stopper("x"), AuctionCheck(_partner_cue_bid),
             label=S("doubler_cue_answer"), forcing=True),
        rule("dr.cq.suit", Cheapest("n", max_level=5), Len("n", 4), AuctionCheck(_partner_cue_bid),
             Check(lambda h, v, b: b["n"] not in v.bid_suits, "an unbid suit", ("n",)),
             label=S("doubler_cue_answer"), forcing=True),
        # Advancer's jump in a suit invites game (9-12). Common practice: the doubler accepts with 14+ HCP
        # (a sound double plus a little), in a major with the three cards the double promised, else in 3NT.
        rule("dr.inv.4M", "4y", Len("y", 3), HCP(14 - shift), AuctionCheck(
            lambda v, b: _advancer_jumped(v, b) and b["y"] in "SH"), label="ai_bridge.label.accept_invite"),
        rule("dr.inv.3nt", "3NT", HCP(14 - shift), Stopper("x"), AuctionCheck(_advancer_jumped),
             label="ai_bridge.label.accept_invite"),
        # Advancer's 2NT (11-12 with a stopper) invites too: the same 14+ accepts in 3NT (common practice).
        rule("dr.inv.2nt", "3NT", HCP(14 - shift), AuctionCheck(lambda v, b: v.calls[-2] == "2NT"),
             label="ai_bridge.label.accept_invite"),
        rule("dr.2nt", "2NT", HCP(20 - shift, 21 - shift), Balanced(), Stopper("x"),
             AuctionCheck(lambda v, b: v.calls[-2][0] == "1"), label=S("doubler_nt")),
        # The jump raise (19-21) of a two-level answer is the four level: game in a major (issue #27: a 20-count
        # passed advancer's 2♥/2♠ because the jump was capped at three).
        rule("dr.jump.M", Cheapest("y", jump=1, max_level=4), Len("y", 4), HCP(19 - shift, 21 - shift),
             AuctionCheck(lambda v, b: _has_y(v, b) and b["y"] in "SH"), label=S("doubler_jump_raise")),
        rule("dr.raise.M", Cheapest("y", max_level=3), Len("y", 4), HCP(16 - shift, 18 - shift),
             AuctionCheck(lambda v, b: _has_y(v, b) and b["y"] in "SH"), label=S("doubler_raise")),
        rule("dr.suit5", Cheapest("n", max_level=2), Len("n", 5), HCP(17 - shift),
             AuctionCheck(lambda v, b: b["n"] not in v.bid_suits, var_names=("n",)), label=S("doubler_suit")),
        rule("dr.nt", Cheapest("NT", max_level=2), HCP(18 - shift, 19 - shift), Balanced(), Stopper("x"),
             label=S("doubler_nt")),
        rule("dr.jump", Cheapest("y", jump=1, max_level=4), Len("y", 4), HCP(19 - shift, 21 - shift),
             AuctionCheck(_has_y), label=S("doubler_jump_raise")),
        rule("dr.raise", Cheapest("y", max_level=3), Len("y", 4), HCP(16 - shift, 18 - shift), AuctionCheck(_has_y),
             label=S("doubler_raise")),
        rule("dr.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(17 - shift),
             AuctionCheck(lambda v, b: b["n"] not in v.bid_suits, var_names=("n",)), label=S("doubler_suit")),
        rule("dr.nt.any", Cheapest("NT", max_level=2), HCP(18 - shift, 20 - shift), Balanced(), Stopper("x"),
             label=S("doubler_nt")),
        rule("dr.pass", "P", label=S("doubler_minimum")),
    )


def _partner_cue_bid(view: AuctionView, b) -> bool:
    """Advancer's last bid was in their suit (the cue bid) rather than a suit or no trump of his own."""
    return "y" not in b and strain_of(view.calls[-2]) == b["x"]


def two_suiter(hand: HandEval, view: AuctionView, b) -> bool:
    """Weak (6–11) or strong (15+) with honours in the two suits; the middle range overcalls naturally.

    The booklet sets no range; this is common ACBL practice ("mini-maxi").
    """
    long_suits = sorted(SUITS, key=lambda s: -hand.lengths[s])[:2]
    inside = sum(hand.honors(s, 4) for s in long_suits)
    strength_ok = 6 <= hand.hcp <= 11 or hand.hcp >= 15
    return strength_ok and inside >= 2 and sum(hand.honors(s, 3) for s in long_suits) >= 1


def michaels_suits(their: str) -> tuple[str, ...]:
    """The suits Michaels shows over ``their`` opening: both majors over a minor, the other major and a minor."""
    return ("S", "H") if their in "DC" else ("S" if their == "H" else "H",)


def michaels_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """The shape for a Michaels cue bid of ``x``: five of each major (over a minor), or the other major and a minor."""
    their = b["x"]
    majors = michaels_suits(their)
    if any(hand.lengths[s] < 5 for s in majors):
        return False
    if len(majors) == 2:
        return True
    return any(hand.lengths[m] >= 5 for m in "DC")


def unusual_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """5–5 in the two lowest unbid suits."""
    low = [s for s in "CDH" if s != b["x"]][:2]
    return all(hand.lengths[s] >= 5 for s in low)


def direct_or_balance(view: AuctionView) -> dict[str, str] | None:
    """RHO opened one of a suit (or it came round to me): binds x."""
    seq = view.seq
    if len(seq) not in (1, 3) or (len(seq) == 3 and seq[1:] != ("P", "P")):
        return None
    # Over a weak two the cue bid is the strong two-suiter of competition2 (no mini-maxi at the three level).
    if seq[0][0] != "1" or strain_of(seq[0]) == "NT":
        return None
    return {"x": strain_of(seq[0])}


def michaels_unusual() -> tuple:
    """Michaels cue bids and the Unusual 2NT over their one-level opening."""
    return (
        rule("mi.cue", Cheapest("x", max_level=3), Check(michaels_shape, "Michaels shape", ("x",)),
             Check(two_suiter), label=S("michaels"), forcing=True),
        rule("mi.2nt", "2NT", Check(unusual_shape, "Unusual shape", ("x",)), Check(two_suiter),
             AuctionCheck(lambda v, b: len(v.seq) == 1 and v.seq[0][0] == "1"), label=S("unusual_2nt"), forcing=True),
    )


def after_michaels(view: AuctionView) -> dict[str, str] | None:
    """Partner bid Michaels or the Unusual 2NT and RHO passed (or bid): binds x (their suit)."""
    n = len(view.calls)
    if n < 2 or view.partner_rule not in ("mi.cue", "mi.cue.late", *UNUSUAL_2NT):
        return None
    if view.bids_by(ME):
        return None
    return {"x": strain_of(view.seq[0])}


def advance_two_suiter() -> tuple:
    """Advancer's answers to partner's Michaels cue bid or Unusual 2NT."""
    # Which suits partner showed: majors over a minor; over a major the other major plus a minor (2NT asks).
    def shown(view: AuctionView) -> tuple[str, ...]:
        their = strain_of(view.seq[0])
        if view.partner_rule in UNUSUAL_2NT:
            return tuple(s for s in "CDH" if s != their)[:2]
        return michaels_suits(their)

    def best(hand: HandEval, view: AuctionView, b) -> bool:
        suits = shown(view)
        top = max(suits, key=lambda s: (hand.lengths[s], rank(s)))
        # Over a major, Michaels shows the other major and an unknown minor: pick the major only with a fit.
        return b["t"] == top and b["t"] in suits and (len(suits) == 2 or hand.lengths[b["t"]] >= 3)

    def game(hand: HandEval, view: AuctionView, b) -> bool:
        return best(hand, view, b) and hand.lengths[b["t"]] >= 3 and hand.hcp >= 11 and b["t"] in "SH"

    def ask(view: AuctionView, b) -> bool:
        return len(shown(view)) == 1 and view.calls[-1] == "P"

    return (
        rule("amc.game", "4t", Check(game, "game", ("t",)), label=S("game")),
        rule("amc.ask", "2NT", HCP(11), AuctionCheck(ask), label=S("michaels_ask"), forcing=True),
        # Game in a minor partner showed (common practice): a four-card fit and opening values; below that
        # the jump preference (to the four level over the Unusual 2NT) invites.
        rule("amc.game.m", "5t", Len("t", 4), HCP(13), Check(best, "best", ("t",)),
             Check(lambda h, v, b: b["t"] in "DC", "a minor"), label=S("game")),
        rule("amc.jump", Cheapest("t", jump=1, max_level=4), Len("t", 4), HCP(9, 12),
             Check(best, "best", ("t",)), label=S("invite_raise")),
        rule("amc.pick", Cheapest("t", max_level=4), Check(best, "best", ("t",)), label=S("michaels_pick")),
        rule("amc.pc.any", Cheapest("C", max_level=4), Check(lambda h, v, b: h.lengths["C"] >= 3, "three clubs"),
             AuctionCheck(lambda v, b: len(shown(v)) == 1), label=S("michaels_pick")),
        rule("amc.own", Cheapest("t", max_level=3), Len("t", 6), AuctionCheck(ask), label=S("michaels_pick")),
        rule("amc.pc", Cheapest("C", max_level=4), Len("C", 3), AuctionCheck(
            lambda v, b: len(shown(v)) == 1 and cheapest_bid("NT", v.last_bid) != "2NT"), label=S("michaels_pick")),
        rule("amc.minor", "3C", Len("C", 3), Check(lambda h, v, b: h.lengths["C"] >= h.lengths["D"]), AuctionCheck(
            ask), label=S("michaels_pick")),
        rule("amc.minor.d", "3D", AuctionCheck(ask), label=S("michaels_pick")),
        rule("amc.pass", "P", label=S("pass_weak")),
    )


def michaels_ask_answer(view: AuctionView) -> dict[str, str] | None:
    """Partner asked for my minor: 2NT after Michaels, or 4NT when the auction is already high."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P":
        return None
    if view.partner_rule == "amc.ask":
        return {}
    mine = [i for i in range(n) if view.relation(i) == ME and view.rule_of(i) in MICHAELS_CUES]
    return {} if mine and view.calls[-2] == "4NT" and view.relation(n - 2) == PARTNER else None


def michaels_pass_or_correct(view: AuctionView) -> dict[str, str] | None:
    """Partner bid clubs over my Michaels (major + minor): correct to diamonds when that is my minor."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in ("amc.pc", "amc.pc.any", "amc.minor", "amc.pick", "w2c.pc"):
        return None
    mine = [i for i in range(n) if view.relation(i) == ME]
    if not mine or view.rule_of(mine[-1]) not in MICHAELS_CUES or strain_of(view.calls[-2]) != "C":
        return None
    return {}


def michaels_minor() -> tuple:
    """The Michaels bidder's answer to advancer's 2NT (or 4NT): his minor, jumping with a maximum."""
    return (
        rule("mia.c5", "5C", Len("C", 5), AuctionCheck(lambda v, b: v.calls[-2] == "4NT"), label=S("michaels_minor")),
        rule("mia.d5", "5D", Len("D", 5), AuctionCheck(lambda v, b: v.calls[-2] == "4NT"), label=S("michaels_minor")),
        # A maximum (15+) jumps; tried first, or the three-level answers would always take the hand.
        rule("mia.c4", "4C", Len("C", 5), HCP(15), label=S("michaels_minor")),
        rule("mia.d4", "4D", Len("D", 5), HCP(15), label=S("michaels_minor")),
        rule("mia.c", "3C", Len("C", 5), label=S("michaels_minor")),
        rule("mia.d", "3D", Len("D", 5), label=S("michaels_minor")),
        # A learner's "Michaels" without a five-card minor: name the longer minor all the same.
        rule("mia.c.any", Cheapest("C", max_level=5), Check(lambda h, v, b: h.lengths["C"] >= h.lengths["D"],
                                                            "clubs at least as long"), label=S("michaels_minor")),
        rule("mia.d.any", Cheapest("D", max_level=5), label=S("michaels_minor")),
    )


def balance_over_raise() -> tuple:
    """Balancing after their raise has died: a five-card suit with 7+, a takeout double with shortness, else pass."""
    return (
        rule("bal.suit", Cheapest("n", max_level=2), Len("n", 5), HCP(7), label=S("balance_suit")),
        rule("bal.x", "X", HCP(8), Len("x", 0, 2), OthersLen(("x",), 3), label=S("balance_double")),
        rule("bal.pass", "P", label=S("pass_weak")),
    )


def _nt_overcall_shift(view: AuctionView) -> int:
    """A balancing 1NT holds about three points less than a direct one (15–18)."""
    return 3 if len(view.seq) == 5 else 0


def after_nt_overcall(view: AuctionView) -> dict[str, str] | None:
    """Partner overcalled 1NT (directly or balancing) and RHO passed: binds x (their suit)."""
    seq = view.seq
    if seq not in ((seq[0], "1NT", "P"), (seq[0], "P", "P", "1NT", "P")) or view.partner_rule != "ov.1nt":
        return None
    return {"x": strain_of(seq[0])}


def advance_nt_overcall() -> tuple:
    """Systems on over partner's 1NT overcall (common practice): Stayman, natural invitations and games."""
    def invite(lo_direct: int) -> Check:
        return Check(lambda h, v, b: h.hcp >= lo_direct + _nt_overcall_shift(v), "invitational values")

    def game(v: AuctionView) -> int:
        return 9 + _nt_overcall_shift(v)

    def band(lo: int, hi: int = 40) -> Check:
        return Check(lambda h, v, b: lo <= h.hcp - _nt_overcall_shift(v) <= hi, f"{lo}+ HCP opposite 15–18")

    return (
        rule("a1n.stayman", Cheapest("C", max_level=2), Check(lambda h, v, b: h.lengths["H"] >= 4 or h.lengths["S"] >= 4,
                                                             "a four-card major"),
             invite(7), AuctionCheck(lambda v, b: b["x"] != "C"), label=S("stayman_overcall"), forcing=True),
        rule("a1n.4M", "4t", Len("t", 6), Check(lambda h, v, b: h.hcp >= game(v) - 1, "game values"),
             AuctionCheck(lambda v, b: b["t"] in "SH" and b["t"] != b["x"], var_names=("t",)), label=S("game")),
        # The booklet's no-trump slam figures hold opposite the overcall too (systems on, common practice): 4NT
        # invites 6NT a point or two short of 33 together, 6NT is bid with them (the ``g.quant.4nt`` prefix has
        # the overcaller answer it as any quantitative 4NT).
        rule("a1n.6nt", "6NT", band(18), label="ai_bridge.label.slam"),
        rule("g.quant.4nt.ov", "4NT", band(16, 17), label="ai_bridge.label.quantitative"),
        rule("a1n.3nt", "3NT", Check(lambda h, v, b: h.hcp >= game(v), "game values"), label=S("nt_game")),
        rule("a1n.2nt", "2NT", invite(7), label=S("nt_invite_plain")),
        rule("a1n.weak", Cheapest("t", max_level=2), Len("t", 5),
             # 2♦ and 2♥ are transfers (sections.notrump) unless they would name the opponents' suit.
             AuctionCheck(lambda v, b: b["t"] != b["x"] and ov_transfer_target(b["t"], b["x"]) is None,
                          var_names=("t",)), label=S("to_play_weak_suit")),
        rule("a1n.pass", "P", label=S("pass_weak")),
    )


def nt_overcaller_stayman(view: AuctionView) -> bool:
    """Partner used Stayman over my 1NT overcall and RHO passed."""
    n = len(view.calls)
    return n >= 2 and view.partner_rule == "a1n.stayman" and view.calls[-1] == "P"


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
              rule("capx.suit", Cheapest("t", max_level=2), Len("t", 6), AuctionCheck(lambda v, b: b["t"] != "C",
                                                                                    var_names=("t",)),
                   label=S("cap_my_suit")),
              rule("capx.pass", "P", label=S("cap_my_suit"))),
        block("s.cap.minor", When(_cap_minor_ask, "partner asked for my minor"),
              rule("capm.c", "3C", Len("C", 4), Check(lambda h, v, b: h.lengths["C"] >= h.lengths["D"], "clubs"),
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
        rule("capa.mgame", "4t", Len("t", 4), HCP(12), was("cap.2d"), AuctionCheck(lambda v, b: b["t"] in "SH",
                                                                                    var_names=("t",)),
             label=S("game")),
        rule("capa.minv", "3t", Len("t", 4), HCP(9, 11), was("cap.2d"),
             AuctionCheck(lambda v, b: b["t"] in "SH", var_names=("t",)), label=S("invite_raise")),
        rule("capa.mpick", "2t", was("cap.2d"), Check(lambda h, v, b: h.lengths[b["t"]] >= h.lengths[
            "S" if b["t"] == "H" else "H"], "longer major", ("t",)),
             AuctionCheck(lambda v, b: b["t"] in "SH", var_names=("t",)), label=S("michaels_pick")),
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


def _stayman_interfered(view: AuctionView) -> dict[str, str] | None:
    """1NT – (P) – 2♣ – (suit): binds y to their suit."""
    seq = view.seq
    if len(seq) == 4 and seq[0] == "1NT" and seq[2] == "2C" and is_bid(seq[3]) and strain_of(seq[3]) != "NT" \
            and view.partner_rule == "1NT.stayman":
        return {"y": strain_of(seq[3])}
    return None


def _transfer_doubled(view: AuctionView) -> dict[str, str] | None:
    """1NT – (P) – transfer – (X): binds t to responder's major."""
    seq = view.seq
    if len(seq) == 4 and seq[0] == "1NT" and seq[3] == "X" and view.partner_rule.startswith(
            "1NT.transfer"):
        return {"t": "H" if seq[2] == "2D" else "S"}
    return None


def after_negative_double_answer(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (P) – opener's answer – (P): binds x, y and a (the suit opener answered, if any)."""
    seq = view.seq
    if len(seq) != 6 or seq[3] != "P" or seq[5] != "P" or not view.my_last_rule.startswith("cr.neg"):
        return None
    if not view.partner_rule.startswith("nd."):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[1])}
    answer = strain_of(seq[4])
    if answer not in ("NT", *b.values()):
        b["a"] = answer
    return b


def _after_negative_double_cue(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (P) – opener's cue bid of y – (P): binds x and y."""
    b = after_negative_double_answer(view)
    return b if b is not None and view.partner_rule == "nd.cue" else None


def _they_raised_after_negative_double(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (raise of y): opener may still compete. Binds x, y."""
    seq = view.seq
    if len(seq) != 4 or seq[2] != "X" or not is_bid(seq[3]) or strain_of(seq[3]) != strain_of(seq[1]):
        return None
    if not view.partner_rule.startswith("cr.neg"):
        return None
    return {"x": strain_of(seq[0]), "y": strain_of(seq[1])}


def competitive_extras() -> list[Block]:
    """Competitive blocks beyond the basics: Stayman interfered with, and the answers to a competitive ask."""
    def answered(var: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: b.get(var) is not None and strain_of(v.calls[-2]) == b[var], f"answer {var}")

    return [
        block("s.nt.stayx", When(_stayman_interfered, "Stayman, then their overcall"),
              rule("ntsx.x", "X", Len("y", 4), Check(lambda h, v, b: h.honors(b["y"], 5) >= 2, "two honours",
                                                    ("y",)), label=S("penalty_double")),
              rule("ntsx.major", Cheapest("t", max_level=3), Len("t", 4), AuctionCheck(
                  lambda v, b: b["t"] in "SH" and b["t"] != b["y"], var_names=("t",)), label=S("stayman_reply_major")),
              rule("ntsx.pass", "P", label=S("stayman_pass_interfered"))),
        block("s.tr.x", When(_transfer_doubled, "transfer doubled"),
              rule("trx.super", "3t", Len("t", 4), HCP(17), label=S("super_accept")),
              rule("trx.complete", "2t", Len("t", 3), label=S("transfer_complete_3")),
              rule("trx.xx", "XX", Len("t", 0, 2), Check(lambda h, v, b: h.honors(strain_of(v.calls[-2]), 3) >= 2,
                                                         "good cards in the doubled suit"),
                   label=S("transfer_redouble")),
              rule("trx.pass", "P", Len("t", 0, 2), label=S("transfer_pass_doubled"))),
        # Opener's cue bid (19+) forces to game: the negative doubler describes, never passes (common practice).
        block("s.nd.cue", When(_after_negative_double_cue, "opener cue-bid after my negative double"),
              rule("ndc.major", Cheapest("t", max_level=4), Len("t", 4), AuctionCheck(
                  lambda v, b: b["t"] in "SH" and b["t"] not in v.bid_suits, var_names=("t",)), prefer="major",
                   label=S("nd_cue_answer"), forcing=True),
              rule("ndc.nt", Cheapest("NT", max_level=3), Stopper("y"), label=S("nd_cue_answer"), forcing=True),
              rule("ndc.raise", Cheapest("x", max_level=4), Len("x", 3), label=S("nd_cue_answer"), forcing=True),
              rule("ndc.suit", Cheapest("t", max_level=4), Len("t", 4), AuctionCheck(
                  lambda v, b: b["t"] not in v.bid_suits, var_names=("t",)), prefer="long",
                   label=S("nd_cue_answer"), forcing=True),
              rule("ndc.any", Cheapest("x", max_level=4), label=S("nd_cue_answer"), forcing=True)),
        block("s.nd.next", When(after_negative_double_answer, "after opener's answer to my negative double"),
              rule("ndr.game", "4a", Len("a", 4), HCP(13), AuctionCheck(
                  lambda v, b: "a" in b and b["a"] in "SH" and strain_of(v.calls[-2]) == b["a"], var_names=("a",)),
                   label=S("game")),
              rule("ndr.game.x", "4x", Len("x", 2), HCP(13), AuctionCheck(
                  lambda v, b: b["x"] in "SH" and strain_of(v.calls[-2]) == b["x"]), label=S("game")),
              rule("ndr.3nt", "3NT", HCP(13), Stopper("y"), label=S("nt_game")),
              rule("ndr.cue", Cheapest("y", max_level=4), HCP(13), label=S("cue_ask_stopper"), forcing=True),
              # Common practice: invitations after opener's minimum answer are 10–12 (support points with a fit).
              rule("ndr.inv", Cheapest("a", max_level=3), Len("a", 4), HCP(8, 12), Points(10, 12, trump="a"),
                   answered("a"), label=S("invite_raise")),
              rule("ndr.2nt", Cheapest("NT", max_level=2), HCP(10, 12), Stopper("y"), Check(
                  lambda h, v, b: "a" not in b or h.lengths[b["a"]] < 4, "no fit in opener's suit"),
                   label=S("nt_invite_plain")),
              rule("ndr.x", Cheapest("x", jump=0, max_level=3), Len("x", 3), HCP(11, 12), label=S("invite_raise")),
              rule("ndr.pref", Cheapest("x", max_level=2), Len("x", 3), AuctionCheck(
                  lambda v, b: strain_of(v.calls[-2]) not in (b["x"], "NT")), label=S("preference")),
              rule("ndr.pass", "P", label=S("pass_weak"))),
        block("s.nd.raised", When(_they_raised_after_negative_double, "they raised over my partner's double"),
              rule("ndo.major", Cheapest("t", max_level=3), Len("t", 4), HCP(15), AuctionCheck(
                  lambda v, b: b["t"] in "SH" and b["t"] not in v.bid_suits, var_names=("t",)), label=S("nd_major")),
              rule("ndo.suit", Cheapest("t", max_level=3), Len("t", 5), Len("x", 5), AuctionCheck(
                  lambda v, b: b["t"] not in v.bid_suits, var_names=("t",)), label=S("nd_second_suit")),
              rule("ndo.own", Cheapest("x", max_level=3), Len("x", 6), label=S("rebid_suit")),
              rule("ndo.pass", "P", label=S("pass_weak"))),
        block("s.reopen.late", Seq("1x P P #y", when=lambda v, b: int((v.last_bid or "0")[0]) <= 2),
              rule("rol.x", "X", HCP(16), Len("y", 0, 2), label=S("reopening_takeout")),
              rule("rol.own", Cheapest("x", max_level=2), Len("x", 6), label=S("rebid_suit")),
              rule("rol.pass", "P", label=S("pass_weak"))),
    ]
