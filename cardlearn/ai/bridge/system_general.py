"""The bidding system's general rules: Blackwood's answers and the fallback that places the contract.

These come first (Blackwood) and last (the general block) in :data:`.system.SYSTEM`.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    MEANING_ONLY,
    Aces,
    AuctionCheck,
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
from cardlearn.ai.bridge.sayc import S as L_S
from cardlearn.ai.bridge.sayc.constructive2 import (
    forced_other,
    game_without_stoppers,
    longer_than_shown,
    partners_suit,
    pull_3nt_ok,
)
from cardlearn.ai.bridge.sayc.slam_controls import no_agreed_major
from cardlearn.ai.bridge.system_checks import (
    L,
    TrumpFit,
    blackwood_ok,
    game_forced,
    grand_aces,
    king_ask,
    my_major_over_3nt,
    no_major_fit,
    not_asked_aces,
    not_past_partners_game,
    nt_game_ok,
    nt_shape,
    partner_asked_aces,
    partner_did_not_pass_over_them,
    partner_forced,
    partner_forced_last_suit,
    partner_showed_aces,
    penalty_hand,
    short_suit,
    signoff_aces,
    slam_aces,
    stolen_bid_spot,
    their_last_bid,
    their_penalty_target,
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


def blackwood_blocks() -> list[Block]:
    """Answers to 4NT and the asker's placement: the same in every auction that reaches them."""
    return [
        block("bw.reply", When(partner_asked_aces, "partner asked for aces"),
              rule("bw.reply.0", "5C", Aces((0, 4)), label=L("blackwood_reply")),
              rule("bw.reply.1", "5D", Aces((1,)), label=L("blackwood_reply")),
              rule("bw.reply.2", "5H", Aces((2,)), label=L("blackwood_reply")),
              rule("bw.reply.3", "5S", Aces((3,)), label=L("blackwood_reply"))),
        block("bw.place", When(partner_showed_aces, "partner showed aces"),
              rule("bw.grand", "7f", Check(grand_aces, var_names=("f",)), label=L("grand_slam")),
              rule("bw.kings", "5NT", Check(king_ask), label=L_S("king_ask"), forcing=True),
              rule("bw.slam", "6f", Check(slam_aces, var_names=("f",)),
                   label=L("slam")),
              rule("bw.signoff", Cheapest("f", max_level=5), Check(signoff_aces, var_names=("f",)),
                   label=L("signoff")),
              rule("bw.stop", "P", label=L("signoff"))),
    ]


# --- 4NT over partner's no trump: quantitative wherever no suit is agreed -------------------------------


def _partner_bid_nt_last(view: AuctionView) -> bool:
    """Partner's natural no trump is the last bid (RHO passed), no suit agreed, no 4NT yet: 4NT invites 6NT."""
    last = view.last_bid
    if last not in ("1NT", "2NT", "3NT") or view.last_bid_relation != PARTNER or view.calls[-1] != "P":
        return False
    agreed = set(view.suits_bid_by(ME)) & set(view.suits_bid_by(PARTNER))
    # A suit one of us bid twice is set as trumps too (a self-sufficient suit): then 4NT asks for aces.
    rebid = any(sum(1 for call in view.bids_by(who) if call[1:] == suit) >= 2 for who in (ME, PARTNER) for suit in "SHDC")
    return not agreed and not rebid and no_agreed_major(None, view, {}) and "4NT" not in view.calls


def _slam_if_partner_is_at_the_top(hand: HandEval, view: AuctionView, b) -> bool:
    """33 HCP together if partner holds the top of a limited range, not at its bottom."""
    known = view.known(PARTNER)
    return known.hcp_max - known.hcp_min <= 6 and hand.hcp + known.hcp_min < 33 <= hand.hcp + known.hcp_max


def _partner_invited_6nt(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.partner_rule.startswith("g.quant.4nt") and view.calls[-1] == "P"


def _top_half(hand: HandEval, view: AuctionView, b) -> bool:
    """The upper half of the range my own calls showed."""
    mine = view.known(ME)
    return 2 * hand.hcp > mine.hcp_min + min(mine.hcp_max, 37)


def quantitative_answer_blocks() -> list[Block]:
    """The answer to partner's quantitative 4NT (first in the system, as Blackwood's answers are)."""
    return [block("g.quant.answer", When(_partner_invited_6nt, "partner's quantitative 4NT"),
                  rule("g.quant.6nt", "6NT", Check(_top_half, "the top of my range"), label=L("accept_invite")),
                  rule("g.quant.pass", "P", label=L("minimum")))]


def quantitative_blocks() -> list[Block]:
    """4NT raising partner's no trump with no suit agreed is quantitative, not Blackwood (README, SAYC)."""
    return [
        block("g.quant", When(_partner_bid_nt_last, "partner's no trump, no suit agreed"),
              rule("g.quant.4nt", "4NT", Check(_slam_if_partner_is_at_the_top, "slam if partner is at the top"),
                   label=L("quantitative")),
              # Whoever bids it (the learner too, with any hand) it means the same: answered as an invitation.
              rule("g.quant.4nt.any", "4NT", MEANING_ONLY, label=L("quantitative")),
              # Not also Blackwood: without a suit agreed there is nothing to ask aces for.
              closed=False, claims=("g.quant.4nt.any",)),
    ]
