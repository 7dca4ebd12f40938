"""Constrained deals, as bridge teachers make them with Dealer or redeal: "South balanced 15–17".

>>> from cardlearn.engine.bridge.dealer import deal
>>> d = deal({"S": {"hcp": (15, 17), "shape": "balanced"}}, seed=1)
>>> from cardlearn.ai.bridge import evaluate
>>> 15 <= evaluate(d.hand("S")).hcp <= 17
True

Constraints are a mapping from a seat (``N E S W``) or a side (``NS EW``) to
what it holds:

- ``hcp``: ``(low, high)`` high-card points (A 4, K 3, Q 2, J 1), or one number;
- ``S`` ``H`` ``D`` ``C``: the length of that suit, ``(low, high)`` or one number;
- ``shape``: ``"balanced"`` (4333 4432 5332), ``"semi_balanced"`` (also 5422
  and 6322) or ``"unbalanced"`` (anything not balanced) — seats only;
- ``no_four_card_major``: ``True`` — at most three spades and three hearts;
- ``holds`` / ``lacks``: cards the seat (or side) must / must not hold
  (``["SA", "SJ"]``).

``predicate`` is a hook for themes no table can say: a callable given the
:class:`~cardlearn.engine.bridge.Deal` that returns True to keep it (for
example a double-dummy check with the AI layer's solver, passed in so the
engine stays free of it).

How: the ``holds`` cards are placed first (exact: a deal with them elsewhere
would be rejected anyway), the other cards are shuffled with
``random.Random(seed)`` and the whole deal is accepted or rejected, cheap
tests first. Whole-deal rejection keeps every deal that meets the constraints
equally likely (dealing one constrained seat first and then the others would
not). A set that no deal can meet raises :class:`~cardlearn.engine.errors.InvalidArgument`
before dealing; one too rare for ``attempts`` deals names the constraint that
failed most often.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from cardlearn.engine.bridge.boards import Board, board_dealer, board_vulnerability
from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.fast import SUIT_MASKS, cards_mask, mask_cards
from cardlearn.engine.cards import BRIDGE_DECK, parse_bridge_card, suit_message
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS
from cardlearn.engine.errors import CardlearnError, InvalidArgument
from cardlearn.engine.seats import SEATS, seat_message, side_message
from cardlearn.engine.validate import check_seed
from cardlearn.i18n import Message, msg

SEAT_KEYS = SEATS
SIDE_KEYS = ("NS", "EW")
MAX_ATTEMPTS = 200_000
"""Deals tried before giving up (about two seconds); common themes need a few hundred."""

Predicate = Callable[[Deal], bool]
Range = tuple[int, int]

# High-card points of each 13-bit suit holding (bit 0 = ace), looked up once per suit.
_HCP = tuple(sum(value for bit, value in enumerate((4, 3, 2, 1)) if holding >> bit & 1)
             for holding in range(1 << 13))
_BALANCED = {(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)}
_SEMI_BALANCED = _BALANCED | {(5, 4, 2, 2), (6, 3, 2, 2)}
SHAPES = ("balanced", "semi_balanced", "unbalanced")
_KEYS = ("hcp", *SUITS, "shape", "no_four_card_major", "holds", "lacks")


class ImpossibleDeal(InvalidArgument):
    """A constraint set no deal can meet, or one too rare to find; the message says which part."""


def hcp(mask: int) -> int:
    """The high-card points of a hand (or a side's two hands) given as a mask."""
    return sum(_HCP[mask >> (13 * suit) & 0x1FFF] for suit in range(4))


def lengths(mask: int) -> tuple[int, int, int, int]:
    """The suit lengths of a mask, spades first."""
    return tuple((mask & suit).bit_count() for suit in SUIT_MASKS)  # type: ignore[return-value]


def shape_class(mask: int) -> str:
    """``balanced``, ``semi_balanced`` (5422, 6322) or ``unbalanced``."""
    pattern = tuple(sorted(lengths(mask), reverse=True))
    if pattern in _BALANCED:
        return "balanced"
    return "semi_balanced" if pattern in _SEMI_BALANCED else "unbalanced"


@dataclass(frozen=True)
class HandConstraint:
    """What one seat or side must hold; each part is named in messages by :meth:`describe`."""

    where: str
    hcp: Range = (0, 40)
    suits: tuple[Range, Range, Range, Range] = ((0, 13),) * 4
    shape: str | None = None
    holds: int = 0
    lacks: int = 0

    def failure(self, mask: int) -> str | None:
        """The first part ``mask`` breaks (``"hcp"``, ``"S"`` ..., ``"shape"``, ``"lacks"``), or None."""
        if mask & self.lacks:
            return "lacks"
        for suit, (low, high) in enumerate(self.suits):
            if not low <= (mask & SUIT_MASKS[suit]).bit_count() <= high:
                return SUITS[suit]
        points = hcp(mask)
        if not self.hcp[0] <= points <= self.hcp[1]:
            return "hcp"
        if self.shape is not None and not self._shape_ok(mask):
            return "shape"
        return None

    def _shape_ok(self, mask: int) -> bool:
        found = shape_class(mask)
        if self.shape == "semi_balanced":
            return found != "unbalanced"
        if self.shape == "unbalanced":
            return found != "balanced"
        return found == self.shape

    def describe(self, part: str) -> Message:
        """One part of the constraint in words, with its seat or side (``South: 15–17 HCP``)."""
        who = seat_message(self.where) if len(self.where) == 1 else side_message(self.where)
        if part == "hcp":
            low, high = self.hcp
            return msg("engine.dealer.part.hcp", where=who, low=low, high=high) if low < high else \
                msg("engine.dealer.part.hcp_exact", where=who, number=low)
        if part in SUITS:
            low, high = self.suits[SUITS.index(part)]
            suit = suit_message(part)
            return msg("engine.dealer.part.length", where=who, suit=suit, low=low, high=high) if low < high \
                else msg("engine.dealer.part.length_exact", where=who, suit=suit, number=low)
        if part == "shape":
            return msg(f"engine.dealer.part.{self.shape}", where=who)
        if part in ("holds", "lacks"):
            return msg(f"engine.dealer.part.{part}", where=who,
                       cards=_Cards(self.holds if part == "holds" else self.lacks))
        return msg("engine.dealer.part.theme")


class _Cards:
    """Card symbols (``♠A ♠J``) as a message parameter, the same in every language."""

    def __init__(self, mask: int) -> None:
        self.mask = mask

    def text(self, lang: str | None = None) -> str:
        """The cards, high to low, spades first."""
        return " ".join(BRIDGE_DECK[i].symbol for i in mask_cards(self.mask))


def _bad(name: str, value: Any) -> InvalidArgument:
    return InvalidArgument("engine.dealer.bad_constraint", name=name, value=str(value)[:60])


def _range(name: str, value: Any, top: int) -> Range:
    if isinstance(value, int) and not isinstance(value, bool):
        value = (value, value)
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            or not 0 <= value[0] <= value[1] <= top):
        raise _bad(name, value)
    return (value[0], value[1])


