"""The teacher's results page: ranking, a plot of each learner's matchpoints per board, travellers, worst boards.

One self-contained HTML file (inline CSS and SVG, no script, nothing fetched); every word from the catalog.
"""
from __future__ import annotations

import math
from html import escape
from typing import Any

from cardlearn.engine.theme import RED, css_custom_properties
from cardlearn.i18n import t

# Distinct colours with at least 3:1 contrast on white, for the plot's lines.
PALETTE = ("#1b6ca8", RED, "#1e8449", "#8e44ad", "#b9770e", "#117a65", "#7b241c", "#2e4053")
STYLE = css_custom_properties(":root") + """
body { font-family: var(--cl-font); color: var(--cl-ink); margin: 24px; max-width: 1000px; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 28px; } h3 { font-size: 15px; margin: 16px 0 4px; }
table { border-collapse: collapse; margin: 6px 0; font-size: 14px; }
th, td { border-bottom: 1px solid #ddd; padding: 3px 10px; text-align: right; }
th:first-child, td:first-child, th.t, td.t { text-align: left; } thead th { background: #f2eee3; }
.note { color: #444; font-size: 13px; } svg text { font-size: 12px; fill: var(--cl-ink); }
"""


def _cell(value: Any) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    if isinstance(value, float):
        return f"{value:g}"
    return escape(str(value))


TEXT_COLUMNS = frozenset({"learner", "contract", "declarer", "lead", "card"})
"""Columns of words and cards: aligned left (numbers are aligned right)."""


def shown_value(column: str, value: Any, lang: str, bridge: bool = True) -> str:
    """A cell as the teacher reads it: a bridge contract with suit symbols, a seat's name, ``♥A`` for ``HA``."""
    from cardlearn.engine.bridge.contract import parse_contract
    from cardlearn.engine.cards import BridgeCard

    if not isinstance(value, str) or not value:
        return _cell(value)
    if not bridge:
        from cardlearn.engine.jass import CONTRACTS

        return escape(t(f"jass.contract.{value}", lang)) if column == "contract" and value in CONTRACTS \
            else _cell(value)
    if column == "contract":
        return escape(t("classroom.traveller.passed", lang) if value == "Pass" else parse_contract(value).symbol)
    if column == "declarer" and value in ("N", "E", "S", "W"):
        return escape(t(f"core.seat.{value}", lang))
    if column in ("lead", "card"):
        return escape(BridgeCard.parse(value).symbol)
    return _cell(value)


