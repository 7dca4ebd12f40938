"""The catalog keys of rule labels."""
from __future__ import annotations


def L(name: str) -> str:
    """The catalog key of a rule label."""
    return f"ai_bridge.label.{name}"


def S(name: str) -> str:
    """The catalog key of a SAYC rule label (domain ``ai_bridge_sayc``)."""
    return f"ai_bridge_sayc.label.{name}"
