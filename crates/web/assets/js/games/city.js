// City: the player's hand (each card with what may be done with it), the
// secret choice being made, everyone's tableau with its symbols, VP, income
// and hand size, and who has committed.
import { h, button } from "../dom.js";
import { kind, payload } from "../actions.js";
import { t } from "../i18n.js";
import { cardName, symbolLetter } from "../words.js";

const CONTRACTOR = "General Contractor";
const symbolName = (s) => t(`term.city.symbol.${s}`);

// The cards of the deck in play, as the server describes them (help data:
// cost, symbols, income, VP and each card's full text in the page's
// language), by lower-cased name.
function deckOf(ctx) {
  const byName = new Map();
  for (const c of ctx.help?.cards ?? []) byName.set(c.name.toLowerCase(), c);
  return byName;
}

/** The cost of `name` to the player after their discounts (CT-3), when the server says. */
function costToMe(ctx, name) {
  return ctx.help?.costs?.[name.toLowerCase()] ?? null;
}

function symbolChips(symbols, small) {
  return h("span.syms", [...(symbols ?? "")].map((s) => h("span.sym.sym-" + s + (small ? ".small" : ""), { title: symbolName(s) }, symbolLetter(s))));
}

function cardTitle(name, def) {
  if (!def) return cardName(name);
  return t("city.card_title", { name: cardName(name), cost: def.cost }) + (def.text ? `; ${def.text}` : "");
}

/**
 * A card: cost, name, symbols, income and VP, and its rules in words. A
 * small card (a tableau's) is a button that shows the whole card below
 * the table (`ctx.ui.cityCard`), so that its text is a keypress away.
 */
function card(ctx, name, def, opts = {}) {
  const actions = opts.actions ?? [];
  const mine = opts.cost ?? null;
  const body = [
    h("div.ccard-head",
      def ? h("span.cost" + (mine !== null && mine !== def.cost ? ".cheaper" : ""), { title: t("city.cost") }, String(mine ?? def.cost)) : null,
      h("span.cname", cardName(name))),
    def ? h("div.ccard-mid",
      symbolChips(def.symbols, opts.small),
      h("span.yield",
        def.income || def.variable_income ? h("span.income", { title: t("city.income_title") }, `+${def.income ?? 0}${def.variable_income ? "*" : ""}`, h("span.unit", " " + t("city.cards_unit"))) : null,
        def.vp || def.variable_vp ? h("span.vp", { title: t("city.vp_title") }, `${def.vp ?? 0}${def.variable_vp ? "*" : ""}`, h("span.unit", " " + t("city.vp_unit"))) : null)) : null,
    !opts.small && def && mine !== null && mine !== def.cost ? h("div.ccost", { dataset: { test: "city-cost" } }, t("city.costs_you", { cost: mine, printed: def.cost })) : null,
    !opts.small && def?.text ? h("div.ctext", def.text) : null,
  ];
  const cls = ".ccard" + (opts.small ? ".small" : "") + (opts.cls ? "." + opts.cls : "");
  if (opts.small) {
    const open = ctx.ui?.cityCard === name;
    return h("button" + cls + ".info", {
      type: "button",
      title: cardTitle(name, def),
      "aria-expanded": String(open),
      dataset: opts.test ? { test: opts.test } : { test: "city-card" },
      onclick: () => {
        ctx.ui.cityCard = open ? null : name;
        ctx.redraw?.();
      },
    }, body);
  }
  return h("div" + cls, {
    title: cardTitle(name, def),
    dataset: opts.test ? { test: opts.test } : undefined,
  }, body, actions.length ? h("div.ccard-actions", actions.map((a) => button(a.label, a.fn, { class: "card-action", test: a.test, label: a.aria }))) : null);
}

/** The card a player opened from a tableau, in full. */
function cardInfo(ctx, deck) {
  const name = ctx.ui?.cityCard;
  if (!name) return null;
  return h("section.panel.card-info", { dataset: { test: "card-info" }, "aria-live": "polite" },
    h("div.row", h("h3", cardName(name)), button(t("common.close"), () => {
      ctx.ui.cityCard = null;
      ctx.redraw?.();
    })),
    card(ctx, name, deck.get(name.toLowerCase()), { cost: costToMe(ctx, name) }));
}

