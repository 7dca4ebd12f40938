"""A notebook reopened without its widgets' kernel shows each table's static picture, not an error.

Real JupyterLab + Chromium: run a table, save the notebook with its outputs, shut the kernel
down and reload the page (JupyterLab starts a fresh kernel that has no widget models, as
when a learner reopens a lesson the next day).
"""
from __future__ import annotations

import json
import urllib.request

from conftest import ROUND_TRIP_MS, START_MS

NOTEBOOK_SOURCE = ("from cardlearn.widgets import BridgeTable, JassTable\n"
                   "BridgeTable(seed=7, ai_delay=0, lang='ko')")


def visible(page, selector: str) -> bool:
    """Whether any element matching ``selector`` is drawn with a size."""
    return page.evaluate("""(selector) => Array.from(document.querySelectorAll(selector))
        .some((el) => el.getBoundingClientRect().height > 0)""", selector)


def test_reopened_notebook_shows_the_static_picture_not_an_error(page, lab_notebook, jupyter_lab, artifacts):
    page.set_viewport_size({"width": 1100, "height": 1200})
    lab_notebook("offline.ipynb", NOTEBOOK_SOURCE, "[data-setting=vulnerability]")
    # Live: the table is drawn and its picture, printed after it, is hidden.
    page.wait_for_selector(".cl-offline-picture", state="attached")
    assert visible(page, ".cl-root") and not visible(page, ".cl-offline-picture")

    page.evaluate("() => jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_function("() => !jupyterapp.shell.currentWidget.context.model.dirty", timeout=ROUND_TRIP_MS)
    saved = json.loads((jupyter_lab.root / "offline.ipynb").read_text(encoding="utf-8"))
    outputs = saved["cells"][0]["outputs"]
    assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs)
    assert any("cl-offline-picture" in "".join(o.get("data", {}).get("text/html", "")) for o in outputs)

    # The kernel goes away; the page is opened again.
    with urllib.request.urlopen(f"{jupyter_lab.url}/api/kernels?token={jupyter_lab.token}") as response:
        kernels = json.load(response)
    for kernel in kernels:
        request = urllib.request.Request(
            f"{jupyter_lab.url}/api/kernels/{kernel['id']}?token={jupyter_lab.token}", method="DELETE")
        urllib.request.urlopen(request).close()
    page.reload()
    page.wait_for_function(
        "() => window.jupyterapp && jupyterapp.shell.currentWidget"
        " && jupyterapp.shell.currentWidget.context?.path === 'offline.ipynb'", timeout=START_MS)
    page.wait_for_selector(".cl-offline-picture", timeout=ROUND_TRIP_MS)
    # The widget manager gives up on the saved model: it writes its error line (hidden by the picture).
    page.wait_for_function("() => [...document.querySelectorAll('.jp-OutputArea-output.jupyter-widgets')]"
                           ".some((el) => el.textContent.includes('model not found'))", timeout=ROUND_TRIP_MS)

    assert visible(page, ".cl-offline-picture"), "the static picture is not shown"
    assert not visible(page, ".cl-root"), "a live table without a kernel?"
    shown = page.locator(".jp-Notebook").inner_text()
    assert "model not found" not in shown
    assert "북" in shown and "남" in shown  # the Korean picture of the table: its seats
    page.screenshot(path=str(artifacts / "offline-picture-ko.png"), full_page=True)
