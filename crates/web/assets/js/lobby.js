// The lobby: create a game (game, players, options, bots) and list games.
import { h, mount, patch, button, toast } from "./dom.js";
import { api, catalogGames, tokens, joinLink, publicOrigin } from "./api.js";
import { gameName } from "./games/index.js";

const humanise = (key) => key.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The bot levels of a game (weakest first), as the catalog lists them. */
const levelsOf = (g) => g?.levels ?? [];
const levelName = (g, id) => levelsOf(g).find((l) => l.id === id)?.name ?? id;
const rating = (l) => (typeof l.rating === "number" ? ` · rating ${Math.round(l.rating)}` : "");

/** Time controls offered (T-1): none, real time, per move. */
const TIME_CONTROLS = [
  ["none", "No clock"],
  ["real_time", "Real time"],
  ["per_move", "Time per move"],
];

/** The lobby screen. */
export async function lobby(app) {
  const catalog = catalogGames(await api.catalog());
  const form = newGameForm(catalog);
  const lists = h("section.panel.games", h("h2", "Games"), h("div.lists"));
  mount(app, h("div.lobby", form, lists));
  let stop = false;
  const refresh = async () => {
    if (stop) return;
    try {
      await drawLists(lists.querySelector(".lists"));
    } catch (e) {
      console.warn("lobby list", e);
    }
  };
  await refresh();
  const timer = setInterval(refresh, 4000);
  return {
    leave() {
      stop = true;
      clearInterval(timer);
    },
  };
}

