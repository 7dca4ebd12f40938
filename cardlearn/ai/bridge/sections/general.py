"""General approach and the openings (SAYC booklet: opening bids; common practice where it is silent)."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    AuctionView,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Check,
    Hidden,
    Len,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S as L_S
from cardlearn.ai.bridge.sayc.constructive2 import blocks_before as _constr2_blocks
from cardlearn.ai.bridge.sayc.constructive2 import (
    fourth_seat_openings,
    two_club_tricks,
)
from cardlearn.ai.bridge.sayc.one_level import (
    third_seat_light_major,
)
from cardlearn.ai.bridge.system_checks import (
    L,
    clubs_better,
    diamonds_better,
    no_five_major,
    opening_strength,
    preempt_shape,
    weak_two_shape,
)
from cardlearn.ai.bridge.system_general import (
    general_rules,
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
