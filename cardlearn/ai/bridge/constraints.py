"""What a call tells about the caller's hand, in numbers a card-play sampler can use."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from cardlearn.engine.cards import BRIDGE_SUITS as SUITS

MAX_HCP = 37


@dataclass(frozen=True)
class HandConstraints:
    """Known limits of one hand: HCP range and a length range per suit (``S H D C`` order).

    ``lengths`` holds one ``(min, max)`` pair per suit. The loosest value
    (``HandConstraints()``) says nothing: 0–37 HCP and 0–13 cards in each suit.
    """

    hcp_min: int = 0
    hcp_max: int = MAX_HCP
    lengths: tuple[tuple[int, int], ...] = ((0, 13),) * 4
    #: The least strength shown counting shape too (total or support points); 0 when none was shown.
    points_min: int = 0

    @classmethod
    def make(
        cls,
        hcp_min: int | None = None,
        hcp_max: int | None = None,
        min_len: Mapping[str, int] | None = None,
        max_len: Mapping[str, int] | None = None,
        points_min: int = 0,
    ) -> HandConstraints:
        """Build from keyword limits, e.g. ``make(15, 17, min_len={"H": 5})``."""
        lengths = []
        for suit in SUITS:
            lo = (min_len or {}).get(suit, 0)
            hi = (max_len or {}).get(suit, 13)
            lengths.append((max(0, lo), min(13, hi)))
        return cls(
            max(0, hcp_min if hcp_min is not None else 0),
            min(MAX_HCP, hcp_max if hcp_max is not None else MAX_HCP),
            tuple(lengths),
            max(0, points_min),
        )

    def min_len(self, suit: str) -> int:
        """The fewest cards the hand may hold in ``suit``."""
        return self.lengths[SUITS.index(suit)][0]

    def max_len(self, suit: str) -> int:
        """The most cards the hand may hold in ``suit``."""
        return self.lengths[SUITS.index(suit)][1]

    @property
    def is_empty(self) -> bool:
        """True when no hand can satisfy every limit (contradictory information)."""
        if self.hcp_min > self.hcp_max:
            return True
        if any(lo > hi for lo, hi in self.lengths):
            return True
        return sum(lo for lo, _ in self.lengths) > 13 or sum(hi for _, hi in self.lengths) < 13

    @property
    def is_loose(self) -> bool:
        """True when the constraints say nothing at all."""
        return self == HandConstraints()

    def intersect(self, other: HandConstraints) -> HandConstraints:
        """Both sets of limits at once (what two calls of the same player show together)."""
        return HandConstraints(
            max(self.hcp_min, other.hcp_min),
            min(self.hcp_max, other.hcp_max),
            tuple((max(a[0], b[0]), min(a[1], b[1])) for a, b in zip(self.lengths, other.lengths)),
            max(self.points_min, other.points_min),
        )

    def hull(self, other: HandConstraints) -> HandConstraints:
        """Limits that hold for either (a call with two possible meanings)."""
        return HandConstraints(
            min(self.hcp_min, other.hcp_min),
            max(self.hcp_max, other.hcp_max),
            tuple((min(a[0], b[0]), max(a[1], b[1])) for a, b in zip(self.lengths, other.lengths)),
            min(self.points_min, other.points_min),
        )

    def accepts(self, hcp: int, lengths: Mapping[str, int]) -> bool:
        """Whether a hand with ``hcp`` points and these suit lengths fits the limits."""
        if not self.hcp_min <= hcp <= self.hcp_max:
            return False
        return all(lo <= lengths[suit] <= hi for suit, (lo, hi) in zip(SUITS, self.lengths))

    def __repr__(self) -> str:
        parts = [f"hcp={self.hcp_min}-{self.hcp_max}"]
        if self.points_min:
            parts.append(f"points>={self.points_min}")
        for suit, (lo, hi) in zip(SUITS, self.lengths):
            if (lo, hi) != (0, 13):
                parts.append(f"{suit}={lo}-{hi}")
        return f"HandConstraints({', '.join(parts)})"
