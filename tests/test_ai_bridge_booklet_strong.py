"""The SAYC booklet's strong 2♣ opening and the big balanced hands, one test per statement.

Checklist (SAYC System Booklet, 2006; "common practice" where the booklet is silent):

1. 2♣ is the opening for all strong hands: 22+ HCP, artificial and forcing.
2. 2♣ also opens the playing equivalent: 9+ playing tricks with a long major (10 with a minor).
3. No-trump ladder: 2NT opens 20–21 balanced; 2♣ then 2NT is 22–24; 3NT opens 25–27; 2♣ then 3NT is
   the balanced hand above that (the ranges join).
4. 2♦ is the artificial waiting response, forcing: every hand without a positive answer.
5. Positive answers: 2♥, 2♠, 3♣, 3♦ with a good five-card suit (two of the top three honours) and 8+ HCP,
   game forcing; a good suit is shown before 2NT.
6. 2NT is the balanced positive, 8+ HCP, game forcing.
7. 2♣–2♦–2NT (22–24) is not forcing and the 1NT/2NT system is on (Stayman, transfers; pass with nothing).
8. 2♣–2♦–suit is natural and forcing; a jump rebid shows a solid suit and sets trumps.
9. Responder's second call after 2♣–2♦–2M: raise with support and values, a five-card suit of his own,
   3♣ as the second negative (0–3 HCP, common practice), else 2NT.
10. After the second negative opener may stop in three of his major, which the 0–3 responder passes.
11. After a positive answer the auction is forcing to game; opener raises a major with three trumps.
12. 2♣ in competition (common practice): over an overcall, double is penalty, a good suit is a positive,
    no trump a balanced positive with a stopper, pass waits (opener must still act); over a double the
    responses are unchanged.
"""
from __future__ import annotations

from bidding_helpers import call, cards, meaning

from cardlearn.ai.bridge.bidder import choose_call

# --- 1–3: the opening ---------------------------------------------------------------------------------------


def test_two_clubs_opens_22_hcp_and_is_forcing() -> None:
    decision = choose_call(cards("AKQJ2.AK32.AQ3.2"), [], "N")  # 23 HCP, a five-card suit
    assert (decision.call, decision.rule_id) == ("2C", "open.2c") and decision.explanation.forcing
    assert call("AKJ32.AKQ2.KQ3.2")[0] == "2C"  # 22 HCP, unbalanced
    assert call("AKJ32.AKQ2.KJ3.2")[0] == "1S"  # 21 HCP opens one of the suit


def test_two_clubs_on_playing_strength() -> None:
    # Ten playing tricks with a long major and 19 HCP.
    assert call("AKQJ932.AKQ.32.2") == ("2C", "c2.open.2c")
    # Nine tricks are enough with a major (17 HCP) ...
    assert call("AKQJ932.AK2.32.2") == ("2C", "c2.open.2c")
    # ... but a minor needs ten: nine open one.
    assert call("2.AK2.32.AKQJ932")[0] == "1C"


def test_no_trump_ladder_joins_without_a_gap() -> None:
    assert call("AKQ2.KQ3.Q32.KJ2") == ("2NT", "open.2nt")  # 20
    assert call("AKQ2.AK3.Q32.QJ2") == ("2NT", "open.2nt")  # 21
    assert call("AKQ2.AK3.KQ2.Q32") == ("2C", "open.2c")  # 22: 2♣ then 2NT
    assert call("AKQ2.AK3.KQ2.Q32", "2C P 2D P") == ("2NT", "2c.2nt")
    assert call("AKQ2.AKJ.KQ2.Q32", "2C P 2D P") == ("2NT", "2c.2nt")  # 24
    assert call("AKQ2.AKJ.AQ2.K32") == ("3NT", "open.3nt")  # 26
    # Balanced 28: 2♣ then 3NT, never a non-forcing 2NT partner may pass.
    assert call("AKQ2.AKJ.AQ3.KQ2") == ("2C", "open.2c")
    assert call("AKQ2.AKJ.AQ3.KQ2", "2C P 2D P") == ("3NT", "2c.3nt")
    assert "25+" in meaning("2C P 2D P 3NT")


# --- 4–6: responses -----------------------------------------------------------------------------------------


def test_two_diamonds_waits_and_forces() -> None:
    decision = choose_call(cards("32.J432.Q432.432"), ["2C", "P"], "N")
    assert (decision.call, decision.rule_id) == ("2D", "r2c.2d") and decision.explanation.forcing
    # 8+ HCP without a good suit and not balanced waits too.
    assert call("K432.Q432.K432.2", "2C P") == ("2D", "r2c.2d")
    # A five-card suit without two top honours is no positive.
    assert call("2.Q8432.K32.Q432", "2C P")[0] == "2D"


