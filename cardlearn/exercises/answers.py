"""The engine answers every topic: the correct value and a localized explanation of why.

No rule is written here: scores, legal calls and cards, trick winners, card
points and Weis all come from :mod:`cardlearn.engine.bridge` and
:mod:`cardlearn.engine.jass`. This module only sets up the situation, asks the
engine, and words the engine's answer for a learner.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cmp_to_key
from typing import Any

from cardlearn.ai import bridge as bridge_ai
from cardlearn.ai.bridge.evaluation import HCP_VALUE
from cardlearn.engine import bridge, jass
from cardlearn.engine.bridge.calls import (
    Call,
    Symbol,
    bid_code,
    call_message,
    call_symbol,
    code_text,
    parse_call_code,
)
from cardlearn.engine.bridge.fast import (
    AUCTION,
    PLAY,
    SUIT_MASKS,
    Core,
    cards_mask,
    contract_core,
    mask_cards,
)
from cardlearn.engine.bridge.messages import allowed_calls, call_error, card_error
from cardlearn.engine.bridge.play import trick_rule as bridge_trick_rule
from cardlearn.engine.cards import (
    BRIDGE_DECK,
    card_message,
    parse_bridge_card,
    parse_jass_card,
    suit_message,
)
from cardlearn.engine.jass.play import illegal_card_error, mask_of, trick_position, trick_rule
from cardlearn.engine.jass.rules import (
    DEAL_POINTS,
    LAST_TRICK_BONUS,
    NEXT_SEAT,
    SUITS,
    contract_number,
    multiplier,
)
from cardlearn.engine.seats import seat_message, side_message
from cardlearn.i18n import Message, msg

Reason = Callable[[Any], "Message | None"]


class Unanswerable(Exception):
    """The situation has no answer (an auction that is not over, nobody has a Weis ...)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


