"""Fixtures for the browser tests: Debian Chromium through Playwright, a stub model, a JupyterLab.

- ``browser_type_launch_args`` points pytest-playwright at ``/usr/bin/chromium``
  (``playwright install`` is never needed; ``tools/install-browser.sh``
  installs Chromium and the Thai/Korean fonts when they are missing).
- ``mount_widget(page, widget)`` loads the widget's real ES module from a Blob
  URL with a stub anywidget ``model`` whose ``send`` goes straight to
  ``widget.receive`` in this Python process: the front end and the protocol
  tested together in about a second, with no Jupyter.
- ``jupyter_lab`` starts JupyterLab on 127.0.0.1 (free port, token, temporary
  config/runtime/settings/workspace dirs) for the end-to-end tests.
- ``ROUND_TRIP_MS`` and ``START_MS`` are the ceilings of every wait: sized for a
  loaded two-core machine (the suite on two workers and other jobs beside it),
  scaled by ``CARDLEARN_TEST_TIMEOUT_SCALE``. They are ceilings, not waits:
  each wait returns as soon as its condition holds.
"""
from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

CHROMIUM = "/usr/bin/chromium"

# One place for the ceilings of the browser tests' waits (idle, each takes well under a tenth).
TIMEOUT_SCALE = float(os.environ.get("CARDLEARN_TEST_TIMEOUT_SCALE", "1"))
# A click, a key or a cell to its drawn view, the AI seats' moves included.
ROUND_TRIP_MS = int(120_000 * TIMEOUT_SCALE)
# A server or a kernel started, a notebook opened and run.
START_MS = int(300_000 * TIMEOUT_SCALE)
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Launch Debian's Chromium instead of a downloaded one."""
    if not Path(CHROMIUM).exists():
        raise RuntimeError(f"{CHROMIUM} is missing: run tools/install-browser.sh")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture
def page(page: Any) -> Any:
    """pytest-playwright's page, with the ceilings above for the waits that name none (30 s by default)."""
    page.set_default_timeout(ROUND_TRIP_MS)
    page.set_default_navigation_timeout(START_MS)
    return page


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """The directory for screenshots (gitignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


STUB_PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 16px; background: #f7f7f7; font-family: sans-serif; }
</style></head><body><div id="mount"></div></body></html>"""

MOUNT_SCRIPT = """async ([esm, css, view, liveState]) => {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  const listeners = {};
  let current = view;
  window.__sent = [];
  window.__answered = 0;  // replies applied, for a test that acts between a reply and the next event
  let live = liveState;
  const model = {
    get(name) { return name === "view" ? current : name === "live" ? live : undefined; },
    set(name, value) { if (name === "view") current = value; },
    save_changes() {},
    on(event, fn) { (listeners[event] = listeners[event] || []).push(fn); },
    off(event, fn) { listeners[event] = (listeners[event] || []).filter((f) => f !== fn); },
    send(message) {
      window.__sent.push(message);
      if (window.pyReceive) {
        window.pyReceive(JSON.stringify(message)).then((json) => {
          const state = JSON.parse(json);
          current = state.view;
          (listeners["change:view"] || []).forEach((fn) => fn());
          for (const next of state.live) {  // every live change of the message, in order
            live = next;
            (listeners["change:live"] || []).forEach((fn) => fn());
          }
          window.__answered += 1;
        });
      }
    },
  };
  window.__setView = (v) => { current = v; (listeners["change:view"] || []).forEach((fn) => fn()); };
  const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
  const module = await import(url);
  window.__module = module;
  const el = document.getElementById("mount");
  await module.default.render({ model, el });
  return true;
}"""


def mount_widget(page: Any, widget: Any, live: bool = True, width: int = 900) -> None:
    """Render ``widget``'s ES module in ``page`` with a stub model (live: intents go to ``widget.receive``)."""
    page.set_viewport_size({"width": width, "height": 1000})
    page.set_content(STUB_PAGE)
    if live:
        spoken: list[dict[str, Any]] = []
        widget.observe(lambda change: spoken.append(change["new"]), names=["live"])

        def receive(message: str) -> str:
            view = widget.receive(json.loads(message))
            state = json.dumps({"view": view, "live": list(spoken)})
            spoken.clear()
            return state

        page.expose_function("pyReceive", receive)
    page.evaluate(MOUNT_SCRIPT, [widget._esm, widget._css, widget.view, widget.live])
    page.wait_for_selector(".cl-root")


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class JupyterLab:
    """A running JupyterLab server for one test session."""

    def __init__(self, url: str, token: str, root: Path) -> None:
        self.url, self.token, self.root = url, token, root

    def lab_url(self, notebook: str) -> str:
        """The URL that opens ``notebook`` (a path under ``root``) in JupyterLab."""
        return f"{self.url}/lab/tree/{notebook}?token={self.token}"


