"""Raw duplicate scoring: the worked checks, each part of the breakdown, and endplay's scores."""
from __future__ import annotations

import itertools

import pytest

from cardlearn.engine import bridge
from cardlearn.engine.bridge import CardlearnError, Deal, Game, ScoreBreakdown

WORKED_CHECKS = [  # (contract, tricks, vulnerable, total) from the rules file
    ("4S", 10, False, 420),
    ("3NT", 9, True, 600),
    ("1NT", 6, False, -50),
    ("4HX", 7, True, -800),
    ("2CX", 8, False, 180),
    ("6C", 12, False, 920),
    ("7NTXX", 13, True, 2980),
    ("1NTXX", 8, True, 1160),
    ("3NTX", 5, False, -800),
]


@pytest.mark.parametrize("contract, tricks, vulnerable, total", WORKED_CHECKS)
def test_worked_checks(contract: str, tricks: int, vulnerable: bool, total: int) -> None:
    assert bridge.score(contract, tricks=tricks, vulnerable=vulnerable).total == total


def test_api_example() -> None:
    b = bridge.score("4HX", tricks=7, vulnerable=True)
    assert isinstance(b, ScoreBreakdown) and b.total == -800
    assert [(p.key, p.n, p.points) for p in b.parts] == [
        ("undertrick", 1, -200), ("undertrick", 2, -300), ("undertrick", 3, -300)]
    assert not b.made and b.undertricks == 3 and b.overtricks == 0
    assert b.ns == -800 and b.ew == 800  # declarer South by default
    assert bridge.score("4HX by E", tricks=7, vulnerable=True).ns == 800


def parts(contract: str, tricks: int, vulnerable: bool = False) -> dict[str, int]:
    return {p.key + ("" if p.key != "undertrick" else str(p.n)): p.points
            for p in bridge.score(contract, tricks, vulnerable).parts}


def test_trick_score_per_bid_trick() -> None:
    assert parts("2C", 8)["trick_score"] == 40  # minors 20
    assert parts("2D", 8)["trick_score"] == 40
    assert parts("2H", 8)["trick_score"] == 60  # majors 30
    assert parts("2S", 8)["trick_score"] == 60
    assert parts("2NT", 8)["trick_score"] == 70  # NT 40 then 30
    assert parts("2NTX", 8)["trick_score"] == 140  # doubled x2
    assert parts("2NTXX", 8)["trick_score"] == 280  # redoubled x4


def test_game_or_part_score_bonus_from_the_trick_score_only() -> None:
    assert parts("3NT", 9)["game_bonus"] == 300
    assert parts("3NT", 9, True)["game_bonus"] == 500
    assert parts("4H", 10)["game_bonus"] == 300 and parts("5C", 11)["game_bonus"] == 300
    assert parts("4C", 10)["partscore_bonus"] == 50  # 80 is a part score
    assert "game_bonus" not in parts("2H", 12)  # overtricks never make game
    assert parts("2H", 12)["partscore_bonus"] == 50
    assert parts("2HX", 8)["game_bonus"] == 300  # doubling counts: 120


def test_slam_bonuses_only_when_bid() -> None:
    assert parts("6S", 12)["small_slam_bonus"] == 500
    assert parts("6S", 12, True)["small_slam_bonus"] == 750
    assert parts("7C", 13)["grand_slam_bonus"] == 1000
    assert parts("7C", 13, True)["grand_slam_bonus"] == 1500
    assert not {"small_slam_bonus", "grand_slam_bonus"} & set(parts("4S", 13))
    assert "grand_slam_bonus" not in parts("6S", 13)


def test_insult_for_making_a_doubled_contract() -> None:
    assert parts("2CX", 8)["insult"] == 50
    assert parts("2CXX", 8)["insult"] == 100
    assert "insult" not in parts("2C", 8) and "insult" not in parts("2CX", 7)


@pytest.mark.parametrize("contract, vulnerable, each", [
    ("1C", False, 20), ("1S", False, 30), ("1NT", False, 30), ("1NT", True, 30),
    ("1CX", False, 100), ("1CX", True, 200), ("1CXX", False, 200), ("1CXX", True, 400),
])
def test_overtricks(contract: str, vulnerable: bool, each: int) -> None:
    b = bridge.score(contract, 10, vulnerable)
    (over,) = [p for p in b.parts if p.key == "overtricks"]
    assert over.n == 3 and over.points == 3 * each and b.overtricks == 3 and b.made
    assert over.label("en") == "3 overtricks"


