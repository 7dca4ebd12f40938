"""Opener-side conventions: Jacoby 2NT rebids, the weak-two feature ask, 2♣ and its follow-ups."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Check,
    Len,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest
from cardlearn.ai.bridge.rule import rule
from cardlearn.ai.bridge.sayc.common import S


def jacoby_rebids() -> tuple:
    """Opener's rebids after Jacoby 2NT: a good side five-card suit, shortness, 3M (18+), 3NT (15–17)."""
    return (
        rule("jac.side5", "4z", Len("z", 5), Check(lambda h, v, b: h.good_suit(b["z"]), var_names=("z",)),
             AuctionCheck(lambda v, b: b["z"] != b["M"], var_names=("z",)), label=S("jacoby_source"), forcing=True),
        rule("jac.short", "3z", Len("z", 0, 1), AuctionCheck(lambda v, b: b["z"] != b["M"], var_names=("z",)),
             label=S("jacoby_short"), prefer="up", forcing=True),
        rule("jac.3M", "3M", HCP(18), label=S("jacoby_strong"), forcing=True),
        rule("jac.3nt", "3NT", HCP(15, 17), label=S("jacoby_medium"), forcing=True),
        rule("jac.4M", "4M", HCP(0, 14), label=S("jacoby_minimum")),
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


def nt_doubled() -> tuple:
    """Partner's 1NT was doubled: redouble with 10+ and no long major; otherwise the system is on."""
    return (
        rule("ntx.xx", "XX", HCP(10), Check(lambda h, v, b: h.lengths["S"] < 5 and h.lengths["H"] < 5,
                                            "no five-card major"), label=S("nt_redouble")),
    )


def two_club_positive() -> tuple:
    """Responder's positive answers to 2♣: a good five-card suit, or 2NT balanced."""
    # A good five-card suit is shown before 2NT, even in a balanced hand (SAYC booklet: the suit responses
    # promise a good suit; 2NT is the balanced hand without one).
    return (
        rule("r2c.pos", Cheapest("p", max_level=2), Len("p", 5), HCP(8), Check(lambda h, v, b: h.honors(b["p"], 3) >= 2,
                                                                              var_names=("p",)),
             AuctionCheck(lambda v, b: b["p"] in "SH", var_names=("p",)), label=S("two_club_positive"), forcing=True, game_forcing=True),
        rule("r2c.pos.m", "3p", Len("p", 5), HCP(8), Check(lambda h, v, b: h.honors(b["p"], 3) >= 2, var_names=("p",)),
             AuctionCheck(lambda v, b: b["p"] in "DC", var_names=("p",)), label=S("two_club_positive"), forcing=True, game_forcing=True),
        rule("r2c.pos.nt", "2NT", HCP(8), Balanced(), label=S("two_club_positive_nt"), forcing=True, game_forcing=True),
    )


def second_negative(view: AuctionView) -> dict[str, str] | None:
    """After 2♣–2♦ and opener's suit, RHO passed: binds ``o`` to opener's suit (not clubs or no-trump)."""
    seq = view.seq
    if seq[:4] != ("2C", "P", "2D", "P") or len(seq) != 6 or seq[5] != "P":
        return None
    strain = strain_of(seq[4]) if is_bid(seq[4]) else "NT"
    return None if strain in ("NT", "C") else {"o": strain}


def two_club_second() -> tuple:
    """Responder's second answer to 2♣: a raise with support and 4+ HCP, else the second negative 3♣."""
    return (
        rule("r2c.raise", Cheapest("o", max_level=3), Len("o", 3), HCP(4), label=S("raise_forcing"), forcing=True),
        rule("r2c.second_neg", "3C", HCP(0, 3), label=S("second_negative")),
    )


def second_negative_rebid(view: AuctionView) -> dict[str, str] | None:
    """Partner's second negative (3♣) and RHO passed: binds ``o`` to my suit."""
    n = len(view.calls)
    if n < 2 or view.partner_rule != "r2c.second_neg" or view.calls[-1] != "P":
        return None
    return {"o": strain_of(view.seq[4])}


def after_second_negative() -> tuple:
    """Opener after the second negative: game in a six-card major, the suit again, or 3NT."""
    return (
        rule("r2c.sn.game", "4o", Len("o", 6), HCP(25), AuctionCheck(lambda v, b: b["o"] in "SH"), label=S("game")),
        rule("r2c.sn.own", Cheapest("o", max_level=3), Len("o", 6), label=S("rebid_minimum")),
        rule("r2c.sn.nt", "3NT", label=S("nt_game")),
    )


def after_2c_minimum(view: AuctionView) -> dict[str, str] | None:
    """Partner rebid his suit at minimum after the second negative and RHO passed: binds ``o`` to it."""
    n = len(view.calls)
    if n < 2 or view.partner_rule != "r2c.sn.own" or view.calls[-1] != "P":
        return None
    return {"o": strain_of(view.calls[-2])}


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


def partner_quantitative_5nt(view: AuctionView) -> bool:
    """Partner jumped to 5NT after no-trump bidding (not a king ask after Blackwood, not the grand slam force)."""
    n = len(view.calls)
    if n < 2 or view.calls[-2] != "5NT" or view.calls[-1] != "P" or view.partner_rule in ("bw.kings",):
        return False
    return "NT" in [strain_of(c) for c in view.bids_by(ME)] and not view.my_last_rule.startswith("bw.reply")
