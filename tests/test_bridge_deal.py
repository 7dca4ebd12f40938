"""Set-up: the seeded deal (one card at a time clockwise from West), PBN round trips, the compass."""
from __future__ import annotations

import random

import pytest

from cardlearn.engine.bridge import CardlearnError, Deal, Game, PBNError
from cardlearn.engine.cards import BRIDGE_DECK

PBN = "N:AKQ2.AK.AK.AKQ32 JT98.QJT9.QJT9.J 765.8765.8765.T9 43.432.432.87654"


def test_random_deal_is_reproducible_and_complete() -> None:
    deal = Deal.random(seed=1)
    assert deal == Deal.random(seed=1)
    assert deal != Deal.random(seed=2)
    hands = [deal.hand(seat) for seat in "NESW"]
    assert all(len(hand) == 13 for hand in hands)
    assert sorted(card for hand in hands for card in hand) == sorted(str(c) for c in BRIDGE_DECK)


def test_cards_are_dealt_one_at_a_time_clockwise_starting_with_west() -> None:
    deck = list(range(52))
    random.Random(42).shuffle(deck)
    deal = Deal.random(seed=42)
    for position, index in enumerate(deck):
        seat = "WNES"[position % 4]  # dealer South: West first, then clockwise
        assert str(BRIDGE_DECK[index]) in deal.hand(seat)
    assert deal.owner(str(BRIDGE_DECK[deck[0]])) == "W"
    assert deal.owner(str(BRIDGE_DECK[deck[3]])) == "S"  # the dealer gets the fourth card


def test_from_pbn_and_back() -> None:
    deal = Deal.from_pbn(PBN)
    assert deal.hand("N") == ["SA", "SK", "SQ", "S2", "HA", "HK", "DA", "DK", "CA", "CK", "CQ", "C3", "C2"]
    assert deal.to_pbn() == PBN
    assert Deal.from_pbn(deal.to_pbn("E")) == deal
    assert deal.to_pbn("E").startswith("E:JT98.")
    assert deal["W"] == deal.hand("W")
    assert repr(deal) == f"Deal.from_pbn('{PBN}')"


def test_from_hands_checks_like_pbn() -> None:
    deal = Deal.from_pbn(PBN)
    assert Deal.from_hands({seat: deal.hand(seat) for seat in "NESW"}) == deal
    hands = {seat: deal.hand(seat) for seat in "NESW"}
    hands["N"] = hands["N"][:-1] + [hands["E"][0]]  # a card twice, one missing
    with pytest.raises(PBNError):
        Deal.from_hands(hands)


@pytest.mark.parametrize("text", [
    "N:AKQ2.AK.AK.AKQ32 JT98.QJT9.QJT9.J 765.8765.8765.T9",  # three hands
    "N:AKQ2.AK.AK.AKQ32 JT98.QJT9.QJT9.J 765.8765.8765.T9 43.432.432.8765A",  # duplicate
    "N:AKQ2.AK.AK.AKQ32 JT98.QJT9.QJT9.J 765.8765.8765.T9 43.432.432.8765",  # 12 cards
    "X:AKQ2.AK.AK.AKQ32 JT98.QJT9.QJT9.J 765.8765.8765.T9 43.432.432.87654",  # bad seat
])
def test_broken_pbn_raises_pbn_error(text: str) -> None:
    with pytest.raises(PBNError) as info:
        Deal.from_pbn(text)
    assert isinstance(info.value, CardlearnError)


def test_game_accepts_a_pbn_string_and_checks_its_settings() -> None:
    game = Game(PBN, vulnerability="Both")  # type: ignore[arg-type]
    assert game.deal == Deal.from_pbn(PBN) and game.dealer == "S" and game.to_act == "S"
    for bad in ("NE", "all of them"):
        with pytest.raises(CardlearnError) as info:
            Game(Deal.from_pbn(PBN), vulnerability=bad)
        assert "None, NS, EW or Both" in info.value.localized("en")
    with pytest.raises(CardlearnError):
        Game(Deal.from_pbn(PBN), dealer="Q")


@pytest.mark.parametrize("vulnerability", ["None", "NS", "EW", "Both"])
def test_vulnerability_is_chosen_before_the_deal_and_stays_fixed(vulnerability: str) -> None:
    game = Game(Deal.random(seed=3), vulnerability=vulnerability)
    for call in ("1NT", "P", "P", "P"):
        game.call(call)
    assert game.vulnerability == vulnerability
    assert game.core.declarer_vulnerable == (vulnerability in ("NS", "Both"))


def test_deal_draws_a_compass() -> None:
    html = Deal.from_pbn(PBN)._repr_html_()
    # North first, then West and East on one row, South last.
    assert html.index("North") < html.index("West") < html.index("East") < html.index("South")
    assert "♠" in html and "♥" in html and "#c0392b" in html
    assert "10" in html  # the ten is shown as 10, not T
    assert "<script" not in html
