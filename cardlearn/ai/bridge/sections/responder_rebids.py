"""Responder's second turn in an uncontested auction, the answers to opener's reverse, fourth suit forcing, and
the second-round game tries."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_checks import unbid
from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    cheapest_bid,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import Honors, NotBidYet, SuitIn
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Check,
    Len,
    Points,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import blackwood_ok, no_major_fit_with_partner
from cardlearn.ai.bridge.hand_checks import not_short, stops_unbid
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sections.rebids import (
    AFTER_OPENER_2NT_REBID,
    OPENER_MINIMUM_REBIDS,
    RESPONDER_INVITES,
    rebid_blocks,
)


def responder_second_turn(view: AuctionView) -> dict[str, str] | None:
    """1x – 1y – (opener's minimum rebid): binds x (opener's suit), y (mine) and z (opener's new suit, if any)."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P"):
        return None
    opening, mine, rebid = seq[0], seq[2], seq[4]
    if opening[0] != "1" or strain_of(opening) == "NT" or mine[0] != "1" or strain_of(mine) == "NT":
        return None
    if view.partner_rule not in OPENER_MINIMUM_REBIDS:
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
    rest = unbid(view, b)
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


def _club_preference_ok(hand: HandEval, view: AuctionView, b) -> bool:
    """1♣ may be a three-card suit: a preference to it at the two level wants four when 1NT is still open."""
    return b["x"] != "C" or hand.lengths["C"] >= 4 or cheapest_bid("NT", view.last_bid) != "1NT"


def _z_major(view: AuctionView, b) -> bool:
    return _has_z(view, b) and b["z"] in "SH"


def _last_is_1nt(view: AuctionView, b) -> bool:
    return view.calls[-2] == "1NT"


def responder_rebids() -> tuple:
    """Responder's second call after opener's rebid: game, Blackwood, invitations, preferences and fourth suit forcing."""
    return (
        rule("r2s.game.own", "4y", Len("y", 6), HCP(12), SuitIn("y", "SH"), label=S("game")),
        # A fit with slam values asks for aces before game (found by the coverage sweep: 21 HCP bid 4♥).
        # (Not over opener's 1NT rebid: there 4NT is quantitative, r2s.4nt.nt.)
        rule("bw.ask.r2s", "4NT", Check(blackwood_ok), AuctionCheck(lambda v, b: not _last_is_1nt(v, b)),
             label=L("blackwood"), forcing=True),
        rule("r2s.game.z", "4z", Len("z", 4), Points(13, trump="z"), AuctionCheck(_z_major), label=S("game")),
        rule("r2s.one", Cheapest("u", max_level=1), Len("u", 4), HCP(6),
             AuctionCheck(lambda v, b: b["u"] in unbid(v, b) and _natural_one_level(v, b), var_names=("u",)),
             label=S("new_suit_1r"), forcing=True),
        rule("r2s.3nt", "3NT", HCP(13, 17), Check(stops_unbid), Check(no_major_fit_with_partner), Check(not_short),
             label=S("nt_game")),
        # Over opener's 1NT rebid, a new suit above responder's own is a reverse (forcing); a lower one
        # would be a weak two-suiter, so game values jump in it.
        rule("r2s.reverse", Cheapest("u", max_level=2), Len("u", 4), Len("y", 5), HCP(12),
             AuctionCheck(lambda v, b: _last_is_1nt(v, b) and b["u"] in unbid(v, b)
                          and "SHDC".index(b["u"]) < "SHDC".index(b["y"]), var_names=("u",)),
             label=S("new_suit_1r"), forcing=True),
        rule("r2s.jump.new", Cheapest("u", jump=1, max_level=3), Len("u", 5), Len("y", 5), HCP(12),
             AuctionCheck(lambda v, b: _last_is_1nt(v, b) and b["u"] in unbid(v, b)
                          and "SHDC".index(b["u"]) > "SHDC".index(b["y"]), var_names=("u",)),
             label="ai_bridge.label.jump_shift", forcing=True, game_forcing=True),
        # A jump raise of opener's one-level suit, or a single raise to three of his two-level suit, invites.
        # Opener's 1NT rebid showed the stoppers: responder places no trump on points alone.
        # Opposite 12–14 the booklet's no-trump slam figures apply (33 together): 4NT invites with 19–20,
        # 6NT with 21+ (issue #27's sweep: 3NT with 19–21 closed the slam path).
        rule("r2s.6nt.nt", "6NT", HCP(21), Check(no_major_fit_with_partner), AuctionCheck(_last_is_1nt), label=L("slam")),
        rule("r2s.4nt.nt", "4NT", HCP(19, 20), Check(no_major_fit_with_partner), AuctionCheck(_last_is_1nt),
             label=L("quantitative")),
        rule("r2s.3nt.nt", "3NT", HCP(13, 18), Check(no_major_fit_with_partner), AuctionCheck(_last_is_1nt), label=S("nt_game")),
        rule("r2s.limit.z", Cheapest("z", jump=1, max_level=3), Len("z", 4), Points(10, 12, trump="z"),
             AuctionCheck(lambda v, b: _has_z(v, b) and v.calls[-2][0] == "1"), label=S("invite_raise")),
        rule("r2s.limit.z2", Cheapest("z", max_level=3), Len("z", 4), Points(10, 12, trump="z"),
             AuctionCheck(lambda v, b: _has_z(v, b) and v.calls[-2][0] == "2"), label=S("invite_raise")),
        rule("r2s.jump.x", Cheapest("x", jump=1, max_level=3), Len("x", 3), Points(10, 12, trump="x"),
             SuitIn("x", "SH"), label=S("invite_raise")),
        rule("r2s.jump.own", Cheapest("y", jump=1, max_level=3), Len("y", 6), HCP(10, 11), label=S("invite_jump")),
        rule("r2s.2nt", "2NT", HCP(11, 12), Check(stops_unbid), Check(no_major_fit_with_partner), Check(not_short),
             label=S("nt_invite")),
        rule("r2s.raise.x", Cheapest("x", max_level=3), Len("x", 3), HCP(10, 12),
             AuctionCheck(lambda v, b: b["x"] in "DC" and v.calls[-2] == f"2{b['x']}"), label=S("invite_raise_minor")),
        rule("r2s.2nt.nt", "2NT", HCP(11, 12), Check(no_major_fit_with_partner), AuctionCheck(_last_is_1nt),
             label=S("nt_invite_plain")),
        rule("r2s.fsf", Cheapest("u", max_level=2), HCP(10), AuctionCheck(_fsf_ok, var_names=("u",)),
             label=S("fourth_suit"), forcing=True),
        rule("r2s.fsf3", Cheapest("u", min_level=3, max_level=3), HCP(12), AuctionCheck(_fsf_ok, var_names=("u",)),
             label=S("fourth_suit"), forcing=True),
        rule("r2s.fsf.jump", Cheapest("u", jump=1, max_level=2), HCP(12),
             AuctionCheck(lambda v, b: _fourth(v, b) == b["u"] and _natural_one_level(v, b), var_names=("u",)),
             label=S("fourth_suit"), forcing=True),
        # Game values and nothing above fits: a new suit forces (SAYC: responder's new suit is forcing),
        # else game in no trump; responder with an opening hand never passes below game.
        rule("r2s.new.gf", Cheapest("u", max_level=3), Len("u", 4), HCP(12),
             AuctionCheck(lambda v, b: b["u"] in unbid(v, b) and _fourth(v, b) is None, var_names=("u",)),
             label=S("new_suit_1r"), forcing=True),
        # 11–12 with nothing above (no fit, no stopper, no fourth suit,
        # no new suit to force with): still invite in no trump rather than pass
        # opener's minimum rebid (the random-deal review, seed 779: 1♣–1♥–2♣ passed with 11 and 3NT made).
        rule("r2s.2nt.open", "2NT", HCP(11, 12), Check(no_major_fit_with_partner), Check(not_short), label=S("nt_invite_plain")),
        # Opposite opener's minimum rebid (12–15), 21+ balanced holds the booklet's 33 for 6NT.
        rule("r2s.6nt.any", "6NT", HCP(21), Check(no_major_fit_with_partner), Check(not_short), label=L("slam")),
        rule("r2s.3nt.any", "3NT", HCP(13), label=S("nt_game")),
        rule("r2s.raise.z", Cheapest("z", max_level=2), Len("z", 4), Points(6, 9, trump="z"), AuctionCheck(_has_z),
             label=S("raise_second")),
        rule("r2s.own", Cheapest("y", max_level=2), Len("y", 6), HCP(5, 9), label=S("rebid_weak")),
        rule("r2s.1nt", Cheapest("NT", max_level=1), HCP(6, 10), Check(stops_unbid), label=S("nt_weak")),
        rule("r2s.pref", Cheapest("x", max_level=2), Len("x", 2), HCP(0, 9), AuctionCheck(_has_z),
             Check(_prefers_first), Check(_club_preference_ok), label=S("preference")),
        rule("r2s.1nt.any", Cheapest("NT", max_level=1), HCP(6, 10), label=S("nt_weak")),
        rule("r2s.x5", Cheapest("x", max_level=2), Len("x", 5), HCP(0, 9),
             AuctionCheck(lambda v, b: "z" not in b and v.calls[-2] == "1NT"), label=S("to_play_weak")),
        rule("r2s.pass", "P", label=S("pass_weak")),
    )


def after_reverse(view: AuctionView) -> dict[str, str] | None:
    """1x – 1y – 2z (a reverse): binds x, y, z."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or view.partner_rule != "rb.reverse":
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[2]), "z": strain_of(seq[4])}
    return b if len(set(b.values())) == 3 else None


def _fourth_after_reverse(view: AuctionView, b) -> bool:
    """``u`` is the one suit nobody has named (after 1x – 1y – 2z)."""
    return unbid(view, b) == [b["u"]]


def reverse_answers() -> tuple:
    """Responder's answers to opener's reverse: the minimum bids, game, and the fourth suit with slam values."""
    # SAYC: opener's reverse is forcing one round. Common practice for the answers: two of responder's suit,
    # 2NT and three of opener's first suit show a minimum (about 5–8); the reverse promised a rebid, so opener
    # bids again over the first two (only the preference may be passed); everything else forces to game, and 16+ (slam opposite a reverse's 17+) keeps the auction below game with the fourth
    # suit (issue #27's sweep: 3NT with 16–18 closed the slam path).
    return (
        rule("rv.4y", "4y", Len("y", 6), HCP(10, 15), SuitIn("y", "SH"), label=S("game")),
        rule("rv.4th.strong", Cheapest("u", max_level=3), HCP(16), Check(lambda h, v, b: h.lengths[b["z"]] < 4,
                                                                       "no four-card support for the reverse suit"),
             AuctionCheck(_fourth_after_reverse, var_names=("u",)), label=S("rv_fourth_suit_gf"), forcing=True),
        rule("rv.3nt", "3NT", HCP(9, 15), Check(stops_unbid), Check(not_short), label=S("nt_game")),
        rule("rv.raise", "3z", Len("z", 4), label=S("raise_reverse"), forcing=True),
        rule("rv.4th", Cheapest("u", max_level=3), HCP(9), AuctionCheck(_fourth_after_reverse, var_names=("u",)),
             label=S("rv_fourth_suit_gf"), forcing=True),
        rule("rv.own", "2y", Len("y", 5), HCP(0, 8), label=S("rv_minimum_own"), forcing=True),
        rule("rv.pref", "3x", Len("x", 3), HCP(0, 8), label=S("rv_minimum_pref")),
        rule("rv.2nt", "2NT", HCP(0, 8), label=S("rv_minimum_nt"), forcing=True),
    )


def opener_after_reverse_rebid(view: AuctionView) -> dict[str, str] | None:
    """1x – 1y – 2z (reverse) – 2y / 2NT: binds x, y, z."""
    seq = view.seq
    if len(seq) != 8 or seq[1::2] != ("P",) * 4:
        return None
    if view.my_last_rule != "rb.reverse" or not view.partner_rule.startswith("rv."):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[2]), "z": strain_of(seq[4])}
    return b if len(set(b.values())) == 3 else None


_REVERSE_MINIMUM = frozenset({"rv.own", "rv.pref", "rv.2nt"})


def _answer_was_minimum(view: AuctionView, b) -> bool:
    """Responder's answer to my reverse showed a minimum (two of his suit, 2NT, three of my first suit)."""
    return view.partner_rule in _REVERSE_MINIMUM


def opener_after_reverse() -> tuple:
    """Opener's rebid after the answer to his reverse: game with 19+ opposite a minimum, else a stop."""
    # Common practice: opposite responder's minimum a bare reverse (17–18) stops, 19+ goes on to game.
    return (
        rule("rvo.4y", "4y", Len("y", 3), HCP(19), AuctionCheck(lambda v, b: b["y"] in "SH" and _answer_was_minimum(v, b)),
             label=S("game")),
        rule("rvo.3y", Cheapest("y", max_level=3), Len("y", 3), label=S("support3")),
        # The reverse promised a rebid: only a preference to three of opener's suit may be passed.
        rule("rvo.min.pass", "P", HCP(0, 18), AuctionCheck(lambda v, b: v.partner_rule == "rv.pref"),
             label=S("rv_opener_minimum_pass")),
        rule("rvo.game.nt", "3NT", HCP(19), AuctionCheck(_answer_was_minimum), label=S("nt_game")),
        rule("rvo.nt", Cheapest("NT", max_level=3), Check(stops_unbid), label=S("nt_stopper")),
        rule("rvo.own", Cheapest("x", max_level=3), Len("x", 6), label=S("rebid_suit")),
        rule("rvo.z", Cheapest("z", max_level=3), Len("z", 5), label=S("rebid_suit")),
        rule("rvo.any", Cheapest("NT", max_level=3), label=S("nt_game")),
        rule("rvo.pass", "P", label=S("pass_weak")),
    )


def after_fsf(view: AuctionView) -> dict[str, str] | None:
    """Partner bid the fourth suit (forcing) and RHO passed: binds the auction's suits."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or not view.partner_rule.startswith("r2s.fsf"):
        return None
    return _fsf_bindings(view.seq) if len(view.seq) == 8 else None


def _fsf_bindings(seq: tuple[str, ...]) -> dict[str, str] | None:
    """x y z u: opener's suit, responder's, opener's second and the fourth suit, from 1x – 1y – z – u."""
    if len(seq) < 8 or not all(is_bid(c) and strain_of(c) != "NT" for c in seq[0:8:2]):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[2]), "z": strain_of(seq[4]), "u": strain_of(seq[6])}
    return b if len(set(b.values())) == 4 else None


