"""The review panel after a bridge deal, as a plain function of the game and the review's state.

The table's :class:`~cardlearn.widgets.bridge_review.BridgeReview` keeps the review's state (the step on
show, the way of judging, the costs once computed) and answers the review intents; :func:`review_view` draws
the panel from that state, the game and the language.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlearn.engine.bridge import SEATS, Game
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.bridge.contract import parse_contract
from cardlearn.engine.cards import BRIDGE_DECK, SUIT_SYMBOLS, card_message
from cardlearn.engine.seats import seat_message, side_message
from cardlearn.i18n import Message, msg, rendered, t
from cardlearn.widgets.bridge_session import par_of_deal
from cardlearn.widgets.bridge_view import (
    COLUMNS,
    LEARNER,
    Result,
    call_text,
    seat_name,
    shown_trick,
    side_of,
)
from cardlearn.widgets.players import explain_call
from cardlearn.widgets.table_parts import SeatCard

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


def held_hands(game: Game, played: list[str]) -> dict[str, dict[str, Any]]:
    """Each seat's cards still held once ``played`` (the first cards of the play) are on the table.

    As in a hand viewer: a step of the review shows the position then, so the
    cards of the trick on show are in the trick box, not in the hands.
    """
    gone = set(played)
    hands = {}
    for seat in SEATS:
        cards = [code for code in game.deal.hand(seat) if code not in gone]
        hands[seat] = {"name": seat_message(seat), "count": len(cards), "cards": [
            {"code": code, "label": card_message(code, "bridge")} for code in cards]}
    return hands


def review_view(game: Game, state: ReviewState, lang: str) -> dict[str, Any] | None:
    """The review panel once the deal is over (None before): the position at the step on show and the judgement.

    The panel's parts are built with their words as messages and rendered here, once, in ``lang``.
    """
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
    return rendered({
        "title": msg("widgets.review.title"),
        "result": learner_result(game),
        "step": step, "total": total,
        "step_text": step_text(position, len(shown_calls), len(shown_cards)),
        "prev": msg("widgets.review.action.prev"), "next": msg("widgets.review.action.next"),
        "hands": held_hands(game, shown_cards),
        "auction": review_auction(game, state.level, len(shown_calls), lang),
        "trick": review_trick(position),
        "tricks": review_tricks(game, state, played, len(shown_cards)),
        "tricks_title": msg("widgets.review.label.tricks"),
        "columns": [seat_message(s) for s in COLUMNS],
        "trick_label": msg("widgets.bridge.label.trick_no"),
        "winner_label": msg("widgets.bridge.label.winner"),
        "meaning_hint": msg("widgets.review.label.meaning_hint"),
        "double_dummy": review_dd(game, state.analysis),
        "lead": review_lead(game),
        "signals": review_signal_lines(game, len(shown_cards)),
        "signals_title": msg("widgets.review.label.signals"),
        "judge": judge_view(game, state),
        **analysis_note(game, state),
    }, lang)


def review_lead(game: Game) -> Message | None:
    """The opening lead against the card's leads table: standard, another suit than the rules', or off it."""
    from cardlearn.ai.bridge.leads import review_lead

    core = game.core
    if not core.played or core.declarer < 0:
        return None
    leader = (core.declarer + 1) & 3
    hand = game.deal.masks[leader]
    return review_lead(hand, core.trump, core.calls, core.dealer, leader, core.played[0])


def review_signal_lines(game: Game, shown: int) -> list[Message]:
    """What each AI defender's signal among the cards on show meant (the learner's own cards are not explained)."""
    from cardlearn.ai.bridge.signals import review_signals

    return review_signals(game, shown, skip=LEARNER)


def judge_view(game: Game, state: ReviewState) -> dict[str, Any]:
    """The two ways to judge the learner's cards, the one on show, and what it means."""
    from cardlearn.ai.bridge.fair_review import SAMPLES

    marks = state.sd_costs if state.judge == "sd" else state.costs
    note = (msg("widgets.review.sd.note", samples=SAMPLES) if state.judge == "sd"
            else msg("widgets.review.dd.note"))
    ready = marks is not None and game.contract is not None
    return {"label": msg("widgets.review.view.label"), "view": state.judge, "note": note,
            "options": [{"value": v, "text": msg(f"widgets.review.view.{v}"), "selected": v == state.judge}
                        for v in JUDGE_VIEWS],
            "none": msg(f"widgets.review.{state.judge}.none") if ready and not marks else None}


def analysis_note(game: Game, state: ReviewState) -> dict[str, Any]:
    """While the costly cards are searched: a note; without the solver: at once, what is missing."""
    from cardlearn.ai.bridge.play import solver_available

    if not solver_available():
        return {"analysing": False, "analysing_text": "", "solver_missing": msg("solver.missing")}
    return {"analysing": (state.costs is None or state.sd_costs is None) and game.contract is not None,
            "analysing_text": msg("widgets.review.label.analysing"), "solver_missing": None}


