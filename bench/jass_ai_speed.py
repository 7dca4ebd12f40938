"""Decision time of the Schieber AI: median and 95th percentile for contract choices and cards.

    python bench/jass_ai_speed.py [--deals 40] [--samples 400] [--time-budget 0.06] [--seed 1]

Four :class:`cardlearn.ai.jass.JassPlayer` seats play ``--deals`` deals with the
default settings; every ``choose_contract`` and ``choose_card`` call is timed
(wall clock, so load from other processes counts, as it would for the learner; and CPU
time of this process, ``time.process_time``, which load hardly changes: on a loaded
machine compare the CPU figures).
Targets: median under 100 ms, 95th percentile under 400 ms. Card decisions are
reported in all and for positions with a real choice (two or more legal cards).
"""
from __future__ import annotations

import argparse
import statistics
import time

from cardlearn.ai.jass import JassPlayer
from cardlearn.ai.jass.player import SAMPLES
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.match import MAX_TARGET
from cardlearn.engine.jass.rules import SEATS


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main(argv: list[str] | None = None) -> None:
    """Time the decisions and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--samples", type=int, default=None, help="default: the player's own (SAMPLES)")
    parser.add_argument("--time-budget", type=float, default=None,
                        help="seconds per decision; default none (a fixed sample count, reproducible)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    samples = SAMPLES if args.samples is None else args.samples
    players = {seat: JassPlayer(seed=args.seed + i, samples=samples, time_budget=args.time_budget)
               for i, seat in enumerate(SEATS)}
    contract_times: list[tuple[float, float]] = []
    card_times: list[tuple[float, float]] = []
    choice_times: list[tuple[float, float]] = []
    # The longest match the engine allows; when a team reaches it, the next match goes on the count.
    match = Match(seed=args.seed, target=MAX_TARGET)
    done = 0
    while done < args.deals:
        if match.is_over:
            match = Match(seed=args.seed + done, target=MAX_TARGET)
        seat = match.to_act
        if match.phase == "contract":
            start, cpu = time.perf_counter(), time.process_time()
            decision = players[seat].choose_contract(match, seat)
            contract_times.append((time.perf_counter() - start, time.process_time() - cpu))
            match.choose(decision.contract, seat)
            continue
        several = len(match.legal_cards()) > 1
        start, cpu = time.perf_counter(), time.process_time()
        decision = players[seat].choose_card(match, seat)
        elapsed = (time.perf_counter() - start, time.process_time() - cpu)
        card_times.append(elapsed)
        if several:
            choice_times.append(elapsed)
        match.play(decision.card, seat)
        if match.is_over or (match.deal.state.n_tricks == 0 and not match.deal.state.trick):
            done += 1
            print(f"deal {done}/{args.deals} done", flush=True)
    budget = "none" if args.time_budget is None else f"{args.time_budget} s"
    print(f"\nSchieber AI decision time (samples={samples}, time budget {budget})")
    for name, values in (("contract choices", contract_times), ("cards (all)", card_times),
                         ("cards (2+ legal)", choice_times), ("all decisions", contract_times + card_times)):
        for clock, index in (("wall", 0), ("cpu", 1)):
            times = [pair[index] for pair in values]
            print(f"{name:17s} {clock:4s}: n={len(times):5d}  median {1000 * statistics.median(times):6.1f} ms  "
                  f"p95 {1000 * percentile(times, 0.95):6.1f} ms  max {1000 * max(times):6.1f} ms")


if __name__ == "__main__":
    main()
