"""Competitive auctions that span several booklet sections: overcalls, takeout and negative doubles and their double (one group), balancing, later rounds."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_checks import (
    after_partners_takeout_double,
    balancing_seat,
    is_major,
    low_enough,
    my_takeout_double_passed_by_partner,
    stolen_bid_spot,
    their_high_opening,
)
from cardlearn.ai.bridge.auction_view import (
    AuctionView,
    bid_rank,
)
from cardlearn.ai.bridge.binding_checks import AllOf, NotBidYet, ShortSuit, SuitIn, SuitsDiffer
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
    UnbidMajors,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import blackwood_ok
from cardlearn.ai.bridge.hand_checks import Losers, good_overcall_suit, major_first_n, trump_stack
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule


def balance_over_raise() -> tuple:
    """Balancing after their raise has died: a five-card suit with 7+, a takeout double with shortness, else pass."""
    return (
        rule("bal.suit", Cheapest("n", max_level=2), Len("n", 5), HCP(7), label=S("balance_suit")),
        rule("bal.x", "X", HCP(8), Len("x", 0, 2), OthersLen(("x",), 3), label=S("balance_double")),
        rule("bal.pass", "P", label=S("pass_weak")),
    )


def competitive_extras() -> list[Block]:
    """Competitive blocks beyond the basics: the late reopening."""
    return [
        block("s.reopen.late", Seq("1x P P #y", when=lambda v, b: int((v.last_bid or "0")[0]) <= 2),
              rule("rol.x", "X", HCP(16), Len("y", 0, 2), label=S("reopening_takeout")),
              rule("rol.own", Cheapest("x", max_level=2), Len("x", 6), label=S("rebid_suit")),
              rule("rol.pass", "P", label=S("pass_weak"))),
    ]


def _no_unbid_major4(hand: HandEval, view: AuctionView, b) -> bool:
    """No four-card major that nobody has bid (the one the takeout doubler promised) and that game can still name."""
    last = bid_rank(view.last_bid or "1C")
    return all(hand.lengths[s] < 4 for s in "SH" if s not in view.bid_suits and bid_rank(f"4{s}") > last)

def _overcalls(balancing: bool) -> tuple:
    shift = 3 if balancing else 0
    return (
        rule("ov.1nt", "1NT", HCP(15 - shift, 18 - shift), Balanced(), Stopper("x"), label=L("nt_overcall")),
        *(() if not balancing else (
            rule("ov.bal.2nt", "2NT", HCP(19, 21), Balanced(), Stopper("x"), label=S("nt_natural_balancing")),
            rule("ov.bal.jump", Cheapest("y", jump=1, max_level=2), Len("y", 6), HCP(12, 16), GoodSuit("y"),
                 label=S("intermediate_jump")),)),
        # Long suits pre-empt (7 cards at the three level, 8 at the four level).
        *(() if balancing else (
            rule("ov.pre4", "4y", Len("y", 8), HCP(5, 10), GoodSuit("y"), label=L("preempt")),
            rule("ov.pre3", Cheapest("y", jump=2, max_level=3), Len("y", 7), HCP(5, 10), GoodSuit("y"),
                 label=L("preempt")),
            # ... and a seven-card suit below theirs jumps once, to the three level (1♥ – 3♣), as a pre-empt would.
            rule("ov.pre3.single", Cheapest("y", jump=1, min_level=3, max_level=3), Len("y", 7), HCP(5, 10),
                 GoodSuit("y"), label=L("preempt")),)),
        # SAYC booklet: a weak jump overcall is like a weak two (a good six-card suit, up to 11 HCP).
        *(() if balancing else (
            rule("ov.wjo", Cheapest("y", jump=1, max_level=3), Len("y", 6, 6), HCP(6, 11), GoodSuit("y"),
                 label=L("weak_jump_overcall")),)),
        # A good five-card major overcalls rather than doubles (SAYC: the double promises support for the others).
        rule("ov.1M", Cheapest("y", max_level=1), Len("y", 5), HCP(8 - shift, 16), Check(good_overcall_suit),
             SuitIn("y", "SH"), label=L("overcall")),
        rule("ov.2.six", Cheapest("y", min_level=2, max_level=2), Len("y", 6), HCP(11 - shift, 16), GoodSuit("y"),
             label=L("overcall")),
        # Common practice: a six-card suit without four cards in an unbid major is overcalled, not doubled
        # (the double asks partner to pick a major where we may have only seven trumps).
        rule("ov.six", Cheapest("y", max_level=2), Len("y", 6), HCP(11 - shift, 16), Check(
            lambda h, v, b: h.honors(b["y"], 3) >= 1 and all(h.lengths[m] < 4 for m in "SH" if m not in v.bid_suits),
            "a six-card suit and no four-card unbid major", ("y",)), label=L("overcall")),
        rule("ov.x", "X", HCP(12 - shift), Len("x", 0, 2), OthersLen(("x",), 3), label=L("takeout")),
        # Common practice: over a minor, both four-card majors double even with three cards in their suit (the
        # majors are what advancer will bid; found by the booklet-doubles tests: 4-4-2-3 passed 1♣).
        # (In the pass-out seat the balancing double below covers these hands too.)
        *(() if balancing else (
            rule("ov.x.majors", "X", HCP(12), Len("x", 0, 3), Len("S", 4), Len("H", 4),
                 SuitIn("x", "DC"), label=S("takeout_majors")),)),
        # Common practice: with a void or singleton in their suit and support for the rest, shortness counts
        # (HCP plus 5 for a void, 3 for a singleton reach 14), so the double may be a little light.
        *(() if balancing else (
            rule("ov.x.light", "X", HCP(10, 11), Len("x", 0, 1), OthersLen(("x",), 3), Check(
                lambda h, v, b: h.hcp + (5 if h.lengths[b["x"]] == 0 else 3) >= 14, "shortness counted", ("x",)),
                 label=L("takeout")),)),
        # SAYC booklet: a simple overcall is 8-16 HCP, so a hand too strong to overcall (17+ HCP, the range
        # the doubler's later new suit shows) doubles first, whatever its shape; the ranges meet at 16/17.
        rule("ov.x.strong", "X", HCP(15 if balancing else 17), Check(lambda h, v, b: not h.lengths[b["x"]] >= 5,
                                                                     "fewer than five cards in their suit", ("x",)),
             label=L("strong_double")),
        rule("ov.1", Cheapest("y", max_level=1), Len("y", 5), HCP(8 - shift, 16), Check(good_overcall_suit),
             label=L("overcall")),
        rule("ov.2", Cheapest("y", min_level=2, max_level=2), Len("y", 5), HCP(11 - shift, 16),
             Check(good_overcall_suit), label=L("overcall")),
        # Common practice: in the pass-out seat partner is marked with values, so any five-card suit
        # balances at the one level from 7 HCP (the suit need not direct the lead).
        *(() if not balancing else (
            rule("ov.bal.1", Cheapest("y", max_level=1), Len("y", 5), HCP(7, 16), label=L("overcall")),)),
        # Common ACBL practice (the booklet is silent): 16+ HCP is too strong to pass, so without a suit to
        # overcall, a no-trump overcall or shortness in their suit, a hand with three there and no singleton doubles.
        *(() if balancing else (
            rule("ov.x.values", "X", HCP(16), Len("x", 0, 3), OthersLen(("x",), 2), label=L("takeout")),)),
        # Common practice: in the pass-out seat a takeout double needs no shortness in their suit; 9+ HCP, three
        # cards in each unbid major and two in any other suit balance with it rather than let them play low.
        *(() if not balancing else (
            rule("ov.x.bal", "X", HCP(9), Len("x", 0, 3), UnbidMajors(3), OthersLen(("x",), 2), label=L("takeout")),)),
        rule("ov.pass", "P", label=L("no_overcall")),
    )


def _advances_to_takeout(shift: int = 0) -> tuple:
    """Answers to partner's takeout double; ``shift`` adds the points a balancing double borrowed."""
    return (
        rule("adv.penalty", "P", Len("x", 5), GoodSuit("x"), HCP(8), label=L("penalty_pass")),
        rule("adv.game", "4n", Len("n", 5), HCP(11 + shift), is_major("n"), label=L("game")),
        rule("adv.3nt", "3NT", HCP(13 + shift), Stopper("x"), label=L("to_play")),
        # SAYC: advancer's cue bid of their suit shows 13+ (game values), forcing.
        rule("adv.cue", Cheapest("x", max_level=3), HCP(13 + shift), label=S("advance_cue"), forcing=True, game_forcing=True),
        # Common practice: a balanced hand with their suit stopped shows its values in no trump (1NT 6-10, 2NT
        # 11-12) rather than jumping to three of a four-card minor (found by the booklet-doubles tests).
        rule("adv.jump", Cheapest("n", jump=1, max_level=3), Len("n", 4), HCP(9 + shift, 12 + shift), Check(
            lambda h, v, b: b["n"] in "SH" or h.lengths[b["n"]] >= 5 or not (h.balanced and h.stopper(b["x"])),
            "not a balanced hand with their suit stopped", ("n",)), prefer="major", label=L("advance_invite")),
        rule("adv.2nt", "2NT", HCP(11 + shift, 12 + shift), Stopper("x"), label=L("advance")),
        rule("adv.1nt", "1NT", HCP(6, 10 + shift), Stopper("x"), Check(lambda h, v, b: all(
            h.lengths[m] < 4 for m in "SH" if m != b["x"])), label=L("advance")),
        rule("adv.suit", Cheapest("n"), Len("n", 3), HCP(0, 8 + shift), Check(major_first_n, var_names=("n",)),
             AuctionCheck(_below_four), prefer="major", label=L("advance")),
        rule("adv.suit.any", Cheapest("n"), HCP(0, 12 + shift), AuctionCheck(_below_four), prefer="major",
             label=L("advance")),
        # Common practice: a double of four or more is for takeout only in shape; advancer leaves it in unless
        # a long suit and shortness in theirs make his own contract the better bet.
        rule("adv.high.suit", Cheapest("n", max_level=5), Len("n", 6), Len("x", 0, 1),
             AuctionCheck(lambda v, b: not _below_four(v, b)), label=S("advance_high_suit")),
        # A void in their suit leaves the doubler's trumps too short to defend: a five-card major takes out.
        rule("adv.high.major", Cheapest("n", max_level=4), Len("n", 5), Len("x", 0, 0), is_major("n"),
             AuctionCheck(lambda v, b: not _below_four(v, b)), prefer="major", label=S("advance_high_suit")),
        rule("adv.high.pass", "P", AuctionCheck(lambda v, b: not _below_four(v, b)), label=S("advance_high_pass")),
        # With game values and no stopper in their suit, advancer names his best suit (game in a major).
        rule("adv.strong", Cheapest("n", max_level=5), Len("n", 4), HCP(13 + shift), prefer="major",
             label=L("advance")),
    )


