"""Lessons 8–9 (openings, responses): worked examples, the response mastery generator and its themes."""
from __future__ import annotations

from pathlib import Path

import pytest

from cardlearn.ai.bridge import evaluate
from cardlearn.ai.bridge.analysis import dd_tricks
from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.engine.bridge.lesson_deals import load_lesson_deals
from cardlearn.engine.bridge.themes import theme_deal
from cardlearn.engine.errors import CardlearnError
from cardlearn.exercises import exercise
from cardlearn.exercises.bidding_example import bidding_example
from cardlearn.exercises.generators import GeneratorProblem, variant

RESPOND = {"theme": "respond_one_suit", "seat": "S", "auction": ["1C", "1D", "1H", "1S"]}


def test_example_prints_hand_points_and_the_systems_opening():
    text = bidding_example("AQJ74.K83.Q92.63").text("en")
    assert text.replace("\u00a0", " ").splitlines() == ["♠ A Q J 7 4  ♥ K 8 3  ♦ Q 9 2  ♣ 6 3",
                                 "12 HCP; suit lengths ♠ 5, ♥ 3, ♦ 3, ♣ 2.",
                                 "South opens 1♠: 11–21 HCP, 5+ ♠."]


def test_example_after_an_auction_names_every_call_and_follows_the_system():
    example = bidding_example("A82.K742.Q93.J63", ["1H", "P"], dealer="N")
    assert example.call == choose_call(list(example.hand), ["1H", "P"], dealer="N").call == "3H"
    text = example.text("da")
    assert "Meldeforløbet indtil nu: Nord 1♥, Øst Pas." in text
    assert text.splitlines()[-1].startswith("Syd melder 3♥: limitstøtte")


@pytest.mark.parametrize("lang, words", [("en", "South passes"), ("th", "ใต้พาส"), ("ko", "패스해요"),
                                         ("tr", "Güney pas der"), ("da", "Syd melder pas")])
def test_example_pass_reads_as_a_pass_in_every_language(lang, words):
    assert words in bidding_example("Q82.K74.J93.Q632").text(lang)


def test_example_takes_a_list_of_cards_and_refuses_a_bad_hand_clearly():
    assert bidding_example(["SA", "SQ", "SJ", "S7", "S4", "HK", "H8", "H3", "DQ", "D9", "D2", "C6", "C3"]).call == "1S"
    with pytest.raises(CardlearnError) as error:
        bidding_example(42)  # type: ignore[arg-type]
    assert "AQJ74.K83.Q92.63" in error.value.message.text("en")
    assert "AQJ74.K83.Q92.63" in error.value.message.text("ko")
    with pytest.raises(CardlearnError):
        bidding_example("AQJ74.K83.Q92")  # three suits: the PBN reader names the problem


def test_respond_theme_deals_an_opener_a_quiet_east_and_a_responder():
    deal = theme_deal("respond_one_suit", seed=4)
    assert 12 <= evaluate(deal.hand("N")).hcp <= 21
    assert evaluate(deal.hand("E")).hcp <= 7
    assert 3 <= evaluate(deal.hand("S")).hcp <= 12
    support = theme_deal("raise_major", seed=4)
    assert evaluate(support.hand("N")).lengths["H"] >= 5 and evaluate(support.hand("S")).lengths["H"] >= 3


@pytest.mark.parametrize("seed", range(8))
def test_response_variant_is_partners_real_opening_and_an_east_pass(seed):
    situation = variant("bridge.system_call", {"dealer": "N", "hand": [], "auction": []}, {"hand": RESPOND}, seed)
    assert situation["auction"][0] in {"1C", "1D", "1H", "1S"} and situation["auction"][1:] == ["P"]
    assert len(situation["hand"]) == 13 and 3 <= evaluate(situation["hand"]).hcp <= 12
    again = variant("bridge.system_call", {"dealer": "N", "hand": [], "auction": []}, {"hand": RESPOND}, seed)
    assert again == situation  # a seed always gives the same question


def test_response_mastery_exercise_answers_from_the_system():
    ex = exercise("bridge.mastery.respond_suit", lang="en", seed=11)
    situation = ex.situation
    right = choose_call(situation["hand"], situation["auction"], dealer="N").call
    assert ex.check(right).correct
    wrong = "P" if right != "P" else "1NT"
    assert not ex.check(wrong).correct


@pytest.mark.parametrize("openings", [[], "1H", [1]])
def test_response_generator_refuses_a_bad_auction_rule(openings):
    with pytest.raises(GeneratorProblem):
        variant("bridge.system_call", {"dealer": "N", "hand": [], "auction": []},
                {"hand": {**RESPOND, "auction": openings}}, 1)


def test_response_generator_refuses_an_unknown_key():
    with pytest.raises(GeneratorProblem):
        variant("bridge.system_call", {"dealer": "N", "hand": [], "auction": []},
                {"hand": {**RESPOND, "colour": "red"}}, 1)


# --- the themed deals of lessons 8 and 9 ------------------------------------------------------------

DEALS = Path(__file__).resolve().parent.parent / "lessons" / "deals"
# Board number -> declarer and the tricks declarer takes double dummy, as the comments say
# (boards 15 and 16: South passes throughout and defends West's 4♥).
MADE = {"openings": {3: ("S", 8), 7: ("S", 9), 11: ("S", 8), 15: ("W", 10)},
        "responses": {1: ("S", 9), 5: ("S", 7), 3: ("S", 10), 16: ("W", 9)}}
WORDS = {8: "eight tricks", 9: "nine tricks", 10: "ten tricks", 7: "seven tricks"}


def test_every_lesson_has_a_defence_board():
    """Lessons after 5 include defence: in each file one board has East or West declaring."""
    for slug, boards in MADE.items():
        assert any(declarer in "EW" for declarer, _ in boards.values()), slug


def system_auction(board) -> list[str]:
    """The auction the AI's system makes for every seat of the board (what the learner must match)."""
    calls: list[str] = []
    game = board.game()
    while game.phase == "auction":
        decision = choose_call(game.hand(game.to_act), calls, dealer=board.board.dealer,
                               vulnerability=board.board.vulnerability)
        calls.append(decision.call)
        game.call(decision.call)
    return calls


@pytest.mark.parametrize("slug", sorted(MADE))
def test_guided_auctions_are_the_systems_own_calls(slug):
    """A guided board accepts only the given call, so the given auction must be the system's for every seat."""
    for board in load_lesson_deals(DEALS / f"{slug}.toml").boards:
        assert board.mode == "guided"
        assert list(board.auction) == system_auction(board), f"{slug} board {board.number}"
        assert board.final_game().declarer == MADE[slug][board.number][0]


@pytest.mark.parametrize("slug", sorted(MADE))
def test_deal_comments_hold_double_dummy(slug):
    for board in load_lesson_deals(DEALS / f"{slug}.toml").boards:
        game = board.final_game()
        declarer, made = MADE[slug][board.number]
        tricks = dd_tricks(board.board.deal.masks)[(declarer, game.contract.strain)]
        assert (game.declarer, tricks) == (declarer, made), f"{slug} board {board.number}"
        assert WORDS[tricks] in board.text("comment", "en")
