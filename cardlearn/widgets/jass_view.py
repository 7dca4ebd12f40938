"""What the JassTable's front end draws: the view of the match, built in one language.

Only what South may see: South's hand, the trick, the Weis as they are
announced, the scores and the record. Every string is already translated;
legal cards come from the engine, so the front end never decides a rule.
"""
from __future__ import annotations

from typing import Any

from cardlearn.engine.cards import card_name, parse_jass_card
from cardlearn.engine.jass import MULTIPLIERS, Deal, Match, StoeckEvent, best_weis
from cardlearn.engine.jass.play import illegal_card_error
from cardlearn.engine.jass.rules import NEXT_SEAT
from cardlearn.engine.seats import SEATS
from cardlearn.i18n import Message, ngettext, t
from cardlearn.widgets.hand_view import playable_cards

LEARNER = "S"
PARTNER = "N"
PLAY_ORDER = "".join([LEARNER, NEXT_SEAT[LEARNER], NEXT_SEAT[NEXT_SEAT[LEARNER]],
                      NEXT_SEAT[NEXT_SEAT[NEXT_SEAT[LEARNER]]]])
"""Counter-clockwise from the learner (S E N W): the record's column order."""
TEAMS = ("NS", "EW")
CHOICES = ("E", "R", "S", "B", "obenabe", "undenufe", "push")
RULES_SECTIONS: tuple[tuple[str, int], ...] = (
    ("table", 3), ("cards", 3), ("dealing", 2), ("contract", 3), ("play", 4), ("points", 4),
    ("weis", 5), ("stoeck", 2), ("end", 3), ("widget", 2),
)
"""The rules view: (section, number of paragraphs), text under ``widgets.jass.rules.<section>.*``."""
_LABELS = {
    "weis": "jass.html.weis", "contract": "jass.html.contract", "points": "jass.html.points",
    "record": "widgets.jass.label.record", "tricks": "widgets.bridge.label.record",
    "trick_no": "widgets.bridge.label.trick_no", "winner": "widgets.bridge.label.winner",
    "hand": "jass.html.hand",
}
"""The view's fixed labels: name → catalog key (shared words come from the jass and bridge domains)."""


def seat_name(seat: str, lang: str) -> str:
    """A seat's name in ``lang``."""
    return t(f"core.seat.{seat}", lang)


def weis_summary(deal: Deal, lang: str) -> list[str]:
    """The Weis of a deal after its first trick, sentence by sentence: announced, counted, kept quiet.

    Only announced combinations count, so the sentence about the scoring team
    names the players whose Weis it counts (one or both), and a Weis the learner
    kept quiet is named as not counted.
    """
    report = deal.weis
    assert report is not None and deal.contract is not None  # after the first trick
    sentences = [report.message.text(lang)]
    if report.winner is not None:
        base = report.points[report.winner]
        numbers = {"base": base, "factor": deal.factor, "points": base * deal.factor,
                   "team": t(f"core.side.{report.winner}", lang)}
        counted = [seat for seat in PLAY_ORDER if seat in report.winner and report.by_seat[seat]]
        if len(counted) == 2:
            sentences.append(t("widgets.jass.weis.scored_both", lang, **numbers))
        else:
            sentences.append(t("widgets.jass.weis.scored_one", lang, seat=seat_name(counted[0], lang),
                               **numbers))
    quiet = withheld_weis(deal, LEARNER)
    if quiet:
        sentences.append(t("widgets.jass.weis.withheld", lang, weis=", ".join(
            t("widgets.jass.weis.item", lang, weis=combo.name(lang), points=combo.points) for combo in quiet)))
    return sentences


def withheld_weis(deal: Deal, seat: str) -> list[Any]:
    """The combinations ``seat`` held at the contract but did not announce this deal."""
    report = deal.weis
    if report is None or deal.contract is None:
        return []
    announced = report.by_seat[seat]
    return [combo for combo in best_weis(deal.dealt_hands[seat], deal.contract) if combo not in announced]


def team_of(seat: str) -> str:
    """``NS`` or ``EW``."""
    return "NS" if seat in "NS" else "EW"


def factor_text(factor: int) -> str:
    """A multiplier as notation (``×2``)."""
    return f"×{factor}"


def rules_view(lang: str) -> list[dict[str, Any]]:
    """The full Schieber rules in ``lang``: sections with a heading and paragraphs."""
    return [
        {"heading": t(f"widgets.jass.rules.{name}.heading", lang),
         "paragraphs": [t(f"widgets.jass.rules.{name}.{i}", lang) for i in range(1, count + 1)]}
        for name, count in RULES_SECTIONS
    ]


