// The table: plays one seat (with a token) or watches (without), live.
import { h, patch, button, toast, connection } from "./dom.js";
import { api, normalize, live, tokens, errorNode, sendAgainUntilAnswered } from "./api.js";
import { rendererFor, gameName } from "./games/index.js";
import { actionList } from "./games/generic.js";
import { turnAlert, clearTurnAlert, alertControls } from "./alerts.js";
import { seatBar, tickClocks, hintPanel, level } from "./seatbar.js";
import { tutorialPanel } from "./tutorial.js";
import { t, joinAnd, seatNo } from "./i18n.js";
import { linkRules, rulesHref } from "./rulelinks.js";
import { announce, clearAnnouncements } from "./announce.js";
import { isRated } from "./players.js";
import { rematchInvite } from "./invitations.js";
import { levelName } from "./words.js";

/**
 * Names of seats, from what the server says of each seat. A person is
 * called by the name they gave ("Ann"), as Board Game Arena calls everyone;
 * your own seat by yours too, marked "Ann (you)" so that it is found at a
 * glance. A bot is "P3 · Strong", a person without a name "P2" (counted
 * from 1).
 */
export function seatNamer(data) {
  const seats = data.seats ?? [];
  const info = (s) => seats.find((x) => (x.seat ?? seats.indexOf(x)) === s) ?? seats[s] ?? {};
  const given = (s) => (info(s).kind !== "bot" && info(s).name) || null;
  const label = (s) => {
    const i = info(s);
    if (given(s)) return given(s);
    const who = i.name ?? (i.kind === "bot" ? levelName(i.bot) : null);
    return who ? t("seat.named", { seat: seatNo(s), who }) : t("seat.number", { seat: seatNo(s) });
  };
  const mine = (s) => (given(s) ? t("people.you_named", { who: given(s) }) : t("seat.you_named", { seat: seatNo(s) }));
  // A bot plays a seat: a bot's own, or a person's who is away (T-3, T-4).
  return {
    name: (s) => (s === data.seat ? mine(s) : label(s)),
    short: (s) => (s === data.seat ? t("seat.you") : given(s) ?? t("seat.number", { seat: seatNo(s) })),
    isBot: (s) => info(s).kind === "bot" || !!info(s).away,
  };
}

/**
 * The frame every game shares: title, whose turn, result, board, moves, log.
 * @param {import("./api.js").State} data
 */
