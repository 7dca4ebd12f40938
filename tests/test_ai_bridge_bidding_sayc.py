"""The SAYC conventions of the bidding AI, one test per convention: the call, its meaning, and the answer to it."""
from __future__ import annotations

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.explain import explain
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: list[str], dealer: str = "N", vulnerability: str = "None"):
    """The decision for ``hand`` (PBN ``S.H.D.C``) after ``auction``, with its English meaning."""
    decision = choose_call(hand, auction, dealer, vulnerability)
    return decision.call, decision.explanation.text("en"), decision


def test_opener_rebid_of_the_major_over_1nt_is_recognised():
    # The bug: 1♠–1NT–2♠ never matched, so responder jumped to 3NT. With a maximum (9–10) he invites.
    call, text, decision = call_for("Q2.KJ84.Q973.J82", ["1S", "P", "1NT", "P", "2S", "P"])
    assert decision.rule_id.startswith("r1n.") and call == "3S" and "invitational" in text
    assert call_for("Q2.KJ84.Q973.982", ["1S", "P", "1NT", "P", "2S", "P"])[0] == "P"


def test_responder_gives_preference_or_bids_1nt_after_openers_second_suit():
    assert call_for("T8.632.AT96.KQT4", ["1C", "P", "1D", "P", "1H", "P"])[0] == "2C"   # preference, four clubs
    call, text, _ = call_for("K97.86.KQ632.QT8", ["1C", "P", "1D", "P", "1H", "P"])
    assert call == "1NT" and "not forcing" in text
    # Opener's one-level new suit is not passed with a fit: responder raises.
    assert call_for("Q732.82.A983.932", ["1C", "P", "1D", "P", "1H", "P"])[0] == "1S"


def test_fourth_suit_forcing_and_openers_answer():
    call, text, decision = call_for("AK97.A8.742.QT72", ["1H", "P", "1S", "P", "2C", "P"])
    assert call == "2D" and decision.explanation.forcing and "fourth suit" in text
    # Opener shows three-card support first.
    assert call_for("982.AK753.9.AT97", ["1H", "P", "1S", "P", "2C", "P", "2D", "P"])[0] == "2S"
    # No support, a stopper in the fourth suit: no trump.
    assert call_for("8.AK753.KJ9.AT97", ["1H", "P", "1S", "P", "2C", "P", "2D", "P"])[0] == "2NT"


def test_reverse_is_forcing_and_responder_answers():
    call, _, decision = call_for("5.KJ8.AK72.KQJ62", ["1C", "P", "1S", "P"])
    assert call == "2D" and decision.explanation.forcing
    assert call_for("AQ985.T8.85.8763", ["1D", "P", "1S", "P", "2H", "P"])[0] == "2S"   # weakest answer
    assert call_for("K75.J.AK72.AQJ76", ["1C", "P", "1S", "P", "2D", "P", "2S", "P"])[0] == "3S"


def test_jacoby_2nt_rebids_show_shortness_a_second_suit_or_strength():
    call, text, _ = call_for("AKQJ8.8.Q9763.AQ", ["1S", "P", "2NT", "P"])
    assert call == "3H" and "singleton or void" in text
    assert call_for("AKJT9.8.AQJT9.87", ["1S", "P", "2NT", "P"])[0] == "4D"    # good five-card side suit
    assert call_for("AQ875.K84.Q7.K93", ["1S", "P", "2NT", "P"])[0] == "4S"    # minimum, no shortness


def test_two_clubs_positive_waiting_and_second_negative():
    call, text, decision = call_for("983.53.AQ5432.K4", ["2C", "P"])
    assert call == "3D" and decision.explanation.forcing and "positive" in text
    assert call_for("9832.T53.J542.T4", ["2C", "P"])[0] == "2D"
    call, text, _ = call_for("9832.T53.J542.T4", ["2C", "P", "2D", "P", "2H", "P"])
    assert call == "3C" and "second negative" in text
    assert call_for("AKQJT6.AK4.AJ3.6", ["2C", "P", "2D", "P", "2S", "P", "3C", "P"])[0] == "3S"
    assert call_for("AKQT987.A2.AK.K8", ["2C", "P", "2D", "P"])[0] == "3S"     # solid suit, jump


def test_weak_two_feature_ask():
    call, _, decision = call_for("AK5.Q8.K9632.Q75", ["2H", "P"])
    assert call == "2NT" and decision.explanation.forcing
    assert call_for("82.AQT984.KT2.T9", ["2H", "P", "2NT", "P"])[0] == "3D"   # maximum, diamond king
    assert call_for("2.KQJ986.Q63.T32", ["2H", "P", "2NT", "P"])[0] == "3H"   # minimum


