"""Competitive SAYC, second part (issue #12): each treatment as an auction and a hand -> the call, its meaning
and the answer to it."""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.ai.bridge.explain import explain
from cardlearn.ai.bridge.sections.contested import losers
from cardlearn.ai.bridge.system import FORCING_RULES
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: str, vulnerability: str = "None"):
    """The call, its English meaning and the decision for ``hand`` after ``auction`` (North dealt)."""
    decision = choose_call(hand, auction.split(), "N", vulnerability)
    return decision.call, decision.explanation.text("en"), decision


def meaning(auction: str) -> str:
    """What the last call of ``auction`` means to the other players (no hand known)."""
    calls = auction.split()
    return explain(calls, len(calls) - 1, "N").text("en")


def test_light_takeout_double_counts_shortness_in_their_suit():
    call, text, _ = call_for("KJ84..Q9763.KJ42", "1H")   # 10 HCP and a void
    assert call == "X" and "takeout" in text and "at most 1 ♥" in text
    # Without the shortness the same strength passes.
    assert call_for("KJ84.6.Q976.KJ42", "1H")[0] == "P"   # 10 HCP, a small singleton
    assert call_for("KJ84.62.Q976.KJ4", "1H")[0] == "P"


def test_six_card_suit_without_an_unbid_major_overcalls_rather_than_doubles():
    call, text, _ = call_for("A84.KQ3.6.A98643", "1D")
    assert call == "2C" and text.startswith("overcall")
    # With four cards in an unbid major the double finds the fit.
    assert call_for("A84.KQ32.6.A9864", "1D")[0] == "X"


def test_partners_second_takeout_double_is_not_passed_without_their_suit():
    call, text, _ = call_for("84.Q5.QT763.J982", "1S X 2S P P X P")
    assert call == "3D" and "answer to partner's double" in text
    # Length and strength in their suit convert it.
    assert call_for("KQT95.84.Q76.J82", "1S X 2S P P X P")[0] == "P"


def test_negative_doublers_2nt_invites_with_ten_and_a_stopper():
    call, text, _ = call_for("KJ5.KJ84.874.Q63", "P P 1D 1S X P 2C P")
    assert call == "2NT" and "10–12 HCP" in text and "stopper in ♠" in text


def test_michaels_and_unusual_2nt_after_their_response():
    call, text, decision = call_for("KQ974.AJ863.5.74", "1D P 1NT")
    assert call == "2D" and "Michaels" in text and decision.explanation.forcing
    assert "Michaels" in meaning("1D P 1NT 2D")
    assert call_for("84.Q73.J9874.K62", "1D P 1NT 2D P")[0] == "2H"   # advancer picks a major
    call, text, _ = call_for("5.84.KQJ83.KJ985", "1S P 2S")
    assert call == "2NT" and "Unusual" in text
    assert call_for("Q73.K84.52.J9762", "1S P 2S 2NT P")[0] == "3C"


def test_michaels_cue_bid_of_their_weak_two_and_its_answers():
    call, text, decision = call_for("AKJ74.5.AQ984.84", "2H")
    assert call == "3H" and "weak two" in text and decision.explanation.forcing
    assert decision.rule_id in FORCING_RULES
    assert call_for("Q83.9743.K5.J962", "2H 3H P")[0] == "3S"     # a fit, little strength
    call, text, _ = call_for("Q83.K743.K5.A962", "2H 3H P")
    assert call == "4S" and "game" in text                         # a fit and 10+ HCP
    call, text, _ = call_for("83.K743.K75.J962", "2H 3H P")
    assert call == "4C" and "chooses between" in text              # no fit: 4♣ lets partner correct
    assert "chooses between" in meaning("2H 3H P 4C")
    assert call_for("AKJ74.5.AQ984.84", "2H 3H P 4C P")[0] == "4D"
    # A weak hand needs 6–5 shape or 8+ HCP to cue bid at the three level.
    assert call_for("KQJ97.4.QJT97.43", "2H")[0] == "3H"
    assert call_for("QJ976.4.QJT97.43", "2H")[0] != "3H"


def test_unusual_4nt_shows_a_big_minor_two_suiter():
    hand = "5.A.KQJ93.AKJ852"
    assert losers(evaluate(hand)) == 3
    call, text, decision = call_for(hand, "1S")
    assert call == "4NT" and "minors" in text and decision.explanation.forcing
    assert call_for("8643.J52.K5.9762", "1S 4NT P")[0] == "5C"
    assert call_for("8643.J52.K952.97", "1S 4NT P")[0] == "5D"
    # An ordinary 5–5 in the minors stays with the Unusual 2NT.
    assert call_for("5.84.KQJ83.KJ985", "1S")[0] == "2NT"


