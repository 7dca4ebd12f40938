"""A trick as a read-only value: who led, the four cards in play order, who won."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import Symbol
from cardlearn.engine.bridge.table import SEATS
from cardlearn.engine.cards import parse_bridge_card, suit_message
from cardlearn.engine.errors import InvalidArgument
from cardlearn.engine.validate import check_choice
from cardlearn.i18n import Message, msg


@checked
def trick_rule(cards: Sequence[str], winner: str, trump: str | None) -> Message:
    """Why ``winner`` (one of ``cards``, in play order) wins: a ruff, trumps led, no trump, or following suit."""
    if not cards:
        raise InvalidArgument("engine.arg.empty", name="cards")
    check_choice(winner, "winner", list(cards))
    led = cards[0][0]
    if winner[0] != led:
        key = "bridge.trick_rule.ruff"
    elif trump is None:
        key = "bridge.trick_rule.nt"
    elif led == trump:
        key = "bridge.trick_rule.trump_led"
    else:
        key = "bridge.trick_rule.follow"
    return msg(key, card=Symbol(parse_bridge_card(winner).symbol), suit=suit_message(led))


@dataclass(frozen=True, slots=True)
class Trick:
    """Trick ``number`` (1..13): ``cards`` in play order from ``leader``; ``winner`` None while incomplete."""

    number: int
    leader: str
    cards: tuple[str, ...]
    winner: str | None = None

    @property
    def seats(self) -> tuple[str, ...]:
        """The seats that played ``cards``, in the same order."""
        start = SEATS.index(self.leader)
        return tuple(SEATS[(start + k) & 3] for k in range(len(self.cards)))

    @property
    def by_seat(self) -> dict[str, str]:
        """The cards keyed by the seat that played them."""
        return dict(zip(self.seats, self.cards))

    @property
    def is_complete(self) -> bool:
        """Whether all four cards have been played."""
        return len(self.cards) == 4

    @property
    def winning_side(self) -> str | None:
        """``"NS"`` or ``"EW"`` for a finished trick."""
        return None if self.winner is None else ("NS" if self.winner in "NS" else "EW")

    def __repr__(self) -> str:
        return (f"Trick({self.number}, leader={self.leader!r}, cards={' '.join(self.cards)!r}, "
                f"winner={self.winner!r})")

    def _repr_html_(self) -> str:
        from cardlearn.engine.bridge.html import trick_html

        return trick_html(self)
