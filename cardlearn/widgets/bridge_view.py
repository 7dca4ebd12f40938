"""What the BridgeTable's front end draws: ``bridge_view(state, lang)``, a plain function of the table's state.

Only what South may see goes into the view: South's hand, the dummy once it
is exposed, the trick, the auction with the public meaning of each call, the
score. Every string is already translated; legal cards and calls are listed
here so the front end never decides a rule. The table holds the session and
the pacing; each time it syncs it hands its :class:`BridgeState` to
:func:`bridge_view`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from cardlearn.engine.bridge import SEATS, VULNERABILITIES, Call, Deal, Game, Trick
from cardlearn.engine.bridge.calls import STRAINS
from cardlearn.engine.cards import SUIT_SYMBOLS, card_name
from cardlearn.engine.errors import CardlearnError
from cardlearn.engine.seats import side_of
from cardlearn.i18n import Message, msg, t
from cardlearn.widgets.players import explain_call
from cardlearn.widgets.table_parts import (
    LEARNER,
    PARTNER,
    action,
    optional_text,
    playable_cards,
    seat_name,
    spoken,
    table_roles,
    trick_cards,
)

COLUMNS = "WNES"  # the bidding table's column order
RULES_SECTIONS: tuple[tuple[str, int], ...] = (
    ("table", 2), ("setup", 3), ("auction", 7), ("play", 6), ("score_made", 5),
    ("score_defeated", 4), ("record", 1),
)
"""The rules view: (section, number of paragraphs), text under ``widgets.bridge.rules.<section>.*``."""


def call_text(call: str, lang: str) -> str:
    """A call for display: pass translated, bids and X/XX with suit symbols."""
    return Call.parse(call).label(lang)


def rules_view(lang: str) -> list[dict[str, Any]]:
    """The full bridge rules in ``lang``: sections with a heading and paragraphs."""
    return [
        {"heading": t(f"widgets.bridge.rules.{name}.heading", lang),
         "paragraphs": [t(f"widgets.bridge.rules.{name}.{i}", lang) for i in range(1, count + 1)]}
        for name, count in RULES_SECTIONS
    ]


@lru_cache(maxsize=64)
def double_dummy(deal: Deal) -> list[list[int]] | None:
    """Tricks each seat can take as declarer in each strain with best play (rows C D H S NT, columns N E S W).

    Needs the optional solver (``endplay``); None without it.
    """
    try:
        from endplay.dds import calc_dd_table
        from endplay.types import Deal as SolverDeal
    except (ImportError, OSError):  # not installed, or its native library does not load here
        return None
    table = calc_dd_table(SolverDeal(deal.to_pbn())).to_list()  # rows S H D C NT
    return [table[3], table[2], table[1], table[0], table[4]]


LABELS = ("auction", "contract", "tricks", "score", "record", "trick_no", "winner", "no_contract",
           "vulnerability", "bidding_box")


class CallText:
    """A call as a message parameter (pass translated, bids as symbols)."""

    def __init__(self, call: str) -> None:
        self.call = call

    def text(self, lang: str | None = None) -> str:
        """The call in ``lang``."""
        return Call.parse(self.call).label(lang)


class Contract:
    """The game's contract label (``3NT by South``) as a message parameter."""

    def __init__(self, game: Game) -> None:
        self.contract = game.contract

    def text(self, lang: str | None = None) -> str:
        """The contract in ``lang``."""
        return self.contract.label(lang) if self.contract is not None else ""


class Result:
    """The game's result line (``3NT by South, made with 1 overtrick: +630``) as a message parameter."""

    def __init__(self, game: Game) -> None:
        self.score = game.score

    def text(self, lang: str | None = None) -> str:
        """The result in ``lang``."""
        return self.score.result_text(lang) if self.score is not None else ""


def _no_part(*args: Any) -> dict[str, Any] | None:
    return None


@dataclass(frozen=True)
class BridgeState:
    """What a bridge table holds that its view shows; the table builds one each time it syncs.

    ``history`` and ``review`` are the session's and the review's parts of the view, as functions
    of the language (and the game) that the table owns.
    """

    game: Game | None
    level: str
    screen: str = "table"
    four_color: bool = False
    one_click: bool = False
    board: Mapping[str, str] = field(default_factory=dict)
    deal_number: int = 1
    announcements: Sequence[Message] = ()
    hint: Message | None = None
    selected: str | None = None
    analysis: list[list[int]] | None = None  # the double-dummy table once the deal is over ([] without solver)
    can_undo: bool = False  # the learner has a move to take back
    ai_to_act: bool = False  # an AI seat (or an automatic card) moves next
    claim_tricks: int | None = None  # an AI declarer's claim waiting for the learner's answer
    history: Callable[[str], dict[str, Any] | None] = _no_part
    review: Callable[[Game, str], dict[str, Any] | None] = _no_part


