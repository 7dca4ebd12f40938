"""The SAYC booklet's weak two-bids, pre-empts and defence against pre-empts, one test per statement.

Hands are constructed for each statement; "common practice" marks where the booklet is silent.
"""
from __future__ import annotations

from bidding_helpers import call, cards

from cardlearn.ai.bridge.bidder import choose_call

# --- weak two-bids ------------------------------------------------------------------------------------------


def test_weak_two_is_a_good_six_card_suit_from_five_hcp() -> None:
    assert call("KQJ932.32.432.32") == ("2S", "open.weak2")
    assert call("32.AQT932.432.32")[0] == "2H"
    assert call("2.32.KQJ932.5432")[0] == "2D"
    # Below five HCP there is no weak two.
    assert call("QJ9832.32.432.32")[0] == "P"


def test_weak_two_range_reaches_eleven_hcp() -> None:
    # SAYC booklet: 5–11 HCP. Eleven with the values in the suit is a weak two, not one of the suit ...
    assert call("AKQJ32.87.J32.32") == ("2S", "open.weak2.11")
    assert "11" in choose_call(cards("AKQJ32.87.J32.32"), [], "N").explanation.text("en")
    # ... but eleven with a second suit (the Rule of 20 met by shape) opens one.
    assert call("AKJ932.7.J9432.Q2")[0] == "1S"
    # Twelve opens one of the suit.
    assert call("AKQJ32.87.Q32.32")[0] == "1S"


def test_no_weak_two_in_clubs() -> None:
    # 2♣ is the strong opening: six good clubs pre-empt at three instead (common practice, not vulnerable).
    assert call("32.32.432.KQJ932")[0] != "2C"


def test_weak_two_without_a_side_four_card_major() -> None:
    # Common practice: a side four-card major may miss a fit, so open one or pass instead.
    assert call("KQJ932.QT32.32.2")[0] != "2S"


def test_third_seat_five_card_weak_two_is_common_practice() -> None:
    assert call("KQJ93.432.Q32.32", "P P") == ("2S", "open.weak2.third")
    assert call("KQJ93.432.Q32.32")[0] == "P"


def test_fourth_seat_does_not_pre_empt() -> None:
    # Common practice: in fourth seat a weak hand passes the deal out.
    assert call("32.KQJ932.432.32", "P P P")[0] == "P"


def test_raise_of_a_weak_two_is_pre_emptive() -> None:
    assert call("K932.32.Q432.432", "2S P") == ("3S", "rw.raise")
    # ... and the weak two does not bid again.
    assert call("KQJ932.32.432.32", "2S P 3S P")[0] == "P"


def test_new_suit_response_to_a_weak_two_is_forcing() -> None:
    decision = choose_call(cards("AKJ32.2.432.AKQ2"), ["2H", "P"], "N")
    assert decision.call == "2S" and decision.explanation.forcing
    # Opener answers: support, or the own suit again with nothing more to say.
    assert call("2.KQJ932.K32.432", "2H P 2S P")[0] == "3H"
    assert call("Q32.KQJ932.32.32", "2H P 2S P")[0] == "3S"


def test_two_nt_asks_and_opener_answers_minimum_or_feature() -> None:
    decision = choose_call(cards("A32.AK32.K32.432"), ["2S", "P"], "N")
    assert decision.call == "2NT" and decision.explanation.forcing
    # A minimum rebids the suit ...
    assert call("KQJ932.32.432.32", "2S P 2NT P") == ("3S", "w2a.min")
    # ... a maximum shows a feature (an ace or king) ...
    assert call("KQJ932.32.A32.32", "2S P 2NT P") == ("3D", "w2a.feature")
    assert call("KQJ932.K2.Q32.32", "2S P 2NT P") == ("3H", "w2a.feature")
    # ... or bids 3NT with a solid suit.
    assert call("AKQ932.32.432.J2", "2S P 2NT P") == ("3NT", "w2a.3nt")


def test_asker_places_the_contract_after_the_answer() -> None:
    assert call("A2.AK32.AK32.432", "2S P 2NT P 3D P")[0] == "4S"
    assert call("A2.AK32.Q432.432", "2S P 2NT P 3S P")[0] == "P"
    # Three of the suit may be a minimum (5–8): 14 HCP bids game over a feature only ...
    assert call("A2.KQ32.KQ32.432", "2S P 2NT P 3D P") == ("4S", "w2f.game")
    assert call("A2.KQ32.KQ32.432", "2S P 2NT P 3S P")[0] == "P"
    # ... 16 bids it over either answer.
    assert call("A32.AK32.KQ2.432", "2S P 2NT P 3S P") == ("4S", "w2f.game.any")


