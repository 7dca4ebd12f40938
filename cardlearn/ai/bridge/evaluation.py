"""Hand evaluation: high-card points, shape, stoppers and suit quality of one 13-card hand."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import BRIDGE_RANKS, BridgeCard
from cardlearn.engine.cards import BRIDGE_SUITS as SUITS

MAJORS = "SH"
MINORS = "DC"
HCP_VALUE = {"A": 4, "K": 3, "Q": 2, "J": 1}
_BALANCED_SHAPES = {(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)}


def _card_code(card: str | BridgeCard) -> str:
    """``"SA"`` from a card or a code (``"s10"`` → ``"ST"``)."""
    return str(card if isinstance(card, BridgeCard) else BridgeCard.parse(card))


@dataclass(frozen=True)
class HandEval:
    """The facts about one hand a bidder needs; build it with :func:`evaluate`."""

    holdings: dict[str, str] = field(repr=False)
    hcp: int
    lengths: dict[str, int]

    @property
    def shape(self) -> tuple[int, ...]:
        """Suit lengths sorted longest first, e.g. ``(5, 3, 3, 2)``."""
        return tuple(sorted(self.lengths.values(), reverse=True))

    @property
    def balanced(self) -> bool:
        """4-3-3-3, 4-4-3-2 or 5-3-3-2."""
        return self.shape in _BALANCED_SHAPES

    @property
    def semi_balanced(self) -> bool:
        """No singleton or void (adds 5-4-2-2 and 6-3-2-2 to the balanced shapes)."""
        return min(self.lengths.values()) >= 2

    def length(self, suit: str) -> int:
        """Number of cards held in ``suit``."""
        return self.lengths[suit]

    def honors(self, suit: str, top: int = 5) -> int:
        """How many of the top ``top`` ranks (A K Q J 10 by default) the hand holds in ``suit``."""
        return sum(1 for rank in self.holdings[suit] if BRIDGE_RANKS.index(rank) < top)

    def good_suit(self, suit: str) -> bool:
        """Two of the top three honours or three of the top five: a suit worth showing."""
        return self.honors(suit, 3) >= 2 or self.honors(suit, 5) >= 3

    def stopper(self, suit: str) -> bool:
        """A sure or likely stopper for no trump: A, Kx, Qxx or Jxxx."""
        held, n = self.holdings[suit], self.lengths[suit]
        return "A" in held or ("K" in held and n >= 2) or ("Q" in held and n >= 3) or (
            "J" in held and n >= 4
        )

    @property
    def aces(self) -> int:
        """Number of aces."""
        return sum(1 for suit in SUITS if "A" in self.holdings[suit])

    @property
    def length_points(self) -> int:
        """One point for every card past the fourth in a suit."""
        return sum(max(0, n - 4) for n in self.lengths.values())

    @property
    def total_points(self) -> int:
        """HCP plus length points: the value of the hand for a suit opening."""
        return self.hcp + self.length_points

    def support_points(self, trump: str) -> int:
        """HCP plus shortness (void 5, singleton 3, doubleton 1) once a trump fit is found."""
        short = {0: 5, 1: 3, 2: 1}
        return self.hcp + sum(
            short.get(n, 0) for suit, n in self.lengths.items() if suit != trump
        )

    def longest(self, among: Iterable[str] = SUITS) -> list[str]:
        """The longest suits among ``among`` (ties in S H D C order)."""
        suits = list(among)
        if not suits:
            return []
        most = max(self.lengths[s] for s in suits)
        return [s for s in suits if self.lengths[s] == most]

    @property
    def rule_of_20(self) -> bool:
        """HCP plus the two longest suits reach 20 (a light opening is sound)."""
        return self.hcp + self.shape[0] + self.shape[1] >= 20

    def __str__(self) -> str:
        return ".".join(self.holdings[s] or "-" for s in SUITS)


@checked
def evaluate(hand: Sequence[str | BridgeCard] | str) -> HandEval:
    """Evaluate 13 cards given as codes (``["SA", "HT", ...]``) or a PBN hand ``"AKQ2.AK.AK.AKQ32"``."""
    holdings: dict[str, list[str]] = {suit: [] for suit in SUITS}
    if isinstance(hand, str) and "." in hand:
        for suit, held in zip(SUITS, hand.strip().upper().replace("10", "T").split(".")):
            holdings[suit] = [r for r in held if r != "-"]
    else:
        cards = hand.split() if isinstance(hand, str) else hand
        for card in cards:
            code = _card_code(card)
            holdings[code[0]].append(code[1])
    text = {s: "".join(sorted(r, key=BRIDGE_RANKS.index)) for s, r in holdings.items()}
    hcp = sum(HCP_VALUE.get(rank, 0) for held in text.values() for rank in held)
    return HandEval(text, hcp, {s: len(text[s]) for s in SUITS})
