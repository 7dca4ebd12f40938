"""Property tests: thousands of random legal deals played to the end keep every invariant."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardlearn.engine import bridge
from cardlearn.engine.bridge import CardlearnError, Deal, Game
from cardlearn.engine.bridge.fast import Core, random_auction, random_hands, random_play
from cardlearn.engine.cards import BRIDGE_DECK

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
ALL_CALLS = ["P", "X", "XX"] + [f"{lv}{s}" for lv in range(1, 8) for s in bridge.STRAINS]
ALL_CARDS = [str(card) for card in BRIDGE_DECK]


def random_call(game: Game, rng: random.Random) -> str:
    """Mostly passes, so auctions end at every level and sometimes pass out."""
    legal = game.legal_calls()
    return "P" if rng.random() < 0.55 else rng.choice(legal)


def try_illegal(game: Game, rng: random.Random) -> None:
    """A random move that the rules reject must raise and leave the state unchanged."""
    before = game.core.state()
    if game.phase == "auction":
        illegal = [c for c in ALL_CALLS if c not in game.legal_calls()]
        move = game.call
    else:
        illegal = [c for c in ALL_CARDS if c not in game.legal_cards()]
        move = game.play
    if illegal:
        try:
            move(rng.choice(illegal))
        except CardlearnError:
            pass
        else:
            raise AssertionError("an illegal move was accepted")
    assert game.core.state() == before


def play_random_game(seed: int, check_illegal: bool = True) -> Game:
    rng = random.Random(seed)
    game = Game(Deal.random(seed=seed), vulnerability=rng.choice(bridge.VULNERABILITIES),
                dealer=rng.choice("NESWS"))
    while game.phase == "auction":
        if check_illegal and rng.random() < 0.3:
            try_illegal(game, rng)
        game.call(random_call(game, rng))
    while not game.is_over:
        if check_illegal and rng.random() < 0.1:
            try_illegal(game, rng)
        assert game.legal_cards()
        game.play(rng.choice(game.legal_cards()))
    return game


@settings(max_examples=1500, deadline=None)
@given(seed=SEEDS)
def test_random_games_keep_the_invariants(seed: int) -> None:
    game = play_random_game(seed)
    score = game.score
    assert game.is_over and score is not None and score.ns == -score.ew
    if game.passed_out:
        assert game.contract is None and score.total == 0 and game.tricks == []
        assert len(game.calls) == 4
        return
    assert game.calls[-3:] == ["P", "P", "P"]
    tricks = game.tricks
    assert len(tricks) == 13
    played = [card for trick in tricks for card in trick.cards]
    assert len(played) == 52 and set(played) == set(ALL_CARDS)
    assert sum(game.tricks_won.values()) == 13
    assert tricks[0].leader == "NESW"[("NESW".index(game.declarer) + 1) % 4]
    for previous, trick in zip(tricks, tricks[1:]):
        assert trick.leader == previous.winner
    for trick in tricks:  # everybody followed suit when able
        led = trick.cards[0][0]
        for seat, card in zip(trick.seats, trick.cards):
            hand_before = set(game.deal.hand(seat)) - {
                c for t in tricks[: trick.number - 1] for c in t.cards}
            if card[0] != led:
                assert not any(c[0] == led for c in hand_before)
    vulnerable = game.vulnerability in ("Both", game.contract.side)
    assert score == bridge.score(game.contract, game.declarer_tricks, vulnerable)
    for key in ("calls", "tricks", "score"):
        assert not game.record()[key].empty


@settings(max_examples=300, deadline=None)
@given(seed=SEEDS, cut=st.floats(min_value=0.0, max_value=1.0))
def test_undo_restores_the_exact_previous_state(seed: int, cut: float) -> None:
    rng = random.Random(seed)
    game = Game(Deal.random(seed=seed), vulnerability="Both")
    states = [game.core.state()]
    while not game.is_over:
        if game.phase == "auction":
            game.call(random_call(game, rng))
        else:
            game.play(rng.choice(game.legal_cards()))
        states.append(game.core.state())
    keep = max(1, int(cut * len(states)))
    while len(states) > keep:
        states.pop()
        game.undo()
        assert game.core.state() == states[-1]
    if keep > 1:  # and the game goes on normally afterwards
        game.undo()
        assert game.core.state() == states[-2]


@settings(max_examples=200, deadline=None)
@given(seed=SEEDS)
def test_fast_core_random_playouts(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(10):
        core = Core(random_hands(rng), dealer=2, vulnerability=rng.randrange(4))
        copy = core.copy()
        random_auction(core, rng)
        random_play(core, rng)
        assert copy.calls == [] and copy.played == []  # a copy is independent
        if core.passed_out:
            continue
        assert len(core.played) == 52 == len(set(core.played))
        assert len(core.tricks) == 13 and sum(core.won) == 13
        assert all(hand == 0 for hand in core.hands)
