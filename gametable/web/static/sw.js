// The service worker of the installable app (served at /sw.js, so that it may look after the
// whole site). It keeps the static app shell, the page and /static/, so that a table added to
// the home screen opens even on a poor connection; it is network-first, so a new build is
// always used when the server answers, and the copy only serves when it does not. Nothing of
// the API, the sockets or invite links passes through it: those are never cached.
// It also shows the server's Web Push messages ("Your turn — Baloot", web/src/push.js
// subscribes) and, on a click, brings up the table: a window already on it, or a new one.
const CACHE = "gametable-shell-v2"; // (v1 kept nine stylesheets: dropped on activation)
const SHELL = ["/", "/static/js/app.js", "/static/app.css", "/static/favicon.svg",
  "/static/icons/icon-192.png", "/manifest.webmanifest"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))),
  );
});

/** Whether a request is the app shell's: the same site's page or its static files. */
function shell(request) {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith("/static/") || url.pathname === "/manifest.webmanifest") return true;
  return request.mode === "navigate" && !url.pathname.startsWith("/join/") && !url.pathname.startsWith("/api/");
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (!shell(request)) return; // the API, sockets, invite links: straight to the network
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          const key = request.mode === "navigate" ? "/" : request;
          caches.open(CACHE).then((cache) => cache.put(key, copy));
        }
        return response;
      })
      .catch(() => caches.match(request.mode === "navigate" ? "/" : request).then((hit) => hit || Response.error())),
  );
});

// --- Web Push ------------------------------------------------------------------------------

/** A page of this site to open (a message naming anything else opens the lobby). */
function ownPage(url) {
  try {
    const page = new URL(url || "/", self.location.origin);
    return page.origin === self.location.origin ? page.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

const samePage = (client, url) => new URL(client.url).pathname === new URL(url).pathname;

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const url = ownPage(data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      // someone looking at that very table is told there (attention.js), not twice
      if (windows.some((w) => w.focused && w.visibilityState === "visible" && samePage(w, url))) return undefined;
      return self.registration.showNotification(data.title || "gametable", {
        body: data.body || "",
        tag: data.tag || "gametable",
        renotify: true,
        lang: data.lang || "",
        dir: data.lang === "ar" ? "rtl" : "auto",
        icon: "/static/icons/icon-192.png",
        data: { url },
      });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownPage(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const there = windows.find((w) => samePage(w, url));
      return there ? there.focus() : self.clients.openWindow(url);
    }),
  );
});
