"""The Schieber topics: each asks the engine (trick winners, legal cards, card points, Weis) and words its answer.

No rule is written here; see :mod:`cardlearn.exercises.answers`.
"""
from __future__ import annotations

from functools import cmp_to_key
from typing import Any

from cardlearn.engine import jass
from cardlearn.engine.cards import (
    card_message,
    parse_jass_card,
)
from cardlearn.engine.jass.play import illegal_card_error, mask_of, trick_position, trick_rule
from cardlearn.engine.jass.rules import (
    DEAL_POINTS,
    LAST_TRICK_BONUS,
    NEXT_SEAT,
    SCHNEIDER_BELOW,
    SUITS,
    contract_number,
    multiplier,
)
from cardlearn.engine.seats import seat_message, side_message
from cardlearn.exercises.solution import Solution, Unanswerable, jass_cards
from cardlearn.i18n import Message, msg

# --- jass ----------------------------------------------------------------------------------------


def _contract_message(contract: str) -> Message:
    return msg(f"jass.contract.{contract}")


def jass_trick_winner(kind: str, s: dict[str, Any]) -> Solution:
    """The card that wins the trick under the contract, and the rule that decides."""
    trick, contract = s["trick"], s["contract"]
    if len(trick) < 2:
        raise Unanswerable(msg("exercises.error.trick_too_short"))
    card = trick[jass.trick_winner(trick, contract)]
    why = trick_rule(trick, contract)
    return Solution(card, (why,), lambda answer: why)


def jass_legal_cards(kind: str, s: dict[str, Any]) -> Solution:
    """The cards of the hand that may be played to the trick, with the rule that limits them."""
    hand, trick, contract = s["hand"], s["trick"], s["contract"]
    if len(trick) > 3:
        raise Unanswerable(msg("exercises.error.trick_full"))
    legal = jass.legal_cards(hand, trick, contract)
    state = trick_position(trick, contract, mask_of(hand))

    def problem(card: str) -> Message | None:
        error = illegal_card_error(state, parse_jass_card(card).index)
        return None if error is None else error.message

    number = contract_number(contract)
    notes: list[Any] = []
    if not trick:
        notes.append(msg("exercises.explain.legal.lead_you"))
    elif len(legal) == len(hand):
        trump = SUITS[number] if number < 4 else None
        trumps = [card for card in hand if card[0] == trump]
        if trump and trick[0][0] == trump and trumps == [trump + "U"]:
            notes.append(msg("exercises.explain.legal.bare_buur", card=card_message(trumps[0], "jass")))
        else:
            notes.append(msg("exercises.explain.legal.any"))
    else:
        illegal = next(card for card in hand if card not in legal)
        notes.append(problem(illegal))
    notes.append(msg("exercises.explain.legal.cards", cards=jass_cards(legal)))
    if kind == "true_false":
        if s["card"] is None:
            raise Unanswerable(msg("exercises.error.need_field", field="card"))
        if s["card"] not in hand:
            raise Unanswerable(msg("exercises.error.card_not_in_hand", card=card_message(s["card"], "jass")))
        why = problem(s["card"]) or msg("exercises.explain.card_legal",
                                         card=card_message(s["card"], "jass"))
        # The rule behind the answer once: the engine's reason may already be among the notes.
        lines = [why] + [note for note in notes if note.text("en") != why.text("en")]
        return Solution(s["card"] in legal, tuple(lines) if trick else (why,), lambda answer: why)
    return Solution(frozenset(legal), tuple(notes), problem)


def jass_card_points(kind: str, s: dict[str, Any]) -> Solution:
    """The card points of some cards under the contract (plus 5 for the last trick)."""
    contract = s["contract"]
    lines = [msg("exercises.explain.points.card", card=card_message(card, "jass"),
                 points=jass.card_points(card, contract)) for card in s["cards"]]
    total = sum(jass.card_points(card, contract) for card in s["cards"])
    if s["last_trick"]:
        total += LAST_TRICK_BONUS
        lines.append(msg("exercises.explain.points.last_trick", points=LAST_TRICK_BONUS))
    head = msg("exercises.explain.points.head", contract=_contract_message(contract))
    why = msg("exercises.why.points", contract=_contract_message(contract))
    return Solution(total, (head, *lines, msg("exercises.explain.points.total", total=total)),
                    lambda answer: why, reason_safe=True)


def jass_remaining_points(kind: str, s: dict[str, Any]) -> Solution:
    """The other team's card points: every deal is worth the same total."""
    points = s["points"]
    if not 0 <= points <= DEAL_POINTS:
        raise Unanswerable(msg("exercises.error.points_range", total=DEAL_POINTS))
    why = msg("exercises.explain.remaining", total=DEAL_POINTS, points=points,
              answer=DEAL_POINTS - points)
    reason = msg("exercises.why.remaining")
    return Solution(DEAL_POINTS - points, (why,), lambda answer: reason, reason_safe=True)


