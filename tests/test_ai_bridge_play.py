"""The automatic card player: Monte-Carlo double dummy, the fallback, hidden hands, hints."""
from __future__ import annotations

import random
import sys

import pytest

from cardlearn.ai.bridge import play as play_module
from cardlearn.ai.bridge.play import BridgePlayer, CardDecision, Number, card_hint, solver_available
from cardlearn.ai.bridge.play_dd import card_groups
from cardlearn.ai.bridge.sampling import sample_layouts, seat_view
from cardlearn.engine.bridge import Deal, Game, IllegalAction
from cardlearn.engine.bridge.fast import mask_cards, random_card
from cardlearn.engine.bridge.table import SEATS
from cardlearn.engine.cards import BRIDGE_DECK
from cardlearn.i18n import LANGUAGES

# South must ruff the club in the dummy before drawing trumps: 8 spades, AK of hearts and of
# diamonds are 12 tricks, the club ruff with the dummy's singleton ♠2 is the 13th.
GRAND = Deal.from_hands({
    "S": ["SA", "SK", "SQ", "SJ", "ST", "S9", "S8", "S7", "HA", "HK", "DA", "DK", "C2"],
    "N": ["S2", "H7", "H6", "H5", "H4", "H3", "H2", "D7", "D6", "D5", "D4", "D3", "D2"],
    "W": ["S6", "S5", "HQ", "HJ", "HT", "DQ", "DJ", "CA", "CK", "CQ", "CJ", "CT", "C9"],
    "E": ["S4", "S3", "H9", "H8", "DT", "D9", "D8", "C8", "C7", "C6", "C5", "C4", "C3"],
})


def grand_slam() -> Game:
    game = Game(GRAND, dealer="S")
    for call in ("7S", "P", "P", "P"):
        game.call(call)
    return game


def random_game(seed: int, calls: tuple[str, ...] = ("1NT", "P", "3NT", "P", "P", "P"), cards: int = 0) -> Game:
    game = Game(Deal.random(seed=seed), dealer="N")
    for call in calls:
        game.call(call)
    rng = random.Random(seed)
    for _ in range(cards):
        game.core.apply_card(random_card(game.core.legal_mask(), rng))
    return game


def test_the_solver_is_used_when_endplay_imports():
    assert solver_available()
    assert BridgePlayer().active_method == "double_dummy"


def test_the_dd_player_ruffs_the_club_at_once_and_makes_the_grand_slam():
    game = grand_slam()
    game.play("CA", "W")  # a club lead: ruff now or never
    decision = BridgePlayer(samples=8, seed=1).choose_card(game, "S")
    assert decision.seat == "N" and decision.card == "S2"
    assert decision.method == "double_dummy"
    assert decision.reason.key == "ai_bridge_play.reason.dd_only_makes"
    assert "♠2" in decision.text("en") and "100%" in decision.text("en")
    player = BridgePlayer(samples=6, seed=2)
    while not game.is_over:
        player.play(game)
    assert game.declarer_tricks == 13


def test_the_dd_player_as_declarer_keeps_the_dummys_trump_for_the_club_ruff():
    game = grand_slam()
    game.play("HQ", "W")  # a heart lead: declarer must not draw trumps before ruffing the club
    player = BridgePlayer(samples=6, seed=3)
    defenders = BridgePlayer("heuristic")
    while not game.is_over:
        (player if game.controller in "NS" else defenders).play(game)
    assert game.declarer_tricks == 13


def test_a_singleton_legal_card_needs_no_thinking(monkeypatch):
    game = grand_slam()
    game.play("S6", "W")  # the dummy must follow with its only spade
    from cardlearn.ai.bridge import play_dd

    monkeypatch.setattr(play_dd, "solve_positions", lambda deals: pytest.fail("solver called"))
    decision = BridgePlayer().choose_card(game, "S")
    assert decision.card == "S2" and decision.method == "forced"
    assert decision.reason.key == "ai_bridge_play.reason.only_card"


def test_equal_cards_need_one_evaluation_and_equal_groups_are_found():
    game = grand_slam()
    game.play("S6", "W")
    game.play("S2", "S")
    game.play("S4", "E")
    view = seat_view(game, "S")
    groups = card_groups(view)
    # ♠AKQJT987 are all equal once the ♠6 ♠4 ♠2 are gone, as are ♠8 ♠7.
    assert len(groups) == 1 and str(BRIDGE_DECK[groups[0][0]]) == "SA"
    decision = BridgePlayer().choose_card(game, "S")
    assert decision.method == "forced" and decision.card == "S7"  # following: the lowest of equals
    assert decision.reason.key == "ai_bridge_play.reason.equal_cards"


