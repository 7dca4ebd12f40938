"""``cardlearn lite build``: bad input is refused before any work; ``--wheels`` bundles numpy and pandas.

The real build (npm's Pyodide core, PyPI wheels, ``jupyter lite build``) runs here; the
browser runs the site in ``tests/browser/test_lite_site.py``.
"""
from __future__ import annotations

import json
import shutil
import zipfile
from importlib.resources import files
from pathlib import Path

import pytest

from cardlearn import cli
from cardlearn.classroom import ClassroomError
from cardlearn.classroom.lite import PYODIDE_CDN, build_site, closure, normalize, sha256

pytest.importorskip("jupyterlite_core", reason="pip install 'cardlearn[lite]' (tools/run-tests.sh does)")
needs_npm = pytest.mark.skipif(shutil.which("npm") is None, reason="npm fetches the Pyodide core")


def fake_wheel(folder: Path, name: str) -> Path:
    """A wheel file named like the Pyodide build in the lock (its content is never imported here)."""
    path = folder / name
    dist, version = name.split("-")[:2]
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{dist}/__init__.py", "")
        archive.writestr(f"{dist}-{version}.dist-info/METADATA", f"Name: {dist}\nVersion: {version}\n")
    return path


def test_wheels_folder_without_pandas_is_refused_before_any_work(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    fake_wheel(wheels, "numpy-2.4.6-cp314-cp314-pyemscripten_2026_0_wasm32.whl")
    with pytest.raises(ClassroomError) as raised:
        build_site("th", tmp_path / "site", wheels=wheels, cache=tmp_path / "cache")
    assert raised.value.key == "classroom.lite.bad_wheels" and raised.value.params["missing"] == "pandas"
    assert not (tmp_path / "site").exists() and not (tmp_path / "cache").exists()
    code = cli.main(["lite", "build", "--lang", "tr", "--out", str(tmp_path / "site"),
                     "--wheels", str(tmp_path / "nowhere")])
    assert code == 1
    assert "numpy, pandas" in capsys.readouterr().err


def test_closure_follows_the_lock_and_skips_the_classic_notebook_front_end() -> None:
    lock = {"ipywidgets": {"depends": ["comm", "widgetsnbextension", "traitlets"]},
            "comm": {"depends": ["traitlets"]}, "traitlets": {"depends": []}}
    assert closure(lock, ["IPyWidgets"]) == ["ipywidgets", "comm", "traitlets"]
    assert normalize("typing_extensions") == "typing-extensions"


@needs_npm
def test_wheels_folder_bundles_numpy_and_pandas(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    given = [fake_wheel(wheels, "numpy-2.4.6-cp314-cp314-pyemscripten_2026_0_wasm32.whl"),
             fake_wheel(wheels, "pandas-3.0.2-cp314-cp314-pyemscripten_2026_0_wasm32.whl")]
    site = build_site("da", tmp_path / "site", wheels=wheels)
    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    for wheel in given:
        entry = lock[wheel.name.split("-")[0]]
        assert entry["file_name"] == wheel.name
        assert entry["sha256"] == sha256(wheel) == sha256(pyodide / wheel.name)
    # pandas' pure dependencies are in the site too: nothing it needs is left on the CDN.
    for name in closure(lock, ["pandas"]):
        assert not lock[name]["file_name"].startswith(PYODIDE_CDN), name
    lesson = files("cardlearn.lessons").joinpath("da", "01-bridge-table.ipynb").read_bytes()
    assert (site / "files" / "01-bridge-table.ipynb").read_bytes() == lesson  # the Danish lessons
