"""Standard opening leads as the SAYC convention card states them: which suit, and which card of it.

>>> lead = opening_lead("KJ632.A4.Q73.85", trump=-1)
>>> lead.code, lead.rule, lead.suit_rule
('S3', 'fourth_best_honour', 'longest_strongest')

Hands are PBN hand strings (``"KJ632.A4.Q73.85"``, spades first) or 52-bit
masks; suits are 0..3 = ♠ ♥ ♦ ♣ and ``trump`` is -1 in no trump. Within a
suit a holding is a tuple of rank offsets, high first (0 = ace ... 12 = two).

The card (the "leads table" of the card):

* against suits: A from AK; the top of touching honours (KQ, QJ, JT) and of
  sequences; the top of an interior sequence (KJT → J, QT9 → 10, KT9 → 10);
  never away from an ace (the ace from A‑x‑x); fourth best from four or more
  headed by an honour; low from three to an honour (K‑7‑3 → 3); top of
  nothing from small cards (8‑6‑3 → 8); the top of a doubleton; a singleton.
* against no trump: the top of a three-card sequence, solid or broken (KQJ,
  KQT → K, QJ9 → Q: the third card one below the next), or of an interior sequence (AQJ → Q, KJT → J); the top
  of touching honours in a short suit; else fourth best from four or more;
  low from three to an honour, top of nothing from three small, the top of a
  doubleton.

The suit, by the beginner's rules: partner's bid suit; against no trump the
longest and strongest suit the opponents have not bid; against a suit a
sequence of honours, else a singleton (with a trump or three to ruff with),
else a short suit, else the unbid suit that does not lead away from an ace.
An honour here is A, K, Q or J (the ten counts only inside a sequence).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardlearn.engine.bridge.calls import FIRST_BID, STRAIN_TRUMP
from cardlearn.engine.bridge.messages import card_symbol
from cardlearn.engine.cards import BRIDGE_DECK, suit_message
from cardlearn.engine.errors import IllegalAction
from cardlearn.i18n import Message, msg

RANKS = "AKQJT98765432"
JACK, TEN = 3, 4
Holding = tuple[int, ...]
"""Rank offsets of one suit's cards, high first (0 = ace)."""

CARD_RULES = ("singleton", "ace_from_ace_king", "top_of_sequence", "top_of_broken_sequence",
              "top_of_touching_honours", "interior_sequence", "ace_against_suit", "fourth_best",
              "fourth_best_honour", "low_from_honour", "top_of_nothing", "top_of_doubleton")
"""Every card rule's name (catalog key ``leads.card.<name>``)."""

SUIT_RULES = ("partner_suit", "longest_strongest", "sequence", "singleton", "doubleton",
              "unbid_suit", "only_choice", "given")
"""Every suit rule's name (catalog key ``leads.suit.<name>``; ``given``: the suit was chosen elsewhere)."""


# --- the card within a suit ----------------------------------------------------------------------


def _sequence(ranks: Holding, notrump: bool) -> tuple[int, str] | None:
    """Touching honours at the top: a solid, broken or two-card sequence (index of the card, rule)."""
    top, second = ranks[0], ranks[1]
    third = ranks[2] if len(ranks) > 2 else None
    if top > TEN or second != top + 1:
        return None
    if top == 0 and not notrump:
        return 0, "ace_from_ace_king"
    if third == top + 2:
        return 0, "top_of_sequence"
    if third == top + 3:
        return 0, "top_of_broken_sequence"
    if not notrump or len(ranks) <= 3:
        # Against no trump two touching honours in a long suit are not enough: fourth best instead.
        return 0, "top_of_touching_honours"
    return None


def _interior(ranks: Holding, notrump: bool) -> tuple[int, str] | None:
    """KJT, QT9, KT9, AQJ (no trump): the top of the touching cards under the top honour."""
    if len(ranks) < 3 or ranks[0] > JACK or (ranks[0] == 0 and not notrump):
        return None
    second, third = ranks[1], ranks[2]
    if second >= ranks[0] + 2 and third == second + 1 and second <= TEN:
        return 1, "interior_sequence"
    return None


def card_rule(ranks: Sequence[int], notrump: bool) -> tuple[int, str]:
    """The standard card of a holding: ``(index into ranks, rule name)``; ranks high first."""
    ranks = tuple(sorted(ranks))
    if not ranks:
        raise IllegalAction("leads.error.empty_suit")
    if len(ranks) == 1:
        return 0, "singleton"
    if len(ranks) == 2:
        return (0, "ace_from_ace_king") if ranks == (0, 1) and not notrump else (0, "top_of_doubleton")
    found = _sequence(ranks, notrump) or _interior(ranks, notrump)
    if found is not None:
        return found
    if ranks[0] == 0 and not notrump:
        return 0, "ace_against_suit"
    honour = ranks[0] <= JACK
    if len(ranks) >= 4 and (honour or notrump):
        return 3, "fourth_best_honour" if honour else "fourth_best"
    if honour:
        return len(ranks) - 1, "low_from_honour"
    return 0, "top_of_nothing"


