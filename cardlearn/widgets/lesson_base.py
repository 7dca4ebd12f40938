"""The common ground of the lesson widgets: one screen, shared CSS/JS, feedback and choice helpers.

A lesson widget is a :class:`~cardlearn.widgets.base.TableWidget` (same
settings, intent protocol, static HTML and repr) with a single screen. Its
view carries a ``feedback`` block the front end draws the same way in every
lesson widget::

    {"kind": "correct" | "wrong" | "info", "title": str, "lines": [str, ...]}

Every text is already in the learner's language; ``lines`` are the steps of
the explanation (the engine's words for the rule that decides).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from cardlearn.engine.bridge.calls import Call
from cardlearn.engine.cards import card_name
from cardlearn.engine.theme import INK, PALETTE
from cardlearn.engine.validate import parse_whole_number
from cardlearn.i18n import render, t
from cardlearn.widgets.base import IntentError, TableWidget, link_esm, short, table_css
from cardlearn.widgets.settings import SHARED, SHARED_NAMES
from cardlearn.widgets.static_html import FONT, bridge_card_html, table_html, text_call_html

LESSON_CSS = table_css("lesson_widgets.css")


def lesson_esm(name: str) -> str:
    """The linked ES module of a lesson widget: the shared modules, then ``name``."""
    return link_esm("common.js", "cards.js", "lesson_common.js", name)


def feedback(kind: str, title: str, lines: Iterable[Any], lang: str) -> dict[str, Any]:
    """A feedback block for the view; ``lines`` may be Messages, strings or None (skipped); each line once."""
    texts = [sentence(render(line, lang)) for line in lines if line is not None]
    unique = [text for n, text in enumerate(texts) if text.strip() and text not in texts[:n] and text != title]
    return {"kind": kind, "title": sentence(title), "lines": unique}  # every line once


def sentence(text: str) -> str:
    """A line starts with a capital even when it starts with a card name."""
    return text[:1].upper() + text[1:]


def bridge_card_item(code: str, lang: str) -> dict[str, Any]:
    """A bridge card for the view: code and its spoken name."""
    return {"code": code, "label": card_name(code, lang, "bridge"), "deck": "bridge"}


def jass_card_item(code: str, lang: str) -> dict[str, Any]:
    """A Schieber card for the view: code and its name."""
    return {"code": code, "label": card_name(code, lang, "jass"), "deck": "jass"}


def call_label(call: str | int, lang: str) -> str:
    """A call for display (pass translated, bids with suit symbols)."""
    return Call(call).label(lang) if isinstance(call, int) else Call.parse(call).label(lang)


def choose(value: Any, allowed: Sequence[Any]) -> Any:
    """``value`` if it is one of ``allowed`` (compared exactly, bools apart from ints), else an IntentError."""
    for option in allowed:
        if type(option) is type(value) and option == value:
            return option
    raise IntentError("widgets.error.bad_value", value=short(value),
                      allowed=", ".join(str(option) for option in allowed))


def whole_number(value: Any, low: int, high: int) -> int:
    """A whole number in ``low..high`` from an intent field (an int or its text), else an IntentError."""
    allowed = str(low) if low == high else f"{low}–{high}"  # one number, not "5–5"
    if isinstance(value, bool):
        raise IntentError("widgets.error.bad_value", value=short(value), allowed=allowed)
    if isinstance(value, str):
        number = parse_whole_number(value, signed=True)  # "--800", "²" and 5,000 digits are not numbers
        if number is not None:
            value = number
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or not low <= value <= high:
        raise IntentError("widgets.error.bad_value", value=short(value), allowed=allowed)
    return value


class LessonWidget(TableWidget):
    """Base of the lesson widgets: one screen (no rules tab) and the lesson stylesheet.

    Once the notebook shows ``cardlearn.settings()`` a lesson widget draws no
    settings bar of its own and follows the notebook's (see
    :mod:`cardlearn.widgets.settings`).
    """

    _css = LESSON_CSS
    SCREENS = ("table",)

    def __init__(self, lang: str | None = None, **kwargs: Any) -> None:
        if SHARED.active:
            for name in SHARED_NAMES[1:]:
                kwargs.setdefault(name, getattr(SHARED, name))
            lang = lang or SHARED.lang
        super().__init__(lang=lang, **kwargs)
        SHARED.follow(self)

    def settings_view(self, lang: str) -> list[dict[str, Any]]:
        """No bar of its own when the notebook has one; else the usual bar."""
        return [] if SHARED.active else super().settings_view(lang)

    def _handle_base(self, action: str, fields: dict[str, Any]) -> None:
        if action == "set" and SHARED.active:
            self._ready = False
            try:
                SHARED.update(**{fields["name"]: fields["value"]})  # the notebook's setting, for every widget
            finally:
                self._ready = True
            return
        super()._handle_base(action, fields)

    def _label_view(self, keys: Iterable[str], prefix: str, lang: str) -> dict[str, str]:
        return {key: t(f"{prefix}.{key}", lang) for key in keys}


def feedback_html(block: dict[str, Any] | None) -> str:
    """A feedback block as HTML (escaped, suit symbols coloured)."""
    if not block:
        return ""
    colours = {"correct": ("#e8f5e9", "#1b5e20"), "wrong": (PALETTE["error-paper"], PALETTE["error-ink"]),
               "info": ("#eef3fb", "#143d73")}
    background, ink = colours.get(str(block.get("kind")), colours["info"])
    lines = "".join(f"<li>{text_call_html(line)}</li>" for line in block.get("lines", []))
    return (f'<div style="background:{background};color:{ink};border-radius:8px;padding:6px 10px;'
            f'margin:6px 0"><b>{escape(block.get("title", ""))}</b>'
            f'<ul style="margin:4px 0 0 1.1em;padding:0">{lines}</ul></div>')


def page_html(view: dict[str, Any], *parts: str) -> str:
    """The outer frame of a lesson widget's static HTML: language, font, title, then ``parts``."""
    if not view:
        return ""
    return (f'<div lang="{escape(str(view.get("lang", "en")))}" style="{FONT}max-width:760px;'
            f'color:{INK};background:{PALETTE["paper"]};border-radius:12px;padding:10px">'
            f'<div style="font-size:1.1em;font-weight:700;margin:0 0 6px">{escape(view.get("title", ""))}</div>'
            + "".join(parts) + "</div>")


def paragraph_html(text: str, bold: bool = False) -> str:
    """One escaped paragraph."""
    weight = "font-weight:600;" if bold else ""
    return f'<p style="margin:4px 0;{weight}">{text_call_html(text)}</p>' if text else ""


def cards_html(cards: Iterable[dict[str, Any]]) -> str:
    """Card chips: bridge cards with coloured suits, Schieber cards by name."""
    out = []
    for card in cards:
        if card.get("deck") == "jass":
            out.append(f'<span style="display:inline-block;padding:2px 6px;margin:1px;border-radius:4px;'
                       f'background:#fff;border:1px solid #bbb">{escape(card["label"])}</span>')
        else:
            out.append(bridge_card_html(card["code"], title=card.get("label", "")))
    return "".join(out)


__all__ = [
    "LessonWidget", "bridge_card_item", "call_label", "cards_html", "choose", "feedback",
    "feedback_html", "jass_card_item", "lesson_esm", "page_html", "paragraph_html", "sentence",
    "table_html", "whole_number",
]
