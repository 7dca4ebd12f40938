"""Their overcall of our Jacoby transfer over 1NT: the 1NT bidder, then the transferrer, then the choice of games.

Found by the par bench: 1♠ 1NT P 2♦ (2♠) and both the overcaller with four hearts and the transferrer with
13 HCP passed, leaving them in 2♠ with 4♥ on for us.
"""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge import choose_call, explain
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: str):
    """The AI's call for ``hand`` (PBN, North dealt) after ``auction``: call, rule id, meaning."""
    decision = choose_call(hand, auction.split(), "N", "None")
    return decision.call, decision.rule_id, decision.explanation


@pytest.mark.parametrize("start", ["1NT P 2D 2S", "1S 1NT P 2D 2S"])
def test_the_no_trump_bidder_completes_only_with_four_trumps_or_doubles_with_their_suit(start):
    assert call_for("A3.Q873.AK65.Q85", start)[:2] == ("3H", "tri.accept")
    call, rule, meaning = call_for("A3.Q87.AK65.Q852", start)
    assert (call, rule) == ("P", "tri.pass")
    shape = evaluate("A3.Q87.AK65.Q852")
    assert meaning.constraints.accepts(shape.hcp, shape.lengths)
    assert call_for("AQJ3.87.AK6.KJ85", start)[:2] == ("X", "tri.x")


@pytest.mark.parametrize("start", ["1NT P 2D 2S P P", "1S 1NT P 2D 2S P P"])
def test_the_transferrer_places_the_contract_after_partners_pass(start):
    assert call_for("T7.AK9742.Q3.A43", start)[:2] == ("4H", "trr.game")
    assert call_for("K7.AJ942.Q3.8432", start)[:2] == ("3NT", "trr.3nt")
    call, rule, meaning = call_for("T7.AK942.Q3.A432", start)     # the bench's board: 13 HCP used to pass
    assert (call, rule) == ("3H", "trr.3M") and meaning.forcing
    assert call_for("T7.K97432.Q3.843", start)[:2] == ("3H", "trr.comp")
    assert call_for("T7.K9742.Q3.8432", start)[:2] == ("P", "trr.pass")


def test_opener_chooses_the_game_after_the_transferrers_second_call():
    assert call_for("A3.Q87.AK65.Q852", "1NT P 2D 2S P P 3NT P")[:2] == ("4H", "tr3.4M")
    assert call_for("A93.Q8.AK65.Q852", "1NT P 2D 2S P P 3NT P")[:2] == ("P", "tr3.pass")
    assert call_for("A93.Q87.AK65.Q85", "1NT P 2D 2S P P 3H P")[:2] == ("4H", "tr3m.4M")
    assert call_for("AQ9.87.AK65.Q852", "1NT P 2D 2S P P 3H P")[:2] == ("3NT", "tr3m.3nt")
    assert call_for("93.Q8.AK65.AKJ52", "1NT P 2D 2S P P 3H P")[:2] == ("4H", "tr3m.4M2")


def test_every_new_meaning_reads_in_every_language():
    for auction, index in [("1NT P 2D 2S P", 4), ("1NT P 2D 2S P P 3H", 6), ("1NT P 2D 2S 3H", 4)]:
        meaning = explain(auction.split(), index, "N", "None")
        assert meaning.rule_id.startswith(("tri.", "trr."))
        for lang in LANGUAGES:
            text = meaning.text(lang)
            assert text and "{" not in text and "ai_bridge" not in text
