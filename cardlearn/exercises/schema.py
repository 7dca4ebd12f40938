"""The exercise file format: kinds, topics and the fields each topic reads, checked field by field.

Only the form is checked here (types, known names, cards and calls that parse);
whether the engine can answer, and whether ``expected`` matches, is checked by
:mod:`cardlearn.exercises.check` through :mod:`cardlearn.exercises.answers`.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardlearn.engine import bridge
from cardlearn.engine.bridge.calls import code_text, parse_call_code
from cardlearn.engine.bridge.table import parse_vulnerability
from cardlearn.engine.cards import parse_bridge_card, parse_jass_card
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.jass.rules import contract_name
from cardlearn.engine.seats import SEATS
from cardlearn.exercises.errors import Problem
from cardlearn.i18n import LANGUAGES, Message, msg

KINDS = ("number", "card", "call", "seat", "team", "order", "true_false", "contract")
"""What the learner answers: a whole number, a card, a call, a seat, a team, items in order, yes/no,
a Schieber contract or a push."""

LESSON_LANGUAGES = ("th", "ko", "da", "tr")
"""Languages every prompt and hint must have (English is optional but recommended)."""

ID_PATTERN = re.compile(r"^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)+$")


@dataclass(frozen=True)
class Topic:
    """What the engine computes for a topic: the kinds it can be asked as and the fields it reads."""

    game: str
    kinds: tuple[str, ...]
    required: tuple[str, ...]
    optional: dict[str, Any] = field(default_factory=dict)
    set_answer: bool = False
    """Whether several answers are right (any legal card or call); ``expected`` is then a list."""


TOPICS: dict[str, Topic] = {
    "bridge.score": Topic("bridge", ("number",), ("contract", "tricks"), {"vulnerable": False}),
    "bridge.higher_bid": Topic("bridge", ("call",), ("options",)),
    "bridge.bid_order": Topic("bridge", ("order",), ("options",)),
    "bridge.legal_calls": Topic("bridge", ("call", "true_false"), ("auction",),
                                {"dealer": "N", "options": None, "call": None}, set_answer=True),
    "bridge.declarer": Topic("bridge", ("seat",), ("auction",), {"dealer": "N"}),
    "bridge.opening_leader": Topic("bridge", ("seat",), ("auction",), {"dealer": "N"}),
    "bridge.dummy": Topic("bridge", ("seat",), ("auction",), {"dealer": "N"}),
    "bridge.leader_from_declarer": Topic("bridge", ("seat",), ("declarer",), {"contract": None}),
    "bridge.dummy_from_declarer": Topic("bridge", ("seat",), ("declarer",), {"contract": None}),
    "bridge.target": Topic("bridge", ("number",), ("contract",)),
    "bridge.hcp": Topic("bridge", ("number",), ("hand",)),
    "bridge.sure_tricks": Topic("bridge", ("number",), ("deal",), {"side": "NS"}),
    "bridge.losers": Topic("bridge", ("number",), ("deal",), {"declarer": "S", "contract": None}),
    "bridge.trumps_out": Topic("bridge", ("number",), ("deal", "contract")),
    "bridge.trump_rounds": Topic("bridge", ("number",), ("deal", "contract")),
    "bridge.finesse": Topic("bridge", ("seat", "card"), ("deal", "suit")),
    "bridge.minibridge_declarer": Topic("bridge", ("seat",), ("deal",), {"dealer": "N"}),
    "bridge.minibridge_contract": Topic("bridge", ("call",), ("deal",), {"dealer": "N"}),
    "bridge.system_call": Topic("bridge", ("call",), ("hand",),
                                {"auction": [], "dealer": "N", "vulnerability": "None", "seat": None,
                                 "level": "full"}),
    "bridge.meaning_min_hcp": Topic("bridge", ("number",), ("auction", "index"),
                                    {"dealer": "N", "vulnerability": "None", "level": "full"}),
    "bridge.trick_winner": Topic("bridge", ("card", "seat"), ("contract",),
                                 {"leader": None, "trick": None, "deal": None, "play": None}),
    "bridge.legal_cards": Topic("bridge", ("card", "true_false"), ("contract",),
                                {"leader": None, "trick": [], "hand": None, "deal": None,
                                 "play": None, "card": None}, set_answer=True),
    "bridge.lead_card": Topic("bridge", ("card",), ("hand", "contract"), {"suit": None, "partner_suit": None}),
    "bridge.third_hand": Topic("bridge", ("card",), ("contract", "trick", "hand")),
    "jass.trick_winner": Topic("jass", ("card",), ("contract", "trick")),
    "jass.legal_cards": Topic("jass", ("card", "true_false"), ("contract", "hand"),
                              {"trick": [], "card": None}, set_answer=True),
    "jass.card_points": Topic("jass", ("number",), ("contract", "cards"), {"last_trick": False}),
    "jass.remaining_points": Topic("jass", ("number",), ("points",)),
    "jass.multiplier": Topic("jass", ("number",), ("contract",)),
    "jass.multiplied": Topic("jass", ("number",), ("contract", "points")),
    "jass.card_order": Topic("jass", ("order",), ("contract", "cards")),
    "jass.next_seat": Topic("jass", ("seat",), ("seat",)),
    "jass.weis_winner": Topic("jass", ("team",), ("contract", "hands"), {"forehand": "S"}),
    "jass.weis_points": Topic("jass", ("number",), ("contract", "hands"),
                              {"forehand": "S", "multiplied": False}),
    "jass.contract_choice": Topic("jass", ("contract",), ("hand",)),
    "jass.convention": Topic("jass", ("card",), ("contract", "hand", "convention"),
                             {"play": [], "trick": [], "forehand": "S", "pushed": False}),
    "jass.schneider": Topic("jass", ("true_false",), ("winner_points", "loser_points"), {"target": 3000}),
}

COMMON_FIELDS = ("id", "kind", "topic", "prompt", "hints", "expected", "generator", "title")


# --- field parsers: each returns the normalized value or raises a Message ----------------------


class FieldProblem(Exception):
    """A field value that cannot be used; carries the message that says why."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


