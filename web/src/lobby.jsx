// The lobby: one card per game to play at once (quickplay.jsx), your games, the folded custom
// table (game, options, who sits where) with its invite links, and the list of tables.
import { useEffect, useState } from "preact/hooks";
import { api, here } from "./api.js";
import { seatCount } from "./games/index.js";
import { gameTitle, t } from "./i18n.js";
import { MyGames } from "./players.jsx";
import { QuickPlay } from "./quickplay.jsx";
import { seatName } from "./seats.js";
import { useWhileSeen } from "./seen.js";

/** The bot a new bot seat gets: the heuristic one where the game has it. */
function defaultBot(info) {
  const bots = info?.bots || ["random"];
  return bots.includes("heuristic") ? "heuristic" : bots[0];
}

/** The levels that change how ``bot`` plays (the server's ``bot_levels``): the search bot's
 * thinking budgets, the heuristic bot's easy level (it slips), none for the random bot. */
function levelsOf(info, bot) {
  return info?.bot_levels?.[bot] ?? [];
}

function seatRequest(s) {
  if (s.kind !== "bot") return { kind: "human", ...(s.name ? { name: s.name } : {}) };
  return { kind: "bot", bot: s.bot, ...(s.name ? { name: s.name } : {}), ...(s.level && s.bot !== "random" ? { level: s.level } : {}) };
}

/** The lobby's turn-based clocks: days a move (tables/turns.py takes any up to 14). */
const TURN_DAYS = [1, 3, 7];
const turnDays = (clock) => (clock.startsWith("turn-") ? Number(clock.slice(5)) : null);

const brokenText = (tb) => (tb.broken ? tb.broken_reason || (typeof tb.broken === "string" ? tb.broken : "") : null);



/** A team's two seats, numbered from 1, as {a, b} ("seats 1 and 3"). */
function teamSeats(teams, team) {
  const [a, b] = teams.flatMap((k, i) => (k === team ? [i + 1] : []));
  return { a, b };
}

/** A choice's value in words ("saudi" → "Saudi rules"), never the raw value where the strings
 * have it. */
