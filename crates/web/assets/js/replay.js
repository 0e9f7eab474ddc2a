// Stepping through a finished game, from any seat's eyes or with every card open.
import { h, mount, patch, button, toast } from "./dom.js";
import { api, tokens } from "./api.js";
import { rendererFor, gameName } from "./games/index.js";
import { drawTable, tableState } from "./table.js";
import { value as jsonValue } from "./games/generic.js";
import { reviewSection } from "./review.js";
import { t, seatNo } from "./i18n.js";
import { moveText } from "./words.js";
import { accountHoldsSeat } from "./heldseat.js";

/** The replay screen; `opts.step` and `opts.seat` come from the URL. */
export async function replay(app, id, opts) {
  const record = await api.replay(id);
  // The game's reference data (Metropolis' board, a printing's reference card).
  const help = await api.help(id).catch(() => null);
  const steps = record.actions?.length ?? 0;
  const players = record.players;
  const state = {
    step: clamp(opts.step === null || opts.step === undefined ? steps : Number(opts.step), 0, steps),
    seat: opts.seat ?? "all",
    data: null,
    // The bot's review of the game (docs/api.md), once asked for.
    review: null,
  };
  const ui = {};
  let left = false;
  let polling = null;
  let token = 0;

  const url = () => `#/replay/${encodeURIComponent(id)}?step=${state.step}&seat=${state.seat}`;

  async function load() {
    const mine = ++token;
    try {
      const seat = state.seat === "spectator" ? "" : state.seat;
      const res = await api.replayView(id, state.step, seat);
      if (mine !== token || left) return;
      state.data = res;
      history.replaceState(null, "", url());
      draw();
    } catch (e) {
      toast(e.message);
    }
  }

  function go(step) {
    state.step = clamp(step, 0, steps);
    load();
  }

  /** Follows the review until it is made. */
  function follow() {
    clearInterval(polling);
    if (!state.review || state.review.status !== "running") return;
    polling = setInterval(async () => {
      try {
        state.review = await api.review(id);
      } catch (e) {
        toast(e.message);
      }
      if (left || state.review?.status !== "running") clearInterval(polling);
      if (!left && state.data) draw();
    }, 500);
  }

  /** A token of a seat this browser holds in the game, if any: only the seated start a review. */
  function seatToken() {
    return tokens.of(id)?.seats?.[0]?.token ?? null;
  }
  // Or the account signed in holds a seat of it: its session is enough.
  const held = !seatToken() && (await accountHoldsSeat(id));

  async function askReview() {
    try {
      state.review = await api.startReview(id, seatToken());
      follow();
      draw();
    } catch (e) {
      toast(e.message);
    }
  }

  function draw() {
    const res = state.data;
    const renderer = rendererFor(record.game);
    // The replay view is a table at a moment, as live states are.
    const data = tableState(res);
    let extra = null;
    if (Array.isArray(res.views)) {
      if (renderer.openView) data.view = renderer.openView(res.views, res.view);
      else extra = h("div.open-views", res.views.map((v, s) => h("details.panel", h("summary", t("replay.what_seat_sees", { seat: seatNo(s) })), jsonValue(v))));
    }
    const seatNum = data.seat;
    const move = res.move;
    const controls = h("section.panel.replay-controls", { dataset: { test: "replay-controls" } },
      h("div.row",
        button("«", () => go(0), { title: t("replay.first"), label: t("replay.first"), test: "replay-first", disabled: state.step === 0 }),
        button("‹", () => go(state.step - 1), { title: t("replay.prev"), label: t("replay.prev"), test: "replay-prev", disabled: state.step === 0 }),
        h("input.step-slider", {
          type: "range",
          min: 0,
          max: steps,
          value: state.step,
          "aria-label": t("replay.move"),
          oninput: (e) => go(Number(e.target.value)),
        }),
        button("›", () => go(state.step + 1), { title: t("replay.next"), label: t("replay.next"), test: "replay-next", disabled: state.step === steps }),
        button("»", () => go(steps), { title: t("replay.last"), label: t("replay.last"), test: "replay-last", disabled: state.step === steps })),
      h("div.row",
        h("span.step-label", { dataset: { test: "replay-step" } }, t("replay.step", { step: state.step, steps })),
        h("small.muted", t("replay.keys")),
        h("label", t("replay.seen_by") + " ", h("select", {
          dataset: { test: "replay-seat" },
          onchange: (e) => {
            state.seat = e.target.value;
            load();
          },
        },
        h("option", { value: "all", selected: state.seat === "all" }, t("replay.everyone")),
        h("option", { value: "spectator", selected: state.seat === "spectator" }, t("replay.spectator")),
        Array.from({ length: players }, (_, s) => h("option", { value: String(s), selected: state.seat === String(s) }, t("seat.number", { seat: seatNo(s) })))))),
      move ? h("p.last-move", t("replay.last_move", { seat: seatNo(move.seat), move: moveText(record.game, move.text) })) : h("p.last-move.muted", t("replay.setup")));
    const review = reviewSection(state.review, state.step, seatNum, go, seatToken() || held ? askReview : null, record.game);
    patch(app, h("div.replay", controls, review, drawTable(data, renderer, { mode: "replay", ui, redraw: draw, help }), extra));
  }

  const keys = (e) => {
    if (e.target.closest?.("input, select, textarea")) return;
    if (e.key === "ArrowLeft") go(state.step - 1);
    else if (e.key === "ArrowRight") go(state.step + 1);
  };
  window.addEventListener("keydown", keys);
  mount(app, h("p.muted", t("replay.loading", { game: gameName(record.game) })));
  state.review = await api.review(id).catch(() => null);
  follow();
  await load();
  return {
    leave() {
      left = true;
      clearInterval(polling);
      window.removeEventListener("keydown", keys);
    },
  };
}

function clamp(n, lo, hi) {
  return Math.max(lo, Math.min(hi, Number.isFinite(n) ? n : hi));
}