def fsf_answers() -> tuple:
    """Opener's answers to fourth suit forcing: 3NT with a stopper, support, no-trump, or his own suit."""
    return (
        rule("fsf.3nt", "3NT", Stopper("u"), AuctionCheck(lambda v, b: v.partner_rule == "r2s.fsf.jump"),
             label=S("nt_game")),
        rule("fsf.y", Cheapest("y", max_level=3), Len("y", 3), SuitIn("y", "SH"),
             label=S("support3")),
        rule("fsf.nt", Cheapest("NT", max_level=3), Stopper("u"), label=S("nt_stopper")),
        rule("fsf.ym", Cheapest("y", max_level=3), Len("y", 3), label=S("support3")),
        rule("fsf.x", Cheapest("x", max_level=3), Len("x", 5), label=S("rebid_suit")),
        rule("fsf.z", Cheapest("z", max_level=3), Len("z", 5), label=S("rebid_suit")),
        rule("fsf.u", Cheapest("u", max_level=3), Len("u", 4), label=S("raise_fourth")),
        rule("fsf.any", Cheapest("x", max_level=4), label=S("rebid_suit")),
    )


def after_fsf_answer(view: AuctionView) -> dict[str, str] | None:
    """Opener answered my fourth suit forcing and RHO passed: binds the auction's suits."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or not view.my_last_rule.startswith("r2s.fsf"):
        return None
    return _fsf_bindings(view.seq) if len(view.seq) == 10 else None


def responder_after_fsf() -> tuple:
    """Responder after opener's answer to fourth suit forcing: game with a fit, or his own suit forcing."""
    def opener_bid(var: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: strain_of(v.calls[-2]) == b[var], f"opener's answer in {var}")

    return (
        rule("fsfr.game.fit", "4y", Len("y", 5), HCP(12), opener_bid("y"), SuitIn("y", "SH"),
             label=S("game")),
        rule("fsfr.own6", Cheapest("y", max_level=3), Len("y", 6), HCP(12), label=S("rebid_forcing"), forcing=True),
        rule("fsfr.game.x", "4x", Len("x", 2), HCP(12), opener_bid("x"), SuitIn("x", "SH"),
             label=S("game")),
        rule("fsfr.raise.m", Cheapest("x", max_level=4), Len("x", 3), HCP(10), opener_bid("x"),
             SuitIn("x", "DC"), label=S("raise_forcing"), forcing=True),
        rule("fsfr.raise.z", Cheapest("z", max_level=4), Len("z", 3), HCP(10), opener_bid("z"),
             SuitIn("z", "DC"), label=S("raise_forcing"), forcing=True),
        rule("fsfr.3nt", "3NT", HCP(12), Check(lambda h, v, b: all(h.stopper(s) for s in unbid(v, b))),
             AuctionCheck(lambda v, b: strain_of(v.calls[-2]) != "NT"), label=S("nt_game")),
        rule("fsfr.inv.y", Cheapest("y", max_level=3), Len("y", 5), HCP(10, 11),
             SuitIn("y", "SH"), label=S("invite")),
        rule("fsfr.game.m", Cheapest("x", max_level=4, min_level=4), Len("x", 3), HCP(10, 12),
             SuitIn("x", "DC"), label=S("invite")),
        rule("fsfr.3nt.any", "3NT", HCP(12), label=S("nt_game")),
        rule("fsfr.inv", Cheapest("x", max_level=4), Len("x", 3), label=S("invite")),
        # Common practice: fourth suit forcing promised invitational values, so without a fit responder
        # invites in no trump with the fourth suit stopped (or supports opener's second suit) rather than pass.
        rule("fsfr.2nt", "2NT", HCP(10, 11), Check(lambda h, v, b: all(h.stopper(s) for s in unbid(v, b)),
                                                   "the unbid suit stopped"), label=S("nt_invite")),
        rule("fsfr.inv.z", Cheapest("z", max_level=3), Len("z", 3), HCP(10, 11), opener_bid("z"), label=S("invite")),
        rule("fsfr.pass", "P", label=S("pass_weak")),
    )