export function drawTable(data, renderer, opts) {
  const names = seatNamer(data);
  const acting = data.toAct;
  const over = !!data.outcome || data.status === "finished" || data.status === "abandoned";
  /** @type {import("./api.js").RenderContext} */
  const ctx = {
    view: data.view,
    actions: opts.mode === "play" ? data.actions : [],
    me: data.seat,
    players: data.players,
    mode: opts.mode,
    acting,
    over,
    ui: opts.ui,
    name: names.name,
    short: names.short,
    act: opts.act ?? (async () => {}),
    redraw: opts.redraw,
    // What the server says about this table beyond the view (docs/api.md,
    // "Help"): reference data and, for a seat, what its moves would do.
    help: opts.help ?? null,
    game: data.game,
  };
  let banner;
  // Focusable (not in the Tab order): focus lands here after a move.
  const bannerAttrs = (test) => ({ tabindex: "-1", dataset: test ? { test } : undefined });
  const open = (data.seats ?? []).filter((s) => s.kind === "open").map((s) => s.seat);
  if (data.status === "abandoned")
    banner = h("div.banner.over", bannerAttrs("game-abandoned"), t("table.abandoned"));
  else if (over) banner = h("div.banner.over", bannerAttrs("game-over"), t("table.game_over"));
  else if (data.status === "open")
    banner = h("div.banner", bannerAttrs(), t("table.waiting_to_join", { n: open.length, seats: open.map((s) => t("seat.number", { seat: seatNo(s) })).join(", ") }));
  else if (ctx.actions.length)
    banner = h("div.banner.mine", bannerAttrs("your-turn"), renderer.prompt?.(ctx) ?? t("table.your_turn"));
  else if (acting.some(names.isBot))
    // A bot thinks (its own seat, or for a person away): said, so a wait
    // is never silent.
    banner = h("div.banner.thinking", bannerAttrs("bot-thinking"), t("attend.thinking", { who: acting.filter(names.isBot).map(names.name).join(", ") }));
  else if (acting.length)
    banner = h("div.banner", bannerAttrs(), t("table.waiting_for", { who: acting.map(names.name).join(", ") }));
  else banner = h("div.banner", bannerAttrs(), "…");

  let board;
  try {
    board = renderer.render(ctx);
  } catch (e) {
    console.error("renderer failed; drawing the view generically", e);
    board = rendererFor("").render(ctx);
  }
  return h("div.table", { dataset: { game: data.game, test: "table", mode: opts.mode, moves: data.moves } },
    h("div.table-head",
      h("h2", gameName(data.game)),
      h("span.muted", opts.mode === "play" ? t("table.seat", { seat: seatNo(data.seat) }) : opts.mode === "watch" ? t("table.watching") : t("table.replay"), data.id ? " · " + t("table.game_id", { id: data.id }) : ""),
      h("a.rules-link", { href: rulesHref(data.game), dataset: { test: "table-rules" } }, t("rules.link_short")),
      // A game played under earlier rules says so (docs/rules/changelog/).
      data.edition < data.latestEdition
        ? h("span.muted", { dataset: { test: "edition" } }, t("table.edition", { edition: data.edition, latest: data.latestEdition }))
        : null,
      opts.mode === "play" ? alertControls() : null),
    banner,
    opts.mode !== "replay" ? seatBar(data, names, opts) : null,
    opts.mode === "play" && opts.learn ? tutorialPanel(opts.learn, data) : null,
    opts.mode === "play" && ctx.actions.length ? hintPanel(opts.ui?.hint, ctx.act, data.game) : null,
    over && data.outcome ? resultPanel(ctx, renderer, data, opts) : null,
    board,
    opts.mode === "play" && ctx.actions.length && renderer.id
      ? h("details.moves", h("summary", t("table.all_moves", { n: ctx.actions.length })), actionList(ctx))
      : null,
    chatPanel(data, names, opts),
    logPanel(data.log, data.game, botLines(data), noticeLines(data, names)));
}

/**
 * A table's state as the page keeps it: {@link normalize}'s, with the log's
 * events (what each line is of) kept beside its text, for {@link botLines}.
 */
export function tableState(wire, previous) {
  const next = normalize(wire, previous);
  next.events = wire.log_from > 0 ? (previous?.events ?? []).slice(0, wire.log_from).concat(wire.log ?? []) : wire.log ?? [];
  return next;
}

/**
 * Per log line, whether it is an action a bot played for a person (T-3,
 * T-4): a bot played it (`logBots`), it names a seat a bot took over
 * (`bot_from`) and that seat's person was away then (the notices). Never a
 * bot seat's own lines, nor what followed from a move ("Turn 2").
 */
export function botLines(data) {
  const seats = data.seats ?? [];
  const takenOver = (s) => seats.some((x, i) => (x.seat ?? i) === s && x.bot_from);
  const awayAt = (s, at) => {
    let away = false;
    for (const n of data.notices ?? []) if (n.seat === s && n.log_at <= at) away = !!n.away;
    return away;
  };
  return (data.log ?? []).map((_, i) => {
    if (!data.logBots?.[i]) return false;
    const e = data.events?.[i] ?? {};
    const seat = [e.seat, e.player].find((v) => Number.isInteger(v));
    return seat !== undefined && takenOver(seat) && awayAt(seat, i);
  });
}

/**
 * The table talk: every line with who said it; seated players get a line
 * to type in. `opts.chat` keeps what is being typed across redraws.
 */
function chatPanel(data, names, opts) {
  const lines = data.chat ?? [];
  const canSay = opts.mode === "play" && opts.say;
  if (!lines.length && !canSay) return null;
  const draft = opts.chat ?? { text: "" };
  const input = canSay
    ? h("input.chat-input", {
      type: "text",
      maxLength: 300,
      placeholder: t("chat.placeholder"),
      value: draft.text,
      "aria-label": t("chat.label"),
      dataset: { test: "chat-input" },
      oninput: (e) => { draft.text = e.target.value; },
    })
    : null;
  return h("details.chat", { open: true, dataset: { test: "chat" } },
    h("summary", t("chat.title", { n: lines.length })),
    h("ul.chat-lines", lines.map((c) => h("li", { dataset: { test: "chat-line", key: `c${c.idx ?? c.text}` } }, h("strong", names.name(c.seat)), ": ", c.text))),
    canSay
      ? h("form.chat-form", {
        onsubmit: (e) => {
          e.preventDefault();
          // The field on the page (a redraw keeps it, not `input`).
          opts.say(e.currentTarget.querySelector("[data-test=chat-input]").value);
        },
      }, input, h("button", { type: "submit", dataset: { test: "chat-send" } }, t("chat.say")))
      : null);
}

