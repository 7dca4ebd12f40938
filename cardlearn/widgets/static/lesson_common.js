// Shared pieces of the lesson widgets (BiddingLadder, TrickTrainer, UndertrickCalculator,
// WeisComparator, ExerciseWidget): text with drawn suit symbols, the feedback panel,
// choice groups (aria-pressed buttons with arrow keys), action buttons and a small felt.
// Like every table module it draws only from the view and sends intents; no rule here.

import { feltEffects, h, roving } from "./common.js";
import { cardButton, cardFace, suitIcon } from "./cards.js";

const SUIT_OF_SYMBOL = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };

/** Text with its suit symbols drawn as coloured shapes (1♥ → "1" + heart).
 *  A drawn symbol and the letters touching it (♣7, 1♥) stay on one line: a browser may
 *  otherwise break a line right after the drawing and leave "♣" and "7" on two lines. */
export function suitText(text, cls = "cl-text") {
  const span = h("span", { class: cls });
  let buffer = "";
  let group = null;
  for (const ch of String(text)) {
    if (SUIT_OF_SYMBOL[ch]) {
      if (!group) {
        const word = (buffer.match(/\S+$/) || [""])[0];
        const rest = buffer.slice(0, buffer.length - word.length);
        if (rest) span.append(rest);
        group = h("span", { class: "cl-suit-word", style: "white-space:nowrap" });
        span.append(group);
        if (word) group.append(word);
      } else if (buffer) group.append(buffer);
      buffer = "";
      const icon = suitIcon(SUIT_OF_SYMBOL[ch], "bridge", false, "0.95em");
      icon.setAttribute("role", "img");
      icon.setAttribute("aria-label", ch);
      icon.removeAttribute("aria-hidden");
      group.append(icon);
    } else if (/[ \t\n\r]/.test(ch) && group) {  // a no-break space (♠\u00a0A) keeps the group
      if (buffer) group.append(buffer);
      group = null;
      buffer = ch;
    } else buffer += ch;
  }
  if (buffer) (group || span).append(buffer);
  return span;
}

/** The feedback block of a lesson widget: {kind, title, lines}. */
export function feedbackPanel(fb, testid = "feedback") {
  if (!fb) return null;
  const panel = h("section", {
    class: `cl-feedback cl-feedback-${fb.kind}`, "data-testid": testid, "data-kind": fb.kind,
    role: fb.kind === "info" ? null : "status",
  });
  const mark = { correct: "✓", wrong: "✗", malformed: "!", info: "i" }[fb.kind] || "i";
  panel.append(h("div", { class: "cl-feedback-title" },
    h("span", { class: "cl-feedback-mark", "aria-hidden": "true", text: mark }), suitText(fb.title, "cl-feedback-text")));
  if (fb.lines && fb.lines.length) {
    const list = h("ul", { class: "cl-feedback-lines" });
    for (const line of fb.lines) list.append(h("li", {}, suitText(line, "cl-line")));
    panel.append(list);
  }
  return panel;
}

/**
 * A group of choice buttons (one pressed): options [{value, text, pressed}], onPick(option).
 * attr names the data attribute that carries the value (data-mode, data-team ...).
 */
export function choiceGroup(ctx, { label, options, attr, onPick, cls = "", keyPrefix, content = null }) {
  const group = h("div", { class: `cl-choices ${cls}`, role: "group", "aria-label": label, "data-group": keyPrefix });
  for (const option of options) {
    const button = h("button", {
      type: "button", class: "cl-choice", "aria-pressed": option.pressed ? "true" : "false",
      [`data-${attr}`]: String(option.value), title: option.title || null,
    }, content ? content(option) : suitText(option.text, "cl-choice-text"));
    button.addEventListener("click", () => onPick(option));
    ctx.key(button, `${keyPrefix}:${option.value}`);
    group.append(button);
  }
  roving(group, "button.cl-choice");
  return group;
}

/** A labelled row: a caption on the left, the control on the right (stacks when narrow). */
export function field(labelText, control, extra = null) {
  return h("div", { class: "cl-field" }, h("div", { class: "cl-field-label", text: labelText }), h("div", { class: "cl-field-control" }, control, extra));
}

/** An action button with data-action; disabled ones stay focusable and say so. */
export function actionButton(ctx, text, action, { primary = false, enabled = true, onClick = null } = {}) {
  const button = h("button", {
    type: "button", class: `cl-btn${primary ? " cl-btn-primary" : ""}`, "data-action": action, text,
    "aria-disabled": enabled ? null : "true",
  });
  button.addEventListener("click", () => {
    if (!enabled) return;
    if (onClick) onClick(); else ctx.send({ action });
  });
  ctx.key(button, `action:${action}`);
  return button;
}

/** A small felt panel with the grain and tint layers (the three visual settings). */
export function feltPanel(cls, ...children) {
  return h("section", { class: `cl-felt cl-lesson-felt ${cls}` }, feltEffects(), h("div", { class: "cl-lesson-felt-body" }, ...children));
}

/** A card drawn for display (a trick, a hand that is not clickable). */
export function shownCard(card, extra = {}) {
  const face = cardFace(card.code, card.label, { deck: card.deck || "bridge" });
  for (const [name, value] of Object.entries(extra)) if (value !== null && value !== undefined) face.setAttribute(name, value);
  return face;
}

/** A clickable card (the learner's answer); result marks a card already tried. */
export function answerCard(card, onClick, group) {
  const button = cardButton({ code: card.code, label: card.label, selected: card.picked }, { deck: card.deck || "bridge", onClick, group });
  button.classList.add("cl-answer-card");
  if (card.result) button.dataset.result = card.result;
  return button;
}

