// Cards drawn as SVG, crisp at any size: the French deck (♠ ♥ ♦ ♣, optional four
// colours) and the Swiss deck, whose suits — acorns, roses, shields, bells — are
// drawn as shapes, not letters. A card code is suit letter + rank letter
// (bridge "SA", "HT"; Schieber "EU", "R7", "BT"); the rank glyph is notation
// (T is shown as 10), every name a learner reads comes from the view.

import { h, roving, s } from "./common.js";

// The theme's colours (cardlearn/engine/theme.py, set on .cl-root as CSS custom properties).
const INK = "var(--cl-ink)";
const TWO_COLOR = { S: INK, H: "var(--cl-red)", D: "var(--cl-red)", C: INK };
const FOUR_COLOR = { S: INK, H: "var(--cl-red)", D: "var(--cl-blue)", C: "var(--cl-green)" };

/** The ink colour of a French suit (four-colour deck optional). */
export function suitColor(suit, fourColor = false) {
  return (fourColor ? FOUR_COLOR : TWO_COLOR)[suit] || INK;
}

// French pips on a 100×100 box.
const HEART = "M50 90 C22 68 4 50 4 30 C4 14 16 5 29 5 C39 5 46 11 50 20 C54 11 61 5 71 5 C84 5 96 14 96 30 C96 50 78 68 50 90 Z";
const DIAMOND = "M50 3 L87 50 L50 97 L13 50 Z";
const SPADE = "M50 4 C36 24 6 38 6 60 C6 74 17 82 29 82 C37 82 44 78 47 72 C46 83 41 91 32 96 L68 96 C59 91 54 83 53 72 C56 78 63 82 71 82 C83 82 94 74 94 60 C94 38 64 24 50 4 Z";
const CLUB_STEM = "M46 58 C46 77 41 88 32 96 L68 96 C59 88 54 77 54 58 Z";

function frenchPip(suit, color) {
  if (suit === "H") return s("path", { d: HEART, style: { fill: color } });
  if (suit === "D") return s("path", { d: DIAMOND, style: { fill: color } });
  if (suit === "S") return s("path", { d: SPADE, style: { fill: color } });
  return s("g", { style: { fill: color } },
    s("circle", { cx: 50, cy: 27, r: 20 }), s("circle", { cx: 27, cy: 58, r: 20 }),
    s("circle", { cx: 73, cy: 58, r: 20 }), s("circle", { cx: 50, cy: 50, r: 12 }),
    s("path", { d: CLUB_STEM }));
}

// Swiss pips on a 100×100 box, drawn in their traditional colours.
function rose() {
  const petals = [];
  for (let i = 0; i < 5; i += 1) {
    const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
    const b = a + Math.PI / 5;
    petals.push(s("ellipse", {
      cx: (50 + 40 * Math.cos(b)).toFixed(1), cy: (50 + 40 * Math.sin(b)).toFixed(1), rx: 9, ry: 4.5,
      fill: "#2f7d32", transform: `rotate(${((b * 180) / Math.PI).toFixed(1)} ${(50 + 40 * Math.cos(b)).toFixed(1)} ${(50 + 40 * Math.sin(b)).toFixed(1)})`,
    }));
    petals.push(s("circle", {
      cx: (50 + 21 * Math.cos(a)).toFixed(1), cy: (50 + 21 * Math.sin(a)).toFixed(1), r: 19,
      fill: "#d42a3c", stroke: "#7d1020", "stroke-width": 2.5,
    }));
  }
  return s("g", { class: "cl-pip-rose" }, ...petals,
    s("circle", { cx: 50, cy: 50, r: 13, fill: "#f4c430", stroke: "#8a6400", "stroke-width": 2.5 }),
    s("circle", { cx: 50, cy: 50, r: 5, fill: "#d42a3c" }));
}

function bell() {
  return s("g", { class: "cl-pip-bell" },
    s("circle", { cx: 50, cy: 15, r: 7, fill: "none", stroke: "#6b4e00", "stroke-width": 4 }),
    s("circle", { cx: 50, cy: 55, r: 36, fill: "#f2c230", stroke: "#6b4e00", "stroke-width": 3 }),
    s("path", { d: "M15 48 H85 V58 H15 Z", fill: "#c8332b", "clip-path": "none" }),
    s("path", { d: "M16 47 Q50 40 84 47 M16 59 Q50 66 84 59", fill: "none", stroke: "#6b4e00", "stroke-width": 2 }),
    s("circle", { cx: 50, cy: 74, r: 6, fill: "#2a1d00" }),
    s("path", { d: "M50 78 V90", stroke: "#2a1d00", "stroke-width": 4 }),
    s("ellipse", { cx: 38, cy: 36, rx: 8, ry: 5, fill: "#fff3b0", opacity: 0.8 }));
}

