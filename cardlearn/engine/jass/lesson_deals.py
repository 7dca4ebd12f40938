"""A Schieber lesson's prepared deals: one TOML file of hands, contract and notes, read and checked strictly.

A lesson ``jass-contracts`` has ``lessons/deals/jass-contracts.toml`` (no PBN file:
PBN has no Swiss cards) with one ``[[deal]]`` per deal, numbered 1, 2, 3 …::

    [[deal]]
    number = 1
    mode = "guided"            # fixed | guided | free
    forehand = "S"             # who chooses (or pushes) and leads the first trick
    push = false               # optional: the forehand pushes and the partner chooses
    contract = "R"             # E R S B obenabe undenufe (not with mode "free")
    scores = { NS = 2850, EW = 2790 }       # optional: the match score before the deal
    hands.N = "EA EK EO RU R9 S6 B8 B7 B6" # nine cards each, the engine's codes
    hands.E = "…"
    hands.S = "…"
    hands.W = "…"
    line = "RU R6 R7 RA …"      # optional: the planned play, card by card from the first lead
    expect = { NS = 121, EW = 36, weis = "NS", winner = "NS" }   # optional: checked by playing line
    title.en = "…"             # title, plan, comment; choice_note (why that contract) optional
    plan.en = "…"
    comment.en = "…"

``fixed``: the contract is made for the learner (by the table when South
chooses); ``guided``: the learner makes South's choice and only the given one is
accepted (the plan says which and why); ``free``: everyone chooses as at the table.
``line`` and ``expect`` let a comment's numbers be checked by the engine: the
line is played through a :class:`~cardlearn.engine.jass.Match` and ``expect``
compared with the deal's points (NS, EW: after the multiplier, Weis and Stöck
included), the team whose Weis counted (``weis``: NS, EW or none) and the match
winner (``winner``). The learner always sits South.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardlearn.engine.cards import JASS_RANKS, JASS_SUITS
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.jass.match import Match
from cardlearn.engine.jass.rules import CONTRACTS, PUSH, SEATS, TARGET, TEAMS
from cardlearn.engine.lesson_notes import (
    JASS_PREFIX,
    DealsError,
    Notes,
    Reading,
    read_entries,
    read_texts,
)
from cardlearn.i18n import Message, msg

MODES = ("fixed", "guided", "free")
TEXT_FIELDS = ("title", "plan", "comment", "choice_note")
REQUIRED_TEXTS = ("title", "plan", "comment")
DEAL_KEYS = ("number", "mode", "forehand", "push", "contract", "scores", "hands", "line", "expect", *TEXT_FIELDS)
EXPECT_KEYS = ("NS", "EW", "weis", "winner")
LEARNER = "S"
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


@dataclass(frozen=True)
class JassLessonDeal(Notes):
    """One prepared Schieber deal: the hands, who chooses what, the planned line, its notes by language."""

    number: int
    mode: str
    forehand: str
    push: bool
    contract: str | None
    hands: Mapping[str, tuple[str, ...]]
    scores: Mapping[str, int] | None
    line: tuple[str, ...]
    expect: Mapping[str, Any]
    texts: Mapping[str, Mapping[str, str]]

    def match(self, seed: int | None = None) -> Match:
        """A fresh match at this deal (nothing chosen yet); later deals are dealt from ``seed``."""
        return Match.from_hands({seat: list(cards) for seat, cards in self.hands.items()}, self.forehand,
                                scores=self.scores, seed=seed)

    @property
    def choices(self) -> tuple[tuple[str, str], ...]:
        """The contract phase as (seat, choice): the forehand's push and the partner's contract, or one choice."""
        if self.contract is None:
            return ()
        if self.push:
            return ((self.forehand, PUSH), (PARTNER[self.forehand], self.contract))
        return ((self.forehand, self.contract),)

    @property
    def learner_chooses(self) -> bool:
        """Whether South makes one of the deal's choices (the forehand's or, after a push, the contract)."""
        return self.forehand == LEARNER or (self.push and self.forehand == "N")

    def played(self, seed: int | None = None) -> Match:
        """The match after the choices and the planned line (the engine refuses a wrong card)."""
        match = self.match(seed)
        for seat, choice in self.choices:
            match.choose(choice, seat=seat)
        for card in self.line:
            match.play(card)
        return match


@dataclass(frozen=True)
class JassLessonDeals:
    """A Schieber lesson's prepared deals, read from ``jass-<slug>.toml``."""

    slug: str
    toml: Path
    boards: tuple[JassLessonDeal, ...]

    def board(self, number: int) -> JassLessonDeal:
        """The deal with this number; DealsError naming the numbers there are."""
        for deal in self.boards:
            if deal.number == number:
                return deal
        raise DealsError("deals.error.no_deal", file=self.toml.name, board=number,
                         boards=", ".join(str(d.number) for d in self.boards))


