// City: the player's hand (each card with what may be done with it), the
// secret choice being made, everyone's tableau with its symbols, VP, income
// and hand size, and who has committed.
import { h, button } from "../dom.js";
import { kind, payload } from "../actions.js";
import { parseToml } from "../toml.js";

const SYMBOLS = { T: "traffic", S: "shopping", L: "leisure" };
const CONTRACTOR = "General Contractor";

// The deck's card definitions: the default deck from the server's data file,
// or a user deck's TOML text carried in the view.
const decks = new Map();
let defaultDeck = null;
let loading = false;

function indexDeck(data) {
  const byName = new Map();
  for (const c of data.card ?? []) byName.set(c.name.toLowerCase(), c);
  return byName;
}

function deckOf(view, redraw) {
  if (typeof view.deck === "string") {
    if (!decks.has(view.deck)) {
      try {
        decks.set(view.deck, indexDeck(parseToml(view.deck)));
      } catch (e) {
        console.warn("cannot read the user deck", e);
        decks.set(view.deck, new Map());
      }
    }
    return decks.get(view.deck);
  }
  if (defaultDeck) return defaultDeck;
  if (!loading) {
    loading = true;
    fetch("/data/city/default_deck.toml")
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.statusText))))
      .then((t) => {
        defaultDeck = indexDeck(parseToml(t));
        redraw?.();
      })
      .catch((e) => {
        console.warn("no card data; drawing names only", e);
        defaultDeck = new Map();
      });
  }
  return new Map();
}

const article = (w) => (/^[aeiou]/i.test(w) ? "an" : "a");

function term(t) {
  const what = t.symbol ?? t.card;
  const scope = t.in ?? "own";
  const times = t.times ?? 1;
  if (t.cap === 1) {
    if (scope === "all") return `+${times} if ${article(what)} ${what} is in play`;
    if (scope === "best_other") return `+${times} if another player owns ${article(what)} ${what}`;
    return `+${times} if you own ${article(what)} ${what}`;
  }
  const other = t.exclude_self ? "other " : "";
  const place = scope === "all" ? "in play" : scope === "best_other" ? "of one other player (the best)" : "you own";
  const cap = t.cap ? ` (at most ${t.cap})` : "";
  return `+${times} per ${other}${what} ${place}${cap}`;
}

/** A card's rules beyond cost, symbols, income and VP, from its fields. */
export function describe(c) {
  if (!c) return "";
  const parts = [];
  if (c.contractor) parts.push("taken face up, not from hand; limit 1");
  if (c.income_plus?.length) parts.push(`income ${c.income ?? 0} ${c.income_plus.map(term).join(", ")}`);
  if (c.vp_plus?.length) parts.push(`VP ${c.vp ?? 0} ${c.vp_plus.map(term).join(", ")}`);
  if (c.cost_less?.length) parts.push(`costs less: ${c.cost_less.map(term).join(", ").replace(/\+/g, "-")}`);
  if (c.requires?.length) parts.push(`requires ${c.requires.length > 1 ? c.requires.slice(0, -1).join(", ") + " or " + c.requires.at(-1) : c.requires[0]}`);
  if (c.limit && !c.contractor) parts.push(`limit ${c.limit}`);
  for (const d of c.discounts ?? []) {
    const list = d.cards.length > 1 ? d.cards.slice(0, -1).join(", ") + " and " + d.cards.at(-1) : d.cards[0];
    parts.push(`${list} cost ${d.amount} less`);
  }
  if (c.double_build) parts.push(`each round you may build two developments of printed cost ${c.double_build} or less`);
  return parts.join("; ");
}

function symbolChips(symbols, small) {
  return h("span.syms", [...(symbols ?? "")].map((s) => h("span.sym.sym-" + s + (small ? ".small" : ""), { title: SYMBOLS[s] ?? s }, s)));
}

