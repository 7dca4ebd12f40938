"""The Schieber AI's shortcuts keep its choices: equivalent cards are simulated once (and really are
equivalent: the same exact value with all hands seen), cards clearly worse stop being sampled."""
from __future__ import annotations

import random

from cardlearn.ai.jass import JassPlayer
from cardlearn.ai.jass.equivalence import equivalence_classes
from cardlearn.ai.jass.exact import card_values
from cardlearn.ai.jass.player import prune
from cardlearn.ai.jass.review import view_at
from cardlearn.engine.jass.fast import DealState, indices, random_deal
from cardlearn.engine.jass.play import mask_of


def position(seed: int, contract: int, cards_played: int) -> tuple[DealState, list[tuple[int, int]]]:
    """A deal with ``cards_played`` random legal cards played; returns the state and the plays."""
    rng = random.Random(seed)
    hands, dealer = random_deal(rng, rng.randrange(4))
    state = DealState(hands, dealer)
    state.choose_index(contract)
    plays = []
    for _ in range(cards_played):
        legal = indices(state.legal_mask())
        card = rng.choice(legal)
        plays.append((state.to_act, card))
        state.play_index(card)
    return state, plays


def view_of(state: DealState, plays: list[tuple[int, int]]):
    return view_at(state, state.to_act, plays, (0, 0, 0, 0), (0, 0), 10_000)


def test_equivalent_cards_have_the_same_exact_value():
    checked = 0
    for seed in range(60):
        state, plays = position(seed, seed % 6, 18 + seed % 8)  # at most five tricks left: exact search
        view = view_of(state, plays)
        classes = equivalence_classes(view, indices(view.legal))
        values = card_values(state)
        for group in classes:
            assert len({values[card] for card in group}) == 1, (seed, group, values)
            checked += len(group) > 1
        assert sorted(card for group in classes for card in group) == indices(view.legal)
    assert checked >= 10  # the property was tested on real classes, not only on single cards


def card(code: str) -> int:
    return mask_of([code]).bit_length() - 1


def hand_view(hand: list[str], contract: int):
    """North (forehand, to lead) holding ``hand``; the other cards are with the other seats."""
    mine = mask_of(hand)
    rest = indices(((1 << 36) - 1) & ~mine)
    hands = [mine, 0, 0, 0]
    for i, card in enumerate(rest):
        hands[1 + i % 3] |= 1 << card
    state = DealState(hands, 1)  # dealer East: forehand North
    state.choose_index(contract)
    return view_of(state, [])


def test_touching_cards_of_equal_points_form_one_class():
    # Roses trump: North holds the acorn 8 and 7 (no acorn between them is out) and the acorn Ass.
    view = hand_view(["E8", "E7", "EA", "R6", "R7", "S6", "S9", "B6", "BK"], 1)
    classes = equivalence_classes(view, indices(view.legal))
    groups = [sorted(group) for group in classes]
    assert sorted(card(c) for c in ("E8", "E7")) in groups
    # Roses trump 7 and 6: the same points, nothing between them: one class.
    assert sorted(card(c) for c in ("R7", "R6")) in groups
    assert len(classes) == 7


def test_an_unseen_card_between_splits_the_class():
    # Acorn 8 and 6 with the acorn 7 out: the 7 may fall between them.
    view = hand_view(["E8", "E6", "EA", "R6", "R7", "S6", "S9", "B6", "BK"], 1)
    e8, e6 = (card(c) for c in ("E8", "E6"))
    classes = equivalence_classes(view, indices(view.legal))
    assert [e8] in classes and [e6] in classes


def test_equal_points_but_different_worth_under_obenabe_split():
    # Obenabe: the 8 is worth 8, the 7 nothing: not equivalent though touching.
    view = hand_view(["E8", "E7", "EA", "R6", "R7", "S6", "S9", "B6", "BK"], 4)
    e8, e7 = (card(c) for c in ("E8", "E7"))
    classes = equivalence_classes(view, indices(view.legal))
    assert [e8] in classes and [e7] in classes


def test_equivalent_cards_get_one_value_in_the_decision():
    view = hand_view(["E8", "E7", "EA", "R6", "R7", "S6", "S9", "B6", "BK"], 1)
    decision = JassPlayer(seed=3, samples=40).decide_card(view)
    assert decision.values["E8"] == decision.values["E7"]
    assert decision.values["R7"] == decision.values["R6"]


def test_no_simulation_when_every_legal_card_plays_the_same():
    for seed in range(200):
        state, plays = position(seed, seed % 6, 4 * (seed % 8) + 1)
        view = view_of(state, plays)
        classes = equivalence_classes(view, indices(view.legal))
        if len(classes) == 1 and len(classes[0]) > 1:
            decision = JassPlayer(seed=1, samples=50).decide_card(view)
            assert decision.samples == 0
            assert mask_of([decision.card]) & view.legal
            return
    raise AssertionError("no position with several equivalent legal cards only")


def test_prune_drops_a_clearly_worse_card_and_keeps_a_close_one():
    rng = random.Random(1)
    luck = [rng.gauss(0, 30) for _ in range(60)]
    scores = {1: [x + 20 for x in luck], 2: [x + 19 + rng.gauss(0, 2) for x in luck],
              3: [x - 10 + rng.gauss(0, 2) for x in luck]}
    assert prune(scores, [1, 2, 3], 5.0) == [1, 2]


def test_prune_keeps_a_card_whose_gap_is_still_noise():
    rng = random.Random(2)
    scores = {1: [rng.gauss(10, 40) for _ in range(40)], 2: [rng.gauss(0, 40) for _ in range(40)]}
    assert prune(scores, [1, 2], 5.0) == [1, 2]
