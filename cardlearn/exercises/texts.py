"""The teacher's prompts and hints: placeholders filled with the situation, in the learner's language."""
from __future__ import annotations

import string
from typing import Any

from cardlearn.ai.bridge.explain import seat_of_call
from cardlearn.engine import bridge
from cardlearn.engine.bridge.calls import Symbol, call_message, parse_call_code
from cardlearn.engine.cards import Deck, card_message, parse_bridge_card
from cardlearn.engine.seats import seat_message
from cardlearn.i18n import DEFAULT_LANGUAGE, msg, render
from cardlearn.i18n.grammar import field_name
from cardlearn.i18n.grammar import fill as grammar_fill

SEAT_FIELDS = ("dealer", "leader", "forehand", "seat")


class Words:
    """Items shown separated by spaces (calls of an auction, cards of a trick)."""

    def __init__(self, items: list[Any], separator: str = " ") -> None:
        self.items, self.separator = items, separator

    def text(self, lang: str | None = None) -> str:
        """The items in ``lang``."""
        return self.separator.join(render(item, lang) for item in self.items)


class _SeatCards:
    """"North: acorn Ass, acorn König" — one seat's cards in a prompt."""

    def __init__(self, seat: str, cards: list[str], game: Deck) -> None:
        self.seat, self.cards, self.game = seat, cards, game

    def text(self, lang: str | None = None) -> str:
        """The seat and its cards in ``lang``."""
        names = Words([card_message(card, self.game) for card in self.cards], ", ")
        return f"{seat_message(self.seat).text(lang)}: {names.text(lang)}"


def _bridge_cards(cards: list[str]) -> Symbol:
    return Symbol(" ".join(parse_bridge_card(card).symbol for card in cards))


def prompt_params(game: str, situation: dict[str, Any]) -> dict[str, Any]:
    """Every placeholder a prompt may use, as message parameters (rendered in any language)."""
    params: dict[str, Any] = {}
    for name, value in situation.items():
        if value is None:
            continue
        if name == "contract":
            if game == "bridge":
                contract = bridge.parse_contract(value)
                params["contract"] = Symbol(contract.symbol)
                params["target"] = contract.target
            else:
                params["contract"] = msg(f"jass.contract.{value}")
        elif name == "vulnerability":
            params["vulnerability"] = msg(f"bridge.vulnerability.{value}")
        elif name == "vulnerable":
            params["vulnerability"] = msg("exercises.vul.yes" if value else "exercises.vul.no")
        elif name in SEAT_FIELDS:
            params[name] = seat_message(value)
        elif name in ("options", "auction"):
            params[name] = Words([call_message(parse_call_code(call)) for call in value],
                                 " – " if name == "auction" else " / ")
        elif name == "call":
            params[name] = call_message(parse_call_code(value))
        elif name in ("trick", "hand", "cards", "play", "card"):
            cards = [value] if name == "card" else list(value)
            if game == "bridge":
                params[name] = _bridge_cards(cards)
            else:
                params[name] = Words([card_message(card, "jass") for card in cards], ", ")
        elif name == "hands":
            deck: Deck = "bridge" if game == "bridge" else "jass"
            params[name] = Words([_SeatCards(seat, cards, deck) for seat, cards in value.items() if cards], "; ")
        elif name in ("tricks", "points"):
            params[name] = value
    index, auction = situation.get("index"), situation.get("auction")
    if game == "bridge" and index is not None and auction and 0 <= index < len(auction):
        # The call asked about and who made it ("the 2♣ of North").
        params.setdefault("call", call_message(parse_call_code(auction[index])))
        params["caller"] = seat_message(seat_of_call(situation.get("dealer") or "N", index))
    if game == "bridge" and "tricks" in situation and "contract" in situation:
        target = bridge.parse_contract(situation["contract"]).target
        params["down"] = max(0, target - situation["tricks"])
        params["over"] = max(0, situation["tricks"] - target)
    return params


def placeholders(text: str) -> list[str]:
    """The ``{name}`` placeholders of a text, without grammar modifiers (raises ValueError for a broken brace)."""
    return [field_name(name) for _, name, _, _ in string.Formatter().parse(text) if name is not None]


def localized(texts: dict[str, str], lang: str) -> str:
    """The text in ``lang``, else English, else the first one given."""
    return texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or next(iter(texts.values()), "")


def fill(text: str, params: dict[str, Any], lang: str) -> str:
    """The text with its placeholders filled in ``lang`` (grammar modifiers such as ``{call|이}`` applied)."""
    return grammar_fill(text, lang, {name: render(value, lang) for name, value in params.items()})
