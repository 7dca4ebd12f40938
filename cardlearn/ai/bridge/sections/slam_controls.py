"""Slam bidding below Blackwood: control (cue) bids once a major is agreed, the trump ask, and the no-trump slam
zone (the quantitative 5NT and the grand slam)."""
from __future__ import annotations

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
from cardlearn.ai.bridge.binding_checks import Honors
from cardlearn.ai.bridge.conditions import (
    HCP,
    Check,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import major_agreed
from cardlearn.ai.bridge.hand_checks import suit_losers
from cardlearn.ai.bridge.labels import L, S
from cardlearn.ai.bridge.patterns import Bindings, CallSpec, Cheapest, When, bind
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS

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


#: Responder's limit raise of opener's major: 10–12 points with three or more trumps (SAYC booklet).
_LIMIT_RAISES = frozenset({"r1M.limit", "r1M.limit.passed"})


def _partner_for_cue(view: AuctionView) -> int:
    """Partner's expected HCP; his limit raise counts at its floor of 10 points, as my value counts my shortness."""
    if view.partner_rule in _LIMIT_RAISES:
        # Issue #27: 1♠–3♠ with AKQ32.AK2.A32.32 bid a flat 4♠ (the points-only raise read as 9 HCP): opposite
        # 10–12 a 20-count is in the slam zone, and a control bid below game lets a minimum raise sign off.
        return max(view.expected_hcp(PARTNER), view.known(PARTNER).points_min)
    return view.expected_hcp(PARTNER)


def _start_cue(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam interest; in a minor more than Blackwood needs, as the control bid passes 3NT."""
    need = SLAM_VALUES + 1 if b["M"] in "DC" else SLAM_INTEREST
    return _value(hand, b["M"]) + _partner_for_cue(view) >= need


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
    losers = sum(suit_losers(hand, s) for s in sides)
    together = hand.lengths[trump] + view.known(PARTNER).min_len(trump)
    return losers <= 1 and together >= 9 and _value(hand, trump) + view.expected_hcp(PARTNER) >= SLAM_INTEREST - 1


# --- the blocks --------------------------------------------------------------------------------


def slam_control_blocks() -> list[Block]:
    """The blocks of this module, in order (spliced into the SAYC blocks tried first)."""
    return [
        block("s.tq.answer", When(_partner_asked_trumps, "partner asked about trump quality"),
              rule("tq.six", "6M", Honors("M", 3, 2),
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


def _nt_opening_context(level: int, stayman_id: str):
    """Partner opened ``level``NT and I answer now, directly or after Stayman (``stayman_id``; opponents silent)."""
    nt = f"{level}NT"

    def context(view: AuctionView) -> bool:
        seq = view.seq
        if not seq or seq[0] != nt or view.opener_relation != PARTNER or not _opponents_silent(view):
            return False
        if len(seq) == 2:
            return True
        return len(seq) == 6 and view.rule_of(view.pre_passes + 2) == stayman_id \
            and view.rule_of(view.pre_passes + 4).startswith(stayman_id + ".")
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
    for level, lo, hi, block_id, grand_id, quantitative_id, stayman_id in (
            (1, 15, 17, "s.ntq.1", "ntq.1.7nt", "ntq.1.5nt", "1NT.stayman"),
            (2, 20, 21, "s.ntq.2", "ntq.2.7nt", "ntq.2.5nt", "2NT.stayman")):
        no_fit = Check(_no_fit_in_partners_major, "no fit in partner's major")
        blocks.append(block(
            block_id, When(_nt_opening_context(level, stayman_id), f"partner's {level}NT opening"),
            rule(grand_id, "7NT", HCP(37 - lo), no_fit, label=L("grand_slam")),
            rule(quantitative_id, "5NT", HCP(37 - hi, 36 - lo), no_fit, label=S("quantitative_5nt"), forcing=True),
            closed=False))
    return blocks
