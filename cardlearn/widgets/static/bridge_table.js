// The BridgeTable's felt: four seats, the trick, the bidding box and table, the
// score and record. Draws view (from cardlearn/widgets/bridge_table.py) only.

import { createTable, feltEffects, guardKeys, h, reviewStepButtons, roving, toolbarKeys, uid } from "./common.js";
import { duplicatePanel } from "./duplicate_panel.js";
import { lessonBar, lessonComment } from "./lesson_deals_panel.js";
import { cardButton, cardFace, confirmCardButton, handBacks, selectOrConfirm, suitIcon, wirePlayableHand } from "./cards.js";
import { contractChooser, minibridgeCenter, minibridgePanel } from "./minibridge.js";

const SUIT_OF_SYMBOL = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };

/** A call or card text with its suit symbols drawn (1♥ → "1" + heart shape). */
function symbolText(text, fourColor, cls = "cl-call-text") {
  const span = h("span", { class: cls });
  let buffer = "";
  for (const ch of text) {
    if (SUIT_OF_SYMBOL[ch]) {
      if (buffer) span.append(buffer);
      buffer = "";
      span.append(suitIcon(SUIT_OF_SYMBOL[ch], "bridge", fourColor, "0.95em"));
    } else buffer += ch;
  }
  if (buffer) span.append(buffer);
  return span;
}

function seatPlate(view, seat) {
  const info = view.seats[seat];
  const plate = h("div", {
    class: `cl-plate${info.is_turn ? " is-turn" : ""}${info.vulnerable ? " is-vulnerable" : ""}`,
    "data-seat": seat, "data-testid": `seat-${seat}`,
  },
  h("span", { class: "cl-turn-dot", "aria-hidden": "true" }),
  h("span", { class: "cl-plate-name", text: info.name }),
  info.points ? h("span", { class: "cl-plate-points", "data-testid": `points-${seat}`, text: info.points }) : null,
  info.player ? h("span", { class: "cl-plate-player", text: info.player }) : null,
  ...info.roles.map((role) => h("span", { class: "cl-role", text: role })),
  info.vulnerable ? h("span", { class: "cl-vul", text: info.vulnerable_text }) : null);
  if (info.is_turn) plate.setAttribute("aria-current", "true");
  return plate;
}

function handView(view, seat, ctx) {
  const hand = view.hands[seat];
  const four = view.four_color;
  const side = seat === "E" || seat === "W";
  if (!hand.face_up) return handBacks(hand.count, `${view.seats[seat].name}: ${hand.count}`, side);
  // One click plays a legal card (as on BBO); select + confirm stays for those who turn it off.
  const select = view.one_click
    ? (card) => ctx.send(card.legal ? { action: "play", card: card.code } : { action: "select", card: card.code })
    : selectOrConfirm(ctx);
  const group = h("div", {
    class: `cl-hand${hand.active ? " is-active" : ""}${side ? " is-side" : ""}${seat !== "S" ? " is-dummy" : ""}`,
    role: "group", "aria-label": view.seats[seat].name, "data-group": `hand-${seat}`, "data-hand": seat,
  });
  // The dummy is laid out by suit, as on a real table.
  let suitRow = null;
  let lastSuit = null;
  for (const card of hand.cards) {
    const element = hand.active
      ? cardButton(card, { fourColor: four, onClick: select, group: `hand-${seat}` })
      : cardFace(card.code, card.label, { fourColor: four });
    if (!hand.active) element.setAttribute("data-card", card.code);
    if (seat !== "S") {
      if (card.code[0] !== lastSuit) {
        suitRow = h("div", { class: "cl-suit-row" });
        group.append(suitRow);
        lastSuit = card.code[0];
      }
      suitRow.append(element);
    } else group.append(element);
  }
  if (hand.active) {
    group.setAttribute("data-notice-for", ["select", "play", "confirm"].join(" "));
    wirePlayableHand(group, ctx);
    ctx.primary(group);
  }
  return group;
}

