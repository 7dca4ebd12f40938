"""Card-play strength: Monte-Carlo double-dummy players against the heuristic players, as a duplicate match.

Each deal is played at two tables in the same contract: at table 1 the
Monte-Carlo players sit North–South and the heuristic players East–West; at
table 2 the seats are swapped. The Monte-Carlo team's result on a board is
its NS score at table 1 plus its EW score at table 2, turned into IMPs.

The contract of a deal is fixed for both tables: the auction of the bidding
AI (all four seats) when it is available and does not pass the deal out,
otherwise the double-dummy par contract (``--contract par`` forces par).

Run: ``python bench/bridge_play_strength.py --deals 200`` (long: run it in
the background, e.g. ``nohup python bench/bridge_play_strength.py > out.txt &``).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from cardlearn.ai.bridge.analysis import dd_tricks, par_result
from cardlearn.ai.bridge.play import BridgePlayer
from cardlearn.engine.bridge import VULNERABILITIES, Deal, Game
from cardlearn.engine.bridge.boards import board_dealer, board_vulnerability
from cardlearn.engine.bridge.imps import imps
from cardlearn.engine.bridge.table import SEATS


def board_setup(number: int) -> tuple[str, str]:
    """Dealer and vulnerability of board ``number`` (1-based) in the usual 16-board cycle."""
    return board_dealer(number), board_vulnerability(number)


def contract_auction(deal: Deal, dealer: str, vulnerability: str, mode: str) -> tuple[list[str], str]:
    """The calls that reach the board's contract, and where the contract came from (``bidder``/``par``/``pass``)."""
    if mode in ("auto", "bidder"):
        try:
            from cardlearn.ai.bridge.bidder import BridgeBidder

            game, bidder = Game(deal, vulnerability, dealer), BridgeBidder()
            while game.phase == "auction":
                game.call(bidder.call(game).call)
            if game.contract is not None:
                return game.calls, "bidder"
        except ImportError:
            if mode == "bidder":
                raise
    par = par_result(deal.masks, dd_tricks(deal.masks), VULNERABILITIES.index(vulnerability), SEATS.index(dealer))
    if not par.contracts:
        return ["P", "P", "P", "P"], "pass"
    text = par.contracts[0]
    bid, declarer = text.split(" by ")
    doubled = len(bid) - len(bid.rstrip("X"))
    calls = ["P"] * ((SEATS.index(declarer) - SEATS.index(dealer)) % 4) + [bid.rstrip("X")]
    calls += ["X", "XX"][:doubled] + ["P", "P", "P"]
    return calls, "par"


def play_table(deal: Deal, dealer: str, vulnerability: str, calls: list[str], ns: BridgePlayer,
               ew: BridgePlayer, decisions: list[float], leads: list[float] | None = None) -> int:
    """Play the deal out with ``ns`` and ``ew`` players; returns North–South's score.

    The wall-clock time of each double-dummy decision goes to ``decisions`` (opening leads also to ``leads``).
    """
    game = Game(deal, vulnerability, dealer)
    for call in calls:
        game.call(call)
    while not game.is_over:
        seat = game.controller
        player = ns if seat in "NS" else ew
        start = time.perf_counter()
        decision = player.choose_card(game, seat)
        if decision.method == "double_dummy":
            decisions.append(time.perf_counter() - start)
            if leads is not None and not game.core.played:
                leads.append(decisions[-1])
        game.play(decision.card, seat)
    assert game.score is not None
    return game.score.ns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--contract", choices=("auto", "bidder", "par"), default="auto")
    parser.add_argument("--samples", type=int, default=None, help="layouts per decision (default: the level's budget)")
    parser.add_argument("--level", choices=("full", "budget"), default="full",
                        help="the Monte-Carlo player's time budget (cardlearn.ai.bridge.strength)")
    args = parser.parse_args()

    mc = BridgePlayer("double_dummy", samples=args.samples, seed=7, level=args.level)
    print(f"Monte-Carlo player: level {mc.level}, samples {args.samples or 'from the budget'}; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    heuristic = BridgePlayer("heuristic")
    results: list[int] = []
    sources: dict[str, int] = {}
    decisions: list[float] = []
    leads: list[float] = []
    started = time.perf_counter()
    for number in range(1, args.deals + 1):
        deal = Deal.random(seed=args.seed * 1000 + number)
        dealer, vulnerability = board_setup(number)
        calls, source = contract_auction(deal, dealer, vulnerability, args.contract)
        sources[source] = sources.get(source, 0) + 1
        if source == "pass":
            results.append(0)
            continue
        table1 = play_table(deal, dealer, vulnerability, calls, mc, heuristic, decisions, leads)
        table2 = play_table(deal, dealer, vulnerability, calls, heuristic, mc, decisions, leads)
        result = imps(table1 - table2)
        results.append(result)
        if number % 10 == 0 or number == args.deals:
            mean = statistics.mean(results)
            print(f"board {number}/{args.deals}: {' '.join(calls)} | table1 NS {table1:+d}, table2 NS {table2:+d}"
                  f" -> {result:+d} IMPs; running mean {mean:+.2f} IMPs/board"
                  f" ({time.perf_counter() - started:.0f}s)", flush=True)
    mean = statistics.mean(results)
    spread = statistics.stdev(results) / len(results) ** 0.5 if len(results) > 1 else 0.0
    decisions.sort()
    print()
    print(f"deals: {len(results)}; contracts from: {sources} (bidder = the bidding AI's auction, "
          f"par = double-dummy par contract)")
    print(f"Monte-Carlo (double dummy) vs heuristic: {sum(results):+d} IMPs, "
          f"{mean:+.2f} IMPs/board (standard error {spread:.2f}); target >= +1.5")
    print(f"boards won/tied/lost by MC: {sum(r > 0 for r in results)}/{sum(r == 0 for r in results)}/"
          f"{sum(r < 0 for r in results)}")
    if decisions:
        print(f"MC decisions: {len(decisions)}, median {1000 * statistics.median(decisions):.0f} ms, "
              f"p95 {1000 * decisions[int(0.95 * (len(decisions) - 1))]:.0f} ms")
    if leads:
        leads.sort()
        print(f"MC opening leads: {len(leads)}, median {1000 * statistics.median(leads):.0f} ms, "
              f"p95 {1000 * leads[int(0.95 * (len(leads) - 1))]:.0f} ms")
    print(f"load average at the end {os.getloadavg()[0]:.1f}")
    print(f"total time {time.perf_counter() - started:.0f}s")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
