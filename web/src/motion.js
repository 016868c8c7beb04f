// Movement on the board: cards travel from hand to trick or tile, cubes to their winner.
//
// Shared by every board. Mark elements and call the hook once per board:
//   const ref = useRef(null);
//   useFlip(ref, msg.n);                      // after each new position, animate the marked
//   <div ref={ref}> … </div>
//   data-flip="id"     an element that keeps its id between renders travels from where it was
//                      (a card from the hand to the trick: the same id in both places)
//   data-from="sel"    an element new in this render flies in from the element the CSS
//                      selector names inside the board (another player's card from their seat)
// About 300 ms (MOTION_MS); nothing moves when the person asks for reduced motion
// (prefers-reduced-motion), and nothing moves on the first render.
import { useLayoutEffect, useRef } from "preact/hooks";

export const MOTION_MS = 300;

export function reducedMotion() {
  return typeof matchMedia !== "function" || matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** An element's box in page coordinates (a scroll between two positions moves nothing). */
function box(el) {
  const r = el.getBoundingClientRect();
  return { left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height };
}

function rectsOf(root) {
  const rects = new Map();
  for (const el of root.querySelectorAll("[data-flip]")) rects.set(el.dataset.flip, box(el));
  return rects;
}

function fly(el, from, to) {
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  const scale = to.width ? Math.max(0.4, Math.min(2.5, from.width / to.width)) : 1;
  const flight = el.animate?.(
    [{ transform: `translate(${dx}px, ${dy}px) scale(${scale})` }, { transform: "none" }],
    { duration: MOTION_MS, easing: "cubic-bezier(.2,.7,.3,1)" },
  );
  if (!flight) return;
  // marked while it travels (data-flying), so that a board may lift it over what lies on its
  // way: Baloot's partner's card flew under the contract's box, seen half hidden there
  el.dataset.flying = "1";
  const landed = () => delete el.dataset.flying;
  flight.onfinish = landed;
  flight.oncancel = landed;
}

/** Animates the board's marked elements whenever ``key`` changes (see the module comment). */
export function useFlip(rootRef, key) {
  const last = useRef(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const before = last.current;
    const now = rectsOf(root);
    last.current = now;
    if (!before || reducedMotion()) return;
    for (const el of root.querySelectorAll("[data-flip]")) {
      const id = el.dataset.flip;
      const to = now.get(id);
      const from = before.get(id);
      if (from) {
        fly(el, from, to);
      } else if (el.dataset.from) {
        const source = root.querySelector(el.dataset.from);
        if (source) fly(el, box(source), to);
      }
    }
  }, [key]);
}
