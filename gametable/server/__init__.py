"""The web server: lobby, seats held by secret tokens, moves over WebSocket, durable tables.

``gametable serve`` runs it (see :mod:`gametable.server.cli`); :func:`create_app` builds the
FastAPI application for tests and embedding.
"""

from gametable.server.app import create_app

__all__ = ["create_app"]
