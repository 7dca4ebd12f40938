"""The Schieber tables: seats, contracts, rank orders, card points, Weis values, multipliers.

Every number of the rules lives here, one table each, so a variant is a
one-line change (for example the common Swiss tables give four nines 150 and,
in Undenufe, the 11 points of the Ass to the six instead).
"""
from __future__ import annotations

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import JASS_RANKS, JASS_SUITS
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.seats import SEATS, Seat

"""Seat letters; a seat's number is its position here (N 0, E 1, S 2, W 3)."""

NEXT_SEAT = {letter: Seat(letter).rho.value for letter in "SENW"}
"""Counter-clockwise: after South comes East ("the player to the right"), so the next seat is the right-hand opponent."""

TEAMS = ("NS", "EW")
"""Team names; a seat's team is ``TEAMS[seat_number % 2]``."""

SUITS = JASS_SUITS
"""E acorns (Eicheln), R roses (Rosen), S shields (Schilten), B bells (Schellen)."""

CONTRACTS = ("E", "R", "S", "B", "obenabe", "undenufe")
"""A contract's number is its position here: 0..3 trump suits, 4 Obenabe, 5 Undenufe."""

PUSH = "push"
OBENABE = 4
UNDENUFE = 5

ORDINARY_ORDER = JASS_RANKS  # "AKOUT9876", high to low
TRUMP_ORDER = "U9AKOT876"
UNDENUFE_ORDER = ORDINARY_ORDER[::-1]

# Card points: one table. "plain" is a non-trump suit of a trump contract.
CARD_POINTS: dict[str, dict[str, int]] = {
    "trump":    {"A": 11, "K": 4, "O": 3, "U": 20, "T": 10, "9": 14, "8": 0, "7": 0, "6": 0},
    "plain":    {"A": 11, "K": 4, "O": 3, "U": 2, "T": 10, "9": 0, "8": 0, "7": 0, "6": 0},
    "obenabe":  {"A": 11, "K": 4, "O": 3, "U": 2, "T": 10, "9": 0, "8": 8, "7": 0, "6": 0},
    # Seed rule: the Ass keeps 11 in Undenufe (common variant: "A": 0, ..., "6": 11).
    "undenufe": {"A": 11, "K": 4, "O": 3, "U": 2, "T": 10, "9": 0, "8": 8, "7": 0, "6": 0},
}
LAST_TRICK_BONUS = 5
MATCH_BONUS = 100
DEAL_POINTS = 157

# Weis values: one table. Sequences by length; four of a kind by rank (0 = not a Weis).
WEIS_POINTS: dict[str, dict] = {
    "sequence": {3: 20, 4: 50, 5: 100, 6: 100, 7: 100, 8: 100, 9: 100},
    "four": {"U": 200, "A": 100, "K": 100, "O": 100, "T": 100, "9": 0, "8": 0, "7": 0, "6": 0},
}
STOECK_POINTS = 20

# Multipliers: one table, applied to every point of the deal (Weis and Stöck included).
MULTIPLIERS: dict[str, int] = {"E": 1, "R": 1, "S": 2, "B": 2, "obenabe": 3, "undenufe": 4}

TARGET = 3000
SCHNEIDER_BELOW = 1500


@checked
def is_schneider(winner_points: int, loser_points: int, target: int = TARGET) -> bool:
    """Whether a finished match is Schneider: the winner reached ``target`` and the loser has under 1500."""
    return winner_points >= target and loser_points < SCHNEIDER_BELOW

# The order in which the Weis comparison chain decides (rules: "Weis").
WEIS_STEPS = ("points", "type", "length", "rank", "trump", "play_order")
# Steps reversed in Undenufe: only the rank.
UNDENUFE_REVERSED_STEPS = frozenset({"rank"})


def seat_number(seat: str) -> int:
    """0..3 for ``"N" "E" "S" "W"``; raises IllegalAction for anything else."""
    text = str(seat).strip().upper()
    if len(text) != 1 or text not in SEATS:
        raise IllegalAction("jass.error.unknown_seat", seat=seat)
    return SEATS.index(text)


def team_of(seat: str) -> str:
    """``"NS"`` or ``"EW"``."""
    return TEAMS[seat_number(seat) % 2]


def contract_number(contract: str | int) -> int:
    """0..5 for ``"E" "R" "S" "B" "obenabe" "undenufe"`` (case-insensitive)."""
    if isinstance(contract, int) and not isinstance(contract, bool) and 0 <= contract < 6:
        return contract
    text = str(contract).strip()
    if text.upper() in SUITS and len(text) == 1:
        return SUITS.index(text.upper())
    if text.lower() in CONTRACTS:
        return CONTRACTS.index(text.lower())
    raise IllegalAction("jass.error.unknown_contract", contract=contract)


def contract_name(contract: str | int) -> str:
    """The contract's code: ``"E" "R" "S" "B" "obenabe" "undenufe"``."""
    return CONTRACTS[contract_number(contract)]


def multiplier(contract: str | int) -> int:
    """The contract factor from :data:`MULTIPLIERS`."""
    return MULTIPLIERS[contract_name(contract)]


def point_table(contract: str | int, suit: str) -> dict[str, int]:
    """The card-point table row for ``suit`` under ``contract``."""
    number = contract_number(contract)
    if number == OBENABE:
        return CARD_POINTS["obenabe"]
    if number == UNDENUFE:
        return CARD_POINTS["undenufe"]
    return CARD_POINTS["trump"] if SUITS[number] == suit else CARD_POINTS["plain"]
