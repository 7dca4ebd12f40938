"""The review after a deal at the JassTable: replay the tricks, count the points, judge the cards and the contract.

Once a deal is over (its score shown, or the match ended) the view carries
``review``: closed at first (a button); ``{"action": "review-open"}`` opens it
and the heavy judgement runs once the opened review is on screen (cached per
deal). Then:

- the four hands as dealt, and at each step (``review-prev`` / ``review-next``,
  ``review-trick`` with a trick number jumps to the end of that trick) the cards
  still held and the trick on show with the seat that played each card;
- every trick with its points, summing to the deal's card points; the Weis and
  Stöck as announced and counted; the contract, who chose it, whether it was
  pushed, and its multiplier;
- for each of the learner's cards whether it cost points: exactly with all hands
  seen in the last :data:`~cardlearn.ai.jass.exact.EXACT_TRICKS` tricks, before
  that by the AI's sampled estimate (labelled as such);
- for the contract choice, each contract's (and pushing's) expected points for
  the chooser's hand by sampling, with the chosen one marked.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlearn.engine.cards import JASS_DECK, card_message, parse_jass_card
from cardlearn.engine.jass import Deal, Match, StoeckEvent
from cardlearn.engine.jass.fast import NEXT
from cardlearn.engine.jass.play import codes
from cardlearn.engine.jass.rules import CONTRACTS, MULTIPLIERS, SEATS
from cardlearn.engine.seats import seat_message, side_message
from cardlearn.i18n import Message, msg, rendered
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.jass_view import (
    LEARNER,
    PLAY_ORDER,
    factor_text,
    team_of,
    weis_sentences,
)
from cardlearn.widgets.review_steps import review_step
from cardlearn.widgets.table_parts import SeatCard

REVIEW_INTENTS: dict[str, dict[str, type]] = {
    "review-open": {}, "review-close": {}, "review-prev": {}, "review-next": {}, "review-trick": {"trick": int},
}
"""The review's intents (merged into the table's)."""


def deal_plays(deal: Deal) -> list[tuple[int, int]]:
    """Every card played in ``deal`` in order, as (seat number, card number)."""
    state = deal.state
    plays: list[tuple[int, int]] = []
    for leader, cards, _, _ in state.tricks:
        seat = leader
        for card in cards:
            plays.append((seat, card))
            seat = NEXT[seat]
    seat = state.leader
    for card in state.trick:
        plays.append((seat, card))
        seat = NEXT[seat]
    return plays


def start_scores(match: Match, deal: Deal) -> tuple[int, int]:
    """The match score before ``deal`` began."""
    scores = {"NS": 0, "EW": 0}
    for event in match.events:
        if event.deal >= deal.number:
            break
        scores = dict(event.scores)
    return scores["NS"], scores["EW"]


def analyse_deal(match: Match, deal: Deal, seed: int) -> dict[str, Any]:
    """The heavy part of a deal's review: the learner's cards judged and the contract values."""
    from cardlearn.ai.jass.review import card_costs, contract_values, replay_state

    state = deal.state
    plays = deal_plays(deal)
    shown = [0, 0, 0, 0]
    if deal.weis is not None:
        for index, name in enumerate(SEATS):
            for combo in deal.weis.by_seat[name]:
                shown[index] |= combo.mask
    start = replay_state(state.dealt, state.dealer, state.pushed, state.contract)
    costs = card_costs(start, plays, SEATS.index(LEARNER), tuple(shown), start_scores(match, deal),
                       match.target, seed=seed)
    forehand = state.forehand
    values = {"forehand": contract_values(state.dealt[forehand], forehand, state.dealer, True, seed=seed)}
    if state.pushed:
        values["chooser"] = contract_values(state.dealt[state.chooser], state.chooser, state.dealer, False,
                                            seed=seed)
    return {"costs": {cost.index: cost for cost in costs}, "values": values}


class JassReview:
    """The review panel's own state at a Schieber table: open or not, the step on show, each deal's judgement.

    The table holds one, tells it which finished deal is on show, and draws :func:`jass_review_view` of
    :meth:`state`.
    """

    def __init__(self) -> None:
        self.open = False
        self.step: int | None = None  # None: the end of the deal
        self.judgements: dict[int, dict[str, Any]] = {}  # per deal number, computed once

    def reset(self) -> None:
        """A new match or a position taken back: closed, at the end, nothing judged."""
        self.close()
        self.judgements = {}

    def close(self) -> None:
        """Close the panel (the next deal starts); the judgements stay."""
        self.open, self.step = False, None

    def answer(self, deal: Deal | None, action: str, fields: dict[str, Any]) -> None:
        """A review intent about ``deal``, the finished deal on show (None: there is none, IntentError)."""
        if deal is None:
            raise IntentError("widgets.review.error.not_over")
        if action == "review-open":
            self.open = True
            return
        if action == "review-close":
            self.close()
            return
        self.open = True
        total = len(deal_plays(deal))
        step = total if self.step is None else self.step
        self.step = review_step(action, step, total, fields.get("trick"))

    def judge(self, match: Match, deal: Deal | None, seed: int) -> bool:
        """Judge ``deal`` once the panel is open (once per deal); True when a judgement was just made."""
        if not self.open or deal is None or deal.number in self.judgements:
            return False
        self.judgements[deal.number] = analyse_deal(match, deal, seed)
        return True

    def state(self, deal: Deal | None) -> JassReviewState:
        """What :func:`jass_review_view` draws for ``deal`` (the finished deal on show, or None)."""
        return JassReviewState(deal=deal, open=self.open, step=self.step,
                               analysis=None if deal is None else self.judgements.get(deal.number))


@dataclass(frozen=True)
class JassReviewState:
    """What the review holds: the finished deal (None: nothing to review), open or not, the step, the judgement."""

    deal: Deal | None
    open: bool = False
    step: int | None = None  # None: the end of the deal
    analysis: dict[str, Any] | None = None  # the deal's judgement, once computed


def jass_review_view(match: Match, state: JassReviewState, lang: str) -> dict[str, Any] | None:
    """The review panel of a finished deal: closed (a button), or open at the step on show with the judgement."""
    view = review_panel(match, state)
    return None if view is None else rendered(view, lang)


def review_panel(match: Match, state: JassReviewState) -> dict[str, Any] | None:
    """The review panel with its words as messages: :func:`jass_review_view` renders it in one language."""
    deal = state.deal
    if deal is None:
        return None
    closed = {"open": False, "title": msg("widgets.review.title"),
              "open_text": msg("widgets.jass_review.action.open")}
    if not state.open:
        return closed
    plays = deal_plays(deal)
    total = len(plays)
    step = total if state.step is None else state.step
    analysis = state.analysis
    return {
        **closed, "open": True, "close_text": msg("widgets.jass_review.action.close"),
        "contract": review_contract(deal),
        "step": step, "total": total, "step_text": _step_text(step),
        "prev": msg("widgets.review.action.prev"), "next": msg("widgets.review.action.next"),
        "hands": _held_hands(deal, plays[:step]),
        "trick": _trick_at(deal, plays, step),
        "tricks": review_tricks(deal, plays, step, analysis),
        "tricks_title": msg("widgets.review.label.tricks"),
        "columns": [seat_message(seat) for seat in PLAY_ORDER],
        "labels": {"trick_no": msg("widgets.bridge.label.trick_no"),
                   "winner": msg("widgets.bridge.label.winner"), "points": msg("jass.html.points"),
                   "sum": msg("widgets.jass_review.label.sum")},
        "sums": _trick_sums(deal),
        "weis": review_weis(match, deal),
        "analysing": analysis is None,
        "analysing_text": msg("widgets.jass_review.label.analysing"),
        "judge": _judge_view(analysis),
        "values": _values_view(deal, analysis),
    }


def review_contract(deal: Deal) -> dict[str, Any]:
    """The deal's contract as the review shows it, with its multiplier and chooser in one line."""
    contract = deal.contract or "E"
    by = msg("widgets.jass.label.chosen_by_pushed" if deal.pushed else "widgets.jass.label.chosen_by",
             seat=seat_message(deal.chooser))
    text = msg(f"jass.contract.{contract}")
    return {"code": contract, "text": text, "factor_text": factor_text(deal.factor), "by": by,
            "pushed": deal.pushed, "line": msg("widgets.jass_review.label.contract", contract=text,
                                               factor=factor_text(deal.factor), by=by)}


