"""Coming in over their pre-empt at the four level or raised. Found by the par bench: 3♦ P 4♦ with 16 HCP and
six-five in the majors used to pass (4♠ makes twelve tricks)."""
from __future__ import annotations

from cardlearn.ai.bridge import choose_call
from cardlearn.ai.bridge.evaluation import evaluate


def test_a_good_six_card_major_overcalls_at_the_four_level():
    decision = choose_call("AKJ963.AQJ94.8.8", "3D P 4D".split(), "N", "None")
    assert (decision.call, decision.rule_id) == ("4S", "ovf.suit")
    shape = evaluate("AKJ963.AQJ94.8.8")
    assert decision.explanation.constraints.accepts(shape.hcp, shape.lengths)
    assert choose_call("AKJ963.AQJ94.8.8", ["4D"], "N", "None").call == "4S"


def test_the_takeout_double_needs_shortness_and_a_weak_hand_passes():
    assert choose_call("KQ75.AJ93.8.A853", "3D P 4D".split(), "N", "None").rule_id == "ovf.x"
    assert choose_call("KQ75.J932.8.Q853", "3D P 4D".split(), "N", "None").call == "P"


def test_a_strong_hand_doubles_their_raised_pre_empt():
    # The bench's board: 3♣ P 4♣ with 21 HCP and AKQJT5 of diamonds used to pass (6♦ makes).
    decision = choose_call("AJ64.A.AKQJT5.J3", "3C P 4C".split(), "N", "None")
    assert (decision.call, decision.rule_id) == ("X", "ovf.x.strong")
    assert choose_call("AJ6.A4.AKQJT5.J3", "3C P 4C".split(), "N", "None").call in ("X", "5D")


def test_advancer_takes_out_a_four_level_double_with_a_void_in_their_suit():
    decision = choose_call("K753.KT754.9764.", "3C P 4C X P".split(), "N", "None")
    assert (decision.call, decision.rule_id) == ("4H", "adv.high.major")
    assert "void in ♣" in decision.explanation.text("en")
    # With clubs to defend, the double stands.
    assert choose_call("K753.KT754.976.4", "3C P 4C X P".split(), "N", "None").call == "P"
