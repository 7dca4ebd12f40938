"""One of a major and the responses to it, one test per statement of the SAYC booklet (common practice where it is silent).

Checklist of the chapter's statements (the booklet's, unless marked "common practice"):

 1. Five-card majors: a one-level opening in a major promises five cards; with 5-5 open the higher suit,
    with 6-5 the longer.
 2. Opening strength: 12+ HCP opens; an 11-count opens when it meets the Rule of 20 (common practice),
    a flat 11 passes.
 3. Third seat may open light: 11 HCP with a good five-card major (common practice).
 4. Fourth seat opens by the Rule of 15: HCP plus spades (common practice).
 5. Responder passes with fewer than 6 HCP.
 6. Single raise: 6–10 points, three or more trumps; not forcing.
 7. Limit raise (jump raise): 10–12 points, three or more trumps; invitational, also by a passed hand.
 8. 1NT: 6–10, not forcing, no three-card support (with 11–12 responder bids a new suit first).
 9. New suit at the one level (1♥–1♠): 4+ cards, 6+ HCP, forcing one round.
10. Two-over-one: 10+ HCP, forcing one round; 2♥ over 1♠ promises five hearts, a minor four.
11. Jacoby 2NT: four-card support, game values (13+ points), forcing to game.
12. Opener's answers to Jacoby 2NT: new suit at three = shortness; four of a new suit = a good
    five-card side suit; 3M = 18+ without shortness; 3NT = 15–17; 4M = minimum.
13. Jump shift: a strong hand (17+ HCP, a good five-card suit), forcing to game.
14. 3NT: 15–17 balanced without four-card support.
15. Raise to game (1♠–4♠): pre-emptive, five trumps, a singleton or void, fewer than 10 HCP.
16. After a single raise opener passes a minimum, invites with 17–19 points (three of the major, 2NT
    balanced, or a help-suit game try in a weak side suit, forcing one round; common practice) and bids
    game with 19+.
17. Responder accepts a help-suit try with help in the suit or a maximum, else signs off in three of
    the major; over 2NT or three of the major he accepts with the top of his raise (8+ points with the
    fit) and otherwise signs off in three of the major or passes (common practice).
18. After a limit raise opener passes a minimum and bids game with more (15+ points or six losers,
    common practice); with slam interest a control bid (common practice).
19. A passed hand's new suit is natural and not forcing (common practice): opener may pass it.
"""
from __future__ import annotations

import pytest
from bidding_helpers import call, forcing

# --- 1–4: opening one of a major -----------------------------------------------------------------------------


@pytest.mark.parametrize(("pbn", "want"), [
    ("AK432.K32.Q32.32", "1S"),
    ("32.AK432.K32.Q32", "1H"),
    ("AK432.KQ432.32.2", "1S"),   # 5-5: the higher suit
    ("AK432.KQ5432.3.2", "1H"),   # 6-5: the longer suit
    ("32.AK432.KQ432.2", "1H"),   # a five-card major before a five-card minor
])
def test_1_five_card_majors(pbn: str, want: str) -> None:
    assert call(pbn)[0] == want


def test_1_four_card_major_does_not_open_it() -> None:
    assert call("KQ32.A32.K432.32")[0] == "1D"


def test_2_opening_strength_and_rule_of_20() -> None:
    assert call("AK432.K32.Q32.32") == ("1S", "open.1M")          # 12 HCP
    assert call("AQ432.KQ432.32.2")[0] == "1S"                     # 11 HCP, 5-5: 21 by the Rule of 20
    assert call("KJ32.A32.Q32.J32")[0] == "P"                      # 11 HCP, 4-3-3-3


def test_3_third_seat_light_opening() -> None:
    assert call("AKJ32.432.K32.32", "P P") == ("1S", "open.1M.third")
    assert call("AKJ32.432.K32.32")[0] == "P"                      # not in first seat
    # Six cards with the values in the suit stay the booklet's 11-count weak two (pre-empts chapter).
    assert call("AQJ953.854.A9.86", "P P")[0] == "2S"


def test_4_fourth_seat_rule_of_15() -> None:
    assert call("AQ432.K32.Q32.32", "P P P")[0] == "1S"            # 11 + 5 spades = 16
    assert call("32.AQ432.KJ3.432", "P P P")[0] == "P"             # 10 + 2 spades: pass it out
    assert call("32.AQ432.KJ3.Q32", "P P P")[0] == "P"             # 12 + 2 spades = 14


# --- 5–15: responses to one of a major -----------------------------------------------------------------------


def test_5_responder_passes_below_six() -> None:
    assert call("Q32.K432.432.432", "1S P")[0] == "P"


def test_6_single_raise() -> None:
    assert call("K32.Q432.J32.432", "1S P") == ("2S", "r1M.raise")
    assert call("32.K432.Q432.K32", "1H P")[0] == "2H"
    assert not forcing("K32.Q432.J32.432", "1S P")


def test_7_limit_raise() -> None:
    assert call("K32.AQ2.J432.Q32", "1S P") == ("3S", "r1M.limit")
    assert not forcing("K32.AQ2.J432.Q32", "1S P")
    # A passed hand makes the same limit raise.
    assert call("K32.AQ2.J432.Q32", "P P 1S P")[0] == "3S"


def test_8_one_notrump_is_6_10_not_forcing() -> None:
    assert call("Q2.Q432.K32.Q432", "1S P") == ("1NT", "r1M.1nt")
    assert not forcing("Q2.Q432.K32.Q432", "1S P")
    # 11 HCP without a fit: a new suit first, not 1NT.
    assert call("Q2.K32.KJ32.Q432", "1S P")[0] in ("2C", "2D")


