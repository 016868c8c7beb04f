"""Live tables: the game state, its seats, its clients and its bots, behind one lock each.

The server is game-agnostic: it only calls the protocol of ``docs/protocol.md``. Each client is
bound to one seat (or to none: a spectator) when it connects, and is only ever sent
``state.view(seat)`` and ``state.legal_moves(seat)`` for that seat. Moves are never
broadcast as such (a secret choice in a simultaneous phase is a move); clients learn what
happened from their own view.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import importlib
import json
import logging
import random
import secrets
import time
import types
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from gametable import bots as bot_registry
from gametable.bots.base import Bot, RandomBot
from gametable.core import fairness
from gametable.core.errors import BadOptions, GametableError, IllegalMove
from gametable.core.protocol import GameState
from gametable.core.registry import game_entry, new_game
from gametable.server import patches
from gametable.server.store import Store, StoredTable

try:  # ~10x faster than the standard library on large views (a climbing view is ~20 KB)
    import orjson
except ImportError:  # pragma: no cover - pinned in pyproject; the server still runs without
    orjson = None

log = logging.getLogger("gametable.server")

MAX_MOVE_LENGTH = 200
MAX_BOT_DELAY = 10.0


class RequestError(GametableError):
    """A request the server refuses; ``status`` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def dumps(data: Any) -> str:
    """Compact JSON text; orjson where it can (non-string keys become strings, as in ``json``),
    the standard library for anything orjson refuses (a float subclass, a huge integer)."""
    if orjson is not None:
        try:
            return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()
        except TypeError:
            pass
    return json.dumps(data, separators=(",", ":"))


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class SeatInfo:
    """Who sits at a seat: a person holding a secret token, or a bot the server runs."""

    kind: str  # "human" | "bot"
    name: str
    bot: str | None = None
    level: str | None = None
    token_hash: str | None = None

    def stored(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "name": self.name,
            "bot": self.bot,
            "level": self.level,
            "token_hash": self.token_hash,
        }

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> SeatInfo:
        return cls(
            kind=data["kind"],
            name=data.get("name") or "",
            bot=data.get("bot"),
            level=data.get("level"),
            token_hash=data.get("token_hash"),
        )


class Client:
    """One WebSocket client. Only the latest picture matters (each message is a whole state),
    so a change only wakes the sender, which asks the table for its message when it gets to
    send: changes that come while it is busy are sent once, and a slow client costs nothing.

    A client that takes patches (``?patch=1``) is sent, after a first whole message, only what
    changed since the message it has (see :mod:`.patches`), or a whole one when it lags
    further behind or asks for one (``{"type": "state"}``)."""

    def __init__(self, table: LiveTable, seat: int | None, *, patches: bool = False) -> None:
        self.table = table
        self.seat = seat
        self.patches = patches
        self.shown: int | None = None  # the stamp of the last message sent, if any
        self._event = asyncio.Event()
        self.closed = False

    def notify(self, whole: bool = False) -> None:
        if whole:
            self.shown = None
        self._event.set()

    async def next_message(self) -> str | None:
        """The next text to send, or ``None`` when there is nothing new (or it closed)."""
        await self._event.wait()
        self._event.clear()
        if self.closed:
            return None
        if not self.patches:
            return self.table.message(self.seat)
        since = self.shown
        self.shown, text = self.table.update(self.seat, since)
        return None if since == self.shown else text


@dataclass
class Shown:
    """One seat's latest message: its data, its text, and the patch from the one before."""

    stamp: int
    data: dict[str, Any]
    text: str | None = None  # serialised when first asked for: patch takers never need it
    before: int | None = None  # the stamp of the previous message for this seat
    before_data: dict[str, Any] | None = None
    patch: str | None = None


