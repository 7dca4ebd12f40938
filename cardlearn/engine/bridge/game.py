"""One deal at the table: the friendly, validating wrapper around the fast core."""
from __future__ import annotations

from typing import Any

from cardlearn.engine.bridge.auction import Auction
from cardlearn.engine.bridge.calls import STRAINS, Call, code_text, parse_call_code
from cardlearn.engine.bridge.contract import Contract
from cardlearn.engine.bridge.deal import Deal
from cardlearn.engine.bridge.fast import AUCTION, OVER, PLAY, Core, mask_cards, replay
from cardlearn.engine.bridge.messages import call_error, card_error, turn_error
from cardlearn.engine.bridge.play import Trick
from cardlearn.engine.bridge.scoring import ScoreBreakdown, passed_out_score, score_parts
from cardlearn.engine.bridge.table import (
    SEATS,
    parse_seat,
    parse_vulnerability,
    vulnerability_mask,
)
from cardlearn.engine.cards import BRIDGE_DECK, BridgeCard, parse_bridge_card
from cardlearn.engine.errors import IllegalAction, IllegalCall, IllegalCard

PHASES = ("auction", "play", "over")


class Game:
    """A single deal: auction, play and score, every move checked against the rules.

    ``to_act`` is the seat whose turn it is — during the play that may be the
    dummy's seat, whose cards the declarer plays: ``controller`` (alias
    ``player_to_act``) is the seat that actually chooses. A rejected call or
    card raises :class:`IllegalCall` / :class:`IllegalCard` and changes
    nothing.
    """

    def __init__(self, deal: Deal, vulnerability: str = "None", dealer: str = "S") -> None:
        if not isinstance(deal, Deal):
            deal = Deal.from_pbn(str(deal))
        self.deal = deal
        self.vulnerability = parse_vulnerability(vulnerability)
        self.dealer = SEATS[parse_seat(dealer)]
        self._core = Core(deal.masks, SEATS.index(self.dealer), vulnerability_mask(self.vulnerability))
        self.claimed: int | None = None  # the declaring side's total after an agreed claim

    # --- state ---------------------------------------------------------------------------------

    @property
    def core(self) -> Core:
        """The fast core holding the state (for AI simulations: use ``core.copy()``, never mutate)."""
        return self._core

    @property
    def phase(self) -> str:
        """``"auction"``, ``"play"`` or ``"over"``."""
        return PHASES[self._core.phase]

    @property
    def to_act(self) -> str | None:
        """The seat whose turn it is (the dummy's seat when a dummy card is due); None when over."""
        return None if self._core.phase == OVER else SEATS[self._core.turn]

    @property
    def controller(self) -> str | None:
        """The seat that chooses the next call or card: the declarer when the dummy is to play."""
        return None if self._core.phase == OVER else SEATS[self._core.controller]

    player_to_act = controller

    @property
    def is_over(self) -> bool:
        """Whether the deal is finished (13 tricks played, or passed out)."""
        return self._core.phase == OVER

    @property
    def passed_out(self) -> bool:
        """Whether the deal was passed out (four passes, no bid)."""
        return self._core.passed_out

    @property
    def calls(self) -> list[str]:
        """The calls so far, in notation (``["1NT", "P", "3NT", "P", "P", "P"]``)."""
        return [code_text(code) for code in self._core.calls]

    @property
    def auction(self) -> Auction:
        """The auction so far as a view that draws itself as a W N E S bidding table."""
        return Auction(self.dealer, tuple(Call(code) for code in self._core.calls),
                       self.contract, self._core.phase != AUCTION)

    @property
    def contract(self) -> Contract | None:
        """The final contract (None while bidding or when passed out)."""
        core = self._core
        if core.declarer < 0:
            return None
        return Contract(core.level, STRAINS[core.strain], core.doubled, SEATS[core.declarer])

    @property
    def declarer(self) -> str | None:
        """The declarer's seat, once the contract is known."""
        return SEATS[self._core.declarer] if self._core.declarer >= 0 else None

    @property
    def dummy(self) -> str | None:
        """The dummy's seat, once the contract is known."""
        return SEATS[self._core.dummy] if self._core.declarer >= 0 else None

    @property
    def dummy_exposed(self) -> bool:
        """Whether the dummy's hand is face up (after the opening lead)."""
        return self._core.dummy_exposed

    def hand(self, seat: str) -> list[str]:
        """The cards ``seat`` still holds, spades first, high to low."""
        return _codes(mask_cards(self._core.hands[parse_seat(seat)]))

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks in order."""
        core = self._core
        return [
            Trick(number + 1, SEATS[leader], tuple(_codes(core.trick_cards(number))), SEATS[winner])
            for number, (leader, winner) in enumerate(core.tricks)
        ]

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played (None between tricks and outside the play)."""
        core = self._core
        if core.phase != PLAY or core.trick_len == 0:
            return None
        number = len(core.tricks)
        return Trick(number + 1, SEATS[core.leader], tuple(_codes(core.trick_cards(number))))

    @property
    def tricks_won(self) -> dict[str, int]:
        """Tricks won so far by each side: ``{"NS": n, "EW": m}``."""
        return {"NS": self._core.won[0], "EW": self._core.won[1]}

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by the declaring side."""
        return self._core.declarer_tricks

    @property
    def score(self) -> ScoreBreakdown | None:
        """The score once the deal is over (0–0 when passed out); None before."""
        core = self._core
        if core.phase != OVER:
            return None
        if core.passed_out:
            return passed_out_score()
        vulnerable = core.declarer_vulnerable
        parts = score_parts(core.level, core.strain, core.doubled, vulnerable, core.declarer_tricks)
        return ScoreBreakdown(self.contract, core.declarer_tricks, vulnerable, tuple(parts))

    # --- moves ---------------------------------------------------------------------------------

    def legal_calls(self) -> list[str]:
        """The calls allowed now: ``P``, ``X``/``XX`` if allowed, then the bids ascending; [] outside the auction."""
        return [code_text(code) for code in self._core.legal_call_codes()]

    def call(self, call: str | Call, seat: str | None = None) -> Call:
        """Make a call for the seat to act (``seat``, if given, must be that seat); raises IllegalCall."""
        code = parse_call_code(call)
        core = self._core
        if seat is not None and core.phase == AUCTION and parse_seat(seat) != core.turn:
            raise turn_error(core, parse_seat(seat), IllegalCall)
        problem = core.call_problem(code)
        if problem is not None:
            raise call_error(core, *problem)
        core.apply_call(code)
        return Call(code)

    def legal_cards(self) -> list[str]:
        """The cards the seat to play may play (for the dummy: chosen by the declarer); [] outside the play."""
        if self._core.phase != PLAY:
            return []
        return _codes(mask_cards(self._core.legal_mask()))

    def play(self, card: str | BridgeCard, seat: str | None = None) -> Trick:
        """Play a card for the seat to play; ``seat``, if given, must be its controller. Returns the trick.

        Raises IllegalCard (not in this hand, must follow suit, wrong phase) and
        InvalidCard (not a card at all); the state is unchanged afterwards.
        """
        index = parse_bridge_card(card).index
        core = self._core
        if seat is not None and core.phase == PLAY and parse_seat(seat) != core.controller:
            raise turn_error(core, parse_seat(seat), IllegalCard)
        problem = core.card_problem(index)
        if problem is not None:
            raise card_error(core, *problem)
        number = len(core.tricks)
        core.apply_card(index)
        if len(core.tricks) > number:
            return self.tricks[number]
        current = self.current_trick
        assert current is not None
        return current

    def claim(self, tricks: int) -> None:
        """End the play by an agreed claim: the declaring side takes ``tricks`` in all (tricks won included).

        Scored exactly as if the remaining tricks had been played so; raises
        IllegalAction outside the play or when ``tricks`` is not between the
        tricks already won and those plus the tricks left. Undo withdraws it.
        """
        core = self._core
        if core.phase != PLAY:
            raise IllegalAction("table_rules.bridge.claim_not_now")
        won = core.declarer_tricks
        most = won + 13 - len(core.tricks)
        if isinstance(tricks, bool) or not isinstance(tricks, int) or not won <= tricks <= most:
            raise IllegalAction("table_rules.bridge.claim_range", low=won, high=most)
        side = core.declarer & 1
        core.won[side] = tricks
        core.won[1 - side] = 13 - tricks
        core.phase = OVER
        self.claimed = tricks

    def undo(self) -> None:
        """Take back the last card, or the last call if no card has been played; raises IllegalAction if none."""
        core = self._core
        if not core.calls:
            raise IllegalAction("bridge.error.nothing_to_undo")
        calls, cards = core.calls, core.played
        if self.claimed is not None:  # withdrawing the claim: the play goes on from where it stopped
            self.claimed = None
            self._core = replay(self.deal.masks, core.dealer, core.vulnerability, calls, cards)
            return
        if cards:
            cards = cards[:-1]
        else:
            calls = calls[:-1]
        # Replaying the moves rebuilds exactly the earlier state, with no second copy of the rules.
        self._core = replay(self.deal.masks, core.dealer, core.vulnerability, calls, cards)

    def copy(self) -> Game:
        """An independent copy of the game (same deal, same moves)."""
        other = Game.__new__(Game)
        other.deal, other.vulnerability, other.dealer = self.deal, self.vulnerability, self.dealer
        other.claimed = self.claimed
        other._core = self._core.copy()
        return other

    # --- records and display -------------------------------------------------------------------

    def record(self, lang: str | None = None) -> dict[str, Any]:
        """``{"calls": DataFrame, "tricks": DataFrame, "score": DataFrame}`` of the deal so far."""
        from cardlearn.engine.bridge.record import game_record

        return game_record(self, lang)

    def __repr__(self) -> str:
        parts = [f"Game({self.deal.to_pbn()!r}, vulnerability={self.vulnerability!r}, dealer={self.dealer!r})"]
        if self._core.calls:
            parts.append(f"calls: {' '.join(self.calls)}")
        if self.contract is not None:
            parts.append(f"contract: {self.contract}, tricks NS {self._core.won[0]} EW {self._core.won[1]}")
        if self.is_over:
            result = self.score
            parts.append(f"score: NS {result.ns:+d} EW {result.ew:+d}" if result else "")
        elif self.to_act:
            parts.append(f"{self.phase}, to act: {self.to_act}")
        return "\n".join(parts)

    def _repr_html_(self) -> str:
        from cardlearn.engine.bridge.html import game_html

        return game_html(self)


def _codes(cards: list[int]) -> list[str]:
    return [str(BRIDGE_DECK[card]) for card in cards]
