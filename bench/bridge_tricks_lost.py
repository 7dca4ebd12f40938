"""Tricks lost against double dummy by the AI's declarer and defenders, with its signals, on fresh deals.

Deals ``--deals`` fresh random deals (seeded; dealer and vulnerability follow
the 16-board cycle), lets the bidding AI bid all four seats and the card AI
(level ``--level``, default ``full``) play all four. Every card played is then
judged by endplay's solver (:func:`cardlearn.ai.bridge.analysis.card_costs`):
the tricks it lost against the best card with all hands seen. The losses are
summed per deal for the declaring side (declarer and dummy) and for the
defence, and averaged over the played deals (issue #28's targets: defence
<= 0.25, declarer <= 0.15 tricks per deal over 200 deals).

Timing: every AI card (wall clock of ``choose_card``, forced cards included),
median and p95, and the opening leads' p95 (targets 300 ms and 1 s).

Signals (:mod:`cardlearn.ai.bridge.signals`): how often a defender gave the
standard signal where it could (a free choice between a high and a low spot
card), and how often partner's next play agrees with it (a continuation after
an encouraging card, a switch after a discouraging one).

Run: ``python bench/bridge_tricks_lost.py [--deals 200] [--seed 28] [--show 5]``.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Sequence

from cardlearn.ai.bridge.analysis import card_costs
from cardlearn.ai.bridge.bidder import BridgeBidder
from cardlearn.ai.bridge.play import BridgePlayer
from cardlearn.ai.bridge.signals import signal_record
from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.bridge.boards import board_dealer, board_vulnerability


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * (len(ordered) - 1) + 0.5))]


def play_deal(game: Game, player: BridgePlayer, cards: list[float], leads: list[float]) -> None:
    """Play the deal out with ``player`` at every seat, timing each card (the opening lead also in ``leads``)."""
    while not game.is_over:
        seat = game.controller
        start = time.perf_counter()
        decision = player.choose_card(game, seat)
        elapsed = time.perf_counter() - start
        cards.append(elapsed)
        if not game.core.played:
            leads.append(elapsed)
        game.play(decision.card, seat)


def losses(game: Game) -> tuple[int, int, list[str]]:
    """(declaring side's, defence's) tricks lost double dummy in a played deal, and the costly cards."""
    rows = card_costs(game)
    declarer = game.core.declarer
    ours = theirs = 0
    costly = []
    for row in rows.itertuples():
        if not row.cost:
            continue
        if ("NESW".index(row.seat) ^ declarer) & 1 == 0:
            ours += int(row.cost)
        else:
            theirs += int(row.cost)
        costly.append(f"{row.seat} {row.card} (trick {row.trick}, -{int(row.cost)})")
    return ours, theirs, costly


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--level", default="full", choices=("full", "budget"))
    parser.add_argument("--show", type=int, default=5, help="how many of the costliest deals to list")
    args = parser.parse_args()

    bidder = BridgeBidder()
    player = BridgePlayer(seed=3, level=args.level)
    print(f"card player: {player.active_method}, level {player.level}; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    cards: list[float] = []
    leads: list[float] = []
    declaring: list[int] = []
    defending: list[int] = []
    worst: list[tuple[int, str]] = []
    given = possible = agreed = read = 0
    started = time.perf_counter()
    for number in range(1, args.deals + 1):
        game = Game(Deal.random(seed=args.seed * 1000 + number), board_vulnerability(number), board_dealer(number))
        while game.phase == "auction":
            game.call(bidder.call(game).call)
        if game.contract is None:
            continue
        play_deal(game, player, cards, leads)
        ours, theirs, costly = losses(game)
        declaring.append(ours)
        defending.append(theirs)
        worst.append((ours + theirs, f"  board {number}: {game.contract}: " + ", ".join(costly)))
        record = signal_record(game)
        possible += record.possible
        given += record.given
        read += record.read
        agreed += record.agreed
        if number % 10 == 0:
            print(f"board {number}/{args.deals}: declarer {statistics.mean(declaring):.3f}, defence "
                  f"{statistics.mean(defending):.3f} tricks lost per deal "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)
    played = len(declaring)
    print()
    print(f"deals: {args.deals} (seed {args.seed}), played: {played}, {time.perf_counter() - started:.0f} s")
    declarer_mean = statistics.mean(declaring) if declaring else 0.0
    defence_mean = statistics.mean(defending) if defending else 0.0
    print(f"figure declarer_tricks_lost_per_deal: {declarer_mean:.3f}")
    print(f"figure defence_tricks_lost_per_deal: {defence_mean:.3f}")
    if cards:
        print(f"AI card: n={len(cards)}, median {1000 * statistics.median(cards):.0f} ms, "
              f"p95 {1000 * percentile(cards, 0.95):.0f} ms")
    if leads:
        print(f"opening lead: n={len(leads)}, median {1000 * statistics.median(leads):.0f} ms, "
              f"p95 {1000 * percentile(leads, 0.95):.0f} ms")
    print(f"figure signals_given_pct: {100 * given / possible if possible else 0.0:.1f} (of {possible} chances)")
    print(f"figure signals_read_pct: {100 * agreed / read if read else 0.0:.1f} (of {read} next plays)")
    met = declarer_mean <= 0.15 and defence_mean <= 0.25
    print(f"target declarer <= 0.15 and defence <= 0.25 tricks per deal: {'met' if met else 'NOT met'}")
    worst.sort(key=lambda item: -item[0])
    if worst and worst[0][0]:
        print(f"costliest deals (first {args.show}):")
        print("\n".join(line for lost, line in worst[:args.show] if lost))


if __name__ == "__main__":
    main()
