// The climbing game's table: the pyramid in 3-D (climbing_scene.js) beside the controls.
// Places and cubes are buttons too (keyboard, screen readers); a button and the board light
// each other up. A turn is previewed on the board (chosen by button or by dragging the cube)
// and sent only when confirmed. Pending choices stay hidden; clashes are told in words.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { lang, listOf, pageDir, t } from "../i18n.js";
import { useSignal } from "../signal.js";
import { seatName } from "../seats.js";
import { initialOf } from "../avatar.js";
import { createScene, P, pawnColour, turnFromDrag, webglOk } from "./climbing_scene.js";
import { sequenceTiming } from "./climbing_timing.js";
import { ClimbingGuide } from "./climbing_guide.jsx";
import { loadGuide, stepHidden } from "../tutorial/guide.jsx";
import { useBoardTop } from "../boardtop.js";
import { cubesKey, drawnCubes, watchingTurns } from "./climbing.game.js";
import { clashGroups, clashNames, cubeList, didWords, moveWords, nameList, othersStillTurning, summaryWords } from "../describe/climbing.js";


const TURNS = ["x-", "x+", "y-", "y+", "z+", "z-"];
/** The side of the table a tip sends the top face to: its button's arrow points there on
 * screen, as the board is seen now (a fixed "⇤ west" contradicted a board seen from the north). */
const TIP_SIDE = { "x+": "S", "x-": "N", "y+": "E", "y-": "W" };
const SPIN_ICON = { "z+": "↺", "z-": "↻" };

function TurnIcon({ turn }) {
  const side = TIP_SIDE[turn];
  if (!side) return <span class="turn-icon" aria-hidden="true">{SPIN_ICON[turn]}</span>;
  // an arrow drawn pointing up, turned to where ``side`` lies on screen (--side-N etc., set
  // on the board as the camera moves; see Pyramid)
  return (
    <span class="turn-icon tip" aria-hidden="true">
      <svg viewBox="0 0 20 20" width="1em" height="1em" style={{ transform: `rotate(var(--side-${side}, ${{ N: 0, E: 90, S: 180, W: 270 }[side]}deg))` }}>
        <path d="M10 2 L16 9 H12 V18 H8 V9 H4 Z" fill="currentColor" />
      </svg>
    </span>
  );
}
/** Rounds of choosing pawn places before the lot places the rest (rules, setup 2). */
const PLACEMENT_ROUNDS = 5;
/** The cube on top, whose top face holds the gold ring. */
const TOP_CUBE = 13;
const isPlace = (m) => /^\d+[NESW]$/.test(m);
const isCube = (m) => /^\d+$/.test(m);
const isTurn = (m) => /^[xyz][+-]$/.test(m);

