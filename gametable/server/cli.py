"""``gametable serve``: the web app on one port, SQLite by default or PostgreSQL.

``GAMETABLE_PROFILE=path`` runs the server under cProfile and writes the stats to ``path`` when
it stops (how ``bench/server_load.py`` runs are profiled: ``python -m pstats path``); it times
the event loop's thread by its CPU time."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import socket
import sys
from typing import Any

from gametable.server import defaults


def _database(text: str) -> str:
    """``--db``'s value as a URL, refused with the forms it takes (argparse says which option)."""
    from gametable.server.storage.store import database_url

    try:
        return database_url(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_parser(sub: argparse._SubParsersAction) -> None:
    serve = sub.add_parser("serve", help="run the web app (lobby, tables, bots)")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--fd",
        type=int,
        default=None,
        help="serve on an already listening socket inherited as this file descriptor "
        "(socket activation; the tests hand over one bound to port 0); --host/--port unused",
    )
    serve.add_argument(
        "--db",
        default=None,
        type=_database,
        help="the database: a SQLite file's path (or sqlite:///path.db) or "
        "postgresql://user:pw@host/db (default: data/gametable.db)",
    )
    serve.add_argument(
        "--cluster",
        action="store_true",
        help="one of many processes serving one PostgreSQL database: each table is served "
        "by the process holding its lease, taken over by another within seconds when that "
        "one dies or stops (docs/server.md, \"Many processes\"); refused on SQLite",
    )
    serve.add_argument("--node", default=None, metavar="NAME",
                       help="this process's name in the cluster (default: HOST-PID); two live "
                       "processes may not share one")
    serve.add_argument("--bot-delay", type=float, default=0.6,
                       help="seconds a bot waits before moving, so people can follow")
    serve.add_argument("--compute-processes", type=int, default=defaults.COMPUTE_PROCESSES,
                       help="worker processes for search bots and hints, off the event loop "
                       "(0: a thread of the server process)")
    serve.add_argument("--max-open-tables", type=int, default=defaults.MAX_OPEN_TABLES,
                       help="unfinished tables the server takes in all; more are refused (503)")
    serve.add_argument("--archive-after", type=float, default=defaults.ARCHIVE_AFTER,
                       help="seconds an unfinished table nobody is connected to stays loaded "
                       "before it is archived (0: never)")
    serve.add_argument("--store-timeout", type=float, default=defaults.STORE_TIMEOUT,
                       help="seconds a write may wait for the database before the move it "
                       "stores is undone and refused")
    serve.add_argument("--takeover-grace", type=float, default=defaults.TAKEOVER_GRACE,
                       metavar="SECONDS",
                       help="seconds a person's seat may stay without a connection before a "
                       "bot holds it until they take it back "
                       f"(default: {defaults.TAKEOVER_GRACE:g})")
    serve.add_argument("--session-days", type=float, default=defaults.SESSION_DAYS,
                       help="days a sign-in (a guest's or an account's) lasts unused; each "
                       f"use extends it (default: {defaults.SESSION_DAYS:g})")
    serve.add_argument("--queue-wait", type=float, default=defaults.QUEUE_FILL_AFTER,
                       help="seconds quick play waits for people of similar rating before bots "
                       "fill a table's empty seats (default: %(default)g)")
    serve.add_argument("--deal-wait", type=float, default=defaults.DEAL_WAIT,
                       help="seconds each step of a new table's dealing phase waits for its "
                       "seats' own random values (commit, then reveal; docs/security.md, "
                       "\"Provably fair deals\"); 0: no phase, the deal is the server's "
                       "committed seed (default: %(default)g)")
    serve.add_argument("--push-contact", default=None, metavar="ADDRESS",
                       help="whom push services may write to about this server's Web Push: "
                       "mailto:you@example.org or an https:// URL (default: --public-url where "
                       "it is https)")
    serve.add_argument("--push-allow", action="append", default=[], metavar="ORIGIN",
                       help="for tests only: also send Web Push to this origin "
                       "(scheme://host:port, such as a test's own push endpoint); without it "
                       "pushes go only to the known push services, over https (repeatable)")
    serve.add_argument("--tournaments", default=None, metavar="FILE",
                       help="the server's own recurring tournaments, made ahead of their start "
                       "(TOML or JSON; docs/tournaments.md, \"In the server\")")
    serve.add_argument("--tournament-bots", action="store_true",
                       help="for benchmarks and tests only: a tournament may be made with bot "
                       "entrants (\"bot_entrants\"); without it such a request is refused")
    serve.add_argument("--log-level", default="info")
    serve.add_argument("--compress", action="store_true",
                       help="permessage-deflate on WebSockets (less traffic, more CPU)")
    _add_access_arguments(serve)
    serve.set_defaults(func=cmd_serve)