def learner_result(game: Game) -> Message | str:
    """The deal's result from the learner's side (played or claimed)."""
    score = game.score
    if score is None:
        return ""
    ours = score.ns if side_of(LEARNER) == "NS" else score.ew
    key = "widgets.review.result.claimed" if game.claimed is not None else "widgets.review.result.played"
    return msg(key, result=Result(game), side=side_message(side_of(LEARNER)), score=f"{ours:+d}")


def step_text(position: Game, calls: int, cards: int) -> Message:
    """Where the review stands: the start, a call, or a card of a trick."""
    if calls == 0:
        return msg("widgets.review.step.start")
    if cards == 0:
        return msg("widgets.review.step.call", n=calls, total=len(position.calls) if
                   position.phase == "auction" else calls)
    return msg("widgets.review.step.card", trick=(cards - 1) // 4 + 1, n=(cards - 1) % 4 + 1)


def review_auction(game: Game, level: str, shown: int, lang: str) -> dict[str, Any]:
    """The whole auction with each call's public meaning and, for an AI seat, what its hand made of it.

    Keeps ``lang``: a hand's reading is shown only where its text differs from the public meaning's.
    """
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


def review_trick(position: Game) -> dict[str, Any] | None:
    """The trick on show at the review's step, each card named with its seat."""
    trick = shown_trick(position)
    if trick is None:
        return None
    return {"number": trick.number, "winner": trick.winner,
            "caption": msg("widgets.bridge.trick.number", number=trick.number),
            "cards": [{"seat": seat, "name": seat_message(seat), "code": code,
                       "label": SeatCard(seat, code, "bridge")}
                      for seat, code in zip(trick.seats, trick.cards)]}


def card_mark(state: ReviewState, number: int | None) -> Message | None:
    """The review's note on card ``number`` in the view on show, or None when it is not marked."""
    if number is None:
        return None
    if state.judge == "sd":
        judged = (state.sd_costs or {}).get(number)
        return None if judged is None else judged.message
    cost = (state.costs or {}).get(number)
    if cost is None:
        return None
    return msg("widgets.review.costly", card=card_text(cost["card"]), n=cost["cost"],
               better=", ".join(card_text(c) for c in cost["better"]))


def review_tricks(game: Game, state: ReviewState, played: list[str], shown: int) -> list[dict[str, Any]]:
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
            mark = card_mark(state, number)
            cells.append({"code": code, "text": card_text(code) if code else "", "costly": mark is not None})
            if mark is not None:
                marks.append(mark)
        rows.append({"number": trick.number, "cells": cells, "marks": marks,
                     "winner": seat_message(trick.winner) if trick.winner else "",
                     "side": trick.winning_side, "current": start < shown <= start + 4})
    return rows


def review_dd(game: Game, analysis: list[list[int]] | None) -> dict[str, Any] | None:
    """The double-dummy table with par and plain sentences about it (None before it is computed)."""
    dd = analysis
    if not dd:
        return None
    tricks = {(seat, STRAINS[i]): dd[i][j] for i in range(5) for j, seat in enumerate(SEATS)}
    sentences = [best_sentence(game, tricks)]
    contract = game.contract
    if contract is not None:
        n = tricks[(contract.declarer, contract.strain)]
        if n >= contract.target:
            sentences.append(msg("widgets.review.dd.makes", contract=contract.message, n=n))
        else:
            sentences.append(msg("widgets.review.dd.fails", contract=contract.message, n=n,
                                 down=contract.target - n))
    par = None
    found = par_of_deal(game.deal.to_pbn(), game.vulnerability, game.dealer)
    if found is not None:
        from cardlearn.ai.bridge.analysis import Par

        par = Par(found[0], found[1])
    return {"title": msg("widgets.bridge.label.double_dummy"),
            "columns": [seat_message(s) for s in SEATS],
            "rows": [{"strain": STRAINS[i], "text": "NT" if STRAINS[i] == "NT" else SUIT_SYMBOLS[STRAINS[i]],
                      "tricks": dd[i]} for i in range(5)],
            "par": par, "sentences": sentences}


def best_sentence(game: Game, tricks: dict[tuple[str, str], int]) -> Message:
    """The best contract each side makes double dummy, as a sentence."""
    from cardlearn.engine.bridge.scoring import score

    best: dict[str, tuple[int, Message] | None] = {"NS": None, "EW": None}
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
                    best[side] = (points, contract.message)
    ours, theirs = side_of(LEARNER), "EW" if side_of(LEARNER) == "NS" else "NS"
    none = msg("widgets.review.dd.nothing")
    mine, other = best[ours], best[theirs]
    return msg("widgets.review.dd.best", side=side_message(ours), ours=mine[1] if mine else none,
               other=side_message(theirs), theirs=other[1] if other else none)


__all__ = ["JUDGE_VIEWS", "ReviewState", "analysis_note", "best_sentence", "card_mark", "card_text", "held_hands",
           "judge_view", "learner_result", "review_auction", "review_dd", "review_lead", "review_signal_lines",
           "review_trick", "review_tricks", "review_view", "step_text"]
