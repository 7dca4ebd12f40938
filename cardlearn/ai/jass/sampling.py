"""Determinization: deal the unseen cards to the other three seats consistently with what the table saw.

From a :class:`~cardlearn.ai.jass.view.SeatView` we infer, per seat:

- **voids**: a seat that did not follow the led suit holds none of it (under a
  trump, playing a trump instead of following proves nothing, since that is
  allowed); a seat that did not follow a trump lead holds no trump but perhaps
  the bare Buur; a seat that undertrumped held nothing but trumps;
- **known cards**: the Weis it showed and has not played yet;
- **counts**: how many cards it still holds.

:func:`sample_hands` deals the unseen cards under these hard constraints (always
possible, since the true layout satisfies them) and prefers layouts where the
chooser's nine cards fit the contract chosen, a pusher's hand was weak
(soft: a few tries, see :func:`~cardlearn.ai.jass.contract.plausible`), and the
partner's hand agrees with the signals it gave under the conventions (no top
card in a suit it discarded low, the top card of a suit it led low: see
:func:`~cardlearn.ai.jass.conventions.fits_signals`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from cardlearn.ai.jass.contract import plausible
from cardlearn.ai.jass.conventions import fits_signals, signals
from cardlearn.ai.jass.view import FULL, SeatView
from cardlearn.engine.arguments import checked
from cardlearn.engine.jass.fast import BUUR, POWER, SUIT_MASKS, SUIT_OF, indices

PLAUSIBLE_TRIES = 6


@dataclass(frozen=True)
class Constraints:
    """Per seat: ``allowed`` (cards it may still hold), ``known`` (cards it surely holds), ``count``."""

    me: int
    unseen: int
    allowed: tuple[int, ...]  # one entry per seat
    known: tuple[int, ...]  # one entry per seat
    count: tuple[int, ...]  # one entry per seat


def infer_voids(view: SeatView) -> list[int]:
    """Per seat, the mask of cards it cannot hold, from how it followed (see module docstring)."""
    voids = [0, 0, 0, 0]
    contract = view.contract
    plays = view.plays
    for start in range(0, len(plays), 4):
        trick = plays[start:start + 4]
        led = SUIT_OF[trick[0][1]]
        power = POWER[contract][led]
        best = power[trick[0][1]]
        for seat, card in trick[1:]:
            suit = SUIT_OF[card]
            if contract >= 4:
                if suit != led:
                    voids[seat] |= SUIT_MASKS[led]
            elif led == contract:
                if suit != contract:
                    voids[seat] |= SUIT_MASKS[contract] & ~BUUR[contract]
            elif suit == contract:
                if best >= 100 and power[card] < best:
                    voids[seat] |= FULL & ~SUIT_MASKS[contract]  # undertrumped: only trumps left
            elif suit != led:
                voids[seat] |= SUIT_MASKS[led]
            best = max(best, power[card])
    return voids


@checked
def constraints(view: SeatView) -> Constraints:
    """The hard constraints on the other seats' hands in ``view``."""
    unseen = view.unseen
    voids = infer_voids(view)
    allowed, known, count = [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]
    for seat in range(4):
        if seat == view.seat:
            continue
        known[seat] = view.weis_shown[seat] & unseen
        allowed[seat] = (unseen & ~voids[seat]) | known[seat]
        count[seat] = view.cards_left(seat)
    return Constraints(view.seat, unseen, tuple(allowed), tuple(known), tuple(count))


def _feasible(rest: int, allowed: list[int], need: list[int], seats: tuple[int, ...]) -> bool:
    """Hall's condition: every group of seats can still be filled from the cards left."""
    n = len(seats)
    for subset in range(1, 1 << n):
        union = 0
        total = 0
        for i in range(n):
            if subset >> i & 1:
                union |= allowed[seats[i]]
                total += need[seats[i]]
        if (rest & union).bit_count() < total:
            return False
    return True


def deal_unseen(cons: Constraints, rng: random.Random) -> list[int]:
    """One layout of the unseen cards: four hand masks (``cons.me``'s entry left 0) meeting ``cons``."""
    hands = list(cons.known)
    need = [cons.count[s] - cons.known[s].bit_count() for s in range(4)]
    need[cons.me] = 0
    rest = cons.unseen & ~(cons.known[0] | cons.known[1] | cons.known[2] | cons.known[3])
    seats = tuple(s for s in range(4) if s != cons.me and need[s] > 0)
    allowed = [a & rest for a in cons.allowed]
    cards = indices(rest)
    rng.shuffle(cards)
    if all(allowed[s] == rest for s in seats):
        pos = 0
        for s in seats:
            for card in cards[pos:pos + need[s]]:
                hands[s] |= 1 << card
            pos += need[s]
        return hands
    # The most constrained cards first, each to a seat that keeps the rest feasible.
    cards.sort(key=lambda c: sum(allowed[s] >> c & 1 for s in seats))
    for card in cards:
        bit = 1 << card
        rest ^= bit
        options = [s for s in seats if need[s] > 0 and allowed[s] & bit]
        if len(options) > 1:  # a random order, seats with more cards to fill more likely first
            options.sort(key=lambda s: -need[s] * rng.random())
        for s in options:
            need[s] -= 1
            if _feasible(rest, allowed, need, tuple(x for x in seats if need[x] > 0)):
                hands[s] |= bit
                break
            need[s] += 1
        else:  # cannot happen when the constraints come from a real deal
            s = options[0] if options else seats[0]
            need[s] -= 1
            hands[s] |= bit
    return hands


@checked
def sample_hands(view: SeatView, rng: random.Random, cons: Constraints | None = None) -> list[int]:
    """Four current hand masks: ``view``'s own hand and a consistent, plausible layout of the others."""
    cons = cons or constraints(view)
    checks = _plausibility_checks(view)
    shown = signals(view, view.partner) if view.contract >= 0 else []
    hands: list[int] = []
    for _ in range(PLAUSIBLE_TRIES):
        hands = deal_unseen(cons, rng)
        if all(plausible(hands[seat] | played, view.contract, pushed)
               for seat, played, pushed in checks) and fits_signals(hands, view, shown):
            break
    hands[view.seat] = view.hand
    return hands


def _plausibility_checks(view: SeatView) -> list[tuple[int, int, bool]]:
    """(seat, cards it played, whether it pushed) for each other seat whose choice tells something."""
    if view.contract < 0:
        return []
    checks = []
    if view.chooser != view.seat:
        checks.append((view.chooser, view.played_by(view.chooser), False))
    if view.pushed and view.forehand != view.seat:
        checks.append((view.forehand, view.played_by(view.forehand), True))
    return checks
