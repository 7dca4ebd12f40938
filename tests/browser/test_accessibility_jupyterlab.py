"""Accessibility audits of both tables in real JupyterLab + Chromium, in three languages.

- axe-core (WCAG 2.1 A and AA, plus best practice), run on the table at several
  moments of a deal: no serious or critical violation. The page body is given a
  height first: without it axe skips its colour-contrast rule inside JupyterLab.
- Colour contrast against the *real* background: axe cannot see the felt (it is a
  ``::before`` layer with grain and tint) and leaves those nodes "to review", so
  every text element of the table is measured here instead: its text colour
  (with the opacity of its ancestors) against the median of the pixels behind it,
  taken from a screenshot with all text made transparent. WCAG AA: 4.5:1, or 3:1
  for large text (24 px, or 18.66 px bold); inactive controls are exempt, as in WCAG.
"""
from __future__ import annotations

import io
import statistics
from pathlib import Path
from typing import Any

from PIL import Image
from conftest import ROUND_TRIP_MS

AXE = Path(__file__).resolve().parents[2] / ".cache" / "npm" / "node_modules" / "axe-core" / "axe.min.js"
LANGUAGES = ("th", "ko", "tr")

BRIDGE = ("from cardlearn.widgets import BridgeTable\n"
          "table = BridgeTable(seed=7, ai_delay=0, lang='th')\ntable")
JASS = ("from cardlearn.widgets import JassTable\n"
        "table = JassTable(seed=16, ai_delay=0, lang='th')\ntable")

RUN_AXE = """async () => {
  document.body.style.height = '100vh';
  const result = await axe.run(document.querySelector('.cl-root'), {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' :: ' + (n.failureSummary || '')),
  }));
}"""

# Every element of the table that shows text of its own: its box, text colour (alpha times the
# opacity of it and its ancestors) and whether it counts as large text.
TEXT_BOXES = """() => {
  const root = document.querySelector('.cl-root');
  const out = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('svg') || el.closest('.cl-live') || el.closest('.cl-sr-only')) continue;
    const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width < 2 || box.height < 2 || style.visibility === 'hidden' || style.display === 'none') continue;
    if (el.closest('[hidden]') || el.closest('option')) continue;
    // WCAG 1.4.3 exempts inactive controls (a greyed-out Undo before any move).
    if (el.closest('[aria-disabled=true], :disabled')) continue;
    let opacity = 1;
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    const match = style.color.match(/rgba?\\(([^)]+)\\)/);
    const [r, g, b, a = 1] = match[1].split(',').map(Number);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    out.push({
      text: el.textContent.trim().slice(0, 40), cls: el.className && el.className.baseVal === undefined ? el.className : '',
      x: box.x, y: box.y, w: box.width, h: box.height, color: [r, g, b], alpha: a * opacity,
      large: size >= 24 || (bold && size >= 18.66),
    });
  }
  return out;
}"""

HIDE_TEXT = """() => {
  const style = document.createElement('style');
  style.id = 'cl-hide-text';
  style.textContent = '.cl-root *, .cl-root *::before, .cl-root *::after { color: transparent !important;'
    + ' -webkit-text-fill-color: transparent !important; text-shadow: none !important;'
    + ' caret-color: transparent !important; } .cl-root :focus { outline: none !important; }';
  document.head.append(style);
}"""
SHOW_TEXT = "() => document.getElementById('cl-hide-text')?.remove()"


