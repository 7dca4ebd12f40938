"""Portable Bridge Notation: deal strings (``N:AKQ2.AK.AK.AKQ32 ...``) and PBN files.

The deal parser is strict about the cards (a teaching game needs the full,
legal deal) and lenient about spelling (lower case, ``10`` for ``T``, extra
spaces). Every problem raises :class:`~cardlearn.engine.errors.PBNError`
with a localized message that names the place and says what is expected.
"""
from __future__ import annotations

import html
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import IO, Any

from cardlearn.engine.cards import (
    BRIDGE_RANKS,
    BRIDGE_SUITS,
    SUIT_SYMBOLS,
    card_message,
    suit_message,
)
from cardlearn.engine.errors import PBNError
from cardlearn.engine.seats import seat_message
from cardlearn.i18n import Message, msg, t

SEATS = "NESW"
"""The seats in clockwise order, as PBN lists the hands."""

_RANK_ORDER = {rank: i for i, rank in enumerate(BRIDGE_RANKS)}


def _next_seats(first: str) -> str:
    start = SEATS.index(first)
    return SEATS[start:] + SEATS[:start]


def _split_first_seat(text: str) -> tuple[str, str]:
    """The first seat and the rest of a deal string; raises for a missing or unknown seat."""
    stripped = str(text).strip()
    head, colon, rest = stripped.partition(":")
    seat = head.strip().upper()
    if not colon or len(seat) != 1 or seat not in SEATS:
        raise PBNError("pbn.error.deal_first_seat", deal=stripped)
    return seat, rest


def _parse_hand(hand: str, seat: str) -> list[str]:
    """One hand ``AKQ2.AK.AK.AKQ32`` → card codes, in suit order S H D C."""
    if hand == "-":
        raise PBNError("pbn.error.deal_unknown_hand", seat=seat_message(seat))
    suits = hand.split(".")
    if len(suits) != 4:
        raise PBNError(
            "pbn.error.hand_suits", seat=seat_message(seat), hand=hand,
            suits=msg("pbn.count.suits", count=len(suits)),
        )
    cards: list[str] = []
    for suit, holding in zip(BRIDGE_SUITS, suits):
        ranks = holding.upper().replace("10", "T")
        for rank in ranks:
            if rank not in _RANK_ORDER:
                raise PBNError(
                    "pbn.error.unknown_rank", rank=rank, seat=seat_message(seat),
                    suit=suit_message(suit), hand=hand,
                )
            cards.append(suit + rank)
    return cards


def parse_deal(text: str) -> dict[str, list[str]]:
    """Read a PBN deal string into ``{"N": ["SA", ...], "E": [...], "S": [...], "W": [...]}``.

    The first seat may be any of N E S W (the hands follow clockwise); suits
    are ``spades.hearts.diamonds.clubs``. Raises :class:`PBNError` for a deal
    that is not a complete, legal 4 x 13-card deal.
    """
    first, rest = _split_first_seat(text)
    hands_text = rest.split()
    if len(hands_text) != 4:
        raise PBNError(
            "pbn.error.deal_hand_count", deal=str(text).strip(),
            hands=msg("pbn.count.hands", count=len(hands_text)),
        )
    hands: dict[str, list[str]] = {}
    owner: dict[str, str] = {}
    for seat, hand in zip(_next_seats(first), hands_text):
        cards = _parse_hand(hand, seat)
        for card in cards:
            if card in owner:
                if owner[card] == seat:
                    raise PBNError(
                        "pbn.error.duplicate_card_in_hand",
                        card=card_message(card, "bridge"), seat=seat_message(seat),
                    )
                raise PBNError(
                    "pbn.error.duplicate_card", card=card_message(card, "bridge"),
                    first=seat_message(owner[card]), second=seat_message(seat),
                )
            owner[card] = seat
        hands[seat] = cards
    for seat in SEATS:
        if len(hands[seat]) != 13:
            raise PBNError(
                "pbn.error.hand_size", seat=seat_message(seat),
                cards=msg("pbn.count.cards", count=len(hands[seat])),
            )
    # With no duplicates and 4 x 13 cards this cannot fail; kept so the rule stays explicit.
    if len(owner) != 52:
        raise PBNError("pbn.error.deck_incomplete", cards=msg("pbn.count.cards", count=len(owner)))
    return {seat: hands[seat] for seat in SEATS}


