"""The SAYC booklet's overcalls, advances and balancing, one test per statement, on constructed hands.

Each test names the statement it checks; "common practice" marks what the booklet leaves open. Auctions are
written from dealer North, so ``"1D"`` is East's turn over North's opening and ``"P P 1D 1S P 2C P"`` is the
overcaller's (East's) second call.
"""
from __future__ import annotations

import pytest
from bidding_helpers import call

# --- simple overcalls -------------------------------------------------------------------------------------


@pytest.mark.parametrize("pbn", ["KQJ83.A32.432.32", "KQJ83.A32.K432.2", "AQJ83.KQ2.K432.2"])
def test_one_level_overcall_is_8_to_16_with_a_good_suit(pbn: str) -> None:
    assert call(pbn, "1D")[0] == "1S"


def test_too_weak_or_a_poor_suit_does_not_overcall() -> None:
    assert call("QJ832.432.432.32", "1D")[0] == "P"  # 3 HCP
    assert call("98432.K32.Q2.J32", "1D")[0] == "P"  # 6 HCP and a poor suit


def test_two_level_overcall_needs_a_good_suit_and_more_strength() -> None:
    assert call("K2.32.KQJ83.A432", "1S")[0] == "2D"
    assert call("K2.32.Q9832.Q432", "1S")[0] == "P"


# --- jump overcalls (weak) ---------------------------------------------------------------------------------


def test_jump_overcall_is_weak_like_a_weak_two() -> None:
    assert call("KQJ832.32.32.432", "1C") == ("2S", "ov.wjo")
    assert call("2.KQT843.K432.32", "1C") == ("2H", "ov.wjo")


def test_seven_card_suit_pre_empts_at_the_three_level() -> None:
    assert call("KQJ8432.2.432.32", "1C")[0] == "3S"
    # Common practice: below their suit a single jump already reaches the three level (1♥ – 3♣).
    assert call("32.2.432.KQJ8432", "1H") == ("3C", "ov.pre3.single")
    assert call("32.2.432.KQJ8432", "1S") == ("3C", "ov.pre3.single")


def test_jump_overcall_is_not_made_with_opening_strength() -> None:
    assert call("AKQJ83.32.A2.K32", "1C")[0] != "2S"


# --- the 1NT overcall --------------------------------------------------------------------------------------


@pytest.mark.parametrize("pbn", ["KQ32.A32.KQ2.J32", "AQ2.KJ3.KQ32.Q32", "AQ2.K3.KQ32.QJ32"])
def test_1nt_overcall_is_15_to_18_balanced_with_a_stopper(pbn: str) -> None:
    assert call(pbn, "1H") == ("1NT", "ov.1nt")


def test_1nt_overcall_needs_a_stopper_in_their_suit() -> None:
    assert call("KQ32.32.KQ2.AJ32", "1H")[0] != "1NT"


def test_1nt_overcall_systems_on_stayman_and_transfers() -> None:
    assert call("KJ32.Q432.32.Q32", "1D 1NT P")[0] == "2C"
    assert call("32.QJ832.432.Q32", "1D 1NT P")[0] == "2D"  # transfer to hearts


# --- strong hands: double, then bid -------------------------------------------------------------------------


@pytest.mark.parametrize("pbn, auction", [
    ("A65.AKQJ862.4.K7", "1D"),  # issue #27: a long suit and 18 HCP
    ("AKQJ5.K32.A2.432", "1C"),  # issue #27: 17 HCP and a strong five-card suit
    ("AKQJ83.32.A2.K32", "1H"),
])
def test_a_hand_too_strong_to_overcall_doubles_first(pbn: str, auction: str) -> None:
    assert call(pbn, auction) == ("X", "ov.x.strong")


def test_the_strong_doubler_then_bids_his_suit() -> None:
    assert call("A65.AKQJ862.4.K7", "P P 1D X P 1S P")[0] == "2H"
    assert call("AKQJ5.K32.A2.432", "P P 1C X P 1D P")[0] == "1S"


def test_a_strong_five_five_uses_the_cue_bid() -> None:
    # Michaels stays mini-maxi (weak or 15+): the strong two-suiter is shown at once.
    assert call("AKJ83.AQJ82.K2.4", "1C")[0] == "2C"


# --- advances ----------------------------------------------------------------------------------------------