def _card_mask(name: str, value: Any) -> int:
    if isinstance(value, str):
        value = value.split()
    if not isinstance(value, (list, tuple)):
        raise _bad(name, value)
    try:
        return cards_mask([parse_bridge_card(card).index for card in value])
    except CardlearnError:
        raise _bad(name, value) from None


def parse_constraint(where: str, spec: Mapping[str, Any]) -> HandConstraint:
    """One seat's (or side's) table as a :class:`HandConstraint`; raises InvalidArgument naming a bad entry."""
    if not isinstance(spec, Mapping):
        raise _bad(where, spec)
    side = len(where) == 2
    for key in spec:
        if key not in _KEYS or (side and key == "shape"):
            raise _bad(f"{where}.{key}", spec[key])
    suits = [_range(f"{where}.{suit}", spec.get(suit, (0, 13)), 26 if side else 13) for suit in SUITS]
    if spec.get("no_four_card_major"):
        suits[0] = (suits[0][0], min(suits[0][1], 3))
        suits[1] = (suits[1][0], min(suits[1][1], 3))
    shape = spec.get("shape")
    if shape is not None and shape not in SHAPES:
        raise _bad(f"{where}.shape", shape)
    return HandConstraint(where, _range(f"{where}.hcp", spec.get("hcp", (0, 40)), 40),
                          tuple(suits), shape,  # type: ignore[arg-type]
                          _card_mask(f"{where}.holds", spec.get("holds", ())),
                          _card_mask(f"{where}.lacks", spec.get("lacks", ())))


def parse_constraints(spec: Mapping[str, Any]) -> tuple[HandConstraint, ...]:
    """Every seat's and side's constraint, checked for parts that no deal can meet."""
    if not isinstance(spec, Mapping):
        raise _bad("constraints", spec)
    constraints = []
    for where, part in spec.items():
        if where not in SEAT_KEYS and where not in SIDE_KEYS:
            raise _bad(str(where), part)
        constraints.append(parse_constraint(where, part))
    _check_possible(constraints)
    return tuple(constraints)


def _impossible(constraint: HandConstraint, part: str) -> ImpossibleDeal:
    return ImpossibleDeal("engine.dealer.impossible", part=constraint.describe(part))


def _impossible_part(c: HandConstraint) -> str | None:
    """The part of one constraint that no hand (or side) can meet on its own, or None."""
    size = 26 if len(c.where) == 2 else 13
    if c.holds & c.lacks or c.holds.bit_count() > size:
        return "holds"
    if sum(low for low, _ in c.suits) > size or sum(high for _, high in c.suits) < size:
        return next(s for s in SUITS if c.suits[SUITS.index(s)] != (0, 13))
    if hcp(c.holds) > c.hcp[1]:
        return "hcp"
    for suit, (_, high) in enumerate(c.suits):
        if (c.holds & SUIT_MASKS[suit]).bit_count() > high:
            return SUITS[suit]
    return None


