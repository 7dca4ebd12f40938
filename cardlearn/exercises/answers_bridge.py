"""The bridge topics: each asks the engine (scores, legal calls and cards, trick winners, the AI's system) and words its answer.

No rule is written here; see :mod:`cardlearn.exercises.answers`.
"""
from __future__ import annotations

from typing import Any

from cardlearn.ai import bridge as bridge_ai
from cardlearn.ai.bridge.evaluation import HCP_VALUE
from cardlearn.engine import bridge
from cardlearn.engine.bridge.calls import (
    Call,
    Symbol,
    bid_code,
    call_message,
    call_symbol,
    code_text,
    parse_call_code,
)
from cardlearn.engine.bridge.counting import finesse, losers, sure_tricks, trump_rounds, trumps_out
from cardlearn.engine.bridge.diagram import (
    finesse_message,
    loser_lines,
    trump_rounds_message,
    trumps_out_message,
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
    parse_bridge_card,
    suit_message,
)
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.seats import SEATS, Seat, seat_message, side_message
from cardlearn.exercises.solution import (
    Solution,
    Unanswerable,
    bridge_cards,
    bridge_symbol,
    signed,
)
from cardlearn.i18n import Message, msg


class _Label:
    """A score part's label (from the engine) as a message parameter."""

    def __init__(self, part: bridge.ScorePart) -> None:
        self.part = part

    def text(self, lang: str | None = None) -> str:
        """The part's name in ``lang``."""
        return self.part.label(lang)


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
    lines = [msg("exercises.explain.score.part", label=_Label(part), points=signed(part.points))
             for part in result.parts]
    total = msg("exercises.explain.score.total", total=signed(result.total))
    reason = msg("exercises.why.score", contract=Symbol(contract.symbol), vulnerability=vul,
                 target=contract.target, tricks=s["tricks"], result=outcome)
    return Solution(result.total, (head, *lines, total), lambda answer: reason, reason_safe=True)


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
    return Solution(tuple(str(c) for c in calls), (why,), lambda answer: reason, reason_safe=True,
                    items=tuple(s["options"]))


def _auction_core(s: dict[str, Any]) -> Core:
    """A core that has heard the auction; an illegal call in it cannot be answered."""
    core = Core([0, 0, 0, 0], SEATS.index(s["dealer"]), 0)
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
    declarer = SEATS[core.declarer]
    strain = bridge.STRAINS[core.strain]
    bid = call_symbol(bid_code(core.level, core.strain))
    side = "NS" if declarer in "NS" else "EW"
    return msg("exercises.explain.declarer", contract=Symbol(bid), side=side_message(side),
               seat=seat_message(declarer), strain=_strain_message(strain))


def bridge_declarer(kind: str, s: dict[str, Any]) -> Solution:
    """The declarer of a finished auction: the first of the winning side to name the strain."""
    core = _finished_core(s)
    why = _declarer_message(core)
    return Solution(SEATS[core.declarer], (why,), lambda answer: why)


def bridge_opening_leader(kind: str, s: dict[str, Any]) -> Solution:
    """Who makes the opening lead after a finished auction: the engine's first player of the play."""
    core = _finished_core(s)
    leader = SEATS[core.turn]
    why = msg("exercises.explain.opening_leader", declarer=seat_message(core.declarer),
              seat=seat_message(leader))
    return Solution(leader, (_declarer_message(core), why), lambda answer: why)


def bridge_dummy(kind: str, s: dict[str, Any]) -> Solution:
    """The dummy after a finished auction: the declarer's partner, from the engine."""
    core = _finished_core(s)
    dummy = SEATS[core.dummy]
    why = msg("exercises.explain.dummy", declarer=seat_message(core.declarer), seat=seat_message(dummy))
    return Solution(dummy, (_declarer_message(core), why), lambda answer: why)


def _contract_of(s: dict[str, Any]) -> bridge.Contract:
    """The situation's contract (any, when the exercise names only declarer) played by its declarer."""
    return bridge.parse_contract(s.get("contract") or "3NT").with_declarer(s["declarer"])


def bridge_leader_from_declarer(kind: str, s: dict[str, Any]) -> Solution:
    """Who leads when the exercise names declarer (no auction needed, as before bidding is taught)."""
    contract = _contract_of(s)
    why = msg("exercises.explain.opening_leader", declarer=seat_message(contract.declarer),
              seat=seat_message(contract.opening_leader))
    return Solution(contract.opening_leader, (why,), lambda answer: why)


