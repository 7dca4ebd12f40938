"""Issue #27's holes between rules, each with the issue's hand (or one like it), fixed from the SAYC booklet."""
from __future__ import annotations

from bidding_helpers import call, cards, forcing, meaning

from cardlearn.ai.bridge.bidder import choose_call


def test_responder_with_slam_values_asks_for_aces_after_openers_raise() -> None:
    # 1♦–1♥–2♥ shows 12–15 with four trumps: an 18-count no longer signs off in 4♥ ("game, sign-off (13+)").
    assert call("A2.AKJ32.KQ2.K32", "1D P 1H P 2H P") == ("4NT", "bw.ask.r2r")
    assert call("A2.AKJ32.KQ2.K32", "1D P 1H P 2H P 4NT P 5D P")[0] == "6H"


def test_responder_without_slam_values_still_bids_game_over_openers_raise() -> None:
    assert call("A2.AKJ32.Q92.K32", "1D P 1H P 2H P") == ("4H", "r2r.game")


def test_a_seventeen_count_tries_for_slam_over_the_jacoby_shortness_answer() -> None:
    # Opener's 3♣ shows a singleton or void in clubs: 17 HCP opposite an opening and a nine-card fit.
    assert call("KQ32.AK2.KQ32.32", "1S P 2NT P 3C P") == ("4NT", "bw.ask.jacoby.answer")
    assert call("KQ32.AK2.KQ32.32", "1S P 2NT P 3C P 4NT P 5H P")[0] == "6S"


def test_a_minimum_jacoby_bidder_signs_off_after_the_shortness_answer() -> None:
    assert call("KQ32.AK2.QJ32.32", "1S P 2NT P 3C P") == ("4S", "rbj.game.answer")
    assert call("KQ32.A32.Q432.32", "1S P 2NT P 3NT P") == ("4S", "rbj.game.answer")


def test_the_jacoby_bidder_asks_for_aces_opposite_the_medium_answer() -> None:
    assert call("KQ32.AK2.KQ32.32", "1S P 2NT P 3NT P") == ("4NT", "bw.ask.jacoby.answer")


def test_stayman_doubled_is_answered_as_undoubled() -> None:
    # Common ACBL practice (systems on): opener shows a major or denies one; no 3NT jump over the double.
    assert call("AK32.KQ2.A32.J32", "1NT P 2C X") == ("2S", "1NT.stayman.s")
    assert call("AK2.KQ2.A432.J32", "1NT P 2C X") == ("2D", "1NT.stayman.d")
    # ... and responder goes on as over an undoubled answer.
    assert call("Q432.A432.K2.432", "1NT P 2C X 2S P") == ("3S", "1NT.st.3S")
    assert call("Q432.A432.K2.432", "1NT P 2C X 2D P") == ("2NT", "1NT.st.2nt")


def test_advancer_with_four_spades_and_values_bids_game_over_their_raise() -> None:
    # Issue #27: after 1♥–X–4♥ advancer passed with values (the doubler promised spades).
    assert call("AKQ3.32.A432.K32", "1H X 4H") == ("4S", "advr.game4")
    assert call("KQ32.32.KQ32.A32", "1H X 3H") == ("4S", "advr.game4")
    # ... and the doubler with slam values then asks for aces.
    assert call("AKJ3.2.AKJ3.KQ32", "1H X 4H 4S P")[0] == "4NT"


def test_advancer_with_values_and_no_major_doubles_their_raise() -> None:
    assert call("KQ3.32.KQ32.A432", "1H X 4H") == ("X", "advr.x")
    # A weak advancer still passes.
    assert call("J32.432.Q432.432", "1H X 4H")[0] == "P"


def test_responder_invites_or_bids_the_no_trump_slam_over_openers_1nt_rebid() -> None:
    # Found by the sweep: 3NT with 19–21 opposite 12–14 closed the slam path.
    assert call("AQ2.AKJ3.K32.K32", "1C P 1H P 1NT P") == ("4NT", "r2s.4nt.nt")
    assert call("AQ2.AKJ3.KQ2.K32", "1C P 1H P 1NT P") == ("6NT", "r2s.6nt.nt")
    assert call("A32.AKJ3.Q32.K32", "1C P 1H P 1NT P")[0] == "3NT"
    # Opener accepts the invitation with the top of his range.
    assert call("K32.Q32.AJ2.KJ32", "1C P 1H P 1NT P 4NT P")[0] == "6NT"
    assert call("K32.Q32.AJ2.QJ32", "1C P 1H P 1NT P 4NT P")[0] == "P"


