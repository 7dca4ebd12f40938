"""Takeout doubles: the doubler's rebids."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_checks import TAKEOUT_DOUBLES, doubler_rebid
from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    cheapest_bid,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import AllOf, NotBidYet, SuitIn
from cardlearn.ai.bridge.conditions import (
    HCP,
    AuctionCheck,
    Balanced,
    Len,
    Stopper,
)
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule


def doubler_rebid_contested(view: AuctionView) -> dict[str, str] | None:
    """1x – X – P – advancer's suit – their bid (up to three): the doubler's second call. Binds x and y."""
    seq = view.seq
    if len(seq) != 5 or seq[1:3] != ("X", "P") or not is_bid(seq[3]) or not is_bid(seq[4]):
        return None
    if view.my_last_rule not in TAKEOUT_DOUBLES or int(seq[4][0]) > 3:
        return None
    x, y = strain_of(seq[0]), strain_of(seq[3])
    return None if "NT" in (x, y) or x == y else {"x": x, "y": y}


def doubler_rebids_contested() -> tuple:
    """Common practice: after their bid the doubler raises advancer's suit with four trumps (a jump with 17+),
    shows a strong five-card suit, or passes (found by the booklet-doubles sweep: every hand was a catch-all)."""
    return (
        rule("drc.jump", Cheapest("y", jump=1, max_level=3), Len("y", 4), HCP(17), label="ai_bridge.label.invite"),
        rule("drc.raise", Cheapest("y", max_level=3), Len("y", 4), HCP(12), label="ai_bridge.label.compete"),
        rule("drc.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(17),
             NotBidYet("n"), label=S("doubler_suit")),
        rule("drc.pass", "P", label="ai_bridge.label.no_bid_now"),
    )


def _has_y(view: AuctionView, b) -> bool:
    """Advancer named a suit and ``y`` is that suit."""
    return "y" in b and strain_of(view.calls[-2]) == b["y"]


def _advancer_jumped(view: AuctionView, b) -> bool:
    """Advancer named a suit with a jump (the invitational advance), not the cheapest bid in it."""
    call = view.calls[-2]
    return _has_y(view, b) and cheapest_bid(strain_of(call), view.seq[0]) != call


def doubler_rebids(shift: int = 0) -> tuple:
    """The doubler's second call; ``shift`` is what a balancing double may lack (3 points)."""
    return (
        rule("dr.cue", Cheapest("x", max_level=3), HCP(22 - shift), label=S("doubler_cue"), forcing=True),
        # Partner's cue bid of their suit is game forcing: the doubler describes his hand, a major first.
        rule("dr.cq.major", Cheapest("n", max_level=4), Len("n", 4), AuctionCheck(_partner_cue_bid),
             AllOf((SuitIn("n", "SH"), NotBidYet("n"),)),
             prefer="major", label=S("doubler_cue_answer"), forcing=True),
        rule("dr.cq.nt", Cheapest("NT", max_level=3), Stopper("x"), AuctionCheck(_partner_cue_bid),
             label=S("doubler_cue_answer"), forcing=True),
        rule("dr.cq.suit", Cheapest("n", max_level=5), Len("n", 4), AuctionCheck(_partner_cue_bid),
             NotBidYet("n"),
             label=S("doubler_cue_answer"), forcing=True),
        # Advancer's jump in a suit invites game (9-12). Common practice: the doubler accepts with 14+ HCP
        # (a sound double plus a little), in a major with the three cards the double promised, else in 3NT.
        rule("dr.inv.4M", "4y", Len("y", 3), HCP(14 - shift), AuctionCheck(
            lambda v, b: _advancer_jumped(v, b) and b["y"] in "SH"), label="ai_bridge.label.accept_invite"),
        rule("dr.inv.3nt", "3NT", HCP(14 - shift), Stopper("x"), AuctionCheck(_advancer_jumped),
             label="ai_bridge.label.accept_invite"),
        # Advancer's 2NT (11-12 with a stopper) invites too: the same 14+ accepts in 3NT (common practice).
        rule("dr.inv.2nt", "3NT", HCP(14 - shift), AuctionCheck(lambda v, b: v.calls[-2] == "2NT"),
             label="ai_bridge.label.accept_invite"),
        rule("dr.2nt", "2NT", HCP(20 - shift, 21 - shift), Balanced(), Stopper("x"),
             AuctionCheck(lambda v, b: v.calls[-2][0] == "1"), label=S("doubler_nt")),
        # The jump raise (19-21) of a two-level answer is the four level: game in a major (issue #27: a 20-count
        # passed advancer's 2♥/2♠ because the jump was capped at three).
        rule("dr.jump.M", Cheapest("y", jump=1, max_level=4), Len("y", 4), HCP(19 - shift, 21 - shift),
             AuctionCheck(lambda v, b: _has_y(v, b) and b["y"] in "SH"), label=S("doubler_jump_raise")),
        rule("dr.raise.M", Cheapest("y", max_level=3), Len("y", 4), HCP(16 - shift, 18 - shift),
             AuctionCheck(lambda v, b: _has_y(v, b) and b["y"] in "SH"), label=S("doubler_raise")),
        rule("dr.suit5", Cheapest("n", max_level=2), Len("n", 5), HCP(17 - shift),
             NotBidYet("n"), label=S("doubler_suit")),
        rule("dr.nt", Cheapest("NT", max_level=2), HCP(18 - shift, 19 - shift), Balanced(), Stopper("x"),
             label=S("doubler_nt")),
        rule("dr.jump", Cheapest("y", jump=1, max_level=4), Len("y", 4), HCP(19 - shift, 21 - shift),
             AuctionCheck(_has_y), label=S("doubler_jump_raise")),
        rule("dr.raise", Cheapest("y", max_level=3), Len("y", 4), HCP(16 - shift, 18 - shift), AuctionCheck(_has_y),
             label=S("doubler_raise")),
        rule("dr.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(17 - shift),
             NotBidYet("n"), label=S("doubler_suit")),
        rule("dr.nt.any", Cheapest("NT", max_level=2), HCP(18 - shift, 20 - shift), Balanced(), Stopper("x"),
             label=S("doubler_nt")),
        # Common practice: 19+ HCP without a descriptive rebid (no four-card support, no five-card suit, no
        # stopper for no trump) cue-bids their suit rather than pass: opposite advancer's 0-8 game is near
        # (random-deal review, seed 784: 1♦ X P 1♥ P P with a 20-count, three hearts and no diamond stopper).
        *_strong_cue(shift),
        rule("dr.pass", "P", label=S("doubler_minimum")),
    )


