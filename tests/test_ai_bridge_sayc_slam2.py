"""Slam exploration once a suit is agreed: control (cue) bids, the 5M trump-quality ask, Blackwood after them,
and the quantitative no-trump slam bids (issue #12, point 1)."""
from __future__ import annotations

import random

import pytest

from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.ai.bridge.explain import explain
from cardlearn.ai.bridge.system_card import system_card
from cardlearn.engine import bridge
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: str, dealer: str = "N"):
    """The AI's call and its English meaning for ``hand`` (PBN ``S.H.D.C``) after ``auction``."""
    decision = choose_call(hand, auction.split(), dealer, "None")
    return decision.call, decision.explanation.text("en"), decision


def meaning(auction: str, dealer: str = "N"):
    """The public explanation of the last call of ``auction`` (what the other players are told)."""
    calls = auction.split()
    return explain(calls, len(calls) - 1, dealer, "None")


# --- control (cue) bids ----------------------------------------------------------------------------


def test_jacoby_responder_with_slam_interest_cue_bids_the_cheapest_ace():
    # 1♠–2NT–3♠ (18+): 13 HCP and a worthless doubleton heart, the ace of diamonds but not of clubs.
    call, text, decision = call_for("KQ84.83.A82.KJ63", "1S P 2NT P 3S P")
    assert call == "4D" and decision.rule_id == "cue.first"
    assert decision.explanation.forcing and "ace or a void in ♦" in text and "cheaper" in text
    # Every side suit under control and slam values: Blackwood at once.
    assert call_for("KQ84.A73.K82.A63", "1S P 2NT P 3S P")[0] == "4NT"


def test_opener_with_slam_interest_after_a_limit_raise_cue_bids_a_void_or_ace():
    call, _, decision = call_for("AKQ75.KQ42.5.AQ2", "1S P 3S P")
    assert call == "4C" and decision.rule_id == "cue.first"
    # Without slam interest the limit raise is simply accepted.
    assert call_for("AKJ75.K42.75.KQ2", "1S P 3S P")[0] == "4S"


def test_answers_to_a_cue_bid_sign_off_cue_back_or_ask_for_aces():
    # Minimum limit raise: back to game.
    call, text, decision = call_for("Q842.Q73.85.KJ63", "1S P 3S P 4C P")
    assert call == "4S" and decision.rule_id == "cue.signoff" and "minimum" in text
    # A maximum with the heart ace: cue-bids back (diamonds skipped: no control there).
    call, text, decision = call_for("K842.A73.85.KJ63", "1S P 3S P 4C P")
    assert call == "4H" and decision.rule_id == "cue.back" and decision.explanation.forcing
    # Jacoby opener, every side suit controlled once partner cue-bid diamonds: Blackwood.
    call, _, decision = call_for("AKJ75.KQ4.75.AQ2", "1S P 2NT P 3S P 4D P")
    assert call == "4NT" and decision.rule_id.startswith("bw.ask")


def test_the_control_partner_denied_is_mine_blackwood():
    # 1♥–3♥–4♣ skipped 3♠ (no spade ace); I hold it, and have nothing cheaper than game to show: 4NT.
    call, _, decision = call_for("AQJT.972.32.KT64", "P P 1H P 3H P 4C P")
    assert call == "4NT" and decision.rule_id == "bw.ask.cue"


def test_a_suit_nobody_controls_stops_the_slam_in_game():
    # After 1♠–3♠–4♣–4♥ nobody has shown a diamond control and I have two small diamonds: 4♠.
    call, _, decision = call_for("AKQ75.K42.75.AQ2", "1S P 3S P 4C P 4H P")
    assert call == "4S" and decision.rule_id == "cue.signoff"
    # Partner signed off over my control bid: no slam.
    call, _, decision = call_for("AKQ75.K42.75.AQ2", "1S P 3S P 4C P 4S P")
    assert call == "P" and decision.rule_id == "cue.stop"


def test_learners_cue_bid_is_explained_as_a_control_bid_and_answered():
    shown = meaning("1S P 3S P 4C")
    assert shown.rule_id == "cue.first" and shown.forcing
    assert "control bid" in shown.text("en") and "forcing" in shown.text("en")
    for lang in LANGUAGES:
        text = shown.text(lang)
        assert "♣" in text and "♠" in text and "{" not in text and "ai_bridge" not in text
    # The AI never passes it: a minimum signs off in game.
    assert call_for("Q842.Q73.85.KJ63", "1S P 3S P 4C P")[0] == "4S"
    # After 2♣–2♦–2♠–3♠ and a 1♥–2♣–2♥–3♥ raise too.
    assert meaning("2C P 2D P 2S P 3S P 4D").rule_id == "cue.first"
    assert meaning("1H P 2C P 2H P 3H P 3S").rule_id == "cue.first"
    assert call_for("9842.873.852.J63", "2C P 2D P 2S P 3S P 4D P")[0] == "4S"