@pytest.mark.parametrize("contract, vulnerable, penalties", [
    ("7C", False, [50] * 5),
    ("7C", True, [100] * 5),
    ("7CX", False, [100, 200, 200, 300, 300]),
    ("7CX", True, [200, 300, 300, 300, 300]),
    ("7CXX", False, [200, 400, 400, 600, 600]),
    ("7CXX", True, [400, 600, 600, 600, 600]),
])
def test_each_undertrick_is_its_own_part(contract: str, vulnerable: bool, penalties: list[int]) -> None:
    b = bridge.score(contract, 8, vulnerable)
    assert [p.key for p in b.parts] == ["undertrick"] * 5  # no trick score, no bonuses
    assert [p.n for p in b.parts] == [1, 2, 3, 4, 5]
    assert [-p.points for p in b.parts] == penalties
    assert b.parts[1].label("en") == "Undertrick 2"


def test_passed_out_scores_zero_for_both() -> None:
    game = Game(Deal.random(seed=1))
    for _ in range(4):
        game.call("P")
    assert game.score.total == 0 and game.score.ns == 0 and game.score.ew == 0
    assert game.score.parts == () and game.score.passed_out and not game.score.made
    assert game.score.to_frame().empty


def test_ns_and_ew_are_equal_and_opposite() -> None:
    for contract, tricks, vulnerable, total in WORKED_CHECKS:
        for declarer in "NESW":
            b = bridge.score(contract, tricks, vulnerable, declarer=declarer)
            assert b.ns == -b.ew
            assert b.ns == (total if declarer in "NS" else -total)


def test_bad_arguments_say_what_is_allowed() -> None:
    with pytest.raises(CardlearnError) as info:
        bridge.score("4Z", 10)
    assert "4HX" in info.value.localized("en")
    for tricks in (-1, 14):
        with pytest.raises(CardlearnError) as info:
            bridge.score("4S", tricks)
        assert "0 to 13" in info.value.localized("en")
    with pytest.raises(CardlearnError) as info:
        bridge.score("4S", 3.5)  # type: ignore[arg-type]
    assert "tricks" in info.value.localized("en") and "whole number" in info.value.localized("en")


def test_breakdown_table_and_html() -> None:
    b = bridge.score("1NTXX", 8, True, declarer="W")
    frame = b.to_frame()
    assert list(frame.columns) == ["part", "n", "label", "points", "ns", "ew"]
    assert list(frame["part"]) == ["trick_score", "overtricks", "game_bonus", "insult"]
    assert frame["points"].sum() == 1160 and frame["ew"].sum() == 1160 and frame["ns"].sum() == -1160
    html = b._repr_html_()
    assert "Trick score" in html and "+1160" in html and "-1160" in html
    assert b.to_frame(lang="da")["label"].iloc[0] == "Stikpoint"
    assert "ScoreBreakdown(1NTXX by W" in repr(b)


# --- endplay cross-check: every level, strain, doubling, vulnerability and trick count -----------

def test_matches_endplay_for_all_2940_cases() -> None:
    from endplay.types import Contract, Denom, Penalty, Player, Vul

    denoms = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
    penalties = (Penalty.passed, Penalty.doubled, Penalty.redoubled)
    cases = 0
    for level, strain, doubled, vulnerable, tricks in itertools.product(
        range(1, 8), bridge.STRAINS, range(3), (False, True), range(14)
    ):
        theirs = Contract(level=level, denom=denoms[strain], declarer=Player.south,
                          penalty=penalties[doubled], result=tricks - 6 - level)
        expected = theirs.score(Vul.ns if vulnerable else Vul.none)
        ours = bridge.score(f"{level}{strain}{'X' * doubled}", tricks, vulnerable)
        assert ours.total == expected, (level, strain, doubled, vulnerable, tricks)
        cases += 1
    assert cases == 2940


def test_imp_scale_boundaries():
    from cardlearn.engine.bridge import imps

    assert [imps(d) for d in (0, 10, 20, 40, 50, 250, 420, 430, 3990, 4000, 9999)] == [
        0, 0, 1, 1, 2, 6, 9, 10, 23, 24, 24]
    assert imps(-620) == -12 and imps(420 - 170) == 6
