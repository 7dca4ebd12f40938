"""What the lessons teach and ask stays sound: lead-ins for every exercise, no needless imports, lesson 8's first table.

These read the notebooks as data (no kernel); `tests/test_lessons_parity.py` keeps the languages in
step and nbval runs the cells.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from cardlearn.engine.jass.rules import SUITS
from cardlearn.widgets import JassTable

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
LANGS = ("th", "ko", "da", "tr")
NOTEBOOKS = sorted(path for lang in LANGS for path in (LESSONS / lang).glob("*.ipynb"))
EXERCISE_CALL = re.compile(r'exercise\(\s*"([a-z0-9_.]+)"')
# "**Øvelse 2.**", "**แบบฝึกหัดที่ 2**", "**문제 2.**", "**Alıştırma 2.**": the label before the question.
LABEL = re.compile(r"^\*\*[^*]*\d+\.?\*\*")


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def ids(paths: list[Path]) -> list[str]:
    return [f"{path.parent.name}/{path.name}" for path in paths]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=ids(NOTEBOOKS))
def test_every_exercise_has_a_lead_in(path):
    """The markdown cell before each exercise says what is asked, not only "Exercise 2"."""
    notebook = cells(path)
    bare = []
    for index, cell in enumerate(notebook):
        if cell["cell_type"] != "code" or not EXERCISE_CALL.search(source(cell)):
            continue
        before = next(source(c) for c in reversed(notebook[:index]) if c["cell_type"] == "markdown")
        last_paragraph = before.strip().split("\n\n")[-1]
        question = LABEL.sub("", last_paragraph).strip()
        if len(question) < 8:
            bare.append(f"cell {index}: {last_paragraph!r}")
    assert not bare, "exercises without a lead-in: " + "; ".join(bare)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=ids(NOTEBOOKS))
def test_no_unused_imports(path):
    """A lesson imports only what its cells use (pandas is not needed to read a lesson, see #17)."""
    code = "\n".join(source(c) for c in cells(path) if c["cell_type"] == "code")
    tree = ast.parse(code)
    imported = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                imported[(alias.asname or alias.name).split(".")[0]] = alias.name
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    used |= {node.value.id for node in ast.walk(tree)
             if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)}
    unused = sorted(name for name in imported if name not in used)
    assert not unused, f"imported but never used: {unused}"
    assert "pandas" not in imported.values() or "pd" in used


def test_no_lesson_imports_pandas():
    """Lessons run where pandas is not installed yet (a JupyterLite site loads it late)."""
    offenders = [f"{path.parent.name}/{path.name}" for path in NOTEBOOKS
                 if re.search(r"^\s*(import pandas|from pandas)", "\n".join(
                     source(c) for c in cells(path) if c["cell_type"] == "code"), re.MULTILINE)]
    assert not offenders


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_14_table_starts_in_a_trump_contract(lang):
    """Lesson 15 teaches Obenabe and Undenufe; lesson 14's first table must be a trump game (#13)."""
    (path,) = (LESSONS / lang).glob("14-*.ipynb")
    (cell,) = [source(c) for c in cells(path) if "JassTable(" in source(c)]
    call = next(node for node in ast.walk(ast.parse(cell))
                if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "JassTable")
    call.keywords.append(ast.keyword(arg="ai_delay", value=ast.Constant(0)))  # no pauses in a test
    table = eval(compile(ast.Expression(ast.fix_missing_locations(call)), "lesson 14", "eval"),
                 {"JassTable": JassTable})
    assert table.match.contract in SUITS, f"{ast.unparse(call)} starts in {table.match.contract}"


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_13_needs_no_edit_to_switch_boards(lang):
    """The practice boards are chosen with the table's board buttons, not by editing code (#15, #26)."""
    (path,) = (LESSONS / lang).glob("13-*.ipynb")
    code = "\n".join(source(c) for c in cells(path) if c["cell_type"] == "code")
    assert "board = 1" not in code and "ipywidgets" not in code
    assert 'table = cardlearn.lesson_deals("practice-hands")' in code


TABLE_CALL = re.compile(r"\b(BridgeTable|JassTable)(\.from_pbn)?\(")


def unbound_tables(code: str) -> list[str]:
    """The table constructions in ``code`` whose result is not assigned to a name."""
    found = []
    tree = ast.parse(code)
    bound = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Assign)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and TABLE_CALL.match(ast.unparse(node)) and id(node) not in bound:
            found.append(ast.unparse(node))
    return found


def test_unbound_tables_finds_a_table_displayed_without_a_name():
    assert unbound_tables("display(BridgeTable.from_pbn(path, board=1))") == ["BridgeTable.from_pbn(path, board=1)"]
    assert unbound_tables("table = JassTable(seed=4)\ntable") == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=ids(NOTEBOOKS))
def test_every_table_is_bound_to_a_name(path):
    """A learner can call ``table.history()`` or ``table.to_pbn()`` on every table a lesson shows (#24)."""
    for cell in cells(path):
        if cell["cell_type"] == "code":
            assert unbound_tables(source(cell)) == [], f"{path.name}: a table without a name"


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_13_shows_history_and_pbn_after_its_table(lang):
    """After the practice table: a cell that tells to run them after playing, then history() and to_pbn()."""
    (path,) = (LESSONS / lang).glob("13-*.ipynb")
    all_cells = cells(path)
    table = next(i for i, c in enumerate(all_cells) if "lesson_deals(" in source(c))
    note, history, pbn = all_cells[table + 1:table + 4]
    assert note["cell_type"] == "markdown" and "`table.history()`" in source(note)
    assert source(history) == "table.history()" and source(pbn) == "print(table.to_pbn())"
