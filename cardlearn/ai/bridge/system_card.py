"""The convention card: the whole bidding system as a browsable card, generated from the rules themselves.

>>> from cardlearn.ai import bridge as bridge_ai
>>> card = bridge_ai.system_card(lang="th")    # shows itself in a notebook (``_repr_html_``)
>>> card.to_frame().columns[:3].tolist()
['section_id', 'section', 'context']

Nothing here restates the system: every row is a rule of
:data:`~cardlearn.ai.bridge.system.SYSTEM` (its call, its meaning and what it
shows, rendered by the rule's own conditions), placed in an auction that
matches the rule's block. This module makes the rows and renders them (HTML,
DataFrame); the example auctions come from :mod:`.system_card_examples`, and
the *sections* from the classifier in :mod:`.system_card_sections`, so a
convention added to the system later appears on the card in the right place,
or under "Other auctions" when it fits none, but never disappears.
"""
from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any

from cardlearn.ai.bridge.auction_view import AuctionView
from cardlearn.ai.bridge.patterns import Seq
from cardlearn.ai.bridge.rule import Block, Rule, all_rules
from cardlearn.ai.bridge.system_card_examples import (
    Reach,
    rule_calls,
    seq_examples,
    varied,
    when_examples,
)
from cardlearn.ai.bridge.system_card_general import addition_of, additions_line, general_approach
from cardlearn.ai.bridge.system_card_sections import (
    OTHER,
    SECTIONS,
    is_conventional,
    pattern_tokens,
    section_of,
)
from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import call_message, parse_call_code
from cardlearn.engine.cards import SUIT_SYMBOLS
from cardlearn.engine.theme import FONT_STYLE, INK
from cardlearn.i18n import Message, msg, render, resolve_language

RED = "#b03a2e"  # hearts and diamonds; 6:1 contrast on white

# The card's leads table: classic holdings against a suit and against no trump; the card led comes
# from :func:`cardlearn.ai.bridge.leads.card_rule`, so the card and the AI can never disagree.
LEADS_VS_SUIT: tuple[str, ...] = ("AK6", "KQ7", "QJ5", "KQJ4", "KJT6", "QT98", "A852", "K9763", "K73",
                                  "863", "72")
LEADS_VS_NT: tuple[str, ...] = ("KQJ74", "KQT4", "AQJ5", "KJT82", "KJ632", "98742", "KQ3", "Q72", "853", "J4")
SIGNALS: tuple[str, ...] = ("attitude", "count", "suit_preference", "spot_cards_side")


@dataclass(frozen=True)
class Row:
    """One call of the card: where it is made, the call, what it means."""

    section: str
    block_id: str
    rule_id: str
    context: tuple[Message | str, ...]
    example: tuple[str, ...]
    call: str
    meaning: Any  # a Message or a Joined: both render with .text(lang)
    forcing: bool
    pattern_has_suits: bool = True  # False when the context names every call: no example needed
    addition: str = ""  # the key of the addition beyond the SAYC booklet this row belongs to ("" for the booklet)
    checks: tuple[Message, ...] = ()  # what the rule's named hidden checks test (not part of the call's meaning)


# --- context text --------------------------------------------------------------------------------


def _token_text(token: str) -> Message | str:
    if token in ("P", "X", "XX") or token[1:] in ("NT", "C", "D", "H", "S"):
        return call_message(parse_call_code(token))  # type: ignore[return-value]
    if token == "-":
        return msg("ai_bridge_card.token.no_bid")
    if token in ("*", "B"):
        return msg("ai_bridge_card.token.any_call")
    if token[0] == "#":
        return msg("ai_bridge_card.token.suit_bid")
    domain = {"M": "HS", "m": "CD", "w": "DHS"}.get(token[1])
    if domain:
        return "/".join(f"{token[0]}{SUIT_SYMBOLS[s]}" for s in domain)
    return msg("ai_bridge_card.token.level_suit", level=token[0])


def _context(block: Block) -> tuple[Message | str, ...]:
    context = block.context
    if isinstance(context, Seq):
        tokens = [t for t in context.pattern.split() if t != "..."]
        if not tokens:
            seats = context.seats or (1, 2, 3, 4)
            key = "ai_bridge_card.context.opening_4th" if seats == (4,) else "ai_bridge_card.context.opening"
            return (msg(key),)
        return (*(_token_text(t) for t in tokens), "?")
    return ()


def _call_text(call: str, lang: str) -> str:
    return call_message(parse_call_code(call)).text(lang)


def _row_call(row: Row, lang: str) -> str:
    """The call of a row (a General Approach line may be about several); in the carding section the holding."""
    if row.section == "leads":
        return row.call
    return " ".join(_call_text(call, lang) for call in row.call.split())


