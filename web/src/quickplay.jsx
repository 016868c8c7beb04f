// Play in the lobby: one card per game with one Play button, against people (quick play: per
// the game's choice, a rule profile or a number of players) or against bots (level,
// speed; a table of your own at once, no clock), and "Learn by playing" for a newcomer; the
// waiting screen with the time waited and Cancel, and teams of two friends where the game has
// partners (a party link). The server's queue socket says where one
// stands; once seated, the page goes to the table. Rated quick play is for accounts: an
// account chooses rated or casual, a guest plays casual and is told why.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, connectQueue, go, goToSeat } from "./api.js";
import { gameOf, seatCount } from "./games/index.js";
import { gameTitle, listOf, t } from "./i18n.js";
import { loadMe, me } from "./players.jsx";
import { useSignal } from "./signal.js";
import { isNewcomer, LearnButton } from "./tutorial/guide.jsx";

/** The fewest and most players the game's descriptor allows (/api/games' ``seats``), for the
 * card's words ("2 to 6 players"): the range the table form offers, not a fixed word. */
const playerRange = (game) => (game.seats?.length ? { min: Math.min(...game.seats), max: Math.max(...game.seats) } : {});

/** How a game's quick-play choice is said (its web object's ``quick``: label, field name). */
const choiceOf = (name) => gameOf(name)?.quick || { label: String, name: "" };

