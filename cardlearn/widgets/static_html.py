"""The tables as plain HTML (inline styles, no script), drawn from the published view.

Used for the ``text/html`` entry of a widget's MIME bundle, so nbconvert and
static notebook viewers show the table as it was. Every text comes from the
view and is escaped: names from a PBN file or a prompt are never markup.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

from cardlearn.engine.theme import FONT_STYLE, INK, PALETTE, suit_ink

FONT = FONT_STYLE
FELT = PALETTE["felt"]
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
CARD = ("display:inline-block;min-width:2.1em;padding:2px 4px;margin:1px;border-radius:4px;"
        "background:#fff;border:1px solid #bbb;text-align:center;font-weight:600;")
CELL = "padding:2px 8px;border:1px solid #d0d0d0;text-align:center;"


def suit_color(suit: str, four_color: bool = False) -> str:
    """The colour of a suit symbol (four-colour deck optional)."""
    return suit_ink(suit, four_color)


def bridge_card_html(code: str, four_color: bool = False, title: str = "") -> str:
    """A bridge card as a small white chip: coloured suit symbol and rank."""
    suit, rank = code[0], code[1:]
    rank = "10" if rank == "T" else rank
    return (f'<span style="{CARD}color:{suit_color(suit, four_color)}" title="{escape(title)}">'
            f'{SYMBOLS.get(suit, escape(suit))}{escape(rank)}</span>')


def text_call_html(text: str, four_color: bool = False) -> str:
    """A call label with its suit symbol coloured."""
    out = escape(text)
    for suit, symbol in SYMBOLS.items():
        out = out.replace(symbol, f'<span style="color:{suit_color(suit, four_color)}">{symbol}</span>')
    return out


def table_html(header: Iterable[str], rows: Iterable[Iterable[str]]) -> str:
    """A simple bordered table; cells are already-escaped HTML."""
    head = "".join(f'<th style="{CELL}background:#f2f2f2">{cell}</th>' for cell in header)
    body = "".join("<tr>" + "".join(f'<td style="{CELL}">{cell}</td>' for cell in row) + "</tr>"
                   for row in rows)
    return f'<table style="border-collapse:collapse;margin:6px 0">{head and "<tr>" + head + "</tr>"}{body}</table>'


def _hand(view: Mapping[str, Any], seat: str) -> str:
    hand = view.get("hands", {}).get(seat, {})
    four = bool(view.get("four_color"))
    if hand.get("face_up"):
        return "".join(bridge_card_html(card["code"], four, card.get("label", ""))
                       for card in hand.get("cards", [])) or "—"
    count = int(hand.get("count", 0))
    return ('<span style="display:inline-block;width:1.6em;height:2.2em;margin:1px;border-radius:3px;'
            'background:#7a1f2b;border:1px solid #fff"></span>' * min(count, 13))


def bridge_static_html(view: Mapping[str, Any]) -> str:
    """The BridgeTable's view as HTML: seats and hands around the felt, contract, auction, score."""
    if not view:
        return ""
    seats = view.get("seats", {})
    labels = view.get("labels", {})
    four = bool(view.get("four_color"))

    def seat_box(seat: str) -> str:
        info = seats.get(seat, {})
        roles = " · ".join(info.get("roles", []))
        turn = "outline:3px solid #f5c542;" if info.get("is_turn") else ""
        return (f'<div style="padding:6px;border-radius:8px;background:rgba(0,0,0,.25);{turn}">'
                f'<div style="font-weight:700">{escape(info.get("name", seat))}'
                f'{" · " + escape(roles) if roles else ""}</div>{_hand(view, seat)}</div>')

    trick = view.get("trick") or {}
    trick_cells = " ".join(
        f'{escape(seats.get(card["seat"], {}).get("name", card["seat"]))}: '
        f'{bridge_card_html(card["code"], four, card.get("label", ""))}'
        for card in trick.get("cards", []))
    contract = view.get("contract") or {}
    won = view.get("tricks_won") or {}
    info_line = " · ".join(escape(part) for part in (
        contract.get("text", labels.get("no_contract", "")),
        (view.get("vulnerability") or {}).get("text", ""),
        " ".join(f'{side["name"]} {side["n"]}' for side in won.values()),
    ) if part)
    felt = (
        f'<div style="background:{FELT};color:#fff;border-radius:14px;padding:10px;'
        f'display:grid;grid-template-columns:1fr 1.4fr 1fr;gap:8px;align-items:center">'
        f'<div></div>{seat_box("N")}<div></div>'
        f'{seat_box("W")}<div style="text-align:center">{trick_cells}</div>{seat_box("E")}'
        f'<div></div>{seat_box("S")}<div></div></div>'
    )
    lesson = view.get("lesson") or {}
    parts = [
        f'<div lang="{escape(str(view.get("lang", "en")))}" style="{FONT}max-width:760px;color:{INK}">',
        f'<div style="font-size:1.1em;font-weight:700;margin:4px 0">{escape(view.get("title", ""))}</div>',
        lesson_html(lesson),
        f'<div style="margin:4px 0">{info_line}</div>',
        f'<div style="margin:4px 0;font-weight:600">{escape(view.get("status", ""))}</div>',
        felt,
    ]
    if lesson.get("comment"):
        parts.append(note_html(f'{lesson.get("comment_label", "")}: {lesson.get("title", "")}',
                                lesson["comment"]))
    auction = view.get("auction")
    if auction and auction.get("rows"):
        parts.append(f'<div style="font-weight:700;margin-top:8px">{escape(labels.get("auction", ""))}</div>')
        parts.append(table_html(
            [escape(col["name"]) for col in auction["columns"]],
            [[text_call_html(cell["text"], four) if cell else "" for cell in row] for row in auction["rows"]],
        ))
    score = view.get("score")
    if score:
        parts.append(f'<div style="font-weight:700;margin-top:8px">{escape(labels.get("score", ""))}</div>')
        parts.append(f'<div>{escape(score["result"])}</div>')
        rows = [[escape(p["label"]), f'{p["ns"]:+d}', f'{p["ew"]:+d}'] for p in score["parts"]]
        rows.append([f'<b>{escape(score["total_label"])}</b>', f'<b>{score["ns"]:+d}</b>',
                     f'<b>{score["ew"]:+d}</b>'])
        parts.append(table_html(["", escape(score["ns_name"]), escape(score["ew_name"])], rows))
    parts.append("</div>")
    return "".join(parts)