def _below_four(view: AuctionView, b) -> bool:
    """Their doubled bid is below the four level, where a takeout double asks advancer to bid."""
    return view.last_bid is not None and int(view.last_bid[0]) < 4


def _not_a_major_fit_with_slam_values(hand: HandEval, view: AuctionView, b) -> bool:
    """Not three cards in partner's overcalled major with 17+ HCP (that hand cue-bids, slam in view)."""
    return not (b["y"] in "SH" and hand.lengths[b["y"]] >= 3 and hand.hcp >= 17)


def _partner_balanced_over_preempt(view: AuctionView, b) -> bool:
    """Partner's suit bid, in the pass-out seat, was an overcall of their pre-empt (its public reading is the
    first ``ovh.suit`` rule; in this seat it includes the light ``ovh.suit.bal``)."""
    return view.partner_rule.startswith("ovh.suit")


def _advance_cue_raise(shift: int) -> tuple:
    """SAYC: advancer's cue bid of opener's suit is the forcing raise of the overcall (a limit raise or better)."""
    return (
        rule("advo.cue", Cheapest("x", max_level=3), Len("y", 3), Points(11 + shift, trump="y"), HCP(9 + shift),
             SuitsDiffer("x", "y", ("x", "y")),
             label=S("advance_cue_raise"), forcing=True),
    )


