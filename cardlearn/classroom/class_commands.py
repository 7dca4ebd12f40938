"""``cardlearn class new | assign | results``: a duplicate session for a class, played by every learner, scored.

- ``class new NAME --boards 8 [--seed S | --pbn FILE] [--theme ID] [--note N=TEXT] [--lang th]``
  writes the session folder (:mod:`cardlearn.classroom.session`);
- ``class assign NAME (--hub DIR | --to FOLDER ...)`` puts the session's notebook into every
  learner's folder (a hub's homes, or the folders named), never over one already there;
- ``class results NAME [--out DIR]`` prints the ranking and writes the CSV files and the HTML page.

Every argument is checked before anything is written; a refusal is one localized line and
exit status 2, a damaged results file exit status 1 with its name.
"""
from __future__ import annotations

import argparse
import secrets
import sys
from pathlib import Path
from typing import Any

from cardlearn.classroom import BadSetting
from cardlearn.classroom.arguments import language_argument, say_error, teacher_language
from cardlearn.classroom.session import (
    GAMES,
    MAX_BOARDS,
    MISSING,
    NAMES,
    SessionError,
    SessionSettings,
    check_name,
)
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.output import terminal_text
from cardlearn.i18n import LANGUAGES, t


def _say(text: str) -> None:
    print(terminal_text(text))


def _notes(items: list[str] | None, boards: int) -> dict[str, str]:
    notes: dict[str, str] = {}
    for item in items or []:
        number, _, text = item.partition("=")
        if not number.strip().isdigit() or not text.strip() or not 1 <= int(number) <= boards:
            raise BadSetting("classroom.session.bad_note", high=boards, chars=300)
        notes[str(int(number))] = text.strip()
    return notes


def bridge_boards_pbn(count: int, seed: str, theme_id: str | None, event: str) -> str:
    """``count`` fresh boards as PBN (dealer and vulnerability by number; a teaching theme's constraints)."""
    from cardlearn.engine.bridge.dealer import deal_board
    from cardlearn.engine.bridge.themes import theme
    from cardlearn.engine.pbn import PBNGame, write_pbn

    constraints = theme(theme_id).constraints if theme_id else {}
    check = theme(theme_id).check if theme_id else None
    games = []
    for number in range(1, count + 1):
        board = deal_board(constraints, f"{seed}-{number}", number, check)
        games.append(PBNGame.create(board.deal.to_pbn(board.dealer), board=number, dealer=board.dealer,
                                    vulnerable=board.vulnerability, event=event))
    return write_pbn(games)


def pbn_boards_pbn(path: str, count: int, event: str) -> tuple[str, int]:
    """The first ``count`` boards of a PBN file, numbered 1.. in order, keeping their dealer, vulnerability,
    notes and comments (never their recorded auction or play); returns the text and how many."""
    from cardlearn.engine.bridge.boards import board_dealer, board_vulnerability, iter_boards
    from cardlearn.engine.pbn import PBNGame, write_pbn

    games: list[PBNGame] = []
    try:
        for board in iter_boards(path, max_boards=None):
            if len(games) == count:
                break
            number = len(games) + 1
            source = board.source
            games.append(PBNGame.create(
                board.deal.to_pbn(board.dealer), board=number,
                dealer=board.dealer if source and source.dealer else board_dealer(number),
                vulnerable=board.vulnerability if source and source.vulnerable else board_vulnerability(number),
                event=board.event or event, notes=source.notes if source else (),
                comments=source.comments if source else ()))
    except CardlearnError as error:  # the PBN reader's own message says where and what, inside ours
        raise SessionError("classroom.session.bad_boards_file", path=path, problem=error.message) from None
    if not games:
        raise SessionError("classroom.session.no_deals", path=path)
    return write_pbn(games), len(games)


def _new(args: argparse.Namespace) -> int:
    from cardlearn.classroom.session import create_session
    from cardlearn.engine.paths import writable_folder

    lang = teacher_language(args.lang)
    try:
        check_name(args.name)
        if args.boards is None or not 1 <= args.boards <= MAX_BOARDS:
            raise BadSetting("classroom.session.bad_boards", value=args.boards, high=MAX_BOARDS)
        writable_folder(_folder(args))
        seed = args.seed if args.seed is not None else str(secrets.randbelow(10**9))
        settings = SessionSettings(name=args.name, game=args.game, boards=args.boards, lang=args.lang or lang,
                                   names=args.names, missing=args.missing, seed=seed,
                                   notes=_notes(args.note, args.boards))
        settings.check()
        pbn = None
        if args.game == "bridge":
            if args.pbn:
                pbn, settings.boards = pbn_boards_pbn(args.pbn, args.boards, args.name)
                settings.seed = None
            else:
                pbn = bridge_boards_pbn(args.boards, seed, args.theme, args.name)
        session = create_session(settings, _folder(args), pbn)
    except CardlearnError as error:
        say_error(error.localized(lang))
        return 2
    _say(t("classroom.session.created", lang, path=str(session.folder), boards=settings.boards))
    return 0


def _folder(args: argparse.Namespace) -> Any:
    if getattr(args, "hub", None):
        from cardlearn.classroom.hub import CLASSES_FOLDER

        return Path(args.hub).expanduser() / CLASSES_FOLDER
    return args.dir


