"""PBN deal strings: parse_deal / format_deal, their errors, and a cross-check with endplay."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.engine.errors import PBNError
from cardlearn.engine.pbn import SEATS, format_deal, parse_deal

DEAL = "N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54"
LANGS = ("en", "th", "ko", "da", "tr")


def test_seats_are_clockwise_from_north() -> None:
    assert SEATS == "NESW"


def test_parse_deal_gives_cards_per_seat_in_card_notation() -> None:
    hands = parse_deal(DEAL)
    assert list(hands) == ["N", "E", "S", "W"]
    assert hands["N"] == ["SA", "SK", "SQ", "S2", "HA", "HK", "DA", "DK", "CA", "CK", "CQ", "C3", "C2"]
    assert hands["E"][:3] == ["ST", "S9", "S8"]
    assert hands["W"][-2:] == ["C5", "C4"]
    assert sorted(c for hand in hands.values() for c in hand) == sorted(str(c) for c in BRIDGE_DECK)


def test_first_seat_other_than_north_rotates_clockwise() -> None:
    north, east, south, west = DEAL[2:].split()
    hands = parse_deal(f"E:{east} {south} {west} {north}")
    assert hands == parse_deal(DEAL)
    hands = parse_deal(f"W:{west} {north} {east} {south}")
    assert hands == parse_deal(DEAL)


def test_lenient_spelling_lowercase_ten_and_whitespace() -> None:
    text = "  n:  akq2.ak.ak.akq32   1098.QJ109.QJ109.J10\t765.876.876.9876 \n J43.5432.5432.54  "
    assert parse_deal(text) == parse_deal(DEAL)


def test_voids_are_empty_suits() -> None:
    deal = "S:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
    hands = parse_deal(deal)
    assert hands["S"][0] == "SA" and all(c[0] == "S" for c in hands["S"])
    assert all(c[0] == "C" for c in hands["E"])
    assert format_deal(hands, first="S") == deal


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54", "pbn.error.deal_first_seat"),
        ("X:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54", "pbn.error.deal_first_seat"),
        ("N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876", "pbn.error.deal_hand_count"),
        ("N:AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 - ", "pbn.error.deal_unknown_hand"),
        ("N:AKQ2.AK.AKAKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54", "pbn.error.hand_suits"),
        ("N:AKQ2.AK.AK.AKQ3Z T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54", "pbn.error.unknown_rank"),
    ],
)
def test_broken_deals_raise_pbn_error_with_key(text: str, key: str) -> None:
    with pytest.raises(PBNError) as info:
        parse_deal(text)
    assert info.value.key == key
    for lang in LANGS:
        rendered = info.value.localized(lang)
        assert "{" not in rendered and "pbn." not in rendered


def test_duplicate_card_is_named_with_both_seats() -> None:
    # The spade ace is in North's and in East's hand; East has no ten of spades.
    text = "N:AKQ2.AK.AK.AKQ32 A98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54"
    with pytest.raises(PBNError) as info:
        parse_deal(text)
    assert info.value.key == "pbn.error.duplicate_card"
    assert info.value.localized("en") == (
        "The ace of spades is in both North's and East's hands. Each card is dealt exactly once."
    )
    assert "spar es" in info.value.localized("da") and "Øst" in info.value.localized("da")


def test_duplicate_card_inside_one_hand() -> None:
    text = "N:AKA2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876 J43.5432.5432.54"
    with pytest.raises(PBNError) as info:
        parse_deal(text)
    assert info.value.key == "pbn.error.duplicate_card_in_hand"
    assert "ace of spades" in info.value.localized("en") and "North" in info.value.localized("en")


def test_hand_with_wrong_count_names_seat_and_count() -> None:
    # The two of clubs moves from North to South: North 12, South 14.
    text = "N:AKQ2.AK.AK.AKQ3 T98.QJT9.QJT9.JT 765.876.876.98762 J43.5432.5432.54"
    with pytest.raises(PBNError) as info:
        parse_deal(text)
    assert info.value.key == "pbn.error.hand_size"
    assert info.value.localized("en") == "North's hand has 12 cards. Every hand needs exactly 13 cards."
    assert "12" in info.value.localized("th") and "เหนือ" in info.value.localized("th")
    assert "Kuzey" in info.value.localized("tr")


def test_error_plural_forms_follow_language() -> None:
    with pytest.raises(PBNError) as info:
        parse_deal("N:AKQ")
    assert "has 1 hand." in info.value.localized("en")
    assert "1 hånd" in info.value.localized("da")


def test_format_deal_sorts_high_to_low_and_accepts_card_objects() -> None:
    hands = {seat: list(reversed(cards)) for seat, cards in parse_deal(DEAL).items()}
    assert format_deal(hands) == DEAL
    objects = {seat: [BRIDGE_DECK[i] for i in range(k * 13, k * 13 + 13)] for k, seat in enumerate(SEATS)}
    assert format_deal(objects) == "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def test_format_deal_other_first_seat_and_unknown_hands() -> None:
    hands = parse_deal(DEAL)
    assert format_deal(hands, first="W") == "W:J43.5432.5432.54 AKQ2.AK.AK.AKQ32 T98.QJT9.QJT9.JT 765.876.876.9876"
    assert format_deal({"N": hands["N"]}) == "N:AKQ2.AK.AK.AKQ32 - - -"
    with pytest.raises(PBNError):
        format_deal(hands, first="Q")
    with pytest.raises(PBNError) as info:
        format_deal({"N": ["SZ"]})
    assert info.value.key == "pbn.error.invalid_card"


def _random_hands(seed: int) -> dict[str, list[str]]:
    cards = [str(c) for c in BRIDGE_DECK]
    random.Random(seed).shuffle(cards)
    return {seat: cards[i * 13:(i + 1) * 13] for i, seat in enumerate(SEATS)}


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), first=st.sampled_from(list(SEATS)))
def test_round_trip_random_deals(seed: int, first: str) -> None:
    hands = _random_hands(seed)
    text = format_deal(hands, first)
    parsed = parse_deal(text)
    assert {s: sorted(c) for s, c in parsed.items()} == {s: sorted(c) for s, c in hands.items()}
    assert format_deal(parsed, first) == text


def _endplay_code(card: object) -> str:
    """endplay prints cards as ``♠A``; ours are ``SA``."""
    text = str(card)
    return {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}[text[0]] + text[1:].replace("10", "T")


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("first", list(SEATS))
def test_parse_deal_agrees_with_endplay(seed: int, first: str) -> None:
    from endplay.types import Deal, Player

    text = format_deal(_random_hands(seed), first)
    ours = parse_deal(text)
    theirs = Deal.from_pbn(text)
    for seat, player in zip(SEATS, (Player.north, Player.east, Player.south, Player.west)):
        their_cards = sorted(_endplay_code(card) for card in theirs[player])
        assert sorted(ours[seat]) == their_cards
