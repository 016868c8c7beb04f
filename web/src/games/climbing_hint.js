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

/** ``why`` ({top, top_cube, opens, cuts, loses, loses_top, their_top, helps, forced}) as one
 * clause for the phase, or null. What the move costs is said as plainly as the turn's preview
 * says it (a hint called a turn "keeps yours as it is" whose preview said "Careful: this lets
 * Eero reach the top"); "nothing opens or cuts" only where no seat's path changes. */
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
  const costs = [];
  if (why.loses_top) costs.push(t("c_whyLosesTop"));
  else if (why.loses?.length) {
    const lost = why.loses;
    costs.push(lost.length > LIST_MAX ? t("c_whyLosesMany", { n: lost.length }) : t("c_whyLoses", { n: lost.length, list: listOf(lost) }));
  }
  if (why.their_top?.length) costs.push(t("c_whyTheyTop", { names: listOf(why.their_top.map(name)), n: why.their_top.length }));
  // (cubes opened to others matter only where nothing else is said: "nothing opens" was false)
  if (!parts.length && !costs.length && why.helps?.length) parts.push(t("c_whyHelps", { names: listOf(why.helps.map(name)), n: why.helps.length }));
  if (!parts.length && !costs.length) return phase === "place" ? null : t(`c_whyNone_${phase}`);
  const gains = parts.length ? t(`c_hintWhy_${phase}`, { what: listOf(parts) }) : null;
  if (!costs.length) return gains;
  const cost = t(why.forced ? "c_whyCostForced" : "c_whyCost", { what: listOf(costs) });
  return gains ? t("c_whyGainsCosts", { gains, cost }) : cost;
}
