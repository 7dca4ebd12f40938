// The Schieber review after a deal and the match as a picture (chart and Jass slate).
// Draws view.review and view.picture (cardlearn/widgets/jass_review.py, jass_picture.py):
// every word and every shape arrives in the view; the pictures are lists of SVG shapes.

import { h, reviewStepButtons, s } from "./common.js";
import { rankGlyph, suitIcon } from "./cards.js";

/** A card chip for the review (the drawn suit and the rank), named for screen readers. */
function jrChip(code, label) {
  return h("span", { class: "cl-jass-chip", role: "img", "aria-label": label || code, title: label || null, "data-card": code },
    suitIcon(code[0], "jass", false, "1.05em"), h("span", { class: "cl-jass-chip-rank", text: rankGlyph(code.slice(1)) }));
}

/** A hand at the review's step: the cards still held. */
function jrHand(hand, seat) {
  const row = h("div", { class: `cl-review-hand cl-jr-hand is-team-${hand.team}`, "data-review-hand": seat, "data-count": hand.count },
    h("span", { class: "cl-review-seat", text: hand.name }));
  if (!hand.cards.length) row.append(h("span", { class: "cl-review-empty", "aria-hidden": "true", text: "—" }));
  for (const card of hand.cards) row.append(jrChip(card.code, card.label));
  return row;
}

function jrTrick(review) {
  const box = h("div", { class: "cl-review-trick", "data-testid": "review-trick" });
  const trick = review.trick;
  if (!trick) return box;
  box.append(h("div", { class: "cl-review-trick-caption", text: trick.caption }));
  for (const card of trick.cards) {
    const chip = jrChip(card.code, card.label);
    if (card.seat === trick.winner) chip.classList.add("is-winner");
    box.append(h("span", { class: "cl-review-trick-card", "data-seat": card.seat },
      h("span", { class: "cl-review-trick-seat", "aria-hidden": "true", text: card.name }), chip));
  }
  return box;
}

function jrTricks(review, ctx) {
  const labels = review.labels;
  const table = h("table", { class: "cl-table cl-review-tricks cl-jr-tricks", "data-testid": "review-tricks" },
    h("caption", { text: review.tricks_title }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: labels.trick_no }),
      review.columns.map((c) => h("th", { scope: "col", text: c })),
      h("th", { scope: "col", text: labels.winner }), h("th", { scope: "col", text: labels.points }))));
  const body = h("tbody");
  for (const trick of review.tricks) {
    const go = h("button", { type: "button", class: "cl-review-go", "data-action": "review-trick", "data-trick": trick.number, text: trick.number });
    go.addEventListener("click", () => ctx.send({ action: "review-trick", trick: trick.number }));
    ctx.key(go, `review-trick:${trick.number}`);
    const tr = h("tr", { class: `is-${trick.team}${trick.current ? " is-current" : ""}`, "data-review-trick": trick.number },
      h("td", {}, go),
      trick.cells.map((cell) => h("td", { class: [cell.costly ? "is-costly" : "", cell.lead ? "is-lead" : ""].join(" ").trim() || null },
        jrChip(cell.code, cell.label))),
      h("td", { text: trick.winner }), h("td", { class: "cl-jr-points", text: trick.points }));
    if (trick.current) tr.setAttribute("aria-current", "step");
    body.append(tr);
    if (trick.marks.length) {
      body.append(h("tr", { class: "cl-review-mark" }, h("td", { colspan: review.columns.length + 3 }, trick.marks.map((m) => h("div", { text: m })))));
    }
  }
  table.append(body);
  return table;
}

function jrValues(table) {
  const box = h("div", { class: "cl-jr-values", "data-testid": "review-values", "data-seat": table.seat });
  const grid = h("table", { class: "cl-table" }, h("caption", { text: table.title }),
    h("thead", {}, h("tr", {}, table.columns.map((c) => h("th", { scope: "col", text: c })))));
  const body = h("tbody");
  for (const row of table.rows) {
    const tags = [row.chosen ? table.chosen_text : null, row.best ? table.best_text : null].filter(Boolean);
    const name = h("th", { scope: "row" }, `${row.text} ${row.factor_text}`.trim(),
      ...tags.map((tag, i) => h("span", { class: `cl-jr-tag ${row.chosen && i === 0 ? "is-chosen" : "is-best"}`, text: tag })));
    body.append(h("tr", { class: [row.chosen ? "is-chosen" : "", row.best ? "is-best" : ""].join(" ").trim() || null, "data-contract": row.contract },
      name, h("td", { text: row.ours }), h("td", { text: row.theirs }),
      h("td", { class: row.margin >= 0 ? "is-plus" : "is-minus", text: row.margin > 0 ? `+${row.margin}` : `${row.margin}` })));
  }
  grid.append(body);
  box.append(grid, h("p", { class: "cl-review-note", text: table.note }));
  return box;
}

