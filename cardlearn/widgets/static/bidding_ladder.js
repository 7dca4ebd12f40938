// BiddingLadder: the 35 bids in rank order with Pass, X and XX; compare two bids, or see
// which calls are legal next. Draws view (cardlearn/widgets/bidding_ladder.py) only.

import { createTable, h, roving } from "./common.js";
import { actionButton, choiceGroup, feedbackPanel, suitText } from "./lesson_common.js";

function callButton(view, ctx, call) {
  const classes = ["cl-call", "cl-ladder-call", `cl-strain-${call.strain || call.call}`];
  if (call.picked) classes.push("is-picked");
  if (call.legal === true) classes.push("is-legal");
  if (call.legal === false) classes.push("is-not-legal");
  const button = h("button", {
    type: "button", class: classes.join(" "), "data-call": call.call,
    "data-legal": call.legal === undefined ? null : String(call.legal),
    "aria-pressed": call.picked ? "true" : "false", "aria-label": call.aria,
  }, suitText(call.text, "cl-call-text"), call.rank ? h("span", { class: "cl-rank-no", "aria-hidden": "true", text: call.rank }) : null,
  call.order ? h("span", { class: "cl-pick-no", "aria-hidden": "true", text: call.order }) : null);
  button.addEventListener("click", () => ctx.send({ action: "pick", call: call.call }));
  ctx.key(button, `call:${call.call}`);
  return button;
}

function ladder(view, ctx) {
  const wrap = h("div", { class: "cl-ladder", "data-group": "ladder", "data-testid": "ladder" });
  const specials = h("div", { class: "cl-ladder-specials", role: "group", "aria-label": view.labels.specials },
    view.specials.map((call) => callButton(view, ctx, call)));
  const grid = h("div", { class: "cl-ladder-grid", role: "group", "aria-label": view.labels.ladder });
  for (const row of view.levels) for (const call of row) grid.append(callButton(view, ctx, call));
  wrap.append(h("div", { class: "cl-ladder-caption", text: view.labels.ladder }), grid, specials);
  roving(wrap, "button.cl-ladder-call", { columns: 5 });
  return wrap;
}

function auctionTable(view) {
  const auction = view.auction;
  const table = h("table", { class: "cl-auction cl-lesson-auction", "data-testid": "auction" },
    h("caption", { text: view.labels.auction }),
    h("thead", {}, h("tr", {}, auction.columns.map((name) => h("th", { scope: "col", text: name })))));
  const body = h("tbody");
  for (const row of auction.rows) {
    const tr = h("tr");
    for (const cell of row) {
      if (!cell) { tr.append(h("td")); continue; }
      tr.append(h("td", { class: `${cell.pending ? "is-pending" : ""}${cell.added ? " is-added" : ""}`, "data-auction-call": cell.pending ? null : cell.call },
        cell.pending ? h("span", { class: "cl-pending", text: "?" }) : suitText(cell.text, "cl-call-text")));
    }
    body.append(tr);
  }
  table.append(body);
  return table;
}

function renderLadder(view, ctx) {
  const modes = choiceGroup(ctx, {
    label: view.labels.mode, attr: "mode", keyPrefix: "mode", cls: "cl-modes",
    options: view.modes.map((m) => ({ ...m, pressed: m.value === view.mode })),
    onPick: (m) => ctx.send({ action: "mode", value: m.value }),
  });
  const side = h("div", { class: "cl-ladder-side" });
  side.append(h("p", { class: "cl-prompt", "data-testid": "prompt" }, suitText(view.prompt)));
  if (view.mode === "legal") {
    side.append(auctionTable(view));
    const actions = h("div", { class: "cl-actions" });
    if (view.can_make) {
      actions.append(actionButton(ctx, view.actions.make, "make", {
        primary: true, onClick: () => ctx.send({ action: "make", call: view.selected }),
      }));
    }
    actions.append(actionButton(ctx, view.actions.undo, "undo", { enabled: view.can_undo }),
      actionButton(ctx, view.actions.reset, "reset", { enabled: view.can_undo }));
    side.append(actions);
  } else {
    side.append(h("div", { class: "cl-actions" }, actionButton(ctx, view.actions.clear, "clear")));
  }
  side.append(feedbackPanel(view.feedback) || "");
  if (view.rights) side.append(feedbackPanel(view.rights, "rights"));
  return h("div", { class: "cl-lesson cl-bidding-ladder", "data-mode": view.mode },
    modes, h("div", { class: "cl-ladder-layout" }, ladder(view, ctx), side));
}

export default createTable(renderLadder);
