"""What a call means in the system: for the AI's own calls and for anyone else's, the learner's too."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from cardlearn.ai.bridge.auction_view import AuctionView, is_bid, normalize_call, seat_after
from cardlearn.ai.bridge.constraints import HandConstraints
from cardlearn.ai.bridge.evaluation import HandEval
from cardlearn.ai.bridge.levels import resolve_bidding_level, system_for
from cardlearn.ai.bridge.rule import Block, Rule, matching_blocks
from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import call_message, parse_call_code
from cardlearn.engine.bridge.table import SEATS, parse_seat, parse_vulnerability
from cardlearn.engine.theme import RED
from cardlearn.engine.validate import check_index, check_list
from cardlearn.i18n import Message, msg


@dataclass(frozen=True)
class Explanation:
    """The meaning of one call: localized text (``meaning``), numbers (``constraints``) and the rule behind it."""

    call: str
    meaning: Message
    constraints: HandConstraints
    rule_id: str
    seat: str = ""
    #: Some reading of the call forces partner (the bidder does not pass it).
    forcing: bool = False
    #: Every reading forces: a pass of it breaks the system (what a learner's pass is told).
    surely_forcing: bool = False
    #: The rule behind the call commits the partnership to game.
    game_forcing: bool = False

    def text(self, lang: str | None = None) -> str:
        """The meaning in ``lang`` (default: the current language)."""
        return self.meaning.text(lang)

    def call_text(self, lang: str | None = None) -> str:
        """The call itself for display (``1♥``, ``Pass``/``พาส``...)."""
        return call_message(parse_call_code(self.call)).text(lang)

    def __repr__(self) -> str:
        return f"Explanation({self.call!r}, {self.rule_id!r}, {self.text('en')!r})"

    def _repr_html_(self) -> str:
        import html

        call = html.escape(self.call_text())
        for red in ("♥", "♦"):
            call = call.replace(red, f'<span style="color:{RED}">{red}</span>')
        return f"<span><b>{call}</b>: {html.escape(self.text())}</span>"


def _meaning(rule: Rule, view: AuctionView, b: dict[str, str]) -> Message:
    meaning = rule.meaning(view, b)
    return meaning if isinstance(meaning, Message) else msg("ai_bridge.meaning.plain", details=meaning)


def _meaning_label_only(rule: Rule, b: dict[str, str]) -> Message:
    return rule.label_message(b)


def explain_in_view(view: AuctionView, call: str, hand: HandEval | None = None,
                    system: Sequence[Block] | None = None) -> Explanation:
    """The meaning of ``call`` made by the seat to act in ``view`` (rules tried in system order).

    With the caller's ``hand`` the meaning is the one rule that makes this call with this hand, the
    first in system order (for the AI's own call that is the rule that chose it); without it, the
    rules that match the auction, listed as alternatives only where their meanings differ.
    ``system`` is the learner's level of the system (default: the full system).
    """
    system = _system(system)
    call = normalize_call(call)
    if hand is not None:
        chosen = rule_for_hand(view, call, hand, system)
        if chosen is not None:
            return explanation_of(call, view, *chosen)
    # An open block may let the call through to later blocks (when its rule does not fit the hand),
    # so their rules are alternatives too, up to the first closed block that matches the auction.
    found: list[tuple[Rule, dict[str, str]]] = []
    catch_all = True  # only the system's last block (the one that closes every auction) explains the call
    for blk, bound in matching_blocks(system, view):
        for rule in blk.rules:
            b = rule.call.match(view, call, bound)
            if b is None or rule.free_vars(b, shown_only=True):
                continue
            if not rule.possible(view, b):  # a rule whose auction test fails cannot be what the call means
                continue
            found.append((rule, b))
            catch_all = catch_all and blk is system[-1]
        if blk.closed and not (blk.then and not found) or call in blk.claimed(view, bound, (call,)):
            break
    # A pass over partner's forcing bid that only the last catch-all explains (it shows nothing) broke the
    # system: the last block keeps a forced auction going, and its pass is for the auctions that may stop.
    if found and not (catch_all and all(rule.constraints(view, b).is_loose for rule, b in found)):
        return _combine(call, view, found)
    forced = forced_pass(view, call)
    if forced is not None:
        return forced
    return _combine(call, view, found) if found else unknown_call(call, view.seat)


_GAME_LEVEL = {"C": 5, "D": 5, "H": 4, "S": 4}


def _may_stop_in(bid: str) -> bool:
    """A game or slam bid: partner may pass it whatever it asks (4NT and 5NT are questions, not contracts)."""
    level, strain = int(bid[0]), bid[1:]
    if strain == "NT":
        return level == 3 or level >= 6
    return level >= _GAME_LEVEL[strain]


def forced_pass(view: AuctionView, call: str) -> Explanation | None:
    """A pass over partner's forcing bid (the opponent between passed) that no real rule explains.

    Only a bid that forces in every reading counts, and not a game or slam bid: partner may pass those.
    """
    calls = view.calls
    if call != "P" or len(calls) < 2 or calls[-1] != "P" or len(view.explanations) < len(calls):
        return None
    partners = view.explanations[-2]
    if not partners.surely_forcing or not is_bid(calls[-2]) or _may_stop_in(calls[-2]):
        return None
    meaning = msg("ai_bridge.meaning.forcing_pass", call=call_message(parse_call_code(calls[-2])))
    return Explanation(call, meaning, HandConstraints(), "unknown.forcing_pass", view.seat)


def _system(system: Sequence[Block] | None) -> Sequence[Block]:
    if system is not None:
        return system
    from cardlearn.ai.bridge.system import SYSTEM

    return SYSTEM


def rule_for_hand(view: AuctionView, call: str, hand: HandEval,
                  system: Sequence[Block] | None = None) -> tuple[Rule, dict[str, str]] | None:
    """The first rule (system order, as the bidder tries them) that makes ``call`` with ``hand`` here."""
    for blk, bound in matching_blocks(_system(system), view):
        for rule in blk.rules:
            for b in rule.bindings_for(hand, view, bound):
                if rule.call.make(view, b) == call and rule.applies(hand, view, b):
                    return rule, b
        # Past a block that claims the call (a convention), no later rule makes it.
        if blk.closed and not blk.then or call in blk.claimed(view, bound, (call,)):
            break
    return None


def explanation_of(call: str, view: AuctionView, rule: Rule, b: dict[str, str]) -> Explanation:
    """The explanation of ``call`` by one rule with its bindings."""
    return Explanation(call, _meaning(rule, view, b), rule.constraints(view, b), rule.id, view.seat, rule.forcing,
                       rule.forcing, rule.game_forcing)


def _combine(call: str, view: AuctionView, found: list[tuple[Rule, dict[str, str]]]) -> Explanation:
    """One explanation for a call that several rules of a block can make ("A; or B").

    Alternatives are listed only when they really differ: a meaning is dropped when another
    alternative says the same with fewer details (the looser one is true whichever rule applies),
    and two of the same kind ("takeout double" twice) become one, said by its label alone.
    """
    alternatives: list[tuple[Rule, dict[str, str], Message]] = []
    constraints: HandConstraints | None = None
    for rule, b in found:
        meaning = _meaning(rule, view, b)
        c = rule.constraints(view, b)
        constraints = c if constraints is None else constraints.hull(c)
        if meaning.text("en") in (m.text("en") for _, _, m in alternatives):
            continue
        same = _same_kind(rule, b, alternatives)
        if same is not None:
            # Other details: say only the label, which holds for either rule.
            kept, kept_b, _ = alternatives[same]
            alternatives[same] = (kept, kept_b, _meaning_label_only(kept, kept_b))
            continue
        alternatives.append((rule, b, meaning))
    result = alternatives[0][2]
    for _, _, other in alternatives[1:]:
        result = msg("ai_bridge.join.or", a=result, b=other)
    forcing = [rule.forcing for rule, _ in found]
    return Explanation(call, result, constraints or HandConstraints(), found[0][0].id, view.seat, any(forcing),
                       all(forcing), found[0][0].game_forcing)


def _label_key(rule: Rule, b: dict[str, str]) -> str | None:
    return None if rule.label is None else rule.label_message(b).text("en")


def _label_name(rule: Rule) -> str | None:
    """The label's own name, whichever catalog holds it (``blackwood`` of ``ai_bridge_sayc.label.blackwood``)."""
    return None if rule.label is None else rule.label.rsplit(".", 1)[-1]


def _same_kind(rule: Rule, b: dict[str, str], alternatives: list[tuple[Rule, dict[str, str], Message]]) -> int | None:
    """The earlier alternative of the same kind: the same label (by name or text), or one that begins with this label."""
    key = _label_key(rule, b)
    if key is None:
        return None
    for index, (other, other_b, _) in enumerate(alternatives):
        known = _label_key(other, other_b)
        if known is None:
            continue
        if _label_name(other) == _label_name(rule):  # one convention labelled in two catalogs (Blackwood)
            return index
        # The later one is the same or its label begins the earlier's: it adds only its details.
        if known == key or known.startswith(key) and known[len(key)] in " :,(":
            return index
    return None


def unknown_call(call: str, seat: str = "") -> Explanation:
    """A call the system has no meaning for: read naturally, with loose constraints."""
    if call == "P":
        key = "ai_bridge.meaning.unknown_pass"
    elif call == "X":
        key = "ai_bridge.meaning.unknown_double"
    elif call == "XX":  # a redouble is no penalty double
        key = "ai_bridge.meaning.unknown_redouble"
    else:
        key = "ai_bridge.meaning.unknown_bid"
    return Explanation(call, msg(key), HandConstraints(), "unknown", seat)


@lru_cache(maxsize=8192)
def _explanations(calls: tuple[str, ...], dealer: str, vulnerability: str,
                  level: str = "full") -> tuple[Explanation, ...]:
    if not calls:
        return ()
    earlier = _explanations(calls[:-1], dealer, vulnerability, level)
    view = AuctionView(calls[:-1], dealer, vulnerability, earlier)
    return earlier + (explain_in_view(view, calls[-1], system=system_for(level)),)


def auction_view(
    auction: Sequence[str], dealer: str = "S", vulnerability: str = "None", level: str | None = None,
) -> AuctionView:
    """The view of the seat to act after ``auction``, with every earlier call explained (at ``level``)."""
    calls = tuple(normalize_call(c) for c in auction)
    dealer = SEATS[parse_seat(dealer)]
    vulnerability = parse_vulnerability(vulnerability)
    level = resolve_bidding_level(level)
    return AuctionView(calls, dealer, vulnerability, _explanations(calls, dealer, vulnerability, level))


@checked
def explain(
    auction: Sequence[str],
    index: int,
    dealer: str = "S",
    vulnerability: str = "None",
    lang: str | None = None,
    hand: Sequence[str] | str | None = None,
    level: str | None = None,
) -> Explanation:
    """The meaning of call ``auction[index]`` (anyone's, the learner's too) in the system.

    ``hand`` (the caller's 13 cards, codes or PBN), when known, narrows the meaning to the one
    rule that makes this call with that hand — for the AI's own calls, the rule that chose it.
    ``lang`` is accepted for symmetry with the other text functions; the
    returned :class:`Explanation` renders in any language with ``.text(lang)``.
    ``level`` is the learner's level (:mod:`.levels`): a call is read only by the sections on there.
    """
    calls = tuple(normalize_call(c) for c in check_list(auction, "auction"))
    index = check_index(index, "index", len(calls)) % len(calls)
    level = resolve_bidding_level(level)
    view = auction_view(calls[:index], dealer, vulnerability, level)
    if hand is not None:
        from cardlearn.ai.bridge.evaluation import evaluate

        return explain_in_view(view, calls[index], evaluate(hand), system_for(level))
    return _explanations(view.calls + (calls[index],), view.dealer, view.vulnerability, level)[-1]


def seat_of_call(dealer: str, index: int) -> str:
    """The seat that made call ``index`` when ``dealer`` called first."""
    return seat_after(SEATS[parse_seat(dealer)], index)


