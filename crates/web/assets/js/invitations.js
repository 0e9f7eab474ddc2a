// Invitations (docs/api.md, "Invitations"; rulings I-1 .. I-8): invite an
// account by name to a seat of a new game (the lobby's seat choice
// "Invite…") or of a rematch (the finished table); the invitations for the
// account signed in, live on every page (asked for every few seconds, so
// they arrive whichever server the page talks to), to accept or decline;
// the inviter told when one is declined; "my games" lists them too.
//
// Stable ids for tests and links: `#invitations` (the live panel),
// `#invitation-{game}-{seat}` with `#invitation-accept-{game}-{seat}` and
// `#invitation-decline-{game}-{seat}`, `#invitation-declined-{game}-{seat}`,
// `#my-invitations` (the account page's section, which this file fills),
// `#invite-name-{seat}` (the lobby),
// `#rematch-invite-name`, `#rematch-invite-seat`, `#rematch-invite-send`.
import { h, patch, toast } from "./dom.js";
import { call } from "./account.js";
import { gameName } from "./games/index.js";
import { t, seatNo } from "./i18n.js";

/** This file's words: the catalogs' `invite.*` messages. */
const w = (key, args = {}) => t(`invite.${key}`, args);
const enc = encodeURIComponent;

/** How often the page asks for its invitations. */
const POLL_MS = 3000;
/** Declined invitations the inviter has dismissed, kept in the browser. */
const DISMISSED = "urbs.invitations.dismissed";

let me = null;
let timer = null;
let latest = { received: [], sent: [] };

const keyOf = (inv) => `${inv.id}-${inv.seat}`;

/** The lobby's seat choice "Invite…". */
export function inviteOption(seat) {
  return h("option", { value: "invite", selected: seat.kind === "invite" }, w("seat_option"));
}

/** The name of the account invited to seat `i` (the lobby's form). */
export function inviteName(seat, i) {
  return h("input.seat-name-input", {
    type: "text",
    id: `invite-name-${i}`,
    maxLength: 20,
    placeholder: w("name_placeholder"),
    value: seat.name ?? "",
    "aria-label": w("name_label", { seat: seatNo(i) }),
    dataset: { test: `invite-name-${i}` },
    oninput: (e) => (seat.name = e.target.value.trim()),
  });
}

/** What the page of a game just created says of an invited seat. */
export function invitedSeat(name) {
  return w("created_seat", { name });
}

function button(label, id, test, fn, cls) {
  return h("button", { type: "button", id, class: cls, dataset: { test }, onclick: fn }, label);
}

async function answer(inv, how) {
  try {
    const r = await call("POST", `/api/games/${enc(inv.id)}/invitations/${inv.seat}/${how}`, {});
    // I-3: the account holds the seat; the page goes to the table.
    if (how === "accept") location.hash = `#/game/${enc(r.id)}?token=${enc(r.token)}`;
  } catch (e) {
    toast(e.message);
  }
  await refresh();
}

function received(inv) {
  const k = keyOf(inv);
  return h("li.invitation", { id: `invitation-${k}`, dataset: { test: "invitation", id: inv.id, seat: String(inv.seat) } },
    h("span", w("from", { from: inv.from, game: gameName(inv.game), players: inv.players, seat: seatNo(inv.seat) }),
      inv.rated ? [" · ", t("rating.rated")] : null),
    " ",
    button(w("accept"), `invitation-accept-${k}`, "invitation-accept", () => answer(inv, "accept"), "btn primary"),
    " ",
    button(w("decline"), `invitation-decline-${k}`, "invitation-decline", () => answer(inv, "decline"), "btn"));
}

function dismissed() {
  try {
    return JSON.parse(localStorage.getItem(DISMISSED) || "[]");
  } catch {
    return [];
  }
}

function dismiss(inv) {
  try {
    localStorage.setItem(DISMISSED, JSON.stringify([...dismissed(), keyOf(inv)].slice(-200)));
  } catch {
    /* private mode: shown until the page closes */
  }
  draw();
}

