// A first game that teaches (issue 31), for Baloot and Balloon Cup, as the climbing game's
// guide does (games/climbing_guide.jsx): a card above the board says what this step of the
// game asks of you (bid, double, lead, follow; pick a card and a place, claim, discard) and
// how; each kind of step is shown until "Got it", all of them until "Hide the guide"; both
// remembered per browser, so a newcomer sees it and a player who knows the game does not.
// "Learn by playing" opens a practice table with a chosen deal against easy bots, with hints.
// The card is docked above the board, never over it, so it covers none of your moves; only
// words asked for whole, or a card opened from its bar, lie over the board's top (steady).
import { createContext } from "preact";
import { useContext, useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { api, goToSeat } from "../api.js";
import { gameOf } from "../games/index.js";
import { listOf, t, term } from "../i18n.js";
import { isCard, moveLabel } from "../describe/baloot.js";
import { cubeWords } from "../describe/balloon_cup.js";
import { seatName } from "../seats.js";

/** The table's state message, for a guide whose words name this moment's seats and calls
 * ("Faisal bought Hokum ♥"): table.jsx's Board provides it around every game's board. */
export const TableMessage = createContext(null);

/** The deal of each game's learning table: a chosen seed for a first game with something to
 * decide at once (a hand worth buying; cards for the tiles). */
export const LEARN_SEEDS = { baloot: 3, "balloon-cup": 5, climbing: 4 };

// every game's guide keeps what it has shown here, the climbing game's (games/climbing_guide.jsx)
// under the key it had before the other games had guides
const key = (game) => (game === "climbing" ? "gt-climbing-guide" : `gt-guide-${game}`);

/** What ``game``'s guide has shown in this browser: ``{off, seen: [step, ...]}``. */
export function loadGuide(game) {
  try {
    const saved = JSON.parse(localStorage.getItem(key(game)) || "{}");
    const counts = saved.counts && typeof saved.counts === "object" ? saved.counts : {};
    return { off: !!saved.off, seen: Array.isArray(saved.seen) ? saved.seen : [], counts };
  } catch {
    return { off: false, seen: [], counts: {} };
  }
}

/** Whether a guide in ``state`` (loadGuide's) shows nothing for ``step``: turned off, or that
 * step read already. */
export function stepHidden(state, step) {
  return state.off || state.seen.includes(step);
}

/** A newcomer to ``game`` in this browser: its guide never shown a step nor turned off; the
 * lobby offers such a person "Learn by playing". */
export function isNewcomer(game) {
  const state = loadGuide(game);
  return !state.off && state.seen.length === 0;
}

export function saveGuide(game, state) {
  try {
    localStorage.setItem(key(game), JSON.stringify(state));
  } catch {
    /* private mode: the guide shows again next time */
  }
}

/** A project's declaration ("sira:9H-7H", "hundred:4K"), made with one's first card. */
const isProject = (move) => /^(sira|fifty|hundred|400):/.test(move);

/** Which step of a Baloot hand this message asks of the seat (null: none to tell). The
 * bidding's steps follow its stage (docs/rules/baloot.md): "bid1" and "bid2" open a round;
 * "takeover" (a Hokum was bought: Sun takes it over, or pass), "keep" (your Hokum stood: keep
 * it or switch to Sun), "claim" (a Sun bought after you passed: take it or pass). */
export function balootStep(msg) {
  if (msg.over || msg.seat === null) return null;
  const view = msg.view || {};
  if (!msg.legal.length) return "wait";
  if (view.phase === "doubling") return "double";
  if (view.phase === "bidding") {
    const stage = view.bidding?.stage;
    // (a Hokum that may only be kept is kept by the board for you: nothing to ask)
    if (stage === "keep" && msg.legal.length === 1) return "wait";
    if (stage === "takeover" || stage === "keep" || stage === "claim") return stage;
    return view.bidding?.round === 2 ? "bid2" : "bid1";
  }
  if (msg.legal.some(isProject)) return "project";
  if (msg.legal.some((m) => m.endsWith("+akka"))) return "akka";
  if (msg.legal.some(isCard)) {
    return (view.trick?.cards || []).length ? "follow" : "lead";
  }
  return null;
}

/** The words of Baloot's guide at ``step`` of ``msg``: who bought what, which calls are
 * offered, and the buttons' own words (the doubling round's pass is "No double"). */
export function balootStepWords(step, msg) {
  const view = msg?.view || {};
  const legal = msg?.legal || [];
  const name = (s) => seatName(msg?.seats, s, msg?.seat);
  const ashkal = legal.includes("ashkal") ? "yes" : "no";
  const lastOf = (calls, test) => [...(calls || [])].reverse().find((c) => test(c.call));
  const bid = (test) => lastOf(view.bidding?.calls, test);
  if (step === "bid1" || step === "bid2") return { ashkal };
  if (step === "takeover" || step === "keep") {
    const hokum = bid((c) => c.startsWith("hokum"));
    const contract = moveLabel(hokum?.call ?? "hokum", "open", view.ground);
    return {
      ashkal,
      who: hokum ? name(hokum.seat) : "",
      contract,
      sun: legal.includes("sun") ? "yes" : "no",
      keep: moveLabel("hokum", "keep"),
      toSun: moveLabel("sun", "keep"),
    };
  }
  if (step === "claim") {
    const sun = bid((c) => c === "sun" || c === "ashkal");
    return { who: sun ? name(sun.seat) : "", contract: moveLabel(sun?.call ?? "sun", "claim") };
  }
  if (step === "double") {
    const raise = lastOf(view.doubling?.calls, (c) => c !== "pass");
    const offer = ["three", "four", "gahwa"].find((o) => legal.some((m) => m.split(":")[0] === o)) ?? "double";
    return {
      offer,
      sun: legal.includes("double") ? "yes" : "no", // a Sun is doubled neither open nor closed
      who: raise ? name(raise.seat) : "",
      last: raise ? moveLabel(raise.call, "doubling") : "",
      raise: term(offer),
      pass: moveLabel("pass", "doubling", null, { level: view.doubling?.level }),
    };
  }
  return {};
}

/** Balloon Cup's words for a claim: the trophies yours now, by name, and the cubes of their
 * colours you have ("You have 5 green cubes: the green trophy is yours"), and the button that
 * keeps the cubes (the guide spoke of "a claim without 3-for-1 compulsory"). */
function balloonCupStepWords(step, msg) {
  if (step !== "claimMust" && step !== "claim") return {};
  const colours = [...new Set(msg.legal.filter((m) => m.startsWith("claim")).map((m) => m.split(" ")[1]))];
  const cubes = msg.view.players?.[msg.seat]?.cubes || {};
  const own = colours.flatMap((c) => Array.from({ length: cubes[c] || 0 }, () => c));
  return {
    n: colours.length,
    cubes: cubeWords(own),
    trophies: listOf(colours.map((c) => t("bc_trophyColour", { colour: t(c), c }))),
    stop: t("stopClaiming"),
  };
}

/** Each game's words for its guide's steps (a step without them has none). */
const STEP_WORDS = { baloot: balootStepWords, "balloon-cup": balloonCupStepWords };

/** Steps whose card is done with once its move is made (a claim's words stayed up while the
 * other player moved): the wait that follows shows the wait step's card (or its closed bar). */
const DONE_ONCE_MADE = { "balloon-cup": new Set(["claim", "claimMust"]) };

/** Which step of Balloon Cup this message asks of the seat (null: none to tell). */
export function balloonCupStep(msg) {
  if (msg.over || msg.seat === null) return null;
  if (!msg.legal.length) return "wait";
  if (msg.legal.some((m) => m.startsWith("discard"))) return "stuck";
  // a claim that needs no 3-for-1 is compulsory: then there is no "stop" to offer
  if (msg.legal.some((m) => m.startsWith("claim"))) return msg.legal.includes("stop") ? "claim" : "claimMust";
  if (msg.legal.includes("stop")) return "claim";
  return "pick";
}

const PREFIX = { baloot: "g_baloot_", "balloon-cup": "g_bc_" };

/** A practice table with the game's chosen deal, you against easy bots (hints on); a partner
 * (Baloot) plays at its usual level, as a teacher would sit beside you. */
export async function openLearningTable(game, seats) {
  const team = gameOf(game)?.teamOf;
  const partner = (i) => team && team(i) === team(0);
  const table = await api("/api/tables", {
    method: "POST",
    body: {
      game,
      // (the options that make room for learnSeats where the count is an option: climbing's)
      options: gameOf(game)?.learnOptions ?? {},
      seed: LEARN_SEEDS[game],
      practice: true,
      clock: "none",
      bot_delay: 0.8,
      hints: true,
      seats: Array.from({ length: seats }, (_, i) =>
        i === 0 ? { kind: "human" } : { kind: "bot", bot: "heuristic", ...(partner(i) ? {} : { level: "easy" }) }),
    },
  });
  goToSeat(table);
}

export function LearnButton({ game, seats }) {
  const [error, setError] = useState(null);
  return (
    <>
      <button type="button" data-testid="learn" title={t("g_learnWhat")} onClick={() => openLearningTable(game, seats).catch((e) => setError(e.message))}>
        {t("g_learn")}
      </button>
      {error && (
        <span class="error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** A guide's words: cut to a few lines on a phone (guide CSS), whole on a tap. Where they are
 * cut, a "▾" at their end says there is more (the cut alone looked like the whole). */
export function GuideText({ whole, setWhole, children }) {
  const ref = useRef(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setCut(!whole && el.scrollHeight > el.clientHeight + 1);
  });
  return (
    <button type="button" ref={ref} class={`guide-text ${whole ? "whole" : ""} ${cut ? "cut" : ""}`} aria-expanded={whole} onClick={() => setWhole(!whole)}>
      {children}
    </button>
  );
}

/** How many times a step of the first-game guide comes before it steps back by itself (as
 * if "Got it" were pressed): a newcomer who never pressed it read the same basics at every
 * trick, and again in the next game. */
export const GUIDE_TIMES = 3;

/** The guide's card for ``step`` of ``game`` (see :func:`balootStep`, :func:`balloonCupStep`).
 *
 * ``steady`` (Baloot's): the table above your hand keeps its height from one decision to the
 * next. Coming back docked at each new step after "Got it", 3-5 lines at a time, the card
 * pushed the bid buttons and the cards down under a phone's thumb as they were tapped. So: the
 * docked card keeps one height at every step (its words cut to the same lines), its whole
 * words open over the board, not into it; once any step's "Got it" has been pressed, a new
 * step comes as the closed bar with a mark, and a tap on it opens the card over the board. */
export function FirstGameGuide({ game, step: now, seats, steady = false }) {
  const msg = useContext(TableMessage);
  const [state, setState] = useState(() => loadGuide(game));
  const [whole, setWhole] = useState(false);
  const [opened, setOpened] = useState(false); // steady: the card opened over the board from its bar
  const slot = useRef(null);
  const docked = useRef(0); // steady: the docked card's height, kept by its slot while it is open
  // while the others play ("wait"), the guide stays as it was at your last step, its card or
  // its closed bar, with that step's words: gone at each of their moves and back at each of
  // yours, or the wait step's bar in turn with your step's card, it moved the whole table up
  // and down under a phone's thumb. The wait step's own card comes before your first step.
  const last = useRef(null); // {step, words, deal}
  const mine = now && now !== "wait" ? now : null;
  // (a step's card is the deal's it was shown in: after a deal everyone passed, the new deal's
  // first round kept the last deal's "bidding, round two" card while the others bid)
  const deal = gameOf(game)?.chapter?.of?.(msg?.view || {}) ?? null;
  if (mine) last.current = { step: mine, words: STEP_WORDS[game]?.(mine, msg) ?? {}, deal };
  const opening = now === "wait" && !last.current ? "wait" : null;
  const stale = now === "wait" && !!last.current && last.current.deal !== deal;
  const done = now === "wait" && (!!DONE_ONCE_MADE[game]?.has(last.current?.step) || stale);
  const shown = opening || done ? { step: "wait", words: {} } : last.current;
  const step = shown?.step ?? null;
  // counted: each of your steps, and the wait step while it opens the game
  const counted = mine || opening;
  const update = (next) => {
    setState(next);
    saveGuide(game, next);
  };
  useEffect(() => {
    if (!counted || stepHidden(state, counted)) return;
    const step = counted;
    const times = (state.counts?.[step] || 0) + 1;
    const counts = { ...state.counts, [step]: times };
    // (shown for the last time now; from the next time on it is seen)
    update({ ...state, counts, seen: times >= GUIDE_TIMES + 1 ? [...state.seen, step] : state.seen });
  }, [counted]);
  // (steady: a card opened from its bar, or words opened whole, close at your next step)
  useEffect(() => {
    if (!steady) return;
    setOpened(false);
    setWhole(false);
  }, [step]);
  // (steady: the docked card's height while it is cut, which its slot keeps while it is whole)
  useLayoutEffect(() => {
    if (steady && slot.current && !whole) docked.current = slot.current.offsetHeight;
  });
  if (!step) return null;
  const seen = stepHidden(state, step);
  // steady: once a "Got it" has been pressed, every step not yet read comes as the bar, marked
  const barred = seen || (steady && state.seen.length > 0);
  if (barred && !opened) {
    const fresh = steady && !seen;
    return (
      <div class={`guide-bar ${fresh ? "fresh" : ""}`} data-testid="guide-closed" data-fresh={fresh ? "1" : undefined}>
        <button
          type="button"
          class="guide-open"
          data-testid="guide-open"
          aria-label={fresh ? t("g_showNew") : t("g_show")}
          onClick={() =>
            steady
              ? setOpened(true)
              : update({ off: false, seen: state.seen.filter((s) => s !== step), counts: { ...state.counts, [step]: 0 } })}
        >
          {/* the mark where the language puts it (Arabic: ؟ after the word); read as the word alone */}
          {t("g_open", { guide: t("g_show") })}
        </button>
      </div>
    );
  }
  const close = (next) => {
    setOpened(false);
    update(next);
  };
  const over = steady && (opened || whole);
  const card = (
    <div
      class={`guide first-game ${steady ? "steady" : ""} ${over ? "over" : ""}`}
      role="note"
      data-testid="guide"
      data-step={step}
      aria-label={t("g_title")}
    >
      <GuideText whole={whole || opened} setWhole={opened ? () => setOpened(false) : setWhole}>
        <b>{t("g_title")}: </b>
        {t(`${PREFIX[game]}${step}`, shown.words)}
      </GuideText>
      <button
        type="button"
        class="primary"
        data-testid="guide-ok"
        onClick={() => close({ ...state, off: false, seen: state.seen.includes(step) ? state.seen : [...state.seen, step] })}
      >
        {t("g_ok")}
      </button>
      {seats && <LearnButton game={game} seats={seats} />}
      <button type="button" class="guide-close" data-testid="guide-off" aria-label={t("g_off")} title={t("g_off")} onClick={() => close({ ...state, off: true })}>
        ×
      </button>
    </div>
  );
  if (!steady) return card;
  // the card opened from the bar lies over the board, taking no room; the docked one's slot
  // keeps its height while its words are open whole over the board
  return opened ? (
    <div class="guide-slot floating">{card}</div>
  ) : (
    <div class="guide-slot" ref={slot} style={whole && docked.current ? { height: `${docked.current}px` } : undefined}>
      {card}
    </div>
  );
}
