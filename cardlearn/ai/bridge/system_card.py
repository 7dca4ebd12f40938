"""The convention card: the whole bidding system as a browsable card, generated from the rules themselves.

>>> from cardlearn.ai import bridge as bridge_ai
>>> card = bridge_ai.system_card(lang="th")    # shows itself in a notebook (``_repr_html_``)
>>> card.to_frame().columns[:3].tolist()
['section_id', 'section', 'context']

Nothing here restates the system: every row is a rule of
:data:`~cardlearn.ai.bridge.system.SYSTEM` (its call, its meaning and what it
shows, rendered by the rule's own conditions), placed in an auction that
matches the rule's block. Only the *sections* are this module's own: a small
classifier (:func:`section_of`) that reads a block's context (who opened,
what, whether the opponents bid) and a rule's call and label, so a convention
added to the system later appears on the card in the right place, or under
"Other auctions" when it fits none, but never disappears.
"""
from __future__ import annotations

import html
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import islice, product
from typing import Any

from cardlearn.ai.bridge.auction_view import AuctionView, bid_rank, cheapest_bid, is_bid, strain_of
from cardlearn.ai.bridge.conditions import AuctionCheck
from cardlearn.ai.bridge.patterns import Seq, When, var_domain
from cardlearn.ai.bridge.rule import Block, Rule
from cardlearn.engine.bridge.calls import call_message, parse_call_code
from cardlearn.engine.cards import SUIT_SYMBOLS
from cardlearn.i18n import Message, msg, resolve_language

SECTIONS: tuple[str, ...] = (
    "general", "notrump", "major", "minor", "two_clubs", "weak_twos", "preempts", "rebids",
    "competition", "overcalls", "nt_overcall", "doubles", "conventions", "slam", "leads",
)
OTHER = "other"
RED = "#b03a2e"  # hearts and diamonds; 6:1 contrast on white

# Conventional calls listed again under "Conventions", by the start of their label's name (artificial
# suit bids are found by shape as well); slam conventions and doubles likewise.
CONVENTION_LABELS: tuple[str, ...] = (
    "stayman", "transfer", "complete_transfer", "super_accept", "jacoby", "strong_2c", "waiting",
    "second_negative", "negative_double", "blackwood", "gerber", "gsf", "king", "michaels", "unusual",
    "cap_", "cappelletti", "fourth_suit", "feature", "relay", "minor_relay", "cue", "quantitative",
    "lebensohl", "drury", "splinter", "responsive", "help_suit",
)
SLAM_LABELS: tuple[str, ...] = ("blackwood", "gerber", "gsf", "king", "grand_slam", "slam_try")
SLAM_RULES: tuple[str, ...] = ("bw.", "gerber", "kings", "gsf", "q5.")
DOUBLE_LABELS: tuple[str, ...] = ("takeout", "strong_double", "negative_double", "reopening_double", "responsive",
                                  "doubler")

# Example auctions for blocks whose context is a test rather than a pattern: the walk of the system's own
# calls starts from these as well as from the pattern blocks' examples (the last one: their jump to game
# over our Michaels, interference the walk does not try).
WHEN_EXAMPLES: tuple[str, ...] = (
    "1H P 2C P 2H P", "1S P 2NT P 3S P 4NT P", "1S P 2NT P 3S P 4NT P 5D P", "2S P P", "3H", "2H",
    "1D X P P 1S", "1H X P 1S 2H P P", "1C X P", "1S P P X P", "1H P 2H", "1D P 1S",
    "1S P 2H P 3H P", "1H P 2D P 2H P", "1D P 1H P 1S P", "1C P 1H P 2C P", "1S P 3S P", "1H P 1S P",
    "1S P 3NT P", "1S P 2NT P 3S P 5NT P", "1NT 2C X P P", "1H 2NT P 3C P", "1D P 1H P 1S P 2C P",
    "1D P 1H P 1S P 2C P 2D P", "1S P 5NT P", "1H 2H 4H 4NT P",
)

