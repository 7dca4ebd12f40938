"""Notebook pictures of bridge objects: compass deal, bidding table, trick, score (inline CSS only)."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape
from typing import TYPE_CHECKING

from cardlearn.engine.bridge.calls import FIRST_BID, STRAINS, call_message, code_level, code_strain
from cardlearn.engine.bridge.table import SEATS, vulnerability_message
from cardlearn.engine.cards import SUIT_SYMBOLS, parse_bridge_card
from cardlearn.engine.theme import FONT_STYLE, INK, RED
from cardlearn.i18n import resolve_language, t

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.engine.bridge.auction import Auction
    from cardlearn.engine.bridge.game import Game
    from cardlearn.engine.bridge.play import Trick
    from cardlearn.engine.bridge.scoring import ScoreBreakdown

BLACK = INK
FONT = FONT_STYLE
TABLE = f"border-collapse:collapse;{FONT}font-size:14px;color:{BLACK};background:#fff;"
CELL = "padding:2px 8px;border:1px solid #d0d0d0;text-align:center;"
HEAD = CELL + "background:#f2f2f2;font-weight:600;"


def suit_span(suit: str) -> str:
    """A suit symbol in its colour (hearts and diamonds red)."""
    color = RED if suit in "HD" else BLACK
    return f'<span style="color:{color}">{SUIT_SYMBOLS[suit]}</span>'


def card_html(code: str) -> str:
    """One card as coloured suit symbol + rank (``♥10``)."""
    card = parse_bridge_card(code)
    rank = "10" if card.rank == "T" else card.rank
    return suit_span(card.suit) + escape(rank)


def call_html(code: int, lang: str) -> str:
    """A call with a coloured suit symbol; pass translated."""
    if code >= FIRST_BID:
        strain = STRAINS[code_strain(code)]
        shown = suit_span(strain) if strain != "NT" else "NT"
        return f"{code_level(code)}{shown}"
    return escape(call_message(code).text(lang))


def hand_html(cards: Iterable[str]) -> str:
    """A hand as four lines, one per suit (a void shows as —)."""
    by_suit: dict[str, list[str]] = {suit: [] for suit in "SHDC"}
    for code in cards:
        card = parse_bridge_card(code)
        by_suit[card.suit].append("10" if card.rank == "T" else card.rank)
    lines = [
        f'<div style="white-space:nowrap">{suit_span(suit)} {escape(" ".join(ranks) or "—")}</div>'
        for suit, ranks in by_suit.items()
    ]
    return "".join(lines)


def deal_html(hands: Mapping[str, Iterable[str]], lang: str | None = None, centre: str = "") -> str:
    """The compass diagram: North on top, West left, East right, South at the bottom."""
    lang = resolve_language(lang)

    def seat_box(seat: str) -> str:
        """One hand's cell: the seat's name above its four suits."""
        name = escape(t(f"core.seat.{seat}", lang))
        return (f'<td style="padding:4px 10px;vertical-align:top;text-align:left">'
                f'<div style="font-weight:600">{name}</div>{hand_html(hands.get(seat, ()))}</td>')

    blank = "<td></td>"
    middle = (f'<td style="padding:4px 10px;text-align:center;vertical-align:middle;'
              f'background:#1f5f3a;color:#fff;border-radius:6px;min-width:90px">{centre}</td>')
    return (
        f'<table style="{TABLE}">'
        f"<tr>{blank}{seat_box('N')}{blank}</tr>"
        f"<tr>{seat_box('W')}{middle}{seat_box('E')}</tr>"
        f"<tr>{blank}{seat_box('S')}{blank}</tr>"
        "</table>"
    )


def auction_html(auction: Auction, lang: str | None = None) -> str:
    """The bidding table with columns W N E S; blanks before the dealer's first call."""
    lang = resolve_language(lang)
    order = "WNES"
    header = "".join(f'<th style="{HEAD}">{escape(t(f"core.seat.{s}", lang))}</th>' for s in order)
    cells = [""] * order.index(auction.dealer)
    cells += [call_html(call.code, lang) for call in auction.calls]
    if not auction.is_over:
        cells.append("?")
    rows = []
    for start in range(0, len(cells), 4):
        row = cells[start:start + 4]
        row += [""] * (4 - len(row))
        rows.append("<tr>" + "".join(f'<td style="{CELL}">{cell}</td>' for cell in row) + "</tr>")
    caption = ""
    if auction.contract is not None:
        caption = escape(t("bridge.html.contract", lang, contract=auction.contract.label(lang)))
    elif auction.passed_out:
        caption = escape(t("bridge.score.passed_out", lang))
    foot = f'<caption style="caption-side:bottom;padding-top:4px">{caption}</caption>' if caption else ""
    return f'<table style="{TABLE}">{foot}<tr>{header}</tr>{"".join(rows)}</table>'


