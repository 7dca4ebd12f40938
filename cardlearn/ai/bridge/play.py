"""Choosing a card for an AI seat, and card hints for the learner.

>>> from cardlearn.ai.bridge.play import BridgePlayer, card_hint   # doctest: +SKIP
>>> decision = BridgePlayer(seed=1).choose_card(game, game.controller)  # doctest: +SKIP
>>> game.play(decision.card, decision.seat); print(decision.text("da"))  # doctest: +SKIP

:class:`BridgePlayer` uses the Monte-Carlo double-dummy player
(:mod:`.play_dd`) when endplay's solver imports, else the pure-Python
heuristic player (:mod:`.play_heuristic`) — JupyterLite has no native
packages. Either way the player only receives the seat's
:class:`~cardlearn.ai.bridge.sampling.SeatView`, never the hidden hands.
"""
from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardlearn.ai.bridge.sampling import SeatView, seat_view
from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.messages import card_symbol
from cardlearn.engine.bridge.table import SEATS, parse_seat
from cardlearn.engine.cards import BRIDGE_DECK, parse_bridge_card, suit_message
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.theme import FONT_STYLE, INK, RED
from cardlearn.engine.validate import check_choice
from cardlearn.i18n import Message, msg, resolve_language

if TYPE_CHECKING:  # pragma: no cover
    from cardlearn.ai.bridge.play_dd import CardStats
    from cardlearn.engine.bridge.game import Game

METHODS = ("auto", "double_dummy", "heuristic")


class Number:
    """A decimal message parameter written the way ``lang`` writes numbers (9.5 / 9,5)."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value

    def text(self, lang: str | None = None) -> str:
        """The number with one decimal in ``lang``'s notation."""
        from babel.numbers import format_decimal

        return format_decimal(round(self.value, 1), format="0.0", locale=resolve_language(lang))


@checked
def solver_available() -> bool:
    """Whether endplay's double-dummy solver can be imported (False in JupyterLite)."""
    try:
        from cardlearn.ai.bridge.play_dd import solver

        solver()
    except (ImportError, OSError):
        return False
    return True


@dataclass(frozen=True)
class CardDecision:
    """A chosen card with its localized reason.

    ``card`` is a code (``"SK"``), ``seat`` the seat whose card it is (the
    dummy's seat when the declarer plays from the dummy), ``method`` one of
    ``"forced"``, ``"double_dummy"``, ``"heuristic"``, ``"lead_rules"`` (the
    learner's opening-lead hint: the card's standard lead); ``stats`` holds the
    double-dummy figures per group of equal cards (best first) when sampled.
    """

    card: str
    reason: Message
    seat: str
    method: str
    stats: tuple[CardStats, ...] = field(default=(), repr=False)
    lang: str | None = field(default=None, repr=False)

    def text(self, lang: str | None = None) -> str:
        """The reason in ``lang`` (default: the language asked for, else the current one)."""
        return self.reason.text(lang if lang is not None else self.lang)

    def to_frame(self, lang: str | None = None) -> Any:
        """The sampled figures as a DataFrame (card, equals, make_pct, mean_tricks, mean_score)."""
        import pandas as pd

        rows = [{"card": str(BRIDGE_DECK[s.card]),
                 "equals": " ".join(str(BRIDGE_DECK[c]) for c in s.equals),
                 "make_pct": round(100 * s.make_rate, 1),
                 "mean_tricks": round(s.mean_tricks, 2),
                 "mean_score": round(s.mean_score, 1)} for s in self.stats]
        return pd.DataFrame(rows, columns=["card", "equals", "make_pct", "mean_tricks", "mean_score"])

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"CardDecision({self.card!r}, seat={self.seat!r}, method={self.method!r})"

    def _repr_html_(self) -> str:
        symbol = html.escape(parse_bridge_card(self.card).symbol)
        for red in ("♥", "♦"):
            symbol = symbol.replace(red, f'<span style="color:{RED}">{red}</span>')
        return (f'<div style="{FONT_STYLE}font-size:14px;color:{INK}">'
                f"<b>{symbol}</b> — {html.escape(self.text())}</div>")