@dataclass
class LiveTable:
    id: str
    game: str
    options: dict[str, Any]
    seed: int | None
    setup: dict[str, Any]
    seats: list[SeatInfo]
    settings: dict[str, Any]
    created: float
    state: GameState
    moves: list[tuple[int, str]] = field(default_factory=list)
    version: int = 0
    changed_at: float = field(default_factory=time.time)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    clients: set[Client] = field(default_factory=set)
    bots: dict[int, Bot] = field(default_factory=dict)
    #: seat → its bot's pending turn: a timer until the bot's delay is up, then (for a bot
    #: that thinks) the task running its turn
    bot_tasks: dict[int, asyncio.Task[None] | asyncio.TimerHandle] = field(default_factory=dict)
    #: the store write of an instant bot's move, until committed (see ``TableManager._due``)
    committing: asyncio.Future[Any] | None = None
    broken: str | None = None
    _hints: bool | None = None
    #: bumped by every change of what a message shows (a move, a client came or went)
    stamp: int = 0
    #: seat → its latest message (see ``message`` and ``update``)
    _shown: dict[int | None, Shown] = field(default_factory=dict)

    @property
    def hints(self) -> bool:
        if self._hints is None:
            self._hints = bool(self.settings.get("hints", True)) and hints_available(self.game)
        return self._hints

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def practice(self) -> bool:
        """A practice table: its seed may have been chosen by the person who created it."""
        return bool(self.settings.get("practice", False))

    def fairness(self) -> dict[str, Any] | None:
        """The commitment to the seed; the seed and its salt too once the game is over."""
        return fairness.published(self.seed, self.settings.get("salt"), self.state.over)

    def seat_for_token(self, token: str | None) -> int | None:
        """The seat this token holds, or ``None``; compared in constant time."""
        if not token:
            return None
        digest = hash_token(token)
        found = None
        for index, seat in enumerate(self.seats):
            if seat.token_hash and hmac.compare_digest(seat.token_hash, digest):
                found = index
        return found

    def public_seats(self) -> list[dict[str, Any]]:
        online = {c.seat for c in self.clients}
        return [
            {
                "seat": i,
                "kind": s.kind,
                "name": s.name,
                "bot": s.bot,
                "level": s.level,
                "online": s.kind == "bot" or i in online,
            }
            for i, s in enumerate(self.seats)
        ]

    def summary(self) -> dict[str, Any]:
        state = self.state
        return {
            "id": self.id,
            "game": self.game,
            "title": game_entry(self.game).title,
            "options": self.options,
            "seats": self.public_seats(),
            "status": "over" if state.over else "playing",
            "to_act": list(state.to_act),
            "moves": len(self.moves),
            "scores": list(state.scores) if state.over else None,
            "spectators": sum(1 for c in self.clients if c.seat is None),
            "created": self.created,
            "hints": self.hints,
            "practice": self.practice,
            "fairness": self.fairness(),
        }

    def changed(self) -> None:
        """What messages show has changed (a move, a client came or went): wake the senders."""
        self.stamp += 1
        for client in self.clients:
            client.notify()

    def _current(self, seat: int | None) -> Shown:
        shown = self._shown.get(seat)
        if shown is None or shown.stamp != self.stamp:
            latest = Shown(self.stamp, self._message(seat))
            if shown is not None:
                latest.before, latest.before_data = shown.stamp, shown.data
            self._shown[seat] = shown = latest
        return shown

    def message(self, seat: int | None) -> str:
        """The whole picture for one seat: its view, its legal moves, whose turn it is.

        Built once per seat between changes, however many sockets (spectators, a player's
        tabs) are sent it: the view and its JSON text are most of a move's cost. ``v`` in it
        is the table's ``stamp``, which patches name."""
        return self._whole(self._current(seat))

    @staticmethod
    def _whole(shown: Shown) -> str:
        if shown.text is None:
            shown.text = dumps({"type": "state", "v": shown.stamp, **shown.data})
        return shown.text

    def update(self, seat: int | None, since: int | None) -> tuple[int, str]:
        """``(stamp, text)``: a patch from the message stamped ``since`` to the latest, or the
        whole latest message when ``since`` is not the one just before it."""
        shown = self._current(seat)
        if since is None or since != shown.before:
            return shown.stamp, self._whole(shown)
        if shown.patch is None:
            data = shown.data
            shown.patch = dumps({
                "type": "patch",
                "table": self.id,
                "from": shown.before,
                "v": shown.stamp,
                "n": data["n"],
                "t": data["t"],
                "ops": patches.diff(shown.before_data, data),
            })
            shown.before_data = None
        return shown.stamp, shown.patch

    def _message(self, seat: int | None) -> dict[str, Any]:
        state = self.state
        over = state.over
        return (
            {
                "table": self.id,
                "game": self.game,
                "seat": seat,
                "view": state.view(seat),
                "legal": state.legal_moves(seat) if seat is not None and not over else [],
                "to_act": list(state.to_act),
                "over": over,
                "scores": list(state.scores) if over else None,
                "n": len(self.moves),
                "t": self.changed_at,
                "seats": self.public_seats(),
                "hints": self.hints,
                "practice": self.practice,
                "fairness": self.fairness(),
            }
        )


