"""The lesson-deals table's front end in Chromium (stub model, no Jupyter): where the plan sits, keyboard."""
from __future__ import annotations

from pathlib import Path

from conftest import mount_widget

from cardlearn.widgets.lesson_deals import lesson_deals

SHOTS = Path("/work/shots/themed")

BOXES = """() => { const box = (s) => { const e = document.querySelector(s); if (!e) return null;
  const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
  const plan = document.querySelector('.cl-root [data-testid=lesson-plan]').getBoundingClientRect();
  const covered = [...document.querySelectorAll('.cl-root .cl-card')].filter((c) => { const r = c.getBoundingClientRect();
    return r.left < plan.right && plan.left < r.right && r.top < plan.bottom && plan.top < r.bottom; }).length;
  return { plan: box('.cl-root [data-testid=lesson-plan]'), felt: box('.cl-root .cl-felt'), covered }; }"""


def shot(page, artifacts, name: str) -> None:
    page.screenshot(path=str(artifacts / name), full_page=True)
    if SHOTS.parent.is_dir():
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / name), full_page=True)


def test_plan_above_the_felt_on_a_narrow_output(page, artifacts):
    mount_widget(page, lesson_deals("example", ai_delay=0, lang="th"), width=860)
    boxes = page.evaluate(BOXES)
    assert boxes["covered"] == 0
    assert boxes["plan"]["bottom"] <= boxes["felt"]["top"]
    assert boxes["plan"]["bottom"] - boxes["plan"]["top"] < 130  # title, mode and a three-line plan
    shot(page, artifacts, "frontend-lesson-deals-narrow-th.png")


def test_plan_beside_the_felt_on_a_wide_output(page, artifacts):
    mount_widget(page, lesson_deals("example", board=2, ai_delay=0, lang="ko"), width=1280)
    boxes = page.evaluate(BOXES)
    assert boxes["covered"] == 0
    assert boxes["plan"]["left"] >= boxes["felt"]["right"]
    assert page.evaluate("() => getComputedStyle(document.querySelector('.cl-root .cl-lesson')).position") == "sticky"
    shot(page, artifacts, "frontend-lesson-deals-wide-ko.png")


def test_board_buttons_are_one_tab_stop_with_arrow_keys(page):
    table = lesson_deals("example", ai_delay=0, lang="en")
    mount_widget(page, table, width=900)
    first = page.locator(".cl-root [data-action=lesson-board][data-board='1']")
    second = page.locator(".cl-root [data-action=lesson-board][data-board='2']")
    assert first.get_attribute("tabindex") == "0" and second.get_attribute("tabindex") == "-1"
    first.focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.board") == "2"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.cl-root [data-testid=lesson-title]').textContent"
                           " === 'Defend: take your tricks'")
    assert table.lesson_board.number == 2
    # the focus stays on the board's button, now the pressed one
    assert page.evaluate("() => document.activeElement.dataset.board") == "2"
    assert second.get_attribute("aria-pressed") == "true"