def test_minor_suit_relay_over_1nt():
    call, _, decision = call_for("543.75.QT87542.5", ["1NT", "P"])
    assert call == "2S" and decision.explanation.forcing
    assert call_for("AKQ9.AT3.KJ52.97", ["1NT", "P", "2S", "P"])[0] == "3C"
    assert call_for("543.75.QT87542.5", ["1NT", "P", "2S", "P", "3C", "P"])[0] == "3D"


def test_systems_on_after_a_double_of_1nt():
    assert call_for("QJ9874.53.872.J7", ["1NT", "X"])[0] == "2H"    # transfer to spades
    call, _, _ = call_for("K54.KT942.KQ.A43", ["1NT", "X", "2D", "P"])
    assert call in ("2H", "3H")


def test_cappelletti_over_their_1nt():
    call, text, _ = call_for("5.AQ875.T9.AKJ42", ["1NT"])
    assert call == "2H" and "Cappelletti" in text and "common practice" in text
    assert call_for("965.4.T962.QT643", ["1NT", "2H", "P"])[0] == "2NT"        # asks for the minor
    assert call_for("5.AQ875.T9.AKJ42", ["1NT", "2H", "P", "2NT", "P"])[0] == "3C"
    assert call_for("KJT.KJ8763.-.QT962", ["1NT", "2C", "X", "P", "P"])[0] == "2H"


def test_takeout_doubler_rebids_and_advancer_cue_bid():
    assert call_for("AK875.8.AK96.A87", ["1H", "X", "P", "1S", "P"])[0] == "2S"
    assert call_for("K98.AQ732.KQ8.AJ", ["1C", "X", "P", "1D", "P"])[0] == "1H"
    assert call_for("K984.AQ7.KQJ9.A8", ["1C", "X", "P", "1D", "P"])[0] == "1NT"
    call, _, decision = call_for("AKJ4.AJ76.AKQ.98", ["1C", "X", "P", "1D", "P"])
    assert call == "2C" and decision.explanation.forcing
    # The case: 19 HCP and six spades does not pass partner's 1♥.
    assert call_for("AKQJ65.A2.KQ4.82", ["1D", "X", "P", "1H", "P"])[0] != "P"
    call, _, decision = call_for("J4.AK72.873.AKQ2", ["1D", "X", "P"])   # game values, no stopper: cue bid
    assert call == "2D" and decision.explanation.forcing


def test_negative_double_levels():
    assert call_for("A864.J53.J986.73", ["1C", "2H"])[0] == "P"     # two level: 8+
    assert call_for("Q84.KJ73.842.K82", ["1C", "1S"])[0] == "X"
    assert call_for("KT843.AT3.A95.Q2", ["1H", "2C"])[0] == "2S"    # five-card major bid directly


def test_michaels_and_unusual_2nt_and_their_answers():
    call, text, decision = call_for("QT9865.KJT87.3.5", ["1D"])
    assert call == "2D" and "Michaels" in text and decision.explanation.forcing
    call, text, _ = call_for("86.KQT87.-.QJ9864", ["1D"])
    assert call == "2NT" and "Unusual" in text
    assert call_for("J42.Q953.K8.T764", ["1D", "2D", "P"])[0] == "2H"          # the longer major
    assert call_for("5.AQT86.QJT876.4", ["1S", "2S", "P", "3C", "P"])[0] == "3D"   # corrects to his minor
    assert call_for("2.KJ986.93.KJ984", ["1S", "2S", "4S", "4NT", "P"])[0] == "5C"


def test_balancing():
    assert call_for("J65.AKT872.KQ5.9", ["1C", "P", "P"])[0] == "2H"     # intermediate jump
    assert call_for("QJ874.43.K74.Q98", ["1H", "P", "2H", "P", "P"])[0] == "2S"
    assert call_for("AT84.84.QT87.KT6", ["1H", "P", "2H", "P", "P"])[0] == "X"
    assert call_for("AJ7.KQ4.QJT7.K92", ["1H", "P", "P"])[0] == "X"


