"""The 2♣ opener's third call: 2♣–2♦–(his suit)–(responder's natural suit), the auction forcing to game.

The booklet stops at responder's second call; this is common ACBL practice. Opener raises with three
trumps, shows a third (four-card) suit, bids no trump with at least two cards in responder's suit, or
rebids his own suit: no trump is not right with a void or singleton in partner's suit.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView, strain_of
from cardlearn.ai.bridge.conditions import AuctionCheck, Len
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S


def _partner_bid_a_suit_after_my_rebid(view: AuctionView) -> dict[str, str] | None:
    """2♣ P 2♦ P (my suit x) P (partner's natural suit y) P: binds x and y."""
    seq = view.seq
    if len(seq) != 8 or seq[:4] != ("2C", "P", "2D", "P") or seq[5] != "P" or seq[7] != "P":
        return None
    if view.partner_rule != "c2.2c.suit":
        return None
    mine, his = strain_of(seq[4]), strain_of(seq[6])
    if "NT" in (mine, his) or mine == his:
        return None
    return {"x": mine, "y": his}


def two_club_third_blocks() -> list[Block]:
    """Opener's third call after responder's natural suit over the 2♣ opener's rebid."""
    unbid = AuctionCheck(lambda v, b: b["z"] not in v.bid_suits, "a suit nobody has bid", ("z",))
    return [
        block("s.2c.third", When(_partner_bid_a_suit_after_my_rebid, "partner's suit after my 2♣ rebid"),
              rule("c2t.raise", Cheapest("y", max_level=4), Len("y", 3), label="ai_bridge.label.raise"),
              rule("c2t.new", Cheapest("z", max_level=3), Len("z", 4), unbid, label=S("c2_third_suit"), forcing=True),
              rule("c2t.nt", Cheapest("NT", max_level=3), Len("y", 2), label=S("c2_third_nt")),
              rule("c2t.own", Cheapest("x", max_level=4), label=S("c2_third_own"), forcing=True)),
    ]