# 3NT by South. West leads the ♥J (dummy ♥4, East ♥Q, South ♥2); East switches to the ♠K, won by
# South's ♠A. South now leads the ♥K: the ♥Q and ♥J went in a completed trick, but the ♥K is still
# on the table, so the dummy's ♥A (overtaking partner's king) and ♥10 are NOT equal cards.
OVERTAKE = Deal.from_hands({
    "N": ["S5", "S4", "S3", "HA", "HT", "H4", "DA", "DK", "D5", "D4", "C5", "C4", "C3"],
    "S": ["SA", "S7", "S6", "HK", "H3", "H2", "DQ", "DJ", "D3", "CA", "CK", "CQ", "C2"],
    "W": ["SQ", "SJ", "S2", "HJ", "H6", "H5", "DT", "D9", "D8", "D7", "CJ", "CT", "C9"],
    "E": ["SK", "ST", "S9", "S8", "HQ", "H9", "H8", "H7", "D6", "D2", "C8", "C7", "C6"],
})


def overtake_position() -> Game:
    game = Game(OVERTAKE, dealer="S")
    for call in ("3NT", "P", "P", "P"):
        game.call(call)
    for card, seat in (("HJ", "W"), ("H4", "S"), ("HQ", "E"), ("H2", "S"),
                       ("SK", "E"), ("SA", "S"), ("S2", "W"), ("S3", "S"),
                       ("HK", "S"), ("H5", "W")):
        game.play(card, seat)
    return game


def test_a_card_in_the_current_trick_still_separates_equal_cards():
    game = overtake_position()
    view = seat_view(game, "S")  # the declarer chooses the dummy's card
    assert SEATS[view.to_play] == "N"
    groups = [[str(BRIDGE_DECK[c]) for c in group] for group in card_groups(view)]
    assert groups == [["HA"], ["HT"]]
    # Both are real choices for the double-dummy player: each group is solved on its own.
    decision = BridgePlayer(samples=6, seed=1).choose_card(game, "S")
    assert decision.method == "double_dummy"
    assert sorted(str(BRIDGE_DECK[stat.card]) for stat in decision.stats) == ["HA", "HT"]


def test_cards_between_from_completed_tricks_make_equal_cards():
    game = Game(OVERTAKE, dealer="S")
    for call in ("3NT", "P", "P", "P"):
        game.call(call)
    # The ♥K, ♥Q and ♥J all go in completed tricks; then South leads a low heart.
    for card, seat in (("HJ", "W"), ("H4", "S"), ("HQ", "E"), ("HK", "S"),
                       ("S6", "S"), ("S2", "W"), ("S3", "S"), ("SK", "E"),
                       ("S8", "E"), ("SA", "S"), ("SJ", "W"), ("S4", "S"),
                       ("H2", "S"), ("H5", "W")):
        game.play(card, seat)
    groups = [[str(BRIDGE_DECK[c]) for c in group] for group in card_groups(seat_view(game, "S"))]
    assert groups == [["HA", "HT"]]


def test_the_fallback_is_used_when_the_solver_cannot_be_imported(monkeypatch):
    monkeypatch.setitem(sys.modules, "endplay._dds", None)  # what a missing native package looks like
    assert not solver_available()
    player = BridgePlayer()
    assert player.active_method == "heuristic"
    game = random_game(5)
    decision = player.choose_card(game)
    assert decision.method == "heuristic"
    assert decision.card in game.legal_cards()
    hint = card_hint(game, "E", lang="da")
    assert hint.card in game.legal_cards() and hint.text()


@pytest.mark.parametrize("seed", range(6))
def test_every_card_chosen_is_legal_dd(seed):
    game = random_game(seed, cards=seed * 3)
    player = BridgePlayer(samples=3, seed=seed)
    for _ in range(12):
        if game.is_over:
            break
        decision = player.choose_card(game)
        assert decision.card in game.legal_cards()
        assert decision.seat == game.to_act
        game.play(decision.card, game.controller)


def permuted_hidden_hands(game: Game, seat: str, seed: int) -> Game:
    """The same game (same calls, same played cards) with the cards ``seat`` cannot see redealt."""
    view = seat_view(game, seat)
    layout = sample_layouts(view, 1, random.Random(seed), use_auction=False).hands[0]
    masks = [layout[s] | view.played_by(s) for s in range(4)]
    other = Game(Deal(tuple(masks)), game.vulnerability, game.dealer)
    for call in game.calls:
        other.call(call)
    for card in game.core.played:
        other.core.apply_card(card)
    return other


