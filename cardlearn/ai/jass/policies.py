"""Fast playout policies on the engine's bitmask core, for finishing sampled deals.

A policy is ``policy(state, rand) -> card``: ``state`` a
:class:`~cardlearn.engine.jass.fast.DealState` with the contract chosen and
``rand`` a ``random.random``; it returns a card from ``state.legal_mask()``
(the engine decides what is legal; the policy only prefers).

- :func:`random_policy`: a uniformly random legal card.
- :func:`rule_policy`: a simple table player — lead a Bock (or the top trump to
  pull trumps when its team chose them), else a card worth nothing; smear points
  onto the partner's trick, take a trick worth taking as cheaply as possible,
  otherwise throw the cheapest card. A little noise keeps playouts varied.
  Inside a playout every hand is known, so "Bock" is judged on the full layout.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from cardlearn.engine.arguments import checked
from cardlearn.engine.jass.fast import PARTNER, POWER, SUIT_MASKS, DealState, indices, random_card

Policy = Callable[[DealState, Callable[[], float]], int]


@checked
def random_policy(state: DealState, rand: Callable[[], float]) -> int:
    """A uniformly random legal card."""
    return random_card(state.legal_mask(), rand)


@checked
def rule_policy(state: DealState, rand: Callable[[], float]) -> int:
    """Lead a Bock, smear onto partner, win cheaply when it pays, else discard low (module doc)."""
    mask = state.legal_mask()
    if not mask & (mask - 1):
        return mask.bit_length() - 1
    trick = state.trick
    if rand() < 0.1:
        return random_card(mask, rand)
    if not trick:
        return _lead(state, mask, rand)
    values = state.values
    prow = state.prow
    best_power = state.best_power
    partner_wins = state.best_seat == PARTNER[state.to_act]
    last = len(trick) == 3
    points = 0
    for card in trick:
        points += values[card]
    best_card = -1
    best_key = -1 << 30
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        value = values[card]
        power = prow[card]
        if partner_wins and (last or best_power >= 100 or len(trick) == 2):
            # Smear: give points, but keep trumps and do not overtake the partner.
            key = value * 4 - (60 if power >= 100 else 0) - (30 if power > best_power else 0)
        elif power > best_power and (last or points + value >= 10 or power >= 100):
            key = 200 - value * 2 - power + (points if last else 0)
            if power >= 100 and points + value < 10:
                key -= 150  # trumping in for nothing wastes a trump
        else:
            key = -value * 4 - power - (40 if power >= 100 else 0)
        if key > best_key:
            best_key, best_card = key, card
    return best_card


def _lead(state: DealState, mask: int, rand: Callable[[], float]) -> int:
    """A Bock (or the top trump for the choosing team), else a random card worth nothing."""
    seat = state.to_act
    hands = state.hands
    others = (hands[0] | hands[1] | hands[2] | hands[3]) ^ hands[seat]
    top = _top_trump_lead(state, mask, others)
    if top >= 0:
        return top
    best = _bock_lead(state, mask, others)
    if best >= 0:
        return best
    values = state.values
    cheap = 0
    for card in indices(mask):
        if values[card] == 0:
            cheap |= 1 << card
    return random_card(cheap or mask, rand)


def _top_trump_lead(state: DealState, mask: int, others: int) -> int:
    """For the choosing team with trumps still out: our trump when it is the top one left, else -1."""
    contract = state.contract
    if contract < 4 and state.chooser & 1 == state.to_act & 1 and others & SUIT_MASKS[contract]:
        power = POWER[contract][contract]
        mine, theirs = mask & SUIT_MASKS[contract], others & SUIT_MASKS[contract]
        if mine:
            top = max(indices(mine), key=power.__getitem__)
            if power[top] > max(power[c] for c in indices(theirs)):
                return top
    return -1


def _bock_lead(state: DealState, mask: int, others: int) -> int:
    """The most valuable Bock (the top card left of a side suit), or -1 when there is none."""
    contract, values = state.contract, state.values
    best, best_value = -1, -1
    for suit in range(4):
        bits = mask >> (9 * suit) & 511
        if suit == contract or not bits:
            continue
        held = others >> (9 * suit) & 511
        if contract == 5:  # Undenufe: the 6 (highest bit) is the top card
            top = bits.bit_length() - 1
            beaten = held and held.bit_length() - 1 > top
        else:
            top = (bits & -bits).bit_length() - 1
            beaten = held and (held & -held).bit_length() - 1 < top
        card = 9 * suit + top
        value = values[card] + (20 if held else 0)  # a Bock others must follow is worth most
        if not beaten and value > best_value:
            best, best_value = card, value
    return best


def unchecked(policy: Policy) -> Policy:
    """The policy without its argument checks (``@checked``): a playout calls it thousands of times."""
    return getattr(policy, "__wrapped__", policy)


def playout(state: DealState, policy: Policy, rng: random.Random) -> DealState:
    """Finish ``state`` in place, every seat playing ``policy``."""
    policy = unchecked(policy)
    rand = rng.random
    while state.n_tricks < 9:
        state.play_index(policy(state, rand))
    return state
