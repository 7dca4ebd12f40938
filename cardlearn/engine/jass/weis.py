"""Weis: each hand's best set of disjoint combinations and the comparison chain between teams.

A hand's Weis are the disjoint sequences (three or more cards of one suit in
ordinary rank) and four-of-a-kinds with the most points (rules **Reading**);
among equally valuable sets the one whose best combination is strongest is
kept. Only the two teams' single best combinations are compared, step by step
(:data:`~cardlearn.engine.jass.rules.WEIS_STEPS`); the winning team scores all
Weis of both its players.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import JASS_DECK, card_message, parse_jass_card
from cardlearn.engine.errors import InvalidArgument, InvalidCard
from cardlearn.engine.jass.rules import (
    CONTRACTS,
    NEXT_SEAT,
    ORDINARY_ORDER,
    SEATS,
    SUITS,
    TEAMS,
    UNDENUFE,
    WEIS_POINTS,
    WEIS_STEPS,
    contract_number,
    seat_number,
)
from cardlearn.engine.validate import check_keys, clip
from cardlearn.i18n import Message, msg

_SEQ = WEIS_POINTS["sequence"]
_FOUR = WEIS_POINTS["four"]


@dataclass(frozen=True)
class Weis:
    """One combination: ``kind`` is ``"sequence"`` or ``"four"``; ``cards`` high to low; base ``points``."""

    kind: str
    cards: tuple[str, ...]
    points: int

    @property
    def length(self) -> int:
        """Number of cards (4 for four of a kind)."""
        return len(self.cards)

    @property
    def top(self) -> str:
        """The highest card in ordinary rank (a sequence's top card; any card of a quartet)."""
        return self.cards[0]

    @property
    def rank(self) -> str:
        """The rank letter of the top card (the quartet's rank)."""
        return self.cards[0][1]

    @property
    def suit(self) -> str | None:
        """The sequence's suit; ``None`` for four of a kind."""
        return self.cards[0][0] if self.kind == "sequence" else None

    @property
    def mask(self) -> int:
        """The cards as a bitmask over :data:`~cardlearn.engine.cards.JASS_DECK` indices."""
        return sum(1 << parse_jass_card(card).index for card in self.cards)

    @property
    def message(self) -> Message:
        """The combination's name as a lazy message ("four-card sequence", "four Unders")."""
        if self.kind == "sequence":
            return msg(f"jass.weis.sequence.{self.length}")
        return msg(f"jass.weis.four.{self.rank}")

    def name(self, lang: str | None = None) -> str:
        """The combination's name in ``lang``."""
        return self.message.text(lang)

    def __repr__(self) -> str:
        return f"Weis({self.kind!r}, {list(self.cards)!r}, {self.points})"

    def _repr_html_(self) -> str:
        from cardlearn.engine.jass.html import weis_html

        return weis_html(self)


# A candidate is (mask, points, is_sequence, length, top ordinary index, suit number).
_Cand = tuple[int, int, int, int, int, int]


def _key(cand: _Cand, contract: int) -> tuple[int, int, int, int, int]:
    """The comparison chain without play order: bigger is stronger."""
    _, points, is_seq, length, top, suit = cand
    rank = top if contract == UNDENUFE else -top  # index 0 is the Ass: lower index = higher card
    trump = 1 if is_seq and suit == contract else 0
    return (points, is_seq, length, rank, trump)


def weis_key(weis: Weis, trump: str | int) -> tuple[int, int, int, int, int]:
    """The comparison tuple (points, type, length, rank, trump) of ``weis``; bigger is stronger."""
    contract = contract_number(trump)
    top = ORDINARY_ORDER.index(weis.rank)
    suit = SUITS.index(weis.suit) if weis.suit else -1
    return _key((0, weis.points, int(weis.kind == "sequence"), weis.length, top, suit), contract)


def _runs(bits: int) -> list[tuple[int, int]]:
    """Maximal runs of set bits in a 9-bit suit mask as (start, length)."""
    runs, start = [], -1
    for offset in range(10):
        if offset < 9 and bits >> offset & 1:
            if start < 0:
                start = offset
        elif start >= 0:
            runs.append((start, offset - start))
            start = -1
    return runs


def _sequence_cands(bits: int, suit: int) -> list[_Cand]:
    """Every sequence of three or more cards (sub-runs included) in one suit."""
    cands = []
    for start, length in _runs(bits):
        for size in range(3, length + 1):
            points = _SEQ.get(size, 0)
            if not points:
                continue
            for first in range(start, start + length - size + 1):
                mask = ((1 << size) - 1) << (suit * 9 + first)
                cands.append((mask, points, 1, size, first, suit))
    return cands


def _search(cands: Sequence[_Cand], contract: int) -> tuple[int, tuple, list[_Cand]]:
    """The disjoint subset with most points, then with the strongest best combination."""
    keys = [_key(cand, contract) for cand in cands]
    best: list = [(0, ()), []]

    def visit(start: int, used: int, chosen: list[int], total: int, top: tuple) -> None:
        if (total, top) > best[0]:
            best[0], best[1] = (total, top), list(chosen)
        for i in range(start, len(cands)):
            if cands[i][0] & used == 0:
                chosen.append(i)
                visit(i + 1, used | cands[i][0], chosen, total + cands[i][1], max(top, keys[i]))
                chosen.pop()

    visit(0, 0, [], 0, ())
    (total, top), chosen = best
    return total, top, [cands[i] for i in chosen]


@lru_cache(maxsize=4096)
def _suit_best(bits: int, suit: int, contract: int) -> tuple[_Cand, ...]:
    """The best sequences of one suit when no four of a kind competes for its cards."""
    return tuple(_search(_sequence_cands(bits, suit), contract)[2])


def _best_cands(hand: int, contract: int) -> list[_Cand]:
    """The chosen combinations of a hand bitmask, strongest first."""
    quads = hand & (hand >> 9) & (hand >> 18) & (hand >> 27) & 511
    four_cands = []
    for rank in range(9) if quads else ():
        if quads >> rank & 1 and _FOUR.get(ORDINARY_ORDER[rank], 0):
            mask = (1 << rank) | (1 << (9 + rank)) | (1 << (18 + rank)) | (1 << (27 + rank))
            four_cands.append((mask, _FOUR[ORDINARY_ORDER[rank]], 0, 4, rank, -1))
    four_bits = 0
    for cand in four_cands:
        four_bits |= cand[0]
    chosen: list[_Cand] = []
    contested: list[_Cand] = list(four_cands)
    for suit in range(4):
        bits = (hand >> (suit * 9)) & 511
        if (bits & (bits >> 1) & (bits >> 2)) == 0:
            continue  # no three in a row
        if four_cands and (bits << (suit * 9)) & four_bits:
            contested.extend(_sequence_cands(bits, suit))
        else:
            chosen.extend(_suit_best(bits, suit, contract))
    if contested:
        chosen.extend(_search(contested, contract)[2])
    if len(chosen) > 1:
        chosen.sort(key=lambda cand: _key(cand, contract), reverse=True)
    return chosen


@lru_cache(maxsize=1024)
def _to_weis(cand: _Cand) -> Weis:
    mask, points, is_seq, _, _, _ = cand
    cards = tuple(str(JASS_DECK[i]) for i in range(36) if mask >> i & 1)
    if not is_seq:
        return Weis("four", cards, points)
    return Weis("sequence", cards, points)


HAND_SIZE = 9


def best_weis_mask(hand: int, contract: int) -> list[Weis]:
    """:func:`best_weis` for a hand bitmask and a contract number (the fast core's entry)."""
    return [_to_weis(cand) for cand in _best_cands(hand, contract)]


def _hand_mask(hand: Iterable[str]) -> int:
    """The bitmask of a hand of at most nine distinct cards (a text is split at spaces and commas)."""
    if isinstance(hand, str):
        hand = hand.replace(",", " ").split()
    if not isinstance(hand, (list, tuple, set, frozenset)) and not hasattr(hand, "__next__"):
        raise InvalidArgument("engine.arg.cards", value=clip(hand))
    mask = 0
    for count, code in enumerate(hand, start=1):
        bit = 1 << parse_jass_card(code).index
        if mask & bit:
            raise InvalidCard("jass.error.duplicate_card", card=card_message(str(code), "jass"))
        mask |= bit
        if count > HAND_SIZE:
            raise InvalidCard("engine.arg.hand_size", limit=HAND_SIZE)
    return mask


@checked
def best_weis(hand: Iterable[str], trump: str | int) -> list[Weis]:
    """The hand's Weis: disjoint combinations with the most points, strongest first."""
    return best_weis_mask(_hand_mask(hand), contract_number(trump))


def play_order(forehand: str) -> list[str]:
    """The seats in the order they play the first trick, starting with ``forehand``."""
    order = [forehand]
    while len(order) < 4:
        order.append(NEXT_SEAT[order[-1]])
    return order


@dataclass(frozen=True)
class WeisComparison:
    """The result of comparing two combinations: ``winner`` 0 (``a``) or 1 (``b``) and the deciding ``step``."""

    a: Weis
    b: Weis
    contract: str
    winner: int
    step: str
    a_seat: str | None = None
    b_seat: str | None = None

    def __iter__(self) -> Iterator:
        return iter((self.winner, self.step))

    @property
    def winning(self) -> Weis:
        """The stronger combination."""
        return self.b if self.winner else self.a

    @property
    def losing(self) -> Weis:
        """The weaker combination."""
        return self.a if self.winner else self.b

    @property
    def reason(self) -> Message:
        """Why the step decides, e.g. "length decides"."""
        if self.step == "rank" and contract_number(self.contract) == UNDENUFE:
            return msg("jass.weis.step.rank_undenufe")
        return msg(f"jass.weis.step.{self.step}")

    @property
    def message(self) -> Message:
        """"NS's four-card sequence beats EW's three-card sequence: length decides"."""
        seats = (self.b_seat, self.a_seat) if self.winner else (self.a_seat, self.b_seat)
        if seats[0] and seats[1]:
            return msg(
                "jass.weis.beats",
                winner_team=msg(f"core.side.{TEAMS[SEATS.index(seats[0]) % 2]}"),
                winner=self.winning.message,
                loser_team=msg(f"core.side.{TEAMS[SEATS.index(seats[1]) % 2]}"),
                loser=self.losing.message,
                reason=self.reason,
            )
        return msg("jass.weis.beats_plain", winner=self.winning.message,
                   loser=self.losing.message, reason=self.reason)

    def __repr__(self) -> str:
        return (f"WeisComparison(winner={self.winner}, step={self.step!r}, "
                f"a={self.a!r}, b={self.b!r}, contract={self.contract!r})")

    def _repr_html_(self) -> str:
        from cardlearn.engine.jass.html import comparison_html

        return comparison_html(self)


@checked
def compare_weis(a: Weis, b: Weis, trump: str | int, a_position: int = 0, b_position: int = 1,
                 a_seat: str | None = None, b_seat: str | None = None) -> WeisComparison:
    """Compare two combinations through the chain; positions are places in the first trick (0 = forehand)."""
    contract = contract_number(trump)
    key_a, key_b = weis_key(a, contract), weis_key(b, contract)
    for step, value_a, value_b in zip(WEIS_STEPS, key_a, key_b):
        if value_a != value_b:
            return WeisComparison(a, b, CONTRACTS[contract], 0 if value_a > value_b else 1,
                                  step, a_seat, b_seat)
    if a_position == b_position:
        raise ValueError("two combinations cannot share a place in the play order")
    return WeisComparison(a, b, CONTRACTS[contract], 0 if a_position < b_position else 1,
                          "play_order", a_seat, b_seat)


@dataclass(frozen=True)
class WeisReport:
    """The first trick's automatic announcement: every seat's Weis, the comparison and the scores."""

    contract: str
    forehand: str
    by_seat: Mapping[str, tuple[Weis, ...]]
    team_best: Mapping[str, tuple[str, Weis] | None]
    winner: str | None
    step: str | None
    comparison: WeisComparison | None = field(default=None)

    def best(self, seat: str) -> Weis | None:
        """The strongest combination of ``seat`` (the one announced), or ``None``."""
        combos = self.by_seat[seat]
        return combos[0] if combos else None

    @property
    def points(self) -> dict[str, int]:
        """Base Weis points per team: the winning team scores all its players' Weis."""
        scores = {team: 0 for team in TEAMS}
        if self.winner:
            for seat in self.winner:
                scores[self.winner] += sum(weis.points for weis in self.by_seat[seat])
        return scores

    @property
    def message(self) -> Message:
        """Who wins the Weis and which step decides, as a lazy message."""
        if self.comparison is not None:
            return self.comparison.message
        if self.winner is not None:
            best = self.team_best[self.winner]
            assert best is not None  # the winning team has a Weis
            _seat, weis = best
            return msg("jass.weis.uncontested", team=msg(f"core.side.{self.winner}"),
                       weis=weis.message)
        return msg("jass.weis.none")

    def __repr__(self) -> str:
        seats = ", ".join(f"{seat}: {list(self.by_seat[seat])!r}" for seat in SEATS)
        return f"WeisReport(winner={self.winner!r}, step={self.step!r}, {seats})"

    def _repr_html_(self) -> str:
        from cardlearn.engine.jass.html import weis_report_html

        return weis_report_html(self)


def weis_report_masks(hands: Sequence[int], contract: int, forehand: int) -> WeisReport:
    """The Weis announcement for four hand bitmasks (seat numbers N E S W)."""
    by_seat = {seat: tuple(map(_to_weis, _best_cands(hands[i], contract)))
               for i, seat in enumerate(SEATS)}
    return _report(by_seat, contract, forehand)


def withhold_weis(report: WeisReport, seat: str, keep: Iterable[int]) -> WeisReport:
    """The announcement when ``seat`` announces only its combinations numbered ``keep`` (0 = strongest).

    A player may keep a Weis quiet; the comparison and the scores are made
    again from what is announced.
    """
    combos = report.by_seat[seat]
    kept = tuple(combos[i] for i in sorted(set(keep)) if 0 <= i < len(combos))
    by_seat = {**report.by_seat, seat: kept}
    return _report(by_seat, contract_number(report.contract), seat_number(report.forehand))


def _report(by_seat: Mapping[str, tuple[Weis, ...]], contract: int, forehand: int) -> WeisReport:
    order = play_order(SEATS[forehand])
    team_best: dict[str, tuple[str, Weis] | None] = {}
    for team in TEAMS:
        entries = [(weis_key(by_seat[seat][0], contract), -order.index(seat), seat)
                   for seat in team if by_seat[seat]]
        if entries:
            seat = max(entries)[2]
            team_best[team] = (seat, by_seat[seat][0])
        else:
            team_best[team] = None
    ns, ew = team_best["NS"], team_best["EW"]
    comparison = None
    if ns and ew:
        comparison = compare_weis(ns[1], ew[1], contract, order.index(ns[0]), order.index(ew[0]),
                                  ns[0], ew[0])
        winner, step = TEAMS[comparison.winner], comparison.step
    elif ns or ew:
        winner, step = ("NS" if ns else "EW"), "uncontested"
    else:
        winner, step = None, None
    return WeisReport(CONTRACTS[contract], SEATS[forehand], by_seat, team_best, winner, step,
                      comparison)


@checked
def weis_report(hands: Mapping[str, Iterable[str]], trump: str | int, forehand: str) -> WeisReport:
    """The Weis announcement for hands given as card codes per seat (all four seats ``N E S W``)."""
    check_keys(hands, "hands", SEATS)
    if len(hands) != len(SEATS):
        raise InvalidArgument("engine.arg.seats", name="hands", seats=", ".join(SEATS))
    masks = [_hand_mask(hands[seat]) for seat in SEATS]
    return weis_report_masks(masks, contract_number(trump), seat_number(forehand))


@checked
def weis_winner(hands: Mapping[str, Iterable[str]], trump: str | int, forehand: str) -> str | None:
    """The team that scores its Weis (``"NS"`` or ``"EW"``), or ``None`` when nobody has one."""
    return weis_report(hands, trump, forehand).winner