def _spaced(ranks: str) -> str:
    """A holding as a player writes it: ``K J 10 6``."""
    return " ".join("10" if r == "T" else r for r in ranks)


def carding_rows() -> list[Row]:
    """The carding section: the leads table against suits and no trump, then the signals."""
    from cardlearn.ai.bridge.leads import RANKS, card_rule

    rows = []
    for block, notrump, holdings in (("vs_suit", False, LEADS_VS_SUIT), ("vs_nt", True, LEADS_VS_NT)):
        context = (msg(f"ai_bridge_card.leads.{block}"),)
        for holding in holdings:
            ranks = sorted(RANKS.index(c) for c in holding)
            index, rule = card_rule(ranks, notrump)
            card = _spaced(RANKS[ranks[index]])
            rows.append(Row("leads", block, rule, context, (), _spaced(holding),
                            msg(f"leads.card.{rule}", card=card), False))
    context = (msg("ai_bridge_card.leads.signals"),)
    rows += [Row("leads", "signals", name, context, (), "", msg(f"ai_bridge_card.signal.{name}"), False)
             for name in SIGNALS]
    return rows



# --- the card --------------------------------------------------------------------------------------


_MADE: list[tuple[Sequence[Block], tuple[tuple[Row, ...], dict[str, tuple[str, ...]]]]] = []  # recent systems
_APPROACH: dict[str, tuple[Row, ...]] = {}  # the General Approach of each level


def _card_of(system: Sequence[Block]) -> tuple[tuple[Row, ...], dict[str, tuple[str, ...]]]:
    """The card of ``system``, made once (kept by identity: a replaced system's id may be reused)."""
    for made, card in _MADE:
        if made is system:
            return card
    card = _rows(system)
    _MADE.append((system, card))
    del _MADE[:-4]
    return card


def _rows(system: Sequence[Block]) -> tuple[tuple[Row, ...], dict[str, tuple[str, ...]]]:
    """The card's rows, and the rules left off as shadowed: an auction (with their call) that another block takes."""
    rows: list[Row] = []
    shadowed: dict[str, tuple[str, ...]] = {}
    listed: set[str] = set()  # rules already under "Conventions" (once each)
    shown: set[tuple[str, str]] = set()
    patterns = {blk.id: seq_examples(blk) for blk in system if isinstance(blk.context, Seq)}
    bases = [(blk, view, bound) for blk in system for view, bound in varied(patterns.get(blk.id, []))]
    reached = Reach(system)
    tests = when_examples(system, bases, reached)
    for block in system:
        # Only auctions in which the system uses this block: a rule shadowed there would be an untrue example.
        everywhere = patterns.get(block.id) or tests.get(block.id, [])
        examples = [(view, bound) for view, bound in everywhere if reached(block, view)]
        _note_shadowed(block, everywhere, reached, shadowed)
        for rule, view, instances in _first_examples(block, examples):
            rows.extend(_rule_rows(block, rule, view, instances, shown, listed))
    on_card = {row.rule_id for row in rows}
    return tuple(rows), {rule_id: auction for rule_id, auction in shadowed.items() if rule_id not in on_card}


def _note_shadowed(block: Block, everywhere: Sequence[tuple[AuctionView, dict[str, str]]], reached: Reach,
                   shadowed: dict[str, tuple[str, ...]]) -> None:
    """Record, for each rule not yet recorded, an auction where it would bid but another block takes the auction."""
    for rule in block.rules:
        if rule.id not in shadowed:  # kept when the rule turns out to have no auction of its own
            auction = next(((*view.calls, call) for view, bound in everywhere if not reached(block, view)
                            for call, _ in islice(rule_calls(rule, view, bound), 1)), None)
            if auction is not None:
                shadowed[rule.id] = auction


def _first_examples(block: Block, examples: Sequence[tuple[AuctionView, dict[str, str]]]
                    ) -> list[tuple[Rule, AuctionView, list[tuple[str, dict[str, str]]]]]:
    """Each rule with the first example auction in which it can bid at all (a reverse needs a lower first suit).

    Rules shown under the same example stay together (in system order within it).
    """
    chosen: list[tuple[int, Rule, AuctionView, list[tuple[str, dict[str, str]]]]] = []
    for rule in block.rules:
        for number, (view, bound) in enumerate(examples):
            instances = list(rule_calls(rule, view, bound))
            if instances:
                chosen.append((number, rule, view, instances))
                break
    return [(rule, view, instances) for _, rule, view, instances in sorted(chosen, key=lambda item: item[0])]