def test_blackwood_after_a_raise_and_5nt_and_gerber_are_answered():
    # The issue: Blackwood after 1M–2M / 1M–3M and 4♣ Gerber were passed.
    call, text, _ = call_for("K83.AQ5.K83.8642", ["1S", "P", "2S", "P", "4NT", "P"])
    assert call == "5D" and "answer to Blackwood" in text   # one ace
    call, text, _ = call_for("K83.AQ5.K83.A642", ["1S", "P", "3S", "P", "4NT", "P"])
    assert call == "5H"
    call, text, _ = call_for("AQ5.K93.KQ83.Q64", ["1NT", "P", "4C", "P"])
    assert call == "4H" and "Gerber" in text
    call, text, _ = call_for("AKQ95.AT3.A2.972", ["1NT", "P", "4C", "P", "4NT", "P", "5C", "P"])
    assert call == "5H" and "1 king" in text
    # 5NT directly over a suit opening: the grand slam force.
    assert call_for("AK8762.J5.AQ753.-", ["1S", "P", "5NT", "P"])[0] == "7S"
    assert call_for("K8762.AJ5.AQ753.-", ["1S", "P", "5NT", "P"])[0] == "6S"


def test_every_new_meaning_states_its_forcing_status_in_every_language():
    auction = ["1H", "P", "1S", "P", "2C", "P", "2D"]
    explanation = explain(auction, 6, dealer="N")
    texts = {lang: explanation.text(lang) for lang in LANGUAGES}
    assert "forcing one round" in texts["en"]
    assert "บังคับหนึ่งรอบ" in texts["th"] and "원 라운드 포싱" in texts["ko"]
    assert "krav for en runde" in texts["da"] and "bir tur zorlayıcı" in texts["tr"]
    # A forcing label that did not say so now carries the status.
    assert "game forcing" in explain(["1C", "P", "2S"], 2, dealer="N").text("en")


def test_learner_explanation_lists_alternatives_only_when_they_differ():
    # 3NT after their overcall of our 1NT: several rules say "to play"; the learner sees it once.
    text = explain(["1NT", "2C", "3NT"], 2, dealer="N").text("en")
    assert text.count("to play") == 1
    # With the caller's hand the meaning is the one rule that fits it.
    mine = explain(["1NT", "P", "2C"], 2, dealer="N", hand="K873.Q942.K2.A43")
    assert mine.rule_id == "1NT.stayman" and mine.constraints.accepts(12, {"S": 4, "H": 4, "D": 2, "C": 3})


def test_help_suit_game_try_is_forcing_and_answered():
    call, text, decision = call_for("AKJ74.K85.AQ4.86", ["1S", "P", "2S", "P"])
    assert call == "2NT"   # balanced 16-18 invites in no trump
    call, text, decision = call_for("AKJ74.AK5.863.8", ["1S", "P", "2S", "P"])
    assert call == "3D" and decision.explanation.forcing and "help" in text
    assert call_for("Q852.73.AJ2.9542", ["1S", "P", "2S", "P", "3D", "P"])[0] == "4S"   # help: the ace
    assert call_for("Q852.A73.962.J95", ["1S", "P", "2S", "P", "3D", "P"])[0] == "3S"   # no help, minimum


def test_opener_after_two_over_one_jumps_with_a_good_six_card_suit_and_never_reverses_on_a_minimum():
    call, text, decision = call_for("AKQT84.A5.K63.82", ["1S", "P", "2C", "P"])
    assert call == "3S" and decision.explanation.forcing and "6+ ♠" in text
    assert call_for("J84.AQ.KQJ52.Q93", ["1D", "P", "2C", "P"])[0] != "2H"   # no reverse with 12
    assert call_for("4.QJ32.KQJT9.K32", ["1D", "P", "2C", "P"])[0] == "2D"


def test_advancer_cue_bids_their_suit_as_a_forcing_raise_of_the_overcall():
    call, text, decision = call_for("Q85.KJ5.AQ752.74", ["1C", "1H", "P"])
    assert call == "2C" and decision.explanation.forcing and "limit raise or better" in text
    # Also after responder's new suit; a weak hand still simply raises.
    assert call_for("Q85.KJ5.AQ752.74", ["1C", "1H", "1S"])[0] == "2C"
    assert call_for("Q85.K75.Q8752.74", ["1C", "1H", "1S"])[0] == "2H"


def test_opener_raises_responder_after_a_one_level_overcall_as_without_it():
    call, _, decision = call_for("AJ84.K5.Q6.Q8743", ["1C", "1D", "1S", "P"])
    assert call == "2S" and decision.rule_id == "rbo.raise2"
    # Responder then knows of the eight-card fit: game in the major, not 3NT.
    assert call_for("KQ96.65.K643.AQ6", ["1C", "1D", "1S", "P", "2S", "P"])[0] == "4S"
    # 1NT here promises their suit stopped.
    assert call_for("KJ4.QJ85.863.AQ7", ["1C", "1D", "1S", "P"])[0] != "1NT"


