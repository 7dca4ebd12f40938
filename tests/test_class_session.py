"""``cardlearn class new | assign | results`` and the duplicate table, without a hub (the hub test is in
tests/test_classroom_hub.py): sessions, results under concurrency, travellers only after a board, hostile input."""
from __future__ import annotations

import json
import multiprocessing
import os
import re
import stat
from pathlib import Path

import pytest
from duplicate_helpers import hand_matchpoints, learner_table

from cardlearn import cli
from cardlearn.classroom import ClassroomError
from cardlearn.classroom.class_results import class_results
from cardlearn.classroom.duplicate import LearnerSeat
from cardlearn.classroom.session import Session, SessionError
from cardlearn.classroom.session_results import learner_results, record_result
from cardlearn.classroom.travellers import NotFinished
from cardlearn.engine.bridge.boards import board_dealer, board_vulnerability
from cardlearn.engine.cards import BRIDGE_DECK

PBN_WITH_NOTES = """[Event "Club night"]
[Board "7"]
[Dealer "W"]
[Vulnerable "All"]
[Deal "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"]
{Lead a trump against a two-suiter.}

[Event "Club night"]
[Board "8"]
[Deal "N:KQ2.AJ5.K863.A72 JT9.KQ4.AQ5.KJ93 A8765.T86.42.T64 43.9732.JT97.Q85"]
"""


def new(tmp_path: Path, *extra: str, name: str = "monday", boards: int = 3) -> int:
    return cli.main(["class", "new", name, "--boards", str(boards), "--dir", str(tmp_path / "classes"), *extra])


def test_new_writes_boards_settings_and_a_sticky_results_folder(tmp_path: Path, capsys) -> None:
    assert new(tmp_path, "--seed", "11", "--lang", "th", "--note", "2=Count your winners first") == 0
    assert "cardlearn class assign" in capsys.readouterr().out
    session = Session(tmp_path / "classes" / "monday")
    assert [b.number for b in session.boards] == [1, 2, 3]
    for board in session.boards:  # a club's rotation: dealer and vulnerability by board number
        assert (board.dealer, board.vulnerability) == (board_dealer(board.number), board_vulnerability(board.number))
    assert session.note(2) == "Count your winners first" and session.note(1) is None
    mode = os.stat(session.results_folder).st_mode
    assert mode & stat.S_ISVTX and stat.S_IMODE(mode) & 0o007 == 0o007  # everyone adds, nobody removes another's
    assert session.learners() == []
    # The same seed gives the same boards.
    assert new(tmp_path, "--seed", "11", name="again") == 0
    again = Session(tmp_path / "classes" / "again")
    assert [b.deal for b in again.boards] == [b.deal for b in session.boards]


def test_boards_from_a_pbn_file_keep_their_dealer_vulnerability_and_notes(tmp_path: Path) -> None:
    pbn = tmp_path / "club.pbn"
    pbn.write_text(PBN_WITH_NOTES, encoding="utf-8")
    assert new(tmp_path, "--pbn", str(pbn), boards=8) == 0  # the file has two: the session has two
    session = Session(tmp_path / "classes" / "monday")
    assert session.settings.boards == 2
    first, second = session.boards
    assert (first.number, first.dealer, first.vulnerability) == (1, "W", "Both")
    assert (second.dealer, second.vulnerability) == (board_dealer(2), board_vulnerability(2))
    assert session.note(1) == "Lead a trump against a two-suiter."


@pytest.mark.parametrize("name", ["../escape", "a/b", ".hidden", "", "x" * 41, "spaces here", "/etc"])
def test_a_bad_session_name_is_refused_in_the_teachers_language(tmp_path: Path, capsys, name: str) -> None:
    code = cli.main(["class", "new", name, "--dir", str(tmp_path / "classes"), "--lang", "da"])
    err = capsys.readouterr().err
    assert code == 2 and "bogstaver" in err and "Traceback" not in err
    assert not (tmp_path / "classes").exists() or not any((tmp_path / "classes").iterdir())
    assert not (tmp_path / "escape").exists()


