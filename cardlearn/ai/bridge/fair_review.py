"""A fair review of the learner's cards: judged by what the learner could see, not by all four hands.

Double dummy (:func:`.analysis.card_costs`) knows where every card is, so a
finesse that was the right play and lost "cost a trick". Here each learner
card is judged as the card-play AI judges its own (:mod:`.play_dd`'s Monte
Carlo): layouts of the unseen cards are sampled from what the learner saw at
that moment (own hand, dummy, the cards played, the auction's meanings, as
:func:`.sampling.sample_layouts` does for the AI), each layout is solved double
dummy for every legal card, and the cards are compared on the **same** layouts
by the tricks the learner's side takes on average.

A card is flagged only when its average is clearly worse than the best card's:
by :data:`THRESHOLD` (half a trick) or more — less is within what a sample of
:data:`SAMPLES` layouts can tell apart and what good players disagree on.
Only the learner's own choices are judged (13 cards; 26 as declarer with the
dummy), and positions with one card or only equal cards are skipped.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardlearn.ai.bridge.conditions import Joined
from cardlearn.ai.bridge.play_dd import card_groups, evaluate
from cardlearn.ai.bridge.sampling import core_seat_view, sample_layouts, view_key
from cardlearn.engine.bridge.fast import Core, replay
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.engine.bridge.game import Game

#: Flag a card only when the best card takes at least this many more tricks on average.
THRESHOLD = 0.5
#: Layouts sampled per judged position (the same layouts for every candidate card).
SAMPLES = 24


@dataclass(frozen=True)
class CardJudgement:
    """One learner card judged from what could be known then (tricks from the learner's side, on average)."""

    number: int  # 1-based position in the play
    trick: int
    seat: str  # whose card (the dummy's when the learner declares)
    card: str
    expected: float  # the learner's side's average tricks after this card
    best: float  # after the best card
    best_cards: tuple[str, ...]
    samples: int

    @property
    def cost(self) -> float:
        """Average tricks this card gave away against the best card (0 for a best card)."""
        return max(0.0, self.best - self.expected)

    @property
    def flagged(self) -> bool:
        """Whether the card was clearly worse than the best: by :data:`THRESHOLD` or more."""
        return self.cost >= THRESHOLD - 1e-9

    @property
    def message(self) -> Message:
        """``Your ♠5 cost about 0.8 tricks on average …`` as a lazy message."""
        from cardlearn.ai.bridge.play import Number
        from cardlearn.engine.bridge.messages import card_symbol

        return msg("widgets.review.sd.costly", card=card_symbol(_index(self.card)), n=Number(self.cost),
                   better=Joined(tuple(card_symbol(_index(c)) for c in self.best_cards)))


def _index(code: str) -> int:
    return next(i for i, card in enumerate(BRIDGE_DECK) if str(card) == code)


def judge_cards(game: Game, learner: str = "S", samples: int = SAMPLES, seed: int = 0,
                use_auction: bool = True, level: str | None = None) -> dict[int, CardJudgement]:
    """Each card the learner chose with a real choice, judged single dummy, by card number (1-based).

    The learner's side is the learner's partnership; as declarer the learner also chooses the dummy's cards.
    ``level`` is the table's bidding level: the auction is read as the learner was taught it.
    """
    from cardlearn.ai.bridge.levels import resolve_bidding_level

    level = resolve_bidding_level(level)
    core = game.core
    seat = parse_seat(learner)
    side = seat & 1
    walk = replay(game.deal.masks, core.dealer, core.vulnerability, core.calls, [])
    found: dict[int, CardJudgement] = {}
    for number, card in enumerate(core.played, start=1):
        if walk.controller == seat:
            judged = _judge(walk, card, number, side, samples, seed, use_auction, level)
            if judged is not None:
                found[number] = judged
        walk.apply_card(card)
    return found


def _judge(walk: Core, card: int, number: int, side: int, samples: int, seed: int,
           use_auction: bool, level: str) -> CardJudgement | None:
    import random

    view = core_seat_view(walk, walk.controller, level)
    groups = card_groups(view)
    if len(groups) < 2:
        return None
    rng = random.Random(f"{seed}/{view_key(view)}")
    layouts = sample_layouts(view, samples, rng, use_auction).hands
    stats = evaluate(view, layouts, groups)
    declaring = view.declarer & 1 == side

    def ours(mean_declarer: float) -> float:
        return mean_declarer if declaring else 13 - mean_declarer

    values = {s.card: ours(s.mean_tricks) for s in stats}
    best = max(values.values())
    chosen = next(s for s in stats if card in s.equals)
    best_cards = tuple(str(BRIDGE_DECK[s.card]) for s in stats if values[s.card] >= best - 1e-9)
    return CardJudgement(number, len(view.played) // 4 + 1, SEATS[view.to_play], str(BRIDGE_DECK[card]),
                         values[chosen.card], best, best_cards, len(layouts))


def flagged_cards(game: Game, learner: str = "S", samples: int = SAMPLES, seed: int = 0,
                  level: str | None = None) -> dict[int, CardJudgement]:
    """Only the learner's cards that were clearly worse than the best (see :data:`THRESHOLD`)."""
    return {n: j for n, j in judge_cards(game, learner, samples, seed, level=level).items() if j.flagged}


__all__ = ["SAMPLES", "THRESHOLD", "CardJudgement", "flagged_cards", "judge_cards"]
