"""Saved games are data: hostile, foreign, old, broken and crafted files are refused, localized, and change nothing.

A saved game once passed its ``settings`` straight to the table's constructor,
so a shared file could set ``_esm``/``_css`` (run its own JavaScript), loaded
another version silently, showed one deal while playing another, and let a
crafted ``moves`` list make undo wipe the game. Each test here failed on that
code; the fuzz test at the end mutates real saved games at random.
"""
from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from time_guard import within

from cardlearn.engine.files import FileProblem
from cardlearn.engine.paths import PathRefused
from cardlearn.i18n import LANGUAGES
from cardlearn.widgets import BridgeTable, JassTable
from cardlearn.widgets.saved_games import FORMAT, VERSION, SavedGameError

DEAL = "N:KJ3.J7.T742.T654 AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9"
ROTATED = "N:AQ9.AT42.KQJ96.A T62.Q86.83.K8732 8754.K953.A5.QJ9 KJ3.J7.T742.T654"
HOSTILE_SETTINGS = ["_esm", "_css", "layout", "_view_module", "_model_name", "view", "comm", "keys",
                    "ai_delay", "players", "seed", "unknown"]


class FirstLegal:
    """Passes in the auction and plays the first legal card (fast, deterministic AI seats)."""

    def choose_call(self, game: Any, seat: str) -> str:
        return "P"

    def choose_card(self, game: Any, seat: str) -> str:
        return game.legal_cards()[0]

    def choose_contract(self, match: Any, seat: str) -> str:
        return "push" if not match.pushed and match.to_act == match.forehand else "R"


AI = {seat: FirstLegal() for seat in "NEW"}


def bridge_in_play(cards: int = 3) -> BridgeTable:
    """South opens 1♣, everyone passes; West leads and South plays ``cards`` cards (dummy's and its own)."""
    table = BridgeTable(DEAL, ai_delay=0, vulnerability="None", players=AI, lang="en")
    table.receive({"action": "call", "call": "1C"})
    for _ in range(cards):
        legal = table.game.legal_cards()
        table.receive({"action": "play", "card": legal[-1]})
    return table


def jass_in_play() -> JassTable:
    table = JassTable(seed=3, ai_delay=0, players=AI, lang="en")
    for _ in range(6):
        phase = table.view["phase"]
        if phase == "contract":
            table.receive({"action": "contract", "value": "S"})
        elif phase == "deal_over":
            table.receive({"action": "new-deal"})
        else:
            legal = [c["code"] for c in table.view["hands"]["S"]["cards"] if c.get("legal")]
            table.receive({"action": "play", "card": legal[-1]})
    return table


def saved(table: Any, path: Path) -> dict[str, Any]:
    table.save(path)
    return json.loads(path.read_text(encoding="utf-8"))


def write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refused(load: Callable[[], Any], key: str | None = None) -> SavedGameError:
    """The load raises a localized SavedGameError (within the time guard) and nothing else."""
    with pytest.raises(SavedGameError) as caught:
        within(load)
    error = caught.value
    if key is not None:
        assert error.key == key, error.localized("en")
    for lang in LANGUAGES:
        text = error.localized(lang)
        assert text and "widgets.saved" not in text and "files.error" not in text
    return error


@pytest.fixture(scope="module")
def bridge_file(tmp_path_factory) -> dict[str, Any]:
    table = bridge_in_play()
    table.receive({"action": "undo"})
    table.receive({"action": "play", "card": table.game.legal_cards()[0]})
    return saved(table, tmp_path_factory.mktemp("bridge") / "game.json")


@pytest.fixture(scope="module")
def jass_file(tmp_path_factory) -> dict[str, Any]:
    return saved(jass_in_play(), tmp_path_factory.mktemp("jass") / "game.json")


def load_bridge(path: Path) -> Callable[[], Any]:
    return lambda: BridgeTable.load(path, ai_delay=0, players=AI)


def load_jass(path: Path) -> Callable[[], Any]:
    return lambda: JassTable.load(path, ai_delay=0, players=AI)


# --- the format ------------------------------------------------------------------------------------


