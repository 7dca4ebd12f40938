"""The no-trump structures of sections.notrump: the call, its meaning (forcing status included) and the answer to it."""
from __future__ import annotations

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.explain import explain
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: str, dealer: str = "N"):
    """The AI's call for ``hand`` (PBN ``S.H.D.C``) after ``auction``, its rule and English meaning."""
    decision = choose_call(hand, auction.split(), dealer, "None")
    return decision.call, decision.rule_id, decision.explanation.text("en")


def meaning(auction: str, dealer: str = "N"):
    """How the system reads the last call of ``auction`` (a learner's call: no hand known)."""
    calls = auction.split()
    return explain(calls, len(calls) - 1, dealer)


def test_systems_on_over_partners_1nt_overcall_transfer_completion_and_invitation():
    call, rule, text = call_for("J7.T9432.AQ84.J2", "1C 1NT P")
    assert (call, rule) == ("2D", "nt2.ov.tr_h") and "forcing" in text
    assert meaning("1C 1NT P 2D").forcing
    assert call_for("AQ4.K85.KJ73.AQ8", "1C 1NT P 2D P")[0] == "2H"         # completes
    assert call_for("AQ4.K852.KJ7.AQ8", "1C 1NT P 2D P")[0] == "3H"         # four hearts, maximum: super-accept
    assert call_for("AQ4.K85.KJ73.Q98", "1C 1NT P 2D P")[0] == "2H"         # four hearts, minimum
    # The advancer's rebids: 2NT invites with five hearts, 4♥ with six and game values, pass when weak.
    assert call_for("J7.T9432.AQ84.J2", "1C 1NT P 2D P 2H P")[0] == "2NT"
    assert call_for("K85.QJ9632.A74.6", "1S 1NT P 2D P 2H P")[0] == "4H"
    assert call_for("985.QT9632.74.65", "1S 1NT P 2D P 2H P")[0] == "P"
    # The overcaller answers the invitation: game with a fit and a maximum, three of the major when minimum.
    assert call_for("AQ4.K85.KJ73.AQ8", "1C 1NT P 2D P 2H P 2NT P")[0] == "4H"
    assert call_for("AQ4.K85.KJ73.Q98", "1C 1NT P 2D P 2H P 2NT P")[0] == "3H"
    assert call_for("AQ4.K8.KJ73.AQ85", "1C 1NT P 2D P 2H P 2NT P")[0] == "3NT"


def test_transfer_is_natural_when_it_would_name_their_suit():
    # Over 1♥ a 2♦ transfer would ask for their suit: 2♦ is natural; 2♥ (their suit) transfers to spades.
    assert meaning("1H 1NT P 2D").rule_id == "a1n.weak"
    assert meaning("1H 1NT P 2H").rule_id == "nt2.ov.tr_s"
    assert call_for("QJ9763.85.T74.65", "1H 1NT P")[0] == "2H"


def test_super_accept_below_the_major_is_read_and_answered():
    # A learner's 3♦ after the transfer: four-card support and a maximum; partner bids game with values.
    for auction in ("1S 1NT P 2D P 3D", "1NT P 2D P 3C"):
        explanation = meaning(auction)
        assert explanation.rule_id == "nt2.super_new" and explanation.forcing
        assert "4+ ♥" in explanation.text("en")
    assert call_for("K85.Q96532.A74.6", "1S 1NT P 2D P 3D P")[0] == "4H"
    assert call_for("985.QT9632.74.65", "1S 1NT P 2D P 3D P")[0] == "3H"
    assert call_for("985.QT9632.74.65", "1NT P 2D P 3C P")[0] == "3H"


def test_texas_transfers_over_1nt_and_2nt_game_without_slam_interest():
    call, rule, text = call_for("K85.QJ9653.A74.6", "1NT P")           # 10 HCP, six hearts
    assert (call, rule) == ("4D", "nt2.texas_h") and "Texas" in text
    assert call_for("QJ9653.K85.A74.6", "1NT P")[0] == "4H"
    assert call_for("QJ9653.K85.974.6", "2NT P")[0] == "4H"             # 6 HCP opposite 20–21
    assert meaning("1NT P 4D").forcing and meaning("2NT P 4H").forcing
    assert call_for("AK4.K52.AQ73.K83", "1NT P 4D P")[0] == "4H"       # opener completes
    assert call_for("AK4.K52.AQ73.K83", "2NT P 4H P")[0] == "4S"
    assert call_for("K85.QJ9653.A74.6", "1NT P 4D P 4H P")[0] == "P"
    # After Texas, 4NT asks for aces (the major is agreed); after a Jacoby transfer 4NT stays quantitative.
    assert meaning("1NT P 4D P 4H P 4NT").rule_id.startswith("bw.ask")
    assert not meaning("1NT P 2D P 2H P 4NT").rule_id.startswith("bw.ask")


