"""General approach and the openings (SAYC booklet: opening bids; common practice where it is silent)."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Check,
    Combined,
    Fit,
    Hidden,
    Len,
    TheirStoppers,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S as L_S
from cardlearn.ai.bridge.sayc.constructive2 import blocks_before as _constr2_blocks
from cardlearn.ai.bridge.sayc.constructive2 import (
    forced_other,
    fourth_seat_openings,
    game_without_stoppers,
    longer_than_shown,
    partners_suit,
    pull_3nt_ok,
    two_club_tricks,
)
from cardlearn.ai.bridge.sayc.one_level import (
    third_seat_light_major,
)
from cardlearn.ai.bridge.system_checks import (
    L,
    TrumpFit,
    blackwood_ok,
    clubs_better,
    diamonds_better,
    game_forced,
    my_major_over_3nt,
    no_agreed_major,
    no_five_major,
    no_major_fit,
    not_asked_aces,
    not_past_partners_game,
    nt_game_ok,
    nt_shape,
    opening_strength,
    partner_did_not_pass_over_them,
    partner_forced,
    partner_forced_last_suit,
    penalty_hand,
    preempt_shape,
    short_suit,
    stolen_bid_spot,
    their_last_bid,
    their_penalty_target,
    weak_two_shape,
)

# Opener's rebids after a one-level response that leave responder a non-forcing second turn.
_OPENER_MINIMUM_REBIDS = ("rb.1level", "rb.1nt", "rb.own6", "rb.own5", "rb.newlow", "rb.nt_any", "rb.fallback")


def _opener_rebid_limited(view: AuctionView, b) -> bool:
    """Opener's rebid after a one-level response was non-forcing (not a jump, reverse or raise)."""
    return view.partner_rule in _OPENER_MINIMUM_REBIDS


_RESP2_CONTEXTS = (
    Seq("1x P 1y P #z P", when=_opener_rebid_limited),
    Seq("1x P 1y P #x P", when=_opener_rebid_limited),
    Seq("1x P 1y P 1NT P", when=_opener_rebid_limited),
)


def _not_responder_second_turn(hand: HandEval, view: AuctionView, b) -> bool:
    """Outside responder's second turn after opener's non-forcing rebid (the SAYC ``s.r2`` block defines its invitations)."""
    return all(ctx.match(view) is None for ctx in _RESP2_CONTEXTS)


def _partner_not_in_6nt(view: AuctionView, b) -> bool:
    """Partner did not just bid 6NT (his slam is placed; seven needs his invitation)."""
    return not (view.last_bid == "6NT" and view.last_bid_relation == PARTNER)


