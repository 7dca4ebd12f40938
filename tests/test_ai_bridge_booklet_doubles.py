"""The SAYC booklet's doubles, one test per statement, on constructed hands (issue #27, item 2).

Takeout doubles of a one-level opening and their advances, the doubler's rebids, the opener's side after
their takeout double, negative doubles and opener's answers, penalty doubles. Where the booklet gives no
figure, the range is common ACBL practice (the rule's meaning says so).
"""
from __future__ import annotations

from bidding_helpers import cards

from cardlearn.ai.bridge.bidder import choose_call


def call(pbn: str, auction: str, dealer: str = "N") -> str:
    """The call the system chooses."""
    return choose_call(cards(pbn), auction.split(), dealer).call


def decision(pbn: str, auction: str, dealer: str = "N"):
    """The whole decision (call, rule, meaning)."""
    return choose_call(cards(pbn), auction.split(), dealer)


# --- The takeout double of a one-level opening ------------------------------------------------------------

def test_takeout_double_shows_opening_values_short_in_their_suit_and_support_for_the_others() -> None:
    assert call("KJ54.3.AQ54.K432", "1H") == "X"
    assert call("AQ54.3.KJ54.K43", "1H") == "X"


def test_both_majors_double_a_minor_even_with_three_cards_in_it() -> None:
    # Common practice: 4-4 in the majors over 1♣ is the classic takeout double.
    assert call("KQ54.AJ43.32.K32", "1C") == "X"


def test_four_cards_in_their_suit_and_a_minimum_is_no_takeout_double() -> None:
    assert call("KJ54.Q432.A32.Q2", "1H") == "P"


def test_a_hand_too_strong_to_overcall_doubles_first_and_then_bids_its_suit() -> None:
    assert call("AKQJ54.A4.K3.A32", "1D") == "X"
    assert call("AKQJ54.A4.K3.A32", "1D X P 1H P") == "1S"


def test_a_strong_balanced_doubler_bids_no_trump_next() -> None:
    assert call("AK5.A4.KQ3.AJ532", "1D") == "X"
    assert call("AK5.A4.KQ3.AJ532", "1D X P 1H P") == "2NT"


# --- Advancing partner's takeout double --------------------------------------------------------------------

def test_advancer_with_nothing_bids_the_cheapest_suit_a_major_first() -> None:
    assert call("9754.32.5432.432", "1H X P") == "1S"
    assert call("9754.432.5432.32", "1C X P") == "1S"


def test_advancers_jump_invites_with_about_nine_to_twelve() -> None:
    d = decision("KJ54.32.Q432.A32", "1H X P")
    assert d.call == "2S" and not d.explanation.forcing


def test_advancers_cue_bid_shows_game_values_and_forces() -> None:
    d = decision("AJ54.3.KQ42.A432", "1H X P")
    assert d.call == "2H" and d.explanation.forcing


def test_advancers_no_trump_shows_a_stopper_one_two_or_three_by_strength() -> None:
    assert call("Q54.KJ3.J432.J32", "1H X P") == "1NT"    # 8
    assert call("Q54.KJ3.Q432.J32", "1H X P") == "1NT"    # 9, balanced: no jump to 3♦
    assert call("Q54.KJ3.Q432.K32", "1H X P") == "2NT"    # 11
    assert call("Q54.KJ3.Q432.AJ2", "1H X P") == "3NT"    # 13


def test_advancer_converts_for_penalty_with_long_strong_trumps() -> None:
    assert call("54.KQJT9.Q432.32", "1H X P") == "P"


# --- The doubler's rebids ------------------------------------------------------------------------------------

def test_a_minimum_doubler_passes_advancers_minimum_answer() -> None:
    assert call("KQ54.AJ54.3.Q432", "1D X P 1S P") == "P"


def test_the_doubler_raises_with_extra_values() -> None:
    assert call("KQ54.AJ54.3.AQ32", "1D X P 1S P") == "2S"


def test_the_doubler_jump_raises_with_nineteen_to_twenty_one_even_to_the_four_level() -> None:
    # Issue #27: a 20-count passed advancer's simple two-level answer.
    assert call("4.AKJ5.AQJ5.KQ32", "1S X P 2H P") == "4H"
    assert call("AQJ4.32.AKJ5.KQ2", "1H X P 2D P") == "4D"
    assert call("AQJ4.32.AKJ5.KQ2", "1H X P 1S P") == "3S"


def test_the_doubler_accepts_advancers_invitational_jump_with_extras_and_declines_with_a_minimum() -> None:
    assert call("KQ54.AJ54.3.KJ32", "1D X P 2H P") == "4H"
    assert call("KQ54.AJ54.3.Q432", "1D X P 2H P") == "P"
    assert call("AQJ4.32.AKJ5.KQ2", "1H X P 2S P") == "4S"


def test_the_doubler_accepts_advancers_two_no_trump_with_extras() -> None:
    assert call("KQ54.AJ54.3.AJ32", "1D X P 2NT P") == "3NT"
    assert call("KQ54.AJ54.3.Q432", "1D X P 2NT P") == "P"


def test_the_strong_doubler_doubles_again_over_their_jump_to_game() -> None:
    # Issue #27: after 1♥–X–4♥–P–P a 20-count passed; a minimum double still passes.
    assert call("AQJ4.32.AKJ5.KQ2", "1H X 4H P P") == "X"
    assert call("AQ54.K.AJ54.Q432", "1H X 4H P P") == "P"


