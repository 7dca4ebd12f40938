"""``cardlearn lite build``: a static JupyterLite site with the lessons and cardlearn preinstalled.

The site runs Python in the browser (Pyodide); learners need no install and no server
beyond static files. What goes in, and from where:

- the Pyodide core runtime from the npm package ``pyodide@PYODIDE_VERSION`` (the version
  jupyterlite-pyodide-kernel PYODIDE_KERNEL_VERSION was made for);
- the pure-Python wheels the kernel and cardlearn need, from PyPI at the versions of
  Pyodide's lock (and, for the packages the lock lacks, at the versions of this
  environment, so the Python side matches the widget front ends copied from it). PyPI's
  builds differ from Pyodide's, so their sha256 is rewritten in ``pyodide-lock.json``;
- cardlearn's own wheel, added to the lock and loaded when the kernel starts (no ``%pip``);
- every other package of the lock (numpy and pandas among them) points at the Pyodide CDN,
  as on any JupyterLite site; ``--wheels DIR`` bundles Pyodide wheels found in DIR instead,
  so the site needs nothing from outside.

The site is built in a temporary folder beside ``--out`` and swapped in only when it is
complete (a failed build leaves an earlier site as it was). A built site holds the file
:data:`SITE_MARKER`; ``--out`` must be missing, empty or such a site — cardlearn never
deletes a folder it did not create (:func:`cardlearn.engine.paths.replaceable_folder`).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from importlib import metadata
from pathlib import Path
from typing import Any

from cardlearn.classroom import ClassroomError
from cardlearn.classroom.lessons import lesson_files
from cardlearn.engine.paths import replaceable_folder, writable_folder

PYODIDE_VERSION = "314.0.6"
PYODIDE_KERNEL_VERSION = "0.8.6"
JUPYTERLITE_CORE_VERSION = "0.8.6"
PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
# The runtime files of the npm package the site needs (the rest are typings, maps and demos).
PYODIDE_CORE_FILES = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                      "python_stdlib.zip", "pyodide-lock.json", "package.json")
# What the kernel installs at start (ipykernel and pyodide-kernel come with the kernel itself).
KERNEL_PACKAGES = ("micropip", "ipython", "jedi", "comm")
# cardlearn's dependencies in the browser; pandas is left to load on first import.
CARDLEARN_PACKAGES = ("babel", "anywidget", "ipywidgets", "psygnal", "jupyterlab-widgets", "typing-extensions")
# Pure packages pandas needs beside numpy, bundled so a --wheels site is whole.
PANDAS_PURE_DEPENDENCIES = ("python-dateutil", "pytz", "six", "tzdata")
# Dependencies the browser does not need: widgetsnbextension is the classic notebook's front end.
SKIPPED_DEPENDENCIES = {"widgetsnbextension"}
ANNOUNCEMENTS = "@jupyterlab/apputils-extension:announcements"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
SITE_MARKER = ".cardlearn-lite-site"
"""The file every built site holds: the next build may replace a folder only when it is there."""


def normalize(name: str) -> str:
    """A package name as the lock writes it (PEP 503, lower case, dashes)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    """The hex sha256 of a file."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check_build_tools() -> None:
    """Raise a :class:`ClassroomError` unless the pinned JupyterLite packages are installed."""
    wanted = {"jupyterlite-core": JUPYTERLITE_CORE_VERSION, "jupyterlite-pyodide-kernel": PYODIDE_KERNEL_VERSION}
    wrong = []
    for name, version in wanted.items():
        try:
            if metadata.version(name) != version:
                wrong.append(f"{name}=={version}")
        except metadata.PackageNotFoundError:
            wrong.append(f"{name}=={version}")
    if wrong:
        raise ClassroomError("classroom.lite.missing", packages=", ".join(wrong), command='pip install "cardlearn[lite]"')


def _run(command: list[str], what: str, cwd: Path | None = None) -> str:
    """Run a build step; a failure becomes a :class:`ClassroomError` naming ``what``."""
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    except OSError as error:
        raise ClassroomError("classroom.lite.download_failed", what=what, error=str(error)) from None
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-5:]
        raise ClassroomError("classroom.lite.download_failed", what=what, error=" / ".join(tail))
    return done.stdout


def fetch_pyodide_core(cache: Path) -> Path:
    """The npm package ``pyodide@PYODIDE_VERSION`` unpacked in ``cache`` (fetched once with npm)."""
    cache = writable_folder(cache)
    package = f"pyodide@{PYODIDE_VERSION}"
    unpacked = cache / f"pyodide-{PYODIDE_VERSION}"
    if (unpacked / "pyodide-lock.json").is_file():
        return unpacked
    npm = shutil.which("npm")
    if npm is None:
        raise ClassroomError("classroom.lite.no_npm", package=package)
    cache.mkdir(parents=True, exist_ok=True)
    name = _run([npm, "pack", package, "--pack-destination", str(cache), "--silent"], package).strip()
    archive = cache / name.splitlines()[-1]
    staging = Path(tempfile.mkdtemp(dir=cache))
    with tarfile.open(archive) as tar:
        tar.extractall(staging, filter="data")
    try:
        (staging / "package").replace(unpacked)
    except OSError:  # another build unpacked it meanwhile
        if not (unpacked / "pyodide-lock.json").is_file():
            raise
    shutil.rmtree(staging)
    archive.unlink()
    return unpacked


def closure(lock: dict[str, Any], roots: list[str]) -> list[str]:
    """``roots`` and everything they depend on in the lock, in a stable order."""
    found: list[str] = []
    todo = [normalize(name) for name in roots]
    while todo:
        name = todo.pop(0)
        if name in found or name in SKIPPED_DEPENDENCIES:
            continue
        found.append(name)
        todo.extend(normalize(dep) for dep in lock.get(name, {}).get("depends", []))
    return found


def download_wheels(specs: list[str], dest: Path) -> dict[str, Path]:
    """Pure-Python wheels for ``specs`` from PyPI (kept in ``dest``); returns name -> wheel."""
    dest = writable_folder(dest)
    dest.mkdir(parents=True, exist_ok=True)
    if specs:
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
              "--only-binary=:all:", "--platform", "any", "--implementation", "py", "--abi", "none",
              "--python-version", "3.14", "-d", str(dest), *specs], "PyPI: " + " ".join(specs))
    return wheels_by_name(dest)


def wheels_by_name(folder: Path) -> dict[str, Path]:
    """The wheels in ``folder`` by normalized project name (the newest name wins on duplicates)."""
    found = {}
    for wheel in sorted(folder.glob("*.whl")):
        found[normalize(wheel.name.split("-")[0])] = wheel
    return found


def wheel_requirements(wheel: Path) -> list[str]:
    """The names in a wheel's ``Requires-Dist`` lines without an environment marker."""
    import zipfile

    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        text = archive.read(name).decode("utf-8")
    names = []
    for line in text.splitlines():
        if line.startswith("Requires-Dist:") and ";" not in line:
            names.append(normalize(re.split(r"[ <>=~!\[(]", line.split(":", 1)[1].strip())[0]))
    return names