@pytest.mark.parametrize("cards", [0, 1, 9, 22])
def test_the_decision_does_not_depend_on_hidden_hands(cards):
    game = random_game(40 + cards, cards=cards)
    seat = game.controller
    player = BridgePlayer(samples=6, seed=9)
    first = player.choose_card(game, seat)
    changed = 0
    for seed in range(3):
        other = permuted_hidden_hands(game, seat, seed)
        changed += other.deal.masks != game.deal.masks
        assert seat_view(other, seat) == seat_view(game, seat)
        again = player.choose_card(other, seat)
        assert (again.card, again.text("en")) == (first.card, first.text("en"))
        assert BridgePlayer("heuristic").choose_card(other, seat).card == BridgePlayer("heuristic").choose_card(game, seat).card
    assert changed >= 2  # the hidden hands really were different


def test_the_same_seed_gives_the_same_card():
    game = random_game(77, cards=5)
    a = BridgePlayer(samples=5, seed=4).choose_card(game)
    b = BridgePlayer(samples=5, seed=4).choose_card(game)
    assert (a.card, a.text("en")) == (b.card, b.text("en"))
    assert len(a.stats) == len(card_groups(seat_view(game, game.controller)))


def test_card_hint_reasons_in_every_language():
    game = grand_slam()
    game.play("CA", "W")
    hint = card_hint(game, "S", lang="ko", samples=6)
    assert isinstance(hint, CardDecision) and hint.card == "S2"
    assert str(hint) == hint.text("ko")
    texts = {lang: hint.text(lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES)
    assert all("♠2" in text for text in texts.values())
    frame = hint.to_frame()
    assert list(frame.columns) == ["card", "equals", "make_pct", "mean_tricks", "mean_score"]
    assert frame.iloc[0]["card"] == "S2" and frame.iloc[0]["make_pct"] == 100.0
    html = hint._repr_html_()
    assert "♠" in html and "<script" not in html


def test_card_hint_refuses_a_seat_that_is_not_to_play():
    game = grand_slam()
    with pytest.raises(IllegalAction) as info:
        card_hint(game, "S")  # West leads first
    assert info.value.key == "ai_bridge_play.error.not_your_turn"
    assert "West" in info.value.localized("en")
    game.play("CA", "W")
    with pytest.raises(IllegalAction):
        card_hint(game, "N")  # the dummy never chooses: South plays its cards


def test_a_defender_hint_talks_about_beating_the_contract():
    game = grand_slam()
    hint = card_hint(game, "W", lang="en", samples=8)
    assert hint.card in game.legal_cards()
    # The opening lead: the card's standard lead, or the analysis's suit with why it beats the contract.
    assert hint.reason.key in ("leads.reason", "leads.dd_suit")
    if hint.reason.key == "leads.dd_suit":
        assert "makes" not in hint.reason.params["why"].key
    assert hint.seat == "W" and hint.text("th")


def test_numbers_are_written_the_local_way():
    assert Number(9.46).text("en") == "9.5"
    assert Number(9.46).text("da") == "9,5"
    assert Number(9.46).text("tr") == "9,5"


def test_decisions_of_the_heuristic_method_never_call_the_solver(monkeypatch):
    from cardlearn.ai.bridge import play_dd

    monkeypatch.setattr(play_dd, "solver", lambda: pytest.fail("solver used"))
    game = random_game(8, cards=6)
    decision = BridgePlayer("heuristic").choose_card(game)
    assert decision.card in game.legal_cards()


def test_bad_method_is_refused():
    with pytest.raises(ValueError):
        BridgePlayer("magic")


def test_all_legal_cards_of_the_view_are_grouped():
    game = random_game(12, cards=13)
    view = seat_view(game, game.controller)
    grouped = sorted(c for group in card_groups(view) for c in group)
    assert grouped == sorted(mask_cards(view.legal_mask))
    _ = play_module  # the module imports without endplay at import time (see the fallback test)


def test_the_play_modules_import_without_endplay():
    import subprocess

    code = ("import sys; sys.modules['endplay'] = None; sys.modules['endplay._dds'] = None\n"
            "import cardlearn.ai.bridge.play as p, cardlearn.ai.bridge.analysis\n"
            "from cardlearn.engine.bridge import Deal, Game\n"
            "g = Game(Deal.random(seed=1), dealer='N')\n"
            "[g.call(c) for c in ('1NT', 'P', '3NT', 'P', 'P', 'P')]\n"
            "d = p.BridgePlayer().choose_card(g)\n"
            "assert d.method == 'heuristic' and d.card in g.legal_cards(), d\n"
            "print('ok', d.card)")
    result = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok")
