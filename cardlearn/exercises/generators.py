"""Seeded variants: a generator draws new situation values so each learner gets an equivalent question.

A generator is a table in the exercise. Each entry names a situation field (or
one of the helpers below) and how to draw it:

- a list: one of its values (``contract = ["3NT", "4H", "4S"]``);
- ``{ min = 1, max = 4 }``: a whole number in that range, both ends included;
- ``{ sample = 2, from = ["1C", "1NT", "2D", "2S"] }``: that many different values, in random order.

Helpers for ``bridge.score``: ``doubled`` (0, 1, 2 — adds X or XX to the
contract), ``down`` (tricks = target − down) and ``over`` (tricks = target + over).
For Weis topics ``hands = "random"`` deals until some Weis is on the table,
``hands = "contested"`` until both teams have one (the deal comes from the engine).
For ``jass.contract_choice`` ``hand = "clear"`` draws a forehand's hand whose choice is a
clear case (:mod:`cardlearn.ai.jass.guidelines`): trumps, Obenabe, Undenufe or a push, evenly.

Bridge deals from the engine's themed dealer (:mod:`cardlearn.engine.bridge.themes`):
``deal = { theme = "sure_tricks_nt" }`` draws a whole deal of that theme,
``hand = { theme = "opening_choice", seat = "S" }`` one seat's hand of it;
the theme ``"random"`` is an unconstrained shuffle.
A ``hand`` rule may add ``auction = ["1C", "1D", "1H", "1S"]``: the exercise's auction is then the
system's own calls for the other seats of the same deal, from the exercise's dealer up to the seat's
turn, and the deal is drawn again until that auction opens with one of the listed calls and every other
call in it is a pass ("partner opened one of a suit, what do you answer?").
Everything is drawn from ``random.Random(seed)`` in the order the entries are
written, so a seed always gives the same variant.
"""
from __future__ import annotations

import random
from typing import Any

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.jass.guidelines import answer_group, clear_choice
from cardlearn.engine import bridge, jass
from cardlearn.engine.bridge.themes import THEMES, theme_deal
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.jass.play import mask_of
from cardlearn.engine.seats import SEATS, Seat
from cardlearn.exercises.schema import FIELD_PARSERS, TOPICS, FieldProblem
from cardlearn.i18n import Message, msg

HELPERS = {"doubled", "down", "over"}
MAX_DEALS = 200


class GeneratorProblem(Exception):
    """A generator entry that cannot be used; ``field`` names it."""

    def __init__(self, field: str, message: Message) -> None:
        super().__init__(message.key)
        self.field = field
        self.message = message


def _draw(name: str, rule: Any, rng: random.Random) -> Any:
    if isinstance(rule, list):
        if not rule:
            raise GeneratorProblem(name, msg("exercises.check.generator_empty"))
        return rng.choice(rule)
    if isinstance(rule, dict) and set(rule) == {"min", "max"}:
        low, high = rule["min"], rule["max"]
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (low, high)) or low > high:
            raise GeneratorProblem(name, msg("exercises.check.generator_range"))
        return rng.randint(low, high)
    if isinstance(rule, dict) and set(rule) == {"sample", "from"}:
        count, pool = rule["sample"], rule["from"]
        if not isinstance(pool, list) or not isinstance(count, int) or not 0 < count <= len(pool):
            raise GeneratorProblem(name, msg("exercises.check.generator_sample"))
        return rng.sample(pool, count)
    if isinstance(rule, str) and name == "hands" and rule in ("random", "contested"):
        return rule
    if rule == "clear" and name == "hand":
        return _clear_hand(rng)
    if isinstance(rule, dict) and name in ("deal", "hand") and "theme" in rule:
        return _themed(name, rule, rng)
    raise GeneratorProblem(name, msg("exercises.check.generator_rule"))


def _check_theme_rule(name: str, rule: dict[str, Any]) -> None:
    """Raise GeneratorProblem for a theme rule with an unknown key, seat or theme name type."""
    allowed = {"theme", "seat"} if name == "hand" else {"theme"}
    if set(rule) - allowed or rule.get("seat", "S") not in tuple(SEATS) or not isinstance(rule.get("theme"), str):
        raise GeneratorProblem(name, msg("exercises.check.generator_theme", themes=", ".join(["random", *THEMES])))


def _themed(name: str, rule: dict[str, Any], rng: random.Random) -> Any:
    """A PBN deal (``deal``) or one seat's cards (``hand``) from a themed deal of the engine's dealer."""
    _check_theme_rule(name, rule)
    seed = rng.randrange(2**32)
    try:
        deal = bridge.Deal.random(seed) if rule["theme"] == "random" else theme_deal(rule["theme"], seed)
    except CardlearnError as error:
        raise GeneratorProblem(name, error.message) from None
    return deal.to_pbn() if name == "deal" else deal.hand(rule.get("seat", "S"))


