// The climbing game's moves and history in words: for the board's buttons, hints, replay steps
// and the game log. Choices are secret until a phase resolves, so the log says only what every
// view has revealed: where pawns start, clashes, what was pointed at and how cubes turned.
import { lang, t } from "../i18n.js";

const isPlace = (m) => /^\d+[NESW]$/.test(m);
const isCube = (m) => /^\d+$/.test(m);
const isTurn = (m) => /^[xyz][+-]$/.test(m);

/** A move without who made it: "cube 0, south side", "cube 5", "Spin clockwise". */
export function moveWords(move) {
  if (!move) return "";
  if (isPlace(move)) return t("c_place", { n: move.slice(0, -1), side: t(`c_side_${move.slice(-1)}`) });
  if (isCube(move)) return t("c_cube", { n: move });
  if (isTurn(move)) return t(`c_turn_${move}`);
  return move;
}

/** Names as a list in the current language: "Aino and Bo". */
export function nameList(people, language = lang.value) {
  try {
    return new Intl.ListFormat(language, { type: "conjunction" }).format(people);
  } catch {
    return people.join(", ");
  }
}

/** One move in words; ``hint``: said to the viewer ("Point at cube 5"), else a past line. */
export function describeMove(move, { seat, name, hint = false, view }) {
  const who = name ? name(seat) : "";
  if (isPlace(move)) return t(hint ? "c_hintPlace" : "c_logStart", { who, place: moveWords(move) });
  if (isCube(move)) return t(hint ? "c_hintPoint" : "c_logPoint", { who, cube: moveWords(move) });
  if (isTurn(move)) {
    const cube = view?.pointed?.[seat];
    const n = cube === undefined || cube === null || cube < 0 ? "?" : cube;
    return t(hint ? "c_hintTurn" : "c_logTurn", { who, n, turn: moveWords(move) });
  }
  return move;
}

function roundLines(lines, round, pointed, skipped, turns, name, language) {
  (pointed || []).forEach((cube, seat) => {
    if (cube === null || cube === undefined || cube < 0) return;
    lines.push({ key: `r${round}-point-${seat}`, seat, kind: "move", text: t("c_logPoint", { who: name(seat), cube: moveWords(String(cube)) }) });
  });
  if (skipped?.length) {
    const cubes = [...new Set(skipped.map((s) => pointed[s]))].map((c) => moveWords(String(c)));
    lines.push({ key: `r${round}-clash`, kind: "clash", text: t("c_logClash", { names: nameList(skipped.map(name), language), n: skipped.length, cubes: nameList(cubes, language) }) });
  }
  for (const [seat, cube, turn] of turns || []) {
    lines.push({ key: `r${round}-turn-${seat}`, seat, kind: "move", text: t("c_logTurn", { who: name(seat), n: cube, turn: moveWords(turn) }) });
  }
}

/** Every log line this view supports, keyed so successive views merge (see gamelog.jsx). */
export function describeLog(view, { name, language = lang.value }) {
  const lines = [];
  const clash = view.last_clash;
  if (clash?.phase === "placement") {
    const key = `place-clash-${view.placement_rounds ?? 0}-${clash.places.join("")}`;
    const places = clash.places.map(moveWords).join("; ");
    lines.push({ key, kind: "clash", text: t("c_logPlaceClash", { names: nameList(clash.seats.map(name), language), n: clash.seats.length, places }) });
  }
  for (const pawn of view.pawns || []) {
    if (pawn.place) lines.push({ key: `pawn-${pawn.seat}`, seat: pawn.seat, kind: "move", text: t("c_logStart", { who: name(pawn.seat), place: moveWords(pawn.place) }) });
  }
  const last = view.last_round;
  if (last) roundLines(lines, last.round, last.pointed, last.skipped, last.turns, name, language);
  if (view.pointed && (view.phase === "turn" || view.phase === "over")) {
    roundLines(lines, view.round, view.pointed, view.skipped, view.turns, name, language);
  }
  if (view.phase === "over") {
    const won = view.winner !== null && view.winner !== undefined && view.winner >= 0;
    lines.push({ key: "end", kind: "result", text: won ? t("c_logWin", { who: name(view.winner) }) : t("c_logDraw", { n: view.max_rounds }) });
  }
  return lines;
}
