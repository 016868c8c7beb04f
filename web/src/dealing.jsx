// The dealing phase at the table page: this browser's own random value in the deal
// (commit–reveal, gametable/server/tables/dealing.py), what the seats are shown while the table
// shuffles, and after the game whether this browser's value was used.
import { useEffect, useRef } from "preact/hooks";
import { t } from "./i18n.js";
import { seatName } from "./seats.js";

const KEY = (table) => `gt-deal-${table}`;

/** This browser's value for a table: 32 random bytes as 64 hex digits, kept per table in
 * sessionStorage so that a reload (or a restarted server) gets the same one again. */
export function seatValue(table) {
  try {
    const kept = sessionStorage.getItem(KEY(table));
    if (kept && /^[0-9a-f]{64}$/.test(kept)) return kept;
  } catch {
    // no storage (a private window's rules): a value for this page only
  }
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const value = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  try {
    sessionStorage.setItem(KEY(table), value);
  } catch {
    // as above
  }
  return value;
}

/** The value this browser made for a table, if it made one. */
export function keptValue(table) {
  try {
    return sessionStorage.getItem(KEY(table));
  } catch {
    return null;
  }
}

/** SHA-256 of a text, lowercase hex (what the server checks a value against). */
export async function sha256hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Sends this seat's commitment when the table shuffles, then its value when asked: once per
 * step and connection (``send`` returns false while disconnected: tried again next message). */
export function useSeatValue(table, msg, send) {
  const sent = useRef({});
  const dealing = msg?.dealing;
  const mine = dealing && msg.seat !== null && msg.seat !== undefined
    ? dealing.seats?.[msg.seat] : null;
  useEffect(() => {
    if (!dealing || !mine) return;
    const value = seatValue(table);
    const step = mine === "waiting" && dealing.step === "commit" ? "commit"
      : mine === "committed" && dealing.step === "reveal" ? "reveal" : null;
    if (!step || sent.current[step] === msg.v) return;
    sent.current[step] = msg.v;
    if (step === "reveal") {
      if (!send({ type: "seed_reveal", value })) sent.current[step] = null;
      return;
    }
    sha256hex(value).then((commitment) => {
      if (!send({ type: "seed_commit", commitment })) sent.current[step] = null;
    });
  }, [table, dealing?.step, mine, msg?.v]);
}

/** What the table shows while it shuffles, instead of the board. */
export function DealingPanel({ msg }) {
  const dealing = msg.dealing;
  return (
    <div class="dealing notice" role="status" data-testid="dealing" data-step={dealing.step}>
      <p>
        <b>{t("shuffling", { game: msg.game })}</b>
      </p>
      <p class="muted">{t(dealing.step === "reveal" ? "dealStepReveal" : "dealStepCommit")}</p>
      <ul class="deal-seats">
        {Object.entries(dealing.seats).map(([seat, status]) => (
          <li data-seat={seat} data-status={status}>
            {t(`dealSeat_${status}`, { name: seatName(msg.seats, Number(seat), msg.seat) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After the game: whether the value this browser made went into the deal, checked against
 * the revealed record (its value, and "source": "seat"); ``folded``: behind a small "Details"
 * disclosure, where it is not what one looks for first (the result dialog: its long line
 * stretched the dialog across a laptop's board). A value not used is said openly. */
export function ValueUsed({ msg, table, folded = false }) {
  if (!msg.over || msg.seat === null || msg.seat === undefined) return null;
  const part = msg.fairness?.seats?.[msg.seat];
  const kept = keptValue(table);
  if (!part || !kept) return null;
  let key = "valueOther";
  if (part.source !== "seat") key = "valueNotUsed";
  else if (part.value === kept) key = "valueUsed";
  const note = (
    <p class={`notice deal-value ${key === "valueUsed" ? "" : "warn"}`} data-testid="value-used" data-used={key === "valueUsed" ? "1" : "0"}>
      {t(key, { game: msg.game })}
    </p>
  );
  if (!folded || key !== "valueUsed") return note;
  return (
    <details class="fair-details" data-testid="fair-details">
      <summary>{t("fairDetails")}</summary>
      {note}
    </details>
  );
}

/** The replay viewer's line on the deal: the server's check of the whole record, in the
 * page's words (how many seats' own browsers added a value, from the record); when it fails,
 * the check's own reason after them (a technical detail, in English, isolated). The words are
 * the game's: a deal of cards, or (the climbing game) a draw of the cubes' turns. */
export function FairnessCheck({ fairness, game }) {
  if (!fairness) return null;
  const ok = fairness.verified === true;
  const seats = Array.isArray(fairness.seats) ? fairness.seats : null;
  const browsers = seats ? seats.filter((part) => part?.source === "seat").length : 0;
  return (
    <p class={`notice fairness ${ok ? "" : "warn"}`} data-testid="fairness" data-verified={ok ? "1" : "0"}>
      {t(ok ? "fairVerified" : "fairNotVerified", { game })}
      {ok && seats && ` ${t("fairFromBrowsers", { n: browsers, game })}`}
      {!ok && fairness.reason && (
        <>
          {" "}
          <bdi lang="en" dir="ltr">({fairness.reason})</bdi>
        </>
      )}
    </p>
  );
}