function vulnerabilityChooser(view, ctx) {
  const titleId = uid("cl-vul");
  const box = h("div", { class: "cl-chooser", role: "group", "aria-labelledby": titleId, "data-notice-for": "vulnerability" },
    h("div", { class: "cl-chooser-title", id: titleId, text: view.labels.vulnerability }));
  const row = h("div", { class: "cl-chooser-row", "data-group": "vulnerability" });
  for (const choice of view.vulnerability_choice) {
    const button = h("button", {
      type: "button", class: "cl-btn cl-btn-choice", "data-setting": "vulnerability",
      "data-value": choice.value, text: choice.text,
    });
    button.addEventListener("click", () => ctx.send({ action: "vulnerability", value: choice.value }));
    ctx.key(button, `vul:${choice.value}`);
    row.append(button);
  }
  roving(row, "button");
  ctx.primary(row);
  box.append(row);
  return box;
}

function auctionTable(view, ctx, meaningLine) {
  const auction = view.auction;
  const table = h("table", { class: "cl-auction", "data-testid": "auction" },
    h("caption", { text: view.labels.auction }),
    h("thead", {}, h("tr", {}, auction.columns.map((col) => h("th", {
      scope: "col", class: view.seats[col.seat].vulnerable ? "is-vulnerable" : null, text: col.name,
    })))));
  const body = h("tbody");
  for (const row of auction.rows) {
    const tr = h("tr");
    for (const cell of row) {
      if (!cell) { tr.append(h("td")); continue; }
      const td = h("td", { class: cell.pending ? "is-pending" : null, "data-auction-call": cell.pending ? null : cell.call });
      td.append(cell.pending ? h("span", { class: "cl-pending", text: "?" }) : symbolText(cell.text, view.four_color));
      if (cell.meaning) {
        // One Tab stop for the whole record (roving below); arrows read call after call.
        td.setAttribute("tabindex", "-1");
        td.classList.add("cl-auction-cell");
        guardKeys(td);
        td.setAttribute("title", cell.meaning);
        td.setAttribute("aria-label", `${cell.text}: ${cell.meaning}`);
        const show = () => { if (meaningLine) meaningLine.textContent = `${cell.text}: ${cell.meaning}`; };
        td.addEventListener("mouseenter", show);
        td.addEventListener("focus", show);
      }
      tr.append(td);
    }
    body.append(tr);
  }
  table.append(body);
  const cells = Array.from(body.querySelectorAll("td.cl-auction-cell"));
  if (cells.length) {
    cells[cells.length - 1].setAttribute("tabindex", "0");
    const ring = (event) => {
      const index = cells.indexOf(document.activeElement);
      if (index < 0) return;
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      const next = event.key === "Home" ? 0 : event.key === "End" ? cells.length - 1
        : step === undefined ? -1 : Math.max(0, Math.min(cells.length - 1, index + step));
      if (next < 0) return;
      event.preventDefault();
      cells.forEach((cell, i) => cell.setAttribute("tabindex", i === next ? "0" : "-1"));
      cells[next].focus();
    };
    body.addEventListener("keydown", ring);
    if (ctx) ctx.key(cells[cells.length - 1], `auction:${cells.length - 1}`);
  }
  return table;
}

function biddingBox(view, ctx, meaningLine) {
  const box = view.bidding_box;
  const wrap = h("div", { class: "cl-bidding-box", role: "group", "aria-label": view.labels.bidding_box, "data-group": "bidding-box", "data-notice-for": "call" });
  const grid = h("div", { class: "cl-box-grid" });
  const button = (call) => {
    const meaningId = uid("cl-meaning");
    const b = h("button", {
      type: "button", class: `cl-call cl-strain-${call.strain || call.call}`, "data-call": call.call,
      "aria-label": call.aria || call.text, "aria-describedby": call.meaning ? meaningId : null,
      title: call.meaning || null,
    }, symbolText(call.text, view.four_color));
    if (call.meaning) b.append(h("span", { class: "cl-sr-only", id: meaningId, text: call.meaning }));
    const show = () => { meaningLine.textContent = call.meaning ? `${call.text}: ${call.meaning}` : ""; };
    b.addEventListener("mouseenter", show);
    b.addEventListener("focus", show);
    b.addEventListener("click", () => ctx.send({ action: "call", call: call.call }));
    ctx.key(b, `call:${call.call}`);
    return b;
  };
  for (const row of box.levels) {
    for (const cell of row) grid.append(cell ? button(cell) : h("span", { class: "cl-call-empty", "aria-hidden": "true" }));
  }
  const specials = h("div", { class: "cl-box-specials" }, box.specials.map(button));
  wrap.append(specials, grid);
  roving(wrap, "button.cl-call");
  ctx.primary(wrap);
  return wrap;
}