def test_advancer_leaves_the_second_double_of_game_in_without_a_long_suit() -> None:
    assert call("KJ54.Q32.5432.32", "1H X 4H P P X P") == "P"


def test_the_very_strong_doubler_cue_bids() -> None:
    assert call("AK5.AQ4.KQ3.AJ53", "1D X P 1H P") == "2D"


def test_the_doubler_answers_advancers_cue_bid_with_the_unbid_major() -> None:
    d = decision("KQ54.3.AJ54.K432", "1H X P 2H P")
    assert d.call == "2S" and d.explanation.forcing


# --- The opener's side after their takeout double ------------------------------------------------------------

def test_responder_redoubles_with_ten_or_more() -> None:
    assert call("K54.32.AQ54.K432", "1H X") == "XX"


def test_a_new_suit_at_the_one_level_stays_forcing_after_their_double() -> None:
    d = decision("KJ654.32.K54.432", "1H X")
    assert d.call == "1S" and d.explanation.forcing


def test_the_jump_raise_over_their_double_is_pre_emptive() -> None:
    d = decision("54.Q5432.K54.432", "1H X")
    assert d.call == "3H" and not d.explanation.forcing


def test_two_no_trump_over_their_double_is_jordan_a_limit_raise_or_better() -> None:
    d = decision("54.Q532.AJ54.K32", "1H X")
    assert d.call == "2NT" and d.explanation.forcing
    assert call("AK654.KQ3.54.432", "1S X 2NT P") == "3S"
    assert call("AKJ54.KQ3.A4.Q32", "1S X 2NT P") == "4S"


def test_a_weak_six_card_suit_is_bid_at_the_two_level_and_opener_passes_it() -> None:
    d = decision("32.32.K54.KJ6543", "1H X")
    assert d.call == "2C" and not d.explanation.forcing
    assert call("AK654.KQ3.54.Q32", "1S X 2C P") == "P"


def test_after_the_redouble_opener_passes_their_escape_or_doubles_it_with_length() -> None:
    assert call("AK654.KQ3.54.432", "1S X XX 2C") == "P"
    assert call("AK654.KQ3.5.Q432", "1S X XX 2C") == "X"


# --- Negative doubles ----------------------------------------------------------------------------------------

def test_negative_double_at_the_one_level_shows_the_unbid_majors() -> None:
    assert call("K543.Q432.54.J32", "1C 1D") == "X"
    assert call("K543.Q43.54.J432", "1D 1H") == "X"


def test_negative_double_at_the_two_level_needs_more_values() -> None:
    assert call("K53.Q432.A4.J432", "1C 2S") == "X"
    assert call("K53.QJ432.4.J432", "1C 2S") == "P"


def test_opener_answers_the_negative_double_by_strength() -> None:
    assert call("A54.KQ32.AQ54.32", "1D 1S X P") == "2H"      # minimum: the major at the cheapest level
    assert call("KQ54.32.AJ54.AK2", "1D 1H X P") == "2S"      # 16-18: a jump
    assert call("AKQ4.K2.AQ654.K2", "1D 1H X P") == "4S"      # 19+ and the fit: game
    assert call("Q54.32.KJ54.AQ32", "1D 1S X P") == "1NT"     # balanced minimum with their suit stopped


def test_openers_cue_bid_after_the_negative_double_forces_to_game() -> None:
    # Issue #27: a 20-count without a fit rebid a minimum 2♦.
    d = decision("AQ4.K2.AQJ54.AK2", "1D 1H X P")
    assert d.call == "2H" and d.explanation.forcing
    assert call("K543.Q432.54.J32", "1C 1D X P 2D P") != "P"


# --- Penalty doubles -----------------------------------------------------------------------------------------

def test_a_double_of_their_one_no_trump_overcall_is_for_penalty() -> None:
    assert call("K54.Q2.AJ54.Q432", "1H 1NT") == "X"


def test_advancer_doubles_their_one_no_trump_response_for_penalty_with_values() -> None:
    assert call("K54.Q2.AJ54.Q432", "1H X 1NT") == "X"


def test_opener_passes_responders_one_no_trump_over_their_double_with_a_minimum() -> None:
    assert call("AK654.KQ3.54.432", "1S X 1NT P") == "P"
    assert call("AK6543.KQ3.54.2", "1S X 1NT P") == "2S"
    assert call("AK654.KQ3.A4.Q32", "1S X 1NT P") == "2NT"


def test_a_weak_advancer_competes_with_a_five_card_suit_after_their_one_no_trump_or_passes() -> None:
    assert call("T865.3.QJ862.Q87", "1H X 1NT") == "2D"
    assert call("T865.853.QJ2.Q87", "1H X 1NT") == "P"


def test_opener_after_responders_simple_raise_over_their_double_passes_a_minimum() -> None:
    assert call("AK654.KQ3.54.432", "1S X 2S P") == "P"
    assert call("AKQ654.KQ3.A4.2", "1S X 2S P") == "4S"


def test_the_doubler_still_raises_advancer_after_opener_competes() -> None:
    assert call("AK64.AK72.KQ5.64", "1D X P 1S 2D") == "3S"
    assert call("K643.AJ72.5.K642", "1D X P 1S 2D") == "P"
