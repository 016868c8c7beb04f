"""Rematch: at the end of a game, the same people at a new table, seats and first player
rotated.

- Any person seated at a finished table offers (``{"type": "rematch"}``); that counts as
  their yes. The other people accept or decline; bots accept at once. One "no" ends the offer.
- When every person has said yes, the new table is created (stored first, like any table) with
  the same game, options and settings (chat, rated, bots and their levels, clock, turn-based
  or not), and each person is sent their new seat over the old table's socket, to their own
  seat only.
- **Rotation** (:func:`rotation`): the person after last game's first player (the first
  bidder's seat, i.e. after the dealer, in a game with bidding; the start player elsewhere)
  plays first in the new one. The new table's seed is drawn by the server as always; the people
  are then seated around the table, in the same order, so that this person takes the seat
  the new deal makes first. Partners stay partners (their order is kept). Where every seat
  starts at once (simultaneous moves) everyone moves one seat on.

An offer is stored before anyone is told of it, as every change of a table is: in the
finished table's settings (``"rematch"``: who offered, who said yes, who said no, the new
table), written under the table's lock, the new table itself stored before that. It lives
with its table (:attr:`.live.LiveTable.rematch`), and goes when the table leaves memory; a
restart or another process reads it back from the settings. The people's new tokens are
never stored (only their hashes are, with the new table): after a restart a person is sent
the new table's address without one, and takes their seat there as its player.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from typing import Any

from gametable.core import fairness
from gametable.core.registry import new_game
from gametable.server.errors import RequestError
from gametable.server.storage.store import Store
from gametable.server.tables.live import LiveTable
from gametable.server.tables.manager import ROUTE_KEY_LENGTH, TableManager
from gametable.server.tables.round import NotSaved
from gametable.server.wire import dumps

log = logging.getLogger("gametable.server")


def rotation(game: str, options: dict[str, Any], old_setup: dict[str, Any], new_seed: int,
             seats: int) -> int:
    """How many seats on everyone moves, so that the person after last game's first player
    plays first at a table dealt from ``new_seed``."""
    before = new_game(game, setup=old_setup, **options).to_act
    after = new_game(game, seed=new_seed, **options).to_act
    if len(before) != 1 or len(after) != 1:
        return 1 % seats
    return (after[0] - (before[0] + 1)) % seats


@dataclass
class Offer:
    """A rematch offer at one finished table."""

    table: str
    people: frozenset[int]
    bots: frozenset[int] = frozenset()
    #: the person who offered it
    by: int | None = None
    accepted: set[int] = field(default_factory=set)
    declined: int | None = None
    #: the new table, once made, and each person's new seat and token there
    new_table: str | None = None
    moves: dict[int, tuple[int, str]] = field(default_factory=dict)

    def public(self) -> dict[str, Any]:
        """What every client of the old table is told (no token)."""
        return {"by": self.by, "people": sorted(self.people),
                "accepted": sorted(self.accepted | self.bots),
                "declined": self.declined, "table": self.new_table}

    def stored(self) -> dict[str, Any]:
        """What the old table's settings keep of it (no token)."""
        return {"by": self.by, "people": sorted(self.people), "bots": sorted(self.bots),
                "accepted": sorted(self.accepted), "declined": self.declined,
                "table": self.new_table}

    @classmethod
    def from_stored(cls, table_id: str, data: dict[str, Any]) -> Offer:
        return cls(table_id, frozenset(data["people"]), frozenset(data["bots"]), by=data["by"],
                   accepted=set(data["accepted"]), declined=data["declined"],
                   new_table=data["table"])


#: the finished table's settings key of its rematch offer (:meth:`Offer.stored`)
STORED = "rematch"


