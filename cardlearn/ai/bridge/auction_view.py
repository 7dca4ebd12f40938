"""An auction seen from the seat about to call: who bid what, and what each call showed."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from cardlearn.ai.bridge.constraints import HandConstraints
from cardlearn.engine.bridge.calls import code_text, parse_call_code
from cardlearn.engine.errors import IllegalCall
from cardlearn.engine.seats import SEATS, side_of

if TYPE_CHECKING:
    from cardlearn.ai.bridge.explain import Explanation

STRAINS = ("C", "D", "H", "S", "NT")
ME, RHO, PARTNER, LHO = 0, 1, 2, 3



def normalize_call(call: str) -> str:
    """Canonical spelling of a call: ``P``, ``X``, ``XX`` or level+strain (``1N`` → ``1NT``).

    Read by the engine's one call parser; a text that is no call comes back as it was written
    (upper case), for the caller to refuse.
    """
    try:
        return code_text(parse_call_code(call))
    except IllegalCall:
        return str(call).strip().upper().replace(" ", "")


def is_bid(call: str) -> bool:
    """True for a level+strain call (not P, X or XX)."""
    return call[:1].isdigit()


def bid_rank(call: str) -> int:
    """Position of a bid in the ladder 1C=0 ... 7NT=34 (for comparing bids, not for legality)."""
    return (int(call[0]) - 1) * 5 + STRAINS.index(call[1:])


def strain_of(call: str) -> str:
    """The strain of a bid: ``C D H S`` or ``NT``."""
    return call[1:]


def cheapest_bid(strain: str, above: str | None) -> str | None:
    """The lowest bid in ``strain`` that ranks above ``above`` (None past 7NT)."""
    rank = -1 if above is None else bid_rank(above)
    for level in range(1, 8):
        call = f"{level}{strain}"
        if bid_rank(call) > rank:
            return call
    return None


def seat_after(seat: str, steps: int) -> str:
    """The seat ``steps`` places clockwise from ``seat``."""
    # Plain string arithmetic: this runs for every rule the bidder tries (Seat.after costs ten times more).
    return SEATS[(SEATS.index(seat) + steps) % 4]


def is_vulnerable(seat: str, vulnerability: str) -> bool:
    """Whether ``seat``'s side is vulnerable under ``None``/``NS``/``EW``/``Both``."""
    vul = str(vulnerability).strip().upper().replace("-", "")
    if vul in ("BOTH", "ALL", "B"):
        return True
    return vul == side_of(seat)


