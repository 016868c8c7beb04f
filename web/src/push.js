// Web Push: this device told of the person's turn while no page of the site is open. The
// switch (drawn on the "Your games" page, yourgames.jsx) asks the browser's permission on a
// click only, subscribes through the service worker (web/public/sw.js, which shows the
// notification) with the server's VAPID key, and posts the subscription to the server,
// which keeps it for whoever is signed in (gametable/server/people/push.py). Turning it off
// forgets it on both sides. Each page load sends a kept subscription again, once a session
// (the server may have dropped it, or another person signed in on this browser since).
import { api } from "./api.js";
import { signal } from "./signal.js";

/** "unsupported" | "blocked" | "off" | "busy" | "on" | "failed" */
export const pushState = signal("off");
/** why turning it on failed (the browser's or the server's words), or null */
export const pushError = signal(null);

export function pushSupported() {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    typeof Notification !== "undefined"
  );
}

/** A base64url key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

function sameBytes(buffer, bytes) {
  if (!buffer) return false;
  const mine = new Uint8Array(buffer);
  return mine.length === bytes.length && mine.every((b, i) => b === bytes[i]);
}

/** ms a browser's push service may take to subscribe: one it cannot reach never answers */
const SUBSCRIBE_MS = 20_000;

function within(promise, ms, why) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(why)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The service worker's registration once it is active (registered here if the page's own
 * registration has not happened yet: the same script and scope, so nothing twice). */
async function ready() {
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

async function current() {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

/** What the switch shows, read from this browser; a kept subscription is sent to the server
 * again once a session (``who``: the signed-in player's id). */
export async function refreshPush(who) {
  if (!pushSupported()) {
    pushState.value = "unsupported";
    return;
  }
  if (Notification.permission === "denied") {
    pushState.value = "blocked";
    return;
  }
  let subscription = null;
  try {
    subscription = Notification.permission === "granted" ? await current() : null;
  } catch {
    subscription = null;
  }
  pushState.value = subscription ? "on" : "off";
  const key = `gt-push-sent-${who}`;
  if (subscription && who && session(key) !== subscription.endpoint) {
    api("/api/me/push", { method: "POST", body: subscription.toJSON() })
      .then(() => session(key, subscription.endpoint))
      .catch(() => {
        /* tried again on the next load */
      });
  }
}

/** This tab's session storage: read ``key``, or write ``value`` (null where it is off). */
function session(key, value) {
  try {
    if (value === undefined) return sessionStorage.getItem(key);
    sessionStorage.setItem(key, value);
  } catch {
    /* storage off: sent again on each load */
  }
  return null;
}

/** On a click: ask the browser, subscribe, tell the server. True once it is on. */
export async function turnPushOn() {
  if (!pushSupported()) {
    pushState.value = "unsupported";
    return false;
  }
  pushError.value = null;
  pushState.value = "busy";
  try {
    let answer = Notification.permission;
    if (answer === "default") answer = await Notification.requestPermission();
    if (answer !== "granted") {
      pushState.value = answer === "denied" ? "blocked" : "off";
      return false;
    }
    const registration = await ready();
    const { key } = await api("/api/push/key");
    const bytes = keyBytes(key);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameBytes(subscription.options?.applicationServerKey, bytes)) {
      await subscription.unsubscribe(); // made with another server's key
      subscription = null;
    }
    subscription ||= await within(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes }),
      SUBSCRIBE_MS,
      "the browser's push service did not answer",
    );
    await api("/api/me/push", { method: "POST", body: subscription.toJSON() });
    pushState.value = "on";
    return true;
  } catch (error) {
    pushError.value = error?.message || String(error);
    pushState.value = "failed";
    return false;
  }
}

/** On a click: this device is told nothing more (the server forgets it, the browser too). */
export async function turnPushOff() {
  pushState.value = "busy";
  try {
    const subscription = await current();
    if (subscription) {
      await api("/api/me/push", { method: "DELETE", body: { endpoint: subscription.endpoint } }).catch(() => {});
      await subscription.unsubscribe();
    }
  } finally {
    pushState.value = "off";
  }
}

/** Signing out: this browser stops being told of the turns of the person leaving it (the next
 * person on it must not see them); never holds the sign-out up for more than two seconds. */
export async function forgetPush() {
  if (!pushSupported()) return;
  const gone = (async () => {
    const subscription = await current();
    if (!subscription) return;
    await api("/api/me/push", { method: "DELETE", body: { endpoint: subscription.endpoint } }).catch(() => {});
    await subscription.unsubscribe();
  })().catch(() => {});
  await Promise.race([gone, new Promise((done) => setTimeout(done, 2000))]);
  pushState.value = "off";
}