def _opener_raised_me(view: AuctionView) -> dict[str, str] | None:
    """1x – 1y – 2y: binds x and y."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or view.partner_rule != "rb.raise2":
        return None
    return {"x": strain_of(seq[0]), "y": strain_of(seq[2])}


def _responder_invited(view: AuctionView) -> dict[str, str] | None:
    """Responder's second call invited game (RHO passed): binds t to the strain he named (NT excluded)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in RESPONDER_INVITES:
        return None
    strain = strain_of(view.calls[-2])
    if strain != "NT":
        return {"t": strain}
    # After a 2NT invitation opener may still show three cards in responder's major: binds r to it.
    first = view.suits_bid_by(PARTNER)[:1]
    return {"r": first[0]} if first and first[0] in "SH" else {}


def _opener_showed_three(view: AuctionView) -> dict[str, str] | None:
    """Opener answered my 2NT invitation with three cards in my major (RHO passed): binds r."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or not view.partner_rule.startswith("inva.3M"):
        return None
    return {"r": strain_of(view.calls[-2])}


def _weak_two_new_suit(view: AuctionView) -> dict[str, str] | None:
    """2w – new suit (forcing) – my rebid: binds w and n."""
    seq = view.seq
    if len(seq) != 4 or seq[1] != "P" or seq[3] != "P" or view.partner_rule != "rw.new":
        return None
    return {"w": strain_of(seq[0]), "n": strain_of(seq[2])}


def _help_suit_try(view: AuctionView) -> dict[str, str] | None:
    """1M – 2M – new suit (a help-suit game try) – (P): binds M and t."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or view.partner_rule != "rbr.try":
        return None
    return {"M": strain_of(seq[0]), "t": strain_of(seq[4])}


