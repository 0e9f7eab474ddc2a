// Metropolis: the board (eight blocks of ten lots, the park, the river),
// lot numbers, owners' tokens, buildings with their values, the lots on
// offer, the buildings left, and the deals: drafting one, and answering one.
import { h, button, on } from "../dom.js";
import { kind, payload, ofKind } from "../actions.js";

// The board of the rulings (MP, "Board"): blocks in a 3 x 3 city whose
// top-middle square is the park; the river runs between the middle and right
// columns below the park.
const LAYOUT = [[1, "park", 6], [2, 4, 7], [3, 5, 8]];
const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const PARK_VIEW = new Set([...range(15, 19), ...range(60, 64), 40, 45, 25, 70]);
const RIVER = new Set([...range(45, 49), ...range(55, 59), ...range(70, 74), ...range(80, 84)]);
const DOWNTOWN = new Set([4, 5]);
const NAMES = { house: "House", store: "Store", apartments: "Apartments", school: "School", factory: "Factory", admin: "Admin. Bldg.", hospital: "Hospital", mall: "Mall" };
const SHORT = { house: "H", store: "St", apartments: "Ap", school: "Sc", factory: "F", admin: "Ad", hospital: "Ho", mall: "M" };
const kindName = (k) => NAMES[k] ?? k;
const aKind = (k) => (k === "apartments" ? "Apartments" : /^[aeiou]/i.test(kindName(k)) ? `an ${kindName(k)}` : `a ${kindName(k)}`);
const lotsText = (lots) => lots.join(" ");

function pointsText(n) {
  return `${n} point${Math.abs(n) === 1 ? "" : "s"}`;
}

/** A deal in words, from the active player's side (as the server keeps it). */
export function describeDeal(deal, active, partner) {
  const parts = [];
  if (deal.lots_to_partner?.length) parts.push(`${active} gives lots ${lotsText(deal.lots_to_partner)}`);
  if (deal.lots_to_active?.length) parts.push(`${partner} gives lots ${lotsText(deal.lots_to_active)}`);
  if (deal.points_to_partner > 0) parts.push(`${active} pays ${pointsText(deal.points_to_partner)}`);
  if (deal.points_to_partner < 0) parts.push(`${partner} pays ${pointsText(-deal.points_to_partner)}`);
  if (deal.consent) {
    const c = deal.consent;
    parts.push(`${partner} lets ${active} build ${aKind(c.build.building)} on lots ${lotsText(c.build.lots)}` + (c.share ? ` for a ${c.share}% share` : ""));
  }
  return parts.length ? parts.join("; ") : "nothing yet";
}

function ownerMaps(v) {
  const token = new Map();
  v.seats.forEach((s, i) => s.lots.forEach((l) => token.set(l, i)));
  const built = new Map();
  v.buildings.forEach((b, i) => b.build.lots.forEach((l) => built.set(l, i)));
  return { token, built };
}

/** The lots an action is about, to highlight them on the board. */
function lotsOf(json) {
  const k = kind(json);
  const p = payload(json);
  if (k === "take" || k === "give" || k === "ask") return [p];
  if (k === "gift") return [p.lot];
  if (k === "build" || k === "consent") return p.lots;
  return [];
}