def luminance(rgb: tuple[float, float, float]) -> float:
    """WCAG relative luminance of an sRGB colour (0–255 channels)."""
    def channel(value: float) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """WCAG contrast ratio of two colours."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def low_contrast_texts(page: Any) -> list[str]:
    """Texts of the table below WCAG AA against the pixels actually behind them."""
    boxes = page.evaluate(TEXT_BOXES)
    page.evaluate(HIDE_TEXT)
    try:
        shot = Image.open(io.BytesIO(page.screenshot(full_page=True, animations="disabled"))).convert("RGB")
    finally:
        page.evaluate(SHOW_TEXT)
    scroll = page.evaluate("() => [window.scrollX, window.scrollY]")
    failures = []
    lowest = (99.0, "")
    for box in boxes:
        left, top = int(box["x"] + scroll[0]), int(box["y"] + scroll[1])
        right, bottom = int(left + box["w"]), int(top + box["h"])
        if right <= left or bottom <= top or right > shot.width or bottom > shot.height:
            continue
        pixels = list(shot.crop((left, top, right, bottom)).getdata())
        background = tuple(statistics.median(channel) for channel in zip(*pixels))
        alpha = max(0.0, min(1.0, box["alpha"]))
        text = tuple(alpha * c + (1 - alpha) * bg for c, bg in zip(box["color"], background))
        ratio = contrast(text, background)
        need = 3.0 if box["large"] else 4.5
        lowest = min(lowest, (ratio / need, f"{box['text']!r} {ratio:.2f}:1"))
        if ratio < need:
            failures.append(f"{box['text']!r} ({box['cls']}): {ratio:.2f} < {need} "
                            f"(text {tuple(round(c) for c in text)} on {tuple(round(c) for c in background)})")
    assert len(boxes) >= 10, f"only {len(boxes)} texts found in the table"
    print(f"{len(boxes)} texts measured; closest to the limit: {lowest[1]}")
    return failures


def audit(page: Any, moment: str) -> list[str]:
    """Serious or critical axe violations and low-contrast texts at this moment, described."""
    problems = [f"{moment}: axe {v['id']} ({v['impact']}): {v['help']} {v['nodes']}"
                for v in page.evaluate(RUN_AXE) if v["impact"] in ("serious", "critical")]
    problems += [f"{moment}: contrast {text}" for text in low_contrast_texts(page)]
    return problems


def switch_language(page: Any, lang: str) -> None:
    """Choose ``lang`` in the table's own settings bar and wait for the redraw."""
    page.select_option(".cl-root select[data-setting=lang]", lang)
    page.wait_for_function("(lang) => document.querySelector('.cl-root').getAttribute('lang') === lang",
                           arg=lang, timeout=ROUND_TRIP_MS)
    # The Thai and Korean fonts: laid out first, so the loads they need have started, then loaded.
    page.evaluate("() => { document.body.getBoundingClientRect(); return document.fonts.ready.then(() => true); }")


# 'play' when a hand of the learner's is to play, 'call' when the bidding box waits for the learner
# (the table has answered every intent sent), else false.
LEARNER_TURN = """() => {
  const root = document.querySelector('.cl-root');
  if (!root || root.dataset.pending !== root.dataset.ack) return false;
  if (document.querySelector('.cl-hand.is-active [data-card]')) return 'play';
  const pass = document.querySelector("[data-call='P']");
  return pass && !pass.disabled ? 'call' : false;
}"""


def load_axe(page: Any) -> None:
    assert AXE.exists(), f"{AXE} is missing: run tools/install-browser.sh"
    page.add_script_tag(path=str(AXE))


def test_bridge_table_has_no_serious_accessibility_problem(page, lab_notebook):
    page.set_viewport_size({"width": 1100, "height": 1300})
    lab_notebook("bridge-a11y.ipynb", BRIDGE, "[data-setting=vulnerability]")
    load_axe(page)
    problems = []
    for lang in LANGUAGES:
        switch_language(page, lang)
        problems += audit(page, f"{lang} setup")
    page.click("[data-setting=vulnerability][data-value=NS]")
    page.wait_for_selector("[data-call]", timeout=ROUND_TRIP_MS)
    for lang in LANGUAGES:
        switch_language(page, lang)
        problems += audit(page, f"{lang} auction")
    page.click("[data-call='3NT']")
    # The AI answers as its system says (a 3NT opening shows 25–27, so partner may bid on): the learner
    # passes whenever the auction comes back, until the play starts.
    for _ in range(8):
        turn = page.wait_for_function(LEARNER_TURN, timeout=ROUND_TRIP_MS).json_value()
        if turn == "play":
            break
        page.click("[data-call='P']")
    page.wait_for_selector(".cl-hand.is-active [data-card]", timeout=ROUND_TRIP_MS)
    for lang in LANGUAGES:
        switch_language(page, lang)
        problems += audit(page, f"{lang} play")
    assert not problems, "\n".join(problems)


def test_jass_table_has_no_serious_accessibility_problem(page, lab_notebook):
    page.set_viewport_size({"width": 1100, "height": 1400})
    lab_notebook("jass-a11y.ipynb", JASS, "[data-contract]")
    load_axe(page)
    problems = []
    for lang in LANGUAGES:
        switch_language(page, lang)
        problems += audit(page, f"{lang} contract")
    page.click("[data-contract=R]")
    page.wait_for_selector(".cl-hand.is-active [data-card]", timeout=ROUND_TRIP_MS)
    for lang in LANGUAGES:
        switch_language(page, lang)
        problems += audit(page, f"{lang} play")
    assert not problems, "\n".join(problems)
