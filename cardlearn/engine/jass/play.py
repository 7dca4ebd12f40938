"""Card-level rules as plain functions on card codes, and the errors that explain an illegal card.

Each function runs the fast core (:mod:`cardlearn.engine.jass.fast`), so the
rule itself is written once.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import JASS_DECK, card_message, parse_jass_card, suit_message
from cardlearn.engine.errors import IllegalCard, InvalidCard
from cardlearn.engine.jass.fast import BIT, NEXT, POINTS, SUIT_OF, DealState, indices
from cardlearn.engine.jass.rules import OBENABE, SEATS, SUITS, UNDENUFE, contract_number
from cardlearn.i18n import Message, msg


def mask_of(cards: Iterable[str]) -> int:
    """The bitmask of card codes; raises InvalidCard for a bad or repeated code."""
    mask = 0
    for code in cards:
        bit = BIT[parse_jass_card(code).index]
        if mask & bit:
            raise InvalidCard("jass.error.duplicate_card", card=card_message(str(code), "jass"))
        mask |= bit
    return mask


def codes(mask: int) -> list[str]:
    """The card codes of a bitmask, in deck order (acorns, roses, shields, bells; Ass down to 6)."""
    return [str(JASS_DECK[card]) for card in indices(mask)]


def trick_position(trick: Sequence[str], trump: str | int, hand: int = 0) -> DealState:
    """A deal whose current trick holds ``trick`` (led by South) and whose player to act holds ``hand``.

    Lessons, exercises and the trick trainer ask rule questions about a single trick
    through this position, so the answers come from the same core as a real deal.
    """
    if len(trick) > 4:
        raise InvalidCard("jass.error.trick_too_long", count=len(trick))
    contract = contract_number(trump)
    played = mask_of(trick)
    if hand & played:
        raise InvalidCard("jass.error.duplicate_card",
                          card=card_message(codes(hand & played)[0], "jass"))
    state = DealState([0, 0, 0, 0], dealer=SEATS.index("W"))
    state.choose_index(contract)
    for code in trick:
        card = parse_jass_card(code).index
        state.hands[state.to_act] |= BIT[card]
        state.play_index(card)
    if state.n_tricks == 0:
        state.hands[state.to_act] = hand
    return state


@checked
def legal_cards(hand: Sequence[str], trick: Sequence[str], trump: str | int) -> list[str]:
    """The cards of ``hand`` that may be played to ``trick`` (cards so far, in play order)."""
    if len(trick) > 3:
        raise InvalidCard("jass.error.trick_too_long", count=len(trick))
    state = trick_position(trick, trump, mask_of(hand))
    legal = state.legal_mask()
    return [str(code) for code in hand if legal & BIT[parse_jass_card(code).index]]


@checked
def trick_winner(trick: Sequence[str], trump: str | int) -> int:
    """The position (0 = the lead) of the card that wins ``trick`` so far."""
    if not trick:
        raise InvalidCard("jass.error.empty_trick")
    state = trick_position(trick, trump)
    winner = state.tricks[0][2] if state.tricks else state.best_seat
    position, seat = 0, SEATS.index("S")
    while seat != winner:
        seat, position = NEXT[seat], position + 1
    return position


@checked
def why_illegal(hand: Sequence[str], trick: Sequence[str], trump: str | int, card: str) -> IllegalCard | None:
    """The error naming the rule that forbids playing ``card`` from ``hand`` to ``trick``, or ``None``."""
    state = trick_position(trick, trump, mask_of(hand))
    return illegal_card_error(state, parse_jass_card(card).index)


@checked
def trick_rule(trick: Sequence[str], trump: str | int) -> Message:
    """Why the winning card of ``trick`` wins: highest trump, highest of the suit led, or Undenufe's lowest."""
    winner = trick[trick_winner(trick, trump)]
    number = contract_number(trump)
    if number == OBENABE:
        key = "jass.trick_rule.obenabe"
    elif number == UNDENUFE:
        key = "jass.trick_rule.undenufe"
    elif winner[0] == SUITS[number]:
        key = "jass.trick_rule.trump"
    else:
        key = "jass.trick_rule.follow"
    return msg(key, card=card_message(winner, "jass"), suit=suit_message(trick[0][0], "jass"))


@checked
def card_points(card: str, trump: str | int) -> int:
    """The card's points under the contract (``card_points("EU", trump="E")`` → 20)."""
    return POINTS[contract_number(trump)][parse_jass_card(card).index]


def illegal_card_error(state: DealState, card: int) -> IllegalCard | None:
    """Why the player to act may not play ``card`` (the rule that forbids it), or ``None`` if legal."""
    legal = state.legal_mask()
    if legal & BIT[card]:
        return None
    names = [card_message(code, "jass") for code in codes(legal)]
    code = str(JASS_DECK[card])
    seat = state.to_act
    if not state.hands[seat] & BIT[card]:
        return IllegalCard("jass.error.not_in_hand", seat=msg(f"core.seat.{SEATS[seat]}"),
                           card=card_message(code, "jass"), legal=names)
    trump, led = state.contract, state.led
    if trump < 4 and SUIT_OF[card] == trump and led != trump:
        # A trump on a side-suit lead is only ever refused for undertrumping.
        return IllegalCard("jass.error.undertrump", card=card_message(code, "jass"),
                           highest=card_message(str(JASS_DECK[state.best_card]), "jass"), legal=names)
    if trump < 4 and led == trump:
        return IllegalCard("jass.error.must_follow_trump", suit=suit_message(SUITS[trump], "jass"),
                           legal=names)
    if trump < 4:
        return IllegalCard("jass.error.must_follow_or_trump", suit=suit_message(SUITS[led], "jass"),
                           trump=suit_message(SUITS[trump], "jass"), legal=names)
    return IllegalCard("jass.error.must_follow", suit=suit_message(SUITS[led], "jass"), legal=names)
