"""Worked bidding examples for the lessons: a hand, its points and shape, and the system's call, as sentences.

>>> import cardlearn
>>> cardlearn.set_language("en")
>>> print(bidding_example("AQJ74.K83.Q92.63"))
♠\u00a0A Q J 7 4  ♥\u00a0K 8 3  ♦\u00a0Q 9 2  ♣\u00a06 3
12 HCP; suit lengths ♠ 5, ♥ 3, ♦ 3, ♣ 2.
South opens 1♠: 11–21 HCP, 5+ ♠.

The call always comes from the AI's bidding system (:func:`cardlearn.ai.bridge.bidder.choose_call`),
so a lesson can never print an answer the system would not give.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardlearn.ai.bridge import evaluate
from cardlearn.ai.bridge.bidder import choose_call
from cardlearn.ai.bridge.explain import seat_of_call
from cardlearn.engine.bridge.calls import Symbol, call_message, parse_call_code
from cardlearn.engine.cards import parse_bridge_card
from cardlearn.engine.errors import InvalidArgument
from cardlearn.engine.pbn.deal import parse_hand
from cardlearn.engine.seats import seat_message
from cardlearn.exercises.texts import Words, hand_symbols
from cardlearn.i18n import Message, get_language, msg, render


def _cards(hand: str | Sequence[str]) -> list[str]:
    """Card codes from a PBN hand (``AQJ74.K83.Q92.63``) or a list of codes."""
    if isinstance(hand, str):
        return parse_hand(hand, "S")
    if not isinstance(hand, Sequence) or not all(isinstance(card, str) for card in hand):
        raise InvalidArgument("lessons.example.bad_hand", value=str(hand)[:40])
    return [parse_bridge_card(card).suit + parse_bridge_card(card).rank for card in hand]


@dataclass(frozen=True)
class BiddingExample:
    """One hand, the auction before it, and the call the system makes with it."""

    hand: tuple[str, ...]
    auction: tuple[str, ...]
    dealer: str
    call: str
    meaning: Message

    @property
    def seat(self) -> str:
        """The seat that makes the call (the one after the auction so far)."""
        return seat_of_call(self.dealer, len(self.auction))

    def lines(self) -> list[Message | Symbol]:
        """The example line by line: hand, points and lengths, the auction (if any), the call."""
        points = evaluate(list(self.hand))
        lengths = Symbol(", ".join(f"{parse_bridge_card(suit + 'A').symbol[0]} {points.lengths[suit]}"
                                   for suit in "SHDC"))
        lines: list[Message | Symbol] = [hand_symbols(list(self.hand)),
                                         msg("lessons.example.points", hcp=points.hcp, lengths=lengths)]
        if self.auction:
            # "North 1♥, East Pass": each seat with its call, in every language the same order.
            calls = Words([Words([seat_message(seat_of_call(self.dealer, index)), call_message(parse_call_code(call))],
                                 " ") for index, call in enumerate(self.auction)], ", ")
            lines.append(msg("lessons.example.auction", calls=calls))
        key = "lessons.example.passes" if self.call == "P" else \
            "lessons.example.opens" if self._opening else "lessons.example.calls"
        lines.append(msg(key, seat=seat_message(self.seat), call=call_message(parse_call_code(self.call)),
                         meaning=self.meaning))
        return lines

    @property
    def _opening(self) -> bool:
        """Whether the call is the first bid of the auction."""
        return all(call == "P" for call in self.auction)

    def text(self, lang: str | None = None) -> str:
        """The example in ``lang`` (the current language by default)."""
        return "\n".join(render(line, lang or get_language()) for line in self.lines())

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


def bidding_example(hand: str | Sequence[str], auction: Sequence[str] = (), dealer: str = "S") -> BiddingExample:
    """The system's call with ``hand`` after ``auction`` (``dealer`` called first), ready to print."""
    cards = _cards(hand)
    decision = choose_call(cards, list(auction), dealer=dealer)
    return BiddingExample(tuple(cards), tuple(str(call) for call in auction), dealer.upper(), decision.call,
                          decision.explanation.meaning)


__all__ = ["BiddingExample", "bidding_example"]
