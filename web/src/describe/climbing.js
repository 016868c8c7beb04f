// The climbing game's moves and history in words: for the board's buttons, hints, replay steps
// and the game log. Choices are secret until a phase resolves, so the log says only what every
// view has revealed: where pawns start, clashes, what was pointed at and how cubes turned.
import { lang, listOf, t } from "../i18n.js";
import { seatName } from "../seats.js";

/** The cube on top, whose top face holds the gold ring. */
const TOP_CUBE = 13;

const isPlace = (m) => /^\d+[NESW]$/.test(m);
const isCube = (m) => /^\d+$/.test(m);
const isTurn = (m) => /^[xyz][+-]$/.test(m);

/** The round's summary in words: each turn (who, which cube, which way; your own cube named
 * so), and what became of your path where the turns changed it. */
export function summaryWords(summary, view, seats, me) {
  const mine = me !== null && me !== undefined ? view.pawns[me] : null;
  const was = mine?.place ? summary.before?.[me] : null;
  const now = mine?.place ? view.paths[me] : null;
  // changed as said: a path redrawn on the same cubes said "Your path now reaches the top
  // (before: the top)"
  const nowWords = now && reachWords(now, mine.cube);
  const wasWords = was && reachWords(was, mine.cube);
  const changed = !!was && !!now && nowWords !== wasWords;
  // the turns on your path (its cubes before or after): one alone is the one that changed it
  const onPath = changed ? summary.turns.filter(([, cube]) => was.cubes.includes(cube) || now.cubes.includes(cube)) : [];
  const parts = summary.turns.map((entry) => {
    const [seat, cube, turn] = entry;
    const you = seat === me ? "yes" : "no";
    const words = t(cube === mine?.cube ? "c_sumTurnYours" : "c_sumTurn", { who: seatName(seats, seat, me), you, n: cube, how: t(`c_did_${turn}`) });
    return onPath.length === 1 && onPath[0] === entry ? t("c_sumChanged", { turn: words }) : words;
  });
  let text = t("c_sumRound", { n: summary.round, turns: parts.join(t("c_sumJoin")) });
  if (changed) text += ` ${t("c_sumPath", { now: nowWords, was: wasWords })}`;
  return text;
}

/** The cubes of 14 that lie beyond which a list is said by what it leaves out. */
const ALL_BUT_MAX = 3;
/** A path's cubes for a message's ``{n}``, ``{list}`` and ``{but}``: listed, or "every cube
 * but 4 and 13" where that is shorter (a preview listed twelve cubes of fourteen). */
export function cubeList(cubes) {
  const missing = [];
  for (let c = 0; c <= TOP_CUBE; c++) if (!cubes.includes(c)) missing.push(c);
  const but = missing.length <= ALL_BUT_MAX && cubes.length > 2 * ALL_BUT_MAX;
  return { n: cubes.length, list: listOf(but ? missing : cubes), but: but ? "yes" : "no" };
}

/** Where a path reaches, as a phrase: "the top", "cubes 3 and 7", "only your own cube". */
function reachWords(path, own) {
  if (path.top) return t("c_reachTop");
  if (!path.cubes.some((c) => c !== own)) return t("c_reachOwn");
  return t("c_cubesList", cubeList(path.cubes));
}

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

/** What a turn did, as a report ("tipped its top north", "spun it clockwise"; in Arabic with
 * the cube or its face as the subject, so that no verb takes the player's gender). */
export function didWords(turn) {
  return t(`c_did_${turn}`);
}

/** The players of a clash as one subject: "You and Aino" where the viewer is among them (a
 * name with "(you)" after it read badly), else their names; ``you``: "yes" then, for the
 * languages whose verb follows the person. */
export function clashNames(seats, viewer, name, language = lang.value) {
  const mine = viewer !== null && viewer !== undefined && seats.includes(viewer);
  const others = seats.filter((s) => s !== viewer || !mine).map(name);
  return { names: nameList(mine ? [t("c_you"), ...others] : others, language), you: mine ? "yes" : "no" };
}

/** A round's clash in words, one clause per cube (players who pointed at different cubes
 * said as one "same cube" read as one clash): ``{one, names, you, n, places}`` for the
 * message whose ``{one}`` picks "pointed at the same cube (cube 9)" where there was one cube,
 * else ``{groups}``: "You and Eero: cube 11; Aino and Lumi: cube 9". ``pointed``: each seat's
 * cube; ``skipped``: the seats that sat out; ``name``: a seat's name. */
export function clashGroups(skipped, pointed, viewer, name, language = lang.value) {
  const byCube = new Map();
  for (const seat of skipped) byCube.set(pointed[seat], [...(byCube.get(pointed[seat]) || []), seat]);
  const groups = [...byCube.entries()].map(([cube, seats]) => t("c_clashGroup", { ...clashNames(seats, viewer, name, language), cube: t("c_cube", { n: cube }) }));
  return {
    ...clashNames(skipped, viewer, name, language),
    one: byCube.size === 1 ? "yes" : "no",
    n: skipped.length,
    places: t("c_cube", { n: [...byCube.keys()][0] }),
    groups: groups.join(t("c_clashGroupJoin")),
  };
}

