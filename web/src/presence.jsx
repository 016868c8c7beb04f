// Who is at the table, told as it changes: a person joining, leaving, a bot taking over their
// seat and their coming back are lines of the game log (gamelog.jsx) and marks on the seat;
// the seat whose clock runs has a countdown ring round its avatar.
import { useEffect, useState } from "preact/hooks";
import { serverNow } from "./api.js";
import { Avatar } from "./avatar.js";
import { t } from "./i18n.js";

const held = (msg, seat) => Boolean(msg?.clock?.seats?.[seat]?.held);
/** A turn-based table (its clock says so), where being away is normal: nobody is told of
 * every visit, and an absent seat is "away", not "left". */
const turnBased = (msg) => Boolean(msg?.clock?.turn_based);

/** The log lines of what changed at the seats between two messages of one table:
 * [{key, kind: "presence", seat, text}] (none for the first message: who is there then is
 * the seat strip's to show, not news). */
export function presenceLines(before, msg, name) {
  if (!before || before.table !== msg.table || msg.over) return [];
  const out = [];
  const at = `${msg.n}-${msg.stamp ?? ""}-${Date.now()}`;
  for (const s of msg.seats || []) {
    const old = (before.seats || [])[s.seat];
    if (!old || s.kind !== "human") continue;
    const who = name(s.seat);
    if (held(msg, s.seat) && !held(before, s.seat)) {
      out.push({ key: `p-${at}-${s.seat}-bot`, kind: "presence", seat: s.seat, text: t("botTookLog", { who }) });
    } else if (!held(msg, s.seat) && held(before, s.seat)) {
      out.push({ key: `p-${at}-${s.seat}-back`, kind: "presence", seat: s.seat, text: t("backLog", { who }) });
    }
    if (turnBased(msg)) continue;
    if (s.online && !old.online) {
      out.push({ key: `p-${at}-${s.seat}-in`, kind: "presence", seat: s.seat, text: t("joinedLog", { who }) });
    } else if (!s.online && old.online) {
      out.push({ key: `p-${at}-${s.seat}-out`, kind: "presence", seat: s.seat, text: t("leftLog", { who }) });
    }
  }
  return out;
}

/** The mark on a person's seat while they are away: "left" ("away" at a turn-based table;
 * a bot's "playing for" is the clock's, clock.jsx). */
export function SeatPresence({ msg, seat }) {
  const s = msg.seats?.[seat];
  if (!s || s.kind !== "human" || s.online || msg.over) return null;
  return (
    <small class="seat-mark presence-left" data-testid={`left-${seat}`}>
      {t(turnBased(msg) ? "seatAway" : "seatLeft")}
    </small>
  );
}

const R = 15;
const ROUND = 2 * Math.PI * R;

/** A seat's avatar, ringed by what is left of its running clock (none when no clock runs). */
export function RingedAvatar({ msg, seat, name }) {
  const c = msg.clock?.seats?.[seat];
  const running = Boolean(c && !c.held && c.deadline !== null && c.deadline !== undefined && !msg.over);
  const [, tick] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => tick((n) => n + 1), 500);
    return () => clearInterval(timer);
  }, [running]);
  const s = msg.seats?.[seat];
  // a person gone is played for once the turn's move time is up (``due``), not at the deadline
  const early = running && c.due != null && c.due < c.deadline;
  const whole = (msg.clock?.move || 0) + (early ? 0 : c?.bank || 0);
  const left = running ? Math.max(0, (early ? c.due : c.deadline) - serverNow()) : 0;
  const part = running && whole > 0 ? Math.min(1, left / whole) : 0;
  return (
    <span class={`ringed ${running ? "running" : ""}`} data-testid={`avatar-${seat}`}>
      <Avatar seat={s} name={name} />
      {running && (
        <svg class="ring" viewBox="0 0 32 32" aria-hidden="true" data-testid={`ring-${seat}`} data-left={part.toFixed(2)} data-seconds={Math.ceil(left)}>
          <circle cx="16" cy="16" r={R} class="ring-track" />
          <circle cx="16" cy="16" r={R} class={`ring-left ${left <= 10 ? "low" : ""}`} stroke-dasharray={ROUND} stroke-dashoffset={ROUND * (1 - part)} transform="rotate(-90 16 16)" />
        </svg>
      )}
    </span>
  );
}
