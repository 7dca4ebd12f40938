"""The lesson widgets' ES modules in Chromium against a stub model (no Jupyter): clicks, feedback, keys, 600 px."""
from __future__ import annotations

import re

import pytest

from cardlearn.exercises.widget import exercise_widget
from cardlearn.widgets import BiddingLadder, TrickTrainer, UndertrickCalculator, WeisComparator
from conftest import mount_widget

SETTLED = "() => { const r = document.querySelector('.cl-root'); return r.dataset.pending === r.dataset.ack; }"


def click(page, selector: str) -> None:
    page.click(selector)
    page.wait_for_function(SETTLED)


def no_horizontal_scroll(page) -> None:
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), "horizontal scrolling"


def test_ladder_compare_by_clicks_and_keyboard(page, artifacts):
    mount_widget(page, BiddingLadder(lang="en"), width=600)
    root = page.locator(".cl-root")
    assert root.get_attribute("data-lm-suppress-shortcuts") is not None
    assert page.locator(".cl-ladder-grid [data-call]").count() == 35
    assert page.locator(".cl-screens").is_hidden()  # one screen: no tab bar
    click(page, "[data-call='2C']")
    click(page, "[data-call='1NT']")
    feedback = page.locator("[data-testid=feedback]")
    assert feedback.get_attribute("data-kind") == "correct"
    assert "higher level always wins" in feedback.inner_text()
    assert page.locator("[data-call='2C'][aria-pressed=true]").count() == 1
    # Arrow keys move inside the ladder (5 columns), Enter picks.
    page.focus("[data-call='1C']")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.call") == "2C"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_function(SETTLED)
    assert page.locator("[data-call='2D'][aria-pressed=true]").count() == 1
    no_horizontal_scroll(page)
    root.screenshot(path=str(artifacts / "lesson-ladder-600.png"), animations="disabled")


def test_ladder_legal_mode_marks_and_explains(page, artifacts):
    mount_widget(page, BiddingLadder("1H X", dealer="N", lang="th"), width=600)
    assert page.locator("[data-call='X'][data-legal=false]").count() == 1
    assert page.locator("[data-call='XX'][data-legal=true]").count() == 1
    assert page.locator("[data-call='1H'][data-legal=false]").count() == 1
    click(page, "[data-call='X']")
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "wrong"
    assert re.search(r"[\u0E00-\u0E7F]", page.locator("[data-testid=feedback]").inner_text())
    click(page, "[data-call='XX']")
    click(page, "[data-action=make]")
    assert page.locator("[data-auction-call='XX']").count() == 1
    no_horizontal_scroll(page)
    page.locator(".cl-root").screenshot(path=str(artifacts / "lesson-ladder-legal-th-600.png"), animations="disabled")


def test_trick_trainer_bridge_and_jass_by_clicks(page, artifacts):
    hand = ["C2", "S3", "DA", "SK", "D7", "C9"]
    mount_widget(page, TrickTrainer("bridge", contract="4S", trick=["HK", "HA"], hand=hand, lang="en"), width=600)
    assert page.locator("[data-trick-card]").count() == 2
    click(page, "[data-card='C2']")
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "wrong"
    assert page.locator("[data-card='C2']").get_attribute("data-result") == "wrong"
    click(page, "[data-card='SK']")
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "correct"
    assert page.locator("[data-trick-card='HA'][data-best=true]").count() == 1
    no_horizontal_scroll(page)
    page.locator(".cl-root").screenshot(path=str(artifacts / "lesson-trick-bridge-600.png"), animations="disabled")

    page = page.context.new_page()  # one stub model per page
    mount_widget(page, TrickTrainer("jass", contract="E", trick=["RA", "EK"], hand=["EU", "E6", "R7", "S9", "BA", "B6"],
                                    lang="da"), width=600)
    assert page.locator(".cl-answer-hand .cl-pip-acorn").count() >= 2  # Swiss suits are drawn, not lettered
    click(page, "[data-card='E6']")
    text = page.locator("[data-testid=feedback]").inner_text()
    assert "undertrumfe" in text
    page.locator(".cl-root").screenshot(path=str(artifacts / "lesson-trick-jass-da-600.png"), animations="disabled")


