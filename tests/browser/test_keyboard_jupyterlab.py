"""End to end by keyboard only: a whole bridge deal and a whole Schieber deal in JupyterLab + Chromium.

After every move (the learner's, then the AI's redraws) focus must still be inside
the table, and when the learner is to act the focused control must be the one
that acts (a call, a legal card, the Confirm button, a contract, the next-deal
button): at most two keystrokes from the next action. No mouse is used after
the first focus into the widget (which a learner does with Tab from the cell).
"""
from __future__ import annotations

import time
from typing import Any
from conftest import ROUND_TRIP_MS, START_MS

BRIDGE = ("from cardlearn.widgets import BridgeTable\n"
          "table = BridgeTable(seed=7, ai_delay=0, lang='en')\ntable")
JASS = ("from cardlearn.widgets import JassTable\n"
        "table = JassTable(seed=16, ai_delay=0, lang='en')\ntable")

SETTLED = """() => {
  const root = document.querySelector('.cl-root');
  return !!root && root.dataset.pending === root.dataset.ack;
}"""

# Where the focus is, described: inside the table at all, and what the focused element does.
FOCUS = """() => {
  const root = document.querySelector('.cl-root');
  const el = document.activeElement;
  return {
    inside: !!root && root.contains(el),
    call: el?.dataset?.call || null,
    card: el?.closest?.('.cl-hand.is-active') ? el.dataset.card || null : null,
    legal: el?.classList?.contains('is-legal') || false,
    pressed: el?.getAttribute?.('aria-pressed') === 'true',
    action: el?.dataset?.action || null,
    contract: el?.dataset?.contract || null,
    vul: el?.dataset?.value || null,
    tag: el?.tagName || null,
    cls: el?.className || null,
    phase: root?.dataset?.phase,
    turn: document.querySelector('[data-call]') ? 'call'
      : document.querySelector('[data-contract]') ? 'contract'
      : document.querySelector('.cl-hand.is-active [data-card].is-legal') ? 'card'
      : ['over', 'deal_over'].includes(root?.dataset?.phase) ? 'over' : null,
  };
}"""


def settle(page: Any) -> dict[str, Any]:
    """Wait until the view of the last key press is drawn; where the focus is then, and whose turn.

    Both are read in one evaluation, so they describe the same drawn view (the AI's
    moves may still arrive as later views).
    """
    page.wait_for_function(SETTLED, timeout=ROUND_TRIP_MS)
    # The table moves the focus as it draws: two frames later the drawn view has it.
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    return page.evaluate(FOCUS)


def press_towards(page: Any, selector: str, target: str) -> None:
    """Arrow-key the roving focus inside the group ``selector`` to the item matching ``target``."""
    index = page.evaluate("""([group, target]) => {
      const items = Array.from(document.querySelectorAll(group));
      return [items.indexOf(document.activeElement), items.findIndex((el) => el.matches(target))];
    }""", [selector, target])
    here, there = index
    assert here >= 0 and there >= 0, (selector, target, index)
    key = "ArrowRight" if there > here else "ArrowLeft"
    for _ in range(abs(there - here)):
        page.keyboard.press(key)
    assert page.evaluate(f"() => document.activeElement.matches({target!r})")


def play_card_by_keyboard(page: Any, focus: dict[str, Any]) -> None:
    """Enter on the focused legal card (one-click play), or Enter to select and Enter to confirm."""
    assert focus["card"] and focus["legal"], str(focus)
    code = focus["card"]
    page.keyboard.press("Enter")
    after = settle(page)
    assert after["inside"], after
    if after["card"] == code and after["pressed"]:  # select-then-confirm: the second keystroke plays
        page.keyboard.press("Enter")


def test_whole_bridge_deal_by_keyboard(page, lab_notebook, steady_focus):
    page.set_viewport_size({"width": 1100, "height": 1300})
    lab_notebook("bridge-keyboard.ipynb", BRIDGE, "[data-setting=vulnerability]")
    steady_focus("[data-setting=vulnerability][data-value=None]")
    page.keyboard.press("Enter")
    calls = cards = 0
    deadline = time.monotonic() + START_MS / 1000  # the double-dummy AI thinks up to a second a card
    while time.monotonic() < deadline:
        focus = settle(page)
        assert focus["inside"], f"focus left the table after {calls} calls and {cards} cards: {focus}"
        turn = focus["turn"]
        if turn == "over":
            break
        if turn is None:  # the AI's turn: its moves arrive as later views
            page.wait_for_function(f"() => ({FOCUS})().turn !== null", timeout=ROUND_TRIP_MS)
            continue
        if turn == "call":
            assert focus["call"], f"not on the bidding box when a call is due: {focus}"
            if calls == 0:
                press_towards(page, "button.cl-call", "[data-call='3NT']")
            else:
                page.keyboard.press("Home")  # Pass is the box's first call
                assert page.evaluate("() => document.activeElement.dataset.call") == "P"
            page.keyboard.press("Enter")
            calls += 1
        else:
            play_card_by_keyboard(page, focus)
            cards += 1
    else:
        raise AssertionError("the deal did not end")
    assert page.locator("[data-testid=score]").count() == 1
    assert cards >= 13, f"the learner (declarer) played only {cards} cards"
    final = settle(page)
    assert final["inside"] and final["action"] == "new-deal", final
    # The live region spoke the last trick and the result, once. Its news is a trait of its own that can
    # reach the browser a moment after the final view (seen on a loaded two-core machine), so wait for it.
    page.wait_for_function("() => document.querySelector('.cl-live').innerText.includes('Trick 13')",
                           timeout=ROUND_TRIP_MS)
    spoken = page.locator(".cl-live").inner_text()
    assert spoken.count("Trick 13") == 1, spoken


def test_whole_schieber_deal_by_keyboard(page, lab_notebook, steady_focus):
    page.set_viewport_size({"width": 1100, "height": 1400})
    lab_notebook("jass-keyboard.ipynb", JASS, "[data-contract]")
    steady_focus("[data-contract]:not([tabindex='-1'])")
    cards = 0
    chose = False
    deadline = time.monotonic() + START_MS / 1000  # the double-dummy AI thinks up to a second a card
    while time.monotonic() < deadline:
        focus = settle(page)
        assert focus["inside"], f"focus left the table after {cards} cards: {focus}"
        turn = focus["turn"]
        if turn == "over":
            break
        if turn is None:  # the AI's turn: its moves arrive as later views
            page.wait_for_function(f"() => ({FOCUS})().turn !== null", timeout=ROUND_TRIP_MS)
            continue
        if turn == "contract":
            assert focus["contract"], f"not on the contract choice: {focus}"
            press_towards(page, "[data-contract]", "[data-contract='R']")
            page.keyboard.press("Enter")
            chose = True
        else:
            play_card_by_keyboard(page, focus)
            cards += 1
    else:
        raise AssertionError("the deal did not end")
    assert chose and cards == 9
    final = settle(page)
    assert final["inside"] and final["action"] == "new-deal", final