function Pyramid({ view, seats, n, clickable, glow, me, hover, hint, onHover, onPick, turnCube, preview, outcome, sequence, marks, onDragTurn, readOnly, children }) {
  const stage = useRef(null);
  useBoardTop(stage); // (on a laptop the stage and the guide under it end at the window's foot)
  const canvas = useRef(null);
  const overlay = useRef(null);
  const scene = useRef(null);
  const looked = useRef(undefined);
  const played = useRef(0);
  const props = useRef({});
  props.current = { clickable, onHover, onPick, turnCube, onDragTurn };
  const current = useSignal(lang);
  const [ok] = useState(webglOk);

  useEffect(() => {
    if (!ok) return undefined;
    // the turn buttons' arrows follow the view (TurnIcon); they are beside the board, under
    // the same root
    const onCompass = (angles) => {
      const root = stage.current?.closest(".climb") ?? stage.current;
      for (const [side, deg] of Object.entries(angles)) root?.style.setProperty(`--side-${side}`, `${deg}deg`);
    };
    const handle = createScene(canvas.current, overlay.current, { onCompass });
    scene.current = handle;
    // the browser tests click where screenOf says, once settled() says the board stands still
    canvas.current.screenOf = handle.screenOf;
    canvas.current.faceSpots = handle.faceSpots;
    canvas.current.settled = handle.settled;
    canvas.current.inSight = handle.squaresInSight;
    canvas.current.topInSight = handle.topInSight;
    canvas.current.lookFrom = (side) => handle.lookFrom(handle.faceNormal(side));
    canvas.current.placesInSight = () => handle.placesInSight();
    return () => handle.dispose();
  }, [ok]);

  const words = {
    // others by their initial, as their chips in the seat strip show it (a seat number in a
    // white circle read as a cube's number); a replay is watched from any seat: all by initial
    pawn: (seat) => (seat === me && !readOnly ? t("c_you") : initialOf(seatName(seats, seat, me))),
    compass: (side) => t(`c_compass_${side}`),
  };
  useEffect(() => {
    const handle = scene.current;
    if (!handle) return;
    handle.draw(view, glow, me, words);
    // the camera starts behind your pawn once it stands (and looks at the south side before)
    const place = me !== null && me !== undefined ? view.pawns[me]?.place ?? null : null;
    if (looked.current !== place) {
      looked.current = place;
      handle.lookFrom(place ? handle.faceNormal(place.slice(-1)) : null);
    }
    // a round's turns that have just become public play one after another (useRoundTurns)
    if (sequence && played.current !== sequence.id) {
      played.current = sequence.id;
      handle.playTurns(sequence.steps.filter((s) => s.turn), sequence.start);
    }
    canvas.current.dataset.drawn = String(n); // which message the board shows
  }, [view, n, glow, me, current, sequence?.id]);

  // places to choose: the camera comes round to the side that shows the most gold dots (all
  // of them were on faces turned away at first), or the hint's among them
  const placesKey = [...clickable].filter(isPlace).sort().join(",");
  const hintPlace = hint && isPlace(hint) ? hint : null;
  const shown = useRef(false);
  useEffect(() => {
    if (!scene.current || !placesKey) return;
    scene.current.showPlaces(placesKey.split(","), hintPlace, shown.current);
    shown.current = true;
  }, [placesKey, hintPlace, ok]);
  useEffect(() => scene.current?.setHighlight(hover), [hover, view]);
  // the cubes the round's turns changed stay marked as long as their words do
  useEffect(() => scene.current?.setFlash(marks ? marks.split(",").map(Number) : []), [marks, view]);
  // once the round's turns have played (and while you have none to choose), the view swung
  // round to your cube goes back to where you had it; at the game's end the top shows whole
  const playing = !!sequence && !sequence.landed;
  useEffect(() => {
    if (scene.current && sequence && !playing && turnCube === null) scene.current.settleView({ top: view.phase === "over" });
  }, [sequence?.id, playing]);
  useEffect(() => {
    // the game's end: the top in sight as its last turns play (a phone's board cut it off)
    if (scene.current && view.phase === "over") scene.current.settleView({ top: true });
  }, [view.phase]);
  useEffect(() => {
    if (!scene.current) return;
    if (turnCube !== null) {
      // the cube you turn in sight (its preview behind the top cube showed nothing)
      scene.current.bringIntoSight(turnCube, preview);
      scene.current.showPreview(turnCube, preview);
    } else scene.current.clearPreview();
    // the path you would have after the previewed turn, drawn in place of yours
    scene.current.showOutcome(turnCube !== null && preview ? outcome : null);
  }, [preview, turnCube, view, outcome]);

  useEffect(() => {
    if (!ok) return undefined;
    const el = stage.current;
    let down = null;
    let drag = null;
    const onDown = (e) => {
      if (e.target !== canvas.current) return;
      down = [e.clientX, e.clientY];
      const { turnCube: cube } = props.current;
      const handle = scene.current;
      if (cube === null || !handle) return;
      const hit = handle.pickAt(e.clientX, e.clientY);
      if (!hit || hit.object.userData.cube !== cube) return;
      // a drag that starts on your cube turns it, not the view
      const n = hit.object.userData.normal;
      const normal = P([n[0] + 3, n[1] + 3, n[2]]).applyQuaternion(hit.object.parent.quaternion);
      drag = { start: hit.point.clone(), normal };
      handle.controls.enabled = false;
    };
    const onMove = (e) => {
      const handle = scene.current;
      if (!handle || drag || e.buttons) return;
      const hit = handle.pickAt(e.clientX, e.clientY);
      const d = hit?.object.userData;
      const move = d ? (d.place ?? String(d.cube)) : null;
      props.current.onHover(move && props.current.clickable.has(move) ? move : null);
    };
    const onUp = (e) => {
      const handle = scene.current;
      if (drag && handle) {
        handle.controls.enabled = true;
        const end = handle.onPlane(e.clientX, e.clientY, drag.start, drag.normal);
        const moved = end ? end.clone().sub(drag.start) : null;
        const started = drag;
        drag = null;
        if (moved && moved.length() > 0.35) {
          const turn = turnFromDrag(started.normal, moved);
          if (turn) props.current.onDragTurn(turn);
          down = null;
          return;
        }
      }
      if (!down || !handle || e.target !== canvas.current) return;
      const far = Math.hypot(e.clientX - down[0], e.clientY - down[1]) > 6; // a drag turns the view
      down = null;
      if (far) return;
      const hit = handle.pickAt(e.clientX, e.clientY);
      if (!hit) return;
      const d = hit.object.userData;
      props.current.onPick(d.place ?? String(d.cube));
    };
    const onLeave = () => props.current.onHover(null);
    el.addEventListener("pointerdown", onDown, true); // before the orbit controls see it
    el.addEventListener("pointermove", onMove);
    el.addEventListener("pointerup", onUp, true);
    el.addEventListener("pointerleave", onLeave);
    return () => {
      el.removeEventListener("pointerdown", onDown, true);
      el.removeEventListener("pointermove", onMove);
      el.removeEventListener("pointerup", onUp, true);
      el.removeEventListener("pointerleave", onLeave);
    };
  }, [ok]);

  if (!ok) return <p class="muted">WebGL is not available in this browser; use the buttons.</p>;
  const myPlace = me !== null && me !== undefined ? view.pawns[me]?.place : null;
  return (
    <div class="climb-stage" ref={stage}>
      <canvas ref={canvas} data-testid="pyramid" role="img" aria-label={t("c_board")} />
      <div class="scene-labels" ref={overlay} aria-hidden="true" />
      <button
        type="button"
        class="reset-view"
        data-over-board
        onClick={() => scene.current?.lookFrom(myPlace ? scene.current.faceNormal(myPlace.slice(-1)) : null)}
        aria-label={t("c_resetView")}
        title={t("c_resetView")}
      >
        <span class="icon" aria-hidden="true">⟲</span>
        {/* a word under the sign: on a phone this and the turns' "↻" were two bare arrows */}
        <span class="short-words" aria-hidden="true">{t("c_resetViewShort")}</span>
      </button>
      {children || <p class="climb-look">{t(readOnly ? "c_lookOnly" : "c_look")}</p>}
    </div>
  );
}

/** The turns a view reports, with the round they were made in: this round's so far in the
 * turn phase and at the end, the last round's while pointing; null where there are none. */
function reportedTurns(view) {
  if (!view) return null;
  if ((view.phase === "turn" || view.phase === "over") && view.pointed) {
    return view.turns?.length ? { round: view.round, turns: view.turns } : null;
  }
  if (view.phase === "point" && view.last_round?.turns?.length) return { round: view.last_round.round, turns: view.last_round.turns };
  return null;
}

/** The turns that came with ``view`` after ``previous`` (a replay's frame and the one before
 * it): those of its report that the frame before had not reported yet. */
function newTurns(previous, view) {
  const now = reportedTurns(view);
  if (!now || !previous) return null;
  const before = reportedTurns(previous);
  const turns = now.turns.slice(before && before.round === now.round ? before.turns.length : 0);
  return turns.length ? { round: now.round, turns } : null;
}