def jass_multiplier(kind: str, s: dict[str, Any]) -> Solution:
    """The contract's multiplier."""
    factor = multiplier(s["contract"])
    why = msg("exercises.explain.multiplier", contract=_contract_message(s["contract"]),
              factor=factor)
    reason = msg("exercises.why.multiplier")
    return Solution(factor, (why,), lambda answer: reason)


def jass_multiplied(kind: str, s: dict[str, Any]) -> Solution:
    """Points times the contract's multiplier."""
    factor = multiplier(s["contract"])
    answer = s["points"] * factor
    why = msg("exercises.explain.multiplied", contract=_contract_message(s["contract"]),
              factor=factor, points=s["points"], answer=answer)
    reason = msg("exercises.why.multiplier")
    return Solution(answer, (why,), lambda given: reason, reason_safe=True)


def jass_card_order(kind: str, s: dict[str, Any]) -> Solution:
    """Cards of one suit from the strongest to the weakest under the contract."""
    cards, contract = s["cards"], s["contract"]
    if len(cards) < 2 or len({card[0] for card in cards}) != 1:
        raise Unanswerable(msg("exercises.error.one_suit"))
    # The engine's trick winner is the one comparison: the card that beats the other in a trick.
    def stronger_first(a: str, b: str) -> int:
        return -1 if jass.trick_winner([a, b], contract) == 0 else 1

    order = sorted(cards, key=cmp_to_key(stronger_first))
    why = msg("exercises.explain.card_order", contract=_contract_message(contract),
              cards=jass_cards(order))
    reason = msg("exercises.why.card_order", contract=_contract_message(contract))
    return Solution(tuple(order), (why,), lambda answer: reason, reason_safe=True, items=tuple(cards))


def jass_next_seat(kind: str, s: dict[str, Any]) -> Solution:
    """The seat that plays after ``seat``: Schieber goes round counter-clockwise."""
    seat = s["seat"]
    after = NEXT_SEAT[seat]
    order = [seat]
    while len(order) < 5:
        order.append(NEXT_SEAT[order[-1]])
    why = msg("exercises.explain.next_seat", seat=seat_message(seat), next=seat_message(after),
              order=_SeatOrder(order))
    return Solution(after, (why,), lambda answer: why)


class _SeatOrder:
    """Seats in turn order as a message parameter: "South → East → North → West → South"."""

    def __init__(self, seats: list[str]) -> None:
        self.seats = seats

    def text(self, lang: str | None = None) -> str:
        """The seats in ``lang``."""
        return " → ".join(seat_message(seat).text(lang) for seat in self.seats)


def _weis_report(s: dict[str, Any]) -> tuple[jass.WeisReport, str]:
    """The engine's Weis comparison and the team that scores (there must be one)."""
    report = jass.weis_report(s["hands"], s["contract"], s["forehand"])
    if report.winner is None:
        raise Unanswerable(msg("exercises.error.no_weis"))
    return report, report.winner


def _weis_lines(report: jass.WeisReport) -> list[Message]:
    lines = []
    for seat in report.winner or "":
        for weis in report.by_seat[seat]:
            lines.append(msg("exercises.explain.weis.line", seat=seat_message(seat),
                             weis=weis.message, points=weis.points))
    return lines


def jass_weis_winner(kind: str, s: dict[str, Any]) -> Solution:
    """The team that scores its Weis, with the engine's comparison chain."""
    report, winner = _weis_report(s)
    scores = msg("exercises.explain.weis.scores", team=side_message(winner))
    return Solution(winner, (report.message, scores), lambda answer: report.message)


def jass_weis_points(kind: str, s: dict[str, Any]) -> Solution:
    """The Weis points the scoring team gets (optionally times the multiplier)."""
    report, winner = _weis_report(s)
    base = report.points[winner]
    lines: list[Any] = [report.message, *_weis_lines(report),
                        msg("exercises.explain.weis.total", team=side_message(winner),
                            points=base)]
    answer = base
    if s["multiplied"]:
        factor = multiplier(s["contract"])
        answer = base * factor
        lines.append(msg("exercises.explain.multiplied", contract=_contract_message(s["contract"]),
                         factor=factor, points=base, answer=answer))
    reason = msg("exercises.why.weis_points")
    return Solution(answer, tuple(lines), lambda given: reason, reason_safe=True)


def jass_schneider(kind: str, s: dict[str, Any]) -> Solution:
    """Whether a finished match is Schneider: the engine's rule on the two final scores."""
    winner, loser, target = s["winner_points"], s["loser_points"], s["target"]
    if not 0 <= loser < target <= winner:
        raise Unanswerable(msg("exercises.error.schneider_scores", target=target))
    answer = jass.is_schneider(winner, loser, target)
    key = "exercises.explain.schneider.yes" if answer else "exercises.explain.schneider.no"
    why = msg(key, winner=winner, loser=loser, target=target, below=SCHNEIDER_BELOW)
    reason = msg("exercises.why.schneider", target=target, below=SCHNEIDER_BELOW)
    return Solution(answer, (why,), lambda given: reason)
