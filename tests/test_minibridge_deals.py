"""The deals of lessons 2 and 3 show what their notes say: checked double dummy and by the Minibridge rule."""
from __future__ import annotations

from pathlib import Path

import pytest
import tomllib

from cardlearn.engine.bridge import STRAINS, Deal
from cardlearn.engine.bridge.counting import sure_tricks
from cardlearn.engine.bridge.minibridge import advise_contract, minibridge_setup
from cardlearn.engine.pbn import read_pbn
from cardlearn.widgets.bridge_view import double_dummy

DEALS = Path(__file__).resolve().parent.parent / "lessons" / "deals"


def boards(name: str) -> dict[int, tuple[Deal, str, str | None]]:
    folder = DEALS.parent / "practice" if name == "minibridge" else DEALS
    return {game.board: (Deal.from_hands(game.deal), game.dealer or "N", game.tags.get("Contract"))
            for game in read_pbn(folder / f"{name}.pbn")}


def tricks(deal: Deal, strain: str, seat: str) -> int:
    table = double_dummy(deal)
    assert table is not None
    return table[STRAINS.index(strain)]["NESW".index(seat)]


@pytest.mark.parametrize(("board", "declarer", "contract", "made"), [
    (1, "S", "4H", 10), (2, "S", "1NT", 7), (3, "W", "3NT", 8)])
def test_minibridge_boards(board: int, declarer: str, contract: str, made: int) -> None:
    deal, dealer, _ = boards("minibridge")[board]
    setup = minibridge_setup(deal, dealer)
    assert setup.declarer == declarer
    advice = advise_contract(deal, declarer)
    assert advice.contract.code == contract
    assert tricks(deal, advice.contract.strain, declarer) == made


def test_trick_taking_boards_show_their_point() -> None:
    found = boards("trick-taking")
    deal, _, contract = found[1]
    assert contract == "3NT" and sure_tricks(deal, "NS").total == 9 and tricks(deal, "NT", "S") >= 9
    deal, _, contract = found[2]
    assert contract == "4S" and tricks(deal, "S", "S") == 10 and tricks(deal, "NT", "S") == 7
    deal, _, contract = found[3]
    assert contract == "4H" and tricks(deal, "H", "S") == 10
    notes = tomllib.loads((DEALS / "trick-taking.toml").read_text(encoding="utf-8"))["board"]
    assert [note["number"] for note in notes] == [1, 2, 3]
    for note in notes:
        for part in ("title", "plan", "comment"):
            assert set(note[part]) == {"en", "da", "th", "ko", "tr"}
