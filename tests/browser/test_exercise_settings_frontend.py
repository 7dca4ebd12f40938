"""Exercises in the browser: the Thai exercise with its bidding box, hints before the solution, and the
notebook's one settings bar in a real JupyterLab (every lesson widget follows it). Screenshots go to
``test-artifacts/`` and are looked at by a person."""
from __future__ import annotations

import re

from conftest import ROUND_TRIP_MS, mount_widget

from cardlearn.exercises.widget import exercise_widget
from cardlearn.widgets.settings import SHARED

SETTLED = "() => { const r = document.querySelector('.cl-root'); return r.dataset.pending === r.dataset.ack; }"
LAB_SETTLED = """() => {
  const roots = [...document.querySelectorAll('.cl-exercise')].map((e) => e.closest('.cl-root'));
  return roots.length > 0 && roots.every((r) => r.dataset.pending === r.dataset.ack);
}"""


def click(page, selector: str) -> None:
    page.click(selector)
    page.wait_for_function(SETTLED)


def test_thai_exercise_bidding_box_hint_then_solution(page, artifacts):
    SHARED.reset()
    widget = exercise_widget("bridge.system.001", lang="th")
    mount_widget(page, widget, width=600)
    box = page.locator(".cl-ex-call-box")
    assert box.locator(".cl-box-specials [data-call]").count() == 3
    assert box.locator(".cl-box-grid [data-call]").count() == 35
    # Laid out by level: the five bids of a level share a row, the next level is below.
    one_c, one_nt = page.locator("[data-call='1C']").bounding_box(), page.locator("[data-call='1NT']").bounding_box()
    two_c = page.locator("[data-call='2C']").bounding_box()
    assert abs(one_c["y"] - one_nt["y"]) < 2 and two_c["y"] > one_c["y"] + 10 and abs(two_c["x"] - one_c["x"]) < 2
    page.focus("[data-call='1C']")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.call") == "2C"
    wrong = "1D" if widget.exercise.answer != "1D" else "1H"
    click(page, f"[data-call='{wrong}']")
    assert page.locator(f"[data-call='{wrong}'][aria-pressed=true]").count() == 1
    click(page, "[data-action=check]")
    feedback = page.locator("[data-testid=feedback]")
    assert feedback.get_attribute("data-kind") == "wrong"
    text = feedback.inner_text()
    assert "คำใบ้ 1 จาก" in text and re.search(r"[\u0E00-\u0E7F]{4}", text)
    assert page.locator("[data-testid=solution]").count() == 0, "no solution after the first wrong answer"
    latin = set(re.findall(r"[A-Za-z]{3,}", page.locator(".cl-root").inner_text().replace(widget.exercise.id, "")))
    assert latin <= {"NT", "HCP", "English", "Dansk", "Türkçe"}, latin
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    page.locator(".cl-root").screenshot(path=str(artifacts / "exercise-th-wrong-600.png"), animations="disabled")
    click(page, "[data-action=reveal]")
    assert page.locator("[data-testid=solution]").count() == 1
    page.locator(".cl-root").screenshot(path=str(artifacts / "exercise-th-solution-600.png"),
                                        animations="disabled")


def test_one_settings_bar_for_the_notebook_in_jupyterlab(page, lab_notebook, artifacts):
    source = ("import cardlearn\n"
              "from cardlearn.exercises import exercise\n"
              "from cardlearn.widgets import BiddingLadder, BridgeTable\n"
              "from IPython.display import display\n"
              "display(cardlearn.settings(lang='da'))\n"
              "display(exercise('bridge.undertricks.001'))\n"
              "display(exercise('jass.table.001'))\n"
              "display(BiddingLadder())\n"
              "BridgeTable(seed=1, lang='da')\n")
    page.set_viewport_size({"width": 1000, "height": 1400})
    lab_notebook("settings-bar.ipynb", source, "[data-testid=notebook-settings]")
    page.wait_for_selector(".cl-ladder-grid [data-call]", timeout=ROUND_TRIP_MS)
    page.wait_for_selector("[data-exercise-id='jass.table.001']", timeout=ROUND_TRIP_MS)
    bars = page.locator(".cl-settings:visible")
    # One bar for the lesson widgets (the notebook's) and the bridge table's own.
    assert page.locator("[data-testid=notebook-settings] .cl-settings").count() == 1
    assert bars.count() == 2
    assert page.locator(".cl-exercise").count() == 2
    for heading in page.locator(".cl-ex-prompt").all_inner_texts():
        assert "Kontrakten" in heading or "Schieber" in heading or "spilføre" in heading.lower()
    page.select_option("[data-testid=notebook-settings] select[data-setting=lang]", "th")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.cl-exercise')].every((e) => e.closest('.cl-root').lang === 'th')",
        timeout=ROUND_TRIP_MS)
    page.wait_for_function("() => document.querySelector('.cl-ladder-grid').closest('.cl-root').lang === 'th'",
                           timeout=ROUND_TRIP_MS)
    assert page.locator(".cl-notebook-settings").get_attribute("lang") == "th"
    table_lang = page.locator(".cl-root:has([data-testid=trick]), .cl-root:has(.cl-grid)").first.get_attribute("lang")
    assert table_lang == "da", "the bridge table keeps its own settings"
    page.wait_for_function(LAB_SETTLED, timeout=ROUND_TRIP_MS)
    page.locator("[data-testid=notebook-settings]").screenshot(path=str(artifacts / "settings-bar-th.png"))
    page.screenshot(path=str(artifacts / "settings-bar-notebook.png"), full_page=False)
