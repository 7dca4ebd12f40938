"""The package's import graph between its layers, read from the source (no import is run).

    python tools/import_graph.py            # a table of arrows, and any that run up the layers
    python tools/import_graph.py --mermaid  # the same graph as a Mermaid diagram for the docs

The layers, bottom to top, are LAYERS; an arrow may only point down. Imports inside a function
(made lazily, to keep start-up light or an optional dependency optional) are arrows too.
tests/test_import_layers.py keeps the graph one-way.
"""
from __future__ import annotations

import argparse
import ast
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cardlearn"

# Bottom to top (../shared/DESIGN.md): each layer may import only the layers before it.
LAYERS = ("i18n", "engine", "ai", "widgets", "exercises", "classroom", "workspace", "cli", "__main__", "cardlearn")

# Not code dependencies: the lessons are a data package found through importlib, and the Lite
# builder imports the package root only to find the source tree it builds a wheel from.
NOT_LAYERS = {"cardlearn.lessons"}
LOCATOR_IMPORTS = {("cardlearn.classroom.lite", "cardlearn")}


@dataclass(frozen=True)
class Arrow:
    """One import between two layers: where it is, and whether it runs when the module loads."""

    source_module: str
    target_module: str
    lazy: bool

    @property
    def source(self) -> str:
        """The importing module's layer."""
        return layer_of(self.source_module)

    @property
    def target(self) -> str:
        """The imported module's layer."""
        return layer_of(self.target_module)

    @property
    def upward(self) -> bool:
        """True when the arrow points up the layers (never allowed)."""
        return LAYERS.index(self.target) >= LAYERS.index(self.source)


def layer_of(module: str) -> str:
    """The layer of a ``cardlearn`` module: its first name below the package (the root for the package)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def module_name(path: Path, package: Path = PACKAGE) -> str:
    """``cardlearn/ai/bridge/__init__.py`` -> ``cardlearn.ai.bridge``."""
    parts = path.relative_to(package.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not node.level:
        return [node.module or ""]
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - node.level + 1]
    return [".".join(base + ([node.module] if node.module else []))]


def arrows(package: Path = PACKAGE) -> Iterator[Arrow]:
    """Every import from one layer of the package into another."""
    for path in sorted(package.rglob("*.py")):
        module = module_name(path, package)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        at_load = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            for target in _imported(node, module, path.name == "__init__.py"):
                if not (target == "cardlearn" or target.startswith("cardlearn.")):
                    continue
                if target in NOT_LAYERS or (module, target) in LOCATOR_IMPORTS:
                    continue
                arrow = Arrow(module, target, lazy=id(node) not in at_load)
                if arrow.source != arrow.target:
                    yield arrow


def layer_counts(found: list[Arrow]) -> Counter[tuple[str, str, bool]]:
    """How many imports run from each layer to each other, at load and lazily."""
    return Counter((arrow.source, arrow.target, arrow.lazy) for arrow in found)


def mermaid(found: list[Arrow]) -> str:
    """The layer graph as a Mermaid flowchart (dotted: imports made inside a function)."""
    lines = ["flowchart TD"]
    for (source, target, lazy), count in sorted(layer_counts(found).items(), key=lambda item: item[0]):
        link = "-.->" if lazy else "-->"
        lines.append(f"    {source.strip('_')} {link}|{count}| {target.strip('_')}")
    return "\n".join(lines)


def main() -> int:
    """Print the graph; exit 1 when an arrow runs up the layers."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mermaid", action="store_true", help="print a Mermaid diagram")
    found = list(arrows())
    if parser.parse_args().mermaid:
        print(mermaid(found))
    else:
        print("layers, bottom to top:", " < ".join(LAYERS))
        for (source, target, lazy), count in sorted(layer_counts(found).items()):
            print(f"{source:>10} -> {target:<10} {count:4d}{'  (inside functions)' if lazy else ''}")
    upward = [arrow for arrow in found if arrow.upward]
    for arrow in upward:
        print(f"UP THE LAYERS: {arrow.source_module} imports {arrow.target_module}")
    return 1 if upward else 0


if __name__ == "__main__":
    raise SystemExit(main())
