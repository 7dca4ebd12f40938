"""The rules of Contract Bridge and Schieber, in pure Python (no Jupyter, no native code), and the words both games share."""
from __future__ import annotations

from cardlearn.engine.errors import (
    CardlearnError,
    IllegalAction,
    IllegalCall,
    IllegalCard,
    InvalidCard,
    PBNError,
)
from cardlearn.engine.seats import Seat, Side
from cardlearn.engine.vulnerability import Vulnerability

__all__ = [
    "CardlearnError",
    "IllegalAction",
    "IllegalCall",
    "IllegalCard",
    "InvalidCard",
    "PBNError",
    "Seat",
    "Side",
    "Vulnerability",
]
