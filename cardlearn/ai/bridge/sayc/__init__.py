"""The SAYC label key and the small checks the section modules share (the blocks are in :mod:`cardlearn.ai.bridge.sections`).

Where the booklet is silent a rule follows common ACBL practice, and its label
says so ("common practice"). Contexts that need more than a token pattern are
small functions of the :class:`AuctionView` returning the suit bindings.
"""
from __future__ import annotations

from cardlearn.ai.bridge.sayc.common import SUITS, S

__all__ = ["SUITS", "S"]
