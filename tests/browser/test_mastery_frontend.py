"""The exercise widget's New exercise button and mastery line in Chromium (stub model, no Jupyter)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import ROUND_TRIP_MS, mount_widget

from cardlearn.exercises.widget import exercise_widget

SETTLED = "() => { const r = document.querySelector('.cl-root'); return r.dataset.pending === r.dataset.ack; }"
SHOTS = Path(os.environ.get("CARDLEARN_SHOTS", "")) if os.environ.get("CARDLEARN_SHOTS") else None


def click(page, selector: str) -> None:
    page.click(selector)
    page.wait_for_function(SETTLED)


@pytest.mark.parametrize(("exercise_id", "lang"), [("bridge.mastery.hcp", "th"),
                                                   ("bridge.mastery.sure_tricks", "da"),
                                                   ("bridge.declarer.mastery_losers", "ko")])
def test_new_exercise_button_and_mastery_line(page, artifacts, tmp_path, exercise_id, lang):
    widget = exercise_widget(exercise_id, lang=lang, answers=tmp_path / "answers.json")
    mount_widget(page, widget, width=600)
    mastery = page.locator("[data-testid=mastery]")
    assert mastery.get_attribute("data-mastered") == "false"
    start_text = mastery.inner_text()
    prompt = page.locator("[data-testid=prompt]").inner_text()
    page.fill("[data-field=number]", str(widget.exercise.answer))
    click(page, "[data-action=check]")
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "correct"
    counted = mastery.inner_text()
    assert counted != start_text and "1" in counted  # one right of one
    click(page, "[data-action=new]")
    assert page.locator("[data-testid=prompt]").inner_text() != prompt
    assert page.locator("[data-testid=feedback]").count() == 0
    assert page.locator("[data-field=number]").input_value() == ""
    assert page.locator("[data-testid=mastery]").inner_text() == counted  # the count stays
    assert page.locator("[data-action=new]").inner_text() == widget.view["actions"]["new"]
    for target in [artifacts] + ([SHOTS] if SHOTS else []):
        target.mkdir(parents=True, exist_ok=True)
        page.locator(".cl-root").screenshot(path=str(target / f"mastery-{exercise_id.split('.')[-1]}-{lang}.png"),
                                            animations="disabled")


def test_a_slow_click_on_check_is_not_lost(page, tmp_path):
    """A typed number goes to Python at the press on Check (blur); its answer redraws before the release.

    The redraw waits for the release, so the click still lands on Check and the answer is checked.
    """
    widget = exercise_widget("bridge.mastery.hcp", lang="tr", answers=tmp_path / "answers.json")
    mount_widget(page, widget, width=600)
    page.fill("[data-field=number]", str(widget.exercise.answer))
    box = page.locator("[data-action=check]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_function("() => window.__answered >= 1")  # the typed number's answer is back
    assert [m["action"] for m in page.evaluate("window.__sent")] == ["choose"]
    page.mouse.up()
    page.wait_for_function("() => window.__answered >= 2")
    page.wait_for_function(SETTLED)
    assert [m["action"] for m in page.evaluate("window.__sent")] == ["choose", "check"]
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "correct"


def test_no_new_exercise_button_without_variants(page):
    mount_widget(page, exercise_widget("bridge.table.001", lang="en"), width=600)
    assert page.locator("[data-action=check]").count() == 1
    assert page.locator("[data-action=new]").count() == 0
    assert page.locator("[data-testid=mastery]").count() == 0


LAB_SETTLED = """() => {
  const roots = [...document.querySelectorAll('.cl-root')].filter((r) => r.offsetParent !== null);
  return roots.length > 0 && roots.every((r) => r.dataset.pending === r.dataset.ack);
}"""


def test_new_exercise_in_jupyterlab(page, lab_notebook, artifacts):
    """The real kernel: New exercise draws a fresh hand through anywidget's comm, the count follows."""
    page.set_viewport_size({"width": 1000, "height": 1200})
    lab_notebook("mastery-new.ipynb",
                 "from cardlearn.exercises import exercise\nexercise('bridge.mastery.hcp', lang='da')",
                 "[data-action=new]")
    prompt = page.locator("[data-testid=prompt]:visible")
    first = prompt.inner_text()
    mastery = page.locator("[data-testid=mastery]:visible")
    assert "Mål: 8 rigtige af 10" in mastery.inner_text()
    page.locator("[data-action=new]:visible").first.click()
    page.wait_for_function(LAB_SETTLED, timeout=ROUND_TRIP_MS)
    page.wait_for_function("(old) => document.querySelector('[data-testid=prompt]').innerText !== old", arg=first,
                           timeout=ROUND_TRIP_MS)
    page.locator("[data-field=number]:visible").fill("0")
    page.locator("[data-action=check]:visible").first.click()
    page.wait_for_function(LAB_SETTLED, timeout=ROUND_TRIP_MS)
    page.locator("[data-testid=feedback]:visible").wait_for(timeout=ROUND_TRIP_MS)
    assert "af de seneste 1" in mastery.inner_text()
    page.locator(".cl-root:visible").screenshot(path=str(artifacts / "jlab-mastery-new-da.png"), animations="disabled")
