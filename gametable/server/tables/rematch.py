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

An offer lives in the server's memory (a restart forgets it; the people offer again); the new
table, its tokens and every move are stored as any table's.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from gametable.core import fairness
from gametable.core.registry import new_game
from gametable.server.errors import RequestError
from gametable.server.tables.live import LiveTable
from gametable.server.tables.manager import ROUTE_KEY_LENGTH, TableManager
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
    creating: bool = False

    def public(self) -> dict[str, Any]:
        """What every client of the old table is told (no token)."""
        return {"by": self.by, "people": sorted(self.people),
                "accepted": sorted(self.accepted | self.bots),
                "declined": self.declined, "table": self.new_table}


class Rematches:
    """Every rematch offer of this server."""

    def __init__(self, manager: TableManager) -> None:
        self.manager = manager
        self._offers: dict[str, Offer] = {}

    def offer_of(self, table_id: str) -> Offer | None:
        return self._offers.get(table_id)

    async def answer(self, table: LiveTable, seat: int | None, accept: bool = True) -> Offer:
        """A person's yes (which opens the offer if none is open) or no."""
        if seat is None:
            raise RequestError("only the players can ask for a rematch", 403)
        if not table.over:
            raise RequestError("a rematch is offered when the game is over", 409)
        people = frozenset(i for i, s in enumerate(table.seats) if s.kind == "human")
        if seat not in people:
            raise RequestError("a bot's seat answers for itself", 403)
        offer = self._offers.get(table.id)
        if offer is None or offer.declined is not None:
            if not accept:
                raise RequestError("there is no rematch offer to decline", 409)
            bots = frozenset(range(len(table.seats))) - people
            offer = self._offers[table.id] = Offer(table.id, people, bots, by=seat)
        if offer.new_table is not None or offer.creating:
            self.tell(table)
            return offer
        if accept:
            offer.accepted.add(seat)
        else:
            offer.declined = seat
            offer.accepted.clear()
        if offer.accepted >= offer.people:
            offer.creating = True
            try:
                await self._create(table, offer)
            finally:
                offer.creating = False
        self.tell(table)
        return offer

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
        try:
            players = {(old + shift) % seats: info.player
                       for old, info in enumerate(table.seats) if info.player is not None}
            new, tokens = await self.manager.create(
                request, table.settings.get("creator"), drawn_seed=seed, settings=kept,
                players=players, creator_player=table.settings.get("creator_player"),
                # the old table's route key: a proxy sends the new one to this same process
                route=table.id[:ROUTE_KEY_LENGTH])
        except RequestError:
            offer.accepted.clear()
            raise
        offer.new_table = new.id
        offer.moves = {old: ((old + shift) % seats, tokens[(old + shift) % seats])
                       for old in offer.people}
        log.info("table %s: rematch at table %s", table.id, new.id)

    def message(self, offer: Offer, seat: int | None) -> str:
        """The rematch message one client is sent: the offer, and its own new seat."""
        data: dict[str, Any] = {"type": "rematch", **offer.public()}
        move = offer.moves.get(seat) if seat is not None else None
        if move is not None:
            data["seat"], token = move
            data["url"] = f"/join/{offer.new_table}/{token}"
        return dumps(data)

    def tell(self, table: LiveTable) -> None:
        """Send every client of the table the offer as it stands."""
        offer = self._offers.get(table.id)
        if offer is None:
            return
        for client in table.clients:
            if client.social:
                client.push(self.message(offer, client.seat))
