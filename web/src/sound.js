// Sound and touch at the table: short sounds made in the browser with Web Audio (nothing is
// downloaded, so no recording and no licence: every sound is synthesized here), vibration on
// your turn on phones, and one mute switch, remembered in this browser (localStorage
// "gt-sound"). useTableSounds(msg) tells each new state message apart from the one before:
// a card played, a trick won, your turn, a call made (a bid or a double), the game won.
import { useEffect, useRef } from "preact/hooks";
import { readSetting, writeSetting } from "./i18n.js";
import { signal } from "./signal.js";

/** true: sounds on (the default); the page's one switch sets it. */
export const soundOn = signal(readSetting("gt-sound") !== "off");

export function setSound(on) {
  soundOn.value = on;
  writeSetting("gt-sound", on ? "on" : "off");
}

/** Every sound played since the page opened (the newest last): the browser tests read it,
 * as a person hears it. */
export const played = [];

// each sound: notes of [frequency Hz, start s, length s, wave, gain]
const SOUNDS = {
  card: [[420, 0, 0.05, "triangle", 0.25], [180, 0.01, 0.06, "sine", 0.2]],
  trick: [[523, 0, 0.09, "triangle", 0.2], [659, 0.08, 0.12, "triangle", 0.2]],
  turn: [[660, 0, 0.12, "sine", 0.22], [880, 0.12, 0.16, "sine", 0.22]],
  call: [[392, 0, 0.1, "square", 0.08], [392, 0.12, 0.08, "square", 0.06]],
  win: [[523, 0, 0.14, "triangle", 0.2], [659, 0.12, 0.14, "triangle", 0.2], [784, 0.24, 0.14, "triangle", 0.2], [1047, 0.36, 0.35, "triangle", 0.22]],
};

let audio = null;
// when the last note sounding ends (the context's clock), and the timer that then suspends
// the context: a running one keeps the browser's audio thread busy for as long as the page
// stays open, a phone's battery for nothing between sounds
let quietAt = 0;
let quietTimer = null;

function context() {
  if (audio === null) {
    const Ctx = globalThis.AudioContext || globalThis.webkitAudioContext;
    audio = Ctx ? new Ctx() : false;
  }
  return audio || null;
}

/** Play sound ``name`` unless muted: a few oscillator notes with a quick fade each. */
export function play(name) {
  if (!soundOn.value || !SOUNDS[name]) return false;
  played.push(name);
  const ctx = context();
  if (!ctx) return true;
  if (ctx.state === "suspended") ctx.resume().catch(() => {});
  const t0 = ctx.currentTime + 0.01;
  for (const [freq, start, length, wave, gain] of SOUNDS[name]) {
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = freq;
    amp.gain.setValueAtTime(0, t0 + start);
    amp.gain.linearRampToValueAtTime(gain, t0 + start + 0.01);
    amp.gain.exponentialRampToValueAtTime(0.001, t0 + start + length);
    osc.connect(amp).connect(ctx.destination);
    osc.start(t0 + start);
    osc.stop(t0 + start + length + 0.02);
    quietAt = Math.max(quietAt, t0 + start + length + 0.02);
  }
  clearTimeout(quietTimer);
  quietTimer = setTimeout(() => {
    if (ctx.currentTime >= quietAt) ctx.suspend().catch(() => {});
  }, (quietAt - ctx.currentTime) * 1000 + 250);
  return true;
}

/** A short buzz on phones when the turn comes (not when muted: one switch for both). */
export function buzz() {
  if (!soundOn.value || typeof navigator.vibrate !== "function") return false;
  try {
    return navigator.vibrate([40, 60, 40]);
  } catch {
    return false;
  }
}

const count = (x) => (Array.isArray(x) ? x.length : 0);

/** The sounds a new message makes after the one before (both of one table, one seat). */
export function soundsBetween(before, msg) {
  const out = [];
  if (!before || before.table !== msg.table || msg.n <= before.n) return out;
  const v = msg.view || {};
  const b = before.view || {};
  const last = msg.last_move;
  const move = typeof last?.move === "string" ? last.move : "";
  if (msg.game === "baloot") {
    // a card ("TS", "QH+akka") or a call (pass, hokum, sun, a double, a project)
    const card = /^(10|[2-9TJQKA])[SHDC]\b/.test(move);
    if (move) out.push(card ? "card" : "call");
    if (card && (count(v.tricks) > count(b.tricks) || (count(b.trick) >= 3 && count(v.trick) === 0))) out.push("trick");
  } else if (move) out.push("card");
  else if (msg.game === "climbing" && v.round !== b.round) out.push("card");
  const mine = msg.seat !== null && msg.seat !== undefined && msg.legal?.length > 0;
  const wasMine = before.seat !== null && before.legal?.length > 0;
  if (mine && !wasMine && !msg.over) out.push("turn");
  if (msg.over && !before.over && msg.seat !== null && msg.scores?.[msg.seat] === 1) out.push("win");
  return out;
}

/** The table's sounds and buzz, from each state message seen (nothing in a replay). Your
 * turn is sounded once the board shows it (``held``: it holds the position back, a Baloot
 * hand's summary on the table; the turn's chime came with the summary). */
export function useTableSounds(msg, held = false) {
  const before = useRef(null);
  const owed = useRef(false);
  useEffect(() => {
    if (!msg || msg.dealing) return;
    const sounds = soundsBetween(before.current, msg);
    before.current = msg;
    owed.current = held && sounds.includes("turn");
    for (const name of sounds) if (name !== "turn" || !held) play(name);
    if (sounds.includes("turn") && !held) buzz();
  }, [msg]);
  useEffect(() => {
    if (held || !owed.current) return;
    owed.current = false;
    if (before.current?.legal?.length > 0 && !before.current.over) {
      play("turn");
      buzz();
    }
  }, [held]);
}
