"""The ``cardlearn`` console script.

- ``cardlearn exercises check PATH [--lang da]``: check exercise files.
- ``cardlearn exercises report FILES… --out DIR [--lang da]``: a class report from learners' answers
  files (prints the learner × exercise table, writes ``DIR/report.csv`` and ``DIR/report.html``).
- ``cardlearn lessons --lang th [--dest DIR] [--no-open] [--force]``: copy one language's lessons,
  with the exercise files and practice deals, to a folder to work in, then open JupyterLab there.
- ``cardlearn lab [FOLDER]``: open JupyterLab in a folder (``--allow-root`` added for root, as in a
  container or on a classroom server, where JupyterLab otherwise refuses to start).
- ``cardlearn hub serve --lang th`` and ``cardlearn lite build --lang th``: a class on a
  JupyterHub or a JupyterLite site (``cardlearn.classroom``).

Subcommands are argparse subparsers. Every argument is checked before anything is written:
``--lang`` takes a language code in any case (``TH``, ``th-TH``), ``--dest`` must be a folder
(or a path where one can be created) that is writable and not a system folder. Problems are
printed as one localized line, never a traceback.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from cardlearn.i18n import LANGUAGES, UnknownLanguage, get_language, resolve_language, t

# Folders a lesson copy must never land in (or, for the system trees, under).
SYSTEM_FOLDERS = frozenset({"/", "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64",
                            "/media", "/mnt", "/opt", "/proc", "/run", "/sbin", "/srv", "/sys",
                            "/usr", "/var", "/Applications", "/Library", "/System", "/Users"})
SYSTEM_TREES = ("/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/proc", "/sbin", "/sys",
                "/usr", "/System", "/Library")


class CLIError(Exception):
    """A problem with the command line's arguments, already in the user's language."""


def cli_language(value: str) -> str:
    """``--lang`` as the API takes it: any case, with or without a region (``TH``, ``da_DK``)."""
    try:
        return resolve_language(value)
    except UnknownLanguage:
        raise argparse.ArgumentTypeError(
            t("cli.error.lang", teacher_language(), value=value[:40], languages=", ".join(LANGUAGES))
        ) from None

# What ``cardlearn lessons`` copies: (folder in the package or "{lang}", file suffix, folder in DIR).
LESSON_PARTS = (("{lang}", ".ipynb", "."), ("exercises", ".toml", "exercises"), ("practice", ".pbn", "practice"))


def teacher_language(lang: str | None = None) -> str:
    """``--lang`` if given, else the language in ``$LANG`` if cardlearn has it, else the current one."""
    if lang:
        return resolve_language(lang)
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            try:
                return resolve_language(value.split(".")[0])
            except UnknownLanguage:
                break
    return get_language()


def _check(args: argparse.Namespace) -> int:
    from cardlearn.exercises.check import check_path

    report = check_path(args.path)
    print(report.text(teacher_language(args.lang)))
    return 0 if report.ok else 1


def _report(args: argparse.Namespace) -> int:
    from cardlearn.engine.errors import CardlearnError
    from cardlearn.exercises.report import pivot_text, report, write_report

    lang = teacher_language(args.lang)
    try:
        table = report(args.files, lang)
        csv_path, html_path = write_report(args.files, args.out, lang)
    except CardlearnError as error:
        print(error.localized(lang), file=sys.stderr)
        return 1
    print(pivot_text(table))
    print(t("exercises.report.written", lang, csv=str(csv_path), html=str(html_path)))
    return 0


def _deals(args: argparse.Namespace) -> int:
    """Fresh deals of a teaching theme as PBN (boards 1..N, dealer and vulnerability by number)."""
    from dataclasses import replace

    from cardlearn.engine.bridge.themes import theme, theme_board
    from cardlearn.engine.errors import CardlearnError
    from cardlearn.engine.pbn import write_pbn

    lang = teacher_language(args.lang)
    try:
        name = theme(args.theme).name.text(lang)
        boards = [replace(theme_board(args.theme, seed=f"{args.seed}-{number}", number=number), event=name)
                  for number in range(1, args.boards + 1)]
    except CardlearnError as error:
        print(error.localized(lang), file=sys.stderr)
        return 1
    text = write_pbn(board.to_pbn_game() for board in boards)
    if args.out is None:
        sys.stdout.write(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
    return 0


def lesson_languages() -> list[str]:
    """The languages whose lessons are installed."""
    root = files("cardlearn.lessons")
    return [lang for lang in LANGUAGES
            if root.joinpath(lang).is_dir() and any(f.name.endswith(".ipynb") for f in root.joinpath(lang).iterdir())]


@dataclass
class LessonCopy:
    """What copying the lessons to ``dest`` did or would do."""

    dest: Path
    copied: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    edited: list[str] = field(default_factory=list)  # differ from the lessons: never overwritten without force


def _lesson_files(lang: str) -> list[tuple[Traversable, str]]:
    """(packaged file, path relative to DIR) for everything ``cardlearn lessons`` copies."""
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


def copy_lessons(lang: str, dest: str | os.PathLike[str], force: bool = False) -> LessonCopy:
    """Copy ``lang``'s lessons, the exercise files and the practice deals into ``dest``.

    All or nothing: a file in ``dest`` that differs from the packaged one (a
    learner's edits) is listed in ``edited`` and nothing is written, unless ``force``.
    """
    result = LessonCopy(Path(dest))
    plan = []
    for source, relative in _lesson_files(lang):
        data = source.read_bytes()
        target = result.dest / relative
        if target.exists():
            if target.read_bytes() == data:
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
        target.write_bytes(data)
        result.copied.append(relative)
    return result


def is_root() -> bool:
    """Whether this process runs as root (a container, a classroom server)."""
    geteuid = getattr(os, "geteuid", None)
    return geteuid is not None and geteuid() == 0


def jupyterlab_command(folder: Path | None = None) -> list[str]:
    """The command that starts JupyterLab (in ``folder``), with ``--allow-root`` when run as root."""
    command = [sys.executable, "-m", "jupyterlab"]
    if is_root():
        command.append("--allow-root")  # JupyterLab refuses root without it
    return command


def open_jupyterlab(folder: Path) -> int:
    """Start JupyterLab in ``folder`` (returns when the learner stops it)."""
    return subprocess.call(jupyterlab_command(folder), cwd=folder)


def _say_opening(folder: Path, lang: str) -> None:
    print(t("lessons.cli.opening", lang, dest=str(folder)))
    if is_root():
        print(t("cli.lab.root", lang))


def check_dest(dest: Path, lang: str) -> Path:
    """``dest`` if lessons can be copied there: a folder (or creatable), writable, not a system folder."""
    absolute = Path(os.path.abspath(dest.expanduser()))
    text = absolute.as_posix()
    if text in SYSTEM_FOLDERS or any(text.startswith(tree + "/") for tree in SYSTEM_TREES) \
            or absolute == Path(absolute.anchor):
        raise CLIError(t("cli.error.dest_system", lang, dest=str(dest)))
    existing = absolute
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise CLIError(t("cli.error.dest_is_file", lang, dest=str(existing)))
    if not os.access(existing, os.W_OK | os.X_OK):
        reason = os.strerror(13)
        raise CLIError(t("cli.error.dest_unwritable", lang, dest=str(existing), reason=reason))
    return dest


def _lessons(args: argparse.Namespace) -> int:
    lang = resolve_language(args.lang)
    available = lesson_languages()
    if lang not in available:
        print(t("lessons.cli.no_lessons", lang, language=lang, languages=", ".join(available)), file=sys.stderr)
        return 1
    dest = Path(args.dest) if args.dest else Path(f"cardlearn-lessons-{lang}")
    try:
        check_dest(dest, lang)
        result = copy_lessons(lang, dest, force=args.force)
    except CLIError as error:
        print(error, file=sys.stderr)
        return 1
    except OSError as error:  # a disk that fills up, permissions that change underneath
        print(t("cli.error.dest_unwritable", lang, dest=str(dest), reason=error.strerror or error),
              file=sys.stderr)
        return 1
    if result.edited and not args.force:
        print(t("lessons.cli.edited", lang, dest=str(dest), files=", ".join(result.edited)), file=sys.stderr)
        return 1
    print(t("lessons.cli.copied", lang, dest=str(dest)))
    if args.no_open:
        return 0
    import importlib.util

    if importlib.util.find_spec("jupyterlab") is None:  # an extra since JupyterLite: pip install cardlearn[lab]
        print(t("classroom.lessons.no_jupyterlab", lang, dest=str(dest), command='pip install "cardlearn[lab]"'),
              file=sys.stderr)
        return 1
    _say_opening(dest, lang)
    return open_jupyterlab(dest)


def _lab(args: argparse.Namespace) -> int:
    lang = teacher_language()
    folder = Path(args.folder) if args.folder else (Path("lessons") if Path("lessons").is_dir() else Path("."))
    if not folder.is_dir():
        print(t("cli.error.no_folder", lang, dest=str(folder)), file=sys.stderr)
        return 1
    _say_opening(folder, lang)
    return open_jupyterlab(folder)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with its subcommands ``exercises``, ``lessons``, ``hub`` and ``lite``."""
    parser = argparse.ArgumentParser(prog="cardlearn", description="cardlearn: bridge and Schieber lessons.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    exercises = commands.add_parser("exercises", help="work with exercise files")
    actions = exercises.add_subparsers(dest="action", metavar="ACTION")
    check = actions.add_parser("check", help="check an exercise file or a folder of them")
    check.add_argument("path", metavar="PATH", help="a .toml file or a folder of .toml files")
    check.add_argument("--lang", type=cli_language, default=None, metavar="|".join(LANGUAGES),
                       help="language of the messages (default: from LANG, else English)")
    check.set_defaults(run=_check)
    report = actions.add_parser("report", help="a class report from the answers files of learners")
    report.add_argument("files", metavar="FILES", nargs="+",
                        help="answers files (or folders of them) collected from learners")
    report.add_argument("--out", metavar="DIR", required=True,
                        help="the folder for report.csv and report.html")
    report.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="language of the report (default: from LANG, else English)")
    report.set_defaults(run=_report)
    deals = commands.add_parser("deals", help="fresh deals of a teaching theme as PBN (like Dealer or redeal)")
    deals.add_argument("theme", metavar="THEME", help="a theme id, e.g. hold_up, two_way_finesse, opening_1nt")
    deals.add_argument("--boards", type=int, choices=range(1, 101), default=8, metavar="1..100",
                       help="how many boards (default 8)")
    deals.add_argument("--seed", default="1", help="the same seed gives the same deals (default 1)")
    deals.add_argument("--out", metavar="FILE", default=None, help="write to FILE (default: print)")
    deals.add_argument("--lang", type=cli_language, default=None, metavar="|".join(LANGUAGES),
                       help="language of the event name and messages (default: from LANG, else English)")
    deals.set_defaults(run=_deals)
    lessons = commands.add_parser("lessons", help="copy the lessons of a language to a folder and open them")
    lessons.add_argument("--lang", required=True, type=cli_language, metavar="|".join(LANGUAGES),
                         help="the lessons' language (any case: th, TH, th-TH)")
    lessons.add_argument("--dest", metavar="DIR", default=None,
                         help="the folder to copy to (default: ./cardlearn-lessons-LANG)")
    lessons.add_argument("--no-open", action="store_true", help="copy only; do not start JupyterLab")
    lessons.add_argument("--force", action="store_true",
                         help="overwrite lesson files that were edited in DIR")
    lessons.set_defaults(run=_lessons)
    lab = commands.add_parser("lab", help="open JupyterLab in a folder (adds --allow-root for root)")
    lab.add_argument("folder", metavar="FOLDER", nargs="?", default=None,
                     help="the folder to open (default: ./lessons if there is one, else .)")
    lab.set_defaults(run=_lab)
    from cardlearn.classroom.commands import add_commands

    add_commands(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 all well, 1 problems found, 2 usage)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    run = getattr(args, "run", None)
    if run is None:
        parser.print_help(sys.stderr)
        return 2
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
