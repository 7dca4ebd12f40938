"""Sentences about an auction for the lessons: what a seat may call, whether it may double, the outcome.

Lessons print these instead of raw values (``W True``, ``['1H', 'P']``), so a
learner reads what happened in the language of the lesson. Every sentence is a
lazy :class:`~cardlearn.i18n.Message`; ``print`` renders it in the current language.
"""
from __future__ import annotations

from cardlearn.engine.bridge.calls import Call, Symbol, call_message
from cardlearn.engine.bridge.game import Game
from cardlearn.engine.seats import seat_message
from cardlearn.i18n import Message, msg

_SIDES = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


def _calls(calls: list[str]) -> list[Message | Symbol]:
    return [call_message(Call.parse(call).code) for call in calls]


def legal_calls_sentence(game: Game) -> Message:
    """Which calls the seat to act may make now, in order (pass, the bids, double, redouble)."""
    calls = game.legal_calls()
    return msg("engine.narrate.legal_calls", number=len(calls), seat=seat_message(game.to_act or game.dealer),
               calls=_calls(calls))


def double_sentence(game: Game) -> Message:
    """Whether the seat to act may double now, and if not, why not."""
    seat = game.to_act or game.dealer
    if "X" in game.legal_calls():
        return msg("engine.narrate.may_double", seat=seat_message(seat))
    return msg("engine.narrate.may_not_double", seat=seat_message(seat), reason=_why_no_double(game, seat))


def _why_no_double(game: Game, seat: str) -> Message:
    """The rule that keeps ``seat`` from doubling: no bid yet, partner's bid, or doubled already."""
    calls = game.calls
    bids = [index for index, call in enumerate(calls) if Call.parse(call).is_bid]
    if not bids:
        return msg("engine.narrate.no_double.no_bid")
    last = bids[-1]
    if _SIDES[game.auction.seat_of(last)] == _SIDES[seat]:
        return msg("engine.narrate.no_double.own_side")
    return msg("engine.narrate.no_double.doubled")


def auction_sentence(game: Game) -> Message:
    """The calls so far, in order, with the seat that made each."""
    made = [msg("engine.narrate.call_by", call=call_message(Call.parse(call).code),
                seat=seat_message(game.auction.seat_of(index))) for index, call in enumerate(game.calls)]
    if not made:
        return msg("engine.narrate.no_calls")
    return msg("engine.narrate.auction", calls=made)


def outcome_sentence(game: Game) -> Message:
    """How the auction ended: passed out, the contract with declarer and dummy, or not over yet."""
    if game.passed_out:
        return msg("engine.narrate.passed_out")
    contract = game.contract
    if contract is None or game.declarer is None or game.dummy is None:
        return msg("engine.narrate.not_over")
    return msg("engine.narrate.contract", contract=Symbol(contract.symbol),
               declarer=seat_message(game.declarer), dummy=seat_message(game.dummy))


__all__ = ["auction_sentence", "double_sentence", "legal_calls_sentence", "outcome_sentence"]
