"""SAYC conventions added to the bidding system: each block follows the ACBL SAYC booklet.

Where the booklet is silent the rule follows common ACBL practice, and its
label says so ("common practice"). The blocks are spliced into
:data:`cardlearn.ai.bridge.system.SYSTEM` before the general fallback block.
Contexts that need more than a token pattern are small functions of the
:class:`AuctionView` returning the suit bindings.
"""
from __future__ import annotations

from dataclasses import replace

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
    GoodSuit,
    Len,
    OthersLen,
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
    """Opener's rebid named a second suit and ``z`` is that suit (not a suit a rule is free to choose)."""
    return "z" in b and strain_of(view.calls[-2]) == b["z"] and b["z"] != b["x"]


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
    return _has_z(view, b) and b["z"] in "SH"


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
        # A jump raise of opener's one-level suit, or a single raise to three of his two-level suit, invites.
        # Opener's 1NT rebid showed the stoppers: responder places no trump on points alone.
        rule("r2s.3nt.nt", "3NT", HCP(13, 17), Check(_no_major_fit), AuctionCheck(_last_is_1nt), label=S("nt_game")),
        rule("r2s.limit.z", Cheapest("z", jump=1, max_level=3), Len("z", 4), Points(10, 12, trump="z"),
             AuctionCheck(lambda v, b: _has_z(v, b) and v.calls[-2][0] == "1"), label=S("invite_raise")),
        rule("r2s.limit.z2", Cheapest("z", max_level=3), Len("z", 4), Points(10, 12, trump="z"),
             AuctionCheck(lambda v, b: _has_z(v, b) and v.calls[-2][0] == "2"), label=S("invite_raise")),
        rule("r2s.jump.x", Cheapest("x", jump=1, max_level=3), Len("x", 3), Points(10, 12, trump="x"),
             AuctionCheck(lambda v, b: b["x"] in "SH"), label=S("invite_raise")),
        rule("r2s.jump.own", Cheapest("y", jump=1, max_level=3), Len("y", 6), HCP(10, 11), label=S("invite_jump")),
        rule("r2s.2nt", "2NT", HCP(11, 12), Check(_stops_unbid), Check(_no_major_fit), Check(_not_short),
             label=S("nt_invite")),
        rule("r2s.raise.x", Cheapest("x", max_level=3), Len("x", 3), HCP(10, 12),
             AuctionCheck(lambda v, b: b["x"] in "DC" and v.calls[-2] == f"2{b['x']}"), label=S("invite_raise_minor")),
        rule("r2s.2nt.nt", "2NT", HCP(11, 12), Check(_no_major_fit), AuctionCheck(_last_is_1nt),
             label=S("nt_invite_plain")),
        rule("r2s.fsf", Cheapest("u", max_level=2), HCP(10), AuctionCheck(_fsf_ok, var_names=("u",)),
             label=S("fourth_suit")),
        rule("r2s.fsf3", Cheapest("u", min_level=3, max_level=3), HCP(12), AuctionCheck(_fsf_ok, var_names=("u",)),
             label=S("fourth_suit")),
        rule("r2s.fsf.jump", Cheapest("u", jump=1, max_level=2), HCP(12),
             AuctionCheck(lambda v, b: _fourth(v, b) == b["u"] and _natural_one_level(v, b), var_names=("u",)),
             label=S("fourth_suit")),
        # Game values and nothing above fits: a new suit forces (SAYC: responder's new suit is forcing),
        # else game in no trump; responder with an opening hand never passes below game.
        rule("r2s.new.gf", Cheapest("u", max_level=3), Len("u", 4), HCP(12),
             AuctionCheck(lambda v, b: b["u"] in _unbid(v, b) and _fourth(v, b) is None, var_names=("u",)),
             label=S("new_suit_1r")),
        rule("r2s.3nt.any", "3NT", HCP(13), label=S("nt_game")),
        rule("r2s.raise.z", Cheapest("z", max_level=2), Len("z", 4), Points(6, 9, trump="z"), AuctionCheck(_has_z),
             label=S("raise_second")),
        rule("r2s.own", Cheapest("y", max_level=2), Len("y", 6), HCP(5, 9), label=S("rebid_weak")),
        rule("r2s.1nt", Cheapest("NT", max_level=1), HCP(6, 10), Check(_stops_unbid), label=S("nt_weak")),
        rule("r2s.pref", Cheapest("x", max_level=2), Len("x", 2), HCP(0, 9), AuctionCheck(_has_z),
             Check(_prefers_first), label=S("preference")),
        rule("r2s.1nt.any", Cheapest("NT", max_level=1), HCP(6, 10), label=S("nt_weak")),
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
        rule("rv.4y", "4y", Len("y", 6), HCP(10), AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("game")),
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
        rule("rvo.3y", Cheapest("y", max_level=3), Len("y", 3), label=S("support3")),
        rule("rvo.nt", Cheapest("NT", max_level=3), Check(_stops_unbid), label=S("nt_stopper")),
        rule("rvo.own", Cheapest("x", max_level=3), Len("x", 6), label=S("rebid_suit")),
        rule("rvo.z", Cheapest("z", max_level=3), Len("z", 5), label=S("rebid_suit")),
        rule("rvo.any", Cheapest("NT", max_level=3), label=S("nt_game")),
        rule("rvo.pass", "P", label=S("pass_weak")),
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
        rule("fsf.3nt", "3NT", Stopper("u"), AuctionCheck(lambda v, b: v.rule_of(len(v.calls) - 2) == "r2s.fsf.jump"),
             label=S("nt_game")),
        rule("fsf.y", Cheapest("y", max_level=3), Len("y", 3), AuctionCheck(lambda v, b: b["y"] in "SH"),
             label=S("support3")),
        rule("fsf.nt", Cheapest("NT", max_level=3), Stopper("u"), label=S("nt_stopper")),
        rule("fsf.ym", Cheapest("y", max_level=3), Len("y", 3), label=S("support3")),
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
    def opener_bid(var: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: strain_of(v.calls[-2]) == b[var], f"opener's answer in {var}")

    return (
        rule("fsfr.game.fit", "4y", Len("y", 5), HCP(12), opener_bid("y"), AuctionCheck(lambda v, b: b["y"] in "SH"),
             label=S("game")),
        rule("fsfr.own6", Cheapest("y", max_level=3), Len("y", 6), HCP(12), label=S("rebid_forcing")),
        rule("fsfr.game.x", "4x", Len("x", 2), HCP(12), opener_bid("x"), AuctionCheck(lambda v, b: b["x"] in "SH"),
             label=S("game")),
        rule("fsfr.raise.m", Cheapest("x", max_level=4), Len("x", 3), HCP(10), opener_bid("x"),
             AuctionCheck(lambda v, b: b["x"] in "DC"), label=S("raise_forcing")),
        rule("fsfr.raise.z", Cheapest("z", max_level=4), Len("z", 3), HCP(10), opener_bid("z"),
             AuctionCheck(lambda v, b: b["z"] in "DC"), label=S("raise_forcing")),
        rule("fsfr.3nt", "3NT", HCP(12), Check(lambda h, v, b: all(h.stopper(s) for s in _unbid(v, b))),
             AuctionCheck(lambda v, b: strain_of(v.calls[-2]) != "NT"), label=S("nt_game")),
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


def _doubler_rebid(view: AuctionView, balancing: bool = False) -> dict[str, str] | None:
    """I doubled their one-bid, partner answered in a suit or NT, RHO passed: binds x (their suit), y (partner's)."""
    seq = view.seq
    if balancing:
        if len(seq) != 7 or seq[1:3] != ("P", "P"):
            return None
        seq = (seq[0], *seq[3:])
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
    """Advancer named a suit and ``y`` is that suit."""
    return "y" in b and strain_of(view.calls[-2]) == b["y"]


def _doubler_rebids(shift: int = 0) -> tuple:
    """The doubler's second call; ``shift`` is what a balancing double may lack (3 points)."""
    return (
        rule("dr.cue", Cheapest("x", max_level=3), HCP(22 - shift), label=S("doubler_cue")),
        rule("dr.2nt", "2NT", HCP(20 - shift, 21 - shift), Balanced(), Stopper("x"),
             AuctionCheck(lambda v, b: v.calls[-2][0] == "1"), label=S("doubler_nt")),
        rule("dr.jump.M", Cheapest("y", jump=1, max_level=3), Len("y", 4), HCP(19 - shift, 21 - shift),
             AuctionCheck(lambda v, b: _has_y(v, b) and b["y"] in "SH"), label=S("doubler_jump_raise")),
        rule("dr.raise.M", Cheapest("y", max_level=3), Len("y", 4), HCP(16 - shift, 18 - shift),
             AuctionCheck(lambda v, b: _has_y(v, b) and b["y"] in "SH"), label=S("doubler_raise")),
        rule("dr.suit5", Cheapest("n", max_level=2), Len("n", 5), HCP(17 - shift),
             AuctionCheck(lambda v, b: b["n"] not in v.bid_suits, var_names=("n",)), label=S("doubler_suit")),
        rule("dr.nt", Cheapest("NT", max_level=2), HCP(18 - shift, 19 - shift), Balanced(), Stopper("x"),
             label=S("doubler_nt")),
        rule("dr.jump", Cheapest("y", jump=1, max_level=3), Len("y", 4), HCP(19 - shift, 21 - shift),
             AuctionCheck(_has_y), label=S("doubler_jump_raise")),
        rule("dr.raise", Cheapest("y", max_level=3), Len("y", 4), HCP(16 - shift, 18 - shift), AuctionCheck(_has_y),
             label=S("doubler_raise")),
        rule("dr.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(17 - shift),
             AuctionCheck(lambda v, b: b["n"] not in v.bid_suits, var_names=("n",)), label=S("doubler_suit")),
        rule("dr.nt.any", Cheapest("NT", max_level=2), HCP(18 - shift, 20 - shift), Balanced(), Stopper("x"),
             label=S("doubler_nt")),
        rule("dr.pass", "P", label=S("doubler_minimum")),
    )


# --- 6. Michaels cue bid and the Unusual 2NT ---------------------------------------------------


def _two_suiter(hand: HandEval, view: AuctionView, b) -> bool:
    """Weak (6–11) or strong (15+) with honours in the two suits; the middle range overcalls naturally.

    The booklet sets no range; this is common ACBL practice ("mini-maxi").
    """
    long_suits = sorted(SUITS, key=lambda s: -hand.lengths[s])[:2]
    inside = sum(hand.honors(s, 4) for s in long_suits)
    strength_ok = 6 <= hand.hcp <= 11 or hand.hcp >= 15
    return strength_ok and inside >= 2 and sum(hand.honors(s, 3) for s in long_suits) >= 1


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
    """RHO opened one of a suit or a weak two (or it came round to me): binds x."""
    seq = view.seq
    if len(seq) not in (1, 3) or (len(seq) == 3 and seq[1:] != ("P", "P")):
        return None
    if seq[0][0] not in "12" or strain_of(seq[0]) == "NT" or seq[0] == "2C":
        return None
    return {"x": strain_of(seq[0])}


def _michaels_unusual() -> tuple:
    return (
        rule("mi.cue", Cheapest("x", max_level=3), Check(_michaels_shape, "Michaels shape", ("x",)),
             Check(_two_suiter), label=S("michaels")),
        rule("mi.2nt", "2NT", Check(_unusual_shape, "Unusual shape", ("x",)), Check(_two_suiter),
             AuctionCheck(lambda v, b: len(v.seq) == 1 and v.seq[0][0] == "1"), label=S("unusual_2nt")),
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
        # Over a major, Michaels shows the other major and an unknown minor: pick the major only with a fit.
        return b["t"] == top and b["t"] in suits and (len(suits) == 2 or hand.lengths[b["t"]] >= 3)

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
        rule("amc.pc.any", Cheapest("C", max_level=4), Check(lambda h, v, b: h.lengths["C"] >= 3, "three clubs"),
             AuctionCheck(lambda v, b: len(shown(v)) == 1), label=S("michaels_pick")),
        rule("amc.own", Cheapest("t", max_level=3), Len("t", 6), AuctionCheck(ask), label=S("michaels_pick")),
        rule("amc.pc", Cheapest("C", max_level=4), Len("C", 3), AuctionCheck(
            lambda v, b: len(shown(v)) == 1 and cheapest_bid("NT", v.last_bid) != "2NT"), label=S("michaels_pick")),
        rule("amc.minor", "3C", Len("C", 3), Check(lambda h, v, b: h.lengths["C"] >= h.lengths["D"]), AuctionCheck(
            ask), label=S("michaels_pick")),
        rule("amc.minor.d", "3D", AuctionCheck(ask), label=S("michaels_pick")),
        rule("amc.pass", "P", label=S("pass_weak")),
    )


def _michaels_ask_answer(view: AuctionView) -> dict[str, str] | None:
    """Partner asked for my minor: 2NT after Michaels, or 4NT when the auction is already high."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P":
        return None
    if view.rule_of(n - 2) == "amc.ask":
        return {}
    mine = [i for i in range(n) if view.relation(i) == ME and view.rule_of(i) == "mi.cue"]
    return {} if mine and view.calls[-2] == "4NT" and view.relation(n - 2) == PARTNER else None


def _michaels_pass_or_correct(view: AuctionView) -> dict[str, str] | None:
    """Partner bid clubs over my Michaels (major + minor): correct to diamonds when that is my minor."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.rule_of(n - 2) not in ("amc.pc", "amc.minor", "amc.pick"):
        return None
    mine = [i for i in range(n) if view.relation(i) == ME]
    if not mine or view.rule_of(mine[-1]) != "mi.cue" or strain_of(view.calls[-2]) != "C":
        return None
    return {}


def _michaels_minor() -> tuple:
    return (
        rule("mia.c5", "5C", Len("C", 5), AuctionCheck(lambda v, b: v.calls[-2] == "4NT"), label=S("michaels_minor")),
        rule("mia.d5", "5D", Len("D", 5), AuctionCheck(lambda v, b: v.calls[-2] == "4NT"), label=S("michaels_minor")),
        rule("mia.c", "3C", Len("C", 5), label=S("michaels_minor")),
        rule("mia.d", "3D", Len("D", 5), label=S("michaels_minor")),
        rule("mia.c4", "4C", Len("C", 5), HCP(15), label=S("michaels_minor")),
        rule("mia.d4", "4D", Len("D", 5), HCP(15), label=S("michaels_minor")),
        # A learner's "Michaels" without a five-card minor: name the longer minor all the same.
        rule("mia.c.any", Cheapest("C", max_level=5), Check(lambda h, v, b: h.lengths["C"] >= h.lengths["D"],
                                                            "clubs at least as long"), label=S("michaels_minor")),
        rule("mia.d.any", Cheapest("D", max_level=5), label=S("michaels_minor")),
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
    """Partner's 1NT was doubled: redouble with 10+ and no long major; otherwise the system is on."""
    return (
        rule("ntx.xx", "XX", HCP(10), Check(lambda h, v, b: h.lengths["S"] < 5 and h.lengths["H"] < 5,
                                            "no five-card major"), label=S("nt_redouble")),
    )


def _two_club_positive() -> tuple:
    return (
        rule("r2c.pos.nt", "2NT", HCP(8), Balanced(), label=S("two_club_positive_nt")),
        rule("r2c.pos", Cheapest("p", max_level=2), Len("p", 5), HCP(8), Check(lambda h, v, b: h.honors(b["p"], 3) >= 2,
                                                                              var_names=("p",)),
             AuctionCheck(lambda v, b: b["p"] in "SH", var_names=("p",)), label=S("two_club_positive")),
        rule("r2c.pos.m", "3p", Len("p", 5), HCP(8), Check(lambda h, v, b: h.honors(b["p"], 3) >= 2, var_names=("p",)),
             AuctionCheck(lambda v, b: b["p"] in "DC", var_names=("p",)), label=S("two_club_positive")),
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


#: Rules whose call partner may not pass: forcing bids and conventional questions (the AI always answers them).
FORCING = frozenset({
    "r2s.one", "r2s.reverse", "r2s.new.gf", "ndr.cue", "r2s.fsf", "r2s.fsf3", "r2s.fsf.jump", "rv.raise",
    "fsfr.own6", "fsfr.raise.m", "fsfr.raise.z",
    "jac.side5", "jac.short", "jac.3M", "jac.3nt", "r2c.pos", "r2c.pos.m", "r2c.pos.nt", "r2c.raise",
    "mi.cue", "mi.2nt", "amc.ask", "cap.2c", "cap.2d", "capa.relay", "capa.ask", "capa.ask.s", "a1n.stayman",
    "nt.relay", "nt.3M", "tr.newsuit", "dr.cue", "gerber.ask", "gerber.kings", "bw.ask.any", "bw.kings",
    "2c.solid", "w2a.feature", "a2n.3M",
})


def _mark_forcing(blocks: list[Block]) -> list[Block]:
    """The blocks with every rule named in :data:`FORCING` marked forcing."""
    return [replace(blk, rules=tuple(replace(r, forcing=True) if r.id in FORCING else r for r in blk.rules))
            for blk in blocks]


def blocks_before_responses() -> list[Block]:
    """SAYC blocks that must win over the older generic blocks (inserted right after the openings)."""
    return _mark_forcing(_blocks_before_responses())


def _blocks_before_responses() -> list[Block]:
    return [
        block("s.gsf", When(_grand_slam_force, "5NT grand slam force"), *_gsf_answers()),
        block("s.jacoby", Seq("1M P 2NT P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "r1M.jacoby"),
              *_jacoby_rebids()),
        block("s.w2ask", Seq("2w P 2NT P"), *_weak_two_ask()),
        block("s.wjo.ask", When(_partner_asked_feature_after_wjo, "partner asked for a feature"), *_weak_two_ask()),
        block("s.w2.after", When(_feature_answered, "partner answered the 2NT ask"),
              rule("w2f.game", "4w", Len("w", 2), HCP(14), AuctionCheck(lambda v, b: b["w"] in "SH"
                                                                         and v.rule_of(len(v.calls) - 2) != "w2a.min"),
                   label=S("game")),
              rule("w2f.3nt", "3NT", HCP(15), Check(lambda h, v, b: all(h.stopper(s) for s in SUITS if s != b["w"]),
                                                    "stoppers"),
                   AuctionCheck(lambda v, b: v.rule_of(len(v.calls) - 2) != "w2a.min"), label=S("nt_game")),
              rule("w2f.pass", "P", label=S("pass_weak"))),
        block("s.5nt", When(_partner_quantitative_5nt, "partner's 5NT in a no-trump auction"),
              rule("q5.7nt", "7NT", Check(lambda h, v, b: h.hcp >= v.known(ME).hcp_max and h.shape[0] >= 5,
                                          "maximum with a long suit"), label=S("grand_slam")),
              rule("q5.6nt", "6NT", label=S("slam"))),
        block("s.ntx", Seq("1NT X"), *_nt_doubled(), closed=False),
        block("s.2c.resp", Seq("2C P"), *_two_club_positive(), closed=False),
        block("s.2c.second", When(_second_negative, "2♣–2♦–suit"), *_two_club_second(), closed=False),
        block("s.2c.sn", When(_second_negative_rebid, "second negative"), *_after_second_negative()),
        block("s.2c.min", When(_after_2c_minimum, "opener's minimum after a second negative"),
              rule("r2c.min.pass", "P", HCP(0, 3), label=S("pass_weak")), closed=False),
        block("s.mi", When(_direct_or_balance, "their one-bid"), *_michaels_unusual(), closed=False),
        block("s.mi.adv", When(_after_michaels, "partner's two-suiter"), *_advance_two_suiter()),
        block("s.mi.ask", When(_michaels_ask_answer, "partner asked for the minor"), *_michaels_minor()),
        block("s.mi.correct", When(_michaels_pass_or_correct, "partner chose clubs"),
              rule("mic.d", Cheapest("D", max_level=4), Len("D", 5), Len("C", 0, 2), label=S("michaels_correct")),
              rule("mic.pass", "P", label=S("cap_pass"))),
        block("s.dbl.rebid", When(_doubler_rebid, "the doubler's second call"), *_doubler_rebids()),
        block("s.dbl.rebid.bal", When(lambda v: _doubler_rebid(v, True), "the balancing doubler's second call"),
              *_doubler_rebids(3)),
        block("s.bal.raise", Seq("1x P 2x P P"), *_balance_over_raise()),
        block("s.ov1nt.adv", When(_after_nt_overcall, "partner overcalled 1NT"), *_advance_nt_overcall()),
        block("s.ov1nt.st", When(_nt_overcaller_stayman, "Stayman after my 1NT overcall"),
              rule("ovst.h", Cheapest("H", max_level=2), Len("H", 4), label=S("stayman_reply_h")),
              rule("ovst.s", Cheapest("S", max_level=2), Len("S", 4), label=S("stayman_reply_s")),
              rule("ovst.d", Cheapest("D", max_level=2), label=S("stayman_reply_none"))),
        *_cappelletti(),
        *_nt_extras(),
        *_competitive_extras(),
        *_second_round_extras(),
        block("s.r2.after2nt", Seq("1x P 1y P 2NT P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "rb.2nt"),
              rule("a2n.6nt", "6NT", HCP(14), label=S("slam")),
              rule("a2n.4M", "4y", Len("y", 6), HCP(6), AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("game")),
              rule("a2n.3M", "3y", Len("y", 5), HCP(6), AuctionCheck(lambda v, b: b["y"] in "SH"),
                   label=S("five_card_major_asks_support")),
              rule("a2n.3nt", "3NT", HCP(6), label=S("nt_game")),
              rule("a2n.pass", "P", label=S("pass_weak"))),
        block("s.r2", When(_responder_second_turn, "responder's second turn"), *_responder_rebids()),
        block("s.rev", When(_after_reverse, "after opener's reverse"), *_reverse_answers()),
        block("s.rev.o", When(_opener_after_reverse_rebid, "opener after the answer to the reverse"),
              *_opener_after_reverse()),
        block("s.fsf", When(_after_fsf, "fourth suit forcing"), *_fsf_answers()),
        block("s.fsf.r", When(_after_fsf_answer, "after the answer to fourth suit"), *_responder_after_fsf()),
    ]





# --- 10. Blackwood in any suit auction, 5NT for kings, Gerber over no trump ----------------------


def _suit_auction_for_blackwood(view: AuctionView) -> bool:
    """4NT asks for aces whenever my side's last bid was a suit (a no-trump bid before it makes 4NT quantitative)."""
    last = view.last_bid
    if last is None or strain_of(last) == "NT" or view.last_bid_relation not in (ME, PARTNER):
        return False
    return bid_rank_below_4nt(last)


def bid_rank_below_4nt(call: str) -> bool:
    """Whether 4NT is still available over ``call``."""
    return int(call[0]) < 4 or call in ("4C", "4D", "4H", "4S")


def _partner_asked_kings(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.rule_of(n - 2) == "bw.kings" and view.calls[-1] == "P"


def _kings(hand: HandEval) -> int:
    return sum(1 for s in SUITS if "K" in hand.holdings[s])


def _king_answers(level: int, first: str) -> tuple:
    """Answers by steps from ``first`` (0 or 4, 1, 2, 3): the same scheme for 5NT and Gerber's 5♣."""
    steps = ("C", "D", "H", "S", "NT")
    start = steps.index(first)
    def has(counts: tuple[int, ...]) -> Check:
        return Check(lambda h, v, b: _kings(h) in counts, f"{counts} kings")

    return tuple(
        rule(f"kings.{count}", f"{level}{steps[start + i]}", has((0, 4) if count == 0 else (count,)),
             label=S(f"kings_{count}"))
        for i, count in enumerate((0, 1, 2, 3))
    )


def _gerber_context(view: AuctionView) -> bool:
    """Partner opened or rebid 1NT/2NT and I may jump to 4♣ (Gerber) now."""
    last = view.last_bid
    return last in ("1NT", "2NT") and view.last_bid_relation == PARTNER and view.calls[-1] == "P" \
        and view.seq[0] in ("1NT", "2NT")


def _partner_gerber(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.rule_of(n - 2) == "gerber.ask" and view.calls[-1] == "P"


def _gerber_answer_aces(view: AuctionView) -> tuple[int, ...]:
    return {"4D": (0, 4), "4H": (1,), "4S": (2,), "4NT": (3,)}.get(view.calls[-2], (0,))


def _partner_answered_gerber(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 4 and view.rule_of(n - 4) == "gerber.ask" and view.rule_of(n - 2).startswith("gerber.reply") \
        and view.calls[-1] == "P"


def _gerber_total(hand: HandEval, view: AuctionView) -> int:
    options = _gerber_answer_aces(view)
    return hand.aces + (options[-1] if hand.aces == 0 else options[0])


def _gerber_blocks() -> list[Block]:
    def aces(counts: tuple[int, ...]) -> Check:
        return Check(lambda h, v, b: h.aces in counts, f"{counts} aces")

    return [
        block("s.gerber", When(_gerber_context, "partner's no-trump opening"),
              rule("gerber.ask", "4C", HCP(17), Check(lambda h, v, b: h.shape[0] >= 6 and h.aces <= 2, "long suit"),
                   label=S("gerber")),
              closed=False),
        block("s.gerber.reply", When(_partner_gerber, "partner asked for aces with Gerber"),
              rule("gerber.reply.0", "4D", aces((0, 4)), label=S("gerber_reply_0")),
              rule("gerber.reply.1", "4H", aces((1,)), label=S("gerber_reply_1")),
              rule("gerber.reply.2", "4S", aces((2,)), label=S("gerber_reply_2")),
              rule("gerber.reply.3", "4NT", aces((3,)), label=S("gerber_reply_3"))),
        block("s.gerber.place", When(_partner_answered_gerber, "partner answered Gerber"),
              rule("gerber.slam", "6f", Len("f", 6), Check(lambda h, v, b: _gerber_total(h, v) >= 3, "three aces"),
                   label=S("slam")),
              rule("gerber.6nt", "6NT", Check(lambda h, v, b: _gerber_total(h, v) >= 3, "three aces"),
                   label=S("slam")),
              rule("gerber.kings", "5C", Check(lambda h, v, b: _gerber_total(h, v) == 4, "all aces"),
                   label=S("gerber_kings")),
              rule("gerber.stop", Cheapest("f", max_level=5), Len("f", 6), label=S("signoff")),
              rule("gerber.stop.nt", Cheapest("NT", max_level=5), label=S("signoff"))),
    ]


def _after_gerber_kings(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.rule_of(n - 2) == "gerber.kings" and view.calls[-1] == "P"


def _partner_showed_kings(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 4 and view.rule_of(n - 4) == "bw.kings" and view.rule_of(n - 2).startswith("kings.") \
        and view.calls[-1] == "P"


def _slam_suit(hand: HandEval, view: AuctionView, b) -> bool:
    from cardlearn.ai.bridge.system import agreed_suit

    return b["f"] == agreed_suit(hand, view)


def _grand_by_kings(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces (5NT promised them) and all four kings, or three kings with 37+ HCP together."""
    steps = {"C": 0, "D": 1, "H": 2, "S": 3}
    shown = steps.get(strain_of(view.calls[-2]), 0)
    kings = _kings(hand) + shown
    return _slam_suit(hand, view, b) and (kings == 4 or kings == 3 and hand.hcp + view.known(PARTNER).hcp_min >= 37)


def blocks_first() -> list[Block]:
    """Blocks tried before everything else but the Blackwood answers: slam conventions that mean the same anywhere."""
    return _mark_forcing(_blocks_first())


def _blocks_first() -> list[Block]:
    return [
        block("s.kings", When(_partner_asked_kings, "partner asked for kings"), *_king_answers(6, "C")),
        block("s.gerber.kings", When(_after_gerber_kings, "partner asked for kings with Gerber"),
              *_king_answers(5, "D")),
        *_gerber_blocks(),
        block("s.bw.any", When(_suit_auction_for_blackwood, "a suit auction"),
              # A meaning-only rule: any 4NT in a suit auction asks for aces, whoever bids it (the learner too),
              # so the AI always answers it. The AI itself asks from the general rules, after the natural ones.
              rule("bw.ask.any", "4NT", Check(lambda h, v, b: False, "meaning only"), label=S("blackwood")),
              closed=False),
        block("s.kings.place", When(_partner_showed_kings, "partner showed kings"),
              rule("kings.grand", "7f", Check(_grand_by_kings, "all aces and kings enough", ("f",)),
                   label=S("grand_slam")),
              rule("kings.small", "6f", Check(_slam_suit, "slam suit", ("f",)), label=S("slam")),
              rule("kings.nt", "6NT", label=S("slam"))),
    ]


# --- 11. balancing over their raise; advancing a 1NT overcall ------------------------------------


def _balance_over_raise() -> tuple:
    return (
        rule("bal.suit", Cheapest("n", max_level=2), Len("n", 5), HCP(7), label=S("balance_suit")),
        rule("bal.x", "X", HCP(8), Len("x", 0, 2), OthersLen(("x",), 3), label=S("balance_double")),
        rule("bal.pass", "P", label=S("pass_weak")),
    )


def _nt_overcall_shift(view: AuctionView) -> int:
    """A balancing 1NT holds about three points less than a direct one (15–18)."""
    return 3 if len(view.seq) == 5 else 0


def _after_nt_overcall(view: AuctionView) -> dict[str, str] | None:
    """Partner overcalled 1NT (directly or balancing) and RHO passed: binds x (their suit)."""
    seq = view.seq
    n = len(view.calls)
    if seq not in ((seq[0], "1NT", "P"), (seq[0], "P", "P", "1NT", "P")) or view.rule_of(n - 2) != "ov.1nt":
        return None
    return {"x": strain_of(seq[0])}


def _advance_nt_overcall() -> tuple:
    """Systems on over partner's 1NT overcall (common practice): Stayman, natural invitations and games."""
    def invite(lo_direct: int) -> Check:
        return Check(lambda h, v, b: h.hcp >= lo_direct + _nt_overcall_shift(v), "invitational values")

    def game(v: AuctionView) -> int:
        return 9 + _nt_overcall_shift(v)

    return (
        rule("a1n.stayman", Cheapest("C", max_level=2), Check(lambda h, v, b: h.lengths["H"] >= 4 or h.lengths["S"] >= 4,
                                                             "a four-card major"),
             invite(7), AuctionCheck(lambda v, b: b["x"] != "C"), label=S("stayman_overcall")),
        rule("a1n.4M", "4t", Len("t", 6), Check(lambda h, v, b: h.hcp >= game(v) - 1, "game values"),
             AuctionCheck(lambda v, b: b["t"] in "SH" and b["t"] != b["x"], var_names=("t",)), label=S("game")),
        rule("a1n.3nt", "3NT", Check(lambda h, v, b: h.hcp >= game(v), "game values"), label=S("nt_game")),
        rule("a1n.2nt", "2NT", invite(7), label=S("nt_invite_plain")),
        rule("a1n.weak", Cheapest("t", max_level=2), Len("t", 5),
             AuctionCheck(lambda v, b: b["t"] != b["x"], var_names=("t",)), label=S("to_play_weak_suit")),
        rule("a1n.pass", "P", label=S("pass_weak")),
    )


def _nt_overcaller_stayman(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.rule_of(n - 2) == "a1n.stayman" and view.calls[-1] == "P"


# --- 12. Cappelletti over their 1NT (common ACBL practice; the booklet leaves the defence open) -----


def _their_nt(view: AuctionView) -> bool:
    """RHO opened 1NT, or it was opened by LHO and passed round to me."""
    return view.seq in (("1NT",), ("1NT", "P", "P"))


def _one_suiter(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.shape[0] >= 6 and hand.shape[1] <= 4


def _cappelletti() -> list[Block]:
    def minor5(h: HandEval) -> bool:
        return max(h.lengths["D"], h.lengths["C"]) >= 4

    return [
        block("s.cap", When(_their_nt, "their 1NT"),
              rule("cap.x", "X", HCP(15), label=S("nt_penalty")),
              rule("cap.3", Cheapest("t", jump=1, max_level=3), Len("t", 7), HCP(6, 14), GoodSuit("t"),
                   label=S("cap_preempt")),
              rule("cap.2d", "2D", Len("H", 4), Len("S", 4), HCP(8, 15),
                   Check(lambda h, v, b: h.lengths["H"] + h.lengths["S"] >= 9, "5–4 in the majors"),
                   label=S("cap_majors")),
              rule("cap.2h", "2H", Len("H", 5), HCP(8, 15), Check(lambda h, v, b: minor5(h), "a minor"),
                   label=S("cap_hearts_minor")),
              rule("cap.2s", "2S", Len("S", 5), HCP(8, 15), Check(lambda h, v, b: minor5(h), "a minor"),
                   label=S("cap_spades_minor")),
              rule("cap.2c", "2C", HCP(8, 15), Check(_one_suiter, "one long suit"), label=S("cap_one_suit")),
              rule("cap.pass", "P", label="ai_bridge.label.no_overcall")),
        block("s.cap.adv", When(_after_cappelletti, "partner's Cappelletti call"), *_advance_cappelletti()),
        block("s.cap.xadv", Seq("1NT X P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "cap.x"),
              rule("capxa.run", Cheapest("t", max_level=2), Len("t", 5), HCP(0, 5), prefer="up",
                   label=S("to_play_weak_suit")),
              rule("capxa.pass", "P", label=S("penalty_pass_nt"))),
        block("s.cap.relay", When(_after_cap_relay, "partner relayed after my 2♣"),
              rule("capr.pass", "P", Len("D", 6), label=S("cap_my_suit")),
              rule("capr.suit", Cheapest("t", max_level=3), Len("t", 6), label=S("cap_my_suit")),
              rule("capr.pass", "P", label=S("cap_pass"))),
        block("s.cap.runout", When(_cappelletti_doubled, "my 2♣ was doubled and partner passed"),
              rule("capx.suit", Cheapest("t", max_level=2), Len("t", 6), AuctionCheck(lambda v, b: b["t"] != "C",
                                                                                    var_names=("t",)),
                   label=S("cap_my_suit")),
              rule("capx.pass", "P", label=S("cap_my_suit"))),
        block("s.cap.minor", When(_cap_minor_ask, "partner asked for my minor"),
              rule("capm.c", "3C", Len("C", 4), Check(lambda h, v, b: h.lengths["C"] >= h.lengths["D"], "clubs"),
                   label=S("michaels_minor")),
              rule("capm.d", "3D", label=S("michaels_minor"))),
    ]


def _after_cappelletti(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    if n < 2 or not view.rule_of(n - 2).startswith("cap.") or view.calls[-1] != "P" or view.bids_by(ME):
        return None
    return None if view.rule_of(n - 2) == "cap.x" else {}


def _after_cap_relay(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 4 and view.rule_of(n - 4) == "cap.2c" and view.rule_of(n - 2) == "capa.relay" \
        and view.calls[-1] == "P"


def _cappelletti_doubled(view: AuctionView) -> bool:
    """1NT 2♣ X P P: the one-suiter names his suit."""
    n = len(view.calls)
    return n >= 4 and view.rule_of(n - 4) == "cap.2c" and view.calls[-3:] == ("X", "P", "P")


def _cap_minor_ask(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.rule_of(n - 2) == "capa.ask" and view.calls[-1] == "P"


def _advance_cappelletti() -> tuple:
    def was(rule_id: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: v.rule_of(len(v.calls) - 2) == rule_id, rule_id)

    def major_of(v: AuctionView) -> str:
        return "H" if v.rule_of(len(v.calls) - 2) == "cap.2h" else "S"

    return (
        # 2♣ (one long suit): relay 2♦ unless clubs suit me.
        rule("capa.stay", "P", Len("C", 6), was("cap.2c"), label=S("cap_pass_clubs")),
        rule("capa.relay", "2D", was("cap.2c"), label=S("cap_relay")),
        # 2♦ (both majors): the longer major, a jump to invite.
        rule("capa.mgame", "4t", Len("t", 4), HCP(12), was("cap.2d"), AuctionCheck(lambda v, b: b["t"] in "SH",
                                                                                    var_names=("t",)),
             label=S("game")),
        rule("capa.minv", "3t", Len("t", 4), HCP(9, 11), was("cap.2d"),
             AuctionCheck(lambda v, b: b["t"] in "SH", var_names=("t",)), label=S("invite_raise")),
        rule("capa.mpick", "2t", was("cap.2d"), Check(lambda h, v, b: h.lengths[b["t"]] >= h.lengths[
            "S" if b["t"] == "H" else "H"], "longer major", ("t",)),
             AuctionCheck(lambda v, b: b["t"] in "SH", var_names=("t",)), label=S("michaels_pick")),
        # 2♥ / 2♠ (that major and a minor): raise, pass with support, or ask for the minor.
        rule("capa.game", "4t", Len("t", 3), HCP(13), AuctionCheck(lambda v, b: v.rule_of(len(v.calls) - 2)
                                                                   in ("cap.2h", "cap.2s") and b["t"] == major_of(v),
                                                                   var_names=("t",)), label=S("game")),
        rule("capa.inv", "3t", Len("t", 4), HCP(9, 12), AuctionCheck(lambda v, b: v.rule_of(len(v.calls) - 2)
                                                                     in ("cap.2h", "cap.2s") and b["t"] == major_of(v),
                                                                     var_names=("t",)), label=S("invite_raise")),
        rule("capa.ask", "2NT", Len("H", 0, 1), AuctionCheck(lambda v, b: v.rule_of(len(v.calls) - 2) == "cap.2h"),
             label=S("michaels_ask")),
        rule("capa.ask.s", "2NT", Len("S", 0, 1), AuctionCheck(lambda v, b: v.rule_of(len(v.calls) - 2) == "cap.2s"),
             label=S("michaels_ask")),
        rule("capa.pass", "P", label=S("cap_pass")),
    )


# --- 13. more over our 1NT: the 2♠ minor relay, slam-interest jumps, a new suit after a transfer -----


def _nt_extras() -> list[Block]:
    return [
        block("s.nt.resp", Seq("1NT P"),
              rule("nt.relay", "2S", Check(lambda h, v, b: max(h.lengths["C"], h.lengths["D"]) >= 6
                                           and h.lengths["S"] < 4 and h.lengths["H"] < 4, "a long minor"),
                   HCP(0, 7), label=S("minor_relay")),
              rule("nt.3M", "3t", Len("t", 6), HCP(14, 16), AuctionCheck(lambda v, b: b["t"] in "SH",
                                                                         var_names=("t",)),
                   label=S("slam_try_major")),
              closed=False),
        block("s.nt.relay", Seq("1NT P 2S P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "nt.relay"),
              rule("nt.relay.ok", "3C", label=S("relay_complete"))),
        block("s.nt.relay.r", Seq("1NT P 2S P 3C P", when=lambda v, b: v.rule_of(len(v.calls) - 4) == "nt.relay"),
              rule("nt.relay.d", "3D", Len("D", 6), label=S("to_play_weak_suit")),
              rule("nt.relay.c", "P", label=S("to_play_weak_suit"))),
        block("s.nt.3M", Seq("1NT P 3M P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "nt.3M"),
              rule("nt.3M.4", "4M", Len("M", 2), label=S("game")),
              rule("nt.3M.3nt", "3NT", label=S("nt_game"))),
        block("s.tr.new", Seq("1NT P #t P #M P", when=lambda v, b: v.rule_of(len(v.calls) - 4).startswith("1NT.transfer")),
              rule("tr.newsuit", Cheapest("n", max_level=3), Len("n", 4), HCP(10), Len("M", 5),
                   Check(lambda h, v, b: not h.balanced, "unbalanced"),
                   AuctionCheck(lambda v, b: b["n"] != b["M"] and b["n"] not in v.bid_suits, var_names=("n",)),
                   label=S("after_transfer_new_suit")),
              closed=False),
    ]


# --- 14. the feature ask after a weak jump overcall; a quantitative 5NT ------------------------------


def _partner_asked_feature_after_wjo(view: AuctionView) -> dict[str, str] | None:
    """Partner asked with 2NT over my weak jump overcall (RHO passed): binds w to my suit."""
    n = len(view.calls)
    if n < 2 or view.rule_of(n - 2) != "advo.ask" or view.calls[-1] != "P":
        return None
    mine = [c for c in view.bids_by(ME)]
    return {"w": strain_of(mine[-1])} if mine else None


def _feature_answered(view: AuctionView) -> dict[str, str] | None:
    """I asked with 2NT, partner answered (feature or minimum), RHO passed: binds w to partner's long suit."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or not view.rule_of(n - 2).startswith("w2a."):
        return None
    suits = view.suits_bid_by(PARTNER)
    return {"w": suits[0]} if suits else None


def _partner_quantitative_5nt(view: AuctionView) -> bool:
    """Partner jumped to 5NT after no-trump bidding (not a king ask after Blackwood, not the grand slam force)."""
    n = len(view.calls)
    if n < 2 or view.calls[-2] != "5NT" or view.calls[-1] != "P" or view.rule_of(n - 2) in ("bw.kings",):
        return False
    return "NT" in [strain_of(c) for c in view.bids_by(ME)] and not view.rule_of(n - 4).startswith("bw.reply")


# --- 15. interference over our 1NT, the negative doubler's second call, opener's late double ------------


def _stayman_interfered(view: AuctionView) -> dict[str, str] | None:
    """1NT – (P) – 2♣ – (suit): binds y to their suit."""
    seq = view.seq
    if len(seq) == 4 and seq[0] == "1NT" and seq[2] == "2C" and is_bid(seq[3]) and strain_of(seq[3]) != "NT" \
            and view.rule_of(len(view.calls) - 2) == "1NT.stayman":
        return {"y": strain_of(seq[3])}
    return None


def _transfer_doubled(view: AuctionView) -> dict[str, str] | None:
    """1NT – (P) – transfer – (X): binds t to responder's major."""
    seq = view.seq
    if len(seq) == 4 and seq[0] == "1NT" and seq[3] == "X" and view.rule_of(len(view.calls) - 2).startswith(
            "1NT.transfer"):
        return {"t": "H" if seq[2] == "2D" else "S"}
    return None


def _after_negative_double_answer(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (P) – opener's answer – (P): binds x, y and a (the suit opener answered, if any)."""
    seq = view.seq
    n = len(view.calls)
    if len(seq) != 6 or seq[3] != "P" or seq[5] != "P" or not view.rule_of(n - 4).startswith("cr.neg"):
        return None
    if not view.rule_of(n - 2).startswith("nd."):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[1])}
    answer = strain_of(seq[4])
    if answer not in ("NT", *b.values()):
        b["a"] = answer
    return b


def _they_raised_after_negative_double(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (raise of y): opener may still compete. Binds x, y."""
    seq = view.seq
    if len(seq) != 4 or seq[2] != "X" or not is_bid(seq[3]) or strain_of(seq[3]) != strain_of(seq[1]):
        return None
    if not view.rule_of(len(view.calls) - 2).startswith("cr.neg"):
        return None
    return {"x": strain_of(seq[0]), "y": strain_of(seq[1])}


def _competitive_extras() -> list[Block]:
    def answered(var: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: b.get(var) is not None and strain_of(v.calls[-2]) == b[var], f"answer {var}")

    return [
        block("s.nt.stayx", When(_stayman_interfered, "Stayman, then their overcall"),
              rule("ntsx.x", "X", Len("y", 4), Check(lambda h, v, b: h.honors(b["y"], 5) >= 2, "two honours",
                                                    ("y",)), label=S("penalty_double")),
              rule("ntsx.major", Cheapest("t", max_level=3), Len("t", 4), AuctionCheck(
                  lambda v, b: b["t"] in "SH" and b["t"] != b["y"], var_names=("t",)), label=S("stayman_reply_major")),
              rule("ntsx.pass", "P", label=S("stayman_pass_interfered"))),
        block("s.tr.x", When(_transfer_doubled, "transfer doubled"),
              rule("trx.super", "3t", Len("t", 4), HCP(17), label=S("super_accept")),
              rule("trx.complete", "2t", Len("t", 3), label=S("transfer_complete_3")),
              rule("trx.xx", "XX", Len("t", 0, 2), Check(lambda h, v, b: h.honors(strain_of(v.calls[-2]), 3) >= 2,
                                                         "good cards in the doubled suit"),
                   label=S("transfer_redouble")),
              rule("trx.pass", "P", Len("t", 0, 2), label=S("transfer_pass_doubled"))),
        block("s.nd.next", When(_after_negative_double_answer, "after opener's answer to my negative double"),
              rule("ndr.game", "4a", Len("a", 4), HCP(13), AuctionCheck(
                  lambda v, b: "a" in b and b["a"] in "SH" and strain_of(v.calls[-2]) == b["a"], var_names=("a",)),
                   label=S("game")),
              rule("ndr.game.x", "4x", Len("x", 2), HCP(13), AuctionCheck(
                  lambda v, b: b["x"] in "SH" and strain_of(v.calls[-2]) == b["x"]), label=S("game")),
              rule("ndr.3nt", "3NT", HCP(13), Stopper("y"), label=S("nt_game")),
              rule("ndr.cue", Cheapest("y", max_level=4), HCP(13), label=S("cue_ask_stopper")),
              rule("ndr.inv", Cheapest("a", max_level=3), Len("a", 4), HCP(11, 12), answered("a"),
                   label=S("invite_raise")),
              rule("ndr.2nt", Cheapest("NT", max_level=2), HCP(11, 12), Stopper("y"), label=S("nt_invite_plain")),
              rule("ndr.x", Cheapest("x", jump=0, max_level=3), Len("x", 3), HCP(11, 12), label=S("invite_raise")),
              rule("ndr.pref", Cheapest("x", max_level=2), Len("x", 3), AuctionCheck(
                  lambda v, b: strain_of(v.calls[-2]) not in (b["x"], "NT")), label=S("preference")),
              rule("ndr.pass", "P", label=S("pass_weak"))),
        block("s.nd.raised", When(_they_raised_after_negative_double, "they raised over my partner's double"),
              rule("ndo.major", Cheapest("t", max_level=3), Len("t", 4), HCP(15), AuctionCheck(
                  lambda v, b: b["t"] in "SH" and b["t"] not in v.bid_suits, var_names=("t",)), label=S("nd_major")),
              rule("ndo.suit", Cheapest("t", max_level=3), Len("t", 5), Len("x", 5), AuctionCheck(
                  lambda v, b: b["t"] not in v.bid_suits, var_names=("t",)), label=S("nd_second_suit")),
              rule("ndo.own", Cheapest("x", max_level=3), Len("x", 6), label=S("rebid_suit")),
              rule("ndo.pass", "P", label=S("pass_weak"))),
        block("s.reopen.late", Seq("1x P P #y", when=lambda v, b: int((v.last_bid or "0")[0]) <= 2),
              rule("rol.x", "X", HCP(16), Len("y", 0, 2), label=S("reopening_takeout")),
              rule("rol.own", Cheapest("x", max_level=2), Len("x", 6), label=S("rebid_suit")),
              rule("rol.pass", "P", label=S("pass_weak"))),
    ]


# --- 16. after opener's raise of responder's suit, after responder's invitation, after a new suit over a weak two --


_RESPONDER_INVITES = frozenset({"r2s.limit.z", "r2s.limit.z2", "r2s.jump.x", "r2s.jump.own", "r2s.2nt", "r2s.2nt.nt",
                                "r2s.raise.x"})


def _opener_raised_me(view: AuctionView) -> dict[str, str] | None:
    """1x – 1y – 2y: binds x and y."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or view.rule_of(len(view.calls) - 2) != "rb.raise2":
        return None
    return {"x": strain_of(seq[0]), "y": strain_of(seq[2])}


def _responder_invited(view: AuctionView) -> dict[str, str] | None:
    """Responder's second call invited game (RHO passed): binds t to the strain he named (NT excluded)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.rule_of(n - 2) not in _RESPONDER_INVITES:
        return None
    strain = strain_of(view.calls[-2])
    return {} if strain == "NT" else {"t": strain}


def _weak_two_new_suit(view: AuctionView) -> dict[str, str] | None:
    """2w – new suit (forcing) – my rebid: binds w and n."""
    seq = view.seq
    if len(seq) != 4 or seq[1] != "P" or seq[3] != "P" or view.rule_of(len(view.calls) - 2) != "rw.new":
        return None
    return {"w": strain_of(seq[0]), "n": strain_of(seq[2])}


def _help_suit_try(view: AuctionView) -> dict[str, str] | None:
    """1M – 2M – new suit (a help-suit game try) – (P): binds M and t."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or view.rule_of(len(view.calls) - 2) != "rbr.try":
        return None
    return {"M": strain_of(seq[0]), "t": strain_of(seq[4])}


def _helps(hand: HandEval, view: AuctionView, b) -> bool:
    """Help in the try suit: an ace or king there, or a singleton or void."""
    held = hand.holdings[b["t"]]
    return "A" in held or "K" in held or hand.lengths[b["t"]] <= 1


def _second_round_extras() -> list[Block]:
    return [
        block("s.try", When(_help_suit_try, "opener's help-suit game try"),
              rule("try.game", "4M", HCP(9), label=S("accept_game")),
              rule("try.help", "4M", Points(7, trump="M"), Check(_helps, "help in the suit"),
                   label=S("accept_game")),
              rule("try.no", "3M", label=S("decline_invite"))),
        block("s.r2.raised", When(_opener_raised_me, "opener raised my suit"),
              rule("r2r.game", "4y", Points(13), AuctionCheck(lambda v, b: b["y"] in "SH"), label=S("game")),
              rule("r2r.inv", "3y", Points(11, 12), label=S("invite")),
              rule("r2r.pass", "P", label=S("pass_weak"))),
        block("s.inv.answer", When(_responder_invited, "responder invited game"),
              rule("inva.4M", "4t", HCP(14), Check(lambda h, v, b: h.lengths[b["t"]] + v.known(PARTNER).min_len(
                  b["t"]) >= 8, "an eight-card fit", ("t",)), AuctionCheck(lambda v, b: "t" in b and b["t"] in "SH"
                                                                         and strain_of(v.calls[-2]) == b["t"],
                                                                         var_names=("t",)),
                   label=S("accept_game")),
              # Opener's 1NT rebid is 12–14: 13 is no minimum. Other minimum rebids accept with 14.
              rule("inva.3nt.nt", "3NT", HCP(13), AuctionCheck(lambda v, b: "NT" in [strain_of(c) for c in
                                                                                    v.bids_by(ME)]),
                   label=S("accept_game")),
              rule("inva.3nt", "3NT", HCP(14), Check(_stops_unbid), AuctionCheck(
                  lambda v, b: "t" not in b or b["t"] in "DC"), label=S("accept_game")),
              rule("inva.pass", "P", label=S("decline_invite"))),
        block("s.w2.new", When(_weak_two_new_suit, "partner's new suit over my weak two"),
              rule("w2n.raise", Cheapest("n", max_level=4), Len("n", 3), label=S("raise_forcing_suit")),
              rule("w2n.honour", Cheapest("n", max_level=4), Len("n", 2), Check(
                  lambda h, v, b: h.honors(b["n"], 3) >= 1, "an honour", ("n",)), label=S("raise_forcing_suit")),
              rule("w2n.side", Cheapest("s", max_level=3), Len("s", 4), AuctionCheck(
                  lambda v, b: b["s"] not in v.bid_suits, var_names=("s",)), label=S("weak_two_side_suit")),
              rule("w2n.own", Cheapest("w", max_level=3), label=S("rebid_minimum_weak_two"))),
    ]
