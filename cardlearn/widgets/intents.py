"""Intents as a table: what the front end may send, and which method carries each one out.

A widget declares ``INTENTS = {"play": Intent({"card": str}, "_on_play"), ...}``; the base
checks every message against the fields (:meth:`.base.TableWidget.receive`) and
:func:`dispatch` routes it to the named method, called with the checked fields. The
handler is named, not referenced, so a subclass can override it or add intents of its own
by extending its parent's table (``{**BridgeTable.INTENTS, "lesson-board": Intent(...)}``).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

Fields = Mapping[str, type]


@dataclass(frozen=True)
class Intent:
    """One intent: its fields (name → type: ``str``, ``int`` or ``object``) and its handler's name."""

    fields: Fields = field(default_factory=dict)
    handler: str = ""


#: A widget's table entry: an :class:`Intent`, or bare fields for a widget that overrides
#: ``handle_intent`` itself.
IntentSpec = Intent | Fields


def fields_of(spec: IntentSpec) -> Fields:
    """The fields an intent carries."""
    return spec.fields if isinstance(spec, Intent) else spec


def handler_of(widget: Any, spec: IntentSpec | None) -> Any:
    """The bound method that carries out ``spec`` on ``widget``, or None when the table names none."""
    if isinstance(spec, Intent) and spec.handler:
        return getattr(widget, spec.handler)
    return None


__all__ = ["Fields", "Intent", "IntentSpec", "fields_of", "handler_of"]
