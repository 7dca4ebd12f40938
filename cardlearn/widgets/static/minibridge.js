// The Minibridge parts of the bridge table: the contract buttons (levels one to seven,
// five strains) and the panel with every side's points and the rule's sentence.
// Draws view.contract_choice and view.minibridge (cardlearn/widgets/minibridge_view.py) only.

import { h, roving } from "./common.js";

/** The declarer's contract choice: a grid like the bidding box, one button per contract. */
export function contractChooser(view, ctx, symbolText) {
  const choice = view.contract_choice;
  const wrap = h("div", { class: "cl-bidding-box cl-contract-choice", role: "group", "aria-label": choice.title,
    "data-group": "contract-choice", "data-testid": "contract-choice", "data-notice-for": "contract hint" },
  h("div", { class: "cl-chooser-title", text: choice.title }));
  const grid = h("div", { class: "cl-box-grid" });
  for (const row of choice.levels) {
    for (const cell of row) {
      const b = h("button", { type: "button", class: `cl-call cl-strain-${cell.strain}`, "data-contract": cell.contract,
        "aria-label": cell.text }, symbolText(cell.text, view.four_color));
      b.addEventListener("click", () => ctx.send({ action: "contract", contract: cell.contract }));
      ctx.key(b, `contract:${cell.contract}`);
      grid.append(b);
    }
  }
  wrap.append(grid);
  roving(wrap, "button.cl-call");
  ctx.primary(wrap);
  return wrap;
}

/** The panel in the middle of the table before the play: the points of both sides and who declares. */
export function minibridgeCenter(view) {
  const info = view.minibridge;
  return h("div", { class: "cl-chooser cl-minibridge", "data-testid": "minibridge" },
    h("div", { class: "cl-chooser-title", text: info.title }),
    info.sides.map((side) => h("div", { class: "cl-minibridge-side", "data-side": side.side, text: side.text })),
    h("p", { class: "cl-minibridge-why", "data-testid": "minibridge-why", text: info.why }));
}

/** The same after the contract is chosen, as a panel under the table. */
export function minibridgePanel(view) {
  const info = view.minibridge;
  return h("section", { class: "cl-panel cl-minibridge-panel", "data-testid": "minibridge-panel" },
    h("h3", { text: info.title }),
    info.sides.map((side) => h("p", { class: "cl-minibridge-side", "data-side": side.side, text: side.text })),
    h("p", { class: "cl-minibridge-why", text: info.why }));
}
