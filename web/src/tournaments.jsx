// Tournaments: the list (/tournaments: under way, upcoming and recent, per game) with the form
// an account makes one with, and one tournament's live page (/tournaments/ID): its clock, the
// entry, "your game is ready", the standings, the games in play to watch, a knockout's bracket
// and the winner. The page follows WS /ws/tournaments/ID (every change; gametable/server/web/
// tournamentroutes.py documents the shapes) and draws each message whole; the list is read
// again every 15 s while it is seen.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, serverNow } from "./api.js";
import { gameTitle, listOf, locale, num, t } from "./i18n.js";
import { optionWord } from "./lobby.jsx";
import { loadMe, me } from "./players.jsx";
import { personName } from "./seats.js";
import { useWhileSeen } from "./seen.js";
import { useSignal } from "./signal.js";

const FORMATS = ["arena", "swiss", "knockout"];
/** the time controls offered: seconds a move, and a game's bank */
const CLOCKS = [{ move: 10, bank: 60 }, { move: 20, bank: 120 }, { move: 30, bank: 180 }, { move: 60, bank: 300 }];
const DURATIONS = [10, 20, 30, 45, 60, 90, 120, 180]; // an arena's minutes
const BEST_OF = [1, 3, 5, 7];
const PLAYER_ID = /^[A-Za-z0-9]{8,32}$/;
const LIST_EVERY_MS = 15_000;
/** close codes after which the socket is not opened again: no such tournament; the session
 * ended (who this is is asked again, and the page, a new person's, watches anew) */
const NO_SUCH = 4404;
const SIGNED_OUT = 4401;
// drawn, not emoji: a phone without an emoji font shows an empty box
const TROPHY = "M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3zm0 4H6v1a2 2 0 0 0 1.2 1.8A5 5 0 0 1 7 8.6zm10 0v1.6a5 5 0 0 1-.2 1.2A2 2 0 0 0 18 8V7z";
const FLAME = "M12 2c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.5 1.3-4 2.5-5.3.2 1.6 1 2.8 2.2 3.3C11 8.5 11 5 12 2z";
const Icon = ({ path, cls }) => <svg class={`tn-icon ${cls}`} viewBox="0 0 24 24" aria-hidden="true"><path d={path} fill="currentColor" /></svg>;

// --- words and numbers -----------------------------------------------------------------------

