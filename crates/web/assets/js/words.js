// The game's words in the page's language: a move's text form (`bid 4`,
// `build house 45`, the server's, the terminal's commands), a City card's
// name and symbol letter, a bot level's name. In English a move stays the
// game's own text; in another language it is written from the catalog's
// `move.GAME.*` templates, and a text this does not read stays as it is.

import { t, has, currentLang, seatNo } from "./i18n.js";

/** A City card's name in the page's language (the deck's name if the catalog lacks it). */
export const cardName = (name) => (has(`card.city.${name}`) ? t(`card.city.${name}`) : name);

/** A City symbol (`T`, `S`, `L`) as the one letter a card shows. */
export const symbolLetter = (s) => (has(`card.city_letter.${s}`) ? t(`card.city_letter.${s}`) : s);

/** A bot level's name, capitalised (`Strong`, `Fuerte`); "a bot" without one. */
export const levelName = (id) => (!id ? t("seatbar.a_bot") : has(`level.${id}`) ? t(`level.${id}`) : String(id).replace(/^./, (c) => c.toUpperCase()));

const m = (game, key, args = {}) => t(`move.${game}.${key}`, args);
const word = (group, w) => (has(`term.${group}.${w}`) ? t(`term.${group}.${w}`) : w);

// `blue 3, green 2` → `azul 3, verde 2`
const skylineCards = (list) => list.split(", ").map((c) => {
  const [currency, value] = c.split(" ");
  return value === undefined ? c : t("term.skyline.money_card", { currency: word("skyline.currency", currency), value });
}).join(", ");

const metropolisKind = (k) => (has(`move.metropolis.kind.${k}`) ? t(`move.metropolis.kind.${k}`) : k);

/** Each game's moves: verb → the rest of the text written in words (null: not understood). */
const GAMES = {
  forsale: (verb, rest) => (verb === "pass" && !rest ? m("forsale", "pass")
    : (verb === "bid" || verb === "sell") && /^\d+$/.test(rest) ? m("forsale", verb, { n: rest }) : null),
  skyline(verb, rest) {
    if (verb === "pass" && !rest) return m("skyline", "pass");
    if (verb === "take") return m("skyline", "take", { cards: skylineCards(rest) });
    const buy = verb === "buy" && /^(\d+) with (.+?)( for neutral)?$/.exec(rest);
    if (buy) return m("skyline", buy[3] ? "buy_neutral" : "buy", { slot: buy[1], cards: skylineCards(buy[2]) });
    return null;
  },
  city(verb, rest) {
    if ((verb === "survey" || verb === "done") && !rest) return m("city", verb);
    if (["build", "pay", "discard"].includes(verb) && rest) return m("city", verb, { card: cardName(rest) });
    return null;
  },
  metropolis(verb, rest) {
    const words = rest ? rest.split(" ") : [];
    if (["propose", "end", "send", "cancel", "accept", "decline", "counter"].includes(verb) && !rest) return m("metropolis", verb);
    if ((verb === "give" || verb === "ask") && words.length === 2 && words[1].startsWith("point"))
      return m("metropolis", `${verb}_points`, { n: words[0] });
    if (["take", "give", "ask"].includes(verb) && words.length === 1) return m("metropolis", verb, { lot: rest });
    if (verb === "gift" && words.length === 3 && words[1] === "to") return m("metropolis", "gift", { lot: words[0], to: t("seat.number", { seat: seatNo(words[2]) }) });
    if (verb === "to" && words.length === 1) return m("metropolis", "to", { to: t("seat.number", { seat: seatNo(rest) }) });
    if (verb === "share" && words.length === 1) return m("metropolis", "share", { n: rest });
    if ((verb === "build" || verb === "consent") && words.length >= 2)
      return m("metropolis", verb, { kind: metropolisKind(words[0]), lots: words.slice(1).join(" ") });
    return null;
  },
};

/** A move's text form in the page's language. */
export function moveText(game, text) {
  const s = String(text ?? "");
  const write = GAMES[game];
  if (currentLang() === "en" || !write) return s;
  const [verb, ...rest] = s.split(" ");
  return write(verb, rest.join(" ")) ?? s;
}
