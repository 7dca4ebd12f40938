"""Schieber card rules: deck, dealing, turn order, contracts, legal cards, trick winners, card points."""
from __future__ import annotations

import random

import pytest

from cardlearn.engine import jass
from cardlearn.engine.cards import JASS_DECK
from cardlearn.engine.errors import IllegalAction, IllegalCard, InvalidCard
from cardlearn.engine.jass import fast, rules
from cardlearn.i18n import set_language

pytestmark = pytest.mark.usefixtures("english")  # the shared fixture (conftest.py)


# ----- deck, dealing, seats -------------------------------------------------------------------

def test_the_deck_has_36_swiss_cards():
    assert len(JASS_DECK) == 36 and len({str(card) for card in JASS_DECK}) == 36
    assert {card.suit for card in JASS_DECK} == set("ERSB")
    assert {card.rank for card in JASS_DECK} == set("AKOUT9876")


def test_turn_order_is_counter_clockwise():
    assert rules.NEXT_SEAT == {"S": "E", "E": "N", "N": "W", "W": "S"}
    assert [rules.SEATS[fast.NEXT[rules.SEATS.index(seat)]] for seat in "SENW"] == list("ENWS")


def test_teams_are_opposite_seats():
    assert [rules.team_of(seat) for seat in "NESW"] == ["NS", "EW", "NS", "EW"]


def test_dealing_in_packets_of_three_counter_clockwise():
    hands = fast.deal_masks(list(range(36)), first=rules.SEATS.index("S"))
    order = "SENW"
    for packet in range(12):
        seat = rules.SEATS.index(order[packet % 4])
        for card in range(3 * packet, 3 * packet + 3):
            assert hands[seat] >> card & 1
    assert all(hand.bit_count() == 9 for hand in hands)


def test_deals_are_seeded_and_reproducible():
    a, b, c = jass.Match(seed=3), jass.Match(seed=3), jass.Match(seed=4)
    assert a.hands == b.hands
    assert a.hands != c.hands


def test_first_forehand_holds_the_rose_seven():
    for seed in range(20):
        match = jass.Match(seed=seed)
        assert "R7" in match.hands[match.forehand]
        # The player to the rose-7 holder's left counts as dealer: forehand is the dealer's right.
        assert rules.NEXT_SEAT[match.dealer] == match.forehand
        assert match.to_act == match.forehand and match.phase == "contract"


def _finish_deal(match: jass.Match, rng: random.Random, contract: str = "obenabe") -> None:
    deal = match.deal.number
    match.choose(contract)
    while match.deal.number == deal:
        match.play(rng.choice(match.legal_cards()))


def test_deal_and_forehand_move_to_the_right():
    match, rng = jass.Match(seed=5), random.Random(1)
    for _ in range(4):
        dealer, forehand = match.dealer, match.forehand
        _finish_deal(match, rng)
        assert match.dealer == rules.NEXT_SEAT[dealer]
        assert match.forehand == rules.NEXT_SEAT[forehand]
        assert match.forehand == rules.NEXT_SEAT[match.dealer]


def test_play_goes_counter_clockwise_and_the_winner_leads():
    match, rng = jass.Match(seed=8), random.Random(2)
    match.choose("R")
    seen = []
    for _ in range(8):
        seat = match.to_act
        seen.append(seat)
        match.play(rng.choice(match.legal_cards()))
    assert seen[0] == match.forehand
    for before, after in zip(seen[:3], seen[1:4]):
        assert after == rules.NEXT_SEAT[before]
    first = match.deal.tricks[0]
    assert seen[4] == first.winner
    for before, after in zip(seen[4:7], seen[5:8]):
        assert after == rules.NEXT_SEAT[before]


# ----- contracts ------------------------------------------------------------------------------

def test_multipliers():
    assert rules.MULTIPLIERS == {"E": 1, "R": 1, "S": 2, "B": 2, "obenabe": 3, "undenufe": 4}


