// Shared front end of every cardlearn table: DOM helpers, settings bar, notices,
// the aria-live region, the rules view, keyboard helpers and the intent channel.
//
// The front end draws ONLY from model.get("view") (published by Python) and sends
// intents with model.send({action, ..., seq}). It has no word of its own (every
// text arrives translated in the view) and never decides a rule (legal cards and
// calls arrive in the view). Text is always set with textContent / attributes,
// never innerHTML.
//
// A table module does:  export default createTable(renderBody)
// where renderBody(view, ctx) returns the table's own DOM (the felt and panels);
// ctx.send(intent) sends an intent, ctx.key(el, key) marks an element so focus is
// restored to it after the next render.

const SVG_NS = "http://www.w3.org/2000/svg";

// JupyterLab (Lumino) matches its keyboard shortcuts from the focused element upwards and
// stops at the first element carrying data-lm-suppress-shortcuts. Selectors such as
// ".jp-Notebook.jp-mod-commandMode :focus" match the focused control itself, so the
// attribute must sit on every control, not only on the widget's root.
const CONTROLS = new Set(["button", "input", "select", "textarea"]);

/** Keep JupyterLab's shortcuts away from an element that takes keyboard focus. */
export function guardKeys(el) {
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  return el;
}

/** Create an HTML element: h("div", {class: "x", "data-card": "SA"}, child, "text"). */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  if (CONTROLS.has(tag)) guardKeys(el);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/** Create an SVG element with attributes and children. */
export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

function setAttrs(el, attrs) {
  if (!attrs) return;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "on") {
      for (const [type, fn] of Object.entries(value)) el.addEventListener(type, fn);
    } else if (name === "style" && typeof value === "object") {
      for (const [prop, v] of Object.entries(value)) el.style.setProperty(prop, String(v));
    } else if (name === "text") {
      el.textContent = String(value);
    } else {
      el.setAttribute(name, value === true ? "" : String(value));
    }
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

let idCounter = 0;
/** A document-unique id for aria references. */
export function uid(prefix) {
  idCounter += 1;
  return `${prefix}-${idCounter}`;
}

/** Arrow-key movement between the buttons of a group (roving tabindex). */
export function roving(container, selector, { columns = 0 } = {}) {
  const items = () => Array.from(container.querySelectorAll(selector));
  const list = items();
  if (!list.length) return;
  const current = list.find((el) => el.getAttribute("aria-pressed") === "true")
    || list.find((el) => el.getAttribute("aria-disabled") !== "true") || list[0];
  list.forEach((el) => el.setAttribute("tabindex", el === current ? "0" : "-1"));
  container.addEventListener("keydown", (event) => {
    const all = items();
    const index = all.indexOf(document.activeElement);
    if (index < 0) return;
    let next = index;
    const step = columns || 1;
    if (event.key === "ArrowRight") next = index + 1;
    else if (event.key === "ArrowLeft") next = index - 1;
    else if (event.key === "ArrowDown") next = index + step;
    else if (event.key === "ArrowUp") next = index - step;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = all.length - 1;
    else return;
    event.preventDefault();
    next = Math.max(0, Math.min(all.length - 1, next));
    all.forEach((el, i) => el.setAttribute("tabindex", i === next ? "0" : "-1"));
    all[next].focus();
  });
}

/** The settings bar (language select, sliders, toggles) from view.settings. */
export function settingsBar(view, ctx) {
  const bar = h("div", { class: "cl-settings", role: "group", "aria-label": view.labels.settings });
  for (const item of view.settings) {
    const id = uid(`cl-${item.name}`);
    if (item.kind === "select") {
      const select = h("select", { id, "data-setting": item.name });
      for (const option of item.options) {
        select.append(h("option", { value: option.value, selected: option.value === item.value, text: option.text }));
      }
      select.addEventListener("change", () => ctx.send({ action: "set", name: item.name, value: select.value }));
      bar.append(h("label", { class: "cl-setting", for: id }, h("span", { text: item.label }), select));
      ctx.key(select, `setting:${item.name}`);
    } else if (item.kind === "range") {
      const out = h("output", { for: id, text: item.text });
      const input = h("input", {
        id, type: "range", min: 0, max: 100, step: 5, value: item.value,
        "data-setting": item.name, "aria-valuetext": item.text,
      });
      input.addEventListener("change", () => ctx.send({ action: "set", name: item.name, value: Number(input.value) }));
      bar.append(h("label", { class: "cl-setting", for: id }, h("span", { text: item.label }), input, out));
      ctx.key(input, `setting:${item.name}`);
    } else if (item.kind === "toggle") {
      const input = h("input", { id, type: "checkbox", checked: item.value, "data-setting": item.name });
      input.addEventListener("change", () => ctx.send({ action: "set", name: item.name, value: input.checked }));
      bar.append(h("label", { class: "cl-setting cl-toggle", for: id }, input, h("span", { text: item.label })));
      ctx.key(input, `setting:${item.name}`);
    }
  }
  return bar;
}

