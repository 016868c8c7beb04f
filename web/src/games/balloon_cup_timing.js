// Balloon Cup's pace and goal, read by the board and the game object (which may not import the
// board: it is loaded lazily).

/** ms a decided tile stays on the board with its cards, both totals and its winner before the
 * new tile (its new cubes) takes its place; the server's bots wait as long after a tile is
 * decided (gametable/games/balloon_cup/descriptor.py: beat_pause) */
export const RESULT_HOLD_MS = 2000;

/** ms the game-over window waits after the last move, so the last claim's trophy is seen
 * reaching its player (it came 200 ms after the claim and covered it) */
export const OVER_HOLD_MS = 1500;

/** The trophies that win the game (gametable/games/balloon_cup/state.py: TROPHIES_TO_WIN;
 * no option changes it). */
export const TROPHIES_TO_WIN = 3;