function shield() {
  const outline = "M14 10 H86 V46 C86 70 70 86 50 95 C30 86 14 70 14 46 Z";
  return s("g", { class: "cl-pip-shield" },
    s("path", { d: outline, fill: "#f2c230" }),
    s("path", { d: "M14 10 H50 V95 C30 86 14 70 14 46 Z", fill: "#c8332b" }),
    s("path", { d: "M14 38 H86 V52 H14 Z", style: { fill: INK }, opacity: 0.9 }),
    s("circle", { cx: 50, cy: 45, r: 9, fill: "#f2c230", style: { stroke: INK }, "stroke-width": 3 }),
    s("path", { d: outline, fill: "none", stroke: "#3d2a00", "stroke-width": 4 }));
}

function acorn() {
  const hatch = [];
  for (let x = 26; x <= 74; x += 8) {
    hatch.push(s("path", { d: `M${x} 30 L${x + 10} 52`, stroke: "#3b2a10", "stroke-width": 1.6 }));
    hatch.push(s("path", { d: `M${x + 10} 30 L${x} 52`, stroke: "#3b2a10", "stroke-width": 1.6 }));
  }
  return s("g", { class: "cl-pip-acorn" },
    s("path", { d: "M52 22 C60 10 74 6 88 10 C82 22 68 26 56 24 Z", fill: "#2f7d32", stroke: "#1c4d1e", "stroke-width": 2 }),
    s("path", { d: "M48 8 L52 8 L53 24 L47 24 Z", fill: "#5a3b12" }),
    s("ellipse", { cx: 50, cy: 66, rx: 21, ry: 28, fill: "#d9a030", stroke: "#6b4210", "stroke-width": 3 }),
    s("ellipse", { cx: 43, cy: 62, rx: 5, ry: 11, fill: "#f3cf78", opacity: 0.8 }),
    s("path", { d: "M22 48 C22 28 78 28 78 48 C78 54 22 54 22 48 Z", fill: "#7a5a1e", stroke: "#3b2a10", "stroke-width": 3 }),
    s("g", { "clip-path": "none", opacity: 0.7 }, ...hatch.slice(0, 12)));
}

const SWISS = { E: acorn, R: rose, S: shield, B: bell };

/** A suit symbol as an SVG group on a 100×100 box. */
export function suitShape(suit, deck = "bridge", fourColor = false) {
  if (deck === "jass") return SWISS[suit]();
  return frenchPip(suit, suitColor(suit, fourColor));
}

/** A standalone SVG of a suit symbol (for calls, headings, the trick). */
export function suitIcon(suit, deck = "bridge", fourColor = false, size = "1em") {
  return s("svg", { viewBox: "0 0 100 100", width: size, height: size, class: "cl-suit", "aria-hidden": "true", focusable: "false" },
    suitShape(suit, deck, fourColor));
}

/** The rank glyph printed in a card's corner ("10" for T). */
export function rankGlyph(rank) {
  return rank === "T" ? "10" : rank;
}

function placed(shape, x, y, size, rotate = 0) {
  const scale = size / 100;
  const transform = rotate
    ? `translate(${x + size} ${y + size}) rotate(180) scale(${scale})`
    : `translate(${x} ${y}) scale(${scale})`;
  return s("g", { transform }, shape);
}

// Drawing a card (the Swiss pips above all) takes far longer than copying one, and a table
// redraws its cards on every view: each face is drawn once and cloned afterwards.
const CARD_CACHE = new Map();

/** A card face as an SVG (viewBox 60×84), or its back with {back: true}. */
export function cardSvg(code, { deck = "bridge", fourColor = false, back = false } = {}) {
  const key = back ? "back" : `${deck}:${fourColor ? 4 : 2}:${code}`;
  let drawn = CARD_CACHE.get(key);
  if (!drawn) {
    drawn = drawCard(code, { deck, fourColor, back });
    CARD_CACHE.set(key, drawn);
  }
  return drawn.cloneNode(true);
}

