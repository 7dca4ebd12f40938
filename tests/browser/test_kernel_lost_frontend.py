"""The kernel-lost overlay in the front end alone: a stub model and a stub JupyterLab session.

Each signal the widget watches (the session's status, the session's kernel changing, the
model's comm_live_update) must bring the overlay up at once, in the view's language, for a
table and for an exercise widget; a busy kernel must not.
"""
from __future__ import annotations

import pytest

from cardlearn.exercises import exercise
from cardlearn.i18n import t
from cardlearn.widgets import BridgeTable

PAGE = """<!doctype html><html><head><meta charset="utf-8"></head><body><div id="mount"></div></body></html>"""

MOUNT = """async ([esm, css, view]) => {
  const style = document.createElement("style"); style.textContent = css; document.head.append(style);
  const signal = () => { const slots = new Set();
    return { connect: (f) => slots.add(f), disconnect: (f) => slots.delete(f), emit: (v) => slots.forEach((f) => f(null, v)) }; };
  const kernel = { status: "idle", statusChanged: signal() };
  const sessionContext = { session: { kernel }, statusChanged: signal(), kernelChanged: signal() };
  const listeners = {};
  const model = {
    get: (name) => (name === "view" ? view : name === "live" ? {} : undefined),
    set() {}, save_changes() {}, send() {},
    on(event, fn) { (listeners[event] = listeners[event] || []).push(fn); },
    off(event, fn) { listeners[event] = (listeners[event] || []).filter((f) => f !== fn); },
    widget_manager: { context: { sessionContext }, kernel },
  };
  window.__fire = {
    status: (value) => sessionContext.statusChanged.emit(value),
    kernel: () => sessionContext.kernelChanged.emit({ oldValue: kernel, newValue: null }),
    commLive: () => (listeners["comm_live_update"] || []).forEach((f) => f()),
  };
  const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
  const module = await import(url);
  await module.default.render({ model, el: document.getElementById("mount") });
}"""


def mount(page, widget) -> None:
    page.set_content(PAGE)
    page.evaluate(MOUNT, [widget._esm, widget._css, widget.view])
    page.wait_for_selector(".cl-root")


def overlay_shown(page) -> bool:
    return page.evaluate("""() => { const o = document.querySelector('[data-testid="connection-lost"]');
      return !o.hidden && o.getBoundingClientRect().height > 0
        && document.querySelector('.cl-root').dataset.connection === 'lost'; }""")


@pytest.mark.parametrize("fire", ["status('restarting')", "status('dead')", "status('terminating')",
                                  "kernel()", "commLive()"])
def test_each_kernel_signal_brings_up_the_overlay_at_once(page, fire):
    mount(page, BridgeTable(seed=1, lang="tr"))
    assert not overlay_shown(page)
    page.evaluate(f"() => window.__fire.{fire}")
    assert overlay_shown(page)
    text = page.inner_text('[data-testid="connection-lost"]')
    assert t("widgets.kernel.lost.title", "tr") in text and t("widgets.kernel.lost.body", "tr") in text


def test_a_busy_kernel_is_not_a_lost_one(page):
    mount(page, BridgeTable(seed=1, lang="en"))
    page.evaluate("() => { window.__fire.status('busy'); window.__fire.status('idle'); }")
    assert not overlay_shown(page)


def test_an_exercise_widget_gets_the_overlay_too(page):
    mount(page, exercise("jass.table.001", lang="da").widget())
    page.evaluate("() => window.__fire.status('restarting')")
    assert overlay_shown(page)
    assert t("widgets.kernel.lost.title", "da") in page.inner_text('[data-testid="connection-lost"]')