/** A member's name: a bot entrant's "Bot 3a" and a guest's "Guest 1234" in the page's language. */
function memberName(member) {
  const bot = /^Bot (\S+)$/.exec(member?.name || "");
  if (member?.bot) return bot ? t("tn_botN", { n: bot[1] }) : t("tn_bot");
  return personName(member?.name || "?");
}
const teamName = (members) => (members?.length ? listOf(members.map(memberName)) : t("tn_bot"));
const clockText = (c) => (c.bank ? t("tn_clock", { move: c.move, bank: c.bank / 60 }) : t("tn_clockMove", { move: c.move }));
const when = (seconds) =>
  new Intl.DateTimeFormat(locale(), { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" })
    .format(new Date(seconds * 1000));

/** Seconds as a countdown: "4:05", "1:02:09"; from a day on, "2 days". */
function countdown(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  if (s >= 86400) return t("tn_days", { n: Math.floor(s / 86400) });
  const two = (n) => String(n).padStart(2, "0");
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return h ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`;
}

/** Re-render every second while ``on`` (a countdown shows). */
function useTick(on) {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = on && setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [on]);
}

/** A knockout round's name from the rounds left: "Final", "Semi-finals", "Round of 16". */
function roundName(index, total) {
  const left = total - index;
  return left <= 3 ? t(["tn_final", "tn_semis", "tn_quarters"][left - 1]) : t("tn_roundOf", { n: 2 ** left });
}

/** The tournament's clock in words: when it starts or ends, its round, when it ended. */
function timeLine(tn) {
  const now = serverNow();
  if (tn.status === "scheduled") return tn.starts > now ? t("tn_startsIn", { time: countdown(tn.starts - now) }) : t("tn_starting");
  if (tn.status === "over") return tn.ends ? t("tn_endedAt", { time: when(tn.ends) }) : t("tn_over");
  if (tn.format === "arena") return tn.ends > now ? t("tn_endsIn", { time: countdown(tn.ends - now) }) : t("tn_lastGames");
  if (tn.format === "swiss" && tn.rounds) return t("tn_roundOfRounds", { n: tn.round || 1, of: tn.rounds });
  const rounds = tn.bracket?.rounds || [];
  const current = rounds.findIndex((ms) => ms.some((m) => m.winner == null && m.how == null));
  return current >= 0 ? roundName(current, rounds.length) : t("tn_running");
}

const needsTick = (tn) => tn.status === "scheduled" || (tn.status === "running" && tn.format === "arena");

function Badges({ tn }) {
  return (
    <span class="tn-badges">
      <span class={`tn-badge tn-status ${tn.status}`}>{t(`tn_status_${tn.status}`)}</span>
      <span class="tn-badge">{t(`tn_${tn.format}`)}</span>
      <span class="tn-badge">{clockText(tn.clock)}</span>
      {tn.rated && <span class="tn-badge tn-rated">{t("tn_rated")}</span>}
      {tn.visibility === "invite" && <span class="tn-badge">{t("tn_inviteOnly")}</span>}
    </span>
  );
}

// --- the list ----------------------------------------------------------------------------------

function Item({ tn }) {
  const won = tn.winner ? teamName(tn.winner.members) : null;
  const facts = [gameTitle(tn.game), t(`tn_${tn.format}`), clockText(tn.clock), t("tn_entriesN", { n: tn.entries })];
  if (tn.rated) facts.push(t("tn_rated"));
  if (tn.visibility === "invite") facts.push(t("tn_inviteOnly"));
  return (
    <li class="tn-item" data-testid={`tn-item-${tn.id}`}>
      <span class={`game-icon icon-${tn.game}`} aria-hidden="true" />
      <a href={`/tournaments/${tn.id}`} class="tn-name">{tn.name}</a>
      <div class="tn-facts muted">{facts.join(" · ")}</div>
      <div class="tn-item-when">
        {tn.status !== "over" ? timeLine(tn) : won ? <span><Icon path={TROPHY} cls="gold" /> {won}</span> : <span class="muted">{t("tn_noWinner")}</span>}
      </div>
    </li>
  );
}

function Section({ kind, items }) {
  return (
    <section class="panel tn-section" aria-labelledby={`tn-${kind}`} data-testid={`tn-${kind}`}>
      <h2 id={`tn-${kind}`}>{t(`tn_sec_${kind}`)}</h2>
      {items.length === 0 && <p class="muted">{t(`tn_none_${kind}`)}</p>}
      {items.length > 0 && <ul class="table-list tn-list">{items.map((tn) => <Item tn={tn} />)}</ul>}
    </section>
  );
}

export function TournamentsPage() {
  const player = useSignal(me);
  const [game, setGame] = useState(() => new URLSearchParams(location.search).get("game") || "");
  const [games, setGames] = useState([]);
  const [list, setList] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => void api("/api/games").then((d) => setGames(d.games.filter((g) => g.available !== false)), () => {}), []);
  const load = () => api(`/api/tournaments${game ? `?game=${game}` : ""}`).then((d) => (setList(d), setError(null)), (err) => setError(err.message));
  useEffect(() => void load(), [game, player?.id]);
  useWhileSeen(load, LIST_EVERY_MS, [game, player?.id]);
  useTick(!!list && [...list.running, ...list.upcoming].some(needsTick)); // the countdowns
  useEffect(() => ((document.title = `${t("tn_title")} — gametable`), () => (document.title = "gametable")), []);
  const pick = (name) => (setGame(name), history.replaceState(null, "", name ? `/tournaments?game=${name}` : "/tournaments"));
  return (
    <div class="tn-home" data-testid="tournaments">
      <h1 class="tn-home-title">{t("tn_title")}</h1>
      <nav class="games tn-filter" aria-label={t("tn_byGame")}>
        {["", ...games.map((g) => g.name)].map((name) => (
          <button type="button" class={`game-pick${name === game ? " on" : ""}`} aria-pressed={name === game} data-testid={`tn-game-${name || "all"}`} onClick={() => pick(name)}>
            {name && <span class={`game-icon icon-${name}`} aria-hidden="true" />}
            {name ? gameTitle(name) : t("tn_allGames")}
          </button>
        ))}
      </nav>
      <CreatePanel games={games} player={player} />
      {error && <p class="error" role="alert">{t("tn_loadError", { reason: error })}</p>}
      <div class="tn-sections">{list && ["running", "upcoming", "recent"].map((kind) => <Section kind={kind} items={list[kind]} />)}</div>
    </div>
  );
}

// --- making one -------------------------------------------------------------------------------

const Field = ({ id, label, children }) => <div class="field"><label for={id}>{label}</label>{children}</div>;

function OptionInput({ spec, value, onChange }) {
  const id = `tn-opt-${spec.name}`;
  const label = t(`opt_${spec.name}`) === `opt_${spec.name}` ? spec.name : t(`opt_${spec.name}`);
  const number = (e) => onChange(e.currentTarget.value === "" ? undefined : Number(e.currentTarget.value));
  return (
    <Field id={id} label={label}>
      {spec.type === "bool" ? (
        <input id={id} type="checkbox" checked={!!value} onChange={(e) => onChange(e.currentTarget.checked)} />
      ) : spec.type === "choice" ? (
        <select id={id} value={value ?? spec.default} onChange={(e) => onChange(e.currentTarget.value)}>
          {spec.values.map((v) => <option value={v}>{optionWord(spec.name, v)}</option>)}
        </select>
      ) : (
        <input id={id} type="number" min={spec.min} max={spec.max} placeholder={spec.default == null ? t("default") : String(spec.default)} value={value ?? ""} onInput={number} />
      )}
    </Field>
  );
}

/** Whom a tournament by invitation takes: ticked among one's friends and the players found by
 * name (or by the id their profile shows). */
function InvitePicker({ chosen, setChosen }) {
  const [people, setPeople] = useState([]);
  const [text, setText] = useState("");
  const [error, setError] = useState(null);
  const known = (found) => setPeople((old) => [...new Map([...old, ...found].map((p) => [p.id, { id: p.id, name: p.name }])).values()]);
  useEffect(() => void api("/api/me/friends").then((d) => known([...d.following, ...d.followers]), () => {}), []);
  const has = (id) => chosen.some((p) => p.id === id);
  const tick = (p, on) => setChosen(on ? [...chosen.filter((c) => c.id !== p.id), p] : chosen.filter((c) => c.id !== p.id));
  const find = async () => {
    const query = text.trim();
    setError(null);
    try {
      const byId = PLAYER_ID.test(query) ? await api(`/api/players/${query}`).catch(() => null) : null;
      if (byId?.player && byId.player.kind !== "account") throw new Error(t("tn_notAccount", { name: personName(byId.player.name) }));
      const found = byId?.player ? [byId.player] : (await api(`/api/players?name=${encodeURIComponent(query)}`)).players;
      if (!found.length) throw new Error(t("tn_nobodyFound"));
      known(found);
      if (byId?.player) tick({ id: byId.player.id, name: byId.player.name }, true);
    } catch (err) {
      setError(err.message);
    }
  };
  return (
    <fieldset class="tn-invite" data-testid="tn-invite">
      <legend>{t("tn_invited")}</legend>
      <div class="tn-find">
        <input aria-label={t("tn_findPlayer")} placeholder={t("tn_findPlayer")} value={text} data-testid="tn-find" maxLength={40}
          onInput={(e) => setText(e.currentTarget.value)} onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), find())} />
        <button type="button" onClick={find} disabled={text.trim().length < 2} data-testid="tn-find-go">{t("tn_find")}</button>
      </div>
      {error && <p class="error">{error}</p>}
      <ul>
        {people.map((p) => (
          <li>
            <label>
              <input type="checkbox" checked={has(p.id)} data-testid={`tn-invite-${p.id}`} onChange={(e) => tick(p, e.currentTarget.checked)} /> {personName(p.name)}
            </label>
          </li>
        ))}
      </ul>
      <p class="muted" data-testid="tn-invited">{chosen.length ? t("tn_invitedN", { n: chosen.length }) : t("tn_inviteHelp")}</p>
    </fieldset>
  );
}

/** A local date and time for an <input type=datetime-local> (its value has no zone). */
const localInput = (date) => new Date(date.getTime() - date.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
const FIRST = { name: "", game: "balloon-cup", options: {}, format: "arena", start: "now", startIn: 5, startAt: "", duration: 30,
  rounds: 5, bestOf: 1, clock: 1, rated: false, visibility: "open", invited: [], bots: true, botWait: 30 };

/** The request a filled form makes (POST /api/tournaments). */
function request(f, info, format) {
  const options = Object.fromEntries(Object.entries(f.options).filter(([, v]) => v !== undefined && v !== ""));
  if (info?.players_option) options[info.players_option] = 2; // two sides: the climbing game for two
  const body = { name: f.name.trim(), game: f.game, options, format, clock: CLOCKS[f.clock], rated: f.rated, visibility: f.visibility };
  if (format === "arena") body.duration = f.duration * 60;
  if (format === "swiss") body.rounds = Number(f.rounds);
  if (format === "knockout") body.best_of = Number(f.bestOf);
  else body.bots = f.bots;
  if (format === "arena" && f.bots) body.bot_wait = Number(f.botWait);
  if (f.visibility === "invite") body.invited = f.invited.map((p) => p.id);
  if (f.start === "in") body.starts_in = Number(f.startIn) * 60;
  if (f.start === "at") body.starts = new Date(f.startAt).getTime() / 1000;
  return body;
}

function CreatePanel({ games, player }) {
  const [open, setOpen] = useState(false);
  const [f, setF] = useState(FIRST);
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const set = (patch) => setF((old) => ({ ...old, ...patch }));
  const value = (key, cast = String) => (e) => set({ [key]: cast(e.currentTarget.value) });
  const info = games.find((g) => g.name === f.game);
  const teams = !!info?.teams;
  const format = !teams && f.format === "knockout" ? "arena" : f.format;
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      location.href = `/tournaments/${(await api("/api/tournaments", { method: "POST", body: request(f, info, format) })).id}`;
    } catch (err) {
      setError(err.message);
      setBusy(false);
    }
  };
  const radio = (name, choice, label) => (
    <label class="tn-radio">
      <input type="radio" name={name} value={choice} checked={(name === "format" ? format : f[name]) === choice} onChange={() => set({ [name]: choice })} data-testid={`tn-${name}-${choice}`} /> {label}
    </label>
  );
  const check = (name, label) => (
    <label class="tn-check"><input type="checkbox" checked={f[name]} data-testid={`tn-${name}`} onChange={(e) => set({ [name]: e.currentTarget.checked })} /> {label}</label>
  );
  return (
    <details class="panel tn-create" data-testid="tn-create" open={open || undefined} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <h2>{t("tn_create")}</h2>
      </summary>
      {player?.kind !== "account" ? (
        <p data-testid="tn-accounts-only">{t("tn_accountsOnly")} <a href="/login">{t("logIn")}</a></p>
      ) : (
        <form onSubmit={submit} data-testid="tn-form">
          <Field id="tn-name" label={t("name")}>
            <input id="tn-name" required minLength={3} maxLength={80} value={f.name} data-testid="tn-name" placeholder={t("tn_namePlaceholder")} onInput={value("name")} />
          </Field>
          <div class="games" role="group" aria-label={t("game")}>
            {games.map((g) => (
              <button type="button" class={`game-pick${g.name === f.game ? " on" : ""}`} aria-pressed={g.name === f.game} data-testid={`tn-pick-${g.name}`} onClick={() => set({ game: g.name, options: {} })}>
                <span class={`game-icon icon-${g.name}`} aria-hidden="true" />
                {gameTitle(g.name)}
              </button>
            ))}
          </div>
          {info?.players_option && <p class="muted">{t("tn_twoPlayers")}</p>}
          {(info?.options || []).filter((o) => o.name !== info.players_option).map((spec) => (
            <OptionInput spec={spec} value={f.options[spec.name]} onChange={(v) => set({ options: { ...f.options, [spec.name]: v } })} />
          ))}
          <fieldset>
            <legend>{t("tn_format")}</legend>
            {FORMATS.filter((x) => x !== "knockout" || teams).map((x) => radio("format", x, t(`tn_${x}`)))}
            <p class="muted tn-help">{t(`tn_help_${format}`)}</p>
            {format === "arena" && (
              <Field id="tn-duration" label={t("tn_duration")}>
                <select id="tn-duration" value={f.duration} data-testid="tn-duration" onChange={value("duration", Number)}>
                  {DURATIONS.map((m) => <option value={m}>{t("tn_minutes", { n: m })}</option>)}
                </select>
              </Field>
            )}
            {format === "swiss" && (
              <Field id="tn-rounds" label={t("tn_rounds")}>
                <input id="tn-rounds" type="number" min="1" max="30" required value={f.rounds} data-testid="tn-rounds" onInput={value("rounds")} />
              </Field>
            )}
            {format === "knockout" && (
              <Field id="tn-best-of" label={t("tn_bestOfLabel")}>
                <select id="tn-best-of" value={f.bestOf} data-testid="tn-best-of" onChange={value("bestOf", Number)}>
                  {BEST_OF.map((n) => <option value={n}>{t("tn_bestOf", { n })}</option>)}
                </select>
              </Field>
            )}
          </fieldset>
          <fieldset>
            <legend>{t("tn_start")}</legend>
            {radio("start", "now", t("tn_startNow"))}
            <span class="tn-radio">
              {radio("start", "in", t("tn_startInLabel"))}
              <input type="number" min="1" max="1440" aria-label={t("tn_startInMinutes")} value={f.startIn} disabled={f.start !== "in"} onInput={value("startIn")} />
            </span>
            <span class="tn-radio">
              {radio("start", "at", t("tn_startAt"))}
              <input type="datetime-local" aria-label={t("tn_startAt")} min={localInput(new Date())} value={f.startAt} disabled={f.start !== "at"} required={f.start === "at"} onInput={value("startAt")} />
            </span>
          </fieldset>
          <Field id="tn-clock" label={t("clock")}>
            <select id="tn-clock" value={f.clock} data-testid="tn-clock" onChange={value("clock", Number)}>
              {CLOCKS.map((c, i) => <option value={i}>{t("tn_clockLong", { move: c.move, bank: c.bank / 60 })}</option>)}
            </select>
          </Field>
          {check("rated", t("tn_ratedLabel"))}
          {format !== "knockout" && check("bots", t("tn_botsLabel"))}
          {format === "arena" && f.bots && (
            <Field id="tn-bot-wait" label={t("tn_botWait")}>
              <input id="tn-bot-wait" type="number" min="5" max="600" value={f.botWait} onInput={value("botWait")} />
            </Field>
          )}
          <fieldset>
            <legend>{t("tn_who")}</legend>
            {radio("visibility", "open", t("tn_open"))}
            {radio("visibility", "invite", t("tn_byInvitation"))}
          </fieldset>
          {f.visibility === "invite" && <InvitePicker chosen={f.invited} setChosen={(invited) => set({ invited })} />}
          <button class="primary" type="submit" disabled={busy} data-testid="tn-submit">{t("tn_createButton")}</button>
          {error && <p class="error" role="alert" data-testid="tn-error">{error}</p>}
        </form>
      )}
    </details>
  );
}

// --- one tournament -------------------------------------------------------------------------

/** Keeps /ws/tournaments/ID open: opened again after a close (0.5 s, doubling up to 5 s) until
 * the returned function is called, there is no such tournament, or the session ends. */
function watch(id, onMessage, onStatus) {
  let socket = null;
  let closed = false;
  let delay = 500;
  const open = () => {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const current = (socket = new WebSocket(`${proto}://${location.host}/ws/tournaments/${id}`));
    current.onopen = () => ((delay = 500), onStatus("open"));
    current.onmessage = (event) => { const message = JSON.parse(event.data); if (message.type === "tournament") onMessage(message); };
    current.onclose = (event) => {
      if (!closed) onStatus("closed");
      if (closed || event.code === NO_SUCH) return;
      if (event.code === SIGNED_OUT) return void loadMe(); // a new "me": the page watches anew
      setTimeout(() => !closed && open(), delay);
      delay = Math.min(delay * 2, 5000);
    };
  };
  open();
  // a quiet socket stays open through proxies that drop idle connections
  const pinger = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), 240_000);
  return () => ((closed = true), clearInterval(pinger), socket?.close());
}

