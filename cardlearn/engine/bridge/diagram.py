"""Hand diagrams and counting sentences for lessons: a deal (or some seats, some suits) in the learner's language.

>>> from cardlearn.engine.bridge.diagram import diagram
>>> print(diagram("N:AQ2.652.KT42.985 - 765.AJ.AQJ98.A64 -", seats="NS", suits="S", lang="en"))
 North
 ♠ A Q 2
 South
 ♠ 7 6 5

In a notebook the diagram shows as the compass picture (North on top);
printed, it is text with the same seat names. :func:`losers_text` and
:func:`sure_tricks_text` say a count as sentences, suit by suit.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from cardlearn.engine.bridge.calls import Symbol
from cardlearn.engine.bridge.counting import (
    Losers,
    SureTricks,
    finesse,
    losers,
    sure_tricks,
    trump_rounds,
    trumps_out,
)
from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.html import TABLE, deal_html, suit_span
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS
from cardlearn.engine.cards import SUIT_SYMBOLS, parse_bridge_card, suit_message
from cardlearn.engine.errors import InvalidArgument
from cardlearn.engine.seats import SEATS, seat_message
from cardlearn.i18n import Message, msg, render, resolve_language, t

Hands = Mapping[str, Sequence[str]]


def _hands(source: Deal | str | Hands) -> dict[str, list[str]]:
    """Seat → card codes from a Deal, a PBN deal (a hand may be ``-``) or a mapping."""
    if isinstance(source, Deal):
        return {seat: list(source.hand(seat)) for seat in SEATS}
    if isinstance(source, str):
        return _pbn_hands(source)
    hands: dict[str, list[str]] = {}
    for seat, cards in source.items():
        if seat not in SEATS:
            raise InvalidArgument("engine.arg.choice", value=str(seat)[:20], name="seat", allowed="N, E, S, W")
        hands[seat] = [str(parse_bridge_card(card)) for card in cards]
    return hands


def _pbn_hands(pbn: str) -> dict[str, list[str]]:
    first, _, rest = pbn.strip().partition(":")
    parts = rest.split()
    if first not in SEATS or len(parts) != 4:
        raise InvalidArgument("engine.arg.choice", value=pbn[:40], name="deal",
                              allowed="N:♠.♥.♦.♣ ♠.♥.♦.♣ ♠.♥.♦.♣ ♠.♥.♦.♣ (- for a hidden hand)")
    start = SEATS.index(first)
    hands: dict[str, list[str]] = {}
    for offset, part in enumerate(parts):
        if part == "-":
            continue
        suits = part.split(".")
        if len(suits) != 4:
            raise InvalidArgument("engine.arg.choice", value=part[:40], name="deal", allowed="♠.♥.♦.♣")
        hands[SEATS[(start + offset) % 4]] = [str(parse_bridge_card(suit + rank))
                                              for suit, ranks in zip(SUITS, suits) for rank in ranks]
    return hands


@dataclass(frozen=True)
class Diagram:
    """Some hands of a deal, shown as a compass diagram in a notebook and as text when printed."""

    hands: Mapping[str, tuple[str, ...]]
    suits: str = SUITS
    lang: str | None = None

    def _lines(self, seat: str) -> list[str]:
        by_suit = {suit: [c[1] for c in self.hands[seat] if c[0] == suit] for suit in self.suits}
        return [f"{SUIT_SYMBOLS[suit]} " + (" ".join("10" if r == "T" else r for r in ranks) or "—")
                for suit, ranks in by_suit.items()]

    def text(self, lang: str | None = None) -> str:
        """The diagram as text: North on top, West and East side by side, South below (between them)."""
        lang = resolve_language(lang or self.lang)
        name = {seat: t(f"core.seat.{seat}", lang) for seat in SEATS}
        west = [name["W"], *self._lines("W")] if "W" in self.hands else []
        east = [name["E"], *self._lines("E")] if "E" in self.hands else []
        width = max((len(line) for line in west), default=0) + 4 if west or east else 0
        indent = " " * (width or 1)  # North and South stand between West and East, as at the table

        def seat_lines(seat: str) -> list[str]:
            if seat not in self.hands:
                return []
            return [f"{indent}{name[seat]}", *(f"{indent}{line}" for line in self._lines(seat))]

        centre = max((len(line) for seat in "NS" if seat in self.hands
                      for line in [name[seat], *self._lines(seat)]), default=0)
        column = width + centre + 2 if east else 0  # East starts to the right of North and South
        middle = [f"{west[row] if row < len(west) else '':<{column}}{east[row] if row < len(east) else ''}".rstrip()
                  for row in range(max(len(west), len(east)))]
        return "\n".join([*seat_lines("N"), *middle, *seat_lines("S")])

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        if len(self.suits) == 4:
            return deal_html(self.hands, self.lang)
        # A suit diagram: the same compass, each hand with the lines of the asked suits only.
        lang = resolve_language(self.lang)
        cells = {seat: f'<div style="font-weight:600">{escape(t(f"core.seat.{seat}", lang))}</div>' + "".join(
            f'<div style="white-space:nowrap">{suit_span(suit)} {escape(line[2:])}</div>'
            for suit, line in zip(self.suits, self._lines(seat))) for seat in self.hands}
        return _compass(cells)


def _compass(cells: Mapping[str, str]) -> str:
    """A small compass table of ready-made cells (a suit diagram)."""
    def box(seat: str) -> str:
        return f'<td style="padding:4px 10px;vertical-align:top;text-align:left">{cells.get(seat, "")}</td>'
    return (f'<table style="{TABLE}"><tr><td></td>{box("N")}<td></td></tr>'
            f'<tr>{box("W")}<td></td>{box("E")}</tr><tr><td></td>{box("S")}<td></td></tr></table>')


def diagram(deal: Deal | str | Hands, seats: str = SEATS, suits: str = SUITS, lang: str | None = None) -> Diagram:
    """A diagram of ``seats`` (``"NS"``: declarer and dummy) showing ``suits`` (``"S"``: a suit diagram)."""
    if not seats or any(seat not in SEATS for seat in seats):
        raise InvalidArgument("engine.arg.choice", value=str(seats)[:20], name="seats", allowed="N, E, S, W")
    if not suits or any(suit not in SUITS for suit in suits):
        raise InvalidArgument("engine.arg.choice", value=str(suits)[:20], name="suits", allowed="S, H, D, C")
    hands = _hands(deal)
    return Diagram({seat: tuple(hands.get(seat, ())) for seat in SEATS if seat in seats},
                   "".join(s for s in SUITS if s in suits), lang)


@dataclass(frozen=True)
class Sentences:
    """Lines of text from catalog messages, rendered in the learner's language when shown."""

    lines: tuple[Message, ...]
    lang: str | None = None

    def text(self, lang: str | None = None) -> str:
        """The lines joined, in ``lang``."""
        return "\n".join(render(line, lang or self.lang) for line in self.lines)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


