"""A notebook reopened without its widgets' kernel shows each table's picture as last drawn, not an error.

Real JupyterLab + Chromium: run a table, play (choose the vulnerability, bid), save the notebook
with JupyterLab's own Save, shut the kernel down and reload the page (JupyterLab starts a fresh
kernel that has no widget models, as when a learner reopens a lesson the next day). The picture
must show the auction as it was when saved, and say (in Korean) to run the cell again.
"""
from __future__ import annotations

import json
import os
import re
import urllib.request
from pathlib import Path

from cardlearn.i18n import t

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
    # Play: the picture must follow (a display id updated with every view, saved by JupyterLab).
    page.click('.cl-root [data-setting=vulnerability][data-value="None"]')
    page.click('.cl-root button[data-call="1C"]', timeout=ROUND_TRIP_MS)
    # South's 1♣ and then West's answer, made by the AI after the click, are both in the picture.
    page.wait_for_function("() => [...document.querySelectorAll('.cl-offline-picture')]"
                           ".some((p) => p.textContent.includes('1♣')"
                           " && [...p.querySelectorAll('table')].some((t) => t.rows.length >= 3))",
                           timeout=ROUND_TRIP_MS)

    page.evaluate("() => jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_function("() => !jupyterapp.shell.currentWidget.context.model.dirty", timeout=ROUND_TRIP_MS)
    saved = json.loads((jupyter_lab.root / "offline.ipynb").read_text(encoding="utf-8"))
    outputs = saved["cells"][0]["outputs"]
    assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs)
    pictures = ["".join(o.get("data", {}).get("text/html", "")) for o in outputs]
    texts = [re.sub(r"<[^>]+>", "", html) for html in pictures if "cl-offline-picture" in html]
    assert texts and any("1♣" in text for text in texts), "the saved picture is stale"

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
    assert "1♣" in shown, "the picture is not the state last drawn"
    assert t("widgets.picture.run_again", "ko") in shown
    shots = Path(os.environ.get("CARDLEARN_SHOTS", artifacts))
    shots.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 1280, "height": 720})
    page.locator(".cl-offline-picture").first.scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "offline-picture-ko.png"))
