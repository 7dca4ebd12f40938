"""One file layer for everything cardlearn reads or writes: regular files, bounded, atomic, localized.

Every read and write of a file by cardlearn goes through these functions, so
one set of rules holds everywhere:

- **Regular files only.** A folder, a FIFO, a device or a socket is refused
  *before* it is opened (``os.stat``), and the file is then opened with
  ``O_NONBLOCK`` and checked again with ``fstat``: a FIFO swapped in between
  the two steps is still refused and never blocks. A symlink is followed and
  its target checked the same way.
- **Bounded.** The size is checked before reading and the read itself stops
  one byte past the cap, so ``/dev/zero`` or a file that keeps growing cannot
  fill memory. JSON and TOML are also capped in depth (nesting of lists and
  tables): a deep document is refused, never a ``RecursionError``.
- **Atomic writes.** Text goes to a temporary file in the same folder, is
  flushed to disk (``fsync``) and renamed over the old file (``os.replace``):
  a full disk or a crash leaves the old file whole. The old file's mode (and,
  where allowed, owner) is kept; a symlink is written through to its target.
- **Localized errors.** Every problem is a :class:`FileProblem` (a
  ``CardlearnError`` and an ``OSError``) whose message names the file and says
  what is wrong, in the learner's language.

Pure Python: the engine may use it, and it imports only the standard library
and the engine's own errors and value checks (which use :mod:`cardlearn.i18n`).
"""
from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import tomllib

from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.validate import clip

MAX_TEXT_BYTES = 16 * 1024 * 1024
"""Default cap on a file read whole (a saved game, an exercise file, settings): 16 MB."""
MAX_DEPTH = 64
"""Default cap on the nesting of JSON and TOML documents (lists and tables inside each other)."""
_DENIED = {errno.EACCES, errno.EPERM, errno.EROFS}
_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | \
    getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)

PathArg = str | os.PathLike[str]


class FileProblem(CardlearnError, OSError):
    """A file cardlearn cannot read or write: missing, a folder, a device, too large, too deep, broken."""

    def __init__(self, key: str, /, **params: Any) -> None:
        super().__init__(key, **params)
        self.path = params.get("path")


def size_text(limit: int) -> str:
    """A byte count as people write it (``16 MB``, ``200 KB``)."""
    for unit, size in (("MB", 1 << 20), ("KB", 1 << 10)):
        if limit >= size and limit % size == 0:
            return f"{limit // size} {unit}"
    return f"{limit} B"


def as_path(path: Any) -> Path:
    """``path`` as a :class:`~pathlib.Path`; anything that is not a file name is a localized error."""
    if isinstance(path, Path):
        return path
    if isinstance(path, str) and path and "\0" not in path:
        return Path(path)
    if isinstance(path, os.PathLike):
        text = os.fspath(path)
        if isinstance(text, str) and text and "\0" not in text:
            return Path(text)
    raise FileProblem("files.error.not_a_path", value=clip(path))


def _os_problem(error: OSError, path: Path, writing: bool = False) -> FileProblem:
    """The localized problem for an ``OSError`` of the operating system."""
    shown = str(path)
    if error.errno == errno.ENOENT:
        return FileProblem("files.error.no_folder" if writing else "files.error.missing", path=shown)
    if error.errno == errno.EISDIR:
        return FileProblem("files.error.folder", path=shown)
    if error.errno == errno.ENOTDIR:
        return FileProblem("files.error.no_folder" if writing else "files.error.missing", path=shown)
    if error.errno in _DENIED:
        return FileProblem("files.error.denied_write" if writing else "files.error.denied", path=shown)
    if writing and error.errno in _FULL:
        return FileProblem("files.error.disk_full", path=shown)
    if error.errno in (errno.ENAMETOOLONG, errno.ELOOP):
        return FileProblem("files.error.not_a_path", value=clip(shown))
    return FileProblem("files.error.write_failed" if writing else "files.error.unreadable", path=shown)