class JassViewMixin:
    """The view-building half of :class:`~cardlearn.widgets.jass_table.JassTable`."""

    match: Match
    screen: str
    _announcements: list[Message]
    _hint: Message | None
    _match_number: int
    _review: int | None
    _selected: str | None

    @property
    def shown_deal(self) -> Deal:
        raise NotImplementedError

    @property
    def phase(self) -> str:
        raise NotImplementedError

    @staticmethod
    def _choices(match: Match) -> list[str]:
        return [choice for choice in CHOICES if choice != "push" or not match.pushed]

    def _extra_view(self, lang: str) -> dict[str, Any]:
        return {}

    def build_view(self, lang: str) -> dict[str, Any]:
        """Everything the front end draws, in ``lang``; only what South may see."""
        match, deal, phase = self.match, self.shown_deal, self.phase
        to_act = match.to_act if phase in ("contract", "play") else None
        view: dict[str, Any] = {
            "phase": phase,
            "turn": to_act,
            "deal_number": deal.number,
            "match_number": self._match_number,
            "labels": {name: t(key, lang) for name, key in _LABELS.items()},
            "status": self._status(lang),
            "seats": self._seats_view(deal, to_act, lang),
            "hands": self._hands_view(deal, to_act, lang),
            "contract": self._contract_view(deal, lang),
            "contract_choice": self._choice_view(lang) if phase == "contract" and to_act == LEARNER else None,
            "trick": self._trick_view(deal, lang),
            "weis": self._weis_view(deal, lang),
            "match_score": self._match_score_view(lang),
            "deal_score": self._deal_score_view(deal, lang),
            "tricks": self._tricks_view(deal, lang),
            "record": self._record_view(lang),
            "selected": self._selected,
            "hint": self._hint.text(lang) if self._hint is not None else None,
            "announce": " ".join(m.text(lang) for m in self._announcements),
            "actions": self._actions_view(lang),
        }
        view.update(self._extra_view(lang))
        if self.screen == "rules":
            view["rules"] = rules_view(lang)
        return view

    def _status(self, lang: str) -> str:
        match = self.match
        if match.is_over:
            key = "jass.html.won_schneider" if match.schneider else "jass.html.won"
            return t(key, lang, team=t(f"core.side.{match.winner}", lang))
        if self._review is not None:
            return t("widgets.jass.status.deal_over", lang, number=self._review,
                     action=t("widgets.jass.action.next_deal", lang))
        seat = match.to_act or LEARNER
        if match.phase == "contract":
            if seat == LEARNER:
                key = "widgets.jass.status.choose_pushed" if match.pushed else "widgets.jass.status.choose"
                return t(key, lang)
            return t("widgets.jass.status.seat_chooses", lang, seat=seat_name(seat, lang))
        if seat == LEARNER:
            if self._selected is not None:
                return t("widgets.bridge.status.confirm", lang, card=card_name(self._selected, lang, "jass"))
            return t("widgets.bridge.status.your_card", lang)
        return t("widgets.bridge.status.seat_plays", lang, seat=seat_name(seat, lang))

    def _seats_view(self, deal: Deal, to_act: str | None, lang: str) -> dict[str, Any]:
        stoeck = {event.seat for event in self._deal_events(deal, StoeckEvent)}
        seats = {}
        for seat in SEATS:
            roles = []
            if seat == LEARNER:
                roles.append(t("widgets.bridge.role.you", lang))
            elif seat == PARTNER:
                roles.append(t("widgets.bridge.role.partner", lang))
            if seat == deal.forehand:
                roles.append(t("jass.html.forehand", lang))
            seats[seat] = {
                "name": seat_name(seat, lang),
                "team": team_of(seat),
                "roles": roles,
                "is_turn": seat == to_act,
                "chooser": deal.contract is not None and seat == deal.chooser,
                "stoeck": t("jass.html.stoeck", lang) if seat in stoeck else None,
            }
        return seats

    def _hands_view(self, deal: Deal, to_act: str | None, lang: str) -> dict[str, Any]:
        hands = deal.hands
        hands_view: dict[str, Any] = {}
        for seat in SEATS:
            cards = hands[seat]
            if seat != LEARNER:
                hands_view[seat] = {"face_up": False, "count": len(cards), "cards": [],
                                    "label": ngettext("widgets.jass.label.hand_backs", len(cards), lang,
                                                      seat=seat_name(seat, lang))}
                continue
            active = to_act == LEARNER and self.match.phase == "play" and self._review is None
            legal = set(self.match.legal_cards(LEARNER)) if active else set()
            shown = playable_cards(cards, "jass", lang, active, legal,
                                   lambda code: _illegal_reason(deal, code, lang), self._selected)
            hands_view[seat] = {"face_up": True, "count": len(cards), "cards": shown, "active": active,
                                "label": seat_name(seat, lang)}
        return hands_view

    def _contract_view(self, deal: Deal, lang: str) -> dict[str, Any] | None:
        contract = deal.contract
        if contract is None:
            return None
        by = t("widgets.jass.label.chosen_by_pushed" if deal.pushed else "widgets.jass.label.chosen_by",
               lang, seat=seat_name(deal.chooser, lang))
        return {"code": contract, "text": t(f"jass.contract.{contract}", lang), "factor": deal.factor,
                "factor_text": factor_text(deal.factor), "chooser": deal.chooser, "pushed": deal.pushed,
                "by": by}

    def _choice_view(self, lang: str) -> dict[str, Any]:
        match = self.match
        choices: list[dict[str, Any]] = []
        for value in self._choices(match):
            if value == "push":
                choices.append({"value": value, "text": t("widgets.jass.action.push", lang),
                                "detail": t("widgets.jass.label.push_detail", lang,
                                            seat=seat_name(PARTNER, lang)),
                                "factor": None, "factor_text": ""})
                continue
            factor = MULTIPLIERS[value]
            detail = value if value in ("obenabe", "undenufe") else "trump"
            choices.append({"value": value, "text": t(f"jass.contract.{value}", lang),
                            "detail": t(f"widgets.jass.contract_detail.{detail}", lang),
                            "factor": factor, "factor_text": factor_text(factor)})
        title_key = "widgets.jass.label.choose_pushed" if match.pushed else "widgets.jass.label.choose"
        return {"title": t(title_key, lang), "choices": choices,
                "multiplier_note": t("widgets.jass.label.multiplier_note", lang)}

    def _trick_view(self, deal: Deal, lang: str) -> dict[str, Any] | None:
        trick = deal.trick
        finished = False
        if not trick.cards and deal.tricks:
            trick, finished = deal.tricks[-1], True
        if not trick.cards:
            return None
        cards = [{"seat": seat, "code": code, "label": card_name(code, lang, "jass")}
                 for seat, code in trick.cards]
        caption = t("widgets.bridge.trick.number", lang, number=trick.number + 1)
        points = None
        if finished and trick.winner is not None:
            points = trick.points
            caption = ngettext("widgets.jass.trick.won", trick.points or 0, lang,
                               seat=seat_name(trick.winner, lang), number=trick.number + 1)
        return {"number": trick.number + 1, "leader": trick.leader, "winner": trick.winner,
                "points": points, "cards": cards, "caption": caption}

    def _weis_view(self, deal: Deal, lang: str) -> dict[str, Any] | None:
        report = deal.weis
        if report is None:
            return None
        first_done = deal.state.n_tricks > 0
        played = {seat for seat, _ in deal.trick.cards} if not first_done else set(SEATS)
        items = []
        for seat in PLAY_ORDER:
            combos = report.by_seat[seat]
            # Announced at the seat's first card; the learner sees its own from the start.
            if not combos or (seat != LEARNER and seat not in played):
                continue
            scored = first_done and report.winner == team_of(seat)
            # The table hears only the strongest combination; the scoring team shows all its cards.
            shown = combos if seat == LEARNER or scored else combos[:1]
            items.append({
                "seat": seat, "seat_name": seat_name(seat, lang),
                "combos": [{"text": combo.name(lang), "points": combo.points,
                            "cards": list(combo.cards) if seat == LEARNER or scored else []}
                           for combo in shown],
                "announced": combos[0].name(lang),
                "points": sum(combo.points for combo in shown),
                "scored": scored,
            })
        result = "\n".join(weis_summary(deal, lang)) if first_done else None
        return {"items": items, "result": result, "done": first_done,
                "pending": t("widgets.jass.weis.pending", lang) if not first_done else None}

    def _deal_events(self, deal: Deal, kind: type) -> list[Any]:
        return [event for event in self.match.events if event.deal == deal.number and isinstance(event, kind)]

    def _match_score_view(self, lang: str) -> dict[str, Any]:
        match = self.match
        scores = match.scores
        teams = []
        for team in TEAMS:
            points = scores[team]
            teams.append({
                "team": team, "name": t(f"core.side.{team}", lang),
                "who": t(f"widgets.jass.label.team_{team}", lang),
                "points": points, "target": match.target,
                "percent": round(min(100.0, 100.0 * points / match.target), 1),
                "winner": match.winner == team,
            })
        result = None
        if match.is_over:
            key = "jass.html.won_schneider" if match.schneider else "jass.html.won"
            result = t(key, lang, team=t(f"core.side.{match.winner}", lang))
        return {"title": t("widgets.jass.label.match_score", lang), "target": match.target,
                "target_text": t("widgets.jass.label.target", lang, target=match.target),
                "teams": teams, "over": match.is_over, "schneider": match.schneider,
                "schneider_text": t("widgets.jass.label.schneider", lang) if match.schneider else None,
                "result": result}

    def _deal_score_view(self, deal: Deal, lang: str) -> dict[str, Any] | None:
        if deal.contract is None:
            return None
        score = deal.score
        rows = [
            {"part": "cards", "label": t("jass.html.card_points", lang), **score.cards},
            {"part": "weis", "label": t("jass.html.weis", lang), **score.weis},
            {"part": "stoeck", "label": t("jass.html.stoeck", lang), **score.stoeck},
            {"part": "match", "label": t("jass.html.match_bonus", lang), **score.match_bonus},
        ]
        return {
            "title": t("jass.html.deal", lang, number=deal.number),
            "contract": t(f"jass.contract.{deal.contract}", lang),
            "rows": rows,
            "subtotal": {"label": t("widgets.jass.label.subtotal", lang), **score.base},
            "multiplier": {"label": t("jass.html.multiplier", lang), "text": factor_text(score.factor)},
            "total": {"label": t("jass.html.total", lang), **score.total},
            "complete": score.complete,
            "columns": [t(f"core.side.{team}", lang) for team in TEAMS],
            "note": t(f"widgets.jass.label.deal_{'complete' if score.complete else 'live'}", lang),
        }

    def _tricks_view(self, deal: Deal, lang: str) -> dict[str, Any]:
        rows = []
        for trick in deal.tricks:
            by_seat = dict(trick.cards)
            rows.append({"number": trick.number + 1, "leader": trick.leader,
                         "cards": [by_seat.get(seat) for seat in PLAY_ORDER],
                         "winner": seat_name(trick.winner or LEARNER, lang),
                         "team": team_of(trick.winner or LEARNER), "points": trick.points})
        return {"columns": [seat_name(seat, lang) for seat in PLAY_ORDER], "seats": list(PLAY_ORDER),
                "rows": rows}

    def _record_view(self, lang: str) -> dict[str, Any]:
        match = self.match
        after: dict[int, dict[str, int]] = {}
        for event in match.events:
            after[event.deal] = dict(event.scores)
        rows = []
        running = {"NS": 0, "EW": 0}
        for deal in match.deals:
            if deal.contract is None:
                continue
            running = after.get(deal.number, running)
            total = deal.score.total
            rows.append({
                "number": deal.number,
                "contract": t(f"jass.contract.{deal.contract}", lang),
                "code": deal.contract,
                "chooser": seat_name(deal.chooser, lang)
                + (" · " + t("jass.html.pushed", lang) if deal.pushed else ""),
                "factor": factor_text(deal.factor),
                "NS": total["NS"], "EW": total["EW"],
                "score": f"{running['NS']} : {running['EW']}",
                "complete": deal.is_done,
            })
        return {"columns": [t("widgets.jass.label.deal_no", lang), t("jass.html.contract", lang),
                            t("widgets.jass.label.chooser", lang), t("jass.html.multiplier", lang),
                            t("core.side.NS", lang), t("core.side.EW", lang),
                            t("widgets.jass.label.running", lang)],
                "rows": rows}

    def _actions_view(self, lang: str) -> dict[str, Any]:
        learner_turn = self.phase in ("contract", "play") and self.match.to_act == LEARNER
        return {
            "hint": {"text": t("widgets.bridge.action.hint", lang), "enabled": learner_turn},
            "confirm": {"text": t("widgets.bridge.action.confirm", lang),
                        "enabled": self._selected is not None},
            "new-deal": {"text": t("widgets.jass.action.next_deal", lang),
                         "enabled": self._review is not None},
            "new-match": {"text": t("widgets.jass.action.new_match", lang), "enabled": True},
        }


def _illegal_reason(deal: Deal, code: str, lang: str) -> str:
    """Why the learner may not play ``code`` now, in ``lang`` (the engine's own words)."""
    error = illegal_card_error(deal.state, parse_jass_card(code).index)
    return error.localized(lang) if error is not None else ""
