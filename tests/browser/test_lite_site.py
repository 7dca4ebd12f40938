"""End to end: the JupyterLite site of ``cardlearn lite build`` in Chromium with no internet.

The site is built for real (Pyodide core from npm, wheels from PyPI, cached in
``~/.cache/cardlearn-lite``), served from 127.0.0.1, and the browser can reach
nothing else: every other host fails to resolve and every request elsewhere is
aborted and recorded. Each lesson that needs no pandas runs all its cells in the
browser's Python with no error, and lesson 1's bridge table is played by clicks.
"""
from __future__ import annotations

import functools
import http.server
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest

from cardlearn.classroom.lite import PYODIDE_CDN, build_site, lessons_needing, sha256

pytest.importorskip("jupyterlite_core", reason="pip install 'cardlearn[lite]' (tools/run-tests.sh does)")

from conftest import CHROMIUM, CHROMIUM_ARGS

LANG = "th"
# Any host but the local one fails to resolve: the site cannot lean on a CDN unnoticed.
OFFLINE_ARGS = [*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]

CELLS = """() => {
  const panel = jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext?.session?.kernel;
  const cells = panel.content.widgets.filter((cell) => cell.model.type === 'code');
  return {
    status: kernel ? kernel.status : 'none',
    counts: cells.map((cell) => cell.model.executionCount),
    errors: cells.flatMap((cell, i) => cell.model.outputs.toJSON()
      .filter((o) => o.output_type === 'error').map((o) => `cell ${i}: ${o.ename}: ${o.evalue}`)),
  };
}"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A static file server that knows the types Pyodide needs and keeps quiet."""

    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                      ".json": "application/json", ".whl": "application/zip"}

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``cardlearn lite build --lang th`` into a temporary folder."""
    return build_site(LANG, tmp_path_factory.mktemp("lite") / "site")


@pytest.fixture(scope="module")
def site(built_site: Path) -> Iterator[str]:
    """The built site served on 127.0.0.1 (``jupyterapp`` exposed for the test)."""
    out = built_site
    config_file = out / "jupyter-lite.json"
    config = json.loads(config_file.read_text(encoding="utf-8"))
    config["jupyter-config-data"]["exposeAppInBrowser"] = True
    config_file.write_text(json.dumps(config), encoding="utf-8")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(out)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture()
def offline_page(playwright: Any, site: str) -> Iterator[tuple[Any, list[str]]]:
    """A page that reaches only the site; the list collects every request made elsewhere."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=OFFLINE_ARGS)
    context = browser.new_context(viewport={"width": 1200, "height": 1300})
    outside: list[str] = []

    def route(request_route: Any) -> None:
        if request_route.request.url.startswith(site + "/"):
            request_route.continue_()
        else:
            outside.append(request_route.request.url)
            request_route.abort()

    context.route("**/*", route)
    page = context.new_page()
    try:
        yield page, outside
    finally:
        context.close()
        browser.close()


def run_notebook(page: Any, site: str, name: str, timeout: float = 600) -> dict[str, Any]:
    """Open ``name`` in the site's JupyterLab, run all cells, and wait until every cell ran."""
    page.goto(f"{site}/lab/index.html?path={name}")
    page.wait_for_function(
        "(name) => window.jupyterapp && jupyterapp.shell.currentWidget"
        " && jupyterapp.shell.currentWidget.context?.path === name"
        " && jupyterapp.shell.currentWidget.sessionContext?.session?.kernel?.status === 'idle'",
        arg=name, timeout=timeout * 1000)
    page.evaluate("() => jupyterapp.commands.execute('notebook:run-all-cells')")
    deadline = time.monotonic() + timeout
    while True:
        state = page.evaluate(CELLS)
        if state["errors"] or (all(state["counts"]) and state["status"] == "idle"):
            return state
        if time.monotonic() > deadline:
            raise AssertionError(f"{name}: cells still running after {timeout} s: {state}")
        time.sleep(1)


def test_lessons_needing_pandas_or_the_solver_are_known() -> None:
    """Found from their code: pandas loads from the CDN; the solver has no Pyodide build."""
    needing = lessons_needing(LANG)
    assert "02-bridge-trick-taking.ipynb" not in needing["pandas"] + needing["solver"]
    assert "12-bridge-scoring.ipynb" not in needing["pandas"]  # prints its score parts itself
    assert "19-jass-practice-match.ipynb" in needing["pandas"]  # match.record()
    assert "13-bridge-practice-hands.ipynb" in needing["solver"]  # the double-dummy review


