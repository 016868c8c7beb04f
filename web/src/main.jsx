// The single-page app: lobby at /, a table at /table/ID, a finished game at /replay/ID.
import { render } from "preact";
import { lazy, Suspense } from "preact/compat";
import { useEffect, useLayoutEffect, useState } from "preact/hooks";
import { LANGS, applyDir, lang, setLang, t } from "./i18n.js";
import { useSignal } from "./signal.js";
import { Lobby } from "./lobby.jsx";
import { TablePage } from "./table.jsx";
import { ReplayPage } from "./replay.jsx";
import { AccountMenu, LeaderboardPage, LoginPage, ProfilePage, loadMe, me, tellLanguage } from "./players.jsx";
import { FriendsLink, FriendsPage, NoticeBell, startNotices } from "./friends.jsx";
import { YourGamesLink, YourGamesPage, startYourGames, waitingElsewhere, yourGames } from "./yourgames.jsx";
import { registerServiceWorker } from "./install.js";

const RulesPage = lazy(() => import("./rules/page.jsx"));
const tournaments = () => import("./tournaments.jsx"); // loaded with the first tournament page
const TournamentsPage = lazy(() => tournaments().then((m) => ({ default: m.TournamentsPage })));
const TournamentPage = lazy(() => tournaments().then((m) => ({ default: m.TournamentPage })));

function LangSwitch() {
  const current = useSignal(lang);
  return (
    <label class="lang">
      <span class="sr">{t("language")}</span>
      <select
        aria-label={t("language")}
        data-testid="lang"
        value={current}
        onChange={(e) => setLang(e.currentTarget.value)}
      >
        {LANGS.map((l) => (
          <option value={l.code}>{l.name}</option>
        ))}
      </select>
    </label>
  );
}

const MENU_ICON = "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z";

/** The header's other pages: links in the row on a wide screen; on a phone one Menu button
 * that opens them as a list (the header stays one or two short rows, and the count of games
 * waiting for your move shows on the button). Closed by Escape, a tap elsewhere, or a link. */
function NavMore() {
  const [open, setOpen] = useState(false);
  const waiting = waitingElsewhere(useSignal(yourGames));
  // (a layout effect: listening before the list is drawn, so no tap lands between the two)
  useLayoutEffect(() => {
    if (!open) return undefined;
    const close = (e) => {
      if (e.type === "keydown" ? e.key === "Escape" : !e.target.closest(".nav-more-wrap")) setOpen(false);
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  return (
    <span class="nav-more-wrap">
      <button
        type="button"
        class="nav-menu"
        data-testid="nav-menu"
        aria-expanded={open ? "true" : "false"}
        aria-controls="nav-more"
        title={t("menu")}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d={MENU_ICON} fill="currentColor" />
        </svg>
        <span class="sr">{t("menu")}</span>
        {waiting > 0 && <span class="nav-menu-dot" data-testid="nav-menu-turns" aria-hidden="true" />}
      </button>
      <span id="nav-more" class={`nav-more${open ? " open" : ""}`} onClick={(e) => e.target.closest("a") && setOpen(false)}>
        <a href="/leaderboard" data-testid="leaderboard-link">
          {t("leaderboard")}
        </a>{" "}
        <a href="/tournaments" class="tn-nav" data-testid="tournaments-link">
          {t("tn_nav")}
        </a>{" "}
        <FriendsLink /> <YourGamesLink /> <TableAccountLinks />
      </span>
    </span>
  );
}

/** At a table on a phone the header keeps to one row, so the board has the screen: who you
 * are leaves the row (your name is on your seat) and its links are in the Menu, Profile and,
 * for a guest, Log in (style.css shows them there only then). */
function TableAccountLinks() {
  const player = useSignal(me);
  if (!player) return null;
  return (
    <>
      <a href={`/players/${player.id}`} class="at-table-only" data-testid="menu-profile">
        {t("profile")}
      </a>{" "}
      {player.kind === "guest" && (
        <a href="/login" class="at-table-only" data-testid="menu-login">
          {t("logIn")}
        </a>
      )}
    </>
  );
}

function App() {
  const code = useSignal(lang); // every word on the page follows the language
  const player = useSignal(me);
  useEffect(() => {
    tellLanguage(code);
  }, [player?.id, player?.language, code]);
  const path = location.pathname;
  const table = path.match(/^\/table\/([\w-]+)/);
  const replay = path.match(/^\/replay\/([\w-]+)/);
  const rules = path.match(/^\/rules(?:\/([\w-]+))?\/?$/);
  const profile = path.match(/^\/players\/([\w-]+)/);
  const leaderboard = path.match(/^\/leaderboard(?:\/([\w-]+))?\/?$/);
  const party = path.match(/^\/party\/([\w-]+)/);
  const tournament = path.match(/^\/tournaments\/([\w-]+)/);
  return (
    <div class={`app${table ? " at-table" : ""}`}>
      <header class="top">
        <a class="brand" href="/">
          <img src="/static/favicon.svg" alt="" width="22" height="22" /> {t("app")}
        </a>
        <nav>
          <a href="/">{t("lobby")}</a>{" "}
          <a href="/rules" class="howto-link" data-testid="how-to-play">
            {t("howToPlay")}
          </a>{" "}
          <NavMore />{" "}
          <NoticeBell />
        </nav>
        <AccountMenu />
        <LangSwitch />
      </header>
      <main>
        {table ? (
          <TablePage id={table[1]} />
        ) : replay ? (
          <ReplayPage id={replay[1]} />
        ) : profile ? (
          <ProfilePage id={profile[1]} />
        ) : leaderboard ? (
          <LeaderboardPage game={leaderboard[1]} />
        ) : path === "/login" ? (
          <LoginPage />
        ) : path === "/friends" ? (
          <FriendsPage />
        ) : path === "/games" ? (
          <YourGamesPage />
        ) : tournament || /^\/tournaments\/?$/.test(path) ? (
          <Suspense fallback={<p class="muted">…</p>}>
            {tournament ? <TournamentPage id={tournament[1]} /> : <TournamentsPage />}
          </Suspense>
        ) : rules ? (
          <Suspense fallback={<p class="muted">…</p>}>
            <RulesPage game={rules[1]} />
          </Suspense>
        ) : (
          <Lobby partyCode={party ? party[1] : null} />
        )}
      </main>
    </div>
  );
}

applyDir();
loadMe().then(startNotices); // the notices inbox, live for an account
registerServiceWorker();
startYourGames(); // the count of games waiting for your move, in the header
render(<App />, document.getElementById("app"));
