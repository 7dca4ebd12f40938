"""Auction rules of contracts-bridge.md, one test (or a few) per paragraph."""
from __future__ import annotations

import pytest

from cardlearn.engine import bridge
from cardlearn.engine.bridge import Call, Contract, Deal, Game, IllegalCall, IllegalCard

DEAL = Deal.random(seed=7)


def auction(*calls: str, vulnerability: str = "None", dealer: str = "S") -> Game:
    game = Game(DEAL, vulnerability=vulnerability, dealer=dealer)
    for call in calls:
        game.call(call)
    return game


def rejected(game: Game, call: str) -> IllegalCall:
    before = game.core.state()
    with pytest.raises(IllegalCall) as info:
        game.call(call)
    assert game.core.state() == before  # a rejected call changes nothing
    return info.value


# --- calls: notation and ranking -----------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("P", "P"), ("pass", "P"), ("p", "P"), ("PASS", "P"), ("1N", "1NT"), ("1nt", "1NT"),
    ("7NT", "7NT"), ("4♥", "4H"), ("2s", "2S"), ("X", "X"), ("xx", "XX"), (" 3 C ", "3C"),
])
def test_call_notation_is_read_leniently(text: str, expected: str) -> None:
    assert str(Call.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "8C", "0H", "1Z", "XXX", "bid", "1", "NT"])
def test_malformed_call_is_rejected_with_the_allowed_notation(text: str) -> None:
    game = auction()
    error = rejected(game, text)
    assert error.key == "bridge.error.bad_call"
    assert "1C" in str(error) and "7NT" in str(error)


def test_strains_rank_within_a_level_and_any_higher_level_outranks() -> None:
    bids = [Call.parse(f"{level}{strain}") for level in range(1, 8) for strain in bridge.STRAINS]
    assert bids == sorted(bids)
    assert Call.parse("1C") < Call.parse("1D") < Call.parse("1H") < Call.parse("1S") < Call.parse("1NT")
    assert Call.parse("1NT") < Call.parse("2C")
    assert [c.level for c in (Call.parse("3NT"), Call.parse("7C"))] == [3, 7]
    assert Call.parse("P").level is None and not Call.parse("X").is_bid


# --- who calls: South first, then clockwise -------------------------------------------------------

def test_south_calls_first_and_calls_go_clockwise() -> None:
    game = auction()
    seats = []
    for _ in range(3):
        seats.append(game.to_act)
        game.call("P")
    seats.append(game.to_act)
    assert seats == ["S", "W", "N", "E"]


def test_another_dealer_can_be_given_for_records_from_files() -> None:
    game = auction(dealer="N")
    assert game.to_act == "N"
    game.call("1C")
    assert game.to_act == "E"


# --- legal calls -----------------------------------------------------------------------------------

def test_opening_legal_calls_are_pass_then_all_35_bids_ascending() -> None:
    legal = auction().legal_calls()
    assert legal[0] == "P" and "X" not in legal and "XX" not in legal
    assert legal[1:] == [f"{level}{strain}" for level in range(1, 8) for strain in bridge.STRAINS]


def test_each_new_bid_must_be_higher_than_the_last() -> None:
    game = auction("2C")
    legal = game.legal_calls()
    assert legal[:3] == ["P", "X", "2D"] and "2C" not in legal and "1NT" not in legal
    error = rejected(game, "1H")
    assert error.key == "bridge.error.insufficient_bid"
    assert "1♥" in str(error) and "2♣" in str(error) and "2♦" in str(error)
    rejected(game, "2C")
    game.call("2D")  # the next strain at the same level is enough
    game.call("3C")  # and any higher level


def test_after_7nt_no_bid_is_possible() -> None:
    game = auction("7NT")
    assert game.legal_calls() == ["P", "X"]
    error = rejected(game, "7NT")
    assert error.key == "bridge.error.insufficient_bid"


# --- double ----------------------------------------------------------------------------------------

def test_double_needs_a_bid() -> None:
    error = rejected(auction(), "X")
    assert error.key == "bridge.error.nothing_to_double"
    assert error.params["allowed"]  # says what is allowed instead


def test_only_an_opponent_of_the_last_bidder_may_double() -> None:
    game = auction("1H", "P")  # North, South's partner, to act
    assert "X" not in game.legal_calls()
    error = rejected(game, "X")
    assert error.key == "bridge.error.double_own_side"
    game = auction("1H")  # West, an opponent
    assert "X" in game.legal_calls()
    game.call("X")


def test_an_already_doubled_bid_cannot_be_doubled_again() -> None:
    game = auction("1H", "X", "P")  # East, the doubler's partner
    error = rejected(game, "X")
    assert error.key == "bridge.error.already_doubled"


# --- redouble --------------------------------------------------------------------------------------

def test_redouble_only_by_the_doubled_side() -> None:
    game = auction("1H", "X")  # North, on the doubled side
    assert game.legal_calls()[:2] == ["P", "XX"]
    game = auction("1H", "X", "P")  # East: the doubling side
    error = rejected(game, "XX")
    assert error.key == "bridge.error.redouble_opponents"
    game = auction("1H", "X", "P", "P")  # South, the bidder
    game.call("XX")