def sure_trick_lines(counted: SureTricks) -> tuple[Message, ...]:
    """The sure tricks said suit by suit, then the total."""
    lines = [msg("engine.count.sure_tricks.rule")]
    for index, suit in enumerate(SUITS):
        tricks, top, longest = counted.per_suit[index], counted.top_cards[index], counted.longest[index]
        if top > longest:
            lines.append(msg("engine.count.sure_tricks.limited", suit=suit_message(suit), top=top,
                             longest=longest, tricks=tricks))
        else:
            lines.append(msg("engine.count.sure_tricks.suit", suit=suit_message(suit), tricks=tricks))
    lines.append(msg("engine.count.sure_tricks.total", total=counted.total))
    return tuple(lines)


def loser_lines(counted: Losers) -> tuple[Message, ...]:
    """The losers said suit by suit (cards looked at, covered by top cards), then the total."""
    lines = [msg("engine.count.losers.rule")]
    for index, suit in enumerate(SUITS):
        lines.append(msg("engine.count.losers.suit", suit=suit_message(suit), looked=counted.looked_at[index],
                         covered=counted.covered[index], losers=counted.per_suit[index]))
    lines.append(msg("engine.count.losers.total", total=counted.total))
    return tuple(lines)


def sure_tricks_text(deal: Deal | str, side: str = "NS", lang: str | None = None) -> Sentences:
    """Sentences that count ``side``'s sure tricks in no trump, suit by suit."""
    chosen = deal if isinstance(deal, Deal) else Deal.from_pbn(deal)
    return Sentences(sure_trick_lines(sure_tricks(chosen, side)), lang)


def losers_text(deal: Deal | str, declarer: str = "S", lang: str | None = None) -> Sentences:
    """Sentences that count declarer's losers in a suit contract, suit by suit."""
    chosen = deal if isinstance(deal, Deal) else Deal.from_pbn(deal)
    return Sentences(loser_lines(losers(chosen, declarer)), lang)


def trumps_out_message(deal: Deal, trump: str, side: str = "NS") -> Message:
    """A sentence: how many trumps the side holds and how many the opponents hold."""
    out = trumps_out(deal, trump, side)
    return msg("engine.count.trumps_out", suit=suit_message(trump), ours=13 - out, out=out)


def trump_rounds_message(deal: Deal, trump: str, side: str = "NS") -> Message:
    """A sentence: the opponents' trumps, their most even split, and the rounds that draws them."""
    out = trumps_out(deal, trump, side)
    rounds = trump_rounds(deal, trump, side)
    return msg("engine.count.trump_rounds", out=out, long=rounds, short=out - rounds, rounds=rounds)


def finesse_message(deal: Deal, suit: str, side: str = "NS") -> Message:
    """A sentence: the finesse in ``suit`` (the missing honour, the card, where to lead from), or that there is none."""
    found = finesse(deal, suit, side)
    if found is None:
        return msg("engine.count.finesse.none", suit=suit_message(suit))
    return msg("engine.count.finesse.lead", missing=_card(found.missing), card=_card(found.card),
               hand=seat_message(found.hand), lead_from=seat_message(found.lead_from))


def trumps_out_text(deal: Deal | str, trump: str, side: str = "NS", lang: str | None = None) -> Sentences:
    """A sentence for a lesson: the side's trumps and the opponents' (13 minus the side's)."""
    chosen = deal if isinstance(deal, Deal) else Deal.from_pbn(deal)
    return Sentences((trumps_out_message(chosen, trump, side),), lang)


def finesse_text(deal: Deal | str, suit: str, side: str = "NS", lang: str | None = None) -> Sentences:
    """A sentence for a lesson: the finesse in ``suit`` and which hand to lead from."""
    chosen = deal if isinstance(deal, Deal) else Deal.from_pbn(deal)
    return Sentences((finesse_message(chosen, suit, side),), lang)


def _card(code: str) -> Symbol:
    return Symbol(parse_bridge_card(code).symbol)


__all__ = [
    "Diagram",
    "Sentences",
    "diagram",
    "finesse_message",
    "finesse_text",
    "loser_lines",
    "losers_text",
    "sure_trick_lines",
    "sure_tricks_text",
    "trump_rounds_message",
    "trumps_out_message",
    "trumps_out_text",
]
