"""What the bidding system's rules test beyond shown constraints: style choices, the agreed
trump suit, slam and competitive situations, game forces (used by :mod:`.system`)."""
from __future__ import annotations

from dataclasses import dataclass, replace

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
    AuctionCheck,
    Check,
    Condition,
    Hidden,
    Len,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import Bindings, Cheapest
from cardlearn.ai.bridge.rule import Rule, rule
from cardlearn.ai.bridge.sayc.common import S
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS
from cardlearn.i18n import msg


def after_negative_double_answer(view: AuctionView) -> dict[str, str] | None:
    """1x – (y) – X – (P) – opener's answer – (P): binds x, y and a (the suit opener answered, if any)."""
    seq = view.seq
    if len(seq) != 6 or seq[3] != "P" or seq[5] != "P" or not view.my_last_rule.startswith("cr.neg"):
        return None
    if not view.partner_rule.startswith("nd."):
        return None
    b = {"x": strain_of(seq[0]), "y": strain_of(seq[1])}
    answer = strain_of(seq[4])
    if answer not in ("NT", *b.values()):
        b["a"] = answer
    return b


#: Responder's new-suit bids that force one round, unless responder has passed already.
#: (The 12+ and 13+ two-level rules are left out: a passed hand does not hold them.)
NEW_SUIT_RESPONSES = frozenset({"r1M.1s", "r1M.2h", "r1M.2over1", "r1m.1d.first", "r1m.major", "r1m.1d",
                                "r1m.2c.long"})


def _passed_hand(view: AuctionView, b: Bindings) -> bool:
    return "P" in view.calls_by(ME)