def test_nothing_to_redouble_without_a_double() -> None:
    error = rejected(auction("1H", "P"), "XX")
    assert error.key == "bridge.error.nothing_to_redouble"
    assert "Nothing to redouble" in error.localized("en")


def test_a_redoubled_bid_cannot_be_redoubled_again() -> None:
    game = auction("1H", "X", "XX", "P")  # North, bidder's side
    error = rejected(game, "XX")
    assert error.key == "bridge.error.already_redoubled"
    assert rejected(game, "X").key in {"bridge.error.double_own_side", "bridge.error.already_doubled"}


# --- passes and doubling status -------------------------------------------------------------------

def test_passes_keep_the_doubling_status() -> None:
    assert auction("1H", "X", "P", "P", "P").contract == Contract(1, "H", 1, "S")
    assert auction("1H", "X", "XX", "P", "P", "P").contract == Contract(1, "H", 2, "S")


def test_a_new_bid_cancels_double_and_redouble() -> None:
    game = auction("1H", "X", "XX", "1S", "P", "P", "P")
    assert game.contract == Contract(1, "S", 0, "E")


def test_double_and_redouble_restart_the_pass_count() -> None:
    game = auction("1H", "P", "P", "X")
    assert not game.is_over and game.phase == "auction"
    game.call("P")
    game.call("P")
    assert game.phase == "auction"
    assert game.to_act == "N"
    game.call("XX")  # North, on the doubled side
    assert game.phase == "auction"
    for _ in range(2):
        game.call("P")
    assert game.phase == "auction"
    game.call("P")
    assert game.contract == Contract(1, "H", 2, "S")


def test_four_passes_pass_the_deal_out() -> None:
    game = auction("P", "P", "P")
    assert not game.is_over
    game.call("P")
    assert game.is_over and game.passed_out and game.contract is None
    assert game.score.ns == 0 and game.score.ew == 0 and game.score.total == 0
    assert game.legal_calls() == [] and game.legal_cards() == []
    assert rejected(game, "1C").key == "bridge.error.deal_over"
    with pytest.raises(IllegalCard):
        game.play("SA")


def test_three_passes_after_a_bid_end_the_auction() -> None:
    game = auction("P", "P", "P", "1C", "P", "P")
    assert game.phase == "auction" and game.contract is None
    game.call("P")
    assert game.phase == "play" and game.contract == Contract(1, "C", 0, "E")
    error = rejected(game, "P")
    assert error.key == "bridge.error.auction_over"
    assert "The auction is over" in error.localized("en")


# --- contract and declarer ------------------------------------------------------------------------

def test_declarer_is_the_first_of_the_side_to_name_the_strain() -> None:
    # South named hearts first; North raised.
    assert auction("1H", "P", "2H", "P", "P", "P").contract.declarer == "S"
    # North named hearts first for NS, South bid them later.
    assert auction("1C", "P", "1H", "P", "2H", "P", "P", "P").contract.declarer == "N"
    # Hearts named by South do not count for East-West: West is their first to name hearts.
    game = auction("1H", "2H", "P", "3H", "P", "P", "P")
    assert game.contract == Contract(3, "H", 0, "W")
    assert game.declarer == "W" and game.dummy == "E"


def test_contract_value_type() -> None:
    contract = auction("1H", "P", "4H", "X", "P", "P", "P").contract
    assert (contract.level, contract.strain, contract.doubled, contract.declarer) == (4, "H", 1, "S")
    assert contract.target == 10 and contract.dummy == "N" and contract.side == "NS"
    assert str(contract) == "4HX by S" and contract.code == "4HX" and contract.symbol == "4♥X"
    assert contract.label("en") == "4♥X by South"
    assert bridge.parse_contract("4S").target == 10  # 4♠ needs 10
    assert bridge.parse_contract("7NTXX by W") == Contract(7, "NT", 2, "W")
    with pytest.raises(dataclasses_frozen_error()):
        contract.level = 5  # type: ignore[misc]


def dataclasses_frozen_error() -> type[Exception]:
    import dataclasses

    return dataclasses.FrozenInstanceError


def test_contract_is_none_while_bidding() -> None:
    assert auction("1NT", "P").contract is None


def test_the_auction_view_lists_calls_and_draws_a_bidding_table() -> None:
    game = auction("1NT", "P", "3NT", "P", "P", "P")
    view = game.auction
    assert [str(call) for call in view] == ["1NT", "P", "3NT", "P", "P", "P"]
    assert view.seat_of(0) == "S" and view.seat_of(1) == "W" and view.is_over
    assert repr(view) == "Auction(dealer='S', calls='1NT P 3NT P P P')"
    html = view._repr_html_()
    header = html[html.index("<th"):html.index("</tr>")]
    assert header.index("West") < header.index("North") < header.index("East") < header.index("South")
    # South deals: the first row has three empty cells (W N E) before South's 1NT.
    first_row = html.split("<tr>")[2]
    assert first_row.count("<td") == 4 and first_row.count("></td>") == 3 and "1NT" in first_row
    assert "3NT by South" in html
