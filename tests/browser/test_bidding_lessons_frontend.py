"""Lessons 10 and 11 in Chromium (stub model, no Jupyter): a guided Stayman deal and the overcall drill."""
from __future__ import annotations

import os
from pathlib import Path

from conftest import mount_widget

from cardlearn.exercises.widget import exercise_widget
from cardlearn.widgets.lesson_deals import lesson_deals

SETTLED = "() => { const r = document.querySelector('.cl-root'); return r.dataset.pending === r.dataset.ack; }"
SHOTS = Path(os.environ["CARDLEARN_SHOTS"]) if os.environ.get("CARDLEARN_SHOTS") else None


def click(page, selector: str) -> None:
    page.click(selector)
    page.wait_for_function(SETTLED)


def shoot(page, artifacts: Path, name: str) -> None:
    for target in [artifacts] + ([SHOTS] if SHOTS else []):
        target.mkdir(parents=True, exist_ok=True)
        page.locator(".cl-root").first.screenshot(path=str(target / name), animations="disabled")


def call_when_south(page, widget, code: str) -> None:
    """Make South's call once the table has come round to South (the scripted seats call first)."""
    page.wait_for_function("(code) => !!document.querySelector(`.cl-root button[data-call='${code}']:not([disabled])`)",
                           arg=code)
    click(page, f".cl-root button[data-call='{code}']")


def test_guided_stayman_deal_accepts_only_the_systems_call(page, artifacts):
    widget = lesson_deals("notrump-stayman", lang="da", ai_delay=0)
    mount_widget(page, widget, width=900)
    assert "Stayman" in page.locator(".cl-root").inner_text()  # board 1's title
    call_when_south(page, widget, "1NT")
    call_when_south(page, widget, "3NT")  # the wrong answer to Stayman is refused with the bid note
    text = page.locator(".cl-root").inner_text()
    assert "2♥" in text and "fire hjerter" in text, text
    assert widget.game.calls[-1] != "3NT" and len(widget.game.calls) == 4
    shoot(page, artifacts, "guided-stayman-da-wrong-call.png")
    call_when_south(page, widget, "2H")
    page.wait_for_function("() => document.querySelector('.cl-root').innerText.includes('4♥')")
    shoot(page, artifacts, "guided-stayman-da.png")


def test_overcall_drill_new_exercise_in_korean(page, artifacts, tmp_path):
    widget = exercise_widget("bridge.mastery.overcall", lang="ko", answers=tmp_path / "answers.json")
    mount_widget(page, widget, width=640)
    prompt = page.locator("[data-testid=prompt]").inner_text()
    assert "1♥" in widget.exercise.prompt and "오버콜" in prompt
    click(page, "[data-action=new]")
    assert page.locator("[data-testid=prompt]").inner_text() != prompt
    answer = widget.exercise.answer
    assert answer in {call for call in ("P", "X", "1NT")} or answer[0] in "1234"
    shoot(page, artifacts, "mastery-overcall-ko.png")


def test_defence_deal_shows_the_lead_note_when_south_leads(page, artifacts):
    widget = lesson_deals("competition", board=4, lang="tr", ai_delay=0)
    mount_widget(page, widget, width=900)
    call_when_south(page, widget, "P")
    call_when_south(page, widget, "P")
    page.wait_for_function("() => document.querySelector('.cl-root').innerText.includes('Ortağınızın rengi kupayla')")
    assert widget.game.phase == "play" and widget.game.declarer == "E" and widget.game.to_act == "S"
    shoot(page, artifacts, "defence-lead-tr.png")
