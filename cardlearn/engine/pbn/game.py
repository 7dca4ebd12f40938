"""One game of a PBN file (:class:`PBNGame`) and the readers of its tag values and sections.

The properties read the common tags in a normalized form and raise
:class:`~cardlearn.engine.errors.PBNError` naming the tag and the problem;
:meth:`PBNGame.check` reads them all once, so a broken game fails as it is read.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from cardlearn.engine.arguments import checked
from cardlearn.engine.cards import BRIDGE_SUITS, card_message
from cardlearn.engine.errors import IllegalCall, PBNError
from cardlearn.engine.pbn.deal import (
    RANK_ORDER,
    format_deal,
    next_seats,
    parse_and_format,
    parse_deal,
)
from cardlearn.engine.pbn.lexer import strip_annotations, tokens
from cardlearn.engine.seats import Seat, seat_message
from cardlearn.engine.validate import clip, parse_whole_number
from cardlearn.engine.vulnerability import Vulnerability
from cardlearn.i18n import Message, msg

MAX_BOARD_NUMBER = 999_999
_UNKNOWN = frozenset({"", "?", "-"})



def game_name(board: str | None, index: int) -> Message:
    """How an error names a game: its board number if it has one, else its place in the file."""
    number = parse_whole_number(board) if board is not None else None
    if number is not None and number <= MAX_BOARD_NUMBER:
        return msg("pbn.game.board", number=number)
    return msg("pbn.game.index", number=index + 1)


def _seat(value: str) -> str | None:
    """A seat tag value (``N`` or ``North``) → ``"N"``; unknown (``""``, ``?``) → None."""
    text = value.strip().lstrip("^").upper()
    if text in _UNKNOWN:
        return None
    try:
        return Seat.from_str(text).value
    except ValueError:
        raise PBNError("pbn.error.seat", value=clip(value)) from None


@checked
def normalize_call(token: str) -> str:
    """One PBN call → ``P``, ``X``, ``XX`` or a bid ``1C``..``7NT`` (``1N`` → ``1NT``); a note mark ``!``/``?`` dropped."""
    if not isinstance(token, str):
        raise PBNError("pbn.error.call", token=clip(token))
    # Imported here: the bridge package reads PBN files (boards), so PBN cannot import it at load time.
    from cardlearn.engine.bridge.calls import code_text, parse_call_code

    try:
        return code_text(parse_call_code(token.strip().rstrip("!?")))
    except IllegalCall:
        raise PBNError("pbn.error.call", token=clip(token)) from None


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
        raise PBNError("pbn.error.contract", value=clip(value)) from None
    if bid in ("P", "X", "XX"):
        raise PBNError("pbn.error.contract", value=clip(value))
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


def _parse_auction(items: Iterable[str]) -> list[str]:
    calls: list[str] = []
    for token in strip_annotations(items):
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


def _parse_play(items: Iterable[str], start: str) -> list[dict[str, str]]:
    """Rows of four columns (leader first, clockwise) → one ``{seat: card}`` dict per trick."""
    columns = next_seats(start)
    cells: list[str | None] = []
    for token in strip_annotations(items):
        if token == "*":
            break
        if token == "+":
            continue
        if token == "-":
            cells.append(None)
            continue
        code = token.rstrip("!?").upper().replace("10", "T")
        if len(code) != 2 or code[0] not in BRIDGE_SUITS or code[1] not in RANK_ORDER:
            raise PBNError("pbn.error.play_card", token=clip(token))
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
        return game_name(self.tags.get("Board"), self.index)

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
        number = parse_whole_number(value)
        if number is None or number > MAX_BOARD_NUMBER:
            raise PBNError("pbn.error.board", value=clip(value))
        return number

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
        try:  # "N-S" and "E-W" appear in older files; Vulnerability reads them too
            return Vulnerability.from_str(value).value
        except ValueError:
            raise PBNError("pbn.error.vulnerable", value=clip(value)) from None

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
        tricks = parse_whole_number(number, max_digits=2)
        if tricks is None or tricks > 13 or side.strip() not in ("", "NS", "EW"):
            raise PBNError("pbn.error.result", value=clip(raw))
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
        return _parse_auction(tokens(self.sections.get("Auction", [])))

    @cached_property
    def play_start(self) -> str | None:
        """The seat that leads to the first trick (the Play tag), or None."""
        return _seat(self.tags.get("Play", ""))

    @cached_property
    def play(self) -> list[dict[str, str]]:
        """The tricks, each ``{seat: card}`` (cards not recorded, ``-``, are left out)."""
        if self.play_start is None:
            return []
        return _parse_play(tokens(self.sections.get("Play", [])), self.play_start)

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
        from cardlearn.engine.pbn.html import game_html

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