function newGameForm(catalog) {
  const state = {
    game: catalog[0]?.id,
    players: 0,
    options: {},
    seats: [],
    seed: "",
    // T-1: a clock, chosen at creation, and the level that plays for a
    // player who leaves or runs out of time (T-3, T-4).
    time: { kind: "none", minutes: 5, increment: 10, hours: 24 },
    takeover: null,
  };
  const root = h("section.panel.new-game", { dataset: { test: "new-game" } });

  function info() {
    return catalog.find((g) => g.id === state.game);
  }

  function pickGame(id) {
    state.game = id;
    const g = info();
    state.players = Math.min(Math.max(4, g.min_players), g.max_players);
    state.options = structuredClone(g.options ?? {});
    state.takeover = g.default_level ?? levelsOf(g)[0]?.id ?? null;
    state.seats = [];
    fitSeats();
    draw();
  }

  function fitSeats() {
    const g = info();
    const level = g.default_level ?? levelsOf(g)[0]?.id ?? "random";
    while (state.seats.length < state.players)
      state.seats.push(state.seats.length === 0 ? { kind: "human" } : { kind: "bot", bot: level });
    state.seats.length = state.players;
  }

  /** The levels as options of a select, each with its line and rating. */
  function levelOptions(g, selected, prefix = "") {
    return levelsOf(g).map((l) => h("option", {
      value: prefix + l.id,
      selected: selected === l.id,
      title: l.blurb,
    }, `${prefix ? "Bot: " : ""}${l.name}${rating(l)}`));
  }

  function timeFields() {
    const t = state.time;
    const num = (key, label, min, max, test) => h("label.opt", label + " ", h("input", {
      type: "number",
      min,
      max,
      value: t[key],
      dataset: { test },
      onchange: (e) => (t[key] = Number(e.target.value)),
    }));
    const g = info();
    return h("fieldset.time", { dataset: { test: "time" } },
      h("legend", "Clock and absent players"),
      h("label.opt", "Time control ", h("select", {
        dataset: { test: "time-kind" },
        onchange: (e) => {
          t.kind = e.target.value;
          draw();
        },
      }, TIME_CONTROLS.map(([k, label]) => h("option", { value: k, selected: t.kind === k }, label)))),
      t.kind === "real_time"
        ? [num("minutes", "Minutes each", 1, 600, "time-minutes"), num("increment", "+ seconds a move", 0, 600, "time-increment")]
        : null,
      t.kind === "per_move" ? num("hours", "Hours a move", 1, 720, "time-hours") : null,
      h("label.opt", "If a player leaves or runs out of time, this bot plays for them: ", h("select", {
        dataset: { test: "takeover" },
        onchange: (e) => (state.takeover = e.target.value),
      }, levelOptions(g, state.takeover))),
      h("p.muted", "A player who left can take their seat back with their link at any time (rules T-1 to T-6)."));
  }

  function timeControl() {
    const t = state.time;
    if (t.kind === "real_time")
      return { kind: "real_time", initial_ms: Math.round(t.minutes * 60_000), increment_ms: Math.round(t.increment * 1000) };
    if (t.kind === "per_move") return { kind: "per_move", per_move_ms: Math.round(t.hours * 3_600_000) };
    return { kind: "none" };
  }

  function optionField(key, value) {
    const label = humanise(key);
    if (typeof value === "boolean")
      return h("label.opt", h("input", {
        type: "checkbox",
        name: key,
        checked: value,
        onchange: (e) => (state.options[key] = e.target.checked),
      }), " ", label);
    if (typeof value === "number")
      return h("label.opt", label + " ", h("input", {
        type: "number",
        name: key,
        value,
        onchange: (e) => (state.options[key] = Number(e.target.value)),
      }));
    if (typeof value === "string" || value === null)
      return h("label.opt.wide", label + " ", h("textarea", {
        name: key,
        rows: 2,
        placeholder: value === null ? "(default)" : "",
        onchange: (e) => {
          const t = e.target.value.trim();
          if (!t) state.options[key] = value;
          else state.options[key] = t;
        },
      }, value ?? ""));
    return h("label.opt.wide", label + " (JSON) ", h("input", {
      type: "text",
      name: key,
      value: JSON.stringify(value),
      onchange: (e) => {
        try {
          state.options[key] = JSON.parse(e.target.value);
        } catch {
          toast(`${label}: not valid JSON`);
        }
      },
    }));
  }

  function seatRow(i) {
    const g = info();
    const seat = state.seats[i];
    const select = h("select", {
      name: `seat${i}`,
      dataset: { test: `seat-kind-${i}` },
      onchange: (e) => {
        const v = e.target.value;
        const name = state.seats[i].name;
        if (v === "human" || v === "open") state.seats[i] = name ? { kind: v, name } : { kind: v };
        else state.seats[i] = { kind: "bot", bot: v.slice(4) };
        draw();
      },
    },
    h("option", { value: "human", selected: seat.kind === "human" }, "Human (gets a join link)"),
    h("option", { value: "open", selected: seat.kind === "open" }, "Open seat (first to join)"),
    h("optgroup", { label: "Bots" }, levelOptions(g, seat.kind === "bot" ? seat.bot : null, "bot:")),
    h("optgroup", { label: "For testing" },
      h("option", { value: "bot:random", selected: seat.kind === "bot" && seat.bot === "random" }, "Bot: random moves")));
    const name = seat.kind === "human"
      ? h("input.seat-name-input", {
        type: "text",
        maxLength: 40,
        placeholder: "name (optional)",
        value: seat.name ?? "",
        "aria-label": `name of seat ${i}`,
        onchange: (e) => {
          const t = e.target.value.trim();
          if (t) state.seats[i].name = t;
          else delete state.seats[i].name;
        },
      })
      : null;
    return h("li.seat-row", h("span.seat-label", `Seat ${i}`), select, name);
  }

  function draw() {
    const g = info();
    if (!g) {
      patch(root, h("h2", "New game"), h("p.muted", "The server offers no games."));
      return;
    }
    const optionKeys = Object.keys(state.options ?? {});
    patch(root,
      h("h2", "New game"),
      h("div.game-picker", { role: "radiogroup" }, catalog.map((c) =>
        h("button.game-choice" + (c.id === state.game ? ".chosen" : ""), {
          type: "button",
          role: "radio",
          "aria-checked": String(c.id === state.game),
          dataset: { test: `game-${c.id}` },
          onclick: () => pickGame(c.id),
        }, h("strong", c.name ?? gameName(c.id)), h("small", `${c.min_players}–${c.max_players} players`)))),
      g.summary ? h("details.summary", h("summary", `How to play ${g.name ?? gameName(g.id)}`), h("p", g.summary)) : null,
      h("div.row",
        h("label", "Players ", h("select", {
          name: "players",
          dataset: { test: "players" },
          onchange: (e) => {
            state.players = Number(e.target.value);
            fitSeats();
            draw();
          },
        }, range(g.min_players, g.max_players).map((n) =>
          h("option", { value: n, selected: n === state.players }, String(n)))))),
      optionKeys.length
        ? h("fieldset.options", h("legend", "Options"), optionKeys.map((k) => optionField(k, state.options[k])))
        : null,
      h("ol.seat-list", state.seats.map((_, i) => seatRow(i))),
      levelsOf(g).length
        ? h("dl.levels", { dataset: { test: "levels" } }, levelsOf(g).map((l) => [
          h("dt", l.name, h("small.muted", rating(l))),
          h("dd", l.blurb),
        ]))
        : null,
      timeFields(),
      h("details.advanced",
        h("summary", "Seed"),
        h("label", "Seed (blank: random) ", h("input", {
          type: "number",
          name: "seed",
          min: 0,
          value: state.seed,
          onchange: (e) => (state.seed = e.target.value),
        }))),
      h("div.row", button("Create game", create, { class: "primary", test: "create" })));
  }

  async function create() {
    const spec = {
      game: state.game,
      players: state.players,
      options: state.options ?? {},
      seats: state.seats,
      time_control: timeControl(),
    };
    if (state.takeover) spec.takeover = state.takeover;
    if (state.seed !== "") spec.seed = Number(state.seed);
    try {
      const res = await api.create(spec);
      tokens.save(res.id, { game: state.game, seats: res.seats, spec });
      location.hash = `#/created/${encodeURIComponent(res.id)}`;
    } catch (e) {
      toast(e.message);
    }
  }

  pickGame(state.game);
  return root;
}

function range(a, b) {
  const out = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}

