"""The learner's one Hint button: a call during the auction, a card during the play."""
from __future__ import annotations

import doctest

import pytest

import cardlearn.ai.bridge as ai
from cardlearn.engine import bridge


def test_hint_follows_the_phase():
    game = bridge.Game(bridge.Deal.random(seed=4), vulnerability="None")
    call = ai.hint(game)
    assert call.call in game.legal_calls()
    for code in ["1NT", "P", "3NT", "P", "P", "P"]:
        game.call(code)
    while game.controller != "S":
        game.play(game.legal_cards()[0])
    card = ai.hint(game, lang="ko")
    assert card.card in game.legal_cards()
    assert card.text("ko") != card.text("en")


def test_hint_after_the_deal_says_it_is_over():
    game = bridge.Game(bridge.Deal.random(seed=4))
    for _ in range(4):
        game.call("P")
    with pytest.raises(bridge.IllegalAction) as info:
        ai.hint(game)
    assert info.value.key == "bridge.error.deal_over"


def test_package_docstring_examples():
    assert doctest.testmod(ai).failed == 0
