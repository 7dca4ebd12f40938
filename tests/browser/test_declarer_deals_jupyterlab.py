"""Lesson 4's themed deals in JupyterLab + Chromium: the plan above the table during the play, the comment after.

The deal is the hold-up board of ``declarer-notrump`` in Danish. For the comment the
notebook plays the deal out first with the AI's hint for South's cards (the hint
follows the plan: it holds up the ♥A), then shows the table.
"""
from __future__ import annotations

PLAY = '''import cardlearn
from cardlearn.ai.bridge.hints import hint
cardlearn.set_language("da")
deals = cardlearn.lesson_deals("declarer-notrump", board=2, ai_delay=0)
{finish}
deals'''
FINISH = '''while not deals.game.is_over:
    deals.receive({"action": "play", "card": hint(deals.game, seat=deals.game.controller).card})'''


def test_the_plan_shows_during_the_play(page, lab_notebook, artifacts):
    page.set_viewport_size({"width": 1100, "height": 1300})
    lab_notebook("declarer-plan.ipynb", PLAY.format(finish=""), "[data-testid=lesson-plan]")
    plan = page.locator("[data-testid=lesson-plan]").inner_text()
    assert "Vest spiller ♥K ud" in plan and "tag først ♥A i tredje runde" in plan
    page.wait_for_selector(".cl-root [data-hand=S] [data-card]")
    assert page.locator("[data-testid=lesson-comment]").count() == 0  # the comment waits for the end
    page.screenshot(path=str(artifacts / "declarer-notrump-plan.png"))


def test_the_comment_shows_after_the_deal(page, lab_notebook, artifacts):
    page.set_viewport_size({"width": 1100, "height": 1500})
    lab_notebook("declarer-comment.ipynb", PLAY.format(finish=FINISH), "[data-testid=lesson-comment]")
    comment = page.locator("[data-testid=lesson-comment]").inner_text()
    assert "Øst havde ♣A, men kun tre hjerter" in comment
    page.locator("[data-testid=lesson-comment]").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "declarer-notrump-comment.png"), full_page=True)


def test_a_suit_contract_board_in_korean(page, lab_notebook, artifacts):
    """Lesson 5's ruff-in-dummy board: the plan in Korean (Hangul fonts, card symbols with particles)."""
    page.set_viewport_size({"width": 1100, "height": 1300})
    source = ('import cardlearn\ncardlearn.set_language("ko")\n'
              'deals = cardlearn.lesson_deals("declarer-suit", board=2, ai_delay=0)\ndeals')
    lab_notebook("declarer-suit-ko.ipynb", source, "[data-testid=lesson-plan]")
    plan = page.locator("[data-testid=lesson-plan]").inner_text()
    assert "세 번째 다이아몬드를 더미에서 러프하세요" in plan
    page.wait_for_selector(".cl-root [data-hand=S] [data-card]")
    page.screenshot(path=str(artifacts / "declarer-suit-plan-ko.png"))
