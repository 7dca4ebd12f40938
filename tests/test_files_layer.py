"""The one file layer (cardlearn.engine.files): regular files only, bounded, atomic, localized.

Every hostile file kind is tried: a FIFO (and a symlink to one), a device
(/dev/zero, /dev/full), a folder, a read-only file, a file over the cap, a
file that reports size 0 but holds more (/proc), deep JSON and TOML, and a
full disk during an atomic write. Anything that could block runs under a time
guard, so a regression fails instead of hanging the suite.
"""
from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from time_guard import within

from cardlearn.engine import files
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.files import (
    FileProblem,
    loads_json,
    open_binary,
    read_bytes,
    read_json,
    read_text,
    read_toml,
    write_json_atomic,
    write_text_atomic,
)
from cardlearn.i18n import LANGUAGES


def problem_of(call: Callable[[], Any]) -> FileProblem:
    with pytest.raises(FileProblem) as caught:
        within(call)
    error = caught.value
    for lang in LANGUAGES:  # localized in every language, never a raw key
        text = error.localized(lang)
        assert text and "files." not in text
    return error


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("reader", [read_text, read_json, read_toml, read_bytes, open_binary])
def test_a_fifo_is_refused_before_it_is_opened(fifo, reader):
    assert problem_of(lambda: reader(fifo)).key == "files.error.not_regular"


def test_a_symlink_to_a_fifo_is_refused(fifo, tmp_path):
    link = tmp_path / "game.json"
    link.symlink_to(fifo)
    assert problem_of(lambda: read_json(link)).key == "files.error.not_regular"


def test_a_fifo_swapped_in_after_the_check_is_refused_without_blocking(fifo, tmp_path, monkeypatch):
    # The race: os.stat saw a regular file, then the name became a FIFO. O_NONBLOCK + fstat catch it.
    regular = tmp_path / "regular.json"
    regular.write_text("{}", encoding="utf-8")
    monkeypatch.setattr(files, "check_regular", lambda path, max_bytes=None: os.stat(regular))
    assert problem_of(lambda: read_text(fifo)).key == "files.error.not_regular"


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/full"])
def test_a_device_is_refused_not_read(device):
    assert problem_of(lambda: read_text(device)).key == "files.error.not_regular"


def test_a_folder_and_a_missing_file_are_named(tmp_path):
    assert problem_of(lambda: read_json(tmp_path)).key == "files.error.folder"
    assert problem_of(lambda: read_json(tmp_path / "nope.json")).key == "files.error.missing"
    assert problem_of(lambda: read_json(tmp_path / "nope" / "x.json")).key == "files.error.missing"


@pytest.mark.parametrize("value", [None, 5, "", "a\0b", b"bytes", ["x"]])
def test_a_value_that_is_not_a_file_name_is_refused(value):
    assert problem_of(lambda: read_text(value)).key == "files.error.not_a_path"


def test_a_file_over_the_cap_is_refused_before_reading(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 1001)
    assert problem_of(lambda: read_text(path, max_bytes=1000)).params["limit"] == "1000 B"
    path.write_bytes(b" " * 1000)
    assert read_text(path, max_bytes=1000) == " " * 1000


def test_the_read_itself_is_bounded_when_the_size_lies():
    # /proc files say they are empty and then give more: the read stops one byte past the cap.
    assert os.stat("/proc/self/maps").st_size == 0
    assert problem_of(lambda: read_bytes("/proc/self/maps", max_bytes=16)).key == "files.error.too_large"


def test_a_read_only_file_is_read_but_not_replaced(tmp_path):
    path = tmp_path / "game.json"
    path.write_text('{"a": 1}', encoding="utf-8")
    path.chmod(0o444)
    assert read_json(path) == {"a": 1}
    assert problem_of(lambda: write_json_atomic(path, {"a": 2})).key == "files.error.denied_write"
    assert read_json(path) == {"a": 1}


def test_deep_json_and_toml_are_refused_not_a_recursion_error(tmp_path):
    deep_json = tmp_path / "deep.json"
    deep_json.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert problem_of(lambda: read_json(deep_json)).key == "files.error.too_deep"
    deep_toml = tmp_path / "deep.toml"
    deep_toml.write_text("a = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    assert problem_of(lambda: read_toml(deep_toml)).key == "files.error.too_deep"
    tables = tmp_path / "tables.toml"
    tables.write_text("a = " + "{b = " * 200 + "1" + "}" * 200 + "\n", encoding="utf-8")
    assert problem_of(lambda: read_toml(tables, max_depth=64)).key == "files.error.too_deep"
    assert loads_json("[[[1]]]", max_depth=3) == [[[1]]]
    with pytest.raises(FileProblem):
        loads_json("[[[[1]]]]", max_depth=3)


@pytest.mark.parametrize("text, key", [("{not json", "files.error.bad_json"), ('{"a": [1, 2', "files.error.bad_json")])
def test_broken_json_says_where(tmp_path, text, key):
    path = tmp_path / "cut.json"
    path.write_text(text, encoding="utf-8")
    error = problem_of(lambda: read_json(path))
    assert error.key == key and error.params["line"] == 1


def test_text_that_is_not_utf8_is_named(tmp_path):
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"a": "\xe9"}')
    assert problem_of(lambda: read_text(path)).key == "files.error.not_text"