def test_site_has_lessons_and_cardlearn_in_its_lock(built_site: Path) -> None:
    lessons = sorted(p.name for p in (built_site / "files").glob("*.ipynb"))
    assert lessons == LESSONS
    assert (built_site / "files" / "deals" / "practice-hands.pbn").is_file()
    assert (built_site / "files" / "exercises").is_dir()
    pyodide = built_site / "static" / "pyodide"
    assert (pyodide / "pyodide.asm.wasm").is_file() and (pyodide / "python_stdlib.zip").is_file()
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    cardlearn = lock["cardlearn"]
    wheel = pyodide / cardlearn["file_name"]
    assert wheel.is_file() and sha256(wheel) == cardlearn["sha256"]
    assert {"babel", "anywidget"} <= set(cardlearn["depends"])
    assert "jupyterlab" not in cardlearn["depends"] and "pandas" not in cardlearn["depends"]
    for name in ("ipython", "comm", "ipywidgets", "traitlets"):  # what the kernel and widgets load
        assert (pyodide / lock[name]["file_name"]).is_file(), name
        assert sha256(pyodide / lock[name]["file_name"]) == lock[name]["sha256"], name
    for name in ("numpy", "pandas"):  # like any JupyterLite site: from the Pyodide CDN
        assert lock[name]["file_name"].startswith(PYODIDE_CDN)
    config = json.loads((built_site / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    startup = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert startup["loadPyodideOptions"]["packages"][0] == "cardlearn"
    assert startup["pyodideUrl"] == "./static/pyodide/pyodide.mjs"  # the core from npm, not the CDN
    assert "@jupyterlab/apputils-extension:announcements" in config["disabledExtensions"]


def only_pandas_from_the_cdn(outside: list[str]) -> None:
    """The only requests that left the site are the (blocked) CDN wheels of numpy and pandas,
    which the kernel asks for at start and does without when they cannot be had."""
    others = [url for url in outside
              if not (url.startswith(PYODIDE_CDN) and url.rsplit("/", 1)[1].split("-")[0] in ("numpy", "pandas"))]
    assert others == [], f"requests outside the site: {others[:5]}"


def test_lesson_two_runs_offline_and_shows_its_prepared_deals(offline_page: Any, site: str,
                                                              artifacts: Path) -> None:
    """Lesson 2 ends with its prepared deals (lesson_deals): the table, its board buttons and the play."""
    page, outside = offline_page
    state = run_notebook(page, site, "02-bridge-trick-taking.ipynb")
    assert not state["errors"], state["errors"]
    assert len(state["counts"]) >= 10
    # cardlearn came from the lock at kernel start: the notebook has no %pip cell.
    index = page.evaluate("() => [...document.querySelectorAll('.cl-root')]"
                          ".findIndex((root) => root.querySelector('[data-action=lesson-board]'))")
    assert index >= 0, "lesson 2 shows no table of prepared deals"
    table = page.locator(".cl-root").nth(index)
    table.scroll_into_view_if_needed()
    assert table.locator("[data-action=lesson-board]").count() == 3
    # the given auction is made at once: South, the declarer, holds thirteen cards and may play
    assert table.locator("[data-hand=S] [data-card]").count() == 13
    table.screenshot(path=str(artifacts / "lite-2-deals.png"), animations="disabled")
    only_pandas_from_the_cdn(outside)


LESSONS = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "lessons" / LANG).glob("*.ipynb"))
NEEDING = lessons_needing(LANG)
WITHOUT_PANDAS = [name for name in LESSONS if name != "02-bridge-trick-taking.ipynb"
                  and name not in NEEDING["pandas"] and name not in NEEDING["solver"]]


@pytest.mark.parametrize("lesson", WITHOUT_PANDAS)
def test_lesson_without_pandas_runs_offline(offline_page: Any, site: str, lesson: str) -> None:
    page, outside = offline_page
    state = run_notebook(page, site, lesson)
    assert not state["errors"], state["errors"]
    assert all(state["counts"])
    only_pandas_from_the_cdn(outside)
