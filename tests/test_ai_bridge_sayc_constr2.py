"""General rules of uncontested and pre-emptive bidding (cardlearn.ai.bridge.sections.general)."""
from __future__ import annotations

import random

import pytest

from cardlearn.ai.bridge.auction_view import ME, PARTNER, cheapest_bid
from cardlearn.ai.bridge.bidder import BridgeBidder, choose_call
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.ai.bridge.explain import auction_view, explain
from cardlearn.ai.bridge.hand_checks import quick_tricks
from cardlearn.ai.bridge.hand_checks import losers
from cardlearn.ai.bridge.sections.general import playing_tricks
from cardlearn.engine import bridge
from cardlearn.i18n import LANGUAGES


def call_for(hand: str, auction: list[str], dealer: str = "N", vulnerability: str = "None"):
    """The decision for ``hand`` (PBN) after ``auction``: (call, rule id, English meaning)."""
    decision = choose_call(hand, auction, dealer, vulnerability)
    return decision.call, decision.rule_id, decision.explanation.text("en")


# --- hand evaluation -----------------------------------------------------------------------------


def test_playing_and_quick_tricks():
    ten_spades = evaluate("AKQT985432.2.A4.")
    assert playing_tricks(ten_spades) == 11 and quick_tricks(ten_spades) == 3
    hearts = evaluate("4.AKQT864.9873.8")
    assert playing_tricks(hearts) == 7 and losers(hearts) == 5  # seven heart tricks; side length does not count
    # A two-suiter counts length in its longest suit only: 4 club tricks, 3 spade honours, the heart ace.
    assert playing_tricks(evaluate("AKQT4.A9..A97543")) == 8
    assert quick_tricks(evaluate("AQ4.KQ3.K982.A72")) == 4.0  # AQ 1½, KQ 1, Kx ½, A 1


# --- openings ------------------------------------------------------------------------------------


def test_two_clubs_on_playing_strength():
    call, rule_id, text = call_for("AKQT985432.2.A4.", [])
    assert (call, rule_id) == ("2C", "c2.open.2c")
    assert "playing strength" in text and "forcing" in text
    # The same shape without the tricks opens one of the suit.
    assert call_for("KQT9854.K32.A4.2", [])[0] == "1S"
    # 22+ HCP still opens 2♣ by points, with its own meaning (a balanced 25–27 opens 3NT).
    assert call_for("AKQ4.AK3.QJ2.AJ2", [])[1] == "open.2c"
    assert call_for("AKQ4.AK3.KQ2.AJ2", [])[1] == "open.3nt"


def test_fourth_seat_two_bid_and_game_opening():
    call, rule_id, text = call_for("AQJ874.Q8.K9.Q83", ["P", "P", "P"])
    assert (call, rule_id) == ("2S", "c2.open4.two") and "fourth seat" in text and "not weak" in text
    call, rule_id, text = call_for("4.AKQT864.9873.8", ["P", "P", "P"])
    assert (call, rule_id) == ("4H", "c2.open4.game") and "five losers" in text
    # Six losers (a twelve-count with seven hearts) opens one: the partscore may be the limit.
    assert call_for("A7.AKJ8543.JT9.4", ["P", "P", "P"])[0] == "1H"
    # A 15-count with six hearts is no 2♣ (nine tricks only if side kings and small cards count).
    assert call_for("8.AKQ532.K4.K642", [])[0] == "1H"
    # Weak hands still pass in fourth seat, and the fourth-seat two-bid is not made in first seat.
    assert call_for("K87654.Q8.J92.83", ["P", "P", "P"])[0] == "P"
    assert call_for("AQJ874.Q8.K9.Q83", [])[0] == "1S"


def test_answers_to_the_fourth_seat_two_bid():
    assert call_for("K93.A842.QJ5.J72", ["P", "P", "P", "2S", "P"])[:2] == ("4S", "c2.o4.game")
    assert call_for("93.8542.QJ5.J762", ["P", "P", "P", "2S", "P"])[:2] == ("P", "c2.o4.pass")


