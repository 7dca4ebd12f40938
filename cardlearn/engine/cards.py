"""The two decks as small immutable value types with a text notation.

Bridge (52 French cards): suit ``S H D C`` + rank ``A K Q J T 9 ... 2`` (``SA``, ``HT``).
Schieber (36 Swiss cards): suit ``E R S B`` (Eicheln, Rosen, Schilten, Schellen)
+ rank ``A K O U T 9 8 7 6`` (``EU``, ``R7``, ``BT``; ``T`` is the Banner).

Every card has a dense ``index`` (0..51, 0..35) so engines can keep hands as
integer bitmasks; ``parse``/``str`` round-trip the notation.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Literal

from cardlearn.engine.errors import InvalidCard
from cardlearn.engine.validate import clip
from cardlearn.i18n import Message, msg, t

BRIDGE_SUITS = "SHDC"
BRIDGE_RANKS = "AKQJT98765432"
JASS_SUITS = "ERSB"
JASS_RANKS = "AKOUT9876"

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

Deck = Literal["bridge", "jass"]


def _one_of(value: object, letters: str) -> bool:
    """Whether ``value`` is one of ``letters`` (one letter: ``"" in "SHDC"`` is true for a string)."""
    return isinstance(value, str) and len(value) == 1 and value in letters


@dataclass(frozen=True, slots=True)
class BridgeCard:
    """A card of the 52-card French deck, e.g. ``BridgeCard("S", "A")``."""

    suit: str
    rank: str = ""
    """Empty when ``suit`` is the whole code: ``BridgeCard("SA")`` is read as by :meth:`parse`."""

    SUITS: ClassVar[str] = BRIDGE_SUITS
    RANKS: ClassVar[str] = BRIDGE_RANKS

    def __post_init__(self) -> None:
        if not self.rank and isinstance(self.suit, str) and len(self.suit) > 1:
            # One argument, the card's code: the repr (``BridgeCard('SA')``) evaluates back to the card.
            parsed = type(self).parse(self.suit)
            object.__setattr__(self, "suit", parsed.suit)
            object.__setattr__(self, "rank", parsed.rank)
        if not _one_of(self.suit, BRIDGE_SUITS) or not _one_of(self.rank, BRIDGE_RANKS):
            raise InvalidCard("core.error.invalid_bridge_card", code=clip(f"{self.suit}{self.rank}"))

    @classmethod
    def parse(cls, code: str) -> BridgeCard:
        """Read ``"SA"``, ``"ht"`` or ``"D10"`` (``10`` is accepted for ``T``)."""
        text = str(code).strip().upper().replace("10", "T")
        if len(text) != 2:
            raise InvalidCard("core.error.invalid_bridge_card", code=clip(code))
        return cls(text[0], text[1])

    @property
    def index(self) -> int:
        """Position in the deck order (0 = SA ... 51 = C2)."""
        return BRIDGE_SUITS.index(self.suit) * 13 + BRIDGE_RANKS.index(self.rank)

    @classmethod
    def from_index(cls, index: int) -> BridgeCard:
        """The card at ``index`` of :data:`BRIDGE_DECK`."""
        return BRIDGE_DECK[index]

    @property
    def rank_value(self) -> int:
        """2 for a two ... 14 for an ace (higher wins within a suit)."""
        return 14 - BRIDGE_RANKS.index(self.rank)

    @property
    def symbol(self) -> str:
        """Compact display with the suit symbol, e.g. ``♠A`` or ``♥10``."""
        return SUIT_SYMBOLS[self.suit] + ("10" if self.rank == "T" else self.rank)

    def name(self, lang: str | None = None) -> str:
        """The card's name in ``lang``, e.g. ``ace of spades`` / ``spar es``."""
        return card_name(str(self), lang, deck="bridge")

    def __str__(self) -> str:
        return self.suit + self.rank

    def __repr__(self) -> str:
        return f"BridgeCard('{self}')"


