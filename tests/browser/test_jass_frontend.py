"""The JassTable's ES module in Chromium against a stub model (no Jupyter): drawing, clicks, keyboard, safety."""
from __future__ import annotations

import re

import pytest

from cardlearn.widgets import JassTable
from conftest import mount_widget

WEIS_HANDS = {
    "S": ["EA", "EK", "EO", "EU", "R6", "S6", "S8", "BA", "B9"],   # a four-card sequence: 50
    "E": ["RA", "RK", "RO", "ET", "E9", "S7", "B7", "BT", "SK"],   # a three-card sequence: 20
    "N": ["E8", "E6", "RU", "R9", "R7", "SA", "SU", "S9", "BK"],
    "W": ["E7", "RT", "R8", "SO", "ST", "BO", "BU", "B8", "B6"],
}
LEGAL = ".cl-hand.is-active [data-card]:not([aria-disabled=true])"


class FirstLegal:
    def choose_contract(self, match, seat):
        return "E"

    def choose_card(self, match, seat):
        return match.legal_cards(seat)[0]


def make(seed=5, **kwargs) -> JassTable:
    """Seed 5: South is forehand of the first deal."""
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("players", {seat: FirstLegal() for seat in "NEW"})
    return JassTable(seed=seed, **kwargs)


def weis_table(**kwargs) -> JassTable:
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("players", {seat: FirstLegal() for seat in "NEW"})
    return JassTable.from_hands(WEIS_HANDS, forehand="S", **kwargs)


def click_card(page, locator, force: bool = False) -> None:
    # Cards overlap: click the visible corner, as a person does.
    locator.click(position={"x": 9, "y": 12}, force=force)


def play_card(page, code: str) -> None:
    click_card(page, page.locator(f"[data-card='{code}']"))
    page.wait_for_selector(f"[data-card='{code}'][aria-pressed=true]")
    page.click("[data-action=confirm]")
    page.wait_for_function("(c) => !document.querySelector(`[data-hand] [data-card='${c}']`)", arg=code)


def test_root_lang_shortcut_guard_live_region_settings_and_score(page):
    widget = make(lang="da")
    mount_widget(page, widget)
    root = page.locator(".cl-root")
    assert root.get_attribute("lang") == "da"
    assert root.get_attribute("data-lm-suppress-shortcuts") is not None
    assert page.locator(".cl-root [aria-live]").count() >= 1
    assert page.locator("select[data-setting=lang]").count() == 1
    for name in ("contrast", "grain", "color_temperature"):
        assert page.locator(f"input[type=range][data-setting={name}]").count() == 1
    assert page.locator(".cl-title").text_content() == "Schieber-bord"
    score = page.locator("[data-testid=match-score]")
    assert "0 / 3000" in score.inner_text()
    bars = page.locator("[data-testid=match-score] [role=progressbar]")
    assert bars.count() == 2 and bars.first.get_attribute("aria-valuemax") == "3000"


def test_contract_choice_shows_multipliers_and_sends_the_intent(page):
    widget = make()
    mount_widget(page, widget)
    buttons = page.locator("[data-contract]")
    assert buttons.count() == 7
    shown = page.eval_on_selector_all("[data-contract]", "els => els.map(e => e.dataset.contract)")
    assert shown == ["E", "R", "S", "B", "obenabe", "undenufe", "push"]
    assert "×4" in page.locator("[data-contract=undenufe]").inner_text()
    assert page.locator("[data-contract=E] svg .cl-pip-acorn").count() == 1  # the suit is drawn
    page.click("[data-contract=S]")
    page.wait_for_selector("[data-testid=multiplier]")
    assert page.locator("[data-testid=multiplier]").inner_text() == "×2"
    assert "shields trump" in page.locator("[data-testid=contract]").inner_text()
    sent = page.evaluate("() => window.__sent")
    assert sent == [{"action": "contract", "value": "S", "seq": 1}]
    assert page.locator("[data-contract]").count() == 0


