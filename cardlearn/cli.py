"""The ``cardlearn`` console script: ``cardlearn exercises check PATH [--lang da]``.

Subcommands are argparse subparsers, so more (``cardlearn lessons``) plug in beside ``exercises``.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from cardlearn.i18n import LANGUAGES, UnknownLanguage, get_language, resolve_language


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


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with its subcommands (the lead adds ``lessons`` here)."""
    parser = argparse.ArgumentParser(prog="cardlearn", description="cardlearn: bridge and Schieber lessons.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    exercises = commands.add_parser("exercises", help="work with exercise files")
    actions = exercises.add_subparsers(dest="action", metavar="ACTION")
    check = actions.add_parser("check", help="check an exercise file or a folder of them")
    check.add_argument("path", metavar="PATH", help="a .toml file or a folder of .toml files")
    check.add_argument("--lang", choices=LANGUAGES, default=None,
                       help="language of the messages (default: from LANG, else English)")
    check.set_defaults(run=_check)
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
