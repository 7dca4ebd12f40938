"""The no-trump chapter of the ACBL SAYC booklet (revised January 2006), one test per statement, on constructed hands.

Where the booklet is silent the test names the common ACBL practice the system follows instead.
"""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.explain import explain


def call(pbn: str, auction: str = "") -> str:
    """The AI's call for ``pbn`` (``S.H.D.C``) after ``auction`` (dealer North)."""
    return choose_call([s + r for s, ranks in zip("SHDC", pbn.split(".")) for r in ranks], auction.split(), "N").call


def rule_of(pbn: str, auction: str = "") -> str:
    """The rule that chose the AI's call."""
    return choose_call([s + r for s, ranks in zip("SHDC", pbn.split(".")) for r in ranks], auction.split(),
                       "N").rule_id


def meaning(auction: str) -> str:
    """The English meaning of the last call of ``auction`` (a learner's call: no hand known)."""
    calls = auction.split()
    return explain(calls, len(calls) - 1, "N").text("en")


# --- Openings ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("pbn, expected", [
    ("AK2.KQ2.A432.J32", "1NT"),   # 15 balanced
    ("AK2.KQ2.AQ32.K32", "2NT"),   # 21 balanced
    ("AKQ2.KQ2.AQ32.KQ", "3NT"),   # 27 balanced
    ("AK2.AKQ2.AQ32.Q2", "2C"),    # 24 balanced: 2♣ first, then 2NT
])
def test_notrump_openings_show_their_ranges(pbn, expected):
    # Booklet: 1NT 15–17, 2NT 20–21, 3NT 25–27; 22–24 balanced opens 2♣ and rebids 2NT.
    assert call(pbn) == expected


@pytest.mark.parametrize("pbn", ["AKJ32.K2.Q32.K32", "K32.AQJ32.K2.Q32", "K32.Q2.AKJ32.Q32"])
def test_1nt_may_hold_a_five_card_suit(pbn):
    # Booklet: no-trump openings may be made with a five-card major or minor.
    assert call(pbn) == "1NT"


def test_two_clubs_then_two_notrump_uses_the_two_notrump_responses():
    assert call("AK2.AKQ2.AQ32.Q2", "2C P 2D P") == "2NT"
    assert call("Q432.A32.432.432", "2C P 2D P 2NT P") == "3C"     # Stayman
    assert call("32.KJ432.432.432", "2C P 2D P 2NT P") == "3D"     # transfer to hearts


# --- Stayman ----------------------------------------------------------------------------------------------


def test_stayman_asks_for_a_four_card_major():
    assert call("Q432.A432.K2.432", "1NT P") == "2C"


@pytest.mark.parametrize("pbn, expected", [
    ("AK32.KQ32.A2.J32", "2H"),    # both majors: hearts first
    ("AK32.Q32.A32.KJ2", "2S"),    # four spades, not four hearts
    ("AK2.KQ2.A432.J32", "2D"),    # no four-card major
])
def test_openers_answers_to_stayman(pbn, expected):
    assert call(pbn, "1NT P 2C P") == expected


@pytest.mark.parametrize("pbn, auction, expected", [
    ("Q432.A32.K32.432", "1NT P 2C P 2S P", "3S"),     # fit, invitational
    ("Q432.A32.K32.K32", "1NT P 2C P 2S P", "4S"),     # fit, game
    ("Q432.A32.K32.432", "1NT P 2C P 2H P", "2NT"),    # no fit, invitational
    ("Q432.A32.K32.K32", "1NT P 2C P 2H P", "3NT"),    # no fit, game
])
def test_responders_raises_and_notrump_bids_after_stayman(pbn, auction, expected):
    assert call(pbn, auction) == expected


def test_opener_finds_the_spade_fit_after_responders_notrump_bid():
    # Stayman promised a major: after 2♥, responder's 2NT or 3NT shows four spades.
    assert call("AK32.KQ32.A2.J32", "1NT P 2C P 2H P 2NT P") == "4S"     # maximum
    assert call("AK32.KQ32.Q2.J32", "1NT P 2C P 2H P 2NT P") == "3S"     # minimum
    assert call("AK32.KQ32.A2.J32", "1NT P 2C P 2H P 3NT P") == "4S"
    assert call("AK2.KQ32.Q32.J32", "1NT P 2C P 2H P 3NT P") == "P"