@pytest.mark.parametrize(("text", "lang", "word"), [
    ('[Deal "N:AKQ.JT9"]\n', "ko", "읽을 수 없어요"),
    ("\x00\x01\x02 not pbn at all", "tr", "okunamıyor"),
    ('[Event "x"]\n', "th", "ไม่มี"),
])
def test_a_broken_pbn_file_changes_nothing(tmp_path: Path, capsys, text: str, lang: str, word: str) -> None:
    pbn = tmp_path / "broken.pbn"
    pbn.write_text(text, encoding="utf-8")
    code = new(tmp_path, "--pbn", str(pbn), "--lang", lang)
    err = capsys.readouterr().err
    assert code == 2 and word in err, err
    assert not (tmp_path / "classes" / "monday").exists()
    assert not list((tmp_path / "classes").glob(".*")) if (tmp_path / "classes").exists() else True


def test_an_existing_session_is_never_replaced(tmp_path: Path, capsys) -> None:
    assert new(tmp_path, "--seed", "1") == 0
    before = (tmp_path / "classes" / "monday" / "boards.pbn").read_bytes()
    capsys.readouterr()
    assert new(tmp_path, "--seed", "2", "--lang", "en") == 2
    assert "already exists" in capsys.readouterr().err
    assert (tmp_path / "classes" / "monday" / "boards.pbn").read_bytes() == before


def test_traveller_only_after_the_board_and_updated_as_others_finish(tmp_path: Path) -> None:
    assert new(tmp_path, "--seed", "5") == 0
    folder = str(tmp_path / "classes" / "monday")
    ana = learner_table(folder, "ana", "3NT")
    ben = learner_table(folder, "ben", None)
    session = Session(folder)
    for learner in (ana, ben):  # nothing before the board is finished: not in the view, refused by the seat
        assert learner["table"].view["duplicate"]["traveller"] is None
    with pytest.raises(NotFinished) as refused:
        LearnerSeat(session, "ben").traveller(1, "th")
    assert "บอร์ด 1" in refused.value.localized("th")
    shown = ana["finish_board"]()
    assert [row["who"] for row in shown["traveller"]["rows"]] == ["You"]
    # Ben is still playing board 1: Ana's result is in the folder, but Ben's table does not show it.
    assert ben["table"].view["duplicate"]["traveller"] is None
    assert "traveller" not in json.dumps(ben["table"].view["duplicate"]).replace('"traveller": null', "")
    ben_view = ben["finish_board"]()
    assert sorted(row["who"] for row in ben_view["traveller"]["rows"]) == ["You", "ana"]
    # Ana's table shows Ben once she refreshes (or opens the table again).
    ana["table"].receive({"action": "refresh-traveller"})
    rows = ana["table"].view["duplicate"]["traveller"]["rows"]
    assert sorted(row["who"] for row in rows) == ["You", "ben"]
    scores = {row["who"]: row["score"] for row in rows}
    points = hand_matchpoints(scores)
    assert {row["who"]: float(row["matchpoints"]) for row in rows} == points


def test_a_board_is_played_once_and_its_result_cannot_be_undone(tmp_path: Path) -> None:
    assert new(tmp_path, "--seed", "5", boards=2) == 0
    ana = learner_table(str(tmp_path / "classes" / "monday"), "ana", "1NT")
    table = ana["table"]
    assert table.receive({"action": "new-deal"})["notice"]["text"].startswith("Finish this board first")
    ana["finish_board"]()
    for action in ("undo", "replay"):
        view = table.receive({"action": action})
        assert view["notice"]["kind"] == "error"
    assert table.view["actions"]["new-deal"]["enabled"] is True
    table.receive({"action": "new-deal"})
    assert table.board_number == 2 and table.view["duplicate"]["traveller"] is None
    ana["finish_board"]()
    assert table.view["actions"]["new-deal"]["enabled"] is False
    assert table.view["duplicate"]["done"]
    # Opened again, the table shows the last board as played, with its traveller.
    again = learner_table(str(tmp_path / "classes" / "monday"), "ana", "1NT")["table"]
    assert again.board_number == 2 and again.view["duplicate"]["traveller"]["rows"]


def _cards(game) -> list[str]:
    return [str(BRIDGE_DECK[card]) for card in game.core.played]


def _record_in_process(args: tuple[str, dict]) -> int:
    folder, record = args
    return record_result(Session(folder), "ana", record).board


