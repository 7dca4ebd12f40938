"""What keeps a card decision fast: no search among equal cards, and an analysis that stops once it is settled."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cardlearn.ai.bridge import play_dd
from cardlearn.ai.bridge.play import BridgePlayer
from cardlearn.ai.bridge.play_dd import CardStats, MonteCarloPlayer, rounds, settled
from cardlearn.ai.bridge.sampling import seat_view
from cardlearn.engine.bridge import Deal, Game

# South plays 7♠ with eight solid spades; the dummy holds the ♠2 and no club (see test_ai_bridge_play.py).
GRAND = Deal.from_hands({
    "S": ["SA", "SK", "SQ", "SJ", "ST", "S9", "S8", "S7", "HA", "HK", "DA", "DK", "C2"],
    "N": ["S2", "H7", "H6", "H5", "H4", "H3", "H2", "D7", "D6", "D5", "D4", "D3", "D2"],
    "W": ["S6", "S5", "HQ", "HJ", "HT", "DQ", "DJ", "CA", "CK", "CQ", "CJ", "CT", "C9"],
    "E": ["S4", "S3", "H9", "H8", "DT", "D9", "D8", "C8", "C7", "C6", "C5", "C4", "C3"],
})


def grand_slam(*cards: tuple[str, str]) -> Game:
    game = Game(GRAND, dealer="S")
    for call in ("7S", "P", "P", "P"):
        game.call(call)
    for card, seat in cards:
        game.play(card, seat)
    return game


def counting_solver(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the layouts each solver call receives (the real solver still answers)."""
    calls: list[int] = []
    real = play_dd.solve_layouts

    def counted(view, layouts):
        calls.append(len(layouts))
        return real(view, layouts)

    monkeypatch.setattr(play_dd, "solve_layouts", counted)
    return calls


def stats(*rows: tuple[int, tuple[int, ...]]) -> list[CardStats]:
    return [CardStats(card, (card,), tricks, 10, tricks) for card, tricks in rows]


def test_rounds_split_the_sample_in_about_thirds_of_at_least_three_layouts():
    assert rounds(40) == [14, 14, 12]
    assert rounds(24) == [8, 8, 8]
    assert rounds(6) == [3, 3]
    assert rounds(4) == [3, 1]
    assert rounds(2) == [2]
    assert sum(rounds(37)) == 37


def test_settled_needs_the_leader_never_worse_on_any_layout():
    declarer = SimpleNamespace(declaring=True)
    defender = SimpleNamespace(declaring=False)
    # Declarer's tricks per layout: the first card takes as many or more on every layout.
    assert settled(declarer, stats((1, (10, 11, 9)), (2, (10, 10, 9)), (3, (9, 11, 8))))
    # One layout where the second card takes more: not settled, whatever the averages say.
    assert not settled(declarer, stats((1, (11, 11, 11)), (2, (10, 10, 12))))
    # For a defender fewer declarer tricks are better.
    assert settled(defender, stats((1, (8, 9, 9)), (2, (9, 9, 10))))
    assert not settled(defender, stats((1, (8, 9, 9)), (2, (9, 8, 10))))
    # A single group of cards is settled at once.
    assert settled(declarer, stats((1, (10,))))


def test_at_the_opening_lead_the_standard_card_must_be_the_one_never_worse():
    defender = SimpleNamespace(declaring=False)
    groups = stats((1, (8, 9, 9)), (2, (9, 9, 10)))
    assert settled(defender, groups, anchor=1)
    assert not settled(defender, groups, anchor=2)  # the rules' card is beaten on some layout: solve on
    assert not settled(defender, groups, anchor=7)  # no group holds the anchor