def test_natural_new_suits_are_not_taken_for_cue_bids():
    assert meaning("1H P 2C P 2D").rule_id != "cue.first"          # opener's second suit, no fit yet
    assert not meaning("1S P 2S P 3C").rule_id.startswith("cue")   # help-suit game try after a single raise
    assert not meaning("1S 2C 3S P 4D").rule_id.startswith("cue")  # the opponents bid: no control bids
    assert not meaning("1NT P 3S P 4S P 5C").rule_id.startswith("cue")


def test_a_cue_bid_has_one_meaning_and_the_ai_makes_no_natural_bid_there():
    # 1♦–2♥ (jump shift)–3♥: 4♣ is a control bid only, not also "invitation" or "game" of the general rules.
    shown = meaning("1D P 2H P 3H P 4C")
    assert shown.rule_id == "cue.first" and "; or " not in shown.text("en") and "invitation" not in shown.text("en")
    # Once both have cue-bid, a control bid may pass game below 4NT: 4♠ with hearts agreed.
    shown = meaning("1D P 2H P 3H P 4C P 4D P 4S")
    assert shown.rule_id == "cue.back" and shown.forcing
    # Before that it is no control bid (4♠ is past 4♥ with only one side showing interest).
    assert not meaning("1D P 2H P 3H P 4C P 4S").rule_id.startswith("cue")


def test_control_bids_with_a_minor_agreed_start_past_3nt():
    # 1♦–3♦: a four-level new suit is a control bid (below 3NT a new suit would look for no trump).
    shown = meaning("1D P 3D P 4C")
    assert shown.rule_id == "cue.first" and shown.forcing and "♦" in shown.text("en")
    assert meaning("1C P 1D P 3D P 4H").rule_id == "cue.first"
    # A suit my side bid naturally is not a control bid, nor a three-level bid below 3NT.
    assert not meaning("1S P 2D P 3D P 4S").rule_id.startswith("cue")
    assert not meaning("1S P 2D P 3D P 3H").rule_id.startswith("cue")
    # The answer with a minimum is five of the minor; a 2♣ opening agrees no clubs.
    assert call_for("K54.A2.KT43.Q832", "1D P 3D P 4S P")[0] == "5D"
    assert not meaning("2C P 3C P 4D").rule_id.startswith("cue")
    # Without values well past Blackwood's, 3NT rather than a control bid past it.
    assert call_for("A2.K3.AQJ865.QJ4", "1D P 3D P")[0] == "3NT"


# --- the trump-quality ask --------------------------------------------------------------------------


def test_five_of_the_agreed_major_asks_about_trump_quality():
    # Every side suit is safe (AKQ, AKQ, a void); only the trumps are in doubt.
    call, text, decision = call_for("AKQ.QT76432.AKQ.", "1H P 3H P")
    assert call == "5H" and decision.rule_id == "tq.ask" and "trump quality" in text
    assert call_for("842.AK73.85.K863", "1H P 3H P 5H P")[0] == "6H"    # two of the top three
    call, text, _ = call_for("A842.K73.85.K863", "1H P 3H P 5H P")
    assert call == "P" and "fewer than two" in text
    # The learner's jump is explained the same way, and not as forcing (pass is an answer).
    shown = meaning("2C P 2NT P 3H P 4H P 5H")
    assert shown.rule_id == "tq.ask" and not shown.forcing


def test_no_trump_slam_is_not_chosen_over_the_asked_major():
    call, _, decision = call_for("62.J985.AK98.QJT", "2C P 2NT P 3H P 4H P 5H P")
    assert call in ("P", "6H") and decision.rule_id.startswith("tq.")
    # Once a major is agreed, the general 6NT/7NT rules leave it alone (Blackwood or game instead).
    call, _, decision = call_for("AQ4.KQ3.AJ82.KQ3", "1S P 2S P 3S P")
    assert call != "6NT" and decision.rule_id not in ("g.6nt", "g.7nt")
    # The direct 5NT over 1NT waits for Stayman with a four-card major.
    assert call_for("KQT2.AQ.KQT83.A2", "1NT P")[0] == "2C"


# --- Blackwood after any agreed suit, and the placement after the answers -----------------------------


def test_blackwood_in_a_minor_and_the_asker_places_the_contract():
    assert call_for("A2.K3.AQJ865.KQ4", "1D P 3D P")[0] == "4NT"
    assert call_for("A2.K3.AQJ865.KQ4", "1D P 3D P 4NT P 5D P")[0] == "6D"     # three aces together
    assert call_for("A2.K3.AQJ865.KQ4", "1D P 3D P 4NT P 5C P")[0] == "5D"     # two missing: stop at five


def test_blackwood_after_cue_bids_is_answered_and_placed():
    shown = meaning("1S P 3S P 4C P 4H P 4NT")
    assert shown.rule_id.startswith("bw.ask") and shown.forcing
    assert call_for("K842.A73.85.KJ63", "1S P 3S P 4C P 4H P 4NT P")[0] == "5D"   # one ace
    hand = "AKQ75.KQ42.5.AQ2"   # two aces
    assert call_for(hand, "1S P 3S P 4C P 4H P 4NT P 5D P")[0] == "6S"
    assert call_for(hand, "1S P 3S P 4C P 4H P 4NT P 5C P")[0] == "5S"
    # All four aces and every king with partner's range still short of a grand: no seven.
    assert call_for(hand, "1S P 3S P 4C P 4H P 4NT P 5H P")[0] in ("5NT", "6S")