def _type_error(expected: str, value: Any) -> FieldProblem:
    return FieldProblem(msg("exercises.check.wrong_type", expected=msg(f"exercises.type.{expected}"),
                            found=repr(value)))


def _engine(parse: Callable[[Any], Any], value: Any) -> Any:
    try:
        return parse(value)
    except CardlearnError as error:
        raise FieldProblem(error.message) from None


def _as_int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _type_error("integer", value)
    return value


def _as_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _type_error("boolean", value)
    return value


def _as_seat(value: Any) -> str:
    if not isinstance(value, str) or value.strip().upper() not in tuple(SEATS):
        raise FieldProblem(msg("exercises.check.bad_seat", value=str(value)))
    return value.strip().upper()


def _as_side(value: Any) -> str:
    if not isinstance(value, str) or value.strip().upper() not in ("NS", "EW"):
        raise FieldProblem(msg("exercises.check.bad_side", value=str(value)))
    return value.strip().upper()


def _as_list(value: Any, item: Callable[[Any], Any]) -> list:
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, list):
        raise _type_error("list", value)
    return [item(entry) for entry in value]


def _bridge_card(value: Any) -> str:
    return str(_engine(parse_bridge_card, str(value)))


def _jass_card(value: Any) -> str:
    return str(_engine(parse_jass_card, str(value)))


def _call(value: Any) -> str:
    return code_text(_engine(parse_call_code, value))


def _as_suit(value: Any) -> str:
    if not isinstance(value, str) or value.strip().upper() not in ("S", "H", "D", "C"):
        raise FieldProblem(msg("exercises.check.bad_suit", value=str(value)[:40]))
    return value.strip().upper()


def _bridge_contract(value: Any) -> str:
    if not isinstance(value, str):
        raise _type_error("string", value)
    _engine(bridge.parse_contract, value)
    return value.strip()


def _jass_contract(value: Any) -> str:
    if not isinstance(value, str):
        raise _type_error("string", value)
    return _engine(contract_name, value)


def _vulnerability(value: Any) -> str:
    if not isinstance(value, str):
        raise _type_error("string", value)
    return _engine(parse_vulnerability, value)


def _bidding_level(value: Any) -> str:
    from cardlearn.ai.bridge.levels import resolve_bidding_level

    return _engine(resolve_bidding_level, value)


