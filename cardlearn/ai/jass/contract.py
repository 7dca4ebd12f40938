"""Choosing the contract: rate each of the six contracts on one hand, push when none is good enough.

A hand is rated per contract from per-suit tables (each of the 512 patterns a
suit can hold is scored once at import): trump length with the Buur and the Nell,
side Asses under a trump, and sure tricks from the top (Obenabe) or from the
bottom (Undenufe). Stöck and the hand's own Weis are counted in points. The
rating becomes an expected point difference for the chooser's team, which the
contract's multiplier scales, so a strong hand prefers the higher multiplier and a
marginal one avoids the risk. The forehand pushes when no contract is expected to
gain more than leaving the choice to the partner (:func:`push_value`: :data:`PUSH_MARGIN`
plus the hand's own Weis, which still score after a push); after a push the partner
must choose.

The numbers are an estimate (:data:`SLOPE`, :data:`ZERO`: calibrated on simulated
deals with the playout policy of :mod:`cardlearn.ai.jass.policies`); the rules
themselves come from the engine.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import suit_message
from cardlearn.engine.jass.fast import FACTORS
from cardlearn.engine.jass.rules import (
    CONTRACTS,
    OBENABE,
    ORDINARY_ORDER,
    STOECK_POINTS,
    SUITS,
    UNDENUFE,
)
from cardlearn.engine.jass.stoeck import stoeck_cards
from cardlearn.engine.jass.weis import best_weis_mask
from cardlearn.i18n import Message, msg

PUSH = "push"
# Per-card scores by rank A K O U T 9 8 7 6 (a widely used Schieber rating).
_TRUMP = (15, 10, 7, 25, 6, 19, 5, 5, 5)
_SIDE = (9, 7, 5, 2, 1, 0, 0, 0, 0)
_OBENABE = (14, 10, 8, 7, 5, 0, 5, 0, 0)
_UNDENUFE = (0, 2, 1, 1, 5, 5, 7, 9, 11)
SLOPE = (1.85, 1.85, 1.85, 1.85, 1.85, 1.85)
"""Expected change of the forehand team's point difference (base points) per rating unit."""
ZERO = (44.3, 44.3, 44.3, 44.3, 43.2, 36.6)
"""The rating at which the forehand team expects an even deal (the lead is worth something)."""
# SLOPE and ZERO: least squares over 4000 random deals per contract played out by the rule
# policy on all seats; Undenufe's zero is set where an average Undenufe hand rates (the fit
# put it lower, but choosing Undenufe that eagerly lost points against MC play in trials).
PARTNER_SLOPE = (1.85, 1.85, 1.85, 1.85, 2.1, 1.85)
""":data:`SLOPE` for the partner who was pushed to (:func:`partner_contract`)."""
PARTNER_ZERO = (44.3, 44.3, 44.3, 44.3, 48.0, 32.0)
""":data:`ZERO` for the partner who was pushed to: Obenabe needs more, Undenufe less (the pusher leads)."""
# PARTNER_*: the choice that scores best in the AI's own Monte-Carlo play (1500 random hands of the
# pushed-to partner, 60 layouts each, every contract played out by the rule policy; grid search on
# half the hands). On the other half the partner's contract scores 14.3 multiplied points below the
# best one on average, against 17.4 with SLOPE and ZERO, which chose Obenabe too often (328 hands,
# best in 236) and Undenufe too rarely (443, best in 632).
WEIS_SHARE = 0.6
"""The share of the hand's own Weis points the team can expect (it may lose the comparison)."""
PUSH_MARGIN = 60.0
"""Push when the best contract's expected gain (multiplied points) is below this (plus the hand's Weis,
see :func:`push_value`): what the partner's choice is worth on average, discounted because a partner's
choice is no sure thing."""
PUSH_FACTOR = 2.0
"""The multiplier a partner's contract has on average (1, 1, 2, 2, 3, 3): the push's Weis are scaled by it."""