def _helps(hand: HandEval, view: AuctionView, b) -> bool:
    """Help in the try suit: an ace or king there, or a singleton or void."""
    held = hand.holdings[b["t"]]
    return "A" in held or "K" in held or hand.lengths[b["t"]] <= 1


def _invited_major_fit() -> tuple[Check, AuctionCheck]:
    """Responder's invitation was in a major (variable ``t``) where we hold eight cards together."""
    return (Check(lambda h, v, b: h.lengths[b["t"]] + v.known(PARTNER).min_len(b["t"]) >= 8, "an eight-card fit",
                  ("t",)),
            AuctionCheck(lambda v, b: "t" in b and b["t"] in "SH" and strain_of(v.calls[-2]) == b["t"],
                         var_names=("t",)))


def _his_first_major() -> AuctionCheck:
    """Suit variable ``r`` is the major responder named first, and his invitation was 2NT."""
    return AuctionCheck(lambda v, b: v.calls[-2] == "2NT" and v.suits_bid_by(PARTNER)[:1] == [b["r"]]
                        and b["r"] in "SH", "responder's first suit, a major", ("r",))


def _rebid_nt() -> AuctionCheck:
    """I have rebid no trump (1NT, 12–14)."""
    return AuctionCheck(lambda v, b: "NT" in [strain_of(c) for c in v.bids_by(ME)])


