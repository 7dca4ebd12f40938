"""Answers found missing by the bidding invariants over random deals: the doubler after advancer's cue bid,
advancing a double of a game, Michaels over a weak two after their raise, opener's forcing rebid after a free
1NT, the Cappelletti relay, and the HCP floor of a meaning counted in points."""
from __future__ import annotations

from cardlearn.ai.bridge import choose_call, explain
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: str, dealer: str = "N"):
    """The AI's call for ``hand`` (PBN ``S.H.D.C``) after ``auction``: call, rule and English meaning."""
    decision = choose_call(hand, auction.split(), dealer, "None")
    return decision.call, decision.rule_id, decision.explanation


def test_the_doubler_answers_advancers_game_forcing_cue_bid():
    # 2♠ X P 3♠: the cue bid is game forcing; 19 HCP with four hearts used to pass it.
    call, rule, meaning = call_for("A.AQ73.AKT74.Q74", "2S X P 3S P")
    assert (call, rule) == ("4H", "dr.cq.major") and meaning.forcing
    call, rule, _ = call_for("KQ2.AQ7.AKT74.74", "1S X P 2S P")
    assert (call, rule) == ("2NT", "dr.cq.nt")               # no major, their suit stopped
    # After the answer, advancer places the game rather than passing below it.
    assert call_for("T9.KJ76.AQ82.KJ7", "1S X P 2S P 3H P")[0] == "4H"
    for lang in LANGUAGES:
        assert "{" not in meaning.text(lang)


def test_a_double_of_their_game_is_left_in_unless_advancer_has_a_long_suit_and_shortness():
    call, rule, meaning = call_for("Q9.AK76.AQ82.J73", "4S X P")
    assert (call, rule) == ("P", "adv.high.pass") and "penalty" in meaning.text("en")
    assert call_for("AT.KT7.65.AKQ753", "4S P P X P")[:2] == ("P", "adv.high.pass")   # AT of spades: defence
    call, rule, _ = call_for("T.K97.65.AKQ7532", "4S X P")
    assert (call, rule) == ("5C", "adv.high.suit")
    # A weak hand does not go to the five level on a three-card suit.
    assert call_for("T982.J97.J65.Q53", "4H X P")[0] == "P"


def test_advancer_of_a_michaels_cue_over_a_weak_two_competes_after_their_raise():
    call, rule, _ = call_for(".AKT853.A9.KJ843", "2S 3S 4S")
    assert (call, rule) == ("5H", "w2c.comp")
    call, rule, meaning = call_for("QJ87.T53.K9.Q843", "2S 3S 4S")
    assert call == "P" and rule == "w2c.pass" and meaning.rule_id != "unknown"


def test_responder_does_not_pass_openers_jump_shift_after_a_free_1nt():
    assert explain("P P 1D 1H 1NT P 3S".split(), 6).forcing
    assert call_for("Q32.QJ82.K965.T7", "P P 1D 1H 1NT P 3S P")[0] != "P"


def test_cappelletti_relay_and_2c_may_be_passed_with_the_suit_and_say_so():
    relay = explain("1NT 2C P 2D".split(), 3)
    assert not relay.forcing and "diamonds" in relay.text("en")
    assert call_for("Q95.8.KQJ743.K95", "1NT 2C P 2D P")[:2] == ("P", "capr.pass")
    assert call_for("Q95.KQJ743.8.K95", "1NT 2C P 2D P")[:2] == ("2H", "capr.suit")
    assert not explain("P P 1NT 2C".split(), 3).forcing
    assert call_for("65.T73.7.KJT9764", "P P 1NT 2C P")[:2] == ("P", "capa.stay")


def test_a_meaning_counted_in_points_stays_true_of_a_very_shapely_hand():
    # 13 HCP with 5-7-1-0: a void and a singleton add 8 support points; the HCP floor shown must hold.
    cards = "AT532.AKQT762.9."
    calls = "P 1H 2D 2H P 4H".split()
    meaning = explain(calls, 5, "N", "None", hand=[f"{s}{r}" for s, ranks in zip("SHDC", cards.split("."))
                                                for r in ranks])
    hand = evaluate([f"{s}{r}" for s, ranks in zip("SHDC", cards.split(".")) for r in ranks])
    assert meaning.rule_id == "g.game.M"
    assert meaning.constraints.accepts(hand.hcp, hand.lengths), (meaning.constraints, hand.hcp)


