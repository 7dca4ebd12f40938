"""SAYC conventions added to the bidding system: each block follows the ACBL SAYC booklet.

Where the booklet is silent the rule follows common ACBL practice, and its
label says so ("common practice"). The blocks are spliced into
:data:`cardlearn.ai.bridge.system.SYSTEM` before the general fallback block.
Contexts that need more than a token pattern are small functions of the
:class:`AuctionView` returning the suit bindings.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import ME, PARTNER
from cardlearn.ai.bridge.conditions import HCP, MEANING_ONLY, AuctionCheck, Check, Len
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import SUITS, S
from cardlearn.ai.bridge.sayc.competition import (
    advance_nt_overcall,
    advance_two_suiter,
    after_michaels,
    after_nt_overcall,
    balance_over_raise,
    cappelletti,
    competitive_extras,
    direct_or_balance,
    doubler_rebid,
    doubler_rebid_contested,
    doubler_rebids,
    doubler_rebids_contested,
    michaels_ask_answer,
    michaels_minor,
    michaels_pass_or_correct,
    michaels_unusual,
    nt_overcaller_stayman,
)
from cardlearn.ai.bridge.sayc.competition2 import competition2_blocks
from cardlearn.ai.bridge.sayc.constructive2 import blocks_before as _constr2_blocks
from cardlearn.ai.bridge.sayc.constructive2 import two_club_second_more, weak_two_signoff
from cardlearn.ai.bridge.sayc.cue_raise import cue_raise_blocks
from cardlearn.ai.bridge.sayc.direct_over_raise import direct_over_raise_blocks
from cardlearn.ai.bridge.sayc.free_rebids import free_rebid_blocks
from cardlearn.ai.bridge.sayc.high_competition import high_competition_blocks
from cardlearn.ai.bridge.sayc.notrump import nt_extras
from cardlearn.ai.bridge.sayc.notrump2 import nt2_blocks
from cardlearn.ai.bridge.sayc.nt_overcall_rebids import nt_overcall_rebid_blocks
from cardlearn.ai.bridge.sayc.one_nt_response import one_nt_blocks
from cardlearn.ai.bridge.sayc.openers import (
    after_2c_minimum,
    after_second_negative,
    answer_showed_maximum,
    feature_answered,
    jacoby_rebids,
    nt_doubled,
    partner_asked_feature_after_wjo,
    partner_quantitative_5nt,
    second_negative,
    second_negative_rebid,
    two_club_positive,
    two_club_second,
    weak_two_ask,
)
from cardlearn.ai.bridge.sayc.overcall_rebids import overcall_rebid_blocks
from cardlearn.ai.bridge.sayc.rebids import rebid_blocks
from cardlearn.ai.bridge.sayc.reopening import reopening_blocks
from cardlearn.ai.bridge.sayc.responder import (
    after_fsf,
    after_fsf_answer,
    after_reverse,
    fsf_answers,
    opener_after_reverse,
    opener_after_reverse_rebid,
    responder_after_fsf,
    responder_rebids,
    responder_second_turn,
    reverse_answers,
    second_round_extras,
)
from cardlearn.ai.bridge.sayc.slam import (
    after_gerber_kings,
    gerber_blocks,
    gerber_kings_place,
    grand_by_kings,
    grand_slam_force,
    gsf_answers,
    king_answers,
    partner_asked_kings,
    partner_showed_kings,
    slam_suit,
    suit_auction_for_blackwood,
)
from cardlearn.ai.bridge.sayc.slam_controls import slam_control_blocks
from cardlearn.ai.bridge.sayc.transfer_interference import transfer_interference_blocks
from cardlearn.ai.bridge.sayc.two_club_competition import two_club_competition_blocks
from cardlearn.ai.bridge.sayc.two_club_third import two_club_third_blocks
from cardlearn.ai.bridge.sayc.two_suiter_defence import two_suiter_defence_blocks
from cardlearn.ai.bridge.sayc.two_suiter_rebids import two_suiter_rebid_blocks


#: Responder's next call after opener answered the 2NT feature ask.
WEAK_TWO_AFTER_FEATURE: Block = block("s.w2.after", When(feature_answered, "partner answered the 2NT ask"),
    # SAYC booklet: a minimum rebids the suit, a maximum names a feature (or 3NT with a solid suit). A
    # maximum without a feature rebids the suit too, so three of the suit may be a minimum: game over
    # it needs game values opposite 5–8 (16+ with a doubleton trump; 17+ and stoppers for 3NT).
    rule("w2f.game", "4w", Len("w", 2), HCP(14), AuctionCheck(
        lambda v, b: b["w"] in "SH" and answer_showed_maximum(v, b)), label=S("game")),
    rule("w2f.game.any", "4w", Len("w", 2), HCP(16), AuctionCheck(lambda v, b: b["w"] in "SH"),
         label=S("game")),
    rule("w2f.3nt", "3NT", HCP(15), Check(lambda h, v, b: all(h.stopper(s) for s in SUITS if s != b["w"]),
                                          "stoppers"),
         AuctionCheck(answer_showed_maximum), label=S("nt_game")),
    rule("w2f.3nt.any", "3NT", HCP(17), Check(
        lambda h, v, b: all(h.stopper(s) for s in SUITS if s != b["w"]), "stoppers"), label=S("nt_game")),
    *weak_two_signoff(),
    rule("w2f.pass", "P", label=S("pass_weak")))


#: The answer to partner's 5NT in a no-trump auction.
QUANTITATIVE_5NT: Block = block("s.5nt", When(partner_quantitative_5nt, "partner's 5NT in a no-trump auction"),
    # An aceless maximum is downgraded (its queens and jacks are worth less than 4-3-2-1 says);
    # 37 HCP together make a grand slam whatever the shape.
    rule("q5.7nt", "7NT", Check(lambda h, v, b: (h.hcp >= v.known(ME).hcp_max and h.shape[0] >= 5
                                 and h.aces >= 1) or h.hcp + v.known(PARTNER).hcp_min >= 37,
                                "maximum with a long suit and an ace, or 37 HCP together"),
         label=S("grand_slam")),
    rule("q5.6nt", "6NT", label=S("slam")))


#: Responder after opener's 2NT rebid (18–19) following a one-level response.
AFTER_OPENER_2NT_REBID: Block = block("s.r2.after2nt", Seq("1x P 1y P 2NT P", when=lambda v, b: v.partner_rule == "rb.2nt"),
    rule("a2n.6nt", "6NT", HCP(14), label=S("slam")),
    rule("a2n.4M", "4y", Len("y", 6), HCP(6), AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("game")),
    rule("a2n.3M", "3y", Len("y", 5), HCP(6), AuctionCheck(lambda v, b: b["y"] in "SH"),
         label=S("five_card_major_asks_support"), forcing=True),
    rule("a2n.3nt", "3NT", HCP(6), label=S("nt_game")),
    rule("a2n.pass", "P", label=S("pass_weak")))


def blocks_before_responses() -> list[Block]:
    """SAYC blocks that must win over the older generic blocks (inserted right after the openings)."""
    return _blocks_before_responses()


def _blocks_before_responses() -> list[Block]:
    return [
        *_constr2_blocks(),
        block("s.gsf", When(grand_slam_force, "5NT grand slam force"), *gsf_answers()),
        block("s.jacoby", Seq("1M P 2NT P", when=lambda v, b: v.partner_rule == "r1M.jacoby"),
              *jacoby_rebids()),
        block("s.w2ask", Seq("2w P 2NT P"), *weak_two_ask()),
        block("s.wjo.ask", When(partner_asked_feature_after_wjo, "partner asked for a feature"), *weak_two_ask()),
        WEAK_TWO_AFTER_FEATURE,
        QUANTITATIVE_5NT,
        block("s.ntx", Seq("1NT X"), *nt_doubled(), closed=False),
        block("s.2c.resp", Seq("2C P"), *two_club_positive(), closed=False),
        *two_club_competition_blocks(),
        block("s.2c.second", When(second_negative, "2♣–2♦–suit"), *two_club_second(), *two_club_second_more()),
        block("s.2c.sn", When(second_negative_rebid, "second negative"), *after_second_negative()),
        block("s.2c.min", When(after_2c_minimum, "opener's minimum after a second negative"),
              rule("r2c.min.pass", "P", HCP(0, 3), label=S("pass_weak")), closed=False),
        *competition2_blocks(),
        block("s.mi", When(direct_or_balance, "their one-bid"), *michaels_unusual(), closed=False),
        block("s.mi.adv", When(after_michaels, "partner's two-suiter"), *advance_two_suiter()),
        block("s.mi.ask", When(michaels_ask_answer, "partner asked for the minor"), *michaels_minor()),
        block("s.mi.correct", When(michaels_pass_or_correct, "partner chose clubs"),
              rule("mic.d", Cheapest("D", max_level=4), Len("D", 5), Len("C", 0, 2), label=S("michaels_correct")),
              rule("mic.pass", "P", label=S("cap_pass"))),
        *two_suiter_rebid_blocks(),
        *cue_raise_blocks(),
        *nt_overcall_rebid_blocks(),
        *two_suiter_defence_blocks(),
        *transfer_interference_blocks(),
        *direct_over_raise_blocks(),
        *reopening_blocks(),
        *high_competition_blocks(),
        *two_club_third_blocks(),
        *free_rebid_blocks(),
        block("s.dbl.rebid", When(doubler_rebid, "the doubler's second call"), *doubler_rebids()),
        block("s.dbl.rebid.bal", When(lambda v: doubler_rebid(v, True), "the balancing doubler's second call"),
              *doubler_rebids(3)),
        block("s.dbl.rebid.c", When(doubler_rebid_contested, "the doubler's second call after their bid"),
              *doubler_rebids_contested()),
        block("s.bal.raise", Seq("1x P 2x P P"), *balance_over_raise()),
        *nt2_blocks(),
        *overcall_rebid_blocks(),
        block("s.ov1nt.adv", When(after_nt_overcall, "partner overcalled 1NT"), *advance_nt_overcall()),
        block("s.ov1nt.st", When(nt_overcaller_stayman, "Stayman after my 1NT overcall"),
              rule("ovst.h", Cheapest("H", max_level=2), Len("H", 4), label=S("stayman_reply_h")),
              rule("ovst.s", Cheapest("S", max_level=2), Len("S", 4), label=S("stayman_reply_s")),
              rule("ovst.d", Cheapest("D", max_level=2), label=S("stayman_reply_none"))),
        *cappelletti(),
        *nt_extras(),
        *competitive_extras(),
        *second_round_extras(),
        AFTER_OPENER_2NT_REBID,
        block("s.r2", When(responder_second_turn, "responder's second turn"), *responder_rebids()),
        *rebid_blocks(),
        block("s.rev", When(after_reverse, "after opener's reverse"), *reverse_answers()),
        block("s.rev.o", When(opener_after_reverse_rebid, "opener after the answer to the reverse"),
              *opener_after_reverse()),
        block("s.fsf", When(after_fsf, "fourth suit forcing"), *fsf_answers()),
        block("s.fsf.r", When(after_fsf_answer, "after the answer to fourth suit"), *responder_after_fsf()),
        *one_nt_blocks(),
    ]


def blocks_first() -> list[Block]:
    """Blocks tried before everything else but the Blackwood answers: slam conventions that mean the same anywhere."""
    return _blocks_first()


def _blocks_first() -> list[Block]:
    return [
        block("s.kings", When(partner_asked_kings, "partner asked for kings"), *king_answers(6, "C")),
        block("s.gerber.kings", When(after_gerber_kings, "partner asked for kings with Gerber"),
              *king_answers(5, "D")),
        gerber_kings_place(),
        *gerber_blocks(),
        block("s.bw.any", When(suit_auction_for_blackwood, "a suit auction"),
              # A meaning-only rule: any 4NT in a suit auction asks for aces, whoever bids it (the learner too),
              # so the AI always answers it. The AI itself asks from the general rules, after the natural ones.
              rule("bw.ask.any", "4NT", MEANING_ONLY, label=S("blackwood"), forcing=True),
              closed=False),
        block("s.kings.place", When(partner_showed_kings, "partner showed kings"),
              rule("kings.grand", "7f", Check(grand_by_kings, "all aces and kings enough", ("f",)),
                   label=S("grand_slam")),
              rule("kings.small", "6f", Check(slam_suit, "slam suit", ("f",)), label=S("slam")),
              rule("kings.nt", "6NT", label=S("slam"))),
        *slam_control_blocks(),
    ]