// I-4: the inviter's page says that the seat is open to the link now.
function declined(inv) {
  const k = keyOf(inv);
  return h("li.invitation.declined", { id: `invitation-declined-${k}`, dataset: { test: "invitation-declined", id: inv.id, seat: String(inv.seat) } },
    h("span", w("declined", { to: inv.to, game: gameName(inv.game), seat: seatNo(inv.seat) })),
    " ",
    button(w("dismiss"), `invitation-dismiss-${k}`, "invitation-dismiss", () => dismiss(inv), "btn"));
}

function waiting(inv) {
  return h("li.invitation", { id: `invitation-sent-${keyOf(inv)}`, dataset: { test: "invitation-sent", id: inv.id } },
    h("span.muted", w("waiting", { to: inv.to, game: gameName(inv.game), seat: seatNo(inv.seat) })));
}

function draw() {
  const panel = document.getElementById("invitations");
  if (!panel) return;
  const gone = dismissed();
  const told = latest.sent.filter((i) => i.status === "declined" && !gone.includes(keyOf(i)));
  // On the account page the invitations are listed in "my games" instead.
  const mine = document.getElementById("my-invitations");
  const here = mine ? [] : latest.received;
  panel.hidden = !here.length && !told.length;
  patch(panel, panel.hidden ? [] : [
    h("h2", w("title")),
    h("ul.invitation-list", here.map(received), told.map(declined)),
  ]);
  if (mine) {
    const sent = latest.sent.filter((i) => i.status === "pending");
    patch(mine,
      h("h3", w("title")),
      latest.received.length || sent.length
        ? h("ul.invitation-list", latest.received.map(received), sent.map(waiting))
        : h("p.muted", w("none")));
  }
}

async function refresh() {
  if (!me) return;
  try {
    latest = await call("GET", "/api/account/invitations");
  } catch (e) {
    if (e.status === 401) latest = { received: [], sent: [] };
    else return;
  }
  draw();
}

/**
 * Keeps the live list of invitations for `account` (null when signed
 * out) above every screen; main.js calls it at each screen.
 */
export function watchInvitations(account) {
  me = account;
  let panel = document.getElementById("invitations");
  if (!panel) {
    panel = h("section#invitations.panel.invitations", {
      "aria-label": w("title"),
      "aria-live": "polite",
      dataset: { test: "invitations" },
      hidden: true,
      // Above the screen, as wide as it.
      style: { maxWidth: "calc(1200px - 1.5rem)", margin: "0.75rem max(0.75rem, calc((100% - 1200px) / 2 + 0.75rem)) 0" },
    });
    document.getElementById("app")?.before(panel);
  }
  if (!me) {
    clearInterval(timer);
    timer = null;
    latest = { received: [], sent: [] };
    draw();
    return;
  }
  timer ??= setInterval(refresh, POLL_MS);
  refresh();
}

/**
 * I-6: at a finished table, a seated person signed in starts the rematch
 * with a bot's seat of it held for an account invited by name. Seats move
 * one on in a rematch: seat s's bot plays seat s + 1 of it.
 */
export function rematchInvite(data, token) {
  const seats = data.seats ?? [];
  const n = seats.length;
  const open = seats.filter((s) => s.kind === "bot").map((s) => (s.seat + 1) % n);
  if (!me || !token || !open.length) return null;
  const send = async () => {
    const name = document.getElementById("rematch-invite-name")?.value.trim() ?? "";
    const seat = Number(document.getElementById("rematch-invite-seat")?.value);
    try {
      const r = await call("POST", `/api/games/${enc(data.id)}/rematch/invite`, { token, seat, name });
      location.hash = `#/game/${enc(r.id)}?token=${enc(token)}`;
    } catch (e) {
      toast(e.message);
    }
  };
  return h("span.rematch-invite", { dataset: { test: "rematch-invite" }, style: { display: "block", marginTop: "0.5rem" } },
    h("label", { for: "rematch-invite-name" }, w("rematch_label")), " ",
    h("input", { type: "text", id: "rematch-invite-name", maxLength: 20, placeholder: w("name_placeholder"), dataset: { test: "rematch-invite-name" } }), " ",
    h("select", { id: "rematch-invite-seat", "aria-label": w("rematch_seat_label"), dataset: { test: "rematch-invite-seat" } },
      open.map((s) => h("option", { value: String(s) }, w("rematch_seat", { seat: seatNo(s) })))), " ",
    button(w("rematch_send"), "rematch-invite-send", "rematch-invite-send", send, "btn"));
}
