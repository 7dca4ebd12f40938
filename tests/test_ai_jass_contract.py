"""Schieber AI contract choice: trump with the right reason, Obenabe, Undenufe, push, and never push twice."""
from __future__ import annotations

import pytest

from cardlearn.ai.jass import GreedyPlayer, JassPlayer, RandomPlayer, choose_contract_for_hand, expected_gains
from cardlearn.engine.cards import JASS_DECK
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.play import mask_of


def complete(partial: dict[str, list[str]]) -> dict[str, list[str]]:
    """Give the seats not listed (or short of nine) the remaining cards in deck order."""
    hands = {seat: list(partial.get(seat, [])) for seat in "NESW"}
    used = {card for cards in hands.values() for card in cards}
    rest = [str(card) for card in JASS_DECK if str(card) not in used]
    for seat in "NESW":
        while len(hands[seat]) < 9:
            hands[seat].append(rest.pop(0))
    return hands


STRONG_ROSES = ["RU", "R9", "RA", "RK", "RT", "EA", "S6", "B6", "B7"]
ACES = ["EA", "EK", "RA", "RK", "SA", "SK", "BA", "E7", "R8"]
LOW = ["E6", "E7", "R6", "R7", "S6", "S7", "B6", "B7", "B8"]
WEAK = ["E8", "EO", "R9", "RO", "S8", "ST", "B9", "BK", "E7"]
WEAK_TOO = ["E9", "EK", "R8", "RK", "S9", "SO", "BT", "BO", "R6"]


def chosen(hand: list[str]):
    """The choice by the hand-rating tables alone (``contract_samples=0``: no simulation)."""
    match = Match.from_hands(complete({"S": hand}), forehand="S")
    return JassPlayer(seed=1, contract_samples=0).choose_contract(match, "S")


def test_strong_trump_hand_chooses_that_trump_with_buur_nell_reason():
    decision = chosen(STRONG_ROSES)
    assert decision.contract == "R"
    assert decision.kind == "contract"
    assert decision.reason.key == "ai_jass.contract.buur_nell"
    assert decision.text("en") == "Buur, Nell and 3 more trumps: 5 trumps in all"


def test_aces_everywhere_choose_obenabe():
    decision = chosen(ACES)
    assert decision.contract == "obenabe"
    assert decision.reason.key == "ai_jass.contract.obenabe"
    assert decision.text("en") == "7 sure tricks from the top"


def test_sixes_and_sevens_choose_undenufe():
    decision = chosen(LOW)
    assert decision.contract == "undenufe"
    assert decision.text("en") == "9 sure tricks from the bottom"


def test_weak_hand_pushes():
    decision = chosen(WEAK)
    assert decision.contract == "push"
    assert decision.text("en") == "No contract is strong enough"
    assert max(expected_gains(mask_of(WEAK))) < 0


def test_after_a_push_the_partner_must_choose_even_when_weak():
    match = Match.from_hands(complete({"S": WEAK, "N": WEAK_TOO}), forehand="S")
    player = JassPlayer(seed=1, contract_samples=0)
    assert player.choose_contract(match, "S").contract == "push"
    match.choose("push", "S")
    decision = player.choose_contract(match, "N")
    assert decision.contract in ("E", "R", "S", "B", "obenabe", "undenufe")
    assert decision.reason.key == "ai_jass.contract.after_push"
    match.choose(decision.contract, "N")  # the engine accepts it
    assert match.phase == "play"


def test_stoeck_is_counted_and_named():
    hand = ["BU", "BK", "BO", "B9", "BA", "EA", "RA", "S8", "E8"]
    choice = choose_contract_for_hand(mask_of(hand), may_push=True)
    assert choice.contract == "B"
    assert choice.reason.key == "ai_jass.contract.with_stoeck"
    assert "Stöck" in choice.reason.text("en")
    plain = ["BU", "BK", "BT", "B9", "BA", "EA", "RA", "S8", "E8"]  # the Banner for the Ober: no Stöck
    assert expected_gains(mask_of(hand))[3] > expected_gains(mask_of(plain))[3]


def test_never_pushes_when_pushing_is_not_allowed_over_many_hands():
    import random

    rng = random.Random(4)
    for _ in range(300):
        cards = rng.sample(range(36), 9)
        mask = sum(1 << c for c in cards)
        assert choose_contract_for_hand(mask, may_push=False).contract != "push"


def test_contract_reasons_render_in_every_language():
    decision = chosen(STRONG_ROSES)
    texts = {lang: decision.text(lang) for lang in ("en", "th", "ko", "da", "tr")}
    assert len(set(texts.values())) == 5
    assert all("Buur" in text and "5" in text for text in texts.values())


def test_choosing_out_of_turn_is_refused():
    match = Match.from_hands(complete({"S": STRONG_ROSES}), forehand="S")
    with pytest.raises(IllegalAction) as err:
        JassPlayer().choose_contract(match, "E")
    assert err.value.key == "ai_jass.error.not_to_choose"
    assert "South" in err.value.localized("en") and "East" in err.value.localized("en")
    with pytest.raises(IllegalAction):
        JassPlayer().choose_card(match, "S")


@pytest.mark.parametrize("player", [RandomPlayer(seed=3), GreedyPlayer()])
def test_baselines_choose_legal_contracts(player):
    match = Match.from_hands(complete({"S": STRONG_ROSES}), forehand="S")
    decision = player.choose_contract(match, "S")
    match.choose(decision.contract, "S")
    if match.phase == "contract":
        match.choose(player.choose_contract(match, "N").contract, "N")
    assert match.phase == "play"
    if isinstance(player, GreedyPlayer):
        assert match.contract == "R"  # the longest suit


def test_table_push_counts_the_hands_own_weis():
    # Four Unders (200) and nothing else worth choosing: the Weis score after a push too, so the
    # push is worth the plain push value plus a share of them at partner's average multiplier.
    from cardlearn.ai.jass.contract import PUSH_FACTOR, PUSH_MARGIN, WEIS_SHARE, push_value

    weis_hand = mask_of(["EU", "RU", "SU", "BU", "E7", "R8", "S6", "B7", "ET"])
    assert push_value(weis_hand) == PUSH_MARGIN + WEIS_SHARE * 200 * PUSH_FACTOR
    plain = mask_of(["E6", "E8", "RT", "R7", "S6", "SO", "B7", "B9", "BK"])
    assert push_value(plain) == PUSH_MARGIN
    # Found by sampling (200 layouts): pushing is best by 93 multiplied points; the hand's three-card
    # sequence (20) scores after the push too. The plain push value alone lost to bells trump.
    hand = mask_of(["RA", "R8", "R6", "SO", "SU", "ST", "BO", "B9", "B7"])
    assert PUSH_MARGIN <= max(expected_gains(hand)) < push_value(hand)
    assert choose_contract_for_hand(hand, may_push=True).contract == "push"
