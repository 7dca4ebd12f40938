"""Lesson 18 in JupyterLab: the trumps-or-push mastery exercise answered with its contract buttons."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from conftest import ROUND_TRIP_MS

from cardlearn.exercises import exercise

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
SHOTS = Path(os.environ["CARDLEARN_SHOTS"]) if os.environ.get("CARDLEARN_SHOTS") else None
WIDGET = ".cl-root:has(.cl-ex-contract)"
SETTLED = """(selector) => { const r = document.querySelector(selector);
  return r && r.dataset.pending === r.dataset.ack; }"""


@pytest.mark.parametrize("lang", ["th", "ko"])
def test_trumps_or_push_in_lesson_18(page, lab_notebook, artifacts, lang):
    page.set_viewport_size({"width": 1100, "height": 1300})
    notebook = json.loads((LESSONS / lang / "18-jass-tactics.ipynb").read_text(encoding="utf-8"))
    lab_notebook(f"18-jass-tactics-{lang}.ipynb", notebook, ".cl-ex-contract")
    root = page.locator(WIDGET)
    buttons = root.locator(".cl-ex-contract")
    assert buttons.count() == 7
    right = exercise("jass.tactics.contract").answer  # the lesson's hand: shields trump
    root.scroll_into_view_if_needed()
    root.locator(".cl-ex-contract[data-contract=obenabe]").click()
    page.wait_for_function(SETTLED, arg=WIDGET, timeout=ROUND_TRIP_MS)
    assert root.locator(".cl-ex-contract[data-contract=obenabe]").get_attribute("aria-pressed") == "true"
    root.locator("[data-action=check]").click()
    page.wait_for_function(SETTLED, arg=WIDGET, timeout=ROUND_TRIP_MS)
    feedback = root.locator("[data-testid=feedback]")
    assert feedback.get_attribute("data-kind") == "wrong"
    assert "Obenabe" in feedback.inner_text()  # the rule of the contract chosen, in the lesson's language
    root.locator(f".cl-ex-contract[data-contract={right}]").click()
    root.locator("[data-action=check]").click()
    page.wait_for_function("(s) => document.querySelector(s + ' [data-testid=feedback]')?.dataset.kind === 'correct'",
                           arg=WIDGET, timeout=ROUND_TRIP_MS)
    for target in [artifacts] + ([SHOTS] if SHOTS else []):
        target.mkdir(parents=True, exist_ok=True)
        root.screenshot(path=str(target / f"lesson18-contract-mastery-{lang}.png"), animations="disabled")
    prompt = root.locator("[data-testid=prompt]").inner_text()
    root.locator("[data-action=new]").click()
    page.wait_for_function("([s, old]) => document.querySelector(s + ' [data-testid=prompt]').innerText !== old",
                           arg=[WIDGET, prompt], timeout=ROUND_TRIP_MS)
    assert root.locator("[data-testid=feedback]").count() == 0
    assert root.locator(".cl-ex-contract").count() == 7
    if SHOTS:
        for heading in ("choose", "signals"):
            index = {"choose": 3, "signals": 15}[heading]
            page.evaluate("async (i) => { await jupyterapp.shell.currentWidget.content.scrollToItem(i, 'start');"
                          " await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))); }",
                          index)
            page.screenshot(path=str(SHOTS / f"lesson18-{heading}-{lang}.png"))
