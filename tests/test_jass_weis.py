"""Weis: the best disjoint combinations, every step of the comparison chain, and who scores."""
from __future__ import annotations

import pytest

from cardlearn.engine import jass
from cardlearn.engine.jass import rules
from cardlearn.engine.jass.weis import Weis, weis_key
from cardlearn.i18n import set_language

pytestmark = pytest.mark.usefixtures("english")  # the shared fixture (conftest.py)


def seq(cards: str) -> Weis:
    codes = tuple(cards.split())
    return Weis("sequence", codes, rules.WEIS_POINTS["sequence"][len(codes)])


def four(rank: str) -> Weis:
    return Weis("four", tuple(f"{suit}{rank}" for suit in "ERSB"), rules.WEIS_POINTS["four"][rank])


# ----- values ---------------------------------------------------------------------------------

@pytest.mark.parametrize("cards, points", [
    ("EA EK EO", 20), ("R9 R8 R7 R6", 50), ("SK SO SU ST S9", 100), ("BA BK BO BU BT B9", 100),
    ("EA EK EO EU ET E9 E8", 100),
])
def test_sequence_values(cards, points):
    found = jass.best_weis(cards.split(), "obenabe")
    assert [w.points for w in found] == [points] and found[0].kind == "sequence"


def test_sequences_do_not_wrap_around():
    assert jass.best_weis(["E9", "E8", "E7", "E6", "EA"], "obenabe") == [seq("E9 E8 E7 E6")]
    assert jass.best_weis(["EA", "EK", "ET", "E9"], "obenabe") == []


def test_a_sequence_follows_ordinary_rank_also_in_trumps():
    # In trumps the Buur ranks highest, but sequences use the ordinary order A K O U T 9 8 7 6.
    assert jass.best_weis(["RO", "RU", "RT"], "R") == [seq("RO RU RT")]
    assert jass.best_weis(["RU", "R9", "RA"], "R") == []


@pytest.mark.parametrize("rank, points", [("U", 200), ("A", 100), ("K", 100), ("O", 100), ("T", 100)])
def test_four_of_a_kind_values(rank, points):
    hand = [f"{suit}{rank}" for suit in "ERSB"]
    assert jass.best_weis(hand, "E") == [Weis("four", tuple(hand), points)]


@pytest.mark.parametrize("rank", "9876")
def test_four_nines_and_lower_score_nothing(rank):
    assert jass.best_weis([f"{suit}{rank}" for suit in "ERSB"], "E") == []


def test_a_card_belongs_to_one_combination_and_the_most_points_win():
    # Four Banners (100) + acorn A-K-O-U (50) beats the five-card sequence A..T (100) alone.
    hand = ["EA", "EK", "EO", "EU", "ET", "RT", "ST", "BT", "R6"]
    found = jass.best_weis(hand, "obenabe")
    assert sorted(w.points for w in found) == [50, 100]
    assert four("T") in found and seq("EA EK EO EU") in found
    cards = [card for weis in found for card in weis.cards]
    assert len(cards) == len(set(cards))


def test_four_unders_beat_a_sequence_through_the_under():
    hand = ["EU", "RU", "SU", "BU", "EK", "EO", "ET", "RA", "R6"]
    assert jass.best_weis(hand, "R") == [four("U")]


def test_long_runs_are_split_when_that_scores_more():
    eight = ["EA", "EK", "EO", "EU", "ET", "E9", "E8", "E7"]
    assert sum(w.points for w in jass.best_weis(eight, "obenabe")) == 120
    nine = [f"E{r}" for r in "AKOUT9876"]
    top = jass.best_weis(nine, "obenabe")
    assert top == [seq("EA EK EO EU ET"), seq("E9 E8 E7 E6")]
    low = jass.best_weis(nine, "undenufe")  # the lower five-card sequence is stronger there
    assert low == [seq("ET E9 E8 E7 E6"), seq("EA EK EO EU")]


# ----- the comparison chain: one case where each step decides --------------------------------

def test_step_points():
    assert tuple(jass.compare_weis(seq("E9 E8 E7 E6"), seq("RA RK RO"), "obenabe")) == (0, "points")
    assert tuple(jass.compare_weis(seq("SA SK SO"), four("U"), "S")) == (1, "points")


def test_step_type_sequence_beats_four_of_a_kind():
    result = jass.compare_weis(four("A"), seq("ET E9 E8 E7 E6"), "R")
    assert (result.winner, result.step) == (1, "type")


def test_step_length():
    six, five = seq("EA EK EO EU ET E9"), seq("RA RK RO RU RT")
    assert tuple(jass.compare_weis(five, six, "B")) == (1, "length")


def test_step_rank_for_sequences_and_quartets():
    assert tuple(jass.compare_weis(seq("EA EK EO"), seq("RK RO RU"), "obenabe")) == (0, "rank")
    assert tuple(jass.compare_weis(four("K"), four("A"), "E")) == (1, "rank")
    assert tuple(jass.compare_weis(four("T"), four("O"), "E")) == (1, "rank")


