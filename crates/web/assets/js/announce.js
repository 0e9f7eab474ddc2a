// What screen readers hear as the table changes: turn changes and new log
// lines go to a polite live region (#announcer in index.html), which sits
// outside the redrawn page so that a redraw never reads it out again.

const KEEP = 6;

/** Says `lines` (strings) to screen readers, after what they are saying now. */
export function announce(...lines) {
  const box = document.getElementById("announcer");
  if (!box) return;
  for (const line of lines.flat()) {
    if (!line) continue;
    const p = document.createElement("p");
    p.textContent = line;
    box.append(p);
  }
  while (box.childElementCount > KEEP) box.firstElementChild.remove();
}

/** Forgets what was said (on leaving a screen). */
export function clearAnnouncements() {
  document.getElementById("announcer")?.replaceChildren();
}
