"""Lesson 8's guided deals in JupyterLab + Chromium: a wrong opening is refused with the reason, the right one goes on.

The cell is the lesson's own deals cell (read from the Danish lesson), so the test clicks what a learner clicks.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import ROUND_TRIP_MS

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "da" / "08-bridge-openings.ipynb"
SHOTS = Path("/work/shots/bidding1")


def deals_cell() -> str:
    cells = ["".join(cell["source"]) for cell in json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
             if cell["cell_type"] == "code"]
    return next(source for source in cells if "lesson_deals(" in source)


def test_guided_opening_refuses_a_wrong_call_and_takes_the_right_one(page, lab_notebook, artifacts):
    source = f'import cardlearn\ncardlearn.set_language("da")\nfrom cardlearn import lesson_deals\n{deals_cell()}'
    page.set_viewport_size({"width": 1200, "height": 1500})
    lab_notebook("lesson-08-deals.ipynb", source, ".cl-bidding-box [data-call='1S']")
    assert "Fem spar: åbn med 1♠" in page.locator(".cl-lesson-boards").inner_text()
    page.locator(".cl-bidding-box [data-call='1D']").click()
    notice = page.locator("[data-testid=notice]")
    notice.wait_for(timeout=ROUND_TRIP_MS)
    text = notice.inner_text()
    assert "melder Syd 1♠ her, ikke 1♦" in text and "femkort-højfarve" in text
    page.screenshot(path=str(artifacts / "lesson8-guided-refused.png"), full_page=True)
    page.locator(".cl-bidding-box [data-call='1S']").click()
    # The box goes while West and North call (pass, 2♠ by the system) and comes back for South's pass.
    box = page.locator(".cl-bidding-box")
    box.wait_for(state="detached", timeout=ROUND_TRIP_MS)
    box.wait_for(timeout=4 * ROUND_TRIP_MS)
    assert page.locator("[data-testid=notice]").count() == 0  # the right call left no refusal behind
    page.screenshot(path=str(artifacts / "lesson8-guided-accepted.png"), full_page=True)
    if SHOTS.parent.exists():
        SHOTS.mkdir(exist_ok=True)
        for name in ("lesson8-guided-refused.png", "lesson8-guided-accepted.png"):
            shutil.copy(artifacts / name, SHOTS / name)


def test_response_drill_new_exercise_is_partners_real_opening(page, artifacts, tmp_path):
    """Lesson 9's drill in Chromium (stub model): answer with the call button, then a fresh deal's question."""
    from conftest import mount_widget

    from cardlearn.exercises.widget import exercise_widget

    settled = "() => { const r = document.querySelector('.cl-root'); return r.dataset.pending === r.dataset.ack; }"
    widget = exercise_widget("bridge.mastery.respond_suit", lang="ko", answers=tmp_path / "answers.json")
    mount_widget(page, widget, width=640)
    prompt = page.locator("[data-testid=prompt]").inner_text()
    assert "북이 딜러로 오픈하고" in prompt and "– 패스" in prompt  # suits are drawn as icons, not text
    page.locator(f".cl-root [data-call='{widget.exercise.answer}']").first.click()
    page.locator(".cl-root [data-action=check]").click()
    page.wait_for_function(settled)
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "correct"
    page.locator(".cl-root [data-action=new]").click()
    page.wait_for_function(settled)
    fresh = page.locator("[data-testid=prompt]").inner_text()
    assert fresh != prompt and "– 패스" in fresh
    auction = widget.exercise.situation["auction"]
    assert auction[0] in ("1C", "1D", "1H", "1S") and auction[1:] == ["P"]
    page.locator(".cl-root").screenshot(path=str(artifacts / "lesson9-drill-ko.png"), animations="disabled")
    if SHOTS.parent.exists():
        SHOTS.mkdir(exist_ok=True)
        shutil.copy(artifacts / "lesson9-drill-ko.png", SHOTS / "lesson9-drill-ko.png")
