"""Tests of my hand: shape, strength, losers and quick tricks, and the style choices that are not part of a
call's announced meaning (hidden tests); a few read the level or partner's shown values too."""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.ai.bridge.auction_checks import unbid
from cardlearn.ai.bridge.auction_view import (
    PARTNER,
    AuctionView,
    cheapest_bid,
    strain_of,
)
from cardlearn.ai.bridge.conditions import (
    Check,
    Condition,
    Hidden,
)
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.fit_checks import fit_suits
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS
from cardlearn.i18n import msg


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


def suit_losers(hand: HandEval, suit: str) -> int:
    """Losing-trick count of one suit: its first three places (fewer in a shorter suit) not filled by A K Q.

    A doubleton counts only the ace and king, a singleton only the ace (the simple count of common practice).
    """
    places = min(hand.lengths[suit], 3)
    return places - hand.honors(suit, places)


def losers(hand: HandEval) -> int:
    """The losing-trick count of the hand: the sum of every suit's losers (:func:`suit_losers`)."""
    return sum(suit_losers(hand, suit) for suit in SUITS)


@dataclass(frozen=True)
class Losers(Condition):
    """At most ``hi`` losers by the losing-trick count (a fit is known: shape and honours count together)."""

    hi: int

    def test(self, hand, view, b):
        return losers(hand) <= self.hi

    def describe(self, view, b):
        return [msg("ai_bridge_sayc.cond.onent_losers_max", n=self.hi)]


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


def trump_stack(var: str) -> Hidden:
    """A hidden test: two of the top five honours in suit ``var`` (their suit, for a penalty double or pass)."""
    return Hidden(Check(lambda h, v, b: h.honors(b[var], 5) >= 2, f"two honours in {var}", (var,)))


def major_first_n(hand: HandEval, view: AuctionView, b) -> bool:
    """Answer a takeout double in a four-card major before a minor."""
    return b["n"] in "SH" or all(hand.lengths[m] < 4 for m in "SH" if m not in view.bid_suits)


def short_suit(hand: HandEval, view: AuctionView, b) -> bool:
    """A singleton or void: with a long minor fit, play in the suit rather than 3NT."""
    return min(hand.lengths.values()) <= 1


def side_stoppers(hand: HandEval, view: AuctionView, b) -> bool:
    """A stopper in every suit but partner's long one."""
    return all(hand.stopper(s) for s in SUITS if s != b["w"])


def penalty_hand(hand: HandEval, view: AuctionView, b) -> bool:
    """A penalty double of their suit: four of it with two honours, 23+ HCP together, no fit of ours."""
    suit = strain_of(view.last_bid or "1NT")
    if suit == "NT":
        return False
    return hand.lengths[suit] >= 4 and hand.honors(suit, 5) >= 2 and \
        hand.hcp + view.expected_hcp(PARTNER) >= 23 and not fit_suits(hand, view)


def stops_unbid(hand: HandEval, view: AuctionView, b) -> bool:
    """A stopper in every suit nobody has named."""
    return all(hand.stopper(s) for s in unbid(view, b))


def not_short(hand: HandEval, view: AuctionView, b) -> bool:
    """No void and no small singleton (a no-trump shape)."""
    return all(n >= 2 or (n == 1 and hand.honors(s, 3) >= 1) for s, n in hand.lengths.items())
