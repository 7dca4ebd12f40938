"""The base of every cardlearn error: a catalog message shown in the learner's language.

It lives in the bottom layer so that :class:`~cardlearn.i18n.UnknownLanguage`
(raised by the catalog itself) is a cardlearn error like every other; the
engine re-exports it as :class:`cardlearn.engine.errors.CardlearnError`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardlearn.i18n.message import Message


class CardlearnError(Exception):
    """Base of every cardlearn error; ``str()`` is the message in the current language.

    The message is kept as a :class:`~cardlearn.i18n.Message`, so
    ``error.localized("th")`` shows the same error in another language.
    """

    def __init__(self, key: str, /, **params: Any) -> None:
        # Imported here: the catalog raises UnknownLanguage, so this module loads before it.
        from cardlearn.i18n.catalog import get_language
        from cardlearn.i18n.message import Message

        self.message: Message = Message(key, params)
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
