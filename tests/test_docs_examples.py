"""The Python examples of the README and of every documentation page run as written.

Each ```python block runs from the repository root; the blocks of one page run
in order in one namespace (a page may build on its earlier blocks), with a
fresh namespace for every page. ```bash blocks are shown, not run.
"""
from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

import pytest

import cardlearn

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
# A block may be indented (inside a list item): its lines are dedented before they run.
BLOCK = re.compile(r"^([ \t]*)```python\n(.*?)^\1```", re.DOTALL | re.MULTILINE)


def blocks(page: Path) -> list[str]:
    """The ```python blocks of ``page``, in order."""
    return blocks_of(page.read_text(encoding="utf-8"))


def blocks_of(text: str) -> list[str]:
    """The ```python blocks of a Markdown text, in order."""
    return [textwrap.dedent(body) for _indent, body in BLOCK.findall(text)]


def name(page: Path) -> str:
    """The page's path from the repository root (the test's id)."""
    return page.relative_to(ROOT).as_posix()


WITH_EXAMPLES = [page for page in PAGES if blocks(page)]


@pytest.mark.parametrize("page", WITH_EXAMPLES, ids=[name(page) for page in WITH_EXAMPLES])
def test_page_examples_run(page, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    before = cardlearn.get_language()
    namespace: dict[str, object] = {"__name__": "__docs__"}
    try:
        for index, source in enumerate(blocks(page)):
            exec(compile(source, f"{name(page)}, python block {index + 1}", "exec"), namespace)  # noqa: S102 - running the examples is the test
    finally:
        cardlearn.set_language(before)
        settings = sys.modules.get("cardlearn.widgets.settings")
        if settings is not None:  # cardlearn.settings() is kernel-wide: later tests get a fresh notebook
            settings.SHARED.reset()
        api = sys.modules.get("cardlearn.exercises.api")
        if api is not None:  # and no lesson answers file (it would collect other tests' attempts)
            api.set_answers_file(None)


def test_the_docs_have_examples():
    """The reference pages moved out of the README keep their examples (and this test finds them)."""
    found = {name(page) for page in WITH_EXAMPLES}
    assert {"docs/reference/bridge-engine.md", "docs/reference/jass-engine.md", "docs/reference/ai.md",
            "docs/reference/languages.md", "docs/teachers/reports.md"} <= found
    assert sum(len(blocks(page)) for page in WITH_EXAMPLES) >= 9  # the nine the README had


def test_blocks_are_found_as_written():
    """The pattern takes each whole ```python block (blank lines included) and no ```bash block."""
    text = ("```bash\necho no\n```\n\n```python\nx = 1\n\ny = 2\n```\ntext\n"
            "- a list item:\n\n  ```python\n  z = 3\n  ```\n")
    assert blocks_of(text) == ["x = 1\n\ny = 2\n", "z = 3\n"]
