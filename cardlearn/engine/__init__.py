"""The rules of Contract Bridge and Schieber, in pure Python (no Jupyter, no native code)."""
from __future__ import annotations

from cardlearn.engine.errors import (
    CardlearnError,
    IllegalAction,
    IllegalCall,
    IllegalCard,
    InvalidCard,
    PBNError,
)

__all__ = [
    "CardlearnError",
    "IllegalAction",
    "IllegalCall",
    "IllegalCard",
    "InvalidCard",
    "PBNError",
]
