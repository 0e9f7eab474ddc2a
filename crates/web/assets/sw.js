// The service worker of turn notifications (rules N-1 .. N-7): served at
// the root so that its scope covers every page. It shows what the server
// pushed (the JSON {title, text, url}: nothing else, N-4) and opens the
// link when the notification is clicked.
self.addEventListener("push", (event) => {
  let told = { title: "urbs", text: "", url: "/" };
  try {
    told = { ...told, ...event.data.json() };
  } catch {
    // Not JSON: shown as urbs' own words, with no link but the page.
  }
  event.waitUntil(self.registration.showNotification(told.title, {
    body: told.text,
    data: { url: told.url },
    tag: told.url,
    icon: "/favicon.svg",
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin);
  // Only this site's pages are opened.
  const target = url.origin === self.location.origin ? url.href : self.location.origin + "/";
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const c of open) {
      if (new URL(c.url).origin === self.location.origin && "navigate" in c) {
        await c.focus();
        return c.navigate(target);
      }
    }
    return self.clients.openWindow(target);
  })());
});
