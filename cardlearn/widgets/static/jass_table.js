// The JassTable's felt: the match score to 3000, four seats, the contract choice,
// the trick, Weis and Stöck, the deal's breakdown and the record. Draws view (from
// cardlearn/widgets/jass_table.py) only: legal cards, reasons and every word come in it.

import { duplicatePanel } from "./duplicate_panel.js";
import { jassPicturePanel, jassReviewPanel } from "./jass_review.js";
import { createTable, feltEffects, h, roving, toolbarKeys, uid } from "./common.js";
import { lessonBar, lessonComment } from "./lesson_deals_panel.js";
import { cardButton, cardFace, confirmCardButton, handBacks, rankGlyph, selectOrConfirm, suitIcon, wirePlayableHand } from "./cards.js";

const DECK = "jass";
// Notation for the two no-trump contracts and the push: a direction, not a word.
const CONTRACT_GLYPH = { obenabe: "↓", undenufe: "↑", push: "⇄" };

/** A small card chip for tables and Weis: the drawn suit and the rank glyph. */
function chip(code, label) {
  return h("span", { class: "cl-jass-chip", role: "img", "aria-label": label || code, title: label || null },
    suitIcon(code[0], DECK, false, "1.05em"), h("span", { class: "cl-jass-chip-rank", text: rankGlyph(code.slice(1)) }));
}

/** A contract's emblem: the drawn trump suit, or the Obenabe/Undenufe/push glyph. */
function contractEmblem(code) {
  if (CONTRACT_GLYPH[code]) return h("span", { class: `cl-jass-glyph cl-jass-glyph-${code}`, "aria-hidden": "true", text: CONTRACT_GLYPH[code] });
  return h("span", { class: "cl-jass-emblem", "aria-hidden": "true" }, suitIcon(code, DECK, false, "1.5em"));
}

function weisOf(view, seat) {
  return view.weis ? view.weis.items.find((item) => item.seat === seat) : null;
}

function seatPlate(view, seat) {
  const info = view.seats[seat];
  const weis = weisOf(view, seat);
  const plate = h("div", {
    class: `cl-plate cl-jass-plate is-team-${info.team}${info.is_turn ? " is-turn" : ""}`,
    "data-seat": seat, "data-testid": `seat-${seat}`,
  },
  h("span", { class: "cl-turn-dot", "aria-hidden": "true" }),
  h("span", { class: "cl-plate-name", text: info.name }),
  ...info.roles.map((role) => h("span", { class: "cl-role", text: role })),
  info.chooser && view.contract ? h("span", { class: "cl-jass-chooser", title: view.contract.text }, contractEmblem(view.contract.code)) : null,
  info.stoeck ? h("span", { class: "cl-jass-stoeck", "data-testid": `stoeck-${seat}`, text: info.stoeck }) : null);
  if (info.is_turn) plate.setAttribute("aria-current", "true");
  return plate;
}

/** The Weis a seat announced, as a bubble beside its plate (gold once it scores). */
function weisBubble(view, seat) {
  const weis = weisOf(view, seat);
  if (!weis) return null;
  return h("div", { class: `cl-jass-weis-badge${weis.scored ? " is-scored" : ""}`, "data-testid": `weis-${seat}` },
    h("b", { text: `${view.labels.weis} ` }), `${weis.announced} · ${weis.points}`);
}

function handView(view, seat, ctx) {
  const hand = view.hands[seat];
  const side = seat === "E" || seat === "W";
  if (!hand.face_up) return handBacks(hand.count, hand.label, side);
  // One click plays a legal card; select + confirm stays for those who turn it off.
  const select = view.one_click
    ? (card) => ctx.send(card.legal ? { action: "play", card: card.code } : { action: "select", card: card.code })
    : selectOrConfirm(ctx);
  const group = h("div", {
    class: `cl-hand cl-jass-hand${hand.active ? " is-active" : ""}`,
    role: "group", "aria-label": hand.label, "data-group": `hand-${seat}`, "data-hand": seat,
  });
  for (const card of hand.cards) {
    const element = hand.active
      ? cardButton(card, { deck: DECK, onClick: select, group: `hand-${seat}` })
      : cardFace(card.code, card.label, { deck: DECK });
    if (!hand.active) element.setAttribute("data-card", card.code);
    group.append(element);
  }
  if (hand.active) {
    group.setAttribute("data-notice-for", ["select", "play", "confirm"].join(" "));
    wirePlayableHand(group, ctx);
    ctx.primary(group);
    if (view.selected) group.append(confirmCardButton(view.actions.confirm.text, ctx));
  }
  return group;
}

