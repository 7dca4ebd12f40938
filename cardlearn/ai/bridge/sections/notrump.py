"""1NT, 2NT and 3NT openings and their responses: Stayman, Jacoby and Texas transfers, interference."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    PARTNER,
    AuctionView,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import AllOf, Honors, NotBalanced, SuitIn, SuitsDiffer
from cardlearn.ai.bridge.conditions import (
    HCP,
    Check,
    Len,
    Stopper,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.labels import S
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sections.nt_ladder import nt_system


def _stayman_interfered(view: AuctionView) -> dict[str, str] | None:
    """1NT – (P) – 2♣ – (suit): binds y to their suit."""
    seq = view.seq
    if len(seq) == 4 and seq[0] == "1NT" and seq[2] == "2C" and is_bid(seq[3]) and strain_of(seq[3]) != "NT" \
            and view.partner_rule == "1NT.stayman":
        return {"y": strain_of(seq[3])}
    return None


def _transfer_doubled(view: AuctionView) -> dict[str, str] | None:
    """1NT – (P) – transfer – (X): binds t to responder's major."""
    seq = view.seq
    if len(seq) == 4 and seq[0] == "1NT" and seq[3] == "X" and view.partner_rule.startswith(
            "1NT.transfer"):
        return {"t": "H" if seq[2] == "2D" else "S"}
    return None


def nt_interference_extras() -> list[Block]:
    """Stayman interfered with, and a transfer doubled."""
    return [
        block("s.nt.stayx", When(_stayman_interfered, "Stayman, then their overcall"),
              rule("ntsx.x", "X", Len("y", 4), Honors("y", 5, 2), label=S("penalty_double")),
              rule("ntsx.major", Cheapest("t", max_level=3), Len("t", 4), AllOf((SuitIn("t", "SH"), SuitsDiffer("t", "y", ("t",)),)), label=S("stayman_reply_major")),
              rule("ntsx.pass", "P", label=S("stayman_pass_interfered"))),
        block("s.tr.x", When(_transfer_doubled, "transfer doubled"),
              rule("trx.super", "3t", Len("t", 4), HCP(17), label=S("super_accept")),
              rule("trx.complete", "2t", Len("t", 3), label=S("transfer_complete_3")),
              rule("trx.xx", "XX", Len("t", 0, 2), Check(lambda h, v, b: h.honors(strain_of(v.calls[-2]), 3) >= 2,
                                                         "good cards in the doubled suit"),
                   label=S("transfer_redouble")),
              rule("trx.pass", "P", Len("t", 0, 2), label=S("transfer_pass_doubled"))),
    ]


def nt_doubled() -> tuple:
    """Partner's 1NT was doubled: redouble with 10+ and no long major; otherwise the system is on."""
    return (
        rule("ntx.xx", "XX", HCP(10), Check(lambda h, v, b: h.lengths["S"] < 5 and h.lengths["H"] < 5,
                                            "no five-card major"), label=S("nt_redouble")),
    )


def _hand_without_major(hand: HandEval) -> bool:
    """No four-card major (the hand alone; :func:`no_four_card_major` below is its :class:`Check` form)."""
    return hand.lengths["S"] < 4 and hand.lengths["H"] < 4


def _good_six_minor(hand: HandEval, view: AuctionView, b) -> bool:
    """Six or more cards in minor ``m`` headed by two of the top three honours, and no four-card major."""
    return hand.lengths[b["m"]] >= 6 and hand.honors(b["m"], 3) >= 2 and _hand_without_major(hand)


def _fitting_honour(hand: HandEval, view: AuctionView, b) -> bool:
    """The ace, king or queen of partner's minor, so that his six-card suit should run."""
    return hand.lengths[b["m"]] >= 2 and hand.honors(b["m"], 3) >= 1


