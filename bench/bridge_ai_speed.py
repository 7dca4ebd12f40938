"""Time per AI decision: median and 95th percentile for cards (and calls, when the bidding AI is there).

Plays ``--deals`` random deals with the automatic player at all four seats
(Monte-Carlo double dummy when endplay imports), timing every
``choose_card``; the contract comes from the bidding AI (timed as well) or,
without it, a fixed 3NT by South. Targets for a card: median under 300 ms,
95th percentile under 1 s, over at least 20 samples.
Run: ``python bench/bridge_ai_speed.py [--deals 6] [--method auto|double_dummy|heuristic]``.
"""
from __future__ import annotations

import argparse
import statistics
import time

from cardlearn.ai.bridge.play import BridgePlayer, card_hint
from cardlearn.ai.bridge.analysis import analyse
from cardlearn.engine.bridge import Deal, Game


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def report(name: str, seconds: list[float]) -> None:
    """Print count, median, p95 and max in milliseconds."""
    if not seconds:
        print(f"{name}: no samples")
        return
    print(f"{name}: n={len(seconds)}, median {1000 * statistics.median(seconds):.1f} ms, "
          f"p95 {1000 * percentile(seconds, 0.95):.1f} ms, max {1000 * max(seconds):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--method", default="auto", choices=("auto", "double_dummy", "heuristic"))
    args = parser.parse_args()

    player = BridgePlayer(args.method, seed=3)
    print(f"card player: {player.active_method}")
    try:
        from cardlearn.ai.bridge.bidder import BridgeBidder

        bidder: BridgeBidder | None = BridgeBidder()
    except ImportError:
        bidder = None
    cards: list[float] = []
    thinking: list[float] = []
    leads: list[float] = []
    calls: list[float] = []
    hints: list[float] = []
    analyses: list[float] = []
    for number in range(args.deals):
        game = Game(Deal.random(seed=args.seed * 100 + number), dealer="NESW"[number % 4])
        if bidder is not None:
            while game.phase == "auction":
                start = time.perf_counter()
                decision = bidder.call(game)
                calls.append(time.perf_counter() - start)
                game.call(decision.call)
        if game.contract is None:
            game = Game(game.deal, dealer="S")
            for call in ("3NT", "P", "P", "P"):
                game.call(call)
        while not game.is_over:
            seat = game.controller
            start = time.perf_counter()
            decision = player.choose_card(game, seat)
            elapsed = time.perf_counter() - start
            cards.append(elapsed)
            if decision.method != "forced":
                thinking.append(elapsed)
            if not game.core.played:
                leads.append(elapsed)
            if len(game.core.played) in (4, 21) and seat is not None:
                start = time.perf_counter()
                card_hint(game, seat)
                hints.append(time.perf_counter() - start)
            game.play(decision.card, seat)
        if player.active_method == "double_dummy":
            start = time.perf_counter()
            analyse(game)
            analyses.append(time.perf_counter() - start)
    report("card, every decision", cards)
    report("card, excluding forced (singleton / all-equal)", thinking)
    report("card, opening lead", leads)
    report("card hint (learner)", hints)
    report("call (bidding AI)", calls)
    report("post-deal analysis", analyses)
    median, p95 = statistics.median(cards), percentile(cards, 0.95)
    verdict = "met" if median < 0.3 and p95 < 1.0 and len(cards) >= 20 else "NOT met"
    print(f"target (card median < 300 ms, p95 < 1 s, n >= 20): {verdict}")


if __name__ == "__main__":
    main()
