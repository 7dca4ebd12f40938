"""Overcalls and their advances (cue raises, 1NT overcalls, the overcaller's rebids)."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_checks import after_nt_overcall, is_major, partner_cue_raised_me
from cardlearn.ai.bridge.auction_view import (
    ME,
    AuctionView,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import AllOf, NotBidYet, SuitIn, SuitNotIn, SuitsDiffer
from cardlearn.ai.bridge.conditions import (
    HCP,
    AnyOf,
    AuctionCheck,
    Balanced,
    Check,
    Len,
    Points,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.hand_checks import Losers
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sections.notrump_conventions import ov_transfer_target


def _nt_overcall_shift(view: AuctionView) -> int:
    """A balancing 1NT holds about three points less than a direct one (15–18)."""
    return 3 if len(view.seq) == 5 else 0


def advance_nt_overcall() -> tuple:
    """Systems on over partner's 1NT overcall (common practice): Stayman, natural invitations and games."""
    def invite(lo_direct: int) -> Check:
        return Check(lambda h, v, b: h.hcp >= lo_direct + _nt_overcall_shift(v), "invitational values")

    def game(v: AuctionView) -> int:
        return 9 + _nt_overcall_shift(v)

    def band(lo: int, hi: int = 40) -> Check:
        return Check(lambda h, v, b: lo <= h.hcp - _nt_overcall_shift(v) <= hi, f"{lo}+ HCP opposite 15–18")

    return (
        rule("a1n.stayman", Cheapest("C", max_level=2), Check(lambda h, v, b: h.lengths["H"] >= 4 or h.lengths["S"] >= 4,
                                                             "a four-card major"),
             invite(7), SuitNotIn("x", "C"), label=S("stayman_overcall"), forcing=True),
        rule("a1n.4M", "4t", Len("t", 6), Check(lambda h, v, b: h.hcp >= game(v) - 1, "game values"),
             AllOf((SuitIn("t", "SH"), SuitsDiffer("t", "x", ("t",)),)), label=S("game")),
        # The booklet's no-trump slam figures hold opposite the overcall too (systems on, common practice): 4NT
        # invites 6NT a point or two short of 33 together, 6NT is bid with them (the ``g.quant.4nt`` prefix has
        # the overcaller answer it as any quantitative 4NT).
        rule("a1n.6nt", "6NT", band(18), label="ai_bridge.label.slam"),
        rule("g.quant.4nt.ov", "4NT", band(16, 17), label="ai_bridge.label.quantitative"),
        rule("a1n.3nt", "3NT", Check(lambda h, v, b: h.hcp >= game(v), "game values"), label=S("nt_game")),
        rule("a1n.2nt", "2NT", invite(7), label=S("nt_invite_plain")),
        rule("a1n.weak", Cheapest("t", max_level=2), Len("t", 5),
             # 2♦ and 2♥ are transfers (sections.notrump) unless they would name the opponents' suit.
             AuctionCheck(lambda v, b: b["t"] != b["x"] and ov_transfer_target(b["t"], b["x"]) is None,
                          var_names=("t",)), label=S("to_play_weak_suit")),
        rule("a1n.pass", "P", label=S("pass_weak")),
    )


def nt_overcaller_stayman(view: AuctionView) -> bool:
    """Partner used Stayman over my 1NT overcall and RHO passed."""
    n = len(view.calls)
    return n >= 2 and view.partner_rule == "a1n.stayman" and view.calls[-1] == "P"


_CUE_RAISE = "cr.cue.raise"
_MINOR_CUE_RAISE = "cr.cue.raise.m"


