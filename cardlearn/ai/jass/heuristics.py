"""Card-play rules of thumb a Jass player names: Bock, smearing, keeping the Buur, pulling trumps.

:func:`heuristic_card` proposes a card when a rule clearly applies (the player
takes it unless the simulations find it clearly worse); :func:`explain_card`
names the reason for any card in the current situation. Both read only a
:class:`~cardlearn.ai.jass.view.SeatView`; who wins a trick and what a card is
worth come from the engine's tables (``POWER``, ``POINTS``).
"""
from __future__ import annotations

from collections.abc import Sequence

from cardlearn.ai.jass.conventions import (
    is_low,
    shows_high_card,
    signals,
    trump_ass_at_risk,
    trumps_out,
)
from cardlearn.ai.jass.sampling import infer_voids
from cardlearn.ai.jass.view import SeatView
from cardlearn.engine.cards import JASS_DECK, card_message, suit_message
from cardlearn.engine.jass.fast import BUUR, NEXT, POINTS, POWER, SUIT_MASKS, SUIT_OF, indices
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
    return _following_card(view) if view.trick else _leading_card(view)


def _smear(cards: list[int], values: Sequence[int]) -> tuple[int, Message] | None:
    """The highest-scoring card of ``cards`` given to partner's trick, when it is worth a smear."""
    card = max(cards, key=lambda c: (values[c], -c))
    return (card, msg("ai_jass.card.smear", count=values[card])) if values[card] >= SMEAR_MIN else None


def _following_card(view: SeatView) -> tuple[int, Message] | None:
    """Following to a trick: keep a bare Buur, smear onto partner's safe trick."""
    trump = view.contract
    values = POINTS[trump]
    plain = [c for c in indices(view.legal) if SUIT_OF[c] != trump]
    safe = partner_safe(view)
    if bare_buur(view) and plain:
        smear = _smear(plain, values) if safe else None
        return smear or (min(plain, key=lambda c: (values[c], c)), msg("ai_jass.card.keep_buur"))
    return _smear(plain, values) if safe and plain else None


def _leading_card(view: SeatView) -> tuple[int, Message] | None:
    """Leading: a trump after a push, pull trumps for our contract, cash a Bock nobody can ruff."""
    legal, trump = view.legal, view.contract
    cards = indices(legal)
    values = POINTS[trump]
    our_choice = view.chooser & 1 == view.seat & 1
    if (trump < 4 and view.pushed and view.seat == view.forehand and not view.played_by(view.seat)
            and legal & SUIT_MASKS[trump] and view.unseen & SUIT_MASKS[trump]):
        # A low trump (lesson 18), unless ours is the top one still out: the chooser pulls the rest.
        power = POWER[trump][trump]
        trumps = indices(legal & SUIT_MASKS[trump])
        tops = [c for c in trumps if is_top_trump(view, c)]
        card = tops[0] if tops else min(trumps, key=power.__getitem__)
        return card, msg("ai_jass.card.trump_after_push")
    if trump < 4 and our_choice and view.unseen & SUIT_MASKS[trump]:
        tops = [c for c in cards if is_top_trump(view, c)]
        if tops and (legal & SUIT_MASKS[trump]).bit_count() >= 2:
            power = POWER[trump][trump]
            return max(tops, key=power.__getitem__), msg("ai_jass.card.pull_trumps")
    bocks = [c for c in cards if SUIT_OF[c] != trump and is_bock(view, c)]
    if bocks and not opponents_can_ruff(view):
        card = max(bocks, key=lambda c: (values[c], -c))
        return card, bock_reason(card)
    return None


def opponents_can_ruff(view: SeatView) -> bool:
    """Whether an opponent may still hold a trump (so a Bock led now could be ruffed)."""
    trump = view.contract
    if not 0 <= trump < 4:
        return False
    voids = infer_voids(view)
    out = view.unseen & SUIT_MASKS[trump]
    return any(out & ~voids[seat] for seat in (NEXT[view.seat], NEXT[view.partner]))


def bock_reason(card: int, view: SeatView | None = None) -> Message:
    """"Bock: the highest acorn still out" (and how many trumps are out when one could ruff it)."""
    suit = suit_message(SUITS[SUIT_OF[card]] + ".card", "jass")
    if view is not None and opponents_can_ruff(view):
        return msg("ai_jass.card.bock_trumps_out", count=trumps_out(view), suit=suit)
    return msg("ai_jass.card.bock", suit=suit)


def safe_after(view: SeatView, card: int) -> bool:
    """Whether ``card`` would win the trick whatever the players after us hold (no unseen card beats it)."""
    led = trick_state(view)[0]
    led = SUIT_OF[card] if led < 0 else led
    if len(view.trick) == 3:
        return True
    power = POWER[view.contract][led]
    mine = power[card]
    voids = infer_voids(view)
    later, seat = [], view.seat
    for _ in range(3 - len(view.trick)):
        seat = NEXT[seat]
        later.append(seat)
    for other in indices(view.unseen):
        if power[other] > mine and any(not voids[s] >> other & 1 for s in later):
            return False
    return True


