"""State flows one way: the front end writes settings only, checked; any other trait write is refused."""
from __future__ import annotations

import json
from typing import Any

import pytest

from cardlearn.widgets import BridgeTable, JassTable, UndertrickCalculator
from cardlearn.widgets.base import TableWidget


class Sent(list):
    """The messages a widget sends to the front end (the comm replaced by a recorder)."""


def record(widget: TableWidget) -> Sent:
    sent = Sent()
    widget._send = lambda msg, buffers=None: sent.append(msg)  # type: ignore[method-assign]
    return sent


def front_end_update(widget: TableWidget, state: dict[str, Any]) -> None:
    """What ipywidgets does with an ``update`` message from the front end."""
    widget._handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})


def snapshot(widget: TableWidget) -> str:
    view = {k: v for k, v in widget.view.items() if k not in ("notice", "ack", "version")}
    return repr(widget) + json.dumps(view, sort_keys=True, ensure_ascii=False) + \
        json.dumps([widget.lang, widget.contrast, widget.grain, widget.color_temperature])


def widgets() -> list[TableWidget]:
    return [BridgeTable(seed=3, ai_delay=0, lang="en"), JassTable(seed=3, ai_delay=0, lang="en"),
            UndertrickCalculator(lang="en")]


@pytest.mark.parametrize("index", range(3))
@pytest.mark.parametrize("state", [
    {"view": {"hacked": True}},
    {"view": {}},
    {"ai_delay": 0.0},
    {"lang": "th", "view": {}},  # all or nothing: the good setting is not applied either
    {"_esm": "alert(1)"},
    {"no_such_trait": 1},
])
def test_writes_to_anything_but_settings_are_refused_with_a_notice(index: int, state: dict[str, Any]) -> None:
    widget = widgets()[index]
    before = snapshot(widget)
    sent = record(widget)
    front_end_update(widget, state)
    assert snapshot(widget) == before
    assert widget.view["notice"]["kind"] == "error"
    assert "hacked" not in widget.view
    # The front end is told the kernel's values (its copy of "view" is replaced).
    synced = {name for message in sent if message.get("method") == "update" for name in message["state"]}
    assert "view" in synced


@pytest.mark.parametrize("state", [{"contrast": 999}, {"contrast": True}, {"grain": "50"},
                                   {"lang": "xx"}, {"lang": 5}, {"color_temperature": None}])
def test_settings_from_the_front_end_are_checked_with_a_notice(state: dict[str, Any]) -> None:
    widget = UndertrickCalculator(lang="da")
    before = snapshot(widget)
    sent = record(widget)
    front_end_update(widget, state)
    assert snapshot(widget) == before
    notice = widget.view["notice"]
    assert notice["kind"] == "error" and "intet er ændret" in notice["text"]  # in the table's language
    synced = {name for message in sent if message.get("method") == "update" for name in message["state"]}
    assert set(state) <= synced  # the slider or select goes back to the kernel's value


def test_good_settings_from_the_front_end_still_apply() -> None:
    widget = UndertrickCalculator(lang="en")
    front_end_update(widget, {"contrast": 70, "lang": "ko"})
    assert (widget.contrast, widget.lang) == (70, "ko")
    assert widget.view["lang"] == "ko" and widget.view["notice"] is None


def test_python_can_still_set_the_view_and_settings() -> None:
    widget = UndertrickCalculator(lang="en")
    widget.contrast = 20
    widget.lang = "tr"
    assert widget.view["lang"] == "tr"
