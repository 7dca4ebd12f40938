"""Later competition: their late two-suiters and weak-two cue bids, action over their raise, reopening after
their pre-empts, high-level competition, free rebids, opener after partner's pre-emptive raise, and the late natural
overcall when the opponents have the auction to themselves."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_checks import (
    after_negative_double_answer,
    doubler_rebid,
    is_major,
    partner_forced,
    sandwich,
    their_high_opening,
)
from cardlearn.ai.bridge.auction_view import (
    ME,
    RHO,
    AuctionView,
    bid_rank,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import Honors, LengthOrder
from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    AuctionCheck,
    Balanced,
    Check,
    GoodSuit,
    Len,
    OthersLen,
    Points,
    Stopper,
    TheirStoppers,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.hand_checks import (
    Losers,
    losers,
    michaels_shape,
    michaels_suits,
    trump_stack,
    two_suiter,
    unusual_shape,
)
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule


def _their_one_suit_late(view: AuctionView) -> dict[str, str] | None:
    """LHO opened one of a suit, partner passed, RHO answered 1NT or raised: they have named one suit. Binds x."""
    seq = view.seq
    if len(seq) != 3 or seq[1] != "P" or seq[0][0] != "1" or strain_of(seq[0]) == "NT":
        return None
    x = strain_of(seq[0])
    return {"x": x} if seq[2] in ("1NT", f"2{x}") else None


def _late_two_suiters() -> tuple:
    # Common practice: once they have named only one suit, the cue bid and 2NT keep their direct meanings.
    return (
        rule("mi.cue.late", Cheapest("x", max_level=3), Check(michaels_shape, "Michaels shape", ("x",)),
             Check(two_suiter), label=S("michaels"), forcing=True),
        rule("mi.2nt.late", "2NT", Check(unusual_shape, "Unusual shape", ("x",)), Check(two_suiter),
             label=S("unusual_2nt"), forcing=True),
    )


# --- the cue bid of their weak two --------------------------------------------------------------------------


def _their_weak_two(view: AuctionView) -> dict[str, str] | None:
    """RHO opened a weak two (or it was passed round to me): binds x."""
    seq = view.seq
    if len(seq) not in (1, 3) or (len(seq) == 3 and seq[1:] != ("P", "P")):
        return None
    return {"x": strain_of(seq[0])} if seq[0] in ("2D", "2H", "2S") else None


def _weak_two_cue_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """5–5 or longer: both majors over 2♦, the other major and a minor over a major."""
    majors = michaels_suits(b["x"])
    if any(hand.lengths[m] < 5 for m in majors):
        return False
    return len(majors) == 2 or any(hand.lengths[m] >= 5 for m in "DC")


def _partner_cued_weak_two(view: AuctionView) -> dict[str, str] | None:
    """Partner's last call was the cue bid of their weak two and I have not bid: binds x."""
    n = len(view.calls)
    if n < 2 or view.partner_rule not in ("w2.cue", "w2.cue.weak") or view.bids_by(ME):
        return None
    return {"x": strain_of(view.seq[0])}


def _cue_major(hand: HandEval, view: AuctionView, b) -> bool:
    """``t`` is the major to play opposite the cue bid: the longer of two majors, or the one major with 3+ cards."""
    majors = michaels_suits(strain_of(view.seq[0]))
    t = b["t"]
    if t not in majors:
        return False
    if len(majors) == 2:
        other = majors[1] if t == majors[0] else majors[0]
        return hand.lengths[t] > hand.lengths[other] or (hand.lengths[t] == hand.lengths[other] and t == "S")
    return hand.lengths[t] >= 3


def _one_major_shown(view: AuctionView, b) -> bool:
    return len(michaels_suits(strain_of(view.seq[0]))) == 1


def _shown_major(view: AuctionView, b) -> bool:
    """``t`` is one of the majors the cue bid showed (explanations read it too)."""
    return b["t"] in michaels_suits(strain_of(view.seq[0]))


