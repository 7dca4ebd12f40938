"""The Schieber match: scoring stream, Weis and Stöck credits, early end, Schneider, errors, record, HTML."""
from __future__ import annotations

import pytest

from cardlearn.engine import jass
from cardlearn.engine.cards import JASS_DECK
from cardlearn.engine.errors import IllegalAction, InvalidCard
from cardlearn.i18n import set_language


def deal_all_suits() -> dict[str, list[str]]:
    """N acorns, E shields, S roses, W bells: every hand a nine-card sequence; S holds rose König and Ober."""
    return {
        "N": [f"E{r}" for r in "AKOUT9876"],
        "E": [f"S{r}" for r in "AKOUT9876"],
        "S": [f"R{r}" for r in "AKOUT9876"],
        "W": [f"B{r}" for r in "AKOUT9876"],
    }


def deal_without_weis() -> dict[str, list[str]]:
    """No Weis anywhere; South holds rose König and Ober (Stöck with roses trump)."""
    hands: dict[str, list[str]] = {seat: [] for seat in "NESW"}
    for suit in range(4):
        for rank in range(9):
            hands["NESW"[(rank + suit) % 4]].append(str(JASS_DECK[suit * 9 + rank]))
    hands["S"].append("RO")
    hands["W"].remove("RO")
    hands["S"].remove("B7")
    hands["W"].append("B7")
    return hands


pytestmark = pytest.mark.usefixtures("english")  # the shared fixture (conftest.py)


def kinds(match: jass.Match, deal: int | None = None) -> list[str]:
    return [event.kind for event in match.events if deal is None or event.deal == deal]


def play_trumps_from_south(match: jass.Match, order: str = "RK RO RA RU RT R9 R8 R7 R6") -> None:
    """South leads the given trumps; the others (void in trumps) discard their first legal card."""
    for card in order.split():
        match.play(card, seat="S")
        for seat in "ENW":
            match.play(match.legal_cards()[0], seat=seat)


def test_full_deal_weis_stoeck_match_bonus_in_order():
    match = jass.Match.from_hands(deal_all_suits())
    assert match.forehand == "S"  # the rose-7 holder
    match.choose("R")
    report = match.weis
    assert report.winner == "NS" and report.step == "trump"
    assert report.team_best["NS"][0] == "S" and report.team_best["EW"][0] == "E"  # E plays before W
    play_trumps_from_south(match)
    assert kinds(match, 1) == ["weis", "trick", "trick", "stoeck"] + ["trick"] * 7 + [
        "match_bonus", "deal_end"]
    events = [event for event in match.events if event.deal == 1]
    assert events[0].points == 300 and events[0].team == "NS"
    assert events[3].seat == "S" and not events[3].early and events[3].points == 20
    assert events[-2].points == 100
    assert match.scores == {"NS": 157 + 100 + 300 + 20, "EW": 0}
    score = match.deal_scores[0]
    assert score.cards == {"NS": 157, "EW": 0} and score.weis == {"NS": 300, "EW": 0}
    assert score.stoeck == {"NS": 20, "EW": 0} and score.match_bonus == {"NS": 100, "EW": 0}
    assert score.total == {"NS": 577, "EW": 0}
    # Running scores in the stream add up event by event.
    running = 0
    for event in events:
        running += event.points if event.team == "NS" else 0
        assert event.scores["NS"] == running
    # The next deal has begun: dealer and forehand moved to the right.
    assert match.deal.number == 2 and match.forehand == "E" and match.dealer == "S"


def test_multiplier_applies_to_cards_weis_stoeck_and_match_bonus():
    hands = deal_all_suits()
    hands["S"], hands["E"] = hands["E"], hands["S"]  # South: all shields (×2), East: all roses
    match = jass.Match.from_hands(hands, forehand="S")
    match.choose("S")
    play_trumps_from_south(match, "SK SO SA SU ST S9 S8 S7 S6")
    score = match.deal_scores[0]
    assert score.factor == 2
    assert score.total["NS"] == 2 * (157 + 300 + 20 + 100) == match.scores["NS"]
    assert [e.points for e in match.events if e.kind == "stoeck"] == [40]


