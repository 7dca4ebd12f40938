"""Turning the core's raw problems (codes, seat and card ints) into localized exceptions."""
from __future__ import annotations

from typing import Any

from cardlearn.engine.bridge.calls import (
    DOUBLE,
    LAST_BID,
    PASS,
    REDOUBLE,
    Symbol,
    call_message,
    call_symbol,
)
from cardlearn.engine.bridge.fast import AUCTION, PLAY, Core, mask_cards
from cardlearn.engine.cards import BRIDGE_DECK, suit_message
from cardlearn.engine.errors import CardlearnError, IllegalCall, IllegalCard
from cardlearn.engine.seats import seat_message
from cardlearn.i18n import Message, msg


def card_symbol(card: int) -> Symbol:
    """A card with its suit symbol (``♥A``)."""
    return Symbol(BRIDGE_DECK[card].symbol)


def allowed_calls(core: Core) -> list[Message]:
    """What the seat to act may call, as a short list: pass, double/redouble, bids from the lowest."""
    allowed = []
    codes = core.legal_call_codes()
    if PASS in codes:
        allowed.append(msg("bridge.allowed.pass"))
    if DOUBLE in codes:
        allowed.append(msg("bridge.allowed.double"))
    if REDOUBLE in codes:
        allowed.append(msg("bridge.allowed.redouble"))
    lowest = core.lowest_bid()
    if lowest <= LAST_BID:
        allowed.append(msg("bridge.allowed.bids", lowest=call_symbol(lowest)))
    return allowed


def call_error(core: Core, key: str, params: dict[str, Any]) -> CardlearnError:
    """The :class:`IllegalCall` for a problem found by ``Core.call_problem``."""
    shown: dict[str, Any] = {}
    if "call" in params:
        shown["call"] = call_message(params["call"])
    if "last" in params:
        shown["last"] = Symbol(call_symbol(params["last"]))
    if "bidder" in params:
        shown["seat"] = seat_message(params["bidder"])
    if core.phase == AUCTION:
        shown["allowed"] = allowed_calls(core)
    return IllegalCall(key, **shown)


def card_error(core: Core, key: str, params: dict[str, Any]) -> CardlearnError:
    """The :class:`IllegalCard` for a problem found by ``Core.card_problem``."""
    shown: dict[str, Any] = {}
    if "card" in params:
        shown["card"] = card_symbol(params["card"])
    if "seat" in params:
        shown["seat"] = seat_message(params["seat"])
    if "owner" in params:
        shown["owner"] = seat_message(params["owner"])
    if "suit" in params:
        shown["suit"] = suit_message("SHDC"[params["suit"]])
    if core.phase == PLAY:
        shown["cards"] = [card_symbol(card) for card in mask_cards(core.legal_mask())]
    elif core.phase == AUCTION:
        shown["allowed"] = allowed_calls(core)
    return IllegalCard(key, **shown)


def turn_error(core: Core, seat: int, error: type[CardlearnError]) -> CardlearnError:
    """The error for ``seat`` trying to act out of turn (the dummy never plays its own cards)."""
    if core.phase == PLAY and seat == core.dummy:
        return error("bridge.error.dummy_does_not_play", seat=seat_message(seat),
                     declarer=seat_message(core.declarer))
    return error("bridge.error.not_your_turn", seat=seat_message(seat),
                 to_act=seat_message(core.controller))