def test_responder_with_game_values_and_no_natural_call_cue_bids_their_overcall() -> None:
    # Found by the sweep: 17 HCP with three of partner's hearts passed 1♥–1♠ (3NT stops at 16).
    assert call("AK2.KQ2.A432.J32", "1H 1S") == ("2S", "cr.cue")
    assert choose_call(cards("AK2.KQ2.A432.J32"), ["1H", "1S"], "N").explanation.forcing
    # Opener then describes his hand below game.
    # (The cue bid is also the limit raise: a minimum opener bids 3♥, and the game-forcing hand goes on.)
    assert call("32.AJ432.KQ2.Q32", "1H 1S 2S P")[0] == "3H"
    assert call("AK2.KQ2.A432.J32", "1H 1S 2S P 3H P")[0] == "4H"
    assert call("AK2.K2.A432.J432", "1H 1S 2S P 3H P")[0] != "P"


def test_a_weak_responder_still_passes_their_overcall() -> None:
    assert call("J32.Q32.J432.432", "1H 1S")[0] == "P"


def test_responder_over_their_jump_overcall_bids_a_good_suit_or_game() -> None:
    # Found by the sweep: 16+ passed partner's opening after RHO's jump overcall.
    # (A six-card major at the three level is bid before any negative double: cr.3levelM6.)
    assert call("AKQ985.A2.T93.AK", "1C 3D") == ("3S", "cr.3levelM6")
    assert call("AQ6.AQ2.J64.K873", "1S 3D") == ("4S", "cr.game3")
    assert call("KJ.AK8.AK643.A87", "1S 3H") == ("4H", "cr.cue")


def test_advancer_doubles_their_game_when_his_major_is_out_of_reach() -> None:
    # 1♠–X–4♠: four hearts cannot be bid at the four level any more; the values double.
    assert call("Q6.AKQ8.J76.KJ74", "1S X 4S") == ("X", "advr.x")


def test_advancer_doubles_their_1nt_with_the_balance_of_strength() -> None:
    assert call("AKQ6.AQJ87.95.JT", "1C X 1NT") == ("X", "advn.x")
    assert call("Q8.932.J9764.J82", "1S X 1NT")[0] != "X"


def test_responder_uses_the_no_trump_slam_figures_over_their_overcall_of_1nt() -> None:
    # Found by the sweep: 3NT with 19 closed the slam path after 1NT–(2♥).
    assert call("AT6.A83.AJ84.AKQ", "1NT 2H")[0] in ("6NT", "7NT")
    assert call("AT6.A83.QJ84.KQ2", "1NT 2H") == ("4NT", "ntc.4nt")
    assert call("AT6.A83.QJ84.K32", "1NT 2H") == ("3NT", "ntc.3nt")
    # Opener accepts the invitation with a maximum, passes with a minimum.
    assert call("AK2.KQ2.K432.Q32", "1NT 2H 4NT P")[0] == "6NT"
    assert call("AK2.K32.K432.Q32", "1NT 2H 4NT P")[0] == "P"


def test_opener_passes_partners_6nt_sign_off() -> None:
    assert call("AK2.KQ2.K432.Q32", "1NT 2H 6NT P")[0] == "P"


def test_slam_values_with_a_fit_ask_for_aces_instead_of_bidding_game() -> None:
    # Found by the sweep: responder's game raise of opener's second suit, and responder's game over
    # their overcall, with 21+ HCP.
    assert call("94.AKJ8.KQJ9.AKQ", "1C P 1D P 1H P") == ("4NT", "bw.ask.r2s")
    assert call("AKQJ2.AK.AQ6.T62", "1S 2C") == ("4NT", "bw.ask.cr")
    assert call("A32.KJ8.QJ9.Q432", "1C P 1D P 1H P")[0] == "3NT"


