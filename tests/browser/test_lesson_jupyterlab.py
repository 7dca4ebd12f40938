"""End to end in JupyterLab + Chromium: each lesson widget is answered by clicks and shows the feedback.

The kernel runs the real widget; every click goes through anywidget's comm to
Python and back. Screenshots are saved to ``test-artifacts/``.
"""
from __future__ import annotations


import pytest
from conftest import ROUND_TRIP_MS

SETTLED = """() => {
  const roots = [...document.querySelectorAll('.cl-root')].filter((r) => r.offsetParent !== null);
  return roots.length > 0 && roots.every((r) => r.dataset.pending === r.dataset.ack);
}"""


def open_widget(page, lab_notebook, name: str, source: str, ready: str) -> None:
    page.set_viewport_size({"width": 1000, "height": 1200})
    lab_notebook(name, source, ready)
    assert page.locator(".cl-root").get_attribute("data-lm-suppress-shortcuts") is not None


def click(page, selector: str) -> None:
    page.locator(selector).first.click()
    page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)


def feedback(page, testid: str = "feedback"):
    locator = page.locator(f"[data-testid={testid}]:visible")
    locator.wait_for(timeout=ROUND_TRIP_MS)
    return locator


def test_bidding_ladder_in_jupyterlab(page, lab_notebook, artifacts):
    open_widget(page, lab_notebook, "lesson-ladder.ipynb",
                "from cardlearn.widgets import BiddingLadder\nBiddingLadder('1H X', dealer='N', lang='en')",
                "[data-call='XX']")
    click(page, "[data-call='X']")
    assert feedback(page).get_attribute("data-kind") == "wrong"
    assert "own side" in feedback(page).inner_text()
    click(page, "[data-call='XX']")
    assert feedback(page).get_attribute("data-kind") == "correct"
    click(page, "[data-action=make]")
    assert page.locator("[data-auction-call='XX']").count() == 1
    page.locator(".cl-root").screenshot(path=str(artifacts / "jlab-ladder.png"), animations="disabled")


def test_trick_trainer_in_jupyterlab(page, lab_notebook, artifacts):
    open_widget(page, lab_notebook, "lesson-trick.ipynb",
                "from cardlearn.widgets import TrickTrainer\n"
                "TrickTrainer('jass', contract='E', trick=['RA', 'EK'], hand=['EU', 'E6', 'R7', 'S9'], lang='en')",
                "[data-card='EU']")
    click(page, "[data-card='E6']")
    assert feedback(page).get_attribute("data-kind") == "wrong"
    assert "undertrump" in feedback(page).inner_text()
    click(page, "[data-card='EU']")
    assert feedback(page).get_attribute("data-kind") == "correct"
    assert "Buur" in feedback(page).inner_text()
    page.locator(".cl-root").screenshot(path=str(artifacts / "jlab-trick.png"), animations="disabled")


def test_undertrick_calculator_in_jupyterlab(page, lab_notebook, artifacts):
    open_widget(page, lab_notebook, "lesson-calc.ipynb",
                "from cardlearn.widgets import UndertrickCalculator\n"
                "UndertrickCalculator('4HX', vulnerable=True, tricks=7, lang='da')",
                "[data-field=guess]")
    page.fill("[data-field=guess]", "-800")
    click(page, "[data-action=check]")
    assert feedback(page).get_attribute("data-kind") == "correct"
    assert "Rigtigt" in feedback(page).inner_text()
    click(page, "[data-action=all]")
    assert page.locator("[data-testid=steps] [data-step]").count() == 5
    click(page, "[data-field=tricks][data-value='10']")
    assert page.locator("[data-testid=steps] [data-step]").count() == 0  # a new case, a new question
    assert page.locator("[data-field=tricks][data-value='10'][aria-pressed=true]").count() == 1
    page.locator(".cl-root").screenshot(path=str(artifacts / "jlab-calc.png"), animations="disabled")


def test_weis_comparator_in_jupyterlab(page, lab_notebook, artifacts):
    open_widget(page, lab_notebook, "lesson-weis.ipynb",
                "from cardlearn.widgets import WeisComparator\n"
                "WeisComparator({'N': ['EA', 'EK', 'EO'], 'E': ['R8', 'R7', 'R6']}, contract='undenufe', lang='en')",
                "[data-team='EW']")
    click(page, "[data-team='EW']")
    assert feedback(page).get_attribute("data-kind") == "correct"
    click(page, "[data-action=all]")
    assert page.locator("[data-testid=chain] [data-step=rank][data-state=decides]").count() == 1
    assert "80" in feedback(page, "weis-score").inner_text()  # 20 × 4 in Undenufe
    page.locator(".cl-root").screenshot(path=str(artifacts / "jlab-weis.png"), animations="disabled")


@pytest.mark.parametrize("lang, right", [("th", "ถูกต้อง")])
def test_exercise_widget_in_jupyterlab(page, lab_notebook, artifacts, lang, right):
    open_widget(page, lab_notebook, "lesson-exercise.ipynb",
                "from cardlearn.exercises.widget import exercise_widget\n"
                f"exercise_widget('bridge.undertricks.003', lang='{lang}')",
                "[data-field=number]")
    page.fill("[data-field=number]", "-500")
    click(page, "[data-action=check]")
    assert feedback(page).get_attribute("data-kind") == "wrong"
    click(page, "[data-action=hint]")
    assert page.locator("[data-testid=hints] li").count() == 1
    page.fill("[data-field=number]", "-800")
    click(page, "[data-action=check]")
    page.wait_for_function("() => document.querySelector('[data-testid=feedback]')?.dataset.kind === 'correct'")
    assert right in feedback(page).inner_text()
    page.locator(".cl-root").screenshot(path=str(artifacts / "jlab-exercise-th.png"), animations="disabled")
