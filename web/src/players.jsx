// Who you are: the header's name and account links, the log-in page, profiles, leaderboards,
// "my games" and the sessions you can end. The server keeps the session (an HttpOnly cookie
// this script never sees). GET /api/me only says who that is (it stores nothing: another site's
// page may ask it); this page's own script makes a browser without one a guest with a
// same-origin POST /api/me/guest.
import { useEffect, useState } from "preact/hooks";
import { api, here } from "./api.js";
import { GAMES } from "./games/index.js";
import { LANGS, gameTitle, num, t } from "./i18n.js";
import { signal, useSignal } from "./signal.js";
import { personName, seatName } from "./seats.js";
import { ProfileActions } from "./friends.jsx";
import { forgetPush } from "./push.js";

/** The signed-in player ({id, name, kind, username, language, hide_games}: the username is
 * shown to its owner only), null until known. */
export const me = signal(null);
/** true once the first answer about ``me`` came (``me`` null after it: no identity could be had) */
export const meKnown = signal(false);
/** Why the header says something once: "ended" when this browser's session was ended. */
export const notice = signal(null);

let asking = null;

/** Who this browser is, asked once at a time: two first requests at once from a new browser
 * would each make a guest, and the person would end up as the second one. */
export function loadMe() {
  if (!asking) asking = askMe().finally(() => (asking = null));
  return asking;
}

let meRetry = 0;

async function askMe() {
  try {
    const answer = await api("/api/me");
    if (answer.ended) notice.value = "sessionEnded";
    me.value = answer.player || (await api("/api/me/guest", { method: "POST", body: {} })).player;
    meRetry = 0;
  } catch {
    // no identity for now (the server busy or out of reach, too many new guests from here):
    // the site still works, and asks again a little later, so that a signed-in person is not
    // shown as nobody for the rest of the visit
    me.value = null;
    meRetry = Math.min(meRetry + 1, 5);
    setTimeout(() => me.value || loadMe(), 1000 * 2 ** meRetry);
  } finally {
    meKnown.value = true;
  }
}

/** Tell the server the page's language when it is not the one stored for this person (a
 * guest's is guessed from the browser when it is made; a language picked here, or a link's,
 * is theirs from then on): what the server says away from the page, a "Your turn" pushed to
 * the phone, is in it. A failure keeps the stored one; the next page tries again. */
export async function tellLanguage(code) {
  const player = me.value;
  if (!player || player.language === code) return;
  try {
    const answer = await api("/api/me", { method: "POST", body: { language: code } });
    if (me.value?.id === answer.player?.id) me.value = { ...me.value, language: answer.player.language };
  } catch {
    /* as above */
  }
}

/** The games with leaderboards: every game the web app knows (games/index.js). */
const GAME_NAMES = Object.keys(GAMES);
/** The leaderboard shown without a game chosen: the first kept per an option (a rule profile). */
const FIRST_BOARD = Object.values(GAMES).find((g) => g.rating)?.name ?? GAME_NAMES[0];

function Rating({ rating }) {
  if (!rating) return null;
  return (
    <span class="rating" title={rating.provisional ? t("provisionalTip") : ""}>
      {rating.display}
      {rating.provisional ? "?" : ""}
    </span>
  );
}