def test_slam_in_no_trump_or_the_long_major_opposite_1nt_or_a_minimum_rebid() -> None:
    assert call("AK3.AT94.AQ.AKQ2", "1C P 1H P 2C P") == ("6NT", "r2s.6nt.any")
    assert call("AKQJT75.A8.AQ.65", "P 1NT 2C") == ("6S", "ntc.6M")
    assert call("AKQJT75.KQ.KQ.65", "P 1NT 2C")[0] == "4S"  # one ace: game


# Holes found by reviewing fresh random deals (bench/bridge_bidding_sanity.py, seed 777, the worst boards),
# each closed by common ACBL practice where the booklet is silent.

def test_a_limit_raise_of_openers_minor_over_their_overcall_is_the_cue_bid() -> None:
    # A passed hand with 11 HCP and five diamonds no longer passes 1♦ (1♠): the cue bid shows the limit raise.
    assert call("T83.KT8.AJ983.K9", "P P P 1D 1S", dealer="W") == ("2S", "cr.cue.raise.m")
    # Opener: 3NT with their suit stopped, game in the minor with a good hand, else three of the minor.
    assert call("A.AQ3.KQT542.AJ6", "P P P 1D 1S 2S P", dealer="W") == ("3NT", "ocm.3nt")
    assert call("AT82.6.KQJT76.K3", "1D 1S 2S P") == ("5D", "ocm.game")
    assert call("982.A6.KQJ76.K32", "1D 1S 2S P") == ("3D", "ocm.min")
    # Responder's limit raise passes the minimum.
    assert call("T83.KT8.AJ983.K9", "P P P 1D 1S 2S P 3D P", dealer="W")[0] == "P"
    # The simple raise and the game-forcing cue bid keep their ranges (6–10, 13+).
    assert call("T83.KT8.AJ983.82", "1D 1S")[0] == "2D"


def test_opener_with_extras_still_bids_his_suit_over_their_raise() -> None:
    # 1♦ (1♠) P (3♠): 20 HCP and six diamonds do not pass.
    assert call("A.AQ3.KQT542.AJ6", "P P P 1D 1S P 3S", dealer="W") == ("4D", "reor.own")
    # A minimum opener passes.
    assert call("A2.Q43.KQT542.J6", "P P P 1D 1S P 3S", dealer="W")[0] == "P"


def test_opener_short_in_their_four_level_preempt_reopens_with_a_double() -> None:
    assert call("KJ64.A962..AKQ63", "P P 1C 4D P P", dealer="E") == ("X", "reo.x4")
    # Partner with five spades bids them; with a trump stack he leaves the double in.
    assert call("A8732.J3.872.952", "P P 1C 4D P P X P", dealer="E")[0] == "4S"
    assert call("A83.J3.KQT92.952", "P P 1C 4D P P X P", dealer="E")[0] == "P"


def test_opener_answers_a_three_level_negative_double_in_the_major() -> None:
    # 1♦ (3♣) X: opener with four hearts bids 3♥, not his diamonds again.
    assert call("75.AJT7.AKJ98.T7", "1D 3C X P") == ("3H", "nd.major")


def test_a_six_card_major_over_their_pre_empt_is_bid_not_doubled() -> None:
    assert call("AQ84.KQ5432..AJ2", "1D 3C") == ("3H", "cr.3levelM6")
    # With four cards in each major the negative double stays.
    assert call("AQ84.KQ54.2.J832", "1D 3C")[0] == "X"


def test_opener_accepts_responders_invitational_two_notrump_over_their_overcall() -> None:
    assert call("3.AJ4.AK43.QT643", "P 1C 2S 2NT P", dealer="N") == ("3NT", "ocn.3nt")
    assert call("3.AJ4.K943.QT643", "P 1C 2S 2NT P", dealer="N") == ("P", "ocn.pass")