@dataclass
class AuctionView:
    """The auction so far as the player to act sees it (relations: 0 me, 1 RHO, 2 partner, 3 LHO)."""

    calls: tuple[str, ...]
    dealer: str = "S"
    vulnerability: str = "None"
    explanations: Sequence[Explanation] = field(default=(), repr=False)

    @cached_property
    def seat(self) -> str:
        """The seat about to call."""
        return seat_after(self.dealer, len(self.calls))

    def relation(self, index: int) -> int:
        """Who made call ``index``: 0 me, 1 RHO, 2 partner, 3 LHO."""
        return (len(self.calls) - index) % 4

    @cached_property
    def pre_passes(self) -> int:
        """Passes before the opening bid (or before now when nobody has bid)."""
        count = 0
        for call in self.calls:
            if call != "P":
                break
            count += 1
        return count

    @cached_property
    def seq(self) -> tuple[str, ...]:
        """The calls from the opening bid on (empty while nobody has bid)."""
        return self.calls[self.pre_passes:]

    @cached_property
    def last_bid_index(self) -> int | None:
        """Index of the highest bid so far."""
        for i in range(len(self.calls) - 1, -1, -1):
            if is_bid(self.calls[i]):
                return i
        return None

    def before(self, index: int) -> AuctionView:
        """The auction as it stood just before call ``index`` (the view of the player who made it)."""
        return AuctionView(self.calls[:index], self.dealer, self.vulnerability, self.explanations[:index])

    @property
    def last_bid(self) -> str | None:
        """The highest bid so far (``None`` before any bid)."""
        i = self.last_bid_index
        return None if i is None else self.calls[i]

    @property
    def last_bid_relation(self) -> int | None:
        """Who made the highest bid (relation), or None."""
        i = self.last_bid_index
        return None if i is None else self.relation(i)

    @cached_property
    def doubled(self) -> int:
        """0, 1 (doubled) or 2 (redoubled) for the current highest bid."""
        i = self.last_bid_index
        if i is None:
            return 0
        later = [c for c in self.calls[i + 1:] if c != "P"]
        return 2 if "XX" in later else (1 if "X" in later else 0)

    @property
    def opener_relation(self) -> int | None:
        """Who opened the bidding, or None."""
        return None if not self.seq else self.relation(self.pre_passes)

    @property
    def we_opened(self) -> bool:
        """True when I or partner made the first bid."""
        return self.opener_relation in (ME, PARTNER)

    def bids_by(self, relation: int) -> list[str]:
        """The bids made by one player, in order."""
        return [c for i, c in enumerate(self.calls) if is_bid(c) and self.relation(i) == relation]

    def calls_by(self, relation: int) -> list[str]:
        """Every call made by one player, in order."""
        return [c for i, c in enumerate(self.calls) if self.relation(i) == relation]

    def suits_bid_by(self, relation: int) -> list[str]:
        """Suits (not NT) named by one player, in order, without repeats."""
        out: list[str] = []
        for call in self.bids_by(relation):
            strain = strain_of(call)
            if strain != "NT" and strain not in out:
                out.append(strain)
        return out

    @cached_property
    def bid_suits(self) -> set[str]:
        """Every suit named by anyone."""
        return {strain_of(c) for c in self.calls if is_bid(c) and strain_of(c) != "NT"}

    @cached_property
    def their_suits(self) -> list[str]:
        """Suits the opponents named."""
        return self.suits_bid_by(RHO) + [s for s in self.suits_bid_by(LHO) if s not in self.suits_bid_by(RHO)]

    @property
    def our_vulnerable(self) -> bool:
        """Whether my side is vulnerable."""
        return is_vulnerable(self.seat, self.vulnerability)

    @property
    def their_vulnerable(self) -> bool:
        """Whether the opponents are vulnerable."""
        return is_vulnerable(seat_after(self.seat, 1), self.vulnerability)

    def known(self, relation: int) -> HandConstraints:
        """What one player's calls have shown so far (later calls win over contradictions)."""
        cache: dict[int, HandConstraints] = self.__dict__.setdefault("_known_cache", {})
        if relation not in cache:
            cache[relation] = self._known(relation)
        return cache[relation]

    def _known(self, relation: int) -> HandConstraints:
        result = HandConstraints()
        for i, explanation in enumerate(self.explanations):
            if self.relation(i) != relation:
                continue
            merged = result.intersect(explanation.constraints)
            result = explanation.constraints if merged.is_empty else merged
        return result

    def expected_hcp(self, relation: int) -> int:
        """A working guess of one player's HCP from the range shown (low end plus a little)."""
        known = self.known(relation)
        # Wide ranges are bottom-heavy in practice (most openers hold 12-14), so stay near the floor.
        guess = known.hcp_min + min((known.hcp_max - known.hcp_min) // 2, 3)
        # A range shown in points (length or shortness included) holds about one HCP less than its floor.
        return max(guess, min(known.points_min - 1, known.hcp_max))

    def rule_of(self, index: int) -> str:
        """The system rule that explained call ``index`` ("" when unknown, or before the auction began)."""
        # A negative index is a call before the first one, not one counted from the end.
        if 0 <= index < len(self.explanations):
            return self.explanations[index].rule_id
        return ""

    # The rule behind each player's last call, by where the player sits: the system's continuations say
    # "after partner's Jacoby 2NT" as ``view.partner_rule == "r1M.jacoby"`` instead of index arithmetic.
    @property
    def rho_rule(self) -> str:
        """The rule that explained the call just made (right-hand opponent's)."""
        return self.rule_of(len(self.calls) - 1)

    @property
    def partner_rule(self) -> str:
        """The rule that explained partner's last call."""
        return self.rule_of(len(self.calls) - 2)

    @property
    def lho_rule(self) -> str:
        """The rule that explained the left-hand opponent's last call."""
        return self.rule_of(len(self.calls) - 3)

    @property
    def my_last_rule(self) -> str:
        """The rule that explained this seat's own previous call."""
        return self.rule_of(len(self.calls) - 4)

    @property
    def partner_previous_rule(self) -> str:
        """The rule that explained partner's call before his last one."""
        return self.rule_of(len(self.calls) - 6)

    @property
    def partner_passed_throughout(self) -> bool:
        """True when partner has only passed so far."""
        return all(c == "P" for c in self.calls_by(PARTNER))
