// Links to a game's rulings from errors and log lines: the rules screen
// (rules.js) makes every ruling a section with its id as anchor (`FS-3`).
// Kept apart from the screen so that the API and the renderers link rulings
// without importing the screen, which imports them.
import { h } from "./dom.js";
import { t } from "./i18n.js";

// A ruling id as the rules and the errors write it: FS-3, SK-P9, FS-V2;
// and the table's own, which every game shares (`#/rules/table`): U-1 undo,
// T-3 clocks, R-2 ratings, Q-4 play now, I-2 invitations, N-3 notifications.
const RULING = /\b(FS|SK|CT|MP|U|T|R|Q|I|N)-[PV]?\d+\b/g;

/** The rules page a ruling is in: the table's for its own series, else the game's. */
const pageOf = (rule, game) => (/^[UTRQIN]-/.test(rule) ? "table" : game);

/** The address of `game`'s rules, at ruling `rule` if given. */
export function rulesHref(game, rule) {
  return `#/rules/${encodeURIComponent(game)}` + (rule ? `?rule=${encodeURIComponent(rule)}` : "");
}

/**
 * `text` with every ruling id it cites made a link to that ruling, opened
 * in a new tab so that a game in progress stays where it is.
 */
export function linkRules(text, game) {
  if (!game || typeof text !== "string") return text;
  const out = [];
  let at = 0;
  for (const m of text.matchAll(RULING)) {
    out.push(text.slice(at, m.index));
    out.push(h("a.rule-ref", {
      href: rulesHref(pageOf(m[0], game), m[0]),
      target: "_blank",
      rel: "noopener",
      title: t("rules.open_ruling", { rule: m[0] }),
      dataset: { test: "rule-ref" },
    }, m[0]));
    at = m.index + m[0].length;
  }
  if (!out.length) return text;
  out.push(text.slice(at));
  return out;
}
