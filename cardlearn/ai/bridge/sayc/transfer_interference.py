"""Their overcall of our Jacoby transfer over 1NT (opened or overcalled): opener, then the transferrer.

The booklet is silent; this is common ACBL practice. The overcall took away the cheap completion, so the
1NT bidder completes the transfer at the three level only with four trumps, doubles their suit with four
good cards in it, and otherwise passes. The transferrer, who knows about a fit of eight or more only when
opener bid on, then places the contract: game in a six-card major, 3NT with their suit stopped, the major
again as a forcing choice of games without a stopper, a competitive three-level bid on a weak six-carder.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import PARTNER, AuctionView, is_bid, strain_of
from cardlearn.ai.bridge.conditions import HCP, Check, Len, Stopper
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S

#: Jacoby transfers over our 1NT (opening, or overcall with systems on) and the major each one shows.
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