def wheel_imports(wheel: Path) -> list[str]:
    """The top-level importable names of a wheel."""
    import zipfile

    with zipfile.ZipFile(wheel) as archive:
        tops = {n.split("/")[0] for n in archive.namelist() if not n.split("/")[0].endswith((".dist-info", ".data"))}
    return sorted(t.removesuffix(".py") for t in tops if t.isidentifier() or t.endswith(".py"))


def lock_entry(wheel: Path, depends: list[str], version: str | None = None) -> dict[str, Any]:
    """A ``pyodide-lock.json`` entry for a pure wheel kept beside the lock."""
    name, wheel_version = wheel.name.split("-")[:2]
    return {"name": normalize(name), "version": version or wheel_version, "file_name": wheel.name,
            "install_dir": "site", "sha256": sha256(wheel), "package_type": "package",
            "imports": wheel_imports(wheel), "depends": depends, "unvendored_tests": False}


def build_cardlearn_wheel(dest: Path) -> Path:
    """cardlearn's wheel, built from the source tree this cardlearn runs from."""
    import cardlearn

    root = Path(cardlearn.__file__).resolve().parents[1]
    if not (root / "pyproject.toml").is_file():
        version = metadata.version("cardlearn")
        download_wheels([f"cardlearn=={version}"], dest)
        return wheels_by_name(dest)["cardlearn"]
    dest.mkdir(parents=True, exist_ok=True)
    # From a clean copy: setuptools reuses a checkout's build/ folder, stale files and all.
    source = dest / "source"
    shutil.copytree(root, source, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "test-artifacts", "site",
        "node_modules", "cardlearn-hub"))
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps",
          "-w", str(dest), str(source)], "cardlearn wheel")
    return next(dest.glob("cardlearn-*.whl"))


