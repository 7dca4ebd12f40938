"""The bridge AI's bidding system: concrete hands, the call they make and what it means."""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge.bidder import BridgeBidder, choose_call, hint
from cardlearn.ai.bridge.constraints import HandConstraints
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.ai.bridge.explain import explain
from cardlearn.engine import bridge
from cardlearn.engine.errors import IllegalAction


def call_for(hand: str, auction: list[str], dealer: str = "N", vulnerability: str = "None"):
    """The decision for ``hand`` (PBN ``S.H.D.C``) after ``auction``, with its English meaning."""
    decision = choose_call(hand, auction, dealer, vulnerability)
    return decision.call, decision.explanation.text("en"), decision


# --- hand evaluation ----------------------------------------------------------------------------


def test_evaluation_counts_hcp_shape_and_stoppers():
    hand = evaluate("AQ4.KJ3.Q982.K72")
    assert hand.hcp == 15
    assert hand.balanced and hand.shape == (4, 3, 3, 3)
    assert hand.stopper("S") and hand.stopper("H") and hand.stopper("C")
    assert evaluate(["SA", "SK", "SQ", "SJ", "ST", "S9", "H2", "H3", "D4", "D5", "C6", "C7", "C8"]).hcp == 10
    shapely = evaluate("KQT983.72.J93.82")
    assert not shapely.balanced and shapely.length_points == 2 and shapely.good_suit("S")


def test_constraints_accept_and_intersect():
    nt = HandConstraints.make(15, 17, min_len={"S": 2})
    assert nt.accepts(16, {"S": 3, "H": 3, "D": 4, "C": 3})
    assert not nt.accepts(14, {"S": 3, "H": 3, "D": 4, "C": 3})
    both = nt.intersect(HandConstraints.make(min_len={"H": 4}))
    assert both.min_len("H") == 4 and both.hcp_min == 15
    assert HandConstraints().is_loose and not both.is_loose


# --- openings -----------------------------------------------------------------------------------


def test_1nt_opening_with_16_balanced():
    call, text, decision = call_for("AQ4.KJ3.Q982.K72", [])
    assert call == "1NT" and text == "15–17 HCP, balanced"
    assert decision.explanation.constraints.hcp_min == 15 and decision.explanation.constraints.hcp_max == 17


def test_one_spade_with_five_spades_and_13():
    call, text, decision = call_for("AKJ85.K72.Q4.J93", [])
    assert call == "1S"
    assert "5+ ♠" in text
    assert decision.explanation.constraints.min_len("S") == 5


def test_better_minor_openings():
    assert call_for("AK4.QJ3.K982.872", [])[0] == "1D"  # 4 diamonds, 3 clubs
    assert call_for("AK4.QJ3.K92.8762", [])[0] == "1C"
    assert call_for("AK4.QJ32.K92.872", [])[0] == "1C"  # 3-3 in the minors: 1♣


def test_2nt_and_strong_2c_openings():
    assert call_for("AQ4.KQ3.AQ82.K72", [])[0] == "2NT"
    call, text, _ = call_for("AKQ4.AK3.KQ82.K7", [])  # 24: a balanced 25–27 opens 3NT (SAYC booklet)
    assert call == "2C" and "22+ HCP" in text and "forcing" in text
    assert call_for("AKQ4.AK3.AK82.K7", [])[0] == "3NT"


def test_weak_two_spades_with_six_spades_and_7():
    call, text, _ = call_for("KQT983.72.J93.82", [])
    assert call == "2S" and text == "weak two (5–10 HCP, 6 ♠)"


def test_preempt_and_weak_pass():
    assert call_for("KQJ9832.72.93.82", [])[0] == "3S"
    call, text, _ = call_for("Q83.J72.9432.K82", [])
    assert call == "P" and "0–11 HCP" in text


# --- responses ----------------------------------------------------------------------------------


def test_stayman_over_1nt_with_a_four_card_major_and_8_plus():
    call, text, _ = call_for("KJ84.Q72.K93.J82", ["1NT", "P"])
    assert call == "2C" and text.startswith("Stayman")


