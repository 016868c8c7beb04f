// "Describe move": each game's moves and history in words, in the chosen language.
//
// A describer is a module with
//   describeMove(move, ctx) -> string
//       ctx = { seat (who moves), viewer (the seat looking, or null), name(seat) -> display
//               name, view (the position before the move), hint (true: said to the viewer,
//               "Play …"; false: a log line in the past, "Ann played …"), stage (Baloot) }
//   describeWould(move, ctx) -> string (optional): what the search bot would have done, as a
//       whole sentence for the replay's analysis (else "would play {move}" with the hint's words)
//   describeLog(view, ctx) -> [{ key, text, kind, seat }]
//       every line the view can support, in order; a key names the same happening in every
//       later view (gamelog.jsx merges successive views by key, keeping lines older views had).
//       ctx also has previous (the view seen before this one, or null) and lastMove
//       ({ n, seat, move } in public form, or null): for what a move cleared from the view.
// A game's web object (../games/index.js) names its describer; a game without one shows its
// notation.
import { GAMES } from "../games/index.js";

export const DESCRIBERS = Object.fromEntries(
  Object.values(GAMES)
    .filter((g) => g.describe)
    .map((g) => [g.name, g.describe]),
);

/** Whether the game has a describer (and so a game log). */
export const hasDescriber = (game) => game in DESCRIBERS;

/** A move in words for this game, or the move itself where the game has no describer. */
export function describeMove(game, move, ctx) {
  const d = DESCRIBERS[game];
  if (!d || typeof move !== "string") return String(move);
  try {
    return d.describeMove(move, ctx);
  } catch {
    return move;
  }
}

/** The analysis's sentence for ``move`` where the game's describer has one, else null. */
export function describeWould(game, move, ctx) {
  const d = DESCRIBERS[game];
  if (!d?.describeWould || typeof move !== "string") return null;
  try {
    return d.describeWould(move, ctx);
  } catch {
    return null;
  }
}

/** The game log lines a view supports (empty for a game without a describer). */
export function describeLog(game, view, ctx) {
  const d = DESCRIBERS[game];
  if (!d?.describeLog || !view) return [];
  return d.describeLog(view, ctx);
}
