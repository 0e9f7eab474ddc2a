// The server's JSON API (docs/api.md) and the live WebSocket of a game.
// Every request names the page's language (`lang`), so that the log and
// the errors come back in it.
import { h } from "./dom.js";
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
  say: (id, token, text) => call("POST", `/api/games/${encodeURIComponent(id)}/chat`, { token, text }),
  leave: (id, token) => call("POST", `/api/games/${encodeURIComponent(id)}/leave`, { token }),
  comeBack: (id, token) => call("POST", `/api/games/${encodeURIComponent(id)}/return`, { token }),
  undo: (id, token) => call("POST", `/api/games/${encodeURIComponent(id)}/undo`, { token }),
  hint: (id, token) => call("GET", `/api/games/${encodeURIComponent(id)}/hint` + q({ token })),
  review: (id) => call("GET", `/api/games/${encodeURIComponent(id)}/review`),
  startReview: (id) => call("POST", `/api/games/${encodeURIComponent(id)}/review`, {}),
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
 * One game as the client uses it, from the body of GET /api/games/{id} or a
 * WebSocket `state` message (docs/api.md): `{ id, game, players, status,
 * seat, view, actions, seats, log, toAct, outcome, moves }`. `log` is the
 * text of the events; a message whose `log_from` is past 0 continues the
 * `previous` one's log.
 */
export function normalize(data, id, previous) {
  const view = data.view ?? null;
  const viewSeat = view && view.viewer && typeof view.viewer === "object" ? view.viewer.seat : null;
  const seat = data.seat ?? viewSeat ?? null;
  let log = data.log_text ?? (data.log ?? []).map((e) => (typeof e === "string" ? e : e.text ?? JSON.stringify(e)));
  let logBots = data.log_bots ?? log.map(() => false);
  const from = data.log_from ?? 0;
  if (from > 0) {
    log = (previous?.log ?? []).slice(0, from).concat(log);
    logBots = (previous?.logBots ?? []).slice(0, from).concat(logBots);
  }
  // The chat the same way: a push carries the lines since the last one.
  let chat = data.chat ?? [];
  const chatFrom = data.chat_from ?? 0;
  if (chatFrom > 0) chat = (previous?.chat ?? []).slice(0, chatFrom).concat(chat);
  return {
    id: data.id ?? id,
    game: data.game,
    players: data.players ?? view?.players ?? (data.seats ? data.seats.length : 0),
    status: data.status ?? (view?.outcome ? "finished" : "active"),
    seat,
    view,
    actions: data.legal ?? data.actions ?? [],
    seats: data.seats ?? [],
    log,
    toAct: data.to_act ?? view?.to_act ?? null,
    outcome: data.outcome ?? view?.outcome ?? null,
    moves: data.moves ?? null,
    rematch: data.rematch ?? null,
    chat,
    logBots,
    clock: data.clock ?? null,
    // How far this browser's clock is behind the server's (clocks count
    // down on the page from the server's time).
    skew: data.server_time ? data.server_time - Date.now() : previous?.skew ?? 0,
    undo: data.undo ?? 0,
    hints: !!data.hints,
    takeover: data.takeover ?? null,
  };
}

/** The seats that must act: from a list of seats, or a view's `ToAct` (`{seat:n}`, `{simultaneous:bits}`, `"over"`). */
export function actingSeats(toAct, players) {
  if (Array.isArray(toAct)) return toAct;
  if (!toAct || toAct === "over") return [];
  if (typeof toAct === "object" && "seat" in toAct) return [toAct.seat];
  if (typeof toAct === "object" && "simultaneous" in toAct) {
    const out = [];
    for (let s = 0; s < Math.max(players, 32); s++) if (toAct.simultaneous & (1 << s)) out.push(s);
    return out;
  }
  if (Array.isArray(toAct)) return toAct;
  return [];
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