def test_jacoby_transfer_to_hearts():
    call, text, _ = call_for("J9.KT874.Q93.J82", ["1NT", "P"])
    assert call == "2D" and "♥" in text and "5+ ♥" in text
    # Opener completes it, and responder passes a weak hand.
    assert call_for("AQ4.KJ3.Q982.K72", ["1NT", "P", "2D", "P"])[0] == "2H"
    assert call_for("J9.KT874.Q93.J82", ["1NT", "P", "2D", "P", "2H", "P"])[0] == "P"


def test_stayman_answer_and_game_in_the_fit():
    assert call_for("AQ4.KJ93.Q98.K72", ["1NT", "P", "2C", "P"])[0] == "2H"
    assert call_for("AQ4.KJ3.Q982.K72", ["1NT", "P", "2C", "P"])[0] == "2D"
    assert call_for("K8.QT84.K93.Q982", ["1NT", "P", "2C", "P", "2H", "P"])[0] == "4H"


def test_limit_raise_in_hearts():
    call, text, _ = call_for("Q4.KQ85.A93.8732", ["1H", "P"])
    assert call == "3H" and text.startswith("limit raise") and "10–12 points" in text


def test_single_raise_and_new_suit_responses():
    assert call_for("Q4.K985.J93.8732", ["1H", "P"])[0] == "2H"
    call, text, _ = call_for("KJ84.Q2.J93.8732", ["1H", "P"])
    assert call == "1S" and "4+ ♠" in text and "forcing" in text
    assert call_for("KJ8.Q2.J932.8732", ["1H", "P"])[0] == "1NT"
    assert call_for("Q84.72.9432.J82", ["1H", "P"])[0] == "P"


def test_jacoby_2nt_and_opener_rebid():
    assert call_for("KQ72.AKQ4.K32.A2", ["1S", "P"])[0] == "2NT"
    assert call_for("AJ854.K72.Q4.J93", ["1S", "P", "2NT", "P"])[0] == "4S"


# --- competition --------------------------------------------------------------------------------


def test_responder_second_turn_invites_with_11_to_12():
    # 1♣–1♦–1♠: balanced 11 invites with 2NT; 9 HCP passes; 13 goes to game.
    call, text, decision = call_for("K82.Q93.KJ74.Q82", ["1C", "P", "1D", "P", "1S", "P"])
    assert call == "2NT" and decision.explanation.rule_id == "r2s.2nt" and "11–12 HCP" in text
    assert decision.explanation.constraints.accepts(11, {"S": 3, "H": 3, "D": 4, "C": 3})
    assert not decision.explanation.constraints.accepts(9, {"S": 3, "H": 3, "D": 4, "C": 3})
    # Nine points do not invite: 1NT shows 6–10 (opener's one-level new suit is not forcing, but SAYC keeps it open).
    assert call_for("K82.Q93.J874.Q82", ["1C", "P", "1D", "P", "1S", "P"])[0] == "1NT"
    assert call_for("K82.Q93.KJ74.A82", ["1C", "P", "1D", "P", "1S", "P"])[0] == "3NT"
    # Four-card support for opener's second suit: jump raise to 3.
    call, text, decision = call_for("KQ84.AJ73.J52.93", ["1C", "P", "1H", "P", "1S", "P"])
    assert call == "3S" and decision.explanation.rule_id == "r2s.limit.z" and "4+ ♠" in text
    # A six-card suit of one's own: jump rebid.
    call, text, decision = call_for("KQJ985.A73.2.983", ["1D", "P", "1S", "P", "2D", "P"])
    assert call == "3S" and decision.explanation.rule_id == "r2s.jump.own" and "6+ ♠" in text
    # Three-card support for opener's major: jump preference.
    call, text, decision = call_for("KQ84.Q73.K52.J93", ["1H", "P", "1S", "P", "2C", "P"])
    assert call == "3H" and decision.explanation.rule_id == "r2s.jump.x" and "3+ ♥" in text


def test_opener_accepts_responders_2nt_invitation_with_extras():
    auction = ["1C", "P", "1D", "P", "1S", "P", "2NT", "P"]
    assert call_for("AQ93.K84.Q5.KJ72", auction)[0] == "3NT"
    assert call_for("AQ93.K84.5.QJ872", auction)[0] == "P"

