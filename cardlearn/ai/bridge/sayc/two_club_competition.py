"""Responder's call when the opponents act over partner's strong 2♣ (common ACBL practice; the booklet is silent).

Over an overcall: a penalty double with length in their suit, a natural positive in a good five-card suit, no
trump with a balanced positive and a stopper, else pass (waiting: the 2♣ opener must still act). Over a double
of 2♣ the responses are unchanged ("systems on"): the positives, else 2♦ waiting.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import AuctionView, is_bid, strain_of
from cardlearn.ai.bridge.conditions import HCP, AuctionCheck, Balanced, Check, Len, Stopper
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S


def _their_overcall(view: AuctionView) -> dict[str, str] | None:
    """Partner opened 2♣ and RHO bid a suit: binds x to it."""
    seq = view.seq
    if len(seq) != 2 or seq[0] != "2C" or not is_bid(seq[1]) or strain_of(seq[1]) == "NT":
        return None
    return {"x": strain_of(seq[1])}


def _good(var: str) -> Check:
    """Two of the top three honours: the booklet's good suit for a positive answer to 2♣."""
    return Check(lambda h, v, b: h.honors(b[var], 3) >= 2, "two of the top three honours", (var,))


def _positive_suit(ids: tuple[str, str], other: str | Cheapest) -> tuple:
    """A natural positive in a good five-card suit other than theirs (game forcing): a major at two, else ``other``."""
    not_theirs = AuctionCheck(lambda v, b: b["p"] not in v.their_suits, "not their suit", ("p",))
    return (
        rule(ids[0], Cheapest("p", max_level=2), Len("p", 5), HCP(8), _good("p"), not_theirs,
             AuctionCheck(lambda v, b: b["p"] in "SH", var_names=("p",)), label=S("two_club_positive"), forcing=True),
        rule(ids[1], other, Len("p", 5), HCP(8), _good("p"), not_theirs,
             AuctionCheck(lambda v, b: other != "3p" or b["p"] in "DC", "a minor at three", ("p",)),
             label=S("two_club_positive"), forcing=True),
    )


def two_club_competition_blocks() -> list[Block]:
    """Responder's first call after an overcall or a double of partner's 2♣."""
    return [
        block("s.2c.over", When(_their_overcall, "their overcall of partner's 2♣"),
              rule("c2i.x", "X", Len("x", 4), HCP(5), label="ai_bridge.label.penalty_double"),
              *_positive_suit(("c2i.pos.major", "c2i.pos.other"), Cheapest("p", max_level=3)),
              rule("c2i.nt", Cheapest("NT", max_level=3), HCP(8), Balanced(), Stopper("x"),
                   label=S("c2_comp_nt"), forcing=True),
              rule("c2i.pass", "P", label=S("c2_comp_pass"))),
        block("s.2c.doubled", Seq("2C X"),
              # The minors at three, as undisturbed: 2♦ stays the waiting bid.
              *_positive_suit(("c2i.xpos.major", "c2i.xpos.minor"), "3p"),
              rule("c2i.x2nt", "2NT", HCP(8), Balanced(), label=S("two_club_positive_nt"), forcing=True),
              rule("c2i.x2d", "2D", label="ai_bridge.label.waiting", forcing=True)),
    ]