def test_positive_suit_answers_need_a_good_suit_and_8_hcp() -> None:
    decision = choose_call(cards("32.KQJ32.K32.432"), ["2C", "P"], "N")
    assert (decision.call, decision.rule_id) == ("2H", "r2c.pos") and decision.explanation.forcing
    assert call("AQ432.32.K32.432", "2C P")[0] == "2S"
    assert call("32.32.AKJ32.5432", "2C P") == ("3D", "r2c.pos.m")
    assert call("32.432.Q32.AKJ32", "2C P") == ("3C", "r2c.pos.m")
    # Seven HCP is not a positive, however good the suit.
    assert call("32.KQJ32.432.432", "2C P")[0] == "2D"


def test_good_suit_is_shown_before_two_no_trump() -> None:
    # 5-3-3-2 with a good major: the suit, not 2NT.
    assert call("32.AQJ32.K32.432", "2C P")[0] == "2H"


def test_two_no_trump_is_the_balanced_positive() -> None:
    decision = choose_call(cards("K32.Q32.K32.Q432"), ["2C", "P"], "N")
    assert (decision.call, decision.rule_id) == ("2NT", "r2c.pos.nt") and decision.explanation.forcing
    assert call("A32.K32.Q32.5432", "2C P")[0] == "2NT"


# --- 7–10: after 2♣–2♦ --------------------------------------------------------------------------------------


def test_two_clubs_then_two_no_trump_has_the_system_on() -> None:
    assert not choose_call(cards("AKQ2.AK3.KQ2.Q32"), ["2C", "P", "2D", "P"], "N").explanation.forcing
    assert call("32.432.5432.5432", "2C P 2D P 2NT P")[0] == "P"
    assert call("32.K432.5432.5432", "2C P 2D P 2NT P") == ("3C", "2c.2NT.stayman")
    assert call("32.KJ432.5432.432", "2C P 2D P 2NT P") == ("3D", "2c.2NT.transfer_h")
    assert call("K32.Q32.Q432.432", "2C P 2D P 2NT P")[0] == "3NT"


def test_opener_suit_rebid_is_natural_and_forcing() -> None:
    decision = choose_call(cards("AKQJ2.AK32.AQ3.2"), ["2C", "P", "2D", "P"], "N")
    assert decision.call == "2S" and decision.explanation.forcing
    # A solid seven-card suit jumps and sets trumps: responder raises to game with nothing.
    assert call("AKQJ932.AK3.A2.2", "2C P 2D P") == ("3S", "2c.solid")
    assert call("32.32.65432.5432", "2C P 2D P 3S P") == ("4S", "c2.2c.solid")


def test_responder_second_call_after_opener_major() -> None:
    assert call("K32.Q32.5432.432", "2C P 2D P 2S P") == ("3S", "r2c.raise")
    assert call("32.KQJ32.5432.32", "2C P 2D P 2S P") == ("3H", "c2.2c.suit")
    # Common practice: 3♣ is the second negative, 0–3 HCP.
    assert call("32.432.5432.5432", "2C P 2D P 2S P") == ("3C", "r2c.second_neg")
    assert "0–3" in meaning("2C P 2D P 2S P 3C") and "common practice" in meaning("2C P 2D P 2S P 3C")
    # Values without support or a suit: 2NT, and the auction goes on.
    assert call("32.K432.5432.Q432", "2C P 2D P 2S P") == ("2NT", "c2.2c.nt")


def test_after_second_negative_opener_may_stop_in_three() -> None:
    assert call("AKQJ32.AK3.A2.32", "2C P 2D P 2S P 3C P") == ("3S", "r2c.sn.own")
    assert call("32.432.5432.5432", "2C P 2D P 2S P 3C P 3S P") == ("P", "r2c.min.pass")


def test_after_a_positive_opener_raises_a_major() -> None:
    decision = choose_call(cards("AKQ2.K32.AQ3.AK2"), ["2C", "P", "2H", "P"], "N")
    assert decision.call == "3H" and decision.explanation.forcing


# --- 12: competition ----------------------------------------------------------------------------------------


def test_over_their_overcall_of_two_clubs() -> None:
    assert call("QJ92.Q32.K32.432", "2C 2S") == ("X", "c2i.x")
    decision = choose_call(cards("32.KQJ32.K32.432"), ["2C", "2S"], "N")
    assert decision.call == "3H" and decision.explanation.forcing
    assert call("Q32.Q32.K32.Q432", "2C 2S") == ("2NT", "c2i.nt")
    assert call("32.432.5432.5432", "2C 2S") == ("P", "c2i.pass")
    assert "2♣" in meaning("2C 2S P") and "common practice" in meaning("2C 2S P")


def test_over_a_double_of_two_clubs_the_responses_stay() -> None:
    assert call("32.432.5432.5432", "2C X") == ("2D", "c2i.x2d")
    assert call("32.KQJ32.K32.432", "2C X") == ("2H", "c2i.xpos.major")
    assert call("32.32.KQJ32.K432", "2C X") == ("3D", "c2i.xpos.minor")
    assert call("K32.Q32.K32.Q432", "2C X") == ("2NT", "c2i.x2nt")
