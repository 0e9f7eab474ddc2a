// The lobby: create a game (game, players, options, bots) and list games.
import { h, mount, patch, button, toast } from "./dom.js";
import { api, catalogGames, tokens, joinLink, publicOrigin, sendAgainUntilAnswered, newGameKey } from "./api.js";
import { whoami } from "./account.js";
import { seatRatings } from "./players.js";
import { gameName } from "./games/index.js";
import { t, has, seatNo } from "./i18n.js";
import { learnSection } from "./tutorial.js";
import { inviteOption, inviteName, invitedSeat } from "./invitations.js";
import { playNow } from "./playnow.js";

const humanise = (key) => key.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
const optionLabel = (key) => (has(`option.${key}`) ? t(`option.${key}`) : humanise(key));

/** The bot levels of a game (weakest first), as the catalog lists them. */
const levelsOf = (g) => g?.levels ?? [];
/** A level's name and line in the page's language (the catalog's as a fallback). */
const levelName = (l) => (has(`level.${l.id}`) ? t(`level.${l.id}`) : l.name ?? l.id);
const levelBlurb = (l) => (has(`level.${l.id}_blurb`) ? t(`level.${l.id}_blurb`) : l.blurb ?? "");
const levelOf = (id) => (has(`level.${id}`) ? t(`level.${id}`) : humanise(String(id ?? "")));
const rating = (l) => (typeof l.rating === "number" ? t("lobby.rating", { rating: Math.round(l.rating) }) : "");

/** Time controls offered (T-1): none, real time, per move. */
const TIME_CONTROLS = [
  ["none", "lobby.time_none"],
  ["real_time", "lobby.time_real"],
  ["per_move", "lobby.time_per_move"],
];

