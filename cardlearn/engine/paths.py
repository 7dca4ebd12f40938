"""One path policy for everything cardlearn writes or deletes at a path someone names.

Every command and method that writes into a folder or file given from outside
(``cardlearn lessons --dest``, ``hub lessons --dest``, ``hub serve --dir``,
``exercises report --out``, ``lite build --out`` and ``--cache``, the Python
functions behind them) asks this module first. The checks work on the *real*
path, the one the system will use: ``~`` expanded, made absolute, every
symlink and ``..`` resolved (``//etc``, ``/tmp/../etc`` and a symlink to
``/etc`` are all ``/etc``), because comparing the text as typed lets those through.

- :data:`SYSTEM_TREES`: folders of the operating system and its packages;
  nothing is written anywhere inside them.
- :data:`SHARED_FOLDERS`: folders that hold other people's folders (``/``,
  ``/home``, ``/mnt`` ...); a folder of one's own *inside* them is fine, the
  folder itself is refused.
- A folder cardlearn *replaces* whole (a JupyterLite site) must also not be the
  home folder, the current folder or a folder around them, and must be missing,
  empty or marked as cardlearn's own by the file ``marker`` (:func:`replaceable_folder`).

Refusals are :class:`PathRefused` errors with a localized message.
"""
from __future__ import annotations

import os
from pathlib import Path

from cardlearn.engine.errors import CardlearnError

SYSTEM_TREES = (
    "/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/libx32", "/proc", "/run", "/sbin",
    "/snap", "/sys", "/usr",
    # /var holds the system's state; only /var/tmp (and folders cardlearn is given elsewhere) are free.
    "/var/backups", "/var/cache", "/var/lib", "/var/lock", "/var/log", "/var/mail", "/var/run", "/var/spool",
    # macOS: /etc and /var are symlinks into /private
    "/System", "/Library", "/Applications", "/private/etc", "/private/var/db", "/private/var/root",
)
"""Folders of the system: nothing is written, created or deleted anywhere inside them."""

SHARED_FOLDERS = ("/", "/home", "/Users", "/media", "/mnt", "/opt", "/srv", "/var", "/private", "/private/var",
                  "/Volumes")
"""Folders that hold other people's folders: refused themselves, a new folder inside them is fine."""

MAX_PATH_CHARS = 4096
"""A longer path is refused before the system is asked (PATH_MAX on Linux)."""


class PathRefused(CardlearnError, ValueError):
    """A path cardlearn will not write to or replace; the message says why and what to give instead."""


def shown(path: object) -> str:
    """A path from outside as a message shows it: shortened, control characters as ``U+XXXX``."""
    from cardlearn.engine.validate import clip

    return clip(os.fspath(path) if isinstance(path, (str, os.PathLike)) else path, 200)


def real_path(path: str | os.PathLike[str]) -> Path:
    """The path the system will use: ``~`` expanded, absolute, symlinks and ``..`` resolved.

    The part of the path that does not exist yet is kept as written (after the rest is resolved).
    """
    if not isinstance(path, (str, os.PathLike)):
        raise PathRefused("paths.not_a_path", path=shown(path))
    text = os.fspath(path)
    if not isinstance(text, str) or not text.strip() or "\x00" in text or len(text) > MAX_PATH_CHARS:
        raise PathRefused("paths.not_a_path", path=shown(text))
    return Path(os.path.realpath(os.path.expanduser(text)))


def _inside(real: Path, folder: str) -> bool:
    return real == Path(folder) or Path(folder) in real.parents


def system_folder(path: str | os.PathLike[str]) -> str | None:
    """The system or shared folder that refuses ``path`` (itself, or a system tree around it), else None."""
    real = real_path(path)
    for tree in SYSTEM_TREES:
        if _inside(real, tree):
            return tree
    if str(real) in SHARED_FOLDERS or real == Path(real.anchor):
        return str(real)
    return None


def _existing_part(real: Path) -> Path:
    """The deepest folder of ``real`` that exists (``real`` itself when it exists)."""
    existing = real
    while not os.path.lexists(existing) and existing != existing.parent:
        existing = existing.parent
    return existing


def writable_folder(path: str | os.PathLike[str]) -> Path:
    """The real folder ``path`` names, if cardlearn may write into it (it is created when missing).

    Refused: a system folder (:data:`SYSTEM_TREES`, :data:`SHARED_FOLDERS`), a file (or a
    path under one), and a folder this user cannot write in.
    """
    real = real_path(path)
    system = system_folder(real)
    if system is not None:
        raise PathRefused("paths.system", path=shown(path), system=system)
    existing = _existing_part(real)
    if not existing.is_dir():
        raise PathRefused("paths.is_file", path=shown(path), file=shown(existing))
    if not os.access(existing, os.W_OK | os.X_OK):
        raise PathRefused("paths.unwritable", path=shown(path), reason=os.strerror(13))
    return real


def writable_file(path: str | os.PathLike[str]) -> Path:
    """The real path of a file the user names for cardlearn to write: its folder as :func:`writable_folder`,
    and the path itself not a folder."""
    real = real_path(path)
    if real.is_dir():
        raise PathRefused("paths.is_folder", path=shown(path))
    writable_folder(real.parent)
    return real


def _around(real: Path, other: Path) -> bool:
    """Whether ``real`` is ``other`` or a folder that holds it."""
    return real == other or real in other.parents


def replaceable_folder(path: str | os.PathLike[str], marker: str) -> Path:
    """The real folder ``path`` names, if cardlearn may replace it whole with a new one it builds.

    Besides :func:`writable_folder`: never the home folder, the current folder or a folder
    around either; and the folder must be missing, empty, or hold the file ``marker``
    that cardlearn wrote when it built the folder before. Anything else is someone's
    files, and cardlearn deletes only what it created.
    """
    real = writable_folder(path)
    for own in (Path.home(), Path.cwd()):
        if _around(real, real_path(own)):
            raise PathRefused("paths.replace_home", path=shown(path))
    if not os.path.lexists(real):
        return real
    if real.is_symlink() or not real.is_dir():
        raise PathRefused("paths.is_file", path=shown(path), file=shown(real))
    with os.scandir(real) as entries:
        empty = next(entries, None) is None
    if not empty and not (real / marker).is_file():
        raise PathRefused("paths.foreign", path=shown(path), marker=marker)
    return real


__all__ = ["MAX_PATH_CHARS", "SHARED_FOLDERS", "SYSTEM_TREES", "PathRefused", "real_path", "replaceable_folder",
           "shown", "system_folder", "writable_file", "writable_folder"]