def load_jass_deals(path: str | Path, all_languages: bool = False) -> JassLessonDeals:
    """The prepared deals of ``jass-<slug>.toml``; DealsError on the first problem.

    With ``all_languages`` every note must have all five languages (as shipped lessons do).
    """
    deals, reading = _read_file(_toml_path(Path(path)), all_languages)
    if reading.problems or deals is None:
        first = reading.problems[0] if reading.problems else msg("deals.problem.empty")
        raise DealsError("deals.error.problem", problem=first)
    return deals


def check_jass_deals(path: str | Path, all_languages: bool = True) -> tuple[list[Path], list[Message]]:
    """Every ``jass-*.toml`` in a folder (or the one file named): the files read and every problem found."""
    path = Path(path)
    tomls = sorted(path.glob(f"{JASS_PREFIX}*.toml")) if path.is_dir() else [_toml_path(path)]
    problems: list[Message] = []
    for toml in tomls:
        problems += _read_file(toml, all_languages)[1].problems
    return tomls, problems


def _toml_path(path: Path) -> Path:
    return path if path.suffix == ".toml" else path.with_name(path.name + ".toml")


def _read_file(toml: Path, all_languages: bool) -> tuple[JassLessonDeals | None, Reading]:
    reading = Reading(toml, "deals.error.in_deal")
    if not toml.is_file():
        reading.file_problem(msg("deals.problem.missing_jass_file"))
        return None, reading
    entries = read_entries(toml, reading, "deal")
    if entries is None:
        return None, reading
    read = []
    for place, entry in enumerate(entries, 1):
        deal = _read_deal(place, entry, reading, all_languages)
        if deal is not None:
            read.append(deal)
    return JassLessonDeals(toml.stem, toml, tuple(read)), reading


def _read_deal(place: int, entry: Any, reading: Reading, all_languages: bool) -> JassLessonDeal | None:
    before = len(reading.problems)
    if not isinstance(entry, dict):
        reading.board_problem(place, msg("deals.problem.no_boards_deal"))
        return None
    for key in entry:
        if key not in DEAL_KEYS:
            reading.board_problem(place, msg("deals.problem.unknown_key", name=str(key)[:40],
                                             allowed=", ".join(DEAL_KEYS)))
    number = entry.get("number")
    if isinstance(number, bool) or number != place:
        reading.board_problem(place, msg("deals.problem.deal_number", value=str(number)[:20], place=place))
    mode = _choice(place, entry, "mode", MODES, reading, None)
    forehand = _choice(place, entry, "forehand", tuple(SEATS), reading, None)
    contract = entry.get("contract")
    if contract is not None or mode in ("fixed", "guided"):
        contract = _choice(place, entry, "contract", CONTRACTS, reading, None)
    push = entry.get("push", False)
    if not isinstance(push, bool):
        reading.board_problem(place, msg("deals.problem.bool", field="push", value=str(push)[:20]))
    hands = _read_hands(place, entry.get("hands"), reading)
    scores = _read_scores(place, entry.get("scores"), reading)
    line = _read_line(place, entry.get("line"), reading)
    texts = read_texts(place, entry, reading, all_languages, TEXT_FIELDS, REQUIRED_TEXTS)
    if len(reading.problems) > before:
        return None
    deal = JassLessonDeal(place, str(mode), str(forehand), bool(push), contract, hands, scores, line,
                          {}, texts)
    if mode == "guided" and not deal.learner_chooses:
        reading.board_problem(place, msg("deals.problem.guided_chooser", forehand=msg(f"core.seat.{forehand}")))
        return None
    return _with_expect(place, deal, entry.get("expect"), reading)


def _choice(place: int, entry: Mapping[str, Any], name: str, allowed: tuple[str, ...], reading: Reading,
            default: str | None) -> str | None:
    value = entry.get(name, default)
    if value not in allowed:
        reading.board_problem(place, msg("deals.problem.choice", field=name, value=str(value)[:20],
                                         allowed=", ".join(allowed)))
        return None
    return str(value)


def _cards(value: Any) -> list[str] | None:
    """A hand or line as card codes: a string of codes separated by spaces, or a list of codes."""
    if isinstance(value, str):
        return value.split()
    if isinstance(value, list) and all(isinstance(card, str) for card in value):
        return [card.strip() for card in value]
    return None


