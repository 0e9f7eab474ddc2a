// A guided first game: the real table, a fixed deal, Beginner bots, and a
// tip for the moment at hand (what an auction is, why an exact payment gives
// another turn, what a crowded block is). The tips read only what the
// server shows (the phase, whose turn, the moves offered): the page still
// works out no rule.

import { h } from "./dom.js";
import { api, tokens, sendAgainUntilAnswered, newGameKey } from "./api.js";
import { t } from "./i18n.js";

/** Each game's tutorial: players and the deal (a fixed seed). */
export const TUTORIALS = {
  forsale: { players: 3, seed: 11 },
  skyline: { players: 2, seed: 5 },
  city: { players: 2, seed: 3 },
  metropolis: { players: 2, seed: 4 },
};

/** Creates the tutorial game of `game`; answers where its table is. */
export async function startTutorial(game) {
  const tut = TUTORIALS[game];
  if (!tut) throw new Error(t("tutorial.unknown", { game }));
  const spec = {
    game,
    players: tut.players,
    seed: tut.seed,
    hints: true,
    // A guided game is nobody else's business: not in the lobby's lists.
    listed: false,
    seats: [{ kind: "human" }, ...Array.from({ length: tut.players - 1 }, () => ({ kind: "bot", bot: "beginner" }))],
  };
  // Under a key: sent again while the server cannot confirm it, one game.
  const key = newGameKey();
  const res = await sendAgainUntilAnswered(() => api.create({ ...spec, key }), () => false, "table.saving_request_again");
  tokens.save(res.id, { game, seats: res.seats, spec });
  const token = res.seats.find((s) => s.token)?.token;
  return `#/game/${encodeURIComponent(res.id)}?token=${encodeURIComponent(token)}&learn=${encodeURIComponent(game)}`;
}

const offered = (data, word) => (data.actions ?? []).some((a) => a.text.split(" ")[0] === word);

/** Which tip fits the table now. */
function situation(game, data) {
  const v = data.view ?? {};
  const mine = (data.actions ?? []).length > 0;
  if (data.status === "finished") return "end";
  switch (game) {
    case "forsale":
      if (v.phase === "selling") return mine ? "sell" : "sell_wait";
      if (!mine) return "watch";
      return (v.round ?? 1) <= 1 ? "auction" : "pass";
    case "skyline":
      if (!mine) return "watch";
      if ((v.actions_this_turn ?? 0) > 0) return "again";
      return offered(data, "buy") ? "buy" : "take";
    case "city":
      if (v.phase === "keep") return "keep";
      if (!mine) return "wait";
      // CT-5: a Construction Gang's second build this round.
      if (v.choice?.step === "second") return "second";
      if (offered(data, "pay")) return "pay";
      if (offered(data, "build")) return "build";
      return "discard";
    case "metropolis":
      if (!mine) return "watch";
      if (v.phase === "take") return "take";
      if (["propose", "draft", "answer", "counter", "reply"].includes(v.phase)) return "deal";
      return offered(data, "build") ? "build" : "main";
    default:
      return null;
  }
}

/** Per game: the tips shown, and the one showing now (each shown once a game). */
const shown = new Map();

/**
 * Whether tip `tip` is for now: a tip already shown in this game is not
 * shown again when its moment comes round (City and Metropolis come to the
 * same moments every round); it stays while its moment lasts.
 */
function firstTime(id, tip) {
  const seen = shown.get(id) ?? { tips: new Set(), now: null };
  shown.set(id, seen);
  if (seen.now === tip) return true;
  if (seen.tips.has(tip)) {
    seen.now = null;
    return false;
  }
  seen.tips.add(tip);
  seen.now = tip;
  return true;
}

/** Tips added later, each under its own key. */
const TIP_KEYS = { "city.second": "pagetext.tip_city_second" };

/** The tip for the moment at hand, above the board. */
export function tutorialPanel(game, data) {
  const tip = situation(game, data);
  if (!tip || !firstTime(data.id ?? game, tip)) return null;
  return h("section.panel.tutorial", { dataset: { test: "tutorial", tip }, role: "note", "aria-live": "polite" },
    h("h3", t("tutorial.title")),
    h("p", t(TIP_KEYS[`${game}.${tip}`] ?? `tutorial.${game}.${tip}`)),
    tip === "end"
      ? h("p", h("a", { href: "#/" }, t("tutorial.next")))
      : null);
}

/** The lobby's list of tutorials. */
export function learnSection(catalog) {
  return h("section.panel.learn", { dataset: { test: "learn" } },
    h("h2", t("tutorial.learn_title")),
    h("p.muted", t("tutorial.learn_intro")),
    h("ul.learn-list", catalog.filter((g) => TUTORIALS[g.id]).map((g) =>
      h("li", h("a.btn", { href: `#/learn/${encodeURIComponent(g.id)}`, dataset: { test: `learn-${g.id}` } },
        t("tutorial.learn_game", { game: g.name ?? g.id }))))));
}
