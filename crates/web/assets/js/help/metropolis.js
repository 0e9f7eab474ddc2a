// Metropolis help at the table: the appraisal chart (from the server's data
// for this game), and for a placement under the pointer or with focus what
// the building would be worth now and which cell of the chart says so. The
// server works the values out (help data, docs/api.md); nothing here
// appraises anything.
import { h } from "../dom.js";
import { t, term } from "../i18n.js";
import { linkRules } from "../rulelinks.js";

const kindName = (k) => term("metropolis", "kind", k);
const columnName = (c) => term("metropolis", "column", c);

/** What the server says a build (or consent) action would be worth now. */
export function valueOf(ctx, json) {
  if (!json || !ctx.help?.values) return null;
  ctx.help.valuesByAction ??= new Map(ctx.help.values.map((v) => [JSON.stringify(v.action), v]));
  const v = ctx.help.valuesByAction.get(JSON.stringify(json));
  if (!v) return null;
  const p = Object.values(json)[0];
  return { ...v, building: p.building, lots: p.lots };
}

/** A line about the placement `json`: its value now and the chart's cell. */
export function placementNote(ctx, json) {
  const v = valueOf(ctx, json);
  if (!v) return t("metropolis.hover_hint");
  const table = ctx.help.chart?.tables.find((tb) => tb.id === v.table);
  const column = table && v.column !== null ? columnName(table.columns[v.column]) : "?";
  return t("metropolis.placement_value", {
    kind: kindName(v.building),
    lots: v.lots.join(" "),
    value: v.value,
    row: v.special ? term("metropolis", "special", v.special_kind) : t("metropolis.plain_row"),
    column,
  });
}

function cellText(c) {
  return c === null || c === undefined ? "-" : String(c);
}

/** The appraisal chart, both tables, with the cell of the placement in view marked. */
export function appraisalChart(ctx) {
  const chart = ctx.help?.chart;
  if (!chart) return null;
  const hover = valueOf(ctx, ctx.ui?.mpHover);
  const mark = hover ? `${hover.building}-${hover.special ? 1 : 0}-${hover.column}` : null;
  return h("details.panel.chart", { open: true, dataset: { test: "chart" } },
    h("summary", t("metropolis.chart")),
    h("p.muted", linkRules(t("metropolis.chart_note"), ctx.game)),
    chart.tables.map((tb) => h("div.scroll-x", h("table.chart-table", { dataset: { test: `chart-${tb.id}` } },
      h("caption", t(`metropolis.chart_table.${tb.id}`)),
      h("thead", h("tr", h("th", { scope: "col" }, t("metropolis.building")), tb.columns.map((c) => h("th", { scope: "col" }, columnName(c))))),
      h("tbody", chart.rows.filter((r) => r.table === tb.id).map((r) => h("tr",
        h("th", { scope: "row" }, kindName(r.building), r.special ? ", " + term("metropolis", "special", r.special) : ""),
        r.cells.map((c, i) => {
          const id = `${r.building}-${r.special ? 1 : 0}-${i}`;
          return h("td" + (id === mark ? ".now" : "") + (typeof c === "number" ? "" : ".no"), { dataset: { cell: id } }, cellText(c));
        }))))))));
}
