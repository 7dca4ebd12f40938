"""Particles and suffixes written by hand after a card, call or number fit how it is read aloud.

A translator who writes "2♣가" or "4♥'tür" in a lesson or a catalog gets the form wrong for
the reason grammar placeholders exist (2♣ is read 클럽, 4♥ "dört kör"). These tests find
every Korean particle and Turkish suffix written directly after such a value in the
catalogs, the exercise files and the lessons' markdown, and compare it with the form
cardlearn.i18n.grammar chooses.
"""
from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from i18n_sources import catalog_texts, deal_texts, exercise_texts, notebook_texts

from cardlearn.i18n.grammar import korean_particle, turkish_suffix

SWISS = "Stöck|Weis|Buur|Nell|Ass|König|Ober|Under|Banner|Obenabe|Undenufe|Schneider|Match|Schieber|Bock"
# A value read aloud: a number, a call or contract (4♥, 3NT, 4♥X), a card (♥Q, ♠10), a Swiss word.
VALUE = rf"\d[\d.,]*|[1-7](?:NT|[♠♥♦♣])(?:XX|X)?|[♠♥♦♣](?:10|[AKQJ2-9])?|{SWISS}"

KO_CANONICAL = {"이": "이", "가": "이", "은": "은", "는": "은", "을": "을", "를": "을", "과": "과",
                "와": "과", "으로": "으로", "로": "으로", "이에요": "이에요", "예요": "이에요",
                "이라고": "이라고", "라고": "이라고"}
KO_PATTERN = re.compile(
    rf"(?<![\w♠♥♦♣])({VALUE})(\([^)]*\))?(이에요|예요|이라고|라고|으로|이|가|은|는|을|를|과|와|로)(?![가-힣])"
)
TR_PATTERN = re.compile(rf"(?<![\w♠♥♦♣])({VALUE})'([a-zçğıöşü]+)")


def korean_problems(text: str) -> Iterator[str]:
    for match in KO_PATTERN.finditer(text):
        value, written = match.group(1), match.group(3)
        expected = korean_particle(value, KO_CANONICAL[written])
        if expected != written:
            yield f"{match.group(0)!r} → {value}{match.group(2) or ''}{expected}"


def turkish_archiphonemes(written: str) -> str:
    """The suffix as archiphonemes (dür → DIr, nın → (n)In, ye → (y)A), for the harmony check."""
    out = []
    for index, char in enumerate(written):
        nxt = written[index + 1] if index + 1 < len(written) else ""
        if index == 0 and char in "yns" and nxt in "aeıioöuü":
            out.append(f"({char})")
        elif char in "ae":
            out.append("A")
        elif char in "ıiuü":
            out.append("I")
        elif char in "dt" and index == 0:
            out.append("D")
        elif char in "cç" and index == 0:
            out.append("C")
        elif char in "oö":
            return ""  # -yor and friends do not harmonise in two ways: not checked
        else:
            out.append(char)
    return "".join(out)


def turkish_problems(text: str) -> Iterator[str]:
    for match in TR_PATTERN.finditer(text):
        value, written = match.group(1), match.group(2)
        arch = turkish_archiphonemes(written)
        if not arch:
            continue
        expected = turkish_suffix(value, "'" + arch).lstrip("'")
        if expected != written:
            yield f"{match.group(0)!r} → {value}'{expected}"


CHECKS = {"ko": korean_problems, "tr": turkish_problems}


def report(lang: str, texts: Iterator[tuple[str, str]]) -> list[str]:
    return [f"{where}: {problem}" for where, text in texts for problem in CHECKS[lang](text)]


@pytest.mark.parametrize("lang", sorted(CHECKS))
def test_catalogs_write_the_right_form_after_values(lang):
    problems = report(lang, catalog_texts(lang))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", sorted(CHECKS))
def test_exercises_write_the_right_form_after_values(lang):
    problems = report(lang, exercise_texts(lang))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", sorted(CHECKS))
def test_deal_notes_write_the_right_form_after_values(lang):
    problems = report(lang, deal_texts(lang))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", sorted(CHECKS))
def test_lessons_write_the_right_form_after_values(lang):
    problems = report(lang, notebook_texts(lang))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("lang", "text", "found"), [
    ("ko", "2♣가 가장 높아요", ["'2♣가' → 2♣이"]),
    ("ko", "♥Q예요", ["'♥Q예요' → ♥Q이에요"]),
    ("ko", "Stöck(슈퇴크)이라고 해요", ["'Stöck(슈퇴크)이라고' → Stöck(슈퇴크)라고"]),
    ("ko", "2♣이 가장 높아요. 3NT로 끝나요. 1이나 17", []),
    ("ko", "13장을 받아요", []),
    ("tr", "Kontrat 4♥'tür, 5♦'dir, 5♣'te kalın", ["\"4♥'tür\" → 4♥'dür", "\"5♦'dir\" → 5♦'dur", "\"5♣'te\" → 5♣'de"]),
    ("tr", "Under'ı değil Under'i; Batı'nın, 4'lü majör, 3000'e", ["\"Under'ı\" → Under'i"]),
])
def test_the_checks_find_wrong_forms(lang, text, found):
    assert list(CHECKS[lang](text)) == found
