"""Slam-zone deals: the bidding system against an earlier version of itself where slams are decided.

Random deals are rarely slam hands, so a plain match hardly sees slam bidding. Here the deals are
seeded random deals kept only when North–South hold 29–36 HCP together (dealer North, random
vulnerability); both systems bid all four seats, the contracts are scored double dummy (endplay)
and the current system wins ``IMPs(NS score now − NS score before)``. Printed: the mean IMPs per
board with its standard error, how many auctions differ, how many reach a slam and how many
slams make, for both systems.

    python bench/bridge_slam_zone.py --deals 300 --seed 5 --old a7f62da [--cache /tmp/dd] [--show 10]
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bridge_bidding_sanity import Board, solve
from bridge_bidding_versus import bid, load_old, mean_se, ns_score

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.engine import bridge
from cardlearn.engine.bridge.imps import imps


def slam_zone_boards(seed: int, count: int) -> list[Board]:
    """``count`` seeded deals where North–South hold 29–36 HCP (dealer North, random vulnerability)."""
    rng = random.Random(seed)
    boards: list[Board] = []
    while len(boards) < count:
        deal = bridge.Deal.random(seed=rng.randrange(2**32))
        ns = evaluate(deal.hand("N")).hcp + evaluate(deal.hand("S")).hcp
        if 29 <= ns <= 36:
            boards.append((deal, "N", rng.choice(bridge.VULNERABILITIES)))
    return boards


def _slam(game: bridge.Game) -> bool:
    return game.contract is not None and game.contract.level >= 6 and game.contract.side == "NS"


def main() -> None:
    """Run both systems over the slam-zone deals and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--old", default="a7f62da", help="git ref of the earlier system")
    parser.add_argument("--cache", type=Path, default=None, help="directory for cached double-dummy tables")
    parser.add_argument("--show", type=int, default=0, help="print the N boards with the largest swings")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        old = load_old(args.old, Path(tmp))
        boards = slam_zone_boards(args.seed, args.deals)
        solved = solve(boards, args.cache, f"slam_{args.seed}_{args.deals}")
        swings: list[tuple[int, str, str, str]] = []
        stats = {"new": [0, 0], "old": [0, 0]}  # slams bid, slams made
        for (deal, dealer, vul), (_par, tricks) in zip(boards, solved):
            new = bid(deal, dealer, vul, choose_call, choose_call)
            before = bid(deal, dealer, vul, old, old)
            swings.append((imps(ns_score(new, tricks, vul) - ns_score(before, tricks, vul)), deal.to_pbn(),
                           " ".join(new.calls), " ".join(before.calls)))
            for name, game in (("new", new), ("old", before)):
                if _slam(game):
                    stats[name][0] += 1
                    contract = game.contract
                    assert contract is not None
                    stats[name][1] += tricks[(contract.strain, contract.declarer)] >= contract.level + 6

    mean, se = mean_se([s[0] for s in swings])
    differ = sum(1 for s in swings if s[2] != s[3])
    print(f"{args.deals} slam-zone boards (NS 29–36 HCP), seed {args.seed}, current system vs {args.old}")
    print(f"  IMPs/board for the current system: {mean:+.2f} (se {se:.2f}); auctions differ on {differ} boards")
    for name, (bid_, made) in stats.items():
        print(f"  {name}: {bid_} slams bid by NS, {made} make double dummy")
    for swing in sorted(swings, key=lambda s: -abs(s[0]))[:args.show]:
        print(f"  {swing[0]:+d} IMPs  {swing[1]}\n      now:    {swing[2]}\n      before: {swing[3]}")


if __name__ == "__main__":
    main()
