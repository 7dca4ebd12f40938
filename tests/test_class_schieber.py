"""Schieber in a duplicate session: the same deals for every team, compared by points per deal."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from duplicate_helpers import hand_matchpoints

from cardlearn import cli
from cardlearn.classroom.class_results import class_results, write_results
from cardlearn.classroom.session import Session, SessionError
from cardlearn.classroom.session_results import learner_results
from cardlearn.engine.jass import Match


class Scripted:
    """Computer seats that take acorns as trumps and play their first legal card."""

    def choose_contract(self, match: Match, seat: str) -> str:
        return "E"

    def choose_card(self, match: Match, seat: str) -> str:
        return match.legal_cards(seat)[0]


def play(table, contract: str, card_choice: int) -> dict:
    """The learner chooses ``contract`` when it is theirs and plays legal card number ``card_choice``."""
    while not table._recorded:
        match = table.match
        if match.phase == "contract":
            view = table.receive({"action": "contract", "value": contract})
        else:
            legal = match.legal_cards("S")
            view = table.receive({"action": "play", "card": legal[min(card_choice, len(legal) - 1)]})
        notice = view["notice"]
        assert not (notice and notice["kind"] == "error"), notice
    return table.view["duplicate"]


def test_every_team_plays_the_same_deals_and_is_compared_by_points(tmp_path: Path) -> None:
    import cardlearn

    classes = tmp_path / "classes"
    assert cli.main(["class", "new", "jass", "--game", "schieber", "--boards", "2", "--seed", "4",
                     "--dir", str(classes)]) == 0
    folder = str(classes / "jass")
    styles = {"ana": ("obenabe", 0), "ben": ("R", -1), "cem": ("undenufe", 1)}
    tables = {name: cardlearn.duplicate_table(folder, learner=name, lang="tr", ai_delay=0,
                                              players={s: Scripted() for s in "NEW"}) for name in styles}
    first_hands = {name: str(table.match.hands["S"]) for name, table in tables.items()}
    assert len(set(first_hands.values())) == 1  # the same cards for everyone
    for board in (1, 2):
        for count, (name, (contract, choice)) in enumerate(styles.items(), start=1):
            table = tables[name]
            assert table.view["duplicate"]["traveller"] is None  # not before the deal is played
            shown = play(table, contract, choice)
            assert len(shown["traveller"]["rows"]) == count
            assert [c["key"] for c in shown["traveller"]["columns"]] == ["who", "score", "matchpoints"]
            if board == 1:
                table.receive({"action": "new-deal"})
    session = Session(folder)
    for board in (1, 2):
        scores = {name: learner_results(session, name)[board].score for name in styles}
        # The points are the learner's team's for the deal, replayed by the engine.
        assert all(0 <= score <= 257 * 7 for score in scores.values())
        found = class_results(folder, lang="da", analysis=False)
        rows = found.results[found.results["board"] == board]
        assert dict(zip(rows["learner"], rows["score"])) == scores
        assert dict(zip(rows["learner"], rows["matchpoints"])) == hand_matchpoints(scores)
    assert set(found.costliest.columns) >= {"learner", "cost"} and len(found.costliest) == 0
    written = write_results(found, tmp_path / "out")
    page = (tmp_path / "out" / "results.html").read_text(encoding="utf-8")
    from cardlearn.i18n import t

    assert len(written) == 6 and "<svg" in page
    assert all(t(f"jass.contract.{code}", "da") in page for code in set(found.results["contract"]))
    assert tables["ana"].receive({"action": "new-match"})["notice"]["kind"] == "error"


def test_a_hand_edited_schieber_record_is_refused(tmp_path: Path) -> None:
    import cardlearn

    classes = tmp_path / "classes"
    assert cli.main(["class", "new", "jass", "--game", "schieber", "--boards", "1", "--seed", "4",
                     "--dir", str(classes)]) == 0
    folder = classes / "jass"
    table = cardlearn.duplicate_table(str(folder), learner="ana", ai_delay=0,
                                      players={s: Scripted() for s in "NEW"})
    play(table, "E", 0)
    again = cardlearn.duplicate_table(str(folder), learner="ana", ai_delay=0, players={s: Scripted() for s in "NEW"})
    assert again._recorded and [r["who"] for r in again.view["duplicate"]["traveller"]["rows"]] == ["You"]
    path = folder / "results" / "ana.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["results"]["1"]["moves"] = data["results"]["1"]["moves"][:-1]  # the deal's last card taken away
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SessionError) as refused:
        learner_results(Session(folder), "ana")
    assert str(path) in refused.value.localized("tr")
