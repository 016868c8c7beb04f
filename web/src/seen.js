// What the page reads again and again, read only while someone can see it.
import { useEffect } from "preact/hooks";

/** Runs ``load`` every ``ms`` while the page is seen, and at once when it is seen again (the
 * first load is the caller's); returns what stops it. A tab left in the background asked the
 * server for the open tables every 3 s for as long as it stayed open, for nobody. */
export function whileSeen(load, ms) {
  const timer = setInterval(() => document.visibilityState !== "hidden" && load(), ms);
  const back = () => document.visibilityState === "visible" && load();
  document.addEventListener("visibilitychange", back);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", back);
  };
}

/** :func:`whileSeen` for as long as a component is shown (``deps``: as useEffect's). */
export function useWhileSeen(load, ms, deps = []) {
  useEffect(() => whileSeen(load, ms), deps);
}
