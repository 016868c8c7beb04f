"""Turn-based tables: hours or days a move, and a notice to the person whose turn it is.

A table created with ``"speed": "turn-based"`` (:func:`parse_speed`) keeps that in its
settings and gives each move a long clock: a day by default, up to
:data:`~.clocks.MAX_TURN_SECONDS` (the lobby offers one, three and seven days; a request may
ask for as little as a second). Being away is normal there, so nobody's seat is taken over
for want of a connection (:mod:`.clocks`); the clock alone decides: when a move's time runs
out the stand-in moves, and after two timeouts in a row it holds the seat until its person
takes it back. Deadlines are wall-clock times stored with the moves, and stand through a
restart; the table is never archived while it waits for someone (:mod:`.manager`), so its
clock always fires.

When the turn passes to a person at such a table, once the move is stored and shown (the
round's ``on_publish``), :class:`TurnNotices` tells them:
``notices.tell(player, "your_turn", {"table", "game", "seat", "opponents", "deadline",
"url"})`` (and, through the manager's ``on_admitted``, whoever moves first at a new table
once its row is committed), stored first and then delivered to their open pages and devices
(Web Push: :mod:`gametable.server.people.push`). When a change ends the game (a last move,
or a resignation: :mod:`.resign`), every other person at the table is told how it ended,
``"game_over"`` with ``{"table", "game", "seat", "opponents", "result"`` (``won``, ``lost``
or ``draw``), ``"resigned"`` (the name of who resigned, or ``null``), ``"url"}``: away for
days, they learn it without opening the table. At an ordinary table the hook looks at one
setting and does nothing more.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from gametable.server.errors import RequestError
from gametable.server.tables.clocks import TURN_BASED
from gametable.server.tables.live import LiveTable
from gametable.server.tables.round import Change

log = logging.getLogger("gametable.server")

#: the speeds a create request may name (``"speed"``); absent means live
SPEEDS = ("live", TURN_BASED)


def parse_speed(value: Any) -> bool:
    """Whether a create request's ``speed`` asks for a turn-based table (400 if it is not
    one of :data:`SPEEDS`)."""
    if value is None or value == "live":
        return False
    if value == TURN_BASED:
        return True
    raise RequestError(f"'speed' is \"live\" or \"{TURN_BASED}\" (hours or days a move), "
                       f"not {str(value)[:40]!r}")


def is_turn_based(settings: dict[str, Any]) -> bool:
    """Whether a table's settings make it turn-based."""
    return settings.get("speed") == TURN_BASED


class Notifier(Protocol):
    """What the notices are to this module (:mod:`gametable.server.people.notices`)."""

    def tell(self, player_id: str, kind: str, data: dict[str, Any]) -> Awaitable[Any]: ...


