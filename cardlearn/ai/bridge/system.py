"""The bidding system as data: SAYC (ACBL Standard American Yellow Card) as a bridge teacher recognises it.

The booklet's conventions that need their own contexts (Jacoby 2NT rebids, fourth
suit forcing, Michaels, Cappelletti, Gerber ...) live in :mod:`.sayc` and are
spliced into :data:`SYSTEM` below; this module holds the openings, responses,
rebids and competitive basics.

Each :class:`~cardlearn.ai.bridge.rule.Block` names an auction context; its
rules are tried in order and the first whose hand conditions hold (and whose
call is legal) is the call. The shown conditions of a rule are its meaning:
the same objects give the learner's text (``"6–10 HCP, 3+ ♥"``) and the
card-play sampler's :class:`HandConstraints`. Hidden conditions
(:class:`Hidden`, :class:`Check`) only choose between calls.

Contexts read the auction from the opening bid on, from the caller's seat
(see :mod:`.patterns`): ``"1M P"`` is "partner opened one of a major, RHO
passed".
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    AuctionView,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    AuctionCheck,
    Balanced,
    Check,
    Combined,
    GoodSuit,
    Hidden,
    Len,
    NoFourCardMajor,
    Points,
    Stopper,
    TheirStoppers,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc import S as L_S
from cardlearn.ai.bridge.sayc import blocks_before_responses, blocks_first
from cardlearn.ai.bridge.sayc.constructive2 import (
    below_game_suit,
    fourth_seat_openings,
    preempt_raises,
    preempt_responses,
    quick_tricks,
    two_club_tricks,
)
from cardlearn.ai.bridge.sayc.one_level import (
    minor_two_over_one_long,
    raise_answer_blocks,
    third_seat_light_major,
    with_passed_hand_twins,
)
from cardlearn.ai.bridge.sayc.one_nt_response import Losers
from cardlearn.ai.bridge.system_checks import (
    SUITS,
    L,
    after_two_over_one,
    blackwood_ok,
    clubs_better,
    diamonds_better,
    higher_than_opening,
    is_major,
    lower_than_opening,
    no_five_major,
    not_reverse_jump,
    nt_shape,
    opening_strength,
    partner_cue_raised_me,
    preempt_shape,
    responder_after_2over1,
    side_stoppers,
    weak_two_shape,
)
from cardlearn.ai.bridge.system_competition import (
    competition_blocks,
)
from cardlearn.ai.bridge.system_general import (
    blackwood_blocks,
    general_rules,
    quantitative_answer_blocks,
    quantitative_blocks,
)
from cardlearn.ai.bridge.system_notrump import (
    nt_system,
)

# --- rule groups ---------------------------------------------------------------------------


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


def _after_jacoby_answer(view: AuctionView) -> bool:
    """Opener's answer to my Jacoby 2NT was shortness, 3NT or a side suit (not three or four of the major)."""
    return view.partner_rule in ("jac.short", "jac.3nt", "jac.side5")


