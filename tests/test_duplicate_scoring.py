"""Duplicate scoring against published examples: matchpoints (EBU and ACBL scales), Neuberg, averages, IMPs."""
from __future__ import annotations

import pytest

from cardlearn.engine.bridge import imps
from cardlearn.engine.bridge.duplicate import (
    artificial,
    datum,
    imps_to_datum,
    matchpoints,
    percentage,
    top,
)
from cardlearn.engine.errors import InvalidArgument


def test_matchpoints_with_a_tie_on_both_scales() -> None:
    # Four results: two tie for the best. EBU: 2 per score beaten, 1 per tie, top 2(n-1) = 6.
    scores = {"a": 420, "b": 420, "c": 170, "d": -50}
    assert matchpoints(scores) == {"a": 5, "b": 5, "c": 2, "d": 0}
    assert top(4) == 6
    # ACBL: 1 per score beaten, ½ per tie, top n-1 = 3.
    assert matchpoints(scores, scale=1) == {"a": 2.5, "b": 2.5, "c": 1, "d": 0}
    assert top(4, scale=1) == 3
    assert percentage(5, 6) == pytest.approx(83.333, abs=0.001)


def test_every_board_shares_out_the_same_total() -> None:
    # n results always share n(n-1) matchpoints on the 2-scale, however they tie.
    for scores in ({"a": 100, "b": 100, "c": 100}, {"a": 50, "b": -100, "c": 50, "d": 620, "e": -100}):
        n = len(scores)
        assert sum(matchpoints(scores).values()) == n * (n - 1)


def test_neuberg_matches_the_ebu_example() -> None:
    # EBU, "The Neuberg Formula - the Principle": 10 results where 11 were expected, top 20:
    # +520 gets 19.9, +500 17.7 ... +400 2.3, -50 0.1 (each result counted 1.1 times).
    published = {520: 19.9, 500: 17.7, 490: 15.5, 480: 13.3, 460: 11.1, 450: 8.9, 430: 6.7, 420: 4.5,
                 400: 2.3, -50: 0.1}
    scores = {f"pair{score}": score for score in published}
    points = matchpoints(scores, expected=11)
    for score, expected_points in published.items():
        assert points[f"pair{score}"] == pytest.approx(expected_points)
    assert top(11) == 20
    # The formula keeps the average: the ten results still average 10 of 20.
    assert sum(points.values()) / 10 == pytest.approx(10)


def test_neuberg_on_the_acbl_scale_and_a_board_played_once() -> None:
    # 2 results where 4 were expected, ACBL scale (top 3): (mp + ½)·4/2 − ½.
    points = matchpoints({"a": 110, "b": -100}, expected=4, scale=1)
    assert points == {"a": pytest.approx(2.5), "b": pytest.approx(0.5)}
    # Played once where three were due: an average (2 of 4).
    assert matchpoints({"a": 600}, expected=3) == {"a": pytest.approx(2.0)}


def test_artificial_averages_are_sixty_fifty_forty_percent() -> None:
    assert artificial("average_plus", 20) == pytest.approx(12)
    assert artificial("average", 20) == pytest.approx(10)
    assert artificial("average_minus", 20) == pytest.approx(8)
    with pytest.raises(InvalidArgument):
        artificial("average_plus_plus", 20)


@pytest.mark.parametrize(("difference", "won"), [
    # The WBF IMP scale: its bounds, both sides of each.
    (0, 0), (10, 0), (20, 1), (40, 1), (50, 2), (80, 2), (90, 3), (120, 3), (130, 4), (160, 4), (170, 5),
    (210, 5), (220, 6), (250, 6), (260, 6), (270, 7), (370, 9), (420, 9), (430, 10), (490, 10), (500, 11),
    (590, 11), (600, 12), (740, 12), (750, 13), (890, 13), (900, 14), (1090, 14), (1100, 15), (1290, 15),
    (1300, 16), (1500, 17), (1750, 18), (2000, 19), (2250, 20), (2500, 21), (3000, 22), (3500, 23),
    (3990, 23), (4000, 24), (7600, 24), (-620, -12)])
def test_wbf_imp_scale(difference: int, won: int) -> None:
    assert imps(difference) == won


def test_imps_against_the_field_average() -> None:
    # Field: 420, 420, 170, -50 → mean 240 → datum 240; 420 wins 180 → 5 IMPs, 170 loses 70 → -2,
    # -50 loses 290 → -7.
    scores = {"a": 420, "b": 420, "c": 170, "d": -50}
    assert datum(scores) == 240
    assert imps_to_datum(scores) == {"a": 5, "b": 5, "c": -2, "d": -7}
    # The datum is rounded to the nearest 10, halves away from zero.
    assert datum([620, 650]) == 640 and datum([-620, -650]) == -640 and datum([100, 110]) == 110
    assert datum([]) == 0


def test_bad_arguments_are_refused_in_every_language() -> None:
    with pytest.raises(InvalidArgument) as raised:
        matchpoints({"a": 1, "b": 2}, expected=1)
    assert raised.value.localized("th") != raised.value.localized("en")
    with pytest.raises(InvalidArgument):
        matchpoints({"a": 1}, scale=3)