def test_five_card_major_after_the_two_diamond_answer():
    # Two of the major invites (booklet); the jump forces to game (common practice) and opener raises with three.
    assert call("KQ432.A432.32.32", "1NT P 2C P 2D P") == "2S"
    assert call("KQ432.A432.K2.32", "1NT P 2C P 2D P") == "3S"
    assert call("KQ43.AJ432.K2.32", "1NT P 2C P 2D P") == "3H"
    assert "forcing" in meaning("1NT P 2C P 2D P 3S")
    assert call("AK2.Q32.A432.QJ3", "1NT P 2C P 2D P 3S P") == "4S"
    assert call("AK2.Q3.A432.QJ32", "1NT P 2C P 2D P 3H P") == "3NT"


def test_opener_answers_the_invitational_five_card_major():
    # Common practice: game with a maximum (the major with three), else pass; no second invitation.
    assert call("AK2.Q32.A432.Q32", "1NT P 2C P 2D P 2S P") == "P"
    assert call("AK2.Q32.AQ32.K32", "1NT P 2C P 2D P 2S P") == "4S"
    assert call("AK.Q43.AJ32.Q432", "1NT P 2C P 2D P 2S P") == "3NT"


def test_five_card_major_after_the_denial_over_2nt_forces_to_game():
    assert call("QJ432.A432.32.32", "2NT P 3C P 3D P") == "3S"
    assert call("AK2.KQ2.AQ32.K32", "2NT P 3C P 3D P 3S P") == "4S"
    assert call("AK.KQ2.AQ32.K432", "2NT P 3C P 3D P 3S P") == "3NT"


def test_three_of_a_minor_after_stayman_is_a_slam_try():
    assert call("AQ32.K2.AKJ32.32", "1NT P 2C P 2H P") == "3D"


# --- Jacoby transfers -------------------------------------------------------------------------------------


@pytest.mark.parametrize("pbn, expected", [
    ("32.KJ432.432.432", "2D"),
    ("KJ432.32.432.432", "2H"),
])
def test_transfers_show_five_cards_at_any_strength(pbn, expected):
    assert call(pbn, "1NT P") == expected


@pytest.mark.parametrize("pbn, expected", [
    ("AK2.Q32.A432.Q32", "2H"),    # completes
    ("AK2.Q432.A32.Q32", "2H"),    # four trumps but 15: completes
    ("AK2.Q432.A32.KJ2", "3H"),    # 17 and four trumps: jumps
])
def test_opener_completes_or_jumps_with_seventeen_and_four_trumps(pbn, expected):
    assert call(pbn, "1NT P 2D P") == expected


@pytest.mark.parametrize("pbn, expected", [
    ("32.KJ432.432.432", "P"),      # weak: plays 2♥
    ("32.KJ432.K32.Q32", "2NT"),    # five cards, invitational
    ("32.KJ4322.K32.32", "3H"),     # six cards, invitational
    ("32.KJ432.K32.A32", "3NT"),    # five cards, game: choice of games
    ("32.KJ4322.K32.A2", "4H"),     # six cards, game
    ("2.KJ432.AQ32.K32", "3D"),     # a new suit: natural, game forcing
    ("32.KQ432.AK2.A32", "4NT"),    # five cards, 16–17: quantitative
])
def test_responders_rebids_after_the_transfer(pbn, expected):
    assert call(pbn, "1NT P 2D P 2H P") == expected


def test_a_new_suit_after_the_transfer_forces_and_opener_chooses_the_game():
    assert "forcing" in meaning("1NT P 2D P 2H P 3D")
    assert call("AK2.Q32.A432.Q32", "1NT P 2D P 2H P 3D P") == "4H"       # three trumps
    assert call("AK32.Q3.A432.Q32", "1NT P 2D P 2H P 3D P") == "3NT"      # two trumps


@pytest.mark.parametrize("pbn, auction, expected", [
    ("AK2.Q32.A432.Q32", "2NT P", "3H"),     # minimum, three trumps
    ("AK2.Q32.A432.KJ2", "2NT P", "4H"),     # maximum, three trumps
    ("AK2.Q3.A432.KJ32", "2NT P", "3NT"),    # maximum, two trumps
    ("AK2.Q3.A432.Q432", "2NT P", "P"),      # minimum, two trumps
    ("AK2.Q3.A432.Q432", "3H P", "P"),       # minimum
    ("AK2.Q3.A432.KJ32", "3H P", "4H"),      # maximum
    ("AK2.Q32.A432.Q32", "3NT P", "4H"),     # three trumps
    ("AK32.Q3.A432.Q32", "3NT P", "P"),      # two trumps
])
def test_openers_answers_to_responders_invitations_after_the_transfer(pbn, auction, expected):
    assert call(pbn, "1NT P 2D P 2H P " + auction) == expected


