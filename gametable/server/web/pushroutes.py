"""The Web Push routes, and the wiring of turn-based play into an app.

``GET    /api/push/key``   the server's public VAPID key (base64url) browsers subscribe with
``POST   /api/me/push``    the browser's ``PushSubscription`` (``endpoint``, ``keys.p256dh``,
                           ``keys.auth``) for the signed-in person: ``{"subscriptions": N}``
``DELETE /api/me/push``    ``{"endpoint": …}`` forgets that one; ``{}``, all of the
                           person's: ``{"removed": N}``

Subscribing and unsubscribing are charged :data:`CHANGES` per person. What is checked and
where pushes may go: :mod:`gametable.server.people.push`. :func:`add_turn_based` wires turn-based
play into an app: these routes, "your games" (:mod:`.yourgames`), the your-turn notices of the
round (:mod:`gametable.server.tables.turns`) and Web Push as a delivery of the notices.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, FastAPI, Request

from gametable.server.errors import RequestError
from gametable.server.people.players import Players, SignedIn
from gametable.server.people.push import PushService, PushSettings, parse_subscription
from gametable.server.tables.manager import TableManager
from gametable.server.tables.turns import TurnNotices
from gametable.server.web.limits import Limits, read_json
from gametable.server.web.yourgames import your_games_routes

log = logging.getLogger("gametable.server")

#: subscription changes one person may make: at most COUNT in any SECONDS
CHANGES = (20, 600.0)


class Budget:
    """A token bucket per person (the least recently seen forgotten past ``keep``)."""

    def __init__(self, count: int, seconds: float, keep: int = 100_000) -> None:
        self.count, self.seconds, self.keep = count, seconds, keep
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def charge(self, key: str) -> None:
        now = time.monotonic()
        tokens, since = self._buckets.pop(key, (float(self.count), now))
        tokens = min(float(self.count), tokens + (now - since) * self.count / self.seconds)
        if tokens < 1:
            self._buckets[key] = (tokens, now)
            raise RequestError(f"too many changes to your notifications: at most {self.count} "
                               f"every {self.seconds:g} s; try again later", 429)
        self._buckets[key] = (tokens - 1, now)
        while len(self._buckets) > self.keep:
            self._buckets.popitem(last=False)


def push_routes(push: PushService, limits: Limits) -> APIRouter:
    """The Web Push routes; the service runs (its key made, its senders ready) while the
    app does."""

    @contextlib.asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        await push.start()
        yield
        await push.close()

    router = APIRouter(lifespan=lifespan)
    budget = Budget(*CHANGES)

    @router.get("/api/push/key")
    async def push_key() -> dict[str, Any]:
        return {"key": await push.public_key()}

    @router.post("/api/me/push")
    async def subscribe(request: Request, player: SignedIn) -> dict[str, Any]:
        body = await read_json(request, limits)
        subscription = parse_subscription(body, push.settings.allow)
        budget.charge(player.id)
        return {"subscriptions": await push.subscribe(player.id, subscription)}

    @router.delete("/api/me/push")
    async def unsubscribe(request: Request, player: SignedIn) -> dict[str, Any]:
        body = await read_json(request, limits)
        endpoint = body.get("endpoint") if isinstance(body, dict) else None
        if not isinstance(body, dict) or set(body) - {"endpoint"} or (
                "endpoint" in body and not isinstance(endpoint, str)):
            raise RequestError('send {"endpoint": "…"} to forget one subscription, or '
                               '{} to forget all of yours')
        budget.charge(player.id)
        return {"removed": await push.unsubscribe(player.id, endpoint)}

    return router


def add_turn_based(app: FastAPI, manager: TableManager, players: Players, limits: Limits,
                   settings: PushSettings | None = None) -> PushService:
    """Turn-based play in ``app``: "your games", the your-turn notices (told through
    ``app.state.notices``, looked up when told, so the order of ``create_app`` does not
    matter) and Web Push (``app.state.push``), added to the notices' deliveries when the app
    starts."""

    async def language_of(player_id: str) -> str:
        player = await players.load(player_id)
        return "en" if player is None else player.language

    guard = app.state.guard
    push = PushService(manager.store, language_of, settings, base_url=guard.base_url)
    app.state.push = push
    app.state.turns = turns = TurnNotices(lambda: getattr(app.state, "notices", None))
    manager.round.on_publish.append(turns.published)
    manager.on_admitted.append(turns.admitted)

    @contextlib.asynccontextmanager
    async def delivered(_app: Any) -> AsyncIterator[None]:
        notices = getattr(app.state, "notices", None)
        if notices is None:
            log.warning("no notices service: your-turn notices are neither kept nor pushed")
        elif push.deliver not in notices.deliveries:
            notices.deliveries.append(push.deliver)
        yield

    app.include_router(push_routes(push, limits))
    app.include_router(APIRouter(lifespan=delivered))
    app.include_router(your_games_routes(manager))
    return push