def _rule_rows(block: Block, rule: Rule, view: AuctionView, instances: list[tuple[str, dict[str, str]]],
               shown: set[tuple[str, str]], listed: set[str]) -> list[Row]:
    """The card's rows for one rule in its example auction (and under "Conventions" once, if it is one)."""
    context = _context(block)
    variable = not isinstance(block.context, Seq) or any(
        not (t in ("P", "X", "XX") or t[1:] in ("NT", "C", "D", "H", "S")) for t in pattern_tokens(block) or ["?"])
    opening = isinstance(block.context, Seq) and not pattern_tokens(block)
    rows: list[Row] = []
    # Openings show every suit they may name; later rules one example call each (the first suit that fits).
    for call, b in instances if opening else instances[:1]:
        try:
            meaning = rule.meaning(view, b)
        except (KeyError, ValueError, IndexError):  # a rule whose text needs a suit this example lacks
            continue  # (the test that every rule is on the card names it)
        section = section_of(block, rule, call, view.seq)
        if not isinstance(block.context, Seq) and (section, rule.id) in shown:
            continue  # a test context that repeats rules already shown with a pattern (partner's double)
        shown.add((section, rule.id))
        extra = addition_of(rule)
        rows.append(Row(section, block.id, rule.id, context, tuple(view.calls), call, meaning, rule.forcing,
                        variable, extra, tuple(rule.checks())))
        if section != "conventions" and rule.id not in listed and is_conventional(rule, view, b, call):
            listed.add(rule.id)
            rows.append(Row("conventions", block.id, rule.id, context, tuple(view.calls), call, meaning,
                            rule.forcing, variable, extra, tuple(rule.checks())))
    return rows


def approach_rows(level: str, system: Sequence[Block], rows: Sequence[Row]) -> tuple[Row, ...]:
    """The General Approach at ``level``, read off the system, and the line naming the additions on the card."""
    from cardlearn.ai.bridge.bidder import choose_call
    from cardlearn.ai.bridge.explain import explain

    names = {r.id: (r.label or "").rsplit(".", 1)[-1] for r in all_rules(system)}

    def read(auction: Sequence[str], index: int) -> Any:
        return explain(list(auction), index, "N", level=level)

    def label(auction: Sequence[str], index: int) -> str:
        return names.get(read(auction, index).rule_id, "")

    def full(auction: Sequence[str], index: int) -> Any:
        return explain(list(auction), index, "N")

    agreements = general_approach(read, lambda hand: choose_call(list(hand), [], "N", level=level).call, label,
                                  None if level == "full" else full)
    line = additions_line([row.addition for row in rows] + [a.addition for a in agreements])
    context = (msg("ai_bridge_card.context.approach"),)
    return tuple(Row("general", "approach", f"approach.{a.key}", context, (), " ".join(a.calls), a.meaning,
                     a.forcing, False, a.addition) for a in [*agreements, *([line] if line else [])])



