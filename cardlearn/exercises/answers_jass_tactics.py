"""The Schieber tactics topic: trumps or push, answered by the AI's own contract choice on clear hands.

The rule of thumb lives in :mod:`cardlearn.ai.jass.guidelines`; nothing is decided here.
"""
from __future__ import annotations

from typing import Any

from cardlearn.ai.jass.guidelines import clear_choice, rule_message
from cardlearn.engine.jass.play import mask_of
from cardlearn.exercises.kinds import contract_choice_message
from cardlearn.exercises.solution import Solution, Unanswerable
from cardlearn.i18n import Message, msg

HAND_SIZE = 9


def jass_contract_choice(kind: str, s: dict[str, Any]) -> Solution:
    """The forehand's choice for a nine-card hand (a clear case only), with the guideline that decides."""
    hand = s["hand"]
    if len(hand) != HAND_SIZE:
        raise Unanswerable(msg("exercises.error.contract_hand_size", count=len(hand)))
    choice = clear_choice(mask_of(hand))
    if choice is None:
        raise Unanswerable(msg("exercises.error.contract_not_clear"))
    answer = choice.contract
    lines = (msg("exercises.explain.contract_choice", contract=contract_choice_message(answer),
                 reason=choice.reason), choice.rule)

    def reason(given: Any) -> Message:
        # Name the rule the wrong answer needs, never the answer: safe with a first wrong answer.
        return msg("exercises.why.contract_choice", rule=rule_message(str(given)))

    return Solution(answer, lines, reason, reason_safe=True)
