"""Lesson 13 in JupyterLab + Chromium: the practice board is chosen with the table's board buttons, no code edit.

The notebook cell is the lesson's own table cell (read from the Danish lesson), so the
test clicks exactly what a learner clicks.
"""
from __future__ import annotations

import json
from pathlib import Path

from cardlearn.engine import bridge
from conftest import ROUND_TRIP_MS

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LESSON = LESSONS / "da" / "13-bridge-practice-hands.ipynb"
PRACTICE = LESSONS / "deals" / "practice-hands.pbn"  # the boards lesson_deals("practice-hands") plays


def table_cell() -> str:
    """The lesson's table cell."""
    cells = [("".join(cell["source"])) for cell in json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
             if cell["cell_type"] == "code"]
    return next(source for source in cells if "lesson_deals(" in source)


def south_cards(page) -> set[str]:
    return set(page.locator("[data-hand=S] [data-card]").evaluate_all(
        "(cards) => cards.map((card) => card.dataset.card)"))


def test_practice_board_buttons_switch_the_table(page, lab_notebook, artifacts):
    source = f'import cardlearn\ncardlearn.set_language("da")\n{table_cell()}'
    page.set_viewport_size({"width": 1100, "height": 1400})
    lab_notebook("lesson-13-boards.ipynb", source, "[data-hand=S] [data-card]")
    boards = bridge.load_boards(PRACTICE)
    assert south_cards(page) == set(boards[0].deal.hand("S"))
    buttons = page.locator("[data-action=lesson-board]")
    assert buttons.count() == len(boards)
    assert buttons.nth(2).inner_text().strip().startswith("3")
    buttons.nth(2).click()
    expected = set(boards[2].deal.hand("S"))
    page.wait_for_function(
        "(expected) => { const cards = [...document.querySelectorAll('[data-hand=S] [data-card]')]"
        ".map((c) => c.dataset.card); return cards.length === expected.length"
        " && expected.every((c) => cards.includes(c)); }",
        arg=sorted(expected), timeout=ROUND_TRIP_MS)
    assert page.locator(".cl-root").count() == 1  # the old table is replaced, not stacked
    assert "klør" in page.locator("[data-testid=lesson-plan]").inner_text()  # board 3's plan: ruff clubs
    page.screenshot(path=str(artifacts / "jlab-lesson13-board3.png"))