/** A round's turns, public once made, played one after another on the board in the rules'
 * order (top layer first; within a layer, by seat), each named in words as it plays (who,
 * which cube, which way); then the round's summary, which stays until you act (a caption
 * of about a second each was gone before it was read, and the turn that wiped out your path
 * with it). A caption belongs to the frame that brought its turns: a replay stepped on from
 * the frame before plays them, one jumped to names only its own, and a frame without turns of
 * its own names none (a round's caption showed rounds later).
 * Returns ``{sequence, summary}``: ``sequence`` null or ``{id, steps: [{seat|null, cube,
 * turn|null}], index, landed, read}`` (``index`` the turn playing, or the last; ``landed``
 * once the last has landed; ``read`` once its words have stayed a moment more, the summary's
 * turn); ``summary`` null or ``{round, turns, before}``, ``before`` the paths as the turns
 * began, where known. */
function useRoundTurns(view, { me, readOnly, previous, history = null }) {
  const seen = useRef({ view: null, notations: null });
  const seq = useRef(null);
  // each round's paths as its pointing began: what your path was before its turns
  const starts = useRef(new Map());
  const [, redraw] = useState(0);
  const report = readOnly ? newTurns(previous, view) : reportedTurns(view);
  const key = report ? `${report.round}:${report.turns.length}` : null;
  if (seen.current.view !== view) {
    // worked out while drawing, so that the board never shows the turned cubes landed first
    const before = seen.current;
    seen.current = { view, notations: view.cubes.map((c) => c.notation) };
    // (a replay plays a frame's turns only when stepped on from the frame before)
    const stepped = !readOnly || (!!previous && before.view === previous);
    const changed = before.notations && stepped ? view.cubes.filter((c, i) => before.notations[i] !== c.notation).map((c) => c.id) : [];
    if (changed.length) {
      const made = [...(view.turns || []), ...(view.last_round?.turns || [])];
      const steps = changed.map((cube) => {
        const [seat = null, , turn = null] = made.find(([, c]) => c === cube) ?? [];
        return { seat, cube, turn, layer: view.cubes[cube].layer };
      });
      steps.sort((a, b) => b.layer - a.layer || (a.seat ?? 99) - (b.seat ?? 99));
      // turns that come while the last ones still play join their queue (the next layer's,
      // 0.6 s later, cut the first short: each bot's turn went by in 0.4 s)
      const now = performance.now();
      const running = seq.current && !seq.current.again && now < seq.current.start + seq.current.timing.landed;
      seq.current = running ? queued(seq.current, steps, now, key) : queued(null, steps, now, key);
    } else if (seq.current && seq.current.key !== key) {
      seq.current = null; // a frame without these turns: their words go with them
    }
    if (view.phase === "point") {
      starts.current.set(view.round, view.paths);
      for (const r of starts.current.keys()) if (r < view.round - 1) starts.current.delete(r);
    }
  }
  // the round's turns played again on asking (the summary's words alone told which cube
  // turned which way)
  const again = (turns) => {
    const steps = turns.map(([seat, cube, turn]) => ({ seat, cube, turn, layer: view.cubes[cube].layer }));
    steps.sort((a, b) => b.layer - a.layer || a.seat - b.seat);
    seq.current = { ...queued(null, steps, performance.now(), key), again: true };
    redraw((k) => k + 1);
  };
  const s = seq.current;
  useEffect(() => {
    if (!s) return undefined;
    const { landed, read, end } = s.timing;
    const at = (ms, then = () => redraw((k) => k + 1)) => setTimeout(then, Math.max(0, s.start + ms - performance.now()));
    const timers = s.steps.slice(1).map((next) => at(next.at));
    timers.push(at(landed), at(read));
    timers.push(
      at(end, () => {
        if (seq.current === s) seq.current = null;
        redraw((k) => k + 1);
      }),
    );
    return () => timers.forEach(clearTimeout);
  }, [s?.id]);
  // until you act: your choice made, the summary has been read
  const acted = !readOnly && me !== null && me !== undefined && (view.submitted || []).includes(me);
  // a replay's summary is the whole round's, as the live table's is (it listed only the last
  // layer's turns, those its frame brought, and left out the turn that took a path to the top),
  // its paths before them those of the frame where the round's pointing began
  const whole = readOnly && report ? reportedTurns(view) : report;
  const roundStart = readOnly && report ? history?.find((f) => f.view?.round === report.round && f.view.phase === "point")?.view : null;
  const before = readOnly ? (roundStart ?? previous)?.paths : starts.current.get(report?.round) ?? null;
  const summary = report && !acted ? { round: whole.round, turns: whole.turns, before } : null;
  if (!s) return { sequence: null, summary, again };
  const elapsed = performance.now() - s.start;
  const index = Math.max(0, s.steps.findLastIndex((step) => step.at <= elapsed + 1));
  const sequence = { id: s.id, steps: s.steps, start: s.start, again: !!s.again, index, landed: elapsed >= s.timing.landed - 1, read: elapsed >= s.timing.read - 1 };
  return { sequence, summary, again };
}

/** Sequences made so far: each its own id, which the board plays once. */
let sequences = 0;

/** A sequence of turns: ``steps`` after those of ``before`` (still playing; null: none), the
 * first of them at ``now`` or one step after the last before it, whichever is later. */
function queued(before, steps, now, key) {
  const start = before ? before.start : now;
  const { step } = sequenceTiming(1);
  const prior = before ? before.steps : [];
  const first = prior.length ? Math.max(now - start, prior[prior.length - 1].at + step) : 0;
  const all = [...prior, ...steps.map((s, i) => ({ ...s, at: first + i * step }))];
  sequences += 1;
  return { id: sequences, steps: all, start, timing: stepsTiming(all), key };
}

/** When a sequence whose steps start at their ``at`` has landed, been read and ended. */
function stepsTiming(steps) {
  const { swing, step, landed: one } = sequenceTiming(1);
  const landed = (steps.length ? steps[steps.length - 1].at : 0) + one;
  const last = sequenceTiming(1);
  return { step, swing, landed, read: landed + (last.read - one), end: landed + (last.end - one) };
}

