"""Opener's and responder's rebids, one test per statement of the SAYC booklet (or common practice where it is silent).

Hands are constructed for the statement they check; each test says which statement.
"""
from __future__ import annotations

import pytest
from bidding_helpers import call, forcing

# --- opener's rebids after a one-level response --------------------------------------------------------------


def test_1nt_rebid_is_a_balanced_minimum() -> None:
    # Booklet: a no-trump rebid at the lowest level shows a balanced minimum (12–14).
    assert call("Q32.K32.AQ32.K32", "1D P 1S P")[0] == "1NT"


def test_2nt_jump_rebid_is_18_19_balanced() -> None:
    assert call("K32.AQ2.AQ32.KJ2", "1D P 1S P")[0] == "2NT"


@pytest.mark.parametrize(("pbn", "want"), [
    ("K432.2.AQ432.K32", "2S"),  # minimum, four trumps
    ("KQ32.2.AQ432.A32", "3S"),  # 16–18 support points: invitational jump raise
    ("KQ32.2.AKJ32.A32", "4S"),  # 19–21: game
])
def test_raises_of_responders_major_by_strength(pbn: str, want: str) -> None:
    assert call(pbn, "1D P 1S P")[0] == want


def test_a_raise_too_strong_for_game_keeps_the_slam_path_open() -> None:
    # Issue #27: 22 support points stopped at no raise and fell to an unlimited 2♦; now a game-forcing
    # jump shift first, game in spades next, and responder with values asks for aces.
    assert call("AKQ3.9.AJ932.AQ4", "1D P 1S P") == ("3C", "rb.raise.jumpshift")
    assert call("AKQ3.9.AJ932.AQ4", "1D P 1S P 3C P 3S P")[0] == "4S"
    assert call("J8542.KQ2.K2.K32", "1D P 1S P 3C P 3S P 4S P")[0] == "4NT"


def test_jump_rebid_shows_a_good_six_card_suit_and_extras() -> None:
    assert call("A2.K32.AKQJ32.32", "1D P 1S P") == ("3D", "rb.jump")


def test_jump_shift_by_opener_is_game_forcing() -> None:
    assert call("A2.32.AKJ32.AKQ2", "1D P 1S P")[0] == "3C"
    assert forcing("A2.32.AKJ32.AKQ2", "1D P 1S P")


def test_a_lower_new_suit_at_two_is_not_forcing() -> None:
    assert call("2.K32.AQJ32.KJ32", "1D P 1S P")[0] == "2C"
    assert not forcing("2.K32.AQJ32.KJ32", "1D P 1S P")


def test_a_reverse_shows_extras_and_forces_one_round() -> None:
    assert call("2.AKJ2.AKJ32.J32", "1D P 1S P") == ("2H", "rb.reverse")
    assert forcing("2.AKJ2.AKJ32.J32", "1D P 1S P")


def test_a_minimum_does_not_reverse() -> None:
    # 13 HCP with five diamonds and four hearts: 2♥ would promise extras; a minimum rebids elsewhere.
    assert call("2.KJ32.AQ432.J32", "1D P 1S P")[0] != "2H"


def test_a_reverse_promises_the_first_suit_longer() -> None:
    # 4–4 in the red suits (1♦ opened with 4–4–... 4–4 minors) is no reverse, whatever the strength.
    assert call("2.AKJ2.AKJ2.J432", "1D P 1S P")[0] != "2H"


# --- responder after a reverse -------------------------------------------------------------------------------


def test_responder_must_not_pass_a_reverse() -> None:
    assert call("QJ432.32.32.Q432", "1D P 1S P 2H P") == ("2S", "rv.own")


def test_responders_minimums_after_a_reverse() -> None:
    # Two of his suit, 2NT or three of opener's first suit show a minimum (common practice).
    assert call("QJ432.32.32.Q432", "1D P 1S P 2H P")[0] == "2S"
    assert call("QJ32.32.Q32.Q432", "1D P 1S P 2H P")[0] == "3D"
    assert not forcing("QJ32.32.Q32.Q432", "1D P 1S P 2H P")


def test_opener_bids_again_over_responders_minimum_rebid() -> None:
    # The reverse promised a rebid (common practice): opener does not pass two of responder's suit.
    assert call("2.AKJ2.AKJ32.J32", "1D P 1S P 2H P 2S P")[0] != "P"
    # ... but a bare reverse may pass the preference, and 19+ goes on to game.
    assert call("2.AKJ2.AKJ32.J32", "1D P 1S P 2H P 3D P")[0] == "P"
    assert call("A2.AKJ2.AKJ32.32", "1D P 1S P 2H P 2NT P")[0] == "3NT"


