"""Our rebids after their overcall of partner's one-level response. Found by the par bench: 1♥ P 1♠ (3♦)
and both opener (15 HCP, three spades, a singleton diamond) and responder (13 HCP, six spades) passed."""
from __future__ import annotations

from cardlearn.ai.bridge import choose_call


def call_for(hand: str, auction: str):
    decision = choose_call(hand, auction.split(), "N", "None")
    return decision.call, decision.rule_id


def test_opener_raises_with_three_trumps_shortness_and_extras():
    assert call_for("Q43.AQ653.9.AQJ7", "1H P 1S 3D") == ("3S", "ofr.raise3")
    assert call_for("Q43.AQ653.92.QJ7", "1H P 1S 3D")[0] == "P"          # a minimum passes
    assert call_for("Q4.AKJ653.9.AQJ7", "1H P 1S 3D") == ("3H", "ofr.own")


def test_responder_with_values_bids_again_after_openers_pass():
    assert call_for("AKJT92.J7.A872.2", "1H P 1S 3D P P") == ("4S", "rfr.game")
    assert call_for("AKJ92.J7.KQ72.82", "1H P 1S 3D P P") == ("3NT", "rfr.3nt")
    assert call_for("AKT9.7.QJ72.T982", "1H P 1S 3D P P") == ("X", "rfr.x")
    assert call_for("KJT982.7.Q72.982", "1H P 1S 3D P P") == ("3S", "rfr.own")


def test_openers_new_suit_at_the_one_level_is_explained_as_not_forcing():
    from cardlearn.ai.bridge import explain

    for auction in ("1D P 1H P 1S", "1H P 1S P 2C"):
        meaning = explain(auction.split(), 4, "N", "None")
        assert not meaning.forcing and "not forcing" in meaning.text("en")
