"""Slam bidding (SAYC booklet: Blackwood, Gerber, quantitative no trump, cue bids, the grand slam force)."""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    MEANING_ONLY,
    Check,
)
from cardlearn.ai.bridge.patterns import When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.ai.bridge.sayc.openers import (
    partner_quantitative_5nt,
)
from cardlearn.ai.bridge.sayc.slam import (
    after_gerber_kings,
    gerber_blocks,
    gerber_kings_place,
    grand_by_kings,
    grand_slam_force,
    gsf_answers,
    king_answers,
    partner_asked_kings,
    partner_showed_kings,
    slam_suit,
    suit_auction_for_blackwood,
)
from cardlearn.ai.bridge.sayc.slam_controls import slam_control_blocks
from cardlearn.ai.bridge.system_checks import (
    L,
)
from cardlearn.ai.bridge.system_general import (
    blackwood_blocks,
    quantitative_answer_blocks,
    quantitative_blocks,
)


def _partner_delayed_strong_raise(view: AuctionView) -> bool:
    """Partner's jump shift was a strong raise (``rb.raise.jumpshift``) and partner has now bid game in my suit."""
    n = len(view.calls)
    if n < 6 or view.calls[-1] != "P" or view.rule_of(n - 6) != "rb.raise.jumpshift":
        return False
    mine = view.suits_bid_by(ME)
    return bool(mine) and view.calls[n - 2] == f"4{mine[0]}"


#: Blackwood 4NT and its answers.
BLACKWOOD: tuple[Block, ...] = (
    # Blackwood first: 4NT and its answers mean the same in every auction that reaches them.
    *blackwood_blocks(),
)


#: The answers to a quantitative 4NT.
QUANTITATIVE_ANSWERS: tuple[Block, ...] = (
    *quantitative_answer_blocks(),
)


#: King asks, Gerber, the meaning of any 4NT in a suit auction, and control (cue) bids.
KINGS_GERBER_CONTROLS: tuple[Block, ...] = (
    block("s.kings", When(partner_asked_kings, "partner asked for kings"), *king_answers(6, "C")),
    block("s.gerber.kings", When(after_gerber_kings, "partner asked for kings with Gerber"),
          *king_answers(5, "D")),
    gerber_kings_place(),
    *gerber_blocks(),
    block("s.bw.any", When(suit_auction_for_blackwood, "a suit auction"),
          # A meaning-only rule: any 4NT in a suit auction asks for aces, whoever bids it (the learner too),
          # so the AI always answers it. The AI itself asks from the general rules, after the natural ones.
          rule("bw.ask.any", "4NT", MEANING_ONLY, label=S("blackwood"), forcing=True),
          closed=False),
    block("s.kings.place", When(partner_showed_kings, "partner showed kings"),
          rule("kings.grand", "7f", Check(grand_by_kings, "all aces and kings enough", ("f",)),
               label=S("grand_slam")),
          rule("kings.small", "6f", Check(slam_suit, "slam suit", ("f",)), label=S("slam")),
          rule("kings.nt", "6NT", label=S("slam"))),
    *slam_control_blocks(),
)


#: The answers to the 5NT grand slam force.
GRAND_SLAM_FORCE: tuple[Block, ...] = (
    block("s.gsf", When(grand_slam_force, "5NT grand slam force"), *gsf_answers()),
)


#: The answer to partner's 5NT in a no-trump auction.
QUANTITATIVE_5NT: Block = block("s.5nt", When(partner_quantitative_5nt, "partner's 5NT in a no-trump auction"),
    # An aceless maximum is downgraded (its queens and jacks are worth less than 4-3-2-1 says);
    # 37 HCP together make a grand slam whatever the shape.
    rule("q5.7nt", "7NT", Check(lambda h, v, b: (h.hcp >= v.known(ME).hcp_max and h.shape[0] >= 5
                                 and h.aces >= 1) or h.hcp + v.known(PARTNER).hcp_min >= 37,
                                "maximum with a long suit and an ace, or 37 HCP together"),
         label=S("grand_slam")),
    rule("q5.6nt", "6NT", label=S("slam")))


#: Responder after opener's strong jump shift and game in responder's major.
DELAYED_STRONG_RAISE: tuple[Block, ...] = (
    # Opener jump-shifted with a raise too strong for 4M (22+ support points) and then bid game in my major:
    # with 11+ HCP the partnership holds slam values, so ask for aces (common practice); else stop in game.
    block("sjs.slam", When(_partner_delayed_strong_raise, "partner's jump shift, then game in my major"),
          rule("bw.ask.sjs", "4NT", HCP(11), Check(lambda h, v, b: min(h.lengths.values()) > 0, "no void"),
               label=L("blackwood"), forcing=True),
          rule("sjs.pass", "P", label=L("nothing_more"))),
)


#: Quantitative no-trump raises and their answers in later rounds.
QUANTITATIVE: tuple[Block, ...] = (
    # Everything else: place the contract from my hand and what partner has shown.
    *quantitative_blocks(),
)