/**
 * After the game: the rematch. A seated player starts it (or joins the one
 * another started: one per game); every page hears of it, and each
 * player's own token opens their seat in it, moved one place on.
 */
function rematchLine(data, token) {
  const enc = encodeURIComponent;
  if (data.rematch)
    return h("p.rematch", { dataset: { test: "rematch-ready" } },
      token
        ? h("a.btn.primary", { href: `#/game/${enc(data.rematch)}?token=${enc(token)}`, dataset: { test: "join-rematch" } }, t("result.join_rematch"))
        : h("a.btn", { href: `#/game/${enc(data.rematch)}` }, t("result.watch_rematch")),
      " ", t("result.rematch_note"));
  if (!token) return null;
  return h("p.rematch", button(t("result.rematch"), async () => {
    try {
      const r = await api.rematch(data.id, token);
      location.hash = `#/game/${enc(r.id)}?token=${enc(token)}`;
    } catch (e) {
      toast(e.message);
    }
  }, { test: "rematch", class: "primary" }), " ", t("result.rematch_note"), rematchInvite(data, token));
}

/** Final scores, best first, winners marked. */
export function resultPanel(ctx, renderer, data, opts = {}) {
  const o = data.outcome;
  const order = o.scores.map((s, i) => i).sort((a, b) => o.scores[b] - o.scores[a] || (o.wins[b] ?? 0) - (o.wins[a] ?? 0));
  const fmt = renderer.score ?? ((v) => t("result.points", { n: v }));
  const winners = order.filter((s) => (o.wins[s] ?? 0) > 0);
  // A seat a bot played for (T-3, T-4) is marked, from which move; a game
  // a bot finished for you is not "You win!".
  const botFrom = (s) => (data.seats ?? []).find((x) => x.seat === s)?.bot_from ?? null;
  const headline = winners.length === 1
    ? (winners[0] === ctx.me
      ? (botFrom(ctx.me) ? t("attend.your_seat_wins", { n: botFrom(ctx.me) }) : t("result.you_win"))
      : t("result.wins", { who: ctx.name(winners[0]) }))
    : t("result.shared_win", { who: joinAnd(winners.map(ctx.name)) });
  return h("section.panel.result", { dataset: { test: "result" } },
    h("h3", headline),
    h("ol.ranking", order.map((s) => h("li" + ((o.wins[s] ?? 0) > 0 ? ".winner" : ""),
      h("span.who", ctx.name(s)),
      botFrom(s) ? h("span.muted.bot-from", { dataset: { test: `bot-from-${s}` } }, " (", t("attend.bot_from", { n: botFrom(s) }), ")") : null,
      h("span.score", fmt(o.scores[s]))))),
    data.id ? h("p", h("a.btn", { href: `#/replay/${encodeURIComponent(data.id)}`, dataset: { test: "to-replay" } }, t("result.to_replay"))) : null,
    data.id && opts.mode !== "replay" ? rematchLine(data, opts.token) : null);
}

function logLine(e) {
  if (typeof e === "string") return e;
  if (e && typeof e === "object") return e.text ?? JSON.stringify(e);
  return String(e);
}

/** The table's own lines (T-3 .. T-5): who ran out of time, left or came back. */
function noticeLines(data, names) {
  return (data.notices ?? []).map((n, i) => {
    const key = n.away === "time" ? "attend.notice_time" : n.away === "left" ? "attend.notice_left" : "attend.notice_back";
    return { at: n.log_at, i, text: t(key, { who: names.name(n.seat), level: level(data.takeover) }) };
  });
}