def test_4nt_stays_quantitative_without_an_agreed_suit():
    assert meaning("1NT P 4NT").rule_id == "1NT.4nt"
    assert meaning("1NT P 2C P 2H P 4NT").rule_id == "1NT.st.4nt"
    assert meaning("1H P 3H P 4NT").rule_id.startswith("bw.ask")


def test_no_trump_slam_zone_quantitative_5nt_and_the_grand():
    # 20–21 opposite 1NT: 37 together only opposite a maximum, so 5NT invites 7NT (forcing to 6NT).
    call, text, decision = call_for("AQ4.KQ3.AJ82.KQ3", "1NT P")
    assert call == "5NT" and decision.explanation.forcing and "invites the grand slam" in text
    # 22 opposite 1NT, 17 opposite 2NT: 37 for sure, the grand slam (no longer a pass).
    assert call_for("AQ4.KQ3.AJ8.KQJ3", "1NT P")[0] == "7NT"
    assert call_for("AQ4.KQ3.AJ82.Q32", "2NT P")[0] == "7NT"
    # After Stayman without a fit the same; with the fit the major is the slam.
    assert call_for("AQ4.KQ32.AJ8.KJ3", "1NT P 2C P 2S P")[0] == "5NT"
    assert call_for("AQ4.KQ32.AJ8.KJ3", "1NT P 2C P 2H P")[0] == "6H"
    # Opener accepts with a maximum (37 together), else 6NT.
    assert call_for("K94.AQ3.KJ8.AJ32", "1NT P 5NT P")[0] == "7NT"
    assert call_for("K94.AQ3.KJ8.QJ32", "1NT P 5NT P")[0] == "6NT"
    assert meaning("1NT P 5NT").rule_id == "ntq.1.5nt"


# --- the convention card ---------------------------------------------------------------------------


def test_the_card_lists_control_bids_and_the_trump_ask_under_slam():
    frame = system_card(lang="en").to_frame()
    slam = frame[frame.section_id == "slam"]
    for rule_id in ("cue.first", "cue.back", "cue.signoff", "tq.ask", "tq.six", "tq.pass"):
        assert rule_id in set(slam.rule_id), rule_id
    row = slam[slam.rule_id == "cue.first"].iloc[0]
    assert "control bid" in row.meaning


# --- random deals ------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed0", [1_000])
def test_cue_bidding_sequences_on_random_deals_are_answered_and_end(seed0):
    """Over random deals with strong hands, every control bid the AI makes is answered (never passed)."""
    from cardlearn.ai.bridge.bidder import BridgeBidder

    bidder = BridgeBidder()
    seen = 0
    for seed in range(seed0, seed0 + 300):
        rng = random.Random(seed)
        deal = _strong_major_deal(rng)
        game = bridge.Game(deal, dealer="N")
        while game.phase == "auction":
            decision = bidder.call(game)
            index = len(game.calls)
            game.call(decision.call)
            if decision.rule_id in ("cue.first", "cue.back"):
                seen += 1
                hand = evaluate(game.deal.hand(_seat(index)))
                suit = decision.call[-1]
                # The control is really there: ace or void (first cue), or king or singleton (cue back).
                held = hand.holdings[suit]
                assert "A" in held or not held or (decision.rule_id == "cue.back" and ("K" in held or len(held) == 1))
        calls = game.calls
        for i, call in enumerate(calls[:-2]):
            rule_id = explain(calls, i, "N", "None").rule_id
            if rule_id in ("cue.first", "cue.back") and calls[i + 1] == "P":
                assert calls[i + 2] != "P", calls
    assert seen >= 10


def _seat(index: int) -> str:
    return "NESW"[index % 4]


def _strong_major_deal(rng: random.Random) -> bridge.Deal:
    """A deal where North–South hold about 28–34 HCP and a major fit (slam-zone auctions)."""
    cards = [f"{s}{r}" for s in "SHDC" for r in "AKQJT98765432"]
    hcp = {"A": 4, "K": 3, "Q": 2, "J": 1}
    while True:
        rng.shuffle(cards)
        hands = [cards[i * 13:(i + 1) * 13] for i in range(4)]
        ns = sum(hcp.get(c[1], 0) for c in hands[0] + hands[2])
        fit = any(sum(c[0] == m for c in hands[0]) + sum(c[0] == m for c in hands[2]) >= 8 for m in "SH")
        if 28 <= ns <= 34 and fit:
            pbn = "N:" + " ".join(".".join("".join(c[1] for c in h if c[0] == s) for s in "SHDC") for h in hands)
            return bridge.Deal.from_pbn(pbn)
