"""What one seat may see of a Schieber match: its own hand and the public record, nothing else.

:func:`seat_view` is the only place in :mod:`cardlearn.ai.jass` that reads a
:class:`~cardlearn.engine.jass.Match`. It copies the seat's own hand and the
public facts (contract, who chose and whether it was pushed, every card played
and by whom, the Weis shown once the first trick is over, the score) into a
frozen :class:`SeatView` that holds no reference to the match, so no player can
reach another seat's hidden cards through it. Seats are numbers (N 0, E 1,
S 2, W 3), cards numbers 0..35 and hands bitmasks, as in
:mod:`cardlearn.engine.jass.fast`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardlearn.engine.arguments import checked
from cardlearn.engine.jass.fast import NEXT, PARTNER
from cardlearn.engine.jass.play import mask_of
from cardlearn.engine.jass.rules import SEATS, seat_number
from cardlearn.engine.validate import check_int

if TYPE_CHECKING:
    from cardlearn.engine.jass import Match

FULL = (1 << 36) - 1


@dataclass(frozen=True)
class SeatView:
    """The public state of the current deal plus one seat's own hand (all masks are card bitmasks)."""

    seat: int
    hand: int
    dealer: int
    forehand: int
    chooser: int
    pushed: bool
    contract: int
    to_act: int
    plays: tuple[tuple[int, int], ...]
    """Every card played this deal, in order, as (seat, card)."""
    trick_winners: tuple[int, ...]
    """The winner of each completed trick."""
    weis_shown: tuple[int, ...]  # one entry per seat
    """Per seat, the cards of its Weis that the table has seen (known after the first trick)."""
    scores: tuple[int, int]
    target: int
    legal: int
    """The cards this seat may play now (0 when it is not its turn to play)."""

    @property
    def partner(self) -> int:
        """The partner's seat number."""
        return PARTNER[self.seat]

    @property
    def played(self) -> int:
        """Mask of every card played this deal."""
        mask = 0
        for _, card in self.plays:
            mask |= 1 << card
        return mask

    @property
    def unseen(self) -> int:
        """Mask of the cards this seat cannot see: not in its hand and not yet played."""
        return FULL & ~self.hand & ~self.played

    @property
    def trick(self) -> tuple[tuple[int, int], ...]:
        """The current trick's (seat, card) pairs."""
        start = len(self.plays) - len(self.plays) % 4
        return self.plays[start:]

    @property
    def n_tricks(self) -> int:
        """Completed tricks this deal."""
        return len(self.plays) // 4

    def played_by(self, seat: int) -> int:
        """Mask of the cards ``seat`` has played this deal."""
        mask = 0
        for who, card in self.plays:
            if who == seat:
                mask |= 1 << card
        return mask

    def cards_left(self, seat: int) -> int:
        """How many cards ``seat`` still holds."""
        return 9 - sum(1 for who, _ in self.plays if who == seat)

    def key(self) -> str:
        """A text that identifies the view (to seed a decision's random stream reproducibly)."""
        return (f"{self.seat}:{self.hand:x}:{self.dealer}:{self.pushed}:{self.contract}:"
                f"{self.plays}:{self.weis_shown}:{self.scores}")


@checked
def seat_view(match: Match, seat: str | int) -> SeatView:
    """The view of the current deal from ``seat`` (``"N"`` or 0 ...): its hand and the public record."""
    number = check_int(seat, "seat", 0, 3) if isinstance(seat, int) else seat_number(seat)
    deal = match.deal
    state = deal.state
    plays: list[tuple[int, int]] = []
    winners: list[int] = []
    for leader, cards, winner, _ in state.tricks:
        who = leader
        for card in cards:
            plays.append((who, card))
            who = NEXT[who]
        winners.append(winner)
    who = state.leader
    for card in state.trick:
        plays.append((who, card))
        who = NEXT[who]
    shown = [0, 0, 0, 0]
    report = deal.weis
    if report is not None and state.n_tricks >= 1:
        for index, name in enumerate(SEATS):
            combos = report.by_seat[name]
            if not combos:
                continue
            # The winning team shows all its Weis; the others only announced their best.
            scored = report.winner is not None and name in report.winner
            for weis in combos if scored else combos[:1]:
                shown[index] |= weis.mask
    to_act = state.to_act if match.to_act is not None else -1
    legal = mask_of(match.legal_cards(SEATS[number])) if to_act == number else 0
    scores = match.scores
    return SeatView(
        seat=number, hand=state.hands[number], dealer=state.dealer, forehand=state.forehand,
        chooser=state.chooser, pushed=state.pushed, contract=state.contract, to_act=to_act,
        plays=tuple(plays), trick_winners=tuple(winners), weis_shown=tuple(shown),
        scores=(scores["NS"], scores["EW"]), target=match.target, legal=legal,
    )