function contractChooser(view, ctx) {
  const choice = view.contract_choice;
  const titleId = uid("cl-contract");
  const box = h("div", { class: "cl-chooser cl-jass-choice", role: "group", "aria-labelledby": titleId, "data-testid": "contract-choice", "data-notice-for": "contract" },
    h("div", { class: "cl-chooser-title", id: titleId, text: choice.title }));
  const grid = h("div", { class: "cl-jass-choice-grid", "data-group": "contract" });
  for (const item of choice.choices) {
    // The button's name is its visible text (name, multiplier, detail): speech users say what they see.
    const button = h("button", {
      type: "button", class: `cl-jass-contract cl-jass-contract-${item.value}`, "data-contract": item.value,
      title: item.detail,
    },
    contractEmblem(item.value),
    h("span", { class: "cl-jass-contract-name", text: item.text }),
    item.factor_text ? h("span", { class: "cl-jass-factor", text: ` ${item.factor_text}` }) : null,
    h("span", { class: "cl-jass-contract-detail", text: ` ${item.detail}` }));
    button.addEventListener("click", () => ctx.send({ action: "contract", value: item.value }));
    ctx.key(button, `contract:${item.value}`);
    grid.append(button);
  }
  roving(grid, "button", { columns: 2 });
  ctx.primary(grid);
  box.append(grid, h("div", { class: "cl-jass-choice-note", text: choice.multiplier_note }));
  return box;
}

function trickView(view) {
  const trick = view.trick;
  const area = h("div", { class: "cl-trick", "data-testid": "trick" });
  if (!trick) return area;
  for (const card of trick.cards) {
    const face = cardFace(card.code, `${view.seats[card.seat].name}: ${card.label}`, { deck: DECK });
    face.classList.add(`cl-trick-${card.seat}`);
    if (trick.winner === card.seat) face.classList.add("is-winner");
    area.append(face);
  }
  area.append(h("div", { class: `cl-trick-caption${trick.points !== null ? " is-won" : ""}`, "data-testid": "trick-caption", text: trick.caption }));
  return area;
}

function rail(view) {
  const contract = view.contract;
  return h("div", { class: "cl-rail", "data-notice-fallback": "" },
    h("div", { class: "cl-rail-contract", "data-testid": "contract" },
      h("span", { class: "cl-rail-label", text: view.labels.contract }),
      contract ? h("span", { class: "cl-rail-value cl-jass-rail-contract" }, contractEmblem(contract.code), contract.text) : h("span", { class: "cl-rail-value", text: "—" }),
      contract ? h("span", { class: "cl-jass-factor", "data-testid": "multiplier", text: contract.factor_text }) : null,
      contract ? h("span", { class: "cl-rail-sub", text: contract.by }) : null),
    h("div", { class: "cl-rail-status", "data-testid": "status", role: "status" }, h("span", { text: view.status })),
    h("div", { class: "cl-rail-tricks" },
      view.deal_score ? h("span", { class: "cl-rail-sub", text: view.deal_score.title }) : null,
      view.deal_score ? ["NS", "EW"].map((team, i) => h("span", { class: "cl-rail-value", "data-side": team },
        `${view.deal_score.columns[i]} ${view.deal_score.total[team]}`)) : null));
}

function scoreboard(view) {
  const score = view.match_score;
  const board = h("section", { class: `cl-jass-board${score.over ? " is-over" : ""}`, "data-testid": "match-score" },
    h("div", { class: "cl-jass-board-head" },
      h("h3", { text: score.title }), h("span", { class: "cl-jass-board-target", text: score.target_text })));
  for (const team of score.teams) {
    const barId = uid("cl-bar");
    board.append(h("div", { class: `cl-jass-team is-team-${team.team}${team.winner ? " is-winner" : ""}`, "data-team": team.team },
      h("div", { class: "cl-jass-team-name", id: barId }, h("b", { text: team.name }), h("span", { text: ` · ${team.who}` })),
      h("div", {
        class: "cl-jass-bar", role: "progressbar", "aria-labelledby": barId,
        "aria-valuemin": 0, "aria-valuemax": score.target, "aria-valuenow": team.points,
      }, h("div", { class: "cl-jass-bar-fill", style: { width: `${team.percent}%` } }),
      h("div", { class: "cl-jass-bar-mark", "aria-hidden": "true" })),
      h("div", { class: "cl-jass-team-points", "data-testid": `match-points-${team.team}`, text: `${team.points} / ${score.target}` })));
  }
  if (score.result) board.append(h("div", { class: "cl-jass-result", role: "status", text: score.result }));
  if (score.schneider_text) board.append(h("div", { class: "cl-jass-schneider", "data-testid": "schneider", text: score.schneider_text }));
  return board;
}