class TurnNotices:
    """Tells a person that it is their turn at a turn-based table (see the module's
    docstring). ``notices()`` gives the notices service, or ``None`` while there is none."""

    def __init__(self, notices: Callable[[], Notifier | None]) -> None:
        self.notices = notices
        #: notices being stored and delivered (tests wait for them: :meth:`settled`)
        self.tasks: set[asyncio.Task[None]] = set()

    def published(self, table: LiveTable, change: Change) -> None:
        """The round's ``on_publish`` hook: a stored move may have passed the turn to a
        person. Never raises (the move is the table's already)."""
        if table.settings.get("speed") != TURN_BASED:
            return
        try:
            told = self.whose_turn(table, change) + self.game_over(table, change)
        except Exception:
            log.exception("table %s: whose turn it is could not be worked out", table.id)
            return
        self._spawn(told)

    def admitted(self, table: LiveTable) -> None:
        """The manager's ``on_admitted`` hook: a new turn-based table's first turn is told as
        every later one is (its row is committed: nothing is told before it is stored)."""
        if table.settings.get("speed") != TURN_BASED:
            return
        try:
            told = self.first_turns(table)
        except Exception:
            log.exception("table %s: whose first turn it is could not be worked out", table.id)
            return
        self._spawn(told)

    @staticmethod
    def first_turns(table: LiveTable) -> list[tuple[str, dict[str, Any]]]:
        """``(player id, notice data)`` for each person's seat that must act first."""
        clock = table.clock
        if clock is None or table.state.over:
            return []
        return [(table.seats[seat].player, TurnNotices._notice(table, seat, clock.seats[seat]))
                for seat in table.state.to_act
                if table.seats[seat].kind == "human" and table.seats[seat].player is not None
                and seat in clock.seats and not clock.seats[seat].held]

    @staticmethod
    def _notice(table: LiveTable, seat: int, seat_clock: Any) -> dict[str, Any]:
        opponents = _opponents(table.public_seats(), seat, table.seats[seat].player)
        return {"table": table.id, "game": table.game, "seat": seat, "opponents": opponents,
                "deadline": seat_clock.deadline, "url": f"/table/{table.id}"}

    def _spawn(self, told: list[tuple[str, dict[str, Any]]]) -> None:
        for player_id, data in told:
            task = asyncio.get_running_loop().create_task(self._tell(player_id, data))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    @staticmethod
    def whose_turn(table: LiveTable, change: Change) -> list[tuple[str, dict[str, Any]]]:
        """``(player id, notice data)`` for each person whose turn began with ``change``: a
        person's seat (one somebody signed in took) that must act now, is not the mover's,
        is not held by a bot, and whose clock started with this move (in a simultaneous
        phase a seat still choosing was told when its turn began)."""
        clock = table.clock
        if change.move is None or change.after is None or table.state.over or clock is None:
            return []
        told = []
        for seat in table.state.to_act:
            info = table.seats[seat]
            seat_clock = clock.seats.get(seat)
            if (seat == change.seat or info.kind != "human" or info.player is None
                    or seat_clock is None or seat_clock.held or seat_clock.since != change.now):
                continue
            told.append((info.player, TurnNotices._notice(table, seat, seat_clock)))
        return told

    @staticmethod
    def game_over(table: LiveTable, change: Change) -> list[tuple[str, dict[str, Any]]]:
        """``(player id, notice data)`` for each person told how the game ended, when
        ``change`` ended it: every seat a signed-in person took but the one whose own move or
        resignation ended it (a stand-in's move at a timeout is told to its person too),
        each told once (one person at two seats: the first)."""
        after = change.after
        if after is None or not after.over or table.state is not after:
            return []
        scores = list(after.scores)
        best = max(scores)
        seats = table.public_seats()
        resigned = None if table.resigned is None else seats[table.resigned]["name"]
        told: dict[str, dict[str, Any]] = {}
        for seat, info in enumerate(table.seats):
            if ((seat == change.seat and not change.stood_in) or info.kind != "human"
                    or info.player is None or info.player in told):
                continue
            result = ("draw" if all(s == best for s in scores)
                      else "won" if scores[seat] == best else "lost")
            told[info.player] = {
                "kind": "game_over", "table": table.id, "game": table.game, "seat": seat,
                "opponents": _opponents(seats, seat, info.player), "result": result,
                "resigned": resigned, "url": f"/table/{table.id}"}
        return list(told.items())

    async def _tell(self, player_id: str, data: dict[str, Any]) -> None:
        data = dict(data)
        kind = data.pop("kind", "your_turn")
        notices = self.notices()
        if notices is None:
            log.warning("table %s: no notices service; %s is not told (%s)", data["table"],
                        player_id, kind)
            return
        try:
            await notices.tell(player_id, kind, data)
        except Exception:
            log.exception("table %s: telling %s (%s) failed", data["table"], player_id, kind)

    async def settled(self) -> None:
        """Wait for every notice under way (tests)."""
        while self.tasks:
            await asyncio.gather(*list(self.tasks), return_exceptions=True)


def _opponents(seats: list[dict[str, Any]], seat: int, player: str | None) -> list[str]:
    """The names a notice for ``seat`` lists: every other seat's (``seats``: the table's
    public ones) but those of the same person."""
    return [s["name"] for s in seats if s["seat"] != seat and s["player"] != player]
