"""The SAYC booklet's two-suited overcalls (Michaels cue bid, Unusual 2NT), for and against, one test per statement.

Auctions are written from dealer North: ``"1D"`` is East's overcall, ``"1D 2D P"`` the advancer's (West's)
answer, ``"P 1D 2D P 2S P"`` the two-suiter's (South's... here East's after a first pass) second call.

Checklist (booklet = ACBL SAYC System Booklet, 2006; "common practice" where the booklet gives no figure):

1. Michaels: the cue bid of their minor shows both majors, five-five or longer.
2. Michaels: the cue bid of their major shows the other major and a minor, five-five.
3. Unusual 2NT: the two lowest unbid suits, five-five (the minors over a major; over 1♣ diamonds and hearts,
   over 1♦ clubs and hearts).
4. Strength (common practice, "mini-maxi"): weak (6–11) or strong (15+); 12–14 overcalls naturally. The
   system does not vary the range with vulnerability (left to judgement; noted in the docs).
5. Advancer's preference: the cheapest bid in his longer of the two suits (a major with three cards).
6. Advancer's jump preference invites (9–12 with four trumps; to the four level over the Unusual 2NT).
7. Advancer bids game with a fit and values: four of a major (11+), five of a minor (13+).
8. Over Michaels in a major advancer asks for the minor with 2NT; the two-suiter names it.
9. Without a fit for the major advancer bids 3♣ pass-or-correct; the two-suiter corrects to 3♦.
10. The strong version bids again over partner's choice: game in a major with 16+, five of a minor with
    18+, otherwise it invites (15 in a major, 15–17 in a minor); partner accepts with 6+ (7+ for a minor).
11. The strong version accepts advancer's invitational jump.
12. Against their two-suiter (common practice): the cue bid of their known suit is a limit raise or better
    for partner's suit, a raise competes, game with four trumps and opening values, a double shows values.
"""
from __future__ import annotations

from bidding_helpers import call

# 1-2 ---------------------------------------------------------------------------------------------------------

def test_michaels_over_a_minor_shows_both_majors() -> None:
    assert call("KQJ54.QJ954.3.32", "1C") == ("2C", "mi.cue")
    assert call("KQJ54.QJ954.3.32", "1D") == ("2D", "mi.cue")
    assert call("KQJ5.QJ954.32.32", "1D")[0] != "2D"                 # five-four is no Michaels


def test_michaels_over_a_major_shows_the_other_major_and_a_minor() -> None:
    assert call("KQJ54.3.QJ954.32", "1H") == ("2H", "mi.cue")
    assert call("3.KQJ54.32.QJ954", "1S") == ("2S", "mi.cue")


# 3 -----------------------------------------------------------------------------------------------------------

def test_unusual_two_no_trump_shows_the_two_lowest_unbid_suits() -> None:
    assert call("3.32.KQJ54.QJ954", "1H") == ("2NT", "mi.2nt")
    assert call("32.3.KQJ54.QJ954", "1S") == ("2NT", "mi.2nt")
    assert call("3.QJ954.32.KQJ54", "1D") == ("2NT", "mi.2nt")       # clubs and hearts
    assert call("3.QJ954.KQJ54.32", "1C") == ("2NT", "mi.2nt")       # diamonds and hearts


# 4 -----------------------------------------------------------------------------------------------------------

def test_two_suiters_are_weak_or_strong_the_middle_overcalls_naturally() -> None:
    assert call("KQJ54.QJ954.3.32", "1D")[0] == "2D"                 # 9
    assert call("AKJ54.AQJ54.3.K2", "1D")[0] == "2D"                 # 18
    assert call("KQJ54.KJ954.A3.2", "1D")[0] == "1S"                 # 14: natural overcall


# 5 -----------------------------------------------------------------------------------------------------------

def test_advancer_gives_preference_at_the_cheapest_level() -> None:
    assert call("Q32.J54.K5432.32", "1C 2C P") == ("2S", "amc.pick")
    assert call("J5.Q432.K5432.32", "1C 2C P") == ("2H", "amc.pick")
    assert call("Q32.K32.J32.5432", "1S 2NT P") == ("3C", "amc.pick")
    assert call("Q32.K32.J432.432", "1S 2NT P") == ("3D", "amc.pick")


# 6 -----------------------------------------------------------------------------------------------------------

def test_advancers_jump_preference_invites() -> None:
    assert call("KJ32.A4.Q5432.32", "1C 2C P") == ("3S", "amc.jump")
    assert call("K32.32.A432.K432", "1S 2NT P") == ("4D", "amc.jump")


# 7 -----------------------------------------------------------------------------------------------------------

def test_advancer_bids_game_with_a_fit_and_values() -> None:
    assert call("KJ32.A4.AK432.32", "1C 2C P") == ("4S", "amc.game")
    assert call("AK32.A32.K432.32", "1S 2NT P") == ("5D", "amc.game.m")


# 8 -----------------------------------------------------------------------------------------------------------

def test_two_no_trump_asks_for_the_minor_over_michaels_in_a_major() -> None:
    assert call("3.AK32.QJ54.A432", "1H 2H P")[0] == "2NT"
    assert call("KQJ54.3.QJ954.32", "P 1H 2H P 2NT P") == ("3D", "mia.d")


# 9 -----------------------------------------------------------------------------------------------------------

def test_three_clubs_is_pass_or_correct() -> None:
    assert call("3.K432.QJ54.Q432", "1H 2H P") == ("3C", "amc.pc.any")
    assert call("KQJ54.3.QJ954.32", "P 1H 2H P 3C P")[0] == "3D"
    assert call("KQJ54.3.32.QJ954", "P 1H 2H P 3C P")[0] == "P"


# 10 ----------------------------------------------------------------------------------------------------------

def test_the_strong_two_suiter_bids_game_or_invites_over_partners_choice() -> None:
    assert call("AKJ54.AQJ54.3.K2", "P 1C 2C P 2S P") == ("4S", "mir.game")
    assert call("3.AKJ54.2.AKJ54", "P 1D 2NT P 3C P") == ("4C", "mir.invite")   # 16 with a minor
    assert call("3.KQ954.32.KQJ54", "P 1D 2NT P 3C P") == ("P", "mir.pass")     # the weak version


def test_advancer_accepts_the_strong_two_suiters_invitation_with_values() -> None:
    assert call("K432.Q3.J5432.32", "1C 2C P 2S P 3S P") == ("4S", "mii.game")
    assert call("5432.J3.J5432.32", "1C 2C P 2S P 3S P") == ("P", "mii.pass")


# 11 ----------------------------------------------------------------------------------------------------------

def test_the_strong_two_suiter_accepts_the_invitational_jump() -> None:
    assert call("3.AKJ54.2.AKJ54", "P 1D 2NT P 4C P") == ("5C", "mir.accept.m")
    assert call("3.KQ954.32.KQJ54", "P 1D 2NT P 4C P")[0] == "P"


# 12 ----------------------------------------------------------------------------------------------------------

def test_against_their_two_suiter() -> None:
    assert call("Q32.K432.A432.32", "1H 2H") == ("2S", "d2s.cue")    # spades known: limit raise or better
    assert call("Q32.KJ43.A432.A2", "1H 2H")[0] == "4H"
    assert call("KQ32.Q2.K432.Q32", "1H 2H") == ("X", "d2s.x")
    assert call("32.Q432.5432.K32", "1S 2NT")[0] in ("3S", "P")
