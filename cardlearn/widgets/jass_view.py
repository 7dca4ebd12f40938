"""What the JassTable's front end draws: ``jass_view(state, lang)``, a plain function of the table's state.

Only what South may see: South's hand, the trick, the Weis as they are
announced, the scores and the record. Every string is already translated;
legal cards come from the engine, so the front end never decides a rule.
The table holds the match log and the pacing; each time it syncs it hands
its :class:`JassState` to :func:`jass_view`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardlearn.engine.cards import card_name, parse_jass_card
from cardlearn.engine.jass import (
    MULTIPLIERS,
    Deal,
    DealEndEvent,
    Match,
    MatchBonusEvent,
    MatchEndEvent,
    StoeckEvent,
    TrickEvent,
    WeisEvent,
    best_weis,
)
from cardlearn.engine.jass.play import illegal_card_error
from cardlearn.engine.jass.record import deal_scores
from cardlearn.engine.jass.rules import NEXT_SEAT
from cardlearn.engine.seats import SEATS, seat_message, side_message
from cardlearn.i18n import Message, msg, ngettext, t
from cardlearn.widgets.jass_picture import picture_view
from cardlearn.widgets.table_parts import (
    LEARNER,
    PARTNER,
    action,
    optional_text,
    playable_cards,
    seat_name,
    spoken,
    table_roles,
    trick_cards,
)

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
LABELS = {
    "weis": "jass.html.weis", "contract": "jass.html.contract", "points": "jass.html.points",
    "record": "widgets.jass.label.record", "tricks": "widgets.bridge.label.record",
    "trick_no": "widgets.bridge.label.trick_no", "winner": "widgets.bridge.label.winner",
    "hand": "jass.html.hand",
}
"""The view's fixed labels: name → catalog key (shared words come from the jass and bridge domains)."""


def weis_summary(deal: Deal, lang: str) -> list[str]:
    """The Weis of a deal after its first trick, sentence by sentence, in ``lang`` (see :func:`weis_sentences`)."""
    return [sentence.text(lang) for sentence in weis_sentences(deal)]


def weis_sentences(deal: Deal) -> list[Message]:
    """The Weis of a deal after its first trick, sentence by sentence: announced, counted, kept quiet.

    Only announced combinations count, so the sentence about the scoring team
    names the players whose Weis it counts (one or both), and a Weis the learner
    kept quiet is named as not counted.
    """
    report = deal.weis
    assert report is not None and deal.contract is not None  # after the first trick
    sentences = [report.message]
    if report.winner is not None:
        base = report.points[report.winner]
        numbers: dict[str, Any] = {"base": base, "factor": deal.factor, "points": base * deal.factor,
                   "team": side_message(report.winner)}
        counted = [seat for seat in PLAY_ORDER if seat in report.winner and report.by_seat[seat]]
        if len(counted) == 2:
            sentences.append(msg("widgets.jass.weis.scored_both", **numbers))
        else:
            sentences.append(msg("widgets.jass.weis.scored_one", seat=seat_message(counted[0]), **numbers))
    quiet = withheld_weis(deal, LEARNER)
    if quiet:
        # A list parameter renders comma-separated.
        sentences.append(msg("widgets.jass.weis.withheld", weis=[
            msg("widgets.jass.weis.item", weis=combo.message, points=combo.points) for combo in quiet]))
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


def contract_choices(match: Match) -> list[str]:
    """What the learner may choose now: the contracts, and the push until it was used."""
    return [choice for choice in CHOICES if choice != "push" or not match.pushed]


def _no_part(lang: str) -> dict[str, Any] | None:
    return None


LearnerWeis = tuple[list[Any], set[int]]
"""The learner's Weis combinations and the indices announced, while the learner may still decide."""