def test_a_saved_game_names_its_format_version_and_table(bridge_file, jass_file):
    assert (bridge_file["format"], bridge_file["version"], bridge_file["table"]) == (FORMAT, VERSION, "bridge")
    assert (jass_file["format"], jass_file["version"], jass_file["table"]) == (FORMAT, VERSION, "jass")
    assert set(bridge_file["settings"]) == {"lang", "contrast", "grain", "color_temperature", "four_color",
                                            "one_click", "auto_play"}


def test_a_bridge_game_comes_back_replayed(tmp_path):
    table = bridge_in_play(5)
    path = tmp_path / "game.json"
    table.save(path)
    again = BridgeTable.load(path, ai_delay=0, players=AI)
    assert again.game.calls == table.game.calls and again.game.core.played == table.game.core.played
    assert again._moves == table._moves and again.deal == table.deal
    skip = ("version", "announce", "ack")  # what was just said is not part of the game
    assert {k: v for k, v in again.view.items() if k not in skip} == \
        {k: v for k, v in table.view.items() if k not in skip}
    again.receive({"action": "undo"})
    table.receive({"action": "undo"})
    assert again.game.core.played == table.game.core.played


def test_a_bridge_game_keeps_the_learners_bidding_level(tmp_path):
    table = BridgeTable(DEAL, ai_delay=0, vulnerability="None", players=AI, lang="en", level="openings")
    path = tmp_path / "game.json"
    table.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["level"] == "openings"
    assert BridgeTable.load(path, ai_delay=0, players=AI).level == "openings"


def test_a_bridge_game_saved_without_a_level_plays_the_full_system(tmp_path):
    path = tmp_path / "game.json"
    bridge_in_play(1).save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["level"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert BridgeTable.load(path, ai_delay=0, players=AI).level == "full"


def test_an_unknown_bidding_level_in_a_saved_game_is_refused(tmp_path):
    path = tmp_path / "game.json"
    bridge_in_play(1).save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["level"] = "grandmaster"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SavedGameError) as refused:
        BridgeTable.load(path, ai_delay=0, players=AI)
    assert "level" in str(refused.value) and "openings" in str(refused.value)


def test_a_jass_match_comes_back_replayed(tmp_path):
    table = jass_in_play()
    path = tmp_path / "game.json"
    table.save(path)
    again = JassTable.load(path, ai_delay=0, players=AI)
    assert again.match.scores == table.match.scores and again.view["hands"] == table.view["hands"]
    assert again._deal_moves == table._deal_moves


def test_a_jass_match_shown_between_deals_comes_back_between_deals(tmp_path):
    table = JassTable(seed=5, ai_delay=0, players=AI, lang="en")
    for _ in range(80):
        phase = table.view["phase"]
        if phase == "deal_over":
            break
        if phase == "contract":
            table.receive({"action": "contract", "value": "obenabe"})
        else:
            legal = [c["code"] for c in table.view["hands"]["S"]["cards"] if c.get("legal")]
            table.receive({"action": "play", "card": legal[0]})
    assert table.view["phase"] == "deal_over"
    path = tmp_path / "game.json"
    table.save(path)
    again = JassTable.load(path, ai_delay=0, players=AI)
    assert again.view["phase"] == "deal_over" and again._review == table._review
    assert again.match.scores == table.match.scores
    again.receive({"action": "new-deal"})
    table.receive({"action": "new-deal"})
    assert again.view["hands"] == table.view["hands"]  # the same next deal, from the same random state


@pytest.mark.parametrize("path", [None, 5, "", ["game.json"]])
def test_saving_to_something_that_is_not_a_file_name_is_localized(path):
    with pytest.raises(FileProblem) as caught:
        bridge_in_play(0).save(path)
    assert caught.value.key == "files.error.not_a_path"
    with pytest.raises(FileProblem):
        jass_in_play().save(path)


# --- saved games cannot set code ---------------------------------------------------------------------