def test_jacoby_then_game_is_a_mild_slam_try_that_opener_can_pursue():
    explanation = meaning("1NT P 2H P 2S P 4S")
    assert explanation.rule_id == "1NT.tr.4" and "slam interest" in explanation.text("en")
    # Without the hand both readings show (the mild slam try, or a game hand that skipped Texas).
    assert (explanation.constraints.hcp_min, explanation.constraints.hcp_max) == (10, 16)
    assert call_for("AQ87.AK5.KQ7.K83", "2NT P 3H P 3S P 4S P")[0] == "4NT"   # maximum, fit, two aces
    assert call_for("Q87.AK5.KJ7.KQ83", "2NT P 3H P 3S P 4S P")[0] == "P"


def test_two_clubs_then_notrump_system_on_texas_over_3nt():
    call, rule, _ = call_for("KQT9752.5.852.83", "2C P 2D P 3NT P")
    assert (call, rule) == ("4H", "nt2.texas_s")
    assert call_for("AK4.AK52.AQ7.AK3", "2C P 2D P 3NT P 4H P")[0] == "4S"
    assert call_for("KQT9752.5.852.83", "2C P 2D P 3NT P 4H P 4S P")[0] == "P"
    # Over 2♣–2♦–2NT: Jacoby transfers and Stayman at the three level, as over a 2NT opening.
    assert call_for("QT965.K83.32.J42", "2C P 2D P 2NT P")[0] == "3H"
    assert call_for("AK4.AQ2.AKJ7.K83", "2C P 2D P 2NT P 3H P")[0] == "3S"
    assert call_for("QT96.K832.32.J42", "2C P 2D P 2NT P")[0] == "3C"
    assert call_for("AK4.AQ2.AKJ7.K83", "2C P 2D P 2NT P 3C P")[0] == "3D"


def test_stolen_bid_double_is_stayman_over_2nt_and_the_cue_bid_over_1nt():
    call, rule, text = call_for("T9739.T652.AJ2.T", "2NT 3C")
    assert (call, rule) == ("X", "nt2.stolen") and "Stayman" in text
    assert call_for("AK4.KQ52.AQ7.K83", "2NT 3C X P")[0] == "3H"
    assert call_for("AK4.K52.AQ73.K83", "2NT 3C X P")[0] == "3NT"
    # Over 1NT – (2♣) the booklet's cue bid is Stayman (game forcing); the double is for penalty.
    assert call_for("KJ73.QT5.K92.Q84", "1NT 2C") == ("3C", "nt2.cue", call_for("KJ73.QT5.K92.Q84", "1NT 2C")[2])
    assert "penalty" in meaning("1NT 2C X").text("en")
    assert call_for("AQ73.K52.AJ3.K83", "1NT 2C 3C P")[0] == "3S"
    assert call_for("AQ7.K52.AJ73.K83", "1NT 2C 3C P")[0] == "3NT"
    assert call_for("KJ73.QT5.K92.Q84", "1NT 2C 3C P 3S P")[0] == "4S"
    # A five-card major without a four-card one still bids its suit (3♥ forcing), not the cue bid.
    assert call_for("K4.AQ873.K52.852", "1NT 2C")[0] == "3H"


def test_minor_suit_slam_try_after_stayman_and_openers_answers():
    call, rule, text = call_for("Q8.K52.K2.AK8743", "1NT P")
    assert (call, rule) == ("2C", "nt2.st.minor") and meaning("1NT P 2C").rule_id == "1NT.stayman"
    call, rule, text = call_for("Q8.K52.K2.AK8743", "1NT P 2C P 2H P")
    assert (call, rule) == ("3C", "nt2.st.3m") and "slam try" in text and meaning("1NT P 2C P 2H P 3C").forcing
    assert call_for("AQ4.AJ3.QJ6.KQ32", "1NT P 2C P 2H P 3C P")[0] == "3H"    # fit, good hand: cheapest ace
    assert call_for("KQ4.KJ3.QJ6.AQ32", "1NT P 2C P 2H P 3C P")[0] == "4C"    # no side ace: raise
    assert call_for("AQ4.KJ93.QJ6.J32", "1NT P 2C P 2H P 3C P")[0] == "3NT"   # minimum
    assert call_for("Q8.K52.K2.AK8743", "1NT P 2C P 2H P 3C P 3NT P")[0] == "P"
    assert call_for("Q8.K52.A2.AK8743", "1NT P 2C P 2H P 3C P 4C P")[0] == "4NT"   # two aces: Blackwood