function board(ctx) {
  const v = ctx.view;
  const ui = ctx.ui;
  const { token, built } = ownerMaps(v);
  const faceUp = new Set(v.face_up);
  const takes = new Map(ofKind(ctx.actions, "take").map((a) => [payload(a.json), a]));
  const highlight = new Set(ui.mpHighlight ?? []);
  const dealLots = new Set([v.deal, v.counter].flatMap((d) => (d ? [...d.lots_to_partner, ...d.lots_to_active, ...(d.consent?.build.lots ?? [])] : [])));

  function lotCell(lot) {
    const b = built.get(lot);
    const owner = token.get(lot);
    const cls = ["lot"];
    if (PARK_VIEW.has(lot)) cls.push("park-view");
    if (RIVER.has(lot)) cls.push("river-side");
    if (faceUp.has(lot)) cls.push("face-up");
    if (highlight.has(lot)) cls.push("hl");
    if (dealLots.has(lot)) cls.push("in-deal");
    const parts = [h("span.lot-n", String(lot))];
    let style;
    if (b !== undefined) {
      const bv = v.buildings[b];
      const lots = bv.build.lots;
      cls.push("built", `p${bv.builder}`);
      const i = lot % 10;
      const same = (j) => lots.includes(lot - (lot % 10) + j);
      if (i % 5 !== 0 && same(i - 1)) cls.push("j-top");
      if (i % 5 !== 4 && same(i + 1)) cls.push("j-bottom");
      if (i >= 5 && same(i - 5)) cls.push("j-left");
      if (i < 5 && same(i + 5)) cls.push("j-right");
      if (lot === Math.min(...lots)) {
        const joint = bv.shares.some((s) => s > 0);
        parts.push(h("span.b-label", { title: `${kindName(bv.build.building)} of P${bv.builder}, worth ${bv.value}` + (joint ? " (joint)" : "") }, SHORT[bv.build.building] ?? bv.build.building, h("strong", String(bv.value))));
      }
    } else if (owner !== undefined) {
      parts.push(h(`span.token.p${owner}`, { title: `P${owner}'s lot` }, String(owner)));
    }
    const take = takes.get(lot);
    if (take)
      return h("button.lot." + cls.slice(1).join(".") + ".can-take", {
        type: "button",
        style,
        title: `Take lot ${lot}`,
        dataset: { test: `take-${lot}`, lot },
        onclick: () => ctx.act(take.json),
      }, parts);
    return h("div." + cls.join("."), { dataset: { lot } }, parts);
  }

  function block(b) {
    if (b === "park") return h("div.park", { title: "the park" }, h("span", "Park"));
    return h("div.block" + (DOWNTOWN.has(b) ? ".downtown" : ""), { dataset: { block: b } },
      h("span.block-n", String(b)),
      range(0, 9).map((i) => {
        const cell = lotCell(b * 10 + i);
        cell.style.gridColumn = i < 5 ? "1" : "2";
        cell.style.gridRow = String((i % 5) + 1);
        return cell;
      }));
  }

  return h("div.city-map", { dataset: { test: "board" } },
    LAYOUT.flatMap((row, r) => row.map((b, c) => {
      const el = block(b);
      el.style.gridRow = String(r * 2 + 1);
      el.style.gridColumn = String(c * 2 + 1);
      return el;
    })),
    h("div.river", { title: "the river", style: { gridColumn: "4", gridRow: "3 / 6" } }));
}

function seatsPanel(ctx) {
  const v = ctx.view;
  return h("div.mp-seats", v.seats.map((s, i) => h("div.mp-seat" + (ctx.acting.includes(i) ? ".acting" : "") + (i === ctx.me ? ".me" : ""), { dataset: { test: `seat-${i}` } },
    h("span.token.p" + i, String(i)),
    h("span.seat-name", ctx.name(i)),
    h("span", { title: "score if the game ended now" }, h("strong", String(s.score)), " pts"),
    s.points ? h("span.muted", `(deals ${s.points > 0 ? "+" : ""}${s.points})`) : null,
    h("span.muted", `${s.lots.length} lots`),
    i === v.active && v.phase !== "over" ? h("span.badge", "active") : null)));
}

function stockPanel(v) {
  return h("div.stock", v.remaining.map((s) => h("span.stock-item" + (s.left ? "" : ".gone"), { title: `${kindName(s.building)}: ${s.left} left` },
    h("span.kind", kindName(s.building)), " ", h("strong", `×${s.left}`))));
}

function offerPanel(ctx) {
  const v = ctx.view;
  const gifts = ofKind(ctx.actions, "gift");
  return h("div.offer-lots",
    h("span.label", "Lots on offer:"),
    v.face_up.length ? v.face_up.map((l) => {
      const take = ctx.actions.find((a) => kind(a.json) === "take" && payload(a.json) === l);
      return take
        ? button(`Take ${l}`, () => ctx.act(take.json), { class: "lot-card can", test: `offer-${l}` })
        : h("span.lot-card", String(l));
    }) : h("span.muted", "none"),
    h("span.muted", `· ${v.deck} face down` + (v.final_turns !== null && v.final_turns !== undefined ? ` · last round: ${v.final_turns} turns left after this one` : "")),
    gifts.length ? h("div.gifts", h("p", "None of these may be yours: take one and give it to another player (MP-4)."),
      gifts.map((a) => button(`Give ${payload(a.json).lot} to P${payload(a.json).to}`, () => ctx.act(a.json), { test: `gift-${payload(a.json).lot}-${payload(a.json).to}` }))) : null);
}