function logPanel(log, game, bots = [], notices = []) {
  if (!log || !log.length) return null;
  // The whole game, newest first, numbered from the start; a move a bot
  // played is marked as the bot's, a ruling a line cites links to its
  // section of the rules, and the table's own lines stand where they
  // happened.
  const rows = [];
  log.map(logLine).forEach((l, i) => {
    for (const n of notices) if (n.at === i) rows.push({ notice: n });
    rows.push({ n: i + 1, l, bot: !!bots[i] });
  });
  for (const n of notices) if (n.at >= log.length) rows.push({ notice: n });
  const line = (r) => r.notice
    ? h("li.notice", { dataset: { key: `n${r.notice.i}`, test: "notice" } }, linkRules(r.notice.text, game))
    : h("li", { dataset: { key: `l${r.n}` } },
      h("span.log-n", String(r.n)), " ",
      // The mark is drawn by the stylesheet from data-label, so the line's
      // text stays the log's own (as screen readers heard it announced).
      r.bot ? h("span.by-bot", { title: t("log.by_bot_title"), dataset: { test: "by-bot", label: t("log.by_bot") } }) : null,
      linkRules(r.l.replace(/ \[bot\]$/, ""), game));
  return h("details.log", { open: true },
    h("summary", t("pagetext.log_title", { n: log.length })),
    h("ul.log-lines", { dataset: { test: "log" } }, rows.reverse().map(line)));
}