function trickView(view) {
  const trick = view.trick;
  const area = h("div", { class: "cl-trick", "data-testid": "trick" });
  if (!trick) return area;
  for (const card of trick.cards) {
    const face = cardFace(card.code, `${view.seats[card.seat].name}: ${card.label}`, { fourColor: view.four_color });
    face.classList.add(`cl-trick-${card.seat}`);
    if (trick.winner === card.seat) face.classList.add("is-winner");
    area.append(face);
  }
  area.append(h("div", { class: "cl-trick-caption", text: trick.caption }));
  return area;
}

function rail(view) {
  const contract = view.contract;
  const won = view.tricks_won;
  return h("div", { class: "cl-rail", "data-notice-fallback": "" },
    h("div", { class: "cl-rail-contract", "data-testid": "contract" },
      h("span", { class: "cl-rail-label", text: view.labels.contract }),
      contract ? symbolText(contract.text, view.four_color, "cl-rail-value") : h("span", { class: "cl-rail-value", text: view.labels.no_contract }),
      contract ? h("span", { class: "cl-rail-sub", text: contract.target }) : null,
      view.vulnerability ? h("span", { class: "cl-rail-sub", text: view.vulnerability.text }) : null),
    h("div", { class: "cl-rail-status", "data-testid": "status", role: "status" }, h("span", { text: view.status })),
    h("div", { class: "cl-rail-tricks", "data-testid": "tricks-won" },
      h("span", { class: "cl-rail-label", text: view.labels.tricks }),
      won ? ["NS", "EW"].map((side) => h("span", { class: "cl-rail-value", "data-side": side }, `${won[side].name} ${won[side].n}`)) : null));
}

function toolbar(view, ctx) {
  const bar = h("div", { class: "cl-toolbar" });
  // The four actions are one toolbar (one Tab stop, arrow keys); the claim box has its own stops.
  const tools = h("div", { class: "cl-tools", "data-testid": "toolbar", "data-notice-for": ["hint", "undo", "replay", "new-deal"].join(" ") });
  for (const name of ["hint", "undo", "replay", "new-deal"]) {
    const action = view.actions[name];
    const b = h("button", { type: "button", class: "cl-btn", "data-action": name, text: action.text, "aria-disabled": action.enabled ? null : "true" });
    b.addEventListener("click", () => ctx.send({ action: name }));
    ctx.key(b, `action:${name}`);
    if (name === "new-deal") b.setAttribute("data-focus-primary", "");
    if (name === "new-deal" && view.phase === "over") ctx.primary(b);
    tools.append(b);
  }
  bar.append(toolbarKeys(tools, view.labels.toolbar));
  if (view.claim) bar.append(claimBox(view.claim, ctx));
  if (view.hint) bar.append(h("div", { class: "cl-hint", role: "note", "data-testid": "hint", text: view.hint }));
  return bar;
}

