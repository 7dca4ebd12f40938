"""The class report page in Chromium, from answers files written by real exercise runs of six learners."""
from __future__ import annotations

import random

from cardlearn.cli import main
from cardlearn.exercises import AnswerBook, exercise
from cardlearn.exercises.progress import lessons
from cardlearn.exercises.widget import exercise_widget

IDS = ["bridge.table.001", "bridge.table.002", "bridge.table.003", "bridge.undertricks.001",
       "bridge.undertricks.002", "bridge.tricks.005", "jass.table.001", "jass.contracts.001", "jass.weis.001"]


def run_class(folder):
    """Six learners answer by clicking (widgets) and with .check(): some right at once, some after hints."""
    rng = random.Random(7)
    for name in ("Ana", "Ben", "Chai", "Dana", "Emre", "Ji-woo"):
        book = AnswerBook(folder / f"{name.lower()}.json", learner=name)
        for exercise_id in IDS:
            if rng.random() < 0.2:
                continue  # not tried
            widget = exercise_widget(exercise_id, lang="en", answers=book)
            ex = widget.exercise
            right = ex.answer if not isinstance(ex.answer, frozenset) else min(ex.answer)
            wrong = [c for c in (ex.choices() or [-800, 5, 12, 100]) if c != right and
                     not (isinstance(ex.answer, frozenset) and c in ex.answer)]
            for _ in range(rng.choice([0, 0, 1, 2, 3])):
                if rng.random() < 0.4:
                    widget.receive({"action": "hint"})
                value = rng.choice(wrong)
                widget.receive({"action": "choose", "value": str(value) if ex.kind == "number" else value})
                widget.receive({"action": "check"})
            if rng.random() < 0.8:
                exercise(exercise_id, answers=book).check(list(right) if isinstance(right, tuple) else right)


def test_class_report_page(page, artifacts, tmp_path):
    collected = tmp_path / "collected"
    collected.mkdir()
    run_class(collected)
    out = tmp_path / "report"
    assert main(["exercises", "report", str(collected), "--out", str(out), "--lang", "th"]) == 0
    page.set_viewport_size({"width": 1100, "height": 900})
    page.goto((out / "report.html").as_uri())
    assert page.locator("table.heat tbody tr").count() == 6
    cells = page.locator("table.heat td[data-exercise]")
    assert cells.count() == 6 * page.locator("table.heat th.ex").count()
    assert page.locator("table.missed tbody tr").count() >= 1
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    assert "รายงานของชั้นเรียน" in page.locator("h1").inner_text()
    page.screenshot(path=str(artifacts / "class-report-th.png"), full_page=True)
    page.set_viewport_size({"width": 600, "height": 900})
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), \
        "a narrow window scrolls the heat map, not the page"
    page.screenshot(path=str(artifacts / "class-report-th-600.png"), full_page=True)


def test_progress_bars_in_korean(page, artifacts, tmp_path):
    import cardlearn

    path = tmp_path / "answers.json"
    book = AnswerBook(path, learner="Ji-woo")
    for exercise_id, answer in (("bridge.table.001", 14), ("bridge.table.003", 9), ("bridge.undertricks.001", -50),
                                ("bridge.undertricks.002", -100), ("jass.table.001", "E")):
        exercise(exercise_id, answers=book).check(answer)
    exercise("bridge.undertricks.001", answers=book).hint()
    shown = cardlearn.progress(answers=path, lang="ko")
    page.set_viewport_size({"width": 800, "height": 700})
    page.set_content(f"<!DOCTYPE html><html><body style='margin:16px'>{shown._repr_html_()}</body></html>")
    rows = page.locator(".cl-progress-row")
    assert rows.count() == len(lessons())
    bar = rows.nth(0).locator("[role=img] span").first.bounding_box()
    assert bar["width"] > 0, "the solved part of lesson 1 is drawn"
    assert "나의 진도" in page.locator(".cl-progress").inner_text()
    page.locator(".cl-progress").screenshot(path=str(artifacts / "progress-ko.png"))
