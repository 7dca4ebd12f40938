"""The duplicate table's traveller and the teacher's results page in Chromium (stub model, Thai)."""
from __future__ import annotations

import sys
from pathlib import Path

from conftest import mount_widget

from cardlearn import cli

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from duplicate_helpers import learner_table

SHOTS = Path("/work/shots/duplicate")


def make_session(tmp_path: Path) -> str:
    classes = tmp_path / "classes"
    assert cli.main(["class", "new", "lesson3", "--boards", "3", "--seed", "42", "--dir", str(classes),
                     "--lang", "th", "--note", "1=นับตองที่แน่นอนก่อนเล่นไพ่ใบแรก"]) == 0
    return str(classes / "lesson3")


def test_traveller_in_thai_only_after_the_board(page, artifacts, tmp_path):
    session = make_session(tmp_path)
    for name, call in (("ben", "1NT"), ("chai", None)):
        learner_table(session, name, call, "th")["finish_board"]()
    ana = learner_table(session, "ana", "3NT", "th")
    table = ana["table"]
    mount_widget(page, table, live=False, width=980)
    assert page.locator("[data-testid=duplicate-board]").inner_text().startswith("บอร์ด 1 จาก 3")
    assert page.locator("[data-testid=traveller]").count() == 0  # classmates finished, Ana has not
    ana["finish_board"]()
    mount_widget(page, table, width=980)
    rows = page.locator("[data-testid=traveller] tbody tr")
    assert rows.count() == 3
    assert page.locator("[data-testid=traveller] tr[data-mine=true]").inner_text().startswith("คุณ")
    text = page.locator("[data-testid=duplicate]").inner_text()
    assert "แมตช์พอยต์" in text and "นับตองที่แน่นอน" in text
    # Dan finishes later: the Refresh button brings his result in.
    learner_table(session, "dan", "2NT", "th")["finish_board"]()
    page.click("[data-action=refresh-traveller]")
    page.wait_for_function("() => document.querySelectorAll('[data-testid=traveller] tbody tr').length === 4")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".cl-root").screenshot(path=str(SHOTS / "traveller-th.png"))
    page.locator("[data-testid=duplicate]").screenshot(path=str(artifacts / "duplicate-traveller-th.png"))


def test_the_teachers_results_page(page, artifacts, tmp_path):
    session = make_session(tmp_path)
    plays = {"ana": "3NT", "ben": "1NT", "chai": None, "dan": "2NT"}
    for name, call in plays.items():
        learner = learner_table(session, name, call, "th")
        for board in (1, 2, 3):
            if name == "dan" and board == 3:
                break  # Dan leaves early: board 3 is factored up (Neuberg)
            learner["finish_board"]()
            if board < 3:
                learner["table"].receive({"action": "new-deal"})
    out = tmp_path / "out"
    assert cli.main(["class", "results", "lesson3", "--dir", str(Path(session).parent), "--out", str(out),
                     "--lang", "th"]) == 0
    page.set_viewport_size({"width": 1000, "height": 900})
    page.goto((out / "results.html").as_uri())
    assert "ผลของรอบการเล่น lesson3" in page.locator("h1").inner_text()
    assert page.locator("svg polyline").count() == 4
    assert page.locator("table").first.locator("tbody tr").count() == 4
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "results-th.png"), full_page=True)
    page.screenshot(path=str(artifacts / "duplicate-results.png"), full_page=True)
