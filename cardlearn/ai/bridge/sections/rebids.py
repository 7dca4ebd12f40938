"""The later rounds of uncontested auctions: opener's and responder's rebids, reverses, fourth suit forcing."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_checks import (
    TWO_OVER_ONE,
    after_two_over_one,
    higher_than_opening,
    is_major,
    lower_than_opening,
    not_reverse_jump,
    unbid,
)
from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    cheapest_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import AllOf, LengthOrder, NotBalanced, NotBidYet, SuitIn
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
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import no_major_fit_with_partner, nt_shape
from cardlearn.ai.bridge.hand_checks import not_short, stops_unbid
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS

#: Opener's rebids after a two-over-one (``system._opener_after_2over1``).
_OPENER_2OVER1 = ("rb21.",)


def _after_my_2over1_rebid(view: AuctionView) -> dict[str, str] | None:
    """1x – 2y (my two-over-one) – opener's rebid, uncontested: binds x, y and z (opener's new suit, if any)."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or view.my_last_rule not in TWO_OVER_ONE:
        return None
    if not view.partner_rule.startswith(_OPENER_2OVER1):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[2])}
    rebid = strain_of(seq[4])
    if rebid not in ("NT", b["x"], b["y"]):
        b["z"] = rebid
    return b


def _major(var: str) -> AuctionCheck:
    return AuctionCheck(lambda v, b: b[var] in "SH", f"{var} is a major", (var,))


def _below_game(call: str) -> bool:
    level, strain = int(call[0]), call[1:]
    return level < (3 if strain == "NT" else 4 if strain in "SH" else 5)


def _three_available(view: AuctionView, suit: str) -> bool:
    """The cheapest bid in ``suit`` is at the three level."""
    call = cheapest_bid(suit, view.last_bid)
    return call is not None and call[0] == "3"


def _has_new_z(view: AuctionView, b) -> bool:
    """Opener's rebid named a new suit and ``z`` is that suit (not a suit a rule is free to choose)."""
    return "z" in b and strain_of(view.calls[-2]) == b["z"] and b["z"] not in (b["x"], b["y"])


def _opener_rebid_nt(view: AuctionView, b) -> bool:
    return strain_of(view.calls[-2]) == "NT"


def _no_fit(hand: HandEval, view: AuctionView, b) -> bool:
    """No three cards in opener's major and no four in his second suit."""
    return not (b["x"] in "SH" and hand.lengths[b["x"]] >= 3) and not ("z" in b and hand.lengths[b["z"]] >= 4)


def _unbid_suit(view: AuctionView, b) -> bool:
    return b["u"] in unbid(view, b)