_U = ORDINARY_ORDER.index("U")
_NELL = ORDINARY_ORDER.index("9")


def _table(per_card: tuple[int, ...], bonus=None) -> tuple[int, ...]:
    values = []
    for bits in range(512):
        score = sum(per_card[rank] for rank in range(9) if bits >> rank & 1)
        values.append(score + (bonus(bits) if bonus else 0))
    return tuple(values)


def top_run(bits: int) -> int:
    """Sure tricks from the top in one suit (Obenabe): the unbroken run from the Ass down."""
    run = 0
    while run < 9 and bits >> run & 1:
        run += 1
    return run


def bottom_run(bits: int) -> int:
    """Sure tricks from the bottom in one suit (Undenufe): the unbroken run from the 6 up."""
    run = 0
    while run < 9 and bits >> (8 - run) & 1:
        run += 1
    return run


def _trump_bonus(bits: int) -> int:
    # Length matters beyond the card values: five or more trumps control the deal.
    length = bits.bit_count()
    return 6 * max(0, length - 3) + (8 if bits >> _U & 1 and bits >> _NELL & 1 else 0)


def _obenabe_bonus(bits: int) -> int:
    # A top card without the cards above it in a short suit is often caught.
    unguarded = bits and not bits & 1 and bits.bit_count() <= 2
    return 4 * max(0, top_run(bits) - 1) - (4 if unguarded else 0)


def _undenufe_bonus(bits: int) -> int:
    unguarded = bits and not bits >> 8 & 1 and bits.bit_count() <= 2
    return 4 * max(0, bottom_run(bits) - 1) - (4 if unguarded else 0)


TRUMP_TABLE = _table(_TRUMP, _trump_bonus)
SIDE_TABLE = _table(_SIDE)
OBENABE_TABLE = _table(_OBENABE, _obenabe_bonus)
UNDENUFE_TABLE = _table(_UNDENUFE, _undenufe_bonus)


def suit_bits(hand: int) -> tuple[int, int, int, int]:
    """The four 9-bit suit patterns of a hand mask (bit 0 = Ass ... bit 8 = 6)."""
    return (hand & 511, hand >> 9 & 511, hand >> 18 & 511, hand >> 27 & 511)


def ratings(hand: int) -> tuple[int, ...]:
    """The table rating of each contract 0..5 for a hand mask (see :data:`ZERO` for an even deal)."""
    bits = suit_bits(hand)
    side = [SIDE_TABLE[b] for b in bits]
    total_side = side[0] + side[1] + side[2] + side[3]
    out = [TRUMP_TABLE[bits[t]] + total_side - side[t] for t in range(4)]
    out.append(sum(OBENABE_TABLE[b] for b in bits))
    out.append(sum(UNDENUFE_TABLE[b] for b in bits))
    return tuple(out)


@checked
def expected_gains(hand: int, with_weis: bool = True) -> tuple[float, ...]:
    """Expected point difference (multiplied) for the chooser's team under each contract 0..5."""
    return _gains(hand, with_weis)


def _gains(hand: int, with_weis: bool) -> tuple[float, ...]:
    # Unchecked: the sampler asks it for every layout it deals (see plausible).
    return tuple(base * factor for base, factor in zip(_base_gains(hand, with_weis), FACTORS, strict=True))


def _base_gains(hand: int, bonuses: bool, slope: tuple[float, ...] = SLOPE,
                zero: tuple[float, ...] = ZERO) -> list[float]:
    """Expected point difference per contract before the multiplier (Stöck and Weis only with ``bonuses``)."""
    rates = ratings(hand)
    gains = []
    for contract in range(6):
        base = slope[contract] * (rates[contract] - zero[contract])
        if bonuses:
            pair = stoeck_cards(contract)
            if pair and hand & pair == pair:
                base += STOECK_POINTS
            base += WEIS_SHARE * sum(weis.points for weis in best_weis_mask(hand, contract))
        gains.append(base)
    return gains


