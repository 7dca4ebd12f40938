"""Notebook pictures of Schieber objects: inline CSS, escaped text, localized headings.

Swiss suits are drawn as small inline SVG icons (:mod:`.suit_icons`), never
borrowed French symbols, so the picture teaches the real deck.
"""
from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import TYPE_CHECKING

from cardlearn.engine.cards import card_name, parse_jass_card
from cardlearn.engine.jass.rules import SEATS, TEAMS
from cardlearn.engine.jass.suit_icons import suit_icon
from cardlearn.engine.theme import FONT_STYLE, INK
from cardlearn.i18n import t

if TYPE_CHECKING:
    from cardlearn.engine.jass.deal import Deal, DealScore, Trick
    from cardlearn.engine.jass.match import Match
    from cardlearn.engine.jass.weis import Weis, WeisComparison, WeisReport

_BOX = f"{FONT_STYLE}font-size:14px;color:{INK};background:#fff;"
_TABLE = "border-collapse:collapse;margin:4px 0;"
_CELL = "border:1px solid #ccc;padding:2px 8px;text-align:left;"


def _h(key: str, **params: object) -> str:
    return escape(t(key, None, **params))


def card_html(code: str) -> str:
    """One card as its drawn suit and rank, its localized name as the tooltip."""
    card = parse_jass_card(code)
    rank = "10" if card.rank == "T" else card.rank
    name = escape(card_name(str(card), deck="jass"))
    return (f'<span title="{name}" style="font-weight:600;white-space:nowrap;padding:0 2px">'
            f'{suit_icon(card.suit)}{escape(rank)}</span>')


def cards_html(cards: Iterable[str]) -> str:
    """Several cards in a row."""
    return " ".join(card_html(code) for code in cards)


def _seat(seat: str) -> str:
    return _h(f"core.seat.{seat}")


def _team(team: str) -> str:
    return _h(f"core.side.{team}")


def hand_html(cards: Iterable[str], seat: str | None = None) -> str:
    """A hand, with the seat's name when known."""
    label = f"<b>{_seat(seat)}</b>: " if seat else f"<b>{_h('jass.html.hand')}</b>: "
    return f'<div style="{_BOX}">{label}{cards_html(cards)}</div>'


def trick_html(trick: Trick) -> str:
    """A trick: each seat's card in play order, then the winner and points."""
    rows = "".join(f'<td style="{_CELL}">{_seat(seat)}<br>{card_html(code)}</td>'
                   for seat, code in trick.cards)
    tail = ""
    if trick.winner:
        tail = (f"<div>{_h('jass.html.winner')}: {_seat(trick.winner)} · "
                f"{_h('jass.html.points')}: {trick.points}</div>")
    return (f'<div style="{_BOX}"><b>{_h("jass.html.trick", number=trick.number + 1)}</b>'
            f'<table style="{_TABLE}"><tr>{rows}</tr></table>{tail}</div>')


def weis_html(weis: Weis) -> str:
    """One combination: name, cards, points."""
    return (f'<span style="{_BOX}">{escape(weis.name())}: {cards_html(weis.cards)} '
            f'({weis.points})</span>')


def comparison_html(comparison: WeisComparison) -> str:
    """Two combinations side by side and the sentence that says which step decides."""
    return (f'<div style="{_BOX}"><div>{weis_html(comparison.a)}</div>'
            f'<div>{weis_html(comparison.b)}</div>'
            f'<div style="margin-top:4px"><b>{escape(comparison.message.text())}</b></div></div>')


def weis_report_html(report: WeisReport) -> str:
    """Every seat's Weis, and who scores them."""
    rows = []
    for seat in SEATS:
        combos = report.by_seat[seat]
        cells = "<br>".join(weis_html(weis) for weis in combos) or "–"
        rows.append(f'<tr><td style="{_CELL}">{_seat(seat)}</td><td style="{_CELL}">{cells}</td></tr>')
    return (f'<div style="{_BOX}"><b>{_h("jass.html.weis")}</b>'
            f'<table style="{_TABLE}">{"".join(rows)}</table>'
            f"<div>{escape(report.message.text())}</div></div>")


def score_html(score: DealScore) -> str:
    """A deal's score breakdown per team: cards, Weis, Stöck, Match bonus, multiplier, total."""
    head = "".join(f'<th style="{_CELL}">{_team(team)}</th>' for team in TEAMS)
    lines = [("jass.html.card_points", score.cards), ("jass.html.weis", score.weis),
             ("jass.html.stoeck", score.stoeck), ("jass.html.match_bonus", score.match_bonus)]
    body = "".join(
        f'<tr><td style="{_CELL}">{_h(key)}</td>'
        + "".join(f'<td style="{_CELL}">{values[team]}</td>' for team in TEAMS) + "</tr>"
        for key, values in lines)
    body += (f'<tr><td style="{_CELL}">{_h("jass.html.multiplier")}</td>'
             f'<td style="{_CELL}" colspan="2">×{score.factor}</td></tr>')
    body += (f'<tr><td style="{_CELL}"><b>{_h("jass.html.total")}</b></td>'
             + "".join(f'<td style="{_CELL}"><b>{score.total[team]}</b></td>' for team in TEAMS)
             + "</tr>")
    contract = _h(f"jass.contract.{score.contract}") if score.contract else "–"
    return (f'<div style="{_BOX}"><b>{_h("jass.html.deal", number=score.deal)}</b> · {contract}'
            f'<table style="{_TABLE}"><tr><th style="{_CELL}"></th>{head}</tr>{body}</table></div>')


def deal_html(deal: Deal) -> str:
    """A deal: dealer, forehand, contract, hands still held, the current trick and the score."""
    facts = [f"{_h('jass.html.dealer')}: {_seat(deal.dealer)}",
             f"{_h('jass.html.forehand')}: {_seat(deal.forehand)}"]
    if deal.contract:
        chooser = _seat(deal.chooser) + (f" ({_h('jass.html.pushed')})" if deal.pushed else "")
        facts.append(f"{_h('jass.html.contract')}: {_h(f'jass.contract.{deal.contract}')} · {chooser}")
    hands = "".join(hand_html(cards, seat) for seat, cards in deal.hands.items())
    trick = trick_html(deal.trick) if deal.trick.cards else ""
    return (f'<div style="{_BOX}"><div>{" · ".join(facts)}</div>{hands}{trick}'
            f"{score_html(deal.score)}</div>")


def match_html(match: Match) -> str:
    """The match: live scores with a bar towards the target, and the current deal."""
    bars = []
    for team in TEAMS:
        score = match.scores[team]
        width = min(100, round(100 * score / match.target))
        bars.append(f'<div>{_team(team)}: <b>{score}</b> / {match.target}'
                    f'<div style="background:#e6e6e6;height:6px;width:100%">'
                    f'<div style="background:#2e7d32;height:6px;width:{width}%"></div></div></div>')
    status = ""
    if match.is_over:
        key = "jass.html.won_schneider" if match.schneider else "jass.html.won"
        status = f"<div><b>{_h(key, team=t(f'core.side.{match.winner}'))}</b></div>"
    elif match.to_act:
        status = f"<div>{_h('jass.html.to_act', seat=t(f'core.seat.{match.to_act}'))}</div>"
    return f'<div style="{_BOX}">{"".join(bars)}{status}{deal_html(match.deal)}</div>'
