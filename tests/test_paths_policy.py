"""The path policy (cardlearn/engine/paths.py) as functions, and Lite's build that swaps a site in.

Only paths are compared here, nothing is written outside ``tmp_path``: commands that
would write into a system folder are tested in a sandbox (tests/test_cli_hostile.py).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cardlearn.classroom import ClassroomError, lite
from cardlearn.engine.output import csv_cell, terminal_text
from cardlearn.engine.paths import (
    PathRefused,
    real_path,
    replaceable_folder,
    system_folder,
    writable_folder,
)


@pytest.mark.parametrize(("path", "system"), [
    ("/", "/"), ("//", "/"), ("//etc", "/etc"), ("/etc/", "/etc"), ("/tmp/../etc/x", "/etc"),
    ("/usr/lib/python3", "/usr"), ("/proc/self", "/proc"), ("/var", "/var"), ("/var/lib/x", "/var/lib"),
    ("/home", "/home"), ("/dev/shm/x", "/dev"), ("/sys/kernel", "/sys"), ("/boot", "/boot"),
])
def test_system_folders_are_found_on_the_real_path(path: str, system: str) -> None:
    assert system_folder(path) == system
    with pytest.raises(PathRefused) as refused:
        writable_folder(path)
    assert refused.value.key == "paths.system"


@pytest.mark.parametrize("path", ["/home/ayse/lessons-th", "/srv/cardlearn", "/opt/cardlearn/hub", "/var/tmp/x",
                                  "/tmp/class", "/mnt/usb/class"])
def test_a_folder_of_ones_own_inside_shared_folders_is_allowed(path: str) -> None:
    assert system_folder(path) is None


def test_symlinks_and_dotdot_are_resolved_before_the_check(tmp_path: Path) -> None:
    (tmp_path / "to-usr-lib").symlink_to("/usr/lib")
    sneaky = tmp_path / "to-usr-lib" / ".." / "cardlearn-x"
    assert os.path.abspath(sneaky) == str(tmp_path / "cardlearn-x")  # what a text check saw
    assert real_path(sneaky) == Path("/usr/cardlearn-x")
    assert system_folder(sneaky) == "/usr"
    assert real_path("~") == Path.home().resolve()


@pytest.mark.parametrize("value", ["", "   ", "a\x00b", "x" * 5000, 5, None, b"/tmp"])
def test_what_is_not_a_path_is_refused_in_its_own_words(value: object) -> None:
    with pytest.raises(PathRefused) as refused:
        writable_folder(value)  # type: ignore[arg-type]
    assert refused.value.key == "paths.not_a_path"
    assert "\x00" not in refused.value.localized("th")


def test_replaceable_folder_is_missing_empty_or_ours(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path.parent)  # the current folder and the folders around it are never replaced
    assert replaceable_folder(tmp_path / "new", ".mark") == tmp_path / "new"
    (tmp_path / "empty").mkdir()
    assert replaceable_folder(tmp_path / "empty", ".mark") == tmp_path / "empty"
    ours = tmp_path / "ours"
    ours.mkdir()
    (ours / ".mark").write_text("{}", encoding="utf-8")
    (ours / "index.html").write_text("old", encoding="utf-8")
    assert replaceable_folder(ours, ".mark") == ours
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "thesis.tex").write_text("mine", encoding="utf-8")
    with pytest.raises(PathRefused) as refused:
        replaceable_folder(foreign, ".mark")
    assert refused.value.key == "paths.foreign"
    for around in (tmp_path.parent, tmp_path.parent.parent, Path.home()):
        with pytest.raises(PathRefused) as refused:
            replaceable_folder(around, ".mark")
        assert refused.value.key in ("paths.replace_home", "paths.system")


# ------------------------------------------------------------------------- Lite: build beside, swap in


@pytest.fixture
def fake_build(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, bool]:
    """Lite's downloads and ``jupyter lite build`` replaced by a small site (or a failure)."""
    behaviour = {"fail": False}
    monkeypatch.setattr(lite, "check_build_tools", lambda: None)
    monkeypatch.setattr(lite, "fetch_pyodide_core", lambda cache: tmp_path / "core")
    monkeypatch.setattr(lite, "make_pyodide", lambda core, target, cache, wheels: ["cardlearn"])

    def run(command: list[str], what: str, cwd: Path | None = None) -> str:
        if behaviour["fail"]:
            raise ClassroomError("classroom.lite.download_failed", what=what, error="offline")
        out = Path(command[command.index("--output-dir") + 1])
        out.mkdir(parents=True)
        (out / "index.html").write_text("new site", encoding="utf-8")
        return ""

    monkeypatch.setattr(lite, "_run", run)
    return behaviour


