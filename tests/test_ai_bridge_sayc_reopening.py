"""Opener reopens after their three-level jump overcall is passed round. Found by the par bench: 1♠ (3♣)
P P with 17 HCP and six spades used to pass; 4♠ was on."""
from __future__ import annotations

from cardlearn.ai.bridge import choose_call


def call_for(hand: str, auction: str):
    decision = choose_call(hand, auction.split(), "N", "None")
    return decision.call, decision.rule_id


def test_opener_reopens_over_a_three_level_overcall_with_extras():
    assert call_for("AJ9854.KQ.AK8.85", "1S 3C P P") == ("3S", "reo3.own")
    assert call_for("AJ985.KQ94.AK8.5", "1S 3C P P") == ("X", "reo.x3")
    assert call_for("AJ985.KQ943.A.K5", "1S 3C P P") == ("3H", "reo3.new")
    assert call_for("AQ985.KQ4.AK.Q85", "1S 3C P P") == ("3NT", "reo3.3nt")
    # A minimum passes: partner, with values, would have doubled.
    assert call_for("AJ985.K94.K82.85", "1S 3C P P")[0] == "P"


def test_partner_answers_the_reopening_double():
    call, rule = call_for("K7.J876.JT954.A6", "1S 3C P P X P")
    assert call != "P" and rule.startswith("reoa.")
    assert call_for("K7.J87.T54.AQT96", "1S 3C P P X P") == ("P", "reoa.penalty")
