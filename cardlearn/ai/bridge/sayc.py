"""SAYC conventions added to the bidding system: each block follows the ACBL SAYC booklet.

Where the booklet is silent the rule follows common ACBL practice, and its
label says so ("common practice"). The blocks are spliced into
:data:`cardlearn.ai.bridge.system.SYSTEM` before the general fallback block.
Contexts that need more than a token pattern are small functions of the
:class:`AuctionView` returning the suit bindings.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    cheapest_bid,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Check,
    Len,
    Points,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule

SUITS = "SHDC"


def S(name: str) -> str:
    """The catalog key of a SAYC rule label (domain ``ai_bridge_sayc``)."""
    return f"ai_bridge_sayc.label.{name}"


def _rank(suit: str) -> int:
    """Higher number for a higher-ranking suit (C 0 … S 3)."""
    return "CDHS".index(suit)


def _unbid(view: AuctionView, b) -> list[str]:
    return [s for s in SUITS if s not in view.bid_suits]


def _stops_unbid(hand: HandEval, view: AuctionView, b) -> bool:
    """A stopper in every suit nobody has named."""
    return all(hand.stopper(s) for s in _unbid(view, b))


def _no_major_fit(hand: HandEval, view: AuctionView, b) -> bool:
    """No eight-card fit in a major partner has bid (counting what partner has shown)."""
    known = view.known(PARTNER)
    return not any(hand.lengths[s] + known.min_len(s) >= 8 for s in "SH" if s in view.suits_bid_by(PARTNER))


def _not_short(hand: HandEval, view: AuctionView, b) -> bool:
    """No void and no small singleton (a no-trump shape)."""
    return all(n >= 2 or (n == 1 and hand.honors(s, 3) >= 1) for s, n in hand.lengths.items())


# --- 1. responder's second turn ----------------------------------------------------------------

_OPENER_MIN = frozenset({"rb.1level", "rb.1nt", "rb.own6", "rb.own5", "rb.newlow", "rb.nt_any", "rb.fallback"})


def _responder_second_turn(view: AuctionView) -> dict[str, str] | None:
    """1x – 1y – (opener's minimum rebid): binds x (opener's suit), y (mine) and z (opener's new suit, if any)."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P"):
        return None
    opening, mine, rebid = seq[0], seq[2], seq[4]
    if opening[0] != "1" or strain_of(opening) == "NT" or mine[0] != "1" or strain_of(mine) == "NT":
        return None
    if view.rule_of(len(view.calls) - 2) not in _OPENER_MIN:
        return None
    b = {"x": strain_of(opening), "y": strain_of(mine)}
    strain = strain_of(rebid)
    if strain not in ("NT", b["x"], b["y"]):
        b["z"] = strain
    if len({*b.values()}) != len(b):
        return None
    return b


def _has_z(view: AuctionView, b) -> bool:
    return "z" in b


def _fourth(view: AuctionView, b) -> str | None:
    """The one suit nobody has named, when we have named three."""
    rest = _unbid(view, b)
    return rest[0] if len(rest) == 1 and "z" in b else None


def _fsf_ok(view: AuctionView, b) -> bool:
    """Fourth suit forcing is on: three suits named by us, the fourth bid at the two level or higher."""
    suit = _fourth(view, b)
    if suit is None or b.get("u") != suit:
        return False
    call = cheapest_bid(suit, view.last_bid)
    return call is not None and 2 <= int(call[0]) <= 3


def _natural_one_level(view: AuctionView, b) -> bool:
    """The unbid suit can still be named at the one level (a natural bid, not fourth suit)."""
    call = cheapest_bid(b["u"], view.last_bid)
    return call is not None and call[0] == "1"


def _prefers_first(hand: HandEval, view: AuctionView, b) -> bool:
    """Simple preference: at least as many cards in opener's first suit as in the second."""
    return hand.lengths[b["x"]] >= hand.lengths[b["z"]] and hand.lengths[b["x"]] >= 2


def _z_major(view: AuctionView, b) -> bool:
    return b.get("z", "") in "SH" and "z" in b


def _last_is_1nt(view: AuctionView, b) -> bool:
    return view.calls[-2] == "1NT"


def _responder_rebids() -> tuple:
    return (
        rule("r2s.game.own", "4y", Len("y", 6), HCP(12), AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("game")),
        rule("r2s.game.z", "4z", Len("z", 4), Points(13, trump="z"), AuctionCheck(_z_major), label=S("game")),
        rule("r2s.one", Cheapest("u", max_level=1), Len("u", 4), HCP(6),
             AuctionCheck(lambda v, b: b["u"] in _unbid(v, b) and _natural_one_level(v, b), var_names=("u",)),
             label=S("new_suit_1r")),
        rule("r2s.3nt", "3NT", HCP(13, 17), Check(_stops_unbid), Check(_no_major_fit), Check(_not_short),
             label=S("nt_game")),
        rule("r2s.reverse", Cheapest("u", max_level=2), Len("u", 4), Len("y", 5), HCP(12),
             AuctionCheck(lambda v, b: _last_is_1nt(v, b) and b["u"] in _unbid(v, b), var_names=("u",)),
             label=S("new_suit_1r")),
        rule("r2s.limit.z", Cheapest("z", jump=1, max_level=3), Len("z", 4), Points(10, 12, trump="z"),
             AuctionCheck(_has_z), label=S("invite_raise")),
        rule("r2s.jump.x", Cheapest("x", jump=1, max_level=3), Len("x", 3), Points(10, 12, trump="x"),
             AuctionCheck(lambda v, b: b["x"] in "SH"), label=S("invite_raise")),
        rule("r2s.jump.own", Cheapest("y", jump=1, max_level=3), Len("y", 6), HCP(10, 11), label=S("invite_jump")),
        rule("r2s.2nt", "2NT", HCP(11, 12), Check(_stops_unbid), Check(_no_major_fit), Check(_not_short),
             label=S("nt_invite")),
        rule("r2s.raise.x", Cheapest("x", max_level=3), Len("x", 3), HCP(10, 12),
             AuctionCheck(lambda v, b: b["x"] in "DC" and v.calls[-2] == f"2{b['x']}"), label=S("invite_raise_minor")),
        rule("r2s.fsf", Cheapest("u", max_level=3), HCP(10), AuctionCheck(_fsf_ok, var_names=("u",)),
             label=S("fourth_suit")),
        rule("r2s.fsf.jump", Cheapest("u", jump=1, max_level=2), HCP(12),
             AuctionCheck(lambda v, b: _fourth(v, b) == b["u"] and _natural_one_level(v, b), var_names=("u",)),
             label=S("fourth_suit")),
        rule("r2s.raise.z", Cheapest("z", max_level=2), Len("z", 4), Points(6, 9, trump="z"), AuctionCheck(_has_z),
             label=S("raise_second")),
        rule("r2s.own", Cheapest("y", max_level=2), Len("y", 6), HCP(5, 9), label=S("rebid_weak")),
        rule("r2s.1nt", Cheapest("NT", max_level=1), HCP(6, 10), label=S("nt_weak")),
        rule("r2s.pref", Cheapest("x", max_level=2), Len("x", 2), HCP(0, 9), AuctionCheck(_has_z),
             Check(_prefers_first), label=S("preference")),
        rule("r2s.x5", Cheapest("x", max_level=2), Len("x", 5), HCP(0, 9),
             AuctionCheck(lambda v, b: "z" not in b and v.calls[-2] == "1NT"), label=S("to_play_weak")),
        rule("r2s.pass", "P", label=S("pass_weak")),
    )


# --- 2. after opener's reverse ------------------------------------------------------------------


def _after_reverse(view: AuctionView) -> dict[str, str] | None:
    """1x – 1y – 2z (a reverse): binds x, y, z."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or view.rule_of(len(view.calls) - 2) != "rb.reverse":
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[2]), "z": strain_of(seq[4])}
    return b if len(set(b.values())) == 3 else None


def _reverse_answers() -> tuple:
    return (
        rule("rv.4y", "4y", Len("y", 6), HCP(8), AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("game")),
        rule("rv.3nt", "3NT", HCP(9), Check(_stops_unbid), Check(_not_short), label=S("nt_game")),
        rule("rv.raise", "3z", Len("z", 4), label=S("raise_reverse")),
        rule("rv.own", "2y", Len("y", 5), HCP(0, 8), label=S("rebid_weak")),
        rule("rv.pref", "3x", Len("x", 3), label=S("preference")),
        rule("rv.2nt", "2NT", label=S("nt_weak")),
    )


def _opener_after_reverse_rebid(view: AuctionView) -> dict[str, str] | None:
    """1x – 1y – 2z (reverse) – 2y / 2NT: binds x, y, z."""
    seq = view.seq
    if len(seq) != 8 or seq[1::2] != ("P",) * 4:
        return None
    if view.rule_of(len(view.calls) - 4) != "rb.reverse" or not view.rule_of(len(view.calls) - 2).startswith("rv."):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[2]), "z": strain_of(seq[4])}
    return b if len(set(b.values())) == 3 else None


def _opener_after_reverse() -> tuple:
    return (
        rule("rvo.4y", "4y", Len("y", 3), AuctionCheck(lambda v, b: b["y"] in "SH" and v.calls[-2][0] == "3"),
             label=S("game")),
        rule("rvo.3y", Cheapest("y", max_level=3), Len("y", 3), label=S("support3")),
        rule("rvo.nt", Cheapest("NT", max_level=3), Check(_stops_unbid), label=S("nt_stopper")),
        rule("rvo.own", Cheapest("x", max_level=3), Len("x", 6), label=S("rebid_suit")),
        rule("rvo.z", Cheapest("z", max_level=3), Len("z", 5), label=S("rebid_suit")),
        rule("rvo.any", Cheapest("NT", max_level=3), label=S("nt_game")),
    )


# --- 3. opener's answers to fourth suit forcing -----------------------------------------------


def _after_fsf(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or not view.rule_of(n - 2).startswith("r2s.fsf"):
        return None
    return _fsf_bindings(view.seq) if len(view.seq) == 8 else None


def _fsf_bindings(seq: tuple[str, ...]) -> dict[str, str] | None:
    """x y z u: opener's suit, responder's, opener's second and the fourth suit, from 1x – 1y – z – u."""
    if len(seq) < 8 or not all(is_bid(c) and strain_of(c) != "NT" for c in seq[0:8:2]):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[2]), "z": strain_of(seq[4]), "u": strain_of(seq[6])}
    return b if len(set(b.values())) == 4 else None