def _add_access_arguments(serve: argparse.ArgumentParser) -> None:
    """The access rules and limits (docs/security.md explains each)."""
    from gametable.server.people.access import AccessPolicy, Rate
    from gametable.server.web.limits import Limits

    policy, limits = AccessPolicy(), Limits()
    group = serve.add_argument_group("access and limits (see docs/security.md)")
    group.add_argument("--public-url", help="the address people use, e.g. https://games.example"
                       ".org: invite links start with it, and https makes cookies Secure "
                       "(default: http://HOST:PORT)")
    group.add_argument("--allowed-origin", action="append", default=[], metavar="URL",
                       help="another site whose pages may use this server (repeatable)")
    group.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                       help="a reverse proxy's address or network whose X-Forwarded-For and "
                       "X-Forwarded-Proto are believed (repeatable; default: none)")
    def rate(text: str) -> Rate | None:
        try:
            return Rate.parse(text)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    for action, what, default in (("create", "tables created", policy.create_rate),
                                  ("move", "moves", policy.move_rate),
                                  ("hint", "hints", policy.hint_rate),
                                  ("history", "game histories and replays",
                                   policy.history_rate),
                                  ("ws-message", "WebSocket messages of any kind",
                                   policy.ws_message_rate),
                                  ("guest", "new guest players", policy.guest_rate),
                                  ("login", "sign-in attempts", policy.login_rate),
                                  ("register", "new accounts", policy.register_rate),
                                  ("queue", "quick-play and party requests", policy.queue_rate)):
        group.add_argument(f"--rate-{action}", type=rate, default=default, metavar="N/SECONDS",
                           help=f"{what} per client: at most N in any SECONDS, or off "
                           f"(default: {default})")
    group.add_argument("--rate-login-user", type=rate, default=policy.login_user_rate,
                       metavar="N/SECONDS", help="sign-in attempts per username, from any "
                       f"address, by browsers that never signed in to it: at most N in any "
                       f"SECONDS, or off (default: {policy.login_user_rate})")
    group.add_argument("--rate-login-pair", type=rate, default=policy.login_pair_rate,
                       metavar="N/SECONDS", help="sign-in attempts per username from one "
                       f"address, by browsers that never signed in to it: at most N in any "
                       f"SECONDS, or off (default: {policy.login_pair_rate})")
    group.add_argument("--rate-login-device", type=rate, default=policy.login_device_rate,
                       metavar="N/SECONDS", help="sign-in attempts per browser that signed in "
                       f"to the account before: at most N in any SECONDS, or off "
                       f"(default: {policy.login_device_rate})")
    group.add_argument("--rate-chat", type=rate, default=policy.chat_rate, metavar="N/SECONDS",
                       help="chat lines per seat at a table: at most N in any SECONDS, or off "
                       f"(default: {policy.chat_rate})")
    group.add_argument("--max-tables-per-client", type=int, default=policy.max_tables_per_client,
                       help="unfinished tables one address, and one signed-in player from "
                       "any address, may have created or been seated at by quick play; 0: no "
                       "cap "
                       f"(default: {policy.max_tables_per_client})")
    group.add_argument("--max-sockets-per-client", type=int,
                       default=policy.max_sockets_per_client,
                       help="WebSockets one client may hold open at once; more are closed "
                       f"with code 4429; 0: no cap (default: {policy.max_sockets_per_client})")
    group.add_argument("--max-queue-per-address", type=int,
                       default=policy.max_queue_per_address,
                       help="people from one address waiting in the quick-play queue at once; "
                       f"more are refused (429); 0: no cap "
                       f"(default: {policy.max_queue_per_address})")
    group.add_argument("--max-name-length", type=int, default=policy.max_name_length,
                       help=f"characters of a player's name (default: {policy.max_name_length})")
    group.add_argument("--max-body", type=int, default=limits.max_body, metavar="BYTES",
                       help=f"bytes of a request body (default: {limits.max_body})")
    group.add_argument("--max-json-depth", type=int, default=limits.max_json_depth,
                       help="nesting of JSON arrays and objects "
                       f"(default: {limits.max_json_depth})")
    group.add_argument("--max-number-length", type=int, default=limits.max_number_length,
                       help=f"characters of a JSON number (default: {limits.max_number_length})")
    group.add_argument("--max-ws-message", type=int, default=limits.max_ws_message,
                       metavar="BYTES",
                       help=f"bytes of a WebSocket message (default: {limits.max_ws_message})")
    group.add_argument("--header-timeout", type=float, default=limits.header_timeout,
                       metavar="SECONDS", help="seconds a connection may take to send its "
                       f"request headers (default: {limits.header_timeout:g})")
    group.add_argument("--body-timeout", type=float, default=limits.body_timeout,
                       metavar="SECONDS", help="seconds a request's body may take to arrive "
                       f"after its headers (default: {limits.body_timeout:g})")
    group.add_argument("--api-docs", action="store_true",
                       help="serve FastAPI's API pages at /api/docs and /api/openapi.json")


