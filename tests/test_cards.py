"""Card value types: notation round trips, deck order, localized names."""
from __future__ import annotations

import pytest

from cardlearn.engine.cards import (
    BRIDGE_DECK,
    JASS_DECK,
    BridgeCard,
    JassCard,
    card_name,
    sort_bridge_cards,
    sort_jass_cards,
)
from cardlearn.engine.errors import CardlearnError, InvalidCard


def test_decks_have_the_right_size_and_no_duplicates():
    assert len(BRIDGE_DECK) == len(set(BRIDGE_DECK)) == 52
    assert len(JASS_DECK) == len(set(JASS_DECK)) == 36


@pytest.mark.parametrize("card", BRIDGE_DECK)
def test_bridge_round_trip_and_index(card):
    assert BridgeCard.parse(str(card)) == card
    assert BridgeCard.from_index(card.index) == card


@pytest.mark.parametrize("card", JASS_DECK)
def test_jass_round_trip_and_index(card):
    assert JassCard.parse(str(card)) == card
    assert JassCard.from_index(card.index) == card


def test_lenient_spelling():
    assert BridgeCard.parse("h10") == BridgeCard("H", "T")
    assert JassCard.parse(" b10 ") == JassCard("B", "T")


@pytest.mark.parametrize("code", ["SZ", "X2", "S", "S10X", "", "E5"])
def test_bad_bridge_codes_are_refused_with_the_notation(code):
    with pytest.raises(InvalidCard) as info:
        BridgeCard.parse(code)
    assert isinstance(info.value, CardlearnError) and isinstance(info.value, ValueError)
    assert "S, H, D or C" in str(info.value) or "S, H, D" in info.value.localized("en")


@pytest.mark.parametrize("code", ["HA", "EQ", "E5", "RJ"])
def test_bad_jass_codes_are_refused(code):
    with pytest.raises(InvalidCard, match="E acorns"):
        JassCard.parse(code)


def test_sort_orders():
    assert [str(c) for c in sort_bridge_cards(["C2", "SA", "HT", "HK"])] == ["SA", "HK", "HT", "C2"]
    assert [str(c) for c in sort_jass_cards(["B6", "EU", "EA", "R7"])] == ["EA", "EU", "R7", "B6"]


def test_bridge_rank_values_order_the_suit():
    values = [BridgeCard("S", r).rank_value for r in "AKQJT98765432"]
    assert values == sorted(values, reverse=True) and values[0] == 14 and values[-1] == 2


def test_localized_card_names():
    assert card_name("EU", lang="da") == "agern-Under"
    assert card_name("EU", lang="en") == "acorn Under"
    assert card_name("SA", lang="en") == "ace of spades"
    assert card_name("SA", lang="en", deck="jass") == "shield Ass"
    assert card_name("HK", lang="ko") == "하트 킹"
    assert card_name("CQ", lang="tr") == "trefl Dam"
    assert card_name("DA", lang="th") == "เอซข้าวหลามตัด"
    assert card_name("R7", lang="da") == "rose-7"


def test_symbol():
    assert BridgeCard.parse("HT").symbol == "♥10"
