// The climbing game in the web app: one object, registered in ./index.js.
import { lazy } from "preact/compat";
import * as describe from "../describe/climbing.js";
import { t } from "../i18n.js";

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
  rules: () => import("../rules/climbing.js"),
  teamOf: null,
  /** "Learn by playing": you against one easy bot, with hints, the guide at each step */
  learnSeats: 2,
  quick: { label: (v) => t("players_n", { n: v }), name: "opt_players" },
  /** the game-over dialog waits this long after the game ends in sight: the last round's turns
   * play one after another on the board (climbing.jsx, useTurnSequence) and the winning turn
   * and the winner's path are seen first (table.jsx, useOverHeld). Enough for four turns, each
   * named before the dialog comes; overHoldFor fits it to the turns a game's end plays */
  overHoldMs: 4000,
  /** the same, for the view the game ended on: until the last turn of its round has landed and
   * its words have been read (table.jsx may use it in place of overHoldMs) */
  // (the numbers are climbing_scene.js's SEQ_STEP_MS and SEQ_SWING_MS: that module brings
  // three.js, which only the board's own chunk loads)
  overHoldFor: (view) => (Math.max(1, view?.turns?.length ?? 1) - 1) * 1050 + 700 + 1500,
  resultValue: (view, seat) =>
    view.paths ? (seat === view.winner ? t("c_atTop") : t("c_reachCount", { n: view.paths[seat]?.cubes?.length ?? 0 })) : null,
};
