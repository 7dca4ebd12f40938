"""Properties over thousands of random legal deals and random matches (hypothesis)."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardlearn.engine import jass
from cardlearn.engine.cards import JASS_DECK
from cardlearn.engine.jass import fast
from cardlearn.engine.jass.rules import CONTRACTS, MULTIPLIERS, NEXT_SEAT, SEATS

ORDINARY = "AKOUT9876"
TRUMP_ORDER = "U9AKOT876"
ALL = (1 << 36) - 1


def code(card: int) -> str:
    return str(JASS_DECK[card])


def oracle(hand: set[str], trick: list[str], contract: str) -> set[str]:
    """The legal cards straight from the rules text, on card codes."""
    if not trick:
        return set(hand)
    led = trick[0][0]
    follow = {c for c in hand if c[0] == led}
    if contract in ("obenabe", "undenufe"):
        return follow or set(hand)
    trumps = {c for c in hand if c[0] == contract}
    if led == contract:
        return set(hand) if not trumps or trumps == {contract + "U"} else trumps
    in_trick = [TRUMP_ORDER.index(c[1]) for c in trick if c[0] == contract]
    if not in_trick:
        return follow | trumps if follow else set(hand)
    if trumps == hand:
        return set(hand)
    higher = {c for c in trumps if TRUMP_ORDER.index(c[1]) < min(in_trick)}
    if follow:
        return follow | higher
    return {c for c in hand if c[0] != contract} | higher


def play_checked_deal(rng: random.Random, bookkeeping: bool) -> fast.DealState:
    """One random deal on the fast core, checking every rule at every card."""
    hands, dealer = fast.random_deal(rng, rng.randrange(4))
    state = fast.DealState(hands, dealer, bookkeeping)
    choice = rng.randrange(7)
    if choice == fast.PUSH_INDEX:
        state.choose_index(fast.PUSH_INDEX)
        assert state.to_act == fast.PARTNER[state.forehand]
        choice = rng.randrange(6)
    state.choose_index(choice)
    contract = CONTRACTS[choice]
    assert state.to_act == state.forehand  # the forehand leads either way
    played = 0
    previous_seat = None
    while not state.is_done:
        seat = state.to_act
        if state.trick:
            assert seat == fast.NEXT[previous_seat]  # counter-clockwise
        elif state.tricks:
            assert seat == state.tricks[-1][2]  # the winner leads
        hand = state.hands[seat]
        # No card lost or duplicated.
        assert sum(h.bit_count() for h in state.hands) + played == 36
        assert (state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3]) & played_mask(state) == 0
        legal = state.legal_mask()
        assert legal and legal & ~hand == 0  # a player always has a legal card from the hand
        trick_codes = [code(card) for card in state.trick]
        hand_codes = {code(card) for card in fast.indices(hand)}
        assert {code(card) for card in fast.indices(legal)} == oracle(hand_codes, trick_codes, contract)
        check_undertrump_and_buur(legal, hand, trick_codes, contract)
        card = fast.random_card(legal, rng.random)
        previous_seat = seat
        state.play_index(card)
        played += 1
    assert sum(h for h in state.hands) == 0
    return state


def played_mask(state: fast.DealState) -> int:
    mask = 0
    for _, cards, _, _ in state.tricks:
        for card in cards:
            mask |= 1 << card
    for card in state.trick:
        mask |= 1 << card
    return mask


def check_undertrump_and_buur(legal: int, hand: int, trick: list[str], contract: str) -> None:
    if contract not in "ERSB" or not trick:
        return
    legal_codes = {code(card) for card in fast.indices(legal)}
    hand_codes = {code(card) for card in fast.indices(hand)}
    trumps = {c for c in hand_codes if c[0] == contract}
    if trick[0][0] == contract:
        if trumps == {contract + "U"}:
            assert legal_codes == hand_codes  # a bare Buur may be kept
        elif trumps:
            assert legal_codes == trumps
        return
    in_trick = [TRUMP_ORDER.index(c[1]) for c in trick if c[0] == contract]
    if in_trick and trumps != hand_codes:
        for card in legal_codes & trumps:
            assert TRUMP_ORDER.index(card[1]) < min(in_trick)  # never an undertrump


@settings(max_examples=600, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), bookkeeping=st.booleans())
def test_random_deals_follow_every_rule(seed, bookkeeping):
    rng = random.Random(seed)
    for _ in range(4):  # 2,400 deals in all
        state = play_checked_deal(rng, bookkeeping)
        factor = MULTIPLIERS[CONTRACTS[state.contract]]
        base = sum(state.card_points)
        assert base == 157
        assert sum(state.tricks_won) == 9
        if bookkeeping:
            slam = 9 in state.tricks_won
            assert sum(state.match_bonus) == (100 if slam else 0)
            assert (sum(state.card_points) + sum(state.match_bonus)) * factor == (257 if slam else 157) * factor
            assert sum(state.weis_points) == (sum(state.weis.points.values()) if state.weis.winner else 0)
            logged = sum(points for kind, _, points, _ in state.log)
            assert logged == sum(state.team_points())


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), contract=st.sampled_from(CONTRACTS))
def test_every_contract_is_worth_157_times_the_factor(seed, contract):
    rng = random.Random(seed)
    hands, dealer = fast.random_deal(rng, 0)
    state = fast.DealState(hands, dealer, bookkeeping=True)
    state.choose_index(CONTRACTS.index(contract))
    fast.random_playout(state, rng)
    score = jass.Deal(1, state).score
    slam = 9 in state.tricks_won
    assert sum(score.cards.values()) == 157
    cards_and_bonus = sum(score.cards.values()) + sum(score.match_bonus.values())
    assert cards_and_bonus * score.factor == (257 if slam else 157) * MULTIPLIERS[contract]


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 35))
def test_copy_is_independent(seed, cut):
    rng = random.Random(seed)
    hands, dealer = fast.random_deal(rng, 1)
    state = fast.DealState(hands, dealer, bookkeeping=True)
    state.choose_index(rng.randrange(6))
    for _ in range(cut):
        state.play_index(fast.random_card(state.legal_mask(), rng.random))
    snapshot = (list(state.hands), list(state.trick), list(state.card_points), len(state.tricks))
    clone = state.copy()
    fast.random_playout(clone, rng)
    assert clone.is_done
    assert (list(state.hands), list(state.trick), list(state.card_points), len(state.tricks)) == snapshot


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), target=st.sampled_from([1000, 3000]))
def test_random_matches_score_as_a_stream(seed, target):
    rng = random.Random(seed)
    match = jass.Match(seed=seed, target=target)
    while not match.is_over:
        if match.phase == "contract":
            options = list(CONTRACTS) + ([] if match.pushed else ["push"])
            match.choose(rng.choice(options))
        else:
            seat = match.to_act
            legal = match.legal_cards()
            assert legal
            match.play(rng.choice(legal))
            if match.trick.cards:
                assert match.trick.cards[-1][0] == seat
                assert match.to_act == NEXT_SEAT[seat]
    totals = {"NS": 0, "EW": 0}
    for event in match.events:
        if event.team and event.kind != "match_end":
            totals[event.team] += event.points
        assert event.scores == totals or event.kind == "match_end"
    assert totals == match.scores
    # The match ends at the first event that reaches the target, and nothing follows.
    assert match.events[-1].kind == "match_end"
    before = [e.scores for e in match.events[:-2]]
    assert all(max(s.values()) < target for s in before)
    assert match.scores[match.winner] >= target
    assert match.schneider == (match.scores["EW" if match.winner == "NS" else "NS"] < 1500)
    for deal in match.deals:
        if deal.is_done:
            score = deal.score
            assert sum(score.cards.values()) == 157
            assert sum(score.total.values()) == score.factor * sum(score.base.values())
    record = match.record()
    assert len(record["deals"]) == len(match.deals)
    assert record["tricks"]["points"].sum() == sum(sum(d.score.cards.values()) for d in match.deals)
    assert set(record["tricks"]["leader"]) <= set(SEATS)
