"""Finding and loading exercise files, all or nothing, from the teacher's folder or the installed lessons."""
from __future__ import annotations

import os
from pathlib import Path

from cardlearn.exercises.check import check_path
from cardlearn.exercises.errors import ExerciseError
from cardlearn.exercises.schema import ExerciseSpec

ENV_VAR = "CARDLEARN_EXERCISES"

_cache: dict[tuple, dict[str, ExerciseSpec]] = {}


def packaged_folder() -> Path:
    """The exercise files shipped with the lessons (``lessons/exercises``, installed as ``cardlearn.lessons``)."""
    import cardlearn.lessons

    return Path(cardlearn.lessons.__file__).resolve().parent / "exercises"


def search_folders(path: str | os.PathLike[str] | None = None) -> list[Path]:
    """Where exercises are looked for, first match wins.

    ``path`` if given (a file or folder); else the folder in ``$CARDLEARN_EXERCISES``;
    ``./exercises`` and ``../exercises`` (a lesson copied by ``cardlearn lessons``
    sits in ``<lang>/`` next to ``exercises/``); then the installed lessons' files.
    """
    if path is not None:
        return [Path(path)]
    folders = []
    if os.environ.get(ENV_VAR):
        folders.append(Path(os.environ[ENV_VAR]))
    for candidate in (Path.cwd() / "exercises", Path.cwd().parent / "exercises"):
        if candidate.is_dir() and any(candidate.glob("*.toml")):
            folders.append(candidate)
    folders.append(packaged_folder())
    unique: list[Path] = []
    for folder in folders:
        if folder.resolve() not in [known.resolve() for known in unique]:
            unique.append(folder)
    return unique


def _stamp(path: Path) -> tuple:
    files = sorted(path.glob("*.toml")) if path.is_dir() else [path]
    stamps = []
    for file in files:
        try:
            stat = file.stat()
        except OSError:
            continue
        stamps.append((str(file), stat.st_mtime_ns, stat.st_size))
    return (str(path.resolve()), tuple(stamps))


def load(path: str | os.PathLike[str]) -> dict[str, ExerciseSpec]:
    """Every exercise of a file or folder by id; raises ExerciseError listing every problem.

    All or nothing: a file (or folder) with any error gives no exercises at all.
    Results are cached until a file changes.
    """
    path = Path(path)
    key = _stamp(path)
    if key in _cache:
        return _cache[key]
    report = check_path(path)
    if not report.ok:
        raise ExerciseError("exercises.error.invalid", problems=tuple(report.errors), path=str(path))
    specs = {spec.id: spec for spec in report.exercises}
    _cache[key] = specs
    return specs


def find(exercise_id: str, path: str | os.PathLike[str] | None = None) -> ExerciseSpec:
    """The exercise with this id from the first folder that has it; raises ExerciseError if none does."""
    folders = search_folders(path)
    for folder in folders:
        if path is None and not folder.exists():
            continue
        specs = load(folder)
        if exercise_id in specs:
            return specs[exercise_id]
    raise ExerciseError("exercises.error.unknown_id", id=str(exercise_id),
                        where=", ".join(str(folder) for folder in folders))
