"""AI levels (heuristic | budget | full), CARDLEARN_AI, and the card player's per-decision budget."""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge import AI_LEVELS, play_dd, resolve_ai_level
from cardlearn.ai.bridge.play import BridgePlayer, card_hint
from cardlearn.ai.bridge.play_dd import MonteCarloPlayer, samples_for, solve_cost_ms
from cardlearn.ai.bridge.sampling import seat_view
from cardlearn.ai.bridge.strength import (
    BUDGET_DEADLINE_FLOOR,
    BUDGET_DEADLINE_S,
    ENV_VAR,
    InvalidAILevel,
    busy_factor,
    decision_budget,
)
from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.engine.errors import CardlearnError
from cardlearn.i18n import LANGUAGES


def opening_lead_game(seed: int = 4) -> Game:
    game = Game(Deal.random(seed=seed), dealer="N")
    for call in ("1NT", "P", "3NT", "P", "P", "P"):
        game.call(call)
    return game


@pytest.fixture(autouse=True)
def no_level_from_outside(monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)


def test_the_levels_and_their_order_of_precedence(monkeypatch):
    assert AI_LEVELS == ("heuristic", "budget", "full")
    assert resolve_ai_level() == "full"
    monkeypatch.setenv(ENV_VAR, " Budget ")
    assert resolve_ai_level() == "budget"
    assert resolve_ai_level("heuristic") == "heuristic"  # an explicit argument wins over the environment
    monkeypatch.setenv(ENV_VAR, "")
    assert resolve_ai_level() == "full"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unknown_level_is_refused_in_every_language_naming_the_allowed_ones(lang, monkeypatch):
    with pytest.raises(InvalidAILevel) as caught:
        resolve_ai_level("fast")
    assert isinstance(caught.value, CardlearnError)
    text = caught.value.localized(lang)
    assert "fast" in text and all(level in text for level in AI_LEVELS)
    monkeypatch.setenv(ENV_VAR, "turbo")
    with pytest.raises(InvalidAILevel) as caught:
        BridgePlayer()
    text = caught.value.localized(lang)
    assert ENV_VAR in text and "turbo" in text and all(level in text for level in AI_LEVELS)
    assert caught.value.localized(lang) != caught.value.localized("en") or lang == "en"


def test_full_budget_is_fixed_and_reproducible_whatever_the_load(monkeypatch):
    view = seat_view(opening_lead_game(), "E")
    assert samples_for(view) == 6  # the opening lead: six layouts
    assert decision_budget("full", load=50.0) == decision_budget("full", load=0.0)
    cards = set()
    for load in (0.1, 40.0):
        monkeypatch.setattr("os.getloadavg", lambda load=load: (load, load, load))
        cards.add(BridgePlayer(seed=5, level="full").choose_card(opening_lead_game(), "E").card)
    assert len(cards) == 1


def test_later_positions_get_more_layouts_than_the_opening_lead():
    game = opening_lead_game()
    lead = seat_view(game, "E")
    player = BridgePlayer("heuristic")
    for _ in range(12):
        player.play(game)
    later = seat_view(game, game.controller)
    assert solve_cost_ms(later) < solve_cost_ms(lead)
    assert samples_for(later) > samples_for(lead)
    assert samples_for(later) <= 40


@pytest.fixture
def fresh_pace(monkeypatch):
    """A new pace measure (the process-wide one remembers earlier tests' solves)."""
    pace = play_dd.Pace(initial=1.0)  # as on an idle machine, whatever this one's load
    monkeypatch.setattr(play_dd, "PACE", pace)
    return pace


