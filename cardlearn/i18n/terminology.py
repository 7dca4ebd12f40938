"""The terminology check: find words the glossary replaced, in any learner text.

``terminology.toml`` (beside this module; explained in GLOSSARY.md) lists per language
the chosen term for each concept and the variants it replaces. :func:`find_variants`
scans one text; tests/test_terminology.py runs it over every catalog, exercise file and
lesson notebook. How a literal variant matches depends on the script: Thai has no spaces
between words, so a Thai variant matches anywhere and must be a phrase that is wrong in
every context; a Korean variant must not follow another Hangul syllable (particles may
follow it); Danish, Turkish and English variants match whole words, ignoring case.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import tomllib

TERMINOLOGY_FILE = Path(__file__).with_name("terminology.toml")


@dataclass(frozen=True)
class Term:
    """One glossary entry: the term to use and the compiled variants it replaces."""

    lang: str
    concept: str
    use: str
    variants: tuple[tuple[str, re.Pattern[str]], ...]
    allow: tuple[str, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class Finding:
    """A replaced variant found in a text: what was found, where, and what to write instead."""

    term: Term
    found: str
    start: int

    def advice(self) -> str:
        """One line telling the author which term to use."""
        hint = f" ({self.term.note})" if self.term.note else ""
        return f"{self.found!r} → use {self.term.use!r} for {self.term.concept}{hint}"


def _literal(lang: str, word: str) -> re.Pattern[str]:
    body = re.escape(word)
    if lang == "th":
        return re.compile(body)
    if lang == "ko":
        return re.compile(r"(?<![\uAC00-\uD7A3])" + body)
    # \w is Unicode-aware, so "blind" does not match inside "blindemand" nor "live" in "livet";
    # a variant that starts or ends with punctuation (a quotation mark) needs no boundary there.
    before = r"(?<!\w)" if re.match(r"\w", word) else ""
    after = r"(?!\w)" if re.search(r"\w$", word) else ""
    # Only the first letter ignores case: re.IGNORECASE would make Turkish ı and i the same letter.
    first = word[0]
    head = f"[{re.escape(first.upper())}{re.escape(first.lower())}]" if first.isalpha() else re.escape(first)
    return re.compile(before + head + re.escape(word[1:]) + after)


@cache
def load_terms(lang: str) -> tuple[Term, ...]:
    """The glossary entries of ``lang`` (empty for a language without entries)."""
    data = tomllib.loads(TERMINOLOGY_FILE.read_text(encoding="utf-8"))
    terms = []
    for entry in data.get(lang, []):
        variants = [(word, _literal(lang, word)) for word in entry.get("replaces", [])]
        variants += [(pattern, re.compile(pattern)) for pattern in entry.get("patterns", [])]
        terms.append(Term(lang, entry["concept"], entry["use"], tuple(variants),
                          tuple(entry.get("allow", ())), entry.get("note", "")))
    return tuple(terms)


def find_variants(text: str, lang: str) -> list[Finding]:
    """Every replaced variant in ``text`` (a text in ``lang``), in order of position."""
    findings = []
    for term in load_terms(lang):
        allowed = [(m.start(), m.end()) for phrase in term.allow for m in re.finditer(re.escape(phrase), text)]
        seen: set[int] = set()  # a literal and a pattern of one term may find the same place
        for _, pattern in term.variants:
            for match in pattern.finditer(text):
                inside_allowed = any(a <= match.start() and match.end() <= b for a, b in allowed)
                if inside_allowed or match.start() in seen:
                    continue
                seen.add(match.start())
                findings.append(Finding(term, match.group(0), match.start()))
    return sorted(findings, key=lambda f: f.start)