def test_takeout_double_shape():
    call, text, decision = call_for("AJ84.KQ73.4.K982", ["1D"])
    assert call == "X" and "takeout double" in text
    assert decision.explanation.constraints.hcp_min == 12


def test_answer_to_takeout_double():
    call, text, _ = call_for("J84.Q973.842.982", ["1D", "X", "P"])
    assert call == "1H" and "answer to partner's double" in text


def test_overcall_and_1nt_overcall():
    call, text, _ = call_for("A2.KQJ84.953.K82", ["1C"])
    assert call == "1H" and text == "overcall (5+ ♥, 8–16 HCP)"
    assert call_for("AQ4.KJ3.Q98.KJ72", ["1C"])[0] == "1NT"


def test_negative_double_penalty_double_and_redouble():
    call, text, _ = call_for("Q84.KJ73.842.K82", ["1C", "1S"])
    assert call == "X" and text.startswith("negative double") and "4+ ♥" in text
    call, text, _ = call_for("KJ4.Q73.AJ42.982", ["1D", "1NT"])
    assert call == "X" and text.startswith("penalty double")
    call, text, _ = call_for("KJ4.Q73.AJ42.982", ["1D", "X"])
    assert call == "XX" and "10+ HCP" in text


# --- Blackwood ----------------------------------------------------------------------------------


def test_blackwood_ask_answer_and_slam():
    auction = ["1S", "P", "2NT", "P", "3NT", "P"]
    call, text, _ = call_for("KQ72.AKQ4.K32.A2", auction)
    assert call == "4NT" and text.startswith("Blackwood")
    call, text, _ = call_for("AJ854.K72.AQ4.J9", auction + ["4NT", "P"])
    assert call == "5H" and "2 aces" in text
    # All four aces and 36 HCP together: 5NT asks for kings; all four kings make the grand, fewer stop at six.
    assert call_for("KQ72.AKQ4.K32.A2", auction + ["4NT", "P", "5H", "P"])[0] == "5NT"
    call, text, _ = call_for("AJ854.K72.AQ4.J9", auction + ["4NT", "P", "5H", "P", "5NT", "P"])
    assert call == "6D" and "1 king" in text
    assert call_for("KQ72.AKQ4.K32.A2", auction + ["4NT", "P", "5H", "P", "5NT", "P", "6D", "P"])[0] == "7S"
    assert call_for("KQ72.AKQ4.K32.A2", auction + ["4NT", "P", "5H", "P", "5NT", "P", "6C", "P"])[0] == "6S"
    # Missing two aces: sign off at five of the trump suit.
    call, _, _ = call_for("KQ72.KQJ4.KQ2.K2", ["1S", "P", "2NT", "P", "3NT", "P", "4NT", "P", "5D", "P"])
    assert call == "5S"


# --- explanations -------------------------------------------------------------------------------


def test_explain_every_call_of_an_auction_including_the_learner():
    auction = ["1NT", "P", "2C", "P", "2H", "P", "4H", "P", "P", "P"]
    texts = [explain(auction, i, dealer="N").text("en") for i in range(len(auction))]
    assert texts[0] == "15–17 HCP, balanced"
    assert texts[2].startswith("Stayman")
    assert texts[4].startswith("answer to Stayman") and "4+ ♥" in texts[4]
    assert texts[6].startswith("game") and "4+ ♥" in texts[6]
    assert all(texts)
    assert explain(auction, 2, dealer="N").constraints.hcp_min == 8


def test_explain_an_odd_call_gives_a_generic_meaning_with_loose_constraints():
    auction = ["1NT", "P", "5D", "P"]
    odd = explain(auction, 2, dealer="S")
    assert odd.rule_id == "unknown" and odd.constraints.is_loose
    assert "no agreed meaning" in odd.text("en")
    assert odd.text("da") != odd.text("en")
    # The auction after the odd call is still explained.
    assert explain(auction, 3, dealer="S").text("en")


def test_explain_matches_the_ai_decision():
    decision = choose_call("Q4.KQ85.A93.8732", ["1H", "P"], dealer="E")
    again = explain(["1H", "P", decision.call], 2, dealer="E")
    assert again.rule_id == decision.rule_id and again.text("en") == decision.explanation.text("en")


