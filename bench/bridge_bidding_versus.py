"""The bidding system head to head with an earlier version of itself, duplicate style, double-dummy scored.

The earlier system is loaded from git history: ``git archive REF cardlearn`` is
unpacked into a temporary folder and its imports renamed to ``cardlearn_old``,
so both systems bid in one process. On each fresh seeded board (random dealer
and vulnerability) two auctions are bid:

* table A: the current system North–South, the old one East–West;
* table B: the old system North–South, the current one East–West.

Both contracts are scored double dummy (endplay); the current team wins
``IMPs(NS score at A − NS score at B)``. Printed: the mean IMPs per board
with its standard error, how many boards differ, both systems' distance from
par when they bid all four seats, and the current system's call time (median,
95th percentile).

    python bench/bridge_bidding_versus.py --deals 400 --seed 11 --old ac089a8 [--cache /tmp/dd]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _previous_version import import_previous
from bridge_bidding_sanity import _vulnerable, make_boards, solve

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.engine import bridge
from cardlearn.engine.bridge.imps import imps

Chooser = Callable[..., object]


def load_old(ref: str, into: Path) -> Chooser:
    """``choose_call`` of the system at git ``ref``, imported as package ``cardlearn_old`` (extracted into ``into``)."""
    chooser: Chooser = import_previous(ref, "ai.bridge.bidder", into).choose_call
    return chooser


def bid(deal: bridge.Deal, dealer: str, vulnerability: str, ns: Chooser, ew: Chooser,
        times: list[float] | None = None) -> bridge.Game:
    """One auction with ``ns`` bidding for North–South and ``ew`` for East–West."""
    game = bridge.Game(deal, vulnerability=vulnerability, dealer=dealer)
    while game.phase == "auction":
        seat = game.to_act
        chooser = ns if seat in "NS" else ew
        start = time.perf_counter()
        decision = chooser(game.hand(seat), game.calls, game.dealer, game.vulnerability)
        if times is not None and chooser is choose_call:
            times.append(time.perf_counter() - start)
        game.call(decision.call)  # type: ignore[attr-defined]
    return game


def ns_score(game: bridge.Game, tricks: dict[tuple[str, str], int], vulnerability: str) -> int:
    """North–South's double-dummy score of the auction's contract (0 when passed out)."""
    contract = game.contract
    if contract is None:
        return 0
    taken = tricks[(contract.strain, contract.declarer)]
    return bridge.score(contract, taken, vulnerable=_vulnerable(vulnerability, contract.side)).ns


def mean_se(values: list[int]) -> tuple[float, float]:
    """Mean and its standard error."""
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, se


def main() -> None:
    """Run the match and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--old", default="ac089a8", help="git ref of the earlier system")
    parser.add_argument("--cache", type=Path, default=None, help="directory for cached double-dummy tables")
    parser.add_argument("--worst", type=int, default=0, help="print the N boards the current system lost most on")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        old = load_old(args.old, Path(tmp))
        boards = make_boards(args.seed, args.deals)
        solved = solve(boards, args.cache, f"{args.seed}_{args.deals}")
        times: list[float] = []
        match, new_par, old_par = [], [], []
        swings = []
        differ = 0
        for (deal, dealer, vul), (par, tricks) in zip(boards, solved):
            a = bid(deal, dealer, vul, choose_call, old, times)
            b = bid(deal, dealer, vul, old, choose_call, times)
            match.append(imps(ns_score(a, tricks, vul) - ns_score(b, tricks, vul)))
            swings.append((match[-1], deal.to_pbn(), dealer, vul, " ".join(a.calls), " ".join(b.calls)))
            differ += a.calls != b.calls
            new_all = bid(deal, dealer, vul, choose_call, choose_call, times)
            old_all = bid(deal, dealer, vul, old, old)
            new_par.append(abs(imps(ns_score(new_all, tricks, vul) - par)))
            old_par.append(abs(imps(ns_score(old_all, tricks, vul) - par)))

    mean, se = mean_se(match)
    print(f"{args.deals} boards, seed {args.seed}, current system vs {args.old} (duplicate, double dummy)")
    print(f"  IMPs/board for the current system: {mean:+.2f} (se {se:.2f}); the two tables bid differently on {differ} boards")
    for name, values in (("current", new_par), (args.old, old_par)):
        m, s = mean_se(values)
        print(f"  |IMPs from par|, {name:>8} all four seats: {m:.2f} (se {s:.2f})")
    for swing in sorted(swings)[:args.worst]:
        print(f"  {swing[0]:+d} IMPs  {swing[1]}  dealer {swing[2]} vul {swing[3]}\n"
              f"      A (current NS): {swing[4]}\n      B (old NS):     {swing[5]}")
    ordered = sorted(times)
    print(f"  call time (current): median {1000 * statistics.median(ordered):.1f} ms, "
          f"p95 {1000 * ordered[int(0.95 * (len(ordered) - 1))]:.1f} ms, {len(ordered)} calls")


if __name__ == "__main__":
    main()
