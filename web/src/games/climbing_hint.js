// What a climbing hint says beside its move: what the move is for, in one line a newcomer
// follows ("turning it can open your path to cube 12 and cut Aino off from cube 8"), from the
// server's reading of the position (``why``: gametable/games/climbing/bots.py, purpose), or
// that it is a clash on purpose where another player is expected to point there too
// (``expected``: pointing is secret and at once). No chance of winning: the search's figure
// swung from 65 % to 10 % to 57 % on three turns in a row, and told nobody why.
import { listOf, t } from "../i18n.js";

/** Lists longer than this are said by their count and their highest cube. */
const LIST_MAX = 3;

/** The hint in words: ``move`` (the move already in words), then what it is for. */
export function hintWords(msg, hint, move, name) {
  const phase = msg.view?.phase;
  if (phase === "point" && hint.expected) {
    const same = Object.entries(hint.expected)
      .filter(([, m]) => m === hint.move)
      .map(([seat]) => name(Number(seat)));
    if (same.length) return `${move} — ${t("c_whyBlock", { names: listOf(same), n: same.length })}`;
  }
  const why = purposeWords(hint.why, phase, name);
  return why ? `${move} — ${why}` : move;
}

/** ``why`` ({top, top_cube, opens, cuts}) as one clause for the phase, or null. */
export function purposeWords(why, phase, name) {
  if (!why || !["place", "point", "turn"].includes(phase)) return null;
  const parts = [];
  if (why.top) parts.push(t("c_whyTop"));
  else if (why.top_cube) parts.push(t("c_whyTopCube"));
  else if (why.opens?.length) {
    const opens = why.opens;
    parts.push(opens.length > LIST_MAX ? t("c_whyOpensMany", { n: opens.length, top: Math.max(...opens) }) : t("c_whyOpens", { n: opens.length, list: listOf(opens) }));
  }
  for (const cut of why.cuts || []) {
    const who = name(cut.seat);
    parts.push(cut.cubes.length > LIST_MAX ? t("c_whyCutsMany", { who, n: cut.cubes.length }) : t("c_whyCuts", { who, n: cut.cubes.length, list: listOf(cut.cubes) }));
  }
  if (!parts.length) return phase === "place" ? null : t(`c_whyNone_${phase}`);
  return t(`c_hintWhy_${phase}`, { what: listOf(parts) });
}
