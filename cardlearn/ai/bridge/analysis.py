"""After a deal: the double-dummy analysis — makeable contracts, par, and which cards cost a trick.

This module looks at all four hands on purpose (it is an analysis, shown
after the deal or when explicitly asked), unlike the players, which only see
a seat view. endplay is imported lazily: :func:`analyse` needs the solver, and
without it returns an :class:`Analysis` that says so in the learner's language
(``available`` False, tables of missing values) rather than raising, so a lesson
that shows one still runs to the end.

>>> from cardlearn.ai.bridge.analysis import analyse    # doctest: +SKIP
>>> report = analyse(game, learner="S")                 # doctest: +SKIP
>>> report.makeable, report.par, report.cards           # doctest: +SKIP
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardlearn.ai.bridge.play_dd import make_deal, solve_positions, solver
from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.bridge.contract import parse_contract
from cardlearn.engine.bridge.fast import Core, replay
from cardlearn.engine.bridge.messages import card_symbol
from cardlearn.engine.bridge.scoring import score
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.cards import BRIDGE_DECK, SUIT_SYMBOLS, parse_bridge_card
from cardlearn.engine.seats import seat_message
from cardlearn.engine.theme import FONT_STYLE, INK, RED
from cardlearn.i18n import Message, msg, ngettext, resolve_language, t

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.engine.bridge.game import Game

CARD_COLUMNS = ["number", "trick", "seat", "chosen_by", "card", "declarer_tricks_before",
                "declarer_tricks_after", "cost", "learner"]
_STYLE = f"{FONT_STYLE}font-size:14px;color:{INK};background:#fff;"
_CELL = "padding:2px 8px;border:1px solid #d0d0d0;text-align:center;"


def dd_tricks(masks: tuple[int, int, int, int] | list[int]) -> dict[tuple[str, str], int]:
    """Double-dummy tricks for every ``(declarer seat, strain)`` of a deal (endplay's ``calc_dd_table``)."""
    from endplay.dds import calc_dd_table
    from endplay.types import Deal as SolverDeal
    from endplay.types import Denom, Player

    pbn = "N:" + " ".join(_pbn_hand(mask) for mask in masks)
    table = calc_dd_table(SolverDeal(pbn))
    denoms = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
    players = dict(zip(SEATS, (Player.north, Player.east, Player.south, Player.west)))
    return {(seat, strain): int(table[denoms[strain], players[seat]]) for seat in SEATS for strain in STRAINS}


def _pbn_hand(mask: int) -> str:
    suits = []
    for suit in range(4):
        suits.append("".join("AKQJT98765432"[i] for i in range(13) if mask >> (13 * suit + i) & 1))
    return ".".join(suits)


@dataclass(frozen=True)
class Par:
    """The par result: North–South's ``score`` and the par ``contracts`` (``"4S by N"``, ``"5DX by E"``)."""

    score: int
    contracts: tuple[str, ...]

    @property
    def message(self) -> Message:
        """``Par: 4♠ by North, +420 for North–South`` as a lazy message."""
        if not self.contracts:
            return msg("ai_bridge_play.analysis.par_pass")
        # One contract that either partner may declare is said once: "3NT by North or South".
        seats: dict[str, list[Message]] = {}
        for code in self.contracts:
            contract = parse_contract(code)
            seats.setdefault(contract.symbol, []).append(seat_message(contract.declarer))
        labels = [msg("ai_bridge_play.analysis.par_contract", contract=symbol, seats=_either(names))
                  for symbol, names in seats.items()]  # a list parameter renders comma-separated
        return msg("ai_bridge_play.analysis.par", contracts=labels, score=f"{self.score:+d}")

    def text(self, lang: str | None = None) -> str:
        """``Par: 4♠ by North, +420 for North–South`` in ``lang``."""
        return self.message.text(lang)

    def __str__(self) -> str:
        return self.text()


def _either(names: list[Message]) -> Message:
    """"North", "North or South"."""
    either = names[0]
    for name in names[1:]:
        either = msg("ai_bridge_play.analysis.par_seats", a=either, b=name)
    return either


def par_result(masks: tuple[int, int, int, int] | list[int], tricks: dict[tuple[str, str], int],
               vulnerability: int, dealer: int) -> Par:
    """The par contracts from endplay, scored with the engine's own scoring."""
    from endplay.dds import par
    from endplay.types import Deal as SolverDeal
    from endplay.types import Player, Vul

    pbn = "N:" + " ".join(_pbn_hand(mask) for mask in masks)
    vul = (Vul.none, Vul.ns, Vul.ew, Vul.both)[vulnerability]
    result = par(SolverDeal(pbn), vul, (Player.north, Player.east, Player.south, Player.west)[dealer])
    contracts: list[str] = []
    for contract in result:
        level, strain = int(contract.level), ("S", "H", "D", "C", "NT")[int(contract.denom)]
        doubled = {1: "", 2: "X", 4: "XX"}[int(contract.penalty)]
        seat = SEATS[int(contract.declarer)]
        partner = SEATS[(SEATS.index(seat) + 2) & 3]
        # endplay names one declarer; the partner is a par declarer too when it takes as many tricks.
        for who in (seat, partner):
            if tricks[(who, strain)] >= tricks[(seat, strain)]:
                text = f"{level}{strain}{doubled} by {who}"
                if text not in contracts:
                    contracts.append(text)
    if not contracts:
        return Par(0, ())
    first = parse_contract(contracts[0])
    side_vul = bool(vulnerability >> (SEATS.index(first.declarer) & 1) & 1)
    ns = score(first, tricks[(first.declarer, first.strain)], side_vul).ns
    return Par(ns, tuple(contracts))


class Analysis:
    """The double-dummy analysis of a deal (and of the cards played so far).

    ``tricks``: DataFrame, declarer seats × strains, tricks with best play;
    ``makeable``: the same as the highest makeable level (0 = none);
    ``par``: :class:`Par`; ``cards``: one row per played card with the
    declarer's double-dummy tricks before and after it and ``cost``, the
    tricks it lost for the side that played it (0 for a double-dummy best
    card); ``mistakes``: the rows with a cost. ``available`` is False when the
    solver is not installed: the tables hold missing values, ``par`` is None,
    and the analysis shows itself as a sentence saying what is missing.
    """

    def __init__(self, tricks: Any, par: Par | None, cards: Any, learner: str | None,
                 available: bool = True) -> None:
        self.tricks = tricks
        self.makeable = (tricks - 6).clip(lower=0)
        self.par = par
        self.cards = cards
        self.learner = learner
        self.available = available

    @classmethod
    def without_solver(cls, learner: str | None = None) -> Analysis:
        """The analysis where endplay is missing: same shapes, no values, a message to show."""
        import pandas as pd

        tricks = pd.DataFrame([[None] * len(STRAINS)] * len(SEATS), index=list(SEATS), columns=list(STRAINS),
                              dtype="Int64")
        return cls(tricks, None, pd.DataFrame(columns=CARD_COLUMNS), learner, available=False)

    def tricks_table(self, lang: str | None = None) -> Any:
        """The tricks table for reading: seats by name in ``lang``, suits as symbols, declarer as the index title."""
        lang = resolve_language(lang)
        table = self.tricks.copy()
        table.index = [seat_message(seat).text(lang) for seat in table.index]
        table.columns = [SUIT_SYMBOLS.get(strain, strain) for strain in table.columns]
        table.index.name = t("ai_bridge_play.analysis.declarer", lang)
        return table

    @property
    def mistakes(self) -> Any:
        """The played cards that cost at least one trick."""
        return self.cards[self.cards["cost"] > 0]

    def __repr__(self) -> str:
        if self.par is None:
            return t("solver.missing", resolve_language(None))
        contracts = ", ".join(self.par.contracts) or "pass"
        lines = ["Analysis(", self.tricks.to_string(), f"par: {self.par.score:+d} {contracts}"]
        lines.append(f"cards: {len(self.cards)}, costly: {len(self.mistakes)})")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        lang = resolve_language(None)
        if self.par is None:
            return (f'<div style="{_STYLE}" role="note" data-testid="solver-missing">'
                    f'{html.escape(t("solver.missing", lang))}</div>')
        head = _CELL + "background:#f2f2f2;font-weight:600;"
        header = "".join(f'<th style="{head}">{_strain_html(s)}</th>' for s in STRAINS)
        rows = []
        for seat in SEATS:
            cells = "".join(f'<td style="{_CELL}">{int(self.tricks.loc[seat, s])}</td>' for s in STRAINS)
            name = html.escape(seat_message(seat).text(lang))
            rows.append(f'<tr><th style="{head}">{name}</th>{cells}</tr>')
        parts = [
            f'<div style="{_STYLE}">',
            f'<div style="font-weight:600;margin-bottom:4px">{_text("title", lang)}</div>',
            f'<div>{_text("tricks_heading", lang)}</div>',
            (f'<table style="border-collapse:collapse;margin:4px 0"><tr><th style="{head}">'
             f'{_text("declarer", lang)}</th>{header}</tr>{"".join(rows)}</table>'),
            f"<div>{html.escape(self.par.text(lang))}</div>",  # type: ignore[union-attr]
        ]
        if len(self.cards):
            mistakes = self.mistakes
            if len(mistakes) == 0:
                parts.append(f"<div>{html.escape(t('ai_bridge_play.analysis.no_mistakes', lang))}</div>")
            else:
                parts.append(f'<div style="margin-top:4px">{_text("mistakes_heading", lang)}</div>'
                             '<ul style="margin:2px 0">')
                for row in mistakes.itertuples():
                    text = ngettext("ai_bridge_play.analysis.mistake", int(row.cost), lang, trick=row.trick,
                                    seat=seat_message(row.seat).text(lang), card="\x00")
                    text = html.escape(text).replace("\x00", _card_html(row.card))
                    if row.learner:
                        text += " " + html.escape(t("ai_bridge_play.analysis.you", lang))
                    parts.append(f"<li>{text}</li>")
                parts.append("</ul>")
        parts.append("</div>")
        return "".join(parts)


def _text(key: str, lang: str) -> str:
    return html.escape(t(f"ai_bridge_play.analysis.{key}", lang))


def _strain_html(strain: str) -> str:
    if strain == "NT":
        return "NT"
    color = RED if strain in "HD" else INK
    return f'<span style="color:{color}">{SUIT_SYMBOLS[strain]}</span>'


def _card_html(code: str) -> str:
    suit, rank = code[0], code[1]
    return _strain_html(suit) + html.escape("10" if rank == "T" else rank)


def card_costs(game: Game, learner: str | None = None) -> Any:
    """One row per played card: double-dummy declarer tricks before and after it, and the tricks it cost."""
    import pandas as pd

    core = game.core
    masks = game.deal.masks
    rows: list[dict[str, Any]] = []
    if not core.played:
        return pd.DataFrame(rows, columns=CARD_COLUMNS)
    dds = solver()
    # Walk the play again on a fresh core so every rule (who wins, who leads) comes from the engine.
    walk: Core = replay(masks, core.dealer, core.vulnerability, core.calls, [])
    positions: list[tuple[Any, ...]] = []
    for card in core.played:
        trick = walk.played[len(walk.played) - walk.trick_len:] if walk.trick_len else []
        positions.append((walk.turn, walk.controller, walk.won[walk.declarer & 1], len(walk.tricks), card))
        positions_deal = make_deal(dds, walk.hands, walk.trump, walk.leader, trick)
        positions[-1] = positions[-1] + (positions_deal,)
        walk.apply_card(card)
    solved = solve_positions([p[-1] for p in positions])
    learner_seat = SEATS[parse_seat(learner)] if learner is not None else None
    for number, ((seat, chooser, won, done, card, _), scores) in enumerate(zip(positions, solved), start=1):
        best = max(scores.values())
        declaring = (seat ^ core.declarer) & 1 == 0
        remaining = 13 - done

        def declarer_total(side_tricks: int, won: int = won, declaring: bool = declaring,
                           remaining: int = remaining) -> int:
            return won + (side_tricks if declaring else remaining - side_tricks)

        rows.append({
            "number": number, "trick": done + 1, "seat": SEATS[seat], "chosen_by": SEATS[chooser],
            "card": str(BRIDGE_DECK[card]), "declarer_tricks_before": declarer_total(best),
            "declarer_tricks_after": declarer_total(scores[card]), "cost": best - scores[card],
            "learner": learner_seat is not None and SEATS[chooser] == learner_seat,
        })
    return pd.DataFrame(rows, columns=CARD_COLUMNS)


@checked
def analyse(game: Game, learner: str | None = None) -> Analysis:
    """The double-dummy analysis of ``game``: tricks and makeable tables, par, each played card's cost.

    Works at any time (after the auction only the tables and par mean much);
    ``learner`` marks the cards that seat chose (the declarer chooses the
    dummy's cards). Needs endplay's solver: without it, an analysis that says
    so (:meth:`Analysis.without_solver`).
    """
    import pandas as pd

    masks = game.deal.masks
    try:
        tricks = dd_tricks(masks)
    except (ImportError, OSError):  # not installed, or its native library does not load here
        return Analysis.without_solver(learner)
    table = pd.DataFrame([[tricks[(seat, strain)] for strain in STRAINS] for seat in SEATS],
                         index=list(SEATS), columns=list(STRAINS))
    core = game.core
    par = par_result(masks, tricks, core.vulnerability, core.dealer)
    cards = card_costs(game, learner) if core.declarer >= 0 else pd.DataFrame(columns=CARD_COLUMNS)
    return Analysis(table, par, cards, learner)


def mistake_message(row: Any) -> Any:
    """A lazy message for one costly card row (for widgets that list mistakes)."""
    index = parse_bridge_card(row["card"]).index
    return msg("ai_bridge_play.analysis.mistake", count=int(row["cost"]), trick=row["trick"],
               seat=seat_message(row["seat"]), card=card_symbol(index))


__all__ = ["CARD_COLUMNS", "Analysis", "Par", "analyse", "card_costs", "dd_tricks", "par_result"]