def test_rank_is_reversed_in_undenufe():
    assert tuple(jass.compare_weis(seq("EA EK EO"), seq("RK RO RU"), "undenufe")) == (1, "rank")
    assert tuple(jass.compare_weis(four("K"), four("A"), "undenufe")) == (0, "rank")


def test_points_type_and_length_are_never_reversed():
    assert tuple(jass.compare_weis(seq("E9 E8 E7 E6"), seq("RA RK RO"), "undenufe")) == (0, "points")
    assert tuple(jass.compare_weis(four("A"), seq("ET E9 E8 E7 E6"), "undenufe")) == (1, "type")
    six, five = seq("EA EK EO EU ET E9"), seq("RT R9 R8 R7 R6")
    assert tuple(jass.compare_weis(five, six, "undenufe")) == (1, "length")


def test_step_trump():
    assert tuple(jass.compare_weis(seq("EK EO EU"), seq("RK RO RU"), "R")) == (1, "trump")
    assert tuple(jass.compare_weis(seq("EK EO EU"), seq("RK RO RU"), "E")) == (0, "trump")


def test_step_play_order():
    a, b = seq("EK EO EU"), seq("RK RO RU")
    assert tuple(jass.compare_weis(a, b, "obenabe", a_position=2, b_position=1)) == (1, "play_order")
    assert tuple(jass.compare_weis(a, b, "S", a_position=0, b_position=3)) == (0, "play_order")


def test_keys_order_the_chain():
    assert weis_key(four("U"), "E") > weis_key(seq("EA EK EO EU ET"), "E")


# ----- team result ----------------------------------------------------------------------------

def _hands(**seats: str) -> dict[str, list[str]]:
    return {seat: seats.get(seat, "").split() for seat in "NESW"}


def test_weis_winner_and_nobody():
    hands = _hands(N="EA EK EO", E="RK RO RU RT")
    assert jass.weis_winner(hands, "obenabe", "S") == "EW"
    assert jass.weis_winner(_hands(N="EA EK", E="R9 R7"), "obenabe", "S") is None


def test_play_order_decides_between_teams_from_the_forehand():
    hands = _hands(N="EK EO EU", E="SK SO SU")
    # Forehand W: W, S, E, N — East plays before North.
    assert jass.weis_winner(hands, "obenabe", "W") == "EW"
    # Forehand N: N plays first.
    report = jass.weis_report(hands, "obenabe", "N")
    assert report.winner == "NS" and report.step == "play_order"


def test_the_winning_team_scores_all_its_weis_and_the_other_none():
    hands = _hands(N="EA EK EO SA SK SO", S="R9 R8 R7", E="BK BO BU BT", W="RA RK RO")
    report = jass.weis_report(hands, "obenabe", "S")
    assert report.winner == "EW" and report.step == "points"
    assert report.points == {"NS": 0, "EW": 50 + 20}
    assert [w.points for w in report.by_seat["N"]] == [20, 20]
    assert report.best("E") == seq("BK BO BU BT")


def test_only_the_best_combination_of_each_team_is_compared():
    # NS has many small Weis (sum 60) but EW's single 50 is the best combination.
    hands = _hands(N="EA EK EO RA RK RO", S="SA SK SO", E="BK BO BU BT")
    report = jass.weis_report(hands, "obenabe", "S")
    assert report.winner == "EW" and report.points == {"NS": 0, "EW": 50}


def test_message_names_the_deciding_step():
    hands = _hands(N="EA EK EO EU ET E9", E="RA RK RO RU RT")
    report = jass.weis_report(hands, "obenabe", "S")
    assert report.step == "length"
    assert report.message.text("en") == (
        "North–South's six-card sequence beats East–West's five-card sequence: length decides.")
    assert "længden afgør" in report.message.text("da")
    texts = {report.message.text(lang) for lang in ("en", "th", "ko", "da", "tr")}
    assert len(texts) == 5
    assert jass.weis_report(_hands(), "E", "S").message.text("en") == "Nobody has a Weis this deal."


def test_undenufe_message_says_lower_wins():
    hands = _hands(N="EA EK EO", E="R8 R7 R6")
    report = jass.weis_report(hands, "undenufe", "S")
    assert report.winner == "EW" and report.step == "rank"
    assert "lower" in report.message.text("en")


def test_html_of_weis_and_comparison():
    comparison = jass.compare_weis(seq("EK EO EU"), seq("RK RO RU"), "R", a_seat="N", b_seat="E")
    html = comparison._repr_html_()
    assert "trump suit" in html and "<svg" in html and "<" in html
    set_language("da")
    assert "trumffarven" in comparison._repr_html_()
    assert "rose-König" in seq("RK RO RU")._repr_html_()  # the card names its drawn suit
