"""The forehand's textbook guidelines for trumps, Obenabe, Undenufe or a push, checked against the AI's own choice.

A teacher's rules of thumb (lesson 18): choose a trump suit with the Buur and at
least three more trumps, or with the Nell, an Ass beside it and at least two more
trumps; Obenabe or Undenufe with at least three sure tricks from the top or the
bottom; push when nothing is clear (the partner must then choose). A hand is a
*clear case* when the guideline allows only one choice, :func:`choose_contract_for_hand` makes it and the
AI's best choice stands out (see :data:`MARGIN`) — the only hands an exercise asks
about, so its answer is defensible.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.ai.jass.contract import (
    PUSH,
    PUSH_MARGIN,
    bottom_run,
    choose_contract_for_hand,
    suit_bits,
    top_run,
)
from cardlearn.engine.jass.rules import CONTRACTS, ORDINARY_ORDER
from cardlearn.i18n import Message, msg

MARGIN = 30.0
"""How far (multiplied points) the AI's best contract must beat the push threshold and the runner-up."""
SURE_TRICKS = 3
"""Sure tricks from the top (bottom) the guideline wants for Obenabe (Undenufe)."""

_ACE, _BUUR, _NELL = 0, ORDINARY_ORDER.index("U"), ORDINARY_ORDER.index("9")


def trump_guideline(bits: int) -> bool:
    """Whether one suit's pattern is a textbook trump suit: Buur + 3 more, or Nell + Ass + 2 more."""
    length = bits.bit_count()
    if bits >> _BUUR & 1:
        return length >= 4
    return bool(bits >> _NELL & 1 and bits >> _ACE & 1) and length >= 4


def guideline(hand: int) -> set[str]:
    """Every contract code (or ``"push"``) the textbook guidelines allow for a nine-card hand mask."""
    bits = suit_bits(hand)
    allowed = {CONTRACTS[suit] for suit in range(4) if trump_guideline(bits[suit])}
    if sum(top_run(b) for b in bits) >= SURE_TRICKS:
        allowed.add("obenabe")
    if sum(bottom_run(b) for b in bits) >= SURE_TRICKS:
        allowed.add("undenufe")
    return allowed or {PUSH}


@dataclass(frozen=True)
class ClearChoice:
    """The AI's choice for a hand that is a clear case, and the guideline that says so."""

    contract: str
    reason: Message
    rule: Message


def rule_message(contract: str) -> Message:
    """The guideline behind a choice, as a sentence ("Trumps with the Buur and three more ...")."""
    if contract in ("obenabe", "undenufe", PUSH):
        return msg(f"jass_tactics.rule.{contract}")
    return msg("jass_tactics.rule.trump")


def clear_choice(hand: int) -> ClearChoice | None:
    """The AI's choice when the hand is a clear case (AI and guideline agree, with a margin), else None."""
    choice = choose_contract_for_hand(hand, True)
    ranked = sorted(choice.gains, reverse=True)
    if choice.contract == PUSH:
        clear = ranked[0] < PUSH_MARGIN - MARGIN
    else:
        clear = ranked[0] >= PUSH_MARGIN + MARGIN and ranked[0] - ranked[1] >= MARGIN
    # The guideline must point to this answer alone, so no other choice is defensible too.
    if not clear or guideline(hand) != {choice.contract}:
        return None
    return ClearChoice(choice.contract, choice.reason, rule_message(choice.contract))


def answer_group(contract: str) -> str:
    """``"trump"`` for a suit, else the contract itself (a generator draws the four groups evenly)."""
    return contract if contract in ("obenabe", "undenufe", PUSH) else "trump"
