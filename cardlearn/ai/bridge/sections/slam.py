"""Slam bidding (SAYC booklet: Blackwood, Gerber, quantitative no trump, cue bids, the grand slam force)."""
from __future__ import annotations

from collections.abc import Mapping

from cardlearn.ai.bridge.auction_view import (
    ME,
    PARTNER,
    AuctionView,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.binding_checks import Honors
from cardlearn.ai.bridge.conditions import (
    HCP,
    MEANING_ONLY,
    Aces,
    Check,
    Len,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import (
    agreed_suit,
    grand_aces,
    king_ask,
    no_agreed_major,
    partner_asked_aces,
    partner_showed_aces,
    signoff_aces,
    slam_aces,
)
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sections.slam_controls import slam_control_blocks
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS


def partner_quantitative_5nt(view: AuctionView) -> bool:
    """Partner jumped to 5NT after no-trump bidding (not a king ask after Blackwood, not the grand slam force)."""
    n = len(view.calls)
    if n < 2 or view.calls[-2] != "5NT" or view.calls[-1] != "P" or view.partner_rule in ("bw.kings",):
        return False
    return "NT" in [strain_of(c) for c in view.bids_by(ME)] and not view.my_last_rule.startswith("bw.reply")


def grand_slam_force(view: AuctionView) -> dict[str, str] | None:
    """Partner jumped to 5NT directly over our suit opening: binds t."""
    seq = view.seq
    if len(seq) == 4 and seq[2] == "5NT" and seq[1] == "P" and seq[3] == "P" and strain_of(seq[0]) != "NT":
        return {"t": strain_of(seq[0])}
    return None


def gsf_answers() -> tuple:
    """Answers to the grand slam force: seven with two of the top three trump honours, else six."""
    return (
        rule("gsf.7", "7t", Honors("t", 3, 2), label=S("gsf_grand")),
        rule("gsf.6", "6t", label=S("gsf_small")),
    )


#: Texas transfers (4♦ → ♥, 4♥ → ♠): after them 4NT asks for aces (the Texas rules are in :mod:`.notrump_conventions`).
TEXAS_RULES = {"nt2.texas_h": "H", "nt2.texas_s": "S"}


def suit_auction_for_blackwood(view: AuctionView) -> bool:
    """4NT asks for aces whenever my side's last bid was a suit (a no-trump bid before it makes 4NT quantitative).

    After our own 1NT or 2NT opening, only once a suit is agreed (bid by both of us): without
    a fit, 1NT–2♣–2♥–4NT is the quantitative slam invitation, as after 1NT–4NT.
    """
    last = view.last_bid
    if last is None or strain_of(last) == "NT" or view.last_bid_relation not in (ME, PARTNER):
        return False
    if not bid_rank_below_4nt(last):
        return False
    ours = [call for index, call in enumerate(view.calls)
            if view.relation(index) in (ME, PARTNER) and is_bid(call)]
    nt_opening = ours[:1] in (["1NT"], ["2NT"], ["3NT"]) or ours[:3] in (["2C", "2D", "2NT"], ["2C", "2D", "3NT"])
    if nt_opening and view.opener_relation in (ME, PARTNER):
        # A Texas transfer agrees its major (common practice: Texas, then 4NT asks for aces).
        if any(view.rule_of(i) in TEXAS_RULES for i in range(len(view.calls))):
            return True
        # After 2♣–2♦–2NT/3NT the artificial 2♣ and 2♦ agree nothing: count the suits named after the rebid.
        start = 0 if ours[0] in ("1NT", "2NT", "3NT") else view.pre_passes + 5

        def named(relation: int) -> set[str]:
            return {strain_of(call) for index, call in enumerate(view.calls) if index >= start
                    and view.relation(index) == relation and is_bid(call) and strain_of(call) != "NT"}
        return bool(named(ME) & named(PARTNER))
    return True


def bid_rank_below_4nt(call: str) -> bool:
    """Whether 4NT is still available over ``call``."""
    return int(call[0]) < 4 or call in ("4C", "4D", "4H", "4S")


def partner_asked_kings(view: AuctionView) -> bool:
    """Partner asked for kings (5NT after Blackwood) and RHO passed."""
    n = len(view.calls)
    return n >= 2 and view.partner_rule == "bw.kings" and view.calls[-1] == "P"


def _kings(hand: HandEval) -> int:
    return sum(1 for s in SUITS if "K" in hand.holdings[s])


def king_answers(level: int, first: str) -> tuple:
    """Answers by steps from ``first`` (0 or 4, 1, 2, 3): the same scheme for 5NT and Gerber's 5♣."""
    steps = ("C", "D", "H", "S", "NT")
    start = steps.index(first)
    def has(counts: tuple[int, ...]) -> Check:
        return Check(lambda h, v, b: _kings(h) in counts, f"{counts} kings")

    return tuple(
        rule(rule_id, f"{level}{steps[start + i]}", has((0, 4) if count == 0 else (count,)),
             label=S(f"kings_{count}"))
        for i, (rule_id, count) in enumerate((("kings.0", 0), ("kings.1", 1), ("kings.2", 2), ("kings.3", 3)))
    )


_NT_OPENINGS = (("1NT",), ("2NT",), ("3NT",), ("2C", "2D", "2NT"), ("2C", "2D", "3NT"))


def _gerber_context(view: AuctionView) -> bool:
    """A jump to 4♣ over partner's natural no trump, nobody of ours having named clubs: Gerber.

    SAYC booklet: Gerber over 1NT and 2NT openings (and 2♣ then 2NT); common practice extends it to the 3NT
    opening, 2♣ then 3NT, and partner's no-trump rebid when no suit is agreed.
    """
    last = view.last_bid
    if last not in ("1NT", "2NT", "3NT") or view.last_bid_relation != PARTNER or view.calls[-1] != "P":
        return False
    ours = tuple(call for index, call in enumerate(view.calls)
                 if view.relation(index) in (ME, PARTNER) and is_bid(call))
    if ours in _NT_OPENINGS and view.opener_relation == PARTNER:
        return True
    # Partner's no-trump rebid (1♦–1♠–1NT–4♣): no club bid by us and no suit agreed.
    mine = {strain_of(c) for c in view.bids_by(ME)}
    his = {strain_of(c) for c in view.bids_by(PARTNER)}
    one_suit_opening = len(ours) == 3 and ours[0][0] == "1" and strain_of(ours[0]) != "NT"
    return one_suit_opening and view.opener_relation == PARTNER and "C" not in mine | his and not mine & his


def _slam_together(hand: HandEval, view: AuctionView, b: Mapping[str, str]) -> bool:
    """32+ HCP with partner's shown minimum, so aces decide between game and slam."""
    return hand.hcp + view.known(PARTNER).hcp_min >= 32


def _partner_gerber(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.partner_rule == "gerber.ask" and view.calls[-1] == "P"


def _gerber_answer_aces(view: AuctionView) -> tuple[int, ...]:
    return {"4D": (0, 4), "4H": (1,), "4S": (2,), "4NT": (3,)}.get(view.calls[-2], (0,))


def _partner_answered_gerber(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 4 and view.my_last_rule == "gerber.ask" and view.partner_rule.startswith("gerber.reply") \
        and view.calls[-1] == "P"


def _gerber_total(hand: HandEval, view: AuctionView) -> int:
    options = _gerber_answer_aces(view)
    return hand.aces + (options[-1] if hand.aces == 0 else options[0])


def gerber_blocks() -> list[Block]:
    """Gerber (4♣ over partner's no-trump opening) and its answers."""
    def aces(counts: tuple[int, ...]) -> Check:
        return Check(lambda h, v, b: h.aces in counts, f"{counts} aces")

    return [
        block("s.gerber", When(_gerber_context, "partner's no-trump opening"),
              rule("gerber.ask", "4C", Check(_slam_together, "32+ HCP together"),
                   Check(lambda h, v, b: h.shape[0] >= 6 and h.aces <= 2, "long suit"),
                   label=S("gerber"), forcing=True),
              closed=False),
        block("s.gerber.reply", When(_partner_gerber, "partner asked for aces with Gerber"),
              rule("gerber.reply.0", "4D", aces((0, 4)), label=S("gerber_reply_0")),
              rule("gerber.reply.1", "4H", aces((1,)), label=S("gerber_reply_1")),
              rule("gerber.reply.2", "4S", aces((2,)), label=S("gerber_reply_2")),
              rule("gerber.reply.3", "4NT", aces((3,)), label=S("gerber_reply_3"))),
        block("s.gerber.place", When(_partner_answered_gerber, "partner answered Gerber"),
              # All four aces and slam values: ask for kings on the way to a grand slam (SAYC: 5♣ after Gerber).
              rule("gerber.kings", "5C", Check(lambda h, v, b: _gerber_total(h, v) == 4
                                               and h.hcp + v.known(PARTNER).hcp_min >= 33, "all aces, 33+ together"),
                   label=S("gerber_kings"), forcing=True),
              rule("gerber.slam", "6f", Len("f", 6), Check(lambda h, v, b: _gerber_total(h, v) >= 3, "three aces"),
                   label=S("slam")),
              rule("gerber.6nt", "6NT", Check(lambda h, v, b: _gerber_total(h, v) >= 3, "three aces"),
                   label=S("slam")),
              rule("gerber.stop", Cheapest("f", max_level=5), Len("f", 6), label=S("signoff")),
              rule("gerber.stop.nt", Cheapest("NT", max_level=5), label=S("signoff"))),
    ]


def after_gerber_kings(view: AuctionView) -> bool:
    """Partner asked for kings with Gerber and RHO passed."""
    n = len(view.calls)
    return n >= 2 and view.partner_rule == "gerber.kings" and view.calls[-1] == "P"


def _partner_showed_gerber_kings(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 4 and view.my_last_rule == "gerber.kings" and view.partner_rule.startswith("kings.") \
        and view.calls[-1] == "P"


def _gerber_grand(hand: HandEval, view: AuctionView, b: Mapping[str, str]) -> bool:
    """All aces (5♣ promised them), and all four kings or three with 37+ HCP together."""
    shown = {"5D": 0, "5H": 1, "5S": 2, "5NT": 3}.get(view.calls[-2], 0)
    kings = _kings(hand) + shown
    return kings == 4 or kings == 3 and hand.hcp + view.known(PARTNER).hcp_min >= 37


def gerber_kings_place() -> Block:
    """The Gerber asker places the slam after the king answer: seven with the kings, else six."""
    grand = Check(_gerber_grand, "all aces and kings enough")
    return block("s.gerber.kings.place", When(_partner_showed_gerber_kings, "partner showed kings after Gerber"),
                 # Opposite the balanced no-trump hand a long suit headed by AKQ runs: 7NT, safe from a ruff
                 # (common practice); a weaker suit plays as trumps.
                 rule("gerber.7nt", "7NT", grand, Check(lambda h, v, b: h.honors(h.longest()[0], 3) == 3 or h.shape[0] < 6,
                                                        "a solid long suit or none"), label=S("grand_slam")),
                 rule("gerber.grand", "7f", Len("f", 6), grand, label=S("grand_slam")),
                 rule("gerber.7nt.any", "7NT", grand, label=S("grand_slam")),
                 rule("gerber.small", "6f", Len("f", 6), label=S("slam")),
                 rule("gerber.small.nt", "6NT", label=S("slam")))


def partner_showed_kings(view: AuctionView) -> bool:
    """I asked for kings, partner answered, and RHO passed."""
    n = len(view.calls)
    return n >= 4 and view.my_last_rule == "bw.kings" and view.partner_rule.startswith("kings.") \
        and view.calls[-1] == "P"


def slam_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """``f`` is the partnership's agreed suit."""
    return b["f"] == agreed_suit(hand, view)


def grand_by_kings(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces (5NT promised them) and all four kings, or three kings with 37+ HCP together."""
    steps = {"C": 0, "D": 1, "H": 2, "S": 3}
    shown = steps.get(strain_of(view.calls[-2]), 0)
    kings = _kings(hand) + shown
    return slam_suit(hand, view, b) and (kings == 4 or kings == 3 and hand.hcp + view.known(PARTNER).hcp_min >= 37)

def blackwood_blocks() -> list[Block]:
    """Answers to 4NT and the asker's placement: the same in every auction that reaches them."""
    return [
        block("bw.reply", When(partner_asked_aces, "partner asked for aces"),
              rule("bw.reply.0", "5C", Aces((0, 4)), label=L("blackwood_reply")),
              rule("bw.reply.1", "5D", Aces((1,)), label=L("blackwood_reply")),
              rule("bw.reply.2", "5H", Aces((2,)), label=L("blackwood_reply")),
              rule("bw.reply.3", "5S", Aces((3,)), label=L("blackwood_reply"))),
        block("bw.place", When(partner_showed_aces, "partner showed aces"),
              rule("bw.grand", "7f", Check(grand_aces, var_names=("f",)), label=L("grand_slam")),
              rule("bw.kings", "5NT", Check(king_ask), label=S("king_ask"), forcing=True),
              rule("bw.slam", "6f", Check(slam_aces, var_names=("f",)),
                   label=L("slam")),
              rule("bw.signoff", Cheapest("f", max_level=5), Check(signoff_aces, var_names=("f",)),
                   label=L("signoff")),
              rule("bw.stop", "P", label=L("signoff"))),
    ]


def _partner_bid_nt_last(view: AuctionView) -> bool:
    """Partner's natural no trump is the last bid (RHO passed), no suit agreed, no 4NT yet: 4NT invites 6NT."""
    last = view.last_bid
    if last not in ("1NT", "2NT", "3NT") or view.last_bid_relation != PARTNER or view.calls[-1] != "P":
        return False
    agreed = set(view.suits_bid_by(ME)) & set(view.suits_bid_by(PARTNER))
    # A suit one of us bid twice is set as trumps too (a self-sufficient suit): then 4NT asks for aces.
    rebid = any(sum(1 for call in view.bids_by(who) if call[1:] == suit) >= 2 for who in (ME, PARTNER) for suit in "SHDC")
    return not agreed and not rebid and no_agreed_major(None, view, {}) and "4NT" not in view.calls


def _slam_if_partner_is_at_the_top(hand: HandEval, view: AuctionView, b) -> bool:
    """33 HCP together if partner holds the top of a limited range, not at its bottom."""
    known = view.known(PARTNER)
    return known.hcp_max - known.hcp_min <= 6 and hand.hcp + known.hcp_min < 33 <= hand.hcp + known.hcp_max


def _partner_invited_6nt(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 2 and view.partner_rule.startswith("g.quant.4nt") and view.calls[-1] == "P"


def _top_half(hand: HandEval, view: AuctionView, b) -> bool:
    """The upper half of the range my own calls showed."""
    mine = view.known(ME)
    return 2 * hand.hcp > mine.hcp_min + min(mine.hcp_max, 37)


def quantitative_answer_blocks() -> list[Block]:
    """The answer to partner's quantitative 4NT (first in the system, as Blackwood's answers are)."""
    return [block("g.quant.answer", When(_partner_invited_6nt, "partner's quantitative 4NT"),
                  rule("g.quant.6nt", "6NT", Check(_top_half, "the top of my range"), label=L("accept_invite")),
                  rule("g.quant.pass", "P", label=L("minimum")))]


def quantitative_blocks() -> list[Block]:
    """4NT raising partner's no trump with no suit agreed is quantitative, not Blackwood (README, SAYC)."""
    return [
        block("g.quant", When(_partner_bid_nt_last, "partner's no trump, no suit agreed"),
              rule("g.quant.4nt", "4NT", Check(_slam_if_partner_is_at_the_top, "slam if partner is at the top"),
                   label=L("quantitative")),
              # Whoever bids it (the learner too, with any hand) it means the same: answered as an invitation.
              rule("g.quant.4nt.any", "4NT", MEANING_ONLY, label=L("quantitative")),
              # Not also Blackwood: without a suit agreed there is nothing to ask aces for.
              closed=False, claims=("g.quant.4nt.any",)),
    ]


def _partner_delayed_strong_raise(view: AuctionView) -> bool:
    """Partner's jump shift was a strong raise (``rb.raise.jumpshift``) and partner has now bid game in my suit."""
    if view.partner_previous_rule != "rb.raise.jumpshift" or view.calls[-1] != "P":
        return False
    mine = view.suits_bid_by(ME)
    return bool(mine) and view.calls[-2] == f"4{mine[0]}"


#: Blackwood 4NT and its answers.
BLACKWOOD: tuple[Block, ...] = (
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
    *quantitative_blocks(),
)