def _themed_with_auction(rule: dict[str, Any], dealer: str, rng: random.Random) -> tuple[list[str], list[str]]:
    """One seat's cards and the system's auction before its turn, from a themed deal whose auction fits."""
    openings, seat = rule["auction"], rule.get("seat", "S")
    if not isinstance(openings, list) or not openings or not all(isinstance(call, str) for call in openings):
        raise GeneratorProblem("hand", msg("exercises.check.generator_sample"))
    plain = {key: value for key, value in rule.items() if key != "auction"}
    _check_theme_rule("hand", plain)
    before = (SEATS.index(seat) - SEATS.index(dealer)) % 4
    for _ in range(MAX_DEALS):
        deal = bridge.Deal.from_pbn(_themed("deal", {"theme": plain["theme"]}, rng))
        auction: list[str] = []
        for index in range(before):
            caller = Seat.from_str(dealer).after(index).value
            auction.append(choose_call(deal.hand(caller), auction, dealer=dealer).call)
        if _fits(auction, openings):
            return list(deal.hand(seat)), auction
    raise GeneratorProblem("hand", msg("exercises.check.generator_no_deal"))


def _fits(auction: list[str], openings: list[str]) -> bool:
    """Whether the one bid of ``auction`` is one of ``openings`` and every other call is a pass."""
    bids = [call for call in auction if call != "P"]
    return len(bids) == 1 and bids[0] in openings


def _clear_hand(rng: random.Random) -> list[str]:
    """A forehand's nine cards whose contract choice is a clear case; the four answers equally often."""
    group = rng.choice(("trump", "obenabe", "undenufe", "push"))
    for _ in range(MAX_DEALS * 10):
        match = jass.Match(seed=rng.randrange(2**32))
        cards = list(match.hands[match.forehand])
        choice = clear_choice(mask_of(cards))
        if choice is not None and answer_group(choice.contract) == group:
            return cards
    raise GeneratorProblem("hand", msg("exercises.check.generator_no_deal"))


def _random_hands(mode: str, contract: str, rng: random.Random) -> tuple[dict[str, list[str]], str]:
    for _ in range(MAX_DEALS):
        match = jass.Match(seed=rng.randrange(2**32))
        hands = {seat: list(cards) for seat, cards in match.hands.items()}
        report = jass.weis_report(hands, contract, match.forehand)
        if report.winner and (mode == "random" or report.comparison is not None):
            return hands, match.forehand
    raise GeneratorProblem("hands", msg("exercises.check.generator_no_deal"))


def check_generator(topic: str, generator: dict[str, Any]) -> None:
    """Raise GeneratorProblem for an entry that names no field of the topic."""
    spec = TOPICS[topic]
    fields = set(spec.required) | set(spec.optional)
    helpers = HELPERS if topic == "bridge.score" else set()
    for name in generator:
        if name not in fields and name not in helpers:
            raise GeneratorProblem(name, msg("exercises.check.generator_field", field=name,
                                             fields=", ".join(sorted(fields | helpers))))


def _apply_helpers(result: dict[str, Any], helpers: dict[str, Any]) -> None:
    """The drawn helper fields (doubled, down, over) folded into the contract and the tricks."""
    contract = bridge.parse_contract(result["contract"])
    doubled = helpers.get("doubled", contract.doubled)
    if doubled not in (0, 1, 2):
        raise GeneratorProblem("doubled", msg("exercises.check.generator_range"))
    result["contract"] = f"{contract.level}{contract.strain}{('', 'X', 'XX')[doubled]}"
    if "down" in helpers:
        result["tricks"] = max(0, contract.target - helpers["down"])
    elif "over" in helpers:
        result["tricks"] = min(13, contract.target + helpers["over"])


def variant(topic: str, situation: dict[str, Any], generator: dict[str, Any], seed: int) -> dict[str, Any]:
    """The situation with the generator's fields drawn from ``random.Random(seed)``."""
    check_generator(topic, generator)
    rng = random.Random(seed)
    parsers = FIELD_PARSERS[TOPICS[topic].game]
    result = dict(situation)
    helpers: dict[str, Any] = {}
    for name, rule in generator.items():
        if name == "hand" and isinstance(rule, dict) and "auction" in rule:
            hand, auction = _themed_with_auction(rule, result.get("dealer") or "N", rng)
            result["hand"], result["auction"] = parsers["hand"](hand), parsers["auction"](auction)
            continue
        value = _draw(name, rule, rng)
        if name in HELPERS:
            helpers[name] = value
            continue
        if name == "hands" and isinstance(value, str):
            hands, forehand = _random_hands(value, result["contract"], rng)
            result["hands"] = hands
            if "forehand" not in generator:
                result["forehand"] = forehand
            continue
        try:
            result[name] = parsers[name](value)
        except FieldProblem as problem:
            raise GeneratorProblem(name, problem.message) from None
    if helpers:
        _apply_helpers(result, helpers)
    return result
