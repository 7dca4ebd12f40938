// The traveller panel of a duplicate session, shared by the bridge and the Schieber tables.
import { h } from "./common.js";

/** A duplicate session's board line and, once the learner finished the board, its traveller. */
export function duplicatePanel(view, ctx, contractCell) {
  const session = view.duplicate;
  const panel = h("section", { class: "cl-panel cl-traveller", "data-testid": "duplicate", "data-notice-for": "refresh-traveller" },
    h("p", { class: "cl-traveller-board", "data-testid": "duplicate-board", text: session.board }));
  if (session.problem) panel.append(h("p", { class: "cl-review-note", role: "alert", text: session.problem }));
  const traveller = session.traveller;
  if (traveller && traveller.problem) panel.append(h("p", { class: "cl-review-note", role: "alert", text: traveller.problem }));
  if (traveller && traveller.rows) {
    panel.append(h("h3", { text: traveller.title }));
    const table = h("table", { class: "cl-table", "data-testid": "traveller" },
      h("thead", {}, h("tr", {}, traveller.columns.map((c) => h("th", { scope: "col", text: c.text })))));
    const body = h("tbody");
    for (const row of traveller.rows) {
      body.append(h("tr", { class: row.mine ? "is-current" : null, "data-mine": row.mine ? "true" : null },
        traveller.columns.map((c) => {
          const value = row[c.key];
          if (c.key === "contract") return h("td", {}, contractCell ? contractCell(value) : value);
          if (c.key === "score" || c.key === "imps") return h("td", { text: value > 0 ? `+${value}` : String(value) });
          if (c.key === "matchpoints") return h("td", { text: `${value} (${row.percent})` });
          return h("td", { text: value });
        })));
    }
    table.append(body);
    panel.append(table);
    if (traveller.par) panel.append(h("p", { class: "cl-traveller-par", text: traveller.par }));
    if (traveller.note) panel.append(h("p", { class: "cl-traveller-note", role: "note", text: traveller.note }));
    if (traveller.broken) panel.append(h("p", { class: "cl-review-note", text: traveller.broken }));
    const refresh = h("button", { type: "button", class: "cl-btn cl-btn-small", "data-action": "refresh-traveller", text: traveller.refresh });
    refresh.addEventListener("click", () => ctx.send({ action: "refresh-traveller" }));
    ctx.key(refresh, "action:refresh-traveller");
    panel.append(refresh);
  }
  if (session.done) panel.append(h("p", { class: "cl-traveller-done", text: session.done }));
  return panel;
}