export function optionWord(name, value) {
  const key = `optv_${name}_${value}`;
  const said = t(key);
  return said === key ? String(value) : said;
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
          <option value={v}>{optionWord(spec.name, v)}</option>
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

export function Lobby({ partyCode }) {
  const [games, setGames] = useState([]);
  const [tables, setTables] = useState(null);
  const [game, setGame] = useState("balloon-cup");
  const [options, setOptions] = useState({});
  const [seats, setSeats] = useState([]);
  const [delay, setDelay] = useState(0.6);
  const [rated, setRated] = useState(false);
  const [hints, setHints] = useState(null); // null: the server's default for the seats
  const [clockChoice, setClock] = useState(null); // null: none for one person, else default
  const [created, setCreated] = useState(null);
  const [error, setError] = useState(null);
  const [loadError, setLoadError] = useState(null);

  const loadGames = () =>
    api("/api/games")
      .then((d) => {
        setGames(d.games);
        setLoadError(null);
      })
      .catch((e) => setLoadError(e.message));
  const loadTables = () =>
    api("/api/tables")
      .then((d) => {
        setTables(d.tables);
        setLoadError(null);
      })
      .catch((e) => setLoadError(e.message));

  useEffect(() => {
    loadGames();
    loadTables();
  }, []);
  useWhileSeen(loadTables, 3000);

  const info = games.find((g) => g.name === game);
  const n = seatCount(info, options);
  useEffect(() => {
    setSeats((old) =>
      Array.from({ length: n }, (_, i) => old[i] || (i === 0 ? { kind: "human" } : { kind: "bot", bot: defaultBot(info) })),
    );
  }, [n, game, info]);

  function pickGame(name) {
    if (name !== game) setSeats([]); // the new game's seats are filled in by the effect above
    setGame(name);
    setOptions({});
    setCreated(null);
  }

  function setSeat(i, patch) {
    setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  }

  async function post(name, body) {
    const table = await api("/api/tables", { method: "POST", body: { game: name, ...body } });
    setTables([table, ...(tables || []).filter((x) => x.id !== table.id)]);
    return table;
  }

  async function create(e) {
    e.preventDefault();
    setError(null);
    const clean = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined && v !== ""));
    const days = turnDays(clock); // turn-based: days a move, and a notice when it is your turn
    try {
      setCreated(
        await post(game, {
          options: clean,
          bot_delay: Number(delay),
          clock: days ? { move: days * 86400, bank: 0 } : clock,
          ...(days ? { speed: "turn-based" } : {}),
          rated,
          ...(hints !== null && !rated ? { hints } : {}),
          seats: seats.map(seatRequest),
        }),
      );
    } catch (err) {
      setError(err.message);
    }
  }

  const seatRow = (s, i) => (
    <div class="seat-row" data-seat={i}>
      <span class="seat-no">{t("seat", { n: i + 1 })}</span>
      <select
        value={s.kind}
        data-testid={`seat-kind-${i}`}
        aria-label={t("kind_for", { n: i + 1 })}
        onChange={(e) => setSeat(i, { kind: e.currentTarget.value, bot: s.bot || defaultBot(info) })}
      >
        <option value="human">{t("person")}</option>
        <option value="bot">{t("bot")}</option>
      </select>
      {s.kind === "bot" ? (
        <>
          <select
            value={s.bot || defaultBot(info)}
            aria-label={t("bot_for", { n: i + 1 })}
            data-testid={`seat-bot-${i}`}
            onChange={(e) => {
              const bot = e.currentTarget.value;
              // a level the new bot does not have is dropped, not kept unseen
              setSeat(i, { bot, ...(levelsOf(info, bot).includes(s.level) ? {} : { level: undefined }) });
            }}
          >
            {(info?.bots || ["random"]).map((b) => (
              <option value={b}>{t(`${b}Bot`)}</option>
            ))}
          </select>
          {levelsOf(info, s.bot || defaultBot(info)).length > 0 && (
            <select
              value={s.level || ""}
              aria-label={t("level_for", { n: i + 1 })}
              data-testid={`seat-level-${i}`}
              onChange={(e) => setSeat(i, { level: e.currentTarget.value || undefined })}
            >
              <option value="">{t("level")}</option>
              {levelsOf(info, s.bot || defaultBot(info)).map((l) => (
                <option value={l}>{t(l)}</option>
              ))}
            </select>
          )}
        </>
      ) : (
        <input
          placeholder={t("name")}
          aria-label={t("name_for", { n: i + 1 })}
          maxLength={40}
          value={s.name || ""}
          onInput={(e) => setSeat(i, { name: e.currentTarget.value })}
        />
      )}
    </div>
  );

  const botsError = info && (info.bots_error || info.bots_failed);
  // hints: on for one person against bots (practice), off among people unless chosen; never rated
  const people = seats.filter((s) => s.kind !== "bot").length;
  const hintsOn = !rated && (hints ?? people <= 1);
  // nobody waits for one person among bots: such a table gets no clock unless asked for
  const clock = clockChoice ?? (people <= 1 ? "none" : "default");

  return (
    <div class="lobby">
      <h1 class="lobby-title">{t("lobbyTitle")}</h1>
      {loadError && (
        <p class="error lobby-error" role="alert" data-testid="lobby-error">
          {t("lobbyError", { reason: loadError })}{" "}
          <button
            type="button"
            onClick={() => {
              loadGames();
              loadTables();
            }}
          >
            {t("retry")}
          </button>
        </p>
      )}
      <QuickPlay games={games} partyCode={partyCode} />
      <MyGames />
      <details class="panel create" data-testid="new-table" open={created !== null || undefined}>
        <summary>
          <h2 id="new-title">{t("l_more")}</h2>
        </summary>
        <form onSubmit={create} data-testid="create-form">
          <div class="games" role="group" aria-label={t("game")}>
            {games.map((g) => (
              <button
                type="button"
                class={`game-pick ${g.name === game ? "on" : ""}`}
                data-game={g.name}
                aria-pressed={g.name === game}
                onClick={() => pickGame(g.name)}
              >
                <span class={`game-icon icon-${g.name}`} aria-hidden="true" />
                {gameTitle(g.name)}
                {!g.available && <small> {t("unavailable")}</small>}
              </button>
            ))}
          </div>
          {botsError && (
            <p class="error" role="alert" data-testid="bots-error">
              {t("botsFailed", { reason: botsError })}
            </p>
          )}
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
          {info?.teams ? (
            [...new Set(info.teams)].map((team) => (
              <fieldset class={`team-box team-${team}`} data-testid={`team-${team}`}>
                <legend>
                  {t("teamN", { n: team + 1 })} — {t("seatsOf", teamSeats(info.teams, team))}
                </legend>
                {seats.map((s, i) => (info.teams[i] === team ? seatRow(s, i) : null))}
              </fieldset>
            ))
          ) : (
            <fieldset>
              <legend>{t("seats")}</legend>
              {seats.map(seatRow)}
            </fieldset>
          )}
          <div class="field">
            <label for="rated">{t("ratedTable")}</label>
            <input
              id="rated"
              type="checkbox"
              data-testid="rated"
              checked={rated}
              onChange={(e) => setRated(e.currentTarget.checked)}
            />
          </div>
          {info?.hints && (
            <div class="field">
              <label for="allow-hints">{t("allowHints")}</label>
              <input
                id="allow-hints"
                type="checkbox"
                data-testid="allow-hints"
                checked={hintsOn}
                disabled={rated}
                title={rated ? t("hintsWhy_rated") : ""}
                onChange={(e) => setHints(e.currentTarget.checked)}
              />
            </div>
          )}
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
          <div class="field">
            <label for="clock">{t("clock")}</label>
            <select id="clock" value={clock} onChange={(e) => setClock(e.currentTarget.value)} data-testid="clock-choice">
              <option value="default">
                {info?.clock ? t(info.clock.bank ? "clockDefault" : "clockMoveOnly", info.clock) : t("default")}
              </option>
              <option value="none">{t("noClock")}</option>
              {TURN_DAYS.map((n) => (
                <option value={`turn-${n}`}>{t("yg_turnDays", { n })}</option>
              ))}
            </select>
            {clock === "none" && <small class="muted clock-help">{t("noClockHelp")}</small>}
            {turnDays(clock) && <small class="muted clock-help">{t("yg_turnHelp", { n: turnDays(clock) })}</small>}
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
      </details>
      <section class="panel tables" aria-labelledby="tables-title">
        <h2 id="tables-title">{t("tables")}</h2>
        {tables !== null && tables.length === 0 && <p class="muted">{t("noTables")}</p>}
        <ul class="table-list">
          {(tables || []).map((tb) => {
            const broken = brokenText(tb);
            return (
              <li data-table={tb.id} class={broken !== null ? "broken" : ""}>
                <span class={`game-icon icon-${tb.game}`} aria-hidden="true" />
                <b>{gameTitle(tb.game)}</b> <code>{tb.id}</code>
                {broken !== null ? (
                  <span class="status broken" data-testid="table-broken" title={broken}>
                    {t("broken")}
                    {broken ? ` — ${broken}` : ""}
                  </span>
                ) : (
                  <span class={`status ${tb.status}`}>{t(tb.status)}</span>
                )}
                {tb.practice && <span class="badge practice">{t("practice")}</span>}
                <span class="muted">
                  {tb.seats.map((s) => seatName(tb.seats, s.seat, null)).join(" · ")} — {t("moves")}: {tb.moves}
                </span>
                {tb.status === "over" ? (
                  <a href={`/replay/${tb.id}`}>{t("replay")}</a>
                ) : (
                  <a href={`/table/${tb.id}`}>{t("watch")}</a>
                )}
              </li>
            );
          })}
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
          {people.map((s) => {
            const link = new URL(s.invite, location.href).href; // what a friend is sent
            return (
              <div class="invite">
                <a class="button primary" href={here(s.invite)} data-testid={`open-seat-${s.seat}`}>
                  {t("openSeat", { n: s.seat + 1 })}
                </a>
                <input readOnly value={link} aria-label={t("openSeat", { n: s.seat + 1 })} onFocus={(e) => e.currentTarget.select()} />
                <button type="button" onClick={() => copy(link, s.seat)}>
                  {copied === s.seat ? t("copied") : t("copy")}
                </button>
              </div>
            );
          })}
        </>
      ) : null}
      <a class="button" href={`/table/${table.id}`} data-testid="watch">
        {t("watch")}
      </a>
    </div>
  );
}
