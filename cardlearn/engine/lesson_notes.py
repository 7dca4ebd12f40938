"""What the bridge and the Schieber lesson deals share: the notes by language and how problems are collected.

A lesson's prepared deals (``lessons/deals/<slug>.*``) carry notes — a title, a
plan, a comment — in cardlearn's languages. Reading them is the same for both
games: :class:`Reading` collects every problem as a message naming the file and
the deal, :func:`read_texts` checks the notes, :func:`read_entries` the TOML
file's list of entries. The games' own modules check their cards and contracts.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardlearn.engine.errors import CardlearnError
from cardlearn.i18n import DEFAULT_LANGUAGE, LANGUAGES, Message, msg

MAX_TEXT = 2000
"""Characters of one note: a plan or comment is a few sentences, not a chapter."""
JASS_PREFIX = "jass-"
"""Schieber deals are ``jass-<slug>.toml`` (no PBN file); every other pair is bridge."""


class DealsError(CardlearnError, ValueError):
    """A lesson's deals files that cannot be used; the message names the file, the deal and the problem."""


class Notes:
    """A prepared deal's notes by field and language (``texts``), read with a fallback to English."""

    texts: Mapping[str, Mapping[str, str]]

    def text(self, name: str, lang: str | None = None) -> str | None:
        """The note ``name`` (title, plan, …) in ``lang``, else in English; None if the deal has none."""
        by_lang = self.texts.get(name)
        if not by_lang:
            return None
        return by_lang.get(lang or DEFAULT_LANGUAGE) or by_lang.get(DEFAULT_LANGUAGE)


@dataclass
class Reading:
    """Problems found while reading one file (each a full message naming file and deal).

    ``entry_key`` is the message that names a deal: ``deals.error.in_board`` for a
    bridge board, ``deals.error.in_deal`` for a Schieber deal.
    """

    toml: Path
    entry_key: str = "deals.error.in_board"
    problems: list[Message] = field(default_factory=list)

    def file_problem(self, problem: Message, path: Path | None = None) -> None:
        """A problem of the whole file (``path``, else the TOML file)."""
        self.problems.append(msg("deals.error.in_file", file=(path or self.toml).name, problem=problem))

    def board_problem(self, number: object, problem: Message) -> None:
        """A problem of one deal of the file."""
        self.problems.append(msg(self.entry_key, file=self.toml.name, board=str(number)[:20], problem=problem))


def read_entries(toml: Path, reading: Reading, name: str = "board") -> list[Any] | None:
    """The file's ``[[name]]`` entries (None, with the problem noted, when there are none)."""
    from cardlearn.engine.files import read_toml

    try:
        data = read_toml(toml)
    except CardlearnError as error:
        reading.file_problem(error.message)
        return None
    extra = [key for key in data if key != name]
    if extra:
        reading.file_problem(msg(f"deals.problem.top_key{_suffix(name)}", name=str(extra[0])[:40]))
    entries = data.get(name)
    if not isinstance(entries, list) or not entries:
        reading.file_problem(msg(f"deals.problem.no_boards{_suffix(name)}"))
        return None
    return entries


def _suffix(name: str) -> str:
    return "" if name == "board" else f"_{name}"


def read_texts(name: object, entry: Mapping[str, Any], reading: Reading, all_languages: bool,
               fields: Sequence[str], required: Sequence[str]) -> dict[str, dict[str, str]]:
    """The entry's notes ``fields`` by language; every problem noted (``required`` ones must be there)."""
    texts: dict[str, dict[str, str]] = {}
    for field_name in fields:
        value = entry.get(field_name)
        if value is None:
            if field_name in required:
                reading.board_problem(name, msg("deals.problem.missing_en", field=field_name))
            continue
        if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
            reading.board_problem(name, msg("deals.problem.text_type", field=field_name))
            continue
        for problem in text_problems(field_name, value, all_languages):
            reading.board_problem(name, problem)
        texts[field_name] = {lang: text.strip() for lang, text in value.items()}
    return texts


def text_problems(field_name: str, value: Mapping[str, str], all_languages: bool) -> Iterator[Message]:
    """What is wrong with one note's texts: unknown or missing languages, empty or too long texts."""
    for lang, text in value.items():
        if lang not in LANGUAGES:
            yield msg("deals.problem.language", field=field_name, code=str(lang)[:20],
                      allowed=", ".join(LANGUAGES))
        elif not text.strip():
            yield msg("deals.problem.empty_text", field=field_name, code=lang)
        elif len(text) > MAX_TEXT:
            yield msg("deals.problem.long_text", field=field_name, code=lang, limit=MAX_TEXT)
    if not value.get(DEFAULT_LANGUAGE):
        yield msg("deals.problem.missing_en", field=field_name)
    missing = [lang for lang in LANGUAGES if lang not in value]
    if all_languages and missing:
        yield msg("deals.problem.missing_languages", field=field_name, languages=", ".join(missing),
                  allowed=", ".join(LANGUAGES))


def is_jass(path: Path) -> bool:
    """Whether a deals file (or its path without suffix) holds Schieber deals: ``jass-<slug>``."""
    return path.name.startswith(JASS_PREFIX)


def check_deals(path: str | Path, all_languages: bool = True) -> tuple[list[Path], list[Message]]:
    """Every lesson deals file in a folder (or the one named), bridge and Schieber: files read, problems."""
    from cardlearn.engine.bridge.lesson_deals import check_lesson_deals
    from cardlearn.engine.jass.lesson_deals import check_jass_deals

    path = Path(path)
    if path.is_dir():
        files, problems = check_lesson_deals(path, all_languages)
        jass_files, jass_problems = check_jass_deals(path, all_languages)
        return files + jass_files, problems + jass_problems
    if is_jass(path):
        return check_jass_deals(path, all_languages)
    return check_lesson_deals(path, all_languages)


__all__ = ["JASS_PREFIX", "MAX_TEXT", "DealsError", "Notes", "Reading", "check_deals", "is_jass",
           "read_entries", "read_texts", "text_problems"]
