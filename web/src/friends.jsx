// Friends: follow people (one way; two who follow each other are friends), who is online and
// what they play (Watch), challenge them and answer their challenges, invite them to a free
// seat of your table, block someone; and the notices inbox in the header (a bell with the
// unread count, the list with each notice's action), told live over the /ws/me socket
// (gametable/server/people/notices.py). Friends are for accounts: a guest is told to log in.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, go, here } from "./api.js";
import { gameOf } from "./games/index.js";
import { gameTitle, num, t } from "./i18n.js";
import { me, meKnown } from "./players.jsx";
import { personName } from "./seats.js";
import { useWhileSeen } from "./seen.js";
import { signal, useSignal } from "./signal.js";

/** The inbox: {notices (newest first), unread}; null until read. */
export const inbox = signal(null);
/** One more at every notice that arrives: the Friends page and profiles read again. */
const changed = signal(0);

let live = null;

/** Who this is is known: read the inbox, and for an account keep the live socket open. */
export function startNotices() {
  const player = me.value;
  if (!player) return;
  loadInbox();
  if (player.kind === "account" && !live) live = openLive();
}

function loadInbox() {
  return api("/api/me/notices?limit=30").then(
    (d) => (inbox.value = { notices: d.notices, unread: d.unread }),
    () => {},
  );
}

/** /ws/me, opened again after a close (1 s, doubling up to 30 s), until the session ends
 * (4401) or the server refuses more sockets from here (4429). */
function openLive() {
  let socket = null;
  let delay = 1000;
  const open = () => {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${proto}://${location.host}/ws/me`);
    socket.onopen = () => (delay = 1000);
    socket.onmessage = (event) => heard(JSON.parse(event.data));
    socket.onclose = (event) => {
      if (event.code === 4401 || event.code === 4429) return;
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 30000);
    };
  };
  open();
  // a quiet socket stays open through proxies that drop idle connections
  setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), 240000);
  return true;
}

function heard(message) {
  const box = inbox.value || { notices: [], unread: 0 };
  if (message.type === "hello") {
    if (message.unread !== box.unread) loadInbox(); // something came while it was closed
  } else if (message.type === "notice") {
    const notice = message.notice;
    if (box.notices.some((n) => n.id === notice.id)) return;
    inbox.value = { notices: [notice, ...box.notices].slice(0, 50), unread: box.unread + 1 };
    changed.value += 1;
    const d = notice.data || {};
    // the challenger goes to the table, as the one who accepted does (not away from a game)
    if (notice.kind === "challenge_answer" && d.status === "accepted" && d.url
        && !location.pathname.startsWith("/table/")) {
      go(d.url);
    }
  } else if (message.type === "read") {
    const ids = new Set(message.ids || []);
    const notices = box.notices.map((n) => (message.all || ids.has(n.id) ? { ...n, read: true } : n));
    inbox.value = { notices, unread: notices.filter((n) => !n.read).length };
  }
}

/** Accept (then go to the table) or decline a challenge; the error's words, or null. */
async function answerChallenge(id, accept) {
  try {
    const answer = await api(`/api/challenges/${id}`, { method: "POST", body: { accept } });
    changed.value += 1;
    if (accept && answer.url) go(answer.url);
    return null;
  } catch (err) {
    return err.message;
  }
}

const BELL = "M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z";

/** The header's link to the Friends page, for accounts (friends are theirs). */
export function FriendsLink() {
  const player = useSignal(me);
  if (player?.kind !== "account") return null;
  return (
    <a href="/friends" data-testid="friends-link">
      {t("f_friends")}
    </a>
  );
}

