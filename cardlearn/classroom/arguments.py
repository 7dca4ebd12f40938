"""What every ``cardlearn`` subcommand reads the same way: ``--lang``, the teacher's language, usage errors.

- :func:`language_argument` is the one reader of ``--lang`` (the argparse ``type`` of every
  subcommand): it takes what :func:`cardlearn.set_language` takes, in any case and with or
  without a region (``TH``, ``th-TH``, ``da_DK``).
- :func:`teacher_language` is the language of the messages: ``--lang``, else ``$LANG``.
- :class:`Parser` prints every usage error as one line in that language (exit status 2),
  instead of argparse's usage block and English text.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from cardlearn.engine.output import terminal_text
from cardlearn.engine.validate import clip
from cardlearn.i18n import LANGUAGES, UnknownLanguage, get_language, resolve_language, t

# Messages our own argument readers raised: the parser shows them alone, without argparse's prefix.
_LOCALIZED: set[str] = set()
# The language of usage errors for the command line being read (set by :meth:`Parser.parse_args`).
_MESSAGE_LANGUAGE: list[str] = []


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


def argument_error(text: str) -> argparse.ArgumentTypeError:
    """An argparse type error whose (already localized) ``text`` is shown alone."""
    _LOCALIZED.add(text)
    return argparse.ArgumentTypeError(text)


def language_argument(value: str) -> str:
    """``--lang`` as the API reads it: any case, with or without a region (``TH``, ``th-TH``, ``da_DK``)."""
    try:
        return resolve_language(value)
    except UnknownLanguage:
        raise argument_error(t("cli.error.lang", message_language(), value=clip(value),
                               languages=", ".join(LANGUAGES))) from None


def message_language() -> str:
    """The language of the messages for the command line being read."""
    return _MESSAGE_LANGUAGE[-1] if _MESSAGE_LANGUAGE else teacher_language()


def language_in(argv: Sequence[str]) -> str:
    """The teacher's language for ``argv``: a readable ``--lang`` in it, else :func:`teacher_language`."""
    for index, word in enumerate(argv):
        value = word.partition("=")[2] if word.startswith("--lang=") else None
        if word == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        if value is not None:
            try:
                return resolve_language(value)
            except UnknownLanguage:
                break
    return teacher_language()


_ARGUMENT = re.compile(r"argument (?P<option>[^:]+): (?P<detail>.*)", re.DOTALL)
_CHOICE = re.compile(r"invalid choice: '?(?P<value>.*?)'? \(choose from (?P<choices>.*)\)", re.DOTALL)


def usage_message(message: str, command: str, lang: str) -> str:
    """argparse's error ``message`` as one localized line."""
    argument = _ARGUMENT.fullmatch(message)
    if argument:
        option, detail = argument["option"], argument["detail"]
        if detail in _LOCALIZED:
            return detail
        choice = _CHOICE.fullmatch(detail)
        if choice:
            return t("cli.error.choice", lang, option=option, value=clip(choice["value"]),
                     choices=choice["choices"].replace("'", ""))
        if detail.startswith("expected"):
            return t("cli.error.needs_value", lang, option=option, command=command)
    for prefix, key, name in (("the following arguments are required: ", "cli.error.required", "options"),
                              ("unrecognized arguments: ", "cli.error.unrecognized", "arguments")):
        if message.startswith(prefix):
            return t(key, lang, command=command, **{name: message.removeprefix(prefix)})
    return t("cli.error.usage", lang, detail=message, command=command)


def say_error(text: str) -> None:
    """Print one error line for the teacher (control characters made visible)."""
    print(terminal_text(text, one_line=True), file=sys.stderr)


class Parser(argparse.ArgumentParser):
    """An argument parser whose every usage error is one line in the teacher's language (exit status 2)."""

    def parse_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                   namespace: argparse.Namespace | None = None) -> argparse.Namespace:
        """Parse ``args`` (default ``sys.argv[1:]``); usage errors speak the language of its ``--lang``."""
        argv = list(sys.argv[1:] if args is None else args)
        _MESSAGE_LANGUAGE.append(language_in(argv))
        try:
            return super().parse_args(argv, namespace)
        finally:
            _MESSAGE_LANGUAGE.pop()

    def error(self, message: str) -> NoReturn:
        """Print ``message`` as one localized line and exit with status 2."""
        say_error(usage_message(message, self.prog, message_language()))
        sys.exit(2)


__all__ = ["Parser", "argument_error", "language_argument", "language_in", "message_language", "say_error",
           "teacher_language", "usage_message"]