def test_all_equal_legal_cards_need_no_search(monkeypatch):
    # After the ♠6 ♠2 ♠4, all of South's spades are equal: the ♠8 and ♠7 touch across the played cards.
    game = grand_slam(("S6", "W"), ("S2", "S"), ("S4", "E"))
    monkeypatch.setattr(play_dd, "solve_positions", lambda deals: pytest.fail("solver called"))
    monkeypatch.setattr(play_dd, "sample_layouts", lambda *a, **k: pytest.fail("layouts sampled"))
    decision = BridgePlayer().choose_card(game, "S")
    assert decision.method == "forced" and decision.card == "S7"


def test_a_clear_decision_stops_after_the_first_round(monkeypatch):
    # West leads the ♣A: the dummy's ♠2 ruff is the only card that makes 13 tricks, on every layout.
    game = grand_slam(("CA", "W"))
    calls = counting_solver(monkeypatch)
    decision = BridgePlayer(samples=12, seed=1).choose_card(game, "S")
    assert decision.card == "S2" and decision.method == "double_dummy"
    assert calls == [4]  # the first round of rounds(12); the other 8 layouts are never solved
    assert all(len(group.tricks) == 4 for group in decision.stats)


def test_without_adaptive_every_layout_is_solved_and_the_card_is_the_same(monkeypatch):
    game = grand_slam(("CA", "W"))
    calls = counting_solver(monkeypatch)
    decision = BridgePlayer(samples=12, seed=1, adaptive=False).choose_card(game, "S")
    assert decision.card == "S2"
    assert sum(calls) == 12


def test_an_unsettled_decision_solves_its_whole_sample(monkeypatch):
    # The opening lead of a random 3NT: the lead rules' card is rarely best on every layout of 12.
    calls = counting_solver(monkeypatch)
    solved = []
    for seed in range(3):
        game = Game(Deal.random(seed=seed), dealer="N")
        for call in ("1NT", "P", "3NT", "P", "P", "P"):
            game.call(call)
        player = MonteCarloPlayer(samples=12, seed=seed)
        view = seat_view(game, game.controller)
        result = player.analyse(view, anchor=None)
        assert all(len(group.tricks) == player.solved for group in result)
        solved.append(player.solved)
        # Stopping early means the leader was never worse; solving all means it was, on a solved layout.
        if player.solved < 12:
            assert settled(view, result)
    assert sum(calls) == sum(solved)
    assert max(solved) == 12  # at least one of three leads needed every layout


def test_a_twin_of_the_leader_keeps_the_analysis_going_for_a_second_round():
    declarer = SimpleNamespace(declaring=True)
    twins = stats((1, (10, 11, 9)), (2, (10, 11, 9)), (3, (9, 10, 9)))
    # Tied on every layout so far: which of the two is better is still unknown after one round.
    assert not settled(declarer, twins, done=1)
    assert settled(declarer, twins, done=2)
    # At the opening lead the anchor wins ties anyway: a twin does not delay it.
    assert settled(declarer, twins, anchor=1, done=1)
    # A leader strictly better than the other group somewhere settles after one round as before.
    assert settled(declarer, stats((1, (10, 11, 9)), (2, (10, 10, 9))), done=1)


def test_only_costly_positions_may_stop_early(monkeypatch):
    # Trick one (51 cards left) costs 17 estimated ms a layout: stopping early saves real time there.
    assert play_dd.may_stop_early(seat_view(grand_slam(("CA", "W")), "S"))
    # From the third trick on a layout costs under 5 ms: the whole sample is solved in one call.
    late = grand_slam(("CA", "W"), ("S2", "S"), ("C3", "E"), ("C2", "S"),
                      ("H2", "S"), ("H8", "E"), ("HA", "S"), ("HT", "W"),
                      ("SA", "S"), ("S5", "W"), ("H3", "S"), ("S3", "E"))
    view = seat_view(late, "S")
    assert not play_dd.may_stop_early(view)
    calls = counting_solver(monkeypatch)
    player = MonteCarloPlayer(samples=12, seed=1)
    player.analyse(view)
    assert calls == [12] and player.solved == 12