def test_three_nt_and_four_of_the_major_are_to_play() -> None:
    assert call("A2.KQJ32.AK2.Q32", "2S P")[0] == "3NT"
    assert call("K32.AK2.AK32.K32", "2S P")[0] == "4S"
    assert call("KQJ932.32.432.32", "2S P 4S P")[0] == "P"
    assert call("KQJ932.32.432.32", "2S P 3NT P")[0] == "P"


def test_no_sixteen_count_passes_partners_weak_two() -> None:
    # A singleton in partner's suit and no long suit of one's own still asks (or bids game).
    for pbn in ("2.AK32.KQ32.A432", ".AKQ2.AKJ32.K432", "2.AQ32.KQ32.AQ32"):
        assert call(pbn, "2S P")[0] != "P", pbn


# --- three- and four-level openings --------------------------------------------------------------------------


def test_three_level_opening_is_a_seven_card_suit_below_opening_strength() -> None:
    assert call("KQJ9832.32.32.32") == ("3S", "open.3p")
    assert call("32.AKQJ932.32.32")[0] == "3H"
    assert call("2.32.32.KQJ9832")[0] == "3C"
    # Opening strength opens one of the suit.
    assert call("KQJ9832.A2.K2.32")[0] == "1S"


def test_four_level_opening_is_an_eight_card_suit() -> None:
    assert call("KQJ98732.32.32.2") == ("4S", "open.4M")
    assert call("2.2.KQJ98732.32")[0] == "4D"


def test_fourth_seat_weak_hand_does_not_pre_empt_at_three() -> None:
    assert call("32.32.KQJ9832.32", "P P P")[0] == "P"


def test_new_suit_below_game_over_a_pre_empt_is_forcing_and_answered() -> None:
    decision = choose_call(cards("AKQJ2.AK2.32.432"), ["3D", "P"], "N")
    assert decision.call in ("3S", "3NT")
    decision = choose_call(cards("AKQJ32.A2.K2.432"), ["3D", "P"], "N")
    assert decision.call == "3S" and decision.explanation.forcing
    assert call("Q32.32.KQJ9832.2", "3D P 3S P")[0] == "4S"
    assert call("32.32.KQJ9832.A2", "3D P 3H P")[0] == "4D"


def test_raise_of_a_three_level_pre_empt_and_3nt_are_to_play() -> None:
    assert call("A2.AKJ32.AK2.432", "3S P")[0] == "4S"
    assert call("AKQ2.KQ2.A32.432", "3D P")[0] == "3NT"
    assert call("32.KQJ9832.32.32", "3H P 4H P")[0] == "P"
    # A weak hand passes.
    assert call("K2.A32.Q432.5432", "3H P")[0] == "P"


def test_four_nt_over_a_four_level_opening_is_blackwood() -> None:
    # Five quick tricks and two aces opposite the pre-empter's seven tricks: ask for aces (common practice) ...
    decision = choose_call(cards("A32.AK2.A2.AK432"), ["4S", "P"], "N")
    assert decision.call == "4NT" and decision.rule_id == "bw.ask.pre4" and decision.explanation.forcing
    # ... and the pre-empter answers aces.
    assert call("KQJ98732.32.32.2", "4S P 4NT P")[0] == "5C"
    assert call("A32.KQ2.AQ2.KQ32", "4H P 4NT P 5C P")[0] == "5H"
    # Without the tricks responder passes partner's game.
    assert call("K32.A32.Q432.432", "4H P")[0] == "P"


# --- defence against pre-empts ---------------------------------------------------------------------------------


def test_double_of_a_weak_two_or_three_bid_is_for_takeout() -> None:
    assert call("AQ32.2.KQ32.A432", "2H") == ("X", "ovh.x")
    assert call("AQ32.2.KQ32.A432", "3H") == ("X", "ovh.x")
    assert call("2.AQ32.KQ32.A432", "3S") == ("X", "ovh.x")