def test_simple_raise_is_competitive_with_three_trumps() -> None:
    assert call("Q32.K32.432.K432", "1D 1S P") == ("2S", "advo.raise")
    assert call("Q32.K32.J32.8432", "1D 1S P") == ("2S", "advo.raise")  # 6 HCP


def test_jump_raise_of_an_overcall_is_pre_emptive() -> None:
    assert call("Q432.K32.32.8432", "1D 1S P") == ("3S", "advo.jump.pre")
    assert call("KQ32.2.2.Q98432", "1D 1S P") == ("3S", "advo.jump.pre")


def test_weak_raise_to_game_with_five_trumps_and_shortness() -> None:
    # Common practice (the law of total tricks): ten trumps and a singleton, little else.
    assert call("Q8432.K32.2.8432", "1D 1S P") == ("4S", "advo.game.pre")


def test_cue_bid_is_the_limit_raise_or_better() -> None:
    assert call("Q32.K32.432.AQ32", "1D 1S P") == ("2D", "advo.cue")
    assert call("Q32.KJ2.432.AQ32", "1D 1S P")[0] in ("2D", "4S")


def test_new_suit_advance_is_natural_and_not_forcing() -> None:
    assert call("2.KQJ832.432.A32", "1D 1S P") == ("2H", "advo.new")
    assert call("KQJ83.A32.432.32", "P P 1D 1S P 2H P")[0] == "P"


def test_one_level_new_suit_advance_needs_five_cards_and_some_values() -> None:
    # Common practice: not forcing, so 8+ and any five cards at the one level; weaker hands pass.
    assert call("AQ832.Q32.32.432", "1C 1D P") == ("1S", "advo.new1")
    assert call("KJ832.Q32.32.432", "1C 1D P")[0] == "P"


def test_notrump_advances_show_a_stopper() -> None:
    assert call("32.K32.KQ2.Q5432", "1D 1S P") == ("1NT", "advo.1nt")
    assert call("32.AK2.KQ2.AQ432", "1D 1S P") == ("3NT", "advo.3nt")


# --- the overcaller's rebids (common practice) -------------------------------------------------------------


def test_overcaller_answers_the_cue_bid_minimum_or_game() -> None:
    assert call("KQJ83.A32.432.32", "P P 1D 1S P 2D P") == ("2S", "ovc.min")
    assert call("KQJ83.A32.K32.K2", "P P 1D 1S P 2D P")[0] == "4S"


def test_cue_bidder_stops_opposite_a_minimum_with_a_limit_raise_only() -> None:
    assert call("Q32.K32.432.AQ32", "1D 1S P 2D P 2S P") == ("P", "ovq.pass")
    assert call("Q32.AK2.432.AQ32", "1D 1S P 2D P 2S P") == ("4S", "ovq.game")


def test_overcaller_after_a_single_raise() -> None:
    assert call("KQJ83.A32.432.32", "P P 1D 1S P 2S P") == ("P", "ovr.pass")
    assert call("KQJ83.A32.KJ2.32", "P P 1D 1S P 2S P") == ("3S", "ovr.raise.inv")
    assert call("AKJ83.AK2.K32.32", "P P 1D 1S P 2S P") == ("4S", "ovr.raise.game")
    # ... and advancer accepts the invitation with the top of his raise.
    assert call("Q32.KJ2.K32.8432", "1D 1S P 2S P 3S P") == ("4S", "ovr.inv.accept")
    assert call("Q32.K32.432.8432", "1D 1S P 2S P 3S P") == ("P", "ovr.inv.pass")


def test_overcaller_after_a_pre_emptive_jump_raise_passes_a_normal_overcall() -> None:
    assert call("KQJ83.A32.K32.32", "P P 1D 1S P 3S P") == ("P", "ovr.pass")


def test_overcaller_after_a_new_suit() -> None:
    assert call("KQJ83.A32.432.32", "P P 1D 1S P 2C P") == ("P", "ovr.pass")
    assert call("KQJ832.A32.32.32", "P P 1D 1S P 2C P") == ("2S", "ovr.new.own")
    assert call("KQJ83.A32.2.Q432", "P P 1D 1S P 2C P") == ("3C", "ovr.new.raise")