@dataclass(frozen=True)
class Solution:
    """The engine's answer: ``value`` (a frozenset when any of several is right) and why."""

    value: Any
    explanation: tuple[Any, ...]
    reason: Reason | None = field(default=None, compare=False)
    """Why a given (well-formed) wrong answer is wrong, when the engine can say more than "no"."""
    items: tuple[str, ...] | None = None
    """The items to put in order (``order`` kind)."""

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` (canonical form) is a right answer."""
        if isinstance(self.value, frozenset):
            return value in self.value
        return value == self.value


def _bridge_symbol(card: str) -> Symbol:
    return Symbol(parse_bridge_card(card).symbol)


def _bridge_cards(cards: list[str]) -> Symbol:
    return Symbol(" ".join(parse_bridge_card(card).symbol for card in cards))


def _jass_cards(cards: list[str]) -> list[Any]:
    return [card_message(card, "jass") for card in cards]


class _Label:
    """A score part's label (from the engine) as a message parameter."""

    def __init__(self, part: bridge.ScorePart) -> None:
        self.part = part

    def text(self, lang: str | None = None) -> str:
        """The part's name in ``lang``."""
        return self.part.label(lang)


def _signed(points: int) -> str:
    return f"{points:+d}".replace("-", "−")


# --- bridge ------------------------------------------------------------------------------------


def bridge_score(kind: str, s: dict[str, Any]) -> Solution:
    """The raw duplicate score for the declaring side, part by part."""
    result = bridge.score(s["contract"], s["tricks"], s["vulnerable"])
    contract = result.contract
    assert contract is not None
    if result.made and result.overtricks:
        outcome = Message("bridge.score.made_over", {}, result.overtricks)
    elif result.made:
        outcome = msg("bridge.score.made_exactly")
    else:
        outcome = Message("bridge.score.down", {}, result.undertricks)
    vul = msg("exercises.vul.yes" if s["vulnerable"] else "exercises.vul.no")
    head = msg("exercises.explain.score.head", contract=Symbol(contract.symbol), vulnerability=vul,
               target=contract.target, tricks=s["tricks"], result=outcome)
    lines = [msg("exercises.explain.score.part", label=_Label(part), points=_signed(part.points))
             for part in result.parts]
    total = msg("exercises.explain.score.total", total=_signed(result.total))
    reason = msg("exercises.why.score", contract=Symbol(contract.symbol), vulnerability=vul,
                 target=contract.target, tricks=s["tricks"], result=outcome)
    return Solution(result.total, (head, *lines, total), lambda answer: reason)


def _strain_message(strain: str) -> Any:
    return msg("exercises.strain.NT") if strain == "NT" else suit_message(strain)


def _bids(options: list[str]) -> list[Call]:
    calls = [Call.parse(option) for option in options]
    if len(calls) < 2 or any(not call.is_bid for call in calls):
        raise Unanswerable(msg("exercises.error.need_bids"))
    return calls


def bridge_higher_bid(kind: str, s: dict[str, Any]) -> Solution:
    """The highest of the offered bids (bids are ordered by the engine's call codes)."""
    calls = sorted(_bids(s["options"]), reverse=True)
    higher, lower = calls[0], calls[1]
    key = "exercises.explain.higher.level" if higher.level != lower.level else \
        "exercises.explain.higher.strain"
    why = msg(key, higher=Symbol(higher.symbol), lower=Symbol(lower.symbol))
    return Solution(str(higher), (why,), lambda answer: why)


def bridge_bid_order(kind: str, s: dict[str, Any]) -> Solution:
    """The offered bids from lowest to highest."""
    calls = sorted(_bids(s["options"]))
    why = msg("exercises.explain.bid_order", bids=Symbol(" < ".join(c.symbol for c in calls)))
    reason = msg("exercises.why.bid_order")
    return Solution(tuple(str(c) for c in calls), (why,), lambda answer: reason,
                    items=tuple(s["options"]))


def _auction_core(s: dict[str, Any]) -> Core:
    """A core that has heard the auction; an illegal call in it cannot be answered."""
    core = Core([0, 0, 0, 0], "NESW".index(s["dealer"]), 0)
    for call in s["auction"]:
        code = parse_call_code(call)
        problem = core.call_problem(code)
        if problem is not None:
            raise Unanswerable(msg("exercises.error.illegal_auction", call=call_symbol(code),
                                   problem=call_error(core, *problem).message))
        core.apply_call(code)
    return core


def bridge_legal_calls(kind: str, s: dict[str, Any]) -> Solution:
    """Which calls are allowed next (any of them is a right answer), or whether one is."""
    core = _auction_core(s)
    if core.phase != AUCTION:
        raise Unanswerable(msg("exercises.error.auction_over"))
    legal = [code_text(code) for code in core.legal_call_codes()]
    allowed = msg("exercises.explain.allowed", allowed=allowed_calls(core))

    def problem(call: str) -> Message | None:
        found = core.call_problem(parse_call_code(call))
        return None if found is None else call_error(core, *found).message

    if kind == "true_false":
        if s["call"] is None:
            raise Unanswerable(msg("exercises.error.need_field", field="call"))
        why = problem(s["call"]) or msg("exercises.explain.call_legal",
                                         call=Symbol(call_symbol(parse_call_code(s["call"]))))
        return Solution(s["call"] in legal, (why, allowed), lambda answer: why)
    options = s["options"]
    right = [call for call in legal if options is None or call in options]
    if not right:
        raise Unanswerable(msg("exercises.error.no_option_right"))
    return Solution(frozenset(right), (allowed,), problem)


def _finished_core(s: dict[str, Any]) -> Core:
    """A core that has heard a whole auction ending in a contract."""
    core = _auction_core(s)
    if core.phase == AUCTION:
        raise Unanswerable(msg("exercises.error.auction_not_over"))
    if core.passed_out:
        raise Unanswerable(msg("exercises.error.passed_out"))
    return core


def _declarer_message(core: Core) -> Message:
    declarer = "NESW"[core.declarer]
    strain = bridge.STRAINS[core.strain]
    bid = call_symbol(bid_code(core.level, core.strain))
    side = "NS" if declarer in "NS" else "EW"
    return msg("exercises.explain.declarer", contract=Symbol(bid), side=side_message(side),
               seat=seat_message(declarer), strain=_strain_message(strain))


def bridge_declarer(kind: str, s: dict[str, Any]) -> Solution:
    """The declarer of a finished auction: the first of the winning side to name the strain."""
    core = _finished_core(s)
    why = _declarer_message(core)
    return Solution("NESW"[core.declarer], (why,), lambda answer: why)


def bridge_opening_leader(kind: str, s: dict[str, Any]) -> Solution:
    """Who makes the opening lead after a finished auction: the engine's first player of the play."""
    core = _finished_core(s)
    leader = "NESW"[core.turn]
    why = msg("exercises.explain.opening_leader", declarer=seat_message(core.declarer),
              seat=seat_message(leader))
    return Solution(leader, (_declarer_message(core), why), lambda answer: why)


def bridge_dummy(kind: str, s: dict[str, Any]) -> Solution:
    """The dummy after a finished auction: the declarer's partner, from the engine."""
    core = _finished_core(s)
    dummy = "NESW"[core.dummy]
    why = msg("exercises.explain.dummy", declarer=seat_message(core.declarer), seat=seat_message(dummy))
    return Solution(dummy, (_declarer_message(core), why), lambda answer: why)


def bridge_target(kind: str, s: dict[str, Any]) -> Solution:
    """The tricks declarer needs to make the contract (the engine's target)."""
    contract = bridge.parse_contract(s["contract"])
    why = msg("exercises.explain.target", contract=Symbol(contract.symbol), level=contract.level,
              book=contract.target - contract.level, target=contract.target)
    return Solution(contract.target, (why,), lambda answer: why)


def bridge_hcp(kind: str, s: dict[str, Any]) -> Solution:
    """The high-card points of a hand, suit by suit, as the AI's hand evaluation counts them."""
    hand = s["hand"]
    if not hand:
        raise Unanswerable(msg("exercises.error.need_field", field="hand"))
    total = bridge_ai.evaluate(hand).hcp
    scale = msg("exercises.explain.hcp.scale", **{rank: value for rank, value in HCP_VALUE.items()})
    lines: list[Any] = [scale]
    for suit in "SHDC":
        cards = [card for card in hand if card[0] == suit]
        points = bridge_ai.evaluate(cards).hcp
        if points:
            honours = [card for card in cards if bridge_ai.evaluate([card]).hcp]
            lines.append(msg("exercises.explain.hcp.suit", cards=_bridge_cards(honours), points=points))
    lines.append(msg("exercises.explain.hcp.total", total=total))
    reason = msg("exercises.why.hcp", **{rank: value for rank, value in HCP_VALUE.items()})
    return Solution(total, tuple(lines), lambda answer: reason)


def _meaning_line(explanation: Any) -> Message:
    return msg("exercises.explain.meaning", call=call_message(parse_call_code(explanation.call)),
               seat=seat_message(explanation.seat), meaning=explanation.meaning)


def bridge_system_call(kind: str, s: dict[str, Any]) -> Solution:
    """The call the AI partner's system makes with the hand, and what that call means."""
    if len(s["hand"]) != 13:
        raise Unanswerable(msg("exercises.error.hand_13", number=len(s["hand"])))
    _auction_core(s)  # an illegal auction is named call by call
    decision = bridge_ai.choose_call(s["hand"], s["auction"], s["dealer"], s["vulnerability"], s["seat"])
    why = msg("exercises.explain.system_call", call=call_message(parse_call_code(decision.call)),
              meaning=decision.explanation.meaning)

    def reason(answer: str) -> Message | None:
        try:
            other = bridge_ai.explain([*s["auction"], answer], len(s["auction"]), s["dealer"],
                                      s["vulnerability"])
        except Exception:  # an illegal call: the plain "no" with the explanation is enough
            return why
        return msg("exercises.why.system_call", answer=call_message(parse_call_code(answer)),
                   meaning=other.meaning, call=call_message(parse_call_code(decision.call)))

    return Solution(decision.call, (why,), reason)


def bridge_meaning_min_hcp(kind: str, s: dict[str, Any]) -> Solution:
    """The fewest high-card points the system's meaning of one call of the auction shows."""
    auction, index = s["auction"], s["index"]
    if not 0 <= index < len(auction):
        raise Unanswerable(msg("exercises.error.bad_index", index=index, calls=len(auction)))
    _auction_core(s)
    explanation = bridge_ai.explain(auction, index, s["dealer"], s["vulnerability"])
    least = explanation.constraints.hcp_min
    why = msg("exercises.explain.min_hcp", call=call_message(parse_call_code(explanation.call)),
              hcp=least)
    meaning = _meaning_line(explanation)
    return Solution(least, (meaning, why), lambda answer: meaning)


def _play_core(s: dict[str, Any], hand_for_next: bool) -> tuple[Core, list[int]]:
    """A core in the play: the contract bid and passed out, then the cards so far played.

    With a full ``deal`` and its ``play`` the real deal is used; otherwise each
    seat holds just the card it played to ``trick`` (and the seat to play holds
    ``hand``), which is all the rules of one trick look at.
    """
    contract = bridge.parse_contract(s["contract"])
    if s.get("deal"):
        deal = bridge.Deal.from_pbn(s["deal"])
        hands = list(deal.masks)
        declarer = contract.declarer
        played = [parse_bridge_card(card).index for card in s.get("play") or []]
    else:
        if s.get("leader"):
            declarer = "NESW"[("NESW".index(s["leader"]) + 3) % 4]
        else:
            declarer = contract.declarer
        leader = ("NESW".index(declarer) + 1) % 4
        played = [parse_bridge_card(card).index for card in s.get("trick") or []]
        hands = [0, 0, 0, 0]
        for position, card in enumerate(played):
            hands[(leader + position) % 4] |= 1 << card
        if hand_for_next:
            hand = [parse_bridge_card(card).index for card in s.get("hand") or []]
            overlap = set(hand) & set(played)
            if overlap:
                raise Unanswerable(msg("exercises.error.card_twice",
                                       card=_bridge_symbol(str(BRIDGE_DECK[overlap.pop()]))))
            hands[(leader + len(played)) % 4] |= cards_mask(hand)
    seat = "NESW".index(declarer)
    core = contract_core(hands, seat, contract.level, bridge.STRAINS.index(contract.strain), contract.doubled)
    for card in played:
        problem = core.card_problem(card)
        if problem is not None:
            raise Unanswerable(msg("exercises.error.illegal_play", card=_bridge_symbol(
                str(BRIDGE_DECK[card])), problem=card_error(core, *problem).message))
        core.apply_card(card)
    return core, played


def bridge_trick_winner(kind: str, s: dict[str, Any]) -> Solution:
    """The card (or seat) that wins a finished trick, and the rule that decides."""
    core, played = _play_core(s, hand_for_next=False)
    if not core.tricks or core.trick_len:
        raise Unanswerable(msg("exercises.error.trick_not_complete"))
    number = len(core.tricks) - 1
    cards = [str(BRIDGE_DECK[card]) for card in core.trick_cards(number)]
    leader, winner = core.tricks[-1]
    card = cards[(winner - leader) % 4]
    contract = bridge.parse_contract(s["contract"])
    why = bridge_trick_rule(cards, card, contract.trump)
    value = card if kind == "card" else "NESW"[winner]
    return Solution(value, (why,), lambda answer: why)


def bridge_legal_cards(kind: str, s: dict[str, Any]) -> Solution:
    """The cards the seat to play may play (any is right), or whether one card may be played."""
    if not s.get("deal") and not s.get("hand"):
        raise Unanswerable(msg("exercises.error.need_field", field="hand"))
    core, played = _play_core(s, hand_for_next=True)
    if core.phase != PLAY:
        raise Unanswerable(msg("exercises.error.deal_over"))
    legal = [str(BRIDGE_DECK[card]) for card in mask_cards(core.legal_mask())]
    seat = seat_message(core.turn)
    if core.trick_len == 0:
        rule = msg("exercises.explain.legal.lead", seat=seat)
    elif not core.hands[core.turn] & SUIT_MASKS[core.led_suit]:
        rule = msg("exercises.explain.legal.void", suit=suit_message("SHDC"[core.led_suit]))
    else:
        rule = msg("exercises.explain.legal.follow", suit=suit_message("SHDC"[core.led_suit]))
    listed = msg("exercises.explain.legal.cards", cards=_bridge_cards(legal))

    def problem(card: str) -> Message | None:
        found = core.card_problem(parse_bridge_card(card).index)
        return None if found is None else card_error(core, *found).message

    if kind == "true_false":
        if s["card"] is None:
            raise Unanswerable(msg("exercises.error.need_field", field="card"))
        why = problem(s["card"]) or msg("exercises.explain.card_legal", card=_bridge_symbol(s["card"]))
        return Solution(s["card"] in legal, (why, listed), lambda answer: why)
    return Solution(frozenset(legal), (rule, listed), problem)


# --- jass ----------------------------------------------------------------------------------------


def _contract_message(contract: str) -> Message:
    return msg(f"jass.contract.{contract}")


def jass_trick_winner(kind: str, s: dict[str, Any]) -> Solution:
    """The card that wins the trick under the contract, and the rule that decides."""
    trick, contract = s["trick"], s["contract"]
    if len(trick) < 2:
        raise Unanswerable(msg("exercises.error.trick_too_short"))
    card = trick[jass.trick_winner(trick, contract)]
    why = trick_rule(trick, contract)
    return Solution(card, (why,), lambda answer: why)


def jass_legal_cards(kind: str, s: dict[str, Any]) -> Solution:
    """The cards of the hand that may be played to the trick, with the rule that limits them."""
    hand, trick, contract = s["hand"], s["trick"], s["contract"]
    if len(trick) > 3:
        raise Unanswerable(msg("exercises.error.trick_full"))
    legal = jass.legal_cards(hand, trick, contract)
    state = trick_position(trick, contract, mask_of(hand))

    def problem(card: str) -> Message | None:
        error = illegal_card_error(state, parse_jass_card(card).index)
        return None if error is None else error.message

    number = contract_number(contract)
    notes: list[Any] = []
    if not trick:
        notes.append(msg("exercises.explain.legal.lead_you"))
    elif len(legal) == len(hand):
        trump = SUITS[number] if number < 4 else None
        trumps = [card for card in hand if card[0] == trump]
        if trump and trick[0][0] == trump and trumps == [trump + "U"]:
            notes.append(msg("exercises.explain.legal.bare_buur", card=card_message(trumps[0], "jass")))
        else:
            notes.append(msg("exercises.explain.legal.any"))
    else:
        illegal = next(card for card in hand if card not in legal)
        notes.append(problem(illegal))
    notes.append(msg("exercises.explain.legal.cards", cards=_jass_cards(legal)))
    if kind == "true_false":
        if s["card"] is None:
            raise Unanswerable(msg("exercises.error.need_field", field="card"))
        if s["card"] not in hand:
            raise Unanswerable(msg("exercises.error.card_not_in_hand", card=card_message(s["card"], "jass")))
        why = problem(s["card"]) or msg("exercises.explain.card_legal",
                                         card=card_message(s["card"], "jass"))
        # The rule behind the answer once: the engine's reason may already be among the notes.
        lines = [why] + [note for note in notes if note.text("en") != why.text("en")]
        return Solution(s["card"] in legal, tuple(lines) if trick else (why,), lambda answer: why)
    return Solution(frozenset(legal), tuple(notes), problem)


def jass_card_points(kind: str, s: dict[str, Any]) -> Solution:
    """The card points of some cards under the contract (plus 5 for the last trick)."""
    contract = s["contract"]
    lines = [msg("exercises.explain.points.card", card=card_message(card, "jass"),
                 points=jass.card_points(card, contract)) for card in s["cards"]]
    total = sum(jass.card_points(card, contract) for card in s["cards"])
    if s["last_trick"]:
        total += LAST_TRICK_BONUS
        lines.append(msg("exercises.explain.points.last_trick", points=LAST_TRICK_BONUS))
    head = msg("exercises.explain.points.head", contract=_contract_message(contract))
    why = msg("exercises.why.points", contract=_contract_message(contract))
    return Solution(total, (head, *lines, msg("exercises.explain.points.total", total=total)),
                    lambda answer: why)


def jass_remaining_points(kind: str, s: dict[str, Any]) -> Solution:
    """The other team's card points: every deal is worth the same total."""
    points = s["points"]
    if not 0 <= points <= DEAL_POINTS:
        raise Unanswerable(msg("exercises.error.points_range", total=DEAL_POINTS))
    why = msg("exercises.explain.remaining", total=DEAL_POINTS, points=points,
              answer=DEAL_POINTS - points)
    reason = msg("exercises.why.remaining")
    return Solution(DEAL_POINTS - points, (why,), lambda answer: reason)


def jass_multiplier(kind: str, s: dict[str, Any]) -> Solution:
    """The contract's multiplier."""
    factor = multiplier(s["contract"])
    why = msg("exercises.explain.multiplier", contract=_contract_message(s["contract"]),
              factor=factor)
    reason = msg("exercises.why.multiplier")
    return Solution(factor, (why,), lambda answer: reason)


def jass_multiplied(kind: str, s: dict[str, Any]) -> Solution:
    """Points times the contract's multiplier."""
    factor = multiplier(s["contract"])
    answer = s["points"] * factor
    why = msg("exercises.explain.multiplied", contract=_contract_message(s["contract"]),
              factor=factor, points=s["points"], answer=answer)
    reason = msg("exercises.why.multiplier")
    return Solution(answer, (why,), lambda given: reason)


def jass_card_order(kind: str, s: dict[str, Any]) -> Solution:
    """Cards of one suit from the strongest to the weakest under the contract."""
    cards, contract = s["cards"], s["contract"]
    if len(cards) < 2 or len({card[0] for card in cards}) != 1:
        raise Unanswerable(msg("exercises.error.one_suit"))
    # The engine's trick winner is the one comparison: the card that beats the other in a trick.
    order = sorted(cards, key=cmp_to_key(lambda a, b: -1 if jass.trick_winner([a, b], contract) == 0 else 1))
    why = msg("exercises.explain.card_order", contract=_contract_message(contract),
              cards=_jass_cards(order))
    reason = msg("exercises.why.card_order", contract=_contract_message(contract))
    return Solution(tuple(order), (why,), lambda answer: reason, items=tuple(cards))


def jass_next_seat(kind: str, s: dict[str, Any]) -> Solution:
    """The seat that plays after ``seat``: Schieber goes round counter-clockwise."""
    seat = s["seat"]
    after = NEXT_SEAT[seat]
    order = [seat]
    while len(order) < 5:
        order.append(NEXT_SEAT[order[-1]])
    why = msg("exercises.explain.next_seat", seat=seat_message(seat), next=seat_message(after),
              order=_SeatOrder(order))
    return Solution(after, (why,), lambda answer: why)


class _SeatOrder:
    """Seats in turn order as a message parameter: "South → East → North → West → South"."""

    def __init__(self, seats: list[str]) -> None:
        self.seats = seats

    def text(self, lang: str | None = None) -> str:
        """The seats in ``lang``."""
        return " → ".join(seat_message(seat).text(lang) for seat in self.seats)


def _weis_report(s: dict[str, Any]) -> jass.WeisReport:
    report = jass.weis_report(s["hands"], s["contract"], s["forehand"])
    if report.winner is None:
        raise Unanswerable(msg("exercises.error.no_weis"))
    return report


def _weis_lines(report: jass.WeisReport) -> list[Message]:
    lines = []
    for seat in report.winner or "":
        for weis in report.by_seat[seat]:
            lines.append(msg("exercises.explain.weis.line", seat=seat_message(seat),
                             weis=weis.message, points=weis.points))
    return lines


def jass_weis_winner(kind: str, s: dict[str, Any]) -> Solution:
    """The team that scores its Weis, with the engine's comparison chain."""
    report = _weis_report(s)
    scores = msg("exercises.explain.weis.scores", team=side_message(report.winner))
    return Solution(report.winner, (report.message, scores), lambda answer: report.message)


def jass_weis_points(kind: str, s: dict[str, Any]) -> Solution:
    """The Weis points the scoring team gets (optionally times the multiplier)."""
    report = _weis_report(s)
    base = report.points[report.winner]
    lines: list[Any] = [report.message, *_weis_lines(report),
                        msg("exercises.explain.weis.total", team=side_message(report.winner),
                            points=base)]
    answer = base
    if s["multiplied"]:
        factor = multiplier(s["contract"])
        answer = base * factor
        lines.append(msg("exercises.explain.multiplied", contract=_contract_message(s["contract"]),
                         factor=factor, points=base, answer=answer))
    reason = msg("exercises.why.weis_points")
    return Solution(answer, tuple(lines), lambda given: reason)


COMPUTE: dict[str, Callable[[str, dict[str, Any]], Solution]] = {
    "bridge.score": bridge_score,
    "bridge.higher_bid": bridge_higher_bid,
    "bridge.bid_order": bridge_bid_order,
    "bridge.legal_calls": bridge_legal_calls,
    "bridge.declarer": bridge_declarer,
    "bridge.opening_leader": bridge_opening_leader,
    "bridge.dummy": bridge_dummy,
    "bridge.target": bridge_target,
    "bridge.hcp": bridge_hcp,
    "bridge.system_call": bridge_system_call,
    "bridge.meaning_min_hcp": bridge_meaning_min_hcp,
    "bridge.trick_winner": bridge_trick_winner,
    "bridge.legal_cards": bridge_legal_cards,
    "jass.trick_winner": jass_trick_winner,
    "jass.legal_cards": jass_legal_cards,
    "jass.card_points": jass_card_points,
    "jass.remaining_points": jass_remaining_points,
    "jass.multiplier": jass_multiplier,
    "jass.multiplied": jass_multiplied,
    "jass.card_order": jass_card_order,
    "jass.next_seat": jass_next_seat,
    "jass.weis_winner": jass_weis_winner,
    "jass.weis_points": jass_weis_points,
}


def solve(topic: str, kind: str, situation: dict[str, Any]) -> Solution:
    """The engine's answer for a situation; raises Unanswerable or an engine CardlearnError."""
    return COMPUTE[topic](kind, situation)
