"""Reading a learner's (or a teacher's ``expected``) answer of each kind, and showing a value.

A value has one canonical form per kind: ``number`` an int, ``card`` a card code,
``call`` a call in notation (``1NT``, ``P``, ``X``), ``seat`` a letter, ``team``
``"NS"``/``"EW"``, ``order`` a tuple of items, ``true_false`` a bool, ``contract`` a Schieber
contract code (``E R S B obenabe undenufe``) or ``push``. Anything
that cannot be read raises :class:`MalformedAnswer` with a localized message.
"""
from __future__ import annotations

import re
from typing import Any

from cardlearn.engine.bridge.calls import Symbol, call_message, code_text, parse_call_code
from cardlearn.engine.cards import parse_bridge_card, parse_jass_card
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.jass.rules import contract_name
from cardlearn.engine.seats import seat_from_word, seat_message, side_message
from cardlearn.engine.validate import clip, parse_whole_number
from cardlearn.exercises.errors import MalformedAnswer
from cardlearn.i18n import msg

_TRUE = {"true", "yes", "y", "ja", "evet", "예", "네", "ใช่", "1"}
_FALSE = {"false", "no", "n", "nej", "hayır", "hayir", "아니요", "아니오", "ไม่ใช่", "0"}
_MINUS = str.maketrans({"−": "-", "–": "-", "+": ""})


def parse_number(raw: Any) -> int:
    """A whole number from an int, an integral float or text such as ``"-800"`` / ``"−800"``."""
    if isinstance(raw, bool):
        raise MalformedAnswer("exercises.answer.bad_number", answer=str(raw))
    if isinstance(raw, int):
        return raw
    if isinstance(raw, float) and raw.is_integer():
        return int(raw)
    text = str(raw).strip().translate(_MINUS).replace(" ", "")
    number = parse_whole_number(text, signed=True)
    if number is None:
        raise MalformedAnswer("exercises.answer.bad_number", answer=clip(raw))
    return number


def parse_card(raw: Any, game: str) -> str:
    """A card code of the game's deck (``HA``, ``EU``); the engine says what a card looks like."""
    if not isinstance(raw, str):
        raise MalformedAnswer("exercises.answer.bad_card_type", answer=repr(raw))
    try:
        card = parse_bridge_card(raw) if game == "bridge" else parse_jass_card(raw)
    except CardlearnError as error:
        raise MalformedAnswer(error.key, **error.params) from None
    return str(card)


def parse_call(raw: Any) -> str:
    """A call in notation (``P``, ``1NT``, ``X``); the engine says what a call looks like."""
    if not isinstance(raw, str):
        raise MalformedAnswer("exercises.answer.bad_call_type", answer=repr(raw))
    try:
        return code_text(parse_call_code(raw))
    except CardlearnError as error:
        raise MalformedAnswer(error.key, **error.params) from None


def parse_seat(raw: Any) -> str:
    """A seat letter from ``"N"``, ``"north"``, or a seat's name or initial in a lesson language (``"Ø"``, ``"남"``)."""
    seat = seat_from_word(raw) if isinstance(raw, str) else None
    if seat is not None:
        return seat
    raise MalformedAnswer("exercises.answer.bad_seat", answer=str(raw))


def parse_team(raw: Any) -> str:
    """``"NS"`` or ``"EW"`` from ``"NS"``, ``"n-s"``, ``"SN"``, ``"EW"`` ..."""
    letters = "".join(sorted(re.sub(r"[^A-Za-z]", "", str(raw)).upper()))
    if isinstance(raw, str) and letters in ("NS", "EW"):
        return letters
    raise MalformedAnswer("exercises.answer.bad_team", answer=str(raw))


def parse_bool(raw: Any) -> bool:
    """True/False from a bool or a yes/no word."""
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if isinstance(raw, str) and text in _TRUE:
        return True
    if isinstance(raw, str) and text in _FALSE:
        return False
    raise MalformedAnswer("exercises.answer.bad_bool", answer=str(raw))


