// Metropolis: the board (drawn from the server's data for the game: blocks,
// lots, the park, the river and the special lots), lot numbers, owners'
// tokens, buildings with their values and owners, the lots on offer (with
// the ruling that forbids one), the buildings left, the appraisal chart,
// and the deals: drafting one, and answering one.
import { h, button, on } from "../dom.js";
import { kind, payload, ofKind } from "../actions.js";
import { t, term, seatNo } from "../i18n.js";
import { moveText } from "../words.js";
import { linkRules } from "../rulelinks.js";
import { appraisalChart, placementNote, valueOf } from "../help/metropolis.js";

const kindName = (k) => term("metropolis", "kind", k);
const SHORT_KEY = (k) => `term.metropolis.short.${k}`;
const lotsText = (lots) => lots.join(" ");

/** A deal in words, from the active player's side (as the server keeps it). */
export function describeDeal(deal, active, partner) {
  const ev = (k, args) => t(`event.metropolis.${k}`, args);
  const parts = [];
  if (deal.lots_to_partner?.length) parts.push(ev("gives_lots", { who: active, lots: lotsText(deal.lots_to_partner) }));
  if (deal.lots_to_active?.length) parts.push(ev("gives_lots", { who: partner, lots: lotsText(deal.lots_to_active) }));
  if (deal.points_to_partner > 0) parts.push(ev("pays_points", { who: active, n: deal.points_to_partner }));
  if (deal.points_to_partner < 0) parts.push(ev("pays_points", { who: partner, n: -deal.points_to_partner }));
  if (deal.consent) {
    const c = deal.consent;
    parts.push(ev("lets_build", { owner: partner, builder: active, kind: kindName(c.build.building), lots: lotsText(c.build.lots) })
      + (c.share ? ev("for_share", { share: c.share }) : ""));
  }
  return parts.length ? parts.join("; ") : ev("nothing");
}

function ownerMaps(v) {
  const token = new Map();
  v.seats.forEach((s, i) => s.lots.forEach((l) => token.set(l, i)));
  const built = new Map();
  v.buildings.forEach((b, i) => b.build.lots.forEach((l) => built.set(l, i)));
  return { token, built };
}

/** Where each lot of the board lies: its block and (row, column) in it. */
function lotPlaces(board) {
  const at = new Map();
  for (const b of board.blocks) b.lots.forEach((row, r) => row.forEach((lot, c) => at.set(lot, { block: b.number, r, c })));
  return at;
}