function stepText(ctx) {
  const v = ctx.view;
  const c = v.choice;
  if (!c) return null;
  const n = c.owed;
  switch (c.step) {
    case "choose":
      return t("city.step.choose");
    case "pay":
      return t("city.step.pay", { cards: [...c.building, ...(c.contractor ? [CONTRACTOR] : [])].map(cardName).join(" + "), n });
    case "second":
      return t("city.step.second");
    case "discard":
      if (v.phase === "keep") return t("city.step.keep", { n });
      if (v.phase === "survey") return t("city.step.surveyed", { n });
      if (v.phase === "hand_limit") return t("city.step.hand_limit", { n });
      return t("city.step.discard", { n });
    case "committed":
      return t("city.step.committed");
    default:
      return null;
  }
}

function choicePanel(ctx, deck) {
  const c = ctx.view.choice;
  if (!c) return null;
  const setAside = [...c.building, ...(c.contractor ? [CONTRACTOR] : [])];
  return h("section.panel.choice", { dataset: { test: "choice" } },
    h("h3", t("city.secret_choice")),
    h("p", stepText(ctx)),
    setAside.length ? h("div.row", h("span.label", t("city.to_build")), setAside.map((n) => card(ctx, n, deck.get(n.toLowerCase()), { small: true }))) : null,
    c.survey ? h("p", t("city.surveying")) : null,
    c.spent.length ? h("div.row", h("span.label", c.step === "pay" ? t("city.paid_face_down") : t("city.face_down")), c.spent.map((n) => card(ctx, n, deck.get(n.toLowerCase()), { small: true, cls: "spent" }))) : null);
}

const VERBS = { build: "city.verb.build", pay: "city.verb.pay", discard: "city.verb.discard" };

function handPanel(ctx, deck) {
  const v = ctx.view;
  if (ctx.me === null) return null;
  const byCard = new Map();
  for (const a of ctx.actions) {
    const k = kind(a.json);
    const name = payload(a.json);
    if (typeof name === "string" && VERBS[k]) {
      const key = name.toLowerCase();
      if (!byCard.has(key)) byCard.set(key, []);
      const cost = k === "build" ? costToMe(ctx, name) : null;
      const label = t(VERBS[k]) + (cost !== null ? " " + t("city.for_cost", { cost }) : "");
      byCard.get(key).push({ label, aria: `${label}: ${cardName(name)}`, fn: () => ctx.act(a.json), test: `${k}-${slug(name)}` });
    }
  }
  const seen = new Set();
  const hand = [...v.hand].sort((a, b) => (deck.get(a.toLowerCase())?.cost ?? 0) - (deck.get(b.toLowerCase())?.cost ?? 0) || a.localeCompare(b));
  return h("section.panel.city-hand", { dataset: { test: "hand" } },
    h("h3", t("city.your_hand", { n: v.hand.length })),
    h("div.ccards", hand.map((name) => {
      const key = name.toLowerCase();
      // Copies of a card share its actions: offer them on the first copy.
      const actions = seen.has(key) ? [] : byCard.get(key) ?? [];
      seen.add(key);
      return card(ctx, name, deck.get(key), { actions, cost: costToMe(ctx, name), cls: ctx.actions.length && !actions.length ? "idle" : "" });
    })));
}