def test_explain_index_out_of_range():
    from cardlearn.engine.errors import InvalidArgument

    with pytest.raises(InvalidArgument) as info:  # was a bare IndexError (issue #25)
        explain(["1NT", "P"], 5)
    assert info.value.params["name"] == "index" and info.value.params["high"] == 1


# --- hint, BridgeBidder and the seat's view ----------------------------------------------------


def _game_with_south(south: str) -> bridge.Game:
    others = [c for c in bridge.Deal.random(seed=3).hand("N") + bridge.Deal.random(seed=3).hand("E")
              + bridge.Deal.random(seed=3).hand("S") + bridge.Deal.random(seed=3).hand("W")]
    wanted = evaluate(south)
    codes = [s + r for s in "SHDC" for r in wanted.holdings[s]]
    rest = [c for c in others if c not in codes]
    hands = {"S": codes, "N": rest[:13], "E": rest[13:26], "W": rest[26:]}
    return bridge.Game(bridge.Deal.from_hands(hands), dealer="S")


def test_hint_for_the_learner_is_localized():
    game = _game_with_south("AQ4.KJ3.Q982.K72")
    advice = hint(game, "S")
    assert advice.call == "1NT"
    assert advice.text("en") == "The system suggests 1NT: 15–17 HCP, balanced"
    assert advice.text("th") != advice.text("en") and "1NT" in advice.text("ko")


def test_bridge_bidder_calls_for_the_seat_to_act_and_never_for_another():
    game = _game_with_south("AQ4.KJ3.Q982.K72")
    bidder = BridgeBidder()
    decision = bidder.call(game)
    assert decision.call == "1NT"
    game.call(decision.call)
    assert bidder.call(game).call in game.legal_calls()
    with pytest.raises(IllegalAction):
        choose_call(game.hand("S"), game.calls, "S", seat="S")


def test_decision_does_not_depend_on_hidden_hands():
    # Same South hand, different deals around it: the same call and meaning.
    south = "KJ84.Q72.K93.J82"
    first = choose_call(south, ["1NT", "P"], dealer="N")
    game = _game_with_south(south)
    second = choose_call(game.hand("S"), ["1NT", "P"], dealer="N")
    assert first.call == second.call == "2C"
    assert first.explanation.text("en") == second.explanation.text("en")


# --- the captain: strong rebids, game forces and slams -----------------------------------------


def test_strong_opener_with_a_long_minor_bids_game_over_1nt():
    call, text, _ = call_for("AQ6.963.AKQ752.A", ["1D", "P", "1NT", "P"])
    assert call == "3NT" and text.startswith("to play")


def test_strong_hand_opposite_a_weak_two_bids_3nt_with_side_stoppers():
    call, text, decision = call_for("AKJT.AQJ3.2.AQJT", ["2D", "P"])
    assert call == "3NT" and "16+ HCP" in text
    assert decision.explanation.constraints.hcp_min == 16


def test_responder_jump_shift_is_strong_and_forcing():
    call, text, decision = call_for("AKQ74.A4.KQ2.K52", ["1H", "P"])
    assert call == "2S" and text.startswith("jump shift") and "5+ ♠" in text and "17+ HCP" in text
    assert decision.explanation.forcing


def test_game_forcing_auction_does_not_stop_below_game():
    # Two over one, then opener's new suit: responder places a game, never passes a part score.
    call, _, _ = call_for("A7.-.KQJ85432.K52", ["1S", "P", "2D", "P", "2H", "P"])
    assert call in ("3NT", "4S", "5D")
    call, _, _ = call_for("K7.4.AQJ8542.K52", ["1S", "P", "2D", "P", "2H", "P"])
    assert call == "3NT"


def test_blackwood_in_a_minor_and_a_grand_slam_with_every_ace():
    call, text, _ = call_for("AQ.KQ4.AKJ854.A5", ["1D", "P", "3D", "P"])
    assert call == "4NT" and text.startswith("Blackwood")
    # Partner shows one ace: all four are ours, but a grand needs 39+ HCP counting partner's minimum.
    call, text, _ = call_for("AQ.KQ4.AKJ854.A5", ["1D", "P", "3D", "P", "4NT", "P", "5D", "P"])
    assert call == "6D" and text.startswith("slam")
    call, text, _ = call_for("AKQ.AKQ4.AKJ85.A", ["1D", "P", "3D", "P", "4NT", "P", "5C", "P"])
    assert call == "7D" and text.startswith("grand slam")


