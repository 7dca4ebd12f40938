"""The review's two views of the learner's cards in a real JupyterLab: by what could be seen, with all hands seen.

South declares 7NT and takes the right finesse (♠Q); East's singleton king wins. By what South could see the
finesse is not marked; with all hands seen it cost a trick. Screenshots of both views go to test-artifacts/
(and to $CARDLEARN_SHOTS when set).
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from table_helpers import ack, click_visible_centre, wait_learner_or_end

pytest.importorskip("endplay")

FINESSE = "N:AQ2.AKQ.AKQ2.432 K.87652.9876.765 543.43.543.AKQJT JT9876.JT9.JT.98"
# The learner's cards up to the finesse (seat, card); the defenders follow their script.
LEARNER = [("N", "HQ"), ("S", "H3"), ("N", "C2"), ("S", "CA"), ("S", "S3"), ("N", "SQ")]

SETUP = """
from cardlearn.widgets import BridgeTable

class Scripted:
    def __init__(self, cards):
        self.cards = list(cards)

    def choose_call(self, game, seat):
        return "P"

    def choose_card(self, game, seat):
        legal = game.legal_cards()
        while self.cards:
            card = self.cards.pop(0)
            if card in legal:
                return card
        return legal[0]

table = BridgeTable({deal!r}, vulnerability="None", dealer="S", ai_delay=0, lang={lang!r}, one_click=True,
                    players={{"N": Scripted([]), "E": Scripted(["H5", "C5", "SK"]), "W": Scripted(["HJ", "C8", "S6"])}})
table
"""


def judge_marks(page) -> list[str]:
    return page.evaluate("() => Array.from(document.querySelectorAll('.cl-root .cl-review-mark div')).map((d) => d.textContent)")


def test_the_review_judges_by_what_could_be_seen_and_shows_all_hands_seen_on_request(page, lab_notebook, artifacts):
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size({"width": 1280, "height": 1000})
    lab_notebook("fair.ipynb", SETUP.format(deal=FINESSE, lang="en"), '[data-call="7NT"]')
    before = ack(page)
    page.click('.cl-root button[data-call="7NT"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
    for seat, card in LEARNER:
        assert wait_learner_or_end(page) == seat
        click_visible_centre(page, seat, card)
    while (seat := wait_learner_or_end(page)) is not None:  # the rest: the first legal card
        card = page.evaluate(f"() => document.querySelector('.cl-root [data-hand=\"{seat}\"] button.cl-card.is-legal').dataset.card")
        click_visible_centre(page, seat, card)
    page.wait_for_selector('.cl-root [data-testid="review-judge"]')
    page.wait_for_function("() => !document.querySelector('.cl-root .cl-review-note:not([data-testid])')")
    sd = page.locator('.cl-root [data-judge="sd"]')
    assert sd.get_attribute("aria-pressed") == "true" and sd.inner_text() == "By what I could see"
    assert "half a trick" in page.inner_text('.cl-root [data-testid="review-judge-note"]')
    trick3 = page.locator('.cl-root [data-review-trick="3"] td.is-costly')
    assert trick3.count() == 0  # the finesse is not marked
    assert not any("♠Q" in mark for mark in judge_marks(page))
    # Show the finesse trick, on a page tall enough for the whole review.
    before = ack(page)
    page.click('.cl-root [data-action="review-trick"][data-trick="3"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
    page.set_viewport_size({"width": 1280, "height": 2600})
    page.locator('.cl-root [data-testid="review"]').scroll_into_view_if_needed()
    shots = [artifacts]
    if os.environ.get("CARDLEARN_SHOTS"):
        shots.append(Path(os.environ["CARDLEARN_SHOTS"]))
    for folder in shots:
        folder.mkdir(parents=True, exist_ok=True)
        page.locator('.cl-root [data-testid="review"]').screenshot(path=str(folder / "review-by-what-you-could-see.png"))

    before = ack(page)
    page.click('.cl-root [data-judge="dd"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
    assert page.get_attribute('.cl-root [data-judge="dd"]', "aria-pressed") == "true"
    assert "double dummy" in page.inner_text('.cl-root [data-testid="review-judge-note"]')
    assert page.locator('.cl-root [data-review-trick="3"] td.is-costly').count() == 1  # with all hands seen
    assert any("♠Q" in mark and "Kept with: ♠A" in mark for mark in judge_marks(page))
    for folder in shots:
        page.locator('.cl-root [data-testid="review"]').screenshot(path=str(folder / "review-with-all-hands-seen.png"))