def test_file_problems_are_cardlearn_errors_and_os_errors(tmp_path):
    error = problem_of(lambda: read_text(tmp_path / "missing"))
    assert isinstance(error, CardlearnError) and isinstance(error, OSError)


# --- writing -------------------------------------------------------------------------------------


def test_an_atomic_write_keeps_the_mode_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o640)
    write_text_atomic(path, "new ✓")
    assert path.read_text(encoding="utf-8") == "new ✓"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_new_file_gets_the_usual_mode(tmp_path):
    mask = os.umask(0o022)
    try:
        write_text_atomic(tmp_path / "new.json", "x")
    finally:
        os.umask(mask)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o644


def test_an_atomic_write_goes_through_a_symlink(tmp_path):
    target = tmp_path / "shared" / "game.json"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "game.json"
    link.symlink_to(target)
    write_text_atomic(link, "new")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "new"


def test_a_full_disk_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    path.write_text('{"old": true}', encoding="utf-8")
    real_mkstemp = tempfile.mkstemp

    def full_disk(**kwargs: Any) -> tuple[int, str]:
        fd, name = real_mkstemp(**kwargs)
        os.close(fd)
        return os.open("/dev/full", os.O_WRONLY), name  # every write: ENOSPC from the kernel

    monkeypatch.setattr(files.tempfile, "mkstemp", full_disk)
    error = problem_of(lambda: write_json_atomic(path, {"new": "x" * 100_000}))
    assert error.key == "files.error.disk_full"
    assert json.loads(path.read_text(encoding="utf-8")) == {"old": True}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


@pytest.mark.parametrize("code, key", [(errno.EACCES, "files.error.denied_write"),
                                       (errno.EROFS, "files.error.denied_write"),
                                       (errno.EIO, "files.error.write_failed")])
def test_other_write_failures_are_localized(tmp_path, monkeypatch, code, key):
    def refuse(**kwargs: Any) -> tuple[int, str]:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(files.tempfile, "mkstemp", refuse)
    assert problem_of(lambda: write_text_atomic(tmp_path / "x.json", "x")).key == key


def test_writing_never_replaces_a_fifo_a_device_or_a_folder(fifo, tmp_path):
    assert problem_of(lambda: write_text_atomic(fifo, "x")).key == "files.error.not_regular"
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert problem_of(lambda: write_text_atomic("/dev/full", "x")).key == "files.error.not_regular"
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)
    assert problem_of(lambda: write_text_atomic(tmp_path, "x")).key == "files.error.folder"
    assert problem_of(lambda: write_text_atomic(tmp_path / "no" / "x.json", "x")).key == "files.error.no_folder"


def test_a_deep_intent_is_refused_as_malformed():
    from cardlearn.widgets import BridgeTable

    table = BridgeTable(seed=1, ai_delay=0)
    deep: Any = 0
    for _ in range(100_000):
        deep = [deep]
    view = table.receive({"action": "set", "name": "lang", "value": deep, "seq": 3})
    assert view["notice"]["kind"] == "error" and view["lang"] == "en"
    nested: Any = {}
    for _ in range(100_000):
        nested = {"a": nested}
    assert table.receive({"action": "dismiss", "seq": nested})["notice"]["kind"] == "error"


def test_a_deep_trait_write_from_the_front_end_is_refused_as_malformed():
    from cardlearn.widgets import JassTable

    table = JassTable(seed=1, ai_delay=0)
    deep: Any = "th"
    for _ in range(100_000):
        deep = [deep]
    table.set_state({"lang": deep})
    assert table.view["notice"]["kind"] == "error" and table.lang == "en"


def test_a_number_of_thousands_of_digits_is_refused_localized(tmp_path):
    path = tmp_path / "big-number.json"
    path.write_text('{"deal_number": ' + "9" * 5000 + "}", encoding="utf-8")
    assert problem_of(lambda: read_json(path)).key == "files.error.bad_number"
    toml = tmp_path / "big-number.toml"
    toml.write_text("a = " + "9" * 5000 + "\n", encoding="utf-8")
    assert problem_of(lambda: read_toml(toml)).key == "files.error.bad_number"
