"""Slam bidding (SAYC booklet: Blackwood, Gerber, quantitative no trump, cue bids, the grand slam force)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from cardlearn.ai.bridge.auction_view import (
    LHO,
    ME,
    PARTNER,
    RHO,
    AuctionView,
    bid_rank,
    cheapest_bid,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    MEANING_ONLY,
    Aces,
    Check,
    Len,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Bindings, CallSpec, Cheapest, When, bind
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import SUITS, S
from cardlearn.ai.bridge.sayc.common import S as L_S
from cardlearn.ai.bridge.system_checks import (
    TEXAS_RULES,
    L,
    grand_aces,
    king_ask,
    major_agreed,
    no_agreed_major,
    partner_asked_aces,
    partner_showed_aces,
    signoff_aces,
    slam_aces,
)


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
        rule("gsf.7", "7t", Check(lambda h, v, b: h.honors(b["t"], 3) >= 2, var_names=("t",)), label=S("gsf_grand")),
        rule("gsf.6", "6t", label=S("gsf_small")),
    )


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
        rule(f"kings.{count}", f"{level}{steps[start + i]}", has((0, 4) if count == 0 else (count,)),
             label=S(f"kings_{count}"))
        for i, count in enumerate((0, 1, 2, 3))
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
    from cardlearn.ai.bridge.system_checks import agreed_suit

    return b["f"] == agreed_suit(hand, view)


def grand_by_kings(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces (5NT promised them) and all four kings, or three kings with 37+ HCP together."""
    steps = {"C": 0, "D": 1, "H": 2, "S": 3}
    shown = steps.get(strain_of(view.calls[-2]), 0)
    kings = _kings(hand) + shown
    return slam_suit(hand, view, b) and (kings == 4 or kings == 3 and hand.hcp + view.known(PARTNER).hcp_min >= 37)


#: The rules whose call is a control (cue) bid: partner may not pass them.
CUE_RULES = frozenset({"cue.first", "cue.back"})
#: Calls of my side that start slam conventions: after them, no new cue-bidding or trump ask begins.
_SLAM_STARTED = ("bw.", "cue.", "tq.", "gerber", "gsf", "kings", "q5.")

# Combined strength (my points + what partner has shown) for slam interest, and for driving to slam.
SLAM_INTEREST = 31
SLAM_VALUES = 33


def _opponents_silent(view: AuctionView) -> bool:
    return all(view.calls[i] == "P" for i in range(len(view.calls)) if view.relation(i) in (RHO, LHO))


def _plain_suit_auction(view: AuctionView) -> bool:
    """Our suit auction, the opponents silent, no slam convention started yet (a no-trump opening has its own)."""
    if not view.we_opened or strain_of(view.seq[0]) == "NT" or not _opponents_silent(view):
        return False
    return not any(view.rule_of(i).startswith(_SLAM_STARTED) for i in range(len(view.calls))
                   if view.relation(i) in (ME, PARTNER))


def _partner_raised(view: AuctionView, levels: str, suits: str = "SH") -> dict[str, str] | None:
    """Partner's last call agreed one of ``suits`` at one of ``levels`` and RHO passed: binds M (the trump suit)."""
    if len(view.calls) < 2 or view.calls[-1] != "P":
        return None
    last = view.calls[-2]
    if not is_bid(last) or last[0] not in levels or strain_of(last) not in suits:
        return None
    trump = strain_of(last)
    if not _plain_suit_auction(view) or not major_agreed(view, trump):
        return None
    return {"M": trump}


def _cue_start(view: AuctionView) -> dict[str, str] | None:
    """A major agreed at the three level, or a minor at the three or four level: control bids may start."""
    return _partner_raised(view, "3") or _partner_raised(view, "34", "DC")


def _trump_ask_context(view: AuctionView) -> dict[str, str] | None:
    """Partner raised or rebid our agreed major below the five level."""
    return _partner_raised(view, "234")


def _cue_calls(view: AuctionView) -> list[int]:
    return [i for i in range(len(view.calls)) if view.rule_of(i) in CUE_RULES]


def _cue_trump(view: AuctionView) -> str | None:
    """The major agreed before the first control bid (the last bid before it)."""
    cues = _cue_calls(view)
    if not cues:
        return None
    for i in range(cues[0] - 1, -1, -1):
        if is_bid(view.calls[i]):
            return strain_of(view.calls[i])
    return None


