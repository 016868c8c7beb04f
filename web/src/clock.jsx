// Clocks and takeovers on the seats. A running clock counts down here between the server's
// messages (its deadline is in the server's time: see serverNow in api.js); low time is marked
// by a sign and words, not by colour alone. A seat a bot holds says "Bot playing for …", and
// its owner gets "Take my seat back".
import { useEffect, useState } from "preact/hooks";
import { api, serverNow } from "./api.js";
import { locale, t } from "./i18n.js";

/** seconds left under which a clock is marked as low */
const LOW = 10;

/** A clock's time: "4:59" under an hour; past it (turn-based tables give days a move) the two
 * largest units in the page's language, "2d 23h" or "5h 12m", not "4319:58". */
export function mmss(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  const [big, small, per] = s >= 86400 ? ["day", "hour", 86400] : ["hour", "minute", 3600];
  const n = Math.floor(s / per);
  const rest = Math.floor((s % per) / (per === 86400 ? 3600 : 60));
  const unit = (value, name) =>
    new Intl.NumberFormat(locale(), { style: "unit", unit: name, unitDisplay: "narrow" }).format(value);
  return rest ? `${unit(n, big)} ${unit(rest, small)}` : unit(n, big);
}

/** Re-render four times a second while ``on``. */
function useTicking(on) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [on]);
}

/** A running clock at ``now``: the seconds left of the turn's allowance, of the bank, in all.
 * For a person gone, whose stand-in moves at ``due`` (before the deadline), the bank is not
 * drawn on: what is left is the turn's time to ``due``. */
export function clockReading(c, now) {
  if (!c || c.deadline === null || c.deadline === undefined) return null;
  if (c.due != null && c.due < c.deadline) {
    const left = c.due - now;
    return { left, move: Math.max(0, left), bank: c.bank, inBank: false, low: left <= LOW };
  }
  const left = c.deadline - now;
  const inBank = left <= c.bank;
  return { left, move: inBank ? 0 : left - c.bank, bank: inBank ? Math.max(0, left) : c.bank, inBank, low: left <= LOW };
}

/** A seat's clock and who holds it: ``clock`` is the state message's, ``name`` the seat's. */
export function SeatClock({ clock, seat, name }) {
  const c = clock?.seats?.[seat];
  const running = !!c && !c.held && c.deadline !== null && c.deadline !== undefined;
  useTicking(running);
  if (!c) return null;
  if (c.held) {
    return (
      <small class="held" data-testid={`held-${seat}`}>
        {t("botPlayingFor", { name })}
      </small>
    );
  }
  const r = running ? clockReading(c, serverNow()) : null;
  if (!r) {
    if (!clock.move || !clock.bank) return null; // nothing to show until the seat's turn
    return (
      <small class="clock idle" data-testid={`clock-${seat}`}>
        {t("bankLeft", { time: mmss(c.bank) })}
      </small>
    );
  }
  const shown = mmss(r.inBank ? r.bank : r.move);
  return (
    <span
      class={`clock running${r.low ? " low" : ""}`}
      role="timer"
      data-testid={`clock-${seat}`}
      data-low={r.low ? "1" : "0"}
      aria-label={`${t("timeLeft", { name, time: mmss(r.left) })}${r.low ? ` — ${t("lowTime")}` : ""}`}
    >
      {r.low && (
        <span class="low-sign" title={t("lowTime")} aria-hidden="true">
          ⚠{" "}
        </span>
      )}
      <b dir={shown.includes(":") ? "ltr" : "auto"}>{shown}</b>
      {r.inBank ? (
        <small> {t("inBank")}</small>
      ) : clock.bank > 0 ? (
        <small> + {t("bankLeft", { time: mmss(r.bank) })}</small>
      ) : null}
    </span>
  );
}

/** "A bot is playing for you" and the button that takes the seat back (its owner only). */
export function TakeBack({ msg, table }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const mine = msg.seat !== null ? msg.clock?.seats?.[msg.seat] : null;
  if (!mine?.held || msg.over) return null;
  async function takeBack() {
    setBusy(true);
    setError(null);
    try {
      const token = new URLSearchParams(location.search).get("token") || undefined;
      await api(`/api/tables/${table}/takeback`, { method: "POST", body: {}, token });
    } catch (e) {
      setError(t("takeBackFailed", { reason: e.message }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div class="notice warn takeback" role="status" data-testid="takeback">
      <span>{t("botPlaysForYou")}</span>{" "}
      <button type="button" class="primary" onClick={takeBack} disabled={busy} data-testid="takeback-button">
        {t("takeSeatBack")}
      </button>
      {error && (
        <span class="error" role="alert">
          {" "}
          {error}
        </span>
      )}
    </div>
  );
}
