"""SAYC after 1M–1NT (6–10, not forcing), opener's rebids after a raise, and a system with no dead rules."""
from __future__ import annotations

import pytest

from cardlearn.ai import bridge as bridge_ai
from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.explain import explain
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: str, dealer: str = "N"):
    """The decision for ``hand`` (PBN) after ``auction`` (calls separated by spaces), with its English text."""
    decision = choose_call(hand, auction.split(), dealer, "None")
    return decision.call, decision.explanation.text("en"), decision


def test_no_rule_of_the_system_is_shadowed():
    # Every rule is reachable: no earlier block takes every auction in which it could bid.
    assert bridge_ai.system_card(lang="en").shadowed_rules() == {}


# --- responder's 1NT --------------------------------------------------------------------------------


def test_one_notrump_over_a_major_is_6_to_10_and_not_forcing_for_the_ai_and_the_learner():
    call, text, decision = call_for("QJ6.92.K9873.Q87", "1H P")
    assert call == "1NT" and decision.rule_id == "r1M.1nt" and not decision.explanation.forcing
    assert "not forcing" in text and "6–10 HCP" in text
    learner = explain(["1H", "P", "1NT"], 2, dealer="N")
    assert learner.rule_id == "r1M.1nt" and not learner.forcing and learner.text("en") == text
    assert (learner.constraints.hcp_min, learner.constraints.hcp_max) == (6, 10)
    texts = {lang: learner.text(lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES) and all("6–10" in t for t in texts.values())


@pytest.mark.parametrize("hand", ["Q4.K85.A93.J8732", "KJ4.Q8.A932.Q832", "K4.QJ5.A932.QT32"])
def test_with_11_or_12_responder_does_not_bid_1nt(hand):
    call, _, decision = call_for(hand, "1S P")
    assert call != "1NT" and decision.rule_id.startswith("r1M.")


# --- opener's rebid after 1M – 1NT -------------------------------------------------------------------


@pytest.mark.parametrize("hand, auction, call, words", [
    ("AQ986.AT7.QT.JT3", "1S P 1NT P", "P", "1NT is the contract"),          # 5-3-3-2 minimum
    ("AQ986.AT7.QT8.J3", "1S P 1NT P", "P", "1NT is the contract"),          # 5-3-3-2 minimum, other doubleton
    ("KQ986.A7.QT84.J3", "1S P 1NT P", "2D", "second suit, not forcing"),    # 5-4: a lower new suit
    ("KQ986.AJ74.QT.J3", "1S P 1NT P", "2H", "second suit, not forcing"),    # four hearts under spades
    ("AK9842.A3.K92.42", "1S P 1NT P", "2S", "six-card major, not forcing"),
    ("AKT984.A3.K92.Q2", "1S P 1NT P", "3S", "invitational"),                # a good six, 17–19 points
    ("AT987.A8.AJT.KQ8", "1S P 1NT P", "2NT", "not forcing"),                # 18–19 balanced: invites
    ("A942.AK843.T.A92", "1H P 1NT P", "2C", "only three cards"),            # 5♥-4♠-1-3 minimum
])
def test_opener_rebids_after_1nt(hand, auction, call, words):
    got, text, decision = call_for(hand, auction)
    assert got == call and words in text and not decision.explanation.forcing, (got, text)


def test_openers_reverse_and_jump_shift_after_1nt_are_forcing():
    call, text, decision = call_for("AK93.AKT93.65.A9", "1H P 1NT P")
    assert call == "2S" and decision.explanation.forcing and "forcing one round" in text
    call, text, decision = call_for("8.AQJ87.AQJ6.AJ9", "1H P 1NT P")
    assert call == "3D" and decision.explanation.forcing and "game forcing" in text
    # Responder answers: preference with two hearts, or 2NT as the weakest answer to the reverse.
    assert call_for("932.K5.K754.7632", "1H P 1NT P 3D P")[0] == "3H"
    assert call_for("Q32.84.Q973.J852", "1H P 1NT P 2S P")[0] == "2NT"
    assert call_for("742.J4.A42.K7642", "1H P 1NT P 2S P")[0] == "3H"


def test_opener_with_a_long_major_and_game_values_bids_game():
    assert call_for("AKQJT762.A43.K7.-", "1S P 1NT P")[0] == "4S"


# --- responder's second call ------------------------------------------------------------------------


@pytest.mark.parametrize("hand, auction, call", [
    ("9.T5.QJ8643.A873", "1S P 1NT P 2C P", "3C"),     # four clubs, a singleton: raise with a maximum
    ("K4.92.QJ763.8762", "1H P 1NT P 2C P", "P"),      # four clubs, a minimum: pass
    ("T54.92.Q8763.K87", "1H P 1NT P 2C P", "2H"),     # preference to the five-card major
    ("T4.92.Q87632.K87", "1H P 1NT P 2C P", "2D"),     # own six-card suit, to play
    ("KJ6.82.QJ87.Q73", "1H P 1NT P 2C P", "2NT"),     # 9 HCP, stoppers: invites
    ("Q2.KJ84.Q973.J82", "1S P 1NT P 2S P", "3S"),     # doubleton and a maximum
    ("Q2.KJ84.Q973.982", "1S P 1NT P 2S P", "P"),
    ("Q2.KJ84.Q973.J82", "1S P 1NT P 2NT P", "3NT"),   # 8+ accepts 18–19
    ("Q2.J984.Q973.982", "1S P 1NT P 2NT P", "P"),
    ("Q2.KJ84.Q973.982", "1S P 1NT P 3S P", "4S"),     # two trumps and 7+ accept the jump rebid
    ("2.J984.Q973.9852", "1S P 1NT P 3S P", "P"),
])
def test_responder_after_openers_rebid(hand, auction, call):
    assert call_for(hand, auction)[0] == call


def test_responders_raise_of_the_second_suit_is_explained_as_invitational_in_every_language():
    _, text, decision = call_for("9.T5.QJ8643.A873", "1S P 1NT P 2C P")
    assert "invitational" in text and "4+ ♣" in text and not decision.explanation.forcing
    assert len({decision.explanation.text(lang) for lang in LANGUAGES}) == len(LANGUAGES)


# --- opener after a raise ---------------------------------------------------------------------------


def test_opener_names_a_stopper_after_a_minor_raise_with_16_and_an_unbalanced_hand():
    call, text, decision = call_for("4.432.AKJ4.AKJ43", "1C P 2C P")
    assert call == "2D" and decision.explanation.forcing and "forcing one round" in text and "stopper in ♦" in text
    assert call_for("4.432.QJ54.AKJ43", "1C P 2C P")[0] == "P"          # a minimum passes
    assert call_for("K4.Q32.AKJ4.QJ43", "1C P 2C P")[0] == "2NT"        # balanced 16–17 invites
    # Responder shows stoppers in the unbid suits, or goes back to the minor; he never passes.
    assert call_for("Q93.KJ5.Q75.8642", "1C P 2C P 2D P")[0] == "2NT"
    assert call_for("Q93.KJ5.Q75.A642", "1C P 2C P 2D P")[0] == "3NT"
    assert call_for("983.875.975.KQ64", "1C P 2C P 2D P")[0] == "3C"


@pytest.mark.parametrize("hand, auction, call", [
    (".A9653.AJ8.Q9754", "1H P 3H P", "4H"),           # six losers: game opposite a limit raise
    ("AKQJ8.KT5.Q86.98", "1S P 3S P", "4S"),           # 15 points
    ("A873.AJ964.9.AT5", "P P P 1H P 3H P", "P"),      # seven losers, 14 points: a minimum
    ("K9.AJ852.Q974.Q9", "1H P 3H P", "P"),
])
def test_opener_accepts_a_limit_raise_by_points_or_losing_trick_count(hand, auction, call):
    got, text, _ = call_for(hand, auction)
    assert got == call
    if call != "P":
        assert "at most 6 losers" in text


def test_losing_trick_count():
    from cardlearn.ai.bridge.evaluation import evaluate
    from cardlearn.ai.bridge.hand_checks import losers

    assert losers(evaluate(".A9653.AJ8.Q9754")) == 6
    assert losers(evaluate("A873.AJ964.9.AT5")) == 7
    assert losers(evaluate("AKQ.AKQ.AKQ.AKQ2")) == 0
    assert losers(evaluate("Q2.K3.A.JT9876543")) == 2 + 1 + 0 + 3


def test_help_suit_try_is_answered_by_help_and_the_answer_ends_it():
    call, text, decision = call_for("AKJ843.A32.832.A", "1S P 2S P")
    assert call == "3D" and decision.explanation.forcing and "help-suit" in text
    assert call_for("Q73.K84.K54.8632", "1S P 2S P 3D P")[0] == "4S"     # help in diamonds
    assert call_for("Q73.K84.954.Q632", "1S P 2S P 3D P")[0] == "3S"     # a minimum without help
    # Opener has made his try: he passes the sign-off and the game.
    assert call_for("AKJ843.A32.832.A", "1S P 2S P 3D P 3S P")[0] == "P"
    assert call_for("AKJ843.A32.832.A", "1S P 2S P 3D P 4S P")[0] == "P"


@pytest.mark.parametrize("hand, auction, call", [
    ("AQT964.4.K32.KJ4", "1S P 1NT P 2S P 3S P", "P"),         # 13 HCP: declines responder's raise
    ("AQT964.4.K32.AJ4", "1S P 1NT P 2S P 3S P", "4S"),
    ("AQT74.A.K64.J632", "1S P 1NT P 2C P 3C P", "P"),
    ("AQT74.A.KQ4.J632", "1S P 1NT P 2C P 3C P", "3NT"),       # 15+ with the red suits stopped
    ("AQT74.A.KQ4.J632", "1S P 1NT P 2C P 2NT P", "3NT"),
    ("AQT74.A.KQ4.J632", "1S P 1NT P 2C P 2D P", "P"),         # responder's own suit is to play
    ("AQJT85.Q875.K3.J", "1S P 1NT P 2H P 3H P", "P"),
])
def test_opener_answers_responders_invitation_or_sign_off(hand, auction, call):
    assert call_for(hand, auction)[0] == call
