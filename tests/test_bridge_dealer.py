"""The constrained dealer and the named themes: every deal meets its constraints, seeded, with clear errors."""
from __future__ import annotations

import pytest

from cardlearn.engine.bridge import Deal
from cardlearn.engine.bridge.counting import suit_sure_tricks, sure_tricks
from cardlearn.engine.bridge.dealer import Dealer, ImpossibleDeal, deal, deal_board
from cardlearn.engine.bridge.themes import THEMES, theme, theme_board, theme_deal
from cardlearn.engine.errors import InvalidArgument
from cardlearn.engine.pbn import parse_pbn, write_pbn

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def points(cards: list[str]) -> int:
    """High-card points counted from the card codes (independent of the dealer's bit tables)."""
    return sum(HCP.get(card[1], 0) for card in cards)


def length(cards: list[str], suit: str) -> int:
    return sum(card[0] == suit for card in cards)


def pattern(cards: list[str]) -> tuple[int, ...]:
    return tuple(sorted((length(cards, suit) for suit in "SHDC"), reverse=True))


def meets(d: Deal, where: str, spec: dict) -> bool:
    """Whether the seat or side ``where`` of ``d`` meets ``spec`` (written out again, the plain way)."""
    cards = [card for seat in where for card in d.hand(seat)]
    low, high = spec.get("hcp", (0, 40))
    ok = low <= points(cards) <= high
    for suit in "SHDC":
        if suit in spec:
            want = spec[suit] if isinstance(spec[suit], tuple) else (spec[suit], spec[suit])
            ok &= want[0] <= length(cards, suit) <= want[1]
    if spec.get("no_four_card_major"):
        ok &= length(cards, "S") <= 3 and length(cards, "H") <= 3
    if spec.get("shape") == "balanced":
        ok &= pattern(cards) in {(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)}
    if spec.get("shape") == "semi_balanced":
        ok &= pattern(cards) in {(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2), (5, 4, 2, 2), (6, 3, 2, 2)}
    ok &= all(card in cards for card in spec.get("holds", ()))
    ok &= not any(card in cards for card in spec.get("lacks", ()))
    return bool(ok)


@pytest.mark.parametrize("theme_id", sorted(THEMES))
def test_every_theme_deal_meets_its_constraints(theme_id: str) -> None:
    chosen = theme(theme_id)
    dealer = chosen.dealer()
    for seed in range(15):
        d = dealer.deal(seed)
        for where, spec in chosen.constraints.items():
            assert meets(d, where, dict(spec)), (theme_id, seed, where, d)
        # A common theme needs far fewer deals than the limit (about 0.1 s at most on one core).
        assert dealer.tried < 30_000, (theme_id, seed, dealer.tried)


def test_the_plain_checker_can_fail() -> None:
    d = Deal.from_pbn("N:AKQ2.AK.AK.AKQ32 JT98.QJT9.QJT9.J 765.8765.8765.T9 43.432.432.87654")
    assert not meets(d, "S", {"hcp": (15, 17)})
    assert not meets(d, "N", {"shape": "balanced"})
    assert meets(d, "NS", {"hcp": (32, 32)})


def test_deals_are_reproducible_and_differ_by_seed() -> None:
    constraints = {"S": {"hcp": (15, 17), "shape": "balanced"}, "N": {"hcp": (8, 9), "no_four_card_major": True}}
    assert deal(constraints, seed=4) == deal(constraints, seed=4)
    assert len({deal(constraints, seed=seed) for seed in range(6)}) == 6
    assert theme_deal("hold_up", seed="lesson 9") == theme_deal("hold_up", seed="lesson 9")


def test_two_way_finesse_puts_the_queen_with_the_opponents() -> None:
    for seed in range(10):
        d = theme_deal("two_way_finesse", seed)
        assert {"SA", "SJ"} <= set(d.hand("N")) and {"SK", "ST"} <= set(d.hand("S"))
        assert length(d.hand("N"), "S") == length(d.hand("S"), "S") == 3
        assert d.owner("SQ") in ("E", "W")
    assert {theme_deal("two_way_finesse", seed).owner("SQ") for seed in range(20)} == {"E", "W"}