def _jacoby_slam_values(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam values for Blackwood; opposite shortness (common ACBL practice) 17+ HCP and no void are enough."""
    if blackwood_ok(hand, view, b):
        return True
    shortness = view.partner_rule == "jac.short"
    return shortness and hand.hcp >= 17 and min(hand.lengths.values()) > 0


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


def _slam_opposite_preempt(hand: HandEval, view: AuctionView, b) -> bool:
    """Five quick tricks, two aces and no void: with the pre-empter's seven tricks, slam may be on."""
    return quick_tricks(hand) >= 5 and hand.aces >= 2 and min(hand.lengths.values()) > 0


def _preempt_shape_major(hand: HandEval, view: AuctionView, b) -> bool:
    return view.pre_passes < 3 and hand.honors(b["M"], 5) >= 2


def _major_responses() -> tuple:
    return (
        rule("r1M.jacoby", "2NT", Len("M", 4), Points(13, trump="M"), HCP(11), label=L("jacoby"), forcing=True, game_forcing=True),
        # SAYC booklet: 3NT over 1M shows 15–17 balanced without four-card support.
        rule("r1M.3nt", "3NT", HCP(15, 17), Balanced(), Len("M", 0, 3), label=L_S("nt_response_15_17")),
        rule("r1M.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 5), HCP(17), GoodSuit("z"),
             label=L("jump_shift"), forcing=True, game_forcing=True),
        rule("r1M.game", "4M", Len("M", 5), HCP(0, 9), Check(lambda h, v, b: h.shape[-1] <= 1),
             label=L("preemptive_raise")),
        rule("r1M.limit", "3M", Len("M", 3), Points(10, 12, trump="M"), label=L("limit_raise")),
        # A passed hand cannot force to game: with more it still makes the limit raise.
        rule("r1M.limit.passed", "3M", Len("M", 3), Points(10, trump="M"), HCP(0, 12),
             AuctionCheck(lambda v, b: "P" in v.calls_by(ME)), label=L("limit_raise")),
        rule("r1M.raise", "2M", Len("M", 3), Points(6, 9, trump="M"), label=L("raise")),
        rule("r1M.1s", "1S", Len("S", 4), HCP(6), label=L("new_suit"), forcing=True),
        # SAYC booklet: a new suit at the two level shows 10+ and forces one round (not to game);
        # 2♥ over 1♠ promises five hearts, the minors need only four.
        rule("r1M.2h", "2H", Len("H", 5), HCP(10), AuctionCheck(lambda v, b: b["M"] == "S"), label=L("two_over_one"),
             forcing=True),
        rule("r1M.2over1", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(10),
             AuctionCheck(lambda v, b: b["z"] != "H", var_names=("z",)), label=L("two_over_one"), prefer="up",
             forcing=True),
        rule("r1M.2over1.3", Cheapest("z", min_level=2, max_level=2), Len("z", 3), HCP(13),
             AuctionCheck(lambda v, b: b["z"] in "DC", var_names=("z",)), label=L("two_over_one"), forcing=True),
        # SAYC booklet: 1NT over a major is 6–10 and not forcing (with 11–12 responder bids a new suit first).
        rule("r1M.1nt", "1NT", HCP(6, 10), label=L_S("one_nt_major")),
        rule("r1M.pass", "P", HCP(0, 5), label=L("weak")),
    )


def _minor_responses() -> tuple:
    return (
        rule("r1m.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 5), HCP(17), GoodSuit("z"),
             label=L("jump_shift"), forcing=True, game_forcing=True),
        # SAYC: the jump shift is 19+ points; with four-card support for opener's minor shortness counts
        # (at the two level only: a three-level jump would take the room to agree the minor).
        rule("r1m.jumpshift.fit", Cheapest("z", jump=1, max_level=2), Len("z", 5), Len("m", 4), HCP(15),
             Points(19, trump="m"), GoodSuit("z"), label=L("jump_shift"), forcing=True, game_forcing=True),
        # SAYC booklet: four-card suits up the line, so 1♦ over 1♣ comes first with as many diamonds as in the major.
        rule("r1m.1d.first", "1D", Len("D", 4), HCP(6), Check(lambda h, v, b: h.lengths["D"] >= max(
            h.lengths["H"], h.lengths["S"]), "diamonds at least as long as a major"), label=L("new_suit"), forcing=True),
        rule("r1m.major", Cheapest("M", max_level=1), Len("M", 4), HCP(6), prefer="up", label=L("new_suit"),
             forcing=True),
        rule("r1m.1d", "1D", Len("D", 4), HCP(6), label=L("new_suit"), forcing=True),
        rule("r1m.3nt", "3NT", HCP(16, 18), Balanced(), NoFourCardMajor(), label=L("to_play")),
        rule("r1m.2nt", "2NT", HCP(13, 15), Balanced(), NoFourCardMajor(), label=L("game_force_nt"), forcing=True, game_forcing=True),
        # SAYC booklet: single raise 6–10, limit raise 11–12; a club raise wants five (1♣ may hold three).
        # The limit raise comes before a four-card 2♣ (booklet: the raise shows the hand in one bid).
        rule("r1m.limit", "3m", Len("m", 4), HCP(11, 12), AuctionCheck(lambda v, b: b["m"] == "D"),
             label=L("limit_raise")),
        rule("r1m.2c", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(12), label=L("two_over_one"), forcing=True, game_forcing=True),
        rule("r1m.limit.c", "3m", Len("m", 5), HCP(11, 12), AuctionCheck(lambda v, b: b["m"] == "C"),
             label=L("limit_raise")),
        rule("r1m.raise", "2m", Len("m", 4), HCP(6, 10), AuctionCheck(lambda v, b: b["m"] == "D"), label=L("raise")),
        rule("r1m.raise.c", "2m", Len("m", 5), HCP(6, 10), AuctionCheck(lambda v, b: b["m"] == "C"),
             label=L("raise")),
        *minor_two_over_one_long(),
        rule("r1m.1nt", "1NT", HCP(6, 11), NoFourCardMajor(), label=L("one_nt_response")),
        rule("r1m.any", Cheapest("z", min_level=2, max_level=2), Len("z", 3), HCP(12), label=L("two_over_one"),
             forcing=True),
        rule("r1m.limit.any", "3m", Len("m", 4), HCP(10), label=L("limit_raise")),
        rule("r1m.1nt.any", "1NT", HCP(6, 10), label=L("one_nt_response")),
        rule("r1m.pass", "P", HCP(0, 5), label=L("weak")),
    )


def _partner_delayed_strong_raise(view: AuctionView) -> bool:
    """Partner's jump shift was a strong raise (``rb.raise.jumpshift``) and partner has now bid game in my suit."""
    n = len(view.calls)
    if n < 6 or view.calls[-1] != "P" or view.rule_of(n - 6) != "rb.raise.jumpshift":
        return False
    mine = view.suits_bid_by(ME)
    return bool(mine) and view.calls[n - 2] == f"4{mine[0]}"


def _partner_preemptive_raise(view: AuctionView) -> dict[str, str] | None:
    """Partner raised my major pre-emptively over their double or overcall (``xx.jump``, ``cr.jump.pre``), RHO
    passed: binds M."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in ("xx.jump", "cr.jump.pre") \
            or view.calls[n - 2][1] not in "HS":
        return None
    return {"M": view.calls[n - 2][1]}


def _opener_rebids_after_one_level() -> tuple:
    return (
        # Common practice (the booklet's raise to game stops at 21): a hand too strong for 4M jump-shifts
        # (game forcing), even in a three-card suit, and supports responder's major next: the slam path stays open.
        rule("rb.raise.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 3), Len("y", 4), Points(22, trump="y"),
             Check(lambda h, v, b: b["y"] in "SH", "responder's suit is a major", ("y",)),
             AuctionCheck(lambda v, b: not_reverse_jump(None, v, b), var_names=("z",)),
             label=L("jump_shift"), forcing=True),
        rule("rb.raise4", "4y", Len("y", 4), Points(19, 21, trump="y"), Check(lambda h, v, b: b["y"] in "SH"),
             label=L("game")),
        rule("rb.raise3", "3y", Len("y", 4), Points(16, 18, trump="y"), label=L("invite")),
        rule("rb.raise2", "2y", Len("y", 4), Points(11, 15, trump="y"), label=L("raise")),
        # SAYC: opener's new suit at the one level, or a lower one at the two level, is not forcing.
        rule("rb.1level", Cheapest("z", max_level=1), Len("z", 4), HCP(11, 18), prefer="up",
             label=L("new_suit_not_forcing")),
        rule("rb.1nt", "1NT", HCP(11, 14), Balanced(), label=L("minimum")),
        rule("rb.2nt", "2NT", HCP(18, 19), Balanced(), label=L("invite")),
        rule("rb.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 4), HCP(19, 21), AuctionCheck(lambda v, b: not_reverse_jump(None, v, b), var_names=('z',)),
             label=L("jump_shift"), forcing=True, game_forcing=True),
        # A long running minor with the other suits stopped: 3NT rather than a jump in the minor.
        rule("rb.3nt.minor", "3NT", Len("x", 6), HCP(16, 19), GoodSuit("x"), Check(
            lambda h, v, b: b["x"] in "DC" and h.honors(b["x"], 4) >= 3
            and all(h.stopper(s) for s in SUITS if s not in v.bid_suits), "a running minor, unbid suits stopped"),
             label=L("to_play")),
        rule("rb.jump", Cheapest("x", jump=1), Len("x", 6), Points(18, 20), label=L("jump_rebid")),
        rule("rb.game", "3NT", HCP(19, 21), Check(nt_shape), label=L("to_play")),
        # SAYC: a reverse shows extra values (17+) and is forcing one round; the first suit is the longer one
        # (with 4–4 opener rebids otherwise: a reverse promises at least 5–4).
        rule("rb.reverse", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(17), AuctionCheck(lambda v, b: higher_than_opening(None, v, b), var_names=('z',)),
             Check(lambda h, v, b: h.lengths[b["x"]] > h.lengths[b["z"]], "first suit longer", ("x", "z")),
             label=L("reverse"), forcing=True),
        rule("rb.own6", Cheapest("x"), Len("x", 6), Points(11, 17), label=L("rebid_suit")),
        rule("rb.newlow", Cheapest("z", max_level=2), Len("z", 4), HCP(11, 18), AuctionCheck(lambda v, b: lower_than_opening(None, v, b), var_names=('z',)),
             label=L("new_suit_not_forcing")),
        rule("rb.own5", Cheapest("x"), Len("x", 5), label=L("rebid_suit")),
        rule("rb.nt_any", "1NT", HCP(11, 14), label=L("minimum")),
        rule("rb.fallback", Cheapest("x", max_level=2), label=L("rebid_suit")),
    )


def _opener_after_1nt_response() -> tuple:
    """Opener's rebid after 1m – 1NT (after a major, :mod:`.sayc.one_nt_response` answers)."""
    return (
        rule("rb1nt.3nt", "3NT", HCP(19, 21), Balanced(), label=L("to_play")),
        rule("rb1nt.2nt", "2NT", HCP(18, 18), Balanced(), label=L("invite")),
        rule("rb1nt.jump", Cheapest("x", jump=1), Len("x", 6), Points(18, 20), label=L("jump_rebid")),
        rule("rb1nt.3nt.long", "3NT", HCP(18, 21), Len("x", 6), Check(nt_shape), label=L("to_play")),
        rule("rb1nt.own6", Cheapest("x"), Len("x", 6), Points(11, 17), label=L("rebid_suit")),
        rule("rb1nt.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 4), HCP(19, 21),
             AuctionCheck(lambda v, b: not_reverse_jump(None, v, b), var_names=('z',)), label=L("jump_shift"), forcing=True, game_forcing=True),
        rule("rb1nt.new", Cheapest("z", max_level=2), Len("z", 4), AuctionCheck(lambda v, b: lower_than_opening(None, v, b), var_names=('z',)), Check(
            lambda h, v, b: not h.balanced), label=L("second_suit")),
        rule("rb1nt.pass", "P", label=L("to_play")),
    )


def _opener_after_raise() -> tuple:
    return (
        rule("rbr.4M", "4M", Points(20, trump="M"), label=L("game")),
        rule("rbr.2nt", "2NT", HCP(16, 18), Balanced(), label=L_S("nt_invite_plain")),
        # Help-suit game try (common ACBL practice): a side suit of three or more cards that needs help.
        rule("rbr.try", Cheapest("t", max_level=3), Len("t", 3), Points(17, 19, trump="M"), Check(
            lambda h, v, b: h.honors(b["t"], 2) == 0 and b["t"] != b["M"], "two or more losers", ("t",)),
             AuctionCheck(lambda v, b: b["t"] != b["M"], var_names=("t",)), prefer="up",
             label=L_S("help_suit_try"), forcing=True),
        rule("rbr.3M", "3M", Points(17, 19, trump="M"), label=L("invite")),
        rule("rbr.pass", "P", label=L("minimum")),
    )


def _opener_after_2over1() -> tuple:
    return (
        rule("rb21.raise", "3z", Len("z", 4), label=L("raise")),
        rule("rb21.raiseM", "3z", Len("z", 3), Check(lambda h, v, b: b["z"] in "SH"), label=L("raise")),
        # A jump in opener's own suit shows a good six-card suit and extra values.
        rule("rb21.jump6", Cheapest("x", jump=1, max_level=3), Len("x", 6), GoodSuit("x"), Points(16),
             label=L("jump_rebid_forcing"), forcing=True),
        rule("rb21.own6", Cheapest("x"), Len("x", 6), label=L("rebid_suit")),
        # A reverse (a new suit above the opened one) still shows extra values after a two-over-one.
        rule("rb21.new", Cheapest("y", max_level=2), Len("y", 4), Hidden(Check(
            lambda h, v, b: SUITS.index(b["y"]) > SUITS.index(b["x"]) or h.hcp >= 15, "no reverse on a minimum",
            ("y", "x"))), label=L("new_suit"), forcing=True),
        rule("rb21.3nt", "3NT", HCP(18, 19), Balanced(), label=L("to_play")),
        rule("rb21.2nt", "2NT", HCP(11, 14), Balanced(), label=L("minimum")),
        rule("rb21.own5", Cheapest("x"), Len("x", 5), label=L("rebid_suit")),
        rule("rb21.nt", Cheapest("NT"), label=L("to_play")),
    )


SYSTEM: tuple[Block, ...] = (
    # Blackwood first: 4NT and its answers mean the same in every auction that reaches them.
    *blackwood_blocks(),
    *quantitative_answer_blocks(),
    *blocks_first(),
    # Openings.
    block("open", Seq("", seats=(1, 2, 3)), *_openings(fourth=False)),
    block("open4", Seq("", seats=(4,)), *_openings(fourth=True)),
    # The SAYC conventions of the booklet (and common practice where it is silent).
    *blocks_before_responses(),
    # Partner opened, RHO passed: responses.
    block("resp.1M", Seq("1M P"), *with_passed_hand_twins(_major_responses())),
    block("resp.1m", Seq("1m P"), *with_passed_hand_twins(_minor_responses())),
    *nt_system(1, 15),
    *nt_system(2, 20),
    block("resp.2c", Seq("2C P"), rule("r2c.2d", "2D", label=L("waiting"), forcing=True)),
    block("2c.rebid", Seq("2C P 2D P"),
          # 2♣ then 2NT is 22–24 (SAYC booklet); 25–27 opens 3NT, so 2♣ then 3NT is the balanced 25+ that
          # did not open 3NT (28+ in practice): the ranges join with no gap.
          rule("2c.3nt", "3NT", HCP(25), Balanced(), label=L("to_play")),
          rule("2c.2nt", "2NT", HCP(22, 24), Balanced(), label=L("balanced_strong")),
          rule("2c.solid", Cheapest("y", jump=1, max_level=3), Len("y", 7), Check(lambda h, v, b: h.honors(b["y"], 3)
               == 3, var_names=("y",)), label=L_S("solid_suit"), forcing=True, game_forcing=True),
          rule("2c.suit", Cheapest("y"), Len("y", 5), label=L("strong_suit"), forcing=True, game_forcing=True),
          rule("2c.nt", Cheapest("NT"), HCP(22), label=L("balanced_strong"))),
    # 2♣–2♦–2NT: the 2NT responses apply (sayc.notrump2).
    block("resp.weak2", Seq("2w P"),
          # Common practice (the booklet gives no slam bidding over a weak two): with a major fit and 25+ HCP the
          # partnership holds 33 opposite an average weak two (about 8), so ask for aces rather than close the slam
          # path with game; 16–24 bids game (22 opposite a weak two is often only 30 together).
          rule("bw.ask.w2", "4NT", Len("w", 3), HCP(25), Check(lambda h, v, b: b["w"] in "SH"), label=L("blackwood"),
               forcing=True),
          rule("rw.4M", "4w", Len("w", 3), HCP(16, 24), Check(lambda h, v, b: b["w"] in "SH"), label=L("game")),
          rule("rw.3nt", "3NT", HCP(16), Check(side_stoppers), Len("w", 1), label=L("to_play")),
          rule("rw.new", Cheapest("n", max_level=3), Len("n", 5), HCP(16), prefer="major", label=L("new_suit"),
               forcing=True),
          rule("rw.ask", "2NT", HCP(14), Len("w", 2), label=L_S("feature_ask"), forcing=True),
          # 16+ HCP never passes partner's weak two (the booklet's 2NT forces): short in his suit, with no stopper
          # for 3NT and no five-card suit, it asks too and places the contract after the answer.
          rule("rw.ask.16", "2NT", HCP(16), label=L_S("feature_ask"), forcing=True),
          rule("rw.raise", "3w", Len("w", 3), HCP(0, 15), Check(lambda h, v, b: h.lengths[b["w"]] >= 4),
               label=L("preemptive_raise")),
          rule("rw.pass", "P", label=L("to_play"))),
    block("resp.pre", Seq("3p P"),
          rule("rp.4M", "4p", Len("p", 2), HCP(15), Check(lambda h, v, b: b["p"] in "SH"), label=L("game")),
          *preempt_responses(),
          rule("rp.3nt", "3NT", HCP(16), TheirStoppers(), Check(lambda h, v, b: h.lengths[b["p"]] >= 2),
               label=L("to_play")),
          # Partner's long suit should run: with every side suit stopped, 3NT needs a little less.
          rule("rp.3nt.stops", "3NT", HCP(15), Len("p", 1), Check(
              lambda h, v, b: all(h.stopper(s) for s in SUITS if s != b["p"]), "every side suit stopped", ("p",)),
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
    # Opener's rebids.
    block("rb.raise", Seq("1M P 2M P"), *_opener_after_raise()),
    block("rb.limit", Seq("1M P 3M P"),
          # The fit is known: common practice counts losers too (six or fewer opposite a limit raise make game).
          rule("rbl.4M", "4M", AnyOf((Points(15), Losers(6))), label=L("accept_invite")),
          rule("rbl.pass", "P", label=L("minimum"))),
    *raise_answer_blocks(),
    block("rb.jacoby.next", Seq("1M P 2NT P #M P"),
          # Points with the agreed major (shortness counts once the fit is known).
          rule("bw.ask.jacoby", "4NT", Check(blackwood_ok), Combined(33, trump="M", counting="points"),
               label=L("blackwood"), forcing=True),
          rule("rbj.game", "4M", label=L("signoff")),
          rule("rbj.pass", "P", label=L("signoff"))),
    # Opener answered Jacoby 2NT with shortness, 15–17 (3NT) or a side suit: responder asks for aces with
    # slam values, else signs off in the major (issue #27: a 17-count signed off after the shortness answer).
    block("rb.jacoby.answer", Seq("1M P 2NT P B P", when=lambda v, b: _after_jacoby_answer(v)),
          rule("bw.ask.jacoby.answer", "4NT", Check(_jacoby_slam_values, "slam values"), label=L("blackwood"),
               forcing=True),
          rule("rbj.game.answer", "4M", label=L("signoff")),
          rule("rbj.five.answer", "5M", label=L("signoff"))),  # a side suit shown above four of the major
    block("rb.minor_raise", Seq("1m P 2m P"),
          rule("rbm.3nt", "3NT", HCP(18, 19), Balanced(), label=L("to_play")),
          rule("rbm.2nt", "2NT", HCP(16, 17), Balanced(), label=L("invite")),
          # Common practice: an unbalanced 16+ names a stopper on the way to 3NT (responder has denied a major).
          rule("rbm.new", Cheapest("z", max_level=3), Stopper("z"), HCP(16), Hidden(Check(lambda h, v, b: not h.balanced)),
               label=L_S("o1m_new_suit"), prefer="up", forcing=True),
          rule("rbm.pass", "P", label=L("minimum"))),
    block("rb.1nt", Seq("1x P 1NT P"), *_opener_after_1nt_response()),
    block("rb.1level", Seq("1x P 1y P"), *_opener_rebids_after_one_level()),
    # LHO overcalled at the one level and responder bid a suit: opener's raises keep their meaning.
    block("rb.1level.ov", Seq("1x #o 1y P", when=lambda v, b: b["o"] not in (b["x"], b["y"])),
          rule("rbo.raise4", "4y", Len("y", 4), Points(19, 21, trump="y"), is_major("y"), label=L("game")),
          rule("rbo.raise3", "3y", Len("y", 4), Points(16, 18, trump="y"), label=L("invite")),
          rule("rbo.raise2", "2y", Len("y", 4), Points(11, 15, trump="y"), label=L("raise")),
          rule("rbo.1nt", "1NT", HCP(11, 14), Balanced(), Stopper("o"), label=L("minimum")),
          rule("rbo.2nt", "2NT", HCP(18, 19), Balanced(), Stopper("o"), label=L("invite")),
          *(r for r in _opener_rebids_after_one_level()
            if r.id not in ("rb.raise4", "rb.raise3", "rb.raise2", "rb.1nt", "rb.2nt", "rb.nt_any"))),
    # They doubled and responder bid a new suit at the one level (6–9): opener rebids as without the double.
    block("rb.1level.x", Seq("1x X 1y P"), *_opener_rebids_after_one_level()),
    # Responder's free 1NT (8–10, not forcing) or new suit at two (11+, forcing) over their overcall: opener
    # rebids as without it (no three-card minor: the 1NT is natural here, not the forcing 1NT).
    block("rb.1nt.ov", Seq("1x #o 1NT P"),
          # Opposite 8–10, game needs about 16.
          rule("rbo1.4M", "4x", Len("x", 6), Points(16), is_major("x"), label=L("game")),
          rule("rbo1.3nt", "3NT", HCP(16), Check(nt_shape), label=L("to_play")),
          rule("rbo1.2nt", "2NT", HCP(15, 15), Balanced(), label=L("invite")),
          *(r for r in _opener_after_1nt_response() if r.id not in ("rb1nt.minor", "rb1nt.own5"))),
    block("rb.2level.ov", Seq("1x #o 2z P", when=lambda v, b: v.partner_rule.startswith("cr.2level")),
          *_opener_after_2over1()),
    block("rb.2over1", Seq("1x P 2z P"), *_opener_after_2over1()),
    block("rb.2nt", Seq("1x P 2NT P", when=lambda v, b: v.partner_rule == "r1m.2nt"),
          rule("rb2nt.3nt", "3NT", HCP(11, 17), label=L("to_play")),
          rule("rb2nt.6nt", "6NT", HCP(18), label=L("slam"))),
    # The opponents opened, or came in over our opening: overcalls, doubles, advances and answers.
    *competition_blocks(),
    # Responder's second turn after his two-over-one (no fit found yet): a six-card suit is rebid and
    # an unbid four-card major is shown before no trump.
    *(block(f"resp.2over1.next.{name}", Seq(f"1x P 2y P #{z} P", when=after_two_over_one), *responder_after_2over1(),
            closed=False) for name, z in (("new", "z"), ("own", "x"))),
    # Partner's cue bid raised my overcall: a minimum rebids the suit at the cheapest level, extras bid game.
    block("ov.cue.answer", When(partner_cue_raised_me, "partner's cue-bid raise of my overcall"),
          rule("ovc.game", "4y", HCP(14), is_major("y"), label=L("game")),
          rule("ovc.3nt", "3NT", HCP(14), Stopper("x"), label=L("to_play")),
          rule("ovc.min", Cheapest("y"), HCP(0, 13), label=L("minimum")),
          rule("ovc.own", Cheapest("y"), label=L("rebid_suit"))),
    # Opener jump-shifted with a raise too strong for 4M (22+ support points) and then bid game in my major:
    # with 11+ HCP the partnership holds slam values, so ask for aces (common practice); else stop in game.
    block("sjs.slam", When(_partner_delayed_strong_raise, "partner's jump shift, then game in my major"),
          rule("bw.ask.sjs", "4NT", HCP(11), Check(lambda h, v, b: min(h.lengths.values()) > 0, "no void"),
               label=L("blackwood"), forcing=True),
          rule("sjs.pass", "P", label=L("nothing_more"))),
    # Partner's jump raise over their double is pre-emptive (SAYC booklet): four trumps and a weak hand (it may
    # hold nothing else). Opener bids game with 19+ points as over a single raise, or with 18+ HCP or four
    # losers, where the fourth trump makes the tenth trick (common practice; issue #27: an 18-count passed 3M).
    block("xxj.opener", When(_partner_preemptive_raise, "partner's pre-emptive raise over their double"),
          rule("xxj.game", "4M", AnyOf((Points(19, trump="M"), HCP(18), Losers(4))), label=L("game")),
          rule("xxj.pass", "P", label=L("nothing_more"))),
    # Everything else: place the contract from my hand and what partner has shown.
    *quantitative_blocks(),
    block("general", When(lambda v: True, "any auction"), *general_rules()),
)

#: The ids of the rules whose call partner may not pass. Forcing is marked on each rule where it is written
#: (``rule(..., forcing=True)``); this set is read off the system, never kept by hand.
FORCING_RULES: frozenset[str] = frozenset(r.id for blk in SYSTEM for r in blk.rules if r.forcing)
#: The ids of the rules that commit the partnership to game (``rule(..., game_forcing=True)``), read off the system.
GAME_FORCING_RULES: frozenset[str] = frozenset(r.id for blk in SYSTEM for r in blk.rules if r.game_forcing)
