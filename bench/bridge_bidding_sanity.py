"""Bidding sanity of the bridge AI: random deals, all four seats AI, scored against the double-dummy par.

For each seeded deal (random dealer and vulnerability) the four AI bidders
bid to a contract; endplay's double-dummy solver gives the tricks that
contract takes and the deal's par score. Printed: the share of contracts
that make, the average IMP loss per board against par (North–South view,
``|IMPs(score - par)|``), the time per call (median and 95th percentile),
where the IMPs were lost, and two yardsticks computed on the same deals:

* a partnership that sees both its hands and bids its best double-dummy
  contract while the opponents stay silent (the side with more HCP plays) —
  what perfect constructive bidding without competition would lose to par;
* the same partnership choosing its contract by point count instead of by
  double dummy (HCP plus two per trump beyond eight; thresholds tuned by a grid
  search on seeds 1 and 3) — what any bidder that judges hands by points can
  hope for, however well it bids;
* the part of the AI's loss that comes from the declaring side's choice of
  contract (against that side's own best double-dummy contract);
* the solver's time for one sampled layout, the unit cost of a bidder that
  simulates layouts double dummy instead of counting points.

    python bench/bridge_bidding_sanity.py --deals 1000 --seed 1 [--cache /tmp/dd] [--worst 20]

Solving the deals takes most of the run (minutes); ``--cache DIR`` keeps the
double-dummy tables between runs so that a change to the system can be
measured in seconds.
"""
from __future__ import annotations

import argparse
import pickle
import random
import statistics
import time
from collections import Counter, defaultdict
from pathlib import Path

import endplay.dds as dds
import endplay.types as et

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.engine import bridge
from cardlearn.engine.bridge.imps import imps

_DENOM = {"C": et.Denom.clubs, "D": et.Denom.diamonds, "H": et.Denom.hearts, "S": et.Denom.spades,
          "NT": et.Denom.nt}
_PLAYER = {"N": et.Player.north, "E": et.Player.east, "S": et.Player.south, "W": et.Player.west}
_VUL = {"None": et.Vul.none, "NS": et.Vul.ns, "EW": et.Vul.ew, "Both": et.Vul.both}
_GAME_LEVEL = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}
_SIDES = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}

Board = tuple[bridge.Deal, str, str]
# A deal's double-dummy facts: the par score (North–South view) and tricks[(strain, declarer)].
Solved = tuple[int, dict[tuple[str, str], int]]


def make_boards(seed: int, count: int) -> list[Board]:
    """``count`` seeded random deals, each with a random dealer and vulnerability."""
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        deal = bridge.Deal.random(seed=rng.randrange(2**32))
        boards.append((deal, rng.choice(bridge.SEATS), rng.choice(bridge.VULNERABILITIES)))
    return boards


def solve(boards: list[Board], cache: Path | None, key: str) -> list[Solved]:
    """Double-dummy tables and par scores for ``boards`` (read from / written to ``cache`` when given)."""
    path = cache / f"dd_{key}.pkl" if cache else None
    if path and path.exists():
        return pickle.loads(path.read_bytes())
    solved: list[Solved] = []
    for start in range(0, len(boards), 32):
        chunk = boards[start:start + 32]
        tables = dds.calc_all_tables([et.Deal(deal.to_pbn()) for deal, *_ in chunk])
        for (deal, dealer, vulnerability), table in zip(chunk, tables):
            par = dds.par(table, _VUL[vulnerability], _PLAYER[dealer]).score
            tricks = {(strain, seat): table[_DENOM[strain], _PLAYER[seat]] for strain in _DENOM for seat in "NESW"}
            solved.append((par, tricks))
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pickle.dumps(solved))
    return solved


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


def _vulnerable(vulnerability: str, side: str) -> bool:
    return vulnerability == "Both" or vulnerability == side


def best_contract_score(side: str, tricks: dict[tuple[str, str], int], vulnerability: str) -> int:
    """The best undoubled double-dummy score ``side`` can reach (North–South view)."""
    best = None
    for declarer in side:
        for strain in _DENOM:
            taken = tricks[(strain, declarer)]
            for level in range(1, 8):
                result = bridge.score(bridge.Contract(level, strain, 0, declarer), taken,
                                      vulnerable=_vulnerable(vulnerability, side))
                own = result.ns if side == "NS" else -result.ns
                best = own if best is None else max(best, own)
    assert best is not None
    return best if side == "NS" else -best


# Point-count placement for a partnership that sees both its hands (grid search on seeds 1 and 3).
_FIT_GAME, _FIT_SLAM, _NT_GAME, _NT_SLAM, _MINOR_GAME = 22, 31, 25, 32, 26


def point_count_contract(deal: bridge.Deal, side: str) -> bridge.Contract:
    """The contract a full-knowledge partnership picks by points: a major fit, then no trump, then a minor."""
    first, second = (evaluate(deal.hand(seat)) for seat in side)
    hcp = first.hcp + second.hcp
    fits = {suit: first.lengths[suit] + second.lengths[suit] for suit in "SHDC"}
    major = max("SH", key=lambda suit: fits[suit])
    minor = max("DC", key=lambda suit: fits[suit])

    def value(suit: str) -> int:
        return hcp + 2 * (min(fits[suit], 10) - 8)

    if fits[major] >= 8:
        strain, v = major, value(major)
        level = 6 if v >= _FIT_SLAM else 4 if v >= _FIT_GAME else 3 if v >= _FIT_GAME - 2 else 2
    elif hcp >= _NT_GAME:
        strain, level = "NT", 6 if hcp >= _NT_SLAM else 3
    elif fits[minor] >= 8:
        strain, v = minor, value(minor)
        level = 6 if v >= _FIT_SLAM else 5 if v >= _MINOR_GAME else 3 if v >= _MINOR_GAME - 4 else 2
    else:
        strain, level = "NT", 2 if hcp >= _NT_GAME - 2 else 1
    if strain == "NT":
        declarer = side[0] if first.hcp >= second.hcp else side[1]
    else:
        declarer = side[0] if first.lengths[strain] >= second.lengths[strain] else side[1]
    return bridge.Contract(level, strain, 0, declarer)


