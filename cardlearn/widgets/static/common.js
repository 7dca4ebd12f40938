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
// restored to it after the next render, and ctx.primary(el) marks where the learner acts
// next (a control, or a group whose roving item takes focus).

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

/**
 * A WAI-ARIA toolbar: one Tab stop (the last button used, else the first usable one), Left/Right
 * (and Up/Down) move between the usable buttons with wrap-around, Home/End go to the ends.
 * Buttons marked aria-disabled are skipped and are no Tab stop of their own.
 */
export function toolbarKeys(bar, label) {
  bar.setAttribute("role", "toolbar");
  if (label) bar.setAttribute("aria-label", label);
  const all = () => Array.from(bar.querySelectorAll("button"));
  const usable = () => all().filter((b) => b.getAttribute("aria-disabled") !== "true");
  const settle = (current) => all().forEach((b) => b.setAttribute("tabindex", b === current ? "0" : "-1"));
  settle(usable()[0] || null);
  bar.addEventListener("focusin", (event) => { if (usable().includes(event.target)) settle(event.target); });
  bar.addEventListener("keydown", (event) => {
    const items = usable();
    const index = items.indexOf(document.activeElement);
    if (index < 0 || !items.length) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    else if (step !== undefined) next = (index + step + items.length) % items.length;
    else return;
    event.preventDefault();
    settle(items[next]);
    items[next].focus();
  });
  return bar;
}