def make_pyodide(core: Path, target: Path, cache: Path, wheels: Path | None) -> list[str]:
    """Fill ``target`` with the Pyodide core, the wheels and a lock that has cardlearn in it.

    Returns the packages the kernel loads when it starts.
    """
    target.mkdir(parents=True)
    for name in PYODIDE_CORE_FILES:
        if (core / name).is_file():
            shutil.copy2(core / name, target / name)
    lock_data = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock: dict[str, Any] = lock_data["packages"]

    # Built per site (not cached): it is the code of this checkout now.
    cardlearn_wheel = build_cardlearn_wheel(target.parents[1] / "_cardlearn_wheel")
    # The packages the lock lacks come at this environment's versions (their front ends are copied
    # from it); then the whole set and what it needs from the lock.
    missing = [name for name in (*CARDLEARN_PACKAGES, *KERNEL_PACKAGES) if normalize(name) not in lock]
    added = download_wheels([f"{name}=={metadata.version(name)}" for name in missing], cache / "pypi")
    for name in missing:
        wheel = added[normalize(name)]
        lock[normalize(name)] = lock_entry(wheel, [])
    for name in missing:  # depends once every added entry exists, so each can name the others
        lock[normalize(name)]["depends"] = [dep for dep in wheel_requirements(added[normalize(name)])
                                            if dep in lock and dep not in SKIPPED_DEPENDENCIES]
    lock["cardlearn"] = lock_entry(cardlearn_wheel, [
        dep for dep in wheel_requirements(cardlearn_wheel) if dep in lock and dep not in ("pandas", "numpy")])
    startup = closure(lock, ["cardlearn", *KERNEL_PACKAGES])
    bundled = set(closure(lock, [*startup, *PANDAS_PURE_DEPENDENCIES]))

    from_lock = sorted(name for name in bundled if name not in missing and name != "cardlearn")
    pure = download_wheels([f"{lock[name]['name']}=={lock[name]['version']}" for name in from_lock],
                           cache / "pypi")
    given = {name: wheel for name, wheel in (wheels_by_name(wheels) if wheels else {}).items() if name in lock}
    for name, entry in lock.items():
        if name in bundled or name in given:
            wheel = cardlearn_wheel if name == "cardlearn" else given.get(name) or pure.get(name) or added[name]
            shutil.copy2(wheel, target / wheel.name)
            entry["file_name"] = wheel.name
            entry["sha256"] = sha256(wheel)  # PyPI's build of a pure wheel is not Pyodide's
        else:
            entry["file_name"] = PYODIDE_CDN + entry["file_name"]
    (target / "pyodide-lock.json").write_text(json.dumps(lock_data), encoding="utf-8")
    # cardlearn imports pandas inside the functions that build tables, where Pyodide's loading of
    # a cell's imports cannot see it: so pandas loads with the kernel (from the CDN, or bundled).
    return ["cardlearn", *KERNEL_PACKAGES, "pandas"]