def _advance_overcall(shift: int) -> tuple:
    """Answers to partner's suit overcall; ``shift`` adds the points a balancing overcall borrowed."""
    return (
        rule("advo.ask", "2NT", HCP(15), Len("y", 2), AuctionCheck(lambda v, b: v.partner_rule == "ov.wjo"),
             label=S("feature_ask"), forcing=True),
        # Law of total tricks over partner's weak jump overcall (common practice): raise to the level of the fit.
        rule("advo.law4", "4y", Len("y", 5), AuctionCheck(lambda v, b: b["y"] in "SH" and v.partner_rule
                                                          == "ov.wjo"), label=L("preemptive_raise")),
        rule("advo.law3", Cheapest("y", max_level=3), Len("y", 3), HCP(0, 14), AuctionCheck(
            lambda v, b: v.partner_rule == "ov.wjo" and v.last_bid is not None
            and v.last_bid[0] == "2"), label=L("preemptive_raise")),
        # Common practice: five trumps, a singleton or void and few values jump to game in partner's major.
        *(() if shift else (
            rule("advo.game.pre", "4y", Len("y", 5), HCP(0, 9), is_major("y"),
                 ShortSuit(), label=L("preemptive_raise")),)),
        # An upper limit where the cue bid follows (direct overcalls): with a fit and 17+ opposite an overcall
        # slam is in view, so advancer cue-bids (forcing) and bids on, instead of closing the auction in game.
        rule("advo.game", "4y", Len("y", 3), HCP(13 + shift, 37 if shift else 16), SuitIn("y", "SH"),
             label=L("game")),
        rule("advo.3nt", "3NT", HCP(15 + shift), Stopper("x"),
             Check(_not_a_major_fit_with_slam_values, "no slam-going fit for partner's major"), label=L("to_play")),
        # SAYC booklet: the jump raise of a direct overcall is pre-emptive (four trumps, weak) and the cue bid
        # is the strong raise. After a balancing overcall the opponents have stopped low: there is nothing to
        # pre-empt, so (common practice) the jump raise invites, counting the king the balancer borrowed.
        *(() if shift else (
            *_advance_cue_raise(shift),
            rule("advo.jump.pre", Cheapest("y", jump=1, max_level=3), Len("y", 4), HCP(0, 8),
                 label=L("preemptive_raise")),)),
        *(() if not shift else (
            rule("advo.limit", Cheapest("y", jump=1, max_level=3), Len("y", 3), HCP(11 + shift, 12 + shift),
                 label=L("invite")),)),
        rule("advo.raise", Cheapest("y", max_level=3), Len("y", 3), HCP(6, 10 + shift), label=L("raise")),
        rule("advo.new", Cheapest("n", max_level=2), Len("n", 5), GoodSuit("n"), HCP(10), label=S("advance_new")),
        # Common practice: at the one level the natural new suit (not forcing) needs less, any five cards and 8+.
        rule("advo.new1", Cheapest("n", max_level=1), Len("n", 5), HCP(8), label=L("new_suit_not_forcing")),
        rule("advo.2nt", "2NT", HCP(12 + shift, 14 + shift), Stopper("x"), label=L("invite")),
        rule("advo.1nt", "1NT", HCP(8, 11 + shift), Stopper("x"), label=L("advance")),
        rule("advo.pass", "P", label=L("no_bid_now")),
    )