# The heuristic card player's defensive rules, shown with a sample card (its own reason texts).
LEAD_RULES: tuple[tuple[str, str], ...] = (
    ("ai_bridge_play.reason.top_of_sequence", "♠K"), ("ai_bridge_play.reason.fourth_best", "♥5"),
    ("ai_bridge_play.reason.top_of_doubleton", "♦9"), ("ai_bridge_play.reason.lead_partner_suit", "♣8"),
    ("ai_bridge_play.reason.second_hand_low", "♠3"), ("ai_bridge_play.reason.third_hand_high", "♥Q"),
    ("ai_bridge_play.reason.cover_honour", "♦K"), ("ai_bridge_play.reason.return_partner", "♣4"),
)


@dataclass(frozen=True)
class Row:
    """One call of the card: where it is made, the call, what it means."""

    section: str
    block_id: str
    rule_id: str
    context: tuple[Message | str, ...]
    example: tuple[str, ...]
    call: str
    meaning: Any  # a Message or a Joined: both render with .text(lang)
    forcing: bool
    pattern_has_suits: bool = True  # False when the context names every call: no example needed


# --- the sections ----------------------------------------------------------------------------------


def _label_name(rule: Rule) -> str:
    return (rule.label or "").rsplit(".", 1)[-1]


def _tokens(block: Block) -> list[str] | None:
    if not isinstance(block.context, Seq):
        return None
    return [t for t in block.context.pattern.split() if t != "..."]


def _opening_kind(call: str) -> str:
    """The section of an opening bid given as a token or a call (``1M``, ``2w``, ``1NT``, ``3p`` ...)."""
    if call in ("P", ""):
        return "general"
    level, strain = call[0], call[1:]
    if strain == "NT":
        return "notrump"
    if level == "1":
        return "major" if strain in ("M", "S", "H") else "minor" if strain in ("m", "C", "D") else "rebids"
    if level == "2":
        return "two_clubs" if strain == "C" else "weak_twos"
    return "preempts"


def section_of(block: Block, rule: Rule, call: str, seq: Sequence[str] | None = None) -> str:
    """The card section of ``rule`` making ``call`` in ``block``; :data:`OTHER` when no section fits.

    The block's pattern is read, or for a block whose context is a test, ``seq``: an example auction
    (from the opening bid on) that the block matches. Who opened, with what, and whether the opponents bid decide the section;
    slam conventions, doubles and the doubler's partnership go by the rule's own name and label.
    """
    label = _label_name(rule)
    if rule.id.startswith(SLAM_RULES) or label.startswith(SLAM_LABELS):
        return "slam"
    if call == "X" and label.startswith(DOUBLE_LABELS):
        return "doubles"
    if block.id.split(".")[0] == "general":
        return "general"
    tokens = _tokens(block)  # the pattern says "1M" or "1x" where an example says "1♥"
    if tokens is None:
        if seq is None:
            return OTHER
        tokens = list(seq)
    if not tokens:  # an opening bid
        return _opening_kind(call)
    opener = len(tokens) % 4  # the relation of the opener to the caller: 0 me, 1 RHO, 2 partner, 3 LHO
    theirs = [t for i, t in enumerate(tokens) if (len(tokens) - i) % 2 == 1]  # calls of RHO and LHO
    ours = [t for i, t in enumerate(tokens) if (len(tokens) - i) % 2 == 0]
    if opener in (0, 2):  # my side opened
        kind = _opening_kind(tokens[0])
        if all(t in ("P", "-") for t in theirs):
            # One of a suit: the opening and the responses in its section, the later rounds under "rebids".
            return "rebids" if kind in ("major", "minor") and len(tokens) >= 4 else kind
        if kind == "notrump":
            return kind
        return "doubles" if "X" in ours else "competition"  # after our negative double: its answers
    first = next((t for t in ours if t not in ("P", "-")), None)  # a balancing call comes after a pass
    if tokens[0] == "1NT" or label.startswith("nt_overcall") or first == "1NT":
        return "nt_overcall"
    if first == "X" or rule.id.startswith(("adv.", "ovx.")) or label.startswith("penalty_pass"):
        return "doubles"  # the takeout doubler's partnership: advances and the doubler's rebids
    return "overcalls"


# --- example auctions ----------------------------------------------------------------------------

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