def test_the_two_club_opener_never_passes_their_overcall_when_partner_waits() -> None:
    # 2♣ (2♥) P (P): 2♣ forces to game, so opener names his suit, bids no trump with a stopper or doubles.
    assert call("AKJT53.AK2.AQ9.T", "P P 2C 2H P P") == ("2S", "c2o.suit")
    assert call("AKQ3.AK2.AQ9.KT3", "2C 2H P P") == ("2NT", "c2o.nt")
    assert call("AKQ3.2.AQJ9.AKT3", "2C 2H P P") == ("X", "c2o.x")


def test_responder_with_eleven_and_no_stopper_invites_instead_of_passing_openers_rebid() -> None:
    # Random-deal review (seed 779): 1♣–1♥–2♣ passed with 11 HCP and no spade stopper.
    assert call("T764.AKJ3.KT8.98", "1C P 1H P 2C P") == ("2NT", "r2s.2nt.open")
    # Opener reads it as an invitation: with a maximum and the stoppers he accepts.
    assert call("AKQ.87.KQ7.T7652", "1C P 1H P 2C P 2NT P") == ("3NT", "inva.3nt")
    # Ten HCP still passes the minimum rebid.
    assert call("T764.AKJ3.Q98.98", "1C P 1H P 2C P") == ("P", "r2s.pass")


def test_opener_describes_his_hand_below_game_after_responders_jump_shift() -> None:
    # Random-deal review (seed 780): opener's rebid after 1♠–3♥ fell to the general rules ("to play, 4–12").
    assert call("KJ632.Q.AQ2.T964", "1S P 3H P") == ("3NT", "rbjs.nt")
    assert meaning("1S P 3H P 3NT") == "minimum hand (11–14 HCP)"
    assert call("KJ632.Q74.AQ2.T9", "1S P 3H P") == ("4H", "rbjs.raise")
    assert forcing("KJ632.Q74.AQ2.T9", "1S P 3H P")
    assert call("KJ6432.Q.AQ2.T96", "1S P 3H P") == ("3S", "rbjs.own6")
    assert call("KJ632.Q.AQ2.T964", "1S P 3D P") == ("4D", "rbjs.raise")  # support first, in a minor too
    assert call("AKJ32.Q.AK2.T964", "1S P 3H P") == ("3S", "rbjs.own")  # too strong for a minimum 3NT
    # A two-level jump shift (1♦–2♠) is answered the same way: a balanced minimum bids 2NT.
    assert call("KJ.Q74.AQ632.T96", "1D P 2S P") == ("2NT", "rbjs.nt")
    # Opener never passes the game force.
    assert call("QJ632.Q.Q32.J964", "1S P 3H P")[0] != "P"


def test_a_strong_doubler_without_a_natural_rebid_cue_bids_instead_of_passing() -> None:
    # Random-deal review (seed 784): 1♦ X P 1♥ P P with a 20-count, three hearts and no diamond stopper.
    # The booklet gives the doubler's strong rebids no figure for this hand; common practice: the cue bid
    # (forcing), since advancer's forced 0-8 can make game opposite 19+.
    assert call("AK3.AQT.T73.AQJ3", "1D X P 1H P") == ("2D", "dr.cue.strong")
    # After advancer rebids his suit (five cards), three trumps and the strong double bid the major game.
    assert call("AK3.AQT.T73.AQJ3", "1D X P 1H P 2D P 2H P") == ("4H", "drs.game.M")


def test_the_doublers_natural_rebids_still_come_before_the_strong_cue_bid() -> None:
    assert call("AK3.AQT.T73.QJ32", "1D X P 1H P")[0] == "P"  # 16 HCP: a minimum double passes
    assert call("AK3.QT3.KJ3.AQJ3", "1D X P 1H P") == ("2NT", "dr.2nt")  # balanced 20 with a stopper
    assert call("AK3.AQT3.T3.AQJ3", "1D X P 1H P")[0] == "3H"  # four-card support: the jump raise
    assert call("AK5.AQ4.KQ3.AJ53", "1D X P 1H P") == ("2D", "dr.cue")  # 22+: the cue bid as before


