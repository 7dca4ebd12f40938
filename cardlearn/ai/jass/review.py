"""Judging a finished Schieber deal for the review: what each of a seat's cards cost, what each contract was worth.

- :func:`card_costs`: for each card a seat played, the points its team lost
  against the best card then. Exact (all hands seen, :mod:`~cardlearn.ai.jass.exact`)
  once at most :data:`~cardlearn.ai.jass.exact.EXACT_TRICKS` tricks are left; before
  that the AI's sampled estimate from what the seat could see (its Monte-Carlo
  averages, halved: a point lost is a point for the other team too).
- :func:`contract_values`: the expected points of each contract (and of pushing)
  for a hand, by dealing the other 27 cards at random and playing each deal out
  with the AI's quick rules; Weis, Stöck and the multiplier included.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from cardlearn.ai.jass.contract import partner_contract, plausible
from cardlearn.ai.jass.exact import EXACT_TRICKS, card_cost
from cardlearn.ai.jass.player import JassPlayer
from cardlearn.ai.jass.policies import playout, rule_policy
from cardlearn.ai.jass.view import FULL, SeatView
from cardlearn.engine.jass.fast import NEXT, PARTNER, PUSH_INDEX, DealState, indices
from cardlearn.engine.jass.rules import CONTRACTS

ESTIMATE_SAMPLES = 60
"""Sampled layouts per estimated card (the AI's own method, fewer samples: the review must open quickly)."""
ESTIMATE_MARGIN = 6.0
"""An estimated cost below this many points is sampling noise, not a mistake."""
CONTRACT_SAMPLES = 60
"""Random deals per contract value (about 0.6 ms each: all seven options well under a second)."""


@dataclass(frozen=True)
class CardCost:
    """One played card judged: ``cost`` in base points (0 when it was a best card), exact or estimated."""

    index: int  # position in the deal's play (0-based)
    card: int
    cost: float
    exact: bool
    best: tuple[int, ...]  # the best cards then


def replay_state(dealt: tuple[int, ...], dealer: int, pushed: bool, contract: int) -> DealState:
    """A fresh core state of a deal at the start of play."""
    state = DealState(list(dealt), dealer)
    if pushed:
        state.choose_index(PUSH_INDEX)
    state.choose_index(contract)
    return state


def view_at(state: DealState, seat: int, plays: list[tuple[int, int]], weis_shown: tuple[int, ...],
            scores: tuple[int, int], target: int) -> SeatView:
    """What ``seat`` saw when it was to play in ``state`` (its hand and the public record)."""
    winners = tuple(winner for _, _, winner, _ in state.tricks)
    return SeatView(seat=seat, hand=state.hands[seat], dealer=state.dealer, forehand=state.forehand,
                    chooser=state.chooser, pushed=state.pushed, contract=state.contract, to_act=seat,
                    plays=tuple(plays), trick_winners=winners,
                    weis_shown=weis_shown if state.n_tricks else (0, 0, 0, 0),
                    scores=scores, target=target, legal=state.legal_mask())


def card_costs(start: DealState, plays: list[tuple[int, int]], seat: int, weis_shown: tuple[int, ...],
               scores: tuple[int, int], target: int, seed: int = 0) -> list[CardCost]:
    """Each card ``seat`` played in ``plays`` (seat, card) from ``start``, judged (see module docstring)."""
    state = start.copy()
    table: dict = {}
    player = JassPlayer(seed=seed, samples=ESTIMATE_SAMPLES)
    out = []
    for index, (who, card) in enumerate(plays):
        if who == seat and state.legal_mask() & (state.legal_mask() - 1):  # a choice, not a forced card
            out.append(_judge(state, index, card, plays[:index], weis_shown, scores, target, table, player))
        state.play_index(card)
    return out


def _judge(state: DealState, index: int, card: int, before: list[tuple[int, int]], weis_shown: tuple[int, ...],
           scores: tuple[int, int], target: int, table: dict, player: JassPlayer) -> CardCost:
    if 9 - state.n_tricks <= EXACT_TRICKS:
        lost, keep = card_cost(state, card, table)
        return CardCost(index, card, float(lost), True, keep)
    view = view_at(state, state.to_act, before, weis_shown, scores, target)
    means, _ = player.simulate(view, indices(view.legal))
    best = max(means.values())
    cost = (best - means[card]) / 2  # the averages are differences: a point lost counts twice
    return CardCost(index, card, round(cost, 1) if cost >= ESTIMATE_MARGIN else 0.0, False,
                    (max(means, key=lambda c: means[c]),))


@dataclass(frozen=True)
class ContractValue:
    """A contract (or ``"push"``) for one hand: the expected points (multiplied) of both teams."""

    contract: str
    ours: float
    theirs: float

    @property
    def margin(self) -> float:
        """Ours minus theirs: what the choice is judged by."""
        return self.ours - self.theirs


def contract_values(hand: int, seat: int, dealer: int, may_push: bool, seed: int = 0,
                    samples: int = CONTRACT_SAMPLES) -> list[ContractValue]:
    """Each contract's (and pushing's, if ``may_push``) expected points for ``seat``'s team and the others.

    ``seat`` chooses with ``hand``; if it is not the forehand, the forehand pushed
    (its sampled hands are kept weak enough to push, as the chooser knows).
    """
    rng = random.Random(f"contract:{seed}:{hand:x}:{seat}:{dealer}")
    forehand = NEXT[dealer]
    team = seat & 1
    options = list(range(6)) + ([PUSH_INDEX] if may_push else [])
    totals = {option: [0.0, 0.0] for option in options}
    for _ in range(samples):
        hands = _deal_rest(hand, seat, forehand, rng)
        roll = rng.getrandbits(32)
        for option in options:
            state = DealState(hands, dealer, bookkeeping=True)
            if seat != forehand or option == PUSH_INDEX:
                state.choose_index(PUSH_INDEX)
            contract = option
            if option == PUSH_INDEX:  # the partner then chooses as the AI would
                contract = partner_contract(hands[PARTNER[seat]])
            state.choose_index(contract)
            playout(state, rule_policy, random.Random(roll))
            points = state.team_points()
            totals[option][0] += points[team] * state.factor
            totals[option][1] += points[1 - team] * state.factor
    return [ContractValue("push" if option == PUSH_INDEX else CONTRACTS[option],
                          round(totals[option][0] / samples, 1), round(totals[option][1] / samples, 1))
            for option in options]


def _deal_rest(hand: int, seat: int, forehand: int, rng: random.Random) -> list[int]:
    """The other 27 cards dealt at random; a forehand who pushed gets a hand weak enough to push (a few tries)."""
    rest = indices(FULL & ~hand)
    hands: list[int] = []
    for _ in range(6):
        rng.shuffle(rest)
        hands = [0, 0, 0, 0]
        hands[seat] = hand
        others = [s for s in range(4) if s != seat]
        for i, other in enumerate(others):
            for card in rest[9 * i:9 * i + 9]:
                hands[other] |= 1 << card
        if seat == forehand or plausible(hands[forehand], 0, pushed_by_this_hand=True):
            break
    return hands


__all__ = ["CONTRACT_SAMPLES", "ESTIMATE_SAMPLES", "CardCost", "ContractValue", "card_costs", "contract_values",
           "replay_state", "view_at"]
