"""Random complete bridge deals per second: cardlearn's fast core and Game API against endplay.

Each deal: shuffle and deal, a random legal auction (uniform over the legal
calls), then random legal cards to the end. endplay has no auction, so it
replays the same deals and contracts and plays random legal cards through
``Deal.play`` / ``legal_moves``; the ratio compares our whole deal with
endplay's play alone. Run: ``python bench/bridge_random_deals.py [seconds]``.
"""
from __future__ import annotations

import random
import sys
import time

from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.bridge.fast import PLAY, Core, random_auction, random_hands, random_play


def rate(run, seconds: float) -> tuple[float, int]:
    """Calls ``run()`` until ``seconds`` have passed; returns (runs per second, runs)."""
    count, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        run()
        count += 1
    return count / elapsed, count


def main(seconds: float = 3.0) -> None:
    """Print each engine's random-deal rate, measured for ``seconds`` each, and the ratios."""
    rng = random.Random(2024)

    def core_deal() -> None:
        """One deal on the fast core: shuffle, random auction, random play."""
        core = Core(random_hands(rng), 2, 0)
        random_auction(core, rng)
        random_play(core, rng)

    plays = []
    for _ in range(300):  # deals with a contract, for the play-only comparisons
        core = Core(random_hands(rng), 2, 0)
        random_auction(core, rng)
        if core.phase == PLAY:
            plays.append(core)
    position = [0]

    def core_play() -> None:
        """Random play of a deal whose auction is already done."""
        core = plays[position[0] % len(plays)].copy()
        position[0] += 1
        random_play(core, rng)

    def game_deal() -> None:
        """One deal through the friendly Game API with string moves."""
        game = Game(Deal.random(seed=rng.getrandbits(32)))
        while game.phase == "auction":
            game.call(rng.choice(game.legal_calls()))
        while not game.is_over:
            game.play(rng.choice(game.legal_cards()))

    ours, n_ours = rate(core_deal, seconds)
    ours_play, _ = rate(core_play, seconds)
    friendly, n_friendly = rate(game_deal, seconds)
    print(f"cardlearn fast core, deal + random auction + random play: {ours:10,.0f} deals/s ({n_ours} deals)")
    print(f"cardlearn fast core, random play only:                    {ours_play:10,.0f} deals/s")
    print(f"cardlearn Game API (validated, string moves), full deal:  {friendly:10,.0f} deals/s ({n_friendly} deals)")

    try:
        from endplay.types import Deal as EDeal, Denom, Player
    except ImportError:  # pragma: no cover - endplay is a bench extra
        print("endplay is not installed: no comparison")
        return
    denoms = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
    boards = [
        (Deal(tuple(core.hands)).to_pbn(), denoms[core.strain], Player((core.declarer + 1) % 4))
        for core in plays
    ]

    def endplay_play() -> None:
        """endplay: random legal cards for one of the same deals and contracts."""
        pbn, trump, leader = boards[position[0] % len(boards)]
        position[0] += 1
        deal = EDeal(pbn)
        deal.trump, deal.first = trump, leader
        for _ in range(52):
            deal.play(rng.choice(deal.legal_moves()))

    theirs, n_theirs = rate(endplay_play, seconds)
    print(f"endplay Deal.play / legal_moves, random play only:        {theirs:10,.0f} deals/s ({n_theirs} deals)")
    print(f"ratio, cardlearn full deal / endplay play only:           {ours / theirs:10,.1f} x")
    print(f"ratio, play only / play only:                             {ours_play / theirs:10,.1f} x")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)