def _signal_reason(view: SeatView, card: int) -> Message | None:
    """A reason from partner's signals: returning his anziehen suit, or winning his smeared trick."""
    partner = view.partner
    seat_name = msg(f"core.seat.{'NESW'[partner]}")
    if not view.trick:
        for signal in signals(view, partner):
            if signal.kind == "anziehen" and SUIT_OF[card] == signal.suit:
                return msg("ai_jass.card.return_anziehen", seat=seat_name,
                           card=card_message(code(signal.card), "jass"))
        return None
    values = POINTS[view.contract]
    led, best_power, _, _ = trick_state(view)
    for who, played in view.trick[1:]:  # a lead is not a smear
        if who == partner and values[played] >= SMEAR_MIN and SUIT_OF[played] != view.contract \
                and POWER[view.contract][led][card] > best_power:
            return msg("ai_jass.card.partner_smeared", seat=seat_name,
                       card=card_message(code(played), "jass"))
    return None


def _convention_reason(view: SeatView, card: int) -> Message | None:
    """Why ``card`` follows one of our own conventions (anziehen, verwerfen, trump after a push)."""
    suit = SUIT_OF[card]
    name = suit_message(SUITS[suit] + ".card", "jass")
    if not view.trick:
        if 0 <= view.contract < 4 and suit == view.contract and view.pushed and \
                view.seat == view.forehand and not view.played_by(view.seat):
            return msg("ai_jass.card.trump_after_push")
        if shows_high_card(view, card):
            return msg("ai_jass.card.anziehen", suit=name)
        return None
    if any(trump_ass_at_risk(view, c) for c in indices(view.legal)):
        return msg("ai_jass_teach.card.keep_trump_ass")
    led = SUIT_OF[view.trick[0][1]]
    if suit not in (led, view.contract) and is_low(view, card):
        return msg("ai_jass.card.verwerfen", suit=name)
    return None


def explain_card(view: SeatView, card: int, samples: int = 0,
                 runner: tuple[int, float] | None = None) -> Message:
    """Why ``card`` is a good play now, in rule-of-thumb words (else compared with the runner-up)."""
    if view.legal.bit_count() == 1:
        return msg("ai_jass.card.only")
    reason = _signal_reason(view, card) or (_lead_reason(view, card) if not view.trick
                                             else _follow_reason(view, card))
    if reason is not None:
        return reason
    if runner is not None:
        return msg("ai_jass.card.compared", count=samples, diff=max(0, round(runner[1])),
                   runner=card_message(code(runner[0]), "jass"))
    return msg("ai_jass.card.simulated", count=samples)


def _has_stoeck_card(view: SeatView, card: int) -> bool:
    """Whether ``card`` is the second card of our Stöck (its 20 points count when it falls)."""
    pair = stoeck_cards(view.contract)
    original = view.hand | view.played_by(view.seat)
    return bool(pair) and original & pair == pair and bool(pair & (1 << card)) and \
        view.played_by(view.seat) & pair != 0


def _lead_reason(view: SeatView, card: int) -> Message | None:
    trump = view.contract
    suit = SUIT_OF[card]
    if 0 <= trump < 4 and suit == trump:
        return _convention_reason(view, card) or msg("ai_jass.card.pull_trumps")
    if is_bock(view, card):
        return bock_reason(card, view)
    if _has_stoeck_card(view, card):
        return msg("ai_jass.card.stoeck")
    conventional = _convention_reason(view, card)
    if conventional is not None:
        return conventional
    if POINTS[trump][card] == 0:
        return msg("ai_jass.card.lead_low")
    return None


def _follow_reason(view: SeatView, card: int) -> Message | None:
    trump = view.contract
    values = POINTS[trump]
    led, best_power, best_seat, points = trick_state(view)
    if bare_buur(view) and SUIT_OF[card] != trump:
        return msg("ai_jass.card.keep_buur")
    power = POWER[trump][led][card]
    if best_seat == view.partner and power <= best_power:
        if values[card] > 0 and SUIT_OF[card] != trump:
            return msg("ai_jass.card.smear", count=values[card])
        return msg("ai_jass.card.partner_wins") if values[card] == 0 else None
    if power > best_power:
        total = points + values[card]
        trumping = power >= 100 and led != trump
        if not safe_after(view, card):
            return msg("ai_jass.card.try_trick", count=total)
        return msg("ai_jass.card.trump_in" if trumping else "ai_jass.card.take_trick", count=total)
    if _has_stoeck_card(view, card):
        return msg("ai_jass.card.stoeck")
    conventional = _convention_reason(view, card)
    if conventional is not None:
        return conventional
    if values[card] == 0:
        return msg("ai_jass.card.discard_low")
    return None