# --- the suit ------------------------------------------------------------------------------------


def holdings(hand: str | int) -> tuple[Holding, Holding, Holding, Holding]:
    """The four suits of a PBN hand string or a 52-bit mask, each as rank offsets high first."""
    if isinstance(hand, int):
        return tuple(tuple(r for r in range(13) if hand >> (13 * s + r) & 1)  # type: ignore[return-value]
                     for s in range(4))
    parts = hand.strip().upper().split(".")
    if len(parts) != 4 or any(ch not in RANKS for part in parts for ch in part):
        raise IllegalAction("leads.error.bad_hand", hand=hand)
    return tuple(tuple(sorted(RANKS.index(ch) for ch in part)) for part in parts)  # type: ignore[return-value]


def _hcp(ranks: Holding) -> int:
    return sum(4 - r for r in ranks if r <= JACK)


def _has_sequence(ranks: Holding) -> bool:
    """Two touching honours at the top (AK, KQ, QJ, JT), the safe lead against a suit."""
    return len(ranks) >= 2 and ranks[0] <= JACK and ranks[1] == ranks[0] + 1


def _notrump_value(ranks: Holding, suit: int) -> tuple[int, int, int]:
    """Longest, then strongest; a three-card sequence (QJT) counts as one card longer."""
    found = _sequence(ranks, True) if len(ranks) >= 3 else None
    solid = found is not None and found[1] in ("top_of_sequence", "top_of_broken_sequence")
    return len(ranks) + solid, _hcp(ranks), -suit


def _away_from_ace(ranks: Holding) -> bool:
    return len(ranks) >= 2 and ranks[0] == 0 and ranks[1] != 1


def _suit_contract_choice(suits: tuple[Holding, ...], pool: list[int], trump: int) -> tuple[int, str]:
    """Against a suit: a sequence, a singleton you can ruff with, a short suit, else the safest unbid suit."""
    sequences = [s for s in pool if _has_sequence(suits[s])]
    if sequences:
        return max(sequences, key=lambda s: (-suits[s][0], len(suits[s]))), "sequence"
    trumps = len(suits[trump])
    singletons = [s for s in pool if len(suits[s]) == 1 and suits[s][0] > JACK]
    if singletons and 1 <= trumps <= 3:
        return singletons[0], "singleton"
    doubletons = [s for s in pool if len(suits[s]) == 2 and suits[s][0] > JACK]
    if doubletons and 1 <= trumps <= 3:
        return doubletons[0], "doubleton"
    safe = [s for s in pool if not _away_from_ace(suits[s])] or pool
    return max(safe, key=lambda s: (len(suits[s]), _hcp(suits[s]), -s)), "unbid_suit"


def lead_suit(hand: str | int, trump: int, partner_suits: Sequence[int] = (),
              opponent_suits: Sequence[int] = ()) -> tuple[int, str]:
    """The suit to lead and the rule that picks it (``trump`` -1 in no trump; suits 0..3 = ♠ ♥ ♦ ♣)."""
    suits = holdings(hand)
    for suit in partner_suits:
        if suits[suit]:
            return suit, "partner_suit"
    side = [s for s in range(4) if suits[s] and s != trump]
    unbid = [s for s in side if s not in opponent_suits]
    if not unbid:
        held = side or [s for s in range(4) if suits[s]]
        return max(held, key=lambda s: (len(suits[s]), _hcp(suits[s]), -s)), "only_choice"
    if trump < 0:
        return max(unbid, key=lambda s: _notrump_value(suits[s], s)), "longest_strongest"
    return _suit_contract_choice(suits, unbid, trump)


# --- the lead ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Lead:
    """A standard lead: the card (0..51), the card rule and the suit rule, with localized reasons."""

    card: int
    rule: str
    suit_rule: str = "given"

    @property
    def code(self) -> str:
        """The card's code (``"H3"``)."""
        return str(BRIDGE_DECK[self.card])

    @property
    def suit(self) -> int:
        """The suit led, 0..3 = ♠ ♥ ♦ ♣."""
        return self.card // 13

    @property
    def card_reason(self) -> Message:
        """Why this card of the suit: "♥3: fourth best from your long suit, shows an honour"."""
        return msg(f"leads.card.{self.rule}", card=card_symbol(self.card))

    @property
    def suit_reason(self) -> Message | None:
        """Why this suit, or None when the suit was given."""
        if self.suit_rule == "given":
            return None
        return msg(f"leads.suit.{self.suit_rule}", suit=suit_message("SHDC"[self.suit]))

    @property
    def reason(self) -> Message:
        """Suit and card reason together."""
        suit = self.suit_reason
        return self.card_reason if suit is None else msg("leads.reason", suit=suit, card=self.card_reason)