class SystemCard:
    """The bidding system as a convention card in ``lang``: ``_repr_html_`` in a notebook, ``to_frame()``."""

    @checked
    def __init__(self, lang: str | None = None, level: str | None = None) -> None:
        from cardlearn.ai.bridge.levels import resolve_bidding_level, system_for

        self.lang = resolve_language(lang)
        self.level = resolve_bidding_level(level)
        system = system_for(self.level)
        rows, self._shadowed = _card_of(system)
        if self.level not in _APPROACH:
            _APPROACH[self.level] = approach_rows(self.level, system, rows)
        self.rows = _APPROACH[self.level] + rows

    def shadowed_rules(self) -> dict[str, tuple[str, ...]]:
        """Rules not on the card because an earlier block of the system takes every auction found for them.

        Each comes with such an auction (ending in the rule's call): a finding for the system's authors,
        since the bidder never uses these rules there either.
        """
        return dict(self._shadowed)

    def sections(self) -> list[str]:
        """The section ids in card order (:data:`OTHER` last, only when a rule fits no section)."""
        used = {r.section for r in self.rows}
        return [s for s in SECTIONS if s in used or s == "leads"] + ([OTHER] if OTHER in used else [])

    def title(self, section: str) -> str:
        """The localized title of ``section``."""
        return msg(f"ai_bridge_card.section.{section}").text(self.lang)

    def to_frame(self) -> Any:
        """One row per call: section_id, section, context, example, call, meaning, forcing, addition, rule_id, checks.

        ``checks`` says what the rule's named hidden checks test ("suit z: one of ♦ ♣"): they tell
        rules apart but are not part of the call's meaning.
        """
        import pandas as pd

        lang = self.lang
        forcing = msg("ai_bridge_card.forcing").text(lang)
        addition = msg("ai_bridge_card.addition").text(lang)
        records = []
        for section in self.sections():
            for row in self._section_rows(section):
                records.append({
                    "section_id": section, "section": self.title(section),
                    "context": " – ".join(render(p, lang) for p in row.context),
                    "example": " – ".join(_call_text(c, lang) for c in row.example),
                    "call": _row_call(row, lang),
                    "meaning": render(row.meaning, lang), "forcing": forcing if row.forcing else "",
                    "addition": addition if row.addition else "", "rule_id": row.rule_id,
                    "checks": "; ".join(render(check, lang) for check in row.checks),
                })
        columns = ["section_id", "section", "context", "example", "call", "meaning", "forcing", "addition", "rule_id",
                   "checks"]
        return pd.DataFrame(records, columns=columns)

    def _section_rows(self, section: str) -> list[Row]:
        if section == "leads":
            return carding_rows()
        return [r for r in self.rows if r.section == section]

    def __repr__(self) -> str:
        return f"SystemCard(lang={self.lang!r}, sections={len(self.sections())}, calls={len(self.rows)})"

    def _repr_html_(self) -> str:
        lang = self.lang
        title = html.escape(msg("ai_bridge_card.title").text(lang))
        intro = html.escape(msg("ai_bridge_card.intro").text(lang))
        box = f"{FONT_STYLE}font-size:14px;line-height:1.5;color:{INK};max-width:60em"
        parts = [f'<div lang="{lang}" style="{box}">',
                 f'<div style="font-size:18px;font-weight:700;margin:4px 0">{title}</div>',
                 f'<div style="color:#444;margin-bottom:8px">{intro}</div>']
        for number, section in enumerate(self.sections()):
            rows = self._section_rows(section)
            parts.append(f'<details{" open" if number < 2 else ""} style="border:1px solid #c8ccd2;'
                         'border-radius:6px;margin:6px 0;padding:2px 10px">'
                         f'<summary style="cursor:pointer;font-weight:700;font-size:15px;padding:4px 0">'
                         f'{html.escape(self.title(section))} <span style="font-weight:400;color:#555">'
                         f'({len(rows)})</span></summary>')
            parts.append(self._table(rows))
            parts.append("</details>")
        parts.append("</div>")
        return "".join(parts)

    def _table(self, rows: list[Row]) -> str:
        lang = self.lang
        # Inline styles win over JupyterLab's table CSS (right-aligned, striped cells).
        cell = "padding:3px 8px;border-top:1px solid #e3e5e8;vertical-align:top;text-align:left;background:#fff"
        forcing = html.escape(msg("ai_bridge_card.forcing").text(lang))
        addition = html.escape(msg("ai_bridge_card.addition").text(lang))
        out = ['<table style="border-collapse:collapse;width:100%;margin:4px 0 8px;table-layout:auto">']
        previous: tuple[str, tuple[str, ...]] | None = None
        for row in rows:
            key = (row.block_id, row.example)
            if key != previous and (row.context or row.example):
                previous = key
                context = " – ".join(render(p, lang) for p in row.context)
                example = " – ".join(_call_text(c, lang) for c in row.example)
                head = _suits(html.escape(context)) if context else ""
                if example and row.pattern_has_suits:
                    eg = html.escape(msg("ai_bridge_card.example", auction=example).text(lang))
                    head += f' <span style="color:#555;font-weight:400">{_suits(eg)}</span>'
                out.append(f'<tr><td colspan="2" style="padding:8px 8px 2px;font-weight:600;background:#f3f5f7;'
                           f'text-align:left">{head}</td></tr>')
            call = _suits(html.escape(_row_call(row, lang)))
            badge = (f' <span style="background:#fdf0d5;color:#7a4b00;border-radius:4px;padding:0 5px;'
                     f'font-size:12px;white-space:nowrap">{forcing}</span>') if row.forcing else ""
            if row.addition:  # beyond the SAYC booklet: said on the card, as the booklet asks of a modification
                badge += (f' <span style="background:#e3eefa;color:#1f4e79;border-radius:4px;padding:0 5px;'
                          f'font-size:12px;white-space:nowrap">{addition}</span>')
            out.append(f'<tr><td style="{cell};width:1%;white-space:nowrap"><b>{call}</b></td>'
                       f'<td style="{cell}">{_suits(html.escape(render(row.meaning, lang)))}{badge}</td></tr>')
        out.append("</table>")
        return "".join(out)


def _suits(text: str) -> str:
    """Red hearts and diamonds in HTML text."""
    for red in ("♥", "♦"):
        text = text.replace(red, f'<span style="color:{RED}">{red}</span>')
    return text


@checked
def system_card(lang: str | None = None, level: str | None = None) -> SystemCard:
    """The bidding system as a convention card in ``lang`` (default: the current language).

    ``level`` (:mod:`.levels`; default ``"full"``, the whole system) shows only the sections on at that level.
    """
    return SystemCard(lang, level)


__all__ = ["OTHER", "SECTIONS", "SystemCard", "section_of", "system_card"]