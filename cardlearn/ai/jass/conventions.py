"""The partnership conventions the Schieber AI plays and reads: one common Swiss set, stated once.

:data:`CONVENTIONS` names them in table order (the convention card shows them in
this order, see :mod:`~cardlearn.ai.jass.convention_card`):

- ``schmieren`` (smear): when partner's trick is safe, give it your most
  valuable card outside the trumps (an Ass, a Banner).
- ``verwerfen`` (discard): when you cannot follow and do not trump, your first
  discard is a low card of a suit you do **not** want: "I have nothing there,
  do not play it to me". So partner does not hold the top card of that suit.
- ``anziehen`` (lead): leading a low card of a suit in which you hold a high
  card (one of the two highest still out, say the König with the Ass out) asks
  partner to return the suit: "I have a high card here" (lesson 18's example).
  Since partner reads every first low lead of a suit this way, the AI does not
  lead low from a suit without a high card when another lead is as good
  (:func:`false_anziehen`).
- ``trump_after_push``: when you pushed and your partner chose a trump suit,
  lead a trump at your first lead (the chooser holds the trumps; pulling
  the opponents' trumps protects them).
- ``bock``: lead a Bock only when no opponent can ruff it (no trump outside
  your team's hands, or the opponents have shown they have none); otherwise
  count the trumps still out.
- ``trump_ass``: do not overtrump (or trump in) with the trump Ass while an
  opponent still to play may hold the Buur or the Nell: he takes the Ass's 11
  points with the trick. Win with a smaller trump that is enough, or keep the
  Ass for later (last to play, or with Buur and Nell gone, the Ass is safe).

The AI gives them (:func:`convention_card` picks the conventional card among the
cards its simulations find about as good as the best) and reads them
(:func:`signals`, :func:`fits_signals`: the sampler prefers layouts that agree
with what partner's discards and leads showed).
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.ai.jass.view import SeatView
from cardlearn.engine.jass.fast import NEXT, POINTS, POWER, SUIT_MASKS, SUIT_OF, indices
from cardlearn.engine.jass.rules import UNDENUFE

CONVENTIONS = ("schmieren", "verwerfen", "anziehen", "trump_after_push", "bock", "trump_ass")
TAUGHT = CONVENTIONS
"""The conventions lesson 18 teaches with an exercise each (:mod:`~cardlearn.ai.jass.teaching`)."""
ASS = 0
"""The Ass's rank index in a suit (cards are suit × 9 + rank, Ass first)."""


@dataclass(frozen=True)
class Signal:
    """What a seat showed: ``kind`` ``"verwerfen"`` (does not hold ``top``) or ``"anziehen"`` (holds it)."""

    seat: int
    kind: str
    suit: int
    card: int


def top_card(view: SeatView, suit: int, cards: int) -> int:
    """The highest card of ``suit`` among ``cards`` (-1 if none), in the contract's order."""
    power = POWER[view.contract][suit]
    mine = indices(cards & SUIT_MASKS[suit])
    return max(mine, key=power.__getitem__) if mine else -1


def is_low(view: SeatView, card: int) -> bool:
    """A card worth no points (and not a trump): the small card a signal is given with."""
    return POINTS[view.contract][card] == 0 and SUIT_OF[card] != view.contract


def _discard(view: SeatView, trick: tuple[tuple[int, int], ...], position: int) -> bool:
    """Whether the card at ``position`` of ``trick`` neither followed suit nor trumped."""
    led = SUIT_OF[trick[0][1]]
    suit = SUIT_OF[trick[position][1]]
    return suit != led and suit != view.contract


def signals(view: SeatView, seat: int) -> list[Signal]:
    """The first discard (verwerfen) and the first low lead of each suit (anziehen) ``seat`` made."""
    out: list[Signal] = []
    led_suits: set[int] = set()
    discarded = False
    plays = view.plays
    for start in range(0, len(plays), 4):
        trick = plays[start:start + 4]
        for position, (who, card) in enumerate(trick):
            if who != seat:
                continue
            suit = SUIT_OF[card]
            if position == 0 and suit != view.contract and suit not in led_suits:
                led_suits.add(suit)
                if is_low(view, card):
                    out.append(Signal(seat, "anziehen", suit, card))
            elif position > 0 and not discarded and _discard(view, trick, position):
                discarded = True
                if is_low(view, card):
                    out.append(Signal(seat, "verwerfen", suit, card))
    return out


