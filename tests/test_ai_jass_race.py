"""Score-aware Schieber play: near the target, the card that gets there first is chosen, and the hint says so."""
from __future__ import annotations

from cardlearn.ai.jass import JassPlayer, hint, seat_view
from cardlearn.ai.jass.race import race_on, wins_now
from cardlearn.engine.jass import Match
from cardlearn.engine.jass.play import mask_of

LANGS = ("en", "th", "ko", "da", "tr")


HANDS = {"S": ["RU", "R9", "R6", "E6", "E7", "S6", "S7", "EO", "SO"],
         "E": ["EA", "ET", "R8", "RK", "S9", "SU", "B6", "BA", "BO"],
         "N": ["E8", "EK", "RA", "RT", "SA", "ST", "BU", "B9", "B7"],
         "W": ["EU", "E9", "RO", "R7", "SK", "S8", "BK", "BT", "B8"]}  # no Weis, no Stöck


def race_position(scores: dict[str, int]) -> Match:
    """The issue's position: roses trump, South last to a trick of bells worth nothing, void in bells,
    holding the rose Under and 9 (either takes the trick; the Under's 20 points or the 9's 14)."""
    match = Match.from_hands(HANDS, "E", scores=scores)
    match.choose("R", "E")
    for card in ("EA", "E8", "E9", "E6", "B6", "B7", "B8"):  # East takes the first trick (11)
        match.play(card)
    return match


def test_the_card_that_wins_the_match_now_is_chosen_and_the_hint_says_so():
    match = race_position({"NS": 2990, "EW": 2959})
    view = seat_view(match, "S")
    assert race_on(view)
    decision = JassPlayer(seed=0, samples=60).choose_card(match, "S")
    assert decision.card in ("RU", "R9")  # 20 or 14 points: 3010 or 3004, the game is won at once
    assert wins_now(view, mask_of([decision.card]).bit_length() - 1)
    assert decision.reason.key == "ai_jass.card.wins_game"
    result = hint(match, "S")
    assert result.choice in ("RU", "R9") and result.reason.key == "ai_jass.card.wins_game"
    texts = {lang: result.text(lang) for lang in LANGS}
    assert all("3000" in text for text in texts.values()) and len(set(texts.values())) == 5
    match.play(decision.card, "S")
    assert match.is_over and match.winner == "NS"


def test_a_card_that_only_takes_the_trick_without_the_points_is_not_called_winning():
    view = seat_view(race_position({"NS": 2990, "EW": 2959}), "S")
    assert not wins_now(view, mask_of(["R6"]).bit_length() - 1)  # the trick, but 0 points: 2990


def test_far_from_the_target_the_race_is_off_and_points_decide():
    match = race_position({"NS": 1200, "EW": 1100})
    assert not race_on(seat_view(match, "S"))
    decision = JassPlayer(seed=0, samples=60).choose_card(match, "S")
    assert decision.reason.key != "ai_jass.card.wins_game"


def test_the_opponents_close_to_the_target_make_the_race_count_too():
    match = race_position({"NS": 1000, "EW": 2960})
    view = seat_view(match, "S")
    assert race_on(view)
    decision = JassPlayer(seed=0, samples=60).choose_card(match, "S")
    # Taking this trick is not enough for NS; the race reason names the share of deals won first.
    assert decision.reason.key == "ai_jass.card.race"
    assert "%" in decision.text("en")


def test_every_race_decision_names_a_runner_up_that_plays_differently():
    # Near the target the reason compares the chosen card with the runner-up. Equivalent cards (the 6 and 7
    # of a suit with nothing between) are simulated once, so the runner-up must come from another class and
    # its count from its class's representative (this raised a KeyError under load).
    for seed in (0, 1, 2):
        match = Match.from_hands(HANDS, "E", scores={"NS": 2890, "EW": 2900})
        match.choose("R", "E")
        player = JassPlayer(seed=seed, samples=16)
        races = 0
        number = match.deal.number
        while match.phase == "play" and match.deal.number == number and not match.is_over:
            seat = match.to_act
            decision = player.choose_card(match, seat)
            if decision.reason.key == "ai_jass.card.race":
                races += 1
                runner = decision.reason.params["runner"]
                assert runner.code != decision.card
                assert all(decision.reason.text(lang) for lang in LANGS)
            match.play(decision.card, seat)
        assert races > 0