def learner_folders(args: argparse.Namespace) -> list[tuple[str, Path, Path]]:
    """(learner, home, folder for the notebook) for ``--hub`` (every home of the hub) or ``--to`` folders."""
    if args.hub:
        from cardlearn.classroom.hub import HubSettings

        settings = HubSettings.load(Path(args.hub).expanduser() / "settings.json")
        homes = settings.homes
        found = []
        for home in sorted(homes.iterdir()) if homes.is_dir() else []:
            if home.is_dir() and not home.is_symlink() and home.name != settings.teacher:
                found.append((home.name, home, home / settings.lessons_folder))
        return found
    return [(Path(folder).name, Path(folder), Path(folder)) for folder in args.to]


def _assign(args: argparse.Namespace) -> int:
    from cardlearn.classroom.duplicate import copy_session, mark_assigned, place_notebook
    from cardlearn.classroom.session import Session, check_learner
    from cardlearn.engine.paths import writable_folder

    lang = teacher_language(args.lang)
    if not args.hub and not args.to:
        say_error(t("classroom.session.assign_where", lang))
        return 2
    try:
        session = Session.named(args.name, _folder(args))
        _ = session.boards  # a broken boards file is refused before any notebook is written
        places = learner_folders(args)
        for learner, _, folder in places:
            check_learner(learner)
            if folder.exists():
                writable_folder(folder)
        placed = 0
        for learner, _, folder in places:
            folder.mkdir(parents=True, exist_ok=True)
            # Without a hub each learner gets a copy of the session beside the notebook (handed out, collected).
            where = None if args.hub else copy_session(session, folder)
            placed += place_notebook(session, folder, learner, args.lang, path=where) is not None
        if args.hub:
            mark_assigned(session)  # learners who log in for the first time later get it too
    except CardlearnError as error:
        say_error(error.localized(lang))
        return 2
    _say(t("classroom.session.assigned", lang, count=placed, learners=len(places)))
    return 0


def _results(args: argparse.Namespace) -> int:
    from cardlearn.classroom.class_results import class_results, write_results
    from cardlearn.engine.paths import writable_folder

    lang = teacher_language(args.lang)
    try:
        check_name(args.name)  # a name, never a path: the command reads the sessions folder only
        if args.out is not None:
            writable_folder(args.out)
        found = class_results(args.name, _folder(args), lang=lang)
    except SessionError as error:
        say_error(error.localized(lang))
        return 1 if error.key == "classroom.session.bad_results" else 2
    except CardlearnError as error:
        say_error(error.localized(lang))
        return 2
    ranking = found.ranking.rename(columns={c: t(f"classroom.results.column.{c}", lang) for c in found.ranking})
    _say(ranking.to_string(index=False))
    if args.out is None:
        return 0
    try:
        written = write_results(found, args.out)
    except CardlearnError as error:
        say_error(error.localized(lang))
        return 1
    _say(t("classroom.results.written", lang, files=", ".join(str(path) for path in written)))
    return 0


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", metavar="NAME", help="the session's name (letters, digits, - and _)")
    place = parser.add_mutually_exclusive_group()
    place.add_argument("--dir", default=None, help="the folder of sessions (default $CARDLEARN_CLASSES or "
                                                   "./cardlearn-classes)")
    place.add_argument("--hub", default=None, metavar="HUBDIR",
                       help="a class hub's folder: sessions are kept in HUBDIR/classes, shared by the learners")
    parser.add_argument("--lang", type=language_argument, default=None, metavar="|".join(LANGUAGES),
                        help="language of the messages and the notebook (default: from LANG, else English)")


def add_commands(commands: Any) -> None:
    """Add ``class new``, ``class assign`` and ``class results`` to the ``cardlearn`` subparsers."""
    klass = commands.add_parser("class", help="a duplicate session: the same boards for every learner")
    actions = klass.add_subparsers(dest="action", metavar="ACTION")
    new = actions.add_parser("new", help="make a session: its boards, settings and an empty results folder")
    _common(new)
    new.add_argument("--boards", type=int, default=8, help=f"how many boards (1–{MAX_BOARDS}, default 8)")
    source = new.add_mutually_exclusive_group()
    source.add_argument("--seed", default=None, help="deal the boards from this seed (reproducible)")
    source.add_argument("--pbn", default=None, metavar="FILE", help="take the boards from a PBN file")
    new.add_argument("--theme", default=None, help="deal every board of a teaching theme (as cardlearn deals)")
    new.add_argument("--game", choices=GAMES, default="bridge", help="bridge (default) or schieber")
    new.add_argument("--names", choices=NAMES, default="shown",
                     help="show classmates' names on the travellers, or number them (anonymous)")
    new.add_argument("--missing", choices=MISSING, default="skip",
                     help="what a board a learner did not play counts in the ranking")
    new.add_argument("--note", action="append", metavar="N=TEXT",
                     help="the lesson's sentence shown after board N (repeat for more boards)")
    new.set_defaults(run=_new)
    assign = actions.add_parser("assign", help="put the session's notebook into every learner's folder")
    _common(assign)
    assign.add_argument("--to", nargs="+", default=None, metavar="FOLDER",
                        help="learners' folders (without a hub); each folder's name is the learner's name")
    assign.set_defaults(run=_assign)
    results = actions.add_parser("results", help="the session's results: travellers, ranking, worst boards")
    _common(results)
    results.add_argument("--out", default=None, metavar="DIR", help="write CSV files and results.html here")
    results.set_defaults(run=_results)
    klass.set_defaults(run=lambda args: (klass.print_help(sys.stderr), 2)[1])


__all__ = ["add_commands", "bridge_boards_pbn", "learner_folders", "pbn_boards_pbn"]
