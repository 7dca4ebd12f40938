"""One-level suit openings and the responses to them: rules the booklet chapter needs beyond ``system.py``.

Each rule cites the ACBL SAYC System Booklet (2006) or, where the booklet is silent, names common ACBL
practice in its label. The chapter's statements are checked one by one in
``tests/test_ai_bridge_booklet_majors.py`` and ``tests/test_ai_bridge_booklet_minors.py``.
"""
from __future__ import annotations

from dataclasses import replace

from cardlearn.ai.bridge.auction_view import ME, AuctionView
from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    AuctionCheck,
    Balanced,
    Check,
    Hidden,
    Len,
    Points,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Bindings, Seq
from cardlearn.ai.bridge.rule import Block, Rule, block, rule
from cardlearn.ai.bridge.sayc.common import S, stops_unbid
from cardlearn.ai.bridge.system_checks import Losers

#: Responder's new-suit bids that force one round, unless responder has passed already.
#: (The 12+ and 13+ two-level rules are left out: a passed hand does not hold them.)
NEW_SUIT_RESPONSES = frozenset({"r1M.1s", "r1M.2h", "r1M.2over1", "r1m.1d.first", "r1m.major", "r1m.1d",
                                "r1m.2c.long"})


def _third_seat_good_major(hand: HandEval, view: AuctionView, b: Bindings) -> bool:
    """Third seat, two of the top three honours in the five-card major: a lead-directing light opening."""
    return view.pre_passes == 2 and hand.honors(b["M"], 3) >= 2


def third_seat_light_major() -> Rule:
    """Third seat opens one of a good five-card major with 11 HCP (common practice: light, lead-directing).

    Exactly five: an 11-count with six cards meets the Rule of 20 or is the booklet's weak two (``open.weak2.11``).
    """
    return rule("open.1M.third", "1M", HCP(11, 11), Len("M", 5, 5),
                Hidden(Check(_third_seat_good_major, "third seat, a good suit", ("M",))),
                label=S("open_third_seat_light"))


def minor_two_over_one_long() -> tuple[Rule, ...]:
    """1♦–2♣ with 10–11 HCP and six or more clubs: the booklet's two-over-one (10+, forcing one round).

    With five clubs and 10–11 the 1NT response stays (common practice): it limits the hand at once.
    """
    return (
        rule("r1m.2c.long", "2C", Len("C", 6), HCP(10, 11), AuctionCheck(lambda v, b: b["m"] == "D"),
             label=S("two_over_one_minor_10"), forcing=True),
    )


def _passed_hand(view: AuctionView, b: Bindings) -> bool:
    return "P" in view.calls_by(ME)


def with_passed_hand_twins(rules: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """Each forcing new-suit response preceded by its twin for a passed hand: the same hand, not forcing.

    Common ACBL practice: a passed hand's new suit is not forcing (it has denied an opening bid), so
    opener may pass it; the twin chooses the same call on the same hands and only its meaning differs.
    """
    out: list[Rule] = []
    for r in rules:
        if r.id in NEW_SUIT_RESPONSES:
            out.append(replace(r, id=f"{r.id}.passed", hand=(*r.hand, AuctionCheck(_passed_hand)),
                               label=S("new_suit_passed_hand"), forcing=False))
        out.append(r)
    return tuple(out)


def raise_answer_blocks() -> list[Block]:
    """Responder's answer to opener's game invitation after a single major raise; opener after a minor limit raise."""
    return [
        # 1M–2M–2NT/3M (16–18 balanced, or 17–19 points): the single raise was 6–10, so the top of it (8+ points
        # with the fit) accepts and the bottom signs off in three of the major (common practice, as over a
        # help-suit try).
        block("s.rbr.2nt", Seq("1M P 2M P 2NT P"),
              rule("rbra.4M", "4M", Points(8, trump="M"), label=S("accept_game")),
              rule("rbra.3M", "3M", label=S("decline_invite"))),
        block("s.rbr.3M", Seq("1M P 2M P 3M P"),
              rule("rbr3.4M", "4M", Points(8, trump="M"), label=S("accept_game")),
              rule("rbr3.pass", "P", label=S("decline_invite"))),
        # 1m–3m (11–12, a fit, no four-card major): 3NT with 13+ and the unbid suits stopped (25 together); five
        # of the minor with shape and game values; else pass (common practice; 3NT is the usual game).
        block("s.rbml", Seq("1m P 3m P"),
              rule("rbml.3nt", "3NT", HCP(13), Check(stops_unbid, "the unbid suits stopped"),
                   label=S("minor_limit_3nt")),
              rule("rbml.3nt.bal", "3NT", HCP(14), Balanced(), label=S("minor_limit_3nt")),
              rule("rbml.5m", "5m", AnyOf((Points(16, trump="m"), Losers(6))), label=S("minor_limit_game")),
              rule("rbml.pass", "P", label=S("minor_limit_pass"))),
    ]