def high_cards(view: SeatView, suit: int, cards: int, count: int = 2) -> list[int]:
    """The ``count`` highest cards of ``suit`` among ``cards``, highest first."""
    power = POWER[view.contract][suit]
    return sorted(indices(cards & SUIT_MASKS[suit]), key=lambda c: -power[c])[:count]


def fits_signals(hands: list[int], view: SeatView, shown: list[Signal]) -> bool:
    """Whether a layout agrees with the signals: verwerfen, no top card; anziehen, a high one."""
    unseen = view.unseen
    for signal in shown:
        held = hands[signal.seat]
        if signal.kind == "verwerfen":
            top = top_card(view, signal.suit, unseen)
            if top >= 0 and held >> top & 1:
                return False
        else:
            power = POWER[view.contract][signal.suit]
            # The high card he showed: one of the two highest of the suit still out, above his lead.
            high = [c for c in high_cards(view, signal.suit, unseen | view.hand)
                    if power[c] > power[signal.card] and unseen >> c & 1]
            if high and not any(held >> c & 1 for c in high):
                return False
    return True


def shows_high_card(view: SeatView, card: int) -> bool:
    """Whether leading ``card`` is anziehen: a low card of a suit (3+ cards) where we hold a high one."""
    suit = SUIT_OF[card]
    ours = view.hand & SUIT_MASKS[suit]
    return is_low(view, card) and ours.bit_count() >= 3 and \
        any(ours >> c & 1 for c in high_cards(view, suit, ours | view.unseen))


def convention_card(view: SeatView, near_best: list[int], best: int) -> int:
    """The conventional card among ``near_best`` (cards about as good as ``best``), else ``best``."""
    if not view.trick:
        return _conventional_lead(view, near_best, best)
    return _conventional_discard(view, near_best, best)


def _conventional_lead(view: SeatView, near_best: list[int], best: int) -> int:
    trump = view.contract
    first_lead = not view.played_by(view.seat)
    if (first_lead and view.pushed and view.seat == view.forehand and 0 <= trump < 4
            and view.chooser != view.seat):
        trumps = [c for c in near_best if SUIT_OF[c] == trump]
        if trumps:
            return trumps[0]
    signals_ = [c for c in near_best if shows_high_card(view, c)]
    if signals_:
        # Anziehen: low from a suit where we hold a high card; the lowest card of that suit.
        suit = SUIT_OF[signals_[0]]
        power = POWER[view.contract][suit]
        return min((c for c in signals_ if SUIT_OF[c] == suit), key=power.__getitem__)
    if false_anziehen(view, best):
        # Partner would read this low lead as anziehen (a high card here) and return the suit:
        # an equally good lead that says nothing false is played instead.
        honest = [c for c in near_best if not false_anziehen(view, c)]
        if honest:
            return honest[0]
    return best


def false_anziehen(view: SeatView, card: int) -> bool:
    """Whether leading ``card`` now would be read as anziehen (see :func:`signals`) without a high card behind it."""
    suit = SUIT_OF[card]
    ours = view.hand & SUIT_MASKS[suit]
    if not is_low(view, card) or any(ours >> c & 1 for c in high_cards(view, suit, ours | view.unseen)):
        return False
    plays = view.plays
    led_before = any(plays[start][0] == view.seat and SUIT_OF[plays[start][1]] == suit
                     for start in range(0, len(plays), 4))
    return not led_before


def _conventional_discard(view: SeatView, near_best: list[int], best: int) -> int:
    if trump_ass_at_risk(view, best):
        return keep_trump_ass(view, near_best, best)
    led = SUIT_OF[view.trick[0][1]]
    if SUIT_OF[best] in (led, view.contract):
        return best  # not a discard
    return discard_choice(view, near_best) or best


