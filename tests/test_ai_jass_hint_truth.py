"""Hints that are true: a trick is "taken" only when no later card can beat it, a point card on
partner's trick is a smear (never "a cheap card"), and a Bock lead counts the trumps still out."""
from __future__ import annotations

from cardlearn.ai.jass import seat_view
from cardlearn.ai.jass.heuristics import explain_card, safe_after
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.play import mask_of

from test_ai_jass_contract import complete


def card(code: str) -> int:
    return mask_of([code]).bit_length() - 1


def test_an_eight_given_to_partners_trick_in_obenabe_is_a_smear_not_a_cheap_card():
    hands = complete({"E": ["E6"], "N": ["EA"], "W": ["E7"],
                      "S": ["R8", "R6", "S6", "S7", "B6", "B7", "B8", "BT", "BK"]})
    match = Match.from_hands(hands, "E")
    match.choose("obenabe", "E")
    for code in ("E6", "EA", "E7"):
        match.play(code)
    reason = explain_card(seat_view(match, "S"), card("R8"))
    assert reason.key == "ai_jass.card.smear" and "8 points" in reason.text("en")


def test_taking_the_trick_is_said_only_when_no_later_card_can_beat_it():
    hands = complete({"W": ["S6"], "S": ["SK", "E6", "E7", "E8", "R6", "R7", "B6", "B7", "B8"],
                      "E": ["SA"]})
    match = Match.from_hands(hands, "W")
    match.choose("E", "W")
    match.play("S6", "W")
    view = seat_view(match, "S")
    assert not safe_after(view, card("SK"))  # the shield Ass is still out
    reason = explain_card(view, card("SK"))
    assert reason.key == "ai_jass.card.try_trick"
    assert "may still beat" in reason.text("en")