def _responses_in_competition() -> tuple:
    return (
        # A fit with slam values asks for aces before game (found by the coverage sweep: 23 HCP bid 4♠).
        rule("bw.ask.cr", "4NT", Check(blackwood_ok), Len("x", 4), label=L("blackwood"), forcing=True),
        rule("cr.game", "4x", Len("x", 4), Points(13, trump="x"), SuitIn("x", "SH"),
             label=L("game")),
        # Over their three-level overcall there is no room to show a three-card raise slowly: game values bid game.
        rule("cr.game3", "4x", Len("x", 3), Points(13, trump="x"), SuitIn("x", "SH"),
             AuctionCheck(lambda v, b: (v.last_bid or "1")[0] == "3"), label=L("game")),
        rule("cr.1level", Cheapest("z", max_level=1), Len("z", 5), HCP(6), label=L("new_suit"), forcing=True),
        rule("cr.2levelM", Cheapest("z", min_level=2, max_level=2), Len("z", 5), HCP(11), is_major("z"),
             label=L("new_suit"), forcing=True),
        # After their overcall the cue bid of their suit is the raise with values (a five-card major with 11+
        # is named first): three or more cards in opener's major and a limit raise, 10–12 points (with more,
        # four trumps bid game and three show their suits first or cue-bid with game values, cr.cue); the
        # jump raise is then pre-emptive, four trumps and less than a limit raise (common ACBL practice, as for
        # advancer's raises of an overcall; the booklet gives no other meaning to either call).
        rule("cr.cue.raise", Cheapest("y", max_level=3), Len("x", 3), Points(10, 12, trump="x"), is_major("x"),
             SuitsDiffer("x", "y", ("x", "y")),
             label=S("response_cue_raise"), forcing=True),
        rule("cr.jump.pre", Cheapest("x", jump=1, max_level=3), Len("x", 4), Points(0, 9, trump="x"),
             is_major("x"), label=L("preemptive_raise")),
        rule("cr.raise", Cheapest("x", max_level=2), Len("x", 3), Points(6, 9, trump="x"),
             SuitIn("x", "SH"), label=L("raise")),
        # A six-card major over their three-level overcall is bid, forcing, not doubled: the negative double
        # promises only four cards and the length would stay untold (common ACBL practice; a random-deal review
        # found 6-4 in the majors with 16 HCP doubling 1♦ (3♣) and the heart game lost).
        rule("cr.3levelM6", Cheapest("z", min_level=3, max_level=3), Len("z", 6), HCP(11), is_major("z"),
             NotBidYet("z"), label=L("new_suit"),
             forcing=True),
        # Negative doubles promise more as the level rises (common ACBL practice: 6+ / 8+ / 10+).
        rule("cr.neg", "X", HCP(6), UnbidMajors(4), AuctionCheck(lambda v, b: (v.last_bid or "0")[0] == "1"),
             label=L("negative_double")),
        rule("cr.neg2", "X", HCP(8), UnbidMajors(4), AuctionCheck(lambda v, b: (v.last_bid or "0")[0] == "2"),
             label=L("negative_double")),
        rule("cr.neg3", "X", HCP(10), UnbidMajors(4), AuctionCheck(lambda v, b: (v.last_bid or "0")[0] == "3"),
             label=L("negative_double")),
        rule("cr.1level4", Cheapest("z", max_level=1), Len("z", 4), HCP(6), label=L("new_suit"), forcing=True),
        # Trap pass (common practice): five good cards in their suit, short in opener's, no game values: pass
        # and wait for opener's reopening double, which is then left in for penalties.
        rule("cr.trap", "P", Len("y", 5), trump_stack("y"), Len("x", 0, 1), HCP(8, 12), label=S("trap_pass")),
        rule("cr.3nt", "3NT", HCP(13, 16), Stopper("y"), label=L("to_play")),
        rule("cr.2nt", "2NT", HCP(11, 12), Stopper("y"), label=L("invite")),
        # Four cards in opener's minor and a limit raise (11–12 HCP; the raise is 6–10, the cue bid with 13+ forces
        # to game): the cue bid of their suit shows it, as for a major (common ACBL practice; a random-deal review
        # found a passed hand with 11 HCP and five diamonds passing 1♦ (1♠) with a slam on).
        rule("cr.cue.raise.m", Cheapest("y", max_level=3), Len("x", 4), HCP(11, 12),
             AllOf((SuitIn("x", "DC"), SuitsDiffer("x", "y", ("x", "y")),)),
             label=S("response_cue_raise_minor"), forcing=True),
        rule("cr.2level", Cheapest("z", min_level=2, max_level=2), Len("z", 5), HCP(11), label=L("new_suit"),
             forcing=True),
        rule("cr.2level6", Cheapest("z", min_level=2, max_level=2), Len("z", 6), HCP(9, 10), label=L("new_suit"),
             forcing=True),
        # Over their jump overcall a new suit at the three level is natural and forcing (SAYC booklet: new suits
        # by responder are forcing; the level asks for a good five cards and 11+, common practice).
        rule("cr.3level", Cheapest("z", min_level=3, max_level=3), Len("z", 5), HCP(11), GoodSuit("z"),
             NotBidYet("z"), label=L("new_suit"),
             forcing=True),
        rule("cr.1nt", "1NT", HCP(8, 10), Stopper("y"), label=L("one_nt_response")),
        # Game values and no natural call (no suit to name, no stopper or too strong for 3NT): the cue bid of
        # their suit forces (common ACBL practice; issue #27's sweep: a 17-count passed 1♥–1♠).
        rule("cr.cue", Cheapest("y", max_level=4), HCP(13), label=S("response_cue_values"), forcing=True),
        rule("cr.raisem", Cheapest("x", max_level=2), Len("x", 4), HCP(6, 10), label=L("raise")),
        rule("cr.pass", "P", label=L("no_bid_now")),
    )


def _after_their_double() -> tuple:
    return (
        # SAYC card: over their double, 2NT shows a limit raise or better (Jordan); a jump to game is pre-emptive.
        rule("xx.game", "4x", Len("x", 5), HCP(0, 9), ShortSuit(),
             is_major("x"), label=L("preemptive_raise")),
        rule("xx.jordan", "2NT", Len("x", 4), Points(10, trump="x"), HCP(0, 12), is_major("x"), label=S("jordan"),
             forcing=True),
        rule("xx.jordan.m", "2NT", Len("x", 5), Points(10, trump="x"), HCP(0, 12),
             SuitIn("x", "DC"), label=S("jordan"), forcing=True),
        rule("xx.redouble", "XX", HCP(10), label=L("redouble")),
        rule("xx.jump", "3x", Len("x", 4), HCP(0, 9), is_major("x"), label=L("preemptive_raise")),
        rule("xx.raise", "2x", Len("x", 3), HCP(6, 9), SuitIn("x", "SH"), label=L("raise")),
        rule("xx.raisem", "2x", Len("x", 4), HCP(6, 9), label=L("raise")),
        # SAYC: a new suit at the one level after their takeout double is forcing, as without it.
        rule("xx.new", Cheapest("z", max_level=1), Len("z", 4), HCP(6, 9), label=L("new_suit"), forcing=True),
        # Common practice: a six-card suit with 5-9 names it at the two level, not forcing (the redouble or a
        # one-level new suit would promise more; found by the booklet-doubles tests: 1NT on a singleton).
        rule("xx.new2", Cheapest("z", min_level=2, max_level=2), Len("z", 6), HCP(5, 9),
             label=S("new_suit_over_double")),
        rule("xx.1nt", "1NT", HCP(6, 9), label=L("one_nt_response")),
        rule("xx.pass", "P", HCP(0, 9), label=L("weak")),
    )


