// Players (docs/api.md, "Ratings"): a public profile per account, with its
// games, results, rating per game and that rating's history drawn as an
// SVG; a leaderboard per game with the bot levels on the same scale (rules
// R-6); the ratings the lobby shows beside account names.
import { h, mount } from "./dom.js";
import { t, seatNo } from "./i18n.js";
import { gameName } from "./games/index.js";
import { call } from "./account.js";
import { levelName } from "./words.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of children) el.append(c);
  return el;
}

/** A rating's history as a line: one point per rated game, the start first. */
export function historyChart(points, label) {
  const W = 320, H = 120, PAD = 24;
  const values = [points[0].before, ...points.map((p) => p.rating)];
  const lo = Math.min(...values) - 1, hi = Math.max(...values) + 1;
  const x = (i) => PAD + (i * (W - 2 * PAD)) / Math.max(1, values.length - 1);
  const y = (v) => H - PAD - ((v - lo) * (H - 2 * PAD)) / (hi - lo);
  const path = values.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  return svg("svg", { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", "aria-label": label, "data-test": "rating-chart", class: "rating-chart" },
    svg("title", {}, label),
    svg("line", { x1: PAD, y1: H - PAD, x2: W - PAD, y2: H - PAD, stroke: "currentColor", "stroke-opacity": 0.3 }),
    svg("text", { x: 2, y: y(hi - 1) + 4, "font-size": 10, fill: "currentColor" }, (hi - 1).toFixed(1)),
    svg("text", { x: 2, y: y(lo + 1) + 4, "font-size": 10, fill: "currentColor" }, (lo + 1).toFixed(1)),
    svg("path", { d: path, fill: "none", stroke: "currentColor", "stroke-width": 2 }),
    ...values.map((v, i) => svg("circle", { cx: x(i), cy: y(v), r: 3, fill: "currentColor" })));
}

const one = (v) => (v === null || v === undefined ? "" : Number(v).toFixed(1));
const playerLink = (name) => h("a", { href: `#/player/${encodeURIComponent(name)}`, dataset: { test: "player-link" } }, name);

function result(g) {
  if (g.win === null || g.win === undefined) return "";
  return g.win >= 1 ? t("account.won") : g.win > 0 ? t("account.shared") : t("account.lost");
}

/** The profile screen (`#/player/{name}`). */
export async function profilePage(app, name) {
  const p = await call("GET", `/api/players/${encodeURIComponent(name)}`);
  const byGame = {};
  for (const point of p.history) (byGame[point.game] ??= []).push(point);
  const games = p.games.length
    ? h("table.ratings", { dataset: { test: "profile-games" } },
      h("thead", h("tr", h("th", t("rating.game")), h("th", t("rating.played")), h("th", t("rating.won")), h("th", t("rating.shared")), h("th", t("rating.rating")))),
      h("tbody", p.games.map((g) => h("tr", { dataset: { test: "profile-game", game: g.game } },
        h("td", h("a", { href: `#/leaderboard/${encodeURIComponent(g.game)}` }, gameName(g.game))),
        h("td", String(g.played)), h("td", String(g.won)), h("td", String(g.shared)),
        h("td", { dataset: { test: "profile-rating" } }, g.rating === null ? "" : `${one(g.rating)} ${t("rating.uncertainty", { u: one(g.uncertainty) })}`)))))
    : h("p.muted", t("account.none"));
  const charts = Object.entries(byGame).map(([game, points]) =>
    h("figure.rating-history", { dataset: { test: "rating-history", game } },
      h("figcaption", t("rating.history", { game: gameName(game) })),
      historyChart(points, t("rating.history_label", { name: p.name, game: gameName(game) }))));
  const recent = p.recent.length
    ? h("ul.game-list", { dataset: { test: "profile-recent" } }, p.recent.map((g) => h("li.game-item", { dataset: { test: "profile-recent-game", id: g.id } },
      h("span.game-title", h("strong", gameName(g.game)), " ", h("code", g.id), " · ", t("account.seat", { seat: seatNo(g.seat) })),
      h("span.muted", result(g),
        g.rated ? [" · ", t("rating.rated")] : null,
        g.place ? [" · ", h("span", { dataset: { test: "profile-place" } }, t("rating.place", { place: g.place, players: g.players }))] : null,
        g.rating !== null && g.rating !== undefined ? [" · ", t("rating.change", { before: one(g.rating_before), after: one(g.rating) })] : null),
      h("span.links", h("a.btn", { href: `#/replay/${encodeURIComponent(g.id)}`, dataset: { test: "profile-replay" } }, t("account.replay"))))))
    : h("p.muted", t("account.none"));
  mount(app, h("section.panel.profile", { dataset: { test: "profile" } },
    h("h2", t("rating.profile_title", { name: p.name })),
    h("h3", t("rating.games")), games,
    charts.length ? charts : h("p.muted", t("rating.none")),
    h("h3", t("rating.recent")), recent));
  return {};
}

/** The leaderboard screen (`#/leaderboard/{game}`). */
export async function leaderboardPage(app, game) {
  const b = await call("GET", `/api/leaderboard/${encodeURIComponent(game)}`);
  const leaders = b.leaders.length
    ? h("table.ratings", { dataset: { test: "leaderboard" } },
      h("thead", h("tr", h("th", t("rating.rank")), h("th", t("rating.player")), h("th", t("rating.rating")), h("th", t("rating.rated_games")))),
      h("tbody", b.leaders.map((l, i) => h("tr", { dataset: { test: "leader" } },
        h("td", String(i + 1)), h("td", playerLink(l.name)),
        h("td", `${one(l.rating)} ${t("rating.uncertainty", { u: one(l.uncertainty) })}`), h("td", String(l.games))))))
    : h("p.muted", t("rating.none"));
  mount(app, h("section.panel.leaderboard", { dataset: { test: "leaderboard-page" } },
    h("h2", t("rating.leaderboard_title", { game: gameName(game) })),
    h("p.muted", { dataset: { test: "leaderboard-order" } }, t("ranking.conservative")),
    leaders,
    h("h3", t("rating.levels")),
    h("ul", { dataset: { test: "levels" } }, b.levels.map((l) => h("li", `${l.level ? levelName(l.level) : l.name}: ${one(l.rating)}`)))));
  return {};
}

/** The names and ratings of the accounts seated in `ids`, by `id/seat`. */
export async function seatRatings(ids) {
  if (!ids.length) return {};
  try {
    const { seats } = await call("GET", `/api/ratings/seats?games=${ids.map(encodeURIComponent).join(",")}`);
    return Object.fromEntries(seats.map((s) => [`${s.game}/${s.seat}`, s]));
  } catch {
    return {};
  }
}

/** Whether game `id` is rated: its seats the accounts hold say so. */
export async function isRated(id) {
  return Object.values(await seatRatings([id])).some((s) => s.rated);
}
