"""The pieces both game tables draw, written once: a playable hand, a trick's cards, a seat's roles, an action.

Plain functions of data: the bridge view (:mod:`cardlearn.widgets.bridge_view`) and the Schieber view
(:mod:`cardlearn.widgets.jass_view`) build their dicts from these, so a card looks, and a legal card is
marked, the same way at both tables.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from cardlearn.engine.cards import Deck, card_name
from cardlearn.engine.seats import seat_message
from cardlearn.i18n import Message, t

LEARNER = "S"
PARTNER = "N"


def seat_name(seat: str, lang: str) -> str:
    """A seat's name in ``lang``."""
    return t(f"core.seat.{seat}", lang)


class SeatCard:
    """"North: acorn Ass" — a card with the seat that played it, in the language it is shown in."""

    __slots__ = ("code", "deck", "seat")

    def __init__(self, seat: str, code: str, deck: Deck) -> None:
        self.seat, self.code, self.deck = seat, code, deck

    def text(self, lang: str | None = None) -> str:
        """The seat and the card's name in ``lang``."""
        return f"{seat_message(self.seat).text(lang)}: {card_name(self.code, lang, self.deck)}"


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


def trick_cards(cards: Iterable[tuple[str, str]], deck: Deck, lang: str) -> list[dict[str, Any]]:
    """A trick's cards in the order played: seat, code and the card's name."""
    return [{"seat": seat, "code": code, "label": card_name(code, lang, deck)} for seat, code in cards]


def table_roles(seat: str, lang: str) -> list[str]:
    """The roles every table names: you (the learner) and your partner."""
    if seat == LEARNER:
        return [t("widgets.bridge.role.you", lang)]
    if seat == PARTNER:
        return [t("widgets.bridge.role.partner", lang)]
    return []


def action(key: str, enabled: bool, lang: str) -> dict[str, Any]:
    """A toolbar button: its text (catalog ``key``) and whether it may be pressed now."""
    return {"text": t(key, lang), "enabled": enabled}


def spoken(announcements: Iterable[Message], lang: str) -> str:
    """What the live region says: the announcements in order."""
    return " ".join(m.text(lang) for m in announcements)


def optional_text(message: Message | None, lang: str) -> str | None:
    """A message in ``lang``, or None."""
    return message.text(lang) if message is not None else None


__all__ = ["LEARNER", "PARTNER", "SeatCard", "action", "optional_text", "playable_cards", "seat_name", "spoken", "table_roles",
           "trick_cards"]