def _card_code(card: object) -> str:
    """A card (``BridgeCard`` or code like ``"h10"``) as an upper-case ``SA``-style code."""
    code = str(card).strip().upper().replace("10", "T")
    if len(code) != 2 or code[0] not in BRIDGE_SUITS or code[1] not in _RANK_ORDER:
        raise PBNError("pbn.error.invalid_card", card=str(card))
    return code


def format_hand(cards: Iterable[object]) -> str:
    """One hand as PBN ``AKQ2.AK.AK.AKQ32`` (each suit high to low)."""
    by_suit: dict[str, list[str]] = {suit: [] for suit in BRIDGE_SUITS}
    for card in cards:
        code = _card_code(card)
        by_suit[code[0]].append(code[1])
    return ".".join(
        "".join(sorted(ranks, key=_RANK_ORDER.__getitem__)) for ranks in by_suit.values()
    )


def format_deal(hands: Mapping[str, Iterable[object]], first: str = "N") -> str:
    """Write hands as a PBN deal string starting at ``first``; the inverse of :func:`parse_deal`.

    A seat missing from ``hands`` is written as ``-`` (unknown), as PBN allows.
    """
    seat = str(first).strip().upper()
    if len(seat) != 1 or seat not in SEATS:
        raise PBNError("pbn.error.deal_first_seat", deal=str(first))
    upper = {str(key).strip().upper(): value for key, value in hands.items()}
    parts = [format_hand(upper[s]) if s in upper else "-" for s in _next_seats(seat)]
    return f"{seat}:" + " ".join(parts)


# --------------------------------------------------------------------------- files

_UNKNOWN = frozenset({"", "?", "-"})
_VULNERABILITY = {
    "NONE": "None", "LOVE": "None", "-": "None",
    "NS": "NS", "EW": "EW", "ALL": "Both", "BOTH": "Both",
}
_SEAT_WORDS = {"N": "N", "E": "E", "S": "S", "W": "W",
               "NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W"}
_STRAINS = ("C", "D", "H", "S", "NT")
_CALL_WORDS = {"P": "P", "PASS": "P", "X": "X", "DBL": "X", "DOUBLE": "X",
               "XX": "XX", "RDBL": "XX", "REDOUBLE": "XX"}
_TAG_LINE = re.compile(r'\s*\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]\s*')
_TAG_ANYWHERE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*(?:"((?:[^"\\]|\\.)*)"|([^\]"]*))\s*\]')
_NOTE_REF = re.compile(r"=(\d+)=")
_NOTE_NUMBER = re.compile(r"\s*(\d+)\s*:")


def _game_name(board: str | None, index: int) -> Message:
    """How an error names a game: its board number if it has one, else its place in the file."""
    if board is not None and board.strip().isdigit():
        return msg("pbn.game.board", number=int(board))
    return msg("pbn.game.index", number=index + 1)


def _unescape(value: str) -> str:
    r"""PBN strings escape only ``\"`` and ``\\``; other backslashes (``\2R``) are literal."""
    if "\\" not in value:
        return value
    return re.sub(r'\\(["\\])', r"\1", value)


def _escape(value: str) -> str:
    return str(value).replace("\\", "\\\\").replace('"', '\\"')


def _seat(value: str) -> str | None:
    """A seat tag value (``N`` or ``North``) → ``"N"``; unknown (``""``, ``?``) → None."""
    text = value.strip().lstrip("^").upper()
    if text in _UNKNOWN:
        return None
    if text not in _SEAT_WORDS:
        raise PBNError("pbn.error.seat", value=value)
    return _SEAT_WORDS[text]


