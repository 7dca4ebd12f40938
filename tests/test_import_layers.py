"""The layers run one way (i18n <- engine <- ai <- widgets <- exercises <- classroom <- cli), read from the source."""
from __future__ import annotations

import ast
from pathlib import Path

import tools.import_graph as graph

JUPYTER = ("ipywidgets", "anywidget", "IPython", "ipykernel", "jupyter", "traitlets", "nbformat")


def test_no_import_runs_up_the_layers() -> None:
    found = list(graph.arrows())
    assert len(found) > 500  # the reader sees the package's imports, not an empty folder
    assert [f"{a.source_module} -> {a.target_module}" for a in found if a.upward] == []


def test_every_layer_of_the_package_is_named() -> None:
    layers = {graph.layer_of(graph.module_name(path)) for path in graph.PACKAGE.rglob("*.py")}
    assert layers <= set(graph.LAYERS)


def test_an_arrow_up_the_layers_is_found_at_load_and_inside_a_function(tmp_path: Path) -> None:
    package = tmp_path / "cardlearn"
    (package / "engine").mkdir(parents=True)
    (package / "widgets").mkdir()
    (package / "__init__.py").write_text("")
    (package / "engine" / "__init__.py").write_text("from ..widgets import table\n")
    (package / "engine" / "deal.py").write_text("def show():\n    from cardlearn.widgets.table import Table\n")
    (package / "widgets" / "table.py").write_text("from cardlearn.engine import deal\n")
    found = list(graph.arrows(package))
    upward = {(a.source_module, a.target_module, a.lazy) for a in found if a.upward}
    assert upward == {("cardlearn.engine", "cardlearn.widgets", False),
                      ("cardlearn.engine.deal", "cardlearn.widgets.table", True)}
    assert [a for a in found if not a.upward] == [graph.Arrow("cardlearn.widgets.table", "cardlearn.engine", False)]


def test_the_engine_and_the_ai_import_nothing_of_jupyter() -> None:
    """The engine and the AI also run in JupyterLite and in plain scripts."""
    for layer in ("engine", "ai", "i18n"):
        for path in (graph.PACKAGE / layer).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            modules = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
            modules += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
            assert not [m for m in modules if m.split(".")[0] in JUPYTER], path
