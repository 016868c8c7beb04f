"""``gametable serve``: the web app on one port, SQLite by default or PostgreSQL.

``GAMETABLE_PROFILE=path`` runs the server under cProfile and writes the stats to ``path`` when
it stops (how ``bench/server_load.py`` runs are profiled: ``python -m pstats path``)."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import socket
import sys


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
        help="database URL: sqlite:///path.db or postgresql://user:pw@host/db "
        "(default: data/gametable.db)",
    )
    serve.add_argument("--bot-delay", type=float, default=0.6,
                       help="seconds a bot waits before moving, so people can follow")
    serve.add_argument("--bot-threads", type=int, default=2, help="threads for thinking bots")
    serve.add_argument("--log-level", default="info")
    serve.add_argument("--compress", action="store_true",
                       help="permessage-deflate on WebSockets (less traffic, more CPU)")
    serve.set_defaults(func=cmd_serve)


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from gametable.server.app import create_app
    from gametable.server.store import default_url

    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    app = create_app(args.db or default_url(), bot_delay=args.bot_delay,
                     bot_threads=args.bot_threads)
    listener = None
    host, port = args.host, args.port
    if args.fd is not None:
        listener = socket.socket(fileno=args.fd)  # family and type read from the socket
        host, port = listener.getsockname()[:2]
    print(f"gametable: serving on http://{host}:{port}", flush=True)
    profile_to = os.environ.get("GAMETABLE_PROFILE")
    profiler = None
    if profile_to:  # cProfile the whole serving process; the stats are written on shutdown
        import cProfile

        # uvicorn re-raises the SIGTERM it caught once it has shut down: exit through Python
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        profiler = cProfile.Profile()
        profiler.enable()
    config = uvicorn.Config(app, host=host, port=port, log_level=args.log_level,
                            ws_max_size=1 << 16, ws_per_message_deflate=args.compress)
    server = uvicorn.Server(config)
    try:
        server.run(sockets=None if listener is None else [listener])
    except KeyboardInterrupt:  # Ctrl-C: uvicorn shut down cleanly, then re-raised the signal
        pass
    finally:
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(profile_to)
    return 0 if server.started else 3  # uvicorn's exit code when it could not start
