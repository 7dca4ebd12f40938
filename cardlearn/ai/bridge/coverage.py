"""Coverage sweep of the bidding system: which hands in common auctions find no proper call.

The most common auction contexts are found by self-play on seeded random
deals; for each context many random hands are given to the seat to call and
every call is classified. A *consistent* hand would have made this seat's
own earlier calls too (rejection sampling); a *random* hand is any hand, so
it may contradict what the seat has already shown and is reported apart.

Categories (one hand may fall in several):

* ``no_rule`` — no rule fitted: the bidder's last-resort call (rule ``fallback``);
* ``catch_all`` — only the system's general block (:func:`.sections.general.general_rules`)
  or a rule named ``*.fallback`` chose the call;
* ``pass16_direct`` — 16+ HCP, at most three cards in their suit, passing RHO's
  one-level suit opening while our side has only passed (the booklet acts:
  overcall, 1NT, double, or double then bid);
* ``pass16_responder`` — 16+ HCP passing partner's one-level suit opening (RHO passed, or overcalled
  up to the three level in a suit I hold at most three cards of: no trap pass);
* ``pass16_advance`` — 16+ HCP passing partner's double after RHO bid (at most four of a suit) while
  our side has not bid, with at most three cards in RHO's suit (the doubler's partner acts: he bids,
  doubles or names a game);
* ``pass16_later`` — 16+ HCP passing below game after partner's last call was a bid
  (a figure to review: some of these are right);
* ``slam_closed`` — a game bid by a rule with no upper HCP limit while this hand
  and partner's shown minimum make 33+ HCP (the game bid closes the slam path);
* ``hcp_gap`` — per context, an HCP value where more hands pass or reach no rule
  than at the values one below and one above (a hole between two ranges of a family).
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from cardlearn.ai.bridge.auction_view import PARTNER, AuctionView, is_bid
from cardlearn.ai.bridge.bidder import Decision, decide
from cardlearn.ai.bridge.evaluation import HandEval, evaluate
from cardlearn.ai.bridge.explain import auction_view
from cardlearn.ai.bridge.legality import auction_over, legal_calls

DECK = tuple(s + r for s in "SHDC" for r in "AKQJT98765432")
DEALER = "N"
CATEGORIES = ("no_rule", "catch_all", "pass16_direct", "pass16_responder", "pass16_advance", "pass16_later",
              "slam_closed")
#: The categories that count as holes (``pass16_later`` is for review only).
HOLES = ("no_rule", "pass16_direct", "pass16_responder", "pass16_advance", "slam_closed")
_GAMES = {"3NT", "4H", "4S", "5C", "5D"}
_GAP_MIN_HANDS = 15
_GAP_STEP = 0.15


def general_rule_ids() -> frozenset[str]:
    """Ids of the rules in the system's catch-all block (tried when no specific block fitted)."""
    from cardlearn.ai.bridge.system import SYSTEM

    return frozenset(r.id for blk in SYSTEM if blk.id == "general" for r in blk.rules)


def self_play_contexts(deals: int, seed: int) -> Counter[tuple[str, ...]]:
    """How often each auction (dealer North, nobody vulnerable) was a seat's turn in self-play."""
    from cardlearn.ai.bridge.bidder import choose_call

    rng = random.Random(seed)
    seen: Counter[tuple[str, ...]] = Counter()
    for _ in range(deals):
        cards = list(DECK)
        rng.shuffle(cards)
        hands = [cards[i * 13:(i + 1) * 13] for i in range(4)]
        calls: list[str] = []
        while not auction_over(calls, DEALER):
            seen[tuple(calls)] += 1
            calls.append(choose_call(hands[len(calls) % 4], calls, DEALER).call)
    return seen


def _opening(view: AuctionView) -> tuple[int, str] | None:
    """(relation of the opener, opening bid), or None while nobody has bid."""
    for i, call in enumerate(view.calls):
        if is_bid(call):
            return view.relation(i), call
    return None


def _first_call(view: AuctionView) -> bool:
    return not view.calls_by(0)


def _first_turn_kind(hand: HandEval, view: AuctionView) -> str | None:
    """``pass16_direct`` or ``pass16_responder`` when only a one-level suit opening has been bid."""
    opening = _opening(view)
    if opening is None or not _first_call(view):
        return None
    opener, bid = opening
    if bid[0] != "1" or bid == "1NT":
        return None
    if opener == PARTNER and _overcalled(hand, view, bid):
        return "pass16_responder"
    if [c for c in view.seq if c != "P"] != [bid]:
        return None
    if opener == 1 and hand.lengths[bid[1]] <= 3:
        return "pass16_direct"
    if opener == PARTNER and view.calls[-1] == "P":
        return "pass16_responder"
    return None


def _overcalled(hand: HandEval, view: AuctionView, bid: str) -> bool:
    """Partner's one-level opening, then RHO's overcall (up to the three level) in a suit I hold at most three of."""
    rho = view.calls[-1] if view.calls else "P"
    if [c for c in view.seq if c != "P"] != [bid, rho] or not is_bid(rho) or rho[0] > "3" or rho[1:] == "NT":
        return False
    return hand.lengths[rho[1:]] <= 3


def _partner_bid_below_game(view: AuctionView) -> bool:
    """Partner's last call was a bid, our side holds the contract, and it is below game."""
    partner_calls = view.calls_by(PARTNER)
    last = view.last_bid or ""
    if not partner_calls or not is_bid(partner_calls[-1]) or view.last_bid_relation not in (0, PARTNER):
        return False
    return last not in _GAMES and last[0] in "123"