def lite_config(startup: list[str]) -> dict[str, Any]:
    """The site's ``jupyter-lite.json``: cardlearn loaded at kernel start, no news pop-up."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "cardlearn",
            "disabledExtensions": [ANNOUNCEMENTS],
            "litePluginSettings": {KERNEL_PLUGIN: {"loadPyodideOptions": {"packages": startup}}},
        },
    }


def check_site_folders(out: str | os.PathLike[str], cache: str | os.PathLike[str] | None = None) -> tuple[Path, Path]:
    """The real site folder and download cache if the path policy allows them, else
    :class:`~cardlearn.engine.paths.PathRefused` (nothing is created or deleted here)."""
    out_dir = replaceable_folder(out, SITE_MARKER)
    cache_dir = writable_folder(cache if cache else Path.home() / ".cache" / "cardlearn-lite")
    return out_dir, cache_dir


def _checked_wheels(wheels: str | os.PathLike[str] | None) -> Path | None:
    """``--wheels``: a folder with Pyodide wheels of numpy and pandas, else :class:`ClassroomError`."""
    wheels_dir = Path(wheels).resolve() if wheels else None
    if wheels_dir is not None:
        found = wheels_by_name(wheels_dir) if wheels_dir.is_dir() else {}
        absent = [name for name in ("numpy", "pandas") if name not in found]
        if absent:
            raise ClassroomError("classroom.lite.bad_wheels", dir=str(wheels), missing=", ".join(absent),
                                 platform=f"Pyodide {PYODIDE_VERSION}")
    return wheels_dir


def swap_in(new: Path, out_dir: Path) -> None:
    """Put the built folder ``new`` at ``out_dir``; an earlier site there is moved aside (into ``new``'s
    parent, which the caller deletes) only once it is checked again, and put back if the swap fails."""
    replaceable_folder(out_dir, SITE_MARKER)  # again: the folder may have changed during the build
    previous = new.parent / "previous"
    if os.path.lexists(out_dir):
        os.rename(out_dir, previous)
    try:
        os.rename(new, out_dir)
    except OSError:
        if os.path.lexists(previous):
            os.rename(previous, out_dir)
        raise


def build_site(lang: str, out: str | Path = "site", wheels: str | Path | None = None,
               cache: str | Path | None = None) -> Path:
    """Build the JupyterLite site for ``lang``'s lessons into ``out``; returns its folder.

    ``out`` must be missing, empty or a site built before (:data:`SITE_MARKER`), and no system,
    home or current folder; the new site replaces it only once complete.
    """
    from cardlearn.classroom.hub import copy_missing_lessons
    from cardlearn.i18n import resolve_language

    lang = resolve_language(lang)
    out_dir, cache_dir = check_site_folders(out, cache)
    check_build_tools()
    wheels_dir = _checked_wheels(wheels)
    core = fetch_pyodide_core(cache_dir)
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    # Beside the site, so the swap is a rename on one file system.
    building = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.building-", dir=out_dir.parent))
    try:
        with tempfile.TemporaryDirectory(prefix="cardlearn-lite-") as staging_name:
            staging = Path(staging_name)
            copy_missing_lessons(lang, staging / "files")
            startup = make_pyodide(core, staging / "static" / "pyodide", cache_dir, wheels_dir)
            (staging / "jupyter-lite.json").write_text(json.dumps(lite_config(startup), indent=2), encoding="utf-8")
            _run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(staging),
                  "--contents", str(staging / "files"), "--output-dir", str(building / "site"), "--no-sourcemaps"],
                 "jupyter lite build", cwd=staging)
        marker = {"format": "cardlearn-lite-site", "lang": lang, "pyodide": PYODIDE_VERSION}
        (building / "site" / SITE_MARKER).write_text(json.dumps(marker) + "\n", encoding="utf-8")
        swap_in(building / "site", out_dir)
    except OSError as error:
        raise ClassroomError("classroom.lite.cannot_write", out=str(out), reason=error.strerror or str(error)) from None
    finally:
        shutil.rmtree(building, ignore_errors=True)
    return out_dir


# What a lesson's code needs beyond cardlearn's pure core, recognised by what the code calls.
LESSON_NEEDS = {
    # a DataFrame: pandas loads from the Pyodide CDN (or from --wheels)
    "pandas": re.compile(r"\bpandas\b|\.to_frame\(|\.record\(|\banalyse\("),
    # the double-dummy solver (endplay, native code): there is no Pyodide build of it
    "solver": re.compile(r"\banalyse\(|\bendplay\b|double_dummy"),
}


def lessons_needing(lang: str) -> dict[str, list[str]]:
    """The lessons of ``lang`` whose code needs pandas, and those that need the double-dummy
    solver (which no JupyterLite site has): ``{"pandas": [...], "solver": [...]}``."""
    needing: dict[str, list[str]] = {need: [] for need in LESSON_NEEDS}
    for source, relative in lesson_files(lang):
        if relative.endswith(".ipynb"):
            cells = json.loads(source.read_text(encoding="utf-8"))["cells"]
            code = "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "code")
            for need, pattern in LESSON_NEEDS.items():
                if pattern.search(code):
                    needing[need].append(relative)
    return needing
