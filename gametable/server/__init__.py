"""The web server: lobby, seats held by secret tokens, moves over WebSocket, durable tables.

``gametable serve`` runs it (:mod:`gametable.server.cli`);
:func:`gametable.server.web.app.create_app` builds the FastAPI application for tests and
embedding. The server is six wings (``docs/server.md`` draws them): ``web`` (routes, sockets
and their typed messages, access rules), ``tables`` (a table's round, clocks, bots, hints),
``storage``, ``people``, ``queue`` and ``hosting`` (one process or a cluster), and
:mod:`.defaults`, every setting's default.
"""
