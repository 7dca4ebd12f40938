"""The game's words as value types (issue #31): seats, sides, vulnerability and strains round-trip."""
from __future__ import annotations

import json

import pytest

from cardlearn.engine.bridge.calls import Call, Strain, parse_call_code
from cardlearn.engine.bridge.table import parse_vulnerability
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.jass.rules import NEXT_SEAT
from cardlearn.engine.pbn import PBNGame
from cardlearn.engine.seats import SEATS, Seat, Side, side_of
from cardlearn.engine.vulnerability import Vulnerability


@pytest.mark.parametrize("kind", [Seat, Side, Vulnerability, Strain])
def test_every_value_round_trips_through_str_and_repr(kind: type) -> None:
    namespace = {kind.__name__: kind}
    for value in kind:
        assert kind.from_str(str(value)) is value and kind.from_str(str(value).lower()) is value
        assert eval(repr(value), namespace) is value
        assert f"{value}" == value.value and json.dumps(value) == json.dumps(value.value)


def test_seat_geometry_and_the_two_orders_of_play() -> None:
    south = Seat.from_str("south")
    assert (south.lho, south.partner, south.rho) == (Seat.W, Seat.N, Seat.E)
    assert [Seat.N.after(step) for step in range(4)] == [Seat(letter) for letter in SEATS]
    assert Seat.W.after(-1) is Seat.S and Seat.E.position == 1
    # Bridge goes clockwise (to the left-hand opponent), Schieber counter-clockwise (to the right).
    assert all(NEXT_SEAT[seat.value] == seat.rho for seat in Seat)
    assert all(seat.side.value == side_of(seat.value) for seat in Seat)
    assert Side.of("E").opponents is Side.NS and Side.NS.seats == (Seat.N, Seat.S)
    assert Side.from_str("e-w") is Side.EW


def test_a_seat_is_still_a_seat_letter_everywhere() -> None:
    assert Seat.N == "N" and {"N": 1}[Seat.N] == 1 and "NESW".index(Seat.S) == 2


@pytest.mark.parametrize("text", ["", "Q", "Nord", "NE", None])
def test_a_bad_seat_is_refused(text: object) -> None:
    with pytest.raises(ValueError, match="N, E, S or W"):
        Seat.from_str(text)


@pytest.mark.parametrize(("text", "want"), [
    ("None", Vulnerability.NONE), ("love", Vulnerability.NONE), ("-", Vulnerability.NONE),
    ("n-s", Vulnerability.NS), ("NS", Vulnerability.NS), ("E/W", Vulnerability.EW),
    ("All", Vulnerability.BOTH), ("both", Vulnerability.BOTH),
])
def test_one_vulnerability_parser_for_the_table_and_pbn(text: str, want: Vulnerability) -> None:
    assert Vulnerability.from_str(text) is want
    assert parse_vulnerability(text) == want.value
    game = PBNGame({"Vulnerable": text})
    assert game.vulnerable == want.value


def test_vulnerability_covers_the_right_seats() -> None:
    assert [seat for seat in Seat if Vulnerability.EW.covers(seat)] == [Seat.E, Seat.W]
    assert all(Vulnerability.BOTH.covers(seat) and not Vulnerability.NONE.covers(seat) for seat in Seat)
    with pytest.raises(IllegalAction):
        parse_vulnerability("sometimes")


def test_strains_parse_every_spelling_and_rank_in_order() -> None:
    assert [Strain.from_str(text) for text in ("c", "♦", "h", "♠", "sa")] == list(Strain)
    assert [strain.rank for strain in Strain] == [0, 1, 2, 3, 4]
    assert Strain.H.is_major and Strain.D.is_minor and not Strain.NT.is_major
    assert Call("4♥").strain is Strain.H and Call("3n").strain == "NT"
    assert parse_call_code("2sa") == Call("2NT").code
    with pytest.raises(ValueError, match="C, D, H, S or NT"):
        Strain.from_str("Z")


@pytest.mark.parametrize("kind", [Seat, Side, Vulnerability, Strain])
def test_any_text_either_parses_to_a_value_or_is_refused_by_name(kind: type) -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=300, deadline=None)
    @given(st.one_of(st.text(max_size=8), st.sampled_from(["n-s", " NT ", "♠", "West", "both", "\x00"])))
    def check(text: str) -> None:
        try:
            value = kind.from_str(text)
        except ValueError as error:
            assert kind.__name__.lower() in str(error)  # the error names what was expected
        else:
            assert isinstance(value, kind) and kind.from_str(str(value)) is value

    check()
