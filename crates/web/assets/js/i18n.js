// The words of the page in the player's language. The catalogs are the
// server's (GET /api/i18n/{lang}, the same ones the terminal uses); the
// language is the browser's, unless the player chose another, which this
// browser remembers.

const KEY = "urbs.lang";

/** The languages urbs speaks, each named in itself. */
export const LANGS = [
  ["en", "English"],
  ["es", "Español"],
];

let lang = "en";
let messages = {};
let english = {};

/** The language the page speaks now (`en`, `es`). */
export function currentLang() {
  return lang;
}

/** The language to start in: the one chosen here before, else the browser's. */
export function chosenLang() {
  let saved = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    // Private mode: the browser's language.
  }
  const known = (code) => LANGS.find(([c]) => c === code)?.[0];
  if (known(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language ?? "en"]) {
    const code = known(String(tag).split(/[-_]/)[0].toLowerCase());
    if (code) return code;
  }
  return "en";
}

async function fetchCatalog(code) {
  const res = await fetch(`/api/i18n/${encodeURIComponent(code)}`);
  if (!res.ok) throw new Error(`no catalog for ${code}: ${res.status}`);
  return res.json();
}

/** Loads the catalog of `code` (and English, for anything it lacks). */
export async function loadLang(code) {
  const [mine, en] = await Promise.all([
    fetchCatalog(code),
    code === "en" ? null : Object.keys(english).length ? english : fetchCatalog("en"),
  ]);
  messages = mine.messages ?? mine;
  english = code === "en" ? messages : en.messages ?? en;
  lang = code;
  document.documentElement.lang = code;
}

/** Switches the page to `code`, for good in this browser. */
export async function setLang(code) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Private mode: for this page only.
  }
  await loadLang(code);
}

function fill(template, args) {
  return template.replace(/\{(\w+)\}/g, (all, name) => (name in args ? String(args[name]) : all));
}

/**
 * The message `key` with its `{name}` placeholders filled from `args`; a
 * message with `.one`/`.other` forms picks one by `args.n`. A key no
 * catalog has shows as itself, so that a gap is seen, not hidden.
 */
export function t(key, args = {}) {
  let template = messages[key] ?? english[key];
  if (template === undefined && "n" in args) {
    const form = Number(args.n) === 1 ? "one" : "other";
    template = messages[`${key}.${form}`] ?? english[`${key}.${form}`];
  }
  if (template === undefined) {
    window.urbsMissing = [...(window.urbsMissing ?? []), key];
    return key;
  }
  return fill(template, args);
}

/** Whether the catalog has `key` (for words of a game's vocabulary). */
export function has(key) {
  return key in messages || key in english;
}

/** A word of a game's vocabulary (`term.skyline.type.park`), else the word itself. */
export function term(game, group, word) {
  const key = `term.${game}.${group}.${word}`;
  return has(key) ? t(key) : word;
}

/** A list in words: "a, b and c" ("a, b y c"). */
export function joinAnd(items) {
  if (items.length <= 1) return items.join("");
  return t("list.and", { first: items.slice(0, -1).join(", "), last: items.at(-1) });
}

/**
 * A seat as people count it: the API's seat 0 is "P1", "Seat 1" (issue
 * 29). Every seat number a person reads goes through here.
 */
export function seatNo(seat) {
  return Number(seat) + 1;
}