def bridge_view(state: BridgeState, lang: str) -> dict[str, Any]:
    """Everything the front end draws, in ``lang``; only what South may see."""
    game = state.game
    view: dict[str, Any] = {
        "phase": "setup" if game is None else game.phase,
        "four_color": state.four_color,
        "one_click": state.one_click,
        "history": state.history(lang),
        "labels": {key: t(f"widgets.bridge.label.{key}", lang) for key in LABELS},
        "seats": seats_view(game, state.board, lang),
        "board": dict(state.board),
        "deal_number": state.deal_number,
        "announce": spoken(state.announcements, lang),
        "hint": optional_text(state.hint, lang),
        "actions": actions_view(state, lang),
    }
    if state.screen == "rules":
        view["rules"] = rules_view(lang)
    if game is None:
        view.update(_setup_view(lang))
        return view
    view.update(
        status=status_text(state, game, lang),
        turn=game.to_act,
        controller=game.controller,
        vulnerability={"value": game.vulnerability, "text": t(
            "bridge.html.vulnerability", lang,
            vulnerability=t(f"bridge.vulnerability.{game.vulnerability}", lang))},
        hands={seat: hand_view(game, seat, state.selected, lang) for seat in SEATS},
        trick=trick_view(game, lang),
        contract=contract_view(game, lang),
        tricks_won=tricks_won_view(game, lang),
        auction=auction_view(game, state.level, lang),
        bidding_box=bidding_box(game, state.level, lang),
        selected=state.selected,
        record=record_view(game, lang),
        score=score_view(game, state.analysis, lang),
        claim=claim_view(game, state.claim_tricks, lang),
        review=state.review(game, lang),
    )
    return view


def _setup_view(lang: str) -> dict[str, Any]:
    """Before the deal: the vulnerability to choose, four hands face down."""
    return {"status": t("widgets.bridge.status.choose_vulnerability", lang),
            "vulnerability_choice": [{"value": v, "text": t(f"bridge.vulnerability.{v}", lang)}
                                     for v in VULNERABILITIES],
            "hands": {seat: {"face_up": False, "count": 13, "cards": []} for seat in SEATS}}


def status_text(state: BridgeState, game: Game, lang: str) -> str:
    """The status line: the result, a claim to answer, or who is to call or play."""
    if game.is_over:
        return _over_text(game, lang)
    if state.claim_tricks is not None and game.declarer is not None:
        return ai_claim_message(game.declarer, state.claim_tricks).text(lang)
    to_act = seat_name(game.to_act or "N", lang)
    if game.phase == "auction":
        if game.to_act == LEARNER:
            return t("widgets.bridge.status.your_call", lang)
        return t("widgets.bridge.status.seat_calls", lang, seat=to_act)
    if game.controller != LEARNER:
        return t("widgets.bridge.status.seat_plays", lang, seat=to_act)
    if state.selected is not None:
        return t("widgets.bridge.status.confirm", lang, card=card_name(state.selected, lang, "bridge"))
    if game.to_act == LEARNER:
        return t("widgets.bridge.status.your_card", lang)
    return t("widgets.bridge.status.dummy_card", lang, seat=to_act)


def _over_text(game: Game, lang: str) -> str:
    score = game.score
    if score is None or game.contract is None:
        return Result(game).text(lang)
    ours = score.ns if side_of(LEARNER) == "NS" else score.ew
    return t("widgets.review.status.over", lang, result=Result(game).text(lang),
             side=t(f"core.side.{side_of(LEARNER)}", lang), score=f"{ours:+d}")


def seats_view(game: Game | None, board: Mapping[str, str], lang: str) -> dict[str, Any]:
    """Each seat: its name, player, roles, whether it is its turn and whether it is vulnerable."""
    seats = {}
    for seat in SEATS:
        roles = table_roles(seat, lang)
        vulnerable = False
        if game is not None:
            roles += [t(f"widgets.bridge.role.{role}", lang) for role, holder in
                      (("declarer", game.declarer), ("dummy", game.dummy)) if holder == seat]
            vulnerable = game.vulnerability in (side_of(seat), "Both")
        seats[seat] = {
            "name": seat_name(seat, lang),
            "player": board.get(seat, ""),
            "roles": roles,
            "is_turn": game is not None and game.to_act == seat,
            "vulnerable": vulnerable,
            "vulnerable_text": t("widgets.bridge.label.vulnerable", lang) if vulnerable else "",
        }
    return seats


