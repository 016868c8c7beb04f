"""One live table: its game state, seats and clients, and the messages each seat is sent.

Each client is bound to one seat (or to none: a spectator) when it connects, and is only ever
sent ``state.view(seat)`` and ``state.legal_moves(seat)`` for that seat. Moves are never
broadcast as such (a secret choice in a simultaneous phase is a move); clients learn what
happened from their own view. ``state`` is always the stored state: a move is played on a
copy, and the copy replaces it once the move is committed (see :mod:`.manager`).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gametable.bots.base import Bot
from gametable.core import fairness
from gametable.core.protocol import GameState
from gametable.core.registry import game_entry
from gametable.server.tables import patches
from gametable.server.tables.names import bot_name, is_bot_label
from gametable.server.tables.public_moves import last_move
from gametable.server.tables.resign import offer_shown, resign_shown
from gametable.server.tables.undo import undo_shown
from gametable.server.wire import dumps

#: the least time between two presence updates (who is online) sent to a table's clients:
#: connect/disconnect churn costs one update per interval, not one per socket
PRESENCE_INTERVAL = 1.0

#: the WebSocket close code of a table that left this process (another process of the
#: cluster serves it now, or this one is stopping): reconnect at once, to the same address.
#: 4000 + HTTP's 307 "Temporary Redirect", as the server's other close codes are 4000 + a status
CLOSE_MOVED = 4307

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
    #: the player who took this seat (see :mod:`gametable.server.people.players`): they rejoin
    #: it from any device
    player: str | None = None

    def stored(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "name": self.name,
            "bot": self.bot,
            "level": self.level,
            "token_hash": self.token_hash,
            "player": self.player,
        }

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> SeatInfo:
        return cls(
            kind=data["kind"],
            name=data.get("name") or "",
            bot=data.get("bot"),
            level=data.get("level"),
            token_hash=data.get("token_hash"),
            player=data.get("player"),
        )


class Client:
    """One WebSocket client. Only the latest picture matters (each message is a whole state),
    so a change only wakes the sender, which asks the table for its message when it gets to
    send: changes that come while it is busy are sent once, and a slow client costs nothing.

    A client that takes patches (``?patch=1``) is sent, after a first whole message, only what
    changed since the message it has (see :mod:`gametable.server.tables.patches`), or a whole one
    when it lags further behind or asks for one (``{"type": "state"}``).

    Messages that are not the table's state (chat, rematch offers: only to a client that asked
    for them with ``?social=1``) wait in ``outbox``, each sent once, in order."""

    def __init__(self, table: LiveTable, seat: int | None, *, patches: bool = False,
                 social: bool = False) -> None:
        self.table = table
        self.seat = seat
        self.patches = patches
        self.social = social
        self.shown: int | None = None  # the stamp of the last message sent, if any
        self._event = asyncio.Event()
        self.closed = False
        self.outbox: deque[str] = deque()
        self._state_due = False
        #: seats whose chat lines this reader does not want (see :mod:`.chat`)
        self.muted: set[int] = set()
        #: the close code and reason to close the socket with, once ``end`` was called
        self.close_code: int | None = None
        self.close_reason = ""
        #: the hash of the session the socket was opened under, if any (see .sessionbus)
        self.session: str | None = None
        #: the account the socket was opened by, if any (a spectator's blocks hide chat lines)
        self.player: str | None = None

    def end(self, code: int, reason: str) -> None:
        """Close this client's socket with ``code`` (the table left this process, or the
        session it was opened under ended)."""
        self.close_code, self.close_reason = code, reason
        self.closed = True
        self._event.set()

    def notify(self, whole: bool = False) -> None:
        if whole:
            self.shown = None
        self._state_due = True
        self._event.set()

    def push(self, text: str) -> None:
        """Send this message too (once, in order)."""
        self.outbox.append(text)
        self._event.set()

    async def next_message(self) -> str | None:
        """The next text to send, or ``None`` when there is nothing new (or it closed)."""
        await self._event.wait()
        self._event.clear()
        if self.closed:
            return None
        if not self._state_due:
            if not self.outbox:
                return None
            text = self.outbox.popleft()
            if self.outbox:
                self._event.set()
            return text
        self._state_due = False
        if self.outbox:
            self._event.set()  # the state first, then what waits
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
    #: moves taken back so far (:mod:`.undo`): a bot's move chosen before the latest one is
    #: for a position that is gone, and is dropped (:class:`.round.BotMove`)
    undos: int = 0
    #: the rematch offer of a finished table (:mod:`.rematch`, its stored copy in the
    #: settings), gone with the table when it leaves memory
    rematch: Any = None
    changed_at: float = field(default_factory=time.time)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    clients: set[Client] = field(default_factory=set)
    bots: dict[int, Bot] = field(default_factory=dict)
    #: the game's chapter and beat (a Baloot hand, its tricks won) when the bots were last
    #: scheduled (``None``: not yet): a new one makes them pause (:func:`.bots.chapter_pause`)
    chapter: tuple[int, int] | None = None
    #: the people's seats whose reading of how the last chapter ended the bots' timers wait
    #: out (its pause), until each has said it is read (:meth:`.bots.BotTurns.ready`);
    #: ``None``: the bots wait for no one
    readers: set[int] | None = None
    #: seat → its bot's pending turn: a timer until the bot's delay is up, its place in the
    #: queue of bots waiting for a busy loop (:class:`.load.HeldTurn`), then (for a bot that
    #: thinks) the task running its turn: anything with ``cancel()``
    bot_tasks: dict[int, Any] = field(default_factory=dict)
    #: the store write of an instant bot's move, until committed (see
    #: :meth:`.round.Round.submit_now`)
    committing: asyncio.Future[Any] | None = None
    #: why the table cannot go on (a stored move that did not replay), or ``None``
    broken: str | None = None
    #: whether seats may ask for hints during the game, and why (:func:`.analysis.hint_policy`):
    #: ``{"allowed", "code", "reason"}``, shown to every seat
    hints: dict[str, Any] = field(default_factory=lambda: {
        "allowed": False, "code": "no_search", "reason": "no hints"})
    #: an opaque key of who created the table (per-client caps count by it), if known
    owner: str | None = None
    #: the player (guest or account) who created the table, if one was signed in: the cap on
    #: unfinished tables counts per player too
    creator_player: str | None = None
    #: people's seats whose place (:mod:`gametable.server.people.devices`) is known to be
    #: stored: not written again
    placed: set[int] = field(default_factory=set)
    #: when the last client left (``None`` while anyone is connected): idle tables are archived
    idle_since: float = field(default_factory=time.time)
    #: the seats shown online in the last message, and when presence was last sent
    _online_shown: frozenset[int] = frozenset()
    _presence_sent: float = float("-inf")
    _presence_timer: asyncio.TimerHandle | None = None
    #: the people's clocks and who holds their seats (:class:`.clocks.TableClock`); ``None``
    #: at a table of bots only
    clock: Any = None
    #: told ``(table, seat)`` when a seat's connections change (:mod:`.clocks`: takeovers)
    on_presence: Callable[[LiveTable, int], None] | None = None
    #: the epoch of this process's lease on the table (``--cluster``; see
    #: :mod:`gametable.server.hosting.ownership`): its writes are fenced by it. ``None``: one
    #: server per database, nothing fenced
    lease_epoch: int | None = None
    #: bumped by every change of what a message shows (a move, a client came or went)
    stamp: int = 0
    #: seat → its latest message (see ``message`` and ``update``)
    _shown: dict[int | None, Shown] = field(default_factory=dict)
    #: the seats and fairness parts of the messages, with what they were built from
    #: (``_message_parts``)
    _seats_part: tuple[Any, list[dict[str, Any]]] | None = None
    _fairness_part: tuple[Any, dict[str, Any] | None] | None = None
    #: the dealing phase (:class:`.dealing.Dealing`) until the cards are dealt, or ``None``:
    #: while it lasts ``state`` is nobody's deal and nothing of it is shown
    dealing: Any = None

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def resigned(self) -> int | None:
        """The seat whose resignation ended the game (:mod:`.resign`), or ``None``."""
        seat = self.settings.get("resigned")
        return seat if isinstance(seat, int) else None

    @property
    def practice(self) -> bool:
        """A practice table: its seed may have been chosen by the person who created it."""
        return bool(self.settings.get("practice", False))

    def fairness(self) -> dict[str, Any] | None:
        """The commitment to the seed, and each seat's commitment and source once dealt; the
        seed, salt, seat values and deal seed too once the game is over."""
        return fairness.published(self.seed, self.settings.get("salt"), self.state.over,
                                  self.settings.get("deal"))

    def seat_for_token(self, token: str | None) -> int | None:
        """The seat this token holds, or ``None`` (a body's token that is not a string
        holds none); compared in constant time."""
        if not token or not isinstance(token, str):
            return None
        digest = hash_token(token)
        found = None
        for index, seat in enumerate(self.seats):
            if seat.token_hash and hmac.compare_digest(seat.token_hash, digest):
                found = index
        return found

    def seat_of_player(self, player_id: str | None) -> int | None:
        """The seat the player took at this table, or ``None``."""
        if player_id is None:
            return None
        for index, seat in enumerate(self.seats):
            if seat.player == player_id:
                return index
        return None

    def online(self) -> frozenset[int]:
        return frozenset(c.seat for c in self.clients if c.seat is not None)

    def seat_free(self) -> bool:
        """A game going on with a person's seat nobody is connected to (the lobby's
        ``open_seats``, as :func:`.lobby.has_open_seat` reads it from a summary)."""
        if self.state.over or self.broken is not None:
            return False
        humans = [i for i, s in enumerate(self.seats) if s.kind == "human"]
        if not humans:
            return False
        online = self.online()
        return any(i not in online for i in humans)

    def public_seats(self) -> list[dict[str, Any]]:
        online = self._online_shown
        return [
            {
                "seat": i,
                "kind": s.kind,
                "name": (bot_name(self.game, i) if s.kind == "bot" and is_bot_label(
                    s.name, s.bot, s.level) else s.name),
                "bot": s.bot,
                "level": s.level,
                "player": s.player,
                "online": s.kind == "bot" or i in online,
            }
            for i, s in enumerate(self.seats)
        ]

    def _message_parts(self, over: bool) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        """The seats and fairness of a message: the same objects from one message to the next
        while they do not change. Why: rebuilt for every message they cost a quarter of its
        making (the commitment's SHA-256 each time), and comparing them anew with the
        previous message's for its patch as much again; the same object compares at once.
        Only messages hold these (they are never changed); ``public_seats`` stays fresh for
        callers that add to it."""
        key = (self._online_shown,
               *[(s.kind, s.name, s.bot, s.level, s.player) for s in self.seats])
        seats = self._seats_part
        if seats is None or seats[0] != key:
            seats = self._seats_part = (key, self.public_seats())
        revealed = (over, self.seed, self.settings.get("salt"), "deal" in self.settings)
        shown = self._fairness_part
        if shown is None or shown[0] != revealed:
            shown = self._fairness_part = (revealed, self.fairness())
        return seats[1], shown[1]

    def summary(self) -> dict[str, Any]:
        state = self.state
        return {
            "id": self.id,
            "game": self.game,
            "title": game_entry(self.game).title,
            "options": self.options,
            "seats": self.public_seats(),
            "status": "over" if state.over else "playing",
            "to_act": list(state.to_act) if self.dealing is None else [],
            "moves": len(self.moves),
            "scores": list(state.scores) if state.over else None,
            "resigned": self.resigned,
            "spectators": sum(1 for c in self.clients if c.seat is None),
            "created": self.created,
            "hints": self.hints,
            "practice": self.practice,
            "rated": bool(self.settings.get("rated", False)),
            "speed": self.settings.get("speed", "live"),  # turn-based: days a move
            # seconds a bot takes a move: a table like this one (the next level's) keeps it
            "bot_delay": self.settings.get("bot_delay"),
            "tournament": self._tournament(),
            "fairness": self.fairness(),
            "broken": self.broken is not None,
            "broken_reason": self.broken,
            "clock": (self.clock.public(self.online())
                      if self.clock is not None and not state.over else None),
        }

    def _tournament(self) -> dict[str, str] | None:
        """The tournament a game of one belongs to (its id and name: the page links back)."""
        mark = self.settings.get("tournament")
        if not isinstance(mark, dict):
            return None
        return {"id": str(mark.get("id", "")), "name": str(mark.get("name", ""))}

    def changed(self) -> None:
        """What messages show has changed (a move, who is online): wake the senders."""
        self.stamp += 1
        self._online_shown = self.online()
        for client in self.clients:
            client.notify()

    # --- clients coming and going --------------------------------------------------------

    def attach(self, client: Client) -> None:
        """A client connected: it is sent the table; the others only if who is online changed
        (a spectator changes nothing they see), and at most once per ``PRESENCE_INTERVAL``."""
        self.clients.add(client)
        self.idle_since = None
        client.notify()
        self._presence()
        if client.seat is not None and self.on_presence is not None:
            self.on_presence(self, client.seat)

    def detach(self, client: Client) -> None:
        client.closed = True
        client.notify()
        self.clients.discard(client)
        if not self.clients:
            self.idle_since = time.time()
        self._presence()
        if client.seat is not None and self.on_presence is not None:
            self.on_presence(self, client.seat)

    def _presence(self) -> None:
        if self._presence_timer is not None:
            return  # an update is due: it will show the latest
        if self.online() == self._online_shown:
            return
        loop = asyncio.get_running_loop()  # its clock times the interval (tests set it)
        wait = self._presence_sent + PRESENCE_INTERVAL - loop.time()
        if wait <= 0:
            self._send_presence()
        else:
            self._presence_timer = loop.call_later(wait, self._send_presence)

    def _send_presence(self) -> None:
        self._presence_timer = None
        if self.online() != self._online_shown:
            self._presence_sent = asyncio.get_running_loop().time()
            self.changed()

    def close(self) -> None:
        """Stop what the table has scheduled (the server is stopping, the table archived)."""
        if self.dealing is not None:
            self.dealing.close()
        if self._presence_timer is not None:
            self._presence_timer.cancel()
            self._presence_timer = None
        for task in self.bot_tasks.values():
            task.cancel()
        self.bot_tasks.clear()

    def move_out(self, code: int, reason: str) -> None:
        """The table left this process: close every client's socket with ``code``."""
        for client in list(self.clients):
            client.end(code, reason)

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
        if self.dealing is not None:
            return self._dealing_message(seat)
        state = self.state
        over = state.over
        seats, shown = self._message_parts(over)
        return (
            {
                "table": self.id,
                "game": self.game,
                "seat": seat,
                "view": state.view(seat),
                "legal": state.legal_moves(seat) if seat is not None and not over else [],
                "last_move": last_move(self.game, self.moves),
                "to_act": list(state.to_act),
                "over": over,
                "scores": list(state.scores) if over else None,
                "resigned": self.resigned,
                "n": len(self.moves),
                "t": self.changed_at,
                "seats": seats,
                "hints": self.hints,
                "practice": self.practice,
                # whether the seat may take its last move back (None: not at this table)
                "undo": undo_shown(self, seat),
                # whether the seat may resign now, and a partner's offer to, standing
                # (:mod:`.resign`)
                "resign": resign_shown(self, seat),
                "resign_offer": offer_shown(self, seat),
                "fairness": shown,
                "broken": self.broken is not None,
                "broken_reason": self.broken,
                "clock": (self.clock.public(self._online_shown)
                          if self.clock is not None and not over else None),
            }
        )

    def _dealing_message(self, seat: int | None) -> dict[str, Any]:
        """A message while the cards are shuffled (:mod:`.dealing`): who has sent a value,
        never a view, a legal move or anything else of a deal not made yet."""
        seats, shown = self._message_parts(False)
        return {
            "table": self.id,
            "game": self.game,
            "seat": seat,
            "view": None,
            "legal": [],
            "last_move": None,
            "to_act": [],
            "over": False,
            "scores": None,
            "resigned": None,
            "n": 0,
            "t": self.changed_at,
            "seats": seats,
            "hints": self.hints,
            "practice": self.practice,
            "undo": None,
            "resign": False,
            "resign_offer": None,
            "fairness": shown,
            "broken": self.broken is not None,
            "broken_reason": self.broken,
            "clock": None,
            "dealing": self.dealing.public(),
        }
