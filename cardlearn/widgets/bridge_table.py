"""BridgeTable: one deal of Contract Bridge in a notebook, the learner South with an AI North.

>>> table = BridgeTable(seed=7, ai_delay=0)              # doctest: +SKIP
>>> table.receive({"action": "vulnerability", "value": "NS"})["phase"]  # doctest: +SKIP
'auction'

Python holds the :class:`~cardlearn.engine.bridge.Game`; the front end
(``static/bridge_table.js``) draws ``view`` and sends intents:

``{"action": "vulnerability", "value": "None" | "NS" | "EW" | "Both"}`` (before the deal),
``{"action": "call", "call": "1NT"}``, ``{"action": "select", "card": "SA"}``,
``{"action": "confirm"}``, ``{"action": "hint"}``, ``{"action": "undo"}``,
``{"action": "new-deal"}``, ``{"action": "replay"}``,
``{"action": "play", "card": "SA"}`` (one click), ``{"action": "claim", "tricks": n}`` (n: the
declaring side's total), ``{"action": "accept-claim"}`` / ``{"action": "reject-claim"}`` (an AI
declarer's claim), ``{"action": "review-prev"}`` / ``{"action": "review-next"}`` /
``{"action": "review-trick", "trick": n}``, ``{"action": "review-judge", "view": "sd"|"dd"}``
(after the deal), ``{"action": "history-replay", "index": i}``,
plus the base intents ``set``/``screen``/``dismiss`` (see :mod:`cardlearn.widgets.base`).
Each may carry an integer ``seq`` that comes back as the view's ``ack``.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from functools import partialmethod
from os import PathLike
from typing import Any, ClassVar

from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge import SEATS, VULNERABILITIES, Deal, Game
from cardlearn.engine.bridge.table import parse_seat, parse_vulnerability
from cardlearn.engine.cards import BridgeCard, card_message
from cardlearn.engine.validate import check_keys, check_seed
from cardlearn.i18n import Message, msg
from cardlearn.widgets.ai_pacing import AIPacing
from cardlearn.widgets.base import IntentError, TableWidget, Toggle, link_esm, short, table_css
from cardlearn.widgets.bridge_claims import BridgeClaims
from cardlearn.widgets.bridge_review import BridgeReview
from cardlearn.widgets.bridge_review_view import review_view
from cardlearn.widgets.bridge_session import BridgeSessionMixin, pbn_board
from cardlearn.widgets.bridge_view import (
    LABELS,
    LEARNER,
    RULES_SECTIONS,
    BridgeState,
    CallText,
    Contract,
    Result,
    bridge_view,
    double_dummy,
    rules_view,
)
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.players import (
    AIBridgePlayer,
    BridgePlayer,
    call_hint,
    card_hint,
    resolve_bidding,
)


class BridgeTable(BridgeSessionMixin, AIPacing, TableWidget):
    """A bridge deal at the table: choose vulnerability, bid with the AI, play, and see the score.

    ``deal`` is None (dealt with ``seed``), a PBN deal string or a
    :class:`~cardlearn.engine.bridge.Deal`; with ``vulnerability`` given the
    auction starts at once, otherwise the learner chooses it first.
    ``ai_delay`` is the pause in seconds between AI moves (0 in tests).
    ``players`` may replace the AI of seats N, E and W (anything with
    ``choose_call(game, seat)`` and ``choose_card(game, seat)``). ``level`` is
    the learner's level of the bidding system — ``"openings"``, ``"responses"``,
    ``"notrump"``, ``"competition"`` or ``"full"`` (the default; see
    :mod:`cardlearn.ai.bridge.levels`): the AI bids, explains calls and gives
    hints with only the sections on at that level.
    """

    _esm = link_esm("common.js", "cards.js", "minibridge.js", "duplicate_panel.js", "lesson_deals_panel.js",
                    "bridge_table.js")
    _css = table_css()

    four_color = Toggle(False).tag(sync=True)
    one_click = Toggle(False).tag(sync=True)
    auto_play = Toggle(False).tag(sync=True)

    TOGGLE_SETTINGS = ("four_color", "one_click", "auto_play")
    TITLE_KEY = "widgets.bridge.title"
    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        "vulnerability": Intent({"value": str}, "_on_vulnerability"),
        "call": Intent({"call": str}, "_on_call"),
        "select": Intent({"card": str}, "_on_select"),
        "confirm": Intent({}, "_on_confirm"),
        "play": Intent({"card": str}, "_on_play"),
        "claim": Intent({"tricks": int}, "_on_claim"),
        "accept-claim": Intent({}, "_on_accept_claim"),
        "reject-claim": Intent({}, "_on_reject_claim"),
        "review-prev": Intent({}, "_on_review_prev"),
        "review-next": Intent({}, "_on_review_next"),
        "review-trick": Intent({"trick": int}, "_on_review_trick"),
        "review-judge": Intent({"view": str}, "_on_review_judge"),
        "history-replay": Intent({"index": int}, "_on_history_replay"),
        "hint": Intent({}, "_on_hint"),
        "undo": Intent({}, "_on_undo"),
        "new-deal": Intent({}, "_on_new_deal"),
        "replay": Intent({}, "_on_replay"),
    }

    @checked
    def __init__(self, deal: Deal | str | None = None, seed: int | None = None,
                 vulnerability: str | None = None, lang: str | None = None, *,
                 dealer: str = "S", ai_delay: float = 0.6,
                 players: Mapping[str, BridgePlayer] | None = None,
                 board: Mapping[str, str] | None = None, level: str | None = None, **kwargs: Any) -> None:
        check_keys(players, "players", "NEW")  # South is the learner
        self.level = resolve_bidding(level)
        check_seed(seed)
        self._seed = seed
        self._rng = random.Random(seed)
        self._deal_number = 1
        self.deal = self._make_deal(deal)
        self.dealer = SEATS[parse_seat(dealer)]
        self.vulnerability: str | None = None
        self.game: Game | None = None
        self._moves: list[bool] = []  # one flag per move made: True when the learner made it
        self._selected: str | None = None
        self._hint: Message | None = None
        self._announcements: list[Message] = []
        self._ai_token = 0
        self._analysis: list[list[int]] | None = None  # the double-dummy table, once the deal is over
        self._init_session()
        self._review = BridgeReview()
        self._claims = BridgeClaims()
        self._board = {str(k)[:20]: str(v)[:80] for k, v in (board or {}).items()}
        ai = AIBridgePlayer(bidding=self.level)
        self.players: dict[str, BridgePlayer] = {seat: ai for seat in "NEW"}
        self.players.update(players or {})
        super().__init__(lang=lang, ai_delay=ai_delay, **kwargs)
        if vulnerability is not None:
            self._start(parse_vulnerability(vulnerability))
            self._run_ai(synchronous=True)
        self._ready = True
        self.publish()

    @classmethod
    @checked
    def from_pbn(cls, path: str | PathLike[str], board: int | None = None, **kwargs: Any) -> BridgeTable:
        """The table for board ``board`` (default: the first game with a deal) of a PBN file.

        The board's dealer and vulnerability are used; its event and player
        names are shown as plain text.
        """
        deal, info, vulnerability, dealer = pbn_board(path, board)
        kwargs.setdefault("vulnerability", vulnerability)
        kwargs.setdefault("dealer", dealer)
        return cls(deal, board=info, **kwargs)

    def play_board(self, path: str | PathLike[str], board: int | None = None) -> None:
        """Play board ``board`` of a PBN file at this table (the deal in progress goes to the history).

        The same table on screen changes its deal, so a notebook keeps one table
        output (and one picture of it for when the kernel is gone), as lesson 7's
        board buttons do. An unknown board raises before anything changes.
        """
        deal, info, vulnerability, dealer = pbn_board(path, board)
        self._leave_deal()
        self.deal, self.dealer, self._board = deal, SEATS[parse_seat(dealer)], info
        self._deal_number += 1
        self.screen = "table"
        self._announcements = []
        self._start(parse_vulnerability(vulnerability))
        self._run_ai(synchronous=True)
        self.publish()

    # --- state changes ---------------------------------------------------------------------------

    def _make_deal(self, deal: Deal | str | None) -> Deal:
        if isinstance(deal, Deal):
            return deal
        if deal is not None:
            return Deal.from_pbn(str(deal))
        return Deal.random(seed=self._rng.randrange(2**32))

    def _start(self, vulnerability: str) -> None:
        self.vulnerability = vulnerability
        self.game = Game(self.deal, vulnerability=vulnerability, dealer=self.dealer)
        self._analysis = None
        self._moves, self._selected, self._hint = [], None, None
        self._review.reset()
        self._claims.reset()

    def _on_deal_over(self) -> None:
        """The last trick (or an accepted claim): the review starts at the end of the deal."""
        self._selected, self._hint = None, None
        self._review.reset()

    def _leave_deal(self) -> None:
        """Before the table moves on (new deal, replay): a finished deal goes into the history."""
        self._ai_token += 1
        self._keep_finished()

    def handle_intent(self, action: str, fields: dict[str, Any]) -> None:
        """Carry out one checked intent (see the module docstring); raises before changing anything."""
        self._announcements = []
        super().handle_intent(action, fields)

    # --- the intents' handlers (routed by INTENTS) -------------------------------------------------

    def _on_new_deal(self, fields: dict[str, Any]) -> None:
        self._leave_deal()
        self.deal = self._make_deal(None)
        self._deal_number += 1
        self.vulnerability, self.game = None, None
        self._moves, self._selected, self._hint = [], None, None
        self.screen = "table"

    def _on_history_replay(self, fields: dict[str, Any]) -> None:
        self._replay_from_history(fields["index"])

    def _on_vulnerability(self, fields: dict[str, Any]) -> None:
        if self.game is not None:
            raise IntentError("widgets.bridge.error.vulnerability_chosen")
        if fields["value"] not in VULNERABILITIES:
            raise IntentError("widgets.error.bad_value", value=short(fields["value"]),
                              allowed=", ".join(VULNERABILITIES))
        self._start(fields["value"])

    def _on_review(self, action: str, fields: dict[str, Any]) -> None:
        self._review.answer(self._require_game(), action, fields)

    def _on_claim(self, fields: dict[str, Any]) -> None:
        game = self._require_game()
        tricks = self._claims.learner_claim(game, fields["tricks"])
        self._selected = None
        self._finish_by_claim(game, tricks)

    def _on_claim_answer(self, action: str, fields: dict[str, Any]) -> None:
        game = self._require_game()
        tricks = self._claims.answer(action)
        if tricks is None:
            self._announcements.append(msg("widgets.review.claim.play_on"))
        else:
            self._finish_by_claim(game, tricks)

    def _finish_by_claim(self, game: Game, tricks: int) -> None:
        game.claim(tricks)
        self._announcements.append(msg("widgets.review.claim.accepted", n=tricks, result=Result(game)))
        self._on_deal_over()

    _on_review_prev = partialmethod(_on_review, "review-prev")
    _on_review_next = partialmethod(_on_review, "review-next")
    _on_review_trick = partialmethod(_on_review, "review-trick")
    _on_review_judge = partialmethod(_on_review, "review-judge")
    _on_accept_claim = partialmethod(_on_claim_answer, "accept-claim")
    _on_reject_claim = partialmethod(_on_claim_answer, "reject-claim")

    def _on_replay(self, fields: dict[str, Any]) -> None:
        game = self._require_game()
        self._leave_deal()
        self._start(game.vulnerability)

    def _on_undo(self, fields: dict[str, Any]) -> None:
        self._undo(self._require_game())

    def _on_hint(self, fields: dict[str, Any]) -> None:
        self._hint = self._make_hint(self._require_game())

    def _on_call(self, fields: dict[str, Any]) -> None:
        game = self._require_game()
        game.call(fields["call"], seat=LEARNER)
        self._moves.append(True)
        self._hint = None
        self._announce_call(game)

    def _on_select(self, fields: dict[str, Any]) -> None:
        game = self._require_game()
        self._check_card(game, fields["card"])
        self._selected = str(BridgeCard.parse(fields["card"]))

    def _on_play(self, fields: dict[str, Any]) -> None:
        """One click: select and confirm at once."""
        game = self._require_game()
        self._check_card(game, fields["card"])
        self._selected = None
        self._play(game, str(BridgeCard.parse(fields["card"])), learner=True)
        self._hint = None

    def _on_confirm(self, fields: dict[str, Any]) -> None:
        game = self._require_game()
        if self._selected is None:
            raise IntentError("widgets.bridge.error.nothing_selected")
        card, self._selected = self._selected, None
        self._play(game, card, learner=True)
        self._hint = None

    def _require_game(self) -> Game:
        if self.game is None:
            raise IntentError("widgets.bridge.error.choose_vulnerability_first")
        return self.game

    def _check_card(self, game: Game, card: str) -> None:
        if self._claims.pending is not None:
            raise IntentError("widgets.review.error.claim_pending")
        trial = game.copy()  # the engine's own check, on a copy: the real game stays untouched
        trial.play(card, seat=LEARNER)

    def _play(self, game: Game, card: str, learner: bool) -> None:
        trick = game.play(card, seat=None if not learner else LEARNER)
        self._moves.append(learner)
        # Every card is said, the fourth too, and then who won the trick.
        self._announcements.append(msg(
            "widgets.bridge.announce.card", seat=msg(f"core.seat.{trick.seats[-1]}"),
            card=card_message(card, "bridge")))
        if trick.winner is not None:
            self._announcements.append(msg(
                "widgets.bridge.announce.trick", number=trick.number,
                seat=msg(f"core.seat.{trick.winner}"),
                card=card_message(trick.by_seat[trick.winner], "bridge")))
        if game.is_over and game.score is not None:
            self._announcements.append(msg("widgets.bridge.announce.over", result=Result(game)))
            self._on_deal_over()

    def _announce_call(self, game: Game) -> None:
        index = len(game.calls) - 1
        seat = SEATS[(SEATS.index(game.dealer) + index) % 4]
        self._announcements.append(msg("widgets.bridge.announce.call", seat=msg(f"core.seat.{seat}"),
                                       call=CallText(game.calls[-1])))
        if game.contract is not None and game.phase == "play":
            self._announcements.append(msg("widgets.bridge.announce.contract", contract=Contract(game)))
        elif game.is_over:
            self._announcements.append(msg("bridge.score.passed_out"))
            self._on_deal_over()

    def _undo(self, game: Game) -> None:
        if True not in self._moves:
            raise IntentError("widgets.bridge.error.nothing_to_undo")
        self._ai_token += 1  # AI moves still scheduled belong to the undone position
        self._review.reset()
        if self._claims.withdraw():  # an AI claim about the position taken back: it is withdrawn
            self._announcements.append(msg("widgets.review.claim.withdrawn"))
        if game.claimed is not None:  # taking back a claim: the play goes on where it stopped
            game.undo()
            self._claims.reset()
            self._announcements.append(msg("widgets.bridge.announce.undone"))
            return
        while self._moves:
            game.undo()
            if self._moves.pop():
                break
        self._selected, self._hint = None, None
        self._announcements.append(msg("widgets.bridge.announce.undone"))

    def _make_hint(self, game: Game) -> Message:
        if game.phase == "auction" and game.to_act == LEARNER:
            return call_hint(game, LEARNER, self.level)
        if game.phase == "play" and game.controller == LEARNER:
            return card_hint(game, game.to_act or LEARNER, self.level)
        raise IntentError("widgets.bridge.error.no_hint_now")

    # --- the AI seats ----------------------------------------------------------------------------

    def _ai_seat(self) -> str | None:
        """The AI seat that must act now, or None when it is the learner's turn or the deal is over."""
        game = self.game
        if game is None or game.is_over:
            return None
        if self._claims.pending is not None:
            return None  # a claim waits for the learner's answer
        chooser = game.to_act if game.phase == "auction" else game.controller
        if chooser == LEARNER and self._auto_card(game) is None:
            return None
        return chooser

    def _ai_step(self) -> bool:
        game = self.game
        seat = self._ai_seat()
        if game is None or seat is None:
            return False
        if seat == LEARNER:  # the learner opted in to having a single legal card played
            card = self._auto_card(game)
            if card is None:
                return False
            self._play(game, card, learner=False)  # not a choice: undo goes back past it
            return True
        claim = self._claims.ai_claim(game, seat)
        if claim is not None:
            self._announcements.append(claim)
            return True
        player = self.players[seat]
        if game.phase == "auction":
            game.call(player.choose_call(game, seat), seat=seat)
            self._moves.append(False)
            self._announce_call(game)
        else:
            self._play(game, player.choose_card(game, game.to_act or seat), learner=False)
        return True

    def _auto_card(self, game: Game) -> str | None:
        """The learner's only legal card, when auto-play is on and there is just one; else None."""
        if not self.auto_play or game.phase != "play" or game.controller != LEARNER:
            return None
        legal = game.legal_cards()
        return legal[0] if len(legal) == 1 else None

    def _analyse(self, publish: bool = True) -> None:
        """Once the deal is over, add the double-dummy table (after the score is already shown)."""
        game = self.game
        if game is None or not game.is_over or self._analysis is not None:
            return
        self._analysis = double_dummy(self.deal) or []
        self._review.analyse(game, self.level)
        if publish:  # also without the solver: the review's "searching…" note must go at once
            self.publish()

    def _ai_done(self, publish: bool = True) -> None:
        """Once the AI seats are done: at the end of the deal, the double-dummy review."""
        self._analyse(publish=publish)

    def after_intent(self) -> None:
        """After the learner's move is shown, the AI seats take their turns."""
        self._ai_token += 1
        self._run_ai()

    # --- the view: a function of the table's state ----------------------------------------------

    def view_state(self) -> BridgeState:
        """What the table holds that the view shows (see :func:`~cardlearn.widgets.bridge_view.bridge_view`)."""
        return BridgeState(
            game=self.game, level=self.level, screen=self.screen, four_color=self.four_color,
            one_click=self.one_click, board=self._board, deal_number=self._deal_number,
            announcements=tuple(self._announcements), hint=self._hint, selected=self._selected,
            analysis=self._analysis, can_undo=True in self._moves, ai_to_act=self._ai_seat() is not None,
            claim_tricks=self._claims.pending,
            history=self._history_view, review=self._review_view)

    def _review_view(self, game: Game, lang: str) -> dict[str, Any] | None:
        """The review panel in ``lang`` (None while the deal is played)."""
        return review_view(game, self._review.state(self.level, self._analysis), lang)

    def build_view(self, lang: str) -> dict[str, Any]:
        """Everything the front end draws, in ``lang``: :func:`bridge_view` of :meth:`view_state`."""
        return bridge_view(self.view_state(), lang)

    # --- static HTML and repr --------------------------------------------------------------------

    def static_html(self) -> str:
        """The table as HTML with inline styles: hands South may see, trick, auction, score."""
        from cardlearn.widgets.static_html import bridge_static_html

        return bridge_static_html(self.view)

    def repr_fields(self) -> Mapping[str, Any]:
        """Deal, vulnerability, phase and the calls/contract/score so far."""
        game = self.game
        fields: dict[str, Any] = {"deal": self.deal.to_pbn(), "vulnerability": self.vulnerability,
                                  "lang": self.lang, "level": self.level}
        if game is not None:
            fields["phase"] = game.phase
            if game.calls:
                fields["calls"] = " ".join(game.calls)
            if game.contract is not None:
                fields["contract"] = str(game.contract)
                fields["tricks"] = f"NS {game.tricks_won['NS']} EW {game.tricks_won['EW']}"
            if game.score is not None:
                fields["score"] = f"NS {game.score.ns:+d} EW {game.score.ew:+d}"
        return fields



__all__ = ["LABELS", "RULES_SECTIONS", "BridgeTable", "double_dummy", "rules_view"]