def test_overcaller_reopens_with_a_double_when_they_stop_at_two():
    call, text, decision = call_for("4.K83.AQJ864.Q73", "1S 2D 2S P P")
    assert call == "X" and "reopening double" in text and "at most 1 ♠" in text
    assert decision.rule_id == "ovr.x"
    call, text, _ = call_for("8643.QJ52.T5.962", "1S 2D 2S P P X P")
    assert call == "3H" and "answer to partner's double" in text
    # With their suit well held partner leaves the double in.
    assert call_for("KJ96.Q52.T5.9762", "1S 2D 2S P P X P")[0] == "P"
    # Without shortness in their suit the overcaller lets them play.
    assert call_for("84.K83.AQJ86.Q73", "1S 2D 2S P P")[0] == "P"


def test_negative_doublers_cue_bid_is_a_slam_try_and_opener_answers():
    call, text, decision = call_for("KQ83..AJ742.Q952", "1C 2H X P 2S P")
    assert call == "3H" and "slam interest" in text and decision.explanation.forcing
    assert call_for("AJ95.Q84.Q3.AJ84", "1C 2H X P 2S P 3H P")[0] == "4S"     # minimum: sign-off
    call, text, _ = call_for("AJ95.K84.K3.AK84", "1C 2H X P 2S P 3H P")
    assert call == "4NT" and "Blackwood" in text                              # extras: ask for aces
    # Game values without the slam try still bid game.
    assert call_for("KQ83.85.AJ74.K95", "1C 2H X P 2S P")[0] == "4S"


def test_openers_new_suit_after_their_overcall_of_our_minor_raise_asks_for_a_stopper():
    call, text, decision = call_for("KQ84.A2.83.AKJ74", "1C P 2C 2D")
    assert call == "2S" and "stopper" in text and decision.explanation.forcing
    assert call_for("962.J5.KJ4.QT953", "1C P 2C 2D 2S P")[0] == "3NT"
    call, text, _ = call_for("962.J5.854.KQ953", "1C P 2C 2D 2S P")
    assert call == "3C" and "no stopper" in text


def test_the_conventional_questions_and_forcing_bids_of_the_module_are_forcing():
    """Forcing is marked on the rule: the cue bids, the unusual 4NT and the new suits partner may not pass."""
    assert {"mi.cue.late", "mi.2nt.late", "w2.cue", "w2.cue.weak", "advo.cue", "adv.cue", "ov.4nt", "ndr.slam",
            "bw.ask.ndr", "rbc.new"} <= FORCING_RULES


@pytest.mark.parametrize("auction", ["2H 3H", "1S 4NT", "1S 2D 2S P P X", "1C 2H X P 2S P 3H", "1C P 2C 2D 2S",
                                     "1C P 2C 2D 2S P 3C"])
def test_new_calls_read_in_every_language(auction):
    calls = auction.split()
    explanation = explain(calls, len(calls) - 1, "N")
    assert explanation.rule_id not in ("unknown", "fallback")
    for lang in LANGUAGES:
        text = explanation.text(lang)
        assert text and "ai_bridge" not in text and "{" not in text, (lang, text)


def test_balanced_19_to_21_doubles_their_weak_two_then_bids_3nt_or_the_major_game():
    assert call_for("AQ4.KJ3.AQJ4.K32", "2S")[0] == "X"
    call, text, _ = call_for("AQ4.KJ3.AQJ4.K32", "2S X P 3C P")
    assert call == "3NT" and "19–21 HCP" in text and "stopper in ♠" in text
    call, text, _ = call_for("AQ4.KJ32.AQJ4.K3", "2S X P 3H P")
    assert call == "4H" and "4+ ♥" in text
    # 15–18 balanced with a stopper is the natural 2NT.
    assert call_for("AQ4.KJ3.QJ94.K32", "2S")[0] == "2NT"


def test_opener_rebids_naturally_after_their_double_and_a_one_level_answer():
    call, _text, decision = call_for("AQ84.K3.AJ974.82", "1D X 1H P")
    assert call == "1S" and decision.rule_id == "rb.1level"
    # Partner's 1♠ showed four spades, not a competitive eight-card fit: no 4♠ on a doubleton.
    assert call_for("74.AK72.K5.JT873", "1D X 1H P 1S P 2NT P 3NT P")[0] == "P"


