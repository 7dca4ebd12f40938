"""The coverage sweep (fast version of bench/bidding_coverage.py) and the holes it found, fixed from the booklet."""
from __future__ import annotations

import random

import pytest
from bidding_helpers import cards

from cardlearn.ai.bridge.auction_view import AuctionView
from cardlearn.ai.bridge.bidder import choose_call, decide
from cardlearn.ai.bridge.coverage import (
    classify,
    consistent,
    general_rule_ids,
    pass16_kind,
    self_play_contexts,
    sweep,
    sweep_context,
    totals,
)
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.ai.bridge.explain import auction_view


# Issue #27's hands: 17 HCP with a long suit, a five-card major, a 5-5; RHO opened one of a suit.
@pytest.mark.parametrize(("pbn", "opening"), [
    ("A65.AKQJ862.4.K7", "1D"),
    ("AKQJ5.K32.A2.432", "1C"),
    ("AKQ32.4.AKJ32.32", "1C"),
])
def test_a_seventeen_count_too_strong_to_overcall_doubles_first(pbn: str, opening: str) -> None:
    decision = choose_call(cards(pbn), [opening], "E")
    assert (decision.call, decision.rule_id) == ("X", "ov.x.strong")
    # The doubler's next call shows the suit and the strength (17+), so the two ranges meet.
    advance = "1S" if opening == "1D" else "1H"
    again = choose_call(cards(pbn), [opening, "X", "P", advance, "P"], "E")
    assert again.call not in ("P", "X") and again.explanation.constraints.hcp_min >= 17


def test_sixteen_still_overcalls() -> None:
    decision = choose_call(cards("A65.AKQJ862.4.Q7"), ["1D"], "E")
    assert decision.call == "1H"


def test_five_cards_in_their_suit_still_pass() -> None:
    assert choose_call(cards("A6.KQ2.AKJ32.K72"), ["1D"], "E").call in ("P", "1NT")


def test_sixteen_balanced_without_their_stopper_doubles() -> None:
    # Common practice: too strong to pass; no suit to overcall, no stopper for 1NT.
    decision = choose_call(cards("AK4.T95.KQJ6.KT9"), ["1H"], "E")
    assert (decision.call, decision.rule_id) == ("X", "ov.x.values")


def test_self_play_finds_the_opening_contexts() -> None:
    seen = self_play_contexts(12, seed=3)
    assert seen[()] == 12  # every deal starts with the dealer's turn
    assert sum(seen.values()) >= 12 * 4  # an auction has at least four calls


def test_classify_marks_the_last_resort_and_passes_of_strong_hands() -> None:
    view = auction_view(["1D"], "N")
    hand = evaluate(cards("A65.AKQJ862.4.K7"))
    decision = decide(hand, view, frozenset({"P"}))  # only Pass is left: no rule makes it here
    assert pass16_kind(hand, view, "P") == "pass16_direct"
    assert "pass16_direct" in classify(hand, view, decision, general_rule_ids())
    # Balancing (LHO opened, two passes) is not the direct seat.
    assert pass16_kind(hand, AuctionView(("1D", "P", "P"), "N"), "P") is None


def test_consistent_hands_repeat_the_seats_own_calls() -> None:
    assert consistent(cards("AK32.KQ2.A32.J32"), ["1NT", "P", "2C", "P"])
    assert not consistent(cards("5432.Q32.A32.432"), ["1NT", "P", "2C", "P"])


def test_no_strong_hand_passes_a_one_level_opening() -> None:
    rng = random.Random(5)
    general = general_rule_ids()
    for opening in ("1C", "1D", "1H", "1S"):
        report = sweep_context((opening,), 300, rng, True, general)
        assert report.hands == 300
        assert report.counts["pass16_direct"] == 0, report.examples.get("pass16_direct")
        assert report.counts["no_rule"] == 0


def test_the_sweep_over_the_most_common_contexts_finds_no_unanswered_hand() -> None:
    reports = sweep(contexts=8, hands=40, deals=20, seed=7)
    total = totals(reports)
    assert len(reports) == 8 and total["hands"] == 8 * 40
    assert total["no_rule"] == 0 and total["pass16_direct"] == 0 and total["pass16_responder"] == 0


def test_a_raise_too_strong_for_game_jump_shifts_first() -> None:
    # Issue #27: 20 HCP with four spades and a singleton is 23 support points, past the 4♠ raise (19-21).
    decision = choose_call(cards("AKQ3.9.AJ932.AQ4"), ["1D", "P", "1S", "P"], "N")
    assert (decision.call, decision.rule_id) == ("3C", "rb.raise.jumpshift")
    assert decision.explanation.forcing
    # A raise in range still goes straight to game.
    assert choose_call(cards("AKQ3.9.AJ932.K42"), ["1D", "P", "1S", "P"], "N").call == "4S"


