"""The tables' messages, layout and keyboard in Chromium with the real widget module and Python (issue #24).

The widget's ES module runs in Chromium with a stub model whose ``send`` goes to the
real ``widget.receive`` (see ``mount_widget``): a refused claim is drawn under the
Claim button (bounding boxes), a 1280×720 screen shows the status line, the hand,
the Claim button and the message together, the actions are one toolbar with arrow
keys, New deal hands the focus to the vulnerability choice, and the review shows
the cards held and who played what. ``test_table_messages_jupyterlab.py`` checks
the same in a real JupyterLab.
"""
from __future__ import annotations

from conftest import mount_widget

from cardlearn.widgets import BridgeTable

PBN = "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"
COLD = "N:AKQJ.AKQ.AKQ.AKQ 765.8765.8765.76 T98.JT9.JT9.JT98 432.432.432.5432"
WAIT = 30_000


class Passing:
    def choose_call(self, game, seat):
        return "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]


def table(deal: str) -> BridgeTable:
    return BridgeTable(deal, vulnerability="None", dealer="S", ai_delay=0, lang="en",
                       players={seat: Passing() for seat in "NEW"}, one_click=True)


def version(page) -> int:
    return int(page.evaluate("() => Number(document.querySelector('.cl-root').dataset.version || 0)"))


def click(page, selector: str, force: bool = False) -> None:
    """Click in the table and wait for the view Python sends back (force: a greyed-out button)."""
    before = version(page)
    page.click(f".cl-root {selector}", force=force)
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.version) > {before}",
                           timeout=WAIT)


def rect(page, selector: str) -> dict:
    return page.evaluate(f"() => {{ const r = document.querySelector('.cl-root {selector}').getBoundingClientRect();"
                         " return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; }")


def test_a_refused_claim_is_drawn_under_the_claim_button_and_all_fits_1280x720(page, artifacts):
    widget = table(PBN)
    widget.receive({"action": "call", "call": "2S"})
    mount_widget(page, widget, width=1280)
    page.set_viewport_size({"width": 1280, "height": 720})
    page.select_option('.cl-root [data-testid="claim"] select', "13")
    click(page, '[data-action="claim"]')
    notice, claim = rect(page, ".cl-notice"), rect(page, '[data-action="claim"]')
    assert "defenders do not accept" in page.inner_text(".cl-root .cl-notice")
    assert 0 <= notice["top"] - claim["bottom"] <= 40  # right under the Claim button
    assert notice["left"] <= claim["right"] and notice["right"] >= claim["left"]
    page.wait_for_function("() => document.querySelector('.cl-root .cl-live').innerText.includes('defenders')",
                           timeout=WAIT)
    for part in ('[data-testid="status"]', '[data-hand="S"]', '[data-action="claim"]', ".cl-notice"):
        box = rect(page, part)
        assert box["top"] >= 0 and box["bottom"] <= 720, (part, box)  # all on one screen
    page.screenshot(path=str(artifacts / "tablefix-frontend-refused-claim.png"))


def test_the_actions_are_one_toolbar_and_new_deal_hands_focus_to_the_vulnerability(page):
    widget = table(PBN)  # the auction starts with the learner: Undo is disabled
    mount_widget(page, widget, width=1280)
    tools = page.evaluate("() => [...document.querySelectorAll('.cl-root .cl-tools button')].map((b) =>"
                          " [b.dataset.action, b.getAttribute('tabindex'), b.getAttribute('aria-disabled') === 'true'])")
    assert page.get_attribute(".cl-root .cl-tools", "role") == "toolbar"
    assert [tab for _, tab, _ in tools].count("0") == 1
    usable = [action for action, _, disabled in tools if not disabled]
    assert "undo" not in usable and len(usable) >= 2
    page.focus('.cl-root .cl-tools button[tabindex="0"]')
    seen = []
    for _ in range(len(usable)):
        page.keyboard.press("ArrowRight")
        seen.append(page.evaluate("() => document.activeElement.dataset.action"))
    assert seen == usable[1:] + usable[:1]
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("() => document.activeElement.dataset.action") == usable[-1]
    assert page.evaluate("() => document.activeElement.getAttribute('tabindex')") == "0"  # the Tab stop follows
    while page.evaluate("() => document.activeElement.dataset.action") != "new-deal":
        page.keyboard.press("ArrowRight")
    before = version(page)
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.version) > {before}",
                           timeout=WAIT)
    assert page.evaluate("() => document.querySelector('.cl-root').dataset.phase") == "setup"
    page.wait_for_function("() => document.activeElement?.dataset?.setting === 'vulnerability'", timeout=WAIT)


def test_the_review_shows_the_cards_held_and_the_seat_of_each_trick_card(page, artifacts):
    widget = table(COLD)
    widget.receive({"action": "call", "call": "7NT"})
    widget.receive({"action": "claim", "tricks": 13})  # after West's lead: one card on the table
    mount_widget(page, widget, width=1280)
    page.set_viewport_size({"width": 1280, "height": 720})
    click(page, '[data-action="review-trick"][data-trick="1"]')
    counts = page.evaluate("() => Object.fromEntries([...document.querySelectorAll('.cl-root [data-review-hand]')]"
                           ".map((h) => [h.dataset.reviewHand, h.querySelectorAll('[data-card]').length]))")
    assert counts == {"N": 13, "E": 13, "S": 13, "W": 12}
    cards = page.evaluate("() => [...document.querySelectorAll('.cl-root .cl-review-trick-card')].map((c) =>"
                          " [c.dataset.seat, c.querySelector('.cl-review-trick-seat').innerText])")
    assert cards == [["W", "West"]]
    page.locator('.cl-root [data-testid="review-trick"]').scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "tablefix-frontend-review.png"))
    click(page, '[data-action="review-prev"]')
    assert page.evaluate("() => document.querySelectorAll('.cl-root [data-review-hand=\"W\"] [data-card]').length") == 13


def test_the_schieber_table_explains_a_refused_undo_under_its_buttons(page):
    from cardlearn.widgets import JassTable
    from cardlearn.widgets.jass_players import FirstLegalJassPlayer

    widget = JassTable(seed=4, ai_delay=0, lang="th", players={seat: FirstLegalJassPlayer() for seat in "NEW"})
    mount_widget(page, widget, width=1280)
    page.set_viewport_size({"width": 1280, "height": 720})
    assert page.get_attribute('.cl-root [data-action="undo"]', "aria-disabled") == "true"
    click(page, '[data-action="undo"]', force=True)  # nothing to undo yet: refused, and said where the learner clicked
    tools, notice = rect(page, ".cl-tools"), rect(page, ".cl-notice")
    assert 0 <= notice["top"] - tools["bottom"] <= 40
    assert notice["top"] >= 0 and notice["bottom"] <= 720
    assert page.evaluate("() => document.querySelectorAll('.cl-root .cl-tools [tabindex=\"0\"]').length") == 1
