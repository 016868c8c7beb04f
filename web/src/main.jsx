// The single-page app: lobby at /, a table at /table/ID, a finished game at /replay/ID.
import { render } from "preact";
import { lazy, Suspense } from "preact/compat";
import { LANGS, applyDir, lang, setLang, t } from "./i18n.js";
import { useSignal } from "./signal.js";
import { Lobby } from "./lobby.jsx";
import { TablePage } from "./table.jsx";
import { ReplayPage } from "./replay.jsx";
import { AccountMenu, LeaderboardPage, LoginPage, ProfilePage, loadMe } from "./players.jsx";
import { FriendsLink, FriendsPage, NoticeBell, startNotices } from "./friends.jsx";
import { YourGamesLink, YourGamesPage, startYourGames } from "./yourgames.jsx";
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

function App() {
  useSignal(lang); // every word on the page follows the language
  const path = location.pathname;
  const table = path.match(/^\/table\/([\w-]+)/);
  const replay = path.match(/^\/replay\/([\w-]+)/);
  const rules = path.match(/^\/rules(?:\/([\w-]+))?\/?$/);
  const profile = path.match(/^\/players\/([\w-]+)/);
  const leaderboard = path.match(/^\/leaderboard(?:\/([\w-]+))?\/?$/);
  const party = path.match(/^\/party\/([\w-]+)/);
  const tournament = path.match(/^\/tournaments\/([\w-]+)/);
  return (
    <div class="app">
      <header class="top">
        <a class="brand" href="/">
          <img src="/static/favicon.svg" alt="" width="22" height="22" /> {t("app")}
        </a>
        <nav>
          <a href="/">{t("lobby")}</a>{" "}
          <a href="/rules" class="howto-link" data-testid="how-to-play">
            {t("howToPlay")}
          </a>{" "}
          <span class="nav-more">
            <a href="/leaderboard" data-testid="leaderboard-link">
              {t("leaderboard")}
            </a>{" "}
            <a href="/tournaments" class="tn-nav" data-testid="tournaments-link">
              {t("tn_nav")}
            </a>{" "}
            <FriendsLink /> <YourGamesLink />
          </span>{" "}
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