CONTRACT_CHOICES = ("E", "R", "S", "B", "obenabe", "undenufe", "push")
"""The forehand's seven choices: four trump suits, Obenabe, Undenufe, or pushing to partner."""
_PUSH_WORDS = {"push", "schieben", "schiebe", "skub", "skubbe"}


def parse_contract_choice(raw: Any) -> str:
    """A contract code or ``push`` from ``"R"``, ``"roses"``, ``"Obenabe"``, ``"push"`` ..."""
    if isinstance(raw, str):
        text = raw.strip()
        if text.lower() in _PUSH_WORDS:
            return "push"
        try:
            return contract_name(text)
        except CardlearnError:
            pass
    raise MalformedAnswer("exercises.answer.bad_contract", answer=clip(raw),
                          allowed=", ".join(CONTRACT_CHOICES))


def parse_order(raw: Any, items: list[str], parse_item: Any) -> tuple[str, ...]:
    """All of ``items`` once each, in the learner's order (a list or a space-separated string)."""
    if isinstance(raw, str):
        raw = raw.replace(",", " ").replace("<", " ").replace(">", " ").split()
    if not isinstance(raw, (list, tuple)):
        raise MalformedAnswer("exercises.answer.bad_order", count=len(items), items=" ".join(items))
    order = tuple(parse_item(entry) for entry in raw)
    if sorted(order) != sorted(items):
        raise MalformedAnswer("exercises.answer.bad_order", count=len(items), items=" ".join(items))
    return order


def parse_value(kind: str, raw: Any, game: str, items: list[str] | None = None) -> Any:
    """The canonical value of ``raw`` for ``kind``; raises MalformedAnswer."""
    if kind == "number":
        return parse_number(raw)
    if kind == "card":
        return parse_card(raw, game)
    if kind == "call":
        return parse_call(raw)
    if kind == "seat":
        return parse_seat(raw)
    if kind == "team":
        return parse_team(raw)
    if kind == "true_false":
        return parse_bool(raw)
    if kind == "contract":
        return parse_contract_choice(raw)
    if kind == "order":
        item = parse_call if game == "bridge" else (lambda entry: parse_card(entry, game))
        return parse_order(raw, list(items or []), item)
    raise ValueError(f"unknown kind {kind!r}")


def show(kind: str, value: Any, game: str) -> Any:
    """A value as a message parameter, rendered in whichever language it is shown."""
    if isinstance(value, (frozenset, set)):
        return [show(kind, item, game) for item in sorted(value, key=_sort_key(kind, game))]
    if kind == "order":
        return Joined([show("call" if game == "bridge" else "card", item, game) for item in value])
    if kind == "card":
        if game == "bridge":
            return Symbol(parse_bridge_card(value).symbol)
        from cardlearn.engine.cards import card_message

        return card_message(value, "jass")
    if kind == "call":
        return call_message(parse_call_code(value))
    if kind == "seat":
        return seat_message(value)
    if kind == "team":
        return side_message(value)
    if kind == "true_false":
        return msg("exercises.value.yes" if value else "exercises.value.no")
    if kind == "contract":
        return contract_choice_message(value)
    return Symbol(str(value).replace("-", "−"))


def _sort_key(kind: str, game: str) -> Any:
    if kind == "card":
        return (lambda code: parse_bridge_card(code).index) if game == "bridge" else \
            (lambda code: parse_jass_card(code).index)
    if kind == "call":
        return parse_call_code
    return str


def contract_choice_message(value: str) -> Any:
    """A contract's name ("roses trump", "Obenabe") or the word for a push, as a lazy message."""
    return msg("widgets.jass.action.push") if value == "push" else msg(f"jass.contract.{value}")


class Joined:
    """A list shown with a separator other than a comma (``1♣ → 1♦ → 1NT``)."""

    __slots__ = ("items", "separator")

    def __init__(self, items: list[Any], separator: str = " → ") -> None:
        self.items, self.separator = items, separator

    def text(self, lang: str | None = None) -> str:
        """The items in ``lang``, joined."""
        from cardlearn.i18n import render

        return self.separator.join(render(item, lang) for item in self.items)
