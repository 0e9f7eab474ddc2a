// Turn notifications (rules N-1 .. N-7; docs/api.md, "Notifications"): the
// account page's Notifications section (push in this browser, email, the
// daily digest, real-time games too), this browser's push subscription
// through the service worker (/sw.js, whose scope is the whole page), and
// the links notifications carry, #/seat/{id}/{seat}, which open the seat
// the signed-in account holds (N-4: a link never carries a seat's token).
import { h } from "./dom.js";
import { t, currentLang } from "./i18n.js";
import { call, whoami } from "./account.js";

const w = (key, args = {}) => t(`notify.${key}`, args);

/** The base64url of a VAPID key as the bytes `subscribe` takes. */
function keyBytes(b64) {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((b64.length + 3) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

const pushable = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The service worker, registered (once) at the root so it covers every page. */
export async function worker() {
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
async function current() {
  if (!pushable()) return null;
  const reg = await navigator.serviceWorker.getRegistration("/");
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Subscribes this browser with the servers' key and tells the server. */
async function pushOn(settings) {
  const reg = await worker();
  if ((await Notification.requestPermission()) !== "granted") throw new Error(w("push_denied"));
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(settings.push_key) });
  return call("POST", "/api/account/notify/push", sub.toJSON());
}

async function pushOff() {
  const sub = await current();
  if (!sub) return null;
  const answer = await call("POST", "/api/account/notify/push/remove", { endpoint: sub.endpoint });
  await sub.unsubscribe();
  return answer;
}

/** The account page's Notifications section. */
export async function notifySection() {
  const section = h("section.panel.notify", { dataset: { test: "notify" } });
  const status = h("p.muted", { role: "status", dataset: { test: "notify-status" } });
  const say = (text) => { status.textContent = text; };
  const draw = async (settings) => {
    const sub = await current().catch(() => null);
    const on = !!sub && settings.push.includes(sub.endpoint);
    const email = h("input", { id: "notify-email", type: "email", autocomplete: "email", value: settings.email ?? "", dataset: { test: "notify-email" } });
    const box = (id, key, checked) => h("p", h("label", { for: id },
      h("input", { id, type: "checkbox", checked, dataset: { test: id } }), " ", w(key)));
    const save = async () => {
      try {
        const next = await call("POST", "/api/account/notify", {
          email: email.value.trim() || null,
          email_on: section.querySelector("#notify-email-on")?.checked ?? false,
          digest: section.querySelector("#notify-digest")?.checked ?? false,
          real_time: section.querySelector("#notify-real-time").checked,
          lang: currentLang(),
        });
        await draw(next);
        say(w("saved"));
      } catch (e) {
        say(e.message || String(e));
      }
    };
    const toggle = (f) => async () => {
      try {
        await f();
        await draw(await call("GET", "/api/account/notify"));
      } catch (e) {
        say(e.message || String(e));
      }
    };
    section.replaceChildren(
      h("h2", w("title")),
      h("p", w("intro")),
      h("h3", w("push")),
      pushable()
        ? h("p",
          h("span", { dataset: { test: "push-state" } }, on ? w("push_is_on") : w("push_is_off")), " ",
          on
            ? h("button.btn", { type: "button", dataset: { test: "push-off" }, onclick: toggle(pushOff) }, w("push_off"))
            : h("button.btn.primary", { type: "button", dataset: { test: "push-on" }, onclick: toggle(() => pushOn(settings)) }, w("push_on")))
        : h("p.muted", w("push_unsupported")),
      h("h3", w("email")),
      settings.email_offered
        ? h("div",
          h("p", h("label", { for: "notify-email" }, w("email_address")), " ", email),
          box("notify-email-on", "email_on", settings.email_on),
          box("notify-digest", "digest", settings.digest))
        : h("p.muted", { dataset: { test: "no-email" } }, w("no_email")),
      box("notify-real-time", "real_time", settings.real_time),
      h("p", h("button.btn", { type: "button", dataset: { test: "notify-save" }, onclick: save }, w("save"))),
      status);
  };
  await draw(await call("GET", "/api/account/notify"));
  return section;
}

/** Where a notification's link (#/seat/{id}/{seat}) leads: the seat the
 * signed-in account holds, or the account page to sign in first. */
export async function seatLink(id, seat) {
  if (!(await whoami())) return "#/account";
  const mine = await call("GET", "/api/account/games");
  const held = [...mine.in_play, ...mine.finished].find((g) => g.id === id && String(g.seat) === String(seat));
  if (!held || !held.token) return `#/game/${encodeURIComponent(id)}`;
  return `#/game/${encodeURIComponent(id)}?token=${encodeURIComponent(held.token)}`;
}
