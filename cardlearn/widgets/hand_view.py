"""A face-up hand as the front end draws it: the same for the bridge and the Schieber table."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from cardlearn.engine.cards import Deck, card_name


def playable_cards(cards: Iterable[str], deck: Deck, lang: str, active: bool, legal: set[str],
                   reason: Callable[[str], str], selected: str | None) -> list[dict[str, Any]]:
    """Each card with its name; while the learner is to play (``active``) also whether it is legal, why not, and
    whether it is the selected one. The legality comes from the engine (``legal``, ``reason``): never decided here."""
    shown = []
    for code in cards:
        item: dict[str, Any] = {"code": code, "label": card_name(code, lang, deck)}
        if active:
            item["legal"] = code in legal
            if code not in legal:
                item["reason"] = reason(code)
            item["selected"] = code == selected
        shown.append(item)
    return shown


__all__ = ["playable_cards"]
