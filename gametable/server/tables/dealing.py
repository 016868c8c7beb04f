"""The dealing phase: every person's seat adds its own random value to the deal.

Why: the server's committed seed (:mod:`gametable.core.fairness`) proves the deal was fixed
before play, but the server still chose it. Here each person's browser adds a value of its own
(commit–reveal), and the deal's seed is derived from the server's seed and every seat's value
(:func:`~gametable.core.fairness.deal_seed`), so nobody, the server included, chose the deal
alone.

The protocol, at a table with a person's seat (not a practice table whose seed was chosen) on a
server with ``deal_wait`` > 0:

1. **commit**: the table is created in this phase: no game state is shown and no move is taken;
   every message carries ``"dealing": {"step": "commit", "until", "seats": {seat: "waiting" |
   "committed" | "revealed" | "server"}, "commitments": {seat: hex}}``. Each person's seat sends
   ``{"type": "seed_commit", "commitment": SHA-256(value) hex}`` (a value: 64 lowercase hex
   digits). Every seat sees every commitment as it comes.
2. **reveal**: once every person's seat has committed, or ``deal_wait`` seconds have passed,
   the seats that committed send ``{"type": "seed_reveal", "value": ...}`` within ``deal_wait``
   seconds more; a value that does not hash to its commitment is refused. Values are never
   shown before the game ends.
3. **deal**: as soon as every committed seat has revealed, or the time is up. A seat without a
   revealed value, and every bot's seat, takes the server's value for it (fixed at creation by
   the committed seed), marked ``"source": "server"``. The deal's seed and every seat's part are
   stored (``settings["deal"]``) before the dealt state is shown to anyone.

A restart during the phase restarts it: nothing was dealt or stored, and the browsers send the
same values again (they keep them per table). ``deal_wait`` 0 turns the phase off: tables are
dealt from the committed seed itself, as before seat values.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gametable.core import fairness
from gametable.server.errors import RequestError
from gametable.server.storage.store import Store
from gametable.server.tables.live import LiveTable, SeatInfo

if TYPE_CHECKING:
    from gametable.server.tables.manager import TableManager

log = logging.getLogger("gametable.server")

COMMIT, REVEAL = "commit", "reveal"


class NotDealing(RequestError):
    """A seat value sent to a table that is not in its dealing phase (any more)."""

    def __init__(self) -> None:
        super().__init__("the cards are dealt already: seat values are taken only while the "
                         "table shuffles", 409)


@dataclass
class Dealing:
    """One table's dealing phase: who is asked, what each seat sent, and until when."""

    people: tuple[int, ...]
    num_seats: int
    until: float
    step: str = COMMIT
    commitments: dict[int, str] = field(default_factory=dict)
    values: dict[int, str] = field(default_factory=dict)
    #: the timer that ends the current step (armed on the event loop)
    timer: asyncio.TimerHandle | None = None
    #: the deal is being stored: no more values are taken
    finishing: bool = False

    def status(self, seat: int) -> str:
        if seat not in self.people:
            return "server"
        if seat in self.values:
            return "revealed"
        return "committed" if seat in self.commitments else "waiting"

    def public(self) -> dict[str, Any]:
        """What every seat and spectator is shown (never a value)."""
        return {
            "step": self.step,
            "until": self.until,
            "seats": {seat: self.status(seat) for seat in range(self.num_seats)},
            "commitments": dict(self.commitments),
        }

    def complete(self) -> bool:
        """Every person's seat has revealed: nothing more to wait for."""
        return all(seat in self.values for seat in self.people)

    def parts(self, seed: int, salt: str) -> list[dict[str, Any]]:
        """Every seat's part of the deal, in seat order: its own revealed value, or the
        server's (keeping the commitment of a seat that committed but did not reveal)."""
        parts = []
        for seat in range(self.num_seats):
            value = self.values.get(seat)
            parts.append({
                "seat": seat,
                "source": "seat" if value is not None else "server",
                "commitment": self.commitments.get(seat),
                "value": value if value is not None else fairness.server_value(seed, salt, seat),
            })
        return parts

    def close(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


class Dealer:
    """The dealing phases of one :class:`~.manager.TableManager`'s tables."""

    def __init__(self, manager: TableManager, wait: float) -> None:
        self.manager = manager
        #: seconds each step waits for the seats (0: no dealing phase at all)
        self.wait = wait
        self._tasks: set[asyncio.Task[None]] = set()

    def wanted(self, seats: list[SeatInfo], chosen_seed: bool) -> bool:
        """Whether a new table goes through the phase: a person to ask, a deal nobody chose."""
        return self.wait > 0 and not chosen_seed and any(s.kind == "human" for s in seats)

    @staticmethod
    def pending(settings: dict[str, Any]) -> bool:
        """A stored table that was created for the phase and not dealt yet."""
        return bool(settings.get("dealing")) and "deal" not in settings

    def begin(self, table: LiveTable) -> None:
        """Start (or, after a restart, start again) a table's phase; its timer is armed by
        :meth:`arm` once the event loop runs."""
        people = tuple(i for i, s in enumerate(table.seats) if s.kind == "human")
        table.dealing = Dealing(people, len(table.seats), time.time() + self.wait)

    def arm(self, table: LiveTable) -> None:
        """On the loop: the timer that ends the current step (``schedule_bots`` calls it)."""
        dealing = table.dealing
        if dealing is None or dealing.timer is not None or dealing.finishing:
            return
        delay = max(0.0, dealing.until - time.time())
        dealing.timer = asyncio.get_running_loop().call_later(delay, self._due, table, dealing)

    # --- what the seats send -----------------------------------------------------------------

    def _asked(self, table: LiveTable, seat: int | None) -> Dealing:
        dealing = table.dealing
        if dealing is None or dealing.finishing:
            raise NotDealing()
        if seat is None:
            raise RequestError("a spectator has no seat value to give", 403)
        if seat not in dealing.people:
            raise RequestError(f"seat {seat} is a bot's: the server gives its value", 403)
        return dealing

    async def commit(self, table: LiveTable, seat: int | None, commitment: Any) -> None:
        """A seat's commitment (SHA-256 hex of its value); sending the same one again is
        harmless (a reload), a different one once committed is refused."""
        dealing = self._asked(table, seat)
        assert seat is not None
        if not fairness.is_hex64(commitment):
            raise RequestError("'commitment' is the SHA-256 of your value: 64 lowercase hex "
                               "digits")
        known = dealing.commitments.get(seat)
        if known is not None:
            if known != commitment:
                raise RequestError("your seat has committed to another value already", 409)
            return
        if dealing.step != COMMIT:
            raise RequestError("the time for commitments is over; the deal goes on with the "
                               "server's value for your seat", 409)
        dealing.commitments[seat] = commitment
        if all(p in dealing.commitments for p in dealing.people):
            self._reveal_step(table, dealing)
        table.changed()

    async def reveal(self, table: LiveTable, seat: int | None, value: Any) -> None:
        """A seat's value, checked against its commitment; once every seat that committed
        has revealed, the cards are dealt."""
        dealing = self._asked(table, seat)
        assert seat is not None
        if not fairness.is_hex64(value):
            raise RequestError(f"'value' is {fairness.VALUE_DIGITS} lowercase hex digits")
        committed = dealing.commitments.get(seat)
        if committed is None:
            raise RequestError("commit first: send the SHA-256 of your value as "
                               "{\"type\": \"seed_commit\"}", 409)
        if dealing.step != REVEAL:
            raise RequestError("not yet: values are revealed once every seat has committed "
                               "(wait for the step \"reveal\")", 409)
        if fairness.value_commitment(value) != committed:
            raise RequestError("this value does not hash to your seat's commitment "
                               "(SHA-256 of the value's text must equal it)")
        if dealing.values.get(seat) == value:
            return
        dealing.values[seat] = value
        table.changed()
        if all(s in dealing.values for s in dealing.commitments):
            await self.deal(table, dealing)

    # --- the steps ---------------------------------------------------------------------------

    def _reveal_step(self, table: LiveTable, dealing: Dealing) -> None:
        dealing.step = REVEAL
        dealing.until = time.time() + self.wait
        dealing.close()
        self.arm(table)

    def _due(self, table: LiveTable, dealing: Dealing) -> None:
        """A step's time is up: the reveals are asked for, or the cards dealt."""
        dealing.timer = None
        if table.dealing is not dealing or self.manager.tables.get(table.id) is not table:
            return
        if dealing.step == COMMIT and dealing.commitments:
            self._reveal_step(table, dealing)
            table.changed()
            return
        task = asyncio.get_running_loop().create_task(self.deal(table, dealing))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def deal(self, table: LiveTable, dealing: Dealing) -> None:
        """Derive the deal, store it with every seat's part, then show it (the server's rule:
        nothing is told before it is stored). A write that fails is tried again shortly."""
        if dealing.finishing:
            return
        dealing.finishing = True
        dealing.close()
        manager = self.manager
        async with table.lock:
            if table.dealing is not dealing or manager.tables.get(table.id) is not table:
                return
            salt = table.settings["salt"]
            parts = dealing.parts(table.seed, salt)
            try:
                dealt, counter, state = fairness.deal_from_values(
                    table.game, table.options, table.seed, salt, [p["value"] for p in parts])
            except Exception as error:  # the options refuse every counter: cannot go on
                table.broken = f"no deal could be made: {error}"
                table.dealing = None
                log.error("table %s is broken: %s", table.id, table.broken)
                table.changed()
                return
            settings = {**table.settings,
                        "deal": {"seats": parts, "deal_seed": dealt, "counter": counter}}
            try:
                await manager.store.run(Store.op_deal(table.id, settings, state.setup()), table)
            except Exception as error:
                log.error("table %s: the deal was not stored (%r); it tries again in %g s",
                          table.id, error, manager.bot_retry)
                dealing.finishing = False
                dealing.until = time.time() + manager.bot_retry
                self.arm(table)
                return
            table.settings = settings
            table.state = state
            table.setup = state.setup()
            table.dealing = None
            table.changed_at = time.time()
            table.version += 1
            manager.clocks.setup(table)
            sources = [p["source"] for p in parts]
            log.info("table %s dealt: %d seat values, %d the server's", table.id,
                     sources.count("seat"), sources.count("server"))
            table.changed()
        manager.schedule_bots(table)

    def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