def normalize_call(token: str) -> str:
    """One PBN call → ``P``, ``X``, ``XX`` or a bid ``1C``..``7NT`` (``1N`` → ``1NT``)."""
    text = token.strip().rstrip("!?").upper()
    if text in _CALL_WORDS:
        return _CALL_WORDS[text]
    if len(text) >= 2 and text[0] in "1234567":
        strain = text[1:]
        strain = "NT" if strain in ("N", "NT", "SA") else strain
        if strain in _STRAINS:
            return text[0] + strain
    raise PBNError("pbn.error.call", token=token)


def _normalize_contract(value: str) -> str | None:
    text = value.strip().upper()
    if text in _UNKNOWN:
        return None
    if text in ("PASS", "P", "AP"):
        return "Pass"
    doubling = ""
    for suffix in ("XX", "X"):
        if text.endswith(suffix) and len(text) > len(suffix) + 1:
            text, doubling = text[: -len(suffix)], suffix
            break
    try:
        bid = normalize_call(text)
    except PBNError:
        raise PBNError("pbn.error.contract", value=value) from None
    if bid in ("P", "X", "XX"):
        raise PBNError("pbn.error.contract", value=value)
    return bid + doubling


def _pass_out(calls: list[str]) -> list[str]:
    """``AP``: the passes that end the auction (three after a bid, four if nobody bid)."""
    if not any(c[0].isdigit() for c in calls):
        return ["P"] * max(0, 4 - len(calls))
    trailing = 0
    for call in reversed(calls):
        if call != "P":
            break
        trailing += 1
    return ["P"] * max(0, 3 - trailing)


def _strip_annotations(tokens: Iterable[str]) -> Iterator[str]:
    """Section tokens without note references ``=1=``, NAGs ``$12`` and marks ``^S``."""
    for token in tokens:
        if _NOTE_REF.fullmatch(token) or token.startswith("$") or token.startswith("^"):
            continue
        if token in ("!", "?", "!!", "??", "!?", "?!"):
            continue  # a suffix written apart from its call
        yield token


def _parse_auction(tokens: list[str]) -> list[str]:
    calls: list[str] = []
    for token in _strip_annotations(tokens):
        upper = token.upper()
        if upper == "*":
            break
        if upper in ("-", "+"):
            continue
        if upper == "AP":
            calls.extend(_pass_out(calls))
            continue
        calls.append(normalize_call(token))
    return calls


def _parse_play(tokens: list[str], start: str) -> list[dict[str, str]]:
    """Rows of four columns (leader first, clockwise) → one ``{seat: card}`` dict per trick."""
    columns = _next_seats(start)
    cells: list[str | None] = []
    for token in _strip_annotations(tokens):
        if token == "*":
            break
        if token == "+":
            continue
        if token == "-":
            cells.append(None)
            continue
        code = token.rstrip("!?").upper().replace("10", "T")
        if len(code) != 2 or code[0] not in BRIDGE_SUITS or code[1] not in _RANK_ORDER:
            raise PBNError("pbn.error.play_card", token=token)
        cells.append(code)
    tricks: list[dict[str, str]] = []
    for start_at in range(0, len(cells), 4):
        row = cells[start_at:start_at + 4]
        trick = {seat: card for seat, card in zip(columns, row) if card is not None}
        if trick:
            tricks.append(trick)
    return tricks


