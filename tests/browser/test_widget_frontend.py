"""The widgets' ES modules in Chromium against a stub model (no Jupyter): drawing, clicks, keyboard, safety."""
from __future__ import annotations

import re

import pytest

from cardlearn.engine.theme import PALETTE
from cardlearn.widgets import BridgeTable
from conftest import mount_widget

PBN = "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"


class Passing:
    def choose_call(self, game, seat):
        return "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]


def make(**kwargs) -> BridgeTable:
    kwargs.setdefault("deal", PBN)
    kwargs.setdefault("ai_delay", 0)
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("players", {seat: Passing() for seat in "NEW"})
    return BridgeTable(**kwargs)


def click_card(page, locator, force: bool = False) -> None:
    # Cards overlap: click the visible corner, as a person does.
    locator.click(position={"x": 10, "y": 9}, force=force)


def test_root_carries_lang_shortcut_guard_and_live_region(page):
    widget = make(lang="da")
    mount_widget(page, widget)
    root = page.locator(".cl-root")
    assert root.get_attribute("lang") == "da"
    assert root.get_attribute("data-lm-suppress-shortcuts") is not None
    assert page.locator(".cl-root [aria-live]").count() >= 1
    assert page.locator("select[data-setting=lang]").count() == 1
    for name in ("contrast", "grain", "color_temperature"):
        assert page.locator(f"input[type=range][data-setting={name}]").count() == 1
    assert page.locator("[data-setting=vulnerability]").count() == 4
    assert page.locator(".cl-title").text_content() == "Bridgebord"


def test_every_visible_text_comes_from_the_view(page):
    widget = make(lang="ko")
    mount_widget(page, widget)
    page.click("[data-setting=vulnerability][data-value=None]")
    page.wait_for_selector("[data-call='1NT']")
    text = page.locator(".cl-root").inner_text()
    # Apart from notation (NT, HCP) and the languages' own names in the language menu,
    # the Korean table shows no Latin words.
    latin = set(re.findall(r"[A-Za-z]{3,}", text))
    assert latin <= {"NT", "HCP", "English", "Dansk", "Türkçe"}, latin


def test_outside_text_is_rendered_as_text_never_as_html(page):
    widget = make(board={"W": "<img src=x onerror=\"window.__pwned=1\">", "event": "<b>x</b>"})
    mount_widget(page, widget)
    plate = page.locator("[data-testid=seat-W]")
    assert "<img src=x" in plate.inner_text()
    assert page.locator(".cl-root img").count() == 0
    assert page.evaluate("() => window.__pwned") is None
    # A notice echoing a hostile action name stays text too.
    widget.receive({"action": "<svg onload=window.__pwned=2>"})
    page.evaluate("(v) => window.__setView(v)", widget.view)
    assert "<svg onload" in page.locator("[data-testid=notice]").inner_text()
    assert page.evaluate("() => window.__pwned") is None
    assert page.locator(".cl-notice svg").count() == 0


def test_bidding_box_shows_exactly_the_legal_calls_and_sends_intents(page):
    widget = make()
    mount_widget(page, widget)
    page.click("[data-setting=vulnerability][data-value=NS]")
    page.wait_for_selector("[data-call='1NT']")
    shown = page.eval_on_selector_all("[data-call]", "els => els.map(e => e.dataset.call)")
    assert sorted(shown) == sorted(widget.game.legal_calls())
    page.click("[data-call='1NT']")
    page.wait_for_selector(".cl-hand.is-active [data-card]")
    sent = page.evaluate("() => window.__sent")
    assert sent[0]["action"] == "vulnerability" and sent[1] == {"action": "call", "call": "1NT", "seq": 2}
    assert page.locator("[data-testid=contract]").inner_text().count("1NT") == 1


