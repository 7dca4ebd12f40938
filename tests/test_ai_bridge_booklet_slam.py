"""The SAYC booklet's slam bidding, one test per statement.

Checklist (SAYC System Booklet, 2006; "common practice" where the booklet is silent):

1. 4NT is Blackwood when a suit is agreed (or the asker's last bid was a suit); it forces.
2. Answers: 5♣ 0 or 4 aces, 5♦ 1, 5♥ 2, 5♠ 3.
3. The asker places the contract: five of the agreed suit with two aces missing, six with one missing.
4. 5NT after the answer promises all four aces and asks for kings: 6♣ 0 or 4, 6♦ 1, 6♥ 2, 6♠ 3;
   the asker bids the grand slam when the kings are there.
5. Gerber: a jump to 4♣ over partner's 1NT or 2NT opening (and 2♣ then 2NT) asks for aces; answers 4♦ 0 or 4,
   4♥ 1, 4♠ 2, 4NT 3. Common practice extends it to the 3NT opening and to partner's no-trump rebid with no
   suit agreed (not when clubs were bid).
6. After Gerber's answer: slam with at most one ace missing, a sign-off at four with two missing, 5♣ asks for
   kings with all four (answers 5♦ 0 or 4, 5♥ 1, 5♠ 2, 5NT 3) and the asker bids seven with the kings.
7. 4NT raising partner's no trump with no suit agreed is quantitative: over 1NT (16–17), over 2NT, after
   2♣–2♦–2NT, and after 1NT–3NT; partner bids 6NT at the top of his range, else passes.
8. Control (cue) bids once a major is agreed (common practice: the booklet has only Blackwood and Gerber):
   a new suit at four shows first-round control and slam interest; partner cooperates or signs off.
9. Slam values are never closed by an unlimited game bid: a raise of partner's weak two with a major fit and
   25+ HCP asks for aces (common practice); 16–24 bids game.
"""
from __future__ import annotations

import pytest
from bidding_helpers import call, cards, meaning

from cardlearn.ai.bridge.bidder import choose_call

# --- 1–4: Blackwood -----------------------------------------------------------------------------------------


def test_four_no_trump_asks_for_aces_in_a_suit_auction() -> None:
    decision = choose_call(cards("AKQJ32.AKQ2.A2.2"), ["1S", "P", "3S", "P"], "N")
    assert decision.call == "4NT" and decision.rule_id.startswith("bw.ask") and decision.explanation.forcing
    assert "Blackwood" in meaning("1S P 3S P 4NT")


@pytest.mark.parametrize(("pbn", "answer"), [
    ("K32.Q32.K432.K32", "5C"),
    ("A32.Q32.K432.K32", "5D"),
    ("A32.A32.K432.K32", "5H"),
    ("A32.A32.A432.K32", "5S"),
])
def test_blackwood_answers_by_steps(pbn: str, answer: str) -> None:
    assert call(pbn, "1S P 3S P 4NT P") == (answer, f"bw.reply.{'CDHS'.index(answer[1])}")


def test_asker_signs_off_with_two_aces_missing_and_bids_six_with_one() -> None:
    asker = "KQJ432.KQ2.KQ2.2"  # no ace
    assert call(asker, "1S P 3S P 4NT P 5D P") == ("5S", "bw.signoff")  # one ace together: three missing
    assert call("AQJ432.KQ2.KQ2.2", "1S P 3S P 4NT P 5D P") == ("5S", "bw.signoff")  # two missing
    assert call("AQJ432.KQ2.KQ2.2", "1S P 3S P 4NT P 5H P") == ("6S", "bw.slam")  # one missing


def test_five_no_trump_asks_for_kings_and_the_grand_follows() -> None:
    assert "four aces" in meaning("1S P 3S P 4NT P 5H P 5NT")
    assert call("K32.K32.A432.A32", "1S P 3S P 4NT P 5H P 5NT P") == ("6H", "kings.2")
    assert call("A32.Q32.Q432.A32", "1S P 3S P 4NT P 5H P 5NT P")[0] == "6C"
    assert call("AKJ432.AQ32.AQ.2", "1S P 3S P 4NT P 5H P 5NT P 6S P")[0] == "7S"


# --- 5–6: Gerber --------------------------------------------------------------------------------------------


def test_gerber_over_one_and_two_no_trump_openings() -> None:
    decision = choose_call(cards("AKQJ32.KQ2.K2.32"), ["1NT", "P"], "N")
    assert (decision.call, decision.rule_id) == ("4C", "gerber.ask") and decision.explanation.forcing
    # Opposite 2NT (20–21) fewer values reach slam.
    assert call("AKQJ32.K32.Q2.32", "2NT P") == ("4C", "gerber.ask")
    assert call("K32.AQ2.KJ32.Q32", "1NT P 4C P") == ("4H", "gerber.reply.1")
    assert call("K32.AQ2.KJ32.AK2", "2NT P 4C P") == ("4S", "gerber.reply.2")