function hoverable(btn, ctx, lots) {
  const set = (on) => {
    ctx.ui.mpHighlight = on ? lots : [];
    for (const el of document.querySelectorAll(".city-map .lot")) el.classList.toggle("hl", on && lots.includes(Number(el.dataset.lot)));
  };
  on(btn, "mouseenter", () => set(true));
  on(btn, "mouseleave", () => set(false));
  on(btn, "focus", () => set(true));
  on(btn, "blur", () => set(false));
  return btn;
}

/** Choosing a building, then where: the placements the server offers. */
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
    h("div.row", h("span.label", `${verb}:`), [...byKind.entries()].map(([k, list]) =>
      button(`${kindName(k)} (${list.length})`, () => {
        ui[key] = chosen === k ? null : k;
        ctx.redraw();
      }, { class: chosen === k ? "primary" : "", test: `${test}-kind-${k}` }))),
    chosen ? h("div.placements", byKind.get(chosen).map((a, i) => {
      const p = payload(a.json);
      return hoverable(button(`${kindName(p.building)} on ${lotsText(p.lots)}`, () => ctx.act(a.json), { class: "placement", test: `${test}-${i}` }), ctx, p.lots);
    })) : null);
}

function dealPanel(ctx) {
  const v = ctx.view;
  if (!["draft", "answer", "counter", "reply"].includes(v.phase)) return null;
  const active = ctx.name(v.active);
  const partner = v.partner !== null && v.partner !== undefined ? ctx.name(v.partner) : "?";
  const rows = [];
  const head = {
    draft: `${active} is drafting a proposal to ${partner}`,
    answer: `${active} proposes a deal to ${partner}`,
    counter: `${partner} is drafting a counter-proposal to ${active}`,
    reply: `${partner} answers ${active} with a counter-proposal`,
  }[v.phase];
  rows.push(h("h3", head));
  if (v.deal) rows.push(h("p.deal-text", { dataset: { test: "deal" } }, h("strong", "Proposal: "), describeDeal(v.deal, active, partner)));
  if (v.counter) rows.push(h("p.deal-text", { dataset: { test: "counter" } }, h("strong", "Counter-proposal: "), describeDeal(v.counter, active, partner)));
  if (!v.deal && !v.counter) rows.push(h("p.muted", "The terms are between the two of them until a deal is made."));
  const answer = ["accept", "decline", "counter"].flatMap((k) => ofKind(ctx.actions, k));
  if (answer.length)
    rows.push(h("div.row.answer", answer.map((a) => button({ accept: "Accept", decline: "Decline", counter: "Counter-propose" }[kind(a.json)], () => ctx.act(a.json), {
      class: kind(a.json) === "accept" ? "primary" : "",
      test: kind(a.json),
    }))));
  const gives = ofKind(ctx.actions, "give");
  const asks = ofKind(ctx.actions, "ask");
  const pts = [...ofKind(ctx.actions, "give_points"), ...ofKind(ctx.actions, "ask_points")];
  const shares = ofKind(ctx.actions, "share");
  const lotButtons = (list, verb) => list.map((a) => hoverable(button(`${payload(a.json)}`, () => ctx.act(a.json), { class: "lot-card can", test: `${verb}-${payload(a.json)}`, title: a.text }), ctx, [payload(a.json)]));
  if (gives.length) rows.push(h("div.row", h("span.label", "Offer your lot:"), lotButtons(gives, "give")));
  if (asks.length) rows.push(h("div.row", h("span.label", "Ask for their lot:"), lotButtons(asks, "ask")));
  if (pts.length) rows.push(h("div.row", h("span.label", "Points:"), pts.map((a) => button(a.text.replace(/^give/, "offer"), () => ctx.act(a.json), { test: `${kind(a.json)}-${payload(a.json)}` }))));
  const consent = buildPicker(ctx, ofKind(ctx.actions, "consent"), "Ask to build on their lots", "consent");
  if (consent) rows.push(consent);
  if (shares.length) rows.push(h("div.row", h("span.label", "Their share of the building:"), shares.map((a) => button(`${payload(a.json)}%`, () => ctx.act(a.json), { test: `share-${payload(a.json)}` }))));
  const finish = [...ofKind(ctx.actions, "send"), ...ofKind(ctx.actions, "cancel")];
  if (finish.length)
    rows.push(h("div.row", finish.map((a) => button(kind(a.json) === "send" ? "Send the proposal" : "Drop it", () => ctx.act(a.json), {
      class: kind(a.json) === "send" ? "primary" : "",
      test: kind(a.json),
    }))));
  return h("section.panel.deal" + (answer.length ? ".your-move" : ""), { dataset: { test: "deal-panel" } }, rows);
}