def review_weis(match: Match, deal: Deal) -> list[Message]:
    """Weis and Stöck, as announced and as counted (with the multiplier)."""
    lines = weis_sentences(deal) if deal.weis is not None and deal.state.n_tricks else []
    for event in match.events:
        if event.deal == deal.number and isinstance(event, StoeckEvent):
            lines.append(msg("widgets.jass_review.label.stoeck", seat=seat_message(event.seat),
                             base=event.base, points=event.points))
    return lines or [msg("widgets.jass_review.label.no_weis")]


def review_tricks(deal: Deal, plays: list[tuple[int, int]], step: int,
                  analysis: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Every trick of the deal, the learner's costly cards marked, the trick on show flagged."""
    costs = analysis["costs"] if analysis else {}
    rows = []
    for trick in deal.tricks:
        start = 4 * trick.number
        by_seat = {SEATS[seat]: (start + i, card) for i, (seat, card) in enumerate(plays[start:start + 4])}
        cells, marks = [], []
        for seat in PLAY_ORDER:
            index, card = by_seat[seat]
            cost = costs.get(index)
            costly = cost is not None and cost.cost > 0
            cells.append({"code": str(JASS_DECK[card]), "label": SeatCard(seat, str(JASS_DECK[card]), "jass"),
                          "lead": seat == trick.leader, "costly": costly,
                          "exact": cost.exact if cost is not None else None})
            if costly:
                marks.append(_cost_text(cost))
        rows.append({"number": trick.number + 1, "cells": cells, "marks": marks,
                     "winner": seat_message(trick.winner or LEARNER), "team": team_of(trick.winner or LEARNER),
                     "points": trick.points, "current": start < step <= start + 4})
    return rows


def _step_text(step: int) -> Message:
    if step == 0:
        return msg("widgets.jass_review.step.start")
    return msg("widgets.review.step.card", trick=(step - 1) // 4 + 1, n=(step - 1) % 4 + 1)


def _held_hands(deal: Deal, played: list[tuple[int, int]]) -> dict[str, dict[str, Any]]:
    """Each seat's cards still held once ``played`` are on the table (the dealt hands at step 0)."""
    gone = {card for _, card in played}
    hands = {}
    for index, seat in enumerate(SEATS):
        cards = [code for code in codes(deal.state.dealt[index]) if parse_jass_card(code).index not in gone]
        hands[seat] = {"name": seat_message(seat), "count": len(cards), "team": team_of(seat),
                       "cards": [{"code": code, "label": card_message(code, "jass")} for code in cards]}
    return hands


def _trick_at(deal: Deal, plays: list[tuple[int, int]], step: int) -> dict[str, Any] | None:
    """The trick the step's last card belongs to, with the cards played into it so far."""
    if step == 0:
        return None
    number = (step - 1) // 4
    cards = plays[4 * number:step]
    trick = deal.tricks[number] if number < len(deal.tricks) else None
    complete = len(cards) == 4 and trick is not None
    caption = msg("widgets.bridge.trick.number", number=number + 1)
    if complete and trick is not None:
        caption = msg("widgets.jass_review.label.trick_won", number=number + 1,
                      seat=seat_message(trick.winner or LEARNER), points=trick.points or 0)
    return {"number": number + 1, "caption": caption, "winner": trick.winner if complete and trick else None,
            "cards": [{"seat": SEATS[seat], "name": seat_message(SEATS[seat]), "code": str(JASS_DECK[card]),
                       "label": SeatCard(SEATS[seat], str(JASS_DECK[card]), "jass")}
                      for seat, card in cards]}


def _trick_sums(deal: Deal) -> dict[str, Any]:
    """The tricks' points per team: they add up to the deal's card points (last trick's 5 included)."""
    score = deal.score
    ns, ew = side_message("NS"), side_message("EW")
    return {"NS": score.cards["NS"], "EW": score.cards["EW"],
            "text": msg("widgets.jass_review.label.sums" if deal.is_done else "widgets.jass_review.label.sums_live",
                        ns=ns, ns_points=score.cards["NS"], ew=ew, ew_points=score.cards["EW"]),
            "total": msg("widgets.jass_review.label.total", ns=ns, ns_points=score.total["NS"],
                         ew=ew, ew_points=score.total["EW"], factor=factor_text(deal.factor))}


def _cost_text(cost: Any) -> Message:
    card = card_message(str(JASS_DECK[cost.card]), "jass")
    better = [card_message(str(JASS_DECK[c]), "jass") for c in cost.best]  # rendered comma-separated
    if cost.exact:
        return msg("widgets.jass_review.cost.exact", card=card, n=int(cost.cost), better=better)
    return msg("widgets.jass_review.cost.estimate", card=card, n=round(cost.cost), better=better)


def _judge_view(analysis: dict[str, Any] | None) -> dict[str, Any]:
    from cardlearn.ai.jass.exact import EXACT_TRICKS
    from cardlearn.ai.jass.review import ESTIMATE_SAMPLES

    note = msg("widgets.jass_review.judge.note", tricks=EXACT_TRICKS, samples=ESTIMATE_SAMPLES)
    none = None
    if analysis is not None and not any(cost.cost > 0 for cost in analysis["costs"].values()):
        none = msg("widgets.jass_review.judge.none")
    return {"note": note, "none": none}


def _values_view(deal: Deal, analysis: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The contract values per hand that chose: the forehand's (with pushing) and, after a push, the partner's."""
    if analysis is None:
        return []
    from cardlearn.ai.jass.review import CONTRACT_SAMPLES

    state = deal.state
    tables = []
    for role, values in analysis["values"].items():
        seat = SEATS[state.forehand if role == "forehand" else state.chooser]
        chosen = "push" if role == "forehand" and state.pushed else CONTRACTS[state.contract]
        best = max(values, key=lambda v: v.margin)
        rows = []
        for value in values:
            name = (msg("widgets.jass.action.push") if value.contract == "push"
                    else msg(f"jass.contract.{value.contract}"))
            factor = "" if value.contract == "push" else factor_text(MULTIPLIERS[value.contract])
            rows.append({"contract": value.contract, "text": name, "factor_text": factor,
                         "ours": round(value.ours), "theirs": round(value.theirs), "margin": round(value.margin),
                         "chosen": value.contract == chosen, "best": value is best})
        tables.append({"seat": seat, "title": msg("widgets.jass_review.values.title", seat=seat_message(seat)),
                       "columns": [msg("jass.html.contract"),
                                   msg("widgets.jass_review.values.ours", team=side_message(team_of(seat))),
                                   msg("widgets.jass_review.values.theirs"),
                                   msg("widgets.jass_review.values.margin")],
                       "chosen_text": msg("widgets.jass_review.values.chosen"),
                       "best_text": msg("widgets.jass_review.values.best"),
                       "rows": rows, "note": msg("widgets.jass_review.values.note", samples=CONTRACT_SAMPLES)})
    return tables


__all__ = ["REVIEW_INTENTS", "JassReview", "JassReviewState", "analyse_deal", "deal_plays", "jass_review_view",
           "review_contract", "review_panel", "review_tricks", "review_weis", "start_scores"]
