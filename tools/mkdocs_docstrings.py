"""A Markdown extension for the documentation site: the package's reST docstring markup, readable.

The docstrings are written for Python's ``help()`` and Sphinx-style tools: doctest lines
(``>>> ...``), roles (``:class:`Game```) and literal blocks introduced by ``::``.
mkdocstrings renders docstrings as Markdown, where these come out mangled (``>>>``
is a nested quote). This turns doctest runs into ``pycon`` code blocks, a role into a
code span and ``::`` into ``:``, outside fenced code. Used by mkdocs.yml as
``tools.mkdocs_docstrings`` (``python -m mkdocs`` runs from the repository root).
"""
from __future__ import annotations

import re

from markdown import Extension
from markdown.preprocessors import Preprocessor

ROLE = re.compile(r":(?:py:)?(?:class|func|meth|mod|attr|data|exc|obj|const):`~?([^`]+)`")
FENCE = re.compile(r"^\s*(```|~~~)")
PROMPT = re.compile(r"^(\s*)>>> ")


class DocstringMarkup(Preprocessor):
    """Doctest runs become fenced ``pycon`` blocks; roles become code spans; ``::`` becomes ``:``."""

    def run(self, lines: list[str]) -> list[str]:
        """The lines with the markup rewritten (fenced code left as it is)."""
        out: list[str] = []
        fenced = False
        index = 0
        while index < len(lines):
            line = lines[index]
            if FENCE.match(line):
                fenced = not fenced
            prompt = None if fenced else PROMPT.match(line)
            if prompt:
                index = self._doctest(lines, index, prompt.group(1), out)
                continue
            if not fenced:
                line = ROLE.sub(r"`\1`", line)
                line = re.sub(r"(\S)::$", r"\1:", line)
            out.append(line)
            index += 1
        return out

    @staticmethod
    def _doctest(lines: list[str], index: int, indent: str, out: list[str]) -> int:
        """Copy the doctest run starting at ``index`` (up to a blank line) as a fenced block."""
        if out and out[-1].strip():
            out.append("")  # a fence needs a blank line before it inside a paragraph
        out.append(f"{indent}```pycon")
        while index < len(lines) and lines[index].strip():
            out.append(lines[index])
            index += 1
        out.append(f"{indent}```")
        out.append("")
        return index


class DocstringMarkupExtension(Extension):
    """Registers :class:`DocstringMarkup` before Markdown's own block parsing."""

    def extendMarkdown(self, md) -> None:  # (the name Markdown calls)
        """Add the preprocessor (after the normalizing ones, before fenced code is parsed)."""
        md.preprocessors.register(DocstringMarkup(md), "cardlearn_docstrings", 40)


def makeExtension(**kwargs) -> DocstringMarkupExtension:  # (the name Markdown looks up)
    """The entry point Markdown calls for ``tools.mkdocs_docstrings``."""
    return DocstringMarkupExtension(**kwargs)
