"""The JassTable's review after a deal, the match history, the chart and the Jass slate."""
from __future__ import annotations

import random

import pytest

from cardlearn.ai.jass.exact import card_values
from cardlearn.ai.jass.review import card_costs, contract_values
from cardlearn.engine.jass.fast import DealState
from cardlearn.engine.jass.play import mask_of
from cardlearn.widgets import JassTable
from cardlearn.widgets.jass_picture import slate_picture, slate_tally
from cardlearn.widgets.jass_players import FirstLegalJassPlayer

# South (forehand) holds acorn Ass-König-Ober-Under (a four-card sequence, 50) and, with acorns
# trump, the acorn König and Ober: Stöck. East holds a three-card sequence (20).
HANDS = {
    "S": ["EA", "EK", "EO", "EU", "R6", "S6", "S8", "BA", "B9"],
    "E": ["RA", "RK", "RO", "ET", "E9", "S7", "B7", "BT", "SK"],
    "N": ["E8", "E6", "RU", "R9", "R7", "SA", "SU", "S9", "BK"],
    "W": ["E7", "RT", "R8", "SO", "ST", "BO", "BU", "B8", "B6"],
}


def table(**kwargs) -> JassTable:
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("players", {seat: FirstLegalJassPlayer() for seat in "NEW"})
    return JassTable.from_hands(HANDS, forehand="S", seed=3, **kwargs)


def play_deal(widget: JassTable, contract: str = "E") -> None:
    """The learner chooses ``contract`` (if it is its turn) and plays its first legal card each time."""
    number = widget.match.deal.number
    if widget.match.phase == "contract" and widget.match.to_act == "S":
        widget.receive({"action": "contract", "value": contract})
    while widget.phase == "play" and widget.match.deal.number == number:
        legal = [c["code"] for c in widget.view["hands"]["S"]["cards"] if c.get("legal")]
        widget.receive({"action": "play", "card": legal[0]})


@pytest.fixture(scope="module")
def reviewed() -> JassTable:
    widget = table()
    play_deal(widget)
    assert widget.phase == "deal_over"
    widget.receive({"action": "review-open"})  # the judgement runs after the opened review is shown
    return widget


def test_review_is_closed_until_opened_and_refused_during_play():
    widget = table()
    assert widget.view["review"] is None
    view = widget.receive({"action": "review-open"})
    assert view["notice"] is not None and "over" in view["notice"]["text"]
    play_deal(widget)
    assert widget.view["review"] == {"open": False, "title": "Review of the deal", "open_text": "Review this deal"}


def test_hands_as_dealt_and_stepping_through_the_tricks(reviewed):
    widget = reviewed
    review = widget.view["review"]
    assert review["open"] and review["step"] == review["total"] == 36
    assert all(hand["count"] == 0 for hand in review["hands"].values())
    widget.receive({"action": "review-trick", "trick": 3})
    review = widget.view["review"]
    assert review["step"] == 12 and review["step_text"] == "Trick 3, card 4"
    assert {seat: hand["count"] for seat, hand in review["hands"].items()} == dict.fromkeys("NESW", 6)
    assert [c["seat"] for c in review["trick"]["cards"]] == [s for s, _ in widget.shown_deal.tricks[2].cards]
    assert [row["current"] for row in review["tricks"]].index(True) == 2
    for _ in range(13):
        widget.receive({"action": "review-prev"})
    review = widget.view["review"]
    assert review["step"] == 0 and review["step_text"] == "The hands as dealt" and review["trick"] is None
    assert {seat: [c["code"] for c in hand["cards"]] for seat, hand in review["hands"].items()} == \
        {seat: list(widget.shown_deal.dealt_hands[seat]) for seat in "NESW"}
    widget.receive({"action": "review-next"})
    review = widget.view["review"]
    assert review["step"] == 1 and review["hands"]["S"]["count"] == 8  # South led the first card
    assert review["trick"]["cards"][0]["name"] == "South"
    view = widget.receive({"action": "review-trick", "trick": 10})
    assert view["notice"] is not None and widget.view["review"]["step"] == 1