@dataclass(frozen=True)
class JassState:
    """What a Schieber table holds that its view shows; the table builds one each time it syncs.

    ``review`` is the review panel's part of the view, as a function of the language that the table owns.
    """

    match: Match
    deal: Deal  # the deal on the table: the finished one while its score is shown
    phase: str  # "contract", "play", "deal_over" or "over"
    screen: str = "table"
    match_number: int = 1
    announcements: Sequence[Message] = ()
    hint: Message | None = None
    selected: str | None = None
    deal_over: int | None = None  # the finished deal whose score is shown until "new-deal"
    one_click: bool = False
    can_undo: bool = False
    weis: LearnerWeis | None = None
    start_scores: Mapping[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    review: Callable[[str], dict[str, Any] | None] = _no_part


def jass_view(state: JassState, lang: str) -> dict[str, Any]:
    """Everything the front end draws, in ``lang``; only what South may see."""
    match, deal, phase = state.match, state.deal, state.phase
    to_act = match.to_act if phase in ("contract", "play") else None
    view: dict[str, Any] = {
        "phase": phase,
        "turn": to_act,
        "deal_number": deal.number,
        "match_number": state.match_number,
        "labels": {name: t(key, lang) for name, key in LABELS.items()},
        "status": status_text(state, lang),
        "seats": seats_view(match, deal, to_act, lang),
        "hands": hands_view(state, to_act, lang),
        "contract": contract_view(deal, lang),
        "contract_choice": choice_view(match, lang) if phase == "contract" and to_act == LEARNER else None,
        "trick": trick_view(deal, lang),
        "weis": weis_view(deal, lang),
        "match_score": match_score_view(match, lang),
        "deal_score": deal_score_view(deal, lang),
        "tricks": tricks_view(deal, lang),
        "record": record_view(match, lang),
        "selected": state.selected,
        "hint": optional_text(state.hint, lang),
        "announce": spoken(state.announcements, lang),
        "actions": actions_view(state, lang),
        "one_click": state.one_click,
        "undo": action("widgets.bridge.action.undo", state.can_undo, lang),
        "weis_choice": weis_choice_view(state.weis, lang),
        "review": state.review(lang),
        "picture": picture_view(match, dict(state.start_scores), lang),
    }
    if state.screen == "rules":
        view["rules"] = rules_view(lang)
    return view


def _won_text(match: Match, lang: str) -> str:
    key = "jass.html.won_schneider" if match.schneider else "jass.html.won"
    return t(key, lang, team=t(f"core.side.{match.winner}", lang))


def status_text(state: JassState, lang: str) -> str:
    """The status line: the match's end, a finished deal, or who is to choose or play."""
    match = state.match
    if match.is_over:
        return _won_text(match, lang)
    if state.deal_over is not None:
        return t("widgets.jass.status.deal_over", lang, number=state.deal_over,
                 action=t("widgets.jass.action.next_deal", lang))
    seat = match.to_act or LEARNER
    if match.phase == "contract":
        if seat == LEARNER:
            return t("widgets.jass.status.choose_pushed" if match.pushed else "widgets.jass.status.choose", lang)
        return t("widgets.jass.status.seat_chooses", lang, seat=seat_name(seat, lang))
    if seat != LEARNER:
        return t("widgets.bridge.status.seat_plays", lang, seat=seat_name(seat, lang))
    if state.selected is not None:
        return t("widgets.bridge.status.confirm", lang, card=card_name(state.selected, lang, "jass"))
    return t("widgets.bridge.status.your_card", lang)


def deal_events(match: Match, deal: Deal, kind: type) -> list[Any]:
    """The match's events of ``kind`` in ``deal``."""
    return [event for event in match.events if event.deal == deal.number and isinstance(event, kind)]


def seats_view(match: Match, deal: Deal, to_act: str | None, lang: str) -> dict[str, Any]:
    """Each seat: its name, team, roles, turn, whether it chose the contract, its Stöck."""
    stoeck = {event.seat for event in deal_events(match, deal, StoeckEvent)}
    seats = {}
    for seat in SEATS:
        roles = table_roles(seat, lang)
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


def hands_view(state: JassState, to_act: str | None, lang: str) -> dict[str, Any]:
    """South's hand face up (playable on its turn), the others as counts of backs."""
    deal, match = state.deal, state.match
    hands = deal.hands
    hands_view: dict[str, Any] = {}
    for seat in SEATS:
        cards = hands[seat]
        if seat != LEARNER:
            hands_view[seat] = {"face_up": False, "count": len(cards), "cards": [],
                                "label": ngettext("widgets.jass.label.hand_backs", len(cards), lang,
                                                  seat=seat_name(seat, lang))}
            continue
        active = to_act == LEARNER and match.phase == "play" and state.deal_over is None
        legal = set(match.legal_cards(LEARNER)) if active else set()
        shown = playable_cards(cards, "jass", lang, active, legal,
                               lambda code: _illegal_reason(deal, code, lang), state.selected)
        hands_view[seat] = {"face_up": True, "count": len(cards), "cards": shown, "active": active,
                            "label": seat_name(seat, lang)}
    return hands_view


def contract_view(deal: Deal, lang: str) -> dict[str, Any] | None:
    """The deal's contract, its multiplier and who chose it (pushed or not)."""
    contract = deal.contract
    if contract is None:
        return None
    by = t("widgets.jass.label.chosen_by_pushed" if deal.pushed else "widgets.jass.label.chosen_by",
           lang, seat=seat_name(deal.chooser, lang))
    return {"code": contract, "text": t(f"jass.contract.{contract}", lang), "factor": deal.factor,
            "factor_text": factor_text(deal.factor), "chooser": deal.chooser, "pushed": deal.pushed,
            "by": by}


def choice_view(match: Match, lang: str) -> dict[str, Any]:
    """The contract buttons while South chooses: each contract with its multiplier, and the push."""
    choices: list[dict[str, Any]] = []
    for value in contract_choices(match):
        if value == "push":
            choices.append({"value": value, "text": t("widgets.jass.action.push", lang),
                            "detail": t("widgets.jass.label.push_detail", lang, seat=seat_name(PARTNER, lang)),
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


def trick_view(deal: Deal, lang: str) -> dict[str, Any] | None:
    """The trick on the table (the last finished one, with its points, between tricks)."""
    trick = deal.trick
    finished = False
    if not trick.cards and deal.tricks:
        trick, finished = deal.tricks[-1], True
    if not trick.cards:
        return None
    caption = t("widgets.bridge.trick.number", lang, number=trick.number + 1)
    points = None
    if finished and trick.winner is not None:
        points = trick.points
        caption = ngettext("widgets.jass.trick.won", trick.points or 0, lang,
                           seat=seat_name(trick.winner, lang), number=trick.number + 1)
    return {"number": trick.number + 1, "leader": trick.leader, "winner": trick.winner,
            "points": points, "cards": trick_cards(trick.cards, "jass", lang), "caption": caption}


def weis_view(deal: Deal, lang: str) -> dict[str, Any] | None:
    """The Weis as the table hears them: each seat's at its first card, all of the scoring team's after trick 1."""
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


def weis_choice_view(weis: LearnerWeis | None, lang: str) -> dict[str, Any] | None:
    """The learner's Weis decisions (announce or keep quiet), while they may still be made."""
    if weis is None:
        return None
    combos, announced = weis
    return {"title": t("widgets.review.weis.title", lang),
            "note": t("widgets.review.weis.note", lang),
            "items": [{"index": i, "text": combo.name(lang), "points": combo.points,
                       "announce": i in announced,
                       "label": t("widgets.review.weis.announce", lang, weis=combo.name(lang),
                                  points=combo.points)}
                      for i, combo in enumerate(combos)]}


def match_score_view(match: Match, lang: str) -> dict[str, Any]:
    """Both teams' points towards the target, and the result once the match is over."""
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
    return {"title": t("widgets.jass.label.match_score", lang), "target": match.target,
            "target_text": t("widgets.jass.label.target", lang, target=match.target),
            "teams": teams, "over": match.is_over, "schneider": match.schneider,
            "schneider_text": t("widgets.jass.label.schneider", lang) if match.schneider else None,
            "result": _won_text(match, lang) if match.is_over else None}


def deal_score_view(deal: Deal, lang: str) -> dict[str, Any] | None:
    """The deal's score by parts (cards, Weis, Stöck, match bonus), multiplied, per team."""
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


def tricks_view(deal: Deal, lang: str) -> dict[str, Any]:
    """The deal's finished tricks, one row each, cards in play order from South."""
    rows = []
    for trick in deal.tricks:
        by_seat = dict(trick.cards)
        rows.append({"number": trick.number + 1, "leader": trick.leader,
                     "cards": [by_seat.get(seat) for seat in PLAY_ORDER],
                     "winner": seat_name(trick.winner or LEARNER, lang),
                     "team": team_of(trick.winner or LEARNER), "points": trick.points})
    return {"columns": [seat_name(seat, lang) for seat in PLAY_ORDER], "seats": list(PLAY_ORDER), "rows": rows}


def record_view(match: Match, lang: str) -> dict[str, Any]:
    """The match's deals so far: contract, chooser, multiplier, points and the running score."""
    rows = []
    for deal, running in deal_scores(match):
        if deal.contract is None:
            continue
        total = deal.score.total
        rows.append({
            "number": deal.number,
            "contract": t(f"jass.contract.{deal.contract}", lang),
            "code": deal.contract,
            "chooser": seat_name(deal.chooser, lang) + (" · " + t("jass.html.pushed", lang) if deal.pushed else ""),
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


def actions_view(state: JassState, lang: str) -> dict[str, Any]:
    """The toolbar: hint (the learner's turn), confirm (a card selected), next deal, new match."""
    learner_turn = state.phase in ("contract", "play") and state.match.to_act == LEARNER
    return {
        "hint": action("widgets.bridge.action.hint", learner_turn, lang),
        "confirm": action("widgets.bridge.action.confirm", state.selected is not None, lang),
        "new-deal": action("widgets.jass.action.next_deal", state.deal_over is not None, lang),
        "new-match": action("widgets.jass.action.new_match", True, lang),
    }


def event_message(event: Any, match: Match) -> Message | None:
    """What the table says when the engine credits ``event`` (None for events it shows otherwise)."""
    if isinstance(event, TrickEvent):
        return msg("widgets.jass.trick.won", event.points, seat=msg(f"core.seat.{event.winner}"),
                   number=event.trick)
    if isinstance(event, WeisEvent):
        return msg("widgets.jass.announce.weis", team=msg(f"core.side.{event.team}"), points=event.points,
                   result=event.report.message if event.report is not None else "")
    if isinstance(event, StoeckEvent):
        return msg("widgets.jass.announce.stoeck", seat=msg(f"core.seat.{event.seat}"), points=event.points)
    if isinstance(event, MatchBonusEvent):
        return msg("widgets.jass.announce.match_bonus", team=msg(f"core.side.{event.team}"),
                   points=event.points)
    if isinstance(event, DealEndEvent):
        return msg("widgets.jass.announce.deal_end", number=event.deal, ns_name=msg("core.side.NS"),
                   ns=event.scores["NS"], ew_name=msg("core.side.EW"), ew=event.scores["EW"])
    if isinstance(event, MatchEndEvent):
        key = "jass.html.won_schneider" if event.schneider else "jass.html.won"
        return msg(key, team=msg(f"core.side.{event.team}"))
    return None


def _illegal_reason(deal: Deal, code: str, lang: str) -> str:
    """Why the learner may not play ``code`` now, in ``lang`` (the engine's own words)."""
    error = illegal_card_error(deal.state, parse_jass_card(code).index)
    return error.localized(lang) if error is not None else ""


__all__ = ["CHOICES", "LEARNER", "PARTNER", "PLAY_ORDER", "RULES_SECTIONS", "TEAMS", "JassState", "LearnerWeis",
           "actions_view", "choice_view", "contract_choices", "contract_view", "deal_events", "deal_score_view", "event_message",
           "factor_text", "hands_view", "jass_view", "match_score_view", "record_view", "rules_view", "seat_name",
           "seats_view", "status_text", "team_of", "trick_view", "tricks_view", "weis_choice_view", "weis_sentences", "weis_summary",
           "weis_view", "withheld_weis"]
