"""What the engine's answer to an exercise is made of: the value, the explanation and why a wrong answer is wrong."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardlearn.engine.bridge.calls import (
    Symbol,
)
from cardlearn.engine.cards import (
    card_message,
    parse_bridge_card,
)
from cardlearn.i18n import Message

Reason = Callable[[Any], "Message | None"]


class Unanswerable(Exception):
    """The situation has no answer (an auction that is not over, nobody has a Weis ...)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


@dataclass(frozen=True)
class Solution:
    """The engine's answer: ``value`` (a frozenset when any of several is right) and why."""

    value: Any
    explanation: tuple[Any, ...]
    reason: Reason | None = field(default=None, compare=False)
    """Why a given (well-formed) wrong answer is wrong, when the engine can say more than "no"."""
    items: tuple[str, ...] | None = None
    """The items to put in order (``order`` kind)."""
    reason_safe: bool = False
    """Whether ``reason`` only says what to look at, never the answer: then it may come with a first wrong answer."""

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` (canonical form) is a right answer."""
        if isinstance(self.value, frozenset):
            return value in self.value
        return value == self.value


def bridge_symbol(card: str) -> Symbol:
    """A bridge card as its symbol (♥A) for a message."""
    return Symbol(parse_bridge_card(card).symbol)


def bridge_cards(cards: list[str]) -> Symbol:
    """Bridge cards as symbols, space-separated, for a message."""
    return Symbol(" ".join(parse_bridge_card(card).symbol for card in cards))


def jass_cards(cards: list[str]) -> list[Any]:
    """Schieber cards as messages (their names)."""
    return [card_message(card, "jass") for card in cards]


def signed(points: int) -> str:
    """A score with its sign (+50, −800)."""
    return f"{points:+d}".replace("-", "−")
