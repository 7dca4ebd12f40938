"""Invariants of the SAYC bidding AI over thousands of random auctions, the learner calling at random.

* the AI never passes a forcing or conventional call of its partner that asks it something
  (when the opponent in between passed);
* every AI call's explanation is true of the hand that made it (each shown constraint holds),
  and ``explain(..., hand=)`` gives the same meaning afterwards;
* every auction ends, every call is legal, and every meaning renders in every language.
"""
from __future__ import annotations

import random

from cardlearn.ai.bridge.bidder import BridgeBidder
from cardlearn.ai.bridge.evaluation import evaluate
from cardlearn.ai.bridge.explain import explain
from cardlearn.engine import bridge
from cardlearn.i18n import LANGUAGES

#: Random deals per test: enough to visit every part of the system, small enough for CI (~10 s each).
DEALS = 400


def _learner_call(rng: random.Random, legal: list[str]) -> str:
    """A learner's call: mostly sensible low calls, sometimes doubles, jumps and conventions."""
    bids = [c for c in legal if c not in ("P", "X", "XX")]
    pool = ["P"] * 5 + [c for c in ("X", "XX") if c in legal] + bids[:6] + bids[:1] * 3
    pool += [c for c in ("2NT", "4NT", "5NT", "4C", "2C") if c in legal]
    return rng.choice(pool)


def _auctions(count: int, seed0: int) -> list[tuple[bridge.Game, set[int]]]:
    """Auctions with South a random learner in every other deal; the indices the AI called."""
    out = []
    bidder = BridgeBidder()
    for seed in range(seed0, seed0 + count):
        rng = random.Random(seed)
        game = bridge.Game(bridge.Deal.random(seed=seed), vulnerability=rng.choice(bridge.VULNERABILITIES),
                           dealer=rng.choice(bridge.SEATS))
        learner = "S" if seed % 2 else None
        ai_calls: set[int] = set()
        for _ in range(80):
            if game.phase != "auction":
                break
            legal = sorted(game.legal_calls())
            if game.to_act == learner:
                call = _learner_call(rng, legal)
            else:
                decision = bidder.call(game)
                call = decision.call
                assert call in legal, (seed, game.calls, decision)
                ai_calls.add(len(game.calls))
            game.call(call)
        assert game.phase != "auction", ("the auction did not end", seed, game.calls)
        out.append((game, ai_calls))
    return out


def _seat(game: bridge.Game, index: int) -> str:
    return bridge.SEATS[(bridge.SEATS.index(game.dealer) + index) % 4]


def test_ai_never_passes_a_forcing_or_asking_call_of_partner():
    passed = []
    checked = 0
    for game, ai_calls in _auctions(DEALS, 50_000):
        calls = game.calls
        for index in ai_calls:
            if index < 2 or calls[index - 1] != "P" or calls[index - 2] in ("P", "X", "XX"):
                continue
            asked = explain(calls, index - 2, game.dealer, game.vulnerability)
            if not asked.forcing:
                continue
            checked += 1
            if calls[index] == "P":
                passed.append((calls[:index + 1], asked))
    assert checked > 100
    assert passed == []


def test_every_ai_call_is_explained_truthfully_for_its_hand():
    checked = 0
    for game, ai_calls in _auctions(DEALS, 60_000):
        for index in sorted(ai_calls):
            seat = _seat(game, index)
            cards = game.deal.hand(seat)
            hand = evaluate(cards)
            mine = explain(game.calls, index, game.dealer, game.vulnerability, hand=cards)
            assert mine.call == game.calls[index]
            assert mine.rule_id not in ("unknown", "fallback"), (" ".join(game.calls[:index + 1]), mine, str(evaluate(cards)))
            # Every constraint the meaning states holds for the hand that made the call.
            assert mine.constraints.accepts(hand.hcp, hand.lengths), (game.calls[:index + 1], mine, str(hand))
            # The meaning without the hand (what the other players see) is never narrower than the truth.
            public = explain(game.calls, index, game.dealer, game.vulnerability)
            assert public.constraints.accepts(hand.hcp, hand.lengths), (game.calls[:index + 1], public, str(hand))
            for lang in LANGUAGES:
                text = mine.text(lang)
                assert text and "ai_bridge" not in text and "{" not in text, (lang, text)
            checked += 1
    assert checked > 3000


def test_the_ai_decision_and_the_hand_explanation_agree():
    bidder = BridgeBidder()
    for seed in range(70_000, 70_100):
        game = bridge.Game(bridge.Deal.random(seed=seed), dealer=bridge.SEATS[seed % 4])
        while game.phase == "auction":
            decision = bidder.call(game)
            index = len(game.calls)
            game.call(decision.call)
            again = explain(game.calls, index, game.dealer, game.vulnerability, hand=game.deal.hand(_seat(game, index)))
            assert (again.rule_id, again.text("en")) == (decision.rule_id, decision.explanation.text("en"))


def test_learner_calls_get_a_meaning_in_every_language():
    for game, ai_calls in _auctions(150, 80_000):
        for index in range(len(game.calls)):
            if index in ai_calls:
                continue
            explanation = explain(game.calls, index, game.dealer, game.vulnerability)
            for lang in LANGUAGES:
                text = explanation.text(lang)
                assert text and "ai_bridge" not in text and "{" not in text, (lang, game.calls, index, text)