def hand_view(game: Game, seat: str, selected: str | None, lang: str) -> dict[str, Any]:
    """A seat's hand: face down (a count), or South's and the exposed dummy's cards, playable when active."""
    face_up = seat == LEARNER or (game.dummy == seat and game.dummy_exposed)
    cards = game.hand(seat)
    if not face_up:
        return {"face_up": False, "count": len(cards), "cards": []}
    active = game.phase == "play" and game.controller == LEARNER and game.to_act == seat
    legal = set(game.legal_cards()) if active else set()
    shown = playable_cards(cards, "bridge", lang, active, legal, lambda code: illegal_reason(game, code, lang),
                           selected)
    return {"face_up": True, "count": len(cards), "cards": shown, "active": active, "columns": seat != LEARNER}


def illegal_reason(game: Game, code: str, lang: str) -> str:
    """Why the learner may not play ``code`` now, in the engine's own words ("" if it may)."""
    try:
        game.copy().play(code, seat=LEARNER)
    except CardlearnError as error:
        return error.localized(lang)
    return ""


def shown_trick(game: Game) -> Trick | None:
    """The trick on show: the one being played, else the last finished one (None before the first lead)."""
    if game.current_trick is not None:
        return game.current_trick
    return game.tricks[-1] if game.tricks else None


def trick_view(game: Game, lang: str) -> dict[str, Any] | None:
    """The trick on the table (the last finished one between tricks), with its caption."""
    trick = shown_trick(game)
    if trick is None:
        return None
    return {
        "number": trick.number,
        "leader": trick.leader,
        "winner": trick.winner,
        "cards": trick_cards(zip(trick.seats, trick.cards), "bridge", lang),
        "caption": (t("widgets.bridge.trick.won", lang, number=trick.number,
                      seat=seat_name(trick.winner, lang)) if trick.winner
                    else t("widgets.bridge.trick.number", lang, number=trick.number)),
    }


def contract_view(game: Game, lang: str) -> dict[str, Any] | None:
    """The contract, its declarer and the tricks the declaring side needs."""
    contract = game.contract
    if contract is None:
        return None
    return {"code": contract.code, "declarer": contract.declarer, "text": contract.label(lang),
            "target": t("widgets.bridge.label.target", lang, n=contract.target,
                        side=t(f"core.side.{contract.side}", lang))}


def tricks_won_view(game: Game, lang: str) -> dict[str, Any]:
    """Tricks won so far by each side."""
    won = game.tricks_won
    return {side: {"n": won[side], "name": t(f"core.side.{side}", lang)} for side in ("NS", "EW")}


def auction_view(game: Game, level: str, lang: str) -> dict[str, Any]:
    """The bidding table in columns W N E S: each call with its public meaning, ``?`` for the call awaited."""
    calls = game.calls
    cells: list[dict[str, Any] | None] = [None] * COLUMNS.index(game.dealer)
    for index, call in enumerate(calls):
        seat = SEATS[(SEATS.index(game.dealer) + index) % 4]
        # Every call shows its public meaning, from the calls alone: a hidden hand never shapes what
        # the table tells the learner (the bidder's own reading waits for the review after the deal).
        meaning = explain_call(calls, index, game.dealer, game.vulnerability, level=level)
        cells.append({"call": call, "text": call_text(call, lang), "seat": seat,
                      "meaning": meaning.text(lang) if meaning is not None else None})
    if game.phase == "auction":
        cells.append({"call": "?", "text": "?", "seat": game.to_act, "pending": True, "meaning": None})
    rows = [cells[start:start + 4] + [None] * (4 - len(cells[start:start + 4])) for start in range(0, len(cells), 4)]
    return {"columns": [{"seat": s, "name": seat_name(s, lang)} for s in COLUMNS], "rows": rows}


def bidding_box(game: Game, level: str, lang: str) -> dict[str, Any] | None:
    """The legal calls as buttons, by level, while South is to call; else None."""
    if game.phase != "auction" or game.to_act != LEARNER:
        return None
    legal = game.legal_calls()
    levels = []
    for rank in range(1, 8):
        row = [box_call(game, f"{rank}{strain}", level, lang, strain=strain)
               if f"{rank}{strain}" in legal else None for strain in STRAINS]
        if any(row):
            levels.append(row)
    specials = [box_call(game, code, level, lang, aria=t(f"widgets.bridge.call_name.{code}", lang))
                for code in ("P", "X", "XX") if code in legal]
    return {"levels": levels, "specials": specials}


