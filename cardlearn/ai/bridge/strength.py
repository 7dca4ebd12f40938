"""How hard the bridge card player thinks: the levels ``heuristic``, ``budget`` and ``full``.

>>> from cardlearn.ai.bridge.strength import resolve_ai_level
>>> resolve_ai_level("budget")
'budget'

- ``full`` (the default): the Monte-Carlo double-dummy player with a fixed
  budget of :data:`FULL_BUDGET_MS` estimated milliseconds per decision. The
  estimate comes from a cost table, never from a clock, so a seeded decision
  is the same on every machine and under any load (lessons and tests).
- ``budget``: for a class on one server. A real wall-clock deadline of
  :data:`BUDGET_DEADLINE_S` per decision (the opening lead included), shorter
  while the load average is above the number of cores or the solver runs
  measurably slower than on an idle machine (down to
  :data:`BUDGET_DEADLINE_FLOOR` of it): layouts are solved in
  small batches and the player stops at the deadline, using what it solved;
  fewer than ``min_samples`` layouts and that decision falls back to the
  heuristic player. The solver runs with one thread and a small memory cap
  (:data:`BUDGET_SOLVER_MB`), since a class already keeps every core busy.
  Its decisions depend on the clock and the load, so it is not reproducible.
- ``heuristic``: the pure-Python rules of thumb, no solver at all.

A table reads the level from the environment variable ``CARDLEARN_AI`` (for
example set by ``cardlearn hub serve --ai budget``); an explicit argument wins.
"""
from __future__ import annotations

import os
from typing import NamedTuple

from cardlearn.engine.arguments import checked
from cardlearn.engine.errors import CardlearnError

AI_LEVELS: tuple[str, ...] = ("heuristic", "budget", "full")
ENV_VAR = "CARDLEARN_AI"
DEFAULT_LEVEL = "full"

# Estimated milliseconds of solver time per decision (see play_dd.solve_cost_ms for the table).
FULL_BUDGET_MS = 420.0
BUDGET_BUDGET_MS = 240.0  # the most the budget level solves: 3 layouts at the opening lead, 14 at trick 2
# Layouts per decision: below the minimum a sample says too little (budget: use the heuristic).
FULL_SAMPLES = (6, 40)
# The full level's decision that is not settled after its sample (one group of cards never worse than
# any other on every layout) solves more layouts, up to this many, as far as the budget reaches: where
# layouts disagree, 40 of them often rank two cards wrongly (issue #28).
FULL_UNSETTLED_SAMPLES = 120
BUDGET_SAMPLES = (2, 24)
# The budget level's wall-clock deadline per decision (seconds), and the least it shrinks to under load.
BUDGET_DEADLINE_S = 0.12
BUDGET_DEADLINE_FLOOR = 0.35
# The budget level's solver: one thread, at most this many MB of transposition tables.
BUDGET_SOLVER_THREADS = 1
BUDGET_SOLVER_MB = 100


class Budget(NamedTuple):
    """A double-dummy decision's budget: estimated ms, the sample range, and what to do below it."""

    ms: float
    min_samples: int
    max_samples: int
    heuristic_below_min: bool  # True: play by heuristics when min_samples do not fit; False: solve min_samples
    deadline_s: float | None = None  # wall-clock seconds per decision (budget level); None: the estimate only
    unsettled_samples: int = 0  # the most layouts an unsettled decision grows to within ``ms`` (0: no growth)


class InvalidAILevel(CardlearnError, ValueError):
    """An AI level that does not exist (the message lists the allowed ones)."""


@checked
def resolve_ai_level(level: str | None = None) -> str:
    """The level to use: ``level`` if given, else ``$CARDLEARN_AI`` if set, else ``"full"``.

    Raises :class:`InvalidAILevel` (localized, naming the allowed values) for anything else.
    """
    allowed = ", ".join(AI_LEVELS)
    if level is not None:
        value = str(level).strip().lower()
        if value not in AI_LEVELS:
            raise InvalidAILevel("ai_bridge_card.error.level", value=str(level), allowed=allowed)
        return value
    raw = os.environ.get(ENV_VAR, "")
    value = raw.strip().lower()
    if not value:
        return DEFAULT_LEVEL
    if value not in AI_LEVELS:
        raise InvalidAILevel("ai_bridge_card.error.level_env", variable=ENV_VAR, value=raw, allowed=allowed)
    return value


def busy_factor(load: float | None = None, cores: int | None = None) -> float:
    """1.0 on an idle machine, ``cores / load`` once the 1-minute load average exceeds the cores."""
    cores = cores or os.cpu_count() or 1
    if load is None:
        try:
            load = os.getloadavg()[0]
        except (AttributeError, OSError):  # no load average (Windows, Pyodide): assume idle
            return 1.0
    return 1.0 if load <= cores else cores / load


def decision_budget(level: str | None = None, load: float | None = None) -> Budget | None:
    """The :class:`Budget` of a double-dummy level (None for ``heuristic``); ``load`` overrides the load average."""
    level = resolve_ai_level(level)
    if level == "heuristic":
        return None
    if level == "full":
        return Budget(FULL_BUDGET_MS, *FULL_SAMPLES, heuristic_below_min=False,
                      unsettled_samples=FULL_UNSETTLED_SAMPLES)
    deadline = BUDGET_DEADLINE_S * max(BUDGET_DEADLINE_FLOOR, busy_factor(load))
    return Budget(BUDGET_BUDGET_MS, *BUDGET_SAMPLES, heuristic_below_min=True, deadline_s=deadline)


__all__ = [
    "AI_LEVELS",
    "BUDGET_DEADLINE_S",
    "DEFAULT_LEVEL",
    "ENV_VAR",
    "Budget",
    "InvalidAILevel",
    "busy_factor",
    "decision_budget",
    "resolve_ai_level",
]
