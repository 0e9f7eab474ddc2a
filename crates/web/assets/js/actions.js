// Helpers that turn the server's list of legal actions into clickable things.
// The client never decides what is legal: it only offers what the list holds.

/** Structural equality of two JSON values. */
export function eq(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => eq(a[k], b[k]));
}

/** The kind of an action's JSON form: `"pass"` → pass, `{"bid":3}` → bid. */
export function kind(json) {
  if (typeof json === "string") return json;
  if (json && typeof json === "object") return Object.keys(json)[0];
  return String(json);
}

/** The payload of an externally tagged action (`{"bid":3}` → 3). */
export function payload(json) {
  return json && typeof json === "object" ? Object.values(json)[0] : null;
}

/** Legal actions of one kind. */
export function ofKind(actions, k) {
  return actions.filter((a) => kind(a.json) === k);
}

/** The legal action whose JSON equals `json`, if any. */
export function find(actions, json) {
  return actions.find((a) => eq(a.json, json));
}

function counts(keys) {
  const m = new Map();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

function within(small, big) {
  for (const [k, n] of small) if ((big.get(k) ?? 0) < n) return false;
  return true;
}

/**
 * Choosing several things (cards to pay with, to take, to discard) for one
 * action. `candidates` are `{ action, keys }`: the legal actions and the
 * things each one uses (keys may repeat: two "blue 3" cards). The selection
 * is a list of element ids with their keys; an element may be picked while
 * some candidate still holds the selection plus it, and the selection is
 * complete when it equals a candidate's keys exactly.
 *
 * `store` keeps the selection across redraws (cleared when `signature`,
 * usually the actions' texts, changes).
 */
export class Picker {
  constructor(store, name, candidates, signature) {
    const sig = signature ?? candidates.map((c) => JSON.stringify(c.action?.json ?? c.action)).join("|");
    if (!store[name] || store[name].sig !== sig) store[name] = { sig, picked: [] };
    this.state = store[name];
    this.candidates = candidates.map((c) => ({ ...c, counts: counts(c.keys) }));
  }
  get picked() {
    return this.state.picked;
  }
  isPicked(id) {
    return this.state.picked.some((p) => p.id === id);
  }
  selectionCounts(extra) {
    return counts(this.state.picked.map((p) => p.key).concat(extra === undefined ? [] : [extra]));
  }
  /** Whether the element may be picked (or unpicked) now. */
  canToggle(id, key) {
    if (this.isPicked(id)) return true;
    const sel = this.selectionCounts(key);
    return this.candidates.some((c) => within(sel, c.counts));
  }
  toggle(id, key) {
    if (this.isPicked(id)) this.state.picked = this.state.picked.filter((p) => p.id !== id);
    else if (this.canToggle(id, key)) this.state.picked = [...this.state.picked, { id, key }];
  }
  clear() {
    this.state.picked = [];
  }
  /** The candidate the selection completes, if it does. */
  match() {
    const sel = this.selectionCounts();
    return this.candidates.find((c) => within(sel, c.counts) && within(c.counts, sel)) ?? null;
  }
  /** Candidates still reachable from the selection. */
  reachable() {
    const sel = this.selectionCounts();
    return this.candidates.filter((c) => within(sel, c.counts));
  }
}
