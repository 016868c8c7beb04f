// The lobby: create a table (game, options, who sits where), share invite links, list tables.
import { useEffect, useState } from "preact/hooks";
import { api } from "./api.js";
import { gameTitle, t } from "./i18n.js";

const SEATS = { "balloon-cup": 2, baloot: 4 };

function seatCount(game, options) {
  if (game === "climbing") return Number(options.players || 2);
  return SEATS[game] || 2;
}

function OptionField({ spec, value, onChange }) {
  const id = `opt-${spec.name}`;
  let input;
  if (spec.type === "bool") {
    input = (
      <input id={id} type="checkbox" checked={!!value} onChange={(e) => onChange(e.currentTarget.checked)} />
    );
  } else if (spec.type === "choice") {
    input = (
      <select id={id} value={value ?? spec.default} onChange={(e) => onChange(e.currentTarget.value)}>
        {spec.values.map((v) => (
          <option value={v}>{v}</option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        id={id}
        type="number"
        min={spec.min}
        max={spec.max}
        placeholder={spec.default == null ? t("default") : String(spec.default)}
        value={value ?? ""}
        onInput={(e) => onChange(e.currentTarget.value === "" ? undefined : Number(e.currentTarget.value))}
      />
    );
  }
  return (
    <div class="field">
      <label for={id}>{t(`opt_${spec.name}`) === `opt_${spec.name}` ? spec.name : t(`opt_${spec.name}`)}</label>
      {input}
    </div>
  );
}

export function Lobby() {
  const [games, setGames] = useState([]);
  const [tables, setTables] = useState([]);
  const [game, setGame] = useState("balloon-cup");
  const [options, setOptions] = useState({});
  const [seats, setSeats] = useState([]);
  const [delay, setDelay] = useState(0.6);
  const [created, setCreated] = useState(null);
  const [error, setError] = useState(null);

  useEffect(() => {
    api("/api/games").then((d) => setGames(d.games)).catch((e) => setError(e.message));
    const load = () => api("/api/tables").then((d) => setTables(d.tables)).catch(() => {});
    load();
    const timer = setInterval(load, 3000);
    return () => clearInterval(timer);
  }, []);

  const info = games.find((g) => g.name === game);
  const n = seatCount(game, options);
  useEffect(() => {
    setSeats((old) =>
      Array.from({ length: n }, (_, i) => old[i] || (i === 0 ? { kind: "human" } : { kind: "bot", bot: "random" })),
    );
  }, [n, game]);

  function pickGame(name) {
    setGame(name);
    setOptions({});
    setCreated(null);
  }

  function setSeat(i, patch) {
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  }

  async function create(e) {
    e.preventDefault();
    setError(null);
    const clean = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined && v !== ""));
    try {
      const table = await api("/api/tables", {
        method: "POST",
        body: {
          game,
          options: clean,
          bot_delay: Number(delay),
          seats: seats.map((s) =>
            s.kind === "bot" ? { kind: "bot", bot: s.bot || "random", ...(s.level ? { level: s.level } : {}) } : { kind: "human", ...(s.name ? { name: s.name } : {}) },
          ),
        },
      });
      setCreated(table);
      setTables([table, ...tables.filter((x) => x.id !== table.id)]);
    } catch (err) {
      setError(err.message);
    }
  }

  return (
    <div class="lobby">
      <section class="panel create">
        <h2>{t("newTable")}</h2>
        <form onSubmit={create} data-testid="create-form">
          <div class="games" role="radiogroup" aria-label={t("game")}>
            {games.map((g) => (
              <button
                type="button"
                class={`game-pick ${g.name === game ? "on" : ""}`}
                data-game={g.name}
                aria-pressed={g.name === game}
                onClick={() => pickGame(g.name)}
              >
                <span class={`game-icon icon-${g.name}`} />
                {gameTitle(g.name)}
                {!g.available && <small> {t("unavailable")}</small>}
              </button>
            ))}
          </div>
          {info && info.options.length > 0 && (
            <fieldset>
              <legend>{t("options")}</legend>
              {info.options.map((spec) => (
                <OptionField
                  spec={spec}
                  value={options[spec.name]}
                  onChange={(v) => setOptions({ ...options, [spec.name]: v })}
                />
              ))}
            </fieldset>
          )}
          <fieldset>
            <legend>{t("seats")}</legend>
            {seats.map((s, i) => (
              <div class="seat-row" data-seat={i}>
                <span class="seat-no">{t("seat", { n: i + 1 })}</span>
                <select
                  value={s.kind}
                  data-testid={`seat-kind-${i}`}
                  onChange={(e) => setSeat(i, { kind: e.currentTarget.value })}
                >
                  <option value="human">{t("person")}</option>
                  <option value="bot">{t("bot")}</option>
                </select>
                {s.kind === "bot" ? (
                  <>
                    <select value={s.bot || "random"} onChange={(e) => setSeat(i, { bot: e.currentTarget.value })}>
                      {(info?.bots || ["random"]).map((b) => (
                        <option value={b}>{b}</option>
                      ))}
                    </select>
                    <select
                      value={s.level || ""}
                      aria-label={t("level")}
                      onChange={(e) => setSeat(i, { level: e.currentTarget.value || undefined })}
                    >
                      <option value="">{t("level")}</option>
                      {(info?.levels || []).map((l) => (
                        <option value={l}>{t(l)}</option>
                      ))}
                    </select>
                  </>
                ) : (
                  <input
                    placeholder={t("name")}
                    maxLength={40}
                    value={s.name || ""}
                    onInput={(e) => setSeat(i, { name: e.currentTarget.value })}
                  />
                )}
              </div>
            ))}
          </fieldset>
          <div class="field">
            <label for="bot-delay">{t("botDelay")}</label>
            <input
              id="bot-delay"
              type="number"
              min="0"
              max="10"
              step="any"
              value={delay}
              onInput={(e) => setDelay(e.currentTarget.value)}
            />
          </div>
          <button class="primary" type="submit" data-testid="create">
            {t("createTable")}
          </button>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
        </form>
        {created && <Invites table={created} />}
      </section>
      <section class="panel tables">
        <h2>{t("tables")}</h2>
        {tables.length === 0 && <p class="muted">{t("noTables")}</p>}
        <ul class="table-list">
          {tables.map((tb) => (
            <li data-table={tb.id}>
              <span class={`game-icon icon-${tb.game}`} />
              <b>{gameTitle(tb.game)}</b> <code>{tb.id}</code>
              <span class={`status ${tb.status}`}>{t(tb.status)}</span>
              <span class="muted">
                {tb.seats.map((s) => s.name).join(" · ")} — {t("moves")}: {tb.moves}
              </span>
              {tb.status === "over" ? (
                <a href={`/replay/${tb.id}`}>{t("replay")}</a>
              ) : (
                <a href={`/table/${tb.id}`}>{t("watch")}</a>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Invites({ table }) {
  const [copied, setCopied] = useState(null);
  const people = table.seats.filter((s) => s.invite);
  const copy = (text, i) => {
    navigator.clipboard?.writeText(text).then(() => setCopied(i), () => {});
  };
  return (
    <div class="invites" data-testid="invites">
      {people.length > 0 ? (
        <>
          <h3>{t("invites")}</h3>
          {people.map((s) => (
            <div class="invite">
              <a class="button primary" href={s.invite} data-testid={`open-seat-${s.seat}`}>
                {t("openSeat", { n: s.seat + 1 })}
              </a>
              <input readOnly value={s.invite} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" onClick={() => copy(s.invite, s.seat)}>
                {copied === s.seat ? t("copied") : t("copy")}
              </button>
            </div>
          ))}
        </>
      ) : null}
      <a class="button" href={`/table/${table.id}`} data-testid="watch">
        {t("watch")}
      </a>
    </div>
  );
}
