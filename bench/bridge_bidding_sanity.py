"""Bidding sanity of the bridge AI: random deals, all four seats AI, scored against the double-dummy par.

For each seeded deal (random dealer and vulnerability) the four AI bidders
bid to a contract; endplay's double-dummy solver gives the tricks that
contract takes and the deal's par score. Printed: the share of contracts
that make, the average IMP loss per board against par (North–South view,
``|IMPs(score - par)|``), and the time per call (median and 95th percentile).

    python bench/bridge_bidding_sanity.py --deals 1000 --seed 1
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

import endplay.dds as dds
import endplay.types as et

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.engine import bridge
from cardlearn.engine.bridge.imps import imps

_DENOM = {"C": et.Denom.clubs, "D": et.Denom.diamonds, "H": et.Denom.hearts, "S": et.Denom.spades,
          "NT": et.Denom.nt}
_PLAYER = {"N": et.Player.north, "E": et.Player.east, "S": et.Player.south, "W": et.Player.west}
_VUL = {"None": et.Vul.none, "NS": et.Vul.ns, "EW": et.Vul.ew, "Both": et.Vul.both}


def bid_deal(deal: bridge.Deal, dealer: str, vulnerability: str, times: list[float]) -> bridge.Game:
    """All four seats AI until the auction ends; each call's time goes into ``times``."""
    game = bridge.Game(deal, vulnerability=vulnerability, dealer=dealer)
    while game.phase == "auction":
        seat = game.to_act
        start = time.perf_counter()
        decision = choose_call(game.hand(seat), game.calls, game.dealer, game.vulnerability, seat)
        times.append(time.perf_counter() - start)
        game.call(decision.call)
    return game


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worst", type=int, default=0, help="print the N boards that lost most")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    boards = []
    times: list[float] = []
    for _ in range(args.deals):
        deal = bridge.Deal.random(seed=rng.randrange(2**32))
        dealer = rng.choice(bridge.SEATS)
        vulnerability = rng.choice(bridge.VULNERABILITIES)
        boards.append((deal, dealer, vulnerability, bid_deal(deal, dealer, vulnerability, times)))

    tables = []
    for start in range(0, len(boards), 32):
        chunk = [et.Deal(deal.to_pbn()) for deal, *_ in boards[start:start + 32]]
        tables.extend(dds.calc_all_tables(chunk))

    losses, signed, made, contracts = [], [], 0, 0
    levels: Counter[str] = Counter()
    worst = []
    for (deal, dealer, vulnerability, game), table in zip(boards, tables):
        par = dds.par(table, _VUL[vulnerability], _PLAYER[dealer]).score
        contract = game.contract
        if contract is None:
            ns = 0
            levels["passed out"] += 1
        else:
            tricks = table[_DENOM[contract.strain], _PLAYER[contract.declarer]]
            vulnerable = vulnerability == "Both" or vulnerability == contract.side
            result = bridge.score(contract, tricks, vulnerable=vulnerable)
            ns = result.ns
            contracts += 1
            made += result.made
            game_level = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}[contract.strain]
            levels["slam" if contract.level >= 6 else "game" if contract.level >= game_level else "partscore"] += 1
        diff = imps(ns - par)
        signed.append(diff)
        losses.append(abs(diff))
        worst.append((abs(diff), " ".join(game.calls), str(contract), ns, par, dealer, vulnerability,
                      deal.to_pbn()))

    times.sort()
    print(f"deals: {len(boards)}  (seed {args.seed})")
    print(f"contracts making (double dummy): {made / max(contracts, 1):.1%} of {contracts} contracts")
    print(f"average IMP loss per board vs par: {statistics.mean(losses):.2f}  "
          f"(signed NS mean {statistics.mean(signed):+.2f})")
    print(f"call time: median {times[len(times) // 2] * 1e3:.2f} ms, "
          f"p95 {times[int(len(times) * 0.95)] * 1e3:.2f} ms over {len(times)} calls")
    print("contract levels:", dict(levels))
    for row in sorted(worst, reverse=True)[:args.worst]:
        print(row)


if __name__ == "__main__":
    main()
