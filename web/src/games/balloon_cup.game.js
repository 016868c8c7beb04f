// Balloon Cup in the web app: one object, registered in ./index.js.
import { h } from "preact";
import { lazy } from "preact/compat";
import * as describe from "../describe/balloon_cup.js";
import { listOf, t } from "../i18n.js";
import { BalloonCupEndTable } from "./balloon_cup_end.jsx";
import { OVER_HOLD_MS, TROPHIES_TO_WIN } from "./balloon_cup_timing.js";

/** A player's result at the end: the trophies of the three that win, their colours, and the
 * cubes left (which decide a game ended by the count). */
function recap(view, seat) {
  const p = view.players?.[seat];
  if (!p) return null;
  const won = p.trophies || [];
  const cubes = Object.values(p.cubes || {}).reduce((a, b) => a + b, 0);
  return t("bc_recap", {
    won: won.length,
    n: TROPHIES_TO_WIN,
    colours: won.length ? ` (${listOf(won.map((c) => t("bc_trophyColour", { colour: t(c), c })))})` : "",
    cubes,
  });
}

export default {
  name: "balloon-cup",
  board: lazy(() => import("./balloon_cup.jsx")),
  describe,
  /** its one line in the lobby: what the game is */
  pitch: "bc_pitch",
  rules: () => import("../rules/balloon_cup.js"),
  /** a "Undo" button where the server offers take-backs (you alone against bots): the
   * board takes a position that goes back as any other */
  undo: true,
  /** seat → team, or null where every seat plays for itself */
  teamOf: null,
  /** a "Learn by playing" table's seats (none: no tutorial) */
  learnSeats: 2,
  quick: null,
  /** a seat's result in words at the game's end: trophies (n/3, their colours) and cubes */
  resultValue: recap,
  /** the game-over window waits so the last claim's trophy is seen reaching its player */
  overHoldMs: OVER_HOLD_MS,
  /** the game-over window's table of the game: tiles, cubes of each colour, trophies */
  overTable: (msg) => h(BalloonCupEndTable, { msg }),
  /** the hint's whole sentence is on the board, above your hand (the head's slot cut its
   * reason at every size): the head's slot says the move and its chance */
  hintOnBoard: true,
  /** the hint's reason, from the position: who a last card makes win, how a total stands */
  hintNote: (msg, hint, name) => describe.hintReason(msg.view, hint.move, msg.seat, name),
};
