// What the page reads again and again, read only while someone can see it.
import { useEffect } from "preact/hooks";

/** Runs ``load`` every ``ms`` while the page is seen, and at once when it is seen again
 * (``deps``: as useEffect's; the first load is the caller's). A tab left in the background
 * asked the server for the open tables every 3 s for as long as it stayed open, for nobody. */
export function useWhileSeen(load, ms, deps = []) {
  useEffect(() => {
    const timer = setInterval(() => document.visibilityState !== "hidden" && load(), ms);
    const back = () => document.visibilityState === "visible" && load();
    document.addEventListener("visibilitychange", back);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", back);
    };
  }, deps);
}