def test_a_site_is_built_beside_and_swapped_in(tmp_path: Path, fake_build: dict[str, bool]) -> None:
    site = tmp_path / "class" / "site"
    assert lite.build_site("th", site, cache=tmp_path / "cache") == site
    assert (site / "index.html").read_text(encoding="utf-8") == "new site"
    marker = json.loads((site / lite.SITE_MARKER).read_text(encoding="utf-8"))
    assert marker["format"] == "cardlearn-lite-site" and marker["lang"] == "th"
    (site / "index.html").write_text("old site", encoding="utf-8")
    (site / "stale.js").write_text("old", encoding="utf-8")
    lite.build_site("th", site, cache=tmp_path / "cache")  # a rebuild replaces the previous site whole
    assert (site / "index.html").read_text(encoding="utf-8") == "new site" and not (site / "stale.js").exists()
    assert sorted(p.name for p in site.parent.iterdir()) == ["site"], "no building folder is left behind"


def test_a_failed_build_leaves_the_previous_site_as_it_was(tmp_path: Path, fake_build: dict[str, bool]) -> None:
    site = tmp_path / "site"
    lite.build_site("da", site, cache=tmp_path / "cache")
    (site / "index.html").write_text("yesterday's site", encoding="utf-8")
    fake_build["fail"] = True
    with pytest.raises(ClassroomError):
        lite.build_site("da", site, cache=tmp_path / "cache")
    assert (site / "index.html").read_text(encoding="utf-8") == "yesterday's site"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".site.building")]


def test_a_folder_with_someone_elses_files_is_never_deleted(tmp_path: Path, fake_build: dict[str, bool]) -> None:
    folder = tmp_path / "public_html"
    folder.mkdir()
    (folder / "index.html").write_text("my home page", encoding="utf-8")
    with pytest.raises(PathRefused) as refused:
        lite.build_site("ko", folder, cache=tmp_path / "cache")
    assert refused.value.key == "paths.foreign" and lite.SITE_MARKER in refused.value.localized("ko")
    assert (folder / "index.html").read_text(encoding="utf-8") == "my home page"


# ------------------------------------------------------------------------- output for other programs


@pytest.mark.parametrize(("value", "cell"), [
    ("−100", -100), ("-100", -100), ("1100", 1100), ("2.5", 2.5), (7, 7), (True, True),
    ("=1+1", "'=1+1"), ("+5", "'+5"), ("-x", "'-x"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"),
    ("\rx", "'\rx"), ("＝1+1", "'＝1+1"), ("♥A", "♥A"), ("1♣ 1♦", "1♣ 1♦"), ("Ana", "Ana"), ("", ""),
])
def test_csv_cells_numbers_plain_and_formulas_inert(value: object, cell: object) -> None:
    assert csv_cell(value) == cell and type(csv_cell(value)) is type(cell)


def test_terminal_text_shows_controls_and_keeps_every_script() -> None:
    assert terminal_text("a\x1b[31mb\x07") == "aU+001B[31mbU+0007"
    assert terminal_text("x\u202ey\x85\x9b") == "xU+202EyU+0085U+009B"
    assert terminal_text("line\nnext") == "line\nnext"
    assert terminal_text("line\nnext", one_line=True) == "lineU+000Anext"
    for text in ("ไพ่ใบนี้เล่นไม่ได้", "클럽 에이스", "Ærø og Øster", "Kör İstanbul", "♠A ♥10"):
        assert terminal_text(text, one_line=True) == text
