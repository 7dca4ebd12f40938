// The notebook's settings bar (cardlearn.settings()): one bar that every lesson and exercise
// widget of the kernel follows. Draws view (cardlearn/widgets/settings.py) only.

import { h, settingsBar } from "./common.js";

export default {
  render({ model, el }) {
    const root = h("div", { class: "cl-root cl-notebook-settings", "data-lm-suppress-shortcuts": "true" });
    const content = h("div", { "data-testid": "notebook-settings" });
    root.append(content);
    el.append(root);
    let seq = 0;
    const send = (intent) => { seq += 1; model.send({ ...intent, seq }); };
    const draw = () => {
      const view = model.get("view") || {};
      if (!view.settings) return;
      const active = root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
      const ctx = { send, key(elem, key) { elem.dataset.key = key; return elem; } };
      root.setAttribute("lang", view.lang);
      const bar = settingsBar(view, ctx);
      bar.prepend(h("strong", { class: "cl-settings-title", text: view.title, title: view.note }));
      const notice = view.notice
        ? h("div", { class: `cl-notice cl-notice-${view.notice.kind}`, role: "alert", "data-testid": "notice", text: view.notice.text })
        : "";
      content.replaceChildren(bar, notice);
      if (active) root.querySelector(`[data-key="${CSS.escape(active)}"]`)?.focus({ preventScroll: true });
      root.dataset.version = String(view.version);
    };
    model.on("change:view", draw);
    draw();
    return () => model.off("change:view", draw);
  },
};