def general_rules() -> tuple:
    """The fallback of every auction: place the contract from my hand and what partner has shown."""
    fit = TrumpFit(lambda v, b: True, "fit", ("f",))
    return (
        rule("bw.ask", "4NT", Check(blackwood_ok), Combined(33, counting="points"), label=L("blackwood"),
             forcing=True),
        rule("g.game.M", "4f", Fit("f"), Combined(24, trump="f", counting="points"), fit,
             AuctionCheck(lambda v, b: b["f"] in "SH", var_names=("f",)), Check(pull_3nt_ok), label=L("game")),
        rule("g.game.m.short", "5f", Fit("f", 9), Combined(26, trump="f", counting="points"), fit,
             AuctionCheck(lambda v, b: b["f"] in "DC", var_names=("f",)), Check(short_suit),
             Check(not_past_partners_game), Check(partner_did_not_pass_over_them), label=L("game")),
        rule("g.3nt", "3NT", Combined(24, 32), TheirStoppers(), Check(no_major_fit), Check(nt_shape),
             label=L("to_play")),
        rule("g.game.m", "5f", Fit("f"), Combined(29, trump="f", counting="points"), fit,
             Check(lambda h, v, b: b["f"] in "DC"), Check(not_past_partners_game),
             Check(partner_did_not_pass_over_them), label=L("game")),
        rule("g.nt.correct", "4f", Len("f", 6), AuctionCheck(my_major_over_3nt, var_names=("f",)),
             Hidden(Check(longer_than_shown, "longer than partner knows", ("f",))),
             Check(lambda h, v, b: h.lengths[b["f"]] >= 7 or min(h.lengths.values()) <= 1), label=L("game")),
        # Partner's own 6NT is a sign-off (the booklet's 18–19 opposite 1NT), not an invitation to seven.
        rule("g.7nt", "7NT", Combined(37), Check(nt_shape), Check(no_major_fit), Check(no_agreed_major),
             Check(not_asked_aces), AuctionCheck(_partner_not_in_6nt),
             label=L("grand_slam")),
        rule("g.6nt", "6NT", Combined(33), Check(nt_shape), Check(no_major_fit), Check(no_agreed_major),
             label=L("slam")),
        rule("g.invite", "3f", Fit("f"), Combined(22, 24, trump="f", counting="points"), fit,
             Check(_not_responder_second_turn), AuctionCheck(partners_suit), label=L("invite")),
        rule("g.invite.m", "4f", Fit("f"), Combined(25, 28, trump="f", counting="points"), fit,
             Check(lambda h, v, b: b["f"] in "DC"), Check(not_past_partners_game), label=L("invite")),
        rule("g.2nt", "2NT", Combined(23, 24), TheirStoppers(), Check(no_major_fit), Check(nt_shape),
             Check(_not_responder_second_turn), label=L("invite")),
        rule("g.compete", Cheapest("f", max_level=2), Fit("f"), Combined(17, trump="f", counting="points"), fit,
             AuctionCheck(their_last_bid), label=L("compete")),
        rule("g.compete3", Cheapest("f", min_level=3, max_level=3), Fit("f", 9),
             Combined(20, trump="f", counting="points"), fit, AuctionCheck(their_last_bid), label=L("compete")),
        rule("g.penalty", "X", Check(lambda h, v, b: their_penalty_target(v)), Check(penalty_hand), HCP(8),
             AuctionCheck(lambda v, b: not stolen_bid_spot(v)), label=L("penalty_double")),
        rule("g.own", Cheapest("f", max_level=2), Len("f", 6), HCP(6),
             AuctionCheck(lambda v, b: b["f"] in v.suits_bid_by(ME) and v.last_bid_relation != PARTNER,
                          var_names=("f",)), label=L("rebid_suit")),
        # Game-forcing auctions reach game: the captain places it with what is known.
        rule("g.gf.M", "4f", Fit("f"), fit, Check(lambda h, v, b: b["f"] in "SH"), Check(game_forced),
             label=L("game")),
        rule("g.gf.nt", "3NT", Check(game_forced), Check(nt_game_ok), label=L("to_play")),
        rule("g.gf.m", "5f", Fit("f"), fit, Check(game_forced), label=L("game")),
        rule("g.gf.own", "4f", Len("f", 6), Check(lambda h, v, b: b["f"] in "SH" and b["f"] in v.suits_bid_by(ME),
                                                  var_names=("f",)), Check(game_forced), label=L("game")),
        *game_without_stoppers(),
        rule("g.gf.any", "3NT", Check(game_forced), label=L("to_play")),
        # Partner's last call was forcing: keep the auction going with the most natural call.
        rule("g.forced.raise", Cheapest("f", max_level=4), Len("f", 3), AuctionCheck(partner_forced_last_suit,
             var_names=("f",)), label=L("raise")),
        rule("g.forced.own", Cheapest("f", max_level=4), Len("f", 5), AuctionCheck(
            lambda v, b: partner_forced(v) and b["f"] in v.suits_bid_by(ME), var_names=("f",)),
            label=L("rebid_suit")),
        rule("g.forced.nt", Cheapest("NT", max_level=3), AuctionCheck(lambda v, b: partner_forced(v)),
             label=L("to_play")),
        rule("g.forced.any", Cheapest("f", max_level=4), AuctionCheck(lambda v, b: partner_forced(v)
             and b["f"] not in v.bid_suits, var_names=("f",)), label=L("new_suit_natural")),
        *forced_other(),
        rule("g.pass", "P", label=L("nothing_more")),
    )


