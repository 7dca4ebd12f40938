"""The defence topics: the standard opening lead (:mod:`cardlearn.ai.bridge.leads`) and third hand's card.

No rule is written here; the AI's lead and defence modules decide, this module words the answer.
"""
from __future__ import annotations

from typing import Any

from cardlearn.ai.bridge.defence import third_hand_card, third_hand_reason
from cardlearn.ai.bridge.leads import lead_in_suit, opening_lead
from cardlearn.engine import bridge
from cardlearn.engine.bridge.fast import cards_mask
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS
from cardlearn.engine.cards import parse_bridge_card
from cardlearn.engine.errors import CardlearnError
from cardlearn.exercises.solution import Solution, Unanswerable, bridge_symbol
from cardlearn.i18n import Message, msg


def bridge_lead_card(kind: str, s: dict[str, Any]) -> Solution:
    """The card's standard lead: from ``suit`` when given, else the suit by the lead rules too."""
    if not s["hand"]:
        raise Unanswerable(msg("exercises.error.need_field", field="hand"))
    trump = bridge.parse_contract(s["contract"]).trump
    trump_index = -1 if trump is None else SUITS.index(trump)
    mask = cards_mask([parse_bridge_card(card).index for card in s["hand"]])
    try:
        if s.get("suit"):
            lead = lead_in_suit(mask, SUITS.index(s["suit"]), trump_index)
        else:
            partner = [SUITS.index(s["partner_suit"])] if s.get("partner_suit") else []
            lead = opening_lead(mask, trump_index, partner)
    except CardlearnError as error:
        raise Unanswerable(error.message) from None

    def reason(answer: str) -> Message:
        # Names the rule, never the card: it may come with a first wrong answer.
        if answer[0] == lead.code[0] or lead.suit_reason is None:
            return msg("exercises.why.lead_rule", answer=bridge_symbol(answer), rule=msg(f"leads.rule.{lead.rule}"))
        return msg("exercises.why.lead_suit", answer=bridge_symbol(answer), rule=lead.suit_reason)

    return Solution(lead.code, (lead.reason,), reason, reason_safe=True)


def bridge_third_hand(kind: str, s: dict[str, Any]) -> Solution:
    """Third hand's card after partner's lead and the dummy's card: high, the lowest of equals."""
    trump = bridge.parse_contract(s["contract"]).trump
    trump_index = -1 if trump is None else SUITS.index(trump)
    try:
        card, rule = third_hand_card(s["hand"], s["trick"], trump_index)
    except CardlearnError as error:
        raise Unanswerable(error.message) from None
    why = third_hand_reason(card, rule, s["trick"])
    return Solution(card, (why,), lambda answer: msg("exercises.why.third_hand", answer=bridge_symbol(answer),
                                                      rule=msg(f"defence.rule.{rule}")), reason_safe=True)


__all__ = ["bridge_lead_card", "bridge_third_hand"]
