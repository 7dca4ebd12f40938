"""Sentences about the auction for the lessons: right facts, in every language, never raw values."""
from __future__ import annotations

import pytest

from cardlearn.engine import bridge
from cardlearn.engine.bridge.narrate import (
    auction_sentence,
    double_sentence,
    legal_calls_sentence,
    outcome_sentence,
)
from cardlearn.i18n import LANGUAGES


def game_after(*calls: str, dealer: str = "S") -> bridge.Game:
    game = bridge.Game(bridge.Deal.random(seed=2), dealer=dealer)
    for call in calls:
        game.call(call)
    return game


def test_the_dealer_may_choose_from_pass_and_the_35_bids():
    text = legal_calls_sentence(game_after()).text("en")
    assert text.startswith("South may choose from 36 calls: Pass, 1♣, 1♦")
    assert text.endswith("7♠, 7NT.") and "X" not in text


def test_double_only_against_the_opponents_undoubled_bid():
    assert double_sentence(game_after()).text("en") == "South may not double: nobody has bid yet."
    assert double_sentence(game_after("1H")).text("en") == "West may double."
    assert double_sentence(game_after("1H", "P")).text("en") == "North may not double: the last bid is his own side's."
    assert double_sentence(game_after("1H", "X")).text("en") == "North may not double: the last bid is his own side's."
    assert double_sentence(game_after("1H", "X", "P")).text("en") == "East may not double: the bid is doubled already."


def test_the_auction_names_each_call_and_its_seat():
    assert auction_sentence(game_after()).text("en") == "Nobody has called yet."
    assert auction_sentence(game_after("1H", "P"), ).text("da") == "Meldeforløbet indtil nu: 1♥ (Syd), Pas (Vest)."


def test_outcome_names_contract_declarer_and_dummy():
    game = game_after("1D", "P", "1H", "P", "2H", "P", "4H", "X", "P", "P", "P")
    assert outcome_sentence(game).text("en") == "The contract is 4♥X; declarer North, dummy South."
    assert outcome_sentence(game_after("P", "P", "P", "P")).text("en").startswith("Four passes")
    assert outcome_sentence(game_after("1H")).text("en") == "The auction is not over yet."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_exists_in_every_language(lang):
    game = game_after("1H", "P")
    for sentence in (legal_calls_sentence(game), double_sentence(game), auction_sentence(game),
                     outcome_sentence(game_after("P", "P", "P", "P"))):
        text = sentence.text(lang)
        assert "engine.narrate" not in text and "{" not in text and "'" not in text[:3]
