"""Weak twos and pre-empts: the feature ask and the responses."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    cheapest_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import AllOf, Honors, StoppersOutside, SuitIn, SuitsDiffer
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Check,
    GoodSuit,
    Hidden,
    Len,
    TheirStoppers,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.hand_checks import quick_tricks, side_stoppers
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS


def _preempt_new_suit(view: AuctionView) -> dict[str, str] | None:
    """My three-level pre-empt – partner's forcing new suit – (P): binds p (mine) and n (his)."""
    seq = view.seq
    if len(seq) != 4 or seq[1] != "P" or seq[3] != "P" or not view.partner_rule.startswith(("rp.new", "c2.pre.new")):
        return None
    return {"p": strain_of(seq[0]), "n": strain_of(seq[2])}


def _stops_side(hand: HandEval, view: AuctionView, b) -> bool:
    """A stopper in each suit neither of us has named."""
    return all(hand.stopper(s) for s in SUITS if s not in (b["p"], b["n"]))


def preempt_new_suit_answers() -> list[Block]:
    """The pre-empter after partner's new suit."""
    return [
        block("c2.pre.answer", When(_preempt_new_suit, "partner's new suit over my pre-empt"),
              rule("c2.pre.raise", Cheapest("n", max_level=4), Len("n", 3), label=S("raise_forcing_suit")),
              rule("c2.pre.honour", Cheapest("n", max_level=4), Len("n", 2), Honors("n", 3, 1), label=S("raise_forcing_suit")),
              rule("c2.pre.nt", "3NT", Check(_stops_side, "the side suits stopped"),
                   AuctionCheck(lambda v, b: v.calls[-2] != "3NT" and v.calls[-2][0] == "3"),
                   label=S("c2_preempt_nt_stopper")),
              rule("c2.pre.own", Cheapest("p", max_level=5), label=S("c2_preempt_rebid"))),
    ]


def preempt_responses() -> tuple:
    """Responder's calls over partner's three-level pre-empt tried before the older ``resp.pre`` rules."""
    return (
        # A good six-card major is shown before 3NT: the pre-empter answers with support or a stopper.
        rule("c2.pre.new6", Cheapest("n", max_level=3), Len("n", 6), HCP(16), GoodSuit("n"),
             SuitIn("n", "SH"), label="ai_bridge.label.new_suit",
             forcing=True),
    )


def below_game_suit(view: AuctionView, b) -> bool:
    """The cheapest bid in suit ``n`` is below game (a new suit that can still be forcing)."""
    call = cheapest_bid(b["n"], view.last_bid)
    return call is not None and (call[0] == "3" or (call[0] == "4" and b["n"] in "DC"))


def preempt_raises() -> tuple:
    """Responder's raises of partner's three-level pre-empt, tried after the game and new-suit rules."""
    return (
        # A long strong major of my own over partner's pre-empt: game in it, to play (four of a major is not forcing).
        rule("c2.pre.ownM", "4n", Len("n", 6), HCP(14), GoodSuit("n"),
             AllOf((SuitIn("n", "SH"), SuitsDiffer("n", "p", ("n",)),)),
             Hidden(Check(lambda h, v, b: h.lengths[b["p"]] <= 2, "no fit for partner", ("n",))),
             label="ai_bridge.label.game"),
        # Sixteen or more and no other call: partner's long major is trumps, game (a void does not stop it).
        rule("c2.pre.game", "4p", HCP(16), SuitIn("p", "SH"), label="ai_bridge.label.game"),
        # Three-card support: four of partner's minor (ten trumps together), to play.
        rule("c2.pre.raise4", "4p", Len("p", 3), HCP(0, 15), SuitIn("p", "DC"),
             label=S("c2_preempt_raise")),
    )


def weak_two_signoff() -> tuple:
    """After the weak two's feature answer (a new suit, forcing): the asker signs off in the weak-two suit."""
    return (
        rule("w2f.signoff", Cheapest("w", max_level=4), AuctionCheck(
            lambda v, b: strain_of(v.calls[-2]) not in (b["w"], "NT")), label="ai_bridge.label.signoff"),
    )


def _feature(hand: HandEval, view: AuctionView, b) -> bool:
    """An ace or king outside the long suit: the 'feature' a maximum weak two shows."""
    held = hand.holdings[b["f"]]
    return b["f"] != b["w"] and ("A" in held or "K" in held)


def weak_two_ask() -> tuple:
    """The weak-two opener's answer to 2NT: a feature with a maximum, 3NT when solid, else the suit again."""
    return (
        rule("w2a.3nt", "3NT", HCP(9, 11), Check(lambda h, v, b: h.honors(b["w"], 3) == 3), label=S("feature_solid")),
        rule("w2a.feature", Cheapest("f", max_level=3), HCP(9, 11), Check(_feature, "feature", ("f",)),
             label=S("feature"), forcing=True),
        rule("w2a.max", "3w", HCP(9, 11), label=S("feature_none")),
        rule("w2a.min", "3w", label=S("feature_minimum")),
    )


def partner_asked_feature_after_wjo(view: AuctionView) -> dict[str, str] | None:
    """Partner asked with 2NT over my weak jump overcall (RHO passed): binds w to my suit."""
    n = len(view.calls)
    if n < 2 or view.partner_rule != "advo.ask" or view.calls[-1] != "P":
        return None
    mine = [c for c in view.bids_by(ME)]
    return {"w": strain_of(mine[-1])} if mine else None


