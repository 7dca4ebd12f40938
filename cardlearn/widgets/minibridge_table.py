"""MinibridgeTable: the bridge table in Minibridge mode — points decide who declares, the declarer chooses the contract.

>>> table = MinibridgeTable(seed=1, ai_delay=0)        # doctest: +SKIP
>>> table.receive({"action": "contract", "contract": "4H"})["phase"]  # doctest: +SKIP
'play'

The rules are the engine's (:mod:`cardlearn.engine.bridge.minibridge`). Every
seat's high-card points are shown; the side with more declares (20–20: the
cards are dealt again, on a deal this table dealt itself). When North–South
declare, the learner is declarer: if North is the stronger hand, the table
turns the deal round (North–South and East–West change seats, the dealer
with them), so the learner sits in the declarer's chair — the points and the
rule stay the same. The learner sees dummy and chooses the contract
(``{"action": "contract", "contract": "4H"}``; the hint proposes the
guidance's contract with its reason). When East–West declare, the AI declarer
chooses by the same guidance and the learner defends. The play and the score
are the BridgeTable's.
"""
from __future__ import annotations

import importlib
from typing import Any, ClassVar

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge import Deal, Game
from cardlearn.engine.bridge.calls import Symbol
from cardlearn.engine.bridge.contract import Contract
from cardlearn.engine.bridge.minibridge import (
    MinibridgeSetup,
    advise_contract,
    chosen_contract,
    contract_calls,
    minibridge_setup,
)
from cardlearn.engine.bridge.table import parse_vulnerability
from cardlearn.engine.seats import Seat, seat_message
from cardlearn.i18n import Message, msg
from cardlearn.widgets.base import IntentError
from cardlearn.widgets.bridge_table import BridgeTable
from cardlearn.widgets.bridge_view import LEARNER
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.minibridge_view import minibridge_view

MAX_REDEALS = 20  # a 20–20 tie comes about once in twenty deals; twenty in a row does not happen


def turned(deal: Deal) -> Deal:
    """The deal turned half round: North's hand to South, East's to West, and so on."""
    return Deal.from_hands({str(seat): deal.hand(str(seat.partner)) for seat in Seat})


class MinibridgeTable(BridgeTable):
    """A Minibridge deal at the table: see every seat's points, choose the contract after seeing dummy, play.

    ``deal``, ``seed``, ``dealer`` and ``ai_delay`` as for :class:`BridgeTable`;
    ``vulnerability`` defaults to ``"None"`` (Minibridge is usually played
    without), and the table never asks for it.
    """


    TITLE_KEY = "widgets.minibridge.title"
    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        **{name: spec for name, spec in BridgeTable.INTENTS.items() if name != "vulnerability"},
        "contract": Intent({"contract": str}, "_on_contract"),
    }

    @checked
    def __init__(self, deal: Deal | str | None = None, seed: int | None = None,
                 vulnerability: str = "None", lang: str | None = None, **kwargs: Any) -> None:
        self._setup: MinibridgeSetup | None = None
        self._dealt_here = deal is None  # only a deal this table dealt may be dealt again on a tie
        self._practice_vulnerability = parse_vulnerability(vulnerability)
        super().__init__(deal, seed, vulnerability, lang, **kwargs)

    # --- the rule: who declares -------------------------------------------------------------------

    def _start(self, vulnerability: str) -> None:
        self.vulnerability = vulnerability
        self.game = None
        self._analysis = None
        self._moves, self._selected, self._hint = [], None, None
        self._review.reset()
        self._claims.reset()
        setup = minibridge_setup(self.deal, self.dealer)
        for _ in range(MAX_REDEALS):
            if not (setup.redeal and self._dealt_here):
                break
            self._announcements.append(msg("widgets.minibridge.announce.redeal"))
            self.deal = self._make_deal(None)
            setup = minibridge_setup(self.deal, self.dealer)
        if setup.declarer == "N":  # the learner takes the declarer's chair (see the module docstring)
            self.deal, self.dealer = turned(self.deal), str(Seat.from_str(self.dealer).partner)
            setup = minibridge_setup(self.deal, self.dealer)
        self._setup = setup
        if setup.side == "EW" and setup.declarer is not None:
            self._begin(advise_contract(self.deal, setup.declarer).contract)

    def _begin(self, contract: Contract) -> None:
        """The play starts: the game with the declarer's contract (bid by the declarer, three passes)."""
        game = Game(self.deal, vulnerability=self.vulnerability or "None", dealer=contract.declarer)
        for call in contract_calls(contract):
            game.call(call)
        self.game = game
        self._announcements.append(msg("widgets.minibridge.announce.chosen",
                                       seat=seat_message(contract.declarer), contract=Symbol(contract.symbol)))

    def _choosing(self) -> bool:
        """Whether the learner is to choose the contract now."""
        setup = self._setup
        return self.game is None and setup is not None and setup.declarer == LEARNER

    # --- intents ----------------------------------------------------------------------------------

    def _on_contract(self, fields: dict[str, Any]) -> None:
        if not self._choosing():
            raise IntentError("widgets.minibridge.error.not_now")
        self._begin(chosen_contract(fields["contract"], LEARNER))
        self._hint = None

    def _on_hint(self, fields: dict[str, Any]) -> None:
        if self._choosing():
            self._hint = self.advice()
            return
        super()._on_hint(fields)

    def _on_new_deal(self, fields: dict[str, Any]) -> None:
        super()._on_new_deal(fields)
        self._start(self._practice_vulnerability)  # no vulnerability to choose: the points are counted at once

    def _require_game(self) -> Game:
        if self.game is None:
            raise IntentError("widgets.minibridge.error.choose_first")
        return self.game

    def advice(self) -> Message:
        """The contract the Minibridge guidance proposes to this deal's declarer, with its reason."""
        setup = self._setup
        if setup is None or setup.declarer is None:
            raise IntentError("widgets.minibridge.error.not_now")
        return advise_contract(self.deal, setup.declarer).message()

    # --- view ---------------------------------------------------------------------------------------

    def build_view(self, lang: str) -> dict[str, Any]:
        """The BridgeTable's view with every seat's points, the rule's sentence and the contract choice."""
        view = super().build_view(lang)
        minibridge_view(view, self.deal, self._setup, self._choosing(), lang)
        return view

    def repr_fields(self) -> dict[str, Any]:
        """The BridgeTable's fields plus who declares by the Minibridge rule."""
        fields = dict(super().repr_fields())
        if self._setup is not None:
            fields["declarer"] = self._setup.declarer
        return fields


@checked
def minibridge_deal(board: int, lang: str | None = None, **kwargs: Any) -> MinibridgeTable:
    """Board ``board`` of lesson 3's Minibridge deals (``lessons/practice/minibridge.pbn``) at a Minibridge table.

    Minibridge has no auction, so these boards are not themed lesson deals (``lessons/deals/``);
    their plans and comments are in the lesson beside each table.
    """
    # Found like every practice file: practice/ beside the notebook first, then the installed one
    # (cardlearn.lessons is the lessons/ folder, mapped into the package: imported by name).
    lessons = importlib.import_module("cardlearn.lessons")
    return MinibridgeTable.from_pbn(lessons.practice_file("minibridge.pbn"), board=board, lang=lang, **kwargs)


__all__ = ["MinibridgeTable", "minibridge_deal", "turned"]
