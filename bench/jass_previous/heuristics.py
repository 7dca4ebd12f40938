"""Card-play rules of thumb a Jass player names: Bock, smearing, keeping the Buur, pulling trumps.

:func:`heuristic_card` proposes a card when a rule clearly applies (the player
takes it unless the simulations find it clearly worse); :func:`explain_card`
names the reason for any card in the current situation. Both read only a
:class:`~cardlearn.ai.jass.view.SeatView`; who wins a trick and what a card is
worth come from the engine's tables (``POWER``, ``POINTS``).
"""
from __future__ import annotations

from cardlearn.ai.jass.view import SeatView
from cardlearn.engine.cards import JASS_DECK, suit_message
from cardlearn.engine.jass.fast import BUUR, POINTS, POWER, SUIT_MASKS, SUIT_OF, indices
from cardlearn.engine.jass.rules import SUITS
from cardlearn.engine.jass.stoeck import stoeck_cards
from cardlearn.i18n import Message, msg

SMEAR_MIN = 10
"""Smear only cards worth at least this many points (an Ass or a Banner; never a trump)."""


def code(card: int) -> str:
    """The card code (``"EU"``) of a card number."""
    return str(JASS_DECK[card])


def trick_state(view: SeatView) -> tuple[int, int, int, int]:
    """(led suit, best power, best seat, trick points) of the current trick; led -1 when empty."""
    trick = view.trick
    if not trick:
        return -1, -1, -1, 0
    led = SUIT_OF[trick[0][1]]
    power = POWER[view.contract][led]
    values = POINTS[view.contract]
    best_power, best_seat, points = -1, -1, 0
    for seat, card in trick:
        points += values[card]
        if power[card] > best_power:
            best_power, best_seat = power[card], seat
    return led, best_power, best_seat, points


def is_bock(view: SeatView, card: int) -> bool:
    """The card beats every unseen card of its suit (the highest still out), trumps aside."""
    suit = SUIT_OF[card]
    if view.contract == suit:
        return False
    power = POWER[view.contract][suit]
    return all(power[other] < power[card] for other in indices(view.unseen & SUIT_MASKS[suit]))


def is_top_trump(view: SeatView, card: int) -> bool:
    """The card is a trump higher than every unseen trump."""
    trump = view.contract
    if trump >= 4 or SUIT_OF[card] != trump:
        return False
    power = POWER[trump][trump]
    return all(power[other] < power[card] for other in indices(view.unseen & SUIT_MASKS[trump]))


def partner_safe(view: SeatView) -> bool:
    """The partner is winning the trick and no unseen card can beat it (or we play last)."""
    led, best_power, best_seat, _ = trick_state(view)
    if led < 0 or best_seat != view.partner:
        return False
    if len(view.trick) == 3:
        return True
    power = POWER[view.contract][led]
    return all(power[other] <= best_power for other in indices(view.unseen))


def bare_buur(view: SeatView) -> bool:
    """Trumps are led and our only trump is the Buur (which we may keep)."""
    trump = view.contract
    led = trick_state(view)[0]
    return 0 <= trump < 4 and led == trump and view.hand & SUIT_MASKS[trump] == BUUR[trump]


def heuristic_card(view: SeatView) -> tuple[int, Message] | None:
    """A card a clear rule of thumb asks for now, with its reason, or ``None``."""
    legal = view.legal
    cards = indices(legal)
    trump = view.contract
    values = POINTS[trump]
    if view.trick:
        safe = partner_safe(view)
        if bare_buur(view):
            others = [c for c in cards if SUIT_OF[c] != trump]
            if others:
                if safe:
                    card = max(others, key=lambda c: (values[c], -c))
                    if values[card] >= SMEAR_MIN:
                        return card, msg("ai_jass.card.smear", count=values[card])
                return min(others, key=lambda c: (values[c], c)), msg("ai_jass.card.keep_buur")
        if safe:
            plain = [c for c in cards if SUIT_OF[c] != trump]
            if plain:
                card = max(plain, key=lambda c: (values[c], -c))
                if values[card] >= SMEAR_MIN:
                    return card, msg("ai_jass.card.smear", count=values[card])
        return None
    our_choice = view.chooser & 1 == view.seat & 1
    if trump < 4 and our_choice and view.unseen & SUIT_MASKS[trump]:
        tops = [c for c in cards if is_top_trump(view, c)]
        if tops and (legal & SUIT_MASKS[trump]).bit_count() >= 2:
            power = POWER[trump][trump]
            return max(tops, key=power.__getitem__), msg("ai_jass.card.pull_trumps")
    bocks = [c for c in cards if SUIT_OF[c] != trump and is_bock(view, c)]
    if bocks:
        card = max(bocks, key=lambda c: (values[c], -c))
        return card, bock_reason(card)
    return None


def bock_reason(card: int) -> Message:
    """"Bock: the highest acorn still out"."""
    return msg("ai_jass.card.bock", suit=suit_message(SUITS[SUIT_OF[card]] + ".card", "jass"))


def explain_card(view: SeatView, card: int, samples: int = 0) -> Message:
    """Why ``card`` is a good play now, in rule-of-thumb words (the simulations as the fallback)."""
    if view.legal.bit_count() == 1:
        return msg("ai_jass.card.only")
    trump = view.contract
    values = POINTS[trump]
    suit = SUIT_OF[card]
    original = view.hand | view.played_by(view.seat)
    pair = stoeck_cards(trump)
    stoeck = bool(pair) and original & pair == pair and bool(pair & (1 << card)) and \
        view.played_by(view.seat) & pair != 0
    if not view.trick:
        if 0 <= trump < 4 and suit == trump:
            return msg("ai_jass.card.pull_trumps")
        if is_bock(view, card):
            return bock_reason(card)
        if stoeck:
            return msg("ai_jass.card.stoeck")
        if values[card] == 0:
            return msg("ai_jass.card.lead_low")
        return msg("ai_jass.card.simulated", count=samples)
    led, best_power, best_seat, points = trick_state(view)
    if bare_buur(view) and suit != trump:
        return msg("ai_jass.card.keep_buur")
    power = POWER[trump][led][card]
    if best_seat == view.partner and power <= best_power:
        if values[card] >= SMEAR_MIN:
            return msg("ai_jass.card.smear", count=values[card])
        return msg("ai_jass.card.partner_wins")
    if stoeck:
        return msg("ai_jass.card.stoeck")
    if power > best_power:
        total = points + values[card]
        if power >= 100 and led != trump:
            return msg("ai_jass.card.trump_in", count=total)
        return msg("ai_jass.card.take_trick", count=total)
    if values[card] == 0:
        return msg("ai_jass.card.discard_low")
    return msg("ai_jass.card.simulated", count=samples)

