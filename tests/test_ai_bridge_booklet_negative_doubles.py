"""The SAYC booklet's negative doubles and responder's other calls over an overcall, one test per statement.

Auctions are written from dealer North: ``"1D 1H"`` is South's (responder's) turn after North opened and East
overcalled; ``"1D 1H X P"`` is the opener's rebid. Hands are constructed for each statement. Statements that
``tests/test_ai_bridge_booklet_doubles.py`` already checks are named there, not repeated here.

Checklist (booklet = ACBL SAYC System Booklet, 2006; "common practice" where the booklet gives no figure):

1. Negative doubles apply after their suit overcall through 2♠ (booklet; card: "negative doubles through
   2♠"); the three-level double is marked an addition on the card.
2. 1♣–(1♦)–X shows both majors (four-four); with one four-card major responder bids it.
3. 1m–(1♥)–X shows exactly four spades; 1♠ shows five or more (doubles chapter: the four-card X).
4. 1m–(1♠)–X shows four or more hearts, or five hearts too weak to bid 2♥ (common practice); 2♥ is 11+.
5. 1♥–(1♠)–X shows both minors (the unbid suits).
6. Values by level (common practice figures): 6+ at the one level, 8+ at the two level (doubles chapter:
   2♠ with 8+); below the level's minimum responder passes.
7. A new suit by responder after the overcall is forcing: one level 6+ (five cards, or four when no double
   fits), two level 11+ (10 with a six-card suit).
8. The cue bid of their suit is a limit raise (10–12) in opener's major, forcing (common practice); with
   game values and three trumps responder shows his suits (a negative double) first or cue-bids as a
   game force without a natural call.
9. The jump raise is pre-emptive: four trumps and less than a limit raise (common practice).
10. The simple raise shows three trumps and 6–9 points.
11. No trump shows their suit stopped: 1NT 8–10, 2NT 11–12, 3NT 13–16 (contiguous).
12. Trap pass: length and strength in their suit, short in opener's, no game values; opener reopens with a
    double when short in their suit and responder leaves it in (common practice).
13. Opener's rebid after the negative double (doubles chapter: minimum / jump / game / cue bid / 1NT); here:
    a minimum with no four-card major in reach rebids his own long suit.
14. Opener answers the cue-bid raise: three of his major with a minimum, game with the values to accept a
    limit raise; responder passes the minimum.
15. Opener after the pre-emptive jump raise passes a minimum and bids game with extras.
"""
from __future__ import annotations

from bidding_helpers import cards

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.system_card_general import ADDITIONS


def decision(pbn: str, auction: str):
    """The whole decision (call, rule, meaning)."""
    return choose_call(cards(pbn), auction.split(), "N")


def call(pbn: str, auction: str) -> tuple[str, str]:
    """(call, rule id) the system chooses."""
    d = decision(pbn, auction)
    return d.call, d.rule_id


# 1 -----------------------------------------------------------------------------------------------------------

def test_negative_doubles_run_through_two_spades_and_the_three_level_one_is_an_addition() -> None:
    assert call("K53.Q432.A4.J432", "1D 2S") == ("X", "cr.neg2")
    assert call("KJ54.Q432.A4.J32", "1D 2C") == ("X", "cr.neg2")
    assert any("cr.neg3" in addition.rule_ids for addition in ADDITIONS)


# 2 -----------------------------------------------------------------------------------------------------------

def test_one_club_one_diamond_double_shows_both_majors_one_major_is_bid() -> None:
    assert call("K543.Q432.54.J32", "1C 1D") == ("X", "cr.neg")
    d = decision("K543.Q43.54.J432", "1C 1D")
    assert d.call == "1S" and d.explanation.forcing


# 3 -----------------------------------------------------------------------------------------------------------

def test_over_one_heart_five_spades_are_bid_not_doubled() -> None:
    d = decision("KJ543.Q43.54.J32", "1D 1H")
    assert d.call == "1S" and d.explanation.forcing
    assert call("KJ54.Q43.54.J432", "1C 1H") == ("X", "cr.neg")


# 4 -----------------------------------------------------------------------------------------------------------

def test_over_one_spade_the_double_shows_hearts_and_a_good_five_card_suit_is_bid() -> None:
    assert call("32.KJ54.Q54.J432", "1D 1S") == ("X", "cr.neg")
    assert call("32.KJ543.Q54.432", "1D 1S") == ("X", "cr.neg")       # five hearts, 6 HCP: too weak for 2♥
    d = decision("32.KJ543.AQ4.Q32", "1D 1S")                        # five hearts, 12 HCP
    assert d.call == "2H" and d.explanation.forcing


# 5 -----------------------------------------------------------------------------------------------------------

def test_one_heart_one_spade_double_shows_the_minors() -> None:
    assert call("32.K4.QJ54.K5432", "1H 1S") == ("X", "cr.neg")
    assert call("Q32.4.KJ54.Q5432", "1H 1S") == ("X", "cr.neg")
    assert call("Q32.K54.Q5432.32", "1H 1S")[0] != "X"                # one minor only


