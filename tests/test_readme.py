"""The README's Python examples run as written."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import cardlearn

ROOT = Path(__file__).resolve().parents[1]
BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.DOTALL)


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_example_runs(index, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    before = cardlearn.get_language()
    try:
        exec(compile(BLOCKS[index], f"README block {index}", "exec"), {})  # noqa: S102 - running the examples is the test
    finally:
        cardlearn.set_language(before)
        settings = sys.modules.get("cardlearn.widgets.settings")
        if settings is not None:  # cardlearn.settings() is kernel-wide: later tests get a fresh notebook
            settings.SHARED.reset()
        api = sys.modules.get("cardlearn.exercises.api")
        if api is not None:  # and no lesson answers file (it would collect other tests' attempts)
            api.set_answers_file(None)


def test_readme_has_examples():
    assert len(BLOCKS) >= 3
