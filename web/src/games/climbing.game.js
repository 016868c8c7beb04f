// The climbing game in the web app: one object, registered in ./index.js.
import { lazy } from "preact/compat";
import * as describe from "../describe/climbing.js";
import { t } from "../i18n.js";
import { OVER_AFTER_LANDED_MS, sequenceTiming } from "./climbing_timing.js";
import { hintWords } from "./climbing_hint.js";
import { signal } from "../signal.js";
import { h } from "preact";
import { ClimbingEndTable } from "./climbing_end.jsx";

/** Set (to the message's number) while the board plays a round's turns and holds your next
 * choice back, else null: the head says nobody's turn meanwhile ("Your turn · with Aino…"
 * stood beside the panel's "Watch the turns being played…"). Set by the board. */
export const watchingTurns = signal(null);

/** The cubes' notations (one string) of the last message the board has drawn, set by the
 * board, or null: a message whose cubes differ brings turns the board will play first, and
 * holds the next choice back meanwhile (the head, drawn before the board, said "Your turn"
 * for a moment over the turns about to play). */
export const drawnCubes = signal(null);
export const cubesKey = (view) => view?.cubes?.map((c) => c.notation).join(",") ?? null;

export default {
  name: "climbing",
  board: lazy(() => import("./climbing.jsx")),
  describe,
  /** the replay's chapters: a round */
  chapter: { of: (view) => view.round ?? null, prev: "prevRound", next: "nextRound" },
  /** its one line in the lobby: what the game is */
  pitch: "c_pitch",
  /** where a game stands, in the table's head */
  progress: (view) => (view.round ? t("c_round", { n: view.round }) : null),
  /** set while the board holds the latest position back (table.jsx useHeld) */
  holdSignal: watchingTurns,
  /** a choice held until the board has drawn its message, where that message turned cubes
   * (the board says then whether it holds it) */
  holdsFirst: (msg) => !!msg.legal?.length && drawnCubes.value !== null && cubesKey(msg.view) !== drawnCubes.value,
  drawnSignal: drawnCubes,
  rules: () => import("../rules/climbing.js"),
  /** a hint in words (table.jsx, hintWords): its move and what it is for */
  hintWords,
  /** an "Undo" button where the server offers take-backs (you alone against bots); after
   * one the board is drawn anew, as on opening the table there: its round's turns are not
   * played again over a position that went back */
  undo: "fresh",
  teamOf: null,
  /** "Learn by playing": you against two easy bots, with hints, the guide at each step (a
   * game of two ended in three rounds: the first quarter turn opened the way up) */
  learnSeats: 3,
  learnOptions: { players: 3 },
  /** against bots, three players unless you choose otherwise (see learnSeats) */
  quick: { label: (v) => t("players_n", { n: v }), name: "opt_players", botsChoice: 3, botsWhy: "c_botsPlayers" },
  /** how long the game-over dialog waits after the game ends in sight (table.jsx,
   * useOverHeld): the last round's turns play one after another on the board (climbing.jsx,
   * useTurnSequence), and the winning turn and the winner's path are seen first */
  overHoldFor: (view) => sequenceTiming(Math.max(1, view?.turns?.length ?? 1)).landed + OVER_AFTER_LANDED_MS,
  /** the end's table of the whole game under the result, and a way to the board (the dialog
   * covered the winning path until closed) */
  overTable: (msg, { close } = {}) => h(ClimbingEndTable, { msg, close }),
  resultValue: (view, seat) =>
    view.paths ? (seat === view.winner ? t("c_atTop") : t("c_reachCount", { n: view.paths[seat]?.cubes?.length ?? 0 })) : null,
};