def _after_transfer_new_suit(view: AuctionView) -> dict[str, str] | None:
    """Opener after 1NT – transfer – completion – responder's new suit: binds M (the major)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "tr.newsuit":
        return None
    return {"M": strain_of(view.calls[-4])}


def _transfer_completed(view: AuctionView) -> dict[str, str] | None:
    """1NT – transfer – completion – pass, responder to call: binds only M (the transfer suit stays free)."""
    if len(view.seq) != 6 or view.seq[0] != "1NT" or view.seq[3::2] != ("P", "P"):
        return None
    if not view.my_last_rule.startswith("1NT.transfer") or view.partner_rule != "1NT.tr.complete":
        return None
    return {"M": strain_of(view.seq[4])}


def nt_extras() -> list[Block]:
    """The booklet's responses to 1NT beyond Stayman and transfers: the minor invitations and the 2♠ relay."""
    return [
        block("s.nt.resp", Seq("1NT -"),
              # SAYC booklet: 3♣/3♦ invite 3NT with a six-card suit (two of the top three honours: common practice).
              rule("nt.3m", "3m", Check(_good_six_minor, "a good six-card minor, no four-card major", ("m",)),
                   HCP(6, 9), label=S("nt_minor_invite")),
              rule("nt.relay", "2S", Check(lambda h, v, b: max(h.lengths["C"], h.lengths["D"]) >= 6
                                           and h.lengths["S"] < 4 and h.lengths["H"] < 4, "a long minor"),
                   HCP(0, 7), label=S("minor_relay"), forcing=True),
              rule("nt.3M", "3t", Len("t", 6), HCP(14, 16), SuitIn("t", "SH"),
                   label=S("slam_try_major"), forcing=True),
              closed=False),
        block("s.nt.3m", Seq("1NT - 3m P", when=lambda v, b: v.partner_rule == "nt.3m"),
              rule("nt.3m.3nt", "3NT", Check(_fitting_honour, "an honour in partner's minor", ("m",)),
                   label=S("nt_minor_accept")),
              # 16–17 with two cards in the suit still accepts (the coverage sweep: 16 HCP passed).
              rule("nt.3m.3nt.max", "3NT", Len("m", 2), HCP(16), label="ai_bridge.label.accept_invite"),
              rule("nt.3m.pass", "P", label=S("nt_minor_decline"))),
        block("s.nt.relay", Seq("1NT - 2S P", when=lambda v, b: v.partner_rule == "nt.relay"),
              rule("nt.relay.ok", "3C", label=S("relay_complete"))),
        block("s.nt.relay.r", Seq("1NT - 2S P 3C P", when=lambda v, b: v.my_last_rule == "nt.relay"),
              rule("nt.relay.d", "3D", Len("D", 6), label=S("to_play_weak_suit")),
              rule("nt.relay.c", "P", label=S("to_play_weak_suit"))),
        block("s.nt.3M", Seq("1NT - 3M P", when=lambda v, b: v.partner_rule == "nt.3M"),
              rule("nt.3M.4", "4M", Len("M", 2), label=S("game")),
              rule("nt.3M.3nt", "3NT", label=S("nt_game"))),
        # The transfer suit (2♦ or 2♥) was artificial: a natural new suit may be any suit but the major.
        block("s.tr.new", When(_transfer_completed, "partner completed my transfer"),
              rule("tr.newsuit", Cheapest("z", max_level=3), Len("z", 4), HCP(10), Len("M", 5),
                   NotBalanced(),
                   SuitsDiffer("z", "M", ("z",)),
                   label=S("after_transfer_new_suit"), forcing=True),
              closed=False),
        # Common practice: game in the major with three-card support, else 3NT, else (a fit in the new minor) 4m.
        block("s.tr.new.o", When(_after_transfer_new_suit, "partner's new suit after the transfer"),
              rule("tr.new.4M", "4M", Len("M", 3), label=S("tr_new_major")),
              rule("tr.new.3nt", "3NT", label=S("tr_new_nt"))),
    ]


def running_minor(hand: HandEval, view: AuctionView, b) -> bool:
    """Six or more cards in a minor headed by the ace and king."""
    return any(hand.lengths[s] >= 6 and hand.honors(s, 2) == 2 for s in "DC")


#: Transfer rules of the advancer and the suit each asks for.
OV_TRANSFERS = {"nt2.ov.tr_h": "H", "nt2.ov.tr_s": "S"}


TRANSFERS = {"1NT.transfer_h": "H", "1NT.transfer_s": "S", "nt2.ov.tr_h": "H", "nt2.ov.tr_s": "S"}


def _transfer_overcalled(view: AuctionView) -> dict[str, str] | None:
    """Partner transferred to M over my 1NT and RHO overcalled in a suit (y): binds M and y."""
    n = len(view.calls)
    if n < 2 or view.partner_rule not in TRANSFERS or view.relation(n - 2) != PARTNER:
        return None
    overcall = view.calls[-1]
    if not is_bid(overcall) or strain_of(overcall) == "NT":
        return None
    return {"M": TRANSFERS[view.partner_rule], "y": strain_of(overcall)}