def test_transfers_over_partners_1nt_overcall():
    call, text, decision = call_for("J7.T9432.AQ84.J2", "1C 1NT P")
    assert call == "2D" and "transfer" in text and decision.explanation.forcing
    assert "to play" not in meaning("1C 1NT P 2D")          # not also read as a natural 2♦
    assert call_for("AQ4.K84.KJ3.A962", "1C 1NT P 2D P")[0] == "2H"
    assert call_for("J7.T9432.AQ84.J2", "1C 1NT P 2D P 2H P")[0] == "2NT"      # five hearts, invitational
    assert call_for("K85.Q96532.A74.6", "1S 1NT P 2D P 2H P")[0] == "4H"       # six hearts, game values
    assert call_for("AQ4.K84.KJ3.Q962", "1C 1NT P 2D P 2H P 2NT P")[0] == "3H"  # 15, three hearts: minimum
    assert call_for("AQ4.K84.KJ3.A962", "1C 1NT P 2D P 2H P 3NT P")[0] == "4H"
    # A transfer into their suit is not on: over 1♥, 2♦ is natural.
    assert "transfer" not in meaning("1H 1NT P 2D")


def test_opener_and_responder_after_a_free_1nt_over_their_overcall():
    # Opener's second suit after responder's natural 1NT (8–10): the 1NT is not the forcing one.
    call, text, decision = call_for("5.A82.AKJ53.AQ72", "1D 1S 1NT P")
    assert call == "2C" and decision.rule_id == "rb1nt.new"
    assert call_for("Q4.K82.AJ953.Q72", "1D 1S 1NT P")[0] == "P"                 # minimum, balanced
    call, text, _ = call_for("KJ4.J93.Q72.J953", "1D 1S 1NT P 2C P")
    assert call == "P"                                                         # four clubs, minimum: pass
    call, text, _ = call_for("KJ4.J93.Q742.J95", "1D 1S 1NT P 2C P")
    assert call == "2D" and "preference" in text and "2+ ♦" in text


def test_no_five_level_minor_game_after_partner_declined_to_compete():
    # I raised partner's 1♣, they competed to 2♠ and partner passed: no 5♣ on shortness and his range's middle.
    assert call_for("-.K932.Q87.KJ9532", "1C 1S 2C 2S P P")[0] != "5C"


@pytest.mark.parametrize(("auction", "rule_id"), [
    ("1H 1S 2H 3H", "advo.cue"), ("1S 2H 2S 3S", "advo.cue"),    # cue-bid raise of the overcall after their raise
    ("1H X 1S 2H", "adv.cue"), ("1H X 2H 3H", "adv.cue"),        # advancer's game-forcing cue bid
    ("1D P 1NT 2D", "mi.cue.late"), ("2S P P 3S", "w2.cue"),
])
def test_a_learners_cue_bid_is_explained_as_the_convention_and_is_forcing(auction, rule_id):
    calls = auction.split()
    explanation = explain(calls, len(calls) - 1, "N")
    assert explanation.rule_id == rule_id and explanation.forcing
    assert "; or " not in explanation.text("en")             # one meaning, not a natural alternative
    answer = choose_call("Q983.K72.Q85.J96", [*calls, "P"], "N")
    assert answer.call != "P"


def test_a_cue_bid_is_never_read_as_a_fit_in_their_suit():
    assert "fit" not in meaning("1D P 1H 2D") and "8+" not in meaning("1D P 1H 2D")


def test_negative_doubler_raises_openers_major_answer_rather_than_bidding_2nt():
    call, text, _ = call_for("AJ654.T832.K4.Q7", "P P 1C 1S X P 2H P")
    assert call == "3H" and "4+ ♥" in text


def test_strong_balanced_hands_over_a_preempt_and_opener_after_a_free_1nt():
    # Four cards in their suit: no double, so 3NT at once (over a weak two as over a three-bid).
    assert call_for("AK.AJ85.QJ95.KJ3", "2D")[0] == "3NT"
    assert call_for("AK.AJ85.QJ95.KJ3", "P P 3D")[0] == "3NT"
    # Opener with 16+ opposite responder's free 1NT (8–10) bids the game.
    call, _text, decision = call_for("Q93.AKQJ3.A.JT65", "P P 1H 1S 1NT P")
    assert call == "3NT" and decision.rule_id == "rbo1.3nt"