/** Join (with a partner, for teams) or leave; or why one may not. */
function Entry({ tn, player, update }) {
  const you = tn.you;
  const [partner, setPartner] = useState("");
  const [friends, setFriends] = useState([]);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState(null);
  const teams = tn.team_size > 1;
  useEffect(() => {
    if (teams && you?.may_enter) api("/api/me/friends").then((d) => setFriends(d.following), () => {});
  }, [teams, !!you?.may_enter]);
  if (tn.status === "over" || !player || !you) return null;
  if (player.kind !== "account") {
    return tn.open && <p class="tn-entry" data-testid="tn-accounts-only">{t("tn_accountsOnly")} <a class="button primary" href="/login">{t("logIn")}</a></p>;
  }
  const act = (what, body = {}) => (setError(null), api(`/api/tournaments/${tn.id}/${what}`, { method: "POST", body })
    .then((answer) => (update(answer), setLeaving(false)), (err) => setError(err.message)));
  const row = tn.standings.find((r) => r.entrant === you.entrant);
  const mate = row?.members.find((m) => m.id !== player.id) || tn.entered.find((e) => e.id === you.partner);
  let body;
  if (you.entered) {
    const said = you.withdrawn ? t("tn_withdrawn") : teams && mate ? t("tn_inWith", { name: memberName(mate) }) : t("tn_in");
    body = (
      <>
        <span class="tn-in" data-testid="tn-entered">{said}</span>
        {!you.withdrawn && !leaving && (
          // before the start one may enter again: only leaving one under way asks first
          <button type="button" data-testid="tn-leave" onClick={() => (tn.status === "running" ? setLeaving(true) : act("leave"))}>{t("tn_leave")}</button>
        )}
        {leaving && (
          <span class="tn-confirm" role="group" aria-label={t("tn_leave")}>
            {t("tn_leaveRunning")}{" "}
            <button type="button" class="tn-danger" data-testid="tn-leave-yes" onClick={() => act("leave")}>{t("tn_leaveYes")}</button>{" "}
            <button type="button" onClick={() => setLeaving(false)}>{t("tn_stay")}</button>
          </span>
        )}
      </>
    );
  } else if (you.may_enter) {
    body = (
      <>
        {teams && (
          <label class="tn-partner">
            {t("tn_partner")}{" "}
            <select value={partner} data-testid="tn-partner" onChange={(e) => setPartner(e.currentTarget.value)}>
              <option value="">{t("tn_anyPartner")}</option>
              {friends.map((p) => <option value={p.id}>{personName(p.name)}</option>)}
            </select>
          </label>
        )}
        <button type="button" class="primary" data-testid="tn-join" onClick={() => act("join", partner ? { partner } : {})}>
          {t(tn.status === "running" ? "tn_joinNow" : "tn_join")}
        </button>
        {teams && <small class="muted">{t("tn_partnerHelp")}</small>}
      </>
    );
  } else {
    const why = you.status === "left" ? "tn_youLeft" : you.status === "out" ? "tn_youOut" : !you.invited ? "tn_notInvited" : "tn_closed";
    body = <span class="muted" data-testid="tn-cannot">{t(why)}</span>;
  }
  return (
    <div class="tn-entry">{body}{error && <p class="error" role="alert" data-testid="tn-entry-error">{error}</p>}</div>
  );
}

