"""Loading the ``.po`` catalogs and resolving keys to text in one language."""
from __future__ import annotations

import gettext
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel import Locale
from babel.messages.pofile import read_po

from cardlearn.i18n.errors import CardlearnError
from cardlearn.i18n.grammar import fill

LANGUAGES: tuple[str, ...] = ("th", "ko", "da", "tr", "en")
DEFAULT_LANGUAGE = "en"
LOCALES_DIR = Path(__file__).with_name("locales")

_current_language: str = DEFAULT_LANGUAGE


class UnknownLanguage(CardlearnError, ValueError):
    """A language code cardlearn has no catalog for (``.localized()`` shows it in any language).

    Still a :class:`ValueError`, as it was before it became a cardlearn error.
    """

    def __init__(self, code: object) -> None:
        super().__init__("i18n.error.unknown_language", code=_shown(code), languages=", ".join(LANGUAGES))
        self.code = code


def _shown(value: object) -> str:
    """A value from outside, short and with control characters made visible, for a message."""
    text = value if isinstance(value, str) else repr(value)
    text = text if len(text) <= 40 else text[:39] + "…"
    return "".join(c if c.isprintable() else f"U+{ord(c):04X}" for c in text)


def resolve_language(lang: str | None = None) -> str:
    """Return ``lang`` checked against the supported codes, or the default language.

    A code is text: ``"TH"``, ``" th "``, ``"th_TH"`` and ``"th-TH"`` read as
    ``"th"``; anything else (a number, a list) raises :class:`UnknownLanguage`.
    """
    if lang is None:
        return _current_language
    if not isinstance(lang, str):
        raise UnknownLanguage(lang)
    code = lang.strip().lower().replace("_", "-").split("-")[0]
    if code not in LANGUAGES:
        raise UnknownLanguage(lang)
    return code


def set_language(lang: str) -> None:
    """Set the default language for every function that produces learner text."""
    global _current_language
    _current_language = resolve_language(lang)


def get_language() -> str:
    """Return the current default language code."""
    return _current_language


@dataclass(frozen=True)
class Entry:
    """One catalog message: a single text, or one text per plural form."""

    forms: tuple[str, ...]
    domain: str


@dataclass(frozen=True)
class LanguageCatalog:
    """All domains of one language merged, with its CLDR plural rule."""

    lang: str
    entries: dict[str, Entry]
    plural_index: Callable[[int], int]
    num_plurals: int


@cache
def load_catalog(lang: str) -> LanguageCatalog:
    """Read every ``.po`` domain of ``lang`` (cached); a key defined twice is an error."""
    lang = resolve_language(lang)
    locale = Locale.parse(lang)
    entries: dict[str, Entry] = {}
    num_plurals = 2
    plural_expr = "(n != 1)"
    for path in sorted((LOCALES_DIR / lang).glob("*.po")):
        with path.open("rb") as handle:
            po = read_po(handle, locale=locale, domain=path.stem)
        # Babel derives the plural rule from CLDR for the catalog's locale.
        num_plurals, plural_expr = po.num_plurals, po.plural_expr
        for message in po:
            if not message.id:
                continue  # the header
            key = str(message.id[0] if isinstance(message.id, (tuple, list)) else message.id)
            raw = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
            forms = tuple(str(form or "") for form in raw)
            if key in entries:
                raise ValueError(
                    f"catalog key {key!r} is defined in both {entries[key].domain}.po "
                    f"and {path.name} for {lang}"
                )
            entries[key] = Entry(forms, path.stem)
    return LanguageCatalog(lang, entries, gettext.c2py(plural_expr), num_plurals)


def catalog_keys(lang: str = DEFAULT_LANGUAGE) -> list[str]:
    """Every key of the catalog of ``lang``, sorted."""
    return sorted(load_catalog(lang).entries)


def has_key(key: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    """Whether ``key`` exists (with non-empty text) in the catalog of ``lang``."""
    entry = load_catalog(lang).entries.get(key)
    return entry is not None and all(entry.forms)


def _lookup(key: str, lang: str, n: int | None) -> str:
    for code in (lang, DEFAULT_LANGUAGE):
        catalog = load_catalog(code)
        entry = catalog.entries.get(key)
        if entry is None:
            continue
        if n is None or len(entry.forms) == 1:
            text = entry.forms[0]
        else:
            index = catalog.plural_index(n)
            text = entry.forms[min(index, len(entry.forms) - 1)]
        if text:
            return text
    # A missing key is a bug the catalog tests catch; show the key rather than crash a lesson.
    return key


def t_raw(key: str, lang: str | None = None) -> str:
    """The catalog text of ``key`` in ``lang`` with its placeholders left unfilled."""
    return _lookup(key, resolve_language(lang), None)


def t(key: str, lang: str | None = None, **params: object) -> str:
    """Translate ``key`` into ``lang`` (default: the current language) and fill its placeholders.

    Placeholders may carry grammar modifiers (``{card|이}``, ``{call|'DIr}``): see
    :mod:`cardlearn.i18n.grammar`.
    """
    lang = resolve_language(lang)
    text = _lookup(key, lang, None)
    return fill(text, lang, params) if params else text


def ngettext(key: str, n: int, lang: str | None = None, **params: object) -> str:
    """Translate a counted message: picks the CLDR plural form for ``n`` (also passed as ``{n}``)."""
    lang = resolve_language(lang)
    text = _lookup(key, lang, n)
    return fill(text, lang, {"n": n, **params})
