"""Opening leads against the card's leads table: how many AI leads are the standard card, and of the rules' suit.

Deals ``--deals`` fresh random deals (seeded), lets the bidding AI bid all four
seats and the automatic card player (Monte-Carlo double dummy when endplay
imports) make the opening lead, then classifies each lead with
:mod:`cardlearn.ai.bridge.leads`:

* *standard card*: the card is the table's card for its suit (A from AK, top
  of a sequence, fourth best, …) — issue #28's target is >= 95 % of 500;
* *rules' suit*: the suit is also the one the beginner's lead rules choose
  (partner's suit, longest and strongest against no trump, …); where the
  analysis chose another suit, the decision's reason says why.

Passed-out deals are skipped. Run: ``python bench/opening_leads.py [--deals 500] [--seed 7] [--show 10]``.
"""
from __future__ import annotations

import argparse
import collections
import time

from cardlearn.ai.bridge.bidder import BridgeBidder
from cardlearn.ai.bridge.leads import auction_lead, lead_in_suit
from cardlearn.ai.bridge.play import BridgePlayer
from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.cards import BRIDGE_DECK


def classify(game: Game, card: str) -> tuple[bool, bool, str, str]:
    """(standard card, rules' suit, the table's card in that suit, the rules' lead) for ``card`` led now."""
    core = game.core
    leader = core.turn
    hand = core.hands[leader]
    index = BRIDGE_DECK.index(next(c for c in BRIDGE_DECK if str(c) == card))
    table = lead_in_suit(hand, index // 13, core.trump)
    rules = auction_lead(hand, core.trump, core.calls, core.dealer, leader)
    return table.card == index, rules.suit == index // 13, table.code, rules.code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--level", default=None, help="AI level (full, budget, heuristic); default $CARDLEARN_AI")
    parser.add_argument("--show", type=int, default=10, help="how many leads of another suit to list")
    args = parser.parse_args()

    bidder = BridgeBidder()
    player = BridgePlayer(seed=5, level=args.level)
    print(f"card player: {player.active_method}, level {player.level}")
    leads = standard = same_suit = 0
    off_table: list[str] = []
    other_suit: list[str] = []
    rules_count: collections.Counter[str] = collections.Counter()
    start = time.perf_counter()
    for number in range(args.deals):
        game = Game(Deal.random(seed=args.seed * 1000 + number), dealer="NESW"[number % 4])
        while game.phase == "auction":
            game.call(bidder.call(game).call)
        if game.contract is None:
            continue
        decision = player.choose_card(game, game.controller)
        is_standard, is_suit, table, rules = classify(game, decision.card)
        leads += 1
        standard += is_standard
        same_suit += is_suit
        rules_count[decision.reason.key] += 1
        contract = str(game.contract)
        if not is_standard:
            off_table.append(f"  board {number}: {contract}, led {decision.card}, table {table}: "
                             f"{decision.text('en')}")
        elif not is_suit:
            other_suit.append(f"  board {number}: {contract}, led {decision.card}, rules {rules}: "
                              f"{decision.text('en')}")
    elapsed = time.perf_counter() - start
    pct = 100 * standard / leads if leads else 0.0
    suit_pct = 100 * same_suit / leads if leads else 0.0
    print(f"deals: {args.deals} (seed {args.seed}), opening leads: {leads}, {elapsed:.0f} s")
    print(f"figure standard_card_pct: {pct:.1f}")
    print(f"figure rules_suit_pct: {suit_pct:.1f}")
    print(f"target >= 95% standard cards: {'met' if pct >= 95 else 'NOT met'}")
    print("reasons given:", ", ".join(f"{key} {n}" for key, n in rules_count.most_common()))
    if off_table:
        print("leads off the table:")
        print("\n".join(off_table))
    if other_suit:
        print(f"leads of another suit than the rules' (first {args.show} of {len(other_suit)}):")
        print("\n".join(other_suit[:args.show]))


if __name__ == "__main__":
    main()
