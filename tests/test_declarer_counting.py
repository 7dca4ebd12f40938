"""Lesson 5's counts (losers, the opponents' trumps, the simple finesse), the diagrams, and their exercise topics."""
from __future__ import annotations

import pytest

from cardlearn.engine.bridge import Deal
from cardlearn.engine.bridge.counting import finesse, losers, suit_losers, trumps_out
from cardlearn.engine.bridge.diagram import (
    diagram,
    finesse_text,
    losers_text,
    sure_tricks_text,
    trumps_out_text,
)
from cardlearn.engine.bridge.fast import cards_mask
from cardlearn.engine.bridge.themes import theme_deal
from cardlearn.engine.cards import parse_bridge_card
from cardlearn.engine.errors import InvalidArgument
from cardlearn.exercises import exercise
from cardlearn.exercises.generators import variant

SUIT_DEAL = "N:A72.983.KQ643.76 963.T52.9872.A53 854.AKQJ4.A5.K42 KQJT.76.JT.QJT98"
NT_DEAL = "N:AQ2.652.KT42.985 J93.K8743.765.72 765.AJ.AQJ98.A64 KT84.QT9.3.KQJT3"


def _mask(cards: str, suit: str = "S") -> int:
    return cards_mask([parse_bridge_card(suit + rank).index for rank in cards])


@pytest.mark.parametrize(("declarer", "dummy", "expected"), [
    ("KQ5", "76", 1),      # the ace is missing
    ("K43", "762", 2),     # ace and queen missing
    ("A43", "K62", 1),     # the queen
    ("8", "AK2", 0),       # one card: the ace covers it
    ("Q2", "", 2),         # two cards: ace and king missing
    ("K2", "A3", 0),
    ("76543", "AKQ", 0),   # never more than three cards looked at
    ("76543", "", 3),
    ("", "AK", 0),         # a void has no loser
])
def test_losers_in_one_suit(declarer: str, dummy: str, expected: int) -> None:
    assert suit_losers(_mask(declarer), _mask(dummy), 0)[0] == expected


def test_losers_of_a_whole_deal_and_from_another_declarer() -> None:
    deal = Deal.from_pbn(SUIT_DEAL)
    counted = losers(deal, "S")
    assert counted.per_suit == (2, 0, 0, 2) and counted.total == 4
    assert counted.looked_at == (3, 3, 2, 3) and counted.covered == (1, 3, 2, 1)
    assert losers(deal, "N").per_suit == (2, 0, 0, 1)  # North's hand counted, South as dummy


def test_trumps_out_counts_the_opponents() -> None:
    deal = Deal.from_pbn(SUIT_DEAL)
    assert trumps_out(deal, "H") == 5 and trumps_out(deal, "D") == 6 and trumps_out(deal, "H", "EW") == 8
    with pytest.raises(InvalidArgument):
        trumps_out(deal, "NT")


def test_the_simple_finesse_and_where_to_lead_from() -> None:
    deal = Deal.from_pbn(NT_DEAL)
    found = finesse(deal, "S")
    assert (found.missing, found.card, found.hand, found.lead_from) == ("SK", "SQ", "N", "S")
    assert finesse(deal, "D") is None  # the top diamonds are all held
    hearts = finesse(deal, "H")  # ♥A J opposite small: the ♥K is missing, the ♥Q too: no simple finesse
    assert hearts is None
    king = Deal.from_pbn("N:K2.AKQJ.AKQJ.AKQ 7654.5432.5432.2 AQJT.T98.T98.T98 983.76.76.J76543")
    towards = finesse(king, "S")  # ♠K 2 opposite ♠A Q J 10: no card missing above the ten
    assert towards is None
    lone = Deal.from_pbn("N:K2.AKQJ.AKQJ.AKQ 7654.5432.5432.2 T98.T98.T98.JT98 AQJ3.76.76.76543")
    found = finesse(lone, "S")  # ♠K 2 opposite ♠10 9 8: lead towards the king
    assert (found.missing, found.card, found.hand, found.lead_from) == ("SA", "SK", "N", "S")


def test_diagrams_and_sentences_are_in_the_learners_language() -> None:
    text = diagram(NT_DEAL, seats="NS", suits="S", lang="da").text()
    assert text.splitlines() == [" Nord", " ♠ A Q 2", " Syd", " ♠ 7 6 5"]
    whole = diagram(Deal.from_pbn(NT_DEAL), lang="ko").text()
    assert "서" in whole and "동" in whole and "♣ K Q J 10 3" in whole
    assert "♠" in diagram(NT_DEAL, seats="NS")._repr_html_() and "Nord" in diagram(NT_DEAL, lang="da")._repr_html_()
    assert sure_tricks_text(NT_DEAL, lang="en").text().splitlines()[-1] == "Sure tricks in all: 8."
    assert losers_text(SUIT_DEAL, lang="en").text().splitlines()[-1] == "Losers in all: 4."
    assert "13 − 8 = 5" in trumps_out_text(SUIT_DEAL, "H", lang="tr").text()
    assert "lead from South" in finesse_text(NT_DEAL, "S", lang="en").text()
    assert "no simple finesse" in finesse_text(NT_DEAL, "D", lang="en").text()
    with pytest.raises(InvalidArgument):
        diagram(NT_DEAL, seats="NX")
    with pytest.raises(InvalidArgument):
        diagram(NT_DEAL, suits="Z")


