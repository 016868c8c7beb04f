"""Is the server alive, is it ready, and how is it doing: ``/healthz``, ``/readyz``, ``/metrics``.

- ``GET /healthz``: 200 while the process answers at all (its event loop turns). A supervisor
  (systemd, a container runtime) restarts a server that stops answering it.
- ``GET /readyz``: 200 only while the database answers a query within a couple of seconds and
  the server is not draining (stopping); 503 with the reason otherwise. A proxy sends no new
  players to a server that is not ready, and a rolling restart waits for it.
- ``GET /metrics``: the Prometheus text format, written by ``prometheus_client``: unfinished
  tables loaded (by game), moves stored and shown, the move latency histogram (from a move
  being taken to everyone being told, its commit included), WebSocket clients, and the
  compute pool's waiting and running jobs by kind (bot, hint). Aggregates only: no table id,
  seat or token.

Each application has a registry of its own (tests run several in one process).
"""

from __future__ import annotations

import asyncio
import bisect
import math
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import orjson
from fastapi import FastAPI
from fastapi.responses import Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
)
from sqlalchemy import text

if TYPE_CHECKING:
    from gametable.server.storage.store import Store
    from gametable.server.tables.manager import TableManager

#: seconds the database has to answer the readiness query
READY_TIMEOUT = 2.0
#: seconds a database that answered counts as answering (the proxy checks every second)
READY_FOR = 1.0
#: move latency buckets, in seconds: a stored move is told in milliseconds; a commit that
#: waits on a busy disk or a held lock reaches the store timeout (10 s by default)
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


class ServerMetrics:
    """What ``/metrics`` shows of one server: counters kept as things happen, and gauges read
    from the live tables and the compute pool when scraped."""

    def __init__(self, manager: TableManager) -> None:
        self.registry = CollectorRegistry()
        #: moves by latency bucket (the last: over the largest bound), and their seconds in
        #: all: plain numbers on the event loop, read at scrape time (see ``moved``)
        self.latency_counts = [0] * (len(LATENCY_BUCKETS) + 1)
        self.latency_sum = 0.0
        self.registry.register(_MoveCollector(self))
        self.registry.register(_LiveCollector(manager))

    def watch_queue(self, quickplay: Any) -> None:
        """Show quick play's queue (anything with ``waiting_counts()``: people by pool)."""
        self.registry.register(_QueueCollector(quickplay))

    def moved(self, seconds: float) -> None:
        """One move stored and shown, ``seconds`` after it was taken. Why not a
        ``prometheus_client`` counter and histogram: their locks and per-bucket objects cost
        as much as a tenth of a stored move; only the event loop calls this."""
        self.latency_counts[bisect.bisect_left(LATENCY_BUCKETS, seconds)] += 1
        self.latency_sum += seconds

    def render(self) -> bytes:
        return generate_latest(self.registry)


class _MoveCollector:
    """Moves stored and shown, and their latency histogram, from ``ServerMetrics``' counts."""

    def __init__(self, metrics: ServerMetrics) -> None:
        self.metrics = metrics

    def collect(self) -> Iterator[Metric]:
        counts = list(self.metrics.latency_counts)
        total = sum(counts)
        yield CounterMetricFamily("gametable_moves", "Moves stored and shown to the table's "
                                  "clients", value=total)
        cumulative, buckets = 0, []
        for bound, count in zip((*LATENCY_BUCKETS, float("inf")), counts, strict=True):
            cumulative += count
            buckets.append(("+Inf" if bound == float("inf") else repr(bound), cumulative))
        yield HistogramMetricFamily(
            "gametable_move_latency_seconds",
            "From a move being taken to everyone being told of it, its commit included",
            buckets=buckets, sum_value=self.metrics.latency_sum)


class _QueueCollector:
    """People waiting in quick play's queue, by pool, read at scrape time."""

    def __init__(self, quickplay: Any) -> None:
        self.quickplay = quickplay

    def collect(self) -> Iterator[Metric]:
        waiting = GaugeMetricFamily("gametable_queue_waiting",
                                    "People waiting in quick play's queue (the whole "
                                    "cluster's, with --cluster), by pool", labels=["pool"])
        for pool, count in sorted(self.quickplay.waiting_counts().items()):
            waiting.add_metric([pool], count)
        yield waiting


