"""Without the double-dummy solver, the review after a deal says so at once, in the learner's language
(Chromium with a stub model; the solver is blocked in this process as on a machine without endplay)."""
from __future__ import annotations

import sys

import pytest
from conftest import mount_widget

from cardlearn.i18n import t
from cardlearn.widgets import BridgeTable
from cardlearn.widgets.bridge_session import par_of_deal
from cardlearn.widgets.bridge_view import double_dummy

PBN = "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"


class Passing:
    def choose_call(self, game, seat):
        return "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]


@pytest.fixture
def no_solver(monkeypatch: pytest.MonkeyPatch):
    """``import endplay`` fails, as where it is not installed (the solver caches start empty)."""
    # Every endplay module this process imported already (other tests ran the solver): with only the
    # top package blocked, ``from endplay.dds import …`` would still find ``endplay.dds``.
    for name in [name for name in sys.modules if name == "endplay" or name.startswith("endplay.")]:
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.setitem(sys.modules, "endplay", None)
    monkeypatch.setitem(sys.modules, "endplay._dds", None)
    double_dummy.cache_clear()
    par_of_deal.cache_clear()
    yield
    double_dummy.cache_clear()
    par_of_deal.cache_clear()


@pytest.mark.parametrize("lang", ["th", "ko"])
def test_the_review_says_the_solver_is_missing(page, artifacts, no_solver, lang: str) -> None:
    table = BridgeTable(PBN, vulnerability="None", dealer="S", ai_delay=0, lang=lang,
                        players={seat: Passing() for seat in "NEW"})
    table.receive({"action": "call", "call": "2S"})
    while not table.game.is_over:
        view = table.view
        seat = next(s for s, hand in view["hands"].items() if hand.get("active"))
        table.receive({"action": "play", "card": [c["code"] for c in view["hands"][seat]["cards"] if c["legal"]][-1]})
    mount_widget(page, table, width=900)
    note = page.locator('[data-testid="solver-missing"]')
    note.wait_for(state="visible")
    assert note.inner_text() == t("solver.missing", lang)
    assert page.get_by_text(t("widgets.review.label.analysing", lang)).count() == 0
    history = page.locator('[data-testid="history"]')
    assert t("solver.missing_short", lang) in history.inner_text()
    note.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"solver-missing-review-{lang}.png"), full_page=True)
