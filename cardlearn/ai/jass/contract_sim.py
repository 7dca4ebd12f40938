"""Contract choice by simulation: each contract and the push valued on sampled layouts of the other hands.

:func:`contract_values` deals the 27 unseen cards to the other three seats
``samples`` times and, on the same layouts (common random numbers, so the
comparison is fair), plays each of the six contracts out with the playout policy
of :mod:`~cardlearn.ai.jass.policies`. A layout's value for the chooser's team is
its point difference in multiplied points: card points, the Match bonus, the Weis
(the real comparison between the two teams) and Stöck. A push is valued in the
same layouts as the contract the partner would choose with the hand it was dealt
(:func:`~cardlearn.ai.jass.contract.partner_contract`: the rating tables, calibrated
for the pushed-to partner against this simulation, under the table's own multipliers):
partner's expected contract, *plus this hand's Weis*, which still score after a
push.

The player's own choice (:func:`simulated_choice`, :class:`~cardlearn.ai.jass.player.JassPlayer`)
starts with a few dozen layouts of every option, then keeps sampling only the
options still in contention (:func:`refined_values`): the push in particular is
noisy (partner's hand, and with it partner's contract and its multiplier, changes
from layout to layout), so a push and a contract within a few dozen points of each
other need a few hundred layouts to tell apart (at most :data:`REFINE_MAX`). The strength bench judges the
choice against the full values with many more layouts.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from cardlearn.ai.jass.contract import PUSH, ContractChoice, contract_reason, partner_contract
from cardlearn.ai.jass.policies import Policy, playout, rule_policy
from cardlearn.engine.jass.fast import FACTORS, NEXT, DealState, indices
from cardlearn.engine.jass.rules import CONTRACTS, MATCH_BONUS, STOECK_POINTS, TEAMS
from cardlearn.engine.jass.stoeck import stoeck_holder
from cardlearn.engine.jass.weis import weis_report_masks
from cardlearn.i18n import Message, msg

FULL = (1 << 36) - 1
OPTIONS = (*CONTRACTS, PUSH)
REFINE_MAX = 320
"""Layouts at most for the options still in contention (the first ``samples`` included)."""
REFINE_BATCH = 16
"""Layouts added at a time while several options are in contention."""
REFINE_Z = 2.0
"""An option stays in contention until its paired gap to the leader exceeds this many standard errors."""


@dataclass(frozen=True)
class ContractValues:
    """The expected multiplied point difference of each option (six contracts, then ``"push"``)."""

    values: dict[str, float]
    samples: int

    def ranked(self) -> list[str]:
        """The options best first (ties: the earlier option)."""
        return sorted(self.values, key=lambda o: (-self.values[o], OPTIONS.index(o)))


def layout_values(hands: list[int], forehand: int, policy: Policy, seed: int,
                  factors: tuple[int, ...] = FACTORS, bonuses: bool = True,
                  contracts: tuple[int, ...] = (0, 1, 2, 3, 4, 5)) -> list[float]:
    """The forehand team's multiplied point difference under each of ``contracts`` (default 0..5) in one layout.

    ``factors`` and ``bonuses`` (Weis and Stöck) follow our rules; another table's rules (jass-kit's
    arena: no multipliers, no Weis, no Stöck) pass ``(1,) * 6`` and ``False``.
    """
    team = forehand & 1
    out: list[float] = []
    for contract in contracts:
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
            chosen = partner_contract(hands[partner], factors, bonuses)
            totals[6] += values[chosen]
    options = OPTIONS if may_push else CONTRACTS
    return ContractValues({o: totals[OPTIONS.index(o)] / samples for o in options}, samples)


def _deal(hand: int, rest: list[int], rng: random.Random) -> list[int]:
    """The chooser (seat 0) holds ``hand``; the other 27 cards dealt at random to seats 1..3."""
    rng.shuffle(rest)
    hands = [hand, 0, 0, 0]
    for i in range(27):
        hands[1 + i // 9] |= 1 << rest[i]
    return hands


def option_values(hands: list[int], options: list[str], may_push: bool, policy: Policy, seed: int,
                  factors: tuple[int, ...], bonuses: bool) -> dict[str, float]:
    """Each of ``options`` valued in one layout (the push: the contract partner would choose)."""
    wanted = [CONTRACTS.index(o) for o in options if o != PUSH]
    partner = -1
    if PUSH in options:
        partner = partner_contract(hands[2], factors, bonuses)
        if partner not in wanted:
            wanted.append(partner)
    contracts = tuple(sorted(wanted))
    values = dict(zip(contracts, layout_values(hands, 0 if may_push else 2, policy, seed, factors, bonuses,
                                               contracts), strict=True))
    out = {o: values[CONTRACTS.index(o)] for o in options if o != PUSH}
    if partner >= 0:
        out[PUSH] = values[partner]
    return out


def contenders(scores: dict[str, list[float]], options: list[str]) -> list[str]:
    """The options that may still be the best: paired gap to the leader within :data:`REFINE_Z` errors."""
    n = len(scores[options[0]])
    leader = max(options, key=lambda o: (sum(scores[o]), -OPTIONS.index(o)))
    kept = []
    for option in options:
        if option != leader:
            gaps = [a - b for a, b in zip(scores[leader], scores[option], strict=True)]
            mean = sum(gaps) / n
            spread = (sum((g - mean) ** 2 for g in gaps) / (n - 1) / n) ** 0.5
            if mean > REFINE_Z * spread:
                continue
        kept.append(option)
    return kept


def refined_values(hand: int, rng: random.Random, samples: int, may_push: bool = True,
                   policy: Policy = rule_policy, factors: tuple[int, ...] = FACTORS, bonuses: bool = True,
                   most: int = REFINE_MAX) -> ContractValues:
    """Like :func:`contract_values`, then more layouts (up to ``most``) for the options still in contention.

    An option's value is its average over the layouts it was played in: every option
    over the first ``samples``, the contenders over all of them (the same layouts, so
    their comparison stays fair).
    """
    options = list(OPTIONS if may_push else CONTRACTS)
    scores: dict[str, list[float]] = {o: [] for o in options}
    rest = indices(FULL & ~hand)
    live = options
    count = 0
    while count < max(samples, 2) or (len(live) > 1 and count < most):
        if count >= max(samples, 2):
            live = contenders(scores, live)
            if len(live) == 1:
                break
        for _ in range(samples if count == 0 else REFINE_BATCH):
            hands = _deal(hand, rest, rng)
            for option, value in option_values(hands, live, may_push, policy, rng.getrandbits(32), factors,
                                               bonuses).items():
                scores[option].append(value)
            count += 1
    return ContractValues({o: sum(v) / len(v) for o, v in scores.items()}, count)


def option_message(option: str) -> Message:
    """The name of an option: a contract ("roses trump", "Obenabe") or pushing."""
    return msg("ai_jass.option.push") if option == PUSH else msg(f"jass.contract.{option}")


def simulated_choice(hand: int, may_push: bool, rng: random.Random, samples: int,
                     factors: tuple[int, ...] = FACTORS, bonuses: bool = True) -> ContractChoice:
    """The option with the best simulated value (:func:`refined_values`); the reason names it and the runner-up."""
    sim = refined_values(hand, rng, samples, may_push, factors=factors, bonuses=bonuses)
    best, runner = sim.ranked()[:2]
    value, other = round(sim.values[best]), round(sim.values[runner])
    if best == PUSH:
        reason = msg("ai_jass.contract.push_value", value=value, runner=option_message(runner), other=other)
    else:
        reason = msg("ai_jass.contract.expected", reason=contract_reason(hand, CONTRACTS.index(best)),
                     value=value, runner=option_message(runner), other=other)
    gains = tuple(sim.values[c] for c in CONTRACTS)
    return ContractChoice(best, reason, gains)
