"""The Schieber convention card: the partnership conventions the AI plays, in the learner's language.

>>> from cardlearn.ai.jass import schieber_card
>>> card = schieber_card(lang="da")      # shows itself in a notebook (``_repr_html_``)
>>> card.to_frame().columns.tolist()
['convention_id', 'convention', 'give', 'read']

Like the bridge system card (:func:`cardlearn.ai.bridge.system_card`), it is made
from the rules themselves: one row per entry of
:data:`~cardlearn.ai.jass.conventions.CONVENTIONS`, in that order.
"""
from __future__ import annotations

import html
from typing import Any

from cardlearn.ai.jass.conventions import CONVENTIONS
from cardlearn.engine.arguments import checked
from cardlearn.engine.theme import FONT_STYLE, INK
from cardlearn.i18n import msg, resolve_language


class ConventionCard:
    """The Schieber conventions in ``lang``: ``_repr_html_`` in a notebook, ``to_frame()``."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = resolve_language(lang) if lang is not None else None

    def rows(self) -> list[dict[str, str]]:
        """One dict per convention: ``convention_id``, ``convention``, ``give``, ``read``."""
        lang = self.lang
        return [{"convention_id": name,
                 "convention": msg(f"ai_jass_card.{name}.name").text(lang),
                 "give": msg(f"ai_jass_card.{name}.give").text(lang),
                 "read": msg(f"ai_jass_card.{name}.read").text(lang)} for name in CONVENTIONS]

    def to_frame(self) -> Any:
        """The card as a pandas DataFrame (one row per convention)."""
        import pandas as pd

        return pd.DataFrame(self.rows(), columns=["convention_id", "convention", "give", "read"])

    def __repr__(self) -> str:
        return f"ConventionCard(lang={self.lang!r}, conventions={len(CONVENTIONS)})"

    def _repr_html_(self) -> str:
        lang = self.lang
        text = lambda key: html.escape(msg(key).text(lang))
        box = f"{FONT_STYLE}font-size:14px;line-height:1.5;color:{INK};max-width:60em"
        # Inline styles win over JupyterLab's table CSS (right-aligned, striped cells).
        cell = "padding:4px 8px;border-top:1px solid #e3e5e8;vertical-align:top;text-align:left;background:#fff"
        head = "padding:4px 8px;text-align:left;background:#f3f5f7;font-weight:600"
        parts = [f'<div lang="{lang or ""}" style="{box}">',
                 f'<div style="font-size:18px;font-weight:700;margin:4px 0">{text("ai_jass_card.title")}</div>',
                 f'<div style="color:#444;margin-bottom:8px">{text("ai_jass_card.intro")}</div>',
                 '<table style="border-collapse:collapse;width:100%;margin:4px 0 8px">',
                 "<tr>" + "".join(f'<th style="{head}">{text(f"ai_jass_card.col.{col}")}</th>'
                                  for col in ("convention", "give", "read")) + "</tr>"]
        for row in self.rows():
            parts.append(f'<tr><td style="{cell};white-space:nowrap"><b>{html.escape(row["convention"])}</b></td>'
                         f'<td style="{cell}">{html.escape(row["give"])}</td>'
                         f'<td style="{cell}">{html.escape(row["read"])}</td></tr>')
        parts.append("</table></div>")
        return "".join(parts)


@checked
def schieber_card(lang: str | None = None) -> ConventionCard:
    """The Schieber convention card in ``lang`` (default: the current language)."""
    return ConventionCard(lang)