def test_concurrent_kernels_of_one_learner_keep_every_board(tmp_path: Path) -> None:
    assert new(tmp_path, "--seed", "9", boards=6) == 0
    folder = str(tmp_path / "classes" / "monday")
    session = Session(folder)
    records = []
    for board in session.boards:  # a real finished game on each board: four passes
        records.append({"board": board.number, "calls": ["P", "P", "P", "P"], "cards": [], "claimed": None})
    with multiprocessing.get_context("fork").Pool(6) as pool:
        assert sorted(pool.map(_record_in_process, [(folder, r) for r in records])) == [1, 2, 3, 4, 5, 6]
    assert sorted(learner_results(session, "ana")) == [1, 2, 3, 4, 5, 6]
    # The first result of a board counts: a second one is not written over it.
    game = session.board(1).game()
    for call in ("1C", "P", "P", "P"):
        game.call(call)
    while not game.is_over:
        game.play(game.legal_cards()[0])
    later = {"board": 1, "calls": list(game.calls), "cards": _cards(game), "claimed": None}
    assert record_result(session, "ana", later).contract == "Pass"
    assert learner_results(session, "ana")[1].contract == "Pass"


@pytest.mark.parametrize("damage", [
    b"{ not json",
    (b'{"format": "cardlearn-session-results", "version": 1, "session": "monday", "learner": "ana", '
     b'"results": {"1": {"board": 1, "calls": ["7NT", "P", "P", "P"], "cards": ["SA"], "claimed": 13}}}'),
    (b'{"format": "cardlearn-session-results", "version": 1, "session": "monday", "learner": "ana", '
     b'"results": {"1": {"board": 1, "calls": ["P", "P", "P", "P"], "cards": [], "score": 2220}}}'),
])
def test_a_damaged_results_file_is_refused_and_left_as_it_is(tmp_path: Path, capsys, damage: bytes) -> None:
    assert new(tmp_path, "--seed", "3", boards=1) == 0
    folder = tmp_path / "classes" / "monday"
    ben = learner_table(str(folder), "ben", None)
    ben["finish_board"]()
    path = folder / "results" / "ana.json"
    path.write_bytes(damage)
    session = Session(folder)
    with pytest.raises(SessionError) as refused:
        learner_table(str(folder), "ana", None)
    assert str(path) in refused.value.localized("ko") and "손상" in refused.value.localized("ko")
    with pytest.raises(SessionError):
        record_result(session, "ana", {"board": 1, "calls": ["P"] * 4, "cards": []})
    assert path.read_bytes() == damage
    # Ben's traveller leaves the broken file out and says so; the teacher's results stop and name it.
    ben["table"].receive({"action": "refresh-traveller"})
    traveller = ben["table"].view["duplicate"]["traveller"]
    assert [row["who"] for row in traveller["rows"]] == ["You"] and traveller["broken"]
    capsys.readouterr()
    out = tmp_path / "out"
    code = cli.main(["class", "results", "monday", "--dir", str(tmp_path / "classes"), "--out", str(out),
                     "--lang", "tr"])
    assert code == 1 and str(path) in capsys.readouterr().err
    assert not out.exists()


def test_a_hostile_learner_name_is_refused(tmp_path: Path) -> None:
    assert new(tmp_path, "--seed", "3", boards=1) == 0
    for name in ("../ana", "a/b", ".ana", "", "x" * 40):
        with pytest.raises(ClassroomError) as refused:
            learner_table(str(tmp_path / "classes" / "monday"), name, None)
        assert "ชื่อผู้เรียน" in refused.value.localized("th")
    assert list((tmp_path / "classes" / "monday" / "results").iterdir()) == []


