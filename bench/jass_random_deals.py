"""Random complete Schieber deals per second: cardlearn's bitmask core against jass-kit.

One deal, the same definition for both engines: shuffle and deal, the forehand
picks uniformly among the six contracts and push (after a push the partner
picks among the six contracts), then 36 uniformly random legal cards; no Weis.
cardlearn is also timed with its Weis and Stöck bookkeeping switched on.

    python bench/jass_random_deals.py [--deals 20000] [--kit-deals 3000] [--seed 1]

jass-kit (``pip install jass-kit``) is used only here, never by cardlearn.
"""
from __future__ import annotations

import argparse
import random
import time

from cardlearn.engine.jass import fast


def cardlearn_deals(deals: int, seed: int, bookkeeping: bool) -> float:
    """Deals per second on :class:`cardlearn.engine.jass.fast.DealState`."""
    rng = random.Random(seed)
    rand = rng.random
    dealer = 0
    start = time.perf_counter()
    for _ in range(deals):
        hands, dealer = fast.random_deal(rng, fast.NEXT[dealer])
        state = fast.DealState(hands, dealer, bookkeeping)
        choice = int(rand() * 7)
        if choice == fast.PUSH_INDEX:
            state.choose_index(choice)
            choice = int(rand() * 6)
        state.choose_index(choice)
        while state.n_tricks < 9:
            state.play_index(fast.random_card(state.legal_mask(), rand))
        if state.card_points[0] + state.card_points[1] != 157:
            raise AssertionError("a deal must be worth 157 points")
    return deals / (time.perf_counter() - start)


def jass_kit_deals(deals: int, seed: int) -> float:
    """Deals per second on jass-kit's GameSim with RuleSchieber."""
    import numpy as np
    from jass.game.const import PUSH, next_player
    from jass.game.game_sim import GameSim
    from jass.game.game_util import deal_random_hand
    from jass.game.rule_schieber import RuleSchieber

    rng = random.Random(seed)
    np.random.seed(seed)
    rule = RuleSchieber()
    dealer = 0
    start = time.perf_counter()
    for _ in range(deals):
        dealer = next_player[dealer]
        sim = GameSim(rule=rule)
        sim.init_from_cards(hands=deal_random_hand(), dealer=dealer)
        choice = rng.randrange(7)
        if choice == 6:
            sim.action_trump(PUSH)
            choice = rng.randrange(6)
        sim.action_trump(choice)
        state = sim.state
        while not sim.is_done():
            valid = rule.get_valid_cards(state.hands[state.player, :], state.current_trick,
                                         state.nr_cards_in_trick, state.trump)
            sim.action_play_card(rng.choice(np.flatnonzero(valid).tolist()))
        if int(state.points.sum()) != 157:
            raise AssertionError("a deal must be worth 157 points")
    return deals / (time.perf_counter() - start)


def main() -> None:
    """Run both engines and print deals per second and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--kit-deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    ours = cardlearn_deals(args.deals, args.seed, bookkeeping=False)
    ours_books = cardlearn_deals(max(1, args.deals // 2), args.seed, bookkeeping=True)
    print(f"cardlearn (no Weis):               {ours:10,.0f} deals/s")
    print(f"cardlearn (Weis + Stöck kept):     {ours_books:10,.0f} deals/s")
    try:
        kit = jass_kit_deals(args.kit_deals, args.seed)
    except ImportError:
        print("jass-kit is not installed (pip install jass-kit): no comparison")
        return
    print(f"jass-kit  (no Weis):               {kit:10,.0f} deals/s")
    print(f"ratio cardlearn / jass-kit:        {ours / kit:10.1f}x  (target: at least 6x)")
    print(f"ratio with Weis + Stöck kept:      {ours_books / kit:10.1f}x")


if __name__ == "__main__":
    main()