/** The settings bar (language select, sliders, toggles) from view.settings. */
export function settingsBar(view, ctx) {
  const bar = h("div", { class: "cl-settings", role: "group", "aria-label": view.labels.settings, "data-notice-for": "set" });
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

/**
 * The Table/Rules switch as a WAI-ARIA tab list: one Tab stop (the selected tab), arrow keys,
 * Home and End move between the tabs and show the screen at once (automatic activation).
 */
function screensBar(view, ctx, panelId) {
  const tabs = h("div", { class: "cl-screens", role: "tablist", "aria-label": view.labels.screens });
  const screens = view.screens;
  const show = (value) => { if (value !== view.screen) ctx.send({ action: "screen", value }); };
  screens.forEach((screen) => {
    const active = screen.value === view.screen;
    const button = h("button", {
      type: "button", role: "tab", class: "cl-tab", id: `${panelId}-tab-${screen.value}`,
      "aria-selected": active ? "true" : "false", "aria-controls": panelId,
      tabindex: active ? "0" : "-1", "data-screen": screen.value, text: screen.text,
    });
    button.addEventListener("click", () => show(screen.value));
    ctx.key(button, `screen:${screen.value}`);
    tabs.append(button);
  });
  tabs.addEventListener("keydown", (event) => {
    const index = screens.findIndex((screen) => screen.value === view.screen);
    let next = index;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (index + 1) % screens.length;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (index - 1 + screens.length) % screens.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = screens.length - 1;
    else return;
    event.preventDefault();
    // The redraw puts focus on the newly selected tab (its data-key).
    tabs.querySelector(`[data-screen="${CSS.escape(screens[next].value)}"]`)?.focus();
    show(screens[next].value);
  });
  return tabs;
}

/** Focus an element, or the roving item (tabindex 0) of a group; true when something took focus. */
function focusTarget(el) {
  if (!el) return false;
  const target = el.matches("button, input, select, textarea, [tabindex]") && !el.matches("[data-group]")
    ? el : el.querySelector('[tabindex="0"], button:not([tabindex="-1"]), input, select');
  if (!target) return false;
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/** The nearest ancestor that really scrolls (JupyterLab's notebook scroller), else the page. */
function scrollBox(el) {
  for (let box = el.parentElement; box; box = box.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) return box;
  }
  return document.scrollingElement;
}

/**
 * Scroll so that `el` shows between the status line (sticky at the top) and the actions bar
 * (sticky at the bottom on a short screen), its top first when it cannot all show. A notice in
 * the actions bar also keeps the bottom of the felt (the learner's hand) above the bar.
 */
function reveal(content, el) {
  el.scrollIntoView({ block: "nearest", inline: "nearest" });
  const felt = content.querySelector(".cl-felt");
  if (!felt) return;
  const rail = felt.querySelector(".cl-rail");
  const bar = felt.parentElement.querySelector(":scope > .cl-toolbar");
  const box = el.getBoundingClientRect();
  // The status line can only cover what comes after it (in the felt, or the actions).
  const below = rail && !rail.contains(el) && (rail.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  const ceiling = below ? rail.getBoundingClientRect().bottom : -Infinity;
  const lowest = bar && bar.contains(el) ? felt.getBoundingClientRect().bottom : box.bottom;
  const floor = bar ? bar.getBoundingClientRect().top : Infinity;
  const by = Math.min(Math.max(0, lowest - floor), box.top - ceiling);
  if (Math.abs(by) >= 1) scrollBox(felt).scrollBy(0, by);
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

const LOST_AFTER_MS = 8000;

// Kernel states after which this view's Python object is gone for good (a restart makes a new one).
const KERNEL_GONE = new Set(["restarting", "autorestarting", "dead", "terminating"]);

/**
 * Call onLost() as soon as the kernel behind `model` is restarted, shut down or dies, without
 * waiting for a click. Three signals, whichever comes first (each exists in JupyterLab 4 with
 * ipywidgets 8; elsewhere the missing ones are skipped and the no-answer timer stays):
 * - the model's "comm_live_update" event: the widget manager sets comm_live = false on every
 *   model when the kernel restarts; "comm:close" when the kernel side closes the widget;
 * - the notebook session's statusChanged (restarting, dead, ...) and kernelChanged (shut down,
 *   another kernel chosen), reached through model.widget_manager.context.sessionContext;
 * - for a console's manager, the kernel's own statusChanged (model.widget_manager.kernel).
 * Returns a function that stops watching.
 */
export function watchKernel(model, onLost) {
  const stops = [];
  const onEvent = (name) => { model.on(name, onLost); stops.push(() => model.off(name, onLost)); };
  onEvent("comm_live_update");
  onEvent("comm:close");
  const manager = model.widget_manager || {};
  const session = manager.context && manager.context.sessionContext;
  const kernel = (session && session.session && session.session.kernel) || manager.kernel || null;
  const onStatus = (_sender, status) => { if (KERNEL_GONE.has(status)) onLost(); };
  const onKernel = (_sender, change) => { if (!change || change.newValue !== kernel) onLost(); };
  const connect = (signal, slot) => {
    if (!signal || typeof signal.connect !== "function") return;
    signal.connect(slot);
    stops.push(() => signal.disconnect(slot));
  };
  connect(session ? session.statusChanged : kernel && kernel.statusChanged, onStatus);
  if (session) connect(session.kernelChanged, onKernel);
  if (kernel && KERNEL_GONE.has(kernel.status)) queueMicrotask(onLost);
  return () => stops.forEach((stop) => stop());
}

/** The overlay laid over a table whose kernel is gone: a title and what to do, centred in view. */
function lostOverlay() {
  const title = h("strong", { class: "cl-lost-title" });
  const body = h("span", { class: "cl-lost-body" });
  const box = guardKeys(h("div", { class: "cl-lost-box", role: "alert", tabindex: "-1" }, title, body));
  const overlay = h("div", { class: "cl-lost", "data-testid": "connection-lost", hidden: true }, box);
  overlay.show = (view) => {
    const texts = view.connection || {};
    title.textContent = texts.title || "";
    body.textContent = texts.lost || "";
    overlay.hidden = false;
  };
  overlay.box = box;
  return overlay;
}

/** The default export of a table module: anywidget's render() around the table's renderBody(). */
export function createTable(renderBody) {
  return {
    render({ model, el }) {
      const root = h("div", { class: "cl-root", "data-lm-suppress-shortcuts": "true" });
      const live = h("div", { class: "cl-live", "aria-live": "polite", role: "status" });
      const lost = lostOverlay();
      const content = h("div", { class: "cl-content" });
      root.append(lost, content, live);
      el.append(root);
      let seq = 0;
      const pending = new Map();
      let lostTimer = null;

      // Python answers every intent at once with a view carrying its seq as ack. No answer for
      // a while means the kernel is gone: say so (in the learner's language, from the last view)
      // instead of leaving a table that silently ignores clicks.
      // The overlay covers the table (nothing under it takes a click or a key) and its message
      // sticks in view while the table scrolls; a learner who was in the table is moved onto it.
      let lostKernel = false;
      const markLost = () => {
        const view = model.get("view") || {};
        const wasInside = root.contains(document.activeElement);
        lost.show(view);
        content.inert = true;
        root.dataset.connection = "lost";
        if (!root.dataset.lostAt) root.dataset.lostAt = String(performance.now());
        if (wasInside) lost.box.focus({ preventScroll: true });
      };
      const kernelLost = () => { lostKernel = true; markLost(); };
      const stopWatching = watchKernel(model, kernelLost);
      const checkLost = () => {
        lostTimer = null;
        const oldest = Math.min(...pending.values());
        if (pending.size && performance.now() - oldest >= LOST_AFTER_MS - 50) markLost();
        else if (pending.size) lostTimer = setTimeout(checkLost, LOST_AFTER_MS);
      };
      let lastLive = null;
      let lastNotice = null;
      let lastTurn = null;
      const panelId = uid("cl-panel");

      // A refusal or notice is shown where the eye is: right after the control that sent the
      // intent (marked data-notice-for="<action> ..."), else under the status line
      // (data-notice-fallback), else at the top. A new notice is scrolled into view once.
      const placeNotice = (container, header, notice, info) => {
        if (!notice) { lastNotice = null; return; }
        const action = info.action ? CSS.escape(info.action) : null;
        const anchor = (action && container.querySelector(`[data-notice-for~="${action}"]`))
          || container.querySelector("[data-notice-fallback]");
        if (anchor) {
          notice.classList.add("is-near");
          anchor.after(notice);
        } else header.after(notice);
        // News: another text, or the answer to another click (the same refusal twice is news too).
        const ack = model.get("view").ack;
        if (lastNotice === null || info.text !== lastNotice.text || (ack !== null && ack !== lastNotice.ack)) {
          reveal(container, notice);
        }
        lastNotice = { text: info.text, ack };
      };

      // The learner's turn (a hand to play from that was not one before) is scrolled into view
      // for a learner playing here (focus in the table), unless a notice took the eye this time.
      const followTurn = (notice) => {
        const hand = content.querySelector(".cl-hand.is-active");
        const turn = hand ? hand.dataset.hand : null;
        if (hand && turn !== lastTurn && engaged && !notice) reveal(content, hand);
        lastTurn = turn;
      };

      // Focus that survives redraws. Every view replaces the table's DOM, which drops the
      // focused element and would leave a keyboard user on <body>, many Tabs away. While the
      // learner is "in" the table (focus entered it and has not moved elsewhere on the page),
      // each redraw puts focus back: on the same logical control when it is still there and
      // usable, otherwise where the learner acts next (ctx.primary), otherwise on the table
      // body itself, so the next key press still lands in the table.
      let engaged = false;
      let lastKey = null;
      const onDocumentFocus = (event) => {
        if (root.contains(event.target)) {
          engaged = true;
          lastKey = event.target.dataset?.key || null;
        } else if (event.target !== document.body) engaged = false;
      };
      const onDocumentPointer = (event) => { if (!root.contains(event.target)) engaged = false; };
      document.addEventListener("focusin", onDocumentFocus, true);
      document.addEventListener("pointerdown", onDocumentPointer, true);

      // A redraw replaces the table's DOM. One that lands between a press and its release takes
      // the pressed button away, and the click with it: a number typed into an exercise is sent
      // on blur, i.e. at the press on Check, and its answer can come back before the release.
      // Such a redraw waits for the release (and the click it makes) instead.
      let pressed = false;
      let held = false;
      const flushHeld = () => { if (held && !pressed) { held = false; draw(); } };
      const onPress = (event) => { if (root.contains(event.target)) pressed = true; };
      const onRelease = (event) => {
        if (!pressed) return;
        pressed = false;
        // A mouse's click follows its release in the same task; a touch's tap comes a little later.
        setTimeout(flushHeld, event.pointerType === "mouse" ? 0 : 350);
      };
      document.addEventListener("pointerdown", onPress, true);
      document.addEventListener("pointerup", onRelease, true);
      document.addEventListener("pointercancel", onRelease, true);
      document.addEventListener("click", flushHeld);

      const send = (intent) => {
        seq += 1;
        pending.set(seq, performance.now());
        root.dataset.pending = String(seq);
        try {
          model.send({ ...intent, seq });
        } catch (error) {
          markLost();
          return;
        }
        if (!lostTimer) lostTimer = setTimeout(checkLost, LOST_AFTER_MS);
      };

      const draw = () => {
        const view = model.get("view") || {};
        if (!view.settings) return;
        const active = root.contains(document.activeElement) ? document.activeElement : null;
        const focusKey = active ? active.dataset.key : lastKey;
        const focusGroup = active ? active.closest("[data-group]")?.dataset.group : null;
        // A control marked data-focus-primary (New deal) hands the focus on, once Python has
        // answered its click, to where the learner acts next (the vulnerability choice).
        const handOn = !!(active && active.hasAttribute("data-focus-primary")
          && typeof view.ack === "number" && pending.has(view.ack));
        let primary = null;
        const ctx = {
          send,
          key(elem, key) { elem.dataset.key = key; return elem; },
          primary(elem) { primary = primary || elem; return elem; },
        };
        root.setAttribute("lang", view.lang);
        if (liveLang !== null && view.lang !== liveLang) { live.replaceChildren(); liveLang = view.lang; }
        root.dataset.phase = view.phase || "";
        root.dataset.screen = view.screen;
        applyEffects(root, view);

        // A <div>, not <header>: a widget inside a notebook is not the page's banner landmark.
        const header = h("div", { class: "cl-header" },
          h("h2", { class: "cl-title", text: view.title }), screensBar(view, ctx, panelId));
        const notice = view.notice
          ? h("div", { class: `cl-notice cl-notice-${view.notice.kind}`, "data-testid": "notice" },
            h("span", { text: view.notice.text }),
            (() => {
              const close = h("button", { type: "button", class: "cl-notice-close", "aria-label": view.labels.dismiss, text: "×" });
              close.addEventListener("click", () => send({ action: "dismiss" }));
              return close;
            })())
          : null;
        const selectedTab = `${panelId}-tab-${view.screen}`;
        const body = guardKeys(h("div", {
          class: "cl-screen", role: "tabpanel", id: panelId, "aria-labelledby": selectedTab,
          tabindex: "-1", "data-key": "screen-body",
        }, view.screen === "rules" ? rulesView(view) : renderBody(view, ctx)));
        // A lesson widget in a notebook with cardlearn.settings() has no bar of its own (empty list).
        const bar = view.settings.length ? settingsBar(view, ctx) : "";
        content.replaceChildren(header, body, bar);
        placeNotice(content, header, notice, view.notice);
        followTurn(notice);


        if (engaged && !root.contains(document.activeElement)) {
          const same = focusKey && focusKey !== "screen-body"
            ? content.querySelector(`[data-key="${CSS.escape(focusKey)}"]`) : null;
          const usable = same && same.getAttribute("aria-disabled") !== "true" ? same : null;
          const group = focusGroup
            ? content.querySelector(`[data-group="${CSS.escape(focusGroup)}"] [tabindex="0"]`) : null;
          // The same control first (a setting, a toolbar button, the selected card); where the
          // learner acts next when that control is gone; the table body while the AI plays.
          if (!(handOn && focusTarget(primary)) && !focusTarget(usable) && !focusTarget(primary) && !focusTarget(group)) {
            body.focus({ preventScroll: true });
          }
        }
        if (typeof view.ack === "number" && pending.has(view.ack)) {
          const ms = performance.now() - pending.get(view.ack);
          for (const key of [...pending.keys()]) if (key <= view.ack) pending.delete(key);
          if (!lostKernel) {  // a late answer from a busy kernel; a stopped one never comes back
            lost.hidden = true;
            content.inert = false;
            delete root.dataset.connection;
          }
          root.dataset.lastRoundtripMs = ms.toFixed(1);
          root.dataset.ack = String(view.ack);
        }
        root.dataset.version = String(view.version);
      };

      // One live region for every move, result, score and notice, spoken once: the model's
      // "live" trait changes only when there is news (a redraw for a setting repeats nothing),
      // and a new text node is spoken even when the words repeat ("West passes").
      // Each piece of news is added as its own line (screen readers speak additions); the last
      // few stay, so what was said can be read again. A new language starts the region afresh.
      let liveLang = null;
      const speak = () => {
        const news = model.get("live") || {};
        const lang = (model.get("view") || {}).lang;
        if (lang !== liveLang) live.replaceChildren();
        liveLang = lang;
        if (news.seq !== lastLive && news.text) {
          live.append(h("p", { text: news.text }));
          while (live.childElementCount > 4) live.firstElementChild.remove();
        }
        lastLive = news.seq;
      };
      lastLive = (model.get("live") || {}).seq ?? null;
      model.on("change:live", speak);
      const drawWhenReleased = () => { if (pressed) held = true; else draw(); };
      model.on("change:view", drawWhenReleased);
      draw();
      return () => {
        model.off("change:view", drawWhenReleased);
        model.off("change:live", speak);
        stopWatching();
        document.removeEventListener("focusin", onDocumentFocus, true);
        document.removeEventListener("pointerdown", onDocumentPointer, true);
        document.removeEventListener("pointerdown", onPress, true);
        document.removeEventListener("pointerup", onRelease, true);
        document.removeEventListener("pointercancel", onRelease, true);
        document.removeEventListener("click", flushHeld);
      };
    },
  };
}

// The review's Back and Forward buttons (both tables): each sends its intent; the kernel keeps the step.
export function reviewStepButtons(ctx, review) {
  const prev = h("button", { type: "button", class: "cl-btn", "data-action": "review-prev", text: `◀ ${review.prev}`, "aria-disabled": review.step > 0 ? null : "true" });
  prev.addEventListener("click", () => ctx.send({ action: "review-prev" }));
  const next = h("button", { type: "button", class: "cl-btn", "data-action": "review-next", text: `${review.next} ▶`, "aria-disabled": review.step < review.total ? null : "true" });
  next.addEventListener("click", () => ctx.send({ action: "review-next" }));
  ctx.key(prev, "action:review-prev");
  ctx.key(next, "action:review-next");
  return [prev, next];
}
