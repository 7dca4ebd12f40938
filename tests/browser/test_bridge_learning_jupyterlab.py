"""The BridgeTable as a place to learn, in a real JupyterLab with Chromium.

A whole deal where every legal card of both hands the learner plays (South and
the dummy North) is clicked at the centre of its visible part; one-click play,
a claim, stepping through the review, and the history after "New deal".
"""
from __future__ import annotations

from conftest import ROUND_TRIP_MS
from table_helpers import (
    ack,
    click_visible_centre,
    play_deal_clicking_every_legal_card,
    wait_learner_or_end,
)

PBN = "N:AQJ73.KT87.QT87. 2.53.K965.AKQ972 KT985.J92.42.T63 64.AQ64.AJ3.J854"
COLD = "N:AKQJ.AKQ.AKQ.AKQ 765.8765.8765.76 T98.JT9.JT9.JT98 432.432.432.5432"

SETUP = """
from cardlearn.widgets import BridgeTable

class Passing:
    def choose_call(self, game, seat):
        return "P"

    def choose_card(self, game, seat):
        return game.legal_cards()[0]

table = BridgeTable({deal!r}, vulnerability="None", dealer="S", ai_delay=0, lang={lang!r},
                    players={{seat: Passing() for seat in "NEW"}}, one_click={one_click})
table
"""


def call(page, code: str) -> None:
    before = ack(page)
    page.click(f'.cl-root button[data-call="{code}"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")


def test_every_legal_card_of_both_hands_is_clicked_at_its_visible_centre_for_a_whole_deal(
        page, lab_notebook, artifacts):
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size({"width": 1280, "height": 1000})
    lab_notebook("dummy_clicks.ipynb", SETUP.format(deal=PBN, lang="en", one_click=False),
                 '[data-call="2S"]')
    call(page, "2S")
    page.wait_for_selector('.cl-root [data-hand="N"] button.cl-card', timeout=ROUND_TRIP_MS)
    page.screenshot(path=str(artifacts / "bridge-dummy-jupyterlab.png"))
    clicks = play_deal_clicking_every_legal_card(page)
    assert clicks >= 26  # at least the 26 cards of North and South, each selected and confirmed
    page.wait_for_selector('.cl-root [data-testid="review"]')
    seats = page.evaluate("() => Array.from(document.querySelectorAll('.cl-root [data-testid=\"review-tricks\"] tbody tr[data-review-trick]')).length")
    assert seats == 13


def test_one_click_play_claim_review_and_history(page, lab_notebook, artifacts):
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size({"width": 1280, "height": 1000})
    lab_notebook("claim.ipynb", SETUP.format(deal=COLD, lang="en", one_click=True), '[data-call="7NT"]')
    call(page, "7NT")
    seat = wait_learner_or_end(page)
    assert seat == "N"  # West led; the learner plays the dummy's card
    code = page.evaluate("() => document.querySelector('.cl-root [data-hand=\"N\"] button.cl-card.is-legal').dataset.card")
    click_visible_centre(page, "N", code)  # one click plays it
    page.wait_for_function(f"() => !document.querySelector('.cl-root [data-hand=\"N\"] [data-card=\"{code}\"]')")

    # Claim all 13 tricks: the defenders accept a claim the solver proves.
    wait_learner_or_end(page)
    page.select_option('.cl-root [data-testid="claim"] select', "13")
    before = ack(page)
    page.click('.cl-root [data-action="claim"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
    review = page.wait_for_selector('.cl-root [data-testid="review"]')
    assert "+1520" in review.inner_text()
    assert page.evaluate("() => document.querySelector('.cl-root').dataset.phase") == "over"

    # Step back through the play and the auction, then jump to a trick from the list.
    step = lambda: int(page.get_attribute('.cl-root [data-testid="review-step"]', "data-step"))
    last = step()
    for expected in (last - 1, last - 2):
        before = ack(page)
        page.click('.cl-root [data-action="review-prev"]')
        page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
        assert step() == expected
    before = ack(page)
    page.click('.cl-root [data-action="review-next"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
    assert step() == last - 1
    before = ack(page)
    page.click('.cl-root [data-action="review-trick"][data-trick="1"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
    assert step() == 4 + 3  # four calls, then the three cards of trick 1 before the claim
    assert "Trick 1" in page.inner_text('.cl-root [data-testid="review-step"]')
    page.hover('.cl-root [data-testid="review-auction"] button[data-auction-call="7NT"]')
    assert page.get_attribute('.cl-root [data-testid="review-auction"] button[data-auction-call="7NT"]', "title")
    page.screenshot(path=str(artifacts / "bridge-review-jupyterlab.png"), full_page=True)

    # A new deal keeps the finished one in the history, with a replay button.
    before = ack(page)
    page.click('.cl-root [data-action="new-deal"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
    history = page.wait_for_selector('.cl-root [data-testid="history"]')
    rows = history.query_selector_all("tbody tr")
    assert len(rows) == 1 and "+1520" in rows[0].inner_text()
    before = ack(page)
    page.click('.cl-root [data-action="history-replay"][data-index="0"]')
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}")
    page.wait_for_selector('.cl-root button[data-call="7NT"]')


def test_a_restarted_kernel_is_reported_in_the_learners_language(page, lab_notebook):
    lab_notebook("kernel_gone.ipynb", SETUP.format(deal=PBN, lang="ko", one_click=False), '[data-call="2S"]')
    lost = page.locator('.cl-root [data-testid="connection-lost"]')
    assert lost.is_hidden()
    page.evaluate("() => { jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart(); }")
    lost.wait_for(state="visible", timeout=ROUND_TRIP_MS)  # no click needed: the restart itself is seen
    text = lost.inner_text()
    assert "Python" in text and "셀" in text  # Korean: run this cell again
    assert page.evaluate("() => document.querySelector('.cl-root').dataset.connection") == "lost"
