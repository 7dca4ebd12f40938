"""Responder's second turn after his two-over-one, and his call after a declined invitation.

SAYC booklet (1♠–2♣–2♥): 2NT, 3♣ and 3♥ invite game (10–11); 2♠ is a preference, not forcing
(11–12 with a doubleton spade); 3♦ is forcing to game and may be conventional; 3♠ forces to game.
Responder promised to bid again unless opener's rebid was game (1♠–2♣–2♦: responder limits his hand
with 2♠, 2NT, 3♣ or 3♦). Where the booklet is silent the rules follow common practice (labels say so):
a raise of opener's major below game is forcing and leaves room for slam, game is bid directly only
without slam interest.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import ME, PARTNER, AuctionView, cheapest_bid, strain_of
from cardlearn.ai.bridge.conditions import HCP, AuctionCheck, Check, Len, Points
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S, no_major_fit, not_short, stops_unbid, unbid
from cardlearn.ai.bridge.system_checks import TWO_OVER_ONE, L

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
        rule("r21b.3nt", "3NT", HCP(12, 17), Check(_no_fit), Check(stops_unbid), Check(no_major_fit),
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

#: Responder's invitations at his second turn (``responder._RESPONDER_INVITES`` and the ones above).
_INVITES = frozenset({"r2s.limit.z", "r2s.limit.z2", "r2s.jump.x", "r2s.jump.own", "r2s.2nt", "r2s.2nt.nt",
                      "r2s.raise.x", "r21b.z.inv", "r21b.own.inv", "r21b.2nt"})


def _partner_declined(view: AuctionView) -> bool:
    """I invited game, partner answered below game in a suit he had already bid (a sign-off), RHO passed."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.my_last_rule not in _INVITES or view.last_bid_relation != PARTNER:
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
              *responder_after_2over1_rules(), closed=False),
    ]