# --- The minors, the major slam try, no trump raises, Gerber ----------------------------------------------


def test_two_spades_asks_for_three_clubs_to_play_a_minor():
    assert call("32.32.432.QJ8432", "1NT P") == "2S"
    assert call("AK2.Q32.A432.Q32", "1NT P 2S P") == "3C"
    assert call("32.32.432.QJ8432", "1NT P 2S P 3C P") == "P"
    assert call("32.32.QJ8432.432", "1NT P 2S P 3C P") == "3D"


def test_three_of_a_minor_invites_three_notrump_with_a_good_six_card_suit():
    assert call("32.32.AQJ432.Q32", "1NT P") == "3D"
    assert call("32.432.2.AQJ432", "1NT P") == "3C"
    assert "3NT" in meaning("1NT P 3D")
    # Common practice: opener accepts with an honour in the suit, else passes.
    assert call("AK2.Q3.KJ32.Q432", "1NT P 3D P") == "3NT"
    assert call("AK2.QJ3.432.AJ32", "1NT P 3D P") == "P"         # 15, no honour
    assert call("AKT6.AJ9.A852.82", "1NT P 3C P") == "3NT"       # 16, two cards


def test_three_of_a_major_shows_six_cards_and_slam_interest():
    assert call("AKJ432.K2.K32.32", "1NT P") == "3S"
    assert call("AK2.Q3.A432.Q432", "1NT P 3S P") == "4S"


@pytest.mark.parametrize("pbn, expected", [
    ("Q32.K32.J432.432", "P"),      # 6
    ("Q32.K32.Q432.J32", "2NT"),    # 8: invitational
    ("Q32.K32.A432.J32", "3NT"),    # 10
    ("KQ2.AJ2.K432.A32", "4NT"),    # 17: invites 6NT
    ("KQ2.AJ2.KQ32.A32", "6NT"),    # 19
])
def test_notrump_raises_of_1nt(pbn, expected):
    assert call(pbn, "1NT P") == expected


def test_opener_answers_the_notrump_invitations():
    assert call("AK2.Q32.A432.Q32", "1NT P 2NT P") == "P"       # 15
    assert call("AK2.Q32.A432.KJ2", "1NT P 2NT P") == "3NT"     # 17
    assert call("AK2.Q32.A432.Q32", "1NT P 4NT P") == "P"       # 15
    assert call("AK2.Q32.AK32.Q32", "1NT P 4NT P") == "6NT"     # 17


def test_gerber_over_1nt_and_2nt():
    assert call("AK2.Q32.A432.Q32", "1NT P 4C P") == "4S"       # two aces
    assert call("AK2.KQ2.AQ32.K32", "2NT P 4C P") == "4S"
    assert call("KQ2.K32.KQ2.K432", "1NT P 4C P") == "4D"       # no ace


def test_responses_to_2nt():
    assert call("Q432.A32.432.432", "2NT P") == "3C"
    assert call("32.KJ432.432.432", "2NT P") == "3D"
    assert call("AK2.KQ2.AQ32.K32", "2NT P 3D P") == "3H"
    assert call("32.K32.Q432.5432", "2NT P") == "3NT"
    assert call("Q2.K32.KJ32.Q432", "2NT P") == "4NT"
    # The quantitative 4NT: pass with 20, 6NT with 21 (the top of 20–21).
    assert call("AK2.KQ2.AQ32.Q32", "2NT P 4NT P") == "P"
    assert call("AK2.KQ2.AQ32.K32", "2NT P 4NT P") == "6NT"


# --- Interference ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("pbn, expected", [
    ("Q432.A432.K2.432", "2C"),
    ("32.KJ432.432.432", "2D"),
    ("KJ432.32.432.432", "2H"),
    ("32.32.432.QJ8432", "2S"),
    ("32.32.AQJ432.Q32", "3D"),
])
def test_systems_are_on_over_a_double_of_1nt(pbn, expected):
    assert call(pbn, "1NT X") == expected


def test_opener_answers_as_usual_after_the_double_of_1nt():
    assert call("AK2.Q32.A432.Q32", "1NT X 2H P") == "2S"
    assert call("AK2.KQ32.A32.Q32", "1NT X 2C P") == "2H"


