"""The teacher's prompts and hints: placeholders filled with the situation, in the learner's language."""
from __future__ import annotations

import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from cardlearn.ai.bridge.explain import seat_of_call
from cardlearn.engine import bridge
from cardlearn.engine.bridge.calls import Symbol, call_message, parse_call_code
from cardlearn.engine.bridge.deal import hand_text
from cardlearn.engine.bridge.dealer import hcp
from cardlearn.engine.cards import Deck, card_message, parse_bridge_card, suit_message
from cardlearn.engine.seats import SEATS, seat_message
from cardlearn.exercises.errors import TemplateError
from cardlearn.i18n import DEFAULT_LANGUAGE, msg, render
from cardlearn.i18n.grammar import GrammarError, field_modifiers, field_name, needs_thai_space
from cardlearn.i18n.grammar import apply as apply_grammar

SEAT_FIELDS = ("dealer", "leader", "forehand", "seat", "declarer")


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
        deck: Literal["bridge", "jass"] = "jass" if self.game == "jass" else "bridge"
        names = Words([card_message(card, deck) for card in self.cards], ", ")
        return f"{seat_message(self.seat).text(lang)}: {names.text(lang)}"


def hand_symbols(cards: list[str]) -> Symbol:
    """A bridge hand suit by suit as a reader sees it: ``♠ A K 7  ♥ Q J  ♦ —  ♣ 10 9 6 2``."""
    return Symbol(hand_text(cards))


def _bridge_cards(cards: list[str]) -> Symbol:
    return Symbol(" ".join(parse_bridge_card(card).symbol for card in cards))


ParamBuilder = Callable[[str, str, Any], dict[str, Any]]
"""Placeholders from one situation field: (game, field name, value) → message parameters."""


def _contract_params(game: str, name: str, value: Any) -> dict[str, Any]:
    if game != "bridge":
        return {"contract": msg(f"jass.contract.{value}")}
    contract = bridge.parse_contract(value)
    return {"contract": Symbol(contract.symbol), "target": contract.target}


def _vulnerability_params(game: str, name: str, value: Any) -> dict[str, Any]:
    if name == "vulnerable":
        return {"vulnerability": msg("exercises.vul.yes" if value else "exercises.vul.no")}
    return {"vulnerability": msg(f"bridge.vulnerability.{value}")}


def _seat_params(game: str, name: str, value: Any) -> dict[str, Any]:
    return {name: seat_message(value)}


def _suit_params(game: str, name: str, value: Any) -> dict[str, Any]:
    return {name: suit_message(value)} if game == "bridge" else {}


def _calls_params(game: str, name: str, value: Any) -> dict[str, Any]:
    if name == "call":
        return {name: call_message(parse_call_code(value))}
    return {name: Words([call_message(parse_call_code(call)) for call in value],
                        " – " if name == "auction" else " / ")}


def _cards_params(game: str, name: str, value: Any) -> dict[str, Any]:
    cards = [value] if name == "card" else list(value)
    if game == "bridge":
        return {name: _bridge_cards(cards)}
    return {name: Words([card_message(card, "jass") for card in cards], ", ")}


def _deal_params(game: str, name: str, value: Any) -> dict[str, Any]:
    if game != "bridge":
        return {}
    deal = bridge.Deal.from_pbn(value)
    params: dict[str, Any] = {}
    for number, (seat, word) in enumerate(zip(SEATS, ("north", "east", "south", "west"))):
        params[word] = hand_symbols(deal.hand(seat))
        params[f"{word}_hcp"] = hcp(deal.masks[number])  # Minibridge prompts say every seat's points
    return params


def _hands_params(game: str, name: str, value: Any) -> dict[str, Any]:
    deck: Deck = "bridge" if game == "bridge" else "jass"
    return {name: Words([_SeatCards(seat, cards, deck) for seat, cards in value.items() if cards], "; ")}


def _number_params(game: str, name: str, value: Any) -> dict[str, Any]:
    # A bridge target comes from the contract; a Schieber one is the match's.
    return {} if name == "target" and game == "bridge" else {name: value}


#: Each situation field a prompt can show, and how it becomes placeholders.
PARAM_BUILDERS: dict[str, ParamBuilder] = {
    "contract": _contract_params, "vulnerability": _vulnerability_params, "vulnerable": _vulnerability_params,
    **{name: _seat_params for name in SEAT_FIELDS}, "suit": _suit_params,
    "options": _calls_params, "auction": _calls_params, "call": _calls_params,
    **{name: _cards_params for name in ("trick", "hand", "cards", "play", "card")},
    "deal": _deal_params, "hands": _hands_params,
    **{name: _number_params for name in ("tricks", "points", "winner_points", "loser_points", "target")},
}