def test_points_add_up_to_the_deal_score(reviewed):
    widget = reviewed
    deal = widget.shown_deal
    review = widget.view["review"]
    per_team = {"NS": 0, "EW": 0}
    for row in review["tricks"]:
        per_team[row["team"]] += row["points"]
    assert per_team == dict(deal.score.cards) and sum(per_team.values()) == 157
    assert review["contract"]["line"] == "acorns trump ×1 · chosen by South"
    weis = " ".join(review["weis"])
    assert "Stöck" in weis and "South" in weis
    score = deal.score
    assert score.weis["NS"] == 50 and score.stoeck["NS"] == 20
    total = {team: (score.cards[team] + score.weis[team] + score.stoeck[team] + score.match_bonus[team])
             * deal.factor for team in ("NS", "EW")}
    assert total == dict(score.total) == widget.match.scores
    assert str(total["NS"]) in review["sums"]["total"] and str(total["EW"]) in review["sums"]["total"]


def test_learner_cards_judged_and_contract_values(reviewed):
    review = reviewed.view["review"]
    assert review["analysing"] is False
    assert "last 5 tricks are judged exactly" in review["judge"]["note"]
    marks = [mark for row in review["tricks"] for mark in row["marks"]]
    # First-legal play is not perfect: some of South's cards are marked, each with its kind of judgement.
    assert marks and all(("exact" in m) or ("estimate" in m) for m in marks)
    for row in review["tricks"][4:]:
        for cell, seat in zip(row["cells"], "SENW"):
            if cell["costly"]:
                assert seat == "S" and cell["exact"] is True
    (values,) = review["values"]  # South chose without a push: one table, pushing included
    assert [row["contract"] for row in values["rows"]] == ["E", "R", "S", "B", "obenabe", "undenufe", "push"]
    assert [row["contract"] for row in values["rows"] if row["chosen"]] == ["E"]
    assert sum(row["best"] for row in values["rows"]) == 1


def test_exact_cost_on_a_hand_built_end_position():
    # Obenabe, two tricks left, South to lead. Rose Ass first takes 23 (and gives East the last trick, 24);
    # the bell 6 first gives East 19 and South wins the last trick with the rose Ass: 28. The Ass costs 5.
    hands = {"S": ["RA", "B6"], "E": ["RK", "BA"], "N": ["R7", "B7"], "W": ["R8", "B8"]}
    masks = [mask_of(hands[seat]) for seat in "NESW"]
    state = DealState(masks, dealer=3)  # forehand South (seat 2)
    state.choose_index(4)
    state.n_tricks = 7
    values = card_values(state)
    index = {code: mask_of([code]).bit_length() - 1 for code in ("RA", "B6", "RK", "R7", "R8", "BA", "B7", "B8")}
    assert values == {index["RA"]: 23, index["B6"]: 28}
    plays = [(2, index["RA"]), (1, index["RK"]), (0, index["R7"]), (3, index["R8"]),
             (2, index["B6"]), (1, index["BA"]), (0, index["B7"]), (3, index["B8"])]
    (cost,) = card_costs(state, plays, 2, (0, 0, 0, 0), (0, 0), 3000)  # the last card was forced
    assert cost.exact and cost.cost == 5 and cost.best == (index["B6"],)


def test_contract_values_see_a_strong_trump_hand():
    hand = mask_of(["EU", "E9", "EA", "EK", "E8", "R7", "S8", "B7", "RT"])  # five acorns with Buur and Nell
    values = {v.contract: v for v in contract_values(hand, 2, 3, True, samples=20)}
    assert max(values.values(), key=lambda v: v.margin).contract == "E"
    assert values["E"].ours > values["E"].theirs