def test_calculator_guess_steps_and_table(page, artifacts):
    mount_widget(page, UndertrickCalculator("4HX", vulnerable=True, tricks=7, lang="ko"), width=600)
    page.fill("[data-field=guess]", "-500")
    page.press("[data-field=guess]", "Enter")
    page.wait_for_function(SETTLED)
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "wrong"
    page.fill("[data-field=guess]", "-800")
    click(page, "[data-action=check]")
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "correct"
    click(page, "[data-action=step]")
    click(page, "[data-action=step]")
    assert page.locator("[data-testid=steps] [data-step]").count() == 2
    assert page.locator("[data-testid=penalties] tr[aria-current=true]").get_attribute("data-down") == "3"
    click(page, "[data-field=doubled][data-value='2']")
    assert page.locator("[data-testid=penalties] [data-down='1'] td").nth(1).inner_text() == "−400"
    assert page.locator("[data-testid=steps] [data-step]").count() == 0  # a new case is a new question
    no_horizontal_scroll(page)
    page.locator(".cl-root").screenshot(path=str(artifacts / "lesson-calc-ko-600.png"), animations="disabled")


def test_weis_comparator_guess_and_chain(page, artifacts):
    widget = WeisComparator(seed=3, lang="tr")
    mount_widget(page, widget, width=600)
    assert page.locator("[data-seat]").count() == 4
    assert page.locator("[data-weis=true]").count() >= 6  # both teams' Weis cards are marked
    wrong = "EW" if widget.report.winner == "NS" else "NS"
    click(page, f"[data-team='{wrong}']")
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "wrong"
    click(page, f"[data-team='{widget.report.winner}']")
    assert page.locator("[data-testid=feedback]").get_attribute("data-kind") == "correct"
    click(page, "[data-action=step]")
    assert page.locator("[data-testid=chain] [data-step]").count() == 1
    click(page, "[data-action=all]")
    assert page.locator("[data-testid=chain] [data-state=decides]").count() == 1
    assert page.locator("[data-testid=weis-score]").count() == 1
    click(page, "[data-contract=undenufe]")
    assert page.locator("[data-testid=chain] [data-step]").count() == 0
    no_horizontal_scroll(page)
    click(page, "[data-action=all]")
    page.locator(".cl-root").screenshot(path=str(artifacts / "lesson-weis-tr-600.png"), animations="disabled")


@pytest.mark.parametrize("exercise_id, steps, shot", [
    ("bridge.undertricks.003", [("fill", "[data-field=number]", "-800")], "lesson-exercise-number.png"),
    ("jass.tricks.005", [("click", "[data-choice='{answer}']", None)], "lesson-exercise-card.png"),
    ("bridge.bidding.004", [("click", f"[data-item='{i}']", None) for i in ("1S", "1NT", "2C", "2D")],
     "lesson-exercise-order.png"),
    ("jass.weis.001", [("click", "[data-team='{answer}']", None)], "lesson-exercise-team.png"),
])
def test_exercise_widget_answers_by_clicking(page, artifacts, exercise_id, steps, shot):
    widget = exercise_widget(exercise_id, lang="en")
    answer = widget.exercise.answer
    answer = sorted(answer)[0] if isinstance(answer, frozenset) else answer
    mount_widget(page, widget, width=600)
    for kind, selector, value in steps:
        if kind == "fill":
            page.fill(selector, value)
        else:
            click(page, selector.format(answer=answer))
    click(page, "[data-action=check]")
    feedback = page.locator("[data-testid=feedback]")
    assert feedback.get_attribute("data-kind") == "correct", feedback.inner_text()
    click(page, "[data-action=hint]")
    assert page.locator("[data-testid=hints] li").count() == 1
    no_horizontal_scroll(page)
    page.locator(".cl-root").screenshot(path=str(artifacts / shot), animations="disabled")


def test_korean_lesson_widgets_show_no_english_words(page):
    for widget in (BiddingLadder("1H X", dealer="N", lang="ko"), UndertrickCalculator(lang="ko"),
                   TrickTrainer("bridge", seed=2, lang="ko"), WeisComparator(seed=1, lang="ko"),
                   exercise_widget("bridge.undertricks.003", lang="ko")):
        page = page.context.new_page()  # one stub model per page
        mount_widget(page, widget, width=700)
        text = page.locator(".cl-root").inner_text()
        if hasattr(widget, "exercise"):
            text = text.replace(widget.exercise.id, "")  # the id is the teacher's notation
        latin = set(re.findall(r"[A-Za-z]{3,}", text))
        allowed = {"NT", "English", "Dansk", "Türkçe", "Weis", "WEIS", "Schieber", "Obenabe", "Undenufe"}
        assert latin <= allowed, (widget, latin)