class Rematches:
    """The rematch offers of this server's tables (each kept with its table)."""

    def __init__(self, manager: TableManager) -> None:
        self.manager = manager

    @staticmethod
    def offer_of(table: LiveTable) -> Offer | None:
        """The table's offer: the one in memory, else the one its settings stored."""
        if table.rematch is None and STORED in table.settings:
            table.rematch = Offer.from_stored(table.id, table.settings[STORED])
        return table.rematch

    async def answer(self, table: LiveTable, seat: int | None, accept: bool = True) -> Offer:
        """A person's yes (which opens the offer if none is open) or no: stored, then told.
        Refused with why (:class:`.round.NotSaved` where it could not be stored), nothing
        changed."""
        if seat is None:
            raise RequestError("only the players can ask for a rematch", 403)
        if not table.over:
            raise RequestError("a rematch is offered when the game is over", 409)
        people = frozenset(i for i, s in enumerate(table.seats) if s.kind == "human")
        if seat not in people:
            raise RequestError("a bot's seat answers for itself", 403)
        async with table.lock:  # one answer at a time: each decided on the last one stored
            standing = self.offer_of(table)
            if standing is not None and standing.new_table is not None:
                offer = standing  # made already: told again
            else:
                offer = self._answered(table, standing, people, seat, accept)
                if offer.accepted >= offer.people:
                    await self._create(table, offer)
                await self._store(table, offer)
        self.tell(table)
        return offer

    @staticmethod
    def _answered(table: LiveTable, standing: Offer | None, people: frozenset[int], seat: int,
                  accept: bool) -> Offer:
        """The offer after ``seat``'s answer (a new object: the table's is untouched)."""
        if standing is None or standing.declined is not None:
            if not accept:
                raise RequestError("there is no rematch offer to decline", 409)
            bots = frozenset(range(len(table.seats))) - people
            return Offer(table.id, people, bots, by=seat, accepted={seat})
        if accept:
            return replace(standing, accepted=standing.accepted | {seat})
        return replace(standing, declined=seat, accepted=set())

    async def _store(self, table: LiveTable, offer: Offer) -> None:
        """The offer written to the table's settings, then the table's."""
        settings = {**table.settings, STORED: offer.stored()}
        try:
            await self.manager.store.run(Store.op_settings(table.id, settings), table)
        except Exception as error:
            log.error("table %s: the rematch offer was not stored: %r", table.id, error)
            raise NotSaved("rematch", "the rematch could not be saved; try again") from None
        table.settings = settings
        table.rematch = offer

    async def _create(self, table: LiveTable, offer: Offer) -> None:
        seats = len(table.seats)
        seed, _state = fairness.deal_unseen(table.game, table.options)
        shift = rotation(table.game, table.options, table.state.setup(), seed, seats)
        spec: list[dict[str, Any]] = [{}] * seats
        for old, info in enumerate(table.seats):
            item: dict[str, Any] = {"kind": info.kind, "name": info.name}
            if info.kind == "bot":
                item.update(bot=info.bot, level=info.level)
            spec[(old + shift) % seats] = item
        request = {"game": table.game, "options": table.options, "seats": spec,
                   "bot_delay": table.settings.get("bot_delay", self.manager.bot_delay),
                   "hints": table.settings.get("hints", True),
                   "chat": table.settings.get("chat", "text"),
                   # the same clock ("none" where it had none) and speed (turn-based)
                   "clock": table.settings.get("clock") or "none"}
        if table.settings.get("speed") is not None:
            request["speed"] = table.settings["speed"]
        kept = {k: v for k, v in table.settings.items() if k in ("rated", "queue")}
        players = {(old + shift) % seats: info.player
                   for old, info in enumerate(table.seats) if info.player is not None}
        new, tokens = await self.manager.create(
            request, table.settings.get("creator"), drawn_seed=seed, settings=kept,
            players=players, creator_player=table.settings.get("creator_player"),
            # the old table's route key: a proxy sends the new one to this same process
            route=table.id[:ROUTE_KEY_LENGTH])
        offer.new_table = new.id
        offer.moves = {old: ((old + shift) % seats, tokens[(old + shift) % seats])
                       for old in offer.people}
        log.info("table %s: rematch at table %s", table.id, new.id)

    def message(self, offer: Offer, seat: int | None) -> str:
        """The rematch message one client is sent: the offer, and its own new seat (after a
        restart its token is gone: the new table's address, where the person is its
        player)."""
        data: dict[str, Any] = {"type": "rematch", **offer.public()}
        move = offer.moves.get(seat) if seat is not None else None
        if move is not None:
            data["seat"], token = move
            data["url"] = f"/join/{offer.new_table}/{token}"
        elif offer.new_table is not None and seat in offer.people:
            data["url"] = f"/table/{offer.new_table}"
        return dumps(data)

    def tell(self, table: LiveTable) -> None:
        """Send every client of the table the offer as it stands."""
        offer = self.offer_of(table)
        if offer is None:
            return
        for client in table.clients:
            if client.social:
                client.push(self.message(offer, client.seat))