/** The header's bell: the unread count, and the notices when clicked (read from then on). */
export function NoticeBell() {
  const player = useSignal(me);
  const box = useSignal(inbox);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const close = (e) => {
      if (e.type === "keydown" ? e.key === "Escape" : !e.target.closest?.(".bell-wrap")) setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, [open]);
  if (!player || !box || (player.kind !== "account" && box.unread === 0)) return null;
  const toggle = () => {
    setOpen(!open);
    if (!open && box.unread > 0) {
      api("/api/me/notices/read", { method: "POST", body: { all: true } }).then(
        () => heard({ type: "read", all: true }),
        () => {},
      );
    }
  };
  return (
    <div class="bell-wrap">
      <button
        type="button"
        class="bell"
        data-testid="notices-bell"
        aria-expanded={open}
        aria-label={`${t("f_notices")}: ${t("f_unread", { n: box.unread })}`}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d={BELL} fill="currentColor" />
        </svg>
        {box.unread > 0 && (
          <span class="badge" data-testid="notices-count">
            {num(box.unread)}
          </span>
        )}
      </button>
      {open && (
        <div class="notices-panel" role="region" aria-label={t("f_notices")} data-testid="notices-list">
          {box.notices.length === 0 ? (
            <p class="muted">{t("f_noNotices")}</p>
          ) : (
            <ul>
              {box.notices.map((n) => (
                <NoticeItem notice={n} />
              ))}
            </ul>
          )}
          {player.kind === "account" && (
            <a href="/friends" class="see-all">
              {t("f_seeAll")}
            </a>
          )}
        </div>
      )}
    </div>
  );
}

/** One notice in words, with what it asks of the reader. */
function NoticeItem({ notice }) {
  const [error, setError] = useState(null);
  const d = notice.data || {};
  const who = { name: personName(d.name || "?"), game: d.game ? gameTitle(d.game) : "" };
  let words = t("f_n_other");
  let action = null;
  if (notice.kind === "follow") {
    words = t("f_n_follow", who);
    action = <a href={`/players/${d.from}`}>{t("profile")}</a>;
  } else if (notice.kind === "invite") {
    words = t("f_n_invite", who);
    action = <a class="button primary" href={here(d.url)} data-testid={`notice-join-${d.table}`}>{t("f_join")}</a>;
  } else if (notice.kind === "invite_withdrawn") {
    words = t("f_n_inviteWithdrawn", who);
  } else if (notice.kind === "challenge") {
    words = t("f_n_challenge", who);
    const answer = async (accept) => setError(await answerChallenge(d.challenge, accept));
    action = (
      <>
        <button type="button" class="primary" data-testid={`notice-accept-${d.challenge}`} onClick={() => answer(true)}>
          {t("f_accept")}
        </button>{" "}
        <button type="button" data-testid={`notice-decline-${d.challenge}`} onClick={() => answer(false)}>
          {t("f_decline")}
        </button>
      </>
    );
  } else if (notice.kind === "challenge_answer") {
    words = t(d.status === "accepted" ? "f_n_accepted" : d.status === "declined" ? "f_n_declined" : "f_n_cancelled", who);
    if (d.status === "accepted" && d.url) action = <a class="button primary" href={here(d.url)}>{t("f_goToTable")}</a>;
  } else if (notice.kind === "your_turn") {
    words = t("f_n_yourTurn", who);
    const url = d.url || (d.table ? `/table/${d.table}` : null);
    if (url) action = <a class="button primary" href={here(url)}>{t("f_open")}</a>;
  } else if (notice.kind === "game_over") {
    // a turn-based game ended while you were away (the last move, or a resignation)
    const how = d.resigned && d.result === "won" ? "resigned" : ["won", "lost", "draw"].includes(d.result) ? d.result : null;
    if (how) words = t(`f_n_gameOver_${how}`, { ...who, resigned: personName(d.resigned || "?") });
    action = <a class="button" href={`/replay/${d.table}`} data-testid={`notice-replay-${d.table}`}>{t("replay")}</a>;
  } else if (notice.kind === "tournament") {
    // (``name`` is the tournament's here; ``game`` the format's own id for the game)
    const named = { name: d.name || "" };
    words = d.what === "game" && d.table ? t("f_n_tournamentGame", named) : t("f_n_tournament", named);
    if (d.table) action = <a class="button primary" href={`/table/${d.table}`}>{t("f_goToTable")}</a>;
    else if (d.tournament) action = <a href={`/tournaments/${d.tournament}`}>{t("f_open")}</a>;
  }
  return (
    <li class={`notice-item${notice.read ? "" : " unread"}`} data-testid={`notice-${notice.id}`} data-kind={notice.kind}>
      <span class="notice-words">{words}</span>
      <span class="muted notice-when">{new Date(notice.created * 1000).toLocaleTimeString()}</span>
      {action && <span class="notice-actions">{action}</span>}
      {error && <span class="error" role="alert">{error}</span>}
    </li>
  );
}

// --- the Friends page -------------------------------------------------------------------------

