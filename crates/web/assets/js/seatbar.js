// At the table (docs/rules/table.md): every seat with its clock and whether
// a bot plays it, and the seat's own controls: Undo, Leave, Take my seat
// back. The server decides everything here; the page only shows it and
// counts running clocks down between two states.

import { h, button } from "./dom.js";
import { t } from "./i18n.js";
import { linkRules } from "./rulelinks.js";
import { moveText, levelName } from "./words.js";

/** A bot level's name in the page's language. */
export const level = levelName;

/** Time left of `seat` now, in ms (null without a clock). */
export function timeLeft(data, seat, now = Date.now()) {
  const c = data.clock;
  if (!c) return null;
  const since = c.since?.[seat];
  const left = c.left_ms?.[seat] ?? 0;
  if (since === null || since === undefined) return left;
  return Math.max(0, left - (now + (data.skew ?? 0) - since));
}

/** `4:05`, `1:02:03`, `2d 3h` for longer. */
export function clockText(ms) {
  if (ms === null) return "";
  const s = Math.ceil(ms / 1000);
  const d = Math.floor(s / 86400);
  if (d > 0) return `${d}d ${Math.floor((s % 86400) / 3600)}h`;
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh > 0 ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

function controlText(c) {
  if (!c || c.kind === "none") return null;
  if (c.kind === "real_time")
    return t("seatbar.real_time", { initial: clockText(c.initial_ms), increment: Math.round(c.increment_ms / 1000) });
  if (c.kind === "per_move") return t("seatbar.per_move", { time: clockText(c.per_move_ms) });
  return null;
}

/**
 * The seats: name, clock (counting down while it runs), and "away: a bot
 * plays" for a person whose seat the takeover bot has. `names` names seats.
 */
export function seatBar(data, names, opts) {
  const running = (s) => data.clock?.since?.[s] !== null && data.clock?.since?.[s] !== undefined;
  const seats = (data.seats ?? []).map((info, i) => {
    const s = info.seat ?? i;
    const away = info.away;
    const ms = timeLeft(data, s);
    return h("li.seat-chip" + (running(s) ? ".running" : "") + (away ? ".away" : ""),
      { dataset: { test: `seat-chip-${s}`, key: `seat${s}` } },
      h("span.who", names.name(s)),
      ms !== null
        ? h("span.clock", {
          dataset: { test: `clock-${s}`, clockSeat: String(s) },
          "aria-label": t("seatbar.time_left", { who: names.name(s) }),
        }, clockText(ms))
        : null,
      away
        ? h("span.away", { dataset: { test: `away-${s}` } },
          t(away === "time" ? "seatbar.away_time" : "seatbar.away_left", { level: level(data.takeover) }))
        : null);
  });
  const control = controlText(data.clock?.control);
  const over = data.status === "finished" || data.status === "abandoned";
  const mine = opts.mode === "play" && data.seat !== null && !over
    ? (data.seats ?? []).find((x, i) => (x.seat ?? i) === data.seat)
    : null;
  const myTurn = (data.actions ?? []).length > 0;
  const controls = mine
    ? h("span.seat-controls",
      data.hints && myTurn && !mine.away
        ? button(t("seatbar.hint"), opts.hint, { test: "hint", title: t("seatbar.hint_title") })
        : null,
      opts.rated
        ? undoRefused(t("ranking.undo_refused_R2"), data.game)
        : data.undo > 0
          ? button(t("seatbar.undo", { n: data.undo }), opts.undo, { test: "undo", title: t("seatbar.undo_title") })
          : data.undoRefused
            ? undoRefused(t(`attend.undo_refused_${data.undoRefused.replace("-", "")}`), data.game)
            : null,
      mine.away
        ? button(t("seatbar.come_back"), opts.comeBack, { class: "primary", test: "come-back" })
        : button(t("seatbar.leave"), opts.leave, { test: "leave", title: t("seatbar.leave_title", { level: level(data.takeover) }) }))
    : null;
  // T-7: the clocks wait until every person has opened the game; the host
  // may start them sooner.
  const waiting = data.clock && data.clock.started === false && !over && data.status === "active"
    ? h("p.clock-wait", { dataset: { test: "clock-waiting" } },
      t("attend.waiting", { who: (data.clock.waiting ?? []).map(names.name).join(", ") }), " ",
      opts.mode === "play" && data.seat !== null && data.seat === data.clock.host && opts.startClocks
        ? button(t("attend.start"), opts.startClocks, { test: "start-clocks", title: t("attend.start_title") })
        : null)
    : null;
  // Hints where other people play were asked for at creation: said to all.
  const people = (data.seats ?? []).filter((x) => x.kind !== "bot").length;
  const hintsForAll = data.hints && people > 1 && !over
    ? h("span.muted", { dataset: { test: "hints-for-all" } }, t("attend.hints_for_all"))
    : null;
  return h("section.seatbar", { dataset: { test: "seatbar" }, "aria-label": t("seatbar.label") },
    h("ul.seat-chips", seats),
    control ? h("span.muted.time-control", control) : null,
    hintsForAll,
    waiting,
    data.status === "abandoned"
      ? h("span.banner-note", { dataset: { test: "abandoned" } }, t("table.abandoned"))
      : null,
    controls);
}

/** Undo shown, not hidden, where a ruling refuses it: the reason beside it. */
function undoRefused(reason, game) {
  return h("span.undo-refused",
    button(t("attend.undo_off"), null, { test: "undo-refused", disabled: true }), " ",
    h("span.muted", { dataset: { test: "undo-reason" } }, linkRules(reason, game)));
}

/** Counts the running clocks down on the page, without redrawing it. */
export function tickClocks(root, data) {
  for (const el of root.querySelectorAll("[data-clock-seat]")) {
    const ms = timeLeft(data, Number(el.dataset.clockSeat));
    const text = clockText(ms);
    if (el.textContent !== text) el.textContent = text;
    el.classList.toggle("low", ms !== null && ms < 30_000);
  }
}

/** `62%`: a search's value (0..1) as a share. */
export const pct = (v) => (typeof v === "number" ? `${Math.round(v * 100)}%` : "–");

/**
 * A hint: the move a strong bot would make, then the best alternatives,
 * each with the bot's estimate of the share it would get.
 */
export function hintPanel(hint, play, game) {
  if (!hint) return null;
  if (hint.loading) return h("section.panel.hint", { dataset: { test: "hint-panel" } }, h("p.muted", t("hint.thinking")));
  const [best, ...rest] = hint.actions ?? [];
  if (!best) return null;
  return h("section.panel.hint", { dataset: { test: "hint-panel" }, "aria-live": "polite" },
    h("p", t("hint.best"), " ", h("strong", { dataset: { test: "hint-best" } }, moveText(game, best.text)),
      " ", t("hint.expects", { value: pct(best.value) }), " ",
      play ? button(t("hint.play"), () => play(best.json), { test: "hint-play" }) : null),
    rest.length
      ? h("ul.hint-alternatives", rest.slice(0, 4).map((a) => h("li", `${moveText(game, a.text)}: ${pct(a.value)}`)))
      : null,
    h("p.muted", t("hint.note", { n: hint.iterations })));
}
