"""TrickTrainer: a trick in progress, the contract and a hand — pick the winning card or a legal card.

>>> trainer = TrickTrainer("bridge", contract="4S", trick=["HK", "HA"], hand=["H2", "S3", "DA"])  # doctest: +SKIP
>>> trainer.receive({"action": "pick", "card": "S3"})["feedback"]["kind"]                      # doctest: +SKIP
'correct'

For bridge and for Schieber. Every rule comes from the engines: the legal
cards and the reason a card may not be played (follow suit; in Schieber the
undertrump ban and the bare Buur), and who wins the trick (ruff, no trump,
trump order, Undenufe's reversed order). The widget only words the result.

Modes: ``win`` (pick a card that wins the trick — any winning legal card is
right) and ``legal`` (pick a card you may play). With ``seed`` (and no trick
given) the situation is dealt at random and ``new`` deals the next one.

Intents: ``{"action": "pick", "card": "S3"}``, ``{"action": "reveal"}``,
``{"action": "reset"}``, ``{"action": "new"}``, ``{"action": "mode", "value": "win" | "legal"}``.

Front-end hooks (``static/trick_trainer.js``): hand cards are buttons with
``data-card`` (and ``data-result="correct|wrong"`` once picked); the trick's
cards ``data-trick-card`` (``data-best="true"`` on the card on top, once
answered); ``data-mode``; ``data-action="reveal" | "reset" | "new"``; the
explanation ``data-testid="feedback"`` with ``data-kind``.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from cardlearn.engine import jass
from cardlearn.engine.arguments import checked
from cardlearn.engine.bridge.calls import STRAINS, Symbol
from cardlearn.engine.bridge.contract import Contract, parse_contract
from cardlearn.engine.bridge.fast import PLAY, SUIT_MASKS, contract_core, mask_cards
from cardlearn.engine.bridge.messages import card_error
from cardlearn.engine.bridge.play import trick_rule as bridge_trick_rule
from cardlearn.engine.cards import (
    BRIDGE_DECK,
    JASS_DECK,
    card_message,
    parse_bridge_card,
    parse_jass_card,
    suit_message,
)
from cardlearn.engine.errors import IllegalAction
from cardlearn.engine.jass.play import illegal_card_error, mask_of, trick_position, trick_rule
from cardlearn.engine.jass.rules import NEXT_SEAT, SUITS, contract_name, contract_number
from cardlearn.engine.seats import SEATS
from cardlearn.i18n import Message, msg, t
from cardlearn.widgets.base import IntentError, short
from cardlearn.widgets.intents import Intent, IntentSpec
from cardlearn.widgets.lesson_base import (
    LessonWidget,
    bridge_card_item,
    cards_html,
    feedback,
    feedback_html,
    jass_card_item,
    lesson_esm,
    page_html,
    paragraph_html,
)

GAMES = ("bridge", "jass")
MODES = ("win", "legal")
JASS_CONTRACTS = ("E", "R", "S", "B", "obenabe", "undenufe")
BRIDGE_STRAINS = ("C", "D", "H", "S", "NT")


def _bridge_symbol(card: str) -> Symbol:
    return Symbol(parse_bridge_card(card).symbol)


def _jass_seat_before(seat: str, steps: int) -> str:
    """The seat that plays ``steps`` places before ``seat`` (counter-clockwise play)."""
    back = {after: before for before, after in NEXT_SEAT.items()}
    for _ in range(steps):
        seat = back[seat]
    return seat


class _BridgeTrick:
    """One bridge trick in the fast core: each seat holds the card it played, the player to act ``hand``."""

    def __init__(self, contract: Contract, trick: Sequence[str], hand: Sequence[str], leader: str,
                 hands: Sequence[int] | None = None) -> None:
        self.contract = contract
        self.trick = [str(parse_bridge_card(card)) for card in trick]
        self.leader = leader
        lead = SEATS.index(leader)
        declarer = (lead + 3) % 4
        played = [parse_bridge_card(card).index for card in self.trick]
        if hands is None:
            masks = [0, 0, 0, 0]
            for position, card in enumerate(played):
                masks[(lead + position) % 4] |= 1 << card
            own = [parse_bridge_card(card).index for card in hand]
            for card in own:
                if any(mask >> card & 1 for mask in masks) or own.count(card) > 1:
                    raise IllegalAction("widgets.lessons.error.card_twice",
                                        card=_bridge_symbol(str(BRIDGE_DECK[card])))
                masks[(lead + len(played)) % 4] |= 1 << card
        else:
            masks = list(hands)
        core = contract_core(masks, declarer, contract.level, STRAINS.index(contract.strain), contract.doubled)
        for card in played:
            problem = core.card_problem(card)
            if problem is not None:
                raise card_error(core, *problem)
            core.apply_card(card)
        if core.phase != PLAY or core.trick_len != len(played):
            raise IllegalAction("widgets.lessons.error.trick_full")
        self.core = core
        self.seat = SEATS[core.turn]
        self.hand = [str(BRIDGE_DECK[card]) for card in mask_cards(core.hands[core.turn])]

    def legal(self) -> list[str]:
        """The cards the player to act may play."""
        return [str(BRIDGE_DECK[card]) for card in mask_cards(self.core.legal_mask())]

    def problem(self, card: str) -> Message | None:
        """Why ``card`` may not be played (the engine's words), or None."""
        index = parse_bridge_card(card).index
        found = self.core.card_problem(index)
        return None if found is None else card_error(self.core, *found).message

    def best_after(self, card: str) -> str:
        """The card on top of the trick once ``card`` is played."""
        core = self.core.copy()
        core.apply_card(parse_bridge_card(card).index)
        if core.trick_len == 0:
            leader, winner = core.tricks[-1]
            cards = core.trick_cards(len(core.tricks) - 1)
            return str(BRIDGE_DECK[cards[(winner - leader) % 4]])
        return str(BRIDGE_DECK[core.best_card])

    def rule(self, cards: Sequence[str], best: str) -> Message:
        """The rule that puts ``best`` on top of ``cards`` (ruff, no trump, trump led, follow)."""
        return bridge_trick_rule(cards, best, self.contract.trump)

    def legal_note(self) -> Message:
        """Why the legal cards are the ones they are (lead, void, follow suit)."""
        core = self.core
        if core.trick_len == 0:
            return msg("exercises.explain.legal.lead_you")
        suit = suit_message("SHDC"[core.led_suit])
        if not core.hands[core.turn] & SUIT_MASKS[core.led_suit]:
            return msg("exercises.explain.legal.void", suit=suit)
        return msg("exercises.explain.legal.follow", suit=suit)

    def name(self, card: str) -> Any:
        """A card as a message parameter."""
        return _bridge_symbol(card)


class _JassTrick:
    """One Schieber trick through the engine's functions (legal cards, winner, illegal-card reasons)."""

    def __init__(self, contract: str, trick: Sequence[str], hand: Sequence[str], leader: str) -> None:
        self.contract = contract_name(contract)
        self.trick = [str(parse_jass_card(card)) for card in trick]
        self.hand = [str(parse_jass_card(card)) for card in hand]
        if len(self.trick) > 3:
            raise IllegalAction("widgets.lessons.error.trick_full")
        self.state = trick_position(self.trick, self.contract, mask_of(self.hand))
        self.leader = leader
        seat = leader
        for _ in self.trick:
            seat = NEXT_SEAT[seat]
        self.seat = seat

    def legal(self) -> list[str]:
        """The cards of the hand that may be played."""
        return jass.legal_cards(self.hand, self.trick, self.contract)

    def problem(self, card: str) -> Message | None:
        """Why ``card`` may not be played (the engine's words), or None."""
        error = illegal_card_error(self.state, parse_jass_card(card).index)
        return None if error is None else error.message

    def best_after(self, card: str) -> str:
        """The card on top of the trick once ``card`` is played."""
        cards = [*self.trick, card]
        return cards[jass.trick_winner(cards, self.contract)]

    def rule(self, cards: Sequence[str], best: str) -> Message:
        """The rule that puts ``best`` on top (trump order, follow, Obenabe, Undenufe)."""
        return trick_rule(cards, self.contract)

    def legal_note(self) -> Message | None:
        """Why the legal cards are the ones they are (lead, bare Buur, any card, or the rule that limits)."""
        legal = self.legal()
        if not self.trick:
            return msg("exercises.explain.legal.lead_you")
        if len(legal) == len(self.hand):
            number = contract_number(self.contract)
            trump = SUITS[number] if number < 4 else None
            trumps = [card for card in self.hand if card[0] == trump]
            if trump and self.trick[0][0] == trump and trumps == [trump + "U"]:
                return msg("exercises.explain.legal.bare_buur", card=card_message(trumps[0], "jass"))
            return msg("exercises.explain.legal.any")
        illegal = next(card for card in self.hand if card not in legal)
        return self.problem(illegal)

    def name(self, card: str) -> Any:
        """A card as a message parameter."""
        return card_message(card, "jass")


class TrickTrainer(LessonWidget):
    """Pick the card that wins the trick, or a card you may play — bridge or Schieber.

    ``contract``: bridge ``"4S"``, ``"3NT"`` (the strain gives the trump);
    Schieber ``"E" "R" "S" "B" "obenabe" "undenufe"``. ``trick`` are the cards
    played so far from ``leader`` (default: so that the learner is South),
    ``hand`` the learner's cards. Without ``trick`` and ``hand`` a situation is
    dealt from ``seed``.
    """

    _esm = lesson_esm("trick_trainer.js")
    TITLE_KEY = "widgets.lessons.trick.title"
    INTENTS: ClassVar[dict[str, IntentSpec]] = {
        "pick": Intent({"card": str}, "_on_pick"),
        "reveal": Intent({}, "_on_reveal"),
        "reset": Intent({}, "_on_reset"),
        "new": Intent({}, "_on_new"),
        "mode": Intent({"value": str}, "_on_mode"),
    }

    @checked
    def __init__(self, game: str = "bridge", contract: str | None = None, trick: Sequence[str] = (),
                 hand: Sequence[str] = (), leader: str | None = None, mode: str = "win",
                 seed: int | None = None, lang: str | None = None, **kwargs: Any) -> None:
        if game not in GAMES:
            raise IntentError("widgets.error.bad_value", value=short(game), allowed=", ".join(GAMES))
        if mode not in MODES:
            raise IntentError("widgets.error.bad_value", value=short(mode), allowed=", ".join(MODES))
        self.game, self.mode = game, mode
        self._rng = random.Random(seed)
        self._random = not hand
        self.picks: list[tuple[str, bool]] = []
        self.revealed = False
        if self._random:
            self._deal_random(contract)
        else:
            self._setup(contract or ("4S" if game == "bridge" else "E"), trick, hand, leader)
            if self.mode == "win" and not self.winning_cards():
                raise IllegalAction("widgets.lessons.error.no_winner")
        super().__init__(lang=lang, **kwargs)
        self._ready = True
        self.publish()

    # --- the situation -----------------------------------------------------------------------------

    def _setup(self, contract: str, trick: Sequence[str], hand: Sequence[str], leader: str | None,
               hands: Sequence[int] | None = None) -> None:
        trick = list(trick)
        if self.game == "bridge":
            parsed = parse_contract(contract)
            if leader is None:
                leader = SEATS[(SEATS.index("S") - len(trick)) % 4]
            self.situation: Any = _BridgeTrick(parsed, trick, hand, leader.upper(), hands)
        else:
            if leader is None:
                leader = _jass_seat_before("S", len(trick))
            self.situation = _JassTrick(contract, trick, hand, leader.upper())

    def _deal_random(self, contract: str | None = None) -> None:
        """Deal until the situation teaches something: a trick of 1–3 cards with a winning card in hand."""
        rng = self._rng
        for _ in range(200):
            length = rng.randint(1, 3)
            if self.game == "bridge":
                chosen = contract or f"{rng.randint(1, 4)}{rng.choice(BRIDGE_STRAINS)}"
                deck = list(range(52))
                rng.shuffle(deck)
                hands = [sum(1 << card for card in deck[13 * i:13 * i + 13]) for i in range(4)]
                leader = SEATS[(SEATS.index("S") - length) % 4]
                probe = _BridgeTrick(parse_contract(chosen), [], [], leader, hands)
                trick: list[str] = []
                for _ in range(length):
                    card = rng.choice(probe.legal())
                    trick.append(card)
                    probe = _BridgeTrick(parse_contract(chosen), trick, [], leader, hands)
                self._setup(chosen, trick, [], leader, hands)
            else:
                chosen = contract or rng.choice(JASS_CONTRACTS)
                jass_deck = [str(card) for card in JASS_DECK]
                rng.shuffle(jass_deck)
                leader = _jass_seat_before("S", length)
                order = [leader]
                while len(order) < 4:
                    order.append(NEXT_SEAT[order[-1]])
                jass_hands = {seat: jass_deck[9 * i:9 * i + 9] for i, seat in enumerate(order)}
                jass_trick: list[str] = []
                for seat in order[:length]:
                    card = rng.choice(jass.legal_cards(jass_hands[seat], jass_trick, chosen))
                    jass_trick.append(card)
                self._setup(chosen, jass_trick, jass_hands["S"], leader)
            fair = self.mode == "legal" or self.winning_cards()
            if fair and (self.mode == "win" or len(self.situation.legal()) < len(self.situation.hand)):
                return
        # A legal-card question where every card is allowed is still a fair question.

    def winning_cards(self) -> list[str]:
        """The legal cards of the hand that put the learner's card on top of the trick."""
        s = self.situation
        return [card for card in s.legal() if s.best_after(card) == card]

    def answers(self) -> list[str]:
        """The right answers in the current mode."""
        return self.winning_cards() if self.mode == "win" else self.situation.legal()

    # --- intents -----------------------------------------------------------------------------------

    # --- the intents' handlers (routed by INTENTS) -------------------------------------------------

    def _on_mode(self, fields: dict[str, Any]) -> None:
        if fields["value"] not in MODES:
            raise IntentError("widgets.error.bad_value", value=short(fields["value"]),
                              allowed=", ".join(MODES))
        if fields["value"] == "win" and not self.winning_cards():
            raise IntentError("widgets.lessons.error.no_winner")
        self.mode, self.picks, self.revealed = fields["value"], [], False

    def _on_reset(self, fields: dict[str, Any]) -> None:
        self.picks, self.revealed = [], False

    def _on_reveal(self, fields: dict[str, Any]) -> None:
        self.revealed = True

    def _on_new(self, fields: dict[str, Any]) -> None:
        if not self._random:
            raise IntentError("widgets.lessons.error.fixed_situation")
        self._deal_random()
        self.picks, self.revealed = [], False

    def _on_pick(self, fields: dict[str, Any]) -> None:
        s = self.situation
        card = str(parse_bridge_card(fields["card"]) if self.game == "bridge"
                   else parse_jass_card(fields["card"]))
        if card not in s.hand:
            raise IntentError("widgets.lessons.error.not_in_hand", card=s.name(card))
        self.picks = [pick for pick in self.picks if pick[0] != card] + [(card, card in self.answers())]

    # --- the view ----------------------------------------------------------------------------------

    def _item(self, card: str, lang: str) -> dict[str, Any]:
        return bridge_card_item(card, lang) if self.game == "bridge" else jass_card_item(card, lang)

    def _contract_view(self, lang: str) -> dict[str, Any]:
        s = self.situation
        if self.game == "bridge":
            contract = s.contract
            trump = (t("widgets.lessons.trick.no_trump", lang) if contract.trump is None else
                     t("widgets.lessons.trick.trump", lang, suit=suit_message(contract.trump).text(lang)))
            return {"label": t("widgets.bridge.label.contract", lang), "text": contract.symbol, "sub": trump}
        return {"label": t("jass.html.contract", lang),
                "text": t(f"jass.contract.{s.contract}", lang),
                "sub": t("widgets.lessons.trick.multiplier", lang,
                         factor=jass.MULTIPLIERS[s.contract])}

    def build_view(self, lang: str) -> dict[str, Any]:
        """The trick, the hand and the feedback on the learner's last pick, in ``lang``."""
        s = self.situation
        answers = set(self.answers())
        results = dict(self.picks)
        last = self.picks[-1][0] if self.picks else None
        answered = bool(self.picks) or self.revealed
        best_now = None
        if answered and s.trick:
            best_now = s.trick[jass.trick_winner(s.trick, s.contract)] if self.game == "jass" else (
                str(BRIDGE_DECK[s.core.best_card]))
        seat = s.leader
        trick = []
        for card in s.trick:
            item = self._item(card, lang)
            item.update(seat=seat, seat_name=t(f"core.seat.{seat}", lang), best=card == best_now)
            trick.append(item)
            seat = SEATS[(SEATS.index(seat) + 1) % 4] if self.game == "bridge" else NEXT_SEAT[seat]
        hand = []
        for card in s.hand:
            item = self._item(card, lang)
            if card in results:
                item["result"] = "correct" if results[card] else "wrong"
            elif self.revealed and card in answers:
                item["result"] = "answer"
            item["picked"] = card == last
            hand.append(item)
        view: dict[str, Any] = {
            "game": self.game,
            "deck": "bridge" if self.game == "bridge" else "jass",
            "mode": self.mode,
            "modes": [{"value": m, "text": t(f"widgets.lessons.trick.mode.{m}", lang)} for m in MODES],
            "prompt": t(f"widgets.lessons.trick.prompt.{self.mode}", lang),
            "contract": self._contract_view(lang),
            "trick": trick,
            "trick_empty": t("widgets.lessons.trick.you_lead", lang),
            "hand": hand,
            "labels": {
                "trick": t("widgets.lessons.trick.label.trick", lang),
                "hand": t("widgets.lessons.trick.label.hand", lang, seat=t(f"core.seat.{s.seat}", lang)),
                "mode": t("widgets.lessons.ladder.label.mode", lang),
            },
            "actions": {
                "reveal": t("widgets.lessons.action.reveal", lang),
                "reset": t("widgets.lessons.action.again", lang),
                **({"new": t("widgets.lessons.action.new", lang)} if self._random else {}),
            },
        }
        if last is not None:
            view["feedback"] = self._pick_feedback(last, lang)
        elif self.revealed:
            view["feedback"] = self._solution_feedback(lang)
        return view

    def _pick_feedback(self, card: str, lang: str) -> dict[str, Any]:
        s = self.situation
        name = s.name(card).text(lang)
        problem = s.problem(card)
        if problem is not None:
            return feedback("wrong", t("widgets.lessons.trick.title_illegal", lang, card=name), [problem], lang)
        if self.mode == "legal":
            return feedback("correct", t("widgets.lessons.trick.title_legal", lang, card=name),
                            [s.legal_note(), msg("exercises.explain.legal.cards",
                                                 cards=[s.name(c) for c in s.legal()])], lang)
        best = s.best_after(card)
        cards = [*s.trick, card]
        rule = s.rule(cards, best)
        if best == card:
            key = "widgets.lessons.trick.title_wins" if len(cards) == 4 else "widgets.lessons.trick.title_winning"
            lines: list[Any] = [rule]
            if len(cards) < 4:
                lines.append(msg("widgets.lessons.trick.still_to_play"))
            return feedback("correct", t(key, lang, card=name), lines, lang)
        return feedback("wrong", t("widgets.lessons.trick.title_loses", lang, card=name),
                        [rule, msg("widgets.lessons.trick.try_again")], lang)

    def _solution_feedback(self, lang: str) -> dict[str, Any]:
        s = self.situation
        if self.mode == "legal":
            lines: list[Any] = [s.legal_note(), msg("exercises.explain.legal.cards",
                                                    cards=[s.name(c) for c in s.legal()])]
        else:
            winners = self.winning_cards()
            lines = [msg("widgets.lessons.trick.winners", cards=[s.name(c) for c in winners]),
                     s.rule([*s.trick, winners[0]], winners[0])]
        return feedback("info", t("widgets.lessons.title.solution", lang), lines, lang)

    # --- static HTML and repr ----------------------------------------------------------------------

    def static_html(self) -> str:
        """The trick, the hand and the feedback as plain HTML."""
        view = self.view
        if not view:
            return ""
        contract = view["contract"]
        trick = " ".join(f'{card["seat_name"]}: ' + cards_html([card]) for card in view["trick"])
        return page_html(
            view,
            paragraph_html(f'{contract["label"]}: {contract["text"]} · {contract["sub"]}'),
            paragraph_html(view["labels"]["trick"], bold=True),
            f'<div style="margin:4px 0">{trick or view["trick_empty"]}</div>',
            paragraph_html(view["labels"]["hand"], bold=True),
            f'<div style="margin:4px 0">{cards_html(view["hand"])}</div>',
            paragraph_html(view["prompt"]),
            feedback_html(view.get("feedback")),
        )

    def repr_fields(self) -> Mapping[str, Any]:
        """Game, contract, trick, hand, mode and the picks."""
        s = self.situation
        contract = str(s.contract.code) if self.game == "bridge" else s.contract
        fields: dict[str, Any] = {"game": self.game, "contract": contract, "trick": " ".join(s.trick),
                                  "hand": " ".join(s.hand), "mode": self.mode, "lang": self.lang}
        if self.picks:
            fields["picks"] = " ".join(f"{card}{'+' if ok else '-'}" for card, ok in self.picks)
        return fields


__all__ = ["TrickTrainer"]