/** The learner's claim (a total of tricks and a button), or the answer to an AI declarer's claim. */
function claimBox(claim, ctx) {
  if (claim.pending) {
    const accept = h("button", { type: "button", class: "cl-btn cl-btn-confirm", "data-action": "accept-claim", text: claim.accept });
    accept.addEventListener("click", () => ctx.send({ action: "accept-claim" }));
    const reject = h("button", { type: "button", class: "cl-btn", "data-action": "reject-claim", text: claim.reject });
    reject.addEventListener("click", () => ctx.send({ action: "reject-claim" }));
    ctx.key(accept, "action:accept-claim");
    ctx.key(reject, "action:reject-claim");
    ctx.primary(accept);  // the learner answers the AI declarer's claim next
    return h("div", { class: "cl-claim is-pending", role: "group", "data-testid": "claim", "data-notice-for": ["claim", "accept-claim", "reject-claim"].join(" ") },
      h("span", { class: "cl-claim-text", text: claim.text }), accept, reject);
  }
  const id = uid("cl-claim");
  const select = h("select", { id, "data-setting": "claim-tricks" });
  for (const option of claim.options) {
    select.append(h("option", { value: option.value, selected: option.value === claim.default, text: option.text }));
  }
  ctx.key(select, "claim:tricks");
  const button = h("button", { type: "button", class: "cl-btn", "data-action": "claim", text: claim.button });
  button.addEventListener("click", () => ctx.send({ action: "claim", tricks: Number(select.value) }));
  ctx.key(button, "action:claim");
  return h("div", { class: "cl-claim", role: "group", "data-testid": "claim", "data-notice-for": ["claim", "accept-claim", "reject-claim"].join(" ") },
    h("label", { for: id, text: claim.label }), select, button);
}

function scorePanel(view) {
  const score = view.score;
  const panel = h("section", { class: "cl-panel cl-score", "data-testid": "score" },
    h("h3", { text: view.labels.score }),
    h("p", { class: "cl-result", text: score.result }));
  const table = h("table", { class: "cl-table" },
    h("thead", {}, h("tr", {}, h("td", {}), h("th", { scope: "col", text: score.ns_name }), h("th", { scope: "col", text: score.ew_name }))));
  const body = h("tbody");
  for (const part of score.parts) {
    body.append(h("tr", {}, h("th", { scope: "row", text: part.label }), h("td", { text: signed(part.ns) }), h("td", { text: signed(part.ew) })));
  }
  body.append(h("tr", { class: "cl-total" }, h("th", { scope: "row", text: score.total_label }),
    h("td", { "data-testid": "score-ns", text: signed(score.ns) }), h("td", { "data-testid": "score-ew", text: signed(score.ew) })));
  table.append(body);
  panel.append(table);
  if (score.double_dummy && !view.review) {
    const dd = score.double_dummy;
    const ddTable = h("table", { class: "cl-table cl-dd", "data-testid": "double-dummy" },
      h("caption", { text: dd.title }),
      h("thead", {}, h("tr", {}, h("td", {}), dd.columns.map((c) => h("th", { scope: "col", text: c })))));
    const ddBody = h("tbody");
    for (const row of dd.rows) {
      ddBody.append(h("tr", {}, h("th", { scope: "row" }, symbolText(row.text, view.four_color)), row.tricks.map((n) => h("td", { text: n }))));
    }
    ddTable.append(ddBody);
    panel.append(ddTable);
  }
  return panel;
}

function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

function recordPanel(view) {
  const record = view.record;
  const panel = h("section", { class: "cl-panel cl-record", "data-testid": "record" }, h("h3", { text: view.labels.record }));
  const table = h("table", { class: "cl-table" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: view.labels.trick_no }),
      record.columns.map((c) => h("th", { scope: "col", text: c })), h("th", { scope: "col", text: view.labels.winner }))));
  const body = h("tbody");
  for (const trick of record.tricks) {
    body.append(h("tr", { class: `is-${trick.side}` }, h("td", { text: trick.number }),
      trick.cards.map((code) => h("td", {}, code ? symbolText(`${"♠♥♦♣"["SHDC".indexOf(code[0])]}${code[1] === "T" ? "10" : code[1]}`, view.four_color) : "")),
      h("td", { text: trick.winner })));
  }
  table.append(body);
  panel.append(table);
  return panel;
}

