"""The ``cardlearn hub`` and ``cardlearn lite`` subcommands (argparse), added to ``cardlearn.cli``.

Every argument is checked before anything is written or started: ``--lang`` by the one
reader of :mod:`cardlearn.classroom.arguments`, folders by the path policy
(:mod:`cardlearn.engine.paths`), the hub's settings by :meth:`HubSettings.check`. A refused
argument is one line in the teacher's language and exit status 2.
"""
from __future__ import annotations

import argparse
import sys
from typing import Any

from cardlearn.classroom import BadSetting, ClassroomError
from cardlearn.classroom.arguments import language_argument, say_error, teacher_language
from cardlearn.engine.output import terminal_text
from cardlearn.engine.paths import PathRefused
from cardlearn.i18n import LANGUAGES, t


def _number(text: str) -> int | float | str:
    """A number typed on the command line; text that is none is kept for the check to refuse by name."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            continue
    return text


def _refused(error: PathRefused | BadSetting, lang: str) -> int:
    say_error(error.localized(lang))
    return 2


def _hub_serve(args: argparse.Namespace) -> int:
    from cardlearn.classroom.hub import HubSettings, check_jupyterhub, find_proxy, serve

    settings = HubSettings(
        lang=args.lang, dir=args.dir, ip=args.ip, port=_number(args.port),  # type: ignore[arg-type]
        hub_port=_number(args.hub_port), proxy_api_port=_number(args.proxy_api_port),  # type: ignore[arg-type]
        auth="demo" if args.demo else args.auth, teacher=args.teacher, open_signup=args.open_signup,
        ai=args.ai, mem_limit=args.mem_limit, cpu_limit=_number(args.cpu_limit),  # type: ignore[arg-type]
        idle_timeout=_number(args.idle_timeout), ssl_cert=args.ssl_cert,  # type: ignore[arg-type]
        ssl_key=args.ssl_key, proxy=args.proxy)
    lang = teacher_language(args.lang)
    try:
        settings.check()
    except (PathRefused, BadSetting) as error:
        return _refused(error, lang)
    try:
        check_jupyterhub(settings)  # before saying anything is starting
        settings.proxy = find_proxy(settings.proxy)
        if settings.auth == "demo":
            say_error(t("classroom.hub.demo", lang))
        print(terminal_text(t("classroom.hub.starting", lang, url=settings.url, dir=str(settings.root),
                              teacher=settings.teacher)))
        serve(settings)
        return 0  # not reached: serve() becomes JupyterHub
    except ClassroomError as error:
        say_error(error.localized(lang))
        return 1


def _hub_lessons(args: argparse.Namespace) -> int:
    from pathlib import Path

    from cardlearn.classroom.hub import copy_missing_lessons

    lang = teacher_language(args.lang)
    dest = Path(args.dest).expanduser()
    try:
        copied = copy_missing_lessons(args.lang, dest)  # asks the path policy before writing
    except PathRefused as error:
        return _refused(error, lang)
    except OSError as error:  # a disk that fills up, permissions that change underneath
        say_error(t("cli.error.dest_unwritable", lang, dest=str(dest), reason=error.strerror or error))
        return 1
    print(terminal_text(t("classroom.hub.lessons", lang, dest=str(dest), copied=len(copied))))
    return 0


def _lite_build(args: argparse.Namespace) -> int:
    from cardlearn.classroom.lite import build_site, check_site_folders

    lang = teacher_language(args.lang)
    try:
        check_site_folders(args.out, args.cache)
    except PathRefused as error:
        return _refused(error, lang)
    try:
        out = build_site(args.lang, args.out, wheels=args.wheels, cache=args.cache)
    except (PathRefused, ClassroomError) as error:
        say_error(error.localized(lang))
        return 1
    print(terminal_text(t("classroom.lite.built", lang, out=str(out))))
    return 0


def _add_lang(parser: Any, lessons: str) -> None:
    """The required ``--lang`` of a classroom command: the language of ``lessons``, in any case."""
    parser.add_argument("--lang", required=True, type=language_argument, metavar="|".join(LANGUAGES),
                        help=f"the language of {lessons} (any case: th, TH, th-TH)")


def add_commands(commands: Any) -> None:
    """Add ``hub serve`` and ``lite build`` to the ``cardlearn`` subparsers ``commands``."""
    from cardlearn.classroom.hub import AI_LEVELS, AUTHENTICATORS

    hub = commands.add_parser("hub", help="run a JupyterHub for a class on this server")
    hub_actions = hub.add_subparsers(dest="action", metavar="ACTION")
    serve = hub_actions.add_parser("serve", help="write the hub configuration and start JupyterHub")
    _add_lang(serve, "the class's lessons")
    serve.add_argument("--dir", default="cardlearn-hub", help="the hub's folder (config, database, homes)")
    serve.add_argument("--ip", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1; 0.0.0.0 for the whole network)")
    serve.add_argument("--port", default="8000", help="the port learners open (default 8000)")
    serve.add_argument("--hub-port", default="8081", help="the hub's internal API port on 127.0.0.1")
    serve.add_argument("--proxy-api-port", default="8001",
                       help="configurable-http-proxy's API port on 127.0.0.1")
    serve.add_argument("--auth", choices=[a for a in AUTHENTICATORS if a != "demo"], default="native",
                       help="native: learners sign up, the teacher approves; pam: Unix accounts")
    serve.add_argument("--demo", action="store_true",
                       help="anyone may log in with any name and password (a demonstration only)")
    serve.add_argument("--teacher", default="teacher", help="the teacher's (admin) user name")
    serve.add_argument("--open-signup", action="store_true",
                       help="with --auth native: learners who sign up need no approval")
    serve.add_argument("--ai", choices=AI_LEVELS, default=None,
                       help="strength of the bridge AI at the tables (sets CARDLEARN_AI for every learner)")
    serve.add_argument("--mem-limit", default="512M", help="memory per learner (enforced by spawners that can)")
    serve.add_argument("--cpu-limit", default="1", help="CPUs per learner (where enforced)")
    serve.add_argument("--idle-timeout", default="3600",
                       help="seconds of inactivity before a learner's server is stopped")
    serve.add_argument("--ssl-cert", default=None, help="TLS certificate (PEM) to serve https")
    serve.add_argument("--ssl-key", default=None, help="TLS private key (PEM) for --ssl-cert")
    serve.add_argument("--proxy", default=None, help="the configurable-http-proxy executable")
    serve.set_defaults(run=_hub_serve)
    lessons = hub_actions.add_parser(
        "lessons", help="copy the lessons missing in a learner's folder (never overwrites; for start hooks)")
    _add_lang(lessons, "the lessons")
    lessons.add_argument("--dest", required=True, help="the learner's lesson folder, e.g. ~/lessons-th")
    lessons.set_defaults(run=_hub_lessons)
    hub.set_defaults(run=lambda args: (hub.print_help(sys.stderr), 2)[1])

    lite = commands.add_parser("lite", help="build a static JupyterLite site with the lessons")
    lite_actions = lite.add_subparsers(dest="action", metavar="ACTION")
    build = lite_actions.add_parser("build", help="build the site into a folder")
    _add_lang(build, "the lessons")
    build.add_argument("--out", default="site", help="the folder to write the site to (default ./site)")
    build.add_argument("--wheels", default=None, metavar="DIR",
                       help="a folder with Pyodide wheels of numpy and pandas to bundle (fully offline)")
    build.add_argument("--cache", default=None, metavar="DIR",
                       help="where downloads are kept between builds (default ~/.cache/cardlearn-lite)")
    build.set_defaults(run=_lite_build)
    lite.set_defaults(run=lambda args: (lite.print_help(sys.stderr), 2)[1])