function clock(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The queue socket and where this person stands in it ({state: idle|queued|seated, …}). */
function useQueue() {
  const [status, setStatus] = useState(null);
  const [error, setError] = useState(null);
  const conn = useRef(null);
  useEffect(() => {
    let stop = false;
    loadMe() // makes this browser a guest on its first visit
      .then(() => {
        if (stop) return;
        conn.current = connectQueue({
          onMessage: (m) => {
            if (m.type === "queue") {
              setStatus({ ...m, at: Date.now() });
              if (m.state === "seated") go(m.seated.url);
            } else if (m.type === "seated") {
              setStatus({ type: "queue", state: "seated", seated: m, at: Date.now() });
              go(m.url);
            } else if (m.type === "error") setError(m.message);
          },
        });
      });
    return () => {
      stop = true;
      conn.current?.close();
    };
  }, []);
  const send = (message) => {
    setError(null);
    if (!conn.current?.send(message)) setError(t("reconnecting"));
  };
  return { status, error, send, setError };
}

/** The lobby's "invite friends or set up a custom table" panel, opened and brought into view. */
function openNewTable() {
  const panel = document.querySelector("[data-testid=new-table]");
  if (!panel) return;
  panel.open = true;
  panel.scrollIntoView({ block: "start" });
}

function Waiting({ status, send }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const waited = status.waited + (now - status.at) / 1000;
  const left = Math.ceil(status.fill_after - waited);
  const title = gameTitle(status.game) + (status.choice ? ` · ${choiceOf(status.game).label(status.choice)}` : "");
  return (
    <div class="queue-waiting" data-testid="queue-waiting" role="status" aria-live="polite">
      <p class="queue-title">
        <span class="spinner" aria-hidden="true" /> {t("lookingFor", { game: title })}
      </p>
      {status.with?.length > 0 && <p class="muted">{t("withPartner", { names: listOf(status.with) })}</p>}
      <p>
        <b data-testid="queue-waited">{t("waited", { time: clock(waited) })}</b>
        {" · "}
        <span class="muted">{t("inQueue", { n: status.waiting })}</span>
      </p>
      {left > 0 && <p class="muted">{t("botsSoon", { n: left })}</p>}
      {status.apart && (
        <p class="notice" data-testid="queue-apart">
          {t("queueApart")}{" "}
          <button type="button" data-testid="queue-apart-make" onClick={openNewTable}>
            {t("queueApartMake")}
          </button>
        </p>
      )}
      <button type="button" data-testid="queue-cancel" onClick={() => send({ type: "leave" })}>
        {t("cancel")}
      </button>
    </div>
  );
}

/** Seconds a bot takes per move at each speed of a bots table (at 0.6 s "normal" a newcomer
 * could not follow the bots' cards and bids; the apps take about a second). */
const SPEEDS = { slow: 1.5, normal: 0.9, fast: 0.3 };
/** The card's bot levels, weakest first, and the bot each seats: the heuristic bot slipping
 * now and then (easy), the heuristic bot (medium), the search bot at its hard level (hard);
 * bench/levels.py and the strength ledger measure them. */
const BOT_LEVELS = {
  easy: { bot: "heuristic", level: "easy" },
  medium: { bot: "heuristic" },
  hard: { bot: "search", level: "hard" },
};
/** The level a card starts at. */
const DEFAULT_LEVEL = "medium";

/** You in seat 1 and bots elsewhere: your opponents at the card's ``level``; a partner (in a
 * game of teams) plays at the default level, so that an easy game is easy on your side. */
function botSeats(game, choice, level) {
  const n = seatCount(game, tableOptions(game, choice));
  const bots = game.bots || ["random"];
  const seat = (wanted) =>
    bots.includes(wanted.bot) ? { kind: "bot", ...wanted } : { kind: "bot", bot: bots.includes("heuristic") ? "heuristic" : bots[0] };
  const team = gameOf(game.name)?.teamOf;
  return Array.from({ length: n }, (_, i) =>
    i === 0 ? { kind: "human" } : seat(BOT_LEVELS[team && team(i) === team(0) ? DEFAULT_LEVEL : level] || BOT_LEVELS[DEFAULT_LEVEL]));
}

/** The options of a table with the card's choice (the game's quick play, from /api/games,
 * names the option it sets). */
function tableOptions(game, choice) {
  const quick = game.quick_play;
  if (!quick?.option || choice === null) return {};
  const counts = quick.choices.every((c) => typeof c === "number");
  return { [quick.option]: counts ? Number(choice) : choice };
}

/** A bots table for ``game`` with the card's choices; you sit down at once. No clock: nobody
 * waits for you, so nothing hurries you. */
async function playBots(game, choice, level, speed) {
  const options = tableOptions(game, choice);
  const table = await api("/api/tables", {
    method: "POST",
    body: { game: game.name, options, clock: "none", bot_delay: SPEEDS[speed], seats: botSeats(game, choice, level) },
  });
  goToSeat(table);
}

/** The card's levels, weakest first. */
export const LEVEL_ORDER = Object.keys(BOT_LEVELS);

/** The card level the opponents of seat ``me`` played at: every seat of another team (every
 * other seat where there are no teams) a bot of that one level; null where a person sat among
 * them or their levels differ (a custom table's bots). */
export function opponentsLevel(game, seats, me) {
  const team = gameOf(game)?.teamOf;
  const theirs = (seats || []).filter((s) => s.seat !== me && !(team && team(s.seat) === team(me)));
  if (!theirs.length || theirs.some((s) => s.kind !== "bot")) return null;
  const levelOf = (s) => LEVEL_ORDER.find((l) => BOT_LEVELS[l].bot === s.bot && (BOT_LEVELS[l].level ?? null) === (s.level ?? null));
  const levels = new Set(theirs.map(levelOf));
  return levels.size === 1 && !levels.has(undefined) ? [...levels][0] : null;
}

/** A new bots table like ``table`` (its game, options and bots' speed; you in your seat, a
 * partner as before) with the opponents at card level ``level``; you sit down at once, and the
 * game's card in the lobby keeps the level. The offer of the next level after a win. */
export async function playBotsAt(table, me, level) {
  const info = await api(`/api/tables/${table}`);
  const team = gameOf(info.game)?.teamOf;
  const seats = info.seats.map((s) => {
    if (s.seat === me) return { kind: "human" };
    if (team && team(s.seat) === team(me)) return { kind: "bot", bot: s.bot, ...(s.level ? { level: s.level } : {}) };
    return { kind: "bot", ...BOT_LEVELS[level] };
  });
  const made = await api("/api/tables", {
    method: "POST",
    body: { game: info.game, options: info.options, clock: "none", seats, ...(info.bot_delay != null ? { bot_delay: info.bot_delay } : {}) },
  });
  keepLastPlay(info.game, { ...lastPlay(info.game), mode: "bots", level });
  goToSeat(made);
}

/** What a card was last played with in this browser ({mode, level, speed}), so the lobby
 * after a game offers it again (Balloon Cup against bots came back as "People"); {} when
 * none is kept or storage is closed. */
const lastPlayKey = (name) => `gametable.lastPlay.${name}`;
function lastPlay(name) {
  try {
    return JSON.parse(localStorage.getItem(lastPlayKey(name)) || "{}") || {};
  } catch {
    return {};
  }
}
function keepLastPlay(name, played) {
  try {
    localStorage.setItem(lastPlayKey(name), JSON.stringify(played));
  } catch {
    // (a private window's storage may refuse: the card then starts as usual)
  }
}

/** One game's card: its one Play button and the choices it plays with (people — rated or
 * casual as the panel says — or bots, with their level and speed; the rule profile or number
 * of players for either), as Jawaker's and BGA's lobbies do. */
function GameCard({ game, send, party, rated, fill, ready }) {
  const name = game.name;
  const quick = game.quick_play?.option ? game.quick_play : null;
  const spec = quick && { ...choiceOf(name), values: quick.choices.map(String) };
  const learn = gameOf(name)?.learnSeats;
  const [kept] = useState(() => lastPlay(name));
  const [mode, setMode] = useState(kept.mode === "bots" ? "bots" : "people");
  // the choice you made, else the game's own for the mode: against bots the climbing game
  // starts at three players (two ended in three rounds, the first turn opening the way up)
  const [picked, setChoice] = useState(null);
  const botsChoice = spec && spec.values.includes(String(spec.botsChoice)) ? String(spec.botsChoice) : null;
  const choice = picked ?? (spec ? (mode === "bots" && botsChoice) || spec.values[0] : null);
  // the game's own choice against bots, not the one shown a moment ago: said, and why (the
  // climbing card's "2 players" became 3 unsaid on switching to bots)
  const choiceWhy = mode === "bots" && picked === null && botsChoice && botsChoice !== spec.values[0] && spec.botsWhy
    ? t(spec.botsWhy, { n: Number(botsChoice), was: Number(spec.values[0]) })
    : null;
  // a newcomer to the game starts against easy bots (the medium ones won a first climbing game
  // in two or three rounds); anyone may choose another level
  const [level, setLevel] = useState(() => (BOT_LEVELS[kept.level] ? kept.level : isNewcomer(name) ? "easy" : DEFAULT_LEVEL));
  const [speed, setSpeed] = useState(SPEEDS[kept.speed] ? kept.speed : "normal");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const title = gameTitle(name);
  const titleId = `card-title-${name}`;
  async function play() {
    keepLastPlay(name, { mode, level, speed });
    if (mode === "people") {
      send({ type: "join", game: name, choice, party: false, ...rated });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await playBots(game, choice, level, speed);
    } catch (err) {
      setError(err.message);
      setBusy(false);
    }
  }
  return (
    <article class="game-card" data-game-card={name} aria-labelledby={titleId}>
      <h3 id={titleId} class="game-card-title">
        <span class={`game-icon icon-${name}`} aria-hidden="true" />
        {title}
        {!game.available && <small class="muted"> {t("unavailable")}</small>}
      </h3>
      {gameOf(name)?.pitch && <p class="muted card-pitch">{t(gameOf(name).pitch, playerRange(game))}</p>}
      <div class="mode-switch" role="radiogroup" aria-label={`${title}: ${t("l_against")}`}>
        {["people", "bots"].map((m) => (
          <label class={`mode ${mode === m ? "on" : ""}`}>
            <input
              type="radio"
              name={`mode-${name}`}
              value={m}
              data-testid={`mode-${name}-${m}`}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {t(`l_${m}`)}
          </label>
        ))}
      </div>
      <div class="card-choices">
        {spec && (
          <select
            aria-label={`${title}: ${t(spec.name)}`}
            data-testid={`queue-choice-${name}`}
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value)}
          >
            {spec.values.map((v) => (
              <option value={v}>{spec.label(v)}</option>
            ))}
          </select>
        )}
        {mode === "bots" && (game.bots || []).includes("heuristic") && (
          <select aria-label={`${title}: ${t("botLevel")}`} data-testid={`level-${name}`} value={level} onChange={(e) => setLevel(e.currentTarget.value)}>
            {Object.keys(BOT_LEVELS).map((l) => (
              <option value={l}>{`${t("botLevel")}: ${t(l)}`}</option>
            ))}
          </select>
        )}
        {mode === "bots" && (
          <select aria-label={`${title}: ${t("speed")}`} data-testid={`speed-${name}`} value={speed} onChange={(e) => setSpeed(e.currentTarget.value)}>
            {Object.keys(SPEEDS).map((k) => (
              <option value={k}>{`${t("speed")}: ${t(`speed_${k}`)}`}</option>
            ))}
          </select>
        )}
      </div>
      {choiceWhy && (
        <p class="muted card-help choice-why" role="status" data-testid={`choice-why-${name}`}>
          {choiceWhy}
        </p>
      )}
      <p class="muted card-help">
        {mode === "people" ? t("l_peopleHelp", { n: fill }) : t("l_botsHelp")}
        {/* (a partner plays at the default level whatever the card's: said, since the table's
            seats showed a medium partner beside easy opponents, unexplained) */}
        {mode === "bots" && gameOf(name)?.teamOf && level !== DEFAULT_LEVEL && ` ${t("l_partnerLevel", { level: t(DEFAULT_LEVEL), theirs: t(level) })}`}
      </p>
      <div class="card-actions">
        <button
          type="button"
          class="primary quick-play"
          data-testid={`play-${name}`}
          disabled={!game.available || busy || (mode === "people" && !ready)}
          aria-label={t(mode === "people" ? "quickPlayGame" : "playNowGame", { game: title })}
          onClick={play}
        >
          {busy ? t("connecting") : t("l_play")}
        </button>
        {quick?.parties && mode === "people" && party?.complete && party.leader && (
          <button type="button" class="primary" data-testid="party-play" disabled={!ready} onClick={() => send({ type: "join", game: name, choice, party: true, ...rated })}>
            {t("partyPlay")}
          </button>
        )}
      </div>
      {learn && isNewcomer(name) && (
        <p class="card-learn" data-testid={`learn-offer-${name}`}>
          <span class="muted">{t("l_newTo", { game: title, id: name })}</span> <LearnButton game={name} seats={learn} />
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}

/** ``ready``: the queue socket has given its first status (a click before that would be
 * lost, answered "reconnecting"). */
function Party({ party, send, ready }) {
  const [copied, setCopied] = useState(false);
  if (!party) {
    return (
      <div class="party">
        <button type="button" data-testid="party-make" disabled={!ready} onClick={() => send({ type: "party_create" })}>
          {t("partyMake")}
        </button>
      </div>
    );
  }
  const link = `${location.origin}/party/${party.code}`;
  return (
    <div class="party" data-testid="party">
      {party.complete ? (
        <p data-testid="party-ready">
          {t("partyReady", { names: party.names.join(" & ") })}
          {!party.leader && <span class="muted"> — {t("partyJoined", { name: party.names[0] })}</span>}
        </p>
      ) : (
        <>
          <p>{t("partyLink")}</p>
          <div class="invite">
            <input readOnly value={link} aria-label={t("partyLink")} data-testid="party-link" onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true), () => {})}>
              {copied ? t("copied") : t("copy")}
            </button>
          </div>
          <p class="muted">{t("partyWaiting")}</p>
        </>
      )}
      <button type="button" data-testid="party-leave" onClick={() => send({ type: "party_leave" })}>
        {t("partyLeave")}
      </button>
    </div>
  );
}

