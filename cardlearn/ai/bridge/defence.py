"""The defenders' rules of thumb as small pure functions: third hand high, the lowest of equals.

>>> third_hand_card(["HK", "HQ", "H5"], ["H4", "H7"], trump=-1)
('HQ', 'lowest_of_equals')

``hand`` is the third player's cards (at least those of the led suit), ``trick``
partner's lead and the dummy's card (second hand), ``trump`` 0..3 = ♠ ♥ ♦ ♣ or
-1 in no trump. Answers for the lesson's exercises and the learner's feedback.
"""
from __future__ import annotations

from collections.abc import Sequence

from cardlearn.engine.cards import parse_bridge_card
from cardlearn.engine.errors import IllegalAction
from cardlearn.i18n import Message, msg

JACK = 3
THIRD_HAND_RULES = ("third_hand_high", "lowest_of_equals", "cannot_win", "partner_winning")
"""Catalog keys ``defence.third.<rule>``."""


def _beats(card: int, best: int, trump: int) -> bool:
    if card // 13 == best // 13:
        return card < best
    return card // 13 == trump


def third_hand_card(hand: Sequence[str], trick: Sequence[str], trump: int) -> tuple[str, str]:
    """The third player's card after partner's lead and the dummy's card: ``(card code, rule)``."""
    if len(trick) != 2:
        raise IllegalAction("defence.error.trick_of_two")
    lead, second = (parse_bridge_card(code).index for code in trick)
    cards = sorted(parse_bridge_card(code).index for code in hand)
    follow = [card for card in cards if card // 13 == lead // 13]
    if not follow:
        raise IllegalAction("defence.error.no_card_of_suit")
    partner_wins = not _beats(second, lead, trump)
    best = lead if partner_wins else second
    if partner_wins and lead % 13 <= JACK:
        # Partner's honour (from a sequence) holds the trick: no need to spend a high card on it.
        return _code(follow[-1]), "partner_winning"
    if not _beats(follow[0], best, trump):
        return _code(follow[-1]), "cannot_win"
    card = follow[0]
    while card + 1 in follow and card % 13 < 12:  # touching cards are equal: play the lowest of them
        card += 1
    return _code(card), "lowest_of_equals" if card != follow[0] else "third_hand_high"


def third_hand_reason(card: str, rule: str, trick: Sequence[str]) -> Message:
    """Why: "♥Q: third hand high, the lowest of equal cards"."""
    from cardlearn.engine.bridge.messages import card_symbol

    winner = trick[0] if rule == "partner_winning" else trick[1]
    return msg(f"defence.third.{rule}", card=card_symbol(parse_bridge_card(card).index),
               winner=card_symbol(parse_bridge_card(winner).index))


def third_hand_sentence(hand: Sequence[str], trick: Sequence[str], contract: str) -> Message:
    """A lesson's example as a sentence: partner led, the dummy played, your cards, your card and why."""
    from cardlearn.engine.bridge import parse_contract
    from cardlearn.engine.bridge.calls import Symbol

    parsed = parse_contract(contract)
    trump = -1 if parsed.trump is None else "SHDC".index(parsed.trump)
    card, rule = third_hand_card(hand, trick, trump)
    symbols = [parse_bridge_card(code).symbol for code in (*trick, *hand)]
    return msg("defence.example.third", contract=Symbol(parsed.symbol), lead=Symbol(symbols[0]),
               dummy=Symbol(symbols[1]), hand=Symbol(" ".join(symbols[2:])),
               reason=third_hand_reason(card, rule, trick))


def _code(card: int) -> str:
    from cardlearn.engine.cards import BRIDGE_DECK

    return str(BRIDGE_DECK[card])


__all__ = ["THIRD_HAND_RULES", "third_hand_card", "third_hand_reason", "third_hand_sentence"]