def _convention(value: Any) -> str:
    from cardlearn.ai.jass.conventions import TAUGHT

    if not isinstance(value, str) or value.strip() not in TAUGHT:
        raise FieldProblem(msg("exercises_jass_teach.check.bad_convention", value=str(value)[:40],
                               conventions=", ".join(TAUGHT)))
    return value.strip()


def _pbn_deal(value: Any) -> str:
    if not isinstance(value, str):
        raise _type_error("string", value)
    return _engine(bridge.Deal.from_pbn, value).to_pbn()


def _jass_hands(value: Any) -> dict[str, list[str]]:
    if not isinstance(value, dict):
        raise _type_error("table", value)
    unknown = [key for key in value if str(key).upper() not in SEATS]
    if unknown:
        raise FieldProblem(msg("exercises.check.bad_seat", value=str(unknown[0])))
    hands = {seat: _as_list(value.get(seat, value.get(seat.lower(), [])), _jass_card) for seat in SEATS}
    seen: set[str] = set()
    for cards in hands.values():
        for card in cards:
            if card in seen:
                raise FieldProblem(msg("exercises.check.duplicate_card", card=card))
            seen.add(card)
    return hands


def _unique_cards(parse: Callable[[Any], str]) -> Callable[[Any], list[str]]:
    def parse_list(value: Any) -> list[str]:
        cards = _as_list(value, parse)
        for index, card in enumerate(cards):
            if card in cards[:index]:
                raise FieldProblem(msg("exercises.check.duplicate_card", card=card))
        return cards
    return parse_list


FIELD_PARSERS: dict[str, dict[str, Callable[[Any], Any]]] = {
    "bridge": {
        "contract": _bridge_contract, "tricks": _as_int, "vulnerable": _as_bool,
        "options": lambda v: _as_list(v, _call), "auction": lambda v: _as_list(v, _call),
        "dealer": _as_seat, "leader": _as_seat, "call": _call, "card": _bridge_card,
        "trick": _unique_cards(_bridge_card), "hand": _unique_cards(_bridge_card),
        "play": _unique_cards(_bridge_card), "deal": _pbn_deal, "seat": _as_seat,
        "vulnerability": _vulnerability, "index": _as_int, "side": _as_side, "level": _bidding_level,
        "declarer": _as_seat, "suit": _as_suit, "partner_suit": _as_suit,
    },
    "jass": {
        "contract": _jass_contract, "trick": _unique_cards(_jass_card),
        "hand": _unique_cards(_jass_card), "cards": _unique_cards(_jass_card), "card": _jass_card,
        "points": _as_int, "last_trick": _as_bool, "multiplied": _as_bool, "forehand": _as_seat,
        "hands": _jass_hands, "seat": _as_seat,
        "winner_points": _as_int, "loser_points": _as_int, "target": _as_int,
        "play": _unique_cards(_jass_card), "pushed": _as_bool, "convention": _convention,
    },
}


@dataclass
class ExerciseSpec:
    """One exercise as read from a file: its id, kind, topic, texts and normalized situation."""

    id: str
    kind: str
    topic: str
    prompt: dict[str, str]
    situation: dict[str, Any]
    hints: list[dict[str, str]] = field(default_factory=list)
    expected: Any = None
    generator: dict[str, Any] | None = None
    title: dict[str, str] | None = None
    file: str = ""
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> str:
        """``"bridge"`` or ``"jass"``."""
        return TOPICS[self.topic].game


def _texts(value: Any, name: str, where: Callable[..., None]) -> dict[str, str] | None:
    """A table of texts by language; missing lesson languages are problems, English a warning."""
    if not isinstance(value, dict):
        where(name, _type_error("table", value).message)
        return None
    texts: dict[str, str] = {}
    for lang, text in value.items():
        if lang not in LANGUAGES:
            where(f"{name}.{lang}", msg("exercises.check.unknown_language", language=str(lang),
                                         languages=", ".join(LANGUAGES)))
        elif not isinstance(text, str) or not text.strip():
            where(f"{name}.{lang}", msg("exercises.check.empty_text"))
        else:
            texts[lang] = text
    for lang in LESSON_LANGUAGES:
        if lang not in value:
            where(f"{name}.{lang}", msg("exercises.check.missing_language",
                                         language=msg(f"core.language.{lang}"), code=lang))
    if "en" not in value:
        where(f"{name}.en", msg("exercises.check.missing_english"), warning=True)
    return texts