def test_nt_overcalls_over_a_weak_two_and_over_a_response():
    assert call_for("A42.A4.KJ864.AT6", ["2H"])[0] == "X"     # takeout shape doubles first
    call, text, _ = call_for("KJ4.AQ5.KJ8.Q972", ["2S"])
    assert call == "2NT" and "15–18 HCP" in text
    call, text, _ = call_for("QT42.874.AK8.AK2", ["1C", "P", "1S"])
    assert call == "1NT" and "15–18 HCP" in text
    assert call_for("KQJT753.82.J5.75", ["1H", "P", "2C"])[0] == "3S"   # seven cards: three-level jump


def test_3nt_over_partners_preempt_with_side_suits_stopped():
    assert call_for("KQJ983.AQ8.K6.74", ["3C", "P"])[0] == "3NT"
    assert call_for("AKQ96.AQ8.A975.6", ["P", "3C", "P"])[0] == "3S"   # a low singleton: show the suit


def test_opener_answers_responders_invitations_with_three_card_support():
    # After a 1NT rebid, responder's invitational jump in his six-card major is accepted with three.
    assert call_for("Q63.T972.A.AK742", ["1C", "P", "1S", "P", "1NT", "P", "3S", "P"])[0] == "4S"
    # Over 2NT opener shows three cards in responder's major; responder picks 3NT with four, 4M with five.
    call, text, _ = call_for("KJ7.5.AK98765.A5", ["1D", "P", "1S", "P", "2D", "P", "2NT", "P"])
    assert call == "3S" and "three cards" in text
    assert call_for("AJ73.8.8652.AK83", ["1D", "P", "1S", "P", "1NT", "P", "2NT", "P", "3S", "P"])[0] == "3NT"
    assert call_for("AJ973.8.865.AK83", ["1D", "P", "1S", "P", "1NT", "P", "2NT", "P", "3S", "P"])[0] == "4S"


def test_responder_after_1nt_rebid_jumps_in_a_lower_suit_with_game_values():
    call, _, decision = call_for("5.KQT97.KQJ87.K5", ["1C", "P", "1H", "P", "1NT", "P"])
    assert call == "3D" and decision.explanation.forcing
    assert call_for("KQ74.KQT97.T.KJ6", ["1C", "P", "1H", "P", "1NT", "P"])[0] == "2S"   # a reverse


def test_opener_rebids_3nt_with_a_running_minor_and_michaels_maximum_jumps():
    assert call_for("A96.87.AKQJ94.K4", ["1D", "P", "1H", "P"])[0] == "3NT"
    assert call_for("2.AKJ86.AKJ94.Q3", ["1S", "2S", "P", "2NT", "P"])[0] == "4D"
    assert call_for("2.KJ986.93.KJ984", ["1S", "2S", "P", "2NT", "P"])[0] == "3C"   # a minimum


def test_responder_after_his_two_over_one_shows_a_major_or_rebids_six_before_no_trump():
    call, _, decision = call_for("6.AK75.Q32.KJ643", ["1S", "P", "2C", "P", "2S", "P"])
    assert call == "3H" and decision.explanation.forcing
    assert call_for("7.KT8.K74.KJT432", ["1S", "P", "2C", "P", "2H", "P"])[0] == "3C"
    # With support for opener's major the raise comes first.
    assert call_for("K96.A75.Q3.KJ643", ["1S", "P", "2C", "P", "2D", "P"])[0] != "3C"


def test_overcaller_answers_the_cue_bid_raise_in_his_own_suit():
    call, text, _ = call_for("K5.AQT84.962.J74", ["1C", "1H", "P", "2C", "P"])
    assert call == "2H" and "minimum" in text          # never "raises" their suit
    assert call_for("A5.AKJ84.KQ2.974", ["1C", "1H", "P", "2C", "P"])[0] == "4H"


def test_four_notrump_after_stayman_without_a_fit_is_quantitative():
    # 1NT–2♣–2♥–4NT: no heart fit, so 4NT invites 6NT (as 1NT–4NT does); after an agreed suit it is Blackwood.
    no_fit = explain(["1NT", "P", "2C", "P", "2H", "P", "4NT"], 6, "N", "None").meaning.text("en")
    assert "no trump" in no_fit and "Blackwood" not in no_fit
    agreed = explain(["1NT", "P", "2C", "P", "2H", "P", "3H", "P", "4H", "P", "4NT"], 10, "N", "None")
    assert "Blackwood" in agreed.meaning.text("en")
    after_2nt = explain(["2NT", "P", "3C", "P", "3D", "P", "4NT"], 6, "N", "None").meaning.text("en")
    assert "Blackwood" not in after_2nt
