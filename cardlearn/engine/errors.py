"""The engine's exceptions: each says what was wrong and what is allowed, in the learner's language."""
from __future__ import annotations

from typing import Any

from cardlearn.i18n import Message, get_language


class CardlearnError(Exception):
    """Base of every cardlearn error; ``str()`` is the message in the current language.

    The message is kept as a :class:`~cardlearn.i18n.Message`, so
    ``error.localized("th")`` shows the same error in another language.
    """

    def __init__(self, key: str, /, **params: Any) -> None:
        self.message = Message(key, params)
        self.lang = get_language()
        super().__init__(self.message.text(self.lang))

    @property
    def key(self) -> str:
        """The catalog key of the message (stable, for tests and front ends)."""
        return self.message.key

    @property
    def params(self) -> dict[str, Any]:
        """The message's parameters."""
        return dict(self.message.params)

    def localized(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the current language)."""
        return self.message.text(lang)


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