def test_illegal_cards_are_disabled_and_say_why_then_select_and_confirm(page):
    widget = make()
    mount_widget(page, widget)
    page.click("[data-setting=vulnerability][data-value=None]")
    page.click("[data-call='1NT']")
    page.wait_for_selector(".cl-hand.is-active [data-card]")
    illegal = page.locator(".cl-hand.is-active [data-card][aria-disabled=true]")
    assert illegal.count() > 0
    reason = illegal.first.get_attribute("title")
    assert "follow" in reason.lower() or "must" in reason.lower()
    click_card(page, illegal.first, force=True)  # aria-disabled: still clickable, refused by Python
    page.wait_for_selector("[data-testid=notice]")
    assert page.locator("[data-testid=notice]").inner_text().startswith(reason[:20])
    legal = page.locator(".cl-hand.is-active [data-card]:not([aria-disabled=true])")
    code = legal.first.get_attribute("data-card")
    click_card(page, legal.first)
    page.wait_for_selector(f"[data-card='{code}'][aria-pressed=true]")
    assert page.locator("[data-action=confirm]").is_visible()
    page.click("[data-action=confirm]")
    page.wait_for_function(f"() => !document.querySelector(\"[data-hand] [data-card='{code}']\")")
    assert code not in widget.game.hand("N")


def test_keyboard_tab_arrows_enter_select_and_confirm(page):
    widget = make()
    mount_widget(page, widget)
    page.click("[data-setting=vulnerability][data-value=None]")
    page.click("[data-call='1NT']")
    page.wait_for_selector(".cl-hand.is-active [data-card]")
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
    # focus survives the re-render, so a second Enter confirms
    assert page.evaluate("() => document.activeElement.dataset.card") == start
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => !document.querySelector(\"[data-hand] [data-card='{start}']\")")
    assert start not in widget.game.hand("N")


def test_tab_reaches_the_hand(page):
    widget = make(vulnerability="None")
    mount_widget(page, widget)
    page.click("[data-call='1NT']")
    page.wait_for_selector(".cl-hand.is-active [data-card]")
    page.locator("button[data-screen=table]").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('.cl-hand.is-active')"):
            break
    assert page.evaluate("() => document.activeElement.dataset.card")


def test_settings_controls_send_intents_and_apply_the_effects(page):
    widget = make()
    mount_widget(page, widget)
    root = page.locator(".cl-root")

    def var(name):
        return float(root.evaluate(f"el => getComputedStyle(el).getPropertyValue('{name}')"))

    assert var("--cl-contrast") == pytest.approx(1.0)
    page.locator("input[data-setting=contrast]").fill("100")
    page.wait_for_function("() => getComputedStyle(document.querySelector('.cl-root')).getPropertyValue('--cl-contrast').trim() === '1.4'")
    assert widget.contrast == 100
    page.locator("input[data-setting=grain]").fill("0")
    page.wait_for_function("() => getComputedStyle(document.querySelector('.cl-grain')).opacity === '0'")
    page.locator("input[data-setting=color_temperature]").fill("100")
    page.wait_for_function("() => parseFloat(getComputedStyle(document.querySelector('.cl-root')).getPropertyValue('--cl-warm')) > 0.2")
    filt = page.evaluate("() => getComputedStyle(document.querySelector('.cl-card-svg')).filter")
    assert "contrast(1.4)" in filt
    page.select_option("select[data-setting=lang]", "tr")
    page.wait_for_function("() => document.querySelector('.cl-root').getAttribute('lang') === 'tr'")
    assert page.locator(".cl-title").inner_text() == "Briç masası"
    assert widget.lang == "tr"


def test_rules_view_in_the_selected_language(page):
    widget = make(lang="th")
    mount_widget(page, widget)
    page.click("[data-screen=rules]")
    page.wait_for_selector("[data-testid=rules]")
    text = page.locator("[data-testid=rules]").inner_text()
    assert len(text) > 1500 and re.search(r"[\u0E00-\u0E7F]{20,}", text)


