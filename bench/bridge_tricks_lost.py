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

Where the tricks go: the losses are also split by the kind of decision (the
opening lead, a later lead, second, third or fourth hand following suit, a
ruff or a discard), for declarer's side and the defence.

``--previous REF`` plays every deal a second time, from the same auction, with
the card player of cardlearn at git ``REF`` (loaded by
``bench/_previous_version.py`` in the same process), and prints both versions'
figures side by side: the same deals, the same load. CPU time per card
(``time.process_time``, the solver's threads included) is printed next to the
wall clock, since the wall clock of a shared machine says more about the
other processes than about the player.

Run: ``python bench/bridge_tricks_lost.py [--deals 200] [--seed 28] [--show 5] [--previous REF]``.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

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


@dataclass
class Tally:
    """One card player's figures over the deals."""

    name: str
    cards: list[float] = field(default_factory=list)
    cards_cpu: list[float] = field(default_factory=list)
    leads: list[float] = field(default_factory=list)
    leads_cpu: list[float] = field(default_factory=list)
    declaring: list[int] = field(default_factory=list)
    defending: list[int] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)
    worst: list[tuple[int, str]] = field(default_factory=list)
    given: int = 0
    possible: int = 0
    agreed: int = 0
    read: int = 0


def play_deal(game: Game, player: Any, tally: Tally) -> None:
    """Play the deal out with ``player`` at every seat, timing each card (the opening lead also as a lead)."""
    while not game.is_over:
        seat = game.controller
        start, start_cpu = time.perf_counter(), time.process_time()
        decision = player.choose_card(game, seat)
        elapsed, cpu = time.perf_counter() - start, time.process_time() - start_cpu
        tally.cards.append(elapsed)
        tally.cards_cpu.append(cpu)
        if not game.core.played:
            tally.leads.append(elapsed)
            tally.leads_cpu.append(cpu)
        game.play(decision.card, seat)


def decision_kind(number: int, played: Sequence[int]) -> str:
    """What kind of decision the ``number``-th card (1-based) was: a lead, a follow by position, a ruff or discard."""
    position = (number - 1) % 4
    if position == 0:
        return "opening lead" if number == 1 else "lead"
    led = played[number - 1 - position] // 13
    if played[number - 1] // 13 != led:
        return "ruff or discard"
    return ("second hand", "third hand", "fourth hand")[position - 1]


def losses(game: Game) -> tuple[int, int, list[str], Counter[str]]:
    """(declaring side's, defence's) tricks lost double dummy in a played deal, the costly cards, losses by kind."""
    rows = card_costs(game)
    declarer = game.core.declarer
    played = list(game.core.played)
    ours = theirs = 0
    costly = []
    kinds: Counter[str] = Counter()
    for row in rows.itertuples():
        if not row.cost:
            continue
        side = "declarer" if ("NESW".index(row.seat) ^ declarer) & 1 == 0 else "defence"
        if side == "declarer":
            ours += int(row.cost)
        else:
            theirs += int(row.cost)
        kinds[f"{side}: {decision_kind(int(row.number), played)}"] += int(row.cost)
        costly.append(f"{row.seat} {row.card} (trick {row.trick}, -{int(row.cost)})")
    return ours, theirs, costly, kinds


def score_deal(game: Game, number: int, tally: Tally) -> None:
    """Add a played deal's losses and signals to ``tally``."""
    ours, theirs, costly, kinds = losses(game)
    tally.declaring.append(ours)
    tally.defending.append(theirs)
    tally.kinds.update(kinds)
    tally.worst.append((ours + theirs, f"  board {number}: {game.contract}: " + ", ".join(costly)))
    record = signal_record(game)
    tally.possible += record.possible
    tally.given += record.given
    tally.read += record.read
    tally.agreed += record.agreed


