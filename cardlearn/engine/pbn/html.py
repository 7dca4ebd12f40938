"""A PBN game as a small HTML diagram for the notebook: header, hands, auction and contract."""
from __future__ import annotations

import html

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import BRIDGE_SUITS, SUIT_SYMBOLS
from cardlearn.engine.pbn.game import PBNGame
from cardlearn.engine.seats import seat_message
from cardlearn.engine.theme import FONT_STYLE, RED
from cardlearn.i18n import t


def _suit_span(suit: str) -> str:
    colour = RED if suit in "HD" else "#000000"
    return f'<span style="color:{colour}">{SUIT_SYMBOLS[suit]}</span>'


def _hand_html(cards: list[str]) -> str:
    rows = []
    for suit in BRIDGE_SUITS:
        ranks = "".join("10" if c[1] == "T" else c[1] for c in cards if c[0] == suit) or "—"
        rows.append(f"<div>{_suit_span(suit)}&nbsp;{html.escape(ranks)}</div>")
    return "".join(rows)


def _call_html(call: str, lang: str | None) -> str:
    if call == "P":
        return html.escape(t("pbn.html.pass", lang))
    if call in ("X", "XX"):
        return call
    strain = call[1:]
    return call[0] + (_suit_span(strain) if strain in SUIT_SYMBOLS else html.escape(strain))


@checked
def game_html(game: PBNGame, lang: str | None = None) -> str:
    """A game as a small HTML diagram: header, the hands around a compass, auction, contract."""
    cell = f"padding:2px 8px;vertical-align:top;{FONT_STYLE}font-size:13px"
    title = [html.escape(game.name.text(lang))]
    if game.event:
        title.append(html.escape(game.event))
    facts = []
    if game.dealer:
        facts.append(f"{html.escape(t('pbn.html.dealer', lang))}: "
                     f"{html.escape(seat_message(game.dealer).text(lang))}")
    if game.vulnerable:
        facts.append(f"{html.escape(t('pbn.html.vulnerable', lang))}: "
                     f"{html.escape(t('pbn.html.vul.' + game.vulnerable, lang))}")
    parts = [f'<div style="{cell}"><b>{" — ".join(title)}</b><br>{"<br>".join(facts)}</div>']
    deal = game.deal
    if deal is not None:
        def seat_cell(seat: str) -> str:
            label = html.escape(seat_message(seat).text(lang))
            return f'<td style="{cell}"><i>{label}</i>{_hand_html(deal[seat])}</td>'
        empty = f'<td style="{cell}"></td>'
        parts.append(
            '<table style="border-collapse:collapse">'
            f"<tr>{empty}{seat_cell('N')}{empty}</tr>"
            f"<tr>{seat_cell('W')}{empty}{seat_cell('E')}</tr>"
            f"<tr>{empty}{seat_cell('S')}{empty}</tr></table>"
        )
    if game.auction and game.auction_start:
        order = "WNES"
        header = "".join(
            f'<th style="{cell}">{html.escape(seat_message(s).text(lang))}</th>' for s in order
        )
        cells = [""] * order.index(game.auction_start) + [_call_html(c, lang) for c in game.auction]
        rows = "".join(
            "<tr>" + "".join(f'<td style="{cell}">{c}</td>' for c in cells[i:i + 4]) + "</tr>"
            for i in range(0, len(cells), 4)
        )
        parts.append(
            f'<div style="{cell}"><b>{html.escape(t("pbn.html.auction", lang))}</b></div>'
            f'<table style="border-collapse:collapse"><tr>{header}</tr>{rows}</table>'
        )
    if game.contract:
        bid = game.contract.rstrip("X")
        line = f"{html.escape(t('pbn.html.contract', lang))}: " + (
            html.escape(t("pbn.html.passed_out", lang)) if game.contract == "Pass"
            else _call_html(bid, lang) + game.contract[len(bid):]
        )
        if game.declarer:
            line += f" {html.escape(seat_message(game.declarer).text(lang))}"
        if game.result is not None:
            line += f", {html.escape(t('pbn.html.result', lang, tricks=game.result))}"
        parts.append(f'<div style="{cell}">{line}</div>')
    box = "display:inline-block;border:1px solid #999;padding:4px"
    return f'<div style="{box}">' + "".join(parts) + "</div>"