def test_running_minor_bids_3nt_and_five_five_majors_offer_a_choice():
    call, rule, _ = call_for("542.86.AKT9752.8", "1NT P")
    assert (call, rule) == ("3NT", "nt2.3nt.minor")
    assert call_for("542.86.QJT9752.8", "1NT P")[0] == "2S"              # weak long minor: the relay
    call, rule, text = call_for("QT765.KJ832.A2.4", "1NT P 2H P 2S P")
    assert (call, rule) == ("4H", "nt2.55.4h") and "chooses" in text
    assert call_for("AK4.Q5.KQ65.KJ32", "1NT P 2H P 2S P 4H P")[0] == "4S"
    assert call_for("A4.QT9.KQ65.AJ32", "1NT P 2H P 2S P 4H P")[0] == "P"


def test_new_meanings_render_in_every_language():
    for auction in ("1C 1NT P 2D", "1NT P 4D", "2NT 3C X", "1NT P 2C P 2H P 3C", "1NT P 2H P 2S P 4H",
                    "1S 1NT P 2D P 3D", "1NT P 3NT"):
        explanation = meaning(auction)
        for lang in LANGUAGES:
            text = explanation.text(lang)
            assert text and "ai_bridge" not in text and "{" not in text, (auction, lang, text)


def test_grand_slam_invitation_is_accepted_with_a_maximum_only():
    # 5NT over Stayman promised 20–21: a 17-count maximum makes 37 together, so the opponents hold
    # no ace even when opener has none; 16 stops in 6NT.
    assert call_for("AQJ73.K84.KQ.Q84", "1NT P 2C P 2S P 5NT P")[0] == "7NT"
    assert call_for("KQJ73.K84.KQ.QJ4", "1NT P 2C P 2S P 5NT P")[0] == "7NT"
    assert call_for("KQJ73.K84.KQ.Q84", "1NT P 2C P 2S P 5NT P")[0] == "6NT"


def test_cue_bid_of_their_overcall_is_game_forcing_stayman():
    call, rule, text = call_for("KJ73.QT5.K92.Q84", "1NT 2H")
    assert (call, rule) == ("3H", "nt2.cue") and "game forcing" in text and meaning("1NT 2H 3H").forcing
    assert call_for("AQ73.K52.AJ3.K83", "1NT 2H 3H P")[0] == "3S"
    assert call_for("AQ7.K52.AJ73.K83", "1NT 2D 3D P")[0] == "3NT"
    assert call_for("AQ7.K542.AJ7.K83", "1NT 2S 3S P")[0] == "4H"
    assert call_for("KJ73.QT5.K92.Q84", "1NT 2H 3H P 3S P")[0] == "4S"
    assert call_for("KJ73.QT5.K92.Q84", "1NT 2D 3D P 3NT P")[0] == "P"


def test_stayman_over_partners_1nt_overcall_is_followed_up_as_over_1nt():
    assert call_for("KJ73.QT5.Q92.984", "1D 1NT P 2C P 2S P")[0] == "3S"        # fit, invitational
    assert call_for("KJ73.QT5.K92.984", "1D 1NT P 2C P 2S P")[0] == "4S"        # fit, game values
    assert call_for("KJ73.QT5.K92.984", "1D 1NT P 2C P 2H P")[0] == "3NT"       # no fit
    assert call_for("AQ4.K852.KJ7.AQ8", "1D 1NT P 2C P 2H P 3H P")[0] == "4H"   # maximum accepts
    assert call_for("Q54.K852.KJ7.AQ8", "1D 1NT P 2C P 2H P 3H P")[0] == "P"
    assert call_for("AQ74.K852.KJ7.A8", "1D 1NT P 2C P 2H P 2NT P")[0] == "4S"  # 2NT promised the spades


