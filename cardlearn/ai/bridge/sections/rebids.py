"""The later rounds of uncontested auctions: opener's and responder's rebids, reverses, fourth suit forcing."""
from __future__ import annotations

from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Check,
    GoodSuit,
    Hidden,
    Len,
    Points,
    Stopper,
)
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.rebids import rebid_blocks
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
from cardlearn.ai.bridge.system_checks import (
    SUITS,
    L,
    after_two_over_one,
    higher_than_opening,
    is_major,
    lower_than_opening,
    not_reverse_jump,
    nt_shape,
    responder_after_2over1,
)


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


#: Responder after opener's 2NT rebid (18–19) following a one-level response.
AFTER_OPENER_2NT_REBID: Block = block("s.r2.after2nt", Seq("1x P 1y P 2NT P", when=lambda v, b: v.partner_rule == "rb.2nt"),
    rule("a2n.6nt", "6NT", HCP(14), label=S("slam")),
    rule("a2n.4M", "4y", Len("y", 6), HCP(6), AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("game")),
    rule("a2n.3M", "3y", Len("y", 5), HCP(6), AuctionCheck(lambda v, b: b["y"] in "SH"),
         label=S("five_card_major_asks_support"), forcing=True),
    rule("a2n.3nt", "3NT", HCP(6), label=S("nt_game")),
    rule("a2n.pass", "P", label=S("pass_weak")))


#: Responder's second turn, reverses, fourth suit forcing.
SECOND_ROUND: tuple[Block, ...] = (
    *second_round_extras(),
    AFTER_OPENER_2NT_REBID,
    block("s.r2", When(responder_second_turn, "responder's second turn"), *responder_rebids()),
    *rebid_blocks(),
    block("s.rev", When(after_reverse, "after opener's reverse"), *reverse_answers()),
    block("s.rev.o", When(opener_after_reverse_rebid, "opener after the answer to the reverse"),
          *opener_after_reverse()),
    block("s.fsf", When(after_fsf, "fourth suit forcing"), *fsf_answers()),
    block("s.fsf.r", When(after_fsf_answer, "after the answer to fourth suit"), *responder_after_fsf()),
)


#: Opener's rebids after a one-level, 1NT or two-over-one response (also over their overcall or double).
OPENER: tuple[Block, ...] = (
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
)


#: Responder's second turn after his two-over-one.
RESPONDER_AFTER_2OVER1: tuple[Block, ...] = (
    # Responder's second turn after his two-over-one (no fit found yet): a six-card suit is rebid and
    # an unbid four-card major is shown before no trump.
    *(block(f"resp.2over1.next.{name}", Seq(f"1x P 2y P #{z} P", when=after_two_over_one), *responder_after_2over1(),
            closed=False) for name, z in (("new", "z"), ("own", "x"))),
)
