"""One system rule as data, and the block of rules that share an auction context."""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import permutations

from cardlearn.ai.bridge.auction_view import PARTNER, AuctionView
from cardlearn.ai.bridge.binding_checks import NamedCheck
from cardlearn.ai.bridge.conditions import Condition, Hidden, Joined
from cardlearn.ai.bridge.constraints import HandConstraints
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.patterns import CallSpec, Context, spec, var_domain
from cardlearn.ai.bridge.public_falsity import publicly_false
from cardlearn.i18n import Message, msg

Bindings = Mapping[str, str]
_SUIT_ORDER = "SHDC"

#: The forcing status shown after a forcing rule's label when the label itself does not say it.
STATUS_OF_LABEL: dict[str, str] = {
    "ai_bridge.label.jump_shift": "ai_bridge_sayc.status.game_forcing",
    "ai_bridge.label.reverse": "ai_bridge_sayc.status.forcing_one_round",
    "ai_bridge.label.stayman": "ai_bridge_sayc.status.forcing_one_round",
    "ai_bridge.label.transfer_h": "ai_bridge_sayc.status.forcing_one_round",
    "ai_bridge.label.transfer_s": "ai_bridge_sayc.status.forcing_one_round",
    "ai_bridge.label.waiting": "ai_bridge_sayc.status.forcing_one_round",
    "ai_bridge.label.choice_of_games": "ai_bridge_sayc.status.forcing_one_round",
    "ai_bridge.label.strong_suit": "ai_bridge_sayc.status.forcing_one_round",
    "ai_bridge.label.blackwood": "ai_bridge_sayc.status.forcing_one_round",
}


@dataclass(frozen=True)
class Rule:
    """A call, when to make it (hand conditions), and what it means (``label`` + the shown conditions).

    ``prefer`` orders the candidate suits when a variable is chosen from the
    hand: ``"long"`` (longest, then higher), ``"up"`` (longest, then lower:
    bidding 4-card suits up the line) or ``"fit"`` (majors first, then the
    biggest known fit).

    ``forcing``: partner may not pass the call (one round); ``game_forcing``: the
    call commits the partnership to game (the auction may not stop below it).
    Both are said here, on the rule, and nowhere else.
    """

    id: str
    call: CallSpec
    hand: tuple[Condition, ...] = ()
    label: str | None = None
    prefer: str = "long"
    forcing: bool = False
    game_forcing: bool = False

    def meaning(self, view: AuctionView, b: Bindings) -> Message | Joined:
        """The localized meaning of this rule's call in ``view``."""
        details = [piece for cond in self.hand if cond.shown for piece in cond.describe(view, b)]
        if self.label and details:
            return msg("ai_bridge.meaning", label=self.label_message(b), details=Joined(tuple(details)))
        if self.label:
            return self.label_message(b)
        return Joined(tuple(details))

    def label_message(self, b: Bindings) -> Message:
        """The label alone, with the forcing status added where the label itself does not say it."""
        label = Message(self.label or "ai_bridge.meaning.no_rule", dict(_suit_params(b)))
        status = STATUS_OF_LABEL.get(self.label or "") if self.forcing else None
        return msg("ai_bridge_sayc.with_status", label=label, status=msg(status)) if status else label

    def checks(self) -> list[Message]:
        """What the rule's named hidden checks test, in words (for a listing of the rule, not the call's meaning)."""
        inner = (c.inner if isinstance(c, Hidden) else c for c in self.hand)
        return [c.summary() for c in inner if isinstance(c, NamedCheck)]

    def constraints(self, view: AuctionView, b: Bindings) -> HandConstraints:
        """What the call shows, as numbers (from the same conditions as the text)."""
        result = HandConstraints()
        for cond in self.hand:
            if cond.shown:
                result = result.intersect(cond.constrain(view, b))
        return result

    def free_vars(self, bound: Bindings, shown_only: bool = False) -> list[str]:
        """Suit variables the hand has to choose (not fixed by the auction or the call)."""
        names: list[str] = []
        conds = [c for c in self.hand if c.shown or not shown_only]
        for name in (*self.call.vars, *(v for c in conds for v in c.vars)):
            if name not in bound and name not in names and name != "NT":
                names.append(name)
        return names

    def bindings_for(self, hand: HandEval, view: AuctionView, bound: Bindings) -> Iterator[dict[str, str]]:
        """Every way to choose the free variables, best first for this hand."""
        free = self.free_vars(bound)
        if not free:
            yield dict(bound)
            return
        options = []
        used = set(bound.values())
        pools = [[s for s in var_domain(name, view) if s not in used] for name in free]
        suits = sorted({s for pool in pools for s in pool}, key=lambda s: self._order(s, hand, view))
        for combo in permutations(suits, len(free)):
            if all(s in pool for s, pool in zip(combo, pools)):
                options.append(combo)
        for combo in options:
            out = dict(bound)
            out.update(zip(free, combo))
            yield out

    def _order(self, suit: str, hand: HandEval, view: AuctionView) -> tuple[int, ...]:
        rank = _SUIT_ORDER.index(suit)
        if self.prefer == "up":
            return (-hand.lengths[suit], -rank)
        if self.prefer == "fit":
            together = hand.lengths[suit] + view.known(PARTNER).min_len(suit)
            return (0 if suit in "SH" else 1, -together, rank)
        if self.prefer == "major":
            return (0 if suit in "SH" and hand.lengths[suit] >= 4 else 1, -hand.lengths[suit], rank)
        return (-hand.lengths[suit], rank)

    def possible(self, view: AuctionView, b: Bindings) -> bool:
        """Whether some hand could make this call by this rule here (no condition fails on the auction alone)."""
        return not any(publicly_false(cond, view, b) for cond in self.hand)

    def applies(self, hand: HandEval, view: AuctionView, b: Bindings) -> bool:
        """Whether every hand condition holds."""
        return all(cond.test(hand, view, b) for cond in self.hand)


