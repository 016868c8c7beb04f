// A table: the live state pushed by the server, the game's board, whose turn, hints, game over.
import { lazy, Suspense } from "preact/compat";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, connectTable } from "./api.js";
import { gameTitle, t } from "./i18n.js";

export const BOARDS = {
  "balloon-cup": lazy(() => import("./games/balloon_cup.jsx")),
  baloot: lazy(() => import("./games/baloot.jsx")),
  climbing: lazy(() => import("./games/climbing.jsx")),
};

export function seatName(seats, i, mySeat) {
  const s = seats?.[i];
  const base = s?.name || t("seat", { n: i + 1 });
  return i === mySeat ? `${base} (${t("you")})` : base;
}

export function Board({ game, msg, send, readOnly }) {
  const Game = BOARDS[game];
  if (!Game) return <GenericBoard msg={msg} send={send} />;
  return (
    <Suspense fallback={<p class="muted">…</p>}>
      <Game msg={msg} send={send} readOnly={readOnly} />
    </Suspense>
  );
}

/** Every legal move as a button: the fallback for a move a board does not draw. */
export function GenericBoard({ msg, send }) {
  return (
    <div class="generic">
      <MoveList legal={msg.legal} send={send} />
      <pre class="view-json">{JSON.stringify(msg.view, null, 1)}</pre>
    </div>
  );
}

export function MoveList({ legal, send }) {
  if (!legal?.length) return null;
  return (
    <div class="move-list" data-testid="move-list">
      {legal.map((m) => (
        <button type="button" class="move" data-move={m} onClick={() => send(m)}>
          {m}
        </button>
      ))}
    </div>
  );
}

function TurnBanner({ msg }) {
  const me = msg.seat;
  if (msg.over) {
    return (
      <div class="turn over" data-testid="turn">
        {t("gameOver")}
      </div>
    );
  }
  const mine = me !== null && msg.to_act.includes(me) && msg.legal.length > 0;
  const others = msg.to_act.filter((s) => s !== me).map((s) => seatName(msg.seats, s, me));
  return (
    <div class={`turn ${mine ? "mine" : ""}`} data-testid="turn" aria-live="polite">
      {mine ? t("yourTurn") : ""}
      {mine && others.length ? " · " : ""}
      {others.length ? t("waitingFor", { names: others.join(", ") }) : ""}
    </div>
  );
}

function SeatStrip({ msg }) {
  return (
    <ol class="seats">
      {msg.seats.map((s) => (
        <li
          class={`seat ${msg.to_act.includes(s.seat) ? "acting" : ""} ${s.seat === msg.seat ? "me" : ""}`}
          data-seat={s.seat}
        >
          <span class={`dot ${s.online ? "on" : "off"}`} title={s.online ? t("online") : t("offline")} />
          {seatName(msg.seats, s.seat, msg.seat)}
          {s.kind === "bot" && <small class="muted"> · {s.level ? t(s.level) : s.bot}</small>}
        </li>
      ))}
    </ol>
  );
}

function GameOver({ msg, onClose }) {
  const me = msg.seat;
  const scores = msg.scores || [];
  const best = Math.max(...scores);
  const winners = scores.map((v, i) => (v === best && best > 0.5 ? i : -1)).filter((i) => i >= 0);
  let headline = t("gameOver");
  if (me !== null && scores.length) {
    headline = scores[me] === 1 ? t("youWon") : scores[me] === 0 ? t("youLost") : t("draw");
  } else if (winners.length === 0) {
    headline = t("draw");
  }
  return (
    <div class="overlay" role="dialog" aria-modal="true" data-testid="game-over">
      <div class="dialog">
        <h2>{headline}</h2>
        {winners.length > 0 && (
          <p>{t("winner", { names: winners.map((i) => seatName(msg.seats, i, me)).join(", ") })}</p>
        )}
        <table class="result">
          <tbody>
            {msg.seats.map((s) => (
              <tr>
                <td>{seatName(msg.seats, s.seat, me)}</td>
                <td>{scores[s.seat]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div class="actions">
          <a class="button primary" href={`/replay/${msg.table}`} data-testid="to-replay">
            {t("replay")}
          </a>
          <a class="button" href="/">
            {t("back")}
          </a>
          <button type="button" onClick={onClose}>
            ×
          </button>
        </div>
      </div>
    </div>
  );
}

function HintButton({ msg, table }) {
  const [hint, setHint] = useState(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setHint(null), [msg.n]);
  if (!msg.hints || msg.seat === null || !msg.legal.length) return null;
  async function ask() {
    setBusy(true);
    try {
      setHint(await api(`/api/tables/${table}/hint`, { method: "POST", body: {} }));
    } catch (e) {
      setHint({ error: e.message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div class="hint">
      <button type="button" onClick={ask} disabled={busy} data-testid="hint">
        {busy ? t("thinking") : t("hint")}
      </button>
      {hint && !hint.error && (
        <span class="hint-text">
          {t("suggested", { move: hint.move })}
          {typeof hint.win_chance === "number" && ` — ${t("winChance", { p: Math.round(hint.win_chance * 100) })}`}
        </span>
      )}
      {hint?.error && <span class="error">{hint.error}</span>}
    </div>
  );
}

export function TablePage({ id }) {
  const [msg, setMsg] = useState(null);
  const [status, setStatus] = useState("connecting");
  const [error, setError] = useState(null);
  const [closedOver, setClosedOver] = useState(false);
  const conn = useRef(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const c = connectTable(id, {
      token: params.get("token"),
      spectate: params.has("spectate"),
      onMessage: (m) => {
        if (m.type === "state") {
          setMsg(m);
          setError(null);
        } else if (m.type === "error") setError(m.message);
      },
      onStatus: setStatus,
    });
    conn.current = c;
    return () => c.close();
  }, [id]);

  if (!msg) {
    return (
      <p class="muted" data-testid="connecting">
        {status.startsWith("refused") ? status : t("connecting")}
      </p>
    );
  }
  const send = (move) => {
    setError(null);
    conn.current.send({ type: "move", move });
  };
  return (
    <div
      class={`table game-${msg.game}`}
      data-testid="table"
      data-seat={msg.seat ?? "spectator"}
      data-n={msg.n}
      data-mine={msg.legal.length > 0 ? "1" : "0"}
      data-over={msg.over ? "1" : "0"}
    >
      <div class="table-head">
        <h1>{gameTitle(msg.game)}</h1>
        <span class="muted">
          <code>{id}</code> · {msg.seat === null ? t("spectator") : t("seat", { n: msg.seat + 1 })} ·{" "}
          {t("moveNo", { n: msg.n })}
        </span>
        <TurnBanner msg={msg} />
        <HintButton msg={msg} table={id} />
        <a href={`/rules/${msg.game}`} target="_blank" rel="noopener" data-testid="rules-link">
          {t("howToPlay")}
        </a>
      </div>
      <SeatStrip msg={msg} />
      {error && (
        <p class="error" role="alert" data-testid="error">
          {error}
        </p>
      )}
      <Board game={msg.game} msg={msg} send={send} />
      {msg.legal.length > 0 && (
        <details class="all-moves">
          <summary>{t("allMoves")}</summary>
          <MoveList legal={msg.legal} send={send} />
        </details>
      )}
      {msg.over && !closedOver && <GameOver msg={msg} onClose={() => setClosedOver(true)} />}
    </div>
  );
}
