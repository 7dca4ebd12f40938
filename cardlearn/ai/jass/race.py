"""The race to the target: near the end of a match, who reaches it first decides, not the points.

Scores in Schieber are live: the match ends the instant a team reaches the
target, even in the middle of a deal (rules: "Winning the match"). When either
team can get there in this deal, a card is judged by how often its team gets
there first over the sampled layouts (:data:`RACE_WEIGHT` per match won or lost),
the point difference only breaking ties.

In a playout the trick points are credited trick by trick (multiplied), the last
trick's 5 and the Match bonus at the end. Weis (first trick) and Stöck are left
out of the race in a playout: the table has already credited the Weis once the
first trick is over, and Stöck that would win counts at once, so the view's
score already holds it.
"""
from __future__ import annotations

import random

from cardlearn.ai.jass.policies import Policy, unchecked
from cardlearn.ai.jass.view import SeatView
from cardlearn.engine.jass.fast import FACTORS, POINTS, POWER, SUIT_OF, DealState
from cardlearn.engine.jass.rules import DEAL_POINTS, MATCH_BONUS

RACE_WEIGHT = 1000.0
"""Base points one match won (or lost) is worth in a card's average when the race is on."""


def race_on(view: SeatView) -> bool:
    """Whether either team could reach the target in what is left of this deal."""
    if view.contract < 0:
        return False
    most = (DEAL_POINTS + MATCH_BONUS) * FACTORS[view.contract]
    return max(view.scores) + most >= view.target


def race_playout(state: DealState, card: int, policy: Policy, rng: random.Random,
                 scores: tuple[int, int], target: int) -> int:
    """Play ``card`` and finish the deal in place; the team that reaches ``target`` first, or -1."""
    policy = unchecked(policy)
    factor = FACTORS[state.contract]
    live = [scores[0], scores[1]]
    rand = rng.random
    done = state.n_tricks
    state.play_index(card)
    while True:
        if state.n_tricks != done:
            done = state.n_tricks
            _, _, winner, points = state.tricks[-1]
            team = winner & 1
            live[team] += points * factor
            if live[team] >= target:
                return team
            if done == 9:
                if state.tricks_won[team] == 9 and live[team] + MATCH_BONUS * factor >= target:
                    return team
                return -1
        state.play_index(policy(state, rand))


def wins_now(view: SeatView, card: int) -> bool:
    """Whether ``card`` closes the trick for our team with enough points to reach the target now.

    Only from the second trick on: the Weis (credited first) are then on the view's score.
    """
    trick = view.trick
    if len(trick) != 3 or view.contract < 0 or view.n_tricks == 0:
        return False  # in the first trick the Weis, unseen yet, are credited before the trick
    led = SUIT_OF[trick[0][1]]
    power = POWER[view.contract][led]
    plays = [*trick, (view.seat, card)]
    winner = max(plays, key=lambda play: power[play[1]])[0]
    if winner & 1 != view.seat & 1:
        return False
    values = POINTS[view.contract]
    points = sum(values[c] for _, c in plays) + (5 if view.n_tricks == 8 else 0)
    return view.scores[view.seat & 1] + points * FACTORS[view.contract] >= view.target
