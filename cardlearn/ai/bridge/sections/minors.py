"""One of a minor: the responses and opener's rebids after them."""
from __future__ import annotations

from cardlearn.ai.bridge.binding_checks import NotBalanced, SuitIn
from cardlearn.ai.bridge.conditions import (
    HCP,
    Balanced,
    Check,
    GoodSuit,
    Hidden,
    Len,
    NoFourCardMajor,
    Points,
    Stopper,
)
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq
from cardlearn.ai.bridge.rule import Block, Rule, block, rule
from cardlearn.ai.bridge.sections.general import with_passed_hand_twins


def minor_two_over_one_long() -> tuple[Rule, ...]:
    """1♦–2♣ with 10–11 HCP and six or more clubs: the booklet's two-over-one (10+, forcing one round).

    With five clubs and 10–11 the 1NT response stays (common practice): it limits the hand at once.
    """
    return (
        rule("r1m.2c.long", "2C", Len("C", 6), HCP(10, 11), SuitIn("m", "D"),
             label=S("two_over_one_minor_10"), forcing=True),
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
        rule("r1m.limit", "3m", Len("m", 4), HCP(11, 12), SuitIn("m", "D"),
             label=L("limit_raise")),
        rule("r1m.2c", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(12), label=L("two_over_one"), forcing=True, game_forcing=True),
        rule("r1m.limit.c", "3m", Len("m", 5), HCP(11, 12), SuitIn("m", "C"),
             label=L("limit_raise")),
        rule("r1m.raise", "2m", Len("m", 4), HCP(6, 10), SuitIn("m", "D"), label=L("raise")),
        rule("r1m.raise.c", "2m", Len("m", 5), HCP(6, 10), SuitIn("m", "C"),
             label=L("raise")),
        *minor_two_over_one_long(),
        rule("r1m.1nt", "1NT", HCP(6, 11), NoFourCardMajor(), label=L("one_nt_response")),
        rule("r1m.any", Cheapest("z", min_level=2, max_level=2), Len("z", 3), HCP(12), label=L("two_over_one"),
             forcing=True),
        rule("r1m.limit.any", "3m", Len("m", 4), HCP(10), label=L("limit_raise")),
        rule("r1m.1nt.any", "1NT", HCP(6, 10), label=L("one_nt_response")),
        rule("r1m.pass", "P", HCP(0, 5), label=L("weak")),
    )


#: Responses to one of a minor, RHO passing.
RESPONSES: tuple[Block, ...] = (
    block("resp.1m", Seq("1m P"), *with_passed_hand_twins(_minor_responses())),
)


#: Opener after a single raise of the minor.
RAISE_REBIDS: tuple[Block, ...] = (
    block("rb.minor_raise", Seq("1m P 2m P"),
          rule("rbm.3nt", "3NT", HCP(18, 19), Balanced(), label=L("to_play")),
          rule("rbm.2nt", "2NT", HCP(16, 17), Balanced(), label=L("invite")),
          # Common practice: an unbalanced 16+ names a stopper on the way to 3NT (responder has denied a major).
          rule("rbm.new", Cheapest("z", max_level=3), Stopper("z"), HCP(16), Hidden(NotBalanced()),
               label=S("o1m_new_suit"), prefer="up", forcing=True),
          rule("rbm.pass", "P", label=L("minimum"))),
)


#: Opener after the game-forcing 2NT response.
AFTER_2NT_RESPONSE: tuple[Block, ...] = (
    block("rb.2nt", Seq("1x P 2NT P", when=lambda v, b: v.partner_rule == "r1m.2nt"),
          rule("rb2nt.3nt", "3NT", HCP(11, 17), label=L("to_play")),
          rule("rb2nt.6nt", "6NT", HCP(18), label=L("slam"))),
)