def responder_after_2over1_rules() -> tuple:
    """Responder's second call after his two-over-one and opener's rebid below game."""
    fit_x = (Len("x", 3), _major("x"))
    return (
        # Common practice: with a fit, three of opener's major forces to game and leaves room for slam
        # (issue #27: 1♠–2♣–2NT with 21 HCP and spades bid 4♠ because 4NT would be quantitative there).
        rule("r21b.fit.slam", Cheapest("x", min_level=3, max_level=3), *fit_x, Points(18, trump="x"),
             AuctionCheck(lambda v, b: _three_available(v, b["x"])), label=S("rb_raise_forcing_slam"), forcing=True),
        rule("r21b.fit.game", "4x", *fit_x, Points(10, 17, trump="x"), label=S("rb_game_no_slam")),
        rule("r21b.z.game", "4z", Len("z", 4), Points(13, 17, trump="z"), _major("z"),
             AuctionCheck(_has_new_z), label=S("rb_game_no_slam")),
        # SAYC booklet: three of opener's second suit invites (10–11).
        rule("r21b.z.inv", Cheapest("z", min_level=3, max_level=3), Len("z", 4), HCP(10, 11),
             AuctionCheck(_has_new_z), label=S("rb_invite_10_11")),
        # SAYC booklet: a preference to opener's major at two is not forcing, 11–12 with a doubleton.
        rule("r21b.pref", Cheapest("x", max_level=2), Len("x", 2, 2), HCP(10, 12), _major("x"),
             label=S("rb_pref_2over1")),
        # Slam values without a fit: a new suit forces (booklet: "game force, could be conventional").
        rule("r21b.new.strong", Cheapest("u", max_level=3), HCP(18), Check(_no_fit),
             AuctionCheck(_unbid_suit, var_names=("u",)), label=S("rb_new_suit_gf"), forcing=True),
        # Common practice: an unbid four-card major is shown before no trump (forcing).
        rule("r21b.major", Cheapest("u", max_level=3), Len("u", 4), HCP(12), Check(_no_fit),
             AuctionCheck(lambda v, b: b["u"] in "SH" and _unbid_suit(v, b), var_names=("u",)),
             label=S("rb_new_suit_gf"), forcing=True),
        rule("r21b.own.inv", Cheapest("y", min_level=3, max_level=3), Len("y", 6), HCP(10, 11),
             AuctionCheck(lambda v, b: not _opener_rebid_nt(v, b)), label=S("rb_invite_10_11")),
        rule("r21b.2nt", "2NT", HCP(10, 11), Check(_no_fit), label=S("rb_invite_10_11")),
        rule("r21b.3nt", "3NT", HCP(12, 17), Check(_no_fit), Check(stops_unbid), Check(no_major_fit_with_partner),
             label=S("nt_game")),
        # Opener's 2NT (a minimum, balanced) leaves responder to place the contract: he promised a rebid.
        rule("r21b.6nt", "6NT", HCP(21), Check(_no_fit), Check(not_short), AuctionCheck(_opener_rebid_nt),
             label=L("slam")),
        rule("r21b.3nt.nt", "3NT", HCP(10, 17), Check(_no_fit), AuctionCheck(_opener_rebid_nt), label=S("nt_game")),
        rule("r21b.new", Cheapest("u", max_level=3), HCP(12), AuctionCheck(_unbid_suit, var_names=("u",)),
             label=S("rb_new_suit_gf"), forcing=True),
        rule("r21b.3nt.any", "3NT", HCP(12), label=S("nt_game")),
    )


# --- a declined invitation --------------------------------------------------------------------------

#: Opener's rebids after a one-level response that leave responder a non-forcing second turn (not a jump, a
#: reverse or a raise).
OPENER_MINIMUM_REBIDS = ("rb.1level", "rb.1nt", "rb.own6", "rb.own5", "rb.newlow", "rb.nt_any", "rb.fallback",
                         "rb.second5")


#: Responder's invitations at his second turn: opener accepts or declines them (here), and responder
#: respects a declined one (sections/responder_rebids.py).
RESPONDER_INVITES = frozenset({"r2s.limit.z", "r2s.limit.z2", "r2s.jump.x", "r2s.jump.own", "r2s.2nt", "r2s.2nt.nt",
                               "r2s.2nt.open", "r2s.raise.x", "r21b.z.inv", "r21b.own.inv", "r21b.2nt"})