const HANDLED = new Set(["take", "gift", "propose", "to", "build", "end", "give", "ask", "give_points", "ask_points", "consent", "share", "send", "cancel", "accept", "decline", "counter"]);
const ENDS = { all_built: "the last building was placed", lots_ran_out: "the lots ran out and everyone had a last turn", no_placement: "no building could be placed any more" };

export default {
  id: "metropolis",
  name: "Metropolis",
  score: (v) => `${v} points`,
  prompt(ctx) {
    const p = ctx.view.phase;
    if (p === "take") return "Your turn: take a lot on offer";
    if (p === "main") return "Your turn: propose deals, build, or end your turn";
    if (p === "propose") return "Your turn: whom do you propose a deal to?";
    if (p === "answer") return "A deal is proposed to you: accept, decline or counter";
    if (p === "reply") return "A counter-proposal: accept or decline";
    return "Your turn: draft the proposal";
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
        h("div.row", h("span.label", "Propose a deal to:"), tos.map((a) => button(ctx.name(payload(a.json)), () => ctx.act(a.json), { test: `to-${payload(a.json)}` })),
          cancel && v.phase === "propose" ? button("Never mind", () => ctx.act(cancel.json), { test: "cancel" }) : null))
      : null;
    const main = proposes.length || end || ofKind(ctx.actions, "build").length
      ? h("section.panel.your-move", { dataset: { test: "your-move" } },
        proposes.length ? h("div.row", h("span.label", `Deals (${v.proposals} of 3 proposed this turn):`), proposes.map((a) => {
          const p = payload(a.json);
          return p === null || p === undefined
            ? button("Propose a deal…", () => ctx.act(a.json), { test: "propose" })
            : button(`Propose a deal to ${ctx.name(p)}`, () => ctx.act(a.json), { test: `propose-${p}` });
        })) : null,
        buildPicker(ctx, ofKind(ctx.actions, "build"), "Build", "build"),
        v.consents?.length ? h("p.muted", "Consents this turn: " + v.consents.map((c) => `${ctx.name(c.owner)}: ${kindName(c.build.building)} on ${lotsText(c.build.lots)}` + (c.share ? ` (${c.share}%)` : "")).join("; ")) : null,
        end ? h("div.row", button("End your turn", () => ctx.act(end.json), { test: "end" })) : null)
      : null;
    return h("div.board.metropolis",
      h("div.status-line",
        h("strong", v.phase === "over" ? "Game over" : `Turn ${v.turn} · ${ctx.name(v.active)} is active`),
        v.end ? h("span.badge", `ended: ${ENDS[v.end] ?? v.end}`) : null),
      seatsPanel(ctx),
      v.phase === "over" ? null : h("section.panel", offerPanel(ctx)),
      dealPanel(ctx),
      choosePartner,
      main,
      other.length ? h("section.panel", other.map((a) => button(a.text, () => ctx.act(a.json), { class: "action" }))) : null,
      h("section.panel.map-panel", board(ctx),
        h("p.legend.muted", "Lot numbers in each block; ", h("span.token.p0", "0"), " a player's token; ",
          h("span.legend-park", "green corner"), " park view, ", h("span.legend-river", "blue edge"), " on the river, shaded blocks downtown; ",
          h("span.legend-up", "gold dashes"), " lots on offer. Buildings show their kind and value.")),
      h("section.panel", h("h3", "Buildings left"), stockPanel(v)));
  },
};