def with_passed_hand_twins(rules: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """Each forcing new-suit response preceded by its twin for a passed hand: the same hand, not forcing.

    Common ACBL practice: a passed hand's new suit is not forcing (it has denied an opening bid), so
    opener may pass it; the twin chooses the same call on the same hands and only its meaning differs.
    """
    out: list[Rule] = []
    for r in rules:
        if r.id in NEW_SUIT_RESPONSES:
            out.append(replace(r, id=f"{r.id}.passed", hand=(*r.hand, AuctionCheck(_passed_hand)),
                               label=S("new_suit_passed_hand"), forcing=False))
        out.append(r)
    return tuple(out)


def quick_tricks(hand: HandEval) -> float:
    """Defensive quick tricks: AK 2, AQ 1½, A 1, KQ 1, Kx ½."""
    total = 0.0
    for s in SUITS:
        held, n = hand.holdings[s], hand.lengths[s]
        if "A" in held and "K" in held:
            total += 2
        elif "A" in held and "Q" in held:
            total += 1.5
        elif "A" in held or ("K" in held and "Q" in held):
            total += 1
        elif "K" in held and n >= 2:
            total += 0.5
    return total


#: The takeout doubles of the overcall blocks (the doubler's rebids read them).
TAKEOUT_DOUBLES = ("ov.x", "ov.x.light", "ov.x.values", "ov.x.strong", "ov.x.bal", "ovh.x", "ovh.x.strong", "ovh.x.bal",
            "ovl.x", "ov.x.majors")


def doubler_rebid(view: AuctionView, balancing: bool = False) -> dict[str, str] | None:
    """I doubled their one-bid, partner answered in a suit or NT, RHO passed: binds x (their suit), y (partner's)."""
    seq = view.seq
    if balancing:
        if len(seq) != 7 or seq[1:3] != ("P", "P"):
            return None
        seq = (seq[0], *seq[3:])
    if len(seq) != 5 or seq[2] != "P" or seq[4] != "P" or seq[1] != "X":
        return None
    if view.my_last_rule not in TAKEOUT_DOUBLES or not is_bid(seq[3]):
        return None
    b = {"x": strain_of(seq[0])}
    if strain_of(seq[3]) not in ("NT", b["x"]):
        b["y"] = strain_of(seq[3])
    if "x" in b and b["x"] == "NT":
        return None
    return b


def two_suiter(hand: HandEval, view: AuctionView, b) -> bool:
    """Weak (6–11) or strong (15+) with honours in the two suits; the middle range overcalls naturally.

    The booklet sets no range; this is common ACBL practice ("mini-maxi").
    """
    long_suits = sorted(SUITS, key=lambda s: -hand.lengths[s])[:2]
    inside = sum(hand.honors(s, 4) for s in long_suits)
    strength_ok = 6 <= hand.hcp <= 11 or hand.hcp >= 15
    return strength_ok and inside >= 2 and sum(hand.honors(s, 3) for s in long_suits) >= 1


def michaels_suits(their: str) -> tuple[str, ...]:
    """The suits Michaels shows over ``their`` opening: both majors over a minor, the other major and a minor."""
    return ("S", "H") if their in "DC" else ("S" if their == "H" else "H",)


def michaels_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """The shape for a Michaels cue bid of ``x``: five of each major (over a minor), or the other major and a minor."""
    their = b["x"]
    majors = michaels_suits(their)
    if any(hand.lengths[s] < 5 for s in majors):
        return False
    if len(majors) == 2:
        return True
    return any(hand.lengths[m] >= 5 for m in "DC")


def unusual_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """5–5 in the two lowest unbid suits."""
    low = [s for s in "CDH" if s != b["x"]][:2]
    return all(hand.lengths[s] >= 5 for s in low)


def after_nt_overcall(view: AuctionView) -> dict[str, str] | None:
    """Partner overcalled 1NT (directly or balancing) and RHO passed: binds x (their suit)."""
    seq = view.seq
    if seq not in ((seq[0], "1NT", "P"), (seq[0], "P", "P", "1NT", "P")) or view.partner_rule != "ov.1nt":
        return None
    return {"x": strain_of(seq[0])}


def losers(hand: HandEval) -> int:
    """The losing-trick count: in each suit, the top three places (fewer in a short suit) not filled by A K Q.

    A doubleton counts only the ace and king, a singleton only the ace (the simple count of common practice).
    """
    total = 0
    for suit in SUITS:
        held, n = hand.holdings[suit], hand.lengths[suit]
        tops = "AKQ"[:min(n, 3)]
        total += min(n, 3) - sum(1 for rank in tops if rank in held)
    return total


@dataclass(frozen=True)
class Losers(Condition):
    """At most ``hi`` losers by the losing-trick count (a fit is known: shape and honours count together)."""

    hi: int

    def test(self, hand, view, b):
        return losers(hand) <= self.hi

    def describe(self, view, b):
        return [msg("ai_bridge_sayc.cond.onent_losers_max", n=self.hi)]


def major_agreed(view: AuctionView, major: str) -> bool:
    """Both of us bid ``major`` naturally, or I asked with Jacoby 2NT over
    partner's opening in it (an artificial bid, a fourth suit, agrees nothing; Jacoby's shortness
    rebids name other suits)."""
    if any(view.rule_of(i) == "r1M.jacoby" and view.relation(i) in (ME, PARTNER) for i in range(len(view.calls))):
        return view.seq[0] == f"1{major}"
    return all(any(view.relation(i) == who and is_bid(call) and strain_of(call) == major
                   and not view.rule_of(i).startswith(_ARTIFICIAL) for i, call in enumerate(view.calls))
               for who in (ME, PARTNER))


#: Rules whose suit bid says nothing about that suit (a major bid by them agrees nothing).
_ARTIFICIAL = ("r2s.fsf", "fsf", "jac.short", "rbr.try", "w2a.", "cue.", "open.2c", "r2c.2d", "bw.", "gerber", "kings")


def no_agreed_major(hand: HandEval | None, view: AuctionView, b) -> bool:
    """No major bid naturally by both of us (or agreed by Jacoby 2NT): a no-trump slam would leave our fit."""
    return not any(major_agreed(view, major) for major in "SH")


def L(name: str) -> str:
    """The catalog key of a rule label."""
    return f"ai_bridge.label.{name}"


# --- hidden tests (style choices that are not part of a call's announced meaning) ------------


def opening_strength(hand: HandEval, view: AuctionView, b) -> bool:
    """Sound opening strength: 12+ HCP, or 11 with the rule of 20; 4th seat uses the rule of 15 instead."""
    if view.pre_passes == 3:
        # Fourth seat (common practice, the rule of 15): HCP plus spades decide, from 11 HCP on.
        return hand.hcp >= 11 and hand.hcp + hand.lengths["S"] >= 15
    return hand.hcp >= 12 or (hand.hcp == 11 and hand.rule_of_20)


def no_five_major(hand: HandEval, view: AuctionView, b) -> bool:
    """No five-card major (a minor opening or 1NT)."""
    return hand.lengths["S"] < 5 and hand.lengths["H"] < 5


def diamonds_better(hand: HandEval, view: AuctionView, b) -> bool:
    """Open 1♦ rather than 1♣: longer diamonds, or 4-4 (and longer) in the minors."""
    d, c = hand.lengths["D"], hand.lengths["C"]
    return d > c or (d == c and d >= 4)


def clubs_better(hand: HandEval, view: AuctionView, b) -> bool:
    """Open 1♣ rather than 1♦: the other side of :func:`diamonds_better` (3-3 in the minors included)."""
    return not diamonds_better(hand, view, b)


def weak_two_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """A six-card suit with two top honours, no side four-card major, not in fourth seat."""
    suit = b["w"]
    side_major = any(hand.lengths[m] >= 4 for m in "SH" if m != suit)
    return view.pre_passes < 3 and hand.honors(suit, 3) >= 1 and hand.honors(suit, 5) >= 2 and not side_major


def preempt_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """A pre-empt in suit ``p``: two of its top five honours, and not in fourth seat."""
    suit = b["p"]
    return view.pre_passes < 3 and hand.honors(suit, 5) >= 2


def hearts_longer(hand: HandEval, view: AuctionView, b) -> bool:
    """More hearts than spades."""
    return hand.lengths["H"] > hand.lengths["S"]


def spades_not_shorter(hand: HandEval, view: AuctionView, b) -> bool:
    """At least as many spades as hearts (spades bid first)."""
    return hand.lengths["S"] >= hand.lengths["H"]


def not_hearts_first(hand: HandEval, view: AuctionView, b) -> bool:
    """Fewer than four hearts (no heart suit to show before spades)."""
    return hand.lengths["H"] < 4


def good_overcall_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """A suit worth showing: good, long, or (at the one level) any five cards in an opening hand."""
    one_level = cheapest_bid(b["y"], view.last_bid) == f"1{b['y']}"
    # Common practice: the suit carries a light overcall; with 15+ HCP (too strong to pass, the top of the
    # 8-16 range) a five-card suit headed by the ace or king is enough at the two level too.
    strong = hand.hcp >= 15 and hand.honors(b["y"], 2) >= 1
    return hand.good_suit(b["y"]) or hand.lengths[b["y"]] >= 6 or (one_level and hand.hcp >= 12) or strong


def lower_than_opening(hand: HandEval | None, view: AuctionView, b) -> bool:
    """A new suit below the opened one: no reverse."""
    return SUITS.index(b["z"]) > SUITS.index(b["x"])


def higher_than_opening(hand: HandEval | None, view: AuctionView, b) -> bool:
    """Suit ``z`` ranks above the opened suit ``x``."""
    return SUITS.index(b["z"]) < SUITS.index(b["x"])


def not_reverse_jump(hand: HandEval | None, view: AuctionView, b) -> bool:
    """A jump shift names a new suit; the opener's own suit is rebid by other rules."""
    return b["z"] != b["x"]


def trump_stack(var: str) -> Hidden:
    """A hidden test: two of the top five honours in suit ``var`` (their suit, for a penalty double or pass)."""
    return Hidden(Check(lambda h, v, b: h.honors(b[var], 5) >= 2, f"two honours in {var}", (var,)))


def is_major(var: str) -> AuctionCheck:
    """A hidden test that suit variable ``var`` stands for a major (explanations apply it too)."""
    return AuctionCheck(lambda v, b: b[var] in "SH", f"{var} is a major", (var,))


def major_first_n(hand: HandEval, view: AuctionView, b) -> bool:
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


class TrumpFit(AuctionCheck):
    """``f`` is a suit my side has named (explanations read that much) and, for a hand, a fit in it.

    So a cue bid of their suit is never read as "a fit in their suit" when the learner makes it.
    """

    def test(self, hand, view, b):
        ours = b["f"] in view.suits_bid_by(PARTNER) or b["f"] in view.suits_bid_by(ME)
        return ours and (hand is None or _trump_fit(hand, view, b))


def no_major_fit(hand: HandEval, view: AuctionView, b) -> bool:
    """No known fit in a major."""
    return not any(s in "SH" for s in fit_suits(hand, view))


def nt_shape(hand: HandEval, view: AuctionView, b) -> bool:
    """Fit for no trump: any void or plain singleton sits in a suit partner has bid (he holds that suit)."""
    partner_suits = view.suits_bid_by(PARTNER)
    for suit in SUITS:
        n = hand.lengths[suit]
        if n == 0 and suit not in partner_suits:
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


def blackwood_ok(hand: HandEval, view: AuctionView, b) -> bool:
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


def not_asked_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """Nobody has asked for aces in this auction yet."""
    return not _asked_aces(view)


def _asked_aces(view: AuctionView) -> bool:
    return any(view.rule_of(i).startswith("bw.ask") and view.relation(i) in (ME, PARTNER) for i in range(len(view.calls)))


def not_past_partners_game(hand: HandEval, view: AuctionView, b) -> bool:
    """Partner's game bid ends the search for game: only a major-suit fit may correct 3NT."""
    last = view.last_bid
    if last is None or view.last_bid_relation != PARTNER:
        return True
    level, strain = int(last[0]), strain_of(last)
    game = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}[strain]
    return level < game