function board(ctx) {
  const v = ctx.view;
  const ui = ctx.ui;
  const data = ctx.help?.board;
  if (!data) return h("p.muted", t("common.loading"));
  const { token, built } = ownerMaps(v);
  const places = lotPlaces(data);
  const parkView = new Set(data.park_view);
  const river = new Set(data.river);
  const downtown = new Set(data.downtown);
  const faceUp = new Set(v.face_up);
  const takes = new Map(ofKind(ctx.actions, "take").map((a) => [payload(a.json), a]));
  const refusals = new Map((ctx.help?.refusals ?? []).map((r) => [r.lot, r]));
  const highlight = new Set(ui.mpHighlight ?? []);
  const dealLots = new Set([v.deal, v.counter].flatMap((d) => (d ? [...d.lots_to_partner, ...d.lots_to_active, ...(d.consent?.build.lots ?? [])] : [])));

  function lotCell(lot) {
    const b = built.get(lot);
    const owner = token.get(lot);
    const cls = ["lot"];
    const words = [t("metropolis.lot", { lot })];
    if (parkView.has(lot)) cls.push("park-view");
    if (river.has(lot)) cls.push("river-side");
    if (faceUp.has(lot)) cls.push("face-up");
    if (highlight.has(lot)) cls.push("hl");
    if (dealLots.has(lot)) cls.push("in-deal");
    const parts = [h("span.lot-n", { "aria-hidden": "true" }, String(lot))];
    if (b !== undefined) {
      const bv = v.buildings[b];
      const lots = bv.build.lots;
      cls.push("built", `p${bv.builder}`);
      // Joined borders between the lots of one building.
      const here = places.get(lot);
      const same = (dr, dc) => lots.some((l) => {
        const p = places.get(l);
        return p && p.block === here.block && p.r === here.r + dr && p.c === here.c + dc;
      });
      if (same(-1, 0)) cls.push("j-top");
      if (same(1, 0)) cls.push("j-bottom");
      if (same(0, -1)) cls.push("j-left");
      if (same(0, 1)) cls.push("j-right");
      const joint = bv.shares.some((s) => s > 0);
      const what = whose(ctx, "building_of", bv.builder, { kind: kindName(bv.build.building), value: bv.value }) + (joint ? " " + t("metropolis.joint") : "");
      words.push(what);
      if (lot === Math.min(...lots))
        // The owner is named (P1) beside the colour and the pattern, so
        // that no one has to tell the colours apart.
        parts.push(h("span.b-label", { title: what, "aria-hidden": "true" },
          t(SHORT_KEY(bv.build.building)), h("strong", String(bv.value)), h("span.b-owner", t("seat.number", { seat: seatNo(bv.builder) }))));
    } else if (owner !== undefined) {
      words.push(whose(ctx, "lot_of", owner));
      parts.push(h(`span.token.p${owner}`, { title: whose(ctx, "lot_of", owner), "aria-hidden": "true" }, String(seatNo(owner))));
    }
    if (faceUp.has(lot)) words.push(t("metropolis.on_offer"));
    const take = takes.get(lot);
    const style = { gridRow: String(places.get(lot).r + 1), gridColumn: String(places.get(lot).c + 1) };
    if (take)
      return h("button.lot." + cls.slice(1).join(".") + ".can-take", {
        type: "button",
        style,
        title: t("metropolis.take_lot", { lot }),
        "aria-label": [t("metropolis.take_lot", { lot }), ...words.slice(1)].join(", "),
        dataset: { test: `take-${lot}`, lot },
        onclick: () => ctx.act(take.json),
      }, parts);
    const refusal = refusals.get(lot);
    if (refusal) words.push(refusal.message);
    return h("div." + cls.join("."), { style, role: "img", "aria-label": words.join(", "), title: refusal ? `${refusal.message} (${refusal.rule})` : undefined, dataset: { lot, refused: refusal ? refusal.rule : undefined } }, parts);
  }

  function block(b) {
    const rows = b.lots.length;
    const cols = b.lots[0]?.length ?? 1;
    return h("div.block" + (b.lots.flat().some((l) => downtown.has(l)) ? ".downtown" : ""), {
      dataset: { block: b.number },
      role: "group",
      "aria-label": t("metropolis.block", { block: b.number }),
      style: {
        gridRow: String(b.square[0] * 2 + 1),
        gridColumn: String(b.square[1] * 2 + 1),
        gridTemplateColumns: `repeat(${cols}, 1fr)`,
        gridTemplateRows: `repeat(${rows}, var(--lot-h))`,
      },
    },
    h("span.block-n", { "aria-hidden": "true" }, String(b.number)),
    b.lots.flat().map(lotCell));
  }

  // Blocks in odd tracks, streets (and the river) between them.
  const tracks = (n, wide) => Array.from({ length: 2 * n - 1 }, (_, i) => (i % 2 === 0 ? "1fr" : wide(Math.floor(i / 2)) ? "1.1rem" : "0.6rem")).join(" ");
  const rv = data.river_course;
  return h("div.city-map", {
    dataset: { test: "board" },
    role: "group",
    "aria-label": t("metropolis.board"),
    style: {
      gridTemplateColumns: tracks(data.columns, (c) => rv && c === rv.after_column),
      gridTemplateRows: tracks(data.rows, () => false),
    },
  },
  data.blocks.map(block),
  h("div.park", { style: { gridRow: String(data.park[0] * 2 + 1), gridColumn: String(data.park[1] * 2 + 1) }, role: "img", "aria-label": t("metropolis.park") }, h("span", { "aria-hidden": "true" }, t("metropolis.park"))),
  rv ? h("div.river", {
    role: "img",
    "aria-label": t("metropolis.river"),
    style: { gridColumn: String(rv.after_column * 2 + 2), gridRow: `${Math.min(...rv.rows) * 2 + 1} / ${Math.max(...rv.rows) * 2 + 2}` },
  }) : null);
}

/** A text naming a seat's building, lot or colour: "your lot" for the reader's own, not "the lot of You". */
function whose(ctx, key, seat, args = {}) {
  return seat === ctx.me ? t(`pagetext.${key}_yours`, args) : t(`metropolis.${key}`, { ...args, seat: ctx.short(seat) });
}

