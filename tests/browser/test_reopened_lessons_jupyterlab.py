"""Every lesson reopened without its kernel shows a picture and the run-the-cell line, never an error.

For each language (a parameter, so the four can run on different workers): every lesson
are executed by a real kernel (nbclient, as JupyterLab would run them; the widget state is not
stored, like JupyterLab's default save), written to the JupyterLab server's folder, and opened
in Chromium. JupyterLab starts a fresh kernel that has none of the widget models, as when a
learner reopens a lesson the next day; every cell that showed a widget must show its picture
with the line in the lesson's language, and "model not found" must appear nowhere on screen.

Executing in the browser (Run All, Save) costs about as much again per lesson; the playing
and saving path inside JupyterLab is covered by ``test_offline_picture_jupyterlab.py``.
"""
from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbformat.sign import NotebookNotary

from conftest import ROUND_TRIP_MS

from cardlearn.i18n import t

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LANGS = ["da", "th", "ko", "tr"]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

SETTLED = """() => {
  const nodes = [...document.querySelectorAll(
    '.jp-OutputArea-output.lm-Panel')];
  return nodes.length > 0 && nodes.every((node) => !/Loading widget/.test(node.textContent));
}"""

CHECK = """() => {
  const shown = (el) => el.getBoundingClientRect().height > 0;
  return [...document.querySelectorAll('.jp-Notebook .jp-Cell')].map((cell) => {
    const areas = cell.querySelectorAll('.jp-OutputArea-output.lm-Panel');
    const pictures = [...cell.querySelectorAll('.cl-offline-picture')].filter(shown);
    return {
      widgets: areas.length,
      widgetsShown: [...areas].filter(shown).length,
      pictures: pictures.length,
      notes: pictures.map((p) => (p.querySelector('.cl-offline-note') || {}).textContent || ''),
      empty: pictures.filter((p) => p.getBoundingClientRect().height < 40).length,
    };
  });
}"""


@pytest.fixture
def shots(artifacts: Path) -> Path:
    """Where the screenshots go: $CARDLEARN_SHOTS if set, else the gitignored test artefacts."""
    path = Path(os.environ.get("CARDLEARN_SHOTS", artifacts))
    path.mkdir(parents=True, exist_ok=True)
    return path


def execute(source: Path, target: Path) -> list[int]:
    """Run a lesson in a real kernel in ``target``'s folder and save it; the cells that showed a widget."""
    notebook = nbformat.read(source, as_version=4)
    NotebookClient(notebook, timeout=300, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(target.parent)}}).execute()
    # JupyterLab trusts the notebooks it saved itself (it signs them); an unsigned notebook's widget
    # outputs would be drawn as plain text, which is not what a learner sees.
    NotebookNotary().sign(notebook)
    nbformat.write(notebook, target)
    return [index for index, cell in enumerate(notebook.cells) if cell.cell_type == "code"
            and any(WIDGET_VIEW in output.get("data", {}) for output in cell.outputs)]


@pytest.fixture
def no_windowing(jupyter_lab):
    """Draw every cell (JupyterLab 4 draws only the cells near the view by default), for this test only."""
    folder = jupyter_lab.root.parent / "settings" / "@jupyterlab" / "notebook-extension"
    folder.mkdir(parents=True, exist_ok=True)
    settings = folder / "tracker.jupyterlab-settings"
    settings.write_text(json.dumps({"windowingMode": "none"}))
    yield
    settings.unlink(missing_ok=True)


def shut_down_kernels(lab) -> None:
    import urllib.request

    with urllib.request.urlopen(f"{lab.url}/api/kernels?token={lab.token}") as response:
        kernels = json.load(response)
    for kernel in kernels:
        request = urllib.request.Request(f"{lab.url}/api/kernels/{kernel['id']}?token={lab.token}",
                                         method="DELETE")
        urllib.request.urlopen(request).close()


@pytest.mark.parametrize("lang", LANGS)
def test_every_lesson_reopened_without_its_kernel_shows_pictures(page, jupyter_lab, lang, shots, no_windowing):
    folder = jupyter_lab.root / f"reopen-{lang}"
    folder.mkdir()
    started = time.monotonic()
    expected = {}
    for lesson in sorted((LESSONS / lang).glob("*.ipynb")):
        expected[lesson.name] = execute(lesson, folder / lesson.name)
    executed = time.monotonic() - started
    assert len(expected) == len(list((LESSONS / "da").glob("*.ipynb"))) and all(expected.values())
    shut_down_kernels(jupyter_lab)
    page.set_viewport_size({"width": 1280, "height": 720})
    line = t("widgets.picture.run_again", lang)
    for name, cells in expected.items():
        path = f"reopen-{lang}/{name}"
        page.goto(jupyter_lab.lab_url(path) + "&reset")
        page.wait_for_function(
            "(path) => window.jupyterapp && jupyterapp.shell.currentWidget"
            " && jupyterapp.shell.currentWidget.context?.path === path"
            " && jupyterapp.shell.currentWidget.sessionContext?.session?.kernel?.status === 'idle'",
            arg=path, timeout=ROUND_TRIP_MS)
        try:
            page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)  # the widget manager has given up on the models
        except Exception:
            page.screenshot(path=str(shots / "debug.png"))
            print(page.evaluate("""() => [...document.querySelectorAll('.jp-OutputArea-output')].map((n) => [n.getAttribute('data-mime-type'), n.className, n.textContent.slice(0, 60)])"""))
            raise
        report = page.evaluate(CHECK)
        all_cells = json.loads((folder / name).read_text())["cells"]
        assert len(report) == len(all_cells), name
        for index in cells:
            cell = report[index]
            assert cell["widgetsShown"] == 0, (name, index, "a widget output is drawn without its kernel")
            assert cell["pictures"] >= 1 and cell["empty"] == 0, (name, index, "no picture")
            assert all(note == line for note in cell["notes"]), (name, index, cell["notes"])
        shown = page.locator(".jp-Notebook").inner_text()
        assert "model not found" not in shown and "Error displaying widget" not in shown, name
        if name.startswith(("01", "07", "12")):
            page.evaluate("""() => [...document.querySelectorAll('.cl-offline-picture')]
              .sort((a, b) => b.offsetHeight - a.offsetHeight)[0].scrollIntoView()""")  # the table
            page.screenshot(path=str(shots / f"reopened-{lang}-{name.split('-')[0]}.png"))
        shut_down_kernels(jupyter_lab)
    print(f"{lang}: executed {len(expected)} lessons in {executed:.0f} s, reopened in "
          f"{time.monotonic() - started - executed:.0f} s")
    shutil.rmtree(folder, ignore_errors=True)
