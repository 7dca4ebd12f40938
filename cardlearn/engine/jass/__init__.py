"""Schieber (Swiss Jass): the deck, contracts, legal cards, tricks, Weis, Stöck and the match to 3000.

Cards are codes like ``"EU"`` (suit E R S B + rank A K O U T 9 8 7 6), seats
``N E S W`` (turn order counter-clockwise S → E → N → W), teams ``"NS"`` and
``"EW"``, contracts ``"E" "R" "S" "B"`` (trump suits), ``"obenabe"``, ``"undenufe"``.

- :func:`legal_cards`, :func:`trick_winner`, :func:`card_points`: the card rules.
- :func:`best_weis`, :func:`compare_weis`, :func:`weis_winner`, :func:`weis_report`: Weis.
- :func:`is_schneider`: whether a finished match is Schneider (the loser under 1500).
- :class:`Match`: a whole match with live scores, events and the record.
- :mod:`cardlearn.engine.jass.fast`: the bitmask core (:class:`DealState`) for AI simulations.
- :mod:`cardlearn.engine.jass.rules`: the tables (points, Weis values, multipliers).
"""
from __future__ import annotations

from cardlearn.engine.jass.deal import Deal, DealScore, Hand, Trick
from cardlearn.engine.jass.events import (
    DealEndEvent,
    JassEvent,
    MatchBonusEvent,
    MatchEndEvent,
    StoeckEvent,
    TrickEvent,
    WeisEvent,
)
from cardlearn.engine.jass.fast import DealState
from cardlearn.engine.jass.match import Match
from cardlearn.engine.jass.play import (
    card_points,
    legal_cards,
    trick_rule,
    trick_winner,
    why_illegal,
)
from cardlearn.engine.jass.rules import CONTRACTS, MULTIPLIERS, SEATS, TEAMS, is_schneider
from cardlearn.engine.jass.weis import (
    Weis,
    WeisComparison,
    WeisReport,
    best_weis,
    compare_weis,
    weis_report,
    weis_winner,
)

__all__ = [
    "CONTRACTS",
    "MULTIPLIERS",
    "SEATS",
    "TEAMS",
    "Deal",
    "DealEndEvent",
    "DealScore",
    "DealState",
    "Hand",
    "JassEvent",
    "Match",
    "MatchBonusEvent",
    "MatchEndEvent",
    "StoeckEvent",
    "Trick",
    "TrickEvent",
    "Weis",
    "WeisComparison",
    "WeisEvent",
    "WeisReport",
    "best_weis",
    "card_points",
    "compare_weis",
    "is_schneider",
    "legal_cards",
    "trick_rule",
    "trick_winner",
    "weis_report",
    "weis_winner",
    "why_illegal",
]