function screensBar(view, ctx) {
  const tabs = h("div", { class: "cl-screens", role: "tablist", "aria-label": view.labels.screens });
  for (const screen of view.screens) {
    const active = screen.value === view.screen;
    const button = h("button", {
      type: "button", role: "tab", class: "cl-tab", "aria-selected": active ? "true" : "false",
      "data-screen": screen.value, text: screen.text,
    });
    button.addEventListener("click", () => ctx.send({ action: "screen", value: screen.value }));
    ctx.key(button, `screen:${screen.value}`);
    tabs.append(button);
  }
  return tabs;
}

/** The full rules of the game, from view.rules (sections of paragraphs). */
export function rulesView(view) {
  const article = h("article", { class: "cl-rules", "data-testid": "rules" });
  for (const section of view.rules || []) {
    article.append(h("h3", { text: section.heading }));
    for (const paragraph of section.paragraphs) article.append(h("p", { text: paragraph }));
  }
  return article;
}

/** The grain, tint and contrast layers of the felt (the three visual settings). */
export function feltEffects() {
  const grain = s("svg", { class: "cl-grain", "aria-hidden": "true", focusable: "false" },
    s("filter", { id: "cl-noise", x: 0, y: 0, width: "100%", height: "100%" },
      s("feTurbulence", { type: "fractalNoise", baseFrequency: "0.85", numOctaves: 2, stitchTiles: "stitch" }),
      s("feColorMatrix", { type: "saturate", values: "0" })),
    s("rect", { width: "100%", height: "100%", filter: "url(#cl-noise)" }));
  return [h("div", { class: "cl-felt-tint", "aria-hidden": "true" }), grain];
}

function applyEffects(root, view) {
  const fx = view.effects || {};
  root.style.setProperty("--cl-contrast", fx.contrast ?? 1);
  root.style.setProperty("--cl-grain", fx.grain ?? 0.22);
  root.style.setProperty("--cl-warm", fx.warm ?? 0);
  root.style.setProperty("--cl-cool", fx.cool ?? 0);
}

/** The default export of a table module: anywidget's render() around the table's renderBody(). */
export function createTable(renderBody) {
  return {
    render({ model, el }) {
      const root = h("div", { class: "cl-root", "data-lm-suppress-shortcuts": "true" });
      const live = h("div", { class: "cl-live", "aria-live": "polite", role: "status" });
      const content = h("div", { class: "cl-content" });
      root.append(content, live);
      el.append(root);
      let seq = 0;
      const pending = new Map();
      let lastAnnounce = "";

      const send = (intent) => {
        seq += 1;
        pending.set(seq, performance.now());
        root.dataset.pending = String(seq);
        model.send({ ...intent, seq });
      };

      const draw = () => {
        const view = model.get("view") || {};
        if (!view.settings) return;
        const active = root.contains(document.activeElement) ? document.activeElement : null;
        const focusKey = active ? active.dataset.key : null;
        const focusGroup = active ? active.closest("[data-group]")?.dataset.group : null;
        const ctx = {
          send,
          key(elem, key) { elem.dataset.key = key; return elem; },
        };
        root.setAttribute("lang", view.lang);
        root.dataset.phase = view.phase || "";
        root.dataset.screen = view.screen;
        applyEffects(root, view);

        const header = h("header", { class: "cl-header" },
          h("h2", { class: "cl-title", text: view.title }), screensBar(view, ctx));
        const notice = view.notice
          ? h("div", { class: `cl-notice cl-notice-${view.notice.kind}`, role: "alert", "data-testid": "notice" },
            h("span", { text: view.notice.text }),
            (() => {
              const close = h("button", { type: "button", class: "cl-notice-close", "aria-label": view.labels.dismiss, text: "×" });
              close.addEventListener("click", () => send({ action: "dismiss" }));
              return close;
            })())
          : null;
        const body = view.screen === "rules" ? rulesView(view) : renderBody(view, ctx);
        // A lesson widget in a notebook with cardlearn.settings() has no bar of its own (empty list).
        content.replaceChildren(header, notice || "", body, view.settings.length ? settingsBar(view, ctx) : "");

        if (view.announce && view.announce !== lastAnnounce) live.textContent = view.announce;
        lastAnnounce = view.announce || "";

        if (focusKey || focusGroup) {
          const again = (focusKey && content.querySelector(`[data-key="${CSS.escape(focusKey)}"]`))
            || (focusGroup && content.querySelector(`[data-group="${CSS.escape(focusGroup)}"] [tabindex="0"]`));
          if (again) again.focus({ preventScroll: true });
        }
        if (typeof view.ack === "number" && pending.has(view.ack)) {
          const ms = performance.now() - pending.get(view.ack);
          pending.delete(view.ack);
          root.dataset.lastRoundtripMs = ms.toFixed(1);
          root.dataset.ack = String(view.ack);
        }
        root.dataset.version = String(view.version);
      };

      model.on("change:view", draw);
      draw();
      return () => model.off("change:view", draw);
    },
  };
}
