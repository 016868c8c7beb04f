// The pace of a round's turns played one after another on the climbing board: shared by the
// scene that swings the cubes (climbing_scene.js), the board that names each turn
// (climbing.jsx) and the game's web object that holds the result dialog until the last has
// played (climbing.game.js), which must not load the scene's three.js.
import { reducedMotion } from "../motion.js";

/** A round's turns, once they are public, are played one after another in the rules' order:
 * each cube swings for SEQ_SWING_MS, the next starts SEQ_STEP_MS after it (a short pause
 * between); under reduced motion nothing swings and each turn's words show SEQ_STEP_REDUCED_MS;
 * the last turn's words stay SEQ_LAST_MS after it has landed, then the round's summary takes
 * their place (SEQ_HOLD_MS where there is none; climbing.jsx). */
export const SEQ_SWING_MS = 800;
export const SEQ_STEP_MS = 1250;
export const SEQ_STEP_REDUCED_MS = 900;
export const SEQ_HOLD_MS = 2500;
export const SEQ_LAST_MS = 1000;
/** How long the result dialog waits after the game's last turn has landed: its words read
 * and the winning path, drawn once the turns have landed, seen before the dialog covers the
 * board (1.5 s was gone before one found it). */
export const OVER_AFTER_LANDED_MS = 3000;

/** The timing of a sequence of ``n`` turns: {step, swing, landed (ms from its start to the
 * last turn landed), read (to the summary in place of its words), end (to its words gone)}. */
export function sequenceTiming(n) {
  const reduced = reducedMotion();
  const step = reduced ? SEQ_STEP_REDUCED_MS : SEQ_STEP_MS;
  const swing = reduced ? 0 : SEQ_SWING_MS;
  const landed = Math.max(0, n - 1) * step + (reduced ? step : swing);
  return { step, swing, landed, read: landed + SEQ_LAST_MS, end: landed + SEQ_HOLD_MS };
}