class _LiveCollector:
    """Gauges read at scrape time: nothing to keep up to date on the hot path."""

    def __init__(self, manager: TableManager) -> None:
        self.manager = manager

    def collect(self) -> Iterator[Metric]:
        manager = self.manager
        by_game: dict[str, int] = {}
        clients = 0
        for table in list(manager.tables.values()):
            clients += len(table.clients)
            if not table.state.over:
                by_game[table.game] = by_game.get(table.game, 0) + 1
        tables = GaugeMetricFamily("gametable_tables_open", "Unfinished tables loaded",
                                   labels=["game"])
        for game, count in sorted(by_game.items()):
            tables.add_metric([game], count)
        yield tables
        yield GaugeMetricFamily("gametable_websocket_clients", "WebSockets open to tables",
                                value=clients)
        waiting = GaugeMetricFamily("gametable_compute_waiting",
                                    "Searches waiting for a worker", labels=["kind"])
        running = GaugeMetricFamily("gametable_compute_running",
                                    "Searches running in a worker", labels=["kind"])
        for kind, (queued, busy) in manager.compute.load().items():
            waiting.add_metric([kind], queued)
            running.add_metric([kind], busy)
        yield waiting
        yield running
        pacing = manager.pacing
        yield GaugeMetricFamily("gametable_loop_lateness_seconds",
                                "How far the event loop runs behind, in CPU seconds (smoothed)",
                                value=pacing.lateness)
        yield GaugeMetricFamily("gametable_bots_waiting",
                                "Bot moves due and waiting for a busy event loop",
                                value=len(pacing.waiting))
        yield CounterMetricFamily("gametable_bot_moves_held",
                                  "Bot moves that waited for a busy event loop",
                                  value=pacing.held_total)
        yield CounterMetricFamily("gametable_requests_shed",
                                  "New tables and claims refused (503) while far behind",
                                  value=pacing.refused_total)
        yield from manager.hosting.metrics()  # one of a cluster's processes: its leases


class Health:
    """The state the probes read: the store to ask, and whether the server is stopping.

    Cheap on a busy process: the database is asked on a thread of its own (never behind the
    lobby's or the tables' reads on the loop's shared threads), one question at a time for
    any number of probes, and an answer of the last :data:`READY_FOR` seconds is reused. A
    busy process is still ready: its load is not the proxy's to judge
    (:mod:`gametable.server.tables.load`)."""

    def __init__(self, store: Store, metrics: ServerMetrics) -> None:
        self.store = store
        self.metrics = metrics
        self.draining = False
        self._asking: asyncio.Future[None] | None = None
        self._ready_at = -math.inf
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="gametable-readyz")

    async def not_ready(self) -> str | None:
        """Why the server should get no new players now, or ``None``."""
        if self.draining:
            return "the server is stopping"
        loop = asyncio.get_running_loop()
        if loop.time() - self._ready_at < READY_FOR:
            return None
        if self._asking is None or self._asking.done():
            self._asking = loop.run_in_executor(self._thread, self._ask_database)
        try:
            await asyncio.wait_for(asyncio.shield(self._asking), READY_TIMEOUT)
        except TimeoutError:
            return f"the database did not answer within {READY_TIMEOUT:g} s"
        except Exception as error:  # any driver error: not ready, and say which
            return f"the database cannot be reached: {type(error).__name__}"
        self._ready_at = loop.time()
        return None

    def _ask_database(self) -> None:
        with self.store.engine.connect() as conn:
            conn.execute(text("SELECT 1"))

    def close(self) -> None:
        self._thread.shutdown(wait=False)


class ProbesFirst:
    """``/healthz`` and ``/readyz`` answered before any other middleware and the router: a
    probe costs the loop a few microseconds however busy it is (the proxy checks every
    process every second). ``headers``: the security headers every response carries, which
    the access middleware (never reached by a probe) would have added."""

    def __init__(self, app: Any, health: Health,
                 headers: list[tuple[bytes, bytes]] | None = None) -> None:
        self.app = app
        self.health = health
        self.headers = list(headers or [])

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        path = scope.get("path")
        if scope["type"] != "http" or path not in ("/healthz", "/readyz") or scope.get(
                "method") not in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        status, body = 200, b'{"status":"alive"}'
        if path == "/readyz":
            reason = await self.health.not_ready()
            body = orjson.dumps({"status": "ready"} if reason is None else
                                {"status": "not ready", "reason": reason})
            status = 200 if reason is None else 503
        await send({"type": "http.response.start", "status": status, "headers": [
            (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
            (b"cache-control", b"no-store"), *self.headers]})
        await send({"type": "http.response.body", "body": b"" if scope["method"] == "HEAD"
                    else body})


def add_routes(app: FastAPI, health: Health) -> None:
    """``/metrics`` on ``app`` (``/healthz`` and ``/readyz``: :class:`ProbesFirst`, which
    the application adds as its outermost middleware)."""

    @app.get("/metrics")
    async def metrics() -> Response:
        return Response(health.metrics.render(), media_type=CONTENT_TYPE_LATEST)