def timing(name: str, wall: Sequence[float], cpu: Sequence[float]) -> str:
    """A timing line: count, median and p95 of the wall clock and of the CPU time, in ms."""
    return (f"{name}: n={len(wall)}, median {1000 * statistics.median(wall):.0f} ms, "
            f"p95 {1000 * percentile(wall, 0.95):.0f} ms | CPU median {1000 * statistics.median(cpu):.0f} ms, "
            f"p95 {1000 * percentile(cpu, 0.95):.0f} ms, total {sum(cpu):.1f} s")


def report(tally: Tally, show: int) -> None:
    """Print one player's figures."""
    print(f"--- {tally.name} ---")
    declarer_mean = statistics.mean(tally.declaring) if tally.declaring else 0.0
    defence_mean = statistics.mean(tally.defending) if tally.defending else 0.0
    print(f"figure declarer_tricks_lost_per_deal: {declarer_mean:.3f}")
    print(f"figure defence_tricks_lost_per_deal: {defence_mean:.3f}")
    if tally.cards:
        print(timing("AI card", tally.cards, tally.cards_cpu))
    if tally.leads:
        print(timing("opening lead", tally.leads, tally.leads_cpu))
    print(f"figure signals_given_pct: {100 * tally.given / tally.possible if tally.possible else 0.0:.1f} "
          f"(of {tally.possible} chances)")
    print(f"figure signals_read_pct: {100 * tally.agreed / tally.read if tally.read else 0.0:.1f} "
          f"(of {tally.read} next plays)")
    played = len(tally.declaring) or 1
    print("tricks lost per deal by kind of decision: " + ", ".join(
        f"{kind} {lost / played:.3f}" for kind, lost in tally.kinds.most_common()))
    met = declarer_mean <= 0.15 and defence_mean <= 0.25
    print(f"target declarer <= 0.15 and defence <= 0.25 tricks per deal: {'met' if met else 'NOT met'}")
    tally.worst.sort(key=lambda item: -item[0])
    if tally.worst and tally.worst[0][0]:
        print(f"costliest deals (first {show}):")
        print("\n".join(line for lost, line in tally.worst[:show] if lost))


def previous_player(ref: str, level: str) -> Any:
    """The card player of cardlearn at git ``ref``, with this bench's seed."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from _previous_version import import_previous

    return import_previous(ref, "ai.bridge.play").BridgePlayer(seed=3, level=level)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--level", default="full", choices=("full", "budget"))
    parser.add_argument("--show", type=int, default=5, help="how many of the costliest deals to list")
    parser.add_argument("--previous", default=None, help="a git ref: also play every deal with that version")
    args = parser.parse_args()

    bidder = BridgeBidder()
    players: list[tuple[Any, Tally]] = [(BridgePlayer(seed=3, level=args.level), Tally("this version"))]
    if args.previous:
        players.append((previous_player(args.previous, args.level), Tally(f"previous ({args.previous})")))
    print(f"card player: {players[0][0].active_method}, level {players[0][0].level}; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    started = time.perf_counter()
    for number in range(1, args.deals + 1):
        deal = Deal.random(seed=args.seed * 1000 + number)
        game = Game(deal, board_vulnerability(number), board_dealer(number))
        while game.phase == "auction":
            game.call(bidder.call(game).call)
        if game.contract is None:
            continue
        calls = game.calls
        for player, tally in players:
            table = Game(deal, board_vulnerability(number), board_dealer(number))
            for call in calls:
                table.call(call)
            play_deal(table, player, tally)
            score_deal(table, number, tally)
        if number % 10 == 0:
            print(f"board {number}/{args.deals} ({time.perf_counter() - started:.0f} s, load "
                  f"{os.getloadavg()[0]:.1f}): " + "; ".join(
                      f"{t.name} declarer {statistics.mean(t.declaring):.3f}, defence "
                      f"{statistics.mean(t.defending):.3f}" for _, t in players if t.declaring), flush=True)
    print()
    print(f"deals: {args.deals} (seed {args.seed}), played: {len(players[0][1].declaring)}, "
          f"{time.perf_counter() - started:.0f} s, load average now {os.getloadavg()[0]:.1f}")
    for _, tally in players:
        report(tally, args.show)


if __name__ == "__main__":
    main()
