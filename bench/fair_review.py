"""Time of the fair (single-dummy) review of a whole deal, and how often it disagrees with double dummy.

Plays ``--deals`` random deals (the bidding AI's contract, the heuristic card
player at all four seats, so the play is quick and has real mistakes), then
judges South's cards as the review does (:func:`cardlearn.ai.bridge.fair_review.judge_cards`,
``--samples`` layouts per position) and times it. Also counts South's cards
that double dummy calls costly and the single-dummy review does not flag (the
unlucky-but-right plays), and the other way round.
Run: ``python bench/fair_review.py [--deals 6] [--samples 24]``.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

from cardlearn.ai.bridge.analysis import card_costs
from cardlearn.ai.bridge.bidder import BridgeBidder
from cardlearn.ai.bridge.fair_review import judge_cards
from cardlearn.ai.bridge.play import BridgePlayer
from cardlearn.engine.bridge import Deal, Game


def played_deal(seed: int) -> Game | None:
    """A random deal bid by the AI and played by the heuristic player; None when passed out."""
    game = Game(Deal.random(seed=seed), vulnerability="None", dealer="S")
    bidder, player = BridgeBidder(), BridgePlayer("heuristic")
    while game.phase == "auction":
        game.call(bidder.call(game).call)
    if game.contract is None:
        return None
    while game.phase == "play":
        player.play(game)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average at start {load:.2f} on {os.cpu_count()} cores")
    times: list[float] = []
    judged = flagged = dd_only = sd_only = 0
    seed = args.seed
    while len(times) < args.deals:
        seed += 1
        game = played_deal(seed)
        if game is None:
            continue
        start = time.perf_counter()
        found = judge_cards(game, "S", samples=args.samples)
        times.append(time.perf_counter() - start)
        costs = card_costs(game, learner="S")
        dd = {int(r.number) for r in costs.itertuples() if r.learner and r.cost > 0}
        sd = {n for n, j in found.items() if j.flagged}
        judged += len(found)
        flagged += len(sd)
        dd_only += len(dd - sd)
        sd_only += len(sd - dd)
    print(f"review of a whole deal: n={len(times)}, median {statistics.median(times):.2f} s, "
          f"max {max(times):.2f} s")
    print(f"figure cards_judged: {judged}")
    print(f"figure sd_flagged: {flagged}")
    print(f"figure dd_costly_not_flagged: {dd_only}")
    print(f"figure flagged_not_dd_costly: {sd_only}")


if __name__ == "__main__":
    main()