@pytest.mark.parametrize("name", HOSTILE_SETTINGS)
def test_a_setting_that_is_not_a_setting_is_refused(tmp_path, bridge_file, jass_file, name):
    esm, css = BridgeTable._esm, BridgeTable._css
    for data, load in ((bridge_file, load_bridge), (jass_file, load_jass)):
        bad = copy.deepcopy(data)
        bad["settings"][name] = "export default {render(){fetch('//evil')}}"
        error = refused(load(write(tmp_path / "bad.json", bad)), "widgets.saved.error.unknown_field")
        assert name in error.localized("en")
    assert (BridgeTable._esm, BridgeTable._css) == (esm, css)


@pytest.mark.parametrize("name", ["_esm", "_css", "layout", "kind", "game", "deal_number2"])
def test_an_unknown_top_level_field_is_refused(tmp_path, bridge_file, name):
    bad = {**bridge_file, name: "x"}
    refused(load_bridge(write(tmp_path / "bad.json", bad)), "widgets.saved.error.unknown_field")


@pytest.mark.parametrize("name, value", [("contrast", 500), ("contrast", True), ("contrast", "50"),
                                         ("lang", "xx"), ("lang", None), ("four_color", "yes"),
                                         ("auto_play", 1), ("grain", [1])])
def test_each_setting_is_checked_like_the_set_intent(tmp_path, bridge_file, name, value):
    bad = copy.deepcopy(bridge_file)
    bad["settings"][name] = value
    error = refused(load_bridge(write(tmp_path / "bad.json", bad)), "widgets.saved.error.field")
    assert name in error.localized("en")


def test_settings_that_are_not_an_object_are_refused(tmp_path, bridge_file):
    for value in (None, [], "lang=th", 3):
        refused(load_bridge(write(tmp_path / "bad.json", {**bridge_file, "settings": value})),
                "widgets.saved.error.field")


# --- other programs, other versions, other tables --------------------------------------------------


@pytest.mark.parametrize("data", [[], "game", 5, None, {"name": "cardlearn", "version": "2.0"},
                                  {"format": "other-program", "version": 2},
                                  {"cells": [], "metadata": {}, "nbformat": 4}, {"kind": ["a"]},
                                  {"format": FORMAT, "version": VERSION, "table": ["bridge"]}])
def test_another_programs_file_is_refused(tmp_path, data):
    refused(load_bridge(write(tmp_path / "other.json", data)), "widgets.saved.error.not_saved_game")
    refused(load_jass(write(tmp_path / "other.json", data)), "widgets.saved.error.not_saved_game")


@pytest.mark.parametrize("version", [1, 3, "2", 2.0, True, None, 10**30])
def test_another_version_is_refused_and_named(tmp_path, bridge_file, version):
    error = refused(load_bridge(write(tmp_path / "old.json", {**bridge_file, "version": version})),
                    "widgets.saved.error.version")
    assert str(VERSION) in error.localized("da")


def test_a_version_1_file_is_refused_not_misread(tmp_path):
    old = {"kind": "cardlearn-bridge-table", "version": 1, "deal": DEAL, "dealer": "S",
           "settings": {"_esm": "alert(1)"}}
    refused(load_bridge(write(tmp_path / "v1.json", old)), "widgets.saved.error.version")
    refused(load_jass(write(tmp_path / "v1.json", old)), "widgets.saved.error.other_table")


def test_a_game_of_the_other_table_is_named(tmp_path, bridge_file, jass_file):
    error = refused(load_jass(write(tmp_path / "b.json", bridge_file)), "widgets.saved.error.other_table")
    assert "BridgeTable.load()" in error.localized("th")
    refused(load_bridge(write(tmp_path / "j.json", jass_file)), "widgets.saved.error.other_table")


# --- the game is replayed: the view and the game cannot disagree ----------------------------------


def test_a_deal_that_does_not_fit_the_cards_is_refused(tmp_path, bridge_file):
    bad = {**bridge_file, "deal": ROTATED}
    refused(load_bridge(write(tmp_path / "bad.json", bad)), "widgets.saved.error.move")


@pytest.mark.parametrize("deal", ["N:AKQ", "", "N:" + "A" * 2000, 5, None,
                                  "N:KJ3.J7.T742.T654 KJ3.J7.T742.T654 T62.Q86.83.K8732 8754.K953.A5.QJ9"])
