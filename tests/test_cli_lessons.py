"""``cardlearn lessons``: copy a language's lessons with exercises and practice deals, keep a learner's edits."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from cardlearn import cli

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_copies_lessons_exercises_and_practice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dest = tmp_path / "mine"
    code, out, _ = run(["lessons", "--lang", "da", "--dest", str(dest), "--no-open"], capsys)
    assert code == 0
    assert "kopieret til" in out and str(dest) in out
    notebooks = sorted(p.name for p in dest.glob("*.ipynb"))
    assert notebooks == sorted(p.name for p in (LESSONS / "da").glob("*.ipynb"))
    assert len(notebooks) == len(list((Path(__file__).resolve().parents[1] / "lessons" / "da").glob("*.ipynb")))
    assert (dest / "01-bridge-table.ipynb").read_bytes() == (LESSONS / "da" / "01-bridge-table.ipynb").read_bytes()
    assert sorted(p.name for p in (dest / "exercises").glob("*.toml")) == \
        sorted(p.name for p in (LESSONS / "exercises").glob("*.toml"))
    assert (dest / "deals" / "practice-hands.pbn").is_file()
    assert not list(dest.glob("*.py")), "no package code is copied"


def test_copied_folder_finds_its_practice_and_exercises(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from cardlearn.exercises import exercise
    from cardlearn.lessons import practice_file

    dest = tmp_path / "mine"
    assert run(["lessons", "--lang", "da", "--dest", str(dest), "--no-open"], capsys)[0] == 0
    monkeypatch.chdir(dest)
    assert practice_file().resolve() == (dest / "deals" / "practice-hands.pbn").resolve()
    # A teacher's edit in the copied exercises folder is what the lesson uses.
    toml = dest / "exercises" / "bridge-scoring.toml"
    toml.write_text(toml.read_text(encoding="utf-8").replace('contract = "4S"', 'contract = "4H"', 1),
                    encoding="utf-8")
    assert exercise("bridge.scoring.001", lang="en").situation["contract"] == "4H"


def test_rerun_is_harmless_and_edits_are_kept(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dest = tmp_path / "mine"
    args = ["lessons", "--lang", "da", "--dest", str(dest), "--no-open"]
    assert run(args, capsys)[0] == 0
    assert run(args, capsys)[0] == 0  # nothing edited: copying again is fine
    edited = dest / "12-bridge-scoring.ipynb"
    edited.write_text(edited.read_text(encoding="utf-8").replace("Stikpoint", "Mine noter"), encoding="utf-8")
    mine = edited.read_bytes()
    (dest / "deals" / "practice-hands.pbn").unlink()
    code, out, err = run(args, capsys)
    assert code == 1
    assert "12-bridge-scoring.ipynb" in err and "--force" in err
    assert edited.read_bytes() == mine
    assert not (dest / "deals" / "practice-hands.pbn").exists(), "all or nothing: nothing was copied"


def test_force_overwrites_edits(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dest = tmp_path / "mine"
    args = ["lessons", "--lang", "da", "--dest", str(dest), "--no-open"]
    run(args, capsys)
    edited = dest / "exercises" / "jass-weis.toml"
    edited.write_text("# mine\n", encoding="utf-8")
    assert run(args + ["--force"], capsys)[0] == 0
    assert edited.read_bytes() == (LESSONS / "exercises" / "jass-weis.toml").read_bytes()


def test_copy_lessons_reports_what_it_did(tmp_path: Path) -> None:
    first = cli.copy_lessons("da", tmp_path)
    assert "01-bridge-table.ipynb" in first.copied and "deals/practice-hands.pbn" in first.copied
    assert not first.unchanged and not first.edited
    second = cli.copy_lessons("da", tmp_path)
    assert not second.copied and len(second.unchanged) == len(first.copied)


def test_language_without_lessons_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # English is the catalog's reference language; it has no lesson notebooks.
    code, _, err = run(["lessons", "--lang", "en", "--dest", str(tmp_path / "x"), "--no-open"], capsys)
    assert code == 1
    assert "no lessons" in err and "da" in err
    assert not (tmp_path / "x").exists()


def test_unknown_language_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["lessons", "--lang", "xx", "--no-open"])
    assert exit_info.value.code == 2


def test_opens_jupyterlab_in_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    opened: list[Path] = []
    monkeypatch.setattr(cli, "open_jupyterlab", lambda folder: opened.append(folder) or 0)
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(["lessons", "--lang", "da"], capsys)
    assert code == 0
    assert opened == [Path("cardlearn-lessons-da")]
    assert (tmp_path / "cardlearn-lessons-da" / "19-jass-practice-match.ipynb").is_file()
    assert "JupyterLab" in out


def test_no_open_does_not_start_jupyterlab(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(cli, "open_jupyterlab", lambda folder: pytest.fail("JupyterLab was started"))
    assert run(["lessons", "--lang", "da", "--dest", str(tmp_path / "d"), "--no-open"], capsys)[0] == 0


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """The wheel built from this tree, installed into a bare folder: (that folder, the wheel's file names)."""
    tmp_path = tmp_path_factory.mktemp("wheel")
    # Build from a copy: pip builds in the source folder, and parallel workers must not share one.
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    for name in ("cardlearn", "lessons"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints"))
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(wheels), str(source)],
                   check=True, cwd=tmp_path)
    wheel = next(wheels.glob("cardlearn-*.whl"))
    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target", str(site),
                    str(wheel)], check=True, cwd=tmp_path)
    return site, zipfile.ZipFile(wheel).namelist()