class BridgePlayer:
    """The card-play part of an AI bridge player, for declarer, dummy and both defenders.

    ``method``: ``"auto"`` (double-dummy sampling when endplay imports, else
    heuristics), ``"double_dummy"`` or ``"heuristic"``. ``level``: ``"full"``,
    ``"budget"`` or ``"heuristic"`` (default: ``$CARDLEARN_AI``, else
    ``"full"``; see :mod:`.strength`) sets the time budget per decision — with
    ``"auto"``, ``"heuristic"`` also means no solver. ``samples`` fixes the
    layouts per decision instead (default: as many as the budget allows:
    few at the opening lead, more later); ``seed`` makes decisions
    reproducible. ``bidding`` is the table's bidding level (:mod:`.levels`): the
    auction's meanings that narrow the layouts are read at that level.
    ``adaptive`` (default True) lets a decision stop sampling once one
    group of cards is at least as good as every other on every layout solved
    (:func:`.play_dd.settled`). ``choose_card`` only chooses: the caller
    plays the card with ``game.play(decision.card, seat)``.
    """

    @checked
    def __init__(self, method: str = "auto", samples: int | None = None, seed: int = 0,
                 use_auction: bool = True, level: str | None = None, bidding: str | None = None,
                 adaptive: bool = True) -> None:
        from cardlearn.ai.bridge.levels import resolve_bidding_level
        from cardlearn.ai.bridge.strength import resolve_ai_level

        self.bidding = resolve_bidding_level(bidding)
        check_choice(method, "method", METHODS)
        self.method = method
        self.samples = samples
        self.seed = seed
        self.use_auction = use_auction
        self.adaptive = adaptive
        self.level = resolve_ai_level(level)

    @property
    def active_method(self) -> str:
        """``"double_dummy"`` or ``"heuristic"``: what ``"auto"`` resolves to here."""
        if self.method == "auto":
            return "double_dummy" if self.level != "heuristic" and solver_available() else "heuristic"
        return self.method

    def choose_card(self, game: Game, seat: str | None = None) -> CardDecision:
        """The card for ``seat`` (default: the seat to choose) from what it can see; raises IllegalAction."""
        chooser = game.controller if seat is None else SEATS[parse_seat(seat)]
        if chooser is None:
            raise IllegalAction("ai_bridge_play.error.not_playing")
        return self.decide(seat_view(game, chooser, self.bidding))

    def play(self, game: Game, seat: str | None = None) -> CardDecision:
        """Choose a card for ``seat`` and play it in ``game``."""
        decision = self.choose_card(game, seat)
        game.play(decision.card, game.controller)
        return decision

    def decide(self, view: SeatView) -> CardDecision:
        """The decision for a seat view (the only thing a player ever sees)."""
        from cardlearn.ai.bridge.play_heuristic import HeuristicPlayer

        seat = SEATS[view.to_play]
        legal = view.legal_mask
        heuristic = HeuristicPlayer()
        if legal.bit_count() == 1 or self.active_method == "heuristic":
            card, reason = heuristic.decide(view)
            method = "forced" if legal.bit_count() == 1 else "heuristic"
            return CardDecision(str(BRIDGE_DECK[card]), reason, seat, method)
        return self._double_dummy(view, heuristic, seat)

    def _double_dummy(self, view: SeatView, heuristic: Any, seat: str) -> CardDecision:
        from cardlearn.ai.bridge.play_dd import MonteCarloPlayer, card_groups, use_solver_resources

        groups = card_groups(view)
        preferred, preferred_reason = heuristic.decide(view)
        if len(groups) == 1:
            card = preferred if preferred in groups[0] else _conventional(view, groups[0])
            reason = msg("ai_bridge_play.reason.equal_cards", card=card_symbol(card))
            signal = _signal(view, groups[0], preferred)
            if signal is not None:  # equal for the tricks, not for what they tell partner
                card, reason = signal
            return CardDecision(str(BRIDGE_DECK[card]), reason, seat, "forced")
        from cardlearn.ai.bridge.strength import decision_budget

        # The budget is read per decision: the ``budget`` level follows the machine's load.
        player = MonteCarloPlayer(self.samples, self.seed, self.use_auction,
                                  decision_budget("full" if self.level == "heuristic" else self.level),
                                  self.adaptive)
        count = player.sample_count(view)
        if count == 0:  # a busy server cannot afford a useful sample here: the rules of thumb decide
            return CardDecision(str(BRIDGE_DECK[preferred]), preferred_reason, seat, "heuristic")
        deadline = player.budget.deadline_s if player.budget is not None and self.samples is None else None
        if deadline is not None:
            timed = player.analyse_by_deadline(view, deadline)
            if timed is None:  # too few layouts solved before the deadline: the rules of thumb decide
                return CardDecision(str(BRIDGE_DECK[preferred]), preferred_reason, seat, "heuristic")
            stats = timed
        else:
            use_solver_resources()  # full: DDS's own threads and tables (the budget level may have capped them)
            stats = player.analyse(view, count, None if view.played else _rules_lead(view))
        top = stats[0]
        chosen, tied = _best_groups(view, stats, preferred)
        if not view.played:  # the opening lead: the analysis picks the suit, the card's table the card
            card, reason = _standard_lead(view, chosen, stats)
            return CardDecision(str(BRIDGE_DECK[card]), reason, seat, "double_dummy", tuple(stats))
        asked = _partner_asked(view, tied, chosen, stats)
        card = preferred if preferred in asked.equals else _conventional(view, list(asked.equals))
        reason = dd_reason(view, asked, stats, card)
        if asked is not chosen and asked not in tied:  # near the best, where partner's signal asked
            reason = msg("defence_play.reason.partner_asked", card=card_symbol(card),
                         suit=suit_message("SHDC"[card // 13]))
        chosen = asked
        if card == preferred and (len(tied) == len(stats) or chosen is not top):
            # Equal double-dummy results: the teacher's rule of thumb explains the choice better.
            reason = preferred_reason
        signal = _signal(view, [card for group in tied for card in group.equals], preferred)
        if signal is not None:
            card, reason = signal
        return CardDecision(str(BRIDGE_DECK[card]), reason, seat, "double_dummy", tuple(stats))

    def __repr__(self) -> str:
        return (f"BridgePlayer(method={self.method!r}, level={self.level!r}, samples={self.samples}, "
                f"seed={self.seed})")


def _best_groups(view: SeatView, stats: Sequence[CardStats], preferred: int) -> tuple[CardStats, list[CardStats]]:
    """The chosen group and the groups tied with the best; a defender's rule of thumb may win a near tie."""
    sign = 1 if view.declaring else -1
    top = stats[0]
    tied = [s for s in stats
            if round(sign * s.mean_score, 6) == round(sign * top.mean_score, 6)
            and round(sign * s.mean_tricks, 6) == round(sign * top.mean_tricks, 6)]
    chosen = next((s for s in tied if preferred in s.equals), top)
    if chosen is top and not view.declaring and view.played:
        from cardlearn.ai.bridge.defence import rule_of_thumb_group

        chosen = rule_of_thumb_group(stats, preferred)
        tied = tied if chosen is top else [chosen]  # close to the best: the teacher's rule explains it
    return chosen, tied


def _standard_lead(view: SeatView, chosen: CardStats, stats: Sequence[CardStats]) -> tuple[int, Message]:
    """The standard card of the suit the samples chose; when the lead rules prefer another suit, say why."""
    from cardlearn.ai.bridge.leads import auction_lead, lead_in_suit

    hand = view.hand(view.to_play) or 0
    rules = auction_lead(hand, view.trump, view.calls, view.dealer, view.to_play)
    suit = chosen.card // 13
    ruled = next((s for s in stats if rules.card in s.equals), None)
    if suit == rules.suit or (ruled is not None and not _clearly_better(view, chosen, ruled)):
        return rules.card, rules.reason
    lead = lead_in_suit(hand, suit, view.trump)
    group = next((s for s in stats if lead.card in s.equals), chosen)
    why = dd_reason(view, group, stats, lead.card)
    return lead.card, msg("leads.dd_suit", why=why, card=lead.card_reason, rules=card_symbol(rules.card))


LEAD_MARGIN_TRICKS = 0.5
"""How many tricks on average another suit must gain over the rules' lead before the AI leads it:
a handful of layouts at the opening lead is noise below that (issue #28: leads follow the card)."""


def _rules_lead(view: SeatView) -> int:
    """The card's standard opening lead for this auction (the lead rules' card)."""
    from cardlearn.ai.bridge.leads import auction_lead

    return auction_lead(view.hand(view.to_play) or 0, view.trump, view.calls, view.dealer, view.to_play).card


def _clearly_better(view: SeatView, chosen: CardStats, ruled: CardStats) -> bool:
    """Whether the samples' card beats the rules' lead by a real margin: a trick, or the contract, more often.

    The layouts are the same for both leads, so the margin is judged layout by layout: the other suit
    must never do worse than the rules' lead, or gain a full trick on average (issue #28: a handful of
    layouts at the opening lead is noise; the learner copies the card's standard lead).
    """
    from cardlearn.ai.bridge.defence import clearly_better_lead

    return clearly_better_lead(chosen.tricks, ruled.tricks, chosen.target, LEAD_MARGIN_TRICKS)


def _signal(view: SeatView, free: Sequence[int], preferred: int) -> tuple[int, Message] | None:
    """A defender's standard signal among ``free`` (cards rated equal), with its reason; None if none applies."""
    from cardlearn.ai.bridge.signals import signal_card, signal_kind

    card = signal_card(view, free, preferred)
    if card is None:
        return None
    kind = signal_kind((*view.played, (view.to_play, card)), len(view.played), view.declarer, view.trump)
    high = any(other // 13 == card // 13 and other > card for other in free)
    return card, msg(f"signals.give.{kind}.{'high' if high else 'low'}", card=card_symbol(card))


def _partner_asked(view: SeatView, tied: Sequence[CardStats], chosen: CardStats,
                   stats: Sequence[CardStats] = ()) -> CardStats:
    """On lead with (nearly) equal choices, a defender follows partner's signal: the suit asked for, not one discouraged.

    Nearly equal: within the rule of thumb's margins of the samples' best (:func:`.defence.close_to_best`).
    """
    if view.declaring or view.current_trick:
        return chosen
    from cardlearn.ai.bridge.defence import close_to_best
    from cardlearn.ai.bridge.signals import partner_wishes

    near = [*tied, *(group for group in stats if group not in tied and close_to_best(stats[0], group))]
    if len(near) < 2:
        return chosen
    wishes = partner_wishes(view)
    if not wishes:
        return chosen
    best = max(near, key=lambda group: wishes.get(group.card // 13, 0))
    return chosen if wishes.get(best.card // 13, 0) <= wishes.get(chosen.card // 13, 0) else best


def _conventional(view: SeatView, group: Sequence[int]) -> int:
    """From equal cards: lead the top of a sequence, follow with the lowest."""
    return group[0] if not view.current_trick else group[-1]


def dd_reason(view: SeatView, chosen: CardStats, stats: Sequence[CardStats], card: int) -> Message:
    """Why the samples favour ``card``: the only card that makes, the best chance, or the most tricks."""
    n = len(chosen.tricks)
    declaring = view.declaring

    def goal(s: CardStats) -> float:
        return s.make_rate if declaring else 1 - s.make_rate

    others = [goal(s) for s in stats if s is not chosen]
    best_other = max(others) if others else 0.0
    rate = goal(chosen)
    symbol = card_symbol(card)
    role = "makes" if declaring else "defeats"
    if rate > 0.5 and best_other <= 0.5:
        return msg(f"ai_bridge_play.reason.dd_only_{role}", count=n, card=symbol, pct=round(100 * rate))
    if rate > best_other:
        return msg(f"ai_bridge_play.reason.dd_best_{role}", count=n, card=symbol, pct=round(100 * rate))
    if rate == 0:
        return msg(f"ai_bridge_play.reason.dd_no_chance_{role}", card=symbol)
    side_tricks = chosen.mean_tricks if declaring else 13 - chosen.mean_tricks
    return msg("ai_bridge_play.reason.dd_most_tricks", count=n, card=symbol, tricks=Number(side_tricks))


@checked
def choose_card(game: Game, seat: str | None = None, seed: int = 0, level: str | None = None,
                bidding: str | None = None) -> CardDecision:
    """The automatic player's card for ``seat`` (default: the seat to choose) at ``level`` (see :mod:`.strength`).

    ``bidding``: the table's bidding level, to read the auction (see :mod:`.levels`).
    """
    return BridgePlayer(seed=seed, level=level, bidding=bidding).choose_card(game, seat)


@checked
def card_hint(game: Game, seat: str = "S", lang: str | None = None, seed: int = 0,
              samples: int | None = None, level: str | None = None, bidding: str | None = None) -> CardDecision:
    """The card the robot recommends for the learner at ``seat``, with a short reason in ``lang``.

    ``seat`` must be the seat to choose now (the declarer also chooses the
    dummy's cards). ``str(hint)`` / ``hint.text()`` render in ``lang``;
    raises IllegalAction outside the play or out of turn. ``level`` and ``bidding`` as for :class:`BridgePlayer`.
    """
    lang = resolve_language(lang) if lang is not None else None
    if not game.core.played and game.phase == "play":
        # On opening lead the learner gets the card's standard lead and its reason, the way a teacher
        # would advise, not the pick of a handful of sampled layouts.
        view = seat_view(game, SEATS[game.controller] if seat is None else seat)
        from cardlearn.ai.bridge.leads import auction_lead

        lead = auction_lead(view.hand(view.to_play) or 0, view.trump, view.calls, view.dealer, view.to_play)
        return CardDecision(lead.code, lead.reason, SEATS[view.to_play], "lead_rules", (), lang)
    decision = BridgePlayer(samples=samples, seed=seed, level=level, bidding=bidding).choose_card(game, seat)
    return CardDecision(decision.card, decision.reason, decision.seat, decision.method, decision.stats, lang)


__all__ = ["BridgePlayer", "CardDecision", "card_hint", "choose_card", "solver_available"]