# --- responses to pre-empts ----------------------------------------------------------------------


def test_good_six_card_major_over_a_preempt_before_3nt():
    call, rule_id, text = call_for("AKJT74.K84.A7.Q4", ["3C", "P"])
    assert (call, rule_id) == ("3S", "c2.pre.new6") and "forcing" in text
    # 15 HCP with the side suits stopped: 3NT at once.
    assert call_for("KQJ983.AQ8.K6.74", ["3C", "P"])[0] == "3NT"


def test_raise_of_partners_preempt():
    call, rule_id, text = call_for("986.QJT76.K83.AK", ["3D", "P"])
    assert (call, rule_id) == ("4D", "c2.pre.raise4") and "to play" in text
    # Sixteen or more and a void in partner's major: game in it, not a new five-card suit without honours.
    assert call_for(".AKQ.A8652.A9432", ["3S", "P"])[:2] == ("4S", "c2.pre.game")


@pytest.mark.parametrize(("hand", "call", "rule_id"), [
    ("K92.4.32.KQJ9873", "4S", "c2.pre.raise"),    # three-card support
    ("Q4.92.A3.KQJ9873", "4S", "c2.pre.honour"),    # honour doubleton
    ("4.K92.A3.KQJ9873", "3NT", "c2.pre.nt"),       # both side suits stopped
    ("4.932.83.KQJ9873", "4C", "c2.pre.own"),       # nothing to show
])
def test_preempter_answers_the_forcing_new_suit(hand, call, rule_id):
    assert call_for(hand, ["3C", "P", "3S", "P"])[:2] == (call, rule_id)


# --- forcing jumps -------------------------------------------------------------------------------


def test_responders_jump_in_a_new_suit_is_game_forcing():
    meaning = explain(["P", "1C", "P", "1D", "P", "1S", "P", "3H"], 7, "N")
    assert meaning.rule_id == "c2.jump.new" and meaning.forcing and "game forcing" in meaning.text("en")
    for lang in LANGUAGES:
        assert "ai_bridge" not in meaning.text(lang)
    call = call_for("Q876.5.J7.AQJ754", ["P", "1C", "P", "1D", "P", "1S", "P", "3H", "P"])[0]
    assert call == "3NT"


_JUMPS = (
    ("1C P 1D P 1S P 3H P"), ("1D P 1H P 1S P 3C P"), ("1D P 1S P 2C P 3H P"), ("1H P 1S P 2C P 3D P"),
    ("1C P 1H P 2C P 3D P"), ("1D P 1H P 2D P 3S P"),
)


def test_property_opener_never_passes_responders_jump_in_a_new_suit():
    """Random opener hands that bid the auction's first two calls themselves: none passes the jump."""
    rng = random.Random(12)
    checked = 0
    for auction in _JUMPS:
        calls = auction.split()
        for _ in range(400):
            cards = bridge.Deal.random(seed=rng.randrange(10**9)).hand("N")
            if choose_call(cards, [], "N").call != calls[0]:
                continue
            if choose_call(cards, calls[:4], "N").call != calls[4]:
                continue
            decision = choose_call(cards, calls, "N")
            checked += 1
            assert decision.call != "P", (auction, cards, decision)
            # Game is reached: 3NT or higher, or a forcing call below it.
            assert decision.call >= "3NT" or decision.explanation.forcing or decision.call[0] in "45", (
                auction, decision)
    assert checked > 30


# --- no-trump games and partner's 3NT --------------------------------------------------------------


def test_no_3nt_without_a_stopper_in_their_suit_when_a_long_minor_plays():
    call, rule_id, _ = call_for("J98.KT2.2.AKQJT4", ["P", "1D", "2S", "3C", "P", "3D", "P"], "N", "EW")
    assert (call, rule_id) == ("5C", "g.gf.own.m")