def _partner_cue_bid(view: AuctionView) -> dict[str, str] | None:
    """Partner's last call was a control bid, RHO passed: binds M, the agreed major."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in CUE_RULES:
        return None
    major = _cue_trump(view)
    return {"M": major} if major else None


def _partner_signed_off_over_cue(view: AuctionView) -> dict[str, str] | None:
    """Partner signed off in game over my control bid, RHO passed: binds M."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "cue.signoff":
        return None
    major = _cue_trump(view)
    return {"M": major} if major else None


def _partner_asked_trumps(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "tq.ask":
        return None
    return {"M": strain_of(view.calls[-2])}


# --- hand tests --------------------------------------------------------------------------------


def _value(hand: HandEval, trump: str) -> int:
    """My points with a fit: HCP and length, plus half the shortness points (as Blackwood counts them)."""
    return hand.total_points + max(0, hand.support_points(trump) - hand.hcp) // 2


def _partner_estimate(view: AuctionView) -> int:
    """Partner's expected HCP, raised by what partner's control bids say.

    Partner who started cue-bidding counted on my shown values for a slam (31 together);
    partner who cue-bid back over my control bid is not minimum.
    """
    base = view.expected_hcp(PARTNER)
    cues = [i for i in _cue_calls(view) if view.relation(i) in (ME, PARTNER)]
    if not any(view.relation(i) == PARTNER for i in cues):
        return base
    if view.relation(cues[0]) == PARTNER:
        return max(base, SLAM_INTEREST - view.expected_hcp(ME))
    return base + 1


def _first_round(hand: HandEval, suit: str) -> bool:
    return hand.lengths[suit] == 0 or "A" in hand.holdings[suit]


def _second_round(hand: HandEval, suit: str) -> bool:
    return hand.lengths[suit] == 1 or "K" in hand.holdings[suit]


def _controlled(hand: HandEval, view: AuctionView, trump: str) -> bool:
    """Every side suit is controlled: I hold the ace, king, a singleton or a void, or partner cue-bid it."""
    shown = {strain_of(view.calls[i]) for i in _cue_calls(view) if view.relation(i) == PARTNER}
    return all(_first_round(hand, s) or _second_round(hand, s) or s in shown for s in SUITS if s != trump)


def _natural_suits(view: AuctionView) -> set[str]:
    """Suits my side bid before the control bids began."""
    cues = _cue_calls(view)
    end = cues[0] if cues else len(view.calls)
    return {strain_of(c) for i, c in enumerate(view.calls[:end])
            if is_bid(c) and strain_of(c) != "NT" and view.relation(i) in (ME, PARTNER)}


def _below_game(view: AuctionView, call: str, trump: str) -> bool:
    """A control bid stays below game, or once both of us have cue-bid (slam interest on both sides), below 4NT
    (so 4♠ is still a control bid with hearts agreed). With a minor agreed, control bids are the four-level
    bids past 3NT in suits my side has not bid (below 3NT a new suit shows a stopper, and a suit bid before
    is natural)."""
    if trump in "DC":
        return bid_rank("3NT") < bid_rank(call) < bid_rank("4NT") and strain_of(call) not in _natural_suits(view)
    cued = {view.relation(i) for i in _cue_calls(view)}
    ceiling = "4NT" if {ME, PARTNER} <= cued else f"4{trump}"
    return bid_rank(call) < bid_rank(ceiling)


@dataclass(frozen=True)
class ControlBid(CallSpec):
    """The cheapest bid in side suit ``var`` that is a control bid here (see :func:`_below_game`)."""

    var: str = "c"

    @property
    def vars(self):  # type: ignore[override]
        return (self.var,)

    def make(self, view: AuctionView, b: Bindings) -> str | None:
        trump, suit = b["M"], b[self.var]
        if suit == trump:
            return None
        for level in (3, 4):
            call = f"{level}{suit}"
            if (view.last_bid is None or bid_rank(call) > bid_rank(view.last_bid)) and _below_game(view, call, trump):
                return call
        return None

    def match(self, view: AuctionView, call: str, b: Bindings) -> dict[str, str] | None:
        if not is_bid(call) or strain_of(call) == "NT":
            return None
        out = bind(self.var, strain_of(call), b, view)
        return out if out is not None and self.make(view, out) == call else None


def _cue_suits(view: AuctionView, trump: str) -> list[str]:
    """Side suits I may still cue-bid, cheapest first (not one I have cue-bid already)."""
    mine = {strain_of(view.calls[i]) for i in _cue_calls(view) if view.relation(i) == ME}
    calls = {s: ControlBid().make(view, {"M": trump, "c": s}) for s in SUITS if s != trump and s not in mine}
    return sorted((s for s, call in calls.items() if call), key=lambda s: bid_rank(calls[s] or "1C"))


def _cheapest_first_round(hand: HandEval, view: AuctionView, b) -> bool:
    """``c`` is the cheapest side suit in which I hold the ace or a void."""
    held = [s for s in _cue_suits(view, b["M"]) if _first_round(hand, s)]
    return bool(held) and held[0] == b["c"]


def _cheapest_control(hand: HandEval, view: AuctionView, b) -> bool:
    """``c`` is my cheapest ace or void still to show, or without one, my cheapest king or singleton."""
    suits = _cue_suits(view, b["M"])
    held = [s for s in suits if _first_round(hand, s)] or [s for s in suits if _second_round(hand, s)]
    return bool(held) and held[0] == b["c"]


def _no_void(hand: HandEval) -> bool:
    # Blackwood cannot tell which aces partner holds: with a void, ace-asking misleads.
    return min(hand.lengths.values()) > 0


def _minor_safe(hand: HandEval, trump: str) -> bool:
    """In a minor, ask only when every answer leaves room to stop at five of it (a diamond ace; two in clubs)."""
    return hand.aces >= {"D": 1, "C": 2}.get(trump, 0)


def _start_blackwood(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam values, no void, every side suit under my control: ask for aces at once."""
    trump = b["M"]
    return _no_void(hand) and _minor_safe(hand, trump) and _controlled(hand, view, trump) \
        and _value(hand, trump) + view.expected_hcp(PARTNER) >= SLAM_VALUES


def _start_cue(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam interest; in a minor more than Blackwood needs, as the control bid passes 3NT."""
    need = SLAM_VALUES + 1 if b["M"] in "DC" else SLAM_INTEREST
    return _value(hand, b["M"]) + view.expected_hcp(PARTNER) >= need


def _denied(view: AuctionView, trump: str) -> set[str]:
    """Side suits partner's first control bid skipped (a cheaper bid was there): no ace or void in them."""
    out: set[str] = set()
    for i in _cue_calls(view):
        if view.relation(i) != PARTNER or view.rule_of(i) != "cue.first":
            continue
        before = next((view.calls[j] for j in range(i - 1, -1, -1) if is_bid(view.calls[j])), None)
        for suit in SUITS:
            cheaper = cheapest_bid(suit, before)
            if suit != trump and cheaper is not None and bid_rank(cheaper) < bid_rank(view.calls[i]):
                out.add(suit)
    return out


def _answer_blackwood(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam values and every side suit controlled; or, with nothing left to cue below game, one point less
    and my control of every suit partner's control bid denied."""
    trump = b["M"]
    if not _no_void(hand) or not _minor_safe(hand, trump):
        return False
    total = _value(hand, trump) + _partner_estimate(view)
    if total >= SLAM_VALUES and _controlled(hand, view, trump):
        return True
    denied = _denied(view, trump)
    showable = [s for s in _cue_suits(view, trump) if _first_round(hand, s) or _second_round(hand, s)]
    return total >= SLAM_VALUES - 1 and bool(denied) and not showable \
        and all(_first_round(hand, s) or _second_round(hand, s) for s in denied)


def _answer_cue(hand: HandEval, view: AuctionView, b) -> bool:
    """Not a bare minimum: a control bid below game costs nothing, and partner may need my control."""
    return _value(hand, b["M"]) + _partner_estimate(view) >= SLAM_INTEREST - 1


def _trump_ask_hand(hand: HandEval, view: AuctionView, b) -> bool:
    """Everything but the trumps is safe: an ace or a void in every side suit, at most one side loser.

    I hold at most one of the top three trump honours (partner's two make the suit solid enough),
    nine trumps together, and slam values.
    """
    trump = b["M"]
    if hand.honors(trump, 3) > 1:
        return False
    sides = [s for s in SUITS if s != trump]
    if not all(_first_round(hand, s) for s in sides):
        return False
    losers = sum(min(hand.lengths[s], 3) - hand.honors(s, min(hand.lengths[s], 3)) for s in sides)
    together = hand.lengths[trump] + view.known(PARTNER).min_len(trump)
    return losers <= 1 and together >= 9 and _value(hand, trump) + view.expected_hcp(PARTNER) >= SLAM_INTEREST - 1


# --- the blocks --------------------------------------------------------------------------------


def slam_control_blocks() -> list[Block]:
    """The blocks of this module, in order (spliced into the SAYC blocks tried first)."""
    return [
        block("s.tq.answer", When(_partner_asked_trumps, "partner asked about trump quality"),
              rule("tq.six", "6M", Check(lambda h, v, b: h.honors(b["M"], 3) >= 2, "two of the top three"),
                   label=S("trump_ask_yes")),
              rule("tq.pass", "P", label=S("trump_ask_no"))),
        block("s.cue.answer", When(_partner_cue_bid, "partner's control bid"),
              rule("bw.ask.cue", "4NT", Check(_answer_blackwood, "slam values, every suit controlled"),
                   label=S("blackwood"), forcing=True),
              rule("cue.back", ControlBid(),
                   Check(_answer_cue, "extra values"), Check(_cheapest_control, "cheapest control", ("c",)),
                   label=S("cue_back"), prefer="up", forcing=True),
              rule("cue.signoff", Cheapest("M", max_level=5), label=S("cue_signoff"))),
        block("s.cue.after", When(_partner_signed_off_over_cue, "partner signed off over my control bid"),
              rule("bw.ask.cue.after", "4NT", Check(_answer_blackwood, "slam values, every suit controlled"),
                   label=S("blackwood"), forcing=True),
              rule("cue.stop", "P", label=S("cue_stop"))),
        block("s.tq", When(_trump_ask_context, "a major agreed below the five level"),
              rule("tq.ask", "5M", Check(_trump_ask_hand, "only the trumps in doubt"), label=S("trump_ask")),
              closed=False, claims=("tq.ask",)),
        block("s.cue", When(_cue_start, "a major agreed at the three level"),
              rule("bw.ask.ctl", "4NT", Check(_start_blackwood, "slam values, every suit controlled"),
                   label=S("blackwood"), forcing=True),
              rule("cue.first", ControlBid(),
                   Check(_start_cue, "slam interest"), Check(_cheapest_first_round, "cheapest ace or void", ("c",)),
                   label=S("cue_first"), prefer="up", forcing=True),
              closed=False, claims=("cue.first",)),
        *nt_slam_blocks(),
    ]


# --- no-trump slam zone: the quantitative 5NT and the grand slam --------------------------------------


def _nt_opening_context(level: int):
    """Partner opened ``level``NT and I answer now, directly or after Stayman (opponents silent)."""
    nt = f"{level}NT"

    def context(view: AuctionView) -> bool:
        seq = view.seq
        if not seq or seq[0] != nt or view.opener_relation != PARTNER or not _opponents_silent(view):
            return False
        if len(seq) == 2:
            return True
        return len(seq) == 6 and view.rule_of(view.pre_passes + 2) == f"{nt}.stayman" \
            and view.rule_of(view.pre_passes + 4).startswith(f"{nt}.stayman.")
    return context


def _no_fit_in_partners_major(hand: HandEval, view: AuctionView, b) -> bool:
    """No four cards in the major partner showed over Stayman (with them, the major is the slam);
    directly over the opening, no four-card major at all (Stayman or a transfer looks for the fit first)."""
    if len(view.seq) == 2:
        return hand.lengths["S"] < 4 and hand.lengths["H"] < 4
    return not any(hand.lengths[s] >= 4 for s in view.suits_bid_by(PARTNER) if s in "SH")


def nt_slam_blocks() -> list[Block]:
    """7NT with 37+ HCP together for sure; 5NT (quantitative, forcing to 6NT, invites 7NT) when partner's
    maximum makes 37 (SAYC booklet's quantitative raises, carried one level up as common practice)."""
    blocks = []
    # The ids are written out so that a search for one finds its rule.
    for level, lo, hi, block_id, grand_id, quantitative_id in (
            (1, 15, 17, "s.ntq.1", "ntq.1.7nt", "ntq.1.5nt"), (2, 20, 21, "s.ntq.2", "ntq.2.7nt", "ntq.2.5nt")):
        no_fit = Check(_no_fit_in_partners_major, "no fit in partner's major")
        blocks.append(block(
            block_id, When(_nt_opening_context(level), f"partner's {level}NT opening"),
            rule(grand_id, "7NT", HCP(37 - lo), no_fit, label=L("grand_slam")),
            rule(quantitative_id, "5NT", HCP(37 - hi, 36 - lo), no_fit, label=S("quantitative_5nt"), forcing=True),
            closed=False))
    return blocks


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
              rule("bw.kings", "5NT", Check(king_ask), label=L_S("king_ask"), forcing=True),
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
    n = len(view.calls)
    if n < 6 or view.calls[-1] != "P" or view.rule_of(n - 6) != "rb.raise.jumpshift":
        return False
    mine = view.suits_bid_by(ME)
    return bool(mine) and view.calls[n - 2] == f"4{mine[0]}"


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