/** A card: cost, name, symbols, income and VP, and its rules in words. */
function card(name, def, opts = {}) {
  const variableIncome = def?.income_plus?.length;
  const variableVp = def?.vp_plus?.length;
  const actions = opts.actions ?? [];
  return h("div.ccard" + (opts.small ? ".small" : "") + (opts.cls ? "." + opts.cls : ""), {
    title: def ? `${name}: cost ${def.cost}` + (describe(def) ? `; ${describe(def)}` : "") : name,
    dataset: opts.test ? { test: opts.test } : undefined,
  },
  h("div.ccard-head",
    def ? h("span.cost", { title: "cost" }, String(def.cost)) : null,
    h("span.cname", name)),
  def ? h("div.ccard-mid",
    symbolChips(def.symbols, opts.small),
    h("span.yield",
      def.income || variableIncome ? h("span.income", { title: "income (cards drawn each round)" }, `+${def.income ?? 0}${variableIncome ? "*" : ""}`, h("span.unit", " cards")) : null,
      def.vp || variableVp ? h("span.vp", { title: "victory points each round" }, `${def.vp ?? 0}${variableVp ? "*" : ""}`, h("span.unit", " VP")) : null)) : null,
  !opts.small && def && describe(def) ? h("div.ctext", describe(def)) : null,
  actions.length ? h("div.ccard-actions", actions.map((a) => button(a.label, a.fn, { class: "card-action", test: a.test }))) : null);
}

function stepText(ctx) {
  const v = ctx.view;
  const c = v.choice;
  if (!c) return null;
  const owed = `${c.owed} more card${c.owed === 1 ? "" : "s"}`;
  switch (c.step) {
    case "choose":
      return "Choose what to do this round: build a card from your hand, take a General Contractor, or survey.";
    case "pay":
      return `Pay for ${[...c.building, ...(c.contractor ? [CONTRACTOR] : [])].join(" and ")}: put ${owed} of your hand face down.`;
    case "second":
      return `Construction Gang: build a second development of printed cost 4 or less, or be done.`;
    case "discard":
      if (v.phase === "keep") return `Keep five: discard ${owed}.`;
      if (v.phase === "survey") return `You surveyed: discard ${owed}.`;
      if (v.phase === "hand_limit") return `More than 12 cards: discard ${owed}.`;
      return `Discard ${owed}.`;
    case "committed":
      return "You have decided; the choices are revealed when everyone has.";
    default:
      return null;
  }
}

function choicePanel(ctx, deck) {
  const c = ctx.view.choice;
  if (!c) return null;
  const setAside = [...c.building, ...(c.contractor ? [CONTRACTOR] : [])];
  return h("section.panel.choice", { dataset: { test: "choice" } },
    h("h3", "Your secret choice"),
    h("p", stepText(ctx)),
    setAside.length ? h("div.row", h("span.label", "To build:"), setAside.map((n) => card(n, deck.get(n.toLowerCase()), { small: true }))) : null,
    c.survey ? h("p", "Surveying this round.") : null,
    c.spent.length ? h("div.row", h("span.label", c.step === "pay" ? "Paid face down:" : "Face down:"), c.spent.map((n) => card(n, deck.get(n.toLowerCase()), { small: true, cls: "spent" }))) : null);
}