def test_9_new_suit_at_the_one_level_forces() -> None:
    assert call("KQ32.32.Q432.432", "1H P") == ("1S", "r1M.1s")
    assert forcing("KQ32.32.Q432.432", "1H P")
    assert call("KJ32.32.KQ32.Q32", "1H P")[0] == "1S"


def test_10_two_over_one_is_10_plus_and_forces() -> None:
    assert call("2.K32.KQ432.Q432", "1S P")[0] == "2D"
    assert call("2.K32.Q432.AQ432", "1S P")[0] == "2C"
    assert forcing("2.K32.KQ432.Q432", "1S P")
    # 2♥ over 1♠ promises five hearts ...
    assert call("2.AQ432.K32.J432", "1S P")[0] == "2H"
    # ... with four a minor comes first.
    assert call("2.AQ32.K432.J432", "1S P")[0] in ("2C", "2D")
    # Nine HCP is not enough for two over one.
    assert call("2.K32.KQ432.J432", "1S P")[0] == "1NT"


def test_11_jacoby_2nt() -> None:
    assert call("KJ32.AQ2.K432.Q2", "1S P") == ("2NT", "r1M.jacoby")
    assert forcing("KJ32.AQ2.K432.Q2", "1S P")


@pytest.mark.parametrize(("pbn", "want", "rule_id"), [
    ("AKJ32.K32.K32.32", "4S", "jac.4M"),      # minimum, no shortness
    ("AKJ32.K32.KQ2.32", "3NT", "jac.3nt"),    # 15–17, no shortness
    ("AKJ32.K32.KQ32.2", "3C", "jac.short"),   # club singleton
    ("AKJ32.AK2.KQ2.32", "3S", "jac.3M"),      # 18+, no shortness
    ("AKJ32.2.KQJ32.32", "4D", "jac.side5"),   # a good five-card side suit
])
def test_12_openers_answers_to_jacoby(pbn: str, want: str, rule_id: str) -> None:
    assert call(pbn, "1S P 2NT P") == (want, rule_id)


def test_13_strong_jump_shift() -> None:
    assert call("AKQ32.2.AQ32.K32", "1H P") == ("2S", "r1M.jumpshift")
    assert forcing("AKQ32.2.AQ32.K32", "1H P")
    assert call("2.AKQJ32.A32.K32", "1S P")[0] == "3H"


def test_14_three_notrump_is_15_17_balanced() -> None:
    assert call("K32.KQ2.AJ32.Q32", "1S P") == ("3NT", "r1M.3nt")


def test_15_game_raise_is_pre_emptive() -> None:
    assert call("KJ432.2.Q5432.32", "1S P") == ("4S", "r1M.game")
    # No pre-emptive game raise without the values to respond at all.
    assert call("Q5432.2.J5432.32", "1H P")[0] != "4H"


# --- 16–18: opener after a raise -----------------------------------------------------------------------------


def test_16_opener_after_a_single_raise() -> None:
    assert call("AKJ32.K32.Q32.32", "1S P 2S P")[0] == "P"                       # minimum
    assert call("AKJ32.KQ32.A2.32", "1S P 2S P") == ("3S", "rbr.3M")             # invitation
    assert call("AKJ32.A32.432.A2", "1S P 2S P") == ("2NT", "rbr.2nt")           # balanced invitation
    assert call("AKJ32.A.5432.A32", "1S P 2S P") == ("3D", "rbr.try")            # help-suit game try
    assert forcing("AKJ32.A.5432.A32", "1S P 2S P")
    assert call("AKJ32.AK2.A32.32", "1S P 2S P") == ("4S", "rbr.4M")             # game


def test_17_responder_answers_a_game_try() -> None:
    assert call("Q54.K32.KQ6.5432", "1S P 2S P 3D P")[0] == "4S"
    assert call("Q54.K32.876.Q432", "1S P 2S P 3D P")[0] == "3S"
    # Over 2NT (16–18 balanced) and over three of the major: the top of the raise accepts.
    assert call("Q54.K32.K76.J432", "1S P 2S P 2NT P") == ("4S", "rbra.4M")
    assert call("Q54.K32.876.Q432", "1S P 2S P 2NT P") == ("3S", "rbra.3M")
    assert call("Q54.K32.K76.J432", "1S P 2S P 3S P") == ("4S", "rbr3.4M")
    assert call("Q54.K32.876.Q432", "1S P 2S P 3S P") == ("P", "rbr3.pass")


def test_18_opener_after_a_limit_raise() -> None:
    assert call("AKJ32.K32.Q32.32", "1S P 3S P") == ("P", "rbl.pass")
    assert call("AKJ32.K32.AJ2.32", "1S P 3S P") == ("4S", "rbl.4M")
    # With slam interest opener does not close the auction in game.
    assert call("AKJ32.AK2.AQ2.32", "1S P 3S P")[0] not in ("P", "4S")


def test_19_a_passed_hands_new_suit_does_not_force() -> None:
    assert call("KQ32.32.Q432.432", "P P 1H P") == ("1S", "r1M.1s.passed")
    assert not forcing("KQ32.32.Q432.432", "P P 1H P")
    assert call("2.K32.KQ432.Q432", "P P 1S P") == ("2D", "r1M.2over1.passed")
    assert not forcing("2.K32.KQ432.Q432", "P P 1S P")
    # An unpassed hand's new suit still forces.
    assert forcing("KQ32.32.Q432.432", "1H P")
