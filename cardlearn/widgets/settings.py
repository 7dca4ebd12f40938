"""One settings bar per notebook: ``cardlearn.settings()`` and the settings every lesson widget shares.

A lesson puts ``cardlearn.settings(lang="th")`` in a cell near its top. That
cell shows one bar (language, contrast, grain, colour temperature); from then
on every lesson and exercise widget of the kernel (BiddingLadder, TrickTrainer,
UndertrickCalculator, WeisComparator, ExerciseWidget) draws no bar of its own
and follows the shared settings: moving a slider or picking a language in the
bar redraws all of them at once. The game tables (BridgeTable, JassTable) keep
their own bar — a table is a place to play, with its own look.

Design (why one shared object rather than linked widgets): the settings belong
to the notebook, not to a widget, so they live in one kernel-wide
:class:`NotebookSettings` object. Each lesson widget registers with it (weakly,
so a closed widget is forgotten) and copies a change into its own traits, which
republishes its view; no widget knows about another. Without a
``cardlearn.settings()`` call nothing changes: each lesson widget keeps its own
bar, as before. Running the cell again is safe: it shows another bar bound to
the same settings (and sets the language given).

The bar also sets the kernel's language (:func:`cardlearn.i18n.set_language`),
so text printed by code — ``ex.check(...)``, ``ex.hint()`` — follows the bar.
"""
from __future__ import annotations

import weakref
from collections.abc import Mapping
from html import escape
from typing import Any

import traitlets

from cardlearn.engine.theme import INK, PALETTE
from cardlearn.i18n import LANGUAGES, get_language, resolve_language, set_language, t
from cardlearn.i18n.catalog import UnknownLanguage
from cardlearn.widgets.base import (
    RANGE_SETTINGS,
    IntentError,
    TableWidget,
    link_esm,
    short,
    table_css,
)
from cardlearn.widgets.static_html import FONT

SAND = PALETTE["sand"]
SHARED_NAMES: tuple[str, ...] = ("lang", *RANGE_SETTINGS)


class SettingsError(IntentError):
    """A setting value that is not allowed (unknown language, a level outside 0–100); nothing changed."""


class NotebookSettings(traitlets.HasTraits):
    """The kernel's shared settings; ``active`` once a settings bar has been shown."""

    lang = traitlets.Unicode("en")
    contrast = traitlets.Int(50, min=0, max=100)
    grain = traitlets.Int(50, min=0, max=100)
    color_temperature = traitlets.Int(50, min=0, max=100)
    active = traitlets.Bool(False)

    def __init__(self) -> None:
        super().__init__()
        self._followers: weakref.WeakSet[TableWidget] = weakref.WeakSet()
        self.observe(self._spread, names=list(SHARED_NAMES))
        self.observe(self._activated, names=["active"])

    def follow(self, widget: TableWidget) -> None:
        """Let ``widget`` follow the shared settings from now on."""
        self._followers.add(widget)

    def followers(self) -> list[TableWidget]:
        """The live widgets following the shared settings."""
        return list(self._followers)

    def update(self, **values: Any) -> None:
        """Check every value first, then change them (all or nothing) and redraw every follower."""
        checked = {name: check_setting(name, value) for name, value in values.items()}
        with self.hold_trait_notifications():
            for name, value in checked.items():
                setattr(self, name, value)

    def _spread(self, change: Any) -> None:
        if change["name"] == "lang":
            set_language(change["new"])
        for widget in self.followers():
            setattr(widget, change["name"], change["new"])

    def _activated(self, _change: Any) -> None:
        for widget in self.followers():
            widget.publish()  # the bar of each lesson widget goes away (or comes back)

    def reset(self) -> None:
        """Back to the defaults with no bar shown (tests; a fresh kernel)."""
        self.active = False
        self._followers = weakref.WeakSet()
        with self.hold_trait_notifications():
            self.lang, self.contrast, self.grain, self.color_temperature = "en", 50, 50, 50


def check_setting(name: str, value: Any) -> Any:
    """A setting value checked (``lang``: a language code; the others: a whole number 0–100)."""
    if name == "lang":
        if isinstance(value, str):
            try:
                return resolve_language(value)
            except UnknownLanguage:
                pass
        _bad(value, ", ".join(LANGUAGES))
    if name in RANGE_SETTINGS:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 100:
            _bad(value, "0–100")
        return round(value)
    raise SettingsError("widgets.error.unknown_setting", name=short(name))


def _bad(value: Any, allowed: str) -> Any:
    raise SettingsError("widgets.error.bad_value", value=short(value), allowed=allowed)


SHARED = NotebookSettings()


class SettingsBar(TableWidget):
    """The notebook's settings bar (what ``cardlearn.settings()`` shows); every bar edits :data:`SHARED`."""

    _esm = link_esm("common.js", "settings_bar.js")
    _css = table_css()
    SCREENS = ()
    TITLE_KEY = "widgets.notebook_settings.title"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(lang=SHARED.lang, contrast=SHARED.contrast, grain=SHARED.grain,
                         color_temperature=SHARED.color_temperature, **kwargs)
        SHARED.follow(self)
        self._ready = True
        self.publish()

    def _handle_base(self, action: str, fields: dict[str, Any]) -> None:
        if action == "set":
            self._ready = False  # one publish per message, not one per trait change
            try:
                SHARED.update(**{fields["name"]: fields["value"]})  # the bar follows SHARED like the rest
            finally:
                self._ready = True
            return
        super()._handle_base(action, fields)

    def build_view(self, lang: str) -> dict[str, Any]:
        """The bar's note: what it changes."""
        return {"note": t("widgets.notebook_settings.note", lang)}

    def static_html(self) -> str:
        """The bar as plain HTML (the current language and levels)."""
        lang = self.lang
        levels = " · ".join(f"{escape(t(f'widgets.setting.{name}', lang))} "
                            f"{escape(t('widgets.percent', lang, value=getattr(self, name)))}"
                            for name in RANGE_SETTINGS)
        return (f'<div lang="{lang}" style="{FONT}background:{SAND};color:{INK};border-radius:10px;'
                f'padding:6px 10px;font-size:13px"><b>{escape(t(self.TITLE_KEY, lang))}</b> · '
                f'{escape(t("widgets.setting.lang", lang))}: {escape(t(f"core.language.{lang}", lang))}'
                f" · {levels}</div>")

    def repr_fields(self) -> Mapping[str, Any]:
        """The shared settings."""
        return {name: getattr(self, name) for name in SHARED_NAMES}


def settings(lang: str | None = None, contrast: int | None = None, grain: int | None = None,
             color_temperature: int | None = None) -> SettingsBar:
    """Show the notebook's one settings bar; every lesson and exercise widget shares it.

    ``lang`` (th, ko, da, tr, en) also becomes the kernel's language; values not
    given keep what the notebook has (so running the cell again loses nothing
    but what it sets). A wrong value raises a localized :class:`SettingsError`
    and changes nothing.
    """
    values: dict[str, Any] = {"lang": lang if lang is not None else get_language()}
    for name, value in (("contrast", contrast), ("grain", grain), ("color_temperature", color_temperature)):
        if value is not None:
            values[name] = value
    SHARED.update(**values)
    set_language(SHARED.lang)
    bar = SettingsBar()
    SHARED.active = True
    return bar


__all__ = ["SHARED", "NotebookSettings", "SettingsBar", "SettingsError", "check_setting", "settings"]