def partner_did_not_pass_over_them(hand: HandEval, view: AuctionView, b) -> bool:
    """Partner's last call was not a pass over their bid: a partner who declined to compete holds no extras,
    so his range's floor, not its middle, is what a five-level minor game may count on."""
    mine = [i for i in range(len(view.calls)) if view.relation(i) == PARTNER]
    if not mine or view.calls[mine[-1]] != "P" or mine[-1] == 0:
        return True
    before = mine[-1] - 1
    return not (is_bid(view.calls[before]) and view.relation(before) == LHO)


def my_major_over_3nt(view: AuctionView, b) -> bool:
    """Partner bid 3NT over my major: I may still play in it with six and a singleton or void, or seven."""
    suit = b["f"]
    return (view.last_bid == "3NT" and view.last_bid_relation == PARTNER and suit in "SH"
            and suit in view.suits_bid_by(ME) and view.known(PARTNER).max_len(suit) > 1)


def short_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """A singleton or void: with a long minor fit, play in the suit rather than 3NT."""
    return min(hand.lengths.values()) <= 1


def side_stoppers(hand: HandEval, view: AuctionView, b) -> bool:
    """A stopper in every suit but partner's long one."""
    return all(hand.stopper(s) for s in SUITS if s != b["w"])


def their_last_bid(view: AuctionView, b) -> bool:
    """The last bid was the opponents'."""
    return view.last_bid_relation in (RHO, LHO)


