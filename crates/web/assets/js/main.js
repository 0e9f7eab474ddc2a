// The router: the part of the URL after `#` picks the screen.
//   #/                         lobby
//   #/created/{id}             join links of a game just created
//   #/game/{id}?token=T        play seat T (no token: watch); add &generic
//                              to draw any game as plain panels and buttons
//   #/replay/{id}?step=N&seat=S|all
//   #/rules/{game}?rule=FS-3   a game's rules, at a ruling
//   #/account                  sign in or up; the account and "my games"
//   #/seat/{id}/{seat}         a notification's link: the seat the account holds
//   #/player/{name}            an account's public profile and ratings
//   #/leaderboard/{game}       a game's leaderboard
//   #/learn/{game}             a guided first game (creates it, then its table
//                              with &learn=GAME: tips at the moments that matter)
import { mount, patch, h, connection } from "./dom.js";
import { lobby, created } from "./lobby.js";
import { table } from "./table.js";
import { replay } from "./replay.js";
import { rulesPage } from "./rules.js";
import { startTutorial } from "./tutorial.js";
import { accountPage, accountLink, whoami, holdSeat } from "./account.js";
import { notifySection, seatLink } from "./notify.js";
import { profilePage, leaderboardPage } from "./players.js";
import { watchInvitations } from "./invitations.js";
import { t, LANGS, chosenLang, currentLang, loadLang, setLang } from "./i18n.js";

let current = null;

function parse() {
  const raw = location.hash.replace(/^#/, "") || "/";
  const [path, query = ""] = raw.split("?");
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  return { parts, params: new URLSearchParams(query) };
}

/** The top bar: the way home, the account, the language. */
function topbar(me) {
  const nav = document.querySelector(".topbar nav");
  if (!nav) return;
  patch(nav,
    h("a", { href: "#/" }, t("nav.lobby")),
    accountLink(me),
    h("label.lang-pick",
      h("span.visually-hidden", t("nav.language")),
      h("select", {
        dataset: { test: "lang" },
        "aria-label": t("nav.language"),
        onchange: async (e) => {
          await setLang(e.target.value);
          route();
        },
      }, LANGS.map(([code, name]) => h("option", { value: code, lang: code, selected: code === currentLang() }, name)))));
  document.title = "urbs";
}

// Screens are shown one at a time, in the order asked: a screen still
// loading when the address changes again is finished (and then left)
// before the next one starts, so two screens never draw into the page at
// once. Addresses asked while one loads are coalesced: only the last is shown.
let routing = Promise.resolve();
let asked = 0;
function route() {
  const n = ++asked;
  routing = routing
    .then(() => (n === asked ? show() : undefined))
    .catch((e) => console.error("the screen failed", e));
  return routing;
}

async function show() {
  if (current && current.leave) current.leave();
  current = null;
  connection(null);
  const me = await whoami();
  topbar(me);
  const app = document.getElementById("app");
  const { parts, params } = parse();
  const [screen, id] = parts;
  // A seat opened while signed in is kept in "my games".
  if (me && screen === "game" && id && params.get("token")) holdSeat(id, params.get("token"));
  window.scrollTo(0, 0);
  // A new screen starts afresh (redraws within a screen are patched).
  mount(app, h("p.muted", t("common.loading")));
  try {
    if (!screen) current = await lobby(app);
    else if (screen === "created" && id) current = await created(app, id);
    else if (screen === "game" && id)
      current = await table(app, id, params.get("token"), { generic: params.has("generic"), learn: params.get("learn") });
    else if (screen === "learn" && id) location.replace(await startTutorial(id));
    else if (screen === "replay" && id)
      current = await replay(app, id, {
        step: params.get("step"),
        seat: params.get("seat"),
      });
    else if (screen === "account") {
      current = await accountPage(app);
      if (me) app.append(await notifySection());
    } else if (screen === "seat" && id) location.replace(await seatLink(id, parts[2]));
    else if (screen === "player" && id) current = await profilePage(app, id);
    else if (screen === "leaderboard" && id) current = await leaderboardPage(app, id);
    else if (screen === "rules" && id) current = await rulesPage(app, id, params.get("rule"));
    else mount(app, h("p", t("common.nothing_here"), " "), h("a", { href: "#/" }, t("common.back_to_lobby")));
  } catch (e) {
    console.error(e);
    // A seat's link that does not open its seat (a wrong or old token) may still watch the game.
    const watch = screen === "game" && id && params.get("token") && e.status >= 400 && e.status < 500
      ? h("p", h("a.btn", { href: `#/game/${encodeURIComponent(id)}`, dataset: { test: "watch-instead" } }, t("pagetext.watch_instead")))
      : null;
    mount(app, h("div.panel.error", h("h2", t("common.went_wrong")), h("p", e.message || String(e)), watch, h("a", { href: "#/" }, t("common.back_to_lobby"))));
  }
  // Invitations for the account, live on every screen.
  watchInvitations(me);
}

window.addEventListener("hashchange", route);
loadLang(chosenLang())
  .catch((e) => {
    console.error("no catalog; falling back to English", e);
    return loadLang("en");
  })
  .finally(route);