# --- placing the game: long majors over 3NT, minor-suit games, slams on one's own suit -----------


def test_opener_with_seven_spades_corrects_partners_3nt_to_four_spades():
    call, text, _ = call_for("AQ96432.KJ54.AK.-", ["1S", "P", "1NT", "P", "3S", "P", "3NT", "P"])
    assert call == "4S" and "game" in text


def test_opener_with_six_spades_and_a_singleton_corrects_3nt():
    assert call_for("KQJ963.KJ54.A2.2", ["1S", "P", "2C", "P", "2S", "P", "3NT", "P"])[0] == "4S"


def test_opener_with_six_spades_and_no_shortness_passes_3nt():
    assert call_for("KQ9632.K54.A2.32", ["1S", "P", "2C", "P", "2S", "P", "3NT", "P"])[0] == "P"


def test_minimum_opener_does_not_take_out_3nt_into_a_minor():
    # Only a major corrects partner's 3NT: the minor rule must not explain 4♣ either.
    _call, _text, decision = call_for("63.75.A87.AJT864", ["1S", "P", "1NT", "P", "2C", "P"])
    assert decision.rule_id != "g.nt.correct"


def test_strong_opener_with_solid_spades_asks_for_aces_without_a_fit():
    call, _text, decision = call_for("AKQ865.AQ7.4.KJ92", ["1S", "P", "2D", "P", "2S", "P", "3NT", "P"])
    assert call == "4NT" and decision.rule_id.startswith("bw.ask")
    # With a void Blackwood cannot tell which aces partner holds: the solid suit is bid instead.
    call, _text, decision = call_for("AKQ865.AQ7.-.KJ92", ["1S", "P", "2D", "P", "2S", "P", "3NT", "P"])
    assert call == "4S"


def test_long_minor_fit_with_a_singleton_plays_five_of_the_minor_not_3nt():
    call, text, decision = call_for("5.J92.KJ83.AQT92", ["1D", "P", "1NT", "P", "2C", "P"])
    assert call == "5C" and "game" in text
    assert decision.explanation.constraints.min_len("C") >= 4


# --- competing over their pre-empts and over our 1NT ---------------------------------------------


def test_very_strong_hand_doubles_a_weak_two_even_without_takeout_shape():
    # 22 HCP with a doubleton club: too strong for 3NT (16–21) and no takeout shape; passing loses a slam.
    call, text, decision = call_for("AKT6.K3.AQ954.AQ", ["2H"])
    assert call == "X" and "strong hand, will bid again (17+ HCP)" in text
    # The doubler's partner answers it like a takeout double.
    call, _, decision = call_for("J85432.9875.J.K5", ["2H", "X", "P"])
    assert decision.rule_id.startswith("adv.") and call == "2S"


def test_balanced_21_over_a_weak_two_doubles_then_bids_3nt_with_a_stopper():
    # Common practice: 2NT is 15–18, a stronger balanced hand doubles first and bids no trump next.
    assert call_for("AK4.KJ3.AQJ4.K32", ["2H"])[0] == "X"
    call, text, _ = call_for("AK4.KJ3.AQJ4.K32", ["2H", "X", "P", "3C", "P"])
    assert call == "3NT" and "19–21 HCP" in text
    # In the balancing seat, where 2NT is not natural, 3NT shows it at once.
    call, text, _ = call_for("AK4.KJ3.AQJ4.K32", ["2H", "P", "P"])
    assert call == "3NT" and "16–21 HCP" in text


def test_responder_competes_in_a_five_card_suit_over_interference_on_1nt():
    call, text, decision = call_for("KT874.A98.3.8743", ["1NT", "2D"])
    assert call == "2S" and decision.rule_id == "ntc.suit" and "5+ ♠" in text


