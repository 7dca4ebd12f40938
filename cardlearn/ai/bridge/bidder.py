"""Choosing a call: the first system rule that fits the hand and the auction, always a legal call."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from cardlearn.ai.bridge.auction_view import AuctionView
from cardlearn.ai.bridge.constraints import HandConstraints
from cardlearn.ai.bridge.evaluation import HandEval, evaluate
from cardlearn.ai.bridge.explain import Explanation, auction_view, explanation_of
from cardlearn.ai.bridge.legality import legal_calls
from cardlearn.ai.bridge.levels import resolve_bidding_level, system_for
from cardlearn.ai.bridge.rule import matching_blocks
from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import call_message, parse_call_code
from cardlearn.engine.bridge.table import parse_seat
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.seats import SEATS
from cardlearn.engine.validate import check_list
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:
    from cardlearn.engine.bridge import Game


@dataclass(frozen=True)
class Decision:
    """A chosen call with its explanation (the same one ``explain`` gives for it afterwards)."""

    call: str
    explanation: Explanation
    key: str = "ai_bridge.decision"

    @property
    def rule_id(self) -> str:
        """The system rule that chose the call."""
        return self.explanation.rule_id

    def text(self, lang: str | None = None) -> str:
        """``"1NT: 15–17 HCP, balanced"`` in ``lang``."""
        return self.message.text(lang)

    @property
    def message(self) -> Message:
        """The call and its reason as one lazy message."""
        return msg(self.key, call=call_message(parse_call_code(self.call)),
                   reason=self.explanation.meaning)

    def __repr__(self) -> str:
        return f"Decision({self.call!r}, {self.rule_id!r})"

    def _repr_html_(self) -> str:
        return self.explanation._repr_html_()


def decide(hand: HandEval, view: AuctionView, legal: frozenset[str], level: str | None = None) -> Decision:
    """The system's call for ``hand`` in ``view`` among the ``legal`` calls, at the learner's ``level``."""
    claimed: frozenset[str] = frozenset()  # calls an earlier open block gave a conventional meaning
    system = system_for(level)
    for blk, bound in matching_blocks(system, view):
        for rule in blk.rules:
            for b in rule.bindings_for(hand, view, bound):
                if not rule.applies(hand, view, b):
                    continue
                call = rule.call.make(view, b)
                if call is None or call not in legal or call in claimed:
                    continue
                # The meaning shown is this rule's own (not every rule that could make the call).
                return Decision(call, explanation_of(call, view, rule, b))
        if blk.closed and not blk.then:
            break
        claimed |= blk.claimed(view, bound, legal)
    call = "P" if "P" in legal else min(legal)
    return Decision(call, Explanation(call, msg("ai_bridge.meaning.no_rule"), HandConstraints(), "fallback", view.seat))


@checked
def choose_call(
    hand: Sequence[str],
    auction: Sequence[str],
    dealer: str = "S",
    vulnerability: str = "None",
    seat: str | None = None,
    level: str | None = None,
) -> Decision:
    """The call the system makes with ``hand`` (13 card codes) after ``auction``; always legal.

    Only this seat's cards and the calls are used. ``seat``, if given, must be
    the seat to act (a check against calling for the wrong player). ``level``
    is the learner's level (:mod:`.levels`; default ``"full"``): only its sections are used.
    """
    level = resolve_bidding_level(level)
    view = auction_view(check_list(auction, "auction"), dealer, vulnerability, level)
    if seat is not None and SEATS[parse_seat(seat)] != view.seat:
        raise IllegalAction("ai_bridge.error.not_your_turn", seat=msg(f"core.seat.{SEATS[parse_seat(seat)]}"),
                            turn=msg(f"core.seat.{view.seat}"))
    legal = legal_calls(view.calls, view.dealer)
    if not legal:
        raise IllegalAction("ai_bridge.error.auction_over")
    return decide(evaluate(hand), view, legal, level)


class BridgeBidder:
    """The bidding part of an AI bridge player.

    ``bidder.call(game)`` chooses the call for the seat to act in a
    :class:`~cardlearn.engine.bridge.Game`, looking only at that seat's hand
    and the calls; ``bidder.choose(hand, auction, ...)`` does the same from raw
    data. Neither makes the call: the caller passes it to ``game.call()``.
    ``level`` is the learner's level (:mod:`.levels`; default ``"full"``).
    """

    def __init__(self, level: str | None = None) -> None:
        self.level = resolve_bidding_level(level)

    def choose(self, hand: Sequence[str], auction: Sequence[str], dealer: str = "S",
               vulnerability: str = "None") -> Decision:
        """The call for ``hand`` after ``auction`` (see :func:`choose_call`)."""
        return choose_call(hand, auction, dealer, vulnerability, level=self.level)

    def call(self, game: Game) -> Decision:
        """The call for the seat to act in ``game`` (only its own hand is read)."""
        seat = game.to_act
        if seat is None or game.phase != "auction":
            raise IllegalAction("ai_bridge.error.auction_over")
        return choose_call(game.hand(seat), game.calls, game.dealer, game.vulnerability, seat, self.level)

    def __repr__(self) -> str:
        return f"BridgeBidder(level={self.level!r})"


@checked
def hint(game: Game, seat: str = "S", lang: str | None = None, level: str | None = None) -> Decision:
    """The call the system recommends for ``seat`` (the learner) now, with the reason.

    Render the reason with ``hint(...).text(lang)``; ``lang`` only checks the
    language code here, as the returned decision renders in any language.
    ``level``: the learner's level, so the hint uses only what the learner has met.
    """
    if lang is not None:
        from cardlearn.i18n import resolve_language

        resolve_language(lang)
    if game.phase != "auction":
        raise IllegalAction("ai_bridge.error.auction_over")
    seat = SEATS[parse_seat(seat)]
    decision = choose_call(game.hand(seat), game.calls, game.dealer, game.vulnerability, seat, level)
    return replace(decision, key="ai_bridge.hint")


