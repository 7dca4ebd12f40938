"""The Minibridge topics: who declares and which contract, as the engine's Minibridge rules say.

No rule is written here; see :mod:`cardlearn.engine.bridge.minibridge`.
"""
from __future__ import annotations

from typing import Any

from cardlearn.engine import bridge
from cardlearn.engine.bridge.minibridge import GAME_POINTS, advise_contract, minibridge_setup
from cardlearn.engine.seats import seat_message
from cardlearn.exercises.solution import Solution, Unanswerable
from cardlearn.i18n import msg


def _setup(s: dict[str, Any]) -> Any:
    setup = minibridge_setup(bridge.Deal.from_pbn(s["deal"]), s["dealer"])
    if setup.declarer is None:  # 20–20: there is nobody to ask about
        raise Unanswerable(setup.message())
    return setup


def minibridge_declarer(kind: str, s: dict[str, Any]) -> Solution:
    """The Minibridge declarer: the stronger side's stronger hand (equal: who spoke first)."""
    setup = _setup(s)
    reason = msg("exercises.why.minibridge_declarer", dealer=seat_message(setup.dealer))
    return Solution(setup.declarer, (setup.points_message(), setup.message()), lambda answer: reason,
                    reason_safe=True)


def minibridge_contract(kind: str, s: dict[str, Any]) -> Solution:
    """The contract the Minibridge guidance gives the declarer (part score or game, trumps or no trump)."""
    setup = _setup(s)
    advice = advise_contract(bridge.Deal.from_pbn(s["deal"]), setup.declarer)
    reason = msg("exercises.why.minibridge_contract", goal=GAME_POINTS)
    return Solution(advice.contract.code, (setup.message(), advice.message()), lambda answer: reason,
                    reason_safe=True)


__all__ = ["minibridge_contract", "minibridge_declarer"]