def feature_answered(view: AuctionView) -> dict[str, str] | None:
    """I asked with 2NT, partner answered (feature or minimum), RHO passed: binds w to partner's long suit."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or not view.partner_rule.startswith("w2a."):
        return None
    suits = view.suits_bid_by(PARTNER)
    return {"w": suits[0]} if suits else None


def answer_showed_maximum(view: AuctionView, b) -> bool:
    """Partner's answer to the 2NT ask was a feature or 3NT (a maximum), not three of his suit."""
    return strain_of(view.calls[-2]) != b["w"]


def _slam_opposite_preempt(hand: HandEval, view: AuctionView, b) -> bool:
    """Five quick tricks, two aces and no void: with the pre-empter's seven tricks, slam may be on."""
    return quick_tricks(hand) >= 5 and hand.aces >= 2 and min(hand.lengths.values()) > 0


#: Responder's next call after opener answered the 2NT feature ask.
WEAK_TWO_AFTER_FEATURE: Block = block("s.w2.after", When(feature_answered, "partner answered the 2NT ask"),
    # SAYC booklet: a minimum rebids the suit, a maximum names a feature (or 3NT with a solid suit). A
    # maximum without a feature rebids the suit too, so three of the suit may be a minimum: game over
    # it needs game values opposite 5–8 (16+ with a doubleton trump; 17+ and stoppers for 3NT).
    rule("w2f.game", "4w", Len("w", 2), HCP(14), AuctionCheck(
        lambda v, b: b["w"] in "SH" and answer_showed_maximum(v, b)), label=S("game")),
    rule("w2f.game.any", "4w", Len("w", 2), HCP(16), SuitIn("w", "SH"),
         label=S("game")),
    rule("w2f.3nt", "3NT", HCP(15), StoppersOutside("w", ()),
         AuctionCheck(answer_showed_maximum), label=S("nt_game")),
    rule("w2f.3nt.any", "3NT", HCP(17), StoppersOutside("w", ()), label=S("nt_game")),
    *weak_two_signoff(),
    rule("w2f.pass", "P", label=S("pass_weak")))


#: The 2NT feature ask after a weak two (also after a weak jump overcall).
FEATURE_ASK: tuple[Block, ...] = (
    block("s.w2ask", Seq("2w P 2NT P"), *weak_two_ask()),
    block("s.wjo.ask", When(partner_asked_feature_after_wjo, "partner asked for a feature"), *weak_two_ask()),
    WEAK_TWO_AFTER_FEATURE,
)


#: Responses to a weak two and to a three- or four-level pre-empt.
RESPONSES: tuple[Block, ...] = (
    block("resp.weak2", Seq("2w P"),
          # Common practice (the booklet gives no slam bidding over a weak two): with a major fit and 25+ HCP the
          # partnership holds 33 opposite an average weak two (about 8), so ask for aces rather than close the slam
          # path with game; 16–24 bids game (22 opposite a weak two is often only 30 together).
          rule("bw.ask.w2", "4NT", Len("w", 3), HCP(25), SuitIn("w", "SH"), label=L("blackwood"),
               forcing=True),
          rule("rw.4M", "4w", Len("w", 3), HCP(16, 24), SuitIn("w", "SH"), label=L("game")),
          rule("rw.3nt", "3NT", HCP(16), Check(side_stoppers), Len("w", 1), label=L("to_play")),
          rule("rw.new", Cheapest("n", max_level=3), Len("n", 5), HCP(16), prefer="major", label=L("new_suit"),
               forcing=True),
          rule("rw.ask", "2NT", HCP(14), Len("w", 2), label=S("feature_ask"), forcing=True),
          # 16+ HCP never passes partner's weak two (the booklet's 2NT forces): short in his suit, with no stopper
          # for 3NT and no five-card suit, it asks too and places the contract after the answer.
          rule("rw.ask.16", "2NT", HCP(16), label=S("feature_ask"), forcing=True),
          rule("rw.raise", "3w", Len("w", 3), HCP(0, 15), Check(lambda h, v, b: h.lengths[b["w"]] >= 4),
               label=L("preemptive_raise")),
          rule("rw.pass", "P", label=L("to_play"))),
    block("resp.pre", Seq("3p P"),
          rule("rp.4M", "4p", Len("p", 2), HCP(15), SuitIn("p", "SH"), label=L("game")),
          *preempt_responses(),
          rule("rp.3nt", "3NT", HCP(16), TheirStoppers(), Check(lambda h, v, b: h.lengths[b["p"]] >= 2),
               label=L("to_play")),
          # Partner's long suit should run: with every side suit stopped, 3NT needs a little less.
          rule("rp.3nt.stops", "3NT", HCP(15), Len("p", 1), StoppersOutside("p", ("p",)),
               Check(lambda h, v, b: h.lengths[b["p"]] >= 2 or h.honors(b["p"], 3) == 1,
                     "two cards or an honour in partner's suit", ("p",)),
               label=L("to_play")),
          rule("rp.new", Cheapest("n", max_level=4), Len("n", 5), HCP(16), GoodSuit("n"), AuctionCheck(
              below_game_suit, var_names=("n",)), prefer="major", label=L("new_suit"), forcing=True),
          *preempt_raises(),
          rule("rp.pass", "P", label=L("to_play"))),
    # Partner's four-level pre-empt: 4NT is Blackwood (SAYC booklet). The pre-empter counts on about seven
    # tricks, so ask only with five quick tricks, two aces and no void (common practice); other hands go on
    # to the general rules (pass, or raise a minor to game with a fit).
    block("resp.pre4", Seq("4p P"),
          rule("bw.ask.pre4", "4NT", HCP(16), Len("p", 1), Hidden(Check(_slam_opposite_preempt, "five quick tricks")),
               label=L("blackwood"), forcing=True),
          closed=False),
)


#: The pre-empter after partner's new suit.
NEW_SUIT_ANSWER: tuple[Block, ...] = (
    *preempt_new_suit_answers(),
)
