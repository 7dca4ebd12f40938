"""The defenders' standard signals: which small card to play, what partner's small card says, what it shows.

>>> prescribed_high("attitude", 0b110, 0, -1, 0)   # ♠K Q: partner leads spades, encourage
True

Three kinds, as the card's carding section states them (:mod:`.system_card`):

* ``attitude``: on partner's lead (the suit's first round) a high spot card
  encourages (you hold the A, the K, or the Q with the J), your lowest discourages;
* ``count``: when declarer or the dummy leads a suit (its first round), high
  then low shows an even number of cards, your lowest an odd number;
* ``preference``: on a discard, a high spot card asks for the higher of the
  two other suits (not trumps, not the suit discarded), a low one for the lower.

A card signals only when its player had a choice between two spot cards
(nine or lower: the ten is kept, it may take a trick) of a side suit (no
signal in trumps, where a small card is too precious to spend on a message); the defender gives a signal only among cards that
the double-dummy samples rate equal (never at the cost of a trick) and only
where the teacher's rule of thumb plays a small card anyway. The same rules
serve three readers: the AI defender (:func:`signal_card`), the sampler, which
weights layouts by what the signals and the opening lead show
(:func:`layout_checks`), and the review (:func:`review_signals`), which sees
every hand and says what each AI signal meant. Masks: bit ``13*suit + offset``,
offset 0 = ace ... 12 = two.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardlearn.engine.bridge.fast import SUIT_MASKS
from cardlearn.engine.bridge.messages import card_symbol
from cardlearn.engine.cards import suit_message
from cardlearn.i18n import Message, msg

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.ai.bridge.sampling import SeatView
    from cardlearn.engine.bridge.game import Game

SPOT = 5
"""Rank offsets from here down (9, 8, … 2) are spot cards, the cards that signal.

Not the ten: a defender who signalled count with the ♠10 from ♠10 2 gave a trump trick away (bench
board 22, seed 28): the ten too often takes a trick later."""
READ_HIGH = 8
"""A partner's spot card of a six or higher (offset <= 8) with a lower one unseen reads as high."""
KINDS = ("attitude", "count", "preference")
"""Every signal kind (catalog keys ``signals.review.<kind>.<high|low>``)."""

Played = Sequence[tuple[int, int]]
"""``(seat, card)`` of every card so far, in order."""


def _holding(mask: int, suit: int) -> int:
    return (mask & SUIT_MASKS[suit]) >> (13 * suit)


def wants(holding: int) -> bool:
    """Whether a suit holding (13 bits, bit 0 = ace) welcomes partner's lead: the A, the K, or Q-J."""
    return bool(holding & 0b11) or holding & 0b1100 == 0b1100


def _strength(holding: int) -> int:
    return 4 * (holding & 1) + 3 * (holding >> 1 & 1) + 2 * (holding >> 2 & 1) + (holding >> 3 & 1)


def preference_suits(discarded: int, led: int, trump: int) -> tuple[int, int] | None:
    """(higher, lower) suit a discard of ``discarded`` points between, or None when there are not two."""
    others = [s for s in range(4) if s not in (discarded, trump)]
    if len(others) > 2:
        others = [s for s in others if s != led]
    return (others[0], others[1]) if len(others) == 2 else None


def prescribed_high(kind: str, hand: int, suit: int, trump: int, led: int) -> bool:
    """Whether the standard signal of ``kind`` in ``suit`` is a high card, for a player's dealt ``hand``."""
    holding = _holding(hand, suit)
    if kind == "attitude":
        return wants(holding)
    if kind == "count":
        return holding.bit_count() % 2 == 0
    pair = preference_suits(suit, led, trump)
    if pair is None:
        return False
    higher, lower = (_strength(_holding(hand, s)) for s in pair)
    return higher > lower