def test_partners_3nt_is_not_pulled_without_a_fit_he_does_not_know():
    # He knew my six hearts when he chose 3NT.
    assert call_for("QJ6.K75432.Q.K83", ["1D", "P", "1H", "P", "1S", "P", "3H", "P", "3NT", "P"])[0] == "P"
    # Two spades opposite his four: no fit.
    assert call_for("74.AK72.K5.JT873", ["1D", "X", "1H", "P", "1S", "P", "2NT", "P", "3NT", "P"], "N", "EW")[0] == "P"
    # Six hearts he knows of, but a singleton in a suit he has not bid: 4♥ rather than 3NT.
    assert call_for("A9.K98742.AK76.K", ["1H", "P", "1NT", "P", "3H", "P", "3NT", "P"])[0] == "4H"
    # Seven spades when he knows six, and a void: still corrected.
    assert call_for("AQ96432.KJ54.AK.", ["1S", "P", "1NT", "P", "3S", "P", "3NT", "P"])[0] == "4S"


def test_a_preference_is_not_read_as_a_long_suit():
    """1♦–(1♠)–1NT–2♣–2♦: partner's 2♦ is a preference, not five diamonds and a fit for game in them."""
    call = call_for("5.A82.AKJ53.AQ72", ["P", "1D", "1S", "1NT", "P", "2C", "P", "2D", "P"], "N", "EW")[0]
    assert call != "5D"


def test_openers_jump_shift_after_a_two_level_response_is_game_forcing():
    meaning = explain(["1H", "P", "2C", "P", "3D"], 4, "N")
    assert meaning.rule_id == "c2.jump.opener" and meaning.forcing and "game forcing" in meaning.text("en")
    # The two-over-one bidder never passes it, even with a minimum.
    assert call_for("K4.Q3.J83.AQJ752", ["1H", "P", "2C", "P", "3D", "P"])[0] != "P"


def test_two_club_solid_suit_jump_is_never_passed():
    meaning = explain(["2C", "P", "2D", "P", "3S"], 4, "N")
    assert meaning.forcing
    call = call_for("932.8432.J52.962", ["2C", "P", "2D", "P", "3S", "P"])[0]
    assert call not in ("P",) and call >= "4"


def test_responders_second_call_after_two_clubs_keeps_its_meaning():
    # A raise is explained by the raise alone (3+ cards), so opener places game in the fit, not 3NT.
    meaning = explain(["2C", "P", "2D", "P", "2H", "P", "3H"], 6, "N")
    assert meaning.rule_id == "r2c.raise" and meaning.constraints.accepts(4, {"S": 4, "H": 3, "D": 3, "C": 3})
    assert not meaning.constraints.accepts(4, {"S": 5, "H": 2, "D": 3, "C": 3})
    # Opener, with game in hearts assured, may stop in 4♥ or start a control (cue) bid on the way to slam.
    call, rule_id, _ = call_for("KQ9.AKQ85.K.AQ76", ["2C", "P", "2D", "P", "2H", "P", "3H", "P"])
    assert call == "4H" or rule_id.startswith("cue."), (call, rule_id)
    # No support, a five-card suit: shown (forcing); nothing to show: 2NT, still forcing to game.
    assert call_for("Q7.43.KJ962.8642", ["2C", "P", "2D", "P", "2H", "P"])[:2] == ("3D", "c2.2c.suit")
    call, rule_id, text = call_for("Q72.43.KJ96.8642", ["2C", "P", "2D", "P", "2H", "P"])
    assert (call, rule_id) == ("2NT", "c2.2c.nt") and "forcing to game" in text


