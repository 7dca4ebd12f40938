"""The Schieber AI in jass-kit's arena: against a rule agent, its previous version and a perfect-information player.

    python bench/jass_ai_arena.py [--deals 120] [--opponents rule,previous,perfect] [--samples N]
        [--contract-deals 200] [--reference-samples 1000] [--tie 5] [--previous 9f00cc1] [--seed 1]

- **Arena** (jass-kit's :class:`jass.arena.arena.Arena`, its rules: 157 card points
  per deal, no Weis, no Stöck, no multipliers, Undenufe with the 6 worth 11): each
  opponent plays ``--deals`` deals with our AI as North-South and the same deals
  (same seed) with our AI as East-West, so luck of the cards cancels. Printed: our
  and their points per deal over all deals of both seatings, and the margin with its
  standard error (a deal's two seatings averaged into one observation).
  Opponents: ``rule`` (:class:`RuleAgent` below: a classic rule-based player that
  sees only its own hand), ``previous`` (an earlier AI: cardlearn at ``--previous``, by
  default commit 9f00cc1, main before issue #30's AI work, loaded from git history by
  ``bench/_previous_version.py``, so this needs a full clone; it chooses contracts by
  simulation like ours when that version has it, else by its rating tables), ``perfect`` (:class:`cardlearn.ai.jass.PerfectPlayer`,
  which sees all four hands: the upper limit; the gap is what the AI is missing).
- **Contract choice**: ``--contract-deals`` random forehand hands; the AI's choice
  (its default 32 layouts, refined) against the best choice by simulation with
  ``--reference-samples`` layouts of another seed (:func:`contract_values`, our
  rules: Weis, Stöck and multipliers counted). Printed: the share that agree exactly
  (an exact tie counts: a push whose partner always picks one contract is worth exactly
  that contract) and within ``--tie`` multiplied points, and the same two shares for
  a second reference on other layouts judged by the first: the reference's own
  noise, the ceiling the AI can be measured against.
"""
from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np
from jass.agents.agent_cheating import AgentCheating
from jass.arena.arena import Arena
from jass.game.const import NORTH, PUSH, next_player
from jass.game.game_state import GameState
from jass.game.rule_schieber import RuleSchieber

from cardlearn.ai.jass import JassPlayer, PerfectPlayer
from cardlearn.ai.jass.contract_sim import ContractValues, contract_values, simulated_choice
from cardlearn.ai.jass.view import SeatView
from cardlearn.engine.jass.fast import PUSH_INDEX, DealState, random_deal
from cardlearn.engine.jass.match import MAX_TARGET
from cardlearn.engine.jass.play import mask_of
from cardlearn.engine.jass.rules import CONTRACTS

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _previous_version import import_previous

PREVIOUS = "9f00cc1"
"""The commit whose Schieber AI is "the previous version": main before issue #30's AI work."""

RULE = RuleSchieber()
# jass-kit's card numbers (suit D H S C x rank A K Q J 10 9 8 7 6) are ours (E R S B x A K O U T 9 8 7 6),
# its seats N E S W 0..3 and next_player are ours, its trumps 0..5 our contracts: no translation.
TRUMP_SCORE = (15, 10, 7, 25, 6, 19, 5, 5, 5)
SIDE_SCORE = (9, 7, 5, 2, 1, 0, 0, 0, 0)
OBENABE_SCORE = (14, 10, 8, 7, 5, 0, 5, 0, 0)
UNDENUFE_SCORE = (0, 2, 1, 1, 5, 5, 7, 9, 11)
PUSH_BELOW = 68


def hand_mask(state: GameState, seat: int) -> int:
    """Bitmask of the cards ``seat`` holds now."""
    return sum(1 << int(c) for c in np.flatnonzero(state.hands[seat]))


def plays_of(state: GameState) -> list[tuple[int, int]]:
    """Every card played so far as (seat, card), in order."""
    out = []
    for trick in range(state.nr_tricks + 1):
        first = int(state.trick_first_player[trick])
        seat = first
        for card in state.tricks[trick]:
            if card < 0:
                break
            out.append((seat, int(card)))
            seat = next_player[seat]
    return out


def seat_view_of(state: GameState) -> SeatView:
    """Our AI's view of jass-kit's state: own hand and the public record only."""
    seat = int(state.player)
    legal = RULE.get_valid_cards(state.hands[seat], state.current_trick, state.nr_cards_in_trick,
                                 state.trump)
    forehand = next_player[state.dealer]
    return SeatView(
        seat=seat, hand=hand_mask(state, seat), dealer=int(state.dealer), forehand=forehand,
        chooser=int(state.declared_trump), pushed=state.forehand == 0, contract=int(state.trump),
        to_act=seat, plays=tuple(plays_of(state)),
        trick_winners=tuple(int(w) for w in state.trick_winner[:state.nr_tricks]),
        weis_shown=(0, 0, 0, 0), scores=(0, 0), target=MAX_TARGET,
        legal=sum(1 << int(c) for c in np.flatnonzero(legal)))


