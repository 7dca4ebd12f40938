"""Judging a claim: is the declaring side certain to take ``n`` tricks from here?

A defender at a real table accepts a claim only when no defence beats it. The
check is double-dummy over the actual hands (endplay's solver, imported on
demand); without the solver a conservative count of sure tricks stands in.
Like :mod:`cardlearn.ai.bridge.analysis`, this looks at all four hands on
purpose: it judges a claim, it does not choose a card.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardlearn.ai.bridge.play_dd import make_deal, solve_positions, solver

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.engine.bridge.fast import Core
    from cardlearn.engine.bridge.game import Game

SUIT_BITS = 0x1FFF


@dataclass(frozen=True)
class ClaimCheck:
    """The verdict: the declaring side's certain total, and how it was found (``"solver"`` or ``"sure"``)."""

    certain: int
    method: str

    def accepts(self, tricks: int) -> bool:
        """Whether a claim of ``tricks`` in all is certain."""
        return tricks <= self.certain


def dd_declarer_total(core: Core) -> int:
    """The declaring side's total tricks with best play from this position (double dummy, needs endplay)."""
    dds = solver()
    trick = core.played[len(core.played) - core.trick_len:] if core.trick_len else []
    deal = make_deal(dds, core.hands, core.trump, core.leader, trick)
    scores = solve_positions([deal])[0]
    best = max(scores.values())  # tricks of the side to move, the current trick included
    left = 13 - len(core.tricks)
    declaring = (core.turn ^ core.declarer) & 1 == 0
    return core.declarer_tricks + (best if declaring else left - best)


def sure_declarer_total(core: Core) -> int:
    """The declaring side's total counting only winners the hand on lead can cash at once.

    Conservative on purpose: only between tricks with the declaring side on
    lead; a winner is a card above every card the defenders hold in its suit;
    in a trump contract side-suit winners count only once the leader's top
    trumps can draw every trump the defenders hold.
    """
    won = core.declarer_tricks
    if core.trick_len or (core.turn ^ core.declarer) & 1:
        return won
    leader = core.hands[core.turn]
    defenders = core.hands[(core.declarer + 1) & 3] | core.hands[(core.declarer + 3) & 3]

    def winners(suit: int) -> int:
        ours = leader >> (13 * suit) & SUIT_BITS
        theirs = defenders >> (13 * suit) & SUIT_BITS
        # bit 0 is the ace: a card wins if no defender card has a lower bit index (a higher rank)
        top = theirs & -theirs
        highest_theirs = top.bit_length() - 1 if theirs else 13
        return sum(1 for bit in range(highest_theirs) if ours >> bit & 1)

    def longest(suit: int) -> int:
        return max((core.hands[seat] >> (13 * suit) & SUIT_BITS).bit_count()
                   for seat in ((core.declarer + 1) & 3, (core.declarer + 3) & 3))

    trump = core.trump
    side = [suit for suit in range(4) if suit != trump]
    total = sum(winners(suit) for suit in side)
    if trump >= 0:
        trumps = winners(trump)
        total = trumps + (total if trumps >= longest(trump) else 0)
    return won + min(total, 13 - len(core.tricks))


def check_claim(game: Game) -> ClaimCheck:
    """What the declaring side is certain to take from here: by the solver, else by sure tricks."""
    core = game.core
    try:
        return ClaimCheck(dd_declarer_total(core), "solver")
    except ImportError:
        return ClaimCheck(sure_declarer_total(core), "sure")


__all__ = ["ClaimCheck", "check_claim", "dd_declarer_total", "sure_declarer_total"]
