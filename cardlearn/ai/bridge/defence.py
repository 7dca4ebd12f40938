"""The defenders' rules of thumb as small pure functions: third hand high, the lowest of equals.

>>> third_hand_card(["HK", "HQ", "H5"], ["H4", "H7"], trump=-1)
('HQ', 'lowest_of_equals')

``hand`` is the third player's cards (at least those of the led suit), ``trick``
partner's lead and the dummy's card (second hand), ``trump`` 0..3 = ♠ ♥ ♦ ♣ or
-1 in no trump. Answers for the lesson's exercises and the learner's feedback.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardlearn.engine.cards import parse_bridge_card
from cardlearn.engine.errors import IllegalAction
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.ai.bridge.play_dd import CardStats

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


# --- the AI defender: when the samples' best card may overrule the card's standard lead --------------

LEAD_FULL_TRICK = 1.0
"""An average gain of a whole trick per layout is a clear gain even where some layouts lose."""
LEAD_RATE_MARGIN = 0.34
"""Beating the contract this much more often (a third of the layouts) is a clear gain too."""


def clearly_better_lead(other: Sequence[int], ruled: Sequence[int], target: int, margin: float) -> bool:
    """Whether ``other`` (declarer's tricks per layout after another lead) clearly beats the standard lead.

    ``ruled`` holds declarer's tricks after the standard lead on the same layouts, ``target`` the tricks
    the contract needs. Clearly better: ``margin`` tricks or a third more defeats on average, with no
    layout where the other lead does worse — or a whole trick on average whatever single layouts say.
    """
    if not other:
        return False
    count = len(other)
    gain = sum(r - o for r, o in zip(ruled, other, strict=True)) / count
    rate_gain = sum((r >= target) - (o >= target) for r, o in zip(ruled, other, strict=True)) / count
    never_worse = all(o <= r for r, o in zip(ruled, other, strict=True))
    if gain >= LEAD_FULL_TRICK:
        return True
    return never_worse and (gain >= margin or rate_gain >= LEAD_RATE_MARGIN)


# --- the AI defender: the teacher's rule of thumb where the sampled layouts disagree -----------------

FOLLOW_MARGIN_TRICKS = 0.1
"""How many declarer tricks on average the rule of thumb's card may give up against the samples' best."""
FOLLOW_MARGIN_RATE = 0.05
"""How much more often the contract may make after the rule of thumb's card than after the samples' best."""


def rule_of_thumb_group(stats: Sequence[CardStats], preferred: int) -> CardStats:
    """The defender's group of cards: the samples' best, or the rule of thumb's card where the layouts disagree.

    ``stats`` are ranked best first for the defence, ``preferred`` is the rule of thumb's card (second hand
    low, third hand high, cover an honour, no switch away from a king). The rule wins when its card is as
    good on average within :data:`FOLLOW_MARGIN_TRICKS` and :data:`FOLLOW_MARGIN_RATE` and at least one
    layout favours it: a handful of layouts cannot tell such cards apart, and the rules encode what
    double dummy ignores (declarer does not see the defenders' hands). Never against a sure gain: when
    the best card is at least as good on every layout, it stays.
    """
    best = stats[0]
    rule = next((s for s in stats if preferred in s.equals), None)
    return rule if rule is not None and close_to_best(best, rule) else best


def close_to_best(best: CardStats, other: CardStats) -> bool:
    """Whether a defender's ``other`` group is as good as ``best`` within the margins, with a layout favouring it.

    False for ``best`` itself and when ``best`` is at least as good on every layout (a sure gain).
    """
    if other is best:
        return False
    if all(b <= o for b, o in zip(best.tricks, other.tricks, strict=True)):  # declarer's tricks
        return False
    if other.mean_tricks - best.mean_tricks > FOLLOW_MARGIN_TRICKS:
        return False
    return other.make_rate - best.make_rate <= FOLLOW_MARGIN_RATE


__all__ = ["THIRD_HAND_RULES", "clearly_better_lead", "close_to_best", "rule_of_thumb_group", "third_hand_card", "third_hand_reason", "third_hand_sentence"]