const VERBS = { build: "Build", pay: "Pay with", discard: "Discard" };

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
      byCard.get(key).push({ label: VERBS[k], fn: () => ctx.act(a.json), test: `${k}-${slug(name)}` });
    }
  }
  const seen = new Set();
  const hand = [...v.hand].sort((a, b) => (deck.get(a.toLowerCase())?.cost ?? 0) - (deck.get(b.toLowerCase())?.cost ?? 0) || a.localeCompare(b));
  return h("section.panel.city-hand", { dataset: { test: "hand" } },
    h("h3", `Your hand (${v.hand.length} card${v.hand.length === 1 ? "" : "s"})`),
    h("div.ccards", hand.map((name) => {
      const key = name.toLowerCase();
      // Copies of a card share its actions: offer them on the first copy.
      const actions = seen.has(key) ? [] : byCard.get(key) ?? [];
      seen.add(key);
      return card(name, deck.get(key), { actions, cls: ctx.actions.length && !actions.length ? "idle" : "" });
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

const STATUS = { waiting: "", deciding: "deciding…", committed: "✓ committed" };

function tableauPanel(ctx, deck, s) {
  const v = ctx.view;
  const seat = v.seats[s];
  const counts = symbolCounts(seat.tableau, deck);
  const acting = ctx.acting.includes(s);
  return h("section.seat.city-seat" + (acting ? ".acting" : "") + (s === ctx.me ? ".me" : ""), { dataset: { seat: s, test: `seat-${s}` } },
    h("header.seat-head",
      h("span.seat-name", ctx.name(s)),
      STATUS[seat.status] ? h("span.badge.status-" + seat.status, STATUS[seat.status]) : null),
    h("div.seat-stats",
      h("span.vp-total", { title: "victory points" }, h("strong", String(seat.vp)), " VP"),
      h("span.muted", { title: "VP scored each round as the tableau stands" }, `+${seat.vp_per_round}/round`),
      h("span", { title: "income: cards drawn each round" }, `income ${seat.income}`),
      h("span", { title: "cards in hand" }, h("span.cardback", ""), ` ${seat.hand}`),
      seat.must_discard ? h("span.badge", `discards ${seat.must_discard}`) : null),
    h("div.sym-counts", Object.entries(counts).map(([k, n]) => h("span.sym-count", symbolChips(k, true), ` ${n}`))),
    h("div.tableau", seat.tableau.length
      ? seat.tableau.map((n) => card(n, deck.get(n.toLowerCase()), { small: true }))
      : h("span.muted", "nothing built yet")));
}

const PHASES = { keep: "setup: keep 5 of 7", build: "build", survey: "survey discards", hand_limit: "hand limit", over: "game over" };
const ENDS = { points: "someone reached the target VP", shortage: "the cards ran out for everyone's income", round_limit: "the round limit was reached" };

export default {
  id: "city",
  name: "City",
  score: (v) => `${v} VP`,
  prompt(ctx) {
    return stepText(ctx) ?? "Your turn";
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
    const deck = deckOf(v, ctx.redraw);
    const special = ctx.actions.filter((a) => {
      const k = kind(a.json);
      return k === "survey" || k === "done" || (k === "build" && payload(a.json) === CONTRACTOR);
    });
    const order = [];
    for (let i = 0; i < v.seats.length; i++) order.push(((ctx.me ?? 0) + i) % v.seats.length);
    const gc = deck.get(CONTRACTOR.toLowerCase());
    return h("div.board.city",
      h("div.status-line",
        h("strong", v.phase === "over" ? "Game over" : `Round ${v.round} · ${PHASES[v.phase] ?? v.phase}`),
        h("span", `draw pile ${v.draw_pile} · discard pile ${v.discard_pile}`),
        v.end ? h("span.badge", `ended: ${ENDS[v.end] ?? v.end}`) : null),
      choicePanel(ctx, deck),
      special.length
        ? h("section.panel.your-move", { dataset: { test: "your-move" } }, h("div.row", special.map((a) => {
          const k = kind(a.json);
          if (k === "survey") return button("Survey: draw 5, keep 1 more than you had", () => ctx.act(a.json), { test: "survey" });
          if (k === "done") return button("Done: build only one this round", () => ctx.act(a.json), { test: "done" });
          return button(`Take a General Contractor (${v.contractors} face up)`, () => ctx.act(a.json), { test: "build-contractor" });
        })))
        : null,
      handPanel(ctx, deck),
      h("div.row.supply",
        gc ? card(CONTRACTOR, gc, { small: true }) : null,
        h("span.muted", `${v.contractors} General Contractor${v.contractors === 1 ? "" : "s"} face up`)),
      h("div.seats.city-seats", order.map((s) => {
        const panel = tableauPanel(ctx, deck, s);
        const open = v.open_hands?.[s];
        if (open && open.hand.length)
          panel.append(h("div.open-hand", h("small.muted", "hand: "), open.hand.map((n) => card(n, deck.get(n.toLowerCase()), { small: true, cls: "in-hand" }))));
        const c = open?.choice;
        if (c && (c.building.length || c.contractor || c.survey || c.spent.length))
          panel.append(h("div.open-hand", h("small.muted", "secret choice: "),
            [...c.building, ...(c.contractor ? [CONTRACTOR] : [])].map((n) => card(n, deck.get(n.toLowerCase()), { small: true })),
            c.survey ? h("span.badge", "survey") : null,
            c.spent.length ? [h("small.muted", " face down: "), c.spent.map((n) => card(n, deck.get(n.toLowerCase()), { small: true, cls: "spent" }))] : null));
        return panel;
      })),
      h("p.legend.muted", "Symbols: ", symbolChips("T", true), " traffic, ", symbolChips("S", true), " shopping, ", symbolChips("L", true), " leisure. * = depends on the tableau."));
  },
};
