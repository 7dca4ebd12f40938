"""Shared helpers of the SAYC blocks: the label key and small hand and auction tests."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    PARTNER,
    AuctionView,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS


def S(name: str) -> str:
    """The catalog key of a SAYC rule label (domain ``ai_bridge_sayc``)."""
    return f"ai_bridge_sayc.label.{name}"


def rank(suit: str) -> int:
    """Higher number for a higher-ranking suit (C 0 … S 3)."""
    return "CDHS".index(suit)


def unbid(view: AuctionView, b) -> list[str]:
    """The suits nobody has bid yet."""
    return [s for s in SUITS if s not in view.bid_suits]


def stops_unbid(hand: HandEval, view: AuctionView, b) -> bool:
    """A stopper in every suit nobody has named."""
    return all(hand.stopper(s) for s in unbid(view, b))


def no_major_fit(hand: HandEval, view: AuctionView, b) -> bool:
    """No eight-card fit in a major partner has bid (counting what partner has shown)."""
    known = view.known(PARTNER)
    return not any(hand.lengths[s] + known.min_len(s) >= 8 for s in "SH" if s in view.suits_bid_by(PARTNER))


def not_short(hand: HandEval, view: AuctionView, b) -> bool:
    """No void and no small singleton (a no-trump shape)."""
    return all(n >= 2 or (n == 1 and hand.honors(s, 3) >= 1) for s, n in hand.lengths.items())