def _seq_examples(block: Block) -> list[tuple[AuctionView, dict[str, str]]]:
    """Auctions that match a pattern block, one per way of binding its suits and reading its calls.

    Preferred suits come first; a block open to any seat is tried by a passed hand too (its
    limit raise differs), and a jump (a weak jump overcall) counts apart from a simple bid.
    """
    context = block.context
    assert isinstance(context, Seq)
    tokens = [t for t in context.pattern.split() if t != "..."]
    openers = [min(context.seats) - 1] if context.seats else [0, 2]
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
        if not tokens:
            break  # openings: the seat is the block's own
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


class _Reach:
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


def _when_examples(blocks: Sequence[Block], bases: list[tuple[Block, AuctionView, dict[str, str]]],
                   reached: _Reach) -> dict[str, list[tuple[AuctionView, dict[str, str]]]]:
    """Example auctions for the blocks whose context is a test of the auction, found by playing the system.

    Candidates are :data:`WHEN_EXAMPLES` and the auctions of the pattern blocks' examples, then (up to
    four rounds) those auctions continued by each call the blocks' rules can make there, alone or
    followed by the next player's pass, double or cheapest bid in a suit: a test such as "partner
    asked for kings" is met by the system's own ask, "their overcall after Stayman" by an overcall.
    """
    wanted = [blk for blk in blocks if isinstance(blk.context, When)]
    found: dict[str, list[tuple[AuctionView, dict[str, str]]]] = {blk.id: [] for blk in wanted}
    seen: set[tuple[str, ...]] = set()
    sizes = {blk.id: len({r.id for r in blk.rules}) for blk in wanted}
    covered: dict[str, set[str]] = {blk.id: set() for blk in wanted}  # rules that can bid in an example found

    def done() -> bool:
        return all(len(covered[blk.id]) == sizes[blk.id] for blk in wanted)

    def offer(calls: tuple[str, ...], fresh: list[tuple[Block, AuctionView, dict[str, str]]]) -> None:
        if calls in seen or not any(is_bid(c) for c in calls) or not _legal(calls):
            return
        seen.add(calls)
        view = _view(calls)
        for blk in wanted:
            if len(covered[blk.id]) == sizes[blk.id] and len(found[blk.id]) >= 6:
                continue
            bound = _match(blk, view)
            if bound is None or not reached(blk, view):
                continue
            bids = {r.id for r in blk.rules if next(_instances(r, view, bound), None)}
            if len(found[blk.id]) < 6 or bids - covered[blk.id]:  # keep an example that shows a rule more
                covered[blk.id] |= bids
                found[blk.id].append((view, bound))
                fresh.append((blk, view, bound))

    def walk(sources: list[tuple[Block, AuctionView, dict[str, str]]], interfere: bool) -> None:
        """Up to four rounds of the rules' calls (2 suits each) and the next player's pass after them.

        With ``interfere`` the first round has the next player double or bid a suit instead of passing.
        """
        for _ in range(4):
            fresh: list[tuple[Block, AuctionView, dict[str, str]]] = []
            for blk, view, bound in sources:
                if done():
                    return
                for rule in blk.rules:
                    for call, _ in islice(_instances(rule, view, bound), 2):
                        after = (*view.calls, call)
                        for theirs in _interference(after) if interfere else ["", "P"]:
                            offer((*after, theirs) if theirs else after, fresh)
            sources, interfere = fresh, False

    seeds: list[tuple[Block, AuctionView, dict[str, str]]] = []
    for text in WHEN_EXAMPLES:
        offer(tuple(text.split()), seeds)
    for _, view, _ in bases:
        offer(tuple(view.calls), seeds)
    walk(list(bases) + seeds, interfere=False)
    # Then their interference in our first exchange (an overcall after Stayman, a double of a transfer).
    walk([(blk, view, bound) for blk, view, bound in bases if len(view.seq) <= 2], interfere=True)
    # First the example in which most of the block's rules (80% of the best) can make a call.
    for blk in wanted:
        scored = [(sum(1 for r in blk.rules if next(_instances(r, view, bound), None)), view, bound)
                  for view, bound in found[blk.id]]
        if scored:
            top = max(score for score, _, _ in scored)
            first = next(i for i, (score, _, _) in enumerate(scored) if score >= 0.8 * top)
            scored = [scored[first]] + scored[:first] + scored[first + 1:]
        found[blk.id] = [(view, bound) for _, view, bound in scored]
    return found