def test_responder_doubles_their_overcall_of_1nt_with_a_trump_stack():
    call, _text, decision = call_for("Q3.52.KJT9.AJ64", ["1NT", "2D"])
    assert call == "X" and decision.rule_id == "ntc.x"
    assert decision.explanation.constraints.min_len("D") == 4


def test_responder_with_game_values_and_five_hearts_offers_a_choice_over_their_2c():
    call, _, decision = call_for("K4.AQ873.K52.852", ["1NT", "2C"])
    assert call == "3H" and decision.explanation.forcing
    # Opener picks the game: hearts with three-card support, otherwise 3NT.
    assert call_for("AJ2.K64.AQ73.K94", ["1NT", "2C", "3H", "P"])[0] == "4H"
    assert call_for("AJ62.K4.AQ73.K94", ["1NT", "2C", "3H", "P"])[0] == "3NT"


# --- responder's second turn with a long suit or a minor fit; a new suit over a weak two -----------


@pytest.mark.parametrize("hand, call, meaning", [
    ("QJ8743.82.K43.J5", "2S", "rebids own suit: weakest answer, not forcing (6+ ♠, 5–9 HCP)"),
    ("KJ9843.Q2.K43.J5", "3S", "jump rebid of own suit, invitational (6+ ♠, 10–11 HCP)"),
    ("KQJ983.A2.K43.J5", "4S", "game, sign-off (6+ ♠, 12+ HCP)"),
])
def test_responder_rebids_a_six_card_major_by_strength_after_opener_rebids_his_minor(hand, call, meaning):
    got, text, _ = call_for(hand, ["1C", "P", "1S", "P", "2C", "P"])
    assert (got, text) == (call, meaning)


def test_responder_invites_with_support_for_openers_rebid_minor():
    call, text, _decision = call_for("8642.9.AKJ.K6432", ["1D", "P", "1S", "P", "2D", "P"])
    assert call == "3D" and text == "raise of opener's rebid minor, invitational (3+ ♦, 10–12 HCP)"
    # Opener accepts with a maximum and stoppers, passes with a minimum.
    assert call_for("KQ9.AK32.T8764.A", ["1D", "P", "1S", "P", "2D", "P", "3D", "P"])[0] != "P"


def test_strong_responder_shows_a_new_suit_over_a_weak_two_instead_of_passing_with_a_void():
    call, text, decision = call_for("KJT76.AQ95.-.AQJ6", ["2D", "P"])
    assert call == "2S" and decision.explanation.forcing and "16+ HCP" in text
    # The weak-two bidder supports with three cards (partner's 16+ makes it a game).
    assert call_for("954.82.KJT875.K7", ["2D", "P", "2S", "P"])[0] in ("3S", "4S")
    assert call_for("95.842.KJT875.K7", ["2D", "P", "2S", "P"])[0] not in ("P", "3S", "4S")


# --- 1NT over a major: 6–10, not forcing (SAYC booklet) ------------------------------------------


def test_one_notrump_over_a_major_is_not_forcing_and_a_balanced_minimum_passes():
    call, text, decision = call_for("QJ6.92.K9873.Q87", ["1H", "P"])
    assert call == "1NT" and not decision.explanation.forcing and "6–10 HCP" in text and "not forcing" in text
    # SAYC: with 10+ and a five-card minor, the two-level new suit (forcing one round) comes first.
    assert call_for("QJ6.92.AQ873.Q87", ["1H", "P"])[0] == "2D"
    assert call_for("AQ986.AT7.QT.JT3", ["1S", "P", "1NT", "P"])[0] == "P"
    # 5♥-4♠ with a singleton cannot reverse on a minimum: the three-card minor, not forcing.
    call, text, decision = call_for("A942.AK843.T.A92", ["1H", "P", "1NT", "P"])
    assert call == "2C" and "not forcing" in text and decision.explanation.constraints.min_len("C") == 3


