"""End to end: a Minibridge deal in real JupyterLab — South sees every seat's points and dummy, chooses the
contract with the buttons (after a hint), plays it to the end by clicks and sees the score as a sentence.

Also draws the table before the contract in Korean (stub model, no Jupyter) for the screenshots.
"""
from __future__ import annotations

import os
from pathlib import Path

from conftest import ROUND_TRIP_MS, mount_widget

from cardlearn.engine.bridge.minibridge import advise_contract
from cardlearn.widgets import MinibridgeTable

SHOTS = Path(os.environ.get("CARDLEARN_SHOTS", "/work/shots/play"))

NOTEBOOK = {
    "cells": [{
        "cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
        "source": ["from cardlearn.widgets import MinibridgeTable\n",
                   "table = MinibridgeTable(seed=0, ai_delay=0, lang='th')\n", "table"],
    }],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}

SETTLED = """() => {
  const root = document.querySelector('.cl-root');
  if (!root || root.dataset.pending !== root.dataset.ack) return false;
  return !!(document.querySelector('[data-testid=score]')
    || document.querySelector('.cl-hand.is-active [data-card]:not([aria-disabled=true])'));
}"""


def shot(page, artifacts, name: str) -> None:
    for folder in (artifacts, SHOTS):
        folder.mkdir(parents=True, exist_ok=True)
        page.locator(".cl-root").screenshot(path=str(folder / name), animations="disabled")


def test_south_declares_a_minibridge_deal_to_the_end_in_thai(page, lab_notebook, artifacts):
    page.set_viewport_size({"width": 1100, "height": 1400})
    lab_notebook("minibridge-e2e.ipynb", NOTEBOOK, "[data-testid=contract-choice]")
    expected = MinibridgeTable(seed=0, ai_delay=0, lang="th")  # the same deal, to know what to expect
    for seat in "NESW":
        text = page.locator(f"[data-testid=points-{seat}]").inner_text()
        assert text == f"{expected._setup.points[seat]} แต้ม"
    assert page.locator("[data-hand=N] [data-card]").count() == 13  # dummy is down before the contract
    assert page.locator("[data-hand=E] [data-card]").count() == 0
    assert "ใต้" in page.locator("[data-testid=minibridge-why]").inner_text()
    page.click("[data-action=hint]")
    page.wait_for_selector("[data-testid=hint]", timeout=ROUND_TRIP_MS)
    assert page.locator("[data-testid=hint]").inner_text() == advise_contract(expected.deal, "S").message().text("th")
    shot(page, artifacts, "minibridge-th-choose.png")

    page.click("[data-contract='3NT']")
    page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)
    assert "3NT" in page.locator("[data-testid=contract]").inner_text()
    assert page.locator("[data-testid=contract-choice]").count() == 0
    for played in range(60):
        page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)
        if page.locator("[data-testid=score]").count():
            break
        card = page.locator(".cl-hand.is-active [data-card]:not([aria-disabled=true])").first
        code = card.get_attribute("data-card")
        card.click(position={"x": 10, "y": 9})
        page.wait_for_selector(f"[data-card='{code}'][aria-pressed=true]", timeout=ROUND_TRIP_MS)
        page.click("[data-action=confirm]")
        page.wait_for_selector(f".cl-hand [data-card='{code}']", state="detached", timeout=ROUND_TRIP_MS)
        if played == 3:
            shot(page, artifacts, "minibridge-th-play.png")
    page.wait_for_selector("[data-testid=score]", timeout=ROUND_TRIP_MS)
    result = page.locator("[data-testid=score] .cl-result").inner_text()
    assert result.startswith("3NT โดยใต้")
    assert page.locator("[data-testid=minibridge-panel]").count() == 1
    shot(page, artifacts, "minibridge-th-over.png")


def test_the_contract_choice_in_korean(page, artifacts):
    table = MinibridgeTable(seed=0, ai_delay=0, lang="ko")
    mount_widget(page, table, width=1000)
    assert page.locator("[data-testid=points-S]").inner_text() == f"{table._setup.points['S']}점"
    assert page.locator("[data-contract]").count() == 35
    page.click("[data-action=hint]")
    page.wait_for_selector("[data-testid=hint]", timeout=ROUND_TRIP_MS)
    shot(page, artifacts, "minibridge-ko-choose.png")
    page.click("[data-contract='4H']")
    page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)
    assert table.game is not None and str(table.game.contract) == "4H by S"
    assert "10" in page.locator("[data-testid=contract]").inner_text()  # 4♥ needs ten tricks (♥ is drawn)
