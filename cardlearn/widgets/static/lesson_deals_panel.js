// A lesson's prepared deals, shared by the bridge and the Schieber tables (LessonDealsTable,
// JassLessonDealsTable): the board buttons, the title and plan above the felt, the comment after the deal.
import { h, roving } from "./common.js";

export function paragraphs(text, cls) {
  return String(text).split(/\n\s*\n/).map((part) => h("p", { class: cls, text: part.trim() }));
}

export function lessonBar(view, ctx) {
  const lesson = view.lesson;
  const bar = h("section", { class: "cl-lesson", "data-testid": "lesson", "aria-label": lesson.title || lesson.label });
  const row = h("div", { class: "cl-lesson-boards", role: "group", "aria-label": lesson.label, "data-group": "lesson-boards", "data-notice-for": "lesson-board" });
  for (const board of lesson.boards) {
    const button = h("button", {
      type: "button", class: `cl-btn cl-btn-choice cl-lesson-board${board.current ? " is-current" : ""}`,
      "data-action": "lesson-board", "data-board": board.number, "aria-pressed": board.current ? "true" : "false", text: board.text,
    });
    button.addEventListener("click", () => ctx.send({ action: "lesson-board", board: board.number }));
    ctx.key(button, `lesson-board:${board.number}`);
    row.append(button);
  }
  roving(row, "button");
  bar.append(row);
  if (lesson.free) {
    bar.append(h("p", { class: "cl-lesson-mode", "data-testid": "lesson-free", text: lesson.free }));
    return bar;
  }
  // The title with how the auction is made on one line, then the plan: compact above the felt
  // (or beside it on a wide screen), so the felt and the learner's hand keep the screen.
  const plan = h("div", { class: "cl-lesson-plan", "data-testid": "lesson-plan" },
    h("div", { class: "cl-lesson-head" },
      h("h3", { class: "cl-lesson-title", "data-testid": "lesson-title", text: lesson.title }),
      h("span", { class: "cl-lesson-mode", text: lesson.mode })),
    ...paragraphs(lesson.plan, "cl-lesson-text").map((p, i) => {
      if (i === 0) p.prepend(h("strong", { class: "cl-lesson-label", text: `${lesson.plan_label}: ` }));
      return p;
    }));
  if (lesson.lead) {
    plan.append(h("div", { class: "cl-lesson-lead", role: "note", "data-testid": "lesson-lead" },
      ...paragraphs(lesson.lead, "cl-lesson-text").map((p, i) => {
        if (i === 0) p.prepend(h("strong", { class: "cl-lesson-label", text: `${lesson.lead_label}: ` }));
        return p;
      })));
  }
  bar.append(plan);
  return bar;
}

export function lessonComment(view) {
  const lesson = view.lesson;
  return h("section", { class: "cl-panel cl-lesson-comment", "data-testid": "lesson-comment", role: "note", "aria-label": lesson.comment_label },
    h("h3", { text: `${lesson.comment_label}: ${lesson.title}` }), ...paragraphs(lesson.comment, "cl-lesson-text"));
}