def _partner_declined(view: AuctionView) -> bool:
    """I invited game, partner answered below game in a suit he had already bid (a sign-off), RHO passed."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.my_last_rule not in RESPONDER_INVITES or view.last_bid_relation != PARTNER:
        return False
    answer = view.calls[-2]
    if answer in ("P", "X", "XX") or not _below_game(answer):
        return False
    strain = strain_of(answer)
    his_earlier = [strain_of(c) for c in view.bids_by(PARTNER)[:-1]]
    return strain != "NT" and strain in his_earlier and strain not in view.suits_bid_by(ME)


def declined_invitation_blocks() -> list[Block]:
    """Partner signed off below game after my invitation: I pass with the same hand (common practice)."""
    return [block("s.inv.declined", When(_partner_declined, "partner declined my invitation"),
                  rule("invd.pass", "P", label=S("rb_accept_decline")))]


def rebid_blocks() -> list[Block]:
    """The blocks of this module, in system order."""
    return [
        *declined_invitation_blocks(),
        block("s.r21.next", When(_after_my_2over1_rebid, "responder's second turn after his two-over-one"),
              *responder_after_2over1_rules(), closed=False,
              # Two of opener's major is the preference and nothing else (not the catch-all's "cheapest
              # suit already named" of a hand with no natural call: every 10+ hand has one here).
              claims=("r21b.pref",)),
    ]


def _opener_rebids_after_one_level() -> tuple:
    return (
        # Common practice (the booklet's raise to game stops at 21): a hand too strong for 4M jump-shifts
        # (game forcing), even in a three-card suit, and supports responder's major next: the slam path stays open.
        rule("rb.raise.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 3), Len("y", 4), Points(22, trump="y"),
             SuitIn("y", "SH"),
             AuctionCheck(lambda v, b: not_reverse_jump(None, v, b), var_names=("z",)),
             label=L("jump_shift"), forcing=True),
        rule("rb.raise4", "4y", Len("y", 4), Points(19, 21, trump="y"), SuitIn("y", "SH"),
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
        # SAYC booklet: 5–5 and 6–6 open the higher suit to bid the lower one next; 6–5 names the five-card suit
        # too (common practice), not the six-card suit again (issue #27: the second suit stayed hidden).
        rule("rb.second5", Cheapest("z", max_level=2), Len("z", 5), Len("x", 6), HCP(11, 18),
             Check(lower_than_opening, "a lower suit", ("z",)), label=S("two_suiter_second_suit")),
        rule("rb.jump", Cheapest("x", jump=1), Len("x", 6), Points(18, 20), label=L("jump_rebid")),
        rule("rb.game", "3NT", HCP(19, 21), Check(nt_shape), label=L("to_play")),
        # SAYC: a reverse shows extra values (17+) and is forcing one round; the first suit is the longer one
        # (with 4–4 opener rebids otherwise: a reverse promises at least 5–4).
        rule("rb.reverse", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(17), AuctionCheck(lambda v, b: higher_than_opening(None, v, b), var_names=('z',)),
             LengthOrder("x", "z", strict=True, declared=("x", "z")),
             label=L("reverse"), forcing=True),
        rule("rb.own6", Cheapest("x"), Len("x", 6), Points(11, 17), label=L("rebid_suit")),
        rule("rb.newlow", Cheapest("z", max_level=2), Len("z", 4), HCP(11, 18), AuctionCheck(lambda v, b: lower_than_opening(None, v, b), var_names=('z',)),
             label=L("new_suit_not_forcing")),
        rule("rb.own5", Cheapest("x"), Len("x", 5), label=L("rebid_suit")),
        rule("rb.nt_any", "1NT", HCP(11, 14), label=L("minimum")),
        rule("rb.fallback", Cheapest("x", max_level=2), label=L("rebid_suit")),
    )


def _opener_after_1nt_response() -> tuple:
    """Opener's rebid after 1m – 1NT (after a major, :mod:`.majors` answers)."""
    return (
        rule("rb1nt.3nt", "3NT", HCP(19, 21), Balanced(), label=L("to_play")),
        rule("rb1nt.2nt", "2NT", HCP(18, 18), Balanced(), label=L("invite")),
        rule("rb1nt.jump", Cheapest("x", jump=1), Len("x", 6), Points(18, 20), label=L("jump_rebid")),
        rule("rb1nt.3nt.long", "3NT", HCP(18, 21), Len("x", 6), Check(nt_shape), label=L("to_play")),
        rule("rb1nt.second5", Cheapest("z", max_level=2), Len("z", 5), Len("x", 6), HCP(11, 18),
             Check(lower_than_opening, "a lower suit", ("z",)), label=S("two_suiter_second_suit")),
        rule("rb1nt.own6", Cheapest("x"), Len("x", 6), Points(11, 17), label=L("rebid_suit")),
        rule("rb1nt.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 4), HCP(19, 21),
             AuctionCheck(lambda v, b: not_reverse_jump(None, v, b), var_names=('z',)), label=L("jump_shift"), forcing=True, game_forcing=True),
        rule("rb1nt.new", Cheapest("z", max_level=2), Len("z", 4), AuctionCheck(lambda v, b: lower_than_opening(None, v, b), var_names=('z',)), NotBalanced(), label=L("second_suit")),
        rule("rb1nt.pass", "P", label=L("to_play")),
    )


def _lower_unbid_y(hand: HandEval, view: AuctionView, b) -> bool:
    """Suit ``y`` ranks below the opened suit ``x`` and is not responder's suit ``z``."""
    return SUITS.index(b["y"]) > SUITS.index(b["x"]) and b["y"] != b["z"]


