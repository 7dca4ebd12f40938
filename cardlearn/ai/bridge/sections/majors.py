"""One of a major: the responses (Jacoby 2NT, limit raises, the 1NT response) and opener's rebids."""
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
    Len,
    Points,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S as L_S
from cardlearn.ai.bridge.sayc.one_level import (
    raise_answer_blocks,
    with_passed_hand_twins,
)
from cardlearn.ai.bridge.sayc.one_nt_response import Losers, one_nt_blocks
from cardlearn.ai.bridge.sayc.openers import (
    jacoby_rebids,
)
from cardlearn.ai.bridge.system_checks import (
    L,
    blackwood_ok,
)


def _after_jacoby_answer(view: AuctionView) -> bool:
    """Opener's answer to my Jacoby 2NT was shortness, 3NT or a side suit (not three or four of the major)."""
    return view.partner_rule in ("jac.short", "jac.3nt", "jac.side5")


def _jacoby_slam_values(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam values for Blackwood; opposite shortness (common ACBL practice) 17+ HCP and no void are enough."""
    if blackwood_ok(hand, view, b):
        return True
    shortness = view.partner_rule == "jac.short"
    return shortness and hand.hcp >= 17 and min(hand.lengths.values()) > 0


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


#: Opener's rebids after Jacoby 2NT.
JACOBY: tuple[Block, ...] = (
    block("s.jacoby", Seq("1M P 2NT P", when=lambda v, b: v.partner_rule == "r1M.jacoby"),
          *jacoby_rebids()),
)


#: Opener's rebids after 1M – 1NT and the rounds that follow.
ONE_NT_RESPONSE: tuple[Block, ...] = (
    *one_nt_blocks(),
)


#: Responses to one of a major, RHO passing.
RESPONSES: tuple[Block, ...] = (
    # Partner opened, RHO passed: responses.
    block("resp.1M", Seq("1M P"), *with_passed_hand_twins(_major_responses())),
)


#: Opener after a single or limit raise.
RAISE_REBIDS: tuple[Block, ...] = (
    # Opener's rebids.
    block("rb.raise", Seq("1M P 2M P"), *_opener_after_raise()),
    block("rb.limit", Seq("1M P 3M P"),
          # The fit is known: common practice counts losers too (six or fewer opposite a limit raise make game).
          rule("rbl.4M", "4M", AnyOf((Points(15), Losers(6))), label=L("accept_invite")),
          rule("rbl.pass", "P", label=L("minimum"))),
)


#: Responder after opener's answer to the raise (and 1m – 3m).
RAISE_ANSWERS: tuple[Block, ...] = (
    *raise_answer_blocks(),
)


#: Responder after opener's answer to Jacoby 2NT.
JACOBY_REBIDS: tuple[Block, ...] = (
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
)
