"""The engine answers every topic: the correct value and a localized explanation of why.

No rule is written here: scores, legal calls and cards, trick winners, card
points and Weis all come from :mod:`cardlearn.engine.bridge` and
:mod:`cardlearn.engine.jass`. This module only sets up the situation, asks the
engine, and words the engine's answer for a learner.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardlearn.exercises.answers_bridge import (
    bridge_bid_order,
    bridge_declarer,
    bridge_dummy,
    bridge_dummy_from_declarer,
    bridge_finesse,
    bridge_hcp,
    bridge_higher_bid,
    bridge_leader_from_declarer,
    bridge_legal_calls,
    bridge_legal_cards,
    bridge_losers,
    bridge_meaning_min_hcp,
    bridge_opening_leader,
    bridge_score,
    bridge_sure_tricks,
    bridge_system_call,
    bridge_target,
    bridge_trick_winner,
    bridge_trump_rounds,
    bridge_trumps_out,
)
from cardlearn.exercises.answers_defence import bridge_lead_card, bridge_third_hand
from cardlearn.exercises.answers_jass import (
    jass_card_order,
    jass_card_points,
    jass_legal_cards,
    jass_multiplied,
    jass_multiplier,
    jass_next_seat,
    jass_remaining_points,
    jass_schneider,
    jass_trick_winner,
    jass_weis_points,
    jass_weis_winner,
)
from cardlearn.exercises.answers_jass_conventions import jass_convention
from cardlearn.exercises.answers_jass_tactics import jass_contract_choice
from cardlearn.exercises.answers_minibridge import minibridge_contract, minibridge_declarer
from cardlearn.exercises.solution import Reason, Solution, Unanswerable

COMPUTE: dict[str, Callable[[str, dict[str, Any]], Solution]] = {
    "bridge.score": bridge_score,
    "bridge.higher_bid": bridge_higher_bid,
    "bridge.bid_order": bridge_bid_order,
    "bridge.legal_calls": bridge_legal_calls,
    "bridge.declarer": bridge_declarer,
    "bridge.opening_leader": bridge_opening_leader,
    "bridge.dummy": bridge_dummy,
    "bridge.leader_from_declarer": bridge_leader_from_declarer,
    "bridge.dummy_from_declarer": bridge_dummy_from_declarer,
    "bridge.target": bridge_target,
    "bridge.hcp": bridge_hcp,
    "bridge.sure_tricks": bridge_sure_tricks,
    "bridge.losers": bridge_losers,
    "bridge.trumps_out": bridge_trumps_out,
    "bridge.trump_rounds": bridge_trump_rounds,
    "bridge.finesse": bridge_finesse,
    "bridge.system_call": bridge_system_call,
    "bridge.meaning_min_hcp": bridge_meaning_min_hcp,
    "bridge.trick_winner": bridge_trick_winner,
    "bridge.legal_cards": bridge_legal_cards,
    "bridge.lead_card": bridge_lead_card,
    "bridge.third_hand": bridge_third_hand,
    "bridge.minibridge_declarer": minibridge_declarer,
    "bridge.minibridge_contract": minibridge_contract,
    "jass.trick_winner": jass_trick_winner,
    "jass.legal_cards": jass_legal_cards,
    "jass.card_points": jass_card_points,
    "jass.remaining_points": jass_remaining_points,
    "jass.multiplier": jass_multiplier,
    "jass.multiplied": jass_multiplied,
    "jass.card_order": jass_card_order,
    "jass.next_seat": jass_next_seat,
    "jass.weis_winner": jass_weis_winner,
    "jass.weis_points": jass_weis_points,
    "jass.schneider": jass_schneider,
    "jass.contract_choice": jass_contract_choice,
    "jass.convention": jass_convention,
}


def solve(topic: str, kind: str, situation: dict[str, Any]) -> Solution:
    """The engine's answer for a situation; raises Unanswerable or an engine CardlearnError."""
    return COMPUTE[topic](kind, situation)


__all__ = ["COMPUTE", "Reason", "Solution", "Unanswerable", "solve"]
