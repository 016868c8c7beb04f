// What a climbing hint adds to its move: pointing is secret and at once, and a hint that sends
// you to the cube another player is expected to point at leads into a clash (four hints in
// five did, with nothing to say so). The server's hint names each other seat's expected
// choice (``expected``, gametable/bots/hints.py); the note says who, and what a clash means.
import { listOf, t } from "../i18n.js";

/** The note on a pointing hint whose cube another seat is expected to point at, else null. */
export function hintNote(msg, hint, name) {
  if (msg.view?.phase !== "point" || !hint?.expected) return null;
  const same = Object.entries(hint.expected)
    .filter(([, move]) => move === hint.move)
    .map(([seat]) => name(Number(seat)));
  return same.length ? t("c_hintClash", { names: listOf(same), n: same.length }) : null;
}
