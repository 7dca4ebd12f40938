"""The two-suiter's second call: after Michaels or the Unusual 2NT, partner picked one of the suits.

Common ACBL practice (the booklet is silent): the cue bid and 2NT are "mini-maxi", weak (6–11) or strong
(15+). Partner's cheapest pick is the contract opposite the weak version; the strong one bids again, game in
a major with 16+ (five-five with an eight-card fit counts for about four more), five of a minor with 18+.
"""
from __future__ import annotations

from collections.abc import Mapping

from cardlearn.ai.bridge.auction_view import ME, AuctionView, strain_of
from cardlearn.ai.bridge.conditions import HCP, AuctionCheck, Check, Len
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.competition import MICHAELS_CUES, UNUSUAL_2NT
from cardlearn.ai.bridge.system_checks import L

#: Advancer's simple choices between the two suits (not the asks or the game bids, which have answers).
_PICKS = ("amc.pick", "amc.jump", "amc.pc.any", "amc.minor", "amc.minor.d", "w2c.pick", "mia.c", "mia.d")


def _partner_picked_my_suit(view: AuctionView) -> dict[str, str] | None:
    """I showed a two-suiter, partner chose one of its suits below game and RHO passed: binds t (that suit)."""
    n = len(view.calls)
    if n < 4 or view.calls[-1] != "P" or view.partner_rule not in _PICKS:
        return None
    mine = [i for i in range(n) if view.relation(i) == ME]
    if len(mine) != 1 or view.rule_of(mine[0]) not in (*MICHAELS_CUES, *UNUSUAL_2NT):
        return None
    return {"t": strain_of(view.calls[-2])}


def _jumped(view: AuctionView, b: Mapping[str, str]) -> bool:
    """Partner's choice was the invitational jump."""
    return view.partner_rule == "amc.jump"


def _partner_invited(view: AuctionView) -> dict[str, str] | None:
    """I chose a suit of partner's two-suiter, partner raised it below game (the strong invitation): binds t."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "mir.invite":
        return None
    return {"t": strain_of(view.calls[-2])}


def two_suiter_rebid_blocks() -> list[Block]:
    """The strong two-suiter bids game over partner's choice; the weak one passes it."""
    four_cards = Len("t", 4)
    return [
        block("s.mi.rebid", When(_partner_picked_my_suit, "partner chose one of my two suits"),
              rule("mir.game", "4t", four_cards, HCP(16), Check(lambda h, v, b: b["t"] in "SH", "a major"),
                   label=S("two_suiter_game")),
              rule("mir.game.m", "5t", four_cards, HCP(18), Check(lambda h, v, b: b["t"] in "DC", "a minor"),
                   label=S("two_suiter_game")),
              # The strong version short of game invites (15 with a major, 15–17 with a minor): no strong
              # two-suiter passes partner's choice. After partner's invitational jump it accepts.
              rule("mir.accept", "4t", HCP(15), AuctionCheck(_jumped), Check(lambda h, v, b: b["t"] in "SH", "a major"),
                   label=L("accept_invite")),
              rule("mir.accept.m", "5t", HCP(15), AuctionCheck(_jumped), label=L("accept_invite")),
              rule("mir.invite", Cheapest("t", max_level=4), HCP(15), label=S("two_suiter_invite")),
              rule("mir.pass", "P", label=S("two_suiter_minimum"))),
        block("s.mi.inv", When(_partner_invited, "the strong two-suiter's invitation"),
              rule("mii.game", "4t", HCP(6), Check(lambda h, v, b: b["t"] in "SH", "a major"), label=L("game")),
              rule("mii.game.m", "5t", HCP(7), label=L("game")),
              rule("mii.pass", "P", label=L("no_bid_now"))),
    ]
