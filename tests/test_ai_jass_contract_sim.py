"""Contract choice by simulation: regression hands whose best choice (by 200 sampled layouts) is a trump
suit, Obenabe, Undenufe or a push; the push valued with the hand's own Weis; reasons name the values."""
from __future__ import annotations

import random

import pytest

from cardlearn.ai.jass import JassPlayer
from cardlearn.ai.jass.contract import choose_contract_for_hand
from cardlearn.ai.jass.contract_sim import (REFINE_MAX, bonus_difference, contenders, contract_values,
                                           refined_values)
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.play import mask_of

from test_ai_jass_contract import complete

LANGS = ("en", "th", "ko", "da", "tr")
# Found by sampling (100 and again 200 layouts), each best by at least 60 multiplied points over the runner-up.
REGRESSION = {
    "B": ["EK", "RA", "RU", "R9", "S8", "BO", "BU", "B9", "B8"],  # bells trump (double) with the Buur
    "obenabe": ["EA", "EK", "EO", "RA", "RO", "R6", "SA", "BT", "B8"],
    "undenufe": ["EO", "E6", "RT", "R8", "S6", "BU", "B9", "B8", "B6"],
    "push": ["EU", "E6", "RK", "R8", "R7", "S8", "BK", "BO", "BT"],
}


@pytest.mark.parametrize("best", list(REGRESSION))
def test_regression_hand_best_by_sampling_is_chosen(best):
    hand = REGRESSION[best]
    reference = contract_values(mask_of(hand), random.Random(2024), 200)
    ranked = reference.ranked()
    assert ranked[0] == best and reference.values[best] - reference.values[ranked[1]] >= 30
    match = Match.from_hands(complete({"S": hand}), forehand="S")
    decision = JassPlayer(seed=3).choose_contract(match, "S")
    assert decision.contract == best
    text = decision.text("en")
    assert "expected" in text or "worth about" in text  # the value of the best and of the runner-up
    assert len({decision.text(lang) for lang in LANGS}) == 5


def test_a_push_counts_the_hands_own_weis():
    # Four Unders (200) in the chooser's hand: after a push (partner chooses, forehand = seat 2)
    # the chooser's team still scores them under whatever contract the partner picks.
    hand = mask_of(["EU", "RU", "SU", "BU", "E6", "R7", "S8", "B9", "ET"])
    rest = [c for c in range(36) if not hand >> c & 1]
    random.Random(5).shuffle(rest)
    hands = [hand] + [sum(1 << c for c in rest[9 * i:9 * i + 9]) for i in range(3)]
    for contract in range(6):
        assert bonus_difference(hands, contract, forehand=2) >= 200 - 20  # an opponent's Stöck at most
    values = contract_values(hand, random.Random(1), 40)
    assert values.values["push"] > 150  # partner's contract with 200 (times its multiplier) added


def test_after_a_push_the_partner_never_pushes_and_names_values():
    match = Match.from_hands(complete({"S": REGRESSION["push"]}), forehand="S")
    player = JassPlayer(seed=3)
    assert player.choose_contract(match, "S").contract == "push"
    match.choose("push", "S")
    decision = player.choose_contract(match, "N")
    assert decision.contract in ("E", "R", "S", "B", "obenabe", "undenufe")
    assert "push" not in decision.values


def test_refined_values_without_refinement_are_the_full_values():
    hand = mask_of(REGRESSION["push"])
    full = contract_values(hand, random.Random(7), 24)
    same = refined_values(hand, random.Random(7), 24, most=24)
    assert same.samples == 24
    assert same.values == pytest.approx(full.values)


def test_a_clear_choice_stops_after_the_first_layouts():
    # Ass and König in every suit (and the acorn Ober): Obenabe, far ahead of anything else.
    hand = mask_of(["EA", "EK", "EO", "RA", "RK", "SA", "SK", "BA", "BK"])
    values = refined_values(hand, random.Random(3), 32)
    assert values.ranked()[0] == "obenabe"
    assert values.samples == 32


def test_options_in_contention_get_more_layouts_and_the_cap_holds():
    # A hand where a push and Obenabe are within a few dozen points (found by sampling: 400 layouts).
    hand = mask_of(["EU", "RO", "RT", "R9", "R8", "SA", "SO", "BK", "BO"])
    values = refined_values(hand, random.Random(0), 32)
    assert 32 < values.samples <= REFINE_MAX
    assert set(values.ranked()[:2]) <= {"push", "obenabe", "R"}


def test_contenders_keep_a_close_option_and_drop_a_clearly_worse_one():
    rng = random.Random(4)
    luck = [rng.gauss(0, 80) for _ in range(64)]
    scores = {"E": [x + 50 for x in luck], "R": [x + 45 + rng.gauss(0, 30) for x in luck],
              "push": [rng.gauss(-60, 30) for _ in luck]}
    assert contenders(scores, ["E", "R", "push"]) == ["E", "R"]


def test_the_pushed_to_partner_model_drops_an_obenabe_without_asses():
    # One Ass, Buur and Banner of acorns: the forehand's tables rated Obenabe (times three) best for
    # the pushed-to partner; the AI's own play (200 layouts, the pusher leading) finds acorns trump
    # far better, and the partner model calibrated on that play (PARTNER_SLOPE/ZERO) chooses it.
    from cardlearn.ai.jass.contract import partner_contract
    from cardlearn.engine.jass.rules import CONTRACTS

    hand = mask_of(["RA", "RO", "R9", "R8", "SO", "S8", "BU", "BT", "B8"])
    values = contract_values(hand, random.Random(2024), 200, may_push=False)
    assert values.ranked()[0] == "B" and values.values["B"] - values.values["obenabe"] >= 60
    assert choose_contract_for_hand(hand, may_push=False).contract == "obenabe"
    assert CONTRACTS[partner_contract(hand)] == "B"


def test_the_partner_model_follows_the_tables_multipliers():
    # Under our rules Undenufe's triple score tempts the partner; at a table without multipliers
    # (jass-kit's arena) the same hand is an acorns hand, as the AI's own play there finds.
    from cardlearn.ai.jass.contract import partner_contract
    from cardlearn.engine.jass.rules import CONTRACTS

    hand = mask_of(["E8", "RO", "R6", "ST", "S9", "S6", "BA", "BO", "BU"])
    assert CONTRACTS[partner_contract(hand)] == "undenufe"
    assert CONTRACTS[partner_contract(hand, (1,) * 6, False)] == "B"
    plain = contract_values(hand, random.Random(2024), 200, may_push=False, factors=(1,) * 6, bonuses=False)
    assert plain.ranked()[0] == "B"


def test_pushed_values_use_the_partner_model_at_the_tables_multipliers(monkeypatch):
    # The push is valued in each layout as the contract partner_contract picks for seat 2, under
    # the same factors and bonuses as the contracts themselves.
    import cardlearn.ai.jass.contract_sim as sim

    seen = []

    def spy(hand, factors, bonuses):
        seen.append((factors, bonuses))
        return 0

    monkeypatch.setattr(sim, "partner_contract", spy)
    values = sim.contract_values(mask_of(REGRESSION["push"]), random.Random(1), 6, factors=(1,) * 6, bonuses=False)
    assert seen == [((1,) * 6, False)] * 6
    assert values.values["push"] == pytest.approx(values.values["E"])