def test_history_frame_and_picture_follow_the_match():
    widget = table()
    play_deal(widget)
    widget.receive({"action": "new-deal"})
    play_deal(widget, "R")
    frame = widget.history()
    assert list(frame.index) == [1, 2]
    assert {"contract", "chooser", "pushed", "points_NS", "points_EW", "weis_NS", "weis_EW",
            "total_NS", "total_EW"} <= set(frame.columns)
    assert frame.loc[1, "contract"] == "E" and frame.loc[1, "weis_NS"] == 50 and frame.loc[1, "stoeck_NS"] == 20
    last = frame.iloc[-1]
    assert (last["total_NS"], last["total_EW"]) == (widget.match.scores["NS"], widget.match.scores["EW"])
    assert frame["points_NS"].sum() == widget.match.scores["NS"]
    picture = widget.view["picture"]
    assert picture["slate"]["tallies"]["NS"] == slate_tally(list(frame["points_NS"]))
    html = widget.static_html()
    assert html.count("<svg") >= 2 and "Jass slate" in html


@pytest.mark.parametrize("seed", range(5))
def test_slate_strokes_count_the_score(seed):
    rng = random.Random(seed)
    rows = [{"points_NS": rng.randrange(0, 630), "points_EW": rng.randrange(0, 630)} for _ in range(rng.randrange(1, 12))]
    start = {"NS": rng.randrange(0, 300), "EW": 0}
    picture = slate_picture(rows, start)  # the strokes need no language
    strokes = [s for s in picture["shapes"] if s["tag"] == "line" and s["attrs"].get("stroke-width") == 2.2]
    for team in ("NS", "EW"):
        tally = picture["tallies"][team]
        total = start[team] + sum(row[f"points_{team}"] for row in rows)
        assert 100 * tally["hundreds"] + 50 * tally["fifties"] + 20 * tally["twenties"] + tally["rest"] == total
        assert tally["rest"] < 20
    assert len(strokes) == sum(t["hundreds"] + t["fifties"] + t["twenties"] for t in picture["tallies"].values())


@pytest.mark.parametrize("lang", ["th", "ko", "da", "tr"])
def test_review_and_picture_in_every_language(lang):
    widget = table(lang=lang)
    play_deal(widget)
    widget.receive({"action": "review-open"})
    review, picture = widget.view["review"], widget.view["picture"]
    english = table()
    play_deal(english)
    english.receive({"action": "review-open"})
    assert review["judge"]["note"] != english.view["review"]["judge"]["note"]
    assert picture["slate"]["legend"] != english.view["picture"]["slate"]["legend"]
    assert review["values"][0]["title"] != english.view["review"]["values"][0]["title"]


@pytest.mark.parametrize("seed", range(6))
def test_narrow_window_cost_agrees_with_every_card_valued(seed):
    from cardlearn.ai.jass.exact import card_cost
    from cardlearn.ai.jass.policies import rule_policy
    from cardlearn.engine.jass.fast import random_deal

    rng = random.Random(seed)
    hands, dealer = random_deal(rng, 0)
    state = DealState(hands, dealer)
    state.choose_index(seed % 6)
    while state.n_tricks < 5 or state.to_act & 1 != seed % 2:  # four tricks left, NS or EW to play
        state.play_index(rule_policy(state, rng.random))
    values = card_values(state)
    best = max(values.values())  # each card's points for the team of the player to act
    for card, value in values.items():
        cost, keep = card_cost(state, card)
        assert cost == abs(best - value)
        assert values[keep[0]] == best


def test_review_of_the_deal_that_ended_the_match():
    widget = table(scores={"NS": 2900, "EW": 100})  # Weis and Stöck bring 70; a trick or two wins the match
    play_deal(widget)
    assert widget.phase == "over"
    widget.receive({"action": "review-open"})
    review = widget.view["review"]
    deal = widget.shown_deal
    assert review["total"] == len(deal.tricks) * 4 + len(deal.trick.cards) < 36
    assert "match ended during this deal" in review["sums"]["text"]
    assert len(review["tricks"]) == len(deal.tricks) and review["values"]
    widget.receive({"action": "review-trick", "trick": 1})
    assert widget.view["review"]["trick"]["number"] == 1