def _opener_after_2over1() -> tuple:
    return (
        rule("rb21.raise", "3z", Len("z", 4), label=L("raise")),
        rule("rb21.raiseM", "3z", Len("z", 3), SuitIn("z", "SH"), label=L("raise")),
        # A six-card suit with a five-card lower one names the second suit first (booklet: 5–5 and 6–6 open the
        # higher suit to bid the lower next; 6–5 alike, common practice). New suits after a two-over-one force.
        rule("rb21.second5", Cheapest("y", max_level=3), Len("y", 5), Len("x", 6),
             Check(_lower_unbid_y, "a lower suit partner did not bid", ("y",)), label=S("two_suiter_second_suit"),
             forcing=True),
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
    rule("a2n.4M", "4y", Len("y", 6), HCP(6), SuitIn("y", "SH"), label=S("game")),
    rule("a2n.3M", "3y", Len("y", 5), HCP(6), SuitIn("y", "SH"),
         label=S("five_card_major_asks_support"), forcing=True),
    rule("a2n.3nt", "3NT", HCP(6), label=S("nt_game")),
    rule("a2n.pass", "P", label=S("pass_weak")))




#: Responder's jump shifts (17+, a good five-card suit; sections/majors.py and minors.py).
RESPONDER_JUMP_SHIFTS = frozenset({"r1M.jumpshift", "r1m.jumpshift", "r1m.jumpshift.fit"})


def _opener_after_jump_shift() -> tuple:
    """Opener's rebid after responder's jump shift: natural and below game, never a pass."""
    # SAYC booklet: the jump shift is strong, forces to game and suggests slam. Common practice for opener:
    # describe the hand at the cheapest level (support first, then a six-card suit, a second suit, a balanced
    # minimum in no trump), so responder, who knows the partnership's strength, can steer to slam or game
    # (the random-deal review, seed 780: opener's 3NT after 1♠–3♥ fell to the general rules, read "to play, 4–12").
    return (
        rule("rbjs.raise", Cheapest("z"), Len("z", 3), label=L("raise"), forcing=True, game_forcing=True),
        rule("rbjs.own6", Cheapest("x"), Len("x", 6), label=L("rebid_suit"), forcing=True, game_forcing=True),
        rule("rbjs.new", Cheapest("u", max_level=3), Len("u", 4), label=L("new_suit"), forcing=True, game_forcing=True),
        rule("rbjs.nt", Cheapest("NT", max_level=3), HCP(11, 14), Check(nt_shape), label=L("minimum")),
        rule("rbjs.own", Cheapest("x"), label=L("rebid_suit"), forcing=True, game_forcing=True),
    )


#: Opener's rebids after a one-level, 1NT or two-over-one response (also over their overcall or double).
OPENER: tuple[Block, ...] = (
    block("rb.jumpshift", Seq("1x P #z P", when=lambda v, b: v.partner_rule in RESPONDER_JUMP_SHIFTS),
          *_opener_after_jump_shift()),
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


def _no_fit_with_opener(hand: HandEval, view: AuctionView, b) -> bool:
    """No three cards in opener's major and no four in the suit he rebid (raises come first)."""
    return not (b["x"] in "SH" and hand.lengths[b["x"]] >= 3) and hand.lengths[b.get("z", b["x"])] < 4


def responder_after_2over1() -> tuple:
    """Responder's rebids after his two-over-one (a six-card suit, a new major)."""
    return (
        rule("r21.own6", Cheapest("y", max_level=3), Len("y", 6), HCP(10, 12), Check(_no_fit_with_opener),
             label=L("rebid_suit")),
        rule("r21.major", Cheapest("u", max_level=3), Len("u", 4), HCP(12), Check(_no_fit_with_opener),
             AllOf((SuitIn("u", "SH"), NotBidYet("u"),)),
             label=L("new_suit"), forcing=True),
    )


#: Responder's second turn after his two-over-one.
RESPONDER_AFTER_2OVER1: tuple[Block, ...] = (
    # Responder's second turn after his two-over-one (no fit found yet): a six-card suit is rebid and
    # an unbid four-card major is shown before no trump.
    *(block(block_id, Seq(f"1x P 2y P #{z} P", when=after_two_over_one), *responder_after_2over1(),
            closed=False) for block_id, z in (("resp.2over1.next.new", "z"), ("resp.2over1.next.own", "x"))),
)