def _draining_server() -> type:
    import asyncio

    import uvicorn

    class DrainingServer(uvicorn.Server):
        """uvicorn's server, but the first SIGTERM or Ctrl-C of a cluster's process first hands
        its tables to the others (``drain``), then stops as usual: a rolling restart leaves
        no table unserved for longer than a handover."""

        def __init__(self, config: uvicorn.Config, drain: Any) -> None:
            super().__init__(config)
            self.drain = drain
            self._drained: asyncio.Future[Any] | None = None

        def handle_exit(self, sig: int, frame: Any) -> None:
            if self._drained is not None or not self.started:
                super().handle_exit(sig, frame)  # a second signal: stop now
                return
            stop = super().handle_exit
            loop = asyncio.get_running_loop()

            def start() -> None:  # on the loop, not inside the signal handler
                self._drained = loop.create_task(self.drain())
                self._drained.add_done_callback(lambda _task: stop(sig, None))

            self._drained = loop.create_future()  # a second signal stops at once
            loop.call_soon_threadsafe(start)

    return DrainingServer


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn
    from sqlalchemy.exc import SQLAlchemyError

    from gametable.server.hosting.ownership import NodeInUse
    from gametable.server.people.access import AccessPolicy, origin_of, redact_logs
    from gametable.server.people.push import PushSettings
    from gametable.server.storage.store import (
        ClusterNeedsPostgres,
        StoreInUse,
        default_url,
        shown_url,
    )
    from gametable.server.web.app import create_app
    from gametable.server.web.limits import Limits, header_timeout_protocol
    from gametable.server.web.tournamentroutes import TournamentSettings

    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    listener = None
    host, port = args.host, args.port
    if args.fd is not None:
        listener = socket.socket(fileno=args.fd)  # family and type read from the socket
        host, port = listener.getsockname()[:2]
    shown_host = f"[{host}]" if ":" in host else host
    public_url = args.public_url or f"http://{shown_host}:{port}"
    url = args.db or default_url()
    try:
        origin_of(public_url)
        for origin in args.allowed_origin:
            origin_of(origin)
        policy = AccessPolicy(
            public_url=public_url,
            allowed_origins=tuple(args.allowed_origin),
            trusted_proxies=tuple(args.trusted_proxy),
            create_rate=args.rate_create,
            move_rate=args.rate_move,
            hint_rate=args.rate_hint,
            history_rate=args.rate_history,
            ws_message_rate=args.rate_ws_message,
            guest_rate=args.rate_guest,
            login_rate=args.rate_login,
            login_user_rate=args.rate_login_user,
            login_pair_rate=args.rate_login_pair,
            login_device_rate=args.rate_login_device,
            register_rate=args.rate_register,
            queue_rate=args.rate_queue,
            chat_rate=args.rate_chat,
            max_tables_per_client=args.max_tables_per_client,
            max_sockets_per_client=args.max_sockets_per_client,
            max_queue_per_address=args.max_queue_per_address,
            max_name_length=args.max_name_length,
        )
        limits = Limits(max_body=args.max_body, max_json_depth=args.max_json_depth,
                        max_number_length=args.max_number_length,
                        max_ws_message=args.max_ws_message, header_timeout=args.header_timeout,
                        body_timeout=args.body_timeout)
        app = create_app(url, bot_delay=args.bot_delay, deal_wait=args.deal_wait,
                         compute_processes=args.compute_processes,
                         max_open_tables=args.max_open_tables, archive_after=args.archive_after,
                         store_timeout=args.store_timeout,
                         takeover_grace=args.takeover_grace, limits=limits, access=policy,
                         api_docs=args.api_docs, session_days=args.session_days,
                         queue_wait=args.queue_wait, cluster=args.cluster, node=args.node,
                         node_address=f"{shown_host}:{port}",
                         push=PushSettings(args.push_contact, tuple(args.push_allow)),
                         tournaments=TournamentSettings(args.tournaments, args.tournament_bots))
    except (ValueError, ClusterNeedsPostgres) as error:  # a bad URL, network or database
        print(f"gametable serve: {error}", file=sys.stderr)
        return 2
    except (StoreInUse, NodeInUse) as error:
        print(f"gametable serve: {error}", file=sys.stderr)
        return 1
    except SQLAlchemyError as error:  # unreachable, refused, or not a database at all
        cause = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
        print(f"gametable serve: cannot open the database {shown_url(url)}: {cause}",
              file=sys.stderr)
        return 2
    print(f"gametable: serving on http://{shown_host}:{port}", flush=True)
    if args.public_url is None and host not in ("127.0.0.1", "localhost", "::1"):
        print(f"gametable: invite links say {public_url}; set --public-url to the address "
              "players use", flush=True)
    profile_to = os.environ.get("GAMETABLE_PROFILE")
    profiler = None
    if profile_to:  # cProfile the whole serving process; the stats are written on shutdown
        import cProfile

        # uvicorn re-raises the SIGTERM it caught once it has shut down: exit through Python
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        import time

        # the event loop's own CPU time, not the wall clock: on a busy machine the wall clock
        # charges whatever runs when the loop is preempted (a socket write waking its reader)
        profiler = cProfile.Profile(time.thread_time)
        profiler.enable()
    config = uvicorn.Config(
        app, host=host, port=port, log_level=args.log_level,
        ws_max_size=limits.max_ws_message, ws_per_message_deflate=args.compress,
        http=header_timeout_protocol(limits.header_timeout),
        proxy_headers=False,  # whom to believe: people/access.py
    )
    redact_logs("uvicorn", "uvicorn.error", "uvicorn.access", "websockets")  # after Config
    server = (_draining_server()(config, app.state.drain) if args.cluster
              else uvicorn.Server(config))
    try:
        server.run(sockets=None if listener is None else [listener])
    except KeyboardInterrupt:  # Ctrl-C: uvicorn shut down cleanly, then re-raised the signal
        pass
    finally:
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(profile_to)
    return 0 if server.started else 3  # uvicorn's exit code when it could not start
