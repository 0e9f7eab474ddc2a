// A small DOM builder: h("div.card.big", {onclick}, "text", child, [more]).
import { t } from "./i18n.js";

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
    if (k.startsWith("on")) on(el, k.slice(2), v);
    else if (k === "class") el.className += (el.className ? " " : "") + v;
    else if (k === "style" && typeof v === "object") Object.assign(el.style, v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k in el && typeof v !== "string") {
      // Kept, so that `patch` can carry properties (checked, value) over.
      (el.__props ??= {})[k] = v;
      el[k] = v;
    } else el.setAttribute(k, v === true ? "" : v);
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

// Handlers live in `el.__on` behind one listener per event type, so that
// `patch` can hand an element kept on the page the handlers of its
// replacement (which see the newest state).
function dispatch(e) {
  for (const fn of this.__on?.[e.type] ?? []) fn.call(this, e);
}

function listen(el, type) {
  el.__bound ??= new Set();
  if (!el.__bound.has(type)) {
    el.__bound.add(type);
    el.addEventListener(type, dispatch);
  }
}

/** Adds a handler of `type` events to `el` (kept across `patch`). */
export function on(el, type, fn) {
  ((el.__on ??= {})[type] ??= []).push(fn);
  listen(el, type);
  return el;
}

/** Replaces the contents of `el`. */
export function mount(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/**
 * Makes the contents of `el` look like `children` while keeping the
 * elements already there wherever they fit (same tag, same `data-key`):
 * keyboard focus, text being typed, scroll positions, and `<details>` a
 * player opened or closed stay as they were, and a screen reader does not
 * lose its place. Use it to redraw a screen after an update; `mount` to
 * show another screen.
 */
export function patch(el, ...children) {
  const holder = document.createElement("div");
  append(holder, children);
  reconcile(el, [...holder.childNodes]);
  return el;
}

const keyOf = (n) => n.getAttribute("data-key") ?? (n.id || null);
const firstClass = (n) => n.classList[0] ?? "";

// The same element for sure: tag, key, test name and first class agree.
function strong(a, b) {
  if (a.nodeType !== b.nodeType) return false;
  if (a.nodeType !== 1) return true;
  return a.tagName === b.tagName && keyOf(a) === keyOf(b) && a.dataset.test === b.dataset.test
    && firstClass(a) === firstClass(b) && (a.tagName !== "INPUT" || a.type === b.type);
}

// Close enough to be updated in place (a button whose look changed).
function soft(a, b) {
  return a.nodeType === 1 && b.nodeType === 1 && a.tagName === b.tagName && keyOf(a) === keyOf(b)
    && keyOf(b) === null && (a.tagName !== "INPUT" || a.type === b.type);
}

function reconcile(parent, wanted) {
  for (let i = 0; i < wanted.length; i++) {
    const nu = wanted[i];
    const old = parent.childNodes[i] ?? null;
    let match = old && strong(old, nu) ? old : null;
    if (!match && old) {
      // Further on? The elements skipped on the way are gone from the new
      // page (a panel that closed); dropping them leaves the match where
      // it stands, so nothing that has focus is moved.
      let ahead = old.nextSibling;
      while (ahead && !strong(ahead, nu)) ahead = ahead.nextSibling;
      if (ahead) {
        while (parent.childNodes[i] !== ahead) parent.childNodes[i].remove();
        match = ahead;
      } else if (soft(old, nu) && !wanted.slice(i + 1).some((w) => strong(old, w))) match = old;
      // (An element wanted further on is not made into another one here:
      // `nu` is new, and goes in before it.)
    }
    if (match) morph(match, nu);
    else parent.insertBefore(nu, old);
  }
  while (parent.childNodes.length > wanted.length) parent.lastChild.remove();
}

function morph(old, nu) {
  if (old.nodeType !== 1) {
    if (old.nodeValue !== nu.nodeValue) old.nodeValue = nu.nodeValue;
    return;
  }
  // A <details> keeps whatever the player made of it.
  const keep = old.tagName === "DETAILS" ? new Set(["open"]) : new Set();
  for (const { name, value } of [...nu.attributes]) {
    if (keep.has(name)) continue;
    const was = old.getAttribute(name);
    if (was !== value) {
      old.setAttribute(name, value);
      // What the code sets, not what the player typed, is compared: a
      // field's value is replaced only when the code asks for another.
      if (name === "value" && "value" in old) old.value = value;
    }
  }
  for (const { name } of [...old.attributes])
    if (!keep.has(name) && !nu.hasAttribute(name)) old.removeAttribute(name);
  const props = { ...old.__props, ...nu.__props };
  for (const k of Object.keys(props))
    if (old.__props?.[k] !== nu.__props?.[k] && old[k] !== nu[k]) old[k] = nu[k];
  old.__props = nu.__props;
  old.__on = nu.__on;
  for (const type of Object.keys(nu.__on ?? {})) listen(old, type);
  reconcile(old, [...nu.childNodes]);
}

/** A button that runs `fn`; `test` names it for the end-to-end tests. */
export function button(label, fn, opts = {}) {
  return h("button", {
    type: "button",
    class: opts.class,
    title: opts.title,
    "aria-label": opts.label,
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
  el.textContent = state ? t(`conn.${state}`) : "";
  el.dataset.state = state || "";
  el.className = "conn " + (state === "live" ? "ok" : "warn");
}

/** A short-lived notice at the bottom of the screen. */
export function toast(message, kind = "error") {
  // Counted, so that a test can tell that nothing went wrong on the way.
  const text = message instanceof Node ? message.textContent : String(message);
  if (kind === "error") window.urbsErrors = [...(window.urbsErrors ?? []), text];
  let box = document.getElementById("toasts");
  if (!box) {
    box = h("div#toasts");
    document.body.append(box);
  }
  const t = h("div.toast." + kind, { role: "alert" }, message);
  box.append(t);
  setTimeout(() => t.remove(), 6000);
}
