"""End to end: JupyterLab + Chromium play one Schieber deal by clicks to its score (Weis shown), then Thai.

Prints the time from a click to the updated view (measured in the page: the
intent's ``seq`` comes back as the view's ``ack``), excluding AI thinking:
Python publishes the learner's move before the AI seats act.
"""
from __future__ import annotations

import re
import statistics
from conftest import ROUND_TRIP_MS

SEED = 16  # South is forehand of the first deal; South and East both hold a three-card sequence
NOTEBOOK = {
    "cells": [{
        "cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
        "source": ["from cardlearn.widgets import JassTable\n",
                   f"table = JassTable(seed={SEED}, ai_delay=0, lang='en')\n", "table"],
    }],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}
LEGAL = ".cl-hand.is-active [data-card]:not([aria-disabled=true])"
SETTLED = """() => {
  const root = document.querySelector('.cl-root');
  if (!root || root.dataset.pending !== root.dataset.ack) return false;
  return !!(document.querySelector('[data-action=new-deal]') || document.querySelector('[data-contract]')
    || document.querySelector('.cl-hand.is-active [data-card]:not([aria-disabled=true])')
    || root.dataset.phase === 'over');
}"""
def test_one_schieber_deal_by_clicks_with_weis_then_thai(page, lab_notebook, artifacts, roundtrip):
    page.set_viewport_size({"width": 1100, "height": 1400})
    lab_notebook("jass-e2e.ipynb", NOTEBOOK, "[data-contract]")
    root = page.locator(".cl-root")
    assert root.get_attribute("data-lm-suppress-shortcuts") is not None
    assert page.locator("[data-contract]").count() == 7
    root.screenshot(path=str(artifacts / "jass-e2e-1-contract.png"), animations="disabled")

    times = [roundtrip(page, lambda: page.click("[data-contract=R]"), "contract R")]
    page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)
    assert "roses trump" in page.locator("[data-testid=contract]").inner_text()
    assert page.locator("[data-testid=multiplier]").inner_text() == "×1"

    cards_played = 0
    weis_seen = ""
    for _ in range(12):
        page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)
        if page.locator("[data-action=new-deal]").count() or root.get_attribute("data-phase") == "over":
            break
        card = page.locator(LEGAL).first
        code = card.get_attribute("data-card")
        times.append(roundtrip(page, lambda: card.click(position={"x": 9, "y": 12}), f"select {code}"))
        page.wait_for_selector(f"[data-card='{code}'][aria-pressed=true]")
        times.append(roundtrip(page, lambda: page.click("[data-action=confirm]"), f"confirm {code}"))
        cards_played += 1
        if cards_played == 1:
            # South led; the three AI cards complete the first trick and the Weis are compared.
            page.wait_for_selector("[data-testid=weis-result]", timeout=ROUND_TRIP_MS)
            weis_seen = page.locator("[data-testid=weis-result]").inner_text()
            assert page.locator("[data-testid=weis-S]").is_visible()
            assert page.locator("[data-testid=weis-E]").is_visible()
            root.screenshot(path=str(artifacts / "jass-e2e-2-weis.png"), animations="disabled")
    assert cards_played == 9
    assert "beats" in weis_seen and "three-card sequence" in weis_seen

    # The deal's score: the breakdown, the live match score and the record.
    assert page.locator("[data-testid=deal-score]").count() == 1
    ns = int(page.locator("[data-testid=deal-total-NS]").inner_text())
    ew = int(page.locator("[data-testid=deal-total-EW]").inner_text())
    assert ns + ew >= 157
    match_ns = int(page.locator("[data-testid=match-points-NS]").inner_text().split("/")[0])
    match_ew = int(page.locator("[data-testid=match-points-EW]").inner_text().split("/")[0])
    assert (match_ns, match_ew) == (ns, ew)
    assert page.locator("[data-testid=tricks] tbody tr").count() == 9
    assert page.locator("[data-testid=record] tbody tr").count() == 1
    assert "Deal 1 is over" in page.locator("[data-testid=status]").inner_text()
    root.screenshot(path=str(artifacts / "jass-e2e-3-score.png"), animations="disabled")

    # Language switch: every visible word in Thai (Swiss German Jass words stay).
    times.append(roundtrip(page, lambda: page.select_option("select[data-setting=lang]", "th"), "lang th"))
    page.wait_for_function("() => document.querySelector('.cl-root').getAttribute('lang') === 'th'")
    assert page.locator(".cl-title").inner_text() == "โต๊ะ Schieber"
    assert page.locator("[data-testid=match-score] h3").inner_text() == "แต้มแมตช์"
    assert re.search(r"[\u0E00-\u0E7F]", page.locator("[data-testid=status]").inner_text())
    assert re.search(r"[\u0E00-\u0E7F]", page.locator("[data-testid=weis-result]").inner_text())
    visible = root.inner_text()
    for english in ("Match score", "South", "Trick", "Next deal", "roses trump", "Card points", "beats"):
        assert english not in visible, english
    root.screenshot(path=str(artifacts / "jass-e2e-4-thai.png"), animations="disabled")

    # And on to the next deal.
    times.append(roundtrip(page, lambda: page.click("[data-action=new-deal]"), "next deal"))
    page.wait_for_function("() => document.querySelector('.cl-root').dataset.phase !== 'deal_over'")

    median, worst = statistics.median(times), max(times)
    summary = (f"Jass click-to-updated-view over {len(times)} clicks: median {median:.1f} ms, "
               f"p90 {sorted(times)[int(len(times) * 0.9)]:.1f} ms, max {worst:.1f} ms")
    print("\n" + summary)
    (artifacts / "jass-e2e-timing.txt").write_text(summary + "\n" + "\n".join(roundtrip.log) + "\n", encoding="utf-8")
    # The target is 100 ms (printed above); the assertion leaves room for a loaded CI machine.
    assert median < 300, f"median click-to-view {median:.1f} ms"