def box_call(game: Game, call: str, level: str, lang: str, **extra: str) -> dict[str, Any]:
    """A bidding-box button: the call, its label and what it would mean if made now."""
    meaning = explain_call(game.calls + [call], len(game.calls), game.dealer, game.vulnerability, level=level)
    return {"call": call, "text": call_text(call, lang),
            "meaning": meaning.text(lang) if meaning is not None else None, **extra}


def record_view(game: Game, lang: str) -> dict[str, Any]:
    """The finished tricks, one row each, cards in columns W N E S."""
    tricks = []
    for trick in game.tricks:
        by_seat = trick.by_seat
        tricks.append({"number": trick.number, "leader": seat_name(trick.leader, lang),
                       "cards": [by_seat.get(seat) for seat in COLUMNS],
                       "winner": seat_name(trick.winner or "N", lang),
                       "side": trick.winning_side})
    return {"columns": [seat_name(s, lang) for s in COLUMNS], "tricks": tricks}


def score_view(game: Game, analysis: list[list[int]] | None, lang: str) -> dict[str, Any] | None:
    """The score once the deal is over: result, parts per side, and the double-dummy table once computed."""
    result = game.score
    if result is None:
        return None
    declarer_side = result.declarer_side or "NS"
    sign = 1 if declarer_side == "NS" else -1
    return {
        "result": Result(game).text(lang),
        "ns": result.ns, "ew": result.ew,
        "ns_name": t("core.side.NS", lang), "ew_name": t("core.side.EW", lang),
        "parts": [{"label": part.label(lang), "ns": sign * part.points, "ew": -sign * part.points}
                  for part in result.parts],
        "total_label": t("widgets.bridge.label.total", lang),
        "double_dummy": _double_dummy_view(analysis or None, lang),  # [] (no solver) shows nothing
    }


def _double_dummy_view(dd: list[list[int]] | None, lang: str) -> dict[str, Any] | None:
    if dd is None:
        return None
    return {
        "title": t("widgets.bridge.label.double_dummy", lang),
        "columns": [seat_name(s, lang) for s in SEATS],
        "rows": [{"strain": STRAINS[i], "text": ("NT" if STRAINS[i] == "NT" else SUIT_SYMBOLS[STRAINS[i]]),
                  "tricks": dd[i]} for i in range(5)],
    }


def actions_view(state: BridgeState, lang: str) -> dict[str, Any]:
    """The toolbar: hint (the learner's turn), undo, new deal, replay, confirm (a card selected)."""
    game = state.game
    learner_turn = not state.ai_to_act and game is not None and not game.is_over
    return {
        "hint": action("widgets.bridge.action.hint", learner_turn, lang),
        "undo": action("widgets.bridge.action.undo", state.can_undo, lang),
        "new-deal": action("widgets.bridge.action.new_deal", True, lang),
        "replay": action("widgets.bridge.action.replay", game is not None, lang),
        "confirm": action("widgets.bridge.action.confirm", state.selected is not None, lang),
    }


def ai_claim_message(declarer: str, tricks: int) -> Message:
    """What the table says when an AI declarer claims ``tricks`` for its side."""
    return msg("widgets.review.claim.ai_claims", seat=msg(f"core.seat.{declarer}"), n=tricks)


def claim_view(game: Game, claim_tricks: int | None, lang: str) -> dict[str, Any] | None:
    """What the front end offers: the answer to an AI claim, or the claim box while the learner declares."""
    if claim_tricks is not None and game.declarer is not None:
        return {"pending": True, "text": ai_claim_message(game.declarer, claim_tricks).text(lang),
                "accept": t("widgets.review.action.accept_claim", lang),
                "reject": t("widgets.review.action.reject_claim", lang)}
    if (game.phase != "play" or game.declarer is None or side_of(game.declarer) != side_of(LEARNER)
            or game.controller != LEARNER):
        return None
    won = game.declarer_tricks
    left = 13 - len(game.tricks)
    return {"pending": False, "label": t("widgets.review.label.claim", lang),
            "button": t("widgets.review.action.claim", lang),
            "options": [{"value": n, "text": str(n)} for n in range(won, won + left + 1)],
            "default": won + left}


__all__ = ["COLUMNS", "LEARNER", "PARTNER", "RULES_SECTIONS", "BridgeState", "actions_view", "ai_claim_message",
           "auction_view", "bidding_box", "bridge_view", "call_text", "claim_view", "contract_view", "double_dummy",
           "hand_view", "illegal_reason", "record_view", "rules_view", "score_view", "seat_name", "seats_view",
           "status_text", "trick_view", "tricks_won_view"]
