// Play now (docs/api.md, "Play now"; rulings Q-1 .. Q-10): the lobby's
// Play box. A signed-in person picks a game, a player count (or any), real
// time or turn-based and how long to wait for people; the box then shows
// the time waited and Leave, asking the server every two seconds (the
// queue's heartbeat: a closed tab leaves the queue), and goes to the
// table with its seat once the queue has seated them.
import { h, patch, button, toast } from "./dom.js";
import { call, whoami } from "./account.js";
import { t } from "./i18n.js";

/** How often a waiting page asks (the server forgets it after 30 s). */
const POLL_MS = 2000;
/** The waits offered, in seconds (Q-2: 0 to 900). */
const WAITS = [0, 30, 60, 120, 300, 600, 900];

/** Games with a rated bot level: the ones the queue can fill. */
const playable = (catalog) => catalog.filter((g) => (g.levels ?? []).some((l) => typeof l.rating === "number"));

/** a game's counts at a rated table (2 to 6 and the game's own). */
function counts(g) {
  const out = [];
  for (let n = Math.max(2, g.min_players); n <= Math.min(6, g.max_players); n++) out.push(n);
  return out;
}

const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** The Play box: `{ el, leave }`; `leave` stops its asking. */
export async function playNow(catalog) {
  const root = h("section.panel.play", { id: "play", dataset: { test: "play" } });
  const me = await whoami();
  const games = playable(catalog);
  if (!me || games.length === 0) {
    patch(root, h("h2", t("play.title")),
      h("p.muted", h("a", { href: "#/account", dataset: { test: "play-sign-in" } }, t("play.sign_in"))));
    return { el: root, leave() {} };
  }
  const ask = { game: games[0].id, players: "any", pace: "real_time", wait: 60 };
  let status = { status: "none" };
  let timer = null;
  let stopped = false;

  function schedule() {
    clearTimeout(timer);
    if (!stopped && status.status !== "none") timer = setTimeout(poll, POLL_MS);
  }

  function show(next) {
    status = next;
    if (status.status === "seated" && status.token) {
      stopped = true;
      location.hash = `#/game/${encodeURIComponent(status.game_id)}?token=${encodeURIComponent(status.token)}`;
      return;
    }
    draw();
    schedule();
  }

  async function poll() {
    if (stopped) return;
    try {
      show(await call("GET", "/api/play"));
    } catch (e) {
      console.warn("play status", e);
      schedule();
    }
  }

  async function join() {
    try {
      show(await call("POST", "/api/play", ask));
    } catch (e) {
      toast(e.message);
    }
  }

  async function leaveQueue() {
    try {
      show(await call("DELETE", "/api/play"));
    } catch (e) {
      toast(e.message);
    }
  }

  function form() {
    const g = games.find((x) => x.id === ask.game) ?? games[0];
    const select = (test, label, value, options, onchange) => h("p", h("label.opt", label + " ",
      h("select", { id: test, dataset: { test }, onchange: (e) => { onchange(e.target.value); draw(); } },
        options.map(([v, text]) => h("option", { value: v, selected: String(v) === String(value) }, text)))));
    return [
      h("p.muted", t("play.intro")),
      select("play-game", t("play.game"), ask.game, games.map((x) => [x.id, x.name ?? x.id]), (v) => {
        ask.game = v;
        ask.players = "any";
      }),
      select("play-players", t("play.players"), ask.players,
        [["any", t("play.any")], ...counts(g).map((n) => [n, String(n)])],
        (v) => (ask.players = v === "any" ? "any" : Number(v))),
      select("play-pace", t("play.pace"), ask.pace,
        [["real_time", t("play.real_time")], ["turn_based", t("play.turn_based")]], (v) => (ask.pace = v)),
      select("play-wait", t("play.wait"), ask.wait,
        WAITS.map((s) => [s, s === 0 ? t("play.no_wait") : minutes(s)]), (v) => (ask.wait = Number(v))),
      h("p", button(t("play.start"), join, { test: "play-start", class: "primary" })),
    ];
  }

  function waiting() {
    const players = status.players === "any" ? t("play.any") : String(status.players);
    const pace = t(status.pace === "turn_based" ? "play.turn_based" : "play.real_time");
    return [
      h("p", { id: "play-waiting", dataset: { test: "play-waiting" }, role: "status" },
        status.status === "seating"
          ? t("play.seating")
          : t("play.waiting", { game: games.find((x) => x.id === status.game)?.name ?? status.game, players, pace })),
      h("p", { id: "play-waited", dataset: { test: "play-waited" } },
        t("play.waited", { time: minutes(status.waited ?? 0), wait: minutes(status.wait ?? 0) })),
      h("p.muted", t("play.gap", { rating: status.rating, gap: status.gap })),
      h("p", button(t("play.leave"), leaveQueue, { test: "play-leave" })),
    ];
  }

  function draw() {
    patch(root, h("h2", t("play.title")), ...(status.status === "none" ? form() : waiting()));
  }

  draw();
  // A page opened again while its account waits takes the wait up.
  await poll();
  return {
    el: root,
    leave() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
