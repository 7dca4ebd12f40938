"""Contract Bridge: dealing, auction, play and the raw duplicate score of a single deal.

>>> from cardlearn.engine import bridge
>>> bridge.score("4HX", tricks=7, vulnerable=True).total
-800
>>> game = bridge.Game(bridge.Deal.random(seed=1), vulnerability="NS")
>>> game.to_act, game.legal_calls()[:3]
('S', ['P', '1C', '1D'])

:class:`Game` is the friendly, validating API; :mod:`.fast` is the core on
ints and bitmasks that ``Game`` wraps and that simulations drive directly.
"""
from __future__ import annotations

from cardlearn.engine.bridge.auction import Auction
from cardlearn.engine.bridge.boards import Board, iter_boards, load_boards
from cardlearn.engine.bridge.calls import STRAINS, Call, Strain
from cardlearn.engine.bridge.contract import Contract, parse_contract
from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.game import Game
from cardlearn.engine.bridge.imps import imps
from cardlearn.engine.bridge.play import Trick, trick_rule
from cardlearn.engine.bridge.scoring import ScoreBreakdown, ScorePart, score
from cardlearn.engine.bridge.table import SEATS, SIDES, VULNERABILITIES
from cardlearn.engine.errors import (
    CardlearnError,
    IllegalAction,
    IllegalCall,
    IllegalCard,
    InvalidCard,
    PBNError,
)

__all__ = [
    "SEATS",
    "SIDES",
    "STRAINS",
    "VULNERABILITIES",
    "Auction",
    "Board",
    "Call",
    "CardlearnError",
    "Contract",
    "Deal",
    "Game",
    "IllegalAction",
    "IllegalCall",
    "IllegalCard",
    "InvalidCard",
    "PBNError",
    "ScoreBreakdown",
    "ScorePart",
    "Strain",
    "Trick",
    "imps",
    "iter_boards",
    "load_boards",
    "parse_contract",
    "score",
    "trick_rule",
]