def _advance_weak_two_cue() -> tuple:
    """Partner is two-suited, weak or strong: game in a major with a fit and values, else pick a suit (he bids on
    when strong)."""
    return (
        rule("w2c.game", "4t", Check(_cue_major, "the major to play", ("t",)), HCP(10),
             AuctionCheck(_shown_major, var_names=("t",)), label=S("game")),
        rule("w2c.pick", Cheapest("t", max_level=4), Check(_cue_major, "the major to play", ("t",)), HCP(0, 9),
             AuctionCheck(_shown_major, var_names=("t",)),
             label=S("michaels_pick")),
        rule("w2c.3nt", "3NT", Stopper("x"), HCP(10), AuctionCheck(_one_major_shown), Check(
            lambda h, v, b: h.lengths["C"] < 5 and h.lengths["D"] < 5, "no long minor"), label=S("nt_game")),
        # Over a major partner's minor is unknown: 4♣ asks him to pass with clubs or correct to diamonds.
        rule("w2c.pc", Cheapest("C", max_level=4), AuctionCheck(_one_major_shown), label=S("michaels_pick")),
        # They raised over the cue bid: advancer competes in partner's major with a fit or values, doubles
        # them with defence, or leaves it to partner.
        rule("w2c.comp", Cheapest("t", max_level=5), Check(_cue_major, "the major to play", ("t",)),
             AuctionCheck(_shown_major, var_names=("t",)),
             Check(lambda h, v, b: h.lengths[b["t"]] >= 4 or h.hcp >= 10, "four trumps or 10+ HCP", ("t",)),
             label=S("michaels_pick")),
        rule("w2c.x", "X", HCP(10), Len("x", 2), label=L("penalty_double")),
        rule("w2c.pass", "P", label=L("no_bid_now")),
    )


# --- the unusual 4NT ----------------------------------------------------------------------------------------


def _game_two_suiter(hand: HandEval, view: AuctionView, b) -> bool:
    """Eleven or more cards in the minors and at most four losers: game at the five level opposite little."""
    return hand.lengths["D"] + hand.lengths["C"] >= 11 and losers(hand) <= 4