def test_advancer_bids_his_best_suit_and_jumps_with_values() -> None:
    assert call("Q432.32.5432.432", "2H X P")[0] == "2S"
    assert call("KQ432.32.A432.32", "2H X P")[0] == "3S"
    assert call("Q432.32.5432.432", "3H X P")[0] == "3S"


def test_advancer_passes_for_penalty_with_their_trumps() -> None:
    assert call("432.KQT92.A32.32", "2H X P") == ("P", "adv.penalty")


def test_overcall_of_a_pre_empt_is_a_good_suit_and_sound_values() -> None:
    assert call("AQJ932.K2.A32.32", "2H") == ("2S", "ovh.suit")
    assert call("A2.K2.AQJ932.432", "2S") == ("3D", "ovh.suit")
    # A weak long suit does not come in at the three level.
    assert call("Q98762.32.K32.32", "2H")[0] == "P"


def test_two_nt_over_a_weak_two_is_natural_fifteen_to_eighteen() -> None:
    decision = choose_call(cards("KQ2.AJ2.KJ32.A32"), ["2S"], "N")
    assert decision.call == "2NT"
    assert "15" in decision.explanation.text("en") and "18" in decision.explanation.text("en")


def test_balanced_nineteen_doubles_a_weak_two_then_bids_no_trump() -> None:
    assert call("AQ2.KJ2.KQ32.A32", "2S")[0] == "X"


def test_three_nt_over_a_three_level_pre_empt_is_to_play() -> None:
    assert call("KQ2.AQ2.KJ32.A32", "3S") == ("3NT", "ovh.3nt")


def test_cue_bid_of_a_weak_two_is_a_strong_two_suiter() -> None:
    # Common practice: a Michaels-like hand with game values.
    decision = choose_call(cards("AKJ32.2.2.AKQ432"), ["2H"], "N")
    assert decision.call == "3H"


def test_sixteen_count_with_a_five_card_suit_comes_in_over_a_pre_empt() -> None:
    # Common practice: 16+ with at most three of their suit acts (the suit need not be good).
    assert call("AJ7642.AKQ.Q2.T7", "3D") == ("3S", "ovh.suit.16")
    assert call("A.T8.AK952.AJ753", "3H")[0] in ("X", "4D", "4C")
    # Four of their trumps: a trap pass is common practice.
    assert call("A.AK65.KQ52.8743", "2H")[0] == "P"


# --- the pre-emptive jump raise over their double ------------------------------------------------------------------


def test_jump_raise_over_a_double_is_pre_emptive() -> None:
    decision = choose_call(cards("K432.32.Q5432.32"), ["1S", "X"], "N")
    assert decision.call == "3S" and decision.rule_id == "xx.jump"


def test_opener_with_eighteen_bids_game_over_the_pre_emptive_raise() -> None:
    # Issue #27: an 18-count passed 3♠ with game cold.
    assert call("AKQ32.A2.KQ2.432", "1S X 3S P") == ("4S", "xxj.game")
    assert call("AKJ32.A2.KQ2.Q32", "1S X 3S P") == ("4S", "xxj.game")
    # Four losers make game on shape too.
    assert call("AKQJ32.A32.K432.", "1S X 3S P")[0] == "4S"
    # A minimum passes.
    assert call("AKJ32.Q2.K32.432", "1S X 3S P") == ("P", "xxj.pass")


def test_jump_raise_over_an_overcall_is_pre_emptive_and_the_cue_bid_is_the_limit_raise() -> None:
    # Common ACBL practice (the negative-doubles chapter): over their overcall the cue bid is the raise with
    # values (10+ points) and the jump raise is pre-emptive, as over their double.
    assert call("K432.K2.Q5432.32", "1S 2C") == ("3C", "cr.cue.raise")
    assert call("K432.32.Q5432.32", "1S 2C") == ("3S", "cr.jump.pre")


def test_a_sixteen_count_short_in_partners_suit_asks_rather_than_passes() -> None:
    # Found by a sweep: no stopper for 3NT, no five-card suit, a singleton spade: 2NT still forces.
    decision = choose_call(cards("A.T654.AJT2.AKT5"), ["2S", "P"], "N")
    assert decision.call == "2NT" and decision.rule_id == "rw.ask.16"
    assert call("A.T654.AJT2.AKT5", "2S P 2NT P 3S P")[0] == "P"