@pytest.mark.parametrize("theme_id", ["count_losers", "draw_trumps", "discard_loser"])
def test_the_new_suit_themes_show_their_point(theme_id: str) -> None:
    for seed in range(10):
        deal = theme_deal(theme_id, seed)
        assert len(deal.hand("S")) == 13
        hearts = [card for card in deal.hand("S") if card[0] == "H"]
        assert len(hearts) >= 5  # South is the long trump hand
        if theme_id == "draw_trumps":
            assert trumps_out(deal, "H") == 5 and {sum(c[0] == "H" for c in deal.hand(s)) for s in "EW"} == {2, 3}
        if theme_id == "discard_loser":
            north_clubs = [c for c in deal.hand("N") if c[0] == "C"]
            assert {"CA", "CK", "CQ"} <= set(north_clubs) and sum(c[0] == "C" for c in deal.hand("S")) == 2


def test_the_exercise_topics_answer_from_the_engine() -> None:
    ex = exercise("bridge.declarer.losers", lang="en")
    assert ex.check(3).correct and not ex.check(4).correct
    assert "ace, king and queen" in ex.check(4).message
    assert exercise("bridge.declarer.trumps_out", lang="da").check(5).correct
    assert exercise("bridge.declarer.finesse_lead", lang="en").check("S").correct
    wrong = exercise("bridge.declarer.finesse_lead", lang="en").check("N")
    assert not wrong.correct and "towards" in wrong.message
    assert exercise("bridge.declarer.finesse_card", lang="en").check("SQ").correct
    assert not exercise("bridge.declarer.finesse_card", lang="en").check("SA").correct


def test_the_losers_mastery_exercise_draws_fresh_deals_and_counts_them() -> None:
    spec = {"deal": SUIT_DEAL, "declarer": "S", "contract": "4H"}
    seen = set()
    for seed in range(6):
        drawn = variant("bridge.losers", spec, {"deal": {"theme": "count_losers"}}, seed)
        seen.add(drawn["deal"])
        assert losers(Deal.from_pbn(drawn["deal"])).total >= 0
    assert len(seen) == 6
    widget = exercise("bridge.declarer.mastery_losers", lang="en").widget()
    widget.receive({"action": "new"})
    assert "hearts are trumps" in widget.exercise.prompt


def test_a_bad_suit_or_a_no_trump_contract_is_refused_clearly(tmp_path) -> None:
    from cardlearn.exercises.check import check_path

    path = tmp_path / "bad.toml"
    path.write_text('''[[exercise]]
id = "x.bad.suit"
kind = "seat"
topic = "bridge.finesse"
deal = "N:AQ2.652.KT42.985 J93.K8743.765.72 765.AJ.AQJ98.A64 KT84.QT9.3.KQJT3"
suit = "Z"
expected = "S"
prompt.en = "?"
prompt.da = "?"
prompt.th = "?"
prompt.ko = "?"
prompt.tr = "?"
hints = [{ en = "h", da = "h", th = "h", ko = "h", tr = "h" }]

[[exercise]]
id = "x.bad.nt"
kind = "number"
topic = "bridge.trumps_out"
deal = "N:AQ2.652.KT42.985 J93.K8743.765.72 765.AJ.AQJ98.A64 KT84.QT9.3.KQJT3"
contract = "3NT"
expected = 5
prompt.en = "?"
prompt.da = "?"
prompt.th = "?"
prompt.ko = "?"
prompt.tr = "?"
hints = [{ en = "h", da = "h", th = "h", ko = "h", tr = "h" }]
''', encoding="utf-8")
    report = check_path(path)
    joined = report.text("en")
    assert not report.ok
    assert "is not a suit: write S, H, D or C" in joined
    assert "needs a suit contract" in joined


def test_rounds_of_trumps_for_the_most_even_split() -> None:
    from cardlearn.engine.bridge.counting import trump_rounds

    deal = Deal.from_pbn(SUIT_DEAL)
    assert trump_rounds(deal, "H") == 3  # five out: 3–2
    assert trump_rounds(deal, "D") == 3  # six out: 3–3
    assert trump_rounds(deal, "S") == 4  # seven out: 4–3
    ex = exercise("bridge.declarer.trump_rounds", lang="en")
    assert ex.check(3).correct and not ex.check(5).correct
    assert "13 minus" in ex.check(5).message