def deal_state_of(state: GameState) -> DealState:
    """The engine core at jass-kit's moment (all hands: for the perfect-information player)."""
    hands = [hand_mask(state, seat) for seat in range(4)]
    plays = plays_of(state)
    for seat, card in plays:
        hands[seat] |= 1 << card
    core = DealState(hands, int(state.dealer))
    if state.trump < 0:
        if state.forehand == 0:
            core.choose_index(PUSH_INDEX)
        return core
    if state.forehand == 0:
        core.choose_index(PUSH_INDEX)
    core.choose_index(int(state.trump))
    for _, card in plays:
        core.play_index(card)
    return core


def trump_action(contract: str) -> int:
    """jass-kit's trump action for our contract code (``"push"`` included)."""
    return PUSH if contract == "push" else CONTRACTS.index(contract)


class OurAgent(AgentCheating):
    """Our current AI at jass-kit's table (reads only its view, though the arena runs in cheating mode)."""

    def __init__(self, seed: int, samples: int | None) -> None:
        # None: the player's own default, so a change of the default is what the arena measures.
        self.player = JassPlayer(seed=seed) if samples is None else JassPlayer(seed=seed, samples=samples)
        self.rng = random.Random(seed)

    def action_trump(self, state: GameState) -> int:
        may_push = state.forehand == -1
        hand = hand_mask(state, int(state.player))
        # jass-kit's rules: no multipliers, Weis or Stöck, so the simulation values base card points.
        choice = simulated_choice(hand, may_push, self.rng, self.player.contract_samples, (1,) * 6, False)
        return trump_action(choice.contract)

    def action_play_card(self, state: GameState) -> int:
        return int(mask_of([self.player.decide_card(seat_view_of(state)).card]).bit_length() - 1)


class PreviousAgent(OurAgent):
    """An earlier AI (cardlearn at ``ref``, by default :data:`PREVIOUS`, loaded from git history)."""

    ref = PREVIOUS
    """The git ref loaded (``--previous``)."""

    def __init__(self, seed: int, samples: int | None) -> None:
        player = import_previous(self.ref, "ai.jass.player").JassPlayer
        # None: that version's own default sample count (its strength as it shipped).
        self.player = player(seed=seed) if samples is None else player(seed=seed, samples=samples)
        self.rng = random.Random(seed)

    def action_trump(self, state: GameState) -> int:
        hand = hand_mask(state, int(state.player))
        may_push = state.forehand == -1
        try:  # a version that chooses by simulation is asked the way OurAgent asks (jass-kit's rules)
            simulate = import_previous(self.ref, "ai.jass.contract_sim").simulated_choice
        except ModuleNotFoundError:  # before the simulation (9f00cc1): the rating tables
            choose = import_previous(self.ref, "ai.jass.contract").choose_contract_for_hand
            return trump_action(choose(hand, may_push=may_push).contract)
        choice = simulate(hand, may_push, self.rng, self.player.contract_samples, (1,) * 6, False)
        return trump_action(choice.contract)

    def action_play_card(self, state: GameState) -> int:
        # The earlier package checks its own SeatView type: the same fields, rebuilt from its module.
        view = seat_view_of(state)
        old_view = import_previous(self.ref, "ai.jass.view").SeatView(**dataclasses.asdict(view))
        return int(mask_of([self.player.decide_card(old_view).card]).bit_length() - 1)


class PerfectAgent(AgentCheating):
    """:class:`PerfectPlayer`: sees all four hands."""

    def __init__(self, seed: int, samples: int | None) -> None:
        self.player = PerfectPlayer(seed=seed)
        self.rng = random.Random(seed)

    def action_trump(self, state: GameState) -> int:
        return trump_action(self.player.contract_for_state(deal_state_of(state), self.rng))

    def action_play_card(self, state: GameState) -> int:
        return self.player.card_for_state(deal_state_of(state), self.rng)


