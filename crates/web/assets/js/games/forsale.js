// For Sale: the display, everyone's chips, bids, buildings and cheques, and
// the player's own controls (raise or pass; pick a building to sell).
import { h, button } from "../dom.js";
import { kind, payload, ofKind } from "../actions.js";
import { t } from "../i18n.js";
import { moveText } from "../words.js";

const money = (m) => t("term.forsale.money", { v: m });

/** A building card: its value and a building drawn taller the better it is. */
export function buildingCard(value, opts = {}) {
  const floors = 1 + Math.floor(value / 3);
  const hue = 30 + value * 10;
  const w = 22;
  const floorH = 5;
  const bh = floors * floorH + 4;
  const windows = [];
  for (let f = 0; f < floors; f++)
    for (let c = 0; c < 2; c++)
      windows.push(`<rect x="${4 + c * 9}" y="${44 - bh + 3 + f * floorH}" width="5" height="3" fill="#fff8" />`);
  const roof = value >= 17 ? `<rect x="${w / 2 - 1}" y="${44 - bh - 6}" width="2" height="6" fill="#555"/>` : "";
  const svg = `<svg viewBox="0 0 ${w + 4} 46" aria-hidden="true"><rect x="2" y="${44 - bh}" width="${w}" height="${bh}" rx="1" fill="hsl(${hue} 45% 42%)"/>${windows.join("")}${roof}<rect x="0" y="44" width="${w + 4}" height="2" fill="#6a6"/></svg>`;
  const el = h((opts.onclick ? "button" : "div") + ".card.building" + (opts.small ? ".small" : "") + (opts.cls ? "." + opts.cls : ""), {
    type: opts.onclick ? "button" : undefined,
    title: opts.title ?? t("forsale.building", { value }),
    onclick: opts.onclick,
    disabled: opts.disabled,
    dataset: opts.test ? { test: opts.test, value } : { value },
    style: { "--hue": hue },
  });
  el.append(h("span.value", String(value)));
  const art = h("span.art");
  art.innerHTML = svg;
  el.append(art);
  return el;
}

/** A cheque card. */
export function chequeCard(value, opts = {}) {
  return h("div.card.cheque" + (value === 0 ? ".zero" : "") + (opts.small ? ".small" : ""), {
    title: t("forsale.cheque_for", { money: money(value) }),
    dataset: { value },
  }, h("span.bank", t("forsale.cheque")), h("span.value", money(value)));
}

/** A face-down card (someone's secret choice). */
function backCard(opts = {}) {
  return h("div.card.back" + (opts.small ? ".small" : ""), { title: opts.title ?? t("forsale.face_down") }, "?");
}

function chips(n) {
  return h("span.chips-count", { title: t("forsale.chips", { n }) }, h("span.coin", { "aria-hidden": "true" }), String(n));
}

function seatPanel(ctx, s) {
  const v = ctx.view;
  const seat = v.seats[s];
  const acting = ctx.acting.includes(s);
  let status = "";
  if (v.phase === "buying") status = t(seat.in_auction ? (seat.bid ? "forsale.status.bidding" : "forsale.status.in") : "forsale.status.passed");
  else if (v.phase === "selling") status = t(seat.buildings.length === 0 ? "forsale.status.sold_out" : seat.chosen ? "forsale.status.chosen" : "forsale.status.choosing");
  const chequeTotal = seat.cheques.reduce((a, b) => a + b, 0);
  const shownChoice = ctx.openChoices?.[s] ?? (s === ctx.me ? v.my_choice : null);
  return h("section.seat" + (acting ? ".acting" : "") + (s === ctx.me ? ".me" : ""), { dataset: { seat: s, test: `seat-${s}` } },
    h("header.seat-head",
      h("span.seat-name", acting ? "▶ " : "", ctx.name(s)),
      h("span.badge", status)),
    h("div.seat-stats",
      chips(seat.chips),
      v.phase === "buying" ? h("span.bid" + (seat.bid ? ".live" : ""), { title: t("forsale.bid_title") }, t("forsale.bid") + " ", h("strong", String(seat.bid))) : null,
      h("span.cheque-total", { title: t("forsale.cheques_title") }, money(chequeTotal))),
    h("div.seat-cards",
      seat.buildings.length
        ? seat.buildings.map((b) => buildingCard(b, { small: true, cls: shownChoice === b ? "chosen" : "" }))
        : h("span.muted", t("forsale.no_buildings")),
      v.phase === "selling" && seat.chosen ? (shownChoice ? null : backCard({ small: true, title: t("forsale.building_face_down") })) : null),
    seat.cheques.length ? h("div.seat-cheques", seat.cheques.map((c) => chequeCard(c, { small: true }))) : null);
}