const STATUSES = [
  ["open", "Waiting for players"],
  ["active", "Running"],
  ["finished", "Finished"],
  ["abandoned", "Abandoned (nobody moved for too long)"],
];

function listOf(data) {
  return Array.isArray(data) ? data : data.games ?? [];
}

async function drawLists(box) {
  const results = await Promise.all(STATUSES.map(([s]) => api.list(s).then(listOf).catch(() => [])));
  const held = tokens.all();
  patch(box, STATUSES.map(([status, title], i) => {
    const games = results[i];
    return h("div.list", { dataset: { test: `list-${status}` } },
      h("h3", `${title} (${games.length})`),
      games.length
        ? h("ul.game-list", games.slice(0, 50).map((g) => gameRow(g, status, held[g.id])))
        : h("p.muted", "None."));
  }));
}

function seatSummary(g) {
  if (!Array.isArray(g.seats)) return `${g.players ?? "?"} players`;
  const who = (s) => (s.kind === "bot" ? `bot ${humanise(s.bot ?? "bot")}` : s.kind === "open" ? "open seat" : s.name ?? "human");
  return g.seats.map((s) => who(s) + (s.away ? " (away)" : "")).join(", ");
}

/** Takes an open seat of a game and goes to its table. */
async function joinGame(g) {
  try {
    const joined = await api.join(g.id);
    const mine = tokens.of(g.id) ?? { game: g.game, seats: [] };
    mine.seats = [...(mine.seats ?? []), { seat: joined.seat, token: joined.token }];
    tokens.save(g.id, mine);
    location.hash = `#/game/${encodeURIComponent(g.id)}?token=${encodeURIComponent(joined.token)}`;
  } catch (e) {
    toast(e.message);
  }
}

function gameRow(g, status, mine) {
  const links = [];
  const myHumans = (mine?.seats ?? []).filter((s) => s.token);
  if (status === "open" && (g.seats ?? []).some((s) => s.kind === "open"))
    links.push(button("Join", () => joinGame(g), { class: "primary", test: "join-open" }));
  const over = status === "finished" || status === "abandoned";
  if (!over)
    for (const s of myHumans)
      links.push(h("a.btn", { href: `#/game/${encodeURIComponent(g.id)}?token=${encodeURIComponent(s.token)}` }, `Play seat ${s.seat}`));
  if (over)
    links.push(h("a.btn", { href: `#/replay/${encodeURIComponent(g.id)}`, dataset: { test: "replay-link" } }, "Replay"));
  links.push(h("a.btn", { href: `#/game/${encodeURIComponent(g.id)}` }, over ? "Result" : "Watch"));
  return h("li.game-item", { dataset: { key: `g${g.id}` } },
    h("span.game-title", h("strong", gameName(g.game)), " ", h("code", String(g.id))),
    h("span.muted", seatSummary(g), g.moves !== undefined ? ` · ${g.moves} moves` : ""),
    h("span.links", links));
}

/** After creating a game: one join link per human seat. */
export async function created(app, id) {
  const mine = tokens.of(id);
  let summary = null;
  try {
    summary = await api.game(id);
  } catch (e) {
    toast(e.message);
  }
  const game = mine?.game ?? summary?.game;
  const spec = mine?.spec;
  const seats = mine?.seats ?? [];
  const rows = [];
  const base = await publicOrigin();
  const n = spec?.players ?? seats.length;
  for (let s = 0; s < n; s++) {
    const entry = seats.find((x) => x.seat === s);
    const kind = spec?.seats?.[s];
    if (entry?.token) {
      const link = joinLink(id, entry.token, base);
      rows.push(h("li.join", { dataset: { test: `join-${s}` } },
        h("span.seat-label", `Seat ${s}`),
        h("input.link", { type: "text", readOnly: true, value: link, onfocus: (e) => e.target.select() }),
        button("Copy", async () => {
          try {
            await navigator.clipboard.writeText(link);
            toast("Link copied", "ok");
          } catch {
            toast("Select the link and copy it by hand");
          }
        }),
        h("a.btn.primary", { href: `#/game/${encodeURIComponent(id)}?token=${encodeURIComponent(entry.token)}`, dataset: { test: `play-${s}` } }, "Play this seat")));
    } else {
      const what = kind?.kind === "open" ? "open: anyone may take it from the lobby" : kind?.kind === "bot" ? `bot: ${levelName(null, kind.bot)}` : "bot";
      rows.push(h("li.join", { dataset: { test: `join-${s}` } },
        h("span.seat-label", `Seat ${s}`),
        h("span.muted", what),
        kind?.kind === "open" ? button("Take it myself", () => joinGame({ id, game }), { test: `take-seat-${s}` }) : null));
    }
  }
  mount(app, h("section.panel.created",
    h("h2", `${gameName(game)}: game ${id}`),
    h("p", "Send each player the link of their seat; whoever opens it plays that seat. Anyone can watch."),
    h("ol.joins", rows),
    h("p", h("a.btn", { href: `#/game/${encodeURIComponent(id)}` }, "Watch"), " ", h("a", { href: "#/" }, "Back to the lobby"))));
  return null;
}