/** An arena's results as chips (the last SHOWN_RESULTS): won, drawn, lost, won by forfeit,
 * missed; those played on fire (after two wins in a row) counted double and ringed. */
const SHOWN_RESULTS = 8;
function Results({ results }) {
  let streak = 0;
  const chips = [...results].map((r) => {
    const fire = streak >= 2 && (r === "W" || r === "D");
    if (r === "W") streak += 1;
    else if (r !== "F") streak = 0;
    return { r, fire };
  });
  const count = (r) => results.split(r).length - 1;
  const label = t("tn_resultsSaid", { w: count("W") + count("F"), d: count("D"), l: count("L") + count("X") });
  return (
    <span class="tn-results" role="img" aria-label={label} title={label}>
      {chips.length > SHOWN_RESULTS && <span class="tn-more" aria-hidden="true">…</span>}
      {chips.slice(-SHOWN_RESULTS).map(({ r, fire }) => <span class={`tn-chip-r r-${r}${fire ? " fire" : ""}`} aria-hidden="true">{t(`tn_r_${r}`)}</span>)}
    </span>
  );
}

const TIEBREAKS = { swiss: ["buchholz_cut1", "sonneborn_berger"], arena: ["performance"] };
const shownNumber = (x) => (x == null ? "–" : num(Math.round(x * 100) / 100));

