"""Responder, opener and the doubler against their Michaels cue bid or Unusual 2NT over our one-bid.

Found by the par bench: 1♣ (2NT) with 14 HCP and six spades used to pass, and so did every hand with a
fit or values, because no rule knew their call showed two suits.
"""
from __future__ import annotations

import pytest

from cardlearn.ai.bridge import choose_call, explain
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: str):
    """The AI's call for ``hand`` (PBN ``S.H.D.C``, North dealt) after ``auction``: call, rule, meaning."""
    decision = choose_call(hand, auction.split(), "N", "None")
    return decision.call, decision.rule_id, decision.explanation


def assert_true_of(hand: str, meaning) -> None:
    shape = evaluate(hand)
    assert meaning.constraints.accepts(shape.hcp, shape.lengths), (hand, meaning.text("en"))
    for lang in LANGUAGES:
        text = meaning.text(lang)
        assert text and "{" not in text and "ai_bridge" not in text


@pytest.mark.parametrize(("hand", "auction", "expected"), [
    ("AK9542.8.J73.A73", "1C 2NT", ("4S", "d2s.major.game")),   # the bench's board: game in his own major
    ("KJ4.QJ5.J7.AQ976", "1H 2NT", ("3C", "d2s.cue")),         # three hearts, 14 HCP: the cue bid
    ("KJ4.QJ5.J7.AQ976", "1H 2H", ("2S", "d2s.cue")),          # Michaels: the cue is in their known major
    ("A84.QT43.AT64.Q5", "1H 2NT", ("4H", "d2s.game")),
    ("AT3.J875.T2.JT85", "1H 2NT", ("3H", "d2s.raise")),        # competitive, 6–9 points
    ("KQT4.3.AKT8.8654", "1H 2NT", ("X", "d2s.x")),             # values, no fit, no club stopper
    ("KJ4.Q85.AJ.QT976", "1D 2D", ("3NT", "d2s.3nt")),          # both their majors stopped, no fit
    ("954.8.K76.KT9873", "1H 2H", ("3C", "d2s.new3")),          # six cards at the three level, not forcing
    ("9542.8.Q76.T9873", "1H 2NT", ("P", "d2s.pass")),
])
def test_responder_has_an_answer_to_their_two_suiter(hand, auction, expected):
    call, rule, meaning = call_for(hand, auction)
    assert (call, rule) == expected
    assert_true_of(hand, meaning)


def test_the_cue_bid_is_a_forcing_limit_raise_and_opener_never_passes_it():
    cue = explain("1H 2NT 3C".split(), 2, "N", "None")
    assert cue.forcing and cue.rule_id == "d2s.cue"
    assert "limit raise" in cue.text("en")
    assert call_for("KQ4.AQJ75.84.J93", "1H 2NT 3C P")[:2] == ("3H", "d2s.cue.min")
    assert call_for("KJ43.AQ875.4.Q93", "1H 2NT 3C P")[:2] == ("4H", "d2s.cue.game")   # 15 with the singleton
    # Their raise over the cue: a minimum may pass (the cheap sign-off is gone), partner then decides.
    assert call_for("KQ4.AQJ75.84.J93", "1H 2NT 3C 3D")[:2] == ("3H", "d2s.cue.min")
    assert call_for("KQ4.AQJ75.84.J93", "1H 2NT 3C 4D")[:2] == ("P", "d2s.cue.pass")
    assert call_for("A43.K75.KJ84.Q93", "1H 2NT 3C 4D P P")[:2] == ("4H", "d2s.cx.game")
    assert call_for("A43.K75.T984.Q93", "1H 2NT 3C 4D P P")[:2] == ("X", "d2s.cx.x")
    # Responder with only a limit raise stops in opener's sign-off; with 13+ bids the game.
    assert call_for("A43.K75.T984.Q93", "1H 2NT 3C P 3H P")[:2] == ("P", "d2s.cr.pass")
    assert call_for("A43.K75.KJ84.Q93", "1H 2NT 3C P 3H P")[:2] == ("4H", "d2s.cr.game")


def test_after_our_double_they_never_play_undoubled_in_a_suit_we_can_punish():
    # 1♥ (2NT) X (3♣): opener doubles with four clubs, rebids six hearts, or passes to the doubler.
    assert call_for("KQ4.AQJ75.84.QT93", "1H 2NT X 3C")[:2] == ("X", "d2s.xo.pen")
    assert call_for("A4.AKJ875.K43.93", "1H 2NT X 3C")[:2] == ("3H", "d2s.xo.own")
    call, rule, meaning = call_for("KQ4.AQJ75.842.J9", "1H 2NT X 3C")
    assert (call, rule) == ("P", "d2s.xo.pass")
    assert_true_of("KQ4.AQJ75.842.J9", meaning)
    # Nobody ran: the double of their conventional call stands.
    assert call_for("KQ4.AQJ75.842.J9", "1H 2NT X P")[:2] == ("P", "d2s.xs.pass")
    # The doubler: three trumps with a top honour double, without one a minimum passes, 13+ doubles anyway.
    assert call_for("KQT4.3.A109.Q854", "1H 2NT X 3C P P")[:2] == ("X", "d2s.xr.pen")
    assert call_for("643.AKQ5.QT6.932", "1D 2NT X 3C P P")[:2] == ("P", "d2s.xr.pass")   # the bench board
    assert call_for("643.AKQ5.QT6.932", "1H 2NT X 3C P P")[:2] == ("3H", "d2s.xr.raise")
    assert call_for("AQ43.2.AKT6.9532", "1H 2NT X 3C P P")[0] in ("X", "3NT")
    assert call_for("KQT4.3.A109.Q854", "1H 2NT X 3C X P")[:2] == ("P", "d2s.xr.stand")


def test_the_defence_is_on_the_convention_card_in_every_language():
    from cardlearn.ai import bridge as bridge_ai

    for lang in LANGUAGES:
        frame = bridge_ai.system_card(lang=lang).to_frame()
        rows = frame[frame.rule_id.str.startswith("d2s.")]
        assert {"d2s.cue", "d2s.x", "d2s.xr.pen", "d2s.cue.min"} <= set(rows.rule_id)
        assert rows.meaning.str.len().min() > 10
