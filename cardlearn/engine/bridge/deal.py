"""A deal: the four 13-card hands, read from and written to PBN, or dealt at random with a seed."""
from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from cardlearn.engine.bridge.fast import cards_mask, mask_cards, random_hands
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.cards import BRIDGE_DECK, BridgeCard, parse_bridge_card
from cardlearn.engine.pbn import format_deal, parse_deal
from cardlearn.engine.validate import check_seed


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands as 52-bit masks indexed N E S W (bit ``i`` = ``BRIDGE_DECK[i]``)."""

    masks: tuple[int, int, int, int]

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Read a PBN deal string (``"N:AKQ2.AK.AK.AKQ32 ..."``); raises PBNError if it is not a full deal."""
        return cls.from_hands(parse_deal(text))

    @classmethod
    def from_hands(cls, hands: Mapping[str, Iterable[str | BridgeCard]]) -> Deal:
        """A deal from ``{"N": ["SA", ...], ...}``; checked like a PBN deal (52 distinct cards, 13 each)."""
        # Round-trip through PBN so a deal is validated by one parser only.
        parsed = parse_deal(format_deal(hands))
        return cls(tuple(  # type: ignore[arg-type]
            cards_mask([parse_bridge_card(code).index for code in parsed[seat]]) for seat in SEATS
        ))

    @classmethod
    def random(cls, seed: int | None = None, dealer: str = "S") -> Deal:
        """Shuffle with ``random.Random(seed)`` and deal one card at a time clockwise from the dealer's left."""
        rng = random.Random(check_seed(seed))
        return cls(tuple(random_hands(rng, parse_seat(dealer))))  # type: ignore[arg-type]

    def to_pbn(self, first: str = "N") -> str:
        """The deal as a PBN deal string starting with seat ``first``."""
        return format_deal({seat: self.hand(seat) for seat in SEATS}, first=first)

    def hand(self, seat: str) -> list[str]:
        """The cards of ``seat`` as codes, spades first, high to low."""
        return [str(BRIDGE_DECK[i]) for i in mask_cards(self.masks[parse_seat(seat)])]

    def __getitem__(self, seat: str) -> list[str]:
        return self.hand(seat)

    def owner(self, card: str | BridgeCard) -> str:
        """The seat holding ``card``."""
        index = parse_bridge_card(card).index
        return next(seat for seat, mask in zip(SEATS, self.masks) if mask >> index & 1)

    def __repr__(self) -> str:
        return f"Deal.from_pbn('{self.to_pbn()}')"

    def _repr_html_(self) -> str:
        from cardlearn.engine.bridge.html import deal_html

        return deal_html({seat: self.hand(seat) for seat in SEATS})


def hand_text(cards: Iterable[str]) -> str:
    """A bridge hand suit by suit as a reader sees it: ``♠ A K 7  ♥ Q J  ♦ —  ♣ 10 9 6 2``."""
    cards = list(cards)
    parts = []
    for suit in "SHDC":
        ranks = [parse_bridge_card(card).symbol[1:] for card in cards if card[0] == suit]
        symbol = parse_bridge_card(suit + "A").symbol[0]
        # A no-break space: the suit symbol never ends a line apart from its first card.
        parts.append(f"{symbol}\u00a0{' '.join(ranks) or '—'}")
    return "  ".join(parts)

