// The router: the part of the URL after `#` picks the screen.
//   #/                         lobby
//   #/created/{id}             join links of a game just created
//   #/game/{id}?token=T        play seat T (no token: watch); add &generic
//                              to draw any game as plain panels and buttons
//   #/replay/{id}?step=N&seat=S|all
import { mount, h, connection } from "./dom.js";
import { lobby, created } from "./lobby.js";
import { table } from "./table.js";
import { replay } from "./replay.js";

let current = null;

function parse() {
  const raw = location.hash.replace(/^#/, "") || "/";
  const [path, query = ""] = raw.split("?");
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  return { parts, params: new URLSearchParams(query) };
}

async function route() {
  if (current && current.leave) current.leave();
  current = null;
  connection(null);
  const app = document.getElementById("app");
  const { parts, params } = parse();
  const [screen, id] = parts;
  window.scrollTo(0, 0);
  // A new screen starts afresh (redraws within a screen are patched).
  mount(app, h("p.muted", "Loading…"));
  try {
    if (!screen) current = await lobby(app);
    else if (screen === "created" && id) current = await created(app, id);
    else if (screen === "game" && id)
      current = await table(app, id, params.get("token"), { generic: params.has("generic") });
    else if (screen === "replay" && id)
      current = await replay(app, id, {
        step: params.get("step"),
        seat: params.get("seat"),
      });
    else mount(app, h("p", "Nothing here. "), h("a", { href: "#/" }, "Back to the lobby"));
  } catch (e) {
    console.error(e);
    mount(app, h("div.panel.error", h("h2", "Something went wrong"), h("p", e.message || String(e)), h("a", { href: "#/" }, "Back to the lobby")));
  }
}

window.addEventListener("hashchange", route);
route();
