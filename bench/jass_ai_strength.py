"""Strength of the Schieber AI: matches against a random and a greedy player, and its contract choice.

    python bench/jass_ai_strength.py [--matches 200] [--opponent random|greedy|both]
        [--samples 200] [--time-budget SECONDS] [--contract-deals 200] [--seed 1]

- Matches to 3000 between our AI team (:class:`cardlearn.ai.jass.JassPlayer` on
  both seats) and two opponents (:class:`~cardlearn.ai.jass.RandomPlayer` or
  :class:`~cardlearn.ai.jass.GreedyPlayer`); our team sits NS in even matches and
  EW in odd ones. Prints the match win rate and the average points per deal.
- Contract choice on the same deals: the forehand's team (our AI) chooses the
  contract (push included), or a uniformly random contract is imposed; the cards
  are then played by our AI on all four seats. Prints the chooser team's average
  points per deal (multiplied) and its average margin, both ways.

The Monte-Carlo budget (``--samples``, ``--time-budget``) is a parameter so a
full run fits the machine; progress goes to stdout as it runs.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from cardlearn.ai.jass import GreedyPlayer, JassPlayer, RandomPlayer
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.match import MAX_TARGET
from cardlearn.engine.jass.fast import random_deal
from cardlearn.engine.jass.play import codes
from cardlearn.engine.jass.rules import CONTRACTS, SEATS

OPPONENTS = {"random": RandomPlayer, "greedy": GreedyPlayer}


def play_match(players: dict, match: Match) -> None:
    """Play ``match`` to its end with one player per seat."""
    while not match.is_over:
        seat = match.to_act
        if match.phase == "contract":
            match.choose(players[seat].choose_contract(match, seat).contract, seat)
        else:
            match.play(players[seat].choose_card(match, seat).card, seat)


def run_matches(opponent: str, matches: int, samples: int, budget: float, seed: int) -> dict:
    """Our AI team against ``opponent``: win rate and points per deal."""
    wins, our_points, their_points, deals = 0, 0, 0, 0
    start = time.perf_counter()
    for number in range(matches):
        ours = "NS" if number % 2 == 0 else "EW"
        players = {}
        for index, seat in enumerate(SEATS):
            if seat in ours:
                players[seat] = JassPlayer(seed=seed * 1000 + number * 4 + index, samples=samples,
                                           time_budget=budget)
            else:
                players[seat] = OPPONENTS[opponent](seed=seed * 1000 + number * 4 + index)
        match = Match(seed=seed * 100_000 + number)
        play_match(players, match)
        theirs = "EW" if ours == "NS" else "NS"
        complete = [score for score in match.deal_scores if score.complete]
        for score in complete:
            our_points += score.total[ours]
            their_points += score.total[theirs]
        deals += len(complete)
        wins += match.winner == ours
        print(f"[{opponent}] match {number + 1}/{matches}: {match.winner} wins "
              f"{match.scores['NS']}-{match.scores['EW']} (ours {ours}); "
              f"win rate {wins / (number + 1):.1%}; {time.perf_counter() - start:.0f}s", flush=True)
    return {"wins": wins, "matches": matches, "our": our_points / max(deals, 1),
            "their": their_points / max(deals, 1), "deals": deals}


def deal_points(hands: dict, forehand: str, contract: str | None, players: dict) -> tuple[int, int]:
    """Play one deal; ``contract=None`` lets the players choose. Returns (chooser team, other team) points."""
    match = Match.from_hands(hands, forehand, target=MAX_TARGET)  # one deal never reaches it
    team = "NS" if forehand in "NS" else "EW"
    if contract is None:
        while match.phase == "contract":
            seat = match.to_act
            match.choose(players[seat].choose_contract(match, seat).contract, seat)
    else:
        match.choose(contract, forehand)
    while len(match.deals) == 1:
        seat = match.to_act
        match.play(players[seat].choose_card(match, seat).card, seat)
    total = match.deals[0].score.total
    return total[team], total["EW" if team == "NS" else "NS"]


def run_contract(deals: int, samples: int, budget: float, seed: int) -> dict:
    """AI contract choice against a random contract on the same deals (card play: our AI everywhere)."""
    rng = random.Random(seed)
    ai, rand = [], []
    start = time.perf_counter()
    for number in range(deals):
        masks, dealer = random_deal(rng, rng.randrange(4))
        hands = {seat: codes(masks[i]) for i, seat in enumerate(SEATS)}
        forehand = SEATS[(dealer + 3) % 4]  # NEXT[dealer] in seat numbers N0 E1 S2 W3
        players = {seat: JassPlayer(seed=seed + number * 4 + i, samples=samples, time_budget=budget)
                   for i, seat in enumerate(SEATS)}
        ai.append(deal_points(hands, forehand, None, players))
        rand.append(deal_points(hands, forehand, rng.choice(CONTRACTS), players))
        print(f"[contract] deal {number + 1}/{deals}: AI choice {statistics.mean(p for p, _ in ai):.1f} "
              f"vs random {statistics.mean(p for p, _ in rand):.1f} points/deal; "
              f"{time.perf_counter() - start:.0f}s", flush=True)
    return {"ai": statistics.mean(p for p, _ in ai), "ai_margin": statistics.mean(p - q for p, q in ai),
            "random": statistics.mean(p for p, _ in rand),
            "random_margin": statistics.mean(p - q for p, q in rand), "deals": deals}


def main(argv: list[str] | None = None) -> None:
    """Run the benches and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--opponent", choices=["random", "greedy", "both", "none"], default="both")
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--time-budget", type=float, default=None)
    parser.add_argument("--contract-deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    results = {}
    for opponent in (["random", "greedy"] if args.opponent == "both" else
                     [] if args.opponent == "none" else [args.opponent]):
        results[opponent] = run_matches(opponent, args.matches, args.samples, args.time_budget, args.seed)
    contract = run_contract(args.contract_deals, args.samples, args.time_budget, args.seed) \
        if args.contract_deals else None
    budget = "none" if args.time_budget is None else f"{args.time_budget} s"
    print(f"\nSchieber AI strength (samples={args.samples}, time budget {budget})")
    for opponent, r in results.items():
        target = "97%" if opponent == "random" else "75%"
        print(f"vs {opponent:6s}: won {r['wins']}/{r['matches']} matches = {r['wins'] / r['matches']:.1%} "
              f"(target {target}); points per deal: ours {r['our']:.1f}, theirs {r['their']:.1f} "
              f"over {r['deals']} deals")
    if contract:
        print(f"contract on the same {contract['deals']} deals: AI choice {contract['ai']:.1f} points/deal "
              f"(margin {contract['ai_margin']:+.1f}) vs random contract {contract['random']:.1f} "
              f"(margin {contract['random_margin']:+.1f})")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