def test_systems_are_on_over_a_double_of_2nt():
    # Common practice: the booklet speaks of 1NT, and 2NT doubled is played alike.
    assert call("Q432.A432.K2.432", "2NT X") == "3C"


@pytest.mark.parametrize("pbn, auction, expected", [
    ("32.KQT43.K32.432", "1NT 2C", "2H"),       # natural, to play
    ("32.AKJ432.K32.32", "1NT 2S", "4H"),       # six-card major, game
    ("32.AQ432.K32.Q32", "1NT 2S", "3H"),       # five-card major, forcing
    ("Q3.A2.KJ432.Q432", "1NT 2H", "3NT"),      # stopper, game
    ("QJ92.32.K32.A432", "1NT 2S", "X"),        # penalty
])
def test_natural_bids_over_their_overcall(pbn, auction, expected):
    # Booklet: over their overcall Stayman and transfers are off; bids are natural.
    assert call(pbn, auction) == expected


def test_the_cue_bid_is_stayman_over_their_overcall():
    assert call("KQ93.32.A32.J432", "1NT 2H") == "3H"
    assert call("Q432.A432.KQ2.32", "1NT 2D") == "3D"
    # Over their 2♣ too (no stolen-bid double over 1NT): the cue bid, and the double is for penalty.
    assert call("KJ73.QT5.K92.Q84", "1NT 2C") == "3C"
    assert "Stayman" in meaning("1NT 2C 3C")
    assert "penalty" in meaning("1NT 2C X")


def test_game_values_without_a_stopper_still_bid_game_over_their_overcall():
    # Common practice (found by the coverage sweep: 15 HCP passed): the 1NT opener is counted on for a stopper.
    assert call("A75.AQ9.JT4.A862", "1NT 2D") == "3NT"
    assert call("986.QJ3.AK6.7532", "1NT 2C") == "3NT"
    assert call("J.A53.KQ.AKQJ973", "1NT 2H") == "6NT"       # 22: slam, not a pass


def test_a_weak_hand_passes_their_overcall():
    # Common practice; found by the coverage sweep (the general rules bid 3NT on 7 HCP).
    assert call("JT4.K74.JT82.QJ2", "1NT 2C") == "P"
    assert rule_of("JT4.K74.JT82.QJ2", "1NT 2C") == "ntc.pass"


@pytest.mark.parametrize("pbn, auction, expected", [
    ("AK2.Q32.A432.Q32", "1NT P 2C X", "2D"),       # Stayman doubled: answered as undoubled
    ("A32.AQ2.A432.Q32", "1NT P 2D X", "2H"),       # transfer doubled: completing shows three or more
    ("AK2.32.AQJ32.K32", "1NT P 2D X", "XX"),       # two trumps, strong diamonds
    ("AK2.32.A432.KQ32", "1NT P 2D X", "P"),        # two trumps
])
def test_opener_after_a_double_of_stayman_or_a_transfer(pbn, auction, expected):
    assert call(pbn, auction) == expected


@pytest.mark.parametrize("pbn, auction, expected", [
    ("AK2.Q32.A432.Q32", "1NT P 2D 2S", "P"),           # three trumps: pass
    ("A2.Q432.A432.KJ3", "1NT P 2D 2S", "3H"),          # four trumps: compete
    ("AQT9.Q3.A432.K32", "1NT P 2D 2S", "X"),           # their suit: penalty
    ("AK32.Q32.A32.Q32", "1NT P 2C 2D", "2S"),          # Stayman overcalled: the major still shown
    ("AK2.Q32.AQ32.Q32", "1NT P 2C 2H", "P"),
])
def test_opener_after_their_overcall_of_stayman_or_a_transfer(pbn, auction, expected):
    # Common practice: opener's later bids show real fits.
    assert call(pbn, auction) == expected


@pytest.mark.parametrize("pbn, expected", [
    ("32.KJ432.K32.A32", "3H"),     # five, game values, no stopper: choice of games
    ("A32.KJ432.K32.32", "3NT"),    # five, spade stopper
    ("32.KJ4322.K32.A2", "4H"),     # six
])
def test_the_transferrer_after_their_overcall_and_openers_pass(pbn, expected):
    assert call(pbn, "1NT P 2D 2S P P") == expected


def test_their_three_clubs_over_2nt():
    # Common practice: the double is Stayman (stolen bid); a five-card major is natural and forcing.
    assert call("Q432.K432.32.432", "2NT 3C") == "X"
    assert call("32.AQ432.K32.432", "2NT 3C") == "3H"