function seatsPanel(ctx) {
  const v = ctx.view;
  return h("div.mp-seats", v.seats.map((s, i) => h("div.mp-seat" + (ctx.acting.includes(i) ? ".acting" : "") + (i === ctx.me ? ".me" : ""), { dataset: { test: `seat-${i}` } },
    h("span.token.p" + i, { "aria-hidden": "true" }, String(seatNo(i))),
    h("span.swatch.p" + i, { title: whose(ctx, "swatch", i), "aria-hidden": "true" }),
    h("span.seat-name", ctx.name(i)),
    h("span", { title: t("metropolis.score_title") }, h("strong", String(s.score)), " ", t("metropolis.pts")),
    s.points ? h("span.muted", t("metropolis.deal_points", { n: (s.points > 0 ? "+" : "") + s.points })) : null,
    h("span.muted", t("metropolis.lots", { n: s.lots.length })),
    i === v.active && v.phase !== "over" ? h("span.badge", t("metropolis.active")) : null)));
}

function stockPanel(v) {
  return h("div.stock", v.remaining.map((s) => h("span.stock-item" + (s.left ? "" : ".gone"), { title: t("metropolis.left", { kind: kindName(s.building), n: s.left }) },
    h("span.kind", kindName(s.building)), " ", h("strong", `×${s.left}`))));
}

function offerPanel(ctx) {
  const v = ctx.view;
  const gifts = ofKind(ctx.actions, "gift");
  const refusals = new Map((ctx.help?.refusals ?? []).map((r) => [r.lot, r]));
  return h("div.offer-lots",
    h("span.label", t("metropolis.on_offer_label")),
    v.face_up.length ? v.face_up.map((l) => {
      const take = ctx.actions.find((a) => kind(a.json) === "take" && payload(a.json) === l);
      if (take) return button(t("metropolis.take", { lot: l }), () => ctx.act(take.json), { class: "lot-card can", test: `offer-${l}` });
      const refusal = refusals.get(l);
      return h("span.lot-card" + (refusal ? ".refused" : ""), { dataset: { test: `refused-${l}`, refused: refusal?.rule } }, String(l),
        refusal ? h("span.why", " — ", linkRules(`${refusal.message} (${refusal.rule})`, ctx.game)) : null);
    }) : h("span.muted", t("common.none")),
    h("span.muted", "· " + t("metropolis.face_down", { n: v.deck }) + (v.final_turns !== null && v.final_turns !== undefined ? " · " + t("metropolis.final_turns", { n: v.final_turns }) : "")),
    gifts.length ? h("div.gifts", h("p", linkRules(t("metropolis.gift_note"), ctx.game)),
      gifts.map((a) => button(t("metropolis.give_to", { lot: payload(a.json).lot, seat: ctx.short(payload(a.json).to) }), () => ctx.act(a.json), { test: `gift-${payload(a.json).lot}-${payload(a.json).to}` }))) : null);
}

/** Points and names the lots of `btn` on the board while it is under the pointer or has focus. */
function hoverable(btn, ctx, lots, json) {
  const set = (on) => {
    ctx.ui.mpHighlight = on ? lots : [];
    ctx.ui.mpHover = on ? json ?? null : null;
    for (const el of document.querySelectorAll(".city-map .lot")) el.classList.toggle("hl", on && lots.includes(Number(el.dataset.lot)));
    const note = document.querySelector("[data-test=placement-note]");
    if (note) note.replaceChildren(...[placementNote(ctx, on ? json : null)].flat().filter(Boolean));
    const cell = on && json ? valueOf(ctx, json) : null;
    for (const el of document.querySelectorAll(".chart td.now")) el.classList.remove("now");
    if (cell) document.querySelector(`.chart [data-cell="${cell.building}-${cell.special ? 1 : 0}-${cell.column}"]`)?.classList.add("now");
  };
  on(btn, "mouseenter", () => set(true));
  on(btn, "mouseleave", () => set(false));
  on(btn, "focus", () => set(true));
  on(btn, "blur", () => set(false));
  return btn;
}