NOTE = "margin:6px 0;padding:6px 12px;background:#fffaf0;border:1px solid #e3dccb;border-left:5px solid " + PALETTE["gold"] + ";"


def note_html(heading: str, text: str, extra: str = "") -> str:
    """A lesson note: a bold heading, the text's paragraphs, then ``extra`` (already HTML)."""
    body = "".join(f'<p style="margin:2px 0">{escape(part.strip())}</p>' for part in text.split("\n\n"))
    return f'<div style="{NOTE}"><div style="font-weight:700">{escape(heading)}</div>{body}{extra}</div>'


def lesson_html(lesson: Mapping[str, Any]) -> str:
    """A lesson board's title, mode and plan (and the lead note), as the live table shows them above the felt."""
    if not lesson:
        return ""
    boards = " · ".join(
        f'<b>{escape(board["text"])}</b>' if board.get("current") else escape(board["text"])
        for board in lesson.get("boards", []))
    head = f'<div style="margin:4px 0;font-size:.95em">{escape(lesson.get("label", ""))}: {boards}</div>'
    if not lesson.get("plan"):
        return head + (f'<div style="margin:4px 0">{escape(lesson.get("free", ""))}</div>' if lesson.get("free") else "")
    lead = ""
    if lesson.get("lead"):
        lead = (f'<div style="margin-top:4px"><b>{escape(lesson.get("lead_label", ""))}</b>: '
                f'{escape(lesson["lead"])}</div>')
    mode = f'<div style="font-style:italic;font-size:.9em">{escape(lesson.get("mode", ""))}</div>'
    return head + note_html(lesson.get("title", ""), f'{lesson.get("plan_label", "")}: {lesson["plan"]}',
                             mode + lead)


__all__ = ["bridge_card_html", "bridge_static_html", "lesson_html", "note_html", "suit_color", "table_html",
           "text_call_html"]