def _partner_bid_unusual_4nt(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.partner_rule == "ov.4nt" and view.calls[-1] == "P"


#: Simple (non-jump) suit overcalls: the overcaller may act again; a pre-empter has told his story.
_SIMPLE_OVERCALLS = ("ov.1M", "ov.1", "ov.2", "ov.2.six", "ov.six")


# --- the negative doubler's slam try and opener's answer ----------------------------------------------------


def _after_nd_slam_try(view: AuctionView) -> dict[str, str] | None:
    """Partner cue-bid after my major answer to his negative double (slam try), RHO passed: binds a (my major)."""
    n = len(view.calls)
    if n < 2 or view.partner_rule != "ndr.slam" or view.calls[-1] != "P":
        return None
    return {"a": strain_of(view.bids_by(ME)[-1])}


# --- opener's new suit after our minor raise and their overcall ---------------------------------------------


def _after_stopper_new_suit(view: AuctionView) -> dict[str, str] | None:
    """Opener showed values in a new suit over their overcall of our minor raise. Binds m, y and n."""
    n = len(view.calls)
    if n < 2 or view.partner_rule != "rbc.new" or view.calls[-1] != "P":
        return None
    seq = view.seq
    return {"m": strain_of(seq[0]), "y": strain_of(seq[3]), "n": strain_of(seq[4])}


def _cue_bids_after_their_raise() -> list[Block]:
    """The cue bids of their suit keep their meaning when the opener's partner has bid in between."""
    return [
        # SAYC: advancer's cue bid is the limit raise or better of partner's overcall, their raise or not.
        block("s.c2.advo.raised", Seq("1x #y #x", when=lambda v, b: v.partner_rule in _SIMPLE_OVERCALLS),
              rule("advo.cue", Cheapest("x", max_level=3), Len("y", 3), Points(11, trump="y"),
                   label=S("advance_cue_raise"), forcing=True),
              closed=False),
        # SAYC: after partner's takeout double, the cue bid of their suit is game forcing (13+), whatever RHO did.
        *(block(block_id, Seq(f"1x X #{z}", when=lambda v, b: v.partner_rule.startswith(
            "ov.x")), rule("adv.cue", Cheapest("x", max_level=3), HCP(13), label=S("advance_cue"), forcing=True, game_forcing=True), closed=False)
          for block_id, z in (("s.c2.adv.cue.new", "z"), ("s.c2.adv.cue.raised", "x"))),
    ]


def competition2_blocks() -> list[Block]:
    """The blocks of this module, in the order they are tried (spliced before the Michaels block)."""
    return [
        block("s.c2.mi.late", When(_their_one_suit_late, "they named one suit"), *_late_two_suiters(),
              closed=False),
        # Common practice: over a weak two the cue bid is a strong two-suiter (a Michaels hand, game values).
        block("s.c2.w2cue", When(_their_weak_two, "their weak two"),
              rule("w2.cue", Cheapest("x", max_level=3), HCP(12), Points(16),
                   Check(_weak_two_cue_shape, "two-suiter", ("x",)), label=S("michaels_weak_two"), forcing=True),
              # A weak hand needs honours in its suits and 6–5 shape or 8+ HCP to act at the three level.
              rule("w2.cue.weak", Cheapest("x", max_level=3), HCP(6, 11), Check(_weak_two_cue_shape, "two-suiter",
                                                                                ("x",)),
                   Check(lambda h, v, b: h.shape[0] + h.shape[1] >= 11 or h.hcp >= 8, "6–5, or 8+ HCP"),
                   Check(two_suiter),
                   label=S("michaels_weak_two"), forcing=True),
              closed=False),
        block("s.c2.w2cue.adv", When(_partner_cued_weak_two, "partner's cue bid of their weak two"),
              *_advance_weak_two_cue()),
        # Common practice: a jump to 4NT over their major shows the minors, long enough to play at the five level.
        # Common practice: over a weak two a balanced 19–21 doubles, then bids 3NT (2NT is 15–18); with four cards
        # in partner's three-level major the doubler bids the game.
        block("s.c2.w2x.nt", When(lambda v: doubler_rebid(v) if v.seq[0][0] == "2" else None,
                                  "the doubler of their weak two"),
              rule("dr.game.w2", "4y", Len("y", 4), HCP(19), AuctionCheck(
                  lambda v, b: "y" in b and b["y"] in "SH" and v.calls[-2] == f"3{b['y']}"), label=S("game")),
              rule("dr.nt.w2", "3NT", HCP(19, 21), Balanced(), Stopper("x"), Check(
                  lambda h, v, b: "y" not in b or b["y"] not in "SH" or h.lengths[b["y"]] < 4, "no major fit"),
                   label=S("doubler_nt")),
              closed=False),
        block("s.c2.4nt", Seq("1M"),
              rule("ov.4nt", "4NT", Len("D", 5), Len("C", 5), Check(_game_two_suiter, "minors, four losers"),
                   label=S("unusual_4nt_minors"), forcing=True),
              closed=False),
        block("s.c2.4nt.adv", When(_partner_bid_unusual_4nt, "partner's unusual 4NT"),
              rule("u4a.c", "5C", LengthOrder("C", "D", declared=()),
                   label=S("michaels_pick")),
              rule("u4a.d", "5D", label=S("michaels_pick"))),
        # Common practice: they found a fit and stopped at two; the overcaller, short in their suit, reopens.
        block("s.c2.ovr", Seq("1x #y 2x P P", when=lambda v, b: v.rule_of(v.pre_passes + 1) in _SIMPLE_OVERCALLS),
              rule("ovr.x", "X", HCP(10), Len("x", 0, 1), OthersLen(("x", "y"), 3), label=S("reopening_double_overcaller")),
              rule("ovr.own", Cheapest("y", max_level=3), Len("y", 6), Len("x", 0, 2), HCP(10), label=L("compete")),
              rule("ovr.pass", "P", label=S("pass_weak"))),
        block("s.c2.ovr.adv", Seq("1x #y 2x P P X P", when=lambda v, b: v.partner_rule == "ovr.x"),
              rule("ovra.pen", "P", Len("x", 4), trump_stack("x"), HCP(6), label=L("penalty_pass")),
              rule("ovra.new", Cheapest("n", max_level=3), Len("n", 4), prefer="major", label=L("advance")),
              rule("ovra.back", Cheapest("y", max_level=3), Len("y", 2), label=L("advance")),
              rule("ovra.new3", Cheapest("n", max_level=3), Len("n", 3), label=L("advance")),
              rule("ovra.any", Cheapest("y", max_level=4), label=L("advance"))),
        *_cue_bids_after_their_raise(),
        # After our free 1NT over their overcall and opener's new suit, responder (8–10) places the partscore.
        # (A forcing rebid, such as opener's jump shift, is answered by the general forced rules instead.)
        block("s.c2.r1no", Seq("1x #o 1NT P #z P", when=lambda v, b: v.my_last_rule == "cr.1nt"
                               and not partner_forced(v)),
              rule("r1no.raise", Cheapest("z", max_level=3), Len("z", 4), HCP(9, 10), AuctionCheck(
                  lambda v, b: v.calls[-2][0] == "2"), label=L("raise")),
              rule("r1no.pref", Cheapest("x", max_level=2), Len("x", 2), LengthOrder("x", "z", strict=True, declared=("x", "z")),
                   label=S("preference")),
              rule("r1no.pass", "P", label=L("to_play"))),
        # Common practice: after opener's major answer, the cue bid with four-card support is a slam try.
        block("s.c2.nd.slam", When(after_negative_double_answer, "after opener's answer to my negative double"),
              rule("ndr.slam", Cheapest("y", max_level=4), Len("a", 4), Points(17, trump="a"), AuctionCheck(
                  lambda v, b: b["a"] in "SH" and strain_of(v.calls[-2]) == b["a"], var_names=("a",)),
                   label=S("cue_raise_slam_try"), forcing=True),
              closed=False),
        block("s.c2.nd.slam.o", When(_after_nd_slam_try, "partner's slam try in my major"),
              rule("bw.ask.ndr", "4NT", HCP(15), label=L("blackwood"), forcing=True),
              rule("ndsa.game", "4a", label=S("signoff"))),
        # Common practice: over their overcall of our minor raise, opener's new suit shows values there and
        # game interest; partner bids 3NT with their suit stopped.
        block("s.c2.rbc", Seq("1m P 2m #y", when=lambda v, b: v.partner_rule.startswith("r1m.raise")),
              rule("rbc.new", Cheapest("n", max_level=3), Len("n", 4), HCP(16), Honors("n", 3, 1), prefer="up",
                   label=S("stopper_new_suit"), forcing=True),
              closed=False),
        block("s.c2.rbc.adv", When(_after_stopper_new_suit, "opener's new suit after their overcall"),
              rule("rbca.3nt", "3NT", Stopper("y"), label=S("nt_game")),
              rule("rbca.raise", Cheapest("n", max_level=4), Len("n", 4), label=L("raise")),
              rule("rbca.minor", Cheapest("m", max_level=4), label=S("no_stopper_back_to_minor"))),
    ]


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


def _three_level(view, b) -> bool:
    return view.last_bid is not None and view.last_bid[0] == "3"


def their_four_level_preempt_passed(view: AuctionView) -> dict[str, str] | None:
    """1x (4y) P P: I opened one of a suit, LHO pre-empted at the four level, partner and RHO passed. Binds x, y."""
    seq = view.seq
    if len(seq) != 4 or seq[0][0] != "1" or not is_bid(seq[1]) or seq[1][0] != "4" or seq[2:] != ("P", "P"):
        return None
    x, y = strain_of(seq[0]), strain_of(seq[1])
    return None if "NT" in (x, y) else {"x": x, "y": y}


def their_raise_over_my_opening(view: AuctionView) -> dict[str, str] | None:
    """1x (y) P (raise of y): I opened one of a suit, LHO overcalled, partner passed, RHO raised. Binds x and y."""
    seq = view.seq
    if len(seq) != 4 or seq[0][0] != "1" or not is_bid(seq[1]) or seq[2] != "P" or not is_bid(seq[3]):
        return None
    x, y = strain_of(seq[0]), strain_of(seq[1])
    if "NT" in (x, y) or strain_of(seq[3]) != y:
        return None
    return {"x": x, "y": y}


def reopening_blocks() -> list[Block]:
    """Opener's reopening after their three- or four-level overcall and two passes, and his rebid after their raise."""
    return [
        block("s.reo3", Seq("1x #y P P", when=_three_level),
              rule("reo3.3nt", "3NT", HCP(18), Balanced(), Stopper("y"), label=L("to_play")),
              # "reo.x…" ids: partner answers it as any reopening double (the generic reopen.answer block).
              rule("reo.x3", "X", HCP(16), Len("y", 0, 1), label=L("reopening_double")),
              # Below their suit (1♣ (3♦)) the rebid is at the four level: still below game, so the same strength.
              rule("reo3.own", Cheapest("x", max_level=4), Len("x", 6), HCP(15), label=L("rebid_suit")),
              rule("reo3.new", Cheapest("z", max_level=3), Len("z", 5), HCP(16), label=L("second_suit")),
              closed=False),
        # Their pre-empt at the four level passed round (1♣ (4♦) P P): opener short in their suit with a good
        # opening still doubles for takeout, which partner may leave in (common ACBL practice; a random-deal
        # review found a 17-count with a void passing 4♦ while 4♠ made).
        block("s.reo4", When(their_four_level_preempt_passed, "their four-level pre-empt passed round"),
              rule("reo.x4", "X", HCP(16), Len("y", 0, 1), label=L("reopening_double")),
              closed=False),
        # They raised their overcall over partner's pass (1♦ (1♠) P (3♠)): opener with a good six-card suit or a
        # second five-card suit and extra values (17+) still bids it (common ACBL practice; a random-deal review
        # found a 20-count with six diamonds passing 3♠ while a slam made).
        block("s.reor", When(their_raise_over_my_opening, "their raise over my opening and partner's pass"),
              rule("reor.own", Cheapest("x", max_level=4), Len("x", 6), HCP(17), label=L("rebid_suit")),
              rule("reor.new", Cheapest("z", max_level=4), Len("z", 5), Len("x", 5), HCP(17),
                   label=L("second_suit")),
              closed=False),
        # Partner answers the double at the three or four level: the penalty pass needs a trump stack,
        # a major game needs five cards and values, otherwise the longest suit (opener's as a last resort).
        block("s.reo3.answer", Seq("1x #y P P X P", when=lambda v, b: v.partner_rule in ("reo.x3", "reo.x4")),
              rule("reo3a.penalty", "P", Len("y", 4), trump_stack("y"), HCP(5), label=L("penalty_pass")),
              # Five or more of their trumps sit over the overcaller: the double is left in whatever the points.
              rule("reo3a.penalty.long", "P", Len("y", 5), label=L("penalty_pass")),
              rule("reo3a.3nt", "3NT", HCP(9), Stopper("y"), label=L("to_play")),
              rule("reo3a.game", "4n", Len("n", 5), HCP(8), is_major("n"), label=L("game")),
              rule("reo3a.suit5", Cheapest("n", max_level=4), Len("n", 5), label=L("advance")),
              rule("reo3a.raise", Cheapest("x", max_level=4), Len("x", 3), label=L("raise")),
              rule("reo3a.suit", Cheapest("n", max_level=4), Len("n", 4), label=L("advance")),
              rule("reo3a.any", Cheapest("x", max_level=5), label=L("raise"))),
        # 1♥ P P (1♠) X P: responder passed 1♥ (0–5 HCP) and must answer opener's takeout double like any other.
        block("s.rol.answer", Seq("1x P P #y X P", when=lambda v, b: v.partner_rule == "rol.x"),
              rule("rola.penalty", "P", Len("y", 5), label=L("penalty_pass")),
              rule("rola.suit5", Cheapest("z", max_level=2), Len("z", 5), label=L("advance")),
              rule("rola.raise", Cheapest("x", max_level=2), Len("x", 3), label=L("raise")),
              rule("rola.suit", Cheapest("z", max_level=2), Len("z", 4), label=L("advance")),
              rule("rola.any", Cheapest("x", max_level=2), label=L("raise"))),
    ]


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


def _other_suit(view: AuctionView, b) -> bool:
    return b["o"] not in (b["x"], b["y"])


def _other_suit_than_major(view: AuctionView, b) -> bool:
    """Their overcall was in a third suit (not opener's, not my major)."""
    return b["o"] not in (b["x"], b["M"])


def _overcall_below_two_of_response(view: AuctionView, b) -> bool:
    """Their overcall of partner's one-level response left two of it free, so a raise to three is a jump."""
    return _other_suit(view, b) and bid_rank(view.calls[-1]) < bid_rank("2" + b["y"])


def _their_strong_nt_overcall(view: AuctionView, b) -> bool:
    """LHO's 1NT was the natural 15–18 overcall of my response (``ovl.1nt``)."""
    return view.lho_rule == "ovl.1nt"


def free_rebid_blocks() -> list[Block]:
    """Opener's and responder's calls after their overcall of the one-level response."""
    major_y = is_major("y")
    return [
        # 1x P 1y (1NT) 2x P: the 1NT overcaller sits over me with 15–18 and partner's rebid of his suit is
        # a minimum (with more he doubles 1NT), so the general rules' count of partner's opening overstates
        # our values: no game below 13 HCP. A five-card suit of mine with shortness in his competes; else pass
        # (random-deal review, seed 782: 3NT with 10 HCP and a void in partner's six-card suit went down).
        block("s.rfr.nt", Seq("1x P 1y 1NT 2x P", when=_their_strong_nt_overcall),
              rule("rfr.nt.own", Cheapest("y", max_level=2), Len("y", 5), Len("x", 0, 1), HCP(0, 12),
                   label=L("rebid_suit")),
              rule("rfr.nt.pass", "P", HCP(0, 12), label=S("no_game_over_strong_nt")),
              closed=False),
        # 1x (1o) 1M (2o): SAYC has no support doubles, so opener with three trumps and a singleton or void in
        # their suit raises to compete (common practice) rather than let them play 2o; four trumps go on to
        # the general rules (random-deal review, seed 785: 832.AQ95.8.AK742 passed 2♦, −50 where par is −1100).
        block("s.ofr.raised", Seq("1x 1o 1M 2o"),
              rule("ofr.raise.comp", Cheapest("M", max_level=2), Len("M", 3, 3), Len("o", 0, 1), HCP(11, 15),
                   label=S("raise_three_card_competitive")),
              # 16–18, the booklet's invitational jump raise of responder (opener's rebids), with three trumps
              # here: 3M invites rather than compete or pass (common practice; issue #27: a 17-count passed 2o).
              rule("ofr.raise.inv", "3M", Len("M", 3, 3), Len("o", 0, 1), HCP(16, 18),
                   label=S("raise_three_card_invite")),
              closed=False),
        # 1x P 1y (1o/2o below 2y): the overcall leaves opener's raises as without it (SAYC booklet, opener's
        # rebids: the single raise is a minimum, the jump raise invites with 16–18, four of a major is 19–21).
        # The general rules counted responder at his expected 9 HCP, not his 6, and a minimum with four trumps
        # jumped (issue #27: 1♦ P 1♥ 1♠ 4♥ on 87.AKQ6.Q432.K76).
        block("s.ofr.fit", Seq("1x P 1y #o", when=_overcall_below_two_of_response),
              rule("ofr.fit4", "4y", Len("y", 4), Points(19, 21, trump="y"), major_y, label=L("game")),
              rule("ofr.fit3", "3y", Len("y", 4), Points(16, 18, trump="y"), label=S("jump_raise_over_overcall")),
              rule("ofr.fit2", "2y", Len("y", 4), Points(11, 15, trump="y"), label=S("raise_minimum_over_overcall")),
              closed=False),
        # 1x P 1M (o) 2M P: partner's raise shows four trumps and a minimum (ofr.fit2), or three with a
        # singleton or void in their suit and extras (ofr.raise3). Four trumps make a fit either way (the
        # short hand of a 4-3 fit ruffs their suit), so responder invites or bids game in the major, as after
        # an uncontested single raise (SAYC booklet, responder's rebids), where the general rules, counting
        # only the three trumps of the public reading, bid 3NT (random-deal review: 1♣ P 1♠ (2♦) 2♠ P 3NT).
        block("s.rfr.raised", Seq("1x P 1M #o 2M P", when=_other_suit_than_major),
              rule("rfr.raised.game", "4M", Len("M", 4), Points(13, trump="M"), label=L("game")),
              rule("rfr.raised.inv", "3M", Len("M", 4), Points(10, 12, trump="M"), label=L("invite")),
              rule("rfr.raised.pass", "P", Len("M", 4), Points(0, 9, trump="M"), label=L("nothing_more")),
              closed=False),
        # ... 3M P: partner's invitation shows four trumps, so three of mine are a fit; the top of the
        # raise's range (or the extras of the three-card raise) accepts.
        block("s.ofr.inv", Seq("1x P 1M #o 2M P 3M P", when=_other_suit_than_major),
              rule("ofr.inv.game", "4M", Points(14, trump="M"), label=L("accept_invite")),
              rule("ofr.inv.pass", "P", label=L("minimum")),
              closed=False),
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


def _partner_preemptive_raise(view: AuctionView) -> dict[str, str] | None:
    """Partner raised my major pre-emptively over their double or overcall (``xx.jump``, ``cr.jump.pre``), RHO
    passed: binds M."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in ("xx.jump", "cr.jump.pre") \
            or view.calls[n - 2][1] not in "HS":
        return None
    return {"M": view.calls[n - 2][1]}


#: Later competitive rounds (two-suiters late, cue bids of their weak two, unusual 4NT ...).


#: Later competitive rounds (two-suiters late, cue bids of their weak two, unusual 4NT ...).
LATE_AND_CONTESTED: tuple[Block, ...] = (
    *competition2_blocks(),
)


#: Direct action over their raise, reopening, high-level competition.
OVER_THEIR_RAISE: tuple[Block, ...] = (
    *direct_over_raise_blocks(),
    *reopening_blocks(),
    *high_competition_blocks(),
)


#: Free rebids in competition.
FREE_REBIDS: tuple[Block, ...] = (
    *free_rebid_blocks(),
)


#: Opener after partner's pre-emptive raise over their double.
PREEMPTIVE_RAISE_ANSWER: tuple[Block, ...] = (
    # Partner's jump raise over their double is pre-emptive (SAYC booklet): four trumps and a weak hand (it may
    # hold nothing else). Opener bids game with 19+ points as over a single raise, or with 18+ HCP or four
    # losers, where the fourth trump makes the tenth trick (common practice; issue #27: an 18-count passed 3M).
    block("xxj.opener", When(_partner_preemptive_raise, "partner's pre-emptive raise over their double"),
          rule("xxj.game", "4M", AnyOf((Points(19, trump="M"), HCP(18), Losers(4))), label=L("game")),
          rule("xxj.pass", "P", label=L("nothing_more"))),
)


#: A late natural overcall when the opponents have the auction to themselves.
LATE_OVERCALL: tuple[Block, ...] = (
    block("ov.late", When(sandwich, "opponents opened; my side has only passed"),
          rule("ovl.wjo", Cheapest("n", jump=1, max_level=3), Len("n", 6, 6), HCP(6, 11), GoodSuit("n"),
               AuctionCheck(lambda v, b: v.seq[0][0] == "1"), label=L("weak_jump_overcall")),
          # A seven-card suit jumps to the three level, as a three-level pre-empt would.
          rule("ovl.pre3", Cheapest("n", jump=1, min_level=3, max_level=3), Len("n", 7), HCP(5, 11), GoodSuit("n"),
               label=L("preempt")),
          # Right after their response, 1NT is the natural overcall: 15–18 with their suits stopped.
          rule("ovl.1nt", "1NT", HCP(15, 18), Balanced(), TheirStoppers(), AuctionCheck(
              lambda v, b: v.last_bid_relation == RHO), label=L("nt_overcall")),
          rule("ovl.suit", Cheapest("n", max_level=2), Len("n", 5), HCP(10, 16), GoodSuit("n"), label=L("overcall")),
          rule("ovl.x", "X", HCP(17), label=L("strong_double")),
          closed=False),
)
