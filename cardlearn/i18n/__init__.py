"""Every word a learner reads, in th, ko, da, tr and en, from one catalog.

The catalog lives in gettext ``.po`` files under ``locales/<lang>/<domain>.po``
(one domain per area of the package: ``core``, ``bridge``, ``jass`` ...). All
domains of a language form one catalog: a key is defined exactly once.
Message ids are stable dotted keys (``bridge.error.insufficient_bid``); the
English file is the reference text for translators. Placeholders use
``str.format`` braces (``{call}``); a placeholder may ask for the particle or
suffix its value needs when read aloud (``{call|이}``, ``{call|'DIr}``, see
:mod:`cardlearn.i18n.grammar`). Plural forms follow CLDR through Babel
(Thai and Korean have one form, Danish, Turkish and English two).

This is the bottom layer of the package: it imports nothing else of cardlearn.
"""
from __future__ import annotations

from cardlearn.i18n.catalog import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    UnknownLanguage,
    catalog_keys,
    get_language,
    has_key,
    ngettext,
    resolve_language,
    set_language,
    t,
)
from cardlearn.i18n.errors import CardlearnError
from cardlearn.i18n.grammar import GrammarError
from cardlearn.i18n.message import Message, msg, render, rendered
from cardlearn.i18n.terminology import find_variants

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "CardlearnError",
    "GrammarError",
    "Message",
    "UnknownLanguage",
    "catalog_keys",
    "find_variants",
    "get_language",
    "has_key",
    "msg",
    "ngettext",
    "render",
    "rendered",
    "resolve_language",
    "set_language",
    "t",
]