def test_teacher_results_with_a_board_not_played_by_everyone(tmp_path: Path, capsys) -> None:
    assert new(tmp_path, "--seed", "21", "--missing", "average_minus") == 0
    folder = str(tmp_path / "classes" / "monday")
    plays = {"ana": "3NT", "ben": "1NT", "cem": None}
    tables = {name: learner_table(folder, name, call) for name, call in plays.items()}
    for board in (1, 2, 3):
        for name, table in tables.items():
            if name == "cem" and board == 3:
                continue  # Cem leaves before the last board
            table["finish_board"]()
            if board < 3:
                table["table"].receive({"action": "new-deal"})
    found = class_results("monday", tmp_path / "classes", lang="en", analysis=False)
    results = found.results
    assert len(results) == 8
    for board in (1, 2):  # played by all three: matchpoints as counted by hand, top 4
        rows = results[results["board"] == board]
        scores = dict(zip(rows["learner"], rows["score"]))
        assert dict(zip(rows["learner"], rows["matchpoints"])) == hand_matchpoints(scores)
    rows = results[results["board"] == 3]  # two results where three were due: Neuberg, (mp + 1)·3/2 − 1
    scores = dict(zip(rows["learner"], rows["score"]))
    expected = {name: (points + 1) * 3 / 2 - 1 for name, points in hand_matchpoints(scores).items()}
    assert dict(zip(rows["learner"], rows["matchpoints"])) == pytest.approx(expected)
    ranking = found.ranking.set_index("learner")
    # Cem: his two boards plus average-minus (40% of 4) for board 3, out of three tops of 4.
    cem = results[results["learner"] == "cem"]["matchpoints"].sum()
    assert ranking.loc["cem", "percent"] == pytest.approx(round(100 * (cem + 1.6) / 12, 2))
    assert ranking.loc["ana", "boards"] == 3 and ranking.loc["cem", "boards"] == 2
    assert found.frequencies["count"].sum() == 8
    capsys.readouterr()
    out = tmp_path / "out"
    assert cli.main(["class", "results", "monday", "--dir", str(tmp_path / "classes"), "--out", str(out),
                     "--lang", "ko"]) == 0
    page = (out / "results.html").read_text(encoding="utf-8")
    assert "<svg" in page and "polyline" in page and "매치포인트" in page and "cem" in page
    assert (out / "ranking.csv").read_text(encoding="utf-8").startswith('"rank"')


def test_assign_puts_a_notebook_in_every_learners_folder_and_never_replaces_one(tmp_path: Path, capsys) -> None:
    assert new(tmp_path, "--seed", "3", boards=1, name="tuesday") == 0
    ana, ben = tmp_path / "ana", tmp_path / "ben"
    ana.mkdir()
    mine = ana / "duplicate-tuesday.ipynb"
    mine.write_text("my own notes", encoding="utf-8")
    assert cli.main(["class", "assign", "tuesday", "--dir", str(tmp_path / "classes"), "--to", str(ana),
                     str(ben), "--lang", "th"]) == 0
    assert "1" in capsys.readouterr().out
    assert mine.read_text(encoding="utf-8") == "my own notes"
    notebook = json.loads((ben / "duplicate-tuesday.ipynb").read_text(encoding="utf-8"))
    code = "".join(notebook["cells"][1]["source"])
    assert "learner='ben'" in code and "lang='th'" in code
    assert "รอบการเล่น" in "".join(notebook["cells"][0]["source"])
    # Without a hub, Ben's folder holds a copy of the session, and the notebook's code plays it there.
    assert "duplicate_table('tuesday'" in code and (ben / "tuesday" / "boards.pbn").is_file()
    namespace: dict = {}
    here = os.getcwd()
    os.chdir(ben)
    try:
        exec(code, namespace)  # noqa: S102 - the notebook assign wrote
    finally:
        os.chdir(here)
    assert namespace["table"].board_number == 1
    assert cli.main(["class", "assign", "tuesday", "--dir", str(tmp_path / "classes"), "--to",
                     str(tmp_path / "bad name!")]) == 2


@pytest.mark.parametrize("argv", [
    ["class", "assign", "../monday", "--to", "x"],
    ["class", "results", "../monday"],
    ["class", "results", "monday/../../etc"],
    ["class", "new", "monday", "--boards", "0"],
    ["class", "new", "monday", "--boards", "99"],
    ["class", "new", "monday", "--note", "9=after the last board"],
    ["class", "results", "nosuchsession"],
])
def test_hostile_arguments_change_nothing(tmp_path: Path, capsys, argv: list[str]) -> None:
    classes = tmp_path / "classes"
    code = cli.main([*argv, "--dir", str(classes), "--lang", "th"])
    err = capsys.readouterr().err
    assert code == 2 and err.strip() and "Traceback" not in err
    assert re.search(r"[\u0e00-\u0e7f]", err), err  # said in Thai
    assert not classes.exists() or not any(classes.iterdir())
    assert not (tmp_path / "x").exists()


def test_anonymous_travellers_never_show_a_classmates_name(tmp_path: Path) -> None:
    assert new(tmp_path, "--seed", "5", "--names", "anonymous", boards=1) == 0
    folder = str(tmp_path / "classes" / "monday")
    learner_table(folder, "ana", "3NT", "da")["finish_board"]()
    shown = learner_table(folder, "ben", None, "da")["finish_board"]()
    who = [row["who"] for row in shown["traveller"]["rows"]]
    assert "Dig" in who and "ana" not in json.dumps(shown, ensure_ascii=False)
    assert [name for name in who if name != "Dig"][0].startswith("Bord ")
