"""Slam exploration once a major is agreed: control (cue) bids and the 5M trump-quality ask.

The SAYC booklet says little beyond Blackwood and Gerber here, so these rules follow common
ACBL practice (their labels say so):

* When a major is agreed at the three level (1♠–2NT Jacoby–3♠, 1♠–3♠, 1♥–2♣–2♥–3♥,
  2♣–2♦–2♠–3♠ ...) and the opponents are silent, a new suit below game is a *control bid*
  (cue bid): slam interest, first-round control (ace or void) of the suit, none in a cheaper
  side suit; forcing. Partner signs off in game with a minimum, cue-bids back with extras (the
  cheapest control: ace or void, else king or singleton), or asks with Blackwood once every side
  suit is controlled; with a side suit nobody has shown control of, the slam stops in game.
* A raise to five of the agreed major without Blackwood asks about trump quality: partner bids
  six with two of the top three honours, else passes.
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    LHO,
    ME,
    PARTNER,
    RHO,
    AuctionView,
    bid_rank,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import HCP, AuctionCheck, Check
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc.common import SUITS, S
from cardlearn.ai.bridge.system_checks import L

#: The rules whose call is a control (cue) bid: partner may not pass them.
CUE_RULES = frozenset({"cue.first", "cue.back"})
#: Rules of this module partner may not pass (unioned into :data:`cardlearn.ai.bridge.sayc.FORCING`).
FORCING = CUE_RULES | {"bw.ask.ctl", "bw.ask.cue", "bw.ask.cue.after", "ntq.1.5nt", "ntq.2.5nt"}
#: Calls of my side that start slam conventions: after them, no new cue-bidding or trump ask begins.
_SLAM_STARTED = ("bw.", "cue.", "tq.", "gerber", "gsf", "kings", "q5.")

# Combined strength (my points + what partner has shown) for slam interest, and for driving to slam.
SLAM_INTEREST = 31
SLAM_VALUES = 33


def _opponents_silent(view: AuctionView) -> bool:
    return all(view.calls[i] == "P" for i in range(len(view.calls)) if view.relation(i) in (RHO, LHO))


def _major_agreed(view: AuctionView, major: str) -> bool:
    """Both of us bid ``major`` naturally, or I asked with Jacoby 2NT over
    partner's opening in it (an artificial bid, a fourth suit, agrees nothing; Jacoby's shortness
    rebids name other suits)."""
    if any(view.rule_of(i) == "r1M.jacoby" and view.relation(i) in (ME, PARTNER) for i in range(len(view.calls))):
        return view.seq[0] == f"1{major}"
    return all(any(view.relation(i) == who and is_bid(call) and strain_of(call) == major
                   and not view.rule_of(i).startswith(_ARTIFICIAL) for i, call in enumerate(view.calls))
               for who in (ME, PARTNER))


#: Rules whose suit bid says nothing about that suit (a major bid by them agrees nothing).
_ARTIFICIAL = ("r2s.fsf", "fsf", "jac.short", "rbr.try", "w2a.", "cue.")


def _plain_suit_auction(view: AuctionView) -> bool:
    """Our suit auction, the opponents silent, no slam convention started yet (a no-trump opening has its own)."""
    if not view.we_opened or strain_of(view.seq[0]) == "NT" or not _opponents_silent(view):
        return False
    return not any(view.rule_of(i).startswith(_SLAM_STARTED) for i in range(len(view.calls))
                   if view.relation(i) in (ME, PARTNER))


def _partner_raised(view: AuctionView, levels: str) -> dict[str, str] | None:
    """Partner's last call agreed a major at one of ``levels`` and RHO passed: binds M."""
    if len(view.calls) < 2 or view.calls[-1] != "P":
        return None
    last = view.calls[-2]
    if not is_bid(last) or last[0] not in levels or strain_of(last) not in ("S", "H"):
        return None
    major = strain_of(last)
    if not _plain_suit_auction(view) or not _major_agreed(view, major):
        return None
    return {"M": major}


