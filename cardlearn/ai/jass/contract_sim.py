"""Contract choice by simulation: each contract and the push valued on sampled layouts of the other hands.

:func:`contract_values` deals the 27 unseen cards to the other three seats
``samples`` times and, on the same layouts (common random numbers, so the
comparison is fair), plays each of the six contracts out with the playout policy
of :mod:`~cardlearn.ai.jass.policies`. A layout's value for the chooser's team is
its point difference in multiplied points: card points, the Match bonus, the Weis
(the real comparison between the two teams) and Stöck. A push is valued in the
same layouts as the contract the partner would choose with the hand it was dealt
(:func:`~cardlearn.ai.jass.contract.choose_contract_for_hand`, no push allowed):
partner's expected contract, *plus this hand's Weis*, which still score after a
push.

The player's own choice (:class:`~cardlearn.ai.jass.player.JassPlayer`) uses a
few dozen layouts; the strength bench judges it against many more.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from cardlearn.ai.jass.contract import (
    PUSH,
    ContractChoice,
    choose_contract_for_hand,
    contract_reason,
)
from cardlearn.ai.jass.policies import Policy, playout, rule_policy
from cardlearn.engine.jass.fast import FACTORS, NEXT, DealState, indices
from cardlearn.engine.jass.rules import CONTRACTS, MATCH_BONUS, STOECK_POINTS, TEAMS
from cardlearn.engine.jass.stoeck import stoeck_holder
from cardlearn.engine.jass.weis import weis_report_masks
from cardlearn.i18n import Message, msg

FULL = (1 << 36) - 1
OPTIONS = (*CONTRACTS, PUSH)


@dataclass(frozen=True)
class ContractValues:
    """The expected multiplied point difference of each option (six contracts, then ``"push"``)."""

    values: dict[str, float]
    samples: int

    def ranked(self) -> list[str]:
        """The options best first (ties: the earlier option)."""
        return sorted(self.values, key=lambda o: (-self.values[o], OPTIONS.index(o)))


def layout_values(hands: list[int], forehand: int, policy: Policy, seed: int,
                  factors: tuple[int, ...] = FACTORS, bonuses: bool = True) -> list[float]:
    """The forehand team's multiplied point difference under each contract 0..5 in one layout.

    ``factors`` and ``bonuses`` (Weis and Stöck) follow our rules; another table's rules (jass-kit's
    arena: no multipliers, no Weis, no Stöck) pass ``(1,) * 6`` and ``False``.
    """
    team = forehand & 1
    out: list[float] = []
    for contract in range(6):
        state = DealState(hands, _dealer_of(forehand))
        state.choose_index(contract)
        playout(state, policy, random.Random(seed))
        points = state.card_points
        diff = points[team] - points[1 - team]
        won = state.tricks_won
        diff += MATCH_BONUS * ((won[team] == 9) - (won[1 - team] == 9))
        if bonuses:
            diff += bonus_difference(hands, contract, forehand)
        out.append(diff * factors[contract])
    return out


def bonus_difference(hands: list[int], contract: int, forehand: int) -> int:
    """Weis (the real comparison) and Stöck for the forehand's team minus the other's, base points."""
    team = forehand & 1
    diff = 0
    report = weis_report_masks(hands, contract, forehand)
    if report.winner is not None:
        weis = report.points[report.winner]
        diff += weis if report.winner == TEAMS[team] else -weis
    holder = stoeck_holder(hands, contract)
    if holder >= 0:
        diff += STOECK_POINTS if holder & 1 == team else -STOECK_POINTS
    return diff


def _dealer_of(forehand: int) -> int:
    """The dealer whose forehand is ``forehand`` (the turn passes counter-clockwise)."""
    return next(seat for seat in range(4) if NEXT[seat] == forehand)


def contract_values(hand: int, rng: random.Random, samples: int, may_push: bool = True,
                    policy: Policy = rule_policy, factors: tuple[int, ...] = FACTORS,
                    bonuses: bool = True) -> ContractValues:
    """Expected value of each contract (and of pushing, if allowed) for the chooser holding ``hand``.

    The chooser sits at seat 0; it is the forehand, unless pushing is no longer allowed (the
    partner, seat 2, pushed and leads the first trick).
    """
    totals = [0.0] * 7
    chooser, partner = 0, 2
    forehand = chooser if may_push else partner
    rest = indices(FULL & ~hand)
    others = [1, 2, 3]
    for _ in range(samples):
        rng.shuffle(rest)
        hands = [0, 0, 0, 0]
        hands[chooser] = hand
        for i, seat in enumerate(others):
            for card in rest[9 * i:9 * i + 9]:
                hands[seat] |= 1 << card
        values = layout_values(hands, forehand, policy, rng.getrandbits(32), factors, bonuses)
        for contract in range(6):
            totals[contract] += values[contract]
        if may_push:
            chosen = CONTRACTS.index(choose_contract_for_hand(hands[partner], may_push=False).contract)
            totals[6] += values[chosen]
    options = OPTIONS if may_push else CONTRACTS
    return ContractValues({o: totals[OPTIONS.index(o)] / samples for o in options}, samples)


def option_message(option: str) -> Message:
    """The name of an option: a contract ("roses trump", "Obenabe") or pushing."""
    return msg("ai_jass.option.push") if option == PUSH else msg(f"jass.contract.{option}")


def simulated_choice(hand: int, may_push: bool, rng: random.Random, samples: int,
                     factors: tuple[int, ...] = FACTORS, bonuses: bool = True) -> ContractChoice:
    """The option with the best simulated value; the reason names it and the runner-up's value."""
    sim = contract_values(hand, rng, samples, may_push, factors=factors, bonuses=bonuses)
    best, runner = sim.ranked()[:2]
    value, other = round(sim.values[best]), round(sim.values[runner])
    if best == PUSH:
        reason = msg("ai_jass.contract.push_value", value=value, runner=option_message(runner), other=other)
    else:
        reason = msg("ai_jass.contract.expected", reason=contract_reason(hand, CONTRACTS.index(best)),
                     value=value, runner=option_message(runner), other=other)
    gains = tuple(sim.values[c] for c in CONTRACTS)
    return ContractChoice(best, reason, gains)
