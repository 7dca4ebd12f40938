"""Lessons 10 and 11: the generated Stayman/transfer and overcall exercises are answered by the AI bidder."""
from __future__ import annotations

from collections import Counter

from cardlearn.ai import bridge as bridge_ai
from cardlearn.engine.bridge.themes import theme_deal
from cardlearn.exercises import exercise

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _lengths(hand: list[str]) -> list[int]:
    return [sum(card[0] == suit for card in hand) for suit in "SHDC"]


def _hcp(hand: list[str]) -> int:
    return sum(HCP.get(card[1], 0) for card in hand)


def test_respond_major_theme_gives_north_a_four_or_five_card_major_and_no_long_suit() -> None:
    for seed in range(12):
        deal = theme_deal("respond_1nt_major", seed)
        spades, hearts, diamonds, clubs = _lengths(deal.hand("N"))
        assert max(spades, hearts) >= 4 and max(spades, hearts, diamonds, clubs) <= 5
        assert min(spades, hearts) < 5
        assert 15 <= _hcp(deal.hand("S")) <= 17


def test_respond_major_variants_are_stayman_transfers_or_pass_from_the_bidder() -> None:
    answers: Counter[str] = Counter()
    for seed in range(1, 25):
        ex = exercise("bridge.mastery.respond_major", seed=seed, lang="en")
        hand = ex.situation["hand"]
        assert ex.situation["level"] == "notrump"  # the partner of lesson 10 knows no more than the lesson
        assert ex.answer == bridge_ai.choose_call(hand, ["1NT", "P"], "S", level="notrump").call
        assert ex.check(ex.answer, record=False).correct
        answers[ex.answer] += 1
    assert set(answers) <= {"P", "2C", "2D", "2H"}
    assert {"2C", "2D", "2H"} <= set(answers), answers  # Stayman and both transfers come up


def test_overcall_theme_gives_south_one_five_card_suit_or_a_singleton_and_10_to_18() -> None:
    for seed in range(12):
        hand = theme_deal("overcall_choice", seed).hand("S")
        lengths = sorted(_lengths(hand), reverse=True)
        assert 10 <= _hcp(hand) <= 18
        assert (lengths[0] == 5 and lengths[1] < 5) or (lengths[0] == 4 and lengths[3] <= 1)


def test_overcall_variants_draw_the_opening_too_and_the_bidder_answers() -> None:
    answers: Counter[str] = Counter()
    openings = set()
    for seed in range(1, 31):
        ex = exercise("bridge.mastery.overcall", seed=seed, lang="en")
        auction = ex.situation["auction"]
        assert len(auction) == 1 and auction[0] in ("1C", "1D", "1H", "1S")
        openings.add(auction[0])
        assert ex.situation["level"] == "competition"
        assert ex.answer == bridge_ai.choose_call(ex.situation["hand"], auction, "E", level="competition").call
        answers[ex.answer] += 1
    assert openings == {"1C", "1D", "1H", "1S"}
    assert "P" in answers and "X" in answers
    assert any(call[0] == "1" for call in answers), answers  # one-level overcalls (or 1NT) come up
    assert answers["P"] < 20, answers  # not mostly passes


def test_wrong_answer_names_what_the_wrong_call_would_mean() -> None:
    ex = exercise("bridge.mastery.overcall", lang="en")  # ♠AJ976 over 1♥: the 1♠ overcall
    assert ex.answer == "1S"
    wrong = ex.check("X", "en", record=False)
    assert not wrong.correct and "X would mean: takeout double" in wrong.message
    assert ex.check("X", "da", record=False).message != wrong.message