@pytest.mark.parametrize("contract", ["E", "R", "S", "B", "obenabe", "undenufe"])
def test_forehand_chooses_and_leads(contract):
    match = jass.Match(seed=11)
    forehand = match.forehand
    match.choose(contract, seat=forehand)
    assert match.contract == contract and match.chooser == forehand and not match.pushed
    assert match.to_act == forehand and match.phase == "play"


def test_push_passes_the_choice_to_the_partner_and_forehand_still_leads():
    match = jass.Match(seed=11)
    forehand = match.forehand
    partner = {"N": "S", "S": "N", "E": "W", "W": "E"}[forehand]
    match.choose("push")
    assert match.to_act == partner and match.pushed and match.contract is None
    match.choose("undenufe", seat=partner)
    assert match.chooser == partner and match.pushed and match.contract == "undenufe"
    assert match.to_act == forehand
    assert match.record()["deals"].loc[0, "pushed"]
    assert match.record()["deals"].loc[0, "chooser"] == partner


def test_partner_cannot_push_back():
    match = jass.Match(seed=11)
    match.choose("push")
    before = (match.to_act, match.pushed, match.contract)
    with pytest.raises(IllegalAction) as info:
        match.choose("push")
    assert info.value.key == "jass.error.push_twice"
    assert "cannot be pushed back" in str(info.value)
    assert (match.to_act, match.pushed, match.contract) == before


# ----- legal cards ----------------------------------------------------------------------------

def test_the_issue_example():
    assert jass.legal_cards(hand=["EU", "E9", "RA"], trick=["EA", "R6"], trump="R") == ["EU", "E9", "RA"]


def test_the_leader_may_play_anything():
    assert jass.legal_cards(["EA", "R6", "S9"], [], "obenabe") == ["EA", "R6", "S9"]


@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
def test_no_trump_must_follow_suit(contract):
    assert jass.legal_cards(["EK", "E6", "RA", "S9"], ["EA"], contract) == ["EK", "E6"]


@pytest.mark.parametrize("contract", ["obenabe", "undenufe", "E", "B"])
def test_any_card_when_void(contract):
    hand = ["RK", "R6", "SA", "S9"]
    assert jass.legal_cards(hand, ["BA"] if contract != "B" else ["EA"], contract) == hand


def test_trump_contract_follow_or_trump_at_will():
    assert jass.legal_cards(["EK", "E6", "RA", "R7", "S9"], ["EA"], "R") == ["EK", "E6", "RA", "R7"]


def test_no_undertrumping_when_holding_the_led_suit():
    # The trick is trumped with the rose Ober; a lower trump may not be played.
    legal = jass.legal_cards(["EK", "R7", "RA", "S9"], ["EA", "RO"], "R")
    assert legal == ["EK", "RA"]


def test_no_undertrumping_when_void():
    legal = jass.legal_cards(["R7", "RU", "S9", "B6"], ["EA", "RO"], "R")
    assert legal == ["RU", "S9", "B6"]


def test_undertrumping_allowed_with_nothing_but_trumps():
    assert jass.legal_cards(["R7", "R6"], ["EA", "RO"], "R") == ["R7", "R6"]


def test_undertrump_is_judged_against_the_highest_trump_in_the_trick():
    # Nell (9) over the Ass: only the Buur is higher than the Nell.
    assert jass.legal_cards(["RA", "RU", "S6"], ["EA", "R9", "RK"], "R") == ["RU", "S6"]


def test_must_follow_a_trump_lead():
    assert jass.legal_cards(["R7", "RA", "EA"], ["RK"], "R") == ["R7", "RA"]


def test_bare_buur_may_be_kept():
    assert jass.legal_cards(["RU", "EA", "S6"], ["RK"], "R") == ["RU", "EA", "S6"]


def test_buur_with_other_trumps_must_follow_trump():
    assert jass.legal_cards(["RU", "R6", "EA"], ["RK"], "R") == ["RU", "R6"]


