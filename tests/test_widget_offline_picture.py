"""The picture a widget leaves for a notebook reopened without its kernel, and lesson 7's board switch.

In an IPython shell whose display publisher records every output: displaying a table gives the
live widget and, after it, a picture output with a display id and the run-the-cell line in the
learner's language; every new view of the table replaces that picture (``update_display``), so
the notebook JupyterLab saves holds the state last drawn.
"""
from __future__ import annotations

import pytest
from cardlearn.lessons import practice_file
from IPython.core.displaypub import CapturingDisplayPublisher
from IPython.core.interactiveshell import InteractiveShell

from cardlearn.engine import bridge
from cardlearn.exercises import exercise
from cardlearn.i18n import LANGUAGES, t
from cardlearn.widgets import BridgeTable, JassTable, TrickTrainer
from cardlearn.widgets.base import IntentError

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


@pytest.fixture
def outputs():
    """The outputs a notebook cell would receive, in order."""
    shell = InteractiveShell.instance()
    publisher = CapturingDisplayPublisher()
    saved, shell.display_pub = shell.display_pub, publisher
    try:
        yield publisher.outputs
    finally:
        shell.display_pub = saved


def pictures(outputs):
    return [out for out in outputs if "cl-offline-picture" in out["data"].get("text/html", "")]


def test_a_displayed_table_is_followed_by_its_picture_with_the_run_again_line(outputs):
    table = BridgeTable(seed=7, ai_delay=0, lang="ko")
    table._ipython_display_()
    assert len(outputs) == 2
    live, picture = outputs
    assert WIDGET_VIEW in live["data"] and "text/html" not in live["data"]
    html = picture["data"]["text/html"]
    assert "cl-offline-picture" in html and picture["transient"]["display_id"]
    assert t("widgets.picture.run_again", "ko") in html
    assert 'lang="ko"' in html


def test_the_picture_follows_the_state_of_the_table(outputs):
    table = BridgeTable(seed=7, ai_delay=0, lang="en")
    table._ipython_display_()
    first = pictures(outputs)[0]
    display_id = first["transient"]["display_id"]
    table.receive({"action": "vulnerability", "value": "None"})
    updates = [out for out in outputs if out["update"]]
    assert updates, "no picture update after a new view"
    last = updates[-1]
    assert last["transient"]["display_id"] == display_id
    assert last["data"]["text/html"] == table.offline_html()
    assert last["data"]["text/html"] != first["data"]["text/html"]
    # Nothing is sent when the picture does not change (a refused intent with no new words).
    count = len(outputs)
    table.publish()
    assert len(outputs) == count


def test_a_table_displayed_twice_keeps_both_pictures_current(outputs):
    table = JassTable(seed=4, ai_delay=0, lang="da")
    table._ipython_display_()
    table._ipython_display_()
    ids = {out["transient"]["display_id"] for out in pictures(outputs)}
    assert len(ids) == 2
    table.lang = "tr"
    updated = {out["transient"]["display_id"] for out in outputs if out["update"]}
    assert updated == ids
    assert t("widgets.picture.run_again", "tr") in outputs[-1]["data"]["text/html"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_run_again_line_is_in_every_language(lang):
    html = TrickTrainer("jass", seed=9, lang=lang).offline_html()
    line = t("widgets.picture.run_again", lang)
    assert line and line in html and "Shift+Enter" in line
    if lang != "en":
        assert line != t("widgets.picture.run_again", "en")


def test_an_exercise_shown_in_a_cell_gets_its_picture_too(outputs):
    ex = exercise("bridge.table.001", lang="th")
    InteractiveShell.instance().display_formatter.format(ex)  # what the displayhook does first
    ex._ipython_display_()
    assert WIDGET_VIEW in outputs[0]["data"]
    assert t("widgets.picture.run_again", "th") in pictures(outputs)[0]["data"]["text/html"]


def test_the_kernel_lost_overlay_texts_come_in_the_view():
    view = BridgeTable(seed=1, lang="th").view
    assert view["connection"] == {"title": t("widgets.kernel.lost.title", "th"),
                                  "lost": t("widgets.kernel.lost.body", "th")}


def test_play_board_changes_the_deal_of_the_same_table():
    boards = bridge.load_boards(practice_file())
    table = BridgeTable.from_pbn(practice_file(), board=1, ai_delay=0)
    assert sorted(table.deal.hand("S")) == sorted(boards[0].deal.hand("S"))
    table.play_board(practice_file(), board=3)
    assert sorted(table.deal.hand("S")) == sorted(boards[2].deal.hand("S"))
    assert table.vulnerability == boards[2].vulnerability
    before = table.deal
    with pytest.raises(IntentError):
        table.play_board(practice_file(), board=99)
    assert table.deal is before