def _answer_to_negative_double() -> tuple:
    return (
        rule("nd.3nt", "3NT", HCP(18, 19), Balanced(), Stopper("y"), label=S("nt_game")),
        # Opener answers as if the doubler had bid the unbid major: a minimum bid (up to 15), a jump with 16-18,
        # game with 19+ and four cards in it; a 19+ without a fit or a long suit cue-bids their suit, forcing to
        # game (SAYC notes; issue #27: 20 HCP rebid a minimum 2♦ over 1♦–1♥–X).
        rule("nd.major_game", "4n", Len("n", 4), HCP(19), is_major("n"),
             NotBidYet("n"), prefer="major",
             label=L("game")),
        rule("nd.major_jump", Cheapest("n", jump=1, max_level=3), Len("n", 4), HCP(16, 18), is_major("n"),
             prefer="major", label=L("jump_rebid")),
        # A six-card suit of his own is the clear direction: the jump rebid in it stays as before (17+).
        rule("nd.jump.own", Cheapest("x", jump=1, max_level=3), Len("x", 6), HCP(17), label=S("invite_jump")),
        rule("nd.cue", Cheapest("y", max_level=3), HCP(19), label=S("nd_cue"), forcing=True),
        # Over their three-level overcall the cheapest major is at the three level (1♦ (3♣) X P 3♥).
        rule("nd.major", Cheapest("n", max_level=3), Len("n", 4), is_major("n"), prefer="major",
             label=S("nd_major")),
        rule("nd.nt", Cheapest("NT", max_level=2), HCP(12, 14), Stopper("y"), Balanced(), label=L("minimum")),
        rule("nd.new3", Cheapest("n", max_level=3), Len("n", 4), HCP(15), Len("x", 5), prefer="long",
             label=S("nd_second_suit")),
        rule("nd.own", Cheapest("x", max_level=3), Len("x", 5), label=L("rebid_suit")),
        rule("nd.minor", Cheapest("n", max_level=2), Len("n", 4), prefer="long", label=S("nd_second_suit")),
        rule("nd.any", Cheapest("x"), label=L("rebid_suit")),
    )


def _redoubled(view: AuctionView, b) -> bool:
    """Responder's XX over their takeout double of our opening was the strong redouble (10+ HCP)."""
    return view.rule_of(view.pre_passes + 2) == "xx.redouble"