def test_opener_raises_responders_minor_instead_of_3nt_with_a_singleton_in_the_unbid_suit() -> None:
    # Random-deal review (seed 783): 1♠–2♥–2♠–3♣ (the booklet: a new suit after a two-over-one forces to game);
    # opener bid 3NT with a singleton diamond, the one suit nobody had stopped, and five clubs.
    assert call("AK875.72.6.AT652", "1S P 2H P 2S P 3C P") == ("4C", "g.gf.raise.m")
    assert forcing("AK875.72.6.AT652", "1S P 2H P 2S P 3C P")
    # With the unbid suit held (or only a doubleton there) 3NT stays.
    assert call("AK875.72.K6.AT65", "1S P 2H P 2S P 3C P")[0] == "3NT"
    assert call("AK875.7.62.AT652", "1S P 2H P 2S P 3C P")[0] == "3NT"


def test_the_raise_of_a_non_forcing_minor_stays_non_forcing() -> None:
    # Seed 784: after 1♦ X 2NT (Jordan) P 3♦ P 4♦ P the raise read as forcing too, and opener bid 4♠ (−400).
    assert call("AT76.AT65.9732.A", "P P 1D X 2NT P 3D P 4D P")[0] == "P"
    assert "raise" not in meaning("P P 1D X 2NT P 3D P 4D")


def test_responder_counts_their_strong_notrump_overcall_before_bidding_game() -> None:
    # Random-deal review (seed 782): 1♦ P 1♥ (1NT) 2♦ P — the overcaller holds 15–18 over responder and opener's
    # rebid of his suit is a minimum; 3NT with 10 HCP and a void in diamonds went down (par was +420 in hearts).
    assert call("J85.KT976..AQJ82", "1D P 1H 1NT 2D P") == ("2H", "rfr.nt.own")
    assert meaning("1D P 1H 1NT 2D P 2H").startswith("rebids own suit")
    # Four hearts only, or no shortness in diamonds: pass.
    assert call("J85.KT97.2.AQJ82", "1D P 1H 1NT 2D P") == ("P", "rfr.nt.pass")
    assert call("J8.KT976.52.AQJ8", "1D P 1H 1NT 2D P") == ("P", "rfr.nt.pass")
    # 13+ HCP is still game opposite an opening bid.
    assert call("K85.KT976..AQJ82", "1D P 1H 1NT 2D P")[0] == "3NT"
    assert call("A85.KQ976..AQJ82", "1D P 1H 1NT 2D P")[0] == "3NT"


def test_opener_raises_with_three_trumps_after_they_raise_their_overcall() -> None:
    # Random-deal review (seed 785): 1♣ (1♦) 1♠ (2♦) — SAYC has no support doubles, and opener with three spades,
    # a singleton diamond and 14 HCP passed (they played 2♦). Now the competitive raise.
    assert call("832.AQ95.8.AK742", "1C 1D 1S 2D") == ("2S", "ofr.raise.comp")
    assert "three-card support" in meaning("1C 1D 1S 2D 2S")
    # Two diamonds, or only two spades: pass as before; four spades go on to the general rules' game.
    assert call("832.AQ9.85.AK742", "1C 1D 1S 2D")[0] == "P"
    assert call("32.AQ95.8.AK7642", "1C 1D 1S 2D")[0] == "P"
    assert call("8732.AQ9.8.AK742", "1C 1D 1S 2D") == ("4S", "g.game.M")


def test_opener_raises_responder_over_their_overcall_by_the_booklets_ranges() -> None:
    # Issue #27: after 1♦ P 1♥ (1♠) the general rules counted responder at 9 HCP and a 12-count with four hearts
    # jumped to 4♥ (g.game.M). The booklet's raises of responder hold: 2♥ minimum, 3♥ invites (16–18), 4♥ 19–21.
    assert call("87.AKQ6.Q432.K76", "1D P 1H 1S") == ("2H", "ofr.fit2")
    assert call("87.A754.KQ875.Q3", "1D P 1H 2C") == ("2H", "ofr.fit2")
    assert call("A2.KQ32.AQJ32.32", "1D P 1H 1S") == ("3H", "ofr.fit3")
    assert call("A2.KQ32.AKJ32.32", "1D P 1H 1S") == ("4H", "ofr.fit4")
    assert "a minimum opening" in meaning("1D P 1H 1S 2H")
    assert meaning("1D P 1H 1S 3H").startswith("jump raise over their overcall")
    # Without four trumps, or when their overcall took two of responder's suit, the other rules decide as before.
    assert call("87.AK6.Q5432.K76", "1D P 1H 1S")[0] != "2H"
    assert call("A2.KQ32.AKJ32.32", "1D P 1H 2S") == ("4H", "g.game.M")