def test_illegal_cards_are_disabled_with_the_reason_then_select_and_confirm(page):
    widget = make(seed=1)  # West is forehand; South plays the fourth card of trick 1
    mount_widget(page, widget)
    illegal = page.locator(".cl-hand.is-active [data-card][aria-disabled=true]")
    assert illegal.count() > 0
    reason = illegal.first.get_attribute("title")
    assert "play" in reason.lower()
    assert reason in illegal.first.text_content()
    click_card(page, illegal.first, force=True)  # aria-disabled keeps it focusable; Python refuses it
    page.wait_for_selector("[data-testid=notice]")
    assert page.locator("[data-testid=notice]").inner_text().startswith(reason[:25])
    legal = page.locator(LEGAL)
    code = legal.first.get_attribute("data-card")
    click_card(page, legal.first)
    page.wait_for_selector(f"[data-card='{code}'][aria-pressed=true]")
    assert page.locator("[data-action=confirm]").is_visible()
    assert page.locator("[data-testid=notice]").count() == 0
    page.click("[data-action=confirm]")
    page.wait_for_function("(c) => !document.querySelector(`[data-hand] [data-card='${c}']`)", arg=code)
    assert code not in widget.match.hands["S"]
    assert re.search(r"takes trick 1: \d+ points?", page.locator(".cl-live").text_content())


def test_keyboard_arrows_and_enter_select_and_confirm(page):
    widget = make()
    mount_widget(page, widget)
    page.click("[data-contract=obenabe]")
    page.wait_for_selector(LEGAL)
    first = page.locator(".cl-hand.is-active [tabindex='0']")
    assert first.count() == 1
    first.focus()
    start = page.evaluate("() => document.activeElement.dataset.card")
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("() => document.activeElement.dataset.card")
    assert moved != start
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("() => document.activeElement.dataset.card") == start
    page.keyboard.press("Enter")
    page.wait_for_selector(f"[data-card='{start}'][aria-pressed=true]")
    assert page.evaluate("() => document.activeElement.dataset.card") == start
    page.keyboard.press("Enter")
    page.wait_for_function("(c) => !document.querySelector(`[data-hand] [data-card='${c}']`)", arg=start)
    assert start not in widget.match.hands["S"]


def test_weis_is_shown_at_the_first_trick_with_the_comparison(page, artifacts):
    widget = weis_table()
    mount_widget(page, widget)
    page.click("[data-contract=B]")
    page.wait_for_selector("[data-testid=weis-S]")
    assert "four-card sequence · 50" in page.locator("[data-testid=weis-S]").inner_text()
    assert page.locator("[data-testid=weis-E]").count() == 0  # East has not played yet
    play_card(page, "EA")
    page.wait_for_selector("[data-testid=weis-result]")
    result = page.locator("[data-testid=weis-result]").inner_text()
    assert "beats" in result and "the points decide" in result and "50 × 2 = 100" in result
    assert "three-card sequence · 20" in page.locator("[data-testid=weis-E]").inner_text()
    assert page.locator("[data-testid=weis] .cl-jass-chip").count() == 4  # the scoring Weis is shown
    assert page.locator("[data-testid=deal-score] [data-part=weis]").inner_text().split() == ["Weis", "50", "0"]
    page.locator(".cl-root").screenshot(path=str(artifacts / "jass-frontend-weis.png"), animations="disabled")


def test_a_whole_deal_reaches_its_score_and_the_next_deal(page):
    widget = make()
    mount_widget(page, widget)
    page.click("[data-contract=R]")
    for _ in range(9):
        page.wait_for_selector(LEGAL)
        play_card(page, page.locator(LEGAL).first.get_attribute("data-card"))
    page.wait_for_selector("[data-action=new-deal]")
    assert page.locator("[data-testid=deal-total-NS]").count() == 1
    total = int(page.locator("[data-testid=deal-total-NS]").inner_text()) + \
        int(page.locator("[data-testid=deal-total-EW]").inner_text())
    assert total >= 157
    assert page.locator("[data-testid=tricks] tbody tr").count() == 9
    assert page.locator("[data-testid=record] tbody tr").count() == 1
    ns = int(page.locator("[data-testid=match-points-NS]").inner_text().split("/")[0])
    assert ns == int(page.locator("[data-testid=deal-total-NS]").inner_text())
    page.click("[data-action=new-deal]")
    page.wait_for_function("() => document.querySelector('.cl-root').dataset.phase !== 'deal_over'")
    assert page.locator("[data-action=new-deal]").count() == 0