function renderBridge(view, ctx) {
  const four = view.four_color;
  const felt = h("section", { class: `cl-felt cl-phase-${view.phase}`, "data-testid": "felt", "data-turn": view.turn || "" }, feltEffects());
  const meaningLine = h("div", { class: "cl-meaning", "aria-live": "polite" });

  const seatArea = (seat) => h("div", { class: `cl-seat cl-seat-${seat}` }, seatPlate(view, seat), handView(view, seat, ctx));
  const north = seatArea("N");
  const south = seatArea("S");
  let center;
  if (view.phase === "setup") center = vulnerabilityChooser(view, ctx);
  else if (view.phase === "contract") center = minibridgeCenter(view);
  else if (view.phase === "auction") center = h("div", { class: "cl-center-auction" }, auctionTable(view, ctx, meaningLine));
  else center = trickView(view);

  if (view.contract_choice) south.insertBefore(h("div", { class: "cl-box-wrap" }, contractChooser(view, ctx, symbolText)), south.firstChild);
  if (view.bidding_box) {
    south.insertBefore(h("div", { class: "cl-box-wrap" }, biddingBox(view, ctx, meaningLine), meaningLine), south.firstChild);
  } else if (view.phase === "auction") {
    center.append(meaningLine);
  }
  for (const seat of ["N", "S"]) {
    if (view.hands[seat].active && view.selected) {
      const area = seat === "N" ? north : south;
      area.querySelector(".cl-hand").append(confirmCardButton(view.actions.confirm.text, ctx));
    }
  }
  const grid = h("div", { class: "cl-grid" },
    north, seatArea("W"), h("div", { class: "cl-center" }, center), seatArea("E"), south);
  felt.append(rail(view), grid);

  const panels = h("div", { class: "cl-panels" });
  if (view.lesson && view.lesson.comment) panels.append(lessonComment(view));
  if (view.review) panels.append(reviewPanel(view, ctx));
  if (view.minibridge && view.phase !== "contract") panels.append(minibridgePanel(view));
  if (view.auction && (view.phase === "play" || (view.phase === "over" && !view.review))) panels.append(h("section", { class: "cl-panel" }, auctionTable(view, ctx, null)));
  if (view.score) panels.append(scorePanel(view));
  if (view.record && view.record.tricks.length && !view.review) panels.append(recordPanel(view));
  if (view.history) panels.append(historyPanel(view, ctx));
  if (view.duplicate) panels.prepend(duplicatePanel(view, ctx, (value) => symbolText(value, view.four_color)));

  return h("div", { class: `cl-bridge${four ? " is-four-color" : ""}${view.lesson ? " has-lesson" : ""}` },
    view.lesson ? lessonBar(view, ctx) : null, felt, toolbar(view, ctx), panels);
}

// ---- the review after a deal and the session's history

function miniCard(code, four) {
  return symbolText(`${"♠♥♦♣"["SHDC".indexOf(code[0])]}${code[1] === "T" ? "10" : code[1]}`, four, "cl-mini");
}

/** A hand as it is at the review's step: only the cards still held, by suit. */
function reviewHand(hand, seat, four) {
  const row = h("div", { class: "cl-review-hand", "data-review-hand": seat, "data-count": hand.count },
    h("span", { class: "cl-review-seat", text: hand.name }));
  if (!hand.cards.length) row.append(h("span", { class: "cl-review-empty", "aria-hidden": "true", text: "—" }));
  let suit = null;
  let group = null;
  for (const card of hand.cards) {
    if (card.code[0] !== suit) {
      // as in a hand diagram: the suit symbol once, then its ranks
      suit = card.code[0];
      group = h("span", { class: "cl-review-suit" }, symbolText("♠♥♦♣"["SHDC".indexOf(suit)], four, "cl-review-suit-symbol"));
      row.append(group);
    }
    const face = h("span", { class: "cl-mini", text: card.code[1] === "T" ? "10" : card.code[1] });
    face.setAttribute("data-card", card.code);
    face.setAttribute("aria-label", card.label);
    group.append(face);
  }
  return row;
}

