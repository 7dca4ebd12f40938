// WeisComparator: four Schieber hands with their Weis marked, the team guess, the
// comparison chain step by step and the score. Draws view (cardlearn/widgets/weis_comparator.py) only.

import { createTable, h } from "./common.js";
import { actionButton, choiceGroup, feedbackPanel, feltPanel, shownCard, suitText } from "./lesson_common.js";

function handBox(hand) {
  const cards = h("div", { class: "cl-weis-cards" });
  for (const card of hand.cards) {
    cards.append(shownCard(card, { "data-card": card.code, "data-weis": card.weis ? "true" : null, class: `cl-card cl-card-static${card.weis ? " is-weis" : ""}` }));
  }
  const weis = hand.weis.length
    ? hand.weis.map((w) => h("span", { class: "cl-weis-tag", text: `${w.text} · ${w.points}` }))
    : [h("span", { class: "cl-weis-none", text: hand.none })];
  return h("div", { class: `cl-weis-hand is-${hand.team}${hand.best ? " is-best" : ""}`, "data-seat": hand.seat },
    h("div", { class: "cl-weis-head" },
      h("span", { class: "cl-plate-name", text: hand.name }),
      h("span", { class: "cl-weis-pos", text: hand.position }),
      hand.best ? h("span", { class: "cl-role", text: hand.best_text }) : null),
    cards, h("div", { class: "cl-weis-list" }, weis));
}

function chainTable(view) {
  const chain = view.chain;
  const table = h("table", { class: "cl-table cl-chain", "data-testid": "chain" },
    h("caption", { text: view.labels.chain }),
    h("thead", {}, h("tr", {}, chain.columns.map((c) => h("th", { scope: "col", text: c })), h("th", { scope: "col" }))));
  const body = h("tbody");
  for (const row of chain.rows) {
    body.append(h("tr", { "data-step": row.step, "data-state": row.state, class: `is-${row.state}` },
      h("th", { scope: "row", text: row.label }), h("td", { text: row.ns }), h("td", { text: row.ew }),
      h("td", { class: "cl-chain-state" }, row.state_text ? h("span", { class: `cl-state cl-state-${row.state}`, text: row.state_text }) : "")));
  }
  table.append(body);
  return table;
}

function renderWeis(view, ctx) {
  const contracts = choiceGroup(ctx, {
    label: view.labels.contract, attr: "contract", keyPrefix: "contract", cls: "cl-contracts",
    options: view.contracts.map((c) => ({ ...c, pressed: c.value === view.contract })),
    onPick: (c) => ctx.send({ action: "contract", value: c.value }),
    content: (c) => h("span", { class: "cl-choice-text" }, c.text, h("span", { class: "cl-factor", text: ` ${c.factor}` })),
  });
  const hands = h("div", { class: "cl-weis-hands", "data-testid": "hands" },
    view.hands.map((hand) => handBox({ ...hand, best_text: view.labels.best })));
  const felt = feltPanel("cl-weis-felt", h("div", { class: "cl-felt-caption", text: view.labels.hands }), hands);
  const teams = choiceGroup(ctx, {
    label: view.labels.team, attr: "team", keyPrefix: "team", cls: "cl-teams",
    options: view.teams.map((team) => ({ ...team, pressed: team.value === view.guess })),
    onPick: (team) => ctx.send({ action: "guess", team: team.value }),
  });
  const actions = h("div", { class: "cl-actions" },
    actionButton(ctx, view.actions.step, "step", { enabled: view.more }),
    actionButton(ctx, view.actions.all, "all", { enabled: view.more }),
    view.actions.new ? actionButton(ctx, view.actions.new, "new") : null);
  const results = h("div", { class: "cl-panels" });
  if (view.chain.rows.length) results.append(h("section", { class: "cl-panel" }, chainTable(view)));
  if (view.score) results.append(feedbackPanel(view.score, "weis-score"));
  return h("div", { class: "cl-lesson cl-weis" },
    h("div", { class: "cl-field-inline" }, h("span", { class: "cl-field-label", text: view.labels.contract }), contracts),
    felt,
    h("p", { class: "cl-prompt", "data-testid": "prompt" }, suitText(view.prompt)),
    h("div", { class: "cl-field-inline" }, h("span", { class: "cl-field-label", text: view.labels.team }), teams),
    feedbackPanel(view.feedback) || "",
    actions, results);
}

export default createTable(renderWeis);
