"""The engine's exceptions: each says what was wrong and what is allowed, in the learner's language."""
from __future__ import annotations

from cardlearn.i18n.errors import CardlearnError

__all__ = [
    "CardlearnError",
    "IllegalAction",
    "IllegalCall",
    "IllegalCard",
    "InvalidArgument",
    "InvalidCard",
    "LimitExceeded",
    "PBNError",
]


class InvalidCard(CardlearnError, ValueError):
    """A card code that is not a card of the deck (``"SZ"``, ``"E5"``)."""


class IllegalCall(CardlearnError):
    """A bridge call that is not allowed now (insufficient bid, a double of partner ...)."""


class IllegalCard(CardlearnError):
    """A card that may not be played now (not in hand, must follow suit, no undertrumping ...)."""


class IllegalAction(CardlearnError):
    """An action out of turn or in the wrong phase (choosing trump during play ...)."""


class PBNError(CardlearnError, ValueError):
    """A PBN deal or file that cannot be read; the message names the place and the problem."""


class InvalidArgument(CardlearnError, ValueError):
    """A value handed to a public function or widget that has the wrong type or is out of range."""


class LimitExceeded(CardlearnError, ValueError):
    """An input larger than a documented limit (a PBN line, a tag value, boards per file)."""