def _strong_cue(shift: int) -> tuple:
    """The direct doubler's 19+ without a natural rebid; the balancing doubler's cue bid (19+) covers it."""
    if shift:
        return ()
    return (rule("dr.cue.strong", Cheapest("x", max_level=3), HCP(19), label=S("doubler_cue_strong"), forcing=True),)


def _partner_cue_bid(view: AuctionView, b) -> bool:
    """Advancer's last bid was in their suit (the cue bid) rather than a suit or no trump of his own."""
    return "y" not in b and strain_of(view.calls[-2]) == b["x"]


#: The doubler's cue bids of their suit (22+, and 19+ without a natural rebid).
STRONG_CUES = frozenset({"dr.cue", "dr.cue.strong"})


def after_strong_doubler_cue(view: AuctionView) -> dict[str, str] | None:
    """1x – X – P – advancer's answer – P – my cue bid – P – advancer's suit – P. Binds x and y."""
    seq = view.seq
    # The cue bid reads as ``dr.cue`` (its first rule) whichever of the two made it, so both are accepted.
    if len(view.calls) < 4 or view.my_last_rule not in STRONG_CUES or view.calls[-1] != "P":
        return None
    x, y = strain_of(seq[0]), strain_of(view.calls[-2]) if is_bid(view.calls[-2]) else "NT"
    return None if y in ("NT", x) else {"x": x, "y": y}


