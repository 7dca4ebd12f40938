"""The Schieber match to 3000: contract choice, play, and the live scoring stream.

:class:`Match` validates every action (localized errors, state unchanged) and
then drives the fast core (:class:`~cardlearn.engine.jass.fast.DealState`),
which holds each rule once. Scoring is an ordered stream of events
(:mod:`cardlearn.engine.jass.events`); the match ends the instant a team
reaches the target, even in the middle of a deal.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardlearn.engine.cards import parse_jass_card
from cardlearn.engine.errors import IllegalAction, InvalidArgument, InvalidCard
from cardlearn.engine.jass.deal import Deal, DealScore, Hand, Trick
from cardlearn.engine.jass.events import (
    DealEndEvent,
    JassEvent,
    MatchBonusEvent,
    MatchEndEvent,
    StoeckEvent,
    TrickEvent,
    WeisEvent,
)
from cardlearn.engine.jass.fast import (
    NEXT,
    PREVIOUS,
    PUSH_INDEX,
    DealState,
    random_deal,
    rose_seven_holder,
)
from cardlearn.engine.jass.play import codes, illegal_card_error, mask_of
from cardlearn.engine.jass.rules import (
    PUSH,
    SEATS,
    STOECK_POINTS,
    TARGET,
    TEAMS,
    contract_number,
    is_schneider,
    seat_number,
)
from cardlearn.engine.jass.weis import WeisReport
from cardlearn.engine.validate import check_int, check_seed, clip
from cardlearn.i18n import msg

MIN_TARGET, MAX_TARGET = 100, 100_000


def check_target(target: Any) -> int:
    """A match target: a whole number of points from 100 (a short lesson match) to 100,000."""
    return check_int(target, "target", MIN_TARGET, MAX_TARGET)


def _start_scores(scores: Any, target: int) -> tuple[int, int]:
    if not isinstance(scores, Mapping) or set(scores) != {"NS", "EW"}:
        raise InvalidArgument("engine.arg.scores", value=clip(scores))
    return (check_int(scores["NS"], "scores['NS']", 0, target),
            check_int(scores["EW"], "scores['EW']", 0, target))


def _trick_seats(state: DealState) -> list[tuple[int, int]]:
    """(seat, card) of the cards played so far in the current trick."""
    seats, seat = [], state.leader
    for card in state.trick:
        seats.append((seat, card))
        seat = NEXT[seat]
    return seats


def hands_at_contract(state: DealState) -> list[int]:
    """The four hands as they were dealt (the cards played so far this deal put back)."""
    hands = list(state.hands)
    for seat, card in _trick_seats(state):
        hands[seat] |= 1 << card
    return hands


class Match:
    """A Schieber match between NS and EW to ``target`` points; the learner sits South."""

    def __init__(self, seed: int | None = None, target: int = TARGET) -> None:
        self._setup(random.Random(check_seed(seed)), check_target(target), None, None, (0, 0))

    @classmethod
    def from_hands(cls, hands: Mapping[str, Sequence[str]], forehand: str | None = None, *,
                   scores: Mapping[str, int] | None = None, target: int = TARGET,
                   seed: int | None = None) -> Match:
        """A match whose current deal has these hands (``forehand`` default: the rose-7 holder).

        ``scores`` starts the match from a given score (for lessons and tests);
        later deals are dealt at random from ``seed``.
        """
        if not isinstance(hands, Mapping):
            raise InvalidArgument("engine.arg.hands", value=clip(hands))
        masks = [mask_of(hands[seat]) for seat in SEATS] if set(hands) == set(SEATS) else None
        if masks is None or any(mask.bit_count() != 9 for mask in masks) or \
                (masks[0] | masks[1] | masks[2] | masks[3]) != (1 << 36) - 1:
            raise InvalidCard("jass.error.bad_hands")
        target = check_target(target)
        start = (0, 0) if scores is None else _start_scores(scores, target)
        if max(start) >= target:
            raise IllegalAction("jass.error.match_over_at_start", target=target)
        match = cls.__new__(cls)
        fore = rose_seven_holder(masks) if forehand is None else seat_number(forehand)
        match._setup(random.Random(check_seed(seed)), target, masks, PREVIOUS[fore], start)
        return match

    def _setup(self, rng: random.Random, target: int, hands: list[int] | None,
               dealer: int | None, scores: tuple[int, int]) -> None:
        self.target = target
        self._rng = rng
        self._scores = list(scores)
        self._start_scores = {"NS": scores[0], "EW": scores[1]}
        self._winner: int | None = None
        self.events: list[JassEvent] = []
        """Every scoring event so far, in order, each with the running score."""
        self.deals: list[Deal] = []
        """Every deal of the match so far; the last is the current one."""
        if hands is None or dealer is None:
            hands, dealer = random_deal(rng)
        self._start_deal(hands, dealer)

    def _start_deal(self, hands: list[int], dealer: int) -> None:
        self._log_pos = 0
        self.deals.append(Deal(len(self.deals) + 1, DealState(hands, dealer, bookkeeping=True)))

    # ----- the state -------------------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        """The current deal."""
        return self.deals[-1]

    @property
    def _state(self) -> DealState:
        return self.deals[-1].state

    @property
    def phase(self) -> str:
        """``"contract"`` (choosing), ``"play"``, or ``"over"``."""
        if self._winner is not None:
            return "over"
        return "contract" if self._state.contract < 0 else "play"

    @property
    def forehand(self) -> str:
        """The current deal's forehand."""
        return self.deal.forehand

    @property
    def dealer(self) -> str:
        """The current deal's dealer."""
        return self.deal.dealer

    @property
    def to_act(self) -> str | None:
        """The seat to choose or play now; ``None`` once the match is over."""
        return None if self._winner is not None else SEATS[self._state.to_act]

    @property
    def contract(self) -> str | None:
        """The current deal's contract, or ``None`` while it is being chosen."""
        return self.deal.contract

    @property
    def chooser(self) -> str:
        """Who chooses (or chose) the current contract."""
        return self.deal.chooser

    @property
    def pushed(self) -> bool:
        """Whether the current deal's forehand pushed."""
        return self.deal.pushed

    @property
    def trick(self) -> Trick:
        """The trick being played, cards with seats."""
        return self.deal.trick

    @property
    def last_trick(self) -> Trick | None:
        """The most recently completed trick of the match (``None`` before the first)."""
        for deal in reversed(self.deals):
            if deal.state.tricks:
                return deal.tricks[-1]
        return None

    @property
    def hands(self) -> dict[str, Hand]:
        """The current deal's hands."""
        return self.deal.hands

    @property
    def weis(self) -> WeisReport | None:
        """The current deal's Weis announcement (``None`` before the contract)."""
        return self.deal.weis

    @property
    def scores(self) -> dict[str, int]:
        """The live match score."""
        return {"NS": self._scores[0], "EW": self._scores[1]}

    @property
    def deal_score(self) -> DealScore:
        """The current deal's score breakdown."""
        return self.deal.score

    @property
    def deal_scores(self) -> list[DealScore]:
        """The score breakdown of every deal so far."""
        return [deal.score for deal in self.deals]

    @property
    def is_over(self) -> bool:
        """A team has reached the target."""
        return self._winner is not None

    @property
    def winner(self) -> str | None:
        """``"NS"`` or ``"EW"`` once the match is over."""
        return None if self._winner is None else TEAMS[self._winner]

    @property
    def schneider(self) -> bool:
        """The match is over and the losing team has fewer than 1500 points."""
        if self._winner is None:
            return False
        return is_schneider(self._scores[self._winner], self._scores[1 - self._winner], self.target)

    def legal_cards(self, seat: str | None = None) -> list[str]:
        """The cards the player to act may play now (empty outside play or for another seat)."""
        if self.phase != "play" or (seat is not None and seat_number(seat) != self._state.to_act):
            return []
        return codes(self._state.legal_mask())

    # ----- actions ---------------------------------------------------------------------------

    def _check_over(self) -> None:
        if self._winner is not None:
            raise IllegalAction("jass.error.match_over", team=msg(f"core.side.{self.winner}"),
                                score=self._scores[self._winner])

    def _check_turn(self, seat: str | None, action: str) -> None:
        if seat is not None and seat_number(seat) != self._state.to_act:
            raise IllegalAction(f"jass.error.not_your_turn_{action}",
                                seat=msg(f"core.seat.{SEATS[seat_number(seat)]}"),
                                to_act=msg(f"core.seat.{self.to_act}"))

    def choose(self, contract: str, seat: str | None = None) -> None:
        """Choose ``"E" "R" "S" "B" "obenabe" "undenufe"`` or ``"push"`` (forehand only, once)."""
        self._check_over()
        state = self._state
        if state.contract >= 0:
            raise IllegalAction("jass.error.contract_already_chosen",
                                contract=msg(f"jass.contract.{self.contract}"),
                                seat=msg(f"core.seat.{self.to_act}"))
        self._check_turn(seat, "choose")
        if str(contract).strip().lower() == PUSH:
            if state.pushed:
                raise IllegalAction("jass.error.push_twice", seat=msg(f"core.seat.{self.to_act}"))
            state.choose_index(PUSH_INDEX)
            return
        state.choose_index(contract_number(contract))
        self._score_events()

    def play(self, card: str, seat: str | None = None) -> None:
        """The player to act (or ``seat``, checked) plays ``card``; illegal cards raise IllegalCard."""
        self._check_over()
        state = self._state
        if state.contract < 0:
            raise IllegalAction("jass.error.play_before_contract",
                                seat=msg(f"core.seat.{self.to_act}"))
        self._check_turn(seat, "play")
        index = parse_jass_card(card).index
        error = illegal_card_error(state, index)
        if error is not None:
            raise error
        state.play_index(index)
        self._score_events()
        if state.is_done and self._winner is None:
            self._credit(DealEndEvent, None, 0, score=self.deal.score)
            hands, dealer = random_deal(self._rng, NEXT[state.dealer])
            self._start_deal(hands, dealer)

    def withhold_weis(self, seat: str, keep: Iterable[int]) -> None:
        """``seat`` announces only its Weis combinations numbered ``keep`` (0 = strongest) this deal.

        Allowed from the contract until ``seat`` plays its first card; raises
        IllegalAction otherwise, and changes nothing.
        """
        self._check_over()
        state = self._state
        number = seat_number(seat)
        played_first = state.n_tricks > 0 or any(s == number for s, _ in _trick_seats(state))
        if state.contract < 0 or state.weis is None or played_first:
            raise IllegalAction("table_rules.jass.weis_too_late", seat=msg(f"core.seat.{SEATS[number]}"))
        from cardlearn.engine.jass.weis import weis_report_masks, withhold_weis

        # always from the full announcement, so a combination kept quiet can be announced again
        full = weis_report_masks(hands_at_contract(state), state.contract, state.forehand)
        state.weis = withhold_weis(full, SEATS[number], keep)

    # ----- scoring ---------------------------------------------------------------------------

    def _score_events(self) -> None:
        """Credit the fast core's new raw events in order, awarding Stöck early when it wins."""
        state = self._state
        log = state.log
        assert log is not None  # a Match always keeps the core's event log
        self._early_stoeck()
        while self._log_pos < len(log) and self._winner is None:
            kind, team, base, info = log[self._log_pos]
            self._log_pos += 1
            points = base * state.factor
            if kind == "trick":
                winner = state.tricks[info][2]
                self._credit(TrickEvent, team, points, base, trick=info + 1,
                             winner=SEATS[winner], last=info == 8)
            elif kind == "weis":
                self._credit(WeisEvent, team, points, base, report=info)
            elif kind == "stoeck":
                self._credit(StoeckEvent, team, points, base, seat=SEATS[info[0]], early=info[1])
            else:
                self._credit(MatchBonusEvent, team, points, base)
            self._early_stoeck()

    def _early_stoeck(self) -> None:
        """Stöck counts at once when its 20 points would win the match."""
        state = self._state
        if state.stoeck_seat < 0 or self._winner is not None:
            return
        team = state.stoeck_seat & 1
        if self._scores[team] + STOECK_POINTS * state.factor >= self.target:
            state.award_stoeck(early=True)
            # Credit it next, ahead of raw events the core already queued.
            log = state.log
            assert log is not None
            log.insert(self._log_pos, log.pop())

    def _credit(self, kind: type, team: int | None, points: int, base: int = 0, **extra: Any) -> None:
        if team is not None:
            self._scores[team] += points
        self.events.append(kind(self.deal.number, None if team is None else TEAMS[team], points,
                                base, self.scores, **extra))
        if team is not None and self._scores[team] >= self.target and self._winner is None:
            self._winner = team
            self.events.append(MatchEndEvent(self.deal.number, TEAMS[team], 0, 0, self.scores,
                                             schneider=self.schneider))

    # ----- output ----------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The match record as pandas DataFrames: ``{"deals", "tricks", "weis"}``."""
        from cardlearn.engine.jass.record import match_record

        return match_record(self)

    def __repr__(self) -> str:
        return (f"Match(deal={self.deal.number}, phase={self.phase!r}, to_act={self.to_act!r}, "
                f"contract={self.contract!r}, scores={self.scores})")

    def _repr_html_(self) -> str:
        from cardlearn.engine.jass.html import match_html

        return match_html(self)


def replay_move(match: Match, move: Sequence[Any]) -> None:
    """Apply one logged move (``["contract"|"card"|"weis", seat, value]``) through the engine."""
    kind, seat, value = move
    if kind == "contract":
        match.choose(value, seat=seat)
    elif kind == "card":
        match.play(value, seat=seat)
    else:
        match.withhold_weis(seat, value)
