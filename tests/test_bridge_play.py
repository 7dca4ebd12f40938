"""Play rules of contract-bridge.md: opening lead, dummy, following suit, trick winners, 13 tricks."""
from __future__ import annotations

import random

import pytest

from cardlearn.engine.bridge import Deal, Game, IllegalCard, InvalidCard
from cardlearn.engine.bridge.calls import PASS, STRAINS, bid_code
from cardlearn.engine.bridge.fast import PLAY, Core, cards_mask
from cardlearn.engine.cards import BridgeCard

# Every hand is one suit: North spades, East hearts, South diamonds, West clubs.
ONE_SUIT_EACH = Deal.from_pbn(
    "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
)


def game_with(deal: Deal, *calls: str, vulnerability: str = "None") -> Game:
    game = Game(deal, vulnerability=vulnerability)
    for call in calls:
        game.call(call)
    return game


def rejected(game: Game, card: str, seat: str | None = None) -> IllegalCard:
    before = game.core.state()
    with pytest.raises(IllegalCard) as info:
        game.play(card, seat=seat)
    assert game.core.state() == before  # a rejected card changes nothing
    return info.value


def one_trick(strain: str, cards: list[str]) -> str:
    """Winner of one trick led by West (South declares ``1<strain>``), cards in play order W N E S."""
    hands = [0, 0, 0, 0]
    for seat, code in zip((3, 0, 1, 2), cards):
        hands[seat] = cards_mask([BridgeCard.parse(code).index])
    core = Core(hands, dealer=2)
    for code in (bid_code(1, STRAINS.index(strain)), PASS, PASS, PASS):
        core.apply_call(code)
    assert core.phase == PLAY and core.turn == 3
    for code in cards:
        core.apply_card(BridgeCard.parse(code).index)
    return "NESW"[core.tricks[0][1]]


@pytest.mark.parametrize("strain, cards, winner", [
    ("H", ["S2", "SA", "SK", "S3"], "N"),  # no trump played: highest of the led suit
    ("H", ["SA", "H2", "SK", "S3"], "N"),  # a trump beats the led suit
    ("H", ["SA", "H2", "HT", "S3"], "E"),  # the highest trump wins
    ("H", ["S2", "DA", "CA", "S3"], "S"),  # discards of other suits never win
    ("H", ["H2", "HA", "SA", "H3"], "N"),  # trumps led
    ("NT", ["S2", "HA", "DA", "S3"], "S"),  # in NT only the led suit can win
    ("NT", ["ST", "SJ", "S9", "SQ"], "S"),  # ranks: Q > J > 10 > 9
    ("S", ["D2", "D3", "S2", "SA"], "S"),  # overtrumping wins
])
def test_trick_winner(strain: str, cards: list[str], winner: str) -> None:
    assert one_trick(strain, cards) == winner


def test_opening_lead_by_declarers_left_hand_opponent_then_dummy_exposed() -> None:
    game = game_with(ONE_SUIT_EACH, "1D", "P", "P", "1H", "P", "P", "P")
    assert game.contract.declarer == "E" and game.dummy == "W"
    assert game.to_act == "S" and game.controller == "S"  # South is East's left-hand opponent
    assert not game.dummy_exposed
    game.play("DA")
    assert game.dummy_exposed


def test_declarer_plays_the_dummys_cards() -> None:
    game = game_with(ONE_SUIT_EACH, "1D", "P", "P", "1H", "P", "P", "P")
    game.play("DA")
    assert game.to_act == "W" and game.controller == "E" and game.player_to_act == "E"
    error = rejected(game, "CA", seat="W")  # the dummy does not play its own cards
    assert error.key == "bridge.error.dummy_does_not_play"
    trick = game.play("CA", seat="E")
    assert trick.cards == ("DA", "CA") and trick.winner is None


def test_a_card_from_another_hand_or_already_played_is_rejected() -> None:
    game = game_with(ONE_SUIT_EACH, "1D", "P", "P", "1H", "P", "P", "P")
    error = rejected(game, "SA")
    assert error.key == "bridge.error.card_not_in_hand"
    assert "♦A" in str(error)  # says what South may play instead
    assert "North" not in str(error)  # and does not give away who holds the card
    game.play("DA")
    assert rejected(game, "DA").key == "bridge.error.card_already_played"
    assert rejected(game, "SA", seat="N").key == "bridge.error.not_your_turn"


def test_invalid_card_code_raises_invalid_card() -> None:
    game = game_with(ONE_SUIT_EACH, "1D", "P", "P", "1H", "P", "P", "P")
    with pytest.raises(InvalidCard):
        game.play("S1")