def hint_function() -> Any:
    """``gametable.bots.hint`` where the bots part provides it (feature detection)."""
    function = getattr(bot_registry, "hint", None)
    if function is None:
        try:
            function = importlib.import_module("gametable.bots.hint")
        except ImportError:
            return None
    if isinstance(function, types.ModuleType):
        function = getattr(function, "hint", None)
    return function if callable(function) else None


def hints_available(game: str) -> bool:
    """Hints come from the search bot: offered where both it and the hint call exist."""
    try:
        return hint_function() is not None and "search" in bot_registry.available(game)
    except Exception:
        return False


class TableManager:
    """Every table of this server process, live in memory and durable in the store."""

    def __init__(
        self,
        store: Store,
        *,
        bot_delay: float = 0.6,
        bot_threads: int = 2,
        base_url: str = "",
    ) -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.tables: dict[str, LiveTable] = {}
        self._stored: dict[str, StoredTable] = {}  # finished tables not yet rebuilt
        self.pool = ThreadPoolExecutor(max_workers=bot_threads, thread_name_prefix="gt-bot")
        self.base_url = base_url
        self.started = False

    # --- start-up: restore every table by replaying its record --------------------------

    def restore(self) -> int:
        restored = 0
        for row in self.store.load_all():
            if row.status == "over":
                self._stored[row.id] = row
                continue
            self.tables[row.id] = self._rebuild(row)
            restored += 1
        return restored

    def _rebuild(self, row: StoredTable) -> LiveTable:
        if row.seed is not None:
            state = new_game(row.game, seed=row.seed, **row.options)
        else:
            state = new_game(row.game, setup=row.setup, **row.options)
        table = LiveTable(
            id=row.id,
            game=row.game,
            options=row.options,
            seed=row.seed,
            setup=row.setup,
            seats=[SeatInfo.from_stored(s) for s in row.seats],
            settings=row.settings,
            created=row.created,
            state=state,
        )
        for seat, move in row.moves:
            try:
                state.play(seat, move)
            except GametableError as error:
                table.broken = f"move {len(table.moves) + 1} did not replay: {error}"
                log.error("table %s: %s", row.id, table.broken)
                break
            table.moves.append((seat, move))
        self._make_bots(table)
        return table

    def start(self) -> None:
        """Called on the event loop once it runs: let the bots of restored tables move."""
        self.started = True
        for table in self.tables.values():
            self.schedule_bots(table)

    def get(self, table_id: str) -> LiveTable:
        table = self.tables.get(table_id)
        if table is None and table_id in self._stored:
            table = self._rebuild(self._stored.pop(table_id))
            self.tables[table_id] = table
        if table is None:
            raise RequestError(f"there is no table {table_id!r}", status=404)
        return table

    def list(self) -> list[dict[str, Any]]:
        items = [t.summary() for t in self.tables.values()]
        for row in self._stored.values():
            items.append(
                {
                    "id": row.id,
                    "game": row.game,
                    "title": game_entry(row.game).title,
                    "options": row.options,
                    "seats": [
                        {
                            "seat": i,
                            "kind": s["kind"],
                            "name": s.get("name"),
                            "bot": s.get("bot"),
                            "level": s.get("level"),
                            "online": False,
                        }
                        for i, s in enumerate(row.seats)
                    ],
                    "status": "over",
                    "to_act": [],
                    "moves": len(row.moves),
                    "scores": row.result,
                    "spectators": 0,
                    "created": row.created,
                    "hints": False,
                    "practice": bool(row.settings.get("practice", False)),
                    "fairness": fairness.published(row.seed, row.settings.get("salt"), True),
                }
            )
        items.sort(key=lambda item: item["created"], reverse=True)
        return items

    # --- creating a table --------------------------------------------------------------------

    async def create(self, request: Any) -> tuple[LiveTable, dict[int, str]]:
        """Validate a lobby request, start the game, store it; returns the seat tokens."""
        if not isinstance(request, dict):
            raise RequestError("the request must be a JSON object")
        known = {"game", "options", "seats", "seed", "practice", "bot_delay", "hints"}
        unknown = sorted(set(request) - known)
        if unknown:
            raise RequestError(
                f"unknown field(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}"
            )
        if "game" not in request:
            raise RequestError("say which game: the field 'game' is missing")
        entry = game_entry(request["game"])  # UnknownGame → 404 with the list
        options = request.get("options") or {}
        if not isinstance(options, dict):
            raise RequestError("'options' must be a JSON object of name: value")
        practice = request.get("practice", False)
        if not isinstance(practice, bool):
            raise RequestError("'practice' is true or false")
        seed = request.get("seed")
        if seed is not None and not practice:
            raise RequestError(
                "a seed may be chosen only at a practice table (\"practice\": true), which "
                "every seat is shown; at other tables the server draws the deal so that nobody "
                "knows it"
            )
        if seed is None:
            seed = fairness.draw_seed()
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**62:
            raise RequestError("'seed' must be an integer from 0 to 2**62")
        bot_delay = request.get("bot_delay", self.bot_delay)
        if not isinstance(bot_delay, int | float) or not 0 <= bot_delay <= MAX_BOT_DELAY:
            raise RequestError(f"'bot_delay' must be a number of seconds from 0 to {MAX_BOT_DELAY}")
        try:
            state = new_game(entry.name, seed=seed, **options)
        except TypeError as error:
            raise RequestError(f"bad option for {entry.name}: {error}") from None
        seats, tokens = self._seats(entry.name, state, request.get("seats"))
        table = LiveTable(
            id=secrets.token_urlsafe(6).replace("-", "x").replace("_", "y"),
            game=entry.name,
            options=options,
            seed=seed,
            setup=state.setup(),
            seats=seats,
            settings={"bot_delay": float(bot_delay), "hints": bool(request.get("hints", True)),
                      "practice": practice, "salt": fairness.new_salt()},
            created=time.time(),
            state=state,
        )
        self._make_bots(table)
        await self.store.run(
            Store.op_create(
                StoredTable(
                    id=table.id,
                    game=table.game,
                    options=table.options,
                    seed=table.seed,
                    setup=table.setup,
                    seats=[s.stored() for s in table.seats],
                    settings=table.settings,
                    status="playing",
                    result=None,
                    created=table.created,
                )
            )
        )
        self.tables[table.id] = table
        self.schedule_bots(table)
        return table, tokens

    def _seats(
        self, game: str, state: GameState, spec: Any
    ) -> tuple[list[SeatInfo], dict[int, str]]:
        n = state.num_seats
        if spec is None:
            spec = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (n - 1)
        if not isinstance(spec, list) or len(spec) != n:
            raise RequestError(f"'seats' must list {n} seats for this game, one object each")
        seats: list[SeatInfo] = []
        tokens: dict[int, str] = {}
        for index, item in enumerate(spec):
            if not isinstance(item, dict):
                raise RequestError(f"seat {index}: must be an object such as {{\"kind\": \"bot\"}}")
            kind = item.get("kind", "human")
            name = item.get("name")
            if name is not None and (not isinstance(name, str) or len(name) > 40):
                raise RequestError(f"seat {index}: a name is a string of at most 40 characters")
            if kind == "human":
                token = secrets.token_urlsafe(18)
                tokens[index] = token
                seats.append(SeatInfo("human", name or f"Player {index + 1}", None, None,
                                      hash_token(token)))
            elif kind == "bot":
                bot, level = item.get("bot", "random"), item.get("level")
                if bot not in bot_registry.available(game):
                    raise RequestError(
                        f"seat {index}: no bot {bot!r} for {game}; available: "
                        f"{', '.join(bot_registry.available(game))}"
                    )
                if level is not None and level not in bot_registry.LEVELS:
                    raise RequestError(
                        f"seat {index}: unknown level {level!r}; levels: "
                        f"{', '.join(bot_registry.LEVELS)}"
                    )
                label = f"{bot} bot" + (f" ({level})" if level else "")
                seats.append(SeatInfo("bot", name or label, bot, level, None))
            else:
                raise RequestError(f"seat {index}: kind must be 'human' or 'bot', not {kind!r}")
        return seats, tokens

    def _make_bots(self, table: LiveTable) -> None:
        base = table.seed if table.seed is not None else 0
        for index, seat in enumerate(table.seats):
            if seat.kind == "bot" and seat.bot:
                try:
                    table.bots[index] = bot_registry.make(
                        seat.bot, table.game, seed=base * 8 + index, level=seat.level
                    )
                except (BadOptions, GametableError) as error:
                    log.error("table %s seat %d: %s; a random bot sits in", table.id, index, error)
                    table.bots[index] = RandomBot(table.game, seed=base * 8 + index)

    # --- moves -------------------------------------------------------------------------------

    async def play(self, table: LiveTable, seat: int | None, move: Any) -> None:
        """Apply a move for a seat, store it, then tell every client. Illegal: nothing changes."""
        if seat is None:
            raise RequestError("a spectator cannot move; join with a seat's invite link", 403)
        if not isinstance(move, str) or not move or len(move) > MAX_MOVE_LENGTH:
            raise IllegalMove("a move is a non-empty string in the game's notation")
        async with table.lock:
            while (committing := table.committing) is not None:
                # an instant bot's move is being stored; once it is, its callback (queued)
                # tells the clients first: a done future's await would not yield to it
                await (asyncio.sleep(0) if committing.done() else asyncio.shield(committing))
            state = table.state
            if state.over:
                raise IllegalMove("the game is over")
            state.play(seat, move)  # raises IllegalMove and leaves the state as it was
            index = len(table.moves)
            table.moves.append((seat, move))
            now = time.time()
            try:
                await self.store.run(self._move_op(table, index, seat, move, now))
            except Exception:  # the database is gone: keep playing, say so in the log
                log.exception("table %s: move %d was not stored", table.id, index)
            table.version += 1
            table.changed_at = now
            table.changed()
        self.schedule_bots(table)

    @staticmethod
    def _move_op(table: LiveTable, index: int, seat: int, move: str, now: float) -> Any:
        """The store write of a move just applied (and of the result, when it ended the game)."""
        move_op = Store.op_move(table.id, index, seat, move, now)
        state = table.state
        if not state.over:
            return move_op
        finish_op = Store.op_finish(table.id, state.setup(), list(state.scores))

        def op(conn: Any) -> None:
            move_op(conn)
            finish_op(conn)

        return op

    # --- bots --------------------------------------------------------------------------------

    def schedule_bots(self, table: LiveTable) -> None:
        """A timer per bot to act (a callback, not a task: most bots move at once when due)."""
        if not self.started or table.state.over or table.broken:
            return
        loop = None
        for seat in table.state.to_act:
            if seat in table.bots and seat not in table.bot_tasks:
                loop = loop or asyncio.get_running_loop()
                delay = float(table.settings.get("bot_delay", self.bot_delay))
                if delay:  # ±25 %: bots that think alike do not all move in the same instant
                    delay *= 0.75 + 0.5 * random.random()
                table.bot_tasks[seat] = loop.call_later(delay, self._due, table, seat)

    def _due(self, table: LiveTable, seat: int) -> None:
        """A bot's delay is up. The random bot moves here and now, on the loop, its move
        stored by the store's next group commit, after which the clients are told (as
        ``play`` does, without a task and its wake-ups per move); a bot that thinks, or a
        table busy with another move, takes the general path of ``_bot_turn``."""
        del table.bot_tasks[seat]
        state = table.state
        if state.over or seat not in state.to_act or table.broken:
            return
        bot = table.bots[seat]
        if type(bot) is not RandomBot or table.lock.locked() or table.committing is not None:
            table.bot_tasks[seat] = asyncio.get_running_loop().create_task(
                self._bot_turn(table, seat)
            )
            return
        legal = state.legal_moves(seat)
        if not legal:
            return
        move = bot.choose({}, legal)  # the random bot never reads its view
        try:
            state.play(seat, move)
        except Exception:
            log.exception("table %s: bot move %r at seat %d failed", table.id, move, seat)
            return
        index = len(table.moves)
        table.moves.append((seat, move))
        now = time.time()
        table.committing = future = self.store.queue(self._move_op(table, index, seat, move, now))

        def committed(_future: asyncio.Future[Any]) -> None:
            if table.committing is future:
                table.committing = None
            if future.cancelled() or future.exception() is not None:
                log.error("table %s: move %d was not stored: %r", table.id, index,
                          None if future.cancelled() else future.exception())
            table.version += 1
            table.changed_at = now
            table.changed()
            self.schedule_bots(table)

        future.add_done_callback(committed)

    async def _bot_turn(self, table: LiveTable, seat: int) -> None:
        task = asyncio.current_task()
        try:
            bot = table.bots[seat]
            for _attempt in range(5):
                state = table.state
                if state.over or seat not in state.to_act:
                    return
                version = table.version
                legal = state.legal_moves(seat)
                # the random bot never reads its view: do not build one for it
                view = {} if type(bot) is RandomBot else state.view(seat)
                if not legal:
                    return
                if isinstance(bot, RandomBot):
                    move = bot.choose(view, legal)
                else:  # a thinking bot runs in a thread so the event loop stays free
                    loop = asyncio.get_running_loop()
                    try:
                        move = await loop.run_in_executor(self.pool, bot.choose, view, legal)
                    except Exception:
                        log.exception("table %s: bot at seat %d failed", table.id, seat)
                        move = random.choice(legal)
                if table.version != version:
                    continue  # someone else moved meanwhile: think again
                if move not in legal:
                    log.error("table %s: bot chose illegal %r", table.id, move)
                    move = random.choice(legal)
                if table.bot_tasks.get(seat) is task:
                    del table.bot_tasks[seat]  # so the bot can be scheduled again at once
                await self.play(table, seat, move)
                return
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: bot turn at seat %d failed", table.id, seat)
        finally:
            if table.bot_tasks.get(seat) is task:
                del table.bot_tasks[seat]

    async def hint(self, table: LiveTable, seat: int | None, level: str | None) -> dict[str, Any]:
        """Ask the search bot what it would play here (only for the seat asking)."""
        function = hint_function()
        if function is None or not table.hints:
            raise RequestError("hints are not available at this table", 404)
        if seat is None:
            raise RequestError("a spectator cannot ask for a hint", 403)
        state = table.state
        legal = state.legal_moves(seat) if not state.over else []
        if not legal:
            raise RequestError("it is not your turn", 409)
        if level is not None and level not in bot_registry.LEVELS:
            raise RequestError(f"unknown level {level!r}")
        view = state.view(seat)
        loop = asyncio.get_running_loop()
        result = await loop.run_in_executor(
            self.pool, lambda: function(table.game, view, legal, level or "easy")
        )
        return dict(result)

    # --- records and replays ----------------------------------------------------------------

    def record(self, table: LiveTable) -> dict[str, Any]:
        """The full record; only once over, because the setup holds every hidden card."""
        if not table.over:
            raise RequestError("the record is published when the game is over", 409)
        state = table.state
        return {
            "game": table.game,
            "options": table.options,
            "setup": state.setup(),
            "moves": [[seat, move] for seat, move in table.moves],
            "result": list(state.scores),
            "meta": {"table": table.id, "seats": [s.name for s in table.seats],
                     "practice": table.practice},
            "fairness": table.fairness(),
        }

    def replay_frames(self, table: LiveTable, seat: int | None) -> dict[str, Any]:
        """Every position of a finished game as seen from one seat (or a spectator)."""
        record = self.record(table)
        if seat is not None and not 0 <= seat < len(table.seats):
            raise RequestError(f"there is no seat {seat}")
        state = new_game(table.game, setup=record["setup"], **table.options)
        frames = [{"view": state.view(seat), "to_act": list(state.to_act), "move": None}]
        for mover, move in table.moves:
            state.play(mover, move)
            frames.append({"view": state.view(seat), "to_act": list(state.to_act),
                           "move": [mover, move]})
        shown = record["fairness"]
        if shown is not None:
            verdict = fairness.check(table.game, table.options, record["setup"], table.moves,
                                     shown, record["result"])
            shown = {**shown, "verified": verdict.verified, "reason": verdict.reason}
        return {"game": table.game, "seat": seat, "seats": table.public_seats(),
                "result": record["result"], "frames": frames, "practice": table.practice,
                "fairness": shown}

    def close(self) -> None:
        for table in self.tables.values():
            for task in table.bot_tasks.values():
                task.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)
