// Quick play in the lobby: "Play now" with people per game (Baloot per rule profile, the
// climbing game per number of players), the waiting screen with the time waited and Cancel,
// and Baloot teams of two friends (a party link). The server's queue socket says where one
// stands; once seated, the page goes to the table. Rated quick play is for accounts: an
// account chooses rated or casual, a guest plays casual and is told why.
import { useEffect, useRef, useState } from "preact/hooks";
import { connectQueue } from "./api.js";
import { gameTitle, t } from "./i18n.js";
import { loadMe, me } from "./players.jsx";
import { useSignal } from "./signal.js";

const CHOICES = {
  baloot: { values: ["saudi", "seed"], label: (v) => t(`profile_${v}`), name: "opt_profile" },
  climbing: { values: ["2", "3", "4", "5", "6"], label: (v) => t("players_n", { n: v }), name: "opt_players" },
};

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
              if (m.state === "seated") location.href = m.seated.url;
            } else if (m.type === "seated") {
              setStatus({ type: "queue", state: "seated", seated: m, at: Date.now() });
              location.href = m.url;
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

function Waiting({ status, send }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const waited = status.waited + (now - status.at) / 1000;
  const left = Math.ceil(status.fill_after - waited);
  const title = gameTitle(status.game) + (CHOICES[status.game] ? ` · ${CHOICES[status.game].label(status.choice)}` : "");
  return (
    <div class="queue-waiting" data-testid="queue-waiting" role="status" aria-live="polite">
      <p class="queue-title">
        <span class="spinner" aria-hidden="true" /> {t("lookingFor", { game: title })}
      </p>
      {status.with?.length > 0 && <p class="muted">{t("withPartner", { names: status.with.join(", ") })}</p>}
      <p>
        <b data-testid="queue-waited">{t("waited", { time: clock(waited) })}</b>
        {" · "}
        <span class="muted">{t("inQueue", { n: status.waiting })}</span>
      </p>
      {left > 0 && <p class="muted">{t("botsSoon", { n: left })}</p>}
      <button type="button" data-testid="queue-cancel" onClick={() => send({ type: "leave" })}>
        {t("cancel")}
      </button>
    </div>
  );
}

function PlayButton({ game, send, party, rated }) {
  const spec = CHOICES[game.name];
  const [choice, setChoice] = useState(spec ? spec.values[0] : null);
  return (
    <div class="queue-game" data-game={game.name}>
      <button
        type="button"
        class="primary quick-play"
        data-testid={`queue-${game.name}`}
        disabled={!game.available}
        aria-label={t("quickPlayGame", { game: gameTitle(game.name) })}
        onClick={() => send({ type: "join", game: game.name, choice, party: false, ...rated })}
      >
        <span class={`game-icon icon-${game.name}`} aria-hidden="true" />
        {gameTitle(game.name)}
      </button>
      {spec && (
        <select
          aria-label={`${gameTitle(game.name)}: ${t(spec.name)}`}
          data-testid={`queue-choice-${game.name}`}
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value)}
        >
          {spec.values.map((v) => (
            <option value={v}>{spec.label(v)}</option>
          ))}
        </select>
      )}
      {game.name === "baloot" && party?.complete && party.leader && (
        <button type="button" class="primary" data-testid="party-play" onClick={() => send({ type: "join", game: "baloot", choice, party: true, ...rated })}>
          {t("partyPlay")}
        </button>
      )}
    </div>
  );
}

function Party({ party, send }) {
  const [copied, setCopied] = useState(false);
  if (!party) {
    return (
      <div class="party">
        <button type="button" data-testid="party-make" onClick={() => send({ type: "party_create" })}>
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
      <h2 id="queue-title">{t("quickPlay")}</h2>
      {status?.state === "seated" ? (
        <p role="status">{t("seatedGo")}</p>
      ) : queued ? (
        <Waiting status={status} send={send} />
      ) : (
        <>
          <p class="muted">{t("quickPlayHelp", { n: fill })}</p>
          {account ? (
            <label class="queue-rated">
              <input type="checkbox" data-testid="queue-rated" checked={ratedChoice} onChange={(e) => setRated(e.currentTarget.checked)} />{" "}
              {t("ratedGame")}
            </label>
          ) : (
            <p class="muted" data-testid="queue-casual-only">{t("ratedAccountsOnly")}</p>
          )}
          <div class="queue-games">
            {games.map((g) => (
              <PlayButton game={g} send={send} party={status?.party} rated={rated} />
            ))}
          </div>
          <h3>{t("party")}</h3>
          <Party party={status?.party} send={send} />
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