def test_stoeck_when_the_second_card_is_played_after_the_trick_points():
    match = jass.Match.from_hands(deal_without_weis(), forehand="S")
    match.choose("R")
    assert match.weis.winner is None and match.deal.stoeck == "S"
    for card in ["SA", "S7", "S8", "S9", "RK", "R6", "R7", "R8"]:
        match.play(card)
    assert "stoeck" not in kinds(match)  # only the König is out
    match.play("RO")
    match.play("RT")
    assert "EA" in match.legal_cards("N")  # North's only trump is the Buur: it may be kept
    match.play("EA")
    match.play("EU")
    assert kinds(match) == ["trick", "trick", "trick", "stoeck"]
    assert match.events[-1].seat == "S" and match.scores["NS"] == 11 + 4 + (3 + 10 + 11 + 2) + 20


def test_stoeck_completes_the_match_at_once_when_its_points_win():
    match = jass.Match.from_hands(deal_all_suits(), scores={"NS": 2980, "EW": 100})
    match.choose("R")
    # Stöck comes before Weis: the match ends before the first card, Weis never counted.
    assert kinds(match) == ["stoeck", "match_end"]
    assert match.events[0].early and match.scores == {"NS": 3000, "EW": 100}
    assert match.is_over and match.winner == "NS" and match.schneider and match.to_act is None


def test_stoeck_awarded_early_in_the_middle_of_a_deal():
    match = jass.Match.from_hands(deal_without_weis(), forehand="S", scores={"NS": 2979, "EW": 2000})
    match.choose("R")
    assert kinds(match) == []  # 2979 + 20 < 3000
    for card in ["SA", "S7", "S8", "S9"]:
        match.play(card)
    # 2990 after the trick: Stöck's 20 now win, so it is credited at once.
    assert kinds(match) == ["trick", "stoeck", "match_end"]
    assert match.scores["NS"] == 3010 and match.events[1].early
    assert match.winner == "NS" and not match.schneider


def test_weis_counts_before_the_first_trick_points():
    match = jass.Match.from_hands(deal_all_suits(), scores={"NS": 2750, "EW": 0})
    match.choose("R")
    for card in ["RA", "S6", "E6", "B6"]:
        match.play(card)
    assert kinds(match) == ["weis", "match_end"]
    assert match.scores == {"NS": 3050, "EW": 0}


def test_the_match_ends_mid_deal_the_instant_a_team_reaches_the_target():
    match = jass.Match.from_hands(deal_without_weis(), forehand="S", scores={"NS": 2990, "EW": 1499})
    match.choose("obenabe")
    for card in ["SA", "S7", "S8", "S9"]:
        match.play(card)
    assert match.is_over and match.winner == "NS"
    assert match.scores == {"NS": 2990 + 3 * (11 + 8), "EW": 1499}  # Obenabe: the eight counts 8
    assert not match.deal.is_done and len(match.deals) == 1
    assert match.schneider  # 1499 < 1500
    assert kinds(match) == ["trick", "match_end"] and match.events[-1].schneider
    before = (repr(match), list(match.events), match.hands)
    for action in (lambda: match.play("EO"), lambda: match.choose("R"), lambda: match.play("XX")):
        with pytest.raises(IllegalAction) as info:
            action()
        assert info.value.key == "jass.error.match_over"
    assert (repr(match), list(match.events), match.hands) == before
    assert match.legal_cards() == []


def test_no_schneider_at_1500():
    match = jass.Match.from_hands(deal_without_weis(), forehand="S", scores={"NS": 2990, "EW": 1500})
    match.choose("obenabe")
    for card in ["SA", "S7", "S8", "S9"]:
        match.play(card)
    assert match.is_over and not match.schneider


def test_a_pushed_contract_in_the_record():
    match = jass.Match.from_hands(deal_without_weis(), forehand="S")
    match.choose("push", seat="S")
    with pytest.raises(IllegalAction) as info:
        match.choose("R", seat="S")
    assert info.value.key == "jass.error.not_your_turn_choose"
    match.choose("undenufe", seat="N")
    assert match.to_act == "S" and match.chooser == "N" and match.pushed
    deals = match.record()["deals"]
    assert deals.loc[0, "chooser"] == "N" and bool(deals.loc[0, "pushed"])
    assert deals.loc[0, "contract"] == "undenufe" and deals.loc[0, "factor"] == 4


