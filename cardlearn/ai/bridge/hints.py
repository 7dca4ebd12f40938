"""One hint for the learner, whatever the phase: the recommended call or card, with its reason."""
from __future__ import annotations

from typing import TYPE_CHECKING

from cardlearn.ai.bridge.bidder import Decision
from cardlearn.ai.bridge.bidder import hint as call_hint
from cardlearn.ai.bridge.play import CardDecision, card_hint
from cardlearn.engine.arguments import checked
from cardlearn.engine.errors import IllegalAction

if TYPE_CHECKING:
    from cardlearn.engine.bridge import Game


@checked
def hint(game: Game, seat: str = "S", lang: str | None = None, level: str | None = None) -> Decision | CardDecision:
    """The call the system recommends during the auction, or the card during the play.

    ``level`` is the learner's bidding level (:mod:`.levels`): a call hint uses only the sections on there.
    """
    if game.phase == "auction":
        return call_hint(game, seat=seat, lang=lang, level=level)
    if game.phase == "play":
        return card_hint(game, seat=seat, lang=lang, bidding=level)
    raise IllegalAction("bridge.error.deal_over")
