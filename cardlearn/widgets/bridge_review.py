"""The review after a deal at the BridgeTable: replay the auction and the play, and learn from it.

Once the deal is over the view carries ``review``: the four hands as they
are at the step on show (the cards still held; the trick's cards, with the
seat that played each, in the trick box), the position after any number of moves (``review-prev`` / ``review-next``,
``review-trick`` with a trick number jumps to the end of that trick), the
auction with the public meaning of every call and, for an AI seat, what its
dealt hand made of the call (``reading``; never shown during the auction), the result from the learner's
side, the double-dummy table with par and a plain sentence about it, and the
learner's cards judged two ways (``review-judge`` with ``view``):

- ``"sd"`` (the default), *by what the learner could see*: each card against the
  best card over sampled layouts of the hidden cards
  (:func:`cardlearn.ai.bridge.fair_review.judge_cards`); marked only when it took
  at least half a trick fewer on average, so a right finesse that lost is no mistake;
- ``"dd"``, *with all hands seen*: each card that lost a trick double dummy, with
  the cards that would have kept it (from :func:`cardlearn.ai.bridge.analyse`).
"""
from __future__ import annotations

from typing import Any

from cardlearn.engine.bridge import SEATS, Game
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.bridge.contract import parse_contract
from cardlearn.engine.cards import BRIDGE_DECK, SUIT_SYMBOLS, card_name
from cardlearn.i18n import t
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.bridge_session import _par
from cardlearn.widgets.bridge_view import COLUMNS, LEARNER, call_text, seat_name, side_of
from cardlearn.widgets.players import explain_call
from cardlearn.widgets.review_steps import review_step

#: The review's two ways to judge the learner's cards: by what could be seen, and with all hands seen.
JUDGE_VIEWS: tuple[str, ...] = ("sd", "dd")


def card_text(code: str) -> str:
    """A card in short notation with its suit symbol (``♠10``)."""
    return SUIT_SYMBOLS[code[0]] + ("10" if code[1] == "T" else code[1])


def costly_cards(game: Game, learner: str = LEARNER) -> dict[int, dict[str, Any]]:
    """Learner cards that cost a trick, by card number (1-based): the cost and the cards that kept it.

    From :func:`cardlearn.ai.bridge.analyse`, then one more double-dummy
    solve of each such position for the best cards. Empty without the solver.
    """
    try:
        from cardlearn.ai.bridge.analysis import analyse
        from cardlearn.ai.bridge.play_dd import make_deal, solve_positions, solver
        from cardlearn.engine.bridge.fast import replay

        report = analyse(game, learner=learner)
        dds = solver()
    except (ImportError, OSError):
        return {}
    mistakes = report.cards[(report.cards["cost"] > 0) & report.cards["learner"]]
    if mistakes.empty:
        return {}
    core = game.core
    numbers = [int(n) for n in mistakes["number"]]
    deals = []
    for number in numbers:
        walk = replay(game.deal.masks, core.dealer, core.vulnerability, core.calls, core.played[:number - 1])
        trick = walk.played[len(walk.played) - walk.trick_len:] if walk.trick_len else []
        deals.append(make_deal(dds, walk.hands, walk.trump, walk.leader, trick))
    found: dict[int, dict[str, Any]] = {}
    for number, row, scores in zip(numbers, mistakes.itertuples(), solve_positions(deals)):
        best = max(scores.values())
        better = sorted((card for card, score in scores.items() if score == best))
        found[number] = {"card": row.card, "cost": int(row.cost), "trick": int(row.trick),
                         "better": [str(BRIDGE_DECK[card]) for card in better]}
    return found


def fair_costs(game: Game, learner: str = LEARNER, level: str | None = None) -> dict[int, Any]:
    """Learner cards clearly worse than the best by what could be seen, by card number; empty without the solver."""
    try:
        from cardlearn.ai.bridge.fair_review import flagged_cards

        return dict(flagged_cards(game, learner, level=level))
    except (ImportError, OSError):
        return {}


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