/** The lobby's quick-play panel; ``partyCode``: a party link was opened (join that team). */
export function QuickPlay({ games, partyCode }) {
  const { status, error, send } = useQueue();
  const joined = useRef(false);
  useEffect(() => {
    if (partyCode && status && !joined.current) {
      joined.current = true;
      send({ type: "party_join", code: partyCode });
      history.replaceState(null, "", "/");
    }
  }, [partyCode, status]);
  const player = useSignal(me);
  const account = player?.kind === "account";
  const [ratedChoice, setRated] = useState(true);
  // a guest sends no choice (the server queues guests casual); an account sends its own
  const rated = account ? { rated: ratedChoice } : {};
  const queued = status?.state === "queued";
  const fill = status?.fill_after ?? 20;
  return (
    <section class="panel quick queue" aria-labelledby="queue-title" data-testid="quick-play">
      <h2 id="queue-title">{t("l_play")}</h2>
      {status?.state === "seated" ? (
        <p role="status">{t("seatedGo")}</p>
      ) : queued ? (
        <Waiting status={status} send={send} />
      ) : (
        <>
          {account ? (
            <label class="queue-rated">
              <input type="checkbox" data-testid="queue-rated" checked={ratedChoice} onChange={(e) => setRated(e.currentTarget.checked)} />{" "}
              {t("ratedGame")}
            </label>
          ) : (
            <p class="muted" data-testid="queue-casual-only">{t("ratedAccountsOnly")}</p>
          )}
          <div class="game-cards">
            {games.map((g) => (
              <GameCard game={g} send={send} party={status?.party} rated={rated} fill={fill} ready={!!status} />
            ))}
          </div>
          <h3>{t("party")}</h3>
          <Party party={status?.party} send={send} ready={!!status} />
        </>
      )}
      {error && (
        <p class="error" role="alert" data-testid="queue-error">
          {t("queueError", { reason: error })}
        </p>
      )}
    </section>
  );
}
