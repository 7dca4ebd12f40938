"""Coverage sweep of the bidding system: hands in common auctions that find no proper call.

The most common auction contexts are found by self-play of the AI on seeded
random deals (dealer North, nobody vulnerable); each context is given many
random hands for the seat to call, consistent with its own earlier calls
(``--random`` skips that check) and every call is classified (see
:mod:`cardlearn.ai.bridge.coverage`). Printed: one ``figure`` line per category
(hands and share), then the worst contexts with an example hand.

    python bench/bidding_coverage.py [--contexts 200] [--hands 2000] [--deals 2*contexts] [--seed 7] [--random] [--worst 15]

Tiny run (smoke): ``--contexts 5 --hands 20`` (about a second).
"""
from __future__ import annotations

import argparse
import time

from cardlearn.ai.bridge.coverage import CATEGORIES, HOLES, ContextReport, sweep, totals


def _auction(calls: tuple[str, ...]) -> str:
    return " ".join(calls) or "(opening)"


def print_figures(reports: list[ContextReport], elapsed: float) -> None:
    """One labelled line per figure."""
    total = totals(reports)
    hands = max(total["hands"], 1)
    print(f"figure contexts: {len(reports)}")
    print(f"figure hands: {total['hands']}")
    for category in CATEGORIES:
        print(f"figure {category}: {total[category]} ({100 * total[category] / hands:.2f} %)")
    print(f"figure hcp_gap: {total['hcp_gap']} (HCP values over all contexts)")
    holes = sum(total[c] for c in HOLES)
    print(f"figure holes: {holes} ({100 * holes / hands:.2f} %)")
    print(f"figure seconds: {elapsed:.1f}")


def print_worst(reports: list[ContextReport], count: int) -> None:
    """The contexts with the most holes, with one example hand per category."""
    worst = sorted(reports, key=lambda r: -r.holes / max(r.hands, 1))[:count]
    for report in worst:
        if not report.holes:
            break
        share = 100 * report.holes / max(report.hands, 1)
        print(f"\n{_auction(report.calls)}  ({report.hands} hands, {share:.1f} % holes)")
        for category in HOLES:
            if report.counts[category]:
                hand, call, rule_id = report.examples[category]
                print(f"  {category}: {report.counts[category]}  e.g. {hand} -> {call} ({rule_id})")
        if report.gaps():
            print(f"  hcp_gap at {report.gaps()} HCP")


def main() -> None:
    """Run the sweep and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contexts", type=int, default=200, help="how many of the most common auctions")
    parser.add_argument("--hands", type=int, default=2000, help="hands per context")
    parser.add_argument("--deals", type=int, default=None,
                        help="self-played deals to find the contexts (default: twice --contexts, at least 20)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--random", action="store_true", help="random hands, not checked against earlier calls")
    parser.add_argument("--worst", type=int, default=15, help="how many worst contexts to list")
    args = parser.parse_args()
    start = time.perf_counter()
    deals = args.deals if args.deals is not None else max(20, 2 * args.contexts)
    reports = sweep(args.contexts, args.hands, deals, args.seed, want_consistent=not args.random)
    print(f"hands: {'random' if args.random else 'consistent with the seat own earlier calls'}")
    print_figures(reports, time.perf_counter() - start)
    print_worst(reports, args.worst)


if __name__ == "__main__":
    main()