def test_both_decks_are_drawn_as_shapes(page, artifacts):
    widget = make()
    mount_widget(page, widget, live=False)
    counts = page.evaluate("""() => {
      const m = window.__module;
      const sheet = document.createElement('div');
      sheet.id = 'sheet';
      sheet.style.cssText = 'display:flex;flex-wrap:wrap;gap:6px;background:#1d5a39;padding:12px;width:820px';
      document.body.prepend(sheet);
      const out = {};
      const codes = ['SA','HK','DQ','CJ','ST','H7','D2','C9','EA','RK','SO','BU','ET','R9','S6','B8'];
      for (const code of codes) {
        const deck = 'ERSB'.includes(code[0]) && !['SA','ST'].includes(code) ? 'jass' : 'bridge';
        const box = document.createElement('div');
        box.style.width = '90px';
        box.append(m.cardSvg(code, {deck}));
        sheet.append(box);
        const svg = box.querySelector('svg');
        out[code] = {texts: Array.from(svg.querySelectorAll('text')).map(t => t.textContent),
                     shapes: svg.querySelectorAll('path,circle,ellipse').length,
                     pip: (svg.querySelector('[class^=cl-pip-]') || {}).getAttribute?.('class') || null};
      }
      const big = document.createElement('div');
      big.style.cssText = 'width:400px;display:flex;gap:8px';
      for (const code of ['EA','RA','SA','BA']) { const c = m.cardSvg(code, {deck:'jass'}); c.style.width='96px'; big.append(c); }
      sheet.append(big);
      return out;
    }""")
    for code in ("EA", "RK", "SO", "BU", "ET", "R9", "S6", "B8"):
        assert all(text in ("A", "K", "O", "U", "10", "9", "6", "8") for text in counts[code]["texts"]), counts[code]
        assert counts[code]["shapes"] >= 4
    assert {counts[c]["pip"] for c in ("EA", "RK", "SO", "BU")} == {
        "cl-pip-acorn", "cl-pip-rose", "cl-pip-shield", "cl-pip-bell"}
    page.locator("#sheet").screenshot(path=str(artifacts / "cards-both-decks.png"))


def test_four_colour_deck_changes_the_diamonds(page):
    widget = make(vulnerability="None")
    mount_widget(page, widget)
    # The colour as drawn: the theme's red, then its blue (cardlearn/engine/theme.py).
    color = "() => getComputedStyle(document.querySelector('[data-card^=D] svg text')).fill"
    assert page.evaluate(color) == rgb(PALETTE["red"])
    page.check("input[data-setting=four_color]")
    page.wait_for_function(f"() => ({color})() === '{rgb(PALETTE['blue'])}'")


def rgb(hex_colour: str) -> str:
    """A #rrggbb colour as the browser's computed style writes it."""
    red, green, blue = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def test_announcements_reach_the_live_region(page):
    widget = make()
    mount_widget(page, widget)
    page.click("[data-setting=vulnerability][data-value=None]")
    page.click("[data-call='1NT']")
    page.wait_for_function("() => document.querySelector('.cl-live').textContent.includes('contract')")


def test_fits_600_pixels_without_horizontal_scrolling(page, artifacts):
    widget = make(lang="th")
    mount_widget(page, widget, width=600)
    page.click("[data-setting=vulnerability][data-value=Both]")
    page.click("[data-call='1NT']")
    page.wait_for_selector(".cl-hand.is-active [data-card]")
    overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    page.screenshot(path=str(artifacts / "frontend-600px-th.png"), full_page=True, animations="disabled")


def test_every_control_keeps_jupyterlab_shortcuts_away(page):
    widget = make(vulnerability="None")
    mount_widget(page, widget)
    unguarded = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.cl-root button, .cl-root input, .cl-root select, .cl-root [tabindex]'))
        .filter(el => !el.hasAttribute('data-lm-suppress-shortcuts')).map(el => el.outerHTML.slice(0, 60))""")
    assert unguarded == []
