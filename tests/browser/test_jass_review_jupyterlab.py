"""End to end: JupyterLab + Chromium open a Schieber deal's review, step through it, see the chart and the slate.

The deal is played in the notebook's cell (the learner's first legal card each
time) so the table opens on the deal's score; then everything is done by clicks
and keys in the page, in English, Thai and Korean (screenshots for the notes).
"""
from __future__ import annotations

import shutil
from pathlib import Path

from conftest import ROUND_TRIP_MS

SCREENS = Path("/work/notes/screens")
HANDS = {
    "S": ["EA", "EK", "EO", "EU", "R6", "S6", "S8", "BA", "B9"],
    "E": ["RA", "RK", "RO", "ET", "E9", "S7", "B7", "BT", "SK"],
    "N": ["E8", "E6", "RU", "R9", "R7", "SA", "SU", "S9", "BK"],
    "W": ["E7", "RT", "R8", "SO", "ST", "BO", "BU", "B8", "B6"],
}
SOURCE = f"""from cardlearn.widgets import JassTable
from cardlearn.widgets.jass_players import FirstLegalJassPlayer
table = JassTable.from_hands({HANDS!r}, forehand="S", seed=3, ai_delay=0, lang="en",
                             players={{seat: FirstLegalJassPlayer() for seat in "NEW"}})
table.receive({{"action": "contract", "value": "E"}})
while table.phase == "play":
    table.receive({{"action": "play", "card": table.match.legal_cards("S")[0]}})
table"""
NOTEBOOK = {
    "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
               "source": SOURCE.splitlines(keepends=True)}],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}
SETTLED = "() => { const r = document.querySelector('.cl-root'); return r && r.dataset.pending === r.dataset.ack; }"


def step_text(page) -> str:
    return page.locator("[data-testid=review-step]").inner_text()


def held(page, seat: str) -> int:
    return int(page.locator(f"[data-review-hand={seat}]").get_attribute("data-count"))


def shot(page, artifacts: Path, name: str, selector: str = ".cl-root") -> None:
    path = artifacts / name
    page.locator(selector).first.screenshot(path=str(path), animations="disabled")
    SCREENS.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, SCREENS / name)


def test_review_steps_through_a_deal_with_chart_and_slate(page, lab_notebook, artifacts):
    page.set_viewport_size({"width": 1100, "height": 1500})
    lab_notebook("jass-review.ipynb", NOTEBOOK, "[data-action=review-open]")
    page.click("[data-action=review-open]")
    page.wait_for_selector("[data-testid=review]")
    # The judgement arrives after the opened review is on screen.
    page.wait_for_selector("[data-testid=review-values]", timeout=ROUND_TRIP_MS)
    assert page.locator("[data-testid=review-analysing]").count() == 0
    assert step_text(page) == "Trick 9, card 4"
    assert "acorns trump ×1 · chosen by South" in page.locator("[data-testid=review-contract]").inner_text()
    assert page.locator("[data-testid=review-tricks] tbody tr[data-review-trick]").count() == 9
    assert "Stöck" in page.locator("[data-testid=review-weis]").inner_text()
    assert page.locator("[data-testid=review-values] tr.is-chosen").get_attribute("data-contract") == "E"

    # Jump to trick 2, then step back by clicks and by the keyboard.
    page.click("[data-action=review-trick][data-trick='2']")
    page.wait_for_function("() => document.querySelector('[data-testid=review-step]').dataset.step === '8'")
    assert step_text(page) == "Trick 2, card 4" and held(page, "S") == 7
    assert page.locator("[data-testid=review-trick] .cl-review-trick-card").count() == 4
    page.click("[data-action=review-prev]")
    page.wait_for_function("() => document.querySelector('[data-testid=review-step]').dataset.step === '7'")
    assert step_text(page) == "Trick 2, card 3"
    page.locator("[data-action=review-prev]").focus()
    for step in range(6, -1, -1):
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => document.querySelector('[data-testid=review-step]').dataset.step === '{step}'")
    assert step_text(page) == "The hands as dealt"
    assert [held(page, seat) for seat in "NESW"] == [9, 9, 9, 9]
    page.click("[data-action=review-next]")
    page.wait_for_function("() => document.querySelector('[data-testid=review-step]').dataset.step === '1'")
    assert held(page, "S") == 8
    assert page.locator("[data-testid=review-trick] [data-seat=S]").count() == 1
    shot(page, artifacts, "jass-review-en.png", "[data-testid=review]")

    # The match as a picture: the chart and the slate, named for screen readers.
    chart = page.locator("[data-testid=match-chart]")
    slate = page.locator("[data-testid=jass-slate]")
    assert "target 3000" in chart.get_attribute("aria-label")
    assert "strokes of 100" in slate.get_attribute("aria-label")
    shot(page, artifacts, "jass-picture-en.png", "[data-testid=match-picture]")

    for lang, word in (("th", "ทบทวน"), ("ko", "복기"), ("da", "Gennemgang"), ("tr", "incelemesi")):
        page.select_option("select[data-setting=lang]", lang)
        page.wait_for_function(SETTLED)
        page.wait_for_function(f"() => document.querySelector('[data-testid=review]').innerText.includes('{word}')")
        shot(page, artifacts, f"jass-review-{lang}.png", "[data-testid=review]")
        shot(page, artifacts, f"jass-picture-{lang}.png", "[data-testid=match-picture]")
    page.click("[data-action=review-close]")
    page.wait_for_selector("[data-action=review-open]")


MATCH_SOURCE = """from cardlearn.widgets import JassTable
from cardlearn.widgets.jass_players import FirstLegalJassPlayer
table = JassTable(seed=11, ai_delay=0, lang="en", players={seat: FirstLegalJassPlayer() for seat in "NEW"})
for contract in ["obenabe", "S", "undenufe", "E", "B", "R", "obenabe", "S"]:
    if table.phase == "deal_over":
        table.receive({"action": "new-deal"})
    if table.phase == "contract" and table.match.to_act == "S":
        table.receive({"action": "contract", "value": contract})
    while table.phase == "play":
        table.receive({"action": "play", "card": table.match.legal_cards("S")[0]})
table"""


def test_chart_and_slate_after_several_deals(page, lab_notebook, artifacts):
    notebook = {**NOTEBOOK, "cells": [{**NOTEBOOK["cells"][0], "source": MATCH_SOURCE.splitlines(keepends=True)}]}
    page.set_viewport_size({"width": 1100, "height": 1500})
    lab_notebook("jass-picture.ipynb", notebook, "[data-testid=match-picture]")
    chart = page.locator("[data-testid=match-chart]")
    assert chart.locator("polyline").count() == 2
    deals = page.locator("[data-testid=record] tbody tr").count()
    assert deals >= 8 and chart.locator("circle").count() == 2 * deals
    shot(page, artifacts, "jass-picture-match-en.png", "[data-testid=match-picture]")
    page.select_option("select[data-setting=lang]", "ko")
    page.wait_for_function("() => document.querySelector('[data-testid=match-picture] h3').innerText.includes('매치')")
    shot(page, artifacts, "jass-picture-match-ko.png", "[data-testid=match-picture]")