function dealScorePanel(view) {
  const deal = view.deal_score;
  const panel = h("section", { class: "cl-panel cl-jass-deal", "data-testid": "deal-score" },
    h("h3", {}, `${deal.title} · `, h("span", { class: "cl-jass-deal-contract" }, contractEmblem(view.contract ? view.contract.code : "push"), deal.contract)));
  const table = h("table", { class: "cl-table" },
    h("thead", {}, h("tr", {}, h("td", {}), deal.columns.map((c) => h("th", { scope: "col", text: c })))));
  const body = h("tbody");
  for (const row of deal.rows) {
    body.append(h("tr", { "data-part": row.part }, h("th", { scope: "row", text: row.label }), h("td", { text: row.NS }), h("td", { text: row.EW })));
  }
  body.append(h("tr", { class: "cl-jass-subtotal" }, h("th", { scope: "row", text: deal.subtotal.label }), h("td", { text: deal.subtotal.NS }), h("td", { text: deal.subtotal.EW })));
  body.append(h("tr", { "data-part": "multiplier" }, h("th", { scope: "row", text: deal.multiplier.label }), h("td", { text: deal.multiplier.text }), h("td", { text: deal.multiplier.text })));
  body.append(h("tr", { class: "cl-total" }, h("th", { scope: "row", text: deal.total.label }),
    h("td", { "data-testid": "deal-total-NS", text: deal.total.NS }), h("td", { "data-testid": "deal-total-EW", text: deal.total.EW })));
  table.append(body);
  panel.append(table, h("p", { class: "cl-jass-note", text: deal.note }));
  return panel;
}

function weisPanel(view) {
  const weis = view.weis;
  const panel = h("section", { class: "cl-panel cl-jass-weis", "data-testid": "weis" }, h("h3", { text: view.labels.weis }));
  const list = h("ul", { class: "cl-jass-weis-list" });
  for (const item of weis.items) {
    const li = h("li", { class: item.scored ? "is-scored" : null, "data-seat": item.seat }, h("b", { text: item.seat_name }));
    for (const combo of item.combos) {
      li.append(h("span", { class: "cl-jass-combo" }, h("span", { text: `${combo.text} (${combo.points})` }),
        combo.cards.length ? h("span", { class: "cl-jass-combo-cards" }, combo.cards.map((code) => chip(code))) : null));
    }
    list.append(li);
  }
  if (weis.items.length) panel.append(list);
  if (weis.result) panel.append(h("p", { class: "cl-jass-weis-result", "data-testid": "weis-result", text: weis.result }));
  else if (weis.pending) panel.append(h("p", { class: "cl-jass-note", text: weis.pending }));
  return panel;
}

function tricksPanel(view) {
  const tricks = view.tricks;
  const panel = h("section", { class: "cl-panel cl-record", "data-testid": "tricks" }, h("h3", { text: view.labels.tricks }));
  const table = h("table", { class: "cl-table" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: view.labels.trick_no }),
      tricks.columns.map((c) => h("th", { scope: "col", text: c })),
      h("th", { scope: "col", text: view.labels.winner }), h("th", { scope: "col", text: view.labels.points }))));
  const body = h("tbody");
  for (const row of tricks.rows) {
    body.append(h("tr", { class: `is-${row.team}` }, h("td", { text: row.number }),
      row.cards.map((code, i) => h("td", { class: tricks.seats[i] === row.leader ? "is-lead" : null }, code ? chip(code) : "")),
      h("td", { text: row.winner }), h("td", { text: row.points })));
  }
  table.append(body);
  panel.append(table);
  return panel;
}

function recordPanel(view) {
  const record = view.record;
  const panel = h("section", { class: "cl-panel cl-jass-record", "data-testid": "record" }, h("h3", { text: view.labels.record }));
  const table = h("table", { class: "cl-table" },
    h("thead", {}, h("tr", {}, record.columns.map((c) => h("th", { scope: "col", text: c })))));
  const body = h("tbody");
  for (const row of record.rows) {
    body.append(h("tr", { class: row.complete ? null : "is-live" }, h("td", { text: row.number }),
      h("td", {}, h("span", { class: "cl-jass-deal-contract" }, contractEmblem(row.code), row.contract)),
      h("td", { text: row.chooser }), h("td", { text: row.factor }),
      h("td", { text: row.NS }), h("td", { text: row.EW }), h("td", { text: row.score })));
  }
  table.append(body);
  panel.append(table);
  return panel;
}