def test_gerber_after_two_clubs_then_two_no_trump_and_no_trump_rebids() -> None:
    for auction in ("2C P 2D P 2NT P 4C", "3NT P 4C", "2C P 2D P 3NT P 4C", "1D P 1S P 2NT P 4C"):
        assert "Gerber" in meaning(auction), auction
    # Once clubs were bid, 4♣ is not Gerber.
    assert "Gerber" not in meaning("1C P 1S P 1NT P 4C")
    assert call("AKQJ32.K32.Q2.32", "1D P 1S P 2NT P") == ("4C", "gerber.ask")


def test_after_gerber_slam_sign_off_or_kings() -> None:
    asker = "AKQJ32.KQ2.K2.32"  # one ace
    assert call(asker, "1NT P 4C P 4H P")[0] == "4S"  # two aces together: sign off
    assert call(asker, "1NT P 4C P 4S P") == ("6S", "gerber.slam")  # three together
    # All four aces: 5♣ asks for kings, and the grand follows with all four kings.
    assert call("T5.QJ.AKQ763.AQ6", "2NT P 4C P 4S P") == ("5C", "gerber.kings")
    assert call("AKJ4.AKT3.J4.KJ8", "2NT P 4C P 4S P 5C P") == ("5NT", "kings.3")
    # A solid suit opposite the balanced opener plays in 7NT (common practice), a weaker one as trumps.
    assert call("T5.QJ.AKQ763.AQ6", "2NT P 4C P 4S P 5C P 5NT P") == ("7NT", "gerber.7nt")
    assert call("T5.QJ.AKJ763.AQ6", "2NT P 4C P 4S P 5C P 5NT P") == ("7D", "gerber.grand")
    assert call("T5.QJ.AKQ763.AQ6", "2NT P 4C P 4S P 5C P 5H P") == ("6D", "gerber.small")


# --- 7: quantitative 4NT ------------------------------------------------------------------------------------


def test_four_no_trump_over_no_trump_is_quantitative() -> None:
    for auction in ("1NT P 4NT", "2NT P 4NT", "2C P 2D P 2NT P 4NT", "1NT P 3NT P 4NT"):
        text = meaning(auction)
        assert "invites slam" in text and "Blackwood" not in text, auction
    assert call("K32.AQ2.KJ32.Q32", "1NT P 4NT P") == ("P", "1NT.4nt.min")  # 15
    assert call("KQ2.AQ2.KJ32.Q32", "1NT P 4NT P") == ("6NT", "1NT.4nt.acc")  # 17
    assert call("AKQ2.AKJ.KQ2.Q32", "2C P 2D P 2NT P 4NT P")[0] == "6NT"  # 24


# --- 8: control bids ----------------------------------------------------------------------------------------


def test_control_bid_with_a_major_agreed() -> None:
    decision = choose_call(cards("AKQ32.A2.KQ2.K32"), ["1S", "P", "3S", "P"], "N")
    assert (decision.call, decision.rule_id) == ("4H", "cue.first") and decision.explanation.forcing
    assert "common practice" in decision.explanation.text("en")


# --- 9: game bids that would close the slam path ------------------------------------------------------------


def test_big_hand_over_a_weak_two_asks_for_aces() -> None:
    decision = choose_call(cards("AK7.KQ.AKQ84.AQJ"), ["2S", "P"], "N")
    assert (decision.call, decision.rule_id) == ("4NT", "bw.ask.w2") and decision.explanation.forcing
    assert call("Q98532.32.K32.32", "2S P 4NT P") == ("5C", "bw.reply.0")
    assert call("AK7.KQ.AKQ84.AQJ", "2S P 4NT P 5D P") == ("6S", "bw.slam")
    assert call("KQ7.AKQ.KQJ84.KQ", "2S P") == ("4NT", "bw.ask.w2")  # 25
    assert call("KQ7.AKQ.KQJ84.KQ", "2S P 4NT P 5D P") == ("5S", "bw.signoff")
    # 16–24 with a fit bids game (22 opposite a weak two is often 30 together); its meaning has an upper limit.
    assert call("AK7.KQ2.KQ84.A32", "2H P") == ("4H", "rw.4M")
    assert call("AKQ.J87.AK6.KQJ7", "2H P") == ("4H", "rw.4M")
    assert "16–24" in meaning("2H P 4H")