class FakeClock:
    """A clock that only moves when the fake solver says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def slow_solver(monkeypatch, clock: FakeClock, seconds_per_layout: float) -> list[int]:
    """The real solver, but each layout costs ``seconds_per_layout`` on ``clock``; returns the batch sizes."""
    real = play_dd.solve_layouts
    batches: list[int] = []

    def solve(view, layouts):
        batches.append(len(layouts))
        clock.now += seconds_per_layout * len(layouts)
        return real(view, layouts)

    monkeypatch.setattr(play_dd, "clock", clock)
    monkeypatch.setattr(play_dd, "solve_layouts", solve)
    return batches


def trick_five_game() -> Game:
    """A game in trick five or later where the seat to play has a real choice (two groups of cards)."""
    from cardlearn.ai.bridge.play_dd import card_groups

    game = opening_lead_game()
    player = BridgePlayer("heuristic")
    for _ in range(16):
        player.play(game)
    while len(card_groups(seat_view(game, game.controller))) < 2:
        player.play(game)
    return game


def test_the_budget_level_has_a_wall_clock_deadline_that_shrinks_with_load():
    assert busy_factor(load=1.0, cores=2) == 1.0
    assert busy_factor(load=8.0, cores=2) == 0.25
    idle, busy = decision_budget("budget", load=0.0), decision_budget("budget", load=30.0)
    assert idle is not None and busy is not None
    assert idle.deadline_s == pytest.approx(BUDGET_DEADLINE_S)
    assert busy.deadline_s is not None and 0 < busy.deadline_s < idle.deadline_s
    full = decision_budget("full", load=0.0)
    assert full is not None and full.deadline_s is None


def test_the_budget_level_stops_at_its_deadline(monkeypatch, fresh_pace):
    clock = FakeClock()
    batches = slow_solver(monkeypatch, clock, 0.010)  # 10 ms a layout, whatever the table estimates
    game = trick_five_game()
    view = seat_view(game, game.controller)
    player = MonteCarloPlayer(seed=1, budget=decision_budget("budget", load=0.0))
    cap = player.sample_count(view)
    start = clock.now
    stats = player.analyse_by_deadline(view, 0.1)
    elapsed = clock.now - start
    solved = sum(batches)
    assert stats is not None and len(stats[0].tricks) == solved
    assert 2 <= solved < cap  # the deadline, not the cap, ended the sampling
    assert all(size <= play_dd.DEADLINE_BATCH for size in batches)
    assert elapsed <= 0.1 + play_dd.DEADLINE_BATCH * 0.010  # at most one batch past it (a DDS call cannot stop)
    # Once the pace is known (five times slower than the table), the next decision stays inside its
    # deadline, which the slow pace shortened to the floor.
    assert fresh_pace.busy_factor(clock.now) < 0.5
    batches.clear()
    start = clock.now
    stats = player.analyse_by_deadline(view, 0.1)
    assert stats is not None and sum(batches) >= 2
    assert clock.now - start <= BUDGET_DEADLINE_S * BUDGET_DEADLINE_FLOOR + 1e-9


def test_the_budget_level_plays_the_heuristic_card_when_too_few_layouts_fit(monkeypatch, fresh_pace):
    from cardlearn.ai.bridge.play_heuristic import HeuristicPlayer

    clock = FakeClock()
    batches = slow_solver(monkeypatch, clock, 0.5)  # a crowded server: half a second a layout
    player = BridgePlayer(level="budget", seed=2)
    game = trick_five_game()
    start = clock.now
    player.choose_card(game)
    assert 1 <= sum(batches) <= play_dd.DEADLINE_BATCH  # one batch was tried, then the deadline had passed
    assert clock.now - start <= play_dd.DEADLINE_BATCH * 0.5
    batches.clear()
    start = clock.now
    again = player.choose_card(game)
    assert again.method == "heuristic" and batches == [] and clock.now == start  # the pace says: do not even try
    card, _ = HeuristicPlayer().decide(seat_view(game, game.controller))
    assert again.card == str(BRIDGE_DECK[card])


def test_the_budget_level_falls_back_at_a_crowded_opening_lead(monkeypatch, fresh_pace):
    monkeypatch.setattr("os.getloadavg", lambda: (60.0, 60.0, 60.0))
    monkeypatch.setattr(play_dd, "solve_positions", lambda deals: pytest.fail("solver called"))
    decision = BridgePlayer(level="budget").choose_card(opening_lead_game(), "E")
    assert decision.method == "heuristic"


def test_full_never_reads_the_clock_and_solves_its_fixed_sample(monkeypatch):
    monkeypatch.setattr(play_dd, "clock", lambda: pytest.fail("the full level read the clock"))
    game = trick_five_game()
    view = seat_view(game, game.controller)
    count = samples_for(view)
    sizes: list[int] = []
    real = play_dd.solve_positions

    def counting(deals):
        sizes.append(len(deals))
        return real(deals)

    monkeypatch.setattr(play_dd, "solve_positions", counting)
    # Without the early stop, the whole fixed sample is solved.
    first = BridgePlayer(seed=9, level="full", adaptive=False).choose_card(game)
    second = BridgePlayer(seed=9, level="full", adaptive=False).choose_card(game)
    assert sizes == [count, count]
    assert first.card == second.card and first.stats == second.stats
    # The early stop (the default) reads no clock either: the same rounds and the same card every time.
    sizes.clear()
    early = BridgePlayer(seed=9, level="full").choose_card(game)
    rounds = len(sizes)
    again = BridgePlayer(seed=9, level="full").choose_card(game)
    assert sizes[:rounds] == sizes[rounds:] and sum(sizes[:rounds]) <= count
    assert early.card == again.card == first.card and early.stats == again.stats


def test_the_solver_gives_the_same_tricks_with_one_thread_and_a_memory_cap():
    game = trick_five_game()
    view = seat_view(game, game.controller)
    import random

    from cardlearn.ai.bridge.sampling import sample_layouts
    from cardlearn.ai.bridge.strength import BUDGET_SOLVER_MB, BUDGET_SOLVER_THREADS

    hands = sample_layouts(view, 12, random.Random(3)).hands
    try:
        play_dd.use_solver_resources(BUDGET_SOLVER_MB, BUDGET_SOLVER_THREADS)
        assert play_dd._solver_resources == (BUDGET_SOLVER_MB, BUDGET_SOLVER_THREADS)
        capped = play_dd.solve_layouts(view, hands)
    finally:
        play_dd.use_solver_resources()
    assert play_dd._solver_resources is None
    assert play_dd.solve_layouts(view, hands) == capped  # exact results: only speed and memory differ


def test_the_heuristic_level_never_solves(monkeypatch):
    monkeypatch.setattr(play_dd, "solve_positions", lambda deals: pytest.fail("solver called"))
    monkeypatch.setenv(ENV_VAR, "heuristic")
    player = BridgePlayer()
    assert player.level == "heuristic" and player.active_method == "heuristic"
    game = opening_lead_game()
    while not game.is_over:
        player.play(game)
    # On opening lead the hint is the lead rules' card (no solver either); after it, the heuristic's.
    assert card_hint(opening_lead_game(), "E").method == "lead_rules"
    game = opening_lead_game()
    player.play(game)
    assert card_hint(game, game.controller).method in ("heuristic", "forced")


def test_fixed_samples_override_the_budget():
    view = seat_view(opening_lead_game(), "E")
    assert MonteCarloPlayer(samples=3).sample_count(view) == 3
    assert MonteCarloPlayer(budget=decision_budget("budget", load=0.0)).sample_count(view) < 6


def test_the_table_player_reads_the_level_from_the_environment(monkeypatch):
    from cardlearn.widgets.players import AIBridgePlayer

    monkeypatch.setenv(ENV_VAR, "heuristic")
    ai = AIBridgePlayer()
    assert ai.level == "heuristic"
    monkeypatch.setattr(play_dd, "solve_positions", lambda deals: pytest.fail("solver called"))
    game = opening_lead_game()
    assert ai.choose_card(game, "E") in game.legal_cards()
    assert AIBridgePlayer("full").level == "full"
    monkeypatch.setenv(ENV_VAR, "quick")
    with pytest.raises(InvalidAILevel):
        AIBridgePlayer()


def test_the_solver_loads_without_the_endplay_package_and_matplotlib():
    import subprocess
    import sys

    code = ("import sys; from cardlearn.ai.bridge.play import BridgePlayer, solver_available\n"
            "from cardlearn.engine.bridge import Deal, Game\n"
            "game = Game(Deal.random(seed=1), dealer='N')\n"
            "for call in ('1NT', 'P', 'P', 'P'): game.call(call)\n"
            "for player in (BridgePlayer(level='budget'), BridgePlayer(samples=3)):\n"
            "    player.play(game)\n"
            "print(solver_available(), 'endplay' in sys.modules, 'matplotlib' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert result.stdout.split() == ["True", "False", "False"]
