// Turn alerts: when it becomes your turn the tab's title says so, and, if
// you switched them on, a short sound plays and the desktop shows a
// notification (only while the tab is hidden). The switches are kept in
// this browser (localStorage).
import { h } from "./dom.js";
import { t } from "./i18n.js";

const KEY = "urbs.alerts";

function prefs() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) ?? {};
  } catch {
    return {};
  }
}

function save(changes) {
  localStorage.setItem(KEY, JSON.stringify({ ...prefs(), ...changes }));
}

let wasMine = false;

/** After every draw of a seat's table: `mine` is whether it must act now. */
export function turnAlert(mine, game) {
  document.title = mine ? t("alerts.title_mine", { game }) : t("alerts.title", { game });
  if (mine && !wasMine) {
    // Counted, so that tests can tell an alert was raised.
    window.urbsTurnAlerts = (window.urbsTurnAlerts ?? 0) + 1;
    const p = prefs();
    if (p.sound) beep();
    if (p.notify && document.hidden && "Notification" in window && Notification.permission === "granted") {
      new Notification(t("alerts.notification", { game }), { tag: "urbs-turn" });
    }
  }
  wasMine = mine;
}

/** On leaving a table. */
export function clearTurnAlert() {
  wasMine = false;
  document.title = "urbs";
}

function beep() {
  try {
    const ctx = new AudioContext();
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.frequency.value = 660;
    gain.gain.value = 0.08;
    tone.connect(gain).connect(ctx.destination);
    tone.onended = () => ctx.close();
    tone.start();
    tone.stop(ctx.currentTime + 0.15);
  } catch {
    // No audio here: the title still says it.
  }
}

/** The switches for the sound and the desktop notification. */
export function alertControls() {
  const p = prefs();
  const canNotify = "Notification" in window;
  return h("span.alerts",
    h("label", { title: t("alerts.sound_title") },
      h("input", {
        type: "checkbox",
        checked: !!p.sound,
        dataset: { test: "alert-sound" },
        onchange: (e) => save({ sound: e.target.checked }),
      }), " ", t("alerts.sound")),
    canNotify
      ? h("label", { title: t("alerts.notify_title") },
        h("input", {
          type: "checkbox",
          checked: !!p.notify && Notification.permission === "granted",
          dataset: { test: "alert-notify" },
          onchange: async (e) => {
            let on = e.target.checked;
            if (on && Notification.permission !== "granted") on = (await Notification.requestPermission()) === "granted";
            e.target.checked = on;
            save({ notify: on });
          },
        }), " ", t("alerts.notify"))
      : null);
}
