"""Helpers for the browser tests of the tables: clicking what a person sees, checking overlaps."""
from __future__ import annotations

from typing import Any
from conftest import ROUND_TRIP_MS

VISIBLE_PART = """([seat, code]) => {
  const el = document.querySelector(`.cl-root [data-hand="${seat}"] button.cl-card[data-card="${code}"]`);
  if (!el) return null;
  el.scrollIntoView({ block: "center", inline: "nearest" });
  const r = el.getBoundingClientRect();
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  const points = [];
  const steps = 24;
  for (let i = 1; i < steps; i += 1) {
    for (let j = 1; j < steps; j += 1) {
      const x = r.left + (r.width * i) / steps, y = r.top + (r.height * j) / steps;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.closest("button.cl-card") === el) {
        points.push([x, y]);
        minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
      }
    }
  }
  if (!points.length) return { visible: false };
  // The visible part's centre: its centroid, moved to the nearest point that is really visible
  // (a lifted neighbour can make the visible part an L shape).
  const cx = points.reduce((a, p) => a + p[0], 0) / points.length;
  const cy = points.reduce((a, p) => a + p[1], 0) / points.length;
  const [x, y] = points.reduce((best, p) => (Math.hypot(p[0] - cx, p[1] - cy) < Math.hypot(best[0] - cx, best[1] - cy) ? p : best));
  const atCentre = document.elementFromPoint(x, y);
  return { visible: true, x, y, width: maxX - minX + r.width / steps, height: maxY - minY + r.height / steps,
           share: points.length / ((steps - 1) * (steps - 1)),
           hit: !!atCentre && atCentre.closest("button.cl-card") === el };
}"""

OVERLAPS = """() => {
  const rect = (el) => el.getBoundingClientRect();
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const found = [];
  for (const caption of document.querySelectorAll(".cl-root .cl-trick-caption, .cl-root .cl-notice")) {
    const c = rect(caption);
    for (const other of document.querySelectorAll(".cl-root .cl-plate, .cl-root .cl-card")) {
      if (meet(c, rect(other))) found.push(`${caption.className} over ${other.className} ${other.dataset.card || other.dataset.seat || ""}`);
    }
  }
  return found;
}"""

ILLEGAL_SEE_THROUGH = """() => Array.from(document.querySelectorAll(".cl-root .cl-card.is-illegal, .cl-root .cl-card.is-illegal svg"))
  .filter((el) => Number(getComputedStyle(el).opacity) < 1).map((el) => el.closest("[data-card]")?.dataset.card)"""


def wait_learner_or_end(page: Any, timeout: int = ROUND_TRIP_MS) -> str | None:
    """Wait until the learner has a hand to play from (its seat) or the deal is over (None)."""
    page.wait_for_function(
        "() => { const r = document.querySelector('.cl-root');"
        " return r.dataset.phase === 'over' || !!r.querySelector('.cl-hand.is-active button.cl-card.is-legal'); }",
        timeout=timeout)
    return page.evaluate("() => document.querySelector('.cl-root .cl-hand.is-active')?.dataset.hand || null")


def ack(page: Any) -> int:
    """The seq of the last intent Python answered."""
    return int(page.evaluate("() => Number(document.querySelector('.cl-root').dataset.ack || 0)"))


def click_visible_centre(page: Any, seat: str, code: str, min_side: float = 18.0) -> dict[str, Any]:
    """Click ``code`` in ``seat``'s hand at the centre of its visible part, after checking that part."""
    part = page.evaluate(VISIBLE_PART, [seat, code])
    assert part and part["visible"], f"{code} in {seat}'s hand is not visible"
    assert part["hit"], f"the visible centre of {code} in {seat}'s hand belongs to another element"
    assert min(part["width"], part["height"]) >= min_side, f"only a sliver of {code} shows: {part}"
    before = ack(page)
    page.mouse.click(part["x"], part["y"])
    page.wait_for_function(f"() => Number(document.querySelector('.cl-root').dataset.ack || 0) > {before}",
                           timeout=ROUND_TRIP_MS)
    return part


def play_deal_clicking_every_legal_card(page: Any, dummy_min: float = 22.0) -> int:
    """Select every legal card by its visible centre, then play the last one (a second click): a whole deal.

    Returns the number of clicks. Checks on every turn that no caption covers a
    plate or a card and that dimmed cards are opaque.
    """
    clicks = 0
    for _ in range(40):
        seat = wait_learner_or_end(page)
        if seat is None:
            return clicks
        assert page.evaluate(OVERLAPS) == []
        assert page.evaluate(ILLEGAL_SEE_THROUGH) == []
        legal = page.evaluate(
            f"() => Array.from(document.querySelectorAll('.cl-root [data-hand=\"{seat}\"] button.cl-card.is-legal'))"
            ".map((b) => b.dataset.card)")
        for code in legal:
            click_visible_centre(page, seat, code, dummy_min if seat != "S" else 18.0)
            clicks += 1
            pressed = page.evaluate(
                f"() => document.querySelector('.cl-root [data-hand=\"{seat}\"] [data-card=\"{code}\"]')"
                "?.getAttribute('aria-pressed')")
            assert pressed == "true", f"clicking {code} did not select it"
        click_visible_centre(page, seat, legal[-1], dummy_min if seat != "S" else 18.0)  # confirm
        clicks += 1
        page.wait_for_function(
            f"() => !document.querySelector('.cl-root [data-hand=\"{seat}\"] [data-card=\"{legal[-1]}\"]')",
            timeout=ROUND_TRIP_MS)
    raise AssertionError("the deal did not finish")
