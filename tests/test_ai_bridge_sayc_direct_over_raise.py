"""The direct seat after their raise (1♠ P 2♠): a takeout double with opening values and shape, or a
three-level overcall on a good six-card suit; advancer answers the double. Found by the par bench: 15 HCP
with a singleton spade used to pass."""
from __future__ import annotations

from cardlearn.ai.bridge import choose_call, explain
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: str):
    decision = choose_call(hand, auction.split(), "N", "None")
    return decision.call, decision.rule_id, decision.explanation


def test_takeout_double_after_their_raise_and_its_answer():
    call, rule, meaning = call_for("6.K64.AK94.KQ862", "1S P 2S")
    assert (call, rule) == ("X", "dor.x")
    shape = evaluate("6.K64.AK94.KQ862")
    assert meaning.constraints.accepts(shape.hcp, shape.lengths)
    assert "takeout" in meaning.text("en") and all("{" not in meaning.text(lang) for lang in LANGUAGES)
    # A point lighter with a singleton; not with a doubleton.
    assert call_for("6.K642.A94.KJ862", "1S P 2S")[:2] == ("X", "dor.x.short")
    assert call_for("62.K64.A94.KJ862", "1S P 2S")[0] == "P"
    # Advancer answers at the three level instead of passing the double.
    assert call_for("973.AJT2.QJ3.T43", "1S P 2S X P")[0] == "3H"
    assert explain("1S P 2S X".split(), 3, "N", "None").rule_id == "dor.x"


def test_a_three_level_overcall_needs_six_good_cards():
    assert call_for("A7.3.AQJ952.K865", "1H P 2H")[:2] == ("3D", "dor.suit3")
    assert call_for("A7.3.AQJ95.K8652", "1H P 2H")[0] != "3D"


def test_advancer_still_competes_when_they_bid_over_the_double():
    # 1♦ P 2♦ X 3♦: 7 HCP and five hearts used to pass; the free bid shows the suit.
    call, rule, meaning = call_for("95.AK643.T7.9842", "1D P 2D X 3D")
    assert (call, rule) == ("3H", "dora.suit")
    assert not meaning.forcing
    assert call_for("95.A643.T72.9842", "1D P 2D X 3D")[:2] == ("P", "dora.pass")
    assert call_for("K5.AQ643.T7.Q842", "1D P 2D X 3D")[:2] == ("4H", "dora.game")