function drawCard(code, { deck, fourColor, back }) {
  const svg = s("svg", { viewBox: "0 0 60 84", class: "cl-card-svg", "aria-hidden": "true", focusable: "false" });
  if (back) {
    svg.append(
      s("rect", { x: 0.75, y: 0.75, width: 58.5, height: 82.5, rx: 5, fill: "#fdfbf5", stroke: "#8a8f98", "stroke-width": 1.5 }),
      s("rect", { x: 4, y: 4, width: 52, height: 76, rx: 3, fill: "#7a1f2b" }),
      s("path", {
        d: "M4 14 L14 4 M4 26 L26 4 M4 38 L38 4 M4 50 L50 4 M4 62 L56 10 M4 74 L56 22 M10 80 L56 34 M22 80 L56 46 M34 80 L56 58 M46 80 L56 70"
          + " M46 4 L56 14 M34 4 L56 26 M22 4 L56 38 M10 4 L56 50 M4 10 L56 62 M4 22 L56 74 M4 34 L50 80 M4 46 L38 80 M4 58 L26 80 M4 70 L14 80",
        stroke: "#c9a227", "stroke-width": 0.8, opacity: 0.75,
      }),
      s("rect", { x: 4, y: 4, width: 52, height: 76, rx: 3, fill: "none", stroke: "#c9a227", "stroke-width": 1.2 }));
    return svg;
  }
  const suit = code[0];
  const rank = code.slice(1);
  const ink = deck === "jass" ? INK : suitColor(suit, fourColor);
  const glyph = rankGlyph(rank);
  svg.append(
    s("rect", { x: 0.75, y: 0.75, width: 58.5, height: 82.5, rx: 5, style: { fill: "var(--cl-card)" }, stroke: "#8a8f98", "stroke-width": 1.5 }),
    s("text", { x: 3.5, y: 14, "font-size": glyph.length > 1 ? 11 : 13, "font-weight": 700, style: { fill: ink }, class: "cl-rank", "letter-spacing": glyph.length > 1 ? -1 : 0, text: glyph }),
    placed(suitShape(suit, deck, fourColor), 3.5, 17, 10),
    s("g", { transform: "rotate(180 30 42)" },
      s("text", { x: 3.5, y: 14, "font-size": glyph.length > 1 ? 11 : 13, "font-weight": 700, style: { fill: ink }, class: "cl-rank", "letter-spacing": glyph.length > 1 ? -1 : 0, text: glyph }),
      placed(suitShape(suit, deck, fourColor), 3.5, 17, 10)),
  );
  const court = deck === "jass" ? "KOU".includes(rank) : "KQJ".includes(rank);
  if (court) {
    svg.append(s("rect", { x: 15, y: 18, width: 30, height: 48, rx: 3, fill: "none", style: { stroke: ink }, "stroke-width": 1, opacity: 0.6 }));
    svg.append(s("text", { x: 30, y: 40, "text-anchor": "middle", "font-size": 17, "font-weight": 700, style: { fill: ink }, class: "cl-rank", text: glyph }));
    svg.append(placed(suitShape(suit, deck, fourColor), 21, 44, 18));
  } else {
    const size = rank === "A" ? 32 : 26;
    svg.append(placed(suitShape(suit, deck, fourColor), 30 - size / 2, 42 - size / 2, size));
  }
  return svg;
}

/**
 * A card as a button: data-card, a localized name from the view (visually hidden text), and the
 * reason in the title when it may not be played (aria-disabled keeps it
 * focusable so the reason can be read).
 */
export function cardButton(card, { deck = "bridge", fourColor = false, onClick = null, group = "hand" } = {}) {
  const disabled = card.legal === false;
  const label = disabled && card.reason ? `${card.label} — ${card.reason}` : card.label;
  const button = h("button", {
    type: "button",
    class: `cl-card${disabled ? " is-illegal" : ""}${card.selected ? " is-selected" : ""}${card.legal ? " is-legal" : ""}`,
    "data-card": card.code,
    "data-key": `card:${card.code}`,
    "aria-disabled": disabled ? "true" : null,
    "aria-pressed": card.selected ? "true" : (card.legal === undefined ? null : "false"),
    title: disabled && card.reason ? card.reason : card.label,
    "data-group-item": group,
  }, cardSvg(card.code, { deck, fourColor }),
  // The name comes from this text, not from aria-label: the drawn rank glyphs are visible text
  // that an aria-label would have to repeat (WCAG 2.5.3, axe's label-content-name-mismatch).
  h("span", { class: "cl-sr-only", text: label }));
  if (onClick) button.addEventListener("click", () => onClick(card));
  return button;
}

/** A card shown, not played (the trick, a hidden hand's back). */
export function cardFace(code, label, { deck = "bridge", fourColor = false, back = false } = {}) {
  return h("div", { class: `cl-card cl-card-static${back ? " is-back" : ""}`, role: back ? null : "img", "aria-label": back ? null : label, "data-shown-card": back ? null : code },
    cardSvg(code, { deck, fourColor, back }));
}

// ---- hands at a table (shared by every game table)

/** A hand seen from behind: ``count`` card backs, labelled for screen readers. */
export function handBacks(count, label, side = false) {
  const backs = h("div", { class: `cl-hand cl-hand-backs${side ? " is-side" : ""}`, "aria-label": label, role: "img" });
  for (let i = 0; i < count; i += 1) backs.append(cardFace("", "", { back: true }));
  return backs;
}

/** The click handler of a playable card: the first click selects it, a click on the selected card confirms. */
export function selectOrConfirm(ctx) {
  return (card) => ctx.send(card.selected ? { action: "confirm" } : { action: "select", card: card.code });
}

/** Arrow keys move between the cards of ``group``; Enter on the selected card confirms it. */
export function wirePlayableHand(group, ctx) {
  roving(group, "button.cl-card");
  group.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target.closest?.("button.cl-card") && event.target.getAttribute("aria-pressed") === "true") {
      event.preventDefault();
      ctx.send({ action: "confirm" });
    }
  });
}

/** The Confirm button shown beside a selected card. */
export function confirmCardButton(text, ctx) {
  const button = h("button", { type: "button", class: "cl-btn cl-btn-confirm", "data-action": "confirm", text });
  button.addEventListener("click", () => ctx.send({ action: "confirm" }));
  ctx.key(button, "action:confirm");
  return button;
}