function slug(name) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function symbolCounts(tableau, deck) {
  const counts = { T: 0, S: 0, L: 0 };
  for (const n of tableau) for (const s of deck.get(n.toLowerCase())?.symbols ?? "") counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

const STATUS = { deciding: "city.status.deciding", committed: "city.status.committed" };

function tableauPanel(ctx, deck, s) {
  const v = ctx.view;
  const seat = v.seats[s];
  const counts = symbolCounts(seat.tableau, deck);
  const acting = ctx.acting.includes(s);
  return h("section.seat.city-seat" + (acting ? ".acting" : "") + (s === ctx.me ? ".me" : ""), { dataset: { seat: s, test: `seat-${s}` } },
    h("header.seat-head",
      h("span.seat-name", ctx.name(s)),
      STATUS[seat.status] ? h("span.badge.status-" + seat.status, t(STATUS[seat.status])) : null),
    h("div.seat-stats",
      h("span.vp-total", { title: t("city.vp_total_title") }, h("strong", String(seat.vp)), " ", t("city.vp_unit")),
      h("span.muted", { title: t("city.per_round_title") }, t("city.per_round", { n: seat.vp_per_round })),
      h("span", { title: t("city.income_title") }, t("city.income", { n: seat.income })),
      h("span", { title: t("city.hand_title") }, h("span.cardback", { "aria-hidden": "true" }), ` ${seat.hand}`),
      seat.must_discard ? h("span.badge", t("city.discards", { n: seat.must_discard })) : null),
    h("div.sym-counts", Object.entries(counts).map(([k, n]) => h("span.sym-count", { title: `${symbolName(k)}: ${n}` }, symbolChips(k, true), ` ${n}`))),
    h("div.tableau", seat.tableau.length
      ? seat.tableau.map((n) => card(ctx, n, deck.get(n.toLowerCase()), { small: true }))
      : h("span.muted", t("city.nothing_built"))));
}

export default {
  id: "city",
  name: "City",
  score: (v) => t("term.city.vp", { v }),
  prompt(ctx) {
    return stepText(ctx) ?? t("table.your_turn");
  },
  /** With every card open: each seat's hand and choice shown beside its tableau. */
  openView(views) {
    const base = structuredClone(views[0]);
    base.viewer = "spectator";
    base.hand = [];
    base.choice = null;
    base.open_hands = views.map((v) => ({ hand: v.hand, choice: v.choice }));
    return base;
  },
  render(ctx) {
    const v = ctx.view;
    const deck = deckOf(ctx);
    const special = ctx.actions.filter((a) => {
      const k = kind(a.json);
      return k === "survey" || k === "done" || (k === "build" && payload(a.json) === CONTRACTOR);
    });
    const order = [];
    for (let i = 0; i < v.seats.length; i++) order.push(((ctx.me ?? 0) + i) % v.seats.length);
    const gc = deck.get(CONTRACTOR.toLowerCase());
    return h("div.board.city",
      h("div.status-line",
        h("strong", v.phase === "over" ? t("table.game_over") : t("city.round", { round: v.round, phase: t(`city.phase.${v.phase}`) })),
        h("span", t("city.piles", { draw: v.draw_pile, discard: v.discard_pile })),
        v.end ? h("span.badge", t("city.ended", { why: t(`term.city.end.${v.end}`) })) : null),
      choicePanel(ctx, deck),
      special.length
        ? h("section.panel.your-move", { dataset: { test: "your-move" } }, h("div.row", special.map((a) => {
          const k = kind(a.json);
          if (k === "survey") return button(t("city.survey"), () => ctx.act(a.json), { test: "survey" });
          if (k === "done") return button(t("city.done"), () => ctx.act(a.json), { test: "done" });
          return button(t("city.take_contractor", { n: v.contractors }), () => ctx.act(a.json), { test: "build-contractor" });
        })))
        : null,
      handPanel(ctx, deck),
      cardInfo(ctx, deck),
      h("div.row.supply",
        gc ? card(ctx, CONTRACTOR, gc, { small: true }) : null,
        h("span.muted", t("city.contractors_up", { n: v.contractors }))),
      h("div.seats.city-seats", order.map((s) => {
        const panel = tableauPanel(ctx, deck, s);
        const open = v.open_hands?.[s];
        if (open && open.hand.length)
          panel.append(h("div.open-hand", h("small.muted", t("city.open_hand")), " ", open.hand.map((n) => card(ctx, n, deck.get(n.toLowerCase()), { small: true, cls: "in-hand" }))));
        const c = open?.choice;
        if (c && (c.building.length || c.contractor || c.survey || c.spent.length))
          panel.append(h("div.open-hand", h("small.muted", t("city.open_choice")), " ",
            [...c.building, ...(c.contractor ? [CONTRACTOR] : [])].map((n) => card(ctx, n, deck.get(n.toLowerCase()), { small: true })),
            c.survey ? h("span.badge", t("city.survey_badge")) : null,
            c.spent.length ? [h("small.muted", " " + t("city.face_down") + " "), c.spent.map((n) => card(ctx, n, deck.get(n.toLowerCase()), { small: true, cls: "spent" }))] : null));
        return panel;
      })),
      h("p.legend.muted", t("city.legend_symbols"), " ", symbolChips("T", true), " ", symbolName("T"), ", ", symbolChips("S", true), " ", symbolName("S"), ", ", symbolChips("L", true), " ", symbolName("L"), ". ", t("city.legend_star")));
  },
};
