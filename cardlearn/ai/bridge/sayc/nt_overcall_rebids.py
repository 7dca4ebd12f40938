"""The 1NT overcaller's answer to advancer's natural 2NT invitation.

Systems on (common practice): 2NT invites 3NT as over a 1NT opening. The overcaller accepts at the top of his
range, 17–18 of the direct 15–18, 14–15 of the balancing 12–15, and passes below it.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import ME, AuctionView
from cardlearn.ai.bridge.conditions import Check
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.system_checks import L


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