function passHint(v, me) {
  const mine = me !== null ? v.seats[me] : null;
  if (!mine) return t("forsale.pass");
  if (v.variant && !v.passed_any) return t("pagetext.pass_first", { n: mine.bid });
  const lowest = Math.min(...v.display);
  const back = Math.ceil(mine.bid / 2);
  return mine.bid ? t("pagetext.pass_back", { building: lowest, back, n: mine.bid }) : t("forsale.pass_take", { building: lowest });
}

function controls(ctx) {
  const v = ctx.view;
  if (!ctx.actions.length) return null;
  const bids = ofKind(ctx.actions, "bid");
  const pass = ofKind(ctx.actions, "pass")[0];
  const sells = ofKind(ctx.actions, "sell");
  const parts = [];
  if (bids.length || pass) {
    // No "Raise your bid" when no raise is left to make.
    if (bids.length) parts.push(h("div.bid-row",
      h("span.label", t("forsale.raise_to", { highest: v.highest_bid })),
      h("div.bid-buttons", bids.map((a) => button(String(payload(a.json)), () => ctx.act(a.json), {
        class: "bid-button",
        test: `bid-${payload(a.json)}`,
        title: moveText("forsale", a.text),
      })))));
    if (pass) parts.push(button(passHint(v, ctx.me), () => ctx.act(pass.json), { class: "pass-button", test: "pass" }));
  }
  if (sells.length) {
    parts.push(h("p.label", t("forsale.choose_sell")));
    parts.push(h("div.hand", sells.map((a) => {
      const b = payload(a.json);
      return buildingCard(b, { onclick: () => ctx.act(a.json), test: `sell-${b}`, title: t("forsale.sell", { building: b }), cls: "playable" });
    })));
  }
  const other = ctx.actions.filter((a) => !["bid", "pass", "sell"].includes(kind(a.json)));
  if (other.length) parts.push(h("div.action-list", other.map((a) => button(moveText("forsale", a.text), () => ctx.act(a.json), { class: "action" }))));
  return h("section.panel.your-move", { dataset: { test: "your-move" } }, h("h3", t("table.your_move")), parts);
}

export default {
  id: "forsale",
  name: "For Sale",
  score: (v) => money(v),
  prompt(ctx) {
    return ctx.view.phase === "selling" ? t("forsale.prompt_sell") : t("forsale.prompt_bid");
  },
  /** Replays with every card open: each seat's secret choice from its own view. */
  openView(views) {
    const base = structuredClone(views[0]);
    base.open_choices = views.map((v) => v.my_choice ?? null);
    return base;
  },
  render(ctx) {
    const v = ctx.view;
    ctx.openChoices = v.open_choices ?? null;
    const title = v.phase === "buying"
      ? t("forsale.phase_buying", { round: v.round, rounds: v.rounds })
      : v.phase === "selling" ? t("forsale.phase_selling", { round: v.round }) : t("forsale.over");
    const deck = v.phase === "buying"
      ? t("forsale.buildings_in_deck", { n: v.buildings_in_deck })
      : t("forsale.cheques_in_deck", { n: v.cheques_in_deck });
    const offer = v.display.length
      ? h("div.display", v.phase === "buying"
        ? v.display.map((b) => buildingCard(b))
        : v.display.map((c) => chequeCard(c)))
      : h("p.muted", t("forsale.nothing_on_offer"));
    const n = v.seats.length;
    // Your own seat first, then the others clockwise from you.
    const order = [];
    const start = ctx.me ?? 0;
    for (let i = 0; i < n; i++) order.push((start + i) % n);
    return h("div.board.forsale",
      v.phase === "over" ? null : h("section.panel.offer",
        h("div.offer-head", h("strong", title), h("span.muted", `${deck} · ${t("forsale.bank", { n: v.bank })}${v.variant ? " · " + t("forsale.variant") : ""}`)),
        h("div.offer-row",
          h("div.offer-label", v.phase === "buying" ? t("forsale.on_offer") : v.phase === "selling" ? t("forsale.cheques") : ""),
          offer,
          v.phase === "buying" ? h("div.highest", h("small", t("forsale.highest_bid")), h("strong", String(v.highest_bid))) : null),
        v.my_choice ? h("p.note", t("forsale.my_choice", { building: v.my_choice })) : null),
      controls(ctx),
      h("div.seats", order.map((s) => seatPanel(ctx, s))),
      v.sold.length ? h("section.panel.sold", h("h3", t("forsale.sold")), h("div.seat-cards", v.sold.map((b) => buildingCard(b, { small: true })))) : null);
  },
};
