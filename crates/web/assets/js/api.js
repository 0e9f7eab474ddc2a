// The server's JSON API (docs/api.md) and the live WebSocket of a game.
// Every request names the page's language (`lang`), so that the log and
// the errors come back in it.
import { h, toast } from "./dom.js";
import { t, has, currentLang } from "./i18n.js";
import { rulesHref } from "./rulelinks.js";

function withLang(path) {
  return path + (path.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(currentLang());
}

async function call(method, path, body) {
  const res = await fetch(withLang(path), {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { error: text };
  }
  if (!res.ok) {
    // A refusal by the rules comes back in the page's language; any other
    // the server words in English, so another language says what the
    // status means instead.
    const local = currentLang() !== "en" && !ruleOf(data) && has(`error.status.${res.status}`)
      ? t(`error.status.${res.status}`)
      : null;
    const err = new Error(local ?? (errorText(data) || `${res.status} ${res.statusText}`));
    err.status = res.status;
    err.data = data;
    throw err;
  }
  return data;
}

/** The message of an error body (`{"error": "...", "rule"?: "FS-3"}`), whatever its shape. */
export function errorText(data) {
  if (!data) return "";
  if (typeof data === "string") return data;
  const e = data.error ?? data.message ?? data;
  let msg;
  if (typeof e === "string") msg = e;
  else if (e && typeof e === "object") msg = e.message ?? e.error ?? JSON.stringify(e);
  else msg = JSON.stringify(data);
  // A command quoted for the terminal (`pass`) reads as a quotation here.
  msg = msg.replace(/`([^`]*)`/g, "“$1”");
  const rule = ruleOf(data);
  return rule ? `${msg} (${t("error.rule_ref", { rule })})` : msg;
}

function ruleOf(data) {
  if (!data || typeof data !== "object") return null;
  const e = data.error;
  const rule = data.rule ?? (e && typeof e === "object" ? e.rule : null);
  return rule && rule !== "TURN" ? rule : null;
}

/** An error for a toast: its message, and a link to the ruling it names in `game`'s rules. */
export function errorNode(data, game) {
  const rule = ruleOf(data);
  const msg = errorText(rule ? { ...data, rule: null } : data);
  if (!rule || !game) return errorText(data);
  return h("span", msg, " (", h("a", { href: rulesHref(game, rule), dataset: { test: "error-rule" } }, t("error.rule_ref", { rule })), ")");
}

const q = (params) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") s.set(k, v);
  const t = s.toString();
  return t ? "?" + t : "";
};

export const api = {
  catalog: () => call("GET", "/api/catalog"),
  list: (status) => call("GET", "/api/games" + q({ status })),
  create: (spec) => call("POST", "/api/games", spec),
  game: (id, token) => call("GET", `/api/games/${encodeURIComponent(id)}` + q({ token })),
  act: (id, token, action, key) =>
    call("POST", `/api/games/${encodeURIComponent(id)}/actions`, { token, action, key }),
  join: (id, name) => call("POST", `/api/games/${encodeURIComponent(id)}/join`, name ? { name } : {}),
  replay: (id) => call("GET", `/api/games/${encodeURIComponent(id)}/replay`),
  rematch: (id, token) => call("POST", `/api/games/${encodeURIComponent(id)}/rematch`, { token }),
  say: (id, token, text, key) => call("POST", `/api/games/${encodeURIComponent(id)}/chat`, { token, text, key }),
  leave: (id, token) => call("POST", `/api/games/${encodeURIComponent(id)}/leave`, { token }),
  comeBack: (id, token) => call("POST", `/api/games/${encodeURIComponent(id)}/return`, { token }),
  startClocks: (id, token) => call("POST", `/api/games/${encodeURIComponent(id)}/start`, { token }),
  undo: (id, token, moves) => call("POST", `/api/games/${encodeURIComponent(id)}/undo`, { token, moves }),
  hint: (id, token) => call("GET", `/api/games/${encodeURIComponent(id)}/hint` + q({ token })),
  review: (id) => call("GET", `/api/games/${encodeURIComponent(id)}/review`),
  // Only a person seated in the game may start its review: the seat's token
  // says so, or without one the session of an account holding a seat.
  startReview: (id, token) => call("POST", `/api/games/${encodeURIComponent(id)}/review`, token ? { token } : {}),
  replayView: (id, step, seat) =>
    call("GET", `/api/games/${encodeURIComponent(id)}/replay/view` + q({ step, seat })),
  help: (id, token) => call("GET", `/api/games/${encodeURIComponent(id)}/help` + q({ token })),
  why: (id, token, actions) => call("POST", `/api/games/${encodeURIComponent(id)}/why`, { token, actions }),
  rules: (game) => call("GET", `/api/rules/${encodeURIComponent(game)}`),
};

/** The catalog as a list of games, whatever wrapper the server puts round it. */
export function catalogGames(data) {
  return Array.isArray(data) ? data : data.games ?? [];
}

/**
 * A seat at the table, as every state lists them.
 * @typedef {object} SeatInfo
 * @property {number} seat
 * @property {"human"|"bot"|"open"} kind
 * @property {string} [bot] the bot's spec, for a bot's seat
 * @property {string} [name] the player's name
 * @property {"left"|"time"} [away] a person a bot plays for (T-3, T-4)
 */

/**
 * A line of table talk.
 * @typedef {object} ChatLine
 * @property {number} idx its number in the game's chat, from 0
 * @property {number} seat
 * @property {number} after the actions played when it was said
 * @property {number} at milliseconds since the Unix epoch
 * @property {string} text
 */

/**
 * A table at a moment, as the server sends it (docs/api.md): the body of
 * `GET /api/games/{id}`, a WebSocket `state` message, and the replay view
 * (`GET /api/games/{id}/replay/view`, which adds `step`, `steps`, `move`
 * and, for every seat's eyes, `views`). One shape for all three.
 * @typedef {object} WireState
 * @property {string} id
 * @property {string} game
 * @property {number} players
 * @property {"open"|"active"|"finished"|"abandoned"} status
 * @property {number} edition the edition of the rules the game is played under
 * @property {number} latest_edition the latest edition of the game's rules
 * @property {number|null} seat the seat it is for; null for a spectator
 * @property {number} moves the changes this viewer has seen happen
 * @property {number[]} to_act the seats that must act now
 * @property {boolean} simultaneous
 * @property {*} view the game's view for this viewer
 * @property {{text: string, json: *}[]} legal this seat's legal actions
 * @property {number} log_from the index of `log`'s first entry in the game's log
 * @property {*[]} log the events
 * @property {string[]} log_text the events as text
 * @property {boolean[]} log_bots per event: whether a bot played it
 * @property {*} outcome null until the game is over
 * @property {SeatInfo[]} seats
 * @property {string|null} rematch
 * @property {number} chat_from the index of `chat`'s first line in the game's chat
 * @property {ChatLine[]} chat
 * @property {*} clock the clocks (T-1), or null
 * @property {string} takeover the bot level that plays for a person away
 * @property {number} undo how many of its actions this seat may take back (U-1)
 * @property {boolean} hints
 * @property {number} [server_time] with clocks: the server's time (ms)
 */

/**
 * One table as the client draws it.
 * @typedef {object} State
 * @property {string} id
 * @property {string} game
 * @property {number} players
 * @property {WireState["status"]} status
 * @property {number} edition
 * @property {number} latestEdition
 * @property {number|null} seat
 * @property {*} view
 * @property {{text: string, json: *}[]} actions this seat's legal actions
 * @property {SeatInfo[]} seats
 * @property {string[]} log the whole log as text
 * @property {boolean[]} logBots
 * @property {number[]} toAct
 * @property {*} outcome
 * @property {number} moves
 * @property {string|null} rematch
 * @property {ChatLine[]} chat the whole chat
 * @property {*} clock
 * @property {number} skew how far this browser's clock is behind the server's (ms)
 * @property {number} undo
 * @property {boolean} hints
 * @property {string} takeover
 * @property {{seat: number, away: ("left"|"time"|null), log_at: number}[]} notices
 */

/**
 * What a game's renderer gets to draw the board (`renderer.render(ctx)`,
 * `renderer.prompt(ctx)`; see table.js `drawTable`).
 * @typedef {object} RenderContext
 * @property {*} view the game's view
 * @property {{text: string, json: *}[]} actions the legal actions (none but in play)
 * @property {number|null} me the seat drawn for; null for a spectator
 * @property {number} players
 * @property {"play"|"watch"|"replay"} mode
 * @property {number[]} acting the seats that must act now
 * @property {boolean} over
 * @property {object} ui the renderer's own state between draws
 * @property {(seat: number) => string} name a seat's name ("You (P2)")
 * @property {(seat: number) => string} short a seat's short name
 * @property {(action: *) => Promise<void>} act sends an action
 * @property {() => void} redraw
 * @property {*} help reference data and what moves would do (docs/api.md, "Help"), or null
 * @property {string} game
 */

/**
 * The table as the client draws it, from a {@link WireState}. A message
 * whose `log_from` (or `chat_from`) is past 0 continues the `previous`
 * state's log (or chat).
 * @param {WireState} data
 * @param {State} [previous]
 * @returns {State}
 */
export function normalize(data, previous) {
  let log = data.log_text;
  let logBots = data.log_bots;
  if (data.log_from > 0) {
    log = (previous?.log ?? []).slice(0, data.log_from).concat(log);
    logBots = (previous?.logBots ?? []).slice(0, data.log_from).concat(logBots);
  }
  // The chat the same way: a push carries the lines since the last one.
  let chat = data.chat;
  if (data.chat_from > 0) chat = (previous?.chat ?? []).slice(0, data.chat_from).concat(chat);
  return {
    id: data.id,
    game: data.game,
    players: data.players,
    status: data.status,
    edition: data.edition,
    latestEdition: data.latest_edition,
    seat: data.seat,
    view: data.view,
    actions: data.legal,
    seats: data.seats,
    log,
    toAct: data.to_act,
    outcome: data.outcome,
    moves: data.moves,
    rematch: data.rematch,
    chat,
    logBots,
    clock: data.clock,
    // How far this browser's clock is behind the server's (clocks count
    // down on the page from the server's time).
    skew: data.server_time ? data.server_time - Date.now() : previous?.skew ?? 0,
    undo: data.undo,
    // The ruling that refuses an undo now, once the seat has acted (U-1 .. U-4).
    undoRefused: data.undo_refused ?? null,
    hints: data.hints,
    takeover: data.takeover,
    // Who left, ran out of time or came back (T-3 .. T-5), each placed in the log.
    notices: data.notices ?? previous?.notices ?? [],
  };
}

/**
 * A live connection to a game's WebSocket that reconnects by itself, with a
 * growing pause between tries. `onMessage` gets each parsed message;
 * `onState` gets "connecting", "live" or "offline".
 */
export function live(id, token, onMessage, onState) {
  let ws = null;
  let closed = false;
  let tries = 0;
  let timer = null;

  function open() {
    if (closed) return;
    onState?.(tries ? "reconnecting" : "connecting");
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const url = `${proto}//${location.host}/api/games/${encodeURIComponent(id)}/ws` + q({ token, lang: currentLang() });
    ws = new WebSocket(url);
    ws.onopen = () => {
      tries = 0;
      onState?.("live");
    };
    ws.onmessage = (ev) => {
      try {
        onMessage(JSON.parse(ev.data), { reconnected: false });
      } catch (e) {
        console.error("bad message", e, ev.data);
      }
    };
    ws.onclose = () => {
      ws = null;
      if (closed) return;
      onState?.("offline");
      tries += 1;
      const wait = Math.min(8000, 300 * 2 ** Math.min(tries, 5));
      timer = setTimeout(open, wait);
    };
    ws.onerror = () => ws && ws.close();
  }
  open();
  return {
    send(msg) {
      if (ws && ws.readyState === WebSocket.OPEN) {
        ws.send(JSON.stringify(msg));
        return true;
      }
      return false;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      if (ws) ws.close();
      onState?.(null);
    },
    get open() {
      return !!ws && ws.readyState === WebSocket.OPEN;
    },
  };
}