def second_round_extras() -> list[Block]:
    """Responder's second-round calls: help-suit game tries and the answers after opener raised."""
    return [
        block("s.try", When(_help_suit_try, "opener's help-suit game try"),
              rule("try.game", "4M", HCP(9), label=S("accept_game")),
              rule("try.help", "4M", Points(7, trump="M"), Check(_helps, "help in the suit"),
                   label=S("accept_game")),
              rule("try.no", "3M", label=S("decline_invite"))),
        block("s.r2.raised", When(_opener_raised_me, "opener raised my suit"),
              # Opener's raise shows 12–15 and four trumps: with slam values ask for aces before game
              # (issue #27: an 18-count signed off in game).
              rule("bw.ask.r2r", "4NT", Check(blackwood_ok), label=L("blackwood"), forcing=True),
              rule("r2r.game", "4y", Points(13), SuitIn("y", "SH"), label=S("game")),
              rule("r2r.inv", "3y", Points(11, 12), label=S("invite")),
              rule("r2r.pass", "P", label=S("pass_weak"))),
        block("s.inv.answer", When(_responder_invited, "responder invited game"),
              rule("inva.4M", "4t", HCP(14), *_invited_major_fit(), label=S("accept_game")),
              # After a 1NT rebid (12–14) 13 is no minimum: the major fit plays in game as 3NT would.
              rule("inva.4M.nt", "4t", HCP(13), *_invited_major_fit(), _rebid_nt(), label=S("accept_game")),
              # Opener's 1NT rebid is 12–14: 13 is no minimum. Other minimum rebids accept with 14.
              # Three cards in responder's major (he may hold five): accept, and let him choose 3NT or 4M.
              rule("inva.3M.nt", "3r", Len("r", 3, 3), HCP(13), _rebid_nt(), _his_first_major(),
                   label=S("accept_three_card_support")),
              rule("inva.3M", "3r", Len("r", 3, 3), HCP(14), _his_first_major(), label=S("accept_three_card_support")),
              rule("inva.3nt.nt", "3NT", HCP(13), _rebid_nt(), label=S("accept_game")),
              rule("inva.3nt", "3NT", HCP(14), Check(stops_unbid), AuctionCheck(
                  lambda v, b: "t" not in b or b["t"] in "DC"), label=S("accept_game")),
              # Common practice: declining responder's 2NT, a six-card suit is a better partscore than 2NT.
              rule("inva.own6", Cheapest("o", max_level=3), Len("o", 6), AuctionCheck(
                  lambda v, b: v.calls[-2] == "2NT" and v.suits_bid_by(ME)[:1] == [b["o"]], "my first suit",
                  ("o",)), label=S("rb_decline_own6")),
              rule("inva.pass", "P", label=S("decline_invite"))),
        block("s.inv.three", When(_opener_showed_three, "opener showed three cards in my major"),
              rule("inv3.4M", "4r", Len("r", 5), label=S("game")),
              rule("inv3.3nt", "3NT", label=S("nt_game"))),
        block("s.w2.new", When(_weak_two_new_suit, "partner's new suit over my weak two"),
              rule("w2n.raise", Cheapest("n", max_level=4), Len("n", 3), label=S("raise_forcing_suit")),
              rule("w2n.honour", Cheapest("n", max_level=4), Len("n", 2), Honors("n", 3, 1), label=S("raise_forcing_suit")),
              rule("w2n.side", Cheapest("s", max_level=3), Len("s", 4), NotBidYet("s"), label=S("weak_two_side_suit")),
              rule("w2n.own", Cheapest("w", max_level=3), label=S("rebid_minimum_weak_two"))),
    ]


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