def test_a_broken_deal_is_refused(tmp_path, bridge_file, deal):
    refused(load_bridge(write(tmp_path / "bad.json", {**bridge_file, "deal": deal})), "widgets.saved.error.field")


@pytest.mark.parametrize("change", [
    lambda d: d.update(cards=d["cards"] + ["SA"]),          # a card South does not hold, or out of turn
    lambda d: d.update(calls=["1C", "1C"]),                  # an insufficient bid
    lambda d: d.update(calls=["7NT", "X", "XX", "X"]),       # a double of a redouble
    lambda d: d.update(claimed=13),                          # a claim out of range
    lambda d: d.update(cards=["ZZ"]),                        # not a card
])
def test_moves_that_do_not_fit_are_refused(tmp_path, bridge_file, change):
    bad = copy.deepcopy(bridge_file)
    change(bad)
    refused(load_bridge(write(tmp_path / "bad.json", bad)))


@pytest.mark.parametrize("flags", [
    lambda n: [True] * n,                   # the AI's moves marked as the learner's
    lambda n: [True] * (n + 40),            # more flags than moves: undo would unwind past the start
    lambda n: [],                           # fewer flags
    lambda n: [1] * n,                      # not true/false
])
def test_crafted_move_flags_are_refused(tmp_path, bridge_file, flags):
    bad = {**bridge_file, "moves": flags(len(bridge_file["calls"]) + len(bridge_file["cards"]))}
    error = refused(load_bridge(write(tmp_path / "bad.json", bad)), "widgets.saved.error.field")
    assert "moves" in error.localized("en")


def test_a_history_deal_is_replayed_and_its_score_comes_from_the_engine(tmp_path):
    table = BridgeTable(DEAL, ai_delay=0, vulnerability="None", players=AI, lang="en")
    table.receive({"action": "call", "call": "P"})  # passed out: a finished deal
    table.receive({"action": "new-deal"})
    data = saved(table, tmp_path / "game.json")
    assert len(data["history"]) == 1
    lying = copy.deepcopy(data)
    lying["history"][0]["score_ns"] = 2220
    refused(load_bridge(write(tmp_path / "bad.json", lying)), "widgets.saved.error.unknown_field")
    unfinished = copy.deepcopy(data)
    unfinished["history"][0]["calls"] = ["1C"]
    refused(load_bridge(write(tmp_path / "bad.json", unfinished)), "widgets.saved.error.field")
    again = BridgeTable.load(write(tmp_path / "ok.json", data), ai_delay=0, players=AI)
    assert again.history().equals(table.history())


@pytest.mark.parametrize("rng", [None, [], [3, [0] * 625, "x"], [3, [1] * 624 + [625], None],
                                 [3, ["x"] * 625, None], [2, [1] * 625, None], "seed"])
def test_a_broken_random_state_is_refused(tmp_path, bridge_file, rng):
    refused(load_bridge(write(tmp_path / "bad.json", {**bridge_file, "rng": rng})), "widgets.saved.error.field")


def test_moves_without_a_vulnerability_are_refused(tmp_path, bridge_file):
    refused(load_bridge(write(tmp_path / "bad.json", {**bridge_file, "vulnerability": None})),
            "widgets.saved.error.field")


