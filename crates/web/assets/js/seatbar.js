// At the table (docs/rules/table.md): every seat with its clock and whether
// a bot plays it, and the seat's own controls: Undo, Leave, Take my seat
// back. The server decides everything here; the page only shows it and
// counts running clocks down between two states.

import { h, button } from "./dom.js";

const level = (id) => (id ? id.replace(/^./, (c) => c.toUpperCase()) : "a bot");

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
    return `Real time: ${clockText(c.initial_ms)} + ${Math.round(c.increment_ms / 1000)} s a move`;
  if (c.kind === "per_move") return `${clockText(c.per_move_ms)} a move`;
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
          "aria-label": `time left for ${names.name(s)}`,
        }, clockText(ms))
        : null,
      away
        ? h("span.away", { dataset: { test: `away-${s}` } },
          away === "time" ? "out of time: " : "away: ", `${level(data.takeover)} plays`)
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
        ? button("Hint", opts.hint, { test: "hint", title: "What a strong bot would play now, from what you can see" })
        : null,
      data.undo > 0
        ? button(`Undo (${data.undo})`, opts.undo, { test: "undo", title: "Take back your last action (rules U-1 to U-5)" })
        : null,
      mine.away
        ? button("Take my seat back", opts.comeBack, { class: "primary", test: "come-back" })
        : button("Leave the table", opts.leave, { test: "leave", title: `A bot (${level(data.takeover)}) plays for you until you come back` }))
    : null;
  return h("section.seatbar", { dataset: { test: "seatbar" }, "aria-label": "seats and clocks" },
    h("ul.seat-chips", seats),
    control ? h("span.muted.time-control", control) : null,
    data.status === "abandoned"
      ? h("span.banner-note", { dataset: { test: "abandoned" } }, "Abandoned: nobody moved for too long (rule T-6).")
      : null,
    controls);
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
export function hintPanel(hint, play) {
  if (!hint) return null;
  if (hint.loading) return h("section.panel.hint", { dataset: { test: "hint-panel" } }, h("p.muted", "Thinking…"));
  const [best, ...rest] = hint.actions ?? [];
  if (!best) return null;
  return h("section.panel.hint", { dataset: { test: "hint-panel" }, "aria-live": "polite" },
    h("p", "A strong bot would play ", h("strong", { dataset: { test: "hint-best" } }, best.text),
      ` (it expects ${pct(best.value)}).`, " ",
      play ? button("Play it", () => play(best.json), { test: "hint-play" }) : null),
    rest.length
      ? h("ul.hint-alternatives", rest.slice(0, 4).map((a) => h("li", `${a.text}: ${pct(a.value)}`)))
      : null,
    h("p.muted", `${hint.iterations} futures searched from what you can see; the value is the share of the win (and score) the bot expects.`));
}