def _advancer_rebid_y(view: AuctionView, b) -> bool:
    """Advancer named ``y`` a second time after the cue bid: five cards or more."""
    return sum(1 for i, c in enumerate(view.calls) if view.relation(i) == PARTNER and strain_of(c) == b["y"]) >= 2


def doubler_after_strong_cue() -> tuple:
    """The strong doubler's third call: game in advancer's major with three trumps, else no trump (common practice)."""
    # Advancer's 0-8 and a known fit: 19+ HCP and an eight-card major fit play in game, not a partscore.
    return (
        rule("drs.game.M", "4y", Len("y", 3), AuctionCheck(lambda v, b: b["y"] in "SH" and _advancer_rebid_y(v, b)),
             label=L("game")),
        rule("drs.raise.M", Cheapest("y", max_level=3), Len("y", 4),
             SuitIn("y", "SH"), label=L("raise")),
        rule("drs.nt", Cheapest("NT", max_level=3), Stopper("x"), label=L("to_play")),
    )


def after_partners_strong_cue(view: AuctionView) -> dict[str, str] | None:
    """1x – X – P – my suit – P – partner's cue bid of x – P: advancer's second call. Binds x and y (my suit)."""
    if len(view.calls) < 7 or view.calls[-1] != "P" or view.partner_rule not in STRONG_CUES:
        return None
    mine = [c for i, c in enumerate(view.calls) if view.relation(i) == ME and is_bid(c)]
    x, y = strain_of(view.seq[0]), strain_of(mine[-1]) if mine else "NT"
    return None if y in ("NT", x) else {"x": x, "y": y}


def _unbid(view: AuctionView, b) -> bool:
    """Suit ``n`` has not been named yet."""
    return b["n"] not in view.bid_suits


def advancer_after_strong_cue() -> tuple:
    """Advancer's minimum (0–6 HCP) over the doubler's cue bid, which reads 19+ whichever rule made it."""
    # The cue bid is 22+ (dr.cue) or 19+ without a natural rebid (dr.cue.strong); the explanation holds both, so
    # advancer counts the doubler at 19, not at the 22 the general rules guess, and a 0–6 answer is the cheapest
    # natural call, not game (issue #27: 1♦ X P 1♥ P 2♦ P with 4 HCP bid 3NT). Common practice: a five-card suit
    # again, a stopper in their suit (the strong cue has none) or a new four-card suit. Not a four-card (or forced
    # three-card) suit again: the doubler reads that as five and raises to game on a 4-3 (random deals, seed
    # 9100). The rest, and 7+ HCP (19 + 7 is game), go on to the general rules.
    low = HCP(0, 6)
    return (
        rule("adv.sc.own5", Cheapest("y", max_level=3), Len("y", 5), low, label=S("advance_strong_cue_minimum")),
        rule("adv.sc.nt", Cheapest("NT", max_level=2), Stopper("x"), low, label=S("advance_strong_cue_minimum")),
        rule("adv.sc.new", Cheapest("n", max_level=2), Len("n", 4), low, AuctionCheck(_unbid, var_names=("n",)),
             label=S("advance_strong_cue_minimum")),
    )


#: The doubler's second call (direct, balancing, after their bid).
DOUBLER_REBIDS: tuple[Block, ...] = (
    block("s.dbl.rebid", When(doubler_rebid, "the doubler's second call"), *doubler_rebids()),
    block("s.dbl.rebid.bal", When(lambda v: doubler_rebid(v, True), "the balancing doubler's second call"),
          *doubler_rebids(3)),
    block("s.dbl.rebid.c", When(doubler_rebid_contested, "the doubler's second call after their bid"),
          *doubler_rebids_contested()),
    block("s.dbl.cue.next", When(after_strong_doubler_cue, "the strong doubler's call after his cue bid"),
          *doubler_after_strong_cue(), closed=False),
    block("s.adv.cue.next", When(after_partners_strong_cue, "advancer's call after the doubler's cue bid"),
          *advancer_after_strong_cue(), closed=False),
)