# --- Jass ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("change, key", [
    (lambda d: d["moves"].append(["card", "S", "E5"]), "widgets.saved.error.move"),
    (lambda d: d["moves"].insert(0, ["card", "S", d["start"]["hands"]["N"][-1]]), "widgets.saved.error.move"),
    (lambda d: d["moves"].insert(0, ["card", "N", d["start"]["hands"]["N"][0]]), "widgets.saved.error.move"),
    (lambda d: d["moves"].insert(0, ["weis", "N", []]), "widgets.saved.error.field"),
    (lambda d: d["moves"].insert(0, ["bid", "S", "R"]), "widgets.saved.error.field"),
    (lambda d: d.update(moves=[d["moves"][0]] * 3), "widgets.saved.error.move"),
    (lambda d: d["start"]["hands"].update(N=d["start"]["hands"]["E"]), "widgets.saved.error.field"),
    (lambda d: d["start"]["scores"].update(NS=5000), "widgets.saved.error.field"),
    (lambda d: d["start"].update(target=-1), "widgets.saved.error.field"),
    (lambda d: d["start"].update(_esm="x"), "widgets.saved.error.unknown_field"),
    (lambda d: d.update(review=7), "widgets.saved.error.field"),
    (lambda d: d.update(ai_contracts=["X"]), "widgets.saved.error.field"),
    (lambda d: d.update(ai_contracts="trumps"), "widgets.saved.error.field"),
    (lambda d: d.update(match_number=0), "widgets.saved.error.field"),
])
def test_a_crafted_jass_match_is_refused(tmp_path, jass_file, change, key):
    bad = copy.deepcopy(jass_file)
    change(bad)
    refused(load_jass(write(tmp_path / "bad.json", bad)), key)


# --- broken files -------------------------------------------------------------------------------------