def _partner_cue_raised(view: AuctionView) -> dict[str, str] | None:
    """1x (y) cue (P): I opened, partner cue-bid their suit as a raise, RHO passed. Binds x (my major)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != _CUE_RAISE or len(view.seq) != 4:
        return None
    return {"x": strain_of(view.seq[0])}


def partner_cue_raised_minor(view: AuctionView) -> dict[str, str] | None:
    """1m (y) cue (P): I opened a minor, partner cue-bid their suit as a limit raise of it. Binds x and y."""
    if len(view.seq) != 4 or view.calls[-1] != "P" or view.partner_rule != _MINOR_CUE_RAISE:
        return None
    return {"x": strain_of(view.seq[0]), "y": strain_of(view.seq[1])}


def partner_invited_in_notrump(view: AuctionView) -> dict[str, str] | None:
    """1x (y) 2NT (P): partner's natural 2NT over their overcall (11–12, a stopper), RHO passed. Binds x."""
    if len(view.seq) != 4 or view.calls[-1] != "P" or view.partner_rule != "cr.2nt":
        return None
    return {"x": strain_of(view.seq[0])}


def _opener_signed_off(view: AuctionView) -> dict[str, str] | None:
    """1x (y) cue (P) 3x (P): my cue raise, opener's minimum. Binds x."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.my_last_rule not in (_CUE_RAISE, _MINOR_CUE_RAISE) \
            or view.partner_rule not in ("ocr.min", "ocm.min"):
        return None
    return {"x": strain_of(view.seq[0])}


def cue_raise_blocks() -> list[Block]:
    """Opener's answer to responder's invitations over their overcall (the cue-bid raise, 2NT), then responder's
    pass of the minimum (common ACBL practice: the minor cue raise asks for 3NT with their suit stopped, else three
    of the minor, or five with a hand worth game; 2NT is accepted with 14+ HCP, 26 together)."""
    return [
        block("s.ocr", When(_partner_cue_raised, "partner's cue-bid raise of my major"),
              rule("ocr.game", "4x", AnyOf((Points(15, trump="x"), Losers(6))), label=L("accept_invite")),
              rule("ocr.min", Cheapest("x", max_level=3), label=S("cue_raise_minimum"))),
        block("s.ocm", When(partner_cue_raised_minor, "partner's cue-bid raise of my minor"),
              rule("ocm.3nt", "3NT", HCP(14), Stopper("y"), label=L("to_play")),
              rule("ocm.game", "5x", Losers(5), label=L("game")),
              rule("ocm.min", Cheapest("x", max_level=3), label=S("cue_raise_minor_minimum"))),
        block("s.ocn", When(partner_invited_in_notrump, "partner's 2NT over their overcall"),
              rule("ocn.3nt", "3NT", HCP(14), label=L("accept_invite")),
              rule("ocn.own", Cheapest("x", max_level=3), Len("x", 6), label=L("rebid_suit")),
              rule("ocn.pass", "P", label=S("decline_invite"))),
        # The limit raise passes opener's minimum. The same cue bid is responder's game force without a natural
        # call (cr.cue, 13+): that hand bids game with three trumps, or goes on to the general rules (3NT...).
        block("s.ocr.next", When(_opener_signed_off, "opener's minimum over my cue-bid raise"),
              rule("ocrn.game", "4x", Len("x", 3), HCP(13), label=L("game")),
              rule("ocrn.pass", "P", HCP(0, 12), label=L("no_bid_now")), closed=False),
    ]


def _partner_invited_my_overcall(view: AuctionView) -> dict[str, str] | None:
    """I overcalled 1NT, partner invited with a natural 2NT, RHO passed."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.partner_rule != "a1n.2nt":
        return None
    mine = [i for i in range(n) if view.relation(i) == ME and view.calls[i] != "P"]
    return {} if len(mine) == 1 and view.rule_of(mine[0]) == "ov.1nt" else None


def _top_of_range(hand: HandEval, view: AuctionView, b: object) -> bool:
    balancing = len(view.seq) >= 3 and view.seq[1:3] == ("P", "P")
    return hand.hcp >= (14 if balancing else 17)


def nt_overcall_rebid_blocks() -> list[Block]:
    """3NT at the top of the overcall's range, pass below it."""
    return [
        block("s.ov1nt.inv", When(_partner_invited_my_overcall, "partner's 2NT over my 1NT overcall"),
              rule("o1n.3nt", "3NT", Check(_top_of_range, "the top of the 1NT overcall's range"),
                   label=L("accept_invite")),
              rule("o1n.pass", "P", label=L("no_bid_now"))),
    ]


