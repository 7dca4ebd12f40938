"""The JassTable as plain HTML (inline styles, no script), drawn from its published view.

Used for the ``text/html`` entry of the widget's MIME bundle, so nbconvert and
static notebook viewers show the match as it was. Every text comes from the
view and is escaped.
"""
from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from cardlearn.engine.jass.suit_icons import suit_icon
from cardlearn.engine.theme import INK, PALETTE
from cardlearn.widgets.static_html import FELT, FONT, lesson_html, note_html, table_html

CHIP = ("display:inline-block;min-width:2.3em;padding:2px 4px;margin:1px;border-radius:4px;"
        f"background:{PALETTE['card']};border:1px solid #bbb;text-align:center;font-weight:600;")


def jass_card_html(code: str, title: str = "") -> str:
    """A Swiss card as a small white chip: the drawn suit and the rank."""
    suit, rank = code[0], code[1:]
    rank = "10" if rank == "T" else rank
    icon = suit_icon(suit) if suit in "ERSB" and len(suit) == 1 else escape(suit)
    return f'<span style="{CHIP}color:{INK}" title="{escape(title)}">{icon}{escape(rank)}</span>'


def _bar(team: Mapping[str, Any]) -> str:
    width = max(0.0, min(100.0, float(team.get("percent", 0))))
    colour = FELT if team.get("team") == "NS" else "#7a1f2b"
    return (f'<div style="margin:2px 0"><b>{escape(team.get("name", ""))}</b> '
            f'<span>{int(team.get("points", 0))} / {int(team.get("target", 3000))}</span>'
            f'<div style="height:8px;background:#e6e0d0;border-radius:4px;overflow:hidden">'
            f'<div style="height:8px;width:{width}%;background:{colour}"></div></div></div>')


def jass_static_html(view: Mapping[str, Any]) -> str:
    """The JassTable's view as HTML: match score, contract, status, South's hand, trick, Weis, deal score."""
    if not view:
        return ""
    seats = view.get("seats", {})
    labels = view.get("labels", {})
    score = view.get("match_score") or {}
    lesson = view.get("lesson") or {}  # a lesson's prepared deals: buttons, title and plan, as the live table
    parts = [
        f'<div lang="{escape(str(view.get("lang", "en")))}" style="{FONT}max-width:760px;color:{INK}">',
        f'<div style="font-size:1.1em;font-weight:700;margin:4px 0">{escape(view.get("title", ""))}</div>',
        lesson_html(lesson),
        f'<div style="margin:4px 0"><b>{escape(score.get("title", ""))}</b> '
        f'({escape(score.get("target_text", ""))})'
        + "".join(_bar(team) for team in score.get("teams", []))
        + (f'<div style="font-weight:700">{escape(score["result"])}</div>' if score.get("result") else "")
        + "</div>",
    ]
    contract = view.get("contract")
    if contract:
        parts.append(f'<div style="margin:4px 0">{escape(labels.get("contract", ""))}: '
                     f'<b>{escape(contract["text"])} {escape(contract["factor_text"])}</b> · '
                     f'{escape(contract["by"])}</div>')
    parts.append(f'<div style="margin:4px 0;font-weight:600">{escape(view.get("status", ""))}</div>')
    trick = view.get("trick") or {}
    trick_html = " ".join(
        f'{escape(seats.get(card["seat"], {}).get("name", card["seat"]))}: '
        f'{jass_card_html(card["code"], card.get("label", ""))}' for card in trick.get("cards", []))
    hand = (view.get("hands") or {}).get("S", {})
    hand_html = "".join(jass_card_html(card["code"], card.get("label", "")) for card in hand.get("cards", []))
    parts.append(
        f'<div style="background:{FELT};color:#fff;border-radius:14px;padding:10px;margin:6px 0">'
        f'<div style="text-align:center;min-height:1.6em">{trick_html}</div>'
        f'<div style="text-align:center;font-size:.9em">{escape(trick.get("caption", ""))}</div>'
        f'<div style="text-align:center;margin-top:8px">{escape(hand.get("label", ""))}: {hand_html or "—"}</div>'
        f'</div>')
    if lesson.get("comment"):
        parts.append(note_html(f'{lesson.get("comment_label", "")}: {lesson.get("title", "")}', lesson["comment"]))
    weis = view.get("weis")
    if weis and (weis.get("items") or weis.get("result")):
        lines = "".join(
            f'<li>{escape(item["seat_name"])}: '
            + ", ".join(f'{escape(c["text"])} ({c["points"]})' for c in item["combos"]) + "</li>"
            for item in weis.get("items", []))
        parts.append(f'<div style="font-weight:700;margin-top:8px">{escape(labels.get("weis", ""))}</div>'
                     f'<ul style="margin:2px 0">{lines}</ul>'
                     + (f'<div>{escape(weis["result"])}</div>' if weis.get("result") else ""))
    deal = view.get("deal_score")
    if deal:
        rows = [[escape(row["label"]), str(row["NS"]), str(row["EW"])] for row in deal["rows"]]
        rows.append([escape(deal["subtotal"]["label"]), str(deal["subtotal"]["NS"]), str(deal["subtotal"]["EW"])])
        rows.append([escape(deal["multiplier"]["label"]), escape(deal["multiplier"]["text"]),
                     escape(deal["multiplier"]["text"])])
        rows.append([f'<b>{escape(deal["total"]["label"])}</b>', f'<b>{deal["total"]["NS"]}</b>',
                     f'<b>{deal["total"]["EW"]}</b>'])
        parts.append(f'<div style="font-weight:700;margin-top:8px">{escape(deal["title"])} · '
                     f'{escape(deal["contract"])}</div>')
        parts.append(table_html(["", *(escape(c) for c in deal["columns"])], rows))
    record = view.get("record") or {}
    if record.get("rows"):
        parts.append(f'<div style="font-weight:700;margin-top:8px">{escape(labels.get("record", ""))}</div>')
        parts.append(table_html(
            [escape(c) for c in record["columns"]],
            [[str(r["number"]), escape(r["contract"]), escape(r["chooser"]), escape(r["factor"]),
              str(r["NS"]), str(r["EW"]), escape(r["score"])] for r in record["rows"]]))
    picture = view.get("picture")
    if picture:  # the same shapes the live table draws: the chart toward the target and the Jass slate
        from cardlearn.widgets.jass_picture import svg_markup

        parts.append(f'<div style="font-weight:700;margin-top:8px">{escape(picture["title"])}</div>'
                     + svg_markup(picture["chart"]) + svg_markup(picture["slate"]))
    parts.append("</div>")
    return "".join(parts)


__all__ = ["jass_card_html", "jass_static_html"]
