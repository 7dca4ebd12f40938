"""Hints for the learner: the contract or card the AI recommends for a seat, with the reason.

``hint(match, seat="S", lang=None) -> Hint``; ``Hint.text()`` renders
"Play the acorn Ass: Bock: the highest acorn still out." in the hint's language
(``lang``, else the current language); ``Hint.text(lang)`` in any other. The hint
reads only what ``seat`` may see, like every AI player.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardlearn.ai.jass.player import Decision, JassPlayer
from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import card_message
from cardlearn.engine.jass.rules import SEATS, seat_number
from cardlearn.i18n import Message, msg, resolve_language

if TYPE_CHECKING:
    from cardlearn.engine.jass import Match

HINT_SAMPLES = 300
"""A hint may think a little longer than an AI seat (the learner asked for it); a fixed
sample count keeps the same position giving the same hint."""


@dataclass(frozen=True)
class Hint:
    """A recommendation: ``kind`` (``"contract"``/``"card"``), the ``choice`` code, the ``reason``."""

    kind: str
    choice: str
    reason: Message
    lang: str | None = None

    @property
    def message(self) -> Message:
        """The whole hint as one lazy message ("Choose roses trump: Buur, Nell and 4 trumps.")."""
        if self.kind == "card":
            return msg("ai_jass.hint.card", card=card_message(self.choice, "jass"), reason=self.reason)
        if self.choice == "push":
            return msg("ai_jass.hint.push", reason=self.reason)
        return msg("ai_jass.hint.contract", contract=msg(f"jass.contract.{self.choice}"),
                   reason=self.reason)

    def text(self, lang: str | None = None) -> str:
        """The hint in ``lang`` (default: the hint's language, else the current one)."""
        return self.message.text(lang or self.lang)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Hint({self.kind}={self.choice!r}, {self.reason.key!r})"

    def _repr_html_(self) -> str:
        import html

        return ('<div style="border-left:4px solid #2e7d32;padding:4px 8px;color:#1b1b1b">'
                f"{html.escape(self.text())}</div>")


@checked
def hint(match: Match, seat: str = "S", lang: str | None = None, seed: int | None = 0) -> Hint:
    """The recommended contract or card for ``seat`` (whose turn it must be), with the reason."""
    if lang is not None:
        lang = resolve_language(lang)
    seat = SEATS[seat_number(seat)]
    player = JassPlayer(seed=seed, samples=HINT_SAMPLES, time_budget=None)
    decision: Decision
    if match.phase == "contract":
        decision = player.choose_contract(match, seat)
    else:
        decision = player.choose_card(match, seat)
    return Hint(decision.kind, decision.choice, decision.reason, lang)
