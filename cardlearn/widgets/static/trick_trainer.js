// TrickTrainer: the trick so far on a small felt, the learner's hand as card buttons,
// the rule that decides in the feedback. Draws view (cardlearn/widgets/trick_trainer.py) only.

import { createTable, h, roving } from "./common.js";
import { actionButton, answerCard, choiceGroup, feedbackPanel, feltPanel, shownCard, suitText } from "./lesson_common.js";

function trickRow(view) {
  const row = h("div", { class: "cl-trick-row", "data-testid": "trick", role: "list", "aria-label": view.labels.trick });
  if (!view.trick.length) row.append(h("div", { class: "cl-trick-empty", text: view.trick_empty }));
  view.trick.forEach((card, index) => {
    row.append(h("div", { class: `cl-trick-slot${card.best ? " is-best" : ""}`, role: "listitem" },
      shownCard(card, { "data-trick-card": card.code, "data-best": card.best ? "true" : null, "aria-label": `${card.seat_name}: ${card.label}` }),
      h("div", { class: "cl-trick-seat" }, h("span", { class: "cl-seq-no", text: index + 1 }), card.seat_name)));
  });
  return row;
}

function handRow(view, ctx) {
  const group = h("div", { class: "cl-answer-hand", role: "group", "aria-label": view.labels.hand, "data-group": "hand", "data-testid": "hand" });
  for (const card of view.hand) {
    group.append(answerCard(card, () => ctx.send({ action: "pick", card: card.code }), "hand"));
  }
  roving(group, "button.cl-card");
  return group;
}

function renderTrainer(view, ctx) {
  const modes = choiceGroup(ctx, {
    label: view.labels.mode, attr: "mode", keyPrefix: "mode", cls: "cl-modes",
    options: view.modes.map((m) => ({ ...m, pressed: m.value === view.mode })),
    onPick: (m) => ctx.send({ action: "mode", value: m.value }),
  });
  const contract = h("div", { class: "cl-contract-chip", "data-testid": "contract" },
    h("span", { class: "cl-rail-label", text: view.contract.label }),
    suitText(view.contract.text, "cl-contract-text"),
    h("span", { class: "cl-contract-sub", text: view.contract.sub }));
  const felt = feltPanel(`cl-trick-felt is-${view.deck}`,
    h("div", { class: "cl-felt-head" }, contract),
    h("div", { class: "cl-felt-caption", text: view.labels.trick }),
    trickRow(view),
    h("div", { class: "cl-felt-caption", text: view.labels.hand }),
    handRow(view, ctx));
  const actions = h("div", { class: "cl-actions" },
    actionButton(ctx, view.actions.reveal, "reveal"),
    actionButton(ctx, view.actions.reset, "reset"),
    view.actions.new ? actionButton(ctx, view.actions.new, "new") : null);
  return h("div", { class: `cl-lesson cl-trick-trainer is-${view.deck}`, "data-mode": view.mode },
    modes, h("p", { class: "cl-prompt", "data-testid": "prompt", text: view.prompt }), felt,
    feedbackPanel(view.feedback) || "", actions);
}

export default createTable(renderTrainer);