let gamesAsked = null;
/** The server's games (for the challenge form), asked once. */
function serverGames() {
  gamesAsked ??= api("/api/games").then((d) => d.games, () => ((gamesAsked = null), []));
  return gamesAsked;
}

/** The Friends page: find someone, your challenges, whom you follow (online, what they play),
 * who follows you, whom you blocked. */
export function FriendsPage() {
  const player = useSignal(me);
  const version = useSignal(changed);
  const [data, setData] = useState(null);
  const [blocked, setBlocked] = useState([]);
  const [free, setFree] = useState([]);
  const [error, setError] = useState(null);
  const retries = useRef(0);
  const account = player?.kind === "account";
  const load = () => {
    if (!account) return;
    // a read that fails (the server busy, a moment offline) says so and is asked again soon,
    // not only at the next half-minute look
    api("/api/me/friends").then(
      (d) => {
        setData(d);
        setError(null);
        retries.current = 0;
      },
      (err) => {
        setError(err.message);
        if (retries.current++ < 5) setTimeout(load, 3000);
      },
    );
    api("/api/me/blocks").then((d) => setBlocked(d.blocked), () => {});
    api("/api/me/tables").then((d) => setFree(d.tables.filter(hasFreeSeat)), () => {});
  };
  useEffect(load, [player?.id, version]);
  useWhileSeen(load, 30000, [player?.id]); // who is online now
  const known = useSignal(meKnown);
  if (!player && !known) return <p class="muted">…</p>;
  if (!account) { // a guest, or a browser the server gave no identity: accounts have friends
    return (
      <section class="panel narrow" data-testid="friends-guest">
        <h2>{t("f_friends")}</h2>
        <p>{t("f_guestOnly")}</p>
        <a class="button primary" href="/login">{t("logIn")}</a>
      </section>
    );
  }
  const act = async (method, path) => {
    try {
      await api(path, { method, body: {} });
      setError(null);
      load();
    } catch (err) {
      setError(err.message);
    }
  };
  return (
    <div class="friends" data-testid="friends">
      {error && <p class="error" role="alert">{error}</p>}
      <Search following={new Set((data?.following || []).map((p) => p.id))} onFollow={(id) => act("PUT", `/api/me/following/${id}`)} />
      {data && (data.challenges.incoming.length > 0 || data.challenges.outgoing.length > 0) && (
        <Challenges challenges={data.challenges} onDone={load} />
      )}
      <section class="panel" aria-labelledby="following-title">
        <h2 id="following-title">{t("f_following")}</h2>
        {data && data.following.length === 0 && <p class="muted">{t("f_noFollowing")}</p>}
        <ul class="people" data-testid="following">
          {(data?.following || []).map((p) => (
            <Person person={p} free={free} act={act} />
          ))}
        </ul>
      </section>
      <section class="panel" aria-labelledby="followers-title">
        <h2 id="followers-title">{t("f_followers")}</h2>
        {data && data.followers.length === 0 && <p class="muted">{t("f_noFollowers")}</p>}
        <ul class="people" data-testid="followers">
          {(data?.followers || []).map((p) => (
            <Person person={p} free={free} act={act} />
          ))}
        </ul>
      </section>
      {blocked.length > 0 && (
        <section class="panel" aria-labelledby="blocked-title">
          <h2 id="blocked-title">{t("f_blocked")}</h2>
          <ul class="people" data-testid="blocked">
            {blocked.map((p) => (
              <li class="person">
                <a href={`/players/${p.id}`}>{personName(p.name)}</a>
                <button type="button" data-testid={`unblock-${p.id}`} onClick={() => act("DELETE", `/api/me/blocks/${p.id}`)}>
                  {t("f_unblock")}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** One's unfinished tables with a person's seat nobody holds: where a friend may be invited. */
const hasFreeSeat = (tb) => !tb.rated && tb.seats.some((s) => s.kind === "human" && !s.player && !s.online);

function Search({ following, onFollow }) {
  const [text, setText] = useState("");
  const [found, setFound] = useState(null);
  const [error, setError] = useState(null);
  const search = async (e) => {
    e.preventDefault();
    try {
      setFound((await api(`/api/players?name=${encodeURIComponent(text.trim())}`)).players);
      setError(null);
    } catch (err) {
      setError(err.message);
    }
  };
  const mine = useSignal(me);
  return (
    <section class="panel" aria-labelledby="find-title">
      <h2 id="find-title">{t("f_find")}</h2>
      <form class="friend-search" onSubmit={search}>
        <label for="friend-search" class="sr">{t("f_searchLabel")}</label>
        <input
          id="friend-search"
          data-testid="friend-search"
          placeholder={t("f_searchLabel")}
          minLength={2}
          maxLength={40}
          required
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" data-testid="friend-search-go">{t("f_search")}</button>
      </form>
      <p class="muted">{t("f_searchHint")}</p>
      {error && <p class="error">{error}</p>}
      {found && found.length === 0 && <p class="muted">{t("f_noneFound")}</p>}
      {found && found.length > 0 && (
        <ul class="people" data-testid="search-results">
          {found.map((p) => (
            <li class="person" data-testid={`found-${p.id}`}>
              <a href={`/players/${p.id}`}>{personName(p.name)}</a>
              {p.id === mine?.id ? null : following.has(p.id) ? (
                <span class="muted">{t("f_following")}</span>
              ) : (
                <button type="button" class="primary" data-testid={`follow-${p.id}`} onClick={() => onFollow(p.id)}>
                  {t("f_follow")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Challenges({ challenges, onDone }) {
  const [error, setError] = useState(null);
  const answer = async (id, accept) => {
    const failed = await answerChallenge(id, accept);
    setError(failed);
    if (failed) onDone();
  };
  const line = (c, key, other) => t(key, { name: personName(other.name), game: gameTitle(c.game) });
  const { incoming, outgoing } = challenges;
  return (
    <section class="panel challenges" aria-labelledby="challenges-title" data-testid="challenges">
      <h2 id="challenges-title">{t(incoming.length ? "f_incoming" : "f_outgoing")}</h2>
      {error && <p class="error" role="alert">{error}</p>}
      <ul class="people">
        {incoming.map((c) => (
          <li class="person" data-testid={`incoming-${c.id}`}>
            <span>{line(c, "f_challengedBy", c.from)} <ChallengeTerms c={c} /></span>
            <span class="person-actions">
              <button type="button" class="primary" data-testid={`accept-${c.id}`} onClick={() => answer(c.id, true)}>
                {t("f_accept")}
              </button>
              <button type="button" data-testid={`decline-${c.id}`} onClick={() => answer(c.id, false)}>
                {t("f_decline")}
              </button>
            </span>
          </li>
        ))}
        {incoming.length > 0 && outgoing.length > 0 && <li class="people-title">{t("f_outgoing")}</li>}
        {outgoing.map((c) => (
          <li class="person" data-testid={`outgoing-${c.id}`}>
            <span>{line(c, "f_youChallenged", c.to)} <ChallengeTerms c={c} /></span>
            <button type="button" data-testid={`withdraw-${c.id}`} onClick={() => answer(c.id, false)}>
              {t("f_withdraw")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A challenge's choice, clock and kind in a few words. */
function ChallengeTerms({ c }) {
  const quick = gameOf(c.game)?.quick;
  const choice = quick && c.options ? Object.values(c.options)[0] : null;
  const parts = [];
  if (choice !== null && choice !== undefined) parts.push(quick.label(choice));
  parts.push(c.speed === "turn-based" ? t("f_clockDays") : c.clock === "none" ? t("f_clockNone") : t("f_clockDefault"));
  if (c.rated) parts.push(t("f_rated"));
  return <span class="muted">({parts.join(" · ")})</span>;
}

function Person({ person: p, free, act }) {
  const [challenging, setChallenging] = useState(false);
  const [said, setSaid] = useState(null);
  const [invited, setInvited] = useState(null); // the table they were just invited to
  const invite = async (table) => {
    try {
      await api(`/api/tables/${table.id}/invite`, { method: "POST", body: { player: p.id } });
      setSaid(t("f_invited", { name: personName(p.name) }));
      setInvited(table.id);
    } catch (err) {
      setSaid(err.message);
    }
  };
  const withdraw = async () => {
    try {
      await api(`/api/tables/${invited}/invite/${p.id}`, { method: "DELETE", body: {} });
      setSaid(t("f_inviteWithdrawn"));
      setInvited(null);
    } catch (err) {
      setSaid(err.message);
    }
  };
  return (
    <li class="person" data-testid={`person-${p.id}`}>
      <span class="person-who">
        <span
          class={`dot${p.online ? " on" : ""}`}
          data-testid={`online-${p.id}`}
          data-online={p.online ? "1" : "0"}
          role="img"
          aria-label={t(p.online ? "f_online" : "f_offline")}
          title={t(p.online ? "f_online" : "f_offline")}
        />
        <a href={`/players/${p.id}`}>{personName(p.name)}</a>
        {p.following && p.follows_you ? (
          <span class="tag" data-testid={`friend-${p.id}`}>{t("f_friend")}</span>
        ) : p.follows_you ? (
          <span class="muted">{t("f_followsYou")}</span>
        ) : null}
      </span>
      {p.playing.length > 0 && (
        <span class="playing">
          {p.playing.map((g) => (
            <span>
              {t("f_playing", { game: gameTitle(g.game) })}{" "}
              {g.url && (
                <a href={`${here(g.url)}?spectate=1`} data-testid={`watch-${g.table}`}>
                  {t("f_watch")}
                </a>
              )}
            </span>
          ))}
        </span>
      )}
      <span class="person-actions">
        <button type="button" data-testid={`challenge-${p.id}`} onClick={() => setChallenging(!challenging)}>
          {t("f_challenge")}
        </button>
        {free.length > 0 && (
          <button type="button" data-testid={`invite-${p.id}`} onClick={() => invite(free[0])}>
            {t("f_inviteTo", { game: gameTitle(free[0].game) })}
          </button>
        )}
        {p.following ? (
          <button type="button" data-testid={`unfollow-${p.id}`} onClick={() => act("DELETE", `/api/me/following/${p.id}`)}>
            {t("f_unfollow")}
          </button>
        ) : (
          <button type="button" class="primary" data-testid={`follow-${p.id}`} onClick={() => act("PUT", `/api/me/following/${p.id}`)}>
            {t("f_followBack")}
          </button>
        )}
      </span>
      {said && (
        <p class="muted" role="status" data-testid={`invite-said-${p.id}`}>
          {said}{" "}
          {invited && (
            <button type="button" data-testid={`withdraw-${p.id}`} onClick={withdraw}>
              {t("f_withdrawInvite")}
            </button>
          )}
        </p>
      )}
      {challenging && <ChallengeForm to={p} onDone={() => setChallenging(false)} />}
    </li>
  );
}

/** A challenge to ``to`` ({id, name}): the game, its choice (rule profile, players), the
 * clock, rated, partners where the game has teams. Nothing is made until they accept. */
export function ChallengeForm({ to, onDone }) {
  const [games, setGames] = useState(null);
  const [game, setGame] = useState(null);
  const [choice, setChoice] = useState("");
  const [clock, setClock] = useState("default");
  const [rated, setRated] = useState(false);
  const [partners, setPartners] = useState(false);
  const [said, setSaid] = useState(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    serverGames().then((list) => {
      setGames(list);
      setGame(list[0]?.name ?? null);
    });
  }, []);
  if (!games || !game) return <p class="muted">…</p>;
  const info = games.find((g) => g.name === game);
  const quick = info?.quick_play;
  const teams = info?.teams && (info.seats?.[0] || 2) >= 4;
  const send = async (e) => {
    e.preventDefault();
    setBusy(true);
    const options = quick?.option ? { [quick.option]: choiceValue(quick, choice) } : {};
    const body = { player: to.id, game, options, rated, ...(teams ? { partners } : {}) };
    if (clock === "turn-based") body.speed = "turn-based";
    else body.clock = clock;
    try {
      await api("/api/challenges", { method: "POST", body });
      changed.value += 1;
      setSaid(t("f_challengeSent", { name: personName(to.name) }));
      setTimeout(onDone, 1500);
    } catch (err) {
      setSaid(err.message);
    } finally {
      setBusy(false);
    }
  };
  const label = gameOf(game)?.quick?.label || String;
  return (
    <form class="challenge-form" data-testid="challenge-form" onSubmit={send} aria-label={t("f_challengeWho", { name: personName(to.name) })}>
      <label>
        {t("f_gameChoice")}{" "}
        <select data-testid="challenge-game" value={game} onChange={(e) => (setGame(e.currentTarget.value), setChoice(""))}>
          {games.map((g) => (
            <option value={g.name}>{gameTitle(g.name)}</option>
          ))}
        </select>
      </label>
      {quick?.option && (
        <label>
          <span class="sr">{quick.option}</span>
          <select data-testid="challenge-choice" value={choice || String(quick.choices[0])} onChange={(e) => setChoice(e.currentTarget.value)}>
            {quick.choices.map((v) => (
              <option value={String(v)}>{label(v)}</option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t("f_clock")}{" "}
        <select data-testid="challenge-clock" value={clock} onChange={(e) => setClock(e.currentTarget.value)}>
          <option value="default">{t("f_clockDefault")}</option>
          <option value="none">{t("f_clockNone")}</option>
          <option value="turn-based">{t("f_clockDays")}</option>
        </select>
      </label>
      <label>
        <input type="checkbox" data-testid="challenge-rated" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} />{" "}
        {t("f_rated")}
      </label>
      {teams && (
        <label>
          <input type="checkbox" checked={partners} onChange={(e) => setPartners(e.currentTarget.checked)} /> {t("f_partners")}
        </label>
      )}
      <span class="person-actions">
        <button type="submit" class="primary" data-testid="challenge-send" disabled={busy}>
          {t("f_send")}
        </button>
        <button type="button" onClick={onDone}>
          {t("f_cancel")}
        </button>
      </span>
      {said && <p class="muted" role="status" data-testid="challenge-said">{said}</p>}
    </form>
  );
}

function choiceValue(quick, chosen) {
  const value = chosen === "" ? quick.choices[0] : chosen;
  return typeof quick.choices[0] === "number" ? Number(value) : value;
}

/** A profile's Follow, Challenge and Block, for a signed-in account looking at another's. */
export function ProfileActions({ id, kind, name }) {
  const player = useSignal(me);
  const version = useSignal(changed);
  const [standing, setStanding] = useState(null);
  const [challenging, setChallenging] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [error, setError] = useState(null);
  const other = player && player.id !== id && kind === "account";
  const account = player?.kind === "account";
  useEffect(() => {
    if (other && account) api(`/api/me/following/${id}`).then(setStanding, (err) => setError(err.message));
  }, [player?.id, id, version]);
  if (!other) return null;
  if (!account) {
    return (
      <p class="muted" data-testid="profile-guest">
        {t("f_profileGuest")} <a href="/login">{t("logIn")}</a>
      </p>
    );
  }
  if (!standing) return error ? <p class="error">{error}</p> : null;
  // ``done``: what the action closes once it is made (the block's own confirmation; a Follow
  // answered while the person had opened Block closed the confirmation under their finger)
  const act = async (method, path, done = null) => {
    try {
      await api(path, { method, body: {} });
      setError(null);
      done?.();
      changed.value += 1;
    } catch (err) {
      setError(err.message);
    }
  };
  return (
    <div class="profile-actions" data-testid="profile-actions">
      {standing.follows_you && <span class="muted">{t("f_followsYou")}</span>}
      {standing.blocked ? (
        <button type="button" data-testid="profile-unblock" onClick={() => act("DELETE", `/api/me/blocks/${id}`)}>
          {t("f_unblock")}
        </button>
      ) : (
        <>
          {standing.following ? (
            <button type="button" data-testid="profile-unfollow" onClick={() => act("DELETE", `/api/me/following/${id}`)}>
              {t("f_unfollow")}
            </button>
          ) : (
            <button type="button" class="primary" data-testid="profile-follow" onClick={() => act("PUT", `/api/me/following/${id}`)}>
              {t("f_follow")}
            </button>
          )}
          <button type="button" data-testid="profile-challenge" onClick={() => setChallenging(!challenging)}>
            {t("f_challenge")}
          </button>
          <button type="button" data-testid="profile-block" onClick={() => setBlocking(!blocking)}>
            {t("f_block")}
          </button>
        </>
      )}
      {blocking && (
        <p class="block-confirm" role="alertdialog" aria-label={t("f_block")}>
          {t("f_blockConfirm", { name: personName(name) })}{" "}
          <button type="button" class="danger" data-testid="profile-block-confirm" onClick={() => act("PUT", `/api/me/blocks/${id}`, () => setBlocking(false))}>
            {t("f_block")}
          </button>{" "}
          <button type="button" onClick={() => setBlocking(false)}>
            {t("f_cancel")}
          </button>
        </p>
      )}
      {error && <p class="error" role="alert">{error}</p>}
      {challenging && <ChallengeForm to={{ id, name }} onDone={() => setChallenging(false)} />}
    </div>
  );
}