def test_game_values_after_a_reverse_force_to_game() -> None:
    assert call("KQ32.Q2.Q32.Q432", "1D P 1S P 2H P")[0] == "3NT"
    # Without a stopper in the fourth suit: the fourth suit forces.
    assert call("KQ32.Q32.KJ2.432", "1D P 1S P 2H P") == ("3C", "rv.4th")
    assert forcing("KQ32.Q32.KJ2.432", "1D P 1S P 2H P")


def test_slam_values_opposite_a_reverse_do_not_close_at_3nt() -> None:
    # Issue #27's sweep: 16–18 bid 3NT opposite 17+; the fourth suit keeps slam in view.
    assert call("AQ32.K2.KQ2.KJ32", "1D P 1S P 2H P") == ("3C", "rv.4th.strong")


# --- after a two-over-one ------------------------------------------------------------------------------------


def test_openers_new_suit_after_a_two_over_one_forces_one_round() -> None:
    # Booklet: 1♠–2♣–2♦ is forcing one round.
    assert call("AKJ32.2.KQ32.Q32", "1S P 2C P")[0] == "2D"
    assert forcing("AKJ32.2.KQ32.Q32", "1S P 2C P")


def test_responder_limits_his_hand_after_the_two_over_one() -> None:
    # Booklet (1♠–2♣–2♥): 2♠ preference, not forcing, 11–12 with a doubleton; 2NT/3♣/3♥ invite (10–11).
    assert call("K2.Q32.K32.KJ432", "1S P 2C P 2H P") == ("2S", "r21b.pref")
    assert not forcing("K2.Q32.K32.KJ432", "1S P 2C P 2H P")
    assert call("32.Q432.K32.KQ43", "1S P 2C P 2H P") == ("3H", "r21b.z.inv")
    assert call("2.Q32.K32.KQJ432", "1S P 2C P 2H P") == ("3C", "r21b.own.inv")


def test_responders_new_suit_after_the_two_over_one_forces_to_game() -> None:
    # Booklet: 3♦ = game force, could be conventional.
    assert call("A2.32.432.AKQJ32", "1S P 2C P 2H P") == ("3D", "r21b.new")
    assert forcing("A2.32.432.AKQJ32", "1S P 2C P 2H P")
    # With the fourth suit stopped, game values bid 3NT.
    assert call("A2.32.AJ2.KQJ432", "1S P 2C P 2H P")[0] == "3NT"


def test_responder_with_game_values_and_a_major_fit_bids_game() -> None:
    assert call("K32.A2.KQ2.Q5432", "1S P 2C P 2NT P") == ("4S", "r21b.fit.game")


def test_responder_with_slam_values_and_a_fit_raises_below_game_over_2nt() -> None:
    # Issue #27: 1♠–2♣–2NT with 21 HCP and spades bid 4♠ (4NT there is quantitative): now 3♠ forces,
    # opener bids game, and responder asks for aces.
    assert call("AK2.A2.KQ2.KQ432", "1S P 2C P 2NT P") == ("3S", "r21b.fit.slam")
    assert forcing("AK2.A2.KQ2.KQ432", "1S P 2C P 2NT P")
    assert call("AK2.A2.KQ2.KQ432", "1S P 2C P 2NT P 3S P 4S P")[0] == "4NT"


# --- responder's subsequent bidding --------------------------------------------------------------------------


def test_responders_new_suit_is_forcing() -> None:
    # Booklet: a new suit by responder is forcing.
    assert call("AQ32.KJ32.2.Q432", "1D P 1S P 2D P")[0] == "2H"
    assert forcing("AQ32.KJ32.2.Q432", "1D P 1S P 2D P")


def test_responder_invites_with_2nt_or_three_of_a_bid_suit() -> None:
    assert call("KQ32.Q32.K32.Q32", "1D P 1S P 2D P") == ("2NT", "r2s.2nt")


def test_opener_declines_2nt_in_his_six_card_suit() -> None:
    # Common practice: a minimum with a six-card suit signs off in it rather than pass 2NT.
    assert call("2.K32.AQJ432.K32", "1D P 1S P 2D P 2NT P") == ("3D", "inva.own6")
    assert not forcing("2.K32.AQJ432.K32", "1D P 1S P 2D P 2NT P")


def test_responder_passes_when_his_invitation_is_declined() -> None:
    # Issue #27: the same 11 HCP bid 3NT after opener's sign-off in 3♦.
    assert call("KQ32.Q32.K32.Q32", "1D P 1S P 2D P 2NT P 3D P") == ("P", "invd.pass")


def test_fourth_suit_forcing_after_three_suits() -> None:
    assert call("AQ32.32.KJ2.AQ32", "1D P 1S P 2C P")[0] == "2H"
    assert forcing("AQ32.32.KJ2.AQ32", "1D P 1S P 2C P")


def test_responder_with_slam_values_asks_for_aces_over_openers_raise() -> None:
    # Issue #27: "game, sign-off (13+)" with 18 HCP made no slam try.
    assert call("A2.AKJ32.KQ2.K32", "1D P 1H P 2H P")[0] == "4NT"
