"""The wheel ships every package, the catalogs, the front-end modules and the lessons."""
from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_package_is_listed():
    listed = set(CONFIG["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "cardlearn").rglob("__init__.py")
    } | {"cardlearn.lessons"}
    assert on_disk == listed


def test_lessons_ship_as_cardlearn_lessons():
    import cardlearn.lessons

    assert Path(cardlearn.lessons.__file__).resolve().parent == ROOT / "lessons"
    assert CONFIG["tool"]["setuptools"]["package-dir"]["cardlearn.lessons"] == "lessons"
