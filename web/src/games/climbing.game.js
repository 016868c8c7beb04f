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
  rules: () => import("../rules/climbing.js"),
  teamOf: null,
  /** "Learn by playing": you against one easy bot, with hints, the guide at each step */
  learnSeats: 2,
  quick: { label: (v) => t("players_n", { n: v }), name: "opt_players" },
  /** the game-over dialog waits this long after the game ends in sight: the winning turn and
   * the winner's path are seen on the board first (table.jsx, useOverHeld) */
  overHoldMs: 2200,
  resultValue: (view, seat) =>
    view.paths ? (seat === view.winner ? t("c_atTop") : t("c_reachCount", { n: view.paths[seat]?.cubes?.length ?? 0 })) : null,
};