def _fsf_answers() -> tuple:
    return (
        rule("fsf.y", Cheapest("y", max_level=3), Len("y", 3), label=S("support3")),
        rule("fsf.nt", Cheapest("NT", max_level=3), Stopper("u"), label=S("nt_stopper")),
        rule("fsf.x", Cheapest("x", max_level=3), Len("x", 5), label=S("rebid_suit")),
        rule("fsf.z", Cheapest("z", max_level=3), Len("z", 5), label=S("rebid_suit")),
        rule("fsf.u", Cheapest("u", max_level=3), Len("u", 4), label=S("raise_fourth")),
        rule("fsf.any", Cheapest("x", max_level=4), label=S("rebid_suit")),
    )


def _after_fsf_answer(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or not view.rule_of(n - 4).startswith("r2s.fsf"):
        return None
    return _fsf_bindings(view.seq) if len(view.seq) == 10 else None


def _responder_after_fsf() -> tuple:
    return (
        rule("fsfr.3nt", "3NT", HCP(13), Check(lambda h, v, b: all(h.stopper(s) for s in _unbid(v, b))),
             AuctionCheck(lambda v, b: strain_of(v.calls[-2]) != "NT"), label=S("nt_game")),
        rule("fsfr.game.y", "4y", Len("y", 5), HCP(12), AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("game")),
        rule("fsfr.inv.y", Cheapest("y", max_level=3), Len("y", 5), HCP(10, 11),
             AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("invite")),
        rule("fsfr.game.m", Cheapest("x", max_level=4, min_level=4), Len("x", 3), HCP(10, 12),
             AuctionCheck(lambda v, b: b["x"] in "DC"), label=S("invite")),
        rule("fsfr.3nt.any", "3NT", HCP(12), label=S("nt_game")),
        rule("fsfr.inv", Cheapest("x", max_level=4), Len("x", 3), label=S("invite")),
        rule("fsfr.pass", "P", label=S("pass_weak")),
    )


# --- 4. Jacoby 2NT: opener's rebids ----------------------------------------------------------


def _jacoby_rebids() -> tuple:
    return (
        rule("jac.side5", "4z", Len("z", 5), Check(lambda h, v, b: h.good_suit(b["z"]), var_names=("z",)),
             AuctionCheck(lambda v, b: b["z"] != b["M"], var_names=("z",)), label=S("jacoby_source")),
        rule("jac.short", "3z", Len("z", 0, 1), AuctionCheck(lambda v, b: b["z"] != b["M"], var_names=("z",)),
             label=S("jacoby_short"), prefer="up"),
        rule("jac.3M", "3M", HCP(18), label=S("jacoby_strong")),
        rule("jac.3nt", "3NT", HCP(15, 17), label=S("jacoby_medium")),
        rule("jac.4M", "4M", HCP(0, 14), label=S("jacoby_minimum")),
    )


# --- 5. the takeout doubler's rebids ------------------------------------------------------------

_TAKEOUT = ("ov.x", "ov.x.strong", "ovh.x", "ovh.x.strong", "ovh.x.bal", "ovl.x")


def _doubler_rebid(view: AuctionView) -> dict[str, str] | None:
    """I doubled their one-bid, partner answered in a suit or NT, RHO passed: binds x (their suit), y (partner's)."""
    seq = view.seq
    if len(seq) != 5 or seq[2] != "P" or seq[4] != "P" or seq[1] != "X":
        return None
    if view.rule_of(len(view.calls) - 4) not in _TAKEOUT or not is_bid(seq[3]):
        return None
    b = {"x": strain_of(seq[0])}
    if strain_of(seq[3]) not in ("NT", b["x"]):
        b["y"] = strain_of(seq[3])
    if "x" in b and b["x"] == "NT":
        return None
    return b


def _has_y(view: AuctionView, b) -> bool:
    return "y" in b


def _doubler_rebids() -> tuple:
    return (
        rule("dr.cue", Cheapest("x", max_level=3), HCP(22), label=S("doubler_cue")),
        rule("dr.2nt", "2NT", HCP(20, 21), Balanced(), Stopper("x"),
             AuctionCheck(lambda v, b: v.calls[-2][0] == "1"), label=S("doubler_nt")),
        rule("dr.jump", Cheapest("y", jump=1, max_level=3), Len("y", 4), HCP(19, 21), AuctionCheck(_has_y),
             label=S("doubler_jump_raise")),
        rule("dr.raise", Cheapest("y", max_level=3), Len("y", 4), HCP(16, 18), AuctionCheck(_has_y),
             label=S("doubler_raise")),
        rule("dr.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(17),
             Check(lambda h, v, b: b["n"] not in v.bid_suits, var_names=("n",)), label=S("doubler_suit")),
        rule("dr.nt", Cheapest("NT", max_level=2), HCP(18, 20), Balanced(), Stopper("x"), label=S("doubler_nt")),
        rule("dr.pass", "P", HCP(0, 18), label=S("doubler_minimum")),
    )


# --- 6. Michaels cue bid and the Unusual 2NT ---------------------------------------------------


def _two_suiter(hand: HandEval, view: AuctionView, b) -> bool:
    """Weak (6–11) or strong (17+) with 5–5: the middle range overcalls naturally first."""
    return 6 <= hand.hcp <= 11 or hand.hcp >= 17


def _michaels_suits(their: str) -> tuple[str, ...]:
    """The suits Michaels shows over ``their`` opening: both majors over a minor, the other major and a minor."""
    return ("S", "H") if their in "DC" else ("S" if their == "H" else "H",)


def _michaels_shape(hand: HandEval, view: AuctionView, b) -> bool:
    their = b["x"]
    majors = _michaels_suits(their)
    if any(hand.lengths[s] < 5 for s in majors):
        return False
    if len(majors) == 2:
        return True
    return any(hand.lengths[m] >= 5 for m in "DC")


def _unusual_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """5–5 in the two lowest unbid suits."""
    low = [s for s in "CDH" if s != b["x"]][:2]
    return all(hand.lengths[s] >= 5 for s in low)


def _direct_or_balance(view: AuctionView) -> dict[str, str] | None:
    """RHO opened one of a suit (or it came round to me): binds x."""
    seq = view.seq
    if len(seq) not in (1, 3) or (len(seq) == 3 and seq[1:] != ("P", "P")):
        return None
    if seq[0][0] != "1" or strain_of(seq[0]) == "NT":
        return None
    return {"x": strain_of(seq[0])}


def _michaels_unusual() -> tuple:
    return (
        rule("mi.cue", Cheapest("x", max_level=2), Check(_michaels_shape, "Michaels shape", ("x",)),
             Check(_two_suiter), label=S("michaels")),
        rule("mi.2nt", "2NT", Check(_unusual_shape, "Unusual shape", ("x",)), Check(_two_suiter),
             AuctionCheck(lambda v, b: len(v.seq) == 1), label=S("unusual_2nt")),
    )


def _after_michaels(view: AuctionView) -> dict[str, str] | None:
    """Partner bid Michaels or the Unusual 2NT and RHO passed (or bid): binds x (their suit)."""
    n = len(view.calls)
    if n < 2 or view.rule_of(n - 2) not in ("mi.cue", "mi.2nt"):
        return None
    if view.bids_by(ME):
        return None
    return {"x": strain_of(view.seq[0])}


def _advance_two_suiter() -> tuple:
    # Which suits partner showed: majors over a minor; over a major the other major plus a minor (2NT asks).
    def shown(view: AuctionView) -> tuple[str, ...]:
        their = strain_of(view.seq[0])
        if view.rule_of(len(view.calls) - 2) == "mi.2nt":
            return tuple(s for s in "CDH" if s != their)[:2]
        return _michaels_suits(their)

    def best(hand: HandEval, view: AuctionView, b) -> bool:
        suits = shown(view)
        top = max(suits, key=lambda s: (hand.lengths[s], _rank(s)))
        return b["t"] == top and b["t"] in suits

    def game(hand: HandEval, view: AuctionView, b) -> bool:
        return best(hand, view, b) and hand.lengths[b["t"]] >= 3 and hand.hcp >= 11 and b["t"] in "SH"

    def ask(view: AuctionView, b) -> bool:
        return len(shown(view)) == 1 and view.calls[-1] == "P"

    return (
        rule("amc.game", "4t", Check(game, "game", ("t",)), label=S("game")),
        rule("amc.ask", "2NT", HCP(11), AuctionCheck(ask), label=S("michaels_ask")),
        rule("amc.jump", Cheapest("t", jump=1, max_level=3), Len("t", 4), HCP(9, 12),
             Check(best, "best", ("t",)), label=S("invite_raise")),
        rule("amc.pick", Cheapest("t", max_level=4), Check(best, "best", ("t",)), label=S("michaels_pick")),
        rule("amc.own", Cheapest("t", max_level=3), Len("t", 6), AuctionCheck(ask), label=S("michaels_pick")),
        rule("amc.minor", "3C", Len("C", 3), Check(lambda h, v, b: h.lengths["C"] >= h.lengths["D"]), AuctionCheck(
            ask), label=S("michaels_pick")),
        rule("amc.minor.d", "3D", AuctionCheck(ask), label=S("michaels_pick")),
        rule("amc.pass", "P", label=S("pass_weak")),
    )


def _michaels_ask_answer(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    return {} if n >= 2 and view.rule_of(n - 2) == "amc.ask" and view.calls[-1] == "P" else None


def _michaels_minor() -> tuple:
    return (
        rule("mia.c", "3C", Len("C", 5), label=S("michaels_minor")),
        rule("mia.d", "3D", Len("D", 5), label=S("michaels_minor")),
        rule("mia.c4", "4C", Len("C", 5), HCP(15), label=S("michaels_minor")),
        rule("mia.d4", "4D", Len("D", 5), HCP(15), label=S("michaels_minor")),
    )


# --- 7. weak two: the 2NT feature ask, and pre-empt details ---------------------------------


def _feature(hand: HandEval, view: AuctionView, b) -> bool:
    """An ace or king outside the long suit: the 'feature' a maximum weak two shows."""
    held = hand.holdings[b["f"]]
    return b["f"] != b["w"] and ("A" in held or "K" in held)


def _weak_two_ask() -> tuple:
    return (
        rule("w2a.3nt", "3NT", HCP(9, 11), Check(lambda h, v, b: h.honors(b["w"], 3) == 3), label=S("feature_solid")),
        rule("w2a.feature", Cheapest("f", max_level=3), HCP(9, 11), Check(_feature, "feature", ("f",)),
             label=S("feature")),
        rule("w2a.max", "3w", HCP(9, 11), label=S("feature_none")),
        rule("w2a.min", "3w", label=S("feature_minimum")),
    )


# --- 8. 1NT doubled: natural escapes; 2♣ positives -------------------------------------------


def _nt_doubled() -> tuple:
    return (
        rule("ntx.xx", "XX", HCP(8), label=S("nt_redouble")),
        rule("ntx.run", Cheapest("r", max_level=2), Len("r", 5), HCP(0, 7), label=S("nt_escape")),
        rule("ntx.pass", "P", label=S("pass_weak")),
    )


def _two_club_positive() -> tuple:
    return (
        rule("r2c.pos.nt", "2NT", HCP(8), Balanced(), label=S("two_club_positive_nt")),
        rule("r2c.pos", Cheapest("p", max_level=3), Len("p", 5), HCP(8), Check(lambda h, v, b: h.honors(b["p"], 3) >= 2,
                                                                              var_names=("p",)),
             label=S("two_club_positive")),
    )


def _second_negative(view: AuctionView) -> dict[str, str] | None:
    seq = view.seq
    if seq[:4] != ("2C", "P", "2D", "P") or len(seq) != 6 or seq[5] != "P":
        return None
    strain = strain_of(seq[4]) if is_bid(seq[4]) else "NT"
    return None if strain in ("NT", "C") else {"o": strain}


def _two_club_second() -> tuple:
    return (
        rule("r2c.raise", Cheapest("o", max_level=3), Len("o", 3), HCP(4), label=S("raise_forcing")),
        rule("r2c.second_neg", "3C", HCP(0, 3), label=S("second_negative")),
    )


def _second_negative_rebid(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    if n < 2 or view.rule_of(n - 2) != "r2c.second_neg" or view.calls[-1] != "P":
        return None
    return {"o": strain_of(view.seq[4])}


def _after_second_negative() -> tuple:
    return (
        rule("r2c.sn.game", "4o", Len("o", 6), HCP(25), AuctionCheck(lambda v, b: b["o"] in "SH"), label=S("game")),
        rule("r2c.sn.own", Cheapest("o", max_level=3), Len("o", 6), label=S("rebid_minimum")),
        rule("r2c.sn.nt", "3NT", label=S("nt_game")),
    )


def _after_2c_minimum(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    if n < 2 or view.rule_of(n - 2) != "r2c.sn.own" or view.calls[-1] != "P":
        return None
    return {"o": strain_of(view.calls[-2])}


# --- 9. 5NT grand slam force, Gerber's king ask ----------------------------------------------


def _grand_slam_force(view: AuctionView) -> dict[str, str] | None:
    """Partner jumped to 5NT directly over our suit opening: binds t."""
    seq = view.seq
    if len(seq) == 4 and seq[2] == "5NT" and seq[1] == "P" and seq[3] == "P" and strain_of(seq[0]) != "NT":
        return {"t": strain_of(seq[0])}
    return None


def _gsf_answers() -> tuple:
    return (
        rule("gsf.7", "7t", Check(lambda h, v, b: h.honors(b["t"], 3) >= 2, var_names=("t",)), label=S("gsf_grand")),
        rule("gsf.6", "6t", label=S("gsf_small")),
    )


def blocks_before_responses() -> list[Block]:
    """SAYC blocks that must win over the older generic blocks (inserted right after the openings)."""
    return [
        block("s.gsf", When(_grand_slam_force, "5NT grand slam force"), *_gsf_answers()),
        block("s.jacoby", Seq("1M P 2NT P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "r1M.jacoby"),
              *_jacoby_rebids()),
        block("s.w2ask", Seq("2w P 2NT P"), *_weak_two_ask()),
        block("s.ntx", Seq("1NT X"), *_nt_doubled()),
        block("s.2c.resp", Seq("2C P"), *_two_club_positive(), closed=False),
        block("s.2c.second", When(_second_negative, "2♣–2♦–suit"), *_two_club_second(), closed=False),
        block("s.2c.sn", When(_second_negative_rebid, "second negative"), *_after_second_negative()),
        block("s.2c.min", When(_after_2c_minimum, "opener's minimum after a second negative"),
              rule("r2c.min.pass", "P", HCP(0, 3), label=S("pass_weak")), closed=False),
        block("s.mi", When(_direct_or_balance, "their one-bid"), *_michaels_unusual(), closed=False),
        block("s.mi.adv", When(_after_michaels, "partner's two-suiter"), *_advance_two_suiter()),
        block("s.mi.ask", When(_michaels_ask_answer, "partner asked for the minor"), *_michaels_minor()),
        block("s.dbl.rebid", When(_doubler_rebid, "the doubler's second call"), *_doubler_rebids()),
        block("s.r2", When(_responder_second_turn, "responder's second turn"), *_responder_rebids()),
        block("s.rev", When(_after_reverse, "after opener's reverse"), *_reverse_answers()),
        block("s.rev.o", When(_opener_after_reverse_rebid, "opener after the answer to the reverse"),
              *_opener_after_reverse()),
        block("s.fsf", When(_after_fsf, "fourth suit forcing"), *_fsf_answers()),
        block("s.fsf.r", When(_after_fsf_answer, "after the answer to fourth suit"), *_responder_after_fsf()),
    ]