/** The header: the player's name (click to change it), profile, log in / log out. */
export function AccountMenu() {
  const player = useSignal(me);
  const said = useSignal(notice);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState(null);
  if (!player) return null;
  const save = async (e) => {
    e.preventDefault();
    try {
      me.value = (await api("/api/me", { method: "POST", body: { name } })).player;
      setEditing(false);
      setError(null);
    } catch (err) {
      setError(err.message);
    }
  };
  const logout = async () => {
    await forgetPush();
    await api("/api/logout", { method: "POST", body: {} }).catch(() => {});
    await loadMe();
    notice.value = null;
    location.href = "/";
  };
  return (
    <div class="account" data-testid="account">
      {said && (
        <span class="notice" role="status" data-testid="notice">
          {t(said)}
        </span>
      )}
      {editing ? (
        <form class="rename" onSubmit={save}>
          <input
            aria-label={t("yourName")}
            data-testid="name-input"
            maxLength={40}
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
          <button type="submit" data-testid="name-save">
            {t("save")}
          </button>
          {error && <span class="error">{error}</span>}
        </form>
      ) : (
        <button
          type="button"
          class="me-name"
          data-testid="me-name"
          title={t("changeName")}
          onClick={() => {
            setName(player.name);
            setEditing(true);
          }}
        >
          {personName(player.name)}
          {/* (a guest's own "Guest 4488" says it already: "Guest 4488 (guest)" said it twice) */}
          {player.kind === "guest" && !/^Guest \d{4}$/.test(player.name || "") ? <span class="guest-mark">{` (${t("guest")})`}</span> : ""}
        </button>
      )}
      <a href={`/players/${player.id}`} data-testid="profile-link">
        {t("profile")}
      </a>
      {player.kind === "guest" ? (
        <a href="/login" data-testid="login-link">
          {t("logIn")}
        </a>
      ) : (
        <button type="button" class="link" data-testid="logout" onClick={logout}>
          {t("logOut")}
        </button>
      )}
    </div>
  );
}