@dataclass(frozen=True, eq=True)
class PBNGame:
    """One game of a PBN file: its tags (in file order), section data, notes and comments.

    The properties read the common tags in a normalized form; every tag is
    kept in :attr:`tags` (values unescaped), and section lines such as the
    ``OptimumResultTable`` in :attr:`sections`, so :func:`write_pbn` can
    write the game back.
    """

    tags: dict[str, str]
    sections: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    index: int = field(default=0, compare=False)
    lines: dict[str, int] = field(default_factory=dict, compare=False, repr=False)

    # -- identity
    @property
    def name(self) -> Message:
        """How messages name this game: ``Board 7`` or ``Game 3 in the file``."""
        return _game_name(self.tags.get("Board"), self.index)

    @property
    def event(self) -> str | None:
        """The Event tag, or None when empty or unknown (``?``)."""
        value = self.tags.get("Event", "").strip()
        return None if value in _UNKNOWN else value

    @cached_property
    def board(self) -> int | None:
        """The board number, or None."""
        value = self.tags.get("Board", "").strip()
        if value in _UNKNOWN:
            return None
        if not value.isdigit():
            raise PBNError("pbn.error.board", value=value)
        return int(value)

    @cached_property
    def dealer(self) -> str | None:
        """The dealer's seat ``N E S W``, or None."""
        return _seat(self.tags.get("Dealer", ""))

    @cached_property
    def vulnerable(self) -> str | None:
        """``"None"``, ``"NS"``, ``"EW"`` or ``"Both"`` (also from Love, -, All); None if absent."""
        if "Vulnerable" not in self.tags:
            return None
        value = self.tags["Vulnerable"].strip()
        if value in ("", "?"):
            return None
        key = value.upper().replace("-", "") or "-"  # "N-S" and "E-W" appear in older files
        if key not in _VULNERABILITY:
            raise PBNError("pbn.error.vulnerable", value=value)
        return _VULNERABILITY[key]

    # -- deal and outcome
    @cached_property
    def deal(self) -> dict[str, list[str]] | None:
        """The hands as :func:`parse_deal` gives them, or None when the game has no deal."""
        value = self.tags.get("Deal", "").strip()
        return None if value in ("", "?") else parse_deal(value)

    @cached_property
    def contract(self) -> str | None:
        """The contract as written in normalized form (``4HX``, ``3NT``), ``"Pass"``, or None."""
        return _normalize_contract(self.tags.get("Contract", ""))

    @cached_property
    def declarer(self) -> str | None:
        """The declarer's seat, or None."""
        return _seat(self.tags.get("Declarer", ""))

    @cached_property
    def result(self) -> int | None:
        """Tricks taken by declarer (0..13), or None; ``NS 11`` / ``EW 2`` forms are converted."""
        raw = self.tags.get("Result", "")
        value = raw.strip().upper()
        if value in _UNKNOWN:
            return None
        side, _, number = value.rpartition(" ")
        if not number.isdigit() or int(number) > 13 or side.strip() not in ("", "NS", "EW"):
            raise PBNError("pbn.error.result", value=raw)
        tricks = int(number)
        side = side.strip()
        if side and self.declarer is not None and self.declarer not in side:
            tricks = 13 - tricks
        return tricks

    # -- auction and play
    @cached_property
    def auction_start(self) -> str | None:
        """The seat that makes the first call (the Auction tag), or None."""
        return _seat(self.tags.get("Auction", ""))

    @cached_property
    def auction(self) -> list[str]:
        """The calls in order (``P``, ``1C``..``7NT``, ``X``, ``XX``), ``AP`` expanded."""
        return _parse_auction(_tokens(self.sections.get("Auction", [])))

    @cached_property
    def play_start(self) -> str | None:
        """The seat that leads to the first trick (the Play tag), or None."""
        return _seat(self.tags.get("Play", ""))

    @cached_property
    def play(self) -> list[dict[str, str]]:
        """The tricks, each ``{seat: card}`` (cards not recorded, ``-``, are left out)."""
        if self.play_start is None:
            return []
        return _parse_play(list(_tokens(self.sections.get("Play", []))), self.play_start)

    def check(self) -> None:
        """Read every normalized field once, so a broken tag fails here, named with its game."""
        for tag, attribute in _CHECKED:
            try:
                getattr(self, attribute)
            except PBNError as error:
                raise PBNError(
                    "pbn.error.in_game", game=self.name, tag=tag,
                    line=self.lines.get(tag, "?"), problem=error.message,
                ) from error
        self._check_play()

    def _check_play(self) -> None:
        deal = self.deal
        if deal is None or not self.play:
            return
        owner = {card: seat for seat, cards in deal.items() for card in cards}
        seen: set[str] = set()
        for trick in self.play:
            for seat, card in trick.items():
                problem = None
                if card in seen:
                    problem = msg("pbn.error.play_repeated", card=card_message(card, "bridge"))
                elif owner[card] != seat:
                    problem = msg(
                        "pbn.error.play_wrong_hand", card=card_message(card, "bridge"),
                        seat=seat_message(seat), owner=seat_message(owner[card]),
                    )
                if problem is not None:
                    raise PBNError(
                        "pbn.error.in_game", game=self.name, tag="Play",
                        line=self.lines.get("Play", "?"), problem=problem,
                    )
                seen.add(card)

    @classmethod
    def create(
        cls,
        deal: Mapping[str, Iterable[object]] | str,
        *,
        board: int | None = None,
        dealer: str | None = None,
        vulnerable: str | None = None,
        event: str | None = None,
        auction: Iterable[str] | None = None,
        contract: str | None = None,
        declarer: str | None = None,
        result: int | None = None,
        notes: Iterable[str] = (),
        comments: Iterable[str] = (),
        extra_tags: Mapping[str, str] | None = None,
    ) -> PBNGame:
        """Build a game for export (a teacher's curated deal), checked like a file's game."""
        tags: dict[str, str] = {}
        if event is not None:
            tags["Event"] = event
        if board is not None:
            tags["Board"] = str(board)
        if dealer is not None:
            tags["Dealer"] = dealer
        if vulnerable is not None:
            tags["Vulnerable"] = {"Both": "All"}.get(vulnerable, vulnerable)
        deal_text = deal if isinstance(deal, str) else format_deal(deal, dealer or "N")
        tags["Deal"] = parse_and_format(deal_text)
        sections: dict[str, list[str]] = {}
        if declarer is not None:
            tags["Declarer"] = declarer
        if contract is not None:
            tags["Contract"] = contract
        if result is not None:
            tags["Result"] = str(result)
        if auction is not None:
            calls = [normalize_call(call) for call in auction]
            tags["Auction"] = dealer or "N"
            words = ["Pass" if call == "P" else call for call in calls]
            sections["Auction"] = [" ".join(words[i:i + 4]) for i in range(0, len(words), 4)]
        tags.update(extra_tags or {})
        game = cls(tags=tags, sections=sections, notes=list(notes), comments=list(comments))
        game.check()
        return game

    def __repr__(self) -> str:
        parts = [f"board={self.board!r}", f"dealer={self.dealer!r}",
                 f"vulnerable={self.vulnerable!r}"]
        if self.deal is not None:
            parts.append(f"deal={format_deal(self.deal, self.dealer or 'N')!r}")
        parts += result_fields(self.contract, self.declarer, self.result)
        return f"PBNGame({', '.join(parts)})"

    def _repr_html_(self) -> str:
        return game_html(self)


