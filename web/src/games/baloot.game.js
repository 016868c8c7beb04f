// Baloot in the web app: one object, registered in ./index.js.
import { lazy } from "preact/compat";
import * as describe from "../describe/baloot.js";
import { listParts, t } from "../i18n.js";
import { seatName } from "../seats.js";
import { signal } from "../signal.js";

const PROFILES = ["saudi", "seed"];

/** The hand the board still shows while the next one waits behind it (its last trick, then
 * its summary; the last hand's before the result), or null: the table's head names that
 * hand, not the next one ("Hand 2" was read over hand 1's summary), and says nobody's turn
 * meanwhile. Set by the board (baloot.jsx). */
export const shownHand = signal(null);
/** The number of the last scored hand the board has drawn (its ``view.last_hand``), set by
 * the board: a message whose last scored hand is newer ended a hand the board has yet to
 * draw, and may hold back (the head, drawn before the board, said "Your turn · Hand 2" for a
 * moment over hand 1's last trick, and its turn chime could sound). */
export const drawnLast = signal(null);
const endsUndrawn = (view) => view?.last_hand?.hand != null && view.last_hand.hand !== drawnLast.value;

function teamLabel(team, msg) {
  const names = msg.seats.filter((s) => s.seat % 2 === team).map((s) => seatName(msg.seats, s.seat, msg.seat));
  const label = msg.seat === null ? t("teamN", { n: team + 1 }) : team === msg.seat % 2 ? t("yourTeam") : t("otherTeam");
  // (the names apart too, each kept whole on its line: "ضيف / 5177" broke in a phone's dialog)
  const parts = listParts(names);
  const lead = `${label}: `;
  return { label: lead + parts.map((p) => p.value).join(""), lead, names: parts };
}

/** The result per team. */
function resultRows(msg) {
  const v = msg.view || {};
  if (!v.totals) return null;
  const me = msg.seat;
  const team = me === null ? 0 : me % 2;
  const winner = v.winner;
  const headline =
    winner === -1 || winner === null || winner === undefined
      ? t("draw")
      : me === null
        ? t("teamWins", { team: t("teamN", { n: winner + 1 }) })
        : winner === team
          ? t("yourTeamWins")
          : t("yourTeamLoses");
  const rows = [team, 1 - team].map((k) => ({
    ...teamLabel(k, msg),
    value: t("pointsN", { n: v.totals[k] }),
    win: winner === k,
  }));
  return { headline, rows };
}

export default {
  name: "baloot",
  board: lazy(() => import("./baloot.jsx")),
  describe,
  /** the replay's chapters: a hand (its steps go hand by hand) */
  // (numbered as played: a redeal is its hand's, not one of its own)
  chapter: { of: (view) => (view.hand_no ? describe.playedHandNo(view.score_sheet, view.hand_no) : null), prev: "prevHand", next: "nextHand" },
  /** its one line in the lobby: what the game is */
  pitch: "baloot_pitch",
  /** where a game stands, in the table's head: its hand */
  progress: (view) =>
    view.hand_no
      ? t("hand_no", {
          n: describe.playedHandNo(view.score_sheet, shownHand.value ?? (endsUndrawn(view) ? view.last_hand.hand : view.hand_no)),
        })
      : null,
  /** a hint's chance of winning is the match's (the search plays out to 152), said so: "the
   * game" read as this hand */
  hintSaysKey: "b_hintSays",
  /** a call's hint says what the hand holds for it, a card's what it does where that is a
   * fact (describe.callReason, describe.cardReason) */
  hintNote: (msg, hint) => describe.callReason(msg.view, hint.move) ?? describe.cardReason(msg.view, hint.move, msg.legal),
  /** set while the board holds the latest position back (table.jsx useHeld) */
  holdSignal: shownHand,
  /** a message held until the board has drawn it (it says then whether it holds it) */
  holdsFirst: (msg) => endsUndrawn(msg.view),
  drawnSignal: drawnLast,
  rules: () => import("../rules/baloot.js"),
  /** a "Undo" button where the server offers take-backs (you alone against bots): the
   * board takes a position that goes back as any other */
  undo: true,
  teamOf: (seat) => seat % 2,
  learnSeats: 4,
  quick: { label: (v) => t(`profile_${v}`), name: "opt_profile" },
  /** leaderboards are kept per this option's value */
  rating: { option: "profile", values: PROFILES },
  resultRows,
};