def _transferrer_after_pass(view: AuctionView) -> dict[str, str] | None:
    """I transferred to M, LHO overcalled (y), partner and RHO passed: binds M and y."""
    n = len(view.calls)
    if n < 4 or view.my_last_rule not in TRANSFERS or view.calls[-2:] != ("P", "P"):
        return None
    overcall = view.calls[-3]
    if not is_bid(overcall) or strain_of(overcall) == "NT":
        return None
    return {"M": TRANSFERS[view.my_last_rule], "y": strain_of(overcall)}


def _after_choice_of_games(rule_id: str):
    """Partner's (the transferrer's) ``rule_id`` after their overcall and my pass; RHO passed: binds M and y."""
    def context(view: AuctionView) -> dict[str, str] | None:
        n = len(view.calls)
        if n < 8 or view.partner_rule != rule_id or view.calls[-1] != "P":
            return None
        bound = _transferrer_after_pass(view.before(n - 2))
        return bound if bound is not None and view.relation(n - 2) == PARTNER else None
    return context


def _good_holding(hand, view, b) -> bool:
    return hand.honors(b["y"], 4) >= 2


def transfer_interference_blocks() -> list[Block]:
    """Opener and the transferrer after their overcall of a transfer over 1NT."""
    five_only = Len("M", 5, 5)
    return [
        block("s.tri", When(_transfer_overcalled, "their overcall of partner's transfer"),
              rule("tri.x", "X", Len("y", 4), Check(_good_holding, "two of the top four honours", ("y",)),
                   label=S("tri_penalty")),
              rule("tri.accept", Cheapest("M", max_level=3), Len("M", 4), label=S("tri_accept")),
              rule("tri.pass", "P", Len("M", 0, 3), label=S("tri_pass"))),
        block("s.tri.r", When(_transferrer_after_pass, "partner passed their overcall of my transfer"),
              rule("trr.game", "4M", Len("M", 6), HCP(9), label=S("trr_game")),
              rule("trr.3nt", "3NT", five_only, HCP(10), Stopper("y"), label=S("trr_3nt")),
              rule("trr.3M", Cheapest("M", max_level=3), five_only, HCP(10), label=S("trr_choice"), forcing=True),
              rule("trr.x", "X", HCP(10), label=S("trr_double")),
              rule("trr.comp", Cheapest("M", max_level=3), Len("M", 6), HCP(4, 8), label=S("trr_compete")),
              rule("trr.pass", "P", HCP(0, 9), label=S("trr_pass"))),
        block("s.tri.3nt", When(_after_choice_of_games("trr.3nt"), "partner's 3NT after their overcall"),
              rule("tr3.4M", "4M", Len("M", 3), label=S("tr3_major")),
              rule("tr3.pass", "P", Len("M", 0, 2), label=S("tr3_nt"))),
        block("s.tri.3M", When(_after_choice_of_games("trr.3M"), "partner's choice of games after their overcall"),
              rule("tr3m.4M", "4M", Len("M", 3), label=S("tr3_major")),
              rule("tr3m.3nt", "3NT", Len("M", 0, 2), Stopper("y"), label=S("tr3_nt_stopper")),
              # No stopper in their suit: the five-two fit is the better game.
              rule("tr3m.4M2", "4M", Len("M", 2, 2), label=S("tr3_major_doubleton"))),
    ]


#: 1NT doubled: the runouts.
DOUBLED: tuple[Block, ...] = (
    block("s.ntx", Seq("1NT X"), *nt_doubled(), closed=False),
)


#: Interference over Stayman and transfers.
TRANSFER_INTERFERENCE: tuple[Block, ...] = (
    *transfer_interference_blocks(),
)


#: Stayman interfered with, and a transfer doubled.
INTERFERED: tuple[Block, ...] = (
    *nt_interference_extras(),
)




#: Further no-trump continuations.
EXTRAS: tuple[Block, ...] = (
    *nt_extras(),
)


#: Responses to 1NT (15–17) and their continuations.
ONE_NT: tuple[Block, ...] = (
    *nt_system(1, 15),
)


#: Responses to 2NT (20–21) and their continuations.
TWO_NT: tuple[Block, ...] = (
    *nt_system(2, 20),
)