/** The review: a button while closed; opened, the steps, hands, trick, tricks with points, Weis, judgement. */
export function jassReviewPanel(view, ctx) {
  const review = view.review;
  if (!review.open) {
    const open = h("button", { type: "button", class: "cl-btn cl-jr-open", "data-action": "review-open", text: review.open_text });
    open.addEventListener("click", () => ctx.send({ action: "review-open" }));
    ctx.key(open, "action:review-open");
    return h("div", { class: "cl-jr-closed", "data-testid": "review-closed", "data-notice-for": "review-open" }, open);
  }
  const panel = h("section", { class: "cl-panel cl-review cl-jr", "data-testid": "review", "aria-label": review.title },
    h("div", { class: "cl-jr-head" }, h("h3", { text: review.title }),
      h("p", { class: "cl-result cl-jr-contract", "data-testid": "review-contract", text: review.contract.line })));
  const close = h("button", { type: "button", class: "cl-btn cl-btn-small", "data-action": "review-close", text: review.close_text });
  close.addEventListener("click", () => ctx.send({ action: "review-close" }));
  ctx.key(close, "action:review-close");
  panel.firstChild.append(close);
  const [prev, next] = reviewStepButtons(ctx, review);
  panel.append(h("div", { class: "cl-review-steps", "data-notice-for": "review-prev review-next review-trick review-close" }, prev,
    h("span", { class: "cl-review-step", "data-testid": "review-step", "data-step": review.step, role: "status", text: review.step_text }), next));
  const hands = h("div", { class: "cl-review-hands" }, ["N", "W", "E", "S"].map((seat) => jrHand(review.hands[seat], seat)));
  panel.append(h("div", { class: "cl-review-board" }, hands, jrTrick(review)));
  if (review.analysing) panel.append(h("p", { class: "cl-review-note", "data-testid": "review-analysing", text: review.analysing_text }));
  panel.append(h("p", { class: "cl-review-note", "data-testid": "review-judge-note", text: review.judge.note }));
  if (review.judge.none) panel.append(h("p", { class: "cl-review-none", "data-testid": "review-judge-none", text: review.judge.none }));
  panel.append(jrTricks(review, ctx));
  panel.append(h("div", { class: "cl-jr-sums", "data-testid": "review-sums" },
    h("p", { text: review.sums.text }), h("p", { class: "cl-jr-total", text: review.sums.total })));
  panel.append(h("ul", { class: "cl-jr-weis", "data-testid": "review-weis" }, review.weis.map((line) => h("li", { text: line }))));
  for (const table of review.values) panel.append(jrValues(table));
  return panel;
}

/** One picture (chart or slate): SVG shapes from the view, named by its label. */
function jrPicture(picture, testid) {
  const svg = s("svg", { viewBox: `0 0 ${picture.width} ${picture.height}`, role: "img", "aria-label": picture.label,
    class: "cl-jr-svg", "data-testid": testid });
  svg.append(s("title", {}, picture.label));
  for (const shape of picture.shapes) {
    const el = s(shape.tag, shape.attrs);
    if (shape.text !== undefined) el.textContent = shape.text;
    svg.append(el);
  }
  return h("figure", { class: "cl-jr-figure" }, svg, h("figcaption", { text: picture.title }));
}

/** The match as a picture: both totals toward the target, and the Jass slate with its Z of strokes. */
export function jassPicturePanel(view) {
  const picture = view.picture;
  const panel = h("section", { class: "cl-panel cl-jr-picture", "data-testid": "match-picture" }, h("h3", { text: picture.title }));
  panel.append(h("div", { class: "cl-jr-figures" }, jrPicture(picture.chart, "match-chart"), jrPicture(picture.slate, "jass-slate")));
  panel.append(h("p", { class: "cl-review-note", text: picture.slate.legend }));
  return panel;
}