def table_html(frame: Any, columns: list[str], lang: str, bridge: bool = True) -> str:
    """A DataFrame's ``columns`` as an HTML table with catalog headings (bridge cells with symbols)."""
    def align(column: str) -> str:
        return ' class="t"' if column in TEXT_COLUMNS else ""

    head = "".join(f'<th scope="col"{align(c)}>{escape(t(f"classroom.results.column.{c}", lang))}</th>'
                   for c in columns)
    body = "".join("<tr>" + "".join(f"<td{align(c)}>{shown_value(c, row[c], lang, bridge)}</td>" for c in columns) + "</tr>"
                   for _, row in frame.iterrows())
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def plot_svg(results: Any, lang: str, width: int = 640, height: int = 260) -> str:
    """Each learner's matchpoint percentage per board as lines (an inline SVG with a legend)."""
    boards = sorted(set(results["board"])) if len(results) else []
    learners = sorted(set(results["learner"])) if len(results) else []
    left, right, top_margin, bottom = 44, 150, 12, 34
    inner_w, inner_h = width - left - right, height - top_margin - bottom

    def x(board: int) -> float:
        return left + (inner_w * boards.index(board) / max(len(boards) - 1, 1))

    def y(percent: float) -> float:
        return top_margin + inner_h * (1 - percent / 100)

    title = escape(t("classroom.results.plot", lang))
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{title}" '
              f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">')]
    for percent in (0, 50, 100):
        parts.append(f'<line x1="{left}" x2="{left + inner_w}" y1="{y(percent):.1f}" y2="{y(percent):.1f}" '
                     f'stroke="#ccc"/><text x="{left - 6}" y="{y(percent) + 4:.1f}" text-anchor="end">{percent}%</text>')
    for board in boards:
        parts.append(f'<text x="{x(board):.1f}" y="{height - 14}" text-anchor="middle">{board}</text>')
    parts.append(f'<text x="{left + inner_w / 2:.1f}" y="{height - 1}" text-anchor="middle">'
                 f'{escape(t("classroom.results.column.board", lang))}</text>')
    for index, learner in enumerate(learners):
        colour = PALETTE[index % len(PALETTE)]
        own = results[results["learner"] == learner].sort_values("board")
        points = " ".join(f"{x(int(b)):.1f},{y(float(p)):.1f}" for b, p in zip(own["board"], own["percent"]))
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{points}"/>')
        for b, p in zip(own["board"], own["percent"]):
            parts.append(f'<circle cx="{x(int(b)):.1f}" cy="{y(float(p)):.1f}" r="3" fill="{colour}"/>')
        legend_y = top_margin + 14 + index * 16
        parts.append(f'<line x1="{width - right + 12}" x2="{width - right + 30}" y1="{legend_y - 4}" '
                     f'y2="{legend_y - 4}" stroke="{colour}" stroke-width="3"/>'
                     f'<text x="{width - right + 36}" y="{legend_y}">{escape(learner)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _board_sections(found: Any, lang: str) -> str:
    from cardlearn.classroom.travellers import board_par

    out = []
    columns = ["learner", "contract", "declarer", "lead", "tricks", "score", "matchpoints", "percent", "imps"]
    for number in sorted(set(found.results["board"])):
        board = found.results[found.results["board"] == number]
        out.append(f"<h3>{escape(t('classroom.results.board', lang, board=number))}</h3>")
        par = board_par(found.session, int(number), lang)
        if par:
            out.append(f'<p class="note">{escape(t("classroom.traveller.par", lang, par=par))}</p>')
        bridge = found.session.settings.game == "bridge"
        out.append(table_html(board, columns if bridge else ["learner", "contract", "lead", "score", "matchpoints",
                                                             "percent"], lang, bridge))
        freq = found.frequencies[found.frequencies["board"] == number]
        out.append(table_html(freq, ["contract", "declarer", "count"] if bridge else ["contract", "count"], lang,
                              bridge))
    return "".join(out)


def results_page(found: Any, lang: str, whole_page: bool = True) -> str:
    """The results as HTML (a whole page, or a fragment for a notebook)."""
    session = found.session
    title = escape(t("classroom.results.title", lang, name=session.name))
    body = [f"<h1>{title}</h1>",
            f'<p class="note">{escape(t("classroom.results.scoring", lang, top=session.settings.scale))}</p>',
            f"<h2>{escape(t('classroom.results.ranking', lang))}</h2>",
            table_html(found.ranking, ["rank", "learner", "boards", "matchpoints", "top", "percent"], lang),
            f"<h2>{escape(t('classroom.results.plot', lang))}</h2>", plot_svg(found.results, lang),
            f"<h2>{escape(t('classroom.results.below_field', lang))}</h2>",
            table_html(found.below_field, ["learner", "board", "contract", "declarer", "score", "percent", "imps"]
                       if session.settings.game == "bridge" else ["learner", "board", "score", "percent"], lang,
                       session.settings.game == "bridge")]
    if session.settings.game == "bridge":
        body.append(f"<h2>{escape(t('classroom.results.costliest', lang))}</h2>")
        if len(found.costliest):
            body.append(table_html(found.costliest, ["learner", "board", "trick", "card", "cost"], lang))
        else:
            body.append(f'<p class="note">{escape(t("classroom.results.no_costliest", lang))}</p>')
    body += [f"<h2>{escape(t('classroom.results.travellers', lang))}</h2>", _board_sections(found, lang)]
    if not whole_page:
        return '<div class="cardlearn-results">' + "".join(body) + "</div>"
    return (f'<!DOCTYPE html><html lang="{escape(lang)}"><head><meta charset="utf-8"><title>{title}</title>'
            f"<style>{STYLE}</style></head><body>{''.join(body)}</body></html>\n")


__all__ = ["plot_svg", "results_page", "table_html"]