def test_a_sixteen_to_eighteen_opener_invites_with_three_trumps_after_they_raise_their_overcall() -> None:
    # Issue #27: 1♣ (1♦) 1♠ (2♦) with 17 HCP, three spades and a singleton diamond passed; 3♠ invites.
    assert call("AK2.AQ95.8.KJ742", "1C 1D 1S 2D") == ("3S", "ofr.raise.inv")
    assert call("AK2.AQ9.8.KJ7542", "1C 1D 1H 2D") == ("3H", "ofr.raise.inv")
    assert "16–18" in meaning("1C 1D 1S 2D 3S")
    # The 11–15 competitive raise is unchanged, and responder with a minimum passes the invitation.
    assert call("832.AQ95.8.AK742", "1C 1D 1S 2D") == ("2S", "ofr.raise.comp")
    assert call("QJ654.K2.32.J432", "1C 1D 1S 2D 3S P")[0] == "P"
    assert call("QJ654.K2.32.Q432", "1C 1D 1S 2D 3S P")[0] == "4S"


def test_opener_with_slam_interest_makes_a_control_bid_over_the_limit_raise() -> None:
    # Issue #27: 1♠–3♠ with 20 HCP bid a flat 4♠ (the limit raise, 10–12 points, read as 9 HCP). Opposite 10–12
    # the control bid below game lets responder sign off with a minimum or go on with a maximum.
    assert call("AKQ32.AK2.A32.32", "1S P 3S P") == ("4D", "cue.first")
    assert call("J54.QJ43.Q54.K2", "1S P 3S P 4D P") == ("4S", "cue.signoff")
    assert call("AKQ32.AK2.A32.32", "1S P 3S P 4D P 4S P")[0] == "P"
    # 17–19 HCP accept the invitation with game, as before.
    assert call("AKQ32.K2.K32.Q2", "1S P 3S P") == ("4S", "rbl.4M")
    assert call("AKQ32.AQ2.K32.32", "1S P 3S P") == ("4S", "rbl.4M")


def test_a_six_five_or_six_six_opener_names_his_second_suit() -> None:
    # Issue #27: the booklet opens the higher of 5–5 or 6–6 so as to bid the lower suit next, but 6–6 in the
    # majors rebid 3♠ over 1NT and 6–6 in spades and diamonds rebid 2♠: the second suit stayed hidden.
    assert call("AKJ832.KQT932..2", "1S P 1NT P") == ("2H", "o1n.second5")
    assert call("KJ9832.2.AQJ932.", "1S P 1NT P") == ("2D", "o1n.second5")
    assert call("KJ9832.2.AQJ932.", "1S P 2C P") == ("2D", "rb21.second5")
    assert call("KJ9832.2.AQJ932.", "1S P 2H P") == ("3D", "rb21.second5")
    assert call("A2.3.KQJ932.AQ932", "1D P 1S P") == ("2C", "rb.second5")
    assert meaning("1S P 1NT P 2H").startswith("second suit of a two-suiter")
    # Responder then chooses between the suits as after any second suit.
    assert call("32.J54.KQ32.J432", "1S P 1NT P 2H P") == ("2S", "r1n.pref")
    assert call("2.J954.KQ32.Q432", "1S P 1NT P 2H P") == ("3H", "r1n.raise3")
    # A six-card suit with only four of another, or a 6-4 hand with the four-card suit higher, rebid as before.
    assert call("KQJ832.A2.32.AJ9", "1S P 1NT P") == ("3S", "o1n.jump")
    assert call("KQJ832.A2.3.AJ93", "1S P 1NT P") == ("3S", "o1n.jump")
    assert call("KQJ832.A2.32.J93", "1S P 1NT P") == ("2S", "o1n.own6")


