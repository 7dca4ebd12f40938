"""The seat view shows only what a seat may see; sampled layouts agree with everything it saw."""
from __future__ import annotations

import random

import pytest

from cardlearn.ai.bridge import sampling
from cardlearn.ai.bridge.constraints import HandConstraints
from cardlearn.ai.bridge.sampling import hand_hcp, sample_layouts, seat_view, suit_lengths
from cardlearn.engine.bridge import Deal, Game, IllegalAction
from cardlearn.engine.bridge.fast import FULL_DECK, random_card


def game_after(seed: int, calls: list[str], cards: int, dealer: str = "N") -> Game:
    """A game with ``calls`` made and ``cards`` random legal cards played."""
    game = Game(Deal.random(seed=seed), dealer=dealer)
    for call in calls:
        game.call(call)
    rng = random.Random(seed)
    for _ in range(cards):
        game.core.apply_card(random_card(game.core.legal_mask(), rng))
    return game


def test_the_opening_leader_sees_only_its_own_hand():
    game = game_after(1, ["1NT", "P", "3NT", "P", "P", "P"], 0)
    view = seat_view(game, "E")
    assert view.visible == {1}
    assert view.hand(1) == game.core.hands[1]
    assert all(view.hand(seat) is None for seat in (0, 2, 3))


def test_after_the_lead_declarer_and_defenders_see_the_dummy_too():
    game = game_after(2, ["1NT", "P", "3NT", "P", "P", "P"], 1)
    assert game.controller == "N" and game.to_act == "S"
    view = seat_view(game, "N")
    assert view.visible == {0, 2}  # the declarer plays from the dummy and sees it
    assert view.to_play == 2 and view.dummy == 2 and view.seat == 0
    game.core.apply_card(random_card(game.core.legal_mask(), random.Random(0)))
    view = seat_view(game, "W")
    assert view.visible == {2, 3}
    assert len(view.played) == 2 and view.played[0][0] == 1


def test_the_view_refuses_a_seat_out_of_turn_and_outside_the_play():
    game = game_after(3, ["1NT", "P", "3NT", "P", "P", "P"], 0)
    with pytest.raises(IllegalAction) as info:
        seat_view(game, "S")
    assert info.value.key == "ai_bridge_play.error.not_your_turn"
    assert "South" in info.value.localized("en") and "East" in info.value.localized("en")
    bidding = Game(Deal.random(seed=3))
    with pytest.raises(IllegalAction) as info:
        seat_view(bidding, "S")
    assert info.value.key == "ai_bridge_play.error.not_playing"


@pytest.mark.parametrize("played", [0, 1, 7, 18, 30, 45])
def test_layouts_keep_visible_hands_played_cards_and_counts(played):
    game = game_after(10 + played, ["1S", "P", "4S", "P", "P", "P"], played)
    seat = game.controller
    view = seat_view(game, seat)
    layouts = sample_layouts(view, 30, random.Random(played))
    assert len(layouts.hands) == 30
    gone = 0
    for _, card in view.played:
        gone |= 1 << card
    for hands in layouts.hands:
        union = 0
        for index, mask in enumerate(hands):
            assert union & mask == 0  # no card dealt twice
            union |= mask
            assert mask.bit_count() == game.core.hands[index].bit_count()
            assert mask & gone == 0  # never a card already played
        assert union == FULL_DECK & ~gone
        for owner, mask in view.hands:
            assert hands[owner] == mask
        # No card the seat saw elsewhere shows up in a hidden hand.
        for index in range(4):
            if index not in view.visible:
                assert hands[index] & view.seen_mask == 0


def test_layouts_respect_shown_voids():
    # Find positions where someone has shown out, then check every layout.
    checked = 0
    for seed in range(40):
        game = game_after(seed, ["1H", "P", "4H", "P", "P", "P"], 24)
        view = seat_view(game, game.controller)
        voids = view.voids()
        if not any(voids[s] for s in range(4) if s not in view.visible):
            continue
        for hands in sample_layouts(view, 20, random.Random(seed)).hands:
            for seat in range(4):
                for suit in range(4):
                    if voids[seat] >> suit & 1:
                        assert suit_lengths(hands[seat])[suit] == 0
        checked += 1
    assert checked >= 5


def test_layouts_respect_the_auction_constraints(monkeypatch):
    # West showed at most 9 HCP and at least three hearts; East 11-20 HCP.
    west = HandConstraints.make(0, 9, min_len={"H": 3})
    east = HandConstraints.make(11, 20)
    monkeypatch.setattr(sampling, "auction_constraints", lambda *args: (None, east, None, west))
    checked = 0
    for seed in range(60):
        game = game_after(seed, ["1NT", "P", "3NT", "P", "P", "P"], 1)
        masks = game.deal.masks
        if not (west.accepts(hand_hcp(masks[3]), dict(zip("SHDC", suit_lengths(masks[3]))))
                and east.accepts(hand_hcp(masks[1]), dict(zip("SHDC", suit_lengths(masks[1]))))):
            continue  # the real deal must fit, or no layout could
        view = seat_view(game, game.controller)
        layouts = sample_layouts(view, 25, random.Random(seed), max_tries=20000)
        assert layouts.strictness["full"] == 25
        for hands in layouts.hands:
            original_west = hands[3] | view.played_by(3)
            original_east = hands[1] | view.played_by(1)
            assert west.accepts(hand_hcp(original_west), dict(zip("SHDC", suit_lengths(original_west))))
            assert east.accepts(hand_hcp(original_east), dict(zip("SHDC", suit_lengths(original_east))))
        checked += 1
    assert checked >= 3


