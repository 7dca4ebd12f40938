"""Minibridge, the European beginner's game: points decide who declares, the declarer chooses the contract.

>>> from cardlearn.engine.bridge import Deal
>>> setup = minibridge_setup(Deal.random(seed=1), dealer="S")
>>> setup.points["S"] + setup.points["N"] + setup.points["E"] + setup.points["W"]
40

The rules as taught in Minibridge courses (and at this project's table):

1. Every player says his high-card points, starting with the dealer.
2. The side with more points declares. 20–20: the cards are dealt again.
3. The stronger hand of that side is declarer; with equal points, the one who
   spoke first (nearest the dealer, clockwise, the dealer included).
4. Dummy goes down, and the declarer chooses the contract after seeing it:
   fewer than 25 points together — a part score; 25 or more — a game;
   with eight or more cards in one suit together (a *fit*) — trumps, a major
   fit first; otherwise no trump. Part score: two of the fit suit or 1NT;
   game: four of a major fit, else 3NT (nine tricks in no trump are easier
   than eleven with a minor as trumps).
5. The contract is played and scored as at duplicate.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from cardlearn.engine.bridge.contract import Contract, parse_contract
from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.dealer import hcp
from cardlearn.engine.bridge.fast import SUIT_MASKS
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS
from cardlearn.engine.cards import suit_message
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.seats import Seat, seat_message
from cardlearn.i18n import Message, msg

GAME_POINTS = 25
"""Points the declaring side needs together to choose a game."""
FIT = 8
"""Cards in one suit the two hands need together for it to be trumps."""
TIE = 20
"""Each side's points when the deal is a tie (dealt again)."""
_CHOSEN_RE = re.compile(r"^\s*[1-7]\s*(NT|C|D|H|S|♣|♦|♥|♠)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class MinibridgeSetup:
    """Who declares a Minibridge deal: every seat's points, the declaring side, declarer and dummy."""

    points: dict[str, int]
    dealer: str
    side: str | None
    """``"NS"`` or ``"EW"``; None when both sides have 20 (the cards are dealt again)."""
    declarer: str | None
    dummy: str | None

    @property
    def redeal(self) -> bool:
        """Whether the deal is a 20–20 tie, to be dealt again."""
        return self.side is None

    @property
    def side_points(self) -> int:
        """The declaring side's points together (0 on a tie)."""
        return 0 if self.side is None else self.points[self.side[0]] + self.points[self.side[1]]

    def points_message(self) -> Message:
        """Every seat's points as a sentence (North first)."""
        return points_message(self.points)

    def message(self) -> Message:
        """Why this seat declares, as a sentence (or why the cards are dealt again)."""
        if self.side is None or self.declarer is None:
            return msg("bridge.minibridge.why.redeal")
        partner = Seat.from_str(self.declarer).partner.value
        key = ("bridge.minibridge.why.equal" if self.points[self.declarer] == self.points[partner]
               else "bridge.minibridge.why.stronger")
        other = "EW" if self.side == "NS" else "NS"
        return msg(key, side=msg(f"core.side.{self.side}"), points=self.side_points,
                   other=self.points[other[0]] + self.points[other[1]], seat=seat_message(self.declarer),
                   mine=self.points[self.declarer], partner=seat_message(partner))


def seat_points(deal: Deal) -> dict[str, int]:
    """The high-card points of every seat."""
    return {seat: hcp(deal.masks[index]) for index, seat in enumerate(SEATS)}


def points_message(points: Deal | dict[str, int]) -> Message:
    """Every seat's points as a sentence, North first (``Points: North 5, East 2, ...``)."""
    if isinstance(points, Deal):
        points = seat_points(points)
    return msg("bridge.minibridge.points", north=points["N"], east=points["E"], south=points["S"],
               west=points["W"])


def minibridge_setup(deal: Deal, dealer: str = "N") -> MinibridgeSetup:
    """The points of every seat and who declares, by the Minibridge rule (see the module docstring)."""
    dealer = SEATS[parse_seat(dealer)]
    points = seat_points(deal)
    ns, ew = points["N"] + points["S"], points["E"] + points["W"]
    if ns == ew:
        return MinibridgeSetup(points, dealer, None, None, None)
    side = "NS" if ns > ew else "EW"
    order = [Seat.from_str(dealer).after(i).value for i in range(4)]  # who speaks first
    first, second = sorted(side, key=order.index)
    declarer = second if points[second] > points[first] else first
    return MinibridgeSetup(points, dealer, side, declarer, Seat.from_str(declarer).partner.value)


@dataclass(frozen=True)
class ContractAdvice:
    """The contract the Minibridge guidance proposes, and the sentence that says why."""

    contract: Contract
    points: int
    fit: str | None
    """The trump suit, or None in no trump."""
    fit_length: int

    def message(self) -> Message:
        """The proposal as a sentence: the points, the fit and the contract."""
        game = self.points >= GAME_POINTS
        if self.fit is None:
            key = "bridge.minibridge.advice.nt_game" if game else "bridge.minibridge.advice.nt_part"
            return msg(key, points=self.points, contract=self.contract.symbol, goal=GAME_POINTS, fit=FIT)
        major = self.fit in "SH"
        key = ("bridge.minibridge.advice.minor_game" if game and not major else
               "bridge.minibridge.advice.suit_game" if game else "bridge.minibridge.advice.suit_part")
        return msg(key, points=self.points, contract=self.contract.symbol, goal=GAME_POINTS,
                   suit=suit_message(self.fit), cards=self.fit_length)


def best_fit(first: int, second: int) -> tuple[str | None, int]:
    """The suit to be trumps for two hands (masks): a major fit first, then the longer; (None, 0) without."""
    lengths = {suit: ((first | second) & SUIT_MASKS[SUITS.index(suit)]).bit_count() for suit in SUITS}
    fits = [suit for suit in SUITS if lengths[suit] >= FIT]
    if not fits:
        return None, 0
    # Majors before minors, then the longer fit, then the higher suit (SUITS is in rank order).
    suit = min(fits, key=lambda s: (s not in "SH", -lengths[s], SUITS.index(s)))
    return suit, lengths[suit]


def advise_contract(deal: Deal, declarer: str) -> ContractAdvice:
    """The contract the Minibridge guidance gives the declarer's side (see the module docstring)."""
    seat = SEATS[parse_seat(declarer)]
    first, second = deal.masks[SEATS.index(seat)], deal.masks[Seat.from_str(seat).partner.position]
    points = hcp(first) + hcp(second)
    suit, length = best_fit(first, second)
    game = points >= GAME_POINTS
    if suit is None:
        level, strain = (3 if game else 1), "NT"
    elif game and suit in "DC":  # the minor fit is named in the reason, but the game is 3NT
        level, strain = 3, "NT"
    else:
        level, strain = (4 if game else 2), suit
    return ContractAdvice(Contract(level, strain, 0, seat), points, suit, length)


def chosen_contract(text: object, declarer: str) -> Contract:
    """A Minibridge contract the declarer names (``"4H"``, ``"3NT"``): one to seven, no double; IllegalAction."""
    if not isinstance(text, str) or not _CHOSEN_RE.match(text):
        raise IllegalAction("bridge.minibridge.error.contract", contract=str(text)[:12])
    return parse_contract(text).with_declarer(SEATS[parse_seat(declarer)])


def contract_calls(contract: Contract) -> list[str]:
    """The auction that gives ``contract`` when its declarer deals: the bid and three passes."""
    return [contract.code, "P", "P", "P"]


__all__ = ["FIT", "GAME_POINTS", "ContractAdvice", "MinibridgeSetup", "advise_contract", "best_fit",
           "chosen_contract", "contract_calls", "minibridge_setup", "points_message", "seat_points"]
