"""The players behind the JassTable's AI seats: a small protocol and the adapter to cardlearn.ai.jass.

A table asks ``player.choose_contract(match, seat)`` and ``player.choose_card(match,
seat)`` and makes the move itself through the engine, so a player never changes
the match. The answer may be a plain code (``"R"``, ``"push"``, ``"EU"``) or an
object with ``.contract`` / ``.card`` (the AI's ``Decision``). The Schieber AI is an
optional import: while it cannot be imported the table plays with
:class:`FirstLegalJassPlayer`, a clearly temporary stand-in.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from cardlearn.engine.cards import card_message
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.engine.jass import Match

SUIT_CONTRACTS = ("E", "R", "S", "B")


def _jass_ai() -> Any:
    """The module ``cardlearn.ai.jass`` if it imports, else None."""
    try:
        import cardlearn.ai.jass as module

        return module if hasattr(module, "JassPlayer") else None
    except ImportError:  # an AI still being written must not take the table down with it
        return None


@runtime_checkable
class JassPlayerProtocol(Protocol):
    """A Schieber player: chooses a contract or a card for ``seat`` (it never makes the move)."""

    def choose_contract(self, match: Match, seat: str) -> Any:
        """The contract for ``seat`` (``"E" "R" "S" "B" "obenabe" "undenufe"`` or ``"push"``)."""
        ...

    def choose_card(self, match: Match, seat: str) -> Any:
        """The card ``seat`` plays now (a code like ``"EU"``)."""
        ...


def decision_code(decision: Any, kind: str) -> str:
    """The code in a player's answer: a string as it is, else its ``.contract`` or ``.card``."""
    if isinstance(decision, str):
        return decision
    return str(getattr(decision, kind, decision))


class FirstLegalJassPlayer:
    """TEMPORARY stand-in used only while ``cardlearn.ai.jass`` cannot be imported.

    Chooses its longest suit as trump (never pushes) and plays the first legal
    card: always legal and deterministic, so the table and its tests work
    without the AI.
    """

    def choose_contract(self, match: Match, seat: str) -> str:
        """The suit ``seat`` holds most of (acorns first on a tie)."""
        hand = match.hands[seat]
        return max(SUIT_CONTRACTS, key=lambda suit: (sum(code[0] == suit for code in hand),
                                                     -SUIT_CONTRACTS.index(suit)))

    def choose_card(self, match: Match, seat: str) -> str:
        """The first card of ``match.legal_cards(seat)``."""
        return match.legal_cards(seat)[0]

    def __repr__(self) -> str:
        return "FirstLegalJassPlayer()"


class AIJassPlayer:
    """An AI seat: :class:`cardlearn.ai.jass.JassPlayer` when it imports, else the stand-in."""

    def __init__(self, seed: int | None = 0) -> None:
        ai = _jass_ai()
        self.seed = seed
        self._player = ai.JassPlayer(seed=seed) if ai is not None else FirstLegalJassPlayer()

    @property
    def uses_ai(self) -> bool:
        """Whether the real Schieber AI plays (not the stand-in)."""
        return not isinstance(self._player, FirstLegalJassPlayer)

    def choose_contract(self, match: Match, seat: str) -> str:
        """The AI's contract (or ``"push"``) for ``seat``, which is choosing now."""
        return decision_code(self._player.choose_contract(match, seat), "contract")

    def choose_card(self, match: Match, seat: str) -> str:
        """The AI's card for ``seat``, which is to play now (it sees only that seat's view)."""
        return decision_code(self._player.choose_card(match, seat), "card")

    def __repr__(self) -> str:
        return f"AIJassPlayer(seed={self.seed!r})"


def jass_hint(match: Match, seat: str = "S") -> Message:
    """The AI's recommended contract or card for ``seat`` with its reason (a plain one without the AI)."""
    ai = _jass_ai()
    if ai is not None and hasattr(ai, "hint"):
        return ai.hint(match, seat).message
    stand_in = FirstLegalJassPlayer()
    if match.phase == "contract":
        contract = stand_in.choose_contract(match, seat)
        return msg("widgets.jass.hint.fallback_contract", contract=msg(f"jass.contract.{contract}"))
    return msg("widgets.bridge.hint.card_first_legal",
               card=card_message(stand_in.choose_card(match, seat), "jass"))


__all__ = [
    "AIJassPlayer",
    "FirstLegalJassPlayer",
    "JassPlayerProtocol",
    "decision_code",
    "jass_hint",
]