def bridge_dummy_from_declarer(kind: str, s: dict[str, Any]) -> Solution:
    """Who is dummy when the exercise names declarer: declarer's partner."""
    contract = _contract_of(s)
    why = msg("exercises.explain.dummy", declarer=seat_message(contract.declarer), seat=seat_message(contract.dummy))
    return Solution(contract.dummy, (why,), lambda answer: why)


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
            lines.append(msg("exercises.explain.hcp.suit", cards=bridge_cards(honours), points=points))
    lines.append(msg("exercises.explain.hcp.total", total=total))
    reason = msg("exercises.why.hcp", **{rank: value for rank, value in HCP_VALUE.items()})
    return Solution(total, tuple(lines), lambda answer: reason, reason_safe=True)


def bridge_sure_tricks(kind: str, s: dict[str, Any]) -> Solution:
    """The side's sure tricks in no trump, suit by suit, as the engine counts them."""
    counted = sure_tricks(bridge.Deal.from_pbn(s["deal"]), s["side"])
    lines: list[Any] = [msg("exercises.explain.sure_tricks.rule")]
    for index, suit in enumerate("SHDC"):
        tricks, top, longest = counted.per_suit[index], counted.top_cards[index], counted.longest[index]
        if top > longest:  # the top cards are more than the longer hand's cards: the length limits them
            lines.append(msg("exercises.explain.sure_tricks.limited", suit=suit_message(suit), top=top,
                             longest=longest, tricks=tricks))
        else:
            lines.append(msg("exercises.explain.sure_tricks.suit", suit=suit_message(suit), tricks=tricks))
    lines.append(msg("exercises.explain.sure_tricks.total", total=counted.total))
    reason = msg("exercises.why.sure_tricks")
    return Solution(counted.total, tuple(lines), lambda answer: reason, reason_safe=True)


def bridge_losers(kind: str, s: dict[str, Any]) -> Solution:
    """Declarer's losers in a suit contract, counted suit by suit in declarer's hand, as the engine counts them."""
    counted = losers(bridge.Deal.from_pbn(s["deal"]), s["declarer"])
    reason = msg("exercises.why.losers")
    return Solution(counted.total, loser_lines(counted), lambda answer: reason, reason_safe=True)


def _trump(s: dict[str, Any]) -> str:
    contract = bridge.parse_contract(s["contract"])
    if contract.strain == "NT":
        raise Unanswerable(msg("exercises.error.need_trump_contract"))
    return contract.strain


def bridge_trumps_out(kind: str, s: dict[str, Any]) -> Solution:
    """How many trumps the opponents hold: 13 minus the declaring side's (North–South) trumps."""
    trump = _trump(s)
    why = trumps_out_message(bridge.Deal.from_pbn(s["deal"]), trump)
    reason = msg("exercises.why.trumps_out")
    return Solution(trumps_out(bridge.Deal.from_pbn(s["deal"]), trump), (why,), lambda answer: reason,
                    reason_safe=True)


def bridge_trump_rounds(kind: str, s: dict[str, Any]) -> Solution:
    """Rounds of trumps that draw the opponents' trumps if they split as evenly as they can."""
    trump = _trump(s)
    deal = bridge.Deal.from_pbn(s["deal"])
    lines = (trumps_out_message(deal, trump), trump_rounds_message(deal, trump))
    reason = msg("exercises.why.trump_rounds")
    return Solution(trump_rounds(deal, trump), lines, lambda answer: reason, reason_safe=True)


def bridge_finesse(kind: str, s: dict[str, Any]) -> Solution:
    """The simple finesse in a suit: where North–South lead from (seat), or the card that finesses (card)."""
    deal = bridge.Deal.from_pbn(s["deal"])
    found = finesse(deal, s["suit"])
    if found is None:
        raise Unanswerable(finesse_message(deal, s["suit"]))
    why = finesse_message(deal, s["suit"])
    reason = msg("exercises.why.finesse_seat" if kind == "seat" else "exercises.why.finesse_card")
    value = found.lead_from if kind == "seat" else found.card
    return Solution(value, (why,), lambda answer: reason, reason_safe=True)