def test_an_impossible_set_is_refused_before_dealing_and_named() -> None:
    with pytest.raises(ImpossibleDeal) as error:
        deal({"S": {"S": 6, "H": 6, "D": 6}})
    assert error.value.key == "engine.dealer.impossible"
    assert "South" in error.value.localized("en") and "spades" in error.value.localized("en")
    assert "Syd" in error.value.localized("da")
    with pytest.raises(ImpossibleDeal):
        deal({"N": {"holds": ["SA"]}, "S": {"holds": ["SA"]}})
    with pytest.raises(ImpossibleDeal):
        deal({"N": {"holds": ["SA", "SK", "SQ"], "S": (0, 2)}})


def test_a_set_too_rare_names_the_constraint_that_fails() -> None:
    dealer = Dealer({"S": {"hcp": (15, 17), "shape": "balanced"}, "N": {"hcp": (30, 37)}}, attempts=500)
    with pytest.raises(ImpossibleDeal) as error:
        dealer.deal(1)
    assert error.value.key == "engine.dealer.too_rare"
    text = error.value.localized("en")
    assert "North" in text and "30–37" in text and "500" in text
    for lang in ("th", "ko", "da", "tr"):
        assert error.value.localized(lang) != text and "30–37" in error.value.localized(lang)


def test_the_predicate_hook_is_asked_and_named_when_it_never_agrees() -> None:
    asked: list[Deal] = []

    def spades_with_north(d: Deal) -> bool:
        asked.append(d)
        return d.owner("SA") == "N"

    d = deal({"S": {"hcp": (12, 14)}}, seed=2, predicate=spades_with_north)
    assert d.owner("SA") == "N" and asked[-1] == d
    with pytest.raises(ImpossibleDeal) as error:
        deal({"S": {"hcp": (12, 14)}}, seed=2, predicate=lambda d: False, attempts=50)
    assert "theme" in error.value.localized("en")


@pytest.mark.parametrize("bad", [
    {"X": {"hcp": (1, 2)}}, {"S": {"hcp": (17, 15)}}, {"S": {"hcp": "strong"}}, {"S": {"shape": "round"}},
    {"S": {"holds": ["SZ"]}}, {"S": {"colour": 1}}, {"NS": {"shape": "balanced"}}, {"S": {"S": (0, 14)}},
])
def test_a_malformed_constraint_gets_a_clear_error(bad: dict) -> None:
    with pytest.raises(InvalidArgument) as error:
        deal(bad)
    assert error.value.key == "engine.dealer.bad_constraint"
    assert error.value.localized("th") != error.value.localized("en")


def test_a_theme_board_exports_to_pbn_with_dealer_and_vulnerability() -> None:
    board = theme_board("opening_1nt", seed=3, number=6)
    assert (board.dealer, board.vulnerability) == ("E", "EW")
    text = write_pbn([board.to_pbn_game()])
    game = parse_pbn(text)[0]
    assert game.dealer == "E" and game.vulnerable == "EW"
    assert Deal.from_hands(game.deal) == board.deal == theme_deal("opening_1nt", seed=3)
    plain = deal_board({"S": {"hcp": (20, 21)}}, seed=1, number=1)
    assert plain.dealer == "N" and plain.vulnerability == "None"


def test_an_unknown_theme_lists_the_themes() -> None:
    with pytest.raises(InvalidArgument) as error:
        theme_deal("squeeze")
    assert "two_way_finesse" in error.value.localized("en")


@pytest.mark.parametrize(("north", "south", "expected"), [
    ("SA SK", "SQ", 2),           # the queen falls under the ace: only two tricks
    ("SA SK S3", "SQ", 3),        # the longer hand has three: three tricks
    ("SA SQ", "SJ S2", 1),        # no king: only the ace is sure
    ("SK SQ SJ", "S3 S2", 0),     # the ace is out: nothing sure yet
    ("SA SK SQ SJ", "ST S9 S8 S7 S6", 5),
])
def test_sure_tricks_in_one_suit(north: str, south: str, expected: int) -> None:
    from cardlearn.engine.bridge.fast import cards_mask
    from cardlearn.engine.cards import parse_bridge_card

    def mask(cards: str) -> int:
        return cards_mask([parse_bridge_card(card).index for card in cards.split()])

    assert suit_sure_tricks(mask(north), mask(south), 0)[0] == expected