@pytest.mark.parametrize(("responder", "call"), [("KJ742.K842.A5.32", "4NT"), ("J8542.KQ4.K5.J32", "P")])
def test_responder_asks_for_aces_after_the_strong_raise_with_eleven(responder: str, call: str) -> None:
    auction = ["1D", "P", "1S", "P", "3C", "P", "3NT", "P", "4S", "P"]
    assert choose_call(cards(responder), auction, "N").call == call


@pytest.mark.parametrize(("doubler", "call"), [
    ("AK83.5.AKJ4.KQ32", "4S"),  # issue #27: the 20-count doubler passed advancer's 2♠
    ("AQ83.5.AKJ4.Q432", "4S"),  # 16 opposite 9-12 is game too
    ("AQ83.5.KJ84.Q432", "P"),   # a minimum double declines
])
def test_the_doubler_answers_advancers_invitational_jump(doubler: str, call: str) -> None:
    assert choose_call(cards(doubler), ["1H", "X", "P", "2S", "P"], "W").call == call


def test_the_doubler_accepts_a_minor_jump_in_no_trump() -> None:
    decision = choose_call(cards("AQ83.KJ5.AKJ4.32"), ["1H", "X", "P", "3C", "P"], "W")
    assert (decision.call, decision.rule_id) == ("3NT", "dr.inv.3nt")


@pytest.mark.parametrize(("opener", "call"), [
    ("AKJ83.K5.AQ4.Q32", "4S"),  # issue #27: the 18-plus opener passed the pre-emptive raise with game cold
    ("AQ983.KQ5.KJ4.32", "P"),   # 16 support points opposite a weak raise: stop
])
def test_opener_bids_game_over_a_preemptive_raise_with_nineteen(opener: str, call: str) -> None:
    assert choose_call(cards(opener), ["1S", "X", "3S", "P"], "N").call == call


@pytest.mark.parametrize(("pbn", "opening"), [("AQ65.K854.AK.972", "1C"), ("T84.KJ54.AQ54.AQ", "1S")])
def test_sixteen_with_a_doubleton_unbid_suit_doubles(pbn: str, opening: str) -> None:
    # Found by the sweep: too strong to pass, no five-card suit, three cards in their suit.
    assert choose_call(cards(pbn), [opening], "E").call == "X"


def test_responder_accepts_opener_declining_his_invitation() -> None:
    # Issue #27: responder overruled opener's declined invitation with the same values.
    decision = choose_call(cards("JT5.J7432.7.AQT6"), ["P", "1NT", "P", "2D", "P", "2H", "P", "2NT", "P", "3H", "P"],
                           "N")
    assert (decision.call, decision.rule_id) == ("P", "1NT.tr.declined")


def test_a_strong_advancer_passing_their_raise_is_a_hole() -> None:
    view = auction_view(["1H", "X", "4H"], "N")
    hand = evaluate(cards("AKQ3.32.A432.K32"))
    assert pass16_kind(hand, view, "P") == "pass16_advance"
    assert pass16_kind(hand, view, "4S") is None
    # Four cards in their suit: a pass may be for penalty, not counted.
    assert pass16_kind(evaluate(cards("AKQ.QJ32.A432.K3")), view, "P") is None


def test_no_strong_advancer_passes_their_raise() -> None:
    rng = random.Random(9)
    general = general_rule_ids()
    for raised in (("1H", "X", "3H"), ("1H", "X", "4H"), ("1S", "X", "3S"), ("1D", "X", "2D")):
        report = sweep_context(raised, 200, rng, False, general)
        assert report.counts["pass16_advance"] == 0, (raised, report.examples.get("pass16_advance"))


def test_a_strong_responder_passing_their_overcall_is_a_hole() -> None:
    hand = evaluate(cards("AK2.KQ2.A432.J32"))
    assert pass16_kind(hand, auction_view(["1H", "1S"], "N"), "P") == "pass16_responder"
    # Four cards in their suit: a trap pass, not counted.
    assert pass16_kind(evaluate(cards("AKJ2.KQ2.A43.J32")), auction_view(["1H", "1S"], "N"), "P") is None
    rng = random.Random(4)
    general = general_rule_ids()
    for auction in (("1H", "1S"), ("1D", "2C"), ("1C", "1H"), ("1S", "2D")):
        report = sweep_context(auction, 200, rng, False, general)
        assert report.counts["pass16_responder"] == 0, (auction, report.examples.get("pass16_responder"))