def result_fields(contract: Any, declarer: Any, result: Any) -> list[str]:
    """The ``contract=…, declarer=…, result=…`` parts of a repr, for the ones that are set."""
    named = (("contract", contract), ("declarer", declarer), ("result", result))
    return [f"{name}={value!r}" for name, value in named if value is not None]


_CHECKED = (
    ("Board", "board"), ("Dealer", "dealer"), ("Vulnerable", "vulnerable"), ("Deal", "deal"),
    ("Declarer", "declarer"), ("Contract", "contract"), ("Result", "result"),
    ("Auction", "auction_start"), ("Auction", "auction"), ("Play", "play_start"), ("Play", "play"),
)


def parse_and_format(deal: str) -> str:
    """A deal string checked by :func:`parse_deal` and written back in canonical form."""
    first, _ = _split_first_seat(deal)
    return format_deal(parse_deal(deal), first)


def _tokens(lines: Iterable[str]) -> Iterator[str]:
    for line in lines:
        yield from line.split()


class _Reader:
    """Splits PBN text into games: tags, section lines, notes and comments, with line numbers."""

    def __init__(self, text: str) -> None:
        self.lines = text.lstrip("\ufeff").splitlines()
        self.games: list[PBNGame] = []
        self._reset()

    def _reset(self) -> None:
        self.tags: dict[str, str] = {}
        self.sections: dict[str, list[str]] = {}
        self.notes: list[str] = []
        self.comments: list[str] = []
        self.tag_lines: dict[str, int] = {}
        self.last_tag: str | None = None
        self.copied: set[str] = set()  # sections taken over with "#", until the game gives its own
        self.start_line = 0

    def read(self) -> list[PBNGame]:
        comment: list[str] | None = None  # an open { comment, possibly over several lines
        comment_line = 0
        for number, line in enumerate(self.lines, start=1):
            if comment is not None:
                end = line.find("}")
                if end < 0:
                    comment.append(line)
                    continue
                comment.append(line[:end])
                self.comments.append("\n".join(comment).strip())
                comment = None
                line = line[end + 1:]
                if not line.strip():
                    continue
            elif line.startswith("%"):
                continue  # comment or producer directive (%BCOptions, %HRTitleEvent ...)
            elif not line.strip():
                self._finish()
                continue
            match = _TAG_LINE.fullmatch(line)
            if match:  # the common case, a whole line holding one tag
                self._tag(match.group(1), _unescape(match.group(2)), number)
                continue
            comment = self._scan(line, number)
            if comment is not None:
                comment_line = number
        if comment is not None:
            raise PBNError("pbn.error.in_file", line=comment_line,
                           problem=msg("pbn.error.unclosed_comment", open="{", close="}"))
        self._finish()
        return self.games

    def _scan(self, line: str, number: int) -> list[str] | None:
        """Read a line with tags, comments and section tokens mixed; returns an unclosed comment."""
        pos, length = 0, len(line)
        data: list[str] = []  # section text kept as written: tables align their columns
        start = end = -1
        while pos < length:
            char = line[pos]
            if char.isspace():
                pos += 1
                continue
            if char in ";{[" and start >= 0:
                data.append(line[start:end])
                start = -1
            if char == ";":
                self.comments.append(line[pos + 1:].strip())
                break
            if char == "{":
                close = line.find("}", pos + 1)
                if close < 0:
                    self._section_data(data, number)
                    return [line[pos + 1:]]
                self.comments.append(line[pos + 1:close].strip())
                pos = close + 1
            elif char == "[":
                self._section_data(data, number)
                data = []
                pos = self._scan_tag(line, pos, number)
            else:
                if start < 0:
                    start = pos
                while pos < length and not line[pos].isspace() and line[pos] not in "[{;":
                    pos += 1
                end = pos
        if start >= 0:
            data.append(line[start:end])
        self._section_data(data, number)
        return None

    def _scan_tag(self, line: str, pos: int, number: int) -> int:
        match = _TAG_ANYWHERE.match(line, pos)
        if not match:
            raise PBNError(
                "pbn.error.in_file", line=number,
                problem=msg("pbn.error.unclosed_tag", text=line[pos:].strip()),
            )
        quoted, bare = match.group(2), match.group(3)
        value = _unescape(quoted) if quoted is not None else (bare or "").strip()
        self._tag(match.group(1), value, number)
        return match.end()

    def _section_data(self, data: list[str], number: int) -> None:
        if not data:
            return
        if self.last_tag is None:
            raise PBNError(
                "pbn.error.in_file", line=number,
                problem=msg("pbn.error.section_without_tag", token=data[0]),
            )
        if self.last_tag in self.copied:
            self.copied.discard(self.last_tag)
            self.sections[self.last_tag] = []
        self.sections.setdefault(self.last_tag, []).append(" ".join(data))

    def _tag(self, name: str, value: str, number: int) -> None:
        if name == "Note":
            self.notes.append(value)
            return  # a note annotates the section before it, which stays open
        if name in self.tags:
            if name in ("Event", "Board"):
                self._finish()  # producers that leave out the empty line between games
            else:
                raise PBNError(
                    "pbn.error.in_game", game=_game_name(self.tags.get("Board"), len(self.games)),
                    tag=name, line=number, problem=msg("pbn.error.repeated_tag"),
                )
        if not self.tags:
            self.start_line = number
        if value.strip() == "#":
            value = self._previous(name, number)
        self.tags[name] = value
        self.tag_lines[name] = number
        self.last_tag = name

    def _previous(self, name: str, number: int) -> str:
        """``#`` repeats the value (and section) the previous game gave this tag."""
        previous = self.games[-1] if self.games else None
        if previous is None or name not in previous.tags:
            raise PBNError(
                "pbn.error.in_game", game=_game_name(self.tags.get("Board"), len(self.games)),
                tag=name, line=number, problem=msg("pbn.error.repeat_without_previous"),
            )
        if name in previous.sections:
            self.sections[name] = list(previous.sections[name])
            self.copied.add(name)
        return previous.tags[name]

    def _finish(self) -> None:
        if not self.tags:
            if self.notes or self.comments:
                self.comments = []  # comments before the first tag belong to no game
                self.notes = []
            return
        game = PBNGame(
            tags=self.tags, sections=self.sections, notes=self.notes,
            comments=self.comments, index=len(self.games), lines=self.tag_lines,
        )
        game.check()
        self.games.append(game)
        self._reset()


