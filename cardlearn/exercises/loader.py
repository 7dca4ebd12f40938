"""Finding and loading exercise files from the teacher's folder or the installed lessons.

A file is all or nothing: a file with any error gives none of its exercises.
A folder is file by file: a broken file is reported (an
:class:`ExerciseFileWarning` in the learner's language, and in the message of
an id that cannot be found) and skipped, and every other file still loads.
"""
from __future__ import annotations

import os
import warnings
from pathlib import Path

from cardlearn.engine.arguments import checked
from cardlearn.engine.files import open_binary
from cardlearn.exercises.check import check_path, read_file
from cardlearn.exercises.errors import ExerciseError, Problem
from cardlearn.exercises.schema import ExerciseSpec
from cardlearn.i18n import msg

ENV_VAR = "CARDLEARN_EXERCISES"

_cache: dict[tuple, dict[str, ExerciseSpec]] = {}
_skipped: dict[tuple, tuple[Problem, ...]] = {}


class ExerciseFileWarning(UserWarning):
    """A file of an exercise folder that has errors and was skipped (the other files loaded)."""


def packaged_folder() -> Path:
    """The exercise files shipped with the lessons (``lessons/exercises``, installed as ``cardlearn.lessons``)."""
    import cardlearn.lessons  # type: ignore[import-not-found]  # lessons/, mapped by setuptools

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
        if candidate.is_dir() and _has_exercise_file(candidate):
            folders.append(candidate)
    folders.append(packaged_folder())
    unique: list[Path] = []
    for folder in folders:
        if folder.resolve() not in [known.resolve() for known in unique]:
            unique.append(folder)
    return unique


def _has_exercise_file(folder: Path) -> bool:
    """Whether a folder holds an exercise file (not just any TOML, such as a pyproject.toml)."""
    for file in folder.glob("*.toml"):
        try:  # through the file layer: a FIFO named *.toml is skipped, never waited on
            with open_binary(file) as handle:
                if b"[[exercise]]" in handle.read(1_000_000):
                    return True
        except OSError:  # FileProblem included
            continue
    return False


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


@checked
def load(path: str | os.PathLike[str]) -> dict[str, ExerciseSpec]:
    """Every exercise of a file or folder by id (cached until a file changes).

    A file with any error raises :class:`ExerciseError` listing every problem.
    In a folder a file with errors (or with an id an earlier file already has)
    is skipped with an :class:`ExerciseFileWarning`; the other files load.
    """
    path = Path(path)
    key = _stamp(path)
    if key in _cache:
        return _cache[key]
    if path.is_dir():
        specs, skipped = _load_folder(path)
        _skipped[key] = skipped
        if skipped:
            files = sorted({problem.file for problem in skipped})
            text = msg("exercises.error.skipped_files", count=len(files), files=", ".join(files),
                       problems="\n".join("- " + problem.text() for problem in skipped)).text()
            warnings.warn(ExerciseFileWarning(text), stacklevel=2)
    else:
        report = check_path(path)
        if not report.ok:
            raise ExerciseError("exercises.error.invalid", problems=tuple(report.errors), path=str(path))
        specs = {spec.id: spec for spec in report.exercises}
    _cache[key] = specs
    return specs


def skipped(path: str | os.PathLike[str]) -> tuple[Problem, ...]:
    """The problems of the files of folder ``path`` that :func:`load` skipped."""
    path = Path(path)
    load(path)
    return _skipped.get(_stamp(path), ())


def _load_folder(folder: Path) -> tuple[dict[str, ExerciseSpec], tuple[Problem, ...]]:
    specs: dict[str, ExerciseSpec] = {}
    problems: list[Problem] = []
    files = sorted(folder.glob("*.toml"))
    for file in files:
        report = read_file(file)
        if not report.ok:
            problems.extend(report.errors)
            continue
        taken = [spec for spec in report.exercises if spec.id in specs]
        if taken:  # the first file keeps the id; this one is skipped whole, like any broken file
            problems.extend(Problem(spec.file, msg("exercises.check.duplicate_id", id=spec.id,
                                                   other=specs[spec.id].file), spec.id, "id")
                            for spec in taken)
            continue
        specs.update((spec.id, spec) for spec in report.exercises)
    return specs, tuple(problems)


def find(exercise_id: str, path: str | os.PathLike[str] | None = None) -> ExerciseSpec:
    """The exercise with this id from the first folder that has it; raises ExerciseError if none does."""
    folders = search_folders(path)
    broken: list[str] = []
    for folder in folders:
        if path is None and not folder.exists():
            continue
        specs = load(folder)
        if exercise_id in specs:
            return specs[exercise_id]
        if folder.is_dir():
            broken.extend(sorted({problem.file for problem in skipped(folder)}))
    where = ", ".join(str(folder) for folder in folders)
    if broken:  # the exercise may be in a file that was skipped: say which, so it can be fixed
        raise ExerciseError("exercises.error.unknown_id_skipped", id=str(exercise_id), where=where,
                            files=", ".join(broken))
    raise ExerciseError("exercises.error.unknown_id", id=str(exercise_id), where=where)
