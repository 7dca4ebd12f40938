"""One of a minor and the responses to it, one test per statement of the SAYC booklet (common practice where it is silent).

Checklist of the chapter's statements (the booklet's, unless marked "common practice"):

 1. Without a five-card major open the longer minor; with 4-4 in the minors open 1♦, with 3-3 open 1♣;
    with 5-5 in the minors open 1♦ (the higher).
 2. A minor opening promises three or more cards (1♣ may hold only three, with 3-3 in the minors).
 3. Responder bids a four-card major at the one level with 6+ HCP, forcing one round; with two
    four-card majors the cheaper (up the line).
 4. Over 1♣ four-card suits go up the line: 1♦ with diamonds at least as long as the major; with a
    longer major the major.
 5. 1NT: 6–10 (the system allows 11 without a fit), balanced, no four-card major; not forcing.
 6. Single raise: 6–10, four-card support for 1♦ (five for 1♣, which may be three cards); no
    four-card major. SAYC has no inverted minors.
 7. Limit raise: 11–12, the same support; it comes before a four-card 2♣ (common practice).
 8. 2NT: 13–15 balanced, no four-card major, forcing to game; opener bids 3NT.
 9. 3NT: 16–18 balanced, no four-card major.
10. Two-over-one (1♦–2♣): 10+ and forcing one round; with 10–11 six clubs are needed (with four or five,
    1NT; common practice).
11. Jump shift: a strong hand (17+ HCP, a good five-card suit), forcing to game.
12. After 1m–2m opener passes a minimum, bids 2NT with 16–17 balanced, 3NT with 18–19, and an
    unbalanced 16+ names a stopper on the way to 3NT (common practice).
13. After a limit raise of a minor opener passes a minimum, bids 3NT with 13+ and the unbid suits
    stopped (or 14+ balanced), or five of the minor with shape and 16+ points or six losers (common
    practice).
14. A passed hand's new suit is not forcing (common practice).
"""
from __future__ import annotations

import pytest
from bidding_helpers import call, forcing

# --- 1–2: opening one of a minor -----------------------------------------------------------------------------


@pytest.mark.parametrize(("pbn", "want"), [
    ("KQ32.A32.K432.32", "1D"),     # 4-4-3-2 with four diamonds
    ("K32.AQ32.K432.32", "1D"),
    ("K32.A2.KJ32.Q432", "1D"),     # 4-4 minors: 1♦
    ("KJ32.A32.QJ2.Q32", "1C"),     # 3-3 minors: 1♣
    ("K32.A32.Q32.K432", "1C"),     # longer clubs
    ("K32.A2.Q43.KJ432", "1C"),     # five clubs, three diamonds
    ("K32.A2.KJ432.Q43", "1D"),     # five diamonds
    ("A2.K32.32.KQ5432", "1C"),     # six clubs
    ("A2.K3.KJ432.Q432", "1D"),     # five diamonds, four clubs
    ("A2.K.KJ432.Q5432", "1D"),     # 5-5 minors: the higher
    ("KQ32.AJ32.K32.32", "1D"),     # 4-4-3-2: the three-card diamond suit
    ("KQ32.AJ32.32.K32", "1C"),     # 4-4-2-3: the three-card club suit
])
def test_1_2_choice_of_minor(pbn: str, want: str) -> None:
    assert call(pbn)[0] == want


# --- 3–11: responses to one of a minor -----------------------------------------------------------------------


def test_3_four_card_major_at_the_one_level_forces() -> None:
    assert call("Q32.K432.J32.432", "1C P") == ("1H", "r1m.major")
    assert forcing("Q32.K432.J32.432", "1C P")
    assert call("K432.Q432.J32.32", "1D P")[0] == "1H"          # two four-card majors: up the line
    assert call("KQ432.K432.32.32", "1C P")[0] == "1S"          # five spades first
    # Below 6 HCP responder passes.
    assert call("Q32.K432.432.432", "1C P")[0] == "P"


def test_4_up_the_line_over_1c() -> None:
    assert call("Q32.432.K432.J32", "1C P")[0] == "1D"
    assert call("K432.32.QJ32.432", "1C P")[0] == "1D"          # 4-4: diamonds first
    assert call("K432.32.QJ432.32", "1C P")[0] == "1D"          # longer diamonds
    assert call("K432.Q432.J32.32", "1C P")[0] == "1H"          # no diamonds: the cheaper major
    assert forcing("Q32.432.K432.J32", "1C P")