def test_hint_shows_the_recommendation(page):
    widget = make(players=None)
    mount_widget(page, widget)
    page.click("[data-action=hint]")
    page.wait_for_selector("[data-testid=hint]")
    assert re.match(r"(Choose|Push)", page.locator("[data-testid=hint]").inner_text())


def test_outside_text_stays_text(page):
    widget = make()
    mount_widget(page, widget)
    widget.receive({"action": "<img src=x onerror=\"window.__pwned=1\">"})
    page.evaluate("(v) => window.__setView(v)", widget.view)
    assert "<img src=x" in page.locator("[data-testid=notice]").inner_text()
    assert page.locator(".cl-root img").count() == 0
    assert page.evaluate("() => window.__pwned") is None


def test_thai_table_shows_no_english_words(page):
    widget = make(lang="th")
    mount_widget(page, widget)
    page.click("[data-contract=E]")
    page.wait_for_selector(LEGAL)
    text = page.locator(".cl-root").inner_text()
    latin = set(re.findall(r"[A-Za-z]{3,}", text))
    swiss = {"Schieber", "Jass", "Weis", "Stöck", "Obenabe", "Undenufe", "Buur", "Nell", "Match", "Schneider",
             "Ass", "König", "Ober", "Under", "Banner"}  # the Swiss card names, read out to screen readers
    assert latin <= swiss | {"English", "Dansk", "Türkçe", "St"}, latin - swiss
    assert re.search(r"[\u0E00-\u0E7F]", page.locator("[data-testid=status]").inner_text())
    page.click("[data-screen=rules]")
    page.wait_for_selector("[data-testid=rules]")
    rules = page.locator("[data-testid=rules]").inner_text()
    assert len(rules) > 2500 and re.search(r"[\u0E00-\u0E7F]{20,}", rules)


def test_settings_apply_their_effects(page):
    widget = make()
    mount_widget(page, widget)
    page.locator("input[data-setting=contrast]").fill("100")
    page.wait_for_function("() => getComputedStyle(document.querySelector('.cl-root')).getPropertyValue('--cl-contrast').trim() === '1.4'")
    page.locator("input[data-setting=grain]").fill("0")
    page.wait_for_function("() => getComputedStyle(document.querySelector('.cl-grain')).opacity === '0'")
    page.select_option("select[data-setting=lang]", "ko")
    page.wait_for_function("() => document.querySelector('.cl-root').getAttribute('lang') === 'ko'")
    assert page.locator(".cl-title").inner_text() == "Schieber 테이블"
    assert widget.contrast == 100 and widget.grain == 0 and widget.lang == "ko"


def test_swiss_cards_are_drawn_in_the_hand(page):
    widget = make()
    mount_widget(page, widget)
    pips = page.eval_on_selector_all("[data-hand=S] svg [class^=cl-pip-]", "els => els.map(e => e.getAttribute('class'))")
    assert len(pips) >= 9 * 3 and set(pips) <= {"cl-pip-acorn", "cl-pip-rose", "cl-pip-shield", "cl-pip-bell"}


@pytest.mark.parametrize("name", ["th-contract", "en-weis"])
def test_fits_600_pixels_without_horizontal_scrolling(page, artifacts, name):
    widget = make(lang="th") if name == "th-contract" else weis_table()
    mount_widget(page, widget, width=600)
    if name == "en-weis":
        page.click("[data-contract=B]")
        page.wait_for_selector(LEGAL)
        play_card(page, "EA")
        page.wait_for_selector("[data-testid=weis-result]")
    overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, name
    page.screenshot(path=str(artifacts / f"jass-frontend-600px-{name}.png"), full_page=True, animations="disabled")


def test_every_control_keeps_jupyterlab_shortcuts_away(page):
    widget = make(seed=1)
    mount_widget(page, widget)
    unguarded = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.cl-root button, .cl-root input, .cl-root select, .cl-root [tabindex]'))
        .filter(el => !el.hasAttribute('data-lm-suppress-shortcuts')).map(el => el.outerHTML.slice(0, 60))""")
    assert unguarded == []
