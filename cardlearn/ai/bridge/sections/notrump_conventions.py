"""The booklet's no-trump conventions beyond Stayman and Jacoby: transfers after their overcall, super-accepts,
Texas, the 4NT continuations, 3NT openings, stolen-bid doubles, cue-bid Stayman and minor-suit Stayman."""
from __future__ import annotations

from dataclasses import replace

from cardlearn.ai.bridge.auction_checks import after_nt_overcall, stolen_bid_spot
from cardlearn.ai.bridge.auction_view import (
    AuctionView,
    bid_rank,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import (
    Honors,
    LengthOrder,
    NotBalanced,
    NotBidYet,
    SuitIn,
    SuitsDiffer,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    MEANING_ONLY,
    AnyOf,
    AuctionCheck,
    Check,
    Len,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import blackwood_ok
from cardlearn.ai.bridge.hand_checks import hearts_longer, spades_not_shorter
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule, with_id_prefix
from cardlearn.ai.bridge.sections.notrump import OV_TRANSFERS, running_minor
from cardlearn.ai.bridge.sections.nt_ladder import no_four_card_major, nt_system, texas_top


def _pass_before(view: AuctionView) -> bool:
    return bool(view.calls) and view.calls[-1] == "P"


# --- systems on over partner's 1NT overcall --------------------------------------------------------------


def ov_transfer_target(bid_suit: str, their_suit: str) -> str | None:
    """The major a 2♦/2♥ of the advancer transfers to over partner's 1NT overcall, or None when it is natural.

    Systems on (common practice): 2♦ → ♥ and 2♥ → ♠, unless the target is the opponents' suit.
    """
    target = {"D": "H", "H": "S"}.get(bid_suit)
    return target if target is not None and target != their_suit else None


def _ov_shift(view: AuctionView) -> int:
    """Three points less for a balancing 1NT overcall (seq ``1x P P 1NT``) than for a direct one."""
    return 3 if view.seq[1] == "P" else 0


def _ov_max(hand: HandEval, view: AuctionView, b) -> bool:
    """The top of the 1NT overcall's range (17–18 direct, 14–15 balancing)."""
    return hand.hcp >= 17 - _ov_shift(view)


def _ov_game(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.hcp >= 9 + _ov_shift(view)


def _ov_invite(hand: HandEval, view: AuctionView, b) -> bool:
    return 7 + _ov_shift(view) <= hand.hcp < 9 + _ov_shift(view)


def _ov_invite_or_more(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.hcp >= 7 + _ov_shift(view)


def _transfer_asked(view: AuctionView) -> dict[str, str] | None:
    """Partner transferred over my 1NT overcall and RHO passed: binds t (the major)."""
    target = OV_TRANSFERS.get(view.partner_rule)
    return {"t": target} if target and _pass_before(view) else None


def _after_ov_completion(view: AuctionView) -> dict[str, str] | None:
    """My transfer over partner's 1NT overcall was completed."""
    target = OV_TRANSFERS.get(view.my_last_rule)
    return {"t": target} if target and view.partner_rule == "nt2.ovc.complete" and _pass_before(view) else None


def _advancer_rebid(view: AuctionView) -> dict[str, str] | None:
    """The overcaller after the advancer's rebid over the completed transfer: binds t."""
    target = OV_TRANSFERS.get(view.partner_previous_rule)
    if not target or view.my_last_rule != "nt2.ovc.complete" or not _pass_before(view):
        return None
    return {"t": target}


def _super_accepted(view: AuctionView) -> dict[str, str] | None:
    """Partner super-accepted my transfer (jump to 3M or another three-level bid): binds t."""
    rule_id = view.partner_rule
    if rule_id not in ("nt2.ovc.super", "nt2.super_new") or not _pass_before(view):
        return None
    asked = view.my_last_rule
    target = OV_TRANSFERS.get(asked) or {"1NT.transfer_h": "H", "1NT.transfer_s": "S"}.get(asked)
    return {"t": target} if target else None


def _max_hidden() -> Check:
    return Check(_ov_max, "a maximum")


def _below_major(view: AuctionView, b) -> bool:
    return b["z"] != b["t"] and bid_rank(f"3{b['z']}") < bid_rank(f"3{b['t']}")


def _overcall_blocks() -> list[Block]:
    def rebid(rule_id: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: v.partner_rule == rule_id, rule_id)

    return [
        block("nt2.ov.adv", When(after_nt_overcall, "partner overcalled 1NT"),
              rule("nt2.ov.tr_h", "2D", Len("H", 5), Check(hearts_longer),
                   AuctionCheck(lambda v, b: ov_transfer_target("D", b["x"]) == "H"), label=S("nt2_ov_transfer_h"), forcing=True),
              rule("nt2.ov.tr_s", "2H", Len("S", 5), Check(spades_not_shorter),
                   AuctionCheck(lambda v, b: ov_transfer_target("H", b["x"]) == "S"), label=S("nt2_ov_transfer_s"), forcing=True),
              # Over their 1♣ the cue bid 2♣ is Stayman too (the same id: the overcaller answers it alike).
              rule("a1n.stayman", "2C", AnyOf((Len("H", 4), Len("S", 4))), Check(_ov_invite_or_more, "invitational values"),
                   SuitIn("x", "C"), label=S("stayman_overcall"), forcing=True),
              closed=False),
        block("nt2.ov.complete", When(_transfer_asked, "partner transferred over my 1NT overcall"),
              rule("nt2.ovc.super", "3t", Len("t", 4), _max_hidden(), label=S("nt2_super_accept")),
              rule("nt2.super_new", "3z", Len("t", 4), MEANING_ONLY,
                   AuctionCheck(_below_major, var_names=("z",)), label=S("nt2_super_accept_other"), forcing=True),
              rule("nt2.ovc.complete", Cheapest("t", max_level=2), label=L("complete_transfer"))),
        block("nt2.ov.next", When(_after_ov_completion, "the overcaller completed my transfer"),
              rule("nt2.ov.4", "4t", Len("t", 6), Check(_ov_game, "game values"), label=S("game")),
              rule("nt2.ov.new", Cheapest("n", max_level=3), Len("n", 4), Len("t", 5), Check(_ov_game, "game values"),
                   NotBalanced(),
                   NotBidYet("n"),
                   label=S("after_transfer_new_suit"), forcing=True),
              rule("nt2.ov.3nt", "3NT", Len("t", 5, 5), Check(_ov_game, "game values"), label=L("choice_of_games")),
              rule("nt2.ov.3", "3t", Len("t", 6), Check(_ov_invite, "invitational values"), label=L("invite")),
              rule("nt2.ov.2nt", "2NT", Len("t", 5, 5), Check(_ov_invite, "invitational values"), label=L("invite")),
              rule("nt2.ov.pass", "P", label=L("to_play"))),
        block("nt2.ov.answer", When(_advancer_rebid, "the advancer's rebid after the transfer"),
              # After 2NT (invitation, five cards): game in the major with a fit, in no trump without.
              rule("nt2.ova.4", "4t", Len("t", 3), _max_hidden(), rebid("nt2.ov.2nt"), label=L("game")),
              rule("nt2.ova.3", "3t", Len("t", 3), rebid("nt2.ov.2nt"), label=L("minimum")),
              rule("nt2.ova.3nt", "3NT", _max_hidden(), rebid("nt2.ov.2nt"), label=L("accept_invite")),
              rule("nt2.ova.pass2", "P", rebid("nt2.ov.2nt"), label=L("minimum")),
              # After 3M (invitation, six cards): game with a maximum.
              rule("nt2.ova.acc", "4t", _max_hidden(), rebid("nt2.ov.3"), label=L("accept_invite")),
              # After 3NT (choice of games): the major with three-card support.
              rule("nt2.ova.fit", "4t", Len("t", 3), rebid("nt2.ov.3nt"), label=L("game")),
              # After a new suit (game forcing): the major with support, otherwise no trump.
              rule("nt2.ova.new.fit", "4t", Len("t", 3), rebid("nt2.ov.new"), label=L("game")),
              rule("nt2.ova.new.nt", "3NT", rebid("nt2.ov.new"), label=S("nt_game")),
              rule("nt2.ova.pass", "P", label=L("to_play"))),
        block("nt2.super.next", When(_super_accepted, "partner super-accepted my transfer"),
              rule("nt2.sup.game", "4t", HCP(4), label=S("game")),
              rule("nt2.sup.back", "3t", label=L("to_play")),
              rule("nt2.sup.pass", "P", label=L("to_play"))),
    ]


_OV_STAYMAN_REPLIES = {"ovst.h": "H", "ovst.s": "S", "ovst.d": "D"}


def _ov_stayman_answered(view: AuctionView) -> dict[str, str] | None:
    """The advancer after the overcaller's answer to Stayman: binds r (the suit shown, D for none)."""
    reply = _OV_STAYMAN_REPLIES.get(view.partner_rule)
    return {"r": reply} if reply and view.my_last_rule == "a1n.stayman" and _pass_before(view) else None


def _ov_stayman_invited(view: AuctionView) -> dict[str, str] | None:
    """The overcaller after the advancer's invitation over his Stayman answer: binds r (the suit he showed)."""
    reply = _OV_STAYMAN_REPLIES.get(view.my_last_rule)
    if not reply or view.partner_previous_rule != "a1n.stayman" or not _pass_before(view):
        return None
    return {"r": reply}


def _ov_stayman_blocks() -> list[Block]:
    """After Stayman over partner's 1NT overcall: raise or bid no trump, to invite or for game, as over 1NT."""
    def fit(h: HandEval, v: AuctionView, b) -> bool:
        return b["r"] in "HS" and h.lengths[b["r"]] >= 4

    def invited(rule_id: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: v.partner_rule == rule_id, rule_id)

    other = {"H": "S", "S": "H"}
    return [
        block("nt2.ovst.next", When(_ov_stayman_answered, "the overcaller answered my Stayman"),
              rule("nt2.ovst.4", "4r", Check(fit, "four-card support"), Check(_ov_game, "game values"),
                   label=S("game")),
              rule("nt2.ovst.3", "3r", Check(fit, "four-card support"), Check(_ov_invite, "invitational values"),
                   label=L("invite")),
              rule("nt2.ovst.3nt", "3NT", Check(_ov_game, "game values"), label=S("nt_game")),
              rule("nt2.ovst.2nt", "2NT", Check(_ov_invite, "invitational values"), label=L("invite")),
              rule("nt2.ovst.pass", "P", label=L("to_play"))),
        block("nt2.ovst.answer", When(_ov_stayman_invited, "the advancer invited after Stayman"),
              rule("nt2.ovst.acc", "4r", _max_hidden(), invited("nt2.ovst.3"), label=L("accept_invite")),
              # 2NT after hearts denies four hearts, so the Stayman bidder holds four spades.
              rule("nt2.ovst.4o", "4S", Len("S", 4), _max_hidden(), SuitIn("r", "H"),
                   invited("nt2.ovst.2nt"), label=L("game")),
              rule("nt2.ovst.3o", "3S", Len("S", 4), SuitIn("r", "H"),
                   invited("nt2.ovst.2nt"), label=L("to_play")),
              rule("nt2.ovst.3nt.acc", "3NT", _max_hidden(), invited("nt2.ovst.2nt"), label=L("accept_invite")),
              rule("nt2.ovst.4.fit", "4t", Len("t", 4), AuctionCheck(
                  lambda v, b: v.partner_rule == "nt2.ovst.3nt" and b["r"] in other and b["t"] == other[b["r"]],
                  var_names=("t",)), label=L("game")),
              rule("nt2.ovst.min", "P", label=L("minimum"))),
    ]


def _super_accept_other() -> list[Block]:
    """Opener's other three-level bid below the major after a Jacoby transfer over 1NT: a super-accept (common
    practice)."""
    def asked(ask: str, target: str):
        pattern = Seq(f"1NT - {ask} P")
        return lambda v: {"t": target} if pattern.match(v) is not None else None

    return [block(block_id, When(asked(ask, t), "opener after the transfer"),
                  rule("nt2.super_new", "3z", Len("t", 4), MEANING_ONLY,
                       AuctionCheck(_below_major, var_names=("z",)), label=S("nt2_super_accept_other"), forcing=True),
                  closed=False)
            for block_id, ask, t in (("nt2.1NT.super.H", "2D", "H"), ("nt2.1NT.super.S", "2H", "S"))]


# --- Texas transfers and the 2♣–2♦–2NT / 3NT continuations -----------------------------------------------


def _texas(start: str, level: int, lo: int, ids: tuple[str, str, str, str, str]) -> list[Block]:
    """Texas over ``start`` (a no-trump bid by partner showing ``lo``–``lo + 2``), its completion and the pass.

    ``ids``: the blocks of the Texas bid, then of its completion and the next call, for hearts then spades.
    """
    top = texas_top(level, lo)
    game = max(0, (26 if level == 1 else 25) - (lo + 1))
    rho = "-" if start == "1NT" else "P"
    blocks = [block(ids[0], Seq(f"{start} {rho}"),
                    rule("nt2.texas_h", "4D", Len("H", 6), HCP(game, top), Check(hearts_longer),
                         label=S("nt2_texas_h"), forcing=True),
                    rule("nt2.texas_s", "4H", Len("S", 6), HCP(game, top), Check(spades_not_shorter),
                         label=S("nt2_texas_s"), forcing=True),
                    closed=False)]
    for ask, suit, (completion_id, next_id) in (("4D", "H", ids[1:3]), ("4H", "S", ids[3:5])):
        # A double of the Texas bid changes nothing: opener still completes.
        blocks.append(block(completion_id, Seq(f"{start} {rho} {ask} -"),
                            rule("nt2.texas.complete", f"4{suit}", label=S("nt2_texas_complete"))))
        blocks.append(block(next_id, Seq(f"{start} {rho} {ask} P 4{suit} P"),
                            rule("nt2.texas.slam", f"6{suit}", HCP(33 - (lo + 1)), label=L("slam")),
                            rule("nt2.texas.pass", "P", label=L("to_play"))))
    return blocks


def _transfer_4nt(start: str, level: int, lo: int, ids: tuple[str, str, str, str]) -> list[Block]:
    """After a Jacoby transfer, 4NT is quantitative with a five-card major; opener picks 6M, 6NT or passes.

    ``ids``: the blocks of the 4NT bid and of opener's answer, for hearts then spades.
    """
    mid = lo + 1
    rho = "-" if start == "1NT" else "P"
    ask = {"H": f"{level + 1}D", "S": f"{level + 1}H"}
    blocks = []
    for suit, (bid_id, answer_id) in (("H", ids[0:2]), ("S", ids[2:4])):
        after = f"{start} {rho} {ask[suit]} P {level + 1}{suit} P"
        blocks += [
            block(bid_id, Seq(after),
                  rule("nt2.tr.4nt", "4NT", Len(suit, 5, 5), HCP(32 - mid, 33 - mid), label=S("nt2_transfer_4nt")),
                  closed=False),
            block(answer_id, Seq(f"{after} 4NT P"),
                  rule("nt2.tr4nt.6m", f"6{suit}", Len(suit, 3), HCP(mid), label=L("slam")),
                  rule("nt2.tr4nt.6nt", "6NT", HCP(mid), label=L("accept_invite")),
                  rule("nt2.tr4nt.5m", f"5{suit}", Len(suit, 3), label=L("minimum")),
                  rule("nt2.tr4nt.pass", "P", label=L("minimum"))),
        ]
    return blocks


def _after_jacoby_game(view: AuctionView) -> dict[str, str] | None:
    """Partner transferred, I completed, partner jumped to game in the major (mild slam interest)."""
    rule_id = view.partner_rule
    if not rule_id.endswith(".tr.4") or not _pass_before(view):
        return None
    return {"t": strain_of(view.calls[-2])}


def _two_club_nt() -> list[Block]:
    """After 2♣–2♦–2NT (22–24) the system is on as over a 2NT opening; over 2♣–2♦–3NT (25–27) transfers."""
    out = []
    for blk in nt_system(2, 22):
        assert isinstance(blk.context, Seq)
        out.append(replace(with_id_prefix(blk, "", "2c."),
                           context=Seq(f"2C P 2D P {blk.context.pattern}", when=blk.context.when)))
    return out


def _three_nt_transfers() -> list[Block]:
    """2♣–2♦–3NT (25–27): the answers to a 25–27 no trump (see :func:`nt_25_27_blocks`)."""
    return nt_25_27_blocks("2C P 2D P 3NT P", ("nt2.3nt.resp", "nt2.3nt.4nt", "nt2.3nt.H", "nt2.3nt.H.next",
                                               "nt2.3nt.S", "nt2.3nt.S.next"))


def three_nt_opening_blocks() -> list[Block]:
    """The 3NT opening (SAYC booklet: 25–27, balanced): answered as 2♣–2♦–3NT."""
    return nt_25_27_blocks("3NT P", ("open3nt.resp", "open3nt.4nt", "open3nt.H", "open3nt.H.next", "open3nt.S",
                                     "open3nt.S.next"))


def nt_25_27_blocks(start: str, ids: tuple[str, str, str, str, str, str]) -> list[Block]:
    """After a 25–27 no trump (``start``): 4♦/4♥ transfer to a six-card major (opener completes); slam with 7+ HCP.

    ``ids``: the blocks of responder's call and of opener's answer to 4NT, then of the Texas completion and the
    next call, for hearts then spades.
    """
    blocks = [block(ids[0], Seq(start),
                    rule("nt2.texas_h", "4D", Len("H", 6), Check(hearts_longer), label=S("nt2_texas_h"), forcing=True),
                    rule("nt2.texas_s", "4H", Len("S", 6), Check(spades_not_shorter), label=S("nt2_texas_s"), forcing=True),
                    # 25–27 opposite: 6NT with 7+ (33 together), 4NT invites it with 5–6.
                    rule("nt2.3nt.7nt", "7NT", HCP(11), label=L("grand_slam")),
                    rule("nt2.3nt.6nt", "6NT", HCP(7, 10), label=L("slam")),
                    rule("nt2.3nt.4nt", "4NT", HCP(5, 6), label=L("quantitative")),
                    rule("nt2.3nt.pass", "P", HCP(0, 4), label=L("to_play"))),
              block(ids[1], Seq(f"{start} 4NT P"),
                    rule("nt2.3nt.4nt.acc", "6NT", HCP(26), label=L("accept_invite")),
                    rule("nt2.3nt.4nt.min", "P", label=L("minimum")))]
    for ask, suit, (completion_id, next_id) in (("4D", "H", ids[2:4]), ("4H", "S", ids[4:6])):
        blocks.append(block(completion_id, Seq(f"{start} {ask} P"),
                            rule("nt2.texas.complete", f"4{suit}", label=S("nt2_texas_complete"))))
        blocks.append(block(next_id, Seq(f"{start} {ask} P 4{suit} P"),
                            rule("nt2.texas.slam", f"6{suit}", HCP(7), label=L("slam")),
                            rule("nt2.texas.pass", "P", label=L("to_play"))))
    return blocks


# --- the stolen-bid double ----------------------------------------------------------------------------




def _stolen_bid() -> list[Block]:
    """Their 3♣ over our 2NT took responder's Stayman: double is Stayman (common practice; over 1NT the cue bid is)."""
    blocks: list[Block] = []
    blocks.append(block("nt2.stolen.2NT.3nt", Seq("2NT 3C X P 3NT P", when=lambda v, b: v.my_last_rule == "nt2.stolen"),
                        rule("nt2.stolen.6nt", "6NT", HCP(13), label=L("slam")),
                        rule("nt2.stolen.pass", "P", label=L("to_play"))))
    for nt, club, game, lo in (("2NT", "3C", 4, 20),):  # common practice: over 1NT the cue bid is Stayman
        level = int(club[0])
        mid = lo + 1
        blocks += [
            block("nt2.stolen.2NT", Seq(f"{nt} {club}"),
                  # With one five-card major and no four-card one, the natural forcing 3M says more.
                  rule("nt2.stolen", "X", AnyOf((Len("H", 4), Len("S", 4))), HCP(game),
                       Check(lambda h, v, b: 4 in (h.lengths["H"], h.lengths["S"]), "a four-card major"),
                       label=S("nt2_stolen_bid"), forcing=True),
                  closed=False),
            block("nt2.stolen.2NT.reply", Seq(f"{nt} {club} X P",
                                                when=lambda v, b: v.partner_rule == "nt2.stolen"),
                  rule("nt2.stolen.h", f"{level}H", Len("H", 4), label=S("stayman_reply_h")),
                  rule("nt2.stolen.s", f"{level}S", Len("S", 4), label=S("stayman_reply_s")),
                  rule("nt2.stolen.none", "2D" if level == 2 else "3NT", label=S("stayman_reply_none"))),
            block("nt2.stolen.2NT.next", Seq(f"{nt} {club} X P #t P",
                                               when=lambda v, b: v.my_last_rule == "nt2.stolen"),
                  rule("nt2.stolen.6", "6t", Len("t", 4), HCP(33 - mid),
                       SuitIn("t", "HS"), label=L("slam")),
                  rule("nt2.stolen.4", "4t", Len("t", 4), SuitIn("t", "HS"),
                       label=S("game")),
                  rule("nt2.stolen.6nt", "6NT", HCP(34 - mid), label=L("slam")),
                  rule("nt2.stolen.3nt", "3NT", label=S("nt_game"))),
        ]
    return blocks


def _cue_answer(view: AuctionView) -> dict[str, str] | None:
    """Opener after responder's cue-bid Stayman over their overcall: binds y (their suit)."""
    if view.partner_rule != "nt2.cue" or not _pass_before(view):
        return None
    return {"y": strain_of(view.seq[1])}


def _cue_next(view: AuctionView) -> dict[str, str] | None:
    """Responder after opener's answer to the cue-bid Stayman: binds r (opener's answer strain)."""
    if view.my_last_rule != "nt2.cue" or not _pass_before(view):
        return None
    return {"r": strain_of(view.calls[-2])}


def _cue_bid_stayman() -> list[Block]:
    """SAYC booklet: after their overcall of our 1NT, Stayman and transfers are off; the cue bid is Stayman, game forcing."""
    def open_major(suit: str) -> AuctionCheck:
        return AuctionCheck(lambda v, b: b["y"] != suit, f"not their {suit}")

    return [
        # Their 2♣ too: the booklet makes every cue bid Stayman (no stolen-bid double over 1NT).
        block("nt2.cue", Seq("1NT #y", when=lambda v, b: v.seq[1][0] == "2"),
              rule("nt2.cue", "3y", AnyOf((Len("H", 4), Len("S", 4))), HCP(10),
                   Check(lambda h, v, b: any(h.lengths[m] == 4 and m != b["y"] for m in "HS"),
                         "a four-card major they did not bid"), label=S("nt2_cue_stayman"), forcing=True),
              closed=False),
        block("nt2.cue.answer", When(_cue_answer, "partner's cue-bid Stayman"),
              rule("nt2.cue.h", Cheapest("H", max_level=4), Len("H", 4), open_major("H"),
                   label=S("stayman_reply_h")),
              rule("nt2.cue.s", Cheapest("S", max_level=4), Len("S", 4), open_major("S"),
                   label=S("stayman_reply_s")),
              rule("nt2.cue.none", "3NT", label=S("stayman_reply_none"))),
        block("nt2.cue.next", When(_cue_next, "opener answered my cue-bid Stayman"),
              # The auction check first: after a 3NT answer r is "NT" and the length test must not run.
              rule("nt2.cue.4", "4r", AuctionCheck(lambda v, b: b["r"] in ("H", "S")), Len("r", 4), label=S("game")),
              rule("nt2.cue.3nt", "3NT", label=S("nt_game")),
              rule("nt2.cue.pass", "P", label=L("to_play"))),
    ]


def _nt_interference() -> list[Block]:
    """Their three-level overcall of our 1NT or 2NT: Stayman and transfers are off (booklet); responder bids game
    naturally (a new major forcing, four of a six-card major, 3NT, 6NT) or doubles their suit for penalty."""
    blocks: list[Block] = []
    for nt, game, slam, (block_id, answer_id) in (("1NT", 10, 18, ("nt2.1NT.comp3", "nt2.1NT.comp3.answer")),
                                                  ("2NT", 4, 12, ("nt2.2NT.comp3", "nt2.2NT.comp3.answer"))):
        blocks += [
            block(block_id, Seq(f"{nt} #y", when=lambda v, b: v.seq[1][0] == "3"),
                  rule("nt2.comp3.6nt", "6NT", HCP(slam), label=L("slam")),
                  rule("nt2.comp3.4M", "4M", Len("M", 6), HCP(game), SuitsDiffer("M", "y", ()),
                       label=S("game")),
                  rule("nt2.comp3.3M", "3M", Len("M", 5), HCP(game), SuitsDiffer("M", "y", ()),
                       label=L("choice_of_games"), forcing=True),
                  # Their 3♣ over 2NT doubled is the stolen-bid Stayman (above); any other double is for penalty.
                  rule("nt2.comp3.x", "X", Len("y", 4), HCP(game + 2), Honors("y", 5, 2),
                       AuctionCheck(lambda v, b: not stolen_bid_spot(v)), label=L("penalty_double")),
                  # Opposite 20–21 a stopper is nearly sure; opposite 15–17 responder wants his own.
                  rule("nt2.comp3.3nt", "3NT", HCP(game, slam - 1),
                       *([Stopper("y")] if nt == "1NT" else []), label=L("to_play")),
                  rule("nt2.comp3.pass", "P", label=L("no_bid_now"))),
            block(answer_id, Seq(f"{nt} #y 3M P", when=lambda v, b: v.partner_rule == "nt2.comp3.3M"),
                  rule("nt2.comp3.4fit", "4M", Len("M", 3), label=L("game")),
                  rule("nt2.comp3.nt", "3NT", label=S("nt_game"))),
        ]
    return blocks


# --- responder's long minors and two-suiters over 1NT -------------------------------------------------


def _minor_try(view: AuctionView) -> dict[str, str] | None:
    """1NT – 2♣ – (answer): responder's turn."""
    if view.seq[:4] not in (("1NT", "P", "2C", "P"), ("1NT", "X", "2C", "P")) or len(view.seq) != 6:
        return None
    if not view.my_last_rule.endswith("stayman") or not _pass_before(view):
        return None
    return {"r": strain_of(view.calls[-2])}


def _minor_tried(view: AuctionView) -> dict[str, str] | None:
    """Opener after responder's 3♣/3♦ slam try."""
    if view.partner_rule != "nt2.st.3m" or not _pass_before(view):
        return None
    return {"m": strain_of(view.calls[-2])}


def _minor_cued(view: AuctionView) -> dict[str, str] | None:
    """Responder after opener's cue bid over the minor-suit slam try: binds m (responder's minor)."""
    if view.partner_rule != "nt2.mst.cue" or not _pass_before(view):
        return None
    return {"m": strain_of(view.calls[-4])}


def _minor_raised(view: AuctionView) -> dict[str, str] | None:
    if view.partner_rule != "nt2.mst.raise" or not _pass_before(view):
        return None
    return {"m": strain_of(view.calls[-2])}


def _aces_for_minor(hand: HandEval, view: AuctionView, b) -> bool:
    """Blackwood leaves room for five of the minor: one ace for diamonds, two for clubs."""
    return hand.aces >= (1 if b["m"] == "D" else 2)


def _over_1nt() -> list[Block]:
    return [
        block("nt2.1nt.resp", Seq("1NT -"),
              # A long running minor and no major: nine tricks are there opposite 15–17 (common practice).
              rule("nt2.3nt.minor", "3NT", HCP(6, 13), Check(running_minor, "a running minor"),
                   Check(no_four_card_major, "no four-card major"), label=S("nt2_running_minor")),
              closed=False),
        block("nt2.st.minor.next", When(_minor_try, "responder after the answer to Stayman"),
              rule("nt2.st.3m", "3m", Len("m", 5), HCP(14),
                   Check(lambda h, v, b: b["r"] not in "HS" or h.lengths[b["r"]] < 4, "no fit in opener's major"),
                   label=S("nt2_minor_slam_try"), forcing=True),
              closed=False),
        block("nt2.st.minor.answer", When(_minor_tried, "responder's minor-suit slam try"),
              # With four-card support and a good hand, an ace below four of the minor is cue-bid first.
              rule("nt2.mst.cue", "3c", Len("m", 4), HCP(16), Check(lambda h, v, b: "A" in h.holdings[b["c"]],
                                                                   "the ace of this suit", ("c",)),
                   SuitsDiffer("c", "m", ("c",)), prefer="up",
                   label=S("nt2_minor_cue"), forcing=True),
              rule("nt2.mst.raise", "4m", Len("m", 3), HCP(16), label=S("nt2_minor_raise"), forcing=True),
              rule("nt2.mst.3nt", "3NT", label=S("nt2_minor_decline"))),
        block("nt2.st.minor.cued", When(_minor_cued, "opener cue-bid an ace"),
              rule("nt2.mcue.bw", "4NT", Check(_aces_for_minor, "aces", ("m",)), label=L("blackwood")),
              rule("nt2.mcue.5", "5m", label=L("signoff"))),
        block("nt2.st.minor.raised", When(_minor_raised, "opener raised the minor"),
              rule("nt2.mst.bw", "4NT", Check(_aces_for_minor, "aces", ("m",)), label=L("blackwood")),
              rule("nt2.mst.5", "5m", label=L("signoff"))),
        # Five-five in the majors with game values: transfer to spades, then 4♥ (common practice).
        block("nt2.55", Seq("1NT - 2H P 2S P", when=lambda v, b: v.my_last_rule == "1NT.transfer_s"),
              rule("nt2.55.4h", "4H", Len("S", 5), Len("H", 5), HCP(10, 15), label=S("nt2_majors_55")),
              closed=False),
        block("nt2.55.gf", Seq("1NT - 2H P 2S P", when=lambda v, b: v.my_last_rule == "1NT.transfer_s"),
              rule("nt2.55.3h", "3H", Len("S", 5), Len("H", 5), HCP(16), label=S("nt2_majors_55_slam"), forcing=True),
              closed=False),
        block("nt2.55.gf.answer", Seq("1NT - 2H P 2S P 3H P", when=lambda v, b: v.partner_rule == "nt2.55.3h"),
              rule("nt2.55gf.s", "4S", Len("S", 3), LengthOrder("S", "H", declared=()), label=L("game")),
              rule("nt2.55gf.h", "4H", Len("H", 3), label=L("game")),
              rule("nt2.55gf.nt", "3NT", label=S("nt_game"))),
        block("nt2.55.gf.next", Seq("1NT - 2H P 2S P 3H P #f P", when=lambda v, b: v.my_last_rule == "nt2.55.3h"),
              rule("nt2.55.bw", "4NT", Check(blackwood_ok), label=L("blackwood")),
              # 3♥ forced to game: a three-level answer (a learner's 3♠) is raised to game.
              rule("nt2.55.game", Cheapest("f", min_level=4, max_level=4), SuitIn("f", "HS"),
                   label=L("game")),
              rule("nt2.55.pass", "P", label=L("to_play"))),
        block("nt2.55.pick", Seq("1NT - 2H P 2S P 4H P", when=lambda v, b: v.partner_rule == "nt2.55.4h"),
              rule("nt2.55.s", "4S", LengthOrder("S", "H", strict=True, declared=()),
                   label=L("game")),
              rule("nt2.55.h", "P", label=L("game"))),
        # After Jacoby then game (mild slam interest), opener asks for aces with a maximum and a fit.
        block("nt2.jacoby.4m", When(_after_jacoby_game, "partner transferred and jumped to game"),
              rule("nt2.j4.bw", "4NT", Len("t", 3), Check(lambda h, v, b: h.hcp >= v.known(0).hcp_max and h.aces >= 2,
                                                          "a maximum with two aces"), label=L("blackwood")),
              rule("nt2.j4.pass", "P", label=L("to_play"))),
    ]


def nt2_blocks() -> list[Block]:
    """Every block of this module, in the order they are tried (spliced before the 1NT-overcall advances)."""
    return [
        *_overcall_blocks(),
        *_ov_stayman_blocks(),
        *_super_accept_other(),
        *_stolen_bid(),
        *_cue_bid_stayman(),
        *_nt_interference(),
        *_transfer_4nt("1NT", 1, 15, ("nt2.tr4nt.1nt.H", "nt2.tr4nt.1nt.H.answer",
                                      "nt2.tr4nt.1nt.S", "nt2.tr4nt.1nt.S.answer")),
        *_transfer_4nt("2NT", 2, 20, ("nt2.tr4nt.2nt.H", "nt2.tr4nt.2nt.H.answer",
                                      "nt2.tr4nt.2nt.S", "nt2.tr4nt.2nt.S.answer")),
        *_transfer_4nt("2C P 2D P 2NT", 2, 22, ("nt2.tr4nt.2c.H", "nt2.tr4nt.2c.H.answer",
                                                "nt2.tr4nt.2c.S", "nt2.tr4nt.2c.S.answer")),
        *_texas("1NT", 1, 15, ("nt2.texas.1nt", "nt2.texas.1nt.H", "nt2.texas.1nt.H.next",
                               "nt2.texas.1nt.S", "nt2.texas.1nt.S.next")),
        *_texas("2NT", 2, 20, ("nt2.texas.2nt", "nt2.texas.2nt.H", "nt2.texas.2nt.H.next",
                               "nt2.texas.2nt.S", "nt2.texas.2nt.S.next")),
        *_texas("2C P 2D P 2NT", 2, 22, ("nt2.texas.2c", "nt2.texas.2c.H", "nt2.texas.2c.H.next",
                                         "nt2.texas.2c.S", "nt2.texas.2c.S.next")),
        *_three_nt_transfers(),
        *three_nt_opening_blocks(),
        *_two_club_nt(),
        *_over_1nt(),
    ]


#: Jacoby transfers over our 1NT (opening, or overcall with systems on) and the major each one shows.


#: The 1NT/2NT/3NT conventions of the booklet (superaccepts, Texas, 4NT, minor-suit Stayman, 5-5 hands).
CONVENTIONS: tuple[Block, ...] = (
    *nt2_blocks(),
)
