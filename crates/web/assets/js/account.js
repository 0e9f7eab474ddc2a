// Accounts (docs/api.md, "Accounts"): sign up and in with a passkey, or a
// name and password; "my games" on any device; sign out here or
// everywhere; delete the account. A seat opened while signed in is kept
// in "my games" (`holdSeat`). Playing by link needs none of it.
import { h, mount } from "./dom.js";
import { t, seatNo } from "./i18n.js";
import { gameName } from "./games/index.js";

/** This page's words: the catalogs' `account.*` messages. */
const w = (key, args = {}) => t(`account.${key}`, args);

/** A JSON request with the session's cookie; throws the server's error. */
export async function call(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const err = new Error(data?.error ?? `${res.status}`);
    err.status = res.status;
    throw err;
  }
  return data;
}

/** Who is signed in (`{id, name, passkeys, password}`), or null. */
export async function whoami() {
  try {
    return (await call("GET", "/api/account")).account;
  } catch {
    return null;
  }
}

/** Keeps the seat `token` plays in the signed-in person's games; nothing without an account. */
export async function holdSeat(game, token) {
  try {
    await call("POST", "/api/account/seats", { game, token });
  } catch {
    // Signed out, or another account's seat: the link plays it all the same.
  }
}

// WebAuthn's JSON carries bytes as base64url; the browser's API takes buffers.
const fromB64 = (s) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)).buffer;
const toB64 = (b) => btoa(String.fromCharCode(...new Uint8Array(b))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

async function makePasskey(name) {
  const { publicKey } = await call("POST", "/api/account/passkeys/start", name ? { name } : {});
  publicKey.challenge = fromB64(publicKey.challenge);
  publicKey.user.id = fromB64(publicKey.user.id);
  publicKey.excludeCredentials = (publicKey.excludeCredentials ?? []).map((c) => ({ ...c, id: fromB64(c.id) }));
  // A passkey the browser offers at sign-in without a name: resident.
  publicKey.authenticatorSelection = { ...(publicKey.authenticatorSelection ?? {}), residentKey: "required", requireResidentKey: true };
  const cred = await navigator.credentials.create({ publicKey });
  const credential = {
    id: cred.id, rawId: toB64(cred.rawId), type: cred.type,
    response: { attestationObject: toB64(cred.response.attestationObject), clientDataJSON: toB64(cred.response.clientDataJSON) },
    extensions: cred.getClientExtensionResults?.() ?? {},
  };
  return call("POST", "/api/account/passkeys/finish", { credential });
}

async function usePasskey() {
  const { publicKey } = await call("POST", "/api/account/passkeys/signin/start", {});
  publicKey.challenge = fromB64(publicKey.challenge);
  publicKey.allowCredentials = (publicKey.allowCredentials ?? []).map((c) => ({ ...c, id: fromB64(c.id) }));
  const cred = await navigator.credentials.get({ publicKey });
  const r = cred.response;
  const credential = {
    id: cred.id, rawId: toB64(cred.rawId), type: cred.type,
    response: {
      authenticatorData: toB64(r.authenticatorData), clientDataJSON: toB64(r.clientDataJSON),
      signature: toB64(r.signature), userHandle: r.userHandle ? toB64(r.userHandle) : null,
    },
    extensions: cred.getClientExtensionResults?.() ?? {},
  };
  return call("POST", "/api/account/passkeys/signin/finish", { credential });
}

function gameLink(g) {
  // A seat sealed by a server run without the key opens no more: watch it.
  const token = g.token ? `?token=${encodeURIComponent(g.token)}` : "";
  return `#/game/${encodeURIComponent(g.id)}${token}`;
}

function result(g) {
  if (g.win === undefined || g.win === null) return "";
  return g.win >= 1 ? w("won") : g.win > 0 ? w("shared") : w("lost");
}

function myGames(mine) {
  const row = (g, over) => h("li.game-item", { dataset: { test: over ? "my-finished" : "my-in-play", id: g.id } },
    h("span.game-title", h("strong", gameName(g.game)), " ", h("code", g.id), " · ", w("seat", { seat: seatNo(g.seat) })),
    h("span.muted", over ? result(g) : g.your_turn ? h("strong", { dataset: { test: "your-turn" } }, w("your_turn")) : w("waiting")),
    h("span.links",
      h("a.btn", { href: gameLink(g) }, w("open")),
      over ? h("a.btn", { href: `#/replay/${encodeURIComponent(g.id)}` }, w("replay")) : null));
  const list = (games, over, test) => games.length
    ? h("ul.game-list", { dataset: { test } }, games.map((g) => row(g, over)))
    : h("p.muted", { dataset: { test } }, w("none"));
  return h("section.panel", { dataset: { test: "my-games" } },
    h("h2", w("mine")),
    h("h3", w("in_play")), list(mine.in_play, false, "in-play"),
    h("h3", w("finished")), list(mine.finished, true, "finished"));
}

/** The account screen (`#/account`): sign in or up, or the account and its games. */
export async function accountPage(app) {
  const status = h("p.muted", { role: "status", dataset: { test: "account-status" } });
  const fail = (e) => {
    status.textContent = e.message || String(e);
  };
  // The whole screen again, the top bar's name included.
  const redraw = async () => window.dispatchEvent(new HashChangeEvent("hashchange"));
  const me = await whoami();
  if (!me) {
    const name = h("input", { id: "account-name", name: "username", autocomplete: "username webauthn", dataset: { test: "account-name" }, maxlength: 20 });
    const password = h("input", { id: "account-password", type: "password", autocomplete: "current-password", dataset: { test: "account-password" } });
    const act = (f) => async (e) => {
      e.preventDefault?.();
      try {
        await f();
        await redraw();
      } catch (err) {
        fail(err);
      }
    };
    const passkeys = !!window.PublicKeyCredential;
    mount(app, h("section.panel.account", { dataset: { test: "account-page" } },
      h("h2", w("title")),
      h("p", h("label", { for: "account-name" }, w("name")), " ", name),
      passkeys
        ? h("p",
          h("button.btn.primary", { type: "button", dataset: { test: "passkey-signup" }, onclick: act(() => makePasskey(name.value)) }, w("passkey_up")), " ",
          h("button.btn", { type: "button", dataset: { test: "passkey-signin" }, onclick: act(usePasskey) }, w("passkey_in")))
        : h("p.muted", w("no_passkeys")),
      h("h3", w("or_password")),
      h("p", h("label", { for: "account-password" }, w("password")), " ", password),
      h("p",
        h("button.btn", { type: "button", dataset: { test: "password-signup" }, onclick: act(() => call("POST", "/api/account/signup", { name: name.value, password: password.value })) }, w("password_up")), " ",
        h("button.btn", { type: "button", dataset: { test: "password-signin" }, onclick: act(() => call("POST", "/api/account/signin", { name: name.value, password: password.value })) }, w("password_in"))),
      status));
    return {};
  }
  const mine = await call("GET", "/api/account/games");
  const act = (f) => async () => {
    try {
      await f();
      await redraw();
    } catch (err) {
      fail(err);
    }
  };
  mount(app,
    h("section.panel.account", { dataset: { test: "account-page" } },
      h("h2", w("title")),
      h("p", { dataset: { test: "signed-in" } }, w("signed_in", { name: me.name }), " · ",
        h("a", { href: `#/player/${encodeURIComponent(me.name)}`, dataset: { test: "my-profile" } }, w("profile"))),
      h("p",
        h("button.btn", { type: "button", dataset: { test: "add-passkey" }, onclick: act(() => makePasskey(null)) }, w("add_passkey")), " ",
        h("button.btn", { type: "button", dataset: { test: "sign-out" }, onclick: act(() => call("POST", "/api/account/signout", {})) }, w("sign_out")), " ",
        h("button.btn", { type: "button", dataset: { test: "sign-out-everywhere" }, onclick: act(() => call("POST", "/api/account/signout", { everywhere: true })) }, w("sign_out_all")), " ",
        h("button.btn.danger", {
          type: "button", dataset: { test: "delete-account" },
          onclick: act(async () => {
            if (confirm(w("delete_sure"))) await call("POST", "/api/account/delete", {});
          }),
        }, w("delete"))),
      status),
    myGames(mine),
    // Filled by invitations.js's live list.
    h("section#my-invitations.panel.invitations", { dataset: { test: "my-invitations" } }));
  return {};
}

/** The top bar's link: the name signed in, or the way to sign in. */
export function accountLink(me) {
  return h("a", { href: "#/account", dataset: { test: "account-link" } }, me ? me.name : w("title"));
}
