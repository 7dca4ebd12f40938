"""Lesson widgets' feedback says only what applies now: no "press next step" once every step is shown."""
from __future__ import annotations

import pytest

from cardlearn.i18n import LANGUAGES, t
from cardlearn.widgets import WeisComparator
from cardlearn.widgets.lesson_base import feedback


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("right", [True, False])
def test_weis_feedback_after_show_all_steps_no_longer_asks_for_the_next_step(lang, right):
    widget = WeisComparator(seed=3, lang=lang)
    winner = widget.report.winner or "none"
    guess = winner if right else next(team for team in ("NS", "EW", "none") if team != winner)
    before = widget.receive({"action": "guess", "team": guess})
    step = t("widgets.lessons.action.step", lang)
    walk = t("widgets.lessons.weis.walk" if right else "widgets.lessons.weis.think", lang)
    assert walk in before["feedback"]["lines"] or walk[:-1] in " ".join(before["feedback"]["lines"])
    after = widget.receive({"action": "all"})
    assert after["more"] is False
    text = " ".join(after["feedback"]["lines"])
    assert step not in text and walk not in after["feedback"]["lines"]
    done = t("widgets.lessons.weis.walk_done" if right else "widgets.lessons.weis.think_done", lang)
    assert done in after["feedback"]["lines"]


def test_a_feedback_block_never_repeats_a_line():
    block = feedback("info", "Answer", ["Cards you may play: ♥Q ♥4", "Rule", "Cards you may play: ♥Q ♥4",
                                        None, "Answer"], "en")
    assert block["lines"] == ["Cards you may play: ♥Q ♥4", "Rule"]
