// Skyline: the construction yard with each slot's currency, the money
// display, the player's hand by currency, everyone's buildings with the
// majorities, and the reference card of the three scorings.
import { h, button } from "../dom.js";
import { kind, payload, ofKind, Picker } from "../actions.js";
import { t, term, joinAnd } from "../i18n.js";
import { moveText } from "../words.js";

export const CURRENCIES = ["blue", "green", "orange", "yellow"];
export const TYPES = ["museum", "theater", "station", "church", "park", "skyscraper"];
const typeName = (ty) => term("skyline", "type", ty);
const currencyName = (c) => term("skyline", "currency", c);
const cardText = (c) => t("term.skyline.money_card", { currency: currencyName(c.currency), value: c.value });

// Small silhouettes, one per building type.
const ICONS = {
  museum: '<path d="M2 9 L12 3 L22 9 Z"/><rect x="3" y="10" width="18" height="1.5"/><rect x="4" y="12" width="2" height="7"/><rect x="9" y="12" width="2" height="7"/><rect x="13" y="12" width="2" height="7"/><rect x="18" y="12" width="2" height="7"/><rect x="2" y="19.5" width="20" height="2"/>',
  theater: '<path d="M3 21 V10 A9 9 0 0 1 21 10 V21 H16 V14 A4 4 0 0 0 8 14 V21 Z"/>',
  station: '<rect x="3" y="11" width="18" height="10"/><rect x="9" y="3" width="6" height="8"/><circle cx="12" cy="7" r="2" fill="#fff"/><rect x="10" y="15" width="4" height="6" fill="#fff"/>',
  church: '<path d="M12 1 L12 4 M10.5 2.5 L13.5 2.5" stroke="currentColor" stroke-width="1.2"/><path d="M9 9 L12 4 L15 9 Z"/><rect x="9" y="9" width="6" height="12"/><rect x="4" y="13" width="16" height="8"/><rect x="11" y="16" width="2" height="5" fill="#fff"/>',
  park: '<circle cx="8" cy="10" r="5"/><circle cx="16" cy="9" r="6"/><rect x="7" y="14" width="2" height="7"/><rect x="15" y="14" width="2" height="7"/><rect x="2" y="20" width="20" height="1.5"/>',
  skyscraper: '<rect x="7" y="3" width="10" height="18"/><rect x="11" y="0" width="2" height="3"/><rect x="4" y="11" width="3" height="10"/><rect x="17" y="8" width="3" height="13"/><g fill="#fff"><rect x="9" y="6" width="2" height="2"/><rect x="13" y="6" width="2" height="2"/><rect x="9" y="10" width="2" height="2"/><rect x="13" y="10" width="2" height="2"/><rect x="9" y="14" width="2" height="2"/><rect x="13" y="14" width="2" height="2"/></g>',
};

function icon(type) {
  const el = h("span.b-icon", { "aria-hidden": "true" });
  el.innerHTML = `<svg viewBox="0 0 24 22" fill="currentColor">${ICONS[type] ?? ""}</svg>`;
  return el;
}

/** A money card: its currency's colour and value. */
export function moneyCard(card, opts = {}) {
  const tag = opts.onclick ? "button" : "div";
  return h(`${tag}.money.cur-${card.currency}` + (opts.small ? ".small" : "") + (opts.picked ? ".picked" : "") + (opts.cls ? "." + opts.cls : ""), {
    type: opts.onclick ? "button" : undefined,
    onclick: opts.onclick,
    disabled: opts.disabled,
    title: cardText(card),
    // A small card shows only its value: its name says the currency too.
    "aria-label": opts.onclick && opts.small ? `${card.value} ${currencyName(card.currency)}` : undefined,
    "aria-pressed": opts.onclick ? String(!!opts.picked) : undefined,
    dataset: opts.test ? { test: opts.test } : undefined,
  }, h("span.value", String(card.value)), opts.small ? null : [" ", h("span.cur", currencyName(card.currency))]);
}

/** A building tile: its type's colour, silhouette and price. */
export function buildingTile(b, opts = {}) {
  return h("div.tile.type-" + b.type + (opts.small ? ".small" : ""), { title: t("skyline.tile", { type: typeName(b.type), price: b.price }) },
    icon(b.type),
    opts.small ? null : h("span.tile-name", typeName(b.type)),
    h("span.price", String(b.price)));
}

const sum = (cards) => cards.reduce((a, c) => a + c.value, 0);

function handByCurrency(cards, opts = {}) {
  return h("div.hand-cur", CURRENCIES.map((c) => {
    const mine = cards.filter((x) => x.currency === c).sort((a, b) => a.value - b.value);
    return h("div.cur-col.cur-" + c,
      h("div.cur-head", h("span", currencyName(c)), h("strong", mine.length ? String(sum(mine)) : "–")),
      h("div.cur-cards", mine.map((x) => moneyCard(x, { small: opts.small }))));
  }));
}