def parse_pbn(text: str) -> list[PBNGame]:
    """Read every game of a PBN text; a broken game raises :class:`PBNError` naming it."""
    return _Reader(text).read()


def _decode(data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")  # older exports (BridgeComposer, ACBL) declare ISO-8859-1


def read_pbn(source: str | os.PathLike[str] | IO[str] | IO[bytes]) -> list[PBNGame]:
    """Read a PBN file from a path or an open file (UTF-8, falling back to latin-1; BOM removed)."""
    if isinstance(source, (str, os.PathLike)):
        return parse_pbn(_decode(Path(source).read_bytes()))
    content = source.read()
    return parse_pbn(_decode(content) if isinstance(content, bytes) else content)


def _note_number(note: str) -> str | None:
    match = _NOTE_NUMBER.match(note)
    return match.group(1) if match else None


def write_pbn(games: Iterable[PBNGame]) -> str:
    """Write games as PBN text (header, one block per game); :func:`parse_pbn` reads it back."""
    out = ["% PBN 2.1", "% EXPORT", "%Content-type: text/x-pbn; charset=UTF-8",
           "%Creator: cardlearn"]
    for game in games:
        out.append("")
        auction_refs = set(_NOTE_REF.findall(" ".join(game.sections.get("Auction", []))))
        auction_notes = [n for n in game.notes if _note_number(n) in auction_refs]
        other_notes = [n for n in game.notes if n not in auction_notes]
        for tag, value in game.tags.items():
            out.append(f'[{tag} "{_escape(value)}"]')
            out.extend(game.sections.get(tag, []))
            if tag == "Auction":
                out.extend(f'[Note "{_escape(note)}"]' for note in auction_notes)
                auction_notes = []
        out.extend(f'[Note "{_escape(note)}"]' for note in auction_notes + other_notes)
        for comment in game.comments:
            out.append("{" + comment.replace("}", ")") + "}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- notebook view

_RED = "#c0392b"  # hearts and diamonds; 5.4:1 on white (WCAG AA)


def _suit_span(suit: str) -> str:
    colour = _RED if suit in "HD" else "#000000"
    return f'<span style="color:{colour}">{SUIT_SYMBOLS[suit]}</span>'


def _hand_html(cards: list[str]) -> str:
    rows = []
    for suit in BRIDGE_SUITS:
        ranks = "".join("10" if c[1] == "T" else c[1] for c in cards if c[0] == suit) or "—"
        rows.append(f"<div>{_suit_span(suit)}&nbsp;{html.escape(ranks)}</div>")
    return "".join(rows)


def _call_html(call: str, lang: str | None) -> str:
    if call == "P":
        return html.escape(t("pbn.html.pass", lang))
    if call in ("X", "XX"):
        return call
    strain = call[1:]
    return call[0] + (_suit_span(strain) if strain in SUIT_SYMBOLS else html.escape(strain))


def game_html(game: PBNGame, lang: str | None = None) -> str:
    """A game as a small HTML diagram: header, the hands around a compass, auction, contract."""
    cell = "padding:2px 8px;vertical-align:top;font-family:sans-serif;font-size:13px"
    title = [html.escape(game.name.text(lang))]
    if game.event:
        title.append(html.escape(game.event))
    facts = []
    if game.dealer:
        facts.append(f"{html.escape(t('pbn.html.dealer', lang))}: "
                     f"{html.escape(seat_message(game.dealer).text(lang))}")
    if game.vulnerable:
        facts.append(f"{html.escape(t('pbn.html.vulnerable', lang))}: "
                     f"{html.escape(t('pbn.html.vul.' + game.vulnerable, lang))}")
    parts = [f'<div style="{cell}"><b>{" — ".join(title)}</b><br>{"<br>".join(facts)}</div>']
    deal = game.deal
    if deal is not None:
        def seat_cell(seat: str) -> str:
            label = html.escape(seat_message(seat).text(lang))
            return f'<td style="{cell}"><i>{label}</i>{_hand_html(deal[seat])}</td>'
        empty = f'<td style="{cell}"></td>'
        parts.append(
            '<table style="border-collapse:collapse">'
            f"<tr>{empty}{seat_cell('N')}{empty}</tr>"
            f"<tr>{seat_cell('W')}{empty}{seat_cell('E')}</tr>"
            f"<tr>{empty}{seat_cell('S')}{empty}</tr></table>"
        )
    if game.auction and game.auction_start:
        order = "WNES"
        header = "".join(
            f'<th style="{cell}">{html.escape(seat_message(s).text(lang))}</th>' for s in order
        )
        cells = [""] * order.index(game.auction_start) + [_call_html(c, lang) for c in game.auction]
        rows = "".join(
            "<tr>" + "".join(f'<td style="{cell}">{c}</td>' for c in cells[i:i + 4]) + "</tr>"
            for i in range(0, len(cells), 4)
        )
        parts.append(
            f'<div style="{cell}"><b>{html.escape(t("pbn.html.auction", lang))}</b></div>'
            f'<table style="border-collapse:collapse"><tr>{header}</tr>{rows}</table>'
        )
    if game.contract:
        bid = game.contract.rstrip("X")
        line = f"{html.escape(t('pbn.html.contract', lang))}: " + (
            html.escape(t("pbn.html.passed_out", lang)) if game.contract == "Pass"
            else _call_html(bid, lang) + game.contract[len(bid):]
        )
        if game.declarer:
            line += f" {html.escape(seat_message(game.declarer).text(lang))}"
        if game.result is not None:
            line += f", {html.escape(t('pbn.html.result', lang, tricks=game.result))}"
        parts.append(f'<div style="{cell}">{line}</div>')
    box = "display:inline-block;border:1px solid #999;padding:4px"
    return f'<div style="{box}">' + "".join(parts) + "</div>"
