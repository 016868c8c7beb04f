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
// are lines too (presence.jsx).
import { useRef, useState } from "preact/hooks";
import { describeLog } from "./describe/index.js";
import { lang, t } from "./i18n.js";
import { useSignal } from "./signal.js";
import { seatName } from "./seats.js";
import { presenceLines } from "./presence.jsx";

/** The log lines of a table so far, from the successive messages seen. */
export function useGameLog(msg) {
  const language = useSignal(lang);
  const store = useRef({ table: null, lang: null, lines: new Map(), previous: null });
  const s = store.current;
  if (!msg) return [];
  if (s.table !== msg.table || s.lang !== language) {
    // a new table, or words in another language: start over from this view
    s.table = msg.table;
    s.lang = language;
    s.lines = new Map();
    s.previous = null;
    s.before = null;
  }
  const name = (seat) => seatName(msg.seats, seat, msg.seat);
  const ctx = { viewer: msg.seat, name, previous: s.previous, lastMove: msg.last_move };
  for (const line of describeLog(msg.game, msg.view, ctx)) {
    if (!s.lines.has(line.key)) s.lines.set(line.key, line);
  }
  // people coming and going, bots taking over: told once, when the message shows the change
  if (s.before !== msg) {
    for (const line of presenceLines(s.before, msg, name)) s.lines.set(line.key, line);
    s.before = msg;
  }
  s.previous = msg.view;
  return [...s.lines.values()];
}

const narrow = () => typeof matchMedia === "function" && matchMedia("(max-width: 700px)").matches;

/** The log panel: newest line first; a <details> so phones can fold it away. */
export function GameLog({ entries, title }) {
  const [open, setOpen] = useState(() => !narrow());
  const last = entries[entries.length - 1];
  const newestFirst = entries.slice().reverse();
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
          <li key={line.key} class={`log-${line.kind || "move"}`} data-seat={line.seat ?? ""}>
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