def _instances(rule: Rule, view: AuctionView, bound: dict[str, str]) -> Iterator[tuple[str, dict[str, str]]]:
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
        if any(isinstance(c, AuctionCheck) and not c.test(None, view, b) for c in rule.hand):  # type: ignore[arg-type]
            continue
        seen.add(call)
        yield call, b


# --- context text --------------------------------------------------------------------------------


def _token_text(token: str) -> Message | str:
    if token in ("P", "X", "XX") or token[1:] in ("NT", "C", "D", "H", "S"):
        return call_message(parse_call_code(token))  # type: ignore[return-value]
    if token == "-":
        return msg("ai_bridge_card.token.no_bid")
    if token in ("*", "B"):
        return msg("ai_bridge_card.token.any_call")
    if token[0] == "#":
        return msg("ai_bridge_card.token.suit_bid")
    domain = {"M": "HS", "m": "CD", "w": "DHS"}.get(token[1])
    if domain:
        return "/".join(f"{token[0]}{SUIT_SYMBOLS[s]}" for s in domain)
    return msg("ai_bridge_card.token.level_suit", level=token[0])


def _context(block: Block) -> tuple[Message | str, ...]:
    context = block.context
    if isinstance(context, Seq):
        tokens = [t for t in context.pattern.split() if t != "..."]
        if not tokens:
            seats = context.seats or (1, 2, 3, 4)
            key = "ai_bridge_card.context.opening_4th" if seats == (4,) else "ai_bridge_card.context.opening"
            return (msg(key),)
        return (*(_token_text(t) for t in tokens), "?")
    return ()


def _render(part: Message | str | Any, lang: str) -> str:
    return part if isinstance(part, str) else part.text(lang)


def _call_text(call: str, lang: str) -> str:
    return call_message(parse_call_code(call)).text(lang)


# --- the card --------------------------------------------------------------------------------------


