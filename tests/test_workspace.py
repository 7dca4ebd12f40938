"""``cardlearn lab``: the learner's own workspace, never the package's lessons edited in place."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from cardlearn import cli
from cardlearn.classroom.lessons import lesson_files
from cardlearn.workspace import lessons_language_of, workspace_home

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The folders JupyterLab was started in (JupyterLab itself is not started)."""
    opened: list[Path] = []
    monkeypatch.setattr(cli, "open_jupyterlab", lambda folder: opened.append(folder) or 0)
    return opened


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def git_status(path: Path) -> str:
    return subprocess.run(["git", "status", "--porcelain", "--", str(path)], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout


def test_home_is_the_flag_else_the_variable_else_the_home_folder(monkeypatch: pytest.MonkeyPatch,
                                                                 tmp_path: Path) -> None:
    monkeypatch.setenv("CARDLEARN_HOME", str(tmp_path / "env"))
    assert workspace_home("~/x") == Path("~/x").expanduser()
    assert workspace_home() == tmp_path / "env"
    monkeypatch.delenv("CARDLEARN_HOME")
    assert workspace_home() == Path.home() / "cardlearn"


def test_the_package_lessons_are_recognised_and_other_folders_are_not(tmp_path: Path) -> None:
    assert lessons_language_of(LESSONS) == (True, None)
    assert lessons_language_of(LESSONS / "th") == (True, "th")
    assert lessons_language_of(LESSONS / "exercises") == (False, None)
    assert lessons_language_of(tmp_path) == (False, None)
    (tmp_path / "th").mkdir()
    assert lessons_language_of(tmp_path / "th") == (False, None)


def test_lab_without_a_folder_opens_the_learners_language_in_the_workspace(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, started: list[Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "th_TH.UTF-8")
    home = tmp_path / "ws"
    code, out, _ = run(["lab", "--home", str(home)], capsys)
    assert code == 0 and started == [home / "th"]
    assert f"คัดลอกไฟล์ใหม่ {len(lesson_files('th'))} ไฟล์" in out
    assert sorted(p.name for p in (home / "th").glob("*.ipynb")) == \
        sorted(p.name for p in (LESSONS / "th").glob("*.ipynb"))
    assert (home / "th" / "deals" / "practice-hands.pbn").is_file()
    assert not (home / "ko").exists()


def test_lab_copies_only_what_is_missing_and_keeps_the_learners_edits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, started: list[Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("CARDLEARN_HOME", str(tmp_path / "ws"))
    assert run(["lab", "--lang", "da", "--no-start"], capsys)[0] == 0
    folder = tmp_path / "ws" / "da"
    edited = folder / "01-bridge-table.ipynb"
    edited.write_text('{"mine": true}', encoding="utf-8")
    (folder / "12-bridge-scoring.ipynb").unlink()
    code, out, _ = run(["lab", "--lang", "DA", "--no-start"], capsys)
    assert code == 0 and "(nye filer kopieret: 1)" in out
    assert edited.read_text(encoding="utf-8") == '{"mine": true}'
    assert (folder / "12-bridge-scoring.ipynb").read_bytes() == \
        (LESSONS / "da" / "12-bridge-scoring.ipynb").read_bytes()
    assert started == [], "--no-start starts nothing"


def test_lab_on_the_checkouts_lessons_opens_the_copy_and_leaves_the_repository_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, started: list[Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    before = git_status(LESSONS)
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    code, out, _ = run(["lab", "lessons/", "--home", str(tmp_path)], capsys)
    assert code == 0 and started == [tmp_path / "ko"]
    assert "원본 강의" in out and str(tmp_path / "ko") in out
    code, out, _ = run(["lab", "lessons/tr", "--home", str(tmp_path)], capsys)
    assert code == 0 and started[-1] == tmp_path / "tr" and "원본 강의" in out
    assert git_status(LESSONS) == before


def test_lab_in_english_copies_every_language_and_opens_the_workspace(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, started: list[Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("CARDLEARN_HOME", str(tmp_path))
    assert run(["lab"], capsys)[0] == 0
    assert started == [tmp_path]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["da", "ko", "th", "tr"]


def test_a_teachers_own_folder_is_opened_as_it_is(tmp_path: Path, started: list[Path],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, _, _ = run(["lab", str(tmp_path)], capsys)
    assert code == 0 and started == [tmp_path] and list(tmp_path.iterdir()) == []


def test_a_bad_workspace_or_language_is_refused_in_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, started: list[Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "da_DK.UTF-8")
    (tmp_path / "file").write_text("x", encoding="utf-8")
    code, _, err = run(["lab", "--home", str(tmp_path / "file" / "ws")], capsys)
    assert code == 2 and "Traceback" not in err and str(tmp_path / "file") in err
    code, _, err = run(["lab", "--home", "/usr/share"], capsys)
    assert code == 2 and "systemmappe" in err and "--home DIR" in err and "CARDLEARN_HOME" in err
    code, _, err = run(["lab", "--lang", "en", "--home", str(tmp_path / "ws")], capsys)
    assert code == 2 and "th, ko, da, tr" in err
    assert started == [] and not (tmp_path / "ws").exists()


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="root exists on POSIX only")
def test_lab_adds_allow_root_as_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[tuple[list[str], object]] = []
    monkeypatch.setattr(cli.subprocess, "call", lambda command, cwd: calls.append((command, cwd)) or 0)
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    assert run(["lab", "--lang", "th", "--home", str(tmp_path)], capsys)[0] == 0
    assert calls == [([cli.sys.executable, "-m", "jupyterlab", "--allow-root"], tmp_path / "th")]