/** Whether anyone but ``me`` still turns a cube this round (pointed, not sat out, not
 * turned yet): the preview shows the board as it stands now, not after their turns. */
export function othersStillTurning(view, me) {
  const turned = new Set((view.turns || []).map(([seat]) => seat));
  const skipped = new Set(view.skipped || []);
  return (view.pointed || []).some((cube, seat) => seat !== me && cube !== null && cube >= 0 && !skipped.has(seat) && !turned.has(seat));
}

/** A turn about the upright axis, named for the languages that say a spin in one phrase. */
const SPINS = { "z+": "anti", "z-": "clock" };

/** One move in words; ``hint``: said to the viewer ("Point at cube 5"), else a past line. */
export function describeMove(move, { seat, name, hint = false, view }) {
  const who = name ? name(seat) : "";
  if (isPlace(move)) return t(hint ? "c_hintPlace" : "c_logStart", { who, place: moveWords(move) });
  if (isCube(move)) return t(hint ? "c_hintPoint" : "c_logPoint", { who, cube: moveWords(move) });
  if (isTurn(move)) {
    const cube = view?.pointed?.[seat];
    const n = cube === undefined || cube === null || cube < 0 ? "?" : cube;
    return hint ? t("c_hintTurn", { who, n, turn: moveWords(move), spin: SPINS[move] ?? "no" }) : t("c_logTurn", { who, n, how: didWords(move) });
  }
  return move;
}

/** What the search bot would have done, as a whole sentence (the replay's analysis): a phrase
 * per kind of move ("would point at cube 8"), not the hint's order inside a sentence ("would
 * play Point at cube 8"). */
export function describeWould(move, { seat, view }) {
  if (isPlace(move)) return t("c_wouldPlace", { place: moveWords(move) });
  if (isCube(move)) return t("c_wouldPoint", { cube: moveWords(move) });
  if (isTurn(move)) {
    const cube = view?.pointed?.[seat];
    return t("c_wouldTurn", { n: cube === undefined || cube === null || cube < 0 ? "?" : cube, how: t(`c_dir_${move}`) });
  }
  return null;
}

function roundLines(lines, round, pointed, skipped, turns, name, viewer, language) {
  // each round under its heading, as a hand is in Baloot's log (a long game's 366 lines were
  // one flat list)
  if ((pointed || []).some((cube) => cube !== null && cube !== undefined && cube >= 0)) {
    // (``head``: shown newest first, it stays at the top of its round's lines, gamelog.jsx)
    lines.push({ key: `r${round}-head`, kind: "hand", head: true, text: t("c_round", { n: round }) });
  }
  (pointed || []).forEach((cube, seat) => {
    if (cube === null || cube === undefined || cube < 0) return;
    lines.push({ key: `r${round}-point-${seat}`, seat, kind: "move", text: t("c_logPoint", { who: name(seat), cube: moveWords(String(cube)) }) });
  });
  if (skipped?.length) {
    lines.push({ key: `r${round}-clash`, kind: "clash", text: t("c_logClash", clashGroups(skipped, pointed, viewer, name, language)) });
  }
  for (const [seat, cube, turn] of turns || []) {
    lines.push({ key: `r${round}-turn-${seat}`, seat, kind: "move", text: t("c_logTurn", { who: name(seat), n: cube, how: didWords(turn) }) });
  }
}

/** Every log line this view supports, keyed so successive views merge (see gamelog.jsx). */
export function describeLog(view, { name, viewer = null, language = lang.value }) {
  const lines = [];
  const clash = view.last_clash;
  if (clash?.phase === "placement") {
    // keyed by the round of choosing it happened in: it stays in every later view, and a key
    // from the view's own count of rounds wrote it again once the next round was chosen
    const key = `place-clash-${clash.round ?? view.placement_rounds ?? 0}`;
    const places = clash.places.map(moveWords).join("; ");
    // one place, or places on one cube: said as the alert over the controls says it
    const words = clash.places.length > 1 ? "c_logPlaceClashCube" : "c_logPlaceClash";
    lines.push({ key, kind: "clash", text: t(words, { ...clashNames(clash.seats, viewer, name, language), n: clash.seats.length, k: clash.places.length, places }) });
  }
  for (const pawn of view.pawns || []) {
    if (pawn.place) lines.push({ key: `pawn-${pawn.seat}`, seat: pawn.seat, kind: "move", text: t("c_logStart", { who: name(pawn.seat), place: moveWords(pawn.place) }) });
  }
  const last = view.last_round;
  if (last) roundLines(lines, last.round, last.pointed, last.skipped, last.turns, name, viewer, language);
  if (view.pointed && (view.phase === "turn" || view.phase === "over")) {
    roundLines(lines, view.round, view.pointed, view.skipped, view.turns, name, viewer, language);
  }
  if (view.phase === "over") {
    const won = view.winner !== null && view.winner !== undefined && view.winner >= 0;
    // (a group of its own: the newest line, above the last round's heading)
    lines.push({ key: "end", kind: "result", head: true, text: won ? t("c_logWin", { who: name(view.winner) }) : t("c_logDraw", { n: view.max_rounds }) });
  }
  return lines;
}
