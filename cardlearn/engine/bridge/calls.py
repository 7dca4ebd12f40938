"""Calls of the auction as a small value type: pass, the 35 bids, double and redouble.

Each call has a dense ``code`` that the fast core works with: ``0`` pass,
``1`` double, ``2`` redouble, then the bids ``3 + 5*(level-1) + strain`` with
strains ``C D H S NT`` = 0..4, so a higher code is a higher bid.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.engine.cards import SUIT_SYMBOLS
from cardlearn.engine.errors import IllegalCall
from cardlearn.engine.notation import Notation
from cardlearn.i18n import Message, msg

PASS, DOUBLE, REDOUBLE = 0, 1, 2
FIRST_BID, LAST_BID = 3, 37
STRAINS = ("C", "D", "H", "S", "NT")
"""Strains from lowest to highest."""

STRAIN_TRUMP = (3, 2, 1, 0, -1)
"""The card-suit index (S=0, H=1, D=2, C=3 as in ``BRIDGE_DECK``) of each strain's trump; -1 for NT."""

# Every spelling any notation uses (the table, the AI's auctions, PBN files): the one call parser.
_NAMES = {"P": PASS, "PASS": PASS, "-": PASS, "X": DOUBLE, "D": DOUBLE, "DBL": DOUBLE, "DOUBLE": DOUBLE,
          "XX": REDOUBLE, "R": REDOUBLE, "RDBL": REDOUBLE, "REDOUBLE": REDOUBLE}
_STRAIN_ALIASES = {"C": 0, "D": 1, "H": 2, "S": 3, "N": 4, "NT": 4, "SA": 4}
_SYMBOL_TO_LETTER = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}


class Strain(Notation):
    """A strain of the auction, lowest first; a ``str`` (``Strain.NT == "NT"``), as the notation writes it."""

    C = "C"
    D = "D"
    H = "H"
    S = "S"
    NT = "NT"

    @classmethod
    def read(cls, text: str) -> str | None:
        """The strain of ``C``/``♣`` ... ``S``/``♠``, ``NT``/``N``/``SA``, any case; else None."""
        key = text.strip().upper()
        key = _SYMBOL_TO_LETTER.get(key, key)
        return STRAINS[_STRAIN_ALIASES[key]] if key in _STRAIN_ALIASES else None

    @property
    def rank(self) -> int:
        """The strain's index in the call codes: C=0, D=1, H=2, S=3, NT=4."""
        return STRAINS.index(self.value)

    @property
    def is_major(self) -> bool:
        """Hearts or spades."""
        return self.value in ("H", "S")

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds."""
        return self.value in ("C", "D")


def bid_code(level: int, strain: int) -> int:
    """The code of the bid ``level`` (1..7) ``strain`` (0=C .. 4=NT)."""
    return FIRST_BID + 5 * (level - 1) + strain


def code_level(code: int) -> int:
    """The level (1..7) of a bid code."""
    return (code - FIRST_BID) // 5 + 1


def code_strain(code: int) -> int:
    """The strain index (0=C .. 4=NT) of a bid code."""
    return (code - FIRST_BID) % 5


def code_text(code: int) -> str:
    """Notation of a call code: ``P``, ``X``, ``XX``, ``1C`` ... ``7NT``."""
    if code < FIRST_BID:
        return ("P", "X", "XX")[code]
    return f"{code_level(code)}{STRAINS[code_strain(code)]}"


def parse_call_code(call: object) -> int:
    """The code of a call written ``"P"``, ``"pass"``, ``"1n"``, ``"3NT"``, ``"4♥"``, ``"X"``, ``"XX"``.

    Raises :class:`IllegalCall` (``bridge.error.bad_call``) for anything else.
    """
    if isinstance(call, Call):
        return call.code
    text = str(call).strip().upper().replace(" ", "")
    for symbol, letter in _SYMBOL_TO_LETTER.items():
        text = text.replace(symbol, letter)
    if text in _NAMES:
        return _NAMES[text]
    if len(text) >= 2 and text[0] in "1234567" and text[1:] in _STRAIN_ALIASES:
        return bid_code(int(text[0]), Strain.from_str(text[1:]).rank)
    raise IllegalCall("bridge.error.bad_call", call=str(call))


@dataclass(frozen=True, order=True, slots=True, init=False)
class Call:
    """One call of the auction; ordered by code, so bids compare by rank."""

    code: int

    def __init__(self, code: int | str) -> None:
        """A call from its code (0 pass, 1 double, 2 redouble, 3 = 1♣ … 37 = 7NT) or its notation (``"1NT"``).

        Taking the notation makes ``eval(repr(call)) == call`` (the repr is ``Call('1NT')``).
        """
        if isinstance(code, str):
            code = parse_call_code(code)
        elif isinstance(code, bool) or not isinstance(code, int) or not 0 <= code <= LAST_BID:
            raise IllegalCall("bridge.error.bad_call", call=str(code)[:24])
        object.__setattr__(self, "code", code)

    @classmethod
    def parse(cls, call: object) -> Call:
        """A call from its notation (``"P"``, ``"1N"``, ``"7NT"``, ``"X"``, ``"XX"``)."""
        return cls(parse_call_code(call))

    @property
    def is_bid(self) -> bool:
        """Whether the call names a level and a strain."""
        return self.code >= FIRST_BID

    @property
    def level(self) -> int | None:
        """The level 1..7 of a bid (None for pass, double, redouble)."""
        return code_level(self.code) if self.is_bid else None

    @property
    def strain(self) -> Strain | None:
        """The strain (``Strain.NT == "NT"``) of a bid (None otherwise)."""
        return Strain(STRAINS[code_strain(self.code)]) if self.is_bid else None

    @property
    def symbol(self) -> str:
        """Compact display: ``1♥``, ``3NT``, ``X``, ``XX``; pass as ``P`` (see :meth:`label`)."""
        return call_symbol(self.code)

    def label(self, lang: str | None = None) -> str:
        """The call for display in ``lang`` (``Pass`` is translated, bids keep suit symbols)."""
        return call_message(self.code).text(lang)

    def __str__(self) -> str:
        return code_text(self.code)

    def __repr__(self) -> str:
        return f"Call('{self}')"


def call_symbol(code: int) -> str:
    """A call with suit symbols (``4♥``, ``3NT``, ``X``); pass stays ``P``."""
    if code < FIRST_BID:
        return ("P", "X", "XX")[code]
    strain = STRAINS[code_strain(code)]
    return f"{code_level(code)}{SUIT_SYMBOLS.get(strain, strain)}"


class Symbol:
    """A language-neutral message parameter (``♥A``, ``2♣``): the same text in every language."""

    __slots__ = ("value",)

    def __init__(self, value: str) -> None:
        self.value = value

    def text(self, lang: str | None = None) -> str:
        """The symbol, the same in every language."""
        return self.value


def call_message(code: int) -> Message | Symbol:
    """A call for display in any language: pass is translated, bids and X/XX are symbols."""
    if code == PASS:
        return msg("bridge.call.pass")
    return Symbol(call_symbol(code))
