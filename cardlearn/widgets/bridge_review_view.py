"""The review panel after a bridge deal, as a plain function of the game and the review's state.

The table's :class:`~cardlearn.widgets.bridge_review.BridgeReviewMixin` keeps the review's state (the step on
show, the way of judging, the costs once computed) and answers the review intents; :func:`review_view` draws
the panel from that state, the game and the language.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlearn.engine.bridge import SEATS, Game
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.bridge.contract import parse_contract
from cardlearn.engine.cards import BRIDGE_DECK, SUIT_SYMBOLS, card_name
from cardlearn.i18n import t
from cardlearn.widgets.bridge_session import par_of_deal
from cardlearn.widgets.bridge_view import (
    COLUMNS,
    LEARNER,
    call_text,
    seat_name,
    shown_trick,
    side_of,
)
from cardlearn.widgets.players import explain_call

#: The review's two ways to judge the learner's cards: by what could be seen, and with all hands seen.
JUDGE_VIEWS: tuple[str, ...] = ("sd", "dd")


@dataclass(frozen=True)
class ReviewState:
    """What the review holds: the step on show, the way of judging, and the analyses once computed."""

    level: str
    step: int | None = None  # None: the end of the deal
    judge: str = "sd"
    costs: dict[int, dict[str, Any]] | None = None  # with all hands seen
    sd_costs: dict[int, Any] | None = None  # by what the learner could see
    analysis: list[list[int]] | None = None  # the double-dummy table


def card_text(code: str) -> str:
    """A card in short notation with its suit symbol (``♠10``)."""
    return SUIT_SYMBOLS[code[0]] + ("10" if code[1] == "T" else code[1])


def held_hands(game: Game, played: list[str], lang: str) -> dict[str, dict[str, Any]]:
    """Each seat's cards still held once ``played`` (the first cards of the play) are on the table.

    As in a hand viewer: a step of the review shows the position then, so the
    cards of the trick on show are in the trick box, not in the hands.
    """
    gone = set(played)
    hands = {}
    for seat in SEATS:
        cards = [code for code in game.deal.hand(seat) if code not in gone]
        hands[seat] = {"name": seat_name(seat, lang), "count": len(cards), "cards": [
            {"code": code, "label": card_name(code, lang, "bridge")} for code in cards]}
    return hands


def review_view(game: Game, state: ReviewState, lang: str) -> dict[str, Any] | None:
    """The review panel once the deal is over (None before): the position at the step on show and the judgement."""
    if not game.is_over:
        return None
    calls, played = game.calls, [str(BRIDGE_DECK[c]) for c in game.core.played]
    total = len(calls) + len(played)
    step = total if state.step is None else state.step
    shown_calls = calls[:step]
    shown_cards = played[:max(0, step - len(calls))]
    position = Game(game.deal, vulnerability=game.vulnerability, dealer=game.dealer)
    for call in shown_calls:
        position.call(call)
    for card in shown_cards:
        position.play(card)
    hands = held_hands(game, shown_cards, lang)
    return {
        "title": t("widgets.review.title", lang),
        "result": learner_result(game, lang),
        "step": step, "total": total,
        "step_text": step_text(position, len(shown_calls), len(shown_cards), lang),
        "prev": t("widgets.review.action.prev", lang), "next": t("widgets.review.action.next", lang),
        "hands": hands,
        "auction": review_auction(game, state.level, len(shown_calls), lang),
        "trick": review_trick(position, lang),
        "tricks": review_tricks(game, state, played, len(shown_cards), lang),
        "tricks_title": t("widgets.review.label.tricks", lang),
        "columns": [seat_name(s, lang) for s in COLUMNS],
        "trick_label": t("widgets.bridge.label.trick_no", lang),
        "winner_label": t("widgets.bridge.label.winner", lang),
        "meaning_hint": t("widgets.review.label.meaning_hint", lang),
        "double_dummy": review_dd(game, state.analysis, lang),
        "lead": review_lead(game, lang),
        "signals": review_signals_text(game, len(shown_cards), lang),
        "signals_title": t("widgets.review.label.signals", lang),
        "judge": judge_view(game, state, lang),
        **analysis_note(game, state, lang),
    }


def review_lead(game: Game, lang: str) -> str | None:
    """The opening lead against the card's leads table: standard, another suit than the rules', or off it."""
    from cardlearn.ai.bridge.leads import review_lead

    core = game.core
    if not core.played or core.declarer < 0:
        return None
    leader = (core.declarer + 1) & 3
    hand = game.deal.masks[leader]
    return review_lead(hand, core.trump, core.calls, core.dealer, leader, core.played[0]).text(lang)


def review_signals_text(game: Game, shown: int, lang: str) -> list[str]:
    """What each AI defender's signal among the cards on show meant (the learner's own cards are not explained)."""
    from cardlearn.ai.bridge.signals import review_signals

    return [sentence.text(lang) for sentence in review_signals(game, shown, skip=LEARNER)]


def judge_view(game: Game, state: ReviewState, lang: str) -> dict[str, Any]:
    """The two ways to judge the learner's cards, the one on show, and what it means."""
    from cardlearn.ai.bridge.fair_review import SAMPLES

    marks = state.sd_costs if state.judge == "sd" else state.costs
    note = (t("widgets.review.sd.note", lang, samples=SAMPLES) if state.judge == "sd"
            else t("widgets.review.dd.note", lang))
    ready = marks is not None and game.contract is not None
    return {"label": t("widgets.review.view.label", lang), "view": state.judge, "note": note,
            "options": [{"value": v, "text": t(f"widgets.review.view.{v}", lang), "selected": v == state.judge}
                        for v in JUDGE_VIEWS],
            "none": t(f"widgets.review.{state.judge}.none", lang) if ready and not marks else None}