def test_sure_tricks_of_a_whole_deal() -> None:
    d = Deal.from_pbn("N:AKQ2.AK.AK.AKQ32 JT98.QJT9.QJT9.J 765.8765.8765.T9 43.432.432.87654")
    counted = sure_tricks(d, "NS")
    assert counted.per_suit == (3, 2, 2, 3) and counted.total == 10  # ♣J is with East
    assert sure_tricks(d, "EW").total == 0
    with pytest.raises(InvalidArgument):
        sure_tricks(d, "NE")


# --- double dummy: the themes really show their point (the real endplay solver, a few seeds) ---------


def test_sure_tricks_are_taken_double_dummy() -> None:
    pytest.importorskip("endplay")
    from cardlearn.ai.bridge.analysis import dd_tricks

    for seed in range(3):
        d = theme_deal("sure_tricks_nt", seed)
        assert dd_tricks(d.masks)[("S", "NT")] >= sure_tricks(d).total, d


def test_establishing_the_suit_gains_tricks_double_dummy() -> None:
    pytest.importorskip("endplay")
    from cardlearn.ai.bridge.analysis import dd_tricks

    for seed in range(3):
        d = theme_deal("establish_suit", seed)
        # KQJxx has no sure trick; driving out the ace makes at least two more than the sure ones.
        assert dd_tricks(d.masks)[("S", "NT")] >= sure_tricks(d).total + 2, d


def test_a_double_dummy_predicate_keeps_only_deals_that_make() -> None:
    pytest.importorskip("endplay")
    from cardlearn.ai.bridge.analysis import dd_tricks

    def four_hearts_makes(d: Deal) -> bool:
        return dd_tricks(d.masks)[("S", "H")] >= 10

    for seed in range(2):
        d = theme_deal("ruff_in_dummy", seed, predicate=four_hearts_makes)
        assert dd_tricks(d.masks)[("S", "H")] >= 10
        assert length(d.hand("N"), "C") == 1


# --- the teacher's command: cardlearn deals THEME -------------------------------------------------


def test_cli_writes_themed_boards_as_pbn(tmp_path, capsys) -> None:
    from cardlearn.cli import main
    from cardlearn.engine.bridge import load_boards

    out = tmp_path / "hold_up.pbn"
    assert main(["deals", "hold_up", "--boards", "4", "--seed", "class 3", "--out", str(out), "--lang", "da"]) == 0
    boards = load_boards(str(out))
    assert [b.number for b in boards] == [1, 2, 3, 4]
    assert [(b.dealer, b.vulnerability) for b in boards] == [("N", "None"), ("E", "NS"), ("S", "EW"), ("W", "Both")]
    assert all(b.event == "Hold-up med én stopper" for b in boards)
    for board in boards:
        assert meets(board.deal, "W", {"D": (5, 6), "holds": ["DK", "DQ"]})
        assert meets(board.deal, "S", {"holds": ["DA"], "D": 3, "hcp": (15, 17), "shape": "balanced"})
    assert main(["deals", "hold_up", "--boards", "4", "--seed", "class 3", "--lang", "da"]) == 0
    assert capsys.readouterr().out == out.read_text(encoding="utf-8")  # the same seed, the same deals


def test_cli_names_an_unknown_theme_in_the_teachers_language(capsys) -> None:
    from cardlearn.cli import main

    assert main(["deals", "squeeze", "--lang", "tr"]) == 2  # a refused argument: exit status 2, as every subcommand
    error = capsys.readouterr().err
    assert "squeeze" in error and "hold_up" in error and "theme" in error


def test_the_dealer_stays_in_the_engine_layer() -> None:
    """The engine imports only itself and i18n: a double-dummy check is passed in, never imported."""
    import ast
    from pathlib import Path

    import cardlearn.engine.bridge as package

    folder = Path(package.__file__).parent
    for name in ("dealer.py", "themes.py", "counting.py"):
        tree = ast.parse((folder / name).read_text(encoding="utf-8"))
        modules = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
        modules += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
        inside = [m for m in modules if m.startswith("cardlearn")]
        assert all(m.startswith(("cardlearn.engine", "cardlearn.i18n")) for m in inside), (name, inside)
        assert not any(m.startswith("endplay") for m in modules), name