def signal_kind(played: Played, index: int, declarer: int, trump: int) -> str | None:
    """The kind of signal ``played[index]`` can carry (a defender's card), or None."""
    position = index % 4
    seat, card = played[index]
    if position == 0 or (seat ^ declarer) & 1 == 0:
        return None
    start = index - position
    leader, led_card = played[start]
    suit = led_card // 13
    if card // 13 != suit:
        return "preference" if card // 13 != trump and card % 13 >= SPOT else None
    if card % 13 < SPOT or suit == trump or any(c // 13 == suit for _, c in played[:start]):
        return None  # an honour or the ten, a trump, or not the suit's first round: no signal
    return "attitude" if leader == (seat + 2) & 3 else "count"


def spots_held(played: Played, index: int, hand: int) -> int:
    """The spot cards of the suit of ``played[index]`` its player still held just before playing it."""
    seat, card = played[index]
    suit = card // 13
    before = sum(1 << c for s, c in played[:index] if s == seat)
    spots = SUIT_MASKS[suit] & ~before & hand
    return sum(1 << c for c in range(13 * suit + SPOT, 13 * suit + 13) if spots >> c & 1)


def showed_high(played: Played, index: int, hand: int) -> bool | None:
    """Whether the card was high (a lower spot still held) from the dealt ``hand``; None without a choice."""
    card = played[index][1]
    spots = spots_held(played, index, hand)
    if spots.bit_count() < 2:
        return None
    return spots >> (card + 1) != 0


# --- giving a signal (the AI defender) ---------------------------------------------------------------


def signal_card(view: SeatView, free: Sequence[int], preferred: int) -> int | None:
    """The standard signal card among ``free`` (cards rated equal), or None when no signal applies.

    ``preferred`` is the rule of thumb's card: a signal is given only where it plays a small card
    anyway (never instead of third hand high or a cover).
    """
    trick = view.current_trick
    if view.declaring or view.to_play != view.seat or not trick or preferred % 13 < SPOT:
        return None
    led = trick[0][1] // 13
    suit = preferred // 13
    spots = sorted(c for c in free if c // 13 == suit and c % 13 >= SPOT)
    if len(spots) < 2:
        return None
    played = (*view.played, (view.to_play, spots[0]))
    kind = signal_kind(played, len(view.played), view.declarer, view.trump)
    if kind is None:
        return None
    dealt = (view.hand(view.to_play) or 0) | view.played_by(view.to_play)
    return spots[0] if prescribed_high(kind, dealt, suit, view.trump, led) else spots[-1]


# --- reading partner's signals (the AI on lead) ------------------------------------------------------


def _reads_high(view: SeatView, index: int) -> bool:
    """Whether partner's card ``played[index]`` reads as high from what ``view`` sees."""
    seat, card = view.played[index]
    suit = card // 13
    later_lower = any(s == seat and c // 13 == suit and c > card for s, c in view.played[index + 1:])
    if later_lower:
        return True
    unseen = ~view.seen_mask & SUIT_MASKS[suit]
    lower_unseen = any(unseen >> c & 1 for c in range(card + 1, 13 * suit + 13))
    return lower_unseen and card % 13 <= READ_HIGH


def partner_wishes(view: SeatView) -> dict[int, int]:
    """Suit -> +1 (partner asked for it) or -1 (partner discouraged it), from partner's signals so far."""
    partner = (view.to_play + 2) & 3
    wishes: dict[int, int] = {}
    for index, (seat, card) in enumerate(view.played):
        if seat != partner:
            continue
        kind = signal_kind(view.played, index, view.declarer, view.trump)
        if kind not in ("attitude", "preference"):
            continue
        high = _reads_high(view, index)
        if kind == "attitude":
            wishes[card // 13] = 1 if high else -1
            continue
        led = view.played[index - index % 4][1] // 13
        pair = preference_suits(card // 13, led, view.trump)
        wishes.setdefault(card // 13, -1)
        if pair is not None:
            wishes[pair[0] if high else pair[1]] = 1
    return wishes


# --- what the sampler may assume ---------------------------------------------------------------------

Check = tuple[int, Callable[[int], bool], float]
"""(seat, test of the seat's dealt hand, weight of a layout that fails the test)."""

LEAD_WEIGHT = 0.25
"""A layout in which the opening leader would not have led its card by the leads table is this much less likely."""
SIGNAL_WEIGHT = 0.5
"""A layout in which a defender's small card breaks the signal rules is this much less likely."""
WEIGHT_FLOOR = 0.15
"""The least weight of one hand, however many signals it breaks."""


def _lead_test(card: int, trump: int) -> Callable[[int], bool]:
    from cardlearn.ai.bridge.leads import card_rule

    suit, offset = card // 13, card % 13

    def test(hand: int) -> bool:
        holding = _holding(hand, suit)
        ranks = [r for r in range(13) if holding >> r & 1]
        return ranks[card_rule(ranks, trump < 0)[0]] == offset

    return test


def _signal_test(played: Played, index: int, kind: str, trump: int) -> Callable[[int], bool]:
    seat, card = played[index]
    suit, led = card // 13, played[index - index % 4][1] // 13
    before = sum(1 << c for s, c in played[:index] if s == seat)
    spots = sum(1 << c for c in range(13 * suit + SPOT, 13 * suit + 13)) & ~before
    lower = sum(1 << c for c in range(card + 1, 13 * suit + 13))

    def test(hand: int) -> bool:  # showed_high, with the masks computed once (the sampler calls it often)
        held = hand & spots
        if held.bit_count() < 2:
            return True
        return bool(held & lower) == prescribed_high(kind, hand, suit, trump, led)

    return test


def layout_checks(view: SeatView) -> list[Check]:
    """What the opening lead and the defenders' signals say about the hidden hands, as weighted tests."""
    hidden = {s for s in range(4) if view.hand(s) is None}
    checks: list[Check] = []
    if view.played and view.played[0][0] in hidden:
        seat, card = view.played[0]
        checks.append((seat, _lead_test(card, view.trump), LEAD_WEIGHT))
    for index, (seat, _) in enumerate(view.played):
        if seat not in hidden:
            continue
        kind = signal_kind(view.played, index, view.declarer, view.trump)
        if kind is not None:
            checks.append((seat, _signal_test(view.played, index, kind, view.trump), SIGNAL_WEIGHT))
    return checks


def seat_weight(checks: Sequence[Check], seat: int, dealt: int) -> float:
    """The weight of ``seat``'s 13 ``dealt`` cards under ``checks``: 1 when every test of that seat holds."""
    weight = 1.0
    for owner, test, penalty in checks:
        if owner == seat and not test(dealt):
            weight *= penalty
    # A floor: a learner's own odd carding must not make the sampler redeal forever (and cost time).
    return max(weight, WEIGHT_FLOOR)


# --- what a deal's signals were (the review and the bench see every hand) ----------------------------


@dataclass(frozen=True)
class Signal:
    """One defender's card that had a signal's choice: who, which card, its kind and whether it showed high."""

    index: int
    seat: int
    card: int
    kind: str
    high: bool
    standard: bool

    def message(self, trump: int, led: int) -> Message:
        """The review's sentence: "East played ♣9: encouraging — …"."""
        from cardlearn.engine.seats import seat_message

        seat, card = seat_message("NESW"[self.seat]), card_symbol(self.card)
        key = f"signals.review.{self.kind}.{'high' if self.high else 'low'}"
        if self.kind != "preference":
            return msg(key, seat=seat, card=card)
        # Between two suits always (three once trumps and the discarded suit are out, minus the led suit).
        pair = preference_suits(self.card // 13, led, trump) or (self.card // 13, self.card // 13)
        return msg(key, seat=seat, card=card, suit=suit_message("SHDC"[pair[0] if self.high else pair[1]]))


def deal_signals(masks: Sequence[int], played: Played, declarer: int, trump: int) -> list[Signal]:
    """Every defender's card of a deal that could signal (a choice of spot cards), with what it showed."""
    found = []
    for index, (seat, card) in enumerate(played):
        kind = signal_kind(played, index, declarer, trump)
        if kind is None:
            continue
        high = showed_high(played, index, masks[seat])
        if high is None:
            continue
        led = played[index - index % 4][1] // 13
        standard = high == prescribed_high(kind, masks[seat], card // 13, trump, led)
        found.append(Signal(index, seat, card, kind, high, standard))
    return found


def played_with_seats(game: Game) -> list[tuple[int, int]]:
    """``(seat, card)`` of every card played in ``game``."""
    core = game.core
    leaders = [leader for leader, _ in core.tricks] + [core.leader]
    return [((leaders[i // 4] + i % 4) & 3, card) for i, card in enumerate(core.played)]


def review_signals(game: Game, upto: int | None = None, skip: str | None = None) -> list[Message]:
    """The review's sentences on the defenders' signals among the first ``upto`` cards (``skip``: a seat)."""
    core = game.core
    if core.declarer < 0:
        return []
    played = played_with_seats(game)[:upto]
    sentences = []
    for signal in deal_signals(game.deal.masks, played, core.declarer, core.trump):
        if skip is not None and "NESW"[signal.seat] == skip:
            continue
        led = played[signal.index - signal.index % 4][1] // 13
        sentences.append(signal.message(core.trump, led))
    return sentences


@dataclass(frozen=True)
class SignalRecord:
    """A deal's signals for the bench: chances, standard signals given, partner's next plays and agreements."""

    possible: int
    given: int
    read: int
    agreed: int


def _next_lead(played: Played, after: int, seat: int) -> int | None:
    """The card ``seat`` next leads to a trick after the trick of ``played[after]``."""
    start = after - after % 4 + 4
    for index in range(start, len(played), 4):
        if played[index][0] == seat:
            return played[index][1]
    return None


def signal_record(game: Game) -> SignalRecord:
    """How the defenders of a played deal signalled, and whether partner's next lead agreed."""
    core = game.core
    played = played_with_seats(game)
    signals = deal_signals(game.deal.masks, played, core.declarer, core.trump)
    read = agreed = 0
    for signal in signals:
        if signal.kind == "count":
            continue
        partner = (signal.seat + 2) & 3
        lead = _next_lead(played, signal.index, partner)
        if lead is None:
            continue
        led = played[signal.index - signal.index % 4][1] // 13
        suit = signal.card // 13
        if signal.kind == "attitude":
            agrees = (lead // 13 == suit) == signal.high
        else:
            pair = preference_suits(suit, led, core.trump)
            if pair is None:
                continue
            agrees = lead // 13 == (pair[0] if signal.high else pair[1])
        read += 1
        agreed += agrees
    return SignalRecord(len(signals), sum(s.standard for s in signals), read, agreed)


__all__ = ["KINDS", "Signal", "SignalRecord", "deal_signals", "layout_checks",
           "partner_wishes", "prescribed_high", "review_signals", "seat_weight", "signal_card", "signal_kind",
           "signal_record"]