def test_after_their_redouble_advancer_shows_a_four_card_suit_or_passes_and_the_doubler_takes_out():
    # Seven cards in their suit and a doubleton heart: 2♥ (doubled, -1400 at the table) is not an answer.
    assert call_for("K985432.84.J5.J9", "1S X XX")[:2] == ("P", "adv.xx.pass")
    assert call_for("K98.8432.J54.J92", "1S X XX")[:2] == ("2H", "adv.xx.suit")
    call, rule, meaning = call_for("T.J532.KQ86.KQ62", "1S X XX P P")
    assert (call, rule) == ("2H", "dxx.suit") and "redouble" in meaning.text("en")


def test_opener_of_two_clubs_bids_the_no_trump_slam_opposite_a_balanced_positive():
    assert call_for("AKQ.AK3.AJT3.A73", "2C P 2NT P")[:2] == ("6NT", "c2.2c.pos.6nt")     # 27 + 8
    assert call_for("AKQ.AK3.AJT3.Q73", "2C P 2NT P")[0] == "3NT"                       # 23 + 8: game


def test_fourth_suit_forcing_is_followed_by_an_invitation_not_a_pass():
    # 1♦–1♥–1♠–2♣ (fourth suit) promised invitational values: 2NT with clubs stopped, not a pass of 2♦.
    assert call_for("Q2.AQ43.87.QT865", "1D P 1H P 1S P 2C P 2D P")[:2] == ("2NT", "fsfr.2nt")


def test_after_our_redouble_opener_passes_and_the_redoubler_doubles_their_escape():
    # 1♦ X XX P: opener lets the doubler run (3NT on 14 HCP was bid here before).
    assert call_for("A3.J5.AQ986.K853", "1D X XX P")[:2] == ("P", "rbxx.pass.p")
    assert call_for("A3.J543.AQ986.53", "1D X XX 1H")[:2] == ("X", "rbxx.x")          # four hearts: penalty
    call, rule, meaning = call_for("A3.J5.AQ986.K853", "1D X XX 1H")
    assert (call, rule) == ("P", "rbxx.pass") and "penalty" in meaning.text("en")
    assert call_for("K76.A32.KT74.Q98", "1D X XX 1H P P")[:2] == ("X", "xxr.x")
    assert call_for("K76.A.KT74.Q9842", "1D X XX P P 1H")[:2] == ("2NT", "xxr.2nt")
    for lang in LANGUAGES:
        assert "{" not in meaning.text(lang)


def test_opener_answers_jordan_2nt_as_a_limit_raise():
    # Jordan 2NT is a limit raise or better: a minimum signs off in three (not an "invitation"), extras bid game.
    call, rule, meaning = call_for("K632.AQ64.JT9.Q8", "P P 1D X 2NT P")
    assert (call, rule) == ("3D", "jra.min") and "invitation" not in meaning.text("en")
    assert call_for("AK632.AQ6.JT9.Q8", "1S X 2NT P")[:2] == ("4S", "jra.4M")
    assert call_for("AKJ2.AQ6.KT9.Q82", "1D X 2NT P")[:2] == ("3NT", "jra.3nt")


def test_the_strong_two_suiter_bids_game_over_partners_choice_and_the_weak_one_passes():
    # 22 HCP 5–5 after the Unusual 2NT: partner's 3♥ used to be passed (13 tricks double dummy).
    call, rule, meaning = call_for("K2.AQT98.AQ962.A", "P 1C 2NT P 3H P")
    assert (call, rule) == ("4H", "mir.game") and "16+" in meaning.text("en")
    assert call_for("K2.QT985.QJ962.2", "P 1C 2NT P 3H P")[:2] == ("P", "mir.pass")
    assert call_for("AKJ98.AQT98.A2.2", "1C 2C P 2S P")[:2] == ("4S", "mir.game")
