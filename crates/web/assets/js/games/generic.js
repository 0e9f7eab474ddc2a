// Any game: its view drawn as readable panels, its legal moves as buttons.
// Also the fallback when a game's own renderer fails.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { moveText } from "../words.js";

const humanise = (key) => String(key).replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

function isScalar(v) {
  return v === null || typeof v !== "object";
}

function scalar(v) {
  if (v === null) return h("span.muted", "–");
  if (typeof v === "boolean") return v ? t("common.yes") : t("common.no");
  return String(v);
}

/** A JSON value drawn as nested lists and tables. */
export function value(v, depth = 0) {
  if (isScalar(v)) return scalar(v);
  if (Array.isArray(v)) {
    if (!v.length) return h("span.muted", t("common.none"));
    if (v.every(isScalar)) return h("span.chips", v.map((x) => h("span.chip", scalar(x))));
    const keys = v.every((x) => x && typeof x === "object" && !Array.isArray(x))
      ? [...new Set(v.flatMap((x) => Object.keys(x)))]
      : null;
    if (keys && keys.length <= 8 && depth < 3)
      return h("div.scroll-x", h("table.grid",
        h("thead", h("tr", h("th", "#"), keys.map((k) => h("th", humanise(k))))),
        h("tbody", v.map((row, i) => h("tr", h("td", String(i)), keys.map((k) => h("td", value(row[k], depth + 1))))))));
    return h("ol.json-list", { start: 0 }, v.map((x) => h("li", value(x, depth + 1))));
  }
  const entries = Object.entries(v);
  if (entries.length === 1 && depth > 0) {
    const [k, x] = entries[0];
    return h("span", h("em", humanise(k)), " ", value(x, depth + 1));
  }
  return h("dl.kv", entries.map(([k, x]) => [h("dt", humanise(k)), h("dd", value(x, depth + 1))]));
}

/** Every legal action as a button with its text form, with a filter when there are many. */
export function actionList(ctx) {
  // The filter is kept in `ctx.ui`, so that a redraw keeps what it hides.
  const q = (ctx.ui?.actionFilter ?? "").toLowerCase();
  const list = h("div.action-list", ctx.actions.map((a) => {
    const said = moveText(ctx.game, a.text);
    return h("button", {
      type: "button",
      class: "action",
      dataset: { test: "action" },
      hidden: q !== "" && !said.toLowerCase().includes(q) && !a.text.toLowerCase().includes(q),
      onclick: () => ctx.act(a.json),
    }, said);
  }));
  if (ctx.actions.length <= 12) return list;
  const filter = h("input.filter", {
    type: "search",
    placeholder: t("table.filter_moves"),
    "aria-label": t("table.filter_moves"),
    value: ctx.ui?.actionFilter ?? "",
    oninput: (e) => {
      if (ctx.ui) ctx.ui.actionFilter = e.target.value;
      ctx.redraw?.();
    },
  });
  return h("div", filter, list);
}

export default {
  id: "",
  name: "Game",
  render(ctx) {
    const view = ctx.view ?? {};
    const panels = Object.entries(view)
      .filter(([k]) => k !== "viewer")
      .map(([k, v]) => h("section.panel.generic", h("h3", humanise(k)), value(v)));
    return h("div.board.generic",
      ctx.actions.length ? h("section.panel.your-move", h("h3", t("table.your_move")), actionList(ctx)) : null,
      h("div.generic-panels", panels));
  },
};