#: The natural suit overcalls, direct or balancing (not the jump overcalls, 1NT or the two-suiters).
SIMPLE_OVERCALLS = ("ov.1M", "ov.1", "ov.2", "ov.2.six", "ov.six", "ov.bal.1")
#: Advancer's natural answers the overcaller bids on over (the cue-bid raise has its own block).
_ADVANCES = ("advo.raise", "advo.jump.pre", "advo.limit", "advo.new", "advo.new1", "advo.1nt", "advo.2nt")


def _advanced_my_overcall(view: AuctionView) -> dict[str, str] | None:
    """I overcalled in a suit, LHO passed, partner advanced naturally, RHO passed: binds y (mine), x, a (his)."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.calls[n - 3] != "P":
        return None
    if view.partner_rule not in _ADVANCES or view.my_last_rule not in SIMPLE_OVERCALLS:
        return None
    b = {"y": strain_of(view.calls[n - 4]), "x": strain_of(view.seq[0])}
    if view.partner_rule in ("advo.new", "advo.new1"):
        b["a"] = strain_of(view.calls[-2])
    return b


def _after(*rule_ids: str) -> AuctionCheck:
    """Partner's advance was one of ``rule_ids``."""
    return AuctionCheck(lambda v, b: v.partner_rule in rule_ids, "partner's advance")


def _after_raise() -> tuple:
    # Opposite a single raise (6–10) game wants about 17 points; 15–16 invite with three of the suit.
    raised = _after("advo.raise", "advo.limit")
    return (
        rule("ovr.raise.game", "4y", Points(17), is_major("y"), raised, label=L("game")),
        rule("ovr.raise.accept", "4y", Points(14), is_major("y"), _after("advo.limit"),
             label=L("accept_invite")),
        rule("ovr.raise.3nt", "3NT", HCP(16), Balanced(), Stopper("x"), raised, label=L("to_play")),
        rule("ovr.raise.inv", Cheapest("y", max_level=3), Points(15, 16), _after("advo.raise"),
             label=L("invite")),
        # The pre-emptive jump raise shows four trumps and little: only a maximum with shape goes on.
        rule("ovr.pre.game", "4y", Points(17), is_major("y"), _after("advo.jump.pre"), label=L("game")),
    )


def _after_new_suit() -> tuple:
    # Partner's new suit is not forcing (SAYC booklet): a minimum without a fit or a long suit passes.
    new = _after("advo.new", "advo.new1")
    return (
        rule("ovr.new.raise", Cheapest("a", max_level=3), Len("a", 3), HCP(11), new, label=L("raise")),
        rule("ovr.new.own", Cheapest("y", max_level=3), Len("y", 6), new, label=L("rebid_suit")),
        rule("ovr.new.nt", Cheapest("NT", max_level=2), HCP(14), Stopper("x"), new, label=L("invite")),
        # The top of the overcall (15–16) with a second suit and no fit shows it rather than pass a part score.
        rule("ovr.new.second", Cheapest("z", max_level=3), Len("z", 4), HCP(15), new,
             NotBidYet("z"), label=L("second_suit")),
    )


def _after_notrump() -> tuple:
    # 1NT shows 8–11 with a stopper, 2NT 12–14 (invitational): the overcaller adds up to game or stops.
    one, two = _after("advo.1nt"), _after("advo.2nt")
    return (
        rule("ovr.1nt.game", "4y", Len("y", 6), Points(17), is_major("y"), one, label=L("game")),
        rule("ovr.1nt.3nt", "3NT", HCP(16), one, label=L("to_play")),
        rule("ovr.1nt.2nt", "2NT", HCP(14, 15), Balanced(), one, label=L("invite")),
        rule("ovr.1nt.own", Cheapest("y", max_level=2), Len("y", 6), one, label=L("rebid_suit")),
        rule("ovr.2nt.game", "4y", Len("y", 6), HCP(10), is_major("y"), two, label=L("accept_invite")),
        rule("ovr.2nt.3nt", "3NT", HCP(11), two, label=L("accept_invite")),
        rule("ovr.2nt.own", Cheapest("y", max_level=3), Len("y", 6), two, label=L("rebid_suit")),
    )