@pytest.mark.parametrize("hand, call", [
    ("KJ6.82.QJ87.Q73", "2NT"),      # 9 HCP, stoppers in the unbid suits: invite in no trump
    ("JT.Q5.KJ542.K984", "3C"),      # 10 HCP, four clubs and a side five-card suit: invite in opener's minor
    ("T4.92.Q87632.K87", "2D"),      # a weak six-card suit: to play
    ("T54.92.Q8763.K87", "2H"),      # two hearts, three clubs: back to the known five-card major
    ("K4.92.QJ763.8762", "P"),       # four clubs: pass
    ("T4.J.QJ8763.K87", "2D"),
])
def test_responder_places_the_contract_after_1nt_and_openers_second_suit(hand, call):
    assert call_for(hand, ["1H", "P", "1NT", "P", "2C", "P"])[0] == call


# --- more competition: advancing over a raise or a pre-empt, reopening, the doubler's second turn ------


def test_advancer_still_bids_a_long_suit_when_rho_raises_the_doubled_suit():
    call, text, _ = call_for("AT9764.T92.A6.64", ["1C", "X", "2C"])
    assert call == "2S" and text == "free bid (4+ ♠, 6–12 HCP)"
    assert call_for("AT9764.T92.A6.J4", ["1C", "X", "2C"])[0] == "3S"   # 9 HCP: jump, invitational
    assert call_for("AT9764.T92.A6.K4", ["1C", "X", "2C"])[0] == "4S"   # 11 HCP: game
    assert call_for("T9764.T92.86.64", ["1C", "X", "2C"])[0] == "P"


def test_overcalling_a_pre_empt_with_five_good_cards_and_a_strong_hand():
    call, text, _ = call_for("AK953.2.J2.AKJ94", ["3H"])
    assert call == "3S" and "5+ ♠, 15–17 HCP" in text


def test_advancer_bids_game_over_partners_overcall_of_a_pre_empt():
    call, text, _ = call_for("K6.KT42.53.KJ762", ["2H", "3D", "P"])
    assert call == "3NT" and "stopper in ♥" in text
    assert call_for("K6.842.A3.QJ7632", ["2H", "2S", "P"])[0] == "4S"
    assert call_for("86.842.J53.QJ763", ["2H", "2S", "P"])[0] == "P"


def test_six_card_suit_and_nine_points_bids_at_the_two_level_over_an_overcall():
    call, text, _ = call_for("J65.7.AJ4.KJ8743", ["1D", "1H"])
    assert call == "2C" and "6+ ♣, 9–10 HCP" in text


def test_opener_reopens_with_a_double_or_a_second_suit_and_partner_may_convert_for_penalties():
    call, text, _ = call_for("AKT2.A4.KQ753.95", ["1D", "1H", "P", "P"])
    assert call == "X" and text.startswith("reopening double") and "at most 2 ♥" in text
    assert call_for("KQ643.8.AQJ643.9", ["1S", "2H", "P", "P"])[0] == "3D"
    assert call_for("KQ643.K8.AQ64.93", ["1S", "2H", "P", "P"])[0] == "P"   # minimum, no shape: let them play
    call, text, _ = call_for("J65.KJ97.A4.8743", ["1D", "1H", "P", "P", "X", "P"])
    assert call == "P" and text.startswith("converts partner's double into a penalty double")
    assert call_for("J652.7.Q84.87432", ["1D", "1H", "P", "P", "X", "P"])[0] != "P"


def test_strong_doubler_bids_again_after_partner_passes_their_raise():
    call, text, _ = call_for("AQT96.A5.A864.KQ", ["1H", "X", "3H", "P", "P"])
    assert call == "3S" and "17+ HCP" in text
    # A minimum double lets it go.
    assert call_for("AQ96.5.K864.Q832", ["1H", "X", "3H", "P", "P"])[0] == "P"


def test_strong_hand_opposite_partners_pre_empt_shows_its_own_suit():
    call, text, decision = call_for("AKQ96.AQ8.A975.6", ["P", "3C", "P"])
    assert call == "3S" and decision.explanation.forcing and "5+ ♠, 16+ HCP" in text


def test_very_strong_hand_doubles_when_the_opponents_have_opened_and_responded():
    call, text, _ = call_for("A97.AQ52.A9.KQT7", ["1C", "P", "1S"])
    assert call == "X" and "17+ HCP" in text
    # Partner answers it like a takeout double.
    assert call_for("J2.KT8.Q8643.J72", ["1C", "P", "1S", "X", "P"])[0] == "2D"
