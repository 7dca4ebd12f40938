"""The SAYC booklet's 1NT overcall and the defence to their 1NT opening, one test per statement.

Auctions are written from dealer North. ``tests/test_ai_bridge_booklet_overcalls.py`` already checks the
direct range (15–18 with a stopper), Stayman and transfers, the balancing range (12–15) and the no-trump slam
figures; they are not repeated here.

Checklist (booklet = ACBL SAYC System Booklet, 2006; "common practice" where the booklet gives no figure):

1. 1NT overcall 15–18, balanced, their suit stopped: 14 is too weak, 19 doubles first.
2. Systems on (common practice as SAYC plays it): the overcaller completes a transfer.
3. Advancer invites with 2NT (7–8 opposite 15–18) and bids 3NT with 9+; weaker hands pass.
4. The overcaller accepts 2NT at the top of his range: 17–18 direct, 14–15 balancing; otherwise passes.
5. In the pass-out seat 1NT is 12–15 (overcalls chapter); 11 is too weak.
6. Their 1NT: our double is for penalty (15+, a 1NT opening's strength), directly and in the pass-out seat.
7. Their 1NT: suit overcalls show the suit named. The booklet plays them natural; the system plays
   Cappelletti, an addition marked as such on the card (2♣ one long suit, 2♦ both majors, 2♥/2♠ that major
   and a minor).
8. After our penalty double advancer passes with values and runs to a long suit with a weak hand.
"""
from __future__ import annotations

from bidding_helpers import call

from cardlearn.ai.bridge.system_card_general import ADDITIONS

# 1 -----------------------------------------------------------------------------------------------------------

def test_the_one_no_trump_overcall_range_ends_at_fifteen_and_eighteen() -> None:
    assert call("KQ32.A32.K32.J32", "1H")[0] != "1NT"                 # 14
    assert call("KQ32.A32.KQ2.J32", "1H") == ("1NT", "ov.1nt")        # 15
    assert call("AQ2.KJ3.KQ32.Q32", "1H") == ("1NT", "ov.1nt")        # 18
    assert call("AQ2.K3.KQ32.AJ32", "1H")[0] == "X"                  # 19


# 2 -----------------------------------------------------------------------------------------------------------

def test_systems_on_the_overcaller_completes_the_transfer() -> None:
    assert call("AQ2.K3.KQ32.Q432", "P 1D 1NT P 2D P")[0] == "2H"
    assert call("AQ2.K3.KQ32.Q432", "P 1D 1NT P 2H P")[0] == "2S"


# 3 -----------------------------------------------------------------------------------------------------------

def test_advancer_invites_with_seven_or_eight_and_bids_game_with_nine() -> None:
    assert call("K32.Q32.J432.Q32", "1D 1NT P") == ("2NT", "a1n.2nt")      # 8
    assert call("K32.K32.J432.Q32", "1D 1NT P") == ("3NT", "a1n.3nt")      # 9
    assert call("J32.Q32.J432.Q32", "1D 1NT P") == ("P", "a1n.pass")       # 6


# 4 -----------------------------------------------------------------------------------------------------------

def test_the_overcaller_accepts_two_no_trump_at_the_top_of_his_range() -> None:
    assert call("AQ2.K32.KQJ2.Q32", "P 1D 1NT P 2NT P") == ("3NT", "o1n.3nt")   # 17
    assert call("AQ2.K32.K432.Q32", "P 1D 1NT P 2NT P") == ("P", "o1n.pass")    # 15
    assert call("AQ2.K32.K432.Q32", "P 1D P P 1NT P 2NT P") == ("3NT", "o1n.3nt")   # 14 balancing
    assert call("AQ2.Q32.Q432.Q32", "P 1D P P 1NT P 2NT P") == ("P", "o1n.pass")   # 12 balancing


# 5 -----------------------------------------------------------------------------------------------------------

def test_the_balancing_one_no_trump_starts_at_twelve() -> None:
    assert call("AQ2.K32.Q432.J32", "1H P P") == ("1NT", "ov.1nt")    # 12
    assert call("AQ2.Q32.J432.J32", "1H P P")[0] != "1NT"             # 10


# 6 -----------------------------------------------------------------------------------------------------------

def test_our_double_of_their_one_no_trump_is_for_penalty() -> None:
    assert call("K54.Q2.AJ54.AQ32", "1NT") == ("X", "cap.x")
    assert call("K54.Q2.AJ54.AQ32", "1NT P P") == ("X", "cap.x")
    assert call("K54.Q2.J54.Q5432", "1NT")[0] == "P"


# 7 -----------------------------------------------------------------------------------------------------------

def test_suit_overcalls_of_their_one_no_trump_show_the_suit_and_cappelletti_is_an_addition() -> None:
    assert call("KQJ54.32.A5432.2", "1NT") == ("2S", "cap.2s")        # spades (and a minor)
    assert call("32.KQJ54.A5432.2", "1NT") == ("2H", "cap.2h")        # hearts (and a minor)
    assert call("KQJ954.32.A54.32", "1NT") == ("2C", "cap.2c")        # the addition: 2♣ for one long suit
    assert any(a.key == "cappelletti" for a in ADDITIONS)


# 8 -----------------------------------------------------------------------------------------------------------

def test_advancer_of_the_penalty_double_passes_or_runs_with_a_weak_long_suit() -> None:
    assert call("K54.Q2.J54.QJ432", "1NT X P") == ("P", "capxa.pass")
    assert call("5432.32.QJ5432.2", "1NT X P") == ("2D", "capxa.run")