def trick_html(trick: Trick, lang: str | None = None) -> str:
    """A trick: each seat's card in play order, the winner's in bold."""
    lang = resolve_language(lang)
    title = escape(t("bridge.html.trick", lang, n=trick.number))
    rows = []
    for seat, card in zip(trick.seats, trick.cards):
        weight = "font-weight:700;" if seat == trick.winner else ""
        rows.append(f'<tr><td style="{CELL}text-align:left">{escape(t(f"core.seat.{seat}", lang))}</td>'
                    f'<td style="{CELL}{weight}">{card_html(card)}</td></tr>')
    winner = ""
    if trick.winner is not None:
        winner = escape(t("bridge.html.trick_winner", lang, seat=t(f"core.seat.{trick.winner}", lang)))
    return (f'<table style="{TABLE}"><caption style="font-weight:600">{title}</caption>'
            f'{"".join(rows)}'
            f'<tr><td colspan="2" style="{CELL}">{winner}</td></tr></table>')


def score_html(breakdown: ScoreBreakdown, lang: str | None = None) -> str:
    """The score breakdown: one row per part, points for NS and EW, and the total."""
    lang = resolve_language(lang)
    heads = ("bridge.html.part", "bridge.html.points", "core.side.NS", "core.side.EW")
    header = "".join(f'<th style="{HEAD}">{escape(t(key, lang))}</th>' for key in heads)
    sign = -1 if breakdown.declarer_side == "EW" else 1
    rows = [
        f'<tr><td style="{CELL}text-align:left">{escape(part.label(lang))}</td>'
        f'<td style="{CELL}text-align:right">{part.points:+d}</td>'
        f'<td style="{CELL}text-align:right">{sign * part.points:+d}</td>'
        f'<td style="{CELL}text-align:right">{-sign * part.points:+d}</td></tr>'
        for part in breakdown.parts
    ]
    total = (f'<tr><td style="{HEAD}text-align:left">{escape(t("bridge.html.total", lang))}</td>'
             f'<td style="{HEAD}text-align:right">{breakdown.total:+d}</td>'
             f'<td style="{HEAD}text-align:right">{breakdown.ns:+d}</td>'
             f'<td style="{HEAD}text-align:right">{breakdown.ew:+d}</td></tr>')
    caption = escape(breakdown.result_text(lang))
    return (f'<table style="{TABLE}"><caption style="font-weight:600;padding-bottom:4px">{caption}</caption>'
            f'<tr>{header}</tr>{"".join(rows)}{total}</table>')


def game_html(game: Game, lang: str | None = None) -> str:
    """A game: the hands still held (dummy and all, as in a record), the auction, the trick or score."""
    lang = resolve_language(lang)
    vul = escape(t("bridge.html.vulnerability", lang,
                   vulnerability=vulnerability_message(game.vulnerability).text(lang)))
    dealer = escape(t("bridge.html.dealer", lang, seat=t(f"core.seat.{game.dealer}", lang)))
    centre = f"{dealer}<br>{vul}"
    hands = {seat: game.hand(seat) for seat in SEATS}
    blocks = [deal_html(hands, lang, centre), auction_html(game.auction, lang)]
    trick = game.current_trick or (game.tricks[-1] if game.tricks else None)
    if trick is not None and not game.is_over:
        blocks.append(trick_html(trick, lang))
    if game.score is not None:
        blocks.append(score_html(game.score, lang))
    cell = '<div style="margin:4px 12px 4px 0">{}</div>'
    return ('<div style="display:flex;flex-wrap:wrap;align-items:flex-start">'
            + "".join(cell.format(block) for block in blocks) + "</div>")