#: The opponents opened: overcalls, takeout doubles and the strong doubler's second turn.
THEIR_OPENING: tuple[Block, ...] = (
    block("ov", Seq("1x"), *_overcalls(balancing=False)),
    block("ov.bal", Seq("1x P P"), *_overcalls(balancing=True)),
    block("ov.high", When(their_high_opening, "the opponents pre-empted"),
          # A takeout shape doubles first, even when balanced with a stopper.
          rule("ovh.x", "X", HCP(13), Len("x", 0, 2), OthersLen(("x",), 3), label=L("takeout")),
          # SAYC: over a weak two, 2NT is natural like a 1NT overcall (15–18, a stopper in their suit).
          rule("ovh.2nt", "2NT", HCP(15, 18), Balanced(), Stopper("x"), AuctionCheck(
              lambda v, b: not balancing_seat(v)), label=L("nt_overcall")),
          # Directly over a weak two, a balanced 19–21 doubles first and bids no trump next (common practice,
          # competition2) unless four cards in their suit rule the double out.
          rule("ovh.3nt", "3NT", HCP(16, 21), Balanced(), Stopper("x"), Check(
              lambda h, v, b: balancing_seat(v) or v.seq[0][0] != "2" or h.lengths[b["x"]] >= 4,
              "not a double-then-no-trump hand"), label=L("to_play")),
          rule("ovh.x.short", "X", HCP(12), Len("x", 0, 1), OthersLen(("x",), 3), label=L("takeout")),
          rule("ovh.x.strong", "X", HCP(17), Check(lambda h, v, b: h.lengths[b["x"]] <= 3), label=L("strong_double")),
          rule("ovh.suit", Cheapest("n", max_level=3), Len("n", 6), HCP(12, 17), GoodSuit("n"), label=L("overcall")),
          rule("ovh.suit5", Cheapest("n", max_level=3), Len("n", 5), HCP(15, 17), GoodSuit("n"), label=L("overcall")),
          rule("ovh.x.bal", "X", HCP(10), Len("x", 0, 2), OthersLen(("x",), 3), Check(lambda h, v, b: balancing_seat(v)),
               label=L("takeout")),
          rule("ovh.suit.bal", Cheapest("n", max_level=3), Len("n", 5), HCP(10, 17), GoodSuit("n"),
               Check(lambda h, v, b: balancing_seat(v)), label=L("overcall")),
          # Common practice: 16+ HCP with at most three cards in their suit always acts (a pass with four or more
          # of their trumps is a trap pass): a five-card suit of any quality is bid, else a strong double.
          rule("ovh.suit.16", Cheapest("n", max_level=4), Len("n", 5), HCP(16), Len("x", 0, 3), label=L("overcall")),
          rule("ovh.x.16", "X", HCP(16), Len("x", 0, 3), label=L("strong_double")),
          rule("ovh.pass", "P", label=L("no_overcall"))),
    # The strong doubler's second turn after partner could not bid.
    block("ov.x.again", When(my_takeout_double_passed_by_partner, "I doubled, partner passed, they bid on"),
          rule("ovx.3nt", "3NT", HCP(18), Stopper("x"), Balanced(), label=L("to_play")),
          rule("ovx.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(17), label=L("strong_suit")),
          rule("ovx.x", "X", HCP(17), Len("x", 0, 2), label=L("takeout")),
          rule("ovx.pass", "P", label=L("no_bid_now"))),
)


#: Advancing partner's takeout double (and the doubler's rescue from a redouble).
TAKEOUT_ADVANCES: tuple[Block, ...] = (
    block("adv.x", Seq("1x X P"), *_advances_to_takeout()),
    # After their redouble advancer is no longer forced to bid: he shows a four-card suit when weak and passes
    # without one (partner, not he, then picks the suit), rather than naming a doubleton.
    block("adv.xx", Seq("1x X XX"),
          *(r for r in _advances_to_takeout()[1:] if r.id in ("adv.game", "adv.3nt", "adv.cue", "adv.jump", "adv.2nt")),
          rule("adv.xx.suit", Cheapest("n", max_level=2), Len("n", 4), HCP(0, 8), prefer="major",
               label=L("advance")),
          rule("adv.xx.pass", "P", label=L("no_bid_now"))),
    # ... and when he passed, the doubler takes out into his best suit rather than leave them in 1x redoubled.
    block("ov.xx.out", Seq("1x X XX P P", when=lambda v, b: v.my_last_rule.startswith("ov.x")),
          rule("dxx.suit", Cheapest("n", max_level=2), Len("n", 4), prefer="major", label=S("doubler_rescue")),
          rule("dxx.any", Cheapest("n", max_level=2), prefer="major", label=S("doubler_rescue"))),
    block("adv.bal", Seq("1x P P X P"), *_advances_to_takeout(shift=3)),
    block("adv.any", When(after_partners_takeout_double, "partner doubled for takeout, RHO passed"),
          *_advances_to_takeout()),
    # Their 1NT over partner's takeout double: with the balance of strength advancer doubles for penalty
    # (common ACBL practice); weaker hands go on as the general rules place them.
    block("adv.nt", Seq("1x X 1NT"),
          rule("advn.x", "X", HCP(9), label=L("penalty_double")),
          # Weaker, advancer is no longer forced: a five-card suit competes at the two level, else he passes
          # (common practice; found by the booklet-doubles sweep: every weak hand reached the catch-all).
          rule("advn.suit", Cheapest("n", min_level=2, max_level=2), Len("n", 5), HCP(0, 8),
               SuitsDiffer("n", "x", ("n",)), prefer="major", label=L("compete")),
          rule("advn.pass", "P", HCP(0, 8), label=L("no_bid_now")),
          closed=False),
    block("adv.raised", Seq("1x X #x"),
          rule("advr.game", "4n", Len("n", 5), HCP(11), is_major("n"), label=L("game")),
          # Common ACBL practice: the doubler promised the unbid major, so four cards and opening values bid
          # game (issue #27: 12–16 with four spades passed 1♥–X–3♥/4♥).
          rule("advr.game4", "4n", Len("n", 4), HCP(12), is_major("n"), label=L("game")),
          rule("advr.3nt", "3NT", HCP(12), Stopper("x"), label=L("to_play")),
          rule("advr.jump", Cheapest("n", jump=1, max_level=3), Len("n", 5), HCP(9, 10), prefer="major",
               label=L("advance_invite")),
          rule("advr.suit", Cheapest("n", max_level=3), Len("n", 4), HCP(6, 12), prefer="major", label=L("free_bid")),
          # No major to bid, no stopper for 3NT, too strong to pass: double shows the values (common practice).
          rule("advr.x", "X", HCP(11), Check(_no_unbid_major4, "no four-card unbid major"),
               label=S("advance_values_double")),
          rule("advr.pass", "P", label=L("no_bid_now"))),
    block("adv.free", Seq("1x X #z"),
          rule("advf.jump", Cheapest("n", jump=1, max_level=3), Len("n", 4), HCP(10, 12), prefer="major",
               label=L("advance_invite")),
          rule("advf.suit", Cheapest("n", max_level=2), Len("n", 4), HCP(6, 12), prefer="major",
               label=L("free_bid")),
          rule("advf.pass", "P", label=L("no_bid_now"))),
)


#: Advancing partner's overcall.
OVERCALL_ADVANCES: tuple[Block, ...] = (
    # Partner overcalled their pre-empt (12–17 with a good suit): game is close, bid it with a fit or stoppers.
    block("adv.ovh", Seq("#x #y P", when=lambda v, b: v.partner_rule.startswith("ovh.suit")),
          rule("advh.game", "4y", Len("y", 2), HCP(9), SuitIn("y", "SH"), label=L("game")),
          rule("advh.3nt", "3NT", HCP(9), Stopper("x"), label=L("to_play")),
          rule("advh.game.m", "5y", Len("y", 3), HCP(12), SuitIn("y", "DC"), label=L("game")),
          rule("advh.pass", "P", label=L("no_bid_now"))),
    # Partner balanced over their pre-empt (``ovh.suit.bal``: 10–17, a five-card suit, bid light in the pass-out
    # seat): I passed it once, and partner's values are counted low as for any balancing call (common practice,
    # a king less), so game needs a sound opening hand, a raise invites (random-deal review, seed 790:
    # 2♥ P P 2♠ P 4♠ on 8 HCP with three spades went down two).
    block("adv.ovh.bal", Seq("#x P P #y P", when=_partner_balanced_over_preempt),
          rule("advh.bal.game", "4y", Len("y", 3), HCP(13), SuitIn("y", "SH"), label=L("game")),
          rule("advh.bal.3nt", "3NT", HCP(13), Stopper("x"), label=L("to_play")),
          rule("advh.bal.game.m", "5y", Len("y", 4), HCP(15), SuitIn("y", "DC"), label=L("game")),
          rule("advh.bal.inv", Cheapest("y", max_level=3), Len("y", 3), HCP(10, 12), label=L("invite")),
          rule("advh.bal.pass", "P", label=L("no_bid_now"))),
    block("adv.ov", Seq("1x #y P", when=lambda v, b: v.partner_rule.startswith("ov.")),
          *_advance_overcall(0)),
    # Responder bid a new suit over partner's overcall: the cue raise and simple raise still apply.
    block("adv.ov.free", Seq("1x #y #z", when=lambda v, b: v.partner_rule.startswith("ov.")
                             and b["z"] not in (b["x"], b["y"])),
          *_advance_cue_raise(0),
          rule("advo.free.raise", Cheapest("y", max_level=2), Len("y", 3), Points(8, 10, trump="y"),
               label=L("raise")), closed=False),
    block("adv.ov.bal", Seq("1x P P #y P", when=lambda v, b: v.partner_rule.startswith("ov.")),
          *_advance_overcall(2)),
)


#: Partner opened and RHO doubled: responder's answers and opener's rebids after them.
OVER_THEIR_DOUBLE: tuple[Block, ...] = (
    block("comp.x", Seq("1x X"), *_after_their_double()),
    # Responder's two-level suit over their double is weak (5-9, six cards): opener passes short of 16 with a fit
    # or a six-card suit of his own (common practice).
    # Responder's 1NT over their double (6-9) is passed with a balanced minimum; opener rebids a six-card suit,
    # shows a second suit or invites with 18-19 balanced, as over a 1NT response (common practice; found by the
    # booklet-doubles sweep: every hand reached the catch-all).
    block("rb.xx.1nt", Seq("1x X 1NT P", when=lambda v, b: v.partner_rule == "xx.1nt"),
          rule("xx1.3nt", "3NT", HCP(20), Balanced(), label=L("to_play")),
          rule("xx1.2nt", "2NT", HCP(18, 19), Balanced(), label=L("invite")),
          rule("xx1.jump", Cheapest("x", jump=1, max_level=3), Len("x", 6), HCP(16), label=L("jump_rebid")),
          rule("xx1.own", Cheapest("x", max_level=2), Len("x", 6), label=L("rebid_suit")),
          rule("xx1.new", Cheapest("n", max_level=2), Len("n", 4), Len("x", 5), Check(
              lambda h, v, b: bid_rank(f"2{b['n']}") < bid_rank(f"2{b['x']}"), "lower than the opened suit", ("n",)),
               prefer="long", label=L("second_suit")),
          rule("xx1.pass", "P", label=L("no_bid_now"))),
    # Responder's simple raise over their double (6-9): opener passes a minimum, invites with 16-18 points and
    # bids game in a major with 19+ or five losers (common practice, as after 1M-2M; found by the booklet-doubles
    # sweep: every hand reached the catch-all).
    block("rb.xx.raise", Seq("1x X 2x P", when=lambda v, b: v.partner_rule in ("xx.raise", "xx.raisem")),
          rule("xxs.game", "4x", is_major("x"), AnyOf((Points(19, trump="x"), Losers(5))), label=L("game")),
          rule("xxs.3nt", "3NT", HCP(18), Balanced(), SuitIn("x", "DC"),
               label=L("to_play")),
          rule("xxs.invite", "3x", Points(16, trump="x"), label=L("invite")),
          rule("xxs.pass", "P", label=L("minimum"))),
    block("rb.xx.new2", Seq("1x X #z P", when=lambda v, b: v.partner_rule == "xx.new2"),
          rule("xxn.raise", Cheapest("z", max_level=3), Len("z", 3), HCP(16), label=L("invite")),
          rule("xxn.own", Cheapest("x", max_level=2), Len("x", 6), label=L("rebid_suit")),
          rule("xxn.pass", "P", label=L("no_bid_now"))),
)


#: Opener's answer to Jordan 2NT (a limit raise or better): game with 15 points or six losers, 3NT with a
#: balanced 15+ opposite a minor raise, else three of the suit, a minimum the game-forcing hand bids on over.
JORDAN_ANSWER: tuple[Block, ...] = (
    block("rb.jordan", Seq("1x X 2NT P", when=lambda v, b: v.partner_rule.startswith("xx.jordan")),
          rule("jra.4M", "4x", is_major("x"), AnyOf((Points(15, trump="x"), Losers(6))), label=L("accept_invite")),
          rule("jra.3nt", "3NT", HCP(15), Balanced(), SuitIn("x", "DC"),
               label=L("accept_invite")),
          rule("jra.min", Cheapest("x", max_level=3), label=L("minimum"))),
)


#: After responder's redouble (10+, usually no fit) the hand belongs to us: opener passes to let partner
#: double their escape, doubling it himself with length and rebidding only a six-card suit unfit for defence;
#: the redoubler then doubles them or places the contract (SAYC booklet: the redouble is for penalties).
AFTER_REDOUBLE: tuple[Block, ...] = (
    block("rb.xx", Seq("1x X XX P", when=_redoubled), rule("rbxx.pass.p", "P", label=S("pass_after_redouble"))),
    block("rb.xx.run", Seq("1x X XX #y", when=_redoubled),
          rule("rbxx.x", "X", Len("y", 4), label=L("penalty_double")),
          rule("rbxx.own", Cheapest("x", max_level=2), Len("x", 6), Len("y", 0, 1), label=L("rebid_suit")),
          rule("rbxx.pass", "P", label=S("pass_after_redouble"))),
    *(block(block_id, Seq(pattern, when=_redoubled),
            rule("xxr.game", "4x", Len("x", 3), HCP(12), is_major("x"), label=L("game")),
            rule("xxr.x", "X", Len("y", 3), label=L("penalty_double")),
            rule("xxr.3nt", "3NT", HCP(13), Stopper("y"), label=L("to_play")),
            rule("xxr.2nt", "2NT", HCP(10, 12), Stopper("y"), label=L("invite")),
            rule("xxr.own", Cheapest("z", max_level=3), Len("z", 5), label=L("new_suit"), forcing=True),
            rule("xxr.raise", Cheapest("x", max_level=3), Len("x", 3), label=L("raise")),
            rule("xxr.x.any", "X", label=L("penalty_double")))
      for block_id, pattern in (("xx.next.run", "1x X XX #y P P"), ("xx.next.doubler", "1x X XX P P #y"))),
)


#: Partner opened and RHO overcalled: the responses, the negative double's answer and the reopening.
OVER_THEIR_OVERCALL: tuple[Block, ...] = (
    block("comp.1nt", Seq("1x 1NT"),
          rule("c1nt.x", "X", HCP(9), label=L("penalty_double")),
          rule("c1nt.raise", Cheapest("x", max_level=2), Len("x", 3), HCP(5, 8),
               SuitIn("x", "SH"), label=L("compete")),
          rule("c1nt.pass", "P", label=L("no_bid_now"))),
    block("comp.ov", Seq("1x #y", when=low_enough(3)), *_responses_in_competition()),
    block("comp.neg", Seq("1x #y X P", when=lambda v, b: v.partner_rule.startswith("cr.neg")),
          *_answer_to_negative_double()),
    # Their overcall was passed round to the opener: reopen with shape or extra strength.
    block("reopen", Seq("1x #y P P", when=low_enough(2)),
          # Reopen with a double when short in their suit (partner may be waiting to pass it for penalties),
          # unless a doubleton honour there is defence already or a 6–5 hand has a second suit to show.
          rule("reo.x", "X", HCP(15), Len("y", 0, 2), label=L("reopening_double")),
          rule("reo.x.short", "X", HCP(12), Len("y", 0, 2), Check(lambda h, v, b: not (
              h.lengths[b["y"]] == 2 and h.honors(b["y"], 3) > 0) and not (h.shape[0] >= 6 and h.shape[1] >= 5),
              "short and no second long suit", ("y",)), label=L("reopening_double")),
          rule("reo.own", Cheapest("x", max_level=3), Len("x", 6), HCP(12), label=L("rebid_suit")),
          rule("reo.new", Cheapest("z", max_level=3), Len("z", 5), HCP(12), label=L("second_suit")),
          closed=False),
    block("reopen.answer", Seq("1x #y P P X P", when=lambda v, b: v.partner_rule.startswith("reo.x")),
          rule("reoa.penalty", "P", Len("y", 4), trump_stack("y"), HCP(6), label=L("penalty_pass")),
          rule("reoa.3nt", "3NT", HCP(10), Stopper("y"), label=L("to_play")),
          rule("reoa.suit5", Cheapest("z", max_level=2), Len("z", 5), label=L("advance")),
          rule("reoa.raise", Cheapest("x", max_level=3), Len("x", 3), label=L("raise")),
          rule("reoa.suit", Cheapest("z", max_level=3), Len("z", 4), label=L("advance")),
          rule("reoa.nt", Cheapest("NT", max_level=2), Stopper("y"), label=L("to_play")),
          rule("reoa.any", Cheapest("x", max_level=3), label=L("raise"))),
)


#: They came in over our 1NT opening: compete naturally or double them.
OVER_OUR_1NT: tuple[Block, ...] = (
    block("nt.comp", Seq("1NT #y", when=low_enough(2)),
          # Over 2NT a double of their 3♣ is the stolen-bid Stayman (sections.notrump); over 1NT the cue bid is Stayman.
          rule("ntc.x", "X", Len("y", 4), HCP(8), trump_stack("y"), AuctionCheck(lambda v, b: not stolen_bid_spot(v)),
               label=L("penalty_double")),
          # The booklet's no-trump slam figures (4NT invites with 16–17, 6NT with 18–19) hold over their overcall
          # too (common practice; found by the coverage sweep: 3NT with 19 closed the slam path).
          rule("ntc.6nt", "6NT", HCP(18, 19), Stopper("y"), label=L("slam")),
          rule("ntc.4nt", "4NT", HCP(16, 17), Stopper("y"), label=L("quantitative")),
          rule("ntc.3nt", "3NT", HCP(10, 15), Stopper("y"), label=L("to_play")),
          # A six-card major and 17+ (32 together) with two aces: the small slam (found by the coverage sweep).
          rule("ntc.6M", "6M", Len("M", 6), HCP(17), Check(lambda h, v, b: h.aces >= 2, "two aces"), label=L("slam")),
          rule("ntc.4M", "4M", Len("M", 6), HCP(9), label=L("game")),
          rule("ntc.3M", "3M", Len("M", 5), HCP(10), label=L("choice_of_games"), forcing=True),
          rule("ntc.suit", Cheapest("z", max_level=2), Len("z", 5), HCP(4, 9), label=L("to_play")),
          # Common practice: game values and nothing else to bid (no stopper, no major to show): 3NT, counting on
          # the 1NT opener for their suit (the coverage sweep found 10–15 HCP passing).
          rule("ntc.3nt.nostop", "3NT", HCP(10, 17), label="ai_bridge_sayc.label.ntc_3nt_no_stopper"),
          # 18+ opposite 15–17 is slam whatever their suit (the sweep found 22 HCP passing).
          rule("ntc.slam", "6NT", HCP(18), label=L("slam")),
          # Common practice: with no suit to name and no game values responder passes (the coverage sweep found
          # 3NT on 7 HCP from the general rules, which count on a maximum 1NT).
          rule("ntc.pass", "P", HCP(0, 9), label=L("no_bid_now")),
          closed=False),
)


#: Balancing after they stop in a raise.
BALANCE_OVER_RAISE: tuple[Block, ...] = (
    block("s.bal.raise", Seq("1x P 2x P P"), *balance_over_raise()),
)


#: The late reopening after their one-level overcall is passed round.
LATE_REOPENING: tuple[Block, ...] = (
    *competitive_extras(),
)