class RuleAgent(AgentCheating):
    """A classic rule player that reads only its own hand and the table (trump by a point table,
    push when weak; win a trick worth it as cheaply as possible, smear on partner's sure trick,
    else throw the cheapest card)."""

    def __init__(self, seed: int, samples: int | None) -> None:
        self.rng = random.Random(seed)

    def action_trump(self, state: GameState) -> int:
        hand = hand_mask(state, int(state.player))
        suits = [hand >> (9 * s) & 511 for s in range(4)]

        def score(table: tuple[int, ...], bits: int) -> int:
            return sum(table[r] for r in range(9) if bits >> r & 1)

        side = [score(SIDE_SCORE, b) for b in suits]
        ratings = [score(TRUMP_SCORE, suits[t]) + sum(side) - side[t] for t in range(4)]
        ratings += [sum(score(OBENABE_SCORE, b) for b in suits), sum(score(UNDENUFE_SCORE, b) for b in suits)]
        best = max(range(6), key=ratings.__getitem__)
        if state.forehand == -1 and ratings[best] < PUSH_BELOW:
            return PUSH
        return best

    def action_play_card(self, state: GameState) -> int:
        seat = int(state.player)
        valid = [int(c) for c in np.flatnonzero(RULE.get_valid_cards(
            state.hands[seat], state.current_trick, state.nr_cards_in_trick, state.trump))]
        from jass.game.const import card_values

        values = card_values[state.trump]
        n = state.nr_cards_in_trick
        if n == 0:
            return max(valid, key=lambda c: (values[c] if c % 9 == 0 else -values[c], self.rng.random()))
        trick = [int(c) for c in state.current_trick[:n]]
        first = int(state.trick_first_player[state.nr_tricks])
        winner_pos = self._winner_position(trick, first, int(state.trump))
        partner_wins = (winner_pos % 2) == (n % 2)
        points = sum(int(values[c]) for c in trick)
        winning = [c for c in valid if self._beats(trick, first, int(state.trump), c)]
        if partner_wins and n >= 2:
            return max(valid, key=lambda c: (int(values[c]) if c // 9 != state.trump else -1, -c))
        if winning and (points >= 10 or n == 3):
            return min(winning, key=lambda c: (int(values[c]), c))
        return min(valid, key=lambda c: (int(values[c]), c // 9 == state.trump, c))

    @staticmethod
    def _winner_position(trick: list[int], first: int, trump: int) -> int:
        full = np.array(trick + [-1] * (4 - len(trick)))
        seat = RULE.calc_winner(full, first, trump) if len(trick) == 4 else None
        if seat is not None:
            return (seat - first) % 4
        best = 0
        for pos in range(1, len(trick)):
            if RuleAgent._higher(trick[best], trick[pos], trick[0] // 9, trump):
                best = pos
        return best

    @staticmethod
    def _higher(old: int, new: int, led: int, trump: int) -> bool:
        from cardlearn.engine.jass.fast import POWER

        power = POWER[trump][led]
        return power[new] > power[old]

    def _beats(self, trick: list[int], first: int, trump: int, card: int) -> bool:
        from cardlearn.engine.jass.fast import POWER

        power = POWER[trump][trick[0] // 9]
        return power[card] > max(power[c] for c in trick)


OPPONENTS = {"rule": RuleAgent, "previous": PreviousAgent, "perfect": PerfectAgent}


def run_arena(opponent: str, deals: int, samples: int | None, seed: int, every: int = 10) -> dict:
    """Both seatings on the same deals: our points and theirs per deal, over all deals.

    The two seatings are played deal by deal in turn (each arena keeps its own deal stream, seeded
    alike, so deal i is the same cards and dealer in both), and every ``every`` deals the running
    paired margin is printed: a run stopped early still reports its first deals, the same as a
    shorter run of the same seed.
    """
    arenas, streams = [], []
    for ours_ns in (True, False):
        np.random.seed(seed)
        streams.append(np.random.get_state())
        arena = Arena(nr_games_to_play=deals, cheating_mode=True, print_every_x_games=10 ** 9)
        us = [OurAgent(seed * 10 + i, samples) for i in range(2)]
        them = [OPPONENTS[opponent](seed * 10 + 5 + i, samples) for i in range(2)]
        ns, ew = (us, them) if ours_ns else (them, us)
        arena.set_players(ns[0], ew[0], ns[1], ew[1])
        arenas.append(arena)
    start = time.perf_counter()
    dealer = NORTH
    for number in range(deals):
        for side, arena in enumerate(arenas):
            np.random.set_state(streams[side])
            arena.play_game(dealer=dealer)
            streams[side] = np.random.get_state()
        dealer = next_player[dealer]
        if (number + 1) % every == 0 or number + 1 == deals:
            r = arena_figures(arenas, number + 1)
            print(f"[{opponent}] {number + 1}/{deals} deals x 2 seatings: ours {r['ours']:.1f} theirs {r['theirs']:.1f}, "
                  f"margin {r['margin']:+.2f} (se {r['se']:.2f}); {time.perf_counter() - start:.0f}s", flush=True)
    return arena_figures(arenas, deals)


def arena_figures(arenas: list[Arena], deals: int) -> dict:
    """The figures over the first ``deals`` deals of both seatings (ours North-South in ``arenas[0]``)."""
    ns, ew = arenas
    ours = list(ns.points_team_0[:deals]) + list(ew.points_team_1[:deals])
    theirs = list(ns.points_team_1[:deals]) + list(ew.points_team_0[:deals])
    margins = [float(x - y) for x, y in zip(ours, theirs)]
    # The same deal in both seatings is one observation: the luck of the cards cancels in the pair.
    paired = [(a + b) / 2 for a, b in zip(margins[:deals], margins[deals:])]
    return {"deals": len(ours), "ours": statistics.mean(ours), "theirs": statistics.mean(theirs),
            "margin": statistics.mean(margins), "se": standard_error(paired),
            "margins": margins}


def standard_error(values: list[float]) -> float:
    """The standard error of the mean of ``values`` (NaN for fewer than two: a smoke run of one deal)."""
    return statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else float("nan")


def agrees(reference: ContractValues, option: str, tie: float) -> bool:
    """Whether ``option`` is the reference's best, or within ``tie`` multiplied points of it (an exact
    tie at 0: a push whose partner always picks one contract is worth exactly that contract)."""
    best = reference.ranked()[0]
    return reference.values[option] >= reference.values[best] - tie - 1e-9


def run_contract(hands: int, reference_samples: int, seed: int, tie: float) -> dict:
    """The AI's contract choice against the best choice by simulation with more layouts.

    Two references of ``reference_samples`` layouts each (other seeds): the first judges the
    AI, the second judges the first (the reference's self-agreement: how much of the
    disagreement is the reference's own noise).
    """
    rng = random.Random(seed)
    agree, agree_tie, self_agree, self_tie, losses = 0, 0, 0, 0, []
    start = time.process_time()
    for number in range(hands):
        masks, _ = random_deal(rng, 0)
        hand = masks[0]
        choice = simulated_choice(hand, True, random.Random(f"{seed}:{number}"), JassPlayer().contract_samples)
        reference = contract_values(hand, random.Random(f"ref:{seed}:{number}"), reference_samples)
        second = contract_values(hand, random.Random(f"ref2:{seed}:{number}"), reference_samples)
        best = reference.ranked()[0]
        agree += agrees(reference, choice.contract, 0.0)
        agree_tie += agrees(reference, choice.contract, tie)
        self_agree += agrees(reference, second.ranked()[0], 0.0)
        self_tie += agrees(reference, second.ranked()[0], tie)
        losses.append(reference.values[best] - reference.values[choice.contract])
        if (number + 1) % 20 == 0:
            print(f"[contract] {number + 1}/{hands}: agree {agree / (number + 1):.1%} "
                  f"(reference with itself {self_agree / (number + 1):.1%}); "
                  f"{time.process_time() - start:.0f}s CPU", flush=True)
    return {"hands": hands, "agree": agree / hands, "agree_tie": agree_tie / hands,
            "self": self_agree / hands, "self_tie": self_tie / hands, "loss": statistics.mean(losses)}


def main(argv: list[str] | None = None) -> None:
    """Run the arena and the contract bench; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=120)
    parser.add_argument("--opponents", default="rule,previous,perfect")
    parser.add_argument("--samples", type=int, default=None,
                        help="card-play layouts for both AIs; default each version's own default")
    parser.add_argument("--contract-deals", type=int, default=200)
    parser.add_argument("--reference-samples", type=int, default=1000)
    parser.add_argument("--tie", type=float, default=5.0)
    parser.add_argument("--previous", default=PREVIOUS, help="git ref of the previous version")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    PreviousAgent.ref = args.previous
    results = {name: run_arena(name, args.deals, args.samples, args.seed)
               for name in args.opponents.split(",") if name}
    contract = run_contract(args.contract_deals, args.reference_samples, args.seed, args.tie) \
        if args.contract_deals else None
    print(f"\nSchieber AI in jass-kit's arena (samples={args.samples or 'each default'}, both seatings on the same deals)")
    for name, r in results.items():
        print(f"vs {name}: {r['deals']} deals, ours {r['ours']:.1f} theirs {r['theirs']:.1f} points per deal, "
              f"margin {r['margin']:+.1f} "
              f"(se {r['se']:.1f}, deals paired across the seatings)")
    if contract:
        print(f"contract choice agrees with the best by simulation ({args.reference_samples} layouts): "
              f"{contract['agree']:.1%} of {contract['hands']} forehand hands; "
              f"{contract['agree_tie']:.1%} within {args.tie:g} points; average loss {contract['loss']:.1f} "
              f"multiplied points. The reference agrees with a second one (other layouts): "
              f"{contract['self']:.1%}, {contract['self_tie']:.1%} within {args.tie:g} points")


if __name__ == "__main__":
    main()