/** Seat tokens this browser holds, so a game can be found again from the lobby. */
export const tokens = {
  all() {
    try {
      return JSON.parse(localStorage.getItem("urbs.tokens") || "{}");
    } catch {
      return {};
    }
  },
  save(id, seats) {
    const all = tokens.all();
    all[id] = seats;
    try {
      localStorage.setItem("urbs.tokens", JSON.stringify(all));
    } catch {
      /* private mode: links still work */
    }
  },
  of(id) {
    return tokens.all()[id] ?? null;
  },
};

let origin = null;
/**
 * The address players use: the server's `--public-url` when it has one (a
 * host who opened the page on 127.0.0.1 must not hand out 127.0.0.1
 * links), else the address of this page.
 */
export async function publicOrigin() {
  origin ??= api.catalog().then((c) => c.public_url ?? location.origin, () => location.origin);
  return origin;
}

/** The link that seats a player: the public address, the game and that seat's token. */
export function joinLink(id, token, base = location.origin) {
  return `${base}/#/game/${encodeURIComponent(id)}` + (token ? `?token=${encodeURIComponent(token)}` : "");
}

/**
 * Sends a move (`send`, carrying its key), a table request or a new game
 * until the server has an answer for it. A `503` says that the server's database did
 * not confirm the change (or that the server holding the game is being
 * replaced), and that the request may be sent again; no answer at all may
 * be a reply lost on the way. What is sent makes either safe to send again
 * (docs/api.md): a move's key (the server answers the same key once), an
 * undo's `moves` (made only where the page stands), and leaving, coming
 * back and starting the clocks are refused once done, and a new game's key
 * answers the game it made. A `503` is sent again
 * for as long as it lasts, the pauses growing to 5 s, with a notice
 * (`notice`) once; a lost reply once more. Any other answer is the
 * request's, an error marked `resent` when it answers a request sent more
 * than once (the first may have been carried out); and once `gone()` (the
 * table or the page left), the last answer stands and nothing more is sent.
 * `window.urbsSending` counts the requests being sent, so that a test (or a
 * person debugging) can tell when it ends.
 */
export async function sendAgainUntilAnswered(send, gone, notice = "table.saving_again") {
  window.urbsSending = (window.urbsSending ?? 0) + 1;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await send();
      } catch (e) {
        const unconfirmed = e.status === 503;
        if (attempt > 0) e.resent = true;
        if (gone() || !(unconfirmed || (!e.status && attempt === 0))) throw e;
        if (unconfirmed && attempt === 0) toast(t(notice), "info");
        await new Promise((r) => setTimeout(r, Math.min(700 * 2 ** attempt, 5000)));
        if (gone()) throw e;
      }
    }
  } finally {
    window.urbsSending -= 1;
  }
}

/**
 * A new game's key (docs/api.md, "Create a game"): 32 random hex digits, a
 * secret its seats' tokens are derived from, so that the creation sent
 * again answers the game it made rather than making another.
 */
export function newGameKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
