// The installable app: the page registers the service worker (web/public/sw.js, served at
// /sw.js by the server) that keeps the static app shell; the manifest is linked from
// index.html. Where service workers are not available (an insecure origin), nothing happens.
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      /* the site works without it */
    });
  });
}