def _cue_start(view: AuctionView) -> dict[str, str] | None:
    """A major agreed at the three level, below game: control bids may start."""
    return _partner_raised(view, "3")


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
    if n < 2 or view.calls[-1] != "P" or view.rule_of(n - 2) not in CUE_RULES:
        return None
    major = _cue_trump(view)
    return {"M": major} if major else None


def _partner_signed_off_over_cue(view: AuctionView) -> dict[str, str] | None:
    """Partner signed off in game over my control bid, RHO passed: binds M."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.rule_of(n - 2) != "cue.signoff":
        return None
    major = _cue_trump(view)
    return {"M": major} if major else None


def _partner_asked_trumps(view: AuctionView) -> dict[str, str] | None:
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.rule_of(n - 2) != "tq.ask":
        return None
    return {"M": strain_of(view.calls[-2])}


# --- hand tests --------------------------------------------------------------------------------


def _value(hand: HandEval, trump: str) -> int:
    """My points with a fit: HCP and length, plus half the shortness points (as Blackwood counts them)."""
    return hand.total_points + max(0, hand.support_points(trump) - hand.hcp) // 2


def _partner_estimate(view: AuctionView) -> int:
    """Partner's expected HCP, raised by what partner's control bids say.

    Partner who started cue-bidding counted on my shown values for a slam (31 together);
    partner who cue-bid back over my control bid has extras.
    """
    base = view.expected_hcp(PARTNER)
    cues = [i for i in _cue_calls(view) if view.relation(i) in (ME, PARTNER)]
    if not any(view.relation(i) == PARTNER for i in cues):
        return base
    if view.relation(cues[0]) == PARTNER:
        return max(base, SLAM_INTEREST - view.expected_hcp(ME))
    return base + 2


def _first_round(hand: HandEval, suit: str) -> bool:
    return hand.lengths[suit] == 0 or "A" in hand.holdings[suit]


def _second_round(hand: HandEval, suit: str) -> bool:
    return hand.lengths[suit] == 1 or "K" in hand.holdings[suit]


def _controlled(hand: HandEval, view: AuctionView, trump: str) -> bool:
    """Every side suit is controlled: I hold the ace, king, a singleton or a void, or partner cue-bid it."""
    shown = {strain_of(view.calls[i]) for i in _cue_calls(view) if view.relation(i) == PARTNER}
    return all(_first_round(hand, s) or _second_round(hand, s) or s in shown for s in SUITS if s != trump)


def _below_game(view: AuctionView, call: str, trump: str) -> bool:
    """A control bid stays below game, or once both of us have cue-bid (slam interest on both sides), below 4NT
    (so 4♠ is still a control bid with hearts agreed)."""
    cued = {view.relation(i) for i in _cue_calls(view)}
    ceiling = "4NT" if {ME, PARTNER} <= cued else f"4{trump}"
    return bid_rank(call) < bid_rank(ceiling)


def _cue_suits(view: AuctionView, trump: str) -> list[str]:
    """Side suits I may still cue-bid below game, cheapest first (not one I have cue-bid already)."""
    mine = {strain_of(view.calls[i]) for i in _cue_calls(view) if view.relation(i) == ME}
    last = view.last_bid or "1C"
    out = []
    for level in (3, 4):
        for suit in "CDHS":
            call = f"{level}{suit}"
            if suit != trump and suit not in mine and bid_rank(call) > bid_rank(last) \
                    and _below_game(view, call, trump) and suit not in out:
                out.append(suit)
    return out


def _cheapest_first_round(hand: HandEval, view: AuctionView, b) -> bool:
    """``c`` is the cheapest side suit in which I hold the ace or a void."""
    held = [s for s in _cue_suits(view, b["M"]) if _first_round(hand, s)]
    return bool(held) and held[0] == b["c"]


def _cheapest_control(hand: HandEval, view: AuctionView, b) -> bool:
    """``c`` is my cheapest ace or void still to show, or without one, my cheapest king or singleton."""
    suits = _cue_suits(view, b["M"])
    held = [s for s in suits if _first_round(hand, s)] or [s for s in suits if _second_round(hand, s)]
    return bool(held) and held[0] == b["c"]


def _cue_call_ok(view: AuctionView, b) -> bool:
    call = Cheapest("c").make(view, b)
    return b["c"] != b["M"] and call is not None and _below_game(view, call, b["M"])


def _no_void(hand: HandEval) -> bool:
    # Blackwood cannot tell which aces partner holds: with a void, ace-asking misleads.
    return min(hand.lengths.values()) > 0


def _start_blackwood(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam values, no void, every side suit under my control: ask for aces at once."""
    trump = b["M"]
    return _no_void(hand) and _value(hand, trump) + view.expected_hcp(PARTNER) >= SLAM_VALUES \
        and _controlled(hand, view, trump)