def test_advancer_reads_the_doublers_cue_bid_as_19_plus_and_answers_a_minimum_cheaply() -> None:
    # Issue #27: the cue bid reads as its first rule (22+) and the general rules forced to game with any 4 HCP:
    # 1♦ X P 1♥ P 2♦ P with J54.9542.Q42.J32 bid 3NT. Opposite 19+ a 0–6 advancer makes the cheapest natural call.
    assert call("J54.9542.Q42.J32", "1D X P 1H P 2D P") == ("2NT", "adv.sc.nt")
    assert call("9542.J9542.J2.32", "1D X P 1H P 2D P") == ("2H", "adv.sc.own5")
    assert call("J543.9542.42.J32", "1D X P 1H P 2D P") == ("2S", "adv.sc.new")
    # A four-card suit is not bid again (the doubler would read five and raise to game).
    assert not call("J54.9542.42.J532", "1D X P 1H P 2D P")[1].startswith("adv.sc")
    assert meaning("1D X P 1H P 2D P 2NT").startswith("minimum answer to the doubler's cue bid")
    # 7+ HCP still reach game (19 + 7), and the strong doubler goes on over the five-card rebid as before.
    assert call("Q54.9542.KJ2.J32", "1D X P 1H P 2D P") == ("3NT", "g.3nt")
    assert call("AK3.AQT.T73.AQJ3", "1D X P 1H P 2D P 2H P") == ("4H", "drs.game.M")


def test_responder_with_four_trumps_bids_game_over_openers_raise_in_competition() -> None:
    # 1♣ P 1♠ (2♦) 2♠: the raise may hold three trumps with shortness in diamonds, so the public reading
    # counts three; four of mine make a fit either way, and game values bid 4♠, not 3NT (random-deal review).
    assert call("KJ75.A83.Q4.K932", "1C P 1S 2D 2S P") == ("4S", "rfr.raised.game")
    assert call("KJ75.Q83.74.K932", "1C P 1S 2D 2S P") == ("3S", "rfr.raised.inv")
    assert call("KJ75.832.74.J932", "1C P 1S 2D 2S P")[0] == "P"


def test_opener_accepts_the_invitation_after_his_raise_in_competition_with_the_top_of_his_range() -> None:
    assert call("KJ75.A8.A3.KQ932", "1C P 1S 2D 2S P 3S P") == ("4S", "ofr.inv.game")
    assert call("KJ75.87.43.KQ932", "1C P 1S 2D 2S P 3S P") == ("P", "ofr.inv.pass")
    # The three-card raise (short in their suit, extras) always accepts: partner's invitation shows four.
    assert call("KJ7.A86.3.AKQ932", "1C P 1S 2D 2S P 3S P") == ("4S", "ofr.inv.game")


def test_advancer_with_a_fit_and_slam_values_cue_bids_instead_of_jumping_to_game() -> None:
    # 13–16 with three trumps bids game over partner's overcall; 17+ cue-bids first (forcing), slam in view.
    assert call("KJ7.AQ6.J32.A932", "1D 1S P") == ("4S", "advo.game")
    assert call("KJ7.AKQ6.A3.A932", "1D 1S P") == ("2D", "advo.cue")


def test_advancer_counts_a_balancing_overcall_of_their_preempt_low() -> None:
    # 2♥ P P 2♠ P: partner bid light in the pass-out seat; 8 HCP with three trumps passes (it bid 4♠ and went
    # down two), an opening hand bids game, a good ten invites.
    assert call("T64.Q.QJ954.QJ95", "2H P P 2S P") == ("P", "advh.bal.pass")
    assert call("K64.Q.AJ954.KJ95", "2H P P 2S P") == ("4S", "advh.bal.game")
    assert call("K64.Q2.QJ954.KJ5", "2H P P 2S P") == ("3S", "advh.bal.inv")


def test_the_preference_after_a_two_over_one_means_only_the_preference() -> None:
    # 1♠–2♣–2♦–2♠: 10–12 with a doubleton; not also the catch-all's "no natural call fits" reading.
    assert "no natural call" not in meaning("1S P 2C P 2D P 2S")
    assert "10–12" in meaning("1S P 2C P 2D P 2S")