@dataclass(frozen=True, slots=True)
class JassCard:
    """A card of the 36-card Swiss deck, e.g. ``JassCard("E", "U")`` (the acorn Under)."""

    suit: str
    rank: str = ""
    """Empty when ``suit`` is the whole code: ``JassCard("EU")`` is read as by :meth:`parse`."""

    SUITS: ClassVar[str] = JASS_SUITS
    RANKS: ClassVar[str] = JASS_RANKS

    def __post_init__(self) -> None:
        if not self.rank and isinstance(self.suit, str) and len(self.suit) > 1:
            # One argument, the card's code: the repr (``JassCard('EU')``) evaluates back to the card.
            parsed = type(self).parse(self.suit)
            object.__setattr__(self, "suit", parsed.suit)
            object.__setattr__(self, "rank", parsed.rank)
        if not _one_of(self.suit, JASS_SUITS) or not _one_of(self.rank, JASS_RANKS):
            raise InvalidCard("core.error.invalid_jass_card", code=clip(f"{self.suit}{self.rank}"))

    @classmethod
    def parse(cls, code: str) -> JassCard:
        """Read ``"EU"``, ``"r7"`` or ``"B10"`` (``10`` is accepted for the Banner ``T``)."""
        text = str(code).strip().upper().replace("10", "T")
        if len(text) != 2:
            raise InvalidCard("core.error.invalid_jass_card", code=clip(code))
        return cls(text[0], text[1])

    @property
    def index(self) -> int:
        """Position in the deck order (0 = EA ... 35 = B6)."""
        return JASS_SUITS.index(self.suit) * 9 + JASS_RANKS.index(self.rank)

    @classmethod
    def from_index(cls, index: int) -> JassCard:
        """The card at ``index`` of :data:`JASS_DECK`."""
        return JASS_DECK[index]

    def name(self, lang: str | None = None) -> str:
        """The card's name in ``lang``, e.g. ``acorn Under`` / ``agern-Under``."""
        return card_name(str(self), lang, deck="jass")

    def __str__(self) -> str:
        return self.suit + self.rank

    def __repr__(self) -> str:
        return f"JassCard('{self}')"


BRIDGE_DECK: tuple[BridgeCard, ...] = tuple(
    BridgeCard(suit, rank) for suit in BRIDGE_SUITS for rank in BRIDGE_RANKS
)
JASS_DECK: tuple[JassCard, ...] = tuple(
    JassCard(suit, rank) for suit in JASS_SUITS for rank in JASS_RANKS
)


def parse_bridge_card(code: str | BridgeCard) -> BridgeCard:
    """A :class:`BridgeCard` from its code (cards pass through unchanged)."""
    return code if isinstance(code, BridgeCard) else BridgeCard.parse(code)


def parse_jass_card(code: str | JassCard) -> JassCard:
    """A :class:`JassCard` from its code (cards pass through unchanged)."""
    return code if isinstance(code, JassCard) else JassCard.parse(code)


def sort_bridge_cards(cards: Iterable[str | BridgeCard]) -> list[BridgeCard]:
    """Cards in display order: spades, hearts, diamonds, clubs; high to low."""
    return sorted((parse_bridge_card(card) for card in cards), key=lambda card: card.index)


def sort_jass_cards(cards: Iterable[str | JassCard]) -> list[JassCard]:
    """Cards in display order: acorns, roses, shields, bells; Ass down to 6."""
    return sorted((parse_jass_card(card) for card in cards), key=lambda card: card.index)


def guess_deck(code: str) -> Deck:
    """Which deck a code belongs to; ``S`` codes valid in both (``SA``) count as bridge."""
    text = str(code).strip().upper().replace("10", "T")
    is_jass_code = len(text) == 2 and text[0] in JASS_SUITS and text[1] in JASS_RANKS
    if is_jass_code and (text[0] != "S" or text[1] in "OU"):
        return "jass"
    return "bridge"


def card_name(code: str, lang: str | None = None, deck: Deck | None = None) -> str:
    """The localized name of a card: ``card_name("EU", lang="da")`` → ``agern-Under``.

    ``deck`` settles codes valid in both decks (``"SA"`` is the ace of spades
    unless ``deck="jass"``, where it is the shields Ass).
    """
    deck = deck or guess_deck(code)
    if deck == "jass":
        card = parse_jass_card(code)
        return t(
            "core.jass.card_name", lang,
            suit=t(f"core.jass.suit.{card.suit}.card", lang),
            rank=t(f"core.jass.rank.{card.rank}", lang),
        )
    bcard = parse_bridge_card(code)
    return t(
        "core.bridge.card_name", lang,
        suit=t(f"core.bridge.suit.{bcard.suit}.card", lang),
        rank=t(f"core.bridge.rank.{bcard.rank}", lang),
    )


def suit_name(suit: str, lang: str | None = None, deck: Deck = "bridge") -> str:
    """The localized name of a suit (``"H"`` → ``hearts``; with ``deck="jass"``, ``"R"`` → ``roses``)."""
    return t(f"core.{deck}.suit.{suit}", lang)


def suit_message(suit: str, deck: Deck = "bridge") -> Message:
    """A lazily translated suit name, for error messages and explanations."""
    return msg(f"core.{deck}.suit.{suit}")


def card_message(code: str, deck: Deck) -> CardName:
    """A lazily translated card name, for error messages and explanations."""
    return CardName(str(code), deck)


class CardName:
    """A card name rendered in whatever language the message around it is shown in."""

    __slots__ = ("code", "deck")

    def __init__(self, code: str, deck: Deck) -> None:
        self.code, self.deck = code, deck

    def text(self, lang: str | None = None) -> str:
        """The card's name in ``lang``."""
        return card_name(self.code, lang, self.deck)
