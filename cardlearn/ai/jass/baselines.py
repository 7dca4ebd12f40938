"""Simple opponents for the benches and tests: a random legal player and a greedy rule player.

- :class:`RandomPlayer`: a uniformly random legal contract (``"push"`` included
  while allowed) and a uniformly random legal card.
- :class:`GreedyPlayer`: takes trump with its longest suit (ties: the suit whose
  cards are worth more as trumps) and never pushes; plays its highest-scoring
  legal card (ties: the higher rank).

Both read only their own hand and the legal cards the engine offers.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardlearn.ai.jass.player import Decision, turn_error
from cardlearn.ai.jass.view import seat_view
from cardlearn.engine.arguments import checked
from cardlearn.engine.jass.fast import POINTS, SUIT_MASKS, indices
from cardlearn.engine.jass.play import mask_of
from cardlearn.engine.jass.rules import CONTRACTS, SEATS, seat_number
from cardlearn.i18n import msg

if TYPE_CHECKING:
    from cardlearn.engine.jass import Match

_OPTIONS = CONTRACTS + ("push",)


class RandomPlayer:
    """Chooses a random legal contract and plays a random legal card."""

    @checked
    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose_contract(self, match: Match, seat: str) -> Decision:
        """A uniformly random contract, or push while allowed."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "contract" or match.to_act != seat:
            raise turn_error(match, seat, "choose")
        options = CONTRACTS if match.pushed else _OPTIONS
        return Decision(self.rng.choice(options), msg("ai_jass.baseline.random"), "contract")

    def choose_card(self, match: Match, seat: str) -> Decision:
        """A uniformly random legal card."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "play" or match.to_act != seat:
            raise turn_error(match, seat, "play")
        return Decision(self.rng.choice(match.legal_cards(seat)), msg("ai_jass.baseline.random"))

    def __repr__(self) -> str:
        return "RandomPlayer()"


class GreedyPlayer:
    """Trump with the longest suit; always the legal card worth the most points."""

    @checked
    def __init__(self, seed: int | None = 0) -> None:
        self.seed = seed

    def choose_contract(self, match: Match, seat: str) -> Decision:
        """The longest suit as trump (never pushes)."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "contract" or match.to_act != seat:
            raise turn_error(match, seat, "choose")
        hand = seat_view(match, seat).hand

        def strength(suit: int) -> tuple[int, int]:
            cards = indices(hand & SUIT_MASKS[suit])
            return len(cards), sum(POINTS[suit][card] for card in cards)

        suit = max(range(4), key=strength)
        return Decision(CONTRACTS[suit], msg("ai_jass.baseline.longest_suit"), "contract")

    def choose_card(self, match: Match, seat: str) -> Decision:
        """The highest-scoring legal card."""
        seat = SEATS[seat_number(seat)]
        if match.phase != "play" or match.to_act != seat:
            raise turn_error(match, seat, "play")
        values = POINTS[CONTRACTS.index(match.contract)]
        legal = indices(mask_of(match.legal_cards(seat)))
        card = max(legal, key=lambda c: (values[c], -(c % 9)))
        return Decision(match.legal_cards(seat)[legal.index(card)],
                        msg("ai_jass.baseline.highest_card"))

    def __repr__(self) -> str:
        return "GreedyPlayer()"