/** The lobby screen. */
export async function lobby(app) {
  const catalog = catalogGames(await api.catalog());
  const form = newGameForm(catalog);
  const lists = h("section.panel.games", h("h2", t("lobby.games")), h("div.lists"));
  const play = await playNow(catalog);
  mount(app, h("div.lobby", h("p.about", { dataset: { test: "about" } }, t("pagetext.about")), play.el, learnSection(catalog), form, lists));
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
      play.leave();
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
      title: levelBlurb(l),
    }, (prefix ? t("lobby.seat_level", { level: levelName(l) }) : levelName(l)) + rating(l)));
  }

  function timeFields() {
    const tc = state.time;
    const num = (key, label, min, max, test) => h("label.opt", label + " ", h("input", {
      type: "number",
      min,
      max,
      value: tc[key],
      dataset: { test },
      onchange: (e) => (tc[key] = Number(e.target.value)),
    }));
    const g = info();
    return h("fieldset.time", { dataset: { test: "time" } },
      h("legend", t("lobby.time_legend")),
      h("label.opt", t("lobby.time_kind") + " ", h("select", {
        dataset: { test: "time-kind" },
        onchange: (e) => {
          tc.kind = e.target.value;
          draw();
        },
      }, TIME_CONTROLS.map(([k, label]) => h("option", { value: k, selected: tc.kind === k }, t(label))))),
      tc.kind === "real_time"
        ? [num("minutes", t("lobby.time_minutes"), 1, 600, "time-minutes"), num("increment", t("lobby.time_increment"), 0, 600, "time-increment")]
        : null,
      tc.kind === "per_move" ? num("hours", t("lobby.time_hours"), 1, 720, "time-hours") : null,
      h("label.opt", t("lobby.takeover") + " ", h("select", {
        dataset: { test: "takeover" },
        onchange: (e) => (state.takeover = e.target.value),
      }, levelOptions(g, state.takeover))),
      h("p.muted", t("lobby.takeover_note")));
  }

  function timeControl() {
    const tc = state.time;
    if (tc.kind === "real_time")
      return { kind: "real_time", initial_ms: Math.round(tc.minutes * 60_000), increment_ms: Math.round(tc.increment * 1000) };
    if (tc.kind === "per_move") return { kind: "per_move", per_move_ms: Math.round(tc.hours * 3_600_000) };
    return { kind: "none" };
  }

  function optionField(key, value) {
    const label = optionLabel(key);
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
        placeholder: value === null ? t("lobby.default_option") : "",
        onchange: (e) => {
          const t = e.target.value.trim();
          if (!t) state.options[key] = value;
          else state.options[key] = t;
        },
      }, value ?? ""));
    return h("label.opt.wide", t("lobby.json_option", { label }) + " ", h("input", {
      type: "text",
      name: key,
      value: JSON.stringify(value),
      onchange: (e) => {
        try {
          state.options[key] = JSON.parse(e.target.value);
        } catch {
          toast(t("lobby.bad_json", { label }));
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
        else if (v === "invite") state.seats[i] = { kind: v, name: "" };
        else state.seats[i] = { kind: "bot", bot: v.slice(4) };
        draw();
      },
    },
    h("option", { value: "human", selected: seat.kind === "human" }, t("lobby.seat_human")),
    h("option", { value: "open", selected: seat.kind === "open" }, t("lobby.seat_open")),
    inviteOption(seat),
    h("optgroup", { label: t("lobby.bots_group") }, levelOptions(g, seat.kind === "bot" ? seat.bot : null, "bot:")),
    h("optgroup", { label: t("lobby.testing_group") },
      h("option", { value: "bot:random", selected: seat.kind === "bot" && seat.bot === "random" }, t("lobby.seat_random"))));
    const name = seat.kind === "human"
      ? h("input.seat-name-input", {
        type: "text",
        maxLength: 40,
        placeholder: t("lobby.name_placeholder"),
        value: seat.name ?? "",
        "aria-label": t("lobby.name_label", { seat: seatNo(i) }),
        onchange: (e) => {
          const t = e.target.value.trim();
          if (t) state.seats[i].name = t;
          else delete state.seats[i].name;
        },
      })
      : seat.kind === "invite" ? inviteName(seat, i) : null;
    select.setAttribute("aria-label", t("lobby.seat_kind_label", { seat: seatNo(i) }));
    return h("li.seat-row", h("span.seat-label", t("lobby.seat", { seat: seatNo(i) })), select, name);
  }

  function draw() {
    const g = info();
    if (!g) {
      patch(root, h("h2", t("lobby.new_game")), h("p.muted", t("lobby.no_games")));
      return;
    }
    const optionKeys = Object.keys(state.options ?? {});
    patch(root,
      h("h2", t("lobby.new_game")),
      h("div.game-picker", { role: "radiogroup", "aria-label": t("lobby.game") }, catalog.map((c) =>
        h("button.game-choice" + (c.id === state.game ? ".chosen" : ""), {
          type: "button",
          role: "radio",
          "aria-checked": String(c.id === state.game),
          dataset: { test: `game-${c.id}` },
          onclick: () => pickGame(c.id),
        }, h("strong", c.name ?? gameName(c.id)), h("small", t("lobby.player_range", { min: c.min_players, max: c.max_players }))))),
      h("p.rules-link", h("a", { href: `#/rules/${encodeURIComponent(g.id)}`, dataset: { test: "rules-link" } }, t("rules.link", { game: g.name ?? gameName(g.id) }))),
      has(`summary.${g.id}`) || g.summary ? h("details.summary", h("summary", t("lobby.how_to_play", { game: g.name ?? gameName(g.id) })), h("p", has(`summary.${g.id}`) ? t(`summary.${g.id}`) : g.summary)) : null,
      h("div.row",
        h("label", t("lobby.players") + " ", h("select", {
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
        ? h("fieldset.options", h("legend", t("lobby.options")), optionKeys.map((k) => optionField(k, state.options[k])))
        : null,
      h("ol.seat-list", state.seats.map((_, i) => seatRow(i))),
      levelsOf(g).length
        ? h("dl.levels", { dataset: { test: "levels" }, "aria-label": t("lobby.levels_title") }, levelsOf(g).map((l) => [
          h("dt", levelName(l), h("small.muted", rating(l))),
          h("dd", levelBlurb(l)),
        ]))
        : null,
      timeFields(),
      // a rated game is dealt by the server: no seed to choose.
      state.rated ? null : h("details.advanced", { dataset: { test: "seed-fold" } },
        h("summary", t("lobby.seed")),
        h("label", t("lobby.seed_label") + " ", h("input", {
          type: "number",
          name: "seed",
          min: 0,
          value: state.seed,
          onchange: (e) => (state.seed = e.target.value),
        }))),
      h("label.rated", h("input", {
        type: "checkbox",
        name: "rated",
        dataset: { test: "rated" },
        checked: state.rated,
        onchange: (e) => { state.rated = e.target.checked; draw(); },
      }), " ", t("rating.rated_game")),
      h("div.row", button(t("lobby.create"), create, { class: "primary", test: "create" })));
  }

  let creating = false;
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
    // a rated game is dealt by the server.
    if (state.rated) {
      spec.rated = true;
      delete spec.seed;
    }
    // One game at a time, under a key of its own: sent again while the
    // server cannot confirm it (a 503) or after a lost answer, it makes
    // one game, whose tokens the key answers (docs/api.md).
    if (creating) return;
    creating = true;
    const key = newGameKey();
    try {
      const res = await sendAgainUntilAnswered(() => api.create({ ...spec, key }), () => !root.isConnected,
        "table.saving_request_again");
      tokens.save(res.id, { game: state.game, seats: res.seats, spec });
      location.hash = `#/created/${encodeURIComponent(res.id)}`;
    } catch (e) {
      toast(e.message);
    } finally {
      creating = false;
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

const STATUSES = ["open", "active", "finished", "abandoned"];

function listOf(data) {
  return Array.isArray(data) ? data : data.games ?? [];
}

async function drawLists(box) {
  const results = await Promise.all(STATUSES.map((s) => api.list(s).then(listOf).catch(() => [])));
  const held = tokens.all();
  // The accounts seated, with their ratings (rules R-7).
  const rated = await seatRatings(results.flatMap((games) => games.slice(0, 50).map((g) => g.id)));
  patch(box, STATUSES.map((status, i) => {
    const games = results[i];
    return h("div.list", { dataset: { test: `list-${status}` } },
      h("h3", t(`lobby.list.${status}`, { n: games.length })),
      games.length
        ? h("ul.game-list", games.slice(0, 50).map((g) => gameRow(g, status, held[g.id], rated)))
        : h("p.muted", t("lobby.none")));
  }));
}

function seatSummary(g, rated = {}) {
  if (!Array.isArray(g.seats)) return t("players_count", { n: g.players ?? "?" });
  const account = (s) => rated[`${g.id}/${s.seat}`];
  const rating = (a) => (a.rating === null || a.rating === undefined ? "" : ` (${Number(a.rating).toFixed(1)})`);
  const who = (s) => (s.kind === "bot" ? levelOf(s.bot) : s.kind === "open" ? t("lobby.open_seat")
    : account(s) ? account(s).name + rating(account(s)) : s.name ?? t("seat.number", { seat: seatNo(s.seat) }));
  return g.seats.map((s) => who(s) + (s.away ? t("lobby.away") : "")).join(", ");
}

/** Takes an open seat of a game and goes to its table. */
async function joinGame(g) {
  try {
    // Signed in, one joins as oneself.
    const joined = await api.join(g.id, (await whoami())?.name);
    const mine = tokens.of(g.id) ?? { game: g.game, seats: [] };
    mine.seats = [...(mine.seats ?? []), { seat: joined.seat, token: joined.token }];
    tokens.save(g.id, mine);
    location.hash = `#/game/${encodeURIComponent(g.id)}?token=${encodeURIComponent(joined.token)}`;
  } catch (e) {
    toast(e.message);
  }
}

function gameRow(g, status, mine, rated = {}) {
  const title = h("span.game-title", h("strong", gameName(g.game)), " ", h("code", String(g.id)));
  // A game the server cannot rebuild answers 410 to everything: no links.
  if (g.damaged)
    return h("li.game-item", { dataset: { key: `g${g.id}`, test: "damaged" } },
      title, h("span.muted", t("lobby.damaged"), " ", String(g.damaged)));
  const links = [];
  const myHumans = (mine?.seats ?? []).filter((s) => s.token);
  if (status === "open" && (g.seats ?? []).some((s) => s.kind === "open"))
    links.push(button(t("lobby.join"), () => joinGame(g), { class: "primary", test: "join-open" }));
  const over = status === "finished" || status === "abandoned";
  if (!over)
    for (const s of myHumans)
      links.push(h("a.btn", { href: `#/game/${encodeURIComponent(g.id)}?token=${encodeURIComponent(s.token)}` }, t("lobby.play_seat", { seat: seatNo(s.seat) })));
  if (over)
    links.push(h("a.btn", { href: `#/replay/${encodeURIComponent(g.id)}`, dataset: { test: "replay-link" } }, t("lobby.replay")));
  links.push(h("a.btn", { href: `#/game/${encodeURIComponent(g.id)}` }, over ? t("lobby.result") : t("lobby.watch")));
  return h("li.game-item", { dataset: { key: `g${g.id}` } },
    title,
    h("span.muted", { dataset: { test: "seats" } }, seatSummary(g, rated),
      Object.values(rated).some((a) => a.game === g.id && a.rated) ? h("span.badge", { dataset: { test: "rated" } }, " · ", t("rating.rated")) : null,
      g.moves !== undefined ? " · " + t("lobby.moves", { n: g.moves }) : ""),
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
        h("span.seat-label", t("lobby.seat", { seat: seatNo(s) })),
        h("input.link", { type: "text", readOnly: true, value: link, "aria-label": t("created.link_label", { seat: seatNo(s) }), onfocus: (e) => e.target.select() }),
        button(t("created.copy"), async () => {
          try {
            await navigator.clipboard.writeText(link);
            toast(t("created.copied"), "ok");
          } catch {
            toast(t("created.copy_by_hand"));
          }
        }),
        h("a.btn.primary", { href: `#/game/${encodeURIComponent(id)}?token=${encodeURIComponent(entry.token)}`, dataset: { test: `play-${s}` } }, t("created.play_seat"))));
    } else {
      const what = kind?.kind === "open" ? t("created.open") : kind?.kind === "invite" ? invitedSeat(kind.name) : kind?.kind === "bot" ? t("created.bot", { bot: levelOf(kind.bot) }) : t("lobby.bot");
      rows.push(h("li.join", { dataset: { test: `join-${s}` } },
        h("span.seat-label", t("lobby.seat", { seat: seatNo(s) })),
        h("span.muted", what),
        kind?.kind === "open" ? button(t("created.take_it"), () => joinGame({ id, game }), { test: `take-seat-${s}` }) : null));
    }
  }
  mount(app, h("section.panel.created",
    h("h2", t("created.title", { game: gameName(game), id })),
    h("p", t("created.intro")),
    h("ol.joins", rows),
    h("p", h("a.btn", { href: `#/game/${encodeURIComponent(id)}` }, t("lobby.watch")), " ", h("a", { href: "#/" }, t("common.back_to_lobby")))));
  return null;
}
