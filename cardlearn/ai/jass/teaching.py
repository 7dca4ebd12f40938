"""The conventions as a teacher asks them: a seat's view of a written position, and each convention's card.

An exercise gives South's hand, the cards played so far and the contract;
:func:`position_view` builds South's :class:`~cardlearn.ai.jass.view.SeatView`
from them on the engine core (South's own cards are checked against the rules;
the other seats' hands stay hidden, as at the table), so the same view can be
given to :class:`~cardlearn.ai.jass.player.JassPlayer`.
:func:`convention_play` is the card one convention of
:data:`~cardlearn.ai.jass.conventions.TAUGHT` asks for in that view (``None`` when
it does not apply there). The rules are the AI's own
(:mod:`~cardlearn.ai.jass.conventions`, :mod:`~cardlearn.ai.jass.heuristics`),
so an exercise and the computer partner cannot disagree on what a convention says.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cardlearn.ai.jass.conventions import (
    TAUGHT,
    discard_choice,
    is_low,
    lowest_winning_trump,
    shows_high_card,
    trump_ass_at_risk,
)
from cardlearn.ai.jass.heuristics import (
    SMEAR_MIN,
    is_bock,
    is_top_trump,
    opponents_can_ruff,
    partner_safe,
)
from cardlearn.ai.jass.view import SeatView
from cardlearn.engine.cards import parse_jass_card
from cardlearn.engine.jass.fast import (
    BIT,
    POINTS,
    POWER,
    PREVIOUS,
    PUSH_INDEX,
    SUIT_MASKS,
    SUIT_OF,
    DealState,
    indices,
)
from cardlearn.engine.jass.play import illegal_card_error
from cardlearn.engine.jass.rules import TARGET, contract_number, seat_number
from cardlearn.i18n import Message, msg

SOUTH = 2


@dataclass(frozen=True)
class Position:
    """South's view of a written position, or the reason it cannot be played (``problem``)."""

    view: SeatView | None
    problem: Message | None = None
    state: DealState | None = None
    """The engine's deal at that moment (South to act; the other hands hold only their played cards)."""


def position_view(hand: Sequence[str], contract: str, play: Sequence[str], forehand: str = "S",
                  pushed: bool = False) -> Position:
    """South's view after ``play`` (every card of the deal so far, from the first lead), ``hand`` still held."""
    number = contract_number(contract)
    front = seat_number(forehand)
    cards = [parse_jass_card(code).index for code in play]
    mine = 0
    for code in hand:
        mine |= BIT[parse_jass_card(code).index]
    state = DealState([0, 0, 0, 0], PREVIOUS[front])
    if pushed:
        state.choose_index(PUSH_INDEX)
    state.choose_index(number)
    south_plays = _south_cards(state, cards)
    state.hands[SOUTH] = mine | south_plays
    plays: list[tuple[int, int]] = []
    for card in cards:
        seat = state.to_act
        if seat != SOUTH:
            state.hands[seat] |= BIT[card]
        else:
            error = illegal_card_error(state, card)
            if error is not None:
                return Position(None, error.message)
        plays.append((seat, card))
        state.play_index(card)
    if state.to_act != SOUTH:
        return Position(None, msg("ai_jass_teach.error.not_south"))
    if len(hand) != 9 - len(indices(south_plays)):
        return Position(None, msg("ai_jass_teach.error.hand_size", held=len(hand),
                                  expected=9 - len(indices(south_plays))))
    view = SeatView(seat=SOUTH, hand=mine, dealer=state.dealer, forehand=state.forehand,
                    chooser=state.chooser, pushed=state.pushed, contract=number, to_act=SOUTH,
                    plays=tuple(plays), trick_winners=tuple(t[2] for t in state.tricks),
                    weis_shown=(0, 0, 0, 0), scores=(0, 0), target=TARGET, legal=state.legal_mask())
    return Position(view, None, state)


def _south_cards(state: DealState, cards: list[int]) -> int:
    """The cards South plays in ``cards`` (replayed on a copy to know whose turn each card was)."""
    sim = state.copy()
    mask = 0
    for card in cards:
        if sim.to_act == SOUTH:
            mask |= BIT[card]
        sim.hands[sim.to_act] |= BIT[card]
        sim.play_index(card)
    return mask


def _schmieren(view: SeatView) -> int | None:
    if not view.trick or not partner_safe(view):
        return None
    values = POINTS[view.contract]
    plain = [c for c in indices(view.legal) if SUIT_OF[c] != view.contract]
    card = max(plain, key=lambda c: (values[c], -c), default=None)
    return card if card is not None and values[card] >= SMEAR_MIN else None


def _verwerfen(view: SeatView) -> int | None:
    if not view.trick or partner_safe(view):
        return None  # partner's safe trick is smeared, not signalled on
    return discard_choice(view, indices(view.legal))


def _anziehen(view: SeatView) -> int | None:
    if view.trick:
        return None
    suits = {SUIT_OF[c] for c in indices(view.legal) if shows_high_card(view, c)}
    if len(suits) != 1:
        return None  # none, or a choice the exercise would have to explain
    suit = suits.pop()
    power = POWER[view.contract][suit]
    return min((c for c in indices(view.legal & SUIT_MASKS[suit]) if is_low(view, c)),
               key=power.__getitem__)


def _trump_after_push(view: SeatView) -> int | None:
    trump = view.contract
    if view.trick or not 0 <= trump < 4 or not view.pushed or view.seat != view.forehand \
            or view.played_by(view.seat) or not view.legal & SUIT_MASKS[trump]:
        return None
    trumps = indices(view.legal & SUIT_MASKS[trump])
    tops = [c for c in trumps if is_top_trump(view, c)]
    return tops[0] if tops else min(trumps, key=POWER[trump][trump].__getitem__)


def _bock(view: SeatView) -> int | None:
    if view.trick or opponents_can_ruff(view):
        return None
    values = POINTS[view.contract]
    bocks = [c for c in indices(view.legal) if SUIT_OF[c] != view.contract and is_bock(view, c)]
    return max(bocks, key=lambda c: (values[c], -c), default=None)


def _trump_ass(view: SeatView) -> int | None:
    ass = next((c for c in indices(view.legal) if trump_ass_at_risk(view, c)), None)
    if ass is None:
        return None
    return lowest_winning_trump(view, exclude=ass)


RULES: dict[str, Callable[[SeatView], int | None]] = {
    "schmieren": _schmieren,
    "verwerfen": _verwerfen,
    "anziehen": _anziehen,
    "trump_after_push": _trump_after_push,
    "bock": _bock,
    "trump_ass": _trump_ass,
}
assert tuple(RULES) == TAUGHT


def convention_play(view: SeatView, convention: str) -> int | None:
    """The card ``convention`` asks South to play in ``view``, or ``None`` where it does not apply."""
    return RULES[convention](view)
