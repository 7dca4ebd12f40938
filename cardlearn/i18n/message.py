"""A message that is translated when it is shown, not when it is made."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cardlearn.i18n.catalog import ngettext, resolve_language, t


@dataclass(frozen=True)
class Message:
    """A catalog key with parameters; parameters may themselves be Messages.

    Errors and AI explanations carry Messages so the same object can be shown
    in any language later (a widget switching from Danish to Thai re-renders
    the reason in Thai without asking the engine again).
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    count: int | None = None

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the current language)."""
        lang = resolve_language(lang)
        params = {name: render(value, lang) for name, value in self.params.items()}
        if self.count is not None:
            return ngettext(self.key, self.count, lang, **params)
        return t(self.key, lang, **params)

    def __str__(self) -> str:
        return self.text()


def msg(key: str, count: int | None = None, **params: Any) -> Message:
    """Shorthand for ``Message(key, params, count)``."""
    return Message(key, params, count)


def render(value: Any, lang: str | None = None) -> str:
    """Text of a parameter: anything with ``.text(lang)`` is translated, lists joined, others ``str()``-ed."""
    if callable(getattr(value, "text", None)):
        return value.text(lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(render(item, lang) for item in value)
    return str(value)


def rendered(view: Any, lang: str | None = None) -> Any:
    """A view (dicts and lists of JSON-able values) with every message in it rendered in ``lang``.

    A view builder may put Messages where text goes and leave the language to the
    one call that publishes the view: its helpers then need no ``lang`` of their own.
    """
    if isinstance(view, dict):
        return {key: rendered(value, lang) for key, value in view.items()}
    if isinstance(view, list):
        return [rendered(item, lang) for item in view]
    if callable(getattr(view, "text", None)):
        return view.text(lang)
    return view