/** Log in, or register (a guest becomes an account and keeps its games). */
export function LoginPage() {
  const player = useSignal(me);
  const [mode, setMode] = useState("login");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const path = mode === "login" ? "/api/login" : "/api/register";
      me.value = (await api(path, { method: "POST", body: { username, password } })).player;
      notice.value = null;
      location.href = "/";
    } catch (err) {
      // the server's words are English; the commonest answer is said in the reader's language
      setError(err.message === "wrong username or password" ? t("wrongLogin") : err.message);
    } finally {
      setBusy(false);
    }
  };
  if (player && player.kind === "account") {
    return (
      <section class="panel narrow">
        <p>{t("signedInAs", { name: player.username })}</p>
      </section>
    );
  }
  return (
    <section class="panel narrow login" aria-labelledby="login-title">
      <div class="tabs" role="tablist">
        {["login", "register"].map((m) => (
          <button
            type="button"
            role="tab"
            aria-selected={mode === m}
            class={mode === m ? "on" : ""}
            data-testid={`tab-${m}`}
            onClick={() => {
              setMode(m);
              setError(null);
            }}
          >
            {t(m === "login" ? "logIn" : "register")}
          </button>
        ))}
      </div>
      <h2 id="login-title">{t(mode === "login" ? "logIn" : "register")}</h2>
      {mode === "register" && <p class="muted">{t("registerKeeps")}</p>}
      <form onSubmit={submit}>
        <div class="field">
          <label for="username">{t("username")}</label>
          <input
            id="username"
            data-testid="username"
            autocomplete="username"
            required
            value={username}
            onInput={(e) => setUsername(e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="password">{t("password")}</label>
          <input
            id="password"
            type="password"
            data-testid="password"
            autocomplete={mode === "login" ? "current-password" : "new-password"}
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </div>
        {mode === "register" && <p class="muted">{t("passwordRule")}</p>}
        <button class="primary" type="submit" disabled={busy} data-testid="submit-login">
          {t(mode === "login" ? "logIn" : "register")}
        </button>
        {error && (
          <p class="error" role="alert" data-testid="login-error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

/** A player's public profile; one's own also lists one's sessions. */
export function ProfilePage({ id }) {
  const player = useSignal(me);
  const [data, setData] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    api(`/api/players/${id}`).then(setData, (err) => setError(err.message));
  }, [id]);
  if (error) return <p class="error" role="alert">{error}</p>;
  if (!data) return <p class="muted">…</p>;
  const own = player && player.id === id;
  return (
    <div class="profile" data-testid="profile">
      <section class="panel">
        <h2 data-testid="profile-name">{personName(data.player.name)}</h2>
        <p class="muted">
          {data.player.kind === "guest" ? t("guest") : t("account")} ·{" "}
          {t("language")}: {LANGS.find((l) => l.code === data.player.language)?.name ?? data.player.language} · {t("gamesPlayed")}:{" "}
          {num(data.games_played)}
        </p>
        <ProfileActions id={id} kind={data.player.kind} name={data.player.name} />
        <h3>{t("ratings")}</h3>
        {Object.keys(data.ratings).length === 0 ? (
          <p class="muted">{t("noRatings")}</p>
        ) : (
          <table class="ratings" data-testid="ratings">
            <thead>
              <tr>
                <th>{t("game")}</th>
                <th>{t("rating")}</th>
                <th>{t("ratedGames")}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(data.ratings).map(([key, r]) => (
                <tr>
                  <td>
                    <a href={`/leaderboard/${key.split("/")[0]}`}>{ratingTitle(key)}</a>
                  </td>
                  <td>
                    <Rating rating={r} />
                  </td>
                  <td>{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section class="panel">
        <h3>{t("recentGames")}</h3>
        {own && <HideGames />}
        {data.recent.length === 0 && (
          <p class="muted" data-testid="no-games">
            {data.games_hidden && !own ? t("gamesHidden") : t("noGames")}
          </p>
        )}
        <ul class="table-list" data-testid="recent">
          {data.recent.map((g) => (
            <li>
              <b>{gameTitle(g.game)}</b>{" "}
              {/* (each seat named as the table named it: a guest's and a bot's name in the
                  page's language, "Guest 6751 · Faisal" on an Arabic page) */}
              <span class="muted">{g.seats.map((s, i) => seatName(g.seats, s.seat ?? i)).join(" · ")}</span>{" "}
              {g.scores && <span>{resultWord(g.scores[g.seat], g.scores)}</span>}
              {g.resigned !== null && g.resigned !== undefined && (
                <span class="muted" data-testid="recent-resigned">
                  {" "}
                  ({g.resigned === g.seat ? t("resignedShort") : t("resignedBy", { who: seatName(g.seats, g.resigned) || "?" })})
                </span>
              )}{" "}
              {g.rating && (
                <span class="muted">
                  {g.rating.before} → {g.rating.after}
                  {g.rating.forfeit ? ` (${t("left")})` : ""}
                </span>
              )}{" "}
              <a href={g.replay}>{t("replay")}</a>
            </li>
          ))}
        </ul>
      </section>
      {own && <Sessions />}
    </div>
  );
}

/** One's own setting: whether one's profile lists one's games to others. */
function HideGames() {
  const player = useSignal(me);
  const [error, setError] = useState(null);
  if (!player) return null;
  const change = async (e) => {
    const hide = e.currentTarget.checked;
    try {
      me.value = (await api("/api/me", { method: "POST", body: { hide_games: hide } })).player;
      setError(null);
    } catch (err) {
      setError(err.message);
    }
  };
  return (
    <p>
      <label>
        <input
          type="checkbox"
          data-testid="hide-games"
          checked={!!player.hide_games}
          onChange={change}
        />{" "}
        {t("hideGames")}
      </label>
      {error && <span class="error">{error}</span>}
    </p>
  );
}

function resultWord(mine, scores) {
  const best = Math.max(...scores);
  if (mine === best && scores.filter((s) => s === best).length < scores.length) return t("won");
  if (scores.every((s) => s === scores[0])) return t("draw");
  return t("lost");
}

function ratingTitle(key) {
  const [game, profile] = key.split("/");
  return profile ? `${gameTitle(game)} (${profile})` : gameTitle(game);
}

/** One's sessions: where one is signed in, with a way to end each or all of them. */
function Sessions() {
  const player = useSignal(me);
  const [sessions, setSessions] = useState(null);
  const load = () => api("/api/me/sessions").then((d) => setSessions(d.sessions), () => {});
  useEffect(load, []);
  if (!player || player.kind !== "account") return null;
  const end = async (sid) => {
    await api(`/api/me/sessions/${sid}/end`, { method: "POST", body: {} });
    load();
  };
  const everywhere = async () => {
    await forgetPush();
    await api("/api/logout/everywhere", { method: "POST", body: {} });
    await loadMe();
    location.href = "/";
  };
  return (
    <section class="panel" data-testid="sessions">
      <h3>{t("sessions")}</h3>
      <ul class="table-list">
        {(sessions || []).map((s) => (
          <li>
            {s.browser || "?"} <span class="muted">{new Date(s.last_seen * 1000).toLocaleString()}</span>{" "}
            {s.current ? (
              <b>{t("thisBrowser")}</b>
            ) : (
              <button type="button" onClick={() => end(s.id)}>
                {t("endSession")}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" data-testid="logout-everywhere" onClick={everywhere}>
        {t("logOutEverywhere")}
      </button>
    </section>
  );
}

/** The best rated players of a game (per rule profile where the game keeps ratings so). */
export function LeaderboardPage({ game }) {
  const chosen = GAME_NAMES.includes(game) ? game : FIRST_BOARD;
  const rating = GAMES[chosen].rating;
  const [profile, setProfile] = useState(rating?.values[0]);
  const [data, setData] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    const query = rating ? `?profile=${profile ?? rating.values[0]}` : "";
    api(`/api/leaderboard/${chosen}${query}`).then(setData, (err) => setError(err.message));
  }, [chosen, profile]);
  return (
    <section class="panel leaderboard" data-testid="leaderboard">
      <h2>{t("leaderboard")}</h2>
      <nav class="games">
        {GAME_NAMES.map((g) => (
          <a class={`button game-pick${g === chosen ? " on" : ""}`} href={`/leaderboard/${g}`}>
            {gameTitle(g)}
          </a>
        ))}
      </nav>
      {rating && (
        <label>
          {t(`opt_${rating.option}`)}{" "}
          <select value={profile} onChange={(e) => setProfile(e.currentTarget.value)}>
            {rating.values.map((v) => (
              <option value={v}>{v}</option>
            ))}
          </select>
        </label>
      )}
      {error && <p class="error">{error}</p>}
      {data && data.players.length === 0 && <p class="muted">{t("noRatings")}</p>}
      {data && data.players.length > 0 && (
        <table class="ratings">
          <thead>
            <tr>
              <th>#</th>
              <th>{t("name")}</th>
              <th>{t("rating")}</th>
              <th>{t("ratedGames")}</th>
            </tr>
          </thead>
          <tbody>
            {data.players.map((p) => (
              <tr>
                <td>{p.rank}</td>
                <td>
                  <a href={`/players/${p.player}`}>{personName(p.name)}</a>
                </td>
                <td>
                  <Rating rating={p} />
                </td>
                <td>{p.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="muted">{t("provisionalTip")}</p>
    </section>
  );
}

/** The lobby's "My games": one's unfinished games, to rejoin from any device. */
export function MyGames() {
  const player = useSignal(me);
  const [tables, setTables] = useState(null);
  useEffect(() => {
    if (player) api("/api/me/tables").then((d) => setTables(d.tables), () => setTables([]));
  }, [player && player.id]);
  if (!player || !tables || tables.length === 0) return null;
  return (
    <section class="panel my-games" aria-labelledby="my-games-title" data-testid="my-games">
      <h2 id="my-games-title">{t("myGames")}</h2>
      <ul class="table-list">
        {tables.map((tb) => (
          <li data-table={tb.id}>
            <span class={`game-icon icon-${tb.game}`} aria-hidden="true" />
            <b>{gameTitle(tb.game)}</b>{" "}
            <span class="muted">{tb.seats.map((s, i) => seatName(tb.seats, s.seat ?? i, tb.seat)).join(" · ")}</span>{" "}
            <a class="button primary" href={here(tb.url)} data-testid={`rejoin-${tb.id}`}>
              {t("rejoin")}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
