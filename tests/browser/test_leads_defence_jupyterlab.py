"""Lesson 6's defence deals in JupyterLab + Chromium: the plan above the felt, the learner's lead hint
(the standard lead with its reason), the deal played to the end and the comment after it."""
from __future__ import annotations

from pathlib import Path

from conftest import ROUND_TRIP_MS
from table_helpers import play_deal_clicking_every_legal_card

SHOTS = Path("/work/shots/defence")


def shot(page, artifacts, name: str) -> None:
    page.screenshot(path=str(artifacts / name))
    if SHOTS.parent.is_dir():  # the team's screenshot folder on the engineers' machines
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / name))


def test_defence_deal_plan_lead_hint_and_comment(page, lab_notebook, artifacts):
    page.set_viewport_size({"width": 1280, "height": 900})
    cell = ('import cardlearn\nbar = cardlearn.settings(lang="da")\n'
            'cardlearn.lesson_deals("leads-defence", ai_delay=0)')
    lab_notebook("leads-defence.ipynb", cell, "[data-testid=lesson-plan]")
    assert page.locator(".cl-root [data-testid=lesson-title]").inner_text() == "Fjerdehøjeste, ikke kongen"
    assert "Øst spiller 3NT" in page.locator(".cl-root [data-testid=lesson-plan]").inner_text()
    # East declares: South, the learner, is on lead
    page.wait_for_selector(".cl-root [data-hand=S].is-active button.cl-card.is-legal", timeout=ROUND_TRIP_MS)
    page.locator(".cl-root [data-testid=lesson-title]").scroll_into_view_if_needed()
    shot(page, artifacts, "jlab-defence-plan.png")
    page.locator(".cl-root [data-action=hint]").click()
    hint = page.locator(".cl-root [data-testid=hint]")
    hint.wait_for(timeout=ROUND_TRIP_MS)
    text = hint.inner_text()
    assert "♣6" in text and "fjerdehøjeste" in text and "længste og stærkeste" in text
    shot(page, artifacts, "jlab-defence-lead-hint.png")
    play_deal_clicking_every_legal_card(page)
    comment = page.locator(".cl-root [data-testid=lesson-comment]")
    comment.wait_for(timeout=ROUND_TRIP_MS)
    assert "Med ♣6 tager modspillet fem stik" in comment.inner_text()
    comment.scroll_into_view_if_needed()
    shot(page, artifacts, "jlab-defence-comment.png")
    # the review reads the opening lead against the leads table
    lead = page.locator(".cl-root [data-testid=review-lead]")
    lead.wait_for(timeout=ROUND_TRIP_MS)
    assert lead.inner_text().startswith("Udspil: Syd spillede")
    lead.scroll_into_view_if_needed()
    shot(page, artifacts, "jlab-defence-review-lead.png")
