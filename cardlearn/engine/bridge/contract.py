"""The contract: level, strain, doubling status and declarer, as a frozen value."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import STRAINS, bid_code, call_symbol
from cardlearn.engine.bridge.table import SEATS, SIDES
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.seats import seat_message
from cardlearn.i18n import Message, msg

_CONTRACT_RE = re.compile(
    r"^\s*([1-7])\s*(NT|N|SA|C|D|H|S|♣|♦|♥|♠)\s*(XX|X|)\s*(?:(?:BY)?\s*([NESW]))?\s*$",
    re.IGNORECASE,
)
_SYMBOL_STRAIN = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "N": "NT", "SA": "NT"}


@dataclass(frozen=True, slots=True)
class Contract:
    """The final contract: ``level`` 1..7, ``strain`` C D H S NT, ``doubled`` 0/1/2, ``declarer`` seat."""

    level: int
    strain: str
    doubled: int = 0
    declarer: str = "S"

    @property
    def target(self) -> int:
        """Tricks the declarer needs: 6 + level (4♠ needs 10)."""
        return 6 + self.level

    @property
    def code(self) -> str:
        """Compact notation without the declarer: ``4HX``, ``3NT``, ``7NTXX``."""
        return f"{self.level}{self.strain}{('', 'X', 'XX')[self.doubled]}"

    @property
    def side(self) -> str:
        """The declaring side, ``"NS"`` or ``"EW"``."""
        return SIDES[SEATS.index(self.declarer) & 1]

    @property
    def dummy(self) -> str:
        """The dummy's seat (declarer's partner)."""
        return SEATS[(SEATS.index(self.declarer) + 2) & 3]

    @property
    def opening_leader(self) -> str:
        """The seat that makes the opening lead (declarer's left-hand opponent)."""
        return SEATS[(SEATS.index(self.declarer) + 1) & 3]

    @property
    def trump(self) -> str | None:
        """The trump suit letter, or None in NT."""
        return None if self.strain == "NT" else self.strain

    @property
    def symbol(self) -> str:
        """``4♥X``-style display without the declarer."""
        bid = call_symbol(bid_code(self.level, STRAINS.index(self.strain)))
        return bid + ("", "X", "XX")[self.doubled]

    def with_declarer(self, declarer: str) -> Contract:
        """The same contract played by another seat."""
        return replace(self, declarer=declarer)

    @property
    def message(self) -> Message:
        """``4♥X by South`` as a lazy message."""
        return msg("bridge.contract.by", contract=self.symbol, seat=seat_message(self.declarer))

    def label(self, lang: str | None = None) -> str:
        """``4♥X by South`` in ``lang``."""
        return self.message.text(lang)

    def __str__(self) -> str:
        return f"{self.code} by {self.declarer}"

    def __repr__(self) -> str:
        return f"Contract('{self}')"


@checked
def parse_contract(text: str) -> Contract:
    """A contract from ``"4HX"``, ``"3NT by S"``, ``"7NTXXN"``, ``"4♠"``; raises IllegalAction."""
    match = _CONTRACT_RE.match(str(text))
    if not match:
        raise IllegalAction("bridge.error.bad_contract", contract=str(text))
    level, strain, doubling, declarer = match.groups()
    strain = strain.upper()
    strain = _SYMBOL_STRAIN.get(strain, strain)
    return Contract(int(level), strain, len(doubling), (declarer or "S").upper())
