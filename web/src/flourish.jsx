// The table's small moments: cards dealt fly into the hand, and a short burst of confetti
// greets a win. Both are CSS animations that end (tests wait for them), and neither is drawn
// under prefers-reduced-motion (table.css).
import { useEffect, useRef, useState } from "preact/hooks";

const handOf = (msg) => {
  const v = msg?.view || {};
  if (Array.isArray(v.hand)) return v.hand.length;
  return 0;
};

/** The number of deals seen at this table so far: a hand that grew by three cards or more
 * (Baloot's five and three, a first hand) is a deal. */
export function useDeals(msg) {
  const seen = useRef({ table: null, size: 0, deals: 0 });
  const s = seen.current;
  if (!msg) return 0;
  if (s.table !== msg.table) {
    seen.current = { table: msg.table, size: 0, deals: 0 };
  }
  const size = handOf(msg);
  const now = seen.current;
  if (size - now.size >= 3) now.deals += 1;
  now.size = size;
  return now.deals;
}

/** Whether this seat (or its team) won the game now over. */
export function won(msg) {
  if (!msg?.over || msg.seat === null || msg.seat === undefined) return false;
  if (msg.game === "baloot" && msg.view && typeof msg.view.winner === "number") {
    return msg.view.winner === msg.seat % 2;
  }
  return msg.scores?.[msg.seat] === 1;
}

/** The deal to animate: "a" or "b" (alternating, so that a new deal restarts the animation)
 * for a moment after each deal, else null (nothing else of the hand is touched then). */
export function useDealAnimation(msg) {
  const deals = useDeals(msg);
  const [fresh, setFresh] = useState(null);
  useEffect(() => {
    if (!deals) return undefined;
    setFresh(deals % 2 ? "a" : "b");
    const timer = setTimeout(() => setFresh(null), 1200);
    return () => clearTimeout(timer);
  }, [deals]);
  return fresh;
}

const PIECES = 28;

/** Confetti over the table for a couple of seconds after a win (decorative). */
export function Celebration({ msg }) {
  const [on, setOn] = useState(false);
  const win = won(msg);
  useEffect(() => {
    if (!win) return undefined;
    setOn(true);
    const timer = setTimeout(() => setOn(false), 3200);
    return () => clearTimeout(timer);
  }, [win, msg?.table]);
  if (!on) return null;
  return (
    <div class="celebrate" aria-hidden="true" data-testid="celebrate">
      {Array.from({ length: PIECES }, (_, i) => (
        <i style={`--x:${(i * 37) % 100}%;--d:${(i % 7) * 0.08}s;--h:${(i * 53) % 360}`} />
      ))}
    </div>
  );
}