# 6 -----------------------------------------------------------------------------------------------------------

def test_the_negative_double_needs_six_at_the_one_level_and_eight_at_the_two_level() -> None:
    assert call("K543.Q432.54.J32", "1C 1D") == ("X", "cr.neg")       # 6 HCP
    assert call("K543.Q432.54.432", "1C 1D")[0] == "P"               # 5 HCP
    assert call("K543.Q432.A4.J32", "1D 2C") == ("X", "cr.neg2")      # 10
    assert call("J543.Q432.Q4.J32", "1D 2C")[0] == "P"               # 6: not enough at the two level


# 7 -----------------------------------------------------------------------------------------------------------

def test_a_new_suit_after_their_overcall_is_forcing() -> None:
    d = decision("KQJ54.32.A54.432", "1D 1H")
    assert (d.call, d.rule_id) == ("1S", "cr.1level") and d.explanation.forcing
    d = decision("32.KQ3.AQJ54.432", "1S 2C")
    assert d.call == "2D" and d.explanation.forcing
    d = decision("A2.32.KQJ543.K43", "1S 2H")
    assert d.call == "3D" and d.explanation.forcing


def test_a_new_two_level_suit_needs_values() -> None:
    assert call("32.K32.QJ954.432", "1S 2C")[0] != "2D"


# 8 -----------------------------------------------------------------------------------------------------------

def test_the_cue_bid_is_a_limit_raise_in_openers_major() -> None:
    d = decision("K32.Q432.A54.J32", "1H 1S")
    assert (d.call, d.rule_id) == ("2S", "cr.cue.raise") and d.explanation.forcing
    assert call("K32.QJ4.A54.Q432", "1S 2D") == ("3D", "cr.cue.raise")   # three trumps, 12
    # Game values and three trumps: the negative double shows the minors first.
    assert call("AK.A74.A854.8532", "1H 2S") == ("X", "cr.neg2")


# 9 -----------------------------------------------------------------------------------------------------------

def test_the_jump_raise_over_their_overcall_is_pre_emptive() -> None:
    d = decision("Q432.Q5432.54.32", "1H 1S")
    assert (d.call, d.rule_id) == ("3H", "cr.jump.pre") and not d.explanation.forcing
    assert call("K432.32.Q5432.32", "1S 2C") == ("3S", "cr.jump.pre")


# 10 ----------------------------------------------------------------------------------------------------------

def test_the_simple_raise_shows_three_trumps_and_six_to_nine() -> None:
    assert call("K32.Q43.J543.Q32", "1H 1S") == ("2H", "cr.raise")
    assert call("K32.J43.5432.432", "1H 1S")[0] == "P"               # 4 HCP


# 11 ----------------------------------------------------------------------------------------------------------

def test_no_trump_over_their_overcall_shows_a_stopper_by_range() -> None:
    assert call("KJ32.4.Q543.Q32", "1H 1S") == ("1NT", "cr.1nt")       # 8
    assert call("KJ32.4.KJ54.K32", "1H 1S") == ("2NT", "cr.2nt")       # 11
    assert call("KQ32.4.KJ54.A32", "1H 1S") == ("3NT", "cr.3nt")       # 15
    assert call("5432.4.KJ54.KQ2", "1H 1S")[0] != "1NT"               # no stopper


# 12 ----------------------------------------------------------------------------------------------------------

def test_trap_pass_and_opener_reopens_with_a_double_that_responder_leaves_in() -> None:
    assert call("KQT93.4.A54.J432", "1H 1S") == ("P", "cr.trap")
    assert call("A4.K5432.QJ4.KQ5", "1H 1S P P")[0] == "X"
    assert call("KQT93.4.A54.J432", "1H 1S P P X P")[0] == "P"
    assert call("98432.4.A54.KJ32", "1H 1S")[1] != "cr.trap"          # length without strength: no trap


# 13 ----------------------------------------------------------------------------------------------------------

def test_a_minimum_opener_without_the_major_rebids_his_long_suit_after_the_negative_double() -> None:
    assert call("Q2.K4.AQJ654.432", "1D 1H X P")[0] == "2D"


# 14 ----------------------------------------------------------------------------------------------------------

def test_opener_answers_the_cue_bid_raise_by_strength() -> None:
    assert call("AK654.KQ3.54.432", "1S 2D 3D P") == ("3S", "ocr.min")
    assert call("KQ3.AQJ54.54.432", "1H 1S 2S P") == ("3H", "ocr.min")
    assert call("KQ3.AQJ54.A4.K32", "1H 1S 2S P") == ("4H", "ocr.game")


def test_the_cue_raiser_passes_openers_minimum() -> None:
    assert call("Q32.K32.A54.J432", "1H 1S 2S P 3H P") == ("P", "ocrn.pass")


# 15 ----------------------------------------------------------------------------------------------------------

def test_opener_after_the_pre_emptive_jump_raise() -> None:
    assert call("AQJ54.KQ3.54.432", "1S 2H 3S P")[0] == "P"
    assert call("AQJ54.KQ3.A4.K32", "1S 2H 3S P")[0] == "4S"
