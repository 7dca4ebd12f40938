"""End to end: trait writes from a real front end (ipywidgets links in JupyterLab + Chromium).

``jslink`` copies a value from one widget to another inside the browser, so
the kernel receives a genuine front-end ``update`` of the lesson widget's
traits: a bad setting and a write to ``view`` must be refused with a notice in
the table's language, and the widget must keep drawing its own view.
"""
from __future__ import annotations

from conftest import ROUND_TRIP_MS

SOURCE = """\
import ipywidgets as w
from cardlearn.widgets import UndertrickCalculator
calc = UndertrickCalculator(lang="en")
lang_box = w.Text(value="en", description="lang")
w.jslink((lang_box, "value"), (calc, "lang"))
w.VBox([lang_box, calc])
"""

VIEW_WRITE = """\
view_box = w.Text(value="{}", description="view")
w.jsdlink((view_box, "value"), (calc, "view"))   # the browser writes the view trait at once
view_box
"""


def notice(page) -> str:
    return page.locator(".cl-root [data-testid=notice]").first.inner_text()


def test_front_end_trait_writes_are_checked_or_refused(page, lab_notebook, artifacts):
    page.set_viewport_size({"width": 1000, "height": 1200})
    lab_notebook("state-protocol.ipynb", SOURCE, ".cl-title")
    title = page.locator(".cl-root .cl-title").first.inner_text()

    # A setting the kernel cannot take: refused with a notice, the table stays in English.
    page.locator(".widget-text input").first.fill("xx")
    page.wait_for_selector(".cl-root [data-testid=notice]", timeout=ROUND_TRIP_MS)
    assert "xx" in notice(page) and "nothing changed" in notice(page)
    assert page.locator(".cl-root").first.get_attribute("lang") == "en"

    # A good setting from the front end applies.
    page.locator(".widget-text input").first.fill("da")
    page.wait_for_function("() => document.querySelector('.cl-root').getAttribute('lang') === 'da'",
                           timeout=ROUND_TRIP_MS)
    assert page.locator(".cl-root .cl-title").first.inner_text() != title

    # A write to the view: refused in Danish, and the widget keeps drawing the kernel's view.
    page.evaluate("""(code) => {
        const panel = jupyterapp.shell.currentWidget;
        panel.content.activeCellIndex = panel.content.widgets.length - 1;
        return jupyterapp.commands.execute('notebook:insert-cell-below').then(() => {
            panel.content.activeCell.model.sharedModel.setSource(code);
            return jupyterapp.commands.execute('notebook:run-cell');
        });
    }""", VIEW_WRITE.format("hacked"))
    page.wait_for_function(
        "() => (document.querySelector('.cl-root [data-testid=notice]')?.innerText || '').includes('view')",
        timeout=ROUND_TRIP_MS)
    assert "intet er ændret" in notice(page)
    assert page.locator(".cl-root .cl-title").first.inner_text()  # still the table, not "hacked"
    page.locator(".cl-root").first.screenshot(path=str(artifacts / "state-protocol-refused.png"),
                                              animations="disabled")