def _start_cue(hand: HandEval, view: AuctionView, b) -> bool:
    return _value(hand, b["M"]) + view.expected_hcp(PARTNER) >= SLAM_INTEREST


def _answer_blackwood(hand: HandEval, view: AuctionView, b) -> bool:
    trump = b["M"]
    return _no_void(hand) and _value(hand, trump) + _partner_estimate(view) >= SLAM_VALUES \
        and _controlled(hand, view, trump)


def _answer_cue(hand: HandEval, view: AuctionView, b) -> bool:
    return _value(hand, b["M"]) + _partner_estimate(view) >= SLAM_INTEREST + 1


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
    below_game = AuctionCheck(_cue_call_ok, "a side suit below game", ("c",))
    return [
        block("s.tq.answer", When(_partner_asked_trumps, "partner asked about trump quality"),
              rule("tq.six", "6M", Check(lambda h, v, b: h.honors(b["M"], 3) >= 2, "two of the top three"),
                   label=S("trump_ask_yes")),
              rule("tq.pass", "P", label=S("trump_ask_no"))),
        block("s.cue.answer", When(_partner_cue_bid, "partner's control bid"),
              rule("bw.ask.cue", "4NT", Check(_answer_blackwood, "slam values, every suit controlled"),
                   label=S("blackwood")),
              rule("cue.back", Cheapest("c", max_level=4), below_game,
                   Check(_answer_cue, "extra values"), Check(_cheapest_control, "cheapest control", ("c",)),
                   label=S("cue_back"), prefer="up"),
              rule("cue.signoff", Cheapest("M", max_level=5), label=S("cue_signoff"))),
        block("s.cue.after", When(_partner_signed_off_over_cue, "partner signed off over my control bid"),
              rule("bw.ask.cue.after", "4NT", Check(_answer_blackwood, "slam values, every suit controlled"),
                   label=S("blackwood")),
              rule("cue.stop", "P", label=S("cue_stop"))),
        block("s.tq", When(_trump_ask_context, "a major agreed below the five level"),
              rule("tq.ask", "5M", Check(_trump_ask_hand, "only the trumps in doubt"), label=S("trump_ask")),
              closed=False, claims=("tq.ask",)),
        block("s.cue", When(_cue_start, "a major agreed at the three level"),
              rule("bw.ask.ctl", "4NT", Check(_start_blackwood, "slam values, every suit controlled"),
                   label=S("blackwood")),
              rule("cue.first", Cheapest("c", max_level=4), below_game,
                   Check(_start_cue, "slam interest"), Check(_cheapest_first_round, "cheapest ace or void", ("c",)),
                   label=S("cue_first"), prefer="up"),
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
    for level, lo, hi in ((1, 15, 17), (2, 20, 21)):
        no_fit = Check(_no_fit_in_partners_major, "no fit in partner's major")
        blocks.append(block(
            f"s.ntq.{level}", When(_nt_opening_context(level), f"partner's {level}NT opening"),
            rule(f"ntq.{level}.7nt", "7NT", HCP(37 - lo), no_fit, label=L("grand_slam")),
            rule(f"ntq.{level}.5nt", "5NT", HCP(37 - hi, 36 - lo), no_fit, label=S("quantitative_5nt")),
            closed=False))
    return blocks


def no_agreed_major(hand: HandEval | None, view: AuctionView, b) -> bool:
    """No major bid naturally by both of us (or agreed by Jacoby 2NT): a no-trump slam would leave our fit."""
    return not any(_major_agreed(view, major) for major in "SH")