function reviewAuction(review, four, meaningLine) {
  const table = h("table", { class: "cl-auction cl-review-auction", "data-testid": "review-auction" },
    h("caption", { text: review.auction.title }),
    h("thead", {}, h("tr", {}, review.auction.columns.map((c) => h("th", { scope: "col", text: c })))));
  const body = h("tbody");
  for (const row of review.auction.rows) {
    const tr = h("tr");
    for (const cell of row) {
      if (!cell) { tr.append(h("td")); continue; }
      // The public meaning first, then (AI seats) what the dealt hand made of the call.
      const said = cell.reading ? `${cell.text}: ${cell.meaning}. ${cell.reading}` : `${cell.text}: ${cell.meaning}`;
      const button = h("button", {
        type: "button", class: `cl-review-call${cell.shown ? "" : " is-later"}`, "data-auction-call": cell.call,
        "data-index": cell.index, title: said, "aria-label": said,
      }, symbolText(cell.text, four));
      const show = () => { meaningLine.textContent = said; };
      button.addEventListener("mouseenter", show);
      button.addEventListener("focus", show);
      button.addEventListener("click", show);
      tr.append(h("td", {}, button));
    }
    body.append(tr);
  }
  table.append(body);
  return table;
}

function reviewTricks(review, ctx, four) {
  const table = h("table", { class: "cl-table cl-review-tricks", "data-testid": "review-tricks" },
    h("caption", { text: review.tricks_title }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: review.trick_label }),
      review.columns.map((c) => h("th", { scope: "col", text: c })), h("th", { scope: "col", text: review.winner_label }))));
  const body = h("tbody");
  for (const trick of review.tricks) {
    const go = h("button", { type: "button", class: "cl-review-go", "data-action": "review-trick", "data-trick": trick.number, text: trick.number });
    go.addEventListener("click", () => ctx.send({ action: "review-trick", trick: trick.number }));
    ctx.key(go, `review-trick:${trick.number}`);
    const tr = h("tr", { class: `is-${trick.side || "none"}${trick.current ? " is-current" : ""}`, "data-review-trick": trick.number },
      h("td", {}, go),
      trick.cells.map((cell) => h("td", { class: cell.costly ? "is-costly" : null }, cell.code ? miniCard(cell.code, four) : "")),
      h("td", { text: trick.winner }));
    if (trick.current) tr.setAttribute("aria-current", "step");
    body.append(tr);
    if (trick.marks.length) {
      body.append(h("tr", { class: "cl-review-mark" }, h("td", { colspan: 6 }, trick.marks.map((m) => h("div", { text: m })))));
    }
  }
  table.append(body);
  return table;
}

function reviewDD(dd, four) {
  const box = h("div", { class: "cl-review-dd", "data-testid": "review-dd" });
  const table = h("table", { class: "cl-table cl-dd" },
    h("caption", { text: dd.title }),
    h("thead", {}, h("tr", {}, h("th", {}), dd.columns.map((c) => h("th", { scope: "col", text: c })))));
  const body = h("tbody");
  for (const row of dd.rows) {
    body.append(h("tr", {}, h("th", { scope: "row" }, symbolText(row.text, four)), row.tricks.map((n) => h("td", { text: n }))));
  }
  table.append(body);
  box.append(table);
  for (const sentence of dd.sentences) box.append(h("p", { class: "cl-review-sentence", text: sentence }));
  if (dd.par) box.append(h("p", { class: "cl-review-par", text: dd.par }));
  return box;
}

/** The two ways to judge the learner's cards (by what could be seen / with all hands seen), and what the one on show means. */
function reviewJudge(judge, ctx) {
  const group = h("div", { class: "cl-review-judge", role: "group", "aria-label": judge.label, "data-testid": "review-judge",
    "data-notice-for": "review-judge" },
    h("span", { class: "cl-review-judge-label", text: judge.label }));
  for (const option of judge.options) {
    const button = h("button", { type: "button", class: "cl-btn cl-review-judge-option", "data-judge": option.value,
      "aria-pressed": option.selected ? "true" : "false", text: option.text });
    button.addEventListener("click", () => ctx.send({ action: "review-judge", view: option.value }));
    ctx.key(button, `review-judge:${option.value}`);
    group.append(button);
  }
  const box = h("div", { class: "cl-review-judge-box" }, group,
    h("p", { class: "cl-review-note", "data-testid": "review-judge-note", text: judge.note }));
  if (judge.none) box.append(h("p", { class: "cl-review-none", "data-testid": "review-judge-none", text: judge.none }));
  return box;
}

