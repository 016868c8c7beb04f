// Balloon Cup in the web app: one object, registered in ./index.js.
import { lazy } from "preact/compat";
import * as describe from "../describe/balloon_cup.js";
import { t } from "../i18n.js";

export default {
  name: "balloon-cup",
  board: lazy(() => import("./balloon_cup.jsx")),
  describe,
  /** its one line in the lobby: what the game is */
  pitch: "bc_pitch",
  rules: () => import("../rules/balloon_cup.js"),
  /** seat → team, or null where every seat plays for itself */
  teamOf: null,
  /** a "Learn by playing" table's seats (none: no tutorial) */
  learnSeats: 2,
  quick: null,
  /** a seat's result in words at the game's end */
  resultValue: (view, seat) => (view.players ? t("trophiesN", { n: view.players[seat].trophies.length }) : null),
};
