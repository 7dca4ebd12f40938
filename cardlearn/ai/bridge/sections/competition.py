"""Competitive auctions that span several booklet sections (overcalls, takeout and negative doubles, balancing, their double)."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    AuctionView,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    Points,
)
from cardlearn.ai.bridge.patterns import Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.competition import (
    balance_over_raise,
    competitive_extras,
)
from cardlearn.ai.bridge.sayc.competition2 import competition2_blocks
from cardlearn.ai.bridge.sayc.direct_over_raise import direct_over_raise_blocks
from cardlearn.ai.bridge.sayc.free_rebids import free_rebid_blocks
from cardlearn.ai.bridge.sayc.high_competition import high_competition_blocks
from cardlearn.ai.bridge.sayc.one_nt_response import Losers
from cardlearn.ai.bridge.sayc.reopening import reopening_blocks
from cardlearn.ai.bridge.system_checks import (
    L,
)
from cardlearn.ai.bridge.system_competition import (
    competition_blocks,
)


def _partner_preemptive_raise(view: AuctionView) -> dict[str, str] | None:
    """Partner raised my major pre-emptively over their double or overcall (``xx.jump``, ``cr.jump.pre``), RHO
    passed: binds M."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in ("xx.jump", "cr.jump.pre") \
            or view.calls[n - 2][1] not in "HS":
        return None
    return {"M": view.calls[n - 2][1]}


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


#: Balancing after they stop in a raise.
BALANCE_OVER_RAISE: tuple[Block, ...] = (
    block("s.bal.raise", Seq("1x P 2x P P"), *balance_over_raise()),
)


#: Interference over Stayman and transfers doubled, negative-double continuations, late reopening.
EXTRAS: tuple[Block, ...] = (
    *competitive_extras(),
)


#: Overcalls, takeout and negative doubles, their double, advances and answers.
BASICS: tuple[Block, ...] = (
    # The opponents opened, or came in over our opening: overcalls, doubles, advances and answers.
    *competition_blocks(),
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
