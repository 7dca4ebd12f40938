"""The ``cardlearn`` console script.

- ``cardlearn exercises check PATH [--lang da]``: check exercise files.
- ``cardlearn deals check PATH [--dd] [--lang da]``: check a lesson's themed deals (``SLUG.pbn`` with
  ``SLUG.toml``, or a Schieber ``jass-SLUG.toml``) or a folder of them; ``--dd`` also prints each board's double-dummy tricks.
- ``cardlearn exercises report FILES… --out DIR [--lang da]``: a class report from learners' answers
  files (prints the learner × exercise table, writes ``DIR/report.csv`` and ``DIR/report.html``).
- ``cardlearn lessons --lang th [--dest DIR] [--no-open] [--force]``: copy one language's lessons,
  with the exercise files and practice deals, to a folder to work in, then open JupyterLab there.
- ``cardlearn lab [FOLDER] [--lang th] [--home DIR] [--no-start]``: open JupyterLab on the learner's
  workspace (``~/cardlearn/<lang>/``, see :mod:`cardlearn.workspace`), copying the lessons that are
  missing there; a teacher's FOLDER is opened as it is, but the package's own ``lessons/`` never is
  (its copy in the workspace is). ``--allow-root`` is added for root, as in a container or on a
  classroom server, where JupyterLab otherwise refuses to start.
- ``cardlearn class new | assign | results NAME``: a duplicate session for a class
  (:mod:`cardlearn.classroom.class_commands`).
- ``cardlearn hub serve --lang th`` and ``cardlearn lite build --lang th``: a class on a
  JupyterHub or a JupyterLite site (``cardlearn.classroom``).

Subcommands are argparse subparsers. Every argument is checked before anything is written:
``--lang`` is read by one function for every subcommand
(:func:`cardlearn.classroom.arguments.language_argument`: any case, with or without a region,
``TH``, ``th-TH``), and every folder or file cardlearn writes passes one path policy
(:mod:`cardlearn.engine.paths`: the real path, no system folder, nothing deleted that cardlearn
did not create). A refused argument is one localized line on stderr and exit status 2, never
a traceback; text from learners' files is printed with control characters made visible.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from cardlearn.classroom.arguments import Parser, language_argument, say_error, teacher_language
from cardlearn.classroom.lessons import LessonCopy, copy_lessons, lesson_languages
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.output import terminal_text
from cardlearn.engine.paths import PathRefused, writable_folder
from cardlearn.i18n import LANGUAGES, t

cli_language = language_argument  # its old name: the one reader of --lang lives in classroom.arguments


def say(text: str) -> None:
    """Print ``text`` for the teacher (control characters in learners' text made visible)."""
    print(terminal_text(text))


def _check(args: argparse.Namespace) -> int:
    from cardlearn.exercises.check import check_path

    report = check_path(args.path)
    say(report.text(teacher_language(args.lang)))
    return 0 if report.ok else 1


def _report(args: argparse.Namespace) -> int:
    from cardlearn.exercises.report import answer_files, pivot_text, report, write_report

    lang = teacher_language(args.lang)
    try:  # the arguments first: a refused folder or a missing file is a usage error
        writable_folder(args.out)
        answer_files(args.files)
    except CardlearnError as error:
        say_error(error.localized(lang))
        return 2
    try:
        table = report(args.files, lang)
        csv_path, html_path = write_report(args.files, args.out, lang)
    except CardlearnError as error:
        say_error(error.localized(lang))
        return 1
    say(pivot_text(table))
    say(t("exercises.report.written", lang, csv=str(csv_path), html=str(html_path)))
    return 0


def _check_deals(args: argparse.Namespace) -> int:
    """``cardlearn deals check PATH``: every problem of a lesson's deals pair (or a folder of pairs)."""
    from cardlearn.engine.lesson_notes import check_deals

    lang = teacher_language(args.lang)
    if args.path is None or not Path(args.path).exists() and not Path(args.path + ".toml").exists():
        say_error(t("engine.arg.no_file", lang, path=str(args.path or "")))
        return 2
    files, problems = check_deals(args.path)  # bridge pairs and Schieber jass-*.toml
    for problem in problems:
        say(problem.text(lang))
    if problems:
        say(t("deals.check.summary_errors", lang, problems=len(problems)))
        return 1
    if args.dd:
        for line in _double_dummy_lines(files, lang):
            say(line)
    say(t("deals.check.summary_ok", lang, files=len(files)))
    return 0


def _double_dummy_lines(files: list[Path], lang: str) -> list[str]:
    """Per board with an auction: its contract and the tricks declarer takes with all hands seen."""
    from cardlearn.engine.bridge.lesson_deals import load_lesson_deals
    from cardlearn.engine.lesson_notes import is_jass

    files = [toml for toml in files if not is_jass(toml)]  # Schieber deals have no double-dummy tricks
    try:
        from cardlearn.ai.bridge.analysis import dd_tricks

        lines = []
        for toml in files:
            for board in load_lesson_deals(toml).boards:
                game = board.final_game()
                contract = game.contract if game is not None else None
                if contract is None:
                    continue
                tricks = dd_tricks(board.board.deal.masks)[(contract.declarer, contract.strain)]
                lines.append(t("deals.check.dd", lang, file=toml.name, board=board.number,
                               contract=contract.label(lang), tricks=tricks, needed=contract.target))
        return lines
    except (ImportError, OSError):  # the solver is an optional extra
        return [t("solver.missing_short", lang)]


def _deals(args: argparse.Namespace) -> int:
    """Fresh deals of a teaching theme as PBN (boards 1..N, dealer and vulnerability by number)."""
    if args.theme == "check":
        return _check_deals(args)
    from cardlearn.engine.bridge.boards import Board
    from cardlearn.engine.bridge.themes import theme, theme_board
    from cardlearn.engine.files import write_text_atomic
    from cardlearn.engine.paths import writable_file
    from cardlearn.engine.pbn import write_pbn

    lang = teacher_language(args.lang)
    try:
        if args.out is not None:
            writable_file(args.out)  # the path policy, before any deal is made
        name = theme(args.theme).name.text(lang)
        made = [theme_board(args.theme, seed=f"{args.seed}-{number}", number=number)
                for number in range(1, args.boards + 1)]
        boards = [Board(board.number, board.deal, board.dealer, board.vulnerability, event=name) for board in made]
    except CardlearnError as error:
        say_error(error.localized(lang))
        return 2
    text = write_pbn(board.to_pbn_game() for board in boards)
    if args.out is None:
        sys.stdout.write(text)
        return 0
    try:
        write_text_atomic(args.out, text)
    except CardlearnError as error:  # a FIFO, a device, a full disk: the file layer's localized refusal
        say_error(error.localized(lang))
        return 2
    return 0


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
    say(t("lessons.cli.opening", lang, dest=str(folder)))
    if is_root():
        say(t("cli.lab.root", lang))


def _lessons(args: argparse.Namespace) -> int:
    lang = args.lang
    available = lesson_languages()
    if lang not in available:
        say_error(t("lessons.cli.no_lessons", lang, language=lang, languages=", ".join(available)))
        return 1
    dest = Path(args.dest) if args.dest else Path(f"cardlearn-lessons-{lang}")
    try:
        result = copy_lessons(lang, dest, force=args.force)  # asks the path policy before writing
    except PathRefused as error:
        say_error(error.localized(lang))
        return 2
    except OSError as error:  # a disk that fills up, permissions that change underneath
        say_error(t("cli.error.dest_unwritable", lang, dest=str(dest), reason=error.strerror or error))
        return 1
    if result.edited and not args.force:
        say_error(t("lessons.cli.edited", lang, dest=str(dest), files=", ".join(result.edited)))
        return 1
    say(t("lessons.cli.copied", lang, dest=str(dest)))
    if args.no_open:
        return 0
    import importlib.util

    if importlib.util.find_spec("jupyterlab") is None:  # an extra since JupyterLite: pip install cardlearn[lab]
        say_error(t("classroom.lessons.no_jupyterlab", lang, dest=str(dest), command='pip install "cardlearn[lab]"'))
        return 1
    _say_opening(dest, lang)
    return open_jupyterlab(dest)


def _lab(args: argparse.Namespace) -> int:
    from cardlearn.workspace import WorkspaceError, lab_folder

    lang = teacher_language(args.lang)
    try:
        folder = lab_folder(args.folder, args.lang, args.home, lang)
    except WorkspaceError as error:
        say_error(error.localized(lang))
        return 2
    except PathRefused as error:  # its advice names a folder of your own: say how to choose the workspace
        say_error(f"{error.localized(lang)} {t('workspace.cli.choose_home', lang)}")
        return 2
    except OSError as error:  # a full disk, a home folder that is not writable
        say_error(t("cli.error.dest_unwritable", lang, dest=str(args.home or "~"), reason=error.strerror or error))
        return 1
    if args.no_start:
        return 0
    import importlib.util

    if importlib.util.find_spec("jupyterlab") is None:
        say_error(t("classroom.lessons.no_jupyterlab", lang, dest=str(folder), command='pip install "cardlearn[lab]"'))
        return 1
    _say_opening(folder, lang)
    return open_jupyterlab(folder)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with its subcommands ``exercises``, ``lessons``, ``hub`` and ``lite``."""
    parser = Parser(prog="cardlearn", description="cardlearn: bridge and Schieber lessons.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    exercises = commands.add_parser("exercises", help="work with exercise files")
    actions = exercises.add_subparsers(dest="action", metavar="ACTION")
    check = actions.add_parser("check", help="check an exercise file or a folder of them")
    check.add_argument("path", metavar="PATH", help="a .toml file or a folder of .toml files")
    check.add_argument("--lang", type=language_argument, default=None, metavar="|".join(LANGUAGES),
                       help="language of the messages (default: from LANG, else English)")
    check.set_defaults(run=_check)
    report = actions.add_parser("report", help="a class report from the answers files of learners")
    report.add_argument("files", metavar="FILES", nargs="+",
                        help="answers files (or folders of them) collected from learners")
    report.add_argument("--out", metavar="DIR", required=True,
                        help="the folder for report.csv and report.html")
    report.add_argument("--lang", type=language_argument, default=None, metavar="|".join(LANGUAGES),
                        help="language of the report (default: from LANG, else English)")
    report.set_defaults(run=_report)
    deals = commands.add_parser("deals", help="fresh deals of a teaching theme as PBN (like Dealer or redeal)")
    deals.add_argument("theme", metavar="THEME",
                       help="a theme id, e.g. hold_up, two_way_finesse, opening_1nt; or check (see PATH)")
    deals.add_argument("path", metavar="PATH", nargs="?", default=None,
                       help="with check: a lesson's deals (SLUG.toml, SLUG.pbn) or a folder of them, "
                            "e.g. lessons/deals/")
    deals.add_argument("--dd", action="store_true",
                       help="with check: also print each board's contract and its double-dummy tricks")
    deals.add_argument("--boards", type=int, choices=range(1, 101), default=8, metavar="1..100",
                       help="how many boards (default 8)")
    deals.add_argument("--seed", default="1", help="the same seed gives the same deals (default 1)")
    deals.add_argument("--out", metavar="FILE", default=None, help="write to FILE (default: print)")
    deals.add_argument("--lang", type=language_argument, default=None, metavar="|".join(LANGUAGES),
                       help="language of the event name and messages (default: from LANG, else English)")
    deals.set_defaults(run=_deals)
    lessons = commands.add_parser("lessons", help="copy the lessons of a language to a folder and open them")
    lessons.add_argument("--lang", required=True, type=language_argument, metavar="|".join(LANGUAGES),
                         help="the lessons' language (any case: th, TH, th-TH)")
    lessons.add_argument("--dest", metavar="DIR", default=None,
                         help="the folder to copy to (default: ./cardlearn-lessons-LANG)")
    lessons.add_argument("--no-open", action="store_true", help="copy only; do not start JupyterLab")
    lessons.add_argument("--force", action="store_true",
                         help="overwrite lesson files that were edited in DIR")
    lessons.set_defaults(run=_lessons)
    lab = commands.add_parser("lab", help="open JupyterLab on your own copy of the lessons (adds --allow-root for root)")
    lab.add_argument("folder", metavar="FOLDER", nargs="?", default=None,
                     help="a folder to open as it is (default: your workspace, HOME/LANG; the package's "
                          "lessons/ is never edited in place: its copy in your workspace is opened)")
    lab.add_argument("--lang", type=cli_language, default=None, metavar="|".join(LANGUAGES),
                     help="the lessons' language (default: from LANG; else every language)")
    lab.add_argument("--home", metavar="DIR", default=None,
                     help="your workspace (default: $CARDLEARN_HOME, else ~/cardlearn)")
    lab.add_argument("--no-start", action="store_true",
                     help="prepare the workspace only; do not start JupyterLab")
    lab.set_defaults(run=_lab)
    from cardlearn.classroom.class_commands import add_commands as add_class_commands
    from cardlearn.classroom.commands import add_commands

    add_commands(commands)
    add_class_commands(commands)
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


__all__ = ["LessonCopy", "build_parser", "cli_language", "copy_lessons", "is_root", "jupyterlab_command",
           "lesson_languages", "main", "open_jupyterlab", "say", "teacher_language"]


if __name__ == "__main__":
    sys.exit(main())