function reviewPanel(view, ctx) {
  const review = view.review;
  const four = view.four_color;
  const panel = h("section", { class: "cl-panel cl-review", "data-testid": "review", "aria-label": review.title },
    h("h3", { text: review.title }),
    h("p", { class: "cl-result", "data-testid": "review-result", text: review.result }));
  const [prev, next] = reviewStepButtons(ctx, review);
  panel.append(h("div", { class: "cl-review-steps", "data-notice-for": ["review-prev", "review-next", "review-trick"].join(" ") }, prev,
    h("span", { class: "cl-review-step", "data-testid": "review-step", "data-step": review.step, role: "status", text: review.step_text }), next));

  const board = h("div", { class: "cl-review-board" });
  const hands = h("div", { class: "cl-review-hands" }, ["N", "W", "E", "S"].map((seat) => reviewHand(review.hands[seat], seat, four)));
  board.append(hands);
  const trick = h("div", { class: "cl-review-trick", "data-testid": "review-trick" });
  if (review.trick) {
    trick.append(h("div", { class: "cl-review-trick-caption", text: review.trick.caption }));
    for (const card of review.trick.cards) {
      const face = miniCard(card.code, four);
      face.setAttribute("aria-label", card.label);
      face.setAttribute("data-card", card.code);
      if (card.seat === review.trick.winner) face.classList.add("is-winner");
      // who played what: the seat's name above its card, as the trick is read aloud
      trick.append(h("span", { class: "cl-review-trick-card", "data-seat": card.seat },
        h("span", { class: "cl-review-trick-seat", "aria-hidden": "true", text: card.name }), face));
    }
  }
  board.append(trick);
  panel.append(board);
  // the opening lead read against the card's leads table (standard, another suit, or off the table)
  if (review.lead) panel.append(h("p", { class: "cl-review-note", "data-testid": "review-lead", text: review.lead }));
  if (review.signals && review.signals.length) {
    panel.append(h("p", { class: "cl-review-note", "data-testid": "review-signals-title", text: review.signals_title }));
    for (const sentence of review.signals) {
      panel.append(h("p", { class: "cl-review-note", "data-testid": "review-signal", text: sentence }));
    }
  }

  const meaningLine = h("p", { class: "cl-review-meaning", "aria-live": "polite", text: review.meaning_hint });
  if (review.auction) panel.append(reviewAuction(review, four, meaningLine), meaningLine);  // Minibridge has none
  if (review.analysing) panel.append(h("p", { class: "cl-review-note", text: review.analysing_text }));
  if (review.solver_missing) panel.append(h("p", { class: "cl-review-note", "data-testid": "solver-missing", text: review.solver_missing }));
  if (review.judge) panel.append(reviewJudge(review.judge, ctx));
  panel.append(reviewTricks(review, ctx, four));
  if (review.double_dummy) panel.append(reviewDD(review.double_dummy, four));
  return panel;
}

function historyPanel(view, ctx) {
  const history = view.history;
  const panel = h("section", { class: "cl-panel cl-history", "data-testid": "history", "data-notice-for": "history-replay" }, h("h3", { text: history.title }));
  const table = h("table", { class: "cl-table" },
    h("thead", {}, h("tr", {}, history.columns.map((c) => h("th", { scope: "col", text: c })))));
  const body = h("tbody");
  for (const row of history.rows) {
    const again = h("button", { type: "button", class: "cl-btn cl-btn-small", "data-action": "history-replay", "data-index": row.index, text: history.replay });
    again.addEventListener("click", () => ctx.send({ action: "history-replay", index: row.index }));
    ctx.key(again, `history:${row.index}`);
    body.append(h("tr", { "data-history-row": row.index, class: row.current ? "is-current" : null },
      h("td", { text: row.board }), h("td", {}, symbolText(row.contract, view.four_color)), h("td", { class: "cl-history-result", text: row.result }),
      h("td", { text: row.score_ns === null ? "" : signed(row.score_ns) }), h("td", { text: row.par || "" }), h("td", {}, again)));
  }
  table.append(body);
  panel.append(table);
  return panel;
}

export default createTable(renderBridge);
