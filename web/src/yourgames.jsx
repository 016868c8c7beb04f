// "Your games" (/games): the person's unfinished tables, those where it is their turn first,
// with the opponents, the time left to move and the last move; the count of games waiting for
// their move in the header on every page; and the switch that has this device told of their
// turn by Web Push (push.js). The list is GET /api/me/games, read again every half minute while
// the page is seen, whenever it comes back into view, and when a your-turn notice comes live.
import { useEffect, useState } from "preact/hooks";
import { api, here, serverNow } from "./api.js";
import { gameTitle, isolate, listOf, locale, num, t } from "./i18n.js";
import { inbox } from "./friends.jsx";
import { me } from "./players.jsx";
import { pushError, pushState, refreshPush, turnPushOff, turnPushOn } from "./push.js";
import { whileSeen } from "./seen.js";
import { signal, useSignal } from "./signal.js";

/** the latest answer of GET /api/me/games (null before the first) */
export const yourGames = signal(null);
export const yourGamesError = signal(null);
const EVERY_MS = 30_000;
/** seconds left under which the time left is marked */
const LOW = 3600;

export function loadYourGames() {
  return api("/api/me/games").then(
    (found) => {
      yourGames.value = found;
      yourGamesError.value = null;
    },
    (error) => {
      yourGamesError.value = error.message;
    },
  );
}

let started = false;

/** Keep the count fresh for the header: once signed in, then every EVERY_MS while the page is
 * seen and when it comes back into view; and send this browser's push subscription, if any. */
export function startYourGames() {
  if (started) return;
  started = true;
  const signedIn = (player) => {
    if (!player) {
      yourGames.value = null;
      return;
    }
    loadYourGames();
    refreshPush(player.id);
  };
  me.subscribe(signedIn);
  if (me.value) signedIn(me.value);
  whileSeen(() => me.value && loadYourGames(), EVERY_MS);
  // a notice came live (friends.jsx): "your turn" among them, read the list again at once
  let newest = null;
  inbox.subscribe((box) => {
    const first = box?.notices?.[0];
    if (first && first.id !== newest && me.value) {
      if (newest !== null && first.kind === "your_turn") loadYourGames();
      newest = first.id;
    }
  });
}

/** How many of ``found``'s games wait for your move, the table on screen left out: it says
 * "Your turn" itself, and a badge counting it sent people looking for another game. */
export function waitingElsewhere(found) {
  const here = location.pathname.match(/^\/table\/([^/?#]+)/)?.[1];
  return (found?.games || []).filter((g) => g.your_turn && g.id !== here).length;
}

/** The header's link, with how many games wait for the person's move. */
export function YourGamesLink() {
  const player = useSignal(me);
  const found = useSignal(yourGames);
  if (!player) return null;
  const waiting = waitingElsewhere(found);
  return (
    <a href="/games" class="yg-link" data-testid="your-games-link">
      {t("yg_nav")}
      {waiting > 0 && (
        <span class="yg-count" data-testid="your-turn-count" title={t("yg_badge", { n: waiting })}>
          <span aria-hidden="true">{num(waiting)}</span>
          <span class="sr">{t("yg_badge", { n: waiting })}</span>
        </span>
      )}
    </a>
  );
}

function unit(n, name) {
  return new Intl.NumberFormat(locale(), { style: "unit", unit: name, unitDisplay: "long" }).format(n);
}

/** A time left, in its largest units: "6 days", "2 days, 5 hours", "3 hours", "12 minutes". */
export function duration(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days >= 3) return unit(Math.round(s / 86400), "day");
  if (days > 0) return hours > 0 ? listOf([unit(days, "day"), unit(hours, "hour")], "unit") : unit(days, "day");
  if (hours > 0) return minutes > 0 && hours < 3 ? listOf([unit(hours, "hour"), unit(minutes, "minute")], "unit") : unit(hours, "hour");
  return minutes > 0 ? unit(minutes, "minute") : unit(s, "second");
}

/** When something happened, as "3 hours ago" in the page's language. */
export function ago(when) {
  const seconds = Math.max(0, serverNow() - when);
  const format = new Intl.RelativeTimeFormat(locale(), { numeric: "auto" });
  for (const [name, size] of [["day", 86400], ["hour", 3600], ["minute", 60]]) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), name);
  }
  return format.format(0, "second");
}

const names = (list) => listOf(list.map((n) => isolate(n)));