def test_actions_in_the_wrong_phase_or_out_of_turn():
    match = jass.Match(seed=21)
    other = "N" if match.forehand != "N" else "E"
    with pytest.raises(IllegalAction) as early:
        match.play(match.hands[match.forehand][0])
    assert early.value.key == "jass.error.play_before_contract"
    with pytest.raises(IllegalAction) as turn:
        match.choose("E", seat=other)
    assert turn.value.key == "jass.error.not_your_turn_choose"
    with pytest.raises(IllegalAction) as unknown:
        match.choose("hearts")
    assert unknown.value.key == "jass.error.unknown_contract"
    assert match.phase == "contract" and match.contract is None and match.events == []
    match.choose("E")
    with pytest.raises(IllegalAction) as again:
        match.choose("R")
    assert again.value.key == "jass.error.contract_already_chosen"
    with pytest.raises(IllegalAction) as play_turn:
        match.play(match.hands[other][0], seat=other)
    assert play_turn.value.key == "jass.error.not_your_turn_play"
    with pytest.raises(InvalidCard):
        match.play("E5")
    assert match.trick.cards == () and match.contract == "E"


def test_bad_hands_are_refused():
    hands = deal_all_suits()
    hands["N"] = hands["N"][:8] + ["RA"]
    with pytest.raises(InvalidCard):
        jass.Match.from_hands(hands)


def test_record_tables():
    match = jass.Match.from_hands(deal_all_suits())
    match.choose("R")
    play_trumps_from_south(match)
    record = match.record()
    deals, tricks, weis = record["deals"], record["tricks"], record["weis"]
    first = deals.iloc[0]
    assert (first["contract"], first["chooser"], first["factor"]) == ("R", "S", 1)
    assert (first["NS_total"], first["NS_score"], first["stoeck_seat"]) == (577, 577, "S")
    assert len(deals) == 2 and not deals.iloc[1]["complete"]
    assert len(tricks) == 9 and tricks["points"].sum() == 157
    assert set(tricks["winner"]) == {"S"} and tricks.iloc[-1]["last"]
    assert tricks.iloc[0]["cards"].split()[0] == "RK" and tricks.iloc[0]["seats"] == "SENW"
    assert len(weis) == 8
    assert weis[weis.scored]["seat"].tolist() == ["N", "N", "S", "S"]
    assert weis.points_scored.sum() == 300 and set(weis.deciding_step) == {"trump"}
    assert weis[weis.team_best]["seat"].tolist() == ["E", "S"]


def test_html_views():
    match = jass.Match.from_hands(deal_all_suits())
    match.choose("R")
    match.play("RK")
    assert "<svg" in match.trick._repr_html_() and "rose König" in match.trick._repr_html_()
    assert "♥" not in match.hands["S"]._repr_html_()  # Swiss suits are drawn, not borrowed French symbols
    html = match._repr_html_()
    assert "South" in html and "3000" in html
    set_language("da")
    assert "Kortpoint" in match.deal_score._repr_html_()
    assert "Syd" in match._repr_html_()
    assert "Weis" in match.weis._repr_html_()
    assert repr(match.trick) == "Trick(1, [S:RK])"
    assert repr(match.deal_score).startswith("DealScore(deal=1, contract='R'")


def test_html_escapes_text():
    from cardlearn.engine.jass import html

    assert "<b>" not in html._h("jass.html.won", team="<b>x</b>")


def test_no_stoeck_without_a_trump_suit():
    match = jass.Match.from_hands(deal_without_weis(), forehand="S")
    match.choose("obenabe")
    assert match.deal.stoeck is None
    match = jass.Match.from_hands(deal_without_weis(), forehand="S")
    match.choose("E")  # South holds the rose König and Ober, but roses are not trump
    assert match.deal.stoeck is None


def test_the_benchmark_runs_the_same_definition():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "bench" / "jass_random_deals.py"
    spec = importlib.util.spec_from_file_location("jass_random_deals", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.cardlearn_deals(200, seed=1, bookkeeping=False) > 0
    assert module.cardlearn_deals(100, seed=1, bookkeeping=True) > 0
