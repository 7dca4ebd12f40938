"""A read-only view of an auction (the calls so far) that draws itself as a bidding table."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from cardlearn.engine.bridge.calls import Call, code_text
from cardlearn.engine.bridge.contract import Contract
from cardlearn.engine.bridge.table import SEATS


@dataclass(frozen=True)
class Auction:
    """The calls of one deal in order, starting with ``dealer`` (a seat letter)."""

    dealer: str
    calls: tuple[Call, ...]
    contract: Contract | None = None
    is_over: bool = False

    @property
    def passed_out(self) -> bool:
        """Whether the auction ended with four passes."""
        return self.is_over and self.contract is None

    def seat_of(self, index: int) -> str:
        """The seat that made call number ``index`` (0-based)."""
        return SEATS[(SEATS.index(self.dealer) + index) & 3]

    def __len__(self) -> int:
        return len(self.calls)

    def __iter__(self) -> Iterator[Call]:
        return iter(self.calls)

    def __repr__(self) -> str:
        calls = " ".join(code_text(call.code) for call in self.calls)
        return f"Auction(dealer={self.dealer!r}, calls='{calls}')"

    def _repr_html_(self) -> str:
        from cardlearn.engine.bridge.html import auction_html

        return auction_html(self)
