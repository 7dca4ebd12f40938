"""The learner's own workspace: a copy of the lessons outside the package and the checkout.

``cardlearn lab`` opens ``~/cardlearn/<lang>/`` (the home folder is set with
``--home`` or ``$CARDLEARN_HOME``), copying only the lesson files that are
missing there, so a learner's edits and answers (``answers.json`` beside the
notebooks) survive upgrades and ``git pull``. A folder that *is* the package's
lessons (``lessons/`` or ``lessons/th`` in a checkout) is never opened in place:
its copy in the workspace is opened instead, and the command says so.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path

from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.paths import writable_folder

HOME_VARIABLE = "CARDLEARN_HOME"
DEFAULT_HOME = "~/cardlearn"


def workspace_home(home: str | os.PathLike[str] | None = None) -> Path:
    """The learner's workspace: ``home`` if given, else ``$CARDLEARN_HOME``, else ``~/cardlearn``."""
    chosen = home if home else (os.environ.get(HOME_VARIABLE) or DEFAULT_HOME)
    return Path(chosen).expanduser()


def packaged_lessons() -> Path:
    """The lessons folder that ships with the package (``lessons/`` of the checkout when editable)."""
    return Path(str(files("cardlearn.lessons"))).resolve()


def _is_lessons_root(folder: Path) -> bool:
    """Whether ``folder`` is the package's lessons or a cardlearn checkout's ``lessons/``."""
    if folder == packaged_lessons():
        return True
    project = folder.parent / "pyproject.toml"
    if folder.name != "lessons" or not (folder / "__init__.py").is_file() or not project.is_file():
        return False
    try:
        return 'name = "cardlearn"' in project.read_text(encoding="utf-8")
    except OSError:
        return False


def lessons_language_of(folder: str | os.PathLike[str]) -> tuple[bool, str | None]:
    """Whether ``folder`` is the package's lessons (never to be edited in place), and its language.

    ``lessons/`` gives ``(True, None)``, ``lessons/th`` gives ``(True, "th")``,
    any other folder ``(False, None)``.
    """
    from cardlearn.i18n import LANGUAGES

    path = Path(folder).expanduser().resolve()
    if _is_lessons_root(path):
        return True, None
    if path.name in LANGUAGES and _is_lessons_root(path.parent):
        return True, path.name
    return False, None


class WorkspaceError(CardlearnError):
    """A folder ``cardlearn lab`` cannot open, or lessons it does not have; the message says what to give."""


@dataclass
class Workspace:
    """What :func:`prepare_workspace` did: the folder to open and the files it copied there."""

    folder: Path
    copied: dict[str, list[str]] = field(default_factory=dict)  # language -> files copied


def prepare_workspace(languages: list[str], home: Path) -> Workspace:
    """Copy the lessons of ``languages`` that are missing into ``home/<lang>/``; never overwrites.

    The folder to open is ``home/<lang>`` for one language, else ``home``.
    """
    # The hub's copier: files already there are left alone, half-written files never look like edits.
    from cardlearn.classroom.hub import copy_missing_lessons

    copied = {lang: copy_missing_lessons(lang, home / lang) for lang in languages}
    folder = home / languages[0] if len(languages) == 1 else home
    return Workspace(folder, copied)


def lab_languages(wanted: str | None, lang: str) -> list[str]:
    """The lessons ``cardlearn lab`` copies: ``wanted``, else the learner's language, else all of them."""
    from cardlearn.classroom.lessons import lesson_languages

    available = lesson_languages()
    if wanted is None:
        return [lang] if lang in available else available  # $LANG's language, if it has lessons
    if wanted not in available:
        raise WorkspaceError("lessons.cli.no_lessons", language=wanted, languages=", ".join(available))
    return [wanted]


def lab_folder(folder: str | None, wanted: str | None, home: str | None, lang: str) -> Path:
    """The folder ``cardlearn lab [FOLDER] [--lang] [--home]`` opens, messages in ``lang``.

    A teacher's own folder is opened as given; no folder, or the package's lessons
    (``lessons/``, ``lessons/th``), opens the learner's workspace after copying what is missing
    there. Raises :class:`WorkspaceError` for a folder that does not exist and
    :class:`~cardlearn.engine.paths.PathRefused` for a workspace the path policy refuses.
    """
    from cardlearn.i18n import t

    given = Path(folder) if folder else None
    if given is not None and not given.is_dir():
        raise WorkspaceError("cli.error.no_folder", dest=str(given))
    is_lessons, folder_lang = lessons_language_of(given) if given is not None else (True, None)
    if not is_lessons and given is not None:
        return given
    root = writable_folder(workspace_home(home))  # the path policy: never a system folder
    workspace = prepare_workspace(lab_languages(folder_lang or wanted, lang), root)
    copied = sum(len(names) for names in workspace.copied.values())
    if given is not None:
        print(t("workspace.cli.not_in_place", lang, source=str(given), dest=str(workspace.folder)))
    print(t("workspace.cli.ready", lang, dest=str(workspace.folder), copied=copied))
    return workspace.folder


__all__ = ["DEFAULT_HOME", "HOME_VARIABLE", "Workspace", "WorkspaceError", "lab_folder", "lab_languages", "lessons_language_of",
           "packaged_lessons", "prepare_workspace", "workspace_home"]