def layout_solve_time(boards: list[Board], count: int = 10) -> float:
    """Seconds the solver takes for one layout, one strain and one declarer (the opening lead position)."""
    start = time.perf_counter()
    for deal, *_ in boards[:count]:
        layout = et.Deal(deal.to_pbn())
        layout.first, layout.trump = et.Player.west, et.Denom.nt
        dds.solve_board(layout)
    return (time.perf_counter() - start) / min(count, len(boards))


def where_lost(contract: bridge.Contract | None, taken: int | None, ns: int, par: int) -> str:
    """A short name for how a board's result differs from par (the breakdown's rows)."""
    if contract is None:
        return "passed out"
    side = contract.side
    ours, our_par = (ns, par) if side == "NS" else (-ns, -par)
    went_down = taken is not None and taken < contract.level + 6
    if ours < our_par:
        if went_down:
            return "declarers went down" + (" (doubled)" if contract.doubled else "")
        if our_par >= 1000 and contract.level < 6:
            return "declarers missed a slam"
        if our_par >= 300 and contract.level < _GAME_LEVEL[contract.strain]:
            return "declarers missed a game"
        return "declarers chose another making contract"
    if went_down:
        return "defenders let them off (no double / no own contract)"
    return "defenders should have competed or saved"


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cache", type=Path, default=None, help="directory for cached double-dummy tables")
    parser.add_argument("--worst", type=int, default=0, help="print the N boards that lost most")
    args = parser.parse_args()

    boards = make_boards(args.seed, args.deals)
    solved = solve(boards, args.cache, f"{args.seed}_{args.deals}")
    times: list[float] = []

    losses, signed, choice_losses, oracle_losses, point_count_losses = [], [], [], [], []
    made = contracts = 0
    levels: Counter[str] = Counter()
    lost_by: defaultdict[str, float] = defaultdict(float)
    worst = []
    for (deal, dealer, vulnerability), (par, tricks) in zip(boards, solved):
        game = bid_deal(deal, dealer, vulnerability, times)
        contract, taken = game.contract, None
        if contract is None:
            ns = 0
            levels["passed out"] += 1
        else:
            taken = tricks[(contract.strain, contract.declarer)]
            result = bridge.score(contract, taken, vulnerable=_vulnerable(vulnerability, contract.side))
            ns = result.ns
            contracts += 1
            made += result.made
            levels["slam" if contract.level >= 6 else
                   "game" if contract.level >= _GAME_LEVEL[contract.strain] else "partscore"] += 1
            choice_losses.append(abs(imps(ns - best_contract_score(contract.side, tricks, vulnerability))))
        diff = imps(ns - par)
        signed.append(diff)
        losses.append(abs(diff))
        if diff:
            lost_by[where_lost(contract, taken, ns, par)] += abs(diff)
        worst.append((abs(diff), " ".join(game.calls), str(contract), ns, par, dealer, vulnerability,
                      deal.to_pbn()))
        hcp = {seat: evaluate(deal.hand(seat)).hcp for seat in "NESW"}
        strong = "NS" if hcp["N"] + hcp["S"] >= hcp["E"] + hcp["W"] else "EW"
        oracle_losses.append(abs(imps(best_contract_score(strong, tricks, vulnerability) - par)))
        placed = point_count_contract(deal, strong)
        placed_ns = bridge.score(placed, tricks[(placed.strain, placed.declarer)],
                                 vulnerable=_vulnerable(vulnerability, strong)).ns
        point_count_losses.append(abs(imps(placed_ns - par)))

    times.sort()
    count = len(boards)
    print(f"deals: {count}  (seed {args.seed})")
    print(f"contracts making (double dummy): {made / max(contracts, 1):.1%} of {contracts} contracts")
    print(f"average IMP loss per board vs par: {statistics.mean(losses):.2f}  "
          f"(signed NS mean {statistics.mean(signed):+.2f})")
    print(f"call time: median {times[len(times) // 2] * 1e3:.2f} ms, "
          f"p95 {times[int(len(times) * 0.95)] * 1e3:.2f} ms over {len(times)} calls")
    print("contract levels:", dict(levels))
    print("where the IMPs went (per board):")
    for name, total in sorted(lost_by.items(), key=lambda kv: -kv[1]):
        print(f"  {name:55s} {total / count:.2f}")
    print("yardsticks on the same deals:")
    print(f"  perfect-knowledge partnership, opponents silent, vs par: {statistics.mean(oracle_losses):.2f} IMPs/board")
    print(f"  the same partnership placing the contract by point count, vs par: "
          f"{statistics.mean(point_count_losses):.2f} IMPs/board")
    print(f"  AI declaring side's contract vs that side's best double-dummy contract: "
          f"{statistics.mean(choice_losses):.2f} IMPs/board")
    print(f"  double-dummy solve of one layout (one strain, one declarer): {layout_solve_time(boards) * 1e3:.0f} ms")
    for row in sorted(worst, reverse=True)[:args.worst]:
        print(row)


if __name__ == "__main__":
    main()