/** The play / watch screen. */
export async function table(app, id, token, opts = {}) {
  let data = tableState(await api.game(id, token));
  if (token && data.seat !== null) {
    const mine = tokens.of(id) ?? { game: data.game, seats: [] };
    if (!mine.seats.some((s) => s.token === token)) {
      mine.seats = [...mine.seats, { seat: data.seat, token }];
      tokens.save(id, mine);
    }
  }
  const mode = token ? "play" : "watch";
  // a rated game takes nothing back; its seats are offered no Undo.
  const rated = mode === "play" && (await isRated(id));
  const ui = {};
  let busy = false;
  let left = false;
  let rev = 0;
  let help = null;
  let helpFor = null;
  clearAnnouncements();

  // Help for what is on the table now (reference data; for a seat, what its
  // moves would do), asked again whenever the table changes.
  // Whether help is on its way is on the page (`data-help-pending`), so
  // tests can tell when the table is drawn for good.
  let helpPending = 0;
  async function fetchHelp() {
    const at = `${data.moves}|${data.actions.length}`;
    if (helpFor === at) return;
    helpFor = at;
    app.dataset.helpPending = String(++helpPending);
    try {
      const got = await api.help(id, token);
      if (left || helpFor !== at) return;
      help = got;
      draw();
    } catch (e) {
      console.warn("no help for this table", e);
    } finally {
      helpPending -= 1;
      if (!left) app.dataset.helpPending = String(helpPending);
    }
  }

  const draw = () => {
    if (left) return;
    const renderer = rendererFor(opts.generic ? "" : data.game);
    const y = window.scrollY;
    const focused = document.activeElement;
    // Patched, not rebuilt: focus, typing and scroll positions stay put.
    patch(app, drawTable(data, renderer, { mode, ui, act, redraw: draw, token, say, chat, help, undo, leave, comeBack, hint, startClocks, learn: opts.learn, rated }));
    // A control that had focus and is gone (a move just made) hands it to
    // the banner, which says what comes next; Tab goes on from there.
    if (focused && focused !== document.body && app.contains(document.activeElement) === false && !focused.isConnected) {
      const banner = app.querySelector(".banner");
      if (banner) banner.focus({ preventScroll: true });
    }
    const over = !!data.outcome || data.status === "finished" || data.status === "abandoned";
    turnAlert(mode === "play" && !over && data.actions.length > 0, gameName(data.game));
    window.scrollTo(0, y);
    app.classList.toggle("busy", busy);
    // Each redraw is numbered, so tests (and people debugging) can tell them apart.
    app.dataset.rev = String(++rev);
  };

  let received = 0;
  const accept = (next) => {
    // Every state that comes is counted (`data-states`), drawn or not.
    app.dataset.states = String(++received);
    // A message older than what is shown (a slow reply racing a push) is dropped.
    if (next.moves !== null && data.moves !== null && next.moves < data.moves) return;
    // The same state again (a move's answer after its push, a reconnect
    // that missed nothing) changes nothing, so it is not drawn again: a
    // fifth of a bot game's redraws.
    if (next.moves === data.moves && JSON.stringify(next) === JSON.stringify(data)) return;
    // A new decision clears half-made choices (cards picked, a building
    // kind chosen) of the last one.
    const sig = (d) => d.actions.map((a) => a.text).join("|");
    if (sig(next) !== sig(data)) for (const k of Object.keys(ui)) delete ui[k];
    // Screen readers hear the new log lines, and when the turn comes.
    const fresh = next.log.slice(data.log.length);
    const mine = (d) => mode === "play" && d.actions.length > 0;
    const turn = mine(next) && !mine(data) ? t("table.your_turn_now") : null;
    data = next;
    draw();
    announce(fresh, turn);
    fetchHelp();
  };

  async function refresh() {
    try {
      accept(tableState(await api.game(id, token), data));
    } catch (e) {
      toast(e.message);
    }
  }

  // One line is sent at a time. Its key makes sending it again safe
  // (docs/api.md, Chat): a line whose answer was lost, or that the server
  // could not save yet, is said once however often it was sent.
  const chat = { text: "", sending: false };
  async function say(text) {
    if (!text.trim() || chat.sending) return;
    chat.sending = true;
    const key = `chat-${Math.random().toString(36).slice(2, 12)}`;
    try {
      await sendAgainUntilAnswered(() => api.say(id, token, text, key), () => left, "table.saving_request_again");
      chat.text = "";
      const input = app.querySelector("[data-test=chat-input]");
      if (input) input.value = "";
      await refresh();
    } catch (e) {
      if (!left) toast(e.message);
    } finally {
      chat.sending = false;
    }
  }

  /**
   * Runs one of the seat's table requests (undo, leave, come back, start
   * the clocks), sent again while the server cannot save it, then shows its
   * effect. A refusal of a request sent more than once is not shown: the
   * first one may have been carried out, and the table shows whether it was.
   */
  async function tableRequest(call) {
    if (busy) return;
    busy = true;
    app.classList.add("busy");
    try {
      await sendAgainUntilAnswered(call, () => left, "table.saving_request_again");
    } catch (e) {
      if (!left && !(e.resent && e.status === 409)) toast(e.message);
    }
    await refresh();
    busy = false;
    app.classList.remove("busy");
  }
  // The undo says where the page stands, so that it is never made twice.
  const undo = () => tableRequest(() => api.undo(id, token, data.moves));
  async function hint() {
    ui.hint = { loading: true };
    draw();
    try {
      ui.hint = await api.hint(id, token);
    } catch (e) {
      delete ui.hint;
      toast(e.message);
    }
    draw();
  }
  const leave = () => tableRequest(() => api.leave(id, token));
  const startClocks = () => tableRequest(() => api.startClocks(id, token));
  const comeBack = () => tableRequest(() => api.comeBack(id, token));

  async function act(json) {
    if (busy) return;
    busy = true;
    app.classList.add("busy");
    // A key makes a retry after a lost answer safe (docs/api.md): the
    // server answers the same key once.
    const key = `web-${data.moves}-${Math.random().toString(36).slice(2, 10)}`;
    try {
      await sendAgainUntilAnswered(() => api.act(id, token, json, key), () => left);
    } catch (e) {
      if (!left) toast(errorNode(e.data ?? e.message, data.game));
    }
    // Nothing is clickable until the table shows the move's effect.
    await refresh();
    busy = false;
    app.classList.remove("busy");
  }

  await fetchHelp();
  draw();
  // Running clocks count down on the page between two states.
  const ticker = setInterval(() => data.clock && !left && tickClocks(app, data), 250);
  let wasLive = false;
  const conn = live(id, token, (msg) => {
    if (!msg) return;
    if (msg.type === "state") accept(tableState(msg, data));
    else if (msg.type === "error") toast(errorNode(msg, data.game));
  }, (state) => {
    connection(state);
    // After a reconnect, anything missed while away is fetched at once.
    if (state === "live" && wasLive) refresh();
    if (state === "live") wasLive = true;
  });
  return {
    leave() {
      left = true;
      clearInterval(ticker);
      clearTurnAlert();
      clearAnnouncements();
      conn.close();
    },
  };
}