def test_grand_slam_values_opposite_a_notrump_opening_bid_7nt():
    # 17 HCP opposite 2NT (20–21): 37+ together. The 6NT range used to stop at 16, leaving no call at all.
    call, rule, _ = call_for("KJ6.AJ.J732.AK63", "2NT P")
    assert (call, rule) == ("7NT", "ntq.2.7nt")


def test_openers_cue_bid_over_the_minor_slam_try_and_five_five_majors_with_slam_interest():
    call, rule, text = call_for("AQ4.KJ3.A64.KQ32", "1NT P 2C P 2H P 3C P")
    assert (call, rule) == ("3D", "nt2.mst.cue") and "ace" in text
    assert call_for("Q8.K52.A2.AK8743", "1NT P 2C P 2H P 3C P 3D P")[0] == "4NT"
    call, rule, _ = call_for("AKJ65.KQJ82.32.A", "1NT P 2H P 2S P")
    assert (call, rule) == ("3H", "nt2.55.3h") and meaning("1NT P 2H P 2S P 3H").forcing
    assert call_for("K4.A95.KJ64.AQ32", "1NT P 2H P 2S P 3H P")[0] == "4H"
    assert call_for("K94.A5.KJ64.AQ32", "1NT P 2H P 2S P 3H P")[0] == "4S"


def test_over_their_1c_the_cue_bid_2c_is_stayman_after_partners_1nt_overcall():
    call, rule, _ = call_for("KJ73.QT5.K92.984", "1C 1NT P")
    assert (call, rule) == ("2C", "a1n.stayman") and meaning("1C 1NT P 2C").forcing
    assert call_for("AQ73.KT5.A92.A84", "1C 1NT P 2C P")[0] == "2S"


def test_4nt_after_a_jacoby_transfer_is_quantitative_and_answered():
    call, rule, text = call_for("K2.AQ873.KQ8.Q84", "1NT P 2D P 2H P")      # 16 HCP, five hearts, balanced
    assert (call, rule) == ("4NT", "nt2.tr.4nt") and "invites slam" in text
    assert not meaning("1NT P 2D P 2H P 4NT").rule_id.startswith("bw.")
    assert call_for("AQ4.K85.AJ73.K98", "1NT P 2D P 2H P 4NT P")[0] == "6H"   # maximum, three hearts
    assert call_for("AQ4.K8.AJ73.K985", "1NT P 2D P 2H P 4NT P")[0] == "6NT"  # maximum, two hearts
    assert call_for("Q94.K85.AJ73.K98", "1NT P 2D P 2H P 4NT P")[0] == "5H"   # minimum with a fit
    # After 2♣–2♦–2NT the artificial 2♣ agrees nothing: 4NT after Stayman without a fit stays quantitative.
    assert not meaning("2C P 2D P 2NT P 3C P 3D P 4NT").rule_id.startswith("bw.")


def test_after_a_jacoby_transfer_a_six_card_major_with_game_values_still_bids_game():
    # Texas would have been the way, but after 2♦–2♥ the hand bids game rather than pass.
    call, rule, _ = call_for("K85.QJ9653.A74.6", "1NT P 2D P 2H P")
    assert (call, rule) == ("4H", "1NT.tr.4g")


def test_responder_still_bids_game_over_their_three_level_overcall_of_2nt():
    call, rule, _ = call_for("K4.QJ873.852.852", "2NT 3D")
    assert (call, rule) == ("3H", "nt2.comp3.3M") and meaning("2NT 3D 3H").forcing
    assert call_for("K4.Q873.8532.852", "2NT 3D")[0] == "3NT"
    assert call_for("K4.QJ8732.852.85", "2NT 3C")[0] == "4H"
    assert call_for("84.64.KQJ32.8652", "2NT 3D")[0] == "X"                  # their suit, for penalty
    assert call_for("84.64.J8532.8652", "2NT 3D")[0] == "P"
    assert call_for("A84.K42.AKQ2.KJ5", "2NT 3D 3H P")[0] == "4H"
    assert call_for("A84.K4.AKQ2.KJ52", "2NT 3D 3H P")[0] == "3NT"


def test_responder_bids_game_over_their_three_level_overcall_of_1nt():
    assert call_for("K4.QJ8732.A52.85", "1NT 3C")[0] == "4H"
    assert call_for("AK4.QJ873.852.Q2", "1NT 3D")[0] == "3H"
    assert call_for("K4.Q873.K532.Q52", "1NT 3D")[0] == "3NT"                # stopper
    assert call_for("KQ4.J73.KJ32.852", "1NT 3C")[0] == "P"                  # no club stopper