# The development install's import hook would quietly serve modules missing from the wheel.
_NO_EDITABLE = ("import sys; sys.meta_path[:] = [f for f in sys.meta_path "
                "if 'editable' not in getattr(f, '__name__', type(f).__name__).lower()]; ")


def _run_installed(site: Path, cwd: Path, code: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site), "LANG": "C.UTF-8"}
    return subprocess.run([sys.executable, "-c", _NO_EDITABLE + code, *args], cwd=cwd, env=env,
                          capture_output=True, text=True)


def test_works_from_an_installed_wheel(installed: tuple[Path, list[str]], tmp_path: Path) -> None:
    """Copy the lessons from the installed wheel, with no source tree in sight."""
    site, names = installed
    assert "cardlearn/lessons/da/13-bridge-practice-hands.ipynb" in names
    assert "cardlearn/lessons/deals/practice-hands.pbn" in names
    assert "cardlearn/lessons/exercises/bridge-scoring.toml" in names
    done = _run_installed(site, tmp_path, "import sys, cardlearn.cli; print(cardlearn.cli.__file__); "
                          "sys.exit(cardlearn.cli.main(sys.argv[1:]))", "lessons", "--lang", "da", "--no-open")
    assert done.returncode == 0, done.stderr
    assert str(site) in done.stdout.splitlines()[0], "ran the installed copy, not the source tree"
    copied = tmp_path / "cardlearn-lessons-da"
    assert len(list(copied.glob("*.ipynb"))) == len(list((Path(__file__).resolve().parents[1] / "lessons" / "da").glob("*.ipynb")))
    assert (copied / "deals" / "practice-hands.pbn").is_file()


def test_installed_wheel_has_what_the_lessons_import(installed: tuple[Path, list[str]], tmp_path: Path) -> None:
    """Every module the lesson notebooks import is in the wheel (a learner has no source tree)."""
    import re

    modules = set()
    for notebook in (LESSONS / "da").glob("*.ipynb"):
        modules |= set(re.findall(r"from (cardlearn[\w.]*) import", notebook.read_text(encoding="utf-8")))
    assert "cardlearn.exercises" in modules
    done = _run_installed(site := installed[0], tmp_path,
                          "import importlib, sys; [importlib.import_module(m) for m in sys.argv[1:]]; "
                          "import cardlearn.lessons; print(cardlearn.lessons.__file__)", *sorted(modules))
    assert done.returncode == 0, done.stderr[-800:]
    assert str(site) in done.stdout
