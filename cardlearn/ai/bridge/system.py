"""The bidding system as data: SAYC (ACBL Standard American Yellow Card) as a bridge teacher recognises it.

The booklet's conventions that need their own contexts (Jacoby 2NT rebids, fourth
suit forcing, Michaels, Cappelletti, Gerber ...) live in :mod:`.sayc` and are
spliced into :data:`SYSTEM` below; this module holds the openings, responses,
rebids and competitive basics.

Each :class:`~cardlearn.ai.bridge.rule.Block` names an auction context; its
rules are tried in order and the first whose hand conditions hold (and whose
call is legal) is the call. The shown conditions of a rule are its meaning:
the same objects give the learner's text (``"6–10 HCP, 3+ ♥"``) and the
card-play sampler's :class:`HandConstraints`. Hidden conditions
(:class:`Hidden`, :class:`Check`) only choose between calls.

Contexts read the auction from the opening bid on, from the caller's seat
(see :mod:`.patterns`): ``"1M P"`` is "partner opened one of a major, RHO
passed".
"""
from __future__ import annotations

from cardlearn.ai.bridge.auction_view import (
    LHO,
    ME,
    PARTNER,
    RHO,
    AuctionView,
    cheapest_bid,
    is_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import (
    HCP,
    Aces,
    AnyOf,
    AuctionCheck,
    Balanced,
    Check,
    Combined,
    Fit,
    GoodSuit,
    Hidden,
    Len,
    NoFourCardMajor,
    OthersLen,
    Points,
    Stopper,
    TheirStoppers,
    UnbidMajors,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Cheapest, Seq, When
from cardlearn.ai.bridge.rule import Block, block, rule
from cardlearn.ai.bridge.sayc import S as L_S
from cardlearn.ai.bridge.sayc import blocks_before_responses, blocks_first

SUITS = "SHDC"


def L(name: str) -> str:
    """The catalog key of a rule label."""
    return f"ai_bridge.label.{name}"


# --- hidden tests (style choices that are not part of a call's announced meaning) ------------


def _opens(hand: HandEval, view: AuctionView, b) -> bool:
    """Sound opening strength: 12+ HCP, or 11 with the rule of 20; 4th seat adds the rule of 15."""
    if view.pre_passes == 3 and hand.hcp + hand.lengths["S"] < 15:
        return False
    return hand.hcp >= 12 or (hand.hcp == 11 and hand.rule_of_20)


def _no_five_major(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.lengths["S"] < 5 and hand.lengths["H"] < 5


def _diamonds_better(hand: HandEval, view: AuctionView, b) -> bool:
    d, c = hand.lengths["D"], hand.lengths["C"]
    return d > c or (d == c and d >= 4)


def _clubs_better(hand: HandEval, view: AuctionView, b) -> bool:
    return not _diamonds_better(hand, view, b)


def _weak_two_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """A six-card suit with two top honours, no side four-card major, not in fourth seat."""
    suit = b["w"]
    side_major = any(hand.lengths[m] >= 4 for m in "SH" if m != suit)
    return view.pre_passes < 3 and hand.honors(suit, 3) >= 1 and hand.honors(suit, 5) >= 2 and not side_major


def _preempt_shape(hand: HandEval, view: AuctionView, b) -> bool:
    suit = b["p"]
    return view.pre_passes < 3 and hand.honors(suit, 5) >= 2


def _hearts_longer(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.lengths["H"] > hand.lengths["S"]


def _spades_not_shorter(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.lengths["S"] >= hand.lengths["H"]


def _not_hearts_first(hand: HandEval, view: AuctionView, b) -> bool:
    return hand.lengths["H"] < 4


def _good_overcall_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """A suit worth showing: good, long, or (at the one level) any five cards in an opening hand."""
    one_level = cheapest_bid(b["y"], view.last_bid) == f"1{b['y']}"
    return hand.good_suit(b["y"]) or hand.lengths[b["y"]] >= 6 or (one_level and hand.hcp >= 12)


def _lower_than_opening(hand: HandEval | None, view: AuctionView, b) -> bool:
    """A new suit below the opened one: no reverse."""
    return SUITS.index(b["z"]) > SUITS.index(b["x"])


def _higher_than_opening(hand: HandEval | None, view: AuctionView, b) -> bool:
    return SUITS.index(b["z"]) < SUITS.index(b["x"])


def _not_reverse_jump(hand: HandEval | None, view: AuctionView, b) -> bool:
    """A jump shift names a new suit; the opener's own suit is rebid by other rules."""
    return b["z"] != b["x"]


def _trump_stack(var: str) -> Hidden:
    """A hidden test: two of the top five honours in suit ``var`` (their suit, for a penalty double or pass)."""
    return Hidden(Check(lambda h, v, b: h.honors(b[var], 5) >= 2, f"two honours in {var}", (var,)))


def _is_major(var: str) -> AuctionCheck:
    """A hidden test that suit variable ``var`` stands for a major (explanations apply it too)."""
    return AuctionCheck(lambda v, b: b[var] in "SH", f"{var} is a major", (var,))


def _major_first_n(hand: HandEval, view: AuctionView, b) -> bool:
    """Answer a takeout double in a four-card major before a minor."""
    return b["n"] in "SH" or all(hand.lengths[m] < 4 for m in "SH" if m not in view.bid_suits)


# --- the agreed trump suit, read from my hand and partner's shown lengths --------------------


def fit_suits(hand: HandEval, view: AuctionView, total: int = 8) -> list[str]:
    """Suits where my length plus partner's shown minimum reach ``total``, majors first."""
    known = view.known(PARTNER)
    shown = set(view.suits_bid_by(PARTNER)) | set(view.suits_bid_by(ME))
    fits = [s for s in SUITS if s in shown and hand.lengths[s] + known.min_len(s) >= total]
    return sorted(fits, key=lambda s: (s not in "SH", -hand.lengths[s] - known.min_len(s)))


def _trump_fit(hand: HandEval, view: AuctionView, b) -> bool:
    return b["f"] in fit_suits(hand, view)


def _no_major_fit(hand: HandEval, view: AuctionView, b) -> bool:
    return not any(s in "SH" for s in fit_suits(hand, view))


def _nt_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """Fit for no trump: no void, and any singleton is an honour or sits in a suit partner has bid."""
    partner_suits = view.suits_bid_by(PARTNER)
    for suit in SUITS:
        n = hand.lengths[suit]
        if n == 0:
            return False
        if n == 1 and suit not in partner_suits and hand.honors(suit, 3) == 0:
            return False
    return True


def _own_trumps(hand: HandEval, view: AuctionView) -> list[str]:
    """A self-sufficient suit of mine: six good or seven cards in a suit I have bid, no fit needed."""
    return [s for s in view.suits_bid_by(ME)
            if hand.lengths[s] >= 7 or (hand.lengths[s] >= 6 and hand.honors(s, 3) >= 2)]


def slam_suits(hand: HandEval, view: AuctionView) -> list[str]:
    """Where a slam may be played: our fits first, then my own self-sufficient suit."""
    fits = fit_suits(hand, view)
    return fits + [s for s in _own_trumps(hand, view) if s not in fits]


def _blackwood_ok(hand: HandEval, view: AuctionView, b) -> bool:
    """Slam values with a fit (or my own solid suit), and nobody of ours has asked for aces yet."""
    fits = slam_suits(hand, view)
    # Blackwood cannot tell which aces partner holds: with a void, ace-asking misleads (bid naturally).
    if not fits or _asked_aces(view) or min(hand.lengths.values()) == 0:
        return False
    trump = fits[0]
    # In a minor, ask only when every answer leaves room to stop at five of it (or already shows enough aces).
    if trump == "D" and hand.aces < 1 or trump == "C" and hand.aces < 2:
        return False
    return hand.total_points + max(0, hand.support_points(trump) - hand.hcp) // 2 + view.expected_hcp(PARTNER) >= 33


def _not_asked_aces(hand: HandEval, view: AuctionView, b) -> bool:
    return not _asked_aces(view)


def _asked_aces(view: AuctionView) -> bool:
    return any(view.rule_of(i).startswith("bw.ask") and view.relation(i) in (ME, PARTNER) for i in range(len(view.calls)))


def _not_past_partners_game(hand: HandEval, view: AuctionView, b) -> bool:
    """Partner's game bid ends the search for game: only a major-suit fit may correct 3NT."""
    last = view.last_bid
    if last is None or view.last_bid_relation != PARTNER:
        return True
    level, strain = int(last[0]), strain_of(last)
    game = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}[strain]
    return level < game


def _my_major_over_3nt(view: AuctionView, b) -> bool:
    """Partner bid 3NT over my major: I may still play in it with six and a singleton or void, or seven."""
    suit = b["f"]
    return (view.last_bid == "3NT" and view.last_bid_relation == PARTNER and suit in "SH"
            and suit in view.suits_bid_by(ME) and view.known(PARTNER).max_len(suit) > 1)


def _short_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """A singleton or void: with a long minor fit, play in the suit rather than 3NT."""
    return min(hand.lengths.values()) <= 1


def _side_stoppers(hand: HandEval, view: AuctionView, b) -> bool:
    """A stopper in every suit but partner's long one."""
    return all(hand.stopper(s) for s in SUITS if s != b["w"])


def _their_last_bid(view: AuctionView, b) -> bool:
    return view.last_bid_relation in (RHO, LHO)


def _partner_asked_aces(view: AuctionView) -> bool:
    """Partner's last call was Blackwood 4NT and RHO passed."""
    n = len(view.calls)
    return n >= 2 and view.rule_of(n - 2).startswith("bw.ask") and view.calls[-1] == "P"


def _partner_showed_aces(view: AuctionView) -> bool:
    n = len(view.calls)
    return n >= 4 and view.rule_of(n - 2).startswith("bw.reply") and view.rule_of(n - 4).startswith("bw.ask") \
        and view.calls[-1] == "P"


_REPLY_ACES = {"5C": (0, 4), "5D": (1,), "5H": (2,), "5S": (3,)}


def _partnership_aces(hand: HandEval, view: AuctionView) -> int:
    options = _REPLY_ACES.get(view.calls[-2], (0,))
    theirs = options[-1] if hand.aces == 0 else options[0]
    return hand.aces + theirs


def agreed_suit(hand: HandEval, view: AuctionView) -> str | None:
    """Where a slam is played: our best fit, else my own solid suit, else my side's last suit before 4NT."""
    suits = slam_suits(hand, view)
    if suits:
        return suits[0]
    for i in range(len(view.calls) - 1, -1, -1):
        call = view.calls[i]
        if view.relation(i) in (ME, PARTNER) and is_bid(call) and strain_of(call) != "NT" and call[0] != "5":
            return strain_of(call)
    return None


def _slam_aces(hand: HandEval, view: AuctionView, b) -> bool:
    return _partnership_aces(hand, view) >= 3 and b["f"] == agreed_suit(hand, view)


def _king_ask(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces between us and values near a grand slam (35+ together): ask for kings with 5NT."""
    return _partnership_aces(hand, view) == 4 and agreed_suit(hand, view) is not None \
        and hand.hcp + view.known(PARTNER).hcp_min >= 35


def _grand_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces and the values for thirteen tricks (37+ together)."""
    if _partnership_aces(hand, view) < 4 or b["f"] != agreed_suit(hand, view):
        return False
    # Count partner at the bottom of the range: a grand needs certainty, not an average hand.
    return hand.hcp + view.known(PARTNER).hcp_min >= 39


def _signoff_aces(hand: HandEval, view: AuctionView, b) -> bool:
    return _partnership_aces(hand, view) < 3 and b["f"] == agreed_suit(hand, view)


def _low_enough(level: int):
    """The opponents' last bid is at most ``level`` (negative doubles and free bids stay low)."""
    def test(view: AuctionView, b) -> bool:
        return view.last_bid is not None and int(view.last_bid[0]) <= level
    return test


_TAKEOUT_RULES = ("ov.x", "ov.x.strong", "ovh.x", "ovh.x.strong", "ovh.x.bal", "ovl.x", "ovh.x.short")


def _after_partners_takeout_double(view: AuctionView) -> dict[str, str] | None:
    """Partner's last call was a takeout double and RHO passed: binds ``x`` to the doubled suit."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.rule_of(n - 2) not in _TAKEOUT_RULES:
        return None
    if view.bids_by(ME) or view.bids_by(PARTNER) or view.last_bid is None:
        return None
    strain = strain_of(view.last_bid)
    return None if strain == "NT" else {"x": strain}


def _my_takeout_double_passed_by_partner(view: AuctionView) -> dict[str, str] | None:
    """I doubled for takeout, partner only passed since, they bid on: binds ``x`` to their last suit."""
    mine = [i for i in range(len(view.calls)) if view.relation(i) == ME]
    if not mine or view.rule_of(mine[-1]) not in _TAKEOUT_RULES:
        return None
    if any(view.relation(i) == PARTNER and view.calls[i] != "P" for i in range(mine[-1], len(view.calls))):
        return None
    if view.last_bid is None or view.last_bid_relation not in (LHO, RHO) or view.doubled:
        return None
    strain = strain_of(view.last_bid)
    return None if strain == "NT" or int(view.last_bid[0]) > 3 else {"x": strain}


def _their_high_opening(view: AuctionView) -> dict[str, str] | None:
    """RHO opened at the 2-4 level (not 2♣), or it was passed round to me: binds ``x`` to their suit."""
    seq = view.seq
    if len(seq) not in (1, 3) or (len(seq) == 3 and seq[1:] != ("P", "P")):
        return None
    opening = seq[0]
    if int(opening[0]) not in (2, 3, 4) or opening == "2C" or strain_of(opening) == "NT":
        return None
    return {"x": strain_of(opening)}


def _balancing(view: AuctionView) -> bool:
    return len(view.seq) == 3


def _we_have_not_bid(view: AuctionView) -> bool:
    return not view.bids_by(ME) and not view.bids_by(PARTNER) and "X" not in view.calls_by(PARTNER) \
        and "X" not in view.calls_by(ME)


def _sandwich(view: AuctionView) -> bool:
    """The opponents opened and bid again; my side has only passed: a late natural overcall."""
    last = view.last_bid
    return (not view.we_opened and bool(view.seq) and _we_have_not_bid(view) and last is not None
            and view.last_bid_relation in (RHO, LHO) and int(last[0]) <= 2)


def _their_penalty_target(view: AuctionView) -> bool:
    """A low contract of theirs after my side opened: a penalty double is on."""
    last = view.last_bid
    return (view.we_opened and last is not None and view.last_bid_relation in (RHO, LHO)
            and view.doubled == 0 and strain_of(last) != "NT" and int(last[0]) >= 2)


def _penalty_hand(hand: HandEval, view: AuctionView, b) -> bool:
    suit = strain_of(view.last_bid or "1NT")
    if suit == "NT":
        return False
    return hand.lengths[suit] >= 4 and hand.honors(suit, 5) >= 2 and \
        hand.hcp + view.expected_hcp(PARTNER) >= 23 and not fit_suits(hand, view)


_GAME_FORCING_RULES = frozenset({
    "r1m.2c", "r1M.jacoby", "rb.jumpshift", "rb1nt.jumpshift", "r1m.2nt", "2c.suit",
    "r1M.jumpshift", "r1m.jumpshift", "r1m.jumpshift.fit", "r2s.jump.new",
})
_GAME_LEVEL = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}


def _below_game(view: AuctionView) -> bool:
    last = view.last_bid
    return last is None or int(last[0]) < _GAME_LEVEL[strain_of(last)]


def _game_forced(hand: HandEval, view: AuctionView, b) -> bool:
    """My side is committed to game (a game-forcing call, or enough known values) and is still below it.

    The captain's count: my HCP plus the least partner has shown reach 25, or one of us made a
    game-forcing call; then the auction must not die below game.
    """
    if not _below_game(view) or view.last_bid_relation not in (ME, PARTNER):
        return False
    forcing = any(view.rule_of(i) in _GAME_FORCING_RULES and view.relation(i) in (ME, PARTNER)
                  for i in range(len(view.calls)))
    return forcing or hand.hcp + view.expected_hcp(PARTNER) >= 26


def _partner_forced(view: AuctionView) -> bool:
    """Partner's last call was forcing and RHO passed: I may not pass."""
    n = len(view.calls)
    return n >= 2 and view.calls[-1] == "P" and n - 2 < len(view.explanations) \
        and view.explanations[n - 2].forcing and is_bid(view.calls[n - 2])


def _partner_forced_last_suit(view: AuctionView, b) -> bool:
    return _partner_forced(view) and strain_of(view.calls[-2]) == b["f"]


_TWO_OVER_ONE = frozenset({"r1M.2h", "r1M.2over1", "r1M.2over1.3", "r1m.any"})


def _after_two_over_one(view: AuctionView, b) -> bool:
    """My two-level response was a two-over-one."""
    mine = [i for i in range(len(view.calls)) if view.relation(i) == ME]
    return bool(mine) and view.rule_of(mine[0]) in _TWO_OVER_ONE


def _no_fit_with_opener(hand: HandEval, view: AuctionView, b) -> bool:
    """No three cards in opener's major and no four in the suit he rebid (raises come first)."""
    return not (b["x"] in "SH" and hand.lengths[b["x"]] >= 3) and hand.lengths[b.get("z", b["x"])] < 4


def _partner_cue_raised_me(view: AuctionView) -> dict[str, str] | None:
    """Partner's last call was the cue-bid raise of my overcall, RHO passed: binds y (mine) and x (theirs)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.rule_of(n - 2) != "advo.cue":
        return None
    mine = view.suits_bid_by(ME)
    return {"y": mine[0], "x": strain_of(view.calls[-2])} if mine else None


def _responder_after_2over1() -> tuple:
    return (
        rule("r21.own6", Cheapest("y", max_level=3), Len("y", 6), HCP(10, 12), Check(_no_fit_with_opener),
             label=L("rebid_suit")),
        rule("r21.major", Cheapest("u", max_level=3), Len("u", 4), HCP(12), Check(_no_fit_with_opener),
             AuctionCheck(lambda v, b: b["u"] in "SH" and b["u"] not in v.bid_suits, var_names=("u",)),
             label=L("new_suit"), forcing=True),
    )


def _nt_game_ok(hand: HandEval, view: AuctionView, b) -> bool:
    return not any(s in "SH" for s in fit_suits(hand, view)) and all(hand.stopper(s) for s in view.their_suits)


# --- rule groups ---------------------------------------------------------------------------


def _openings(fourth: bool) -> tuple:
    opens = Hidden(Check(_opens, "opens"))
    rules = [
        rule("open.2c", "2C", HCP(22), label=L("strong_2c"), forcing=True),
        rule("open.2nt", "2NT", HCP(20, 21), Balanced()),
        rule("open.1nt", "1NT", HCP(15, 17), Balanced()),
        rule("open.1M", "1M", HCP(11, 21), Len("M", 5), opens),
        rule("open.1d", "1D", HCP(11, 21), Len("D", 3), opens, Check(_no_five_major), Check(_diamonds_better)),
        rule("open.1c", "1C", HCP(11, 21), Len("C", 3), opens, Check(_no_five_major), Check(_clubs_better)),
    ]
    if not fourth:
        rules += [
            rule("open.weak2", "2w", HCP(5, 10), Len("w", 6, 6), Check(_weak_two_shape, var_names=("w",)),
                 label=L("weak_two")),
            # Third seat may open a weak two on a good five-card suit (common ACBL practice).
            rule("open.weak2.third", "2w", HCP(6, 11), Len("w", 5, 5), Check(
                lambda h, v, b: v.pre_passes == 2 and h.honors(b["w"], 3) >= 2 and h.shape[1] <= 3, "third seat",
                ("w",)), label=L_S("weak_two_third_seat")),
            rule("open.4M", "4M", HCP(5, 10), Len("M", 8), Check(_preempt_shape_major, var_names=("M",)),
                 label=L("preempt")),
            rule("open.4m", "4p", HCP(5, 10), Len("p", 8), Check(_preempt_shape, var_names=("p",)),
                 AuctionCheck(lambda v, b: b["p"] in "DC", var_names=("p",)), label=L("preempt")),
            rule("open.4M.74", "4M", HCP(5, 10), Len("M", 7), Check(lambda h, v, b: h.shape[1] >= 4
                 and h.honors(b["M"], 3) >= 2 and v.pre_passes < 3, var_names=("M",)), label=L("preempt")),
            rule("open.3p", "3p", HCP(5, 10), Len("p", 7), Check(_preempt_shape, var_names=("p",)),
                 label=L("preempt")),
            # No weak 2♣ in SAYC: a good six-card club suit pre-empts at three (common practice).
            rule("open.3c6", "3C", HCP(5, 10), Len("C", 6, 6), Check(lambda h, v, b: h.honors("C", 3) >= 2
                 and h.lengths["S"] < 4 and h.lengths["H"] < 4 and v.pre_passes < 3 and not v.our_vulnerable,
                 "not vulnerable"), label=L("preempt")),
            rule("open.pass", "P", HCP(0, 11), label=L("no_opening")),
        ]
    else:
        rules.append(rule("open.pass4", "P", HCP(0, 14), label=L("no_opening")))
    return tuple(rules)


def _preempt_shape_major(hand: HandEval, view: AuctionView, b) -> bool:
    return view.pre_passes < 3 and hand.honors(b["M"], 5) >= 2


def _nt_system(level: int, lo: int) -> list[Block]:
    """Responses to a 1NT (``level`` 1, ``lo`` 15) or 2NT (``level`` 2, ``lo`` 20) opening and their follow-ups."""
    nt = f"{level}NT"
    # SAYC: over a double of 1NT the system stays on (Stayman and transfers); "-" matches P, X or XX.
    rho = "-" if level == 1 else "P"
    club, diamond, heart, spade = (f"{level + 1}{s}" for s in "CDHS")
    mid = lo + 1  # the opener's middle point, what responder counts on
    # Responder's HCP for game opposite a middle-of-the-range opening (SAYC: 10+ over 1NT, 4+ over 2NT).
    game = (26 if level == 1 else 25) - mid
    blocks = [
        block(f"{nt}.resp", Seq(f"{nt} {rho}"),
              rule(f"{nt}.transfer_h", diamond, Len("H", 5), Check(_hearts_longer), label=L("transfer_h"),
                   forcing=True),
              rule(f"{nt}.transfer_s", heart, Len("S", 5), Check(_spades_not_shorter), label=L("transfer_s"),
                   forcing=True),
              rule(f"{nt}.stayman", club, HCP(game - 2), AnyOf((Len("H", 4), Len("S", 4))), label=L("stayman"),
                   forcing=True),
              # SAYC booklet: 4NT invites 6NT with 16–17 opposite 1NT (11–12 opposite 2NT); 6NT is 18–19.
              rule(f"{nt}.6nt", "6NT", HCP(34 - mid, 37 - mid), label=L("slam")),
              rule(f"{nt}.4nt", "4NT", HCP(32 - mid, 33 - mid), label=L("quantitative")),
              rule(f"{nt}.3nt", "3NT", HCP(game, 31 - mid), label=L("to_play")),
              *([rule(f"{nt}.2nt", "2NT", HCP(game - 2, game - 1), label=L("invite"))] if level == 1 else []),
              rule(f"{nt}.pass", "P", HCP(0, game - 1 if level == 2 else game - 3), label=L("to_play"))),
        block(f"{nt}.stayman", Seq(f"{nt} {rho} {club} P"),
              rule(f"{nt}.stayman.h", heart, Len("H", 4), label=L("stayman_reply")),
              rule(f"{nt}.stayman.s", spade, Len("S", 4), Check(_not_hearts_first), label=L("stayman_reply")),
              rule(f"{nt}.stayman.d", diamond, NoFourCardMajor(), label=L("stayman_reply"))),
    ]
    for reply in (heart, spade):
        suit = reply[-1]
        blocks.append(block(f"{nt}.stayman.{suit}.fit", Seq(f"{nt} {rho} {club} P {reply} P"),
                            rule(f"{nt}.st.6{suit}", f"6{suit}", Len(suit, 4), HCP(33 - mid), label=L("slam")),
                            rule(f"{nt}.st.4{suit}", f"4{suit}", Len(suit, 4), HCP(game, 32 - mid), label=L("game")),
                            *([rule(f"{nt}.st.3{suit}", f"3{suit}", Len(suit, 4), HCP(game - 2, game - 1),
                                    label=L("invite"))] if level == 1 else []),
                            rule(f"{nt}.st.6nt", "6NT", HCP(34 - mid), label=L("slam")),
                            rule(f"{nt}.st.4nt", "4NT", HCP(32 - mid, 33 - mid), label=L("quantitative")),
                            rule(f"{nt}.st.3nt", "3NT", HCP(game, 31 - mid), label=L("to_play")),
                            *([rule(f"{nt}.st.2nt", "2NT", HCP(game - 2, game - 1), label=L("invite"))]
                              if level == 1 else []),
                            rule(f"{nt}.st.pass", "P", label=L("to_play"))))
    blocks.append(block(f"{nt}.stayman.D.next", Seq(f"{nt} {rho} {club} P {diamond} P"),
                        # SAYC booklet: a five-card major after 2♦ is invitational (with the other major four).
                        *([rule(f"{nt}.st.2M", "2t", Len("t", 5), HCP(game - 3, game - 1),
                                AuctionCheck(lambda v, b: b["t"] in "SH", var_names=("t",)),
                                label=L_S("stayman_five_card_invite"))] if level == 1 else []),
                        rule(f"{nt}.st.6nt", "6NT", HCP(34 - mid), label=L("slam")),
                        rule(f"{nt}.st.4nt", "4NT", HCP(32 - mid, 33 - mid), label=L("quantitative")),
                        rule(f"{nt}.st.3nt", "3NT", HCP(game, 31 - mid), label=L("to_play")),
                        *([rule(f"{nt}.st.2nt", "2NT", HCP(game - 2, game - 1), label=L("invite"))]
                          if level == 1 else []),
                        rule(f"{nt}.st.pass", "P", label=L("to_play"))))
    # Opener's answers to responder's invitations after Stayman.
    for reply in (heart, spade):
        suit = reply[-1]
        other = "S" if suit == "H" else "H"
        if level == 1:
            blocks.append(block(f"{nt}.st.{suit}.2nt", Seq(f"{nt} {rho} {club} P {reply} P 2NT P"),
                                rule(f"{nt}.st.4{other}", f"4{other}", Len(other, 4), HCP(mid), label=L("game")),
                                rule(f"{nt}.st.3{other}", f"3{other}", Len(other, 4), label=L("to_play")),
                                rule(f"{nt}.st.3nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
            blocks.append(block(f"{nt}.st.{suit}.3", Seq(f"{nt} {rho} {club} P {reply} P 3{suit} P"),
                                rule(f"{nt}.st.4.acc", f"4{suit}", HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
        blocks.append(block(f"{nt}.st.{suit}.4nt", Seq(f"{nt} {rho} {club} P {reply} P 4NT P"),
                            rule(f"{nt}.4nt.acc", "6NT", HCP(mid), label=L("accept_invite")),
                            rule(f"{nt}.4nt.min", "P", HCP(lo, lo), label=L("minimum"))))
        blocks.append(block(f"{nt}.st.{suit}.3nt", Seq(f"{nt} {rho} {club} P {reply} P 3NT P"),
                            rule(f"{nt}.st.4{other}.fit", f"4{other}", Len(other, 4), label=L("game")),
                            rule(f"{nt}.st.pass.nt", "P", Len(other, 0, 3), label=L("to_play"))))
    if level == 1:
        blocks.append(block(f"{nt}.st.D.2nt", Seq(f"{nt} {rho} {club} P {diamond} P 2NT P"),
                            rule(f"{nt}.st.3nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                            rule(f"{nt}.st.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
    # Transfers: completion, then responder's rebid, then opener's choice.
    for ask, suit in ((diamond, "H"), (heart, "S")):
        complete = f"{level + 1}{suit}"
        blocks.append(block(f"{nt}.tr.{suit}", Seq(f"{nt} {rho} {ask} P"),
                            *([rule(f"{nt}.tr.super", f"3{suit}", Len(suit, 4), HCP(lo + 2),
                                    label=L("super_accept"))] if level == 1 else []),
                            rule(f"{nt}.tr.complete", complete, label=L("complete_transfer"))))
        after = f"{nt} {rho} {ask} P {complete} P"
        blocks.append(block(f"{nt}.tr.{suit}.next", Seq(after),
                            rule(f"{nt}.tr.6", f"6{suit}", Len(suit, 6), HCP(33 - mid), label=L("slam")),
                            rule(f"{nt}.tr.6nt", "6NT", Len(suit, 5, 5), HCP(33 - mid), label=L("slam")),
                            rule(f"{nt}.tr.4", f"4{suit}", Len(suit, 6), HCP(game, 32 - mid), label=L("game")),
                            rule(f"{nt}.tr.3nt", "3NT", Len(suit, 5, 5), HCP(game, 32 - mid),
                                 label=L("choice_of_games")),
                            *([rule(f"{nt}.tr.3", f"3{suit}", Len(suit, 6), HCP(game - 3, game - 1),
                                    label=L("invite")),
                               rule(f"{nt}.tr.2nt", "2NT", Len(suit, 5, 5), HCP(game - 2, game - 1),
                                    label=L("invite"))] if level == 1 else []),
                            rule(f"{nt}.tr.pass", "P", HCP(0, game - 1 if level == 2 else game - 3),
                                 label=L("to_play"))))
        blocks.append(block(f"{nt}.tr.{suit}.3nt", Seq(f"{after} 3NT P"),
                            rule(f"{nt}.tr.4fit", f"4{suit}", Len(suit, 3), label=L("game")),
                            rule(f"{nt}.tr.pass.nt", "P", Len(suit, 0, 2), label=L("to_play"))))
        if level == 1:
            blocks.append(block(f"{nt}.tr.{suit}.2nt", Seq(f"{after} 2NT P"),
                                rule(f"{nt}.tr.4acc", f"4{suit}", Len(suit, 3), HCP(mid), label=L("game")),
                                rule(f"{nt}.tr.3acc", f"3{suit}", Len(suit, 3), HCP(lo, lo), label=L("to_play")),
                                rule(f"{nt}.tr.3nt.acc", "3NT", Len(suit, 2, 2), HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.tr.pass.min", "P", Len(suit, 2, 2), HCP(lo, lo), label=L("minimum"))))
            blocks.append(block(f"{nt}.tr.{suit}.3", Seq(f"{after} 3{suit} P"),
                                rule(f"{nt}.tr.4acc", f"4{suit}", HCP(mid), label=L("accept_invite")),
                                rule(f"{nt}.tr.pass.min", "P", HCP(lo, lo), label=L("minimum"))))
    if level == 1:
        blocks.append(block(f"{nt}.2nt", Seq(f"{nt} {rho} 2NT P"),
                            rule(f"{nt}.2nt.acc", "3NT", HCP(mid), label=L("accept_invite")),
                            rule(f"{nt}.2nt.min", "P", HCP(lo, lo), label=L("minimum"))))
    blocks.append(block(f"{nt}.st.D.4nt", Seq(f"{nt} {rho} {club} P {diamond} P 4NT P"),
                        rule(f"{nt}.4nt.acc", "6NT", HCP(mid), label=L("accept_invite")),
                        rule(f"{nt}.4nt.min", "P", HCP(lo, lo), label=L("minimum"))))
    blocks.append(block(f"{nt}.4nt", Seq(f"{nt} {rho} 4NT P"),
                        rule(f"{nt}.4nt.acc", "6NT", HCP(lo + 2), label=L("accept_invite")),
                        rule(f"{nt}.4nt.min", "P", HCP(lo, lo + 1), label=L("minimum"))))
    return blocks


def _major_responses() -> tuple:
    return (
        rule("r1M.jacoby", "2NT", Len("M", 4), Points(13, trump="M"), HCP(11), label=L("jacoby"), forcing=True),
        # SAYC booklet: 3NT over 1M shows 15–17 balanced without four-card support.
        rule("r1M.3nt", "3NT", HCP(15, 17), Balanced(), Len("M", 0, 3), label=L_S("nt_response_15_17")),
        rule("r1M.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 5), HCP(17), GoodSuit("z"),
             label=L("jump_shift"), forcing=True),
        rule("r1M.game", "4M", Len("M", 5), HCP(0, 9), Check(lambda h, v, b: h.shape[-1] <= 1),
             label=L("preemptive_raise")),
        rule("r1M.limit", "3M", Len("M", 3), Points(10, 12, trump="M"), label=L("limit_raise")),
        # A passed hand cannot force to game: with more it still makes the limit raise.
        rule("r1M.limit.passed", "3M", Len("M", 3), Points(10, trump="M"), HCP(0, 12),
             AuctionCheck(lambda v, b: "P" in v.calls_by(ME)), label=L("limit_raise")),
        rule("r1M.raise", "2M", Len("M", 3), Points(6, 9, trump="M"), label=L("raise")),
        rule("r1M.1s", "1S", Len("S", 4), HCP(6), label=L("new_suit"), forcing=True),
        # SAYC booklet: a new suit at the two level shows 10+ and forces one round (not to game);
        # 2♥ over 1♠ promises five hearts, the minors need only four.
        rule("r1M.2h", "2H", Len("H", 5), HCP(10), AuctionCheck(lambda v, b: b["M"] == "S"), label=L("two_over_one"),
             forcing=True),
        rule("r1M.2over1", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(10),
             AuctionCheck(lambda v, b: b["z"] != "H", var_names=("z",)), label=L("two_over_one"), prefer="up",
             forcing=True),
        rule("r1M.2over1.3", Cheapest("z", min_level=2, max_level=2), Len("z", 3), HCP(13),
             AuctionCheck(lambda v, b: b["z"] in "DC", var_names=("z",)), label=L("two_over_one"), forcing=True),
        rule("r1M.1nt", "1NT", HCP(6, 12), label=L("one_nt_forcing"), forcing=True),
        rule("r1M.pass", "P", HCP(0, 5), label=L("weak")),
    )


def _minor_responses() -> tuple:
    return (
        rule("r1m.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 5), HCP(17), GoodSuit("z"),
             label=L("jump_shift"), forcing=True),
        # SAYC: the jump shift is 19+ points; with four-card support for opener's minor shortness counts
        # (at the two level only: a three-level jump would take the room to agree the minor).
        rule("r1m.jumpshift.fit", Cheapest("z", jump=1, max_level=2), Len("z", 5), Len("m", 4), HCP(15),
             Points(19, trump="m"), GoodSuit("z"), label=L("jump_shift"), forcing=True),
        # SAYC booklet: four-card suits up the line, so 1♦ over 1♣ comes first with as many diamonds as in the major.
        rule("r1m.1d.first", "1D", Len("D", 4), HCP(6), Check(lambda h, v, b: h.lengths["D"] >= max(
            h.lengths["H"], h.lengths["S"]), "diamonds at least as long as a major"), label=L("new_suit"), forcing=True),
        rule("r1m.major", Cheapest("M", max_level=1), Len("M", 4), HCP(6), prefer="up", label=L("new_suit"),
             forcing=True),
        rule("r1m.1d", "1D", Len("D", 4), HCP(6), label=L("new_suit"), forcing=True),
        rule("r1m.3nt", "3NT", HCP(16, 18), Balanced(), NoFourCardMajor(), label=L("to_play")),
        rule("r1m.2nt", "2NT", HCP(13, 15), Balanced(), NoFourCardMajor(), label=L("game_force_nt")),
        rule("r1m.2c", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(12), label=L("two_over_one"), forcing=True),
        # SAYC booklet: single raise 6–10, limit raise 11–12; a club raise wants five (1♣ may hold three).
        rule("r1m.limit", "3m", Len("m", 4), HCP(11, 12), AuctionCheck(lambda v, b: b["m"] == "D"),
             label=L("limit_raise")),
        rule("r1m.limit.c", "3m", Len("m", 5), HCP(11, 12), AuctionCheck(lambda v, b: b["m"] == "C"),
             label=L("limit_raise")),
        rule("r1m.raise", "2m", Len("m", 4), HCP(6, 10), AuctionCheck(lambda v, b: b["m"] == "D"), label=L("raise")),
        rule("r1m.raise.c", "2m", Len("m", 5), HCP(6, 10), AuctionCheck(lambda v, b: b["m"] == "C"),
             label=L("raise")),
        rule("r1m.1nt", "1NT", HCP(6, 11), NoFourCardMajor(), label=L("one_nt_response")),
        rule("r1m.any", Cheapest("z", min_level=2, max_level=2), Len("z", 3), HCP(12), label=L("two_over_one"),
             forcing=True),
        rule("r1m.limit.any", "3m", Len("m", 4), HCP(10), label=L("limit_raise")),
        rule("r1m.1nt.any", "1NT", HCP(6, 10), label=L("one_nt_response")),
        rule("r1m.pass", "P", HCP(0, 5), label=L("weak")),
    )


def _opener_rebids_after_one_level() -> tuple:
    return (
        rule("rb.raise4", "4y", Len("y", 4), Points(19, 21, trump="y"), Check(lambda h, v, b: b["y"] in "SH"),
             label=L("game")),
        rule("rb.raise3", "3y", Len("y", 4), Points(16, 18, trump="y"), label=L("invite")),
        rule("rb.raise2", "2y", Len("y", 4), Points(11, 15, trump="y"), label=L("raise")),
        rule("rb.1level", Cheapest("z", max_level=1), Len("z", 4), HCP(11, 18), prefer="up", label=L("new_suit")),
        rule("rb.1nt", "1NT", HCP(11, 14), Balanced(), label=L("minimum")),
        rule("rb.2nt", "2NT", HCP(18, 19), Balanced(), label=L("invite")),
        rule("rb.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 4), HCP(19, 21), AuctionCheck(lambda v, b: _not_reverse_jump(None, v, b), var_names=('z',)),
             label=L("jump_shift"), forcing=True),
        # A long running minor with the other suits stopped: 3NT rather than a jump in the minor.
        rule("rb.3nt.minor", "3NT", Len("x", 6), HCP(16, 19), GoodSuit("x"), Check(
            lambda h, v, b: b["x"] in "DC" and h.honors(b["x"], 4) >= 3
            and all(h.stopper(s) for s in SUITS if s not in v.bid_suits), "a running minor, unbid suits stopped"),
             label=L("to_play")),
        rule("rb.jump", Cheapest("x", jump=1), Len("x", 6), Points(18, 20), label=L("jump_rebid")),
        rule("rb.game", "3NT", HCP(19, 21), Check(_nt_shape), label=L("to_play")),
        rule("rb.reverse", Cheapest("z", min_level=2, max_level=2), Len("z", 4), HCP(17), AuctionCheck(lambda v, b: _higher_than_opening(None, v, b), var_names=('z',)),
             label=L("reverse"), forcing=True),
        rule("rb.own6", Cheapest("x"), Len("x", 6), Points(11, 17), label=L("rebid_suit")),
        rule("rb.newlow", Cheapest("z", max_level=2), Len("z", 4), HCP(11, 18), AuctionCheck(lambda v, b: _lower_than_opening(None, v, b), var_names=('z',)),
             label=L("new_suit")),
        rule("rb.own5", Cheapest("x"), Len("x", 5), label=L("rebid_suit")),
        rule("rb.nt_any", "1NT", HCP(11, 14), label=L("minimum")),
        rule("rb.fallback", Cheapest("x", max_level=2), label=L("rebid_suit")),
    )


_OPENER_MINIMUM_REBIDS = ("rb.1level", "rb.1nt", "rb.own6", "rb.own5", "rb.newlow", "rb.nt_any", "rb.fallback")


def _opener_rebid_limited(view: AuctionView, b) -> bool:
    """Opener's rebid after a one-level response was non-forcing (not a jump, reverse or raise)."""
    return view.rule_of(len(view.calls) - 2) in _OPENER_MINIMUM_REBIDS


_RESP2_CONTEXTS = (
    Seq("1x P 1y P #z P", when=_opener_rebid_limited),
    Seq("1x P 1y P #x P", when=_opener_rebid_limited),
    Seq("1x P 1y P 1NT P", when=_opener_rebid_limited),
)


def _not_responder_second_turn(hand: HandEval, view: AuctionView, b) -> bool:
    """Outside responder's second turn, whose invitations the ``resp2`` blocks define."""
    return all(ctx.match(view) is None for ctx in _RESP2_CONTEXTS)


def _responder_invites(opener_new_suit: bool) -> tuple:
    """Responder's second turn after a non-forcing rebid: invite with 11–12 (game rules come later)."""
    new_suit = (
        rule("r2.raise.z", Cheapest("z", jump=1, max_level=3), Len("z", 4), Points(11, 12, trump="z"),
             label=L("invite")),
    ) if opener_new_suit else ()
    return (
        *new_suit,
        rule("r2.game.own", "4y", Len("y", 6), HCP(12), _is_major("y"), label=L("game")),
        rule("r2.jump.own", Cheapest("y", jump=1, max_level=3), Len("y", 6), HCP(10, 11), label=L("jump_rebid")),
        rule("r2.own", Cheapest("y", max_level=2), Len("y", 6), HCP(5, 9), label=L("rebid_suit")),
        rule("r2.pref.M", Cheapest("x", jump=1, max_level=3), Len("x", 3), Points(11, 12, trump="x"), _is_major("x"),
             label=L("invite")),
        rule("r2.2nt", "2NT", HCP(11, 12), Check(_nt_shape), label=L("invite")),
        rule("r2.raise.m", Cheapest("x", max_level=3), Len("x", 3), HCP(10, 12),
             AuctionCheck(lambda v, b: b["x"] in "DC" and v.calls[-2] == f"2{b['x']}", var_names=("x",)),
             label=L("invite")),
    )


def _opener_after_1nt_response() -> tuple:
    return (
        rule("rb1nt.3nt", "3NT", HCP(19, 21), Balanced(), label=L("to_play")),
        rule("rb1nt.2nt", "2NT", HCP(18, 18), Balanced(), label=L("invite")),
        rule("rb1nt.game", "4x", Len("x", 6), Points(21), Check(lambda h, v, b: b["x"] in "SH"), label=L("game")),
        rule("rb1nt.jump", Cheapest("x", jump=1), Len("x", 6), Points(18, 20), label=L("jump_rebid")),
        rule("rb1nt.3nt.long", "3NT", HCP(18, 21), Len("x", 6), Check(_nt_shape), label=L("to_play")),
        rule("rb1nt.own6", Cheapest("x"), Len("x", 6), Points(11, 17), label=L("rebid_suit")),
        rule("rb1nt.jumpshift", Cheapest("z", jump=1, max_level=3), Len("z", 4), HCP(19, 21),
             AuctionCheck(lambda v, b: _not_reverse_jump(None, v, b), var_names=('z',)), label=L("jump_shift"), forcing=True),
        rule("rb1nt.new", Cheapest("z", max_level=2), Len("z", 4), AuctionCheck(lambda v, b: _lower_than_opening(None, v, b), var_names=('z',)), Check(
            lambda h, v, b: not h.balanced), label=L("second_suit")),
        # Over a major, 1NT is forcing for one round: a minimum opener bids a three-card minor or rebids the major.
        rule("rb1nt.minor", Cheapest("m", max_level=2), Len("m", 3), HCP(11, 17), _is_major("x"), prefer="long",
             label=L_S("minimum_three_card_minor")),
        rule("rb1nt.own5", Cheapest("x", max_level=2), Len("x", 5), _is_major("x"), label=L("rebid_suit")),
        rule("rb1nt.pass", "P", label=L("to_play")),
    )


_OPENER_OVER_FORCING_1NT = ("rb1nt.minor", "rb1nt.own5", "rb1nt.new", "rb1nt.own6")


def _after_opener_rebid_over_forcing_1nt(view: AuctionView) -> dict[str, str] | None:
    """1M – 1NT (forcing) – opener's suit rebid: binds M and z (z may be M itself, a rebid of the major)."""
    seq = view.seq
    if len(seq) != 6 or seq[1::2] != ("P", "P", "P") or seq[2] != "1NT" or seq[0] not in ("1H", "1S"):
        return None
    if view.rule_of(len(view.calls) - 2) not in _OPENER_OVER_FORCING_1NT or strain_of(seq[4]) == "NT":
        return None
    return {"M": strain_of(seq[0]), "z": strain_of(seq[4])}


def _after_forcing_1nt() -> tuple:
    """Responder's second turn after 1M – 1NT (forcing) and opener's non-jump rebid: place it or invite."""
    return (
        rule("r1nt.raise", Cheapest("z", max_level=3), Len("z", 4), HCP(10, 12), Hidden(Check(lambda h, v, b: not h.balanced)),
             AuctionCheck(lambda v, b: b["z"] != b["M"], var_names=("z",)), label=L("invite")),
        rule("r1nt.2nt", "2NT", HCP(11, 12), Check(_nt_shape), label=L("invite")),
        rule("r1nt.3M", "3M", Len("M", 3), Points(10, 12, trump="M"), label=L("invite")),
        rule("r1nt.own", Cheapest("n", max_level=2), Len("n", 6), HCP(0, 10), label=L("to_play")),
        rule("r1nt.pref", Cheapest("M", max_level=2), Len("M", 2), HCP(0, 10), Check(
            lambda h, v, b: b["z"] != b["M"] and h.lengths[b["z"]] < 4), label=L("preference")),
        rule("r1nt.pass", "P", label=L("to_play")),
    )


def _opener_after_raise() -> tuple:
    return (
        rule("rbr.4M", "4M", Points(20, trump="M"), label=L("game")),
        rule("rbr.2nt", "2NT", HCP(16, 18), Balanced(), label=L_S("nt_invite_plain")),
        # Help-suit game try (common ACBL practice): a side suit of three or more cards that needs help.
        rule("rbr.try", Cheapest("t", max_level=3), Len("t", 3), Points(17, 19, trump="M"), Check(
            lambda h, v, b: h.honors(b["t"], 2) == 0 and b["t"] != b["M"], "two or more losers", ("t",)),
             AuctionCheck(lambda v, b: b["t"] != b["M"], var_names=("t",)), prefer="up",
             label=L_S("help_suit_try"), forcing=True),
        rule("rbr.3M", "3M", Points(17, 19, trump="M"), label=L("invite")),
        rule("rbr.pass", "P", label=L("minimum")),
    )


def _opener_after_2over1() -> tuple:
    return (
        rule("rb21.raise", "3z", Len("z", 4), label=L("raise")),
        rule("rb21.raiseM", "3z", Len("z", 3), Check(lambda h, v, b: b["z"] in "SH"), label=L("raise")),
        # A jump in opener's own suit shows a good six-card suit and extra values.
        rule("rb21.jump6", Cheapest("x", jump=1, max_level=3), Len("x", 6), GoodSuit("x"), Points(16),
             label=L("jump_rebid"), forcing=True),
        rule("rb21.own6", Cheapest("x"), Len("x", 6), label=L("rebid_suit")),
        # A reverse (a new suit above the opened one) still shows extra values after a two-over-one.
        rule("rb21.new", Cheapest("y", max_level=2), Len("y", 4), Hidden(Check(
            lambda h, v, b: SUITS.index(b["y"]) > SUITS.index(b["x"]) or h.hcp >= 15, "no reverse on a minimum",
            ("y", "x"))), label=L("new_suit")),
        rule("rb21.3nt", "3NT", HCP(18, 19), Balanced(), label=L("to_play")),
        rule("rb21.2nt", "2NT", HCP(11, 14), Balanced(), label=L("minimum")),
        rule("rb21.own5", Cheapest("x"), Len("x", 5), label=L("rebid_suit")),
        rule("rb21.nt", Cheapest("NT"), label=L("to_play")),
    )


def _overcalls(balancing: bool) -> tuple:
    shift = 3 if balancing else 0
    return (
        rule("ov.1nt", "1NT", HCP(15 - shift, 18 - shift), Balanced(), Stopper("x"), label=L("nt_overcall")),
        *(() if not balancing else (
            rule("ov.bal.2nt", "2NT", HCP(19, 21), Balanced(), Stopper("x"), label=L_S("nt_natural_balancing")),
            rule("ov.bal.jump", Cheapest("y", jump=1, max_level=2), Len("y", 6), HCP(12, 16), GoodSuit("y"),
                 label=L_S("intermediate_jump")),)),
        # Long suits pre-empt (7 cards at the three level, 8 at the four level).
        *(() if balancing else (
            rule("ov.pre4", "4y", Len("y", 8), HCP(5, 10), GoodSuit("y"), label=L("preempt")),
            rule("ov.pre3", Cheapest("y", jump=2, max_level=3), Len("y", 7), HCP(5, 10), GoodSuit("y"),
                 label=L("preempt")),)),
        # SAYC booklet: a weak jump overcall is like a weak two (a good six-card suit, up to 11 HCP).
        *(() if balancing else (
            rule("ov.wjo", Cheapest("y", jump=1, max_level=3), Len("y", 6, 6), HCP(6, 11), GoodSuit("y"),
                 label=L("weak_jump_overcall")),)),
        # A good five-card major overcalls rather than doubles (SAYC: the double promises support for the others).
        rule("ov.1M", Cheapest("y", max_level=1), Len("y", 5), HCP(8 - shift, 16), Check(_good_overcall_suit),
             AuctionCheck(lambda v, b: b["y"] in "SH", var_names=("y",)), label=L("overcall")),
        rule("ov.2.six", Cheapest("y", min_level=2, max_level=2), Len("y", 6), HCP(11 - shift, 16), GoodSuit("y"),
             label=L("overcall")),
        rule("ov.x", "X", HCP(12 - shift), Len("x", 0, 2), OthersLen(("x",), 3), label=L("takeout")),
        rule("ov.x.strong", "X", HCP(18 - shift), Check(lambda h, v, b: not h.lengths[b["x"]] >= 5
                                                         and not (h.shape[1] >= 5 and h.hcp < 18)),
             label=L("strong_double")),
        rule("ov.1", Cheapest("y", max_level=1), Len("y", 5), HCP(8 - shift, 16), Check(_good_overcall_suit),
             label=L("overcall")),
        rule("ov.2", Cheapest("y", min_level=2, max_level=2), Len("y", 5), HCP(11 - shift, 16),
             Check(_good_overcall_suit), label=L("overcall")),
        rule("ov.pass", "P", label=L("no_overcall")),
    )


def _advances_to_takeout(shift: int = 0) -> tuple:
    """Answers to partner's takeout double; ``shift`` adds the points a balancing double borrowed."""
    return (
        rule("adv.penalty", "P", Len("x", 5), GoodSuit("x"), HCP(8), label=L("penalty_pass")),
        rule("adv.game", "4n", Len("n", 5), HCP(11 + shift), _is_major("n"), label=L("game")),
        rule("adv.3nt", "3NT", HCP(13 + shift), Stopper("x"), label=L("to_play")),
        # SAYC: advancer's cue bid of their suit shows 13+ (game values), forcing.
        rule("adv.cue", Cheapest("x", max_level=3), HCP(13 + shift), label=L_S("advance_cue"), forcing=True),
        rule("adv.jump", Cheapest("n", jump=1, max_level=3), Len("n", 4), HCP(9 + shift, 12 + shift), prefer="major",
             label=L("advance_invite")),
        rule("adv.2nt", "2NT", HCP(11 + shift, 12 + shift), Stopper("x"), label=L("advance")),
        rule("adv.1nt", "1NT", HCP(6, 10 + shift), Stopper("x"), Check(lambda h, v, b: all(
            h.lengths[m] < 4 for m in "SH" if m != b["x"])), label=L("advance")),
        rule("adv.suit", Cheapest("n"), Len("n", 3), HCP(0, 8 + shift), Check(_major_first_n, var_names=("n",)),
             prefer="major", label=L("advance")),
        rule("adv.suit.any", Cheapest("n"), HCP(0, 12 + shift), prefer="major", label=L("advance")),
    )


def _advance_cue_raise(shift: int) -> tuple:
    """SAYC: advancer's cue bid of opener's suit is the forcing raise of the overcall (a limit raise or better)."""
    return (
        rule("advo.cue", Cheapest("x", max_level=3), Len("y", 3), Points(11 + shift, trump="y"),
             AuctionCheck(lambda v, b: b["x"] != b["y"], var_names=("x", "y")),
             label=L_S("advance_cue_raise"), forcing=True),
    )


def _advance_overcall(shift: int) -> tuple:
    """Answers to partner's suit overcall; ``shift`` adds the points a balancing overcall borrowed."""
    return (
        rule("advo.ask", "2NT", HCP(15), Len("y", 2), AuctionCheck(lambda v, b: v.rule_of(len(v.calls) - 2) == "ov.wjo"),
             label=L_S("feature_ask"), forcing=True),
        # Law of total tricks over partner's weak jump overcall (common practice): raise to the level of the fit.
        rule("advo.law4", "4y", Len("y", 5), AuctionCheck(lambda v, b: b["y"] in "SH" and v.rule_of(len(v.calls) - 2)
                                                          == "ov.wjo"), label=L("preemptive_raise")),
        rule("advo.law3", Cheapest("y", max_level=3), Len("y", 3), HCP(0, 14), AuctionCheck(
            lambda v, b: v.rule_of(len(v.calls) - 2) == "ov.wjo" and v.last_bid is not None
            and v.last_bid[0] == "2"), label=L("preemptive_raise")),
        rule("advo.game", "4y", Len("y", 3), HCP(13 + shift), Check(lambda h, v, b: b["y"] in "SH"), label=L("game")),
        rule("advo.3nt", "3NT", HCP(15 + shift), Stopper("x"), label=L("to_play")),
        *(_advance_cue_raise(shift) if not shift else ()),
        rule("advo.limit", Cheapest("y", jump=1, max_level=3), Len("y", 3), HCP(11 + shift, 12 + shift),
             label=L("invite")),
        rule("advo.raise", Cheapest("y", max_level=3), Len("y", 3), HCP(7, 10 + shift), label=L("raise")),
        rule("advo.new", Cheapest("n", max_level=2), Len("n", 5), GoodSuit("n"), HCP(10), label=L_S("advance_new")),
        rule("advo.2nt", "2NT", HCP(12 + shift, 14 + shift), Stopper("x"), label=L("invite")),
        rule("advo.1nt", "1NT", HCP(8, 11 + shift), Stopper("x"), label=L("advance")),
        rule("advo.pass", "P", label=L("no_bid_now")),
    )


def _responses_in_competition() -> tuple:
    return (
        rule("cr.game", "4x", Len("x", 4), Points(13, trump="x"), Check(lambda h, v, b: b["x"] in "SH"),
             label=L("game")),
        rule("cr.limit", Cheapest("x", jump=1, max_level=3), Len("x", 4), Points(10, 12, trump="x"),
             Check(lambda h, v, b: b["x"] in "SH"), label=L("limit_raise")),
        rule("cr.raise", Cheapest("x", max_level=2), Len("x", 3), Points(6, 9, trump="x"),
             Check(lambda h, v, b: b["x"] in "SH"), label=L("raise")),
        rule("cr.1level", Cheapest("z", max_level=1), Len("z", 5), HCP(6), label=L("new_suit"), forcing=True),
        rule("cr.2levelM", Cheapest("z", min_level=2, max_level=2), Len("z", 5), HCP(11), _is_major("z"),
             label=L("new_suit"), forcing=True),
        # Negative doubles promise more as the level rises (common ACBL practice: 6+ / 8+ / 10+).
        rule("cr.neg", "X", HCP(6), UnbidMajors(4), AuctionCheck(lambda v, b: (v.last_bid or "0")[0] == "1"),
             label=L("negative_double")),
        rule("cr.neg2", "X", HCP(8), UnbidMajors(4), AuctionCheck(lambda v, b: (v.last_bid or "0")[0] == "2"),
             label=L("negative_double")),
        rule("cr.neg3", "X", HCP(10), UnbidMajors(4), AuctionCheck(lambda v, b: (v.last_bid or "0")[0] == "3"),
             label=L("negative_double")),
        rule("cr.1level4", Cheapest("z", max_level=1), Len("z", 4), HCP(6), label=L("new_suit"), forcing=True),
        rule("cr.3nt", "3NT", HCP(13, 16), Stopper("y"), label=L("to_play")),
        rule("cr.2nt", "2NT", HCP(11, 12), Stopper("y"), label=L("invite")),
        rule("cr.2level", Cheapest("z", min_level=2, max_level=2), Len("z", 5), HCP(11), label=L("new_suit"),
             forcing=True),
        rule("cr.2level6", Cheapest("z", min_level=2, max_level=2), Len("z", 6), HCP(9, 10), label=L("new_suit"),
             forcing=True),
        rule("cr.1nt", "1NT", HCP(8, 10), Stopper("y"), label=L("one_nt_response")),
        rule("cr.raisem", Cheapest("x", max_level=2), Len("x", 4), HCP(6, 10), label=L("raise")),
        rule("cr.pass", "P", label=L("no_bid_now")),
    )


def _after_their_double() -> tuple:
    return (
        # SAYC card: over their double, 2NT shows a limit raise or better (Jordan); a jump to game is pre-emptive.
        rule("xx.game", "4x", Len("x", 5), HCP(0, 9), Check(lambda h, v, b: h.shape[-1] <= 1, "a singleton or void"),
             _is_major("x"), label=L("preemptive_raise")),
        rule("xx.jordan", "2NT", Len("x", 4), Points(10, trump="x"), HCP(0, 12), _is_major("x"), label=L_S("jordan"),
             forcing=True),
        rule("xx.jordan.m", "2NT", Len("x", 5), Points(10, trump="x"), HCP(0, 12),
             AuctionCheck(lambda v, b: b["x"] in "DC", var_names=("x",)), label=L_S("jordan"), forcing=True),
        rule("xx.redouble", "XX", HCP(10), label=L("redouble")),
        rule("xx.jump", "3x", Len("x", 4), HCP(0, 9), _is_major("x"), label=L("preemptive_raise")),
        rule("xx.raise", "2x", Len("x", 3), HCP(6, 9), Check(lambda h, v, b: b["x"] in "SH"), label=L("raise")),
        rule("xx.raisem", "2x", Len("x", 4), HCP(6, 9), label=L("raise")),
        rule("xx.new", Cheapest("z", max_level=1), Len("z", 4), HCP(6, 9), label=L("new_suit")),
        rule("xx.1nt", "1NT", HCP(6, 9), label=L("one_nt_response")),
        rule("xx.pass", "P", HCP(0, 9), label=L("weak")),
    )


def _answer_to_negative_double() -> tuple:
    return (
        rule("nd.3nt", "3NT", HCP(18, 19), Balanced(), Stopper("y"), label=L_S("nt_game")),
        rule("nd.major_jump", Cheapest("n", jump=1, max_level=3), Len("n", 4), HCP(16), _is_major("n"),
             prefer="major", label=L("jump_rebid")),
        rule("nd.major", Cheapest("n", max_level=2), Len("n", 4), _is_major("n"), prefer="major",
             label=L_S("nd_major")),
        rule("nd.jump.own", Cheapest("x", jump=1, max_level=3), Len("x", 6), HCP(17), label=L_S("invite_jump")),
        rule("nd.nt", Cheapest("NT", max_level=2), HCP(12, 14), Stopper("y"), Balanced(), label=L("minimum")),
        rule("nd.new3", Cheapest("n", max_level=3), Len("n", 4), HCP(15), Len("x", 5), prefer="long",
             label=L_S("nd_second_suit")),
        rule("nd.own", Cheapest("x", max_level=3), Len("x", 5), label=L("rebid_suit")),
        rule("nd.minor", Cheapest("n", max_level=2), Len("n", 4), prefer="long", label=L_S("nd_second_suit")),
        rule("nd.any", Cheapest("x"), label=L("rebid_suit")),
    )


def _generic() -> tuple:
    fit = Check(_trump_fit, "fit", ("f",))
    return (
        rule("bw.ask", "4NT", Check(_blackwood_ok), Combined(33, counting="points"), label=L("blackwood"),
             forcing=True),
        rule("g.game.M", "4f", Fit("f"), Combined(24, trump="f", counting="points"), fit,
             AuctionCheck(lambda v, b: b["f"] in "SH", var_names=("f",)), label=L("game")),
        rule("g.game.m.short", "5f", Fit("f", 9), Combined(26, trump="f", counting="points"), fit,
             AuctionCheck(lambda v, b: b["f"] in "DC", var_names=("f",)), Check(_short_suit),
             Check(_not_past_partners_game), label=L("game")),
        rule("g.3nt", "3NT", Combined(24, 32), TheirStoppers(), Check(_no_major_fit), Check(_nt_shape),
             label=L("to_play")),
        rule("g.game.m", "5f", Fit("f"), Combined(29, trump="f", counting="points"), fit,
             Check(lambda h, v, b: b["f"] in "DC"), Check(_not_past_partners_game), label=L("game")),
        rule("g.nt.correct", "4f", Len("f", 6), AuctionCheck(_my_major_over_3nt, var_names=("f",)),
             Check(lambda h, v, b: h.lengths[b["f"]] >= 7 or min(h.lengths.values()) <= 1), label=L("game")),
        rule("g.7nt", "7NT", Combined(37), Check(_nt_shape), Check(_no_major_fit), Check(_not_asked_aces),
             label=L("grand_slam")),
        rule("g.6nt", "6NT", Combined(33), Check(_nt_shape), Check(_no_major_fit), label=L("slam")),
        rule("g.invite", "3f", Fit("f"), Combined(22, 24, trump="f", counting="points"), fit,
             Check(_not_responder_second_turn), label=L("invite")),
        rule("g.invite.m", "4f", Fit("f"), Combined(25, 28, trump="f", counting="points"), fit,
             Check(lambda h, v, b: b["f"] in "DC"), Check(_not_past_partners_game), label=L("invite")),
        rule("g.2nt", "2NT", Combined(23, 24), TheirStoppers(), Check(_no_major_fit), Check(_nt_shape),
             Check(_not_responder_second_turn), label=L("invite")),
        rule("g.compete", Cheapest("f", max_level=2), Fit("f"), Combined(17, trump="f", counting="points"), fit,
             Check(lambda h, v, b: _their_last_bid(v, b)), label=L("compete")),
        rule("g.compete3", Cheapest("f", min_level=3, max_level=3), Fit("f", 9),
             Combined(20, trump="f", counting="points"), fit, Check(lambda h, v, b: _their_last_bid(v, b)),
             label=L("compete")),
        rule("g.penalty", "X", Check(lambda h, v, b: _their_penalty_target(v)), Check(_penalty_hand), HCP(8), label=L("penalty_double")),
        rule("g.own", Cheapest("f", max_level=2), Len("f", 6), HCP(6),
             Check(lambda h, v, b: b["f"] in v.suits_bid_by(ME) and v.last_bid_relation != PARTNER,
                   var_names=("f",)), label=L("rebid_suit")),
        # Game-forcing auctions reach game: the captain places it with what is known.
        rule("g.gf.M", "4f", Fit("f"), fit, Check(lambda h, v, b: b["f"] in "SH"), Check(_game_forced),
             label=L("game")),
        rule("g.gf.nt", "3NT", Check(_game_forced), Check(_nt_game_ok), label=L("to_play")),
        rule("g.gf.m", "5f", Fit("f"), fit, Check(_game_forced), label=L("game")),
        rule("g.gf.own", "4f", Len("f", 6), Check(lambda h, v, b: b["f"] in "SH" and b["f"] in v.suits_bid_by(ME),
                                                  var_names=("f",)), Check(_game_forced), label=L("game")),
        rule("g.gf.any", "3NT", Check(_game_forced), label=L("to_play")),
        # Partner's last call was forcing: keep the auction going with the most natural call.
        rule("g.forced.raise", Cheapest("f", max_level=4), Len("f", 3), AuctionCheck(_partner_forced_last_suit,
             var_names=("f",)), label=L("raise")),
        rule("g.forced.own", Cheapest("f", max_level=4), Len("f", 5), AuctionCheck(
            lambda v, b: _partner_forced(v) and b["f"] in v.suits_bid_by(ME), var_names=("f",)),
            label=L("rebid_suit")),
        rule("g.forced.nt", Cheapest("NT", max_level=3), AuctionCheck(lambda v, b: _partner_forced(v)),
             label=L("to_play")),
        rule("g.forced.any", Cheapest("f", max_level=4), AuctionCheck(lambda v, b: _partner_forced(v),
             var_names=("f",)), label=L("new_suit")),
        rule("g.pass", "P", label=L("nothing_more")),
    )


def _blackwood() -> list[Block]:
    return [
        block("bw.reply", When(_partner_asked_aces, "partner asked for aces"),
              rule("bw.reply.0", "5C", Aces((0, 4)), label=L("blackwood_reply")),
              rule("bw.reply.1", "5D", Aces((1,)), label=L("blackwood_reply")),
              rule("bw.reply.2", "5H", Aces((2,)), label=L("blackwood_reply")),
              rule("bw.reply.3", "5S", Aces((3,)), label=L("blackwood_reply"))),
        block("bw.place", When(_partner_showed_aces, "partner showed aces"),
              rule("bw.grand", "7f", Check(_grand_aces, var_names=("f",)), label=L("grand_slam")),
              rule("bw.kings", "5NT", Check(_king_ask), label=L_S("king_ask"), forcing=True),
              rule("bw.slam", "6f", Check(_slam_aces, var_names=("f",)),
                   label=L("slam")),
              rule("bw.signoff", Cheapest("f", max_level=5), Check(_signoff_aces, var_names=("f",)),
                   label=L("signoff")),
              rule("bw.stop", "P", label=L("signoff"))),
    ]


SYSTEM: tuple[Block, ...] = (
    # Blackwood first: 4NT and its answers mean the same in every auction that reaches them.
    *_blackwood(),
    *blocks_first(),
    # Openings.
    block("open", Seq("", seats=(1, 2, 3)), *_openings(fourth=False)),
    block("open4", Seq("", seats=(4,)), *_openings(fourth=True)),
    # The SAYC conventions of the booklet (and common practice where it is silent).
    *blocks_before_responses(),
    # Partner opened, RHO passed: responses.
    block("resp.1M", Seq("1M P"), *_major_responses()),
    block("resp.1m", Seq("1m P"), *_minor_responses()),
    *_nt_system(1, 15),
    *_nt_system(2, 20),
    block("resp.2c", Seq("2C P"), rule("r2c.2d", "2D", label=L("waiting"), forcing=True)),
    block("2c.rebid", Seq("2C P 2D P"),
          rule("2c.3nt", "3NT", HCP(25, 27), Balanced(), label=L("to_play")),
          rule("2c.2nt", "2NT", HCP(22, 24), Balanced(), label=L("balanced_strong")),
          rule("2c.solid", Cheapest("y", jump=1, max_level=3), Len("y", 7), Check(lambda h, v, b: h.honors(b["y"], 3)
               == 3, var_names=("y",)), label=L_S("solid_suit")),
          rule("2c.suit", Cheapest("y"), Len("y", 5), label=L("strong_suit"), forcing=True),
          rule("2c.nt", Cheapest("NT"), label=L("balanced_strong"))),
    block("2c.2nt", Seq("2C P 2D P 2NT P"),
          rule("2c.2nt.3nt", "3NT", HCP(3, 8), label=L("to_play")),
          rule("2c.2nt.4nt", "4NT", HCP(9, 10), label=L("quantitative")),
          rule("2c.2nt.6nt", "6NT", HCP(11), label=L("slam")),
          rule("2c.2nt.pass", "P", HCP(0, 2), label=L("weak"))),
    block("resp.weak2", Seq("2w P"),
          rule("rw.4M", "4w", Len("w", 3), HCP(16), Check(lambda h, v, b: b["w"] in "SH"), label=L("game")),
          rule("rw.3nt", "3NT", HCP(16), Check(_side_stoppers), Len("w", 1), label=L("to_play")),
          rule("rw.new", Cheapest("n", max_level=3), Len("n", 5), HCP(16), prefer="major", label=L("new_suit"),
               forcing=True),
          rule("rw.ask", "2NT", HCP(14), Len("w", 2), label=L_S("feature_ask"), forcing=True),
          rule("rw.raise", "3w", Len("w", 3), HCP(0, 15), Check(lambda h, v, b: h.lengths[b["w"]] >= 4),
               label=L("preemptive_raise")),
          rule("rw.pass", "P", label=L("to_play"))),
    block("resp.pre", Seq("3p P"),
          rule("rp.4M", "4p", Len("p", 2), HCP(15), Check(lambda h, v, b: b["p"] in "SH"), label=L("game")),
          rule("rp.3nt", "3NT", HCP(16), TheirStoppers(), Check(lambda h, v, b: h.lengths[b["p"]] >= 2),
               label=L("to_play")),
          # Partner's long suit should run: with every side suit stopped, 3NT needs a little less.
          rule("rp.3nt.stops", "3NT", HCP(15), Len("p", 1), Check(
              lambda h, v, b: all(h.stopper(s) for s in SUITS if s != b["p"]), "every side suit stopped", ("p",)),
               Check(lambda h, v, b: h.lengths[b["p"]] >= 2 or h.honors(b["p"], 3) == 1,
                     "two cards or an honour in partner's suit", ("p",)),
               label=L("to_play")),
          rule("rp.new", Cheapest("n", max_level=4), Len("n", 5), HCP(16), prefer="major", label=L("new_suit"),
               forcing=True),
          rule("rp.pass", "P", label=L("to_play"))),
    # Opener's rebids.
    block("rb.raise", Seq("1M P 2M P"), *_opener_after_raise()),
    block("rb.limit", Seq("1M P 3M P"),
          rule("rbl.4M", "4M", Points(15), label=L("accept_invite")),
          rule("rbl.pass", "P", label=L("minimum"))),
    block("rb.jacoby", Seq("1M P 2NT P"),
          rule("rbj.3M", "3M", HCP(15), label=L("slam_interest"), forcing=True),
          rule("rbj.4M", "4M", HCP(11, 14), label=L("minimum"))),
    block("rb.jacoby.next", Seq("1M P 2NT P #M P"),
          rule("bw.ask.jacoby", "4NT", Check(_blackwood_ok), Combined(33, counting="points"), label=L("blackwood"),
               forcing=True),
          rule("rbj.game", "4M", label=L("signoff")),
          rule("rbj.pass", "P", label=L("signoff"))),
    block("rb.minor_raise", Seq("1m P 2m P"),
          rule("rbm.3nt", "3NT", HCP(18, 19), Balanced(), label=L("to_play")),
          rule("rbm.2nt", "2NT", HCP(16, 17), Balanced(), label=L("invite")),
          rule("rbm.pass", "P", label=L("minimum"))),
    block("rb.1nt", Seq("1x P 1NT P"), *_opener_after_1nt_response()),
    block("resp.1nt.forcing", When(_after_opener_rebid_over_forcing_1nt, "1M – 1NT – opener's rebid"),
          *_after_forcing_1nt()),
    block("rb.1level", Seq("1x P 1y P"), *_opener_rebids_after_one_level()),
    # LHO overcalled at the one level and responder bid a suit: opener's raises keep their meaning.
    block("rb.1level.ov", Seq("1x #o 1y P", when=lambda v, b: b["o"] not in (b["x"], b["y"])),
          rule("rbo.raise4", "4y", Len("y", 4), Points(19, 21, trump="y"), _is_major("y"), label=L("game")),
          rule("rbo.raise3", "3y", Len("y", 4), Points(16, 18, trump="y"), label=L("invite")),
          rule("rbo.raise2", "2y", Len("y", 4), Points(11, 15, trump="y"), label=L("raise")),
          rule("rbo.1nt", "1NT", HCP(11, 14), Balanced(), Stopper("o"), label=L("minimum")),
          rule("rbo.2nt", "2NT", HCP(18, 19), Balanced(), Stopper("o"), label=L("invite")),
          *(r for r in _opener_rebids_after_one_level()
            if r.id not in ("rb.raise4", "rb.raise3", "rb.raise2", "rb.1nt", "rb.2nt", "rb.nt_any"))),
    block("rb.2over1", Seq("1x P 2z P"), *_opener_after_2over1()),
    # Responder's second turn after opener's non-forcing rebid.
    block("resp2.new", _RESP2_CONTEXTS[0], *_responder_invites(True), closed=False),
    block("resp2.own", _RESP2_CONTEXTS[1], *_responder_invites(False), closed=False),
    block("resp2.1nt", _RESP2_CONTEXTS[2], *_responder_invites(False), closed=False),
    block("rb.2nt", Seq("1x P 2NT P", when=lambda v, b: v.rule_of(len(v.calls) - 2) == "r1m.2nt"),
          rule("rb2nt.3nt", "3NT", HCP(11, 17), label=L("to_play")),
          rule("rb2nt.6nt", "6NT", HCP(18), label=L("slam"))),
    # The opponents opened: overcalls, takeout doubles and their answers.
    block("ov", Seq("1x"), *_overcalls(balancing=False)),
    block("ov.bal", Seq("1x P P"), *_overcalls(balancing=True)),
    block("ov.1nt", Seq("1NT"),
          rule("ovn.x", "X", HCP(15), label=L("penalty_double")),
          rule("ovn.2", Cheapest("y", max_level=2), Len("y", 6), HCP(8, 14), GoodSuit("y"), label=L("overcall")),
          rule("ovn.pass", "P", label=L("no_overcall"))),
    block("ov.high", When(_their_high_opening, "the opponents pre-empted"),
          # A takeout shape doubles first, even when balanced with a stopper.
          rule("ovh.x", "X", HCP(13), Len("x", 0, 2), OthersLen(("x",), 3), label=L("takeout")),
          # SAYC: over a weak two, 2NT is natural like a 1NT overcall (15–18, a stopper in their suit).
          rule("ovh.2nt", "2NT", HCP(15, 18), Balanced(), Stopper("x"), AuctionCheck(
              lambda v, b: not _balancing(v)), label=L("nt_overcall")),
          rule("ovh.3nt", "3NT", HCP(16, 21), Balanced(), Stopper("x"), label=L("to_play")),
          rule("ovh.x.short", "X", HCP(12), Len("x", 0, 1), OthersLen(("x",), 3), label=L("takeout")),
          rule("ovh.x.strong", "X", HCP(17), Check(lambda h, v, b: h.lengths[b["x"]] <= 3), label=L("strong_double")),
          rule("ovh.suit", Cheapest("n", max_level=3), Len("n", 6), HCP(12, 17), GoodSuit("n"), label=L("overcall")),
          rule("ovh.suit5", Cheapest("n", max_level=3), Len("n", 5), HCP(15, 17), GoodSuit("n"), label=L("overcall")),
          rule("ovh.x.bal", "X", HCP(10), Len("x", 0, 2), OthersLen(("x",), 3), Check(lambda h, v, b: _balancing(v)),
               label=L("takeout")),
          rule("ovh.suit.bal", Cheapest("n", max_level=3), Len("n", 5), HCP(10, 17), GoodSuit("n"),
               Check(lambda h, v, b: _balancing(v)), label=L("overcall")),
          rule("ovh.pass", "P", label=L("no_overcall"))),
    # The strong doubler's second turn after partner could not bid.
    block("ov.x.again", When(_my_takeout_double_passed_by_partner, "I doubled, partner passed, they bid on"),
          rule("ovx.3nt", "3NT", HCP(18), Stopper("x"), Balanced(), label=L("to_play")),
          rule("ovx.suit", Cheapest("n", max_level=3), Len("n", 5), HCP(17), label=L("strong_suit")),
          rule("ovx.x", "X", HCP(17), Len("x", 0, 2), label=L("takeout")),
          rule("ovx.pass", "P", label=L("no_bid_now"))),
    block("adv.x", Seq("1x X P"), *_advances_to_takeout()),
    block("adv.xx", Seq("1x X XX"), *_advances_to_takeout()[1:]),
    block("adv.bal", Seq("1x P P X P"), *_advances_to_takeout(shift=3)),
    block("adv.any", When(_after_partners_takeout_double, "partner doubled for takeout, RHO passed"),
          *_advances_to_takeout()),
    block("adv.raised", Seq("1x X #x"),
          rule("advr.game", "4n", Len("n", 5), HCP(11), _is_major("n"), label=L("game")),
          rule("advr.3nt", "3NT", HCP(12), Stopper("x"), label=L("to_play")),
          rule("advr.jump", Cheapest("n", jump=1, max_level=3), Len("n", 5), HCP(9, 10), prefer="major",
               label=L("advance_invite")),
          rule("advr.suit", Cheapest("n", max_level=3), Len("n", 4), HCP(6, 12), prefer="major", label=L("free_bid")),
          rule("advr.pass", "P", label=L("no_bid_now"))),
    block("adv.free", Seq("1x X #z"),
          rule("advf.jump", Cheapest("n", jump=1, max_level=3), Len("n", 4), HCP(10, 12), prefer="major",
               label=L("advance_invite")),
          rule("advf.suit", Cheapest("n", max_level=2), Len("n", 4), HCP(6, 12), prefer="major",
               label=L("free_bid")),
          rule("advf.pass", "P", label=L("no_bid_now"))),
    # Partner overcalled their pre-empt (12–17 with a good suit): game is close, bid it with a fit or stoppers.
    block("adv.ovh", Seq("#x #y P", when=lambda v, b: v.rule_of(len(v.calls) - 2).startswith("ovh.suit")),
          rule("advh.game", "4y", Len("y", 2), HCP(9), Check(lambda h, v, b: b["y"] in "SH"), label=L("game")),
          rule("advh.3nt", "3NT", HCP(9), Stopper("x"), label=L("to_play")),
          rule("advh.game.m", "5y", Len("y", 3), HCP(12), Check(lambda h, v, b: b["y"] in "DC"), label=L("game")),
          rule("advh.pass", "P", label=L("no_bid_now"))),
    block("adv.ov", Seq("1x #y P", when=lambda v, b: v.rule_of(len(v.calls) - 2).startswith("ov.")),
          *_advance_overcall(0)),
    # Responder bid a new suit over partner's overcall: the cue raise and simple raise still apply.
    block("adv.ov.free", Seq("1x #y #z", when=lambda v, b: v.rule_of(len(v.calls) - 2).startswith("ov.")
                             and b["z"] not in (b["x"], b["y"])),
          *_advance_cue_raise(0),
          rule("advo.free.raise", Cheapest("y", max_level=2), Len("y", 3), Points(8, 10, trump="y"),
               label=L("raise")), closed=False),
    block("adv.ov.bal", Seq("1x P P #y P", when=lambda v, b: v.rule_of(len(v.calls) - 2).startswith("ov.")),
          *_advance_overcall(2)),
    # Partner opened and RHO came in.
    block("comp.x", Seq("1x X"), *_after_their_double()),
    block("comp.1nt", Seq("1x 1NT"),
          rule("c1nt.x", "X", HCP(9), label=L("penalty_double")),
          rule("c1nt.raise", Cheapest("x", max_level=2), Len("x", 3), HCP(5, 8),
               Check(lambda h, v, b: b["x"] in "SH"), label=L("compete")),
          rule("c1nt.pass", "P", label=L("no_bid_now"))),
    block("comp.ov", Seq("1x #y", when=_low_enough(3)), *_responses_in_competition()),
    block("comp.neg", Seq("1x #y X P", when=lambda v, b: v.rule_of(len(v.calls) - 2).startswith("cr.neg")),
          *_answer_to_negative_double()),
    # Their overcall was passed round to the opener: reopen with shape or extra strength.
    block("reopen", Seq("1x #y P P", when=_low_enough(2)),
          # Reopen with a double when short in their suit (partner may be waiting to pass it for penalties),
          # unless a doubleton honour there is defence already or a 6–5 hand has a second suit to show.
          rule("reo.x", "X", HCP(15), Len("y", 0, 2), label=L("reopening_double")),
          rule("reo.x.short", "X", HCP(12), Len("y", 0, 2), Check(lambda h, v, b: not (
              h.lengths[b["y"]] == 2 and h.honors(b["y"], 3) > 0) and not (h.shape[0] >= 6 and h.shape[1] >= 5),
              "short and no second long suit", ("y",)), label=L("reopening_double")),
          rule("reo.own", Cheapest("x", max_level=3), Len("x", 6), HCP(12), label=L("rebid_suit")),
          rule("reo.new", Cheapest("z", max_level=3), Len("z", 5), HCP(12), label=L("second_suit")),
          closed=False),
    block("reopen.answer", Seq("1x #y P P X P", when=lambda v, b: v.rule_of(len(v.calls) - 2).startswith("reo.x")),
          rule("reoa.penalty", "P", Len("y", 4), _trump_stack("y"), HCP(6), label=L("penalty_pass")),
          rule("reoa.3nt", "3NT", HCP(10), Stopper("y"), label=L("to_play")),
          rule("reoa.suit5", Cheapest("z", max_level=2), Len("z", 5), label=L("new_suit")),
          rule("reoa.raise", Cheapest("x", max_level=3), Len("x", 3), label=L("raise")),
          rule("reoa.suit", Cheapest("z", max_level=3), Len("z", 4), label=L("new_suit")),
          rule("reoa.nt", Cheapest("NT", max_level=2), Stopper("y"), label=L("to_play")),
          rule("reoa.any", Cheapest("x", max_level=3), label=L("raise"))),
    # They came in over our 1NT opening: compete naturally or double them.
    block("nt.comp", Seq("1NT #y", when=_low_enough(2)),
          rule("ntc.x", "X", Len("y", 4), HCP(8), _trump_stack("y"), label=L("penalty_double")),
          rule("ntc.3nt", "3NT", HCP(10), Stopper("y"), label=L("to_play")),
          rule("ntc.4M", "4M", Len("M", 6), HCP(9), label=L("game")),
          rule("ntc.3M", "3M", Len("M", 5), HCP(10), label=L("choice_of_games"), forcing=True),
          rule("ntc.suit", Cheapest("z", max_level=2), Len("z", 5), HCP(4, 9), label=L("to_play")),
          closed=False),
    # Late natural overcall when the opponents have the auction to themselves.
    block("ov.late", When(_sandwich, "opponents opened; my side has only passed"),
          rule("ovl.wjo", Cheapest("n", jump=1, max_level=3), Len("n", 6, 6), HCP(6, 11), GoodSuit("n"),
               AuctionCheck(lambda v, b: v.seq[0][0] == "1"), label=L("weak_jump_overcall")),
          # A seven-card suit jumps to the three level, as a three-level pre-empt would.
          rule("ovl.pre3", Cheapest("n", jump=1, min_level=3, max_level=3), Len("n", 7), HCP(5, 11), GoodSuit("n"),
               label=L("preempt")),
          # Right after their response, 1NT is the natural overcall: 15–18 with their suits stopped.
          rule("ovl.1nt", "1NT", HCP(15, 18), Balanced(), TheirStoppers(), AuctionCheck(
              lambda v, b: v.last_bid_relation == RHO), label=L("nt_overcall")),
          rule("ovl.suit", Cheapest("n", max_level=2), Len("n", 5), HCP(10, 16), GoodSuit("n"), label=L("overcall")),
          rule("ovl.x", "X", HCP(17), label=L("strong_double")),
          closed=False),
    # Responder's second turn after his two-over-one (no fit found yet): a six-card suit is rebid and
    # an unbid four-card major is shown before no trump.
    *(block(f"resp.2over1.next.{name}", Seq(f"1x P 2y P #{z} P", when=_after_two_over_one), *_responder_after_2over1(),
            closed=False) for name, z in (("new", "z"), ("own", "x"))),
    # Partner's cue bid raised my overcall: a minimum rebids the suit at the cheapest level, extras bid game.
    block("ov.cue.answer", When(_partner_cue_raised_me, "partner's cue-bid raise of my overcall"),
          rule("ovc.game", "4y", HCP(14), _is_major("y"), label=L("game")),
          rule("ovc.3nt", "3NT", HCP(14), Stopper("x"), label=L("to_play")),
          rule("ovc.min", Cheapest("y"), HCP(0, 13), label=L("minimum")),
          rule("ovc.own", Cheapest("y"), label=L("rebid_suit"))),
    # Everything else: place the contract from my hand and what partner has shown.
    block("general", When(lambda v: True, "any auction"), *_generic()),
)
