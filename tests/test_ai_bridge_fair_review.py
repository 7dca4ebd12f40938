"""The fair review: a learner's card is judged by what could be seen, double dummy stays as "with all hands seen"."""
from __future__ import annotations

import pytest

from cardlearn.engine.bridge import Deal, Game
from cardlearn.i18n import LANGUAGES, t

pytest.importorskip("endplay")

from cardlearn.ai.bridge.analysis import card_costs  # noqa: E402
from cardlearn.ai.bridge.fair_review import THRESHOLD, flagged_cards, judge_cards  # noqa: E402

# South declares 7NT with twelve top tricks. Dummy (North) holds ♠AQ2 opposite South's ♠543; East's ♠K is
# singleton (offside). Leading towards the queen and finessing is the percentage play for the thirteenth
# trick; with all hands seen, the ace drops the king.
FINESSE = "N:AQ2.AKQ.AKQ2.432 K.87652.9876.765 543.43.543.AKQJT JT9876.JT9.JT.98"
# ♥J lead won in dummy, a club to South's ace, then a spade from South: West plays low.
TO_THE_FINESSE = ["HJ", "HQ", "H5", "H3", "C2", "C5", "CA", "C8", "S3", "S6"]
# South declares 3NT; North's ♥A32 opposite South's ♥KQ4.
BLUNDER = "N:AQ2.A32.A432.432 K.8765.JT98.9876 543.KQ4.KQ5.AKQ5 JT9876.JT9.76.JT"


def position(cards: list[str], deal: str = FINESSE, contract: str = "7NT") -> Game:
    game = Game(Deal.from_pbn(deal), vulnerability="None", dealer="S")
    for call in (contract, "P", "P", "P") if contract == "7NT" else ("1NT", "P", contract, "P", "P", "P"):
        game.call(call)
    for card in cards:
        game.play(card)
    return game


def dd_cost(game: Game, number: int) -> int:
    costs = card_costs(game, learner="S")
    return int(costs[costs["number"] == number]["cost"].iloc[0])


def test_a_finesse_that_was_right_and_lost_is_not_flagged_though_double_dummy_says_it_cost_a_trick():
    game = position([*TO_THE_FINESSE, "SQ"])  # the finesse: East's singleton king wins
    assert dd_cost(game, 11) == 1  # with all hands seen, the ace would have dropped the king
    finesse = judge_cards(game, "S")[11]
    assert finesse.card == "SQ" and finesse.seat == "N" and finesse.trick == 3
    assert finesse.cost < THRESHOLD and not finesse.flagged
    assert "SQ" in finesse.best_cards  # by what South could see, the finesse was the best card
    assert 11 not in flagged_cards(game, "S")
    # The ace (which happened to drop the king) was no better by what South could see.
    ace = judge_cards(position([*TO_THE_FINESSE, "SA"]), "S")[11]
    assert dd_cost(position([*TO_THE_FINESSE, "SA"]), 11) == 0
    assert ace.expected <= finesse.expected


def test_a_real_blunder_is_flagged_with_its_cost_on_average_and_the_better_card():
    # West leads ♥J, South wins the queen and cashes the king: dummy overtakes with the ace, a heart trick gone.
    game = position(["HJ", "H2", "H5", "HQ", "HK", "H9", "HA"], BLUNDER, "3NT")
    assert dd_cost(game, 7) == 1
    blunder = flagged_cards(game, "S")[7]
    assert blunder.card == "HA" and blunder.flagged and blunder.cost >= 0.9
    assert blunder.best_cards == ("H3",)
    text = blunder.message.text("en")
    # The average over the sampled layouts (which the opening lead's weighting shapes), one decimal.
    shown = f"{blunder.cost:.1f}"
    assert "♥A" in text and "♥3" in text and "on average" in text and shown in text
    assert blunder.message.text("da") != text and shown.replace(".", ",") in blunder.message.text("da")


def test_only_the_learners_choices_are_judged_and_only_real_choices():
    game = position([*TO_THE_FINESSE, "SQ", "SK"])
    judged = judge_cards(game, "S")
    assert set(judged) <= {2, 4, 5, 7, 9, 11}  # South's and (South declaring) dummy's cards, never East-West's
    assert {9, 11} <= set(judged)
    assert all(j.samples >= 8 for j in judged.values())
    defenders = judge_cards(game, "W")
    assert set(defenders) <= {1, 8, 10} and not set(defenders) & set(judged)


def test_the_table_review_shows_both_views_and_switches_between_them():
    from cardlearn.widgets import BridgeTable

    class Scripted:
        def __init__(self, calls=()):
            self.calls = list(calls)

        def choose_call(self, game, seat):
            return self.calls.pop(0) if self.calls else "P"

        def choose_card(self, game, seat):
            return game.legal_cards()[0]

    widget = BridgeTable(BLUNDER, vulnerability="None", dealer="S", ai_delay=0, lang="en",
                         players={seat: Scripted(["3NT"] if seat == "N" else []) for seat in "NEW"})
    widget.receive({"action": "call", "call": "1NT"})
    widget.receive({"action": "call", "call": "P"})
    for _ in range(60):
        if widget.game.is_over:
            break
        hands = widget.view["hands"]
        seat = next(s for s, hand in hands.items() if hand.get("active"))
        widget.receive({"action": "play", "card": next(c["code"] for c in hands[seat]["cards"] if c["legal"])})
    assert widget.game.is_over
    judge = widget.view["review"]["judge"]
    assert judge["view"] == "sd" and [o["value"] for o in judge["options"]] == ["sd", "dd"]
    assert judge["options"][0]["text"] == t("widgets.review.view.sd", "en")
    assert "half a trick" in judge["note"]
    sd_marks = [m for row in widget.view["review"]["tricks"] for m in row["marks"]]
    flagged = flagged_cards(widget.game, "S")
    assert len(sd_marks) == len(flagged) and all("on average" in m for m in sd_marks)
    view = widget.receive({"action": "review-judge", "view": "dd"})
    assert view["review"]["judge"]["view"] == "dd" and "double dummy" in view["review"]["judge"]["note"]
    dd_marks = [m for row in view["review"]["tricks"] for m in row["marks"]]
    costs = card_costs(widget.game, learner="S")
    assert len(dd_marks) == int(((costs["cost"] > 0) & costs["learner"]).sum())
    assert all("Kept with" in m for m in dd_marks)
    bad = widget.receive({"action": "review-judge", "view": "all"})
    assert bad["notice"]["kind"] == "error" and bad["review"]["judge"]["view"] == "dd"
    for lang in LANGUAGES:
        widget.lang = lang
        judge = widget.view["review"]["judge"]
        assert judge["label"] == t("widgets.review.view.label", lang) and "{" not in judge["note"]
