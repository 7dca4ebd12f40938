// The BridgeTable's felt: four seats, the trick, the bidding box and table, the
// score and record. Draws view (from cardlearn/widgets/bridge_table.py) only.

import { createTable, feltEffects, guardKeys, h, roving, uid } from "./common.js";
import { cardButton, cardFace, confirmCardButton, handBacks, selectOrConfirm, suitIcon, wirePlayableHand } from "./cards.js";

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
  const select = selectOrConfirm(ctx);
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
    wirePlayableHand(group, ctx);
    ctx.primary(group);
  }
  return group;
}

function vulnerabilityChooser(view, ctx) {
  const titleId = uid("cl-vul");
  const box = h("div", { class: "cl-chooser", role: "group", "aria-labelledby": titleId },
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
  const wrap = h("div", { class: "cl-bidding-box", role: "group", "aria-label": view.labels.bidding_box, "data-group": "bidding-box" });
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
  return h("div", { class: "cl-rail" },
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
  for (const name of ["hint", "undo", "replay", "new-deal"]) {
    const action = view.actions[name];
    const b = h("button", { type: "button", class: "cl-btn", "data-action": name, text: action.text, "aria-disabled": action.enabled ? null : "true" });
    b.addEventListener("click", () => ctx.send({ action: name }));
    ctx.key(b, `action:${name}`);
    if (name === "new-deal" && view.phase === "over") ctx.primary(b);
    bar.append(b);
  }
  if (view.hint) bar.append(h("div", { class: "cl-hint", role: "note", "data-testid": "hint", text: view.hint }));
  return bar;
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
  if (score.double_dummy) {
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
  else if (view.phase === "auction") center = h("div", { class: "cl-center-auction" }, auctionTable(view, ctx, meaningLine));
  else center = trickView(view);

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
  if (view.phase === "play" || view.phase === "over") panels.append(h("section", { class: "cl-panel" }, auctionTable(view, ctx, null)));
  if (view.score) panels.append(scorePanel(view));
  if (view.record && view.record.tricks.length) panels.append(recordPanel(view));

  return h("div", { class: `cl-bridge${four ? " is-four-color" : ""}` }, felt, toolbar(view, ctx), panels);
}

export default createTable(renderBridge);