function paymentText(values, currency) {
  return values.map((value) => cardText({ currency, value })).join(" + ");
}

function yard(ctx) {
  const v = ctx.view;
  const buys = ofKind(ctx.actions, "buy");
  return h("section.panel.yard", { dataset: { test: "yard" } },
    h("h3", t("skyline.yard")),
    h("div.slots", v.yard.map((slot) => {
      const options = buys.filter((a) => payload(a.json).slot === slot.slot);
      return h("div.slot.cur-" + slot.currency, { dataset: { test: `slot-${slot.slot}` } },
        h("div.slot-head", h("span", t("skyline.slot", { slot: slot.slot })), h("strong", currencyName(slot.currency))),
        slot.building ? buildingTile(slot.building) : h("div.tile.empty", t("skyline.empty")),
        options.length
          ? h("div.buy-options", options.map((a, i) => {
            const p = payload(a.json);
            const label = t("skyline.pay", { pay: p.pay.join(" + ") }) + (p.to_neutral ? " → " + t("term.skyline.neutral") : "") + (sum(p.pay.map((value) => ({ value }))) === slot.building?.price ? " " + t("skyline.exact") : "");
            const what = t("skyline.buy_title", { type: typeName(slot.building?.type), pay: paymentText(p.pay, slot.currency) });
            return button(label, () => ctx.act(a.json), {
              class: "buy-button",
              test: `buy-${slot.slot}-${i}`,
              title: what,
              label: `${label}: ${what}`,
            });
          }))
          : null);
    })));
}

function moneyDisplay(ctx) {
  const v = ctx.view;
  const takes = ofKind(ctx.actions, "take");
  const cards = v.display;
  const key = (c) => `${c.currency}-${c.value}`;
  const picker = new Picker(ctx.ui, "skyline-take", takes.map((a) => ({ action: a, keys: payload(a.json).map(key) })));
  const chosen = picker.match();
  return h("section.panel.money-display", { dataset: { test: "money-display" } },
    h("h3", t("skyline.display")),
    h("div.display", cards.length ? cards.map((c, i) => moneyCard(c, takes.length ? {
      onclick: () => {
        picker.toggle(i, key(c));
        ctx.redraw();
      },
      picked: picker.isPicked(i),
      disabled: !picker.canToggle(i, key(c)),
      test: `cash-${i}`,
    } : {})) : h("span.muted", t("skyline.empty"))),
    takes.length
      ? h("div.row",
        button(chosen ? t("skyline.take", { cards: joinAnd(payload(chosen.action.json).map(cardText)) }) : t("skyline.take_hint"), () => {
          if (chosen) ctx.act(chosen.action.json);
        }, { class: "primary", disabled: !chosen, test: "take" }),
        picker.picked.length ? button(t("skyline.clear"), () => {
          picker.clear();
          ctx.redraw();
        }) : null)
      : null);
}

function majorities(ctx) {
  const v = ctx.view;
  const rows = v.seats.map((s, i) => ({ name: ctx.short(i), buildings: s.buildings, score: s.score, seat: i }));
  if (v.neutral) rows.push({ name: t("term.skyline.neutral"), buildings: v.neutral.buildings, score: v.neutral.score, seat: null });
  const count = (r, ty) => r.buildings.filter((b) => b.type === ty).length;
  return h("div.scroll-x", h("table.majorities", { dataset: { test: "majorities" } },
    h("caption.visually-hidden", t("skyline.majorities")),
    h("thead", h("tr", h("td", ""), TYPES.map((ty) => h("th.type-" + ty, { scope: "col", title: typeName(ty) }, icon(ty), h("span.visually-hidden", typeName(ty)))), h("th", { scope: "col" }, t("skyline.points")))),
    h("tbody", rows.map((r) => h("tr" + (r.seat === ctx.me ? ".me" : ""),
      h("th", { scope: "row" }, r.name),
      TYPES.map((ty) => {
        const n = count(r, ty);
        const best = Math.max(...rows.map((x) => count(x, ty)));
        return h("td" + (n && n === best ? ".lead" : ""), n ? String(n) : "·");
      }),
      h("td.score", String(r.score)))))));
}

/**
 * The reference card of the printing in play: points per rank and type for
 * scorings A, B and C, as the server reads it from the game's deck (a
 * user's printing has its own).
 */
