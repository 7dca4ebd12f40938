"""Readable views of one deal: hands, tricks and the deal's score breakdown (over the fast core)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from cardlearn.engine.jass.fast import FACTORS, NEXT, DealState
from cardlearn.engine.jass.play import codes
from cardlearn.engine.jass.rules import CONTRACTS, SEATS, TEAMS
from cardlearn.engine.jass.weis import WeisReport


class Hand(list):
    """A seat's cards as codes in deck order (a list that shows itself as cards in a notebook)."""

    def __init__(self, cards: list[str], seat: str | None = None) -> None:
        super().__init__(cards)
        self.seat = seat

    def __repr__(self) -> str:
        return f"Hand({self.seat!r}, {list(self)!r})" if self.seat else f"Hand({list(self)!r})"

    def _repr_html_(self) -> str:
        from cardlearn.engine.jass.html import hand_html

        return hand_html(self, self.seat)


@dataclass(frozen=True)
class Trick:
    """A trick: ``cards`` as (seat, code) in play order; ``winner`` and base ``points`` once complete."""

    number: int
    leader: str
    cards: tuple[tuple[str, str], ...]
    winner: str | None = None
    points: int | None = None
    contract: str | None = None

    @property
    def codes(self) -> list[str]:
        """The card codes in play order."""
        return [code for _, code in self.cards]

    @property
    def complete(self) -> bool:
        """All four cards are played."""
        return len(self.cards) == 4

    def __len__(self) -> int:
        return len(self.cards)

    def __repr__(self) -> str:
        cards = " ".join(f"{seat}:{code}" for seat, code in self.cards)
        tail = f" → {self.winner} {self.points}" if self.winner else ""
        return f"Trick({self.number + 1}, [{cards}]{tail})"

    def _repr_html_(self) -> str:
        from cardlearn.engine.jass.html import trick_html

        return trick_html(self)


@dataclass(frozen=True)
class DealScore:
    """A deal's points per team: card points, Weis, Stöck, Match bonus (base), the multiplier and totals."""

    deal: int
    contract: str | None
    factor: int
    cards: Mapping[str, int]
    weis: Mapping[str, int]
    stoeck: Mapping[str, int]
    match_bonus: Mapping[str, int]
    complete: bool

    @property
    def base(self) -> dict[str, int]:
        """Unmultiplied points per team."""
        return {team: self.cards[team] + self.weis[team] + self.stoeck[team]
                + self.match_bonus[team] for team in TEAMS}

    @property
    def total(self) -> dict[str, int]:
        """Points per team after the multiplier."""
        return {team: points * self.factor for team, points in self.base.items()}

    def __repr__(self) -> str:
        return (f"DealScore(deal={self.deal}, contract={self.contract!r}, ×{self.factor}, "
                f"NS={self.total['NS']}, EW={self.total['EW']})")

    def _repr_html_(self) -> str:
        from cardlearn.engine.jass.html import score_html

        return score_html(self)


class Deal:
    """One deal of a match as readable values (seat letters, card codes) over its :class:`DealState`."""

    def __init__(self, number: int, state: DealState) -> None:
        self.number = number
        self.state = state

    @property
    def dealer(self) -> str:
        """The dealer's seat."""
        return SEATS[self.state.dealer]

    @property
    def forehand(self) -> str:
        """The seat to the dealer's right: chooses (or pushes) and leads the first trick."""
        return SEATS[self.state.forehand]

    @property
    def hands(self) -> dict[str, Hand]:
        """The cards still held, per seat (the engine sees all; the AI layer restricts views)."""
        return {seat: Hand(codes(self.state.hands[i]), seat) for i, seat in enumerate(SEATS)}

    @property
    def dealt_hands(self) -> dict[str, Hand]:
        """The nine cards each seat was dealt."""
        return {seat: Hand(codes(self.state.dealt[i]), seat) for i, seat in enumerate(SEATS)}

    @property
    def contract(self) -> str | None:
        """``"E" "R" "S" "B" "obenabe" "undenufe"``, or ``None`` while it is being chosen."""
        return CONTRACTS[self.state.contract] if self.state.contract >= 0 else None

    @property
    def chooser(self) -> str:
        """Who chooses (or chose) the contract: the forehand, or the partner after a push."""
        return SEATS[self.state.chooser]

    @property
    def pushed(self) -> bool:
        """Whether the forehand pushed to the partner."""
        return self.state.pushed

    @property
    def factor(self) -> int:
        """The contract's multiplier."""
        return self.state.factor

    @property
    def tricks(self) -> list[Trick]:
        """The completed tricks, with winners and base points."""
        out = []
        for number, (leader, cards, winner, points) in enumerate(self.state.tricks):
            out.append(Trick(number, SEATS[leader], _with_seats(leader, cards), SEATS[winner],
                             points, self.contract))
        return out

    @property
    def trick(self) -> Trick:
        """The trick being played (possibly empty)."""
        state = self.state
        return Trick(state.n_tricks, SEATS[state.leader] if state.leader >= 0 else "",
                     _with_seats(state.leader, state.trick), contract=self.contract)

    @property
    def weis(self) -> WeisReport | None:
        """The Weis announced at the first trick (known once the contract is chosen)."""
        return self.state.weis

    @property
    def stoeck(self) -> str | None:
        """The seat holding Stöck this deal, or ``None``."""
        return SEATS[self.state.stoeck_owner] if self.state.stoeck_owner >= 0 else None

    @property
    def is_done(self) -> bool:
        """All nine tricks are played."""
        return self.state.is_done

    @property
    def score(self) -> DealScore:
        """The deal's score breakdown so far."""
        state = self.state
        pair = lambda values: {"NS": values[0], "EW": values[1]}
        return DealScore(self.number, self.contract, FACTORS[state.contract] if state.contract >= 0 else 1,
                         pair(state.card_points), pair(state.weis_points), pair(state.stoeck_points),
                         pair(state.match_bonus), state.is_done)

    def __repr__(self) -> str:
        return (f"Deal({self.number}, dealer={self.dealer}, forehand={self.forehand}, "
                f"contract={self.contract!r}, tricks={self.state.n_tricks})")

    def _repr_html_(self) -> str:
        from cardlearn.engine.jass.html import deal_html

        return deal_html(self)


def _with_seats(leader: int, cards) -> tuple[tuple[str, str], ...]:
    from cardlearn.engine.cards import JASS_DECK

    out, seat = [], leader
    for card in cards:
        out.append((SEATS[seat], str(JASS_DECK[card])))
        seat = NEXT[seat]
    return tuple(out)
