// The game log beside a table: every move, trick, claim and hand result in words.
//
// Shared by every game's table: table.jsx and replay.jsx show it for any game with a describer
// in describe/index.js (a game adds one there to get its log). Use:
//   const entries = useGameLog(msg);          // msg: the table's latest "state" message
//   <GameLog entries={entries} />             // collapsible; closed at first on phones
// Lines come from describeLog(game, view) of each view received; lines are merged by key, so a
// line stays once a later view no longer carries it (Baloot's earlier hands). A describer also
// gets the view seen before and the message's last_move (the latest move in public form, from
// the server): what a move cleared from the view at once (Baloot's last card of a hand, which
// the next deal replaces) is told from them. The newest line is also read out by screen
// readers (a polite live region). People joining, leaving, a bot taking over and their return
// are lines too (presence.jsx). A page opened mid-game (a reload, a second device) tells the
// lines before its first message from the game so far (GET /api/tables/{id}/history: each
// position as its seat saw it), as the replay does from the whole game.
import { useRef, useState } from "preact/hooks";
import { api } from "./api.js";
import { describeLog } from "./describe/index.js";
import { glosses, lang, t } from "./i18n.js";
import { useSignal } from "./signal.js";
import { seatName } from "./seats.js";
import { presenceLines } from "./presence.jsx";
import { resignedLine } from "./resign.jsx";
import { tookBack } from "./takeback.js";

/** The lines told by a run of ``frames`` (``{view, last_move}`` each), merged by key, each
 * with the index of the frame it first shows at: the log at step i is the lines with
 * ``at <= i``. */
export function logOfFrames(game, frames, viewer, name) {
  const seen = new Map();
  frames.forEach((frame, k) => {
    const ctx = { viewer, name, previous: k > 0 ? frames[k - 1].view : null, lastMove: frame.last_move ?? null };
    for (const line of describeLog(game, frame.view, ctx)) {
      if (!seen.has(line.key)) seen.set(line.key, { line, at: k });
    }
  });
  return seen;
}

/** The log lines of a table so far, from the successive messages seen. */
export function useGameLog(msg) {
  // (the Arabic terms alongside are words of their own: the lines are told again)
  const language = `${useSignal(lang)}/${useSignal(glosses) ? "glosses" : ""}`;
  const store = useRef({ table: null, lang: null, lines: new Map(), previous: null, n: 0 });
  const [, redraw] = useState(0);
  const s = store.current;
  if (!msg) return [];
  const name = (seat) => seatName(msg.seats, seat, msg.seat);
  const newTable = s.table !== msg.table;
  if (tookBack(s, msg) || newTable || s.lang !== language) {
    // a new table, words in another language, or moves taken back (fewer than before: their
    // lines go): start over from this view, and from the game so far where moves were made
    // before it
    s.lang = language;
    s.lines = new Map();
    s.previous = null;
    s.before = null;
    const start = (s.start = (s.start || 0) + 1); // (a later start over makes this one's reply stale)
    if (msg.n > 0) {
      const { table, game } = msg;
      const token = new URLSearchParams(location.search).get("token") || undefined;
      api(`/api/tables/${table}/history`, { token }).then(
        (history) => {
          if (s.start !== start) return; // moved on meanwhile
          const lines = new Map([...logOfFrames(game, history.frames, history.seat, name)].map(([key, { line }]) => [key, line]));
          for (const [key, line] of s.lines) if (!lines.has(key)) lines.set(key, line);
          s.lines = lines;
          redraw((k) => k + 1);
        },
        () => {}, // the log goes on from the messages: what came before is only missing
      );
    }
  }
  const ctx = { viewer: msg.seat, name, previous: s.previous, lastMove: msg.last_move };
  for (const line of describeLog(msg.game, msg.view, ctx)) {
    if (!s.lines.has(line.key)) s.lines.set(line.key, line);
  }
  // people coming and going, bots taking over: told once, when the message shows the change
  if (s.before !== msg) {
    for (const line of presenceLines(s.before, msg, name)) s.lines.set(line.key, line);
    s.before = msg;
  }
  const resigned = resignedLine(msg, name);
  if (resigned) s.lines.set(resigned.key, resigned);
  s.previous = msg.view;
  return [...s.lines.values()];
}

/** ``entries`` newest first, each heading (a line with ``head: true``, the climbing game's
 * "Round 3") still at the top of the lines that follow it: its group's lines newest first
 * under it (a plain reversal put each round's heading below its moves). */
export function newestFirstUnderHeads(entries) {
  const groups = [];
  for (const line of entries) {
    if (line.head || !groups.length) groups.push({ head: line.head ? line : null, lines: [] });
    if (!line.head) groups[groups.length - 1].lines.push(line);
  }
  return groups.reverse().flatMap(({ head, lines }) => [...(head ? [head] : []), ...lines.reverse()]);
}

const narrow = () => typeof matchMedia === "function" && matchMedia("(max-width: 700px)").matches;

/** The log panel: newest line first; a <details> so phones can fold it away. */
export function GameLog({ entries, title }) {
  const [open, setOpen] = useState(() => !narrow());
  const last = entries[entries.length - 1];
  const newestFirst = newestFirstUnderHeads(entries);
  return (
    <details
      class="game-log"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="game-log"
    >
      <summary>
        {title || t("log")} <span class="count">({entries.length})</span>
      </summary>
      {entries.length === 0 && <p class="muted">{t("logEmpty")}</p>}
      <ol class="log-lines" reversed tabIndex={entries.length ? 0 : undefined} aria-label={title || t("log")}>
        {newestFirst.map((line) => (
          <li key={line.key} class={`log-${line.kind || "move"}`} data-seat={line.seat ?? ""} data-key={line.key}>
            {line.text}
          </li>
        ))}
      </ol>
      <p class="sr" aria-live="polite" data-testid="log-latest">
        {last ? last.text : ""}
      </p>
    </details>
  );
}