/** One turn of a round in words: "Aino turned cube 8: tipped its top west". */
function turnSeenWords(step, seats, me) {
  if (step.seat === null) return t("c_cubeTurned", { n: step.cube });
  const who = seatName(seats, step.seat, me);
  return step.turn ? t("c_turnSeen", { who, n: step.cube, how: t(`c_did_${step.turn}`) }) : t("c_turnedBy", { who, n: step.cube });
}

/** A limit the table chose is told ("Round 2 of 6"); the rules' cap of 200 is not a game's
 * length (most end in a few rounds), so it is not promised as one: "Round 2". */
export const ROUND_CAP_SHOWN = 30;
function roundWords(view) {
  return view.max_rounds <= ROUND_CAP_SHOWN ? t("c_roundOf", { n: view.round, max: view.max_rounds }) : t("c_round", { n: view.round });
}

function layerWords(layer) {
  return t(`c_layer${layer}`);
}

function phaseLine(view) {
  const phase = view.phase;
  if (phase === "turn") return t("c_phase_turn", { layer: layerWords(view.layer) });
  return t(`c_phase_${phase}`);
}

/** What a previewed turn does, in words: to your path (``path`` a ``turn_outcomes`` entry),
 * and who else it would bring to the top (reaching cube 13 read as a win; a turn that let
 * two others reach the ring said only "you win if you are the only one"). */
function outcomeWords(path, own, view, seats, me) {
  if (!path) return null;
  const topAfter = (path.others || []).filter((o) => o.top).map((o) => o.seat);
  const them = topAfter.length ? names(seats, topAfter, me) : null;
  if (path.top) return them ? `${t("c_outcomeTop")} ${t("c_outBothTop", { names: them, n: topAfter.length })}` : t("c_outcomeTop");
  const others = path.cubes.filter((c) => c !== own);
  const mine = !others.length
    ? t("c_outcomeNone")
    : t(path.cubes.includes(TOP_CUBE) ? "c_outcomeTopCube" : "c_outcomeCubes", cubeList(path.cubes));
  if (them) return `${mine} ${t("c_outTheyTop", { names: them, n: topAfter.length })}`;
  // (a turn that opens cubes to the others too said nothing of it: their lines in the list do)
  const helped = (path.others || []).filter((o) => pathChange(path, view, o.seat).gained.length).map((o) => o.seat);
  return helped.length ? `${mine} ${t("c_outHelps", { names: names(seats, helped, me) })}` : mine;
}

/** The cubes a previewed turn (``path`` a ``turn_outcomes`` entry) takes from ``seat``'s path
 * and those it adds; ``null`` where the entry has no such player. */
function pathChange(path, view, seat) {
  const after = path?.others?.find((o) => o.seat === seat);
  if (!after) return null;
  const before = view.paths[seat]?.cubes || [];
  return { lost: before.filter((c) => !after.cubes.includes(c)), gained: after.cubes.filter((c) => !before.includes(c)) };
}

/** What your previewed turn does to another player's path: the cubes it cuts them off from,
 * those it opens to them (null: nothing changes). The real choice of the game is often whom
 * to cut off, and the preview spoke only of your own path. */
function theirOutcome(path, view, seat, seats, me) {
  const change = pathChange(path, view, seat);
  if (!change) return null;
  const { lost, gained } = change;
  const who = seatName(seats, seat, me);
  const cubes = (list) => listOf(list.map((c) => t("c_cube", { n: c })));
  const parts = [];
  if (lost.length) parts.push(t("c_outCut", { who, list: cubes(lost) }));
  if (gained.length) parts.push(t("c_outOpen", { who, list: cubes(gained) }));
  return parts.length ? parts.join(" ") : null;
}

/** What your previewed turn takes from the others, short, for the box above "Turn it": the
 * top cube where they lose it, else the cubes (their count past three); null: it cuts no one
 * off. Their whole change stays at their lines of the players' list, which on a laptop is
 * below the fold and on a phone off the screen. */
function cutsWords(path, view, seats, me) {
  const parts = [];
  for (const other of path?.others || []) {
    const lost = pathChange(path, view, other.seat)?.lost || [];
    if (!lost.length) continue;
    const who = seatName(seats, other.seat, me);
    if (lost.includes(TOP_CUBE)) parts.push(t("c_outCutsTop", { who }));
    else if (lost.length > 3) parts.push(t("c_outCutsMany", { who, n: lost.length }));
    else parts.push(t("c_outCutsShort", { who, n: lost.length, list: listOf(lost.map(String)) }));
  }
  return parts.length ? parts.join(" ") : null;
}

/** Who won, at once in the side panel; to a player who did not, that they lost (the dialog
 * that said so came four seconds later); to a spectator or a replay, only who won. */
function endWords(winner, me, readOnly, seats) {
  if (readOnly || me === null || me === undefined) return t("c_winner", { name: seatName(seats, winner, me) });
  return winner === me ? t("c_wonYou") : t("c_lostTo", { name: seatName(seats, winner, me) });
}

function names(seats, list, me) {
  return nameList(list.map((s) => seatName(seats, s, me)), lang.value);
}

/** What the latest clash means for the table now, in words (null: nothing to tell). */
function clashMessage(view, seats, me) {
  const clash = view.last_clash;
  const who = (list) => clashNames(list, me, (s) => seatName(seats, s, me), lang.value);
  if (view.phase === "place") {
    if (clash?.phase === "placement") {
      const key = clash.places.length > 1 ? "c_clashCube" : "c_clashPlace";
      // which try this is, said once with the clash (the same red box again and again told
      // nothing; setup 2: five rounds of choosing, then the lot)
      const round = clash.round ?? view.placement_rounds;
      return t(key, { ...who(clash.seats), k: clash.places.length, places: clash.places.map(moveWords).join("; "), again: round > 1 ? "yes" : "no", tryNo: round + 1, max: PLACEMENT_ROUNDS });
    }
    const voided = (view.places || []).filter((p) => p.void).map((p) => moveWords(p.place));
    return voided.length ? t("c_voidPlaces", { places: voided.join("; ") }) : null;
  }
  // (each cube's players said apart: two clashes read as four players on "the same cube")
  const groups = (skipped, pointed) => clashGroups(skipped, pointed || [], me, (s) => seatName(seats, s, me), lang.value);
  const current = view.phase === "turn" || view.phase === "over" ? view.skipped || [] : [];
  if (current.length) return t("c_clashRound", groups(current, view.pointed));
  const last = view.phase === "point" ? view.last_round?.skipped || [] : [];
  if (last.length) return t("c_clashLast", groups(last, view.last_round.pointed));
  return null;
}

