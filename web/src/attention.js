// "Your turn" where a person looks when the table is not in front of them: the tab's title
// says it while the tab is hidden (and goes back when it is seen or the turn has passed), and
// where the person asked for it (an opt-in: the browser asks them once), a notification.
import { useEffect } from "preact/hooks";
import { gameTitle, readSetting, t, writeSetting } from "./i18n.js";
import { signal } from "./signal.js";

/** true once this browser asked to be told of its turn (and the browser allowed it). */
export const notifyOn = signal(readSetting("gt-notify") === "on" && permission() === "granted");

function permission() {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** Ask the browser for notifications (only on a person's click); true when granted. */
export async function askNotify() {
  if (permission() === "unsupported") return false;
  let answer = permission();
  if (answer === "default") answer = await Notification.requestPermission();
  notifyOn.value = answer === "granted";
  writeSetting("gt-notify", notifyOn.value ? "on" : "off");
  return notifyOn.value;
}

export function stopNotify() {
  notifyOn.value = false;
  writeSetting("gt-notify", "off");
}

const BASE = "gametable";

/** The tab title and notification of a table page: "Your turn — Baloot" while it is hidden
 * and the turn is this seat's; the plain title otherwise. */
export function useAttention(msg, held = false) {
  // (not while the board holds the decision back: once it shows)
  const mine = Boolean(msg && !msg.over && !held && msg.seat !== null && msg.legal?.length > 0);
  const game = msg?.game;
  const n = msg?.n;
  useEffect(() => {
    const show = () => {
      const hidden = document.visibilityState === "hidden";
      document.title = mine && hidden ? t("turnTitle", { game: gameTitle(game) }) : BASE;
    };
    show();
    if (mine && document.visibilityState === "hidden" && notifyOn.value) {
      try {
        const note = new Notification(t("turnNotice", { game: gameTitle(game) }), { tag: "gt-turn", icon: "/static/icons/icon-192.png" });
        note.onclick = () => {
          focus();
          note.close();
        };
      } catch {
        /* a browser that shows notifications only from a service worker: the title says it */
      }
    }
    document.addEventListener("visibilitychange", show);
    return () => document.removeEventListener("visibilitychange", show);
  }, [mine, game, n]);
  useEffect(() => () => {
    document.title = BASE;
  }, []);
}