def _advancing_a_double(hand: HandEval, view: AuctionView) -> bool:
    """Partner doubled, RHO then bid (up to the four level), our side has not bid; I am short in RHO's suit."""
    partner_calls = view.calls_by(PARTNER)
    rho_call = view.calls[-1] if view.calls else "P"
    if not partner_calls or partner_calls[-1] != "X" or not is_bid(rho_call) or rho_call[0] > "4":
        return False
    ours = [*view.calls_by(0), *partner_calls]
    strain = rho_call[1:]
    return not any(is_bid(c) for c in ours) and (strain == "NT" or hand.lengths[strain] <= 3)


def pass16_kind(hand: HandEval, view: AuctionView, call: str) -> str | None:
    """Which 16+ HCP pass category a pass falls in (``None`` when it is not one)."""
    if call != "P" or hand.hcp < 16:
        return None
    kind = _first_turn_kind(hand, view)
    if kind is None and _advancing_a_double(hand, view):
        kind = "pass16_advance"
    if kind is None and _partner_bid_below_game(view):
        kind = "pass16_later"
    return kind


def closes_slam(hand: HandEval, view: AuctionView, decision: Decision) -> bool:
    """A game bid with no upper limit while the partnership holds 33+ HCP on what is known."""
    if decision.call not in _GAMES or decision.explanation.constraints.hcp_max < 37:
        return False
    return hand.hcp + view.known(PARTNER).hcp_min >= 33


def classify(hand: HandEval, view: AuctionView, decision: Decision, general: frozenset[str]) -> list[str]:
    """The categories ``decision`` for ``hand`` in ``view`` falls in."""
    found = []
    rule_id = decision.rule_id
    if rule_id == "fallback":
        found.append("no_rule")
    elif rule_id in general or rule_id.endswith(".fallback"):
        found.append("catch_all")
    kind = pass16_kind(hand, view, decision.call)
    if kind:
        found.append(kind)
    if closes_slam(hand, view, decision):
        found.append("slam_closed")
    return found


def consistent(hand: Sequence[str], calls: Sequence[str]) -> bool:
    """Whether the system would have made this seat's earlier calls with ``hand``."""
    from cardlearn.ai.bridge.bidder import choose_call

    for i in range(len(calls) % 4, len(calls), 4):
        if choose_call(hand, calls[:i], DEALER).call != calls[i]:
            return False
    return True


@dataclass
class ContextReport:
    """The sweep of one auction context."""

    calls: tuple[str, ...]
    hands: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    examples: dict[str, tuple[str, str, str]] = field(default_factory=dict)
    by_hcp: dict[int, list[int]] = field(default_factory=dict)  # hcp -> [hands, passes or no rule]

    @property
    def holes(self) -> int:
        """Hands that fell in a hole category."""
        return sum(self.counts[c] for c in HOLES) + len(self.gaps())

    def gaps(self) -> list[int]:
        """HCP values where passing (or no rule) is more common than one point below and above."""
        out = []
        for hcp, (n, bad) in sorted(self.by_hcp.items()):
            below, above = self.by_hcp.get(hcp - 1), self.by_hcp.get(hcp + 1)
            if n < _GAP_MIN_HANDS or not below or not above or min(below[0], above[0]) < _GAP_MIN_HANDS:
                continue
            rate = bad / n
            if rate >= below[1] / below[0] + _GAP_STEP and rate >= above[1] / above[0] + _GAP_STEP:
                out.append(hcp)
        return out

    def add(self, cards: Sequence[str], hand: HandEval, decision: Decision, found: Iterable[str]) -> None:
        """Count one hand's call."""
        self.hands += 1
        slot = self.by_hcp.setdefault(hand.hcp, [0, 0])
        slot[0] += 1
        slot[1] += decision.call == "P" or decision.rule_id == "fallback"
        for category in found:
            self.counts[category] += 1
            self.examples.setdefault(category, (pbn(cards), decision.call, decision.rule_id))


def pbn(cards: Sequence[str]) -> str:
    """``AK32.Q5.T987.A2`` from card codes."""
    order = "AKQJT98765432"
    return ".".join("".join(sorted((c[1] for c in cards if c[0] == s), key=order.index)) for s in "SHDC")


def sweep_context(calls: tuple[str, ...], hands: int, rng: random.Random, want_consistent: bool,
                  general: frozenset[str]) -> ContextReport:
    """Give ``hands`` random hands (consistent ones if asked, up to 30 tries each) to the seat to call."""
    view = auction_view(calls, DEALER)
    legal = legal_calls(calls, DEALER)
    report = ContextReport(calls)
    for _ in range(hands * (30 if want_consistent and len(calls) >= 4 else 1)):
        if report.hands >= hands:
            break
        cards = rng.sample(DECK, 13)
        if want_consistent and len(calls) >= 4 and not consistent(cards, calls):
            continue
        hand = evaluate(cards)
        decision = decide(hand, view, legal)
        report.add(cards, hand, decision, classify(hand, view, decision, general))
    return report


def sweep(contexts: int, hands: int, deals: int, seed: int, want_consistent: bool = True) -> list[ContextReport]:
    """The sweep over the ``contexts`` most common auctions of ``deals`` self-played deals."""
    seen = self_play_contexts(deals, seed)
    general = general_rule_ids()
    rng = random.Random(seed + 1)
    return [sweep_context(calls, hands, rng, want_consistent, general)
            for calls, _ in seen.most_common(contexts)]


def totals(reports: Iterable[ContextReport]) -> Counter[str]:
    """Hands per category over all contexts (``hands`` and ``hcp_gap`` included)."""
    total: Counter[str] = Counter()
    for report in reports:
        total["hands"] += report.hands
        total.update(report.counts)
        total["hcp_gap"] += len(report.gaps())
    return total