def _varied(examples: list[tuple[AuctionView, dict[str, str]]], first: int = 4,
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


_MADE: list[tuple[Sequence[Block], tuple[tuple[Row, ...], dict[str, tuple[str, ...]]]]] = []  # recent systems


def _card_of(system: Sequence[Block]) -> tuple[tuple[Row, ...], dict[str, tuple[str, ...]]]:
    """The card of ``system``, made once (kept by identity: a replaced system's id may be reused)."""
    for made, card in _MADE:
        if made is system:
            return card
    card = _rows(system)
    _MADE.append((system, card))
    del _MADE[:-4]
    return card


def _rows(system: Sequence[Block]) -> tuple[tuple[Row, ...], dict[str, tuple[str, ...]]]:
    """The card's rows, and the rules left off as shadowed: an auction (with their call) that another block takes."""
    rows: list[Row] = []
    shadowed: dict[str, tuple[str, ...]] = {}
    listed: set[str] = set()  # rules already under "Conventions" (once each)
    shown: set[tuple[str, str]] = set()
    patterns = {blk.id: _seq_examples(blk) for blk in system if isinstance(blk.context, Seq)}
    bases = [(blk, view, bound) for blk in system for view, bound in _varied(patterns.get(blk.id, []))]
    reached = _Reach(system)
    tests = _when_examples(system, bases, reached)
    for block in system:
        # Only auctions in which the system uses this block: a rule shadowed there would be an untrue example.
        everywhere = patterns.get(block.id) or tests.get(block.id, [])
        examples = [(view, bound) for view, bound in everywhere if reached(block, view)]
        for rule in block.rules:
            if rule.id not in shadowed:  # kept when the rule turns out to have no auction of its own
                auction = next(((*view.calls, call) for view, bound in everywhere if not reached(block, view)
                                for call, _ in islice(_instances(rule, view, bound), 1)), None)
                if auction is not None:
                    shadowed[rule.id] = auction
        context = _context(block)
        variable = not isinstance(block.context, Seq) or any(
            not (t in ("P", "X", "XX") or t[1:] in ("NT", "C", "D", "H", "S")) for t in _tokens(block) or ["?"])
        opening = isinstance(block.context, Seq) and not _tokens(block)
        chosen: list[tuple[int, Rule, AuctionView, list[tuple[str, dict[str, str]]]]] = []
        for rule in block.rules:
            # The first example auction in which the rule can bid at all (a reverse needs a lower first suit).
            for number, (view, bound) in enumerate(examples):
                instances = list(_instances(rule, view, bound))
                if instances:
                    chosen.append((number, rule, view, instances))
                    break
        # Rules shown under the same example stay together (in system order within it).
        for _, rule, view, instances in sorted(chosen, key=lambda item: item[0]):
            # Openings show every suit they may name; later rules one example call each (the first suit that fits).
            for call, b in instances if opening else instances[:1]:
                try:
                    meaning = rule.meaning(view, b)
                except (KeyError, ValueError, IndexError):  # a rule whose text needs a suit this example lacks
                    continue  # (the test that every rule is on the card names it)
                section = section_of(block, rule, call, view.seq)
                if not isinstance(block.context, Seq) and (section, rule.id) in shown:
                    continue  # a test context that repeats rules already shown with a pattern (partner's double)
                shown.add((section, rule.id))
                rows.append(Row(section, block.id, rule.id, context, tuple(view.calls), call, meaning, rule.forcing,
                                variable))
                if section != "conventions" and rule.id not in listed and _is_conventional(rule, view, b, call):
                    listed.add(rule.id)
                    rows.append(Row("conventions", block.id, rule.id, context, tuple(view.calls), call, meaning,
                                    rule.forcing, variable))
    on_card = {row.rule_id for row in rows}
    return tuple(rows), {rule_id: auction for rule_id, auction in shadowed.items() if rule_id not in on_card}


def _is_conventional(rule: Rule, view: AuctionView, b: dict[str, str], call: str) -> bool:
    """A convention: a known conventional label, or a forcing bid in a new suit that does not promise three cards of it."""
    if _label_name(rule).startswith(CONVENTION_LABELS):
        return True
    if not rule.forcing or not is_bid(call) or strain_of(call) == "NT":
        return False
    suit = strain_of(call)
    if suit in view.suits_bid_by(0) or suit in view.suits_bid_by(2):  # 0 me, 2 partner
        return False
    return rule.constraints(view, b).lengths["SHDC".index(suit)][0] < 3


class SystemCard:
    """The bidding system as a convention card in ``lang``: ``_repr_html_`` in a notebook, ``to_frame()``."""

    def __init__(self, lang: str | None = None) -> None:
        from cardlearn.ai.bridge.system import SYSTEM

        self.lang = resolve_language(lang)
        self.rows, self._shadowed = _card_of(SYSTEM)

    def shadowed_rules(self) -> dict[str, tuple[str, ...]]:
        """Rules not on the card because an earlier block of the system takes every auction found for them.

        Each comes with such an auction (ending in the rule's call): a finding for the system's authors,
        since the bidder never uses these rules there either.
        """
        return dict(self._shadowed)

    def sections(self) -> list[str]:
        """The section ids in card order (:data:`OTHER` last, only when a rule fits no section)."""
        used = {r.section for r in self.rows}
        return [s for s in SECTIONS if s in used or s == "leads"] + ([OTHER] if OTHER in used else [])

    def title(self, section: str) -> str:
        """The localized title of ``section``."""
        return msg(f"ai_bridge_card.section.{section}").text(self.lang)

    def to_frame(self) -> Any:
        """One row per call: section_id, section, context, example, call, meaning, forcing, rule_id."""
        import pandas as pd

        lang = self.lang
        forcing = msg("ai_bridge_card.forcing").text(lang)
        records = []
        for section in self.sections():
            for row in self._section_rows(section):
                records.append({
                    "section_id": section, "section": self.title(section),
                    "context": " – ".join(_render(p, lang) for p in row.context),
                    "example": " – ".join(_call_text(c, lang) for c in row.example),
                    "call": _call_text(row.call, lang) if row.call else "",
                    "meaning": _render(row.meaning, lang), "forcing": forcing if row.forcing else "",
                    "rule_id": row.rule_id,
                })
        columns = ["section_id", "section", "context", "example", "call", "meaning", "forcing", "rule_id"]
        return pd.DataFrame(records, columns=columns)

    def _section_rows(self, section: str) -> list[Row]:
        if section == "leads":
            return [Row("leads", "play", key, (), (), "", msg(key, card=card, suit=card[0]), False)
                    for key, card in LEAD_RULES]
        return [r for r in self.rows if r.section == section]

    def __repr__(self) -> str:
        return f"SystemCard(lang={self.lang!r}, sections={len(self.sections())}, calls={len(self.rows)})"

    def _repr_html_(self) -> str:
        lang = self.lang
        title = html.escape(msg("ai_bridge_card.title").text(lang))
        intro = html.escape(msg("ai_bridge_card.intro").text(lang))
        fonts = "system-ui,'Noto Sans Thai','Noto Sans KR',sans-serif"
        box = f"font-family:{fonts};font-size:14px;line-height:1.5;color:#1a1a1a;max-width:60em"
        parts = [f'<div lang="{lang}" style="{box}">',
                 f'<div style="font-size:18px;font-weight:700;margin:4px 0">{title}</div>',
                 f'<div style="color:#444;margin-bottom:8px">{intro}</div>']
        for number, section in enumerate(self.sections()):
            rows = self._section_rows(section)
            parts.append(f'<details{" open" if number < 2 else ""} style="border:1px solid #c8ccd2;'
                         'border-radius:6px;margin:6px 0;padding:2px 10px">'
                         f'<summary style="cursor:pointer;font-weight:700;font-size:15px;padding:4px 0">'
                         f'{html.escape(self.title(section))} <span style="font-weight:400;color:#555">'
                         f'({len(rows)})</span></summary>')
            parts.append(self._table(rows))
            parts.append("</details>")
        parts.append("</div>")
        return "".join(parts)

    def _table(self, rows: list[Row]) -> str:
        lang = self.lang
        # Inline styles win over JupyterLab's table CSS (right-aligned, striped cells).
        cell = "padding:3px 8px;border-top:1px solid #e3e5e8;vertical-align:top;text-align:left;background:#fff"
        forcing = html.escape(msg("ai_bridge_card.forcing").text(lang))
        out = ['<table style="border-collapse:collapse;width:100%;margin:4px 0 8px;table-layout:auto">']
        previous: tuple[str, tuple[str, ...]] | None = None
        for row in rows:
            key = (row.block_id, row.example)
            if key != previous and (row.context or row.example):
                previous = key
                context = " – ".join(_render(p, lang) for p in row.context)
                example = " – ".join(_call_text(c, lang) for c in row.example)
                head = _suits(html.escape(context)) if context else ""
                if example and row.pattern_has_suits:
                    eg = html.escape(msg("ai_bridge_card.example", auction=example).text(lang))
                    head += f' <span style="color:#555;font-weight:400">{_suits(eg)}</span>'
                out.append(f'<tr><td colspan="2" style="padding:8px 8px 2px;font-weight:600;background:#f3f5f7;'
                           f'text-align:left">{head}</td></tr>')
            call = _suits(html.escape(_call_text(row.call, lang))) if row.call else ""
            badge = (f' <span style="background:#fdf0d5;color:#7a4b00;border-radius:4px;padding:0 5px;'
                     f'font-size:12px;white-space:nowrap">{forcing}</span>') if row.forcing else ""
            out.append(f'<tr><td style="{cell};width:1%;white-space:nowrap"><b>{call}</b></td>'
                       f'<td style="{cell}">{_suits(html.escape(_render(row.meaning, lang)))}{badge}</td></tr>')
        out.append("</table>")
        return "".join(out)


def _suits(text: str) -> str:
    """Red hearts and diamonds in HTML text."""
    for red in ("♥", "♦"):
        text = text.replace(red, f'<span style="color:{RED}">{red}</span>')
    return text


def system_card(lang: str | None = None) -> SystemCard:
    """The whole bidding system as a convention card in ``lang`` (default: the current language)."""
    return SystemCard(lang)


__all__ = ["OTHER", "SECTIONS", "SystemCard", "section_of", "system_card"]