def lead_in_suit(hand: str | int, suit: int, trump: int, suit_rule: str = "given") -> Lead:
    """The standard card to lead from ``suit`` of ``hand``; raises IllegalAction for a void suit."""
    ranks = holdings(hand)[suit]
    if not ranks:
        raise IllegalAction("leads.error.empty_suit")
    index, rule = card_rule(ranks, trump < 0)
    return Lead(13 * suit + ranks[index], rule, suit_rule)


def opening_lead(hand: str | int, trump: int, partner_suits: Sequence[int] = (),
                 opponent_suits: Sequence[int] = ()) -> Lead:
    """The standard opening lead: the suit by the beginner's rules, the card by the card's table."""
    suit, suit_rule = lead_suit(hand, trump, partner_suits, opponent_suits)
    return lead_in_suit(hand, suit, trump, suit_rule)


def suits_bid(calls: Sequence[int], dealer: int, seat: int) -> list[int]:
    """Card suits (0..3) ``seat`` bid in an auction of call codes, first bid first."""
    suits: list[int] = []
    for index, code in enumerate(calls):
        if (dealer + index) & 3 == seat and code >= FIRST_BID:
            trump = STRAIN_TRUMP[(code - FIRST_BID) % 5]
            if trump >= 0 and trump not in suits:
                suits.append(trump)
    return suits


def auction_lead(hand: str | int, trump: int, calls: Sequence[int], dealer: int, leader: int) -> Lead:
    """The standard opening lead of ``leader`` after an auction (call codes from ``dealer``)."""
    partner = (leader + 2) & 3
    opponents = suits_bid(calls, dealer, (leader + 1) & 3) + suits_bid(calls, dealer, (leader + 3) & 3)
    return opening_lead(hand, trump, suits_bid(calls, dealer, partner), opponents)




def review_lead(hand: str | int, trump: int, calls: Sequence[int], dealer: int, leader: int, card: int) -> Message:
    """The review's sentence on an opening lead: the standard lead, another suit than the rules', or off the table."""
    from cardlearn.engine.seats import seat_message

    rules = auction_lead(hand, trump, calls, dealer, leader)
    seat = seat_message("NESW"[leader])
    symbol = card_symbol(card)
    if card == rules.card:
        return msg("leads.review.standard", seat=seat, card=symbol, reason=rules.reason)
    table = lead_in_suit(hand, card // 13, trump)
    if card == table.card:
        return msg("leads.review.other_suit", seat=seat, card=symbol, reason=table.card_reason, rules=rules.reason)
    return msg("leads.review.off_table", seat=seat, card=symbol, table=table.card_reason)


# --- sentences for the lessons -------------------------------------------------------------------


def _shown_ranks(ranks: str) -> str:
    return " ".join("10" if r == "T" else r for r in ranks)


def lead_sentence(hand: str, contract: str, partner_suit: str | None = None) -> Message:
    """A lesson's example as a sentence: ``"KJT6"`` (one suit) or a PBN hand against ``contract`` ("4S", "3NT").

    ``print(lead_sentence("KJT6", "4S"))`` shows "K J 10 6 against 4♠ → J: the top of an interior
    sequence …" in the current language; a whole hand gets the suit's reason too.
    """
    from cardlearn.engine.bridge import parse_contract
    from cardlearn.engine.bridge.calls import Symbol

    parsed = parse_contract(contract)
    trump = -1 if parsed.trump is None else "SHDC".index(parsed.trump)
    against = Symbol(parsed.symbol)
    if "." not in hand:
        ranks = sorted(RANKS.index(c) for c in hand.strip().upper() if c in RANKS)
        if len(ranks) != len(hand.strip()) or not ranks:
            raise IllegalAction("leads.error.bad_hand", hand=hand)
        index, rule = card_rule(ranks, trump < 0)
        holding = _shown_ranks("".join(RANKS[r] for r in ranks))
        card = msg(f"leads.card.{rule}", card=_shown_ranks(RANKS[ranks[index]]))
        return msg("leads.example.holding", holding=holding, contract=against, rule=card)
    partner = ["SHDC".index(partner_suit.upper())] if partner_suit else []
    lead = opening_lead(hand, trump, partner)
    shown = " ".join(f"{symbol}{_shown_ranks(part)}" for symbol, part in zip("♠♥♦♣", hand.upper().split("."))
                     if part)
    return msg("leads.example.hand", hand=Symbol(shown), contract=against, reason=lead.reason)


__all__ = ["CARD_RULES", "SUIT_RULES", "Lead", "auction_lead", "card_rule", "holdings", "lead_in_suit",
           "lead_sentence", "lead_suit", "opening_lead", "review_lead", "suits_bid"]
