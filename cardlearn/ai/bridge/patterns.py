"""Auction contexts and call templates: the "when" and the "what" of a system rule.

A :class:`Seq` context matches the auction from the opening bid on, token by
token, from the caller's point of view (the last token is RHO's call, the one
before it partner's ...). Tokens:

* a literal call: ``P``, ``X``, ``XX``, ``1NT``, ``2C``;
* a level and a suit variable: ``1M`` (a major), ``1m`` (a minor), ``1x``
  (any suit); the same variable means the same suit, different variables
  different suits;
* ``#x``: a bid of suit ``x`` at any level; ``B``: any bid; ``-``: any call
  that is not a bid (P, X, XX); ``*``: any call;
* ``...`` as the first token: only the end of the auction has to match.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from cardlearn.ai.bridge.auction_view import AuctionView, bid_rank, cheapest_bid, is_bid, strain_of

Bindings = Mapping[str, str]
SUIT_LETTERS = ("S", "H", "D", "C")


def var_domain(name: str, view: AuctionView) -> tuple[str, ...]:
    """The suits a variable may stand for, from its first letter.

    ``M`` majors, ``m`` minors, ``w`` the weak-two suits (not clubs), ``n`` suits
    nobody has named yet, anything else any suit.
    """
    head = name[0]
    if head == "M":
        return ("S", "H")
    if head == "w":
        return ("S", "H", "D")
    if head == "m":
        return ("D", "C")
    if head == "n":
        return tuple(s for s in SUIT_LETTERS if s not in view.bid_suits)
    return SUIT_LETTERS


def bind(name: str, suit: str, b: Bindings, view: AuctionView) -> dict[str, str] | None:
    """``b`` extended with ``name = suit``, or None if that breaks a binding or a variable's class."""
    if name in b:
        return dict(b) if b[name] == suit else None
    if suit not in var_domain(name, view) or suit in b.values():
        return None
    out = dict(b)
    out[name] = suit
    return out


def _match_token(token: str, call: str, b: dict[str, str], view: AuctionView) -> dict[str, str] | None:
    if token == "*":
        return b
    if token == "-":
        return b if not is_bid(call) else None
    if token == "B":
        return b if is_bid(call) else None
    if token[0] == "#":
        if not is_bid(call) or strain_of(call) == "NT":
            return None
        return bind(token[1:], strain_of(call), b, view)
    if not token[0].isdigit() or token[1:] in ("NT", "C", "D", "H", "S"):
        return b if token == call else None
    if not is_bid(call) or call[0] != token[0] or strain_of(call) == "NT":
        return None
    return bind(token[1:], strain_of(call), b, view)


class Context:
    """Where in an auction a block of rules applies."""

    def match(self, view: AuctionView) -> dict[str, str] | None:
        """Bindings when the auction fits, else None."""
        raise NotImplementedError


@dataclass(frozen=True)
class Seq(Context):
    """The auction from the opening bid on matches a token pattern (see the module docstring).

    ``seats`` limits the opening seat (1–4) for opening-bid contexts; ``when``
    adds any further test of the auction.
    """

    pattern: str
    seats: tuple[int, ...] | None = None
    when: Callable[[AuctionView, Bindings], bool] | None = None

    def match(self, view: AuctionView) -> dict[str, str] | None:
        tokens = self.pattern.split()
        calls = view.seq
        if tokens and tokens[0] == "...":
            tokens = tokens[1:]
            if len(calls) < len(tokens):
                return None
            calls = calls[len(calls) - len(tokens):]
        elif len(tokens) != len(calls):
            return None
        if self.seats is not None and view.pre_passes + 1 not in self.seats:
            return None
        b: dict[str, str] = {}
        for token, call in zip(tokens, calls):
            matched = _match_token(token, call, b, view)
            if matched is None:
                return None
            b = matched
        if self.when is not None and not self.when(view, b):
            return None
        return b


@dataclass(frozen=True)
class When(Context):
    """Any auction that passes a test ``fn(view)`` (for continuations the patterns can't list).

    ``fn`` returns a bool, or the suit bindings themselves (a dict; None for no match).
    """

    fn: Callable[[AuctionView], bool | dict[str, str] | None]
    name: str = ""

    def match(self, view: AuctionView) -> dict[str, str] | None:
        result = self.fn(view)
        if isinstance(result, dict):
            return dict(result)
        return {} if result else None


class CallSpec:
    """How a rule names its call; works both ways (make a call, or recognise one)."""

    vars: tuple[str, ...] = ()

    def make(self, view: AuctionView, b: Bindings) -> str | None:
        """The call for these bindings (None when it does not exist)."""
        raise NotImplementedError

    def match(self, view: AuctionView, call: str, b: Bindings) -> dict[str, str] | None:
        """Bindings under which this spec makes ``call``, or None."""
        raise NotImplementedError


@dataclass(frozen=True)
class Fixed(CallSpec):
    """A literal call: ``P``, ``X``, ``XX``, ``2C``, ``3NT``."""

    call: str

    def make(self, view, b):
        return self.call

    def match(self, view, call, b):
        return dict(b) if call == self.call else None


@dataclass(frozen=True)
class Bid(CallSpec):
    """A level and a suit variable: ``Bid(3, "M")`` raises partner's major to three."""

    level: int
    var: str

    @property
    def vars(self):  # type: ignore[override]
        return (self.var,)

    def make(self, view, b):
        return f"{self.level}{b[self.var]}"

    def match(self, view, call, b):
        if not is_bid(call) or int(call[0]) != self.level or strain_of(call) == "NT":
            return None
        return bind(self.var, strain_of(call), b, view)


_LITERALS = ("NT", "S", "H", "D", "C")


@dataclass(frozen=True)
class Cheapest(CallSpec):
    """The cheapest bid in a suit variable, a literal suit (``S H D C``) or ``NT`` (plus ``jump`` levels), optionally capped."""

    var: str
    jump: int = 0
    max_level: int = 7
    min_level: int = 1

    @property
    def vars(self):  # type: ignore[override]
        return () if self.var in _LITERALS else (self.var,)

    def _make(self, view: AuctionView, strain: str) -> str | None:
        call = cheapest_bid(strain, view.last_bid)
        if call is None:
            return None
        level = int(call[0]) + self.jump
        if level < self.min_level or level > self.max_level:
            return None
        return f"{level}{strain}"

    def make(self, view, b):
        return self._make(view, self.var if self.var in _LITERALS else b[self.var])

    def match(self, view, call, b):
        if not is_bid(call):
            return None
        strain = strain_of(call)
        if self.var in _LITERALS:
            return dict(b) if strain == self.var and self._make(view, strain) == call else None
        if strain == "NT":
            return None
        out = bind(self.var, strain, b, view)
        if out is None or self._make(view, strain) != call:
            return None
        return out


def spec(text: str | CallSpec) -> CallSpec:
    """A call spec from short text: ``"P"``, ``"2C"``, ``"3M"`` (level + variable)."""
    if isinstance(text, CallSpec):
        return text
    if text in ("P", "X", "XX") or (text[0].isdigit() and text[1:] in ("NT", "C", "D", "H", "S")):
        return Fixed(text)
    return Bid(int(text[0]), text[1:])


def ranks_above(call: str, other: str | None) -> bool:
    """Whether bid ``call`` ranks above ``other`` (None ranks below everything)."""
    return other is None or bid_rank(call) > bid_rank(other)
