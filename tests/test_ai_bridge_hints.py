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


def test_on_opening_lead_the_hint_is_the_standard_lead_with_its_reason():
    # East declares 3NT; South is on lead with ♠K10985: longest and strongest, the 10 from K‑10‑9.
    game = bridge.Game(bridge.Deal.from_pbn(
        "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"), dealer="E")
    for call in ("3NT", "P", "P", "P"):
        game.call(call)
    assert game.declarer == "E" and game.controller == "S"
    hint = ai.hint(game, "S", lang="en")
    assert hint.card == "ST" and hint.method == "lead_rules" and hint.seat == "S"
    assert hint.text() == ("Against no trump lead your longest and strongest suit that the opponents have not "
                           "bid: spades. ♠10: the top of an interior sequence (the touching cards under your "
                           "top honour).")
    assert "♠10" in hint.text("da") and "sans" in hint.text("da")
    # After the lead the hint is the card player's again.
    game.play("ST", "S")
    assert ai.hint(game, game.controller, lang="en").method != "lead_rules"
