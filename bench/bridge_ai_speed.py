"""Time per AI decision: median and 95th percentile for cards (and calls, when the bidding AI is there).

Plays ``--deals`` random deals with the automatic player at all four seats
(Monte-Carlo double dummy when endplay imports) at ``--level`` (full, budget,
heuristic: see ``cardlearn.ai.bridge.strength``), timing every
``choose_card``, split into opening leads and the other cards; the contract
comes from the bidding AI (timed as well) or, without it, a fixed 3NT by
South. Targets: every card decision median under 300 ms; opening leads
95th percentile under 1 s. Wall-clock figures depend on the machine's load
(printed at start and end); the CPU time of the process (both solver
threads together) does much less, so both are reported.
Run: ``python bench/bridge_ai_speed.py [--deals 12] [--leads 40] [--level full|budget|heuristic]``.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

from cardlearn.ai.bridge.analysis import analyse
from cardlearn.ai.bridge.play import BridgePlayer, card_hint
from cardlearn.ai.bridge.strength import AI_LEVELS
from cardlearn.engine.bridge import Deal, Game


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def report(name: str, seconds: list[float], cpu: list[float] | None = None) -> None:
    """Print count, median, p95 and max in milliseconds (wall clock; CPU time of the process too if given)."""
    if not seconds:
        print(f"{name}: no samples")
        return
    line = (f"{name}: n={len(seconds)}, median {1000 * statistics.median(seconds):.1f} ms, "
            f"p95 {1000 * percentile(seconds, 0.95):.1f} ms, max {1000 * max(seconds):.1f} ms")
    if cpu:
        line += (f" | CPU median {1000 * statistics.median(cpu):.1f} ms, p95 {1000 * percentile(cpu, 0.95):.1f} ms")
    print(line)


def _timed_call(bidder, game: Game, wall: list[float], cpu: list[float]) -> str:
    """The bidding AI's call for the seat to act, timed (wall clock and CPU)."""
    start, start_cpu = time.perf_counter(), time.process_time()
    decision = bidder.call(game)
    wall.append(time.perf_counter() - start)
    cpu.append(time.process_time() - start_cpu)
    return decision.call


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--method", default="auto", choices=("auto", "double_dummy", "heuristic"))
    parser.add_argument("--leads", type=int, default=40,
                        help="extra deals on which only the opening lead is timed (a p95 needs many leads)")
    parser.add_argument("--level", default=None, choices=AI_LEVELS, help="default: $CARDLEARN_AI, else full")
    args = parser.parse_args()

    player = BridgePlayer(args.method, seed=3, level=args.level)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"card player: {player.active_method}, level {player.level}; load average at start {load:.2f} "
          f"on {os.cpu_count()} cores")
    try:
        from cardlearn.ai.bridge.bidder import BridgeBidder

        bidder: BridgeBidder | None = BridgeBidder()
    except ImportError:
        bidder = None
    cards: list[float] = []
    thinking: list[float] = []
    leads: list[float] = []
    others: list[float] = []
    lead_cpu: list[float] = []
    other_cpu: list[float] = []
    calls: list[float] = []
    call_cpu: list[float] = []
    hints: list[float] = []
    analyses: list[float] = []
    for number in range(args.deals):
        game = Game(Deal.random(seed=args.seed * 100 + number), dealer="NESW"[number % 4])
        if bidder is not None:
            while game.phase == "auction":
                game.call(_timed_call(bidder, game, calls, call_cpu))
        if game.contract is None:
            game = Game(game.deal, dealer="S")
            for call in ("3NT", "P", "P", "P"):
                game.call(call)
        while not game.is_over:
            seat = game.controller
            start, start_cpu = time.perf_counter(), time.process_time()
            decision = player.choose_card(game, seat)
            elapsed = time.perf_counter() - start
            (lead_cpu if not game.core.played else other_cpu).append(time.process_time() - start_cpu)
            cards.append(elapsed)
            if decision.method != "forced":
                thinking.append(elapsed)
            (leads if not game.core.played else others).append(elapsed)
            if len(game.core.played) in (4, 21) and seat is not None:
                start = time.perf_counter()
                card_hint(game, seat, level=args.level)
                hints.append(time.perf_counter() - start)
            game.play(decision.card, seat)
        if player.active_method == "double_dummy":
            start = time.perf_counter()
            analyse(game)
            analyses.append(time.perf_counter() - start)
    for number in range(args.leads):
        game = Game(Deal.random(seed=args.seed * 100 + 50 + number), dealer="NESW"[number % 4])
        if bidder is None:
            break
        while game.phase == "auction":
            game.call(_timed_call(bidder, game, calls, call_cpu))
        if game.contract is None:
            continue
        start, start_cpu = time.perf_counter(), time.process_time()
        player.choose_card(game, game.controller)
        leads.append(time.perf_counter() - start)
        lead_cpu.append(time.process_time() - start_cpu)
    report("card, every decision (played deals)", cards)
    report("card, excluding forced (singleton / all-equal)", thinking)
    report("card, opening lead (played and extra deals)", leads, lead_cpu)
    report("card, every other card", others, other_cpu)
    report("card hint (learner)", hints)
    report("call (bidding AI)", calls, call_cpu)
    report("post-deal analysis", analyses)
    if cards:
        median = statistics.median(cards)
        verdict = "met" if median <= 0.3 and len(cards) >= 20 else "NOT met"
        print(f"target card median <= 300 ms (n >= 20): {verdict}")
    if leads:
        lead_p95 = percentile(leads, 0.95)
        print(f"target opening lead p95 <= 1 s: {'met' if lead_p95 <= 1.0 else 'NOT met'}")
    if call_cpu:
        # CPU time: the wall clock of a sub-millisecond call mostly measures the machine's load.
        met = statistics.median(call_cpu) <= 0.002 and percentile(call_cpu, 0.95) <= 0.010
        print(f"target call CPU median <= 2 ms, p95 <= 10 ms: {'met' if met else 'NOT met'}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average at the end {load:.2f}")


if __name__ == "__main__":
    main()