function toolbar(view, ctx) {
  const bar = h("div", { class: "cl-toolbar" });
  // The actions are one toolbar: one Tab stop, arrow keys between the usable buttons.
  const tools = h("div", { class: "cl-tools", "data-testid": "toolbar", "data-notice-for": ["hint", "new-deal", "new-match", "undo"].join(" ") });
  for (const name of ["hint", "new-deal", "new-match"]) {
    const action = view.actions[name];
    if (name === "new-deal" && !action.enabled) continue;
    const b = h("button", {
      type: "button", class: `cl-btn${name === "new-deal" ? " cl-btn-confirm cl-jass-next" : ""}`, "data-action": name,
      text: action.text, "aria-disabled": action.enabled ? null : "true",
    });
    b.addEventListener("click", () => ctx.send({ action: name }));
    ctx.key(b, `action:${name}`);
    if (name === "new-deal" || (name === "new-match" && view.match_score.over)) ctx.primary(b);
    if (name === "new-deal" || name === "new-match") b.setAttribute("data-focus-primary", "");
    tools.append(b);
  }
  if (view.undo) {
    const undo = h("button", { type: "button", class: "cl-btn", "data-action": "undo", text: view.undo.text, "aria-disabled": view.undo.enabled ? null : "true" });
    undo.addEventListener("click", () => ctx.send({ action: "undo" }));
    ctx.key(undo, "action:undo");
    tools.append(undo);
  }
  bar.append(toolbarKeys(tools, view.labels.toolbar));
  if (view.hint) bar.append(h("div", { class: "cl-hint", role: "note", "data-testid": "hint", text: view.hint }));
  return bar;
}

/** The learner's own Weis: announce each combination or keep it quiet, until the first card. */
function weisChoice(view, ctx) {
  const choice = view.weis_choice;
  const titleId = uid("cl-weis-choice");
  const box = h("div", { class: "cl-weis-choice", role: "group", "aria-labelledby": titleId, "data-testid": "weis-choice", "data-notice-for": "weis" },
    h("div", { class: "cl-weis-choice-title", id: titleId, text: choice.title }),
    h("p", { class: "cl-jass-note", text: choice.note }));
  for (const item of choice.items) {
    const id = uid("cl-weis");
    const input = h("input", { id, type: "checkbox", checked: item.announce, "data-action": "weis", "data-index": item.index });
    input.addEventListener("change", () => ctx.send({ action: "weis", index: item.index, announce: input.checked }));
    ctx.key(input, `weis:${item.index}`);
    box.append(h("label", { class: "cl-setting cl-toggle", for: id }, input, h("span", { text: item.label })));
  }
  return box;
}

function renderJass(view, ctx) {
  const felt = h("section", { class: `cl-felt cl-jass-felt cl-phase-${view.phase}`, "data-testid": "felt", "data-turn": view.turn || "" }, feltEffects());
  const seatArea = (seat) => h("div", { class: `cl-seat cl-seat-${seat}` },
    h("div", { class: "cl-jass-seat-head" }, seatPlate(view, seat), weisBubble(view, seat)), handView(view, seat, ctx));
  const center = view.contract_choice ? contractChooser(view, ctx) : trickView(view);
  const grid = h("div", { class: "cl-grid" },
    seatArea("N"), seatArea("W"), h("div", { class: "cl-center" }, center), seatArea("E"), seatArea("S"));
  felt.append(rail(view), grid);

  const panels = h("div", { class: "cl-panels" });
  if (view.lesson && view.lesson.comment) panels.append(lessonComment(view));
  if (view.deal_score) panels.append(dealScorePanel(view));
  if (view.weis) panels.append(weisPanel(view));
  if (view.tricks.rows.length) panels.append(tricksPanel(view));
  if (view.record.rows.length) panels.append(recordPanel(view));
  if (view.review) panels.prepend(jassReviewPanel(view, ctx));
  if (view.picture) panels.append(jassPicturePanel(view));
  if (view.duplicate) panels.prepend(duplicatePanel(view, ctx, null));
  return h("div", { class: `cl-jass${view.lesson ? " has-lesson" : ""}` }, view.lesson ? lessonBar(view, ctx) : null, scoreboard(view), felt,
    view.weis_choice ? weisChoice(view, ctx) : null, toolbar(view, ctx), panels);
}

export default createTable(renderJass);
