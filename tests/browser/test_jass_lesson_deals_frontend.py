"""The Schieber lesson deals' front end in Chromium (stub model, no Jupyter): deal buttons, plan, comment."""
from __future__ import annotations

from pathlib import Path

from conftest import mount_widget

from cardlearn.widgets.lesson_deals import lesson_deals

SCREENS = Path("/work/notes/screens")


def shot(page, artifacts, name: str) -> None:
    page.screenshot(path=str(artifacts / name), full_page=True)
    if SCREENS.parent.is_dir():
        SCREENS.mkdir(exist_ok=True)
        page.screenshot(path=str(SCREENS / name), full_page=True)


def test_plan_above_the_score_and_the_choice_refused_with_its_reason(page, artifacts):
    table = lesson_deals("jass-contracts", ai_delay=0, lang="da")
    mount_widget(page, table, width=900)
    title = page.locator(".cl-root [data-testid=lesson-title]")
    assert title.text_content() == "Vælg trumf"
    assert "Vælg roser" in page.locator(".cl-root [data-testid=lesson-plan]").text_content()
    buttons = page.locator(".cl-root [data-action=lesson-board]")
    assert buttons.count() == 4 and buttons.first.get_attribute("aria-pressed") == "true"
    shot(page, artifacts, "jass-deal-plan-da.png")
    buttons.nth(1).click()
    page.wait_for_function("() => document.querySelector('.cl-root [data-testid=lesson-title]').textContent"
                           " === 'Vælg Obenabe'")
    assert table.lesson_board.number == 2


def test_comment_after_the_deal(page, artifacts):
    table = lesson_deals("jass-trick-taking", board=2, ai_delay=0, lang="da")
    deal = table.lesson_board
    while table.phase == "play":  # the learner follows the plan
        played = [c for t in table.match.deal.tricks for _, c in t.cards] + [c for _, c in table.match.trick.cards]
        table.handle_intent("play", {"card": deal.line[len(played)]})
        table._run_ai(synchronous=True)
    table.publish()
    mount_widget(page, table, width=900)
    comment = page.locator(".cl-root [data-testid=lesson-comment]")
    assert "143" in comment.text_content()
    shot(page, artifacts, "jass-deal-comment-da.png")