def test_5_one_notrump_6_10() -> None:
    assert call("K32.Q32.Q32.J432", "1C P") == ("1NT", "r1m.1nt")
    assert call("K32.Q32.J32.Q432", "1D P")[0] == "1NT"
    assert not forcing("K32.Q32.J32.Q432", "1D P")


def test_6_single_raise_no_inverted_minors() -> None:
    assert call("K32.Q32.Q432.432", "1D P") == ("2D", "r1m.raise")
    assert call("32.Q32.K432.Q432", "1D P")[0] == "2D"
    assert call("32.K32.K32.QJ432", "1C P") == ("2C", "r1m.raise.c")
    assert not forcing("K32.Q32.Q432.432", "1D P")


def test_7_limit_raise() -> None:
    assert call("K2.Q32.AQ32.J432", "1D P") == ("3D", "r1m.limit")   # 12 HCP, four clubs too: the raise
    assert call("A2.K32.Q32.Q5432", "1C P") == ("3C", "r1m.limit.c")
    assert not forcing("K2.Q32.AQ32.J432", "1D P")


def test_8_two_notrump_13_15_forces_to_game() -> None:
    assert call("KJ2.K32.A32.Q432", "1C P") == ("2NT", "r1m.2nt")
    assert forcing("KJ2.K32.A32.Q432", "1C P")
    assert call("A2.K32.Q32.KJ432", "1C P")[0] == "2NT"              # 13 balanced with five clubs
    assert call("A32.K32.Q5432.K2", "1D P 2NT P")[0] == "3NT"


def test_9_three_notrump_16_18() -> None:
    assert call("KJ2.KQ2.A32.K432", "1C P") == ("3NT", "r1m.3nt")


def test_10_two_clubs_over_1d() -> None:
    assert call("2.K32.AQ32.KJ432", "1D P")[0] == "2C"
    assert forcing("2.K32.AQ32.KJ432", "1D P")
    # 10 HCP and a six-card club suit: two over one, not 1NT.
    assert call("32.A32.32.KQJ432", "1D P") == ("2C", "r1m.2c.long")
    assert forcing("32.A32.32.KQJ432", "1D P")
    # Five clubs and 10 HCP: 1NT limits the hand at once (common practice).
    assert call("A63.72.JT2.KQT96", "1D P")[0] == "1NT"


def test_11_jump_shift() -> None:
    assert call("AKQ32.A2.KQ2.432", "1C P") == ("2S", "r1m.jumpshift")
    assert forcing("AKQ32.A2.KQ2.432", "1C P")


# --- 12–13: opener after a raise of the minor ----------------------------------------------------------------


def test_12_opener_after_a_single_raise() -> None:
    assert call("AK32.K32.Q32.Q32", "1D P 2D P") == ("P", "rbm.pass")
    assert call("AK2.KQ2.Q432.Q32", "1D P 2D P") == ("2NT", "rbm.2nt")
    assert call("AK2.KQ2.AJ32.Q32", "1D P 2D P") == ("3NT", "rbm.3nt")
    assert call("AK32.KQ2.AJ32.32", "1D P 2D P")[0] in ("2S", "2NT")


def test_13_opener_after_a_limit_raise() -> None:
    assert call("AK2.K32.QJ32.Q32", "1D P 3D P") == ("3NT", "rbml.3nt")       # 13, every unbid suit stopped
    assert call("AK2.KQ2.QJ32.432", "1D P 3D P") == ("3NT", "rbml.3nt.bal")   # 14 balanced
    assert call("AK2.K32.QJ32.432", "1D P 3D P") == ("P", "rbml.pass")        # 13, clubs open
    assert call("A2.2.AKJ432.Q432", "1D P 3D P") == ("5D", "rbml.5m")
    assert call("AJ2.K32.Q5432.32", "1D P 3D P")[0] == "P"


def test_14_a_passed_hands_new_suit_does_not_force() -> None:
    assert call("Q32.K432.J32.432", "P P 1C P") == ("1H", "r1m.major.passed")
    assert not forcing("Q32.K432.J32.432", "P P 1C P")
    assert call("Q32.A32.32.KJ5432", "P P 1D P") == ("2C", "r1m.2c.long.passed")