def _kind_problem(mode: int, path: Path) -> FileProblem | None:
    """Why a file of this mode is not read or replaced (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return FileProblem("files.error.folder", path=str(path))
    return FileProblem("files.error.not_regular", path=str(path))


def check_regular(path: PathArg, *, max_bytes: int | None = None) -> os.stat_result:
    """The ``stat`` of an existing regular file (a link followed), else a localized :class:`FileProblem`."""
    path = as_path(path)
    try:
        info = os.stat(path)
    except OSError as error:
        raise _os_problem(error, path) from None
    except ValueError:  # an embedded NUL or a name the platform cannot encode
        raise FileProblem("files.error.not_a_path", value=clip(str(path))) from None
    problem = _kind_problem(info.st_mode, path)
    if problem is not None:
        raise problem
    if max_bytes is not None and info.st_size > max_bytes:
        raise FileProblem("files.error.too_large", path=str(path), limit=size_text(max_bytes))
    return info


def _open_fd(path: Path) -> int:
    """A read-only descriptor of a regular file, opened without ever blocking on a FIFO."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as error:
        raise _os_problem(error, path) from None
    try:
        problem = _kind_problem(os.fstat(fd).st_mode, path)  # swapped for a FIFO after the stat?
        if problem is not None:
            raise problem
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_binary(path: PathArg) -> IO[bytes]:
    """A regular file opened for reading bytes (for streams such as PBN); refused as :func:`check_regular`."""
    path = as_path(path)
    check_regular(path)
    return os.fdopen(_open_fd(path), "rb")


def read_bytes(path: PathArg, *, max_bytes: int = MAX_TEXT_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes`` (checked before and while reading)."""
    path = as_path(path)
    check_regular(path, max_bytes=max_bytes)
    fd = _open_fd(path)
    chunks, total = [], 0
    try:
        while total <= max_bytes:  # a file that grows after the stat stops one byte past the cap
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as error:
        raise _os_problem(error, path) from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise FileProblem("files.error.too_large", path=str(path), limit=size_text(max_bytes))
    return b"".join(chunks)


def read_text(path: PathArg, *, max_bytes: int = MAX_TEXT_BYTES) -> str:
    """The UTF-8 text of a regular file (a byte-order mark dropped), at most ``max_bytes``."""
    path = as_path(path)
    data = read_bytes(path, max_bytes=max_bytes)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem("files.error.not_text", path=str(path)) from None


def too_deep(value: Any, max_depth: int) -> bool:
    """Whether lists and dicts nest more than ``max_depth`` levels in ``value`` (stops early)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, dict):
            children: Any = node.values()
        elif isinstance(node, (list, tuple)):
            children = node
        else:
            continue
        if level > max_depth:
            return True
        stack.extend((child, level + 1) for child in children)
    return False


def loads_json(text: str | bytes, *, max_depth: int = MAX_DEPTH, where: str = "") -> Any:
    """A JSON document from text, at most ``max_depth`` deep; a localized :class:`FileProblem` if not."""
    try:
        value = json.loads(text)
    except RecursionError:
        raise FileProblem("files.error.too_deep", path=where, limit=max_depth) from None
    except json.JSONDecodeError as error:
        raise FileProblem("files.error.bad_json", path=where, line=error.lineno, column=error.colno) from None
    except UnicodeDecodeError:
        raise FileProblem("files.error.not_text", path=where) from None
    except ValueError:  # a whole number of thousands of digits (Python refuses to convert it)
        raise FileProblem("files.error.bad_number", path=where) from None
    if too_deep(value, max_depth):
        raise FileProblem("files.error.too_deep", path=where, limit=max_depth)
    return value