def test_overcaller_after_a_notrump_advance() -> None:
    assert call("KQJ83.A32.432.32", "P P 1D 1S P 1NT P") == ("P", "ovr.pass")
    assert call("KQJ832.A32.32.32", "P P 1D 1S P 1NT P") == ("2S", "ovr.1nt.own")
    assert call("KQJ83.A32.432.32", "P P 1D 1S P 2NT P") == ("P", "ovr.pass")
    assert call("KQJ83.A32.K32.Q2", "P P 1D 1S P 2NT P") == ("3NT", "ovr.2nt.3nt")


# --- balancing --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("pbn", ["AQ2.KJ3.Q432.J32", "KQ32.AJ3.Q32.J32", "K32.A32.32.KQ432"])
def test_balancing_1nt_is_12_to_15_with_a_stopper(pbn: str) -> None:
    assert call(pbn, "1H P P") == ("1NT", "ov.1nt")


def test_balancing_1nt_is_not_the_direct_range() -> None:
    assert call("AQ2.KJ3.Q432.J32", "1H")[0] == "P"  # 13 HCP: too weak to overcall 1NT directly
    assert call("AQ3.KJ2.KQ32.Q32", "1H P P") == ("X", "ov.x.strong")  # 18: double, then no trump


def test_balancing_overcall_is_lighter() -> None:
    assert call("K9832.Q32.32.K32", "1H P P") == ("1S", "ov.bal.1")
    assert call("K9832.Q32.32.K32", "1H")[0] == "P"


def test_balancing_double_is_lighter() -> None:
    assert call("KJ32.Q432.2.K432", "1D P P")[0] == "X"   # 9 HCP, short in their suit
    assert call("KJ32.Q432.2.K432", "1D")[0] == "P"
    # Common practice: in the pass-out seat three cards in their suit do not stop the double (4-4-2-3, 14 HCP).
    assert call("AQJ7.AT94.QT.J87", "1C P P") == ("X", "ov.x.bal")
    assert call("AQJ7.AT94.QT.J87", "1C P P X P 1H P")[0] in ("P", "2H")


def test_balancing_jump_overcall_is_intermediate() -> None:
    # Common practice: nothing to pre-empt in the pass-out seat; the jump shows a good six-card suit and 12–16.
    assert call("KQJ832.32.A32.K2", "1H P P") == ("2S", "ov.bal.jump")
    assert call("KQJ832.32.432.32", "1H P P")[0] != "2S"


def test_balancers_partner_takes_the_balance_into_account() -> None:
    # The balancer borrowed a king: no pre-emptive jump, the jump raise invites with about three points more.
    assert call("KJ4.A43.K432.Q32", "1C P P 1S P") == ("3S", "advo.limit")
    assert call("Q432.K32.32.Q432", "1C P P 1S P") == ("2S", "advo.raise")
    assert call("Q432.K32.32.8432", "1C P P 1S P")[0] == "P"  # no pre-emptive jump on 5 HCP


def test_advancing_a_balancing_1nt_counts_its_lower_range() -> None:
    # 12–15 opposite: 2NT invites with about 10 (three more than opposite 15–18), 3NT needs about 12.
    assert call("K32.Q32.Q432.J32", "1H P P 1NT P")[0] == "P"
    assert call("K32.A32.KJ32.Q32", "1H P P 1NT P")[0] == "3NT"


def test_advancing_a_1nt_overcall_keeps_the_no_trump_slam_figures() -> None:
    # Systems on (common practice): 16–17 invite with a quantitative 4NT, 18+ bid 6NT; the overcaller accepts
    # the invitation at the top of 15–18.
    assert call("A6.AQ4.QT32.KJ32", "1H 1NT P") == ("4NT", "g.quant.4nt.ov")
    assert call("A6.AQ4.JT32.AK83", "1H 1NT P") == ("6NT", "a1n.6nt")
    assert call("AQ2.K32.KJ32.KQ2", "P 1H 1NT P 4NT P") == ("6NT", "g.quant.6nt")
    assert call("KQ2.K32.KJ32.Q32", "P 1H 1NT P 4NT P") == ("P", "g.quant.pass")


def test_overcaller_shows_a_second_suit_at_the_top_of_the_range() -> None:
    assert call("AK743.AKT3.54.Q8", "P P 1D 1S P 2C P") == ("2H", "ovr.new.second")


def test_overcaller_bids_game_over_the_pre_emptive_raise_with_a_maximum() -> None:
    assert call("KQ76.AJ732.Q53.A", "P P 1C 1H P 3H P") == ("4H", "ovr.pre.game")
