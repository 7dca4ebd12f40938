// ExerciseWidget: the prompt, the input that fits the exercise's kind, Check, hints, the
// feedback and (teacher) the solution. Draws view (cardlearn/exercises/widget.py) only.

import { createTable, h, roving, uid } from "./common.js";
import { cardSvg } from "./cards.js";
import { actionButton, feedbackPanel, suitText } from "./lesson_common.js";

function choiceButton(view, ctx, choice) {
  const attrs = {
    type: "button", class: `cl-choice cl-ex-choice cl-ex-${choice.kind}`, "data-choice": String(choice.value),
    "aria-pressed": choice.pressed ? "true" : "false", "aria-label": choice.aria || choice.text,
  };
  if (choice.kind === "card") attrs["data-card"] = choice.code;
  if (choice.kind === "call") attrs["data-call"] = choice.value;
  if (choice.kind === "team") attrs["data-team"] = choice.value;
  if (choice.kind === "seat") attrs["data-seat"] = choice.value;
  if (choice.kind === "contract") attrs["data-contract"] = choice.value;
  let content;
  if (choice.kind === "card") {
    attrs.class += " cl-card";
    attrs.title = choice.text;
    content = cardSvg(choice.code, { deck: choice.deck });
  } else content = suitText(choice.text, "cl-choice-text");
  const button = h("button", attrs, content);
  button.addEventListener("click", () => ctx.send({ action: "choose", value: choice.value }));
  ctx.key(button, `choice:${choice.value}`);
  return button;
}

// The calls as the table's bidding box: Pass, Double, Redouble on top, then one row per level
// (♣ ♦ ♥ ♠ NT); arrow keys move along a row and between levels.
function callBox(view, ctx) {
  const box = view.call_box;
  const wrap = h("div", {
    class: `cl-bidding-box cl-ex-call-box${box.full ? " is-full" : ""}`, role: "group",
    "aria-label": view.labels.answer, "data-group": "choices",
  });
  const button = (choice) => {
    const b = choiceButton(view, ctx, choice);
    b.classList.remove("cl-choice");  // drawn as the table's call buttons (table.css), not as chips
    b.classList.add("cl-call", `cl-strain-${choice.strain}`);
    return b;
  };
  if (box.specials.length) wrap.append(h("div", { class: "cl-box-specials" }, box.specials.map(button)));
  const grid = h("div", { class: "cl-box-grid" });
  for (const row of box.levels) {
    const cells = row.calls.map(button);
    if (!box.full) grid.append(h("div", { class: "cl-box-row", "data-level": row.level }, cells));
    else grid.append(...cells);
  }
  wrap.append(grid);
  roving(wrap, "button.cl-ex-choice", { columns: box.full ? 5 : 0 });
  return wrap;
}

function choices(view, ctx) {
  if (view.call_box) return callBox(view, ctx);
  const grid = view.call_grid;
  const group = h("div", {
    class: `cl-ex-choices${grid ? " is-call-grid" : ""}${view.kind === "card" ? " is-cards" : ""}`,
    role: "group", "aria-label": view.labels.answer, "data-group": "choices",
  }, view.choices.map((choice) => choiceButton(view, ctx, choice)));
  roving(group, "button.cl-ex-choice", { columns: grid ? 5 : 0 });
  return group;
}

function numberInput(view, ctx) {
  const id = uid("cl-ex-number");
  const input = h("input", { id, type: "text", inputmode: "numeric", class: "cl-number", "data-field": "number", value: view.number, autocomplete: "off", size: 8 });
  ctx.key(input, "number");
  const send = () => ctx.send({ action: "choose", value: input.value.trim() });
  input.addEventListener("change", send);
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") { event.preventDefault(); send(); ctx.send({ action: "check" }); }
  });
  return h("div", { class: "cl-guess" }, h("label", { for: id, class: "cl-field-label", text: view.labels.number }), input);
}

function orderInput(view, ctx) {
  const order = view.order;
  const pool = h("div", { class: "cl-ex-choices cl-order-pool", role: "group", "aria-label": view.labels.answer, "data-group": "order" });
  for (const item of order.items) {
    const button = h("button", {
      type: "button", class: `cl-choice cl-ex-choice cl-order-item${item.placed ? " is-placed" : ""}`, "data-item": item.value,
      "data-placed": item.placed ? String(item.position) : null, "aria-pressed": item.placed ? "true" : "false",
      "aria-label": item.text,
    }, item.placed ? h("span", { class: "cl-pick-no", text: item.position }) : null,
    item.kind === "card" ? h("span", { class: "cl-mini-card" }, cardSvg(item.code, { deck: item.deck })) : null,
    suitText(item.text, "cl-choice-text"));
    button.addEventListener("click", () => ctx.send({ action: "place", value: item.value }));
    ctx.key(button, `item:${item.value}`);
    pool.append(button);
  }
  roving(pool, "button.cl-order-item");
  const line = h("ol", { class: "cl-order-line", "aria-label": view.labels.placed, "data-testid": "placed" },
    order.placed.map((item, i) => h("li", {}, h("span", { class: "cl-pick-no", "aria-hidden": "true", text: i + 1 }), suitText(item.text, "cl-choice-text"))));
  return h("div", { class: "cl-order" }, pool, h("div", { class: "cl-field-label", text: view.labels.placed }), line);
}

function renderExercise(view, ctx) {
  let input;
  if (view.kind === "number") input = numberInput(view, ctx);
  else if (view.kind === "order") input = orderInput(view, ctx);
  else input = choices(view, ctx);
  // A typed number is sent on "change", which fires (on blur) before the click on Check.
  const check = actionButton(ctx, view.actions.check, "check", { primary: true });
  const actions = h("div", { class: "cl-actions" }, check,
    actionButton(ctx, `${view.actions.hint}${view.hints_left ? ` (${view.hints_left})` : ""}`, "hint", { enabled: view.hints_left > 0 }),
    view.kind === "order" ? actionButton(ctx, view.actions.clear, "clear") : null,
    view.teacher ? null : actionButton(ctx, view.actions.reveal, "reveal"),
    view.generated ? actionButton(ctx, view.actions.new, "new") : null);
  const mastery = view.mastery
    ? h("p", { class: "cl-ex-mastery", "data-testid": "mastery", "data-mastered": view.mastery.mastered ? "true" : "false", text: view.mastery.text })
    : null;
  const hints = view.hints.length
    ? h("ul", { class: "cl-hints", "data-testid": "hints" }, view.hints.map((hint) => h("li", { class: "cl-hint" }, suitText(hint, "cl-line"))))
    : null;
  const card = h("section", { class: "cl-exercise-card", "data-exercise-id": view.id, "data-kind": view.kind },
    h("div", { class: "cl-ex-heading", text: view.heading }),
    h("p", { class: "cl-prompt cl-ex-prompt", "data-testid": "prompt" }, suitText(view.prompt)),
    h("div", { class: "cl-field-label", text: view.labels.answer }),
    input, actions, mastery);
  return h("div", { class: "cl-lesson cl-exercise" }, card,
    feedbackPanel(view.feedback) || "", hints,
    view.solution ? feedbackPanel(view.solution, "solution") : null);
}

export default createTable(renderExercise);
