"""Lesson 7 in JupyterLab + Chromium: the practice board is chosen with buttons, no code edit.

The notebook cell is the lesson's own board-picker cell (read from the Danish lesson), so the
test clicks exactly what a learner clicks.
"""
from __future__ import annotations

import json
from pathlib import Path

from cardlearn.engine import bridge
from conftest import ROUND_TRIP_MS

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LESSON = LESSONS / "da" / "13-bridge-practice-hands.ipynb"
PRACTICE = LESSONS / "practice" / "practice-deals.pbn"  # what practice_file() gives the lesson


def lesson_cells() -> tuple[str, str]:
    """The lesson's import cell and its board-picker cell."""
    cells = [("".join(cell["source"])) for cell in json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
             if cell["cell_type"] == "code"]
    imports = next(source for source in cells if "import ipywidgets" in source)
    picker = next(source for source in cells if "board_picker" in source)
    return imports, picker


def south_cards(page) -> set[str]:
    return set(page.locator("[data-hand=S] [data-card]").evaluate_all(
        "(cards) => cards.map((card) => card.dataset.card)"))


def test_practice_board_buttons_switch_the_table(page, lab_notebook, artifacts):
    imports, picker = lesson_cells()
    source = (f'import cardlearn\ncardlearn.set_language("da")\n{imports}\n'
              f"boards = bridge.load_boards(practice_file())\n{picker}")
    page.set_viewport_size({"width": 1100, "height": 1400})
    lab_notebook("lesson-07-picker.ipynb", source, "[data-hand=S] [data-card]")
    boards = bridge.load_boards(PRACTICE)
    assert south_cards(page) == set(boards[0].deal.hand("S"))
    buttons = page.locator(".widget-toggle-buttons button")
    assert buttons.count() == len(boards)
    assert buttons.nth(2).inner_text().strip() == "Spil 3"
    buttons.nth(2).click()
    expected = set(boards[2].deal.hand("S"))
    page.wait_for_function(
        "(expected) => { const cards = [...document.querySelectorAll('[data-hand=S] [data-card]')]"
        ".map((c) => c.dataset.card); return cards.length === expected.length"
        " && expected.every((c) => cards.includes(c)); }",
        arg=sorted(expected), timeout=ROUND_TRIP_MS)
    assert page.locator(".cl-root").count() == 1  # the old table is replaced, not stacked
    page.screenshot(path=str(artifacts / "jlab-lesson7-board3.png"))
