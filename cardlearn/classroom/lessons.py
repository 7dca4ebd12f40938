"""The lessons as files: what ``cardlearn lessons``, the hub and a Lite site copy, and the copy itself.

Every command that puts lessons in a folder reads the list here (:func:`lesson_files`),
so a new kind of lesson file is added once.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from cardlearn.engine.files import check_regular, read_bytes, write_bytes_atomic
from cardlearn.engine.paths import writable_folder
from cardlearn.i18n import LANGUAGES

# What is copied: (folder in the package or "{lang}", file suffix, folder in the destination).
LESSON_PARTS = (("{lang}", ".ipynb", "."), ("exercises", ".toml", "exercises"), ("practice", ".pbn", "practice"),
                ("deals", ".pbn", "deals"), ("deals", ".toml", "deals"))


def lesson_languages() -> list[str]:
    """The languages whose lessons are installed."""
    root = files("cardlearn.lessons")
    return [lang for lang in LANGUAGES
            if root.joinpath(lang).is_dir() and any(f.name.endswith(".ipynb") for f in root.joinpath(lang).iterdir())]


def lesson_files(lang: str) -> list[tuple[Traversable, str]]:
    """(packaged file, path relative to the destination) for everything a lesson folder holds."""
    root = files("cardlearn.lessons")
    found = []
    for folder, suffix, target in LESSON_PARTS:
        source = root.joinpath(folder.format(lang=lang))
        if not source.is_dir():
            continue
        for item in sorted(source.iterdir(), key=lambda f: f.name):
            if item.is_file() and item.name.endswith(suffix):
                found.append((item, item.name if target == "." else f"{target}/{item.name}"))
    return found


@dataclass
class LessonCopy:
    """What copying the lessons to ``dest`` did or would do."""

    dest: Path
    copied: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    edited: list[str] = field(default_factory=list)  # differ from the lessons: never overwritten without force


def copy_lessons(lang: str, dest: str | os.PathLike[str], force: bool = False) -> LessonCopy:
    """Copy ``lang``'s lessons, the exercise files and the practice deals into ``dest``.

    ``dest`` must pass the path policy (:func:`cardlearn.engine.paths.writable_folder`:
    no system folder, not a file, writable), else :class:`~cardlearn.engine.paths.PathRefused`.
    All or nothing: a file in ``dest`` that differs from the packaged one (a
    learner's edits) is listed in ``edited`` and nothing is written, unless ``force``.
    """
    real = writable_folder(dest)
    result = LessonCopy(Path(dest))
    plan = []
    for source, relative in lesson_files(lang):
        data = source.read_bytes()
        target = real / relative
        if target.exists():
            # Through the file layer: a FIFO or a device at that name is refused, never read or waited on.
            if check_regular(target).st_size == len(data) and read_bytes(target, max_bytes=len(data)) == data:
                result.unchanged.append(relative)
                continue
            result.edited.append(relative)
            if not force:
                continue
        plan.append((target, data, relative))
    if result.edited and not force:
        return result
    for target, data, relative in plan:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(target, data)
        result.copied.append(relative)
    return result


__all__ = ["LESSON_PARTS", "LessonCopy", "copy_lessons", "lesson_files", "lesson_languages"]
