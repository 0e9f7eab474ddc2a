// The review of a finished game beside its replay: each seat's chance to
// win over the game as a graph, and for every decision what a search bot
// thought of each move, what the move played lost, and the big mistakes.
// The server makes the review (docs/api.md, "Hints and reviews"); the page
// only draws it.

import { h, button } from "./dom.js";
import { pct } from "./seatbar.js";
import { t, seatNo } from "./i18n.js";
import { moveText } from "./words.js";

// Okabe-Ito colours, told apart with most colour blindness, each with its
// own dash as a second cue.
const COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"];
const DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4"];
const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs ?? {})) el.setAttribute(k, v);
  for (const c of children) if (c) el.append(c);
  return el;
}

/** Each seat's chance to win over the game; the current step marked. */
export function chanceGraph(review, step, go) {
  const rows = review.chances ?? [];
  const n = Math.max(rows.length - 1, 1);
  const W = 640;
  const H = 180;
  const pad = 28;
  const x = (i) => pad + ((W - 2 * pad) * i) / n;
  const y = (v) => H - pad - (H - 2 * pad) * v;
  const lines = [];
  for (let s = 0; s < review.players; s++) {
    const pts = rows.map((r, i) => `${x(i).toFixed(1)},${y(r[s] ?? 0).toFixed(1)}`).join(" ");
    lines.push(svg("polyline", {
      points: pts,
      fill: "none",
      stroke: COLOURS[s % COLOURS.length],
      "stroke-width": "2",
      "stroke-dasharray": DASHES[s % DASHES.length],
    }));
  }
  const marks = (review.decisions ?? []).filter((d) => d.mark).map((d) =>
    svg("circle", {
      cx: x(d.step + 1),
      cy: y(rows[d.step + 1]?.[d.seat] ?? 0),
      r: d.mark === "blunder" ? 5 : 3.5,
      fill: d.mark === "blunder" ? "#B3261E" : "#B26A00",
    }, svg("title", {}, document.createTextNode(t("review.mark_line", { step: d.step + 1, seat: seatNo(d.seat), move: t(`review.${d.mark}`) })))));
  const graph = svg("svg", {
    viewBox: `0 0 ${W} ${H}`,
    class: "chance-graph",
    role: "img",
    "aria-label": t("review.graph_label"),
    "data-test": "chance-graph",
  },
  svg("line", { x1: pad, y1: y(0), x2: W - pad, y2: y(0), stroke: "#999" }),
  svg("line", { x1: pad, y1: y(1), x2: W - pad, y2: y(1), stroke: "#ddd" }),
  svg("text", { x: 2, y: y(1) + 4, "font-size": "10" }, document.createTextNode("100%")),
  svg("text", { x: 8, y: y(0) + 4, "font-size": "10" }, document.createTextNode("0%")),
  ...lines,
  ...marks,
  svg("line", { x1: x(step), y1: pad / 2, x2: x(step), y2: H - pad / 2, stroke: "#1f2a33", "stroke-width": "1.5", "data-test": "chance-now" }));
  graph.addEventListener("click", (e) => {
    const box = graph.getBoundingClientRect();
    const at = ((e.clientX - box.left) / box.width) * W;
    go(Math.round(((at - pad) / (W - 2 * pad)) * n));
  });
  const legend = h("ul.chance-legend", Array.from({ length: review.players }, (_, s) =>
    h("li", h("span.swatch", { style: { borderTop: `3px ${DASHES[s % DASHES.length] ? "dashed" : "solid"} ${COLOURS[s % COLOURS.length]}` } }),
      ` P${s}: ${pct(rows[Math.min(step, rows.length - 1)]?.[s])}`)));
  return h("div.chances", graph, legend);
}

/**
 * The decision behind the move the replay shows at its step: at "Move 16"
 * the replay shows the table after move 16, so this is move 16's decision
 * (the review's `step` counts the moves before it: 15), as the replay's
 * "Last move" line says.
 */
function decisionPanel(d, game) {
  const said = (a) => moveText(game, a.text);
  if (!d) return h("p.muted", { dataset: { test: "review-setup" } }, t("replay.setup"));
  const played = d.actions[d.played];
  const best = d.actions[0];
  const verdict = d.loss === null || d.loss === undefined
    ? t(d.actions.length === 1 ? "review.only_move" : "review.untried")
    : d.loss < 0.005
      ? t("review.bots_choice")
      : d.mark
        ? t("review.lost_marked", { loss: pct(d.loss), best: said(best), mark: t(`review.${d.mark}`) })
        : t("review.lost", { loss: pct(d.loss), best: said(best) });
  return h("div.decision", { dataset: { test: "review-decision" } },
    h("p", t("review.played", { seat: seatNo(d.seat) }), " ", h("strong", said(played)), ` (${pct(played.value)}). `, h("span", { dataset: { test: "review-verdict" } }, verdict)),
    d.actions.length > 1
      ? h("table.grid.review-actions",
        h("thead", h("tr", h("th", t("review.move")), h("th", t("review.value")), h("th", t("review.tried")))),
        h("tbody", d.actions.slice(0, 8).map((a, i) => h("tr" + (i === d.played ? ".played" : ""),
          h("td", said(a)), h("td", pct(a.value)), h("td", String(a.visits))))))
      : null);
}

/**
 * The review section of the replay: a button to ask for it, its progress,
 * then the graph, the decision at this step, and the chosen seat's
 * mistakes (each a link to its move).
 */
export function reviewSection(review, step, seat, go, ask, game) {
  if (!review || review.status === "none")
    return h("section.panel.review", h("h3", t("review.title")),
      h("p.muted", t("review.intro")),
      ask
        ? button(t("review.start"), ask, { test: "review-start", class: "primary" })
        : h("p.muted", { dataset: { test: "review-seated-only" } }, t("review.seated_only")));
  if (review.status === "failed")
    return h("section.panel.review", h("h3", t("review.title")), h("p", t("review.failed", { error: review.error ?? "" })),
      ask ? button(t("review.retry"), ask, { test: "review-start" }) : null);
  if (review.status !== "done")
    return h("section.panel.review", h("h3", t("review.title")),
      h("p", { dataset: { test: "review-progress" }, "aria-live": "polite" },
        t("review.progress", { done: review.done ?? 0, total: review.total ?? "?" })));
  const r = review.review;
  const decisions = r.decisions ?? [];
  const mine = decisions.filter((d) => d.mark && (seat === null || d.seat === seat));
  return h("section.panel.review", { dataset: { test: "review" } },
    h("h3", t("review.title")),
    chanceGraph(r, step, go),
    decisionPanel(decisions.find((d) => d.step === step - 1), game),
    h("h4", seat === null ? t("review.mistakes") : t("review.seat_mistakes", { seat: seatNo(seat) })),
    mine.length
      ? h("ul.review-marks", { dataset: { test: "review-marks" } }, mine.map((d) => h("li",
        h("a", { href: "#", dataset: { test: "review-mark" }, onclick: (e) => { e.preventDefault(); go(d.step + 1); } },
          t("review.mark_line", { step: d.step + 1, seat: seatNo(d.seat), move: moveText(game, d.actions[d.played].text) })),
        t("review.mark_detail", { mark: t(`review.${d.mark}`), loss: pct(d.loss), best: moveText(game, d.actions[0].text) }))))
      : h("p.muted", t("lobby.none")),
    h("p.muted", t("review.note", { iterations: r.iterations, playouts: r.playouts })));
}