def read_json(path: PathArg, *, max_bytes: int = MAX_TEXT_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """A JSON file read through :func:`read_text` and :func:`loads_json`."""
    path = as_path(path)
    return loads_json(read_text(path, max_bytes=max_bytes), max_depth=max_depth, where=str(path))


def loads_toml(text: str, *, max_depth: int = MAX_DEPTH, where: str = "") -> dict[str, Any]:
    """A TOML document from text, at most ``max_depth`` deep; a localized :class:`FileProblem` if not."""
    try:
        value = tomllib.loads(text)
    except RecursionError:
        raise FileProblem("files.error.too_deep", path=where, limit=max_depth) from None
    except tomllib.TOMLDecodeError as error:
        raise FileProblem("files.error.bad_toml", path=where, detail=clip(str(error), 160)) from None
    except ValueError:  # a whole number of thousands of digits
        raise FileProblem("files.error.bad_number", path=where) from None
    if too_deep(value, max_depth):
        raise FileProblem("files.error.too_deep", path=where, limit=max_depth)
    return value


def read_toml(path: PathArg, *, max_bytes: int = MAX_TEXT_BYTES,
              max_depth: int = MAX_DEPTH) -> dict[str, Any]:
    """A TOML file read through :func:`read_text` and :func:`loads_toml`."""
    path = as_path(path)
    return loads_toml(read_text(path, max_bytes=max_bytes), max_depth=max_depth, where=str(path))


# --- writing -------------------------------------------------------------------------------------


def _write_target(path: Path, follow_symlinks: bool = True) -> tuple[Path, os.stat_result | None]:
    """The file to replace (a symlink's target, if followed) and its stat, or None for a new file; refuses the rest."""
    try:
        real = Path(os.path.realpath(path) if follow_symlinks else os.path.abspath(path))
    except (OSError, ValueError):
        raise FileProblem("files.error.not_a_path", value=clip(str(path))) from None
    try:
        info: os.stat_result | None = os.stat(real, follow_symlinks=follow_symlinks)
        if info is not None and stat.S_ISLNK(info.st_mode):
            info = None  # a link not followed is replaced by the new file, its target untouched
    except FileNotFoundError:
        info = None
    except OSError as error:
        raise _os_problem(error, path, writing=True) from None
    if info is not None:
        problem = _kind_problem(info.st_mode, path)
        if problem is not None:  # never replace a folder, a FIFO or a device by a file
            raise problem
        if not info.st_mode & 0o222 or not os.access(real, os.W_OK):  # read-only, even for root
            raise FileProblem("files.error.denied_write", path=str(path))
    if not real.parent.is_dir():
        raise FileProblem("files.error.no_folder", path=str(path))
    return real, info


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _keep_mode_and_owner(fd: int, info: os.stat_result | None, mode: int | None,
                         owner: tuple[int, int] | None) -> None:
    """The new file gets ``mode``/``owner`` if given, else the old file's (owner when allowed) or the usual ones."""
    if mode is not None:
        os.fchmod(fd, mode)
    elif info is None:
        os.fchmod(fd, 0o666 & ~_umask())
    else:
        os.fchmod(fd, stat.S_IMODE(info.st_mode))
    if owner is not None:
        os.fchown(fd, *owner)  # on the descriptor: a name swapped for a link cannot redirect it
        return
    if info is None:
        return
    if hasattr(os, "fchown") and (info.st_uid, info.st_gid) != (os.getuid(), os.getgid()):
        try:
            os.fchown(fd, info.st_uid, info.st_gid)
        except OSError:
            pass  # only root may give a file away; the file keeps the writer as owner


@contextmanager
def _temporary_beside(real: Path) -> Iterator[tuple[int, str]]:
    """A temporary file in ``real``'s folder, removed unless it was renamed into place."""
    fd, name = tempfile.mkstemp(dir=real.parent, prefix=f".{real.name}.", suffix=".tmp")
    try:
        yield fd, name
    finally:
        try:
            os.close(fd)
        except OSError:
            pass
        if os.path.lexists(name):
            os.unlink(name)


def write_bytes_atomic(path: PathArg, data: bytes, *, mode: int | None = None,
                       owner: tuple[int, int] | None = None, follow_symlinks: bool = True) -> None:
    """Replace ``path`` by ``data`` atomically: a full disk or a crash leaves the old file whole.

    The file keeps its mode and owner; ``mode`` (e.g. ``0o600`` for a file
    holding a token) and ``owner`` (uid, gid) are set before any byte is
    written. With ``follow_symlinks=False`` (root writing into a learner's
    home) a symlink at ``path`` is replaced, never written through.
    """
    path = as_path(path)
    real, info = _write_target(path, follow_symlinks)
    try:
        with _temporary_beside(real) as (fd, name):
            _keep_mode_and_owner(fd, info, mode, owner)
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
            os.replace(name, real)
        _sync_folder(real.parent)
    except OSError as error:
        if isinstance(error, FileProblem):
            raise
        raise _os_problem(error, path, writing=True) from None


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the platform allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_text_atomic(path: PathArg, text: str, *, mode: int | None = None) -> None:
    """Replace ``path`` by the UTF-8 ``text`` atomically (see :func:`write_bytes_atomic`)."""
    write_bytes_atomic(path, text.encode("utf-8"), mode=mode)


def write_json_atomic(path: PathArg, data: Any, *, indent: int | None = None, mode: int | None = None) -> None:
    """Replace ``path`` by ``data`` as JSON (UTF-8, not ASCII-escaped) atomically."""
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, indent=indent) + "\n", mode=mode)


__all__ = [
    "MAX_DEPTH",
    "MAX_TEXT_BYTES",
    "FileProblem",
    "as_path",
    "check_regular",
    "loads_json",
    "loads_toml",
    "open_binary",
    "read_bytes",
    "read_json",
    "read_text",
    "read_toml",
    "size_text",
    "too_deep",
    "write_bytes_atomic",
    "write_json_atomic",
    "write_text_atomic",
]