function referenceCard(v, help) {
  const done = new Set(v.scorings_done ?? []);
  const ref = help?.reference;
  if (!ref) return null;
  const ranks = [t("skyline.rank1"), t("skyline.rank2"), t("skyline.rank3")];
  return h("details.panel.reference", { open: true, dataset: { test: "reference" } },
    h("summary", t("skyline.reference")),
    h("div.scroll-x", h("table.ref",
      h("thead", h("tr", h("td", ""), h("th", { scope: "col" }, t("skyline.rank")), TYPES.map((ty) => h("th.type-" + ty, { scope: "col", title: typeName(ty) }, icon(ty), h("span.visually-hidden", typeName(ty)))))),
      h("tbody", ref.map(({ scoring, points }) => points.map((pts, r) =>
        h("tr" + (done.has(scoring) ? ".done" : ""), { dataset: { test: `ref-${scoring}-${r}` } },
          r === 0 ? h("th", { rowSpan: points.length, scope: "rowgroup" }, t("skyline.scoring", { scoring }), h("br"), h("small", done.has(scoring) ? t("skyline.scored") : scoring === "C" ? t("skyline.at_the_end") : t("skyline.in_deck"))) : null,
          h("td", ranks[r] ?? String(r + 1)),
          pts.map((p) => h("td", String(p))))))))));
}

function seatPanel(ctx, s) {
  const v = ctx.view;
  const seat = v.seats[s];
  const acting = ctx.acting.includes(s);
  const hand = seat.hand ?? ctx.openHands?.[s] ?? null;
  return h("section.seat" + (acting ? ".acting" : "") + (s === ctx.me ? ".me" : ""), { dataset: { seat: s, test: `seat-${s}` } },
    h("header.seat-head", h("span.seat-name", acting ? "▶ " : "", ctx.name(s)), h("span.badge", t("result.points", { n: seat.score }))),
    h("div.seat-stats", h("span", { title: t("skyline.hand_title") }, h("span.cardback", { "aria-hidden": "true" }), " ", t("skyline.cards", { n: seat.hand_size }))),
    hand && s !== ctx.me ? handByCurrency(hand, { small: true }) : null,
    h("div.tiles", seat.buildings.length ? seat.buildings.map((b) => buildingTile(b, { small: true })) : h("span.muted", t("skyline.no_buildings"))));
}

export default {
  id: "skyline",
  name: "Skyline",
  score: (v) => t("result.points", { n: v }),
  prompt(ctx) {
    return ctx.view.actions_this_turn > 0 ? t("skyline.prompt_again") : t("skyline.prompt");
  },
  /** With every card open: each seat's hand from its own view. */
  openView(views) {
    const base = structuredClone(views[0]);
    base.seats.forEach((s, i) => {
      s.hand = views[i].seats[i].hand;
    });
    base.viewer = "spectator";
    return base;
  },
  render(ctx) {
    const v = ctx.view;
    const me = ctx.me !== null ? v.seats[ctx.me] : null;
    const pass = ofKind(ctx.actions, "pass")[0];
    const other = ctx.actions.filter((a) => !["take", "buy", "pass"].includes(kind(a.json)));
    const n = v.seats.length;
    const order = [];
    for (let i = 0; i < n; i++) order.push(((ctx.me ?? 0) + i) % n);
    return h("div.board.skyline",
      h("div.status-line",
        h("span", t("skyline.decks", { buildings: v.buildings_in_deck, money: v.money_in_deck, discarded: v.discard_pile })),
        (v.scorings_done ?? []).length ? h("span.badge", t("skyline.scorings_done", { list: v.scorings_done.join(", ") })) : null,
        v.actions_this_turn > 0 && !ctx.over ? h("span.badge.hot", t("skyline.action_n", { n: v.actions_this_turn + 1 })) : null),
      h("div.skyline-top", yard(ctx), moneyDisplay(ctx)),
      me && me.hand
        ? h("section.panel.my-hand", { dataset: { test: "hand" } }, h("h3", t("skyline.your_money", { n: me.hand.length })), handByCurrency(me.hand))
        : null,
      pass || other.length
        ? h("section.panel.your-move", pass ? button(t("skyline.pass"), () => ctx.act(pass.json), { test: "pass" }) : null,
          other.map((a) => button(moveText("skyline", a.text), () => ctx.act(a.json), { class: "action" })))
        : null,
      h("section.panel", h("h3", t("skyline.majorities")), majorities(ctx)),
      h("div.seats", order.map((s) => seatPanel(ctx, s)),
        v.neutral ? h("section.seat.neutral", h("header.seat-head", h("span.seat-name", t("skyline.neutral_player")), h("span.badge", t("result.points", { n: v.neutral.score }))),
          h("div.tiles", v.neutral.buildings.map((b) => buildingTile(b, { small: true })))) : null),
      referenceCard(v, ctx.help));
  },
};
