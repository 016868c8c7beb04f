"""Ratings: one openskill (Plackett–Luce) rating per player and game, from rated games.

- **What is rated**: a table marked rated (made by matchmaking, or its creator asked) at which
  at least two different people took seats, and which the rules of :mod:`.rated` let count
  (accounts only, no opponents from one address or device, repeated games and provisional
  opponents weigh less). Games with one person and bots, and practice tables (whose deal may
  have been chosen), are never rated.
- **Bots** sit at fixed ratings (:data:`BOT_RATINGS`); they count in everyone's update but
  their own never moves, so a rating against bots means the same from year to year.
- **Teams**: partners (a game whose descriptor has ``team_of``) are rated as one team.
- **When**: the update is written in the same transaction as the move that ends the game, so
  a result is never shown without its ratings, nor ratings without their result.
- **Leaving**: a person whose seat a bot still holds when the game ends
  (:mod:`gametable.server.tables.clocks`: two timeouts in a row, or gone past the grace period,
  and the seat never taken back), or who took it back after the stand-in made most of their
  moves, left it (:func:`.rated.leavers`): they are rated as having lost to every opponent, in
  the same transaction as the result, whatever the bot playing for them made of the game; the
  others are rated by the result, but never down (a bot played for someone else).
  :meth:`Ratings.record_forfeit` rates a leave decided before the end at once.
- **Shown** as ``display`` = 40 × mu (a new player shows 1000), *provisional* until
  :data:`PROVISIONAL_GAMES` rated games; leaderboards list established players only, ranked
  by mu − 3 sigma, so neither a lucky newcomer nor a farmed account tops them.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from openskill.models import PlackettLuce
from sqlalchemy import and_, func, insert, select, update
from sqlalchemy.engine import Connection

from gametable.core.protocol import GameState
from gametable.core.registry import descriptor_of
from gametable.server.people import rated
from gametable.server.people.rated import PROVISIONAL_GAMES
from gametable.server.storage.store import (
    Store,
    players_t,
    rating_changes_t,
    ratings_t,
    seat_players_t,
    tables_t,
)

if TYPE_CHECKING:  # (a table is only passed through here)
    from gametable.server.tables.live import LiveTable

log = logging.getLogger("gametable.server")

MODEL = PlackettLuce()  # mu 25, sigma 25/3 for a new player
#: shown rating per point of mu
SCALE = 40

#: (bot, level) → (mu, sigma): fixed, and documented in docs/online.md
BOT_RATINGS: dict[tuple[str, str | None], tuple[float, float]] = {
    ("random", None): (10.0, 1.0),
    ("heuristic", "easy"): (16.0, 1.0),
    ("heuristic", None): (22.0, 1.0),
    ("search", "easy"): (24.0, 1.0),
    ("search", "medium"): (27.0, 1.0),
    ("search", "hard"): (30.0, 1.0),
}
#: a search bot whose level is not given plays at the default level
DEFAULT_SEARCH_LEVEL = "easy"

@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    games: int
    provisional: bool
    display: int

    def public(self) -> dict[str, Any]:
        return {"mu": round(self.mu, 3), "sigma": round(self.sigma, 3), "games": self.games,
                "provisional": self.provisional, "display": self.display}


def make_rating(mu: float, sigma: float, games: int) -> Rating:
    return Rating(mu, sigma, games, games < PROVISIONAL_GAMES, shown(mu))


def shown(mu: float) -> int:
    return round(SCALE * mu)


NEW = make_rating(MODEL.mu, MODEL.sigma, 0)


def rating_key(game: str, options: dict[str, Any] | None = None) -> str:
    """What a rating is for: the game, and where its descriptor keeps ratings apart by an
    option (a rule profile), that option's value (``game/value``); a value changed by
    overrides is rated apart from the named ones (``game/custom``)."""
    return descriptor_of(game).rating_key(options)


def team_of(game: str) -> Callable[[int], int]:
    """seat → team: partners (the descriptor's ``team_of``) share one, else each seat is one."""
    return descriptor_of(game).team


def bot_rating(bot: str | None, level: str | None) -> tuple[float, float]:
    """A bot's fixed (mu, sigma); an unknown bot is taken for a new player that never learns.
    Levels a bot does not have (the heuristic bot's medium and hard) are the bot itself."""
    if bot == "search":
        level = level or DEFAULT_SEARCH_LEVEL
    elif (bot, level) not in BOT_RATINGS:
        level = None
    return BOT_RATINGS.get((bot or "", level), (MODEL.mu, MODEL.sigma))


def rated_people(table: LiveTable) -> dict[int, str]:
    """``{seat: player}`` of a table whose game is rated, else ``{}``: a rated table with at
    least two different people, not a practice table."""
    if not table.settings.get("rated") or table.practice:
        return {}
    people = {i: s.player for i, s in enumerate(table.seats)
              if s.kind == "human" and s.player is not None}
    return people if len(set(people.values())) >= 2 else {}


class Ratings:
    """Ratings in the store (read on demand: one row per question, no cache to go stale)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        #: ``(player id, key)`` pairs asked for in this pass of the event loop, and a future
        #: per caller that their one read answers (see ``read``)
        self._asked: set[tuple[str, str]] | None = None
        self._waiting: list[asyncio.Future[dict[tuple[str, str], Rating]]] = []

    # --- asking -------------------------------------------------------------------------

    def rating_of(self, player_id: str, game: str, profile: str | None = None) -> Rating:
        """The player's rating for a game (where ratings are kept per an option's value, a
        rule profile, ``profile`` is that value: default the option's); a new player's if
        they have none."""
        option = descriptor_of(game).rating_option
        chosen = {option: profile} if profile and option else None
        return self.rating_of_key(player_id, rating_key(game, chosen))

    def rating_of_key(self, player_id: str, key: str) -> Rating:
        with self.store.engine.connect() as conn:
            row = conn.execute(select(ratings_t).where(
                ratings_t.c.player_id == player_id, ratings_t.c.key == key)).first()
        return NEW if row is None else make_rating(row.mu, row.sigma, row.games)

    async def read(self, wanted: list[tuple[str, str]]) -> dict[tuple[str, str], Rating]:
        """The ratings of ``(player id, key)`` pairs (a new player's where there is none),
        read off the event loop; what every caller asks in one pass of the loop is read with
        one query. Why: quick play asks for everyone who joins, and a read each on the loop
        held a rush of 2,000 people up for more than a second."""
        loop = asyncio.get_running_loop()
        if self._asked is None:
            self._asked = set()
            loop.call_soon(self._read_asked)
        self._asked.update(wanted)
        # a future of its own (not a shield of a shared one, which cost each of 2,000 people
        # joining at once three callbacks of the loop): one caller given up, the others wait
        answer: asyncio.Future[dict[tuple[str, str], Rating]] = loop.create_future()
        self._waiting.append(answer)
        found = await answer
        return {pair: found.get(pair, NEW) for pair in wanted}

    def _read_asked(self) -> None:
        asked, waiting = self._asked or set(), self._waiting
        self._asked, self._waiting = None, []
        reading = asyncio.get_running_loop().create_task(asyncio.to_thread(self.read_now, asked))

        def settle(task: asyncio.Task[dict[tuple[str, str], Rating]]) -> None:
            for answer in waiting:
                if answer.done():  # its caller gave up
                    continue
                if task.cancelled():
                    answer.cancel()
                elif task.exception() is not None:
                    answer.set_exception(task.exception())  # type: ignore[arg-type]
                else:
                    answer.set_result(task.result())

        reading.add_done_callback(settle)

    def read_now(self, wanted: set[tuple[str, str]]) -> dict[tuple[str, str], Rating]:
        """The stored ratings among ``wanted`` (a blocking read: see :meth:`read`)."""
        players = sorted({player for player, _key in wanted})
        found: dict[tuple[str, str], Rating] = {}
        with self.store.engine.connect() as conn:
            for start in range(0, len(players), 500):  # well under SQLite's variable limit
                rows = conn.execute(select(ratings_t).where(
                    ratings_t.c.player_id.in_(players[start:start + 500]))).all()
                for r in rows:
                    if (r.player_id, r.key) in wanted:
                        found[(r.player_id, r.key)] = make_rating(r.mu, r.sigma, r.games)
        return found

    def ratings_of(self, player_id: str) -> dict[str, Rating]:
        """Every rating a player has, by key."""
        with self.store.engine.connect() as conn:
            rows = conn.execute(select(ratings_t).where(ratings_t.c.player_id == player_id)
                                .order_by(ratings_t.c.key)).all()
        return {r.key: make_rating(r.mu, r.sigma, r.games) for r in rows}

    def leaderboard(self, key: str, *, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
        """The best established ratings for a key (provisional ones are not listed, as
        Lichess does), by mu − 3 sigma; names and public facts only."""
        with self.store.engine.connect() as conn:
            rows = conn.execute(
                select(ratings_t, players_t.c.name, players_t.c.kind)
                .join(players_t, players_t.c.id == ratings_t.c.player_id)
                .where(ratings_t.c.key == key, ratings_t.c.games >= PROVISIONAL_GAMES)
                .order_by((ratings_t.c.mu - 3 * ratings_t.c.sigma).desc(), ratings_t.c.games.desc())
                .limit(max(1, min(limit, 200))).offset(max(0, offset))
            ).all()
        return [{"rank": offset + i + 1, "player": r.player_id, "name": r.name, "kind": r.kind,
                 **make_rating(r.mu, r.sigma, r.games).public()} for i, r in enumerate(rows)]

    def changes_of(self, player_id: str, table_ids: list[str]) -> dict[str, dict[str, Any]]:
        """The rating changes of a player's games: ``{table id: {before, after, forfeit}}``."""
        if not table_ids:
            return {}
        with self.store.engine.connect() as conn:
            rows = conn.execute(select(rating_changes_t).where(
                rating_changes_t.c.player_id == player_id,
                rating_changes_t.c.table_id.in_(table_ids))).all()
        return {r.table_id: {"before": round(r.before), "after": round(r.after),
                             "forfeit": bool(r.forfeit)} for r in rows}

    # --- updating -----------------------------------------------------------------------

    def finish_op(self, table: LiveTable, after: GameState) -> Callable[[Connection], Any] | None:
        """The ratings update of a game that ``after`` ends, to run in the transaction that
        stores the result (``None``: the game is not rated)."""
        people = rated_people(table)
        if not people or not after.over:
            return None
        key = rating_key(table.game, table.options)
        seats = _seat_ratings(table)
        scores = list(after.scores)
        team_for = team_of(table.game)

        def op(conn: Connection) -> None:
            done = set(conn.scalars(select(rating_changes_t.c.player_id).where(
                rating_changes_t.c.table_id == table.id)))
            current = _read(conn, key, set(people.values()))
            verdict = rated.judge(conn, table, people,
                                  {p: max(g, 0) for p, (_m, _s, g) in current.items()},
                                  key, time.time(), team_for)
            if verdict.unrated is not None:
                log.info("table %s: not rated: %s", table.id, verdict.unrated)
                return
            teams: dict[int, list[int]] = {}
            for seat in range(len(table.seats)):
                teams.setdefault(team_for(seat), []).append(seat)
            order = list(teams)

            def rating(seat: int) -> Any:
                player = people.get(seat)
                mu, sigma, _games = current[player] if player else (*seats[seat], 0)
                return MODEL.rating(mu=mu, sigma=sigma)

            for seat in sorted(verdict.left):  # who left: a loss, in full, whatever the bot
                player = people[seat]  # playing for them made of the game
                if player not in done:
                    done.add(player)
                    value = _as_leaver(table, seat, rating)
                    _write(conn, table.id, key, player, current[player],
                           (value.mu, value.sigma), forfeit=True)

            updated = MODEL.rate([[rating(s) for s in teams[t]] for t in order],
                                 ranks=[-scores[teams[t][0]] for t in order])
            for team, new in zip(order, updated, strict=True):
                for seat, value in zip(teams[team], new, strict=True):
                    player = people.get(seat)
                    if player is None or player in done:
                        continue
                    done.add(player)
                    before = current[player]
                    weight = verdict.weights.get(player, 1.0)
                    _write(conn, table.id, key, player, before,
                           rated.scaled(before[:2], (value.mu, value.sigma), weight,
                                        no_loss=player in verdict.no_loss),
                           forfeit=False, counted=weight > 0)

        return op

    async def record_forfeit(self, table: LiveTable, seat: int) -> bool:
        """Count the person at ``seat`` as having lost the rated game they left: their rating
        is updated now, stored before this returns, and the game's end leaves it alone. For a
        game that is not rated (by :mod:`.rated`'s rules too), a seat without a player, or a
        second call: nothing, ``False``.

        Called by whoever decides that a person has left (the clocks): any number of times."""
        people = rated_people(table)
        player = people.get(seat)
        if player is None or table.state.over:
            return False
        key = rating_key(table.game, table.options)
        seats = _seat_ratings(table)
        team_for = team_of(table.game)

        def op(conn: Connection) -> bool:
            if conn.execute(select(rating_changes_t.c.player_id).where(
                    rating_changes_t.c.table_id == table.id,
                    rating_changes_t.c.player_id == player)).first() is not None:
                return False
            current = _read(conn, key, set(people.values()))
            verdict = rated.judge(conn, table, people,
                                  {p: max(g, 0) for p, (_m, _s, g) in current.items()},
                                  key, time.time(), team_for)
            if verdict.unrated is not None:
                return False

            def rating(s: int) -> Any:
                mu, sigma, _games = current[people[s]] if s in people else (*seats[s], 0)
                return MODEL.rating(mu=mu, sigma=sigma)

            value = _as_leaver(table, seat, rating)
            _write(conn, table.id, key, player, current[player], (value.mu, value.sigma),
                   forfeit=True)
            return True

        return bool(await self.store.run(op, table))


def held_seats(table: LiveTable) -> list[int]:
    """The people's seats a bot holds (:mod:`gametable.server.tables.clocks`: their person timed
    out twice or went away past the grace period and has not taken the seat back)."""
    clock = table.clock
    return sorted(s for s, c in clock.seats.items() if c.held) if clock is not None else []


def _as_leaver(table: LiveTable, seat: int, rating: Callable[[int], Any]) -> Any:
    """The new rating of the person at ``seat`` who left: ranked behind every opponent."""
    team_for = team_of(table.game)
    others = [s for s in range(len(table.seats)) if team_for(s) != team_for(seat)]
    return MODEL.rate([[rating(seat)]] + [[rating(s)] for s in others],
                      ranks=[1] + [0] * len(others))[0][0]


def _seat_ratings(table: LiveTable) -> list[tuple[float, float]]:
    """Each seat's fixed rating if it is a bot (people's are read in the transaction)."""
    return [bot_rating(s.bot, s.level) if s.kind == "bot" else (MODEL.mu, MODEL.sigma)
            for s in table.seats]


def _read(conn: Connection, key: str, players: set[str]) -> dict[str, tuple[float, float, int]]:
    """The players' (mu, sigma, games) for a key; a new player's where there is none."""
    rows = conn.execute(select(ratings_t).where(
        ratings_t.c.key == key, ratings_t.c.player_id.in_(sorted(players)))).all()
    found = {r.player_id: (r.mu, r.sigma, r.games) for r in rows}
    return {p: found.get(p, (MODEL.mu, MODEL.sigma, -1)) for p in players}


def _write(conn: Connection, table_id: str, key: str, player: str,
           before: tuple[float, float, int], after: tuple[float, float], *, forfeit: bool,
           counted: bool = True) -> None:
    """Store one player's new (mu, sigma) and the change (games == -1: no row yet). A game
    that does not count (:func:`.rated.repeat_weight` gave it nothing) is recorded as a
    change of nothing and leaves the rating, its game count included, alone."""
    now = time.time()
    mu, sigma, games = before
    new_mu, new_sigma = after
    if counted:
        values = {"mu": new_mu, "sigma": new_sigma, "games": max(games, 0) + 1,
                  "updated": now}
        if games < 0:
            conn.execute(insert(ratings_t).values(player_id=player, key=key, **values))
        else:
            conn.execute(update(ratings_t).where(and_(
                ratings_t.c.player_id == player, ratings_t.c.key == key)).values(**values))
    else:
        new_mu = mu
    conn.execute(insert(rating_changes_t).values(
        table_id=table_id, player_id=player, key=key, before=SCALE * mu, after=SCALE * new_mu,
        forfeit=int(forfeit), t=now))


def games_played(store: Store, player_id: str) -> int:
    """Finished games the player took a seat at."""
    with store.engine.connect() as conn:
        return conn.execute(
            select(func.count()).select_from(seat_players_t)
            .join(tables_t, tables_t.c.id == seat_players_t.c.table_id)
            .where(seat_players_t.c.player_id == player_id, tables_t.c.status == "over")
        ).scalar_one()