def test_illegal_card_errors_name_the_rule():
    match = jass.Match.from_hands(_deal_for_errors(), forehand="E")
    match.choose("R")
    match.play("EA")   # East leads acorns
    match.play("RO")   # North trumps with the Ober
    assert match.to_act == "W"
    with pytest.raises(IllegalCard) as undertrump:
        match.play("R7")
    assert undertrump.value.key == "jass.error.undertrump"
    assert "you may not undertrump" in str(undertrump.value).lower()
    with pytest.raises(IllegalCard) as follow:
        match.play("S9")
    assert follow.value.key == "jass.error.must_follow_or_trump"
    assert "You must follow acorns or play a trump (roses)" in str(follow.value)
    with pytest.raises(IllegalCard) as missing:
        match.play("BA")
    assert missing.value.key == "jass.error.not_in_hand"
    assert "RA" in match.legal_cards() and "R7" not in match.legal_cards()


def _deal_for_errors() -> dict[str, list[str]]:
    return {
        "E": ["EA", "E9", "E8", "E7", "B7", "B8", "B9", "BT", "S6"],
        "N": ["RO", "E6", "S7", "S8", "BU", "BO", "BK", "R6", "RT"],
        "W": ["EK", "R7", "RA", "S9", "SA", "SK", "SO", "SU", "ST"],
        "S": ["EO", "EU", "ET", "RK", "RU", "R9", "R8", "BA", "B6"],
    }


def test_must_follow_errors_in_no_trump_and_trump_lead():
    with pytest.raises(IllegalCard) as info:
        _play_second(_deal_for_errors(), "obenabe", lead="EA", card="R6")
    assert info.value.key == "jass.error.must_follow"
    assert str(info.value).startswith("You must follow acorns")
    hands = _deal_for_errors()
    with pytest.raises(IllegalCard) as trump:
        _play_second(hands, "B", lead="B7", card="RO")
    assert trump.value.key == "jass.error.must_follow_trump"


def _play_second(hands, contract, lead, card):
    match = jass.Match.from_hands(hands, forehand="E")
    match.choose(contract)
    match.play(lead)
    match.play(card)


def test_illegal_card_leaves_the_state_unchanged():
    match = jass.Match.from_hands(_deal_for_errors(), forehand="E")
    match.choose("R")
    match.play("EA")
    before = (repr(match), match.hands, match.trick, list(match.events))
    for bad in ("S9", "E5", "XX"):
        with pytest.raises((IllegalCard, InvalidCard)):
            match.play(bad)
    assert (repr(match), match.hands, match.trick, list(match.events)) == before


def test_errors_are_localized():
    match = jass.Match.from_hands(_deal_for_errors(), forehand="E")
    match.choose("obenabe")
    match.play("EA")
    with pytest.raises(IllegalCard) as info:
        match.play("R6")
    texts = {lang: info.value.localized(lang) for lang in ("en", "th", "ko", "da", "tr")}
    assert len(set(texts.values())) == 5
    assert "bekende" in texts["da"] and "agern" in texts["da"]
    assert "ลูกโอ๊ก" in texts["th"] and "도토리" in texts["ko"] and "palamut" in texts["tr"]
    set_language("da")
    with pytest.raises(IllegalCard) as danish:
        match.play("R6")
    assert str(danish.value) == texts["da"]


def test_invalid_card_code():
    with pytest.raises(InvalidCard):
        jass.legal_cards(["E5"], [], "R")
    with pytest.raises(InvalidCard):
        jass.card_points("ZZ", "R")


def test_unknown_contract():
    with pytest.raises(IllegalAction) as info:
        jass.card_points("EA", "hearts")
    assert info.value.key == "jass.error.unknown_contract"


# ----- trick winners --------------------------------------------------------------------------

def test_the_issue_trick_winner_example():
    assert jass.trick_winner(["EA", "R6", "E9", "EK"], trump="obenabe") == 0