def _meaning_line(explanation: Any) -> Message:
    return msg("exercises.explain.meaning", call=call_message(parse_call_code(explanation.call)),
               seat=seat_message(explanation.seat), meaning=explanation.meaning)


def bridge_system_call(kind: str, s: dict[str, Any]) -> Solution:
    """The call the AI partner's system makes with the hand, and what that call means."""
    if len(s["hand"]) != 13:
        raise Unanswerable(msg("exercises.error.hand_13", number=len(s["hand"])))
    _auction_core(s)  # an illegal auction is named call by call
    level = s.get("level", "full")  # the learner's level: the answer uses only what the lesson has taught
    decision = bridge_ai.choose_call(s["hand"], s["auction"], s["dealer"], s["vulnerability"], s["seat"], level)
    why = msg("exercises.explain.system_call", call=call_message(parse_call_code(decision.call)),
              meaning=decision.explanation.meaning)

    def reason(answer: str) -> Message | None:
        try:
            other = bridge_ai.explain([*s["auction"], answer], len(s["auction"]), s["dealer"],
                                      s["vulnerability"], level=level)
        except (CardlearnError, ValueError):  # an illegal call: the plain "no" with the explanation is enough
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
    explanation = bridge_ai.explain(auction, index, s["dealer"], s["vulnerability"], level=s.get("level", "full"))
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
            declarer = Seat.from_str(s["leader"]).rho.value
        else:
            declarer = contract.declarer
        leader = (SEATS.index(declarer) + 1) % 4
        played = [parse_bridge_card(card).index for card in s.get("trick") or []]
        hands = [0, 0, 0, 0]
        for position, card in enumerate(played):
            hands[(leader + position) % 4] |= 1 << card
        if hand_for_next:
            hand = [parse_bridge_card(card).index for card in s.get("hand") or []]
            overlap = set(hand) & set(played)
            if overlap:
                raise Unanswerable(msg("exercises.error.card_twice",
                                       card=bridge_symbol(str(BRIDGE_DECK[overlap.pop()]))))
            hands[(leader + len(played)) % 4] |= cards_mask(hand)
    seat = SEATS.index(declarer)
    core = contract_core(hands, seat, contract.level, bridge.STRAINS.index(contract.strain), contract.doubled)
    for card in played:
        problem = core.card_problem(card)
        if problem is not None:
            raise Unanswerable(msg("exercises.error.illegal_play", card=bridge_symbol(
                str(BRIDGE_DECK[card])), problem=card_error(core, *problem).message))
        core.apply_card(card)
    return core, played


def bridge_trick_winner(kind: str, s: dict[str, Any]) -> Solution:
    """The card (or seat) that wins a finished trick, and the rule that decides."""
    core, _played = _play_core(s, hand_for_next=False)
    if not core.tricks or core.trick_len:
        raise Unanswerable(msg("exercises.error.trick_not_complete"))
    number = len(core.tricks) - 1
    cards = [str(BRIDGE_DECK[card]) for card in core.trick_cards(number)]
    leader, winner = core.tricks[-1]
    card = cards[(winner - leader) % 4]
    contract = bridge.parse_contract(s["contract"])
    why = bridge_trick_rule(cards, card, contract.trump)
    value = card if kind == "card" else SEATS[winner]
    return Solution(value, (why,), lambda answer: why)


def bridge_legal_cards(kind: str, s: dict[str, Any]) -> Solution:
    """The cards the seat to play may play (any is right), or whether one card may be played."""
    if not s.get("deal") and not s.get("hand"):
        raise Unanswerable(msg("exercises.error.need_field", field="hand"))
    core, _played = _play_core(s, hand_for_next=True)
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
    listed = msg("exercises.explain.legal.cards", cards=bridge_cards(legal))

    def problem(card: str) -> Message | None:
        found = core.card_problem(parse_bridge_card(card).index)
        return None if found is None else card_error(core, *found).message

    if kind == "true_false":
        if s["card"] is None:
            raise Unanswerable(msg("exercises.error.need_field", field="card"))
        why = problem(s["card"]) or msg("exercises.explain.card_legal", card=bridge_symbol(s["card"]))
        return Solution(s["card"] in legal, (why, listed), lambda answer: why)
    return Solution(frozenset(legal), (rule, listed), problem)