def _jumps_in_new_suits(view) -> list[str]:
    """The learner's jumps to the three level in a suit his side has not named (uncontested, not a passed hand)."""
    if not view.seq or view.their_suits or "P" in view.calls_by(ME) or view.last_bid_relation != PARTNER:
        return []
    if any(view.relation(i) % 2 == 1 and c != "P" for i, c in enumerate(view.calls)):
        return []
    ours = set(view.suits_bid_by(ME)) | set(view.suits_bid_by(PARTNER))
    out = []
    for suit in "CDHS":
        cheap = cheapest_bid(suit, view.last_bid)
        if suit not in ours and cheap is not None and cheap[0] == "2":
            out.append(f"3{suit}")
    return out


def test_property_a_learners_jump_shift_is_forcing_and_never_passed():
    """Random deals, the AI bidding for everyone but South, who jump-shifts at his second turn when he can."""
    bidder = BridgeBidder()
    checked = 0
    for seed in range(900, 1500):
        rng = random.Random(seed)
        game = bridge.Game(bridge.Deal.random(seed=seed), dealer=rng.choice(bridge.SEATS))
        while game.phase == "auction" and len(game.calls) < 24:
            view = auction_view(game.calls, game.dealer, game.vulnerability)
            jumps = _jumps_in_new_suits(view) if game.to_act == "S" and view.bids_by(ME) else []
            if not jumps:
                game.call(bidder.call(game).call)
                continue
            game.call(rng.choice(jumps))
            index = len(game.calls) - 1
            meaning = explain(game.calls, index, game.dealer)
            if meaning.rule_id.startswith(("c2.jump", "rb.jumpshift", "rb1nt.jumpshift", "r2s.jump")):
                assert meaning.forcing, (game.calls, meaning)
            game.call(bidder.call(game).call)  # West
            if game.phase == "auction" and game.calls[-1] == "P" and meaning.forcing:
                checked += 1
                assert bidder.call(game).call != "P", (game.calls, meaning)
            break
    assert checked > 20


def test_no_3nt_unstopped_after_partners_strong_cue_bid():
    """Partner doubled 1♣ and cue-bid 2♣ (22+): with no club stopper the five-card spades come again, not 3NT."""
    call, rule_id, _ = call_for("76432.54.AJ95.64", ["1C", "P", "P", "X", "P", "1S", "P", "2C", "P"])
    # (Advancer's 0–6 answers to the cue bid are their own block now, issue #27: the same 2♠, adv.sc.own5.)
    assert (call, rule_id) == ("2S", "adv.sc.own5")


def test_a_limited_responders_later_jump_is_not_called_game_forcing():
    for auction in ("1H P 1NT P 2C P 3D", "1D P 2D P 2H P 3S"):
        calls = auction.split()
        assert explain(calls, len(calls) - 1, "N").rule_id != "c2.jump.new", auction


def test_two_club_opener_shows_his_suit_after_a_positive_answer():
    call, rule_id, _ = call_for("AT43.AKQ983.T.AK", ["P", "2C", "P", "2NT", "P"], "W", "Both")
    assert (call, rule_id) == ("3H", "c2.2c.pos.suit")
    assert call_for("Q5.J54.AK874.Q86", ["P", "2C", "P", "2NT", "P", "3H", "P"], "W", "Both")[0] == "4H"
    # Support for partner's positive major is shown first.
    assert call_for("AK4.KQ6.AKJ4.AQ3", ["2C", "P", "2S", "P"])[:2] == ("3S", "c2.2c.pos.raise")


def test_a_raise_after_jordan_2nt_still_reads_partners_shown_suit():
    assert call_for("AKQJ.J873.T87.Q9", ["P", "1D", "X", "2NT", "P"], "N", "NS")[0] == "3D"


def test_the_feature_answer_is_not_passed():
    """2♦–2NT–3♥ (a feature, forcing): without game the asker signs off in diamonds, he never passes."""
    call, rule_id, text = call_for("KQ4.A87.J5.KJ832", ["P", "2D", "P", "2NT", "P", "3H", "P"])
    assert (call, rule_id) == ("4D", "w2f.signoff") and "sign-off" in text