def test_impossible_constraints_are_relaxed_not_fatal(monkeypatch):
    impossible = HandConstraints.make(30, 37)
    monkeypatch.setattr(sampling, "auction_constraints", lambda *args: (None, impossible, None, impossible))
    game = game_after(4, ["1NT", "P", "3NT", "P", "P", "P"], 1)
    layouts = sample_layouts(seat_view(game, game.controller), 10, random.Random(1), max_tries=200)
    assert len(layouts.hands) == 10
    assert layouts.strictness["full"] == 0


def test_auction_constraints_come_from_the_bidding_ai():
    from cardlearn.ai.bridge.explain import explain

    calls = ("1NT", "P", "3NT", "P", "P", "P")
    from cardlearn.engine.bridge.calls import parse_call_code

    codes = tuple(parse_call_code(c) for c in calls)
    shown = sampling.auction_constraints(codes, 0, 0)
    opening = explain(list(calls), 0, "N").constraints
    assert not opening.is_loose  # the system gives 1NT a point range
    assert shown[0] is not None
    assert opening.hcp_min <= shown[0].hcp_min <= shown[0].hcp_max <= opening.hcp_max


def hand_of(*cards: str) -> int:
    """A 52-bit mask of card codes (``"SA"``)."""
    from cardlearn.engine.cards import BRIDGE_DECK

    names = [str(card) for card in BRIDGE_DECK]
    return sum(1 << names.index(card) for card in cards)


STRONG_BALANCED = hand_of("SA", "SK", "SQ", "HA", "HK", "H2", "DA", "D3", "D2", "C5", "C4", "C3", "C2")  # 20 HCP
STRONG_TRAP = hand_of("SA", "SK", "HA", "HK", "HQ", "HJ", "HT", "DA", "D3", "D2", "C4", "C3", "C2")  # 21, 5 hearts
LONG_SPADES = hand_of("SA", "SQ", "SJ", "S9", "S8", "S7", "HK", "H2", "D3", "D2", "C4", "C3", "C2")  # 10 HCP
WEAK_LONG = hand_of("SQ", "SJ", "S9", "S8", "S7", "S6", "HK", "H2", "D3", "D2", "C4", "C3", "C2")  # 6 HCP
MIDDLE = hand_of("SA", "S9", "S8", "HK", "H3", "H2", "DQ", "DJ", "D2", "C4", "C3", "C2", "CT")  # 11 HCP, flat


def test_a_direct_pass_over_a_one_level_opening_makes_strong_and_long_suit_hands_unlikely():
    # North opens 1♥, East passes directly over it; North plays 2♥. Declarer's view hides East.
    game = game_after(70, ["1H", "P", "2H", "P", "P", "P"], 1)
    checks = sampling.pass_checks(seat_view(game, "N"))
    assert [(seat, weight) for seat, _, weight in checks] == [(1, sampling.PASS_WEIGHT)]
    test = checks[0][1]
    assert not test(STRONG_BALANCED)  # 20 HCP would have doubled or bid 1NT
    assert test(STRONG_TRAP)  # ...unless trapping with five hearts
    assert not test(LONG_SPADES)  # 10 HCP and six spades would have overcalled
    assert test(WEAK_LONG) and test(MIDDLE)
    # East sees his own hand: nothing to weigh. West did not pass directly over the opening.
    assert sampling.pass_checks(seat_view(game_after(70, ["1H", "P", "2H", "P", "P", "P"], 0), "E")) == []


@pytest.mark.parametrize("calls", [
    ["1NT", "P", "3NT", "P", "P", "P"],  # a notrump opening: a pass over it says little
    ["2H", "P", "4H", "P", "P", "P"],  # a pre-empt
    ["1H", "1S", "2H", "P", "P", "P"],  # the direct seat acted
])
def test_other_passes_add_no_check(calls):
    game = game_after(71, calls, 1)
    assert sampling.pass_checks(seat_view(game, game.controller)) == []


def test_sampled_direct_passers_rarely_hold_an_overcall_or_a_double(monkeypatch):
    game = game_after(72, ["1H", "P", "2H", "P", "P", "P"], 1)
    view = seat_view(game, "N")
    test = sampling.pass_checks(view)[0][1]

    def breaking(layouts: sampling.Layouts) -> int:
        return sum(not test(hands[1] | view.played_by(1)) for hands in layouts.hands)

    with_checks = breaking(sample_layouts(view, 300, random.Random(5)))
    monkeypatch.setattr(sampling, "pass_checks", lambda view: [])
    without = breaking(sample_layouts(view, 300, random.Random(5)))
    # Such hands are rare behind a 1♥ opening and a raise; the weight keeps about one in five of them.
    assert without >= 8 and 4 * with_checks <= without
