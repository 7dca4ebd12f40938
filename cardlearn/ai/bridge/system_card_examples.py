"""Example auctions for the convention card: where in an auction each block of the system bids.

A pattern block's examples are made from its tokens (:func:`seq_examples`);
a block whose context is a test of the auction gets its examples by playing
the system's own calls (:func:`when_examples`). :class:`Reach` tells whether
the system gets to a block in an auction at all (no earlier closed block
takes it), and :func:`rule_calls` lists the legal calls a rule makes there.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import islice, product
from typing import Any

from cardlearn.ai.bridge.auction_view import AuctionView, bid_rank, cheapest_bid, is_bid
from cardlearn.ai.bridge.explain import forced_pass
from cardlearn.ai.bridge.patterns import Seq, When, var_domain
from cardlearn.ai.bridge.rule import Block, Rule

# Example auctions for blocks whose context is a test rather than a pattern: the walk of the system's own
# calls starts from these as well as from the pattern blocks' examples (the last one: their jump to game
# over our Michaels, interference the walk does not try).
WHEN_EXAMPLES: tuple[str, ...] = (
    "1D 2D P 2S P 3S P", "1H 1S 2S P 3H P",  # the strong two-suiter's invitation; the cue raise's minimum
    "1S P 2NT P 3S P", "1S P 2NT P 3S P 4C P", "1S P 2NT P 3S P 4C P 4S P", "1H P 3H P 5H P", "2S 3S 4S",
    "1H P 2C P 2H P", "1S P 2NT P 3S P 4NT P", "1S P 2NT P 3S P 4NT P 5D P", "2S P P", "3H", "2H",
    "1D X P P 1S", "1H X P 1S 2H P P", "1C X P", "1S P P X P", "1H P 2H", "1D P 1S",
    "1S P 2H P 3H P", "1H P 2D P 2H P", "1D P 1H P 1S P", "1C P 1H P 2C P", "1S P 3S P", "1H P 1S P",
    "1S P 3NT P", "1S P 2NT P 3S P 5NT P", "1NT 2C X P P", "1H 2NT P 3C P", "1D P 1H P 1S P 2C P",
    "1D P 1H P 1S P 2C P 2D P", "1S P 5NT P", "1H 2H 4H 4NT P",
    # against their two-suiter: after our double, after our cue bid
    "1H 2NT X 3C", "1H 2NT X P", "1H 2NT X P P 3C", "1H 2NT X 3C X P",
    "1H 2NT 3C P", "1H 2NT 3C P 3H P", "1H 2NT 3C 4D", "1H 2NT 3C 4D P P", "1C 2C 2H 4D P P",
    # the doubler of a weak two, their raise over our double, reopening after a jump overcall, high pre-empts
    "2S X P 3H P", "1D P 2D X 3D", "1S 3C P P", "1S 3C P P X P", "3D P 4D", "4H",
    # the 2♣ opener's third call; their overcall of our transfer
    "2C P 2D P 3D P 3H P", "1NT P 2D 2S", "1NT P 2D 2S P P", "1NT P 2D 2S P P 3NT P", "1NT P 2D 2S P P 3H P",
    # opener's raise too strong for game (a jump shift), then game in responder's major
    "1D P 1S P 3C P 3NT P 4S P",
    # the doubler after advancer's invitational jump
    "1H X P 2S P", "1H X P 3C P",
    # opener after partner's pre-emptive raise over their double
    "1S X 3S P",
    # responder's invitation declined in opener's six-card suit
    "1D P 1S P 2D P 2NT P", "1D P 1S P 2D P 2NT P 3D P",
    # the doubler after opener competes over advancer's suit
    "1D X P 1S 2D",
    # opener after their four-level pre-empt passed round, and after their raise; opener after the minor cue
    # raise and after responder's 2NT over their overcall
    "1C 4D P P", "1C 4D P P X P", "2C 2H P P", "1D 1S P 3S", "1D 1S 2S P", "1D 1S 2S P 3D P", "1C 2S 2NT P",
    # the strong doubler's call after his cue bid and advancer's answer
    "1D X P 1H P 2D P 2H P", "1D X P 1C P 2D P 2H P",
    # advancer's minimum answer to the doubler's cue bid
    "1D X P 1H P 2D P",
)

_PREFERRED = {"M": "HS", "m": "DC", "w": "HSD", "x": "DHCS", "y": "HSDC", "z": "SCDH", "p": "SHDC",
              "n": "SHDC", "f": "SHDC"}


def _legal(calls: Sequence[str]) -> bool:
    """A plain legality check of a call sequence (bids rise; doubles only of the opponents)."""
    last: str | None = None
    last_by = -1
    doubled = 0
    for i, call in enumerate(calls):
        if i >= 3 and tuple(calls[i - 3:i]) == ("P", "P", "P") and (last is not None or i == 4):
            return False  # the auction is over
        if is_bid(call):
            if last is not None and bid_rank(call) <= bid_rank(last):
                return False
            last, last_by, doubled = call, i, 0
        elif call == "X":
            if last is None or (i - last_by) % 2 == 0 or doubled:
                return False
            doubled = 1
        elif call == "XX":
            if doubled != 1 or (i - last_by) % 2 == 1:
                return False
            doubled = 2
    return True


def _token_choices(token: str) -> list[tuple[str, str | None]]:
    """``(call or #var, var)`` options for one pattern token; ``#`` bids are made once the level is known."""
    if token in ("P", "-", "*"):
        return [("P", None)]
    if token in ("X", "XX"):
        return [(token, None)]
    if token == "B":
        return [("#NT", None)]
    if token[0] == "#":  # the cheapest bid in the suit, or a jump (their weak two, a jump raise)
        var: str | None = token[1:]
        suits = _PREFERRED.get(token[1], "SHDC")
        return [(f"{kind}{s}", var) for kind in "#+" for s in suits]
    if token[1:] in ("NT", "C", "D", "H", "S"):
        return [(token, None)]
    var = token[1:]
    return [(f"{token[0]}{s}", var) for s in _PREFERRED.get(token[1], "SHDC")]


def _fill(options: Sequence[tuple[str, str | None]]) -> list[str] | None:
    """Calls for one choice of options; None when the same variable got two suits or two variables one."""
    calls: list[str] = []
    bound: dict[str, str] = {}
    last: str | None = None
    for call, var in options:
        if var is not None:
            suit = call[1:]  # "1H" and "#H" alike
            if bound.get(var, suit) != suit or (var not in bound and suit in bound.values()):
                return None
            bound[var] = suit
        if call[0] in "#+":
            made = cheapest_bid(call[1:], last)
            if made is None or (call[0] == "+" and made[0] == "7"):
                return None
            call = made if call[0] == "#" else f"{int(made[0]) + 1}{made[1:]}"
        calls.append(call)
        if is_bid(call):
            last = call
    return calls


def _view(calls: Sequence[str]) -> AuctionView:
    from cardlearn.ai.bridge.explain import auction_view

    return auction_view(list(calls), "N", "None")


def seq_examples(block: Block) -> list[tuple[AuctionView, dict[str, str]]]:
    """Auctions that match a pattern block, one per way of binding its suits and reading its calls.

    Preferred suits come first; a block open to any seat is tried by a passed hand too (its
    limit raise differs; an opening in third seat may be lighter), and a jump (a weak jump
    overcall) counts apart from a simple bid.
    """
    context = block.context
    assert isinstance(context, Seq)
    tokens = [t for t in context.pattern.split() if t != "..."]
    openers = [min(context.seats) - 1] if context.seats else [0, 2]
    if context.seats and not tokens:
        openers = [seat - 1 for seat in sorted(context.seats)]  # an opening: each seat it covers
    found: list[tuple[AuctionView, dict[str, str]]] = []
    keys: set[tuple[Any, ...]] = set()
    for before in openers:
        passes = ["P"] * before
        for count, options in enumerate(product(*(_token_choices(t) for t in tokens))):
            if count > 400 or len(found) >= 12 + 4 * before:
                break
            calls = _fill(options)
            if calls is None or not _legal(passes + calls):
                continue
            view = _view(passes + calls)
            bound = context.match(view)
            if bound is None:
                continue
            # The same suits read by other rules (a jump, a passed hand) are another example.
            key = (tuple(sorted(bound.items())), tuple(view.rule_of(i) for i in range(len(view.calls))))
            if key not in keys:
                keys.add(key)
                found.append((view, bound))
    return found


def _match(block: Block, view: AuctionView) -> dict[str, str] | None:
    """``block.context.match(view)``, None also when a test was not written for this kind of auction."""
    try:
        return block.context.match(view)
    except (IndexError, KeyError, ValueError, AttributeError, TypeError):
        return None


def _interference(calls: tuple[str, ...]) -> list[str]:
    """The opponent's interference tried after one of our calls: a double, the cheapest bid in a suit."""
    last = next((c for c in reversed(calls) if is_bid(c)), None)
    bids = [cheapest_bid(s, last) for s in "SHDC"]
    return ["X", *(b for b in bids if b is not None and b[0] <= "4")]


class Reach:
    """Whether the system gets to a block in an auction: no earlier closed block takes that auction."""

    def __init__(self, blocks: Sequence[Block]) -> None:
        self.blocks = blocks
        self.index = {id(blk): i for i, blk in enumerate(blocks)}
        self.first_closed: dict[tuple[str, ...], int] = {}

    def __call__(self, block: Block, view: AuctionView) -> bool:
        calls = view.calls
        if calls not in self.first_closed:
            self.first_closed[calls] = next((i for i, blk in enumerate(self.blocks)
                                             if blk.closed and _match(blk, view) is not None), len(self.blocks))
        return self.index[id(block)] <= self.first_closed[calls]


Example = tuple[Block, AuctionView, dict[str, str]]


def when_examples(blocks: Sequence[Block], bases: list[Example],
                  reached: Reach) -> dict[str, list[tuple[AuctionView, dict[str, str]]]]:
    """Example auctions for the blocks whose context is a test of the auction, found by playing the system.

    Candidates are :data:`WHEN_EXAMPLES` and the auctions of the pattern blocks' examples, then (up to
    four rounds) those auctions continued by each call the blocks' rules can make there, alone or
    followed by the next player's pass, double or cheapest bid in a suit: a test such as "partner
    asked for kings" is met by the system's own ask, "their overcall after Stayman" by an overcall.
    """
    search = _ExampleSearch([blk for blk in blocks if isinstance(blk.context, When)], reached)
    seeds: list[Example] = []
    for text in WHEN_EXAMPLES:
        search.offer(tuple(text.split()), seeds)
    for _, view, _ in bases:
        search.offer(tuple(view.calls), seeds)
    search.walk(list(bases) + seeds, interfere=False)
    # Then their interference in our first exchange (an overcall after Stayman, a double of a transfer).
    search.walk([(blk, view, bound) for blk, view, bound in bases if len(view.seq) <= 2], interfere=True)
    return {blk.id: _best_first(blk, search.found[blk.id]) for blk in search.wanted}


def _best_first(blk: Block, examples: list[tuple[AuctionView, dict[str, str]]]) -> list[tuple[AuctionView, dict[str, str]]]:
    """The examples with, first, the one in which most of the block's rules (80% of the best) can make a call."""
    scored = [(sum(1 for r in blk.rules if next(rule_calls(r, view, bound), None)), view, bound)
              for view, bound in examples]
    if scored:
        top = max(score for score, _, _ in scored)
        first = next(i for i, (score, _, _) in enumerate(scored) if score >= 0.8 * top)
        scored = [scored[first]] + scored[:first] + scored[first + 1:]
    return [(view, bound) for _, view, bound in scored]


class _ExampleSearch:
    """The search behind :func:`when_examples`: the auctions tried, and the examples kept per test block."""

    def __init__(self, wanted: list[Block], reached: Reach) -> None:
        self.wanted, self.reached = wanted, reached
        self.found: dict[str, list[tuple[AuctionView, dict[str, str]]]] = {blk.id: [] for blk in wanted}
        self.seen: set[tuple[str, ...]] = set()
        self.sizes = {blk.id: len({r.id for r in blk.rules}) for blk in wanted}
        self.covered: dict[str, set[str]] = {blk.id: set() for blk in wanted}  # rules that bid in an example found

    def done(self) -> bool:
        """Whether every rule of every test block can bid in some example found."""
        return all(len(self.covered[blk.id]) == self.sizes[blk.id] for blk in self.wanted)

    def offer(self, calls: tuple[str, ...], fresh: list[Example]) -> None:
        """Try an auction: keep it for each block it is an example of (and that it shows a rule more for)."""
        if calls in self.seen or not any(is_bid(c) for c in calls) or not _legal(calls):
            return
        self.seen.add(calls)
        view = _view(calls)
        for blk in self.wanted:
            self._consider(blk, view, fresh)

    def _consider(self, blk: Block, view: AuctionView, fresh: list[Example]) -> None:
        found, covered = self.found[blk.id], self.covered[blk.id]
        if len(covered) == self.sizes[blk.id] and len(found) >= 6:
            return
        bound = _match(blk, view)
        if bound is None or not self.reached(blk, view):
            return
        bids = {r.id for r in blk.rules if next(rule_calls(r, view, bound), None)}
        if len(found) < 6 or bids - covered:  # keep an example that shows a rule more
            covered |= bids
            found.append((view, bound))
            fresh.append((blk, view, bound))

    def walk(self, sources: list[Example], interfere: bool) -> None:
        """Up to four rounds of the rules' calls (2 suits each) and the next player's pass after them.

        With ``interfere`` the first round has the next player double or bid a suit instead of passing.
        """
        for _ in range(4):
            fresh: list[Example] = []
            for blk, view, bound in sources:
                if self.done():
                    return
                self._continue(blk, view, bound, interfere, fresh)
            sources, interfere = fresh, False

    def _continue(self, blk: Block, view: AuctionView, bound: dict[str, str], interfere: bool,
                  fresh: list[Example]) -> None:
        """Offer the auction continued by each call of the block's rules (and the next player's answer)."""
        for rule in blk.rules:
            for call, _ in islice(rule_calls(rule, view, bound), 2):
                after = (*view.calls, call)
                for theirs in _interference(after) if interfere else ["", "P"]:
                    self.offer((*after, theirs) if theirs else after, fresh)


def rule_calls(rule: Rule, view: AuctionView, bound: dict[str, str]) -> Iterator[tuple[str, dict[str, str]]]:
    """Every legal call ``rule`` makes in ``view``, with the suit bindings that make it."""
    free = [v for v in rule.free_vars(bound, shown_only=False) if v != "NT"]
    pools = [[s for s in _PREFERRED.get(v[0], "SHDC") if s in var_domain(v, view)] for v in free]
    seen: set[str] = set()
    for combo in product(*pools):
        if len(set(combo)) < len(combo) or set(combo) & set(bound.values()):
            continue
        b = {**bound, **dict(zip(free, combo))}
        try:
            call = rule.call.make(view, b)
        except (KeyError, ValueError, IndexError):
            continue
        if call is None or call in seen or not _legal((*view.calls, call)):
            continue
        if not rule.possible(view, b):  # an example the rule's own auction test rules out would mislead
            continue
        if call == "P" and forced_pass(view, call) is not None:  # a pass there breaks the system: no example
            continue
        seen.add(call)
        yield call, b



def varied(examples: list[tuple[AuctionView, dict[str, str]]], first: int = 4,
            ) -> list[tuple[AuctionView, dict[str, str]]]:
    """The first few examples, and each later one that binds a suit variable to a suit not seen yet.

    The walk starts from these: a follow-up for a major-suit opener needs 1♥ or 1♠ as well as 1♦.
    """
    chosen = examples[:first]
    pairs = {item for _, bound in chosen for item in bound.items()}
    for view, bound in examples[first:]:
        if set(bound.items()) - pairs:
            chosen.append((view, bound))
            pairs |= set(bound.items())
    return chosen