def test_trump_wins_and_the_winner_leads_next() -> None:
    game = game_with(ONE_SUIT_EACH, "1D", "P", "P", "1H", "P", "P", "P")
    for card in ("DA", "CA", "SA"):
        game.play(card)
    trick = game.play("H2")  # East ruffs with the smallest trump
    assert trick.winner == "E" and trick.is_complete and trick.winning_side == "EW"
    assert trick.by_seat == {"S": "DA", "W": "CA", "N": "SA", "E": "H2"}
    assert game.to_act == "E" and game.tricks_won == {"NS": 0, "EW": 1}


def test_in_notrump_the_led_suit_wins_even_with_a_two() -> None:
    game = game_with(ONE_SUIT_EACH, "1D", "P", "P", "1NT", "P", "P", "P")
    for card in ("D2", "CA", "SA"):
        game.play(card)
    assert game.play("HA").winner == "S"


def test_must_follow_suit_but_need_not_trump_when_void() -> None:
    # Find a real deal where the second player holds the led suit and other suits.
    for seed in range(200):
        game = game_with(Deal.random(seed=seed), "1S", "P", "P", "P")  # West leads
        lead = game.legal_cards()[0]
        game.play(lead)
        hand = game.hand(game.to_act)
        following = [c for c in hand if c[0] == lead[0]]
        others = [c for c in hand if c[0] != lead[0]]
        if following and others:
            break
    assert game.legal_cards() == following
    error = rejected(game, others[0])
    assert error.key == "bridge.error.must_follow_suit"
    assert "You must follow suit" in error.localized("en")
    assert all(BridgeCard.parse(c).symbol in str(error) for c in following)
    # With no card of the led suit any card is legal: no duty to trump or to overtrump.
    game = game_with(ONE_SUIT_EACH, "1D", "P", "P", "1H", "P", "P", "P")
    game.play("D5")
    assert game.legal_cards() == game.hand("W")


def test_play_before_the_auction_ends_is_rejected() -> None:
    game = game_with(ONE_SUIT_EACH, "1D")
    error = rejected(game, "CA")
    assert error.key == "bridge.error.play_not_started"
    assert game.legal_cards() == []


def test_thirteen_tricks_then_the_deal_is_over() -> None:
    rng = random.Random(5)
    game = game_with(Deal.random(seed=11), "1NT", "P", "3NT", "P", "P", "P")
    for number in range(52):
        assert not game.is_over
        game.play(rng.choice(game.legal_cards()))
    assert game.is_over and len(game.tricks) == 13 and game.to_act is None
    assert sum(game.tricks_won.values()) == 13
    assert {card for trick in game.tricks for card in trick.cards} == {
        str(BridgeCard.from_index(i)) for i in range(52)
    }
    assert rejected(game, "SA").key == "bridge.error.deal_over"
    assert all(not game.hand(seat) for seat in "NESW")


def test_current_trick_and_repr() -> None:
    game = game_with(ONE_SUIT_EACH, "1D", "P", "P", "1H", "P", "P", "P")
    assert game.current_trick is None
    game.play("DA")
    trick = game.current_trick
    assert trick.number == 1 and trick.leader == "S" and trick.cards == ("DA",)
    assert repr(trick) == "Trick(1, leader='S', cards='DA', winner=None)"
    html = trick._repr_html_()
    assert "Trick 1" in html and "#c0392b" in html  # diamonds in red


def test_trick_rule_names_why_the_winner_wins():
    from cardlearn.engine.bridge import trick_rule

    assert trick_rule(["HA", "H2", "S3", "H4"], "S3", "S").key == "bridge.trick_rule.ruff"
    assert trick_rule(["HA", "H2", "S3", "H4"], "HA", None).key == "bridge.trick_rule.nt"
    assert trick_rule(["S2", "SA", "S3", "S4"], "SA", "S").key == "bridge.trick_rule.trump_led"
    assert trick_rule(["HK", "HA", "D3", "H4"], "HA", "S").key == "bridge.trick_rule.follow"
    assert "♠3" in trick_rule(["HA", "H2", "S3", "H4"], "S3", "S").text("th")


def test_contract_core_starts_play_with_the_declarers_lho_on_lead():
    from cardlearn.engine.bridge.fast import contract_core, random_hands

    core = contract_core(random_hands(random.Random(3)), declarer=1, level=4, strain=3, doubled=1)
    assert core.phase == PLAY and core.level == 4 and core.strain == 3 and core.doubled == 1
    assert core.declarer == 1 and core.turn == 2 and core.trick_len == 0
