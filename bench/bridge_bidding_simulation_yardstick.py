"""How close to double-dummy par can a bidder get that simulates layouts instead of counting points?

A yardstick for ``bridge_bidding_sanity.py``, not a bidder of the package. On the
same seeded deals, the stronger side's captain sees its own hand and knows its
partner's hand almost exactly (HCP within one, every suit length within one —
far more than any auction tells). It deals ``--samples`` layouts consistent with
that, solves each double dummy, and plays the contract with the best average
score; the opponents stay silent. Printed: the IMP loss against par and the time
per decision (the solver's cost is what rules such a bidder out of a 20 ms call).

    python bench/bridge_bidding_simulation_yardstick.py --deals 150 --samples 8 --seed 1 --cache /tmp/dd
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

import endplay.dds as dds
import endplay.types as et
from bridge_bidding_sanity import _DENOM, _PLAYER, _vulnerable, make_boards, solve

from cardlearn.engine import bridge
from cardlearn.engine.bridge.imps import imps

_RANKS = "AKQJT98765432"
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
_PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
_DECK = [suit + rank for suit in "SHDC" for rank in _RANKS]


def _hcp(cards: list[str]) -> int:
    return sum(_HCP.get(card[1], 0) for card in cards)


def _lengths(cards: list[str]) -> dict[str, int]:
    return {suit: sum(1 for card in cards if card[0] == suit) for suit in "SHDC"}


def _pbn_hand(cards: list[str]) -> str:
    return ".".join("".join(sorted((c[1] for c in cards if c[0] == suit), key=_RANKS.index)) for suit in "SHDC")


def sample_layouts(deal: bridge.Deal, captain: str, count: int, rng: random.Random) -> list[str]:
    """PBN layouts keeping the captain's hand, with partner's HCP and suit lengths each within one of the truth."""
    partner = _PARTNER[captain]
    mine = list(deal.hand(captain))
    truth = list(deal.hand(partner))
    target_hcp, target_lengths = _hcp(truth), _lengths(truth)
    rest = [card for card in _DECK if card not in mine]
    others = [seat for seat in "NESW" if seat not in (captain, partner)]
    layouts: list[str] = []
    for _ in range(500_000):
        if len(layouts) == count:
            break
        rng.shuffle(rest)
        candidate = rest[:13]
        if abs(_hcp(candidate) - target_hcp) > 1:
            continue
        lengths = _lengths(candidate)
        if any(abs(lengths[suit] - target_lengths[suit]) > 1 for suit in "SHDC"):
            continue
        hands = {captain: mine, partner: candidate, others[0]: rest[13:26], others[1]: rest[26:]}
        layouts.append("N:" + " ".join(_pbn_hand(hands[seat]) for seat in "NESW"))
    return layouts


def best_on_average(side: str, tables: list, vulnerability: str) -> bridge.Contract:
    """The contract of ``side`` with the best mean double-dummy score over the sampled tables."""
    best, chosen = None, None
    sign = 1 if side == "NS" else -1
    for declarer in side:
        for strain in _DENOM:
            for level in range(1, 8):
                contract = bridge.Contract(level, strain, 0, declarer)
                mean = statistics.mean(
                    sign * bridge.score(contract, table[_DENOM[strain], _PLAYER[declarer]],
                                        vulnerable=_vulnerable(vulnerability, side)).ns for table in tables)
                if best is None or mean > best:
                    best, chosen = mean, contract
    assert chosen is not None
    return chosen


def main() -> None:
    """Run the yardstick and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cache", type=Path, default=None, help="directory for cached double-dummy tables")
    args = parser.parse_args()

    boards = make_boards(args.seed, args.deals)
    solved = solve(boards, args.cache, f"{args.seed}_{args.deals}")
    rng = random.Random(args.seed)
    losses, times = [], []
    for (deal, _dealer, vulnerability), (par, tricks) in zip(boards, solved):
        hcp = {seat: _hcp(list(deal.hand(seat))) for seat in "NESW"}
        side = "NS" if hcp["N"] + hcp["S"] >= hcp["E"] + hcp["W"] else "EW"
        captain = side[0] if hcp[side[0]] >= hcp[side[1]] else side[1]
        start = time.perf_counter()
        layouts = sample_layouts(deal, captain, args.samples, rng)
        contract = best_on_average(side, dds.calc_all_tables([et.Deal(layout) for layout in layouts]),
                                   vulnerability)
        times.append(time.perf_counter() - start)
        ns = bridge.score(contract, tricks[(contract.strain, contract.declarer)],
                          vulnerable=_vulnerable(vulnerability, side)).ns
        losses.append(abs(imps(ns - par)))
    print(f"deals: {len(boards)}  (seed {args.seed}), {args.samples} layouts per decision")
    print(f"simulating captain, partner known to ±1 HCP and ±1 card a suit, opponents silent: "
          f"{statistics.mean(losses):.2f} IMPs/board from par")
    print(f"time per decision: median {statistics.median(times) * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