def keep_trump_ass(view: SeatView, near_best: list[int], ass: int) -> int:
    """Instead of the trump Ass at risk: a smaller trump that wins, else the best other card.

    A rule, not a simulation margin: the fast playouts let the opponent behind us
    overtrump less often than a player holding the Buur does, so they overrate the Ass.
    """
    winning = lowest_winning_trump(view, exclude=ass)
    if winning is not None:
        return winning
    others = [c for c in near_best if c != ass]
    if others:
        return others[0]
    rest = [c for c in indices(view.legal) if c != ass]
    if not rest:
        return ass
    values = POINTS[view.contract]
    return discard_choice(view, rest) or min(rest, key=lambda c: (values[c], c))


def discard_choice(view: SeatView, cards: list[int]) -> int | None:
    """Verwerfen: our first discard among ``cards``, a low card of the suit we want least (else None)."""
    led = SUIT_OF[view.trick[0][1]]
    if view.legal & SUIT_MASKS[led] or view.played_by(view.seat) & ~_followed(view):
        return None  # we can follow, or this is not our first discard
    discards = [c for c in cards if SUIT_OF[c] not in (led, view.contract) and is_low(view, c)]
    if not discards:
        return None
    # The suit we want least: the one whose best card ranks lowest among what is still out.
    return min(discards, key=lambda c: (_strength(view, SUIT_OF[c]), c))


def _beats_trick(view: SeatView, card: int) -> bool:
    """Whether ``card`` would win the current trick as it stands."""
    led = SUIT_OF[view.trick[0][1]]
    power = POWER[view.contract][led]
    return power[card] > max(power[c] for _, c in view.trick)


def trump_ass_at_risk(view: SeatView, card: int) -> bool:
    """Whether ``card`` is the trump Ass winning a trick that an opponent after us may overtrump.

    The opponent may hold the Buur or the Nell when one of them is unseen and he has
    not shown that he has no trumps left.
    """
    trump = view.contract
    if not 0 <= trump < 4 or card != trump * 9 + ASS or not view.trick or len(view.trick) == 3:
        return False
    if SUIT_OF[view.trick[0][1]] == trump or not _beats_trick(view, card):
        return False  # trumps led: following is forced, not an overtrump
    from cardlearn.ai.jass.sampling import infer_voids  # sampling reads our signals: import late

    power = POWER[trump][trump]
    higher = [c for c in indices(view.unseen & SUIT_MASKS[trump]) if power[c] > power[card]]
    voids = infer_voids(view)
    later = [seat for seat in (NEXT[view.seat], NEXT[NEXT[view.seat]])][:3 - len(view.trick)]
    return any(not voids[seat] >> c & 1 for seat in later if seat & 1 != view.seat & 1
               for c in higher)


def lowest_winning_trump(view: SeatView, exclude: int = -1) -> int | None:
    """The smallest legal trump (other than ``exclude``) that wins the trick as it stands, else None."""
    trump = view.contract
    if not 0 <= trump < 4 or not view.trick:
        return None
    trumps = [c for c in indices(view.legal & SUIT_MASKS[trump]) if c != exclude and _beats_trick(view, c)]
    return min(trumps, key=POWER[trump][trump].__getitem__, default=None)


def _followed(view: SeatView) -> int:
    """Mask of our played cards that followed suit, trumped, or were led (not discards)."""
    mask = 0
    plays = view.plays
    for start in range(0, len(plays), 4):
        trick = plays[start:start + 4]
        for position, (who, card) in enumerate(trick):
            if who == view.seat and (position == 0 or not _discard(view, trick, position)):
                mask |= 1 << card
    return mask


def _strength(view: SeatView, suit: int) -> int:
    """How strong our holding in ``suit`` is: points and top cards (higher is wanted more)."""
    cards = indices(view.hand & SUIT_MASKS[suit])
    power = POWER[view.contract][suit]
    values = POINTS[view.contract]
    bonus = 20 if top_card(view, suit, view.hand | view.unseen) in cards else 0
    if view.contract == UNDENUFE:
        return bonus + sum(power[c] for c in cards)
    return bonus + sum(values[c] for c in cards)


def trumps_out(view: SeatView) -> int:
    """How many trumps the other three seats may still hold (0 without a trump suit)."""
    if not 0 <= view.contract < 4:
        return 0
    return (view.unseen & SUIT_MASKS[view.contract]).bit_count()