class BridgeReviewMixin:
    """The review panel of :class:`~cardlearn.widgets.bridge_table.BridgeTable`."""

    game: Game | None
    four_color: bool
    level: str
    _analysis: list[list[int]] | None

    def _init_review(self) -> None:
        self._review_step: int | None = None  # None: the end of the deal
        self._costs: dict[int, dict[str, Any]] | None = None  # with all hands seen
        self._sd_costs: dict[int, Any] | None = None  # by what the learner could see
        self._judge = "sd"

    def _reset_review(self) -> None:
        self._review_step, self._costs, self._sd_costs = None, None, None

    def _analyse_review(self) -> None:
        game = self.game
        if game is not None and game.is_over and self._costs is None and game.contract is not None:
            self._costs = costly_cards(game)
            self._sd_costs = fair_costs(game, level=self.level)

    def _review_intent(self, game: Game, action: str, fields: dict[str, Any]) -> None:
        if not game.is_over:
            raise IntentError("widgets.review.error.not_over")
        if action == "review-judge":
            if fields["view"] not in JUDGE_VIEWS:
                raise IntentError("widgets.error.bad_value", value=str(fields["view"])[:24],
                                  allowed=", ".join(JUDGE_VIEWS))
            self._judge = fields["view"]
            return
        total = len(game.calls) + len(game.core.played)
        step = total if self._review_step is None else self._review_step
        step = review_step(action, step, len(game.core.played), fields.get("trick"), len(game.calls))
        self._review_step = step

    # --- the view --------------------------------------------------------------------------------

    def _review_view(self, game: Game, lang: str) -> dict[str, Any] | None:
        if not game.is_over:
            return None
        calls, played = game.calls, [str(BRIDGE_DECK[c]) for c in game.core.played]
        total = len(calls) + len(played)
        step = total if self._review_step is None else self._review_step
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
            "result": self._learner_result(game, lang),
            "step": step, "total": total,
            "step_text": self._step_text(position, len(shown_calls), len(shown_cards), lang),
            "prev": t("widgets.review.action.prev", lang), "next": t("widgets.review.action.next", lang),
            "hands": hands,
            "auction": self._review_auction(game, len(shown_calls), lang),
            "trick": self._review_trick(position, lang),
            "tricks": self._review_tricks(game, played, len(shown_cards), lang),
            "tricks_title": t("widgets.review.label.tricks", lang),
            "columns": [seat_name(s, lang) for s in COLUMNS],
            "trick_label": t("widgets.bridge.label.trick_no", lang),
            "winner_label": t("widgets.bridge.label.winner", lang),
            "meaning_hint": t("widgets.review.label.meaning_hint", lang),
            "double_dummy": self._review_dd(game, lang),
            "lead": self._review_lead(game, lang),
            "signals": self._review_signals(game, len(shown_cards), lang),
            "signals_title": t("widgets.review.label.signals", lang),
            "judge": self._judge_view(game, lang),
            **self._analysis_note(game, lang),
        }

    @staticmethod
    def _review_lead(game: Game, lang: str) -> str | None:
        """The opening lead against the card's leads table: standard, another suit than the rules', or off it."""
        from cardlearn.ai.bridge.leads import review_lead

        core = game.core
        if not core.played or core.declarer < 0:
            return None
        leader = (core.declarer + 1) & 3
        hand = game.deal.masks[leader]
        return review_lead(hand, core.trump, core.calls, core.dealer, leader, core.played[0]).text(lang)

    @staticmethod
    def _review_signals(game: Game, shown: int, lang: str) -> list[str]:
        """What each AI defender's signal among the cards on show meant (the learner's own cards are not explained)."""
        from cardlearn.ai.bridge.signals import review_signals

        return [sentence.text(lang) for sentence in review_signals(game, shown, skip=LEARNER)]

    def _judge_view(self, game: Game, lang: str) -> dict[str, Any]:
        """The two ways to judge the learner's cards, the one on show, and what it means."""
        from cardlearn.ai.bridge.fair_review import SAMPLES

        marks = self._sd_costs if self._judge == "sd" else self._costs
        note = (t("widgets.review.sd.note", lang, samples=SAMPLES) if self._judge == "sd"
                else t("widgets.review.dd.note", lang))
        ready = marks is not None and game.contract is not None
        return {"label": t("widgets.review.view.label", lang), "view": self._judge, "note": note,
                "options": [{"value": v, "text": t(f"widgets.review.view.{v}", lang), "selected": v == self._judge}
                            for v in JUDGE_VIEWS],
                "none": t(f"widgets.review.{self._judge}.none", lang) if ready and not marks else None}

    def _analysis_note(self, game: Game, lang: str) -> dict[str, Any]:
        """While the costly cards are searched: a note; without the solver: at once, what is missing."""
        from cardlearn.ai.bridge.play import solver_available

        if not solver_available():
            return {"analysing": False, "analysing_text": "", "solver_missing": t("solver.missing", lang)}
        return {"analysing": (self._costs is None or self._sd_costs is None) and game.contract is not None,
                "analysing_text": t("widgets.review.label.analysing", lang), "solver_missing": None}

    def _learner_result(self, game: Game, lang: str) -> str:
        score = game.score
        if score is None:
            return ""
        ours = score.ns if side_of(LEARNER) == "NS" else score.ew
        key = "widgets.review.result.claimed" if game.claimed is not None else "widgets.review.result.played"
        return t(key, lang, result=score.result_text(lang), side=t(f"core.side.{side_of(LEARNER)}", lang),
                 score=f"{ours:+d}")

    @staticmethod
    def _step_text(position: Game, calls: int, cards: int, lang: str) -> str:
        if calls == 0:
            return t("widgets.review.step.start", lang)
        if cards == 0:
            return t("widgets.review.step.call", lang, n=calls, total=len(position.calls) if
                     position.phase == "auction" else calls)
        return t("widgets.review.step.card", lang, trick=(cards - 1) // 4 + 1, n=(cards - 1) % 4 + 1)

    def _review_auction(self, game: Game, shown: int, lang: str) -> dict[str, Any]:
        calls = game.calls
        first = COLUMNS.index(game.dealer)
        cells: list[dict[str, Any] | None] = [None] * first
        for index, call in enumerate(calls):
            seat = SEATS[(SEATS.index(game.dealer) + index) % 4]
            meaning = explain_call(calls, index, game.dealer, game.vulnerability, level=self.level)
            public = meaning.text(lang) if meaning is not None else t("widgets.review.label.no_meaning", lang)
            cells.append({"call": call, "text": call_text(call, lang), "seat": seat, "index": index,
                          "shown": index < shown, "meaning": public,
                          "reading": self._hand_reading(game, index, seat, public, lang)})
        rows = [cells[i:i + 4] + [None] * (4 - len(cells[i:i + 4])) for i in range(0, len(cells), 4)]
        return {"columns": [seat_name(s, lang) for s in COLUMNS], "rows": rows,
                "title": t("widgets.bridge.label.auction", lang)}

    def _hand_reading(self, game: Game, index: int, seat: str, public: str, lang: str) -> str | None:
        """What an AI seat's dealt hand made of its call, when that says more than the public meaning.

        Only after the deal: during the auction the table shows the public meaning alone.
        """
        if seat == LEARNER:
            return None
        reading = explain_call(game.calls, index, game.dealer, game.vulnerability, game.deal.hand(seat),
                               level=self.level)
        if reading is None or reading.text(lang) == public:
            return None
        return t("widgets.review.label.reading", lang, seat=seat_name(seat, lang), reading=reading.text(lang))

    @staticmethod
    def _review_trick(position: Game, lang: str) -> dict[str, Any] | None:
        trick = position.current_trick
        if trick is None and position.tricks:
            trick = position.tricks[-1]
        if trick is None:
            return None
        return {"number": trick.number, "winner": trick.winner,
                "caption": t("widgets.bridge.trick.number", lang, number=trick.number),
                "cards": [{"seat": seat, "name": seat_name(seat, lang), "code": code,
                           "label": f"{seat_name(seat, lang)}: {card_name(code, lang, 'bridge')}"}
                          for seat, code in zip(trick.seats, trick.cards)]}

    def _mark(self, number: int | None, lang: str) -> str | None:
        """The review's note on card ``number`` in the view on show, or None when it is not marked."""
        if number is None:
            return None
        if self._judge == "sd":
            judged = (self._sd_costs or {}).get(number)
            return None if judged is None else judged.message.text(lang)
        cost = (self._costs or {}).get(number)
        if cost is None:
            return None
        return t("widgets.review.costly", lang, card=card_text(cost["card"]), n=cost["cost"],
                 better=", ".join(card_text(c) for c in cost["better"]))

    def _review_tricks(self, game: Game, played: list[str], shown: int, lang: str) -> list[dict[str, Any]]:
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
                mark = self._mark(number, lang)
                cells.append({"code": code, "text": card_text(code) if code else "", "costly": mark is not None})
                if mark is not None:
                    marks.append(mark)
            rows.append({"number": trick.number, "cells": cells, "marks": marks,
                         "winner": seat_name(trick.winner, lang) if trick.winner else "",
                         "side": trick.winning_side, "current": start < shown <= start + 4})
        return rows

    def _review_dd(self, game: Game, lang: str) -> dict[str, Any] | None:
        dd = self._analysis
        if not dd:
            return None
        tricks = {(seat, STRAINS[i]): dd[i][j] for i in range(5) for j, seat in enumerate(SEATS)}
        sentences = [self._best_sentence(game, tricks, lang)]
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
        found = _par(game.deal.to_pbn(), game.vulnerability, game.dealer)
        if found is not None:
            from cardlearn.ai.bridge.analysis import Par

            par = Par(found[0], found[1]).text(lang)
        return {"title": t("widgets.bridge.label.double_dummy", lang),
                "columns": [seat_name(s, lang) for s in SEATS],
                "rows": [{"strain": STRAINS[i], "text": "NT" if STRAINS[i] == "NT" else SUIT_SYMBOLS[STRAINS[i]],
                          "tricks": dd[i]} for i in range(5)],
                "par": par, "sentences": sentences}

    @staticmethod
    def _best_sentence(game: Game, tricks: dict[tuple[str, str], int], lang: str) -> str:
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


__all__ = ["JUDGE_VIEWS", "BridgeReviewMixin", "card_text", "costly_cards", "fair_costs", "held_hands"]
