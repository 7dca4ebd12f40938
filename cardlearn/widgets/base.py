"""The base of every table and lesson widget: settings, the view/intent protocol, static HTML.

How a table builds on it (the BridgeTable is the worked example; a JassTable
follows the same recipe):

1. Subclass :class:`TableWidget`. Set ``_esm = link_esm("common.js",
   "cards.js", "my_table.js")`` (the shared modules are concatenated in front
   of the table's module, so no bundler is needed) and ``_css = table_css()``
   (the theme's colours and fonts, then ``table.css``).
2. Declare the intents the front end may send in ``INTENTS``: an action name
   mapped to an :class:`~.intents.Intent` (its fields and their types, and the
   method that carries it out), e.g. ``{"play": Intent({"card": str}, "_on_play")}``.
   :meth:`TableWidget.handle_intent` routes only messages that passed that
   check to their handler; anything else is answered with a localized notice
   and changes nothing.
3. Implement :meth:`build_view` (a JSON-able dict, every learner-visible
   string already translated into ``lang``: the JS has no word of its own and
   never re-implements a rule — legal cards and calls come in the view),
   :meth:`static_html` (the table as plain HTML for nbconvert) and
   :meth:`repr_fields` (for the deterministic ``repr``).
4. Handle intents by calling the engine; raise a ``CardlearnError`` (or
   :class:`IntentError`) *before* changing anything. The base publishes the
   new view after every message, with the notice and the message's ``seq``
   echoed as ``ack`` (the front end uses it to time a click to its view).
   The notice names the ``action`` that caused it; the front end draws it
   right after the element marked ``data-notice-for="<action> ..."`` (the
   control that sent it), else after the one marked ``data-notice-fallback``
   (the status line), so a refusal appears where the learner is looking.

State flows one way: the front end sends intents; the only traits it may
write are the settings (``lang``, the sliders, the table's toggles), and those
writes are checked like a ``set`` intent. Any other trait write (``view``
above all) is refused with a notice and the front end gets the kernel's
values back (:meth:`TableWidget.set_state`). From Python, a setting given a
wrong value raises :class:`SettingError`, localized like every error.

In the ES module, ``export default createTable(renderBody)`` from
``common.js`` gives the settings bar, the notice line, the ``aria-live``
region, the rules view and the keyboard helpers; the table draws only its
own felt (see ``bridge_table.js``).
"""
from __future__ import annotations

import inspect
import json
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.files import too_deep
from cardlearn.engine.theme import css_custom_properties
from cardlearn.engine.validate import check_seed, clip
from cardlearn.i18n import (
    LANGUAGES,
    Message,
    UnknownLanguage,
    get_language,
    msg,
    resolve_language,
    t,
)
from cardlearn.widgets.intents import Intent, IntentSpec, fields_of, handler_of
from cardlearn.widgets.offline import PictureOutputs, offline_picture

STATIC_DIR = Path(__file__).with_name("static")
RANGE_SETTINGS: tuple[str, ...] = ("contrast", "grain", "color_temperature")
MAX_MESSAGE_CHARS = 2000  # a real intent is tiny; anything bigger is refused unread
MAX_FIELD_CHARS = 24
MAX_MESSAGE_DEPTH = 4  # an intent is one flat object; a deep one is refused before json.dumps recurses
_IMPORT_LINE = re.compile(r"^\s*import\s[^;]*from\s+['\"]\./[\w.]+['\"];?\s*$", re.MULTILINE)


def static_text(name: str) -> str:
    """The text of a file in ``cardlearn/widgets/static``."""
    return (STATIC_DIR / name).read_text(encoding="utf-8")


@cache
def table_css(*extra: str) -> str:
    """The tables' stylesheet: the theme's custom properties, ``table.css``, then ``extra`` files in order."""
    return "\n".join((css_custom_properties(), static_text("table.css"), *(static_text(name) for name in extra)))


@cache
def link_esm(*names: str) -> str:
    """One ES module from several: relative imports dropped, files concatenated in order.

    Each file is a valid ES module on its own (handy for editing and for the
    stub-model tests); anywidget loads one module from a string, so the shared
    modules are placed in front of the table's module here.
    """
    parts = [f"// ---- {name}\n" + _IMPORT_LINE.sub("", static_text(name)) for name in names]
    return "\n".join(parts)


class IntentError(CardlearnError):
    """A message from the front end that is malformed or not allowed now; nothing changed."""


class SettingError(CardlearnError, traitlets.TraitError):
    """A widget setting or argument given a value it cannot take (a localized ``TraitError``)."""