function Game({ game }) {
  const left = game.deadline == null ? null : game.deadline - serverNow();
  return (
    <li class={`yg-game${game.your_turn ? " mine" : ""}`} data-table={game.id} data-testid={`your-game-${game.id}`}>
      <span class={`game-icon icon-${game.game}`} aria-hidden="true" />
      <div class="yg-what">
        <b>{gameTitle(game.game)}</b>{" "}
        <span class={`badge yg-speed${game.turn_based ? " turn-based" : ""}`}>{game.turn_based ? t("yg_turnBased") : t("yg_live")}</span>
        {game.opponents.length > 0 && <div class="muted">{t("yg_against", { names: names(game.opponents) })}</div>}
        {!game.your_turn && game.waiting_for.length > 0 && <div class="muted">{t("yg_waitingFor", { names: names(game.waiting_for) })}</div>}
        {game.held && (
          <div class="yg-held" data-testid="held">
            {t("yg_held")}
          </div>
        )}
      </div>
      <div class="yg-when">
        {left !== null && (
          <span class={`yg-left${left < LOW ? " low" : ""}`} data-testid="time-left">
            {left < LOW && <span aria-hidden="true">⚠ </span>}
            {t("yg_left", { time: duration(left) })}
          </span>
        )}
        <small class="muted">{game.last_move ? t("yg_lastMove", { when: ago(game.last_move) }) : t("yg_noMove")}</small>
      </div>
      <a class={`button${game.your_turn ? " primary" : ""}`} href={here(game.url)} data-testid={`open-${game.id}`}>
        {game.your_turn ? t("yg_play") : t("yg_open")}
      </a>
    </li>
  );
}

/** The switch that has this device told of the person's turn (push.js). */
function PushSwitch() {
  const state = useSignal(pushState);
  const error = useSignal(pushError);
  if (state === "unsupported") {
    return (
      <p class="muted yg-push" data-testid="push-status">
        {t("yg_notifyUnsupported")}
      </p>
    );
  }
  const on = state === "on";
  const said = {
    blocked: t("yg_notifyBlocked"),
    failed: t("yg_notifyFailed", { reason: error || "?" }),
    on: t("yg_notifyOn"),
  }[state];
  return (
    <div class="yg-push">
      <label class="yg-switch">
        <input
          type="checkbox"
          role="switch"
          data-testid="push-switch"
          checked={on}
          aria-checked={on ? "true" : "false"}
          disabled={state === "busy" || state === "blocked"}
          onChange={(e) => (e.currentTarget.checked ? turnPushOn() : turnPushOff())}
        />{" "}
        {t("yg_notify")}
      </label>
      <small class={state === "failed" || state === "blocked" ? "error" : "muted"} data-testid="push-status" data-state={state}>
        {said || t("yg_notifyOff")}
      </small>
    </div>
  );
}

export function YourGamesPage() {
  const found = useSignal(yourGames);
  const error = useSignal(yourGamesError);
  const [, tick] = useState(0);
  useEffect(() => {
    if (me.value) loadYourGames(); // (otherwise once the page's guest is made: startYourGames)
    const timer = setInterval(() => tick((n) => n + 1), 20_000); // the times left move on
    return () => clearInterval(timer);
  }, []);
  const games = found?.games || [];
  const mine = games.filter((g) => g.your_turn);
  const theirs = games.filter((g) => !g.your_turn);
  useEffect(() => {
    // "Your turn" in the tab's title while it is hidden, as at a table (attention.js)
    const show = () => {
      document.title = mine.length && document.visibilityState === "hidden" ? t("turnTitle", { game: gameTitle(mine[0].game) }) : `${t("yg_title")} — gametable`;
    };
    show();
    document.addEventListener("visibilitychange", show);
    return () => {
      document.removeEventListener("visibilitychange", show);
      document.title = "gametable";
    };
  }, [mine.length, mine[0]?.game]);
  return (
    <div class="your-games" data-testid="your-games" data-your-turn={found ? found.your_turn : ""}>
      <h1>{t("yg_title")}</h1>
      <PushSwitch />
      {error && (
        <p class="error" role="alert">
          {t("yg_loadError", { reason: error })}
        </p>
      )}
      {found && games.length === 0 && (
        <p class="muted" data-testid="no-games">
          {t("yg_none")} <a href="/">{t("yg_toLobby")}</a>
        </p>
      )}
      {mine.length > 0 && (
        <section class="panel" aria-labelledby="yg-mine" data-testid="your-turn">
          <h2 id="yg-mine">{t("yg_yourTurn")}</h2>
          <ul class="table-list yg-list">
            {mine.map((g) => (
              <Game game={g} />
            ))}
          </ul>
        </section>
      )}
      {theirs.length > 0 && (
        <section class="panel" aria-labelledby="yg-theirs" data-testid="their-turn">
          <h2 id="yg-theirs">{t("yg_theirTurn")}</h2>
          <ul class="table-list yg-list">
            {theirs.map((g) => (
              <Game game={g} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