def _openings(fourth: bool) -> tuple:
    opens = Hidden(Check(opening_strength if fourth else _opens_not_weak_two, "opens"))
    rules = [
        # SAYC booklet, general approach: 1NT = 15–17, 2NT = 20–21, 3NT = 25–27 (balanced):
        # a balanced 25–27 opens 3NT, not 2♣.
        rule("open.3nt", "3NT", HCP(25, 27), Balanced()),
        rule("open.2c", "2C", HCP(22), label=L("strong_2c"), forcing=True),
        two_club_tricks(),
        *(fourth_seat_openings() if fourth else ()),
        rule("open.2nt", "2NT", HCP(20, 21), Balanced()),
        rule("open.1nt", "1NT", HCP(15, 17), Balanced()),
        rule("open.1M", "1M", HCP(11, 21), Len("M", 5), opens),
        *(() if fourth else (third_seat_light_major(),)),
        rule("open.1d", "1D", HCP(11, 21), Len("D", 3), opens, Check(no_five_major), Check(diamonds_better)),
        rule("open.1c", "1C", HCP(11, 21), Len("C", 3), opens, Check(no_five_major), Check(clubs_better)),
    ]
    if not fourth:
        rules += [
            rule("open.weak2", "2w", HCP(5, 10), Len("w", 6, 6), Check(weak_two_shape, var_names=("w",)),
                 label=L("weak_two")),
            # SAYC booklet: a weak two is 5–11 HCP (open.weak2 keeps lesson 8's 5–10). An 11-count with a six-card
            # suit meets the Rule of 20, so it opens a weak two rather than one of the suit only with its values in
            # the long suit and no second suit (common practice; the one-level openings leave it here).
            rule("open.weak2.11", "2w", HCP(11, 11), Len("w", 6, 6), Check(weak_two_shape, var_names=("w",)),
                 Hidden(Check(_values_in_suit, "values in the long suit", ("w",))), label=L("weak_two")),
            # Third seat may open a weak two on a good five-card suit (common ACBL practice).
            rule("open.weak2.third", "2w", HCP(6, 11), Len("w", 5, 5), Check(
                lambda h, v, b: v.pre_passes == 2 and h.honors(b["w"], 3) >= 2 and h.shape[1] <= 3, "third seat",
                ("w",)), label=L_S("weak_two_third_seat")),
            rule("open.4M", "4M", HCP(5, 10), Len("M", 8), Check(_preempt_shape_major, var_names=("M",)),
                 label=L("preempt")),
            rule("open.4m", "4p", HCP(5, 10), Len("p", 8), Check(preempt_shape, var_names=("p",)),
                 AuctionCheck(lambda v, b: b["p"] in "DC", var_names=("p",)), label=L("preempt")),
            rule("open.4M.74", "4M", HCP(5, 10), Len("M", 7), Check(lambda h, v, b: h.shape[1] >= 4
                 and h.honors(b["M"], 3) >= 2 and v.pre_passes < 3, var_names=("M",)), label=L("preempt")),
            rule("open.3p", "3p", HCP(5, 10), Len("p", 7), Check(preempt_shape, var_names=("p",)),
                 label=L("preempt")),
            # No weak 2♣ in SAYC: a good six-card club suit pre-empts at three (common practice).
            rule("open.3c6", "3C", HCP(5, 10), Len("C", 6, 6), Check(lambda h, v, b: h.honors("C", 3) >= 2
                 and h.lengths["S"] < 4 and h.lengths["H"] < 4 and v.pre_passes < 3 and not v.our_vulnerable,
                 "not vulnerable"), label=L("preempt")),
            rule("open.pass", "P", HCP(0, 11), label=L("no_opening")),
        ]
    else:
        rules.append(rule("open.pass4", "P", HCP(0, 14), label=L("no_opening")))
    return tuple(rules)


def _values_in_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """Seven or more of the HCP in the long suit and no side suit of four: a weak two, not a one-bid."""
    suit = b["w"]
    in_suit = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(card, 0) for card in hand.holdings[suit])
    return in_suit >= 7 and hand.shape[1] <= 3


def _opens_not_weak_two(hand: HandEval, view: AuctionView, b) -> bool:
    """Sound opening strength, except an 11-count that is the booklet's weak two (``open.weak2.11``)."""
    if hand.hcp == 11 and hand.shape[0] == 6 and view.pre_passes < 3:
        w = max("SHD", key=lambda s: hand.lengths[s])
        if hand.lengths[w] == 6 and weak_two_shape(hand, view, {"w": w}) and _values_in_suit(hand, view, {"w": w}):
            return False
    return opening_strength(hand, view, b)


def _preempt_shape_major(hand: HandEval, view: AuctionView, b) -> bool:
    return view.pre_passes < 3 and hand.honors(b["M"], 5) >= 2


#: The opening bids in first to third seat, and in fourth seat.
OPENINGS: tuple[Block, ...] = (
    # Openings.
    block("open", Seq("", seats=(1, 2, 3)), *_openings(fourth=False)),
    block("open4", Seq("", seats=(4,)), *_openings(fourth=True)),
)


#: General rules of uncontested bidding: jumps, two-level rebids, positive 2♣ answers, pre-empts answered.
CONSTRUCTIVE: tuple[Block, ...] = (
    *_constr2_blocks(),
)


#: The fallback: place the contract from my hand and what partner has shown.
GENERAL: tuple[Block, ...] = (
    block("general", When(lambda v: True, "any auction"), *general_rules()),
)
