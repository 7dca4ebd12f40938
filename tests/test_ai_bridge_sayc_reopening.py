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
    assert call != "P" and rule.startswith("reo3a.")
    assert call_for("K7.J87.T54.AQT96", "1S 3C P P X P") == ("P", "reo3a.penalty")


def test_partner_answers_a_reopening_double_at_the_four_level_too():
    # The sweep's auction: P 1♦ (3♠) P P X P with a yarborough used to find no rule.
    assert call_for("432.J54.T863.T52", "P 1D 3S P P X P") == ("4D", "reo3a.raise")
    assert call_for("Q7.KJ876.T54.Q96", "P 1D 3S P P X P") == ("4H", "reo3a.game")
    assert call_for("7.J87.T54.QT9654", "1S 3C P P X P") == ("P", "reo3a.penalty.long")


def test_the_passed_responder_answers_openers_reopening_takeout_double():
    # 1♥ P P (1♠) X P: 4 HCP with six diamonds used to pass the takeout double at the one level.
    assert call_for("94.K9.T86542.J64", "1H P P 1S X P") == ("2D", "rola.suit5")
    assert call_for("QJ9854.K9.T86.J6", "1H P P 1S X P") == ("P", "rola.penalty")
    decision = choose_call("94.K9.T86542.J64", "1H P P 1S X P".split(), "N", "None")
    assert "forcing" not in decision.explanation.text("en")
