// UndertrickCalculator: choose the case, guess the score, then see it step by step with the
// table of every undertrick penalty. Draws view (cardlearn/widgets/undertrick_calculator.py) only.

import { createTable, h, uid } from "./common.js";
import { actionButton, choiceGroup, feedbackPanel, feltPanel, field, suitText } from "./lesson_common.js";

function caseFields(view, ctx) {
  const box = h("div", { class: "cl-fields" });
  for (const item of view.fields) {
    const group = choiceGroup(ctx, {
      label: item.label, attr: "value", keyPrefix: item.name, cls: `cl-choices-${item.name}`,
      options: item.options.map((o) => ({ ...o, title: item.name === "tricks" && o.value === item.target ? item.target_text : null })),
      onPick: (o) => ctx.send({ action: item.name, value: o.value }),
    });
    for (const button of group.querySelectorAll("button")) {
      button.dataset.field = item.name;
      if (item.name === "tricks" && Number(button.dataset.value) === item.target) button.classList.add("is-target");
      if (item.name === "tricks" && Number(button.dataset.value) < item.target) button.classList.add("is-short");
    }
    box.append(field(item.label, group, item.name === "tricks" ? h("span", { class: "cl-field-note", text: item.target_text }) : null));
  }
  return box;
}

function guessForm(view, ctx) {
  const id = uid("cl-guess");
  const input = h("input", {
    id, type: "text", inputmode: "numeric", class: "cl-number", "data-field": "guess", autocomplete: "off",
    value: view.guess === null || view.guess === undefined ? "" : String(view.guess), size: 7,
  });
  ctx.key(input, "guess");
  const submit = () => { if (input.value.trim()) ctx.send({ action: "guess", value: input.value.trim() }); };
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); submit(); } });
  const check = actionButton(ctx, view.actions.check, "check", { primary: true, onClick: submit });
  return h("div", { class: "cl-guess" }, h("label", { for: id, class: "cl-field-label", text: view.labels.guess }), input, check);
}

function stepsPanel(view, ctx) {
  const panel = h("section", { class: "cl-panel cl-steps", "data-testid": "steps" }, h("h3", { text: view.labels.steps }));
  const list = h("ol", { class: "cl-step-list" });
  for (const step of view.steps) {
    const li = h("li", { class: `cl-step cl-step-${step.kind}`, "data-step": step.n });
    if (step.label !== undefined) {
      li.append(h("span", { class: "cl-step-label", text: step.label }), h("span", { class: `cl-step-points${step.points.startsWith("−") ? " is-minus" : ""}`, text: step.points }));
    } else li.append(suitText(step.text, "cl-step-text"));
    list.append(li);
  }
  panel.append(list);
  const actions = h("div", { class: "cl-actions" },
    actionButton(ctx, view.actions.step, "step", { enabled: !view.done }),
    actionButton(ctx, view.actions.all, "all", { enabled: !view.done }));
  panel.append(actions);
  return panel;
}

function penaltyTable(view) {
  const p = view.penalties;
  const table = h("table", { class: "cl-table cl-penalties", "data-testid": "penalties" },
    h("caption", { text: p.title }),
    h("thead", {}, h("tr", {}, p.columns.map((c) => h("th", { scope: "col", text: c })))));
  const body = h("tbody");
  for (const row of p.rows) {
    body.append(h("tr", { "data-down": row.down, class: row.current ? "is-current" : null, "aria-current": row.current ? "true" : null },
      h("td", { text: row.down }), h("td", { text: row.each }), h("td", { text: row.total })));
  }
  table.append(body);
  return h("section", { class: "cl-panel cl-penalty-panel" }, table);
}

function renderCalculator(view, ctx) {
  const felt = feltPanel("cl-calc-felt",
    h("p", { class: "cl-felt-summary", "data-testid": "summary" }, suitText(view.summary)),
    caseFields(view, ctx));
  return h("div", { class: "cl-lesson cl-calculator" },
    felt,
    h("p", { class: "cl-prompt", text: view.prompt }),
    guessForm(view, ctx),
    feedbackPanel(view.feedback) || "",
    h("div", { class: "cl-panels" }, stepsPanel(view, ctx), penaltyTable(view)));
}

export default createTable(renderCalculator);
