"""The 2♣ opener's third call after responder's natural suit. Found by the par bench: with a void in
responder's hearts opener bid 3NT (2♣ 2♦ 3♦ 3♥ 3NT) and then passed 4♥."""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge import choose_call


@pytest.mark.parametrize(("hand", "expected"), [
    ("AK95..AQJT763.AK", ("3S", "c2t.new")),     # the bench's board: a four-card third suit, not 3NT
    ("AK5.Q2.AKQJT76.A", ("3NT", "c2t.nt")),
    ("A5.K92.AKQJT76.A", ("4H", "c2t.raise")),
    ("A5.2.AKQJT765.AK", ("4D", "c2t.own")),
])
def test_opener_shows_support_a_third_suit_no_trump_or_his_long_suit(hand, expected):
    decision = choose_call(hand, "2C P 2D P 3D P 3H P".split(), "N", "None")
    assert (decision.call, decision.rule_id) == expected
