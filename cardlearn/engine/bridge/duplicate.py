"""Duplicate scoring of one board: matchpoints (with Neuberg's formula), artificial averages, IMPs to a datum.

Every result of a board is a score for the same direction (North-South), as on a traveller.

- **Matchpoints** (:func:`matchpoints`): each result gets 2 for every result it beats and 1 for
  every result it ties, so the top is ``2(n-1)`` (the EBU scale, ``scale=2``); ``scale=1``
  halves that (1 per beaten result, ½ per tie: the ACBL scale, top ``n-1``).
- **Neuberg** (:func:`matchpoints` with ``expected``): a board played ``n`` times where ``expected``
  results were due is matchpointed as if each result had happened ``expected/n`` times:
  ``(mp + s/2) * expected/n - s/2`` on a scale ``s``; the top is that of ``expected`` results,
  and the average stays the average (EBU, "The Neuberg formula – the principle").
- **Artificial scores** (:func:`artificial`): average-plus, average, average-minus are 60%, 50%
  and 40% of the top (Law 12C2).
- **IMPs to a datum** (:func:`datum`, :func:`imps_to_datum`): the datum is the mean of the
  results rounded to the nearest 10; each result is worth ``imps(score - datum)`` on the WBF scale.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from cardlearn.engine.bridge.imps import imps
from cardlearn.engine.errors import InvalidArgument

Key = TypeVar("Key")

ARTIFICIAL = {"average_plus": 0.6, "average": 0.5, "average_minus": 0.4}
"""The artificial adjusted scores as a share of the top (Law 12C2)."""


def _check_scale(scale: float) -> None:
    if scale not in (1, 2):
        raise InvalidArgument("engine.arg.choice", value=str(scale)[:20], name="scale", allowed="1, 2")


def top(results: int, scale: float = 2) -> float:
    """The top of a board played ``results`` times: ``2(n-1)`` (``scale=2``) or ``n-1`` (``scale=1``)."""
    _check_scale(scale)
    return scale * max(results - 1, 0)


def matchpoints(scores: Mapping[Key, int], expected: int | None = None, scale: float = 2) -> dict[Key, float]:
    """Matchpoints of each North-South score of one board; ``expected`` results due → Neuberg's formula.

    >>> matchpoints({"a": 420, "b": 420, "c": 170, "d": -50})
    {'a': 5.0, 'b': 5.0, 'c': 2.0, 'd': 0.0}
    """
    _check_scale(scale)
    played = len(scores)
    due = played if expected is None else expected
    if isinstance(due, bool) or not isinstance(due, int) or not played <= due <= max(played, 10_000):
        raise InvalidArgument("engine.arg.int", name="expected", value=str(expected)[:20],
                              low=played, high=max(played, 10_000))
    half = scale / 2
    points: dict[Key, float] = {}
    for key, score in scores.items():
        raw = sum(scale if score > other else half if score == other else 0 for other in scores.values())
        raw -= half  # the loop tied the result with itself
        points[key] = raw if due == played or played == 0 else (raw + half) * due / played - half
    return points


def percentage(points: float, board_top: float) -> float:
    """Matchpoints as a percentage of the top (a board with no one to compare with is 50%)."""
    return 50.0 if board_top <= 0 else 100.0 * points / board_top


def artificial(kind: str, board_top: float) -> float:
    """The matchpoints of an artificial score (``average_plus``, ``average``, ``average_minus``)."""
    if kind not in ARTIFICIAL:
        raise InvalidArgument("engine.arg.choice", value=str(kind)[:30], name="kind", allowed=", ".join(ARTIFICIAL))
    return ARTIFICIAL[kind] * board_top


def datum(scores: Mapping[Key, int] | list[int]) -> int:
    """The field's average North-South score rounded to the nearest 10 (halves away from zero)."""
    values = list(scores.values()) if isinstance(scores, Mapping) else list(scores)
    if not values:
        return 0
    mean = sum(values) / len(values)
    tens = int(abs(mean) / 10 + 0.5) * 10
    return tens if mean >= 0 else -tens


def imps_to_datum(scores: Mapping[Key, int]) -> dict[Key, int]:
    """Each score's IMPs against the field's :func:`datum` (WBF scale)."""
    middle = datum(scores)
    return {key: imps(score - middle) for key, score in scores.items()}


__all__ = ["ARTIFICIAL", "artificial", "datum", "imps_to_datum", "matchpoints", "percentage", "top"]