def partner_asked_aces(view: AuctionView) -> bool:
    """Partner's last call was Blackwood 4NT and RHO passed."""
    n = len(view.calls)
    return n >= 2 and view.partner_rule.startswith("bw.ask") and view.calls[-1] == "P"


def partner_showed_aces(view: AuctionView) -> bool:
    """Partner answered my Blackwood ask with his aces and RHO passed."""
    n = len(view.calls)
    return n >= 4 and view.partner_rule.startswith("bw.reply") and view.my_last_rule.startswith("bw.ask") \
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


def slam_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """The partnership holds three or four aces and ``f`` is the agreed suit: bid the small slam."""
    return _partnership_aces(hand, view) >= 3 and b["f"] == agreed_suit(hand, view)


def king_ask(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces between us and values near a grand slam (35+ together): ask for kings with 5NT."""
    return _partnership_aces(hand, view) == 4 and agreed_suit(hand, view) is not None \
        and hand.hcp + view.known(PARTNER).hcp_min >= 35


def grand_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """All four aces and the values for thirteen tricks (37+ together)."""
    if _partnership_aces(hand, view) < 4 or b["f"] != agreed_suit(hand, view):
        return False
    # Count partner at the bottom of the range: a grand needs certainty, not an average hand.
    return hand.hcp + view.known(PARTNER).hcp_min >= 39


def signoff_aces(hand: HandEval, view: AuctionView, b) -> bool:
    """The partnership misses two aces and ``f`` is the agreed suit: sign off at five."""
    return _partnership_aces(hand, view) < 3 and b["f"] == agreed_suit(hand, view)


def low_enough(level: int):
    """The opponents' last bid is at most ``level`` (negative doubles and free bids stay low)."""
    def test(view: AuctionView, b) -> bool:
        return view.last_bid is not None and int(view.last_bid[0]) <= level
    return test


_TAKEOUT_RULES = ("ov.x", "ov.x.strong", "ovh.x", "ovh.x.strong", "ovh.x.bal", "ovl.x", "ovh.x.short", "ovx.x",
                  "ov.x.light", "ov.x.values", "ov.x.bal", "dor.x", "dor.x.short", "ovf.x", "ovf.x.strong",
                  "ov.x.majors")


def after_partners_takeout_double(view: AuctionView) -> dict[str, str] | None:
    """Partner's last call was a takeout double and RHO passed: binds ``x`` to the doubled suit."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule not in _TAKEOUT_RULES:
        return None
    if view.bids_by(ME) or view.bids_by(PARTNER) or view.last_bid is None:
        return None
    strain = strain_of(view.last_bid)
    return None if strain == "NT" else {"x": strain}


def my_takeout_double_passed_by_partner(view: AuctionView) -> dict[str, str] | None:
    """I doubled for takeout, partner only passed since, they bid on: binds ``x`` to their last suit."""
    mine = [i for i in range(len(view.calls)) if view.relation(i) == ME]
    if not mine or view.rule_of(mine[-1]) not in _TAKEOUT_RULES:
        return None
    if any(view.relation(i) == PARTNER and view.calls[i] != "P" for i in range(mine[-1], len(view.calls))):
        return None
    if view.last_bid is None or view.last_bid_relation not in (LHO, RHO) or view.doubled:
        return None
    strain = strain_of(view.last_bid)
    # Up to the four level: their jump to game over the double (1♥–X–4♥) still leaves the strong doubler a
    # second double (issue #27: a 20-count passed 1♥–X–4♥–P–P).
    return None if strain == "NT" or int(view.last_bid[0]) > 4 else {"x": strain}


def their_high_opening(view: AuctionView) -> dict[str, str] | None:
    """RHO opened at the 2-4 level (not 2♣), or it was passed round to me: binds ``x`` to their suit."""
    seq = view.seq
    if len(seq) not in (1, 3) or (len(seq) == 3 and seq[1:] != ("P", "P")):
        return None
    opening = seq[0]
    if int(opening[0]) not in (2, 3, 4) or opening == "2C" or strain_of(opening) == "NT":
        return None
    return {"x": strain_of(opening)}


def balancing_seat(view: AuctionView) -> bool:
    """Balancing seat: the opening bid was followed by two passes (LHO opened, partner and RHO passed)."""
    return len(view.seq) == 3


def _we_have_not_bid(view: AuctionView) -> bool:
    return not view.bids_by(ME) and not view.bids_by(PARTNER) and "X" not in view.calls_by(PARTNER) \
        and "X" not in view.calls_by(ME)


def sandwich(view: AuctionView) -> bool:
    """The opponents opened and bid again; my side has only passed: a late natural overcall."""
    last = view.last_bid
    return (not view.we_opened and bool(view.seq) and _we_have_not_bid(view) and last is not None
            and view.last_bid_relation in (RHO, LHO) and int(last[0]) <= 2)


def their_penalty_target(view: AuctionView) -> bool:
    """A low contract of theirs after my side opened: a penalty double is on."""
    last = view.last_bid
    return (view.we_opened and last is not None and view.last_bid_relation in (RHO, LHO)
            and view.doubled == 0 and strain_of(last) != "NT" and int(last[0]) >= 2)


def penalty_hand(hand: HandEval, view: AuctionView, b) -> bool:
    """A penalty double of their suit: four of it with two honours, 23+ HCP together, no fit of ours."""
    suit = strain_of(view.last_bid or "1NT")
    if suit == "NT":
        return False
    return hand.lengths[suit] >= 4 and hand.honors(suit, 5) >= 2 and \
        hand.hcp + view.expected_hcp(PARTNER) >= 23 and not fit_suits(hand, view)


_GAME_LEVEL = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}


def _below_game(view: AuctionView) -> bool:
    last = view.last_bid
    return last is None or int(last[0]) < _GAME_LEVEL[strain_of(last)]


def game_forced(hand: HandEval, view: AuctionView, b) -> bool:
    """My side is committed to game (a game-forcing call, or enough known values) and is still below it.

    The captain's count: my HCP plus the least partner has shown reach 25, or one of us made a
    game-forcing call; then the auction must not die below game.
    """
    if not _below_game(view) or view.last_bid_relation not in (ME, PARTNER):
        return False
    return game_forcing_call_made(view) or hand.hcp + view.expected_hcp(PARTNER) >= 26


def game_forcing_call_made(view: AuctionView) -> bool:
    """My side has made a game-forcing call (a rule marked ``game_forcing``), so the auction may not stop below game."""
    return any(explanation.game_forcing and view.relation(i) in (ME, PARTNER)
               for i, explanation in enumerate(view.explanations[:len(view.calls)]))


def partner_forced(view: AuctionView) -> bool:
    """Partner's last call was forcing and RHO passed: I may not pass."""
    n = len(view.calls)
    return n >= 2 and view.calls[-1] == "P" and n - 2 < len(view.explanations) \
        and view.explanations[n - 2].forcing and is_bid(view.calls[n - 2])


def partner_forced_last_suit(view: AuctionView, b) -> bool:
    """Partner's forcing call was in suit ``f`` and RHO passed."""
    return partner_forced(view) and strain_of(view.calls[-2]) == b["f"]


TWO_OVER_ONE = frozenset({"r1M.2h", "r1M.2over1", "r1M.2over1.3", "r1m.any", "r1m.2c.long",
                           "r1M.2h.passed", "r1M.2over1.passed", "r1m.2c.long.passed"})


def after_two_over_one(view: AuctionView, b) -> bool:
    """My two-level response was a two-over-one."""
    mine = [i for i in range(len(view.calls)) if view.relation(i) == ME]
    return bool(mine) and view.rule_of(mine[0]) in TWO_OVER_ONE


def _no_fit_with_opener(hand: HandEval, view: AuctionView, b) -> bool:
    """No three cards in opener's major and no four in the suit he rebid (raises come first)."""
    return not (b["x"] in "SH" and hand.lengths[b["x"]] >= 3) and hand.lengths[b.get("z", b["x"])] < 4


def partner_cue_raised_me(view: AuctionView) -> dict[str, str] | None:
    """Partner's last call was the cue-bid raise of my overcall, RHO passed: binds y (mine) and x (theirs)."""
    n = len(view.calls)
    if n < 2 or view.calls[-1] != "P" or view.partner_rule != "advo.cue":
        return None
    mine = view.suits_bid_by(ME)
    return {"y": mine[0], "x": strain_of(view.calls[-2])} if mine else None


def responder_after_2over1() -> tuple:
    """Responder's rebids after his two-over-one (a six-card suit, a new major)."""
    return (
        rule("r21.own6", Cheapest("y", max_level=3), Len("y", 6), HCP(10, 12), Check(_no_fit_with_opener),
             label=L("rebid_suit")),
        rule("r21.major", Cheapest("u", max_level=3), Len("u", 4), HCP(12), Check(_no_fit_with_opener),
             AuctionCheck(lambda v, b: b["u"] in "SH" and b["u"] not in v.bid_suits, var_names=("u",)),
             label=L("new_suit"), forcing=True),
    )


def nt_game_ok(hand: HandEval, view: AuctionView, b) -> bool:
    """3NT is right: no major fit and every suit of theirs stopped."""
    return not any(s in "SH" for s in fit_suits(hand, view)) and all(hand.stopper(s) for s in view.their_suits)


#: Texas transfers (4♦ → ♥, 4♥ → ♠): after them 4NT asks for aces (see ``sections.slam``).
TEXAS_RULES = {"nt2.texas_h": "H", "nt2.texas_s": "S"}


def ov_transfer_target(bid_suit: str, their_suit: str) -> str | None:
    """The major a 2♦/2♥ of the advancer transfers to over partner's 1NT overcall, or None when it is natural.

    Systems on (common practice): 2♦ → ♥ and 2♥ → ♠, unless the target is the opponents' suit.
    """
    target = {"D": "H", "H": "S"}.get(bid_suit)
    return target if target is not None and target != their_suit else None


def stolen_bid_spot(view: AuctionView) -> bool:
    """Partner opened 2NT and RHO bid 3♣: my double is the stolen-bid Stayman, never for penalty.

    Over 1NT – (2♣) the booklet's cue bid (3♣) is the Stayman substitute, so a double there is for penalty.
    """
    return view.seq == ("2NT", "3C")