/** Choosing a building, then where: the placements the server offers, each with its value now. */
function buildPicker(ctx, actions, verb, test) {
  if (!actions.length) return null;
  const ui = ctx.ui;
  const byKind = new Map();
  for (const a of actions) {
    const k = payload(a.json).building;
    if (!byKind.has(k)) byKind.set(k, []);
    byKind.get(k).push(a);
  }
  const key = `mp-${test}-kind`;
  if (ui[key] && !byKind.has(ui[key])) ui[key] = null;
  const chosen = ui[key];
  return h("div.build-picker",
    h("div.row", h("span.label", verb), [...byKind.entries()].map(([k, list]) =>
      button(t("metropolis.kind_count", { kind: kindName(k), n: list.length }), () => {
        ui[key] = chosen === k ? null : k;
        ctx.redraw();
      }, { class: chosen === k ? "primary" : "", test: `${test}-kind-${k}` }))),
    chosen ? h("div.placements", byKind.get(chosen).map((a, i) => {
      const p = payload(a.json);
      const worth = valueOf(ctx, a.json);
      const label = t("metropolis.placement", { kind: kindName(p.building), lots: lotsText(p.lots) }) + (worth ? " · " + t("metropolis.worth", { value: worth.value }) : "");
      return hoverable(button(label, () => ctx.act(a.json), { class: "placement", test: `${test}-${i}` }), ctx, p.lots, a.json);
    })) : null,
    chosen ? h("p.placement-note.muted", { dataset: { test: "placement-note" }, "aria-live": "polite" }, placementNote(ctx, ui.mpHover)) : null);
}

function dealPanel(ctx) {
  const v = ctx.view;
  if (!["draft", "answer", "counter", "reply"].includes(v.phase)) return null;
  const active = ctx.name(v.active);
  const partner = v.partner !== null && v.partner !== undefined ? ctx.name(v.partner) : "?";
  const rows = [];
  rows.push(h("h3", t(`metropolis.deal.${v.phase}`, { active, partner })));
  if (v.deal) rows.push(h("p.deal-text", { dataset: { test: "deal" } }, h("strong", t("metropolis.proposal") + " "), describeDeal(v.deal, active, partner)));
  if (v.counter) rows.push(h("p.deal-text", { dataset: { test: "counter" } }, h("strong", t("metropolis.counter_proposal") + " "), describeDeal(v.counter, active, partner)));
  if (!v.deal && !v.counter) rows.push(h("p.muted", t("metropolis.deal_secret")));
  const answer = ["accept", "decline", "counter"].flatMap((k) => ofKind(ctx.actions, k));
  if (answer.length)
    rows.push(h("div.row.answer", answer.map((a) => button(t(`metropolis.answer.${kind(a.json)}`), () => ctx.act(a.json), {
      class: kind(a.json) === "accept" ? "primary" : "",
      test: kind(a.json),
    }))));
  const gives = ofKind(ctx.actions, "give");
  const asks = ofKind(ctx.actions, "ask");
  const pts = [...ofKind(ctx.actions, "give_points"), ...ofKind(ctx.actions, "ask_points")];
  const shares = ofKind(ctx.actions, "share");
  const lotButtons = (list, verb) => list.map((a) => hoverable(button(`${payload(a.json)}`, () => ctx.act(a.json), {
    class: "lot-card can",
    test: `${verb}-${payload(a.json)}`,
    label: t(`metropolis.${verb}_lot`, { lot: payload(a.json) }),
  }), ctx, [payload(a.json)]));
  if (gives.length) rows.push(h("div.row", h("span.label", t("metropolis.offer_your_lot")), lotButtons(gives, "give")));
  if (asks.length) rows.push(h("div.row", h("span.label", t("metropolis.ask_their_lot")), lotButtons(asks, "ask")));
  if (pts.length) rows.push(h("div.row", h("span.label", t("metropolis.points_label")), pts.map((a) => button(t(`pagetext.${kind(a.json)}`, { n: payload(a.json) }), () => ctx.act(a.json), { test: `${kind(a.json)}-${payload(a.json)}` }))));
  const consent = buildPicker(ctx, ofKind(ctx.actions, "consent"), t("metropolis.ask_to_build"), "consent");
  if (consent) rows.push(consent);
  if (shares.length) rows.push(h("div.row", h("span.label", t("metropolis.their_share")), shares.map((a) => button(`${payload(a.json)}%`, () => ctx.act(a.json), { test: `share-${payload(a.json)}` }))));
  const finish = [...ofKind(ctx.actions, "send"), ...ofKind(ctx.actions, "cancel")];
  if (finish.length)
    rows.push(h("div.row", finish.map((a) => button(kind(a.json) === "send" ? t("metropolis.send") : t("metropolis.drop"), () => ctx.act(a.json), {
      class: kind(a.json) === "send" ? "primary" : "",
      test: kind(a.json),
    }))));
  return h("section.panel.deal" + (answer.length ? ".your-move" : ""), { dataset: { test: "deal-panel" } }, rows);
}