def checked_language(value: Any, name: str = "lang") -> str:
    """A language code cardlearn has (``"TH"``, ``"th-TH"`` → ``"th"``), else a SettingError."""
    try:
        if isinstance(value, str):
            return resolve_language(value)
    except UnknownLanguage:
        pass
    raise SettingError("widgets.error.bad_setting", name=name, value=clip(value),
                       allowed=", ".join(LANGUAGES))


class Language(traitlets.Unicode):  # type: ignore[type-arg]
    """A language trait: the codes of the catalog, checked with a localized error."""

    def validate(self, obj: Any, value: Any) -> str:
        return checked_language(value, self.name or "lang")


class Percent(traitlets.Int):  # type: ignore[type-arg]
    """A 0–100 slider setting; a bool, a float or a number out of range is refused (localized)."""

    def validate(self, obj: Any, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
            raise SettingError("widgets.error.bad_setting", name=self.name, value=clip(value),
                               allowed="0–100")
        return value


class Toggle(traitlets.Bool):  # type: ignore[type-arg]
    """An on/off setting (a table's ``TOGGLE_SETTINGS``); only True or False, refused localized."""

    def validate(self, obj: Any, value: Any) -> bool:
        if not isinstance(value, bool):
            raise SettingError("widgets.error.bad_setting", name=self.name, value=clip(value),
                               allowed="True, False")
        return value


class Seconds(traitlets.Float):  # type: ignore[type-arg]
    """A delay in seconds, from 0 to 10."""

    def validate(self, obj: Any, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 10:
            raise SettingError("widgets.error.bad_setting", name=self.name, value=clip(value),
                               allowed="0–10")
        return float(value)


def short(value: object) -> str:
    """A value from outside, shortened for echoing in a notice (it is rendered as text)."""
    text = str(value)
    return text if len(text) <= MAX_FIELD_CHARS else text[: MAX_FIELD_CHARS - 1] + "…"


class TableWidget(anywidget.AnyWidget):
    """Base of the card tables: settings traits, a published ``view`` and validated intents."""

    lang = Language("en").tag(sync=True)
    contrast = Percent(50).tag(sync=True)
    grain = Percent(50).tag(sync=True)
    color_temperature = Percent(50).tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    live = traitlets.Dict().tag(sync=True)
    """What the screen reader says next: ``{"seq", "text"}``; kept out of ``view`` on purpose."""
    ai_delay = Seconds(0.6)

    INTENTS: ClassVar[dict[str, IntentSpec]] = {}
    BASE_INTENTS: ClassVar[dict[str, IntentSpec]] = {
        "set": Intent({"name": str, "value": object}, "_on_set"),
        "screen": Intent({"value": str}, "_on_screen"),
        "dismiss": Intent({}, "_on_dismiss"),
    }
    SCREENS: ClassVar[tuple[str, ...]] = ("table", "rules")
    TOGGLE_SETTINGS: ClassVar[tuple[str, ...]] = ()
    TITLE_KEY: ClassVar[str] = "widgets.title"

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        # Every table and lesson widget that deals at random takes a ``seed``: checked here once,
        # before a subclass hands it to random.Random (which raises a bare TypeError for a list).
        seed_at = _seed_position(cls)
        if "seed" in kwargs:
            check_seed(kwargs["seed"])
        elif seed_at is not None and len(args) > seed_at:
            check_seed(args[seed_at])
        return super().__new__(cls, *args, **kwargs)

    def __init__(self, lang: str | None = None, contrast: int = 50, grain: int = 50,
                 color_temperature: int = 50, **kwargs: Any) -> None:
        self._ready = False
        self._notice: Message | None = None
        self._notice_kind = "error"
        # The intent that caused the notice: the front end shows it beside the control that sent it.
        self._notice_action: str | None = None
        self._action: str | None = None
        self._ack: int | None = None
        self._version = 0
        self._live_seq = 0
        self._live_text = ""
        self._live_log: list[Any] | None = None
        self._live_spoken = 0
        self._live_notice: Message | None = None
        self.screen = "table"
        self._pictures = PictureOutputs()
        super().__init__(lang=checked_language(get_language() if lang is None else lang),
                         contrast=contrast, grain=grain, color_temperature=color_temperature,
                         **kwargs)
        self.on_msg(self._on_frontend_msg)
        self.observe(self._on_setting, names=["lang", *RANGE_SETTINGS, *self.TOGGLE_SETTINGS])

    # --- traits ----------------------------------------------------------------------------------

    def _on_setting(self, _change: Any) -> None:
        if self._ready:
            self.publish()

    @classmethod
    def setting_names(cls) -> tuple[str, ...]:
        """The traits the front end may write: the language, the sliders and the table's toggles."""
        return ("lang", *RANGE_SETTINGS, *cls.TOGGLE_SETTINGS)

    def set_state(self, sync_data: Any) -> None:
        """A trait write from the front end: settings are checked, anything else is refused.

        All or nothing: one refused value refuses the whole write, the front end
        gets the kernel's values back and the view carries a localized notice.
        """
        try:
            if not isinstance(sync_data, dict) or too_deep(sync_data, MAX_MESSAGE_DEPTH):
                raise IntentError("widgets.error.malformed")
            allowed = self.setting_names()
            for name in sync_data:
                if name not in allowed:
                    raise IntentError("widgets.error.read_only", name=short(name))
            checked = {name: self.checked_setting(name, value) for name, value in sync_data.items()}
        except CardlearnError as error:
            self._ack = None
            self._notice, self._notice_kind, self._notice_action = error.message, "error", "set"
            names = [name for name in sync_data if name in self.keys] if isinstance(sync_data, dict) else []
            if names:
                self.send_state(names)  # the front end's copy goes back to the kernel's values
            self.publish()
            return
        self._notice = None
        super().set_state(checked)

    # --- what the screen reader hears -------------------------------------------------------------

    def _live_view(self, lang: str) -> dict[str, Any]:
        """The live region's text, with a sequence number that changes only when there is news.

        Only what was not said before is said: a redraw for a setting or a language repeats
        nothing, moves already spoken in an earlier view of the same turn are not spoken again,
        and a new notice or new moves are spoken once each time they happen (even when the
        words repeat: "West passes").
        """
        parts = []
        if self._notice is not None and self._notice is not self._live_notice:
            parts.append(self._notice.text(lang))
        self._live_notice = self._notice
        log: list[Any] = getattr(self, "_announcements", [])
        spoken = self._live_spoken if log is self._live_log else 0
        parts.extend(item.text(lang) if isinstance(item, Message) else str(item) for item in log[spoken:])
        self._live_log, self._live_spoken = log, len(log)
        if parts:
            self._live_seq += 1
            self._live_text = " ".join(parts)
        return {"seq": self._live_seq, "text": self._live_text}

    # --- intents ---------------------------------------------------------------------------------

    def _on_frontend_msg(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        self.receive(content)

    def receive(self, content: Any) -> dict[str, Any]:
        """Handle one message as the front end sends it (``model.send``); returns the new view.

        A malformed, unknown or illegal message changes nothing and is answered
        with a localized notice in the view.
        """
        seq = content.get("seq") if isinstance(content, dict) else None
        self._ack = seq if isinstance(seq, int) and not isinstance(seq, bool) else None
        action = content.get("action") if isinstance(content, dict) else None
        self._action = action if isinstance(action, str) else None
        try:
            action, fields = self._check_message(content)
            self._notice = None
            if action in self.BASE_INTENTS:
                self._handle_base(action, fields)
            else:
                self.handle_intent(action, fields)
        except CardlearnError as error:
            # Refused: nothing changed, so whatever was under way (the AI's turn) goes on as it was.
            self._notice, self._notice_kind, self._notice_action = error.message, "error", self._action
            self.publish()
            self._action = None
            return self.view
        except Exception:
            # A bug, not the learner's doing: the click still gets an answer instead of hanging,
            # and the error goes on to the kernel's log (and fails the fuzz tests).
            self._notice, self._notice_kind, self._notice_action = msg("widgets.error.internal"), "error", self._action
            self.publish()
            self._action = None
            raise
        self.publish()
        self._action = None  # what the AI does next was not caused by this click
        self.after_intent()
        return self.view

    def _check_message(self, content: Any) -> tuple[str, dict[str, Any]]:
        if not isinstance(content, dict) or too_deep(content, MAX_MESSAGE_DEPTH):
            raise IntentError("widgets.error.malformed")
        try:
            size = len(json.dumps(content))
        except (TypeError, ValueError):
            raise IntentError("widgets.error.malformed") from None
        if size > MAX_MESSAGE_CHARS:
            raise IntentError("widgets.error.malformed")
        action = content.get("action")
        allowed = {**self.BASE_INTENTS, **self.INTENTS}
        if not isinstance(action, str) or action not in allowed:
            raise IntentError("widgets.error.unknown_action", action=short(action))
        spec = fields_of(allowed[action])
        extra = set(content) - set(spec) - {"action", "seq"}
        if extra:
            raise IntentError("widgets.error.malformed")
        fields = {}
        for name, kind in spec.items():
            if name not in content:
                raise IntentError("widgets.error.malformed")
            value = content[name]
            if kind is str and not (isinstance(value, str) and 0 < len(value) <= MAX_FIELD_CHARS):
                raise IntentError("widgets.error.malformed")
            if kind is object and not isinstance(value, (str, int, float, bool)):
                raise IntentError("widgets.error.malformed")
            fields[name] = value
        return action, fields

    def _handle_base(self, action: str, fields: dict[str, Any]) -> None:
        handler_of(self, self.BASE_INTENTS[action])(fields)

    def _on_dismiss(self, fields: dict[str, Any]) -> None:
        """The learner closed the notice: publishing the view without it is all there is to do."""

    def _on_screen(self, fields: dict[str, Any]) -> None:
        if fields["value"] not in self.SCREENS:
            raise IntentError("widgets.error.bad_value", value=short(fields["value"]),
                              allowed=", ".join(self.SCREENS))
        self.screen = fields["value"]

    def _on_set(self, fields: dict[str, Any]) -> None:
        name, value = fields["name"], fields["value"]
        checked = self.checked_setting(name, value)
        self._ready = False  # one publish per message, not one per trait change
        try:
            setattr(self, name, checked)
        finally:
            self._ready = True

    @classmethod
    def checked_setting(cls, name: Any, value: Any) -> Any:
        """The value a setting takes from the front end (or a saved game), else an IntentError saying what is allowed."""
        if name == "lang":
            if not isinstance(value, str) or value not in LANGUAGES:
                raise IntentError("widgets.error.bad_value", value=short(value),
                                  allowed=", ".join(LANGUAGES))
            return value
        if name in RANGE_SETTINGS:
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 100:
                raise IntentError("widgets.error.bad_value", value=short(value), allowed="0–100")
            return round(value)
        if name in cls.TOGGLE_SETTINGS:
            if not isinstance(value, bool):
                raise IntentError("widgets.error.bad_value", value=short(value),
                                  allowed="true, false")
            return value
        raise IntentError("widgets.error.unknown_setting", name=short(name))

    def handle_intent(self, action: str, fields: dict[str, Any]) -> None:
        """Carry out a checked intent by the handler its ``INTENTS`` entry names; raise before changing anything."""
        handler = handler_of(self, self.INTENTS.get(action))
        if handler is None:
            raise IntentError("widgets.error.unknown_action", action=short(action))
        handler(fields)

    @classmethod
    def intent_fields(cls) -> dict[str, Mapping[str, type]]:
        """Every intent the front end may send (the base's too) with its fields: for tests and docs."""
        return {name: fields_of(spec) for name, spec in {**cls.BASE_INTENTS, **cls.INTENTS}.items()}

    def after_intent(self) -> None:
        """Hook run after the view of an intent is published (the AI's turn, in the tables)."""

    def notify(self, key: str, kind: str = "info", **params: Any) -> None:
        """Show a localized notice (info or error) with the next published view.

        A notice given while an intent is handled is shown beside the control that sent it.
        """
        self._notice, self._notice_kind, self._notice_action = msg(key, **params), kind, self._action

    # --- the view --------------------------------------------------------------------------------

    def publish(self) -> None:
        """Build the view in the current language and send it to the front end."""
        lang = self.lang
        self._version += 1
        view = self._common_view(lang)
        own = self.build_view(lang)
        # a table's own labels join the common ones (dismiss, toolbar, ...) rather than replace them
        labels = {**view["labels"], **own.pop("labels", {})}
        view.update(own)
        view["labels"] = labels
        self.view = view
        live = self._live_view(lang)
        if live != self.live:
            self.live = live
        if self._pictures.active:
            self._pictures.update(self.offline_html())

    def _common_view(self, lang: str) -> dict[str, Any]:
        notice = None
        if self._notice is not None:
            # "action": the intent that caused it; the front end places the notice beside the
            # control marked data-notice-for that action (else by the status line).
            notice = {"kind": self._notice_kind, "text": self._notice.text(lang), "action": self._notice_action}
        return {
            "version": self._version,
            "ack": self._ack,
            "lang": lang,
            "title": t(self.TITLE_KEY, lang),
            "screen": self.screen,
            "notice": notice,
            "settings": self.settings_view(lang),
            "screens": [{"value": name, "text": t(f"widgets.screen.{name}", lang)}
                        for name in self.SCREENS],
            "labels": {key: t(f"widgets.label.{key}", lang) for key in
                       ("settings", "dismiss", "live", "screens", "toolbar")},
            "effects": effect_values(self.contrast, self.grain, self.color_temperature),
            # shown by the front end when Python stops answering (kernel stopped or restarted)
            "connection": {"title": t("widgets.kernel.lost.title", lang),
                           "lost": t("widgets.kernel.lost.body", lang)},
        }

    def settings_view(self, lang: str) -> list[dict[str, Any]]:
        """The settings controls: the language select, the three sliders, the table's toggles."""
        items: list[dict[str, Any]] = [{
            "name": "lang", "kind": "select", "label": t("widgets.setting.lang", lang),
            "value": self.lang,
            "options": [{"value": code, "text": t(f"core.language.{code}", code)} for code in LANGUAGES],
        }]
        for name in RANGE_SETTINGS:
            value = getattr(self, name)
            items.append({"name": name, "kind": "range", "label": t(f"widgets.setting.{name}", lang),
                          "value": value, "text": t("widgets.percent", lang, value=value)})
        for name in self.TOGGLE_SETTINGS:
            items.append({"name": name, "kind": "toggle", "label": t(f"widgets.setting.{name}", lang),
                          "value": bool(getattr(self, name))})
        return items

    def build_view(self, lang: str) -> dict[str, Any]:
        """The table's own part of the view (subclasses)."""
        return {}

    def static_html(self) -> str:
        """The current table as self-contained HTML (subclasses)."""
        return ""

    def repr_fields(self) -> Mapping[str, Any]:
        """The fields shown by ``repr`` (subclasses add their state)."""
        return {"lang": self.lang}

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.repr_fields().items())
        return f"{type(self).__name__}({fields})"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = dict(data or {})
        data["text/plain"] = repr(self)
        data["text/html"] = self.static_html()
        return data, metadata

    def _ipython_display_(self) -> None:
        """In a notebook: the live widget, then its picture for when the kernel is gone.

        The picture (see :mod:`cardlearn.widgets.offline`) is hidden while the live widget is
        drawn and kept up to date with every published view, so a saved notebook reopened
        without its kernel shows the state last drawn and says to run the cell.
        nbconvert and other static viewers show the picture once.
        """
        from IPython.display import display

        data, metadata = self._repr_mimebundle_()
        data.pop("text/html")
        display(data, metadata=metadata, raw=True)
        self._pictures.show(self.offline_html())

    def offline_html(self) -> str:
        """The picture output of this widget: its static HTML and the run-the-cell line."""
        return offline_picture(self.static_html(), t("widgets.picture.run_again", self.lang), self.lang)


_SEED_POSITIONS: dict[type, int | None] = {}


def _seed_position(cls: type) -> int | None:
    """Where ``seed`` stands among the positional parameters of ``cls.__init__`` (None if absent)."""
    if cls not in _SEED_POSITIONS:
        init = vars(cls).get("__init__") or next(vars(k)["__init__"] for k in cls.__mro__
                                                 if "__init__" in vars(k))
        names = [p.name for p in inspect.signature(init).parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)][1:]  # without self
        _SEED_POSITIONS[cls] = names.index("seed") if "seed" in names else None
    return _SEED_POSITIONS[cls]


def effect_values(contrast: int, grain: int, color_temperature: int) -> dict[str, float]:
    """The visual effects of the three sliders (50 = neutral), as numbers the CSS uses.

    contrast 0..100 → CSS ``contrast()`` 0.6..1.4; grain 0..100 → noise opacity
    0..0.45; colour temperature 0..100 → a blue (below 50) or amber (above 50)
    tint of up to 0.22 opacity.
    """
    warmth = (color_temperature - 50) / 50
    return {
        "contrast": round(0.6 + 0.8 * contrast / 100, 3),
        "grain": round(0.45 * grain / 100, 3),
        "warm": round(max(warmth, 0.0) * 0.22, 3),
        "cool": round(max(-warmth, 0.0) * 0.22, 3),
    }


__all__ = [
    "RANGE_SETTINGS",
    "STATIC_DIR",
    "IntentError",
    "Language",
    "Percent",
    "Seconds",
    "SettingError",
    "TableWidget",
    "Toggle",
    "checked_language",
    "effect_values",
    "link_esm",
    "offline_picture",
    "short",
    "static_text",
]