def prompt_params(game: str, situation: dict[str, Any]) -> dict[str, Any]:
    """Every placeholder a prompt may use, as message parameters (rendered in any language)."""
    params: dict[str, Any] = {}
    for name, value in situation.items():
        builder = PARAM_BUILDERS.get(name)
        if value is not None and builder is not None:
            params.update(builder(game, name, value))
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


MAX_WIDTH = 40
"""The widest a placeholder may be padded ({contract:>8}); a text is a sentence, not a table."""
_NAME = re.compile(r"[a-z_][a-z0-9_]{0,39}")
_SPEC = re.compile(r"([<>^])?([0-9]{1,3})")


@dataclass(frozen=True)
class Slot:
    """One placeholder of a teacher's text: a name, and optionally an alignment and a width."""

    name: str
    align: str = ""
    width: int = 0
    modifiers: tuple[str, ...] = ()  # grammar: {call|이} takes the particle that fits the call

    def fill(self, value: str, lang: str = "en") -> str:
        """``value`` with its grammar forms in ``lang``, padded to the slot's width."""
        if self.modifiers:
            value = apply_grammar(value, list(self.modifiers), lang)
        if not self.width:
            return value
        if self.align == "^":
            return value.center(self.width)
        return value.rjust(self.width) if self.align == ">" else value.ljust(self.width)


@lru_cache(maxsize=4096)
def parse_template(text: str) -> tuple[str | Slot, ...]:
    """A prompt or hint as literal text and :class:`Slot` s; raises a localized TemplateError.

    Allowed: ``{name}`` (letters, digits and ``_``), optionally with grammar modifiers
    (``{call|이}``, ``{contract|'DA}``: see :mod:`cardlearn.i18n.grammar`), and ``{name:<8}``, ``{name:>8}``,
    ``{name:^8}``, ``{name:8}`` with a width up to :data:`MAX_WIDTH`; ``{{`` and ``}}``
    are braces. Nothing else: no attribute access or indexing (``{a.b}``, ``{a[0]}``),
    no conversions (``{a!r}``), no other format specs, no nested fields.
    """
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:
        raise TemplateError("exercises.check.bad_braces") from None
    parts: list[str | Slot] = []
    for literal, name, spec, conversion in parsed:
        if literal:
            parts.append(literal)
        if name is None:
            continue
        shown = _shown(name, spec, conversion)
        modifiers = tuple(field_modifiers(name))
        name = field_name(name)
        if not _NAME.fullmatch(name) or not all(modifiers):
            raise TemplateError("exercises.template.not_a_name", text=shown)
        if conversion:
            raise TemplateError("exercises.template.bad_spec", text=shown)
        if not spec:
            parts.append(Slot(name, modifiers=modifiers))
            continue
        match = _SPEC.fullmatch(spec)
        if match is None:
            raise TemplateError("exercises.template.bad_spec", text=shown)
        width = int(match.group(2))
        if width > MAX_WIDTH:
            raise TemplateError("exercises.template.too_wide", text=shown, max=MAX_WIDTH)
        parts.append(Slot(name, match.group(1) or "<", width, modifiers))
    return tuple(parts)


def _shown(name: str, spec: str | None, conversion: str | None) -> str:
    """A placeholder as the teacher wrote it, shortened for a message."""
    text = "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
    return text if len(text) <= 40 else text[:39] + "…"


def placeholders(text: str) -> list[str]:
    """The placeholder names of a text (raises a localized TemplateError for one that is not allowed)."""
    return [part.name for part in parse_template(text) if isinstance(part, Slot)]


def localized(texts: dict[str, str], lang: str) -> str:
    """The text in ``lang``, else English, else the first one given."""
    return texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or next(iter(texts.values()), "")


def fill(text: str, params: dict[str, Any], lang: str) -> str:
    """The text with its placeholders filled in ``lang`` (never ``str.format`` on a teacher's text).

    Raises a localized TemplateError for a placeholder the exercise does not have.
    """
    out: list[str] = []
    after_value = False
    for part in parse_template(text):
        if isinstance(part, str):
            _thai_space(out, part, lang, after_value)
            out.append(part)
            after_value = False
        elif part.name in params:
            try:
                value = part.fill(render(params[part.name], lang), lang)
            except GrammarError:
                raise TemplateError("exercises.template.bad_spec", text="{" + part.name + "|"
                                    + "|".join(part.modifiers) + "}") from None
            _thai_space(out, value, lang, not part.width)
            out.append(value)
            after_value = not part.width
        else:
            raise TemplateError("exercises.check.bad_placeholder", name=part.name,
                                names=", ".join(sorted(params)) or "–")
    return "".join(out)


def _thai_space(out: list[str], following: str, lang: str, touches_value: bool) -> None:
    """Add the space Thai puts between Thai text and a Latin word, number or suit symbol (ลง ♠A ได้ไหม).

    Only where a value meets text (``touches_value``), as the catalog does: a teacher's own
    text is left as written.
    """
    if lang == "th" and touches_value and out and needs_thai_space(out[-1], following):
        out.append(" ")
