"""Opener's side after responder's invitations over their overcall: the cue-bid raise (the limit raise) and 2NT.

Common ACBL practice (the booklet names the negative double and the forcing new suit, not the raise with
values): 1♥ (1♠) 2♠ shows three or more hearts and 10–12 points (with 13+ responder bids game with four
trumps or shows his suits first). Opener bids three of his major with a minimum and game with the values to
accept a limit raise (15+ points or six losers, as over 1M–3M); responder then passes the minimum, unless
his cue bid was the game force without a natural call (``cr.cue``, 13+), which bids on. The same cue bid with
four cards in opener's minor (``cr.cue.raise.m``, 11–12 HCP) asks for 3NT with their suit stopped, else three of
the minor, or five with a hand worth game in it. Responder's natural 2NT (11–12, their suit stopped) is accepted
with 14+ HCP (26 together), declined with less (common practice throughout).
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView, strain_of
from cardlearn.ai.bridge.conditions import HCP, AnyOf, Len, Points, Stopper
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.one_nt_response import Losers
from cardlearn.ai.bridge.system_checks import L

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
    """Opener's answer to the cue-bid raise, then responder's pass of the minimum."""
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