def partner_contract(hand: int, factors: tuple[int, ...] = FACTORS, bonuses: bool = True) -> int:
    """The contract 0..5 a partner who was pushed to chooses with ``hand`` (the table model, no push).

    The tables of :func:`choose_contract_for_hand` with the partner's own calibration
    (:data:`PARTNER_SLOPE`, :data:`PARTNER_ZERO`); another table's rules (no multipliers, no
    Weis or Stöck: jass-kit's arena) pass ``(1,) * 6`` and ``False``, so the partner does not
    chase Obenabe's and Undenufe's triple score where there is none.
    """
    base = _base_gains(hand, bonuses, PARTNER_SLOPE, PARTNER_ZERO)
    return max(range(6), key=lambda c: (base[c] * factors[c], factors[c], -c))


@dataclass(frozen=True)
class ContractChoice:
    """A contract (``"E"`` ... ``"undenufe"`` or ``"push"``), why, and each contract's expected gain."""

    contract: str
    reason: Message
    gains: tuple[float, ...]

    def __repr__(self) -> str:
        return f"ContractChoice({self.contract!r}, {self.reason.key!r})"


def contract_reason(hand: int, contract: int) -> Message:
    """Why ``contract`` suits ``hand``: "Buur, Nell and 4 trumps", "3 sure tricks from the top" ..."""
    bits = suit_bits(hand)
    if contract in (OBENABE, UNDENUFE):
        run = top_run if contract == OBENABE else bottom_run
        sure = sum(run(b) for b in bits)
        if not sure:
            return msg("ai_jass.contract.no_sure_tricks")
        return msg(f"ai_jass.contract.{CONTRACTS[contract]}", count=sure)
    trump = bits[contract]
    n = trump.bit_count()
    buur, nell = trump >> _U & 1, trump >> _NELL & 1
    if buur and nell:
        reason = msg("ai_jass.contract.buur_nell", count=n, more=n - 2)
    elif buur:
        reason = msg("ai_jass.contract.buur", count=n)
    elif nell:
        reason = msg("ai_jass.contract.nell", count=n)
    else:
        reason = msg("ai_jass.contract.long_suit", count=n, suit=suit_message(SUITS[contract], "jass"))
    pair = stoeck_cards(contract)
    if hand & pair == pair:
        reason = msg("ai_jass.contract.with_stoeck", reason=reason)
    return reason


def push_value(hand: int) -> float:
    """What pushing is worth in the table model: :data:`PUSH_MARGIN` plus this hand's Weis.

    The Weis still score after a push, under whatever contract the partner chooses
    (:data:`WEIS_SHARE` of them, at the partner's average multiplier :data:`PUSH_FACTOR`):
    a hand with a Weis but no contract of its own should push rather than choose badly.
    """
    weis = max(sum(w.points for w in best_weis_mask(hand, contract)) for contract in range(6))
    return PUSH_MARGIN + WEIS_SHARE * weis * PUSH_FACTOR


@checked
def choose_contract_for_hand(hand: int, may_push: bool) -> ContractChoice:
    """The contract for a hand mask: the best expected gain, or ``"push"`` (if allowed) when pushing is worth more."""
    gains = expected_gains(hand)
    best = max(range(6), key=lambda c: (gains[c], FACTORS[c], -c))
    if may_push and gains[best] < push_value(hand):
        return ContractChoice(PUSH, msg("ai_jass.contract.push"), gains)
    reason = contract_reason(hand, best)
    if not may_push and gains[best] < PUSH_MARGIN:
        reason = msg("ai_jass.contract.after_push", reason=reason)
    return ContractChoice(CONTRACTS[best], reason, gains)


def plausible(hand: int, contract: int, pushed_by_this_hand: bool = False) -> bool:
    """Whether a full nine-card hand fits the public choice (chose ``contract``, or pushed), loosely."""
    gains = _gains(hand, False)
    if pushed_by_this_hand:
        return max(gains) < PUSH_MARGIN + 60
    return gains[contract] >= max(gains) - 80