def _overcaller_invited(view: AuctionView) -> dict[str, str] | None:
    """Partner overcalled, I raised once, partner invited in his suit (``ovr.raise.inv``), RHO passed: binds y."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "ovr.raise.inv":
        return None
    return {"y": strain_of(view.calls[-2])}


def _cue_raiser_after_minimum(view: AuctionView) -> dict[str, str] | None:
    """I cue-bid a raise of partner's overcall, he rebid his suit at the cheapest level (a minimum): binds y, x."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.my_last_rule != "advo.cue" or view.partner_rule != "ovc.min":
        return None
    return {"y": strain_of(view.calls[-2]), "x": strain_of(view.seq[0])}


def overcall_rebid_blocks() -> list[Block]:
    """The overcaller's rebid after a natural advance, and advancer's answer to his invitation."""
    return [
        block("ov.rebid", When(_advanced_my_overcall, "partner advanced my overcall"),
              *_after_raise(), *_after_new_suit(), *_after_notrump(),
              rule("ovr.pass", "P", label=L("minimum"))),
        # Advancer's single raise was 6–10: the top half (9–10, or 11 support points) accepts.
        block("ov.rebid.inv", When(_overcaller_invited, "partner invited game in his overcall suit"),
              rule("ovr.inv.accept", "4y", Points(9, trump="y"), is_major("y"), label=L("accept_invite")),
              rule("ovr.inv.pass", "P", label=L("minimum"))),
        # The cue bid showed a limit raise or better and partner has a minimum: game only with game values
        # opposite a minimum overcall (13+, common practice); a limit raise stops.
        block("ov.cue.next", When(_cue_raiser_after_minimum, "partner's minimum after my cue-bid raise"),
              rule("ovq.game", "4y", HCP(13), is_major("y"), label=L("game")),
              rule("ovq.3nt", "3NT", HCP(13), Stopper("x"), label=L("to_play")),
              rule("ovq.game.m", "5y", HCP(15), label=L("game")),
              rule("ovq.pass", "P", label=L("nothing_more"))),
    ]


#: The cue-bid raise of an overcall, and the 1NT overcaller's rebids.
CUE_RAISE_AND_1NT_REBIDS: tuple[Block, ...] = (
    *cue_raise_blocks(),
    *nt_overcall_rebid_blocks(),
)


#: The overcaller's rebids; advancing a 1NT overcall (Stayman).
REBIDS_AND_1NT_ADVANCES: tuple[Block, ...] = (
    *overcall_rebid_blocks(),
    block("s.ov1nt.adv", When(after_nt_overcall, "partner overcalled 1NT"), *advance_nt_overcall()),
    block("s.ov1nt.st", When(nt_overcaller_stayman, "Stayman after my 1NT overcall"),
          rule("ovst.h", Cheapest("H", max_level=2), Len("H", 4), label=S("stayman_reply_h")),
          rule("ovst.s", Cheapest("S", max_level=2), Len("S", 4), label=S("stayman_reply_s")),
          rule("ovst.d", Cheapest("D", max_level=2), label=S("stayman_reply_none"))),
)


#: The overcaller after partner's cue-bid raise.
CUE_RAISE_ANSWER: tuple[Block, ...] = (
    # Partner's cue bid raised my overcall: a minimum rebids the suit at the cheapest level, extras bid game.
    block("ov.cue.answer", When(partner_cue_raised_me, "partner's cue-bid raise of my overcall"),
          rule("ovc.game", "4y", HCP(14), is_major("y"), label=L("game")),
          rule("ovc.3nt", "3NT", HCP(14), Stopper("x"), label=L("to_play")),
          rule("ovc.min", Cheapest("y"), HCP(0, 13), label=L("minimum")),
          rule("ovc.own", Cheapest("y"), label=L("rebid_suit"))),
)