@pytest.fixture(scope="session")
def jupyter_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[JupyterLab]:
    """JupyterLab on 127.0.0.1 with a free port, a token and temporary config dirs."""
    base = tmp_path_factory.mktemp("jupyter")
    root = base / "root"
    root.mkdir()
    env = dict(os.environ)
    for name, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                      ("JUPYTERLAB_SETTINGS_DIR", "settings"), ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"),
                      ("IPYTHONDIR", "ipython")):
        (base / sub).mkdir()
        env[name] = str(base / sub)
    # In a virtualenv made with --system-site-packages (the engineers' worktrees), JupyterLab and the
    # widget extensions live in the base interpreter, whose share/jupyter is not on Jupyter's path:
    # without it JupyterLab starts with no widget manager and every widget fails to open.
    base_data = Path(sys.base_prefix) / "share" / "jupyter"
    if sys.prefix != sys.base_prefix and (base_data / "labextensions").is_dir():
        env["JUPYTER_PATH"] = os.pathsep.join(filter(None, [env.get("JUPYTER_PATH"), str(base_data)]))
    labconfig = base / "config" / "labconfig"
    labconfig.mkdir()
    (labconfig / "page_config.json").write_text(json.dumps(
        {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}))
    port, token = free_port(), secrets.token_hex(16)
    log = (base / "server.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ServerApp.ip=127.0.0.1",
         f"--ServerApp.port={port}", "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
         f"--ServerApp.root_dir={root}", "--expose-app-in-browser", "--LabApp.news_url=None"],
        env=env, stdout=log, stderr=subprocess.STDOUT, cwd=root)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_MS / 1000
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("JupyterLab did not start:\n" + (base / "server.log").read_text())
            time.sleep(0.3)  # the interval of polling the server's status, not a wait for it
        yield JupyterLab(url, token, root)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
        shutil.rmtree(root, ignore_errors=True)


def code_notebook(source: str) -> dict[str, Any]:
    """A one-cell Python notebook running ``source``."""
    return {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": source.splitlines(keepends=True)}],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def open_lab_notebook(page: Any, lab: JupyterLab, name: str, notebook: dict[str, Any] | str,
                      ready: str) -> None:
    """Open ``notebook`` (a notebook dict, or the source of a one-cell notebook) as ``name`` in a
    fresh JupyterLab workspace, run it, and wait for ``ready`` inside the widget.

    The server is shared by the tests of a worker and JupyterLab restores the
    notebooks of earlier tests, so this waits until *this* notebook is current
    with an idle kernel before running it, and runs it again if the first run
    is lost to a kernel that was still starting.
    """
    if isinstance(notebook, str):
        notebook = code_notebook(notebook)
    (lab.root / name).write_text(json.dumps(notebook), encoding="utf-8")
    page.goto(lab.lab_url(name) + "&reset")
    for attempt in range(3):
        page.wait_for_function(
            "(name) => window.jupyterapp && jupyterapp.shell.currentWidget"
            " && jupyterapp.shell.currentWidget.context?.path === name"
            " && jupyterapp.shell.currentWidget.sessionContext?.session?.kernel?.status === 'idle'",
            arg=name, timeout=START_MS)
        page.evaluate("() => jupyterapp.commands.execute('notebook:run-all-cells')")
        try:  # a run lost to a starting kernel is tried again sooner than the last ceiling
            page.wait_for_selector(f".cl-root {ready}", timeout=START_MS if attempt == 2 else ROUND_TRIP_MS)
            return
        except Exception:  # noqa: BLE001 - playwright's TimeoutError; try the run again
            if attempt == 2:
                raise


KERNEL_IDLE = "() => jupyterapp.shell.currentWidget?.sessionContext?.session?.kernel?.status === 'idle'"


def settle_frames(page: Any) -> None:
    """Wait until the notebook's kernel is idle, then for two drawn frames:
    JupyterLab moves the focus when a cell's run ends, so after this it has moved it."""
    page.wait_for_function(KERNEL_IDLE, timeout=ROUND_TRIP_MS)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def focus_steadily(page: Any, selector: str) -> None:
    """Focus ``selector`` once JupyterLab has stopped moving the focus after running cells."""
    script = """(selector) => { const el = document.querySelector(selector);
      if (!el) return false; if (document.activeElement !== el) { el.focus(); return false; } return true; }"""
    for _ in range(20):
        page.wait_for_function(script, arg=selector, timeout=ROUND_TRIP_MS)
        settle_frames(page)
        if page.evaluate(script, selector):
            return
    raise AssertionError(f"focus on {selector} did not hold")


@pytest.fixture
def lab_notebook(page: Any, jupyter_lab: JupyterLab) -> Any:
    """``lab_notebook(name, notebook, ready)`` opens and runs a notebook (see :func:`open_lab_notebook`)."""
    return lambda name, notebook, ready: open_lab_notebook(page, jupyter_lab, name, notebook, ready)


@pytest.fixture
def steady_focus(page: Any) -> Any:
    """``steady_focus(selector)`` focuses an element once JupyterLab stops moving the focus."""
    return lambda selector: focus_steadily(page, selector)


class RoundTrips:
    """Runs a click and waits until its view is drawn; keeps the in-page click-to-view times."""

    def __init__(self) -> None:
        self.log: list[str] = []

    def __call__(self, page: Any, action: Any, label: str = "") -> float:
        """Run ``action``; the milliseconds from the click to the updated view, measured in the page."""
        before = page.evaluate("() => Number(document.querySelector('.cl-root').dataset.pending || 0)")
        action()
        page.wait_for_function(
            f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}", timeout=ROUND_TRIP_MS)
        ms = float(page.evaluate("() => document.querySelector('.cl-root').dataset.lastRoundtripMs"))
        self.log.append(f"{label}\t{ms:.1f}")
        return ms


@pytest.fixture
def roundtrip() -> RoundTrips:
    """``roundtrip(page, click, label)``: the click-to-view time of one click (``roundtrip.log`` keeps all)."""
    return RoundTrips()