def _suit_params(b: Bindings) -> dict[str, str]:
    from cardlearn.engine.cards import SUIT_SYMBOLS

    return {name: SUIT_SYMBOLS.get(suit, suit) for name, suit in b.items()}


@dataclass(frozen=True)
class Block:
    """Rules that share one auction context, tried in order (first that fits wins).

    A ``closed`` block is complete for its context: when the context matches,
    no later block is tried (its last rule is usually a Pass that fits any hand).
    An open block ``claims`` the calls its rules named there can make (a convention:
    a cue bid is not also natural): later blocks neither make nor explain them.
    A closed block with ``then`` (a block id) goes on at that block instead of
    stopping when none of its rules fits (a learner's level that left out some
    rules sends the hand to the general rules; see :mod:`.levels`).
    """

    id: str
    context: Context
    rules: tuple[Rule, ...]
    closed: bool = True
    claims: frozenset[str] = frozenset()
    then: str = ""

    def claimed(self, view: AuctionView, bound: Bindings, calls: Iterable[str]) -> frozenset[str]:
        """The calls among ``calls`` that a claiming rule of this block names in ``view``."""
        if not self.claims:
            return frozenset()
        # An auction_only test never reads the hand, so it runs without one.
        return frozenset(call for call in calls for r in self.rules if r.id in self.claims
                         and (b := r.call.match(view, call, bound)) is not None
                         and all(c.test(None, view, b)  # type: ignore[arg-type]
                                 for c in r.hand if c.auction_only))


def rule(
    id: str,
    call: str | CallSpec,
    *hand: Condition,
    label: str | None = None,
    prefer: str = "long",
    forcing: bool = False,
    game_forcing: bool = False,
) -> Rule:
    """Shorthand to write a rule: ``rule("open.1nt", "1NT", HCP(15, 17), Balanced(), label=...)``."""
    return Rule(id, spec(call), tuple(hand), label, prefer, forcing, game_forcing)


def block(id: str, context: Context, *rules: Rule, closed: bool = True, claims: Iterable[str] = ()) -> Block:
    """Shorthand to write a block of rules."""
    return Block(id, context, tuple(rules), closed, frozenset(claims))


#: The only ways an id may be built from another instead of being written out, so that grep finds every id
#: written or the one it comes from (``tests/test_ai_bridge_literal_ids.py`` holds the system to it): the 2NT
#: ladder from the 1NT ladder one level higher, the no-trump ladder after 2♣–2♦ from the 2NT ladder.
DERIVED_ID_PREFIXES: tuple[tuple[str, str], ...] = (("1NT.", "2NT."), ("", "2c."))
#: A passed hand's twin of a forcing response (see ``sections.general.with_passed_hand_twins``).
PASSED_HAND_SUFFIX = ".passed"
DERIVED_ID_SUFFIXES: tuple[str, ...] = (PASSED_HAND_SUFFIX,)


def with_id_prefix(blk: Block, old: str, new: str) -> Block:
    """``blk`` with ``old`` at the start of its id and of its rules' ids replaced by ``new`` (a derived family)."""
    if (old, new) not in DERIVED_ID_PREFIXES:
        raise ValueError(f"{old!r} -> {new!r} is not one of the derivations in DERIVED_ID_PREFIXES")

    def renamed(rule_id: str) -> str:
        return new + rule_id.removeprefix(old) if rule_id.startswith(old) else rule_id

    return replace(blk, id=renamed(blk.id), rules=tuple(replace(r, id=renamed(r.id)) for r in blk.rules))


def matching_blocks(system: Sequence[Block], view: AuctionView) -> Iterator[tuple[Block, dict[str, str]]]:
    """The blocks whose context matches ``view``, in order, with their bindings (a closed block's ``then`` followed).

    The caller stops at a closed block (``blk.closed and not blk.then``) once it has used it.
    """
    skip_to = ""
    for blk in system:
        if skip_to and blk.id != skip_to:
            continue
        skip_to = ""
        bound = blk.context.match(view)
        if bound is None:
            continue
        yield blk, bound
        if blk.closed and blk.then:
            skip_to = blk.then


def all_rules(system: Sequence[Block]) -> list[Rule]:
    """Every rule of a system, in order."""
    return [r for blk in system for r in blk.rules]


