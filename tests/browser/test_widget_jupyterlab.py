"""End to end: JupyterLab + Chromium play a complete bridge deal by clicks, then switch to Thai.

Prints the time from a click to the updated view (measured in the page: the
intent's ``seq`` comes back as the view's ``ack``), excluding AI thinking:
Python publishes the learner's move before the AI seats act.
"""
from __future__ import annotations

import re
import statistics
from conftest import ROUND_TRIP_MS

NOTEBOOK = {
    "cells": [{
        "cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
        "source": ["from cardlearn.widgets import BridgeTable\n",
                   "table = BridgeTable(seed=7, ai_delay=0, lang='en')\n", "table"],
    }],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}

SETTLED = """() => {
  const root = document.querySelector('.cl-root');
  if (!root || root.dataset.pending !== root.dataset.ack) return false;
  return !!(document.querySelector('[data-testid=score]') || document.querySelector('[data-call]')
    || document.querySelector('.cl-hand.is-active [data-card]:not([aria-disabled=true])'));
}"""


def test_complete_bridge_deal_by_clicks_and_thai(page, lab_notebook, artifacts, roundtrip):
    page.set_viewport_size({"width": 1100, "height": 1300})
    lab_notebook("bridge-e2e.ipynb", NOTEBOOK, "[data-setting=vulnerability]")
    root = page.locator(".cl-root")
    assert root.get_attribute("data-lm-suppress-shortcuts") is not None
    page.screenshot(path=str(artifacts / "e2e-1-setup.png"), animations="disabled")

    times = [roundtrip(page, lambda: page.click("[data-setting=vulnerability][data-value=NS]"))]
    page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)
    page.locator(".cl-root").screenshot(path=str(artifacts / "e2e-2-auction.png"), animations="disabled")

    learner_calls = 0
    cards_played = 0
    for _ in range(80):
        page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)  # the card-play AI thinks about a second a card
        if page.locator("[data-testid=score]").count():
            break
        if page.locator("[data-call]").count():
            call = "3NT" if learner_calls == 0 else "P"  # South then declares and plays both hands
            times.append(roundtrip(page, lambda: page.click(f"[data-call='{call}']"), f"call {call}"))
            learner_calls += 1
            continue
        card = page.locator(".cl-hand.is-active [data-card]:not([aria-disabled=true])").first
        code = card.get_attribute("data-card")
        times.append(roundtrip(page, lambda: card.click(position={"x": 10, "y": 9}), f"select {code}"))
        page.wait_for_selector(f"[data-card='{code}'][aria-pressed=true]")
        if cards_played == 2:
            page.locator(".cl-root").screenshot(path=str(artifacts / "e2e-3-play-selected.png"),
                                                animations="disabled")
        times.append(roundtrip(page, lambda: page.click("[data-action=confirm]"), f"confirm {code}"))
        cards_played += 1
    score = page.locator("[data-testid=score]")
    assert score.count() == 1, "the deal did not reach the score"
    ns = int(page.locator("[data-testid=score-ns]").inner_text())
    ew = int(page.locator("[data-testid=score-ew]").inner_text())
    assert ns == -ew
    south_is_dummy = page.locator("[data-testid=seat-S] .cl-role").count() == 2
    assert cards_played >= 13 or south_is_dummy  # the learner played South's (and the dummy's) cards
    page.locator(".cl-root").screenshot(path=str(artifacts / "e2e-4-score.png"), animations="disabled")

    # Language switch: every visible word in Thai.
    times.append(roundtrip(page, lambda: page.select_option("select[data-setting=lang]", "th")))
    page.wait_for_function("() => document.querySelector('.cl-root').getAttribute('lang') === 'th'")
    assert page.locator(".cl-title").inner_text() == "โต๊ะบริดจ์"
    assert page.locator("[data-testid=score] h3").inner_text() == "แต้ม"
    visible = page.locator(".cl-root").inner_text()
    assert re.search(r"[\u0E00-\u0E7F]", page.locator("[data-testid=status]").inner_text())
    assert "Score" not in visible and "Bidding" not in visible and "South" not in visible
    page.locator(".cl-root").screenshot(path=str(artifacts / "e2e-5-thai.png"), animations="disabled")

    median, worst = statistics.median(times), max(times)
    summary = (f"click-to-updated-view over {len(times)} clicks: median {median:.1f} ms, "
               f"p90 {sorted(times)[int(len(times) * 0.9)]:.1f} ms, max {worst:.1f} ms")
    print("\n" + summary)
    (artifacts / "e2e-timing.txt").write_text(summary + "\n" + "\n".join(roundtrip.log) + "\n", encoding="utf-8")
    # The target is 100 ms (printed above); the assertion leaves room for a loaded CI machine.
    assert median < 300, f"median click-to-view {median:.1f} ms"


def test_keyboard_in_jupyterlab_does_not_trigger_notebook_shortcuts(page, lab_notebook, steady_focus):
    lab_notebook("bridge-keys.ipynb", NOTEBOOK, "[data-setting=vulnerability]")
    cells = "() => jupyterapp.shell.currentWidget.content.widgets.length"
    before = page.evaluate(cells)
    steady_focus("[data-setting=vulnerability][data-value=None]")
    assert page.evaluate("() => document.activeElement.dataset.value") == "None"
    # 'b' inserts a cell below and 'a' above in command mode, 'd d' deletes: none may fire in the widget.
    for key in ("b", "a", "d", "d", "ArrowRight"):
        page.keyboard.press(key)
    # Keys are handled in order: once the arrow has moved the focus, the letters before it were handled.
    page.wait_for_function("() => document.activeElement.dataset.value === 'NS'", timeout=ROUND_TRIP_MS)
    assert page.evaluate(cells) == before
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-call]", timeout=ROUND_TRIP_MS)