function PlayerStatus({ view, seat, me, over, live }) {
  const acting = view.to_act.includes(seat);
  const chosen = view.submitted.includes(seat);
  const parts = [];
  if (view.phase === "turn" || (over && view.pointed)) {
    const cube = view.pointed?.[seat];
    if ((view.skipped || []).includes(seat)) parts.push(t("c_sitsOut"));
    else if (cube !== undefined && cube !== null && cube >= 0) parts.push(t("c_pointsAt", { n: cube }));
    for (const [s, c, turn] of view.turns || []) if (s === seat) parts.push(t("c_turnedCube", { n: c, how: didWords(turn) }));
  }
  if (live && !over && seat !== me && (chosen || acting)) {
    // in the turn phase the pointing is public: what stays hidden is the turn itself
    const hidden = view.phase === "turn" ? t("c_turnHidden") : t("c_hidden");
    parts.push(chosen ? hidden : t("c_choosing"));
  }
  return parts.length ? <small class="status-words"> · {parts.join(" · ")}</small> : null;
}

function Players({ msg, view, me, live, outcome, preview }) {
  // two or more paths to the top win nothing (only a lone one does): say so at each of them
  const atTop = view.pawns.filter((p) => p.place && view.paths[p.seat]?.top).length;
  return (
    <section class="climb-players" aria-label={t("c_players")}>
      <ul>
        {view.pawns.map((p) => {
          const path = view.paths[p.seat];
          const reach = !p.place ? t("c_noPawn") : path?.top ? t(atTop > 1 ? "c_topShared" : "c_atTop") : path?.cubes.length ? t("c_reaches", cubeList(path.cubes)) : t("c_noPath");
          const theirs = p.seat === me ? null : theirOutcome(preview, view, p.seat, msg.seats, me);
          return (
            <li data-player={p.seat} class={p.seat === me ? "me" : ""}>
              <span class="swatch" style={{ background: pawnColour(p.seat, me, view.pawns.length) }} aria-hidden="true" />
              <span>
                <b>{seatName(msg.seats, p.seat, me)}</b>
                {p.place ? ` — ${moveWords(p.place)}` : ""}
                <br />
                <small>{reach}</small>
                {p.seat === me && outcome && (
                  <>
                    <br />
                    <small class="outcome-line" data-testid="players-outcome">
                      <span aria-hidden="true">{pageDir() === "rtl" ? "← " : "→ "}</span>
                      {outcome}
                    </small>
                  </>
                )}
                {theirs && (
                  <>
                    <br />
                    <small class="outcome-line" data-testid={`their-outcome-${p.seat}`}>
                      <span aria-hidden="true">{pageDir() === "rtl" ? "← " : "→ "}</span>
                      {theirs}
                    </small>
                  </>
                )}
                <PlayerStatus view={view} seat={p.seat} me={me} over={msg.over} live={live} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Whether the last press came from a finger or a pen (not a mouse): a tap's focus and the
 * mouse events a browser makes up after it lit a button, and its cube, for good on a phone. */
let touching = false;
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", (e) => (touching = e.pointerType !== "mouse"), { capture: true, passive: true });
  document.addEventListener("keydown", () => (touching = false), { capture: true, passive: true });
}

function MoveButton({ move, label, hover, setHover, onClick, hint, extra = {} }) {
  return (
    <button
      type="button"
      data-move={move}
      class={`${hover === move ? "lit" : ""} ${hint === move ? "hinted" : ""}`}
      onClick={onClick}
      // a mouse over it lights it and its cube; a finger's tap does not (it stayed lit)
      onPointerEnter={(e) => e.pointerType === "mouse" && setHover(move)}
      onPointerLeave={() => setHover(null)}
      onFocus={() => !touching && setHover(move)}
      onBlur={() => setHover(null)}
      {...extra}
    >
      {label}
    </button>
  );
}

/** A previewed turn's words in the board's bar. On a phone the bar keeps two lines (whole,
 * five or six, they pushed the turn's second row of buttons below the screen's foot as a
 * direction was chosen): cut, they say so (▾), and a tap opens them whole in a box over the
 * board, above the bar, so that nothing under it moves. The words are all in the bar still,
 * for a screen reader; the players' list says the outcome under your path too. */
function PreviewWords({ children }) {
  const ref = useRef(null);
  const [cut, setCut] = useState(false);
  const [whole, setWhole] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setCut(el.scrollHeight > el.clientHeight + 1);
  });
  const toggle = () => (cut || whole) && setWhole(!whole);
  const asButton = cut || whole;
  return (
    <>
      <span
        ref={ref}
        class={`preview-words ${cut ? "cut" : ""}`}
        aria-live="polite"
        data-testid="preview-words"
        role={asButton ? "button" : undefined}
        tabIndex={asButton ? 0 : undefined}
        aria-expanded={asButton ? whole : undefined}
        onClick={toggle}
        onKeyDown={(e) => {
          if (asButton && (e.key === "Enter" || e.key === " ")) {
            e.preventDefault();
            toggle();
          }
        }}
      >
        {children}
      </span>
      {whole && (
        // (its words are the bar's, read there already)
        <span class="preview-whole" data-testid="preview-whole" aria-hidden="true" onClick={() => setWhole(false)}>
          {children}
        </span>
      )}
    </>
  );
}

/** How long the words on why a click chose nothing stay (ms). */
const WHY_MS = 6000;

/** Why ``move`` (a cube id or a place, clicked on the board) cannot be chosen now, in words
 * (the rules: a cube pointed at last round is banned, except your own; you point only at a
 * cube your path reaches); null where there is nothing to say. */
function whyNot(move, { view, me, myPawn, places, points, turnCube }) {
  if (me === null || me === undefined || !(isCube(move) || isPlace(move))) return null;
  const cube = Number(isPlace(move) ? move.slice(0, -1) : move);
  if (places.length) return t("c_whyPlace");
  if (points.length) {
    if (view.banned.includes(cube) && myPawn?.cube !== cube) return t("c_whyBanned", { n: cube });
    return t("c_whyNoPath", { n: cube });
  }
  if (turnCube !== null) return cube === turnCube ? t("c_pickTurn") : t("c_whyTurn", { n: turnCube });
  return view.phase === "over" ? null : t("c_whyWait");
}

/** ``hint``: a move the hint suggested (notation) or null: its button and the board are lit. */
export default function ClimbingBoard({ msg, send, readOnly, hint = null }) {
  const view = msg.view;
  const me = msg.seat;
  const { sequence, summary, again } = useRoundTurns(view, { me, readOnly, previous: msg.previous, history: msg.history });
  // the next choice waits until the board has played the turns that came before it (the
  // panel offered the next round while the bots' turns still played, and no one watched them);
  // turns played again on asking hold nothing
  const holding = !!msg.legal?.length && !!sequence && !sequence.landed && !sequence.again;
  const legal = readOnly || holding ? [] : msg.legal;
  // (and which cubes it has drawn: set in one effect, so that the table's head is drawn again
  // once, holding or not; table.jsx useHeld)
  const drawnKey = readOnly ? null : cubesKey(view);
  useEffect(() => {
    watchingTurns.value = holding && !readOnly ? msg.n : null;
    drawnCubes.value = drawnKey;
    return () => {
      watchingTurns.value = null;
      drawnCubes.value = null;
    };
  }, [holding && !readOnly, drawnKey]);
  const root = useRef(null);
  // each seat's chip in the table's seat strip carries a dot in that player's pawn colour
  // (climbing.css): set here, where "your colour first" is known (a rematch that seated you
  // elsewhere gave your chip the seat's colour and your pawn yours)
  useEffect(() => {
    const table = root.current?.closest(".table");
    view.pawns.forEach((p) => table?.style.setProperty(`--pawn-s${p.seat}`, pawnColour(p.seat, me, view.pawns.length)));
  }, [me, view.pawns.length]);
  const [hover, setHover] = useState(null);
  const [preview, setPreview] = useState(null);
  useSignal(lang);
  const places = legal.filter(isPlace);
  // by number: the server lists moves as text ("0, 1, 10, 11, 2")
  const points = legal.filter(isCube).sort((a, b) => Number(a) - Number(b));
  const turns = legal.filter(isTurn);
  const clickableKey = legal.filter((m) => isPlace(m) || isCube(m)).join(",");
  const clickable = useMemoSet(clickableKey);
  const myPawn = me !== null ? view.pawns[me] : null;
  const turnCube = turns.length && me !== null && view.pointed ? view.pointed[me] : null;
  const glow = useMemoSet(turnCube === null ? clickableKey : String(turnCube));
  // each turn named as it plays, the last a moment more; then the round's summary
  const captioning = !!sequence && !sequence.read;
  // the cube turning now; then every cube of the summary while it stays
  const marks = captioning || (sequence && !summary) ? [sequence.steps[sequence.index].cube] : summary ? [...new Set(summary.turns.map(([, c]) => c))] : [];
  // a hint answers the decision it was asked for: not lit once that is over
  const liveHint = hint && legal.includes(hint) ? hint : null;
  const outcome = preview && turnCube !== null ? view.turn_outcomes?.[preview] ?? null : null;
  const outcomeSure = outcomeWords(outcome, myPawn?.cube, view, msg.seats, me);
  // others who turn this round with you or after you may change what the preview foretells
  const othersTurn = outcomeSure && othersStillTurning(view, me);
  const outcomeText = othersTurn ? `${outcomeSure} ${t("c_outUnsure")}` : outcomeSure;
  const cutsText = outcome && !outcome.top ? cutsWords(outcome, view, msg.seats, me) : null;

  // a turn you are previewing stays while others choose theirs; it goes when your choice is over
  useEffect(() => setPreview(null), [view.round, view.phase, turnCube, turns.join(",")]);
  // a button lit for one decision never stays lit into the next (a cube never chosen stayed
  // outlined, and lit on the board, after pointing)
  useEffect(() => setHover(null), [clickableKey, view.phase, view.round, turnCube]);

  // a cube or place clicked on the board that cannot be chosen: why, in words (it did nothing)
  const [why, setWhy] = useState(null);
  useEffect(() => setWhy(null), [clickableKey, view.phase, view.round, turnCube]);
  useEffect(() => {
    if (!why) return undefined;
    const timer = setTimeout(() => setWhy(null), WHY_MS);
    return () => clearTimeout(timer);
  }, [why]);
  // a start place or a cube tapped on the board is asked about first, as a turn is (a tap
  // placed the pawn, or sent the secret choice of a cube, at once: a mis-tap on a phone's small
  // cube could not be taken back); its button sends it. (The side panel's buttons name their
  // move and send it in one step.)
  const [placing, setPlacing] = useState(null);
  useEffect(() => setPlacing(null), [clickableKey, view.phase, view.round]);
  const onPick = (move) => {
    if (clickable.has(move)) setPlacing(move);
    else if (!readOnly && !msg.over) setWhy({ text: whyNot(move, { view, me, myPawn, places, points, turnCube }), move });
  };
  const clash = clashMessage(view, msg.seats, me);
  // another player's path already reaches the top cube: a newcomer lost without seeing it come
  const threats = me === null || msg.over || readOnly ? [] : view.pawns.filter((p) => p.seat !== me && p.place && !view.paths[p.seat]?.top && view.paths[p.seat]?.cubes?.includes(TOP_CUBE)).map((p) => p.seat);
  const threatened = threats.length ? { names: names(msg.seats, threats, me), n: threats.length } : null;
  const threatWords = threatened && t("c_threat", threatened);
  // and your own: the way up is yours to take
  const myPath = me === null || msg.over || readOnly || !myPawn?.place ? null : view.paths[me];
  // (only while you may act on it: pointing, the top cube not banned this round)
  const mineNearTop = !!myPath && !myPath.top && myPath.cubes.includes(TOP_CUBE) && view.phase === "point" && !view.banned.includes(TOP_CUBE);
  const myTurn = legal.length > 0;
  let todo = t(holding ? "c_watchTurns" : "c_wait");
  if (me === null) todo = t("c_watching");
  if (places.length) todo = t("c_do_place");
  else if (points.length) todo = t("c_do_point");
  // (on a phone its short words: the bar under the board says how, and the guide too)
  else if (turns.length) todo = <><span class="long">{t("c_do_turn", { n: turnCube })}</span><span class="short">{t("c_do_turnShort", { n: turnCube })}</span></>;
  // (a replay is not a game in progress: no guide, no "waiting for the others")
  const step = msg.over || me === null || readOnly ? null : places.length ? "place" : points.length ? "point" : turns.length ? "turn" : "wait";
  // a decision whose guide was closed when it began has that room for the board (on a phone;
  // reach.css): decided once a decision, so that closing the guide in the middle of one moves
  // nothing under the finger about to drag a cube (test_climbing_steady)
  const roomy = useMemo(() => !!step && stepHidden(loadGuide("climbing"), step), [view.round, view.phase, step]);

  return (
    <div class={`climb phase-${view.phase}${roomy ? " roomy" : ""}`} data-testid="climbing" ref={root}>
      <div class="climb-board">
        <Pyramid
          view={view}
          seats={msg.seats}
          n={msg.n}
          clickable={clickable}
          glow={glow}
          me={me}
          hover={hover ?? placing ?? liveHint}
          hint={liveHint}
          onHover={setHover}
          onPick={onPick}
          turnCube={turnCube}
          preview={preview}
          outcome={outcome}
          sequence={sequence}
          marks={marks.join(",")}
          onDragTurn={(turn) => turns.includes(turn) && setPreview(turn)}
          readOnly={readOnly}
        >
          {why?.text && (
            <p class="climb-why" role="status" data-testid="why-not" data-move={why.move} data-over-board>
              {why.text}
            </p>
          )}
          {sequence && (captioning || !summary) && (
            <p class="climb-turned" role="status" data-over-board data-testid="turned" data-step={sequence.index} data-steps={sequence.steps.length} data-cube={sequence.steps[sequence.index].cube} data-landed={sequence.landed ? "1" : "0"}>
              {turnSeenWords(sequence.steps[sequence.index], msg.seats, me)}
            </p>
          )}
          {/* the round's turns again, on asking, beside the view's reset (its words said
              which cube turned, but a newcomer wants to see it) */}
          {summary && !captioning && (
            <button type="button" class="turns-again" data-over-board data-testid="turns-again" title={t("c_turnsAgain")} onClick={() => again(summary.turns)}>
              <span class="icon" aria-hidden="true">↻</span>
              {/* (its words on a phone one short word under the sign: the whole words covered
                  the pyramid's top, and the bare sign beside the view's reset said nothing) */}
              <span class="again-words"> {t("c_turnsAgain")}</span>
              <span class="short-words" aria-hidden="true">{t("c_turnsAgainShort")}</span>
            </button>
          )}
          {placing && places.includes(placing) && (
            <div class="turn-confirm place-confirm" data-over-board data-testid="place-ask">
              <span class="preview-words" aria-live="polite">
                <b>{t("c_placeAsk", { place: moveWords(placing) })}</b>
              </span>
              <button type="button" class="primary" data-move={placing} data-testid="confirm-place" onClick={() => send(placing)}>
                {t("c_placeConfirm")}
              </button>
              <button type="button" onClick={() => setPlacing(null)}>
                {t("c_cancel")}
              </button>
            </div>
          )}
          {placing && points.includes(placing) && (
            <div class="turn-confirm place-confirm" data-over-board data-testid="point-ask">
              <span class="preview-words" aria-live="polite">
                <b>{t("c_pointAsk", { n: placing })}</b>
              </span>
              <button type="button" class="primary" data-move={placing} data-testid="confirm-point" onClick={() => send(placing)}>
                {t("c_pointConfirm")}
              </button>
              <button type="button" data-testid="cancel-point" onClick={() => setPlacing(null)}>
                {t("c_cancel")}
              </button>
            </div>
          )}
          {turns.length > 0 && (
            <div class="turn-confirm" data-over-board>
              {preview ? (
                <PreviewWords key={preview}>
                  <b data-testid="turn-preview">{t("c_preview", { turn: moveWords(preview) })}</b>
                  {outcomeText && (
                    <span class={`outcome ${outcome?.top ? "top" : ""}`} data-testid="turn-outcome">
                      {" "}
                      {outcomeText}
                    </span>
                  )}
                  {outcomeText && cutsText && (
                    <span class="outcome cuts" data-testid="turn-cuts">
                      {" "}
                      {cutsText}
                    </span>
                  )}
                </PreviewWords>
              ) : (
                <span class="preview-words">{t("c_pickTurn")}</span>
              )}
              <button type="button" class="primary" data-move={preview || undefined} data-testid="confirm-turn" disabled={!preview} onClick={() => preview && send(preview)}>
                {t("c_confirm")}
              </button>
              <button type="button" disabled={!preview} onClick={() => setPreview(null)}>
                {t("c_cancel")}
              </button>
            </div>
          )}
        </Pyramid>
        {step && <ClimbingGuide step={step} />}
      </div>
      <aside class="climb-side">
        <section class="climb-controls" data-testid="climb-controls" aria-label={t("c_choose")}>
          <p class="climb-phase">
            <b data-testid="round">{roundWords(view)}</b> · {phaseLine(view)}
          </p>
          {!msg.over && !readOnly && <p class={`climb-do ${myTurn ? "mine" : ""}`}>{todo}</p>}
          {/* the end, said at once where the choices were (the panel stood empty, "Game over"
              in the head, until the result's dialog came up seconds later) */}
          {view.phase === "over" && (
            <p class="climb-do mine" role="status" data-testid="climb-result">
              {view.winner !== null && view.winner !== undefined && view.winner >= 0
                ? endWords(view.winner, me, readOnly, msg.seats)
                : t("c_logDraw", { n: view.max_rounds })}
            </p>
          )}
          {view.my_choice && !myTurn && (
            <p class="my-choice" data-testid="my-choice">
              {t("c_yourChoice", { what: moveWords(view.my_choice) })}
            </p>
          )}
          {places.length > 0 && (
            <div class="cube-buttons places" role="group" aria-label={t("chooseSeat")}>
              {places.map((m) => (
                <MoveButton
                  key={m}
                  move={m}
                  hint={hint}
                  // two lines, the cube and the side (a line broken after "·" read badly)
                  label={
                    <>
                      <span class="place-cube">{t("cube", { n: m.slice(0, -1) })}</span>
                      <span class="place-side">{t("c_placeSide", { side: t(`c_side_${m.slice(-1)}`) })}</span>
                    </>
                  }
                  hover={hover ?? placing}
                  setHover={setHover}
                  onClick={() => send(m)}
                  extra={{ "aria-label": moveWords(m) }}
                />
              ))}
            </div>
          )}
          {points.length > 0 && (
            <div class="cube-buttons" role="group" aria-label={t("point")}>
              {points.map((m) => {
                const own = myPawn && String(myPawn.cube) === m;
                return (
                  <MoveButton
                    key={m}
                    move={m}
                    hint={hint}
                    label={own ? `${m} · ${t("c_ownCube")}` : m}
                    hover={hover ?? placing}
                    setHover={setHover}
                    onClick={() => send(m)}
                    extra={{ "aria-label": own ? t("c_ownCubeLabel", { cube: moveWords(m) }) : moveWords(m), class: `${hover === m ? "lit" : ""} ${hint === m ? "hinted" : ""} ${own ? "own" : ""}` }}
                  />
                );
              })}
            </div>
          )}
          {turns.length > 0 && (
            <>
              <div class="turn-buttons" role="group" aria-label={t("turn")}>
                {TURNS.filter((m) => turns.includes(m)).map((m) => (
                  <button
                    type="button"
                    data-turn={m}
                    aria-pressed={preview === m}
                    class={`${preview === m ? "chosen" : ""} ${hint === m ? "hinted" : ""}`}
                    onClick={() => setPreview(preview === m ? null : m)}
                  >
                    <TurnIcon turn={m} />
                    {moveWords(m)}
                  </button>
                ))}
              </div>
            </>
          )}
        </section>
        {/* the notes under the choices, which thus stand still from round to round (warnings
            over them that came and went moved them): first the round's summary, the news,
            shown at once beside its turns playing on the board (its room kept empty until they
            had played read as a gap); on a laptop the notes give way, scrolling, to keep the
            players in view */}
        {(threats.length > 0 || mineNearTop || clash || summary) && (
          <div class="climb-notes" data-testid="climb-notes">
            {summary && (
              <p
                class="round-summary"
                // (told to a screen reader once the board's words of each turn have been)
                role={captioning ? undefined : "status"}
                aria-hidden={captioning ? "true" : undefined}
                data-testid="round-summary"
                data-round={summary.round}
                data-playing={captioning ? "1" : "0"}
              >
                {summaryWords(summary, view, msg.seats, me)}
              </p>
            )}
            {/* (the long words beside the board, the short ones on a phone: climbing.css) */}
            {threats.length > 0 && (
              <p class="threat" role="status" data-testid="threat" title={threatWords}>
                <span class="threat-words">
                  <span aria-hidden="true">⚑ </span>
                  <span class="long">{threatWords}</span>
                  <span class="short">{t("c_threatShort", threatened)}</span>
                </span>
              </p>
            )}
            {/* (others reaching cube 13 too: a ring joined now may be theirs as well, and two
                paths to the top win for no one; "the top is in reach" sent a newcomer to 13
                beside a hint that rightly said nothing opens there) */}
            {mineNearTop && (
              <p class="threat mine" role="status" data-testid="near-top" data-shared={threatened ? "1" : undefined} title={t(threatened ? "c_nearTopShared" : "c_nearTop", threatened || {})}>
                <span class="threat-words">
                  <span aria-hidden="true">⚑ </span>
                  <span class="long">{t(threatened ? "c_nearTopShared" : "c_nearTop", threatened || {})}</span>
                  <span class="short">{t(threatened ? "c_nearTopSharedShort" : "c_nearTopShort", threatened || {})}</span>
                </span>
              </p>
            )}
            {clash && (
              <p class="clash" role="status" data-testid="clash">
                <span aria-hidden="true">⚠ </span>
                {clash}
              </p>
            )}
          </div>
        )}
        <Players msg={msg} view={view} me={me} live={!readOnly} outcome={outcomeText} preview={outcome} />
        {/* (a ban is for the next round: none after the game's end) */}
        {view.banned.length > 0 && !msg.over && view.phase !== "over" && (
          <p class="banned" data-testid="banned">
            {t("c_banned", { n: view.banned.length, list: listOf(view.banned) })}
          </p>
        )}
        <p class="muted goal">{t("c_goal")}</p>
      </aside>
    </div>
  );
}

/** One Set object per distinct list of moves, so the scene redraws only when they change. */
function useMemoSet(key) {
  const memo = useRef({ key: null, set: new Set() });
  if (memo.current.key !== key) memo.current = { key, set: new Set(key ? key.split(",") : []) };
  return memo.current.set;
}

