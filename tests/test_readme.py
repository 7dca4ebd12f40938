"""The README's Python examples run as written."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardlearn

ROOT = Path(__file__).resolve().parents[1]
BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_example_runs(index, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    before = cardlearn.get_language()
    try:
        exec(compile(BLOCKS[index], f"README block {index}", "exec"), {})
    finally:
        cardlearn.set_language(before)


def test_readme_has_examples():
    assert len(BLOCKS) >= 3
