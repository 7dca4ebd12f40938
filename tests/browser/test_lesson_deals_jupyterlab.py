"""A lesson's themed deals in JupyterLab + Chromium: one cell ``lesson_deals("example")``, the plan above the
felt, a fixed-auction board played to the end with the learner's clicks, the comment after it; a guided
board where a wrong call is refused with the board's reason."""
from __future__ import annotations

import shutil
from pathlib import Path

from conftest import ROUND_TRIP_MS
from table_helpers import click_visible_centre, wait_learner_or_end

DEALS = Path(__file__).resolve().parents[2] / "lessons" / "deals"
SHOTS = Path("/work/shots/themed")


def shot(page, artifacts, name: str) -> None:
    page.screenshot(path=str(artifacts / name))
    if SHOTS.parent.is_dir():  # the team's screenshot folder on the engineers' machines
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / name))


def play_by_clicks(page) -> int:
    """One click on the learner's first legal card each turn (one-click play), until the deal is over."""
    clicks = 0
    while (seat := wait_learner_or_end(page)) is not None:
        code = page.evaluate(f"() => document.querySelector('.cl-root [data-hand=\"{seat}\"] button.cl-card.is-legal')"
                             ".dataset.card")
        click_visible_centre(page, seat, code, 18.0)
        page.wait_for_function(
            f"() => !document.querySelector('.cl-root [data-hand=\"{seat}\"] [data-card=\"{code}\"]')",
            timeout=ROUND_TRIP_MS)
        clicks += 1
        assert clicks <= 26, "the deal did not finish"
    return clicks


def lesson_cell(slug: str, lang: str = "da", extra: str = "") -> str:
    # as a lesson writes it: the settings, then one line for the deals (its language from the settings);
    # the bar itself is not shown, so the table is the page's only .cl-root, as the table helpers expect
    return ("import cardlearn\n"
            f'bar = cardlearn.settings(lang="{lang}")\n'
            f'cardlearn.lesson_deals("{slug}", ai_delay=0{extra})')


def test_fixed_board_plan_play_and_comment(page, lab_notebook, artifacts):
    page.set_viewport_size({"width": 1280, "height": 720})
    lab_notebook("lesson-deals.ipynb", lesson_cell("example", extra=", one_click=True"), "[data-testid=lesson-plan]")
    plan = page.locator(".cl-root [data-testid=lesson-plan]")
    assert page.locator(".cl-root [data-testid=lesson-title]").inner_text() == "Tæl, og spil så farven god"
    assert "Du er Syd i 3NT" in plan.inner_text()
    buttons = page.locator(".cl-root [data-action=lesson-board]")
    assert buttons.count() == 2 and buttons.nth(0).get_attribute("aria-pressed") == "true"
    # the fixed auction is over: the learner starts at the play (declarer: West led, South plays dummy's card)
    page.wait_for_selector(".cl-root .cl-hand.is-active button.cl-card.is-legal", timeout=ROUND_TRIP_MS)
    shot(page, artifacts, "jlab-lesson-deals-fixed-1280x720.png")
    # the plan never covers a card
    overlaps = page.evaluate("""() => { const p = document.querySelector('.cl-root [data-testid=lesson-plan]').getBoundingClientRect();
      return [...document.querySelectorAll('.cl-root .cl-card')].filter((c) => { const r = c.getBoundingClientRect();
        return r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom; }).length; }""")
    assert overlaps == 0
    # the play itself on a taller window: the compact felt of a 720-pixel screen overlaps the dummy's
    # cards more than the helper's visible-part check allows (a table matter, not the lesson's)
    page.set_viewport_size({"width": 1280, "height": 1000})
    clicks = play_by_clicks(page)
    assert clicks >= 13  # South's and dummy's cards: the learner plays one of them in every trick
    comment = page.locator(".cl-root [data-testid=lesson-comment]")
    comment.wait_for(timeout=ROUND_TRIP_MS)
    assert "Fire hjerter og fire ruder" in comment.inner_text() and "Efter spillet" in comment.inner_text()
    page.set_viewport_size({"width": 1280, "height": 720})
    comment.scroll_into_view_if_needed()
    shot(page, artifacts, "jlab-lesson-deals-comment.png")
    # board 2 by its button: West declares 4♠ and the learner defends
    buttons.nth(1).click()
    page.wait_for_function("() => document.querySelector('.cl-root [data-testid=lesson-title]')?.textContent"
                           " === 'Modspil: tag dine stik'", timeout=ROUND_TRIP_MS)
    page.wait_for_selector(".cl-root [data-hand=S].is-active button.cl-card.is-legal", timeout=ROUND_TRIP_MS)
    assert "Vest" in page.locator(".cl-root [data-testid=contract]").inner_text()
    page.locator(".cl-root [data-testid=lesson-title]").scroll_into_view_if_needed()
    shot(page, artifacts, "jlab-lesson-deals-defence-1280x720.png")
    # with JupyterLab's file browser closed the output is wide: the plan moves beside the felt
    page.evaluate("() => jupyterapp.commands.execute('application:toggle-left-area')")
    page.wait_for_function("""() => { const p = document.querySelector('.cl-root [data-testid=lesson-plan]').getBoundingClientRect();
      const f = document.querySelector('.cl-root .cl-felt').getBoundingClientRect(); return p.left >= f.right; }""",
                           timeout=ROUND_TRIP_MS)
    page.locator(".cl-root .cl-felt").scroll_into_view_if_needed()
    shot(page, artifacts, "jlab-lesson-deals-defence-wide-1280x720.png")


def test_guided_board_refuses_a_wrong_call(page, lab_notebook, jupyter_lab, artifacts):
    folder = jupyter_lab.root / "deals"
    folder.mkdir(exist_ok=True)
    shutil.copy(DEALS / "example.pbn", folder / "guided.pbn")
    toml = (DEALS / "example.toml").read_text(encoding="utf-8").replace('mode = "fixed"', 'mode = "guided"')
    toml = toml.replace('title.en = "Count, then establish"',
                        'bid_note.en = "15–17 points and a balanced hand: open 1NT."\n'
                        'bid_note.da = "15–17 point og en jævn hånd: åbn med 1NT."\n'
                        'title.en = "Count, then establish"', 1)
    (folder / "guided.toml").write_text(toml, encoding="utf-8")
    page.set_viewport_size({"width": 1280, "height": 720})
    lab_notebook("lesson-deals-guided.ipynb", lesson_cell("guided"), "[data-call='1H']")
    page.locator(".cl-root [data-call='1H']").click()
    notice = page.locator(".cl-root .cl-notice")
    notice.wait_for(timeout=ROUND_TRIP_MS)
    assert "I dette spil melder Syd 1NT her, ikke 1" in notice.inner_text()
    assert "åbn med 1NT" in notice.inner_text()
    shot(page, artifacts, "jlab-lesson-deals-guided-wrong-call.png")
    page.locator(".cl-root [data-call='1NT']").click()
    # North raises to 3NT as given; South's pass ends the auction
    page.wait_for_selector(".cl-root [data-auction-call='3NT']", timeout=ROUND_TRIP_MS)
    page.locator(".cl-root [data-call='P']").click()
    page.wait_for_selector(".cl-root .cl-hand.is-active button.cl-card.is-legal", timeout=ROUND_TRIP_MS)
    assert "3NT" in page.locator(".cl-root [data-testid=contract]").inner_text()
