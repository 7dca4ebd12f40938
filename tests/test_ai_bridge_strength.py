"""AI levels (heuristic | budget | full), CARDLEARN_AI, and the card player's per-decision budget."""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge import AI_LEVELS, play_dd, resolve_ai_level
from cardlearn.ai.bridge.play import BridgePlayer, card_hint
from cardlearn.ai.bridge.play_dd import MonteCarloPlayer, samples_for, solve_cost_ms
from cardlearn.ai.bridge.sampling import seat_view
from cardlearn.ai.bridge.strength import ENV_VAR, InvalidAILevel, busy_factor, decision_budget
from cardlearn.engine.bridge import Deal, Game
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


def test_the_budget_level_shrinks_with_load_and_falls_back_to_heuristics_when_busy(monkeypatch):
    assert busy_factor(load=1.0, cores=2) == 1.0
    assert busy_factor(load=8.0, cores=2) == 0.25
    view = seat_view(opening_lead_game(), "E")
    idle, busy = decision_budget("budget", load=0.0), decision_budget("budget", load=30.0)
    assert idle is not None and busy is not None and busy.ms < idle.ms
    assert samples_for(view, idle) >= 2
    assert samples_for(view, busy) == 0  # the opening lead does not fit a crowded server's budget
    monkeypatch.setattr("os.getloadavg", lambda: (60.0, 60.0, 60.0))
    monkeypatch.setattr(play_dd, "solve_positions", lambda deals: pytest.fail("solver called"))
    decision = BridgePlayer(level="budget").choose_card(opening_lead_game(), "E")
    assert decision.method == "heuristic"


def test_the_heuristic_level_never_solves(monkeypatch):
    monkeypatch.setattr(play_dd, "solve_positions", lambda deals: pytest.fail("solver called"))
    monkeypatch.setenv(ENV_VAR, "heuristic")
    player = BridgePlayer()
    assert player.level == "heuristic" and player.active_method == "heuristic"
    game = opening_lead_game()
    while not game.is_over:
        player.play(game)
    assert card_hint(opening_lead_game(), "E").method == "heuristic"


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
