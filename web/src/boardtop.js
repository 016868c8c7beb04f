// A board that ends at the window's foot, whatever lies above it.
//
// Baloot's and Balloon Cup's boards are one height from decision to decision, your seat pinned
// (sticky) at the window's foot, so your hand never moves. Their height was the window's less a
// fixed allowance for what lies above (the site's bar, the table's head, the seats, the guide),
// right for a 1280x800 window only: at 1366x768 the head took a second row and the board ran
// 90 px past the foot, and at 1024x768 the seats did too and it ran 190 px past; your seat,
// pinned over the board's lower part, covered your own trick card, then the whole trick (and
// Balloon Cup's news). The board's distance from the page's top is measured instead and given
// to the style sheet as --board-top (reach.css), so the board ends at the foot. The climbing
// game's stage takes its height the same way (climbing.css), leaving room for the guide under it.
import { useLayoutEffect } from "preact/hooks";

/** The page's top to ``el``'s, unscrolled, less its own top margin (a board taller windows
 * push down to the foot by a margin made of --board-top: reach.css). */
function topOf(el) {
  const margin = parseFloat(getComputedStyle(el).marginTop) || 0;
  return Math.round(el.getBoundingClientRect().top + window.scrollY - margin);
}

/** What can move the board up or down: every element before it in its parent, and before each
 * of its ancestors in theirs (the guide, the seats, the table's head, the site's bar), and its
 * ancestors themselves (one that grows because something came above the board says so). */
function watched(el) {
  const out = [];
  for (let at = el; at && at !== document.body; at = at.parentElement) {
    for (let sib = at.previousElementSibling; sib; sib = sib.previousElementSibling) out.push(sib);
    if (at !== el) out.push(at);
  }
  return out;
}

/**
 * Keeps ``ref``'s element's --board-top (px) its distance from the page's top: measured once
 * drawn, and again whenever anything above it or around it changes size, or the window does
 * (never at every render: a read of the layout after each render cost the browser tests some
 * 7 % more CPU).
 */
export function useBoardTop(ref) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const top = `${topOf(el)}px`;
      if (el.style.getPropertyValue("--board-top") !== top) el.style.setProperty("--board-top", top);
    };
    measure();
    window.addEventListener("resize", measure);
    const watcher = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    for (const other of watched(el)) watcher?.observe(other);
    return () => {
      watcher?.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);
}