const Th = ({ children, cls }) => <th scope="col" class={cls}>{children}</th>;

function Standings({ tn }) {
  const mine = tn.you?.entrant;
  const breaks = TIEBREAKS[tn.format] || [];
  return (
    <section class="panel tn-standings" aria-labelledby="tn-standings-title" data-testid="tn-standings">
      <h2 id="tn-standings-title">{t(tn.format === "knockout" ? "tn_places" : "tn_standings")}</h2>
      <div class="tn-scroll" tabindex="0" role="group" aria-labelledby="tn-standings-title">
        <table class="tn-table">
          <thead>
            <tr>
              <Th>#</Th>
              <Th>{t(tn.team_size > 1 ? "tn_team" : "tn_player")}</Th>
              {tn.format === "arena" && <Th>{t("tn_results")}</Th>}
              {tn.format === "knockout" && <Th cls="tn-break">{t("tn_seed")}</Th>}
              <Th>{t(tn.format === "knockout" ? "tn_matchesWon" : "tn_points")}</Th>
              {breaks.map((b) => <Th cls={`tn-break tb-${b}`}><abbr title={t(`tn_tb_${b}`)}>{t(`tn_tbShort_${b}`)}</abbr></Th>)}
            </tr>
          </thead>
          <tbody>
            {tn.standings.map((row) => (
              <tr class={`${row.entrant === mine ? "mine" : ""}${row.withdrawn ? " gone" : ""}`} data-entrant={row.entrant} data-points={row.points} data-results={row.results ?? ""}>
                <td class="tn-rank">{num(row.rank)}</td>
                <td class="tn-who">
                  {row.members.map((m, i) => (
                    <>
                      {i > 0 && <span class="muted"> & </span>}
                      {m.id ? <a href={`/players/${m.id}`}>{memberName(m)}</a> : memberName(m)}
                    </>
                  ))}
                  {row.entrant === mine && <span class="tn-you"> ({t("you")})</span>}
                  {row.playing && <span class="tn-playing" title={t("tn_playingNow")}><span class="sr">{t("tn_playingNow")}</span></span>}
                  {row.withdrawn && <small class="muted"> {t("tn_withdrawnMark")}</small>}
                </td>
                {tn.format === "arena" && <td><Results results={row.results || ""} /></td>}
                {tn.format === "knockout" && <td class="tn-break">{num(row.seed ?? row.tiebreaks.seed)}</td>}
                <td class="tn-points">
                  {num(row.points)}
                  {row.on_fire && <span class="tn-fire" role="img" aria-label={t("tn_onFire")} title={t("tn_onFire")}><Icon path={FLAME} cls="flame" /></span>}
                </td>
                {breaks.map((b) => <td class={`tn-break tb-${b}`}>{shownNumber(row.tiebreaks[b])}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Playing({ tn, names }) {
  // a side's name from the standings; else its seats' (a side's seats alternate: 0 and 2, 1 and 3)
  const side = (game, index) => names[game.sides[index]] || teamName(game.seats.filter((_, seat) => seat % 2 === index));
  return (
    <section class="panel tn-playing-now" aria-labelledby="tn-playing-title" data-testid="tn-playing">
      <h2 id="tn-playing-title">{t("tn_gamesInPlay", { n: tn.playing.length })}</h2>
      <ul class="table-list">
        {tn.playing.map((g) => {
          const own = tn.you?.game?.table === g.table; // one's own game: Play, not Watch
          return (
            <li class="tn-game" data-table={g.table}>
              <span class="tn-vs">{t("tn_versus", { a: side(g, 0), b: side(g, 1) })}</span>
              <a class={`button${own ? " primary" : ""}`} href={`/table/${g.table}${own ? "" : "?spectate=1"}`} data-testid={`tn-watch-${g.table}`}>
                {own ? t("tn_play") : t("watch")}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const HOW = { walkover: "tn_how_walkover", forfeit: "tn_how_forfeit", seed: "tn_how_seed", nobody: "tn_how_nobody" };

function BracketSide({ match, index, names, first }) {
  const side = match.sides[index];
  if (!side) return <div class="tn-side empty">{t(!match.known[index] ? "tn_tbd" : first ? "tn_bye" : "tn_nobody")}</div>;
  const name = names[side.entrant] || t("tn_seedN", { n: side.seed });
  return (
    <div class={`tn-side${match.winner === side.entrant ? " won" : ""}${side.withdrawn ? " gone" : ""}`} data-entrant={side.entrant}>
      <span class="tn-seed" title={t("tn_seed")}>{num(side.seed)}</span>
      <span class="tn-side-name" title={name}>{name}</span>
      {match.how !== "bye" && <span class="tn-score">{num(match.score[index])}</span>}
    </div>
  );
}

/** The knockout's bracket: a column a round, the first round's matches two by two, each pair
 * joined to the match of the next round its winners meet in. */
function Bracket({ tn, names }) {
  const rounds = tn.bracket.rounds;
  const box = useRef(null);
  const current = rounds.findIndex((ms) => ms.some((m) => m.winner == null && m.how == null));
  useEffect(() => {
    // where it scrolls, at each new round: the round under way (the final once over) in view
    const column = box.current?.children[current < 0 ? rounds.length - 1 : current]?.getBoundingClientRect();
    const view = box.current?.getBoundingClientRect();
    if (column) box.current.scrollLeft += document.dir === "rtl" ? Math.min(0, column.left - view.left) : Math.max(0, column.right - view.right);
  }, [current]);
  const match = (m, r) => (
    <div class={`tn-match${m.playing ? " live" : ""}`} data-match={m.id} data-testid={`tn-match-${m.id}`}>
      <BracketSide match={m} index={0} names={names} first={r === 0} />
      <BracketSide match={m} index={1} names={names} first={r === 0} />
      {(m.table || HOW[m.how]) && (
        <div class="tn-match-foot">
          {HOW[m.how] && <small class="muted">{t(HOW[m.how])}</small>}
          {m.table && <a href={`/table/${m.table}?spectate=1`} class="tn-watch" data-testid={`tn-watch-match-${m.id}`}>{t("watch")}</a>}
        </div>
      )}
    </div>
  );
  const pairs = (matches) => matches.filter((_, i) => i % 2 === 0).map((m, i) => [m, matches[2 * i + 1]]);
  return (
    <section class="panel tn-bracket-panel" aria-labelledby="tn-bracket-title" data-testid="tn-bracket">
      <h2 id="tn-bracket-title">{t("tn_bracket")}</h2>
      <p class="muted">{t("tn_bestOfMatches", { n: tn.bracket.best_of })}</p>
      <div class="tn-bracket tn-scroll" ref={box} tabindex="0" role="group" aria-labelledby="tn-bracket-title">
        {rounds.map((matches, r) => (
          <div class="tn-round" data-round={r}>
            <h3>{roundName(r, rounds.length)}</h3>
            <ol class="tn-matches">
              {r === rounds.length - 1
                ? <li class="tn-pair last"><div class="tn-slot">{match(matches[0], r)}</div></li>
                : pairs(matches).map(([a, b]) => (
                    <li class="tn-pair"><div class="tn-slot">{match(a, r)}</div><div class="tn-slot">{match(b, r)}</div></li>
                  ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The winner once it is over, or why there is none (the server's words: too few entries). */
function Winner({ tn }) {
  if (!tn.winner) {
    return <section class="panel tn-winner none" data-testid="tn-winner"><p>{t(tn.ended ? "tn_notPlayed" : "tn_noWinner")}</p>{tn.ended && <p class="muted">{tn.ended}</p>}</section>;
  }
  return (
    <section class="panel tn-winner" data-testid="tn-winner" aria-labelledby="tn-winner-title">
      <Icon path={TROPHY} cls="tn-trophy gold" />
      <div>
        <h2 id="tn-winner-title">{t(tn.winner.members.length > 1 ? "tn_winners" : "tn_winner")}</h2>
        <p class="tn-winner-names" data-testid="tn-winner-names">{teamName(tn.winner.members)}</p>
      </div>
    </section>
  );
}

export function TournamentPage({ id }) {
  const player = useSignal(me);
  const [tn, setTn] = useState(null);
  const [error, setError] = useState(null);
  const [live, setLive] = useState("connecting");
  // the newest version wins (an answer may come after the socket's next message)
  const update = (next) => setTn((old) => (!old || next.version >= old.version ? next : { ...old, you: next.you }));
  useEffect(() => {
    api(`/api/tournaments/${id}`).then(update, (err) => setError(err.message));
    return watch(id, update, setLive);
  }, [id, player?.id]);
  useTick(!!tn && needsTick(tn));
  const ready = tn?.you?.game;
  useEffect(() => {
    if (!tn) return undefined;
    const show = () => (document.title = ready && document.visibilityState === "hidden" ? t("tn_readyTitle") : `${tn.name} — gametable`);
    show();
    document.addEventListener("visibilitychange", show);
    return () => (document.removeEventListener("visibilitychange", show), (document.title = "gametable"));
  }, [tn?.name, ready?.table]);
  if (error && !tn) return <p class="error" role="alert" data-testid="tn-error">{error}</p>;
  if (!tn) return <p class="muted">…</p>;
  const names = Object.fromEntries(tn.standings.map((row) => [row.entrant, teamName(row.members)]));
  const against = ready && tn.playing.find((g) => g.table === ready.table)?.seats.filter((_, seat) => seat % 2 !== ready.seat % 2);
  return (
    <div class={`tn-page ${tn.format}`} data-testid="tournament" data-status={tn.status} data-version={tn.version} data-live={live}>
      <section class="panel tn-head" aria-labelledby="tn-title">
        <div class="tn-title-row"><span class={`game-icon icon-${tn.game}`} aria-hidden="true" /><h1 id="tn-title">{tn.name}</h1></div>
        <p class="tn-facts">{gameTitle(tn.game)} <Badges tn={tn} /></p>
        <p class="tn-clock" data-testid="tn-clock">
          <b>{timeLine(tn)}</b>
          {tn.status === "scheduled" && <span class="muted"> · {when(tn.starts)}</span>}
          {tn.format === "arena" && tn.status === "running" && <span class="muted"> · {t("tn_until", { time: when(tn.ends) })}</span>}
        </p>
        <p class="muted tn-made">
          {t("tn_entriesN", { n: tn.entries })} · {tn.creator ? t("tn_madeBy", { name: personName(tn.creator.name) }) : t("tn_bySchedule")}
          {tn.bots && ` · ${t("tn_botsFill")}`}
        </p>
        {live === "closed" && <p class="muted" role="status">{t("connecting")}</p>}
        <Entry tn={tn} player={player} update={update} />
      </section>
      {ready && (
        <div class="tn-ready" role="alert" data-testid="tn-your-game">
          <span><b>{t("tn_ready")}</b> {against?.length > 0 && t("tn_readyAgainst", { names: teamName(against) })}</span>
          <a class="button primary" href={`/table/${ready.table}`} data-testid="tn-play">{t("tn_play")}</a>
        </div>
      )}
      {tn.status === "over" && <Winner tn={tn} />}
      {tn.bracket && <Bracket tn={tn} names={names} />}
      <div class={`tn-body${tn.playing.length || tn.entered.length ? "" : " alone"}`}>
        <div class="tn-main">
          {tn.standings.length > 0 && <Standings tn={tn} />}
          {tn.standings.length === 0 && tn.status !== "over" && <p class="muted panel">{t("tn_noStandings")}</p>}
        </div>
        <div class="tn-side-col">
          {tn.playing.length > 0 && <Playing tn={tn} names={names} />}
          {tn.entered.length > 0 && (
            <section class="panel" aria-labelledby="tn-entered-title" data-testid="tn-entered-list">
              <h2 id="tn-entered-title">{t(tn.status === "running" ? "tn_waitingToJoin" : "tn_enteredN", { n: tn.entered.length })}</h2>
              <ul class="tn-chips">{tn.entered.map((e) => <li class="tn-chip">{memberName(e)}</li>)}</ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
