"""The match's scoring stream: one typed event per credit, each with the running score after it."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(frozen=True)
class JassEvent:
    """A scoring event: ``points`` (multiplied) credited to ``team`` in deal ``deal``; ``scores`` after it."""

    deal: int
    team: str | None
    points: int
    base: int
    scores: Mapping[str, int]

    kind: ClassVar[str] = "event"

    def as_row(self) -> dict[str, Any]:
        """The event as a flat dict (for tables)."""
        return {"deal": self.deal, "kind": self.kind, "team": self.team, "base": self.base,
                "points": self.points, "NS": self.scores["NS"], "EW": self.scores["EW"]}


@dataclass(frozen=True)
class StoeckEvent(JassEvent):
    """Stöck credited to ``seat``'s team; ``early`` when it was awarded because it wins the match."""

    seat: str = ""
    early: bool = False
    kind: ClassVar[str] = "stoeck"


@dataclass(frozen=True)
class WeisEvent(JassEvent):
    """The Weis of the winning team, credited at the end of the first trick."""

    report: Any = field(default=None, compare=False)
    kind: ClassVar[str] = "weis"


@dataclass(frozen=True)
class TrickEvent(JassEvent):
    """A trick's card points (the last trick's +5 included) to the winner's team."""

    trick: int = 0
    winner: str = ""
    last: bool = False
    kind: ClassVar[str] = "trick"


@dataclass(frozen=True)
class MatchBonusEvent(JassEvent):
    """The Match bonus: one team took all nine tricks."""

    kind: ClassVar[str] = "match_bonus"


@dataclass(frozen=True)
class DealEndEvent(JassEvent):
    """A deal was played to the end without the match ending."""

    score: Any = field(default=None, compare=False)
    kind: ClassVar[str] = "deal_end"


@dataclass(frozen=True)
class MatchEndEvent(JassEvent):
    """A team reached the target: ``team`` won; ``schneider`` if the loser had under 1500."""

    schneider: bool = False
    kind: ClassVar[str] = "match_end"