def analysis_note(game: Game, state: ReviewState, lang: str) -> dict[str, Any]:
    """While the costly cards are searched: a note; without the solver: at once, what is missing."""
    from cardlearn.ai.bridge.play import solver_available

    if not solver_available():
        return {"analysing": False, "analysing_text": "", "solver_missing": t("solver.missing", lang)}
    return {"analysing": (state.costs is None or state.sd_costs is None) and game.contract is not None,
            "analysing_text": t("widgets.review.label.analysing", lang), "solver_missing": None}


def learner_result(game: Game, lang: str) -> str:
    """The deal's result from the learner's side (played or claimed)."""
    score = game.score
    if score is None:
        return ""
    ours = score.ns if side_of(LEARNER) == "NS" else score.ew
    key = "widgets.review.result.claimed" if game.claimed is not None else "widgets.review.result.played"
    return t(key, lang, result=score.result_text(lang), side=t(f"core.side.{side_of(LEARNER)}", lang),
             score=f"{ours:+d}")


def step_text(position: Game, calls: int, cards: int, lang: str) -> str:
    """Where the review stands: the start, a call, or a card of a trick."""
    if calls == 0:
        return t("widgets.review.step.start", lang)
    if cards == 0:
        return t("widgets.review.step.call", lang, n=calls, total=len(position.calls) if
                 position.phase == "auction" else calls)
    return t("widgets.review.step.card", lang, trick=(cards - 1) // 4 + 1, n=(cards - 1) % 4 + 1)


def review_auction(game: Game, level: str, shown: int, lang: str) -> dict[str, Any]:
    """The whole auction with each call's public meaning and, for an AI seat, what its hand made of it."""
    calls = game.calls
    first = COLUMNS.index(game.dealer)
    cells: list[dict[str, Any] | None] = [None] * first
    for index, call in enumerate(calls):
        seat = SEATS[(SEATS.index(game.dealer) + index) % 4]
        meaning = explain_call(calls, index, game.dealer, game.vulnerability, level=level)
        public = meaning.text(lang) if meaning is not None else t("widgets.review.label.no_meaning", lang)
        cells.append({"call": call, "text": call_text(call, lang), "seat": seat, "index": index,
                      "shown": index < shown, "meaning": public,
                      "reading": hand_reading(game, level, index, seat, public, lang)})
    rows = [cells[i:i + 4] + [None] * (4 - len(cells[i:i + 4])) for i in range(0, len(cells), 4)]
    return {"columns": [seat_name(s, lang) for s in COLUMNS], "rows": rows,
            "title": t("widgets.bridge.label.auction", lang)}


def hand_reading(game: Game, level: str, index: int, seat: str, public: str, lang: str) -> str | None:
    """What an AI seat's dealt hand made of its call, when that says more than the public meaning.

    Only after the deal: during the auction the table shows the public meaning alone.
    """
    if seat == LEARNER:
        return None
    reading = explain_call(game.calls, index, game.dealer, game.vulnerability, game.deal.hand(seat),
                           level=level)
    if reading is None or reading.text(lang) == public:
        return None
    return t("widgets.review.label.reading", lang, seat=seat_name(seat, lang), reading=reading.text(lang))


def review_trick(position: Game, lang: str) -> dict[str, Any] | None:
    """The trick on show at the review's step, each card named with its seat."""
    trick = shown_trick(position)
    if trick is None:
        return None
    return {"number": trick.number, "winner": trick.winner,
            "caption": t("widgets.bridge.trick.number", lang, number=trick.number),
            "cards": [{"seat": seat, "name": seat_name(seat, lang), "code": code,
                       "label": f"{seat_name(seat, lang)}: {card_name(code, lang, 'bridge')}"}
                      for seat, code in zip(trick.seats, trick.cards)]}


def card_mark(state: ReviewState, number: int | None, lang: str) -> str | None:
    """The review's note on card ``number`` in the view on show, or None when it is not marked."""
    if number is None:
        return None
    if state.judge == "sd":
        judged = (state.sd_costs or {}).get(number)
        return None if judged is None else judged.message.text(lang)
    cost = (state.costs or {}).get(number)
    if cost is None:
        return None
    return t("widgets.review.costly", lang, card=card_text(cost["card"]), n=cost["cost"],
             better=", ".join(card_text(c) for c in cost["better"]))


def review_tricks(game: Game, state: ReviewState, played: list[str], shown: int,
                  lang: str) -> list[dict[str, Any]]:
    """Every trick of the deal with the judged cards marked and the trick on show flagged."""
    replayed = Game(game.deal, vulnerability=game.vulnerability, dealer=game.dealer)
    for call in game.calls:
        replayed.call(call)
    for card in played:
        replayed.play(card)
    tricks = list(replayed.tricks)
    if replayed.current_trick is not None:
        tricks.append(replayed.current_trick)
    rows = []
    for trick in tricks:
        start = 4 * (trick.number - 1)
        marks = []
        cells = []
        for seat in COLUMNS:
            code = trick.by_seat.get(seat)
            number = start + trick.cards.index(code) + 1 if code else None
            mark = card_mark(state, number, lang)
            cells.append({"code": code, "text": card_text(code) if code else "", "costly": mark is not None})
            if mark is not None:
                marks.append(mark)
        rows.append({"number": trick.number, "cells": cells, "marks": marks,
                     "winner": seat_name(trick.winner, lang) if trick.winner else "",
                     "side": trick.winning_side, "current": start < shown <= start + 4})
    return rows


def review_dd(game: Game, analysis: list[list[int]] | None, lang: str) -> dict[str, Any] | None:
    """The double-dummy table with par and plain sentences about it (None before it is computed)."""
    dd = analysis
    if not dd:
        return None
    tricks = {(seat, STRAINS[i]): dd[i][j] for i in range(5) for j, seat in enumerate(SEATS)}
    sentences = [best_sentence(game, tricks, lang)]
    contract = game.contract
    if contract is not None:
        n = tricks[(contract.declarer, contract.strain)]
        label = contract.label(lang)
        if n >= contract.target:
            sentences.append(t("widgets.review.dd.makes", lang, contract=label, n=n))
        else:
            sentences.append(t("widgets.review.dd.fails", lang, contract=label, n=n,
                               down=contract.target - n))
    par = None
    found = par_of_deal(game.deal.to_pbn(), game.vulnerability, game.dealer)
    if found is not None:
        from cardlearn.ai.bridge.analysis import Par

        par = Par(found[0], found[1]).text(lang)
    return {"title": t("widgets.bridge.label.double_dummy", lang),
            "columns": [seat_name(s, lang) for s in SEATS],
            "rows": [{"strain": STRAINS[i], "text": "NT" if STRAINS[i] == "NT" else SUIT_SYMBOLS[STRAINS[i]],
                      "tricks": dd[i]} for i in range(5)],
            "par": par, "sentences": sentences}


def best_sentence(game: Game, tricks: dict[tuple[str, str], int], lang: str) -> str:
    """The best contract each side makes double dummy, as a sentence."""
    from cardlearn.engine.bridge.scoring import score

    best: dict[str, tuple[int, str] | None] = {"NS": None, "EW": None}
    for side in ("NS", "EW"):
        vulnerable = game.vulnerability in (side, "Both")
        for strain in STRAINS:
            for seat in side:
                level = tricks[(seat, strain)] - 6
                if level < 1:
                    continue
                contract = parse_contract(f"{level}{strain} by {seat}")
                points = abs(score(contract, tricks[(seat, strain)], vulnerable).ns)
                found = best[side]
                if found is None or points > found[0]:
                    best[side] = (points, contract.label(lang))
    ours, theirs = side_of(LEARNER), "EW" if side_of(LEARNER) == "NS" else "NS"
    none = t("widgets.review.dd.nothing", lang)
    mine, other = best[ours], best[theirs]
    return t("widgets.review.dd.best", lang, side=t(f"core.side.{ours}", lang),
             ours=mine[1] if mine else none,
             other=t(f"core.side.{theirs}", lang), theirs=other[1] if other else none)


__all__ = ["JUDGE_VIEWS", "ReviewState", "analysis_note", "best_sentence", "card_mark", "card_text", "held_hands",
           "judge_view", "learner_result", "review_auction", "review_dd", "review_lead", "review_signals_text",
           "review_trick", "review_tricks", "review_view", "step_text"]
