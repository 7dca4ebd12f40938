"""What a screen-reader user hears: every move, trick, score and notice once, in the learner's language."""
from __future__ import annotations

import re

from cardlearn.widgets import BridgeTable, JassTable


def heard(widget, action) -> str | None:
    """Run ``action``; the live text spoken for it (None when nothing new was said)."""
    before = widget.live.get("seq")
    action()
    return widget.live["text"] if widget.live.get("seq") != before else None


def test_bridge_calls_and_cards_are_spoken_once_each():
    table = BridgeTable(seed=7, ai_delay=0, lang="en")
    table.receive({"action": "vulnerability", "value": "None"})
    spoken = []
    table.observe(lambda change: spoken.append(change["new"]["text"]), names=["live"])
    table.receive({"action": "call", "call": "3NT"})
    # South's call with its own view, then the AI's calls and the opening lead: each once.
    assert spoken[0] == "South: 3NT."
    assert " ".join(spoken).count("South: 3NT") == 1
    # Each AI call once, in order (North's answer is the system's: a 3NT opening shows 25–27).
    assert re.match(r"West: Pass\. North: [^.]+\. East: Pass\.", spoken[1]), spoken[1]
    assert all(" ".join(spoken).count(f"{seat}:") == spoken[1].count(f"{seat}:") for seat in ("West", "East"))
    # A redraw for a setting or a language says nothing new.
    assert heard(table, lambda: table.receive({"action": "set", "name": "contrast", "value": 70})) is None
    assert heard(table, lambda: table.receive({"action": "set", "name": "lang", "value": "ko"})) is None


def test_a_refused_intent_is_spoken_as_its_notice_and_changes_nothing_else():
    table = BridgeTable(seed=7, ai_delay=0, lang="da")
    view_before = {k: v for k, v in table.view.items() if k not in ("notice", "ack", "version", "announce")}
    said = heard(table, lambda: table.receive({"action": "call", "call": "9NT"}))
    assert said is not None and said == table.view["notice"]["text"]
    assert {k: v for k, v in table.view.items()
            if k not in ("notice", "ack", "version", "announce")} == view_before
    # The same refusal again is news again (the learner pressed again).
    assert heard(table, lambda: table.receive({"action": "call", "call": "9NT"})) == said


def test_every_card_of_a_whole_bridge_deal_is_spoken_with_each_trick():
    table = BridgeTable(seed=7, ai_delay=0, lang="en")
    table.receive({"action": "vulnerability", "value": "None"})
    spoken = []
    table.observe(lambda change: spoken.append(change["new"]["text"]), names=["live"])
    for _ in range(60):
        view = table.view
        if view["phase"] == "over":
            break
        if view.get("bidding_box"):
            table.receive({"action": "call", "call": "P" if "3NT" in table.game.calls else "3NT"})
            continue
        hand = next(h for h in view["hands"].values() if h.get("active"))
        card = next(c["code"] for c in hand["cards"] if c.get("legal"))
        table.receive({"action": "select", "card": card})
        table.receive({"action": "confirm"})
    assert table.view["phase"] == "over"
    text = " ".join(spoken)
    assert len(re.findall(r"\bplays\b", text)) == 52, text[:400]
    assert len(re.findall(r"[Tt]rick \d+", text)) >= 13
    assert any(re.search(r"[+-]?\d{2,4}", part) for part in spoken[-1:])  # the score at the end


def test_jass_moves_tricks_and_scores_are_spoken_in_the_learners_language():
    table = JassTable(seed=16, ai_delay=0, lang="th")
    spoken = []
    table.observe(lambda change: spoken.append(change["new"]["text"]), names=["live"])
    table.receive({"action": "contract", "value": "R"})
    for _ in range(40):
        view = table.view
        if view["phase"] != "play":
            break
        hand = view["hands"]["S"]
        card = next(c["code"] for c in hand["cards"] if c.get("legal"))
        table.receive({"action": "select", "card": card})
        table.receive({"action": "confirm"})
    assert spoken and all(re.search(r"[\u0E00-\u0E7F]", text) for text in spoken)
    assert sum(text.count("♠") + text.count("ไพ่") for text in spoken) >= 1