@pytest.mark.parametrize("contract, trick, winner", [
    ("E", ["RA", "RK", "E6", "RT"], 2),          # any trump beats the led suit
    ("E", ["EA", "E9", "EU", "EK"], 2),          # Buur highest
    ("E", ["EA", "E9", "EK", "ET"], 1),          # Nell beats the Ass
    ("E", ["RA", "E6", "E7", "RK"], 2),          # the highest trump wins
    ("R", ["E6", "SA", "BA", "E7"], 3),          # discards never win
    ("S", ["BK", "BA", "S6", "SU"], 3),
    ("B", ["B6", "EA", "RA", "SA"], 0),          # trump led and never beaten
    ("obenabe", ["R6", "RA", "EA", "R9"], 1),    # highest of the led suit
    ("obenabe", ["SK", "S6", "ST", "BA"], 0),
    ("undenufe", ["R9", "R6", "RA", "R7"], 1),   # lowest of the led suit
    ("undenufe", ["RA", "E6", "RK", "B6"], 2),   # other suits never win
])
def test_trick_winner_in_every_contract(contract, trick, winner):
    assert jass.trick_winner(trick, trump=contract) == winner


def test_trump_rank_order():
    order = "U9AKOT876"
    for high, low in zip(order, order[1:]):
        assert jass.trick_winner([f"R{low}", f"R{high}"], "R") == 1


# ----- card points ----------------------------------------------------------------------------

def test_the_issue_card_points_example():
    assert jass.card_points("EU", trump="E") == 20


@pytest.mark.parametrize("card, contract, points", [
    ("RU", "R", 20), ("R9", "R", 14), ("RA", "R", 11), ("RK", "R", 4), ("RO", "R", 3),
    ("RT", "R", 10), ("R8", "R", 0), ("EU", "R", 2), ("E9", "R", 0), ("E8", "R", 0),
    ("E8", "obenabe", 8), ("E8", "undenufe", 8), ("EA", "undenufe", 11), ("E6", "undenufe", 0),
    ("EA", "obenabe", 11), ("EU", "obenabe", 2), ("E9", "undenufe", 0),
])
def test_card_points(card, contract, points):
    assert jass.card_points(card, contract) == points


@pytest.mark.parametrize("contract", ["E", "R", "S", "B", "obenabe", "undenufe"])
def test_every_deal_is_worth_157(contract):
    total = sum(jass.card_points(str(card), contract) for card in JASS_DECK)
    assert total + rules.LAST_TRICK_BONUS == 157


def test_ordinary_rank_in_obenabe_and_reversed_in_undenufe():
    order = "AKOUT9876"
    for high, low in zip(order, order[1:]):
        assert jass.trick_winner([f"S{low}", f"S{high}"], "obenabe") == 1
        assert jass.trick_winner([f"S{low}", f"S{high}"], "undenufe") == 0
        assert jass.trick_winner([f"S{low}", f"S{high}"], "E") == 1  # a plain suit of a trump contract


def test_the_last_trick_adds_five():
    match = jass.Match(seed=13)
    rng = random.Random(4)
    match.choose("B")
    while match.deal.number == 1:
        match.play(rng.choice(match.legal_cards()))
    tricks = match.deals[0].tricks
    for trick in tricks:
        cards = sum(jass.card_points(code, "B") for code in trick.codes)
        assert trick.points == cards + (5 if trick.number == 8 else 0)
    assert sum(trick.points for trick in tricks) == 157


def test_why_illegal_names_the_rule_and_is_none_for_a_legal_card():
    from cardlearn.engine import jass

    error = jass.why_illegal(["RA", "E9", "B6"], ["RK"], "E", "B6")
    assert error is not None and error.key == "jass.error.must_follow_or_trump"
    assert jass.why_illegal(["RA", "E9", "B6"], ["RK"], "E", "RA") is None
    assert jass.why_illegal(["RA", "E6", "B6"], ["RK", "EA"], "E", "E6").key == "jass.error.undertrump"


def test_trick_rule_names_why_the_winner_wins():
    from cardlearn.engine import jass

    assert jass.trick_rule(["EA", "R6", "E9", "EK"], "obenabe").key == "jass.trick_rule.obenabe"
    assert jass.trick_rule(["EA", "R6", "E9", "EK"], "R").key == "jass.trick_rule.trump"
    assert jass.trick_rule(["EA", "R6", "E9", "EK"], "S").key == "jass.trick_rule.follow"
    assert "6" in jass.trick_rule(["E6", "EA"], "undenufe").text("en")