def test_a_truncated_file_is_refused_at_every_cut(tmp_path, bridge_file):
    text = json.dumps(bridge_file)
    path = tmp_path / "cut.json"
    for cut in range(0, len(text) - 1, max(1, len(text) // 60)):
        path.write_text(text[:cut], encoding="utf-8")
        error = refused(load_bridge(path), "widgets.review.error.load")
        assert error.params["problem"].key == "files.error.bad_json"


def test_a_deeply_nested_file_is_refused_not_a_recursion_error(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"format": "cardlearn-saved-game", "x": ' + "[" * 200_000 + "]" * 200_000 + "}",
                    encoding="utf-8")
    error = refused(load_bridge(path), "widgets.review.error.load")
    assert error.params["problem"].key == "files.error.too_deep"


def test_a_fifo_a_device_and_a_folder_are_refused_quickly(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero"), tmp_path, tmp_path / "missing.json"):
        refused(load_bridge(path), "widgets.review.error.load")
        refused(load_jass(path), "widgets.review.error.load")
    refused(load_bridge(None), "widgets.review.error.load")  # type: ignore[arg-type]


def test_saving_to_a_fifo_a_device_or_a_folder_is_refused_quickly(tmp_path):
    table = bridge_in_play(1)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    # A FIFO or a missing folder is the file layer's refusal; /dev and a folder are refused earlier
    # by the path policy (a system folder, not a file name): both are localized CardlearnErrors.
    for path, refusal in ((fifo, FileProblem), (Path("/dev/full"), PathRefused), (tmp_path, PathRefused),
                          (tmp_path / "no" / "game.json", FileProblem)):
        with pytest.raises(refusal):
            within(lambda: table.save(path))  # noqa: B023 - called at once


def test_a_failed_save_leaves_the_previous_save_whole(tmp_path, monkeypatch):
    from cardlearn.engine import files

    table = bridge_in_play(1)
    path = tmp_path / "game.json"
    table.save(path)
    before = path.read_bytes()
    table.receive({"action": "play", "card": table.game.legal_cards()[0]})
    real = files.tempfile.mkstemp

    def full_disk(**kwargs: Any) -> tuple[int, str]:
        fd, name = real(**kwargs)
        os.close(fd)
        return os.open("/dev/full", os.O_WRONLY), name

    monkeypatch.setattr(files.tempfile, "mkstemp", full_disk)
    with pytest.raises(FileProblem) as caught:
        table.save(path)
    assert caught.value.key == "files.error.disk_full"
    assert path.read_bytes() == before
    BridgeTable.load(path, ai_delay=0, players=AI)  # still a good saved game


# --- fuzz: any change to a real saved game loads, or is refused with a SavedGameError ------------------

FUZZ = settings(max_examples=int(os.environ.get("CARDLEARN_FUZZ_EXAMPLES", "0")) or 40, deadline=None,
                derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 60), st.integers(), st.floats(),
                    st.text(max_size=8), st.sampled_from(["S", "N", "1C", "P", "SA", "EU", "R", "push", "th"]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=6)


def _places(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _places(value, (*path, key))
    elif isinstance(data, list) and len(data) < 30:
        for index, value in enumerate(data):
            found += _places(value, (*path, index))
    return found


def _mutated(data: dict[str, Any], choice: int, value: Any, delete: bool = False) -> Any:
    places = _places(data)[1:]
    where = places[choice % len(places)]
    changed = copy.deepcopy(data)
    node = changed
    for step in where[:-1]:
        node = node[step]
    if delete:
        del node[where[-1]]
    else:
        node[where[-1]] = value
    return changed


@FUZZ
@given(choice=st.integers(0, 10_000), value=values, delete=st.booleans())
def test_fuzz_a_changed_bridge_game_loads_or_is_refused(tmp_path, bridge_file, choice, value, delete):
    path = write(tmp_path / "fuzz.json", _mutated(bridge_file, choice, value, delete))
    try:
        table = BridgeTable.load(path, ai_delay=0, players=AI)
    except SavedGameError as error:
        assert error.localized("ko")
        return
    if table.game is not None:  # whatever loaded is the game the engine replays from the shown deal
        assert table.game.deal == table.deal
        assert len(table._moves) == len(table.game.calls) + len(table.game.core.played)


@FUZZ
@given(choice=st.integers(0, 10_000), value=values, delete=st.booleans())
def test_fuzz_a_changed_jass_match_loads_or_is_refused(tmp_path, jass_file, choice, value, delete):
    path = write(tmp_path / "fuzz.json", _mutated(jass_file, choice, value, delete))
    try:
        table = JassTable.load(path, ai_delay=0, players=AI)
    except SavedGameError as error:
        assert error.localized("tr")
        return
    assert table.view["phase"] in ("contract", "play", "deal_over", "over")


def test_a_table_saved_before_the_vulnerability_was_chosen_comes_back_so(tmp_path):
    table = BridgeTable(seed=4, ai_delay=0, players=AI)
    table.receive({"action": "new-deal"})
    path = tmp_path / "fresh.json"
    table.save(path)
    again = BridgeTable.load(path, ai_delay=0, players=AI)
    assert again.game is None and again.deal == table.deal and again._deal_number == 2
    again.receive({"action": "new-deal"})
    table.receive({"action": "new-deal"})
    assert again.deal == table.deal


def test_the_history_is_capped_at_what_can_be_shown(tmp_path):
    from cardlearn.widgets.bridge_session import MAX_HISTORY

    table = BridgeTable(DEAL, ai_delay=0, vulnerability="None", players=AI, lang="en")
    table.receive({"action": "call", "call": "P"})
    table.receive({"action": "new-deal"})
    record = table._history[0]
    table._history = [record] * (MAX_HISTORY + 20)
    data = saved(table, tmp_path / "game.json")
    assert len(data["history"]) == MAX_HISTORY  # the last deals are kept
    data["history"] = data["history"] * 2
    refused(load_bridge(write(tmp_path / "long.json", data)), "widgets.saved.error.field")


def test_a_long_jass_match_comes_back_with_undo_where_it_was(tmp_path):
    table = JassTable(seed=2, ai_delay=0, players=AI, lang="en")
    for _ in range(120):  # several deals, ending in the middle of one
        phase = table.view["phase"]
        if phase == "contract":
            table.receive({"action": "contract", "value": "R"})
        elif phase == "deal_over":
            table.receive({"action": "new-deal"})
        elif phase == "play":
            legal = [c["code"] for c in table.view["hands"]["S"]["cards"] if c.get("legal")]
            table.receive({"action": "play", "card": legal[0]})
    assert table.match.deal.number > 2
    path = tmp_path / "long.json"
    table.save(path)
    again = JassTable.load(path, ai_delay=0, players=AI)
    assert again._deal_moves == table._deal_moves
    assert again._deal_snapshot.deal.number == table._deal_snapshot.deal.number
    assert table.view["undo"]["enabled"]
    again.receive({"action": "undo"})
    table.receive({"action": "undo"})
    assert again.view["hands"] == table.view["hands"] and again.match.scores == table.match.scores