def _check_possible(constraints: list[HandConstraint]) -> None:
    """Refuse what no deal can meet: too many or too few cards, a card wanted twice or refused."""
    held: dict[int, str] = {}
    for c in constraints:
        part = _impossible_part(c)
        if part is not None:
            raise _impossible(c, part)
        if len(c.where) == 1:
            for card in mask_cards(c.holds):
                if held.setdefault(card, c.where) != c.where:  # two seats both hold the card
                    raise _impossible(c, "holds")


def _seat_masks(where: str) -> tuple[int, ...]:
    return tuple(SEAT_KEYS.index(seat) for seat in where)


class Dealer:
    """A reusable constrained dealer: ``Dealer(constraints).deal(seed)``; see the module docstring."""

    def __init__(self, constraints: Mapping[str, Any], predicate: Predicate | None = None,
                 attempts: int = MAX_ATTEMPTS) -> None:
        self.constraints = parse_constraints(constraints)
        self.predicate = predicate
        if isinstance(attempts, bool) or not isinstance(attempts, int) or attempts < 1:
            raise _bad("attempts", attempts)
        self.attempts = attempts
        placed = [0, 0, 0, 0]
        for c in self.constraints:
            if len(c.where) == 1:
                placed[SEAT_KEYS.index(c.where)] |= c.holds
        self._placed = placed
        rest = ((1 << 52) - 1) & ~(placed[0] | placed[1] | placed[2] | placed[3])
        self._rest = mask_cards(rest)
        # Side cards held (not placed: either hand of the side may hold them) are checked like lengths.
        self._checks = [(c, _seat_masks(c.where)) for c in self.constraints]
        self.tried = 0
        """How many deals the last :meth:`deal` looked at."""

    def _one(self, rng: random.Random) -> list[int]:
        cards = list(self._rest)
        rng.shuffle(cards)
        hands, start = list(self._placed), 0
        for seat in range(4):
            need = 13 - hands[seat].bit_count()
            hands[seat] |= cards_mask(cards[start:start + need])
            start += need
        return hands

    @staticmethod
    def _part_failing(c: HandConstraint, seats: tuple[int, ...], hands: list[int]) -> str | None:
        mask = 0
        for seat in seats:
            mask |= hands[seat]
        part = c.failure(mask)
        return "holds" if part is None and c.holds & ~mask else part

    def _passes(self, hands: list[int]) -> bool:
        return all(self._part_failing(c, seats, hands) is None for c, seats in self._checks)

    def _rarest(self, rng: random.Random, sample: int = 2000) -> Message:
        """The part that fails most often when each constraint is tested on its own (not first in order)."""
        misses: Counter[tuple[int, str]] = Counter()
        for _ in range(sample):
            hands = self._one(rng)
            for index, (c, seats) in enumerate(self._checks):
                part = self._part_failing(c, seats, hands)
                if part is not None:
                    misses[(index, part)] += 1
        if not misses:  # every constraint passes often: the theme's own check is what fails
            return msg("engine.dealer.part.theme")
        (index, part), _ = misses.most_common(1)[0]
        return self.constraints[index].describe(part)

    def deal(self, seed: int | str | None = None) -> Deal:
        """A deal meeting every constraint and the predicate; raises ImpossibleDeal after ``attempts`` tries."""
        rng = random.Random(check_seed(seed))
        theme_said_no = 0
        for tried in range(1, self.attempts + 1):
            hands = self._one(rng)
            if self._passes(hands):
                candidate = Deal(tuple(hands))  # type: ignore[arg-type]
                if self.predicate is None or self.predicate(candidate):
                    self.tried = tried
                    return candidate
                theme_said_no += 1
        self.tried = self.attempts
        # The table's constraints were met but the theme's check never agreed: the check is the rare part.
        part = msg("engine.dealer.part.theme") if theme_said_no else self._rarest(rng)
        raise ImpossibleDeal("engine.dealer.too_rare", attempts=self.attempts, part=part)


def deal(constraints: Mapping[str, Any], seed: int | str | None = None, predicate: Predicate | None = None,
         attempts: int = MAX_ATTEMPTS) -> Deal:
    """One deal meeting ``constraints`` (see the module docstring), reproducible from ``seed``."""
    return Dealer(constraints, predicate, attempts).deal(seed)


def deal_board(constraints: Mapping[str, Any], seed: int | str | None = None, number: int = 1,
               predicate: Predicate | None = None, attempts: int = MAX_ATTEMPTS) -> Board:
    """A constrained deal as board ``number`` (dealer and vulnerability by the board's number), for PBN."""
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise _bad("number", number)
    return Board(number=number, deal=deal(constraints, seed, predicate, attempts),
                 dealer=board_dealer(number), vulnerability=board_vulnerability(number))


__all__ = ["SHAPES", "Dealer", "HandConstraint", "ImpossibleDeal", "deal", "deal_board", "hcp",
           "lengths", "parse_constraints", "shape_class"]