def _is_card(code: str) -> bool:
    return len(code) == 2 and code[0] in JASS_SUITS and code[1] in JASS_RANKS


def _read_hands(place: int, value: Any, reading: Reading) -> dict[str, tuple[str, ...]]:
    if not isinstance(value, dict) or sorted(value) != sorted(SEATS):
        reading.board_problem(place, msg("deals.problem.hands"))
        return {}
    hands: dict[str, tuple[str, ...]] = {}
    holder: dict[str, str] = {}
    for seat in SEATS:
        cards = _cards(value[seat])
        if cards is None:
            reading.board_problem(place, msg("deals.problem.hands"))
            continue
        for code in cards:
            if not _is_card(code):
                reading.board_problem(place, msg("deals.problem.card", field=f"hands.{seat}", card=code[:12]))
            elif code in holder:
                reading.board_problem(place, msg("deals.problem.card_twice", card=code,
                                                 first=f"hands.{holder[code]}", second=f"hands.{seat}"))
            holder.setdefault(code, seat)
        if len(cards) != 9:
            reading.board_problem(place, msg("deals.problem.hand_size", field=f"hands.{seat}", cards=len(cards)))
        hands[seat] = tuple(cards)
    return hands


def _read_scores(place: int, value: Any, reading: Reading) -> dict[str, int] | None:
    if value is None:
        return None
    if (not isinstance(value, dict) or sorted(value) != sorted(TEAMS)
            or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < TARGET for v in value.values())):
        reading.board_problem(place, msg("deals.problem.scores", target=TARGET))
        return None
    return dict(value)


def _read_line(place: int, value: Any, reading: Reading) -> tuple[str, ...]:
    if value is None:
        return ()
    cards = _cards(value)
    if cards is None or len(cards) > 36:
        reading.board_problem(place, msg("deals.problem.line"))
        return ()
    for code in cards:
        if not _is_card(code):
            reading.board_problem(place, msg("deals.problem.card", field="line", card=code[:12]))
    return tuple(cards)


def _with_expect(place: int, deal: JassLessonDeal, value: Any, reading: Reading) -> JassLessonDeal | None:
    """The deal with its checked ``expect``: the line is played through the engine and the results compared."""
    if value is None and not deal.line:
        return deal
    if value is not None and (not isinstance(value, dict) or any(k not in EXPECT_KEYS for k in value)):
        reading.board_problem(place, msg("deals.problem.expect_keys", allowed=", ".join(EXPECT_KEYS)))
        return None
    if deal.contract is None:
        reading.board_problem(place, msg("deals.problem.line_needs_contract"))
        return None
    try:
        match = deal.match()
        for seat, choice in deal.choices:
            match.choose(choice, seat=seat)
        for index, card in enumerate(deal.line, 1):
            _play(match, index, card)
    except _LineError as error:
        reading.board_problem(place, error.problem)
        return None
    except CardlearnError as error:
        reading.board_problem(place, error.message)
        return None
    got = _results(match)
    wrong = [(key, expected) for key, expected in (value or {}).items() if got[key] != expected]
    for key, expected in wrong:
        reading.board_problem(place, msg("deals.problem.expect", field=key, expected=str(expected)[:20],
                                         got=str(got[key])))
    return None if wrong else JassLessonDeal(**{**deal.__dict__, "expect": dict(value or {})})


class _LineError(Exception):
    def __init__(self, problem: Message) -> None:
        super().__init__(problem.key)
        self.problem = problem


def _play(match: Match, index: int, card: str) -> None:
    if match.is_over:
        raise _LineError(msg("deals.problem.line_after_end", number=index, card=card))
    try:
        match.play(card)
    except CardlearnError as error:
        raise _LineError(msg("deals.problem.line_card", number=index, card=card, problem=error.message)) from error


def _results(match: Match) -> dict[str, Any]:
    """What ``expect`` compares: the first deal's points by team, whose Weis counted, the match winner."""
    deal = match.deals[0]
    total = deal.score.total
    weis = deal.weis
    return {"NS": total["NS"], "EW": total["EW"], "weis": (weis.winner if weis is not None else None) or "none",
            "winner": match.winner or "none"}


__all__ = ["DEAL_KEYS", "EXPECT_KEYS", "MODES", "TEXT_FIELDS", "JassLessonDeal", "JassLessonDeals",
           "check_jass_deals", "load_jass_deals"]