const HANDLED = new Set(["take", "gift", "propose", "to", "build", "end", "give", "ask", "give_points", "ask_points", "consent", "share", "send", "cancel", "accept", "decline", "counter"]);

export default {
  id: "metropolis",
  name: "Metropolis",
  score: (v) => t("result.points", { n: v }),
  prompt(ctx) {
    const p = ctx.view.phase;
    return t(`metropolis.prompt.${["take", "main", "propose", "answer", "reply"].includes(p) ? p : "draft"}`);
  },
  /** With every card open: the proposal under way comes from a party's view. */
  openView(views) {
    const party = views.find((v) => v.deal || v.counter) ?? views[0];
    return { ...structuredClone(party), viewer: "spectator" };
  },
  render(ctx) {
    const v = ctx.view;
    // `propose` then `to`, one step each (older builds: `{"propose": seat}`).
    const proposes = ofKind(ctx.actions, "propose");
    const tos = ofKind(ctx.actions, "to");
    const end = ofKind(ctx.actions, "end")[0];
    const other = ctx.actions.filter((a) => !HANDLED.has(kind(a.json)));
    const cancel = ofKind(ctx.actions, "cancel")[0];
    const choosePartner = tos.length
      ? h("section.panel.your-move", { dataset: { test: "choose-partner" } },
        h("div.row", h("span.label", t("metropolis.propose_to")), tos.map((a) => button(ctx.name(payload(a.json)), () => ctx.act(a.json), { test: `to-${payload(a.json)}` })),
          cancel && v.phase === "propose" ? button(t("metropolis.never_mind"), () => ctx.act(cancel.json), { test: "cancel" }) : null))
      : null;
    const main = proposes.length || end || ofKind(ctx.actions, "build").length
      ? h("section.panel.your-move", { dataset: { test: "your-move" } },
        proposes.length ? h("div.row", h("span.label", t("metropolis.deals_count", { n: v.proposals })), proposes.map((a) => {
          const p = payload(a.json);
          return p === null || p === undefined
            ? button(t("metropolis.propose"), () => ctx.act(a.json), { test: "propose" })
            : button(t("metropolis.propose_seat", { seat: ctx.name(p) }), () => ctx.act(a.json), { test: `propose-${p}` });
        })) : null,
        buildPicker(ctx, ofKind(ctx.actions, "build"), t("metropolis.build"), "build"),
        v.consents?.length ? h("p.muted", t("metropolis.consents", { list: v.consents.map((c) => t("metropolis.consent_item", { seat: ctx.name(c.owner), kind: kindName(c.build.building), lots: lotsText(c.build.lots) }) + (c.share ? ` (${c.share}%)` : "")).join("; ") })) : null,
        end ? h("div.row", button(t("metropolis.end_turn"), () => ctx.act(end.json), { test: "end" })) : null)
      : null;
    return h("div.board.metropolis",
      h("div.status-line",
        h("strong", v.phase === "over" ? t("table.game_over") : t("metropolis.turn", { turn: v.turn, seat: ctx.name(v.active) })),
        v.end ? h("span.badge", t("metropolis.ended", { why: term("metropolis", "end", v.end) })) : null),
      seatsPanel(ctx),
      v.phase === "over" ? null : h("section.panel", offerPanel(ctx)),
      dealPanel(ctx),
      choosePartner,
      main,
      other.length ? h("section.panel", other.map((a) => button(moveText("metropolis", a.text), () => ctx.act(a.json), { class: "action" }))) : null,
      h("section.panel.map-panel", board(ctx),
        h("p.legend.muted", t("metropolis.legend_lots"), " ", h("span.token.p0", { "aria-hidden": "true" }, "0"), " ", t("metropolis.legend_token"), " ",
          h("span.legend-park", t("metropolis.legend_park")), ", ", h("span.legend-river", t("metropolis.legend_river")), ", ", t("metropolis.legend_downtown"), " ",
          h("span.legend-up", t("metropolis.legend_up")), ". ", t("metropolis.legend_buildings"))),
      appraisalChart(ctx),
      h("section.panel", h("h3", t("metropolis.buildings_left")), stockPanel(v)));
  },
};
