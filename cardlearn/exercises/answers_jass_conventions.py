"""The Schieber conventions topic: the card a convention asks for, from the AI's own rules.

No rule is written here: :mod:`cardlearn.ai.jass.teaching` builds South's view of
the position and names the convention's card; this module words it for a learner.
"""
from __future__ import annotations

from typing import Any

from cardlearn.ai.jass.teaching import convention_play, position_view
from cardlearn.engine.cards import JASS_DECK, card_message, parse_jass_card
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.jass.play import illegal_card_error, mask_of
from cardlearn.exercises.solution import Solution, Unanswerable
from cardlearn.i18n import Message, msg


def jass_convention(kind: str, s: dict[str, Any]) -> Solution:
    """The card South plays by ``convention`` after ``play`` and ``trick``, with the convention's words."""
    name = s["convention"]
    if len(s["play"]) % 4:
        raise Unanswerable(msg("exercises_jass_teach.error.play_tricks", cards=len(s["play"])))
    try:
        mask_of([*s["hand"], *s["play"], *s["trick"]])  # one card cannot be in two places
        position = position_view(s["hand"], s["contract"], [*s["play"], *s["trick"]],
                                 s["forehand"], s["pushed"])
    except CardlearnError as error:
        raise Unanswerable(error.message) from None
    view, state = position.view, position.state
    if view is None or state is None:
        assert position.problem is not None
        raise Unanswerable(position.problem)
    card = convention_play(view, name)
    convention = msg(f"ai_jass_card.{name}.name")
    if card is None:
        raise Unanswerable(msg("exercises_jass_teach.error.not_applicable", convention=convention))
    answer = str(JASS_DECK[card])
    lines = (msg("exercises_jass_teach.explain", card=card_message(answer, "jass"), convention=convention),
             msg(f"ai_jass_card.{name}.give"), msg(f"ai_jass_card.{name}.read"))

    def reason(given: Any) -> Message:
        # An illegal card is told the rule it breaks; a legal one the convention (never the card).
        error = illegal_card_error(state, parse_jass_card(str(given)).index)
        if error is not None:
            return error.message
        return msg("exercises_jass_teach.why.convention", convention=convention,
                   rule=msg(f"ai_jass_card.{name}.give"))

    return Solution(answer, lines, reason, reason_safe=True)


__all__ = ["jass_convention"]