Where = Callable[..., None]


def parse_exercise(raw: Any, file: str, position: int) -> tuple[ExerciseSpec | None, list[Problem]]:
    """Check one ``[[exercise]]`` table; returns the spec (None if unusable) and its problems."""
    problems: list[Problem] = []
    label = f"#{position}"
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        label = raw["id"]

    def where(name: str | None, message: Message, warning: bool = False) -> None:
        problems.append(Problem(file, message, label, name, warning))

    if not isinstance(raw, dict):
        where(None, msg("exercises.check.not_a_table"))
        return None, problems
    ident, kind, topic_name, topic = _header(raw, where)
    prompt = _texts(raw["prompt"], "prompt", where) if "prompt" in raw else None
    hints = _hints(raw.get("hints", []), where)
    title = _texts(raw["title"], "title", where) if "title" in raw else None
    generator = raw.get("generator")
    if generator is not None and not isinstance(generator, dict):
        where("generator", _type_error("table", generator).message)
        generator = None
    situation = _situation(raw, topic, where) if topic is not None else {}
    if any(not problem.warning for problem in problems):
        return None, problems
    # Without an error above, the id, the kind and the topic were all found.
    assert ident is not None and kind is not None and topic_name is not None
    spec = ExerciseSpec(ident, kind, topic_name, prompt or {}, situation, hints,
                        raw.get("expected"), generator, title, file, dict(raw))
    return spec, problems


def _header(raw: dict[str, Any], where: Where) -> tuple[Any, Any, Any, Topic | None]:
    """The exercise's id, kind, topic name and topic (None where unknown), each checked."""
    for name in ("id", "kind", "topic", "prompt"):
        if name not in raw:
            where(name, msg("exercises.check.missing_field"))
    ident, kind, topic_name = raw.get("id"), raw.get("kind"), raw.get("topic")
    if "id" in raw and (not isinstance(ident, str) or not ID_PATTERN.match(ident)):
        where("id", msg("exercises.check.bad_id", id=str(ident)))
    if "kind" in raw and kind not in KINDS:
        where("kind", msg("exercises.check.unknown_kind", kind=str(kind), kinds=", ".join(KINDS)))
    topic = TOPICS.get(topic_name) if isinstance(topic_name, str) else None
    if "topic" in raw and topic is None:
        where("topic", msg("exercises.check.unknown_topic", topic=str(topic_name),
                           topics=", ".join(TOPICS)))
    if topic is not None and kind in KINDS and kind not in topic.kinds:
        where("kind", msg("exercises.check.kind_topic", kind=kind, topic=topic_name,
                          kinds=", ".join(topic.kinds)))
    return ident, kind, topic_name, topic


def _hints(raw_hints: Any, where: Where) -> list[dict[str, str]]:
    """The hints, each a text per language."""
    if not isinstance(raw_hints, list):
        where("hints", _type_error("list", raw_hints).message)
        return []
    hints: list[dict[str, str]] = []
    for number, hint in enumerate(raw_hints, 1):
        texts = _texts(hint, f"hints[{number}]", where)
        if texts is not None:
            hints.append(texts)
    return hints


def _situation(raw: dict[str, Any], topic: Topic, where: Where) -> dict[str, Any]:
    """The topic's fields read by their parsers (optional ones defaulted); unknown and missing ones reported."""
    parsers = FIELD_PARSERS[topic.game]
    allowed = set(topic.required) | set(topic.optional)
    for name in raw:
        if name not in COMMON_FIELDS and name not in allowed:
            where(name, msg("exercises.check.unknown_field", field=name,
                            fields=", ".join(sorted(allowed))))
    for name in topic.required:
        if name not in raw:
            where(name, msg("exercises.check.missing_field"))
    situation: dict[str, Any] = {}
    for name in allowed:
        if name not in raw:
            situation[name] = topic.optional.get(name)
            continue
        try:
            situation[name] = parsers[name](raw[name])
        except FieldProblem as problem:
            where(name, problem.message)
    return situation
