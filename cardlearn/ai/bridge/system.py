"""The bidding system as data: SAYC (ACBL Standard American Yellow Card) as a bridge teacher recognises it.

The blocks live in :mod:`.sections`, one module per section of the ACBL SAYC
booklet; :mod:`.sections.manifest` states their priority and builds
:data:`SYSTEM`, which this module re-exports with the forcing sets read off it.

Each :class:`~cardlearn.ai.bridge.rule.Block` names an auction context; its
rules are tried in order and the first whose hand conditions hold (and whose
call is legal) is the call. The shown conditions of a rule are its meaning:
the same objects give the learner's text (``"6–10 HCP, 3+ ♥"``) and the
card-play sampler's :class:`HandConstraints`. Hidden conditions
(:class:`Hidden`, :class:`Check`) only choose between calls.

Contexts read the auction from the opening bid on, from the caller's seat
(see :mod:`.patterns`): ``"1M P"`` is "partner opened one of a major, RHO
passed".
"""
from __future__ import annotations

from cardlearn.ai.bridge.sections.manifest import SYSTEM

__all__ = ["FORCING_RULES", "GAME_FORCING_RULES", "SYSTEM"]

#: The ids of the rules whose call partner may not pass. Forcing is marked on each rule where it is written
#: (``rule(..., forcing=True)``); this set is read off the system, never kept by hand.
FORCING_RULES: frozenset[str] = frozenset(r.id for blk in SYSTEM for r in blk.rules if r.forcing)
#: The ids of the rules that commit the partnership to game (``rule(..., game_forcing=True)``), read off the system.
GAME_FORCING_RULES: frozenset[str] = frozenset(r.id for blk in SYSTEM for r in blk.rules if r.game_forcing)
