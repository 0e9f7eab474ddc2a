// A small DOM builder: h("div.card.big", {onclick}, "text", child, [more]).

/** Builds an element. `sel` is a tag with optional `.class` and `#id` parts. */
export function h(sel, attrs, ...children) {
  const [tagAndId, ...classes] = sel.split(".");
  const [tag, id] = tagAndId.split("#");
  const el = document.createElement(tag || "div");
  if (id) el.id = id;
  if (classes.length) el.className = classes.join(" ");
  if (attrs && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className += (el.className ? " " : "") + v;
    else if (k === "style" && typeof v === "object") Object.assign(el.style, v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k in el && typeof v !== "string") el[k] = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === undefined || c === null || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : String(c));
  }
}

/** Replaces the contents of `el`. */
export function mount(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** A button that runs `fn`; `test` names it for the end-to-end tests. */
export function button(label, fn, opts = {}) {
  return h("button", {
    type: "button",
    class: opts.class,
    title: opts.title,
    disabled: opts.disabled,
    dataset: opts.test ? { test: opts.test } : undefined,
    onclick: fn,
  }, label);
}

/** Sets the message in the connection badge of the top bar. */
export function connection(state) {
  const el = document.getElementById("conn");
  if (!el) return;
  el.hidden = !state;
  el.textContent = state || "";
  el.className = "conn " + (state === "live" ? "ok" : "warn");
}

/** A short-lived notice at the bottom of the screen. */
export function toast(message, kind = "error") {
  // Counted, so that a test can tell that nothing went wrong on the way.
  if (kind === "error") window.urbsErrors = [...(window.urbsErrors ?? []), String(message)];
  let box = document.getElementById("toasts");
  if (!box) {
    box = h("div#toasts");
    document.body.append(box);
  }
  const t = h("div.toast." + kind, { role: "alert" }, message);
  box.append(t);
  setTimeout(() => t.remove(), 6000);
}
