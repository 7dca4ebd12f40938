"""Every learner text of one language, with where it comes from (for the language checks)."""
from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import tomllib
from babel import Locale
from babel.messages.pofile import read_po

from cardlearn.i18n.catalog import LOCALES_DIR

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"


def catalog_texts(lang: str) -> Iterator[tuple[str, str]]:
    """(``file key``, text) for every form of every message of every ``.po`` domain of ``lang``."""
    for path in sorted((LOCALES_DIR / lang).glob("*.po")):
        with path.open("rb") as handle:
            po = read_po(handle, locale=Locale.parse(lang))
        for message in po:
            if not message.id:
                continue
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            for form in forms:
                yield f"{path.relative_to(ROOT)} {key}", form


def _toml_texts(folder: Path, lang: str) -> Iterator[tuple[str, str]]:
    """(``file field``, text) for every ``<field>.<lang>`` string of the TOML files in ``folder``."""
    def walk(node: object, where: str) -> Iterator[tuple[str, str]]:
        if isinstance(node, dict):
            for name, value in node.items():
                if name == lang and isinstance(value, str):
                    yield where, value
                else:
                    yield from walk(value, f"{where}.{name}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                yield from walk(value, f"{where}[{index}]")

    for path in sorted(folder.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for where, text in walk(data, ""):
            yield f"{path.relative_to(ROOT)} {where.lstrip('.')}", text


def exercise_texts(lang: str) -> Iterator[tuple[str, str]]:
    """(``file field``, text) for every prompt and hint in ``lang`` of lessons/exercises/*.toml."""
    yield from _toml_texts(LESSONS / "exercises", lang)


def deal_texts(lang: str) -> Iterator[tuple[str, str]]:
    """(``file field``, text) for every title, plan, bid, lead and comment note of lessons/deals/*.toml."""
    yield from _toml_texts(LESSONS / "deals", lang)


def notebook_texts(lang: str) -> Iterator[tuple[str, str]]:
    """(``file cell n``, markdown) for every markdown cell of lessons/<lang>/*.ipynb."""
    for path in sorted((LESSONS / lang).glob("*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for index, cell in enumerate(notebook["cells"]):
            if cell["cell_type"] == "markdown":
                yield f"{path.relative_to(ROOT)} cell {index}", "".join(cell["source"])
