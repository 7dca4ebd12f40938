"""Opener's side after responder's cue-bid raise of their overcall (the limit raise) and its follow-up.

Common ACBL practice (the booklet names the negative double and the forcing new suit, not the raise with
values): 1♥ (1♠) 2♠ shows three or more hearts and 10–12 points (with 13+ responder bids game with four
trumps or shows his suits first). Opener bids three of his major with a minimum and game with the values to
accept a limit raise (15+ points or six losers, as over 1M–3M); responder then passes the minimum, unless
his cue bid was the game force without a natural call (``cr.cue``, 13+), which bids on.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView, strain_of
from cardlearn.ai.bridge.conditions import HCP, AnyOf, Len, Points
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.one_nt_response import Losers
from cardlearn.ai.bridge.system_checks import L

_CUE_RAISE = "cr.cue.raise"


def _partner_cue_raised(view: AuctionView) -> dict[str, str] | None:
    """1x (y) cue (P): I opened, partner cue-bid their suit as a raise, RHO passed. Binds x (my major)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != _CUE_RAISE or len(view.seq) != 4:
        return None
    return {"x": strain_of(view.seq[0])}


def _opener_signed_off(view: AuctionView) -> dict[str, str] | None:
    """1x (y) cue (P) 3x (P): my cue raise, opener's minimum. Binds x."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.my_last_rule != _CUE_RAISE or view.partner_rule != "ocr.min":
        return None
    return {"x": strain_of(view.seq[0])}


def cue_raise_blocks() -> list[Block]:
    """Opener's answer to the cue-bid raise, then responder's pass of the minimum."""
    return [
        block("s.ocr", When(_partner_cue_raised, "partner's cue-bid raise of my major"),
              rule("ocr.game", "4x", AnyOf((Points(15, trump="x"), Losers(6))), label=L("accept_invite")),
              rule("ocr.min", Cheapest("x", max_level=3), label=S("cue_raise_minimum"))),
        # The limit raise passes opener's minimum. The same cue bid is responder's game force without a natural
        # call (cr.cue, 13+): that hand bids game with three trumps, or goes on to the general rules (3NT...).
        block("s.ocr.next", When(_opener_signed_off, "opener's minimum over my cue-bid raise"),
              rule("ocrn.game", "4x", Len("x", 3), HCP(13), label=L("game")),
              rule("ocrn.pass", "P", HCP(0, 12), label=L("no_bid_now")), closed=False),
    ]
