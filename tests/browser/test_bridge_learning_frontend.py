"""The learning parts of both tables in Chromium with a stub model: 700 px clicks, axe-core, the review's look."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import mount_widget
from table_helpers import play_deal_clicking_every_legal_card

from cardlearn.widgets import BridgeTable, JassTable

PBN = "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"
AXE = Path(__file__).resolve().parents[2] / ".cache" / "npm" / "node_modules" / "axe-core" / "axe.min.js"
JASS_HANDS = {
    "S": ["E6", "E7", "E8", "RA", "SA", "BA", "R6", "S6", "B6"],
    "N": ["E9", "EU", "EK", "R9", "RU", "RK", "S9", "B8", "BO"],
    "E": ["ET", "EO", "EA", "R8", "RT", "RO", "ST", "SO", "B9"],
    "W": ["SU", "SK", "B7", "BT", "BU", "BK", "R7", "S7", "S8"],
}


class Passing:
    def choose_call(self, game, seat):
        return "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]


def bridge(lang="en", **kwargs) -> BridgeTable:
    return BridgeTable(PBN, vulnerability="None", dealer="S", ai_delay=0, lang=lang,
                       players={seat: Passing() for seat in "NEW"}, **kwargs)


def finished_bridge(lang="en") -> BridgeTable:
    table = bridge(lang)
    table.receive({"action": "call", "call": "2S"})
    while not table.game.is_over:
        view = table.view
        seat = next(s for s, hand in view["hands"].items() if hand.get("active"))
        card = [c["code"] for c in view["hands"][seat]["cards"] if c["legal"]][-1]
        table.receive({"action": "play", "card": card})
    return table


def test_every_legal_card_is_clicked_at_its_visible_centre_at_700_pixels(page):
    page.emulate_media(reduced_motion="reduce")
    table = bridge(one_click=False)
    table.receive({"action": "call", "call": "2S"})
    mount_widget(page, table, width=700)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 700
    # at 700 px a card is 46 px wide: a covered dummy card shows a 25 px strip, its whole corner index
    # (sampled on a 24-step grid, so the measured strip may read up to one step short)
    clicks = play_deal_clicking_every_legal_card(page, dummy_min=20.0)
    assert clicks >= 26 and table.game.is_over and len(table.game.tricks) == 13


def axe_violations(page) -> list[str]:
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run tools/install-browser.sh")
    page.add_script_tag(path=str(AXE))
    # A body with a height, so that axe can check the colour contrast of everything drawn.
    page.add_style_tag(content="html, body { min-height: 100%; height: auto; } body { min-height: 1200px; }")
    result = page.evaluate("""async () => {
      const r = await axe.run(document.querySelector('.cl-root'), { resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    }""")
    return [f"{v['id']} ({v['impact']}): {v['nodes']}" for v in result if v["impact"] in ("serious", "critical")]


def test_axe_finds_nothing_serious_in_the_bridge_table_while_playing(page):
    table = bridge()
    table.receive({"action": "call", "call": "2S"})
    mount_widget(page, table, width=900)
    assert axe_violations(page) == []


def test_axe_finds_nothing_serious_in_the_bridge_review_and_history(page):
    table = finished_bridge()
    table.receive({"action": "review-trick", "trick": 4})
    mount_widget(page, table, width=900)
    page.wait_for_selector('[data-testid="review"]')
    assert axe_violations(page) == []


def test_axe_finds_nothing_serious_in_the_jass_table(page):
    from cardlearn.widgets.jass_players import FirstLegalJassPlayer

    table = JassTable.from_hands(JASS_HANDS, forehand="S", ai_delay=0, lang="en",
                                 players={seat: FirstLegalJassPlayer() for seat in "NEW"})
    table.receive({"action": "contract", "value": "R"})
    mount_widget(page, table, width=900)
    page.wait_for_selector('[data-testid="weis-choice"]')
    assert axe_violations(page) == []


@pytest.mark.parametrize("lang", ["th", "ko"])
def test_review_screenshots_in_thai_and_korean(page, artifacts, lang):
    table = finished_bridge(lang)
    table.receive({"action": "review-trick", "trick": 5})
    mount_widget(page, table, width=900)
    panel = page.wait_for_selector('[data-testid="review"]')
    # Nothing in the review is wider than the panel (no clipped Thai or Korean words).
    overflow = page.evaluate("""() => { const p = document.querySelector('[data-testid="review"]');
      const box = p.getBoundingClientRect();
      return Array.from(p.querySelectorAll('*')).filter((el) => el.getBoundingClientRect().right > box.right + 1)
        .map((el) => el.className || el.tagName); }""")
    assert overflow == []
    panel.screenshot(path=str(artifacts / f"bridge-review-{lang}.png"))
    narrow = page.context.new_page()
    mount_widget(narrow, table, width=700)
    narrow.wait_for_selector('[data-testid="review"]').screenshot(path=str(artifacts / f"bridge-review-{lang}-700.png"))
    narrow.close()


def test_jass_weis_choice_one_click_and_undo_in_the_browser(page, artifacts):
    from cardlearn.widgets.jass_players import FirstLegalJassPlayer

    table = JassTable.from_hands(JASS_HANDS, forehand="S", ai_delay=0, lang="da", one_click=True,
                                 players={seat: FirstLegalJassPlayer() for seat in "NEW"})
    table.receive({"action": "contract", "value": "R"})
    mount_widget(page, table, width=900)
    box = page.wait_for_selector('[data-testid="weis-choice"]')
    assert "Weis" in box.inner_text()
    page.screenshot(path=str(artifacts / "jass-weis-choice-da.png"), full_page=True)
    page.uncheck('[data-testid="weis-choice"] input[data-action="weis"]')
    page.wait_for_function("() => !document.querySelector('[data-testid=\"weis-choice\"] input').checked")
    assert table.match.weis.by_seat["S"] == ()
    card = page.evaluate("() => document.querySelector('[data-hand=\"S\"] button.cl-card.is-legal').dataset.card")
    page.click(f'[data-hand="S"] [data-card="{card}"]', position={"x": 10, "y": 9})
    page.wait_for_function(f"() => !document.querySelector('[data-hand=\"S\"] [data-card=\"{card}\"]')")
    assert not page.query_selector('[data-testid="weis-choice"]')
    page.click('[data-action="undo"]')
    page.wait_for_selector(f'[data-hand="S"] [data-card="{card}"]')
    assert page.query_selector('[data-testid="weis-choice"] input') is not None
    assert table.match.weis.by_seat["S"] == ()  # the decision made before the card stays


class Script:
    """Calls from a script, then passes; plays the first legal card."""

    def __init__(self, calls):
        self.calls = list(calls)

    def choose_call(self, game, seat):
        return self.calls.pop(0) if self.calls else "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]


# West opens 2♣ on playing tricks (not on points): the review adds that reading to the public meaning.
TRICKS_2C = "W:AKQJ8765.AK.2.32 4.QJ4.KQJ543.AKQ 32.532.A.J987654 T9.T9876.T9876.T"


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_review_shows_the_public_meaning_and_the_ai_hands_reading(page, artifacts, lang):
    table = BridgeTable(TRICKS_2C, vulnerability="None", dealer="W", ai_delay=0, lang=lang,
                        players={"W": Script(["2C", "2S"]), "N": Script([]), "E": Script(["2D"])})
    table.receive({"action": "call", "call": "P"})
    table.receive({"action": "call", "call": "P"})
    while not table.game.is_over:
        view = table.view
        if view.get("claim") and view["claim"]["pending"]:
            table.receive({"action": "accept-claim"})
            continue
        seat = next(s for s, hand in view["hands"].items() if hand.get("active"))
        card = next(c["code"] for c in view["hands"][seat]["cards"] if c["legal"])
        table.receive({"action": "play", "card": card})
    cell = table.view["review"]["auction"]["rows"][0][0]
    assert cell["call"] == "2C" and cell["reading"]
    mount_widget(page, table, width=900)
    panel = page.wait_for_selector('[data-testid="review"]')
    page.click('[data-testid="review-auction"] [data-index="0"]')
    line = page.locator(".cl-review-meaning")
    line.filter(has_text=cell["reading"]).wait_for()
    assert cell["meaning"] in line.inner_text()
    panel.screenshot(path=str(artifacts / f"bridge-review-reading-{lang}.png"))
