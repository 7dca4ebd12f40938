"""Sentences about a Schieber deal for the lessons: a hand, a trick and who wins it, the legal cards, the score.

Lessons print these instead of raw values (``{'NS': 78, 'EW': 60}``, ``['EU', 'E9']``,
a trick winner's position counted from 0), so a learner reads what happened in the
language of the lesson. Every sentence is a lazy :class:`~cardlearn.i18n.Message`;
``print`` renders it in the current language. The rules come from the engine.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardlearn.engine.cards import card_message
from cardlearn.engine.jass.play import card_points, trick_winner
from cardlearn.engine.jass.rules import (
    NEXT_SEAT,
    SCHNEIDER_BELOW,
    SUITS,
    TARGET,
    contract_name,
    multiplier,
    team_of,
)
from cardlearn.engine.seats import seat_message, side_message
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:
    from cardlearn.engine.jass.match import Match
    from cardlearn.engine.jass.weis import Weis, WeisReport


def _cards(cards: Sequence[str]) -> list[Any]:
    return [card_message(str(card), "jass") for card in cards]


def contract_message(contract: str) -> Message:
    """The contract's name ("roses trump", "Obenabe")."""
    return msg(f"jass.contract.{contract_name(contract)}")


def hand_sentence(seat: str, cards: Sequence[str]) -> Message:
    """"South holds: acorns …; roses …" — the hand suit by suit, in the order the cards were given."""
    suits = [msg("jass_narrate.suit_cards", suit=msg(f"core.jass.suit.{suit}"),
                 cards=[msg(f"core.jass.rank.{card[1]}") for card in cards if card[0] == suit])
             for suit in SUITS if any(card[0] == suit for card in cards)]
    return msg("jass_narrate.hand", seat=seat_message(seat), suits=_Semicolons(suits))


def trick_sentence(trick: Sequence[str], contract: str, leader: str = "S") -> Message:
    """Who played which card, in turn, and who wins the trick with which card (and its points)."""
    seats, seat = [], leader
    for _ in trick:
        seats.append(seat)
        seat = NEXT_SEAT[seat]
    plays = [msg("jass_narrate.played", seat=seat_message(s), card=card_message(c, "jass"))
             for s, c in zip(seats, trick)]
    won = trick_winner(trick, contract)
    points = sum(card_points(card, contract) for card in trick)
    return msg("jass_narrate.trick", plays=plays, contract=contract_message(contract),
               seat=seat_message(seats[won]), card=card_message(trick[won], "jass"), points=points)


def legal_sentence(hand: Sequence[str], trick: Sequence[str], contract: str, legal: Sequence[str]) -> Message:
    """"In roses trump, on the acorns Ass, your hand … may play: …" (``legal`` from the engine)."""
    return msg("jass_narrate.legal", contract=contract_message(contract), trick=_cards(trick),
               hand=_cards(hand), legal=_cards(legal))


def scores_sentence(scores: Mapping[str, int], target: int = TARGET) -> Message:
    """"North–South have 78 points, East–West 60; the match is played to 3000."""
    return msg("jass_narrate.scores", ns=scores["NS"], ew=scores["EW"], target=target)


def multiplied_sentence(points: int, contract: str) -> Message:
    """"98 card points in bells trump (×2) are written as 196."""
    factor = multiplier(contract)
    return msg("jass_narrate.multiplied", points=points, contract=contract_message(contract),
               factor=factor, total=points * factor)


def deal_points_sentence(contract: str, card_total: int, with_last: int) -> Message:
    """"Obenabe: the cards are worth 152 points, 157 with the last trick."""
    return msg("jass_narrate.deal_points", contract=contract_message(contract), cards=card_total,
               total=with_last)


def weis_sentence(weis: Weis) -> Message:
    """"Four of a kind (Asses): acorns Ass, … – 100 points."""
    return msg("jass_narrate.weis", weis=weis.message, cards=_cards(weis.cards), points=weis.points)


def weis_report_sentence(report: WeisReport) -> Message:
    """Which team writes its Weis and how many points, or that nobody has a Weis."""
    if report.winner is None:
        return msg("jass_narrate.no_weis")
    return msg("jass_narrate.weis_scores", team=side_message(report.winner),
               points=report.points[report.winner])


def stoeck_sentence(seat: str, points: int, tricks: int) -> Message:
    """"South has Stöck: 20 points for North–South, announced in trick 4."""
    return msg("jass_narrate.stoeck", seat=seat_message(seat), team=side_message(team_of(seat)),
               points=points, trick=tricks)


def contract_sentence(match: Match) -> Message:
    """Who chose which contract (after a push: the partner chose it) and who leads."""
    if match.contract is None:
        return msg("jass_narrate.to_choose", seat=seat_message(match.to_act or match.forehand))
    key = "jass_narrate.chosen_after_push" if match.pushed else "jass_narrate.chosen"
    return msg(key, seat=seat_message(match.chooser), forehand=seat_message(match.forehand),
               contract=contract_message(match.contract), leader=seat_message(match.forehand))


def match_end_sentence(match: Match) -> Message:
    """How the match ended: the winner, the score, the tricks of the last deal, Schneider or not."""
    if match.winner is None:
        return scores_sentence(match.scores, match.target)
    loser = "EW" if match.winner == "NS" else "NS"
    # Stöck can end the match when the contract is chosen: "after 0 tricks" would read as a slip.
    base = "jass_narrate.won" if match.deal.tricks else "jass_narrate.won_before_play"
    key = f"{base}_schneider" if match.schneider else base
    return msg(key, team=side_message(match.winner), points=match.scores[match.winner],
               other=side_message(loser), other_points=match.scores[loser], target=match.target,
               below=SCHNEIDER_BELOW, tricks=len(match.deal.tricks))


class _Semicolons:
    """A list shown with semicolons (the suits of a hand), rendered in the message's language."""

    __slots__ = ("items",)

    def __init__(self, items: list[Message]) -> None:
        self.items = items

    def text(self, lang: str | None = None) -> str:
        """The items in ``lang``, separated by semicolons."""
        return "; ".join(item.text(lang) for item in self.items)


def holder_sentence(seat: str, card: str) -> Message:
    """"North holds the roses 7."""
    return msg("jass_narrate.holds", seat=seat_message(seat), card=card_message(card, "jass"))


def forehand_sentence(seat: str) -> Message:
    """"North is forehand: he chooses the contract (or pushes) and leads to the first trick."""
    return msg("jass_narrate.forehand", seat=seat_message(seat))


def deck_sentence(count: int) -> Message:
    """"The Swiss deck has 36 cards: four suits of nine."""
    return msg("jass_narrate.deck", cards=count, per_suit=count // len(SUITS))
