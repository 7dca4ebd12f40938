"""The players behind the AI seats of a table: a small protocol and the adapters to cardlearn.ai.

A table asks ``player.choose_call(game, seat)`` and ``player.choose_card(game,
seat)`` and then makes the move itself through the engine, so a player never
changes the game. The AI modules are optional imports: the widgets work (with
simpler stand-ins) while an AI part is missing.
"""
from __future__ import annotations

import types
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from cardlearn.engine.arguments import checked
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.engine.bridge import Game


_AI_HOMES = {"choose_call": "bidder", "hint": "bidder", "explain": "explain",
             "choose_card": "play", "card_hint": "play", "resolve_ai_level": "strength"}


def _bridge_ai(name: str) -> Any:
    """``cardlearn.ai.bridge.<name>`` (or the submodule that defines it) if it exists, else None."""
    try:
        import importlib

        import cardlearn.ai.bridge as package

        found = getattr(package, name, None)
        if isinstance(found, types.ModuleType):  # ``explain`` is also a submodule's name
            found = getattr(found, name, None)
        if found is None and name in _AI_HOMES:
            found = getattr(importlib.import_module(f"cardlearn.ai.bridge.{_AI_HOMES[name]}"), name, None)
        return found
    except Exception:  # noqa: BLE001 - an AI part still being written must not take the table down with it
        return None


@runtime_checkable
class BridgePlayer(Protocol):
    """A bridge player: chooses a call or a card for ``seat`` (it never makes the move)."""

    def choose_call(self, game: Game, seat: str) -> str:
        """The call for ``seat``, which is to act in the auction."""
        ...

    def choose_card(self, game: Game, seat: str) -> str:
        """The card ``seat`` plays (for the dummy's seat: chosen by the declarer)."""
        ...


class PassingCallPlayer:
    """Stand-in bidder used only while ``cardlearn.ai.bridge.choose_call`` is missing: always passes."""

    def choose_call(self, game: Game, seat: str) -> str:
        """Pass (always legal in the auction)."""
        return "P"

    def __repr__(self) -> str:
        return "PassingCallPlayer()"


class FirstLegalCardPlayer:
    """TEMPORARY stand-in for the card-play AI (not written yet): plays the first legal card.

    Deterministic and always legal, so tables and tests work; replace it by the
    card-play AI (``cardlearn.ai.bridge.choose_card``), which
    :class:`AIBridgePlayer` picks up automatically once it exists.
    """

    def choose_card(self, game: Game, seat: str) -> str:
        """The first of ``game.legal_cards()`` (spades first, high to low)."""
        return game.legal_cards()[0]

    def __repr__(self) -> str:
        return "FirstLegalCardPlayer()"


class AIBridgePlayer:
    """The AI seat: calls from the bidding AI, cards from the card-play AI (or the stand-ins).

    ``level`` is the card player's strength, ``"full"``, ``"budget"`` or
    ``"heuristic"`` (default: the environment variable ``CARDLEARN_AI``, else
    ``"full"``); an unknown level raises a localized error naming the allowed ones.
    ``bidding`` is the learner's level of the bidding system (``"openings"`` …
    ``"full"``, see :mod:`cardlearn.ai.bridge.levels`).
    """

    @checked
    def __init__(self, level: str | None = None, bidding: str | None = None) -> None:
        self.bidding = resolve_bidding(bidding)
        self._choose_call = _bridge_ai("choose_call")
        self._choose_card = _bridge_ai("choose_card")
        resolve = _bridge_ai("resolve_ai_level")
        self.level: str | None = resolve(level) if resolve is not None else None
        self._passing = PassingCallPlayer()
        self._first_legal = FirstLegalCardPlayer()

    def choose_call(self, game: Game, seat: str) -> str:
        """The bidding AI's call for ``seat`` (from its own hand and the calls only)."""
        if self._choose_call is None:
            return self._passing.choose_call(game, seat)
        decision = self._choose_call(game.hand(seat), game.calls, game.dealer, game.vulnerability, seat,
                                     level=self.bidding)
        return str(getattr(decision, "call", decision))

    def choose_card(self, game: Game, seat: str) -> str:
        """The card-play AI's card, or the first legal card while that AI does not exist."""
        if self._choose_card is None:
            return self._first_legal.choose_card(game, seat)
        # The AI is asked for the seat that chooses (the declarer also for the dummy).
        extra = {"bidding": self.bidding} if self.bidding != "full" else {}  # a stand-in AI may not know levels
        if self.level is None:
            decision = self._choose_card(game, game.controller, **extra)
        else:
            decision = self._choose_card(game, game.controller, level=self.level, **extra)
        return str(getattr(decision, "card", decision))

    def __repr__(self) -> str:
        return f"AIBridgePlayer(level={self.level!r}, bidding={self.bidding!r})"


def resolve_bidding(level: str | None) -> str:
    """The learner's bidding level checked (None: ``"full"``); a localized error names the allowed ones."""
    from cardlearn.ai.bridge.levels import resolve_bidding_level

    return resolve_bidding_level(level)


def explain_call(calls: Sequence[str], index: int, dealer: str, vulnerability: str,
                 hand: Sequence[str] | None = None, level: str | None = None) -> Message | None:
    """What call ``calls[index]`` means in the AI's system (at the learner's ``level``), or None without it.

    ``hand`` (the caller's cards, for an AI seat) narrows the meaning to the rule that chose the call.
    """
    explain = _bridge_ai("explain")
    if explain is None:
        return None
    try:
        if hand is not None:
            return explain(list(calls), index, dealer, vulnerability, hand=list(hand), level=level).meaning
        return explain(list(calls), index, dealer, vulnerability, level=level).meaning
    except Exception:  # noqa: BLE001 - an explanation is a help text; a gap in it must never break the table
        return None


def call_hint(game: Game, seat: str = "S", level: str | None = None) -> Message:
    """The recommended call for the learner at ``level`` with its reason (a plain suggestion without the AI)."""
    hint = _bridge_ai("hint")
    if hint is not None:
        return hint(game, seat, level=level).message
    return msg("widgets.bridge.hint.no_ai")


def card_hint(game: Game, seat: str, level: str | None = None) -> Message:
    """The recommended card for the learner with its reason (``seat``: the seat whose card it is).

    ``level``: the table's bidding level, with which the hint reads the auction.
    """
    from cardlearn.engine.cards import card_message

    hint = _bridge_ai("card_hint")
    if hint is not None:
        decision = hint(game, game.controller, **({"bidding": level} if level not in (None, "full") else {}))
        return msg("widgets.bridge.hint.card_ai", card=card_message(decision.card, "bridge"),
                   reason=decision.reason)
    card = FirstLegalCardPlayer().choose_card(game, seat)
    return msg("widgets.bridge.hint.card_first_legal", card=card_message(card, "bridge"))


__all__ = [
    "AIBridgePlayer",
    "BridgePlayer",
    "FirstLegalCardPlayer",
    "PassingCallPlayer",
    "call_hint",
    "card_hint",
    "explain_call",
    "resolve_bidding",
]
