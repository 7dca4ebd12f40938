"""One settings bar per notebook: cardlearn.settings() and the lesson widgets that follow it."""
from __future__ import annotations

import pytest

import cardlearn
from cardlearn.exercises import AnswerBook, exercise
from cardlearn.exercises.api import set_answers_file
from cardlearn.exercises.widget import exercise_widget
from cardlearn.i18n import get_language, set_language
from cardlearn.widgets import (
    BiddingLadder,
    BridgeTable,
    JassTable,
    TrickTrainer,
    UndertrickCalculator,
    WeisComparator,
)
from cardlearn.widgets.settings import SHARED, SettingsBar, SettingsError


@pytest.fixture(autouse=True)
def fresh_notebook():
    """Each test is a fresh kernel: no bar shown, English."""
    SHARED.reset()
    set_language("en")
    set_answers_file(None)
    yield
    SHARED.reset()
    set_language("en")
    set_answers_file(None)


def test_without_a_notebook_bar_each_lesson_widget_keeps_its_own():
    ladder = BiddingLadder(lang="da")
    assert [item["name"] for item in ladder.view["settings"]] == ["lang", "contrast", "grain",
                                                                  "color_temperature"]


def test_settings_bar_hides_the_lesson_bars_but_not_the_tables():
    bar = cardlearn.settings(lang="th")
    assert isinstance(bar, SettingsBar)
    assert get_language() == "th"  # .check() and .hint() text follows the lesson too
    assert bar.view["title"] == "การตั้งค่าของบทเรียนนี้"
    assert next(item["name"] for item in bar.view["settings"]) == "lang"
    widgets = [BiddingLadder(), TrickTrainer(), WeisComparator(), UndertrickCalculator(),
               exercise_widget("bridge.undertricks.003")]
    for widget in widgets:
        assert widget.view["settings"] == [], type(widget).__name__
        assert widget.view["lang"] == "th", type(widget).__name__
    table = BridgeTable(seed=1, lang="th")
    assert table.view["settings"], "a game table keeps its own bar"
    jass = JassTable(seed=1, lang="th")
    assert jass.view["settings"]


def test_changing_the_bar_updates_every_lesson_widget_live():
    bar = cardlearn.settings(lang="en")
    ladder, ex = BiddingLadder(), exercise_widget("bridge.undertricks.003")
    table = BridgeTable(seed=1, lang="en")
    before = ex.view["version"]
    view = bar.receive({"action": "set", "name": "lang", "value": "ko", "seq": 1})
    assert view["notice"] is None and view["lang"] == "ko"
    assert ladder.view["lang"] == "ko" and ex.view["lang"] == "ko"
    assert ex.view["version"] > before
    assert ex.view["actions"]["check"] != "Check"  # redrawn in Korean
    assert table.view["lang"] == "en", "a game table keeps its own settings"
    bar.receive({"action": "set", "name": "contrast", "value": 80})
    assert ladder.contrast == 80 and ex.view["effects"]["contrast"] == pytest.approx(1.24)
    assert table.contrast == 50
    assert get_language() == "ko"


def test_a_second_bar_follows_the_first_and_rerunning_is_safe():
    first = cardlearn.settings(lang="da")
    first.receive({"action": "set", "name": "grain", "value": 10})
    second = cardlearn.settings(lang="da")
    assert second.grain == 10, "running the cell again keeps what the learner chose"
    second.receive({"action": "set", "name": "lang", "value": "tr"})
    assert first.view["lang"] == "tr" and first.lang == "tr"


def test_a_bar_shown_after_the_widgets_takes_their_bars_away():
    ladder = BiddingLadder(lang="en")
    assert ladder.view["settings"]
    cardlearn.settings(lang="da")
    assert ladder.view["settings"] == [] and ladder.view["lang"] == "da"


def test_a_lesson_widget_intent_changes_the_notebook_setting():
    cardlearn.settings(lang="en")
    ladder, weis = BiddingLadder(), WeisComparator()
    view = ladder.receive({"action": "set", "name": "color_temperature", "value": 70})
    assert view["notice"] is None
    assert weis.color_temperature == 70 and SHARED.color_temperature == 70


@pytest.mark.parametrize("kwargs", [{"lang": "xx"}, {"lang": 3}, {"contrast": 101}, {"grain": True},
                                    {"color_temperature": "warm"}])
def test_bad_values_are_refused_in_the_learners_language_and_change_nothing(kwargs):
    cardlearn.settings(lang="th", contrast=40)
    with pytest.raises(SettingsError) as info:
        cardlearn.settings(**kwargs)
    assert "ไม่" in str(info.value) or "อนุญาต" in str(info.value) or "ได้" in str(info.value)
    assert (SHARED.lang, SHARED.contrast, SHARED.grain) == ("th", 40, 50)
    assert get_language() == "th"


def test_bad_intent_on_the_bar_is_a_notice_and_changes_nothing():
    bar = cardlearn.settings(lang="en")
    view = bar.receive({"action": "set", "name": "lang", "value": "xx"})
    assert view["notice"]["kind"] == "error" and "xx" in view["notice"]["text"]
    assert SHARED.lang == "en"


def test_exercise_widget_speaks_the_exercises_language_without_a_bar():
    ex = exercise("bridge.undertricks.003", lang="da")
    assert ex.widget().view["lang"] == "da"
    teacher = exercise("bridge.undertricks.003", lang="da", teacher=True)
    assert teacher.widget().view["lang"] == "da"
    assert teacher.widget().view["actions"]["check"] != "Check"


def test_static_html_of_the_bar_is_in_the_lesson_language():
    bar = cardlearn.settings(lang="ko")
    html = bar.static_html()
    assert "이 강의의 설정" in html and 'lang="ko"' in html
    assert repr(bar) == "SettingsBar(lang='ko', contrast=50, grain=50, color_temperature=50)"


def test_the_lessons_answers_file_records_every_exercise_of_the_notebook(tmp_path):
    path = tmp_path / "answers.json"
    cardlearn.settings(lang="da", answers=str(path))
    widget = exercise_widget("bridge.undertricks.001")
    widget.receive({"action": "choose", "value": "-100"})
    widget.receive({"action": "check"})
    exercise("jass.table.001").check("E")
    exercise("jass.table.001", teacher=True).check("N")  # a teacher's view records nothing
    book = AnswerBook(path)
    assert book.ids == ["bridge.undertricks.001", "jass.table.001"]
    assert len(book.attempts("jass.table.001")) == 1
    frame = cardlearn.progress().to_frame().set_index("lesson")  # the lesson's file by default
    assert frame.loc["bridge-12", "solved"] == 1 and frame.loc["jass-14", "solved"] == 1


def test_a_wrong_answers_file_changes_nothing(tmp_path):
    cardlearn.settings(lang="th", answers=str(tmp_path / "a.json"))
    with pytest.raises(Exception) as caught:
        cardlearn.settings(lang="ko", answers=42)
    assert caught.value.key == "exercises.answers.bad_path" and "42" in str(caught.value)
    assert SHARED.lang == "th"
    from cardlearn.exercises.api import answers_file
    assert answers_file() == str(tmp_path / "a.json")
    with pytest.raises(SettingsError):
        cardlearn.settings(lang="xx", answers=str(tmp_path / "b.json"))
    assert answers_file() == str(tmp_path / "a.json")
